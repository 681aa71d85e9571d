import { GameStateSchema, STATE_VERSION, type GameState } from './schema.js';
import { sealState } from './copy.js';

/**
 * Saved games: versioned JSON that round-trips exactly. The built-in component set is not stored
 * (state.components is null); a user-supplied set is stored whole.
 */
const FORMAT = 'blackbeard-engine/game';

/** Thrown by `deserialize` for text that is not a saved game of a supported version, with the path at fault. */
export class SaveFormatError extends Error {
  override readonly name = 'SaveFormatError';
}

/** The game as versioned JSON text (`STATE_VERSION`), complete: `deserialize` continues it identically. */
export function serialize(state: GameState): string {
  return JSON.stringify({ format: FORMAT, version: STATE_VERSION, state });
}

/** Read a saved game written by {@link serialize}; validates it against {@link GameStateSchema}. */
export function deserialize(json: string): GameState {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (e) {
    throw new SaveFormatError(`Not JSON: ${(e as Error).message}`);
  }
  if (!raw || typeof raw !== 'object' || (raw as { format?: unknown }).format !== FORMAT) {
    throw new SaveFormatError(`Not a saved ${FORMAT}`);
  }
  const version = (raw as { version?: unknown }).version;
  if (version !== STATE_VERSION) {
    throw new SaveFormatError(`Saved-game version ${String(version)} is not supported by this engine (version ${STATE_VERSION})`);
  }
  const r = GameStateSchema.safeParse((raw as { state?: unknown }).state);
  if (!r.success) {
    const i = r.error.issues[0];
    throw new SaveFormatError(`Invalid saved state at ${i?.path.join('.') ?? ''}: ${i?.message ?? 'invalid'}`);
  }
  return sealState(r.data);
}
