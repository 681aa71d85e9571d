import type { ComponentIndex } from '../tables/index.js';
import type { GameState, PirateState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import { componentsOf } from '../actions/ctx.js';

/**
 * The static Victory-Point estimate behind the expected-value policy (src/solo/policy.ts): what a
 * player's position is worth in VP, counting what is already scored and a discounted share of what
 * his Pirates hold and could soon take. Every term is in VP:
 *
 *   VP already scored (18.12)
 * + for each of his Pirates in play:
 *     NP x (1 + R)                      18.12B: 1 VP per NP if he is in play at the end;
 *                                        18.12A: 2 per NP if he retires (R = RETIRE_SHARE)
 *   + R x Net Worth / 100               18.3: Net Worth counts only for a Pirate who retires
 *   + R x BOOTY_SHARE x Booty / 100     Booty must still be converted (9.43) and survive
 *   + each Hostage's Value              the NP of torturing him (8.45), about his ransom (9.42)
 *   + FOUND_SHARE x the expected Loot of a Merchant he has Found and may still Loot this
 *     Player-Turn (RULINGS B29), and of the Sack he may make next (9.55)
 *   + OPPORTUNITY_SHARE x the best target within MAX_REACH Moves, x REACH_DECAY per Move (again
 *     in D&R): P(Find) x the expected Loot of a Merchant (8.13, 8.32), or P(success) x an Attack's
 *     NP and Booty less 2 x SHIP_COMBAT per expected hit of a failure (9.52-9.54; a win's hit: none)
 *   + FUTURE x the share of the game still to play (a Pirate in play will earn more)
 *   + SHIP_COMBAT x Combat + SHIP_SPEED x Speed (damage costs; 6.25 a ship below 0 sinks)
 *   - LOYALTY_RISK x (3 - Loyalty) below 3 (14.1: at 0 the crew mutinies)
 *   - DR_COST in D&R (13.22: only Move and Recovery)
 * + what a procedure under way has won and not yet handed over: a Loot's cargo and Hostage
 *   (8.32, 8.41), a Port Attack's odds, NP and Booty (9.52-9.53), a Sack's odds (9.55)
 * + PIRATE_IN_HAND x FUTURE x (share of the game left) per undeployed Pirate card in hand
 * + CARD per Event card in hand, and for the active player ACTION per Action left this Player-Turn.
 *
 * For other players only public facts are read (hand sizes, not cards); a face-down Merchant is
 * valued as the average of the Merchant mix (6.12) for everyone. The weights are heuristics, tuned
 * against random play (scripts/greedy-winrate.ts); they are exported so that they are documented.
 */
export const RETIRE_SHARE = 0.5;
export const BOOTY_SHARE = 0.6;
export const FOUND_SHARE = 0.9;
export const OPPORTUNITY_SHARE = 0.5;
export const REACH_DECAY = 0.6;
export const MAX_REACH = 4;
export const FUTURE = 8;
export const PIRATE_IN_HAND = 0.5;
export const SHIP_COMBAT = 0.3;
export const SHIP_SPEED = 0.2;
export const LOYALTY_RISK = 0.6;
export const DR_COST = 1;
export const CARD = 0.2;
export const ACTION = 0.4;

/** More than any single target is worth (VP): the scan of targets, nearest first, stops below it. */
const UPPER = 20;
const FIND_TARGET = 7; // 8.14

export interface Target {
  port: string;
  /** Moves from the location to the nearest Sea Area adjoining the port (7.11). */
  d: number;
  /** Expected Loot value by Merchant type ('?' for a face-down one) in the port's Cargo column. */
  loot: Record<string, number>;
  /** For a port that may be attacked (not a Pirate Port, 9.51): its Value, Defense and nationality. */
  value: number;
  defense: number;
  english: boolean;
  attackable: boolean;
  /** attackGain(value), computed once per port. */
  gain: number;
}

export interface Tables {
  /** For each location id (Sea Area, port, Transit Box): the ports within MAX_REACH Moves, nearest first. */
  near: Map<string, Target[]>;
  /** Each port as a Target at distance 0 (for Found Merchants and Loots under way). */
  port: Map<string, Target>;
}

const tablesCache = new WeakMap<ComponentIndex, Tables>();

function tablesOf(ix: ComponentIndex): Tables {
  const hit = tablesCache.get(ix);
  if (hit) return hit;
  const lootByColumn = lootValues(ix);
  const port = new Map<string, Target>();
  for (const p of ix.set.ports) {
    const area = p.seaAreas[0];
    const column = (area && ix.seaArea[area]?.cargoColumn) || 'atlantic';
    port.set(p.id, {
      port: p.id,
      d: 0,
      loot: lootByColumn[column] ?? {},
      value: p.value ?? 0,
      defense: p.defense ?? 0,
      english: p.nationality === 'english',
      attackable: !p.piratePort && p.value !== null && p.defense !== null,
      gain: attackGain(p.value ?? 0),
    });
  }
  const t: Tables = { near: nearTargets(ix, port), port };
  tablesCache.set(ix, t);
  return t;
}

/** Breadth-first Move distances on the map (7.11) from every location to every port's waters. */
function nearTargets(ix: ComponentIndex, ports: Map<string, Target>): Map<string, Target[]> {
  const edges = new Map<string, string[]>();
  const link = (a: string, b: string): void => {
    let list = edges.get(a);
    if (!list) edges.set(a, (list = []));
    list.push(b);
  };
  for (const area of ix.set.seaAreas) {
    for (const b of area.borders) link(`s:${area.id}`, `s:${b}`);
    for (const box of area.transitBoxes) {
      link(`s:${area.id}`, `t:${box}`);
      link(`t:${box}`, `s:${area.id}`);
    }
  }
  for (const port of ix.set.ports) {
    for (const a of port.seaAreas) {
      link(`s:${a}`, `p:${port.id}`);
      link(`p:${port.id}`, `s:${a}`);
    }
  }
  const out = new Map<string, Target[]>();
  for (const start of edges.keys()) {
    const seen = new Map<string, number>([[start, 0]]);
    const queue = [start];
    for (let i = 0; i < queue.length; i++) {
      const at = queue[i] as string;
      const d = seen.get(at) ?? 0;
      for (const next of edges.get(at) ?? []) {
        if (seen.has(next)) continue;
        seen.set(next, d + 1);
        queue.push(next);
      }
    }
    const targets: Target[] = [];
    for (const port of ix.set.ports) {
      let d = Infinity;
      for (const a of port.seaAreas) d = Math.min(d, seen.get(`s:${a}`) ?? Infinity);
      const base = ports.get(port.id);
      if (base && d <= MAX_REACH) targets.push({ ...base, d });
    }
    targets.sort((a, b) => a.d - b.d);
    out.set(start.slice(2), targets);
  }
  return out;
}

/** 8.32 / 8.33: the expected Loot value in VP (NP = Cargo rating; Doubloons by the Cargo Table). */
function lootValues(ix: ComponentIndex): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const col of ['atlantic', 'caribbean', 'africa', 'india'] as const) {
    const byType: Record<string, number> = {};
    let mix = 0;
    let count = 0;
    for (const m of ix.set.merchantTypes) {
      byType[m.id] = lootValue(ix, m.cargo, col, null);
      mix += (byType[m.id] ?? 0) * m.count;
      count += m.count;
    }
    byType['?'] = count > 0 ? mix / count : 0;
    out[col] = byType;
  }
  return out;
}

