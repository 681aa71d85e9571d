import { emit, type Ctx } from '../actions/ctx.js';
import { addCount, total } from '../state/counts.js';
import { deckHasCards, deckSize } from '../state/chance.js';
import { endGame } from '../actions/end-game.js';
import type { PlayerId } from '../state/ids.js';
import { mutCounts } from '../state/copy.js';

/**
 * 17.2 #8 General Pardon, played three times (4.1, RULINGS B3, B4):
 *  1st: no effect; back into the remaining deck (the game ends if it was the last card);
 *  2nd: a Pardon for every Pirate on the map until the drawer completes his next Player-Turn;
 *       held out of the deck until 20 cards remain (the game ends if it was the last card);
 *  3rd: the game ends.
 */
export const GP = 'general-pardon';
const RETURN_AT = 20;

export function resolveGeneralPardon(ctx: Ctx, player: PlayerId): void {
  const s = ctx.s;
  const gp = s.generalPardon;
  // RULINGS B54 #2 (solitaire): the Hold deck is reshuffled when it runs out, so GP is never the last card.
  const wasLast = !s.solo && !deckHasCards(s, ctx.ix);
  gp.appearances += 1;
  const n = gp.appearances;
  if (n >= 3) {
    gp.whereabouts = 'played';
    addCount(mutCounts(ctx, 'discard'), GP);
    emit(ctx, { type: 'generalPardon', rule: '17.2', appearance: n, effect: 'gameEnds' });
    endGame(ctx, 'The General Pardon was played for the third time', '4.1');
    return;
  }
  if (n === 1) {
    emit(ctx, { type: 'generalPardon', rule: '17.2', appearance: 1, effect: 'none' });
    if (wasLast) {
      gp.whereabouts = 'played';
      addCount(mutCounts(ctx, 'discard'), GP);
      endGame(ctx, 'The General Pardon was the last card of the deck (1st play)', '17.2');
      return;
    }
    gp.whereabouts = 'deck';
    addCount(mutCounts(ctx, 'deck'), GP);
    emit(ctx, { type: 'deckReshuffled', rule: '17.2', cards: total(s.deck), note: 'General Pardon shuffled into the remaining deck' });
    return;
  }
  // 2nd play: the Pardon (RULINGS B4: through the drawer's next Player-Turn).
  const covered = Object.keys(s.pirates).sort();
  // In solitaire a round is your Player-Turn and one per SP Pirate (19.2).
  const round = s.solo ? 1 + s.solo.slots.filter((id) => id !== null).length : s.order.length;
  const endsAfterTurn = s.config.options.pardonEndsThisTurn ? s.turn.number : s.turn.number + round;
  // The player who drew it: in solitaire the System Player draws it in Blackbeard's Player-Turn (19.13).
  gp.pardon = { drawer: player, covered, endsAfterTurn };
  gp.whereabouts = 'heldOut';
  emit(ctx, { type: 'generalPardon', rule: '17.2', appearance: 2, effect: 'pardon', drawer: player, covered, endsAfterTurn });
  if (wasLast) {
    gp.whereabouts = 'played';
    addCount(mutCounts(ctx, 'discard'), GP);
    endGame(ctx, 'The General Pardon was the last card of the deck (2nd play)', '17.2');
    return;
  }
  returnGeneralPardon(ctx);
}

/** After its 2nd play GP waits out of the deck until 20 or fewer cards remain. */
export function returnGeneralPardon(ctx: Ctx): void {
  const s = ctx.s;
  if (s.generalPardon.whereabouts !== 'heldOut' || deckSize(s, ctx.ix) > RETURN_AT) return;
  s.generalPardon.whereabouts = 'deck';
  addCount(mutCounts(ctx, 'deck'), GP);
  emit(ctx, { type: 'deckReshuffled', rule: '17.2', cards: total(s.deck), note: 'General Pardon shuffled back with 20 or fewer cards left' });
}
