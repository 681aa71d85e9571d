/**
 * Naval and crew combat, exact outcomes for the mutation survivors of src/rules/combat.ts (issue
 * 28): the contest's winner and its tie-breaks (MM Combat 5-6, MM Dice 3), the Seamanship and
 * Leadership dice (MM Combat 4, 15, MM Ships 8, MM Crew 2, M49), the declarations (MM Combat 2-3,
 * 15-16, MM NPC 21), hits and damage (MM Combat 7, 11-12, 17, 19, M50), the card windows (MM Crew 5,
 * MM Glory 3, M39, MR47), the end of the battle (MM Combat 9, 13, 20, M52). Dice forced throughout;
 * hit-location dice use the built-in table (M16): 1 Cargo, 2 Masts, 3 Crew, 4 Cannons, 5-6 skulls.
 */
import { describe, expect, it } from 'vitest';
import { builtInComponents, createScenario, deserialize, legalActions, loadComponents, pending, serialize, type Action, type ComponentSet, type GameState, type PlayerId } from '../src/index.js';
import { combatFrame } from '../src/rules/combat.js';
import { chance, chanceRule, ofType, play, roundStart } from './helpers.js';
import { duel, felipe, fight, fit, frances, hand, npcFight, putNpc, takeMod } from './combat-fixtures.js';

const declare = (player: PlayerId, action: 'shoot' | 'board' | 'flee'): Action => ({ type: 'declare', player, action });
type PS = GameState['pl'][string];
describe('The Seamanship contest (MM Combat 5-6, MM Dice 3)', () => {
  it('MM Combat 6, MM Dice 3: equal successes: the higher sum of the non-skull dice wins (skulls count nothing)', () => {
    const { s, P, Q } = fight();
    // One success each; non-skull sums 4 + 1 = 5 against 3.
    const r = play(s, [chance([6, 4, 1]), chance([5, 3])]);
    expect(ofType(r.events, 'contestWon')).toEqual([{ type: 'contestWon', rule: 'MM Combat 6', winner: 'aggressor', successes: [1, 1], sums: [5, 3] }]);
    // The winner's Shoot: all his Cannons (1); the loser's: his successes, at most his Cannons (1).
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 1, label: 'the hit-location dice' } });
    expect(P).not.toBe(Q);
  });

  it('MM Combat 6: the defender wins on the sum too', () => {
    const { s } = fight();
    const r = play(s, [chance([6, 2, 1]), chance([5, 4])]);
    expect(ofType(r.events, 'contestWon')).toEqual([{ type: 'contestWon', rule: 'MM Combat 6', winner: 'defender', successes: [1, 1], sums: [3, 4] }]);
  });

  it('MM Combat 6: equal successes and sums: nobody wins, yet each Shoot inflicts its successes (capped by its Cannons)', () => {
    // P's Galleon (2 Cannons, Maneuverability 2) rolls 3 dice; Q's Sloop (Maneuverability 4) 2 + 1 (MM Ships 8).
    const { s, P, Q } = fight({ ship: 'galleon' });
    expect(pending(s)).toMatchObject({ kind: 'chance', spec: { count: 3 } });
    // Two successes each, sums 3 and 3.
    let r = play(s, [chance([6, 5, 3]), chance([6, 6, 3])]);
    expect(ofType(r.events, 'contestWon')).toEqual([{ type: 'contestWon', rule: 'MM Combat 6', winner: null, successes: [2, 2], sums: [3, 3] }]);
    // The aggressor's volley first: 2 dice (2 successes, 2 Cannons); then Q's: 1 (2 successes, 1 Cannon).
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { count: 2 } });
    r = play(r.s, [chance([1, 1])]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { count: 1 } });
    r = play(r.s, [chance([4])]);
    expect(r.s.pl[Q]?.track).toMatchObject({ cargo: 0, hull: 2 });
    expect(r.s.pl[P]?.track).toMatchObject({ cannons: 1 });
    // No winner: the next round's declarations.
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P });
  });

  it('MM Combat 5: more successes win over a higher sum', () => {
    const { s } = fight();
    const r = play(s, [chance([5, 6, 1]), chance([6, 4])]);
    expect(ofType(r.events, 'contestWon')).toEqual([{ type: 'contestWon', rule: 'MM Combat 5', winner: 'aggressor', successes: [2, 1], sums: [1, 4] }]);
  });
});

describe('Seamanship and Leadership dice (MM Combat 4, 15, MM Ships 8, MM Crew 2, M49)', () => {
  it('MM Ships 8, M49: a Maneuverability only one higher adds no die (Sloop 4 against Frigate 3)', () => {
    const { s } = fight({}, { ship: 'frigate' });
    expect(pending(s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 3, label: 'the aggressor’s Seamanship roll' } });
    const r = play(s, [chance([1, 1, 1])]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 2, label: 'the defender’s Seamanship roll' } });
    expect(chanceRule(r.s)).toBe('MM Combat 4');
  });

  it('MM Ships 8: the defender gets the extra die when hers is the more manoeuvrable ship', () => {
    const { s } = fight({ ship: 'galleon' });
    const r = play(s, [chance([1, 1, 1])]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { count: 3 } });
  });

  it('MM Combat 15: destroyed Masts roll one die even on the more manoeuvrable ship', () => {
    const { s } = fight({}, { ship: 'galleon' }, (d, P) => ((d.pl[P] as PS).track.masts = 0));
    expect(pending(s)).toMatchObject({ kind: 'chance', spec: { count: 1 } });
  });

  it('MM NPC 20, M46: an NPC rolls its card’s Seamanship, at least one die, +1 for a Maneuverability two higher', () => {
    const track = { hull: 2, masts: 2, cargo: 2, crew: 2, cannons: 1 };
    // Round 1: the NPC Sloop (Maneuverability 4) against P's Galleon (2): Seamanship 3 + 1.
    const a = npcFight({ track }, felipe({ ship: 'galleon' }), 1);
    expect(pending(a.s)).toMatchObject({ kind: 'chance', spec: { count: 4, label: 'the aggressor’s Seamanship roll' } });
    // Seamanship 0: one die all the same.
    const b = npcFight({ track, skills: { seamanship: 0, leadership: 0 } }, felipe({ ship: 'frigate' }), 1);
    expect(pending(b.s)).toMatchObject({ kind: 'chance', spec: { count: 1 } });
    // Its roll is the NPC's own event, each skull a success.
    const r = play(b.s, [chance([5])]);
    expect(ofType(r.events, 'npcRoll')).toEqual([{ type: 'npcRoll', rule: 'MM Combat 4', npc: 'pirate-sloop', skill: 'seamanship', faces: ['skull'], successes: 1 }]);
  });
});

describe('Declarations (MM Combat 2-3, 15-16, MM NPC 21, M48)', () => {
  const full = { hull: 2, masts: 2, cargo: 2, crew: 2, cannons: 1 };

  it('MM NPC 21: an NPC with fewer Cannons may Flee', () => {
    const { s, C } = npcFight({ track: { ...full, cannons: 0 } });
    expect(legalActions(s)).toEqual([declare(C, 'shoot'), declare(C, 'board'), declare(C, 'flee')]);
  });

  it('MM NPC 21: an NPC with fewer Crew may Flee; MM Combat 16: without Crew it may not Board', () => {
    const { s, C } = npcFight({ track: { ...full, crew: 1 } });
    expect(legalActions(s)).toEqual([declare(C, 'shoot'), declare(C, 'board'), declare(C, 'flee')]);
    const none = npcFight({ track: { ...full, crew: 0 } });
    expect(legalActions(none.s)).toEqual([declare(none.C, 'shoot'), declare(none.C, 'flee')]);
  });

  it('MM NPC 21: an NPC with more Cannons and Crew may not Flee; a player always may (MM Combat 3)', () => {
    const { s, P, C } = npcFight({ track: { ...full, crew: 3, cannons: 2 } });
    expect(legalActions(s)).toEqual([declare(C, 'shoot'), declare(C, 'board')]);
    const r = play(s, [declare(C, 'board')]);
    expect(ofType(r.events, 'declared')).toEqual([{ type: 'declared', rule: 'MM Combat 3', side: 'aggressor', player: null, npc: 'pirate-sloop', action: 'board' }]);
    expect(legalActions(r.s)).toEqual([declare(P, 'shoot'), declare(P, 'board'), declare(P, 'flee')]);
  });

  it('MM Combat 15: an NPC with destroyed Masts only Shoots: nobody is asked for it', () => {
    const { s, P } = npcFight({ track: { ...full, masts: 0 } }, felipe(), 2, true);
    const r = play(s, [declare(P, 'board')]);
    expect(ofType(r.events, 'declared')).toEqual([
      { type: 'declared', rule: 'MM Combat 3', side: 'aggressor', player: P, npc: null, action: 'board' },
      { type: 'declared', rule: 'MM Combat 3', side: 'defender', player: null, npc: 'pirate-sloop', action: 'shoot' },
    ]);
    // Its one Seamanship die (MM Combat 15) after P's three.
    const r2 = play(r.s, [chance([1, 1, 1])]);
    expect(pending(r2.s)).toMatchObject({ kind: 'chance', spec: { count: 1, label: 'the defender’s Seamanship roll' } });
  });

  it('MM Combat 2, M48: round 1’s only action, Shoot, is declared for both at once under MM Combat 2', () => {
    const { events, P, Q } = fight();
    expect(ofType(events, 'declared')).toEqual([
      { type: 'declared', rule: 'MM Combat 2', side: 'aggressor', player: P, npc: null, action: 'shoot' },
      { type: 'declared', rule: 'MM Combat 2', side: 'defender', player: Q, npc: null, action: 'shoot' },
    ]);
  });
});

