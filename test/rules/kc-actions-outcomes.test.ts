import { describe, it, expect } from 'vitest';
import { builtinComponents, deserialize, serialize } from '../../src/index.js';
import { sea, port, refusal } from './helpers.js';
import { solo, table } from './career-helpers.js';

/**
 * Rule outcomes of KC AP Actions (10.23, 10.4, 10.41, 10.42, RULINGS B35 and B37) that no other
 * test read, written ahead of the Stryker run of src/actions/kc-actions.ts (docs/coverage.md,
 * "Mutation testing"): each was found by a mutation applied by hand that every test passed.
 */

describe('10.23: one KC conducts KC AP Actions in a Player-Turn', () => {
  it("after B's KC moves against the first Action, C's KC is offered nothing against the second", () => {
    const t = table(
      { vane: { owner: 'A', at: 'central-atlantic' } },
      { kcs: { matthews: { owner: 'B', area: 'south-atlantic' }, ogle: { owner: 'C', area: 'india' } } },
      2,
    );
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('north-atlantic') });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    t.exact({ type: 'kcMove', player: 'B', to: 'west-caribbean' });
    expect(t.last('kcMoved')).toEqual({ type: 'kcMoved', rule: '10.4', player: 'B', kc: 'matthews', from: 'south-atlantic', to: 'west-caribbean' });
    // C, whose AP Action is unused, is not asked: Matthews is the Player-Turn's KC.
    expect(t.pirate('vane').location).toEqual(sea('north-atlantic'));
    // Only the first print's KC harasses the Pirate it acted against (FR 10.23, R90): no end of it here.
    expect(t.ev('kcHarassmentEnded')).toEqual([]);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('central-atlantic') });
    expect(t.pirate('vane').location).toEqual(sea('central-atlantic'));
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
  });
});

describe('10.41: the Pirate Ports a KC may attack', () => {
  it('RULINGS B35: not a destroyed one; RULINGS B37: not one where a Pirate of his own is', () => {
    // B's KC in the West Caribbean, by Isla de Tortuga; A's Vane announces a Move at sea.
    const open = table({ vane: { owner: 'A', at: 'central-atlantic' } }, { kcs: { matthews: { owner: 'B', area: 'west-caribbean' } } });
    open.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('north-atlantic') });
    expect(open.legalOf('kcAttackPort')).toEqual([{ type: 'kcAttackPort', player: 'B', port: 'isla-de-tortuga' }]);
    const destroyed = table({ vane: { owner: 'A', at: 'central-atlantic' } }, { kcs: { matthews: { owner: 'B', area: 'west-caribbean' } }, destroyedPorts: ['isla-de-tortuga'] });
    destroyed.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('north-atlantic') });
    expect(destroyed.legalOf('kcAttackPort')).toEqual([]);
    const own = table(
      { vane: { owner: 'A', at: 'central-atlantic' }, low: { owner: 'B', at: 'isla-de-tortuga' } },
      { kcs: { matthews: { owner: 'B', area: 'west-caribbean' } } },
    );
    own.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('north-atlantic') });
    expect(own.legalOf('kcAttackPort')).toEqual([]);
    expect(own.legalOf('kcMove').length).toBeGreaterThan(0);
  });
});

describe('10.42: when a KC may Oust', () => {
  const kcIn = (area: string) => ({ kcs: { matthews: { owner: 'B' as const, area } } });

  it('at an In-Port Action announced in a port of its Sea Area', () => {
    const t = solo('vane', 'charleston', { holds: [400] }, { governors: { charleston: 'pro' }, ...kcIn('south-atlantic') });
    t.exact({ type: 'inPortActivities', player: 'A', pirate: 'vane' });
    expect(t.legalOf('kcOust')).toEqual([{ type: 'kcOust', player: 'B' }]);
  });

  it('not at a Move out of the port: only an In-Port Action is Ousted', () => {
    const t = solo('vane', 'charleston', {}, kcIn('south-atlantic'));
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('south-atlantic') });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(t.legalOf('kcOust')).toEqual([]);
  });

  it('not from another Sea Area', () => {
    const t = solo('vane', 'charleston', { holds: [400] }, { governors: { charleston: 'pro' }, ...kcIn('central-atlantic') });
    t.exact({ type: 'inPortActivities', player: 'A', pirate: 'vane' });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(t.legalOf('kcOust')).toEqual([]);
  });

  it('not in a Pirate Port (10.42: the KC attacks those instead, 10.41)', () => {
    const t = solo('vane', 'new-providence', { holds: [400] }, kcIn('south-atlantic'));
    t.exact({ type: 'inPortActivities', player: 'A', pirate: 'vane' });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(t.legalOf('kcOust')).toEqual([]);
    expect(t.legalOf('kcAttackPort')).toEqual([{ type: 'kcAttackPort', player: 'B', port: 'new-providence' }]);
    expect(t.pirate('vane').location).toEqual(port('new-providence'));
  });
});

