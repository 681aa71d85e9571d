import { z } from 'zod';
import { IdSchema, LocationSchema, NationalityIdSchema, PlayerIdSchema, ShipTypeIdSchema } from './id-schemas.js';
import { ComponentSetSchema, type ComponentSet } from '../tables/schema.js';
import { SoloApFrameSchema, SoloArriveFrameSchema, SoloNpFrameSchema, SoloSetupFrameSchema, SoloStateSchema } from './solo-schema.js';

import { STATE_VERSION } from './version.js';
export { STATE_VERSION } from './version.js';
export { freshTurn } from './fresh-turn.js';

const Int = z.number().int();
const Count = z.number().int().min(0);
/**
 * A multiset: id -> how many. Decks and pools are counts, not orders (DESIGN: explicit chance).
 * An id at 0 and an absent id mean the same (a count that runs out stays, at 0).
 */
export const CountsSchema = z.record(IdSchema, Count);
export type Counts = z.infer<typeof CountsSchema>;

// ---------------------------------------------------------------------------------------------
// Options (DESIGN "Rules options"; RULINGS options)
// ---------------------------------------------------------------------------------------------
/** The two printings whose rules the engine knows (docs/rulings.md "Editions"). */
export const EditionSchema = z.enum(['livingRules2008', 'firstPrint2008']);
/** A printing of the rules: the Living Rules 2008 or the 2008 first print (see {@link EditionSchema}). */
export type Edition = z.infer<typeof EditionSchema>;

/**
 * The options on which the 2008 first print (FR text) and the Living Rules differ. They have no
 * default of their own: an option left out takes the value of `edition` (src/state/editions.ts),
 * resolved once by createGame / createScenario into the stored config, so rules read plain values.
 */