type Effects = ComponentSet['glory'][number]['effects'];
const W = { start: 'combat.start', declared: 'naval.declared', contest: 'naval.afterContestRoll', hits: 'naval.afterHitLocations', crewBefore: 'crew.before', crew: 'crew.afterRoll' } as const;
const sea = (duration: 'thisBattle' | 'thisTurn' = 'thisBattle'): Effects[number] => ({ op: 'modifier', skill: 'seamanship', dice: 1, duration });
/**
 * Test combat cards (a user transcription may carry any of these effects, ledger F.4): each with
 * its window; whether this version carries it out there (MR47) is what the tests below check.
 */
const CARDS: [string, string, Effects, { hook?: 'relocateReceivedHit'; specialist?: true }?][] = [
  ['m-sea', W.start, [sea()]],
  ['m-lead', W.start, [{ op: 'modifier', skill: 'leadership', dice: 1, duration: 'thisBattle' }]],
  ['m-scout', W.start, [{ op: 'modifier', skill: 'scouting', dice: 1, duration: 'thisBattle' }]],
  ['m-delta', W.start, [{ op: 'modifier', skill: 'seamanship', delta: 1, duration: 'thisBattle' }]],
  ['m-stat', W.start, [{ op: 'modifier', skill: 'seamanship', stat: 'hits', dice: 1, duration: 'thisBattle' }]],
  ['m-turn', W.start, [sea('thisTurn')]],
  ['m-mixed', W.start, [sea(), { op: 'damage', who: 'self', location: 'cargo', n: 1 }]],
  ['m-empty', W.start, []],
  ['m-hook', W.start, [sea()], { hook: 'relocateReceivedHit' }],
  ['m-reroll', W.start, [{ op: 'reroll', whose: 'own', dice: 'chosen' }]],
  ['m-specialist', W.start, [sea()], { specialist: true }],
  ['m-gold', W.start, [{ op: 'gainGold', amount: 5 }]],
  ['d-start', W.start, [{ op: 'damage', who: 'opponent', location: 'cannons', n: 1 }]],
  ['d-declared', W.declared, [{ op: 'damage', who: 'opponent', location: 'cannons', n: 1 }]],
  ['d-twice', W.declared, [{ op: 'damage', who: 'opponent', location: 'cannons', n: 2 }]],
  ['d-self', W.declared, [{ op: 'damage', who: 'self', location: 'cannons', n: 1 }]],
  ['d-nowho', W.declared, [{ op: 'damage', location: 'cannons', n: 1 }]],
  ['d-roll', W.declared, [{ op: 'damage', who: 'opponent', location: 'roll', n: 1 }]],
  ['d-choice', W.declared, [{ op: 'damage', who: 'opponent', location: 'choice', n: 1 }]],
  ['d-contest', W.contest, [{ op: 'damage', who: 'opponent', location: 'cannons', n: 1 }]],
  ['d-hits', W.hits, [{ op: 'damage', who: 'opponent', location: 'cannons', n: 1 }]],
  ['d-crewbefore', W.crewBefore, [{ op: 'damage', who: 'opponent', location: 'crew', n: 1 }]],
  ['d-crew', W.crew, [{ op: 'damage', who: 'opponent', location: 'crew', n: 1 }]],
  ['r-masts', W.crewBefore, [{ op: 'repair', location: 'masts', n: 1 }]],
  ['r-self', W.crewBefore, [{ op: 'repair', who: 'self', location: 'masts', n: 1 }]],
  // A set built in code may name `who` as undefined (createGame keeps it): the same as no `who`.
  ['r-unnamed', W.crewBefore, [{ op: 'repair', who: undefined, location: 'masts', n: 1 }]],
  ['r-opponent', W.crewBefore, [{ op: 'repair', who: 'opponent', location: 'masts', n: 1 }]],
  ['r-crew', W.crewBefore, [{ op: 'repair', location: 'crew', n: 1 }]],
  ['r-roll', W.crewBefore, [{ op: 'repair', location: 'roll', n: 1 }]],
  ['r-choice', W.crewBefore, [{ op: 'repair', location: 'choice', n: 1 }]],
  ['c-fill', W.crewBefore, [{ op: 'crew', delta: 'fill' }]],
  ['c-one', W.crewBefore, [{ op: 'crew', delta: 1 }]],
  ['c-zero', W.crewBefore, [{ op: 'crew', delta: 0 }]],
  ['c-opponent', W.crewBefore, [{ op: 'crew', who: 'opponent', delta: 1 }]],
  ['h-moves-received', W.hits, [{ op: 'relocateHit', of: 'received', n: 1 }]],
  ['h-moves-inflicted', W.hits, [{ op: 'relocateHit', of: 'inflicted', n: 1 }]],
  ['h-cancels-received', W.hits, [{ op: 'absorbHit', of: 'received', n: 1 }]],
  ['h-cancels-inflicted', W.hits, [{ op: 'absorbHit', of: 'inflicted', n: 1 }]],
  ['h-contest', W.contest, [{ op: 'relocateHit', of: 'received', n: 1 }]],
  ['x-contest', W.contest, [{ op: 'reroll', whose: 'own', dice: 'chosen', roll: 'contest' }]],
  ['x-any', W.contest, [{ op: 'reroll', whose: 'own', dice: 'chosen', roll: 'any' }]],
  ['x-unnamed', W.contest, [{ op: 'reroll', whose: 'own', dice: 'chosen' }]],
  ['x-their-all', W.contest, [{ op: 'reroll', whose: 'opponent', dice: 'all', roll: 'contest' }]],
  ['x-crewroll', W.contest, [{ op: 'reroll', whose: 'own', dice: 'chosen', roll: 'crew' }]],
  ['x-twice', W.contest, [{ op: 'reroll', whose: 'own', dice: 'chosen' }, { op: 'reroll', whose: 'opponent', dice: 'chosen' }]],
  ['x-scouting', W.contest, [{ op: 'modifier', skill: 'scouting', dice: 1, duration: 'thisBattle' }]],
  ['x-crew', W.crew, [{ op: 'reroll', whose: 'either', dice: 'chosen', roll: 'crew' }]],
];

function cardSet(): ComponentSet {
  const set = structuredClone(builtInComponents());
  for (const [id, window, effects, o] of CARDS) {
    set.glory.push({ id, name: `Test ${id}`, count: 1, text: 'A test card.', play: { window }, specialist: o?.specialist ? { type: 'surgeon', hire: { where: 'port', cost: 0 } } : null, effects, hook: o?.hook ?? null, provisional: true, source: 'test fixture' });
  }
  return set;
}

type Frame = Extract<GameState['stack'][number], { kind: 'combat' }>;
/** P (aggressor) and Q (defender), Sloops at sea, in a combat card window of round 2 (frame edited by `f`), P to play; P holds `cards`. */
function inWindow(window: NonNullable<Frame['window']>, cards: string[], f: Partial<Frame> = {}, edit?: (d: GameState, P: PlayerId, Q: PlayerId) => void) {
  let P: PlayerId = 'A';
  let Q: PlayerId = 'B';
  const s = createScenario({ players: 2, seed: 3, components: cardSet() }, (d) => {
    P = d.order[0] as PlayerId;
    Q = d.order[1] as PlayerId;
    fit(d, P, 'caribbean-sea', felipe());
    fit(d, Q, 'caribbean-sea', frances());
    hand(d, P, cards);
    edit?.(d, P, Q);
    d.stack.push({ ...combatFrame({ kind: 'player', player: P }, { kind: 'player', player: Q }, 'MM Scout 3'), round: 2, step: 'cards', window, ...f });
  });
  return { s, P, Q };
}
const playable = (s: GameState) => legalActions(s).flatMap((a) => (a.type === 'playCombatCard' ? [a.card] : []));
const ALL = CARDS.map((c) => c[0]).reverse();
const volley = (from: 0 | 1, hits: { loc: 'cargo' | 'masts'; by: 'die' }[]): Frame['volleys'][number] => ({ from, source: 'cannon', n: hits.length || 1, step: 'relocate', dice: hits.map((h) => (h.loc === 'cargo' ? 1 : 2)), hits, shot: null });

