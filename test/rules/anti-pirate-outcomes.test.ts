import { describe, it, expect } from 'vitest';
import { GameStateSchema } from '../../src/index.js';
import { scenario, sea, warshipFight, type Table } from './helpers.js';
import { solo, table } from './career-helpers.js';

/**
 * Rule outcomes of the Anti-Pirate Action restrictions (4.61, 4.62, 4.65, 4.67) and of an Action
 * cancelled by a Warship (6.45-6.46) that no other test read: each was found by a surviving mutant
 * of src/actions/anti-pirate.ts (docs/coverage.md, "Mutation testing").
 */

const findAtBath = { type: 'findMerchant', player: 'A', pirate: 'vane', port: 'bath' } as const;

/** Vane (A, NP 10) in the Central Atlantic, with a Merchant at Bath to Find; nobody has a KC. */
function notorious(hands: Record<string, string[]> = {}): Table {
  return scenario({
    players: 3,
    options: { cunning: false },
    turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
    hands,
    merchants: { bath: { type: 'flute' } },
    pirates: { vane: { owner: 'A', at: 'central-atlantic', np: 10 } },
  });
}

describe('4.62 / 4.65A: one AP Action type against one Pirate Action', () => {
  it('after B attempts a KC deployment (and fails), C may not attempt one against the same Find; no Event card is used', () => {
    const t = notorious();
    t.exact(findAtBath);
    expect(t.legal()).toEqual([{ type: 'deployKc', player: 'B' }, { type: 'pass', player: 'B' }]);
    t.exact({ type: 'deployKc', player: 'B' });
    // 4.65A: "does not use an Event Card": the AP Action is recorded as type A, no card, nothing discarded.
    expect(t.last('antiPirateAction')).toEqual({ type: 'antiPirateAction', rule: '10.12', player: 'B', apType: 'A', against: 'A' });
    expect(t.state.discard).toEqual({ 'wear-and-tear': 1 });
    // 10.12: 3d6 = 18 is not below his 10 NP: no KC.
    t.exact({ type: 'chance', value: [6, 6, 6] });
    expect(t.last('kcDeployAttempt')).toMatchObject({ outcome: 'failure' });
    // C, who could deploy a KC (he has none, Vane has 10 NP), is not asked: type A was played (4.62).
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 1 } });
    expect(t.ev('kcDeployAttempt')).toHaveLength(1);
  });
});

describe('4.61: one AP Action per AP player per Player-Turn', () => {
  it('B, who played Wear and Tear against the first Action, may not Double Cross a Letter of Marque Retirement in the second', () => {
    const t = table(
      {
        vane: { owner: 'A', at: 'central-atlantic' },
        low: { owner: 'A', at: 'bath', np: 10, letterOfMarque: 'english' },
      },
      { hands: { B: ['wear-and-tear', 'double-cross'] } },
      2,
    );
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('north-atlantic') });
    t.exact({ type: 'playEvent', player: 'B', card: 'wear-and-tear' });
    // 4.65D: a card is an AP Action of type D, the card named.
    expect(t.last('antiPirateAction')).toEqual({ type: 'antiPirateAction', rule: '17.2', player: 'B', apType: 'D', card: 'wear-and-tear', against: 'A' });
    t.act({ type: 'chance', value: [4] });
    expect(t.pirate('vane').location).toEqual(sea('north-atlantic'));
    t.exact({ type: 'retire', player: 'A', pirate: 'low', method: 'letterOfMarque' });
    // Nobody is asked: B holds Double Cross but has taken his AP Action this Player-Turn.
    expect(t.ev('cardPlayed').map((e) => e.card)).toEqual(['wear-and-tear']);
    expect(t.last('pirateRetired')).toMatchObject({ pirate: 'low', method: 'letterOfMarque' });
    expect(t.hand('B')).toEqual(['double-cross']);
  });

  it('FR 6.42 (warshipSightingLimit perAction): the first print relaxes Warship Sighting only; another card type is still once per Player-Turn (4.65D)', () => {
    const t = table({ vane: { owner: 'A', at: 'central-atlantic' } }, { options: { warshipSightingLimit: 'perAction' }, hands: { B: ['wear-and-tear'], C: ['wear-and-tear'] } }, 2);
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('north-atlantic') });
    t.exact({ type: 'playEvent', player: 'B', card: 'wear-and-tear' });
    t.act({ type: 'chance', value: [4] });
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('central-atlantic') });
    // C, with his AP Action unused and a card in hand, is asked (4.63, public information), but his
    // Wear and Tear is not offered: the type was played this Player-Turn.
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'C', frame: 'window' });
    expect(t.legal()).toEqual([{ type: 'pass', player: 'C' }]);
  });
});

