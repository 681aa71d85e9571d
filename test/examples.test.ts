/**
 * The bot example of docs/bots.md (examples/bots/monte-carlo.ts): a determinization keeps
 * everything the player may know and conserves every card and counter; the Monte Carlo bot picks
 * a legal action and leaves the state untouched.
 */
import { describe, expect, it } from 'vitest';
import { isDeepStrictEqual } from 'node:util';
import { apply, createGame, legalActions, pending, randomBot, view, type GameState, type PlayerId } from '../src/index.js';
import { determinize, monteCarloBot, mulberry32 } from '../examples/bots/monte-carlo.js';
import { assertInvariants } from './conformance/invariants.js';

/** A 4-player game some way in, at a decision. */
function midGame(seed: number, decisions: number): GameState {
  let s = createGame({ players: 4, seed });
  const bot = randomBot(seed);
  for (let n = 0; n < decisions; n++) {
    const p = pending(s);
    if (p.kind !== 'decision') break;
    s = apply(s, bot(s, p.player)).state;
  }
  return s;
}

describe('examples/bots/monte-carlo.ts', () => {
  it('determinize: the player\'s view is unchanged, components are conserved, the hidden parts vary, the generator is dropped', () => {
    const s = midGame(3, 60);
    const me = (pending(s) as { player: PlayerId }).player;
    const rand = mulberry32(1);
    let changed = 0;
    for (let k = 0; k < 20; k++) {
      const d = determinize(s, me, rand);
      expect(view(d, me).you).toEqual(view(s, me).you);
      const { pending: _a, ...seen } = view(d, me);
      const { pending: _b, ...before } = view(s, me);
      expect(seen).toEqual(before);
      assertInvariants(d);
      expect(d.rng).toBeNull();
      expect(d.config.randomness).toBe('external');
      if (s.order.some((p) => p !== me && !isDeepStrictEqual(d.players[p]!.hand, s.players[p]!.hand))) changed++;
    }
    expect(changed).toBeGreaterThan(10);
  });

  it('monteCarloBot: picks one of the legal actions, the same one for the same seed, and leaves the state untouched', () => {
    const s = midGame(5, 40);
    const me = (pending(s) as { player: PlayerId }).player;
    const before = structuredClone(s);
    const legal = legalActions(s, me);
    const a = monteCarloBot(9, 2)(s, me);
    expect(legal).toContainEqual(a);
    expect(monteCarloBot(9, 2)(s, me)).toEqual(a);
    expect(s).toEqual(before);
  });
});
