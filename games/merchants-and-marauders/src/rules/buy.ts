/**
 * Buy Goods (ledger MM Buy 1-9; rulings M24, MR2): the draw, the prices, the purchase.
 */
import { emit, type Handler, pop } from '../kernel.js';
import { type Action } from '../actions.js';
import { type Ix } from '../components/load.js';
import { type FrameOf, type GameState } from '../state.js';
import { dec, inc, type MM, pay, pl, removeOne, total } from './shared.js';

/** MM Buy 3: the price of a card by how many cards of its good the final draw holds. */
export function priceFor(count: number): number {
  return count >= 3 ? 1 : count === 2 ? 2 : 3;
}

/**
 * MR2: whether the Cargo deck or its discards still hold a card of a good other than the port's
 * in-demand one. If not, replacing in-demand cards (MM Buy 1) could never end: the draw stops.
 */
export function usableCargoLeft(s: GameState, ix: Ix, port: string): boolean {
  const demand = s.demand[port];
  for (const pile of [s.decks.cargo, s.discard.cargo]) for (const [id, n] of Object.entries(pile)) if (n > 0 && ix.cargo.get(id)?.good !== demand) return true;
  return false;
}

export const buy: Handler<MM, FrameOf<'buy'>> = {
  rule: () => 'MM Buy 1',
  node(s, f, ix) {
    if (f.prices !== null) return { kind: 'decision', player: f.player };
    if (f.drawn.length < f.need && total(s.decks.cargo) > 0 && usableCargoLeft(s, ix, f.port)) return { kind: 'chance', spec: { kind: 'draw', pool: 'cargo', label: 'a Cargo Card' } };
    return { kind: 'auto' };
  },
  legal(s, f, ix) {
    if (f.prices === null) return [];
    const p = pl(s, f.player);
    const out: Action[] = [];
    // MM Buy 4, 9: pay the price; at most 6 cards in port.
    if (p.cargo.length < 6) {
      for (const card of [...new Set(f.drawn)].sort()) {
        const price = f.prices[ix.cargo.get(card)?.good ?? ''] ?? 3;
        if (p.gold >= price) out.push({ type: 'buyCargo', player: f.player, card });
      }
    }
    out.push({ type: 'doneBuying', player: f.player });
    return out;
  },
  step(ctx, f, input) {
    const s = ctx.s;
    const ix = ctx.ix;
    const p = pl(s, f.player);
    if (f.prices === null) {
      if (input === null) {
        // MM Buy 7: an empty Cargo deck is rebuilt from the discards; MR2: with none, the draw stops short.
        if (f.drawn.length < f.need && total(s.decks.cargo) === 0 && total(s.discard.cargo) > 0 && usableCargoLeft(s, ix, f.port)) {
          const n = total(s.discard.cargo);
          for (const [id, c] of Object.entries(s.discard.cargo)) inc(s.decks.cargo, id, c);
          s.discard.cargo = {};
          emit(ctx, { type: 'cargoDeckRebuilt', rule: 'MM Buy 7', cards: n });
          return;
        }
        if (f.drawn.length < f.need) emit(ctx, { type: 'drawStopped', rule: 'MM Buy 7', player: f.player, drawn: f.drawn.length });
        // MM Buy 3, M24: prices count each good in the final draw.
        const counts: Record<string, number> = {};
        for (const c of f.drawn) inc(counts, ix.cargo.get(c)?.good ?? '');
        f.prices = Object.fromEntries(Object.entries(counts).map(([g, n]) => [g, priceFor(n)]));
        return;
      }
      if (input.type !== 'chance' || typeof input.value !== 'string') return;
      const card = input.value;
      dec(s.decks.cargo, card);
      // MM Buy 1, M24: a card of this port's in-demand good is discarded face up and replaced.
      if (ix.cargo.get(card)?.good === s.demand[f.port]) {
        inc(s.discard.cargo, card);
        emit(ctx, { type: 'cargoReplaced', rule: 'MM Buy 1', player: f.player, card });
        return;
      }
      f.drawn.push(card);
      emit(ctx, { type: 'cargoDrawn', rule: 'MM Buy 1', player: f.player, card, private: f.player });
      emit(ctx, { type: 'cargoDrawn', rule: 'MM Buy 1', player: f.player, card: null });
      return;
    }
    if (input?.type === 'buyCargo') {
      const price = f.prices[ix.cargo.get(input.card)?.good ?? ''] ?? 3;
      removeOne(f.drawn, input.card);
      p.cargo.push(input.card);
      // MM Buy 4-5, M24: the price is public, the card is not.
      emit(ctx, { type: 'cargoBought', rule: 'MM Buy 4', player: f.player, card: input.card, price, private: f.player });
      emit(ctx, { type: 'cargoBought', rule: 'MM Buy 4', player: f.player, card: null, price });
      pay(ctx, f.player, price, 'MM Buy 4', 'goods bought');
      return;
    }
    if (input?.type === 'doneBuying') {
      // MM Buy 6: the cards not bought are discarded face up.
      for (const c of f.drawn) inc(s.discard.cargo, c);
      if (f.drawn.length) emit(ctx, { type: 'cargoDiscarded', rule: 'MM Buy 6', player: f.player, cards: [...f.drawn] });
      p.lastBuy = { port: f.port, turn: p.turns };
      pop(ctx, f);
    }
  },
};
