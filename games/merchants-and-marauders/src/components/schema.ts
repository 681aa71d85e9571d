/**
 * The component set as data (ledger section F, F.3): map, ships, captains, goods, cargo deck,
 * tokens, decks and the hit-location table, one validated object. Every record carries
 * `provisional` (true, false, or the list of its provisional fields) and `source` (where its values
 * come from: a rulebook line, or "invented" with the ledger's D item), because the rulebook prints
 * almost none of the content (MM Comp 1-11, ledger F.1 D1-D22).
 *
 * Card effects are data in the ledger's effect vocabulary (F.4) with a per-card `hook` naming coded
 * rules for anything the vocabulary cannot say. An unknown `op` is a schema error.
 */
import { z } from 'zod';

/** The four nations (MM Terms 6, MM Board 1). Fixed by the rules, not data. */
export const NATIONS = ['dutch', 'english', 'french', 'spanish'] as const;
export type Nation = (typeof NATIONS)[number];
export const Nation = z.enum(NATIONS);

/** The five hit-locations (MM Combat 11). */
export const LOCATIONS = ['hull', 'masts', 'cargo', 'crew', 'cannons'] as const;
export type Location = (typeof LOCATIONS)[number];
export const Location = z.enum(LOCATIONS);

/** The five ship types (MM Ships 1). */
export const SHIP_TYPES = ['sloop', 'flute', 'frigate', 'galleon', 'man-o-war'] as const;
export type ShipType = (typeof SHIP_TYPES)[number];
export const ShipType = z.enum(SHIP_TYPES);

/** The four Captain skills (MM Captains 1). */
export const SKILLS = ['seamanship', 'scouting', 'leadership', 'influence'] as const;
export type Skill = (typeof SKILLS)[number];

/** The eight Ship Modification types (MM Yard 13-21; M17 alias in the loader). */
export const MOD_TYPES = ['extra-hammocks', 'advanced-rigs-and-sails', 'reinforced-hull', 'extended-cargo-hold', 'chasers', 'extra-cannon-port', 'swivel-guns', 'long-guns'] as const;
export type ModType = (typeof MOD_TYPES)[number];
/** The three Special Weapon types (MM Weapons 1). */
export const WEAPON_TYPES = ['grappling-hooks', 'chain-shot', 'grapeshot'] as const;
export type WeaponType = (typeof WEAPON_TYPES)[number];
/** The eight Specialist types (MM Glory 5). */
export const SPECIALIST_TYPES = ['carpenter', 'gunner-captain', 'master-gunner', 'surgeon', 'lookout', 'master-at-arms', 'purser', 'sailing-master'] as const;
export const DIRECTIONS = ['N', 'E', 'S', 'W'] as const;
export type Direction = (typeof DIRECTIONS)[number];

const Id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'an id is lower-case letters, digits and dashes');
const Text = z.string().max(2000);
/** The id of a coded rule (a hook, ledger F.3). */
const HookId = z.string().regex(/^[a-zA-Z][a-zA-Z0-9-]*$/, 'a hook id is letters, digits and dashes');
/** true, false, or the list of the record's provisional fields. */
const Provisional = z.union([z.boolean(), z.array(z.string())]);
const Meta = { provisional: Provisional, source: z.string().min(1) };

// ---------------------------------------------------------------------------------------------
// The effect vocabulary (ledger F.4): every op the rulebook shows the game needs
// ---------------------------------------------------------------------------------------------

const Who = z.enum(['self', 'opponent', 'chosenPlayer', 'eachPlayer', 'eachOtherPlayer', 'playersInZone']);
/** `perBounty: 'choice'`: per bounty of the nation chosen for the card's `removeBounty` of `nation: 'choice'` (a pardon, MM Bounty 9, MR45). */
const Amount = z.union([z.number().int().min(0).max(1000), z.literal('all'), z.object({ perBounty: z.union([Nation, z.enum(['any', 'choice'])]), times: z.number().int().min(0).max(100) })]);
const NationRef = z.union([Nation, z.enum(['choice', 'zone', 'all', 'random'])]);
const Duration = z.enum(['instant', 'thisRoll', 'thisBattle', 'thisTurn', 'thisRound', 'whileEmployed', 'whileAtWar', 'permanent']);

