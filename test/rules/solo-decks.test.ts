import { describe, it, expect } from 'vitest';
import type { GameState } from '../../src/index.js';
import { componentsOf } from '../../src/actions/ctx.js';
import { discardsOf, needsReshuffle } from '../../src/solo/decks.js';
import { solo } from './solo-helpers.js';

/** The two decks of Solitaire Blackbeard (19.3, 19.10, 19.12, RULINGS B54), draws forced. */

/** A copy of `s` with this Hold deck and discard pile. */
function withPiles(s: GameState, deck: Record<string, number>, discard: Record<string, number>): GameState {
  const out = structuredClone(s) as GameState;
  out.deck = deck;
  out.discard = discard;
  return out;
}

describe('19.3 / 19.12 / RULINGS B54 #2: each deck is reshuffled from its own discards only', () => {
  it('19.3: a discarded card goes back to the deck of its own kind (MPI to the MPI deck, Hold to the Hold deck)', () => {
    const s = withPiles(solo().state, {}, { 'heavy-guns': 1, 'new-governors': 2 });
    const ix = componentsOf(s);
    expect(discardsOf(s, ix, false)).toBe(1);
    expect(discardsOf(s, ix, true)).toBe(2);
  });

  it('B54 #2: an empty Hold deck waits for a reshuffle only when there are Hold discards; a Hold deck with cards never does', () => {
    const s = solo().state;
    const ix = componentsOf(s);
    expect(needsReshuffle(withPiles(s, {}, { 'heavy-guns': 1, 'new-governors': 2 }), ix, false)).toBe(true);
    expect(needsReshuffle(withPiles(s, {}, { 'new-governors': 2 }), ix, false)).toBe(false);
    expect(needsReshuffle(withPiles(s, {}, {}), ix, false)).toBe(false);
    expect(needsReshuffle(withPiles(s, { 'wear-and-tear': 1 }, { 'heavy-guns': 1 }), ix, false)).toBe(false);
  });
});

describe('19.10: the General Pardon out of the MPI deck', () => {
  it('19.10: its first draw, from the MPI deck, shuffles it into the Hold deck with all the Hold discards; the MPI discards stay', () => {
    const t = solo({ turn: { player: 'B', phase: 'start' }, discard: { 'new-governors': 2, 'heavy-guns': 2, 'wear-and-tear': 1 } });
    const before = { ...t.state.deck };
    const cards = Object.values(before).reduce((a, b) => a + b, 0);
    t.draw('general-pardon');
    expect(t.last('cardDrawn')).toMatchObject({ rule: '19.12', player: 'B', card: 'general-pardon', mustPlay: true, deck: 'mustPlay' });
    expect(t.last('generalPardonToHoldDeck')).toMatchObject({ rule: '19.10', player: 'B', cards: cards + 4 });
    expect(t.state.deck['heavy-guns']).toBe((before['heavy-guns'] ?? 0) + 2);
    expect(t.state.deck['wear-and-tear']).toBe((before['wear-and-tear'] ?? 0) + 1);
    expect(t.state.deck['general-pardon']).toBe(1);
    expect(t.state.discard).toEqual({ 'new-governors': 2 });
    expect(t.state.generalPardon.whereabouts).toBe('deck');
  });
});

describe('19.12 / 4.4: what a draw shows', () => {
  it('4.4: your Hold card is drawn face down for you alone; 19.12: the SP\'s Hold card is drawn openly from the Hold deck', () => {
    const mine = solo({ turn: { player: 'A', phase: 'start' } });
    mine.draw('heavy-guns');
    expect(mine.last('cardDrawn')).toMatchObject({ rule: '4.4', player: 'A', card: 'heavy-guns', mustPlay: false, visibleTo: 'A' });
    const sp = solo({ turn: { player: 'B', phase: 'start' } });
    sp.draw('disease');
    sp.locator(66); // Isle Ste. Marie: nobody there
    sp.draw('wear-and-tear');
    expect(sp.last('cardDrawn')).toMatchObject({ rule: '19.12', player: 'B', card: 'wear-and-tear', mustPlay: false, deck: 'hold' });
  });
});
