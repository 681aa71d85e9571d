/**
 * The expected-VP-swing policy: the System Player's choices in Solitaire Blackbeard (19.17 "the
 * greatest possible gain to himself OR the greatest possible damage to Blackbeard") and the
 * decisions of `greedyBot` in any seat of the multiplayer game.
 *
 * ## API (pure: no Node built-ins, no Math.random, the input state is never changed)
 *
 * ```ts
 * bestAction(engine, state, player, legal?, options?): Action
 *   // the chosen action among `legal` (default: legalActions of `player` in `state`)
 * scoreActions(engine, state, player, legal?, options?): { action, score }[]
 *   // every action with its expected VP swing relative to now, in `legal` order
 * swingOf(state, player): number
 *   // the static value of a position for `player` (leaf of the search)
 * ```
 *
 * `state` may be a frozen state from `apply` or the rules' working copy inside `apply` (ctx.s):
 * the policy searches on working copies (src/state/copy.ts `workingCopy`: they share every record
 * and entry no step has written, copy on first write), never writes `state` itself, and
 * never touches `state.rng` (it enumerates chance outcomes instead of sampling them), so calling it
 * from inside `apply` keeps a seeded game and its replays exact. The answer depends only on the
 * state, the player, the legal list and the options: the policy is deterministic.
 *
 * Re-entrancy: rules that resolve a player's decisions by calling this policy (the SP in
 * solitaire) run inside the policy's own search too. A nested call made while a search is under
 * way follows each action only to the next chance node or choice and scores it statically (no
 * chance enumeration, no branching), and a call nested deeper than that takes the first legal
 * action, so the cost stays bounded.
 *
 * ## What it maximises
 *
 * For the deciding player P the value of a position is its **swing**:
 *
 *     swing(s) = V(s, P) - mean over the other players Q of V(s, Q)
 *
 * where V is the VP estimate of src/solo/estimate.ts (VP scored, plus NP, Net Worth, Booty,
 * Hostages, Found Merchants, reachable targets and ship condition, each converted to VP). With two
 * players, as in solitaire, this is exactly "expected SP gain plus expected Blackbeard loss".
 * Each legal action is scored by the expected swing after it minus the swing now.
 *
 * ## The expectation (an expectimax over the rest of the action)
 *
 * From the position after the action, the search follows the game to a horizon:
 *  - a chance node: the exact expectation over `chanceOutcomes` (every die face, D66 and draw with
 *    its probability);
 *  - P's own decisions inside the procedure (a Cunning reroll, seizing the Booty, ransom or
 *    torture, fight or escape, ...): the best of them (max);
 *  - another player in an interrupt window: he passes (the policy does not guess at hidden
 *    cards); another player's decision inside a procedure: the worst for P (min);
 *  - the horizon, scored by `swingOf`: the next decision in the Player-Turn frame (the next card
 *    play or Pirate Action) or in setup, a new Player-Turn, the end of the game, or the search
 *    budget running out.
 * Outcomes of one chance node that leave the same position (a failed roll on 1, 2 or 3, ...) are
 * followed once and share its value; the expectation is still summed in outcome order, so every
 * score is the number, to the last bit, that following each outcome on its own gives.
 * The first chance node after the action is always enumerated in full. Below it the budget
 * (`options.budget`, default 100 branch positions per action; following a single line — a pass, a
 * forced step — costs nothing) is split evenly among the children of each node, and
 * `options.maxDepth` (default 6) caps the chance nodes and own choices on one path. Out of budget,
 * P takes the line of doing nothing where he may (`pass`: no reroll, no response); otherwise the
 * node is scored statically (the estimate counts what a procedure under way has won, so a Loot cut
 * short still shows its cargo).
 *
 * ## Tie-break
 *
 * In `legal` order, an action replaces the best so far only when it scores more than 1e-9 above it
 * (so a tie goes to the one listed first; the engine's legal lists are in a fixed order per state).
 */
