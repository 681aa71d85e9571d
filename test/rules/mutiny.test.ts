import { describe, it, expect } from 'vitest';
import { sea, port, type Table } from './helpers.js';
import { table, type PirateSpec } from './career-helpers.js';

/**
 * 14 Mutiny (RULINGS B10, B45): Charles Vane (Leadership 2) of Player A. A Mutiny is rolled by the
 * Pirate Player: d6 against Leadership.
 */

function vane(extra: Partial<PirateSpec> = {}, more: Parameters<typeof table>[1] = {}, actions = 3): Table {
  return table({ vane: { owner: 'A', at: 'east-caribbean', ...extra } }, more, actions);
}

function isMutinyRoll(t: Table): boolean {
  const p = t.pending;
  return p.kind === 'chance' && p.frame === 'mutiny' && p.spec.kind === 'dice' && p.spec.count === 1;
}

/** Activate Vane with a Move to the next Sea Area (any Action would do). */
function activate(t: Table): void {
  t.act({ type: 'move', player: 'A', pirate: 'vane', to: sea('west-caribbean') });
}

describe('14.1 When a Mutiny occurs', () => {
  it('14.1: the instant Loyalty reaches 0 (declining the Booty at Loyalty 1, 8.32) the crew mutinies, at once', () => {
    const t = vane({ loyalty: 1 }, { merchants: { 'santo-domingo': { type: 'brigantine', foundBy: 'vane' } } });
    t.act({ type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.roll(4);
    t.draw('seaman');
    t.act({ type: 'seizeBooty', player: 'A', pirate: 'vane', seize: false });
    expect(t.pirate('vane').loyalty).toBe(0);
    expect(isMutinyRoll(t)).toBe(true);
    t.roll(1);
    expect(t.last('mutiny')).toMatchObject({ pirate: 'vane', cause: 'loyaltyZero', roll: { die: 1, leadership: 2 }, outcome: 'quashed' });
  });

  it('14.1 / 9.62: a failed Booty Grab at Loyalty 2 (-2) brings the Mutiny at once, inside the Action', () => {
    const t = table({
      vane: { owner: 'A', at: 'martinique', loyalty: 2 },
      bonnet: { owner: 'B', at: 'martinique', dr: 'voluntary', holds: [500] },
    });
    t.act({ type: 'bootyGrab', player: 'A', pirate: 'vane', target: 'bonnet' });
    t.roll(1); // 1 + 4 + 1 = 6
    t.roll(6); // 6 + 2 = 8
    expect(t.pirate('vane').loyalty).toBe(0);
    expect(isMutinyRoll(t)).toBe(true);
  });

  it('14.1: at Loyalty 0 every activation brings a Mutiny before the Action', () => {
    const t = vane({ loyalty: 0 });
    activate(t);
    expect(isMutinyRoll(t)).toBe(true);
    expect(t.pirate('vane').location).toEqual(sea('east-caribbean'));
    t.roll(1); // quashed
    expect(t.last('mutiny')).toMatchObject({ cause: 'activatedAtLoyaltyZero' });
    // The Move follows.
    expect(t.pirate('vane').location).toEqual(sea('west-caribbean'));
    // ... and the next activation mutinies again.
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: sea('east-caribbean') });
    expect(isMutinyRoll(t)).toBe(true);
  });

  it('14.1: with Loyalty above 0 an activation brings no Mutiny', () => {
    const t = vane({ loyalty: 1 });
    activate(t);
    expect(t.ev('mutiny')).toEqual([]);
    expect(t.pirate('vane').location).toEqual(sea('west-caribbean'));
  });
});

