/**
 * Naval and crew combat (ledger MM Combat 1-21, MM Crew 1-5, MM Weapons 2-4/6-7, MM Ships 6/8, MM
 * Scout 1/3/7, MM Yard 15/17/20/21, MM Captains 2/4, MM Dice 3, MM Bounty 1-2/4/10-11, MM Win 3(a),
 * MM NPC 20-21, MM Glory 3, MM Crew 5; rulings M4, M16, M27, M35, M36, M39, M46, M48-M53, MR18-MR25): a battle between two
 * sides, each a player or an NPC (an NPC's decisions are its controller's, M46), as one kernel frame
 * whose every die is a chance node. Plunder and rewards are ./plunder.ts.
 *
 * The entry point for other procedures (an NPC that attacks or is attacked) is {@link startCombat};
 * when the combat frame pops, `s.combatResult` holds the outcome.
 */
import { emit, pop, push, type Handler } from '../kernel.js';
import type { Action } from '../actions.js';
import type { Ix } from '../components/load.js';
import { LOCATIONS, type Effect, type Location, type ModType, type Nation, type WeaponType } from '../components/schema.js';
import type { CombatSide, FrameOf, GameState, PlayerId, Track } from '../state.js';
import { addBounty, captainOf, cargoRoom, faceOf, gain, gainGlory, inc, type MCtx, type MM, pl, removeOne, rollEvent, shipValues, successes } from './shared.js';
import { diceFor, restore, specialistPower, statBonus } from './glory.js';
import { die } from './death.js';
import { holds } from './effects.js';
import { completeMission } from './missions.js';
import { beginPlunder, rewardNations } from './plunder.js';

type Side = 0 | 1;
type CombatFrame = FrameOf<'combat'>;
type Decl = 'shoot' | 'board' | 'flee';
const other = (i: Side): Side => (i === 0 ? 1 : 0);
const ROLE = ['aggressor', 'defender'] as const;

/** MM NPC 20, M46: the player to the left of the one fighting (the next seat clockwise); with 2 players, the opponent. */
export function npcController(s: GameState, fighter: PlayerId): PlayerId {
  const i = s.seats.indexOf(fighter);
  return s.seats[(i + 1) % s.seats.length] as PlayerId;
}

/** Who decides for a side: the player, or an NPC's controller (M46). */
export function deciderOf(side: CombatSide): PlayerId {
  return side.kind === 'player' ? side.player : side.controller;
}

/** The current hit-location values of a side (an NPC's live in the frame, M47). */
function trackOf(s: GameState, side: CombatSide): Track {
  return side.kind === 'player' ? pl(s, side.player).track : side.track;
}

/** MM NPC 22, M46: NPCs have no Ship Modifications or Special Weapons. */
function modsOf(s: GameState, side: CombatSide): readonly ModType[] {
  return side.kind === 'player' ? pl(s, side.player).mods : [];
}
function weaponsOf(s: GameState, side: CombatSide): readonly WeaponType[] {
  return side.kind === 'player' ? pl(s, side.player).weapons : [];
}

function maneuverability(s: GameState, ix: Ix, side: CombatSide): number {
  return side.kind === 'player' ? shipValues(ix, pl(s, side.player)).maneuverability : ix.set.ships[side.ship].maneuverability;
}

/** A player is a pirate while he has any bounty (MM Terms, MM Bounty 4). */
function isPirate(s: GameState, p: PlayerId): boolean {
  return Object.values(pl(s, p).bounties).some((n) => n > 0);
}

/** M12, MM Captains 7: a Captain's nationality is his home port's nation. */
export function nationalityOf(s: GameState, ix: Ix, p: PlayerId): Nation | null {
  const x = pl(s, p);
  return x.captain ? (ix.portNation.get(captainOf(ix, x).homePort) ?? null) : null;
}

/**
 * MM Combat 4, MM Ships 8, M49: a side's Seamanship dice: the skill (with the dice modifiers of
 * cards and Specialists), +1 when its Maneuverability is 2 or more above the opponent's; exactly 1
 * die with its Masts destroyed (MM Combat 15).
 */
export function seamanshipDice(s: GameState, ix: Ix, f: CombatFrame, i: Side): number {
  const side = f.sides[i];
  if (trackOf(s, side).masts === 0) return 1;
  const base = side.kind === 'player' ? diceFor(s, ix, side.player, 'seamanship') : Math.max(1, side.skills.seamanship);
  return base + (maneuverability(s, ix, side) >= maneuverability(s, ix, f.sides[other(i)]) + 2 ? 1 : 0);
}

/** MM Crew 2, MM Captains 4: a side's Leadership dice in crew combat. */
function leadershipDice(s: GameState, ix: Ix, side: CombatSide): number {
  return side.kind === 'player' ? diceFor(s, ix, side.player, 'leadership') : Math.max(1, side.skills.leadership);
}

/** MM Dice 3, MM Combat 6: the tie-break: the sum of the non-skull faces. */
export function nonSkullSum(dice: readonly number[]): number {
  return dice.reduce((n, d) => n + (d <= 4 ? d : 0), 0);
}

/** MM Combat 5-6 (and MM Crew 4): who wins a contest: more successes, then the higher non-skull sum; else nobody. */
export function contestWinner(a: readonly number[], b: readonly number[], needSuccess: boolean): Side | null {
  const [sa, sb] = [successes(a), successes(b)];
  if (needSuccess && sa === 0 && sb === 0) return null;
  if (sa !== sb) return sa > sb ? 0 : 1;
  const [ta, tb] = [nonSkullSum(a), nonSkullSum(b)];
  return ta === tb ? null : ta > tb ? 0 : 1;
}

/** MM Combat 3, 15, 16, MM NPC 21, M48: the actions a side may declare. */
export function declOptions(s: GameState, f: CombatFrame, i: Side): Decl[] {
  const t = trackOf(s, f.sides[i]);
  const o = trackOf(s, f.sides[other(i)]);
  // MM Combat 2: in round 1 the only action is Shoot; MM Combat 15: destroyed Masts allow only Shoot.
  if (f.round <= 1 || t.masts === 0) return ['shoot'];
  const out: Decl[] = ['shoot'];
  // MM Combat 16, MM Ships 5: no Crew, no Board.
  if (t.crew > 0) out.push('board');
  // MM NPC 21, M46: an NPC may Flee only with fewer current Cannons or Crew than its opponent.
  const side = f.sides[i];
  if (side.kind !== 'npc' || t.cannons < o.cannons || t.crew < o.crew) out.push('flee');
  return out;
}

function sideRef(side: CombatSide): { player: PlayerId | null; npc: string | null } {
  return side.kind === 'player' ? { player: side.player, npc: null } : { player: null, npc: side.id };
}