export const EditionOptionsShape = {
  /** 2.4 / RULINGS B5: +2 to Warship and KC combat rolls (Living Rules; the first print has none). */
  livingRulesPlus2: z.boolean(),
  /** 9.42: ransom = 2d6 x Value x this (Living Rules 50; first print 10). */
  ransomMultiplier: z.number().int().min(0),
  /** 9.55 / 18.2: Sack NP = this x the port's Value (Living Rules 2; first print 3). */
  sackNpMultiplier: z.number().int().min(0),
  /** 8.33 / 18.2: Loot NP = the Cargo rating on taking the cargo (Living Rules), or Cargo rating + 1d6 whether or not it is taken (first print 8.35). */
  lootNp: z.enum(['cargoRating', 'cargoRatingPlus1d6']),
  /** 10.36 / 18.12C / RULINGS B2: a KC's kill scores half the NP rounded down (Living Rules) or up (first print 10.35). */
  kcKillVpRounding: z.enum(['floor', 'ceil']),
  /** 10.35: a tied KC combat eliminates the Pirate ('kc', Living Rules) or is won by the Pirate ('pirate', first print 10.34). */
  kcCombatTie: z.enum(['kc', 'pirate']),
  /** First print 6.46 / 18.12D: after any Pirate-Warship combat the Warship's player gains VP = the hits the Pirate suffered (at least 1, R50). */
  warshipDamageVp: z.boolean(),
  /** 15.2: the Duel winner gains NP = the sum of both Duel ratings (Living Rules; the first print has no 15.2). */
  duelNp: z.boolean(),
  /** 6.42: one Warship Sighting card per Player-Turn (Living Rules) or per Pirate Action (first print). */
  warshipSightingLimit: z.enum(['perTurn', 'perAction']),
  /**
   * 6.44 / RULINGS B14: a second Warship AP Action against the same Pirate Action. Off by the ruling
   * (one Warship AP Action of any kind per Pirate Action); the first print limits a Sighting card
   * and an On-Station use separately (6.42, 6.43), so one of each may answer one Pirate Action.
   */
  allowSecondWarshipSameAction: z.boolean(),
  /**
   * 8.22 / 8.31 / RULINGS B28: the non-combat AP cards (Mutiny Conspiracy, Scurvy Outbreak, Wear and
   * Tear, Piratical Ambition) may be played at any step of a Loot, not only at its announcement
   * (off by the ruling; on in the first print, whose Loot "may be interrupted at any moment", FR 8.22).
   */
  lootApCardsAnyStep: z.boolean(),
  /**
   * First print 8.22 / 6.45: a Warship Sighting or an On-Station Warship may answer a Loot at any
   * step (the Living Rules: only at its announcement); a Pirate who escapes keeps what he has taken.
   */
  warshipsInterruptLootAnyStep: z.boolean(),
  /**
   * 8.31: the Living Rules' four steps (the Hostage drawn with the cargo; seizing or declining takes
   * or declines both, B30) or the first print's seven (FR 8.31: decide on the cargo, then draw the
   * Hostage and deal with him whether or not the cargo was taken).
   */
  lootProcedure: z.enum(['fourSteps', 'sevenSteps']),
  /** 11.2: Alliance Combat = the higher ship Combat + both Abilities (Living Rules) or + 1 with the better Ability (first print). */
  allianceCombat: z.enum(['bothAbilities', 'plus1']),
  /** 13.23: the D&R -2 applies only when attacked at sea (Living Rules), or whenever attacked, a KC attack on a Pirate Port or an Oust too (first print 13.22). */
  dnrPenaltyScope: z.enum(['atSea', 'any']),
  /** 17.2 #8: no English port may be attacked while the Pardon is in effect (Living Rules; not in the first print). */
  pardonForbidsEnglishAttacks: z.boolean(),
  /**
   * 4.5 / 8.5: converting the looted Merchant is part of the Loot (Living Rules) or its own Pirate
   * Action, which must be his first after the Loot, even in a later Player-Turn (first print 4.5D, 8.5).
   */
  convertAsSeparateAction: z.boolean(),
  /** 12.0 (c): Cunning may not reroll a roll that has already been rerolled by Cunning (Living Rules; no such ban in the first print). */
  cunningNoReReroll: z.boolean(),
  /** 10.33: a Pirate who escapes a KC has his Action cancelled and spent unless it is a Move (Living Rules); in the first print only the AP Action ends (FR 10.32). */
  kcEscapeCancelsAction: z.boolean(),
  /**
   * 10.2-10.3: the Living Rules' KC Reaction (any KC, from the same or an adjacent Sea Area, once
   * per Pirate Action, not an AP Action) or the first print's model (FR 10.23-10.32, RULINGS R90):
   * one KC per Player-Turn harasses the active Pirate through KC AP Actions, intercepting in its
   * Sea Area or entering from an adjacent one, also at any step of a Loot or after a Convert
   * Merchant Action.
   */
  kcModel: z.enum(['livingRules', 'harass']),
  /**
   * 19.3: solitaire removes Finger of Fate as well as the Piratical Ambition cards (Living Rules);
   * the first print removes only the Piratical Ambition cards (FR 19.3), so Finger of Fate stays in
   * the Must-Play-Immediately deck (RULINGS R85: you discard a card, nothing is passed).
   */
  solitaireRemoveFingerOfFate: z.boolean(),
  /**
   * 19.15: how Blackbeard may Retire in solitaire. 'letterOfMarqueOnly' (Living Rules): only In-Port
   * with a Letter of Marque (18.41A), never by 18.41B-E (nor in a Pirate Port, B7); both editions
   * (FR 19.15 reads the same, RULINGS R86). 'noSurrenderOrBribe' is a house reading, in no preset: only
   * surrendering to a KC (B) and bribing a Governor (D) are barred; his Safe Haven (C), the General
   * Pardon (E) and a Pirate Port (B7's option) are open.
   */
  solitaireBbRetireMethods: z.enum(['letterOfMarqueOnly', 'noSurrenderOrBribe']),
  /**
   * 19.13 / 19.14: the System Player's Anti-Pirate check at each of Blackbeard's Actions.
   * 'livingRules': an eligible SP KC Reacts, or an On-Station Warship in his Sea Area attacks, by
   * itself (19.13, B54 #3); a Warship Sighting that cannot attack is placed On Station. 'firstPrint'
   * (FR 19.13-19.14, RULINGS R87): no Warship or KC acts by itself and an unplayable Sighting does
   * nothing; once per Player-Turn the SP's KC (in his Sea Area or an adjacent one) tries to
   * intercept him instead of the card.
   */
  solitaireApModel: z.enum(['livingRules', 'firstPrint']),
  /**
   * 11.2: the Loyalty an allied Pirate's Loyalty check reads (a Mutiny Conspiracy, 17.2 #15, one roll
   * for each Pirate, 11.6): each Pirate's own (Living Rules, no Loyalty clause) or the lower of the two
   * (first print 11.2, R80).
   */
  allianceLoyalty: z.enum(['each', 'lower']),
  /**
   * 17.2 #2: Debauchery & Revelry may be played against a Pirate who already has a D&R marker
   * (first print: no such ban; the marker turns involuntary and his Recovery starts over, R81).
   * Off in the Living Rules, which forbid it.
   */
  drCardOnMarkedPirate: z.boolean(),
  /**
   * 17.2 #17: Piratical Ambition is played at any time during the active Pirate's Action (Living
   * Rules, 'duringAction') or only right after his Crew Loyalty has fallen (first print,
   * 'afterLoyaltyLoss', R84).
   */
  piraticalAmbitionTrigger: z.enum(['duringAction', 'afterLoyaltyLoss']),
  /**
   * 19.18: an SP Pirate who draws a Letter of Marque keeps it and at once draws another Hold card,
   * whose Actions sail for the closest Pro-Pirate port (Living Rules, `true`); in the first print
   * (FR 19.18, RULINGS R95, `false`) he keeps it and draws no other card: that Player-Turn has no
   * Actions card, and his voyage begins with the next.
   */
  soloLetterDrawsAnother: z.boolean(),
} as const;

