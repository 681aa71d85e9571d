import { describe, it, expect } from 'vitest';
import { port, sea } from './helpers.js';
import { solo, table, inPort, finishInPort, offered, actionsOf } from './career-helpers.js';

/**
 * 9.3 Port status and 9.4 In-Port Activities: conversion rates, Ransom, Refit, Safe Haven purchase
 * and the order of the activities, seen from one Pirate (Teach of Player A unless stated).
 */

describe('9.3 Port status: Booty converted to Net Worth at each kind of port (9.43)', () => {
  it('9.32: a Pro-Pirate port converts 1-to-1', () => {
    const t = solo('teach', 'charleston', { holds: [1000, 700] }, { governors: { charleston: 'pro' } });
    inPort(t, 'teach');
    t.act({ type: 'convertHold', player: 'A', pirate: 'teach', hold: 0 });
    t.act({ type: 'convertHold', player: 'A', pirate: 'teach', hold: 0 });
    finishInPort(t);
    expect(t.pirate('teach').netWorth).toBe(1700);
    expect(t.pirate('teach').holds).toEqual([]);
    expect(t.ev('bootyConverted').map((e) => [e.booty, e.netWorth, e.status])).toEqual([
      [1000, 1000, 'pro-pirate'],
      [700, 700, 'pro-pirate'],
    ]);
  });

  it('9.33: a Neutral port (no Governor) converts at 50 %: 2000 Doubloons give 1000', () => {
    const t = solo('teach', 'charleston', { holds: [2000], netWorth: 100 });
    inPort(t, 'teach');
    t.act({ type: 'convertHold', player: 'A', pirate: 'teach', hold: 0 });
    expect(t.last('bootyConverted')).toMatchObject({ booty: 2000, netWorth: 1000, status: 'neutral' });
    expect(t.pirate('teach').netWorth).toBe(1100);
  });

  it('9.33: the Neutral 50 % is rounded up (an odd 75 gives 38)', () => {
    const t = solo('teach', 'charleston', { holds: [75] });
    inPort(t, 'teach');
    t.act({ type: 'convertHold', player: 'A', pirate: 'teach', hold: 0 });
    expect(t.pirate('teach').netWorth).toBe(38);
  });

  it('9.34: in his own Safe Haven he gets 1-to-1 plus 10 %, rounded up (2000 -> 2200, 1005 -> 1106)', () => {
    const t = solo('teach', 'charleston', { holds: [2000, 1005], safeHavens: ['charleston'] }, { governors: { charleston: 'pro' } });
    inPort(t, 'teach');
    t.act({ type: 'convertHold', player: 'A', pirate: 'teach', hold: 0 });
    expect(t.last('bootyConverted')).toMatchObject({ booty: 2000, netWorth: 2200, status: 'safe-haven' });
    t.act({ type: 'convertHold', player: 'A', pirate: 'teach', hold: 0 });
    expect(t.last('bootyConverted')).toMatchObject({ booty: 1005, netWorth: 1106 });
    expect(t.pirate('teach').netWorth).toBe(3306);
  });

  it("9.34: another Pirate's Safe Haven is no Safe Haven for him: the port's own status applies", () => {
    const t = table(
      {
        teach: { owner: 'A', at: 'charleston', holds: [1000] },
        vane: { owner: 'B', at: 'india', safeHavens: ['charleston'] },
      },
      { governors: { charleston: 'pro' } },
    );
    inPort(t, 'teach');
    t.act({ type: 'convertHold', player: 'A', pirate: 'teach', hold: 0 });
    expect(t.last('bootyConverted')).toMatchObject({ netWorth: 1000, status: 'pro-pirate' });
  });

  it('9.35: a Pirate Port converts 1-to-1 and the conversion forces involuntary D&R with +3 Loyalty', () => {
    const t = solo('teach', 'new-providence', { holds: [1000, 300], loyalty: 5 });
    inPort(t, 'teach');
    t.act({ type: 'convertHold', player: 'A', pirate: 'teach', hold: 1 });
    expect(t.last('bootyConverted')).toMatchObject({ booty: 300, netWorth: 300, status: 'pirate-port' });
    // He keeps the other Hold back; no choice is offered for step 5: the D&R is automatic.
    t.act({ type: 'pass', player: 'A' });
    const p = t.pirate('teach');
    expect(p.netWorth).toBe(300);
    expect(p.holds).toEqual([1000]);
    expect(p.dr).toBe('involuntary');
    expect(p.loyalty).toBe(8);
    expect(t.last('drDeclared')).toMatchObject({ pirate: 'teach', kind: 'involuntary' });
    expect(t.state.turn.actionsLeft).toBe(2);
    expect(t.pending).toMatchObject({ kind: 'decision', frame: 'turn' });
  });

  it('9.35: in a Pirate Port without converting there is no forced D&R (step 5 is his choice)', () => {
    const t = solo('teach', 'isla-de-tortuga', { holds: [1000] });
    inPort(t, 'teach');
    t.act({ type: 'pass', player: 'A' }); // no conversion
    expect(offered(t)).toEqual(['declareDR', 'pass']);
    t.act({ type: 'pass', player: 'A' });
    expect(t.pirate('teach').dr).toBeNull();
    expect(t.pirate('teach').holds).toEqual([1000]);
  });
});

