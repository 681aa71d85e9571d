/**
 * Naval and crew combat, block by block, with forced dice (MM Scout 1-7, MM Combat 1-21, MM Crew
 * 1-5, MM Weapons 2-7, MM Yard 15/17/20/21, MM Bounty 1/4/10/11, MM Win 3(a), MM Plunder 1-9, MM NPC
 * 20-22; rulings M4, M16, M35, M36, M46-M55). Hit-location dice use the built-in table (M16): 1
 * Cargo, 2 Masts, 3 Crew, 4 Cannons; 5 and 6 are skulls (MM Dice 1).
 */
import { describe, expect, it } from 'vitest';
import { apply, check, createGame, createScenario, describeAction, describePending, deserialize, randomBot, legalActions, pending, serialize, view, type Action, type GameState, type PlayerId } from '../src/index.js';
import { combatFrame, npcController } from '../src/rules/combat.js';
import { chance, expectRefused, giveCargo, ofType, play, scenario } from './helpers.js';
import { duel, felipe, fight, fit, frances, type Fit } from './combat-fixtures.js';

const declare = (player: PlayerId, action: 'shoot' | 'board' | 'flee'): Action => ({ type: 'declare', player, action });
type PS = GameState['pl'][string];
describe('Scout for a Captain (MM Scout 1-5, 7, MM Bounty 1-4, M19, M20, M35)', () => {
  it('MM Scout 1-2: only a Captain at sea in one’s own zone, scouted from the sea; M20: once per target per turn; MM Scout 4: a failure does nothing', () => {
    const { s, P, Q } = duel(felipe(), frances());
    expect(legalActions(s)).toContainEqual({ type: 'scoutCaptain', player: P, target: Q });
    const inPort = duel(felipe(), frances(), 'caribbean-sea', (d, _P, Q2) => ((d.pl[Q2] as PS).zone = 'nassau'));
    expect(legalActions(inPort.s).some((a) => a.type === 'scoutCaptain')).toBe(false);
    const r = play(s, [{ type: 'scoutCaptain', player: P, target: Q }, chance([4, 1])]);
    expect(ofType(r.events, 'scouted')[0]).toMatchObject({ rule: 'MM Scout 4', found: false, target: Q });
    expect(ofType(r.events, 'combatStarted')).toHaveLength(0);
    expect(r.s.stack.at(-1)).toMatchObject({ kind: 'turn', actions: 2 });
    expectRefused(r.s, { type: 'scoutCaptain', player: P, target: Q });
  });

  it('MM Bounty 1-2, MM Scout 7, M35: attacking a non-pirate gives a bounty of his nation at once; MM Bounty 4: a pirate victim gives none', () => {
    const a = fight();
    expect(ofType(a.events, 'bountyChanged')).toEqual([expect.objectContaining({ rule: 'MM Bounty 1', player: a.P, nation: 'english', bounties: 1 })]);
    const b = fight({}, {}, (d, _P, Q) => ((d.pl[Q] as PS).bounties.spanish = 1));
    expect(ofType(b.events, 'bountyChanged')).toHaveLength(0);
  });
});