import type { Action } from '../actions/schema.js';
import { componentsOf, top, type Blackbeard, type Ctx } from '../actions/ctx.js';
import { enumerateOutcomes, type Engine } from '../kernel/index.js';
import type { ComponentIndex } from '../tables/index.js';
import type { GameState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import { workingCopy } from '../state/copy.js';
import { sameData } from '../state/same-data.js';
import { blackbeardPool } from '../state/chance.js';
import { estimateAll } from './estimate.js';

/** How much the policy searches (see the module comment); the defaults suit both bots and the SP. */
export interface PolicyOptions {
  /** Positions the search may visit after each candidate action (split evenly down the tree). */
  budget?: number;
  /** Chance nodes plus own decisions on one path below the action. */
  maxDepth?: number;
  /**
   * Score each action as a nested call does: follow it to the next chance node or choice and
   * score that position (no chance enumeration, no branching). The quick System Player
   * (src/solo/quick.ts) uses it for its rare decisions.
   */
  static?: boolean;
}

/** One legal action and its score, as {@link scoreActions} returns them. */
export interface ScoredAction {
  action: Action;
  /** Expected swing after the action minus the swing now (VP). */
  score: number;
}

export const DEFAULT_BUDGET = 100;
export const DEFAULT_MAX_DEPTH = 6;
const TIE = 1e-9;
/** Steps along one line of play before the search gives up on it (a safety net; lines are short). */
const MAX_LINE = 500;

/** Frames whose decisions are top-level choices: the search stops there (the horizon). */
const HORIZON_FRAMES: ReadonlySet<string> = new Set(['turn', 'setup', 'soloSetup']);

interface Search {
  /** The kernel's functions for this game (the search steps positions with them). */
  engine: Engine<Blackbeard>;
  me: PlayerId;
  /** False in a nested call (see "Re-entrancy"): no chance enumeration at all. */
  exact: boolean;
  ix: ComponentIndex;
  turn: number;
  maxDepth: number;
}

/** How deep policy calls are nested (see "Re-entrancy" above). */
let active = 0;

/** Whether a policy search is under way (a decision made now is made inside it). */
export function searching(): boolean {
  return active > 0;
}

/** The static value of a position for `player`: his VP estimate less the others' mean. */
export function swingOf(s: GameState, player: PlayerId): number {
  return swing(s, player, componentsOf(s));
}

function swing(s: GameState, player: PlayerId, ix: ComponentIndex): number {
  const all = estimateAll(s, ix);
  const mine = all[player] ?? 0;
  let others = 0;
  let n = 0;
  for (const q of s.order) {
    if (q === player) continue;
    others += all[q] ?? 0;
    n++;
  }
  return n > 0 ? mine - others / n : mine;
}

function leaf(s: GameState, sc: Search): number {
  return swing(s, sc.me, sc.ix);
}

function ctxOf(s: GameState, ix: ComponentIndex): Ctx {
  // A fresh owner each time: positions of one search share objects (src/state/copy.ts), so nothing
  // is taken as this step's own until it has copied it.
  return { s, events: [], ix, dropEvents: true, owned: new Set() };
}

/** A copy of `s` advanced by one input (`s` itself is not changed). */
function child(engine: Engine<Blackbeard>, s: GameState, ix: ComponentIndex, input: Action): GameState {
  const c = workingCopy(s);
  engine.step(ctxOf(c, ix), input);
  return c;
}

/** The parts of a position that differ most often between the outcomes of one chance node, first. */
const FIRST_COMPARED = ['turn', 'pirates', 'players', 'solo', 'merchants', 'generalPardon', 'deck', 'discard'] as const;

/**
 * Whether two positions are the same data (see {@link sameData}), checking the likeliest
 * differences first: the frame stack from the top (where a die just rolled is kept), then the
 * pieces, then everything.
 */
function samePosition(a: GameState, b: GameState): boolean {
  if (a.stack.length !== b.stack.length) return false;
  for (let i = a.stack.length - 1; i >= 0; i--) if (!sameData(a.stack[i], b.stack[i])) return false;
  for (const k of FIRST_COMPARED) if (!sameData(a[k], b[k])) return false;
  return sameData(a, b);
}

/**
 * For each position, the index of the first one equal to it (itself if none). With `prior` (an
 * earlier round's answer), positions already matched keep their match (through it), and the others
 * are compared only with each other.
 */
function firstEquals(kids: readonly GameState[], prior?: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < kids.length; i++) {
    const p = prior ? (prior[i] as number) : i;
    if (p !== i) {
      out.push(out[p] as number);
      continue;
    }
    let j = 0;
    while (j < i && (out[j] !== j || !samePosition(kids[i] as GameState, kids[j] as GameState))) j++;
    out.push(j);
  }
  return out;
}

/**
 * Expected swing of `s` for `sc.me`. `budget` counts the copies this subtree may make (branching);
 * stepping along a single line (a pass, a forced move) is done in place on `s`, which belongs to
 * this call (a fresh copy nobody else holds), and costs nothing.
 */