describe('9.31 / RULINGS B33 Anti-Pirate ports', () => {
  it('9.31: an Anti-Pirate port cannot be entered by a Move; a Neutral one next to it can', () => {
    const t = solo('teach', 'east-caribbean', {}, { governors: { 'san-juan': 'anti' } });
    expect(t.canDo({ type: 'move', pirate: 'teach', to: port('san-juan') })).toBe(false);
    expect(t.canDo({ type: 'move', pirate: 'teach', to: port('martinique') })).toBe(true);
    // ... only by attacking it (9.31, 9.59).
    expect(t.canDo({ type: 'attackPort', pirate: 'teach', port: 'san-juan' })).toBe(true);
  });

  it('RULINGS B33: In-Port in an Anti-Pirate port he may do no In-Port Activities (nor Retire)', () => {
    const t = solo('teach', 'san-juan', { holds: [1000], netWorth: 5000 }, { governors: { 'san-juan': 'anti' } });
    const acts = actionsOf(t, 'teach');
    expect(acts).not.toContain('inPortActivities');
    expect(acts).not.toContain('retire');
    expect(acts).toContain('move');
  });
});

describe('9.31 / 9.33 / 9.45 Letter of Marque', () => {
  it('9.31: a Letter of Marque of the port\'s nationality lets him enter an Anti-Pirate port, which counts as Pro-Pirate (1-to-1)', () => {
    const t = solo('teach', 'east-caribbean', { holds: [1000], letterOfMarque: 'spanish' }, { governors: { 'san-juan': 'anti' } });
    t.act({ type: 'move', player: 'A', pirate: 'teach', to: port('san-juan') });
    expect(t.pirate('teach').location).toEqual(port('san-juan'));
    inPort(t, 'teach');
    t.act({ type: 'convertHold', player: 'A', pirate: 'teach', hold: 0 });
    expect(t.last('bootyConverted')).toMatchObject({ netWorth: 1000, status: 'pro-pirate' });
  });

  it('9.31 / 9.45 Play Note: the Letter does not let him buy a Safe Haven in that Anti-Pirate port', () => {
    const t = solo('teach', 'san-juan', { netWorth: 2000, letterOfMarque: 'spanish' }, { governors: { 'san-juan': 'anti' } });
    inPort(t, 'teach');
    expect(offered(t)).not.toContain('bribeGovernor');
    expect(offered(t)).toEqual(['declareDR', 'pass']);
  });

  it('9.33: in a Neutral port of his Letter\'s nationality he converts 1-to-1 but still cannot buy a Safe Haven', () => {
    const t = solo('teach', 'santo-domingo', { holds: [1000], netWorth: 2000, letterOfMarque: 'spanish' });
    inPort(t, 'teach');
    t.act({ type: 'convertHold', player: 'A', pirate: 'teach', hold: 0 });
    expect(t.pirate('teach').netWorth).toBe(3000);
    expect(offered(t)).toEqual(['declareDR', 'pass']);
  });

  it('9.31: a Letter of another nationality changes nothing (the Anti-Pirate port stays closed)', () => {
    const t = solo('teach', 'east-caribbean', { letterOfMarque: 'french' }, { governors: { 'san-juan': 'anti' } });
    expect(t.canDo({ type: 'move', pirate: 'teach', to: port('san-juan') })).toBe(false);
  });
});

