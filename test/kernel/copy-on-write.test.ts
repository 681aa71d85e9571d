import { describe, it, expect } from 'vitest';
import { apply, createGame, legalActions, pending, randomBot, type GameState } from '../../src/index.js';

/**
 * Copy on first write (src/state/copy.ts, issue 13 point 1): `apply` copies only the records and
 * entries the rules change and shares the rest with its input. A Pirate Action's announcement (4.5)
 * changes the acting Pirate (and his ally) and stops at the first Anti-Pirate decision (4.63): every
 * other Pirate, the players, the Merchants, the KCs and every count record are the input's objects.
 */
describe('apply: copy on first write', () => {
  it('a Move announcement shares every untouched record and entry with the input state', () => {
    let checked = 0;
    for (let seed = 1; seed <= 6; seed++) {
      let s: GameState = createGame({ players: 4, seed });
      const bot = randomBot(seed);
      for (let k = 0; k < 400; k++) {
        const p = pending(s);
        if (p.kind !== 'decision') break;
        const legal = legalActions(s);
        const move = legal.find((a) => a.type === 'move');
        const a = move ?? bot(s, p.player, legal);
        const next = apply(s, a).state;
        // The premise: the announcement stopped at an Anti-Pirate decision (4.63), nothing before it.
        // A Move nobody may answer runs on (and may end the Player-Turn and draw cards); a Pirate at
        // Loyalty 0 faces a Mutiny first (14.1: dice, then a Cunning window).
        const q = pending(next);
        const mover0 = a.type === 'move' ? s.pirates[a.pirate] : undefined;
        if (a.type === 'move' && q.kind === 'decision' && q.rule === '4.63' && mover0 && mover0.loyalty > 0) {
          const mover = s.pirates[a.pirate];
          const team = new Set([a.pirate, mover?.ally ?? a.pirate]);
          for (const id in s.pirates) {
            if (!team.has(id) && next.pirates[id]) expect(next.pirates[id]).toBe(s.pirates[id]);
          }
          for (const key of ['players', 'merchants', 'kcs', 'deck', 'discard', 'removed', 'setAside', 'merchantPool', 'hostagePool', 'warshipPool', 'warships', 'governors'] as const) {
            expect(next[key], key).toBe(s[key]);
          }
          // The id lists are replaced by the rules that change them, never copied for nothing
          // (issue 13 point 1: ten copies a step): a Move announcement changes none of them.
          for (const key of ['order', 'pirateDeck', 'retired', 'eliminated', 'kcPool', 'kcsRemoved', 'proGovernorSupply', 'destroyedPorts', 'attackedPorts', 'rng'] as const) {
            expect(next[key], key).toBe(s[key]);
          }
          // The input is untouched and the moved Pirate is a new object (the rules changed him).
          expect(next.pirates[a.pirate]).not.toBe(s.pirates[a.pirate]);
          checked++;
        }
        s = next;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});
