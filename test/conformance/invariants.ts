/**
 * Conformance invariants over a GameState: conservation of every component (property 6), bounds
 * (property 7), illegal-action generators (property 3) and hidden-information variants (property 8).
 * Each check returns human-readable violations rather than throwing, so a failure lists them all.
 */
import {
  ActionSchema,
  builtinComponents,
  PLAYER_IDS,
  type Action,
  type GameEvent,
  type GameState,
  type IllegalActionCode,
  type PlayerId,
} from '../../src/index.js';
import type { Chooser } from './play.js';
import { boundsViolations as srcBounds, conservationViolations as srcConservation, type Violation } from '../../src/state/check.js';
import { indexComponents } from '../../src/tables/index.js';

const C = builtinComponents;

export const CARD_COUNTS: Record<string, number> = Object.fromEntries(C.eventCards.map((c) => [c.id, c.count]));
export const PIRATE_IDS: string[] = C.pirates.map((p) => p.id);
export const MERCHANT_COUNTS: Record<string, number> = Object.fromEntries(C.merchantTypes.map((m) => [m.id, m.count]));
export const HOSTAGE_COUNTS: Record<string, number> = Object.fromEntries(C.hostages.map((h) => [h.id, h.count]));
export const WARSHIP_COUNTS: Record<string, number> = Object.fromEntries(C.warships.map((w) => [w.id, w.count]));
export const KC_IDS: string[] = C.kcs.map((k) => k.id);
export const EX_PIRATE_KC: string = C.kcs.find((k) => k.exPirate)?.id ?? 'ex-pirate';
export const PRO_GOVERNOR_IDS: string[] = C.proGovernors.map((g) => g.id);
export const ANTI_GOVERNORS: number = C.antiGovernorCount;

export const SEA_AREAS: string[] = C.seaAreas.map((a) => a.id);
export const TRANSIT_BOXES: string[] = C.transitBoxes.map((b) => b.id);
export const PORTS: string[] = C.ports.map((p) => p.id);
export const PIRATE_PORTS = new Set(C.ports.filter((p) => p.piratePort).map((p) => p.id));
export const CARD_IDS: string[] = C.eventCards.map((c) => c.id);

/** The IllegalActionError codes the API documents (src/actions/errors.ts). */
export const KNOWN_CODES: readonly IllegalActionCode[] = [
  'malformed-action',
  'game-over',
  'not-your-decision',
  'not-a-chance-node',
  'chance-expected',
  'invalid-chance-outcome',
  'unknown-pirate',
  'unknown-port',
  'unknown-card',
  'not-your-pirate',
  'wrong-phase',
  'illegal-action',
];

/** A rule reference such as '4.5', '17.2', '3.0', '12.0'. */
export const RULE_REF = /^\d+(\.\d+)*[A-Z]?$/;

/** A key for an action that ignores property order (like the kernel's own comparison). */
export function key(a: unknown): string {
  if (a === null || typeof a !== 'object') return JSON.stringify(a);
  if (Array.isArray(a)) return `[${a.map(key).join(',')}]`;
  const o = a as Record<string, unknown>;
  return `{${Object.keys(o)
    .filter((k) => o[k] !== undefined)
    .sort()
    .map((k) => `${k}:${key(o[k])}`)
    .join(',')}}`;
}

// ---------------------------------------------------------------------------------------------
// Properties 6 and 7: conservation and bounds. One implementation, in src/state/check.ts, which
// `deserialize` and `createScenario` also run (issue 15 point 2): these only format its findings.
// ---------------------------------------------------------------------------------------------

const fmt = (v: readonly Violation[]): string[] => v.map((x) => `${x.path}: ${x.message}`);
const indexOf = (s: GameState) => indexComponents(s.components ?? builtinComponents);

/** Every violation of component conservation in `s` (empty when all is well). */
export function conservationViolations(s: GameState): string[] {
  return fmt(srcConservation(s, indexOf(s)));
}

/** Every violation of the rules' bounds (counts, ids, references) in `s` (empty when all is well). */
export function boundsViolations(s: GameState): string[] {
  return fmt(srcBounds(s, indexOf(s)));
}

/** RULINGS B35 on the legal list: a destroyed port is never entered, attacked or used. */
export function legalViolations(s: GameState, legal: readonly Action[]): string[] {
  const v: string[] = [];
  const destroyed = new Set(s.destroyedPorts);
  if (destroyed.size === 0) return v;
  const inDestroyed = (id: string): boolean => {
    const loc = s.pirates[id]?.location;
    return loc?.kind === 'port' && destroyed.has(loc.port);
  };
  for (const a of legal) {
    const o = a as Record<string, unknown> & Action;
    if (a.type === 'attackPort' && destroyed.has(a.port)) v.push(`attackPort on destroyed port ${a.port} is listed`);
    if (a.type === 'move' && a.to.kind === 'port' && destroyed.has(a.to.port)) v.push(`move of ${a.pirate} into destroyed port ${a.to.port} is listed`);
    if (['inPortActivities', 'sackPort', 'retire', 'bootyGrab', 'recoverDR'].includes(a.type) && typeof o.pirate === 'string' && inDestroyed(o.pirate)) {
      v.push(`${a.type} by ${o.pirate} in a destroyed port is listed`);
    }
    if (a.type === 'bootyGrab' && inDestroyed(a.target)) v.push(`bootyGrab on ${a.target} in a destroyed port is listed`);
  }
  return v;
}

/** Throw with every violation listed; with `legal`, the legal list is checked too. */
export function assertInvariants(s: GameState, legal?: readonly Action[]): void {
  const v = [...conservationViolations(s), ...boundsViolations(s), ...(legal ? legalViolations(s, legal) : [])];
  if (v.length > 0) throw new Error(`invariant violations:\n  - ${v.join('\n  - ')}`);
}

