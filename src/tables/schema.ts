/**
 * Zod schemas for a complete Blackbeard component set: the map (Sea Areas, Transit Boxes, Ports),
 * ship types, counter mixes, Pirate and Event cards, and the Play Aid tables.
 *
 * Rule references are to the Living Rules 2008 (EN). A set is checked twice: each record by its own
 * schema, then the whole set by `ComponentSetSchema`'s cross-record checks (counts, references,
 * symmetry), which report issues with a precise path such as `['ports', 3, 'seaAreas', 0]`.
 */
import { z } from 'zod';
import { ConfigError } from './config-error.js';
import { registerComponentValidator } from './validator.js';

/** Readable kebab-case id: `san-juan`, `la-buse`, `east-caribbean`. */
export const Id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a kebab-case id');

const Int = z.number().int();
const Source = z.string().min(1);

/** §2.2: three Regions. */
export const RegionSchema = z.enum(['americas', 'west-africa', 'east-africa-india']);
/** Play Aid Cargo Table (8.32): the four column groups of Sea Areas. */
export const CargoColumnSchema = z.enum(['atlantic', 'caribbean', 'africa', 'india']);

/** §2.2: ten Sea Areas; `borders` are Sea Areas only (Bermuda is a port, RULINGS B56). */
export const SeaAreaSchema = z.strictObject({
  id: Id,
  name: z.string(),
  region: RegionSchema,
  cargoColumn: CargoColumnSchema,
  borders: z.array(Id),
  transitBoxes: z.array(Id),
  provisional: z.boolean(),
  source: Source,
});

/** §7.11: the two Transit Boxes, each joining two Sea Areas of different Regions. */
export const TransitBoxSchema = z.strictObject({
  id: Id,
  name: z.string(),
  connects: z.tuple([Id, Id]),
  source: Source,
});

/** §2.2, §9.12: English (= British), Spanish, French, Dutch, Portuguese, Arab. */
export const NationalitySchema = z.enum(['english', 'spanish', 'french', 'dutch', 'portuguese', 'arab']);

/** §9.1: 36 Ports, locator = D66 value (2.5). Pirate Ports have no nationality or ratings (9.12, 9.13). */
export const PortSchema = z.strictObject({
  id: Id,
  /** D66 value: 11..16, 21..26, ..., 61..66 (checked by ComponentSetSchema). */
  locator: Int,
  name: z.string(),
  aliases: z.array(z.string()),
  piratePort: z.boolean(),
  nationality: NationalitySchema.nullable(),
  value: Int.min(1).max(6).nullable(),
  defense: Int.nullable(),
  /** Adjoining Sea Area(s); only Bermuda has two (2.2). */
  seaAreas: z.array(Id).min(1).max(2),
  provisional: z.boolean(),
  source: Source,
});

export const ShipTypeIdSchema = z.enum(['sloop', 'schooner', 'brigantine']);

/** §6.23: maximum Combat / Speed / Holds of the three Pirate ship types. */
export const ShipTypeSchema = z.strictObject({
  id: ShipTypeIdSchema,
  name: z.string(),
  combat: Int,
  speed: Int,
  holds: Int,
  /** 1 = smallest; converting to a larger / smaller ship changes Crew Loyalty (8.5). */
  size: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  source: Source,
});

/** §6.12: the five Merchant types and their Cargo ratings; `count` = counters in the mix of 35. */
export const MerchantTypeSchema = z.strictObject({
  id: z.enum(['flute', 'sloop', 'schooner', 'brigantine', 'square-rigger']),
  name: z.string(),
  cargo: Int,
  convertible: z.boolean(),
  convertsTo: ShipTypeIdSchema.nullable(),
  count: Int.min(0),
  provisional: z.boolean(),
  source: Source,
});

/** §6.13: three Warship classes; 15 counters in all (3.0 Step 9). */
export const WarshipClassSchema = z.strictObject({
  id: Id,
  name: z.string(),
  speed: Int,
  combat: Int,
  count: Int.min(0),
  provisional: z.boolean(),
  source: Source,
});