describe('Which combat cards may be played where (MM Crew 5, MM Glory 3, M39, MR47)', () => {
  it('combat.start: Seamanship or Leadership dice for the battle, hits on the opponent’s named location; nothing else (names in order)', () => {
    const { s } = inWindow('start', ALL);
    expect(playable(s)).toEqual(['d-start', 'm-lead', 'm-sea']);
  });

  it('naval.declared: hits on the opponent’s named location only', () => {
    expect(playable(inWindow('declared', ALL).s)).toEqual(['d-declared', 'd-twice']);
  });

  it('naval.afterContestRoll: re-rolls of this roll (or any roll, or unnamed) and hits on the opponent', () => {
    expect(playable(inWindow('contest', ALL).s)).toEqual(['d-contest', 'x-any', 'x-contest', 'x-their-all', 'x-unnamed']);
  });

  it('crew.before: his own Crew or a named location back up; no hits in crew combat', () => {
    const { s } = inWindow('crewBefore', ALL);
    expect(playable(s)).toEqual(['c-fill', 'c-one', 'r-masts', 'r-self', 'r-unnamed']);
    // The same position playing with the set as createGame loads it from code (createScenario's copy went through JSON).
    const set = loadComponents(cardSet());
    expect(set.glory.find((c) => c.id === 'r-unnamed')?.effects[0]).toHaveProperty('who', undefined);
    expect(playable({ ...s, config: { ...s.config, components: set } })).toEqual(['c-fill', 'c-one', 'r-masts', 'r-self', 'r-unnamed']);
  });

  it('crew.afterRoll: a re-roll of the crew roll', () => {
    expect(playable(inWindow('crew', ALL).s)).toEqual(['x-crew']);
  });

  it('naval.afterHitLocations: the target moves or cancels hits it receives, the shooter hits it inflicts; no hit left, no such card', () => {
    // P is the target of Q's volley.
    expect(playable(inWindow('hits', ALL, { volleys: [volley(1, [{ loc: 'cargo', by: 'die' }])] }).s)).toEqual(['d-hits', 'h-cancels-received', 'h-moves-received']);
    // P is the shooter.
    expect(playable(inWindow('hits', ALL, { volleys: [volley(0, [{ loc: 'cargo', by: 'die' }])] }).s)).toEqual(['d-hits', 'h-cancels-inflicted', 'h-moves-inflicted']);
    // Every hit of the volley cancelled already.
    expect(playable(inWindow('hits', ALL, { volleys: [volley(1, [])] }).s)).toEqual(['d-hits']);
  });
});

const card = (player: PlayerId, c: string): Action => ({ type: 'playCombatCard', player, card: c });
const pass = (player: PlayerId): Action => ({ type: 'passCards', player });

describe('Combat cards carried out (MM Glory 3, MM Combat 12-13, M39, MR47)', () => {
  it('MM Glory 3, MM Combat 12: a card’s two hits on a location with one point left: the second goes to the Hull', () => {
    const { s, P, Q } = inWindow('declared', ['d-twice']);
    const r = play(s, [card(P, 'd-twice')]);
    expect(ofType(r.events, 'damaged')).toEqual([
      { type: 'damaged', rule: 'MM Glory 3', player: Q, location: 'cannons', value: 0 },
      { type: 'damaged', rule: 'MM Glory 3', player: Q, location: 'hull', value: 1 },
    ]);
  });

  it('MR47: a repair card mends the named location only; a Crew card adds Crew', () => {
    const { s, P } = inWindow('crewBefore', ['r-masts', 'c-one'], {}, (d, P2) => Object.assign((d.pl[P2] as PS).track, { masts: 1, crew: 1 }));
    let r = play(s, [card(P, 'r-masts')]);
    expect(ofType(r.events, 'repaired')).toEqual([{ type: 'repaired', rule: 'MM Glory 3', player: P, location: 'masts' }]);
    expect(ofType(r.events, 'crewGained')).toEqual([]);
    expect(r.s.pl[P]?.track).toMatchObject({ masts: 2, crew: 1 });
    r = play(r.s, [card(P, 'c-one')]);
    expect(ofType(r.events, 'crewGained')).toEqual([{ type: 'crewGained', rule: 'MM Glory 3', player: P, n: 1 }]);
    expect(r.s.pl[P]?.track).toMatchObject({ masts: 2, crew: 2 });
  });

  it('MR47: a card that cancels a received hit asks which one, and the battle can be saved then', () => {
    const { s, P } = inWindow('hits', ['h-cancels-received'], { volleys: [volley(1, [{ loc: 'cargo', by: 'die' }, { loc: 'masts', by: 'die' }])] });
    const r = play(s, [card(P, 'h-cancels-received')]);
    expect(legalActions(r.s)).toEqual([{ type: 'absorbHit', player: P, location: 'cargo' }, { type: 'absorbHit', player: P, location: 'masts' }, { type: 'noAbsorb', player: P }]);
    expect(deserialize(serialize(r.s))).toEqual(r.s);
  });

  it('MM Combat 13, MR47: a card’s hits that sink a ship at the battle’s start end it at once: no Long Guns roll follows', () => {
    const { s, P, Q } = inWindow('start', ['d-start'], {}, (d, P2, Q2) => {
      takeMod(d, 'long-guns');
      (d.pl[P2] as PS).mods.push('long-guns');
      Object.assign((d.pl[Q2] as PS).track, { cannons: 0, hull: 1 });
    });
    const r = play(s, [card(P, 'd-start')]);
    expect(ofType(r.events, 'damaged')).toEqual([{ type: 'damaged', rule: 'MM Glory 3', player: Q, location: 'hull', value: 0 }]);
    expect(ofType(r.events, 'combatEnded')).toEqual([{ type: 'combatEnded', rule: 'MM Combat 13', winner: 'aggressor', how: 'sunk' }]);
    expect(ofType(r.events, 'roll')).toEqual([]);
  });

  it('MM Combat 13, MR47: a card’s hits that sink a ship after the Seamanship rolls end it before the contest is decided', () => {
    const { s, P, Q } = inWindow('contest', ['d-contest'], { dice: [[6, 1, 1], [5, 1]] }, (d, _P, Q2) => Object.assign((d.pl[Q2] as PS).track, { cannons: 0, hull: 1 }));
    const r = play(s, [card(P, 'd-contest')]);
    expect(ofType(r.events, 'contestWon')).toEqual([]);
    expect(ofType(r.events, 'combatEnded')).toEqual([{ type: 'combatEnded', rule: 'MM Combat 13', winner: 'aggressor', how: 'sunk' }]);
    expect(r.s.combatResult).toMatchObject({ sunk: ['defender'] });
    expect(Q).not.toBe(P);
  });

  it('Fast Learner (L1095): it copies the card the opponent just played, never one’s own', () => {
    const { s, P, Q } = inWindow('declared', ['d-declared', 'fast-learner'], {}, (d, _P, Q2) => hand(d, Q2, ['fast-learner']));
    let r = play(s, [card(P, 'd-declared')]);
    // P is asked again (M39): his own card is not his to copy.
    expect(legalActions(r.s)).toEqual([pass(P)]);
    r = play(r.s, [pass(P)]);
    expect(legalActions(r.s)).toEqual([card(Q, 'fast-learner'), pass(Q)]);
    r = play(r.s, [card(Q, 'fast-learner')]);
    expect(ofType(r.events, 'damaged')).toEqual([{ type: 'damaged', rule: 'MM Glory 3', player: P, location: 'cannons', value: 0 }]);
  });
});