describe('9.58 Attack History: the other ports of that nationality turn Anti-Pirate for him', () => {
  it('9.58 / RULINGS B33: after attacking San Juan, Santo Domingo (Spanish, Pro-Pirate) is closed to him; San Juan itself keeps its status', () => {
    const t = solo('condent', 'east-caribbean', {}, { governors: { 'san-juan': 'pro', 'santo-domingo': 'pro' } });
    expect(t.canDo({ type: 'move', pirate: 'condent', to: port('santo-domingo') })).toBe(true);
    t.act({ type: 'attackPort', player: 'A', pirate: 'condent', port: 'san-juan' });
    t.roll(1); // 1 + Combat 5 + Ability 4 = 10
    t.roll(3); // 3 + Defense 7 = 10: a tie fails, no damage
    expect(t.pirate('condent').location).toEqual(sea('east-caribbean'));
    expect(t.pirate('condent').attackHistory).toEqual(['spanish']);
    expect(t.canDo({ type: 'move', pirate: 'condent', to: port('santo-domingo') })).toBe(false);
    expect(t.canDo({ type: 'move', pirate: 'condent', to: port('san-juan') })).toBe(true);
    // A French port is unaffected.
    expect(t.canDo({ type: 'move', pirate: 'condent', to: port('martinique') })).toBe(true);
  });

  it('9.58: the attacked nationality turns even Neutral ports of it Anti-Pirate', () => {
    const t = solo('condent', 'east-caribbean', { attackHistory: ['spanish'], portsAttacked: ['san-juan'] });
    expect(t.canDo({ type: 'move', pirate: 'condent', to: port('santo-domingo') })).toBe(false);
  });

  it('9.58: a port of that nationality where he has a Safe Haven stays open (and stays his Safe Haven)', () => {
    const t = solo(
      'condent',
      'east-caribbean',
      { attackHistory: ['spanish'], portsAttacked: ['san-juan'], safeHavens: ['santo-domingo'], holds: [1000] },
      { governors: { 'santo-domingo': 'pro' } },
    );
    t.act({ type: 'move', player: 'A', pirate: 'condent', to: port('santo-domingo') });
    inPort(t, 'condent');
    t.act({ type: 'convertHold', player: 'A', pirate: 'condent', hold: 0 });
    expect(t.last('bootyConverted')).toMatchObject({ netWorth: 1100, status: 'safe-haven' });
  });

  it('9.58 / RULINGS B33: Attack History beats a later Letter of Marque of that nationality', () => {
    const t = solo(
      'condent',
      'east-caribbean',
      { attackHistory: ['spanish'], portsAttacked: ['san-juan'], letterOfMarque: 'spanish' },
      { governors: { 'santo-domingo': 'pro' } },
    );
    expect(t.canDo({ type: 'move', pirate: 'condent', to: port('santo-domingo') })).toBe(false);
  });

  it('9.58: attacking a port removes his Letter of Marque of that nationality, and keeps one of another', () => {
    const spanish = solo('condent', 'east-caribbean', { letterOfMarque: 'spanish' });
    spanish.act({ type: 'attackPort', player: 'A', pirate: 'condent', port: 'san-juan' });
    spanish.roll(1);
    spanish.roll(3);
    expect(spanish.pirate('condent').letterOfMarque).toBeNull();
    expect(spanish.last('letterOfMarqueLost')).toMatchObject({ pirate: 'condent', nationality: 'spanish' });

    const french = solo('condent', 'east-caribbean', { letterOfMarque: 'french' });
    french.act({ type: 'attackPort', player: 'A', pirate: 'condent', port: 'san-juan' });
    french.roll(1);
    french.roll(3);
    expect(french.pirate('condent').letterOfMarque).toBe('french');
    expect(french.ev('letterOfMarqueLost')).toEqual([]);
  });
});

