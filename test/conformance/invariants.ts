/**
 * Conformance invariants over a GameState: conservation of every component (property 6), bounds
 * (property 7), illegal-action generators (property 3) and hidden-information variants (property 8).
 * Each check returns human-readable violations rather than throwing, so a failure lists them all.
 */
import {
  builtinComponents,
  PLAYER_IDS,
  type Action,
  type GameState,
  type IllegalActionCode,
  type PlayerId,
} from '../../src/index.js';
import type { Chooser } from './play.js';

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
const SHIP = Object.fromEntries(C.shipTypes.map((t) => [t.id, t]));
const PIRATE_CARD = Object.fromEntries(C.pirates.map((p) => [p.id, p]));

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
// Property 6: conservation
// ---------------------------------------------------------------------------------------------

type Places = Map<string, Map<string, number>>;

function put(places: Places, id: string, where: string, n = 1): void {
  let m = places.get(id);
  if (!m) places.set(id, (m = new Map()));
  m.set(where, (m.get(where) ?? 0) + n);
}

function putCounts(places: Places, counts: Record<string, number>, where: string, v: string[], label: string): void {
  for (const [id, n] of Object.entries(counts)) {
    if (!Number.isInteger(n) || n < 0) v.push(`${label}: ${where}[${id}] = ${n} is not a count`);
    if (n > 0) put(places, id, where, n);
  }
}

function describePlaces(m: Map<string, number> | undefined): string {
  if (!m || m.size === 0) return 'nowhere';
  return [...m.entries()].map(([w, n]) => (n === 1 ? w : `${w} x${n}`)).join(', ');
}

/** Compare a multiset of places with the expected number of each id. */
function compareCounts(places: Places, expected: Record<string, number>, v: string[], label: string): void {
  for (const [id, want] of Object.entries(expected)) {
    const m = places.get(id);
    let have = 0;
    for (const n of m?.values() ?? []) have += n;
    if (have !== want) v.push(`${label}: ${id} x${have} (want ${want}) in ${describePlaces(m)}`);
  }
  for (const id of places.keys()) if (!(id in expected)) v.push(`${label}: unknown id ${id} in ${describePlaces(places.get(id))}`);
}

/** Each of `ids` in exactly one place (or, for `optional`, at most one). */
function compareUnique(places: Places, ids: readonly string[], v: string[], label: string, optional: readonly string[] = []): void {
  for (const id of ids) {
    const m = places.get(id);
    let have = 0;
    for (const n of m?.values() ?? []) have += n;
    const ok = optional.includes(id) ? have <= 1 : have === 1;
    if (!ok) v.push(`${label}: ${id} is in ${have} places (${describePlaces(m)})`);
  }
  for (const id of places.keys()) if (!ids.includes(id)) v.push(`${label}: unknown id ${id} in ${describePlaces(places.get(id))}`);
}

