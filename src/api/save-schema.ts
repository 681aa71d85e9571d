import { z } from 'zod';
import { GameStateSchema } from '../state/schema.js';
import { FORMAT } from './save-format.js';
import { STATE_VERSION } from '../state/version.js';

/**
 * A saved game as `serialize` writes it and `deserialize` reads it: the envelope
 * `{ format: 'blackbeard-engine/game', version: STATE_VERSION, state }` around a {@link GameStateSchema}
 * state. Published as JSON Schema in `blackbeard-engine/schemas/save-file.schema.json`. It checks the
 * shape and the bounds a schema can state (no negative VP, Loyalty 0-10, ...); `deserialize` also
 * checks what only the rules can (every card and counter in one place, every id a component).
 */
// Loose: deserialize reads these three keys and ignores any other (a note a tool added), so a
// schema that refused them would refuse files the engine loads.
export const SaveFileSchema = z.looseObject({
  /** Says what the file is. */
  format: z.literal(FORMAT),
  /** The saved-game format's version (STATE_VERSION); another version is refused. */
  version: z.literal(STATE_VERSION),
  state: GameStateSchema,
});