describe('9.42 Ransoming Hostages', () => {
  /** 9.42 example: Blackbeard, his Sloop's two Holds at 500, a Governor's Daughter seized off Charleston, at his Safe Haven Bath. */
  const example = () =>
    solo(
      'teach',
      'bath',
      { ship: 'sloop', holds: [500, 500], hostages: [{ kind: 'governors-daughter', nationality: 'english' }], safeHavens: ['bath'] },
      { governors: { bath: 'pro' } },
    );

  it('9.42 example: 2d6 = 8 x Value 6 x 50 = 2400 Doubloons into a Hold: total Booty 3400; the Hostage goes back to the pool', () => {
    const t = example();
    const pool = t.state.hostagePool['governors-daughter'] ?? 0;
    inPort(t, 'teach');
    expect(t.legal()).toEqual([
      { type: 'ransomHostage', player: 'A', pirate: 'teach', hostage: 0 },
      { type: 'pass', player: 'A' },
    ]);
    t.act({ type: 'ransomHostage', player: 'A', pirate: 'teach', hostage: 0 });
    t.roll(5, 3);
    expect(t.last('hostageRansomed')).toMatchObject({ pirate: 'teach', hostage: 'governors-daughter', roll: { dice: [5, 3], total: 8, value: 6, multiplier: 50 }, doubloons: 2400 });
    // Both Holds are filled: the ransom may join either (9.42 "Holds already containing Booty are eligible").
    expect(t.legalOf('chooseHold').map((a) => a.hold)).toEqual([0, 1]);
    t.act({ type: 'chooseHold', player: 'A', pirate: 'teach', hold: 0 });
    const p = t.pirate('teach');
    expect(p.holds).toEqual([2900, 500]);
    expect(p.holds.reduce((a, b) => a + b, 0)).toBe(3400);
    expect(p.hostages).toEqual([]);
    expect(t.state.hostagePool['governors-daughter']).toBe(pool + 1);
    // The ransom is Booty, not Net Worth.
    expect(p.netWorth).toBe(0);
  });

  it('9.43 example continued: his next Action converts the 3400 at his Safe Haven: Net Worth +3740', () => {
    const t = example();
    inPort(t, 'teach');
    t.act({ type: 'ransomHostage', player: 'A', pirate: 'teach', hostage: 0 });
    t.roll(5, 3);
    t.act({ type: 'chooseHold', player: 'A', pirate: 'teach', hold: 0 });
    // This Action he keeps his Holds back (9.43: "as many of the Ship's Holds as the Pirate wishes").
    expect(offered(t)).toEqual(['convertHold', 'pass']);
    finishInPort(t);
    expect(t.pirate('teach').holds).toEqual([2900, 500]);
    // Next Action: convert both Holds, one by one.
    inPort(t, 'teach');
    t.act({ type: 'convertHold', player: 'A', pirate: 'teach', hold: 0 });
    expect(t.last('bootyConverted')).toMatchObject({ booty: 2900, netWorth: 3190 });
    t.act({ type: 'convertHold', player: 'A', pirate: 'teach', hold: 0 });
    expect(t.last('bootyConverted')).toMatchObject({ booty: 500, netWorth: 550 });
    expect(t.pirate('teach').netWorth).toBe(3740);
    expect(t.pirate('teach').holds).toEqual([]);
  });

  it('9.42: the ransom may go into an empty Hold', () => {
    const t = solo('teach', 'bath', { holds: [500], hostages: [{ kind: 'captain', nationality: 'english' }] });
    inPort(t, 'teach');
    t.act({ type: 'ransomHostage', player: 'A', pirate: 'teach', hostage: 0 });
    t.roll(6, 6); // 12 x Value 2 x 50 = 1200
    expect(t.legalOf('chooseHold').map((a) => a.hold)).toEqual([0, 1]);
    t.act({ type: 'chooseHold', player: 'A', pirate: 'teach', hold: 1 });
    expect(t.pirate('teach').holds).toEqual([500, 1200]);
  });

  it('9.42: in a Neutral port of the same nationality ransoming is allowed', () => {
    const t = solo('teach', 'charleston', { hostages: [{ kind: 'captain', nationality: 'english' }] });
    inPort(t, 'teach');
    expect(t.canDo({ type: 'ransomHostage', hostage: 0 })).toBe(true);
  });

  it('9.42: the Hostage\'s nationality must match the port\'s', () => {
    const t = solo('teach', 'bath', { hostages: [{ kind: 'captain', nationality: 'spanish' }], holds: [100] }, { governors: { bath: 'pro' } });
    inPort(t, 'teach');
    expect(t.canDo({ type: 'ransomHostage' })).toBe(false);
    // Straight to step 2.
    expect(offered(t)).toEqual(['convertHold', 'pass']);
  });

  it('9.42: of two Hostages only the one of the port\'s nationality is offered', () => {
    const t = solo('teach', 'bath', {
      hostages: [
        { kind: 'captain', nationality: 'french' },
        { kind: 'seaman', nationality: 'english' },
      ],
    });
    inPort(t, 'teach');
    expect(t.legalOf('ransomHostage').map((a) => a.hostage)).toEqual([1]);
  });

  it('9.42 / 9.32: never in an Arab port (Mocha), even with an Arab Hostage', () => {
    const t = solo('teach', 'mocha', { hostages: [{ kind: 'captain', nationality: 'arab' }] }, { governors: { mocha: 'pro' } });
    inPort(t, 'teach');
    expect(t.canDo({ type: 'ransomHostage' })).toBe(false);
  });

  it('9.42 / 9.32: never in a Portuguese port (Goa), even with a Portuguese Hostage', () => {
    const t = solo('teach', 'goa', { hostages: [{ kind: 'captain', nationality: 'portuguese' }] });
    inPort(t, 'teach');
    expect(t.canDo({ type: 'ransomHostage' })).toBe(false);
  });

  it('9.35: ransoming is not allowed in a Pirate Port', () => {
    const t = solo('teach', 'new-providence', { hostages: [{ kind: 'captain', nationality: 'english' }] });
    inPort(t, 'teach');
    expect(t.canDo({ type: 'ransomHostage' })).toBe(false);
  });
});

