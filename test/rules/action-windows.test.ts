import { describe, it, expect } from 'vitest';
import type { Action } from '../../src/index.js';
import { scenario, type Table } from './helpers.js';

/**
 * 4.63 / 17.2: the Anti-Pirate windows of every Pirate Action, with forced dice.
 *  - #15 Mutiny Conspiracy and #17 Piratical Ambition: "at any time during a Pirate's Action", so
 *    during the In-Port Actions too (In-Port Activities, D&R Recovery, Retirement, Form Alliance).
 *  - #2 Debauchery & Revelry: after an Action In-Port is complete, D&R Recovery included.
 *  - Form Alliance (11.1) is a Pirate Action like the others: its announcement opens the In-Port
 *    window (a KC's Oust, 10.42), it resets the per-Action AP limits (4.62) and ends a pending Sack
 *    (9.55: the Sack must be his very next Action).
 */

const playEvent = (player: 'B' | 'C', card: string): Action => ({ type: 'playEvent', player, card });

/** A in Port Royal (Pro-Pirate Governor, so not a Pirate Port) with Low; B holds `hand`. */
function inPort(hand: string[], pirates: Record<string, Record<string, unknown>> = {}): Table {
  return scenario({
    players: 3,
    options: { cunning: false },
    turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
    hands: { B: hand },
    governors: { 'port-royal': 'pro' },
    pirates: { low: { owner: 'A', at: 'port-royal', loyalty: 4, ...pirates['low'] }, ...Object.fromEntries(Object.entries(pirates).filter(([id]) => id !== 'low')) } as never,
  });
}

/** The four In-Port Actions of 17.2's "any time during a Pirate's Action" that were missing. */
const IN_PORT_ACTIONS: { name: string; setup: Record<string, Record<string, unknown>>; action: Action }[] = [
  { name: 'In-Port Activities (4.5E)', setup: {}, action: { type: 'inPortActivities', player: 'A', pirate: 'low' } },
  { name: 'D&R Recovery (4.5F)', setup: { low: { dr: 'voluntary' } }, action: { type: 'recoverDR', player: 'A', pirate: 'low' } },
  { name: 'Retirement (18.4)', setup: { low: { netWorth: 500 } }, action: { type: 'retire', player: 'A', pirate: 'low' } },
  { name: 'Form Alliance (11.1)', setup: { vane: { owner: 'A', at: 'port-royal', loyalty: 6 } }, action: { type: 'formAlliance', player: 'A', pirate: 'low', partner: 'vane' } },
];

describe('17.2 #15 Mutiny Conspiracy during every Pirate Action (4.63)', () => {
  for (const c of IN_PORT_ACTIONS) {
    it(`is offered as ${c.name} is announced, and 2d6 above his Loyalty is a Mutiny`, () => {
      const t = inPort(['mutiny-conspiracy'], c.setup);
      t.exact(c.action);
      expect(t.legal()).toEqual([playEvent('B', 'mutiny-conspiracy'), { type: 'pass', player: 'B' }]);
      t.exact(playEvent('B', 'mutiny-conspiracy'));
      t.roll(3, 2); // 5 > Loyalty 4
      expect(t.last('mutinyConspiracy')).toMatchObject({ rule: '17.2', pirate: 'low', outcome: 'mutiny', roll: { total: 5, loyalty: 4 } });
      expect(t.pending).toMatchObject({ kind: 'chance', frame: 'mutiny' });
    });
  }
});

describe('17.2 #17 Piratical Ambition during every Pirate Action (4.63)', () => {
  for (const c of IN_PORT_ACTIONS) {
    it(`is offered as ${c.name} is announced (B has a Pirate in hand and room to play him)`, () => {
      const t = scenario({
        players: 3,
        options: { cunning: false },
        turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
        hands: { B: ['piratical-ambition'] },
        pirateHands: { B: ['kidd'] },
        governors: { 'port-royal': 'pro' },
        pirates: { low: { owner: 'A', at: 'port-royal', loyalty: 4, ...c.setup['low'] }, ...Object.fromEntries(Object.entries(c.setup).filter(([id]) => id !== 'low')) } as never,
      });
      t.exact(c.action);
      expect(t.legal()).toEqual([playEvent('B', 'piratical-ambition'), { type: 'pass', player: 'B' }]);
      t.exact(playEvent('B', 'piratical-ambition'));
      expect(t.last('cardPlayed')).toMatchObject({ rule: '17.2', player: 'B', card: 'piratical-ambition', pirate: 'low' });
    });
  }
});

