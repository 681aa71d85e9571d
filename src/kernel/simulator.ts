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
  /** Events are not even built unless `recordEvents` is set (they cost time). */
  events: T['event'][];
}

/** A simulator on a private copy of `state` (the original is not touched). */
export function createSimulator<T extends GameTypes, R>(engine: Engine<T>, state: T['state'], result: (s: T['state']) => R, opts: { recordEvents?: boolean } = {}): Simulator<T, R> {
  const def = engine.definition;
  const s = def.privateCopy(state);
  const ix = def.components(state);
  const sink: T['event'][] = [];
  // The clone is private: every object in it is the simulator's own, written in place (no copies).
  const ctx: Ctx<T> = { s, events: sink, ix, dropEvents: !(opts.recordEvents ?? false), owned: null };
  // The node the kernel stopped at, kept from one step to the next: a bot asks `decider()` and then
  // `legalActions()`, and in a window computing it again would cost another eligibility sweep.
  let node: Node<T> | null = engine.advance(ctx);
  const decider = (): T['player'] | null => {
    if (!node || s.over) return null;
    if (node.kind === 'decision') return node.player;
    return node.kind === 'simultaneous' ? (node.players[0] ?? null) : null;
  };
  return {
    state: s,
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
  };
}
