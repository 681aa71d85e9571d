import type { Action } from '../actions/schema.js';
import { emit, push, type Ctx, type Node } from '../actions/ctx.js';
import type { ComponentIndex } from '../tables/index.js';
import type { GameState, PirateState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import { addCount, total, withoutOne } from '../state/counts.js';
import { placeMerchantsFrame } from '../actions/merchants.js';
import { drawFrom, needsReshuffle, reshuffle } from './decks.js';
import { currentSlots, currentSp } from './sp.js';
import { keepsLetterCard, letterFilter, LETTER } from './letters.js';
import { mutCounts, mutPlayerIf } from '../state/copy.js';

/**
 * The solitaire Player-Turns (19.2, 19.4, 19.8, 19.11, 19.12, 19.20), as hooks called by the
 * Player-Turn procedure (src/actions/turn.ts):
 *  - your turn: you draw Hold cards up to 4 (never MPI cards, 19.11); in your Merchant Ship Phase the
 *    Merchants are brought up to 8 when below 8 (19.4); you have no extra Pirate cards (19.11);
 *  - then one Player-Turn for each SP Pirate, in slot order (19.2): it draws an MPI card and
 *    resolves it, then draws a Hold card and plays it (19.12); a Letter of Marque is kept and
 *    another card drawn (19.18; in the first print none, option soloLetterDrawsAnother); there is no Merchant Ship Phase in an SP turn (19.4 names only
 *    Blackbeard's, RULINGS R29); a card it could not play is discarded at the end;
 *  - at the end of each of your Player-Turns at Loyalty 0, Blackbeard loses 1d6 NP (19.20);
 *  - at the end of any Player-Turn, an empty SP slot draws a new Pirate (19.1, RULINGS R30).
 */

const HAND = 4; // 4.4A

function isSpTurn(s: GameState): boolean {
  return !!s.solo && s.turn.player === s.solo.system;
}

/**
 * The Pirates whose Player-Turn this is (17.2 #18 Scurvy strikes "at the start of each of the
 * owner's Player-Turns"): Blackbeard in yours, the one SP Pirate in an SP turn (19.2).
 */
export function soloTurnPirates(s: GameState): PirateState[] {
  const solo = s.solo;
  if (!solo) return [];
  if (isSpTurn(s)) {
    const sp = currentSp(s);
    return sp ? [sp] : [];
  }
  const bb = s.pirates[solo.blackbeard];
  return bb ? [bb] : [];
}

/** The Card Draw Phase (4.4A, 19.11, 19.12): the chance node to wait for, or null (auto). */
export function soloDrawNode(s: GameState, ix: ComponentIndex): Node {
  const solo = s.solo;
  if (!solo) return { kind: 'auto' };
  if (!isSpTurn(s)) {
    const hand = s.players[s.turn.player]?.hand.length ?? 0;
    if (hand < HAND && total(s.deck) > 0) return { kind: 'chance', spec: { kind: 'draw', pool: 'event', label: `Player ${s.turn.player} draws a Hold card (4.4A, 19.11)` } };
    return { kind: 'auto' };
  }
  if (solo.drew === 'none' && total(s.setAside) > 0) {
    return { kind: 'chance', spec: { kind: 'draw', pool: 'mpi', label: 'The System Player draws a Must-Play-Immediately card (19.12)' } };
  }
  if (solo.drew === 'mpi' && currentSp(s) && total(s.deck) > 0) {
    return { kind: 'chance', spec: { kind: 'draw', pool: 'event', label: 'The System Player draws a Hold card (19.12)' } };
  }
  void ix;
  return { kind: 'auto' };
}

/** The Card Draw Phase's step: a card drawn, a reshuffle, or the move to the Merchant Ship Phase. */
export function soloDrawStep(ctx: Ctx, input: Action | null): void {
  const s = ctx.s;
  const solo = s.solo;
  if (!solo) return;
  const t = s.turn;
  const card = input?.type === 'chance' && typeof input.value === 'string' ? input.value : null;
  if (!isSpTurn(s)) {
    const hand = s.players[t.player]?.hand.length ?? 0;
    if (card) {
      drawFrom(ctx, t.player, card, false, true);
      return;
    }
    if (hand < HAND && needsReshuffle(s, ctx.ix, false)) return reshuffle(ctx, false);
    t.phase = 'merchants';
    return;
  }
  const sp = currentSp(s);
  if (solo.drew === 'none') {
    if (card) {
      s.solo = { ...solo, drew: 'mpi' };
      drawFrom(ctx, solo.system, card, true, false);
      return;
    }
    if (needsReshuffle(s, ctx.ix, true)) return reshuffle(ctx, true);
    s.solo = { ...solo, drew: 'mpi' };
    return;
  }
  if (solo.drew === 'mpi' && sp) {
    if (card) {
      if (!drawFrom(ctx, solo.system, card, false, false)) return; // a Must-Play card: draw again after it
      const now = s.solo ?? solo;
      // 19.18: a Letter of Marque is kept for the Pirate, who sails for a port. Living Rules: he
      // "immediately draws another" card, whose Actions begin the voyage (the draw node asks again
      // while `drew` stays 'mpi'). First print (FR 19.18, option soloLetterDrawsAnother, R95): he
      // keeps it and draws nothing more: the kept card was this Player-Turn's Hold card, so the turn
      // has no Actions card and the voyage begins with his next.
      if (card === LETTER && sp.letterOfMarque === null && !keepsLetterCard(s, sp.id)) {
        const drawsAnother = s.config.options.soloLetterDrawsAnother;
        s.solo = { ...now, letters: [...now.letters, sp.id], drew: drawsAnother ? now.drew : 'hold' };
        emit(ctx, { type: 'letterKept', rule: '19.18', player: solo.system, pirate: sp.id, drawsAnother });
        return;
      }
      s.solo = { ...now, drew: 'hold' };
      return;
    }
    if (needsReshuffle(s, ctx.ix, false)) return reshuffle(ctx, false);
  }
  s.solo = { ...solo, drew: 'hold' };
  t.phase = 'merchants';
}

/** 19.4: in Blackbeard's Merchant Ship Phase, up to 8 Merchants; none in the SP's turns. */
export function soloMerchantPhase(ctx: Ctx): void {
  const s = ctx.s;
  if (isSpTurn(s)) return;
  const onMap = Object.keys(s.merchants).length;
  if (onMap < 8) push(ctx, placeMerchantsFrame(8 - onMap, '19.4'));
}

/** 19.4: every Storms at Sea brings the Merchants back up to 10. */
export function soloStormRefill(ctx: Ctx): void {
  const onMap = Object.keys(ctx.s.merchants).length;
  if (onMap < 10) push(ctx, placeMerchantsFrame(10 - onMap, '19.4'));
}

/**
 * What is left to do before the Player-Turn passes: true when a procedure was started (the turn's
 * end step runs again after it).
 */
export function soloEndOfTurn(ctx: Ctx): boolean {
  const s = ctx.s;
  const solo = s.solo;
  if (!solo) return false;
  // 19.20: at the end of each of his Player-Turns at Loyalty 0, Blackbeard loses 1d6 NP.
  if (!solo.endChecked) {
    s.solo = { ...solo, endChecked: true };
    const bb = s.pirates[solo.blackbeard];
    if (!isSpTurn(s) && bb && bb.loyalty === 0) {
      push(ctx, { kind: 'soloNp', pirate: bb.id, dice: 1 });
      return true;
    }
  }
  // 19.1: an SP Pirate who retired or was eliminated is replaced from the Pirate deck.
  const slots = currentSlots(s);
  const cur = s.solo;
  if (!cur) return false;
  s.solo = { ...cur, slots };
  const empty = slots.indexOf(null);
  if (empty >= 0 && s.pirateDeck.length > 0) {
    push(ctx, { kind: 'soloArrive', step: 'draw', slot: empty, pirate: null, ship: null, port: null, rule: '19.1' });
    return true;
  }
  return false;
}

/** 19.2: who plays next: you, then each SP Pirate in slot order. Tidies the SP's hand (19.12, 19.18). */
export function soloNextPlayer(ctx: Ctx): PlayerId {
  const s = ctx.s;
  const solo = s.solo;
  if (!solo) return 'A';
  discardUnplayed(ctx); // R32: after yours too, for a Letter whose Pirate left play in it
  const after = s.solo ?? solo;
  const slots = currentSlots(s);
  const from = isSpTurn(s) ? after.slot + 1 : 0;
  let next: PlayerId = 'A';
  let slot = 0;
  for (let i = from; i < slots.length; i++) {
    if (slots[i]) {
      next = after.system;
      slot = i;
      break;
    }
  }
  s.solo = { ...after, slots, slot, drew: 'none', endChecked: false };
  if (next !== 'A') emit(ctx, { type: 'spTurn', rule: '19.2', player: next, pirate: slots[slot], slot });
  return next;
}

/**
 * The SP holds no hand (19.12): at the end of its Player-Turn a card it drew but did not play (Mal de
 * Mer, no Pirate left to act) is discarded, so is a kept Letter of Marque whose Pirate has left
 * play (17.2 #12: the Letter is specific to the Pirate), at the end of your Player-Turn too (R32).
 */
function discardUnplayed(ctx: Ctx): void {
  const s = ctx.s;
  const solo = s.solo;
  const sp = solo ? mutPlayerIf(ctx, solo.system) : undefined;
  if (!solo || !sp) return;
  const letters = solo.letters.filter((id) => s.pirates[id]);
  let kept = letters.length;
  let hand = sp.hand;
  for (const card of sp.hand) {
    if (card === LETTER && kept > 0) {
      kept -= 1;
      continue;
    }
    hand = withoutOne(hand, card);
    addCount(mutCounts(ctx, 'discard'), card);
    emit(ctx, { type: 'cardDiscarded', rule: '19.12', player: solo.system, card });
  }
  sp.hand = hand;
  if (letters.length !== solo.letters.length) s.solo = { ...solo, letters };
}

/**
 * The Card Play Phase in solitaire: neither you nor the SP draws or deploys Pirate cards (19.1,
 * 19.11), and each SP Player-Turn belongs to one SP Pirate (19.2): his Actions only, no Alliances
 * (RULINGS R31); a kept Letter of Marque, even one whose Pirate has left play, is not played for
 * Actions (19.18, R32), and 19.18's voyages restrict his Actions (solo/letters.ts).
 */
export function soloPlayFilter(s: GameState, ix: ComponentIndex, actions: Action[]): Action[] {
  const solo = s.solo;
  if (!solo) return actions;
  const out: Action[] = [];
  if (!isSpTurn(s)) {
    for (const a of actions) if (a.type !== 'drawPirate' && a.type !== 'deployPirate') out.push(a);
    return out;
  }
  const sp = currentSp(s);
  const hand = s.players[solo.system]?.hand ?? [];
  const spareLetters = hand.filter((c) => c === LETTER).length - solo.letters.length;
  for (const a of actions) {
    switch (a.type) {
      case 'drawPirate':
      case 'deployPirate':
      case 'formAlliance':
      case 'breakAlliance':
        continue;
      case 'playCard':
        if (a.card === LETTER && spareLetters <= 0) continue;
        if (!sp || (a.pirate !== null && a.pirate !== sp.id)) continue;
        // R31 / 19.14: the Event of an Action AND Event card serves the SP Pirate whose turn it is,
        // never another SP Pirate or the SP's KC (which has no function but 19.13-19.14).
        if (a.event && a.event.target !== sp.id) continue;
        out.push(a);
        continue;
      case 'discardForActions':
        if (a.card === LETTER && spareLetters <= 0) continue;
        out.push(a);
        continue;
      case 'endTurn':
        out.push(a);
        continue;
      default:
        if ('pirate' in a && sp && a.pirate === sp.id) out.push(a);
    }
  }
  const restricted = sp ? letterFilter(s, ix, sp, out) : out;
  // Nothing the SP may do (its Pirate is gone, or only the kept Letter is in hand): the turn ends.
  if (restricted.length === 0) return [{ type: 'endTurn', player: solo.system }];
  return restricted;
}

/**
 * 14.2 with 19.2: `captain` took over `old`'s ship in a Mutiny (Piratical Ambition, the other
 * takeover, is out of Solitaire, 19.3). The new captain of an SP ship keeps its place in the SP
 * turn order.
 */
export function soloNewCaptain(ctx: Ctx, old: string, captain: string): void {
  const solo = ctx.s.solo;
  if (!solo) return;
  ctx.s.solo = { ...solo, slots: solo.slots.map((id) => (id === old ? captain : id)) };
}
