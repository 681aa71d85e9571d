import { describe, it, expect } from 'vitest';
import { createWindows, type Ctx, type GameTypes, type WindowFrame, type KernelState } from '../../src/kernel/index.js';

/**
 * The kernel's interrupt windows (src/kernel/window.ts; DESIGN "Interrupt windows"), the parts
 * test/kernel/window-kernel.test.ts leaves open: a responder's `needs` (public preconditions as bits
 * of the game's `flags`, tested before the responder is asked anything), the registry's answer, and
 * a pass by the player at the start of the order once the poll has wrapped round (R105).
 */
type P = 'A' | 'B' | 'C' | 'D';
type Act = { type: 'pass'; player: P } | { type: 'shout'; player: P; word: string };
interface S extends KernelState {
  /** Who holds a word to shout (public). */
  words: Partial<Record<P, string>>;
  /** Who is on deck (public): the flag bit 1 a "deck" responder needs. */
  onDeck: P[];
  log: string[];
}
interface T extends GameTypes {
  state: S;
  action: Act;
  player: P;
}
type W = WindowFrame<P> & { kind: 'window' };

const ON_DECK = 1;

function ctxOf(words: S['words'], onDeck: P[] = []): Ctx<T> {
  const s: S = { stack: [], over: null, rng: null, config: { randomness: 'external' }, words, onDeck, log: [] };
  return { s, events: [], ix: null, owned: null };
}
const frame = (moment: string, order: P[], cursor = 0, passes = 0): W => ({ kind: 'window', moment, order, cursor, passes });

/** A game whose one responder needs ON_DECK, and counts each time the window asks it anything. */
function deckGame() {
  const asked: string[] = [];
  const windows = createWindows<T, W>({
    flags: (s, p) => (s.onDeck.includes(p) ? ON_DECK : 0),
    pass: (player) => ({ type: 'pass', player }),
    isPass: (a) => a.type === 'pass',
  });
  const deck = {
    moments: ['dawn'],
    needs: ON_DECK,
    // Honest, as the contract asks: eligible implies its needs.
    eligible: (s: S, _w: W, p: P) => (asked.push(`eligible ${p}`), s.onDeck.includes(p) && s.words[p] !== undefined),
    legal: (s: S, _w: W, p: P): Act[] => (asked.push(`legal ${p}`), s.words[p] ? [{ type: 'shout', player: p, word: s.words[p] }] : []),
    respond: (ctx: Ctx<T>, _w: W, a: Act) => void (a.type === 'shout' && ctx.s.log.push(`${a.player}:${a.word}`)),
  };
  windows.register(deck);
  return { windows, asked, deck };
}

describe('kernel windows: needs, the registry, a pass after the poll wraps', () => {
  it("a responder whose needs the player's flags lack is not asked anything, and its response is not carried out", () => {
    const { windows, asked } = deckGame();
    // B holds a word but is not on deck; C holds one and is.
    const ctx = ctxOf({ B: 'b', C: 'c' }, ['C']);
    const w = frame('dawn', ['A', 'B', 'C']);
    expect(windows.current(ctx.s, w, null)).toBe('C');
    expect(asked).toEqual(['eligible C']);
    asked.length = 0;
    expect(windows.legal(ctx.s, w, null, 'B')).toEqual([{ type: 'pass', player: 'B' }]);
    expect(asked).toEqual([]);
    // B's shout matches what the responder would offer him if it were asked: not carried out.
    windows.step(ctx, w, { type: 'shout', player: 'B', word: 'b' });
    expect(ctx.s.log).toEqual([]);
    expect(asked).toEqual([]);
    windows.step(ctx, w, { type: 'shout', player: 'C', word: 'c' });
    expect(ctx.s.log).toEqual(['C:c']);
  });

  it('respondersFor returns the registered responders themselves, in registration order', () => {
    const { windows, deck } = deckGame();
    const late = { moments: ['dawn', 'dusk'], eligible: () => false, legal: () => [], respond: () => undefined };
    windows.register(late);
    expect(windows.respondersFor('dawn')).toEqual([deck, late]);
    expect(windows.respondersFor('dawn')[0]).toBe(deck);
    expect(windows.respondersFor('dusk')[0]).toBe(late);
    expect(windows.respondersFor('noon')).toEqual([]);
  });

  it('R105: the first player of the order passing after the poll wrapped round counts for those skipped at its end', () => {
    const { windows } = deckGame();
    // C has just responded (cursor after him, no passes since); D cannot respond, A can.
    const ctx = ctxOf({ A: 'a' }, ['A']);
    const w = frame('dawn', ['A', 'B', 'C', 'D'], 3, 0);
    expect(windows.current(ctx.s, w, null)).toBe('A');
    windows.step(ctx, w, { type: 'pass', player: 'A' });
    // D (skipped) passes with A: two passes, and the cursor is after A, so A is not asked again.
    expect(w).toMatchObject({ passes: 2, cursor: 1 });
    expect(windows.current(ctx.s, w, null)).toBeNull();
  });
});
