import { describe, it, expect } from 'vitest';
import { builtinComponents, GameStateSchema, type ScenarioSpec } from '../../src/index.js';
import { refusal, scenario, warshipFight, warshipSent, type Table } from './helpers.js';

/**
 * Rule outcomes of Warships (6.41-6.47) that no other test read, written ahead of the Stryker run
 * of src/actions/warship.ts (docs/coverage.md, "Mutation testing"). Vane (A): Ability 4, Schooner
 * Combat 6 Speed 3, in the East Caribbean, where Santo Domingo has a Merchant and San Juan (Defense
 * 7) may be attacked. The medium Warship: Speed 3, Combat 7; the light one: Speed 4, Combat 5.
 */

function vane(more: Partial<ScenarioSpec> = {}): Table {
  return scenario({
    players: 3,
    options: { cunning: false },
    turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
    hands: { B: ['warship-sighting'] },
    pirates: { vane: { owner: 'A', at: 'east-caribbean', ship: 'schooner' } },
    merchants: { 'santo-domingo': { type: 'brigantine' } },
    ...more,
  });
}

const find = { type: 'findMerchant', player: 'A', pirate: 'vane', port: 'santo-domingo' } as const;
const sighting = { type: 'playEvent', player: 'B', card: 'warship-sighting' } as const;

/** The roller of the dice the game waits for (null: the AP side rolls). */
function roller(t: Table): string | null | undefined {
  const p = t.pending;
  return p.kind === 'chance' && p.spec.kind === 'dice' ? p.spec.roller : undefined;
}

/** B plays the Sighting at the Find's announcement, draws the medium Warship and attacks with it. */
function attacked(t: Table): void {
  t.exact(find);
  warshipSent(t);
}

describe('6.42: the Sighting, step by step', () => {
  it('the draw and the placement cite 6.42; the AP player decides under 6.42; the Pirate answers under 6.45', () => {
    const t = vane();
    t.exact(find);
    t.exact(sighting);
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'warship', spec: { kind: 'draw', pool: 'warship' } });
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ rule: '6.42' });
    t.draw('warship-medium');
    expect(t.last('warshipPlaced')).toEqual({ type: 'warshipPlaced', rule: '6.42', player: 'B', area: 'east-caribbean', warship: 'warship-medium', speed: 3, combat: 7 });
    expect(t.state.warshipPool['warship-medium']).toBe(5);
    expect(t.pending).toEqual({ kind: 'decision', player: 'B', frame: 'warship', rule: '6.42' });
    expect(t.legal()).toEqual([
      { type: 'warshipAttack', player: 'B', attack: true },
      { type: 'warshipAttack', player: 'B', attack: false },
    ]);
    t.exact({ type: 'warshipAttack', player: 'B', attack: true });
    expect(t.pending).toEqual({ kind: 'decision', player: 'A', frame: 'warship', rule: '6.45' });
    expect(t.legal()).toEqual([
      { type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'fight' },
      { type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'escape' },
    ]);
  });

  it('left On Station (6.42): the event names the Sea Area, the Warship stays, the Find goes on', () => {
    const t = vane();
    t.exact(find);
    t.exact(sighting);
    t.draw('warship-light');
    t.exact({ type: 'warshipAttack', player: 'B', attack: false });
    expect(t.last('warshipOnStation')).toEqual({ type: 'warshipOnStation', rule: '6.42', area: 'east-caribbean' });
    expect(t.state.warships['east-caribbean']).toBe('warship-light');
    expect(t.ev('pirateResponds')).toEqual([]);
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'find' });
  });
});

