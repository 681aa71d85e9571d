import { describePending, eventsFor, view, type GameEvent, type GameState, type PendingText, type PlayerId, type PlayerView } from 'blackbeard-engine/core';

/**
 * What a spectator may know: what every player may know, and nothing any one of them alone may.
 * The engine's `view` and `eventsFor` hide from a player everything that is another player's
 * secret; a spectator is a seat nobody holds, so they are asked for a player id that is in no
 * game ('-'), given an empty hand. Every secret then belongs to someone else: a secretly placed
 * Pirate (3.0 Step 7 option) stays off the board, a drawn Pirate card (5.16) and Merchant stay
 * HIDDEN_ID, every hand is a count (test/visibility.test.ts holds it to each seat's view).
 */
const NOBODY = '-' as PlayerId;

export function publicView(state: GameState): PlayerView {
  const players = { ...state.players, [NOBODY]: { hand: [], pirateHand: [], vp: 0, seat: 0 } };
  return view({ ...state, players }, NOBODY);
}

/** The events as a spectator may see them: every player's secrets redacted. */
export function publicEvents(events: readonly GameEvent[]): GameEvent[] {
  return eventsFor(events, NOBODY);
}

/** The pending decision as the table sees it (no viewer: never what only the decider knows). */
export function publicPrompt(state: GameState): PendingText {
  return describePending(state);
}
