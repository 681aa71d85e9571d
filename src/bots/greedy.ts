import type { Bot } from './random.js';
import { legalActions } from '../api/play.js';
import { bestAction, type PolicyOptions } from '../api/policy.js';

/**
 * A bot that plays the expected-VP-swing policy of src/solo/policy.ts (the System Player's policy
 * in solitaire, 19.17) in any seat: each decision goes to the legal action with the highest
 * expected swing (its VP estimate less the other players' mean) over the chance nodes and its own
 * follow-up decisions in the procedure the action starts. Deterministic: the same state gives the
 * same choice, so it needs no seed.
 *
 * It reads the state it is given. Its static estimate never reads another player's hidden facts
 * (hands, face-down Merchants), but the exact expectation over a draw uses the true contents of
 * the pool; to play strictly on one player's information set, give it
 * `determinize(view(state, player), seed)` instead of `state`.
 */
export function greedyBot(options: PolicyOptions = {}): Bot {
  return (state, player, legal) => bestAction(state, player, legal ?? legalActions(state, player), options);
}
