import type { GameState } from './schema.js';
import { STATE_VERSION } from './version.js';

/**
 * Saved games (zod-free half: `serialize` is on the light core, issue 14 point 3; `deserialize`,
 * which checks a save against GameStateSchema, is in ./serialize.ts): versioned JSON that round-trips exactly. The built-in component set is not stored
 * (state.components is null); a user-supplied set is stored whole.
 */
export const FORMAT = 'blackbeard-engine/game';

/**
 * Why `deserialize` refused a text (stable, part of the public contract):
 * - 'not-json': not JSON text;
 * - 'not-a-save': JSON, but not a saved game of this engine;
 * - 'unsupported-version': a saved game of another STATE_VERSION;
 * - 'invalid-shape': the state does not match GameStateSchema (a wrong type, an unknown key, a count out of range);
 * - 'invalid-position': well-formed, but no game reaches it (a component lost or doubled, an unknown
 *   id, a rating or count beyond the rules' limits; src/state/check.ts);
 * - 'out-of-bounds': larger than any save: a text longer than 256 KiB, a list or record longer
 *   than the game has components, nesting too deep, a string too long (src/state/bounds.ts);
 * - 'missing-option': the saved options leave one out (a save records every option).
 */
export type SaveFormatCode = 'not-json' | 'not-a-save' | 'unsupported-version' | 'invalid-shape' | 'invalid-position' | 'out-of-bounds' | 'missing-option';

/** Thrown by `deserialize` for text that is not a saved game of a supported version, with the path at fault. */
export class SaveFormatError extends Error {
  override readonly name = 'SaveFormatError';
  constructor(
    message: string,
    /** Stable reason (see {@link SaveFormatCode}). */
    readonly code: SaveFormatCode,
    /** Dotted path in the saved state at fault (`state.pirates.kidd.loyalty`), '' for the whole text. */
    readonly path: string = '',
  ) {
    super(message);
  }
}

/** The game as versioned JSON text (`STATE_VERSION`), complete: `deserialize` continues it identically. */
export function serialize(state: GameState): string {
  return JSON.stringify({ format: FORMAT, version: STATE_VERSION, state });
}

