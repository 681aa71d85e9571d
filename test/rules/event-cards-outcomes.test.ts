import { describe, it, expect } from 'vitest';
import { scenario, refusal, FIVE_MERCHANTS, type Table } from './helpers.js';

/**
 * Rule outcomes of five Must-Play Event cards (17.2 #3 Disease, #5 European Turmoil, #9 New
 * Governors, #23 Natural Disaster; RULINGS B35, B48, B51) that no other test read: each was found by
 * a surviving mutant of src/cards/ (docs/coverage.md, "Mutation testing").
 */

/** Player A at the start of his Player-Turn holding 3 cards, so the next draw is the Event (4-player game). */
function drawing(spec: Record<string, unknown>): Table {
  return scenario({ players: 4, turn: { phase: 'start' }, hands: { A: ['wear-and-tear', 'wear-and-tear', 'wear-and-tear'] }, merchants: FIVE_MERCHANTS, ...spec });
}

/** All 16 Anti-Pirate Governors on the map: the supply is empty (RULINGS B51). */
const SIXTEEN_ANTI = Object.fromEntries(
  ['boston', 'new-york', 'philadelphia', 'virginia', 'bath', 'st-augustine', 'campeche', 'honduras', 'portobello', 'cartagena', 'curacao', 'port-of-spain', 'martinique', 'guadeloupe', 'san-juan', 'santo-domingo'].map((p) => [p, 'anti' as const]),
);

/** The label of the chance node now pending (what the player is told he rolls). */
function label(t: Table): string {
  const p = t.pending;
  return p.kind === 'chance' ? p.spec.label : `no chance node: ${JSON.stringify(p)}`;
}

describe('17.2 #3 Disease', () => {
  it('17.2 #3: the D66 is announced as the Disease roll; any other action there is refused under 17.2', () => {
    const t = drawing({});
    t.draw('disease');
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'd66' } });
    expect(label(t)).toBe('D66 for the port struck by Disease (17.2 #3)');
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ code: 'chance-expected', rule: '17.2' });
  });

  it('17.2 #3 / 18.12B: a Pirate killed by Disease is Eliminated with Disease as the cause', () => {
    const t = drawing({ pirates: { vane: { owner: 'B', at: 'port-royal', np: 6 } } });
    t.draw('disease');
    t.locator(41); // Port Royal
    expect(t.ev('pirateEliminated')).toEqual([{ type: 'pirateEliminated', rule: '17.2', pirate: 'vane', player: 'B', cause: 'disease', vp: 6, scoring: '18.12B' }]);
  });
});

describe('17.2 #5 European Turmoil (RULINGS B48)', () => {
  it('17.2 #5 / B48: the KCs go back to the pool, which stays in order; the Ex-Pirate KC goes back aside, not to the pool', () => {
    const t = drawing({
      kcs: {
        ogle: { owner: 'B', area: 'west-caribbean' },
        'kc-4': { owner: 'C', area: 'india' },
        'ex-pirate': { owner: 'D', area: 'east-caribbean' },
      },
    });
    expect(t.state.kcPool).toEqual(['kc-5', 'kc-6', 'kc-7', 'kc-8', 'matthews', 'rhett']);
    t.draw('european-turmoil');
    expect(t.ev('europeanTurmoil')).toEqual([{ type: 'europeanTurmoil', rule: '17.2', warshipsRemoved: 0, kcsRemoved: ['ex-pirate', 'kc-4', 'ogle'] }]);
    expect(t.state.kcs).toEqual({});
    expect(t.state.kcPool).toEqual(['kc-4', 'kc-5', 'kc-6', 'kc-7', 'kc-8', 'matthews', 'ogle', 'rhett']);
  });
});