describe('17.2 #4 / RULINGS B8: Double Cross against a surrender to a KC, the exception to 4.61', () => {
  it('the card leaves the hand, is recorded as an exception, and its type still counts for 4.65D: C may not play a second one', () => {
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { B: ['double-cross'], C: ['double-cross'] },
      merchants: { bath: { type: 'flute' } },
      kcs: { matthews: { owner: 'B', area: 'central-atlantic' } },
      pirates: { vane: { owner: 'A', at: 'central-atlantic', ship: 'schooner', speed: 2, np: 8, netWorth: 600, letterOfMarque: 'french' } },
    });
    t.exact(findAtBath);
    t.exact({ type: 'kcReact', player: 'B' });
    t.exact({ type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'escape' });
    t.exact({ type: 'chance', value: [5] }); // KC: 5 + Speed 3 = 8
    t.exact({ type: 'chance', value: [4] }); // Vane: 4 + Speed 2 = 6: intercepted (10.34)
    t.exact({ type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'surrender' });
    expect(t.legal()).toEqual([{ type: 'playEvent', player: 'B', card: 'double-cross' }, { type: 'pass', player: 'B' }]);
    t.exact({ type: 'playEvent', player: 'B', card: 'double-cross' });
    expect(t.last('antiPirateAction')).toEqual({ type: 'antiPirateAction', rule: '17.2', player: 'B', apType: 'D', card: 'double-cross', against: 'A', exception: true });
    expect(t.hand('B')).toEqual([]);
    t.exact({ type: 'chance', value: [1] }); // 1-2: no evidence
    // C holds a Double Cross too, but the card type was played this Player-Turn: he is not asked.
    expect(t.last('pirateRetired')).toMatchObject({ pirate: 'vane', method: 'surrenderToKc', netWorth: 600 });
    expect(t.hand('C')).toEqual(['double-cross']);
    expect(t.ev('cardPlayed')).toHaveLength(1);
    expect(t.state.discard['double-cross']).toBe(1);
  });
});

describe('6.46: a Warship that wins cancels the Action it answered', () => {
  it('an Attack Port cancelled at its announcement: no Attack roll, and the Merchant at that port, not involved, stays', () => {
    // Condent (Ability 4, Sloop Combat 5): 1 + 5 + 4 = 10 against 6 + 7 + 2 (2.4) = 15: 5 hits.
    const t = solo('condent', 'east-caribbean', {}, { hands: { B: ['warship-sighting'] }, merchants: { 'san-juan': { type: 'flute' } } });
    t.exact({ type: 'attackPort', player: 'A', pirate: 'condent', port: 'san-juan' });
    warshipFight(t, 'condent', 1, 6);
    expect(t.last('warshipBattle')).toMatchObject({ outcome: 'warshipWins', attack: { total: 10 }, defense: { total: 15 } });
    expect(t.last('actionCancelled')).toEqual({ type: 'actionCancelled', rule: '6.46', pirate: 'condent', action: 'attackPort' });
    expect(t.ev('merchantRemoved')).toEqual([]);
    expect(t.state.merchants['san-juan']).toMatchObject({ type: 'flute' });
    expect(t.pirate('condent')).toMatchObject({ combat: 0, location: sea('east-caribbean') });
    expect(t.state.turn.actionsLeft).toBe(2);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
  });

  it('11.4: an Alliance that loses a Find to a Warship places the odd hit; the state meanwhile is a valid saved game', () => {
    // Condent and Vane (Ability 4 each, Sloops at Combat 3): 1 + 3 + 8 = 12 against 6 + 7 + 2 = 15: 3 hits.
    const t = table(
      {
        condent: { owner: 'A', at: 'central-atlantic', ally: 'vane', combat: 3 },
        vane: { owner: 'A', at: 'central-atlantic', ally: 'condent', combat: 3 },
      },
      { hands: { B: ['warship-sighting'] }, merchants: { bath: { type: 'flute' } } },
    );
    t.exact({ type: 'findMerchant', player: 'A', pirate: 'condent', port: 'bath' });
    warshipFight(t, 'condent', 1, 6);
    expect(t.last('warshipBattle')).toMatchObject({ outcome: 'warshipWins', attack: { total: 12 }, defense: { total: 15 } });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'assignHit' });
    // The cancelled Find (its Merchant removed, 6.46) waits under the hit's choice: the state still parses.
    expect(t.state.merchants['bath']).toBeUndefined();
    expect(GameStateSchema.safeParse(t.state).success).toBe(true);
    t.act({ type: 'assignHit', player: 'A', pirate: 'vane' });
    expect([t.pirate('condent').combat, t.pirate('vane').combat]).toEqual([2, 1]);
  });
});