/** A condition (F.4 "Conditions"), as a tagged record. */
export const Condition = z.discriminatedUnion('is', [
  z.object({ is: z.literal('inPort'), port: Id.optional() }),
  z.object({ is: z.literal('atSea') }),
  z.object({ is: z.literal('inZone'), zone: Id }),
  z.object({ is: z.literal('isPirate') }),
  z.object({ is: z.literal('isNonPirate') }),
  z.object({ is: z.literal('bounty'), nation: Nation, atLeast: z.number().int().min(1).max(5) }),
  z.object({ is: z.literal('nationality'), nation: Nation }),
  z.object({ is: z.literal('atWar'), nation: Nation.optional() }),
  z.object({ is: z.literal('goldAtLeast'), n: z.number().int().min(0) }),
  z.object({ is: z.literal('cargo'), good: Id.optional(), n: z.number().int().min(1).max(6) }),
  z.object({ is: z.literal('shipType'), type: ShipType }),
  z.object({ is: z.literal('hasSpecialist'), type: z.enum(SPECIALIST_TYPES) }),
  z.object({ is: z.literal('hasMod'), type: z.enum(MOD_TYPES) }),
  z.object({ is: z.literal('inCombat'), kind: z.enum(['naval', 'crew']) }),
  z.object({ is: z.literal('isAggressor') }),
  z.object({ is: z.literal('vs'), what: z.enum(['npc', 'player', 'merchant']) }),
]);
export type Condition = z.infer<typeof Condition>;

export type Effect =
  | { op: 'gainGold' | 'payGold' | 'loseGold'; who?: z.infer<typeof Who>; amount: z.infer<typeof Amount>; optional?: boolean }
  | { op: 'gainGlory'; who?: z.infer<typeof Who> }
  | { op: 'drawCards' | 'discardCards'; deck: 'glory' | 'cargo' | 'rumor' | 'mission'; n: number; who?: z.infer<typeof Who>; chooser?: 'owner' | 'random'; good?: string }
  | { op: 'addBounty' | 'removeBounty'; who?: z.infer<typeof Who>; nation: z.infer<typeof NationRef>; n: number | 'all' }
  | { op: 'skillCheck'; who?: z.infer<typeof Who>; skill: Skill; diceDelta?: number; successesNeeded?: number; onSuccess: Effect[]; onFail: Effect[] }
  | { op: 'reroll'; whose: 'own' | 'opponent' | 'either'; dice: 'all' | 'chosen'; roll?: 'contest' | 'crew' | 'any' }
  | { op: 'modifier'; skill?: Skill; stat?: string; dice?: number; delta?: number; scope?: Condition[]; duration: z.infer<typeof Duration> }
  | { op: 'relocateHit' | 'absorbHit'; of: 'received' | 'inflicted'; n: number }
  | { op: 'damage' | 'repair'; who?: z.infer<typeof Who>; location: Location | 'roll' | 'choice'; n: number }
  | { op: 'crew'; who?: z.infer<typeof Who>; delta: number | 'fill' }
  | { op: 'gainSpecialWeapon'; type: WeaponType }
  | { op: 'gainShipMod'; type: ModType }
  | { op: 'gainShip'; type: ShipType }
  | { op: 'hireSpecialist'; type: (typeof SPECIALIST_TYPES)[number]; cost: number }
  | { op: 'placeNpc'; npc: 'man-o-war'; nation: Nation | 'atWar'; zone?: string; captain: { name: string; seamanship: number; scouting: number; leadership: number } }
  | { op: 'moveNpc' | 'removeNpc'; npc: string; zone?: string; dir?: Direction }
  // MR58: `onLose` runs only for a Captain who lost and lives, which the rules never allow (he dies
  // of a sunk ship or a lost crew combat, MM Combat 13, MM Crew 3): it is kept, empty, for the format.
  | { op: 'startCombat'; kind: 'naval' | 'crew'; opponent: { name?: string; seamanship: number; leadership: number; ship: ShipType }; onWin: Effect[]; onLose: Effect[] }
  | { op: 'setWar'; nations: [Nation, Nation] | 'random' }
  | { op: 'endWar' }
  | { op: 'placeMarker' | 'removeMarker'; marker: string; where: string; meaning?: string }
  | { op: 'changeDemand'; port: string | 'all' }
  | { op: 'redistributeMerchants' | 'moveMerchant' }
  | { op: 'movePlayer'; to: string }
  | { op: 'portEntry'; nation?: Nation; allowed: boolean; cost?: number; influenceRoll?: boolean }
  | { op: 'transferMods' }
  | { op: 'choose'; options: Effect[][]; chooser?: 'owner' | 'opponent' }
  | { op: 'hook'; id: string; params?: Record<string, unknown> };

