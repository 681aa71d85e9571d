/**
 * Exact outcomes of the round (MM Turn 1-3, MM Event 1, 3, MM Raid 2, MM Board 4; rulings M18, M37,
 * M60), written ahead of the mutation run of src/rules/round.ts (docs/coverage.md "Mutation
 * testing"): forced draws, every outcome checked. A test Event Card (the built-in set plus
 * `test-event`) is drawn at the second round's start.
 */
import { describe, expect, it } from 'vitest';
import { pending, type Action, type GameEvent, type PlayerId } from '../src/index.js';
import { chance, chanceRule, ofType, play, roundStart, withEvent } from './helpers.js';

const end = (player: PlayerId): Action => ({ type: 'endTurn', player });

const at = roundStart;

describe('The round’s start (MM Turn 1-2, MM Event 1, MM Raid 2, M18)', () => {
  it('the round counted, then the Event Card drawn (its rule cited)', () => {
    const { s, P, Q } = at(undefined);
    const r = play(s, [end(P), end(Q)]);
    expect(ofType(r.events, 'roundStarted')).toEqual([{ type: 'roundStarted', rule: 'MM Turn 1', round: 2 }]);
    expect(r.s.round).toBe(2);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'event', label: 'the Event Card' } });
    expect(chanceRule(r.s)).toBe('MM Event 1');
  });

  it('MM Raid 2: 7 Merchant Tokens on the track are not dealt back (8 are)', () => {
    const { s, P, Q } = at(undefined, (d) => {
      for (const z of Object.keys(d.merchants).slice(0, 7)) {
        d.merchantTrack.push(d.merchants[z] as 'dutch');
        d.merchants[z] = null;
      }
    });
    const r = play(s, [end(P), end(Q)]);
    expect(r.s.merchantTrack).toHaveLength(7);
    expect(chanceRule(r.s)).toBe('MM Event 1');
  });

  it('MM Raid 2, M18: every zone raided in a round: all the tokens are dealt back, one to each zone, before the Event draw', () => {
    const { s, P, Q } = at(undefined, (d) => {
      for (const z of Object.keys(d.merchants)) {
        d.merchantTrack.push(d.merchants[z] as 'dutch');
        d.merchants[z] = null;
      }
    });
    const zones = Object.keys(s.merchants);
    const tokens = [...s.merchantTrack];
    let r = play(s, [end(P), end(Q)]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'track' } });
    expect(chanceRule(r.s)).toBe('MM Raid 2');
    const events: GameEvent[] = [];
    for (let k = 0; k < zones.length; k++) {
      r = play(r.s, [chance(r.s.merchantTrack[0] as string)]);
      events.push(...r.events);
    }
    expect(ofType(events, 'merchantsRefilled')).toEqual([{ type: 'merchantsRefilled', rule: 'MM Raid 2', zones: zones.length }]);
    expect(r.s.merchantTrack).toEqual([]);
    expect(Object.values(r.s.merchants).sort()).toEqual([...tokens].sort());
    expect(chanceRule(r.s)).toBe('MM Event 1');
  });
});

