import { z } from 'zod';
import { GameStateSchema, type GameState } from '../state/schema.js';
import { FORMAT } from './save-format.js';
import { STATE_VERSION } from '../state/version.js';

/** A saved game as `serialize` writes it (see {@link SaveFileSchema}). */
export interface SaveFile {
  /** Says what the file is: `'blackbeard-engine/game'`. */
  format: typeof FORMAT;
  /** The saved-game format's version, STATE_VERSION. */
  version: typeof STATE_VERSION;
  /** The whole game. */
  state: GameState;
}

/**
 * A saved game as `serialize` writes it and `deserialize` reads it: the envelope
 * `{ format: 'blackbeard-engine/game', version: STATE_VERSION, state }` around a {@link GameStateSchema}
 * state. Published as JSON Schema in `blackbeard-engine/schemas/save-file.schema.json`. It checks the
 * shape and the bounds a schema can state (no negative VP, Loyalty 0-10, ...); `deserialize` also
 * checks what only the rules can (every card and counter in one place, every id a component).
 * Typed as a `ZodType` of {@link SaveFile}, so that hovers and the API page name the type instead of
 * unrolling the whole state schema. Loose: `deserialize` reads these three keys and ignores any
 * other (a note a tool added), so a schema that refused them would refuse files the engine loads.
 */
export const SaveFileSchema: z.ZodType<SaveFile> = z.looseObject({
  /** Says what the file is. */
  format: z.literal(FORMAT),
  /** The saved-game format's version (STATE_VERSION); another version is refused. */
  version: z.literal(STATE_VERSION),
  state: GameStateSchema,
});