/** §10.15: eight named King's Commissioners and the Ex-Pirate KC. */
export const KcSchema = z.strictObject({
  id: Id,
  name: z.string(),
  speed: Int,
  combat: Int,
  exPirate: z.boolean(),
  provisional: z.boolean(),
  source: Source,
});

/** §8.42: Hostage kinds with Information and Value; 15 counters in all. */
export const HostageKindSchema = z.strictObject({
  id: Id,
  name: z.string(),
  information: Int,
  value: Int,
  count: Int.min(0),
  provisional: z.boolean(),
  source: Source,
});

/** §9.22: a Pro-Pirate Governor counter (each has a Governor Bribed marker). */
export const GovernorSchema = z.strictObject({
  id: Id,
  name: z.string(),
  provisional: z.boolean(),
  source: Source,
});

export const PirateRatingSchema = z.enum(['initiative', 'ability', 'leadership', 'cruelty', 'cunning', 'duel']);

/** §5.2: a Pirate card and its six ratings; `ship` is the name on the Pirate counter (§5). */
export const PirateCardSchema = z.strictObject({
  id: Id,
  name: z.string(),
  ship: z.string(),
  initiative: Int,
  ability: Int,
  leadership: Int,
  cruelty: Int,
  cunning: Int,
  duel: Int,
  provisional: z.boolean(),
  /** The ratings that are printed in the rules (the rest are estimates when `provisional`). */
  known: z.array(PirateRatingSchema),
  source: Source,
});

export const PlayModeSchema = z.enum(['actions-or-event', 'actions-and-event', 'must-play']);

/** §17.1-17.2: an Event card type. `actions`: a number, 'initiative' (diamond), or null (dash). */
export const EventCardSchema = z.strictObject({
  number: Int.min(1).max(23),
  id: Id,
  title: z.string(),
  count: Int.min(1),
  actions: z.union([Int, z.literal('initiative')]).nullable(),
  mode: PlayModeSchema,
  antiPirate: z.boolean(),
  source: Source,
});

/** Play Aid Cargo Table (8.32): Doubloons by adjusted roll and column, with the Loyalty change. */
export const CargoRowSchema = z.strictObject({
  roll: Int.min(1).max(10),
  loyalty: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  atlantic: Int,
  caribbean: Int,
  africa: Int,
  india: Int,
});

/** Play Aid Storm Effects Table (17.2 #20). */
export const StormRowSchema = z.strictObject({
  roll: Int.min(1).max(7),
  speedHits: Int.min(0),
  sunk: z.boolean(),
});

export const TablesSchema = z.strictObject({
  cargo: z.array(CargoRowSchema).length(10),
  storm: z.array(StormRowSchema).length(7),
  /** 17.2 #23: port ids for a d6 result of 1..6. */
  naturalDisaster: z.array(Id).length(6),
  /** Crew Loyalty Table: reason key -> change (`mutinyReset` is the value Loyalty is reset to). */
  crewLoyalty: z.record(z.string(), Int),
  /** Notoriety Points Table (18.2): reason key -> formula text. */
  notoriety: z.record(z.string(), z.string()),
});

/** Crew Loyalty Table keys the engine reads; every set must define them all. */
export const CREW_LOYALTY_KEYS = [
  'cargoStar',
  'cargoDoubleStar',
  'scurvy',
  'failedBribe',
  'lostToWarship',
  'convertSmaller',
  'convertLarger',
  'speedBelowZero',
  'declineCargo',
  'mutinyTie',
  'failedBootyGrab',
  'drElsewhere',
  'drPiratePort',
  'torture',
  'portAttack',
  'sack',
  'winAmbitionDuel',
  'defeatKc',
  'mutinyReset',
] as const;
export type CrewLoyaltyKey = (typeof CREW_LOYALTY_KEYS)[number];

/** Notoriety Points Table keys (18.2); every set must define them all. */
export const NOTORIETY_KEYS = [
  'loot',
  'torture',
  'portAttack',
  'sack',
  'defeatKc',
  'defeatWarship',
  'failedOust',
  'duel',
] as const;
export type NotorietyKey = (typeof NOTORIETY_KEYS)[number];

