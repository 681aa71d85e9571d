/**
 * The game state, as zod schemas (the saved-game format, versioned by STATE_VERSION in
 * ./version.ts) and the types inferred from them. Everything is plain JSON. Secrets live in the
 * state and are hidden by `view` (./view.ts; ledger section B).
 */
import { z } from 'zod';
import { ComponentSetSchema, Effect, LOCATIONS, MOD_TYPES, NATIONS, SHIP_TYPES, WEAPON_TYPES } from './components/schema.js';

export const PLAYERS = ['A', 'B', 'C', 'D'] as const;
export const PlayerId = z.enum(PLAYERS);
export type PlayerId = z.infer<typeof PlayerId>;

const Nation = z.enum(NATIONS);
const Counts = z.record(z.string(), z.number().int().min(0));
const Hidden = <V extends z.ZodTypeAny>(v: V) => z.object({ owner: z.string(), value: v, revealed: z.boolean() });

/** Engine options; each default is a ruling of RULINGS.md (its table "Engine options"). */
export const Options = z.object({
  /** M9: the Glory target (MM Win 1). */
  gloryTarget: z.number().int().min(5).max(20),
  /** M9: the stash's Glory cap: half the target, or a number (MM Stash 2). */
  stashGloryCap: z.union([z.literal('half'), z.number().int().min(0).max(20)]),
  /** M6: Glory for buying a Frigate or Galleon (MM Yard 8). */
  shipPurchaseGlory: z.enum(['oncePerCaptain', 'oncePerTypePerCaptain']),
  /** M8: tie-breaks (MM Win 6). */
  tieBreak: z.enum(['rulebook', 'totalFirst']),
  /** M30: rebuild an empty Glory, Rumor or Mission deck from its discards. */
  reshuffleDecks: z.boolean(),
  /** M52: the engine's safety cap on naval (and crew) combat rounds; the combat then ends with no winner. */
  maxCombatRounds: z.number().int().min(1).max(1000),
}).strict();
export type Options = z.infer<typeof Options>;

export const DEFAULT_OPTIONS: Options = { gloryTarget: 10, stashGloryCap: 'half', shipPurchaseGlory: 'oncePerCaptain', tieBreak: 'rulebook', reshuffleDecks: true, maxCombatRounds: 100 };

const Track = z.object({ hull: z.number().int().min(0).max(5), masts: z.number().int().min(0).max(5), cargo: z.number().int().min(0).max(5), crew: z.number().int().min(0).max(5), cannons: z.number().int().min(0).max(5) }).strict();
export type Track = z.infer<typeof Track>;

/** One player's board (MM Terms 1, MM Setup). */
export const PlayerState = z.object({
  /** The Captain (secret until the set-up reveal, MM Setup 2-4). */
  captain: z.string().nullable(),
  /** Captain and ship public (after the reveal, MM Setup 4). */
  revealed: z.boolean(),
  ship: z.enum(['sloop', 'flute', 'frigate', 'galleon', 'man-o-war']).nullable(),
  /** Where the ship is: a zone, at sea or in its port (MM Board 8). */
  zone: z.string().nullable(),
  inPort: z.boolean(),
  /** Current hit-location values (MM Setup 8); 0 = destroyed (MM Combat 12). */
  track: Track,
  mods: z.array(z.enum(MOD_TYPES)),
  weapons: z.array(z.enum(WEAPON_TYPES)),
  /** Gold on the ship: secret (MM Hidden 1, M10). */
  gold: z.number().int().min(0),
  /** Stashed Gold: secret (MM Stash 3). */
  stash: z.number().int().min(0),
  /** How many times he has stashed: public (MM Stash 3, M31). */
  stashes: z.number().int().min(0),
  /** Glory track points (MM Win 2). */
  glory: z.number().int().min(0),
  /** Glory hand: secret (MM Glory 2). */
  hand: z.array(z.string()),
  /** Cargo Cards on board: secret (MM Buy 4). */
  cargo: z.array(z.string()),
  bounties: z.record(Nation, z.number().int().min(0).max(5)),
  /** The Rumor held: secret (MM Rumor 1). */
  rumor: z.string().nullable(),
  /** The Mission held: public (MM Mission 3). */
  mission: z.string().nullable(),
  specialists: z.array(z.string()),
  /** M6: ship types bought for Glory by this Captain. */
  bigShipsBought: z.array(z.enum(['frigate', 'galleon'])),
  /** His player turns taken, and where he last bought goods (MM Buy 8, M24). */
  turns: z.number().int().min(0),
  lastBuy: z.object({ port: z.string(), turn: z.number().int() }).nullable(),
  /** Reinforced Hull flipped (used) until refreshed (MM Yard 15). */
  hullFlipped: z.boolean(),
  /** His Captain died: a new one is set up at the start of his next turn (MM Death 2, M56). */
  dead: z.boolean(),
  /** He retired: the death steps run at the start of his next turn (MM Death 5, M57). */
  retired: z.boolean(),
}).strict();
export type PlayerState = z.infer<typeof PlayerState>;

