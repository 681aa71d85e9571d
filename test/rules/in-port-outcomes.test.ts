import { describe, it, expect } from 'vitest';
import { refusal, type Table } from './helpers.js';
import type { Action, ScenarioSpec } from '../../src/index.js';
import { solo, table, inPort, type PirateSpec } from './career-helpers.js';

/**
 * Rule outcomes of In-Port Activities (9.4, in the order of 9.41) that no other test read: the rule
 * each step cites and the exact facts of each activity. Written ahead of the Stryker run of
 * src/actions/in-port.ts (docs/coverage.md, "Mutation testing"): mostly Blackbeard (A) in a Sloop at
 * Charleston (English), and Condent and Vane (A) allied for what an Alliance shares (11.2-11.4).
 * The later ones pin what that file's first full run (549 mutants) left alive: the dice and their
 * labels, the Letter step (17.2, B32), each step declined, the Alliance's Hostages, Holds and
 * ships, Speed-only damage, a second Safe Haven.
 */

const rollRule = (t: Table) => refusal(t, { type: 'endTurn', player: 'A' }).rule;

/** A is asked at an In-Port Activities step under `rule`, and `legal` is exactly what he may do. */
function asked(t: Table, rule: string, legal: Action[]): void {
  expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'inPort', rule });
  expect(t.legal()).toEqual(legal);
}

describe('9.41-9.45 / 13.11: one In-Port Action, step by step', () => {
  it('each step cites its rule (9.42, 9.43, 9.44, 9.45, 13.11) and records exactly what it did', () => {
    const t = solo(
      'teach',
      'charleston',
      { ship: 'sloop', combat: 4, holds: [500], netWorth: 1000, hostages: [{ kind: 'captain', nationality: 'english' }], loyalty: 5 },
      { governors: { charleston: 'pro' } },
    );
    const governor = t.state.governors['charleston'];
    inPort(t, 'teach');
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'inPort', rule: '9.42' });
    t.act({ type: 'ransomHostage', player: 'A', pirate: 'teach', hostage: 0 });
    expect(rollRule(t)).toBe('9.42');
    // 9.42: 2d6 (6) x the Captain's Value 2 x 50.
    expect(t.roll(3, 3)).toEqual([{ type: 'hostageRansomed', rule: '9.42', pirate: 'teach', port: 'charleston', hostage: 'captain', roll: { dice: [3, 3], total: 6, value: 2, multiplier: 50 }, doubloons: 600 }]);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'inPort', rule: '9.42' });
    expect(t.act({ type: 'chooseHold', player: 'A', pirate: 'teach', hold: 0 })).toEqual([{ type: 'bootyStowed', rule: '9.42', pirate: 'teach', doubloons: 600, holds: [1100] }]);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'inPort', rule: '9.43' });
    // 9.32 / 9.43: a Pro-Pirate port converts 1-to-1.
    expect(t.act({ type: 'convertHold', player: 'A', pirate: 'teach', hold: 0 })).toEqual([
      { type: 'bootyConverted', rule: '9.43', pirate: 'teach', port: 'charleston', booty: 1100, status: 'pro-pirate', netWorth: 1100, total: 2100 },
    ]);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'inPort', rule: '9.44' });
    t.act({ type: 'refit', player: 'A', pirate: 'teach' });
    expect(rollRule(t)).toBe('9.44');
    // 9.44: half the die, rounded up: 1 hit.
    expect(t.roll(2)).toEqual([{ type: 'refitRolled', rule: '9.44', pirate: 'teach', roll: { die: 2, half: 1, safeHaven: 0 }, hits: 1 }]);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'inPort', rule: '9.44' });
    expect(t.act({ type: 'repair', player: 'A', pirate: 'teach', track: 'combat' })).toEqual([{ type: 'repaired', rule: '9.44', pirate: 'teach', track: 'combat', value: 5 }]);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'inPort', rule: '9.45' });
    t.act({ type: 'bribeGovernor', player: 'A', pirate: 'teach' });
    expect(rollRule(t)).toBe('9.45');
    // 9.45: d6 x 100.
    expect(t.roll(2)).toEqual([{ type: 'bribePrice', rule: '9.45', pirate: 'teach', port: 'charleston', roll: 2, price: 200, purpose: 'safeHaven' }]);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'inPort', rule: '9.45' });
    expect(t.act({ type: 'payBribe', player: 'A', pirate: 'teach', pay: true })).toEqual([{ type: 'safeHavenBought', rule: '9.45', pirate: 'teach', port: 'charleston', price: 200, netWorth: 1900 }]);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'inPort', rule: '13.11' });
    expect(t.act({ type: 'declareDR', player: 'A', pirate: 'teach' }).slice(0, 2)).toEqual([
      { type: 'drDeclared', rule: '13.11', pirate: 'teach', kind: 'voluntary' },
      { type: 'loyaltyChanged', rule: '13.21', pirate: 'teach', delta: 1, reason: 'drElsewhere', from: 5, to: 6 },
    ]);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
    expect(t.pirate('teach')).toMatchObject({ holds: [], netWorth: 1900, combat: 5, safeHavens: ['charleston'], bribed: [governor], dr: 'voluntary' });
  });

  it('9.45 / B36: a declined price is recorded with the price; nothing is paid', () => {
    const t = solo('teach', 'charleston', { netWorth: 1000 }, { governors: { charleston: 'pro' } });
    inPort(t, 'teach');
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'inPort', rule: '9.45' });
    t.act({ type: 'bribeGovernor', player: 'A', pirate: 'teach' });
    t.roll(4);
    expect(t.act({ type: 'payBribe', player: 'A', pirate: 'teach', pay: false })).toEqual([{ type: 'bribeDeclined', rule: '9.45', pirate: 'teach', port: 'charleston', price: 400 }]);
    expect(t.pirate('teach')).toMatchObject({ netWorth: 1000, safeHavens: [] });
  });

  it('9.35 / 9.44: a Pirate Port repairs both tracks with no roll, recorded as all; converting there forces involuntary D&R (9.35), no question', () => {
    const t = solo('teach', 'isla-de-tortuga', { ship: 'sloop', combat: 2, speed: 3, holds: [700], loyalty: 4 });
    inPort(t, 'teach');
    expect(t.act({ type: 'convertHold', player: 'A', pirate: 'teach', hold: 0 })).toEqual([
      { type: 'bootyConverted', rule: '9.43', pirate: 'teach', port: 'isla-de-tortuga', booty: 700, status: 'pirate-port', netWorth: 700, total: 700 },
    ]);
    expect(t.act({ type: 'refit', player: 'A', pirate: 'teach' }).slice(0, 1)).toEqual([{ type: 'refitted', rule: '9.44', pirate: 'teach', combat: 5, speed: 5, all: true }]);
    expect(t.pirate('teach')).toMatchObject({ combat: 5, speed: 5, dr: 'involuntary', loyalty: 7 });
    expect(t.last('drDeclared')).toEqual({ type: 'drDeclared', rule: '9.35', pirate: 'teach', kind: 'involuntary' });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
  });
});

