import { describe, it, expect } from 'vitest';
import { builtinComponents, check, createGameWithEvents, type Action } from '../../src/index.js';
import { game, placeGovernors, placeMerchants, QUIET_GOVERNORS, QUIET_MERCHANTS, type Table } from './helpers.js';
import { solo, SOLO_PIRATES } from './solo-helpers.js';

/**
 * Solitaire set-up outcomes (19.1, 19.3-19.8), every draw and roll forced: the rule each step cites,
 * the Governors' next-available placement (19.5 = 3.0 Step 5), the SP's slots as its Pirates are
 * placed (19.7), and an SP Pirate never placed in the Sea Area of the SP's own KC (19.1 / 19.7, B37).
 */
const TEN_MERCHANTS: [string, number][] = [...QUIET_MERCHANTS, ['flute', 25], ['sloop', 26]];

/** An impossible chance outcome is refused under the rule of the step that rolls or draws. */
function refused(t: Table): { code: string; rule: string } | null {
  const c = check(t.state, { type: 'chance', value: 'no-such-outcome' } as Action);
  return c.ok ? null : { code: c.error.code, rule: c.error.rule };
}

function toGovernors(): Table {
  const t = game({ players: 1 });
  for (const p of ['vane', 'roberts', 'la-buse']) t.draw(p);
  for (const d of [4, 5, 1]) t.roll(d);
  placeMerchants(t, TEN_MERCHANTS);
  return t;
}

describe('19.1 / 19.3 / 19.5: each set-up step under its rule', () => {
  it('19.3 then 19.1: the decks are ready, then the SP draws three Pirate cards and rolls a die for each ship (19.1)', () => {
    const { events } = createGameWithEvents({ players: 1, randomness: 'external', seed: 1 } as Parameters<typeof createGameWithEvents>[0]);
    expect(events.filter((e) => e.type === 'soloDecksReady')).toEqual([
      { type: 'soloDecksReady', rule: '19.3', mustPlay: 21, hold: 60, removed: ['finger-of-fate', 'piratical-ambition'] },
    ]);
    // The cards out of the game are listed by id, whatever the order of the component set's cards.
    const reversed = { ...structuredClone(builtinComponents), eventCards: [...builtinComponents.eventCards].reverse() };
    const other = createGameWithEvents({ players: 1, randomness: 'external', seed: 1, components: reversed } as Parameters<typeof createGameWithEvents>[0]);
    expect(other.events.find((e) => e.type === 'soloDecksReady')).toMatchObject({ removed: ['finger-of-fate', 'piratical-ambition'] });
    const t = game({ players: 1 });
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'soloSetup', spec: { kind: 'draw', pool: 'pirate' } });
    expect(refused(t)).toEqual({ code: 'invalid-chance-outcome', rule: '19.1' });
    t.draw('vane');
    expect(t.last('spPirateDrawn')).toEqual({ type: 'spPirateDrawn', rule: '19.1', player: 'B', pirate: 'vane' });
    t.draw('roberts');
    t.draw('la-buse');
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'soloSetup', spec: { kind: 'dice', count: 1 } });
    expect(refused(t)).toEqual({ code: 'invalid-chance-outcome', rule: '19.1' });
    t.roll(5);
    expect(t.last('spShipRolled')).toEqual({ type: 'spShipRolled', rule: '19.1', pirate: 'vane', roll: 5, ship: 'schooner' });
  });

  it('19.5: the 8 Pro-Pirate Governors are placed by D66 under 19.5', () => {
    const t = toGovernors();
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'soloSetup', spec: { kind: 'd66' } });
    expect(refused(t)).toEqual({ code: 'invalid-chance-outcome', rule: '19.5' });
  });
});

describe('19.5: Pro-Pirate Governors by the Port Locator (3.0 Step 5)', () => {
  it('19.5: a D66 on a port with no Governor places one there; the same roll again goes on to the next available port', () => {
    const t = toGovernors();
    t.clear();
    t.locator(11); // Boston
    t.locator(11); // Boston again: one Governor a port, the next locator (12, New York)
    t.locator(13); // Philadelphia
    expect(t.ev('governorPlaced')).toEqual([
      { type: 'governorPlaced', rule: '19.5', d66: [1, 1], rolledPort: 'boston', port: 'boston', redirected: false, governor: 'pro-1' },
      { type: 'governorPlaced', rule: '19.5', d66: [1, 1], rolledPort: 'boston', port: 'new-york', redirected: true, governor: 'pro-2' },
      { type: 'governorPlaced', rule: '19.5', d66: [1, 3], rolledPort: 'philadelphia', port: 'philadelphia', redirected: false, governor: 'pro-3' },
    ]);
    expect(t.state.governors).toMatchObject({ boston: 'pro-1', 'new-york': 'pro-2', philadelphia: 'pro-3' });
    expect(Object.keys(t.state.governors)).toHaveLength(3);
  });
});

describe('19.7 / 19.8: the SP Pirates take their slots one by one, then the game starts', () => {
  it('19.7: each SP Pirate placed fills his slot; the slots not yet placed stay empty; 19.8: the game starts in Player Order', () => {
    const t = toGovernors();
    placeGovernors(t, QUIET_GOVERNORS);
    t.act({ type: 'deployPirate', player: 'A', pirate: 'teach', area: 'central-america', ship: 'sloop' });
    expect(t.state.solo?.slots).toEqual([null, null, null]);
    t.clear();
    t.locator(11); // Boston: the North Atlantic, free
    expect(t.events).toEqual([
      { type: 'spPlacementRolled', rule: '19.7', pirate: 'vane', d66: [1, 1], port: 'boston', areas: ['north-atlantic'], reroll: false },
      { type: 'pirateDeployed', rule: '19.7', player: 'B', pirate: 'vane', area: 'north-atlantic', ship: 'sloop' },
    ]);
    expect(t.state.solo?.slots).toEqual(['vane', null, null]);
    t.locator(14); // the Central Atlantic
    expect(t.state.solo?.slots).toEqual(['vane', 'roberts', null]);
    t.locator(62); // India
    expect(t.state.solo?.slots).toEqual(['vane', 'roberts', 'la-buse']);
    expect(t.last('setupComplete')).toEqual({ type: 'setupComplete', rule: '19.8', order: ['A', 'B'] });
  });
});

describe('19.1 / 19.7 / B37: a new SP Pirate is never placed in the Sea Area of the SP\'s own KC', () => {
  it('19.7 / B37: the D66 names a port whose only Sea Area holds the SP\'s KC: roll again', () => {
    const { 'la-buse': _gone, ...cast } = SOLO_PIRATES;
    const t = solo({
      pirates: cast,
      solo: { slots: ['vane', null, 'roberts'] },
      kcs: { matthews: { owner: 'B', area: 'east-caribbean' } },
      turn: { player: 'A', phase: 'play', actionsCard: 'heavy-guns', actionsLeft: 0 },
    });
    t.act({ type: 'endTurn', player: 'A' });
    t.draw('tew');
    t.roll(6);
    t.clear();
    t.locator(32); // Martinique: the East Caribbean, where the SP's KC is: roll again
    expect(t.events).toEqual([
      { type: 'spPlacementRolled', rule: '19.7', pirate: 'tew', d66: [3, 2], port: 'martinique', areas: [], reroll: true },
    ]);
    expect(t.state.pirates.tew).toBeUndefined();
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'd66' } });
  });
});