describe('Naval combat (MM Combat 1-21, MM Ships 6/8, M48-M52)', () => {
  it('MM Combat 2, 4, M48: round 1 asks no declaration; both roll Seamanship; later rounds the aggressor declares first', () => {
    const { s, P, Q } = fight();
    expect(pending(s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 3 } });
    // MM Combat 5: no success on either side: nobody wins, no hits, the next round begins.
    const r = play(s, [chance([4, 4, 4]), chance([1, 1])]);
    expect(ofType(r.events, 'contestWon')[0]).toMatchObject({ rule: 'MM Combat 5', winner: null });
    expect(ofType(r.events, 'damaged')).toHaveLength(0);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P });
    const r2 = play(r.s, [declare(P, 'board')]);
    expect(pending(r2.s)).toMatchObject({ kind: 'decision', player: Q });
    expect(ofType(r2.events, 'declared')[0]).toMatchObject({ side: 'aggressor', action: 'board', player: P });
  });

  it('MM Combat 7, 21, M50: the winner hits with all his Cannons, a loser with his successes capped by his Cannons', () => {
    const { s, P, Q } = fight({}, { ship: 'frigate' });
    // Felipe's Sloop: 3 successes; Frances's Frigate: 2 successes, so she loses and hits twice (of 3 Cannons); he hits once (1 Cannon).
    let r = play(s, [chance([6, 5, 5]), chance([6, 5])]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 1 } });
    r = play(r.s, [chance([1])]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 2 } });
    r = play(r.s, [chance([1, 4])]);
    expect(r.s.pl[Q]?.track).toMatchObject({ cargo: 2 });
    expect(r.s.pl[P]?.track).toMatchObject({ cargo: 1, cannons: 0 });
    // MM Combat 17: destroyed Cannons inflict no hits.
    r = play(r.s, [declare(P, 'shoot'), declare(Q, 'shoot'), chance([6, 1, 1]), chance([4, 4])]);
    expect(ofType(r.events, 'hitLocations')).toHaveLength(0);
  });

  it('MM Ships 8, M49: +1 die with a Maneuverability two higher; MM Combat 15: destroyed Masts roll one die and may only Shoot', () => {
    const { s } = fight({}, { ship: 'galleon' }, (d, P2) => ((d.pl[P2] as PS).track.masts = 2));
    // Sloop 4 vs Galleon 2: Felipe rolls 3 + 1.
    expect(pending(s)).toMatchObject({ kind: 'chance', spec: { count: 4 } });
    const hurt = fight({}, {}, (d, P2) => ((d.pl[P2] as PS).track.masts = 0));
    expect(pending(hurt.s)).toMatchObject({ kind: 'chance', spec: { count: 1 } });
    const r = play(hurt.s, [chance([1]), chance([1, 1])]);
    // Felipe's only action is Shoot: no declaration is asked of him; Frances declares.
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: hurt.Q });
    expect(ofType(r.events, 'declared').at(-1)).toMatchObject({ player: hurt.P, action: 'shoot' });
  });

  it('MM Combat 16: without Crew, no Board', () => {
    const { s, P, Q } = fight({}, {}, (d, P2) => ((d.pl[P2] as PS).track.crew = 0));
    const r = play(s, [chance([1, 1, 1]), chance([1, 1])]);
    expect(legalActions(r.s)).toEqual([declare(P, 'shoot'), declare(P, 'flee')]);
    // An illegal declaration is refused with a typed error naming the rule, the state untouched.
    const c = check(r.s, declare(P, 'board'));
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.error).toMatchObject({ name: 'MMIllegalActionError', rule: 'MM Combat 2' });
    expect(() => apply(r.s, declare(P, 'board'))).toThrow(expect.objectContaining({ rule: 'MM Combat 2' }));
    expect(() => apply(r.s, declare(Q, 'shoot'))).toThrow(expect.objectContaining({ name: 'MMIllegalActionError' }));
  });

  it('MM Combat 11-13, M4, MM Win 3 (a): the target places a skull; a destroyed location passes its hit to the Hull; the sunk Captain dies, the victor scores', () => {
    const { s, P, Q } = fight({}, {}, (d, _P, Q2) => Object.assign((d.pl[Q2] as PS).track, { hull: 2, cargo: 0 }));
    let r = play(s, [chance([6, 5, 1]), chance([1, 1]), chance([6])]);
    // A skull: Frances (the target) decides where it goes (MM Combat 11).
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: Q });
    expect(legalActions(r.s)).toHaveLength(5);
    expect(describePending(r.s)).toBe(`Player ${Q} must choose where a hit lands.`);
    r = play(r.s, [{ type: 'placeHit', player: Q, location: 'cargo' }]);
    // Cargo is destroyed: the Hull takes it (MM Combat 12).
    expect(r.s.pl[Q]?.track.hull).toBe(1);
    r = play(r.s, [declare(P, 'shoot'), declare(Q, 'shoot'), chance([6, 1, 1]), chance([1, 1]), chance([1])]);
    expect(ofType(r.events, 'combatEnded')[0]).toMatchObject({ rule: 'MM Combat 13', winner: 'aggressor', how: 'sunk' });
    expect(ofType(r.events, 'captainDied')[0]).toMatchObject({ player: Q, rule: 'MM Combat 13' });
    expect(ofType(r.events, 'gloryGained')[0]).toMatchObject({ rule: 'MM Win 3', player: P });
    // MM Plunder 9: a sunk ship takes everything with it: nothing is plundered.
    expect(ofType(r.events, 'plundered')).toHaveLength(0);
    expect(r.s.combatResult).toMatchObject({ winner: 'aggressor', how: 'sunk', sunk: ['defender'] });
    // M56: a Captain dying in another player's turn costs that player nothing: P's turn goes on.
    // (The scout and attack took one action of three.)
    expect(r.s.stack.filter((f) => f.kind === 'turn')).toMatchObject([{ kind: 'turn', player: P, actions: 2 }]);
  });

  it('MM Combat 19, M4: hits are simultaneous: both ships sink, nobody wins or scores', () => {
    const { s, P, Q } = fight({}, {}, (d, P2, Q2) => {
      (d.pl[P2] as PS).track.hull = 1;
      (d.pl[Q2] as PS).track.hull = 1;
    });
    const r = play(s, [chance([6, 1, 1]), chance([5, 1]), chance([6]), { type: 'placeHit', player: Q, location: 'hull' }, chance([6]), { type: 'placeHit', player: P, location: 'hull' }]);
    expect(ofType(r.events, 'combatEnded')[0]).toMatchObject({ winner: null, how: 'noWinner' });
    expect(ofType(r.events, 'captainDied').map((e) => e.player).sort()).toEqual([P, Q].sort());
    expect(ofType(r.events, 'gloryGained')).toHaveLength(0);
  });

  it('MM Combat 9, MM Example 4: a won Flee escapes only if the opponent rolled no success', () => {
    const { s, P, Q } = fight();
    let r = play(s, [chance([1, 1, 1]), chance([1, 1]), declare(P, 'shoot'), declare(Q, 'flee'), chance([5, 1, 1]), chance([5, 4])]);
    expect(ofType(r.events, 'escaped')).toHaveLength(0);
    r = play(r.s, [chance([1])]);
    r = play(r.s, [declare(P, 'shoot'), declare(Q, 'flee'), chance([4, 1, 1]), chance([5, 1])]);
    expect(ofType(r.events, 'escaped')[0]).toMatchObject({ rule: 'MM Combat 9', side: 'defender', player: Q });
    expect(ofType(r.events, 'combatEnded')[0]).toMatchObject({ winner: null, how: 'escaped' });
    expect(r.s.stack.at(-1)).toMatchObject({ kind: 'turn', player: P });
  });

  it('MM Combat 10, MM Yard 17, M27: both Flee: no dice; Chasers still hit once', () => {
    const { s, P, Q } = fight({ mods: ['chasers'] });
    let r = play(s, [chance([1, 1, 1]), chance([1, 1]), declare(P, 'flee'), declare(Q, 'flee')]);
    expect(legalActions(r.s)).toEqual([{ type: 'useChasers', player: P, use: true }, { type: 'useChasers', player: P, use: false }]);
    r = play(r.s, [{ type: 'useChasers', player: P, use: true }, chance([2])]);
    expect(r.s.pl[Q]?.track.masts).toBe(1);
    expect(ofType(r.events, 'combatEnded')[0]).toMatchObject({ rule: 'MM Combat 9', how: 'escaped' });
    expect(ofType(r.events, 'roll').filter((e) => e.skill === 'seamanship')).toHaveLength(0);
  });

  it('M52: a combat in which neither side can do harm ends with no winner', () => {
    const { s } = fight({}, {}, (d, P2, Q2) => {
      for (const p of [P2, Q2]) Object.assign((d.pl[p] as PS).track, { cannons: 0, crew: 0 });
    });
    const r = play(s, [chance([6, 1, 1]), chance([1, 1])]);
    expect(ofType(r.events, 'combatStalled')[0]).toMatchObject({ rule: 'M52', rounds: 1 });
    expect(ofType(r.events, 'combatEnded')[0]).toMatchObject({ winner: null, how: 'noWinner' });
  });
});

