import { describe, it, expect } from 'vitest';
import { check, view } from '../../src/index.js';
import { game, placeGovernors, placeMerchants, QUIET_GOVERNORS, QUIET_MERCHANTS, deckSize, type Table } from './helpers.js';

/**
 * Solitaire setup (19.1, 19.3-19.8), every roll and draw forced. Merchants: North Atlantic 3 (11-13),
 * Central Atlantic 1 (14), South Atlantic 1 (21), Central America 3 (22-24), South America 2 (25-26).
 */
const TEN_MERCHANTS: [string, number][] = [...QUIET_MERCHANTS, ['flute', 25], ['sloop', 26]];

/** Through 19.1 (three SP Pirates and their ship rolls), 19.4 and 19.5, up to Blackbeard's deployment. */
function toBlackbeard(pirates: string[] = ['vane', 'roberts', 'la-buse'], ships: number[] = [4, 5, 1]): Table {
  const t = game({ players: 1 });
  for (const p of pirates) t.draw(p);
  for (const d of ships) t.roll(d);
  placeMerchants(t, TEN_MERCHANTS);
  placeGovernors(t, QUIET_GOVERNORS);
  return t;
}

describe('19.1 / 19.3: sides and decks', () => {
  it('19.3: separate Must-Play-Immediately and Hold decks; Finger of Fate and Piratical Ambition are out', () => {
    const t = game({ players: 1 });
    const s = t.state;
    expect(s.order).toEqual(['A', 'B']);
    expect(s.solo?.system).toBe('B');
    // 21 MPI cards without Finger of Fate (General Pardon among them), 60 Hold cards.
    expect(Object.values(s.setAside).reduce((a, b) => a + b, 0)).toBe(21);
    expect(s.setAside['finger-of-fate'] ?? 0).toBe(0);
    expect(s.setAside['general-pardon']).toBe(1);
    expect(deckSize(s)).toBe(60);
    expect(s.deck['piratical-ambition'] ?? 0).toBe(0);
    expect(s.removed).toEqual({ 'finger-of-fate': 1, 'piratical-ambition': 5 });
    // 19.1: Blackbeard is yours, out of the Pirate deck.
    expect(s.players.A?.pirateHand).toEqual(['teach']);
    expect(s.pirateDeck).not.toContain('teach');
  });

  it('19.1: the SP draws three Pirates; a die for each ship: 1-4 Sloop, 5-6 Schooner', () => {
    const t = game({ players: 1 });
    t.draw('vane');
    t.draw('roberts');
    t.draw('la-buse');
    expect(t.state.players.B?.pirateHand).toEqual(['vane', 'roberts', 'la-buse']);
    t.roll(4);
    t.roll(5);
    t.roll(6);
    expect(t.ev('spShipRolled').map((e) => e.ship)).toEqual(['sloop', 'schooner', 'schooner']);
  });
});

describe('19.4 / 19.5: Merchants and Governors', () => {
  it('19.4: 10 Merchants as in 3.0 Step 8; 19.5: 8 Pro-Pirate Governors by D66', () => {
    const t = toBlackbeard();
    expect(Object.keys(t.state.merchants)).toHaveLength(10);
    expect(t.ev('merchantPlaced').every((e) => e.rule === '19.4')).toBe(true);
    expect(Object.keys(t.state.governors)).toHaveLength(8);
    expect(t.ev('governorPlaced').every((e) => e.rule === '19.5')).toBe(true);
  });
});

