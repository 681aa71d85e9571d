/**
 * A Captain killed in his own turn (MM Death 1-2, MM Crew 1, 3; rulings M56, MR61), with forced
 * dice: a rumor checked in port starts a crew combat, he loses it and dies; the rest of his turn is
 * closed where he dies (his Port action, the rest of his card, the Glory Card owed for its Glory
 * Point), and the next player plays.
 */
import { describe, expect, it } from 'vitest';
import { createScenario, describePending, legalActions, loadComponents, pending, type Action, type GameState, type PlayerId } from '../src/index.js';
import { provisionalComponents } from '../src/components/provisional.js';
import type { Effect } from '../src/components/schema.js';
import { chance, ofType, play } from './helpers.js';
import { fit } from './combat-fixtures.js';

/** All dice of the pending roll showing `face` (5-6 are skulls: successes). */
function dice(s: GameState, face: number): Action {
  const p = pending(s);
  if (p.kind !== 'chance' || p.spec.kind !== 'dice') throw new Error(`not a roll: ${JSON.stringify(p)}`);
  return chance(Array<number>(p.spec.count).fill(face));
}

/**
 * The built-in set with Smugglers' Cove checked in Curaçao's port (Influence), its crew combat
 * followed by 5 Gold for the card's owner whatever the battle gives.
 */
function portCove(after: Effect[] = []) {
  const c = provisionalComponents();
  const cove = c.rumors.find((r) => r.id === 'smugglers-cove');
  if (!cove) throw new Error('no smugglers-cove');
  cove.where = { port: 'curacao' };
  cove.skill = 'influence';
  cove.onTrue = [...cove.onTrue, { op: 'gainGold', amount: 5 }, ...after];
  return loadComponents(c);
}

/** P (the first player) in Curaçao's port with Smugglers' Cove in hand (the card's effects then `after`), no Gold aboard. */
function inCuracao(after: Effect[] = []) {
  let P: PlayerId = 'A';
  let Q: PlayerId = 'B';
  const s = createScenario({ players: 2, seed: 3, components: portCove(after) }, (d) => {
    P = d.order[0] as PlayerId;
    Q = d.order[1] as PlayerId;
    for (const c of d.npcArea) d.decks.event[c] = (d.decks.event[c] ?? 0) + 1;
    d.npcArea = [];
    // A Sloop (Crew 2) in Curaçao's port, no Gold aboard, holding the rumor.
    fit(d, P, 'curacao', { gold: 0 });
    d.pl[P]!.inPort = true;
    delete d.decks.rumor['smugglers-cove'];
    d.pl[P]!.rumor = 'smugglers-cove';
  });
  return { s, P, Q };
}

