import { sealState, workingCopy } from '../state/copy.js';
import type { Action } from './schema.js';
import { actionShapeFault } from './action-shape.js';
import { IllegalActionError, type IllegalActionCode } from './errors.js';
import { componentsOf, top, type Ctx, type Handler, type Node } from './ctx.js';
import { handlerOf } from './handlers.js';
import { deliverChance } from './window.js';
import { spDecide } from '../solo/decide.js';
import { soloCheckEnd } from '../solo/end.js';
import { clearStackAtEnd } from '../state/scoring.js';
import type { GameState, ChanceSpec } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import type { GameEvent } from '../events/types.js';
import { hasId, lookup } from '../state/lookup.js';
import { ACTION_LIMITS, boundsFault, clip } from '../state/bounds.js';
import { enumerateOutcomes, generatorFromState, generatorState, isValidOutcome, sampleOutcome, type ChanceValue } from '../state/chance.js';

/** Who must act now (DESIGN "Public API"). */
export type Pending =
  | { kind: 'decision'; player: PlayerId; frame: string; rule: string }
  | { kind: 'chance'; spec: ChanceSpec; frame: string }
  | { kind: 'over' };

const MAX_AUTO_STEPS = 100_000;

function nodeOf(s: GameState): { node: Node | null; handler: Handler | null } {
  if (s.over) return { node: null, handler: null };
  const f = top(s);
  if (!f) return { node: null, handler: null };
  const h = handlerOf(f.kind);
  return { node: h.node(s, f, componentsOf(s)), handler: h };
}

/**
 * What the game waits for: a decision by one player (`legalActions` lists his choices), a chance node
 * (external randomness: answer with one of `chanceOutcomes`), or nothing when the game is over.
 */
export function pending(state: GameState): Pending {
  const f = top(state);
  const player = deciderOf(state);
  if (f && player !== null) return { kind: 'decision', player, frame: f.kind, rule: handlerOf(f.kind).rule(f) };
  const { node, handler } = nodeOf(state);
  if (!node || !f || !handler) return { kind: 'over' };
  if (node.kind === 'chance') return { kind: 'chance', spec: node.spec, frame: f.kind };
  return { kind: 'over' };
}

/**
 * Complete and exact legal actions for the decider (or [] for another player / a chance node).
 * The list is the caller's own (a fresh array each call) and its actions are frozen: editing them
 * cannot change what `check` and `apply` accept (issue 15 point 1).
 */
export function legalActions(state: GameState, player?: PlayerId): Action[] {
  const decider = deciderOf(state);
  if (decider === null) return [];
  if (player !== undefined && player !== decider) return [];
  return legalFor(state, decider).slice();
}

/** Every outcome of the current chance node with its exact probability; [] when not at one. */
export function chanceOutcomes(state: GameState): { outcome: { type: 'chance'; value: ChanceValue }; probability: number }[] {
  const { node } = nodeOf(state);
  if (!node || node.kind !== 'chance') return [];
  return enumerateOutcomes(state, node.spec).map((o) => ({ outcome: { type: 'chance', value: o.value }, probability: o.probability }));
}

/**
 * What the public functions last found out about one (immutable) state: who decides there and,
 * once asked, his legal actions. A bot asks `pending`, then `legalActions`, then `apply` validates
 * the choice against the same list, all about one state; `apply` leaves here the decider its rules
 * stopped at, for the state it returns. So a step through the public API works out the node and
 * the list once each. One entry, not a cache per state: a WeakMap's `set` for every new state, and
 * the collector's work on its entries, cost about 5% of a public step; a caller that alternates
 * between states only recomputes (the same list). It holds the last state alive until the next.
 * The list never leaves this module (`legalActions` hands out a copy) and its actions are frozen,
 * so nothing a caller does to what it was given can add to it or change an entry: the validate
 * fast path below compares the caller's action with these, by content.
 */
let memo: { state: GameState; player: PlayerId; legal: readonly Action[] | null } | null = null;

/**
 * The simulator (src/bots/simulator.ts) steps one state object in place: after each step what is
 * remembered about it, if a caller asked `legalActions(sim.state)`, is stale and must go.
 */
export function forgetLegal(state: GameState): void {
  if (memo?.state === state) memo = null;
}

/** Who must decide in `state`, or null when it waits for no decision (chance, game over). */
function deciderOf(state: GameState): PlayerId | null {
  if (memo?.state === state) return memo.player;
  const { node } = nodeOf(state);
  if (node?.kind !== 'decision') return null;
  memo = { state, player: node.player, legal: null };
  return node.player;
}

/** Deep-freeze a listed action (plain JSON data, one or two levels deep). */
function freezeAction<T>(v: T): T {
  if (v === null || typeof v !== 'object' || Object.isFrozen(v)) return v;
  Object.freeze(v);
  for (const k in v) freezeAction((v as Record<string, unknown>)[k]);
  return v;
}

