import { describe, it, expect } from 'vitest';
import { isValidOutcome, sampleOutcome, newRngState, generatorFromState, type Pool } from '../../src/kernel/index.js';

/**
 * The shape of a roll (src/kernel/chance.ts), the parts test/kernel/chance.test.ts leaves open: an
 * answer is a possible outcome only if every die in it is a face, and a sampled roll has as many
 * dice as the node asks (two for a D66: Blackbeard 6.31; three for a 3d6).
 */
const d = (count: number) => ({ kind: 'dice' as const, count, label: '' });
const D66 = { kind: 'd66' as const, label: '' };
const noPool = (): Pool => {
  throw new Error('a roll asks for no pool');
};

describe('chance: every die a face, as many dice as the node asks', () => {
  it('an answer with one die off the faces is not a possible outcome, wherever that die is', () => {
    expect(isValidOutcome(d(2), [3, 7], noPool)).toBe(false);
    expect(isValidOutcome(d(2), [0, 4], noPool)).toBe(false);
    expect(isValidOutcome(d(3), [1, 6, 2.5], noPool)).toBe(false);
    expect(isValidOutcome(D66, [6, 9], noPool)).toBe(false);
    expect(isValidOutcome(D66, [6, 1], noPool)).toBe(true);
  });

  it('a sampled roll has the node\'s number of dice, each a face: 1, 3 and 5 dice, and two for a D66', () => {
    const g = generatorFromState(newRngState(9));
    for (const count of [1, 3, 5]) {
      for (let k = 0; k < 20; k++) {
        const faces = sampleOutcome(d(count), g, noPool) as number[];
        expect(faces).toHaveLength(count);
        expect(isValidOutcome(d(count), faces, noPool)).toBe(true);
      }
    }
    expect(sampleOutcome(D66, g, noPool)).toHaveLength(2);
  });
});