/** Rules options: the optional rules of the Living Rules and the options named in RULINGS.md, each with its default. */
export const OptionsSchema = z.strictObject({
  /** The printing the edition-dependent options default to (docs/rulings.md "Editions"). */
  edition: EditionSchema.default('livingRules2008'),
  ...EditionOptionsShape,
  /** RULINGS B5 sub-option: the Living Rules +2 also raises the ratings used for NP (6.44, 10.35) and the Storm test (17.2 #20). */
  plus2AffectsRatingForNpAndStorm: z.boolean().default(false),

  /** 4.1: 'standard' ends at the 3rd General Pardon; 'long' keeps it out of the first run-through. */
  gameLength: z.enum(['standard', 'long']).default('standard'),
  /** 3.0 Step 6 optional rule: players choose Pirates in a reverse draft. */
  pirateDraft: z.boolean().default(false),
  /** 3.0 Step 7 play note: each Pirate is placed by D66 in the Sea Area adjoining the rolled port. */
  randomDeployment: z.boolean().default(false),
  /** 3.0 Step 7 play note: initial placements are recorded secretly and revealed together. */
  secretDeployment: z.boolean().default(false),
  /** 12.0 play note: players may ignore Cunning entirely. */
  cunning: z.boolean().default(true),
  /** RULINGS B42 option: Cunning may reroll only 1d6, 2d6 and 3d6 (not rolls of 4+ dice). */
  cunningOnlyUpTo3d6: z.boolean().default(false),
  /** RULINGS B4 option: the 2nd-play Pardon ends with the current Player-Turn instead of the drawer's next. */
  pardonEndsThisTurn: z.boolean().default(false),
  /** RULINGS B31 option: Mal de Mer also skips the Merchant Ship Phase. */
  malDeMerSkipsMerchants: z.boolean().default(false),
  /** RULINGS B44 option: a storm rolled at Bermuda hits only one of its two Sea Areas (the roller's choice). */
  bermudaStormOneArea: z.boolean().default(false),
  /** RULINGS B51 option: with every Anti-Pirate Governor counter in use, place a proxy or do nothing. */
  newGovernorsWhenExhausted: z.enum(['proxy', 'noEffect']).default('proxy'),
  /** RULINGS B7 option: allow Retirement in a Pirate Port (scored as 18.12A, no cost). */
  retireInPiratePort: z.boolean().default(false),
  /** RULINGS B9 option: a Booty-Grab target who wins the Duel may take the grabber's possessions too. */
  symmetricDuelLoot: z.boolean().default(false),
  /** RULINGS B10 option: Attack History markers stay with the ship after a Mutiny. */
  attackHistoryStaysWithShip: z.boolean().default(true),
  /** RULINGS B43 option: a Pirate in D&R entering a Pirate Port tops his D&R Loyalty up to +3. */
  drPiratePortTopUp: z.boolean().default(true),
  /** RULINGS B8 option: a Pirate hanged by Double Cross scores as Retired (18.12A) or as Eliminated (18.12B). */
  doubleCrossHangedScoresAs: z.enum(['retired', 'eliminated']).default('retired'),
  /** RULINGS B29 option: the finder keeps the right to Loot in his next turn. */
  foundPersists: z.boolean().default(false),
  /**
   * 19.17: how the System Player chooses. 'quick' (default) scores each action off the VP estimate
   * without playing it out (src/solo/quick.ts, microseconds a decision); 'lookahead' searches the
   * rest of each action, every chance outcome weighed (src/solo/policy.ts, about 1.5 ms a decision,
   * a little stronger). Not a rule of either edition: how the rulebook's goal is pursued.
   */
  solitaireSystemPlayer: z.enum(['quick', 'lookahead']).default('quick'),
});
/** The rules options of a game, defaults filled in (see {@link OptionsSchema}). */
export type Options = z.infer<typeof OptionsSchema>;
/** The edition-dependent options, one value each (the fields of {@link OptionsSchema} that `edition` presets). */
export type EditionOptions = { [K in keyof typeof EditionOptionsShape]: z.infer<(typeof EditionOptionsShape)[K]> };

/**
 * What createGame / createScenario accept as `options`: every option optional, and no default
 * filled in at parse time (zod 4 fills the defaults of optional fields), so that an option left out
 * can be told from one given: left-out edition options come from `edition` (resolveOptions).
 */
export const OptionsInputSchema = z.strictObject(
  Object.fromEntries(Object.entries(OptionsSchema.shape).map(([k, v]) => [k, (v instanceof z.ZodDefault ? v.unwrap() : v).optional()])) as {
    [K in keyof typeof OptionsSchema.shape]: z.ZodOptional<(typeof OptionsSchema.shape)[K] extends z.ZodDefault<infer T> ? T : (typeof OptionsSchema.shape)[K]>;
  },
);
/** The options createGame / createScenario accept: any subset of {@link Options}; see {@link OptionsInputSchema}. */
export type OptionsInput = z.input<typeof OptionsInputSchema>;

// ---------------------------------------------------------------------------------------------
// Chance (DESIGN "Three kinds of node")
// ---------------------------------------------------------------------------------------------
/** 'event' is the Event deck (the Hold deck in solitaire); 'mpi' the solitaire Must-Play-Immediately deck (19.3). */
export const DrawPoolSchema = z.enum(['event', 'pirate', 'merchant', 'hostage', 'warship', 'kc', 'mpi']);
export type DrawPool = z.infer<typeof DrawPoolSchema>;

/** Schema of a chance node's description: dice, D66 or a draw from a deck or pool. */
export const ChanceSpecSchema = z.discriminatedUnion('kind', [
  /** `count` six-sided dice, summed by the rules; `roller` is the Pirate making the roll (Cunning, 12.0). */
  z.strictObject({ kind: z.literal('dice'), count: z.number().int().min(1).max(8), roller: IdSchema.nullable(), label: z.string() }),
  /** D66: black die as tens, white as units (2.5). Never rerollable (12.0). */
  z.strictObject({ kind: z.literal('d66'), label: z.string() }),
  /** A blind draw from a deck or pool, weighted by the counts in it. */
  z.strictObject({ kind: z.literal('draw'), pool: DrawPoolSchema, label: z.string() }),
]);
/** What a chance node asks for: dice (with the rolling Pirate, for Cunning), a D66, or a blind draw. */
export type ChanceSpec = z.infer<typeof ChanceSpecSchema>;

