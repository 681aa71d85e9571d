import { describe, it, expect } from 'vitest';
import { createScenario, legalActions, pending } from '../../src/index.js';
import { roll, run } from './run.js';

/**
 * 10.42: "If the KC's total is higher, all the Pirates in that port are immediately placed in the
 * Sea Area and must discontinue any Actions they were undertaking". A Booty Grab (9.6, an In-Port
 * Action against a Pirate In-Port) answered by a successful Oust must stop: no grab at sea.
 */
describe('10.42 Oust during a Booty Grab', () => {
  it('a successful Oust at the Booty Grab announcement ends the Booty Grab (no grab rolls at sea)', () => {
    const s = createScenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      governors: { 'port-royal': 'pro' },
      pirates: {
        vane: { owner: 'A', at: 'port-royal', ship: 'sloop' },
        low: { owner: 'B', at: 'port-royal', ship: 'sloop', dr: 'voluntary', holds: [1000] },
      },
      kcs: { matthews: { owner: 'C', area: 'west-caribbean' } },
    });
    let r = run(s, { type: 'bootyGrab', player: 'A', pirate: 'vane', target: 'low' });
    // Pass B in the In-Port window if asked, then C ousts.
    while (pending(r.state).kind === 'decision' && !legalActions(r.state).some((a) => a.type === 'kcOust')) {
      const p = pending(r.state);
      if (p.kind !== 'decision') break;
      r = { state: run(r.state, { type: 'pass', player: p.player }).state, events: r.events };
    }
    expect(legalActions(r.state)).toContainEqual({ type: 'kcOust', player: 'C' });
    // KC 6 + 11 + 2 = 19 against 1 + 5 + 5 = 11: both ousted.
    const o = run(r.state, { type: 'kcOust', player: 'C' }, roll(6), roll(1));
    expect(o.state.pirates['vane']?.location).toEqual({ kind: 'sea', area: 'west-caribbean' });
    expect(o.state.pirates['low']?.location).toEqual({ kind: 'sea', area: 'west-caribbean' });
    // Decline any remaining windows, then see what follows: the grab must not be rolled.
    let st = o.state;
    for (let i = 0; i < 10; i++) {
      const p = pending(st);
      if (p.kind !== 'decision' || p.frame !== 'window') break;
      st = run(st, { type: 'pass', player: p.player }).state;
    }
    const p = pending(st);
    // Correct: the Action is over (back to A's Card Play decision), not a Booty Grab roll at sea.
    expect(p.kind === 'chance' ? p.spec.label : 'no roll').toBe('no roll');
    expect(st.stack.some((f) => f.kind === 'bootyGrab')).toBe(false);
  });
});
