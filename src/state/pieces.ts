import type { ComponentIndex } from '../tables/index.js';
import type { Location, NationalityId, PlayerId, ShipTypeId } from './ids.js';
import type { GameState, PirateState } from './schema.js';

/**
 * Pure queries on pieces that every family of rules shares: ratings, limits, Holds and booty, port
 * status, alliances and the map's connections. Each cites the rule it implements. The procedures
 * that change pieces (Loyalty, damage, leaving play) are in src/actions/pieces.ts.
 */

/** Provisional Display track limits (reference/components.md F.7, F.8; docs/rulings.md R3). */
export const LOYALTY_MAX = 10;
export const LOYALTY_MIN = 0;
/** The Sunk box lies one space below these (6.25). */
export const COMBAT_MIN = 0;
export const SPEED_MIN = -2;

export function pirateOf(s: GameState, id: string): PirateState {
  const p = s.pirates[id];
  if (!p) throw new Error(`internal: pirate ${id} is not in play`);
  return p;
}

export function ratings(ix: ComponentIndex, id: string) {
  const r = ix.pirate[id];
  if (!r) throw new Error(`internal: unknown pirate ${id}`);
  return r;
}

/** Pirates per player (3.0 Step 1/6, 5.14, 5.16, 2.7). */
export function limits(players: number): { inPlay: number; inHand: number; dealt: number } {
  if (players >= 6) return { inPlay: 1, inHand: 1, dealt: 1 };
  if (players === 2) return { inPlay: 4, inHand: 4, dealt: 4 };
  if (players === 3) return { inPlay: 3, inHand: 3, dealt: 3 };
  return { inPlay: 2, inHand: 3, dealt: 2 };
}

/**
 * The Pirates In-Port at `port`, by id. Filtering first and sorting the few found keeps this off
 * the hot path's allocation bill (it is asked for every Pirate in port at every Card Play step).
 */
export function piratesAt(s: GameState, port: string): PirateState[] {
  const out: PirateState[] = [];
  for (const id of Object.keys(s.pirates)) {
    const p = s.pirates[id];
    if (p && p.location.kind === 'port' && p.location.port === port) out.push(p);
  }
  return out.length > 1 ? out.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)) : out;
}

export function piratesOf(s: GameState, player: PlayerId): PirateState[] {
  const out: PirateState[] = [];
  for (const id of Object.keys(s.pirates)) {
    const p = s.pirates[id];
    if (p && p.owner === player) out.push(p);
  }
  return out;
}

export function inPlayCount(s: GameState, player: PlayerId): number {
  let n = 0;
  for (const id of Object.keys(s.pirates)) if (s.pirates[id]?.owner === player) n++;
  return n;
}

/** A fresh Pirate Display: ship at its maxima, Loyalty 7 (5.13, 6.21, 6.24). */
export function newPirate(
  ix: ComponentIndex,
  id: string,
  owner: PlayerId,
  location: Location,
  ship: ShipTypeId,
  turn: number,
): PirateState {
  const t = ix.shipType[ship];
  if (!t) throw new Error(`internal: unknown ship ${ship}`);
  return {
    id,
    owner,
    location,
    ship,
    combat: t.combat,
    speed: t.speed,
    loyalty: 7,
    holds: [],
    hostages: [],
    np: 0,
    netWorth: 0,
    cunning: ratings(ix, id).cunning,
    dr: null,
    drRecoveries: 0,
    drLoyalty: 0,
    scurvy: false,
    info: {},
    safeHavens: [],
    attackHistory: [],
    portsAttacked: [],
    sackable: null,
    sackableTurn: 0,
    ally: null,
    bribed: [],
    letterOfMarque: null,
    heavyGuns: false,
    buriedTreasure: false,
    deployedTurn: turn,
    slowMove: null,
    convertible: null,
  };
}

export function holdCapacity(ix: ComponentIndex, p: PirateState): number {
  return ix.shipType[p.ship]?.holds ?? 0;
}

