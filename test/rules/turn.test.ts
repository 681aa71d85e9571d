import { describe, it, expect } from 'vitest';
import { chanceOutcomes, result, isOver, apply, IllegalActionError } from '../../src/index.js';
import { scenario, discardAllBut, deckSize, sea, port, FIVE_MERCHANTS, pardonDrawn } from './helpers.js';

const FULL = ['wear-and-tear', 'wear-and-tear', 'wear-and-tear', 'wear-and-tear'];

describe('4.1 Game length: the General Pardon cycle (17.2 #8, RULINGS B3)', () => {
  it('4.1 / 17.2 #8: the 1st General Pardon has no effect and is shuffled back into the remaining deck', () => {
    const t = scenario({ players: 3, turn: { phase: 'start' }, hands: { A: ['wear-and-tear', 'wear-and-tear', 'wear-and-tear'] } });
    const before = deckSize(t.state);
    t.draw('general-pardon');
    expect(t.last('generalPardon')).toMatchObject({ appearance: 1, effect: 'none' });
    expect(t.state.generalPardon.appearances).toBe(1);
    // Back in the deck (the discards are not included), and A still needs a 4th card.
    expect(t.state.deck['general-pardon']).toBe(1);
    expect(t.state.discard['general-pardon'] ?? 0).toBe(0);
    expect(deckSize(t.state)).toBe(before);
    expect(isOver(t.state)).toBe(false);
    const p = t.pending;
    expect(p.kind === 'chance' && p.spec.kind === 'draw').toBe(true);
  });

  it('4.1 / 17.2 #8 (1st play): if the General Pardon was the last card of the deck, the game is instantly over', () => {
    const hand = ['wear-and-tear', 'wear-and-tear', 'wear-and-tear'];
    const t = scenario({
      players: 3,
      turn: { phase: 'start' },
      hands: { A: hand },
      discard: discardAllBut({ 'general-pardon': 1 }, hand),
      pirates: { vane: { owner: 'B', at: 'india', np: 6 } },
    });
    expect(deckSize(t.state)).toBe(1);
    t.draw('general-pardon');
    expect(isOver(t.state)).toBe(true);
    expect(t.pending.kind).toBe('over');
    // 18.12B: a Pirate still in play scores 1 VP per NP.
    expect(t.vp('B')).toBe(6);
    expect(result(t.state).winners).toEqual(['B']);
  });

  it('18.11 / 18.12B: at the end, tied players share the first place and both win; the next is third', () => {
    const hand = ['wear-and-tear', 'wear-and-tear', 'wear-and-tear'];
    const t = scenario({
      players: 3,
      turn: { phase: 'start' },
      hands: { A: hand },
      discard: discardAllBut({ 'general-pardon': 1 }, hand),
      vp: { A: 10, B: 4, C: 2 },
      pirates: { vane: { owner: 'B', at: 'india', np: 6 }, bonnet: { owner: 'C', at: 'india' } },
    });
    t.draw('general-pardon');
    expect(t.state.turn.phase).toBe('over');
    // 18.12B, Pirate by Pirate in a fixed order (by id), whatever the order they came into play.
    expect(t.ev('finalScoring').map((e) => e.pirate)).toEqual(['bonnet', 'vane']);
    expect(t.last('finalScoring')).toMatchObject({ rule: '18.12', pirate: 'vane', player: 'B', np: 6, vp: 6, scoring: '18.12B' });
    const standings = [
      { player: 'A', vp: 10, rank: 1 },
      { player: 'B', vp: 10, rank: 1 },
      { player: 'C', vp: 2, rank: 3 },
    ];
    expect(t.last('gameOver')).toMatchObject({ standings });
    expect(result(t.state)).toEqual({ over: true, reason: expect.any(String), standings, winners: ['A', 'B'] });
  });

  it('18.11: a player behind in the order but ahead on VP comes first', () => {
    const hand = ['wear-and-tear', 'wear-and-tear', 'wear-and-tear'];
    const t = scenario({ players: 3, turn: { phase: 'start' }, hands: { A: hand }, discard: discardAllBut({ 'general-pardon': 1 }, hand), vp: { A: 1, B: 2, C: 7 } });
    t.draw('general-pardon');
    expect(result(t.state).standings).toEqual([
      { player: 'C', vp: 7, rank: 1 },
      { player: 'B', vp: 2, rank: 2 },
      { player: 'A', vp: 1, rank: 3 },
    ]);
    expect(result(t.state).winners).toEqual(['C']);
  });

  it('4.1 / RULINGS B4: the 2nd General Pardon starts a Pardon covering the Pirates on the map, drawn by the Pirate Player', () => {
    const t = scenario({
      players: 3,
      turn: { phase: 'start' },
      hands: { A: ['wear-and-tear', 'wear-and-tear', 'wear-and-tear'] },
      generalPardonAppearances: 1,
      pirates: { vane: { owner: 'B', at: 'india' }, low: { owner: 'A', at: 'india' } },
    });
    t.draw('general-pardon');
    expect(t.last('generalPardon')).toMatchObject({ appearance: 2, effect: 'pardon' });
    const pardon = t.state.generalPardon.pardon;
    expect(pardon?.drawer).toBe('A');
    expect([...(pardon?.covered ?? [])].sort()).toEqual(['low', 'vane']);
  });

  it('17.2 #8 (2nd play): the card is held out of the deck while more than 20 cards remain, and goes back when 20 remain', () => {
    // Deck of 22: GP + 21 others.
    const hand = ['wear-and-tear', 'wear-and-tear'];
    const t = scenario({
      players: 3,
      turn: { phase: 'start' },
      hands: { A: hand },
      generalPardonAppearances: 1,
      discard: discardAllBut({ 'general-pardon': 1, 'warship-sighting': 10, 'scurvy-outbreak': 5, 'mutiny-conspiracy': 6 }, hand),
    });
    expect(deckSize(t.state)).toBe(22);
    t.draw('general-pardon');
    // 21 cards left: GP is held out.
    expect(deckSize(t.state)).toBe(21);
    expect(t.state.deck['general-pardon'] ?? 0).toBe(0);
    expect(chanceOutcomes(t.state).map((o) => o.outcome.value)).not.toContain('general-pardon');
    t.draw('warship-sighting');
    // 20 cards left: GP is shuffled back into them.
    expect(t.state.deck['general-pardon']).toBe(1);
    expect(deckSize(t.state)).toBe(21);
  });

  it('17.2 #8 (2nd play): with 20 or fewer cards left, GP is shuffled back into them at once', () => {
    const hand = ['wear-and-tear', 'wear-and-tear', 'wear-and-tear'];
    const t = scenario({
      players: 3,
      turn: { phase: 'start' },
      hands: { A: hand },
      generalPardonAppearances: 1,
      discard: discardAllBut({ 'general-pardon': 1, 'warship-sighting': 9 }, hand),
    });
    t.draw('general-pardon');
    expect(t.state.deck['general-pardon']).toBe(1);
    expect(deckSize(t.state)).toBe(10);
  });

  it('17.2 #8 (2nd play): if GP was the last card to be drawn, the game is instantly over', () => {
    const hand = ['wear-and-tear', 'wear-and-tear', 'wear-and-tear'];
    const t = scenario({
      players: 3,
      turn: { phase: 'start' },
      hands: { A: hand },
      generalPardonAppearances: 1,
      discard: discardAllBut({ 'general-pardon': 1 }, hand),
    });
    t.draw('general-pardon');
    expect(isOver(t.state)).toBe(true);
  });

  it('4.1 / 18.11: the 3rd General Pardon ends the game at once; Pirates in play score 1 VP per NP (18.12B)', () => {
    const hand = ['wear-and-tear', 'wear-and-tear'];
    const t = scenario({
      players: 3,
      turn: { phase: 'start' },
      hands: { A: hand },
      vp: { A: 10, C: 12 },
      generalPardonAppearances: 2,
      discard: discardAllBut({ 'general-pardon': 1, 'warship-sighting': 9 }, hand),
      pirates: {
        vane: { owner: 'A', at: 'india', np: 7, netWorth: 5000 },
        low: { owner: 'B', at: 'east-africa', np: 4 },
      },
    });
    t.draw('warship-sighting'); // 9 left: GP comes back into the deck
    t.draw('general-pardon');
    expect(t.last('generalPardon')).toMatchObject({ appearance: 3, effect: 'gameEnds' });
    expect(isOver(t.state)).toBe(true);
    expect(t.pending.kind).toBe('over');
    // Net Worth counts for nothing unless Retired (18.12A/B): A 10 + 7, B 0 + 4, C 12.
    expect(t.vp('A')).toBe(17);
    expect(t.vp('B')).toBe(4);
    expect(t.vp('C')).toBe(12);
    const r = result(t.state);
    expect(r.over).toBe(true);
    expect(r.winners).toEqual(['A']);
    expect(r.standings.map((x) => x.player)).toEqual(['A', 'C', 'B']);
  });

  it('4.1: once the game is over no action is accepted (game-over)', () => {
    const hand = ['wear-and-tear', 'wear-and-tear', 'wear-and-tear'];
    const t = scenario({ players: 3, turn: { phase: 'start' }, hands: { A: hand }, discard: discardAllBut({ 'general-pardon': 1 }, hand) });
    t.draw('general-pardon');
    try {
      apply(t.state, { type: 'endTurn', player: 'A' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(IllegalActionError);
      expect((e as IllegalActionError).code).toBe('game-over');
    }
  });

  it('4.1 Long Game: the General Pardon is out of the deck for the first run-through', () => {
    const t = scenario({ players: 3, options: { gameLength: 'long' }, turn: { phase: 'start' }, hands: { A: ['wear-and-tear'] } });
    expect(t.state.deck['general-pardon'] ?? 0).toBe(0);
    expect(deckSize(t.state)).toBe(86 - 1);
    expect(chanceOutcomes(t.state).map((o) => o.outcome.value)).not.toContain('general-pardon');
  });

  it('4.1 Long Game / RULINGS B3: at the first exhaustion the deck is rebuilt from the discards plus the General Pardon', () => {
    const hand = ['wear-and-tear', 'wear-and-tear'];
    const discard = discardAllBut({ 'warship-sighting': 1 }, hand);
    delete discard['general-pardon'];
    const t = scenario({ players: 3, options: { gameLength: 'long' }, turn: { phase: 'start' }, hands: { A: hand }, discard });
    expect(deckSize(t.state)).toBe(1);
    t.draw('warship-sighting'); // the last card; A still needs one more
    // 87 cards - 3 in A's hand = 84 = 83 discards + GP.
    expect(t.last('deckRebuilt').cards).toBe(84);
    expect(deckSize(t.state)).toBe(84);
    expect(t.state.deck['general-pardon']).toBe(1);
    expect(Object.keys(t.state.discard)).toHaveLength(0);
    const p = t.pending;
    expect(p.kind === 'chance' && p.spec.kind === 'draw').toBe(true);
    expect(chanceOutcomes(t.state).map((o) => o.outcome.value)).toContain('general-pardon');
  });

  it('4.1 Long Game / RULINGS B3: a card removed from the game (Natural Disaster) is not in the rebuilt deck', () => {
    const hand = ['wear-and-tear', 'wear-and-tear'];
    const discard = discardAllBut({ 'warship-sighting': 1, 'natural-disaster': 1 }, hand);
    delete discard['general-pardon'];
    const t = scenario({ players: 3, options: { gameLength: 'long' }, turn: { phase: 'start' }, hands: { A: hand }, discard, merchants: FIVE_MERCHANTS });
    t.draw('natural-disaster');
    t.roll(6); // Campeche
    for (const [type, loc] of [['flute', 11], ['sloop', 12], ['schooner', 13], ['brigantine', 14], ['flute', 15], ['sloop', 16], ['schooner', 21], ['brigantine', 23]] as const) {
      t.draw(type);
      t.locator(loc);
    }
    t.draw('warship-sighting');
    // Deck exhausted, A holds 3: rebuilt from the 82 discards + GP; Natural Disaster stays out.
    expect(t.state.deck['natural-disaster'] ?? 0).toBe(0);
    expect(t.state.removed['natural-disaster']).toBe(1);
    expect(t.state.deck['general-pardon']).toBe(1);
    expect(deckSize(t.state)).toBe(87 - 3 - 1);
  });

  it('4.1 Long Game: after the rebuild the General Pardon cycle runs normally (1st appearance: no effect)', () => {
    const hand = ['wear-and-tear', 'wear-and-tear'];
    const discard = discardAllBut({ 'warship-sighting': 1 }, hand);
    delete discard['general-pardon'];
    const t = scenario({ players: 3, options: { gameLength: 'long' }, turn: { phase: 'start' }, hands: { A: hand }, discard });
    t.draw('warship-sighting');
    t.draw('general-pardon');
    expect(t.last('generalPardon')).toMatchObject({ appearance: 1, effect: 'none' });
    expect(isOver(t.state)).toBe(false);
    expect(t.state.deck['general-pardon']).toBe(1);
  });
});

describe('17.2 #8 The Pardon in force (RULINGS B4)', () => {
  it('17.2 #8: a Pardoned Pirate who moves into an English port converts his Booty and Retires (18.12A)', () => {
    const t = pardonDrawn({
      pirates: { vane: { owner: 'A', at: 'central-atlantic', holds: [1000], np: 5 } },
    });
    t.act({ type: 'playCard', player: 'A', card: 'scurvy-outbreak', pirate: null });
    // Bath (English, no Governor: Neutral, 50 %).
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: port('bath') });
    expect(t.state.pirates.vane).toBeUndefined();
    expect(t.state.retired).toContain('vane');
    // 2 VP per NP + 1 per 100 Net Worth: 10 + 5.
    expect(t.last('pirateRetired')).toMatchObject({ pirate: 'vane', netWorth: 500, vp: 15 });
    expect(t.vp('A')).toBe(15);
  });

  it('17.2 #8 / 9.32: in a Pro-Pirate English port the Booty converts 1:1 before the Pardoned Pirate Retires', () => {
    const t = pardonDrawn({
      governors: { bath: 'pro' },
      pirates: { vane: { owner: 'A', at: 'central-atlantic', holds: [1000, 550], np: 4, netWorth: 300 } },
    });
    t.act({ type: 'playCard', player: 'A', card: 'scurvy-outbreak', pirate: null });
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: port('bath') });
    // Net Worth 300 + 1550 = 1850: 18 VP, plus 2 x 4 NP.
    expect(t.last('pirateRetired')).toMatchObject({ pirate: 'vane', netWorth: 1850, vp: 26 });
    expect(t.vp('A')).toBe(26);
  });

  it('17.2 #8 / RULINGS B4: only Pirates on the map when the card is played are Pardoned; a Pirate deployed later is not', () => {
    const t = pardonDrawn({
      pirateHands: { A: ['teach'] },
      pirates: { vane: { owner: 'A', at: 'india' } },
    });
    t.act({ type: 'playCard', player: 'A', card: 'scurvy-outbreak', pirate: null });
    t.act({ type: 'deployPirate', player: 'A', pirate: 'teach', area: 'central-atlantic', ship: 'sloop' });
    t.act({ type: 'move', player: 'A', pirate: 'teach', to: port('bath') });
    expect(t.pirate('teach').location).toEqual(port('bath'));
    expect(t.state.retired).toEqual([]);
  });

  it('17.2 #8: moving into a non-English port during the Pardon does not Retire the Pirate', () => {
    const t = pardonDrawn({
      pirates: { vane: { owner: 'A', at: 'east-caribbean' } },
    });
    t.act({ type: 'playCard', player: 'A', card: 'scurvy-outbreak', pirate: null });
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: port('martinique') }); // French
    expect(t.pirate('vane').location).toEqual(port('martinique'));
  });

  it('RULINGS B4: the Pardon lasts until the drawer completes his next Player-Turn', () => {
    const t = pardonDrawn({
      players: 2,
      hands: { B: ['warship-sighting', 'warship-sighting', 'warship-sighting', 'warship-sighting'] },
      pirates: { vane: { owner: 'A', at: 'india' } },
      merchants: { boston: { type: 'flute' }, bath: { type: 'flute' }, virginia: { type: 'flute' }, charleston: { type: 'flute' }, bombay: { type: 'flute' } },
    });
    t.act({ type: 'playCard', player: 'A', card: 'scurvy-outbreak', pirate: null });
    t.act({ type: 'endTurn', player: 'A' });
    // B's turn: B has no Pirate, so his Initiative cards cannot be played for Actions.
    expect(t.state.turn.player).toBe('B');
    expect(t.state.generalPardon.pardon).not.toBeNull();
    t.act({ type: 'endTurn', player: 'B' });
    // A's next turn: still in force.
    expect(t.state.turn.player).toBe('A');
    t.draw('scurvy-outbreak');
    expect(t.state.generalPardon.pardon).not.toBeNull();
    t.act({ type: 'playCard', player: 'A', card: 'scurvy-outbreak', pirate: null });
    t.act({ type: 'endTurn', player: 'A' });
    expect(t.state.generalPardon.pardon).toBeNull();
    expect(t.ev('pardonEnded')).toHaveLength(1);
  });
});

