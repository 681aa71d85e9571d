import type { Action } from '../actions/schema.js';
import type { GameState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import * as policy from '../solo/policy.js';
import { engine } from './engine.js';

export { swingOf, type PolicyOptions, type ScoredAction } from '../solo/policy.js';

/**
 * The expected-VP-swing policy (src/solo/policy.ts) for any seat: the System Player's search
 * (19.17), and `greedyBot`'s choice. Every action in `legal` (default: the player's legal actions)
 * with its expected swing relative to now, in `legal` order.
 */
export function scoreActions(state: GameState, player: PlayerId, legal?: readonly Action[], options: policy.PolicyOptions = {}): policy.ScoredAction[] {
  return policy.scoreActions(engine, state, player, legal, options);
}

/** The policy's choice: the best-scoring legal action, ties to the first listed. */
export function bestAction(state: GameState, player: PlayerId, legal?: readonly Action[], options: policy.PolicyOptions = {}): Action {
  return policy.bestAction(engine, state, player, legal, options);
}
