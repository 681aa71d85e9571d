/**
 * The solitaire Player-Turn's exact outcomes (src/solo/turn.ts): whose Scurvy strikes (17.2 #18 with
 * 19.2), the draw nodes and their events (4.4A, 19.11, 19.12), the reshuffles in the SP's turn
 * (19.12, B54 #2), 19.20 and 19.1's order at the end of a Player-Turn, and the SP's hand (19.12, 19.18).
 */
import { describe, it, expect } from 'vitest';
// The engine's entry first: it loads the rule modules in the order their registrations need.
import { GameStateSchema, apply, type Action, type GameState } from '../../src/index.js';
import { componentsOf } from '../../src/actions/ctx.js';
import { turnHandler } from '../../src/actions/turn.js';
import { EVENT_COUNTS, MUST_PLAY } from './helpers.js';
import { solo, runUntil, quickTurns, spPirate, SOLO_PIRATES } from './solo-helpers.js';

/** Every Hold card of a solitaire game (19.3: no Piratical Ambition), as counts, but `keep`. */
function holdDiscardsBut(keep: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [c, n] of Object.entries(EVENT_COUNTS)) {
    if (MUST_PLAY.includes(c) || c === 'piratical-ambition') continue;
    if (n - (keep[c] ?? 0) > 0) out[c] = n - (keep[c] ?? 0);
  }
  return out;
}

describe('17.2 #18 / 19.2: Scurvy strikes the Pirate whose Player-Turn it is', () => {
  const scurvied = {
    teach: { owner: 'A' as const, at: 'central-america', scurvy: true, loyalty: 5 },
    vane: { owner: 'B' as const, at: 'north-atlantic', scurvy: true, loyalty: 5 },
    roberts: { owner: 'B' as const, at: 'india', scurvy: true, loyalty: 5 },
    'la-buse': { owner: 'B' as const, at: 'east-caribbean' },
  };

  it('17.2 #18: at the start of your Player-Turn Blackbeard loses 1 Loyalty; the SP Pirates do not', () => {
    const t = solo({ pirates: scurvied, turn: { player: 'A', phase: 'start' } });
    expect(t.pirate('teach').loyalty).toBe(4);
    expect(t.pirate('vane').loyalty).toBe(5);
    expect(t.pirate('roberts').loyalty).toBe(5);
  });

  it('17.2 #18 / 19.2: at the start of Roberts\'s Player-Turn only Roberts loses 1 Loyalty', () => {
    const t = solo({ pirates: scurvied, turn: { player: 'B', phase: 'start' }, solo: { slot: 1 } });
    expect(t.pirate('roberts').loyalty).toBe(4);
    expect(t.pirate('vane').loyalty).toBe(5);
    expect(t.pirate('teach').loyalty).toBe(5);
  });
});

