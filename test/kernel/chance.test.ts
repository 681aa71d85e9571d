import { describe, it, expect } from 'vitest';
import { enumerateOutcomes, isValidOutcome, sampleOutcome, poolTotal, newRngState, generatorFromState, generatorState, type Pool } from '../../src/kernel/index.js';

/**
 * The kernel's chance nodes (src/kernel/chance.ts; DESIGN "Three kinds of node"): every roll and
 * draw is enumerable with its exact probability, an answer is checked against the node, and a
 * seeded game samples from a generator kept in the state. Blackbeard's rules rest on it: a d6
 * (4.5), 2d6 and more (9.52, 9.53), the D66 (6.31), and blind draws from decks and cups (8.41, 17.1).
 */
const d = (count: number) => ({ kind: 'dice' as const, count, label: '' });
const D66 = { kind: 'd66' as const, label: '' };
const DRAW = { kind: 'draw' as const, pool: 'p', label: '' };
const counts = (c: Record<string, number>, order = Object.keys(c)): Pool => ({ kind: 'counts', counts: c, order });
const list = (...ids: string[]): Pool => ({ kind: 'list', ids });
const noPool = (): Pool => {
  throw new Error('a roll asks for no pool');
};
const sum = (xs: { probability: number }[]) => xs.reduce((a, o) => a + o.probability, 0);

describe('enumerateOutcomes: every outcome with its exact probability', () => {
  it('a d6: six faces, 1/6 each', () => {
    const o = enumerateOutcomes(d(1), noPool);
    expect(o.map((x) => x.value)).toEqual([[6], [5], [4], [3], [2], [1]]);
    for (const x of o) expect(x.probability).toBe(1 / 6);
  });

  it('2d6: the 21 unordered results, faces high to low, a double 1/36 and a pair of faces 2/36', () => {
    const o = enumerateOutcomes(d(2), noPool);
    expect(o).toHaveLength(21);
    expect(o[0]).toEqual({ value: [6, 6], probability: 1 / 36 });
    expect(o[1]).toEqual({ value: [6, 5], probability: 2 / 36 });
    expect(o[o.length - 1]).toEqual({ value: [1, 1], probability: 1 / 36 });
    for (const x of o) expect(x.value).toEqual([...(x.value as number[])].sort((a, b) => b - a));
    expect(sum(o)).toBeCloseTo(1, 12);
  });

  it('3d6: 56 results; three different faces 6/216, a pair 3/216, a triple 1/216', () => {
    const o = enumerateOutcomes(d(3), noPool);
    expect(o).toHaveLength(56);
    const p = (v: number[]) => o.find((x) => JSON.stringify(x.value) === JSON.stringify(v))?.probability;
    expect(p([6, 6, 6])).toBe(1 / 216);
    expect(p([6, 6, 1])).toBe(3 / 216);
    expect(p([5, 3, 1])).toBe(6 / 216);
    expect(sum(o)).toBeCloseTo(1, 12);
    // Asked again: the same list (cached), still exact.
    expect(enumerateOutcomes(d(3), noPool)).toEqual(o);
  });

  it('the D66: 36 ordered pairs (black die, white die), 1/36 each', () => {
    const o = enumerateOutcomes(D66, noPool);
    expect(o).toHaveLength(36);
    expect(o[0]).toEqual({ value: [1, 1], probability: 1 / 36 });
    expect(o[1]).toEqual({ value: [1, 2], probability: 1 / 36 });
    expect(o[35]).toEqual({ value: [6, 6], probability: 1 / 36 });
  });

  it('a draw from counts: each id held, weighted by its count, in id order; none held, none listed', () => {
    const o = enumerateOutcomes(DRAW, () => counts({ zeta: 3, alpha: 1, empty: 0 }));
    expect(o).toEqual([
      { value: 'alpha', probability: 1 / 4 },
      { value: 'zeta', probability: 3 / 4 },
    ]);
  });

  it('a draw from counts: an id outside the order is not in the pool, nor an inherited key', () => {
    const o = enumerateOutcomes(DRAW, () => counts({ a: 1, b: 1 }, ['a', 'constructor']));
    expect(o).toEqual([{ value: 'a', probability: 1 }]);
  });

  it('a draw from a list: each id once, weighted by its copies, in id order', () => {
    expect(enumerateOutcomes(DRAW, () => list('tew', 'avery', 'tew', 'kidd'))).toEqual([
      { value: 'avery', probability: 1 / 4 },
      { value: 'kidd', probability: 1 / 4 },
      { value: 'tew', probability: 2 / 4 },
    ]);
  });

  it('poolTotal: the items of a pool', () => {
    expect(poolTotal(counts({ a: 2, b: 0, c: 5 }))).toBe(7);
    expect(poolTotal(counts({ a: 2, c: 5 }, ['a', 'constructor']))).toBe(2);
    expect(poolTotal(list('x', 'y', 'x'))).toBe(3);
    expect(poolTotal(list())).toBe(0);
  });
});