/** A roll made for a side: a player's roll event (its "this roll" modifiers used), or the NPC's. */
function combatRoll(ctx: MCtx, side: CombatSide, skill: string, dice: readonly number[], rule: string): number {
  if (side.kind === 'player') return rollEvent(ctx, side.player, skill, dice, rule);
  const n = successes(dice);
  emit(ctx, { type: 'npcRoll', rule, npc: side.id, skill, faces: dice.map(faceOf), successes: n });
  return n;
}

/** MM Combat 12: one hit moves the cube down; a destroyed location passes it to the Hull (unless `pass` is false, MM Weapons 3-4). */
function damage(ctx: MCtx, side: CombatSide, loc: Location, pass: boolean, rule: string, f?: CombatFrame, k?: Side): void {
  const t = trackOf(ctx.s, side);
  const at: Location | null = t[loc] > 0 ? loc : pass ? 'hull' : null;
  if (at === null || t[at] === 0) return;
  // MM Glory 5, MR26: a Surgeon saves Crew losses, so many per combat.
  if (at === 'crew' && f && k !== undefined && side.kind === 'player' && f.surgeon[k] < specialistPower(ctx.s, ctx.ix, side.player, 'crew')) {
    f.surgeon[k] += 1;
    emit(ctx, { type: 'crewSaved', rule: 'MM Glory 5', player: side.player });
    return;
  }
  t[at] -= 1;
  if (side.kind === 'player') emit(ctx, { type: 'damaged', rule, player: side.player, location: at, value: t[at] });
  else emit(ctx, { type: 'npcDamaged', rule, npc: side.id, location: at, value: t[at] });
}

/**
 * The entry point (coordination note of issue 27): a naval combat between `aggressor` and
 * `defender`, started under `rule` (MM Scout 3 for a player's scout, MM NPC 13 for an NPC's).
 * MM Bounty 1 (1), 2, MM Scout 7, M35: a player who starts combat with a non-pirate (a player
 * without bounty, or a Naval ship) gets a bounty of the victim's nation at once, before any dice.
 */
export function startCombat(ctx: MCtx, aggressor: CombatSide, defender: CombatSide, rule: string): void {
  const s = ctx.s;
  if (aggressor.kind === 'player') {
    const victim: Nation | null = defender.kind === 'npc' ? defender.nation : isPirate(s, defender.player) ? null : nationalityOf(s, ctx.ix, defender.player);
    if (victim) addBounty(ctx, aggressor.player, victim, 'MM Bounty 1');
  }
  s.combatResult = null;
  emit(ctx, { type: 'combatStarted', rule, aggressor: sideRef(aggressor), defender: sideRef(defender) });
  const f = combatFrame(aggressor, defender, rule);
  // MR47: the combat's first card window (ledger F.4 `combat.start`), before round 1's Long Guns.
  openWindow(f, 'start');
  push(ctx, f);
}

/** A fresh combat frame, before round 1's Long Guns (MM Yard 21). */
export function combatFrame(aggressor: CombatSide, defender: CombatSide, rule: string): CombatFrame {
  return {
    kind: 'combat', sides: [aggressor, defender], rule, round: 1, crewRound: 0, step: 'longGuns', i: 0, then: 'declare',
    decl: [null, null], dice: [null, null], reroll: [], volleys: [], chasers: [false, false], relocated: [0, 0], crewBefore: [0, 0],
    winner: null, how: null, sunk: [], window: null, passed: [false, false], lastCard: null, gunner: [0, 0], surgeon: [0, 0], rerollSide: null, cardHits: null,
  };
}

/** MM Crew 5, MR25, MR47: the combat card windows and the moments of ledger F.4 they stand for. */
const WINDOWS = { start: 'combat.start', declared: 'naval.declared', contest: 'naval.afterContestRoll', hits: 'naval.afterHitLocations', crewBefore: 'crew.before', crew: 'crew.afterRoll' } as const;
type Window = keyof typeof WINDOWS;
type Reroll = Extract<Effect, { op: 'reroll' }>;

/** A card's re-roll effect, if it is a plain re-roll card for this window's roll. */
function rerollOf(ix: Ix, id: string, window: Window): Reroll | null {
  const card = ix.glory.get(id);
  if (!card || card.specialist || card.hook !== null || card.effects.length !== 1) return null;
  const e = card.effects[0];
  if (window !== 'contest' && window !== 'crew') return null;
  if (e?.op !== 'reroll' || (e.roll !== undefined && e.roll !== 'any' && e.roll !== window)) return null;
  return e;
}

/**
 * MR47: an effect side `i` can carry out in window `w`: Seamanship or Leadership dice for the rest
 * of the battle; hits on the opponent's named location (in the naval windows, before the sinking
 * is checked); his own Crew or a named location back up to the ship's values; and, after a volley's
 * hit locations, moving or cancelling hits of it: received ones by its target, inflicted ones by
 * its shooter.
 */
function combatEffect(s: GameState, f: CombatFrame, i: Side, w: Window, e: Effect): boolean {
  const self = !('who' in e) || e.who === undefined || e.who === 'self';
  switch (e.op) {
    case 'modifier':
      return (e.skill === 'seamanship' || e.skill === 'leadership') && e.dice !== undefined && e.stat === undefined && e.duration === 'thisBattle';
    case 'damage':
      return e.who === 'opponent' && e.location !== 'roll' && e.location !== 'choice' && (w === 'start' || w === 'declared' || w === 'contest' || w === 'hits');
    case 'repair':
      return self && e.location !== 'roll' && e.location !== 'choice' && e.location !== 'crew';
    case 'crew':
      return self && (e.delta === 'fill' || e.delta > 0);
    case 'relocateHit':
    case 'absorbHit': {
      const v = f.volleys[0];
      return w === 'hits' && v !== undefined && v.hits.length > 0 && (e.of === 'received' ? other(v.from) === i : v.from === i);
    }
    default:
      return false;
  }
}

/** Whether side `i` may play card `id` in window `w` (its own card, or one Fast Learner copies). */
function playableIn(s: GameState, ix: Ix, f: CombatFrame, i: Side, w: Window, id: string, copy = false): boolean {
  const card = ix.glory.get(id);
  if (!card || card.specialist || card.hook !== null || card.effects.length === 0) return false;
  if (!copy && card.play.window !== WINDOWS[w]) return false;
  if (rerollOf(ix, id, w)) return true;
  return card.effects.every((e) => combatEffect(s, f, i, w, e));
}

/**
 * MM Crew 5, MM Glory 3, M39, MR25, MR47: the combat cards side `i` may play now: a card of this
 * window whose every effect this version carries out here, or a card that copies the one the
 * opponent just played (Fast Learner, hook `copyLastPlayedCard`, L1095).
 */