describe('17.2 #23 Natural Disaster (RULINGS B35)', () => {
  it('17.2 #23: the d6 is announced as the Natural Disaster roll; any other action there is refused under 17.2', () => {
    const t = drawing({});
    t.draw('natural-disaster');
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 1 } });
    expect(label(t)).toBe('Natural Disaster roll (17.2 #23)');
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ code: 'chance-expected', rule: '17.2' });
  });

  it('17.2 #23 / 18.12B: a Pirate killed by the Natural Disaster is Eliminated with it as the cause', () => {
    const t = drawing({ pirates: { vane: { owner: 'B', at: 'port-royal', np: 4 } } });
    t.draw('natural-disaster');
    t.roll(4); // Port Royal
    expect(t.ev('pirateEliminated')).toEqual([{ type: 'pirateEliminated', rule: '17.2', pirate: 'vane', player: 'B', cause: 'naturalDisaster', vp: 4, scoring: '18.12B' }]);
  });
});

describe('17.2 #9 New Governors (RULINGS B51)', () => {
  it('17.2 #9: each D66 is announced with the Governor it places; a reroll asks for the same one again; the roll is refused any other action under 17.2', () => {
    const t = drawing({});
    t.draw('new-governors');
    expect(label(t)).toBe('D66 for New Governor 1 (17.2 #9)');
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ code: 'chance-expected', rule: '17.2' });
    t.locator(36); // Isla de Tortuga: a Pirate Port, rolled again
    expect(label(t)).toBe('D66 for New Governor 1 (17.2 #9)');
    t.locator(15); // Bath
    expect(label(t)).toBe('D66 for New Governor 2 (17.2 #9)');
  });

  it('17.2 #9 / B51: the reroll says why: a Pirate Port, or a destroyed port', () => {
    const t = drawing({ destroyedPorts: ['bath'] });
    t.draw('new-governors');
    t.locator(36); // Isla de Tortuga
    t.locator(15); // Bath, destroyed
    expect(t.ev('newGovernorReroll')).toEqual([
      { type: 'newGovernorReroll', rule: '17.2', d66: [3, 6], port: 'isla-de-tortuga', reason: 'pirate port' },
      { type: 'newGovernorReroll', rule: '17.2', d66: [1, 5], port: 'bath', reason: 'destroyed port (B51)' },
    ]);
    expect(t.state.governors['bath']).toBeUndefined();
    expect(label(t)).toBe('D66 for New Governor 1 (17.2 #9)');
  });

  it('B51 option noEffect: with the supply empty each of the two rolls places nothing and Ousts nobody; then the card is done', () => {
    const t = drawing({
      options: { newGovernorsWhenExhausted: 'noEffect' },
      governors: SIXTEEN_ANTI,
      pirates: { vane: { owner: 'B', at: 'charleston' } },
    });
    expect(t.state.antiGovernorSupply).toBe(0);
    t.draw('new-governors');
    t.locator(16); // Charleston, no Governor
    expect(t.ev('newGovernorSkipped')).toEqual([
      { type: 'newGovernorSkipped', rule: '17.2', d66: [1, 6], port: 'charleston', reason: 'no Anti-Pirate Governor counter left (B51 option)' },
    ]);
    expect(t.state.governors['charleston']).toBeUndefined();
    expect(t.state.antiGovernorProxies).toBe(0);
    expect(t.pirate('vane').location).toEqual({ kind: 'port', port: 'charleston' });
    // The second roll is still made ...
    expect(label(t)).toBe('D66 for New Governor 2 (17.2 #9)');
    t.locator(63); // Severndroog
    expect(t.ev('newGovernorSkipped').map((e) => e.port)).toEqual(['charleston', 'severndroog']);
    expect(t.ev('newGovernor')).toEqual([]);
    // ... and no third: the card is discarded and A goes on drawing to 4.
    expect(t.state.discard['new-governors']).toBe(1);
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'event' } });
  });

  it('B51 option noEffect: while counters are left the Governors are placed as usual', () => {
    const t = drawing({ options: { newGovernorsWhenExhausted: 'noEffect' } });
    const supply = t.state.antiGovernorSupply;
    t.draw('new-governors');
    t.locator(15); // Bath
    expect(t.ev('newGovernorSkipped')).toEqual([]);
    expect(t.last('newGovernor')).toEqual({ type: 'newGovernor', rule: '17.2', d66: [1, 5], port: 'bath', governor: 'anti-pirate' });
    expect(t.state.governors['bath']).toBe('anti');
    expect(t.state.antiGovernorSupply).toBe(supply - 1);
  });
});