/** The 36 D66 values (2.5, 9.11): 11..16, 21..26, ..., 61..66, ascending. */
export const D66_LOCATORS: readonly number[] = Object.freeze(
  [1, 2, 3, 4, 5, 6].flatMap((black) => [1, 2, 3, 4, 5, 6].map((white) => black * 10 + white)),
);

/** Totals fixed by the rules (component list, 3.0 Steps 5-9, 10.15, 17.2). */
export const COMPONENT_TOTALS = Object.freeze({
  ports: 36, // 9.11
  piratePorts: 3, // 9.35
  seaAreas: 10, // 2.2
  shipTypes: 3, // 6.23
  merchants: 35, // Step 8
  warships: 15, // Step 9, 6.13
  namedKcs: 8, // Step 9, 10.15
  exPirateKcs: 1, // 10.15
  hostages: 15, // Step 9
  proGovernors: 8, // Step 5, 9.22
  antiGovernors: 16, // Step 5
  pirates: 23, // 2.1, 5
  eventCardTypes: 23, // 17.2
  eventCards: 87, // 2.1, 17.2
});

const ComponentSetBase = z.strictObject({
  name: z.string(),
  seaAreas: z.array(SeaAreaSchema),
  transitBoxes: z.array(TransitBoxSchema),
  /** 17.2 #1 Buried Treasure: the Sea Area holding the Isle of Pines ("below Cuba; see map"). */
  isleOfPines: z.strictObject({ seaArea: Id, provisional: z.boolean(), source: z.string() }),
  ports: z.array(PortSchema),
  shipTypes: z.array(ShipTypeSchema),
  merchantTypes: z.array(MerchantTypeSchema),
  warships: z.array(WarshipClassSchema),
  kcs: z.array(KcSchema),
  hostages: z.array(HostageKindSchema),
  proGovernors: z.array(GovernorSchema),
  antiGovernorCount: Int,
  pirates: z.array(PirateCardSchema),
  eventCards: z.array(EventCardSchema),
  tables: TablesSchema,
});

type ComponentSetInput = z.infer<typeof ComponentSetBase>;
type Path = (string | number)[];
type Report = (path: Path, message: string) => void;

function sum<T>(items: readonly T[], count: (item: T) => number): number {
  return items.reduce((total, item) => total + count(item), 0);
}

/** Every id in the list is unique; returns the set of ids. */
function checkUniqueIds(list: readonly { id: string }[], key: string, report: Report): Set<string> {
  const seen = new Set<string>();
  list.forEach((item, i) => {
    if (seen.has(item.id)) report([key, i, 'id'], `duplicate ${key} id "${item.id}"`);
    seen.add(item.id);
  });
  return seen;
}