describe('Special Weapons and combat modifications (MM Weapons 2-7, MM Yard 15, 20, 21, M27, M51)', () => {
  it('MM Weapons 4, 7: Grapeshot sends the skulls to the Crew after the numbered hit; a destroyed Crew does not pass them to the Hull', () => {
    const { s, P, Q } = fight({ ship: 'frigate', weapons: ['grapeshot'] });
    let r = play(s, [chance([6, 1, 1]), chance([1, 1]), chance([3, 6, 5])]);
    r = play(r.s, [{ type: 'useShot', player: P, weapon: 'grapeshot' }]);
    expect(r.s.pl[Q]?.track).toMatchObject({ crew: 0, hull: 2 });
    expect(r.s.weaponSupply['grapeshot']).toBe(4);
  });

  it('MM Weapons 2: Grappling Hooks re-roll chosen dice only after declaring Board', () => {
    const { s, P, Q } = fight({}, { weapons: ['grappling-hooks'] });
    let r = play(s, [chance([1, 1, 1]), chance([1, 1]), declare(P, 'shoot'), declare(Q, 'shoot'), chance([5, 1, 1]), chance([2, 1])]);
    // Shoot declared: no re-roll is offered.
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { count: 1 } });
    r = play(r.s, [chance([1]), declare(P, 'shoot'), declare(Q, 'board'), chance([5, 1, 1]), chance([2, 1])]);
    expect(legalActions(r.s).map((a) => (a.type === 'grapple' ? a.dice : null))).toEqual([[], [1], [2], [2, 1]]);
    r = play(r.s, [{ type: 'grapple', player: Q, dice: [2] }]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { count: 1 } });
    r = play(r.s, [chance([6])]);
    // 1 success each; Frances's sum (1) below Felipe's (2): he still wins.
    expect(ofType(r.events, 'contestWon')[0]).toMatchObject({ winner: 'aggressor', successes: [1, 1], sums: [2, 1] });
  });

  it('MM Yard 21, M27: Long Guns roll one die per Cannon before round 1; MM Weapons 6: no shot on their hits', () => {
    const { s: s0, P, Q } = duel(felipe({ ship: 'frigate', mods: ['long-guns'], weapons: ['chain-shot'] }), frances());
    let r = play(s0, [{ type: 'scoutCaptain', player: P, target: Q }, chance([5, 1])]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { count: 3, label: 'a Long Guns roll' } });
    r = play(r.s, [chance([6, 5, 1]), chance([1, 6])]);
    // The skull is Frances's to place: Chain-shot is not offered on Long Guns hits.
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: Q });
    r = play(r.s, [{ type: 'placeHit', player: Q, location: 'cannons' }]);
    expect(r.s.pl[Q]?.track).toMatchObject({ cargo: 1, cannons: 0 });
  });

  it('MM Yard 20, M27: Swivel Guns hit the enemy Crew just before crew combat', () => {
    const { s, P, Q } = fight({ mods: ['swivel-guns'] });
    let r = play(s, [chance([1, 1, 1]), chance([1, 1]), declare(P, 'board'), declare(Q, 'shoot'), chance([5, 1, 1]), chance([1, 1])]);
    expect(ofType(r.events, 'boarded')).toHaveLength(1);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { count: 2, label: 'a Swivel Guns roll' } });
    r = play(r.s, [chance([5, 1])]);
    expect(r.s.pl[Q]?.track.crew).toBe(1);
    expect(ofType(r.events, 'crewCombatStarted')).toHaveLength(1);
  });

  it('MM Yard 15, M51: Reinforced Hull absorbs one hit after the locations are known', () => {
    const { s, Q } = fight({}, { mods: ['reinforced-hull'] });
    let r = play(s, [chance([6, 1, 1]), chance([1, 1]), chance([2])]);
    expect(legalActions(r.s)).toEqual([{ type: 'absorbHit', player: Q, location: 'masts' }, { type: 'noAbsorb', player: Q }]);
    r = play(r.s, [{ type: 'absorbHit', player: Q, location: 'masts' }]);
    expect(r.s.pl[Q]).toMatchObject({ hullFlipped: true, track: { masts: 2 } });
  });
});

