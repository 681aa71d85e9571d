/**
 * Exact outcomes of the game's definition on the kernel (src/rules/engine.ts): the errors of a
 * malformed action and of a finished game, with the ledger keys they cite (MM Actions 2, MM Length
 * 1, MM Win 5), written ahead of its mutation run (docs/coverage.md "Mutation testing").
 */
import { describe, expect, it } from 'vitest';
import { apply, chanceOutcomes, check, pending, type Action, type GameState, type PlayerId } from '../src/index.js';
import { componentsOf, nodeOf } from '../src/rules.js';
import { chance, ofType, play, roundStart, scenario } from './helpers.js';

const end = (player: PlayerId): Action => ({ type: 'endTurn', player });

function refusal(s: GameState, raw: unknown) {
  const c = check(s, raw);
  if (c.ok) throw new Error('accepted');
  return { code: c.error.code, message: c.error.message, rule: c.error.rule };
}

describe('A malformed action (MM Actions 2)', () => {
  const { s, P } = scenario();

  it('not an object: refused, its fault told, MM Actions 2 cited', () => {
    for (const raw of [null, 42, 'endTurn', [end(P)]]) {
      expect(refusal(s, raw)).toEqual({ code: 'malformed-action', message: 'Malformed action: expected an object (rule MM Actions 2)', rule: 'MM Actions 2' });
    }
    expect(() => apply(s, null as unknown as Action)).toThrow('Malformed action: expected an object');
  });

  it('an unknown or missing type: refused at `type`', () => {
    for (const raw of [{ type: 'fly', player: P }, { player: P }, { type: 7, player: P }]) {
      expect(refusal(s, raw)).toEqual({ code: 'malformed-action', message: 'Malformed action at type: unknown action type (rule MM Actions 2)', rule: 'MM Actions 2' });
    }
  });

  it('a player’s action without a player A-D: refused at `player`; a chance outcome needs none', () => {
    for (const raw of [{ type: 'endTurn' }, { type: 'endTurn', player: 'E' }, { type: 'endTurn', player: 1 }]) {
      expect(refusal(s, raw)).toEqual({ code: 'malformed-action', message: 'Malformed action at player: expected a player A-D (rule MM Actions 2)', rule: 'MM Actions 2' });
    }
    // Well formed: the chance outcome is refused for what it is, not for its shape.
    expect(refusal(s, { type: 'chance', value: [1] })).toMatchObject({ code: 'not-a-chance-node', rule: 'MM Actions 2' });
  });
});

describe('A finished game (MM Length 1)', () => {
  it('every action is refused, citing the rule that ended it', () => {
    const { s, P, Q } = scenario((d) => {
      for (const [id, n] of Object.entries(d.decks.event)) d.discard.event[id] = (d.discard.event[id] ?? 0) + n;
      d.decks.event = {};
    });
    const r = play(s, [end(P), end(Q)]);
    expect(pending(r.s).kind).toBe('over');
    expect(r.s.over?.rule).toBe('MM Length 1');
    expect(refusal(r.s, end(P))).toEqual({ code: 'game-over', message: 'The game is over (rule MM Length 1)', rule: 'MM Length 1' });
  });
});

describe('The internal node and component helpers (src/rules.ts)', () => {
  it('nodeOf: the top frame’s node; none once the game is over (its stack emptied)', () => {
    const { s, P, Q } = scenario((d) => {
      for (const [id, n] of Object.entries(d.decks.event)) d.discard.event[id] = (d.discard.event[id] ?? 0) + n;
      d.decks.event = {};
    });
    expect(nodeOf(s)).toEqual({ kind: 'decision', player: P });
    const r = play(s, [end(P)]);
    expect(nodeOf(r.s)).toEqual({ kind: 'decision', player: Q });
    const over = play(r.s, [end(Q)]);
    expect(over.s.stack).toEqual([]);
    expect(nodeOf(over.s)).toBeNull();
  });

  it('componentsOf: the set the state plays with (the built-in one, 17 zones)', () => {
    const { s } = scenario();
    const c = componentsOf(s);
    expect(c.seaZones).toHaveLength(17);
    expect(c.seaZones.map((z) => z.id)).toContain('port-royale');
  });
});

describe('The draw pools (MM NPC 8, M41)', () => {
  it('M41: the card that takes over is drawn among the cards of the NPC off the board, not of one listed before it on the board', () => {
    const { s, P, Q } = roundStart(undefined, (d) => {
      for (const c of ['dutch-naval-ship-1', 'english-naval-ship-1', 'english-naval-ship-2']) delete d.decks.event[c];
      d.npcs = [
        { slot: 'naval-dutch', zone: 'curacao', cards: ['dutch-naval-ship-1'] },
        { slot: 'naval-english', zone: null, cards: ['english-naval-ship-1', 'english-naval-ship-2'] },
      ];
    });
    let r = play(s, [end(P), end(Q)]);
    expect(pending(r.s)).toEqual({ kind: 'chance', frame: 'npcEnd', spec: { kind: 'draw', pool: 'npcReplace', label: 'which NPC card takes over' } });
    expect(chanceOutcomes(r.s).map((o) => [o.outcome.value, o.probability])).toEqual([['english-naval-ship-1', 0.5], ['english-naval-ship-2', 0.5]]);
    r = play(r.s, [chance('english-naval-ship-1')]);
    expect(ofType(r.events, 'npcReplaced')).toEqual([{ type: 'npcReplaced', rule: 'MM NPC 8', npc: 'naval-english', card: 'english-naval-ship-1', zone: 'port-royale' }]);
    expect(r.s.npcs.find((n) => n.slot === 'naval-english')?.cards).toEqual(['english-naval-ship-2', 'english-naval-ship-1']);
  });
});