/** The dice spec of the chance node pending now, with the rule an illegal action there cites. */
function diceSpec(t: Table): unknown {
  const p = t.pending;
  return p.kind === 'chance' ? { ...p.spec, rule: rollRule(t) } : p;
}

/** Condent (A, Leadership 3, more NP: he acts, 11.2) and Vane (A, Leadership 2) allied in `at`. */
function allied(at: string, condent: Partial<PirateSpec>, vane: Partial<PirateSpec>, more: Partial<ScenarioSpec> = {}): Table {
  return table(
    {
      condent: { owner: 'A', at, ally: 'vane', np: 6, ...condent } as PirateSpec,
      vane: { owner: 'A', at, ally: 'condent', np: 2, ...vane } as PirateSpec,
    },
    more,
  );
}

describe('9.42 / 9.44 / 9.45: the dice each step asks for, and what the player reads', () => {
  it('9.42: 2d6 rolled by the Pirate, "Ransom roll for ..."; 9.44: one die, "Refit roll for ..."; 9.45: one die, "Safe Haven price for ..."', () => {
    const t = solo('teach', 'charleston', { combat: 4, netWorth: 1000, hostages: [{ kind: 'seaman', nationality: 'english' }] }, { governors: { charleston: 'pro' } });
    inPort(t, 'teach');
    t.act({ type: 'ransomHostage', player: 'A', pirate: 'teach', hostage: 0 });
    expect(diceSpec(t)).toEqual({ kind: 'dice', count: 2, roller: 'teach', label: 'Ransom roll for Edward Teach ("Blackbeard") (9.42)', rule: '9.42' });
    t.roll(1, 1);
    t.act({ type: 'chooseHold', player: 'A', pirate: 'teach', hold: 0 });
    t.act({ type: 'pass', player: 'A' }); // keeps the ransom in the Hold (9.43)
    t.act({ type: 'refit', player: 'A', pirate: 'teach' });
    expect(diceSpec(t)).toEqual({ kind: 'dice', count: 1, roller: 'teach', label: 'Refit roll for Edward Teach ("Blackbeard") (9.44)', rule: '9.44' });
    t.roll(1);
    t.act({ type: 'repair', player: 'A', pirate: 'teach', track: 'combat' });
    t.act({ type: 'bribeGovernor', player: 'A', pirate: 'teach' });
    expect(diceSpec(t)).toEqual({ kind: 'dice', count: 1, roller: 'teach', label: 'Safe Haven price for Edward Teach ("Blackbeard") (9.45)', rule: '9.45' });
  });
});

