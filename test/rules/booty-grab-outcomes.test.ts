import { describe, it, expect } from 'vitest';
import { refusal, type Table } from './helpers.js';
import { table, type PirateSpec } from './career-helpers.js';
import { solo, runUntil, SOLO_PIRATES } from './solo-helpers.js';

/**
 * Rule outcomes of the Booty Grab (9.6) and its Duel (15.1-15.2, RULINGS B9, B10, B34) that no
 * other test read: each was found by a surviving mutant of src/actions/booty-grab.ts
 * (docs/coverage.md, "Mutation testing"). Ned Low (A; Ability 3, Duel 3) grabs from Stede Bonnet
 * (B; Ability 2, Duel 1), both at Charleston, Bonnet in D&R.
 */

function grab(low: Partial<PirateSpec> = {}, bonnet: Partial<PirateSpec> = {}, more: Record<string, unknown> = {}): Table {
  return table(
    {
      low: { owner: 'A', at: 'charleston', ...low },
      bonnet: { owner: 'B', at: 'charleston', dr: 'voluntary', holds: [1000, 500], ...bonnet },
    },
    more,
  );
}

const start = (t: Table) => t.act({ type: 'bootyGrab', player: 'A', pirate: 'low', target: 'bonnet' });

/** Low 1 + 3 + 1 = 5 against Bonnet 3 + 2 = 5: a Duel (9.62). */
function tie(t: Table): void {
  start(t);
  t.roll(1);
  t.roll(3);
}

describe('9.62 / 9.63 / 15.1: the rule cited at each step', () => {
  it('9.62 at both rolls, 9.63 at the share roll and at the two Hold choices', () => {
    const t = grab();
    start(t);
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ rule: '9.62' });
    t.roll(5);
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ rule: '9.62' });
    t.roll(1);
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ rule: '9.63' });
    t.roll(1);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'bootyGrab', rule: '9.63' });
    t.act({ type: 'chooseHold', player: 'A', pirate: 'low', hold: 0 });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'bootyGrab', rule: '9.63' });
  });

  it('15.1 at the Duel rolls, at the question whether to go on, and at the spoils', () => {
    const t = grab();
    tie(t);
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ rule: '15.1' });
    t.roll(2, 2, 2);
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ rule: '15.1' });
    t.roll(6);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'bootyGrab', rule: '15.1' });
    t.act({ type: 'continueDuel', player: 'A', pirate: 'low', continue: true });
    t.act({ type: 'continueDuel', player: 'B', pirate: 'bonnet', continue: true });
    t.roll(6, 6, 6);
    t.roll(1);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'bootyGrab', rule: '15.1' });
  });
});

describe('9.63: the share taken and surrendered, exactly', () => {
  it('9.63: the grabber\'s Hold is recorded; the target gives up part of one Hold, the other untouched', () => {
    const t = grab({ holds: [200] }, { holds: [1000, 500] });
    start(t);
    t.roll(4); // 8
    t.roll(5); // 7: difference 1
    t.roll(1); // (1 + 1) x 10 = 20 % of 1500 = 300
    expect(t.act({ type: 'chooseHold', player: 'A', pirate: 'low', hold: 0 })).toEqual([{ type: 'bootyStowed', rule: '9.63', pirate: 'low', doubloons: 300, holds: [500] }]);
    expect(t.act({ type: 'surrenderHold', player: 'B', pirate: 'bonnet', hold: 0 })).toEqual([{ type: 'bootySurrendered', rule: '9.63', pirate: 'bonnet', doubloons: 300, holds: [700, 500] }]);
    expect(t.pirate('bonnet').holds).toEqual([700, 500]);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
  });

  it('9.63: nothing to take (no Booty aboard): no Hold to choose, no Hold to give up; the Action is over', () => {
    const t = grab({}, { holds: [] });
    start(t);
    t.roll(6);
    t.roll(1);
    t.roll(6);
    expect(t.last('bootyGrabbed')).toMatchObject({ doubloons: 0 });
    expect(t.ev('bootyStowed')).toEqual([]);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
    expect(t.pirate('low').holds).toEqual([]);
  });

  it('11.3: an Alliance that grabs shares the Booty, a share in a Hold of each ship, the higher Leadership first; no Hold to choose', () => {
    const t = table({
      condent: { owner: 'A', at: 'charleston', ally: 'vane' },
      vane: { owner: 'A', at: 'charleston', ally: 'condent' },
      bonnet: { owner: 'B', at: 'charleston', dr: 'voluntary', holds: [1000, 500] },
    });
    t.act({ type: 'bootyGrab', player: 'A', pirate: 'vane', target: 'bonnet' });
    t.roll(4); // 4 + 4 + 1 = 9
    t.roll(1); // 1 + 2 = 3: difference 6
    t.clear();
    t.roll(1); // (1 + 6) x 10 = 70 % of 1500 = 1050
    expect(t.ev('bootyStowed')).toEqual([
      { type: 'bootyStowed', rule: '9.63', pirate: 'condent', doubloons: 525, holds: [525], alliance: '11.3' },
      { type: 'bootyStowed', rule: '9.63', pirate: 'vane', doubloons: 525, holds: [525], alliance: '11.3' },
    ]);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'bootyGrab', rule: '9.63' });
  });
});