/** A Loot's value: its cargo known (`doubloons`) or still to roll (null: the mean of d6 + rating). */
function lootValue(ix: ComponentIndex, rating: number, column: 'atlantic' | 'caribbean' | 'africa' | 'india', doubloons: number | null): number {
  let cash = doubloons ?? 0;
  if (doubloons === null) {
    for (let die = 1; die <= 6; die++) {
      const row = ix.set.tables.cargo[Math.max(1, Math.min(10, die + rating)) - 1];
      cash += (row ? row[column] : 0) / 6;
    }
  }
  return rating * (1 + RETIRE_SHARE) + (RETIRE_SHARE * BOOTY_SHARE * cash) / 100;
}

/** P(d6 + a >= target). */
function atLeast(a: number, target: number): number {
  return Math.max(0, Math.min(6, 7 + a - target)) / 6;
}

/**
 * 9.52-9.54 odds by `margin` = attack total before his die - Defense (with `rolled`, his die is in
 * the margin already): P(win) and the expected Combat hits of a loss, against 1d6 or 2d6 (9.58).
 */
const oddsCache: { win: number; lossHits: number }[] = [];

function attackOdds(margin: number, twoDice: boolean, rolled = false): { win: number; lossHits: number } {
  const key = (Math.max(-40, Math.min(40, margin)) + 41) * 4 + (twoDice ? 1 : 0) + (rolled ? 2 : 0);
  const hit = oddsCache[key];
  if (hit) return hit;
  let win = 0;
  let lossHits = 0;
  const dice = rolled ? [0] : [1, 2, 3, 4, 5, 6];
  const second = twoDice ? [1, 2, 3, 4, 5, 6] : [0];
  const pd = 1 / (dice.length * 6 * second.length);
  for (const die of dice) {
    for (const a of [1, 2, 3, 4, 5, 6]) {
      for (const b of second) {
        const diff = die + margin - (a + b);
        if (diff > 0) win += pd;
        else lossHits -= diff * pd;
      }
    }
  }
  const odds = { win, lossHits };
  oddsCache[key] = odds;
  return odds;
}

