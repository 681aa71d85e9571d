/**
 * Off-turn Glory Cards (ledger MM Glory 4, timing matrix D, hidden information B; rulings M39,
 * MR46) on the kernel's interrupt windows (../kernel.ts, docs/kernel.md of blackbeard-engine): at
 * a moment a card names, the players are asked in turn order from the current player; each may
 * announce one card face down, and the others may then announce theirs, until all have passed
 * since the last announcement. The announced cards are then laid out and resolved in that order;
 * a player may decline his card instead, but must show it.
 */
import { createWindows, emit, type Handler, pop } from '../kernel.js';
import { type Action } from '../actions.js';
import { type Ix } from '../components/load.js';
import { type FrameOf, type GameState, type PlayerId } from '../state.js';
import { inc, type MCtx, type MM, pl, removeOne } from './shared.js';
import { cardNations, effectsExecutable, runEffects } from './glory.js';

type WindowFrame = FrameOf<'window'>;

/**
 * MR46: the off-turn moments this version opens (ledger F.4 windows): the start of a round (before
 * the Event draw), after an Event Card is resolved (its NPC icons and its text), and the end of a
 * round (after the NPC placements); each only if a Glory Card of the component set names it.
 */
export const OFF_TURN_MOMENTS = ['round.start', 'event.resolved', 'round.end'] as const;

/** A card `player` may announce at `moment`: it names the moment, and this version can carry it out (MR14). */
function announceable(s: GameState, ix: Ix, player: PlayerId, moment: string): string[] {
  const out: string[] = [];
  for (const id of [...new Set(pl(s, player).hand)].sort()) {
    const card = ix.glory.get(id);
    if (!card || card.specialist || card.hook !== null || card.play.window !== moment || !effectsExecutable(card.effects)) continue;
    out.push(id);
  }
  return out;
}

const windows = createWindows<MM, WindowFrame>({
  pass: (player) => ({ type: 'passCards', player }),
  isPass: (input) => input.type === 'passCards',
});

windows.register({
  moments: OFF_TURN_MOMENTS,
  // M39: eligibility on public facts only: a card in hand, none announced yet in this window (MR46: one each).
  eligible: (s, w, player) => pl(s, player).hand.length > 0 && !w.announced.some((a) => a.player === player),
  legal: (s, w, player, ix) => (w.announced.some((a) => a.player === player) ? [] : announceable(s, ix, player, w.moment).map((card): Action => ({ type: 'announceGlory', player, card }))),
  respond(ctx, w, action) {
    if (action.type !== 'announceGlory') return;
    // MM Glory 4, ledger B: the card leaves the hand face down; the table learns only that a card was announced.
    removeOne(pl(ctx.s, action.player).hand, action.card);
    w.announced.push({ player: action.player, card: action.card });
    emit(ctx, { type: 'gloryAnnounced', rule: 'MM Glory 4', player: action.player, card: action.card, moment: w.moment, private: action.player });
    emit(ctx, { type: 'gloryAnnounced', rule: 'MM Glory 4', player: action.player, card: null, moment: w.moment });
  },
});

/**
 * MM Glory 4, M39, MR46: open the off-turn window of `moment`, polling the players in turn order.
 * Every such moment (round start, Event resolved, round end) falls outside a player's turn, so the
 * "current player" the order starts with is the start player, first in `s.order`. Nothing is pushed
 * when nobody holds a card (public information).
 */
export function openOffTurn(ctx: MCtx, moment: (typeof OFF_TURN_MOMENTS)[number]): void {
  const s = ctx.s;
  // The component set is public: a moment no card names opens no window (nobody is asked for nothing).
  if (!ctx.ix.set.glory.some((c) => c.play.window === moment)) return;
  const order = s.order.filter((p) => !pl(s, p).dead);
  windows.open(ctx, { kind: 'window', moment, order, cursor: 0, passes: 0, step: 'announce', announced: [] });
}

/** The player who resolves the first card laid out (MM Glory 4: in turn order). */
function resolver(w: WindowFrame): PlayerId | null {
  return w.announced[0]?.player ?? null;
}

export const offTurnWindow: Handler<MM, WindowFrame> = {
  rule: () => 'MM Glory 4',
  node(s, w, ix) {
    const player = w.step === 'announce' ? windows.current(s, w, ix) : resolver(w);
    return player ? { kind: 'decision', player } : { kind: 'auto' };
  },
  legal(s, w, ix, known) {
    if (w.step === 'announce') {
      const player = known ?? windows.current(s, w, ix);
      return player ? windows.legal(s, w, ix, player) : [];
    }
    const a = w.announced[0];
    if (!a) return [];
    const card = ix.glory.get(a.card);
    // MR45, MR46: resolved with a nation he may name and Gold he can pay now; declining is always open.
    const out: Action[] = card ? cardNations(s, a.player, card.effects).map((nation): Action => (nation ? { type: 'resolveGlory', player: a.player, nation } : { type: 'resolveGlory', player: a.player })) : [];
    out.push({ type: 'declineGlory', player: a.player });
    return out;
  },
  step(ctx, w, input) {
    if (w.step === 'announce') {
      if (input) return windows.step(ctx, w, input);
      // Everyone has passed since the last announcement: the cards are laid out (MM Glory 4).
      if (w.announced.length === 0) return pop(ctx, w);
      w.step = 'resolve';
      return;
    }
    const a = w.announced.shift();
    if (!a) return pop(ctx, w);
    const s = ctx.s;
    if (input?.type === 'resolveGlory') {
      // MM Glory 4: resolved in turn order from the current player; the card is shown and discarded.
      inc(s.discard.glory, a.card);
      emit(ctx, { type: 'gloryPlayed', rule: 'MM Glory 4', player: a.player, card: a.card });
      const card = ctx.ix.glory.get(a.card);
      if (card) runEffects(ctx, a.player, a.card, card.effects, input.nation, 'MM Glory 4');
    } else {
      // MM Glory 4: a player may decline his announced card but must reveal it (it goes back to his hand, MR46).
      pl(s, a.player).hand.push(a.card);
      emit(ctx, { type: 'gloryDeclined', rule: 'MM Glory 4', player: a.player, card: a.card });
    }
    // A frame the effects pushed (a Glory Card drawn) runs first; the window waits below it.
    if (w.announced.length === 0) pop(ctx, w);
  },
};