describe('14.2 Mutiny results: d6 against Leadership', () => {
  it('14.2: lower than Leadership: quashed, nothing else happens', () => {
    const t = vane({ loyalty: 0 });
    activate(t);
    t.roll(1);
    expect(t.pirate('vane').loyalty).toBe(0);
    expect(t.ev('loyaltyChanged')).toEqual([]);
  });

  it('14.2: equal to Leadership: quashed, Loyalty -1 but never below 0', () => {
    const t = vane({ loyalty: 0 });
    activate(t);
    t.roll(2);
    expect(t.last('mutiny')).toMatchObject({ roll: { die: 2, leadership: 2 }, outcome: 'quashed, Loyalty -1' });
    expect(t.pirate('vane').loyalty).toBe(0);
    expect(t.state.pirates.vane).toBeDefined();
  });

  it('14.2 / 18.12B / RULINGS B10, B45: higher: Vane is marooned (A scores his NP); the card A picks from hand takes over the ship', () => {
    const t = vane(
      {
        loyalty: 0,
        ship: 'schooner',
        combat: 3,
        speed: 1,
        np: 9,
        netWorth: 2500,
        cunning: 1,
        holds: [800, 300],
        hostages: [{ kind: 'captain', nationality: 'spanish' }],
        info: { havana: 2 },
        safeHavens: ['martinique'],
        letterOfMarque: 'french',
        attackHistory: ['english'],
        portsAttacked: ['bath'],
      },
      { pirateHands: { A: ['bonnet', 'roberts'] }, governors: { martinique: 'pro' } },
    );
    const vp = t.vp('A');
    activate(t);
    t.roll(3);
    expect(t.last('mutiny')).toMatchObject({ roll: { die: 3, leadership: 2 }, outcome: 'mutineers win' });
    // The owner chooses which Pirate card takes over (B45).
    expect(t.legalOf('chooseReplacement').map((a) => a.pirate).sort()).toEqual(['bonnet', 'roberts']);
    t.act({ type: 'chooseReplacement', player: 'A', pirate: 'roberts' });
    expect(t.state.pirates.vane).toBeUndefined();
    expect(t.state.eliminated).toContain('vane');
    expect(t.vp('A')).toBe(vp + 9);
    expect(t.state.players.A?.pirateHand).toEqual(['bonnet']);
    const r = t.pirate('roberts');
    expect(r).toMatchObject({
      owner: 'A',
      location: sea('east-caribbean'),
      // 14.2: Loyalty 6; NP, Net Worth and Cunning markers removed (Cunning from the new card: Roberts 3).
      loyalty: 6,
      np: 0,
      netWorth: 0,
      cunning: 3,
      // Everything on the ship stays: Holds, Hostages, ship type and damage.
      ship: 'schooner',
      combat: 3,
      speed: 1,
      holds: [800, 300],
      hostages: [{ kind: 'captain', nationality: 'spanish' }],
      // B10: what belongs to the Pirate leaves with him.
      letterOfMarque: null,
      safeHavens: [],
      info: {},
    });
  });

  it('RULINGS B10 (default attackHistoryStaysWithShip): the Attack History and Governor Bribed markers stay on the Display', () => {
    const t = vane({ loyalty: 0, attackHistory: ['english'], portsAttacked: ['bath'], bribed: ['pro-3'] }, { pirateHands: { A: ['bonnet'] } });
    activate(t);
    t.roll(6);
    t.act({ type: 'chooseReplacement', player: 'A', pirate: 'bonnet' });
    expect(t.pirate('bonnet')).toMatchObject({ attackHistory: ['english'], bribed: ['pro-3'] });
  });

  it('14.2: with no Pirate card in hand, the top card of the Pirate deck takes over (a draw)', () => {
    const t = vane({ loyalty: 0, holds: [400], np: 2 });
    activate(t);
    t.roll(5);
    const p = t.pending;
    expect(p.kind === 'chance' && p.spec.kind === 'draw' && p.spec.pool).toBe('pirate');
    t.draw('taylor');
    expect(t.state.pirates.vane).toBeUndefined();
    expect(t.vp('A')).toBe(2);
    expect(t.state.pirateDeck).not.toContain('taylor');
    expect(t.pirate('taylor')).toMatchObject({ owner: 'A', loyalty: 6, np: 0, cunning: 4, holds: [400], location: sea('east-caribbean') });
  });

  it('14.2 / RULINGS B45: with no Pirate card in hand and none left in the deck, the ship is lost', () => {
    const others = ['avery', 'bellamy', 'bonnet', 'condent', 'davis', 'england', 'hornigold', 'la-buse', 'kidd', 'kennedy', 'nau', 'low', 'lowther', 'lusan', 'quelch', 'rackham', 'roberts', 'spriggs', 'taylor', 'tew', 'wynne', 'teach'];
    const t = vane({ loyalty: 0, np: 3, holds: [700] }, { pirateHands: { B: others.slice(0, 11), C: others.slice(11) } });
    expect(t.state.pirateDeck).toEqual([]);
    activate(t);
    t.roll(6);
    expect(t.last('shipLost')).toMatchObject({ pirate: 'vane' });
    expect(t.state.pirates).toEqual({});
    expect(t.vp('A')).toBe(3);
  });

  it('RULINGS B45: the new Pirate may use the Actions left on the card', () => {
    const t = vane({ loyalty: 0 }, { pirateHands: { A: ['bonnet'] } });
    activate(t);
    t.roll(6);
    t.act({ type: 'chooseReplacement', player: 'A', pirate: 'bonnet' });
    expect(t.state.turn.actionsLeft).toBe(2);
    expect(t.canDo({ type: 'move', pirate: 'bonnet' })).toBe(true);
  });

  it('14.2: the Mutiny of a Pirate In-Port leaves the new captain In-Port', () => {
    const t = table({ vane: { owner: 'A', at: 'martinique', loyalty: 0 } }, { pirateHands: { A: ['bonnet'] } });
    t.act({ type: 'inPortActivities', player: 'A', pirate: 'vane' });
    t.roll(4);
    t.act({ type: 'chooseReplacement', player: 'A', pirate: 'bonnet' });
    expect(t.pirate('bonnet').location).toEqual(port('martinique'));
  });
});

