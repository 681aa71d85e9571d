import type { ComponentIndex } from '../tables/index.js';
import { PLAYER_IDS, type Location, type PlayerId } from './ids.js';
import { hasId, lookup } from './lookup.js';
import type { GameState } from './schema.js';

/**
 * The invariants every reachable position satisfies: conservation of every component and the bounds
 * the rules put on every count, id and reference. `deserialize` and `createScenario` reject a state
 * that breaks one (issue 15 points 2-4), and the conformance fuzz checks them after every step
 * (test/conformance/invariants.ts calls these: one implementation).
 *
 * Each violation names the path of the state at fault (`pirates.kidd.loyalty`) and what is wrong.
 */
export interface Violation {
  path: string;
  message: string;
}

type Out = Violation[];

// ---------------------------------------------------------------------------------------------
// Conservation: every card and counter is in exactly one place (2.0 component counts, 3.0 Step 9)
// ---------------------------------------------------------------------------------------------

/** id -> (place path -> how many). */
type Places = Map<string, Map<string, number>>;

function put(places: Places, id: string, where: string, n = 1): void {
  let m = places.get(id);
  if (!m) places.set(id, (m = new Map()));
  m.set(where, (m.get(where) ?? 0) + n);
}

function putCounts(places: Places, counts: Readonly<Record<string, number>>, where: string, v: Out, label: string): void {
  for (const id of Object.keys(counts)) {
    const n = counts[id] ?? 0;
    if (!Number.isInteger(n) || n < 0) v.push({ path: `${where}.${id}`, message: `${label}: ${n} is not a count` });
    if (n > 0) put(places, id, where, n);
  }
}

function describePlaces(m: Map<string, number> | undefined): string {
  if (!m || m.size === 0) return 'nowhere';
  return [...m.entries()].map(([w, n]) => (n === 1 ? w : `${w} x${n}`)).join(', ');
}

/** The path to blame for an id in the wrong number of places: the last place it was found in. */
function blame(m: Map<string, number> | undefined, fallback: string): string {
  return m && m.size > 0 ? [...m.keys()][m.size - 1]! : fallback;
}

function compareCounts(places: Places, expected: ReadonlyMap<string, number>, v: Out, label: string, fallback: string): void {
  for (const [id, want] of expected) {
    const m = places.get(id);
    let have = 0;
    for (const n of m?.values() ?? []) have += n;
    if (have !== want) v.push({ path: blame(m, fallback), message: `${label}: ${id} x${have} (want ${want}) in ${describePlaces(m)}` });
  }
  for (const [id, m] of places) if (!expected.has(id)) v.push({ path: blame(m, fallback), message: `${label}: unknown id '${id}' in ${describePlaces(m)}` });
}

/** Each of `ids` in exactly one place (`optional` ones: at most one). */
function compareUnique(places: Places, ids: readonly string[], v: Out, label: string, fallback: string, optional: readonly string[] = []): void {
  const known = new Set(ids);
  for (const id of ids) {
    const m = places.get(id);
    let have = 0;
    for (const n of m?.values() ?? []) have += n;
    const ok = optional.includes(id) ? have <= 1 : have === 1;
    if (!ok) v.push({ path: blame(m, fallback), message: `${label}: ${id} is in ${have} places (${describePlaces(m)})` });
  }
  for (const [id, m] of places) if (!known.has(id)) v.push({ path: blame(m, fallback), message: `${label}: unknown id '${id}' in ${describePlaces(m)}` });
}