describe('4.4A / 19.11 / 19.12: the draws of a solitaire Player-Turn', () => {
  it('19.11: you draw Hold cards one by one, each seen by you only', () => {
    const t = solo({ turn: { player: 'A', phase: 'start' } });
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'event', label: 'Player A draws a Hold card (4.4A, 19.11)' } });
    t.draw('heavy-guns');
    const drawn = t.last('cardDrawn');
    expect(drawn).toMatchObject({ rule: '4.4', player: 'A', card: 'heavy-guns', mustPlay: false, visibleTo: 'A' });
    expect(drawn).not.toHaveProperty('deck');
  });

  it('19.12: the SP draws its MPI card, then its Hold card face up, from the Hold deck', () => {
    const t = solo({ turn: { player: 'B', phase: 'start' } });
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'mpi', label: 'The System Player draws a Must-Play-Immediately card (19.12)' } });
    t.draw('new-governors');
    t.locator(11);
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'event', label: 'The System Player draws a Hold card (19.12)' } });
    t.draw('wear-and-tear');
    const drawn = t.ev('cardDrawn').filter((e) => e.card === 'wear-and-tear');
    expect(drawn).toHaveLength(1);
    expect(drawn[0]).toMatchObject({ rule: '19.12', player: 'B', mustPlay: false, deck: 'hold' });
    expect(drawn[0]).not.toHaveProperty('visibleTo');
  });

  it('B54 #2 / 19.12: in an SP Player-Turn an empty Hold deck is reshuffled after the MPI card, then the SP draws', () => {
    const t = solo({ turn: { player: 'B', phase: 'start' }, discard: holdDiscardsBut({}) });
    expect(Object.values(t.state.deck).reduce((a, b) => a + b, 0)).toBe(0);
    t.draw('new-governors');
    t.locator(11);
    expect(t.last('soloDeckReshuffled')).toMatchObject({ rule: '19.3', deck: 'hold', ruling: 'B54' });
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'event' } });
    t.draw('wear-and-tear');
    expect(t.last('cardPlayed')).toMatchObject({ player: 'B', card: 'wear-and-tear' });
  });

  it('B54 #2: the SP\'s draw of the last Hold card does not reshuffle: the deck stays empty until a card is wanted', () => {
    const t = solo({ turn: { player: 'B', phase: 'start' }, discard: holdDiscardsBut({ 'wear-and-tear': 1 }) });
    t.draw('new-governors');
    t.locator(11);
    t.draw('wear-and-tear');
    expect(t.ev('soloDeckReshuffled')).toHaveLength(0);
    expect(Object.values(t.state.deck).reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('4.4A / B54 #2: with four cards in hand you draw nothing, and an empty Hold deck is not reshuffled', () => {
    const t = solo({
      turn: { player: 'A', phase: 'start' },
      hands: { A: ['heavy-guns', 'heavy-guns', 'fair-winds', 'wear-and-tear'] },
      discard: holdDiscardsBut({ 'heavy-guns': 2, 'fair-winds': 1, 'wear-and-tear': 1 }),
    });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A' });
    expect(t.ev('soloDeckReshuffled')).toHaveLength(0);
    expect(Object.values(t.state.discard).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });

  it('19.18: an SP Pirate who already holds a Letter of Marque does not keep another Letter card', () => {
    const t = solo({
      pirates: { ...SOLO_PIRATES, vane: { owner: 'B', at: 'north-atlantic', letterOfMarque: 'english' } },
      turn: { player: 'B', phase: 'start' },
    });
    t.draw('new-governors');
    t.locator(11);
    t.draw('letter-of-marque');
    expect(t.ev('letterKept')).toHaveLength(0);
    expect(t.state.solo?.letters).toEqual([]);
  });

  it('19.12: after each step of the SP\'s Card Draw Phase the position is a valid saved game', () => {
    const t = solo({ turn: { player: 'B', phase: 'start' } });
    t.draw('new-governors');
    t.locator(11);
    expect(GameStateSchema.safeParse(t.state).success).toBe(true);
    t.draw('wear-and-tear');
    expect(GameStateSchema.safeParse(t.state).success).toBe(true);
    expect(t.state.solo?.drew).toBe('hold');
  });
});

const END_OF_YOUR_TURN = { player: 'A' as const, phase: 'play' as const, actionsCard: 'heavy-guns', actionsLeft: 0 };

describe('19.20 / 19.1: what is done at the end of a Player-Turn, before the next one', () => {
  it('19.20: at Loyalty 0 Blackbeard loses 1d6 NP at the end of your Player-Turn, before the SP\'s first Player-Turn', () => {
    const t = solo({ pirates: { ...SOLO_PIRATES, teach: { owner: 'A', at: 'central-america', loyalty: 0, np: 8 } }, turn: END_OF_YOUR_TURN });
    t.act({ type: 'endTurn', player: 'A' });
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'dice' } });
    expect(t.state.turn.player).toBe('A');
    expect(t.ev('spTurn')).toHaveLength(0);
    t.roll(3);
    expect(t.pirate('teach').np).toBe(5);
    expect(t.last('notorietyLost')).toMatchObject({ rule: '19.20', pirate: 'teach', amount: 3, when: 'endOfTurn' });
    expect(t.ev('spTurn').map((e) => e.pirate)).toEqual(['vane']);
  });

  it('19.20: it is done at the end of each of your Player-Turns, also after a round of SP Player-Turns', () => {
    // La Buse's Player-Turn (the last SP slot) ends as the position is built; then yours.
    const t = solo({
      pirates: { ...SOLO_PIRATES, teach: { owner: 'A', at: 'central-america', loyalty: 0, np: 8 } },
      turn: { player: 'B', phase: 'play', actionsCard: 'heavy-guns', actionsLeft: 0 },
      solo: { slot: 2 },
      hands: { A: ['heavy-guns', 'heavy-guns', 'fair-winds', 'wear-and-tear'] },
    });
    runUntil(t, (x) => x.state.turn.player === 'A' && x.legal('A').some((a) => a.type === 'endTurn'), 3000, quickTurns);
    expect(t.ev('notorietyLost')).toHaveLength(0); // not at the end of an SP Player-Turn
    t.act({ type: 'endTurn', player: 'A' });
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'dice' } });
    t.roll(2);
    expect(t.last('notorietyLost')).toMatchObject({ rule: '19.20', pirate: 'teach', amount: 2, when: 'endOfTurn' });
  });

  it('19.1 / R30: an empty SP slot draws its new Pirate before the next Player-Turn begins', () => {
    const { 'la-buse': _gone, ...cast } = SOLO_PIRATES;
    const t = solo({ pirates: cast, solo: { slots: ['vane', null, 'roberts'] }, turn: END_OF_YOUR_TURN });
    t.act({ type: 'endTurn', player: 'A' });
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'pirate' } });
    expect(t.state.turn.player).toBe('A');
    expect(t.ev('spTurn')).toHaveLength(0);
  });

  it('19.2: with the Pirate deck empty an empty slot has no Player-Turn: after Vane comes La Buse', () => {
    const others = ['avery', 'bellamy', 'bonnet', 'condent', 'davis', 'england', 'hornigold', 'kidd', 'kennedy', 'nau', 'low', 'lowther', 'lusan', 'quelch', 'rackham', 'roberts', 'spriggs', 'taylor', 'tew', 'wynne'];
    const { roberts: _gone, ...cast } = SOLO_PIRATES;
    // Vane's Player-Turn (slot 0) ends as the position is built.
    const t = solo({ pirates: cast, retired: others, solo: { slots: ['vane', null, 'la-buse'] }, turn: { player: 'B', phase: 'play', actionsCard: 'heavy-guns', actionsLeft: 0 } });
    expect(t.state.pirateDeck).toEqual([]);
    expect(t.state.solo?.slot).toBe(2);
    expect(spPirate(t)).toBe('la-buse');
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { pool: 'mpi' } });
  });
});

