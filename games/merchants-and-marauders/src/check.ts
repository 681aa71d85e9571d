/**
 * A state against its component set (MM Comp 3-6, MM Comp 8): every card, token, zone and port id
 * the state names is one of the set's, of the right kind, and every card and token of the set is in
 * exactly one place (the census). `deserialize` and `createScenario` (./api.ts) refuse a state that
 * breaks one, so a saved game or a scenario with a made-up id fails on load, with its path, not
 * later deep in the rules. The kit test and the fuzz count with the same census (one implementation).
 *
 * Runs on load only, never inside `apply`.
 */
import { NATIONS } from './components/schema.js';
import type { Ix } from './components/load.js';
import type { GameState } from './state.js';

/** A fault of a state: the dotted path at fault (`pl.A.hand.0`) and what is wrong, in plain words. */
export interface Violation {
  path: string;
  message: string;
}

/** The kinds of counted pieces (the census's key prefixes) and what a player calls them. */
const KIND_NAMES = {
  event: 'Event Card',
  glory: 'Glory Card',
  captain: 'Captain Card',
  cargo: 'Cargo Card',
  rumor: 'Rumor Card',
  mission: 'Mission Card',
  demand: 'Demand Token',
  mod: 'Ship Modification Token',
  weapon: 'Special Weapon Token',
  merchant: 'Merchant Token',
} as const;
type Kind = keyof typeof KIND_NAMES;
/** Where a piece found nowhere belongs, for the path of its fault. */
const FALLBACK: Record<Kind, string> = {
  event: 'decks.event', glory: 'decks.glory', captain: 'decks.captain', cargo: 'decks.cargo', rumor: 'decks.rumor', mission: 'decks.mission',
  demand: 'demandReserve', mod: 'modSupply', weapon: 'weaponSupply', merchant: 'merchantSupply',
};

/**
 * Every card and token of the set, wherever it is (decks, discards, hands, boards, frames), each
 * place reported to `at` (its kind, id, path and count). The cards a frame holds out of every deck
 * (a Buy's or a raid's cards drawn, a Rumor drawn and not yet kept, a Captain turned down, Glory
 * Cards announced off-turn, an old ship's mods at St. John) are counted there.
 */