describe('9.44 Refit', () => {
  it('9.44: a d6 of 5 repairs half, rounded up: 3 hits, split as he likes', () => {
    const t = solo('teach', 'charleston', { ship: 'sloop', combat: 1, speed: 2 });
    inPort(t, 'teach');
    expect(offered(t)).toEqual(['refit', 'pass']);
    t.act({ type: 'refit', player: 'A', pirate: 'teach' });
    t.roll(5);
    expect(t.last('refitRolled')).toMatchObject({ roll: { die: 5, half: 3, safeHaven: 0 }, hits: 3 });
    t.act({ type: 'repair', player: 'A', pirate: 'teach', track: 'combat' });
    t.act({ type: 'repair', player: 'A', pirate: 'teach', track: 'speed' });
    t.act({ type: 'repair', player: 'A', pirate: 'teach', track: 'combat' });
    expect(t.pirate('teach')).toMatchObject({ combat: 3, speed: 3 });
    // Three repairs used: the Action goes on to step 5.
    expect(offered(t)).toEqual(['declareDR', 'pass']);
  });

  it('9.34 / 9.44: in his Safe Haven he repairs 2 more (d6 = 5 -> 3 + 2 = 5 hits)', () => {
    const t = solo('teach', 'charleston', { ship: 'sloop', combat: 0, speed: 2, safeHavens: ['charleston'] }, { governors: { charleston: 'pro' } });
    inPort(t, 'teach');
    t.act({ type: 'refit', player: 'A', pirate: 'teach' });
    t.roll(5);
    expect(t.last('refitRolled')).toMatchObject({ hits: 5 });
    for (let i = 0; i < 5; i++) t.act({ type: 'repair', player: 'A', pirate: 'teach', track: 'combat' });
    expect(t.pirate('teach')).toMatchObject({ combat: 5, speed: 2 });
  });

  it('9.44: a d6 of 1 still repairs 1 hit (half rounded up)', () => {
    const t = solo('teach', 'charleston', { ship: 'schooner', combat: 4 });
    inPort(t, 'teach');
    t.act({ type: 'refit', player: 'A', pirate: 'teach' });
    t.roll(1);
    t.act({ type: 'repair', player: 'A', pirate: 'teach', track: 'combat' });
    expect(t.pirate('teach').combat).toBe(5);
  });

  it('6.23 / 9.44: repairs never take a track above the ship\'s maximum; unused hits are lost', () => {
    const t = solo('teach', 'charleston', { ship: 'sloop', combat: 4, speed: 5 });
    inPort(t, 'teach');
    t.act({ type: 'refit', player: 'A', pirate: 'teach' });
    t.roll(6); // 3 hits, only 1 to repair
    expect(t.legalOf('repair').map((a) => a.track)).toEqual(['combat']);
    t.act({ type: 'repair', player: 'A', pirate: 'teach', track: 'combat' });
    expect(t.pirate('teach')).toMatchObject({ combat: 5, speed: 5 });
    expect(t.canDo({ type: 'repair' })).toBe(false);
  });

  it('9.35 / 9.44: in a Pirate Port all damage of both kinds goes, with no roll', () => {
    const t = solo('teach', 'isla-de-tortuga', { ship: 'schooner', combat: 1, speed: -1 });
    inPort(t, 'teach');
    t.act({ type: 'refit', player: 'A', pirate: 'teach' });
    expect(t.pending.kind).toBe('decision');
    expect(t.pirate('teach')).toMatchObject({ combat: 6, speed: 3 });
    expect(t.last('refitted')).toMatchObject({ pirate: 'teach', all: true });
  });

  it('9.32 / 9.44: no Refit in an Arab port', () => {
    const t = solo('teach', 'mocha', { ship: 'sloop', combat: 2 }, { governors: { mocha: 'pro' } });
    inPort(t, 'teach');
    expect(t.canDo({ type: 'refit' })).toBe(false);
  });

  it('9.44: an undamaged ship is offered no Refit', () => {
    const t = solo('teach', 'charleston');
    inPort(t, 'teach');
    expect(offered(t)).toEqual(['declareDR', 'pass']);
  });
});

