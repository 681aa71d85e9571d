import { describe, it, expect } from 'vitest';
import { port, refusal, type Table } from './helpers.js';
import { solo, table } from './career-helpers.js';

/**
 * Rule outcomes of the Attack on a Port (9.5, 9.34, 9.41, 9.58, 11.2-11.3) that no other test read:
 * each was found by a surviving mutant of src/actions/attack-port.ts (docs/coverage.md, "Mutation
 * testing"). Condent (Ability 4) of A in the East Caribbean; San Juan is Spanish, Value 2, Defense 7.
 */

const condent = (extra = {}, more = {}) => solo('condent', 'east-caribbean', extra, more);

function attack(t: Table, pirate = 'condent'): void {
  t.act({ type: 'attackPort', player: 'A', pirate, port: 'san-juan' });
}

describe('9.52 / 9.53: the rule the Attack cites at each of its steps', () => {
  it('9.52 at the Attack roll; 9.53 at the Booty dice and at the choice of a Hold', () => {
    const t = condent({ holds: [100, 200] });
    attack(t);
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ rule: '9.52' });
    t.roll(6);
    t.roll(1);
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ rule: '9.53' });
    t.roll(5, 2);
    // Both Holds of his Sloop are full: the Booty's Hold is chosen under 9.53.
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'attackPort', rule: '9.53' });
    t.act({ type: 'jettison', player: 'A', pirate: 'condent', hold: 1 });
    expect(t.last('holdJettisoned')).toEqual({ type: 'holdJettisoned', rule: '9.53', pirate: 'condent', doubloons: 200 });
    expect(t.last('bootyStowed')).toEqual({ type: 'bootyStowed', rule: '9.53', pirate: 'condent', doubloons: 700, holds: [100, 700] });
  });
});

describe('9.53 / 9.59: taking the port', () => {
  it('9.53: NP and Loyalty for the port, each with its reason; he enters from his Sea Area (9.59)', () => {
    const t = condent({ loyalty: 5 });
    attack(t);
    t.roll(6);
    t.roll(1);
    t.roll(5, 2);
    expect(t.last('notorietyGained')).toMatchObject({ rule: '9.53', pirate: 'condent', amount: 4, reason: 'portAttack' });
    expect(t.last('loyaltyChanged')).toMatchObject({ rule: '9.53', pirate: 'condent', delta: 1, reason: 'portAttack' });
    expect(t.last('enteredPort')).toEqual({ type: 'enteredPort', rule: '9.59', pirate: 'condent', port: 'san-juan', from: 'east-caribbean' });
    // 9.41: without Scurvy there is nothing to cure.
    expect(t.ev('scurvyCured')).toEqual([]);
  });

  it('9.41: a Pirate with Scurvy who takes the port is cured as he enters it', () => {
    const t = condent({ scurvy: true });
    attack(t);
    t.roll(6);
    t.roll(1);
    t.roll(5, 2);
    expect(t.pirate('condent').location).toEqual(port('san-juan'));
    expect(t.pirate('condent').scurvy).toBe(false);
    expect(t.last('scurvyCured')).toEqual({ type: 'scurvyCured', rule: '9.41', pirate: 'condent' });
  });

  it('RULINGS B24: Heavy Guns add 2 to the Attack', () => {
    const t = condent({ heavyGuns: true });
    attack(t);
    t.roll(1);
    t.roll(6);
    expect(t.last('portAttacked')).toMatchObject({ attack: { die: 1, combat: 5, ability: 4, info: 0, heavyGuns: 2, total: 12 }, defense: { total: 13 }, outcome: 'failure' });
  });
});

describe('9.58 / 9.34: the markers of an Attack are placed once', () => {
  it('9.58: a second Attack on a Spanish port adds no second Attack History marker, Port Attacked marker or attacked-port record', () => {
    const t = condent({ attackHistory: ['spanish'], portsAttacked: ['san-juan'], safeHavens: ['martinique'] }, { attackedPorts: ['san-juan'] });
    attack(t);
    t.roll(1); // 1 + 5 + 4 = 10
    t.roll(1, 2); // 9.58: an attacked port defends with 2d6: 3 + 7 = 10, a failure without hits (9.54)
    const c = t.pirate('condent');
    expect(c.attackHistory).toEqual(['spanish']);
    expect(c.portsAttacked).toEqual(['san-juan']);
    expect(t.state.attackedPorts.filter((p) => p === 'san-juan')).toHaveLength(1);
    // 9.34: only a Safe Haven in the port attacked is lost.
    expect(c.safeHavens).toEqual(['martinique']);
    expect(t.ev('safeHavenLost')).toEqual([]);
  });
});

describe('11.2 / 11.3: an Alliance attacks as one', () => {
  it('11.2: the better Information of the two is added; 11.3: the Booty is shared (9.53)', () => {
    const t = table({
      condent: { owner: 'A', at: 'east-caribbean', ally: 'vane' },
      vane: { owner: 'A', at: 'east-caribbean', ally: 'condent', info: { 'san-juan': 2 } },
    });
    attack(t);
    t.roll(1);
    t.roll(1);
    expect(t.last('portAttacked')).toMatchObject({ attack: { info: 2 }, outcome: 'success' });
    t.roll(5, 3);
    expect(t.ev('bootyStowed').map((e) => e.rule)).toEqual(['9.53', '9.53']);
    expect(t.pirate('condent').attackHistory).toEqual(['spanish']);
    expect(t.pirate('vane').attackHistory).toEqual(['spanish']);
  });
});

describe('10.35 / 9.52: an Attack whose Pirate a KC eliminates at its announcement', () => {
  it('ends with no Attack roll: the port is not marked attacked (9.58) and the Player-Turn goes on', () => {
    const t = table({ vane: { owner: 'A', at: 'east-caribbean', ship: 'sloop' }, low: { owner: 'A', at: 'india' } }, { kcs: { matthews: { owner: 'B', area: 'east-caribbean' } } }, 2);
    t.exact({ type: 'attackPort', player: 'A', pirate: 'vane', port: 'san-juan' });
    t.exact({ type: 'kcReact', player: 'B' });
    t.exact({ type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'fight' });
    t.roll(1); // Vane
    t.roll(6); // the KC: Vane loses and is Eliminated (10.35)
    expect(t.last('pirateEliminated')).toMatchObject({ pirate: 'vane' });
    expect(t.ev('portAttacked')).toEqual([]);
    expect(t.state.attackedPorts).toEqual([]);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
    expect(t.state.turn.actionsLeft).toBe(1);
  });
});
