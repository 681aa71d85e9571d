import type { Engine } from './engine.js';
import type { Ctx, Node } from './ctx.js';
import type { GameTypes } from './types.js';

/**
 * A fast path for playouts (DESIGN "One kernel, two speeds"): the same rule functions as `apply`,
 * run in place on one private mutable clone, with no copying, no validation and no legality check.
 * Feed it only actions from its own `legalActions()`.
 */
export interface Simulator<T extends GameTypes, R> {
  /** The live state, changed in place by `apply`: read it, never write it; copy it for snapshots. */
  readonly state: T['state'];
  /** The decider's legal actions now (empty at a chance node or when the game is over). */
  legalActions(): T['action'][];
  /**
   * Who decides now, or null at a chance node (external randomness) or when the game is over. At a
   * simultaneous choice, the first player still to commit.
   */
  decider(): T['player'] | null;
  /** Apply one of `legalActions()` in place (no legality check: feed it only listed actions). */
  apply(action: T['action']): void;
  /** True once the game has ended. */
  isOver(): boolean;
  /** The game's result (standings). */
  result(): R;
  /**
   * Make the position now the restore point of {@link Simulator.restore}. From here on the
   * simulator steps a working copy of it (copy on first write, as `apply` does: the records no
   * step has written are shared with the restore point), so the restore point itself is never
   * changed. Costs a working copy (a few µs), not a deep copy.
   */
  mark(): void;
  /**
   * Back to the position of the last {@link Simulator.mark} (throws if none): a fresh working copy
   * of it, a few µs however far the simulator went. For many playouts from one root: mark once,
   * play out, restore, play out again.
   */
  restore(): void;
  /** Events are not even built unless `recordEvents` is set (they cost time). */
  events: T['event'][];
}

/** Options of {@link createSimulator}. */
export interface SimulatorOptions {
  /** Build the events of each step in `events` (they cost time). */
  recordEvents?: boolean;
  /**
   * Take `state` as the simulator's own instead of copying it: the caller hands over a state that
   * nothing else holds or will read (a freshly built one, such as a determinization). Saves the
   * copy (a JSON round trip, about half the cost of a determinization); the caller must not use
   * `state` afterwards.
   */
  adopt?: boolean;
}

/** A simulator on a private copy of `state` (the original is not touched unless `opts.adopt`). */
export function createSimulator<T extends GameTypes, R>(engine: Engine<T>, state: T['state'], result: (s: T['state']) => R, opts: SimulatorOptions = {}): Simulator<T, R> {
  const def = engine.definition;
  let s = opts.adopt ? state : def.privateCopy(state);
  const ix = def.components(state);
  const sink: T['event'][] = [];
  // The clone is private: every object in it is the simulator's own, written in place (no copies).
  // After `mark`, copy on first write instead (`owned` holds what this copy has made its own).
  const ctx: Ctx<T> = { s, events: sink, ix, dropEvents: !(opts.recordEvents ?? false), owned: null };
  // The node the kernel stopped at, kept from one step to the next: a bot asks `decider()` and then
  // `legalActions()`, and in a window computing it again would cost another eligibility sweep.
  let node: Node<T> | null = engine.advance(ctx);
  let root: T['state'] | null = null;
  let rootNode: Node<T> | null = null;
  const decider = (): T['player'] | null => {
    if (!node || s.over) return null;
    if (node.kind === 'decision') return node.player;
    return node.kind === 'simultaneous' ? (node.players[0] ?? null) : null;
  };
  const fromRoot = (r: T['state']): void => {
    s = def.workingCopy(r);
    ctx.s = s;
    ctx.owned = new Set();
    // A seeded game's live generator has moved on since the restore point: read it again from `s.rng`.
    ctx.gen = undefined;
    node = rootNode;
    engine.forget(s);
  };
  return {
    get state() {
      return s;
    },
    events: sink,
    legalActions() {
      const f = s.stack[s.stack.length - 1] as T['frame'] | undefined;
      const player = decider();
      return f && player !== null ? def.handlerOf(f.kind).legal(s, f, ix, player) : [];
    },
    decider,
    apply(action) {
      node = engine.step(ctx, action);
      // The public functions remember one state object; this one has just changed in place.
      engine.forget(s);
    },
    isOver: () => s.over !== null,
    result: () => result(s),
    mark() {
      // The position now becomes read-only (the restore point); play goes on in a working copy.
      root = s;
      rootNode = node;
      fromRoot(root);
    },
    restore() {
      if (root === null) throw new Error('simulator: restore() before mark()');
      fromRoot(root);
    },
  };
}