function census(s: GameState, at: (kind: Kind, id: string, path: string, n: number) => void): void {
  const decks = ['event', 'glory', 'captain', 'cargo', 'rumor', 'mission'] as const;
  for (const deck of decks) for (const [id, k] of Object.entries(s.decks[deck])) at(deck, id, `decks.${deck}.${id}`, k);
  for (const deck of decks) for (const [id, k] of Object.entries(s.discard[deck])) at(deck, id, `discard.${deck}.${id}`, k);
  for (const p of s.seats) {
    const x = s.pl[p];
    if (!x) continue;
    const w = `pl.${p}`;
    if (x.captain) at('captain', x.captain, `${w}.captain`, 1);
    x.hand.forEach((c, i) => at('glory', c, `${w}.hand.${i}`, 1));
    x.specialists.forEach((c, i) => at('glory', c, `${w}.specialists.${i}`, 1));
    x.cargo.forEach((c, i) => at('cargo', c, `${w}.cargo.${i}`, 1));
    x.mods.forEach((m, i) => at('mod', m, `${w}.mods.${i}`, 1));
    x.weapons.forEach((m, i) => at('weapon', m, `${w}.weapons.${i}`, 1));
    if (x.rumor) at('rumor', x.rumor, `${w}.rumor`, 1);
    if (x.mission) at('mission', x.mission, `${w}.mission`, 1);
  }
  s.npcArea.forEach((c, i) => at('event', c, `npcArea.${i}`, 1));
  s.activeEvents.forEach((c, i) => at('event', c, `activeEvents.${i}`, 1));
  s.npcs.forEach((n, j) => n.cards.forEach((c, i) => at('event', c, `npcs.${j}.cards.${i}`, 1)));
  s.missions.forEach((c, i) => at('mission', c, `missions.${i}`, 1));
  for (const [port, g] of Object.entries(s.demand)) at('demand', g, `demand.${port}`, 1);
  for (const [g, k] of Object.entries(s.demandReserve)) at('demand', g, `demandReserve.${g}`, k);
  for (const [port, t] of Object.entries(s.portMods)) if (t) at('mod', t.type, `portMods.${port}`, 1);
  for (const [m, k] of Object.entries(s.modSupply)) at('mod', m, `modSupply.${m}`, k);
  for (const [m, k] of Object.entries(s.weaponSupply)) at('weapon', m, `weaponSupply.${m}`, k);
  for (const [z, m] of Object.entries(s.merchants)) if (m) at('merchant', m, `merchants.${z}`, 1);
  for (const [m, k] of Object.entries(s.merchantSupply)) at('merchant', m, `merchantSupply.${m}`, k);
  s.merchantTrack.forEach((m, i) => at('merchant', m, `merchantTrack.${i}`, 1));
  s.stack.forEach((f, j) => {
    const w = `stack.${j}`;
    // MM Buy 5-7: the Cargo Cards drawn for a Buy; MM Raid 7-10, MM Plunder 5: a raid's or a plunder's.
    if (f.kind === 'buy') f.drawn.forEach((c, i) => at('cargo', c, `${w}.drawn.${i}`, 1));
    if (f.kind === 'raid' || f.kind === 'npcPlunder') f.cards.forEach((c, i) => at('cargo', c, `${w}.cards.${i}`, 1));
    // MM BoardSetup 3, MM Yard: Ship Modification tokens being dealt to ports.
    if (f.kind === 'placeMods') for (const [m, k] of Object.entries(f.tokens)) at('mod', m, `${w}.tokens.${m}`, k);
    // MM Rumor 3: a Rumor drawn, not yet kept or discarded.
    if (f.kind === 'rumor' && f.drawn && f.step === 'keep') at('rumor', f.drawn, `${w}.drawn`, 1);
    // MR40: a Captain turned down waits out of the deck until the new draw.
    if (f.kind === 'newCaptain' && f.rejected) at('captain', f.rejected, `${w}.rejected`, 1);
    // MM Yard 12, MR56: the old ship's mods waiting to be moved to the new ship or sent to ports.
    if (f.kind === 'transferMods') f.mods.forEach((m, i) => at('mod', m, `${w}.mods.${i}`, 1));
    // MM Glory 4: Glory Cards announced off-turn lie face down on the table until resolved or declined.
    if (f.kind === 'window') f.announced.forEach((a, i) => at('glory', a.card, `${w}.announced.${i}.card`, 1));
  });
}

/** The census as counts (`event:storm` -> 2), zero counts left out (the kit test and the fuzz compare two of these). */
export function inventory(s: GameState): Record<string, number> {
  const n: Record<string, number> = {};
  census(s, (kind, id, _path, k) => {
    const key = `${kind}:${id}`;
    n[key] = (n[key] ?? 0) + k;
  });
  for (const k of Object.keys(n)) if (n[k] === 0) delete n[k];
  return n;
}

/** What the set holds of each kind (MM Comp 3-6, 8; the counts of a user's transcription). */
function expected(ix: Ix): Record<Kind, Map<string, number>> {
  const set = ix.set;
  const of = (cards: readonly { id: string; count: number }[]) => new Map(cards.map((c) => [c.id, c.count]));
  return {
    event: of(set.events),
    glory: of(set.glory),
    // One card per Captain.
    captain: new Map(set.captains.map((c) => [c.id, 1])),
    cargo: of(set.cargoCards),
    rumor: of(set.rumors),
    mission: of(set.missions),
    demand: new Map(Object.entries(set.demandTokens.counts)),
    mod: new Map(Object.entries(set.shipMods.counts)),
    weapon: new Map(Object.entries(set.specialWeapons.counts)),
    // MM Comp 4: 17 Merchant Tokens: 5 Spanish, 4 each of the others (as createGame's supply).
    merchant: new Map(NATIONS.map((n) => [n, n === 'spanish' ? 5 : 4])),
  };
}

/**
 * Every id the state names is the set's, of the right kind: the counted pieces (census) and the ids
 * that only refer (a zone, a port, a good, a card named by a frame or a modifier). The first fault
 * of each place is reported.
 */
