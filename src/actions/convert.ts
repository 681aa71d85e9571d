import type { Action } from './schema.js';
import { emit, type Ctx, type Handler } from './ctx.js';
import { endAction, openWindow } from './window.js';
import type { FrameOf, PirateState } from '../state/schema.js';
import { holdCapacity } from '../state/pieces.js';
import { changeLoyalty } from './pieces.js';
import { mutPirateIf, ownPirate } from '../state/copy.js';

/**
 * 8.5 Converting a Merchant Ship. Under the Living Rules it is part of the Loot (loot.ts); in the
 * first print (option convertAsSeparateAction, FR 4.5D, 8.5) it is its own Pirate Action, which
 * must be his very first after the Loot, even in a later Player-Turn (`PirateState.convertible`,
 * cleared when any other Action of his begins). A Warship may answer it at its announcement
 * (FR 6.41-6.43, moment 'convertAnnounced'); if its Holds are more than the new ship has, the
 * excess full Holds are lost, the owner choosing which (R56).
 */
type ConvertFrame = FrameOf<'convert'>;

/** The window moment of a Convert Merchant Action's announcement. */
export const CONVERT_ANNOUNCED = 'convertAnnounced';

/** The window moment once a Convert Merchant Action's conversion is complete (first print 10.31: a KC may intercept, R90). */
export const CONVERT_COMPLETED = 'convertCompleted';

/**
 * 8.5: the Merchant becomes his ship: the new type at its maximum Combat and Speed, Loyalty +1
 * for a larger ship and -1 for a smaller one; everything else stays aboard.
 */
export function becomeShip(ctx: Ctx, p: PirateState, merchant: string, rule: string): boolean {
  const ix = ctx.ix;
  const to = ix.merchantType[merchant]?.convertsTo;
  const t = to ? ix.shipType[to] : undefined;
  if (!to || !t) return false;
  p = ownPirate(ctx, p);
  const from = p.ship;
  const oldSize = ix.shipType[from]?.size ?? 0;
  p.ship = to;
  p.combat = t.combat;
  p.speed = t.speed;
  emit(ctx, { type: 'shipConverted', rule, pirate: p.id, from, to, combat: t.combat, speed: t.speed, holds: t.holds });
  if (t.size > oldSize) changeLoyalty(ctx, p, ix.set.tables.crewLoyalty['convertLarger'] ?? 1, 'convertLarger', rule);
  if (t.size < oldSize) changeLoyalty(ctx, p, ix.set.tables.crewLoyalty['convertSmaller'] ?? -1, 'convertSmaller', rule);
  return true;
}

export const convertHandler: Handler<ConvertFrame> = {
  rule: () => '8.5',
  node(s, f, ix) {
    const p = s.pirates[f.pirate];
    if (f.step === 'fit' && p && p.holds.length > holdCapacity(ix, p)) return { kind: 'decision', player: p.owner };
    return { kind: 'auto' };
  },
  legal(s, f) {
    const p = s.pirates[f.pirate];
    if (f.step !== 'fit' || !p) return [];
    return p.holds.map((_, hold): Action => ({ type: 'jettison', player: p.owner, pirate: p.id, hold }));
  },
  step(ctx, f, input) {
    const p = mutPirateIf(ctx, f.pirate);
    switch (f.step) {
      case 'announce':
        f.step = 'convert';
        // FR 6.41-6.43: a Warship may answer a Convert Merchant Action (so may the AP cards of 17.2).
        openWindow(ctx, CONVERT_ANNOUNCED, f.pirate);
        return;
      case 'convert':
        f.step = p && becomeShip(ctx, p, f.merchant, '8.5') ? 'fit' : 'complete';
        return;
      case 'converted':
        // FR 10.31: "the KC acts only once the Conversion is complete" (option kcModel 'harass', R90).
        f.step = 'complete';
        if (ctx.s.config.options.kcModel === 'harass') openWindow(ctx, CONVERT_COMPLETED, f.pirate);
        return;
      case 'fit':
        if (p && input?.type === 'jettison') {
          // FR 8.5: "the excess Holds are lost (in their entirety)".
          const amount = p.holds[input.hold];
          p.holds = p.holds.filter((_, i) => i !== input.hold);
          emit(ctx, { type: 'holdJettisoned', rule: '8.5', pirate: p.id, doubloons: amount ?? 0 });
          return;
        }
        f.step = 'converted';
        return;
      case 'complete':
        endAction(ctx, f);
        return;
    }
  },
};
