import { describe, it, expect } from 'vitest';
import { builtinComponents, type ComponentSet } from '../../src/index.js';
import { firstPrintLooted, scenario, port, sea, type Table } from './helpers.js';
import { solo, table } from './career-helpers.js';

/**
 * Every Loyalty change is read from the Crew Loyalty Table of the game's component set, not from
 * the built-in values: a scenario whose set changes an entry (a house rule) gets that change. Each
 * test gives an entry a value other than the built-in one, so reading the wrong key, or the
 * built-in fallback, shows. Found by surviving mutants of the rule files (docs/coverage.md,
 * "Mutation testing"), first listed as equivalent for the built-in set only.
 */

/** The built-in component set with these Crew Loyalty Table entries changed. */
function houseRules(crewLoyalty: Record<string, number>): ComponentSet {
  const components = structuredClone(builtinComponents);
  Object.assign(components.tables.crewLoyalty, crewLoyalty);
  return components;
}

/** Loyalty changes of one reason, as [delta, from, to]. */
function changes(t: Table, reason: string): [number, number, number][] {
  return t.ev('loyaltyChanged').filter((e) => e.reason === reason).map((e) => [e.delta, e.from, e.to]);
}

describe('14.2 Mutiny: mutinyTie and mutinyReset', () => {
  /** Vane (A; Leadership 2) at sea, Loyalty 3; C holds a Mutiny Conspiracy (17.2 #15). */
  function conspiracy(crewLoyalty: Record<string, number>, pirateHand: string[] = []): Table {
    const t = table({ vane: { owner: 'A', at: 'east-caribbean', loyalty: 3 } }, { hands: { C: ['mutiny-conspiracy'] }, pirateHands: { A: pirateHand }, components: houseRules(crewLoyalty) });
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('west-caribbean') });
    t.act({ type: 'playEvent', player: 'C', card: 'mutiny-conspiracy' });
    t.roll(2, 2); // 4 > Loyalty 3: a Mutiny (17.2 #15)
    return t;
  }

  it('14.2: a tie quashes the Mutiny and costs the table\'s mutinyTie (-2 here): Loyalty 3 -> 1', () => {
    const t = conspiracy({ mutinyTie: -2 });
    t.roll(2); // = Leadership 2
    expect(t.last('mutiny')).toMatchObject({ rule: '14.2', outcome: 'quashed, Loyalty -1' });
    expect(t.last('loyaltyChanged')).toEqual({ type: 'loyaltyChanged', rule: '14.2', pirate: 'vane', delta: -2, reason: 'mutinyTie', from: 3, to: 1 });
    expect(t.pirate('vane').loyalty).toBe(1);
  });

  it('14.2: the new captain of a successful Mutiny starts at the table\'s mutinyReset (5 here)', () => {
    const t = conspiracy({ mutinyReset: 5 }, ['bonnet']);
    t.roll(3); // > Leadership 2: the mutineers win
    t.act({ type: 'chooseReplacement', player: 'A', pirate: 'bonnet' });
    expect(t.last('newCaptain')).toMatchObject({ rule: '14.2', pirate: 'bonnet', replaces: 'vane', loyalty: 5 });
    expect(t.pirate('bonnet').loyalty).toBe(5);
  });
});

describe('9.53, 9.55: portAttack and sack', () => {
  it('9.53: taking San Juan gains the table\'s portAttack (2 here); 9.55: sacking it, the table\'s sack (3 here)', () => {
    const t = solo('condent', 'east-caribbean', { loyalty: 5 }, { governors: { 'san-juan': 'pro' }, components: houseRules({ portAttack: 2, sack: 3 }) });
    t.act({ type: 'attackPort', player: 'A', pirate: 'condent', port: 'san-juan' });
    t.roll(6); // 6 + 5 + 4 = 15
    t.roll(1); // 1 + 7 = 8: taken (9.52)
    t.roll(5, 2);
    expect(changes(t, 'portAttack')).toEqual([[2, 5, 7]]);
    t.act({ type: 'sackPort', player: 'A', pirate: 'condent' });
    t.roll(5); // 5 + Cruelty 3 = 8 > Defense 7
    expect(t.last('portSacked')).toMatchObject({ pirate: 'condent', port: 'san-juan' });
    expect(changes(t, 'sack')).toEqual([[3, 7, 10]]);
  });
});

