/**
 * The bot example of docs/bots.md (examples/bots/monte-carlo.ts): the Monte Carlo bot picks a legal
 * action, the same one for the same seed, leaves the state untouched, and does not cheat: what is
 * hidden from its player does not change its choice.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, pending, randomBot, type GameState, type PlayerId } from '../src/index.js';
import { monteCarloBot } from '../examples/bots/monte-carlo.js';
import { hiddenVariants } from './conformance/invariants.js';
import { chooser } from './conformance/play.js';

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

/** A position where the bot has a real choice. */
function choicePoint(seed: number): { s: GameState; me: PlayerId } {
  for (let n = 30; n < 200; n += 7) {
    const s = midGame(seed, n);
    const p = pending(s);
    if (p.kind === 'decision' && legalActions(s).length >= 3) return { s, me: p.player };
  }
  throw new Error('no choice point');
}

describe('examples/bots/monte-carlo.ts', () => {
  it('monteCarloBot: picks one of the legal actions, the same one for the same seed, and leaves the state untouched', () => {
    const { s, me } = choicePoint(5);
    const before = structuredClone(s);
    const a = monteCarloBot(9, 2)(s, me);
    expect(legalActions(s, me)).toContainEqual(a);
    expect(monteCarloBot(9, 2)(s, me)).toEqual(a);
    expect(s).toEqual(before);
  });

  it('monteCarloBot: what is hidden from its player (other hands, the deck, face-down Merchants) does not change its choice', () => {
    const { s, me } = choicePoint(8);
    const a = monteCarloBot(4, 2)(s, me);
    const variants = hiddenVariants(s, me, chooser(1));
    expect(variants.length).toBeGreaterThan(0);
    for (const v of variants) expect(monteCarloBot(4, 2)(v.state, me), v.label).toEqual(a);
  });
});