// ---------------------------------------------------------------------------------------------
// Pieces
// ---------------------------------------------------------------------------------------------
export const HostageHeldSchema = z.strictObject({
  kind: IdSchema,
  /** Nationality marker of the port the Merchant was adjacent to (8.44); null for a port without one. */
  nationality: NationalityIdSchema.nullable(),
});

/** A Pirate in play: his counter on the map and his Pirate Display (5.0, 6.2). */
export const PirateStateSchema = z.strictObject({
  id: IdSchema,
  owner: PlayerIdSchema,
  location: LocationSchema,
  ship: ShipTypeIdSchema,
  /** 6.27: below 0 the ship is Sunk and the Pirate gone, so a Pirate in play has 0 or more. */
  combat: z.number().int().min(0),
  /** 6.26: below -2 the ship is Sunk. */
  speed: z.number().int().min(-2),
  /** 6.24 / 14.1: the Crew Loyalty track runs 0-10. */
  loyalty: z.number().int().min(0).max(10),
  /** Filled Holds, Doubloons in each (6.22); capacity comes from the ship type. */
  holds: z.array(Count),
  hostages: z.array(HostageHeldSchema),
  np: Count,
  netWorth: Count,
  cunning: Count,
  /** 13.13: front side voluntary, back side involuntary. */
  dr: z.enum(['voluntary', 'involuntary']).nullable(),
  /** Consecutive D&R Recovery Actions taken so far (13.24, RULINGS B43). */
  drRecoveries: Count,
  /** Loyalty already gained from the current D&R (RULINGS B43: a Pirate Port tops it up to +3). */
  drLoyalty: Count,
  scurvy: z.boolean(),
  /** Information Points per port (8.46). */
  info: z.record(IdSchema, Count),
  safeHavens: z.array(IdSchema),
  /** Attack History markers (9.58): nationalities attacked; they stay with the ship (RULINGS B10). */
  attackHistory: z.array(NationalityIdSchema),
  /** The ports this Pirate himself attacked: 9.58 spares the attacked port itself (RULINGS B33). */
  portsAttacked: z.array(IdSchema),
  /** 9.55: the port he may Sack with his very next Action after a successful Attack. */
  sackable: IdSchema.nullable(),
  /** 9.55: the Player-Turn of that Attack: the chance lasts to the end of his next Player-Turn. */
  sackableTurn: Int,
  /** 11.0: the Pirate he is allied with (same owner, always together), or null. */
  ally: IdSchema.nullable(),
  /** Governors this Pirate has tried to bribe (9.45, 18.41D, RULINGS B36). */
  bribed: z.array(IdSchema),
  /** 17.2 #12: the nationality of his Letter of Marque (at most one). */
  letterOfMarque: NationalityIdSchema.nullable(),
  /** 17.2 #10: Heavy Guns on his ship (the card stays with the ship). */
  heavyGuns: z.boolean(),
  /** 17.2 #1 / RULINGS B46: the Buried Treasure card assigned to him, not yet dug for. */
  buriedTreasure: z.boolean(),
  /** Player-Turn number in which he was deployed (RULINGS B38). */
  deployedTurn: Count,
  /** 6.26 / 7.12: at Speed below 0 a move takes two consecutive Move Actions; the first is recorded here. */
  slowMove: LocationSchema.nullable(),
  /** First print 8.5 (option convertAsSeparateAction): the Merchant type he may convert with his very next Action. */
  convertible: IdSchema.nullable(),
});
/** A Pirate in play: location, ship and its damage, Loyalty, Holds, Hostages, NP, Net Worth, markers. */
export type PirateState = z.infer<typeof PirateStateSchema>;

export const MerchantOnMapSchema = z.strictObject({
  type: IdSchema,
  /** Flipped by a successful Find (8.14); stays face up until removed. */
  faceUp: z.boolean(),
  /** The Pirate that holds the "Found" status and may Loot it (8.14, RULINGS B29). */
  foundBy: IdSchema.nullable(),
});
export type MerchantOnMap = z.infer<typeof MerchantOnMapSchema>;

export const PlayerStateSchema = z.strictObject({
  /** Event cards in hand (a multiset written as a sorted list). Hidden from the others. */
  hand: z.array(IdSchema),
  /** Pirate cards in hand, not yet deployed (5.13). Hidden from the others. */
  pirateHand: z.array(IdSchema),
  /** 18.1: VP are gained, never lost below 0 (a 2.7 redraw gives VP to the others). */
  vp: Count,
  /** Seat around the table, 1-based clockwise; Player Order starts at the Step 2 winner. */
  seat: z.number().int().min(1).max(10),
});
export type PlayerState = z.infer<typeof PlayerStateSchema>;

