import { describe, it, expect } from 'vitest';
import { builtinComponents, type ComponentSet, type ScenarioSpec } from '../../src/index.js';
import { scenario, FIVE_MERCHANTS, type Table } from './helpers.js';
import { solo, table } from './career-helpers.js';
import { solo as solitaire, SOLO_PIRATES } from './solo-helpers.js';

/**
 * Rule outcomes of the procedures every family of rules shares (src/actions/pieces.ts) that no
 * other test read: the Crew Loyalty track's ends (14.1, 17.2 #18), Speed and Combat damage (6.25-6.27),
 * what leaves play with a Pirate (18.12), the Actions a Retiring Initiative Pirate takes with him
 * (4.53), and the Governor's price (18.41D).
 */

/** The built-in component set with these Crew Loyalty Table entries changed. */
function houseRules(crewLoyalty: Record<string, number>): ComponentSet {
  const components = structuredClone(builtinComponents);
  Object.assign(components.tables.crewLoyalty, crewLoyalty);
  return components;
}

/** C ends his turn; A's Vane (India, Scurvy) starts A's Player-Turn at this Loyalty. */
function scurvyAtStart(loyalty: number): Table {
  const t = scenario({
    players: 3,
    options: { cunning: false },
    turn: { player: 'C' },
    hands: { A: ['scurvy-outbreak', 'wear-and-tear', 'wear-and-tear', 'local-resistance'] },
    pirates: { vane: { owner: 'A', at: 'india', scurvy: true, loyalty } },
    merchants: FIVE_MERCHANTS,
  });
  t.act({ type: 'endTurn', player: 'C' });
  return t;
}

describe('14.1 / 17.2 #18: the bottom of the Crew Loyalty track', () => {
  it('17.2 #18: Scurvy at Loyalty 1 brings the crew to 0: the Mutiny comes at once (14.1), before the draw', () => {
    const t = scurvyAtStart(1);
    expect(t.last('loyaltyChanged')).toEqual({ type: 'loyaltyChanged', rule: '17.2', pirate: 'vane', delta: -1, reason: 'scurvy', from: 1, to: 0 });
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'mutiny' });
  });

  it('17.2 #18 "never below zero" / 14.1: a crew already at 0 stays at 0, and no new Mutiny starts until he is activated', () => {
    const t = scurvyAtStart(0);
    expect(t.pirate('vane').loyalty).toBe(0);
    expect(t.last('loyaltyChanged')).toEqual({ type: 'loyaltyChanged', rule: '17.2', pirate: 'vane', delta: -1, reason: 'scurvy', from: 0, to: 0 });
    expect(t.ev('mutiny')).toEqual([]);
    // A holds 4 cards: no draw, and on to his Card Play Phase.
    expect(t.pending).toEqual({ kind: 'decision', player: 'A', frame: 'turn', rule: '4.4' });
    t.act({ type: 'playCard', player: 'A', card: 'wear-and-tear', pirate: null });
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: { kind: 'sea', area: 'east-africa' } });
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'mutiny' });
  });
});

describe('Crew Loyalty Table: the top of the track (Loyalty 10)', () => {
  it('9.53: a crew at 10 taking a port stays at 10; the gain is still reported (+1, from 10 to 10)', () => {
    const t = solo('condent', 'east-caribbean', { loyalty: 10 });
    t.act({ type: 'attackPort', player: 'A', pirate: 'condent', port: 'san-juan' });
    t.roll(6);
    t.roll(1);
    t.roll(5, 2);
    expect(t.pirate('condent').loyalty).toBe(10);
    expect(t.last('loyaltyChanged')).toEqual({ type: 'loyaltyChanged', rule: '9.53', pirate: 'condent', delta: 1, reason: 'portAttack', from: 10, to: 10 });
  });

  it('a Crew Loyalty Table entry of 0 (a house rule) changes nothing and reports nothing', () => {
    const t = solo('condent', 'east-caribbean', { loyalty: 5 }, { components: houseRules({ portAttack: 0 }) });
    t.act({ type: 'attackPort', player: 'A', pirate: 'condent', port: 'san-juan' });
    t.roll(6);
    t.roll(1);
    t.roll(5, 2);
    expect(t.last('enteredPort')).toMatchObject({ pirate: 'condent', port: 'san-juan' });
    expect(t.pirate('condent').loyalty).toBe(5);
    expect(t.ev('loyaltyChanged')).toEqual([]);
  });
});

