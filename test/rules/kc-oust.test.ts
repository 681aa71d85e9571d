import { describe, it, expect } from 'vitest';
import { createScenario, legalActions, pending, type GameState } from '../../src/index.js';
import { roll, run } from './run.js';

/** Answer the windows of an In-Port Action with passes until C's KC may Oust (10.42). */
function untilOust(st: GameState): GameState {
  for (let i = 0; i < 10 && !legalActions(st).some((a) => a.type === 'kcOust'); i++) {
    const p = pending(st);
    if (p.kind !== 'decision') break;
    st = run(st, { type: 'pass', player: p.player }).state;
  }
  return st;
}

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
    // Pass B in the In-Port window if asked, then C ousts.
    const st0 = untilOust(run(s, { type: 'bootyGrab', player: 'A', pirate: 'vane', target: 'low' }).state);
    expect(legalActions(st0)).toContainEqual({ type: 'kcOust', player: 'C' });
    // KC 6 + 11 + 2 = 19 against 1 + 5 + 5 = 11: both ousted.
    const o = run(st0, { type: 'kcOust', player: 'C' }, roll(6), roll(1));
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

/**
 * 12.0: Cunning rerolls "any one 1d6, 2d6 or 3d6 roll (of any kind) made by that Pirate";
 * RULINGS B42: "rolls by the Pirate's owner on the Pirate's behalf" (not the KC's or the port's).
 * 10.42: in an Oust "the Pirate Player rolls a die and, to the result, adds the sum of the Combat
 * ratings of all the Pirates' Ships in that Port". That die is the Pirate Player's own roll for his
 * Pirate, so with the Pirate alone in the port his owner should be offered a Cunning reroll of it,
 * as for the 10.41 Pirate Port defence roll (R18).
 */
describe('12.0 Cunning and the 10.42 Oust defence roll', () => {
  it('the ousted Pirate\'s owner may reroll his defence die with Cunning', () => {
    const s = createScenario({
      players: 3,
      options: { cunning: true },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      governors: { 'port-royal': 'pro' },
      pirates: { vane: { owner: 'A', at: 'port-royal', ship: 'schooner', cunning: 3 } },
      kcs: { matthews: { owner: 'C', area: 'west-caribbean' } },
    });
    let st = untilOust(run(s, { type: 'inPortActivities', player: 'A', pirate: 'vane' }).state);
    // KC rolls 1: 1 + 11 + 2 = 14. The Pirate Player rolls 1: 1 + 6 = 7, a loss he may want to reroll.
    st = run(st, { type: 'kcOust', player: 'C' }, roll(1), roll(1)).state;
    const p = pending(st);
    expect(p).toMatchObject({ kind: 'decision', player: 'A', frame: 'window', rule: '12.0' });
    expect(legalActions(st)).toContainEqual({ type: 'reroll', player: 'A', pirate: 'vane' });
  });
});