describe('Rolls, hits and damage (MM Combat 4, 7, 11-12, 17, MM Weapons 4, 7, MM Glory 5)', () => {
  it('MM Combat 4: a player’s Seamanship roll is his roll event', () => {
    const { s, P, Q } = fight();
    const r = play(s, [chance([6, 4, 1]), chance([5, 3])]);
    expect(ofType(r.events, 'roll')).toEqual([
      { type: 'roll', rule: 'MM Combat 4', player: P, skill: 'seamanship', faces: ['skull', 4, 1], successes: 1 },
      { type: 'roll', rule: 'MM Combat 4', player: Q, skill: 'seamanship', faces: ['skull', 3], successes: 1 },
    ]);
  });

  it('MM Weapons 4, 7: Grapeshot’s skulls on a destroyed Crew do nothing at all', () => {
    const { s, P, Q } = fight({ ship: 'frigate', weapons: ['grapeshot'] });
    const r = play(s, [chance([6, 1, 1]), chance([1, 1]), chance([3, 6, 5]), { type: 'useShot', player: P, weapon: 'grapeshot' }]);
    expect(ofType(r.events, 'damaged')).toEqual([
      { type: 'damaged', rule: 'MM Combat 12', player: Q, location: 'crew', value: 1 },
      { type: 'damaged', rule: 'MM Combat 12', player: Q, location: 'crew', value: 0 },
    ]);
    expect(r.s.pl[Q]?.track).toEqual({ hull: 2, masts: 2, cargo: 2, crew: 0, cannons: 1 });
  });

  it('MM Glory 5: a Surgeon saves Crew losses only, not a hit elsewhere', () => {
    const { s, Q } = fight({}, {}, (d, _P, Q2) => {
      d.decks.glory.surgeon = (d.decks.glory.surgeon ?? 0) - 1;
      (d.pl[Q2] as PS).specialists.push('surgeon');
    });
    const r = play(s, [chance([6, 1, 1]), chance([1, 1]), chance([1])]);
    expect(ofType(r.events, 'crewSaved')).toEqual([]);
    expect(ofType(r.events, 'damaged')).toEqual([{ type: 'damaged', rule: 'MM Combat 12', player: Q, location: 'cargo', value: 1 }]);
  });

  it('MM Combat 7, 17, MM Glory 5: a Gunner Captain adds no hit to a won Shoot without Cannons', () => {
    const { s, P } = fight({}, {}, (d, P2) => {
      d.decks.glory['gunner-captain'] = (d.decks.glory['gunner-captain'] ?? 0) - 1;
      (d.pl[P2] as PS).specialists.push('gunner-captain');
      (d.pl[P2] as PS).track.cannons = 0;
    });
    const r = play(s, [chance([6, 5, 5]), chance([1, 1])]);
    expect(ofType(r.events, 'contestWon')[0]).toMatchObject({ winner: 'aggressor' });
    expect(ofType(r.events, 'hitLocations')).toEqual([]);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P });
  });
});

describe('Chasers, deadlock and the round limit (MM Yard 17, MM Combat 10, 20, M27, M52)', () => {
  it('MM Yard 17, M27: the defender’s Chasers when both Flee', () => {
    const { s, P, Q } = fight({}, { mods: ['chasers'] });
    const r = play(s, [chance([1, 1, 1]), chance([1, 1]), declare(P, 'flee'), declare(Q, 'flee')]);
    expect(legalActions(r.s)).toEqual([{ type: 'useChasers', player: Q, use: true }, { type: 'useChasers', player: Q, use: false }]);
  });

  /** Round 1 with no success on either side (no winner, no hits): round 2, or M52's end. */
  const round1 = (edit: (d: GameState, P: PlayerId, Q: PlayerId) => void, dice: [number[], number[]] = [[1, 1, 1], [1, 1]]) => {
    const { s, P } = fight({}, {}, edit);
    const r = play(s, [chance(dice[0]), chance(dice[1])]);
    return { r, P };
  };
  const harmless = (d: GameState, p: PlayerId) => Object.assign((d.pl[p] as PS).track, { cannons: 0, crew: 0 });

  it('M52: one side unable to do harm is no deadlock: the battle goes on', () => {
    const { r, P } = round1((d, P2) => harmless(d, P2));
    expect(ofType(r.events, 'combatStalled')).toEqual([]);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P });
  });

  it('M52, MM Yard 17: unused Chasers can still do harm: no deadlock', () => {
    const { r, P } = round1((d, P2, Q2) => {
      harmless(d, P2);
      harmless(d, Q2);
      takeMod(d, 'chasers');
      (d.pl[P2] as PS).mods.push('chasers');
    });
    expect(ofType(r.events, 'combatStalled')).toEqual([]);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P });
  });

  it('M52: Cannons left on both sides (no Crew) is no deadlock', () => {
    const { r, P } = round1((d, P2, Q2) => {
      for (const p of [P2, Q2]) (d.pl[p] as PS).track.crew = 0;
    });
    expect(ofType(r.events, 'combatStalled')).toEqual([]);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P });
  });

  it('M52: no Cannons but Crew and Masts (a Board is possible) is no deadlock', () => {
    const { r, P } = round1((d, P2, Q2) => {
      for (const p of [P2, Q2]) (d.pl[p] as PS).track.cannons = 0;
    });
    expect(ofType(r.events, 'combatStalled')).toEqual([]);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P });
  });

  it('M52, MM Combat 15: no Cannons and no Masts on both sides (no Board possible) is a deadlock', () => {
    const { r } = round1((d, P2, Q2) => {
      for (const p of [P2, Q2]) Object.assign((d.pl[p] as PS).track, { cannons: 0, masts: 0 });
    }, [[1], [1]]);
    expect(ofType(r.events, 'combatStalled')).toEqual([{ type: 'combatStalled', rule: 'M52', rounds: 1 }]);
    expect(ofType(r.events, 'combatEnded')).toEqual([{ type: 'combatEnded', rule: 'MM Combat 20', winner: null, how: 'noWinner' }]);
  });

  it('M52: the option maxCombatRounds ends a naval battle after that many rounds, not before', () => {
    const { r, P } = round1((d) => (d.config.options.maxCombatRounds = 2));
    const Q = r.s.order[1] as PlayerId;
    expect(ofType(r.events, 'combatStalled')).toEqual([]);
    const r2 = play(r.s, [declare(P, 'shoot'), declare(Q, 'shoot'), chance([1, 1, 1]), chance([1, 1])]);
    expect(ofType(r2.events, 'combatStalled')).toEqual([{ type: 'combatStalled', rule: 'M52', rounds: 2 }]);
    expect(ofType(r2.events, 'combatEnded')).toEqual([{ type: 'combatEnded', rule: 'MM Combat 20', winner: null, how: 'noWinner' }]);
  });
});

describe('A Captain’s relocations (M51 step 4, MR20)', () => {
  it('M51: only abilities that relocate received hits, with no hook, count: Frances moves two received hits in the battle, not a third', () => {
    const set = structuredClone(builtInComponents());
    const fw = set.captains.find((c) => c.id === 'frances-wright');
    if (!fw) throw new Error('no Frances');
    fw.abilities = [
      { text: 'Cancel hits.', uses: 'always', effects: [{ op: 'absorbHit', of: 'received', n: 3 }], hook: null },
      { text: 'Move inflicted hits.', uses: 'always', effects: [{ op: 'relocateHit', of: 'inflicted', n: 3 }], hook: null },
      { text: 'A hooked ability.', uses: 'oncePerBattle', effects: [{ op: 'relocateHit', of: 'received', n: 3 }], hook: 'relocateReceivedHit' },
      { text: 'Move two received hits in a battle.', uses: 'always', effects: [{ op: 'relocateHit', of: 'received', n: 2 }], hook: null },
    ];
    let P: PlayerId = 'A';
    let Q: PlayerId = 'B';
    const s0 = createScenario({ players: 2, seed: 3, components: set }, (d) => {
      P = d.order[0] as PlayerId;
      Q = d.order[1] as PlayerId;
      fit(d, P, 'caribbean-sea', felipe());
      fit(d, Q, 'caribbean-sea', frances());
    });
    // Each round Felipe wins (3 successes to none) and hits her Cargo once.
    const round = [chance([6, 5, 5]), chance([1, 1]), chance([1])];
    const again = [declare(P, 'shoot'), declare(Q, 'shoot'), ...round];
    let r = play(s0, [{ type: 'scoutCaptain', player: P, target: Q }, chance([5, 1]), ...round]);
    expect(legalActions(r.s)).toContainEqual({ type: 'relocateHit', player: Q, from: 'cargo', to: 'masts' });
    r = play(r.s, [{ type: 'relocateHit', player: Q, from: 'cargo', to: 'masts' }, ...again, { type: 'relocateHit', player: Q, from: 'cargo', to: 'cannons' }]);
    expect(ofType(r.events, 'hitRelocated').map((e) => [e.rule, e.to])).toEqual([['M51', 'masts'], ['M51', 'cannons']]);
    // The third hit lands where it fell: she is not asked.
    r = play(r.s, again);
    expect(ofType(r.events, 'damaged')).toEqual([{ type: 'damaged', rule: 'MM Combat 12', player: Q, location: 'cargo', value: 1 }]);
    expect(r.s.pl[Q]?.track).toMatchObject({ cargo: 1, masts: 1, cannons: 0 });
  });
});

