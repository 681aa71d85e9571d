import type { Ctx } from '../actions/ctx.js';
import type { Action } from '../actions/schema.js';
import { emit } from '../actions/ctx.js';
import type { ComponentIndex } from '../tables/index.js';
import type { Location, NationalityId, PlayerId, ShipTypeId } from './ids.js';
import type { GameState, PirateState } from './schema.js';
import { addCount } from './counts.js';
import { mutCounts, mutMerchant, mutPirate, mutPirateIf, mutPlayer, ownPirate } from './copy.js';

/**
 * Small shared rule functions on pieces: ratings, Loyalty, damage, leaving play, port status,
 * and the map's connections. Each cites the rule it implements.
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

/**
 * Crew Loyalty Table: change Loyalty within the track (0 .. LOYALTY_MAX). 14.1: the instant it
 * reaches 0 the crew mutinies (the Mutiny frame runs before anything else).
 */
export function changeLoyalty(ctx: Ctx, p: PirateState, delta: number, reason: string, rule: string): void {
  // 11.3: changes in Crew Loyalty apply to both allied ships, in full.
  const ally = mutAllyOf(ctx, p);
  loyaltyOf(ctx, p, delta, reason, rule);
  if (ally) loyaltyOf(ctx, ally, delta, reason, rule);
}

/**
 * One ship's own Loyalty change, not shared with an ally: for the amounts the rules tie to one
 * ship's D&R marker (13.21, RULINGS B43), which each ally gets for himself.
 */
export function shipLoyalty(ctx: Ctx, p: PirateState, delta: number, reason: string, rule: string): void {
  loyaltyOf(ctx, p, delta, reason, rule);
}

function loyaltyOf(ctx: Ctx, p: PirateState, delta: number, reason: string, rule: string): void {
  p = ownPirate(ctx, p);
  const before = p.loyalty;
  p.loyalty = Math.max(LOYALTY_MIN, Math.min(LOYALTY_MAX, p.loyalty + delta));
  if (p.loyalty !== before || delta !== 0) {
    emit(ctx, { type: 'loyaltyChanged', rule, pirate: p.id, delta, reason, from: before, to: p.loyalty });
  }
  if (before > 0 && p.loyalty === 0) {
    startMutiny(ctx, p.id, 'loyaltyZero');
    // 19.20 (solitaire): Blackbeard at Crew Loyalty 0 loses 2d6 NP at once (src/solo/career.ts).
    if (ctx.s.solo?.blackbeard === p.id) ctx.s.stack.push({ kind: 'soloNp', pirate: p.id, dice: 2 });
  }
  // First print 17.2 #17 (option piraticalAmbitionTrigger, R84): the moment right after a loss of
  // Loyalty, answered before anything else (so before a Mutiny the loss may have started).
  if (p.loyalty < before && loyaltyLossHook && ctx.s.config.options.piraticalAmbitionTrigger === 'afterLoyaltyLoss') loyaltyLossHook(ctx, p.id);
}

/** What runs when a Pirate's Loyalty has just fallen (see {@link onLoyaltyLoss}). */
export type LoyaltyLossHook = (ctx: Ctx, pirate: string) => void;
let loyaltyLossHook: LoyaltyLossHook | null = null;

/**
 * Register what runs the instant a Pirate's Crew Loyalty falls: src/events/ap-cards.ts opens the
 * first print's Piratical Ambition window there (17.2 #17). A hook, so that this module, which the
 * windows import, does not import them.
 */
export function onLoyaltyLoss(hook: LoyaltyLossHook): void {
  loyaltyLossHook = hook;
}

/** The KC `player` controls (10.1), if any. */
export function kcOf(s: GameState, player: PlayerId): string | null {
  for (const id of Object.keys(s.kcs)) if (s.kcs[id]?.owner === player) return id;
  return null;
}

/** 14.1: a Mutiny to resolve now (Loyalty 0, or a Mutiny Conspiracy card). */
export function startMutiny(ctx: Ctx, pirate: string, cause: string): void {
  // 11.6: a Mutiny that actually occurs breaks the Alliance.
  if (ctx.s.pirates[pirate]?.ally) breakAlliance(ctx, mutPirate(ctx, pirate), 'mutiny');
  ctx.s.stack.push({ kind: 'mutiny', pirate, step: 'roll', cause });
}