export function combatCards(s: GameState, ix: Ix, f: CombatFrame, i: Side): string[] {
  const side = f.sides[i];
  if (side.kind !== 'player' || f.window === null) return [];
  const w = f.window;
  const out: string[] = [];
  for (const id of [...new Set(pl(s, side.player).hand)].sort()) {
    const card = ix.glory.get(id);
    if (!card) continue;
    if (card.hook === 'copyLastPlayedCard') {
      if (f.lastCard && f.lastCard.by !== i && playableIn(s, ix, f, i, w, f.lastCard.card, true)) out.push(id);
    } else if (playableIn(s, ix, f, i, w, id)) out.push(id);
  }
  return out;
}

/** MR25, MR47: open a card window (M39: aggressor first; eligible = a non-empty hand). */
function openWindow(f: CombatFrame, w: Window): void {
  Object.assign(f, { window: w, passed: [false, false], lastCard: null, i: 0, step: 'cards' });
}

/**
 * M39: both have passed since the last card: the window closes and the battle goes on where it was;
 * MM Combat 13, MR47: a ship a card's hits sank before any volley ends it at once (the sinking is
 * checked as after a volley).
 */
function closeWindow(s: GameState, f: CombatFrame): void {
  const next: Record<Window, CombatFrame['step']> = { start: 'longGuns', declared: f.decl.includes('flee') ? 'chasers' : 'roll', contest: 'contest', hits: 'volleys', crewBefore: 'crewStart', crew: 'crewHits' };
  const w = f.window;
  const sunk = (w === 'start' || w === 'declared' || w === 'contest') && f.sides.some((x) => trackOf(s, x).hull === 0);
  Object.assign(f, { window: null, lastCard: null, i: 0, step: sunk ? 'settle' : w ? next[w] : 'contest' });
}

/** MR47: carry out a combat card's effects (other than a re-roll) for side `i`. */
function runCombatCard(ctx: MCtx, f: CombatFrame, i: Side, card: string): void {
  const side = f.sides[i];
  if (side.kind !== 'player') return;
  for (const e of ctx.ix.glory.get(card)?.effects ?? []) {
    switch (e.op) {
      case 'modifier':
        // Ledger F.4 duration `thisBattle`: until the combat ends (finish).
        ctx.s.modifiers.push({ player: side.player, card, effect: e, duration: 'thisBattle' });
        break;
      case 'damage':
        for (let k = 0; k < e.n; k++) damage(ctx, f.sides[other(i)], e.location as Location, true, 'MM Glory 3', f, other(i));
        break;
      case 'repair':
      case 'crew':
        restore(ctx, side.player, e.op === 'crew' ? 'crew' : (e.location as Location), e.op === 'crew' ? e.delta : e.n, 'MM Glory 3');
        break;
      case 'relocateHit':
      case 'absorbHit':
        f.cardHits = { op: e.op === 'relocateHit' ? 'relocate' : 'absorb', by: i, left: e.n };
        break;
      default:
        break;
    }
  }
}

/** A Captain's relocation ability (ledger F.4 `relocateHit` of received hits): MR20, its `n` per battle, whatever its `uses`. */
function relocations(s: GameState, ix: Ix, side: CombatSide): number {
  if (side.kind !== 'player') return 0;
  const x = pl(s, side.player);
  if (!x.captain) return 0;
  let n = 0;
  for (const a of captainOf(ix, x).abilities) for (const e of a.effects) if (e.op === 'relocateHit' && e.of === 'received' && a.hook === null) n += e.n;
  return n;
}

/** M52: neither side can inflict damage or board, and no Chasers are left: the combat cannot end otherwise. */
function deadlocked(s: GameState, f: CombatFrame): boolean {
  return ([0, 1] as const).every((i) => {
    const t = trackOf(s, f.sides[i]);
    const chasers = modsOf(s, f.sides[i]).includes('chasers') && !f.chasers[i];
    return t.cannons === 0 && (t.crew === 0 || t.masts === 0) && !chasers;
  });
}

function volleyTarget(f: CombatFrame): Side {
  const v = f.volleys[0];
  if (!v) throw new Error('internal: no volley');
  return other(v.from);
}

/** The next round (MM Combat 1), or its end with no winner by M52. */
function nextRound(ctx: MCtx, f: CombatFrame): void {
  if (f.round >= ctx.s.config.options.maxCombatRounds || deadlocked(ctx.s, f)) {
    emit(ctx, { type: 'combatStalled', rule: 'M52', rounds: f.round });
    f.how = 'noWinner';
    f.winner = null;
    f.step = 'finish';
    return;
  }
  f.round += 1;
  Object.assign(f, { step: 'declare', i: 0, decl: [null, null], dice: [null, null], winner: null });
}

/** Go on to the volleys (if any), then to `then`. */
function toVolleys(ctx: MCtx, f: CombatFrame, then: CombatFrame['then']): void {
  f.then = then;
  f.step = f.volleys.length > 0 ? 'volleys' : 'settle';
}

/** MM Combat 7, M50, MM Combat 17, 19: the hits of each Shoot this round. */
function shootHits(s: GameState, ix: Ix, f: CombatFrame, i: Side, winner: Side | null): number {
  if (f.decl[i] !== 'shoot') return 0;
  const side = f.sides[i];
  const cannons = trackOf(s, side).cannons;
  // MM Glory 5 (Gunner Captain, ledger F.4 `modifier hits`): more hits on a won Shoot, at most 5; none without Cannons.
  const bonus = side.kind === 'player' && cannons > 0 ? statBonus(s, ix, side.player, 'hits') : 0;
  return winner === i ? Math.min(5, cannons + bonus) : Math.min(successes(f.dice[i] ?? []), cannons);
}

