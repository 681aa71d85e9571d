import { describe, it, expect } from 'vitest';
import { result } from '../../src/index.js';
import { EVENT_COUNTS, MUST_PLAY, deckSize } from './helpers.js';
import { solo, runUntil, spPirate, SOLO_PIRATES } from './solo-helpers.js';

/** Every Hold card of a solitaire game (19.3: no Piratical Ambition), as counts. */
const HOLD: Record<string, number> = Object.fromEntries(
  Object.entries(EVENT_COUNTS).filter(([c]) => !MUST_PLAY.includes(c) && c !== 'piratical-ambition'),
);

/** All the Hold cards but `keep` (a discard pile for a scenario). */
function holdDiscardsBut(keep: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [c, n] of Object.entries(HOLD)) if (n - (keep[c] ?? 0) > 0) out[c] = n - (keep[c] ?? 0);
  return out;
}

const END_OF_A_TURN = { player: 'A' as const, phase: 'play' as const, actionsCard: 'heavy-guns', actionsLeft: 0 };

describe('19.2: your Player-Turn, then one for each SP Pirate', () => {
  it('19.2: after your turn each SP Pirate has a Player-Turn of its own, in slot order, then you again', () => {
    const t = solo({ turn: END_OF_A_TURN });
    t.act({ type: 'endTurn', player: 'A' });
    expect(t.state.turn.player).toBe('B');
    expect(spPirate(t)).toBe('vane');
    runUntil(t, (x) => x.state.turn.player === 'A');
    expect(t.ev('spTurn').map((e) => e.pirate)).toEqual(['vane', 'roberts', 'la-buse']);
    expect(t.ev('turnStarted').map((e) => e.player)).toEqual(['B', 'B', 'B', 'A']);
    // Each SP Player-Turn's Actions are its own Pirate's.
    let current: unknown = null;
    for (const e of t.events) {
      if (e.type === 'spTurn') current = e.pirate;
      if (e.type === 'actionBegun' && e.player === 'B') expect(e.pirate).toBe(current);
    }
  });
});

describe('19.12: the SP plays one MPI card, then one Hold card, per SP Pirate turn', () => {
  it('19.12 / 17.2 #9: the MPI card first (New Governors places one Governor in solitaire), then the Hold card, played for its Pirate', () => {
    const t = solo({ turn: { player: 'B', phase: 'start' }, solo: { slot: 1 } });
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'mpi' } });
    t.draw('new-governors');
    t.locator(11);
    expect(t.ev('newGovernor')).toHaveLength(1);
    expect(t.state.governors['boston']).toBe('anti');
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'event' } });
    t.draw('wear-and-tear');
    expect(t.last('cardPlayed')).toMatchObject({ player: 'B', card: 'wear-and-tear', actions: 2 });
    runUntil(t, (x) => spPirate(x) !== 'roberts');
    const actions = t.ev('actionBegun');
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.every((e) => e.pirate === 'roberts')).toBe(true);
  });

  it('19.12: an empty MPI deck is reshuffled from its discards', () => {
    const mpiButPardon = { disease: 2, 'european-turmoil': 2, 'new-governors': 8, 'mal-de-mer': 1, 'storms-at-sea': 6, 'natural-disaster': 1 };
    const t = solo({ turn: { player: 'B', phase: 'start' }, discard: mpiButPardon });
    expect(Object.keys(t.state.setAside).filter((id) => (t.state.setAside[id] ?? 0) > 0)).toEqual(['general-pardon']);
    // 19.10: its first draw, from the MPI deck, does nothing; it joins the Hold deck with the Hold discards.
    t.draw('general-pardon');
    expect(t.last('generalPardonToHoldDeck').rule).toBe('19.10');
    expect(t.state.generalPardon.appearances).toBe(0);
    expect(t.state.deck['general-pardon']).toBe(1);
    expect(t.state.solo?.pardonInHold).toBe(true);
    // From the Hold deck it is the 17.2 #8 card: its first play has no effect; the SP draws again.
    t.draw('general-pardon');
    expect(t.last('generalPardon')).toMatchObject({ appearance: 1, effect: 'none' });
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { pool: 'event' } });
    t.draw('wear-and-tear');
    runUntil(t, (x) => spPirate(x) === 'roberts' && x.pending.kind === 'chance');
    expect(t.last('soloDeckReshuffled')).toMatchObject({ rule: '19.12', deck: 'mustPlay', cards: 20 });
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { pool: 'mpi' } });
  });

  it('RULINGS B54 #2: an empty Hold deck is reshuffled from the Hold discards', () => {
    const t = solo({ turn: { player: 'A', phase: 'start' }, discard: holdDiscardsBut({ 'heavy-guns': 2 }) });
    expect(deckSize(t.state)).toBe(2);
    t.draw('heavy-guns');
    t.draw('heavy-guns');
    expect(t.last('soloDeckReshuffled')).toMatchObject({ deck: 'hold', ruling: 'B54' });
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { pool: 'event' } });
    t.draw('warship-sighting');
    t.draw('warship-sighting');
    expect(t.hand('A')).toHaveLength(4);
  });
});

