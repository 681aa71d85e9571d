import type { ChanceAction, ChanceValue, GameTypes } from './types.js';
import { ownFrame, type Ctx, type Handler, type Node } from './ctx.js';
import { enumerateOutcomes, generatorFromState, generatorState, isValidOutcome, sampleOutcome, type PoolsOf } from './chance.js';
import { sameAction } from './same-action.js';
import type { IllegalActionError, KernelIllegalCode } from './errors.js';

/**
 * The decision kernel (DESIGN "The decision kernel"), generic over a game definition. The game is a
 * stack of procedure frames; the top frame's handler says who decides, what is legal and how an
 * input advances it. `apply` feeds one input, then runs automatic steps and (seeded) chance until
 * the next decision, an external chance node or the end of the game.
 */

/** What the game waits for now. */
export type Pending<T extends GameTypes> =
  | { kind: 'decision'; player: T['player']; frame: string; rule: string }
  | { kind: 'simultaneous'; players: readonly T['player'][]; frame: string; rule: string }
  | { kind: 'chance'; spec: T['spec']; frame: string }
  | { kind: 'over' };

/** A fault in an action's shape: where, and what. */
export interface ShapeFault {
  path: readonly (string | number)[];
  message: string;
}

/** What a game tells the kernel (docs/kernel.md "Defining a game"). */
export interface GameDefinition<T extends GameTypes> {
  /** The handler of a frame kind (throws on an unknown kind: a bug, not an input error). */
  handlerOf(kind: string): Handler<T>;
  /** The pool a draw spec names, as it stands in a state (./chance.ts). */
  pools: PoolsOf<T['state'], T['ix']>;
  /** The indexed component data a state plays with. */
  components(s: T['state']): T['ix'];
  /** The game's error for an illegal action (its subclass of IllegalActionError, its codes). */
  illegal(code: KernelIllegalCode, message: string, rule: string): IllegalActionError;
  /** Rules cited by the kernel's own errors: a malformed action, and a game that is over. */
  rules: {
    /** The rule a malformed action breaks. */
    malformed: string;
    /** The rule that ended the game in `s` (cited when an action comes after the end). */
    over: (s: T['state']) => string;
  };
  /** Why `raw` is not an action of this game, or null when it is well-formed. */
  shapeFault(raw: unknown): ShapeFault | null;
  /**
   * A size check run before anything else reads an action (an attacker's action can hold a million
   * keys): the first fault, or null. It should cost little for a small action.
   */
  precheck?(raw: unknown): ShapeFault | null;
  /** Shorten text quoted from the input in an error message (default: as it is). */
  clip?(text: string): string;
  /**
   * A game-specific reason a well-formed action by the right player is illegal (an unknown id, the
   * wrong phase, another player's piece), checked after the kernel's own checks; null leaves it to
   * the kernel ('wrong-phase' when no legal action has the type, else 'illegal-action').
   */
  diagnose?(s: T['state'], action: T['action'], legal: readonly T['action'][], frame: T['frame'], ix: T['ix']): IllegalActionError | null;
  /**
   * The state's copies (./copy.ts): `workingCopy` for `apply` (fresh root and stack, records shared
   * until a rule asks for one), `privateCopy` for a simulator (every object its own), and `seal`,
   * which freezes what a step made (in every mode: issue 22 point 3).
   */
  workingCopy(s: T['state']): T['state'];
  /** A copy whose every object is its own (the simulator's). */
  privateCopy(s: T['state']): T['state'];
  /**
   * Freeze what a step made and return the state. `base` is the frozen state the step started from
   * (what is the same object there is shared and frozen already), or null for a state built
   * outside the engine, to be frozen through (`sealNew` in ./copy.ts does both).
   */
  seal(s: T['state'], base: T['state'] | null): T['state'];
  /** Plug-in points for procedures that run around the frame stack (a game's variant, its AI). */
  hooks?: GameHooks<T>;
}

/** The plug-in points of {@link GameDefinition}. */
export interface GameHooks<T extends GameTypes> {
  /** Before each automatic step (a game that ends "the instant" a condition holds checks it here). */
  beforeStep?(ctx: Ctx<T>): void;
  /** Once the game is over, before `advance` returns (tidy the stack, score). */
  onOver?(ctx: Ctx<T>): void;
  /**
   * A decision the game makes itself (a built-in player such as a solitaire opponent): return true
   * after stepping `f` with the choice, false to ask the player.
   */
  decide?(ctx: Ctx<T>, f: T['frame'], h: Handler<T>, player: T['player'], engine: Engine<T>): boolean;
  /**
   * A chance outcome about to be delivered to the top frame: return true to take it over (open a
   * reroll window, say); the game then delivers it itself.
   */
  interceptChance?(ctx: Ctx<T>, spec: T['spec'], value: ChanceValue): boolean;
}