export const combat: Handler<MM, CombatFrame> = {
  rule: (f) =>
    ({
      longGuns: 'MM Yard 21', declare: 'MM Combat 2', chasers: 'MM Yard 17', roll: 'MM Combat 4', hooks: 'MM Weapons 2', hookRoll: 'MM Weapons 2', cards: 'MM Crew 5', cardDice: 'MM Crew 5', cardRoll: 'MM Crew 5', cardHits: 'MM Glory 3',
      contest: 'MM Combat 5', volleys: 'MM Combat 11', settle: 'MM Combat 13', swivel: 'MM Yard 20', crewStart: 'MM Crew 1', crewRoll: 'MM Crew 2',
      crewHits: 'MM Crew 2', finish: 'MM Combat 20',
    })[f.step],
  node(s, f, ix) {
    const side = f.sides[f.i];
    const me = deciderOf(side);
    switch (f.step) {
      case 'longGuns': {
        const c = trackOf(s, side).cannons;
        return modsOf(s, side).includes('long-guns') && c > 0 ? { kind: 'chance', spec: { kind: 'dice', count: c, label: 'a Long Guns roll' } } : { kind: 'auto' };
      }
      case 'declare':
        return declOptions(s, f, f.i).length > 1 ? { kind: 'decision', player: me } : { kind: 'auto' };
      case 'chasers':
        return modsOf(s, side).includes('chasers') && !f.chasers[f.i] ? { kind: 'decision', player: me } : { kind: 'auto' };
      case 'roll':
        return { kind: 'chance', spec: { kind: 'dice', count: seamanshipDice(s, ix, f, f.i), label: `the ${ROLE[f.i]}’s Seamanship roll` } };
      case 'hooks':
        return f.decl[f.i] === 'board' && weaponsOf(s, side).includes('grappling-hooks') ? { kind: 'decision', player: me } : { kind: 'auto' };
      case 'hookRoll':
        return { kind: 'chance', spec: { kind: 'dice', count: f.reroll.length, label: 'the Grappling Hooks re-roll' } };
      case 'cards':
        // M39: every participant with a card in hand is asked (public information), an NPC never (M46).
        return side.kind === 'player' && !f.passed[f.i] && pl(s, side.player).hand.length > 0 ? { kind: 'decision', player: me } : { kind: 'auto' };
      case 'cardDice':
        return { kind: 'decision', player: deciderOf(f.sides[f.lastCard?.by ?? 0]) };
      case 'cardRoll':
        return { kind: 'chance', spec: { kind: 'dice', count: f.reroll.length, label: 'a card’s re-roll' } };
      case 'cardHits':
        return f.cardHits && (f.volleys[0]?.hits.length ?? 0) > 0 ? { kind: 'decision', player: deciderOf(f.sides[f.cardHits.by]) } : { kind: 'auto' };
      case 'volleys': {
        const v = f.volleys[0];
        if (!v) return { kind: 'auto' };
        const from = f.sides[v.from];
        const to = f.sides[other(v.from)];
        switch (v.step) {
          case 'roll':
            return { kind: 'chance', spec: { kind: 'dice', count: v.n, label: 'the hit-location dice' } };
          case 'gunner':
            return from.kind === 'player' && f.gunner[v.from] < specialistPower(s, ix, from.player, 'reroll') ? { kind: 'decision', player: deciderOf(from) } : { kind: 'auto' };
          case 'gunnerRoll':
            return { kind: 'chance', spec: { kind: 'dice', count: 1, label: 'the Master Gunner’s re-roll' } };
          case 'shot':
            return v.source !== 'longGuns' && v.hits.some((h) => h.by === 'skull') && weaponsOf(s, from).some((w) => w === 'chain-shot' || w === 'grapeshot') ? { kind: 'decision', player: deciderOf(from) } : { kind: 'auto' };
          case 'place':
            return v.hits.some((h) => h.loc === null) ? { kind: 'decision', player: deciderOf(to) } : { kind: 'auto' };
          case 'relocate':
            return f.relocated[other(v.from)] < relocations(s, ix, to) && v.hits.length > 0 ? { kind: 'decision', player: deciderOf(to) } : { kind: 'auto' };
          case 'absorb':
            return to.kind === 'player' && modsOf(s, to).includes('reinforced-hull') && !pl(s, to.player).hullFlipped && v.hits.length > 0 ? { kind: 'decision', player: deciderOf(to) } : { kind: 'auto' };
          case 'apply':
            return { kind: 'auto' };
        }
        return { kind: 'auto' };
      }
      case 'swivel':
        return modsOf(s, side).includes('swivel-guns') ? { kind: 'chance', spec: { kind: 'dice', count: 2, label: 'a Swivel Guns roll' } } : { kind: 'auto' };
      case 'crewRoll':
        return { kind: 'chance', spec: { kind: 'dice', count: leadershipDice(s, ix, side), label: `the ${ROLE[f.i]}’s Leadership roll` } };
      default:
        return { kind: 'auto' };
    }
  },
  legal(s, f, ix) {
    const side = f.sides[f.i];
    const me = deciderOf(side);
    const out: Action[] = [];
    if (f.step === 'declare') for (const action of declOptions(s, f, f.i)) out.push({ type: 'declare', player: me, action });
    else if (f.step === 'chasers') out.push({ type: 'useChasers', player: me, use: true }, { type: 'useChasers', player: me, use: false });
    else if (f.step === 'hooks') {
      // MM Weapons 2: re-roll any of one's dice (each distinct choice once; [] = keep them).
      for (const dice of subMultisets(f.dice[f.i] ?? [])) out.push({ type: 'grapple', player: me, dice });
    } else if (f.step === 'cards') {
      for (const card of combatCards(s, ix, f, f.i)) out.push({ type: 'playCombatCard', player: me, card });
      out.push({ type: 'passCards', player: me });
    } else if (f.step === 'cardDice' && f.lastCard && f.window) {
      // The card's `whose` and `dice` (ledger F.4 `reroll`): own, the opponent's or either side's; all or chosen dice.
      const by = f.lastCard.by;
      const e = rerollOf(ix, f.lastCard.card, f.window);
      const who = deciderOf(f.sides[by]);
      const sides: Side[] = e?.whose === 'own' ? [by] : e?.whose === 'opponent' ? [other(by)] : [0, 1];
      for (const k of sides) {
        const all = f.dice[k] ?? [];
        const choices = e?.dice === 'all' ? [all] : subMultisets(all).filter((d) => d.length > 0);
        for (const d of choices) out.push({ type: 'rerollDice', player: who, side: ROLE[k], dice: [...d] });
      }
    } else if (f.step === 'cardHits' && f.cardHits) {
      // MR47: the card's player picks the hits of the volley to move or cancel, one at a time, or stops.
      const v = f.volleys[0];
      const who = deciderOf(f.sides[f.cardHits.by]);
      const locs = [...new Set((v?.hits ?? []).map((h) => h.loc as Location))].sort();
      if (f.cardHits.op === 'relocate') {
        for (const from of locs) for (const to of LOCATIONS) if (to !== from) out.push({ type: 'relocateHit', player: who, from, to });
        out.push({ type: 'keepHits', player: who });
      } else {
        for (const location of locs) out.push({ type: 'absorbHit', player: who, location });
        out.push({ type: 'noAbsorb', player: who });
      }
    } else if (f.step === 'volleys') {
      const v = f.volleys[0];
      if (!v) return [];
      const from = f.sides[v.from];
      const to = f.sides[other(v.from)];
      if (v.step === 'gunner') {
        for (const die of [...new Set(v.dice)].sort((a, b) => b - a)) out.push({ type: 'gunnerReroll', player: deciderOf(from), die });
        out.push({ type: 'gunnerReroll', player: deciderOf(from), die: null });
      } else if (v.step === 'shot') {
        for (const w of ['chain-shot', 'grapeshot'] as const) if (weaponsOf(s, from).includes(w)) out.push({ type: 'useShot', player: deciderOf(from), weapon: w });
        out.push({ type: 'useShot', player: deciderOf(from), weapon: null });
      } else if (v.step === 'place') for (const location of LOCATIONS) out.push({ type: 'placeHit', player: deciderOf(to), location });
      else if (v.step === 'relocate') {
        const locs = [...new Set(v.hits.map((h) => h.loc as Location))].sort();
        for (const from of locs) for (const to2 of LOCATIONS) if (to2 !== from) out.push({ type: 'relocateHit', player: deciderOf(to), from, to: to2 });
        out.push({ type: 'keepHits', player: deciderOf(to) });
      } else if (v.step === 'absorb') {
        for (const location of [...new Set(v.hits.map((h) => h.loc as Location))].sort()) out.push({ type: 'absorbHit', player: deciderOf(to), location });
        out.push({ type: 'noAbsorb', player: deciderOf(to) });
      }
    }
    return out;
  },
  step(ctx, f, input) {
    const s = ctx.s;
    const ix = ctx.ix;
    const i = f.i;
    const side = f.sides[i];
    const dice = input?.type === 'chance' && Array.isArray(input.value) ? input.value : null;
    switch (f.step) {
      case 'longGuns': {
        // MM Yard 21, M27: before the first round, 1 die per Cannons; each success is 1 hit (both sides, simultaneous).
        if (dice) {
          const n = combatRoll(ctx, side, 'long guns', dice, 'MM Yard 21');
          if (n > 0) f.volleys.push({ from: i, source: 'longGuns', n, step: 'roll', dice: [], hits: [], shot: null });
        }
        if (i === 0) f.i = 1;
        else {
          f.i = 0;
          toVolleys(ctx, f, 'declare');
        }
        return;
      }
      case 'declare': {
        // MM Combat 2, M48: the aggressor declares first, in public, then the defender.
        const opts = declOptions(s, f, i);
        const action: Decl = input?.type === 'declare' ? input.action : (opts[0] as Decl);
        f.decl[i] = action;
        emit(ctx, { type: 'declared', rule: f.round <= 1 ? 'MM Combat 2' : 'MM Combat 3', side: ROLE[i], ...sideRef(side), action });
        if (i === 0) {
          f.i = 1;
          return;
        }
        // MR47: the card window after the declarations (ledger F.4 `naval.declared`); then MM Yard 17,
        // M27: Chasers may hit after either side declares Flee (closeWindow).
        openWindow(f, 'declared');
        return;
      }
      case 'chasers': {
        if (input?.type === 'useChasers' && input.use) {
          f.chasers[i] = true;
          emit(ctx, { type: 'chasersUsed', rule: 'MM Yard 17', player: input.player });
          f.volleys.push({ from: i, source: 'chasers', n: 1, step: 'roll', dice: [], hits: [], shot: null });
        }
        if (i === 0) {
          f.i = 1;
          return;
        }
        f.i = 0;
        // MM Combat 10: both Flee: no dice, the combat ends (after the Chasers).
        toVolleys(ctx, f, f.decl[0] === 'flee' && f.decl[1] === 'flee' ? 'fled' : 'roll');
        return;
      }
      case 'roll': {
        if (!dice) return;
        // MM Combat 4: both roll Seamanship, the aggressor first.
        f.dice[i] = [...dice];
        combatRoll(ctx, side, 'seamanship', dice, 'MM Combat 4');
        if (i === 0) f.i = 1;
        else [f.i, f.step] = [0, 'hooks'];
        return;
      }
      case 'hooks': {
        if (input?.type === 'grapple' && input.dice.length > 0 && side.kind === 'player') {
          // MM Weapons 2, MR21, MR12: the token is discarded (to the supply) to re-roll the chosen dice.
          const p = pl(s, side.player);
          removeOne(p.weapons, 'grappling-hooks');
          inc(s.weaponSupply, 'grappling-hooks');
          emit(ctx, { type: 'weaponSpent', rule: 'MM Weapons 2', player: side.player, weapon: 'grappling-hooks' });
          f.reroll = [...input.dice];
          f.step = 'hookRoll';
          return;
        }
        if (i === 0) f.i = 1;
        else openWindow(f, 'contest');
        return;
      }
      case 'hookRoll': {
        if (!dice) return;
        const kept = [...(f.dice[i] ?? [])];
        for (const d of f.reroll) kept.splice(kept.indexOf(d), 1);
        f.dice[i] = [...kept, ...dice];
        f.reroll = [];
        combatRoll(ctx, side, 'seamanship', dice, 'MM Weapons 2');
        f.step = 'hooks';
        if (i === 0) f.i = 1;
        else openWindow(f, 'contest');
        return;
      }
      case 'cards': {
        if (input?.type === 'playCombatCard' && side.kind === 'player') {
          // MM Crew 5, M39: played and resolved at once (the aggressor's first); new cards may follow.
          const p = pl(s, side.player);
          removeOne(p.hand, input.card);
          inc(s.discard.glory, input.card);
          emit(ctx, { type: 'gloryPlayed', rule: 'MM Crew 5', player: side.player, card: input.card });
          const copied = ctx.ix.glory.get(input.card)?.hook === 'copyLastPlayedCard' ? (f.lastCard?.card ?? input.card) : input.card;
          f.lastCard = { card: copied, by: i };
          f.passed = [false, false];
          if (f.window && rerollOf(ctx.ix, copied, f.window)) {
            f.step = 'cardDice';
            return;
          }
          // MR47: the other effects at once; hits to move or cancel are chosen next.
          runCombatCard(ctx, f, i, copied);
          if (f.cardHits) f.step = 'cardHits';
          else f.i = 0;
          return;
        }
        f.passed[i] = true;
        if (!f.passed[other(i)]) {
          f.i = other(i);
          return;
        }
        // M39: the window closes when both have passed since the last card.
        closeWindow(s, f);
        return;
      }
      case 'cardHits': {
        const v = f.volleys[0];
        const ch = f.cardHits;
        if (v && ch && input?.type === 'relocateHit') {
          const h = v.hits.find((x) => x.loc === input.from);
          if (h) h.loc = input.to;
          emit(ctx, { type: 'hitRelocated', rule: 'MM Glory 3', player: input.player, from: input.from, to: input.to });
          ch.left -= 1;
        } else if (v && ch && input?.type === 'absorbHit') {
          const k = v.hits.findIndex((x) => x.loc === input.location);
          if (k >= 0) v.hits.splice(k, 1);
          emit(ctx, { type: 'hitAbsorbed', rule: 'MM Glory 3', player: input.player, location: input.location });
          ch.left -= 1;
        }
        // MR47: done when the card's hits are used, the player stops, or no hit is left.
        if (!ch || ch.left <= 0 || !v || v.hits.length === 0 || input?.type === 'keepHits' || input?.type === 'noAbsorb') Object.assign(f, { cardHits: null, step: 'cards', i: 0 });
        return;
      }
      case 'cardDice': {
        if (input?.type !== 'rerollDice') return;
        f.rerollSide = input.side === 'aggressor' ? 0 : 1;
        f.reroll = [...input.dice];
        f.step = 'cardRoll';
        return;
      }
      case 'cardRoll': {
        if (!dice || f.rerollSide === null) return;
        const k = f.rerollSide;
        const kept = [...(f.dice[k] ?? [])];
        for (const d of f.reroll) kept.splice(kept.indexOf(d), 1);
        f.dice[k] = [...kept, ...dice];
        combatRoll(ctx, f.sides[k], f.window === 'crew' ? 'leadership' : 'seamanship', dice, 'MM Crew 5');
        Object.assign(f, { reroll: [], rerollSide: null, i: 0, step: 'cards' });
        return;
      }
      case 'contest': {
        // MM Combat 5-6, MM Dice 3: more successes (no success on either side: nobody, MM Combat 5); then the higher non-skull sum; else nobody (MM Combat 6).
        const [a, b] = [f.dice[0] ?? [], f.dice[1] ?? []];
        const w = contestWinner(a, b, true);
        f.winner = w;
        emit(ctx, { type: 'contestWon', rule: successes(a) === successes(b) && successes(a) > 0 ? 'MM Combat 6' : 'MM Combat 5', winner: w === null ? null : ROLE[w], successes: [successes(a), successes(b)], sums: [nonSkullSum(a), nonSkullSum(b)] });
        // MM Combat 7, 19, M50: each Shoot inflicts its hits; both volleys land together.
        for (const k of [0, 1] as const) {
          const n = shootHits(s, ix, f, k, w);
          if (n > 0) f.volleys.push({ from: k, source: 'cannon', n, step: 'roll', dice: [], hits: [], shot: null });
        }
        toVolleys(ctx, f, 'outcome');
        return;
      }
      case 'volleys':
        return volleyStep(ctx, f, input);
      case 'settle':
        return settle(ctx, f);
      case 'swivel': {
        // MM Yard 20, M27, MR22: just before crew combat at sea, 2 dice; a success is 1 hit on the enemy Crew (both, together).
        if (dice) f.dice[i] = [...dice];
        if (dice) combatRoll(ctx, side, 'swivel guns', dice, 'MM Yard 20');
        if (i === 0) {
          f.i = 1;
          return;
        }
        for (const k of [0, 1] as const) if (successes(f.dice[k] ?? []) > 0) damage(ctx, f.sides[other(k)], 'crew', false, 'MM Yard 20', f, other(k));
        f.dice = [null, null];
        // MR47: the card window just before crew combat (ledger F.4 `crew.before`).
        openWindow(f, 'crewBefore');
        return;
      }
      case 'crewStart': {
        // MM Crew 1, MM Combat 16: crew combat; a side without Crew loses it at once (MR18: both without: no winner).
        const c = [trackOf(s, f.sides[0]).crew, trackOf(s, f.sides[1]).crew] as const;
        emit(ctx, { type: 'crewCombatStarted', rule: 'MM Crew 1' });
        if (c[0] === 0 || c[1] === 0) {
          f.winner = c[0] === 0 && c[1] === 0 ? null : c[0] === 0 ? 1 : 0;
          f.how = f.winner === null ? 'noWinner' : 'crew';
          f.step = 'finish';
          return;
        }
        Object.assign(f, { crewRound: 1, step: 'crewRoll', i: 0, dice: [null, null] });
        return;
      }
      case 'crewRoll': {
        if (!dice) return;
        // MM Crew 2: both roll Leadership at once; hits are capped by the Crew before the roll.
        f.dice[i] = [...dice];
        f.crewBefore[i] = trackOf(s, side).crew;
        combatRoll(ctx, side, 'leadership', dice, 'MM Crew 2');
        if (i === 0) f.i = 1;
        else openWindow(f, 'crew');
        return;
      }
      case 'crewHits': {
        const hits = ([0, 1] as const).map((k) => Math.min(successes(f.dice[k] ?? []), f.crewBefore[k]));
        for (const k of [0, 1] as const) for (let h = 0; h < (hits[k] ?? 0); h++) damage(ctx, f.sides[other(k)], 'crew', false, 'MM Crew 2', f, other(k));
        const c = [trackOf(s, f.sides[0]).crew, trackOf(s, f.sides[1]).crew] as const;
        if (c[0] === 0 || c[1] === 0) {
          // MM Crew 3-4, M53: the side without Crew loses; both at once: successes, then the non-skull sum; else no winner.
          f.winner = c[0] === 0 && c[1] === 0 ? contestWinner(f.dice[0] ?? [], f.dice[1] ?? [], false) : c[0] === 0 ? 1 : 0;
          f.how = f.winner === null ? 'noWinner' : 'crew';
          f.step = 'finish';
          return;
        }
        if (f.crewRound >= s.config.options.maxCombatRounds) {
          emit(ctx, { type: 'combatStalled', rule: 'M52', rounds: f.crewRound });
          [f.winner, f.how, f.step] = [null, 'noWinner', 'finish'];
          return;
        }
        Object.assign(f, { crewRound: f.crewRound + 1, step: 'crewRoll', i: 0, dice: [null, null] });
        return;
      }
      case 'finish':
        return finish(ctx, f);
    }
  },
};