describe('19.4: Merchants', () => {
  it('19.4: in your Merchant Ship Phase, below 8 Merchants are brought up to 8', () => {
    const t = solo({
      turn: { player: 'A', phase: 'start' },
      hands: { A: ['heavy-guns', 'heavy-guns', 'fair-winds', 'wear-and-tear'] },
      merchants: { boston: { type: 'flute' }, bombay: { type: 'sloop' }, honduras: { type: 'schooner' } },
    });
    runUntil(t, (x) => x.pending.kind === 'decision');
    expect(t.ev('merchantPlaced')).toHaveLength(5);
    expect(t.ev('merchantPlaced').every((e) => e.rule === '19.4')).toBe(true);
    expect(Object.keys(t.state.merchants)).toHaveLength(8);
  });

  it('19.4 / R29: an SP Player-Turn has no Merchant Ship Phase', () => {
    const t = solo({
      turn: { player: 'B', phase: 'start' },
      merchants: { boston: { type: 'flute' }, bombay: { type: 'sloop' }, honduras: { type: 'schooner' } },
    });
    t.draw('mal-de-mer');
    t.draw('heavy-guns'); // 17.2 #14: no Card Play; the card is discarded unplayed (19.12)
    expect(t.last('cardDiscarded')).toMatchObject({ player: 'B', card: 'heavy-guns' });
    expect(spPirate(t)).toBe('roberts');
    expect(t.ev('merchantPlaced')).toHaveLength(0);
  });

  it('19.4: every Storms at Sea brings the Merchants back up to 10', () => {
    const t = solo({ turn: { player: 'B', phase: 'start' } });
    t.draw('storms-at-sea');
    t.locator(46); // Cape Coast: the Gold Coast, nobody there
    expect(t.ev('merchantPlaced')).toHaveLength(0);
    runUntil(t, (x) => Object.keys(x.state.merchants).length === 10);
    expect(t.ev('merchantPlaced').every((e) => e.rule === '19.4')).toBe(true);
  });
});

describe('19.1: replacing an SP Pirate', () => {
  it('19.1 / R30: an empty slot draws a new Pirate at the end of the Player-Turn: d6 for the ship, D66 for the area (19.7)', () => {
    const { 'la-buse': _gone, ...cast } = SOLO_PIRATES;
    const t = solo({ pirates: cast, solo: { slots: ['vane', null, 'roberts'] }, turn: END_OF_A_TURN });
    t.act({ type: 'endTurn', player: 'A' });
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'pirate' } });
    t.draw('tew');
    t.roll(6);
    t.locator(62); // Bombay: India, Roberts's: roll again
    t.locator(32); // Martinique: East Caribbean
    expect(t.pirate('tew')).toMatchObject({ owner: 'B', ship: 'schooner', location: { kind: 'sea', area: 'east-caribbean' } });
    expect(t.state.solo?.slots).toEqual(['vane', 'tew', 'roberts']);
    expect(spPirate(t)).toBe('vane');
  });
});