describe('6.45: escape', () => {
  it('the choice, both rolls (the AP side first) and the escape cite 6.45; an escape cancels the Find (6.45)', () => {
    const t = vane();
    attacked(t);
    t.exact({ type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'escape' });
    expect(t.last('pirateResponds')).toEqual({ type: 'pirateResponds', rule: '6.45', pirate: 'vane', choice: 'escape' });
    expect(roller(t)).toBeNull();
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ rule: '6.45' });
    t.roll(4);
    expect(roller(t)).toBe('vane');
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ rule: '6.45' });
    t.roll(4);
    // 4 + 3 against 4 + 3: equal, he escapes (6.45).
    expect(t.last('escapeAttempt')).toMatchObject({ type: 'escapeAttempt', rule: '6.45', pirate: 'vane', warship: { die: 4, speed: 3, total: 7 }, pursued: { die: 4, speed: 3, total: 7 }, outcome: 'escaped' });
    expect(t.last('actionCancelled')).toMatchObject({ rule: '6.45', pirate: 'vane' });
    expect(t.ev('warshipBattle')).toEqual([]);
    expect(t.state.merchants['santo-domingo']).toBeUndefined();
    expect(t.state.warships['east-caribbean']).toBe('warship-medium');
    expect(t.state.turn.actionsLeft).toBe(1);
  });

  it('caught: the battle follows with the Pirate rolling first (6.46)', () => {
    const t = vane();
    attacked(t);
    t.exact({ type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'escape' });
    t.roll(5);
    t.roll(4);
    // 5 + 3 = 8 against 4 + 3 = 7: caught.
    expect(t.last('escapeAttempt')).toMatchObject({ warship: { die: 5, speed: 3, total: 8 }, pursued: { die: 4, speed: 3, total: 7 }, outcome: 'caught' });
    expect(t.ev('actionCancelled')).toEqual([]);
    expect(roller(t)).toBe('vane');
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ rule: '6.46' });
    t.roll(6);
    expect(roller(t)).toBeNull();
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ rule: '6.46' });
    t.roll(1);
    // 6 + 6 + 4 = 16 against 1 + 7 + 2 = 10.
    expect(t.last('warshipBattle')).toMatchObject({ attack: { die: 6, total: 16 }, defense: { die: 1, total: 10 }, outcome: 'pirateWins' });
  });
});

describe('6.46: the battle', () => {
  it('a tie is the Warship\'s: no hit, Loyalty -1 (lostToWarship), the Find cancelled (6.46)', () => {
    const t = vane();
    attacked(t);
    t.exact({ type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'fight' });
    expect(t.last('pirateResponds')).toEqual({ type: 'pirateResponds', rule: '6.45', pirate: 'vane', choice: 'fight' });
    expect(roller(t)).toBe('vane');
    t.roll(1);
    t.roll(2);
    // 1 + 6 + 4 = 11 against 2 + 7 + 2 = 11.
    expect(t.last('warshipBattle')).toMatchObject({
      type: 'warshipBattle',
      rule: '6.46',
      pirate: 'vane',
      area: 'east-caribbean',
      warship: 'warship-medium',
      attack: { die: 1, combat: 6, ability: 4, heavyGuns: 0, total: 11 },
      defense: { die: 2, combat: 7, livingRules: 2, total: 11 },
      outcome: 'warshipWins',
    });
    expect(t.last('loyaltyChanged')).toMatchObject({ rule: '6.46', pirate: 'vane', delta: -1, reason: 'lostToWarship' });
    expect(t.ev('damaged')).toEqual([]);
    expect(t.pirate('vane').combat).toBe(6);
    expect(t.last('actionCancelled')).toMatchObject({ rule: '6.46', pirate: 'vane' });
    expect(t.state.warships['east-caribbean']).toBe('warship-medium');
    expect(t.state.merchants['santo-domingo']).toBeUndefined();
  });

  it('the Pirate wins: NP = the Warship\'s Combat (defeatWarship), 1 Combat hit, the Warship back in the pool (6.46, 6.47)', () => {
    const t = vane();
    t.exact(find);
    warshipFight(t, 'vane', 2, 1);
    // 2 + 6 + 4 = 12 against 1 + 7 + 2 = 10.
    expect(t.last('warshipBattle')).toMatchObject({ attack: { total: 12 }, defense: { total: 10 }, outcome: 'pirateWins' });
    expect(t.last('notorietyGained')).toEqual({ type: 'notorietyGained', rule: '6.46', pirate: 'vane', amount: 7, reason: 'defeatWarship', total: 7 });
    expect(t.last('damaged')).toEqual({ type: 'damaged', rule: '6.46', pirate: 'vane', track: 'combat', hits: 1, value: 5 });
    expect(t.ev('loyaltyChanged')).toEqual([]);
    expect(t.ev('actionCancelled')).toEqual([]);
    expect(t.state.warships['east-caribbean']).toBeUndefined();
    expect(t.state.warshipPool['warship-medium']).toBe(6);
    expect(t.state.merchants['santo-domingo']).toMatchObject({ type: 'brigantine' });
  });
});