/**
 * B holds Wear and Tear (17.2 #22: half the die in Speed hits) and plays it as `mover` (A's) moves
 * to the Sea Area `to`; `more` adds to the position (Merchants, a component set).
 */
function wearAndTearOnMove(pirates: NonNullable<ScenarioSpec['pirates']>, mover: string, to: string, more: Partial<ScenarioSpec> = {}): Table {
  const t = scenario({
    players: 3,
    options: { cunning: false },
    turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
    hands: { B: ['wear-and-tear'] },
    pirates,
    ...more,
  });
  t.exact({ type: 'move', player: 'A', pirate: mover, to: { kind: 'sea', area: to } });
  t.exact({ type: 'playEvent', player: 'B', card: 'wear-and-tear' });
  return t;
}

/** Wear and Tear played as Low (A's sloop) moves from the Central to the South Atlantic. */
function wornMove(low: Record<string, unknown>): Table {
  return wearAndTearOnMove({ low: { owner: 'A', at: 'central-atlantic', ship: 'sloop', ...low } }, 'low', 'south-atlantic');
}

describe('6.25 / 6.26: Speed damage', () => {
  it('6.26: falling from Speed 0 to -1 costs the crew 1 Loyalty at that hit, before the damage is reported', () => {
    const t = wornMove({ speed: 1, loyalty: 5 });
    expect(t.roll(4).slice(0, 3)).toEqual([
      { type: 'wearAndTear', rule: '17.2', pirate: 'low', roll: 4, speedHits: 2 },
      { type: 'loyaltyChanged', rule: '6.26', pirate: 'low', delta: -1, reason: 'speedBelowZero', from: 5, to: 4 },
      { type: 'damaged', rule: '17.2', pirate: 'low', track: 'speed', hits: 2, value: -1 },
    ]);
    expect(t.pirate('low')).toMatchObject({ speed: -1, loyalty: 4 });
  });

  it('6.25: the hit that takes Speed below -2 sinks the ship: the damage counts the hits up to it; 18.12B scores his NP', () => {
    const t = wornMove({ speed: -1, loyalty: 5, np: 4 });
    expect(t.roll(6).slice(0, 4)).toEqual([
      { type: 'wearAndTear', rule: '17.2', pirate: 'low', roll: 6, speedHits: 3 },
      { type: 'damaged', rule: '17.2', pirate: 'low', track: 'speed', hits: 2, value: -3 },
      { type: 'shipSunk', rule: '6.25', pirate: 'low', cause: '17.2' },
      { type: 'pirateEliminated', rule: '6.25', pirate: 'low', player: 'A', cause: 'sunk', vp: 4, scoring: '18.12B' },
    ]);
    expect(t.state.pirates['low']).toBeUndefined();
    expect(t.state.eliminated).toEqual(['low']);
    expect(t.vp('A')).toBe(4);
    // Already below 0: no Loyalty lost on the way down.
    expect(t.ev('loyaltyChanged')).toEqual([]);
  });
});

