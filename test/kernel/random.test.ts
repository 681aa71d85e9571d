/**
 * The kernel's seeded generator for bots and tests (src/kernel/random.ts): mulberry32's exact
 * numbers (a stored seed must replay the same choices: Merchants & Marauders' bots, the conformance
 * kit and the fuzz scripts rely on it), the seed taken as an unsigned 32-bit integer, and numbers
 * in [0, 1) spread evenly.
 */
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/kernel/index.js';

const first = (seed: number, n: number): number[] => {
  const r = mulberry32(seed);
  return Array.from({ length: n }, () => r() * 2 ** 32);
};

describe('mulberry32', () => {
  it('gives mulberry32\'s own numbers: the sequence of a seed never changes', () => {
    // Numbers times 2^32: each call returns a 32-bit integer over 2^32.
    expect(first(0, 3)).toEqual([1144304738, 1416247, 958946056]);
    expect(first(1, 3)).toEqual([2693262067, 11749833, 2265367787]);
    expect(first(42, 3)).toEqual([2581720956, 1925393290, 3661312704]);
    expect(first(0xdeadbeef, 3)).toEqual([4043151706, 1147597007, 3315858022]);
  });

  it('takes the seed as an unsigned 32-bit integer; two generators of one seed are independent of each other', () => {
    expect(first(-1, 5)).toEqual(first(2 ** 32 - 1, 5));
    expect(first(7 + 2 ** 32, 5)).toEqual(first(7, 5));
    expect(first(7, 5)).not.toEqual(first(8, 5));
    const a = mulberry32(9);
    const b = mulberry32(9);
    a();
    a();
    expect(b()).toBe(first(9, 1)[0]! / 2 ** 32);
  });

  it('returns numbers in [0, 1), evenly spread over ten buckets', () => {
    const r = mulberry32(2024);
    const buckets = Array<number>(10).fill(0);
    let outside = 0;
    for (let i = 0; i < 100_000; i++) {
      const x = r();
      if (!(x >= 0 && x < 1)) outside++;
      else buckets[Math.floor(x * 10)]! += 1;
    }
    expect(outside).toBe(0);
    // 10,000 expected in each; a fair generator stays within about 4 standard deviations (~380).
    for (const n of buckets) expect(Math.abs(n - 10_000)).toBeLessThan(400);
  });
});
