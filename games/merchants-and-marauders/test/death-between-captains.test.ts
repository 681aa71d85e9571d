/**
 * A player between Captains (MM Death 1-2, ruling MR62): his Captain died in another player's turn
 * and his new one comes at the start of his next turn. Gold lives aboard the ship (MM StashGold 6,
 * MM Death 1), and he has none, so an Event that pays Gold to each player pays him nothing; his new
 * Captain starts with the Gold of MM Death 4 only.
 */
import { describe, expect, it } from 'vitest';
import { createScenario, legalActions, loadComponents, pending, type GameState, type PlayerId } from '../src/index.js';
import { provisionalComponents } from '../src/components/provisional.js';
import { chance, ofType, play } from './helpers.js';
import { fit } from './combat-fixtures.js';

/** The built-in set with one extra immediate Event Card `windfall-event`: each player gains 5 Gold. */
function windfallEvent() {
  const c = provisionalComponents();
  c.events.push({ id: 'windfall-event', name: 'Windfall Event', count: 1, text: 'Each player gains 5 Gold.', npcIcons: [], npc: null, timing: 'immediate', effects: [{ op: 'gainGold', amount: 5 }], stays: false, hook: null, provisional: true, source: 'test' });
  return loadComponents(c);
}

describe('A player between Captains is paid no Gold by an Event (MM Death 1-2, MM StashGold 6, MR62)', () => {
  it("the round's Event pays each player with a ship 5 Gold, and the player whose Captain died nothing; his new Captain's Gold is MM Death 4's", () => {
    let P: PlayerId = 'A';
    let Q: PlayerId = 'B';
    const s: GameState = createScenario({ players: 2, seed: 3, components: windfallEvent() }, (d) => {
      P = d.order[0] as PlayerId;
      Q = d.order[1] as PlayerId;
      for (const c of d.npcArea) d.decks.event[c] = (d.decks.event[c] ?? 0) + 1;
      d.npcArea = [];
      fit(d, Q, 'nassau', { gold: 3 });
      // The last turn of the round is Q's; P's Captain died earlier in the round (as die() leaves him).
      const round = d.stack[0];
      const turn = d.stack[1];
      if (round?.kind !== 'round' || turn?.kind !== 'turn') throw new Error('not at a turn');
      round.next = d.order.length;
      turn.player = Q;
      const p = d.pl[P]!;
      Object.assign(p, { captain: null, revealed: false, ship: null, zone: null, inPort: false, mods: [], weapons: [], gold: 0, hand: [], cargo: [], specialists: [], rumor: null, mission: null, dead: true });
      p.stash = 0;
    });
    let r = play(s, [{ type: 'endTurn', player: Q }]);
    r = play(r.s, [chance('windfall-event')]);
    const gained = ofType(r.events, 'goldGained');
    expect(gained.filter((e) => e.why === 'Windfall Event')).toEqual([expect.objectContaining({ rule: 'MM Event 3', player: Q, amount: 5 })]);
    expect(r.s.pl[Q]!.gold).toBe(8);
    expect(r.s.pl[P]!.gold).toBe(0);
    // His turn: the new Captain (MM Death 2, 4): an empty stash, so the game pays him 10 Gold, and no more.
    for (let guard = 0; guard < 10 && r.s.pl[P]!.dead; guard++) {
      const pd = pending(r.s);
      if (pd.kind === 'chance' && pd.spec.kind === 'draw') {
        // The new Captain's draws (a Captain, a Glory Card): the first card of the pool.
        const deck = (r.s.decks as Record<string, Record<string, number>>)[pd.spec.pool] ?? {};
        r = play(r.s, [chance(Object.keys(deck).find((k) => (deck[k] ?? 0) > 0) as string)]);
      }
      else if (pd.kind === 'decision') r = play(r.s, [legalActions(r.s)[0]!]);
      else break;
    }
    expect(r.s.pl[P]!.dead).toBe(false);
    expect(r.s.pl[P]!.gold).toBe(10);
  });
});