/** The Player-Turn in progress (4.3-4.5). */
export const TurnSchema = z.strictObject({
  number: Count,
  player: PlayerIdSchema,
  phase: z.enum(['setup', 'start', 'draw', 'merchants', 'play', 'end', 'over']),
  /** The card played for Actions this turn (4.4C, 17.14), once played. */
  actionsCard: IdSchema.nullable(),
  /** Actions left from it (or from 4.55 discards). */
  actionsLeft: Count,
  /** 4.52: an Initiative card's Actions all belong to this Pirate (4.53 frees them if he is gone). */
  actionsPirate: IdSchema.nullable(),
  /** 4.55: cards discarded for Actions this turn (at most 2). */
  discardedForActions: Count.max(2),
  /** 17.14: whether a Hold Until Played card has been played this turn. */
  holdPlayed: z.boolean(),
  /** 17.2 #14 Mal de Mer: the Card Play Phase is lost. */
  malDeMer: z.boolean(),
  /** Pirate Actions begun this turn (numbering for events). */
  actionCount: Count,
  /** 4.61: AP players who have taken their one AP Action this Player-Turn. */
  apUsed: z.array(PlayerIdSchema),
  /** 4.65D: AP Event card types played this Player-Turn (6.42: Warship Sighting once a turn). */
  apCardTypes: z.array(IdSchema),
  /** 4.62: AP Action types ('A'-'C', or 'D:<card>') used against the current Pirate Action. */
  actionApTypes: z.array(z.string()),
  /** 6.44: a Warship AP Action has been taken against the current Pirate Action. */
  actionWarship: z.boolean(),
  /** 10.31: a KC has Reacted to the current Pirate Action (one KC per Pirate Action). */
  actionKcReaction: z.boolean(),
  /** 10.23: the one KC that has taken KC AP Actions this Player-Turn, across all players. */
  kcActing: IdSchema.nullable(),
  /**
   * First print 10.23 (option kcModel 'harass', RULINGS R90): the Pirate the acting KC harasses
   * this Player-Turn, until he enters another Sea Area.
   */
  kcHarassed: IdSchema.nullable(),
});
export type Turn = z.infer<typeof TurnSchema>;

export const GeneralPardonSchema = z.strictObject({
  /** How many times GP has appeared (17.2 #8); the third ends the game (4.1). */
  appearances: Count.max(3),
  /** 'deck' (in the deck), 'heldOut' (after the 2nd play, until 20 cards remain), 'longGame' (4.1). */
  whereabouts: z.enum(['deck', 'heldOut', 'longGame', 'played']),
  /** The 2nd-play Pardon in force: who drew it and which Pirates it covers (RULINGS B4). */
  pardon: z
    .object({ drawer: PlayerIdSchema, covered: z.array(IdSchema), endsAfterTurn: Count })
    .nullable(),
});

export const KcStateSchema = z.strictObject({ id: IdSchema, owner: PlayerIdSchema, area: IdSchema });

// ---------------------------------------------------------------------------------------------
// Frames (DESIGN "The decision kernel"): plain data, one handler module per kind.
// ---------------------------------------------------------------------------------------------
export const SetupFrameSchema = z.strictObject({
  kind: z.literal('setup'),
  step: z.enum(['order', 'deal', 'governors', 'draftRoll', 'pirates', 'draft', 'redraw', 'deploy', 'merchants', 'done']),
  /** Loop counter within the step. */
  index: Count,
  /** Dice rolled in a roll-off (Step 2 order, Step 6 first pick), by seat (0 = not rolling). */
  rolls: z.array(Int),
  /** Seats still in the roll-off (ties reroll, RULINGS B40). */
  contenders: z.array(Int),
  /** Player who picks first in the draft (Step 6), or null. */
  firstPick: PlayerIdSchema.nullable(),
  /** Step 7 rounds: players who have declined to deploy more. */
  passed: z.array(PlayerIdSchema),
  /** Step 7 random-placement note: the port rolled for the next Pirate. */
  rolledPort: IdSchema.nullable(),
  /** Step 7 secrecy note: placements recorded but not yet revealed. */
  hidden: z.array(z.strictObject({ player: PlayerIdSchema, pirate: IdSchema })),
  /** 2.7 redraw: the Pirate card being given back, still in hand until the other is drawn (R103). */
  returning: IdSchema.nullable(),
});

export const TurnFrameSchema = z.strictObject({ kind: z.literal('turn') });

export const PlaceMerchantsFrameSchema = z.strictObject({
  kind: z.literal('placeMerchants'),
  remaining: Count,
  drawn: IdSchema.nullable(),
  rule: z.string(),
});

/** One Must-Play-Immediately event being resolved (17.2). */
export const EventFrameSchema = z.strictObject({
  kind: z.literal('event'),
  card: IdSchema,
  player: PlayerIdSchema,
  step: z.string(),
  index: Count,
  /** Ports or Sea Areas the event has picked (storm areas, governor ports). */
  targets: z.array(IdSchema),
  /** What is still to resolve: players discarding ('A'), storm targets ('p:<pirate>', 'w:<area>', 'k:<kc>'). */
  queue: z.array(z.string()),
});

export const ChooseAreaFrameSchema = z.strictObject({
  kind: z.literal('chooseArea'),
  pirate: IdSchema,
  options: z.array(IdSchema),
  rule: z.string(),
});

export const MoveFrameSchema = z.strictObject({
  kind: z.literal('move'),
  pirate: IdSchema,
  to: LocationSchema,
  step: z.enum(['announce', 'resolve', 'complete']),
});