describe('9.45 Purchasing Safe Haven status', () => {
  const proCharleston = (extra = {}) => solo('teach', 'charleston', { netWorth: 800, ...extra }, { governors: { charleston: 'pro' } });

  it('9.45: d6 x 100 from Net Worth buys a Safe Haven in a Pro-Pirate port; the Governor Bribed marker is placed', () => {
    const t = proCharleston();
    const gov = t.state.governors.charleston;
    inPort(t, 'teach');
    expect(offered(t)).toEqual(['bribeGovernor', 'pass']);
    t.act({ type: 'bribeGovernor', player: 'A', pirate: 'teach' });
    t.roll(4);
    expect(t.last('bribePrice')).toMatchObject({ roll: 4, price: 400, purpose: 'safeHaven' });
    t.act({ type: 'payBribe', player: 'A', pirate: 'teach', pay: true });
    const p = t.pirate('teach');
    expect(p.netWorth).toBe(400);
    expect(p.safeHavens).toEqual(['charleston']);
    expect(p.bribed).toEqual([gov]);
    expect(t.last('safeHavenBought')).toMatchObject({ port: 'charleston', price: 400, netWorth: 400 });
  });

  it('9.45: the price is paid from Net Worth, never from the Holds', () => {
    const t = proCharleston({ netWorth: 0, holds: [2000] });
    inPort(t, 'teach');
    t.act({ type: 'pass', player: 'A' }); // keeps the Booty in the Hold
    t.act({ type: 'bribeGovernor', player: 'A', pirate: 'teach' });
    t.roll(3);
    expect(t.legalOf('payBribe')).toEqual([{ type: 'payBribe', player: 'A', pirate: 'teach', pay: false }]);
  });

  it('9.45: he may decline after seeing the price; it still counts as his one attempt on that Governor (RULINGS B36)', () => {
    const t = proCharleston();
    const gov = t.state.governors.charleston;
    inPort(t, 'teach');
    t.act({ type: 'bribeGovernor', player: 'A', pirate: 'teach' });
    t.roll(6);
    t.act({ type: 'payBribe', player: 'A', pirate: 'teach', pay: false });
    expect(t.last('bribeDeclined')).toMatchObject({ price: 600 });
    expect(t.pirate('teach')).toMatchObject({ netWorth: 800, safeHavens: [], bribed: [gov] });
    // Declining a Safe Haven bribe costs no Loyalty.
    expect(t.pirate('teach').loyalty).toBe(7);
    finishInPort(t);
    // Next In-Port Activities: no second attempt on that Governor.
    inPort(t, 'teach');
    expect(offered(t)).toEqual(['declareDR', 'pass']);
  });

  it('RULINGS B36: a Pirate who cannot pay can only decline', () => {
    const t = proCharleston({ netWorth: 300 });
    inPort(t, 'teach');
    t.act({ type: 'bribeGovernor', player: 'A', pirate: 'teach' });
    t.roll(4);
    expect(t.legalOf('payBribe')).toEqual([{ type: 'payBribe', player: 'A', pirate: 'teach', pay: false }]);
  });

  it('9.45: exactly enough Net Worth may pay (Net Worth 400, price 400)', () => {
    const t = proCharleston({ netWorth: 400 });
    inPort(t, 'teach');
    t.act({ type: 'bribeGovernor', player: 'A', pirate: 'teach' });
    t.roll(4);
    t.act({ type: 'payBribe', player: 'A', pirate: 'teach', pay: true });
    expect(t.pirate('teach')).toMatchObject({ netWorth: 0, safeHavens: ['charleston'] });
  });

  it('9.45: not in a Neutral port (no Governor to bribe)', () => {
    const t = solo('teach', 'charleston', { netWorth: 800 });
    inPort(t, 'teach');
    expect(offered(t)).toEqual(['declareDR', 'pass']);
  });

  it('9.45: not in a port that is already a Safe Haven for another Pirate', () => {
    const t = table(
      {
        teach: { owner: 'A', at: 'charleston', netWorth: 800 },
        vane: { owner: 'B', at: 'india', safeHavens: ['charleston'] },
      },
      { governors: { charleston: 'pro' } },
    );
    inPort(t, 'teach');
    expect(offered(t)).toEqual(['declareDR', 'pass']);
  });

  it('RULINGS B36: a Governor he tried to bribe for Retirement cannot be bribed for a Safe Haven', () => {
    const gov = proCharleston().state.governors.charleston as string;
    const t = proCharleston({ bribed: [gov] });
    inPort(t, 'teach');
    expect(offered(t)).toEqual(['declareDR', 'pass']);
  });

  it('RULINGS B36: the Governor Bribed marker follows the Governor: another Governor in the same port may be tried', () => {
    const gov = proCharleston().state.governors.charleston as string;
    const other = gov === 'pro-8' ? 'pro-7' : 'pro-8';
    const t = proCharleston({ bribed: [other] });
    inPort(t, 'teach');
    expect(offered(t)).toEqual(['bribeGovernor', 'pass']);
  });
});

