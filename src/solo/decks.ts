import { emit, push, type Ctx } from '../actions/ctx.js';
import type { ComponentIndex } from '../tables/index.js';
import type { GameState, Options } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import { addCount, takeCount, total, withSorted } from '../state/counts.js';
import { returnGeneralPardon, GP } from '../cards/general-pardon.js';
import { mutCounts, mutPlayerIf } from '../state/copy.js';

/**
 * 19.3 / 19.10 / 19.12 / RULINGS B54: the two decks of Solitaire Blackbeard.
 *  - The Must-Play-Immediately (MPI) deck is `setAside`: the MPI cards set aside at 3.0 Step 3 are
 *    never shuffled back; Finger of Fate is out of the game (19.3; not in the first print, option
 *    solitaireRemoveFingerOfFate). When it runs out, its discards
 *    are reshuffled into it (19.12).
 *  - The Hold ("May Be Held") deck is `deck`, without the Piratical Ambition cards (19.3). When it
 *    runs out, its discards are reshuffled into it (RULINGS B54 #2, by analogy with 19.12).
 *  - The General Pardon starts in the MPI deck; its first draw there has no effect and it goes into
 *    the Hold deck with all the Hold discards (19.10); from then on it is played as 17.2 #8.
 * The discard pile is one pile: each card goes back to the deck of its own kind.
 */

/** 19.3: cards out of the game in solitaire (the Living Rules' list). */
export const SOLO_REMOVED: readonly string[] = ['finger-of-fate', 'piratical-ambition'];

/**
 * 19.3: is `card` out of a solitaire game? The Piratical Ambition cards always (no Duels); Finger of
 * Fate only with the Living Rules (option solitaireRemoveFingerOfFate; the first print keeps it).
 */
export function soloRemoved(card: string, options: Pick<Options, 'solitaireRemoveFingerOfFate'>): boolean {
  if (card === 'finger-of-fate') return options.solitaireRemoveFingerOfFate;
  return SOLO_REMOVED.includes(card);
}

function isMustPlay(ix: ComponentIndex, card: string): boolean {
  return ix.card[card]?.mode === 'must-play';
}

/** Discarded cards that go back into the Hold deck (or, `mpi`, into the MPI deck). */
export function discardsOf(s: GameState, ix: ComponentIndex, mpi: boolean): number {
  let n = 0;
  for (const id of Object.keys(s.discard)) if (id !== GP && isMustPlay(ix, id) === mpi) n += s.discard[id] ?? 0;
  return n;
}

/** 19.12 / B54: the discards of one kind go back into their deck, which is reshuffled. */
export function reshuffle(ctx: Ctx, mpi: boolean): void {
  const s = ctx.s;
  const into = mutCounts(ctx, mpi ? 'setAside' : 'deck');
  for (const id of Object.keys(s.discard)) {
    if (id === GP || isMustPlay(ctx.ix, id) !== mpi) continue;
    addCount(into, id, s.discard[id] ?? 0);
    delete mutCounts(ctx, 'discard')[id];
  }
  emit(ctx, { type: 'soloDeckReshuffled', rule: mpi ? '19.12' : '19.3', deck: mpi ? 'mustPlay' : 'hold', cards: total(into), ruling: mpi ? undefined : 'B54' });
}

/** A deck that is empty but has discards to reshuffle: the draw waits for the reshuffle. */
export function needsReshuffle(s: GameState, ix: ComponentIndex, mpi: boolean): boolean {
  return total(mpi ? s.setAside : s.deck) === 0 && discardsOf(s, ix, mpi) > 0;
}

/**
 * 19.10: the General Pardon's first draw (from the MPI deck) does nothing; it is shuffled into the
 * Hold deck together with all the Hold discards. RULINGS B54 #2: this draw is not one of the three.
 */
export function firstPardon(ctx: Ctx, player: PlayerId): void {
  const s = ctx.s;
  if (!s.solo) return;
  s.solo = { ...s.solo, pardonInHold: true };
  for (const id of Object.keys(s.discard)) {
    if (id === GP || isMustPlay(ctx.ix, id)) continue;
    addCount(mutCounts(ctx, 'deck'), id, s.discard[id] ?? 0);
    delete mutCounts(ctx, 'discard')[id];
  }
  addCount(mutCounts(ctx, 'deck'), GP);
  s.generalPardon.whereabouts = 'deck';
  emit(ctx, { type: 'generalPardonToHoldDeck', rule: '19.10', player, cards: total(s.deck) });
}

/**
 * Draw `card` from one deck for `player`: a Must-Play card is resolved at once (an 'event' frame);
 * a Hold card goes to the player's hand. Returns whether it was a Hold card.
 */
export function drawFrom(ctx: Ctx, player: PlayerId, card: string, mpi: boolean, hidden: boolean): boolean {
  const s = ctx.s;
  takeCount(mutCounts(ctx, mpi ? 'setAside' : 'deck'), card);
  const must = isMustPlay(ctx.ix, card);
  if (must) {
    emit(ctx, { type: 'cardDrawn', rule: mpi ? '19.12' : '4.4', player, card, mustPlay: true, deck: mpi ? 'mustPlay' : 'hold' });
    if (mpi && card === GP && s.solo && !s.solo.pardonInHold) firstPardon(ctx, player);
    else push(ctx, { kind: 'event', card, player, step: 'start', index: 0, targets: [], queue: [] });
  } else {
    emit(ctx, hidden ? { type: 'cardDrawn', rule: '4.4', player, card, mustPlay: false, visibleTo: player } : { type: 'cardDrawn', rule: '19.12', player, card, mustPlay: false, deck: 'hold' });
    const me = mutPlayerIf(ctx, player);
    if (me) me.hand = withSorted(me.hand, card);
  }
  if (!mpi) returnGeneralPardon(ctx);
  return !must;
}
