import { describe, it, expect } from 'vitest';
import { createScenario, legalActions, pending } from '../../src/index.js';
import { roll, run } from './run.js';

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
    let st = run(s, { type: 'inPortActivities', player: 'A', pirate: 'vane' }).state;
    for (let i = 0; i < 5 && !legalActions(st).some((a) => a.type === 'kcOust'); i++) {
      const p = pending(st);
      if (p.kind !== 'decision') break;
      st = run(st, { type: 'pass', player: p.player }).state;
    }
    // KC rolls 1: 1 + 11 + 2 = 14. The Pirate Player rolls 1: 1 + 6 = 7, a loss he may want to reroll.
    st = run(st, { type: 'kcOust', player: 'C' }, roll(1), roll(1)).state;
    const p = pending(st);
    expect(p).toMatchObject({ kind: 'decision', player: 'A', frame: 'window', rule: '12.0' });
    expect(legalActions(st)).toContainEqual({ type: 'reroll', player: 'A', pirate: 'vane' });
  });
});