/** REACH_DECAY ** k for every k a target's distance can give (a slow ship counts each Move twice). */
const DECAY: readonly number[] = Array.from({ length: 2 * MAX_REACH + 1 }, (_, k) => REACH_DECAY ** k);

/** 9.53: NP 2 x Value and (Value)d6 x 100 Booty, in VP. */
function attackGain(value: number): number {
  return 2 * value * (1 + RETIRE_SHARE) + (RETIRE_SHARE * BOOTY_SHARE * value * 350) / 100;
}

function locationId(l: PirateState['location']): string {
  return l.kind === 'sea' ? l.area : l.kind === 'port' ? l.port : l.box;
}

/** The best target within reach of a Pirate: a Merchant to Find, or a port to Attack. */
function opportunity(s: GameState, ix: ComponentIndex, t: Tables, p: PirateState, reach = MAX_REACH, at = p.location): number {
  const ability = ix.pirate[p.id]?.ability ?? 0;
  const pardon = s.generalPardon.pardon !== null;
  // 6.26 / 7.12: below Speed 0 each Move takes two Actions.
  const slow = p.speed < 0 ? 2 : 1;
  const strength = p.combat + ability + (p.heavyGuns ? 2 : 0);
  let best = 0;
  for (const target of t.near.get(locationId(at)) ?? []) {
    if (target.d > reach) break;
    const decay = DECAY[target.d * slow] as number;
    if (decay * UPPER < best) break;
    const m = s.merchants[target.port];
    if (m && m.foundBy === null) {
      const v = atLeast(ability + (m.faceUp ? 1 : 0), FIND_TARGET) * (target.loot[m.faceUp ? m.type : '?'] ?? 0) * decay;
      if (v > best) best = v;
    }
    // 17.2 #8: no English port while the Pardon is in force; RULINGS B35: destroyed ports are gone.
    if (!target.attackable || (pardon && target.english) || s.destroyedPorts.includes(target.port)) continue;
    const odds = attackOdds(strength + (p.info[target.port] ?? 0) - target.defense, s.attackedPorts.includes(target.port));
    const v = (odds.win * target.gain - odds.lossHits * SHIP_COMBAT * 2) * decay;
    if (v > best) best = v;
  }
  return best;
}

/** The share of the game still to play, 1 at the start down to 0.05 (4.1: the 3rd General Pardon ends it). */
export function gameLeft(s: GameState): number {
  let deck = 0;
  let discard = 0;
  for (const k of Object.keys(s.deck)) deck += s.deck[k] ?? 0;
  for (const k of Object.keys(s.discard)) discard += s.discard[k] ?? 0;
  const cycle = deck + discard > 0 ? discard / (deck + discard) : 1;
  return Math.max(0.05, Math.min(1, (3 - s.generalPardon.appearances - cycle) / 3));
}

/** The value of one Pirate in play (see the module comment), `left` = gameLeft(s). */
/** `at` and `found` serve the quick System Player: the Pirate elsewhere, without what he has Found. */
function pirateValue(s: GameState, ix: ComponentIndex, t: Tables, p: PirateState, left: number, at = p.location, found = true): number {
  let cash = 0;
  for (const h of p.holds) cash += h;
  let v = p.np * (1 + RETIRE_SHARE) + (RETIRE_SHARE * p.netWorth) / 100 + (RETIRE_SHARE * BOOTY_SHARE * cash) / 100;
  for (const h of p.hostages) v += ix.hostage[h.kind]?.value ?? 0;
  if (found) v = withFound(s, ix, t, p, v);
  v += OPPORTUNITY_SHARE * (p.dr ? REACH_DECAY : 1) * opportunity(s, ix, t, p, MAX_REACH, at);
  v += FUTURE * left;
  v += SHIP_COMBAT * p.combat + SHIP_SPEED * p.speed;
  if (p.loyalty < 3) v -= LOYALTY_RISK * (3 - p.loyalty);
  if (p.dr) v -= DR_COST;
  return v;
}