/** One effect (ledger F.4). Unknown ops are schema errors. */
export const Effect: z.ZodType<Effect> = z.lazy(() =>
  z.discriminatedUnion('op', [
    z.object({ op: z.enum(['gainGold', 'payGold', 'loseGold']), who: Who.optional(), amount: Amount, optional: z.boolean().optional() }).strict(),
    z.object({ op: z.literal('gainGlory'), who: Who.optional() }).strict(),
    z.object({ op: z.enum(['drawCards', 'discardCards']), deck: z.enum(['glory', 'cargo', 'rumor', 'mission']), n: z.number().int().min(1).max(10), who: Who.optional(), chooser: z.enum(['owner', 'random']).optional(), good: Id.optional() }).strict(),
    z.object({ op: z.enum(['addBounty', 'removeBounty']), who: Who.optional(), nation: NationRef, n: z.union([z.number().int().min(1).max(5), z.literal('all')]) }).strict(),
    z.object({ op: z.literal('skillCheck'), who: Who.optional(), skill: z.enum(SKILLS), diceDelta: z.number().int().min(-4).max(4).optional(), successesNeeded: z.number().int().min(1).max(10).optional(), onSuccess: z.array(Effect), onFail: z.array(Effect) }).strict(),
    z.object({ op: z.literal('reroll'), whose: z.enum(['own', 'opponent', 'either']), dice: z.enum(['all', 'chosen']), roll: z.enum(['contest', 'crew', 'any']).optional() }).strict(),
    z.object({ op: z.literal('modifier'), skill: z.enum(SKILLS).optional(), stat: z.string().optional(), dice: z.number().int().min(-4).max(4).optional(), delta: z.number().int().min(-10).max(10).optional(), scope: z.array(Condition).optional(), duration: Duration }).strict(),
    z.object({ op: z.enum(['relocateHit', 'absorbHit']), of: z.enum(['received', 'inflicted']), n: z.number().int().min(1).max(5) }).strict(),
    z.object({ op: z.enum(['damage', 'repair']), who: Who.optional(), location: z.union([Location, z.enum(['roll', 'choice'])]), n: z.number().int().min(1).max(5) }).strict(),
    z.object({ op: z.literal('crew'), who: Who.optional(), delta: z.union([z.number().int().min(-5).max(5), z.literal('fill')]) }).strict(),
    z.object({ op: z.literal('gainSpecialWeapon'), type: z.enum(WEAPON_TYPES) }).strict(),
    z.object({ op: z.literal('gainShipMod'), type: z.enum(MOD_TYPES) }).strict(),
    z.object({ op: z.literal('gainShip'), type: ShipType }).strict(),
    z.object({ op: z.literal('hireSpecialist'), type: z.enum(SPECIALIST_TYPES), cost: z.number().int().min(0).max(100) }).strict(),
    // MM NPC 6, D15, MR55: a Man-o-War of a nation (or one for each nation at war) enters play in
    // `zone`, or in the zone of the nation's first port; its captain is the effect's.
    z.object({
      op: z.literal('placeNpc'),
      npc: z.literal('man-o-war', { error: 'placeNpc places a Man-o-War (MM NPC 6): the other NPCs enter play from their NPC cards (MM NPC 3-4)' }),
      nation: z.union([Nation, z.literal('atWar')], { error: 'nation: one of dutch, english, french, spanish, or "atWar" (one Man-o-War for each nation at war)' }),
      zone: Id.optional(),
      captain: z.object({ name: z.string().min(1).max(100), seamanship: z.number().int().min(1).max(5), scouting: z.number().int().min(1).max(5), leadership: z.number().int().min(1).max(5) }).strict(),
    }).strict(),
    z.object({ op: z.enum(['moveNpc', 'removeNpc']), npc: Id, zone: Id.optional(), dir: z.enum(DIRECTIONS).optional() }).strict(),
    z.object({ op: z.literal('startCombat'), kind: z.enum(['naval', 'crew']), opponent: z.object({ name: z.string().min(1).max(100).optional(), seamanship: z.number().int().min(0).max(5), leadership: z.number().int().min(0).max(5), ship: ShipType }).strict(), onWin: z.array(Effect), onLose: z.array(Effect) }).strict(),
    z.object({ op: z.literal('setWar'), nations: z.union([z.tuple([Nation, Nation]), z.literal('random')]) }).strict(),
    z.object({ op: z.literal('endWar') }).strict(),
    z.object({ op: z.enum(['placeMarker', 'removeMarker']), marker: z.string(), where: z.string(), meaning: z.string().optional() }).strict(),
    z.object({ op: z.literal('changeDemand'), port: z.string() }).strict(),
    z.object({ op: z.enum(['redistributeMerchants', 'moveMerchant']) }).strict(),
    z.object({ op: z.literal('movePlayer'), to: z.string() }).strict(),
    z.object({ op: z.literal('portEntry'), nation: Nation.optional(), allowed: z.boolean(), cost: z.number().int().min(0).max(100).optional(), influenceRoll: z.boolean().optional() }).strict(),
    z.object({ op: z.literal('transferMods') }).strict(),
    z.object({ op: z.literal('choose'), options: z.array(z.array(Effect)).min(2), chooser: z.enum(['owner', 'opponent']).optional() }).strict(),
    z.object({ op: z.literal('hook'), id: HookId, params: z.record(z.string(), z.unknown()).optional() }).strict(),
  ]),
) as z.ZodType<Effect>;