/** 13.13 / 13.21 / RULINGS B25, B43: a D&R marker (none if he has one) and its Loyalty gain. */
export function enterDR(ctx: Ctx, p: PirateState, kind: 'voluntary' | 'involuntary', rule: string): void {
  // 11.2: the allies act as one: the whole Alliance goes into D&R.
  const ally = mutAllyOf(ctx, p);
  if (ally) drOf(ctx, ally, kind, rule);
  drOf(ctx, p, kind, rule);
}

/** One ship's D&R marker and its own Loyalty gain (the gain is per ship, so not shared again). */
function drOf(ctx: Ctx, p: PirateState, kind: 'voluntary' | 'involuntary', rule: string): void {
  if (p.dr) return;
  p = ownPirate(ctx, p);
  // 19.19 / RULINGS B54 #5 (solitaire): every D&R of an SP Pirate is involuntary.
  if (ctx.s.solo && p.owner === ctx.s.solo.system) kind = 'involuntary';
  const inPiratePort = p.location.kind === 'port' && !!ctx.ix.port[p.location.port]?.piratePort;
  const key = inPiratePort ? 'drPiratePort' : 'drElsewhere';
  const gain = ctx.ix.set.tables.crewLoyalty[key] ?? (inPiratePort ? 3 : 1);
  p.dr = kind;
  p.drRecoveries = 0;
  p.drLoyalty = gain;
  emit(ctx, { type: 'drDeclared', rule, pirate: p.id, kind });
  loyaltyOf(ctx, p, gain, key, '13.21');
}

/**
 * 17.2 #2: may a Debauchery & Revelry card be played against this Pirate for his D&R marker? The
 * Living Rules forbid it when he has one; the first print has no such ban (option
 * drCardOnMarkedPirate, R81).
 */
export function drCardMayHit(s: GameState, p: PirateState): boolean {
  return p.dr === null || s.config.options.drCardOnMarkedPirate;
}

/**
 * First print 17.2 #2 (option drCardOnMarkedPirate, R81): a Debauchery & Revelry card against a
 * Pirate who already has a D&R marker. Still one marker (13.13): it is (or turns) involuntary and
 * his Recovery starts over (two consecutive Recovery Actions, 13.24 / B43); no second Loyalty gain
 * (13.21: the gain came with the marker). Without a marker, an ordinary involuntary D&R.
 */
export function drCardOn(ctx: Ctx, p: PirateState, rule: string): void {
  const from = p.dr;
  if (!from) return enterDR(ctx, p, 'involuntary', rule);
  p = ownPirate(ctx, p);
  p.dr = 'involuntary';
  p.drRecoveries = 0;
  emit(ctx, { type: 'drRenewed', rule, pirate: p.id, from, kind: 'involuntary' });
}

/** Doubloons into a filled Hold (index) or a new Hold (index = number of filled Holds). */
export function addToHold(ctx: Ctx, p: PirateState, hold: number, amount: number): void {
  p = ownPirate(ctx, p);
  p.holds = hold < p.holds.length ? p.holds.map((h, i) => (i === hold ? h + amount : h)) : [...p.holds, amount];
}

/**
 * 11.3: Booty won by an Alliance is split equally, the odd Doubloon to the higher Leadership; each
 * share goes into a new Hold of its ship if there is room, else into its first Hold (R15).
 */
export function shareBooty(ctx: Ctx, p: PirateState, ally: PirateState, amount: number, rule: string): void {
  const [first, second] = byLeadership(ctx.ix, p, ally);
  const half = Math.floor(amount / 2);
  for (const [m, share] of [[first, amount - half], [second, half]] as const) {
    if (share <= 0) continue;
    addToHold(ctx, m, m.holds.length < holdCapacity(ctx.ix, m) ? m.holds.length : 0, share);
    emit(ctx, { type: 'bootyStowed', rule, pirate: m.id, doubloons: share, holds: [...m.holds], alliance: '11.3' });
  }
}