function expectimax(s: GameState, sc: Search, budget: number, depth: number): number {
  for (let steps = 0; steps < MAX_LINE; steps++) {
    if (s.over || s.turn.number !== sc.turn) return leaf(s, sc);
    const f = top(s);
    if (!f) return leaf(s, sc);
    const h = sc.engine.definition.handlerOf(f.kind);
    const node = h.node(s, f, sc.ix);
    if (node.kind === 'chance') {
      const outcomes = enumerateOutcomes(node.spec, () => blackbeardPool(s, node.spec.kind === 'draw' ? node.spec.pool : '', sc.ix));
      // The chance node right after the action is always exact; deeper ones as the budget allows.
      if (!sc.exact || outcomes.length === 0 || (depth > 0 && (depth >= sc.maxDepth || budget < outcomes.length))) return leaf(s, sc);
      const share = Math.max(0, Math.floor((budget - outcomes.length) / outcomes.length));
      // Every outcome is fed first (the last in place on `s`), and outcomes that leave the same
      // position (a failed roll on 1, 2 or 3, ...) are followed once, in two rounds: right after
      // the outcome, before the automatic steps and the System Player's own decisions that follow
      // it (`advance`: the costly part), and again after them. Each position's value is then
      // shared by its equals, and the sum is taken in outcome order: the same number, to the last
      // bit, as following every outcome on its own.
      const n = outcomes.length;
      const kids: GameState[] = [];
      for (let i = 0; i < n; i++) {
        const input: Action = { type: 'chance', value: (outcomes[i] as (typeof outcomes)[number]).value };
        const c = i === n - 1 ? s : workingCopy(s);
        sc.engine.feed(ctxOf(c, sc.ix), input);
        kids.push(c);
      }
      const fed = firstEquals(kids);
      for (let i = 0; i < n; i++) if (fed[i] === i) sc.engine.advance(ctxOf(kids[i] as GameState, sc.ix));
      const same = firstEquals(kids, fed);
      const values: number[] = [];
      let v = 0;
      for (let i = 0; i < n; i++) {
        const j = same[i] as number;
        const x = j === i ? expectimax(kids[i] as GameState, sc, share, depth + 1) : (values[j] as number);
        values.push(x);
        v += (outcomes[i] as (typeof outcomes)[number]).probability * x;
      }
      return v;
    }
    if (node.kind !== 'decision' || HORIZON_FRAMES.has(f.kind)) return leaf(s, sc);
    const legal = h.legal(s, f, sc.ix);
    if (legal.length === 0) return leaf(s, sc);
    const mine = node.player === sc.me;
    const pass = legal.find((a) => a.type === 'pass');
    let line: Action | undefined;
    if (legal.length === 1) line = legal[0];
    // Another player in an interrupt window (or at his Cunning reroll) passes.
    else if (!mine && f.kind === 'window') line = pass;
    // Out of budget or depth, P takes the line of doing nothing where he may (no reroll, no response).
    else if (depth >= sc.maxDepth || budget < legal.length) {
      if (!mine || !pass) return leaf(s, sc);
      line = pass;
    }
    if (line) {
      sc.engine.step(ctxOf(s, sc.ix), line);
      continue;
    }
    const share = Math.floor((budget - legal.length) / legal.length);
    let best = mine ? -Infinity : Infinity;
    for (let i = 0; i < legal.length; i++) {
      const a = legal[i] as Action;
      let c: GameState;
      if (i === legal.length - 1) sc.engine.step(ctxOf((c = s), sc.ix), a);
      else c = child(sc.engine, s, sc.ix, a);
      const v = expectimax(c, sc, share, depth + 1);
      if (mine ? v > best : v < best) best = v;
    }
    return best;
  }
  return leaf(s, sc);
}

/** Every action in `legal` with its expected swing (see the module comment). */
export function scoreActions(engine: Engine<Blackbeard>, state: GameState, player: PlayerId, legal?: readonly Action[], options: PolicyOptions = {}): ScoredAction[] {
  const actions = legal ?? engine.legalActions(state, player);
  const ix = componentsOf(state);
  // Search in external randomness: chance nodes wait to be enumerated, the generator is untouched.
  // The root is only read (every candidate starts from its own working copy, `child`), so it needs
  // no copy of its own: the state itself when it is already in external randomness (a nested call
  // on the search's own position), else a shallow view of it with that one field changed.
  const root = state.config.randomness === 'external' ? state : { ...state, config: { ...state.config, randomness: 'external' as const } };
  const now = swing(root, player, ix);
  const sc: Search = {
    engine,
    me: player,
    exact: active === 0 && !options.static,
    ix,
    turn: state.turn.number,
    maxDepth: options.maxDepth ?? DEFAULT_MAX_DEPTH,
  };
  // Nested inside a search: one step and the static value only.
  const budget = active > 0 || options.static ? 0 : (options.budget ?? DEFAULT_BUDGET);
  active++;
  try {
    return actions.map((action) => ({ action, score: expectimax(child(engine, root, ix, action), sc, budget, 0) - now }));
  } finally {
    active--;
  }
}

/** The policy's choice: the best-scoring legal action, ties to the first listed. */
export function bestAction(engine: Engine<Blackbeard>, state: GameState, player: PlayerId, legal?: readonly Action[], options: PolicyOptions = {}): Action {
  const actions = legal ?? engine.legalActions(state, player);
  const first = actions[0];
  if (!first) throw new Error(`policy: no legal action for Player ${player}`);
  if (actions.length === 1 || active > 1) return first;
  let best: ScoredAction | null = null;
  for (const sa of scoreActions(engine, state, player, actions, options)) if (!best || sa.score > best.score + TIE) best = sa;
  return best ? best.action : first;
}