// ---------------------------------------------------------------------------------------------
// Properties of a step (between two consecutive states, with the step's events)
// ---------------------------------------------------------------------------------------------

interface Snapshot {
  netWorth: Map<string, number>;
  dr: Set<string>;
  location: Map<string, string>;
  destroyed: Set<string>;
  /** Doubloons in each Pirate's Holds (6.22). */
  holds: Map<string, number>;
  ally: Map<string, string | null>;
  /** Each player's VP as the state has them, and the Player-Turn number. */
  vp: Map<string, number>;
  turn: number;
}

function where(loc: { kind: string; area?: string; port?: string; box?: string }): string {
  return `${loc.kind}:${loc.area ?? loc.port ?? loc.box ?? ''}`;
}

/**
 * Doubloons aboard each Pirate: his Holds, plus a new ship's cargo set aside while older Holds are
 * jettisoned to fit it (8.5: the Loot frame holds it between its 'convert' and 'fit' steps).
 */
function aboard(s: GameState): Map<string, number> {
  const out = new Map<string, number>();
  for (const [id, p] of Object.entries(s.pirates)) out.set(id, p.holds.reduce((t, h) => t + h, 0));
  for (const f of s.stack) {
    if (f.kind === 'loot' && f.converted && f.step === 'fit' && f.cargoState === 'taken' && out.has(f.pirate)) out.set(f.pirate, out.get(f.pirate)! + f.cargo);
  }
  return out;
}

function snapshot(s: GameState): Snapshot {
  const netWorth = new Map<string, number>();
  const dr = new Set<string>();
  const location = new Map<string, string>();
  const holds = aboard(s);
  const ally = new Map<string, string | null>();
  for (const [id, p] of Object.entries(s.pirates)) {
    netWorth.set(id, p.netWorth);
    if (p.dr !== null) dr.add(id);
    location.set(id, where(p.location));
    ally.set(id, p.ally);
  }
  const vp = new Map<string, number>();
  for (const q of s.order) vp.set(q, s.players[q]?.vp ?? 0);
  return { netWorth, dr, location, destroyed: new Set(s.destroyedPorts), holds, ally, vp, turn: s.turn.number };
}

const num = (x: unknown): number => (typeof x === 'number' ? x : NaN);
const str = (x: unknown): string => (typeof x === 'string' ? x : '');

/**
 * Checks what happens between consecutive states, using each step's events:
 *  - Net Worth changes only by conversion (`bootyConverted`) and bribes (`safeHavenBought`,
 *    `bribePaid`); a Pirate new to play (a new captain, 14.2 / B10) starts at 0;
 *  - a destroyed port is never entered, attacked or used for a conversion (RULINGS B35);
 *  - no Pirate with a D&R marker acquires another (13.13); markers come and go only by events;
 *  - VP equal the running sum of the scoring events (18.12A/B/C, the first print's 18.12D, 2.7), setup included;
 *  - the loser of a Duel leaves play by the end of the Booty Grab (15.1);
 *  - events agree with the state (issue 15 point 6): a Pirate whose last location event of the step
 *    is `moved` (`putToSea`, `enteredPort`, `fairWinds`) is where it says, and a Pirate changes
 *    place only with such an event (his or his ally's: 11.2, the Alliance moves as one);
 *  - Doubloons are conserved across transfers: each Pirate's Holds change exactly by the step's
 *    Cargo taken and Booty stowed (8.33, 9.42, 9.53, 9.63), less what he surrendered (9.63),
 *    jettisoned (8.33, 8.5, 9.53) or converted (9.43);
 *  - VP and the Player-Turn number never decrease (18.1, 4.3).
 * Feed it the initial state with the setup's events, then every step's events and resulting state.
 */
export class StepTracker {
  private snap: Snapshot;
  private readonly vp: Map<PlayerId, number> = new Map();
  private readonly order: PlayerId[];
  /** Pirates who lost a Duel and must leave play once the Booty Grab is over (15.1). */
  private duelLosers: Set<string> = new Set();

  constructor(initial: GameState, setupEvents: readonly GameEvent[]) {
    this.order = [...initial.order];
    for (const p of this.order) this.vp.set(p, 0);
    this.snap = snapshot(initial);
    const v = this.score(setupEvents);
    v.push(...this.vpViolations(initial));
    if (v.length > 0) throw new Error(`setup violations:\n  - ${v.join('\n  - ')}`);
  }

  /** An independent copy (to check a step off the main line of play). */
  clone(): StepTracker {
    const t = Object.create(StepTracker.prototype) as StepTracker;
    const self = this as unknown as { snap: Snapshot; vp: Map<PlayerId, number>; order: PlayerId[] };
    Object.assign(t, { snap: self.snap, vp: new Map(self.vp), order: self.order, duelLosers: new Set(this.duelLosers) });
    return t;
  }

  /** The running VP total of the scoring events per player. */
  expectedVp(): Record<string, number> {
    return Object.fromEntries(this.vp);
  }