describe('Crew combat (MM Crew 1-4, M53)', () => {
  /** Felipe boards Frances (both Sloops, Crew 2). */
  function boarded(edit?: (d: GameState, P: PlayerId, Q: PlayerId) => void) {
    const f = fight({}, {}, edit);
    const r = play(f.s, [chance([1, 1, 1]), chance([1, 1]), declare(f.P, 'board'), declare(f.Q, 'shoot'), chance([5, 1, 1]), chance([1, 1])]);
    return { ...f, s: r.s };
  }

  it('MM Crew 2-3: Leadership rolls; hits capped by one’s Crew before the roll; the side without Crew loses and dies; plunder follows', () => {
    const { s, P, Q } = boarded((d, _P, Q2) => {
      (d.pl[Q2] as PS).gold = 9;
      giveCargo(d, Q2, ['rum-3']);
    });
    expect(pending(s)).toMatchObject({ kind: 'chance', spec: { count: 2 } });
    const r = play(s, [chance([6, 5]), chance([6, 6, 6]), { type: 'claimShip', player: Q, claim: false }]);
    // Frances (3 successes) hits only twice, her Crew before the roll; P hits twice: both at 0, and
    // Frances wins on successes, 3 vs 2 (MM Crew 4); she plunders (P held no cargo or rumor; she
    // keeps her own ship), then P dies.
    expect(ofType(r.events, 'damaged').map((e) => [e.player, e.location, e.value])).toEqual([[Q, 'crew', 1], [Q, 'crew', 0], [P, 'crew', 1], [P, 'crew', 0]]);
    expect(ofType(r.events, 'combatEnded')[0]).toMatchObject({ winner: 'defender', how: 'crew' });
    expect(ofType(r.events, 'captainDied')[0]).toMatchObject({ player: P, rule: 'MM Crew 3' });
    expect(ofType(r.events, 'gloryGained')[0]).toMatchObject({ player: Q, rule: 'MM Win 3' });
  });

  it('M53: both Crews lost with equal successes and sums: no winner, nobody dies', () => {
    const { s } = boarded((d, P2, Q2) => {
      (d.pl[P2] as PS).track.crew = 1;
      (d.pl[Q2] as PS).track.crew = 1;
    });
    // One success each, non-skull sums 4 and 4.
    const r = play(s, [chance([6, 4]), chance([6, 3, 1])]);
    expect(ofType(r.events, 'combatEnded')[0]).toMatchObject({ winner: null, how: 'noWinner' });
    expect(ofType(r.events, 'captainDied')).toHaveLength(0);
  });

  it('MM Plunder 1, M54: the victor takes the Gold, then chooses Cargo Cards and whether to claim the ship', () => {
    const { s, P, Q } = boarded((d, _P, Q2) => {
      (d.pl[Q2] as PS).gold = 9;
      giveCargo(d, Q2, ['rum-3', 'spice-3']);
    });
    let r = play(s, [chance([6, 5]), chance([1, 1, 1])]);
    expect(ofType(r.events, 'combatEnded')[0]).toMatchObject({ winner: 'aggressor', how: 'crew' });
    // The Gold is taken (the amount is private to the victor).
    expect(ofType(r.events, 'plundered')[0]).toMatchObject({ what: 'gold', n: 9, private: P });
    expect(ofType(r.events, 'plundered')[1]).toMatchObject({ what: 'gold', n: null });
    expect(legalActions(r.s)).toEqual([{ type: 'plunderCargo', player: P, card: 'rum-3' }, { type: 'plunderCargo', player: P, card: 'spice-3' }, { type: 'plunderDone', player: P }]);
    expect(legalActions(r.s).some((a) => a.type === 'plunderDropOwn')).toBe(false);
    // Another player sees neither the cards nor the amount.
    r = play(r.s, [{ type: 'plunderCargo', player: P, card: 'spice-3' }]);
    expect(view(r.s, Q).players[P]?.cargo).toBeNull();
    r = play(r.s, [{ type: 'plunderDone', player: P }]);
    // M55: even a ship of the same type may be claimed (its damage and mods differ); he declines. Frances dies; her unplundered cargo is discarded.
    expect(legalActions(r.s)).toEqual([{ type: 'claimShip', player: P, claim: true }, { type: 'claimShip', player: P, claim: false }]);
    r = play(r.s, [{ type: 'claimShip', player: P, claim: false }]);
    expect(r.s.pl[P]?.cargo).toEqual(['spice-3']);
    expect(ofType(r.events, 'captainDied')[0]).toMatchObject({ player: Q });
    expect(r.s.discard.cargo['rum-3']).toBe(1);
  });
});