describe('No Captain left to draw for a player between Captains (MM Length 2, M7 (b), MM Death 2)', () => {
  it('the Captain deck ran out after his death (another dead player drew its last card): at his turn the game ends, nothing drawn', () => {
    let P: PlayerId = 'A';
    let Q: PlayerId = 'B';
    const s: GameState = createScenario({ players: 2, seed: 3 }, (d) => {
      P = d.order[0] as PlayerId;
      Q = d.order[1] as PlayerId;
      for (const c of d.npcArea) d.decks.event[c] = (d.decks.event[c] ?? 0) + 1;
      d.npcArea = [];
      fit(d, Q, 'nassau', {});
      // The last turn of the round is Q's; P's Captain died earlier (as die() leaves him).
      const round = d.stack[0];
      const turn = d.stack[1];
      if (round?.kind !== 'round' || turn?.kind !== 'turn') throw new Error('not at a turn');
      round.next = d.order.length;
      turn.player = Q;
      const p = d.pl[P]!;
      if (p.captain) d.discard.captain[p.captain] = (d.discard.captain[p.captain] ?? 0) + 1;
      Object.assign(p, { captain: null, revealed: false, ship: null, zone: null, inPort: false, mods: [], weapons: [], gold: 0, hand: [], cargo: [], specialists: [], rumor: null, mission: null, dead: true });
      for (const [c, n] of Object.entries(d.decks.captain)) d.discard.captain[c] = (d.discard.captain[c] ?? 0) + n;
      d.decks.captain = {};
    });
    let r = play(s, [{ type: 'endTurn', player: Q }]);
    const event = Object.keys(r.s.decks.event).sort()[0] as string;
    r = play(r.s, [chance(event)]);
    // MM Death 2: his turn starts with the draw of a new Captain, and there is none.
    expect(ofType(r.events, 'turnStarted').at(-1)).toMatchObject({ player: P });
    expect(r.s.over).toMatchObject({ rule: 'MM Length 2' });
    expect(ofType(r.events, 'gameOver')).toEqual([expect.objectContaining({ rule: 'MM Length 2', reason: 'MM Length 2' })]);
    expect(ofType(r.events, 'captainDrawn')).toEqual([]);
    expect(pending(r.s).kind).toBe('over');
  });
});

/** The built-in set with one extra Event Card `windfall-turns`: on each player's turn he gains 5 Gold. */
function windfallTurns() {
  const c = provisionalComponents();
  c.events.push({ id: 'windfall-turns', name: 'Windfall Turns', count: 1, text: 'On each player’s turn, he gains 5 Gold.', npcIcons: [], npc: null, timing: 'eachPlayerTurn', effects: [{ op: 'gainGold', amount: 5 }], stays: false, hook: null, provisional: true, source: 'test' });
  return loadComponents(c);
}

describe('A new Captain is set up before the Event effects of his first turn (M60, MM Death 2, MR63)', () => {
  it("an \"on each player's turn\" Event pays the new Captain of a player whose Captain died: MM Death 4's 10 Gold, then the card's 5", () => {
    let P: PlayerId = 'A';
    let Q: PlayerId = 'B';
    const s: GameState = createScenario({ players: 2, seed: 3, components: windfallTurns() }, (d) => {
      P = d.order[0] as PlayerId;
      Q = d.order[1] as PlayerId;
      for (const c of d.npcArea) d.decks.event[c] = (d.decks.event[c] ?? 0) + 1;
      d.npcArea = [];
      fit(d, Q, 'nassau', { gold: 3 });
      // The last turn of the round is Q's; P's Captain died earlier in the round (as die() leaves him).
      const round = d.stack[0];
      const turn = d.stack[1];
      if (round?.kind !== 'round' || turn?.kind !== 'turn') throw new Error('not at a turn');
      round.next = d.order.length;
      turn.player = Q;
      const p = d.pl[P]!;
      Object.assign(p, { captain: null, revealed: false, ship: null, zone: null, inPort: false, mods: [], weapons: [], gold: 0, hand: [], cargo: [], specialists: [], rumor: null, mission: null, dead: true });
      p.stash = 0;
    });
    let r = play(s, [{ type: 'endTurn', player: Q }]);
    r = play(r.s, [chance('windfall-turns')]);
    // P's turn comes first in the round: the card pays nobody before his new Captain is set up.
    expect(ofType(r.events, 'goldGained').filter((e) => e.why === 'Windfall Turns')).toEqual([]);
    const events = [...r.events];
    for (let guard = 0; guard < 10 && r.s.pl[P]!.dead; guard++) {
      const pd = pending(r.s);
      if (pd.kind === 'chance' && pd.spec.kind === 'draw') {
        const deck = (r.s.decks as Record<string, Record<string, number>>)[pd.spec.pool] ?? {};
        r = play(r.s, [chance(Object.keys(deck).find((k) => (deck[k] ?? 0) > 0) as string)]);
      }
      else if (pd.kind === 'decision') r = play(r.s, [legalActions(r.s)[0]!]);
      else break;
      events.push(...r.events);
    }
    expect(r.s.pl[P]!.dead).toBe(false);
    const paid = ofType(events, 'goldGained').filter((e) => e.why === 'Windfall Turns');
    expect(paid).toEqual([expect.objectContaining({ rule: 'MM Event 3', player: P, amount: 5 })]);
    // The order: the new Captain (MM Death 4) before the card's Gold.
    const types = events.map((e) => e.type);
    expect(types.indexOf('newCaptain')).toBeGreaterThan(-1);
    expect(types.indexOf('newCaptain')).toBeLessThan(events.indexOf(paid[0]!));
    expect(r.s.pl[P]!.gold).toBe(15);
  });
});
