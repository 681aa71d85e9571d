import { describe, it, expect } from 'vitest';
import type { OptionsInput } from '../../src/index.js';
import { scenario, refusal, warshipFight, type Table } from './helpers.js';

/**
 * Rule outcomes of Loot Merchant Ship (8.3-8.5; the first print's seven steps and Loot NP die as
 * options) that no other test read: each was found by a surviving mutant of src/actions/loot.ts
 * (docs/coverage.md, "Mutation testing").
 */

type Extra = Record<string, unknown>;

/** Vane (A; Ability 4, Cruelty 3, Leadership 2) at sea off Santo Domingo with a Found Merchant. */
function found(merchant: string, vane: Extra = {}, options: OptionsInput = {}, more: Extra = {}): Table {
  return scenario({
    players: 3,
    options: { cunning: false, ...options },
    turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 3 },
    pirates: { vane: { owner: 'A', at: 'east-caribbean', ...vane } },
    merchants: { 'santo-domingo': { type: merchant, foundBy: 'vane' } },
    ...more,
  });
}

/** Condent (A; Leadership 3) and Vane (A; Leadership 2) allied at sea off Santo Domingo. */
function allied(merchant: string, condent: Extra, vane: Extra, options: OptionsInput = {}): Table {
  return scenario({
    players: 3,
    options: { cunning: false, ...options },
    turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 3 },
    pirates: {
      condent: { owner: 'A', at: 'east-caribbean', ally: 'vane', ...condent },
      vane: { owner: 'A', at: 'east-caribbean', ally: 'condent', ...vane },
    },
    merchants: { 'santo-domingo': { type: merchant, foundBy: 'vane' } },
  });
}

const loot = (t: Table, pirate = 'vane') => t.act({ type: 'loot', player: 'A', pirate, port: 'santo-domingo' });
const seize = (t: Table, yes = true, pirate = 'vane') => t.act({ type: 'seizeBooty', player: 'A', pirate, seize: yes });
const take = (t: Table, pirate = 'vane') => t.act({ type: 'takeCargo', player: 'A', pirate });

/** Every Hostage aboard Low (C's Pirate, in India), so the Hostage pool is empty (8.41, B30). */
const ALL_HOSTAGES = [
  ...['captain', 'captain', 'captain', 'officer', 'officer', 'seaman', 'seaman', 'seaman'],
  ...['merchant', 'merchant', 'merchant', 'passenger', 'passenger', 'passenger', 'governors-daughter'],
].map((kind) => ({ kind }));
const LOW_HOLDS_THEM = { low: { owner: 'C', at: 'india', hostages: ALL_HOSTAGES } };

describe('8.31-8.35: the rule cited at each step of a Loot', () => {
  it('8.32 at the Cargo roll and the seizure; 8.31 at the Hostage draw and the torture roll; 8.33 in Step 2; 8.35 at the D&R question', () => {
    const t = found('schooner', { ship: 'schooner' });
    loot(t);
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ rule: '8.32' });
    t.roll(3);
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ rule: '8.31' });
    t.draw('seaman');
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'loot', rule: '8.32' });
    seize(t);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'loot', rule: '8.33' });
    take(t);
    t.act({ type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'torture' });
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ rule: '8.31' });
    t.roll(4);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'loot', rule: '8.33' });
    t.act({ type: 'pass', player: 'A' }); // no conversion
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'loot', rule: '8.35' });
  });

  it('8.33 at the choice of a Hold to free when converting (8.5) and, in the first print, at the stowing and at the Loot NP die', () => {
    // A full Schooner converts a Sloop (8.5 Example B): the Holds to lose are chosen in Step 2 (8.33).
    const t = found('sloop', { ship: 'schooner', holds: [100, 200, 300] });
    loot(t);
    t.roll(3);
    t.draw('seaman');
    seize(t);
    t.act({ type: 'convertShip', player: 'A', pirate: 'vane' });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'loot', rule: '8.33' });
    // First print: every Hold full at the seizure, the stowing decision (FR 8.33), then the NP die (FR 8.35).
    const f = found('schooner', { ship: 'sloop', holds: [100, 200] }, { edition: 'firstPrint2008' });
    loot(f);
    f.roll(3);
    seize(f);
    expect(f.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'loot', rule: '8.33' });
    f.act({ type: 'abandonCargo', player: 'A', pirate: 'vane' });
    f.draw('seaman');
    f.act({ type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'ransom' });
    expect(f.pending).toMatchObject({ kind: 'chance', frame: 'loot' });
    expect(refusal(f, { type: 'endTurn', player: 'A' })).toMatchObject({ rule: '8.33' });
  });
});