/**
 * What a Pirate has Found and may still take: FOUND_SHARE x the Loot of each Merchant he has Found
 * and may still Loot (RULINGS B29: only in the finder's Player-Turn, unless the option), and of the
 * Sack he may make with his very next Action (9.55), added to `v` (term by term, so that the
 * estimate's sums keep their order to the last bit).
 */
function withFound(s: GameState, ix: ComponentIndex, t: Tables, p: PirateState, v: number): number {
  const mine = s.turn.player === p.owner && s.turn.phase === 'play' && s.turn.actionsLeft > 0;
  if (mine || s.config.options.foundPersists) {
    for (const port of Object.keys(s.merchants)) {
      const m = s.merchants[port];
      if (!m || m.foundBy !== p.id || s.stack.some((f) => f.kind === 'loot' && f.port === port)) continue;
      v += FOUND_SHARE * (t.port.get(port)?.loot[m.type] ?? 0);
    }
  }
  if (mine && p.sackable) v += FOUND_SHARE * sackValue(ix, t, p, p.sackable);
  return v;
}

/** 9.55: P(d6 + Cruelty > Defense) x NP 2 x Value, less the D&R that follows. */
function sackValue(ix: ComponentIndex, t: Tables, p: PirateState, port: string): number {
  const target = t.port.get(port);
  if (!target) return 0;
  const cruelty = ix.pirate[p.id]?.cruelty ?? 0;
  return atLeast(cruelty, target.defense + 1) * (2 * target.value * (1 + RETIRE_SHARE) - DR_COST);
}

/** What a procedure under way has won for the owner of its Pirate and not yet handed over. */
function inProgress(s: GameState, ix: ComponentIndex, t: Tables, out: Record<string, number>): void {
  for (const f of s.stack) {
    if (f.kind !== 'loot' && f.kind !== 'attackPort' && f.kind !== 'sackPort') continue;
    const p = s.pirates[f.pirate];
    if (!p || out[p.owner] === undefined) continue;
    let v = 0;
    if (f.kind === 'loot') {
      const rating = ix.merchantType[f.merchant]?.cargo ?? 0;
      const column = p.location.kind === 'sea' ? (ix.seaArea[p.location.area]?.cargoColumn ?? 'atlantic') : 'atlantic';
      if (f.cargoState === 'pending') v += lootValue(ix, rating, column, f.step === 'announce' || f.step === 'cargoRoll' ? null : f.cargo);
      if (f.hostage && !f.hostageDone) v += ix.hostage[f.hostage]?.value ?? 0;
    } else if (f.kind === 'attackPort') {
      const target = t.port.get(f.port);
      if (!target) continue;
      if (f.step === 'announce' || f.step === 'attackRoll' || f.step === 'defenseRoll') {
        const ability = ix.pirate[p.id]?.ability ?? 0;
        const margin = p.combat + ability + (p.heavyGuns ? 2 : 0) + (p.info[f.port] ?? 0) - target.defense;
        // Once his die is rolled, only the defence is left to chance.
        const die = f.step === 'defenseRoll' ? f.attack[0] : undefined;
        const odds = attackOdds(margin + (die ?? 0), s.attackedPorts.includes(f.port), die !== undefined);
        v += odds.win * attackGain(target.value) - odds.lossHits * SHIP_COMBAT;
      } else if (f.step === 'lootRoll') v += attackGain(target.value);
      else if (f.step === 'stow') v += 2 * target.value * (1 + RETIRE_SHARE) + (RETIRE_SHARE * BOOTY_SHARE * f.booty) / 100;
    } else if (f.step !== 'complete') v += sackValue(ix, t, p, f.port);
    out[p.owner] = (out[p.owner] ?? 0) + v;
  }
}

/** VP estimates of every player (see the module comment), in one pass over the Pirates (internal: the policy's leaf). */
export function estimateAll(s: GameState, ix: ComponentIndex): Record<string, number> {
  const out: Record<string, number> = {};
  for (const q of s.order) out[q] = s.players[q]?.vp ?? 0;
  if (s.over) return out;
  const t = tablesOf(ix);
  const left = gameLeft(s);
  for (const id of Object.keys(s.pirates)) {
    const p = s.pirates[id];
    if (p && out[p.owner] !== undefined) out[p.owner] = (out[p.owner] ?? 0) + pirateValue(s, ix, t, p, left);
  }
  for (const q of s.order) {
    const me = s.players[q];
    if (!me) continue;
    let v = PIRATE_IN_HAND * FUTURE * left * me.pirateHand.length + CARD * me.hand.length;
    if (s.turn.player === q && s.turn.phase === 'play') v += ACTION * s.turn.actionsLeft;
    out[q] = (out[q] ?? 0) + v;
  }
  if (s.stack.length > 1) inProgress(s, ix, t, out);
  return out;
}