describe('Volleys (MM Combat 11-12, MM Weapons 3-4, 7, MM Yard 15, 17, 21, MM Glory 5, M51)', () => {
  it('MM Combat 11, MM Weapons 4, 7: numbered hits land first: the Crew they destroy takes no Grapeshot hit and passes none to the Hull', () => {
    const { s, P, Q } = fight({ ship: 'frigate', weapons: ['grapeshot'] }, {}, (d, _P, Q2) => ((d.pl[Q2] as PS).track.crew = 1));
    let r = play(s, [chance([6, 1, 1]), chance([1, 1]), chance([3, 5, 1])]);
    expect(ofType(r.events, 'hitLocations')).toEqual([{ type: 'hitLocations', rule: 'MM Combat 11', target: 'defender', player: Q, npc: null, faces: [3, 'skull', 1] }]);
    r = play(r.s, [{ type: 'useShot', player: P, weapon: 'grapeshot' }]);
    expect(ofType(r.events, 'weaponSpent')).toEqual([{ type: 'weaponSpent', rule: 'MM Weapons 4', player: P, weapon: 'grapeshot' }]);
    expect(ofType(r.events, 'damaged')).toEqual([
      { type: 'damaged', rule: 'MM Combat 12', player: Q, location: 'crew', value: 0 },
      { type: 'damaged', rule: 'MM Combat 12', player: Q, location: 'cargo', value: 1 },
    ]);
    expect(r.s.pl[Q]?.track.hull).toBe(2);
  });

  it('MM Combat 11-12: the target places a skull; on a destroyed location it goes to the Hull', () => {
    const { s, Q } = fight({}, {}, (d, _P, Q2) => ((d.pl[Q2] as PS).track.cargo = 0));
    const r = play(s, [chance([6, 1, 1]), chance([1, 1]), chance([5]), { type: 'placeHit', player: Q, location: 'cargo' }]);
    expect(ofType(r.events, 'hitPlaced')).toEqual([{ type: 'hitPlaced', rule: 'MM Combat 11', target: 'defender', player: Q, npc: null, location: 'cargo' }]);
    expect(ofType(r.events, 'damaged')).toEqual([{ type: 'damaged', rule: 'MM Combat 12', player: Q, location: 'hull', value: 1 }]);
  });

  it('MM Weapons 3: Chain-shot takes the skulls to the Masts (the token back to the supply)', () => {
    const { s, P, Q } = fight({ ship: 'frigate', weapons: ['chain-shot'] });
    const supply = s.weaponSupply['chain-shot'] ?? 0;
    expect(legalActions(play(s, [chance([6, 1, 1]), chance([1, 1]), chance([6, 5, 4])]).s)).toEqual([
      { type: 'useShot', player: P, weapon: 'chain-shot' },
      { type: 'useShot', player: P, weapon: null },
    ]);
    const r = play(s, [chance([6, 1, 1]), chance([1, 1]), chance([6, 5, 4]), { type: 'useShot', player: P, weapon: 'chain-shot' }]);
    expect(ofType(r.events, 'weaponSpent')).toEqual([{ type: 'weaponSpent', rule: 'MM Weapons 3', player: P, weapon: 'chain-shot' }]);
    expect(ofType(r.events, 'damaged').map((e) => [e.location, e.value])).toEqual([['cannons', 0], ['masts', 1], ['masts', 0]]);
    expect(r.s.weaponSupply['chain-shot']).toBe(supply + 1);
    expect(r.s.pl[P]?.weapons).toEqual([]);
    expect(r.s.pl[Q]?.track.hull).toBe(2);
  });

  it('MM Yard 21: Long Guns hits are damage under MM Yard 21; MM Yard 17: a Chasers hit under MM Yard 17', () => {
    const { s: s0, P, Q } = duel(felipe({ ship: 'frigate', mods: ['long-guns'] }), frances({ mods: ['chasers'] }));
    let r = play(s0, [{ type: 'scoutCaptain', player: P, target: Q }, chance([5, 1]), chance([6, 1, 1]), chance([1])]);
    expect(ofType(r.events, 'roll').at(-1)).toEqual({ type: 'roll', rule: 'MM Yard 21', player: P, skill: 'long guns', faces: ['skull', 1, 1], successes: 1 });
    expect(ofType(r.events, 'damaged')).toEqual([{ type: 'damaged', rule: 'MM Yard 21', player: Q, location: 'cargo', value: 1 }]);
    r = play(r.s, [chance([1, 1, 1]), chance([1, 1]), declare(P, 'flee'), declare(Q, 'flee'), { type: 'useChasers', player: Q, use: true }]);
    expect(ofType(r.events, 'chasersUsed')).toEqual([{ type: 'chasersUsed', rule: 'MM Yard 17', player: Q }]);
    r = play(r.s, [chance([2])]);
    expect(ofType(r.events, 'damaged')).toEqual([{ type: 'damaged', rule: 'MM Yard 17', player: P, location: 'masts', value: 2 }]);
    expect(ofType(r.events, 'combatFled')).toEqual([{ type: 'combatFled', rule: 'MM Combat 10' }]);
    expect(ofType(r.events, 'combatEnded')).toEqual([{ type: 'combatEnded', rule: 'MM Combat 9', winner: null, how: 'escaped' }]);
  });

  it('MM Glory 5, MR26: the Master Gunner’s re-rolled die names the location; the new faces are announced', () => {
    const { s, P, Q } = fight({}, {}, (d, P2) => {
      d.decks.glory['master-gunner'] = (d.decks.glory['master-gunner'] ?? 0) - 1;
      (d.pl[P2] as PS).specialists.push('master-gunner');
    });
    const r = play(s, [chance([6, 1, 1]), chance([1, 1]), chance([2]), { type: 'gunnerReroll', player: P, die: 2 }, chance([4])]);
    expect(ofType(r.events, 'hitLocations').at(-1)).toEqual({ type: 'hitLocations', rule: 'MM Glory 5', target: 'defender', player: Q, npc: null, faces: [4] });
    expect(ofType(r.events, 'damaged')).toEqual([{ type: 'damaged', rule: 'MM Combat 12', player: Q, location: 'cannons', value: 0 }]);
  });

  it('MM Yard 15, M51: Reinforced Hull cancels the chosen hit; the others land', () => {
    const { s, P, Q } = fight({ ship: 'frigate' }, { mods: ['reinforced-hull'] });
    let r = play(s, [chance([6, 1, 1]), chance([1, 1]), chance([1, 2, 4])]);
    expect(legalActions(r.s)).toEqual([{ type: 'absorbHit', player: Q, location: 'cannons' }, { type: 'absorbHit', player: Q, location: 'cargo' }, { type: 'absorbHit', player: Q, location: 'masts' }, { type: 'noAbsorb', player: Q }]);
    r = play(r.s, [{ type: 'absorbHit', player: Q, location: 'cargo' }]);
    expect(ofType(r.events, 'hitAbsorbed')).toEqual([{ type: 'hitAbsorbed', rule: 'MM Yard 15', player: Q, location: 'cargo' }]);
    expect(ofType(r.events, 'damaged').map((e) => e.location)).toEqual(['masts', 'cannons']);
    expect(P).not.toBe(Q);
  });
});

describe('After the volleys (MM Combat 8, 13, 19, MM Crew 1, 3, M50)', () => {
  it('MM Combat 8, M50: a boarder who lost his last Crew to the opponent’s shot does not board: the next round follows', () => {
    const { s, P, Q } = fight({}, {}, (d, P2) => ((d.pl[P2] as PS).track.crew = 1));
    // P, with 1 Crew, declares Board and wins 2 successes to 1; her Shoot hits once: his Crew.
    let r = play(s, [chance([1, 1, 1]), chance([1, 1]), declare(P, 'board'), declare(Q, 'shoot'), chance([6, 5, 1]), chance([6, 1])]);
    expect(ofType(r.events, 'contestWon').at(-1)).toMatchObject({ winner: 'aggressor' });
    r = play(r.s, [chance([3])]);
    expect(ofType(r.events, 'boarded')).toEqual([]);
    expect(ofType(r.events, 'crewCombatStarted')).toEqual([]);
    expect(r.s.pl[P]?.track.crew).toBe(0);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P });
    expect(legalActions(r.s)).toEqual([declare(P, 'shoot'), declare(P, 'flee')]);
  });

  it('MM Combat 8: the winner of a Board contest boards (the event names him); crew combat follows', () => {
    const { s, P, Q } = fight();
    const r = play(s, [chance([1, 1, 1]), chance([1, 1]), declare(P, 'shoot'), declare(Q, 'board'), chance([1, 1, 1]), chance([6, 1])]);
    expect(ofType(r.events, 'boarded')).toEqual([{ type: 'boarded', rule: 'MM Combat 8', side: 'defender', player: Q, npc: null }]);
    expect(ofType(r.events, 'crewCombatStarted')).toEqual([{ type: 'crewCombatStarted', rule: 'MM Crew 1' }]);
  });

  it('MM Crew 3: a crew combat lost ends the battle under MM Crew 3', () => {
    const { s, P, Q } = fight();
    const r = play(s, [chance([1, 1, 1]), chance([1, 1]), declare(P, 'board'), declare(Q, 'shoot'), chance([5, 1, 1]), chance([1, 1]), chance([6, 5]), chance([1, 1, 1])]);
    expect(ofType(r.events, 'combatEnded')).toEqual([{ type: 'combatEnded', rule: 'MM Crew 3', winner: 'aggressor', how: 'crew' }]);
    expect(r.s.combatResult).toEqual({ aggressor: { kind: 'player', player: P }, defender: { kind: 'player', player: Q }, winner: 'aggressor', how: 'crew', sunk: [] });
  });
});