export const FindFrameSchema = z.strictObject({
  kind: z.literal('find'),
  pirate: IdSchema,
  port: IdSchema,
  step: z.enum(['announce', 'roll', 'complete']),
});

export const LootFrameSchema = z.strictObject({
  kind: z.literal('loot'),
  pirate: IdSchema,
  port: IdSchema,
  merchant: IdSchema,
  /** 'npRoll': the first print's Loot NP die (8.35, option lootNp 'cargoRatingPlus1d6'). */
  step: z.enum(['announce', 'cargoRoll', 'hostageDraw', 'seize', 'stow', 'booty', 'torture', 'fit', 'npRoll', 'dr', 'complete']),
  roll: Int,
  cargo: Count,
  loyalty: Int,
  hostage: IdSchema.nullable(),
  cargoState: z.enum(['pending', 'taken', 'abandoned']),
  hostageDone: z.boolean(),
  converted: z.boolean(),
});

/** First print 4.5D / 8.5: the Convert Merchant Action (option convertAsSeparateAction). */
export const ConvertFrameSchema = z.strictObject({
  kind: z.literal('convert'),
  pirate: IdSchema,
  /** The looted Merchant's type. */
  merchant: IdSchema,
  step: z.enum(['announce', 'convert', 'fit', 'converted', 'complete']),
});

export const PirateCardFrameSchema = z.strictObject({
  kind: z.literal('pirateCard'),
  player: PlayerIdSchema,
  step: z.enum(['draw', 'decide']),
  drawn: IdSchema.nullable(),
  /** 2.7 redraw: the Pirate card being given back, still in hand until the other is drawn (R103). */
  returning: IdSchema.nullable(),
});

/** An interrupt window (DESIGN "Interrupt windows"), also used for Cunning rerolls (12.0). */
export const WindowFrameSchema = z.strictObject({
  kind: z.literal('window'),
  moment: z.string(),
  pirate: IdSchema.nullable(),
  /** Players in the order they are polled (4.63: from the Pirate Player's left). */
  order: z.array(PlayerIdSchema),
  cursor: Count,
  /** Consecutive passes since the last response. */
  passes: Count,
  /** For a Cunning window: the roll that may be rerolled, delivered to the frame below on close. */
  roll: z
    .object({ spec: ChanceSpecSchema, value: z.array(z.number().int()), rerolled: z.boolean() })
    .nullable(),
  /** For a Skull & Crossbones window (17.2 #19): the card just played, which may be negated. */
  card: IdSchema.nullable(),
});

/** 9.4 In-Port Activities: one Action, its steps in the rule's order (9.41). */
export const InPortFrameSchema = z.strictObject({
  kind: z.literal('inPort'),
  pirate: IdSchema,
  port: IdSchema,
  step: z.enum(['letter', 'ransom', 'ransomRoll', 'ransomHold', 'convert', 'refit', 'refitRoll', 'repair', 'safeHaven', 'bribeRoll', 'bribe', 'dr', 'complete']),
  /** Index of the Hostage being ransomed (9.42), and the allied ship holding him (11.2). */
  hostage: Int,
  holder: IdSchema.nullable(),
  /** Doubloons waiting for a Hold (ransom), hits left to repair (refit), or the bribe asked (9.45). */
  amount: Count,
  /** Booty converted in a Pirate Port forces involuntary D&R (9.35, 9.41 step 5). */
  convertedAtPiratePort: z.boolean(),
});

/** 9.5 Attack Port, 9.53-9.54, 9.58. */
export const AttackPortFrameSchema = z.strictObject({
  kind: z.literal('attackPort'),
  pirate: IdSchema,
  port: IdSchema,
  step: z.enum(['announce', 'attackRoll', 'defenseRoll', 'lootRoll', 'stow', 'complete']),
  attack: z.array(z.number().int()),
  defense: z.array(z.number().int()),
  booty: Count,
});

/** 9.55 Sack a Port. */
export const SackFrameSchema = z.strictObject({
  kind: z.literal('sackPort'),
  pirate: IdSchema,
  port: IdSchema,
  step: z.enum(['announce', 'roll', 'complete']),
});

/** 9.6 Booty Grab, with the Duel of a tie (15.1, RULINGS B9). */
export const BootyGrabFrameSchema = z.strictObject({
  kind: z.literal('bootyGrab'),
  pirate: IdSchema,
  target: IdSchema,
  step: z.enum(['announce', 'grabRoll', 'targetRoll', 'shareRoll', 'stow', 'surrender', 'duelGrabber', 'duelTarget', 'duelAgain', 'duelAgainTarget', 'spoils', 'complete']),
  grab: Int,
  defend: Int,
  /** Doubloons taken and still to be removed from the victim's Holds (9.63). */
  amount: Count,
  left: Count,
  duel: z.array(Int),
  /** 17.2 #19: the target played Skull & Crossbones, +2 to his roll. */
  skull: z.boolean(),
});

/** 14.2 Mutiny: the Leadership roll, then a replacement Pirate takes over the ship. */
export const MutinyFrameSchema = z.strictObject({
  kind: z.literal('mutiny'),
  pirate: IdSchema,
  step: z.enum(['roll', 'replace', 'draw', 'complete']),
  cause: z.string(),
});