describe('Making room and old saves', () => {
  it('MM Combat 14, M25: a Cargo hit in combat loses the excess cards at random at once', () => {
    const { s, Q } = fight({}, {}, (d, _P, Q2) => giveCargo(d, Q2, ['rum-3', 'spice-3']));
    let r = play(s, [chance([6, 1, 1]), chance([1, 1]), chance([1])]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'ownCargo' } });
    r = play(r.s, [chance('spice-3')]);
    expect(ofType(r.events, 'cargoLost')[0]).toMatchObject({ rule: 'MM Combat 14', player: Q, card: 'spice-3' });
    expect(r.s.pl[Q]?.cargo).toEqual(['rum-3']);
  });

  it('MM Plunder 2: a full hold may throw its own cargo overboard to take the loser’s', () => {
    const f = fight({}, {}, (d, P2, Q2) => {
      giveCargo(d, P2, ['rum-3', 'rum-4']);
      giveCargo(d, Q2, ['spice-3']);
    });
    let r = play(f.s, [chance([1, 1, 1]), chance([1, 1]), declare(f.P, 'board'), declare(f.Q, 'shoot'), chance([5, 1, 1]), chance([1, 1]), chance([6, 5]), chance([1, 1, 1])]);
    expect(legalActions(r.s)).toEqual([{ type: 'plunderDropOwn', player: f.P, card: 'rum-3' }, { type: 'plunderDropOwn', player: f.P, card: 'rum-4' }, { type: 'plunderDone', player: f.P }]);
    r = play(r.s, [{ type: 'plunderDropOwn', player: f.P, card: 'rum-3' }, { type: 'plunderCargo', player: f.P, card: 'spice-3' }, { type: 'claimShip', player: f.P, claim: false }]);
    expect(r.s.pl[f.P]?.cargo).toEqual(['rum-4', 'spice-3']);
  });

  it('STATE_VERSION 2: a save of the version before combat is refused with a typed error', () => {
    const { s } = fight();
    const old = JSON.stringify({ format: 'merchants-and-marauders', version: 1, state: s });
    expect(() => deserialize(old)).toThrow(expect.objectContaining({ code: 'unsupported-version' }));
    expect(deserialize(serialize(s))).toEqual(s);
  });
});