/** The Holds a sum of Doubloons may go to (6.22: ransom, grabbed Booty may join a filled Hold). */
export function holdChoices(ix: ComponentIndex, p: PirateState): number[] {
  const out = p.holds.map((_, i) => i);
  if (p.holds.length < holdCapacity(ix, p)) out.push(p.holds.length);
  return out;
}

export function gainNp(ctx: Ctx, p: PirateState, n: number, reason: string, rule: string): void {
  if (n <= 0) return;
  p = ownPirate(ctx, p);
  const ally = mutAllyOf(ctx, p);
  if (ally) {
    // 11.3: NP are split equally; the higher Leadership gets the odd point.
    const [first, second] = byLeadership(ctx.ix, p, ally);
    const half = Math.floor(n / 2);
    first.np += n - half;
    second.np += half;
    emit(ctx, { type: 'notorietyGained', rule, pirate: first.id, amount: n - half, reason, total: first.np, alliance: '11.3' });
    if (half > 0) emit(ctx, { type: 'notorietyGained', rule, pirate: second.id, amount: half, reason, total: second.np, alliance: '11.3' });
    return;
  }
  p.np += n;
  emit(ctx, { type: 'notorietyGained', rule, pirate: p.id, amount: n, reason, total: p.np });
}

/** 11.2: the allied Pirate, when there is one in play. */
export function allyOf(s: GameState, p: PirateState): PirateState | null {
  return p.ally ? (s.pirates[p.ally] ?? null) : null;
}

/**
 * 11.2: the allied Pirate as the context's own entry, to change (src/state/copy.ts: ask for a
 * mutable entry before writing).
 */
export function mutAllyOf(ctx: Ctx, p: PirateState): PirateState | null {
  return p.ally && ctx.s.pirates[p.ally] ? mutPirate(ctx, p.ally) : null;
}