describe('14.2 with Loyalty above 0, and what a takeover carries (found by mutation testing)', () => {
  /** Vane (Leadership 2) of A at sea; C holds a Mutiny Conspiracy (17.2 #15) for A's next Action. */
  function conspiracyOn(extra: Partial<PirateSpec> = {}, more: Parameters<typeof table>[1] = {}): Table {
    return vane({ loyalty: 3, ...extra }, { hands: { C: ['mutiny-conspiracy'] }, ...more });
  }

  it('14.2: a tie with Loyalty 3 (a Mutiny Conspiracy, 17.2 #15): quashed, and Loyalty 3 -> 2', () => {
    const t = conspiracyOn();
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('west-caribbean') });
    t.act({ type: 'playEvent', player: 'C', card: 'mutiny-conspiracy' });
    t.roll(2, 2); // 4 > Loyalty 3: a Mutiny
    expect(isMutinyRoll(t)).toBe(true);
    t.roll(2); // = Leadership 2
    expect(t.last('mutiny')).toMatchObject({ rule: '14.2', cause: 'conspiracy', roll: { die: 2, leadership: 2 }, outcome: 'quashed, Loyalty -1' });
    expect(t.last('loyaltyChanged')).toMatchObject({ rule: '14.2', pirate: 'vane', reason: 'mutinyTie' });
    expect(t.pirate('vane').loyalty).toBe(2);
  });

  it('14.2: below Leadership with Loyalty 3: quashed, Loyalty unchanged', () => {
    const t = conspiracyOn();
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('west-caribbean') });
    t.act({ type: 'playEvent', player: 'C', card: 'mutiny-conspiracy' });
    t.roll(2, 2);
    t.roll(1);
    expect(t.last('mutiny')).toMatchObject({ outcome: 'quashed' });
    expect(t.pirate('vane').loyalty).toBe(3);
  });

  it('14.2 / RULINGS B10: the Hostages and Heavy Guns stay on the ship: none goes back to the pool or leaves the game', () => {
    const t = vane({ loyalty: 0, heavyGuns: true, hostages: [{ kind: 'captain', nationality: 'spanish' }] }, { pirateHands: { A: ['bonnet'] } });
    const pool = { ...t.state.hostagePool };
    const removed = { ...t.state.removed };
    activate(t);
    t.roll(6);
    // B45: the owner chooses the new captain from his hand.
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'mutiny', rule: '14.2' });
    t.act({ type: 'chooseReplacement', player: 'A', pirate: 'bonnet' });
    expect(t.pirate('bonnet')).toMatchObject({ heavyGuns: true, hostages: [{ kind: 'captain', nationality: 'spanish' }] });
    expect(t.state.hostagePool).toEqual(pool);
    expect(t.state.removed).toEqual(removed);
    expect(t.last('pirateEliminated')).toMatchObject({ rule: '14.2', pirate: 'vane', cause: 'marooned', vp: 0 });
  });

  it('14.2 / 17.2 #1: the Buried Treasure card is the marooned Pirate\'s: discarded, and the new captain has none', () => {
    const t = vane({ loyalty: 0, buriedTreasure: true }, { pirateHands: { A: ['bonnet'] } });
    const discarded = t.state.discard['buried-treasure'] ?? 0;
    activate(t);
    t.roll(6);
    t.act({ type: 'chooseReplacement', player: 'A', pirate: 'bonnet' });
    expect(t.pirate('bonnet').buriedTreasure).toBe(false);
    expect(t.state.discard['buried-treasure']).toBe(discarded + 1);
  });

  it('RULINGS B10 with attackHistoryStaysWithShip off: the Attack History leaves with the old Pirate', () => {
    const t = vane({ loyalty: 0, attackHistory: ['english'], portsAttacked: ['bath'] }, { pirateHands: { A: ['bonnet'] }, options: { attackHistoryStaysWithShip: false } });
    activate(t);
    t.roll(6);
    t.act({ type: 'chooseReplacement', player: 'A', pirate: 'bonnet' });
    expect(t.pirate('bonnet')).toMatchObject({ attackHistory: [], portsAttacked: [] });
  });

  it('14.2 / RULINGS B45: the ship lost for want of a Pirate card: the Pirate is Eliminated by the Mutiny', () => {
    const others = ['avery', 'bellamy', 'bonnet', 'condent', 'davis', 'england', 'hornigold', 'la-buse', 'kidd', 'kennedy', 'nau', 'low', 'lowther', 'lusan', 'quelch', 'rackham', 'roberts', 'spriggs', 'taylor', 'tew', 'wynne', 'teach'];
    const t = vane({ loyalty: 0, np: 3 }, { pirateHands: { B: others.slice(0, 11), C: others.slice(11) } });
    activate(t);
    t.roll(6);
    expect(t.last('shipLost')).toMatchObject({ rule: '14.2', pirate: 'vane', reason: expect.stringContaining('B45') });
    expect(t.last('pirateEliminated')).toMatchObject({ rule: '14.2', pirate: 'vane', cause: 'mutiny', vp: 3 });
  });

  it('14.2 / RULINGS R17: a Mutiny Conspiracy at the Loot\'s announcement: the new captain carries the Loot on and takes the Booty', () => {
    const t = conspiracyOn({}, { pirateHands: { A: ['bonnet'] }, merchants: { 'santo-domingo': { type: 'brigantine', foundBy: 'vane' } } });
    t.exact({ type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.act({ type: 'playEvent', player: 'C', card: 'mutiny-conspiracy' });
    t.roll(3, 3); // 6 > Loyalty 3
    t.roll(6); // > Leadership 2: the mutineers win
    t.act({ type: 'chooseReplacement', player: 'A', pirate: 'bonnet' });
    expect(t.last('newCaptain')).toMatchObject({ rule: '14.2', pirate: 'bonnet', replaces: 'vane' });
    // The Loot goes on with Bonnet: the Cargo roll, the Hostage, the Booty.
    t.roll(4);
    t.draw('seaman');
    t.act({ type: 'seizeBooty', player: 'A', pirate: 'bonnet', seize: true });
    expect(t.last('bootySeized')).toMatchObject({ pirate: 'bonnet', port: 'santo-domingo' });
  });

  it('14.2 / RULINGS R17: the same with the new captain drawn from the Pirate deck', () => {
    const t = conspiracyOn({}, { merchants: { 'santo-domingo': { type: 'brigantine', foundBy: 'vane' } } });
    t.exact({ type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.act({ type: 'playEvent', player: 'C', card: 'mutiny-conspiracy' });
    t.roll(3, 3);
    t.roll(6);
    t.draw('taylor');
    t.roll(4);
    t.draw('seaman');
    t.act({ type: 'seizeBooty', player: 'A', pirate: 'taylor', seize: true });
    expect(t.last('bootySeized')).toMatchObject({ pirate: 'taylor', port: 'santo-domingo' });
  });

  it('14.2 / 11.6: the ally\'s crew mutinies at a Mutiny Conspiracy: the Move goes on with the active Pirate, not the ally\'s new captain', () => {
    const t = table(
      { vane: { owner: 'A', at: 'east-caribbean', ally: 'condent', loyalty: 7 }, condent: { owner: 'A', at: 'east-caribbean', ally: 'vane', loyalty: 3 } },
      { hands: { C: ['mutiny-conspiracy'] }, pirateHands: { A: ['bonnet'] } },
    );
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('west-caribbean') });
    t.act({ type: 'playEvent', player: 'C', card: 'mutiny-conspiracy' });
    t.roll(2, 2); // 4: not above Vane's 7
    t.roll(3, 3); // 6 > Condent's 3: his crew mutinies
    expect(t.last('mutinyConspiracy')).toMatchObject({ pirate: 'condent', outcome: 'mutiny' });
    t.roll(6);
    t.act({ type: 'chooseReplacement', player: 'A', pirate: 'bonnet' });
    expect(t.last('newCaptain')).toMatchObject({ pirate: 'bonnet', replaces: 'condent' });
    expect(t.pirate('vane').location).toEqual(sea('west-caribbean'));
    expect(t.pirate('bonnet').location).toEqual(sea('east-caribbean'));
  });
});