describe('Rewards (MM Bounty 10-11, M36)', () => {
  it('MM Bounty 10: the victor of a pirate picks one eligible nation: 5 Gold per bounty; not a nation with a bounty on him', () => {
    const { s, P, Q } = fight({}, {}, (d, P2, Q2) => {
      Object.assign((d.pl[Q2] as PS).bounties, { dutch: 2, french: 1, spanish: 3 });
      (d.pl[P2] as PS).bounties.spanish = 1;
      (d.pl[Q2] as PS).track.hull = 1;
    });
    const r = play(s, [chance([6, 1, 1]), chance([1, 1]), chance([6]), { type: 'placeHit', player: Q, location: 'hull' }]);
    expect(legalActions(r.s)).toEqual([{ type: 'chooseReward', player: P, nation: 'dutch' }, { type: 'chooseReward', player: P, nation: 'french' }]);
    const r2 = play(r.s, [{ type: 'chooseReward', player: P, nation: 'dutch' }]);
    expect(ofType(r2.events, 'goldGained')[0]).toMatchObject({ rule: 'MM Bounty 10', amount: 10, player: P });
  });
});

describe('An NPC side (MM NPC 20-22, M46, M47, MM Bounty 11, MM Plunder 7)', () => {
  it('M46: the player to the left controls the NPC; MM NPC 21: an NPC may Flee only with fewer Cannons or Crew; beating an NPC pirate pays a non-pirate 5 Gold', () => {
    const s = createScenario({ players: 3, seed: 5 }, (d) => {
      const P = d.order[0] as PlayerId;
      fit(d, P, 'caribbean-sea', felipe());
      const controller = npcController(d, P);
      const npc = { kind: 'npc' as const, id: 'pirate-sloop', controller, ship: 'sloop' as const, nation: null, skills: { seamanship: 3, leadership: 2 }, track: { hull: 1, masts: 2, cargo: 2, crew: 2, cannons: 1 } };
      d.stack.push({ ...combatFrame(npc, { kind: 'player', player: P }, 'MM NPC 13'), round: 2, step: 'declare' });
    });
    const P = s.order[0] as PlayerId;
    const C = s.seats[(s.seats.indexOf(P) + 1) % 3] as PlayerId;
    // Equal Cannons and Crew: the NPC may Shoot or Board, not Flee; its controller decides.
    expect(pending(s)).toMatchObject({ kind: 'decision', player: C });
    expect(legalActions(s)).toEqual([declare(C, 'shoot'), declare(C, 'board')]);
    let r = play(s, [declare(C, 'shoot'), declare(P, 'shoot'), chance([5, 1, 1]), chance([6, 6, 1])]);
    // The NPC's roll is its own event; Felipe wins and hits (1 Cannon); the NPC hits once per success.
    expect(ofType(r.events, 'npcRoll')[0]).toMatchObject({ npc: 'pirate-sloop', successes: 1 });
    // The NPC's volley first (the aggressor's): Felipe places its skull.
    r = play(r.s, [chance([6]), { type: 'placeHit', player: P, location: 'cargo' }, chance([6])]);
    // The skull on the NPC is placed by its controller (M46).
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: C });
    r = play(r.s, [{ type: 'placeHit', player: C, location: 'hull' }]);
    expect(ofType(r.events, 'npcDamaged')[0]).toMatchObject({ npc: 'pirate-sloop', location: 'hull', value: 0 });
    expect(ofType(r.events, 'combatEnded')[0]).toMatchObject({ winner: 'defender', how: 'sunk' });
    expect(ofType(r.events, 'goldGained')[0]).toMatchObject({ rule: 'MM Bounty 11', amount: 5, player: P });
    expect(r.s.combatResult).toMatchObject({ winner: 'defender', aggressor: { kind: 'npc', track: { hull: 0 } } });
  });
});