describe('9.62: a failed Grab', () => {
  it('9.62: the Loyalty loss has the reason failedBootyGrab', () => {
    const t = grab();
    start(t);
    t.roll(1); // 5
    t.roll(6); // 8
    expect(t.last('loyaltyChanged')).toEqual({ type: 'loyaltyChanged', rule: '9.62', pirate: 'low', delta: -2, reason: 'failedBootyGrab', from: 7, to: 5 });
  });

  it('9.62 / 19.3: in solitaire a failed Grab still costs 2 Loyalty (only a tie is without effect, B55)', () => {
    const t = solo({
      options: { cunning: false },
      turn: { player: 'A', phase: 'play', actionsCard: 'heavy-guns', actionsLeft: 2 },
      pirates: { ...SOLO_PIRATES, teach: { owner: 'A', at: 'bath' }, vane: { owner: 'B', at: 'bath', dr: 'involuntary', holds: [500] } },
    });
    const before = t.pirate('teach').loyalty;
    t.act({ type: 'bootyGrab', player: 'A', pirate: 'teach', target: 'vane' });
    t.draw('heavy-guns');
    runUntil(t, (x) => x.pending.kind === 'chance' && x.pending.spec.kind === 'dice');
    t.roll(1); // Teach: 1 + 4 + 1 = 6
    t.roll(6); // Vane: 6 + 4 = 10
    expect(t.last('bootyGrabAttempt')).toMatchObject({ outcome: 'failure' });
    expect(t.ev('bootyGrabTie')).toEqual([]);
    expect(t.pirate('teach').loyalty).toBe(before - 2);
  });

  it('9.62 / 17.2 #19: Skull and Crossbones adds 2 to the target\'s roll', () => {
    const t = grab({}, {}, { options: { cunning: true }, hands: { B: ['skull-and-crossbones'] } });
    t.exact({ type: 'bootyGrab', player: 'A', pirate: 'low', target: 'bonnet' });
    const skull = { type: 'playEvent', player: 'B', card: 'skull-and-crossbones', pirate: 'bonnet' } as const;
    for (let p = t.pending; p.kind === 'decision' && p.frame === 'window' && !t.canDo(skull); p = t.pending) t.exact({ type: 'pass', player: p.player });
    t.exact(skull);
    for (let p = t.pending; p.kind === 'decision' && p.frame === 'window'; p = t.pending) t.exact({ type: 'pass', player: p.player });
    t.exact({ type: 'chance', value: [4] }); // 4 + 3 + 1 = 8
    for (let p = t.pending; p.kind === 'decision' && p.frame !== 'bootyGrab'; p = t.pending) t.exact({ type: 'pass', player: p.player });
    t.exact({ type: 'chance', value: [2] }); // 2 + 2 + 2 = 6
    expect(t.last('bootyGrabAttempt')).toMatchObject({ defend: { die: 2, ability: 2, skull: 2, total: 6 }, outcome: 'success' });
  });
});