describe('19.4: every Storms at Sea brings the Merchants back up to 10, and no further', () => {
  it('19.4: from 8 Merchants, 2 are placed', () => {
    const t = solo({ turn: { player: 'B', phase: 'start' } });
    t.draw('storms-at-sea');
    t.locator(46); // Cape Coast: the Gold Coast, nobody there
    runUntil(t, (x) => x.pending.kind === 'chance' && x.pending.spec.kind === 'draw' && x.pending.spec.pool === 'event');
    expect(t.ev('merchantPlaced')).toHaveLength(2);
    expect(Object.keys(t.state.merchants)).toHaveLength(10);
  });
});

describe('19.12 / 19.18: the SP holds no hand but its kept Letters of Marque', () => {
  it('19.12: a card the SP could not play is discarded at the end of its Player-Turn; a kept Letter stays', () => {
    const t = solo({ turn: { player: 'B', phase: 'start' }, solo: { slot: 1, letters: ['vane'] } });
    t.draw('mal-de-mer');
    t.draw('heavy-guns'); // 17.2 #14: no Card Play
    expect(t.ev('cardDiscarded').map((e) => e.card)).toEqual(['heavy-guns']);
    expect(t.hand('B')).toEqual(['letter-of-marque']);
    expect(t.state.solo?.letters).toEqual(['vane']);
  });

  it('17.2 #12 / 19.18: the Letter kept for a Pirate who has left play is discarded at the end of the Player-Turn; the other is kept', () => {
    const t = solo({
      pirates: { ...SOLO_PIRATES, vane: { owner: 'B', at: 'boston' } },
      turn: { player: 'B', phase: 'start' },
      solo: { letters: ['vane', 'roberts'] },
    });
    expect(t.hand('B')).toEqual(['letter-of-marque', 'letter-of-marque']);
    t.draw('disease');
    t.locator(11); // Boston: Vane dies
    expect(t.state.pirates['vane']).toBeUndefined();
    runUntil(t, (x) => x.ev('cardDiscarded').length > 0 || spPirate(x) === 'roberts');
    expect(t.ev('cardDiscarded')).toEqual([expect.objectContaining({ rule: '19.12', player: 'B', card: 'letter-of-marque' })]);
    expect(t.hand('B')).toEqual(['letter-of-marque']);
    expect(t.state.solo?.letters).toEqual(['roberts']);
  });
});