describe('6.25 / 6.27: Combat damage', () => {
  it('6.27: a hit that brings Combat to 0 leaves the ship afloat (only the Sunk box below 0 sinks it, 6.25)', () => {
    const t = solo('condent', 'east-caribbean', { combat: 1 });
    t.act({ type: 'attackPort', player: 'A', pirate: 'condent', port: 'san-juan' });
    t.roll(6); // 6 + 1 + 4 = 11
    t.roll(1); // 1 + 7 = 8: taken
    t.roll(5, 2);
    expect(t.last('damaged')).toEqual({ type: 'damaged', rule: '9.53', pirate: 'condent', track: 'combat', hits: 1, value: 0 });
    expect(t.ev('shipSunk')).toEqual([]);
    expect(t.pirate('condent')).toMatchObject({ combat: 0, location: { kind: 'port', port: 'san-juan' } });
  });
});

describe('18.12 / RULINGS B24: what leaves play with a sunk Pirate', () => {
  it('RULINGS B24: his Heavy Guns leave the game with the ship', () => {
    const t = wornMove({ speed: -2, heavyGuns: true });
    t.roll(2); // 1 hit: Speed -3, sunk
    expect(t.last('shipSunk')).toMatchObject({ pirate: 'low' });
    expect(t.state.removed['heavy-guns']).toBe(1);
  });
});