/** Every violation of component conservation in `s` (empty when all is well). */
export function conservationViolations(s: GameState, ix: ComponentIndex): Violation[] {
  const v: Out = [];
  const set = ix.set;

  // 2.0: the Event cards by type (87 in the built-in set).
  {
    const places: Places = new Map();
    putCounts(places, s.deck, 'deck', v, 'cards');
    putCounts(places, s.discard, 'discard', v, 'cards');
    putCounts(places, s.removed, 'removed', v, 'cards');
    putCounts(places, s.setAside, 'setAside', v, 'cards');
    for (const p of Object.keys(s.players)) {
      const hand = lookup(s.players, p)?.hand ?? [];
      hand.forEach((c, i) => put(places, c, `players.${p}.hand.${i}`));
    }
    const gp = s.generalPardon.whereabouts;
    if (gp === 'heldOut' || gp === 'longGame') put(places, 'general-pardon', 'generalPardon.whereabouts');
    // A Must-Play card being resolved is out of the deck and not yet discarded (17.15).
    s.stack.forEach((f, i) => {
      if (f.kind === 'event') put(places, f.card, `stack.${i}.card`);
    });
    // Heavy Guns stay with the ship (17.2 #10); Buried Treasure lies before its Pirate's player (#1).
    for (const id of Object.keys(s.pirates)) {
      const p = s.pirates[id]!;
      if (p.heavyGuns) put(places, 'heavy-guns', `pirates.${id}.heavyGuns`);
      if (p.buriedTreasure) put(places, 'buried-treasure', `pirates.${id}.buriedTreasure`);
    }
    compareCounts(places, new Map(set.eventCards.map((c) => [c.id, c.count])), v, 'cards', 'deck');
  }

  // 5.0: each Pirate card in exactly one place.
  {
    const places: Places = new Map();
    s.pirateDeck.forEach((id, i) => put(places, id, `pirateDeck.${i}`));
    for (const p of Object.keys(s.players)) {
      (lookup(s.players, p)?.pirateHand ?? []).forEach((id, i) => put(places, id, `players.${p}.pirateHand.${i}`));
    }
    for (const id of Object.keys(s.pirates)) {
      put(places, id, `pirates.${id}`);
      const p = s.pirates[id]!;
      if (p.id !== id) v.push({ path: `pirates.${id}.id`, message: `the record of ${id} holds Pirate '${p.id}'` });
    }
    s.retired.forEach((id, i) => put(places, id, `retired.${i}`));
    s.eliminated.forEach((id, i) => put(places, id, `eliminated.${i}`));
    compareUnique(places, set.pirates.map((p) => p.id), v, 'pirates', 'pirateDeck');
  }

  // 6.12: the Merchant counters by type (35).
  {
    const places: Places = new Map();
    putCounts(places, s.merchantPool, 'merchantPool', v, 'merchants');
    for (const port of Object.keys(s.merchants)) put(places, s.merchants[port]!.type, `merchants.${port}.type`);
    // External randomness: a Merchant drawn from the pool waits for its D66 (6.31).
    s.stack.forEach((f, i) => {
      if (f.kind === 'placeMerchants' && f.drawn) put(places, f.drawn, `stack.${i}.drawn`);
    });
    compareCounts(places, new Map(set.merchantTypes.map((m) => [m.id, m.count])), v, 'merchants', 'merchantPool');
  }

  // 8.42: the Hostages by kind (15).
  {
    const places: Places = new Map();
    putCounts(places, s.hostagePool, 'hostagePool', v, 'hostages');
    for (const id of Object.keys(s.pirates)) s.pirates[id]!.hostages.forEach((h, i) => put(places, h.kind, `pirates.${id}.hostages.${i}`));
    s.stack.forEach((f, i) => {
      if (f.kind === 'loot' && f.hostage !== null && !f.hostageDone) put(places, f.hostage, `stack.${i}.hostage`);
    });
    compareCounts(places, new Map(set.hostages.map((h) => [h.id, h.count])), v, 'hostages', 'hostagePool');
  }

  // 6.13: the Warships by class (15).
  {
    const places: Places = new Map();
    putCounts(places, s.warshipPool, 'warshipPool', v, 'warships');
    for (const area of Object.keys(s.warships)) put(places, s.warships[area]!, `warships.${area}`);
    compareCounts(places, new Map(set.warships.map((w) => [w.id, w.count])), v, 'warships', 'warshipPool');
  }

  // 10.15: the KCs; the Ex-Pirate KC may be aside (in none of the three places).
  {
    const places: Places = new Map();
    s.kcPool.forEach((id, i) => put(places, id, `kcPool.${i}`));
    for (const id of Object.keys(s.kcs)) {
      put(places, id, `kcs.${id}`);
      if (s.kcs[id]!.id !== id) v.push({ path: `kcs.${id}.id`, message: `the record of KC ${id} holds KC '${s.kcs[id]!.id}'` });
    }
    s.kcsRemoved.forEach((id, i) => put(places, id, `kcsRemoved.${i}`));
    compareUnique(places, set.kcs.map((k) => k.id), v, 'kcs', 'kcPool', set.kcs.filter((k) => k.exPirate).map((k) => k.id));
  }

  // 9.22 / 3.0 Step 5: 8 Pro-Pirate and 16 Anti-Pirate Governors.
  {
    const places: Places = new Map();
    let antiOnMap = 0;
    for (const port of Object.keys(s.governors)) {
      const g = s.governors[port]!;
      if (g === 'anti') antiOnMap += 1;
      else put(places, g, `governors.${port}`);
    }
    s.proGovernorSupply.forEach((id, i) => put(places, id, `proGovernorSupply.${i}`));
    s.governorsRemoved.pro.forEach((id, i) => put(places, id, `governorsRemoved.pro.${i}`));
    compareUnique(places, set.proGovernors.map((g) => g.id), v, 'pro governors', 'proGovernorSupply');
    // RULINGS B51: proxies stand in once all counters are in use; they are not counters.
    const anti = antiOnMap - s.antiGovernorProxies + s.antiGovernorSupply + s.governorsRemoved.anti;
    if (anti !== set.antiGovernorCount || (s.antiGovernorProxies > 0 && s.antiGovernorSupply > 0) || s.antiGovernorProxies > antiOnMap) {
      v.push({
        path: 'antiGovernorSupply',
        message: `anti governors: ${antiOnMap} on the map - ${s.antiGovernorProxies} proxies + ${s.antiGovernorSupply} in supply + ${s.governorsRemoved.anti} removed = ${anti} (want ${set.antiGovernorCount})`,
      });
    }
  }
  return v;
}

