import type { Action } from '../actions/schema.js';
import type { IllegalActionError } from '../actions/errors.js';
import type { ChanceSpec, GameState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import type { ChanceValue } from '../state/chance.js';
import type { GameEvent } from '../events/types.js';
import { engine } from './engine.js';

/**
 * The decision loop's public functions (DESIGN "Public API"): Blackbeard's game definition
 * (./engine.ts) run by the decision kernel (src/kernel/engine.ts).
 */

/** Who must act now (DESIGN "Public API"). Blackbeard has no simultaneous choices. */
export type Pending =
  | { kind: 'decision'; player: PlayerId; frame: string; rule: string }
  | { kind: 'chance'; spec: ChanceSpec; frame: string }
  | { kind: 'over' };

/**
 * What the game waits for: a decision by one player (`legalActions` lists his choices), a chance node
 * (external randomness: answer with one of `chanceOutcomes`), or nothing when the game is over.
 */
export function pending(state: GameState): Pending {
  // No Blackbeard frame's node is `simultaneous` (the kernel's fourth kind of pending).
  return engine.pending(state) as Pending;
}

/**
 * Complete and exact legal actions for the decider (or [] for another player / a chance node).
 * The list is the caller's own (a fresh array each call) and its actions are frozen: editing them
 * cannot change what `check` and `apply` accept (issue 15 point 1).
 */
export function legalActions(state: GameState, player?: PlayerId): Action[] {
  return engine.legalActions(state, player);
}

/** Every outcome of the current chance node with its exact probability; [] when not at one. */
export function chanceOutcomes(state: GameState): { outcome: { type: 'chance'; value: ChanceValue }; probability: number }[] {
  return engine.chanceOutcomes(state);
}

/** Validate without throwing (DESIGN `check`). */
export function check(state: GameState, action: unknown): { ok: true } | { ok: false; error: IllegalActionError } {
  return engine.check(state, action) as { ok: true } | { ok: false; error: IllegalActionError };
}

/**
 * Apply one action: pure (the input is untouched), returns the new state and what happened.
 * Throws IllegalActionError (with a stable code and the rule) on anything illegal. The rules run
 * on a working copy that shares everything they do not change with the input: they copy a record
 * or an entry when they first write it (copy on first write, src/state/copy.ts). The result is
 * frozen, in every mode (issue 22 point 3). A state that is not frozen (a caller's copy, a
 * simulator's live state) is copied whole first, and nothing about it is remembered between calls.
 */
export function apply(state: GameState, action: Action): { state: GameState; events: GameEvent[] } {
  return engine.apply(state, action);
}

/** True once the game has ended (4.1, 18.0; 19.9 in solitaire); `result(state)` then gives the standings. */
export function isOver(state: GameState): boolean {
  return state.over !== null;
}
