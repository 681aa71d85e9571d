import type { Action, Choice, GameEvent, GameResult, OptionsInput, PendingText, PlayerId, PlayerView } from 'blackbeard-engine/core';

/**
 * The messages between a BlackbeardRoom and its clients (types only: a browser client imports
 * them without loading the server). Colyseus carries them as msgpack; every field is plain data.
 */

/** A bot the room plays a seat with: the engine's `randomBot` or `greedyBot`. */
export type BotKind = 'random' | 'greedy';

/**
 * What a client may ask for when it creates a game (`client.create('blackbeard', options)`).
 * The seed is never a client's to choose (whoever knows it knows every future draw): the server
 * draws it and keeps it.
 */
export interface CreateOptions {
  /** 1-10 (2.7, 19.0). */
  players: number;
  /** Rules options as `createGame` takes them (`edition` included). */
  options?: OptionsInput;
  /** Seats the room plays itself, and with which bot. */
  bots?: Partial<Record<PlayerId, BotKind>>;
  /** How long a dropped player keeps his seat (seconds; the server caps it). */
  reconnectSeconds?: number;
  /** After that time, a bot plays the seat until its player comes back. */
  botTakeover?: boolean;
  /** The creator's own join: a seat ('auto' for the first free one), or none to watch. */
  seat?: PlayerId | 'auto';
}

/** What a client sends with a join (`client.joinById(gameId, options)`). */
export interface JoinOptions {
  /** The seat to take ('auto': the first free human seat); none or `spectate` to watch. */
  seat?: PlayerId | 'auto';
  /** The seat token the room sent when the seat was first taken: takes it back after a drop or a server restart. */
  token?: string;
  spectate?: boolean;
}

/** The one message a client sends: an action for its seat (`room.send('action', msg)`). */
export interface ActionMessage {
  /** The action, exactly as `legalActions` lists it. */
  action: Action;
  /** The update number the client decided on (`Update.n`): an action sent on an older position is refused as 'stale'. */
  n?: number;
}

/** A seat as everyone may see it. */
export interface SeatInfo {
  seat: PlayerId;
  /** 'human': a client's; 'bot': the room's from the start; 'open': nobody has taken it. */
  kind: 'human' | 'bot' | 'open';
  connected: boolean;
  /** A bot plays it while its player is away (the reconnection time ran out). */
  botPlaying: boolean;
}

/**
 * Sent to each client after every change, and when it joins, as JSON text (`JSON.parse` it; see
 * `parseUpdate`): exactly what its seat may know
 * (`view`, `eventsFor`, `describePending` for that seat; the public view for a spectator).
 */
export interface Update {
  game: string;
  /** How many actions the game has had: the update after action n has n. */
  n: number;
  /** The client's seat, or null for a spectator. */
  seat: PlayerId | null;
  view: PlayerView;
  /** What happened since update n-1, as this seat may see it (empty on a join). */
  events: GameEvent[];
  prompt: PendingText;
  /** The seat's legal actions when it is its decision (else empty). */
  legal: Action[];
  /** The same actions as steps to choose in, named (`choiceSteps(legal, state, { byPirate: true })`). */
  choices: Choice[];
  seats: SeatInfo[];
  /** Set once the game is over (`result(state)`). */
  result: GameResult | null;
}

/** Sent to a client that took a seat: the secret that gives it back (keep it; never shown to others). */
export interface SeatGranted {
  game: string;
  seat: PlayerId;
  token: string;
}

/** Why the room refused a message: the engine's IllegalActionError codes, or the server's own. */
export type ServerErrorCode =
  | 'malformed'
  | 'too-large'
  | 'rate-limited'
  | 'not-seated'
  | 'not-your-seat'
  | 'stale'
  | 'game-over'
  | 'store-failed'
  | 'unknown-message';

/** Sent to the one client whose message was refused; the game is unchanged. */
export interface ErrorMessage {
  code: string;
  message: string;
  /** The rule an illegal action breaks (engine errors). */
  rule?: string;
  /** The position the refusal is about. */
  n: number;
}

/** Read an 'update' message (JSON text). */
export function parseUpdate(message: string): Update {
  return JSON.parse(message) as Update;
}