describe('10.42 / 10.41: the rolls of an Oust and of an attack on a Pirate Port', () => {
  it('10.42: the KC roll cites 10.42; first print (dnrPenaltyScope any, R53): a Pirate in D&R defends at -2, one without at full Combat', () => {
    // Low (A) and Vane (C, in D&R), Sloops at Combat 5, In-Port at Charleston; Matthews (Combat 11) in the South Atlantic.
    const t = table(
      { low: { owner: 'A', at: 'charleston', holds: [400] }, vane: { owner: 'C', at: 'charleston', dr: 'voluntary' } },
      { options: { dnrPenaltyScope: 'any' }, governors: { charleston: 'pro' }, kcs: { matthews: { owner: 'B', area: 'south-atlantic' } } },
    );
    t.exact({ type: 'inPortActivities', player: 'A', pirate: 'low' });
    t.exact({ type: 'kcOust', player: 'B' });
    t.roll(1);
    expect(t.last('kcRoll')).toEqual({ type: 'kcRoll', rule: '10.42', kc: 'matthews', roll: { die: 1, combat: 11, livingRules: 2, total: 14 } });
    t.roll(6);
    // 6 + (5 - 2) + 5 = 14: not below the KC's 14, so the Oust fails (10.42: the KC must be higher).
    expect(t.last('oust')).toEqual({ type: 'oust', rule: '10.42', kc: 'matthews', port: 'charleston', kcTotal: 14, defense: { die: 6, combat: 8, total: 14 }, outcome: 'failed' });
  });

  it('10.41: the best of the defenders counts, whichever rolls last', () => {
    // Rhett (Combat 9) in the West Caribbean: 1 + 9 + 2 = 12 against Condent (Heavy Guns) 6 + 5 + 2 = 13 and Low 1 + 5 = 6.
    const t = table(
      { vane: { owner: 'A', at: 'central-atlantic' }, condent: { owner: 'A', at: 'isla-de-tortuga', heavyGuns: true }, low: { owner: 'C', at: 'isla-de-tortuga' } },
      { kcs: { rhett: { owner: 'B', area: 'west-caribbean' } } },
    );
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('north-atlantic') });
    t.exact({ type: 'kcAttackPort', player: 'B', port: 'isla-de-tortuga' });
    t.roll(1);
    for (let i = 0; i < 2; i++) {
      const p = t.pending;
      const roller = p.kind === 'chance' && p.spec.kind === 'dice' ? p.spec.roller : null;
      t.exact({ type: 'chance', value: [roller === 'condent' ? 6 : 1] });
    }
    expect(t.last('piratePortAttacked')).toEqual({ type: 'piratePortAttacked', rule: '10.41', kc: 'rhett', port: 'isla-de-tortuga', kcTotal: 12, best: 13, outcome: 'repulsed' });
    expect(t.state.destroyedPorts).toEqual([]);
  });
});