export function booty(p: PirateState): number {
  let t = 0;
  for (const h of p.holds) t += h;
  return t;
}

/** The KC `player` controls (10.1), if any. */
export function kcOf(s: GameState, player: PlayerId): string | null {
  for (const id of Object.keys(s.kcs)) if (s.kcs[id]?.owner === player) return id;
  return null;
}

/**
 * 17.2 #2: may a Debauchery & Revelry card be played against this Pirate for his D&R marker? The
 * Living Rules forbid it when he has one; the first print has no such ban (option
 * drCardOnMarkedPirate, R81).
 */
export function drCardMayHit(s: GameState, p: PirateState): boolean {
  return p.dr === null || s.config.options.drCardOnMarkedPirate;
}

/** The Holds a sum of Doubloons may go to (6.22: ransom, grabbed Booty may join a filled Hold). */
export function holdChoices(ix: ComponentIndex, p: PirateState): number[] {
  const out = p.holds.map((_, i) => i);
  if (p.holds.length < holdCapacity(ix, p)) out.push(p.holds.length);
  return out;
}

/** 11.2: the allied Pirate, when there is one in play. */
export function allyOf(s: GameState, p: PirateState): PirateState | null {
  return p.ally ? (s.pirates[p.ally] ?? null) : null;
}

/** The Alliance members, the one with the higher Leadership first (11.3 odd shares). */
export function byLeadership(ix: ComponentIndex, a: PirateState, b: PirateState): [PirateState, PirateState] {
  return ratings(ix, b.id).leadership > ratings(ix, a.id).leadership ? [b, a] : [a, b];
}

/** The Pirate and his ally, if any (11.2: they act as one). */
export function team(s: GameState, p: PirateState): PirateState[] {
  const a = allyOf(s, p);
  return a ? [p, a] : [p];
}

/**
 * `pirates` grouped by Alliance (11.2): each group's first member and how many of `pirates` it
 * holds. A change the rules give "each Pirate" is pooled per group and applied once (11.3, 11.4):
 * applying it per member would share it twice.
 */
export function byTeam(s: GameState, pirates: readonly PirateState[]): [PirateState, number][] {
  const out: [PirateState, number][] = [];
  for (const p of pirates) {
    const group = out.find(([lead]) => lead.id === p.id || lead.ally === p.id);
    if (group) group[1] += 1;
    else out.push([p, 1]);
  }
  return out;
}

/** 18.12A: what a Pirate with this NP and Net Worth scores by Retiring: 2 VP per NP plus 1 per 100 Net Worth. */
export function retiredVp(np: number, netWorth: number): number {
  return 2 * np + Math.floor(netWorth / 100);
}

// ---------------------------------------------------------------------------------------------
// Ports (9.1-9.3)
// ---------------------------------------------------------------------------------------------
export type PortStatus = 'pirate-port' | 'destroyed' | 'anti-pirate' | 'safe-haven' | 'pro-pirate' | 'neutral';

/** A port's status for one Pirate (9.3, 9.58, 17.2 #12, RULINGS B33). */
export function portStatus(s: GameState, ix: ComponentIndex, p: PirateState | null, portId: string): PortStatus {
  const port = ix.port[portId];
  if (!port) throw new Error(`internal: unknown port ${portId}`);
  // RULINGS B35: a destroyed port (a Pirate Port too) can never be entered or used again.
  if (s.destroyedPorts.includes(portId)) return 'destroyed';
  if (port.piratePort) return 'pirate-port';
  const gov = s.governors[portId];
  const nat = port.nationality;
  if (p) {
    if (p.safeHavens.includes(portId)) return 'safe-haven';
    // 9.58: the *other* ports of an attacked nationality are Anti-Pirate for him (the attacked port
    // itself keeps its status, B33); Attack History beats a Letter of Marque (B33).
    if (nat && attackedAnotherPort(ix, p, nat, portId)) return 'anti-pirate';
    if (nat && p.letterOfMarque === nat && !p.ally) return 'pro-pirate'; // 11.5: not during an Alliance
  }
  if (gov === undefined) return 'neutral';
  return gov === 'anti' ? 'anti-pirate' : 'pro-pirate';
}