// ---------------------------------------------------------------------------------------------
// Frames
// ---------------------------------------------------------------------------------------------

const SetupFrame = z.object({ kind: z.literal('setup'), step: z.enum(['demand', 'mods', 'merchants', 'missions', 'captains', 'glory', 'gold', 'start']), i: z.number().int().min(0) }).strict();
const ShipChoiceFrame = z.object({ kind: z.literal('shipChoice'), choice: z.object({ waiting: z.array(z.string()), commits: z.record(z.string(), Hidden(z.enum(['sloop', 'flute']))) }).strict() }).strict();
const RoundFrame = z.object({ kind: z.literal('round'), step: z.enum(['checks', 'event', 'turns', 'end']), next: z.number().int().min(0) }).strict();
const TurnFrame = z.object({ kind: z.literal('turn'), player: PlayerId, step: z.enum(['start', 'events', 'npcs', 'act']), actions: z.number().int().min(0), portDone: z.boolean(), scouted: z.array(z.string()), acted: z.boolean() }).strict();
const ScoutFrame = z.object({ kind: z.literal('scout'), player: PlayerId, zone: z.string(), step: z.enum(['roll', 'found']), nation: Nation.nullable() }).strict();
const RaidFrame = z.object({
  kind: z.literal('raid'),
  player: PlayerId,
  nation: Nation,
  step: z.enum(['draw', 'roll', 'weapons', 'spend', 'absorb', 'resolve', 'keep']),
  cards: z.array(z.string()),
  successes: z.number().int().min(0),
  failed: z.number().int().min(0),
  /** A success spent on drawing one more card is waiting for the card (MM Raid 10). */
  drawing: z.boolean(),
  absorbed: z.enum(LOCATIONS).nullable(),
}).strict();
const LoseCargoFrame = z.object({ kind: z.literal('loseCargo'), player: PlayerId }).strict();
const RefillFrame = z.object({ kind: z.literal('refill') }).strict();
/** MM Death 2-4, M56; `rejected`: a Captain turned down for an NPC pirate in his home zone (MR40), back in the deck after the new draw. */
const NewCaptainFrame = z.object({ kind: z.literal('newCaptain'), player: PlayerId, step: z.enum(['draw', 'ship', 'glory', 'gold']), rejected: z.string().nullable().optional(), redrawn: z.boolean().optional() }).strict();
const MoveFrame = z.object({ kind: z.literal('portRoyale'), player: PlayerId, zone: z.string() }).strict();
const PortFrame = z.object({ kind: z.literal('port'), player: PlayerId, done: z.array(z.enum(['sell', 'buy', 'yard', 'recruit', 'rumor', 'checkRumor', 'mission', 'complete', 'carpenter'])) }).strict();
/** MM Rumor 1-5: acquiring a rumor, or checking the one held (in port or at sea). */
const RumorFrame = z.object({ kind: z.literal('rumor'), player: PlayerId, mode: z.enum(['acquire', 'check']), step: z.enum(['roll', 'draw', 'keep']), drawn: z.string().nullable() }).strict();
/** MM Mission 2-3: an Influence roll to claim a mission, and drawing its replacement. */
const MissionFrame = z.object({ kind: z.literal('mission'), player: PlayerId, mission: z.string(), step: z.enum(['roll', 'refill']) }).strict();
/** A nation of the player's choosing for an effect (`nation: 'choice'`, ledger F.4). */
const ChooseNationFrame = z.object({ kind: z.literal('chooseNation'), player: PlayerId, op: z.enum(['removeBounty']), n: z.union([z.number().int(), z.literal('all')]), rule: z.string() }).strict();
const SellFrame = z.object({ kind: z.literal('demandSwap'), player: PlayerId, port: z.string(), old: z.string() }).strict();
const BuyFrame = z.object({ kind: z.literal('buy'), player: PlayerId, port: z.string(), need: z.number().int().min(1).max(6), drawn: z.array(z.string()), prices: Counts.nullable() }).strict();
const YardFrame = z.object({ kind: z.literal('yard'), player: PlayerId, shipBought: z.boolean() }).strict();
const PlaceModsFrame = z.object({ kind: z.literal('placeMods'), player: PlayerId, tokens: Counts, ports: z.array(z.string()), step: z.enum(['choose', 'deal']) }).strict();
const RecruitFrame = z.object({ kind: z.literal('recruit'), player: PlayerId, step: z.enum(['roll', 'hire']) }).strict();
const DropCargoFrame = z.object({ kind: z.literal('dropCargo'), player: PlayerId }).strict();
const GloryDrawFrame = z.object({ kind: z.literal('gloryDraw'), player: PlayerId, n: z.number().int().min(1) }).strict();
const GloryDiscardFrame = z.object({ kind: z.literal('gloryDiscard'), player: PlayerId }).strict();
const WarFrame = z.object({ kind: z.literal('war') }).strict();
const EndFrame = z.object({ kind: z.literal('end'), rule: z.string() }).strict();