/** 18.41 C/D Retirement in a Safe Haven or by bribing a Pro-Pirate Governor. */
export const RetireFrameSchema = z.strictObject({
  kind: z.literal('retire'),
  pirate: IdSchema,
  port: IdSchema,
  step: z.enum(['announce', 'haven', 'letter', 'letterRetire', 'roll', 'decide', 'complete']),
  price: Count,
});

/** 11.4: the player assigns the odd Combat hit of an Alliance. */
export const AssignHitFrameSchema = z.strictObject({ kind: z.literal('assignHit'), pirates: z.array(IdSchema), rule: z.string() });

/** 6.4 A Warship against the active Pirate: placed (6.42) or On Station (6.43), then 6.45-6.46. */
export const WarshipFrameSchema = z.strictObject({
  kind: z.literal('warship'),
  pirate: IdSchema,
  area: IdSchema,
  /** The AP player who placed or activated it. */
  player: PlayerIdSchema,
  step: z.enum(['draw', 'decide', 'response', 'escapeWarship', 'escapePirate', 'combatPirate', 'combatWarship', 'complete']),
  rolls: z.array(Int),
});

/** 10.12 deploying a KC, 10.3 KC Reaction: interception, fight or escape, combat (10.33-10.35). */
export const KcFrameSchema = z.strictObject({
  kind: z.literal('kc'),
  pirate: IdSchema,
  /** The KC's owner. */
  player: PlayerIdSchema,
  kc: IdSchema.nullable(),
  /** The KC moved into the Pirate's Sea Area for this Reaction (10.33: -1). */
  moved: z.boolean(),
  /** The Action reacted to: an escaped Move goes on (10.33). */
  action: z.string(),
  step: z.enum(['deployRoll', 'deployDraw', 'response', 'escapeKc', 'escapePirate', 'intercepted', 'surrender', 'combatPirate', 'combatKc', 'complete']),
  rolls: z.array(Int),
});

/** 10.4 KC AP Actions that roll: attacking a Pirate Port (10.41), Ousting (10.42). */
export const KcActionFrameSchema = z.strictObject({
  kind: z.literal('kcAction'),
  player: PlayerIdSchema,
  kc: IdSchema,
  action: z.enum(['attackPiratePort', 'oust']),
  port: IdSchema,
  /** The active Pirate (an Oust stops his Action). */
  pirate: IdSchema.nullable(),
  step: z.enum(['kcRoll', 'defense', 'complete']),
  kcTotal: Int,
  /** Pirates still to roll their defence (10.41), and the best total so far. */
  queue: z.array(IdSchema),
  best: Int,
});

/** 4.5F / 13.24 / 16.0 D&R Recovery. */
export const RecoverFrameSchema = z.strictObject({ kind: z.literal('recover'), pirate: IdSchema });

/** 11.1 Form a Pirate Alliance (a Pirate Action: its windows come between announcement and effect). */
export const FormAllianceFrameSchema = z.strictObject({ kind: z.literal('formAlliance'), pirate: IdSchema, partner: IdSchema });

/** Schema of the frames of the decision stack: one per procedure family (turn, move, loot, window, ...). */
export const FrameSchema = z.discriminatedUnion('kind', [
  InPortFrameSchema,
  AttackPortFrameSchema,
  SackFrameSchema,
  BootyGrabFrameSchema,
  MutinyFrameSchema,
  RetireFrameSchema,
  RecoverFrameSchema,
  FormAllianceFrameSchema,
  AssignHitFrameSchema,
  WarshipFrameSchema,
  KcFrameSchema,
  KcActionFrameSchema,
  SetupFrameSchema,
  TurnFrameSchema,
  PlaceMerchantsFrameSchema,
  EventFrameSchema,
  ChooseAreaFrameSchema,
  MoveFrameSchema,
  FindFrameSchema,
  LootFrameSchema,
  ConvertFrameSchema,
  PirateCardFrameSchema,
  WindowFrameSchema,
  // Solitaire Blackbeard (19.0): src/solo/
  SoloSetupFrameSchema,
  SoloArriveFrameSchema,
  SoloApFrameSchema,
  SoloNpFrameSchema,
]);
/** One procedure under way on the decision stack (DESIGN "frame stack"). */
export type Frame = z.infer<typeof FrameSchema>;
export type FrameOf<K extends Frame['kind']> = Extract<Frame, { kind: K }>;

// ---------------------------------------------------------------------------------------------
// The game
// ---------------------------------------------------------------------------------------------
export const ConfigSchema = z.strictObject({
  players: z.number().int().min(1).max(10),
  options: OptionsSchema,
  randomness: z.enum(['seeded', 'external']),
  seed: z.number().int(),
});

/**
 * The complete game state: config, players and hands, Pirates, Merchants, decks and pools as counts,
 * Governors, Warships, KCs, the decision stack and the seeded generator's state. `deserialize` checks
 * saved games against it.
 */