describe('10.4: the Pirate Actions a KC AP Action may answer ("during any Pirate Action")', () => {
  // B's Matthews in India, far from everything: only his KC AP Action can make B's answer.
  const india = [{ type: 'kcMove', player: 'B', to: 'east-africa' }];
  const far = (pirates: Parameters<typeof table>[0], more: Parameters<typeof table>[1] = {}) =>
    table(pirates, { kcs: { matthews: { owner: 'B', area: 'india' } }, ...more });
  const vane = { owner: 'A' as const, at: 'east-caribbean', ship: 'schooner' as const };
  const find = { type: 'findMerchant', player: 'A', pirate: 'vane', port: 'santo-domingo' } as const;
  const askedB = (t: ReturnType<typeof table>, moment: string) => {
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(t.state.stack.at(-1)).toMatchObject({ kind: 'window', moment });
    expect(t.legalOf('kcMove')).toEqual(india);
  };

  it('a Find, at its announcement and after its roll', () => {
    const t = far({ vane }, { merchants: { 'santo-domingo': { type: 'brigantine' } } });
    t.exact(find);
    askedB(t, 'findAnnounced');
    t.exact({ type: 'pass', player: 'B' });
    t.exact({ type: 'chance', value: [1] });
    expect(t.last('findFailed')).toMatchObject({ pirate: 'vane' });
    askedB(t, 'findResolved');
  });

  it('a Loot at its announcement', () => {
    const t = far({ vane }, { merchants: { 'santo-domingo': { type: 'brigantine', foundBy: 'vane' } } });
    t.exact({ type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    askedB(t, 'lootAnnounced');
  });

  it('an Attack on a Port, at its announcement and after it failed', () => {
    const t = far({ vane });
    t.exact({ type: 'attackPort', player: 'A', pirate: 'vane', port: 'san-juan' });
    askedB(t, 'attackAnnounced');
    t.exact({ type: 'pass', player: 'B' });
    t.roll(1);
    t.exact({ type: 'chance', value: [6] });
    expect(t.last('portAttacked')).toMatchObject({ outcome: 'failure' });
    askedB(t, 'attackFailed');
  });

  it('a Sack and a Booty Grab at their announcements', () => {
    const sack = far({ vane: { ...vane, at: 'san-juan', sackable: 'san-juan' } });
    sack.exact({ type: 'sackPort', player: 'A', pirate: 'vane' });
    // Every Action in a port is first an In-Port announcement (4.63), then the Action's own.
    askedB(sack, 'inPortAnnounced');
    sack.exact({ type: 'pass', player: 'B' });
    askedB(sack, 'sackAnnounced');
    const grab = far({ vane: { ...vane, at: 'charleston' }, low: { owner: 'C', at: 'charleston', dr: 'voluntary', holds: [300] } });
    grab.exact({ type: 'bootyGrab', player: 'A', pirate: 'vane', target: 'low' });
    askedB(grab, 'inPortAnnounced');
    grab.exact({ type: 'pass', player: 'B' });
    askedB(grab, 'bootyGrabAnnounced');
  });

  it('a dig for the Buried Treasure at its announcement (17.2 #1)', () => {
    const t = far({ vane: { ...vane, at: builtinComponents.isleOfPines.seaArea, buriedTreasure: true } });
    t.exact({ type: 'digTreasure', player: 'A', pirate: 'vane' });
    askedB(t, 'digAnnounced');
  });

  it('once an Action is complete (a Move)', () => {
    const t = far({ vane });
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('west-caribbean') });
    askedB(t, 'moveAnnounced');
    t.exact({ type: 'pass', player: 'B' });
    expect(t.pirate('vane').location).toEqual(sea('west-caribbean'));
    askedB(t, 'actionCompleted');
  });

  it('7.11: a KC in a Transit Box moves to either end of it', () => {
    const t = table({ vane }, { kcs: { matthews: { owner: 'B', area: 'gold-coast-east-africa' } } });
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('west-caribbean') });
    expect(t.legalOf('kcMove')).toEqual([
      { type: 'kcMove', player: 'B', to: 'gold-coast' },
      { type: 'kcMove', player: 'B', to: 'east-africa' },
    ]);
  });
});

