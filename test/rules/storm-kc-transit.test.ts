import { describe, it, expect } from 'vitest';
import type { GameState } from '../../src/index.js';
import { scenario, FIVE_MERCHANTS, Table } from './helpers.js';

const THREE = ['wear-and-tear', 'wear-and-tear', 'wear-and-tear'];

function drawing(spec: Record<string, unknown>): Table {
  return scenario({ players: 4, turn: { phase: 'start' }, hands: { A: THREE }, merchants: FIVE_MERCHANTS, ...spec });
}

function withKc(t: Table, id: string, owner: 'A' | 'B' | 'C' | 'D', area: string): Table {
  const s = structuredClone(t.state) as GameState;
  s.kcs[id] = { id, owner, area };
  s.kcPool = s.kcPool.filter((k) => k !== id);
  return new Table(s);
}

describe('17.2 #20 (R101) Storms at Sea: KCs in an affected Transit Box', () => {
  // L1420: "if the Sea Area contains Transit Boxes, those Transit boxes are affected as well."
  // L1427: "The same player rolls a die for each KC in the Sea Area. On a roll of 1-4, the KC is
  // placed back in the KC pool". KCs may Move into Transit Boxes (10.4 "per 7.1 and 7.2").
  it('a KC in a Transit Box connected to the stormed Sea Area is rolled for (1-4: back to the pool)', () => {
    const t = withKc(drawing({}), 'ogle', 'B', 'south-america-gold-coast');
    t.draw('storms-at-sea');
    t.locator(52); // Whydah: Gold Coast and both Transit Boxes
    // The engine should ask for a KC roll for Ogle; a 1 sends him back to the pool.
    const p = t.pending;
    expect(p.kind === 'chance' ? p.spec.kind : p.kind).toBe('dice');
    t.roll(1);
    expect(t.ev('stormKc').map((e) => e.kc)).toEqual(['ogle']);
    expect(t.state.kcs.ogle).toBeUndefined();
    expect(t.state.kcPool).toContain('ogle');
  });
});
