/**
 * 17.2 #8 General Pardon (4.1, RULINGS B3, B4): how the game ends at it, what the result says, and
 * where the card is then; and the length of the Pardon in a solitaire game (19.2).
 */
import { describe, it, expect } from 'vitest';
import { result } from '../../src/index.js';
import { scenario, discardAllBut } from './helpers.js';
import { solo, SOLO_PIRATES } from './solo-helpers.js';

const HAND = ['wear-and-tear', 'wear-and-tear', 'wear-and-tear'];

describe('17.2 #8 / 4.1: the game ends at the General Pardon, and the card has been played', () => {
  it('17.2 #8 (1st play) as the last card of the deck: over, "the last card of the deck (1st play)"; the card on the discard pile', () => {
    const t = scenario({ players: 3, turn: { phase: 'start' }, hands: { A: HAND }, discard: discardAllBut({ 'general-pardon': 1 }, HAND) });
    t.draw('general-pardon');
    expect(result(t.state)).toMatchObject({ over: true, reason: 'The General Pardon was the last card of the deck (1st play)' });
    expect(t.state.over?.rule).toBe('17.2');
    expect(t.state.generalPardon).toMatchObject({ appearances: 1, whereabouts: 'played' });
    expect(t.state.discard['general-pardon']).toBe(1);
  });

  it('17.2 #8 (2nd play) as the last card of the deck: over, "the last card of the deck (2nd play)"; the card on the discard pile', () => {
    const t = scenario({ players: 3, turn: { phase: 'start' }, hands: { A: HAND }, generalPardonAppearances: 1, discard: discardAllBut({ 'general-pardon': 1 }, HAND) });
    t.draw('general-pardon');
    expect(result(t.state)).toMatchObject({ over: true, reason: 'The General Pardon was the last card of the deck (2nd play)' });
    expect(t.state.over?.rule).toBe('17.2');
    expect(t.state.generalPardon).toMatchObject({ appearances: 2, whereabouts: 'played' });
    expect(t.state.discard['general-pardon']).toBe(1);
  });

  it('4.1 (3rd play): over, "played for the third time"; the card on the discard pile', () => {
    const hand = ['wear-and-tear', 'wear-and-tear'];
    const t = scenario({ players: 3, turn: { phase: 'start' }, hands: { A: hand }, generalPardonAppearances: 2, discard: discardAllBut({ 'general-pardon': 1, 'warship-sighting': 9 }, hand) });
    t.draw('warship-sighting'); // 9 left: the Pardon comes back into the deck
    t.draw('general-pardon');
    expect(result(t.state)).toMatchObject({ over: true, reason: 'The General Pardon was played for the third time' });
    expect(t.state.over?.rule).toBe('4.1');
    expect(t.state.generalPardon).toMatchObject({ appearances: 3, whereabouts: 'played' });
    expect(t.state.discard['general-pardon']).toBe(1);
  });
});

describe('17.2 #8 / RULINGS B4 / 19.2: the Pardon in solitaire lasts one round: your Player-Turn and one per SP Pirate', () => {
  it('B4 / 19.2: drawn in your turn 1 in the 19.13 check, with two SP Pirates (one slot empty): it lasts through turn 1 + 3 = 4', () => {
    const { 'la-buse': _gone, ...cast } = SOLO_PIRATES;
    const t = solo({
      options: { cunning: false },
      pirates: cast,
      turn: { player: 'A', phase: 'play', actionsCard: 'heavy-guns', actionsLeft: 2 },
      solo: { pardonInHold: true, slots: ['vane', null, 'roberts'] },
      generalPardonAppearances: 1,
    });
    expect(t.state.turn.number).toBe(1);
    t.act({ type: 'move', player: 'A', pirate: 'teach', to: { kind: 'sea', area: 'west-caribbean' } });
    t.draw('general-pardon'); // 19.13: the SP's Anti-Pirate check
    const e = t.last('generalPardon');
    expect(e).toMatchObject({ rule: '17.2', appearance: 2, effect: 'pardon', endsAfterTurn: 4 });
    expect([...(e.covered ?? [])].sort()).toEqual(['roberts', 'teach', 'vane']);
    expect(t.state.generalPardon.pardon).toMatchObject({ endsAfterTurn: 4 });
    // The System Player drew it (19.13), in your Player-Turn: the event and the state both say so.
    expect(e.drawer).toBe('B');
    expect(t.state.generalPardon.pardon?.drawer).toBe('B');
  });
});