describe('14.2 / R17: a takeover inside a Booty Grab (found by mutation testing)', () => {
  it('14.2 / R17 / 9.6: the grabber\'s crew mutinies at the Grab\'s announcement: his new captain grabs from the same target, Bonnet', () => {
    const t = table(
      { low: { owner: 'A', at: 'charleston', loyalty: 3 }, bonnet: { owner: 'B', at: 'charleston', dr: 'voluntary', holds: [1000, 500] } },
      { hands: { C: ['mutiny-conspiracy'] }, pirateHands: { A: ['tew'] } },
    );
    t.exact({ type: 'bootyGrab', player: 'A', pirate: 'low', target: 'bonnet' });
    t.act({ type: 'playEvent', player: 'C', card: 'mutiny-conspiracy' });
    t.roll(3, 3); // 6 > Loyalty 3
    t.roll(6); // > Leadership 2: the mutineers win
    t.act({ type: 'chooseReplacement', player: 'A', pirate: 'tew' });
    expect(t.last('newCaptain')).toMatchObject({ rule: '14.2', pirate: 'tew', replaces: 'low' });
    // The Grab goes on: Tew is the grabber, Bonnet still the target.
    expect(t.state.stack.find((f) => f.kind === 'bootyGrab')).toMatchObject({ pirate: 'tew', target: 'bonnet' });
    t.roll(6);
    t.roll(1);
    expect(t.last('bootyGrabAttempt')).toMatchObject({ pirate: 'tew', target: 'bonnet', outcome: 'success' });
  });
});