describe('17.2 #2 Debauchery & Revelry after a D&R Recovery (4.63: "immediately following such an Action")', () => {
  it('the Recovery ends his voluntary D&R, then the card sends him into involuntary D&R', () => {
    const t = inPort(['debauchery-and-revelry'], { low: { dr: 'voluntary' } });
    t.exact({ type: 'recoverDR', player: 'A', pirate: 'low' });
    t.exact({ type: 'pass', player: 'B' }); // the announcement (17.2 #15, #17 could be played)
    expect(t.last('drRecovered')).toMatchObject({ rule: '13.24', pirate: 'low', kind: 'voluntary' });
    expect(t.legal()).toEqual([playEvent('B', 'debauchery-and-revelry'), { type: 'pass', player: 'B' }]);
    t.exact(playEvent('B', 'debauchery-and-revelry'));
    expect(t.pirate('low').dr).toBe('involuntary');
  });

  it('not while the first of two involuntary Recovery Actions leaves him in D&R', () => {
    const t = inPort(['debauchery-and-revelry'], { low: { dr: 'involuntary' } });
    t.exact({ type: 'recoverDR', player: 'A', pirate: 'low' });
    t.exact({ type: 'pass', player: 'B' });
    expect(t.last('drRecovering')).toMatchObject({ actions: 1, needed: 2 });
    expect(t.canDo(playEvent('B', 'debauchery-and-revelry'))).toBe(false);
  });
});

describe('11.1 Form Alliance goes through the normal Action start (4.5, 4.62, 9.55, 10.42)', () => {
  const alliance = (): Table =>
    scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { B: ['debauchery-and-revelry'] },
      governors: { 'port-royal': 'pro' },
      kcs: { matthews: { owner: 'C', area: 'west-caribbean' } },
      pirates: { low: { owner: 'A', at: 'port-royal', ship: 'sloop', sackable: 'port-royal' }, vane: { owner: 'A', at: 'port-royal', ship: 'sloop' } },
    });
  const form: Action = { type: 'formAlliance', player: 'A', pirate: 'low', partner: 'vane' };

  it('its announcement may be answered by an Oust (10.42); a successful Oust puts both to sea and no Alliance is formed', () => {
    const t = alliance();
    t.exact(form);
    expect(t.last('actionBegun')).toMatchObject({ rule: '4.5', action: 'formAlliance', actionsLeft: 1 });
    expect(t.pending).toMatchObject({ kind: 'decision', frame: 'window' });
    t.exact({ type: 'pass', player: 'B' });
    expect(t.canDo({ type: 'kcOust', player: 'C' })).toBe(true);
    t.exact({ type: 'kcOust', player: 'C' });
    t.roll(6); // KC 6 + 11 + 2 = 19
    t.roll(1); // 1 + Sloops 5 + 5 = 11: ousted
    expect(t.last('oust')).toMatchObject({ outcome: 'ousted' });
    expect(t.pirate('low').location).toEqual({ kind: 'sea', area: 'west-caribbean' });
    expect(t.pirate('low').ally).toBe(null);
    expect(t.last('actionCancelled')).toMatchObject({ rule: '11.1', pirate: 'low', action: 'formAlliance' });
  });

  it('it ends a pending Sack (9.55) and is followed by the after-Action window (17.2 #2)', () => {
    const t = alliance();
    t.exact(form);
    expect(t.pirate('low').sackable).toBe(null);
    t.exact({ type: 'pass', player: 'B' });
    t.exact({ type: 'pass', player: 'C' });
    expect(t.last('allianceFormed')).toMatchObject({ rule: '11.1', pirates: ['low', 'vane'] });
    expect(t.legal()).toEqual([playEvent('B', 'debauchery-and-revelry'), { type: 'pass', player: 'B' }]);
    t.exact(playEvent('B', 'debauchery-and-revelry'));
    // 11.6: the card breaks the Alliance and both go into involuntary D&R.
    expect(t.pirate('low').dr).toBe('involuntary');
    expect(t.pirate('vane').dr).toBe('involuntary');
    expect(t.pirate('low').ally).toBe(null);
  });

  it('the per-Action AP limits start afresh (4.62): a type used against the previous Action may be used again', () => {
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { C: ['mutiny-conspiracy'] },
      governors: { 'port-royal': 'pro' },
      pirates: { low: { owner: 'A', at: 'port-royal', loyalty: 9 }, vane: { owner: 'A', at: 'port-royal', loyalty: 9 } },
    });
    // The previous Action's restrictions, as a KC AP Action against it would have left them.
    t.state = { ...t.state, turn: { ...t.state.turn, actionApTypes: ['D:mutiny-conspiracy'] } };
    t.exact(form);
    expect(t.state.turn.actionApTypes).toEqual([]);
    expect(t.canDo({ type: 'playEvent', player: 'C', card: 'mutiny-conspiracy' })).toBe(true);
  });
});

describe('4.63: a dig for Buried Treasure (17.2 #1) is a Pirate Action like the others', () => {
  it('AP cards may answer its announcement: a Wear and Tear before he digs', () => {
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { B: ['wear-and-tear'] },
      pirates: { vane: { owner: 'A', at: 'west-caribbean', buriedTreasure: true } },
    });
    t.exact({ type: 'digTreasure', player: 'A', pirate: 'vane' });
    expect(t.legal()).toEqual([playEvent('B', 'wear-and-tear'), { type: 'pass', player: 'B' }]);
    t.exact(playEvent('B', 'wear-and-tear'));
    t.roll(4); // 2 Speed hits
    expect(t.pirate('vane').speed).toBe(3);
    t.roll(3); // then he digs: 3 or more finds it
    expect(t.last('treasureDig')).toMatchObject({ rule: '17.2', found: true });
  });
});