// ---------------------------------------------------------------------------------------------
// Combat (MM Combat, MM Crew, MM Weapons, MM Plunder; ./rules/combat.ts)
// ---------------------------------------------------------------------------------------------

const Loc = z.enum(LOCATIONS);
/**
 * A side of a battle: a player, or an NPC (MM NPC 20-22) whose combat data lives in the frame (M47:
 * its damage lasts only for this combat) and whose decisions its `controller` takes (M46).
 */
export const CombatSide = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('player'), player: PlayerId }).strict(),
  z.object({
    kind: z.literal('npc'),
    id: z.string(),
    controller: PlayerId,
    ship: z.enum(SHIP_TYPES),
    nation: Nation.nullable(),
    skills: z.object({ seamanship: z.number().int().min(0).max(10), leadership: z.number().int().min(0).max(10) }).strict(),
    track: Track,
    /** A card's opponent (an effect's `startCombat`, MM Crew 1, MR58): the card's id; none of an NPC's consequences follow. */
    card: z.string().optional(),
  }).strict(),
]);
export type CombatSide = z.infer<typeof CombatSide>;
const Two = <V extends z.ZodTypeAny>(v: V) => z.tuple([v, v]);
/** One volley of hits from side `from` onto the other (MM Combat 11-12, M51). */
const Volley = z.object({
  from: z.union([z.literal(0), z.literal(1)]),
  /** cannon: a Shoot (MM Combat 7); longGuns (MM Yard 21); chasers (MM Yard 17). */
  source: z.enum(['cannon', 'longGuns', 'chasers']),
  n: z.number().int().min(0),
  step: z.enum(['roll', 'gunner', 'gunnerRoll', 'shot', 'place', 'relocate', 'absorb', 'apply']),
  /** The hit-location dice rolled (MR26: one may be re-rolled by a Master Gunner). */
  dice: z.array(z.number().int().min(1).max(6)),
  /** The hits: a numbered die's location, a skull to be placed by the target (null), or a shot's. */
  hits: z.array(z.object({ loc: Loc.nullable(), by: z.enum(['die', 'skull', 'shot']) }).strict()),
  /** MM Weapons 3-4: the location a Chain-shot or Grapeshot sends the skulls to (not passed to the Hull). */
  shot: Loc.nullable(),
}).strict();
const CombatFrame = z.object({
  kind: z.literal('combat'),
  /** [aggressor, defender] (M48). */
  sides: Two(CombatSide),
  rule: z.string(),
  round: z.number().int().min(0),
  crewRound: z.number().int().min(0),
  step: z.enum(['longGuns', 'declare', 'chasers', 'roll', 'hooks', 'hookRoll', 'cards', 'cardDice', 'cardRoll', 'cardHits', 'contest', 'volleys', 'settle', 'swivel', 'crewStart', 'crewRoll', 'crewHits', 'finish']),
  /** Which side acts in a two-sided step (0 aggressor first, M39/M48). */
  i: z.union([z.literal(0), z.literal(1)]),
  /** Where the volleys lead once applied. */
  then: z.enum(['declare', 'roll', 'outcome', 'fled', 'crewStart']),
  decl: Two(z.enum(['shoot', 'board', 'flee']).nullable()),
  dice: Two(z.array(z.number().int().min(1).max(6)).nullable()),
  /** Dice chosen for a Grappling Hooks re-roll (MM Weapons 2). */
  reroll: z.array(z.number().int().min(1).max(6)),
  volleys: z.array(Volley),
  /** Once per combat: Chasers used (MM Yard 17, M27); relocations used (a Captain's ability, M51). */
  chasers: Two(z.boolean()),
  relocated: Two(z.number().int().min(0)),
  /** Crew before the crew roll (MM Crew 2: hits capped by it). */
  crewBefore: Two(z.number().int().min(0)),
  winner: z.union([z.literal(0), z.literal(1)]).nullable(),
  how: z.enum(['sunk', 'crew', 'escaped', 'noWinner']).nullable(),
  sunk: z.array(z.union([z.literal(0), z.literal(1)])),
  /**
   * MM Crew 5, M39, MR25, MR47: the combat card window open (the moments of ledger F.4: the combat's
   * start, after the declarations, after the contest rolls, after a volley's hit locations, just
   * before crew combat, after the crew rolls), who passed since the last card, the card last resolved.
   */
  window: z.enum(['start', 'declared', 'contest', 'hits', 'crewBefore', 'crew']).nullable(),
  passed: Two(z.boolean()),
  lastCard: z.object({ card: z.string(), by: z.union([z.literal(0), z.literal(1)]) }).strict().nullable(),
  /** MR26: Specialist powers used in this combat (the Master Gunner's re-rolls, the Surgeon's Crew saved). */
  gunner: Two(z.number().int().min(0)),
  surgeon: Two(z.number().int().min(0)),
  /** The side whose dice a card re-rolls (`reroll` holds the faces). */
  rerollSide: z.union([z.literal(0), z.literal(1)]).nullable(),
  /** MR47: a card moving (`relocate`) or cancelling (`absorb`) hits of the volley: its side and the hits left to choose. */
  cardHits: z.object({ op: z.enum(['relocate', 'absorb']), by: z.union([z.literal(0), z.literal(1)]), left: z.number().int().min(1) }).strict().nullable(),
}).strict();
/** The result of the last combat (for a frame that waits below it, e.g. an NPC's; see startCombat). */
export const CombatResult = z.object({
  aggressor: CombatSide,
  defender: CombatSide,
  winner: z.enum(['aggressor', 'defender']).nullable(),
  how: z.enum(['sunk', 'crew', 'escaped', 'noWinner']),
  sunk: z.array(z.enum(['aggressor', 'defender'])),
}).strict();
export type CombatResult = z.infer<typeof CombatResult>;
/** MM Scout 1, 3: a player scouting for another player's Captain in his zone. */
const ScoutCaptainFrame = z.object({ kind: z.literal('scoutCaptain'), player: PlayerId, target: PlayerId }).strict();
/** MM Plunder 1-2, 8, M54, M55: the victor of crew combat takes what he wants of the loser's. */
const PlunderFrame = z.object({ kind: z.literal('plunder'), player: PlayerId, from: PlayerId, step: z.enum(['cargo', 'rumor', 'claim']) }).strict();
/** MM Plunder 5-8, M55: the victor of crew combat against an NPC: a Naval ship's cargo, then its ship. */
const NpcPlunderFrame = z.object({ kind: z.literal('npcPlunder'), player: PlayerId, npc: CombatSide, step: z.enum(['draw', 'lose', 'keep', 'claim']), cards: z.array(z.string()), lose: z.number().int().min(0) }).strict();
/** MM Bounty 10, M36: the nation whose reward the victor claims. */
const RewardFrame = z.object({ kind: z.literal('reward'), player: PlayerId, counts: z.record(z.string(), z.number().int().min(1).max(5)) }).strict();