describe('15.1 / B9: the Duel', () => {
  it('15.1: the target rolls his own Duel rating in dice (Vane: 3)', () => {
    const t = table({
      low: { owner: 'A', at: 'charleston' },
      vane: { owner: 'B', at: 'charleston', dr: 'voluntary' },
    });
    t.act({ type: 'bootyGrab', player: 'A', pirate: 'low', target: 'vane' });
    t.roll(4); // 8
    t.roll(4); // 8
    t.roll(1, 1, 1);
    const p = t.pending;
    expect(p.kind === 'chance' && p.spec.kind === 'dice' && p.spec.count).toBe(3);
  });

  it('B9: a refusal to go on is recorded (15.1); going on records nothing', () => {
    const t = grab();
    tie(t);
    t.roll(2, 2, 2);
    t.roll(6);
    t.act({ type: 'continueDuel', player: 'A', pirate: 'low', continue: true });
    t.act({ type: 'continueDuel', player: 'B', pirate: 'bonnet', continue: true });
    expect(t.ev('duelAbandoned')).toEqual([]);
    t.roll(2, 2, 2);
    t.roll(6);
    t.act({ type: 'continueDuel', player: 'A', pirate: 'low', continue: false });
    expect(t.ev('duelAbandoned')).toEqual([{ type: 'duelAbandoned', rule: '15.1', pirate: 'low', target: 'bonnet' }]);
    const u = grab();
    tie(u);
    u.roll(2, 2, 2);
    u.roll(6);
    u.act({ type: 'continueDuel', player: 'A', pirate: 'low', continue: true });
    u.act({ type: 'continueDuel', player: 'B', pirate: 'bonnet', continue: false });
    expect(u.ev('duelAbandoned')).toEqual([{ type: 'duelAbandoned', rule: '15.1', pirate: 'low', target: 'bonnet' }]);
  });

  it('15.2 / 15.1: the grabber who loses is eliminated by the Duel; the winner\'s NP have the reason duel', () => {
    const t = grab({ np: 7 }, { np: 1 });
    tie(t);
    t.roll(1, 1, 1);
    t.roll(5);
    expect(t.ev('notorietyGained')).toEqual([{ type: 'notorietyGained', rule: '15.2', pirate: 'bonnet', amount: 4, reason: 'duel', total: 5 }]);
    expect(t.ev('pirateEliminated')).toEqual([{ type: 'pirateEliminated', rule: '15.1', pirate: 'low', player: 'A', cause: 'duel', vp: 7, scoring: '18.12B' }]);
  });

  it('15.1: the possessions: his Information adds to the winner\'s own, the Hostages move to him (none back to the pool), the loser eliminated by the Duel', () => {
    const t = grab({ holds: [300], info: { havana: 1, 'port-royal': 2 } }, { np: 2, info: { havana: 2 }, hostages: [{ kind: 'captain', nationality: 'english' }] });
    const pool = { ...t.state.hostagePool };
    tie(t);
    t.roll(4, 4, 4);
    t.roll(6);
    t.act({ type: 'claimSpoils', player: 'A', pirate: 'low', take: 'possessions' });
    expect(t.last('pirateEliminated')).toEqual({ type: 'pirateEliminated', rule: '15.1', pirate: 'bonnet', player: 'B', cause: 'duel', vp: 2, scoring: '18.12B' });
    expect(t.pirate('low').info).toEqual({ havana: 3, 'port-royal': 2 });
    expect(t.pirate('low').hostages).toEqual([{ kind: 'captain', nationality: 'english' }]);
    expect(t.state.hostagePool).toEqual(pool);
    t.act({ type: 'chooseHold', player: 'A', pirate: 'low', hold: 0 });
    expect(t.pirate('low').holds).toEqual([1800]);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
  });

  it('15.1: possessions without Booty: no Hold to choose, the Action is over', () => {
    const t = grab({}, { holds: [] });
    tie(t);
    t.roll(4, 4, 4);
    t.roll(6);
    t.act({ type: 'claimSpoils', player: 'A', pirate: 'low', take: 'possessions' });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
    expect(t.pirate('low').holds).toEqual([]);
  });

  it('15.1: taking the ship: the best Holds of both fill its Holds, the rest jettisoned; his own Heavy Guns leave the game (B24), hers come with the ship', () => {
    const t = grab({ ship: 'sloop', holds: [900, 800], heavyGuns: true }, { ship: 'sloop', holds: [1000, 100], heavyGuns: true, np: 3 });
    const removed = t.state.removed['heavy-guns'] ?? 0;
    tie(t);
    t.roll(4, 4, 4);
    t.roll(6);
    t.act({ type: 'claimSpoils', player: 'A', pirate: 'low', take: 'ship' });
    expect(t.last('shipTakenOver')).toEqual({ type: 'shipTakenOver', rule: '15.1', pirate: 'low', from: 'bonnet', ship: 'sloop', holds: [1000, 900], jettisoned: 2 });
    expect(t.pirate('low')).toMatchObject({ ship: 'sloop', holds: [1000, 900], heavyGuns: true });
    expect(t.state.removed['heavy-guns']).toBe(removed + 1);
    expect(t.last('pirateEliminated')).toMatchObject({ pirate: 'bonnet', cause: 'duel' });
  });

  it('15.1 / B24: taking the ship without Heavy Guns of his own removes none', () => {
    const t = grab({ ship: 'sloop', holds: [] }, { ship: 'schooner', holds: [] });
    const removed = t.state.removed['heavy-guns'] ?? 0;
    tie(t);
    t.roll(4, 4, 4);
    t.roll(6);
    t.act({ type: 'claimSpoils', player: 'A', pirate: 'low', take: 'ship' });
    expect(t.pirate('low')).toMatchObject({ ship: 'schooner', heavyGuns: false });
    expect(t.state.removed['heavy-guns'] ?? 0).toBe(removed);
  });
});