describe('10.41: an attack on a Pirate Port, fact by fact', () => {
  // B's Matthews (Combat 11) in the West Caribbean, by Isla de Tortuga; A's Vane announces a Move at sea.
  const attackOn = (pirates: Parameters<typeof table>[0]) => {
    const t = table({ vane: { owner: 'A', at: 'central-atlantic' }, ...pirates }, { kcs: { matthews: { owner: 'B', area: 'west-caribbean' } } });
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('north-atlantic') });
    t.exact({ type: 'kcAttackPort', player: 'B', port: 'isla-de-tortuga' });
    return t;
  };

  it('the AP Action (type C, 10.4), the rolls citing 10.41 (the defender rolls his own), and the Pirate put to sea with a hit', () => {
    const t = attackOn({ low: { owner: 'C', at: 'isla-de-tortuga', np: 9 } });
    expect(t.last('antiPirateAction')).toMatchObject({ rule: '10.4', player: 'B', apType: 'C', against: 'A' });
    // A game saved in the middle of the attack loads (the saved-game format, docs/guide.md).
    expect(deserialize(serialize(t.state)).stack).toEqual(t.state.stack);
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ rule: '10.41' });
    t.roll(2);
    expect(t.last('kcRoll')).toEqual({ type: 'kcRoll', rule: '10.41', kc: 'matthews', roll: { die: 2, combat: 11, livingRules: 2, total: 15 } });
    const p = t.pending;
    expect(p.kind === 'chance' && p.spec.kind === 'dice' ? p.spec.roller : undefined).toBe('low');
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ rule: '10.41' });
    t.roll(6);
    // Low: 6 + Combat 5 = 11, no D&R -2 key in the Living Rules.
    expect(t.last('piratePortDefence')).toEqual({ type: 'piratePortDefence', rule: '10.41', pirate: 'low', roll: { die: 6, combat: 5, heavyGuns: 0, total: 11 } });
    expect(t.last('piratePortAttacked')).toEqual({ type: 'piratePortAttacked', rule: '10.41', kc: 'matthews', port: 'isla-de-tortuga', kcTotal: 15, best: 11, outcome: 'destroyed' });
    expect(t.last('damaged')).toEqual({ type: 'damaged', rule: '10.41', pirate: 'low', track: 'combat', hits: 1, value: 4 });
    expect(t.last('portDestroyed')).toEqual({ type: 'portDestroyed', rule: '10.41', port: 'isla-de-tortuga' });
    expect(t.last('putToSea')).toEqual({ type: 'putToSea', rule: '10.41', pirate: 'low', from: 'isla-de-tortuga', to: 'west-caribbean' });
    expect(t.state.destroyedPorts).toEqual(['isla-de-tortuga']);
    // No NP either way (10.41), and no VP for a ship that is still afloat (10.36 scores a sinking).
    expect(t.pirate('low').np).toBe(9);
    expect(t.ev('kcKill')).toEqual([]);
    expect(t.vp('B')).toBe(0);
  });

  it('a tie repulses the KC (10.41: it must be higher): nothing changes', () => {
    const t = attackOn({ low: { owner: 'C', at: 'isla-de-tortuga', ship: 'brigantine', heavyGuns: true } });
    t.roll(2);
    t.roll(6);
    // 2 + 11 + 2 = 15 against 6 + 7 + 2 = 15.
    expect(t.last('piratePortAttacked')).toMatchObject({ kcTotal: 15, best: 15, outcome: 'repulsed' });
    expect(t.state.destroyedPorts).toEqual([]);
    expect(t.pirate('low')).toMatchObject({ combat: 7, location: port('isla-de-tortuga') });
    expect(t.ev('damaged')).toEqual([]);
  });

  it('B24: Heavy Guns add 2 to a defender\'s roll', () => {
    const t = attackOn({ low: { owner: 'C', at: 'isla-de-tortuga', heavyGuns: true } });
    t.roll(1);
    t.roll(5);
    expect(t.last('piratePortDefence')).toMatchObject({ roll: { die: 5, combat: 5, heavyGuns: 2, total: 12 } });
    expect(t.last('piratePortAttacked')).toMatchObject({ kcTotal: 14, best: 12, outcome: 'destroyed' });
  });

  it('an empty Pirate Port is simply Destroyed, with no defence roll (10.41)', () => {
    const t = attackOn({});
    t.roll(1);
    expect(t.ev('piratePortDefence')).toEqual([]);
    expect(t.last('piratePortAttacked')).toEqual({ type: 'piratePortAttacked', rule: '10.41', kc: 'matthews', port: 'isla-de-tortuga', kcTotal: 14, best: 0, outcome: 'destroyed' });
    expect(t.state.destroyedPorts).toEqual(['isla-de-tortuga']);
  });
});