describe('The end of a battle (MM Bounty 1, 11, MM Plunder 7, MM Win 3, M35, M36)', () => {
  const frigate = { hull: 1, masts: 3, cargo: 3, crew: 3, cannons: 3 };
  /** The NPC Frigate (aggressor) and P Shoot; P wins 1 success to none and sinks it with a skull its controller puts on the Hull. */
  const sink = (nation: 'spanish' | null, edit?: (d: GameState, P: PlayerId) => void) => {
    const { s, P, C } = npcFight({ ship: 'frigate', nation, track: frigate }, felipe(), 2, false, edit);
    const r = play(s, [declare(C, 'shoot'), declare(P, 'shoot'), chance([1, 1, 1]), chance([5, 1, 1]), chance([6]), { type: 'placeHit', player: C, location: 'hull' }]);
    return { r, P };
  };

  it('MM Bounty 11, MM Plunder 7: a non-pirate who sinks an NPC pirate Frigate gains 15 Gold, and 1 GP (MM Win 3)', () => {
    const { r, P } = sink(null);
    expect(ofType(r.events, 'combatEnded')).toEqual([{ type: 'combatEnded', rule: 'MM Combat 13', winner: 'defender', how: 'sunk' }]);
    expect(ofType(r.events, 'goldGained')).toEqual([expect.objectContaining({ rule: 'MM Bounty 11', player: P, amount: 15 })]);
    expect(ofType(r.events, 'gloryGained')).toEqual([expect.objectContaining({ rule: 'MM Win 3', player: P })]);
    expect(ofType(r.events, 'bountyChanged')).toEqual([]);
  });

  it('MM Bounty 11: a pirate who sinks it gains no Gold (still the GP)', () => {
    const { r, P } = sink(null, (d, P2) => ((d.pl[P2] as PS).bounties.dutch = 1));
    expect(ofType(r.events, 'goldGained')).toEqual([]);
    expect(ofType(r.events, 'gloryGained')).toEqual([expect.objectContaining({ rule: 'MM Win 3', player: P })]);
  });

  it('MM Bounty 1 (2), M35: sinking a Naval ship, even in defence, gives a bounty of its nation, no Gold', () => {
    const { r, P } = sink('spanish');
    expect(ofType(r.events, 'bountyChanged')).toEqual([expect.objectContaining({ rule: 'MM Bounty 1', player: P, nation: 'spanish', bounties: 1 })]);
    expect(ofType(r.events, 'goldGained')).toEqual([]);
  });

  it('MM Bounty 1 (1), MM Scout 7, M35: attacking a Naval ship gives a bounty of its nation before any dice; an NPC pirate none', () => {
    const attack = (slot: 'naval-spanish' | 'pirate-sloop', card: string) => {
      const { s, P } = roundStart(undefined, (d) => {
        const P2 = d.order[0] as PlayerId;
        fit(d, P2, 'nassau', felipe());
        putNpc(d, slot, [card], 'nassau');
      });
      return { P, r: play(s, [{ type: 'scoutNpc', player: P, target: slot }, chance([5, 1])]) };
    };
    const naval = attack('naval-spanish', 'spanish-naval-ship-2');
    expect(ofType(naval.r.events, 'bountyChanged')).toEqual([expect.objectContaining({ rule: 'MM Bounty 1', player: naval.P, nation: 'spanish', bounties: 1 })]);
    expect(ofType(naval.r.events, 'combatStarted')).toEqual([{ type: 'combatStarted', rule: 'MM Scout 3', aggressor: { player: naval.P, npc: null }, defender: { player: null, npc: 'naval-spanish' } }]);
    const pirate = attack('pirate-sloop', 'pirate-sloop-2');
    expect(ofType(pirate.r.events, 'bountyChanged')).toEqual([]);
    expect(ofType(pirate.r.events, 'combatStarted')).toHaveLength(1);
  });

  it('MM Crew 3, M53: both Crews lost with equal successes and sums end the battle under MM Combat 20, no winner', () => {
    const { s, P, Q } = fight({}, {}, (d, P2, Q2) => {
      (d.pl[P2] as PS).track.crew = 1;
      (d.pl[Q2] as PS).track.crew = 1;
    });
    const r = play(s, [chance([1, 1, 1]), chance([1, 1]), declare(P, 'board'), declare(Q, 'shoot'), chance([5, 1, 1]), chance([1, 1]), chance([6, 4]), chance([6, 3, 1])]);
    expect(ofType(r.events, 'combatEnded')).toEqual([{ type: 'combatEnded', rule: 'MM Combat 20', winner: null, how: 'noWinner' }]);
    expect(r.s.combatResult).toMatchObject({ winner: null, how: 'noWinner', sunk: [] });
  });
});

describe('Re-roll choices, the Master Gunner, shots declined, scouting (MM Weapons 2, MM Glory 5, MM Scout 1-5, MM Plunder 8)', () => {
  it('MM Weapons 2: Grappling Hooks offer each distinct set of one’s dice once, fewest first', () => {
    // Frances’s Sloop against a Galleon rolls 2 + 1 dice (MM Ships 8).
    const { s, P, Q } = fight({ ship: 'galleon' }, { weapons: ['grappling-hooks'] });
    const r = play(s, [chance([1, 1, 1]), chance([1, 1, 1]), declare(P, 'shoot'), declare(Q, 'board'), chance([5, 1, 1]), chance([5, 1, 1])]);
    expect(legalActions(r.s).map((a) => (a.type === 'grapple' ? a.dice : null))).toEqual([[], [1], [5], [1, 1], [5, 1], [5, 1, 1]]);
  });

  it('MM Glory 5, MR26: a Master Gunner declined is kept for a later volley; used, the new die replaces the chosen one', () => {
    const { s, P, Q } = fight({ ship: 'frigate' }, {}, (d, P2) => {
      d.decks.glory['master-gunner'] = (d.decks.glory['master-gunner'] ?? 0) - 1;
      (d.pl[P2] as PS).specialists.push('master-gunner');
    });
    let r = play(s, [chance([6, 1, 1]), chance([1, 1]), chance([1, 1, 2])]);
    r = play(r.s, [{ type: 'gunnerReroll', player: P, die: null }]);
    expect(ofType(r.events, 'damaged').map((e) => [e.location, e.value])).toEqual([['cargo', 1], ['cargo', 0], ['masts', 1]]);
    r = play(r.s, [declare(P, 'shoot'), declare(Q, 'shoot'), chance([6, 1, 1]), chance([1, 1]), chance([4, 3, 1])]);
    expect(legalActions(r.s)).toEqual([
      { type: 'gunnerReroll', player: P, die: 4 },
      { type: 'gunnerReroll', player: P, die: 3 },
      { type: 'gunnerReroll', player: P, die: 1 },
      { type: 'gunnerReroll', player: P, die: null },
    ]);
    r = play(r.s, [{ type: 'gunnerReroll', player: P, die: 1 }, chance([2])]);
    expect(ofType(r.events, 'hitLocations').at(-1)).toEqual({ type: 'hitLocations', rule: 'MM Glory 5', target: 'defender', player: Q, npc: null, faces: [4, 3, 2] });
    expect(r.s.pl[Q]?.track).toEqual({ hull: 2, masts: 0, cargo: 0, crew: 1, cannons: 0 });
  });

  it('MM Weapons 3-4: a shot declined leaves the skull to the target, the token kept', () => {
    const { s, P, Q } = fight({ weapons: ['chain-shot'] });
    const r = play(s, [chance([6, 1, 1]), chance([1, 1]), chance([5]), { type: 'useShot', player: P, weapon: null }]);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: Q });
    expect(r.s.pl[P]?.weapons).toEqual(['chain-shot']);
    expect(ofType(r.events, 'weaponSpent')).toEqual([]);
  });

  it('MM Plunder 8: crew combat won against an NPC pirate: no cargo to draw, its ship may be claimed at once', () => {
    const { s, P, C } = npcFight({ track: { hull: 2, masts: 2, cargo: 2, crew: 1, cannons: 1 } });
    let r = play(s, [declare(C, 'shoot'), declare(P, 'board'), chance([1, 1, 1]), chance([5, 1, 1])]);
    expect(ofType(r.events, 'boarded')).toHaveLength(1);
    r = play(r.s, [chance([1, 1]), chance([5, 1])]);
    expect(ofType(r.events, 'combatEnded')).toEqual([{ type: 'combatEnded', rule: 'MM Crew 3', winner: 'defender', how: 'crew' }]);
    expect(legalActions(r.s)).toEqual([{ type: 'claimShip', player: P, claim: true }, { type: 'claimShip', player: P, claim: false }]);
  });

  it('MM Scout 1-2, 5: only living Captains with a ship, at sea in one’s zone, not scouted this turn', () => {
    const scoutable = (edit: (d: GameState, Q: PlayerId) => void) => {
      const { s } = duel(felipe(), frances(), 'caribbean-sea', (d, _P, Q) => edit(d, Q));
      return legalActions(s).filter((a) => a.type === 'scoutCaptain');
    };
    expect(scoutable(() => {})).toHaveLength(1);
    expect(scoutable((d, Q) => ((d.pl[Q] as PS).zone = 'nassau'))).toEqual([]);
    expect(scoutable((d, Q) => ((d.pl[Q] as PS).inPort = true))).toEqual([]);
    const { s, P, Q } = fight();
    // The battle ended (both flee in round 2): he may not scout her again this turn.
    const r = play(s, [chance([1, 1, 1]), chance([1, 1]), declare(P, 'flee'), declare(Q, 'flee')]);
    expect(r.s.stack.at(-1)).toMatchObject({ kind: 'turn', player: P });
    expect(legalActions(r.s).filter((a) => a.type === 'scoutCaptain')).toEqual([]);
  });
});

