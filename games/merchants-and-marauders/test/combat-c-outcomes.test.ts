/**
 * Naval combat, exact outcomes for the mutation survivors of src/rules/combat.ts lines 695-961
 * (issue 28): a volley's relocation and absorption (M51, MR20, MM Yard 15), the hold after a Cargo
 * hit (MM Combat 14), the Swivel Guns step (MM Yard 20), the end of a battle (MM Bounty 11, MM
 * Mission 5, MM Win 3, ledger F.4 `thisBattle`) and scouting a Captain (MM Scout 1-4). Dice forced;
 * hit-location dice use the built-in table (M16): 1 Cargo, 2 Masts, 3 Crew, 4 Cannons, 5-6 skulls.
 */
import { describe, expect, it } from 'vitest';
import { builtInComponents, deserialize, legalActions, pending, serialize, type Action, type ComponentSet, type GameState, type PlayerId } from '../src/index.js';
import { chance, chanceRule, giveCargo, ofType, play, scenario } from './helpers.js';
import { duel, felipe, fight, fit, frances, npcFight } from './combat-fixtures.js';

const declare = (player: PlayerId, action: 'shoot' | 'board' | 'flee'): Action => ({ type: 'declare', player, action });
type PS = GameState['pl'][string];
// P (Seamanship 3) wins the contest 3 successes to none; his Frigate's 3 Cannons make 3 hits.
const won = [chance([6, 5, 5]), chance([1, 1, 1])];

describe('A volley’s relocation and absorption (M51, MR20, MM Yard 15)', () => {
  it('M51, MR20: Felipe moves the hit he names (the Masts hit to the Crew), not another; the others land where they fell', () => {
    const { s, P, Q } = duel(felipe({ ship: 'frigate' }), { captain: 'felipe' });
    let r = play(s, [{ type: 'scoutCaptain', player: P, target: Q }, chance([5, 1]), ...won, chance([1, 2, 4])]);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: Q });
    r = play(r.s, [{ type: 'relocateHit', player: Q, from: 'masts', to: 'crew' }]);
    expect(ofType(r.events, 'hitRelocated')).toEqual([{ type: 'hitRelocated', rule: 'M51', player: Q, from: 'masts', to: 'crew' }]);
    expect(ofType(r.events, 'damaged').map((e) => [e.location, e.value])).toEqual([['cargo', 1], ['crew', 1], ['cannons', 0]]);
    expect(r.s.pl[Q]?.track).toEqual({ hull: 2, masts: 2, cargo: 1, crew: 1, cannons: 0 });
  });

  it('MM Yard 15, M51: the Reinforced Hull absorbs the hit its owner names (the second of three), not the first', () => {
    const { s, Q } = fight({ ship: 'frigate' }, { mods: ['reinforced-hull'] });
    let r = play(s, [chance([6, 5, 5]), chance([1, 1]), chance([1, 2, 4])]);
    r = play(r.s, [{ type: 'absorbHit', player: Q, location: 'masts' }]);
    expect(ofType(r.events, 'hitAbsorbed')).toEqual([{ type: 'hitAbsorbed', rule: 'MM Yard 15', player: Q, location: 'masts' }]);
    expect(ofType(r.events, 'damaged').map((e) => [e.location, e.value])).toEqual([['cargo', 1], ['cannons', 0]]);
    expect(r.s.pl[Q]?.track).toEqual({ hull: 2, masts: 2, cargo: 1, crew: 2, cannons: 0 });
  });
});

describe('The hold after a Cargo hit (MM Combat 14, M25)', () => {
  it('MM Combat 14: a hold left with exactly as many cards as its room loses none: the battle goes on', () => {
    const { s, P, Q } = fight({}, {}, (d, _P, Q2) => giveCargo(d, Q2, ['rum-3']));
    const r = play(s, [chance([6, 1, 1]), chance([1, 1]), chance([1])]);
    expect(r.s.pl[Q]?.track.cargo).toBe(1);
    expect(r.s.pl[Q]?.cargo).toEqual(['rum-3']);
    expect(ofType(r.events, 'cargoLost')).toEqual([]);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P });
    expect(legalActions(r.s).map((a) => a.type)).toEqual(['declare', 'declare', 'declare']);
  });
});

