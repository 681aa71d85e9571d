import type { Action } from '../actions/schema.js';
import { createSimulator as createKernelSimulator } from '../kernel/index.js';
import { engine } from '../api/engine.js';
import type { GameState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import type { GameEvent } from '../events/types.js';
import type { GameResult } from '../state/scoring.js';
import { result } from '../api/result.js';

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
  /**
   * Make the position now the restore point of `restore()`. From here on the simulator steps a
   * working copy of it (copy on first write, as `apply` does), so the restore point is never
   * changed. It costs a working copy (a few µs), not a deep copy.
   */
  mark(): void;
  /**
   * Back to the position of the last `mark()` (throws if there was none), a few µs however far the
   * simulator went: many playouts from one root without a copy each (docs/bots.md "Search primitives").
   */
  restore(): void;
  /** Events are not even built unless `recordEvents` is set (they cost time). */
  events: GameEvent[];
}

/**
 * A private, mutable copy of `state` that plays fast (see {@link Simulator}): for bots' playouts. The
 * original state is not touched; seeded chance nodes are resolved inside `apply`.
 */
export function createSimulator(state: GameState, opts: { recordEvents?: boolean } = {}): Simulator {
  return createKernelSimulator(engine, state, result, { recordEvents: opts.recordEvents ?? false });
}

/**
 * A simulator that takes `state` as its own, with no copy: only for a state nothing else holds or
 * will read again (a determinization built for it). Internal: `simulatorFromView` is the public way.
 */
export function adoptSimulator(state: GameState, opts: { recordEvents?: boolean } = {}): Simulator {
  return createKernelSimulator(engine, state, result, { recordEvents: opts.recordEvents ?? false, adopt: true });
}
