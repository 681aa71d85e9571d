import { describe, it, expect } from 'vitest';
import { createScenario, legalActions } from '../../src/index.js';
import { roll, run } from './run.js';

/**
 * 4.63 interrupt windows: the response a player chooses is the one that happens, even when he holds
 * several cards that answer the same moment with the same action type (`playEvent`).
 */
describe('4.63 / 17.2: a window delivers the chosen card, not another of the same action type', () => {
  it('B holds Scurvy Outbreak and Wear and Tear and plays Wear and Tear: Speed hits, Scurvy stays in hand', () => {
    const s = createScenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { B: ['scurvy-outbreak', 'wear-and-tear'] },
      pirates: { low: { owner: 'A', at: 'central-atlantic', ship: 'sloop' } },
    });
    const moved = run(s, { type: 'move', player: 'A', pirate: 'low', to: { kind: 'sea', area: 'south-atlantic' } });
    expect(legalActions(moved.state)).toContainEqual({ type: 'playEvent', player: 'B', card: 'wear-and-tear' });
    const r = run(moved.state, { type: 'playEvent', player: 'B', card: 'wear-and-tear' }, roll(5));
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'wearAndTear', rule: '17.2', pirate: 'low', speedHits: 2 }));
    expect(r.state.pirates['low']?.speed).toBe(3);
    expect(r.state.pirates['low']?.scurvy).toBe(false);
    expect(r.state.players.B?.hand).toEqual(['scurvy-outbreak']);
    expect(r.state.turn.apUsed).toEqual(['B']); // 4.61: his one AP Action this Player-Turn
  });
});
