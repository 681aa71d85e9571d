/**
 * Test helpers: positions built with createScenario (a seeded set-up, then external randomness),
 * edited while keeping every card accounted for, and forced chance outcomes.
 */
import { expect } from 'vitest';
import { apply, check, createScenario, legalActions, loadComponents, pending, type Action, type GameEvent, type GameState, type PlayerId } from '../src/index.js';
import { provisionalComponents } from '../src/components/provisional.js';
import type { ComponentSet, Effect } from '../src/components/schema.js';

export const chance = (value: number[] | string): Action => ({ type: 'chance', value });

/** Take `cards` out of the Cargo deck into `p`'s hold. */
export function giveCargo(d: GameState, p: PlayerId, cards: string[]): void {
  for (const c of cards) {
    const n = d.decks.cargo[c] ?? 0;
    if (n <= 0) throw new Error(`no ${c} in the cargo deck`);
    if (n === 1) delete d.decks.cargo[c];
    else d.decks.cargo[c] = n - 1;
    d.pl[p]?.cargo.push(c);
  }
}

/** Give `p` the Captain `id` (swapping it with the deck or another player). */
export function setCaptain(d: GameState, p: PlayerId, id: string): void {
  const x = d.pl[p];
  if (!x || x.captain === id) return;
  const holder = d.seats.find((q) => d.pl[q]?.captain === id);
  if (holder) (d.pl[holder] as { captain: string | null }).captain = x.captain;
  else {
    delete d.decks.captain[id];
    if (x.captain) d.decks.captain[x.captain] = 1;
  }
  x.captain = id;
}

/** Put `p` in a zone (in its port or at sea). */
export function place(d: GameState, p: PlayerId, zone: string, inPort: boolean): void {
  const x = d.pl[p];
  if (!x) throw new Error('no player');
  x.zone = zone;
  x.inPort = inPort;
}

/** A two-player position at the first player's first decision; returns it and that player. */
export function scenario(edit?: (d: GameState, first: PlayerId, second: PlayerId) => void, players: 2 | 3 | 4 = 2, seed = 3, components?: unknown): { s: GameState; P: PlayerId; Q: PlayerId } {
  let P: PlayerId = 'A';
  let Q: PlayerId = 'B';
  const s = createScenario({ players, seed, ...(components ? { components } : {}) }, (d) => {
    P = d.order[0] as PlayerId;
    Q = d.order[1] as PlayerId;
    edit?.(d, P, Q);
  });
  return { s, P, Q };
}

/** Apply a list of actions, checking each is legal; returns the end state and all events. */
export function play(s: GameState, actions: Action[], opts: { stopAtWindow?: boolean } = {}): { s: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const r = playAll(s, actions, events);
  // MM Glory 4: an off-turn window the test does not answer is passed by everyone asked (unless it asks to stop there).
  const last = actions[actions.length - 1];
  return { s: opts.stopAtWindow || (last && WINDOW_ACTIONS.includes(last.type)) ? r : passWindows(r, null, events), events };
}

function playAll(s: GameState, actions: Action[], events: GameEvent[]): GameState {
  for (const a of actions) {
    s = passWindows(s, a, events);
    const c = check(s, a);
    if (!c.ok) throw new Error(`${JSON.stringify(a)} refused: ${c.error.message}; pending ${JSON.stringify(pending(s))}; legal ${JSON.stringify(pending(s).kind === 'decision' ? legalActions(s) : [])}`);
    const r = apply(s, a);
    s = r.state;
    events.push(...r.events);
  }
  return s;
}

const WINDOW_ACTIONS: readonly string[] = ['announceGlory', 'resolveGlory', 'declineGlory', 'passCards'];

/** Pass the off-turn windows (MM Glory 4) in front of `next`, unless `next` answers one. */
export function passWindows(s: GameState, next: Action | null, events: GameEvent[] = []): GameState {
  for (let guard = 0; guard < 20; guard++) {
    const top = s.stack[s.stack.length - 1];
    const p = pending(s);
    if (top?.kind !== 'window' || top.step !== 'announce' || p.kind !== 'decision') return s;
    if (next && WINDOW_ACTIONS.includes(next.type)) return s;
    const r = apply(s, { type: 'passCards', player: p.player });
    s = r.state;
    events.push(...r.events);
  }
  return s;
}

export function ofType<T extends GameEvent['type']>(events: readonly GameEvent[], type: T): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}

export function expectRefused(s: GameState, a: unknown, code?: string): void {
  const r = check(s, a);
  expect(r.ok).toBe(false);
  if (!r.ok && code) expect(r.error.code).toBe(code);
}

/** Put `good`'s Demand Token at `port` (from the reserve; the old one goes back). */
export function setDemand(d: GameState, port: string, good: string): void {
  const old = d.demand[port];
  if (old === good) return;
  const n = d.demandReserve[good] ?? 0;
  if (n <= 0) throw new Error(`no ${good} token in the reserve`);
  if (n === 1) delete d.demandReserve[good];
  else d.demandReserve[good] = n - 1;
  if (old) d.demandReserve[old] = (d.demandReserve[old] ?? 0) + 1;
  d.demand[port] = good;
}

/** The built-in set with one extra Event Card `test-event` (its timing and effects; `stays`: it says it stays in play, MM Event 4). */
export function withEvent(timing: 'immediate' | 'eachPlayerTurn' | 'endOfRound', effects: Effect[], opts: { stays?: boolean } = {}): ComponentSet {
  const c = provisionalComponents();
  c.events.push({ id: 'test-event', name: 'Test Event', count: 1, text: 'test', npcIcons: [], npc: null, timing, effects, stays: opts.stays ?? false, hook: null, provisional: true, source: 'test' });
  return loadComponents(c);
}

/** Take a card out of a deck (rumor or mission) for `p` to hold. */
export function hold(d: GameState, p: PlayerId, deck: 'rumor' | 'mission', id: string): void {
  const n = d.decks[deck][id] ?? 0;
  if (n <= 0) throw new Error(`no ${id}`);
  if (n === 1) delete d.decks[deck][id];
  else d.decks[deck][id] = n - 1;
  (d.pl[p] as GameState['pl'][string])[deck] = id;
}
/** Make `id` one of the two face-up missions. */
export function faceUp(d: GameState, id: string): void {
  if (d.missions.includes(id)) return;
  const out = d.missions[0] as string;
  delete d.decks.mission[id];
  d.decks.mission[out] = 1;
  d.missions[0] = id;
}

/** The ledger key a chance node cites: the rule of the error an action other than its outcome gets. */
export function chanceRule(s: GameState): string | undefined {
  expect(pending(s).kind).toBe('chance');
  const c = check(s, { type: 'endTurn', player: s.order[0] as PlayerId });
  return c.ok ? undefined : c.error.rule;
}

/** A two-player position at the first turn, the set-up round's NPC cards back in the Event deck. */
export function roundStart(components: ComponentSet | undefined, edit: (d: GameState) => void = () => {}) {
  let P: PlayerId = 'A';
  let Q: PlayerId = 'B';
  const s = createScenario({ players: 2, seed: 3, ...(components ? { components } : {}) }, (d) => {
    P = d.order[0] as PlayerId;
    Q = d.order[1] as PlayerId;
    for (const c of d.npcArea) d.decks.event[c] = (d.decks.event[c] ?? 0) + 1;
    d.npcArea = [];
    edit(d);
  });
  return { s, P, Q };
}