/** The cross-record checks of a complete set. */
function checkComponentSet(set: ComponentSetInput, report: Report): void {
  const areaIds = checkUniqueIds(set.seaAreas, 'seaAreas', report);
  if (!areaIds.has(set.isleOfPines.seaArea)) report(['isleOfPines', 'seaArea'], `unknown Sea Area "${set.isleOfPines.seaArea}"`);
  checkUniqueIds(set.transitBoxes, 'transitBoxes', report);
  const portIds = checkUniqueIds(set.ports, 'ports', report);
  checkUniqueIds(set.shipTypes, 'shipTypes', report);
  checkUniqueIds(set.merchantTypes, 'merchantTypes', report);
  checkUniqueIds(set.warships, 'warships', report);
  checkUniqueIds(set.kcs, 'kcs', report);
  checkUniqueIds(set.hostages, 'hostages', report);
  checkUniqueIds(set.proGovernors, 'proGovernors', report);
  checkUniqueIds(set.pirates, 'pirates', report);
  checkUniqueIds(set.eventCards, 'eventCards', report);

  // --- Sea Areas (2.2) and Transit Boxes (7.11) ---
  if (set.seaAreas.length !== COMPONENT_TOTALS.seaAreas) {
    report(['seaAreas'], `expected ${COMPONENT_TOTALS.seaAreas} Sea Areas (2.2), got ${set.seaAreas.length}`);
  }
  const areaById = new Map(set.seaAreas.map((a) => [a.id, a]));
  set.seaAreas.forEach((area, i) => {
    area.borders.forEach((other, j) => {
      const path = ['seaAreas', i, 'borders', j];
      if (other === area.id) report(path, `Sea Area "${area.id}" cannot border itself`);
      else if (!areaIds.has(other)) report(path, `unknown Sea Area "${other}"`);
      else if (!areaById.get(other)?.borders.includes(area.id)) {
        report(path, `border not symmetric: "${other}" does not list "${area.id}"`);
      }
    });
    if (new Set(area.borders).size !== area.borders.length) {
      report(['seaAreas', i, 'borders'], `duplicate border in "${area.id}"`);
    }
    area.transitBoxes.forEach((boxId, j) => {
      const path = ['seaAreas', i, 'transitBoxes', j];
      const box = set.transitBoxes.find((b) => b.id === boxId);
      if (!box) report(path, `unknown Transit Box "${boxId}"`);
      else if (!box.connects.includes(area.id)) {
        report(path, `Transit Box "${boxId}" does not connect "${area.id}"`);
      }
    });
  });
  set.transitBoxes.forEach((box, i) => {
    box.connects.forEach((areaId, j) => {
      const path = ['transitBoxes', i, 'connects', j];
      const area = areaById.get(areaId);
      if (!area) report(path, `unknown Sea Area "${areaId}"`);
      else if (!area.transitBoxes.includes(box.id)) {
        report(path, `Sea Area "${areaId}" does not list Transit Box "${box.id}"`);
      }
    });
    if (box.connects[0] === box.connects[1]) {
      report(['transitBoxes', i, 'connects'], `Transit Box "${box.id}" connects an area to itself`);
    }
    if (areaIds.has(box.id)) report(['transitBoxes', i, 'id'], `id "${box.id}" is also a Sea Area id`);
  });

  // --- Ports (9.1, 9.35) ---
  if (set.ports.length !== COMPONENT_TOTALS.ports) {
    report(['ports'], `expected ${COMPONENT_TOTALS.ports} ports (9.11), got ${set.ports.length}`);
  }
  const validLocators = new Set(D66_LOCATORS);
  const usedLocators = new Map<number, number>();
  set.ports.forEach((port, i) => {
    if (!validLocators.has(port.locator)) {
      report(['ports', i, 'locator'], `locator ${port.locator} is not a D66 value (11-16, 21-26, ..., 61-66)`);
    } else if (usedLocators.has(port.locator)) {
      report(['ports', i, 'locator'], `locator ${port.locator} is also used by ports[${usedLocators.get(port.locator)}]`);
    } else {
      usedLocators.set(port.locator, i);
    }
    port.seaAreas.forEach((areaId, j) => {
      if (!areaIds.has(areaId)) report(['ports', i, 'seaAreas', j], `unknown Sea Area "${areaId}"`);
    });
    if (new Set(port.seaAreas).size !== port.seaAreas.length) {
      report(['ports', i, 'seaAreas'], `duplicate Sea Area in port "${port.id}"`);
    }
    const fields = ['nationality', 'value', 'defense'] as const;
    for (const field of fields) {
      if (port.piratePort && port[field] !== null) {
        report(['ports', i, field], `Pirate Port "${port.id}" must have ${field} null (9.12, 9.13)`);
      }
      if (!port.piratePort && port[field] === null) {
        report(['ports', i, field], `port "${port.id}" needs a ${field} (9.12, 9.13)`);
      }
    }
  });
  const missing = D66_LOCATORS.filter((loc) => !usedLocators.has(loc));
  if (missing.length > 0) report(['ports'], `no port for locator(s) ${missing.join(', ')}`);
  const piratePorts = set.ports.filter((p) => p.piratePort).length;
  if (piratePorts !== COMPONENT_TOTALS.piratePorts) {
    report(['ports'], `expected ${COMPONENT_TOTALS.piratePorts} Pirate Ports (9.35), got ${piratePorts}`);
  }

  // --- Ships and counters ---
  if (set.shipTypes.length !== COMPONENT_TOTALS.shipTypes) {
    report(['shipTypes'], `expected ${COMPONENT_TOTALS.shipTypes} ship types (6.23), got ${set.shipTypes.length}`);
  }
  const shipTypeIds = new Set<string>(set.shipTypes.map((s) => s.id));
  set.merchantTypes.forEach((m, i) => {
    if (m.convertible !== (m.convertsTo !== null)) {
      report(['merchantTypes', i, 'convertsTo'], `convertsTo must be set exactly when convertible (6.12)`);
    } else if (m.convertsTo !== null && !shipTypeIds.has(m.convertsTo)) {
      report(['merchantTypes', i, 'convertsTo'], `unknown ship type "${m.convertsTo}"`);
    }
  });
  const merchants = sum(set.merchantTypes, (m) => m.count);
  if (merchants !== COMPONENT_TOTALS.merchants) {
    report(['merchantTypes'], `Merchant counts must sum to ${COMPONENT_TOTALS.merchants} (3.0 Step 8), got ${merchants}`);
  }
  const warships = sum(set.warships, (w) => w.count);
  if (warships !== COMPONENT_TOTALS.warships) {
    report(['warships'], `Warship counts must sum to ${COMPONENT_TOTALS.warships} (3.0 Step 9), got ${warships}`);
  }
  const named = set.kcs.filter((k) => !k.exPirate).length;
  const exPirate = set.kcs.length - named;
  if (named !== COMPONENT_TOTALS.namedKcs || exPirate !== COMPONENT_TOTALS.exPirateKcs) {
    report(['kcs'], `expected 8 named KCs and 1 Ex-Pirate KC (10.15), got ${named} and ${exPirate}`);
  }
  const hostages = sum(set.hostages, (h) => h.count);
  if (hostages !== COMPONENT_TOTALS.hostages) {
    report(['hostages'], `Hostage counts must sum to ${COMPONENT_TOTALS.hostages} (3.0 Step 9), got ${hostages}`);
  }
  if (set.proGovernors.length !== COMPONENT_TOTALS.proGovernors) {
    report(['proGovernors'], `expected ${COMPONENT_TOTALS.proGovernors} Pro-Pirate Governors (9.22), got ${set.proGovernors.length}`);
  }
  if (set.antiGovernorCount !== COMPONENT_TOTALS.antiGovernors) {
    report(['antiGovernorCount'], `expected ${COMPONENT_TOTALS.antiGovernors} Anti-Pirate Governors (3.0 Step 5), got ${set.antiGovernorCount}`);
  }

  // --- Cards (5, 17.2) ---
  if (set.pirates.length !== COMPONENT_TOTALS.pirates) {
    report(['pirates'], `expected ${COMPONENT_TOTALS.pirates} Pirate cards (5), got ${set.pirates.length}`);
  }
  set.pirates.forEach((p, i) => {
    if (new Set(p.known).size !== p.known.length) report(['pirates', i, 'known'], `duplicate rating in "known"`);
  });
  if (set.eventCards.length !== COMPONENT_TOTALS.eventCardTypes) {
    report(['eventCards'], `expected ${COMPONENT_TOTALS.eventCardTypes} Event card types (17.2), got ${set.eventCards.length}`);
  }
  const numbers = new Set<number>();
  set.eventCards.forEach((card, i) => {
    if (numbers.has(card.number)) report(['eventCards', i, 'number'], `duplicate card number ${card.number}`);
    numbers.add(card.number);
    if ((card.mode === 'must-play') !== (card.actions === null)) {
      report(['eventCards', i, 'actions'], `Must Play Immediately cards, and only they, show a dash (17.15)`);
    }
    if (card.antiPirate && card.mode !== 'actions-or-event') {
      report(['eventCards', i, 'mode'], `Anti-Pirate cards are always "Actions OR Event" (17.16)`);
    }
  });
  const eventCards = sum(set.eventCards, (c) => c.count);
  if (eventCards !== COMPONENT_TOTALS.eventCards) {
    report(['eventCards'], `Event card counts must sum to ${COMPONENT_TOTALS.eventCards} (2.1), got ${eventCards}`);
  }

  // --- Tables ---
  set.tables.cargo.forEach((row, i) => {
    if (row.roll !== i + 1) report(['tables', 'cargo', i, 'roll'], `expected roll ${i + 1}, got ${row.roll}`);
  });
  set.tables.storm.forEach((row, i) => {
    if (row.roll !== i + 1) report(['tables', 'storm', i, 'roll'], `expected roll ${i + 1}, got ${row.roll}`);
  });
  set.tables.naturalDisaster.forEach((portId, i) => {
    if (!portIds.has(portId)) report(['tables', 'naturalDisaster', i], `unknown port "${portId}"`);
  });
  for (const key of CREW_LOYALTY_KEYS) {
    if (!(key in set.tables.crewLoyalty)) report(['tables', 'crewLoyalty', key], `missing Crew Loyalty entry "${key}"`);
  }
  for (const key of NOTORIETY_KEYS) {
    if (!(key in set.tables.notoriety)) report(['tables', 'notoriety', key], `missing Notoriety entry "${key}"`);
  }
}