/** Every violation of component conservation in `s` (empty when all is well). */
export function conservationViolations(s: GameState): string[] {
  const v: string[] = [];

  // 87 Event cards by type.
  {
    const places: Places = new Map();
    putCounts(places, s.deck, 'deck', v, 'cards');
    putCounts(places, s.discard, 'discard', v, 'cards');
    putCounts(places, s.removed, 'removed', v, 'cards');
    putCounts(places, s.setAside, 'setAside', v, 'cards');
    for (const p of s.order) for (const c of s.players[p]?.hand ?? []) put(places, c, `hand:${p}`);
    const gp = s.generalPardon.whereabouts;
    if (gp === 'heldOut' || gp === 'longGame') put(places, 'general-pardon', `generalPardon:${gp}`);
    // A Must-Play card being resolved is out of the deck and not yet discarded (17.15).
    for (const f of s.stack) if (f.kind === 'event') put(places, f.card, 'resolving');
    compareCounts(places, CARD_COUNTS, v, 'cards');
  }

  // 23 Pirates, each in exactly one place.
  {
    const places: Places = new Map();
    for (const id of s.pirateDeck) put(places, id, 'pirateDeck');
    for (const p of s.order) for (const id of s.players[p]?.pirateHand ?? []) put(places, id, `pirateHand:${p}`);
    for (const [id, p] of Object.entries(s.pirates)) {
      put(places, id, 'inPlay');
      if (p.id !== id) v.push(`pirates: record ${id} holds pirate ${p.id}`);
    }
    for (const id of s.retired) put(places, id, 'retired');
    for (const id of s.eliminated) put(places, id, 'eliminated');
    compareUnique(places, PIRATE_IDS, v, 'pirates');
  }

  // 35 Merchants by type.
  {
    const places: Places = new Map();
    putCounts(places, s.merchantPool, 'merchantPool', v, 'merchants');
    for (const [port, m] of Object.entries(s.merchants)) put(places, m.type, `box:${port}`);
    // External randomness: a Merchant drawn from the pool waits for its D66 (6.31).
    for (const f of s.stack) if (f.kind === 'placeMerchants' && f.drawn) put(places, f.drawn, 'drawn');
    compareCounts(places, MERCHANT_COUNTS, v, 'merchants');
  }

  // 15 Hostages by kind.
  {
    const places: Places = new Map();
    putCounts(places, s.hostagePool, 'hostagePool', v, 'hostages');
    for (const [id, p] of Object.entries(s.pirates)) for (const h of p.hostages) put(places, h.kind, `aboard:${id}`);
    for (const f of s.stack) if (f.kind === 'loot' && f.hostage !== null && !f.hostageDone) put(places, f.hostage, `loot:${f.pirate}`);
    compareCounts(places, HOSTAGE_COUNTS, v, 'hostages');
  }

  // 15 Warships by class.
  {
    const places: Places = new Map();
    putCounts(places, s.warshipPool, 'warshipPool', v, 'warships');
    for (const [area, w] of Object.entries(s.warships)) put(places, w, `station:${area}`);
    compareCounts(places, WARSHIP_COUNTS, v, 'warships');
  }

  // 9 KCs; the Ex-Pirate KC may be aside (in none of the three).
  {
    const places: Places = new Map();
    for (const id of s.kcPool) put(places, id, 'kcPool');
    for (const [id, k] of Object.entries(s.kcs)) {
      put(places, id, `kcs:${k.area}`);
      if (k.id !== id) v.push(`kcs: record ${id} holds KC ${k.id}`);
    }
    for (const id of s.kcsRemoved) put(places, id, 'kcsRemoved');
    compareUnique(places, KC_IDS, v, 'kcs', [EX_PIRATE_KC]);
  }

  // 8 Pro-Pirate and 16 Anti-Pirate Governors.
  {
    const places: Places = new Map();
    let antiOnMap = 0;
    for (const [port, g] of Object.entries(s.governors)) {
      if (g === 'anti') antiOnMap += 1;
      else put(places, g, `port:${port}`);
    }
    for (const id of s.proGovernorSupply) put(places, id, 'supply');
    for (const id of s.governorsRemoved.pro) put(places, id, 'removed');
    compareUnique(places, PRO_GOVERNOR_IDS, v, 'pro governors');
    // RULINGS B51: proxies stand in once all 16 counters are in use; they are not counters.
    const anti = antiOnMap - s.antiGovernorProxies + s.antiGovernorSupply + s.governorsRemoved.anti;
    // 16 counters, on the map, in the supply or removed (9.23); proxies only once the supply is empty.
    if (anti !== ANTI_GOVERNORS || s.antiGovernorSupply < 0 || s.governorsRemoved.anti < 0 || (s.antiGovernorProxies > 0 && s.antiGovernorSupply > 0)) {
      v.push(
        `anti governors: ${antiOnMap} on the map + ${s.antiGovernorSupply} in supply + ${s.governorsRemoved.anti} removed = ${anti} (want ${ANTI_GOVERNORS})`,
      );
    }
  }
  return v;
}

// ---------------------------------------------------------------------------------------------
// Property 7: bounds
// ---------------------------------------------------------------------------------------------

function validLocation(loc: { kind: string; area?: string; port?: string; box?: string }): boolean {
  if (loc.kind === 'sea') return SEA_AREAS.includes(loc.area ?? '');
  if (loc.kind === 'port') return PORTS.includes(loc.port ?? '');
  if (loc.kind === 'transit') return TRANSIT_BOXES.includes(loc.box ?? '');
  return false;
}