/** A combat frame with an NPC side pushed directly (the NPC procedures that start one are another branch's). */
function npcBattle(npc: { nation: 'dutch' | 'english' | 'french' | 'spanish' | null; ship: 'sloop' | 'frigate'; track: { hull: number; masts: number; cargo: number; crew: number; cannons: number } }, P0: Fit = felipe(), edit?: (d: GameState, P: PlayerId) => void) {
  return createScenario({ players: 2, seed: 5 }, (d) => {
    const P = d.order[0] as PlayerId;
    fit(d, P, 'caribbean-sea', P0);
    edit?.(d, P);
    const side = { kind: 'npc' as const, id: npc.nation ? `naval-${npc.nation}` : `pirate-${npc.ship}`, controller: npcController(d, P), ship: npc.ship, nation: npc.nation, skills: { seamanship: 3, leadership: 2 }, track: npc.track };
    d.stack.push({ ...combatFrame(side, { kind: 'player', player: P }, 'MM NPC 13'), round: 2, step: 'declare' });
  });
}

describe('Defeating a Naval ship (MM Bounty 1 (2), MM Plunder 5, 6, 8, M35, M55)', () => {
  it('crew combat won against a Naval Frigate: a bounty of its nation, 3 Cargo Cards for Gold, one lost per Cargo hit, the rest kept, the ship claimed', () => {
    const s = npcBattle({ nation: 'spanish', ship: 'frigate', track: { hull: 3, masts: 3, cargo: 2, crew: 1, cannons: 3 } }, felipe({ ship: 'sloop' }));
    const P = s.order[0] as PlayerId;
    const C = s.order[1] as PlayerId;
    // The NPC (its controller, the other player with 2 players) Shoots; Felipe Boards and wins the contest.
    let r = play(s, [declare(C, 'shoot'), declare(P, 'board'), chance([1, 1, 1]), chance([5, 1, 1])]);
    expect(ofType(r.events, 'boarded')).toHaveLength(1);
    // Crew combat: the Naval ship's last Crew falls.
    r = play(r.s, [chance([1, 1]), chance([5, 1])]);
    expect(ofType(r.events, 'combatEnded')[0]).toMatchObject({ winner: 'defender', how: 'crew' });
    expect(ofType(r.events, 'bountyChanged')[0]).toMatchObject({ rule: 'MM Bounty 1', player: P, nation: 'spanish', bounties: 1 });
    // MM Plunder 5: three Cargo Cards; Gold = their plunder values (3 + 4 + 5).
    r = play(r.s, [chance('rum-6'), chance('rum-7'), chance('rum-8')]);
    expect(ofType(r.events, 'goldGained').find((e) => e.rule === 'MM Plunder 5')).toMatchObject({ amount: 12 });
    // Its Cargo took one hit (3 -> 2): one card is lost at random.
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { pool: 'npcPlunder' } });
    r = play(r.s, [chance('rum-7'), { type: 'raidKeep', player: P, card: 'rum-8' }, { type: 'raidKeep', player: P, card: 'rum-6' }]);
    expect(legalActions(r.s).some((a) => a.type === 'raidKeep')).toBe(false);
    r = play(r.s, [{ type: 'raidDone', player: P }, { type: 'claimShip', player: P, claim: true }]);
    // M55, M47: the Frigate as the combat left it, with his crew (2, below its 3).
    expect(r.s.pl[P]).toMatchObject({ ship: 'frigate', track: { hull: 3, masts: 3, cargo: 2, crew: 2, cannons: 3 }, cargo: ['rum-8', 'rum-6'] });
  });
});

