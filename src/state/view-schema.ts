import { z } from 'zod';
import { ChanceSpecSchema, FrameSchema, GameStateSchema, GeneralPardonSchema, KcStateSchema, OptionsSchema, PirateStateSchema, TurnSchema } from './schema.js';
import { IdSchema, PlayerIdSchema } from './id-schemas.js';
import { SoloStateSchema } from './solo-schema.js';

/*
 * The zod schemas of what `view` and `pending` return (src/api/view.ts builds them without zod:
 * the play path loads no zod, issue 14 point 3).
 */

/** `pending(state)` as data: who must act now (DESIGN "Public API"); the zod form of `Pending`. */
export const PendingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('decision'), player: PlayerIdSchema, frame: z.string(), rule: z.string() }),
  z.object({ kind: z.literal('chance'), spec: ChanceSpecSchema, frame: z.string() }),
  z.object({ kind: z.literal('over') }),
]);

const Count = z.number().int().min(0);

/**
 * What one player may know (DESIGN "Hidden information"): his own hand and in-hand Pirate cards;
 * the others' hand sizes; face-down Merchants as face down; decks and pools as counts only; no
 * RNG state. Changing anything hidden from a player never changes his view. A server sends each
 * player his view, never the `GameState`; non-TypeScript clients get it as JSON Schema
 * (`blackbeard-engine/schemas/player-view.schema.json`).
 */
export const PlayerViewSchema = z.object({
  /** The player this view belongs to. */
  player: PlayerIdSchema,
  /** Who must act now (the label of a draw is public; which card it will be is not). */
  pending: PendingSchema,
  /**
   * The procedures under way, bottom to top (DESIGN "frame stack"): public, as on the table (the
   * Loot's cargo roll, the window being polled, the Attack's dice). An id this player may not know
   * is shown as `HIDDEN_ID`: a Merchant drawn but not yet placed face down (6.31), another player's
   * Pirate card drawn (5.16), another player's secret placement (3.0 Step 7 option).
   */
  stack: z.array(FrameSchema),
  /** The Player-Turn in progress (4.3-4.5), with the once-per-turn restrictions used (4.6). */
  turn: TurnSchema,
  /** Player Order (3.0 Step 2). */
  order: z.array(PlayerIdSchema),
  /** The rules options of this game. */
  options: OptionsSchema,
  /** His own Event hand and in-hand Pirate cards, VP and seat. */
  you: z.object({ hand: z.array(IdSchema), pirateHand: z.array(IdSchema), vp: Count, seat: z.number().int().min(1) }),
  /** Every player's hand sizes, VP and seat, never their cards. */
  players: z.partialRecord(PlayerIdSchema, z.object({ handSize: Count, pirateHandSize: Count, vp: Count, seat: z.number().int().min(1) })),
  /** Pirates in play and their Displays (public); secret placements (3.0 Step 7 option) only once revealed. */
  pirates: z.record(IdSchema, PirateStateSchema),
  /** Merchants by port box; a face-down one shows `type: null`. */
  merchants: z.record(IdSchema, z.object({ type: IdSchema.nullable(), faceUp: z.boolean(), foundBy: IdSchema.nullable() })),
  /** Cards left in the Event deck (its contents are hidden). */
  deckSize: Count,
  /** The discard pile, by card id (public). */
  discard: GameStateSchema.shape.discard,
  /** Cards out of the game, by card id (public). */
  removed: GameStateSchema.shape.removed,
  /** Pirate cards left in the Pirate deck. */
  pirateDeckSize: Count,
  /** Counters left in each pool or supply, as counts only. */
  pools: z.object({ merchants: Count, hostages: Count, warships: Count, kcs: Count, antiGovernors: Count }),
  /** On-Station Warships by Sea Area (6.41). */
  warships: z.record(IdSchema, IdSchema),
  /** King's Commissioners on the map (10.1). */
  kcs: z.record(IdSchema, KcStateSchema),
  /** Governors by port (9.2). */
  governors: z.record(IdSchema, z.enum(['pro-pirate', 'anti-pirate'])),
  /** Ports destroyed by a Sack or Natural Disaster (9.55, 17.2 #23). */
  destroyedPorts: z.array(IdSchema),
  /** Ports with an Attacked marker (9.5). */
  attackedPorts: z.array(IdSchema),
  /** The General Pardon (17.2 #8): appearances so far, whether it is in the deck, the Pardon in force. */
  generalPardon: z.object({ appearances: Count, inDeck: z.boolean(), pardon: GeneralPardonSchema.shape.pardon }),
  /** Pirates retired (18.4) and eliminated, in order. */
  retired: z.array(IdSchema),
  eliminated: z.array(IdSchema),
  /** Why and under which rule the game ended; null while it goes on. */
  over: GameStateSchema.shape.over,
  /**
   * Solitaire (19.0), all public: the System Player's seat, your Blackbeard, the SP Pirates in turn
   * order (19.2), the Must-Play-Immediately deck's size (19.3), the SP Pirates keeping a Letter of
   * Marque card (19.18), whether the General Pardon is in the Hold deck (19.10) and, at the end, the
   * outcome for you (19.9); null in a game of 2-10.
   */
  solo: z
    .object({
      system: PlayerIdSchema,
      blackbeard: IdSchema,
      slots: z.array(IdSchema.nullable()),
      /** The SP's Pirate cards not yet placed (19.1: drawn openly for its Displays). */
      pirateCards: z.array(IdSchema),
      /** The SP turn in progress: its slot (19.2), what it has drawn (19.12), the checks made (19.14, 19.20). */
      slot: SoloStateSchema.shape.slot,
      drew: SoloStateSchema.shape.drew,
      endChecked: SoloStateSchema.shape.endChecked,
      kcTurn: SoloStateSchema.shape.kcTurn,
      kcTrigger: SoloStateSchema.shape.kcTrigger,
      mustPlayDeckSize: Count,
      letters: z.array(IdSchema),
      pardonInHold: z.boolean(),
      outcome: z.enum(['win', 'loss']).nullable(),
    })
    .nullable(),
});