export function idViolations(s: GameState, ix: Ix): Violation[] {
  const v: Violation[] = [];
  const want = expected(ix);
  const known = (kind: Kind, id: string, path: string) => {
    if (!want[kind].has(id)) v.push({ path, message: `"${id}" is not ${/^[AEIOU]/.test(KIND_NAMES[kind]) ? 'an' : 'a'} ${KIND_NAMES[kind]} of the component set` });
  };
  census(s, (kind, id, path) => known(kind, id, path));
  const zone = (z: string, path: string) => {
    if (!ix.zones.has(z)) v.push({ path, message: `"${z}" is not a Sea Zone of the component set` });
  };
  const port = (p: string, path: string) => {
    if (!ix.zoneOfPort.has(p)) v.push({ path, message: `"${p}" is not a port of the component set` });
  };
  // MM Board 8: a ship is in a zone (at sea or in its port); the bookkeeping of each port and zone.
  for (const p of s.seats) {
    const x = s.pl[p];
    if (!x) continue;
    if (x.zone !== null) zone(x.zone, `pl.${p}.zone`);
    if (x.lastBuy) port(x.lastBuy.port, `pl.${p}.lastBuy.port`);
  }
  for (const p of Object.keys(s.demand)) port(p, `demand.${p}`);
  for (const p of Object.keys(s.portMods)) port(p, `portMods.${p}`);
  for (const z of Object.keys(s.merchants)) zone(z, `merchants.${z}`);
  s.npcs.forEach((n, j) => {
    if (n.zone !== null) zone(n.zone, `npcs.${j}.zone`);
    // MM NPC 6, MR55: an NPC an effect placed names its zone of origin.
    if (n.captain) zone(n.captain.zone, `npcs.${j}.captain.zone`);
  });
  s.modifiers.forEach((m, i) => known('glory', m.card, `modifiers.${i}.card`));
  s.stack.forEach((f, j) => {
    const w = `stack.${j}`;
    if (f.kind === 'scout' || f.kind === 'npcScout' || f.kind === 'portRoyale') zone(f.zone, `${w}.zone`);
    if (f.kind === 'demandSwap' || f.kind === 'buy') port(f.port, `${w}.port`);
    if (f.kind === 'demandSwap') known('demand', f.old, `${w}.old`);
    if (f.kind === 'placeMods') f.ports.forEach((p, i) => port(p, `${w}.ports.${i}`));
    if (f.kind === 'rumor' && f.drawn) known('rumor', f.drawn, `${w}.drawn`);
    if (f.kind === 'mission') known('mission', f.mission, `${w}.mission`);
    if (f.kind === 'npcIcons') known('event', f.card, `${w}.card`);
    if (f.kind === 'combat' && f.lastCard) known('glory', f.lastCard.card, `${w}.lastCard.card`);
  });
  return v;
}

/**
 * Conservation (MM Comp 3-6, 8): the census of each card and token equals the set's count. An id
 * in the wrong number of places names the places it was found in.
 */
export function conservationViolations(s: GameState, ix: Ix): Violation[] {
  const want = expected(ix);
  const found = new Map<string, { n: number; places: string[] }>();
  census(s, (kind, id, path, n) => {
    if (n === 0) return;
    const key = `${kind}:${id}`;
    const e = found.get(key) ?? { n: 0, places: [] };
    e.n += n;
    e.places.push(n === 1 ? path : `${path} x${n}`);
    found.set(key, e);
  });
  const v: Violation[] = [];
  for (const kind of Object.keys(want) as Kind[]) {
    for (const [id, count] of want[kind]) {
      const e = found.get(`${kind}:${id}`);
      const have = e?.n ?? 0;
      if (have === count) continue;
      const where = e ? ` (in ${e.places.join(', ')})` : '';
      const path = e?.places[e.places.length - 1]?.replace(/ x\d+$/, '') ?? FALLBACK[kind];
      v.push({ path, message: `${KIND_NAMES[kind]} "${id}": the component set has ${count}, the state has ${have}${where}` });
    }
  }
  return v;
}

/** Ids first (an unknown id would also break the census); conservation when every id is known. */
export function stateViolations(s: GameState, ix: Ix, opts: { conservation?: boolean } = {}): Violation[] {
  const v = idViolations(s, ix);
  if (v.length > 0 || opts.conservation === false) return v;
  return conservationViolations(s, ix);
}