describe('17.2 #12 / RULINGS B32: a Letter of Marque played first, as part of the In-Port Action', () => {
  const inBath = () =>
    solo('low', 'bath', { hostages: [{ kind: 'seaman', nationality: 'english' }] }, { hands: { A: ['letter-of-marque'] }, governors: { bath: 'pro' } });

  it('17.2: the first step offers exactly the Letter for him or nothing; declining goes on to the Ransom (9.42)', () => {
    const t = inBath();
    inPort(t, 'low');
    asked(t, '17.2', [
      { type: 'playEvent', player: 'A', card: 'letter-of-marque', pirate: 'low' },
      { type: 'pass', player: 'A' },
    ]);
    expect(t.act({ type: 'pass', player: 'A' })).toEqual([]);
    asked(t, '9.42', [
      { type: 'ransomHostage', player: 'A', pirate: 'low', hostage: 0 },
      { type: 'pass', player: 'A' },
    ]);
    expect(t.pirate('low').letterOfMarque).toBeNull();
    expect(t.hand('A')).toEqual(['letter-of-marque']);
  });

  it('17.2: played, the Letter is his and the same Action goes on to the Ransom (9.42), the Letter not offered again', () => {
    const t = inBath();
    inPort(t, 'low');
    expect(t.act({ type: 'playEvent', player: 'A', card: 'letter-of-marque', pirate: 'low' })).toEqual([
      { type: 'cardPlayed', rule: '17.2', player: 'A', card: 'letter-of-marque', use: 'event', pirate: 'low' },
      { type: 'letterOfMarque', rule: '17.2', pirate: 'low', port: 'bath', nationality: 'english' },
    ]);
    asked(t, '9.42', [
      { type: 'ransomHostage', player: 'A', pirate: 'low', hostage: 0 },
      { type: 'pass', player: 'A' },
    ]);
    expect(t.state.turn.actionsLeft).toBe(2);
  });
});

