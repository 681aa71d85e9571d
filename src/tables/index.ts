/**
 * Component data: schemas, the built-in set, and small pure lookups the engine uses.
 */
import type {
  CargoColumn,
  ComponentSet,
  EventCard,
  HostageKind,
  Kc,
  MerchantType,
  PirateCard,
  Port,
  SeaArea,
  ShipType,
  StormRow,
  TransitBox,
  WarshipClass,
} from './schema.js';

// Types only: the zod schemas stay in ./schema.ts, off the play path (issue 14 point 3).
export type * from './schema.js';
export { builtinComponents } from './builtin.js';

/** Records keyed by id for one component set. Build with `indexComponents`. */
export interface ComponentIndex {
  set: ComponentSet;
  port: Record<string, Port>;
  portByLocator: Record<number, Port>;
  seaArea: Record<string, SeaArea>;
  transitBox: Record<string, TransitBox>;
  pirate: Record<string, PirateCard>;
  card: Record<string, EventCard>;
  shipType: Record<string, ShipType>;
  merchantType: Record<string, MerchantType>;
  warship: Record<string, WarshipClass>;
  kc: Record<string, Kc>;
  hostage: Record<string, HostageKind>;
  /** Port locators, ascending (the D66 values, 2.5). */
  locators: number[];
  /** Sea Area id -> ids of the ports adjoining it (9.11), by locator; Bermuda is in two. */
  portsInArea: Record<string, string[]>;
}

function byId<T extends { id: string }>(list: readonly T[]): Record<string, T> {
  const out: Record<string, T> = {};
  for (const item of list) out[item.id] = item;
  return out;
}

const cache = new WeakMap<ComponentSet, ComponentIndex>();

/** Index a (validated) component set. Built once per set object and cached. */
export function indexComponents(set: ComponentSet): ComponentIndex {
  const cached = cache.get(set);
  if (cached) return cached;

  const ports = [...set.ports].sort((a, b) => a.locator - b.locator);
  const portByLocator: Record<number, Port> = {};
  const portsInArea: Record<string, string[]> = {};
  for (const area of set.seaAreas) portsInArea[area.id] = [];
  for (const port of ports) {
    portByLocator[port.locator] = port;
    for (const areaId of port.seaAreas) (portsInArea[areaId] ??= []).push(port.id);
  }

  const index: ComponentIndex = {
    set,
    port: byId(set.ports),
    portByLocator,
    seaArea: byId(set.seaAreas),
    transitBox: byId(set.transitBoxes),
    pirate: byId(set.pirates),
    card: byId(set.eventCards),
    shipType: byId(set.shipTypes),
    merchantType: byId(set.merchantTypes),
    warship: byId(set.warships),
    kc: byId(set.kcs),
    hostage: byId(set.hostages),
    locators: ports.map((p) => p.locator),
    portsInArea,
  };
  cache.set(set, index);
  return index;
}

function isDie(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= 6;
}

/** D66 (2.5): the black die is the tens digit, the white die the units. */
export function d66ToLocator(black: number, white: number): number {
  if (!isDie(black) || !isDie(white)) {
    throw new RangeError(`D66 dice must be integers 1-6, got black ${black}, white ${white}`);
  }
  return black * 10 + white;
}

/** Whether two Sea Areas border each other (7.11). Transit Boxes are not Sea Areas (10.31). */
export function areAdjacent(index: ComponentIndex, a: string, b: string): boolean {
  return index.seaArea[a]?.borders.includes(b) ?? false;
}

/** Cargo Table (8.32): Doubloons for one Hold and the Crew Loyalty change. */
export function cargoResult(
  index: ComponentIndex,
  seaAreaId: string,
  adjustedRoll: number,
): { doubloons: number; loyalty: -1 | 0 | 1; column: CargoColumn } {
  const area = index.seaArea[seaAreaId];
  if (!area) throw new RangeError(`unknown Sea Area "${seaAreaId}"`);
  const row = index.set.tables.cargo[adjustedRoll - 1];
  if (!row || row.roll !== adjustedRoll) throw new RangeError(`no Cargo Table row for roll ${adjustedRoll}`);
  return { doubloons: row[area.cargoColumn], loyalty: row.loyalty, column: area.cargoColumn };
}

/** Storm Effects Table (17.2 #20): the row for an adjusted roll of 1..7. */
export function stormEffect(index: ComponentIndex, adjustedRoll: number): StormRow {
  const row = index.set.tables.storm[adjustedRoll - 1];
  if (!row || row.roll !== adjustedRoll) throw new RangeError(`no Storm Effects row for roll ${adjustedRoll}`);
  return row;
}

/** Natural Disaster (17.2 #23): the port hit on a d6 roll of 1..6. */
export function naturalDisasterPort(index: ComponentIndex, roll: number): Port {
  const id = isDie(roll) ? index.set.tables.naturalDisaster[roll - 1] : undefined;
  const port = id === undefined ? undefined : index.port[id];
  if (!port) throw new RangeError(`no Natural Disaster port for roll ${roll}`);
  return port;
}
