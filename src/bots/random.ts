import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { Action } from '../actions/schema.js';
import type { GameState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import { legalActions } from '../api/play.js';

/** A bot chooses one of the legal actions for the player who must decide. */
export type Bot = (state: GameState, player: PlayerId, legal?: readonly Action[]) => Action;

/** Uniform over the legal actions, with its own seeded generator (never the game's). */
export function randomBot(seed = 0): Bot {
  const g = xoroshiro128plus(seed);
  return (state, player, legal) => {
    const options = legal ?? legalActions(state, player);
    const a = options[uniformInt(g, 0, options.length - 1)];
    if (!a) throw new Error(`randomBot: no legal action for Player ${player}`);
    return a;
  };
}
