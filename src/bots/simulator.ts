import type { Action } from '../actions/schema.js';
import { advance, forgetLegal, step } from '../api/play.js';
import { componentsOf, top, type Ctx, type Node } from '../actions/ctx.js';
import { handlerOf } from '../api/engine.js';
import type { GameState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import type { GameEvent } from '../events/types.js';
import { result, type GameResult } from '../state/scoring.js';
import { deepCopy } from '../state/copy.js';

/**
 * A fast path for playouts (DESIGN "One kernel, two speeds"): the same rule functions as `apply`,
 * run in place on one private mutable clone, with no copying, no zod and no legality check. Feed it
 * only actions from its own `legalActions()`.
 */
export interface Simulator {
  /** The live state, changed in place by `apply`: read it, never write it; copy it for snapshots. */
  readonly state: GameState;
  /** The decider's legal actions now (empty at a chance node or when the game is over). */
  legalActions(): Action[];
  /** Who decides now, or null at a chance node (external randomness) or when the game is over. */
  decider(): PlayerId | null;
  /** Apply one of `legalActions()` in place (no legality check: feed it only listed actions). */
  apply(action: Action): void;
  /** True once the game has ended. */
  isOver(): boolean;
  /** Standings of the game (see `result`). */
  result(): GameResult;
  /** Events are not even built unless `recordEvents` is set (they cost time). */
  events: GameEvent[];
}

/**
 * A private, mutable copy of `state` that plays fast (see {@link Simulator}): for bots' playouts. The
 * original state is not touched; seeded chance nodes are resolved inside `apply`.
 */
export function createSimulator(state: GameState, opts: { recordEvents?: boolean } = {}): Simulator {
  const s = deepCopy(state);
  const ix = componentsOf(state);
  const sink: GameEvent[] = [];
  // The clone is private: every object in it is the simulator's own, written in place (no copies).
  const ctx: Ctx = { s, events: sink, ix, dropEvents: !(opts.recordEvents ?? false), owned: null };
  // The node the kernel stopped at, kept from one step to the next: a bot asks `decider()` and then
  // `legalActions()`, and in a window computing it again would cost another eligibility sweep.
  let node: Node | null = advance(ctx);
  const decider = (): PlayerId | null => (node && node.kind === 'decision' && !s.over ? node.player : null);
  return {
    state: s,
    events: sink,
    legalActions() {
      const f = top(s);
      const player = decider();
      return f && player !== null ? handlerOf(f.kind).legal(s, f, ix, player) : [];
    },
    decider,
    apply(action) {
      node = step(ctx, action);
      // The public functions cache per state object; this one has just changed in place.
      forgetLegal(s);
    },
    isOver: () => s.over !== null,
    result: () => result(s),
  };
}
