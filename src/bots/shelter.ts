/**
 * The solitaire shelter: a way for Blackbeard's bots to play, not a rule of the game.
 *
 * From the Notoriety trigger on (19.14: Notoriety 12), the System Player deploys a King's
 * Commissioner on Blackbeard each Player-Turn, and the KC reacts to each Action he takes at sea
 * (19.13). One reaction kills him 16-34% of the time, by his ship (docs/bots.md), and his death
 * loses the game (19.9). A KC cannot attack a Pirate in a port (10.37). So once the trigger is on,
 * the bots keep Blackbeard in port and play for the third General Pardon, when the higher VP total
 * wins (19.9, RULINGS B54):
 *  - in port: no move back to sea, no Event played on his own port (Local Resistance ousts every
 *    Pirate in it, #13 / 10.42), and any other Action before ending the Player-Turn, because each
 *    Action draws from the Hold deck (19.13) and so brings the third General Pardon closer, while
 *    the System Player's Pirates are still short of his VP;
 *  - at sea: a move into a port, when there is one.
 *
 * Measured in 400 solitaire games against the quick System Player (`greedyBot` as Blackbeard,
 * seeds 1-400): without the shelter 93% of Blackbeards are killed and none wins; with it, about
 * half are killed, 45% of the games end on the third General Pardon, and 2.5% are won.
 */
import type { Action } from '../actions/schema.js';
import type { GameState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import { KC_NOTORIETY } from '../solo/ap-check.js';

/**
 * The actions of `legal` that the shelter keeps for `player`: all of them unless this is a
 * solitaire game, `player` is Blackbeard's, and the Notoriety trigger is on (19.14). Never empty
 * when `legal` is not: when nothing passes the filter, `legal` itself.
 */
export function soloShelter(state: GameState, player: PlayerId, legal: readonly Action[]): readonly Action[] {
  const solo = state.solo;
  if (!solo || player === solo.system || legal.length < 2) return legal;
  const bb = solo.blackbeard;
  const p = state.pirates[bb];
  if (!p || !(solo.kcTrigger || p.np >= KC_NOTORIETY)) return legal;
  const at = p.location;
  let keep: readonly Action[];
  if (at.kind === 'port') {
    const stay = legal.filter((a) => !(a.type === 'move' && a.pirate === bb && a.to.kind !== 'port') && !(a.type === 'playEvent' && a.port === at.port));
    const busy = stay.filter((a) => a.type !== 'endTurn');
    keep = busy.length > 0 ? busy : stay;
  } else keep = legal.filter((a) => a.type === 'move' && a.pirate === bb && a.to.kind === 'port');
  return keep.length > 0 ? keep : legal;
}