describe('9.42 Ransom: which Hostage, and what is left', () => {
  it('9.42: two Hostages of the port\'s nationality are both offered; ransoming the second keeps the first, and the step comes back for it', () => {
    const t = solo('teach', 'charleston', {
      holds: [100],
      hostages: [
        { kind: 'captain', nationality: 'english' },
        { kind: 'seaman', nationality: 'english' },
      ],
    });
    const pool = { ...t.state.hostagePool };
    inPort(t, 'teach');
    expect(t.legal()).toEqual([
      { type: 'ransomHostage', player: 'A', pirate: 'teach', hostage: 0 },
      { type: 'ransomHostage', player: 'A', pirate: 'teach', hostage: 1 },
      { type: 'pass', player: 'A' },
    ]);
    t.act({ type: 'ransomHostage', player: 'A', pirate: 'teach', hostage: 1 });
    // 9.42: 2d6 = 12 x the Seaman's Value 1 x 50 = 600.
    expect(t.roll(6, 6)).toEqual([{ type: 'hostageRansomed', rule: '9.42', pirate: 'teach', port: 'charleston', hostage: 'seaman', roll: { dice: [6, 6], total: 12, value: 1, multiplier: 50 }, doubloons: 600 }]);
    expect(t.pirate('teach').hostages).toEqual([{ kind: 'captain', nationality: 'english' }]);
    expect(t.state.hostagePool['seaman']).toBe((pool['seaman'] ?? 0) + 1);
    expect(t.state.hostagePool['captain']).toBe(pool['captain'] ?? 0);
    // 9.42: into a Hold with Booty or an empty one.
    expect(t.legal()).toEqual([
      { type: 'chooseHold', player: 'A', pirate: 'teach', hold: 0 },
      { type: 'chooseHold', player: 'A', pirate: 'teach', hold: 1 },
    ]);
    expect(t.act({ type: 'chooseHold', player: 'A', pirate: 'teach', hold: 1 })).toEqual([{ type: 'bootyStowed', rule: '9.42', pirate: 'teach', doubloons: 600, holds: [100, 600] }]);
    asked(t, '9.42', [
      { type: 'ransomHostage', player: 'A', pirate: 'teach', hostage: 0 },
      { type: 'pass', player: 'A' },
    ]);
    t.act({ type: 'ransomHostage', player: 'A', pirate: 'teach', hostage: 0 });
    // 2d6 = 3 x the Captain's Value 2 x 50 = 300.
    expect(t.roll(1, 2)).toMatchObject([{ type: 'hostageRansomed', hostage: 'captain', roll: { dice: [1, 2], total: 3, value: 2 }, doubloons: 300 }]);
    t.act({ type: 'chooseHold', player: 'A', pirate: 'teach', hold: 0 });
    expect(t.pirate('teach')).toMatchObject({ hostages: [], holds: [400, 600], netWorth: 0 });
    expect(t.state.hostagePool['captain']).toBe((pool['captain'] ?? 0) + 1);
    // Nothing left to ransom: step 2, the conversion (9.43).
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'inPort', rule: '9.43' });
  });

  it('9.42 / 11.3 / R15: an ally\'s Hostage may be ransomed too; the ransom is shared, a share into a new Hold of each ship, and no Hold is asked for', () => {
    const t = allied(
      'charleston',
      { holds: [300], hostages: [{ kind: 'captain', nationality: 'english' }] },
      { hostages: [{ kind: 'seaman', nationality: 'english' }] },
      { governors: { charleston: 'pro' } },
    );
    inPort(t, 'condent');
    expect(t.legal()).toEqual([
      { type: 'ransomHostage', player: 'A', pirate: 'condent', hostage: 0 },
      { type: 'ransomHostage', player: 'A', pirate: 'vane', hostage: 0 },
      { type: 'pass', player: 'A' },
    ]);
    t.act({ type: 'ransomHostage', player: 'A', pirate: 'vane', hostage: 0 });
    expect(diceSpec(t)).toEqual({ kind: 'dice', count: 2, roller: 'condent', label: 'Ransom roll for Christopher Condent (9.42)', rule: '9.42' });
    // 2d6 = 5 x Value 1 x 50 = 250: 125 each.
    expect(t.roll(2, 3)).toEqual([
      { type: 'hostageRansomed', rule: '9.42', pirate: 'condent', port: 'charleston', hostage: 'seaman', roll: { dice: [2, 3], total: 5, value: 1, multiplier: 50 }, doubloons: 250 },
      { type: 'bootyStowed', rule: '9.42', pirate: 'condent', doubloons: 125, holds: [300, 125], alliance: '11.3' },
      { type: 'bootyStowed', rule: '9.42', pirate: 'vane', doubloons: 125, holds: [125], alliance: '11.3' },
    ]);
    expect(t.pirate('vane').hostages).toEqual([]);
    expect(t.pirate('condent').hostages).toEqual([{ kind: 'captain', nationality: 'english' }]);
    // Back to step 1 for Condent's own Hostage.
    asked(t, '9.42', [
      { type: 'ransomHostage', player: 'A', pirate: 'condent', hostage: 0 },
      { type: 'pass', player: 'A' },
    ]);
    t.act({ type: 'ransomHostage', player: 'A', pirate: 'condent', hostage: 0 });
    // 2d6 = 4 x Value 2 x 50 = 400: the Sloops' second Holds are full, so into each first Hold (R15).
    expect(t.roll(1, 3).slice(1)).toEqual([
      { type: 'bootyStowed', rule: '9.42', pirate: 'condent', doubloons: 200, holds: [500, 125], alliance: '11.3' },
      { type: 'bootyStowed', rule: '9.42', pirate: 'vane', doubloons: 200, holds: [125, 200], alliance: '11.3' },
    ]);
    expect(t.pirate('condent').hostages).toEqual([]);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'inPort', rule: '9.43' });
  });
});