/** The same position with the SP Pirate `id` gone from play (sunk or eliminated in the turn before). */
function withoutPirate(state: GameState, id: string): GameState {
  const s = structuredClone(state) as GameState;
  delete s.pirates[id];
  s.solo = { ...s.solo!, slots: s.solo!.slots.map((x) => (x === id ? null : x)) };
  return s;
}

/** The SP's Card Play Phase for the Pirate in `slot`, its hand `hand`: the actions the rules leave it (19.2, 19.11, 19.18, R31). */
function spOptions(hand: string[], letters: string[], more: { slot?: number; pirates?: typeof SOLO_PIRATES; actionsLeft?: number; gone?: string } = {}): Action[] {
  const t = solo({ turn: { ...END_OF_YOUR_TURN, actionsLeft: 2 }, solo: { letters }, ...(more.pirates ? { pirates: more.pirates } : {}) });
  const s = more.gone ? withoutPirate(t.state, more.gone) : (structuredClone(t.state) as GameState);
  s.turn.player = 'B';
  s.turn.actionsCard = more.actionsLeft ? 'wear-and-tear' : null;
  s.turn.actionsLeft = more.actionsLeft ?? 0;
  s.turn.holdPlayed = !!more.actionsLeft;
  s.solo = { ...s.solo!, slot: more.slot ?? 0, drew: 'hold' };
  s.players.B!.hand = [...hand].sort();
  const f = s.stack[s.stack.length - 1]!;
  return turnHandler.legal(s, f as never, componentsOf(s));
}

describe('R32 / 17.2 #12: a Letter whose Pirate left play in your Player-Turn', () => {
  it('R32: is discarded at the end of your Player-Turn, before the SP\'s first one', () => {
    // The Pirate deck is empty, so no new Pirate comes for Vane's slot first (19.1).
    const others = ['avery', 'bellamy', 'bonnet', 'condent', 'davis', 'england', 'hornigold', 'kidd', 'kennedy', 'nau', 'low', 'lowther', 'lusan', 'quelch', 'rackham', 'spriggs', 'taylor', 'tew', 'wynne'];
    const t = solo({ turn: END_OF_YOUR_TURN, retired: others, solo: { letters: ['vane', 'roberts'] } });
    const s = withoutPirate(t.state, 'vane');
    const r = apply(s, { type: 'endTurn', player: 'A' });
    const discarded = r.events.findIndex((e) => e.type === 'cardDiscarded');
    expect(r.events[discarded]).toMatchObject({ rule: '19.12', player: 'B', card: 'letter-of-marque' });
    expect(discarded).toBeLessThan(r.events.findIndex((e) => e.type === 'spTurn'));
    expect(r.state.solo?.letters).toEqual(['roberts']);
    expect(r.state.players.B?.hand).toEqual(['letter-of-marque']);
  });
});