  private score(events: readonly GameEvent[]): string[] {
    const v: string[] = [];
    for (const e of events) {
      if (e.type === 'pirateEliminated' || e.type === 'pirateRetired' || e.type === 'finalScoring') {
        const p = e.player as PlayerId;
        const n = num(e.vp);
        if (!this.vp.has(p) || !Number.isInteger(n)) v.push(`${e.type} scores ${String(e.vp)} for ${String(e.player)}`);
        else this.vp.set(p, this.vp.get(p)! + n);
      } else if (e.type === 'kcKill') {
        // 10.36 / 18.12C: the KC's owner scores half the Pirate's NP, rounded down.
        const p = e.kcOwner as PlayerId;
        const n = num(e.vp);
        if (!this.vp.has(p) || !Number.isInteger(n)) v.push(`kcKill scores ${String(e.vp)} for ${String(e.kcOwner)}`);
        else this.vp.set(p, this.vp.get(p)! + n);
      } else if (e.type === 'warshipDamageVp') {
        // First print 6.46 / 18.12D (option warshipDamageVp): the Warship's player scores its hits, at least 1.
        const p = e.player as PlayerId;
        const n = num(e.vp);
        if (!this.vp.has(p) || !Number.isInteger(n) || n < 1) v.push(`warshipDamageVp scores ${String(e.vp)} for ${String(e.player)}`);
        else this.vp.set(p, this.vp.get(p)! + n);
      } else if (e.type === 'pirateRedrawn') {
        // 2.7: each other player gains 10 VP.
        for (const q of this.order) if (q !== e.player) this.vp.set(q, this.vp.get(q)! + 10);
      }
    }
    return v;
  }

  private vpViolations(s: GameState): string[] {
    const v: string[] = [];
    for (const p of this.order) {
      const have = s.players[p]?.vp;
      if (have !== this.vp.get(p)) v.push(`player ${p}: VP ${have} but the scoring events sum to ${this.vp.get(p)} (18.12, 2.7)`);
    }
    return v;
  }

  /** Violations of one step ending in `next`; the tracker then moves on to `next`. */
  step(events: readonly GameEvent[], next: GameState): string[] {
    const v: string[] = [];
    const prev = this.snap;
    const destroyed = new Set(prev.destroyed);
    const dr = new Set(prev.dr);
    const nwDelta = new Map<string, number>();
    const addNw = (id: string, n: number): void => {
      nwDelta.set(id, (nwDelta.get(id) ?? 0) + n);
    };
    /** Pirate -> where his last location event of the step puts him. */
    const placed = new Map<string, string>();
    const holdsDelta = new Map<string, number>();
    const addHolds = (id: string, n: number): void => {
      holdsDelta.set(id, (holdsDelta.get(id) ?? 0) + n);
    };
    /** Pirates whose Holds change hands whole (15.1 spoils, 14.2 a new captain): not accounted here. */
    const wholesale = new Set<string>();
    for (const e of events) {
      const pirate = str('pirate' in e ? e.pirate : undefined);
      switch (e.type) {
        case 'moved':
          placed.set(pirate, `${str(e.toKind)}:${str(e.to)}`);
          break;
        case 'putToSea':
          placed.set(pirate, `sea:${str(e.to)}`);
          break;
        case 'enteredPort':
          placed.set(pirate, `port:${str(e.port)}`);
          break;
        case 'fairWinds':
          if (e.kind === 'pirate') placed.set(str(e.piece), `sea:${str(e.area)}`);
          break;
        case 'cargoTaken':
        case 'bootyStowed':
          addHolds(pirate, num(e.doubloons));
          break;
        case 'bootySurrendered':
        case 'holdJettisoned':
          addHolds(pirate, -num(e.doubloons));
          break;
        case 'shipTakenOver':
        case 'possessionsTaken':
          wholesale.add(pirate);
          wholesale.add(str(e.from));
          break;
      }
      switch (e.type) {
        case 'bootyConverted':
          addHolds(pirate, typeof e.booty === 'number' ? -e.booty : 0);
          addNw(pirate, num(e.netWorth));
          if (destroyed.has(str(e.port))) v.push(`${pirate} converts Booty in destroyed port ${str(e.port)} (RULINGS B35)`);
          break;
        case 'safeHavenBought':
        case 'bribePaid':
          addNw(pirate, -num(e.price));
          break;
        case 'portAttacked':
          if (destroyed.has(str(e.port))) v.push(`${pirate} attacks destroyed port ${str(e.port)} (RULINGS B35)`);
          break;
        case 'enteredPort':
          if (destroyed.has(str(e.port))) v.push(`${pirate} enters destroyed port ${str(e.port)} (RULINGS B35)`);
          break;
        case 'portDestroyed':
          destroyed.add(str(e.port));
          break;
        case 'drDeclared':
          // 13.13: a Pirate with a D&R marker never acquires another.
          if (dr.has(pirate)) v.push(`${pirate} already has a D&R marker and acquires another (${String(e.kind)}, rule ${e.rule})`);
          dr.add(pirate);
          break;
        case 'drRenewed':
          // First print 17.2 #2 (R81): the marker he has is renewed, never a second one.
          if (!dr.has(pirate)) v.push(`${pirate} has his D&R renewed without a marker (R81)`);
          break;
        case 'drRecovered':
          if (!dr.has(pirate)) v.push(`${pirate} recovers from a D&R he does not have`);
          dr.delete(pirate);
          break;
        case 'newCaptain':
          // The ship keeps its D&R marker (14.2, RULINGS B10).
          if (dr.has(str(e.replaces))) dr.add(pirate);
          break;
        case 'duel':
          if (typeof e.winner === 'string') this.duelLosers.add(e.winner === pirate ? str(e.target) : pirate);
          break;
        case 'pirateEliminated':
        case 'pirateRetired':
          dr.delete(pirate);
          this.duelLosers.delete(pirate);
          break;
      }
    }
    // 15.1: the loser of a Duel is eliminated (at the latest when the winner has claimed his spoils).
    for (const id of [...this.duelLosers]) {
      if (!next.pirates[id]) this.duelLosers.delete(id);
      else if (!next.stack.some((f) => f.kind === 'bootyGrab' && (f.pirate === id || f.target === id))) {
        v.push(`${id} lost a Duel but is still in play after the Booty Grab (15.1)`);
        this.duelLosers.delete(id);
      }
    }
    v.push(...this.score(events));
    const doubloons = aboard(next);
    for (const [id, p] of Object.entries(next.pirates)) {
      const before = prev.netWorth.get(id) ?? 0;
      const want = before + (nwDelta.get(id) ?? 0);
      if (p.netWorth !== want) {
        const how = prev.netWorth.has(id) ? `was ${before}` : 'new to play, starts at 0';
        v.push(`pirate ${id}: Net Worth ${p.netWorth}, but ${how} and the step's conversions and bribes give ${want}`);
      }
      if ((p.dr !== null) !== dr.has(id)) {
        v.push(`pirate ${id}: D&R ${String(p.dr)} but the events say ${dr.has(id) ? 'marked' : 'unmarked'} (13.13, 13.24)`);
      }
      const loc = where(p.location);
      if (p.location.kind === 'port' && prev.destroyed.has(p.location.port) && prev.location.get(id) !== loc) {
        v.push(`pirate ${id} entered destroyed port ${p.location.port} (RULINGS B35)`);
      }
      // Events agree with the state: the last location event names where he is.
      const said = placed.get(id);
      if (said !== undefined && said !== loc) v.push(`pirate ${id} is at ${loc}, but the step's last location event put him at ${said}`);
      const was = prev.location.get(id);
      if (was !== undefined && was !== loc && said === undefined) {
        const ally = p.ally ?? prev.ally.get(id) ?? null;
        if (ally === null || !placed.has(ally)) v.push(`pirate ${id} went from ${was} to ${loc} without an event saying so`);
      }
      // Doubloons conserved across transfers (6.22, 8.33, 9.42, 9.43, 9.53, 9.63).
      const hadHolds = prev.holds.get(id);
      if (hadHolds !== undefined && !wholesale.has(id)) {
        const have = doubloons.get(id) ?? 0;
        const want = hadHolds + (holdsDelta.get(id) ?? 0);
        if (have !== want) {
          const his = events.filter((e) => { const f = e as unknown as Record<string, unknown>; return f['pirate'] === id || f['target'] === id || f['from'] === id; }).map((e) => JSON.stringify(e));
          v.push(`pirate ${id}: ${have} Doubloons in his Holds, but he had ${hadHolds} and the step's events give ${want} (${his.join('; ')})`);
        }
      }
    }
    // 18.1: VP are only gained; 4.3: Player-Turns follow one another.
    for (const q of next.order) {
      const before = prev.vp.get(q) ?? 0;
      const now = next.players[q]?.vp ?? 0;
      if (now < before) v.push(`player ${q}: VP fell from ${before} to ${now}`);
    }
    if (next.turn.number < prev.turn) v.push(`the Player-Turn number fell from ${prev.turn} to ${next.turn.number}`);
    v.push(...this.vpViolations(next));
    this.snap = snapshot(next);
    return v;
  }