// ---------------------------------------------------------------------------------------------
// Bounds: counts within the rules' limits, ids known, references to pieces in play
// ---------------------------------------------------------------------------------------------

function validLocation(ix: ComponentIndex, loc: Location): boolean {
  if (loc.kind === 'sea') return hasId(ix.seaArea, loc.area);
  if (loc.kind === 'port') return hasId(ix.port, loc.port);
  return hasId(ix.transitBox, loc.box);
}

/** Pirates whose Holds may overflow for now: inside a Loot (8.33), a port's Booty (9.53), a Booty Grab (9.63) or a first-print Convert Merchant (8.5). */
function stowing(s: GameState): Set<string> {
  const out = new Set<string>();
  for (const f of s.stack) {
    // First print 8.5 (convertAsSeparateAction): a smaller ship's excess Holds are chosen after the conversion.
    if (f.kind === 'loot' || f.kind === 'attackPort' || f.kind === 'convert') out.add(f.pirate);
    if (f.kind === 'bootyGrab') {
      out.add(f.pirate);
      out.add(f.target);
    }
  }
  return out;
}

/**
 * Pirates put out of a port who wait for their owner to choose the Sea Area (9.59, RULINGS B44),
 * with the ally in the same port, who leaves with him on that one choice (11.2).
 */
function waitingToSail(s: GameState): Set<string> {
  const out = new Set<string>();
  for (const f of s.stack) {
    if (f.kind !== 'chooseArea') continue;
    out.add(f.pirate);
    const p = lookup(s.pirates, f.pirate);
    const ally = p?.ally ? lookup(s.pirates, p.ally) : undefined;
    if (p && ally && p.location.kind === 'port' && ally.location.kind === 'port' && ally.location.port === p.location.port) out.add(ally.id);
  }
  return out;
}

/**
 * The most Actions a Player-Turn can hold (4.5): the largest Actions number printed on a card, the
 * best Initiative Rating (4.52), or 2 for cards discarded for Actions (4.55).
 */
export function maxActions(ix: ComponentIndex): number {
  let n = 2;
  for (const c of ix.set.eventCards) if (typeof c.actions === 'number') n = Math.max(n, c.actions);
  for (const p of ix.set.pirates) n = Math.max(n, p.initiative);
  return n;
}

/** Crew Loyalty runs 0-10 on the Pirate Display track (6.24, 14.1). */
export const MAX_LOYALTY = 10;

