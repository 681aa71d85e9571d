import { produce } from 'immer';
import { ActionSchema, type Action } from './schema.js';
import { IllegalActionError, type IllegalActionCode } from './errors.js';
import { componentsOf, top, type Ctx, type Handler, type Node } from './ctx.js';
import { handlerOf } from './handlers.js';
import { deliverChance } from './window.js';
import type { GameState, ChanceSpec, Frame } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import type { GameEvent } from '../events/types.js';
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
  return legalFor(state, f, handler).actions;
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

/** Legal lists are cached per (immutable) state: bots ask, then `apply` validates against the same list. */
const legalCache = new WeakMap<GameState, { actions: Action[]; keys: Map<string, Set<string>> }>();

function legalFor(state: GameState, f: Frame, handler: Handler): { actions: Action[]; keys: Map<string, Set<string>> } {
  const hit = legalCache.get(state);
  if (hit) return hit;
  const actions = handler.legal(state, f, componentsOf(state));
  const keys = new Map<string, Set<string>>();
  for (const a of actions) {
    let set = keys.get(a.type);
    if (!set) keys.set(a.type, (set = new Set()));
    set.add(actionKey(a));
  }
  const entry = { actions, keys };
  if (Object.isFrozen(state)) legalCache.set(state, entry);
  return entry;
}

/** Why `action` is illegal in `state` (or the parsed action if it is legal). Never throws. */
function validate(state: GameState, raw: unknown): { error: IllegalActionError } | { action: Action } {
  const parsed = ActionSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length ? ` at ${issue.path.join('.')}` : '';
    return { error: new IllegalActionError('malformed-action', `Malformed action${where}: ${issue?.message ?? 'invalid'}`, '4.5') };
  }
  const action = parsed.data;
  const fail = (code: IllegalActionCode, message: string, rule: string) => ({ error: new IllegalActionError(code, message, rule) });
  if (state.over) return fail('game-over', 'The game is over', state.over.rule);
  const f = top(state);
  const { node, handler } = nodeOf(state);
  if (!node || !f || !handler) return fail('game-over', 'The game is over', '4.1');
  const ix = componentsOf(state);
  if (node.kind === 'chance') {
    if (action.type !== 'chance') return fail('chance-expected', `A chance outcome is expected (${node.spec.label})`, handler.rule(f));
    if (!isValidOutcome(state, node.spec, action.value)) {
      return fail('invalid-chance-outcome', `${JSON.stringify(action.value)} is not a possible outcome of ${node.spec.label}`, handler.rule(f));
    }
    return { action };
  }
  if (node.kind !== 'decision') return fail('wrong-phase', 'Nothing to decide now', handler.rule(f));
  if (action.type === 'chance') return fail('not-a-chance-node', 'This is not a chance node', handler.rule(f));
  if (action.player !== node.player) {
    return fail('not-your-decision', `Player ${action.player} may not act now; Player ${node.player} decides`, handler.rule(f));
  }
  const legal = legalFor(state, f, handler);
  const sameType = legal.keys.get(action.type);
  if (sameType?.has(actionKey(action))) return { action };
  const pirateId = 'pirate' in action && typeof action.pirate === 'string' ? action.pirate : null;
  if (pirateId !== null && !ix.pirate[pirateId]) return fail('unknown-pirate', `No Pirate called '${pirateId}'`, '5.0');
  if ('port' in action && !ix.port[action.port]) return fail('unknown-port', `No port called '${action.port}'`, '9.1');
  if ('card' in action && !ix.card[action.card]) return fail('unknown-card', `No Event card called '${action.card}'`, '17.2');
  if (!sameType) return fail('wrong-phase', `'${action.type}' is not possible at this point (${f.kind})`, handler.rule(f));
  if (pirateId !== null && legal.actions.every((a) => a.type !== action.type || !('pirate' in a) || a.pirate !== pirateId)) {
    const p = state.pirates[pirateId];
    if (p && p.owner !== action.player) return fail('not-your-pirate', `${pirateId} belongs to Player ${p.owner}`, '4.5');
  }
  return fail('illegal-action', `${action.type} is not legal here`, handler.rule(f));
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
  const s = ctx.s;
  const seeded = s.config.randomness === 'seeded';
  let sampled = false;
  for (let i = 0; i < MAX_AUTO_STEPS; i++) {
    if (s.over) {
      s.stack.length = 0;
      break;
    }
    const f = top(s);
    if (!f) break;
    const h = handlerOf(f.kind);
    const node = h.node(s, f, ctx.ix);
    if (node.kind === 'decision') break;
    if (node.kind === 'chance') {
      if (!seeded || !s.rng) break;
      ctx.gen ??= generatorFromState(s.rng);
      sampled = true;
      deliverChance(ctx, handlerOf, node.spec, sampleOutcome(s, node.spec, ctx.gen));
      continue;
    }
    h.step(ctx, f, null);
    if (i === MAX_AUTO_STEPS - 1) throw new Error('internal: the kernel made no decision in 100000 automatic steps');
  }
  if (sampled && ctx.gen) s.rng = generatorState(ctx.gen);
}

/** Validate without throwing (DESIGN `check`). */
export function check(state: GameState, action: unknown): { ok: true } | { ok: false; error: IllegalActionError } {
  const v = validate(state, action);
  return 'error' in v ? { ok: false, error: v.error } : { ok: true };
}

/**
 * Top-level parts of the state that are small and touched on most steps. `apply` gives the rules
 * plain copies of these (cheaper than proxying them) and lets immer share the large collections
 * (pirates, players, merchants, governors) structurally between states.
 */
const COPIED_KEYS = [
  'stack', 'turn', 'deck', 'discard', 'removed', 'setAside', 'generalPardon', 'pirateDeck', 'retired', 'eliminated',
  'merchantPool', 'hostagePool', 'warshipPool', 'warships', 'kcPool', 'kcs', 'kcsRemoved', 'proGovernorSupply',
  'governorsRemoved', 'destroyedPorts', 'attackedPorts',
] as const satisfies readonly (keyof GameState)[];

function deepFreeze(v: unknown): void {
  if (v === null || typeof v !== 'object' || Object.isFrozen(v)) return;
  Object.freeze(v);
  for (const k in v as Record<string, unknown>) deepFreeze((v as Record<string, unknown>)[k]);
}

function cloneData<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(cloneData) as T;
  const out: Record<string, unknown> = {};
  for (const k in v) out[k] = cloneData((v as Record<string, unknown>)[k]);
  return out as T;
}

/**
 * Apply one action: pure (the input is untouched), returns the new state and what happened.
 * Throws IllegalActionError (with a stable code and the rule) on anything illegal.
 */
export function apply(state: GameState, action: Action): { state: GameState; events: GameEvent[] } {
  const v = validate(state, action);
  if ('error' in v) throw v.error;
  const events: GameEvent[] = [];
  const ix = componentsOf(state);
  const next = produce(state, (draft) => {
    const s = draft as GameState;
    const w = s as unknown as Record<string, unknown>;
    for (const k of COPIED_KEYS) w[k] = cloneData(state[k]);
    step({ s, events, ix }, v.action);
    // Frozen plain parts are final for immer: it neither walks nor re-freezes them.
    for (const k of COPIED_KEYS) deepFreeze(w[k]);
  });
  return { state: next, events };
}

export function isOver(state: GameState): boolean {
  return state.over !== null;
}
