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
type GameConfigShape = z.input<typeof GameConfigSchema>;
/**
 * The configuration `createGame` accepts (see {@link GameConfigSchema} for every field and
 * default). A named interface, so errors and hovers say `GameConfig` (issue 23 point 5);
 * test/types.test.ts checks that it stays exactly the schema's input type.
 */
export interface GameConfig {
  players: GameConfigShape['players'];
  seed?: GameConfigShape['seed'];
  randomness?: GameConfigShape['randomness'];
  options?: GameConfigShape['options'];
  components?: GameConfigShape['components'];
}
