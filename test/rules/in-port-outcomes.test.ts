import { describe, it, expect } from 'vitest';
import { refusal, type Table } from './helpers.js';
import { solo, inPort } from './career-helpers.js';

/**
 * Rule outcomes of In-Port Activities (9.4, in the order of 9.41) that no other test read: the rule
 * each step cites and the exact facts of each activity. Written ahead of the Stryker run of
 * src/actions/in-port.ts (docs/coverage.md, "Mutation testing"): Blackbeard (A) in a Sloop at
 * Charleston (English, a Pro-Pirate Governor).
 */

const rollRule = (t: Table) => refusal(t, { type: 'endTurn', player: 'A' }).rule;

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
