import { z } from 'zod';

/**
 * Players are named by their place in Player Order (3.0 Step 2): A moves first, then B, C ...
 * Letters F-J exist only for the 6-10 player variant of 2.7.
 */
export const PLAYER_IDS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'] as const;
/** A player's letter: 'A'-'E' (2-5 players), up to 'J' in the 6-10 player variant of 2.7. */
export const PlayerIdSchema = z.enum(PLAYER_IDS);
/** A player's letter, in Player Order (R12): 'A' is first. */
export type PlayerId = z.infer<typeof PlayerIdSchema>;

/** Readable kebab-case ids: ports, pirates, sea areas, cards, counters. */
export const IdSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a kebab-case id');
export type Id = string;

/**
 * The id shown in place of one the viewing player may not know: in `PlayerView.stack` (view) and in
 * another player's secret events (eventsFor).
 */
export const HIDDEN_ID = 'hidden';

export const NationalityIdSchema = z.enum(['english', 'spanish', 'french', 'dutch', 'portuguese', 'arab']);
export type NationalityId = z.infer<typeof NationalityIdSchema>;

export const ShipTypeIdSchema = z.enum(['sloop', 'schooner', 'brigantine']);
export type ShipTypeId = z.infer<typeof ShipTypeIdSchema>;

/** Where a Pirate (or KC) is: a Sea Area, a Port (In-Port), or a Transit Box (7.0). */
export const LocationSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('sea'), area: IdSchema }),
  z.strictObject({ kind: z.literal('port'), port: IdSchema }),
  z.strictObject({ kind: z.literal('transit'), box: IdSchema }),
]);
/** Where a Pirate is: at sea in a Sea Area, In-Port, or in a Transit Box (7.11). */
export type Location = z.infer<typeof LocationSchema>;

export function sameLocation(a: Location, b: Location): boolean {
  if (a.kind === 'sea') return b.kind === 'sea' && a.area === b.area;
  if (a.kind === 'port') return b.kind === 'port' && a.port === b.port;
  return b.kind === 'transit' && a.box === b.box;
}