/** Every distinct sub-multiset of `dice` (the empty one first): the choices of a re-roll. */
function subMultisets(dice: readonly number[]): number[][] {
  const counts = new Map<number, number>();
  for (const d of dice) counts.set(d, (counts.get(d) ?? 0) + 1);
  let out: number[][] = [[]];
  for (const [d, n] of [...counts].sort((a, b) => b[0] - a[0])) {
    const next: number[][] = [];
    for (const base of out) for (let k = 0; k <= n; k++) next.push([...base, ...Array<number>(k).fill(d)]);
    out = next;
  }
  return out.sort((a, b) => a.length - b.length);
}

/** MM Combat 11, M16: a 1-4 hits the location the component set numbers with it; a skull: the target chooses (null until placed). */
function hitsOf(ix: Ix, dice: readonly number[]): { loc: Location | null; by: 'die' | 'skull' }[] {
  const table = ix.set.hitLocationDie;
  return dice.map((d) => (d <= 4 ? { loc: table[d as 1 | 2 | 3 | 4], by: 'die' as const } : { loc: null, by: 'skull' as const }));
}

/** M51: one volley: hit-location dice, the attacker's shot, the target's skulls, relocation, absorption, then the hits. */
function volleyStep(ctx: MCtx, f: CombatFrame, input: Action | null): void {
  const s = ctx.s;
  const v = f.volleys[0];
  if (!v) {
    f.step = 'settle';
    return;
  }
  const target = f.sides[volleyTarget(f)];
  const from = f.sides[v.from];
  switch (v.step) {
    case 'roll': {
      if (input?.type !== 'chance' || !Array.isArray(input.value)) return;
      // MM Combat 11, M16: a 1-4 hits the location the component set numbers with it; a skull: the target chooses.
      v.dice = [...input.value];
      v.hits = hitsOf(ctx.ix, v.dice);
      emit(ctx, { type: 'hitLocations', rule: 'MM Combat 11', target: ROLE[other(v.from)], ...sideRef(target), faces: input.value.map(faceOf) });
      v.step = 'gunner';
      return;
    }
    case 'gunner':
      // MM Glory 5, MR26: a Master Gunner re-rolls one of his hit-location dice, so many per combat.
      if (input?.type === 'gunnerReroll' && input.die !== null) {
        f.gunner[v.from] += 1;
        v.dice.splice(v.dice.indexOf(input.die), 1);
        v.step = 'gunnerRoll';
        return;
      }
      v.step = 'shot';
      return;
    case 'gunnerRoll': {
      if (input?.type !== 'chance' || !Array.isArray(input.value)) return;
      v.dice.push(...input.value);
      v.hits = hitsOf(ctx.ix, v.dice);
      emit(ctx, { type: 'hitLocations', rule: 'MM Glory 5', target: ROLE[other(v.from)], ...sideRef(target), faces: v.dice.map(faceOf) });
      v.step = 'shot';
      return;
    }
    case 'shot':
      // MM Weapons 3-4, 6, M51: Chain-shot (Masts) or Grapeshot (Crew) takes every skull, one shot per volley.
      if (input?.type === 'useShot' && input.weapon !== null && from.kind === 'player') {
        const loc: Location = input.weapon === 'chain-shot' ? 'masts' : 'crew';
        const p = pl(s, from.player);
        removeOne(p.weapons, input.weapon);
        inc(s.weaponSupply, input.weapon);
        emit(ctx, { type: 'weaponSpent', rule: input.weapon === 'chain-shot' ? 'MM Weapons 3' : 'MM Weapons 4', player: from.player, weapon: input.weapon });
        v.hits = v.hits.map((h) => (h.by === 'skull' ? { loc, by: 'shot' } : h));
        v.shot = loc;
      }
      v.step = 'place';
      return;
    case 'place': {
      // MM Combat 11, M51: the target places each skull on any of the five locations.
      const h = v.hits.find((x) => x.loc === null);
      if (h && input?.type === 'placeHit') {
        h.loc = input.location;
        emit(ctx, { type: 'hitPlaced', rule: 'MM Combat 11', target: ROLE[other(v.from)], ...sideRef(target), location: input.location });
        return;
      }
      if (!h) {
        v.step = 'relocate';
        // MR47: the card window after the hit locations (ledger F.4 `naval.afterHitLocations`).
        if (v.hits.length > 0) openWindow(f, 'hits');
      }
      return;
    }
    case 'relocate':
      // M51 step 4, MR20: a relocation ability of the target (e.g. a Captain's, once per battle).
      if (input?.type === 'relocateHit') {
        const h = v.hits.find((x) => x.loc === input.from);
        if (h) h.loc = input.to;
        f.relocated[other(v.from)] += 1;
        emit(ctx, { type: 'hitRelocated', rule: 'M51', player: input.player, from: input.from, to: input.to });
      }
      v.step = 'absorb';
      return;
    case 'absorb':
      // MM Yard 15, M51: Reinforced Hull absorbs one hit after the locations are known.
      if (input?.type === 'absorbHit' && target.kind === 'player') {
        const k = v.hits.findIndex((x) => x.loc === input.location);
        if (k >= 0) v.hits.splice(k, 1);
        pl(s, target.player).hullFlipped = true;
        emit(ctx, { type: 'hitAbsorbed', rule: 'MM Yard 15', player: target.player, location: input.location });
      }
      v.step = 'apply';
      return;
    case 'apply': {
      // MM Combat 11-12, MM Weapons 3-4, 7: numbered hits first, then the skulls; a shot's location is not passed to the Hull.
      const rule = v.source === 'longGuns' ? 'MM Yard 21' : v.source === 'chasers' ? 'MM Yard 17' : 'MM Combat 12';
      for (const by of ['die', 'skull', 'shot'] as const) for (const h of v.hits) if (h.by === by && h.loc) damage(ctx, target, h.loc, h.loc !== v.shot, rule, f, other(v.from));
      f.volleys.shift();
      // MM Combat 14, M25: excess cargo is lost at random at once.
      if (target.kind === 'player') {
        const p = pl(s, target.player);
        if (p.cargo.length > cargoRoom(p)) push(ctx, { kind: 'loseCargo', player: target.player });
      }
      if (f.volleys.length === 0) f.step = 'settle';
      return;
    }
  }
}