describe('8.32-8.33: the facts of each step, exactly', () => {
  it('8.32 / B27: the seizure with a * cargo costs 1 Loyalty (reason cargoStar); 8.33: the cargo taken earns its Cargo rating in NP (reason loot)', () => {
    const t = found('sloop', { holds: [300] });
    loot(t);
    t.roll(1); // 1 + 1 = 2: 400, *
    t.draw('seaman');
    t.clear();
    seize(t);
    take(t);
    expect(t.events).toEqual([
      { type: 'bootySeized', rule: '8.32', pirate: 'vane', port: 'santo-domingo', doubloons: 400, hostage: 'seaman' },
      { type: 'loyaltyChanged', rule: '8.33', pirate: 'vane', delta: -1, reason: 'cargoStar', from: 7, to: 6 },
      { type: 'cargoTaken', rule: '8.33', pirate: 'vane', doubloons: 400, holds: [300, 400] },
      { type: 'notorietyGained', rule: '8.33', pirate: 'vane', amount: 1, reason: 'loot', total: 1 },
    ]);
  });

  it('8.32 / B27: a ** cargo adds 1 Loyalty on seizing it (reason cargoDoubleStar)', () => {
    const t = found('brigantine');
    loot(t);
    t.roll(6); // 6 + 3 = 9: 2500, **
    t.draw('seaman');
    seize(t);
    expect(t.last('loyaltyChanged')).toEqual({ type: 'loyaltyChanged', rule: '8.33', pirate: 'vane', delta: 1, reason: 'cargoDoubleStar', from: 7, to: 8 });
  });

  it('8.32 / B30: declining the Booty costs 1 Loyalty with the reason declineCargo', () => {
    const t = found('schooner');
    loot(t);
    t.roll(3);
    t.draw('seaman');
    t.clear();
    seize(t, false);
    expect(t.events.slice(0, 3)).toEqual([
      { type: 'bootyDeclined', rule: '8.32', pirate: 'vane', port: 'santo-domingo' },
      { type: 'loyaltyChanged', rule: '8.32', pirate: 'vane', delta: -1, reason: 'declineCargo', from: 7, to: 6 },
      { type: 'merchantRemoved', rule: '8.34', port: 'santo-domingo', merchant: 'schooner' },
    ]);
  });

  it('8.45 / 8.46 / 18.2: the torture\'s facts: the Information gained, +1 Loyalty (reason torture), NP = the Value (reason torture)', () => {
    const t = found('schooner', { info: { 'santo-domingo': 2 } });
    loot(t);
    t.roll(3);
    t.draw('captain');
    seize(t);
    take(t);
    t.act({ type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'torture' });
    t.clear();
    t.roll(4); // 4 > Cruelty 3: the Captain's Information 5
    expect(t.events.slice(0, 3)).toEqual([
      { type: 'hostageTortured', rule: '8.45', pirate: 'vane', hostage: 'captain', roll: { die: 4, cruelty: 3 }, information: 5, port: 'santo-domingo', infoTotal: 7 },
      { type: 'loyaltyChanged', rule: '8.45', pirate: 'vane', delta: 1, reason: 'torture', from: 7, to: 8 },
      { type: 'notorietyGained', rule: '18.2', pirate: 'vane', amount: 2, reason: 'torture', total: 4 },
    ]);
    expect(t.state.hostagePool['captain']).toBe(3);
  });

  it('8.45 / 11.2: an Alliance tortures with the lower Cruelty of the two (Vane 3, not Low 5)', () => {
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 3 },
      pirates: {
        low: { owner: 'A', at: 'east-caribbean', ally: 'vane' },
        vane: { owner: 'A', at: 'east-caribbean', ally: 'low' },
      },
      merchants: { 'santo-domingo': { type: 'schooner', foundBy: 'low' } },
    });
    loot(t, 'low');
    t.roll(3);
    t.draw('seaman');
    seize(t, true, 'low');
    t.act({ type: 'dealWithHostage', player: 'A', pirate: 'low', choice: 'torture' });
    t.roll(4); // 4 > 3 (Vane's Cruelty serves him); 4 <= 5 would give nothing
    expect(t.last('hostageTortured')).toMatchObject({ pirate: 'low', roll: { die: 4, cruelty: 3 }, information: 3, infoTotal: 3 });
    expect(t.pirate('low').info).toEqual({ 'santo-domingo': 3 });
  });

  it('8.33: a Hold jettisoned for the cargo is recorded with its doubloons; cargo left behind is recorded too', () => {
    const t = found('schooner', { holds: [100, 200] });
    loot(t);
    t.roll(3);
    t.draw('seaman');
    seize(t);
    // Every Hold full: jettison one of the two, or leave the cargo; no other Hold is offered.
    expect(t.legal()).toEqual([
      { type: 'jettison', player: 'A', pirate: 'vane', hold: 0 },
      { type: 'jettison', player: 'A', pirate: 'vane', hold: 1 },
      { type: 'abandonCargo', player: 'A', pirate: 'vane' },
      { type: 'convertShip', player: 'A', pirate: 'vane' },
      { type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'ransom' },
      { type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'torture' },
    ]);
    expect(t.act({ type: 'jettison', player: 'A', pirate: 'vane', hold: 1 })).toEqual([{ type: 'holdJettisoned', rule: '8.33', pirate: 'vane', doubloons: 200 }]);
    expect(t.pirate('vane').holds).toEqual([100]);
    // Now there is room: take it or leave it; no Hold to jettison any more.
    expect(t.legal()).toEqual([
      { type: 'takeCargo', player: 'A', pirate: 'vane' },
      { type: 'abandonCargo', player: 'A', pirate: 'vane' },
      { type: 'convertShip', player: 'A', pirate: 'vane' },
      { type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'ransom' },
      { type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'torture' },
    ]);
    expect(t.act({ type: 'abandonCargo', player: 'A', pirate: 'vane' })).toEqual([{ type: 'cargoAbandoned', rule: '8.33', pirate: 'vane', doubloons: 1000 }]);
    // 8.5: the new ship must take the cargo aboard, so there is no conversion after leaving it.
    expect(t.legal()).toEqual([
      { type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'ransom' },
      { type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'torture' },
    ]);
    t.act({ type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'ransom' });
    // 8.35: no cargo taken, no D&R question; the Loot is over.
    expect(t.pending).toMatchObject({ kind: 'decision', frame: 'turn' });
    expect(t.pirate('vane')).toMatchObject({ holds: [100], np: 0, hostages: [{ kind: 'seaman', nationality: 'spanish' }] });
  });
});