/** An NPC slot (MM NPC 5, 23): one Naval ship per nation, the pirate Sloop and Frigate, the Man-o-War. */
export const NPC_SLOTS = ['naval-dutch', 'naval-english', 'naval-french', 'naval-spanish', 'pirate-sloop', 'pirate-frigate', 'man-o-war', 'man-o-war-dutch', 'man-o-war-english', 'man-o-war-french', 'man-o-war-spanish'] as const;
export const NpcSlot = z.enum(NPC_SLOTS);
export type NpcSlot = z.infer<typeof NpcSlot>;
/**
 * An NPC in play (MM NPC 1-8, M41): its card stack (bottom first; the top card is the captain) and
 * its Sea-Zone; `zone` is null while a dead captain waits for the card below to take over at the
 * end of the round (MM NPC 8).
 */
export const Npc = z.object({
  slot: NpcSlot,
  zone: z.string().nullable(),
  cards: z.array(z.string()),
  /**
   * MM NPC 6, MR55: an NPC an effect placed (a War card's Man-o-War): its captain comes from the
   * effect, not from a card (`cards` is then empty); when he dies the NPC leaves play.
   */
  captain: z.object({
    name: z.string().min(1),
    ship: z.enum(SHIP_TYPES),
    zone: z.string(),
    skills: z.object({ seamanship: z.number().int().min(1).max(5), scouting: z.number().int().min(1).max(5), leadership: z.number().int().min(1).max(5) }).strict(),
    scoutingUsesBounties: z.boolean(),
  }).strict().optional(),
}).strict().refine((n) => n.cards.length > 0 || n.captain !== undefined, 'an NPC has a card or a captain from an effect');
export type Npc = z.infer<typeof Npc>;
/** MM Event 2, MM NPC 16-19: an Event Card's NPC icons, in order; `tie`: players tied for a hunt (M45). */
const NpcIconsFrame = z.object({ kind: z.literal('npcIcons'), card: z.string(), i: z.number().int().min(0), tie: z.array(PlayerId) }).strict();
/**
 * MM NPC 12-15, M42, M43: the hostile NPCs in `zone` scout for `player` one by one (`queue`), then
 * those that found him (`found`) attack in a random order.
 */