describe('10.42: the Oust, fact by fact', () => {
  // Low (A, In-Port at Charleston) and Vane (C, there too); Matthews (B, Combat 11) in the South Atlantic.
  const oust = () => {
    const t = table(
      { low: { owner: 'A', at: 'charleston', holds: [400] }, vane: { owner: 'C', at: 'charleston' } },
      { governors: { charleston: 'pro' }, kcs: { matthews: { owner: 'B', area: 'south-atlantic' } } },
    );
    t.exact({ type: 'inPortActivities', player: 'A', pirate: 'low' });
    t.exact({ type: 'kcOust', player: 'B' });
    return t;
  };

  it('the active Pirate rolls the defence (12.0), which cites 10.42; ousted: his Action cancelled and every Pirate there put to sea (10.42)', () => {
    const t = oust();
    expect(t.last('antiPirateAction')).toMatchObject({ rule: '10.4', player: 'B', apType: 'C', against: 'A' });
    expect(deserialize(serialize(t.state)).stack).toEqual(t.state.stack);
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ rule: '10.42' });
    t.roll(6);
    const p = t.pending;
    expect(p.kind === 'chance' && p.spec.kind === 'dice' ? p.spec.roller : undefined).toBe('low');
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ rule: '10.42' });
    t.roll(1);
    // 6 + 11 + 2 = 19 against 1 + 5 + 5 = 11.
    expect(t.last('oust')).toEqual({ type: 'oust', rule: '10.42', kc: 'matthews', port: 'charleston', kcTotal: 19, defense: { die: 1, combat: 10, total: 11 }, outcome: 'ousted' });
    expect(t.state.stack.some((f) => f.kind === 'inPort')).toBe(false);
    expect(t.ev('putToSea').map((e) => [e.rule, e.pirate, e.to])).toEqual([
      ['10.42', 'low', 'south-atlantic'],
      ['10.42', 'vane', 'south-atlantic'],
    ]);
    expect(t.ev('notorietyGained')).toEqual([]);
  });

  it('at a Booty Grab, the Grab is cancelled citing 10.42', () => {
    const t = table(
      { low: { owner: 'A', at: 'charleston' }, vane: { owner: 'C', at: 'charleston', dr: 'voluntary', holds: [400] } },
      { governors: { charleston: 'pro' }, kcs: { matthews: { owner: 'B', area: 'south-atlantic' } } },
    );
    t.exact({ type: 'bootyGrab', player: 'A', pirate: 'low', target: 'vane' });
    t.exact({ type: 'kcOust', player: 'B' });
    t.roll(6);
    t.roll(1);
    expect(t.last('oust')).toMatchObject({ outcome: 'ousted' });
    expect(t.last('actionCancelled')).toEqual({ type: 'actionCancelled', rule: '10.42', pirate: 'low', action: 'bootyGrab' });
  });

  it('failed: each Pirate there gains 1 NP for the failed Oust (10.42, 11.3), none is moved', () => {
    const t = oust();
    t.roll(1);
    t.roll(6);
    // 1 + 11 + 2 = 14 against 6 + 5 + 5 = 16.
    expect(t.last('oust')).toMatchObject({ kcTotal: 14, defense: { die: 6, combat: 10, total: 16 }, outcome: 'failed' });
    expect(t.ev('notorietyGained').map((e) => [e.rule, e.pirate, e.amount, e.reason])).toEqual([
      ['10.42', 'low', 1, 'failedOust'],
      ['10.42', 'vane', 1, 'failedOust'],
    ]);
    expect(t.pirate('low').location).toEqual(port('charleston'));
    expect(t.ev('actionCancelled')).toEqual([]);
  });
});
