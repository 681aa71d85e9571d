import type { Action } from './schema.js';
import { addCount } from '../state/counts.js';
import { dice, emit, type Ctx, type Handler, type Node } from './ctx.js';
import type { ComponentIndex } from '../tables/index.js';
import type { FrameOf, GameState, PirateState } from '../state/schema.js';
import { booty, holdCapacity, holdChoices, piratesAt } from '../state/pieces.js';
import { addToHold, changeLoyalty, eliminate, gainNp, shareBooty } from './pieces.js';
import { teamRating } from './alliance.js';
import { endAction, openWindow } from './window.js';
import { mutCounts, mutPirateIf } from '../state/copy.js';
import { displayName } from '../state/display-name.js';

/**
 * 4.5E / 9.6 Booty Grab, an In-Port Action against another player's Pirate in the same port who has
 * a D&R marker (9.61). Each rolls d6 + Ability, the grabber +1 (9.62):
 *  - grabber higher by D: he takes (d6 + D) x 10 % of the target's Booty, rounded up (9.63, B34),
 *    into one of his Holds; the target empties Holds of his choice by that amount;
 *  - a tie: a Duel (15.1, RULINGS B9): each rolls his Duel rating in dice; the winner gains NP equal
 *    to both Duel ratings (15.2); a grabber who wins eliminates the target and takes his possessions
 *    or his ship; a grabber who loses is eliminated; a tied Duel goes on only if both want it;
 *  - grabber lower: nothing taken, grabber Loyalty -2.
 */
type GrabFrame = FrameOf<'bootyGrab'>;

/** Targets of a Booty Grab by `p` (9.61). */
export function grabTargets(s: GameState, p: PirateState): string[] {
  if (p.location.kind !== 'port') return [];
  const out: string[] = [];
  for (const q of piratesAt(s, p.location.port)) if (q.owner !== p.owner && q.dr !== null) out.push(q.id);
  return out;
}

function sum(a: readonly number[]): number {
  let t = 0;
  for (const x of a) t += x;
  return t;
}

/** The Duel's winner (15.1), from the two totals kept in the frame. */
function duelWinner(s: GameState, f: GrabFrame): PirateState | undefined {
  const [g = 0, t = 0] = f.duel;
  return g > t ? s.pirates[f.pirate] : t > g ? s.pirates[f.target] : undefined;
}

function duelSum(ix: ComponentIndex, a: string, b: string): number {
  return (ix.pirate[a]?.duel ?? 0) + (ix.pirate[b]?.duel ?? 0);
}

