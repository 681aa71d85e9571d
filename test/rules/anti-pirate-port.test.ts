import { describe, it, expect } from 'vitest';
import { table, actionsOf } from './career-helpers.js';

/**
 * RULINGS B33: "In an Anti-Pirate port (for him) he may only Sack (if eligible), Move out, D&R
 * Recover, Booty Grab, or be the target of AP actions." Form Alliance is not in that list.
 */
describe('9.3 / RULINGS B33 (R100): what a Pirate may do in a port that is Anti-Pirate for him', () => {
  it('B33: two of his Pirates In-Port at San Juan (Anti-Pirate Governor) are offered only Move (no Form Alliance)', () => {
    const t = table(
      {
        condent: { owner: 'A', at: 'san-juan' },
        vane: { owner: 'A', at: 'san-juan' },
      },
      { governors: { 'san-juan': 'anti' } },
    );
    expect(actionsOf(t, 'condent')).toEqual(['move']);
  });
});
