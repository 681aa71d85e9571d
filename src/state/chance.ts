import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { ChanceSpec, Counts, DrawPool, GameState } from './schema.js';
import type { ComponentIndex } from '../tables/index.js';
import { countOf } from './lookup.js';

/**
 * Chance nodes (DESIGN "Three kinds of node"): every die roll, D66 and blind draw is enumerable,
 * with exact probabilities, and in seeded mode is sampled from the generator kept in the state.
 */
export type ChanceValue = number[] | string;
export interface ChanceOutcome {
  value: ChanceValue;
}

export function newRngState(seed: number): number[] {
  return Array.from(xoroshiro128plus(seed).getState());
}

/** The multiset a draw is taken from, as counts in a stable order. */
export function poolCounts(s: GameState, pool: DrawPool): Counts {
  switch (pool) {
    case 'event':
      return s.deck;
    case 'mpi':
      return s.setAside;
    case 'merchant':
      return s.merchantPool;
    case 'hostage':
      return s.hostagePool;
    case 'warship':
      return s.warshipPool;
    case 'pirate':
      return countsOf(s.pirateDeck);
    case 'kc':
      return countsOf(s.kcPool);
  }
}

function countsOf(ids: readonly string[]): Counts {
  const c: Counts = {};
  for (const id of ids) c[id] = (c[id] ?? 0) + 1;
  return c;
}

export function poolSize(s: GameState, pool: DrawPool): number {
  if (pool === 'pirate') return s.pirateDeck.length;
  if (pool === 'kc') return s.kcPool.length;
  let n = 0;
  const c = poolCounts(s, pool);
  for (const k of Object.keys(c)) n += c[k] ?? 0;
  return n;
}

/** Every outcome of a chance node with its exact probability (they sum to 1). */
export function enumerateOutcomes(s: GameState, spec: ChanceSpec): { value: ChanceValue; probability: number }[] {
  if (spec.kind === 'd66') {
    const out: { value: number[]; probability: number }[] = [];
    for (let b = 1; b <= 6; b++) for (let w = 1; w <= 6; w++) out.push({ value: [b, w], probability: 1 / 36 });
    return out;
  }
  if (spec.kind === 'dice') return diceMultisets(spec.count);
  const counts = poolCounts(s, spec.pool);
  const total = poolSize(s, spec.pool);
  const out: { value: string; probability: number }[] = [];
  for (const id of Object.keys(counts).sort()) {
    const n = counts[id] ?? 0;
    if (n > 0) out.push({ value: id, probability: n / total });
  }
  return out;
}

const multisetCache = new Map<number, { value: number[]; probability: number }[]>();

/** Unordered dice results (faces sorted high to low) with multinomial probabilities. */
function diceMultisets(count: number): { value: number[]; probability: number }[] {
  const cached = multisetCache.get(count);
  if (cached) return cached;
  const out: { value: number[]; probability: number }[] = [];
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

/** Whether `value` is a possible outcome of `spec` in state `s`. */
export function isValidOutcome(s: GameState, spec: ChanceSpec, value: ChanceValue): boolean {
  if (spec.kind === 'draw') {
    if (typeof value !== 'string') return false;
    if (spec.pool === 'pirate') return s.pirateDeck.includes(value);
    if (spec.pool === 'kc') return s.kcPool.includes(value);
    return countOf(poolCounts(s, spec.pool), value) > 0; // own keys only: 'constructor' is no card
  }
  if (!Array.isArray(value)) return false;
  const n = spec.kind === 'd66' ? 2 : spec.count;
  return value.length === n && value.every((f) => Number.isInteger(f) && f >= 1 && f <= 6);
}

const orderCache = new WeakMap<ComponentIndex, Record<string, string[]>>();

/** Every id a counted pool can hold, sorted: the fixed order in which draws are sampled. */
function poolOrder(ix: ComponentIndex, pool: 'event' | 'mpi' | 'merchant' | 'hostage' | 'warship'): string[] {
  let byPool = orderCache.get(ix);
  if (!byPool) {
    byPool = {
      event: ix.set.eventCards.map((c) => c.id).sort(),
      merchant: ix.set.merchantTypes.map((m) => m.id).sort(),
      hostage: ix.set.hostages.map((h) => h.id).sort(),
      warship: ix.set.warships.map((w) => w.id).sort(),
    };
    orderCache.set(ix, byPool);
  }
  return byPool[pool === 'mpi' ? 'event' : pool] ?? [];
}

/**
 * Does the Event deck hold any card? Asked at every Card Draw step, so it looks ids up in their
 * fixed order and stops at the first one held, rather than enumerating the record's keys.
 */
export function deckHasCards(s: GameState, ix: ComponentIndex): boolean {
  for (const id of poolOrder(ix, 'event')) if ((s.deck[id] ?? 0) > 0) return true;
  return false;
}

/** Cards in the Event deck, by id lookups in a fixed order (the deck record is a hash map). */
export function deckSize(s: GameState, ix: ComponentIndex): number {
  let n = 0;
  for (const id of poolOrder(ix, 'event')) n += s.deck[id] ?? 0;
  return n;
}

/** A live generator restored from the state (pure-rand 8 generators mutate in place). */
export function generatorFromState(rng: readonly number[]): RandomGenerator {
  return xoroshiro128plusFromState(rng);
}

/** Persist a live generator back into the state. */
export function generatorState(g: RandomGenerator): number[] {
  return Array.from(g.getState());
}

/** Reused by {@link sampleOutcome} (draws happen one at a time). */
let scratch = new Int32Array(32);

/**
 * Sample an outcome (seeded mode) with a live generator. Draws walk the pool in sorted id order,
 * so the same generator state always gives the same outcome.
 */
export function sampleOutcome(s: GameState, spec: ChanceSpec, g: RandomGenerator, ix: ComponentIndex): ChanceValue {
  if (spec.kind === 'draw') {
    if (spec.pool === 'pirate' || spec.pool === 'kc') {
      const list = spec.pool === 'pirate' ? s.pirateDeck : s.kcPool;
      return list[uniformInt(g, 0, list.length - 1)] ?? '';
    }
    const counts = poolCounts(s, spec.pool);
    const keys = poolOrder(ix, spec.pool);
    // One lookup per id (the pool records are hash maps): the counts go to a scratch array first.
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

export function sum(faces: readonly number[]): number {
  let t = 0;
  for (const f of faces) t += f;
  return t;
}
