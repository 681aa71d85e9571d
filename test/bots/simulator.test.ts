import { describe, expect, it } from 'vitest';
import { createGame, createSimulator, legalActions } from '../../src/index.js';

/**
 * The simulator steps one state object in place. The public functions cache a state's legal list;
 * asked about `sim.state` they must still answer for the position it holds now, not the first one
 * (bots such as greedyBot and bestAction are handed `sim.state`).
 */
describe('createSimulator', () => {
  it('legalActions(sim.state) follows the simulator as it steps in place', () => {
    const sim = createSimulator(createGame({ players: 4, seed: 3 }));
    let k = 0;
    for (let i = 0; i < 200 && !sim.isOver(); i++) {
      const own = sim.legalActions();
      expect(legalActions(sim.state)).toEqual(own);
      const a = own[(i * 7919) % own.length];
      if (!a) break;
      sim.apply(a);
      k++;
    }
    expect(k).toBeGreaterThan(50);
  });
});