export const GameStateSchema = z.strictObject({
  version: z.literal(STATE_VERSION),
  config: ConfigSchema,
  /** A user-supplied component set; null means the built-in set (kept out of saves). */
  components: ComponentSetSchema.nullable(),
  /** pure-rand xoroshiro128+ state, four 32-bit words; null in external randomness. */
  rng: z.array(z.number().int().min(-(2 ** 31)).max(2 ** 32 - 1)).length(4).nullable(),
  players: z.partialRecord(PlayerIdSchema, PlayerStateSchema),
  order: z.array(PlayerIdSchema),
  turn: TurnSchema,
  stack: z.array(FrameSchema),

  // Cards (17.0): counts per card id
  deck: CountsSchema,
  discard: CountsSchema,
  /** Cards out of the game (Natural Disaster, used Letters of Marque, Heavy Guns on lost ships). */
  removed: CountsSchema,
  /** Must-Play-Immediately cards set aside during the Step 3-4 deal; in solitaire, the MPI deck all game (19.3). */
  setAside: CountsSchema,
  generalPardon: GeneralPardonSchema,

  // Pirates (5.0)
  pirateDeck: z.array(IdSchema),
  pirates: z.record(IdSchema, PirateStateSchema),
  retired: z.array(IdSchema),
  eliminated: z.array(IdSchema),

  // Map
  merchants: z.record(IdSchema, MerchantOnMapSchema),
  merchantPool: CountsSchema,
  hostagePool: CountsSchema,
  warshipPool: CountsSchema,
  /** On-Station Warships by Sea Area (6.41: at most one per area). */
  warships: z.record(IdSchema, IdSchema),
  kcPool: z.array(IdSchema),
  kcs: z.record(IdSchema, KcStateSchema),
  /** KCs eliminated in battle: gone for good (10.14). The Ex-Pirate KC is aside when in none of these. */
  kcsRemoved: z.array(IdSchema),
  /** Governor counter id per port ('anti' for an Anti-Pirate Governor, 9.2). */
  governors: z.record(IdSchema, IdSchema),
  proGovernorSupply: z.array(IdSchema),
  antiGovernorSupply: Count,
  /** Governors removed from play are out of the game (9.23). */
  governorsRemoved: z.strictObject({ pro: z.array(IdSchema), anti: Count }),
  /** RULINGS B51: Anti-Pirate Governors placed with proxy markers once all 16 counters are in use. */
  antiGovernorProxies: Count,
  destroyedPorts: z.array(IdSchema),
  attackedPorts: z.array(IdSchema),
  /** Set when the game has ended (4.1, 18.11). */
  over: z.strictObject({ reason: z.string(), rule: z.string() }).nullable(),
  /** Solitaire Blackbeard (19.0): the System Player's side of the game; null in a game of 2-10. */
  solo: SoloStateSchema.nullable(),
});
/**
 * A whole game as plain, serialisable data (see {@link GameStateSchema}, which documents each
 * field). Treat it as immutable. A named interface whose every field is the schema's, so compiler
 * errors and the API pages say `GameState` instead of unrolling the whole structure;
 * test/types.test.ts checks that it stays exactly the schema's type (a field added to one only fails).
 */
export interface GameState {
  version: z.infer<typeof GameStateSchema>['version'];
  config: z.infer<typeof GameStateSchema>['config'];
  components: ComponentSet | null;
  rng: z.infer<typeof GameStateSchema>['rng'];
  players: z.infer<typeof GameStateSchema>['players'];
  order: z.infer<typeof GameStateSchema>['order'];
  turn: z.infer<typeof GameStateSchema>['turn'];
  /** The decision stack: named `Frame` so that hovers and the API page do not unroll every procedure. */
  stack: Frame[];
  deck: z.infer<typeof GameStateSchema>['deck'];
  discard: z.infer<typeof GameStateSchema>['discard'];
  removed: z.infer<typeof GameStateSchema>['removed'];
  setAside: z.infer<typeof GameStateSchema>['setAside'];
  generalPardon: z.infer<typeof GameStateSchema>['generalPardon'];
  pirateDeck: z.infer<typeof GameStateSchema>['pirateDeck'];
  pirates: Record<string, PirateState>;
  retired: z.infer<typeof GameStateSchema>['retired'];
  eliminated: z.infer<typeof GameStateSchema>['eliminated'];
  merchants: z.infer<typeof GameStateSchema>['merchants'];
  merchantPool: z.infer<typeof GameStateSchema>['merchantPool'];
  hostagePool: z.infer<typeof GameStateSchema>['hostagePool'];
  warshipPool: z.infer<typeof GameStateSchema>['warshipPool'];
  warships: z.infer<typeof GameStateSchema>['warships'];
  kcPool: z.infer<typeof GameStateSchema>['kcPool'];
  kcs: z.infer<typeof GameStateSchema>['kcs'];
  kcsRemoved: z.infer<typeof GameStateSchema>['kcsRemoved'];
  governors: z.infer<typeof GameStateSchema>['governors'];
  proGovernorSupply: z.infer<typeof GameStateSchema>['proGovernorSupply'];
  antiGovernorSupply: z.infer<typeof GameStateSchema>['antiGovernorSupply'];
  governorsRemoved: z.infer<typeof GameStateSchema>['governorsRemoved'];
  antiGovernorProxies: z.infer<typeof GameStateSchema>['antiGovernorProxies'];
  destroyedPorts: z.infer<typeof GameStateSchema>['destroyedPorts'];
  attackedPorts: z.infer<typeof GameStateSchema>['attackedPorts'];
  over: z.infer<typeof GameStateSchema>['over'];
  solo: z.infer<typeof GameStateSchema>['solo'];
}
export type GameConfigResolved = z.infer<typeof ConfigSchema>;