describe('18.41D: failedBribe', () => {
  it('18.41D: declining the Governor\'s price costs the table\'s failedBribe (-2 here)', () => {
    const t = solo('teach', 'charleston', { np: 5, netWorth: 3000, loyalty: 5 }, { governors: { charleston: 'pro' }, components: houseRules({ failedBribe: -2 }) });
    t.act({ type: 'retire', player: 'A', pirate: 'teach' });
    t.d66(2, 3);
    t.act({ type: 'payBribe', player: 'A', pirate: 'teach', pay: false });
    expect(changes(t, 'failedBribe')).toEqual([[-2, 5, 3]]);
  });
});

describe('8.5: convertLarger and convertSmaller', () => {
  /** Vane (A) converts the Merchant he looted off Santo Domingo (first print: its own Action, 4.5D). */
  function converted(merchant: string, vane: Record<string, unknown>, crewLoyalty: Record<string, number>): Table {
    const t = firstPrintLooted(merchant, { loyalty: 5, ...vane }, { components: houseRules(crewLoyalty) });
    t.act({ type: 'convertMerchant', player: 'A', pirate: 'vane' });
    return t;
  }

  it('8.5: a larger ship gains the table\'s convertLarger (2 here)', () => {
    const t = converted('brigantine', { ship: 'sloop' }, { convertLarger: 2 });
    expect(changes(t, 'convertLarger')).toEqual([[2, 5, 7]]);
  });

  it('8.5: a smaller ship costs the table\'s convertSmaller (-3 here)', () => {
    const t = converted('sloop', { ship: 'brigantine', holds: [100, 200, 300] }, { convertSmaller: -3 });
    expect(changes(t, 'convertSmaller')).toEqual([[-3, 5, 2]]);
  });
});

describe('8.32-8.33, 8.45: declineCargo, cargoStar, cargoDoubleStar, torture', () => {
  /** Vane (A; Cruelty 3) at sea, Loyalty 5, with a Found Merchant off Santo Domingo; the Loot begins. */
  function looting(merchant: string, cargoRoll: number, hostage: string, crewLoyalty: Record<string, number>): Table {
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 3 },
      pirates: { vane: { owner: 'A', at: 'east-caribbean', loyalty: 5 } },
      merchants: { 'santo-domingo': { type: merchant, foundBy: 'vane' } },
      components: houseRules(crewLoyalty),
    });
    t.act({ type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.roll(cargoRoll);
    t.draw(hostage);
    return t;
  }
  const seize = (t: Table, yes: boolean) => t.act({ type: 'seizeBooty', player: 'A', pirate: 'vane', seize: yes });

  it('8.32 / RULINGS B30: declining the Booty costs the table\'s declineCargo (-2 here)', () => {
    const t = looting('schooner', 3, 'seaman', { declineCargo: -2 });
    seize(t, false);
    expect(changes(t, 'declineCargo')).toEqual([[-2, 5, 3]]);
  });

  it('8.32 / RULINGS B27: a * cargo costs the table\'s cargoStar (-2 here)', () => {
    const t = looting('sloop', 1, 'seaman', { cargoStar: -2 }); // 1 + 1 = 2: 400, *
    seize(t, true);
    expect(changes(t, 'cargoStar')).toEqual([[-2, 5, 3]]);
  });

  it('8.32 / RULINGS B27: a ** cargo gains the table\'s cargoDoubleStar (2 here)', () => {
    const t = looting('brigantine', 6, 'seaman', { cargoDoubleStar: 2 }); // 6 + 3 = 9: 2500, **
    seize(t, true);
    expect(changes(t, 'cargoDoubleStar')).toEqual([[2, 5, 7]]);
  });

  it('8.45: torturing the Hostage gains the table\'s torture (3 here)', () => {
    const t = looting('schooner', 3, 'captain', { torture: 3 });
    seize(t, true);
    t.act({ type: 'takeCargo', player: 'A', pirate: 'vane' });
    t.act({ type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'torture' });
    t.roll(4);
    expect(changes(t, 'torture')).toEqual([[3, 5, 8]]);
  });
});

