import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { ChanceValue, KernelChanceSpec } from './types.js';

/**
 * Chance nodes (DESIGN "Three kinds of node"): every die roll, D66 and blind draw is enumerable,
 * with exact probabilities, and in seeded mode is sampled from a generator whose state lives in the
 * game state (same seed + same actions = same game, bit for bit).
 *
 * Dice are the kernel's own. Draws come from pools the game defines: a pool is a multiset of ids,
 * either as counts with a fixed order of every id it can hold (decks, counter cups), or as a list
 * (a small deck kept as ids). A draw is one id, weighted by its count.
 */
export type Pool =
  | { kind: 'counts'; counts: Readonly<Record<string, number>>; order: readonly string[] }
  | { kind: 'list'; ids: readonly string[] };

/** The game's draw pools: the pool a draw spec names, as it stands in state `s`. */
export type PoolsOf<S, Ix> = (s: S, pool: string, ix: Ix) => Pool;

/** An outcome with its exact probability. */
export interface Outcome {
  value: ChanceValue;
  probability: number;
}

/** The saved state of a new seeded generator. */
export function newRngState(seed: number): number[] {
  return Array.from(xoroshiro128plus(seed).getState());
}

/** A live generator restored from the state (pure-rand 8 generators mutate in place). */
export function generatorFromState(rng: readonly number[]): RandomGenerator {
  return xoroshiro128plusFromState(rng);
}

/** Persist a live generator back into the state. */
export function generatorState(g: RandomGenerator): number[] {
  return Array.from(g.getState());
}

/** How many of `id` a counted pool holds (own keys only: 'constructor' is no card). */
function countIn(counts: Readonly<Record<string, number>>, id: string): number {
  return Object.hasOwn(counts, id) ? (counts[id] ?? 0) : 0;
}

/** The items in a pool. */
export function poolTotal(p: Pool): number {
  if (p.kind === 'list') return p.ids.length;
  let n = 0;
  for (const id of p.order) n += countIn(p.counts, id);
  return n;
}

/** Every outcome of a chance node with its exact probability (they sum to 1). */
export function enumerateOutcomes(spec: KernelChanceSpec, pool: () => Pool): Outcome[] {
  if (spec.kind === 'd66') return D66;
  if (spec.kind === 'dice') return diceMultisets(spec.count);
  const p = pool();
  const total = poolTotal(p);
  const counts: Record<string, number> = {};
  if (p.kind === 'list') for (const id of p.ids) counts[id] = (counts[id] ?? 0) + 1;
  const ids = p.kind === 'list' ? Object.keys(counts) : p.order;
  const out: Outcome[] = [];
  for (const id of [...ids].sort()) {
    const n = p.kind === 'list' ? (counts[id] ?? 0) : countIn(p.counts, id);
    if (n > 0) out.push({ value: id, probability: n / total });
  }
  return out;
}

const D66: Outcome[] = [];
for (let b = 1; b <= 6; b++) for (let w = 1; w <= 6; w++) D66.push({ value: [b, w], probability: 1 / 36 });

const multisetCache = new Map<number, Outcome[]>();

/** Unordered dice results (faces sorted high to low) with multinomial probabilities. */
function diceMultisets(count: number): Outcome[] {
  const cached = multisetCache.get(count);
  if (cached) return cached;
  const out: Outcome[] = [];
  const total = 6 ** count;
  const fact = (n: number): number => (n <= 1 ? 1 : n * fact(n - 1));
  const rec = (prefix: number[], max: number): void => {
    if (prefix.length === count) {
      const freq = [0, 0, 0, 0, 0, 0, 0];
      for (const f of prefix) freq[f] = (freq[f] ?? 0) + 1;
      let perms = fact(count);
      for (const k of freq) perms /= fact(k);
      out.push({ value: [...prefix], probability: perms / total });
      return;
    }
    for (let f = max; f >= 1; f--) rec([...prefix, f], f);
  };
  rec([], 6);
  multisetCache.set(count, out);
  return out;
}

/** Whether `value` is a possible outcome of `spec` (`pool` is asked only for a draw). */
export function isValidOutcome(spec: KernelChanceSpec, value: unknown, pool: () => Pool): boolean {
  if (spec.kind === 'draw') {
    if (typeof value !== 'string') return false;
    const p = pool();
    return p.kind === 'list' ? p.ids.includes(value) : countIn(p.counts, value) > 0;
  }
  if (!Array.isArray(value)) return false;
  const n = spec.kind === 'd66' ? 2 : spec.count;
  return value.length === n && value.every((f) => Number.isInteger(f) && f >= 1 && f <= 6);
}

/** Reused by {@link sampleOutcome} (draws happen one at a time). */
let scratch = new Int32Array(32);

/**
 * Sample an outcome with a live generator. A counted pool is walked in its fixed order, so the same
 * generator state always gives the same outcome; a list pool picks an index.
 */
export function sampleOutcome(spec: KernelChanceSpec, g: RandomGenerator, pool: () => Pool): ChanceValue {
  if (spec.kind === 'draw') {
    const p = pool();
    if (p.kind === 'list') return p.ids[uniformInt(g, 0, p.ids.length - 1)] ?? '';
    const keys = p.order;
    const counts = p.counts;
    // One lookup per id (pool records are hash maps): the counts go to a scratch array first.
    const n = keys.length;
    if (scratch.length < n) scratch = new Int32Array(n);
    let totalCount = 0;
    for (let i = 0; i < n; i++) {
      const c = counts[keys[i] ?? ''] ?? 0;
      scratch[i] = c;
      totalCount += c;
    }
    let r = uniformInt(g, 0, totalCount - 1);
    for (let i = 0; i < n; i++) {
      r -= scratch[i] ?? 0;
      if (r < 0) return keys[i] ?? '';
    }
    return '';
  }
  const n = spec.kind === 'd66' ? 2 : spec.count;
  const faces: number[] = [];
  for (let i = 0; i < n; i++) faces.push(uniformInt(g, 1, 6));
  return faces;
}