/** The functions the kernel builds for one game (`defineGame`). */
export interface Engine<T extends GameTypes> {
  readonly definition: GameDefinition<T>;
  /** What the game waits for now: a decision, a simultaneous choice, a chance node, or nothing (over). */
  pending(state: T['state']): Pending<T>;
  /** The legal actions of the decider (or of `player`, one of those still to commit at a simultaneous choice): a fresh list. */
  legalActions(state: T['state'], player?: T['player']): T['action'][];
  /** Every outcome of the chance node with its exact probability; [] when not at one. */
  chanceOutcomes(state: T['state']): { outcome: ChanceAction; probability: number }[];
  /** Whether `action` is legal in `state`, and why not; never throws. */
  check(state: T['state'], action: unknown): { ok: true } | { ok: false; error: IllegalActionError };
  /**
   * Apply one action: pure (the input is untouched), returns the new state and what happened.
   * Throws the game's IllegalActionError on anything illegal. The rules run on a working copy that
   * shares everything they do not change with the input (copy on first write); the result is sealed.
   */
  apply(state: T['state'], action: T['action']): { state: T['state']; events: T['event'][] };
  /** Run the automatic steps of a freshly built state (setup) to the first stop, as `apply` does. */
  start(state: T['state']): { state: T['state']; events: T['event'][] };
  /** Apply a validated action to a working copy (the caller owns the copy and seals the result). */
  step(ctx: Ctx<T>, action: T['action']): Node<T> | null;
  /** The first half of `step`: hand one input to the top frame, no automatic steps after. */
  feed(ctx: Ctx<T>, action: T['action']): boolean;
  /** Run automatic steps and seeded chance until a decision, an external chance node or the end. */
  advance(ctx: Ctx<T>): Node<T> | null;
  /** Forget what was remembered about a state object (the simulator changes one in place). */
  forget(state: T['state']): void;
}

const MAX_AUTO_STEPS = 100_000;