// ---------------------------------------------------------------------------------------------
// Records
// ---------------------------------------------------------------------------------------------

/** A Sea-Zone and its port (MM Board 1, 3, 8; D1-D4). */
export const SeaZone = z.object({
  id: Id,
  name: z.string().min(1),
  port: z.object({ id: Id, name: z.string().min(1), nation: Nation }).strict().nullable(),
  /** Borders with their compass letters, clockwise from north (D3, M44). */
  borders: z.array(z.object({ to: Id, dir: z.enum(DIRECTIONS) }).strict()),
  /** The zone's printed text (display only). */
  text: Text,
  /** Zone rules as effects (F.4), e.g. Port Royale's `portEntry` (M21). */
  rules: z.array(Effect),
  hook: HookId.nullable(),
  ...Meta,
}).strict();
export type SeaZone = z.infer<typeof SeaZone>;

/** A Ship Card (MM Ships 2, MM Yard 2; D6). */
export const ShipCard = z.object({
  name: z.string().min(1),
  toughness: z.number().int().min(1).max(5),
  cargo: z.number().int().min(1).max(5),
  crew: z.number().int().min(1).max(5),
  cannons: z.number().int().min(0).max(5),
  maneuverability: z.number().int().min(1).max(5),
  /** Shipyard prices (MM Yard 2); null for the Man-o-War (MM Yard 7). */
  buy: z.number().int().min(0).max(200).nullable(),
  sell: z.number().int().min(0).max(200).nullable(),
  buyable: z.boolean(),
  ...Meta,
}).strict();
export type ShipCard = z.infer<typeof ShipCard>;

const Skill1to4 = z.number().int().min(1).max(4);
/** A Captain Card (MM Captains 1; D7). */
export const Captain = z.object({
  id: Id,
  name: z.string().min(1),
  homePort: Id,
  skills: z.object({ seamanship: Skill1to4, scouting: Skill1to4, leadership: Skill1to4, influence: Skill1to4 }).strict(),
  abilities: z.array(z.object({ text: Text, window: z.string().optional(), uses: z.enum(['oncePerBattle', 'oncePerTurn', 'always']).optional(), effects: z.array(Effect), hook: HookId.nullable() }).strict()),
  ...Meta,
}).strict();
export type Captain = z.infer<typeof Captain>;

/** A Cargo Card (MM Raid 11-15; D8). `count` copies in the deck. */
export const CargoCard = z.object({
  id: Id,
  good: Id,
  plunder: z.number().int().min(1).max(5),
  icon: z.union([z.literal('escape'), z.object({ hit: Location }).strict()]),
  count: z.number().int().min(1).max(64),
  ...Meta,
}).strict();
export type CargoCard = z.infer<typeof CargoCard>;

/** The skills of an NPC card (MM NPC 3, 14; D14). */
const NpcBlock = z.object({
  slot: z.enum(['naval-dutch', 'naval-english', 'naval-french', 'naval-spanish', 'pirate-sloop', 'pirate-frigate', 'man-o-war']),
  captain: z.string().min(1),
  ship: ShipType,
  zone: Id,
  skills: z.object({ seamanship: z.number().int().min(1).max(5), scouting: z.number().int().min(1).max(5), leadership: z.number().int().min(1).max(5) }).strict(),
  scoutingUsesBounties: z.boolean(),
}).strict();