describe('6.43: an On-Station Warship', () => {
  it('its use cites 6.43 and names the Warship; the Pirate is asked at once (6.45)', () => {
    const t = vane({ hands: {}, warships: { 'east-caribbean': 'warship-light' } });
    t.exact(find);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(t.legal()).toEqual([{ type: 'useWarship', player: 'B' }, { type: 'pass', player: 'B' }]);
    t.exact({ type: 'useWarship', player: 'B' });
    expect(t.last('warshipActivated')).toEqual({ type: 'warshipActivated', rule: '6.43', player: 'B', area: 'east-caribbean', warship: 'warship-light', pirate: 'vane' });
    expect(t.pending).toEqual({ kind: 'decision', player: 'A', frame: 'warship', rule: '6.45' });
    t.exact({ type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'escape' });
    t.roll(1);
    t.roll(1);
    // 1 + 4 against 1 + 3: caught by the faster light Warship.
    expect(t.last('escapeAttempt')).toMatchObject({ warship: { die: 1, speed: 4, total: 5 }, pursued: { total: 4 }, outcome: 'caught' });
  });

  it('one in another Sea Area is not offered', () => {
    const t = vane({ hands: {}, warships: { 'west-caribbean': 'warship-light' } });
    t.exact(find);
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'find' });
  });
});

describe('6.42: who is asked', () => {
  it('a player without a card in hand and no Warship On Station is not asked', () => {
    const t = vane({ hands: {} });
    t.exact(find);
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'find' });
  });

  it('6.42: also after the Find roll, whether or not it succeeded', () => {
    const t = vane();
    t.exact(find);
    t.exact({ type: 'pass', player: 'B' });
    t.exact({ type: 'chance', value: [1] }); // 1 + 4 = 5: not found
    expect(t.last('findFailed')).toMatchObject({ pirate: 'vane' });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(t.legal()).toEqual([sighting, { type: 'pass', player: 'B' }]);
  });

  it('6.42: at an Attack Port\'s announcement, and after it failed', () => {
    const at = vane();
    at.exact({ type: 'attackPort', player: 'A', pirate: 'vane', port: 'san-juan' });
    expect(at.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(at.legal()).toEqual([sighting, { type: 'pass', player: 'B' }]);
    const after = vane();
    after.exact({ type: 'attackPort', player: 'A', pirate: 'vane', port: 'san-juan' });
    after.exact({ type: 'pass', player: 'B' });
    after.roll(1);
    after.exact({ type: 'chance', value: [6] });
    expect(after.last('portAttacked')).toMatchObject({ outcome: 'failure' });
    expect(after.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(after.legal()).toEqual([sighting, { type: 'pass', player: 'B' }]);
  });
});

describe('17.2 #19: a Warship Sighting is a card played against the Pirate', () => {
  it('his owner may negate it with Skull and Crossbones before the Warship is drawn', () => {
    const t = vane({ options: { cunning: true }, hands: { A: ['skull-and-crossbones'], B: ['warship-sighting'] } });
    t.exact(find);
    t.exact(sighting);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'window' });
    expect(t.legal()).toEqual([{ type: 'playEvent', player: 'A', card: 'skull-and-crossbones', pirate: 'vane' }, { type: 'pass', player: 'A' }]);
    t.exact({ type: 'playEvent', player: 'A', card: 'skull-and-crossbones', pirate: 'vane' });
    expect(t.ev('warshipPlaced')).toEqual([]);
    expect(t.state.warships).toEqual({});
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'find' });
  });
});