describe('RULINGS B9 (option symmetricDuelLoot): the target who wins the Duel claims the spoils too', () => {
  it('B9: Bonnet wins: his player chooses; the grabber\'s Booty goes into Bonnet\'s last Hold when both are full', () => {
    const t = grab({ holds: [300, 200], np: 4 }, { ship: 'sloop', holds: [1000, 500] }, { options: { symmetricDuelLoot: true } });
    tie(t);
    t.roll(1, 1, 1); // 3
    t.roll(5); // 5
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'bootyGrab', rule: '15.1' });
    expect(t.legal()).toEqual([
      { type: 'claimSpoils', player: 'B', pirate: 'bonnet', take: 'possessions' },
      { type: 'claimSpoils', player: 'B', pirate: 'bonnet', take: 'ship' },
    ]);
    t.act({ type: 'claimSpoils', player: 'B', pirate: 'bonnet', take: 'possessions' });
    expect(t.last('possessionsTaken')).toEqual({ type: 'possessionsTaken', rule: '15.1', pirate: 'bonnet', from: 'low', doubloons: 500 });
    expect(t.state.pirates.low).toBeUndefined();
    expect(t.pirate('bonnet').holds).toEqual([1000, 1000]);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
  });

  it('B9: with room in his Holds the Booty takes a new Hold; without Booty nothing is added', () => {
    const t = grab({ holds: [300] }, { ship: 'schooner', holds: [1000] }, { options: { symmetricDuelLoot: true } });
    tie(t);
    t.roll(1, 1, 1);
    t.roll(5);
    t.act({ type: 'claimSpoils', player: 'B', pirate: 'bonnet', take: 'possessions' });
    expect(t.pirate('bonnet').holds).toEqual([1000, 300]);
    const u = grab({ holds: [] }, { ship: 'schooner', holds: [1000] }, { options: { symmetricDuelLoot: true } });
    tie(u);
    u.roll(1, 1, 1);
    u.roll(5);
    u.act({ type: 'claimSpoils', player: 'B', pirate: 'bonnet', take: 'possessions' });
    expect(u.pirate('bonnet').holds).toEqual([1000]);
  });
});

describe('9.62: a target lost at the Grab\'s announcement', () => {
  it('10.41: the target sunk by a KC\'s attack on the Pirate Port at the In-Port announcement: the Grab is off before its own announcement; no roll, nothing taken, the Action spent', () => {
    const t = table(
      {
        low: { owner: 'A', at: 'isla-de-tortuga' },
        bonnet: { owner: 'B', at: 'isla-de-tortuga', dr: 'voluntary', holds: [1000, 500], combat: 0 },
      },
      // B holds a card he could play at the Grab's own announcement: no such window opens for a Grab that is off.
      { kcs: { matthews: { owner: 'C', area: 'west-caribbean' } }, hands: { B: ['mutiny-conspiracy'], C: [] } },
    );
    t.exact({ type: 'bootyGrab', player: 'A', pirate: 'low', target: 'bonnet' });
    for (let p = t.pending; p.kind === 'decision' && p.frame === 'window' && p.player !== 'C'; p = t.pending) t.exact({ type: 'pass', player: p.player });
    t.exact({ type: 'kcAttackPort', player: 'C', port: 'isla-de-tortuga' });
    t.exact({ type: 'chance', value: [6] }); // the KC: 6 + 11 + 2 = 19
    t.exact({ type: 'chance', value: [6] }); // Bonnet's defence (Combat 0): sunk by the hit
    t.exact({ type: 'chance', value: [6] }); // Low's defence: put to sea
    // The In-Port announcement's window asks again after the KC's answer (4.63); B passes.
    const top = () => t.state.stack[t.state.stack.length - 1];
    for (let f = top(); f?.kind === 'window' && f.moment === 'inPortAnnounced'; f = top()) t.exact({ type: 'pass', player: (t.pending as { player: 'A' | 'B' | 'C' }).player });
    expect(t.state.pirates.bonnet).toBeUndefined();
    expect(t.ev('bootyGrabAttempt')).toEqual([]);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
    expect(t.state.turn.actionsLeft).toBe(2);
    expect(t.pirate('low')).toMatchObject({ loyalty: 7, holds: [] });
  });
});