describe('9.62: failedBootyGrab', () => {
  it('9.62: a failed Grab costs the table\'s failedBootyGrab (-3 here)', () => {
    const t = table(
      {
        low: { owner: 'A', at: 'charleston', loyalty: 5 },
        bonnet: { owner: 'B', at: 'charleston', dr: 'voluntary', holds: [1000, 500] },
      },
      { components: houseRules({ failedBootyGrab: -3 }) },
    );
    t.act({ type: 'bootyGrab', player: 'A', pirate: 'low', target: 'bonnet' });
    t.roll(1); // 1 + 3 + 1 = 5
    t.roll(6); // 6 + 2 = 8: the Grab fails (9.62)
    expect(changes(t, 'failedBootyGrab')).toEqual([[-3, 5, 2]]);
  });
});

describe('RULINGS B43: drPiratePort, the top-up of a D&R marker in a Pirate Port', () => {
  it('B43: the involuntary D&R of a Sack (drElsewhere +1) is topped up to the table\'s drPiratePort (4 here): +3', () => {
    const t = solo('condent', 'charleston', { loyalty: 3, sackable: 'charleston' }, { components: houseRules({ drPiratePort: 4 }) });
    t.act({ type: 'sackPort', player: 'A', pirate: 'condent' });
    t.roll(6); // 6 + 3 > Defense 4
    expect(t.pirate('condent')).toMatchObject({ dr: 'involuntary', loyalty: 5, location: sea('south-atlantic') });
    t.act({ type: 'move', player: 'A', pirate: 'condent', to: port('new-providence') });
    expect(changes(t, 'drPiratePort')).toEqual([[3, 5, 8]]);
    expect(t.pirate('condent').loyalty).toBe(8);
  });
});

describe('17.2 #18, #17: scurvy and winAmbitionDuel', () => {
  it('17.2 #18: a Scurvy Outbreak costs the table\'s scurvy (-2 here)', () => {
    const t = table({ vane: { owner: 'A', at: 'east-caribbean', loyalty: 5 } }, { hands: { C: ['scurvy-outbreak'] }, components: houseRules({ scurvy: -2 }) });
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('west-caribbean') });
    t.act({ type: 'playEvent', player: 'C', card: 'scurvy-outbreak' });
    expect(t.last('scurvy')).toMatchObject({ rule: '17.2', pirate: 'vane' });
    expect(changes(t, 'scurvy')).toEqual([[-2, 5, 3]]);
  });

  it('17.2 #18: each start of the owner\'s Player-Turn with Scurvy costs the table\'s scurvy too (-2 here)', () => {
    const t = scenario({
      players: 3,
      turn: { player: 'A', phase: 'start' },
      pirates: { vane: { owner: 'A', at: 'east-caribbean', loyalty: 5, scurvy: true } },
      components: houseRules({ scurvy: -2 }),
    });
    expect(t.pirate('vane').loyalty).toBe(3);
  });

  it('17.2 #17: the active Pirate who wins the Piratical Ambition Duel gains the table\'s winAmbitionDuel (2 here)', () => {
    const t = table(
      { low: { owner: 'A', at: 'central-atlantic', loyalty: 3 } },
      { hands: { B: ['piratical-ambition'] }, pirateHands: { B: ['teach'] }, components: houseRules({ winAmbitionDuel: 2 }) },
    );
    t.exact({ type: 'move', player: 'A', pirate: 'low', to: sea('south-atlantic') });
    t.act({ type: 'playEvent', player: 'B', card: 'piratical-ambition' });
    t.act({ type: 'chooseReplacement', player: 'B', pirate: 'teach' });
    t.roll(1, 1, 1, 1); // Teach's Duel: 4
    t.roll(3, 3, 2); // Low's: 8
    expect(t.last('challengerKilled')).toMatchObject({ rule: '17.2', pirate: 'teach' });
    expect(changes(t, 'winAmbitionDuel')).toEqual([[2, 3, 5]]);
  });
});
