import { describe, it, expect } from 'vitest';
import { scenario, refusal, FIVE_MERCHANTS } from './helpers.js';

/**
 * Rule outcomes of Event cards (17.2 #7 Finger of Fate; #1 Buried Treasure, #6 Fair Winds, #10 Heavy
 * Guns, #11 KC Surprise, #13 Local Resistance, #16 Pirate Converts) that no other test read: each was
 * found by a surviving mutant of src/cards/ (docs/coverage.md, "Mutation testing").
 */

describe('17.2 #7 Finger of Fate (RULINGS B50)', () => {
  /** 3 players; A draws Finger of Fate at the start of his turn; C holds two Warship Sightings. */
  function fate() {
    const t = scenario({
      players: 3,
      turn: { phase: 'start' },
      hands: {
        A: ['fair-winds', 'heavy-guns', 'scurvy-outbreak'],
        B: ['double-cross', 'kc-surprise'],
        C: ['warship-sighting', 'warship-sighting', 'wear-and-tear', 'pirate-converts'],
      },
      merchants: FIVE_MERCHANTS,
    });
    t.draw('finger-of-fate');
    return t;
  }

  it('17.2 #7: each discard is a decision under 17.2; any other action there is refused under 17.2', () => {
    const t = fate();
    expect(t.last('fingerOfFate')).toEqual({ type: 'fingerOfFate', rule: '17.2', player: 'A' });
    expect(t.pending).toEqual({ kind: 'decision', player: 'A', frame: 'event', rule: '17.2' });
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ rule: '17.2' });
    expect(refusal(t, { type: 'discardCard', player: 'B', card: 'kc-surprise' })).toMatchObject({ code: 'not-your-decision', rule: '17.2' });
  });

  it('17.2 #7: he chooses which card (the hand in card order): each card he holds is offered once, two copies of a card are one choice', () => {
    const t = fate();
    expect(t.legalOf('discardCard').map((a) => a.card)).toEqual(['fair-winds', 'heavy-guns', 'scurvy-outbreak']);
    t.act({ type: 'discardCard', player: 'A', card: 'fair-winds' });
    expect(t.legal()).toEqual([
      { type: 'discardCard', player: 'B', card: 'double-cross' },
      { type: 'discardCard', player: 'B', card: 'kc-surprise' },
    ]);
    t.act({ type: 'discardCard', player: 'B', card: 'double-cross' });
    expect(t.legal()).toEqual([
      { type: 'discardCard', player: 'C', card: 'pirate-converts' },
      { type: 'discardCard', player: 'C', card: 'warship-sighting' },
      { type: 'discardCard', player: 'C', card: 'wear-and-tear' },
    ]);
    t.act({ type: 'discardCard', player: 'C', card: 'warship-sighting' });
    // One copy goes to the discards, the other passes on to A with the rest.
    expect(t.ev('cardDiscarded')).toEqual([
      { type: 'cardDiscarded', rule: '17.2', player: 'A', card: 'fair-winds' },
      { type: 'cardDiscarded', rule: '17.2', player: 'B', card: 'double-cross' },
      { type: 'cardDiscarded', rule: '17.2', player: 'C', card: 'warship-sighting' },
    ]);
    expect(t.last('handsPassedLeft')).toEqual({ type: 'handsPassedLeft', rule: '17.2' });
    expect(t.hand('A')).toEqual(['pirate-converts', 'warship-sighting', 'wear-and-tear']);
    expect(t.hand('B')).toEqual(['heavy-guns', 'scurvy-outbreak']);
    expect(t.hand('C')).toEqual(['kc-surprise']);
    expect(t.state.discard['warship-sighting']).toBe(1);
  });
});