const NpcScoutFrame = z.object({ kind: z.literal('npcScout'), player: PlayerId, zone: z.string(), step: z.enum(['roll', 'order', 'fight', 'after']), queue: z.array(NpcSlot), found: z.array(NpcSlot), fighting: NpcSlot.nullable() }).strict();
/** MM Turn 3, MM NPC 4, 7, 8, M41, M60: the end-of-round NPC placements, then replacements. */
const NpcEndFrame = z.object({ kind: z.literal('npcEnd'), step: z.enum(['place', 'replace']) }).strict();
/** MM Scout 1, 3: a player scouting for an NPC in his zone. */
const ScoutNpcFrame = z.object({ kind: z.literal('scoutNpc'), player: PlayerId, target: NpcSlot, step: z.enum(['roll', 'after']) }).strict();

/**
 * MM Glory 4, M39, MR46: an off-turn card window (the kernel's interrupt window): the players in
 * `order` announce cards face down (`announce`), then the cards announced are resolved or declined
 * in that order (`resolve`). An announced card is its owner's secret until then (ledger section B).
 */
const WindowFrame = z.object({
  kind: z.literal('window'),
  moment: z.string(),
  order: z.array(PlayerId),
  cursor: z.number().int().min(0),
  passes: z.number().int().min(0),
  step: z.enum(['announce', 'resolve']),
  announced: z.array(z.object({ player: PlayerId, card: z.string() }).strict()),
}).strict();

