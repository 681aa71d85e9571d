import type { Bot } from './random.js';
import { legalActions } from '../api/play.js';
import { bestAction, type PolicyOptions } from '../api/policy.js';
import { soloShelter } from './shelter.js';

/** Options of {@link greedyBot}: the policy's, and the solitaire shelter. */
export interface GreedyOptions extends PolicyOptions {
  /**
   * In solitaire, keep Blackbeard in port once the System Player hunts him with KCs (19.14; see
   * `soloShelter`, src/bots/shelter.ts). Default true.
   */
  solitaireShelter?: boolean;
}

/**
 * A bot that plays the expected-VP-swing policy of src/solo/policy.ts (the System Player's policy
 * in solitaire, 19.17) in any seat: each decision goes to the legal action with the highest
 * expected swing (its VP estimate less the other players' mean) over the chance nodes and its own
 * follow-up decisions in the procedure the action starts. Deterministic: the same state gives the
 * same choice, so it needs no seed. As Blackbeard in solitaire it chooses among the actions the
 * solitaire shelter keeps (unless `solitaireShelter: false`).
 *
 * It reads the state it is given. Its static estimate never reads another player's hidden facts
 * (hands, face-down Merchants), but the exact expectation over a draw uses the true contents of
 * the pool; to play strictly on one player's information set, give it
 * `determinize(view(state, player), seed)` instead of `state`.
 */
export function greedyBot(options: GreedyOptions = {}): Bot {
  const { solitaireShelter = true, ...policy } = options;
  return (state, player, legal) => {
    const all = legal ?? legalActions(state, player);
    return bestAction(state, player, solitaireShelter ? soloShelter(state, player, all) : all, policy);
  };
}
