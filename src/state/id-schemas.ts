import { z } from 'zod';
import { ID_PATTERN, PLAYER_IDS } from './ids.js';

/**
 * The zod schemas of the ids (src/state/ids.ts holds the zod-free constants and types the rules
 * use, so that the play path loads no zod: issue 14 point 3).
 */

/** A player's letter: 'A'-'E' (2-5 players), up to 'J' in the 6-10 player variant of 2.7. */
export const PlayerIdSchema = z.enum(PLAYER_IDS);

/** Readable kebab-case ids: ports, pirates, sea areas, cards, counters. */
export const IdSchema = z.string().regex(ID_PATTERN, 'expected a kebab-case id');

export const NationalityIdSchema = z.enum(['english', 'spanish', 'french', 'dutch', 'portuguese', 'arab']);

export const ShipTypeIdSchema = z.enum(['sloop', 'schooner', 'brigantine']);

/** Where a Pirate (or KC) is: a Sea Area, a Port (In-Port), or a Transit Box (7.0). */
export const LocationSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('sea'), area: IdSchema }),
  z.strictObject({ kind: z.literal('port'), port: IdSchema }),
  z.strictObject({ kind: z.literal('transit'), box: IdSchema }),
]);