/** The Pirate and his ally as the context's own entries, to change (see {@link mutAllyOf}). */
export function mutTeam(ctx: Ctx, p: PirateState): PirateState[] {
  const m = ownPirate(ctx, p);
  const a = mutAllyOf(ctx, m);
  return a ? [m, a] : [m];
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
function byTeam(s: GameState, pirates: readonly PirateState[]): [PirateState, number][] {
  const out: [PirateState, number][] = [];
  for (const p of pirates) {
    const group = out.find(([lead]) => lead.id === p.id || lead.ally === p.id);
    if (group) group[1] += 1;
    else out.push([p, 1]);
  }
  return out;
}

/** Each of `pirates` earns `n` NP (10.42); allies pool theirs and split it (11.3), so each still gets `n`. */
export function gainNpEach(ctx: Ctx, pirates: readonly PirateState[], n: number, reason: string, rule: string): void {
  // The Pirates come from a read (piratesAt): each is asked for as mutable here.
  for (const [p, members] of byTeam(ctx.s, pirates)) gainNp(ctx, mutPirateIf(ctx, p.id) ?? p, n * members, reason, rule);
}

/** Each of `pirates` suffers `n` Combat hits (10.41); allies pool theirs and divide them (11.4). */
export function combatHitsEach(ctx: Ctx, pirates: readonly PirateState[], n: number, rule: string): void {
  for (const [p, members] of byTeam(ctx.s, pirates)) combatHits(ctx, mutPirateIf(ctx, p.id) ?? p, n * members, rule);
}

/** 11.6: the Alliance is over (announced, a D&R card, a Mutiny, one of them leaving play). */
export function breakAlliance(ctx: Ctx, p: PirateState, reason: string): void {
  p = ownPirate(ctx, p);
  const a = mutAllyOf(ctx, p);
  p.ally = null;
  if (a) a.ally = null;
  emit(ctx, { type: 'allianceBroken', rule: '11.6', pirates: a ? [p.id, a.id] : [p.id], reason });
}

/** 6.26: Speed hits; each fall from 0 to -1 costs 1 Loyalty; the Sunk box sinks the ship (6.25). */
export function speedHits(ctx: Ctx, p: PirateState, hits: number, rule: string): void {
  shipSpeedHits(ctx, p, hits, rule, () => changeLoyalty(ctx, p, speedBelowZero(ctx), 'speedBelowZero', '6.26'));
}

/**
 * One event's Speed hits on an Alliance (17.2 #22 Wear and Tear): each ship takes them in full
 * (11.4), but the Loyalty a fall below Speed 0 costs is one change for the Alliance, applied to
 * both crews once (11.3), even when both ships fall (R40).
 */
export function teamSpeedHits(ctx: Ctx, p: PirateState, hits: number, rule: string): void {
  const members = mutTeam(ctx, p);
  if (members.length === 1) return speedHits(ctx, p, hits, rule);
  let fell = false;
  for (const m of members) shipSpeedHits(ctx, m, hits, rule, () => (fell = true));
  const alive = members.find((m) => ctx.s.pirates[m.id]);
  if (fell && alive) changeLoyalty(ctx, alive, speedBelowZero(ctx), 'speedBelowZero', '6.26');
}

const speedBelowZero = (ctx: Ctx): number => ctx.ix.set.tables.crewLoyalty['speedBelowZero'] ?? -1;

/** Speed hits on one ship; `fell` runs when it drops from 0 to -1 (6.26); below the track it sinks (6.25). */
function shipSpeedHits(ctx: Ctx, p: PirateState, hits: number, rule: string, fell: () => void): void {
  if (hits > 0) p = ownPirate(ctx, p);
  for (let i = 0; i < hits; i++) {
    p.speed -= 1;
    if (p.speed === -1) fell();
    if (p.speed < SPEED_MIN) {
      emit(ctx, { type: 'damaged', rule, pirate: p.id, track: 'speed', hits: i + 1, value: p.speed });
      sink(ctx, p, rule);
      return;
    }
  }
  if (hits > 0) emit(ctx, { type: 'damaged', rule, pirate: p.id, track: 'speed', hits, value: p.speed });
}

/**
 * 6.27: Combat hits from battle or port attack; 11.4 an Alliance shares them, the player placing an
 * odd one. `ally` is the Pirate's ally in that fight (by default his ally now).
 */
export function combatHits(ctx: Ctx, p: PirateState, hits: number, rule: string, ally: PirateState | null = mutAllyOf(ctx, p)): void {
  if (hits <= 0) return;
  if (ally) {
    const half = Math.floor(hits / 2);
    shipCombatHits(ctx, p, half, rule);
    shipCombatHits(ctx, ally, half, rule);
    if (hits % 2 === 1) {
      const alive = [p, ally].filter((x) => ctx.s.pirates[x.id]).map((x) => x.id);
      if (alive.length === 2) ctx.s.stack.push({ kind: 'assignHit', pirates: alive, rule });
      else if (alive[0]) shipCombatHits(ctx, mutPirate(ctx, alive[0]), 1, rule);
    }
    return;
  }
  shipCombatHits(ctx, p, hits, rule);
}

export function shipCombatHits(ctx: Ctx, p: PirateState, hits: number, rule: string): void {
  if (hits <= 0 || !ctx.s.pirates[p.id]) return;
  p = ownPirate(ctx, p);
  p.combat -= hits;
  emit(ctx, { type: 'damaged', rule, pirate: p.id, track: 'combat', hits, value: p.combat });
  if (p.combat < COMBAT_MIN) sink(ctx, p, rule);
}

/** 6.25: the ship is Sunk; everything aboard, the Pirate included, is lost (18.12B). */
export function sink(ctx: Ctx, p: PirateState, rule: string): void {
  emit(ctx, { type: 'shipSunk', rule: '6.25', pirate: p.id, cause: rule });
  eliminate(ctx, p.id, 'sunk', '6.25');
}

/**
 * The Pirates record without one of them, rebuilt rather than `delete`d: V8 turns an object that
 * loses a property into a hash map for good, and the Pirates are enumerated at every step (the
 * Card Play list, windows, events). A Pirate leaves play a few times a game, so the copy is cheap.
 */
function withoutPirate(pirates: GameState['pirates'], id: string): GameState['pirates'] {
  const out: GameState['pirates'] = {};
  for (const k of Object.keys(pirates)) {
    const q = pirates[k];
    if (k !== id && q) out[k] = q;
  }
  return out;
}

/** Remove a Pirate from the map with everything on his Display going where the rules send it. */
function leavePlay(ctx: Ctx, p: PirateState): void {
  const s = ctx.s;
  for (const h of p.hostages) addCount(mutCounts(ctx, 'hostagePool'), h.kind);
  // RULINGS B24: Heavy Guns leave the game with the ship.
  if (p.heavyGuns) addCount(mutCounts(ctx, 'removed'), 'heavy-guns');
  // 17.2 #1: the Buried Treasure card belongs to the Pirate; it is discarded when he leaves.
  if (p.buriedTreasure) addCount(mutCounts(ctx, 'discard'), 'buried-treasure');
  for (const port of Object.keys(s.merchants)) {
    if (s.merchants[port]?.foundBy === p.id) mutMerchant(ctx, port).foundBy = null;
  }
  if (p.ally) breakAlliance(ctx, mutPirate(ctx, p.id), 'leftPlay');
  s.pirates = withoutPirate(s.pirates, p.id);
}

/** 18.12B: an Eliminated Pirate scores 1 VP per NP for his owner; Net Worth counts for nothing. */
export function eliminate(ctx: Ctx, id: string, cause: string, rule: string): void {
  const p = pirateOf(ctx.s, id);
  leavePlay(ctx, p);
  // 4.53: Actions tied to his Initiative may go to any other Pirate of that player.
  if (ctx.s.turn.actionsPirate === id) ctx.s.turn.actionsPirate = null;
  ctx.s.eliminated = [...ctx.s.eliminated, id];
  if (ctx.s.players[p.owner]) mutPlayer(ctx, p.owner).vp += p.np;
  emit(ctx, { type: 'pirateEliminated', rule, pirate: id, player: p.owner, cause, vp: p.np, scoring: '18.12B' });
}

/**
 * 4.53 frees the Actions of an Initiative card only when its Pirate is *eliminated*; one who
 * Retires takes them with him: whatever was left of them is lost.
 */
function forfeitInitiativeActions(ctx: Ctx, id: string): void {
  const t = ctx.s.turn;
  if (t.actionsPirate !== id) return;
  if (t.actionsLeft > 0) emit(ctx, { type: 'actionsForfeited', rule: '4.53', player: t.player, pirate: id, actions: t.actionsLeft });
  t.actionsLeft = 0;
  t.actionsPirate = null;
}

/** 18.12A: what a Pirate with this NP and Net Worth scores by Retiring: 2 VP per NP plus 1 per 100 Net Worth. */
export function retiredVp(np: number, netWorth: number): number {
  return 2 * np + Math.floor(netWorth / 100);
}

/** 18.12A: a Retired Pirate scores 2 VP per NP plus 1 per 100 Net Worth. */
export function retire(ctx: Ctx, id: string, method: string, rule: string): void {
  const p = pirateOf(ctx.s, id);
  leavePlay(ctx, p);
  forfeitInitiativeActions(ctx, id);
  ctx.s.retired = [...ctx.s.retired, id];
  const vp = retiredVp(p.np, p.netWorth);
  if (ctx.s.players[p.owner]) mutPlayer(ctx, p.owner).vp += vp;
  emit(ctx, { type: 'pirateRetired', rule, pirate: id, player: p.owner, method, np: p.np, netWorth: p.netWorth, vp, scoring: '18.12A' });
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

/** {@link inPortAt} as the context's own entry, to change (src/state/copy.ts). */
export function mutInPortAt(ctx: Ctx, pirate: string, port: string): PirateState | null {
  return inPortAt(ctx.s, pirate, port) ? mutPirate(ctx, pirate) : null;
}

/** 9.45 / 18.41D: pay the price asked, or decline (RULINGS B36: unable to pay = declining). */
export function bribeChoices(p: PirateState, price: number): Action[] {
  const decline: Action = { type: 'payBribe', player: p.owner, pirate: p.id, pay: false };
  return p.netWorth >= price ? [{ type: 'payBribe', player: p.owner, pirate: p.id, pay: true }, decline] : [decline];
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