describe('The Event Card’s place (MM Event 1, 3, MM Turn 3, M60)', () => {
  it('an immediate card: its name told, discarded at once, not kept among the active Events', () => {
    const { s, P, Q } = at(withEvent('immediate', [{ op: 'gainGold', amount: 1 }]));
    const r = play(s, [end(P), end(Q), chance('test-event')]);
    expect(ofType(r.events, 'eventDrawn')).toEqual([{ type: 'eventDrawn', rule: 'MM Event 1', card: 'test-event', name: 'Test Event' }]);
    expect(r.s.discard.event['test-event']).toBe(1);
    expect(r.s.activeEvents).not.toContain('test-event');
    expect(r.s.decks.event['test-event']).toBeUndefined();
    expect(ofType(r.events, 'goldGained').map((e) => e.player)).toEqual([P, Q]);
  });

  it('an each-turn card: active for the round, then discarded at its end', () => {
    const { s, P, Q } = at(withEvent('eachPlayerTurn', [{ op: 'gainGold', amount: 1 }]));
    let r = play(s, [end(P), end(Q), chance('test-event')]);
    expect(r.s.activeEvents).toContain('test-event');
    expect(r.s.discard.event['test-event']).toBeUndefined();
    expect(ofType(r.events, 'goldGained').map((e) => e.player)).toEqual([P]);
    r = play(r.s, [end(P), end(Q)]);
    expect(r.s.activeEvents).not.toContain('test-event');
    expect(r.s.discard.event['test-event']).toBe(1);
    // MM Event 3: on each player's turn only (Q's turn start), not again at the round's end.
    expect(ofType(r.events, 'goldGained').map((e) => e.player)).toEqual([Q]);
  });

  it('an each-turn card for "each player": only the player whose turn starts (MM Event 3, M60)', () => {
    const { s, P, Q } = at(withEvent('eachPlayerTurn', [{ op: 'gainGold', who: 'eachPlayer', amount: 2 }]));
    let r = play(s, [end(P), end(Q), chance('test-event')]);
    expect(ofType(r.events, 'goldGained').map((e) => [e.player, e.amount])).toEqual([[P, 2]]);
    r = play(r.s, [end(P)]);
    expect(ofType(r.events, 'goldGained').map((e) => [e.player, e.amount])).toEqual([[Q, 2]]);
  });

  it('MM Event 4: a card that says it stays is applied once, then stays active past the round’s end', () => {
    const { s, P, Q } = at(withEvent('immediate', [{ op: 'gainGold', amount: 1 }], { stays: true }));
    let r = play(s, [end(P), end(Q), chance('test-event')]);
    expect(ofType(r.events, 'goldGained').map((e) => e.player)).toEqual([P, Q]);
    expect(r.s.activeEvents).toContain('test-event');
    r = play(r.s, [end(P), end(Q)]);
    expect(r.s.round).toBe(3);
    expect(r.s.activeEvents).toContain('test-event');
    expect(r.s.discard.event['test-event']).toBeUndefined();
    expect(ofType(r.events, 'goldGained')).toEqual([]);
  });

  it('an end-of-round card: its effects at the round’s end, for every player, then discarded', () => {
    const { s, P, Q } = at(withEvent('endOfRound', [{ op: 'gainGold', amount: 3 }]));
    let r = play(s, [end(P), end(Q), chance('test-event')]);
    expect(ofType(r.events, 'goldGained')).toEqual([]);
    const gold = [r.s.pl[P]!.gold, r.s.pl[Q]!.gold];
    r = play(r.s, [end(P), end(Q)]);
    expect(ofType(r.events, 'goldGained').map((e) => [e.player, e.amount])).toEqual([[P, 3], [Q, 3]]);
    expect([r.s.pl[P]!.gold, r.s.pl[Q]!.gold]).toEqual([(gold[0] ?? 0) + 3, (gold[1] ?? 0) + 3]);
    expect(r.s.discard.event['test-event']).toBe(1);
  });
});

describe('A random war (MM Board 4, M37)', () => {
  it('the pair drawn is at war, its rule cited', () => {
    const { s, P, Q } = at(withEvent('immediate', [{ op: 'setWar', nations: 'random' }]));
    const r = play(s, [end(P), end(Q), chance('test-event')]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'war', label: 'the two nations at war' } });
    expect(chanceRule(r.s)).toBe('MM Board 4');
    const w = play(r.s, [chance('english+french')]);
    expect(ofType(w.events, 'warDeclared')).toEqual([{ type: 'warDeclared', rule: 'MM Board 4', nations: ['english', 'french'] }]);
    expect(w.s.war).toEqual(['english', 'french']);
  });
});

describe('The NPCs at the round’s end (MM Turn 3, MM NPC 8, M41)', () => {
  it('a sunk NPC with a card below takes over in its home zone, while another NPC is on the board', () => {
    const { s, P, Q } = at(undefined, (d) => {
      for (const c of ['dutch-naval-ship-1', 'english-naval-ship-1']) delete d.decks.event[c];
      d.npcs = [
        { slot: 'naval-dutch', zone: 'curacao', cards: ['dutch-naval-ship-1'] },
        { slot: 'naval-english', zone: null, cards: ['english-naval-ship-1'] },
      ];
    });
    const r = play(s, [end(P), end(Q)]);
    expect(ofType(r.events, 'npcReplaced')).toEqual([{ type: 'npcReplaced', rule: 'MM NPC 8', npc: 'naval-english', card: 'english-naval-ship-1', zone: 'port-royale' }]);
    expect(r.s.npcs.find((n) => n.slot === 'naval-english')?.zone).toBe('port-royale');
    expect(chanceRule(r.s)).toBe('MM Event 1');
  });
});
