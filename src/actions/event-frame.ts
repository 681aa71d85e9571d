import { pop, type Ctx } from './ctx.js';
import type { FrameOf } from '../state/schema.js';
import { addCount } from '../state/counts.js';
import { mutCounts } from '../state/copy.js';

/**
 * The frame of a card's Event under way (17.15: Must-Play-Immediately cards; the Hold-card Events
 * that take steps). Each card's procedure is in src/cards; the Letter of Marque's, a retirement
 * (18.41), is in ./letter-of-marque.ts.
 */
export type EventFrame = FrameOf<'event'>;

/** 4.4A: a resolved card goes face up on the discard pile (or is removed, or stays where it is). */
export function finishEvent(ctx: Ctx, f: EventFrame, destination: 'discard' | 'removed' | 'none' = 'discard'): void {
  pop(ctx, f);
  if (destination === 'discard') addCount(mutCounts(ctx, 'discard'), f.card);
  if (destination === 'removed') addCount(mutCounts(ctx, 'removed'), f.card);
}
