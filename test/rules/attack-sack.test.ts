import { describe, it, expect } from 'vitest';
import { scenario, port, sea, FIVE_MERCHANTS, refusal, type Table } from './helpers.js';
import { solo, table, inPort, finishInPort, actionsOf } from './career-helpers.js';

/**
 * 9.5 Pirate Attacks on Ports and 9.55 Sacking, with Christopher Condent (Ability 4, Cruelty 3) of
 * Player A and San Juan (Spanish, Value 2, Defense 7) in the East Caribbean.
 */

/** Condent in the East Caribbean; an undamaged Sloop (Combat 5) unless stated. */
const condent = (extra = {}, more = {}, actions = 3) => solo('condent', 'east-caribbean', extra, more, actions);

function attack(t: Table, portId = 'san-juan'): void {
  t.act({ type: 'attackPort', player: 'A', pirate: 'condent', port: portId });
}

/** A successful attack on San Juan: 6 + 5 + 4 = 15 against 1 + 7 = 8, loot dice 5 and 2. */
function takeSanJuan(t: Table): void {
  attack(t);
  t.roll(6);
  t.roll(1);
  t.roll(5, 2);
}

describe('9.51 Which ports may be attacked', () => {
  it('9.51: a port of his Sea Area may be attacked, as a separate Action, from the sea', () => {
    const t = condent();
    expect(t.legalOf('attackPort').map((a) => a.port).sort()).toEqual(['guadeloupe', 'martinique', 'san-juan', 'santo-domingo']);
  });

  it('9.51: Pirate Ports may not be attacked by Pirates', () => {
    const t = solo('condent', 'west-caribbean');
    const ports = t.legalOf('attackPort').map((a) => a.port);
    expect(ports).toContain('havana');
    expect(ports).not.toContain('isla-de-tortuga');
  });

  it('9.51 / RULINGS B35: a Destroyed port may not be attacked', () => {
    const t = condent({}, { destroyedPorts: ['san-juan'] });
    expect(t.canDo({ type: 'attackPort', port: 'san-juan' })).toBe(false);
    expect(t.canDo({ type: 'attackPort', port: 'martinique' })).toBe(true);
  });

  it('9.51: he may not attack a port he is in', () => {
    const t = solo('condent', 'san-juan');
    expect(actionsOf(t, 'condent')).not.toContain('attackPort');
  });

  it('17.2 #8: no English port may be attacked while the General Pardon is in force', () => {
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { phase: 'start' },
      hands: { A: ['scurvy-outbreak', 'wear-and-tear', 'wear-and-tear'] },
      generalPardonAppearances: 1,
      pirates: { condent: { owner: 'A', at: 'south-atlantic' } },
      merchants: FIVE_MERCHANTS,
    });
    t.draw('general-pardon'); // 2nd appearance: the Pardon
    expect(t.state.generalPardon.pardon).not.toBeNull();
    t.draw('wear-and-tear');
    t.act({ type: 'playCard', player: 'A', card: 'scurvy-outbreak', pirate: null });
    // South Atlantic: Charleston (English), St. Augustine (Spanish), New Providence (Pirate Port).
    expect(t.legalOf('attackPort').map((a) => a.port)).toEqual(['st-augustine']);
  });

  it('17.2 #8: without the Pardon the same English port may be attacked', () => {
    const t = solo('condent', 'south-atlantic');
    expect(t.legalOf('attackPort').map((a) => a.port).sort()).toEqual(['charleston', 'st-augustine']);
  });
});