describe('19.9: the end of a solitaire game', () => {
  const inBoston = { ...SOLO_PIRATES, vane: { owner: 'B' as const, at: 'boston' } };

  it('19.9: every SP Pirate gone and the Pirate deck empty: you win', () => {
    const others = ['avery', 'bellamy', 'bonnet', 'condent', 'davis', 'england', 'hornigold', 'la-buse', 'kidd', 'kennedy', 'nau', 'low', 'lowther', 'lusan', 'quelch', 'rackham', 'roberts', 'spriggs', 'taylor', 'tew', 'wynne'];
    const t = solo({ pirates: { teach: SOLO_PIRATES.teach!, vane: inBoston.vane }, retired: others, turn: { player: 'B', phase: 'start' } });
    expect(t.state.pirateDeck).toEqual([]);
    t.draw('disease');
    t.locator(11); // Boston: Vane dies
    expect(t.state.over?.rule).toBe('19.9');
    expect(result(t.state)).toMatchObject({ over: true, reason: 'Every SP Pirate is gone and the Pirate deck is empty (19.9)', winners: ['A'] });
  });

  it('19.9: the SP at 100 VP or more: you lose, the instant it happens', () => {
    const t = solo({ pirates: { ...inBoston, vane: { ...inBoston.vane, np: 5 } }, vp: { B: 98 }, turn: { player: 'B', phase: 'start' } });
    t.draw('disease');
    t.locator(11);
    expect(result(t.state)).toMatchObject({ reason: 'The System Player reached 100 VP (19.9)', winners: ['B'] });
  });

  it('19.9: the SP at exactly 100 VP: you lose (95 + Vane\'s 5 NP)', () => {
    const t = solo({ pirates: { ...inBoston, vane: { ...inBoston.vane, np: 5 } }, vp: { B: 95 }, turn: { player: 'B', phase: 'start' } });
    t.draw('disease');
    t.locator(11);
    expect(t.state.players.B?.vp).toBe(100);
    expect(t.state.over?.rule).toBe('19.9');
    expect(t.state.solo?.outcome).toBe('loss');
    expect(result(t.state)).toMatchObject({ reason: 'The System Player reached 100 VP (19.9)', winners: ['B'] });
  });

  it('19.9: the SP at 99 VP: the game goes on (94 + Vane\'s 5 NP)', () => {
    const t = solo({ pirates: { ...inBoston, vane: { ...inBoston.vane, np: 5 } }, vp: { B: 94 }, turn: { player: 'B', phase: 'start' } });
    t.draw('disease');
    t.locator(11);
    expect(t.state.players.B?.vp).toBe(99);
    expect(t.state.over).toBeNull();
  });

  it('19.9 / 19.1: the last Pirate card, drawn to fill a slot, is not yet placed: the game goes on, and he is placed', () => {
    const others = ['avery', 'bellamy', 'bonnet', 'condent', 'davis', 'england', 'hornigold', 'la-buse', 'kidd', 'kennedy', 'nau', 'low', 'lowther', 'lusan', 'quelch', 'rackham', 'roberts', 'spriggs', 'taylor', 'wynne', 'vane'];
    const t = solo({ pirates: { teach: SOLO_PIRATES.teach! }, retired: others, solo: { slots: [null, null, null] }, turn: END_OF_A_TURN });
    expect(t.state.pirateDeck).toEqual(['tew']);
    t.act({ type: 'endTurn', player: 'A' });
    t.draw('tew');
    expect(t.state.pirateDeck).toEqual([]);
    expect(t.state.over).toBeNull();
    t.roll(6);
    t.locator(32); // Martinique: East Caribbean
    expect(t.pirate('tew')).toMatchObject({ owner: 'B', location: { kind: 'sea', area: 'east-caribbean' } });
    expect(t.state.over).toBeNull();
  });

  it('19.9: a game under way has no result yet', () => {
    const t = solo({ turn: END_OF_A_TURN });
    expect(result(t.state)).toMatchObject({ over: false, reason: null, winners: [] });
  });

  it('19.9: Blackbeard killed: you lose', () => {
    const t = solo({ pirates: { ...SOLO_PIRATES, teach: { owner: 'A', at: 'boston', np: 30 } }, vp: { B: 0 }, turn: { player: 'B', phase: 'start' } });
    t.draw('disease');
    t.locator(11);
    expect(result(t.state)).toMatchObject({ reason: 'Blackbeard was killed (19.9)', winners: ['B'] });
  });

  it('19.9 / 19.10: the General Pardon drawn from the Hold deck the third time: the higher VP wins', () => {
    const t = solo({
      turn: { player: 'A', phase: 'start' },
      solo: { pardonInHold: true },
      generalPardonAppearances: 2,
      discard: holdDiscardsBut({ 'heavy-guns': 3 }),
      vp: { A: 30, B: 10 },
    });
    expect(t.state.generalPardon.whereabouts).toBe('heldOut');
    t.draw('heavy-guns'); // 20 cards or fewer: GP goes back into the Hold deck (17.2 #8)
    expect(t.state.deck['general-pardon']).toBe(1);
    t.draw('general-pardon');
    expect(t.last('generalPardon')).toMatchObject({ appearance: 3, effect: 'gameEnds' });
    expect(result(t.state)).toMatchObject({ over: true, winners: ['A'] });
  });
});
