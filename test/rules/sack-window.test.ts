import { describe, it, expect } from 'vitest';
import { scenario, FIVE_MERCHANTS, type Table } from './helpers.js';

/**
 * 9.55: "After a Successful Attack, as his very next Action (whether in this turn or the next), a
 * Pirate may choose to Sack the port". The chance is bounded: this Player-Turn or his next one.
 */
function sackOffered(t: Table): boolean {
  return t.legal().some((a) => a.type === 'sackPort' && 'pirate' in a && a.pirate === 'condent');
}

describe('9.55 (R99): the Sack window lasts "this turn or the next" only', () => {
  it('9.55: two Player-Turns of his owner after the Attack, the Sack is no longer offered', () => {
    const t = scenario({
      players: 2,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 1 },
      hands: {
        A: ['letter-of-marque', 'letter-of-marque', 'letter-of-marque', 'letter-of-marque'],
        B: ['scurvy-outbreak', 'scurvy-outbreak', 'scurvy-outbreak', 'scurvy-outbreak'],
      },
      pirates: { condent: { owner: 'A', at: 'east-caribbean' } },
      merchants: FIVE_MERCHANTS,
      governors: { 'san-juan': 'pro' },
    });
    // Turn 1 (A): a successful attack on San Juan, 6 + 5 + 4 = 15 against 1 + 7; loot dice 5, 2.
    t.act({ type: 'attackPort', player: 'A', pirate: 'condent', port: 'san-juan' });
    t.roll(6);
    t.roll(1);
    t.roll(5, 2);
    expect(t.pirate('condent').sackable).toBe('san-juan');
    t.act({ type: 'endTurn', player: 'A' });
    // Turn 2 (B).
    t.act({ type: 'playCard', player: 'B', card: 'scurvy-outbreak', pirate: null });
    t.act({ type: 'endTurn', player: 'B' });
    // Turn 3 (A): "the next" turn: the Sack is still open. He does not take it (no Action of his).
    expect(t.state.turn.player).toBe('A');
    t.act({ type: 'playCard', player: 'A', card: 'letter-of-marque', pirate: null });
    expect(sackOffered(t)).toBe(true);
    t.act({ type: 'endTurn', player: 'A' });
    // Turn 4 (B).
    t.draw('scurvy-outbreak');
    t.act({ type: 'playCard', player: 'B', card: 'scurvy-outbreak', pirate: null });
    t.act({ type: 'endTurn', player: 'B' });
    // Turn 5 (A): neither the turn of the Attack nor the next one: no more Sack.
    t.draw('skull-and-crossbones');
    t.act({ type: 'playCard', player: 'A', card: 'letter-of-marque', pirate: null });
    expect(t.state.turn.player).toBe('A');
    expect(t.pirate('condent').location).toEqual({ kind: 'port', port: 'san-juan' });
    expect(sackOffered(t)).toBe(false);
  });
});