export function boundsViolations(s: GameState): string[] {
  const v: string[] = [];
  const looting = new Set(s.stack.flatMap((f) => (f.kind === 'loot' ? [f.pirate] : [])));
  for (const p of s.order) {
    const pl = s.players[p];
    if (!pl) {
      v.push(`player ${p} in order has no record`);
      continue;
    }
    if (!Number.isInteger(pl.vp) || pl.vp < 0) v.push(`player ${p}: VP ${pl.vp} < 0`);
  }
  for (const k of Object.keys(s.players)) if (!s.order.includes(k as PlayerId)) v.push(`player ${k} is not in Player Order`);
  for (const [id, p] of Object.entries(s.pirates)) {
    const tag = `pirate ${id}`;
    if (!s.order.includes(p.owner)) v.push(`${tag}: owner ${p.owner} is not playing`);
    p.holds.forEach((h, i) => {
      if (!Number.isInteger(h) || h < 0) v.push(`${tag}: hold ${i} has Booty ${h}`);
    });
    if (!Number.isInteger(p.np) || p.np < 0) v.push(`${tag}: NP ${p.np} < 0`);
    if (!Number.isInteger(p.netWorth) || p.netWorth < 0) v.push(`${tag}: Net Worth ${p.netWorth} < 0`);
    if (!Number.isInteger(p.loyalty) || p.loyalty < 0 || p.loyalty > 10) v.push(`${tag}: Loyalty ${p.loyalty} outside 0..10`);
    const rating = PIRATE_CARD[id]?.cunning ?? 0;
    if (p.cunning < 0 || p.cunning > rating) v.push(`${tag}: Cunning ${p.cunning} outside 0..${rating} (12.0)`);
    const ship = SHIP[p.ship];
    if (!ship) v.push(`${tag}: unknown ship ${p.ship}`);
    // 8.33 / 8.5: outside a Loot the Booty fits the ship's Holds.
    else if (!looting.has(id) && p.holds.length > ship.holds) v.push(`${tag}: ${p.holds.length} filled Holds in a ${p.ship} (${ship.holds})`);
    // 6.25-6.27: below these the ship is Sunk and the Pirate gone.
    if (p.combat < 0) v.push(`${tag}: Combat ${p.combat} < 0 but not sunk`);
    if (p.speed < -2) v.push(`${tag}: Speed ${p.speed} < -2 but not sunk`);
    if (!validLocation(p.location)) v.push(`${tag}: invalid location ${JSON.stringify(p.location)}`);
    if (p.location.kind === 'port' && s.destroyedPorts.includes(p.location.port)) v.push(`${tag}: in destroyed port ${p.location.port}`);
  }
  for (const port of Object.keys(s.merchants)) {
    if (!PORTS.includes(port)) v.push(`merchant in unknown box ${port}`);
    if (PIRATE_PORTS.has(port)) v.push(`merchant in Pirate Port ${port} (6.32)`);
    if (s.destroyedPorts.includes(port)) v.push(`merchant in destroyed port ${port} (RULINGS B35)`);
    const m = s.merchants[port];
    if (m && m.foundBy !== null && !m.faceUp) v.push(`merchant at ${port} is Found but face down (8.14)`);
    if (m && m.foundBy !== null && !s.pirates[m.foundBy]) v.push(`merchant at ${port} is Found by ${m.foundBy}, who is not in play`);
  }
  for (const port of Object.keys(s.governors)) {
    if (!PORTS.includes(port)) v.push(`governor in unknown port ${port}`);
    if (PIRATE_PORTS.has(port)) v.push(`governor in Pirate Port ${port} (9.2)`);
    if (s.destroyedPorts.includes(port)) v.push(`governor in destroyed port ${port} (RULINGS B35)`);
  }
  // 4.1 / 18.11: the third General Pardon ends the game.
  const gp = s.generalPardon;
  if (gp.appearances > 3) v.push(`General Pardon appeared ${gp.appearances} times`);
  if ((gp.appearances >= 3 || gp.whereabouts === 'played') && s.over === null) v.push(`General Pardon ${gp.whereabouts} after ${gp.appearances} appearances but the game goes on`);
  if (!s.order.includes(s.turn.player)) v.push(`turn player ${s.turn.player} is not playing`);
  for (const area of Object.keys(s.warships)) if (!SEA_AREAS.includes(area)) v.push(`warship on station in unknown area ${area}`);
  for (const [id, k] of Object.entries(s.kcs)) if (!SEA_AREAS.includes(k.area)) v.push(`KC ${id} in unknown area ${k.area}`);
  return v;
}