describe('19.6: deploying Blackbeard', () => {
  it('19.6: the Sea Area with the most Merchants; a tie goes to the richer Cargo Table column on a 1 (R28); you choose the ship', () => {
    const t = toBlackbeard();
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'soloSetup', rule: '19.6' });
    // North Atlantic and Central America hold 3 each; the Caribbean column pays 100 on a 1, the Atlantic 0.
    const legal = t.legalOf('deployPirate');
    expect(legal.map((a) => `${a.area}/${a.ship}`).sort()).toEqual(['central-america/schooner', 'central-america/sloop']);
    t.act({ type: 'deployPirate', player: 'A', pirate: 'teach', area: 'central-america', ship: 'schooner' });
    expect(t.pirate('teach')).toMatchObject({ owner: 'A', location: { kind: 'sea', area: 'central-america' }, ship: 'schooner' });
  });

  it('19.6: with equal columns too, any tied area holding a Merchant is his choice', () => {
    const t = game({ players: 1 });
    for (const p of ['vane', 'roberts', 'la-buse']) t.draw(p);
    for (const d of [1, 1, 1]) t.roll(d);
    // North Atlantic 2 (11, 12), Central Atlantic 2 (14, 15), others 1 each: both Atlantic, both pay 0.
    placeMerchants(t, [['flute', 11], ['sloop', 12], ['flute', 14], ['sloop', 15], ['flute', 21], ['sloop', 22], ['flute', 25], ['sloop', 32], ['flute', 46], ['sloop', 62]]);
    placeGovernors(t, QUIET_GOVERNORS);
    expect([...new Set(t.legalOf('deployPirate').map((a) => a.area))].sort()).toEqual(['central-atlantic', 'north-atlantic']);
  });
});

describe('19.7 / 19.8: the SP Pirates, then your first Player-Turn', () => {
  it('19.7: D66 for each SP Pirate, never into a Sea Area with another Pirate (Blackbeard included): roll again', () => {
    const t = toBlackbeard();
    t.act({ type: 'deployPirate', player: 'A', pirate: 'teach', area: 'central-america', ship: 'sloop' });
    t.locator(23); // Honduras: Central America, Blackbeard's: roll again
    expect(t.last('spPlacementRolled')).toMatchObject({ pirate: 'vane', port: 'honduras', reroll: true });
    t.locator(11); // Boston: North Atlantic
    expect(t.pirate('vane')).toMatchObject({ owner: 'B', location: { kind: 'sea', area: 'north-atlantic' }, ship: 'sloop' });
    t.locator(12); // New York: North Atlantic, Vane's: roll again
    t.locator(45); // Bermuda adjoins North Atlantic (taken) and Central Atlantic: the free one
    expect(t.pirate('roberts')).toMatchObject({ location: { kind: 'sea', area: 'central-atlantic' }, ship: 'schooner' });
    t.locator(62); // Bombay: India
    expect(t.pirate('la-buse').location).toEqual({ kind: 'sea', area: 'india' });
    expect(t.state.solo?.slots).toEqual(['vane', 'roberts', 'la-buse']);
    expect(t.last('setupComplete').rule).toBe('19.8');
  });

  it('19.7: a port adjoining two free Sea Areas: the SP chooses (never asked of you)', () => {
    const t = toBlackbeard();
    t.act({ type: 'deployPirate', player: 'A', pirate: 'teach', area: 'central-america', ship: 'sloop' });
    t.locator(45); // Bermuda: both areas free
    expect(t.pending.kind).toBe('chance');
    expect(['north-atlantic', 'central-atlantic']).toContain((t.pirate('vane').location as { area: string }).area);
  });

  it('19.8: you draw four Hold cards (never an MPI card, 19.11), then play; no Pirate cards to draw (19.11)', () => {
    const t = toBlackbeard();
    t.act({ type: 'deployPirate', player: 'A', pirate: 'teach', area: 'central-america', ship: 'sloop' });
    for (const l of [11, 12 /* reroll */, 14, 62]) t.locator(l);
    expect(t.state.turn).toMatchObject({ number: 1, player: 'A', phase: 'draw' });
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'event' } });
    const c = check(t.state, { type: 'chance', value: 'storms-at-sea' });
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.error.code).toBe('invalid-chance-outcome');
    for (const card of ['warship-sighting', 'heavy-guns', 'wear-and-tear', 'fair-winds']) t.draw(card);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
    expect(t.hand('A')).toHaveLength(4);
    expect(t.legal().some((a) => a.type === 'drawPirate' || a.type === 'deployPirate')).toBe(false);
    // The SP side is public: its seat, Pirates in turn order, the MPI deck as a count.
    expect(view(t.state, 'A').solo).toMatchObject({ system: 'B', blackbeard: 'teach', slots: ['vane', 'roberts', 'la-buse'], mustPlayDeckSize: 21 });
  });
});