describe('8.5: converting inside the Loot', () => {
  it('8.5: once converted he is not offered the conversion again, and he is not asked about it when all is settled', () => {
    const t = found('schooner', { ship: 'sloop' });
    loot(t);
    t.roll(3);
    t.draw('seaman');
    seize(t);
    t.act({ type: 'convertShip', player: 'A', pirate: 'vane' });
    // 8.5: the new ship takes the seized cargo aboard (one Hold), NP once.
    expect(t.pirate('vane')).toMatchObject({ ship: 'schooner', holds: [1000], np: 2 });
    expect(t.legal()).toEqual([
      { type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'ransom' },
      { type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'torture' },
    ]);
    t.act({ type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'ransom' });
    // Straight to the D&R question (8.35).
    expect(t.pending).toMatchObject({ kind: 'decision', frame: 'loot', rule: '8.35' });
  });

  it('8.5: the cargo already taken fills one Hold of the new ship: a Schooner with 2 Holds and the new cargo converts a Brigantine and keeps all three, NP once', () => {
    const t = found('brigantine', { ship: 'schooner', holds: [100, 200] });
    loot(t);
    t.roll(1); // 1 + 3 = 4: 800
    t.draw('seaman');
    seize(t);
    take(t);
    expect(t.pirate('vane').holds).toEqual([100, 200, 800]);
    t.act({ type: 'convertShip', player: 'A', pirate: 'vane' });
    expect(t.pirate('vane')).toMatchObject({ ship: 'brigantine', holds: [100, 200, 800], np: 3 });
    expect(t.ev('cargoTaken')).toHaveLength(1);
    expect(t.ev('notorietyGained')).toHaveLength(1);
  });

  it('8.5: a full Schooner converting a Sloop drops Holds of his choice, each recorded (rule 8.5) with its doubloons', () => {
    const t = found('sloop', { ship: 'schooner', holds: [100, 200, 300] });
    loot(t);
    t.roll(3);
    t.draw('seaman');
    seize(t);
    t.act({ type: 'convertShip', player: 'A', pirate: 'vane' });
    // Only his three Holds are offered (no cargo to leave here: 8.5, it must fill one Hold).
    expect(t.legal()).toEqual([
      { type: 'jettison', player: 'A', pirate: 'vane', hold: 0 },
      { type: 'jettison', player: 'A', pirate: 'vane', hold: 1 },
      { type: 'jettison', player: 'A', pirate: 'vane', hold: 2 },
    ]);
    expect(t.act({ type: 'jettison', player: 'A', pirate: 'vane', hold: 1 })).toEqual([{ type: 'holdJettisoned', rule: '8.5', pirate: 'vane', doubloons: 200 }]);
  });
});

