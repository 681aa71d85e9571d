import type { GameEvent } from './types.js';
import { HIDDEN_ID, type PlayerId } from '../state/ids.js';

/**
 * Who reads an event: a player (he sees his own secrets, not the others'), or `'referee'`, who sees
 * everything (a dispute file, a test, a server log that is never shown to players).
 */
export type Viewer = PlayerId | 'referee';

/** Whether `viewer` may see the hidden facts of `e` (an event without `visibleTo` is public). */
export function maySee(e: GameEvent, viewer: Viewer | undefined): boolean {
  if (!('visibleTo' in e) || e.visibleTo === undefined) return true;
  return viewer === 'referee' || viewer === e.visibleTo;
}

/**
 * The events as `player` may see them (DESIGN "Hidden information"): public events and his own
 * secret ones unchanged; another player's secret event (`visibleTo` someone else) with its hidden
 * ids replaced by `HIDDEN_ID`, exactly as `view` shows them in the stack. What stays is what the
 * table sees: that Player B drew a card (4.4), was dealt a Pirate (3.0, 2.7), drew or kept one
 * (5.16), or placed a Pirate in secret (3.0 Step 7 option), never which or where.
 *
 * A server sends each player `eventsFor(events, player)`, never the raw events.
 */
export function eventsFor(events: readonly GameEvent[], player: PlayerId): GameEvent[] {
  return events.map((e) => (maySee(e, player) ? e : redact(e)));
}

/** One event with the facts only `visibleTo` may know replaced by HIDDEN_ID. */
export function redact(e: GameEvent): GameEvent {
  switch (e.type) {
    case 'cardDealt':
    case 'cardDrawn':
      return { ...e, card: HIDDEN_ID };
    case 'pirateDealt':
    case 'pirateDrawn':
    case 'pirateKept':
      return { ...e, pirate: HIDDEN_ID };
    case 'pirateDeployed':
      return { ...e, pirate: HIDDEN_ID, area: HIDDEN_ID, ship: HIDDEN_ID };
    default:
      return e;
  }
}
