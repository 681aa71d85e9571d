import { describe, it, expect } from 'vitest';
import type { Table } from './helpers.js';
import { table, actionsOf, type PirateSpec } from './career-helpers.js';

/**
 * 9.6 Booty Grab and the Duel it may lead to (15.1-15.2, RULINGS B9, B10, B34): Ned Low (Ability 3,
 * Duel 3) of Player A grabs from Stede Bonnet (Ability 2, Duel 1) of Player B, both at Charleston.
 */

function grab(low: Partial<PirateSpec> = {}, bonnet: Partial<PirateSpec> = {}): Table {
  return table({
    low: { owner: 'A', at: 'charleston', ...low },
    bonnet: { owner: 'B', at: 'charleston', dr: 'voluntary', holds: [1000, 500], ...bonnet },
  });
}

function start(t: Table): void {
  t.act({ type: 'bootyGrab', player: 'A', pirate: 'low', target: 'bonnet' });
}

/** The Booty Grab rolls tie: Low 1 + 3 + 1 = 5, Bonnet 3 + 2 = 5, and a Duel follows. */
function tie(t: Table): void {
  start(t);
  t.roll(1);
  t.roll(3);
}

describe('9.61 Who may be the target of a Booty Grab', () => {
  it('9.61: another player\'s Pirate In-Port in the same port with a D&R marker', () => {
    const t = grab();
    expect(t.legalOf('bootyGrab')).toEqual([{ type: 'bootyGrab', player: 'A', pirate: 'low', target: 'bonnet' }]);
  });

  it('9.61: an involuntary D&R marker makes him a target too', () => {
    expect(grab({}, { dr: 'involuntary' }).canDo({ type: 'bootyGrab', target: 'bonnet' })).toBe(true);
  });

  it('9.61: not a Pirate without a D&R marker', () => {
    expect(grab({}, { dr: null }).canDo({ type: 'bootyGrab' })).toBe(false);
  });

  it('9.61: not a Pirate in another port', () => {
    expect(grab({}, { at: 'bath' }).canDo({ type: 'bootyGrab' })).toBe(false);
  });

  it('9.61: not from the sea of the port', () => {
    expect(grab({ at: 'south-atlantic' }).canDo({ type: 'bootyGrab' })).toBe(false);
  });

  it('9.61: not his own player\'s Pirate', () => {
    expect(grab({}, { owner: 'A' }).canDo({ type: 'bootyGrab' })).toBe(false);
  });

  it('13.22: not while the grabber himself is in D&R', () => {
    const t = grab({ dr: 'voluntary' });
    expect(actionsOf(t, 'low')).toEqual(['move', 'recoverDR']);
  });
});

describe('9.62-9.63 A successful Booty Grab', () => {
  it('9.63 example: Low rolls 4 (8), Bonnet 3 (5): difference 3; share roll 3 -> 60 % of Bonnet\'s total Booty', () => {
    const t = grab({ holds: [200] });
    start(t);
    t.roll(4);
    t.roll(3);
    expect(t.last('bootyGrabAttempt')).toMatchObject({
      grab: { die: 4, ability: 3, bonus: 1, total: 8 },
      defend: { die: 3, ability: 2, total: 5 },
      outcome: 'success',
    });
    t.roll(3);
    expect(t.last('bootyGrabbed')).toMatchObject({ roll: { die: 3, difference: 3 }, percent: 60, targetBooty: 1500, doubloons: 900 });
    // Low increases one of his Holds (B34: a filled one or an empty one).
    expect(t.legalOf('chooseHold').map((a) => a.hold)).toEqual([0, 1]);
    t.act({ type: 'chooseHold', player: 'A', pirate: 'low', hold: 0 });
    expect(t.pirate('low').holds).toEqual([1100]);
    // Bonnet's player chooses which Holds lose the 900.
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B' });
    expect(t.legalOf('surrenderHold').map((a) => a.hold)).toEqual([0, 1]);
    t.act({ type: 'surrenderHold', player: 'B', pirate: 'bonnet', hold: 1 });
    expect(t.pirate('bonnet').holds).toEqual([1000]);
    t.act({ type: 'surrenderHold', player: 'B', pirate: 'bonnet', hold: 0 });
    expect(t.pirate('bonnet').holds).toEqual([600]);
    // Total Booty is conserved, and the Action is over.
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
    expect(t.pirate('bonnet').dr).toBe('voluntary');
    expect(t.state.turn.actionsLeft).toBe(2);
  });

  it('RULINGS B34: the share is rounded up (60 % of 1001 = 600.6 -> 601)', () => {
    const t = grab({}, { holds: [1001] });
    start(t);
    t.roll(4);
    t.roll(3);
    t.roll(3);
    expect(t.last('bootyGrabbed')).toMatchObject({ percent: 60, targetBooty: 1001, doubloons: 601 });
    t.act({ type: 'chooseHold', player: 'A', pirate: 'low', hold: 0 });
    t.act({ type: 'surrenderHold', player: 'B', pirate: 'bonnet', hold: 0 });
    expect(t.pirate('bonnet').holds).toEqual([400]);
    expect(t.pirate('low').holds).toEqual([601]);
  });

  it('RULINGS B34: never more than 100 % (difference 5 + share roll 6)', () => {
    const t = grab();
    start(t);
    t.roll(6); // 10
    t.roll(3); // 5
    t.roll(6); // (6 + 5) x 10 = 110 % -> 100 %
    expect(t.last('bootyGrabbed')).toMatchObject({ percent: 100, doubloons: 1500 });
  });

  it('9.61: Net Worth cannot be grabbed', () => {
    const t = grab({}, { holds: [], netWorth: 5000 });
    start(t);
    t.roll(6);
    t.roll(1);
    t.roll(6);
    expect(t.last('bootyGrabbed')).toMatchObject({ targetBooty: 0, doubloons: 0 });
    expect(t.pirate('bonnet').netWorth).toBe(5000);
    expect(t.pirate('low').holds).toEqual([]);
  });
});