describe('8.41 / B30: no Hostage to draw', () => {
  it('B30: the empty pool is reported; declining the Booty puts nothing back into the pool', () => {
    const t = found('schooner', {}, {}, { pirates: { vane: { owner: 'A', at: 'east-caribbean' }, ...LOW_HOLDS_THEM } });
    const pool = { ...t.state.hostagePool };
    loot(t);
    t.roll(3);
    expect(t.last('noHostage')).toEqual({ type: 'noHostage', rule: '8.41', pirate: 'vane', reason: 'the Hostage pool is empty (RULINGS B30)' });
    seize(t, false);
    expect(t.state.hostagePool).toEqual(pool);
  });

  it('8.5 / B30: without a Hostage, the cargo taken still leaves him the conversion to decide (four steps)', () => {
    const t = found('schooner', {}, {}, { pirates: { vane: { owner: 'A', at: 'east-caribbean' }, ...LOW_HOLDS_THEM } });
    loot(t);
    t.roll(3);
    seize(t);
    take(t);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'loot', rule: '8.33' });
    expect(t.legal()).toEqual([
      { type: 'convertShip', player: 'A', pirate: 'vane' },
      { type: 'pass', player: 'A' },
    ]);
  });

  it('8.5 / B30: ... and in the seven steps (option lootProcedure alone)', () => {
    const t = found('schooner', {}, { lootProcedure: 'sevenSteps' }, { pirates: { vane: { owner: 'A', at: 'east-caribbean' }, ...LOW_HOLDS_THEM } });
    loot(t);
    t.roll(3);
    seize(t); // stowed at once (FR 8.33); no Hostage to draw
    expect(t.pirate('vane').holds).toEqual([1000]);
    expect(t.legal()).toEqual([
      { type: 'convertShip', player: 'A', pirate: 'vane' },
      { type: 'pass', player: 'A' },
    ]);
  });

  it('R105: seven steps, no Hostage, a conversion still to decide: B is asked after the draw and again once all is settled', () => {
    const t = found('schooner', {}, { lootProcedure: 'sevenSteps', warshipsInterruptLootAnyStep: true }, { hands: { B: ['warship-sighting'], C: [] }, pirates: { vane: { owner: 'A', at: 'east-caribbean' }, ...LOW_HOLDS_THEM } });
    t.exact({ type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.exact({ type: 'pass', player: 'B' }); // the announcement
    t.exact({ type: 'chance', value: [3] });
    t.exact({ type: 'pass', player: 'B' }); // after the Cargo roll
    t.exact({ type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true });
    // Stowed, no Hostage drawn: a decision is still to come (the conversion), so B is asked here ...
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    t.exact({ type: 'pass', player: 'B' });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'loot' });
    t.exact({ type: 'pass', player: 'A' }); // no conversion
    // ... and once all is settled.
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
  });
});