describe('Each step of the battle cites its rule', () => {
  const ruleOf = (s: GameState) => {
    const p = pending(s);
    return p.kind === 'decision' ? p.rule : chanceRule(s);
  };

  it('Long Guns (MM Yard 21), the declarations (MM Combat 2), Chasers (MM Yard 17), the hit locations and skulls (MM Combat 11)', () => {
    const { s: s0, P, Q } = duel(felipe({ mods: ['long-guns', 'chasers'] }), frances());
    let r = play(s0, [{ type: 'scoutCaptain', player: P, target: Q }, chance([5, 1])]);
    expect(ruleOf(r.s)).toBe('MM Yard 21');
    r = play(r.s, [chance([6])]);
    expect(ruleOf(r.s)).toBe('MM Combat 11');
    r = play(r.s, [chance([5])]);
    expect(ruleOf(r.s)).toBe('MM Combat 11');
    r = play(r.s, [{ type: 'placeHit', player: Q, location: 'masts' }, chance([1, 1, 1]), chance([1, 1])]);
    expect(ruleOf(r.s)).toBe('MM Combat 2');
    r = play(r.s, [declare(P, 'flee'), declare(Q, 'shoot')]);
    expect(ruleOf(r.s)).toBe('MM Yard 17');
  });

  it('Grappling Hooks (MM Weapons 2), Swivel Guns (MM Yard 20), the crew rolls (MM Crew 2)', () => {
    const { s, P, Q } = fight({ mods: ['swivel-guns'] }, { weapons: ['grappling-hooks'] });
    let r = play(s, [chance([1, 1, 1]), chance([1, 1]), declare(P, 'shoot'), declare(Q, 'board'), chance([1, 1, 1]), chance([1, 1])]);
    expect(ruleOf(r.s)).toBe('MM Weapons 2');
    const supply = r.s.weaponSupply['grappling-hooks'] ?? 0;
    r = play(r.s, [{ type: 'grapple', player: Q, dice: [1, 1] }]);
    // MR21: the token goes back to the supply.
    expect(r.s.weaponSupply['grappling-hooks']).toBe(supply + 1);
    expect(r.s.pl[Q]?.weapons).toEqual([]);
    expect(ofType(r.events, 'weaponSpent')).toEqual([{ type: 'weaponSpent', rule: 'MM Weapons 2', player: Q, weapon: 'grappling-hooks' }]);
    expect(ruleOf(r.s)).toBe('MM Weapons 2');
    r = play(r.s, [chance([6, 5])]);
    expect(ofType(r.events, 'roll').at(-1)).toEqual({ type: 'roll', rule: 'MM Weapons 2', player: Q, skill: 'seamanship', faces: ['skull', 'skull'], successes: 2 });
    expect(ofType(r.events, 'boarded')).toHaveLength(1);
    expect(ruleOf(r.s)).toBe('MM Yard 20');
    r = play(r.s, [chance([1, 1])]);
    expect(ruleOf(r.s)).toBe('MM Crew 2');
  });

  it('the combat cards (MM Crew 5) and the hits a card moves (MM Glory 3)', () => {
    const { s, P } = inWindow('contest', ['x-contest'], { dice: [[6, 1, 1], [5, 1]] });
    expect(ruleOf(s)).toBe('MM Crew 5');
    let r = play(s, [card(P, 'x-contest')]);
    expect(ruleOf(r.s)).toBe('MM Crew 5');
    r = play(r.s, [{ type: 'rerollDice', player: P, side: 'aggressor', dice: [1, 1] }]);
    expect(ruleOf(r.s)).toBe('MM Crew 5');
    const h = inWindow('hits', ['h-moves-received'], { volleys: [volley(1, [{ loc: 'cargo', by: 'die' }])] });
    r = play(h.s, [card(h.P, 'h-moves-received')]);
    expect(ruleOf(r.s)).toBe('MM Glory 3');
  });
});

