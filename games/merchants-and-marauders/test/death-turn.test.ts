/**
 * A Captain killed in his own turn (MM Death 1-2, MM Crew 1, 3; rulings M56, MR61), with forced
 * dice: a rumor checked in port starts a crew combat, he loses it and dies; the rest of his turn is
 * closed where he dies (his Port action, the rest of his card, the Glory Card owed for its Glory
 * Point), and the next player plays.
 */
import { describe, expect, it } from 'vitest';
import { createScenario, describePending, legalActions, loadComponents, pending, type Action, type GameState, type PlayerId } from '../src/index.js';
import { provisionalComponents } from '../src/components/provisional.js';
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
function portCove() {
  const c = provisionalComponents();
  const cove = c.rumors.find((r) => r.id === 'smugglers-cove');
  if (!cove) throw new Error('no smugglers-cove');
  cove.where = { port: 'curacao' };
  cove.skill = 'influence';
  cove.onTrue = [...cove.onTrue, { op: 'gainGold', amount: 5 }];
  return loadComponents(c);
}

describe('A Captain killed during his own Port action (MM Crew 1, 3, MM Death 1-2, M56, MR61)', () => {
  it('a rumor checked in port, its crew combat lost: his Port action, the rest of his card and his Glory Card draw end; the next player plays', () => {
    let P: PlayerId = 'A';
    let Q: PlayerId = 'B';
    const s = createScenario({ players: 2, seed: 3, components: portCove() }, (d) => {
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