export const bootyGrabHandler: Handler<GrabFrame> = {
  rule: (f) => (f.step.startsWith('duel') || f.step === 'spoils' ? '15.1' : f.step === 'shareRoll' || f.step === 'stow' || f.step === 'surrender' ? '9.63' : '9.62'),
  node(s, f, ix): Node {
    const p = s.pirates[f.pirate];
    const t = s.pirates[f.target];
    if (f.step === 'spoils') {
      const w = duelWinner(s, f);
      return w ? { kind: 'decision', player: w.owner } : { kind: 'auto' };
    }
    if (!p || !t) return f.step === 'stow' && p && f.amount > 0 && !p.ally ? { kind: 'decision', player: p.owner } : { kind: 'auto' };
    switch (f.step) {
      case 'grabRoll':
        return { kind: 'chance', spec: dice(1, p.id, `Booty Grab roll of ${displayName(s, p.id)} (9.62)`) };
      case 'targetRoll':
        return { kind: 'chance', spec: dice(1, t.id, `Booty Grab roll of ${displayName(s, t.id)}, the target (9.62)`) };
      case 'shareRoll':
        return { kind: 'chance', spec: dice(1, p.id, `Share of the Booty for ${displayName(s, p.id)} (9.63)`) };
      case 'stow':
        return f.amount > 0 && !p.ally ? { kind: 'decision', player: p.owner } : { kind: 'auto' };
      case 'surrender':
        return f.left > 0 && t.holds.length > 0 ? { kind: 'decision', player: t.owner } : { kind: 'auto' };
      case 'duelGrabber':
        return { kind: 'chance', spec: dice(ix.pirate[p.id]?.duel ?? 1, p.id, `Duel roll of ${displayName(s, p.id)} (15.1)`) };
      case 'duelTarget':
        return { kind: 'chance', spec: dice(ix.pirate[t.id]?.duel ?? 1, t.id, `Duel roll of ${displayName(s, t.id)} (15.1)`) };
      case 'duelAgain':
        return { kind: 'decision', player: p.owner };
      case 'duelAgainTarget':
        return { kind: 'decision', player: t.owner };
      default:
        return { kind: 'auto' };
    }
  },
  legal(s, f, ix) {
    const p = s.pirates[f.pirate];
    const t = s.pirates[f.target];
    switch (f.step) {
      case 'stow':
        return p ? holdChoices(ix, p).map((hold): Action => ({ type: 'chooseHold', player: p.owner, pirate: p.id, hold })) : [];
      case 'surrender':
        return t ? t.holds.map((_, hold): Action => ({ type: 'surrenderHold', player: t.owner, pirate: t.id, hold })) : [];
      case 'duelAgain':
        return p ? [true, false].map((c): Action => ({ type: 'continueDuel', player: p.owner, pirate: p.id, continue: c })) : [];
      case 'duelAgainTarget':
        return t ? [true, false].map((c): Action => ({ type: 'continueDuel', player: t.owner, pirate: t.id, continue: c })) : [];
      case 'spoils': {
        const w = duelWinner(s, f);
        return w ? (['possessions', 'ship'] as const).map((take): Action => ({ type: 'claimSpoils', player: w.owner, pirate: w.id, take })) : [];
      }
      default:
        return [];
    }
  },
  step(ctx, f, input) {
    const s = ctx.s;
    const p = mutPirateIf(ctx, f.pirate);
    const t = mutPirateIf(ctx, f.target);
    const faces = input?.type === 'chance' && Array.isArray(input.value) ? input.value : null;
    // One of them has left play (or lost his ship to a takeover) before the rolls: the grab is off.
    if ((!p || !t) && f.step !== 'spoils' && f.step !== 'stow' && f.step !== 'surrender' && f.step !== 'complete') f.step = 'complete';
    switch (f.step) {
      case 'announce':
        f.step = p && t ? 'grabRoll' : 'complete';
        openWindow(ctx, 'bootyGrabAnnounced', f.pirate);
        return;
      case 'grabRoll':
        if (p && faces) {
          f.grab = (faces[0] ?? 1) + teamRating(s, ctx.ix, p, 'ability') + 1;
          f.duel = [faces[0] ?? 1];
          f.step = 'targetRoll';
        }
        return;
      case 'targetRoll':
        if (p && t && faces) return compare(ctx, f, p, t, faces[0] ?? 1);
        f.step = 'complete';
        return;
      case 'shareRoll':
        if (p && t && faces) {
          const d = faces[0] ?? 1;
          const percent = Math.min(100, (d + f.grab - f.defend) * 10);
          const total = booty(t);
          f.amount = Math.ceil((total * percent) / 100);
          f.left = f.amount;
          emit(ctx, { type: 'bootyGrabbed', rule: '9.63', pirate: p.id, target: t.id, roll: { die: d, difference: f.grab - f.defend }, percent, targetBooty: total, doubloons: f.amount });
          f.step = 'stow';
        }
        return;
      case 'stow':
        if (p && p.ally && f.amount > 0) {
          const ally = mutPirateIf(ctx, p.ally);
          if (ally) shareBooty(ctx, p, ally, f.amount, '9.63');
        } else if (p && input?.type === 'chooseHold') {
          addToHold(ctx, p, input.hold, f.amount);
          emit(ctx, { type: 'bootyStowed', rule: '9.63', pirate: p.id, doubloons: f.amount, holds: [...p.holds] });
        }
        f.step = t ? 'surrender' : 'complete';
        return;
      case 'surrender':
        if (t && input?.type === 'surrenderHold') {
          const have = t.holds[input.hold] ?? 0;
          const take = Math.min(have, f.left);
          f.left -= take;
          t.holds = have - take > 0 ? t.holds.map((h, i) => (i === input.hold ? h - take : h)) : t.holds.filter((_, i) => i !== input.hold);
          emit(ctx, { type: 'bootySurrendered', rule: '9.63', pirate: t.id, doubloons: take, holds: [...t.holds] });
          return;
        }
        f.step = 'complete';
        return;
      case 'duelGrabber':
        if (faces) {
          f.duel = [sum(faces)];
          f.step = 'duelTarget';
        }
        return;
      case 'duelTarget':
        if (p && t && faces) return duelResult(ctx, f, p, t, sum(faces));
        f.step = 'complete';
        return;
      case 'duelAgain':
        f.step = input?.type === 'continueDuel' && input.continue ? 'duelAgainTarget' : 'complete';
        if (f.step === 'complete') emit(ctx, { type: 'duelAbandoned', rule: '15.1', pirate: f.pirate, target: f.target });
        return;
      case 'duelAgainTarget':
        f.step = input?.type === 'continueDuel' && input.continue ? 'duelGrabber' : 'complete';
        if (f.step === 'complete') emit(ctx, { type: 'duelAbandoned', rule: '15.1', pirate: f.pirate, target: f.target });
        return;
      case 'spoils':
        if (input?.type === 'claimSpoils') return claimSpoils(ctx, f, input.pirate, input.take);
        f.step = 'complete';
        return;
      case 'complete':
        endAction(ctx, f);
        return;
    }
  },
};