/** A complete component set, validated record by record and as a whole. */
export const ComponentSetSchema = ComponentSetBase.superRefine((set, ctx) => {
  checkComponentSet(set, (path, message) => ctx.addIssue({ code: 'custom', path, message }));
});

export type Region = z.infer<typeof RegionSchema>;
export type CargoColumn = z.infer<typeof CargoColumnSchema>;
export type SeaArea = z.infer<typeof SeaAreaSchema>;
export type TransitBox = z.infer<typeof TransitBoxSchema>;
export type Nationality = z.infer<typeof NationalitySchema>;
export type Port = z.infer<typeof PortSchema>;
export type ShipTypeId = z.infer<typeof ShipTypeIdSchema>;
export type ShipType = z.infer<typeof ShipTypeSchema>;
export type MerchantType = z.infer<typeof MerchantTypeSchema>;
export type WarshipClass = z.infer<typeof WarshipClassSchema>;
export type Kc = z.infer<typeof KcSchema>;
export type HostageKind = z.infer<typeof HostageKindSchema>;
export type Governor = z.infer<typeof GovernorSchema>;
export type PirateRating = z.infer<typeof PirateRatingSchema>;
export type PirateCard = z.infer<typeof PirateCardSchema>;
export type PlayMode = z.infer<typeof PlayModeSchema>;
export type EventCard = z.infer<typeof EventCardSchema>;
export type CargoRow = z.infer<typeof CargoRowSchema>;
export type StormRow = z.infer<typeof StormRowSchema>;
export type Tables = z.infer<typeof TablesSchema>;
type ComponentSetShape = z.infer<typeof ComponentSetSchema>;
/**
 * A complete set of component data (see {@link ComponentSetSchema}, which documents each field).
 * A named interface whose every field is the schema's, so compiler errors and hovers say
 * `ComponentSet` instead of unrolling the whole set (issue 23 point 5); test/types.test.ts checks
 * that it stays exactly the schema's type.
 */