describe('6.42: the Sighting is offered only to a player holding it', () => {
  it('a player with another card is asked (public information) but may only pass', () => {
    const t = vane({ hands: { B: ['heavy-guns'] } });
    t.exact(find);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(t.legal()).toEqual([{ type: 'pass', player: 'B' }]);
  });
});

describe('first print 6.46 / 18.12D (option warshipDamageVp): the event of the Warship player\'s VP', () => {
  it('the Pirate wins: 1 hit, 1 VP to B, citing 18.12', () => {
    const t = vane({ options: { cunning: false, warshipDamageVp: true } });
    t.exact(find);
    warshipFight(t, 'vane', 6, 1);
    expect(t.last('warshipDamageVp')).toEqual({ type: 'warshipDamageVp', rule: '18.12', player: 'B', pirate: 'vane', hits: 1, vp: 1, edition: 'firstPrint2008' });
    expect(t.vp('B')).toBe(1);
  });
});

/** The label of the chance the game waits for (what a player is shown). */
function label(t: Table): string | undefined {
  const p = t.pending;
  return p.kind === 'chance' ? p.spec.label : undefined;
}

describe('6.42-6.46: each draw and roll is labelled with its rule', () => {
  it('the draw (6.42), the escape rolls (6.45), the battle rolls (6.46)', () => {
    const t = vane();
    t.exact(find);
    t.exact(sighting);
    expect(label(t)).toBe('Draw a Warship (6.42)');
    t.draw('warship-medium');
    t.exact({ type: 'warshipAttack', player: 'B', attack: true });
    t.exact({ type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'escape' });
    expect(label(t)).toBe('Warship roll (6.45)');
    t.roll(6);
    expect(label(t)).toBe("Charles Vane's roll against the Warship (6.45)");
    t.roll(1);
    // 6 + 3 against 1 + 3: caught; the battle follows (6.46).
    expect(t.last('escapeAttempt')).toMatchObject({ outcome: 'caught' });
    expect(label(t)).toBe("Charles Vane's roll against the Warship (6.46)");
    t.roll(1);
    expect(label(t)).toBe('Warship roll (6.46)');
  });
});

describe('6.43: an On-Station Warship\'s use is the AP player\'s Action of type B', () => {
  it('the Anti-Pirate Action is recorded as type B, against the active player (4.62, 6.43)', () => {
    const t = vane({ hands: {}, warships: { 'east-caribbean': 'warship-light' } });
    t.exact(find);
    t.exact({ type: 'useWarship', player: 'B' });
    expect(t.last('antiPirateAction')).toEqual({ type: 'antiPirateAction', rule: '6.43', player: 'B', apType: 'B', against: 'A' });
    expect(t.state.turn.actionApTypes).toEqual(['B']);
  });

  it('4.62: after one use of type B in an Action, a second Warship On Station in it is not offered to another player (option allowSecondWarshipSameAction)', () => {
    const t = vane({ players: 4, options: { cunning: false, allowSecondWarshipSameAction: true }, hands: { C: ['warship-sighting'] }, warships: { 'east-caribbean': 'warship-light' } });
    t.exact(find);
    t.exact({ type: 'useWarship', player: 'B' });
    t.exact({ type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'fight' });
    t.roll(1);
    t.roll(1);
    // 1 + 6 + 4 = 11 against 1 + 5 + 2 = 8: the light Warship goes back to the pool (6.46).
    expect(t.last('warshipBattle')).toMatchObject({ outcome: 'pirateWins' });
    expect(t.state.warships['east-caribbean']).toBeUndefined();
    // The Find goes on: it fails (1 + 4 = 5). At its result C, allowed a second Warship AP Action in
    // this Action, places one and leaves it On Station ...
    t.exact({ type: 'chance', value: [1] });
    expect(t.last('findFailed')).toMatchObject({ pirate: 'vane' });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'C', frame: 'window' });
    t.exact({ type: 'playEvent', player: 'C', card: 'warship-sighting' });
    t.draw('warship-medium');
    t.exact({ type: 'warshipAttack', player: 'C', attack: false });
    expect(t.state.warships['east-caribbean']).toBe('warship-medium');
    // ... but D may not use it: type B was taken in this Action (4.62). He may only deploy a KC (10.12).
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'D', frame: 'window' });
    expect(t.legal('D')).toEqual([{ type: 'deployKc', player: 'D' }, { type: 'pass', player: 'D' }]);
  });
});

