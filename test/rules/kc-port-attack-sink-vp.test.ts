import { describe, it, expect } from 'vitest';
import { createScenario, type GameState } from '../../src/index.js';
import { roll, runDeclining } from './run.js';

function withKc(state: GameState, owner: 'B' | 'C', kc: string, area: string): GameState {
  const s = structuredClone(state) as GameState;
  s.kcPool = s.kcPool.filter((k) => k !== kc);
  s.kcs[kc] = { id: kc, owner, area };
  return s;
}

describe('10.36 / 18.12C (R101): a Pirate whose ship a KC sinks (10.41 Pirate-Port attack hit) is eliminated by the KC', () => {
  // L1467: "C. When a KC eliminates a Pirate from the game, the Player controlling the KC gains one
  // VP for every two of the Pirate's accumulated Notoriety Points (with remainders dropped)."
  // 10.41 (L1116): the KC's win puts every Pirate there to sea "and each suffers one Combat Damage
  // Hit to his Ship"; a ship at Combat 0 is Sunk by it (6.25, R2).
  it('Low (B, NP 9, Combat 0) sunk by Matthews (C) attacking Isla de Tortuga: C scores floor(9/2) = 4, B scores 9', () => {
    let s = withKc(
      createScenario({
        players: 3,
        options: { cunning: false },
        turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
        pirates: {
          low: { owner: 'B', at: 'isla-de-tortuga', ship: 'sloop', combat: 0, np: 9 },
          vane: { owner: 'A', at: 'east-caribbean' },
        } as never,
      }),
      'C',
      'matthews',
      'west-caribbean',
    );
    s = runDeclining(s, { before: true, after: false }, { type: 'move', player: 'A', pirate: 'vane', to: { kind: 'sea', area: 'south-america' } }).state;
    // Let B pass if asked first, then C attacks.
    s = runDeclining(s, { before: true, after: false }, { type: 'kcAttackPort', player: 'C', port: 'isla-de-tortuga' }).state;
    // KC 3 + 11 + 2 = 16 against Low 6 + 0 = 6: the port falls, Low takes 1 hit at Combat 0: Sunk.
    const r = runDeclining(s, { before: false, after: true }, roll(3), roll(6));
    expect(r.state.pirates['low']).toBeUndefined();
    expect(r.state.eliminated).toContain('low');
    expect(r.state.players.B?.vp).toBe(9);
    expect(r.state.players.C?.vp).toBe(4); // 18.12C: the KC's player scores half the NP
  });
});
