import type { z } from 'zod';
import type { LocationSchema, NationalityIdSchema, PlayerIdSchema, ShipTypeIdSchema } from './id-schemas.js';

/**
 * Players are named by their place in Player Order (3.0 Step 2): A moves first, then B, C ...
 * Letters F-J exist only for the 6-10 player variant of 2.7.
 */
export const PLAYER_IDS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'] as const;
/** A player's letter, in Player Order (R12): 'A' is first. */
export type PlayerId = z.infer<typeof PlayerIdSchema>;

/** The shape of a readable kebab-case id (ports, pirates, sea areas, cards, counters); IdSchema checks it. */
export const ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export type Id = string;

/**
 * The id shown in place of one the viewing player may not know: in `PlayerView.stack` (view) and in
 * another player's secret events (eventsFor).
 */
export const HIDDEN_ID = 'hidden';

export type NationalityId = z.infer<typeof NationalityIdSchema>;

export type ShipTypeId = z.infer<typeof ShipTypeIdSchema>;

/** Where a Pirate is: at sea in a Sea Area, In-Port, or in a Transit Box (7.11). */
export type Location = z.infer<typeof LocationSchema>;

export function sameLocation(a: Location, b: Location): boolean {
  if (a.kind === 'sea') return b.kind === 'sea' && a.area === b.area;
  if (a.kind === 'port') return b.kind === 'port' && a.port === b.port;
  return b.kind === 'transit' && a.box === b.box;
}