describe('9.42 Ransom declined', () => {
  it('9.42 / 9.41: declining to ransom keeps the Hostage and goes on to step 2, the conversion (9.43)', () => {
    const t = solo('teach', 'charleston', { holds: [300], hostages: [{ kind: 'captain', nationality: 'english' }] });
    const pool = t.state.hostagePool['captain'] ?? 0;
    inPort(t, 'teach');
    expect(t.act({ type: 'pass', player: 'A' })).toEqual([]);
    asked(t, '9.43', [
      { type: 'convertHold', player: 'A', pirate: 'teach', hold: 0 },
      { type: 'pass', player: 'A' },
    ]);
    expect(t.pirate('teach')).toMatchObject({ holds: [300], hostages: [{ kind: 'captain', nationality: 'english' }] });
    expect(t.state.hostagePool['captain'] ?? 0).toBe(pool);
  });
});

describe('9.35 Ransom never in a Pirate Port', () => {
  it('9.35: a Hostage without a nationality (null in the state) is not ransomed in a Pirate Port, which has none either', () => {
    const t = solo('teach', 'new-providence', { holds: [300], hostages: [{ kind: 'captain', nationality: null }] });
    inPort(t, 'teach');
    // Straight to step 2 (9.43).
    asked(t, '9.43', [
      { type: 'convertHold', player: 'A', pirate: 'teach', hold: 0 },
      { type: 'pass', player: 'A' },
    ]);
  });
});

describe('9.43 Converting Booty: each ship of an Alliance at its own rate', () => {
  it('9.43 / 9.34: both ships\' Holds are offered; the ally\'s Safe Haven gives +10 % on his Holds only, each into his own Net Worth', () => {
    const t = allied('charleston', { holds: [1000] }, { holds: [1005, 200], safeHavens: ['charleston'], netWorth: 50 }, { governors: { charleston: 'pro' } });
    inPort(t, 'condent');
    asked(t, '9.43', [
      { type: 'convertHold', player: 'A', pirate: 'condent', hold: 0 },
      { type: 'convertHold', player: 'A', pirate: 'vane', hold: 0 },
      { type: 'convertHold', player: 'A', pirate: 'vane', hold: 1 },
      { type: 'pass', player: 'A' },
    ]);
    expect(t.act({ type: 'convertHold', player: 'A', pirate: 'vane', hold: 0 })).toEqual([
      { type: 'bootyConverted', rule: '9.43', pirate: 'vane', port: 'charleston', booty: 1005, status: 'safe-haven', netWorth: 1106, total: 1156 },
    ]);
    expect(t.act({ type: 'convertHold', player: 'A', pirate: 'condent', hold: 0 })).toEqual([
      { type: 'bootyConverted', rule: '9.43', pirate: 'condent', port: 'charleston', booty: 1000, status: 'pro-pirate', netWorth: 1000, total: 1000 },
    ]);
    expect(t.legal()).toEqual([
      { type: 'convertHold', player: 'A', pirate: 'vane', hold: 0 },
      { type: 'pass', player: 'A' },
    ]);
    expect(t.pirate('condent')).toMatchObject({ holds: [], netWorth: 1000 });
    expect(t.pirate('vane')).toMatchObject({ holds: [200], netWorth: 1156 });
  });

  it('9.43: the step is offered when only the ally has Booty, and when only the acting Pirate has', () => {
    const onlyAlly = allied('charleston', {}, { holds: [400] });
    inPort(onlyAlly, 'condent');
    asked(onlyAlly, '9.43', [
      { type: 'convertHold', player: 'A', pirate: 'vane', hold: 0 },
      { type: 'pass', player: 'A' },
    ]);
    // 9.33: a Neutral port, 50 %.
    expect(onlyAlly.act({ type: 'convertHold', player: 'A', pirate: 'vane', hold: 0 })).toEqual([
      { type: 'bootyConverted', rule: '9.43', pirate: 'vane', port: 'charleston', booty: 400, status: 'neutral', netWorth: 200, total: 200 },
    ]);
    // Nothing left: step 5.
    expect(onlyAlly.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'inPort', rule: '13.11' });

    const onlyHim = allied('charleston', { holds: [400] }, {});
    inPort(onlyHim, 'condent');
    expect(onlyHim.legal()).toEqual([
      { type: 'convertHold', player: 'A', pirate: 'condent', hold: 0 },
      { type: 'pass', player: 'A' },
    ]);
  });

  it('9.35 / 11.2: converting in a Pirate Port puts the whole Alliance in involuntary D&R (+3 each), no question asked', () => {
    const t = allied('new-providence', { holds: [300], loyalty: 4 }, { holds: [200], loyalty: 5 });
    inPort(t, 'condent');
    t.act({ type: 'convertHold', player: 'A', pirate: 'vane', hold: 0 });
    expect(t.last('bootyConverted')).toEqual({ type: 'bootyConverted', rule: '9.43', pirate: 'vane', port: 'new-providence', booty: 200, status: 'pirate-port', netWorth: 200, total: 200 });
    t.act({ type: 'pass', player: 'A' });
    expect(t.ev('drDeclared')).toEqual([
      { type: 'drDeclared', rule: '9.35', pirate: 'vane', kind: 'involuntary' },
      { type: 'drDeclared', rule: '9.35', pirate: 'condent', kind: 'involuntary' },
    ]);
    expect(t.pirate('condent')).toMatchObject({ holds: [300], dr: 'involuntary', loyalty: 7 });
    expect(t.pirate('vane')).toMatchObject({ holds: [], netWorth: 200, dr: 'involuntary', loyalty: 8 });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
    expect(t.state.turn.actionsLeft).toBe(2);
  });
});

