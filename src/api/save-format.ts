import { SaveFormatError as KernelSaveFormatError, writeSave, type SaveEnvelope } from '../kernel/index.js';
import type { GameState } from '../state/schema.js';
import { MAX_SAVE_CHARS, boundsFault, clip } from '../state/bounds.js';
import { STATE_VERSION } from '../state/version.js';

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
export class SaveFormatError extends KernelSaveFormatError<SaveFormatCode> {
  override readonly name = 'SaveFormatError';
}

/** The game as versioned JSON text (`STATE_VERSION`), complete: `deserialize` continues it identically. */
export function serialize(state: GameState): string {
  return writeSave(ENVELOPE, state);
}

/** The save envelope of this game (src/kernel/save.ts). */
export const ENVELOPE: SaveEnvelope = {
  format: FORMAT,
  version: STATE_VERSION,
  error: (message, code, path) => new SaveFormatError(message, code, path),
  maxChars: MAX_SAVE_CHARS,
  precheck: (raw) => boundsFault(raw),
  clip,
};

