import { produce } from 'immer';
import { ActionSchema, type Action } from './schema.js';
import { IllegalActionError } from './errors.js';
import { componentsOf, top, type Ctx, type Handler, type Node } from './ctx.js';
import { handlerOf } from './handlers.js';
import { deliverChance } from './window.js';
import type { GameState, ChanceSpec } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import type { GameEvent } from '../events/types.js';
import { enumerateOutcomes, isValidOutcome, sampleOutcome, type ChanceValue } from '../state/chance.js';

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

export function pending(state: GameState): Pending {
  const f = top(state);
  const { node, handler } = nodeOf(state);
  if (!node || !f || !handler) return { kind: 'over' };
  if (node.kind === 'decision') return { kind: 'decision', player: node.player, frame: f.kind, rule: handler.rule(f) };
  if (node.kind === 'chance') return { kind: 'chance', spec: node.spec, frame: f.kind };
  return { kind: 'over' };
}

/** Complete and exact legal actions for the decider (or [] for another player / a chance node). */
export function legalActions(state: GameState, player?: PlayerId): Action[] {
  const f = top(state);
  const { node, handler } = nodeOf(state);
  if (!node || !f || !handler || node.kind !== 'decision') return [];
  if (player !== undefined && player !== node.player) return [];
  return handler.legal(state, f, componentsOf(state));
}

/** Every outcome of the current chance node with its exact probability; [] when not at one. */
export function chanceOutcomes(state: GameState): { outcome: { type: 'chance'; value: ChanceValue }; probability: number }[] {
  const { node } = nodeOf(state);
  if (!node || node.kind !== 'chance') return [];
  return enumerateOutcomes(state, node.spec).map((o) => ({ outcome: { type: 'chance', value: o.value }, probability: o.probability }));
}

/** A stable key for comparing actions regardless of property order. */
export function actionKey(a: unknown): string {
  if (a === null || typeof a !== 'object') return JSON.stringify(a);
  if (Array.isArray(a)) return `[${a.map(actionKey).join(',')}]`;
  const o = a as Record<string, unknown>;
  return `{${Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort()
    .map((k) => `${k}:${actionKey(o[k])}`)
    .join(',')}}`;
}

/** Why `action` is illegal in `state`, or null if it is legal. Never throws. */
function illegality(state: GameState, raw: unknown): IllegalActionError | null {
  const parsed = ActionSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length ? ` at ${issue.path.join('.')}` : '';
    return new IllegalActionError('malformed-action', `Malformed action${where}: ${issue?.message ?? 'invalid'}`, '4.5');
  }
  const action = parsed.data;
  if (state.over) return new IllegalActionError('game-over', 'The game is over', state.over.rule);
  const f = top(state);
  const { node, handler } = nodeOf(state);
  if (!node || !f || !handler) return new IllegalActionError('game-over', 'The game is over', '4.1');
  const ix = componentsOf(state);
  if (node.kind === 'chance') {
    if (action.type !== 'chance') return new IllegalActionError('chance-expected', `A chance outcome is expected (${node.spec.label})`, handler.rule(f));
    if (!isValidOutcome(state, node.spec, action.value)) {
      return new IllegalActionError('invalid-chance-outcome', `${JSON.stringify(action.value)} is not a possible outcome of ${node.spec.label}`, handler.rule(f));
    }
    return null;
  }
  if (node.kind !== 'decision') return new IllegalActionError('wrong-phase', 'Nothing to decide now', handler.rule(f));
  if (action.type === 'chance') return new IllegalActionError('not-a-chance-node', 'This is not a chance node', handler.rule(f));
  if (action.player !== node.player) {
    return new IllegalActionError('not-your-decision', `Player ${action.player} may not act now; Player ${node.player} decides`, handler.rule(f));
  }
  const legal = handler.legal(state, f, ix).filter((a) => a.type === action.type);
  const pirateId = 'pirate' in action && typeof action.pirate === 'string' ? action.pirate : null;
  if (pirateId !== null && !ix.pirate[pirateId]) return new IllegalActionError('unknown-pirate', `No Pirate called '${pirateId}'`, '5.0');
  if ('port' in action && !ix.port[action.port]) return new IllegalActionError('unknown-port', `No port called '${action.port}'`, '9.1');
  if ('card' in action && !ix.card[action.card]) return new IllegalActionError('unknown-card', `No Event card called '${action.card}'`, '17.2');
  if (legal.length === 0) return new IllegalActionError('wrong-phase', `'${action.type}' is not possible at this point (${f.kind})`, handler.rule(f));
  if (pirateId !== null && legal.every((a) => 'pirate' in a && a.pirate !== pirateId)) {
    const p = state.pirates[pirateId];
    if (p && p.owner !== action.player) return new IllegalActionError('not-your-pirate', `${pirateId} belongs to Player ${p.owner}`, '4.5');
  }
  const key = actionKey(action);
  if (legal.some((a) => actionKey(a) === key)) return null;
  return new IllegalActionError('illegal-action', `${action.type} is not legal here`, handler.rule(f));
}

/** Feed one input to the top frame, then run automatic steps and (seeded) chance until a decision. */
export function step(ctx: Ctx, action: Action): void {
  const f = top(ctx.s);
  if (!f) return;
  const node = handlerOf(f.kind).node(ctx.s, f, ctx.ix);
  if (action.type === 'chance' && node.kind === 'chance') deliverChance(ctx, handlerOf, node.spec, action.value);
  else handlerOf(f.kind).step(ctx, f, action);
  advance(ctx);
}

/** Run until a player decision, an external chance node, or the end of the game. */
export function advance(ctx: Ctx): void {
  for (let i = 0; i < MAX_AUTO_STEPS; i++) {
    if (ctx.s.over) {
      ctx.s.stack.length = 0;
      return;
    }
    const f = top(ctx.s);
    if (!f) return;
    const h = handlerOf(f.kind);
    const node = h.node(ctx.s, f, ctx.ix);
    if (node.kind === 'decision') return;
    if (node.kind === 'chance') {
      if (ctx.s.config.randomness !== 'seeded') return;
      deliverChance(ctx, handlerOf, node.spec, sampleOutcome(ctx.s, node.spec));
      continue;
    }
    h.step(ctx, f, null);
  }
  throw new Error('internal: the kernel made no decision in 100000 automatic steps');
}

/** Validate without throwing (DESIGN `check`). */
export function check(state: GameState, action: unknown): { ok: true } | { ok: false; error: IllegalActionError } {
  const error = illegality(state, action);
  return error ? { ok: false, error } : { ok: true };
}

/**
 * Apply one action: pure (the input is untouched), returns the new state and what happened.
 * Throws IllegalActionError (with a stable code and the rule) on anything illegal.
 */
export function apply(state: GameState, action: Action): { state: GameState; events: GameEvent[] } {
  const error = illegality(state, action);
  if (error) throw error;
  const events: GameEvent[] = [];
  const ix = componentsOf(state);
  const parsed = ActionSchema.parse(action);
  const next = produce(state, (draft) => {
    step({ s: draft as GameState, events, ix }, parsed);
  });
  return { state: next, events };
}

export function isOver(state: GameState): boolean {
  return state.over !== null;
}