describe('4.4 The Player-Turn', () => {
  it('4.4A: the Pirate Player draws to 4; a Must Play card is resolved, discarded and replaced', () => {
    const t = scenario({
      players: 4,
      turn: { phase: 'start' },
      hands: { A: ['scurvy-outbreak', 'warship-sighting'] },
      warships: { 'east-caribbean': 'warship-medium' },
      merchants: FIVE_MERCHANTS,
    });
    t.draw('european-turmoil');
    // Resolved at once (the Warship goes back to its pool), then face up on the discard pile.
    expect(t.state.warships['east-caribbean']).toBeUndefined();
    expect(t.state.discard['european-turmoil']).toBe(1);
    expect(t.hand('A')).toHaveLength(2);
    t.draw('fair-winds'); // a Hold card is kept
    t.draw('heavy-guns');
    expect(t.hand('A')).toEqual(['fair-winds', 'heavy-guns', 'scurvy-outbreak', 'warship-sighting']);
    // No more cards: the Card Play Phase.
    const p = t.pending;
    expect(p.kind === 'decision' && p.player).toBe('A');
  });

  it('4.4A: a player who already holds 4 cards draws none', () => {
    const t = scenario({ players: 4, turn: { phase: 'start' }, hands: { A: FULL }, merchants: { boston: { type: 'flute' }, bath: { type: 'flute' }, virginia: { type: 'flute' }, charleston: { type: 'flute' }, bombay: { type: 'flute' } } });
    const p = t.pending;
    expect(p.kind === 'decision' && p.player).toBe('A');
    expect(t.hand('A')).toEqual(FULL);
  });

  it('4.4B: with fewer than 5 Merchants on the map the Pirate Player brings them up to 6', () => {
    const t = scenario({
      players: 4,
      turn: { phase: 'start' },
      hands: { A: FULL },
      merchants: { boston: { type: 'flute' }, bath: { type: 'flute' }, virginia: { type: 'flute' }, charleston: { type: 'flute' } },
    });
    t.draw('brigantine');
    t.locator(15); // Bath is taken -> Charleston taken -> 21 St. Augustine
    t.draw('sloop');
    t.locator(52);
    expect(Object.keys(t.state.merchants)).toHaveLength(6);
    expect(t.state.merchants['st-augustine']?.type).toBe('brigantine');
    expect(t.state.merchants.whydah?.type).toBe('sloop');
    const p = t.pending;
    expect(p.kind === 'decision' && p.player).toBe('A');
  });

  it('4.4B: with 5 Merchants on the map none is added', () => {
    const t = scenario({
      players: 4,
      turn: { phase: 'start' },
      hands: { A: FULL },
      merchants: { boston: { type: 'flute' }, bath: { type: 'flute' }, virginia: { type: 'flute' }, charleston: { type: 'flute' }, bombay: { type: 'flute' } },
    });
    expect(t.pending.kind).toBe('decision');
    expect(Object.keys(t.state.merchants)).toHaveLength(5);
  });

  it('4.4C / 17.14: only one card per Player-Turn may be played for Actions', () => {
    const t = scenario({
      players: 4,
      options: { cunning: false },
      hands: { A: ['scurvy-outbreak', 'wear-and-tear', 'local-resistance'] },
      pirates: { vane: { owner: 'A', at: 'india' } },
    });
    expect(t.legalOf('playCard')).toHaveLength(3);
    t.act({ type: 'playCard', player: 'A', card: 'scurvy-outbreak', pirate: null });
    expect(t.state.turn.actionsLeft).toBe(2);
    expect(t.legalOf('playCard')).toHaveLength(0);
    expect(() => t.act({ type: 'playCard', player: 'A', card: 'wear-and-tear', pirate: null })).toThrow(IllegalActionError);
  });

  it('4.51: the Actions of a numbered card may be divided among the player\'s Pirates', () => {
    const t = scenario({
      players: 4,
      options: { cunning: false },
      hands: { A: ['scurvy-outbreak'] },
      pirates: { vane: { owner: 'A', at: 'india' }, low: { owner: 'A', at: 'east-africa' } },
    });
    t.act({ type: 'playCard', player: 'A', card: 'scurvy-outbreak', pirate: null });
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: sea('east-africa') });
    expect(t.canDo({ type: 'move', pirate: 'low' })).toBe(true);
    t.act({ type: 'move', player: 'A', pirate: 'low', to: sea('india') });
    expect(t.pirate('vane').location).toEqual(sea('east-africa'));
    expect(t.pirate('low').location).toEqual(sea('india'));
    expect(t.state.turn.actionsLeft).toBe(0);
    expect(t.legalOf('move')).toHaveLength(0);
  });

  it('4.54: the same Action may be done twice in a row by one Pirate', () => {
    const t = scenario({ players: 4, hands: { A: ['scurvy-outbreak'] }, pirates: { vane: { owner: 'A', at: 'india' } } });
    t.act({ type: 'playCard', player: 'A', card: 'scurvy-outbreak', pirate: null });
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: sea('east-africa') });
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: sea('india') });
    expect(t.pirate('vane').location).toEqual(sea('india'));
  });

  it('4.52: an Actions = Initiative card gives Actions equal to one Pirate\'s Initiative, for that Pirate only', () => {
    const t = scenario({
      players: 4,
      options: { cunning: false },
      hands: { A: ['warship-sighting'] },
      pirates: { teach: { owner: 'A', at: 'india' }, vane: { owner: 'A', at: 'east-africa' } },
    });
    // One play per Pirate that could take the Actions.
    expect(t.legalOf('playCard').map((a) => a.pirate).sort()).toEqual(['teach', 'vane']);
    t.act({ type: 'playCard', player: 'A', card: 'warship-sighting', pirate: 'teach' });
    // 4.52 example: Blackbeard (Initiative 3) gets 3 Actions.
    expect(t.state.turn.actionsLeft).toBe(3);
    expect(t.canDo({ type: 'move', pirate: 'vane' })).toBe(false);
    expect(t.canDo({ type: 'move', pirate: 'teach' })).toBe(true);
  });

  it('4.53: if the Initiative Pirate leaves play (sunk by a Storm) the remaining Actions may go to another Pirate', () => {
    // A played Warship Sighting for Teach (3 Actions) and a Storm then sinks Teach before he uses them.
    const t = scenario({
      players: 4,
      options: { cunning: false },
      turn: { phase: 'start', actionsCard: 'warship-sighting', actionsLeft: 3, actionsPirate: 'teach' },
      hands: { A: ['scurvy-outbreak', 'wear-and-tear', 'wear-and-tear'] },
      pirates: { teach: { owner: 'A', at: 'south-america-gold-coast' }, vane: { owner: 'A', at: 'india' } },
      merchants: { boston: { type: 'flute' }, bath: { type: 'flute' }, virginia: { type: 'flute' }, charleston: { type: 'flute' }, bombay: { type: 'flute' } },
    });
    t.draw('storms-at-sea');
    t.locator(52); // Whydah: Gold Coast and both Transit Boxes
    t.roll(6); // +1 in a Transit Box = 7: sunk
    expect(t.state.pirates.teach).toBeUndefined();
    t.draw('wear-and-tear');
    expect(t.state.turn.actionsLeft).toBe(3);
    expect(t.canDo({ type: 'move', pirate: 'vane' })).toBe(true);
    // 4.53 Play Note: a remaining Action may also bring a new Pirate into the game.
    expect(t.canDo({ type: 'drawPirate' })).toBe(true);
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: sea('east-africa') });
    expect(t.state.turn.actionsLeft).toBe(2);
  });

  it('4.53: only an *eliminated* Initiative Pirate frees his Actions: one who Retires mid-turn (General Pardon) takes them with him', () => {
    const t = pardonDrawn({
      players: 4,
      hands: { A: ['warship-sighting', 'wear-and-tear', 'wear-and-tear'] },
      pirates: { teach: { owner: 'A', at: 'central-atlantic' }, vane: { owner: 'A', at: 'india' } },
      merchants: { boston: { type: 'flute' }, bath: { type: 'flute' }, virginia: { type: 'flute' }, charleston: { type: 'flute' }, bombay: { type: 'flute' } },
    });
    t.act({ type: 'playCard', player: 'A', card: 'warship-sighting', pirate: 'teach' });
    t.act({ type: 'move', player: 'A', pirate: 'teach', to: port('bath') });
    expect(t.state.retired).toContain('teach');
    expect(t.last('actionsForfeited')).toMatchObject({ rule: '4.53', pirate: 'teach', actions: 2 });
    expect(t.state.turn.actionsLeft).toBe(0);
    expect(t.canDo({ type: 'move', pirate: 'vane' })).toBe(false);
    expect(t.canDo({ type: 'drawPirate' })).toBe(false);
  });

  it('4.55: with no card playable for Actions the player may discard a card for 1 Action, at most 2', () => {
    // Only Initiative cards in hand and no Pirate in play: nothing can be played for Actions.
    const t = scenario({
      players: 4,
      hands: { A: ['double-cross', 'mutiny-conspiracy', 'warship-sighting', 'warship-sighting'] },
      pirateHands: { A: ['vane'] },
    });
    expect(t.legalOf('playCard')).toHaveLength(0);
    expect(t.legalOf('discardForActions').map((a) => a.card)).toEqual(['double-cross', 'mutiny-conspiracy', 'warship-sighting']);
    t.act({ type: 'discardForActions', player: 'A', card: 'warship-sighting' });
    expect(t.state.turn.actionsLeft).toBe(1);
    t.act({ type: 'discardForActions', player: 'A', card: 'double-cross' });
    expect(t.state.turn.actionsLeft).toBe(2);
    expect(t.legalOf('discardForActions')).toHaveLength(0);
    expect(t.state.discard['warship-sighting']).toBe(1);
    // 4.53 Play Note: such an Action may bring a new Pirate into the game (5.13).
    t.act({ type: 'deployPirate', player: 'A', pirate: 'vane', area: 'india', ship: 'sloop' });
    expect(t.pirate('vane').location).toEqual(sea('india'));
    expect(t.state.turn.actionsLeft).toBe(1);
  });

  it('4.55: discarding for Actions is not allowed when a card could be played for Actions', () => {
    const t = scenario({ players: 4, hands: { A: ['warship-sighting', 'double-cross'] }, pirates: { vane: { owner: 'A', at: 'india' } } });
    expect(t.legalOf('discardForActions')).toHaveLength(0);
    expect(t.legalOf('playCard').length).toBeGreaterThan(0);
  });

  it('17.14: the Player-Turn cannot end before a Hold card is played when one could be', () => {
    const t = scenario({ players: 4, hands: { A: ['scurvy-outbreak'] }, pirates: { vane: { owner: 'A', at: 'india' } } });
    expect(t.canDo({ type: 'endTurn' })).toBe(false);
    expect(() => t.act({ type: 'endTurn', player: 'A' })).toThrow(IllegalActionError);
    t.act({ type: 'playCard', player: 'A', card: 'scurvy-outbreak', pirate: null });
    // 17.14: he need not use any of its Actions.
    expect(t.canDo({ type: 'endTurn' })).toBe(true);
    t.act({ type: 'endTurn', player: 'A' });
    expect(t.state.turn.player).toBe('B');
  });

  it('17.2 #18: a Pirate with Scurvy loses 1 Crew Loyalty at the start of each of his owner\'s Player-Turns', () => {
    const t = scenario({
      players: 3,
      turn: { player: 'C' },
      hands: { A: FULL },
      pirates: { vane: { owner: 'A', at: 'india', scurvy: true, loyalty: 5 }, low: { owner: 'B', at: 'india', scurvy: true, loyalty: 5 } },
      merchants: FIVE_MERCHANTS,
    });
    t.act({ type: 'endTurn', player: 'C' });
    expect(t.state.turn.player).toBe('A');
    expect(t.pirate('vane').loyalty).toBe(4);
    // Not B's turn: his Pirate keeps his Loyalty.
    expect(t.pirate('low').loyalty).toBe(5);
  });

  it('4.4D: when the Pirate Player is done, the next player in Player Order takes his Player-Turn', () => {
    const t = scenario({ players: 3, turn: { player: 'C' }, hands: { A: ['scurvy-outbreak'] } });
    t.act({ type: 'endTurn', player: 'C' });
    expect(t.state.turn.player).toBe('A');
    expect(t.state.turn.number).toBe(2);
  });

  it('17.2 #14 Mal de Mer: the player still draws to 4 but loses his Card Play Phase (RULINGS B31)', () => {
    const t = scenario({
      players: 4,
      turn: { phase: 'start' },
      hands: { A: ['scurvy-outbreak', 'wear-and-tear'], B: FULL },
      pirates: { vane: { owner: 'A', at: 'india' } },
      merchants: { boston: { type: 'flute' }, bath: { type: 'flute' }, virginia: { type: 'flute' }, charleston: { type: 'flute' }, bombay: { type: 'flute' } },
    });
    t.draw('mal-de-mer');
    expect(t.state.discard['mal-de-mer']).toBe(1);
    t.draw('fair-winds');
    t.draw('heavy-guns');
    // A drew to 4 and the turn passed to B without A playing anything.
    expect(t.hand('A')).toEqual(['fair-winds', 'heavy-guns', 'scurvy-outbreak', 'wear-and-tear']);
    expect(t.state.turn.player).toBe('B');
    expect(t.ev('cardPlayed')).toHaveLength(0);
    expect(t.pirate('vane').location).toEqual(sea('india'));
  });

  it('RULINGS B31: Mal de Mer does not cancel the Merchant Ship Phase', () => {
    const t = scenario({
      players: 4,
      turn: { phase: 'start' },
      hands: { A: ['scurvy-outbreak', 'wear-and-tear', 'wear-and-tear'], B: FULL },
      merchants: { boston: { type: 'flute' }, bath: { type: 'flute' }, virginia: { type: 'flute' }, charleston: { type: 'flute' } },
    });
    t.draw('mal-de-mer');
    t.draw('heavy-guns');
    t.draw('sloop');
    t.locator(52);
    t.draw('sloop');
    t.locator(53);
    expect(Object.keys(t.state.merchants)).toHaveLength(6);
    expect(t.state.turn.player).toBe('B');
  });
});
