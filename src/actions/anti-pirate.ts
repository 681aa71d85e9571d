import { emit, ownFrame, push, type Ctx } from './ctx.js';
import { cardRules } from './hooks.js';
import type { GameState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import { addCount, withoutOne } from '../state/counts.js';
import { interruptLoot } from './loot.js';
import { mutCounts, mutPlayerIf, mutRecord } from '../state/copy.js';

/**
 * 4.6 Anti-Pirate Actions: the restrictions are state, not code paths (DESIGN).
 *  4.61 one AP Action per AP player per Player-Turn;   4.62 no type twice against one Pirate Action;
 *  4.65D each AP card type once per Player-Turn;       6.42 one Warship Sighting per Player-Turn
 *  (per Pirate Action in the first print);            6.44 one Warship AP Action per Pirate Action
 *  (B14; option allowSecondWarshipSameAction).
 * Types: 'A' deploy a KC, 'B' use an On-Station Warship, 'C' use a KC, 'D:<card>' an AP card.
 */
export function mayTakeApAction(s: GameState, player: PlayerId, type: string): boolean {
  const t = s.turn;
  if (player === t.player || t.apUsed.includes(player) || t.actionApTypes.includes(type)) return false;
  if (t.apCardTypes.length > 0 && type.startsWith('D:') && t.apCardTypes.includes(type.slice(2)) && oncePerTurn(s, type.slice(2))) return false;
  return true;
}

/**
 * 4.65D: an AP card type once per Player-Turn. The first print limits Warship Sighting per Pirate
 * Action instead (FR 6.42, option warshipSightingLimit 'perAction'); 4.62 still allows one per Action.
 */
export function oncePerTurn(s: GameState, card: string): boolean {
  return card !== 'warship-sighting' || s.config.options.warshipSightingLimit === 'perTurn';
}

/**
 * Record an AP Action taken. A card leaves the hand; it goes on the discard pile now (4.67), or
 * when its Event has been resolved (`discardNow` false: the Event frame holds it meanwhile).
 */
export function takeApAction(ctx: Ctx, player: PlayerId, type: string, rule: string, discardNow = true): void {
  const t = ctx.s.turn;
  t.apUsed = [...t.apUsed, player];
  t.actionApTypes = [...t.actionApTypes, type];
  if (type.startsWith('D:')) {
    const card = type.slice(2);
    t.apCardTypes = [...t.apCardTypes, card];
    const me = mutPlayerIf(ctx, player);
    if (me) {
      const i = me.hand.indexOf(card);
      if (i >= 0) me.hand = me.hand.filter((_, k) => k !== i);
    }
    if (discardNow) addCount(mutCounts(ctx, 'discard'), card);
  }
  emit(ctx, { type: 'antiPirateAction', rule, player, apType: type.startsWith('D:') ? 'D' : type, card: type.startsWith('D:') ? type.slice(2) : undefined, against: ctx.s.turn.player });
}

/**
 * An AP card played under its own exception to 4.61/4.62 (17.2 #4 Double Cross against a KC
 * surrender, #11 KC Surprise with one's own Warship Sighting): it does not use up the player's AP
 * Action, but its card type counts for 4.65D. The Event frame holds the card until resolved.
 */
export function takeApCardException(ctx: Ctx, player: PlayerId, card: string, rule: string): void {
  const t = ctx.s.turn;
  t.apCardTypes = [...t.apCardTypes, card];
  const me = mutPlayerIf(ctx, player);
  if (me) me.hand = withoutOne(me.hand, card);
  emit(ctx, { type: 'antiPirateAction', rule, player, apType: 'D', card, against: t.player, exception: true });
}

/**
 * 4.65D: an AP card played for its Event against the active Pirate (or, Local Resistance, a port):
 * the AP Action (or the card's own `exception`), then its Event frame, which holds the card until it
 * is resolved and discarded (4.67), then the Skull and Crossbones window (17.2 #19) before it acts.
 */
export function playApEvent(ctx: Ctx, player: PlayerId, card: string, step: string, on: { pirate: string } | { port: string }, exception = false): void {
  if (exception) takeApCardException(ctx, player, card, '17.2');
  else takeApAction(ctx, player, `D:${card}`, '17.2', false);
  emit(ctx, { type: 'cardPlayed', rule: '17.2', player, card, use: 'event', ...on });
  push(ctx, { kind: 'event', card, player, step, index: 0, targets: ['pirate' in on ? on.pirate : on.port], queue: [] });
  cardRules().playedAgainst(ctx, card);
}

/**
 * 6.45-6.46 / 10.33: the active Pirate's Action is cancelled and spent; a Merchant it involved is
 * removed from play.
 */
export function cancelAction(ctx: Ctx, pirate: string, rule: string): void {
  const s = ctx.s;
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const shared = s.stack[i];
    if (!shared || !('pirate' in shared) || shared.pirate !== pirate) continue;
    if (shared.kind === 'find' || shared.kind === 'loot' || shared.kind === 'attackPort' || shared.kind === 'move' || shared.kind === 'convert' || shared.kind === 'bootyGrab') {
      const f = ownFrame(ctx, shared);
      if (f.kind === 'loot') interruptLoot(ctx, f); // only between its steps with the first-print options (R51)
      f.step = 'complete';
      const port = f.kind === 'find' || f.kind === 'loot' ? f.port : null;
      const m = port ? s.merchants[port] : undefined;
      if (port && m) {
        delete mutRecord(ctx, 'merchants')[port];
        addCount(mutCounts(ctx, 'merchantPool'), m.type);
        emit(ctx, { type: 'merchantRemoved', rule, port, merchant: m.faceUp ? m.type : undefined, cause: 'actionCancelled' });
      }
      emit(ctx, { type: 'actionCancelled', rule, pirate, action: f.kind });
      return;
    }
  }
}