describe('19.2 / 19.11 / 19.18 / R31: what a solitaire Card Play Phase offers', () => {
  it('19.11: you neither draw nor deploy Pirate cards', () => {
    const t = solo({ turn: { ...END_OF_YOUR_TURN, actionsLeft: 2 } });
    expect(t.state.pirateDeck.length).toBeGreaterThan(0);
    const types = new Set(t.legal('A').map((a) => a.type));
    expect(types.has('drawPirate')).toBe(false);
    expect(types.has('deployPirate')).toBe(false);
    expect(types.has('move')).toBe(true);
  });

  it('19.18: the Letter kept for Vane is neither played nor discarded for Actions in Roberts\'s turn; his Hold card is', () => {
    const options = spOptions(['letter-of-marque', 'wear-and-tear'], ['vane'], { slot: 1 });
    const cards = options.flatMap((a) => (a.type === 'playCard' || a.type === 'discardForActions' ? [a.card] : []));
    expect(cards).toContain('wear-and-tear');
    expect(cards).not.toContain('letter-of-marque');
  });

  it('19.18: a Letter of Marque beyond the ones kept may be played or discarded for Actions', () => {
    const options = spOptions(['letter-of-marque', 'letter-of-marque'], ['vane'], { slot: 1 });
    expect(options.some((a) => a.type === 'playCard' && a.card === 'letter-of-marque')).toBe(true);
  });

  it('R32: a Letter kept for a Pirate who has left play is no spare card: it is not played for Actions', () => {
    const options = spOptions(['letter-of-marque', 'wear-and-tear'], ['vane'], { slot: 1, gone: 'vane' });
    const cards = options.flatMap((a) => (a.type === 'playCard' ? [a.card] : []));
    expect(cards).toEqual(['wear-and-tear']);
  });

  it('19.2 / R31: the SP plays its card for the Pirate whose turn it is only (4.52: a diamond card\'s Actions), and forms no Alliance', () => {
    const options = spOptions(['mutiny-conspiracy'], [], { slot: 1 });
    expect(options.filter((a) => a.type === 'playCard').map((a) => ('pirate' in a ? a.pirate : null))).toEqual(['roberts']);
    expect(options.some((a) => a.type === 'formAlliance' || a.type === 'breakAlliance' || a.type === 'drawPirate' || a.type === 'deployPirate')).toBe(false);
  });

  it('4.55 / 17.14: with no card to play for Actions the SP may discard for Actions, or end its turn', () => {
    expect(spOptions(['heavy-guns'], [])).toEqual([
      { type: 'discardForActions', player: 'B', card: 'heavy-guns' },
      { type: 'endTurn', player: 'B' },
    ]);
  });

  it('R31 / 11.1: two SP Pirates in one port form no Alliance; the Actions offered are Roberts\'s own', () => {
    const inBombay = { ...SOLO_PIRATES, roberts: { owner: 'B' as const, at: 'bombay' }, 'la-buse': { owner: 'B' as const, at: 'bombay' } };
    const options = spOptions([], [], { slot: 1, pirates: inBombay, actionsLeft: 2 });
    expect(options.some((a) => a.type === 'formAlliance')).toBe(false);
    const pirates = new Set(options.flatMap((a) => ('pirate' in a && typeof a.pirate === 'string' ? [a.pirate] : [])));
    expect([...pirates]).toEqual(['roberts']);
  });
});