describe('9.44 Refit: which damage, which ship', () => {
  it('9.44: Speed damage alone is damage: Refit is offered and only Speed can be repaired', () => {
    const t = solo('teach', 'charleston', { ship: 'sloop', combat: 5, speed: 3 });
    inPort(t, 'teach');
    asked(t, '9.44', [
      { type: 'refit', player: 'A', pirate: 'teach' },
      { type: 'pass', player: 'A' },
    ]);
    expect(t.act({ type: 'refit', player: 'A', pirate: 'teach' })).toEqual([]);
    // 9.44: a 6 halved is 3 hits.
    expect(t.roll(6)).toEqual([{ type: 'refitRolled', rule: '9.44', pirate: 'teach', roll: { die: 6, half: 3, safeHaven: 0 }, hits: 3 }]);
    asked(t, '9.44', [{ type: 'repair', player: 'A', pirate: 'teach', track: 'speed' }]);
    expect(t.act({ type: 'repair', player: 'A', pirate: 'teach', track: 'speed' })).toEqual([{ type: 'repaired', rule: '9.44', pirate: 'teach', track: 'speed', value: 4 }]);
    expect(t.act({ type: 'repair', player: 'A', pirate: 'teach', track: 'speed' })).toEqual([{ type: 'repaired', rule: '9.44', pirate: 'teach', track: 'speed', value: 5 }]);
    // Repaired with a hit to spare: the hit is lost and step 5 comes.
    expect(t.pirate('teach')).toMatchObject({ combat: 5, speed: 5 });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'inPort', rule: '13.11' });
  });

  it('9.44: declining the Refit repairs nothing and goes on to step 4 (9.45)', () => {
    const t = solo('teach', 'charleston', { ship: 'sloop', combat: 3, netWorth: 500 }, { governors: { charleston: 'pro' } });
    inPort(t, 'teach');
    expect(t.act({ type: 'pass', player: 'A' })).toEqual([]);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'inPort', rule: '9.45' });
    expect(t.pirate('teach').combat).toBe(3);
  });

  it('9.34 / 9.44: in his Safe Haven the roll is recorded with its +2: a 5 is 3 + 2 = 5 hits', () => {
    const t = solo('teach', 'charleston', { ship: 'sloop', combat: 0, speed: 2, safeHavens: ['charleston'] }, { governors: { charleston: 'pro' } });
    inPort(t, 'teach');
    t.act({ type: 'refit', player: 'A', pirate: 'teach' });
    expect(t.roll(5)).toEqual([{ type: 'refitRolled', rule: '9.44', pirate: 'teach', roll: { die: 5, half: 3, safeHaven: 2 }, hits: 5 }]);
  });

  it('11.4 / 9.44: only the ally\'s ship is damaged: Refit is offered, and the hits repair his tracks', () => {
    const t = allied('charleston', {}, { ship: 'schooner', combat: 4, speed: 2 });
    inPort(t, 'condent');
    asked(t, '9.44', [
      { type: 'refit', player: 'A', pirate: 'condent' },
      { type: 'pass', player: 'A' },
    ]);
    t.act({ type: 'refit', player: 'A', pirate: 'condent' });
    expect(diceSpec(t)).toEqual({ kind: 'dice', count: 1, roller: 'condent', label: 'Refit roll for Christopher Condent (9.44)', rule: '9.44' });
    t.roll(4); // 2 hits
    expect(t.legal()).toEqual([
      { type: 'repair', player: 'A', pirate: 'vane', track: 'combat' },
      { type: 'repair', player: 'A', pirate: 'vane', track: 'speed' },
    ]);
    expect(t.act({ type: 'repair', player: 'A', pirate: 'vane', track: 'speed' })).toEqual([{ type: 'repaired', rule: '9.44', pirate: 'vane', track: 'speed', value: 3 }]);
    expect(t.act({ type: 'repair', player: 'A', pirate: 'vane', track: 'combat' })).toEqual([{ type: 'repaired', rule: '9.44', pirate: 'vane', track: 'combat', value: 5 }]);
    expect(t.pirate('vane')).toMatchObject({ combat: 5, speed: 3 });
    expect(t.pirate('condent')).toMatchObject({ combat: 5, speed: 5 });
    // Two hits, two repairs: on to step 5, though Vane's Combat is not full.
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'inPort', rule: '13.11' });
  });

  it('11.4 / 9.44: both ships damaged: each ship\'s damaged tracks are offered, the acting Pirate\'s first', () => {
    const t = allied('charleston', { ship: 'sloop', combat: 4, speed: 4 }, { ship: 'sloop', speed: 1 });
    inPort(t, 'condent');
    t.act({ type: 'refit', player: 'A', pirate: 'condent' });
    t.roll(1); // 1 hit
    expect(t.legal()).toEqual([
      { type: 'repair', player: 'A', pirate: 'condent', track: 'combat' },
      { type: 'repair', player: 'A', pirate: 'condent', track: 'speed' },
      { type: 'repair', player: 'A', pirate: 'vane', track: 'speed' },
    ]);
  });

  it('9.35 / 9.44 / 11.4: a Pirate Port repairs both ships of an Alliance in full, each recorded', () => {
    const t = allied('isla-de-tortuga', { ship: 'sloop', speed: 2 }, { ship: 'brigantine', combat: 3, speed: 0 });
    inPort(t, 'condent');
    expect(t.act({ type: 'refit', player: 'A', pirate: 'condent' }).slice(0, 2)).toEqual([
      { type: 'refitted', rule: '9.44', pirate: 'condent', combat: 5, speed: 5, all: true },
      { type: 'refitted', rule: '9.44', pirate: 'vane', combat: 7, speed: 1, all: true },
    ]);
    expect(t.pirate('condent')).toMatchObject({ combat: 5, speed: 5 });
    expect(t.pirate('vane')).toMatchObject({ combat: 7, speed: 1 });
    // No roll: step 5, his choice (nothing was converted).
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'inPort', rule: '13.11' });
  });

  it('9.32 / 9.44: no Refit in an Arab port, damage or not: straight on to the Safe Haven (9.45)', () => {
    const t = solo('teach', 'mocha', { ship: 'sloop', combat: 2, netWorth: 600 }, { governors: { mocha: 'pro' } });
    inPort(t, 'teach');
    asked(t, '9.45', [
      { type: 'bribeGovernor', player: 'A', pirate: 'teach' },
      { type: 'pass', player: 'A' },
    ]);
  });
});