function compare(ctx: Ctx, f: GrabFrame, p: PirateState, t: PirateState, die: number): void {
  // 9.62 / 17.2 #19: Skull and Crossbones gives the target +2.
  const skull = f.skull ? 2 : 0;
  // B41 / R15: an allied target's owner uses the better Ability of the pair, as the grabber does.
  const ability = teamRating(ctx.s, ctx.ix, t, 'ability');
  f.defend = die + ability + skull;
  const grab = { die: f.duel[0] ?? 0, ability: teamRating(ctx.s, ctx.ix, p, 'ability'), bonus: 1, total: f.grab };
  const defend = { die, ability, skull, total: f.defend };
  const outcome = f.grab > f.defend ? 'success' : f.grab === f.defend ? 'duel' : 'failure';
  emit(ctx, { type: 'bootyGrabAttempt', rule: '9.62', pirate: p.id, target: t.id, grab, defend, outcome });
  if (outcome === 'success') f.step = 'shareRoll';
  else if (outcome === 'duel' && ctx.s.solo) {
    // 19.3 / RULINGS B55 (solitaire): there are no Duels; the tie has no effect and the Action is spent.
    emit(ctx, { type: 'bootyGrabTie', rule: '19.3', pirate: p.id, target: t.id, ruling: 'B55' });
    f.step = 'complete';
  } else if (outcome === 'duel') {
    f.step = 'duelGrabber';
  } else {
    changeLoyalty(ctx, p, ctx.ix.set.tables.crewLoyalty['failedBootyGrab'] ?? -2, 'failedBootyGrab', '9.62');
    f.step = 'complete';
  }
}

function duelResult(ctx: Ctx, f: GrabFrame, p: PirateState, t: PirateState, targetTotal: number): void {
  const grabberTotal = f.duel[0] ?? 0;
  f.duel = [grabberTotal, targetTotal];
  emit(ctx, { type: 'duel', rule: '15.1', pirate: p.id, target: t.id, totals: { [p.id]: grabberTotal, [t.id]: targetTotal }, winner: grabberTotal > targetTotal ? p.id : targetTotal > grabberTotal ? t.id : null });
  if (grabberTotal === targetTotal) {
    // B9: the Duel continues only if both players want it to.
    f.step = 'duelAgain';
    return;
  }
  const [winner, loser] = grabberTotal > targetTotal ? [p, t] : [t, p];
  // 15.2: the sum of both Duel ratings; the first print has no Duel NP (option duelNp).
  if (ctx.s.config.options.duelNp) gainNp(ctx, winner, duelSum(ctx.ix, p.id, t.id), 'duel', '15.2');
  const mayLoot = winner === p || ctx.s.config.options.symmetricDuelLoot;
  if (!mayLoot) {
    eliminate(ctx, loser.id, 'duel', '15.1');
    f.step = 'complete';
    return;
  }
  f.step = 'spoils';
}

/**
 * 15.1: the winner takes the loser's possessions but his Net Worth (Booty into one Hold, Hostages,
 * Information, a Letter of Marque if he has none, RULINGS B10), or switches to the loser's ship
 * with all his own things. The loser is eliminated (18.12B).
 */
function claimSpoils(ctx: Ctx, f: GrabFrame, winnerId: string, take: 'possessions' | 'ship'): void {
  const w = mutPirateIf(ctx, winnerId);
  const loserId = winnerId === f.pirate ? f.target : f.pirate;
  const l = mutPirateIf(ctx, loserId);
  if (!w || !l) {
    f.step = 'complete';
    return;
  }
  const info = { ...w.info };
  for (const [port, n] of Object.entries(l.info)) info[port] = (info[port] ?? 0) + n;
  w.info = info;
  w.hostages = [...w.hostages, ...l.hostages];
  l.hostages = [];
  if (!w.letterOfMarque && l.letterOfMarque) w.letterOfMarque = l.letterOfMarque;
  if (take === 'ship') {
    // His own Holds come aboard the new ship with hers; beyond its capacity the excess is lost.
    const cap = ctx.ix.shipType[l.ship]?.holds ?? 0;
    const holds = [...l.holds, ...w.holds].sort((a, b) => b - a).slice(0, cap);
    emit(ctx, { type: 'shipTakenOver', rule: '15.1', pirate: w.id, from: l.id, ship: l.ship, holds, jettisoned: l.holds.length + w.holds.length - holds.length });
    if (w.heavyGuns) addCount(mutCounts(ctx, 'removed'), 'heavy-guns'); // B24: his old ship's guns go with it
    w.ship = l.ship;
    w.combat = l.combat;
    w.speed = l.speed;
    w.heavyGuns = l.heavyGuns;
    w.holds = holds;
    l.heavyGuns = false;
    l.holds = [];
    eliminate(ctx, l.id, 'duel', '15.1');
    f.step = 'complete';
    return;
  }
  f.amount = booty(l);
  l.holds = [];
  emit(ctx, { type: 'possessionsTaken', rule: '15.1', pirate: w.id, from: l.id, doubloons: f.amount });
  eliminate(ctx, l.id, 'duel', '15.1');
  if (w.id === f.pirate && f.amount > 0) {
    f.step = 'stow';
    return;
  }
  // The target won (B9 option): the Booty goes into a new Hold if he has room, else his first.
  if (f.amount > 0) addToHold(ctx, w, Math.min(w.holds.length, holdCapacity(ctx.ix, w) - 1), f.amount);
  f.step = 'complete';
}