/** An Event Card (MM Event 1-5, MM NPC 2-8, 16, 23; D13-D15). */
export const EventCard = z.object({
  id: Id,
  name: z.string().min(1),
  count: z.number().int().min(1).max(34),
  text: Text,
  /** Three NPC icons, or none (MM NPC 16, 23). */
  npcIcons: z.array(z.object({ npc: z.enum(['naval-dutch', 'naval-english', 'naval-french', 'naval-spanish', 'pirate-sloop', 'pirate-frigate']), dir: z.enum(DIRECTIONS) }).strict()),
  npc: NpcBlock.nullable(),
  timing: z.enum(['immediate', 'eachPlayerTurn', 'endOfRound']),
  effects: z.array(Effect),
  stays: z.boolean(),
  hook: HookId.nullable(),
  ...Meta,
}).strict();
export type EventCard = z.infer<typeof EventCard>;

/** A Glory Card (MM Glory 1-7; D16, D17). */
export const GloryCard = z.object({
  id: Id,
  name: z.string().min(1),
  count: z.number().int().min(1).max(70),
  text: Text,
  play: z.object({ window: z.string(), who: z.enum(['owner', 'participant', 'any']).optional() }).strict(),
  specialist: z.object({ type: z.enum(SPECIALIST_TYPES), hire: z.object({ where: z.enum(['port', 'anywhere']), cost: z.number().int().min(0).max(100) }).strict() }).strict().nullable(),
  effects: z.array(Effect),
  hook: HookId.nullable(),
  ...Meta,
}).strict();
export type GloryCard = z.infer<typeof GloryCard>;

/** A Rumor Card (MM Rumor 1-5; D18). */
export const RumorCard = z.object({
  id: Id,
  name: z.string().min(1),
  count: z.number().int().min(1).max(25),
  text: Text,
  where: z.union([z.object({ port: Id }).strict(), z.object({ zone: Id }).strict(), z.object({ port: z.literal('any') }).strict()]),
  skill: z.enum(['influence', 'scouting']),
  keepAfterTrue: z.boolean(),
  onTrue: z.array(Effect),
  hook: HookId.nullable(),
  ...Meta,
}).strict();
export type RumorCard = z.infer<typeof RumorCard>;

/** A Mission Card (MM Mission 1-5; D19). */
export const MissionCard = z.object({
  id: Id,
  name: z.string().min(1),
  count: z.number().int().min(1).max(25),
  text: Text,
  location: Id,
  req: z.object({ conditions: z.array(Condition), check: z.object({ skill: z.enum(SKILLS) }).strict().nullable() }).strict(),
  complete: z.object({
    trigger: z.enum(['portAction', 'defeatNpcPirate', 'defeatPlayer', 'raid']),
    where: z.object({ port: Id }).strict().nullable(),
    conditions: z.array(Condition),
    effects: z.array(Effect),
  }).strict(),
  earn: z.array(Effect),
  hook: HookId.nullable(),
  ...Meta,
}).strict();
export type MissionCard = z.infer<typeof MissionCard>;

/** Counts of a kind of token (D10-D12), with its provenance. */
const Counts = z.object({ counts: z.record(Id, z.number().int().min(0).max(64)), ...Meta }).strict();

/** The whole component set (ledger F.3). */
export const ComponentSetSchema = z.object({
  schema: z.literal('mm-components/1'),
  /** 'provisional': the built-in stand-in; 'user': a user's own transcription. */
  source: z.enum(['provisional', 'user']),
  name: z.string().min(1),
  goods: z.array(z.object({ id: Id, name: z.string().min(1), ...Meta }).strict()).min(1),
  seaZones: z.array(SeaZone).min(2),
  /** Which die face 1-4 hits which location (M16, D5); a skull lets the target choose. */
  hitLocationDie: z.object({ 1: Location, 2: Location, 3: Location, 4: Location, ...Meta }).strict(),
  ships: z.object({ sloop: ShipCard, flute: ShipCard, frigate: ShipCard, galleon: ShipCard, 'man-o-war': ShipCard }).strict(),
  captains: z.array(Captain).min(2),
  cargoCards: z.array(CargoCard).min(1),
  demandTokens: Counts,
  shipMods: Counts,
  specialWeapons: Counts,
  events: z.array(EventCard).min(1),
  glory: z.array(GloryCard).min(1),
  rumors: z.array(RumorCard).min(1),
  missions: z.array(MissionCard).min(2),
}).strict();
export type ComponentSet = z.infer<typeof ComponentSetSchema>;