describe('9.62 A failed Booty Grab', () => {
  it('9.62: the grabber\'s lower total gets nothing and costs him 2 Loyalty', () => {
    const t = grab({ loyalty: 6 });
    start(t);
    t.roll(1); // 5
    t.roll(4); // 6
    expect(t.last('bootyGrabAttempt')).toMatchObject({ outcome: 'failure' });
    expect(t.pirate('low').loyalty).toBe(4);
    expect(t.pirate('low').holds).toEqual([]);
    expect(t.pirate('bonnet').holds).toEqual([1000, 500]);
    expect(t.ev('duel')).toEqual([]);
  });
});

describe('9.62 / 15.1 A tie: the Duel (RULINGS B9)', () => {
  it('9.62 / 15.1: equal totals start a Duel: each rolls his Duel rating in dice (Low 3, Bonnet 1)', () => {
    const t = grab();
    tie(t);
    expect(t.last('bootyGrabAttempt')).toMatchObject({ outcome: 'duel' });
    const g = t.pending;
    expect(g.kind === 'chance' && g.spec.kind === 'dice' && g.spec.count).toBe(3);
    t.roll(2, 2, 2);
    const b = t.pending;
    expect(b.kind === 'chance' && b.spec.kind === 'dice' && b.spec.count).toBe(1);
  });

  it('15.1 / 15.2 / 18.12B: the grabber wins: NP = 3 + 1, the victim is Eliminated (his owner scores his NP); the grabber takes his possessions', () => {
    const t = grab(
      { np: 2, holds: [300] },
      {
        np: 5,
        netWorth: 4000,
        hostages: [{ kind: 'captain', nationality: 'english' }],
        info: { havana: 2 },
        letterOfMarque: 'french',
      },
    );
    tie(t);
    t.roll(4, 4, 4); // 12
    t.roll(6); // 6
    expect(t.last('duel')).toMatchObject({ totals: { low: 12, bonnet: 6 }, winner: 'low' });
    expect(t.pirate('low').np).toBe(2 + 4);
    expect(t.legalOf('claimSpoils').map((a) => a.take)).toEqual(['possessions', 'ship']);
    t.act({ type: 'claimSpoils', player: 'A', pirate: 'low', take: 'possessions' });
    expect(t.state.pirates.bonnet).toBeUndefined();
    expect(t.state.eliminated).toContain('bonnet');
    expect(t.vp('B')).toBe(5);
    // The Booty (1500) goes into one of his Holds.
    t.act({ type: 'chooseHold', player: 'A', pirate: 'low', hold: 0 });
    const l = t.pirate('low');
    expect(l.holds).toEqual([1800]);
    expect(l.hostages).toEqual([{ kind: 'captain', nationality: 'english' }]);
    expect(l.info).toEqual({ havana: 2 });
    expect(l.letterOfMarque).toBe('french');
    // Not his Net Worth (15.1).
    expect(l.netWorth).toBe(0);
    expect(t.vp('A')).toBe(0);
  });

  it('15.1: ... or he replaces his ship with the victim\'s, keeping everything of his own', () => {
    const t = grab({ ship: 'sloop', combat: 3, holds: [300], netWorth: 700 }, { ship: 'brigantine', combat: 6, speed: 0, holds: [1000, 500] });
    tie(t);
    t.roll(4, 4, 4);
    t.roll(1);
    t.act({ type: 'claimSpoils', player: 'A', pirate: 'low', take: 'ship' });
    const l = t.pirate('low');
    expect(l).toMatchObject({ ship: 'brigantine', combat: 6, speed: 0, netWorth: 700 });
    expect([...l.holds].sort((a, b) => a - b)).toEqual([300, 500, 1000]);
    expect(t.state.pirates.bonnet).toBeUndefined();
  });

  it('RULINGS B10: the one-Letter limit: with a Letter of his own the victim\'s is discarded', () => {
    const t = grab({ letterOfMarque: 'english' }, { letterOfMarque: 'french' });
    tie(t);
    t.roll(4, 4, 4);
    t.roll(1);
    t.act({ type: 'claimSpoils', player: 'A', pirate: 'low', take: 'possessions' });
    expect(t.pirate('low').letterOfMarque).toBe('english');
  });

  it('RULINGS B9 / 15.1 / 18.12B: the grabber loses: he is Eliminated (his owner scores his NP); the target gains 3 + 1 NP and takes nothing', () => {
    const t = grab({ np: 7, holds: [900] }, { np: 1 });
    tie(t);
    t.roll(1, 1, 1); // 3
    t.roll(5); // 5
    expect(t.last('duel')).toMatchObject({ winner: 'bonnet' });
    expect(t.state.pirates.low).toBeUndefined();
    expect(t.state.eliminated).toContain('low');
    expect(t.vp('A')).toBe(7);
    const b = t.pirate('bonnet');
    expect(b.np).toBe(1 + 4);
    expect(b.holds).toEqual([1000, 500]);
    expect(t.legalOf('claimSpoils')).toEqual([]);
    expect(t.pending).toMatchObject({ kind: 'decision', frame: 'turn', player: 'A' });
  });

  it('RULINGS B9: a tied Duel goes on only if both players want it: one refusal ends the Action, both stay In-Port', () => {
    const t = grab();
    tie(t);
    t.roll(2, 2, 2); // 6
    t.roll(6); // 6
    expect(t.last('duel')).toMatchObject({ winner: null });
    expect(t.legal()).toEqual([
      { type: 'continueDuel', player: 'A', pirate: 'low', continue: true },
      { type: 'continueDuel', player: 'A', pirate: 'low', continue: false },
    ]);
    t.act({ type: 'continueDuel', player: 'A', pirate: 'low', continue: true });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B' });
    t.act({ type: 'continueDuel', player: 'B', pirate: 'bonnet', continue: false });
    expect(t.last('duelAbandoned')).toMatchObject({ pirate: 'low', target: 'bonnet' });
    expect(t.pirate('low').location).toEqual({ kind: 'port', port: 'charleston' });
    expect(t.pirate('bonnet').location).toEqual({ kind: 'port', port: 'charleston' });
    expect(t.pirate('low').np).toBe(0);
    expect(t.pirate('bonnet').np).toBe(0);
    expect(t.pending).toMatchObject({ kind: 'decision', frame: 'turn' });
  });

  it('RULINGS B9: the grabber may refuse at once', () => {
    const t = grab();
    tie(t);
    t.roll(2, 2, 2);
    t.roll(6);
    t.act({ type: 'continueDuel', player: 'A', pirate: 'low', continue: false });
    expect(t.pending).toMatchObject({ kind: 'decision', frame: 'turn' });
    expect(t.state.pirates.bonnet).toBeDefined();
  });

  it('RULINGS B9: if both want it, the Duel is fought again', () => {
    const t = grab();
    tie(t);
    t.roll(2, 2, 2);
    t.roll(6);
    t.act({ type: 'continueDuel', player: 'A', pirate: 'low', continue: true });
    t.act({ type: 'continueDuel', player: 'B', pirate: 'bonnet', continue: true });
    t.roll(6, 6, 6);
    t.roll(1);
    expect(t.last('duel')).toMatchObject({ totals: { low: 18, bonnet: 1 }, winner: 'low' });
    expect(t.pirate('low').np).toBe(4);
  });
});