describe('9.45 Safe Haven: where, and what is recorded', () => {
  it('9.45: in his own Safe Haven there is nothing to buy: step 5 at once', () => {
    const t = solo('teach', 'charleston', { netWorth: 800, safeHavens: ['charleston'] }, { governors: { charleston: 'pro' } });
    inPort(t, 'teach');
    asked(t, '13.11', [
      { type: 'declareDR', player: 'A', pirate: 'teach' },
      { type: 'pass', player: 'A' },
    ]);
  });

  it('9.34 / 9.45: a second Safe Haven is added to the first; the Governor Bribed marker joins those he had', () => {
    const gov = solo('teach', 'charleston', {}, { governors: { charleston: 'pro' } }).state.governors['charleston'] as string;
    const other = gov === 'pro-8' ? 'pro-7' : 'pro-8';
    const t = solo('teach', 'charleston', { netWorth: 700, safeHavens: ['bath'], bribed: [other] }, { governors: { charleston: 'pro', bath: 'pro' } });
    expect(t.state.governors['charleston']).toBe(gov);
    inPort(t, 'teach');
    asked(t, '9.45', [
      { type: 'bribeGovernor', player: 'A', pirate: 'teach' },
      { type: 'pass', player: 'A' },
    ]);
    expect(t.act({ type: 'bribeGovernor', player: 'A', pirate: 'teach' })).toEqual([]);
    // 9.45: d6 = 1: 100 Doubloons.
    expect(t.roll(1)).toEqual([{ type: 'bribePrice', rule: '9.45', pirate: 'teach', port: 'charleston', roll: 1, price: 100, purpose: 'safeHaven' }]);
    expect(t.pirate('teach').bribed).toEqual([other, gov]);
    expect(t.legal()).toEqual([
      { type: 'payBribe', player: 'A', pirate: 'teach', pay: true },
      { type: 'payBribe', player: 'A', pirate: 'teach', pay: false },
    ]);
    expect(t.act({ type: 'payBribe', player: 'A', pirate: 'teach', pay: true })).toEqual([{ type: 'safeHavenBought', rule: '9.45', pirate: 'teach', port: 'charleston', price: 100, netWorth: 600 }]);
    expect(t.pirate('teach')).toMatchObject({ safeHavens: ['bath', 'charleston'], netWorth: 600, bribed: [other, gov] });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'inPort', rule: '13.11' });
  });

  it('9.45: declining to try the bribe leaves no marker and goes on to step 5', () => {
    const t = solo('teach', 'charleston', { netWorth: 800 }, { governors: { charleston: 'pro' } });
    inPort(t, 'teach');
    expect(t.act({ type: 'pass', player: 'A' })).toEqual([]);
    expect(t.pirate('teach')).toMatchObject({ bribed: [], safeHavens: [], netWorth: 800 });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'inPort', rule: '13.11' });
  });
});