describe('9.52-9.53 A successful Port Attack', () => {
  it('9.53 example: Condent takes San Juan (Value 2): dice 5 and 2 -> 700 Booty in a Hold, NP +4, Loyalty +1, 1 Combat hit, In-Port', () => {
    const t = condent({ loyalty: 6, np: 1 });
    attack(t);
    const a = t.pending;
    expect(a.kind === 'chance' && a.spec.kind === 'dice' && a.spec.count).toBe(1);
    t.roll(6);
    const d = t.pending;
    expect(d.kind === 'chance' && d.spec.kind === 'dice' && d.spec.count).toBe(1);
    t.roll(1);
    expect(t.last('portAttacked')).toMatchObject({
      port: 'san-juan',
      attack: { die: 6, combat: 5, ability: 4, info: 0, total: 15 },
      defense: { dice: [1], defense: 7, total: 8 },
      outcome: 'success',
    });
    // 9.53: as many dice as the port's Value.
    const l = t.pending;
    expect(l.kind === 'chance' && l.spec.kind === 'dice' && l.spec.count).toBe(2);
    t.roll(5, 2);
    expect(t.last('portLooted')).toMatchObject({ dice: [5, 2], doubloons: 700 });
    const p = t.pirate('condent');
    expect(p.holds).toEqual([700]);
    expect(p.np).toBe(1 + 4);
    expect(p.loyalty).toBe(7);
    expect(p.combat).toBe(4);
    expect(p.location).toEqual(port('san-juan'));
    expect(p.sackable).toBe('san-juan');
    expect(t.state.turn.actionsLeft).toBe(2);
  });

  it('9.53: Port Booty needs a whole Hold: with all Holds full he may jettison one, or leave the Booty', () => {
    const t = condent({ holds: [100, 200] });
    takeSanJuan(t);
    expect(t.legal().map((a) => a.type)).toEqual(['jettison', 'jettison', 'abandonCargo']);
    t.act({ type: 'jettison', player: 'A', pirate: 'condent', hold: 0 });
    expect(t.pirate('condent').holds).toEqual([200, 700]);
    expect(t.pirate('condent').location).toEqual(port('san-juan'));
  });

  it('9.53: leaving the Booty behind still takes the port (NP, Loyalty, hit, In-Port)', () => {
    const t = condent({ holds: [100, 200] });
    takeSanJuan(t);
    t.act({ type: 'abandonCargo', player: 'A', pirate: 'condent' });
    expect(t.pirate('condent')).toMatchObject({ holds: [100, 200], np: 4, loyalty: 8, combat: 4, location: port('san-juan') });
  });

  it('8.46 / 9.52: Information Points on the port are added to the attack', () => {
    const t = condent({ info: { 'san-juan': 3 } });
    attack(t);
    t.roll(2); // 2 + 5 + 4 + 3 = 14
    t.roll(6); // 6 + 7 = 13
    expect(t.last('portAttacked')).toMatchObject({ attack: { info: 3, total: 14 }, defense: { total: 13 }, outcome: 'success' });
  });

  it('8.46: Information on another port does not help', () => {
    const t = condent({ info: { 'santo-domingo': 3 } });
    attack(t);
    t.roll(2);
    t.roll(6);
    expect(t.last('portAttacked')).toMatchObject({ attack: { info: 0, total: 11 }, outcome: 'failure' });
  });
});

describe('9.54 A failed Port Attack', () => {
  it('9.54 example: Condent (Ability 4), ship Combat 4 "at this time", rolls 2 -> 10; San Juan 5 + 7 = 12: 2 Combat hits, at sea', () => {
    const t = condent({ ship: 'schooner', combat: 4 });
    attack(t);
    t.roll(2);
    t.roll(5);
    expect(t.last('portAttacked')).toMatchObject({
      attack: { die: 2, combat: 4, ability: 4, total: 10 },
      defense: { dice: [5], defense: 7, total: 12 },
      outcome: 'failure',
    });
    const p = t.pirate('condent');
    expect(p.combat).toBe(2);
    expect(p.location).toEqual(sea('east-caribbean'));
    expect(p.holds).toEqual([]);
    expect(p.np).toBe(0);
    expect(p.loyalty).toBe(7);
    expect(p.sackable).toBeNull();
  });

  it('9.54 Play Note: equal totals fail but cause no damage', () => {
    const t = condent({ ship: 'schooner', combat: 4 });
    attack(t);
    t.roll(3); // 11
    t.roll(4); // 11
    expect(t.last('portAttacked')).toMatchObject({ attack: { total: 11 }, defense: { total: 11 }, outcome: 'failure' });
    expect(t.pirate('condent').combat).toBe(4);
    expect(t.pirate('condent').location).toEqual(sea('east-caribbean'));
    expect(t.ev('damaged')).toEqual([]);
  });

  it('9.52 / 9.58: successful or not, an Attack History marker and a Port Attacked marker are placed', () => {
    const t = condent({ ship: 'schooner', combat: 4 });
    attack(t);
    t.roll(2);
    t.roll(5);
    expect(t.pirate('condent').attackHistory).toEqual(['spanish']);
    expect(t.state.attackedPorts).toEqual(['san-juan']);
  });

  it('9.34: attacking his own Safe Haven ends it', () => {
    const t = condent({ safeHavens: ['san-juan', 'martinique'] }, { governors: { 'san-juan': 'pro', martinique: 'pro' } });
    attack(t);
    t.roll(1);
    t.roll(3);
    expect(t.pirate('condent').safeHavens).toEqual(['martinique']);
  });
});