describe('Specialists in combat (MM Glory 5)', () => {
  const hire = (d: GameState, p: PlayerId, c: string) => {
    d.decks.glory[c] = (d.decks.glory[c] ?? 0) - 1;
    (d.pl[p] as PS).specialists.push(c);
  };

  it('MR26: a Master Gunner re-rolls one of his hit-location dice once per combat; a Surgeon saves one Crew loss per combat', () => {
    const { s, P, Q } = fight({}, {}, (d, P2, Q2) => {
      hire(d, P2, 'master-gunner');
      hire(d, Q2, 'surgeon');
    });
    let r = play(s, [chance([6, 1, 1]), chance([1, 1]), chance([1])]);
    expect(legalActions(r.s)).toEqual([{ type: 'gunnerReroll', player: P, die: 1 }, { type: 'gunnerReroll', player: P, die: null }]);
    r = play(r.s, [{ type: 'gunnerReroll', player: P, die: 1 }, chance([3])]);
    // The re-rolled die names the Crew: the Surgeon saves it (once per combat).
    expect(ofType(r.events, 'crewSaved')[0]).toMatchObject({ rule: 'MM Glory 5', player: Q });
    expect(r.s.pl[Q]?.track.crew).toBe(2);
    // Round 2: no more re-roll (used), and the next Crew hit counts.
    r = play(r.s, [declare(P, 'shoot'), declare(Q, 'shoot'), chance([6, 1, 1]), chance([1, 1]), chance([3])]);
    expect(r.s.pl[Q]?.track.crew).toBe(1);
  });

  it('MR26: a Carpenter repairs one point free in each Port action', () => {
    const { s, P } = scenario((d, P2) => {
      hire(d, P2, 'carpenter');
      (d.pl[P2] as PS).track.masts = 1;
    });
    let r = play(s, [{ type: 'port', player: P }]);
    expect(legalActions(r.s)).toContainEqual({ type: 'freeRepair', player: P, location: 'masts' });
    r = play(r.s, [{ type: 'freeRepair', player: P, location: 'masts' }]);
    expect(r.s.pl[P]?.track.masts).toBe(2);
    expect(legalActions(r.s).some((a) => a.type === 'freeRepair')).toBe(false);
  });

  it('Gunner Captain: one more hit on a won Shoot (at most 5); Master-at-Arms: one more Leadership die in crew combat', () => {
    const s = npcBattle({ nation: null, ship: 'sloop', track: { hull: 2, masts: 2, cargo: 2, crew: 2, cannons: 1 } }, felipe(), (d, P) => {
      for (const c of ['gunner-captain', 'master-at-arms']) {
        d.decks.glory[c] = (d.decks.glory[c] ?? 0) - 1;
        (d.pl[P] as PS).specialists.push(c);
      }
    });
    const P = s.order[0] as PlayerId;
    const C = s.order[1] as PlayerId;
    let r = play(s, [declare(C, 'shoot'), declare(P, 'shoot'), chance([1, 1, 1]), chance([5, 1, 1])]);
    // Felipe's Sloop has 1 Cannon: the Gunner Captain makes it 2 hits.
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { count: 2, label: 'the hit-location dice' } });
    r = play(r.s, [chance([1, 1]), declare(C, 'shoot'), declare(P, 'board'), chance([1, 1, 1]), chance([5, 1, 1])]);
    // Crew combat: the NPC rolls 2 (Leadership 2), Felipe 2 + 1 (Master-at-Arms).
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { count: 2 } });
    r = play(r.s, [chance([1, 1])]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { count: 3 } });
  });
});

describe('A mission completed by defeating (MM Mission 5)', () => {
  it('sinking an NPC pirate completes a “defeat an NPC pirate” mission: +1 GP and its reward, besides the 5 Gold (MM Bounty 11)', () => {
    const s = npcBattle({ nation: null, ship: 'sloop', track: { hull: 1, masts: 2, cargo: 2, crew: 2, cannons: 1 } }, felipe(), (d, P) => {
      const m = Object.keys(d.decks.mission).find((id) => id.startsWith('sink-the-pirate')) ?? '';
      d.decks.mission[m] = (d.decks.mission[m] ?? 0) - 1;
      (d.pl[P] as PS).mission = m;
    });
    const P = s.order[0] as PlayerId;
    const C = s.order[1] as PlayerId;
    const r = play(s, [declare(C, 'shoot'), declare(P, 'shoot'), chance([1, 1, 1]), chance([5, 1, 1]), chance([6]), { type: 'placeHit', player: C, location: 'hull' }]);
    expect(ofType(r.events, 'missionCompleted')[0]).toMatchObject({ rule: 'MM Mission 5', player: P });
    expect(ofType(r.events, 'goldGained').map((e) => [e.rule, e.amount])).toEqual([['MM Bounty 11', 5], ['MM Mission 1', 10]]);
    expect(ofType(r.events, 'gloryGained').map((e) => e.rule)).toEqual(['MM Mission 5', 'MM Win 3']);
    expect(r.s.pl[P]?.mission).toBeNull();
  });
});

describe('Text for people in combat', () => {
  it('no internal id appears in the words of any combat decision or action (random games)', () => {
    const kebab = /\b[a-z0-9]+-[a-z0-9-]+\b/;
    let seen = 0;
    for (let seed = 1; seed <= 40 && seen < 40; seed++) {
      let s = createGame({ players: 3, seed });
      const bot = randomBot(seed);
      for (let i = 0; i < 3000 && pending(s).kind !== 'over'; i++) {
        const p = pending(s);
        const who = p.kind === 'decision' ? p.player : p.kind === 'simultaneous' ? p.players[0] : null;
        if (!who) break;
        const top = s.stack.at(-1)?.kind;
        if (top === 'combat' || top === 'plunder' || top === 'npcPlunder' || top === 'reward') {
          seen++;
          expect(describePending(s)).not.toMatch(kebab);
          for (const a of legalActions(s)) expect(describeAction(s, a), JSON.stringify(a)).not.toMatch(kebab);
        }
        s = apply(s, bot(s, who)).state;
      }
    }
    expect(seen).toBeGreaterThan(20);
  });
});