export interface ComponentSet {
  name: ComponentSetShape['name'];
  seaAreas: ComponentSetShape['seaAreas'];
  transitBoxes: ComponentSetShape['transitBoxes'];
  isleOfPines: ComponentSetShape['isleOfPines'];
  ports: ComponentSetShape['ports'];
  shipTypes: ComponentSetShape['shipTypes'];
  merchantTypes: ComponentSetShape['merchantTypes'];
  warships: ComponentSetShape['warships'];
  kcs: ComponentSetShape['kcs'];
  hostages: ComponentSetShape['hostages'];
  proGovernors: ComponentSetShape['proGovernors'];
  antiGovernorCount: ComponentSetShape['antiGovernorCount'];
  pirates: ComponentSetShape['pirates'];
  eventCards: ComponentSetShape['eventCards'];
  tables: ComponentSetShape['tables'];
}

/** The check createGame runs on a user component set (registered: see src/tables/validator.ts). */
export function parseComponentSet(raw: unknown): ComponentSet {
  const r = ComponentSetSchema.safeParse(raw);
  if (!r.success) {
    const lines = r.error.issues.slice(0, 10).map((i) => `  - ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ConfigError(`Invalid component set:\n${lines.join('\n')}`, 'invalid-components', ['components', ...(r.error.issues[0]?.path ?? []).map(String)].join('.'));
  }
  return r.data;
}
registerComponentValidator(parseComponentSet);