/**
 * MM Event 3, MM Rumor 4, MM Mission 1/5, ledger F.4: the rest of a list of effects, from `i`, for
 * `players` (an Event: every player, or the player whose turn starts; a card: its owner `self`).
 * It runs below anything an effect pushes (a choice, a roll, a combat), so the list keeps its order.
 */
const EffectsFrame = z.object({ kind: z.literal('effects'), effects: z.array(Effect), i: z.number().int().min(0), players: z.array(PlayerId), self: PlayerId.nullable(), source: z.enum(['event', 'card']), rule: z.string(), why: z.string() }).strict();
/** Ledger F.4 `skillCheck`: a player's skill roll for an effect, then its success or failure effects. */
const SkillCheckFrame = z.object({ kind: z.literal('skillCheck'), player: PlayerId, skill: z.enum(['seamanship', 'scouting', 'leadership', 'influence']), delta: z.number().int(), need: z.number().int().min(1), onSuccess: z.array(Effect), onFail: z.array(Effect), source: z.enum(['event', 'card']), rule: z.string(), why: z.string() }).strict();
/** MM Crew 1, ledger F.4 `startCombat`: waits below a card's combat, then its win or lose effects. */
/** `prior`: the result of the battle before (restored after, for a frame below that still reads it, e.g. an NPC's after a mission completed by defeating it). */
const CardCombatFrame = z.object({ kind: z.literal('cardCombat'), player: PlayerId, onWin: z.array(Effect), onLose: z.array(Effect), prior: CombatResult.nullable(), source: z.enum(['event', 'card']), rule: z.string(), why: z.string() }).strict();
/** Ledger F.4 `choose`: the player picks one of the effect lists (an option he cannot pay for is not offered, MR59). */
const ChooseFrame = z.object({ kind: z.literal('choose'), player: PlayerId, options: z.array(z.array(Effect)), source: z.enum(['event', 'card']), rule: z.string(), why: z.string() }).strict();
/** MM Yard 12, MM Board 2, D4, MR56: at St. John, the old ship's mods the player may move to his new ship. */
const TransferModsFrame = z.object({ kind: z.literal('transferMods'), player: PlayerId, mods: z.array(z.enum(MOD_TYPES)) }).strict();

export const Frame = z.discriminatedUnion('kind', [WindowFrame, EffectsFrame, SkillCheckFrame, CardCombatFrame, ChooseFrame, TransferModsFrame, NpcIconsFrame, NpcScoutFrame, NpcEndFrame, ScoutNpcFrame, RumorFrame, MissionFrame, ChooseNationFrame, SetupFrame, ShipChoiceFrame, RoundFrame, TurnFrame, ScoutFrame, RaidFrame, LoseCargoFrame, RefillFrame, NewCaptainFrame, MoveFrame, PortFrame, SellFrame, BuyFrame, YardFrame, PlaceModsFrame, RecruitFrame, DropCargoFrame, GloryDrawFrame, GloryDiscardFrame, WarFrame, EndFrame, CombatFrame, ScoutCaptainFrame, PlunderFrame, RewardFrame, NpcPlunderFrame]);
export type Frame = z.infer<typeof Frame>;
export type FrameOf<K extends Frame['kind']> = Extract<Frame, { kind: K }>;

