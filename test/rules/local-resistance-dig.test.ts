import { describe, it, expect } from 'vitest';
import { pinesDigger } from './helpers.js';

describe('17.2 #13 (R21) Local Resistance: "played any time during another Player\'s Pirate Turn"', () => {
  // L1365-1367: "Timing and Effect: The card is played any time during another Player's Pirate Turn."
  // docs/rulings.md R21: "... at every Anti-Pirate window of the turn". The dig on the Isle of Pines
  // opens an Anti-Pirate window ('digAnnounced', turn.ts startAction: "AP cards (17.2) and KC Actions
  // may answer it"), where Mutiny Conspiracy, Pirate Converts, KC Actions... are offered, but Local
  // Resistance is not in its MOMENTS list.
  it('B may play Local Resistance against Bath when A announces a dig for Buried Treasure', () => {
    const t = pinesDigger({}, { hands: { B: ['local-resistance'] }, governors: { bath: 'pro' }, pirates: { low: { owner: 'C', at: 'bath' } } });
    t.exact({ type: 'digTreasure', player: 'A', pirate: 'vane' });
    // The dig's Anti-Pirate window should ask B, and offer him the card.
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B' });
    expect(t.canDo({ type: 'playEvent', player: 'B', card: 'local-resistance', port: 'bath' })).toBe(true);
  });
});