/** A VP estimate of one player's position (see the module comment). */
export function estimateVp(s: GameState, player: PlayerId): number {
  return estimateAll(s, componentsOf(s))[player] ?? 0;
}

/**
 * The parts of the estimate that the quick System Player (src/solo/quick.ts) scores one action
 * with, without playing it: the value of one Pirate as he is or moved elsewhere, and the expected
 * worth of a Find, Loot, Attack or Sack. All in VP, with the weights above.
 */
export interface Valuation {
  s: GameState;
  ix: ComponentIndex;
  t: Tables;
  left: number;
  /** Values already computed in `s`, by Pirate object (a variant is a new object). */
  worth: Map<PirateState, number>;
  found: Map<PirateState, number>;
}

export function valuation(s: GameState, ix: ComponentIndex): Valuation {
  return { s, ix, t: tablesOf(ix), left: gameLeft(s), worth: new Map(), found: new Map() };
}

/** A Pirate's value (his share of the estimate above); `s` replaces the position read (a variant). */
export function pirateWorth(v: Valuation, p: PirateState, s: GameState = v.s): number {
  if (s !== v.s) return pirateValue(s, v.ix, v.t, p, v.left);
  let w = v.worth.get(p);
  if (w === undefined) v.worth.set(p, (w = pirateValue(s, v.ix, v.t, p, v.left)));
  return w;
}

/** The part of {@link pirateWorth} that a Move or the end of his Player-Turn forfeits (B29, 9.55). */
export function foundWorth(v: Valuation, p: PirateState): number {
  let w = v.found.get(p);
  if (w === undefined) v.found.set(p, (w = withFound(v.s, v.ix, v.t, p, 0)));
  return w;
}

/** His worth at `at` (where a Move would take him), without what he has Found (a Move forfeits it, B29). */
export function movedWorth(v: Valuation, p: PirateState, at: PirateState['location']): number {
  return pirateValue(v.s, v.ix, v.t, p, v.left, at, false);
}

/** The best target a Pirate could take at `at` with no further Move (a Find, or an Attack). */
export function targetWorth(v: Valuation, p: PirateState, at = p.location): number {
  return opportunity(v.s, v.ix, v.t, p, 0, at);
}

/** 8.32: the expected worth of Looting a Merchant of `type` ('?' face down) at `port`. */
export function lootWorth(v: Valuation, port: string, type: string): number {
  return v.t.port.get(port)?.loot[type] ?? 0;
}

/**
 * 9.52-9.54: the expected worth of Attacking `port` now: the win's NP and Booty, less a loss's
 * hits, and a loss that sinks the ship (6.25: Combat below 0) costs the Pirate's whole worth.
 */
export function attackWorth(v: Valuation, p: PirateState, port: string): number {
  const target = v.t.port.get(port);
  if (!target) return 0;
  const ability = v.ix.pirate[p.id]?.ability ?? 0;
  const margin = p.combat + ability + (p.heavyGuns ? 2 : 0) + (p.info[port] ?? 0) - target.defense;
  const twoDice = v.s.attackedPorts.includes(port); // 9.58
  let win = 0;
  let hits = 0;
  let sunk = 0;
  const second = twoDice ? 6 : 1;
  // 12.0: with Cunning left, a 1 or a 2 is rerolled (src/solo/quick.ts), so each of them comes up
  // 1/18 of the time and each of 3-6 4/18.
  const cunning = v.s.config.options.cunning && p.cunning > 0;
  for (let die = 1; die <= 6; die++) {
    const pd = (cunning ? (die <= 2 ? 1 / 18 : 4 / 18) : 1 / 6) / (6 * second);
    for (let a = 1; a <= 6; a++) {
      for (let b = twoDice ? 1 : 0; b <= (twoDice ? 6 : 0); b++) {
        const diff = die + margin - (a + b);
        if (diff > 0) win += pd;
        else if (-diff > p.combat) sunk += pd;
        else hits -= diff * pd;
      }
    }
  }
  return win * target.gain - hits * SHIP_COMBAT - (sunk > 0 ? sunk * pirateValue(v.s, v.ix, v.t, p, v.left) : 0);
}

/** 9.55: the expected worth of Sacking `port` now. */
export function sackWorth(v: Valuation, p: PirateState, port: string): number {
  return sackValue(v.ix, v.t, p, port);
}
