import { describe, it, expect } from 'vitest';
import { apply, check, createGame, deserialize, legalActions, pending, randomBot, serialize, type GameState } from '../../src/index.js';

/**
 * The public functions remember the last state's decider and legal list, and `apply` hands over
 * the node its rules stopped at (src/api/play.ts, issue 13 point 1). What they answer about
 * a state must be what a fresh look at the same position answers: a loaded copy of it, which they
 * have never seen, is worked out from scratch.
 */
describe('pending / legalActions on the states apply returns', () => {
  it('answer as for a fresh copy of the same position, in every order of asking', () => {
    let steps = 0;
    for (let seed = 1; seed <= 4; seed++) {
      for (const players of [1, 3, 5]) {
        let s: GameState = createGame({ players, seed });
        const bot = randomBot(seed * 31 + players);
        for (let k = 0; k < 250; k++) {
          const fresh = deserialize(serialize(s));
          // First the state straight from apply (what the kernel handed over), then the copy,
          // then the state again (after the copy took the remembered place).
          const p = pending(s);
          expect(pending(fresh)).toEqual(p);
          if (p.kind !== 'decision') break;
          const legal = legalActions(s);
          expect(legalActions(fresh)).toEqual(legal);
          expect(legalActions(s, p.player)).toEqual(legal);
          expect(legalActions(fresh, p.player === 'A' ? 'B' : 'A')).toEqual([]);
          const a = bot(s, p.player, legal);
          expect(check(fresh, a)).toEqual({ ok: true });
          s = apply(s, a).state;
          steps++;
        }
      }
    }
    expect(steps).toBeGreaterThan(1000);
  });
});