describe('6.42-6.46: a game saved in the middle of a Warship fight is a valid saved game', () => {
  it('after the Sighting, after the draw and after the attack is sent', () => {
    const t = vane();
    t.exact(find);
    t.exact(sighting);
    expect(GameStateSchema.safeParse(t.state).success).toBe(true);
    t.draw('warship-medium');
    expect(GameStateSchema.safeParse(t.state).success).toBe(true);
    t.exact({ type: 'warshipAttack', player: 'B', attack: true });
    expect(t.pending).toMatchObject({ kind: 'decision', frame: 'warship' });
    expect(GameStateSchema.safeParse(t.state).success).toBe(true);
  });

  it('once an On-Station Warship is used (6.43)', () => {
    const t = vane({ hands: {}, warships: { 'east-caribbean': 'warship-light' } });
    t.exact(find);
    t.exact({ type: 'useWarship', player: 'B' });
    expect(t.pending).toMatchObject({ kind: 'decision', frame: 'warship' });
    expect(GameStateSchema.safeParse(t.state).success).toBe(true);
  });
});

describe('6.46, 17.2 #10: Heavy Guns add 2 to the Combat roll against a Warship', () => {
  it('1 + 6 + 4 + 2 = 13 against 4 + 7 + 2 = 13 is a tie, the Warship\'s; 2 + 6 + 4 + 2 = 14 wins', () => {
    const tie = vane({ pirates: { vane: { owner: 'A', at: 'east-caribbean', ship: 'schooner', heavyGuns: true } } });
    tie.exact(find);
    warshipFight(tie, 'vane', 1, 4);
    expect(tie.last('warshipBattle')).toMatchObject({ rule: '6.46', attack: { die: 1, combat: 6, ability: 4, heavyGuns: 2, total: 13 }, defense: { total: 13 }, outcome: 'warshipWins' });
    const win = vane({ pirates: { vane: { owner: 'A', at: 'east-caribbean', ship: 'schooner', heavyGuns: true } } });
    win.exact(find);
    warshipFight(win, 'vane', 2, 4);
    expect(win.last('warshipBattle')).toMatchObject({ rule: '6.46', attack: { heavyGuns: 2, total: 14 }, defense: { total: 13 }, outcome: 'pirateWins' });
  });
});

describe('6.46: the Loyalty loss is the Crew Loyalty Table\'s lostToWarship entry', () => {
  it('a component set whose table says -2 (a house rule) costs 2 Loyalty on a lost battle', () => {
    const components = structuredClone(builtinComponents);
    components.tables.crewLoyalty['lostToWarship'] = -2;
    const t = vane({ components });
    t.exact(find);
    warshipFight(t, 'vane', 1, 2);
    // 1 + 6 + 4 = 11 against 2 + 7 + 2 = 11: the Warship's (6.46).
    expect(t.last('warshipBattle')).toMatchObject({ outcome: 'warshipWins' });
    expect(t.last('loyaltyChanged')).toMatchObject({ rule: '6.46', pirate: 'vane', delta: -2, reason: 'lostToWarship' });
  });
});
