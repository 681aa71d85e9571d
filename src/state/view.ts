import { z } from 'zod';
import { ChanceSpecSchema, FrameSchema, GameStateSchema, GeneralPardonSchema, KcStateSchema, OptionsSchema, PirateStateSchema, TurnSchema, type Counts, type Frame, type GameState, type PirateState } from './schema.js';
import { HIDDEN_ID, IdSchema, PlayerIdSchema, type PlayerId } from './ids.js';
import { SoloStateSchema } from '../solo/schema.js';
import { total } from './counts.js';
import { pending, type Pending } from '../actions/kernel.js';
import { findFrame } from '../actions/ctx.js';
import { lookup } from './lookup.js';

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
      mustPlayDeckSize: Count,
      letters: z.array(IdSchema),
      pardonInHold: z.boolean(),
      outcome: z.enum(['win', 'loss']).nullable(),
    })
    .nullable(),
});

/**
 * What one player may know: the type of `PlayerViewSchema` (see `view`, and the schema for each
 * field). A named interface whose every field is the schema's, so errors and the API pages say
 * `PlayerView` (test/types.test.ts checks that it stays exactly the schema's type).
 */
export interface PlayerView {
  player: z.infer<typeof PlayerViewSchema>['player'];
  pending: z.infer<typeof PlayerViewSchema>['pending'];
  stack: z.infer<typeof PlayerViewSchema>['stack'];
  turn: z.infer<typeof PlayerViewSchema>['turn'];
  order: z.infer<typeof PlayerViewSchema>['order'];
  options: z.infer<typeof PlayerViewSchema>['options'];
  you: z.infer<typeof PlayerViewSchema>['you'];
  players: z.infer<typeof PlayerViewSchema>['players'];
  pirates: z.infer<typeof PlayerViewSchema>['pirates'];
  merchants: z.infer<typeof PlayerViewSchema>['merchants'];
  deckSize: z.infer<typeof PlayerViewSchema>['deckSize'];
  discard: z.infer<typeof PlayerViewSchema>['discard'];
  removed: z.infer<typeof PlayerViewSchema>['removed'];
  pirateDeckSize: z.infer<typeof PlayerViewSchema>['pirateDeckSize'];
  pools: z.infer<typeof PlayerViewSchema>['pools'];
  warships: z.infer<typeof PlayerViewSchema>['warships'];
  kcs: z.infer<typeof PlayerViewSchema>['kcs'];
  governors: z.infer<typeof PlayerViewSchema>['governors'];
  destroyedPorts: z.infer<typeof PlayerViewSchema>['destroyedPorts'];
  attackedPorts: z.infer<typeof PlayerViewSchema>['attackedPorts'];
  generalPardon: z.infer<typeof PlayerViewSchema>['generalPardon'];
  retired: z.infer<typeof PlayerViewSchema>['retired'];
  eliminated: z.infer<typeof PlayerViewSchema>['eliminated'];
  over: z.infer<typeof PlayerViewSchema>['over'];
  solo: z.infer<typeof PlayerViewSchema>['solo'];
}

// The zod form of `Pending` must stay the kernel's type exactly (a compile-time check).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
type PendingSchemaMatches = Assert<Same<z.infer<typeof PendingSchema>, Pending>>;

export { HIDDEN_ID };

/** A frame as `player` may see it: the few ids it holds that he may not know become HIDDEN_ID. */
function publicFrame(f: Frame, player: PlayerId): Frame {
  switch (f.kind) {
    case 'setup':
      return f.hidden.some((h) => h.player !== player) ? { ...f, hidden: f.hidden.map((h) => (h.player === player ? h : { player: h.player, pirate: HIDDEN_ID })) } : f;
    case 'placeMerchants':
      return f.drawn === null ? f : { ...f, drawn: HIDDEN_ID };
    case 'pirateCard':
      return f.drawn === null || f.player === player ? f : { ...f, drawn: HIDDEN_ID };
    default:
      return f;
  }
}

/** A count record without its zero entries (pools keep a count at 0 rather than delete it). */
function nonZero(c: Counts): Counts {
  const out: Counts = {};
  for (const id in c) {
    const n = c[id] ?? 0;
    if (n > 0) out[id] = n;
  }
  return out;
}

/**
 * What `player` may see (DESIGN "Hidden information"): his own hand and Pirate cards, the others'
 * hand sizes, face-down Merchants face down, decks and pools as counts, no generator state.
 */
export function view(s: GameState, player: PlayerId): PlayerView {
  // Own keys only: view(state, 'constructor') is no player (issue 15 point 3).
  const me = lookup(s.players, player);
  if (!me) throw new Error(`No player ${player} in this game`);
  // 3.0 Step 7 secrecy note: other players' placements stay hidden until revealed together.
  const setup = findFrame(s, 'setup');
  const hidden = new Set((setup?.hidden ?? []).filter((h) => h.player !== player).map((h) => h.pirate));
  const pirates: Record<string, PirateState> = {};
  for (const id of Object.keys(s.pirates).sort()) {
    const p = s.pirates[id];
    if (p && !hidden.has(id)) pirates[id] = p;
  }
  const merchants: PlayerView['merchants'] = {};
  for (const port of Object.keys(s.merchants).sort()) {
    const m = s.merchants[port];
    if (m) merchants[port] = { type: m.faceUp ? m.type : null, faceUp: m.faceUp, foundBy: m.foundBy };
  }
  const players: PlayerView['players'] = {};
  for (const p of s.order) {
    const q = s.players[p];
    if (q) players[p] = { handSize: q.hand.length, pirateHandSize: q.pirateHand.length, vp: q.vp, seat: q.seat };
  }
  const governors: PlayerView['governors'] = {};
  for (const port of Object.keys(s.governors).sort()) governors[port] = s.governors[port] === 'anti' ? 'anti-pirate' : 'pro-pirate';
  const pend = pending(s);
  return {
    player,
    // A draw's label is public; which card it will be is not.
    pending: pend,
    stack: s.stack.map((f) => publicFrame(f, player)),
    turn: s.turn,
    order: s.order,
    options: s.config.options,
    you: { hand: me.hand, pirateHand: me.pirateHand, vp: me.vp, seat: me.seat },
    players,
    pirates,
    merchants,
    deckSize: total(s.deck),
    discard: nonZero(s.discard),
    removed: nonZero(s.removed),
    pirateDeckSize: s.pirateDeck.length,
    pools: {
      merchants: total(s.merchantPool),
      hostages: total(s.hostagePool),
      warships: total(s.warshipPool),
      kcs: s.kcPool.length,
      antiGovernors: s.antiGovernorSupply,
    },
    warships: s.warships,
    kcs: s.kcs,
    governors,
    destroyedPorts: s.destroyedPorts,
    attackedPorts: s.attackedPorts,
    generalPardon: { appearances: s.generalPardon.appearances, inDeck: s.generalPardon.whereabouts === 'deck', pardon: s.generalPardon.pardon },
    retired: s.retired,
    eliminated: s.eliminated,
    over: s.over,
    solo: s.solo
      ? {
          system: s.solo.system,
          blackbeard: s.solo.blackbeard,
          slots: s.solo.slots,
          pirateCards: s.players[s.solo.system]?.pirateHand ?? [],
          slot: s.solo.slot,
          drew: s.solo.drew,
          endChecked: s.solo.endChecked,
          kcTurn: s.solo.kcTurn,
          mustPlayDeckSize: total(s.setAside),
          letters: s.solo.letters,
          pardonInHold: s.solo.pardonInHold,
          outcome: s.solo.outcome,
        }
      : null,
  };
}
