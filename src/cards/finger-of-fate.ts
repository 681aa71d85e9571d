import type { Action } from '../actions/schema.js';
import { emit, type Handler } from '../actions/ctx.js';
import type { EventFrame } from '../actions/event-frame.js';
import { finishEvent } from '../actions/event-frame.js';
import { addCount, withoutOne } from '../state/counts.js';
import { nextPlayer } from '../state/pieces.js';
import type { PlayerId } from '../state/ids.js';
import { mutCounts, mutPlayerIf } from '../state/copy.js';

/**
 * 17.2 #7 Finger of Fate: each player discards one Event card from his hand (if he has any), then
 * each passes the rest to the player on his left (RULINGS B50: Pirate cards never move).
 * Discards are chosen in Player Order from the drawer.
 *
 * In solitaire it is in play only in the first print (19.3, option solitaireRemoveFingerOfFate), where
 * the System Player draws it from the MPI deck (19.12). RULINGS R85: the SP has no hand (19.12; a
 * Letter of Marque it keeps is its Pirate's, 19.18), so it discards nothing and nothing is passed:
 * you discard one card of your choice and keep the rest.
 */
function current(f: EventFrame): PlayerId | undefined {
  return f.queue[0] as PlayerId | undefined;
}

export const fingerOfFate: Handler<EventFrame> = {
  rule: () => '17.2',
  node(s, f) {
    if (f.step === 'start') return { kind: 'auto' };
    const p = current(f);
    return p && (s.players[p]?.hand.length ?? 0) > 0 ? { kind: 'decision', player: p } : { kind: 'auto' };
  },
  legal(s, f) {
    const p = current(f);
    const hand = p ? (s.players[p]?.hand ?? []) : [];
    if (!p) return [];
    const out: Action[] = [];
    for (let i = 0; i < hand.length; i++) {
      const card = hand[i];
      if (card && (i === 0 || card !== hand[i - 1])) out.push({ type: 'discardCard', player: p, card });
    }
    return out;
  },
  step(ctx, f, input) {
    const s = ctx.s;
    if (f.step === 'start') {
      const order: PlayerId[] = [];
      let p = f.player as PlayerId;
      for (let i = 0; i < s.order.length; i++) {
        // R85: in solitaire the System Player has no hand to discard from.
        if (!s.solo || p !== s.solo.system) order.push(p);
        p = nextPlayer(s, p);
      }
      f.queue = order;
      f.step = 'discard';
      emit(ctx, { type: 'fingerOfFate', rule: '17.2', player: f.player });
      return;
    }
    const p = current(f);
    if (p && input?.type === 'discardCard') {
      const me = mutPlayerIf(ctx, p);
      if (me) {
        me.hand = withoutOne(me.hand, input.card);
        addCount(mutCounts(ctx, 'discard'), input.card);
        emit(ctx, { type: 'cardDiscarded', rule: '17.2', player: p, card: input.card });
      }
    }
    f.queue.shift();
    if (f.queue.length > 0) return;
    // R85: in solitaire nothing is passed (the System Player holds no hand, 19.12).
    if (s.solo) return finishEvent(ctx, f);
    // Everyone passes what is left to the left (the next player in Player Order).
    const hands = new Map<PlayerId, string[]>();
    for (const q of s.order) hands.set(q, [...(s.players[q]?.hand ?? [])]);
    for (const q of s.order) {
      const to = mutPlayerIf(ctx, nextPlayer(s, q));
      if (to) to.hand = hands.get(q) ?? [];
    }
    emit(ctx, { type: 'handsPassedLeft', rule: '17.2' });
    finishEvent(ctx, f);
  },
};
