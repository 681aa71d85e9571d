import { describe, it, expect } from 'vitest';
import { scenario, refusal, type Table } from './helpers.js';

/**
 * Rule outcomes of the Letter of Marque Retirement (18.41A, 9.58, RULINGS B33) and of Double Cross
 * (17.2 #4, RULINGS B8) that no other test read: each was found by a surviving mutant of
 * src/actions/letter-of-marque.ts (docs/coverage.md, "Mutation testing"). Low (A) In-Port at Bath,
 * an English port.
 */

type Extra = Record<string, unknown>;

function atBath(low: Extra, more: Extra = {}): Table {
  return scenario({
    players: 3,
    options: { cunning: false },
    turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
    pirates: { low: { owner: 'A', at: 'bath', np: 10, netWorth: 1000, ...low } },
    ...more,
  });
}

const letterRetirements = (t: Table) => t.legalOf('retire').filter((a) => a.method === 'letterOfMarque');

describe('18.41A: where a Letter of Marque lets him Retire', () => {
  it('only in a port of the Letter\'s nationality: a French Letter at Bath (English, Pro-Pirate) gives none', () => {
    const t = atBath({ letterOfMarque: 'french' }, { governors: { bath: 'pro' } });
    expect(letterRetirements(t)).toEqual([]);
    // The port is Pro-Pirate: he may still Retire by the bribe of 18.41D.
    expect(t.legalOf('retire')).toEqual([{ type: 'retire', player: 'A', pirate: 'low' }]);
  });

  it('9.58 / RULINGS B33: an English Letter after attacking another English port: Bath is Anti-Pirate for him, no Retirement', () => {
    const t = atBath({ letterOfMarque: 'english', attackHistory: ['english'], portsAttacked: ['charleston'] });
    expect(letterRetirements(t)).toEqual([]);
    const u = atBath({ letterOfMarque: 'english' });
    expect(letterRetirements(u)).toEqual([{ type: 'retire', player: 'A', pirate: 'low', method: 'letterOfMarque' }]);
  });
});

describe('17.2 #4 Double Cross at a Letter of Marque Retirement (RULINGS B8)', () => {
  /** A announces the Retirement; everyone passes the announcement's window (4.63). */
  function stated(hands: Record<string, string[]>, options: Extra = {}): Table {
    const t = atBath({ letterOfMarque: 'english' }, { hands, options: { cunning: false, ...options } });
    t.exact({ type: 'retire', player: 'A', pirate: 'low', method: 'letterOfMarque' });
    for (let i = 0; i < 3 && t.ev('retirementStated').length === 0; i++) {
      const p = t.pending;
      if (p.kind === 'decision' && p.frame === 'window') t.exact({ type: 'pass', player: p.player });
    }
    expect(t.last('retirementStated')).toMatchObject({ pirate: 'low', method: 'letterOfMarque' });
    return t;
  }

  it('a player asked at the Letter\'s window who holds no Double Cross may only pass', () => {
    const t = stated({ B: ['fair-winds'] });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(t.legal()).toEqual([{ type: 'pass', player: 'B' }]);
  });

  it('the roll cites 17.2; a trial records its two dice (3-4, then 2d6 x 10 %)', () => {
    const t = stated({ B: ['double-cross'] });
    t.exact({ type: 'playEvent', player: 'B', card: 'double-cross' });
    expect(refusal(t, { type: 'endTurn', player: 'A' }).rule).toBe('17.2');
    t.exact({ type: 'chance', value: [3] });
    expect(t.last('doubleCross')).toEqual({ type: 'doubleCross', rule: '17.2', player: 'B', pirate: 'low', outcome: 'trialOrdered', roll: { die: 3 } });
    expect(refusal(t, { type: 'endTurn', player: 'A' }).rule).toBe('17.2');
    t.exact({ type: 'chance', value: [2, 5] });
    expect(t.last('doubleCross')).toEqual({ type: 'doubleCross', rule: '17.2', player: 'B', pirate: 'low', outcome: 'trial', roll: { dice: [2, 5], total: 7 }, percent: 70, paid: 700, netWorth: 300 });
  });

  it('hanged, and scored as Eliminated (option): C, who holds a Double Cross too, is not asked about a Pirate no longer in play', () => {
    const t = stated({ B: ['double-cross'], C: ['double-cross'] }, { doubleCrossHangedScoresAs: 'eliminated' });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    t.exact({ type: 'playEvent', player: 'B', card: 'double-cross' });
    t.exact({ type: 'chance', value: [6] });
    expect(t.last('pirateEliminated')).toMatchObject({ pirate: 'low', cause: 'hanged' });
    expect(t.hand('C')).toEqual(['double-cross']);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
  });
});