describe('9.58 A port with a Port Attacked marker', () => {
  it('9.58: a port already attacked defends with 2d6 + Defense', () => {
    const t = condent({}, { attackedPorts: ['san-juan'] });
    attack(t);
    t.roll(6); // 15
    const d = t.pending;
    expect(d.kind === 'chance' && d.spec.kind === 'dice' && d.spec.count).toBe(2);
    t.roll(3, 4); // 7 + 7 = 14
    expect(t.last('portAttacked')).toMatchObject({ defense: { dice: [3, 4], defense: 7, total: 14 }, outcome: 'success' });
  });

  it('9.58: the marker is placed by any attack, so a second attack (by anyone) faces 2d6', () => {
    const t = table({
      condent: { owner: 'A', at: 'east-caribbean' },
      vane: { owner: 'A', at: 'east-caribbean' },
    });
    attack(t);
    t.roll(1);
    t.roll(3); // tie: failure
    t.act({ type: 'attackPort', player: 'A', pirate: 'vane', port: 'san-juan' });
    t.roll(1);
    const d = t.pending;
    expect(d.kind === 'chance' && d.spec.kind === 'dice' && d.spec.count).toBe(2);
  });
});

describe('9.55 Sacking a Port', () => {
  it('9.55 example: 5 + Cruelty 3 = 8 > Defense 7: San Juan is Destroyed; Loyalty +1 +1 (D&R), NP +4, Condent at sea in involuntary D&R', () => {
    const t = table(
      {
        condent: { owner: 'A', at: 'east-caribbean', loyalty: 5 },
        vane: { owner: 'B', at: 'san-juan', dr: 'voluntary', info: { 'san-juan': 3, martinique: 1 }, safeHavens: ['san-juan'] },
      },
      { governors: { 'san-juan': 'pro' }, merchants: { 'san-juan': { type: 'brigantine' } } },
    );
    const pool = t.state.merchantPool.brigantine ?? 0;
    takeSanJuan(t);
    expect(t.pirate('condent')).toMatchObject({ loyalty: 6, np: 4 });
    expect(t.legalOf('sackPort')).toEqual([{ type: 'sackPort', player: 'A', pirate: 'condent' }]);
    t.act({ type: 'sackPort', player: 'A', pirate: 'condent' });
    t.roll(5);
    expect(t.last('portSacked')).toMatchObject({ pirate: 'condent', port: 'san-juan', roll: { die: 5, cruelty: 3, total: 8, defense: 7 } });
    const c = t.pirate('condent');
    expect(c.loyalty).toBe(8); // +1 Sack, +1 D&R (9.56 Play Note)
    expect(c.np).toBe(8); // 4 for the attack, 4 for the Sack
    expect(t.ev('loyaltyChanged').filter((e) => e.rule === '9.55')).toMatchObject([{ pirate: 'condent', delta: 1, reason: 'sack' }]);
    expect(t.ev('notorietyGained').filter((e) => e.rule === '9.55')).toMatchObject([{ pirate: 'condent', amount: 4, reason: 'sack' }]);
    expect(c.dr).toBe('involuntary');
    expect(c.location).toEqual(sea('east-caribbean'));
    expect(c.holds).toEqual([700]);
    // The port is Destroyed (RULINGS B35): Governor gone, Merchant back to the pool, Information void.
    expect(t.state.destroyedPorts).toContain('san-juan');
    expect(t.state.governors['san-juan']).toBeUndefined();
    expect(t.state.merchants['san-juan']).toBeUndefined();
    expect(t.state.merchantPool.brigantine).toBe(pool + 1);
    // 9.55: another Pirate who was in the port is put to sea, keeping his status.
    const v = t.pirate('vane');
    expect(v.location).toEqual(sea('east-caribbean'));
    expect(v.dr).toBe('voluntary');
    expect(v.info).toEqual({ martinique: 1 });
    expect(v.safeHavens).toEqual([]);
    expect(t.state.turn.actionsLeft).toBe(1);
  });

  it('9.55: at the Sack roll any other action is refused, citing 9.55', () => {
    const t = condent();
    takeSanJuan(t);
    t.act({ type: 'sackPort', player: 'A', pirate: 'condent' });
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'sackPort' });
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ code: 'chance-expected', rule: '9.55' });
  });

  it('RULINGS B35: a Destroyed port can never be entered again', () => {
    const t = condent();
    takeSanJuan(t);
    t.act({ type: 'sackPort', player: 'A', pirate: 'condent' });
    t.roll(6);
    expect(t.canDo({ type: 'move', pirate: 'condent', to: port('san-juan') })).toBe(false);
    expect(t.canDo({ type: 'attackPort', port: 'san-juan' })).toBe(false);
  });

  it('9.55: the Sack must be his very next Action: any other Action in between loses the chance', () => {
    const t = condent();
    takeSanJuan(t);
    expect(actionsOf(t, 'condent')).toContain('sackPort');
    inPort(t, 'condent');
    finishInPort(t);
    expect(t.state.turn.actionsLeft).toBe(1);
    expect(actionsOf(t, 'condent')).not.toContain('sackPort');
    expect(t.pirate('condent').sackable).toBeNull();
  });

  it("9.55: 'his very next Action': an Action of another of his player's Pirates in between does not matter", () => {
    const t = table({
      condent: { owner: 'A', at: 'east-caribbean' },
      vane: { owner: 'A', at: 'india' },
    });
    takeSanJuan(t);
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: sea('east-africa') });
    expect(actionsOf(t, 'condent')).toContain('sackPort');
  });

  it('9.55: "whether in this turn or the next": the chance survives the end of the Player-Turn', () => {
    const t = condent({}, {}, 1);
    takeSanJuan(t);
    expect(t.state.turn.actionsLeft).toBe(0);
    t.act({ type: 'endTurn', player: 'A' });
    expect(t.pirate('condent').sackable).toBe('san-juan');
  });

  it('9.55: with the chance still open at the start of a later Action, the Sack is offered', () => {
    const t = solo('condent', 'san-juan', { sackable: 'san-juan' }, {}, 2);
    expect(actionsOf(t, 'condent')).toContain('sackPort');
  });

  it('9.55 / 9.59: a failed Sack wastes the Action; he stays In-Port and may not Sack again', () => {
    const t = condent({ loyalty: 5 }, { governors: { 'san-juan': 'pro' } });
    takeSanJuan(t);
    t.act({ type: 'sackPort', player: 'A', pirate: 'condent' });
    t.roll(4); // 4 + 3 = 7, not higher than 7
    expect(t.last('sackFailed')).toMatchObject({ roll: { die: 4, cruelty: 3, total: 7, defense: 7 } });
    const c = t.pirate('condent');
    expect(c.location).toEqual(port('san-juan'));
    expect(c).toMatchObject({ loyalty: 6, np: 4, dr: null, sackable: null });
    expect(t.state.destroyedPorts).toEqual([]);
    expect(t.state.governors['san-juan']).toBeDefined();
    expect(t.state.turn.actionsLeft).toBe(1);
    expect(actionsOf(t, 'condent')).not.toContain('sackPort');
  });

  it('RULINGS B33: after taking a port with an Anti-Pirate Governor he may Sack or Move, but no In-Port Activities', () => {
    const t = condent({}, { governors: { 'san-juan': 'anti' } });
    takeSanJuan(t);
    expect(t.pirate('condent').location).toEqual(port('san-juan'));
    expect(actionsOf(t, 'condent')).toEqual(['move', 'sackPort']);
  });

  it('9.55: no Sack without a successful Attack first', () => {
    const t = solo('condent', 'san-juan');
    expect(actionsOf(t, 'condent')).not.toContain('sackPort');
  });
});

describe('9.55 / 6.42: the Sack can be answered at its announcement', () => {
  it('9.55 / 17.2 #15: an Anti-Pirate player holding a Mutiny Conspiracy is asked when the Sack is announced, before its roll', () => {
    const t = solo('condent', 'san-juan', { sackable: 'san-juan' }, { hands: { B: ['mutiny-conspiracy'] } }, 2);
    const sack = () => t.state.stack.find((f) => f.kind === 'sackPort');
    t.exact({ type: 'sackPort', player: 'A', pirate: 'condent' });
    // First the Action's start (4.63; a Sack is an In-Port Action, 9.55): B declines there.
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(sack()).toMatchObject({ step: 'announce' });
    t.exact({ type: 'pass', player: 'B' });
    // Then the Sack's announcement, before its roll: B may still play the card.
    expect(sack()).toMatchObject({ pirate: 'condent', step: 'roll' });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(t.legal()).toContainEqual({ type: 'playEvent', player: 'B', card: 'mutiny-conspiracy' });
    t.exact({ type: 'pass', player: 'B' });
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'sackPort' });
  });
});
