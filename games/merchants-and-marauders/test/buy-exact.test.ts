/**
 * Exact outcomes of Buy Goods (MM Buy 1-9, M24, MR2), written for the survivors of the mutation run
 * (`npm run mutate:mm`, docs/coverage.md "Mutation testing"): forced draws, every event checked.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, pending, type Action, type GameState, type PlayerId } from '../src/index.js';
import { chance, ofType, play, scenario, setDemand } from './helpers.js';

type P = GameState['pl'][string];
const port = (player: PlayerId): Action => ({ type: 'port', player });
const buyCargo = (player: PlayerId, card: string): Action => ({ type: 'buyCargo', player, card });

describe('Buy Goods (MM Buy 1-9, M24, MR2): exact outcomes', () => {
  it('MM Buy 1, 3-4, M24: each draw told to the buyer only; a card at exactly his Gold is for sale; the offer in card order; all bought, nothing discarded', () => {
    const { s, P } = scenario((d, P) => {
      setDemand(d, 'curacao', 'sugar');
      (d.pl[P] as P).gold = 3;
    });
    let r = play(s, [port(P), { type: 'buyGoods', player: P }]);
    r = play(r.s, ['spice-1', 'rum-3', 'cocoa-2', 'cocoa-1', 'rum-1', 'rum-2'].map((c) => chance(c)));
    expect(ofType(r.events, 'cargoDrawn').slice(0, 2)).toEqual([
      { type: 'cargoDrawn', rule: 'MM Buy 1', player: P, card: 'spice-1', private: P },
      { type: 'cargoDrawn', rule: 'MM Buy 1', player: P, card: null },
    ]);
    expect(ofType(r.events, 'cargoDrawn')).toHaveLength(12);
    expect(ofType(r.events, 'drawStopped')).toEqual([]);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P, rule: 'MM Buy 1' });
    // 3 Gold: the single Spice (3) too; the offer sorted by card, not by the draw's order.
    expect(legalActions(r.s)).toEqual([...['cocoa-1', 'cocoa-2', 'rum-1', 'rum-2', 'rum-3', 'spice-1'].map((c) => buyCargo(P, c)), { type: 'doneBuying', player: P }]);
    r = play(r.s, [buyCargo(P, 'spice-1')]);
    expect(ofType(r.events, 'cargoBought')).toEqual([
      { type: 'cargoBought', rule: 'MM Buy 4', player: P, card: 'spice-1', price: 3, private: P },
      { type: 'cargoBought', rule: 'MM Buy 4', player: P, card: null, price: 3 },
    ]);
    expect(ofType(r.events, 'goldPaid')).toEqual([{ type: 'goldPaid', rule: 'MM Buy 4', player: P, amount: 3, why: 'goods bought' }]);
    // No Gold left: only "done".
    expect(legalActions(r.s)).toEqual([{ type: 'doneBuying', player: P }]);
  });

  it('MM Buy 6: with every drawn card bought, nothing is discarded', () => {
    const { s, P } = scenario((d, P) => {
      setDemand(d, 'curacao', 'sugar');
      (d.pl[P] as P).gold = 20;
    });
    let r = play(s, [port(P), { type: 'buyGoods', player: P }]);
    r = play(r.s, ['rum-1', 'rum-2', 'rum-3', 'rum-4', 'rum-5', 'rum-6'].map((c) => chance(c)));
    // MM Buy 3: six Rum, 1 Gold each.
    r = play(r.s, ['rum-1', 'rum-2', 'rum-3', 'rum-4', 'rum-5', 'rum-6'].map((c) => buyCargo(P, c)));
    expect(r.s.pl[P]?.gold).toBe(14);
    r = play(r.s, [{ type: 'doneBuying', player: P }]);
    expect(ofType(r.events, 'cargoDiscarded')).toEqual([]);
    expect(r.s.pl[P]).toMatchObject({ cargo: ['rum-1', 'rum-2', 'rum-3', 'rum-4', 'rum-5', 'rum-6'], lastBuy: { port: 'curacao' } });
    expect(r.s.stack.at(-1)?.kind).toBe('port');
  });

  it('MR2, MM Buy 7: with no usable card in the deck or the discards, the draw stops short and says so', () => {
    const { s, P } = scenario((d, _P, Q) => {
      setDemand(d, 'curacao', 'sugar');
      // Only Sugar (in demand here) and two Silk cards are left in the deck, the discards empty:
      // the other cards are in the other player's hold (kept accounted for).
      for (const [id, n] of Object.entries(d.decks.cargo)) if (!id.startsWith('sugar') && id !== 'silk-1' && id !== 'silk-2') {
        for (let i = 0; i < n; i++) (d.pl[Q] as P).cargo.push(id);
        delete d.decks.cargo[id];
      }
    });
    const r = play(s, [port(P), { type: 'buyGoods', player: P }, chance('silk-1'), chance('silk-2')]);
    expect(ofType(r.events, 'drawStopped')).toEqual([{ type: 'drawStopped', rule: 'MM Buy 7', player: P, drawn: 2 }]);
    expect(ofType(r.events, 'cargoDeckRebuilt')).toEqual([]);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P, frame: 'buy' });
    expect(r.s.stack.at(-1)).toMatchObject({ kind: 'buy', drawn: ['silk-1', 'silk-2'], prices: { silk: 2 } });
    expect(Object.keys(r.s.decks.cargo).every((id) => id.startsWith('sugar'))).toBe(true);
  });

  it('MM Buy 3: with 2 Gold, the 1- and 2-Gold cards are offered, the 3-Gold one is not', () => {
    const { s, P } = scenario((d, P) => {
      setDemand(d, 'curacao', 'sugar');
      (d.pl[P] as P).gold = 2;
    });
    const r = play(s, [port(P), { type: 'buyGoods', player: P }, ...['spice-1', 'rum-3', 'cocoa-2', 'cocoa-1', 'rum-1', 'rum-2'].map((c) => chance(c))]);
    expect(legalActions(r.s)).toEqual([...['cocoa-1', 'cocoa-2', 'rum-1', 'rum-2', 'rum-3'].map((c) => buyCargo(P, c)), { type: 'doneBuying', player: P }]);
  });

  it('MM Buy 7: a draw that takes the last card of the deck is complete: the deck is not rebuilt', () => {
    const keep = ['silk-1', 'silk-2', 'silk-3', 'silk-4', 'silk-5', 'silk-6'];
    const { s, P } = scenario((d) => {
      setDemand(d, 'curacao', 'sugar');
      for (const [id, n] of Object.entries(d.decks.cargo)) if (!keep.includes(id)) {
        d.discard.cargo[id] = n;
        delete d.decks.cargo[id];
      }
    });
    const r = play(s, [port(P), { type: 'buyGoods', player: P }, ...keep.map((c) => chance(c))]);
    expect(r.s.decks.cargo).toEqual({});
    expect(ofType(r.events, 'cargoDeckRebuilt')).toEqual([]);
    expect(ofType(r.events, 'drawStopped')).toEqual([]);
    expect(r.s.stack.at(-1)).toMatchObject({ kind: 'buy', drawn: keep, prices: { silk: 1 } });
  });
});

