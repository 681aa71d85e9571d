import { z } from 'zod';
import { IdSchema, PlayerIdSchema, ShipTypeIdSchema } from './id-schemas.js';

/**
 * Solitaire Blackbeard (19.0): the saved-game shapes. Kept free of imports from the state schema so
 * that `src/state/schema.ts` can embed them (it imports this module, not the other way round).
 *
 * Representation (docs/guide.md "Solitaire"): the System Player (SP) is the seat after yours
 * (`system`, always 'B'). It owns the SP Pirates and the KCs it deploys and scores their VP like any
 * player, but it never appears as a decider: its decisions are made inside `apply` by the SP policy
 * (19.17), as seeded chance is. The Must-Play-Immediately deck is `setAside` (19.3: it is never
 * shuffled into the Hold deck); the Hold ("May Be Held") deck is `deck`.
 */
const Count = z.number().int().min(0);

export const SoloStateSchema = z.strictObject({
  /** The System Player's seat: owner of the SP Pirates (19.1) and of the KCs it deploys (19.14). */
  system: PlayerIdSchema,
  /** Your Pirate (19.1). */
  blackbeard: IdSchema,
  /** The SP Pirates in SP turn order (19.2); null: a slot waiting for a replacement (19.1). */
  slots: z.array(IdSchema.nullable()).max(3), // 19.1: three SP Pirates (SOLO_SP_PIRATES)
  /** The slot whose Pirate has the current SP Player-Turn (while the SP is the active player). */
  slot: Count.max(2), // a slot index, 0-2 (19.2)
  /** 19.12: what the current SP Player-Turn has drawn so far: nothing, its MPI card, its Hold card. */
  drew: z.enum(['none', 'mpi', 'hold']),
  /** 19.20: the end-of-turn Notoriety loss of this Player-Turn has been made. */
  endChecked: z.boolean(),
  /** 19.14: the last Player-Turn in which the SP tried to deploy a KC against Blackbeard (first print, R87: or to intercept him with it). */
  kcTurn: Count,
  /** 19.14: Blackbeard's Notoriety has reached 12: the SP tries to deploy KCs "thereafter", even if it falls back (R34). */
  kcTrigger: z.boolean(),
  /** 19.18: SP Pirates keeping a Letter of Marque card (in the SP's hand) until they reach a port. */
  letters: z.array(IdSchema),
  /** 19.10: the General Pardon has come out of the MPI deck and is now in the Hold deck. */
  pardonInHold: z.boolean(),
  /** 19.9 / RULINGS B54: 'win' or 'loss' for you; null while playing or when VP decide (3rd GP). */
  outcome: z.enum(['win', 'loss']).nullable(),
});
export type SoloState = z.infer<typeof SoloStateSchema>;

/** 19.1, 19.3-19.8: solitaire setup, one step per section. */
export const SoloSetupFrameSchema = z.strictObject({
  kind: z.literal('soloSetup'),
  step: z.enum(['decks', 'pirates', 'ships', 'merchants', 'governors', 'blackbeard', 'spDeploy', 'done']),
  index: Count,
  /** 19.1: the ships rolled for the SP Pirates, in the order they were drawn. */
  ships: z.array(ShipTypeIdSchema),
});

/**
 * An SP Pirate arrives (19.1 replacement, 19.7 placement): the Pirate card drawn, its ship rolled
 * (1-4 Sloop, 5-6 Schooner), then D66 for the Sea Area, rolled again onto an area with a Pirate.
 */
export const SoloArriveFrameSchema = z.strictObject({
  kind: z.literal('soloArrive'),
  step: z.enum(['draw', 'ship', 'place', 'area']),
  slot: Count,
  pirate: IdSchema.nullable(),
  ship: ShipTypeIdSchema.nullable(),
  /** The port the last D66 gave (its adjoining free Sea Areas are offered when there are two). */
  port: IdSchema.nullable(),
  rule: z.string(),
});

/**
 * 19.13 / 19.14: the check made at each of Blackbeard's Actions. `action` is the Action's kind;
 * `card` the Hold card drawn for the SP; 'deferred' holds a Debauchery & Revelry card until the
 * In-Port Action is complete (17.2 #2 timing).
 */
export const SoloApFrameSchema = z.strictObject({
  kind: z.literal('soloAp'),
  pirate: IdSchema,
  action: z.string(),
  step: z.enum(['start', 'draw', 'station', 'deferred']),
  card: IdSchema.nullable(),
});

/** 19.20: Blackbeard loses 2d6 (at once) or 1d6 (end of his Player-Turn) Notoriety Points. */
export const SoloNpFrameSchema = z.strictObject({
  kind: z.literal('soloNp'),
  pirate: IdSchema,
  dice: z.number().int().min(1).max(2),
});