describe('Swivel Guns before crew combat (MM Yard 20, M27)', () => {
  it('MM Yard 20: the defender’s Swivel Guns roll after a boarder without them; a game saved then loads as it was', () => {
    const { s, P, Q } = fight({}, { mods: ['swivel-guns'] });
    const r = play(s, [chance([1, 1, 1]), chance([1, 1]), declare(P, 'board'), declare(Q, 'shoot'), chance([6, 1, 1]), chance([1, 1])]);
    expect(ofType(r.events, 'boarded')).toEqual([{ type: 'boarded', rule: 'MM Combat 8', side: 'aggressor', player: P, npc: null }]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 2, label: 'a Swivel Guns roll' } });
    expect(chanceRule(r.s)).toBe('MM Yard 20');
    expect(deserialize(serialize(r.s))).toEqual(r.s);
  });
});

describe('The end of a battle (MM Bounty 11, MM Mission 5, MM Win 3, ledger F.4 thisBattle)', () => {
  const frigate = { hull: 1, masts: 3, cargo: 3, crew: 3, cannons: 3 };
  /** The NPC Frigate (aggressor) and P Shoot; P wins 1 success to none and sinks it with a skull its controller puts on the Hull. */
  const sink = (nation: 'spanish' | null, edit?: (d: GameState, P: PlayerId) => void, set?: ComponentSet) => {
    const { s, P, C } = npcFight({ ship: 'frigate', nation, track: frigate }, felipe(), 2, false, edit, set);
    const r = play(s, [declare(C, 'shoot'), declare(P, 'shoot'), chance([1, 1, 1]), chance([5, 1, 1]), chance([6]), { type: 'placeHit', player: C, location: 'hull' }]);
    return { r, P };
  };
  const holdMission = (d: GameState, P: PlayerId, prefix: string): string => {
    const m = Object.keys(d.decks.mission).find((id) => id.startsWith(prefix)) ?? '';
    d.decks.mission[m] = (d.decks.mission[m] ?? 0) - 1;
    if (d.decks.mission[m] === 0) delete d.decks.mission[m];
    (d.pl[P] as PS).mission = m;
    return m;
  };

  it('MM Bounty 11, MM Win 3: the pirate Frigate’s 15 Gold and the Glory Point, each with its reason', () => {
    const { r, P } = sink(null);
    expect(ofType(r.events, 'goldGained')).toEqual([{ type: 'goldGained', rule: 'MM Bounty 11', player: P, amount: 15, why: 'defeated a pirate' }]);
    expect(ofType(r.events, 'gloryGained')).toEqual([{ type: 'gloryGained', rule: 'MM Win 3', player: P, glory: 1, why: 'defeated an opponent in combat' }]);
  });

  it('MM Bounty 11: a non-pirate who sinks a player gains no Gold (only NPC pirates pay MM Bounty 11), still the Glory Point', () => {
    // Q, attacked, is no pirate; she wins the contest and her hit on P's destroyed Cargo goes to his last Hull point.
    const { s, P, Q } = fight({}, {}, (d, P2) => Object.assign((d.pl[P2] as PS).track, { hull: 1, cargo: 0 }));
    expect(Object.values(s.pl[Q]?.bounties ?? {})).toEqual([0, 0, 0, 0]);
    const r = play(s, [chance([1, 1, 1]), chance([6, 1]), chance([1])]);
    expect(ofType(r.events, 'combatEnded')).toEqual([{ type: 'combatEnded', rule: 'MM Combat 13', winner: 'defender', how: 'sunk' }]);
    expect(r.s.pl[P]?.dead).toBe(true);
    // Only the reward for the pirate he became by attacking her (MM Bounty 10), no MM Bounty 11 Gold.
    expect(ofType(r.events, 'goldGained')).toEqual([{ type: 'goldGained', rule: 'MM Bounty 10', player: Q, amount: 5, why: 'the English reward' }]);
    expect(ofType(r.events, 'gloryGained')).toEqual([{ type: 'gloryGained', rule: 'MM Win 3', player: Q, glory: 1, why: 'defeated an opponent in combat' }]);
  });

  it('MM Mission 5: sinking a Naval ship does not complete a “defeat an NPC pirate” mission', () => {
    let m = '';
    const { r, P } = sink('spanish', (d, P2) => (m = holdMission(d, P2, 'sink-the-pirate')));
    expect(ofType(r.events, 'missionCompleted')).toEqual([]);
    expect(r.s.pl[P]?.mission).toBe(m);
  });

  it('MM Mission 5: sinking an NPC pirate does not complete a mission of another kind, even with its conditions met', () => {
    const set = builtInComponents();
    const delivery = set.missions.find((x) => x.complete.trigger === 'portAction' && x.complete.conditions.some((c) => c.is === 'cargo'));
    const cond = delivery?.complete.conditions.find((c) => c.is === 'cargo');
    const good = cond && cond.is === 'cargo' ? cond.good : '';
    const cards = set.cargoCards.filter((c) => c.good === good).map((c) => c.id).slice(0, 2);
    expect(cards).toHaveLength(2);
    let m = '';
    const { r, P } = sink(null, (d, P2) => {
      m = holdMission(d, P2, delivery?.id.replace(/-\d+$/, '') ?? '');
      giveCargo(d, P2, cards);
    });
    expect(m).not.toBe('');
    expect(ofType(r.events, 'missionCompleted')).toEqual([]);
    expect(r.s.pl[P]?.mission).toBe(m);
  });

  it('MM Mission 5: a “defeat an NPC pirate” mission with a condition completes when it is met, not when it is not', () => {
    // A transcription's variant of the mission: the victor must also carry a Cargo Card.
    const set = structuredClone(builtInComponents());
    for (const x of set.missions) if (x.complete.trigger === 'defeatNpcPirate') x.complete.conditions = [{ is: 'cargo', n: 1 }];
    const run = (cargo: string[]) => {
      let m = '';
      const { r, P } = sink(null, (d, P2) => {
        m = holdMission(d, P2, 'sink-the-pirate');
        giveCargo(d, P2, cargo);
      }, set);
      return { r, P, m };
    };
    const met = run(['rum-3']);
    expect(ofType(met.r.events, 'missionCompleted')).toEqual([{ type: 'missionCompleted', rule: 'MM Mission 5', player: met.P, mission: met.m }]);
    const unmet = run([]);
    expect(ofType(unmet.r.events, 'missionCompleted')).toEqual([]);
    expect(unmet.r.s.pl[unmet.P]?.mission).toBe(unmet.m);
  });

  it('MM Plunder 1-4, MM Crew 3: crew combat won against a player: his plunder, his death, then the victor’s Glory Card; no NPC’s ship to claim', () => {
    const { s, P, Q } = fight();
    let r = play(s, [chance([1, 1, 1]), chance([1, 1]), declare(P, 'board'), declare(Q, 'shoot'), chance([5, 1, 1]), chance([1, 1]), chance([6, 5]), chance([1, 1, 1])]);
    expect(ofType(r.events, 'combatEnded')).toEqual([{ type: 'combatEnded', rule: 'MM Crew 3', winner: 'aggressor', how: 'crew' }]);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P, rule: 'MM Plunder 8' });
    r = play(r.s, [{ type: 'claimShip', player: P, claim: false }]);
    expect(ofType(r.events, 'captainDied')).toEqual([expect.objectContaining({ rule: 'MM Crew 3', player: Q })]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'glory' } });
    expect(legalActions(r.s)).toEqual([]);
  });

  it('MM Combat 19, MM Length 2: both ships sunk with no Captain left to draw: the first death ends the game at once; the other Captain’s is not carried out', () => {
    const { s, P, Q } = fight({}, {}, (d, P2, Q2) => {
      for (const x of [P2, Q2]) Object.assign((d.pl[x] as PS).track, { hull: 1, cargo: 0 });
      for (const [c, n] of Object.entries(d.decks.captain)) d.discard.captain[c] = (d.discard.captain[c] ?? 0) + n;
      d.decks.captain = {};
    });
    // One success each, equal sums (MM Combat 6): each Sloop's 1 hit lands on the other's destroyed Cargo, then its Hull.
    const r = play(s, [chance([5, 1, 2]), chance([5, 3]), chance([1]), chance([1])]);
    expect(ofType(r.events, 'combatEnded')).toEqual([{ type: 'combatEnded', rule: 'MM Combat 20', winner: null, how: 'noWinner' }]);
    expect(ofType(r.events, 'captainDied')).toEqual([expect.objectContaining({ rule: 'MM Combat 13', player: P })]);
    expect(ofType(r.events, 'gameOver')).toHaveLength(1);
    expect(r.s.over).toMatchObject({ rule: 'MM Length 2' });
    expect(r.s.pl[Q]?.dead).toBe(false);
  });

  it('ledger F.4 `thisBattle`: the fighters’ battle modifiers end with the battle; their other modifiers and another player’s battle modifier stay', () => {
    const mod = (player: PlayerId, duration: 'thisBattle' | 'thisTurn') => ({ player, card: 'master-gunner', effect: { op: 'modifier' as const, skill: 'influence' as const, dice: 1, duration }, duration });
    let R: PlayerId = 'C';
    const { s: s0, P, Q } = scenario((d, P2, Q2) => {
      fit(d, P2, 'caribbean-sea', felipe());
      fit(d, Q2, 'caribbean-sea', frances());
      R = d.seats.find((x) => x !== P2 && x !== Q2) as PlayerId;
      d.modifiers = [mod(P2, 'thisBattle'), mod(P2, 'thisTurn'), mod(Q2, 'thisBattle'), mod(R, 'thisBattle')];
    }, 3);
    // Both Flee in round 2 and get away (MM Combat 10).
    const r = play(s0, [{ type: 'scoutCaptain', player: P, target: Q }, chance([5, 1]), chance([1, 1, 1]), chance([1, 1]), declare(P, 'flee'), declare(Q, 'flee')]);
    expect(ofType(r.events, 'combatEnded')).toEqual([{ type: 'combatEnded', rule: 'MM Combat 9', winner: null, how: 'escaped' }]);
    expect(r.s.modifiers).toEqual([mod(P, 'thisTurn'), mod(R, 'thisBattle')]);
  });
});