describe('8.33: Notoriety for a Loot', () => {
  it('8.33: a Flute (Cargo Rating 0) gives no Notoriety: no gain is reported', () => {
    const t = table({ vane: { owner: 'A', at: 'east-caribbean', np: 2 } }, { merchants: { 'santo-domingo': { type: 'flute', foundBy: 'vane' } } });
    t.act({ type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.roll(3);
    t.draw('seaman');
    t.act({ type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true });
    t.act({ type: 'takeCargo', player: 'A', pirate: 'vane' });
    t.act({ type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'ransom' });
    t.act({ type: 'pass', player: 'A' }); // no D&R (8.35)
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
    expect(t.last('cargoTaken')).toMatchObject({ pirate: 'vane', doubloons: 600 });
    expect(t.ev('notorietyGained')).toEqual([]);
    expect(t.pirate('vane').np).toBe(2);
  });
});

describe('first print 17.2 #17 (option piraticalAmbitionTrigger afterLoyaltyLoss, R84): only a loss of Loyalty opens the window', () => {
  it('a crew at 10 taking a port gains nothing: no Piratical Ambition window, B is asked only about the completed Action', () => {
    const t = table(
      { low: { owner: 'A', at: 'east-caribbean', loyalty: 10 } },
      { options: { piraticalAmbitionTrigger: 'afterLoyaltyLoss' }, hands: { B: ['piratical-ambition'] }, pirateHands: { B: ['teach'] } },
    );
    t.act({ type: 'attackPort', player: 'A', pirate: 'low', port: 'san-juan' });
    t.roll(6);
    t.roll(1);
    t.exact({ type: 'chance', value: [5, 2] });
    expect(t.last('loyaltyChanged')).toMatchObject({ pirate: 'low', from: 10, to: 10 });
    // The window after the completed Action (4.63; B holds a card): Piratical Ambition is not among his answers.
    expect(t.pending).toEqual({ kind: 'decision', player: 'B', frame: 'window', rule: '4.63' });
    expect(t.legal()).toEqual([{ type: 'pass', player: 'B' }]);
  });
});

describe('18.12 / 11.6 / 8.15: more of what leaves play with a sunk Pirate', () => {
  it('8.15 / RULINGS B29: a Merchant he had Found is Found by no one once he is gone', () => {
    const found = wearAndTearOnMove({ low: { owner: 'A', at: 'east-caribbean', ship: 'sloop', speed: -2 } }, 'low', 'west-caribbean', {
      merchants: { 'santo-domingo': { type: 'brigantine', foundBy: 'low' } },
    });
    found.roll(2); // 1 hit: Speed -3, sunk
    expect(found.last('shipSunk')).toMatchObject({ pirate: 'low' });
    expect(found.state.merchants['santo-domingo']).toMatchObject({ type: 'brigantine', foundBy: null });
  });

  it('11.6: an allied Pirate sunk ends the Alliance ("one of them leaving play"); his ally sails on alone', () => {
    const t = wearAndTearOnMove(
      {
        low: { owner: 'A', at: 'central-atlantic', ship: 'sloop', speed: 2, np: 3, ally: 'vane' },
        vane: { owner: 'A', at: 'central-atlantic', ship: 'sloop', speed: -2, np: 1, ally: 'low' },
      },
      'low',
      'south-atlantic',
    );
    t.roll(2); // 1 hit on each ship (11.4): Vane's Speed -3, sunk; Low's 1
    expect(t.ev('allianceBroken')).toEqual([{ type: 'allianceBroken', rule: '11.6', pirates: ['vane', 'low'], reason: 'leftPlay' }]);
    expect(t.state.pirates['vane']).toBeUndefined();
    expect(t.pirate('low')).toMatchObject({ ally: null, speed: 1 });
  });
});

describe('4.53: Actions an Initiative Pirate takes with him when he Retires', () => {
  it('4.53: retiring with the card\'s last Action forfeits nothing: no Actions are reported lost', () => {
    const t = solo('teach', 'bath', { np: 10, netWorth: 2350, safeHavens: ['bath'] }, { governors: { bath: 'pro' }, turn: { player: 'A', actionsCard: 'warship-sighting', actionsLeft: 1, actionsPirate: 'teach' } });
    t.act({ type: 'retire', player: 'A', pirate: 'teach' });
    expect(t.last('pirateRetired')).toMatchObject({ pirate: 'teach', vp: 43 });
    expect(t.ev('actionsForfeited')).toEqual([]);
    expect(t.state.turn).toMatchObject({ actionsLeft: 0, actionsPirate: null });
  });

  it('4.53: retiring with Actions left forfeits them, reported under 4.53', () => {
    const t = solo('teach', 'bath', { np: 10, netWorth: 2350, safeHavens: ['bath'] }, { governors: { bath: 'pro' }, turn: { player: 'A', actionsCard: 'warship-sighting', actionsLeft: 3, actionsPirate: 'teach' } });
    t.act({ type: 'retire', player: 'A', pirate: 'teach' });
    expect(t.ev('actionsForfeited')).toEqual([{ type: 'actionsForfeited', rule: '4.53', player: 'A', pirate: 'teach', actions: 2 }]);
    expect(t.state.turn).toMatchObject({ actionsLeft: 0, actionsPirate: null });
  });
});

describe('11.3: Booty shared by an Alliance', () => {
  it('11.3: 1 Doubloon grabbed goes to the higher Leadership (Condent); Vane\'s share of 0 takes no Hold', () => {
    const t = table({
      condent: { owner: 'A', at: 'charleston', ally: 'vane' },
      vane: { owner: 'A', at: 'charleston', ally: 'condent' },
      bonnet: { owner: 'B', at: 'charleston', dr: 'voluntary', holds: [1] },
    });
    t.act({ type: 'bootyGrab', player: 'A', pirate: 'vane', target: 'bonnet' });
    t.roll(4); // 4 + 4 + 1 = 9
    t.roll(1); // 1 + 2 = 3: difference 6
    t.clear();
    t.roll(1); // (1 + 6) x 10 = 70 % of 1, rounded up: 1
    expect(t.last('bootyGrabbed')).toMatchObject({ doubloons: 1 });
    expect(t.ev('bootyStowed')).toEqual([{ type: 'bootyStowed', rule: '9.63', pirate: 'condent', doubloons: 1, holds: [1], alliance: '11.3' }]);
    expect(t.pirate('vane').holds).toEqual([]);
  });
});

describe('19.19 / RULINGS B54 #5: only an SP Pirate\'s D&R is always involuntary', () => {
  it('13.11: in solitaire, Blackbeard\'s own D&R declared In-Port stays voluntary (+1 Loyalty, 13.21)', () => {
    const t = solitaire({
      options: { cunning: false },
      turn: { player: 'A', phase: 'play', actionsCard: 'heavy-guns', actionsLeft: 2 },
      pirates: { ...SOLO_PIRATES, teach: { owner: 'A', at: 'charleston', loyalty: 4 } },
    });
    t.act({ type: 'inPortActivities', player: 'A', pirate: 'teach' });
    t.draw('fair-winds'); // the SP's Anti-Pirate check (19.13): no effect
    expect(t.act({ type: 'declareDR', player: 'A', pirate: 'teach' }).slice(0, 2)).toEqual([
      { type: 'drDeclared', rule: '13.11', pirate: 'teach', kind: 'voluntary' },
      { type: 'loyaltyChanged', rule: '13.21', pirate: 'teach', delta: 1, reason: 'drElsewhere', from: 4, to: 5 },
    ]);
    expect(t.pirate('teach').dr).toBe('voluntary');
  });
});

describe('11.3: Notoriety won by an Alliance is split, the odd point to the higher Leadership', () => {
  it('11.3: a Brigantine looted by Vane and Condent: its Notoriety is split, the odd point to Condent (higher Leadership), each share reported under 11.3', () => {
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 3 },
      pirates: {
        condent: { owner: 'A', at: 'east-caribbean', ally: 'vane' },
        vane: { owner: 'A', at: 'east-caribbean', ally: 'condent' },
      },
      merchants: { 'santo-domingo': { type: 'brigantine', foundBy: 'vane' } },
    });
    t.act({ type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.roll(6); // 6 + 3 = 9: 2500 Doubloons, 3 NP (8.33)
    t.draw('seaman');
    t.act({ type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true });
    t.act({ type: 'takeCargo', player: 'A', pirate: 'vane' });
    expect(t.ev('notorietyGained')).toEqual([
      { type: 'notorietyGained', rule: '8.33', pirate: 'condent', amount: 2, reason: 'loot', total: 2, alliance: '11.3' },
      { type: 'notorietyGained', rule: '8.33', pirate: 'vane', amount: 1, reason: 'loot', total: 1, alliance: '11.3' },
    ]);
    expect(t.pirate('condent').np).toBe(2);
    expect(t.pirate('vane').np).toBe(1);
  });
});

describe('17.2 #22 / 6.26 / R40: Wear and Tear on an Alliance', () => {
  /** Condent and Vane (A, allied) at sea; B plays Wear and Tear as Condent moves. */
  function wornAlliance(condent: Record<string, unknown>, vane: Record<string, unknown>, crewLoyalty: Record<string, number> = {}): Table {
    return wearAndTearOnMove(
      {
        condent: { owner: 'A', at: 'central-atlantic', ship: 'sloop', ally: 'vane', loyalty: 6, ...condent },
        vane: { owner: 'A', at: 'central-atlantic', ship: 'sloop', ally: 'condent', loyalty: 4, ...vane },
      },
      'condent',
      'north-atlantic',
      { components: houseRules(crewLoyalty) },
    );
  }

  it('6.26: neither ship falls below Speed 0: the Speed hits cost no Loyalty', () => {
    const t = wornAlliance({ speed: 3 }, { speed: 2 });
    t.roll(2); // 1 Speed hit on each ship (11.4)
    expect(t.pirate('condent')).toMatchObject({ speed: 2, loyalty: 6 });
    expect(t.pirate('vane')).toMatchObject({ speed: 1, loyalty: 4 });
    expect(t.ev('loyaltyChanged')).toEqual([]);
  });

  it("6.26 / R40: one ship falls below 0: the table's speedBelowZero (-2 here) is one change for the Alliance, each crew once", () => {
    const t = wornAlliance({ speed: 3 }, { speed: 0 }, { speedBelowZero: -2 });
    t.roll(2);
    expect(t.ev('loyaltyChanged')).toEqual([
      { type: 'loyaltyChanged', rule: '6.26', pirate: 'condent', delta: -2, reason: 'speedBelowZero', from: 6, to: 4 },
      { type: 'loyaltyChanged', rule: '6.26', pirate: 'vane', delta: -2, reason: 'speedBelowZero', from: 4, to: 2 },
    ]);
  });
});

describe("13.21 / Crew Loyalty Table: a D&R marker's gain is the table's", () => {
  /** Blackbeard (Loyalty 3) declares D&R In-Port at `port`; the table's `entry` is set to `gain`. */
  function drDeclaredGains(port: string, entry: string, gain: number): void {
    const t = solo('teach', port, { loyalty: 3 }, { components: houseRules({ [entry]: gain }) });
    t.act({ type: 'inPortActivities', player: 'A', pirate: 'teach' });
    expect(t.act({ type: 'declareDR', player: 'A', pirate: 'teach' }).slice(0, 2)).toEqual([
      { type: 'drDeclared', rule: '13.11', pirate: 'teach', kind: 'voluntary' },
      { type: 'loyaltyChanged', rule: '13.21', pirate: 'teach', delta: gain, reason: entry, from: 3, to: 3 + gain },
    ]);
  }

  it("13.11 / 13.21: D&R declared In-Port at a Pirate Port gains the table's drPiratePort (4 here)", () => drDeclaredGains('isla-de-tortuga', 'drPiratePort', 4));

  it("13.11 / 13.21: D&R declared In-Port elsewhere gains the table's drElsewhere (2 here)", () => drDeclaredGains('charleston', 'drElsewhere', 2));
});

describe('9.54 / 11.4 / 6.25: the odd Combat hit when the even shares have sunk a ship', () => {
  /** Condent (Combat `condent`) and Vane (Combat 0), allied, fail against San Juan: 1 + Combat + 8 against 7 + `defenseDie`. */
  function failedAttack(condent: number, defenseDie: number): Table {
    const t = table({
      condent: { owner: 'A', at: 'east-caribbean', np: 5, ally: 'vane', combat: condent },
      vane: { owner: 'A', at: 'east-caribbean', ally: 'condent', combat: 0 },
    });
    t.act({ type: 'attackPort', player: 'A', pirate: 'condent', port: 'san-juan' });
    t.roll(1);
    t.exact({ type: 'chance', value: [defenseDie] });
    return t;
  }

  it('3 hits (10 against 13): 1 each sinks Vane; the odd hit goes to Condent, the one ship left, with no question (and sinks him too)', () => {
    const t = failedAttack(1, 6);
    expect(t.ev('damaged')).toEqual([
      { type: 'damaged', rule: '9.54', pirate: 'condent', track: 'combat', hits: 1, value: 0 },
      { type: 'damaged', rule: '9.54', pirate: 'vane', track: 'combat', hits: 1, value: -1 },
      { type: 'damaged', rule: '9.54', pirate: 'condent', track: 'combat', hits: 1, value: -1 },
    ]);
    expect(t.ev('shipSunk').map((e) => e.pirate)).toEqual(['vane', 'condent']);
    expect(t.pending).toEqual({ kind: 'decision', player: 'A', frame: 'turn', rule: '4.4' });
  });

  it('3 hits (9 against 12): 1 each sinks both ships; the odd hit falls on no one', () => {
    const t = failedAttack(0, 5);
    expect(t.ev('damaged').map((e) => [e.pirate, e.hits])).toEqual([
      ['condent', 1],
      ['vane', 1],
    ]);
    expect(t.ev('shipSunk').map((e) => e.pirate)).toEqual(['condent', 'vane']);
    expect(t.state.pirates).toEqual({});
    expect(t.pending).toEqual({ kind: 'decision', player: 'A', frame: 'turn', rule: '4.4' });
  });
});

describe('11.6: a Mutiny that occurs breaks the Alliance', () => {
  /** A's turn starts with Scurvy on Vane (Loyalty 1; allied to Low when `ally`): his crew falls to 0 (17.2 #18, 14.1). */
  function scurvied(ally: boolean): Table {
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'C' },
      hands: { A: ['scurvy-outbreak', 'wear-and-tear', 'wear-and-tear', 'local-resistance'] },
      pirates: {
        vane: { owner: 'A', at: 'india', scurvy: true, loyalty: 1, ...(ally ? { ally: 'low' } : {}) },
        low: { owner: 'A', at: 'india', loyalty: 5, ...(ally ? { ally: 'vane' } : {}) },
      },
      merchants: FIVE_MERCHANTS,
    });
    t.act({ type: 'endTurn', player: 'C' });
    return t;
  }

  it('11.6 / 14.1: allied Vane\'s crew at 0 mutinies: the Alliance is broken, for the Mutiny', () => {
    const t = scurvied(true);
    expect(t.ev('allianceBroken')).toEqual([{ type: 'allianceBroken', rule: '11.6', pirates: ['vane', 'low'], reason: 'mutiny' }]);
    expect(t.pirate('low').ally).toBeNull();
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'mutiny' });
  });

  it('14.1: a lone Pirate\'s Mutiny breaks no Alliance', () => {
    const t = scurvied(false);
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'mutiny' });
    expect(t.ev('allianceBroken')).toEqual([]);
  });
});