/** Throw with every violation listed. */
export function assertInvariants(s: GameState): void {
  const v = [...conservationViolations(s), ...boundsViolations(s)];
  if (v.length > 0) throw new Error(`invariant violations:\n  - ${v.join('\n  - ')}`);
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

const ALL_TYPES = [
  'pass',
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
  'dealWithHostage',
  'declareDR',
] as const;

function randomLocation(r: Chooser): unknown {
  const k = r.int(3);
  if (k === 0) return { kind: 'sea', area: r.pick(SEA_AREAS) };
  if (k === 1) return { kind: 'port', port: r.pick(PORTS) };
  return { kind: 'transit', box: r.pick(TRANSIT_BOXES) };
}

/** A well-formed action of `type` for `player`, using real ids. */
function wellFormed(type: (typeof ALL_TYPES)[number], player: PlayerId, pirate: string, r: Chooser): Record<string, unknown> {
  const base = { type, player };
  switch (type) {
    case 'pass':
    case 'drawPirate':
    case 'endTurn':
      return base;
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
      return { ...base, pirate, port: r.pick(PORTS) };
    case 'seizeBooty':
      return { ...base, pirate, seize: r.chance(0.5) };
    case 'jettison':
      return { ...base, pirate, hold: r.int(5) };
    case 'dealWithHostage':
      return { ...base, pirate, choice: r.pick(['ransom', 'torture']) };
    default:
      return { ...base, pirate };
  }
}

/** A legal action with one field changed to another well-formed value. */
function nearMiss(a: Action, s: GameState, r: Chooser): Record<string, unknown> | null {
  const o: Record<string, unknown> = { ...a };
  const inPlay = Object.keys(s.pirates);
  switch (a.type) {
    case 'move':
      o.to = randomLocation(r);
      return o;
    case 'findMerchant':
    case 'loot':
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
    case 'jettison': {
      const p = s.pirates[a.pirate];
      // An out-of-range Hold index (8.33).
      o.hold = (p?.holds.length ?? 0) + r.int(3);
      return o;
    }
    case 'seizeBooty':
      o.seize = !a.seize;
      return o;
    case 'dealWithHostage':
      o.choice = a.choice === 'ransom' ? 'torture' : 'ransom';
      return o;
    case 'choosePirate':
    case 'keepPirate':
    case 'redrawPirate':
      o.pirate = r.pick(PIRATE_IDS);
      return o;
    default:
      if ('pirate' in a && inPlay.length > 0) {
        o.pirate = r.pick(inPlay);
        return o;
      }
      return null;
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
  out.push({ label: 'unknown card', action: { type: 'playCard', player, card: 'joker', pirate: null }, codes: ['unknown-card'] });
  // Legal-looking actions of a type not on offer.
  const missing = ALL_TYPES.filter((t) => !legalTypes.has(t as Action['type']));
  for (const t of r.sample(missing, 3)) out.push({ label: `type ${t} not on offer`, action: wellFormed(t, player, somePirate, r), codes: ['wrong-phase'] });
  // Legal-looking actions of a type on offer: legal exactly when listed.
  for (const t of legalTypes) {
    const a = wellFormed(t as (typeof ALL_TYPES)[number], player, somePirate, r);
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
  // Another player's Pirate card in hand against one in the Pirate deck.
  const withPirates = others.filter((p) => (s.players[p]?.pirateHand.length ?? 0) > 0);
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
export const FORBIDDEN_VIEW_KEYS = ['rng', 'deck', 'pirateDeck', 'merchantPool', 'hostagePool', 'warshipPool', 'kcPool', 'stack', 'setAside', 'hidden'];

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
