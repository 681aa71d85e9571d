/**
 * Recruit (ledger MM Recruit 1-3; rulings M29, MR4).
 */
import { emit, type Handler, pop } from '../kernel.js';
import { type Action } from '../actions.js';
import { type FrameOf } from '../state.js';
import { type MM, pay, pl, rollEvent, shipValues } from './shared.js';
import { diceFor } from './glory.js';

export const recruit: Handler<MM, FrameOf<'recruit'>> = {
  rule: () => 'MM Recruit 1',
  node: (s, f, ix) => (f.step === 'roll' ? { kind: 'chance', spec: { kind: 'dice', count: diceFor(s, ix, f.player, 'leadership'), label: 'a Leadership roll to recruit' } } : { kind: 'decision', player: f.player }),
  legal(s, f, ix) {
    if (f.step !== 'hire') return [];
    const p = pl(s, f.player);
    // MM Recruit 2-3, M29: after a failed roll, crew at 2 Gold each, up to the Crew value.
    const most = Math.min(shipValues(ix, p).crew - p.track.crew, Math.floor(p.gold / 2));
    const out: Action[] = [];
    for (let n = 0; n <= most; n++) out.push({ type: 'hireCrew', player: f.player, n });
    return out;
  },
  step(ctx, f, input) {
    const p = pl(ctx.s, f.player);
    if (f.step === 'roll') {
      if (input?.type !== 'chance' || !Array.isArray(input.value)) return;
      if (rollEvent(ctx, f.player, 'leadership', input.value, 'MM Recruit 1') > 0) {
        // MM Recruit 1: a success fills the crew for free.
        p.track.crew = shipValues(ctx.ix, p).crew;
        emit(ctx, { type: 'crewFilled', rule: 'MM Recruit 1', player: f.player, crew: p.track.crew });
        pop(ctx, f);
      } else f.step = 'hire';
      return;
    }
    if (input?.type !== 'hireCrew') return;
    if (input.n > 0) {
      pay(ctx, f.player, 2 * input.n, 'MM Recruit 2', 'crew hired');
      p.track.crew += input.n;
      emit(ctx, { type: 'crewHired', rule: 'MM Recruit 2', player: f.player, n: input.n });
    }
    pop(ctx, f);
  },
};
