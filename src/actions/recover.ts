import { emit, pop, type Ctx, type Handler } from './ctx.js';
import type { FrameOf, PirateState } from '../state/schema.js';
import { team } from '../state/pieces.js';

/**
 * 4.5F / 13.24 / 16.0 D&R Recovery, In-Port: one Recovery Action ends voluntary D&R; involuntary
 * D&R needs two consecutive ones (RULINGS B22, B43: two Actions of that Pirate in a row, possibly
 * in different Player-Turns). Recovery does not Refit. An Alliance recovers as one (11.2).
 */
type RecoverFrame = FrameOf<'recover'>;

export const recoverHandler: Handler<RecoverFrame> = {
  rule: () => '13.24',
  node: () => ({ kind: 'auto' }),
  legal: () => [],
  step(ctx, f) {
    pop(ctx, f);
    const p = ctx.s.pirates[f.pirate];
    if (p) for (const m of team(ctx.s, p)) recoverOne(ctx, m);
  },
};

function recoverOne(ctx: Ctx, p: PirateState): void {
  if (!p.dr) return;
  p.drRecoveries += 1;
  const needed = p.dr === 'voluntary' ? 1 : 2;
  if (p.drRecoveries >= needed) {
    emit(ctx, { type: 'drRecovered', rule: '13.24', pirate: p.id, kind: p.dr, actions: p.drRecoveries });
    p.dr = null;
    p.drRecoveries = 0;
    p.drLoyalty = 0;
  } else {
    emit(ctx, { type: 'drRecovering', rule: '13.24', pirate: p.id, kind: p.dr, actions: p.drRecoveries, needed });
  }
}