/** After the volleys of a step: sinking (MM Combat 13, M4), then what the step leads to. */
function settle(ctx: MCtx, f: CombatFrame): void {
  const s = ctx.s;
  const sunk = ([0, 1] as const).filter((k) => trackOf(s, f.sides[k]).hull === 0);
  if (sunk.length > 0) {
    // MM Combat 13, 19, M4: a sunk ship loses; both sunk: nobody wins.
    f.sunk = [...sunk];
    f.winner = sunk.length === 2 ? null : other(sunk[0] as Side);
    f.how = sunk.length === 2 ? 'noWinner' : 'sunk';
    f.step = 'finish';
    return;
  }
  switch (f.then) {
    case 'declare':
      f.step = 'declare';
      f.i = 0;
      return;
    case 'roll':
      [f.step, f.i] = ['roll', 0];
      return;
    case 'fled':
      emit(ctx, { type: 'combatFled', rule: 'MM Combat 10' });
      [f.winner, f.how, f.step] = [null, 'escaped', 'finish'];
      return;
    case 'crewStart':
      [f.step, f.i] = ['crewStart', 0];
      return;
    case 'outcome': {
      const w = f.winner;
      if (w !== null && f.decl[w] === 'board') {
        // MM Combat 8, M50: the winner boards after the opponent's hits, unless he lost his last Crew.
        if (trackOf(s, f.sides[w]).crew > 0) {
          emit(ctx, { type: 'boarded', rule: 'MM Combat 8', side: ROLE[w], ...sideRef(f.sides[w]) });
          Object.assign(f, { step: 'swivel', i: 0, dice: [null, null] });
          return;
        }
      }
      if (w !== null && f.decl[w] === 'flee') {
        // MM Combat 9: the winner escapes only if his opponent rolled no success (MM Example 4).
        if (successes(f.dice[other(w)] ?? []) === 0) {
          emit(ctx, { type: 'escaped', rule: 'MM Combat 9', side: ROLE[w], ...sideRef(f.sides[w]) });
          [f.winner, f.how, f.step] = [null, 'escaped', 'finish'];
          return;
        }
      }
      nextRound(ctx, f);
      return;
    }
  }
}