describe('9.41 The order of In-Port Activities', () => {
  it('9.41: Ransom, Convert, Refit, Safe Haven, then D&R, in that order within one Action', () => {
    const t = solo(
      'teach',
      'charleston',
      { ship: 'sloop', combat: 4, holds: [500], netWorth: 1000, hostages: [{ kind: 'captain', nationality: 'english' }], loyalty: 5 },
      { governors: { charleston: 'pro' } },
    );
    inPort(t, 'teach');
    const seen: string[] = [];
    const step = (a: Parameters<typeof t.act>[0]) => {
      seen.push(offered(t).join('|'));
      t.act(a);
    };
    step({ type: 'ransomHostage', player: 'A', pirate: 'teach', hostage: 0 });
    t.roll(3, 3); // 6 x 2 x 50 = 600
    step({ type: 'chooseHold', player: 'A', pirate: 'teach', hold: 0 });
    step({ type: 'convertHold', player: 'A', pirate: 'teach', hold: 0 });
    step({ type: 'refit', player: 'A', pirate: 'teach' });
    t.roll(2);
    step({ type: 'repair', player: 'A', pirate: 'teach', track: 'combat' });
    step({ type: 'bribeGovernor', player: 'A', pirate: 'teach' });
    t.roll(2);
    step({ type: 'payBribe', player: 'A', pirate: 'teach', pay: true });
    step({ type: 'declareDR', player: 'A', pirate: 'teach' });
    expect(seen).toEqual([
      'ransomHostage|pass',
      'chooseHold',
      'convertHold|pass',
      'refit|pass',
      'repair',
      'bribeGovernor|pass',
      'payBribe',
      'declareDR|pass',
    ]);
    const p = t.pirate('teach');
    expect(p).toMatchObject({ holds: [], netWorth: 1000 + 1100 - 200, combat: 5, safeHavens: ['charleston'], dr: 'voluntary', loyalty: 6 });
    // All of it was one Action.
    expect(t.state.turn.actionsLeft).toBe(2);
  });

  it('9.41 step 5 / 13.11: voluntary D&R in a normal port: marker front side up, Loyalty +1', () => {
    const t = solo('teach', 'charleston', { loyalty: 4 });
    inPort(t, 'teach');
    t.act({ type: 'declareDR', player: 'A', pirate: 'teach' });
    expect(t.pirate('teach')).toMatchObject({ dr: 'voluntary', loyalty: 5 });
    expect(t.last('drDeclared')).toMatchObject({ pirate: 'teach', kind: 'voluntary' });
  });

  it('9.35 / 13.21: voluntary D&R declared in a Pirate Port gives +3 Loyalty', () => {
    const t = solo('teach', 'isle-ste-marie', { loyalty: 4 });
    inPort(t, 'teach');
    t.act({ type: 'declareDR', player: 'A', pirate: 'teach' });
    expect(t.pirate('teach')).toMatchObject({ dr: 'voluntary', loyalty: 7 });
  });

  it('9.41: In-Port Activities may be done with nothing but declining D&R (one Action spent)', () => {
    const t = solo('teach', 'charleston');
    inPort(t, 'teach');
    t.act({ type: 'pass', player: 'A' });
    expect(t.pirate('teach').dr).toBeNull();
    expect(t.state.turn.actionsLeft).toBe(2);
  });
});