describe('A Captain killed during his own Port action (MM Crew 1, 3, MM Death 1-2, M56, MR61)', () => {
  it('a rumor checked in port, its crew combat lost: his Port action, the rest of his card and his Glory Card draw end; the next player plays', () => {
    const { s, P, Q } = inCuracao();
    const glory = s.pl[P]!.glory;
    const stash = s.pl[P]!.stash;
    let r = play(s, [{ type: 'port', player: P }]);
    expect(legalActions(r.s)).toContainEqual({ type: 'checkRumor', player: P });
    r = play(r.s, [{ type: 'checkRumor', player: P }]);
    // MM Rumor 3-4: the Influence roll: true; MM Crew 1, MR58: the smugglers' crew combat begins at once.
    r = play(r.s, [dice(r.s, 6)]);
    expect(ofType(r.events, 'rumorChecked')[0]).toMatchObject({ player: P, card: 'smugglers-cove', true: true });
    expect(ofType(r.events, 'combatStarted')[0]).toMatchObject({ rule: 'MM Crew 1', aggressor: { player: P }, defender: { npc: 'card' } });
    // MM Rumor 5: the Glory Point comes with the true rumor; its card is drawn after the card's effects.
    expect(r.s.pl[P]!.glory).toBe(glory + 1);
    expect(r.s.stack.map((f) => f.kind)).toEqual(['round', 'turn', 'port', 'gloryDraw', 'effects', 'cardCombat', 'combat']);
    // MM Crew 2-3: no skull for P, two for the smugglers (Leadership 2): his Crew of 2 is gone, he dies.
    r = play(r.s, [dice(r.s, 1)]);
    const last = play(r.s, [dice(r.s, 6)]);
    expect(ofType(last.events, 'combatEnded')).toEqual([expect.objectContaining({ winner: 'defender', how: 'crew' })]);
    expect(ofType(last.events, 'captainDied')).toEqual([expect.objectContaining({ rule: 'MM Crew 3', player: P, cause: 'lost crew combat' })]);
    // M56, MR61: his turn ends at once: no Glory Card drawn for the dead Captain, no 5 Gold of the card.
    expect(ofType(last.events, 'gloryCardDrawn')).toEqual([]);
    expect(ofType(last.events, 'goldGained')).toEqual([]);
    expect(ofType(last.events, 'turnEnded')).toEqual([expect.objectContaining({ rule: 'MM Actions 2', player: P })]);
    expect(ofType(last.events, 'turnStarted')).toEqual([expect.objectContaining({ player: Q })]);
    // MM Death 1, 3: everything discarded, his Glory Points and stash kept; a new Captain comes in his next turn (MM Death 2).
    expect(last.s.pl[P]).toMatchObject({ dead: true, captain: null, ship: null, hand: [], gold: 0, rumor: null, glory: glory + 1, stash });
    expect(last.s.discard.rumor['smugglers-cove']).toBe(1);
    // The next decision: the next player's first action of his turn.
    expect(last.s.stack.map((f) => f.kind)).toEqual(['round', 'turn']);
    expect(last.s.stack[1]).toMatchObject({ kind: 'turn', player: Q, step: 'act', actions: 3 });
    expect(pending(last.s)).toEqual({ kind: 'decision', player: Q, frame: 'turn', rule: 'MM Actions 2' });
    expect(legalActions(last.s)).toContainEqual({ type: 'endTurn', player: Q });
    expect(legalActions(last.s).every((a) => a.type !== 'chance' && a.player === Q)).toBe(true);
    expect(describePending(last.s)).toContain(`Player ${Q}`);
  });
});