/**
 * 9.58: has this ship attacked a port of nationality `nat` other than `portId`? An Attack History
 * marker with no recorded port (e.g. set up by a scenario) counts as another port.
 */
function attackedAnotherPort(ix: ComponentIndex, p: PirateState, nat: NationalityId, portId: string): boolean {
  if (!p.attackHistory.includes(nat)) return false;
  const same = p.portsAttacked.filter((q) => ix.port[q]?.nationality === nat);
  return same.length === 0 || same.some((q) => q !== portId);
}

/** The Pirate, if he is still In-Port at `port` (an Action In-Port stops when he is put out). */
export function inPortAt(s: GameState, pirate: string, port: string): PirateState | null {
  const p = s.pirates[pirate];
  return p && p.location.kind === 'port' && p.location.port === port ? p : null;
}

/** The Sea Area(s) a location counts as being in; a port is in the area(s) it adjoins (9.11). */
export function areasOf(ix: ComponentIndex, loc: Location): string[] {
  if (loc.kind === 'sea') return [loc.area];
  if (loc.kind === 'port') return ix.port[loc.port]?.seaAreas ?? [];
  return [];
}

/** 7.11 / 7.2 / 7.3: every location one Move away. */
export function moveDestinations(s: GameState, ix: ComponentIndex, p: PirateState): Location[] {
  const out: Location[] = [];
  const loc = p.location;
  if (loc.kind === 'sea') {
    const area = ix.seaArea[loc.area];
    if (!area) return out;
    for (const b of area.borders) out.push({ kind: 'sea', area: b });
    for (const port of ix.portsInArea[loc.area] ?? []) {
      const st = portStatus(s, ix, p, port);
      // 9.31: Anti-Pirate ports may be entered only by attacking; destroyed ports never (RULINGS B35).
      if (st !== 'anti-pirate' && st !== 'destroyed') out.push({ kind: 'port', port });
    }
    for (const box of area.transitBoxes) out.push({ kind: 'transit', box });
  } else if (loc.kind === 'port') {
    for (const a of ix.port[loc.port]?.seaAreas ?? []) out.push({ kind: 'sea', area: a });
  } else {
    for (const a of ix.transitBox[loc.box]?.connects ?? []) out.push({ kind: 'sea', area: a });
  }
  return out;
}

/** 3.0 Step 5/8, 6.32: the next higher available port locator, wrapping from 66 to 11. */
export function nextAvailablePort(ix: ComponentIndex, locator: number, available: (port: string) => boolean): string | null {
  const locs = ix.locators;
  let start = locs.indexOf(locator);
  if (start < 0) start = 0;
  for (let i = 0; i < locs.length; i++) {
    const port = ix.portByLocator[locs[(start + i) % locs.length] ?? 0];
    if (port && available(port.id)) return port.id;
  }
  return null;
}

/** The player after `player` in Player Order (clockwise, to his left). */
export function nextPlayer(s: GameState, player: PlayerId): PlayerId {
  const i = s.order.indexOf(player);
  return s.order[(i + 1) % s.order.length] ?? player;
}

/** Players in Player Order starting from the Pirate Player's left (4.63). */
export function othersFromLeft(s: GameState, player: PlayerId): PlayerId[] {
  const i = s.order.indexOf(player);
  const out: PlayerId[] = [];
  for (let k = 1; k < s.order.length; k++) {
    const q = s.order[(i + k) % s.order.length];
    if (q) out.push(q);
  }
  return out;
}

export function locationLabel(loc: Location): string {
  return loc.kind === 'sea' ? loc.area : loc.kind === 'port' ? loc.port : loc.box;
}