/** MM Mission 5: a mission completed by defeating (trigger `defeatPlayer` / `defeatNpcPirate`). */
function completeByDefeat(ctx: MCtx, player: PlayerId, trigger: 'defeatPlayer' | 'defeatNpcPirate'): void {
  const s = ctx.s;
  const p = pl(s, player);
  const m = p.mission ? ctx.ix.missions.get(p.mission) : undefined;
  if (!m || m.complete.trigger !== trigger || !m.complete.conditions.every((c) => holds(s, ctx.ix, player, c))) return;
  completeMission(ctx, player, m);
}

/** The end of a combat (MM Combat 20, M4, MR23): the result, then bounties, Gold, missions, the reward, plunder, deaths, Glory Cards. */
function finish(ctx: MCtx, f: CombatFrame): void {
  const s = ctx.s;
  pop(ctx, f);
  // Ledger F.4 duration `thisBattle`: a card's modifier ends with the combat.
  const fighters = f.sides.map((x) => (x.kind === 'player' ? x.player : null));
  s.modifiers = s.modifiers.filter((m) => m.duration !== 'thisBattle' || !fighters.includes(m.player));
  const w = f.winner;
  const how = f.how ?? 'noWinner';
  s.combatResult = {
    aggressor: f.sides[0],
    defender: f.sides[1],
    winner: w === null ? null : ROLE[w],
    how,
    sunk: f.sunk.map((k) => ROLE[k]),
  };
  emit(ctx, { type: 'combatEnded', rule: how === 'sunk' ? 'MM Combat 13' : how === 'crew' ? 'MM Crew 3' : how === 'escaped' ? 'MM Combat 9' : 'MM Combat 20', winner: w === null ? null : ROLE[w], how });
  const dying: { player: PlayerId; rule: string; cause: string }[] = [];
  for (const k of f.sunk) {
    const side = f.sides[k];
    if (side.kind === 'player') dying.push({ player: side.player, rule: 'MM Combat 13', cause: 'sunk in combat' });
  }
  if (w !== null) {
    const W = f.sides[w];
    const L = f.sides[other(w)];
    if (L.kind === 'player' && how === 'crew') dying.push({ player: L.player, rule: 'MM Crew 3', cause: 'lost crew combat' });
    // MM Crew 1, MR58: a card's opponents are no NPC of the board: the card's own effects follow instead (./run-effects.ts).
    if (W.kind === 'player' && L.kind === 'npc' && L.card !== undefined) {
      /* nothing here */
    } else if (W.kind === 'player') {
      const victor = W.player;
      // MM Bounty 1 (2), M35: defeating a Naval ship gives a bounty of its nation (in defence too).
      if (L.kind === 'npc' && L.nation) addBounty(ctx, victor, L.nation, 'MM Bounty 1');
      // MM Bounty 11, MM Plunder 7, M36: a non-pirate who defeats an NPC pirate: 5 Gold (Sloop) or 15 (Frigate).
      if (L.kind === 'npc' && L.nation === null && !isPirate(s, victor)) gain(ctx, victor, L.ship === 'frigate' ? 15 : 5, 'MM Bounty 11', 'defeated a pirate');
      // MM Mission 5: missions completed by defeating a player or an NPC pirate.
      if (L.kind === 'player') completeByDefeat(ctx, victor, 'defeatPlayer');
      else if (L.nation === null) completeByDefeat(ctx, victor, 'defeatNpcPirate');
      // MM Win 3 (a), M4: +1 GP (and a Glory Card) for defeating a player or an NPC.
      gainGlory(ctx, victor, 'MM Win 3', 'defeated an opponent in combat');
      // MM Plunder 5-8: after crew combat won against an NPC, its cargo (a Naval ship's) and its ship.
      if (L.kind === 'npc' && how === 'crew') push(ctx, { kind: 'npcPlunder', player: victor, npc: L, step: L.nation ? 'draw' : 'claim', cards: [], lose: 0 });
      if (L.kind === 'player') {
        // MM Plunder 1-4, M54: after crew combat, plunder; the loser dies when it is done.
        if (how === 'crew') {
          dying.pop();
          beginPlunder(ctx, victor, L.player);
        }
        // MM Bounty 10, MM Plunder 3, M36: a pirate player defeated: the reward of one nation (read before his bounties go).
        const nations = rewardNations(s, ctx.ix, victor, L.player);
        if (nations.length > 0) push(ctx, { kind: 'reward', player: victor, counts: Object.fromEntries(nations.map((n) => [n, pl(s, L.player).bounties[n] ?? 0])) });
      }
    }
  }
  for (const d of dying) {
    if (s.over) return;
    die(ctx, d.player, d.rule, d.cause);
  }
}