describe('isValidOutcome: an answer must be a possible outcome of the node', () => {
  it('dice: as many faces as dice, each a whole number from 1 to 6', () => {
    expect(isValidOutcome(d(2), [1, 6], noPool)).toBe(true);
    expect(isValidOutcome(d(2), [6], noPool)).toBe(false);
    expect(isValidOutcome(d(2), [1, 2, 3], noPool)).toBe(false);
    expect(isValidOutcome(d(1), [0], noPool)).toBe(false);
    expect(isValidOutcome(d(1), [7], noPool)).toBe(false);
    expect(isValidOutcome(d(1), [2.5], noPool)).toBe(false);
    expect(isValidOutcome(d(1), ['3'], noPool)).toBe(false);
    expect(isValidOutcome(d(1), '3', noPool)).toBe(false);
    expect(isValidOutcome(d(1), [1], noPool)).toBe(true);
    expect(isValidOutcome(d(1), [6], noPool)).toBe(true);
  });

  it('the D66: exactly two faces', () => {
    expect(isValidOutcome(D66, [6, 6], noPool)).toBe(true);
    expect(isValidOutcome(D66, [6], noPool)).toBe(false);
    expect(isValidOutcome(D66, [1, 1, 1], noPool)).toBe(false);
  });

  it('a draw: an id the pool holds now; not a missing one, one at 0, an inherited key or a number', () => {
    const pool = () => counts({ a: 1, b: 0 });
    expect(isValidOutcome(DRAW, 'a', pool)).toBe(true);
    expect(isValidOutcome(DRAW, 'b', pool)).toBe(false);
    expect(isValidOutcome(DRAW, 'c', pool)).toBe(false);
    expect(isValidOutcome(DRAW, 'constructor', pool)).toBe(false);
    expect(isValidOutcome(DRAW, [1], pool)).toBe(false);
    // A list holding an id is no id (a key lookup would read ['a'] as 'a').
    expect(isValidOutcome(DRAW, ['a'], pool)).toBe(false);
    expect(isValidOutcome(DRAW, 'x', () => list('x', 'y'))).toBe(true);
    expect(isValidOutcome(DRAW, 'z', () => list('x', 'y'))).toBe(false);
  });
});

describe('sampleOutcome: seeded games (the generator lives in the state)', () => {
  it('the same generator state gives the same outcome; the state moves on', () => {
    const s0 = newRngState(42);
    const a = sampleOutcome(d(3), generatorFromState(s0), noPool);
    const b = sampleOutcome(d(3), generatorFromState(s0), noPool);
    expect(a).toEqual(b);
    const g = generatorFromState(s0);
    sampleOutcome(d(1), g, noPool);
    expect(generatorState(g)).not.toEqual(s0);
    expect(newRngState(42)).toEqual(s0);
    expect(newRngState(43)).not.toEqual(s0);
  });

  it('dice and the D66: the right number of faces, every face from 1 to 6 and only those', () => {
    const g = generatorFromState(newRngState(7));
    const seen = new Set<number>();
    for (let i = 0; i < 300; i++) {
      const v = sampleOutcome(d(2), g, noPool) as number[];
      expect(v).toHaveLength(2);
      for (const f of v) seen.add(f);
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(sampleOutcome(D66, g, noPool)).toHaveLength(2);
  });

  it('a draw from counts is weighted by the counts: an id at 0 never comes, 1 in 4 and 3 in 4 over 8,000 draws', () => {
    const g = generatorFromState(newRngState(11));
    const pool = () => counts({ none: 0, one: 1, gone: 0, three: 3, last: 0 });
    const n: Record<string, number> = {};
    for (let i = 0; i < 8000; i++) {
      const v = sampleOutcome(DRAW, g, pool) as string;
      n[v] = (n[v] ?? 0) + 1;
    }
    expect(Object.keys(n).sort()).toEqual(['one', 'three']);
    expect(n['one']).toBeGreaterThan(1800);
    expect(n['one']).toBeLessThan(2200);
  });

  it('a draw from a pool of one id: that id; from counts longer than the scratch array: still the held one', () => {
    const g = generatorFromState(newRngState(3));
    expect(sampleOutcome(DRAW, g, () => list('only'))).toBe('only');
    const order = Array.from({ length: 40 }, (_, i) => `id${i}`);
    const c: Record<string, number> = Object.fromEntries(order.map((id) => [id, 0]));
    c['id39'] = 2;
    for (let i = 0; i < 20; i++) expect(sampleOutcome(DRAW, g, () => counts(c, order))).toBe('id39');
  });

  it('a draw from a list picks every id, each about as often as its copies', () => {
    const g = generatorFromState(newRngState(5));
    const n: Record<string, number> = {};
    for (let i = 0; i < 6000; i++) {
      const v = sampleOutcome(DRAW, g, () => list('a', 'b', 'b')) as string;
      n[v] = (n[v] ?? 0) + 1;
    }
    expect(Object.keys(n).sort()).toEqual(['a', 'b']);
    expect(n['a']).toBeGreaterThan(1800);
    expect(n['a']).toBeLessThan(2200);
  });
});
