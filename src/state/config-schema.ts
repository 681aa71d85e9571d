import { z } from 'zod';
import { OptionsInputSchema } from './schema.js';

/**
 * What `createGame` accepts (validated; options default to the Living Rules, RULINGS defaults).
 * createGame itself checks configs by hand (src/api/create.ts, no zod on the browser's play path,
 * issue 14 point 3); this schema is their contract, exported from `blackbeard-engine/schemas` and as
 * JSON Schema, and test/options.test.ts holds the hand check to it.
 */
export const GameConfigSchema = z.strictObject({
  /** 2-5 players (2.7); 6-10 for the one-Pirate-each variant; 1 for Solitaire Blackbeard (19.0). */
  players: z.number().int().min(1).max(10),
  /** Seed for 'seeded' randomness; a random one is chosen when omitted. */
  seed: z.number().int().optional(),
  randomness: z.enum(['seeded', 'external']).default('seeded'),
  /** Rules options; `edition` presets the edition-dependent ones (explicit values override it). */
  options: OptionsInputSchema.default({}),
  /** A complete component set from your own copy of the game (validated by ComponentSetSchema). */
  components: z.unknown().optional(),
});
/** The configuration `createGame` accepts (see {@link GameConfigSchema} for every field and default). */
export type GameConfig = z.input<typeof GameConfigSchema>;