describe('first print options: the seven steps, the Loot NP die, Convert Merchant as its own Action', () => {
  it('first print 8.35: the Loot NP die\'s NP have the reason loot', () => {
    const t = found('schooner', {}, { edition: 'firstPrint2008' });
    loot(t);
    t.roll(3);
    seize(t);
    t.draw('seaman');
    t.act({ type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'ransom' });
    t.roll(4);
    expect(t.last('notorietyGained')).toEqual({ type: 'notorietyGained', rule: '8.33', pirate: 'vane', amount: 6, reason: 'loot', total: 6 });
  });

  it('first print 8.5: a Booty declined in the four steps leaves no conversion for the next Action', () => {
    const t = found('schooner', {}, { lootNp: 'cargoRatingPlus1d6', convertAsSeparateAction: true });
    loot(t);
    t.roll(3);
    t.draw('seaman');
    seize(t, false);
    t.roll(2); // FR 8.35: NP whether or not the cargo is taken
    expect(t.pirate('vane')).toMatchObject({ np: 4, convertible: null });
    expect(t.ev('conversionPossible')).toEqual([]);
    expect(t.pending).toMatchObject({ kind: 'decision', frame: 'turn' });
  });

  it('FR 8.33: cargo left at the stowing is recorded, and the conversion is not offered afterwards (seven steps, Living Rules conversion)', () => {
    const t = found('schooner', { holds: [100, 200] }, { lootProcedure: 'sevenSteps' });
    loot(t);
    t.roll(3);
    seize(t);
    // The Hold freed, the cargo goes into it at once (FR 8.33).
    expect(t.act({ type: 'jettison', player: 'A', pirate: 'vane', hold: 0 }).slice(0, 2)).toEqual([
      { type: 'holdJettisoned', rule: '8.33', pirate: 'vane', doubloons: 100 },
      { type: 'cargoTaken', rule: '8.33', pirate: 'vane', doubloons: 1000, holds: [200, 1000] },
    ]);
    expect(t.pirate('vane').holds).toEqual([200, 1000]);
    const u = found('schooner', { holds: [100, 200] }, { lootProcedure: 'sevenSteps' });
    loot(u);
    u.roll(3);
    seize(u);
    expect(u.act({ type: 'abandonCargo', player: 'A', pirate: 'vane' })).toEqual([{ type: 'cargoAbandoned', rule: '8.33', pirate: 'vane', doubloons: 1000 }]);
    u.draw('seaman');
    expect(u.legal()).toEqual([
      { type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'ransom' },
      { type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'torture' },
    ]);
    u.act({ type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'ransom' });
    expect(u.pending).toMatchObject({ kind: 'decision', frame: 'turn' });
    expect(u.pirate('vane').holds).toEqual([100, 200]);
  });
});

