import { emit, type Ctx } from './ctx.js';
import type { Action } from './schema.js';
import type { GameState, PirateState } from '../state/schema.js';
import { addCount } from '../state/counts.js';
import { mutCounts, mutMerchant, mutPirate, mutPirateIf, mutPlayer, ownPirate } from '../state/copy.js';
import { COMBAT_MIN, LOYALTY_MAX, LOYALTY_MIN, SPEED_MIN, byLeadership, byTeam, holdCapacity, inPortAt, pirateOf, retiredVp } from '../state/pieces.js';

/**
 * Rule procedures on the pieces that every family of rules shares: Loyalty and Mutiny (14.0), D&R
 * (13.0), Holds and booty, Notoriety (18.2), Alliances (11.0), hits (6.x), sinking, elimination and
 * retirement (18.0). The pure queries they rest on are in src/state/pieces.ts.
 */
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
 * Register what runs the instant a Pirate's Crew Loyalty falls: src/cards/ap-cards.ts opens the
 * first print's Piratical Ambition window there (17.2 #17). A hook, so that this module, which the
 * windows import, does not import them.
 */
export function onLoyaltyLoss(hook: LoyaltyLossHook): void {
  loyaltyLossHook = hook;
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

/** 13.23: a Pirate in D&R attacked at sea fights and runs at -2; the modifier is 0 when not in D&R. */
export function drModifier(p: PirateState): number {
  return p.dr ? -2 : 0;
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

/** {@link inPortAt} as the context's own entry, to change (src/state/copy.ts). */
export function mutInPortAt(ctx: Ctx, pirate: string, port: string): PirateState | null {
  return inPortAt(ctx.s, pirate, port) ? mutPirate(ctx, pirate) : null;
}

/** 9.45 / 18.41D: pay the price asked, or decline (RULINGS B36: unable to pay = declining). */
export function bribeChoices(p: PirateState, price: number): Action[] {
  const decline: Action = { type: 'payBribe', player: p.owner, pirate: p.id, pay: false };
  return p.netWorth >= price ? [{ type: 'payBribe', player: p.owner, pirate: p.id, pay: true }, decline] : [decline];
}
