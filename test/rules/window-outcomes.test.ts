import { describe, it, expect } from 'vitest';
import { scenario, type Table } from './helpers.js';

/**
 * Rule outcomes of the interrupt windows (src/actions/window.ts) that no other test read: Pirate
 * Cunning (12.0) as a window of its own, and its options (`cunningOnlyUpTo3d6`, RULINGS B42;
 * `cunningNoReReroll`, 12.0 (c)). Forced dice throughout.
 */

/** Vane (Ability 4) of Player A in the East Caribbean, a Merchant at Santo Domingo (8.13: 1d6 + 4 >= 7 finds it). */
function finder(cunning: number, options: Record<string, unknown> = {}): Table {
  return scenario({
    players: 4,
    options,
    turn: { actionsCard: 'pirate-converts', actionsLeft: 3 },
    pirates: { vane: { owner: 'A', at: 'east-caribbean', cunning } },
    merchants: { 'santo-domingo': { type: 'brigantine' } },
  });
}

function find(t: Table): void {
  t.act({ type: 'findMerchant', player: 'A', pirate: 'vane', port: 'santo-domingo' });
}

/** The spec of the chance node now pending (fails the test at any other node). */
function chanceSpec(t: Table) {
  const p = t.pending;
  if (p.kind !== 'chance') throw new Error(`expected a chance node, pending is ${JSON.stringify(p)}`);
  return p.spec;
}

describe('12.0: the Cunning decision', () => {
  it('12.0: after his own roll the Pirate\'s owner decides, under rule 12.0, in a window of his own', () => {
    const t = finder(3);
    find(t);
    t.roll(1);
    expect(t.pending).toEqual({ kind: 'decision', player: 'A', frame: 'window', rule: '12.0' });
    expect(t.legal('B')).toEqual([]);
  });

  it('12.0: the reroll is reported under 12.0 with the die discarded, the Cunning left and the roll it was for', () => {
    const t = finder(3);
    find(t);
    const label = chanceSpec(t).label;
    t.roll(1);
    const events = t.act({ type: 'reroll', player: 'A', pirate: 'vane' });
    expect(events).toEqual([{ type: 'cunningUsed', rule: '12.0', pirate: 'vane', discarded: [1], cunningLeft: 2, purpose: label }]);
    // The same roll is made again (its own label), and the decision is taken: nothing else is asked.
    expect(chanceSpec(t)).toMatchObject({ kind: 'dice', count: 1, label });
    expect(t.pirate('vane').cunning).toBe(2);
  });

  it('12.0: a declined reroll leaves the first roll to the Find: 3 + 4 = 7 finds the Merchant', () => {
    const t = finder(3);
    find(t);
    t.roll(3);
    t.act({ type: 'pass', player: 'A' });
    expect(t.last('merchantFound')).toMatchObject({ roll: { die: 3, total: 7 } });
    expect(t.ev('cunningUsed')).toEqual([]);
    expect(t.pirate('vane').cunning).toBe(3);
  });
});

describe('12.0 (c) / option cunningNoReReroll false (first print): rerolling a reroll still costs Cunning', () => {
  it('with the last Cunning point spent on the first reroll, the reroll stands: 2 + 4 = 6 fails', () => {
    const t = finder(1, { cunningNoReReroll: false });
    find(t);
    t.roll(1);
    t.act({ type: 'reroll', player: 'A', pirate: 'vane' });
    t.roll(2);
    expect(t.pirate('vane').cunning).toBe(0);
    expect(t.last('findFailed')).toMatchObject({ roll: { die: 2, total: 6 } });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
  });

  it('with Cunning left, the reroll can be rerolled; the last roll made is the one the Find takes', () => {
    const t = finder(3, { cunningNoReReroll: false });
    find(t);
    t.roll(1);
    t.act({ type: 'reroll', player: 'A', pirate: 'vane' });
    t.roll(2);
    expect(t.pending).toEqual({ kind: 'decision', player: 'A', frame: 'window', rule: '12.0' });
    t.act({ type: 'reroll', player: 'A', pirate: 'vane' });
    expect(t.last('cunningUsed')).toMatchObject({ rule: '12.0', discarded: [2], cunningLeft: 1 });
    t.roll(6);
    // 12.0 (c) is off, and he has one point left: the third roll may be rerolled too. He keeps it.
    expect(t.legal()).toEqual([{ type: 'reroll', player: 'A', pirate: 'vane' }, { type: 'pass', player: 'A' }]);
    t.act({ type: 'pass', player: 'A' });
    expect(t.last('merchantFound')).toMatchObject({ roll: { die: 6, total: 10 } });
    expect(t.ev('findFailed')).toEqual([]);
  });
});

