import { describe, it, expect } from 'vitest';
import { createWindows, type Ctx, type GameTypes, type WindowFrame, type KernelState } from '../../src/kernel/index.js';

/**
 * The kernel's interrupt windows on a toy game (src/kernel/window.ts; DESIGN "Interrupt windows";
 * Blackbeard 4.63, R105): players polled in the window's order from its cursor, each asked only if
 * he could respond, a response restarting the round, the window closing once everyone in the order
 * has passed since the last response.
 */
type P = 'A' | 'B' | 'C' | 'D';
type Act = { type: 'pass'; player: P } | { type: 'shout'; player: P; word: string };
interface S extends KernelState {
  /** Who holds a word to shout (public: "holds a card"). */
  words: Partial<Record<P, string>>;
  log: string[];
}
interface T extends GameTypes {
  state: S;
  action: Act;
  player: P;
}
type W = WindowFrame<P> & { kind: 'window' };

function toy() {
  const windows = createWindows<T, W>({ pass: (player) => ({ type: 'pass', player }), isPass: (a) => a.type === 'pass' });
  windows.register({
    moments: ['dawn', 'dusk'],
    eligible: (s, _w, p) => s.words[p] !== undefined,
    legal: (s, _w, p) => (s.words[p] ? [{ type: 'shout', player: p, word: s.words[p] }] : []),
    respond: (ctx, _w, a) => {
      if (a.type !== 'shout') return;
      ctx.s.log.push(`${a.player}:${a.word}`);
      delete ctx.s.words[a.player];
    },
  });
  return windows;
}

function ctxOf(words: S['words']): Ctx<T> {
  const s: S = { stack: [], over: null, rng: null, config: { randomness: 'external' }, words, log: [] };
  return { s, events: [], ix: null, owned: null };
}
const frame = (moment: string, order: P[]): W => ({ kind: 'window', moment, order, cursor: 0, passes: 0 });

/** Poll the window to its close: each asked player shouts if `shouts` says so, else passes. */
function poll(windows: ReturnType<typeof toy>, ctx: Ctx<T>, w: W, shouts: (p: P) => boolean): P[] {
  const asked: P[] = [];
  for (let i = 0; i < 20; i++) {
    const p = windows.current(ctx.s, w, null);
    if (p === null) return asked;
    asked.push(p);
    const legal = windows.legal(ctx.s, w, null, p);
    expect(legal[legal.length - 1]).toEqual({ type: 'pass', player: p });
    windows.step(ctx, w, shouts(p) ? legal[0]! : { type: 'pass', player: p });
  }
  throw new Error('the window never closed');
}

describe('kernel windows', () => {
  it('open: nobody to ask (no responder for the moment, or nobody eligible): nothing pushed', () => {
    const windows = toy();
    const ctx = ctxOf({ B: 'ahoy' });
    expect(windows.open(ctx, frame('noon', ['B', 'C']))).toBe(false);
    expect(windows.open(ctx, frame('dawn', ['C', 'D']))).toBe(false);
    expect(ctx.s.stack).toEqual([]);
    const w = frame('dawn', ['C', 'B']);
    expect(windows.open(ctx, w)).toBe(true);
    expect(ctx.s.stack).toEqual([w]);
  });

  it('polls from the cursor in order, asks only who could respond, and closes after one round of passes', () => {
    const windows = toy();
    const ctx = ctxOf({ A: 'x', C: 'y', D: 'z' });
    const w = frame('dusk', ['B', 'C', 'D', 'A']);
    expect(poll(windows, ctx, w, () => false)).toEqual(['C', 'D', 'A']);
    expect(ctx.s.log).toEqual([]);
  });

  it('a response restarts the round after the responder: everyone eligible is asked again, each once', () => {
    const windows = toy();
    const ctx = ctxOf({ B: 'b', C: 'c', D: 'd' });
    const w = frame('dawn', ['A', 'B', 'C', 'D']);
    // C shouts; then D, B are asked again (A never: nothing to say), and the window closes.
    expect(poll(windows, ctx, w, (p) => p === 'C')).toEqual(['B', 'C', 'D', 'B']);
    expect(ctx.s.log).toEqual(['C:c']);
    expect(w.passes).toBeGreaterThanOrEqual(3);
  });

  it('a pass counts for the players skipped before the passer (R105): nobody is asked twice in one round', () => {
    const windows = toy();
    const ctx = ctxOf({ D: 'd' });
    const w = frame('dawn', ['A', 'B', 'C', 'D']);
    expect(windows.current(ctx.s, w, null)).toBe('D');
    windows.step(ctx, w, { type: 'pass', player: 'D' });
    expect(w).toMatchObject({ passes: 4, cursor: 0 });
    expect(windows.current(ctx.s, w, null)).toBeNull();
  });

  it('a response sets the cursor after the responder and clears the passes', () => {
    const windows = toy();
    const ctx = ctxOf({ B: 'b', D: 'd' });
    const w = frame('dawn', ['A', 'B', 'C', 'D']);
    windows.step(ctx, w, { type: 'pass', player: 'B' });
    expect(w).toMatchObject({ passes: 2, cursor: 2 });
    windows.step(ctx, w, { type: 'shout', player: 'D', word: 'd' });
    expect(w).toMatchObject({ passes: 0, cursor: 0 });
    expect(ctx.s.log).toEqual(['D:d']);
    // A response that is not among the legal ones does nothing.
    windows.step(ctx, w, { type: 'shout', player: 'B', word: 'not his' });
    expect(ctx.s.log).toEqual(['D:d']);
    expect(w).toMatchObject({ passes: 0, cursor: 2 });
  });

  it('a responder registered after a moment was first used is still asked', () => {
    const windows = toy();
    const ctx = ctxOf({});
    expect(windows.respondersFor('dawn')).toHaveLength(1);
    expect(windows.open(ctx, frame('dawn', ['A']))).toBe(false);
    windows.register({ moments: ['dawn'], eligible: () => true, legal: (_s, _w, p) => [{ type: 'shout', player: p, word: 'late' }], respond: (c) => void c.s.log.push('late') });
    expect(windows.respondersFor('dawn')).toHaveLength(2);
    expect(windows.open(ctx, frame('dawn', ['A']))).toBe(true);
    expect(windows.legal(ctx.s, frame('dawn', ['A']), null, 'A')).toEqual([{ type: 'shout', player: 'A', word: 'late' }, { type: 'pass', player: 'A' }]);
  });
});