/** Build the kernel's functions for a game (docs/kernel.md). */
export function defineGame<T extends GameTypes>(def: GameDefinition<T>): Engine<T> {
  const { handlerOf, hooks = {} } = def;
  /** The frame on top, typed as the game's (the state's `stack` is the game's frames). */
  const topOf = (s: T['state']): T['frame'] | undefined => s.stack[s.stack.length - 1] as T['frame'] | undefined;
  const poolOf = (s: T['state'], spec: T['spec'], ix: T['ix']) => () => def.pools(s, (spec as { pool?: string }).pool ?? '', ix);

  function nodeOf(s: T['state']): Node<T> | null {
    if (s.over) return null;
    const f = topOf(s);
    if (!f) return null;
    return handlerOf(f.kind).node(s, f, def.components(s));
  }

  /**
   * What the public functions last found out about one state: who decides there and, once asked,
   * his legal actions. A bot asks `pending`, then `legalActions`, then `apply` validates the choice
   * against the same list, all about one state, so a step works out the node and the list once
   * each. One entry, not a cache per state: a WeakMap's `set` for every new state cost about 5% of
   * a public step. The list never leaves this closure (`legalActions` hands out a copy) and its
   * actions are frozen, so nothing a caller does to what it was given changes it.
   *
   * Only a state the engine made and froze is remembered (issue 22 point 3): the one `apply` or
   * `start` just returned. A caller's copy, or a simulator's live state, can be changed between two
   * calls, so what was found out about it is worked out again at each call.
   */
  let memo: { state: T['state']; player: T['player']; legal: readonly T['action'][] | null } | null = null;

  function deciderOf(state: T['state']): T['player'] | null {
    if (memo?.state === state) return memo.player;
    const node = nodeOf(state);
    return node?.kind === 'decision' ? node.player : null;
  }

  function legalFor(state: T['state'], player: T['player']): readonly T['action'][] {
    if (memo?.state === state && memo.player === player && memo.legal) return memo.legal;
    const f = topOf(state);
    if (!f) return [];
    const legal = handlerOf(f.kind).legal(state, f, def.components(state), player);
    for (const a of legal) freezeAction(a);
    // A simultaneous node's lists are per player: only the decider's list is remembered.
    if (memo?.state === state && memo.player === player) memo = { state, player, legal };
    return legal;
  }

  function pending(state: T['state']): Pending<T> {
    const f = topOf(state);
    const player = deciderOf(state);
    if (f && player !== null) return { kind: 'decision', player, frame: f.kind, rule: handlerOf(f.kind).rule(f) };
    const node = nodeOf(state);
    if (!node || !f) return { kind: 'over' };
    if (node.kind === 'chance') return { kind: 'chance', spec: node.spec, frame: f.kind };
    if (node.kind === 'simultaneous') return { kind: 'simultaneous', players: [...node.players], frame: f.kind, rule: handlerOf(f.kind).rule(f) };
    return { kind: 'over' };
  }

  function legalActions(state: T['state'], player?: T['player']): T['action'][] {
    const decider = deciderOf(state);
    if (decider !== null) {
      if (player !== undefined && player !== decider) return [];
      return legalFor(state, decider).slice();
    }
    // A simultaneous choice: each player still to commit has his own list.
    const node = nodeOf(state);
    if (node?.kind !== 'simultaneous' || player === undefined || !node.players.includes(player)) return [];
    return legalFor(state, player).slice();
  }

  function chanceOutcomes(state: T['state']): { outcome: ChanceAction; probability: number }[] {
    const node = nodeOf(state);
    if (!node || node.kind !== 'chance') return [];
    const ix = def.components(state);
    return enumerateOutcomes(node.spec, poolOf(state, node.spec, ix)).map((o) => ({ outcome: { type: 'chance', value: o.value }, probability: o.probability }));
  }

  const clip = def.clip ?? ((text: string) => text);

  function validate(state: T['state'], raw: unknown): { error: IllegalActionError } | { action: T['action'] } {
    // Fast path: an action equal to one of the listed legal ones is well-formed and legal (they are
    // built by the rules). The engine's own frozen action is returned, never `raw`. It reads no more
    // of `raw` than the listed action's size (`sameAction` stops early), so it comes before the
    // size check.
    if (!state.over && raw !== null && typeof raw === 'object') {
      const player = deciderOf(state);
      if (player !== null) for (const a of legalFor(state, player)) if (sameAction(a, raw)) return { action: a };
    }
    // Anything else: its size first, before anything reads all of it.
    const far = def.precheck?.(raw);
    if (far) return { error: def.illegal('malformed-action', `Malformed action${far.path.length ? ` at ${far.path.join('.')}` : ''}: ${far.message}`, def.rules.malformed) };
    const fault = def.shapeFault(raw);
    if (fault) {
      const where = fault.path.length ? ` at ${fault.path.join('.')}` : '';
      return { error: def.illegal('malformed-action', `Malformed action${where}: ${fault.message}`, def.rules.malformed) };
    }
    // Well formed: from here on it is read as an action. What the rules go on to use is the
    // engine's own copy (a listed action, or a fresh chance outcome), never the caller's object.
    const action = raw as T['action'];
    const fail = (code: KernelIllegalCode, message: string, rule: string) => ({ error: def.illegal(code, message, rule) });
    if (state.over) return fail('game-over', 'The game is over', def.rules.over(state));
    const f = topOf(state);
    const node = nodeOf(state);
    if (!node || !f) return fail('game-over', 'The game is over', def.rules.over(state));
    const handler = handlerOf(f.kind);
    const ix = def.components(state);
    if (node.kind === 'chance') {
      if (action.type !== 'chance') return fail('chance-expected', `A chance outcome is expected (${node.spec.label})`, handler.rule(f));
      const value = (action as unknown as ChanceAction).value;
      if (!isValidOutcome(node.spec, value, poolOf(state, node.spec, ix))) {
        return fail('invalid-chance-outcome', `${clip(JSON.stringify(value))} is not a possible outcome of ${node.spec.label}`, handler.rule(f));
      }
      const own: ChanceAction = { type: 'chance', value: Array.isArray(value) ? [...value] : value };
      return { action: own as unknown as T['action'] };
    }
    if (node.kind === 'auto') return fail('wrong-phase', 'Nothing to decide now', handler.rule(f));
    if (action.type === 'chance') return fail('not-a-chance-node', 'This is not a chance node', handler.rule(f));
    const actor = (action as { player?: T['player'] }).player;
    const deciders: readonly T['player'][] = node.kind === 'decision' ? [node.player] : node.players;
    if (actor === undefined || !deciders.includes(actor)) {
      const who = deciders.map((p) => `Player ${p}`).join(', ');
      return fail('not-your-decision', `Player ${clip(String(actor))} may not act now; ${who} ${deciders.length > 1 ? 'decide' : 'decides'}`, handler.rule(f));
    }
    const legal = legalFor(state, actor);
    let sameType = false;
    for (const a of legal) {
      if (a.type !== action.type) continue;
      sameType = true;
      if (sameAction(a, action)) return { action: a };
    }
    const why = def.diagnose?.(state, action, legal, f, ix);
    if (why) return { error: why };
    if (!sameType) return fail('wrong-phase', `'${clip(String(action.type))}' is not possible at this point (${f.kind})`, handler.rule(f));
    return fail('illegal-action', `${clip(String(action.type))} is not legal here`, handler.rule(f));
  }

  function deliverChance(ctx: Ctx<T>, spec: T['spec'], value: ChanceValue): void {
    if (hooks.interceptChance?.(ctx, spec, value)) return;
    const top = topOf(ctx.s);
    if (!top) throw new Error('internal: chance outcome with an empty stack');
    const f = ownFrame(ctx, top);
    handlerOf(f.kind).step(ctx, f, { type: 'chance', value } as unknown as T['action']);
  }

  function feed(ctx: Ctx<T>, action: T['action']): boolean {
    const f = topOf(ctx.s);
    if (!f) return false;
    const h = handlerOf(f.kind);
    // Only a chance outcome needs the node (its spec, for a reroll window); a decision goes straight in.
    if (action.type === 'chance') {
      const node = h.node(ctx.s, f, ctx.ix);
      if (node.kind === 'chance') {
        deliverChance(ctx, node.spec, (action as unknown as ChanceAction).value);
        return true;
      }
    }
    h.step(ctx, ownFrame(ctx, f), action);
    return true;
  }

  function advance(ctx: Ctx<T>): Node<T> | null {
    const s = ctx.s;
    const seeded = s.config.randomness === 'seeded';
    let sampled = false;
    let stop: Node<T> | null = null;
    for (let i = 0; i < MAX_AUTO_STEPS; i++) {
      hooks.beforeStep?.(ctx);
      if (s.over) {
        hooks.onOver?.(ctx);
        break;
      }
      const f = topOf(s);
      if (!f) break;
      const h = handlerOf(f.kind);
      const node = h.node(s, f, ctx.ix);
      if (node.kind === 'decision') {
        if (hooks.decide && hooks.decide(ctx, ownFrame(ctx, f), h, node.player, engine)) continue;
        stop = node;
        break;
      }
      if (node.kind === 'simultaneous') {
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
        deliverChance(ctx, node.spec, sampleOutcome(node.spec, ctx.gen, poolOf(s, node.spec, ctx.ix)));
        continue;
      }
      h.step(ctx, ownFrame(ctx, f), null);
      if (i === MAX_AUTO_STEPS - 1) throw new Error('internal: the kernel made no decision in 100000 automatic steps');
    }
    if (sampled && ctx.gen) s.rng = generatorState(ctx.gen);
    return stop;
  }

  function step(ctx: Ctx<T>, action: T['action']): Node<T> | null {
    if (!feed(ctx, action)) return null;
    return advance(ctx);
  }

  const engine: Engine<T> = {
    definition: def,
    pending,
    legalActions,
    chanceOutcomes,
    check(state, action) {
      const v = validate(state, action);
      return 'error' in v ? { ok: false, error: v.error } : { ok: true };
    },
    apply(state, action) {
      const v = validate(state, action);
      if ('error' in v) throw v.error;
      // Issue 22 point 3: a state the engine made is frozen through, so the new state may share
      // its objects. Anything else (a caller's copy, a simulator's live state) is copied whole
      // first: the new state must share nothing a caller can still write.
      const made = Object.isFrozen(state);
      const base = made ? state : def.privateCopy(state);
      const events: T['event'][] = [];
      const next = def.workingCopy(base);
      const stop = step({ s: next, events, ix: def.components(base), owned: new Set() }, v.action);
      const out = def.seal(next, made ? base : null);
      // The rules stopped at this node: `pending` and `legalActions` on the new state need not
      // work it out again (a window's eligibility sweep).
      memo = stop?.kind === 'decision' ? { state: out, player: stop.player, legal: null } : null;
      return { state: out, events };
    },
    start(base) {
      const events: T['event'][] = [];
      const next = def.workingCopy(base);
      const stop = advance({ s: next, events, ix: def.components(base), owned: new Set() });
      const out = def.seal(next, null);
      memo = stop?.kind === 'decision' ? { state: out, player: stop.player, legal: null } : null;
      return { state: out, events };
    },
    step,
    feed,
    advance,
    forget(state) {
      if (memo?.state === state) memo = null;
    },
  };
  return engine;
}

/**
 * Deep-freeze a listed action (plain JSON data, one or two levels deep). A plain `for…in`: a value
 * a polluted Object.prototype adds would only be frozen too, and this runs for every listed action.
 */
function freezeAction<V>(v: V): V {
  if (v === null || typeof v !== 'object' || Object.isFrozen(v)) return v;
  Object.freeze(v);
  for (const k in v) freezeAction((v as Record<string, unknown>)[k]);
  return v;
}