export const Result = z.object({
  rule: z.string(),
  winners: z.array(PlayerId),
  /** Each player's standing at the end: track GP, stash Gold, total GP (MM Win 4). */
  standings: z.record(z.string(), z.object({ glory: z.number(), stash: z.number(), total: z.number() })),
}).strict();
export type Result = z.infer<typeof Result>;

export const GameState = z.object({
  stack: z.array(Frame),
  over: Result.nullable(),
  rng: z.array(z.number()).nullable(),
  config: z.object({
    randomness: z.enum(['seeded', 'external']),
    players: z.number().int().min(2).max(4),
    seed: z.number().int(),
    options: Options,
    /** null: the built-in provisional set (./components/provisional.ts). */
    components: ComponentSetSchema.nullable(),
  }).strict(),
  round: z.number().int().min(0),
  seats: z.array(PlayerId),
  /** Turn order from the start player, clockwise (MM Start 1). Empty before the draw. */
  order: z.array(PlayerId),
  pl: z.record(z.string(), PlayerState),
  decks: z.object({ event: Counts, glory: Counts, captain: Counts, cargo: Counts, rumor: Counts, mission: Counts }).strict(),
  discard: z.object({ event: Counts, glory: Counts, captain: Counts, cargo: Counts, rumor: Counts, mission: Counts }).strict(),
  /** Each port's Demand Token (MM BoardSetup 2), and the face-down reserve. */
  demand: z.record(z.string(), z.string()),
  demandReserve: Counts,
  /** Each port's Ship Modification token (MM BoardSetup 3), face down until a Port action there. */
  portMods: z.record(z.string(), z.object({ type: z.enum(MOD_TYPES), revealed: z.boolean() }).nullable()),
  /** Ship Modification tokens not on the board or a ship. */
  modSupply: Counts,
  /** Special Weapon tokens for sale (MM Yard 9, M59). */
  weaponSupply: Counts,
  /** Each zone's Merchant Token, face down (MM BoardSetup 4). */
  merchants: z.record(z.string(), Nation.nullable()),
  /** Merchant Tokens not on the board or the track (the box). */
  merchantSupply: Counts,
  /** The Merchant track (MM Raid 1): public (M61). */
  merchantTrack: z.array(Nation),
  /** The two face-up Missions (MM BoardSetup 5, MM Mission 3). */
  missions: z.array(z.string()),
  /** NPC Event Cards drawn this round, face up in the NPC area until they enter play at its end (MM NPC 3-4, M41). */
  npcArea: z.array(z.string()),
  /** The NPCs in play, in order of arrival (MM NPC 1-8); public. */
  npcs: z.array(Npc),
  /** Event Cards whose effects apply on each player's turn or at the end of this round (M60). */
  activeEvents: z.array(z.string()),
  /** The two nations at war (MM Board 4, M37). */
  war: z.tuple([Nation, Nation]).nullable(),
  /** Modifiers from Glory Cards played, until their duration ends (ledger F.4 `modifier`). */
  modifiers: z.array(z.object({ player: PlayerId, card: z.string(), effect: Effect, duration: z.string() }).strict()),
  /** Players who have reached the Glory target (MM Win 5, M7). */
  declared: z.array(PlayerId),
  /** The outcome of the last combat, for a frame waiting below it (./rules/combat.ts). */
  combatResult: CombatResult.nullable(),
}).strict();
export type GameState = z.infer<typeof GameState>;

export const LOCATION_LIST = LOCATIONS;