describe('Scouting a Captain (MM Scout 1-4)', () => {
  it('MM Scout 3: the Scouting roll cites MM Scout 3; a success finds him and the battle starts', () => {
    const { s, P, Q } = duel(felipe(), frances());
    let r = play(s, [{ type: 'scoutCaptain', player: P, target: Q }]);
    expect(chanceRule(r.s)).toBe('MM Scout 3');
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 2 } });
    r = play(r.s, [chance([5, 1])]);
    expect(ofType(r.events, 'roll')).toEqual([{ type: 'roll', rule: 'MM Scout 3', player: P, skill: 'scouting', faces: ['skull', 1], successes: 1 }]);
    expect(ofType(r.events, 'scouted')).toEqual([{ type: 'scouted', rule: 'MM Scout 3', player: P, target: Q, found: true }]);
    expect(ofType(r.events, 'combatStarted')).toHaveLength(1);
  });

  it('MM Scout 4: no success: not found, no battle', () => {
    const { s, P, Q } = duel(felipe(), frances());
    const r = play(s, [{ type: 'scoutCaptain', player: P, target: Q }, chance([1, 1])]);
    expect(ofType(r.events, 'scouted')).toEqual([{ type: 'scouted', rule: 'MM Scout 4', player: P, target: Q, found: false }]);
    expect(ofType(r.events, 'combatStarted')).toEqual([]);
  });

  it('MM Scout 1: a Captain in port scouts no Captain, even one at sea in his zone', () => {
    const { s, Q } = duel(felipe(), frances(), 'nassau', (d, P) => ((d.pl[P] as PS).inPort = true));
    expect(s.pl[Q]).toMatchObject({ zone: 'nassau', inPort: false });
    expect(legalActions(s).filter((a) => a.type === 'scoutCaptain')).toEqual([]);
  });
});