describe('11.3: an Alliance Loots', () => {
  it('11.3: the cargo is split, a share in a new Hold of each ship, the higher Leadership (Condent) first; NP split the same way', () => {
    const t = allied('sloop', { holds: [300] }, {});
    t.act({ type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.roll(3); // 3 + 1 = 4: 800
    t.draw('seaman');
    seize(t);
    t.clear();
    take(t);
    expect(t.events).toEqual([
      { type: 'cargoTaken', rule: '8.33', pirate: 'condent', doubloons: 400, holds: [300, 400], alliance: '11.3' },
      { type: 'cargoTaken', rule: '8.33', pirate: 'vane', doubloons: 400, holds: [400], alliance: '11.3' },
      { type: 'notorietyGained', rule: '8.33', pirate: 'condent', amount: 1, reason: 'loot', total: 1, alliance: '11.3' },
    ]);
  });

  it('11.3: an odd share: 50 Doubloons (Africa) give Condent 25 and Vane 25', () => {
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 3 },
      pirates: {
        condent: { owner: 'A', at: 'gold-coast', ally: 'vane' },
        vane: { owner: 'A', at: 'gold-coast', ally: 'condent' },
      },
      merchants: { whydah: { type: 'flute', foundBy: 'vane' } },
    });
    t.act({ type: 'loot', player: 'A', pirate: 'vane', port: 'whydah' });
    t.roll(1); // 1 + 0: 50
    t.draw('seaman');
    seize(t);
    take(t);
    expect(t.pirate('condent').holds).toEqual([25]);
    expect(t.pirate('vane').holds).toEqual([25]);
  });

  it('11.3 / R15: with the ally\'s Holds full the cargo cannot be taken until one of HIS Holds is jettisoned; the conversion is offered only before the shares are stowed', () => {
    const t = allied('schooner', { holds: [100, 200] }, {});
    t.act({ type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.roll(3); // 1000
    t.draw('seaman');
    seize(t);
    expect(t.legal()).toEqual([
      { type: 'jettison', player: 'A', pirate: 'condent', hold: 0 },
      { type: 'jettison', player: 'A', pirate: 'condent', hold: 1 },
      { type: 'abandonCargo', player: 'A', pirate: 'vane' },
      { type: 'convertShip', player: 'A', pirate: 'vane' },
      { type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'ransom' },
      { type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'torture' },
    ]);
    expect(t.act({ type: 'jettison', player: 'A', pirate: 'condent', hold: 0 })).toEqual([{ type: 'holdJettisoned', rule: '8.33', pirate: 'condent', doubloons: 100 }]);
    expect(t.pirate('condent').holds).toEqual([200]);
    expect(t.pirate('vane').holds).toEqual([]);
    take(t);
    expect(t.pirate('condent').holds).toEqual([200, 500]);
    expect(t.pirate('vane').holds).toEqual([500]);
    // R15: the shares are stowed, so no conversion any more.
    expect(t.legal()).toEqual([
      { type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'ransom' },
      { type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'torture' },
    ]);
  });

  it('8.5 / R15: an Alliance converting before the cargo is taken stows nothing yet; the cargo is then shared', () => {
    const t = allied('schooner', { holds: [100, 200] }, {});
    t.act({ type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.roll(3); // 1000
    t.draw('seaman');
    seize(t);
    t.act({ type: 'convertShip', player: 'A', pirate: 'vane' });
    // Vane's new Schooner has room, Condent's Sloop none: no Hold of Vane's to choose; the cargo is not aboard yet.
    expect(t.pirate('vane')).toMatchObject({ ship: 'schooner', holds: [] });
    expect(t.ev('cargoTaken')).toEqual([]);
    expect(t.legal()).toEqual([
      { type: 'jettison', player: 'A', pirate: 'condent', hold: 0 },
      { type: 'jettison', player: 'A', pirate: 'condent', hold: 1 },
      { type: 'abandonCargo', player: 'A', pirate: 'vane' },
      { type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'ransom' },
      { type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'torture' },
    ]);
  });

  it('FR 8.33 / 11.3: seven steps: the Alliance stows at once unless a ship is full; only the full ship\'s Holds are offered (not Vane\'s, with room)', () => {
    const t = allied('schooner', { holds: [100, 200] }, { holds: [50] }, { lootProcedure: 'sevenSteps' });
    t.act({ type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.roll(3);
    seize(t);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'loot', rule: '8.33' });
    expect(t.legal()).toEqual([
      { type: 'jettison', player: 'A', pirate: 'condent', hold: 0 },
      { type: 'jettison', player: 'A', pirate: 'condent', hold: 1 },
      { type: 'abandonCargo', player: 'A', pirate: 'vane' },
    ]);
    expect(t.act({ type: 'jettison', player: 'A', pirate: 'condent', hold: 1 })[0]).toEqual({ type: 'holdJettisoned', rule: '8.33', pirate: 'condent', doubloons: 200 });
    expect(t.pirate('condent').holds).toEqual([100, 500]);
    expect(t.pirate('vane').holds).toEqual([50, 500]);
  });
});

describe('8.22: a Loot whose Pirate is lost at its announcement', () => {
  it('10.35: sunk by a KC he fought at the announcement, he never looted: no cargo, no Hostage drawn, the Merchant stays in its box', () => {
    const t = found('schooner', { combat: 1 }, {}, { kcs: { matthews: { owner: 'C', area: 'east-caribbean' } } });
    const pool = { ...t.state.hostagePool };
    t.exact({ type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    for (let p = t.pending; p.kind === 'decision' && p.frame === 'window' && p.player !== 'C'; p = t.pending) t.exact({ type: 'pass', player: p.player });
    expect(t.legal()).toContainEqual({ type: 'kcReact', player: 'C' });
    t.exact({ type: 'kcReact', player: 'C' });
    for (let i = 0; i < 6 && t.pending.kind !== 'decision'; i++) t.exact({ type: 'chance', value: [6] });
    const p = t.pending;
    if (p.kind === 'decision' && p.player === 'A' && p.frame === 'kc') t.exact({ type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'fight' });
    for (let i = 0; i < 4 && t.pending.kind === 'chance'; i++) t.exact({ type: 'chance', value: i === 0 ? [1] : [6] });
    for (let q = t.pending; q.kind === 'decision' && q.frame === 'window'; q = t.pending) t.exact({ type: 'pass', player: q.player });
    expect(t.state.pirates.vane).toBeUndefined();
    expect(t.ev('cargoDetermined')).toEqual([]);
    expect(t.ev('merchantRemoved')).toEqual([]);
    // R107: the KC saved it (8.1): face up, Found by no one, to be Found again at +1 (8.15).
    expect(t.state.merchants['santo-domingo']).toEqual({ type: 'schooner', faceUp: true, foundBy: null });
    expect(t.state.hostagePool).toEqual(pool);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
  });

  it('6.46: sunk by a Warship at the announcement: the Action is cancelled, the Merchant removed, the Hostage pool untouched', () => {
    const t = found('schooner', { ship: 'schooner', combat: 1 }, {}, { hands: { B: ['warship-sighting'], C: [] } });
    const pool = { ...t.state.hostagePool };
    t.exact({ type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    warshipFight(t, 'vane', 1, 6);
    expect(t.state.pirates.vane).toBeUndefined();
    expect(t.ev('actionCancelled')).toEqual([{ type: 'actionCancelled', rule: '6.46', pirate: 'vane', action: 'loot' }]);
    expect(t.ev('merchantRemoved')).toEqual([{ type: 'merchantRemoved', rule: '6.46', port: 'santo-domingo', merchant: 'schooner', cause: 'actionCancelled' }]);
    expect(t.state.hostagePool).toEqual(pool);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
  });
});