/**
 * RULINGS B42 / option cunningOnlyUpTo3d6: 12.0 names "any one 1d6, 2d6 or 3d6 roll". The option
 * holds Cunning to those; by default larger rolls of the Pirate's own may be rerolled too. Condent
 * (Cunning 2) attacks from the West Caribbean: Havana (Value 4) gives 4 Booty dice, Port Royal
 * (Value 3) gives 3 (9.53).
 */
function attacker(port: 'havana' | 'port-royal', options: Record<string, unknown>): Table {
  const t = scenario({
    players: 3,
    options,
    turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 3 },
    pirates: { condent: { owner: 'A', at: 'west-caribbean', cunning: 2 } },
  });
  t.act({ type: 'attackPort', player: 'A', pirate: 'condent', port });
  t.roll(6); // the Attack roll, his own: a Cunning decision, declined
  t.act({ type: 'pass', player: 'A' });
  t.roll(1); // the port's Defense roll: not his (no decision)
  return t;
}

describe('RULINGS B42: which of the Pirate\'s own rolls Cunning may reroll (option cunningOnlyUpTo3d6)', () => {
  it('cunningOnlyUpTo3d6: 4 Booty dice (Havana) are not rerolled: the Booty is taken at once', () => {
    const t = attacker('havana', { cunningOnlyUpTo3d6: true });
    expect(chanceSpec(t)).toMatchObject({ count: 4, roller: 'condent' });
    t.roll(1, 1, 1, 1);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
    expect(t.last('bootyStowed')).toMatchObject({ pirate: 'condent', doubloons: 400 });
    expect(t.pirate('condent').cunning).toBe(2);
  });

  it('cunningOnlyUpTo3d6: 3 Booty dice (Port Royal) are a 3d6 roll: the reroll is offered', () => {
    const t = attacker('port-royal', { cunningOnlyUpTo3d6: true });
    expect(chanceSpec(t)).toMatchObject({ count: 3, roller: 'condent' });
    t.roll(1, 1, 1);
    expect(t.pending).toEqual({ kind: 'decision', player: 'A', frame: 'window', rule: '12.0' });
    expect(t.legal()).toEqual([{ type: 'reroll', player: 'A', pirate: 'condent' }, { type: 'pass', player: 'A' }]);
    expect(t.ev('bootyStowed')).toEqual([]);
  });

  it('by default (Living Rules) 4 Booty dice may be rerolled too; the new roll is the Booty', () => {
    const t = attacker('havana', {});
    t.roll(1, 1, 1, 1);
    expect(t.pending).toEqual({ kind: 'decision', player: 'A', frame: 'window', rule: '12.0' });
    t.act({ type: 'reroll', player: 'A', pirate: 'condent' });
    expect(t.last('cunningUsed')).toMatchObject({ discarded: [1, 1, 1, 1], cunningLeft: 1 });
    t.roll(6, 6, 6, 6);
    expect(t.last('bootyStowed')).toMatchObject({ pirate: 'condent', doubloons: 2400 });
    expect(t.pirate('condent').cunning).toBe(1);
  });
});
