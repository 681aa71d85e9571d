import type { z } from 'zod';
import type { GameEventSchema } from './schema.js';

/**
 * A GameEvent is data: what happened, the rule it follows, and every die and modifier that entered
 * a total, so a dispute can be settled by reading it (DESIGN "Events"). `describe(event)` renders it.
 *
 * A discriminated union on `type` (one member per event the engine emits, `GameEventSchema`):
 * narrowing gives the fields, e.g. `if (e.type === 'merchantFound') e.roll.total`.
 */
export type GameEvent = z.output<typeof GameEventSchema>;

/** The type names of every event: `'moved' | 'portAttacked' | ...`. */
export type GameEventType = GameEvent['type'];

/** The event of one type: `EventOf<'merchantFound'>`. */
export type EventOf<T extends GameEventType> = Extract<GameEvent, { type: T }>;