  /** As `step`, throwing with every violation listed. */
  assertStep(events: readonly GameEvent[], next: GameState): void {
    const v = this.step(events, next);
    if (v.length > 0) throw new Error(`step violations:\n  - ${v.join('\n  - ')}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Property 3: actions that are not in the list
// ---------------------------------------------------------------------------------------------

/** What a mutated action must produce: rejection with one of `codes`, or `exact` agreement with the list. */
export interface Mutation {
  label: string;
  action: unknown;
  /** Rejected with one of these codes. */
  codes?: readonly IllegalActionCode[];
  /** Legal exactly when its key is in the legal list; if illegal, one of these codes. */
  exact?: readonly IllegalActionCode[];
}

/** Action types this generator knows how to build (`wellFormed`), in the engine's vocabulary. */
const KNOWN_TYPES = [
  'pass',
  'playEvent',
  'useWarship',
  'deployKc',
  'kcReact',
  'kcIntercept',
  'kcMove',
  'kcAttackPort',
  'kcOust',
  'warshipAttack',
  'fightOrEscape',
  'reroll',
  'choosePirate',
  'redrawPirate',
  'deployPirate',
  'drawPirate',
  'keepPirate',
  'playCard',
  'discardForActions',
  'endTurn',
  'discardCard',
  'chooseStormArea',
  'chooseArea',
  'move',
  'findMerchant',
  'loot',
  'recoverDR',
  'seizeBooty',
  'takeCargo',
  'abandonCargo',
  'jettison',
  'convertShip',
  'convertMerchant',
  'dealWithHostage',
  'declareDR',
  // Ports and a Pirate's career (9.4-9.6, 14.2, 15.1, 18.41)
  'inPortActivities',
  'ransomHostage',
  'chooseHold',
  'convertHold',
  'refit',
  'repair',
  'bribeGovernor',
  'payBribe',
  'attackPort',
  'sackPort',
  'bootyGrab',
  'surrenderHold',
  'continueDuel',
  'claimSpoils',
  'chooseReplacement',
  'retire',
  'digTreasure',
  // Alliances (11.0), when the engine has them
  'formAlliance',
  'breakAlliance',
  'assignHit',
] as const;
type KnownType = (typeof KNOWN_TYPES)[number];

/** Every action type of the engine's schema (the 'chance' answer aside). */
export const SCHEMA_TYPES: readonly string[] = ActionSchema.options.map((o) => String(o.shape.type.value)).filter((t) => t !== 'chance');
/** The known types the engine's schema has. */
const ALL_TYPES: readonly KnownType[] = KNOWN_TYPES.filter((t) => SCHEMA_TYPES.includes(t));
const isKnown = (t: string): t is KnownType => (ALL_TYPES as readonly string[]).includes(t);
/** Action types of the engine this generator cannot build yet (the suite wants none). */
export const UNKNOWN_ACTION_TYPES: readonly string[] = SCHEMA_TYPES.filter((t) => !(KNOWN_TYPES as readonly string[]).includes(t));

function randomLocation(r: Chooser): unknown {
  const k = r.int(3);
  if (k === 0) return { kind: 'sea', area: r.pick(SEA_AREAS) };
  if (k === 1) return { kind: 'port', port: r.pick(PORTS) };
  return { kind: 'transit', box: r.pick(TRANSIT_BOXES) };
}

/** A well-formed action of `type` for `player`, using real ids. */
function wellFormed(type: KnownType, player: PlayerId, pirate: string, r: Chooser): Record<string, unknown> {
  const base = { type, player };
  switch (type) {
    case 'pass':
    case 'drawPirate':
    case 'endTurn':
    case 'useWarship':
    case 'deployKc':
    case 'kcReact':
    case 'kcIntercept':
    case 'kcOust':
      return base;
    case 'kcMove':
      return { ...base, to: r.pick(SEA_AREAS) };
    case 'kcAttackPort':
      return { ...base, port: r.pick(PORTS) };
    case 'playEvent':
      return { ...base, card: r.pick(CARD_IDS) };
    case 'warshipAttack':
      return { ...base, attack: r.chance(0.5) };
    case 'fightOrEscape':
      return { ...base, pirate, choice: r.pick(['fight', 'escape', 'surrender']) };
    case 'playCard':
      return { ...base, card: r.pick(CARD_IDS), pirate: r.chance(0.5) ? null : pirate };
    case 'discardForActions':
    case 'discardCard':
      return { ...base, card: r.pick(CARD_IDS) };
    case 'chooseStormArea':
      return { ...base, area: r.pick(SEA_AREAS) };
    case 'chooseArea':
      return { ...base, pirate, area: r.pick(SEA_AREAS) };
    case 'deployPirate':
      return { ...base, pirate, area: r.pick(SEA_AREAS), ship: r.pick(['sloop', 'schooner', 'brigantine']) };
    case 'move':
      return { ...base, pirate, to: randomLocation(r) };
    case 'findMerchant':
    case 'loot':
    case 'attackPort':
      return { ...base, pirate, port: r.pick(PORTS) };
    case 'seizeBooty':
      return { ...base, pirate, seize: r.chance(0.5) };
    case 'jettison':
    case 'chooseHold':
    case 'convertHold':
    case 'surrenderHold':
      return { ...base, pirate, hold: r.int(5) };
    case 'ransomHostage':
      return { ...base, pirate, hostage: r.int(3) };
    case 'dealWithHostage':
      return { ...base, pirate, choice: r.pick(['ransom', 'torture']) };
    case 'repair':
      return { ...base, pirate, track: r.pick(['combat', 'speed']) };
    case 'payBribe':
      return { ...base, pirate, pay: r.chance(0.5) };
    case 'continueDuel':
      return { ...base, pirate, continue: r.chance(0.5) };
    case 'claimSpoils':
      return { ...base, pirate, take: r.pick(['possessions', 'ship']) };
    case 'bootyGrab':
      return { ...base, pirate, target: r.pick(PIRATE_IDS) };
    case 'formAlliance':
      return { ...base, pirate, partner: r.pick(PIRATE_IDS) };
    default:
      return { ...base, pirate };
  }
}

/** A legal action with one field changed to another well-formed value. */
function nearMiss(a: Action, s: GameState, r: Chooser): Record<string, unknown> | null {
  const o: Record<string, unknown> = { ...a };
  const inPlay = Object.keys(s.pirates);
  // An index just past (or at) the end of a Pirate's list: out of range, or a new Hold where allowed.
  const past = (n: number | undefined): number => (n ?? 0) + r.int(3);
  const holdsOf = (id: unknown): number | undefined => (typeof id === 'string' ? s.pirates[id]?.holds.length : undefined);
  switch (a.type) {
    case 'move':
      o.to = randomLocation(r);
      return o;
    case 'findMerchant':
    case 'loot':
    case 'attackPort':
      // Another port: not his Sea Area's, a Pirate Port, a destroyed one...
      o.port = r.pick(PORTS);
      return o;
    case 'playCard':
      if (r.chance(0.5)) o.card = r.pick(CARD_IDS);
      else o.pirate = r.chance(0.3) ? null : r.pick(PIRATE_IDS);
      return o;
    case 'discardForActions':
    case 'discardCard':
      o.card = r.pick(CARD_IDS);
      return o;
    case 'deployPirate':
      if (r.chance(0.5)) o.area = r.pick(SEA_AREAS);
      else o.ship = r.pick(['sloop', 'schooner', 'brigantine']);
      return o;
    case 'chooseArea':
    case 'chooseStormArea':
      o.area = r.pick(SEA_AREAS);
      return o;
    case 'jettison':
    case 'convertHold':
    case 'surrenderHold':
      // An out-of-range Hold index (8.33, 9.43, 9.63).
      o.hold = past(holdsOf(a.pirate));
      return o;
    case 'chooseHold':
      // One past the new Hold, or the new Hold itself (illegal in a full ship).
      o.hold = past(holdsOf(a.pirate));
      return o;
    case 'ransomHostage':
      o.hostage = r.chance(0.7) ? past(s.pirates[a.pirate]?.hostages.length) : r.int(4);
      return o;
    case 'repair':
      o.track = a.track === 'combat' ? 'speed' : 'combat';
      return o;
    case 'payBribe':
      o.pay = !a.pay;
      return o;
    case 'playEvent':
      o.card = r.pick(CARD_IDS);
      return o;
    case 'kcMove':
      o.to = r.pick(SEA_AREAS);
      return o;
    case 'kcAttackPort':
      o.port = r.pick(PORTS);
      return o;
    case 'warshipAttack':
      o.attack = !a.attack;
      return o;
    case 'fightOrEscape':
      o.pirate = r.pick(PIRATE_IDS);
      return o;
    case 'continueDuel':
      o.continue = !a.continue;
      return o;
    case 'claimSpoils':
      if (r.chance(0.5)) o.take = a.take === 'ship' ? 'possessions' : 'ship';
      else o.pirate = r.pick(PIRATE_IDS);
      return o;
    case 'bootyGrab':
      o.target = r.chance(0.5) && inPlay.length > 0 ? r.pick(inPlay) : r.pick(PIRATE_IDS);
      return o;
    case 'seizeBooty':
      o.seize = !a.seize;
      return o;
    case 'dealWithHostage':
      o.choice = a.choice === 'ransom' ? 'torture' : 'ransom';
      return o;
    case 'choosePirate':
    case 'keepPirate':
    case 'redrawPirate':
    case 'chooseReplacement':
      o.pirate = r.pick(PIRATE_IDS);
      return o;
    default: {
      const x = a as Record<string, unknown>;
      if (typeof x.partner === 'string' && r.chance(0.5)) {
        o.partner = r.pick(PIRATE_IDS);
        return o;
      }
      if ('pirate' in a && inPlay.length > 0) {
        o.pirate = r.pick(inPlay);
        return o;
      }
      return null;
    }
  }
}

/** Mutated and malformed actions to throw at a decision node for `player`. */
export function mutations(s: GameState, player: PlayerId, legal: readonly Action[], r: Chooser): Mutation[] {
  const out: Mutation[] = [];
  const others = s.order.filter((p) => p !== player);
  const absent = PLAYER_IDS.slice(s.order.length);
  const mine = Object.values(s.pirates).filter((p) => p.owner === player).map((p) => p.id);
  const somePirate = mine.length > 0 ? r.pick(mine) : r.pick(PIRATE_IDS);
  const legalTypes = new Set(legal.map((a) => a.type));
  const sampleLegal = r.sample(legal, 2);

  // Wrong player: another seat, or a seat not in this game.
  for (const a of sampleLegal) {
    if (others.length > 0) out.push({ label: 'wrong player', action: { ...a, player: r.pick(others) }, codes: ['not-your-decision'] });
    if (absent.length > 0) out.push({ label: 'absent player', action: { ...a, player: r.pick(absent) }, codes: ['not-your-decision'] });
  }
  // Unknown ids.
  const withPirate = legal.filter((a) => 'pirate' in a && typeof a.pirate === 'string');
  const base = withPirate.length > 0 ? r.pick(withPirate) : { type: 'move', player, pirate: somePirate, to: { kind: 'sea', area: r.pick(SEA_AREAS) } };
  out.push({ label: 'unknown pirate', action: { ...base, pirate: 'nobody' }, codes: ['unknown-pirate'] });
  out.push({ label: 'unknown port', action: { type: 'findMerchant', player, pirate: somePirate, port: 'atlantis' }, codes: ['unknown-port'] });
  if (isKnown('attackPort')) out.push({ label: 'attack on an unknown port', action: { type: 'attackPort', player, pirate: somePirate, port: 'atlantis' }, codes: ['unknown-port'] });
  out.push({ label: 'unknown card', action: { type: 'playCard', player, card: 'joker', pirate: null }, codes: ['unknown-card'] });
  // Legal-looking actions of a type not on offer.
  const missing = ALL_TYPES.filter((t) => !legalTypes.has(t as Action['type']));
  for (const t of r.sample(missing, 3)) out.push({ label: `type ${t} not on offer`, action: wellFormed(t, player, somePirate, r), codes: ['wrong-phase'] });
  // Legal-looking actions of a type on offer: legal exactly when listed.
  for (const t of legalTypes) {
    if (!isKnown(t)) continue;
    const a = wellFormed(t, player, somePirate, r);
    out.push({ label: `well-formed ${t}`, action: a, exact: ['illegal-action', 'not-your-pirate'] });
  }
  for (const a of r.sample(legal, 4)) {
    const m = nearMiss(a, s, r);
    if (m) out.push({ label: `near miss of ${a.type}`, action: m, exact: ['illegal-action', 'not-your-pirate'] });
  }
  // An out-of-range (or negative) Hold index.
  const jet = legal.find((a) => a.type === 'jettison');
  const holder = jet && 'pirate' in jet ? jet.pirate : somePirate;
  out.push({
    label: 'hold index out of range',
    action: { type: 'jettison', player, pirate: holder, hold: 99 },
    codes: legalTypes.has('jettison') ? ['illegal-action'] : ['wrong-phase'],
  });
  out.push({ label: 'negative hold index', action: { type: 'jettison', player, pirate: holder, hold: -1 }, codes: ['malformed-action'] });
  // The same for the index-valued port actions (9.42, 9.43, 9.63).
  for (const [type, field] of [
    ['convertHold', 'hold'],
    ['chooseHold', 'hold'],
    ['surrenderHold', 'hold'],
    ['ransomHostage', 'hostage'],
  ] as const) {
    if (!isKnown(type)) continue;
    const listed = legal.find((a) => a.type === type);
    const who = listed && 'pirate' in listed ? listed.pirate : somePirate;
    out.push({ label: `${type} index out of range`, action: { type, player, pirate: who, [field]: 99 }, codes: legalTypes.has(type) ? ['illegal-action'] : ['wrong-phase'] });
    out.push({ label: `negative ${type} index`, action: { type, player, pirate: who, [field]: -1 }, codes: ['malformed-action'] });
  }
  // A chance outcome at a decision node.
  out.push({ label: 'dice at a decision', action: { type: 'chance', value: [r.int(6) + 1] }, codes: ['not-a-chance-node'] });
  out.push({ label: 'draw at a decision', action: { type: 'chance', value: 'flute' }, codes: ['not-a-chance-node'] });
  // Malformed objects.
  const a0 = r.pick(legal) as Record<string, unknown>;
  const noPlayer = { ...a0 };
  delete noPlayer.player;
  const malformed: unknown[] = [
    null,
    undefined,
    42,
    'pass',
    [],
    {},
    { type: 'pass' },
    { type: 'bogus', player },
    { type: 'pass', player: 'Z' },
    { type: 'move', player, pirate: 'Not Kebab', to: { kind: 'sea', area: SEA_AREAS[0] } },
    { type: 'move', player, pirate: somePirate, to: { kind: 'air', area: SEA_AREAS[0] } },
    { type: 'jettison', player, pirate: somePirate, hold: 1.5 },
    { type: 'seizeBooty', player, pirate: somePirate, seize: 'yes' },
    { type: 'attackPort', player, pirate: somePirate },
    { type: 'attackPort', player, pirate: somePirate, port: 7 },
    { type: 'repair', player, pirate: somePirate, track: 'hull' },
    { type: 'payBribe', player, pirate: somePirate, pay: 'yes' },
    { type: 'payBribe', player, pirate: somePirate },
    { type: 'bootyGrab', player, pirate: somePirate },
    { type: 'continueDuel', player, pirate: somePirate, continue: 1 },
    { type: 'claimSpoils', player, pirate: somePirate, take: 'gold' },
    { type: 'convertHold', player, pirate: somePirate, hold: 0.5 },
    { type: 'ransomHostage', player, pirate: somePirate },
    { type: 'sackPort', player },
    { type: 'chance', value: { faces: [1] } },
    { ...a0, type: 42 },
    noPlayer,
  ];
  for (const m of malformed) out.push({ label: `malformed ${JSON.stringify(m)}`, action: m, codes: ['malformed-action'] });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Property 8: what a player cannot see
// ---------------------------------------------------------------------------------------------

function sortHand(h: string[]): void {
  h.sort();
}

function addC(c: Record<string, number>, id: string, n: number): void {
  const next = (c[id] ?? 0) + n;
  if (next === 0) delete c[id];
  else c[id] = next;
}

function present(c: Record<string, number>): string[] {
  return Object.keys(c)
    .filter((k) => (c[k] ?? 0) > 0)
    .sort();
}

/**
 * States that differ from `s` only in what `viewer` cannot see. Each is a fresh mutable copy.
 * Returns an empty list when nothing hidden can be changed at this step.
 */
export function hiddenVariants(s: GameState, viewer: PlayerId, r: Chooser): { label: string; state: GameState }[] {
  const out: { label: string; state: GameState }[] = [];
  const others = s.order.filter((p) => p !== viewer);
  const copy = (): GameState => structuredClone(s) as GameState;

  // Swap one card between two other players' hands (sizes kept).
  const withCards = others.filter((p) => (s.players[p]?.hand.length ?? 0) > 0);
  if (withCards.length >= 2) {
    const [q, w] = r.sample(withCards, 2) as [PlayerId, PlayerId];
    const t = copy();
    const hq = t.players[q]!.hand;
    const hw = t.players[w]!.hand;
    const i = r.int(hq.length);
    const j = r.int(hw.length);
    [hq[i], hw[j]] = [hw[j]!, hq[i]!];
    sortHand(hq);
    sortHand(hw);
    out.push({ label: `swap a card between ${q} and ${w}`, state: t });
  }
  // Exchange a card of another player's hand with one in the deck (hand and deck sizes kept).
  const deckIds = present(s.deck);
  if (withCards.length >= 1 && deckIds.length > 0) {
    const q = r.pick(withCards);
    const t = copy();
    const h = t.players[q]!.hand;
    const i = r.int(h.length);
    const give = h[i]!;
    const take = r.pick(deckIds);
    h[i] = take;
    sortHand(h);
    addC(t.deck, take, -1);
    addC(t.deck, give, 1);
    out.push({ label: `exchange ${give} of ${q} for ${take} from the deck`, state: t });
  }
  // Permute the deck's composition, keeping its size.
  if (deckIds.length > 0) {
    const t = copy();
    const from = r.pick(deckIds);
    const to = r.pick(CARD_IDS.filter((c) => c !== from));
    addC(t.deck, from, -1);
    addC(t.deck, to, 1);
    out.push({ label: `deck: one ${from} becomes ${to}`, state: t });
  }
  // Face-down Merchants: change a type against the pool, or swap two.
  const faceDown = Object.keys(s.merchants)
    .filter((port) => s.merchants[port] && !s.merchants[port]!.faceUp)
    .sort();
  if (faceDown.length > 0) {
    const port = r.pick(faceDown);
    const was = s.merchants[port]!.type;
    const alt = present(s.merchantPool).filter((m) => m !== was);
    if (alt.length > 0) {
      const t = copy();
      const now = r.pick(alt);
      t.merchants[port]!.type = now;
      addC(t.merchantPool, now, -1);
      addC(t.merchantPool, was, 1);
      out.push({ label: `face-down merchant at ${port}: ${was} -> ${now} (via the pool)`, state: t });
    }
    const differing = faceDown.filter((q) => s.merchants[q]!.type !== was);
    if (differing.length > 0) {
      const t = copy();
      const q = r.pick(differing);
      const a = t.merchants[port]!;
      const b = t.merchants[q]!;
      [a.type, b.type] = [b.type, a.type];
      out.push({ label: `swap face-down merchants at ${port} and ${q}`, state: t });
    }
  }
  // Another player's Pirate card in hand against one in the Pirate deck (in solitaire every Pirate
  // card is public: Blackbeard's and the System Player's are on their Displays, 19.1).
  const withPirates = s.solo ? [] : others.filter((p) => (s.players[p]?.pirateHand.length ?? 0) > 0);
  if (withPirates.length > 0 && s.pirateDeck.length > 0) {
    const q = r.pick(withPirates);
    const t = copy();
    const h = t.players[q]!.pirateHand;
    const i = r.int(h.length);
    const j = r.int(t.pirateDeck.length);
    const give = h[i]!;
    h[i] = t.pirateDeck[j]!;
    t.pirateDeck[j] = give;
    t.pirateDeck.sort();
    out.push({ label: `exchange ${q}'s Pirate card ${give} with the Pirate deck`, state: t });
  }
  // Pools are shown as totals only.
  for (const pool of ['hostagePool', 'warshipPool'] as const) {
    const ids = present(s[pool]);
    const all = Object.keys(pool === 'hostagePool' ? HOSTAGE_COUNTS : WARSHIP_COUNTS);
    if (ids.length > 0) {
      const t = copy();
      const from = r.pick(ids);
      const to = r.pick(all.filter((x) => x !== from));
      if (to) {
        addC(t[pool], from, -1);
        addC(t[pool], to, 1);
        out.push({ label: `${pool}: one ${from} becomes ${to}`, state: t });
      }
    }
  }
  // The generator state.
  if (s.rng) {
    const t = copy();
    t.rng = s.rng.map((x, i) => (i === 0 ? (x ^ 0x5bd1e995) | 0 : x));
    out.push({ label: 'different rng state', state: t });
  }
  // 5.16: the Pirate card another player has just drawn (the view's stack shows it as hidden).
  const drawing = s.stack.find((f) => f.kind === 'pirateCard' && f.player !== viewer && f.drawn !== null);
  if (drawing && drawing.kind === 'pirateCard' && drawing.drawn && s.pirateDeck.length > 0) {
    const t = copy();
    const f = t.stack[s.stack.indexOf(drawing)];
    const q = t.players[drawing.player]!;
    const other = t.pirateDeck[r.int(t.pirateDeck.length)]!;
    if (f && f.kind === 'pirateCard' && q.pirateHand.includes(drawing.drawn)) {
      t.pirateDeck = [...t.pirateDeck.filter((x) => x !== other), drawing.drawn].sort();
      q.pirateHand = [...q.pirateHand.filter((x) => x !== drawing.drawn), other].sort();
      f.drawn = other;
      out.push({ label: `${drawing.player} drew ${other} instead of ${drawing.drawn}`, state: t });
    }
  }
  // 3.0 Step 7 secrecy: another player's unrevealed placement.
  const setup = s.stack.find((f) => f.kind === 'setup');
  if (setup && setup.kind === 'setup') {
    const theirs = setup.hidden.filter((h) => h.player !== viewer && s.pirates[h.pirate]);
    if (theirs.length > 0) {
      const h = r.pick(theirs);
      const t = copy();
      const p = t.pirates[h.pirate]!;
      p.location = { kind: 'sea', area: r.pick(SEA_AREAS.filter((a) => !(p.location.kind === 'sea' && p.location.area === a))) };
      p.ship = p.ship === 'sloop' ? 'schooner' : 'sloop';
      out.push({ label: `move ${h.player}'s secretly deployed ${h.pirate}`, state: t });
    }
  }
  // Everything at once.
  if (out.length > 1) {
    const t = copy();
    let applied = 0;
    // Re-derive the combination by replaying the simplest independent changes on one copy.
    if (s.rng) {
      t.rng = s.rng.map((x, i) => (i === 1 ? (x ^ 0x1b873593) | 0 : x));
      applied++;
    }
    if (deckIds.length > 0) {
      const from = r.pick(deckIds);
      const to = r.pick(CARD_IDS.filter((c) => c !== from));
      addC(t.deck, from, -1);
      addC(t.deck, to, 1);
      applied++;
    }
    for (const q of withCards) {
      const h = t.players[q]!.hand;
      h[r.int(h.length)] = r.pick(CARD_IDS);
      sortHand(h);
      applied++;
    }
    for (const port of faceDown) {
      t.merchants[port]!.type = r.pick(Object.keys(MERCHANT_COUNTS));
      applied++;
    }
    if (applied > 0) out.push({ label: 'several hidden changes at once', state: t });
  }
  return out;
}

/** Keys a view must never contain (hidden or internal data). */
export const FORBIDDEN_VIEW_KEYS = ['rng', 'deck', 'pirateDeck', 'merchantPool', 'hostagePool', 'warshipPool', 'kcPool', 'setAside'];

/** Paths of forbidden keys in a view; `hand` / `pirateHand` are allowed only under `you`. */
export function leaks(view: unknown): string[] {
  const out: string[] = [];
  const walk = (x: unknown, path: string): void => {
    if (x === null || typeof x !== 'object') return;
    if (Array.isArray(x)) {
      x.forEach((y, i) => walk(y, `${path}[${i}]`));
      return;
    }
    for (const [k, y] of Object.entries(x as Record<string, unknown>)) {
      const here = path ? `${path}.${k}` : k;
      if (FORBIDDEN_VIEW_KEYS.includes(k)) out.push(here);
      if ((k === 'hand' || k === 'pirateHand') && path !== 'you') out.push(here);
      walk(y, here);
    }
  };
  walk(view, '');
  return out;
}
