import { describe, it, expect } from 'vitest';
import { scenario, FIVE_MERCHANTS, type Table } from './helpers.js';
import { solo } from './career-helpers.js';

/**
 * Rule outcomes of what happens to ports (9.23-9.24, 9.34, 10.41, 17.2 #9 and #23, RULINGS B35 and
 * B51) that no other test read: each was found by a surviving mutant of src/actions/ports.ts
 * (docs/coverage.md, "Mutation testing").
 */

/** Player A at the start of his Player-Turn holding 3 cards, so the next draw is the Event (4-player game). */
function drawing(spec: Record<string, unknown>): Table {
  return scenario({ players: 4, turn: { phase: 'start' }, hands: { A: ['wear-and-tear', 'wear-and-tear', 'wear-and-tear'] }, merchants: FIVE_MERCHANTS, ...spec });
}

/** All 16 Anti-Pirate Governors on the map: the supply is empty (RULINGS B51). */
const SIXTEEN_ANTI = Object.fromEntries(
  ['boston', 'new-york', 'philadelphia', 'virginia', 'bath', 'st-augustine', 'campeche', 'honduras', 'portobello', 'cartagena', 'curacao', 'port-of-spain', 'martinique', 'guadeloupe', 'san-juan', 'santo-domingo'].map((p) => [p, 'anti' as const]),
);

describe('9.23 / RULINGS B51: the Anti-Pirate Governors removed, counted once', () => {
  it('17.2 #9: an Anti-Pirate Governor replaced goes out of the game (9.23); only the port it left loses its Safe Haven (9.34)', () => {
    const t = drawing({
      governors: { bath: 'anti' },
      pirates: {
        vane: { owner: 'B', at: 'india', safeHavens: ['bath', 'charleston'] },
        low: { owner: 'C', at: 'india', safeHavens: ['virginia'] },
      },
    });
    t.draw('new-governors');
    t.locator(15); // Bath
    expect(t.last('governorRemoved')).toEqual({ type: 'governorRemoved', rule: '17.2', port: 'bath', governor: 'anti-pirate' });
    expect(t.state.governorsRemoved).toEqual({ pro: [], anti: 1 });
    expect(t.state.antiGovernorProxies).toBe(0);
    expect(t.state.governors['bath']).toBe('anti');
    // 9.34: a Safe Haven is lost where the Governor is replaced, and only there, and only by its holder.
    expect(t.ev('safeHavenLost')).toEqual([{ type: 'safeHavenLost', rule: '9.34', pirate: 'vane', port: 'bath' }]);
    expect(t.pirate('vane').safeHavens).toEqual(['charleston']);
    expect(t.pirate('low').safeHavens).toEqual(['virginia']);
  });

  it('B51: with the supply empty a proxy is placed; a proxy leaves first when an Anti-Pirate Governor is removed again', () => {
    const t = drawing({ governors: SIXTEEN_ANTI });
    expect(t.state.antiGovernorSupply).toBe(0);
    t.draw('new-governors');
    t.locator(16); // Charleston, no Governor: a proxy
    expect(t.state.antiGovernorProxies).toBe(1);
    t.locator(15); // Bath, an Anti-Pirate Governor: replaced by a proxy, the old proxy leaving first
    expect(t.last('governorRemoved')).toEqual({ type: 'governorRemoved', rule: '17.2', port: 'bath', governor: 'anti-pirate' });
    expect(t.state.antiGovernorProxies).toBe(1);
    expect(t.state.governorsRemoved).toEqual({ pro: [], anti: 0 });
    expect([t.state.governors['charleston'], t.state.governors['bath']]).toEqual(['anti', 'anti']);
  });

  it('B51: a Pro-Pirate Governor removed while a proxy is out goes out of the game itself (9.23); the proxy stays', () => {
    const t = drawing({ governors: { ...SIXTEEN_ANTI, charleston: 'pro' } });
    const pro = t.state.governors['charleston'];
    t.draw('new-governors');
    t.locator(63); // Severndroog, no Governor: a proxy
    t.locator(16); // Charleston's Pro-Pirate Governor: replaced by a second proxy
    expect(t.last('governorRemoved')).toEqual({ type: 'governorRemoved', rule: '17.2', port: 'charleston', governor: 'pro-pirate' });
    expect(t.state.governorsRemoved).toEqual({ pro: [pro], anti: 0 });
    expect(t.state.antiGovernorProxies).toBe(2);
  });
});

describe('RULINGS B35: a port destroyed', () => {
  it('17.2 #23: Natural Disaster on a Pirate Port already destroyed lists it once', () => {
    const t = drawing({ destroyedPorts: ['isla-de-tortuga'] });
    t.draw('natural-disaster');
    t.roll(3); // Isla de Tortuga
    expect(t.last('naturalDisaster').port).toBe('isla-de-tortuga');
    expect(t.state.destroyedPorts).toEqual(['isla-de-tortuga']);
  });

  it('10.4 / 10.41: a KC destroying another Pirate Port during an In-Port Action at Charleston does not end it', () => {
    // Vane (A) In-Port at Charleston (Pro-Pirate) with Booty; B's KC in the South Atlantic attacks
    // New Providence, empty, as his AP Action at the announcement: the port is destroyed.
    const t = solo('vane', 'charleston', { holds: [400] }, { governors: { charleston: 'pro' }, kcs: { matthews: { owner: 'B', area: 'south-atlantic' } } });
    t.exact({ type: 'inPortActivities', player: 'A', pirate: 'vane' });
    t.exact({ type: 'kcAttackPort', player: 'B', port: 'new-providence' });
    t.roll(1);
    expect(t.last('piratePortAttacked')).toMatchObject({ port: 'new-providence', outcome: 'destroyed' });
    expect(t.state.destroyedPorts).toEqual(['new-providence']);
    // Vane's In-Port Activities go on: he converts his Booty (9.43).
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'inPort', rule: '9.43' });
    t.act({ type: 'convertHold', player: 'A', pirate: 'vane', hold: 0 });
    expect(t.pirate('vane').netWorth).toBe(400);
  });
});