/** The legal actions of `player`, the decider of `state` (see {@link deciderOf}), frozen. */
function legalFor(state: GameState, player: PlayerId): readonly Action[] {
  if (memo?.state === state && memo.legal) return memo.legal;
  const f = top(state);
  if (!f) return [];
  const legal = handlerOf(f.kind).legal(state, f, componentsOf(state), player);
  for (const a of legal) freezeAction(a);
  memo = { state, player, legal };
  return legal;
}

/** Structural equality of two actions (plain JSON data), ignoring property order. */
export function sameAction(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameAction(a[i], b[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let n = 0;
  for (const k of Object.keys(x)) {
    if (x[k] === undefined) continue;
    if (!sameAction(x[k], y[k])) return false;
    n++;
  }
  let m = 0;
  for (const k of Object.keys(y)) if (y[k] !== undefined) m++;
  return n === m;
}

/** Why `action` is illegal in `state` (or the parsed action if it is legal). Never throws. */
function validate(state: GameState, raw: unknown): { error: IllegalActionError } | { action: Action } {
  // Issue 22 point 1: an action's size first, before anything reads all of it (a million keys).
  const far = boundsFault(raw, ACTION_LIMITS);
  if (far) return { error: new IllegalActionError('malformed-action', `Malformed action${far.path ? ` at ${far.path}` : ''}: ${far.message}`, '4.5') };
  // Fast path: an action equal to one of the listed legal ones is well-formed and legal (they are
  // built by the rules); zod and the diagnosis below are for everything else.
  if (!state.over && raw !== null && typeof raw === 'object') {
    const player = deciderOf(state);
    // The engine's own (frozen) action is returned, never `raw`: later edits to `raw` do not matter.
    if (player !== null) for (const a of legalFor(state, player)) if (sameAction(a, raw)) return { action: a };
  }
  // The shape check is hand-written (src/actions/action-shape.ts), held to ActionSchema by
  // test/action-shape.test.ts: the play path loads no zod (issue 14 point 3).
  const fault = actionShapeFault(raw);
  if (fault) {
    const where = fault.path.length ? ` at ${fault.path.join('.')}` : '';
    return { error: new IllegalActionError('malformed-action', `Malformed action${where}: ${fault.message}`, '4.5') };
  }
  // Well formed: from here on it is read as an Action. What the rules go on to use is the engine's
  // own copy (a listed action, or a fresh chance outcome), never the caller's object.
  const action = raw as Action;
  const fail = (code: IllegalActionCode, message: string, rule: string) => ({ error: new IllegalActionError(code, message, rule) });
  if (state.over) return fail('game-over', 'The game is over', state.over.rule);
  const f = top(state);
  const { node, handler } = nodeOf(state);
  if (!node || !f || !handler) return fail('game-over', 'The game is over', '4.1');
  const ix = componentsOf(state);
  if (node.kind === 'chance') {
    if (action.type !== 'chance') return fail('chance-expected', `A chance outcome is expected (${node.spec.label})`, handler.rule(f));
    if (!isValidOutcome(state, node.spec, action.value)) {
      return fail('invalid-chance-outcome', `${clip(JSON.stringify(action.value))} is not a possible outcome of ${node.spec.label}`, handler.rule(f));
    }
    return { action: { type: 'chance', value: Array.isArray(action.value) ? [...action.value] : action.value } };
  }
  if (node.kind !== 'decision') return fail('wrong-phase', 'Nothing to decide now', handler.rule(f));
  if (action.type === 'chance') return fail('not-a-chance-node', 'This is not a chance node', handler.rule(f));
  if (action.player !== node.player) {
    return fail('not-your-decision', `Player ${action.player} may not act now; Player ${node.player} decides`, handler.rule(f));
  }
  const legal = legalFor(state, node.player);
  let sameType = false;
  for (const a of legal) {
    if (a.type !== action.type) continue;
    sameType = true;
    if (sameAction(a, action)) return { action: a };
  }
  const pirateId = 'pirate' in action && typeof action.pirate === 'string' ? action.pirate : null;
  // Own keys only: 'constructor' is no Pirate, port or card (issue 15 point 3).
  if (pirateId !== null && !hasId(ix.pirate, pirateId)) return fail('unknown-pirate', `No Pirate called '${clip(pirateId)}'`, '5.0');
  if ('port' in action && typeof action.port === 'string' && !hasId(ix.port, action.port)) return fail('unknown-port', `No port called '${clip(action.port)}'`, '9.1');
  if ('card' in action && !hasId(ix.card, action.card)) return fail('unknown-card', `No Event card called '${clip(action.card)}'`, '17.2');
  if (!sameType) return fail('wrong-phase', `'${action.type}' is not possible at this point (${f.kind})`, handler.rule(f));
  if (pirateId !== null && legal.every((a) => a.type !== action.type || !('pirate' in a) || a.pirate !== pirateId)) {
    const p = lookup(state.pirates, pirateId);
    if (p && p.owner !== action.player) return fail('not-your-pirate', `${pirateId} belongs to Player ${p.owner}`, '4.5');
  }
  return fail('illegal-action', `${action.type} is not legal here`, handler.rule(f));
}

/**
 * Feed one input to the top frame, then run automatic steps and (seeded) chance until a decision.
 * Returns the node it stopped at (see {@link advance}).
 */
export function step(ctx: Ctx, action: Action): Node | null {
  if (!feed(ctx, action)) return null;
  return advance(ctx);
}

/**
 * The first half of {@link step}: hand one input to the top frame, without the automatic steps
 * that follow (`advance`). False when the stack is empty. The policy's search (src/solo/policy.ts)
 * feeds every outcome of a chance node first, to find the outcomes that leave the same position.
 */
export function feed(ctx: Ctx, action: Action): boolean {
  const f = top(ctx.s);
  if (!f) return false;
  const h = handlerOf(f.kind);
  // Only a chance outcome needs the node (its spec, for a Cunning reroll); a decision goes straight in.
  const node = action.type === 'chance' ? h.node(ctx.s, f, ctx.ix) : null;
  if (action.type === 'chance' && node?.kind === 'chance') deliverChance(ctx, handlerOf, node.spec, action.value);
  else h.step(ctx, f, action);
  return true;
}

/**
 * Run until a player decision, an external chance node, or the end of the game. Returns the node it
 * stopped at (null when the game is over), so a caller need not compute it again.
 */
export function advance(ctx: Ctx): Node | null {
  const s = ctx.s;
  const seeded = s.config.randomness === 'seeded';
  let sampled = false;
  let stop: Node | null = null;
  for (let i = 0; i < MAX_AUTO_STEPS; i++) {
    // 19.9: a solitaire game ends the instant one of its end conditions occurs.
    if (s.solo && !s.over) soloCheckEnd(ctx);
    if (s.over) {
      clearStackAtEnd(ctx);
      break;
    }
    const f = top(s);
    if (!f) break;
    const h = handlerOf(f.kind);
    const node = h.node(s, f, ctx.ix);
    if (node.kind === 'decision') {
      // 19.17: the System Player is never asked; its choices are made here, like seeded chance.
      if (s.solo && node.player === s.solo.system) {
        spDecide(ctx, f, h, node.player);
        continue;
      }
      stop = node;
      break;
    }
    if (node.kind === 'chance') {
      if (!seeded || !s.rng) {
        stop = node;
        break;
      }
      ctx.gen ??= generatorFromState(s.rng);
      sampled = true;
      deliverChance(ctx, handlerOf, node.spec, sampleOutcome(s, node.spec, ctx.gen, ctx.ix));
      continue;
    }
    h.step(ctx, f, null);
    if (i === MAX_AUTO_STEPS - 1) throw new Error('internal: the kernel made no decision in 100000 automatic steps');
  }
  if (sampled && ctx.gen) s.rng = generatorState(ctx.gen);
  return stop;
}

/** Validate without throwing (DESIGN `check`). */
export function check(state: GameState, action: unknown): { ok: true } | { ok: false; error: IllegalActionError } {
  const v = validate(state, action);
  return 'error' in v ? { ok: false, error: v.error } : { ok: true };
}

/**
 * Apply one action: pure (the input is untouched), returns the new state and what happened.
 * Throws IllegalActionError (with a stable code and the rule) on anything illegal. The rules run
 * on a working copy that shares everything they do not change with the input: they copy a record
 * or an entry when they first write it (copy on first write, src/state/copy.ts). The result is
 * frozen (in development).
 */
export function apply(state: GameState, action: Action): { state: GameState; events: GameEvent[] } {
  const v = validate(state, action);
  if ('error' in v) throw v.error;
  const events: GameEvent[] = [];
  const next = workingCopy(state);
  const stop = step({ s: next, events, ix: componentsOf(state), owned: new Set() }, v.action);
  const out = sealState(next);
  // The rules stopped at this node: `pending` and `legalActions` on the new state need not work
  // it out again (a window's eligibility sweep).
  if (stop?.kind === 'decision') memo = { state: out, player: stop.player, legal: null };
  return { state: out, events };
}

/** True once the game has ended (4.1, 18.0; 19.9 in solitaire); `result(state)` then gives the standings. */
export function isOver(state: GameState): boolean {
  return state.over !== null;
}