describe('13.11 / 9.41 step 5: D&R ends the Action', () => {
  it('11.2 / 13.11: D&R declared by an Alliance in port marks both ships, voluntary, +1 each; one Action spent', () => {
    const t = allied('charleston', { loyalty: 4 }, { loyalty: 6 });
    inPort(t, 'condent');
    asked(t, '13.11', [
      { type: 'declareDR', player: 'A', pirate: 'condent' },
      { type: 'pass', player: 'A' },
    ]);
    t.act({ type: 'declareDR', player: 'A', pirate: 'condent' });
    expect(t.ev('drDeclared')).toEqual([
      { type: 'drDeclared', rule: '13.11', pirate: 'vane', kind: 'voluntary' },
      { type: 'drDeclared', rule: '13.11', pirate: 'condent', kind: 'voluntary' },
    ]);
    expect(t.pirate('condent')).toMatchObject({ dr: 'voluntary', loyalty: 5 });
    expect(t.pirate('vane')).toMatchObject({ dr: 'voluntary', loyalty: 7 });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
    expect(t.state.turn.actionsLeft).toBe(2);
  });

  it('9.41 step 5: declining D&R ends the Action with no event and no marker', () => {
    const t = solo('teach', 'charleston', { loyalty: 4 });
    inPort(t, 'teach');
    expect(t.act({ type: 'pass', player: 'A' }).filter((e) => e.type === 'drDeclared' || e.type === 'loyaltyChanged')).toEqual([]);
    expect(t.pirate('teach')).toMatchObject({ dr: null, loyalty: 4 });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
  });
});
