/**
 * The conformance kit (issue 21 point 4): properties every game on the kernel must have, checked
 * over random legal play. Blackbeard (./blackbeard-kit.test.ts) and the kernel's test game
 * Smugglers (./smugglers/smugglers.test.ts) both pass it.
 *
 * 1. the legal list is non-empty unless the game is over (each player still to commit, at a
 *    simultaneous choice);
 * 2. chance probabilities sum to 1;
 * 3. save and reload round-trips exactly, and the game goes on identically from the copy;
 * 4. a view does not depend on state hidden from its viewer;
 * 5. the same seed and the same choices give the same game;
 * 6. a rejected action changes nothing.
 */
import { expect } from 'vitest';
import { mulberry32, type Engine, type GameTypes } from '../../src/kernel/index.js';

/** What the kit needs of a game beyond its engine. */
export interface KitGame<T extends GameTypes> {
  name: string;
  engine: Engine<T>;
  create(seed: number): T['state'];
  serialize(s: T['state']): string;
  deserialize(text: string): T['state'];
  players(s: T['state']): readonly T['player'][];
  view(s: T['state'], viewer: T['player']): unknown;
  /** States that differ from `s` only in what `viewer` may not know (may be empty). */
  hiddenVariants(s: T['state'], viewer: T['player'], rand: () => number): T['state'][];
  /** An action the rules cannot accept now (another player's, a malformed one...). */
  illegalActions(s: T['state'], rand: () => number): unknown[];
  /** A cap on the steps of one game. */
  maxSteps: number;
  /** Check views (property 4) and a save (property 3) every this many steps (1: every step). */
  every?: number;
}

/**
 * The kit's own choices come from the kernel's seeded generator (`mulberry32`, src/kernel/random.ts:
 * the same numbers as Blackbeard's conformance chooser), so a game's kit test imports nothing of
 * Blackbeard. Kept under this name for the games' kit tests that use it.
 */
export { mulberry32 as seeded };

const pickOf = <V>(xs: readonly V[], rand: () => number): V => xs[Math.floor(rand() * xs.length)] as V;

/** One random legal game; every property checked at every step. Returns the actions and end state. */
export function playChecked<T extends GameTypes>(g: KitGame<T>, seed: number): { actions: T['action'][]; state: T['state'] } {
  const rand = mulberry32(seed);
  const e = g.engine;
  let s = g.create(seed);
  const actions: T['action'][] = [];
  for (let step = 0; step < g.maxSteps; step++) {
    const p = e.pending(s);
    if (p.kind === 'over') return { actions, state: s };
    let action: T['action'];
    if (p.kind === 'chance') {
      const outs = e.chanceOutcomes(s);
      // 2: the probabilities of a chance node sum to 1.
      expect(Math.abs(outs.reduce((n, o) => n + o.probability, 0) - 1), `${g.name}: chance sums`).toBeLessThan(1e-9);
      action = pickOf(outs, rand).outcome as T['action'];
    } else {
      const deciders = p.kind === 'decision' ? [p.player] : p.players;
      // 1: every decider has something to do.
      for (const d of deciders) expect(e.legalActions(s, d).length, `${g.name}: ${String(d)} has no legal action`).toBeGreaterThan(0);
      action = pickOf(e.legalActions(s, pickOf(deciders, rand)), rand);
      // 4: a view is blind to what its viewer may not know.
      if (step % (g.every ?? 1) === 0) for (const viewer of g.players(s)) {
        const seen = JSON.stringify(g.view(s, viewer));
        for (const v of g.hiddenVariants(s, viewer, rand)) expect(JSON.stringify(g.view(v, viewer)), `${g.name}: ${String(viewer)}'s view depends on hidden state`).toBe(seen);
      }
    }
    // 6: a rejected action changes nothing.
    const before = JSON.stringify(s);
    for (const bad of g.illegalActions(s, rand)) {
      expect(e.check(s, bad).ok, `${g.name}: ${JSON.stringify(bad)} was accepted`).toBe(false);
      expect(() => e.apply(s, bad as T['action'])).toThrow();
      expect(JSON.stringify(s)).toBe(before);
    }
    // 3: a save round-trips exactly and plays on identically.
    if (step % (7 * (g.every ?? 1)) === 0) {
      const copy = g.deserialize(g.serialize(s));
      expect(JSON.stringify(copy)).toBe(before);
      expect(JSON.stringify(e.apply(copy, action).state)).toBe(JSON.stringify(e.apply(s, action).state));
    }
    s = e.apply(s, action).state;
    actions.push(action);
  }
  throw new Error(`${g.name}: no end within ${g.maxSteps} steps (seed ${seed})`);
}

/** Run the kit over `games` seeds. */
export function runKit<T extends GameTypes>(g: KitGame<T>, games: number, firstSeed = 1): void {
  for (let seed = firstSeed; seed < firstSeed + games; seed++) {
    const a = playChecked(g, seed);
    // 5: the same seed and the same choices give the same game.
    const b = playChecked(g, seed);
    expect(JSON.stringify(b.actions)).toBe(JSON.stringify(a.actions));
    expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
  }
}
