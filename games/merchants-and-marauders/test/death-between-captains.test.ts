/**
 * A player between Captains (MM Death 1-2, ruling MR62): his Captain died in another player's turn
 * and his new one comes at the start of his next turn. Gold lives aboard the ship (MM StashGold 6,
 * MM Death 1), and he has none, so an Event that pays Gold to each player pays him nothing; his new
 * Captain starts with the Gold of MM Death 4 only. His new Captain is set up before the Event effects
 * of his first turn (MR63).
 */
import { describe, expect, it } from 'vitest';
import { createScenario, legalActions, loadComponents, pending, type GameState, type PlayerId } from '../src/index.js';
import type { Effect } from '../src/components/schema.js';
import { provisionalComponents } from '../src/components/provisional.js';
import { chance, ofType, play } from './helpers.js';
import { fit } from './combat-fixtures.js';

/** The built-in set with one extra Event Card: each player (or, on each player's turn, he) gains 5 Gold. */
function windfall(id: string, name: string, timing: 'immediate' | 'eachPlayerTurn', effects: Effect[] = [{ op: 'gainGold', amount: 5 }]) {
  const c = provisionalComponents();
  c.events.push({ id, name, count: 1, text: `${timing === 'immediate' ? 'Each player' : 'On each player’s turn, he'} gains 5 Gold.`, npcIcons: [], npc: null, timing, effects, stays: false, hook: null, provisional: true, source: 'test' });
  return loadComponents(c);
}

/**
 * Two players at the last turn of a round, Q's: P's Captain died earlier in the round (as die()
 * leaves him), with an empty stash. `more` changes the state further.
 */
function betweenCaptains(components: ReturnType<typeof loadComponents> | undefined, qGold: number, more: (d: GameState, P: PlayerId) => void = () => {}) {
  let P: PlayerId = 'A';
  let Q: PlayerId = 'B';
  const s: GameState = createScenario({ players: 2, seed: 3, ...(components ? { components } : {}) }, (d) => {
    P = d.order[0] as PlayerId;
    Q = d.order[1] as PlayerId;
    for (const c of d.npcArea) d.decks.event[c] = (d.decks.event[c] ?? 0) + 1;
    d.npcArea = [];
    fit(d, Q, 'nassau', qGold ? { gold: qGold } : {});
    const round = d.stack[0];
    const turn = d.stack[1];
    if (round?.kind !== 'round' || turn?.kind !== 'turn') throw new Error('not at a turn');
    round.next = d.order.length;
    turn.player = Q;
    const p = d.pl[P]!;
    more(d, P);
    Object.assign(p, { captain: null, revealed: false, ship: null, zone: null, inPort: false, mods: [], weapons: [], gold: 0, hand: [], cargo: [], specialists: [], rumor: null, mission: null, dead: true });
    p.stash = 0;
  });
  return { s, P, Q };
}

/** Play P's new Captain's set-up (MM Death 2, 4): each draw takes the pool's first card, each choice the first legal one. */
function setUpNewCaptain(start: ReturnType<typeof play>, P: PlayerId) {
  let r = start;
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
  return { r, events };
}

describe('A player between Captains is paid no Gold by an Event (MM Death 1-2, MM StashGold 6, MR62)', () => {
  it("the round's Event pays each player with a ship 5 Gold, and the player whose Captain died nothing; his new Captain's Gold is MM Death 4's", () => {
    const { s, P, Q } = betweenCaptains(windfall('windfall-event', 'Windfall Event', 'immediate'), 3);
    let r = play(s, [{ type: 'endTurn', player: Q }]);
    r = play(r.s, [chance('windfall-event')]);
    const gained = ofType(r.events, 'goldGained');
    expect(gained.filter((e) => e.why === 'Windfall Event')).toEqual([expect.objectContaining({ rule: 'MM Event 3', player: Q, amount: 5 })]);
    expect(r.s.pl[Q]!.gold).toBe(8);
    expect(r.s.pl[P]!.gold).toBe(0);
    // His turn: the new Captain (MM Death 2, 4): an empty stash, so the game pays him 10 Gold, and no more.
    r = setUpNewCaptain(r, P).r;
    expect(r.s.pl[P]!.dead).toBe(false);
    expect(r.s.pl[P]!.gold).toBe(10);
  });
});

describe('No Captain left to draw for a player between Captains (MM Length 2, M7 (b), MM Death 2)', () => {
  it('the Captain deck ran out after his death (another dead player drew its last card): at his turn the game ends, nothing drawn', () => {
    const { s, P, Q } = betweenCaptains(undefined, 0, (d, P) => {
      const captain = d.pl[P]!.captain;
      if (captain) d.discard.captain[captain] = (d.discard.captain[captain] ?? 0) + 1;
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

describe('A new Captain is set up before the Event effects of his first turn (M60, MM Death 2, MR63)', () => {
  it("an \"on each player's turn\" Event pays the new Captain of a player whose Captain died: MM Death 4's 10 Gold, then the card's 5", () => {
    const { s, P, Q } = betweenCaptains(windfall('windfall-turns', 'Windfall Turns', 'eachPlayerTurn'), 3);
    let r = play(s, [{ type: 'endTurn', player: Q }]);
    r = play(r.s, [chance('windfall-turns')]);
    // P's turn comes first in the round: the card pays nobody before his new Captain is set up.
    expect(ofType(r.events, 'goldGained').filter((e) => e.why === 'Windfall Turns')).toEqual([]);
    const done = setUpNewCaptain(r, P);
    expect(done.r.s.pl[P]!.dead).toBe(false);
    const paid = ofType(done.events, 'goldGained').filter((e) => e.why === 'Windfall Turns');
    expect(paid).toEqual([expect.objectContaining({ rule: 'MM Event 3', player: P, amount: 5 })]);
    // The order: the new Captain (MM Death 4) before the card's Gold.
    const types = done.events.map((e) => e.type);
    expect(types.indexOf('newCaptain')).toBeGreaterThan(-1);
    expect(types.indexOf('newCaptain')).toBeLessThan(done.events.indexOf(paid[0]!));
    expect(done.r.s.pl[P]!.gold).toBe(15);
  });
});

describe('A player between Captains gets no bounty, weapon, repair or Crew from an Event (MM Death 1-2, MR62)', () => {
  it('an immediate Event drawn while his Captain is dead acts on the other player only: nothing happens to him', () => {
    const effects: Effect[] = [{ op: 'addBounty', nation: 'spanish', n: 1 }, { op: 'gainSpecialWeapon', type: 'grapeshot' }, { op: 'repair', location: 'hull', n: 1 }, { op: 'crew', delta: 'fill' }];
    const { s, P, Q } = betweenCaptains(windfall('windfall-event', 'Windfall Event', 'immediate', effects), 3, (d, P) => {
      d.weaponSupply.grapeshot = 2;
      Object.assign(d.pl[P]!, { track: { hull: 0, masts: 0, cargo: 0, crew: 0, cannons: 0 }, bounties: { dutch: 0, english: 0, french: 0, spanish: 0 } });
    });
    let r = play(s, [{ type: 'endTurn', player: Q }]);
    r = play(r.s, [chance('windfall-event')]);
    const his = r.events.filter((e) => 'player' in e && e.player === P && e.type !== 'turnStarted');
    expect(his).toEqual([]);
    expect(r.s.pl[P]).toMatchObject({ dead: true, bounties: { spanish: 0 }, weapons: [], track: { hull: 0, crew: 0 } });
    expect(ofType(r.events, 'weaponBought').map((e) => e.player)).toEqual([Q]);
    expect(r.s.pl[Q]!.bounties.spanish).toBe(1);
  });
});
