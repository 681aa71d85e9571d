import { describe, it, expect } from 'vitest';
import { table } from './career-helpers.js';

/**
 * 9.62 with 11.2 / RULINGS B41 ("Other Ability uses (Find, Booty Grab): the owner picks one
 * Pirate's Ability"). The engine lets an allied *grabber* use the better Ability (teamRating), but
 * an allied *target* always rolls with his own Ability only.
 */
describe('9.62 / B41 (R15): the target of a Booty Grab who is in an Alliance', () => {
  it('B41: the target\'s owner may use his ally\'s better Ability (Avery 4 instead of Bonnet 2)', () => {
    const t = table({
      condent: { owner: 'A', at: 'charleston' },
      // B's allied pair, both in D&R (11.2: the Alliance goes into D&R as one).
      bonnet: { owner: 'B', at: 'charleston', dr: 'voluntary', holds: [1000], ally: 'avery' },
      avery: { owner: 'B', at: 'charleston', dr: 'voluntary', holds: [1000], ally: 'bonnet' },
    });
    t.act({ type: 'bootyGrab', player: 'A', pirate: 'condent', target: 'bonnet' });
    t.roll(3); // Condent 3 + 4 + 1 = 8
    t.roll(4); // Bonnet's side: 4 + (Avery's Ability 4) = 8: a tie, so a Duel (9.62)
    const e = t.last('bootyGrabAttempt');
    expect(e.defend.total).toBe(8);
    expect(e.outcome).toBe('duel');
  });
});