const isCount = (n: number): boolean => Number.isInteger(n) && n >= 0;

/** Frame fields that hold a Pirate id, a port id, a card id, a KC id. */
const PIRATE_FIELDS = ['pirate', 'target'] as const;

/** Every violation of the bounds and references of `s` (empty when all is well). */
export function boundsViolations(s: GameState, ix: ComponentIndex): Violation[] {
  const v: Out = [];
  const bad = (path: string, message: string) => v.push({ path, message });
  const knownPirate = (id: string) => hasId(ix.pirate, id);
  const knownPort = (id: string) => hasId(ix.port, id);
  const proIds = new Set(ix.set.proGovernors.map((g) => g.id));

  // 2.7 / 19.1: the players are A.. in Player Order (two seats, A and the System Player B, in solitaire).
  const n = s.config.players === 1 ? 2 : s.config.players;
  const expected = PLAYER_IDS.slice(0, n) as readonly PlayerId[];
  if (s.order.length !== n || [...s.order].sort().join() !== expected.join()) bad('order', `Player Order ${JSON.stringify(s.order)} is not the ${n} players ${expected.join('')}`);
  const playing = new Set<string>(s.order);
  for (const k of Object.keys(s.players)) if (!expected.includes(k as PlayerId)) bad(`players.${k}`, `no Player ${k} in a ${s.config.players}-player game`);
  const seats = new Set<number>();
  for (const p of expected) {
    const pl = lookup(s.players, p);
    if (!pl) {
      bad(`players.${p}`, `Player ${p} has no record`);
      continue;
    }
    // 18.0: VP are only ever gained (and lost by 2.7 redraws' gifts to others: never below 0).
    if (!isCount(pl.vp)) bad(`players.${p}.vp`, `VP ${pl.vp} < 0 (18.1)`);
    if (pl.seat > n || seats.has(pl.seat)) bad(`players.${p}.seat`, `seat ${pl.seat} is not one of ${n} distinct seats`);
    seats.add(pl.seat);
  }
  if ((s.config.players === 1) !== (s.solo !== null)) bad('solo', s.solo ? 'a solitaire record in a game of 2-10 (19.0)' : 'a solitaire game without its System Player record (19.0)');
  // The seeded generator's state (xoroshiro128+: four 32-bit words) exists exactly in seeded games.
  if (s.config.randomness === 'seeded') {
    if (!s.rng || s.rng.length !== 4 || s.rng.some((w) => w < -(2 ** 31) || w >= 2 ** 32)) bad('rng', 'a seeded game needs the generator state: four 32-bit words');
  } else if (s.rng !== null) bad('rng', 'an externally randomised game has no generator state');

  // 4.3-4.5: the Player-Turn.
  const t = s.turn;
  if (!playing.has(t.player)) bad('turn.player', `Player ${t.player} is not playing`);
  const most = maxActions(ix);
  if (t.actionsLeft > most) bad('turn.actionsLeft', `${t.actionsLeft} Actions left; a Player-Turn has at most ${most} (4.5, 4.52, 4.55)`);
  if (t.discardedForActions > 2) bad('turn.discardedForActions', `${t.discardedForActions} cards discarded for Actions; at most 2 (4.55)`);
  if (t.actionsCard !== null && !hasId(ix.card, t.actionsCard)) bad('turn.actionsCard', `unknown card '${t.actionsCard}'`);
  if (t.actionsPirate !== null && !knownPirate(t.actionsPirate)) bad('turn.actionsPirate', `unknown Pirate '${t.actionsPirate}'`);
  if (t.kcActing !== null && !hasId(ix.kc, t.kcActing)) bad('turn.kcActing', `unknown KC '${t.kcActing}'`);
  if (t.kcHarassed !== null && !knownPirate(t.kcHarassed)) bad('turn.kcHarassed', `unknown Pirate '${t.kcHarassed}'`);
  t.apUsed.forEach((p, i) => playing.has(p) || bad(`turn.apUsed.${i}`, `Player ${p} is not playing`));
  t.apCardTypes.forEach((c, i) => hasId(ix.card, c) || bad(`turn.apCardTypes.${i}`, `unknown card '${c}'`));

  const looting = stowing(s);
  const waiting = waitingToSail(s);
  const destroyed = new Set(s.destroyedPorts);
  for (const id of Object.keys(s.pirates)) {
    const p = s.pirates[id]!;
    const at = `pirates.${id}`;
    const card = lookup(ix.pirate, id);
    if (!playing.has(p.owner)) bad(`${at}.owner`, `owner ${p.owner} is not playing`);
    p.holds.forEach((h, i) => isCount(h) || bad(`${at}.holds.${i}`, `a Hold with Booty ${h}`));
    if (!isCount(p.np)) bad(`${at}.np`, `NP ${p.np} < 0`);
    if (!isCount(p.netWorth)) bad(`${at}.netWorth`, `Net Worth ${p.netWorth} < 0`);
    if (!isCount(p.cunning)) bad(`${at}.cunning`, `Cunning ${p.cunning} < 0 (12.0)`);
    if (!Number.isInteger(p.loyalty) || p.loyalty < 0 || p.loyalty > MAX_LOYALTY) bad(`${at}.loyalty`, `Loyalty ${p.loyalty} outside 0..${MAX_LOYALTY} (6.24, 14.1)`);
    const rating = card?.cunning ?? 0;
    if (p.cunning > rating) bad(`${at}.cunning`, `Cunning ${p.cunning} above the rating ${rating} (12.0)`);
    const ship = lookup(ix.shipType, p.ship);
    if (!ship) bad(`${at}.ship`, `unknown ship ${p.ship}`);
    else {
      // 8.33 / 8.5 / 9.53 / 9.63: outside a Loot, a port's Booty or a Booty Grab the Booty fits the Holds.
      if (!looting.has(id) && p.holds.length > ship.holds) bad(`${at}.holds`, `${p.holds.length} filled Holds in a ${p.ship} (${ship.holds}, 6.23)`);
      // 6.23: the ratings start at the ship's maximum; damage only lowers them (6.25-6.27).
      if (p.combat > ship.combat) bad(`${at}.combat`, `Combat ${p.combat} above a ${p.ship}'s ${ship.combat} (6.23)`);
      if (p.speed > ship.speed) bad(`${at}.speed`, `Speed ${p.speed} above a ${p.ship}'s ${ship.speed} (6.23)`);
    }
    // 6.25-6.27: below these the ship is Sunk and the Pirate gone.
    if (p.combat < 0) bad(`${at}.combat`, `Combat ${p.combat} < 0 but not sunk (6.27)`);
    if (p.speed < -2) bad(`${at}.speed`, `Speed ${p.speed} < -2 but not sunk (6.26)`);
    if (!validLocation(ix, p.location)) bad(`${at}.location`, `invalid location ${JSON.stringify(p.location)}`);
    if (p.slowMove && !validLocation(ix, p.slowMove)) bad(`${at}.slowMove`, `invalid location ${JSON.stringify(p.slowMove)}`);
    // RULINGS B35: nobody in a destroyed port, except a Pirate waiting to be put to sea from it (9.59, B44).
    if (p.location.kind === 'port' && destroyed.has(p.location.port) && !waiting.has(id)) bad(`${at}.location`, `in destroyed port ${p.location.port} (RULINGS B35)`);
    // 9.55: the Sack right belongs to the port he has just taken, where he is.
    if (p.sackable !== null && !(p.location.kind === 'port' && p.location.port === p.sackable)) bad(`${at}.sackable`, `may Sack ${p.sackable} but is at ${JSON.stringify(p.location)} (9.55)`);
    // 11.1: an ally is another Pirate in play of the same player.
    if (p.ally !== null) {
      const q = lookup(s.pirates, p.ally);
      if (p.ally === id || !q || q.owner !== p.owner) bad(`${at}.ally`, `'${p.ally}' is not another Pirate of Player ${p.owner} in play (11.1)`);
    }
    for (const port of Object.keys(p.info)) if (!knownPort(port)) bad(`${at}.info.${port}`, `unknown port '${port}'`);
    p.safeHavens.forEach((x, i) => knownPort(x) || bad(`${at}.safeHavens.${i}`, `unknown port '${x}'`));
    p.portsAttacked.forEach((x, i) => knownPort(x) || bad(`${at}.portsAttacked.${i}`, `unknown port '${x}'`));
    p.bribed.forEach((x, i) => proIds.has(x) || bad(`${at}.bribed.${i}`, `unknown Pro-Pirate Governor '${x}'`));
  }

  // RULINGS B35: a destroyed port is never used, attacked or sacked again.
  s.stack.forEach((f, i) => {
    if (f.kind === 'inPort' && f.step !== 'complete' && destroyed.has(f.port)) bad(`stack.${i}.port`, `In-Port Activities of ${f.pirate} in destroyed port ${f.port}`);
    if ((f.kind === 'attackPort' || f.kind === 'sackPort' || f.kind === 'retire') && f.step !== 'complete' && destroyed.has(f.port)) {
      bad(`stack.${i}.port`, `${f.kind} of ${f.pirate} on destroyed port ${f.port}`);
    }
    // Every id a procedure holds is a component of the game; every player one who is playing.
    const r = f as unknown as Record<string, unknown>;
    for (const k of PIRATE_FIELDS) if (typeof r[k] === 'string' && !knownPirate(r[k])) bad(`stack.${i}.${k}`, `unknown Pirate '${r[k]}'`);
    if (typeof r['port'] === 'string' && !knownPort(r['port'])) bad(`stack.${i}.port`, `unknown port '${r['port']}'`);
    if (typeof r['card'] === 'string' && !hasId(ix.card, r['card'])) bad(`stack.${i}.card`, `unknown card '${r['card']}'`);
    if (typeof r['kc'] === 'string' && !hasId(ix.kc, r['kc'])) bad(`stack.${i}.kc`, `unknown KC '${r['kc']}'`);
    if (typeof r['player'] === 'string' && !playing.has(r['player'])) bad(`stack.${i}.player`, `Player ${r['player']} is not playing`);
    if (f.kind === 'move' && !validLocation(ix, f.to)) bad(`stack.${i}.to`, `invalid location ${JSON.stringify(f.to)}`);
    // 4.63: a window polls each player of its order once around; its counters stay within the order.
    if (f.kind === 'window') {
      f.order.forEach((q, j) => playing.has(q) || bad(`stack.${i}.order.${j}`, `Player ${q} is not playing`));
      if (f.cursor >= Math.max(1, f.order.length)) bad(`stack.${i}.cursor`, `cursor ${f.cursor} beyond the ${f.order.length} players polled (4.63)`);
      if (f.passes > f.order.length) bad(`stack.${i}.passes`, `${f.passes} passes from ${f.order.length} players (4.63)`);
    }
    // 6.31: Merchants are placed into the ports' Merchant Boxes, one each at most.
    if (f.kind === 'placeMerchants' && f.remaining > ix.set.ports.length) bad(`stack.${i}.remaining`, `${f.remaining} Merchants to place, more than the ${ix.set.ports.length} ports (6.31)`);
  });
  // A game in progress always has a procedure under way (the Player-Turn at the bottom).
  if (s.over === null && s.stack.length === 0) bad('stack', 'a game in progress with nothing under way');

  for (const port of Object.keys(s.merchants)) {
    const m = s.merchants[port]!;
    const info = lookup(ix.port, port);
    if (!info) bad(`merchants.${port}`, `unknown port '${port}'`);
    else if (info.piratePort) bad(`merchants.${port}`, `a Merchant in Pirate Port ${port} (6.32)`);
    if (destroyed.has(port)) bad(`merchants.${port}`, `a Merchant in destroyed port ${port} (RULINGS B35)`);
    if (m.foundBy !== null && !m.faceUp) bad(`merchants.${port}.faceUp`, `Found but face down (8.14)`);
    if (m.foundBy !== null && !hasId(s.pirates, m.foundBy)) bad(`merchants.${port}.foundBy`, `Found by ${m.foundBy}, who is not in play`);
  }
  for (const port of Object.keys(s.governors)) {
    const info = lookup(ix.port, port);
    if (!info) bad(`governors.${port}`, `unknown port '${port}'`);
    else if (info.piratePort) bad(`governors.${port}`, `a Governor in Pirate Port ${port} (9.2)`);
    if (destroyed.has(port)) bad(`governors.${port}`, `a Governor in destroyed port ${port} (RULINGS B35)`);
  }
  s.destroyedPorts.forEach((x, i) => knownPort(x) || bad(`destroyedPorts.${i}`, `unknown port '${x}'`));
  s.attackedPorts.forEach((x, i) => knownPort(x) || bad(`attackedPorts.${i}`, `unknown port '${x}'`));
  // 4.1 / 18.11: the third General Pardon ends the game.
  const gp = s.generalPardon;
  if (gp.appearances > 3) bad('generalPardon.appearances', `General Pardon appeared ${gp.appearances} times (4.1)`);
  if ((gp.appearances >= 3 || gp.whereabouts === 'played') && s.over === null) bad('generalPardon.appearances', `General Pardon ${gp.whereabouts} after ${gp.appearances} appearances but the game goes on (4.1)`);
  // 17.2 #8 / 19.10: while the game goes on the Pardon is somewhere it can come back from: in its
  // deck (or set aside: before 3.0 Step 3 builds the deck, and the solitaire MPI deck), held out, or
  // being resolved; never lost on the discard pile, where no reshuffle takes it.
  if (s.over === null) {
    const resolving = s.stack.some((f) => f.kind === 'event' && f.card === 'general-pardon');
    const inDeck = (s.deck['general-pardon'] ?? 0) > 0 || (s.setAside['general-pardon'] ?? 0) > 0;
    if ((s.discard['general-pardon'] ?? 0) > 0) bad('discard.general-pardon', `General Pardon on the discard pile (whereabouts ${gp.whereabouts}, ${gp.appearances} appearances) while the game goes on (17.2 #8)`);
    if (gp.whereabouts === 'deck' && !inDeck && !resolving) bad('generalPardon.whereabouts', `General Pardon 'deck' but not in its deck nor being resolved (17.2 #8)`);
  }
  if (gp.pardon) {
    if (!playing.has(gp.pardon.drawer)) bad('generalPardon.pardon.drawer', `Player ${gp.pardon.drawer} is not playing`);
    gp.pardon.covered.forEach((x, i) => knownPirate(x) || bad(`generalPardon.pardon.covered.${i}`, `unknown Pirate '${x}'`));
  }
  // 6.41: On Station Warships are in Sea Areas; 7.11 / 10.4: a KC may be in a Transit Box too (never a port, 10.26).
  for (const area of Object.keys(s.warships)) if (!hasId(ix.seaArea, area)) bad(`warships.${area}`, `unknown Sea Area '${area}'`);
  for (const id of Object.keys(s.kcs)) {
    const k = s.kcs[id]!;
    if (!hasId(ix.seaArea, k.area) && !hasId(ix.transitBox, k.area)) bad(`kcs.${id}.area`, `unknown Sea Area or Transit Box '${k.area}'`);
    if (!playing.has(k.owner)) bad(`kcs.${id}.owner`, `Player ${k.owner} is not playing`);
  }
  if (s.solo) {
    const solo = s.solo;
    if (!playing.has(solo.system)) bad('solo.system', `Player ${solo.system} is not playing`);
    if (!knownPirate(solo.blackbeard)) bad('solo.blackbeard', `unknown Pirate '${solo.blackbeard}'`);
    solo.slots.forEach((x, i) => x === null || knownPirate(x) || bad(`solo.slots.${i}`, `unknown Pirate '${x}'`));
    if (solo.slot >= Math.max(1, solo.slots.length)) bad('solo.slot', `slot ${solo.slot} of ${solo.slots.length} (19.2)`);
    solo.letters.forEach((x, i) => knownPirate(x) || bad(`solo.letters.${i}`, `unknown Pirate '${x}'`));
  }
  return v;
}

/** Conservation and bounds together: what `deserialize` and `createScenario` refuse. */
export function stateViolations(s: GameState, ix: ComponentIndex): Violation[] {
  // Bounds first: a broken structure (a missing player, an unknown id) is named before what it unbalances.
  return [...boundsViolations(s, ix), ...conservationViolations(s, ix)];
}