describe('8.15 / 4.53: what a sunk Pirate takes with him, and only he', () => {
  /** Low (A; Speed -2), who holds A's Initiative Actions and Found a Merchant, sinks to Wear and Tear as he moves; Vane (A) Found another. */
  function lowSinks(): Table {
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2, actionsPirate: 'low' },
      hands: { B: ['wear-and-tear'] },
      pirates: {
        low: { owner: 'A', at: 'east-caribbean', ship: 'sloop', speed: -2 },
        vane: { owner: 'A', at: 'india' },
      },
      merchants: { 'santo-domingo': { type: 'brigantine', foundBy: 'low' }, bombay: { type: 'flute', foundBy: 'vane' } },
    });
    t.exact({ type: 'move', player: 'A', pirate: 'low', to: { kind: 'sea', area: 'west-caribbean' } });
    t.exact({ type: 'playEvent', player: 'B', card: 'wear-and-tear' });
    t.roll(2); // 1 hit: Speed -3, sunk (6.25)
    expect(t.last('shipSunk')).toMatchObject({ pirate: 'low' });
    return t;
  }

  it('8.15 / RULINGS B29: the Merchant Vane Found stays Found by him', () => {
    const t = lowSinks();
    expect(t.state.merchants['santo-domingo']).toMatchObject({ foundBy: null });
    expect(t.state.merchants['bombay']).toMatchObject({ type: 'flute', foundBy: 'vane' });
  });

  it("4.53: the Initiative's Actions tied to Low are freed for any other Pirate of A's", () => {
    const t = lowSinks();
    expect(t.state.turn.actionsPirate).toBeNull();
  });

  it('4.53: Actions tied to Vane stay his when his ally Low is sunk beside him', () => {
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2, actionsPirate: 'vane' },
      hands: { B: ['wear-and-tear'] },
      pirates: {
        vane: { owner: 'A', at: 'east-caribbean', ship: 'sloop', ally: 'low' },
        low: { owner: 'A', at: 'east-caribbean', ship: 'sloop', speed: -2, ally: 'vane' },
      },
    });
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: { kind: 'sea', area: 'west-caribbean' } });
    t.exact({ type: 'playEvent', player: 'B', card: 'wear-and-tear' });
    t.roll(2); // 1 hit on each ship (11.4): Low's Speed -3, sunk (6.25)
    expect(t.last('shipSunk')).toMatchObject({ pirate: 'low' });
    expect(t.state.turn.actionsPirate).toBe('vane');
  });
});