describe('What his death in his own turn does not end (MM Death 1-2, MM Event 3, M56, MR61)', () => {
  it('the rest of his own card ends with him: its Gold for each other player is not paid', () => {
    const { s, P, Q } = inCuracao([{ op: 'gainGold', who: 'eachOtherPlayer', amount: 5 }]);
    const gold = s.pl[Q]!.gold;
    let r = play(s, [{ type: 'port', player: P }, { type: 'checkRumor', player: P }]);
    r = play(r.s, [dice(r.s, 6)]);
    r = play(r.s, [dice(r.s, 1)]);
    const last = play(r.s, [dice(r.s, 6)]);
    expect(ofType(last.events, 'captainDied')).toEqual([expect.objectContaining({ rule: 'MM Crew 3', player: P })]);
    // MR61, MM Death 1: the card went with him; its effects after the battle are not applied, to anyone.
    expect(ofType(last.events, 'goldGained')).toEqual([]);
    expect(last.s.pl[Q]!.gold).toBe(gold);
    expect(last.s.stack.map((f) => f.kind)).toEqual(['round', 'turn']);
    expect(last.s.stack[1]).toMatchObject({ kind: 'turn', player: Q, step: 'act', actions: 3 });
  });

  it('sunk attacking another Captain: the victor’s Glory Points and Cards, his mission’s effects and the reward for the pirate all follow; then the next player plays', () => {
    // Q's mission is completed by defeating a player (MM Mission 5): a Glory Point, one more by its
    // effect (a frame of Q's card, ./run-effects.ts) and 10 Gold.
    const c = provisionalComponents();
    for (const m of c.missions) if (m.id.startsWith('sink-the-pirate')) m.complete = { trigger: 'defeatPlayer', where: null, conditions: [], effects: [{ op: 'gainGlory' }] };
    let P: PlayerId = 'A';
    let Q: PlayerId = 'B';
    const s = createScenario({ players: 2, seed: 3, components: loadComponents(c) }, (d) => {
      P = d.order[0] as PlayerId;
      Q = d.order[1] as PlayerId;
      for (const id of d.npcArea) d.decks.event[id] = (d.decks.event[id] ?? 0) + 1;
      d.npcArea = [];
      // P: Seamanship 3, Scouting 2, a Sloop with 2 Hull and no Cargo space left, a Dutch bounty of 2.
      fit(d, P, 'caribbean-sea', { captain: 'captain-port-x1', gold: 0 });
      Object.assign(d.pl[P]!.track, { hull: 2, cargo: 0 });
      d.pl[P]!.bounties.dutch = 2;
      fit(d, Q, 'caribbean-sea', { captain: 'frances-wright', gold: 0 });
      const m = Object.keys(d.decks.mission).find((id) => id.startsWith('sink-the-pirate')) ?? '';
      d.decks.mission[m] = (d.decks.mission[m] ?? 0) - 1;
      if (d.decks.mission[m] === 0) delete d.decks.mission[m];
      d.pl[Q]!.mission = m;
    });
    const glory = s.pl[Q]!.glory;
    // MM Scout 3: found; MM Combat 5-7: Q wins the first round (2 skulls to none) and hits once, a skull P places on his empty Cargo: the Hull takes it.
    let r = play(s, [{ type: 'scoutCaptain', player: P, target: Q }, chance([5, 1]), chance([1, 1, 1]), chance([6, 5]), chance([6]), { type: 'placeHit', player: P, location: 'cargo' }]);
    expect(r.s.pl[P]!.track.hull).toBe(1);
    // The second round: Q wins again; her hit on the Cargo goes to the Hull (MM Combat 12): P sinks (MM Combat 13).
    r = play(r.s, [{ type: 'declare', player: P, action: 'shoot' }, { type: 'declare', player: Q, action: 'shoot' }, chance([1, 1, 1]), chance([6, 1]), chance([1])]);
    expect(ofType(r.events, 'combatEnded')).toEqual([expect.objectContaining({ rule: 'MM Combat 13', winner: 'defender', how: 'sunk' })]);
    expect(ofType(r.events, 'captainDied')).toEqual([expect.objectContaining({ rule: 'MM Combat 13', player: P })]);
    expect(ofType(r.events, 'missionCompleted')).toEqual([expect.objectContaining({ rule: 'MM Mission 5', player: Q })]);
    // MR61: what the battle gave Q stays on the stack above P's ended turn: the reward first (MM
    // Bounty 10: P's Dutch 2 or English 1, from his attack on a non-pirate), then her Glory Cards.
    expect(r.s.stack.map((f) => f.kind)).toEqual(['round', 'turn', 'gloryDraw', 'effects', 'gloryDraw', 'reward']);
    expect(r.s.stack[1]).toMatchObject({ kind: 'turn', player: P, actions: 0 });
    expect(pending(r.s)).toEqual({ kind: 'decision', player: Q, frame: 'reward', rule: 'MM Bounty 10' });
    r = play(r.s, [{ type: 'chooseReward', player: Q, nation: 'dutch' }]);
    expect(ofType(r.events, 'goldGained')).toEqual([{ type: 'goldGained', rule: 'MM Bounty 10', player: Q, amount: 10, why: 'the Dutch reward' }]);
    // MM Win 3, MM Mission 5: three Glory Points, a Glory Card drawn for each (MM Glory 1).
    const drawn: string[] = [];
    for (let k = 0; k < 3; k++) {
      expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'glory' } });
      const card = Object.keys(r.s.decks.glory).sort()[0] as string;
      drawn.push(card);
      r = play(r.s, [chance(card)]);
    }
    expect(r.s.pl[Q]).toMatchObject({ glory: glory + 3, gold: 20, hand: drawn });
    expect(r.s.pl[P]).toMatchObject({ dead: true, captain: null, ship: null });
    // M56: P's turn then ends (MM Actions 2), and Q plays hers.
    expect(ofType(r.events, 'turnEnded')).toEqual([expect.objectContaining({ rule: 'MM Actions 2', player: P })]);
    expect(r.s.stack.map((f) => f.kind)).toEqual(['round', 'turn']);
    expect(r.s.stack[1]).toMatchObject({ kind: 'turn', player: Q, step: 'act', actions: 3 });
    expect(pending(r.s)).toEqual({ kind: 'decision', player: Q, frame: 'turn', rule: 'MM Actions 2' });
  });
});