describe('Re-roll cards, moved hits, crew combat’s start and end (MM Crew 1-5, MR18, MR47, M52)', () => {
  it('MR47: a re-roll of all the opponent’s dice: one choice; the new dice decide the contest', () => {
    const { s, P, Q } = inWindow('contest', ['x-their-all'], { dice: [[6, 1, 1], [5, 4]] });
    let r = play(s, [card(P, 'x-their-all')]);
    expect(legalActions(r.s)).toEqual([{ type: 'rerollDice', player: P, side: 'defender', dice: [5, 4] }]);
    r = play(r.s, [{ type: 'rerollDice', player: P, side: 'defender', dice: [5, 4] }, chance([1, 1])]);
    expect(ofType(r.events, 'roll')).toEqual([{ type: 'roll', rule: 'MM Crew 5', player: Q, skill: 'seamanship', faces: [1, 1], successes: 0 }]);
    // Nobody holds a card: the window closes and the contest is decided.
    expect(ofType(r.events, 'contestWon')).toEqual([{ type: 'contestWon', rule: 'MM Combat 5', winner: 'aggressor', successes: [1, 0], sums: [2, 2] }]);
  });

  it('MR47: a re-roll of chosen own dice keeps the others; in crew combat it is a Leadership roll', () => {
    const { s, P } = inWindow('contest', ['x-contest'], { dice: [[6, 1, 2], [5, 4]] });
    let r = play(s, [card(P, 'x-contest')]);
    expect(legalActions(r.s).map((a) => (a.type === 'rerollDice' ? [a.side, a.dice] : null))).toEqual([
      ['aggressor', [1]], ['aggressor', [2]], ['aggressor', [6]], ['aggressor', [2, 1]], ['aggressor', [6, 1]], ['aggressor', [6, 2]], ['aggressor', [6, 2, 1]],
    ]);
    r = play(r.s, [{ type: 'rerollDice', player: P, side: 'aggressor', dice: [2, 1] }, chance([5, 3])]);
    expect(ofType(r.events, 'contestWon')).toEqual([{ type: 'contestWon', rule: 'MM Combat 5', winner: 'aggressor', successes: [2, 1], sums: [3, 4] }]);
    const crew = inWindow('crew', ['x-crew'], { dice: [[6, 1], [5, 4, 4]], crewRound: 1, crewBefore: [2, 2] });
    r = play(crew.s, [card(crew.P, 'x-crew'), { type: 'rerollDice', player: crew.P, side: 'defender', dice: [5] }, chance([1])]);
    expect(ofType(r.events, 'roll')).toEqual([{ type: 'roll', rule: 'MM Crew 5', player: crew.Q, skill: 'leadership', faces: [1], successes: 0 }]);
  });

  it('MR47: a card moves a received hit; the hit lands where it was moved', () => {
    const { s, P } = inWindow('hits', ['h-moves-received'], { volleys: [volley(1, [{ loc: 'cargo', by: 'die' }])] });
    let r = play(s, [card(P, 'h-moves-received')]);
    expect(legalActions(r.s)).toEqual([
      { type: 'relocateHit', player: P, from: 'cargo', to: 'hull' },
      { type: 'relocateHit', player: P, from: 'cargo', to: 'masts' },
      { type: 'relocateHit', player: P, from: 'cargo', to: 'crew' },
      { type: 'relocateHit', player: P, from: 'cargo', to: 'cannons' },
      { type: 'keepHits', player: P },
    ]);
    r = play(r.s, [{ type: 'relocateHit', player: P, from: 'cargo', to: 'masts' }]);
    // One hit to move: the card is used up; the window goes on (P has no card left), then the hit lands.
    expect(ofType(r.events, 'damaged')).toEqual([{ type: 'damaged', rule: 'MM Combat 12', player: P, location: 'masts', value: 1 }]);
  });

  it('MM Crew 1, MM Combat 16: Swivel Guns take the last enemy Crew: the boarder wins crew combat at once', () => {
    const { s, P, Q } = fight({ mods: ['swivel-guns'] }, {}, (d, _P, Q2) => ((d.pl[Q2] as PS).track.crew = 1));
    const r = play(s, [chance([1, 1, 1]), chance([1, 1]), declare(P, 'board'), declare(Q, 'shoot'), chance([5, 1, 1]), chance([1, 1]), chance([6, 1])]);
    expect(ofType(r.events, 'damaged')).toEqual([{ type: 'damaged', rule: 'MM Yard 20', player: Q, location: 'crew', value: 0 }]);
    expect(ofType(r.events, 'combatEnded')).toEqual([{ type: 'combatEnded', rule: 'MM Crew 3', winner: 'aggressor', how: 'crew' }]);
    expect(ofType(r.events, 'roll').filter((e) => e.skill === 'leadership')).toEqual([]);
  });

  it('MR18: both Crews lost to Swivel Guns before crew combat: no winner', () => {
    const { s, P, Q } = fight({ mods: ['swivel-guns'] }, { mods: ['swivel-guns'] }, (d, P2, Q2) => {
      (d.pl[P2] as PS).track.crew = 1;
      (d.pl[Q2] as PS).track.crew = 1;
    });
    const r = play(s, [chance([1, 1, 1]), chance([1, 1]), declare(P, 'board'), declare(Q, 'shoot'), chance([5, 1, 1]), chance([1, 1]), chance([6, 1]), chance([1, 5])]);
    expect(ofType(r.events, 'crewCombatStarted')).toHaveLength(1);
    expect(ofType(r.events, 'combatEnded')).toEqual([{ type: 'combatEnded', rule: 'MM Combat 20', winner: null, how: 'noWinner' }]);
    expect(ofType(r.events, 'captainDied')).toEqual([]);
  });

  it('M52: crew combat too ends after maxCombatRounds rounds with no winner', () => {
    const { s, P, Q } = fight({}, {}, (d) => (d.config.options.maxCombatRounds = 2));
    let r = play(s, [chance([1, 1, 1]), chance([1, 1]), declare(P, 'board'), declare(Q, 'shoot'), chance([5, 1, 1]), chance([1, 1]), chance([1, 1]), chance([1, 1, 1])]);
    expect(ofType(r.events, 'combatStalled')).toEqual([]);
    r = play(r.s, [chance([1, 1]), chance([1, 1, 1])]);
    expect(ofType(r.events, 'combatStalled')).toEqual([{ type: 'combatStalled', rule: 'M52', rounds: 2 }]);
    expect(ofType(r.events, 'combatEnded')).toEqual([{ type: 'combatEnded', rule: 'MM Combat 20', winner: null, how: 'noWinner' }]);
  });
});

describe('Chasers when one side Flees (MM Yard 17, MM Combat 9, M27)', () => {
  it('MM Yard 17: the Chasers hit first, then both roll Seamanship; the fleeing winner escapes if the opponent rolled no success', () => {
    const { s, P, Q } = fight({ mods: ['chasers'] });
    let r = play(s, [chance([1, 1, 1]), chance([1, 1]), declare(P, 'shoot'), declare(Q, 'flee'), { type: 'useChasers', player: P, use: true }, chance([4])]);
    expect(ofType(r.events, 'damaged')).toEqual([{ type: 'damaged', rule: 'MM Yard 17', player: Q, location: 'cannons', value: 0 }]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { count: 3, label: 'the aggressor’s Seamanship roll' } });
    r = play(r.s, [chance([1, 1, 1]), chance([5, 1])]);
    expect(ofType(r.events, 'escaped')).toEqual([{ type: 'escaped', rule: 'MM Combat 9', side: 'defender', player: Q, npc: null }]);
    expect(ofType(r.events, 'combatEnded')).toEqual([{ type: 'combatEnded', rule: 'MM Combat 9', winner: null, how: 'escaped' }]);
    expect(r.s.combatResult).toMatchObject({ winner: null, how: 'escaped', sunk: [] });
  });
});

describe('What is offered only when it can be used (MM Yard 15, 17, 21, MM Weapons 3-4, M27, M51)', () => {
  it('MM Yard 21: Long Guns with destroyed Cannons roll nothing', () => {
    const { s: s0, P, Q } = duel(felipe({ mods: ['long-guns'] }), frances(), 'caribbean-sea', (d, P2) => ((d.pl[P2] as PS).track.cannons = 0));
    const r = play(s0, [{ type: 'scoutCaptain', player: P, target: Q }, chance([5, 1])]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { label: 'the aggressor’s Seamanship roll' } });
  });

  it('MM Yard 17, M27: Chasers once per combat: used once, not offered again', () => {
    const { s, P, Q } = fight({ mods: ['chasers'] });
    // Round 2: Q flees, P chases (a 1: her Cargo); P wins the contest: no escape.
    let r = play(s, [chance([1, 1, 1]), chance([1, 1]), declare(P, 'shoot'), declare(Q, 'flee'), { type: 'useChasers', player: P, use: true }, chance([1]), chance([6, 1, 1]), chance([1, 1]), chance([1])]);
    expect(ofType(r.events, 'escaped')).toEqual([]);
    r = play(r.s, [declare(P, 'shoot'), declare(Q, 'flee')]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { label: 'the aggressor’s Seamanship roll' } });
  });

  it('MM Weapons 3-4: no shot is offered for a volley without a skull', () => {
    const { s } = fight({ weapons: ['chain-shot'] });
    const r = play(s, [chance([6, 1, 1]), chance([1, 1]), chance([1])]);
    expect(ofType(r.events, 'damaged')).toHaveLength(1);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', rule: 'MM Combat 2' });
  });

  it('MM Yard 15: the Reinforced Hull absorbs once; flipped, it is not offered again', () => {
    const { s, P, Q } = fight({}, { mods: ['reinforced-hull'] });
    let r = play(s, [chance([6, 1, 1]), chance([1, 1]), chance([1]), { type: 'absorbHit', player: Q, location: 'cargo' }]);
    r = play(r.s, [declare(P, 'shoot'), declare(Q, 'shoot'), chance([6, 1, 1]), chance([1, 1]), chance([1])]);
    expect(ofType(r.events, 'damaged')).toEqual([{ type: 'damaged', rule: 'MM Combat 12', player: Q, location: 'cargo', value: 1 }]);
  });
});

describe('Both Crews lost in one crew round (MM Crew 4, M53)', () => {
  it('MM Crew 4: equal successes: the higher non-skull sum wins; the loser dies', () => {
    const { s, P, Q } = fight({}, {}, (d, P2, Q2) => {
      (d.pl[P2] as PS).track.crew = 1;
      (d.pl[Q2] as PS).track.crew = 1;
    });
    // One success each; sums 4 against 3.
    const r = play(s, [chance([1, 1, 1]), chance([1, 1]), declare(P, 'board'), declare(Q, 'shoot'), chance([5, 1, 1]), chance([1, 1]), chance([6, 4]), chance([6, 2, 1])]);
    expect(ofType(r.events, 'combatEnded')).toEqual([{ type: 'combatEnded', rule: 'MM Crew 3', winner: 'aggressor', how: 'crew' }]);
    expect(r.s.pl[P]?.track.crew).toBe(0);
    expect(r.s.pl[Q]?.track.crew).toBe(0);
  });
});