/** MM Scout 1, 3-5: the Captains of other players `player` may scout now (at sea, in his zone, not yet this turn). */
export function scoutableCaptains(s: GameState, player: PlayerId, scouted: readonly string[]): PlayerId[] {
  const p = pl(s, player);
  if (p.inPort || !p.zone) return [];
  return s.seats.filter((q) => {
    if (q === player) return false;
    const x = pl(s, q);
    // MM Scout 2: a player in port cannot be scouted.
    return !x.dead && x.ship !== null && x.zone === p.zone && !x.inPort && !scouted.includes(`captain:${q}`);
  });
}

/** MM Scout 3-4, MR24: the Scouting roll for a player's Captain; found: naval combat follows. */
export const scoutCaptain: Handler<MM, FrameOf<'scoutCaptain'>> = {
  rule: () => 'MM Scout 3',
  node: (s, f, ix) => ({ kind: 'chance', spec: { kind: 'dice', count: diceFor(s, ix, f.player, 'scouting'), label: 'a Scouting roll for a Captain' } }),
  legal: () => [],
  step(ctx, f, input) {
    if (input?.type !== 'chance' || !Array.isArray(input.value)) return;
    const found = rollEvent(ctx, f.player, 'scouting', input.value, 'MM Scout 3') > 0;
    emit(ctx, { type: 'scouted', rule: found ? 'MM Scout 3' : 'MM Scout 4', player: f.player, target: f.target, found });
    pop(ctx, f);
    if (found) startCombat(ctx, { kind: 'player', player: f.player }, { kind: 'player', player: f.target }, 'MM Scout 3');
  },
};
