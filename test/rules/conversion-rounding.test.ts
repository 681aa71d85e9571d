import { describe, it, expect } from 'vitest';
import { solo, inPort, finishInPort } from './career-helpers.js';

/**
 * 9.33: "Pirate may convert Booty to Net Worth on a 50% basis (rounded up)"; 9.43: he converts the
 * Holds he chooses, one at a time. R98: each Hold's conversion is rounded up on its own.
 */
describe('9.33 / 9.43 (R98): converting Hold by Hold', () => {
  it('two Holds of 75 at a Neutral port give 38 + 38 = 76 Net Worth', () => {
    const t = solo('teach', 'charleston', { holds: [75, 75] });
    inPort(t, 'teach');
    t.act({ type: 'convertHold', player: 'A', pirate: 'teach', hold: 0 });
    t.act({ type: 'convertHold', player: 'A', pirate: 'teach', hold: 0 });
    finishInPort(t);
    expect(t.ev('bootyConverted').map((e) => e.netWorth)).toEqual([38, 38]);
    expect(t.pirate('teach').netWorth).toBe(76);
  });
});
