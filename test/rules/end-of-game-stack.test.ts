/**
 * 4.1 / 19.9: a game that ends in the middle of a procedure. The procedures under way stop where
 * they are, and what they were holding goes back where it belongs (src/actions/end-game.ts
 * `clearStackAtEnd`): a Hostage drawn in a Loot but not yet dealt with to the Hostage pool (8.41,
 * 8.44), the Merchants not yet placed stay in the pool (6.31), the Event card being resolved to the
 * discard pile (17.15). Every piece is still somewhere when the game is over.
 */
import { describe, it, expect } from 'vitest';
import { result } from '../../src/index.js';
import { solo, SOLO_PIRATES, EIGHT_MERCHANTS } from './solo-helpers.js';
import type { Table } from './helpers.js';

/**
 * Vane (SP, 5 NP) Loots the Square Rigger he has Found off Boston; the SP has 95 VP, so Vane's
 * Elimination (18.12B: 1 VP per NP) brings it to exactly 100 (19.9). With the first print's 8.22
 * (option lootApCardsAnyStep) you may play an Anti-Pirate card at every step of a Loot.
 */
function vaneLoots(): Table {
  const t = solo({
    pirates: { ...SOLO_PIRATES, vane: { owner: 'B', at: 'north-atlantic', np: 5 } },
    merchants: { ...EIGHT_MERCHANTS, boston: { type: 'square-rigger', foundBy: 'vane' } },
    // No port of the North Atlantic to attack this turn: his Action is the Loot.
    attackedPorts: ['boston', 'new-york', 'philadelphia', 'bermuda'],
    vp: { B: 95 },
    options: { lootApCardsAnyStep: true },
    hands: { A: ['mutiny-conspiracy'] },
    turn: { player: 'B', phase: 'start' },
    solo: { slot: 0 },
  });
  t.draw('disease'); // 19.12: the SP's Must-Play card
  t.locator(11); // Boston: no one is in port
  // Answered exactly from here on: the helpers would pass your windows.
  t.exact({ type: 'chance', value: 'buried-treasure' }); // 19.12: the Hold card for Vane's Actions
  expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'window' });
  expect(t.state.stack.find((f) => f.kind === 'loot')).toMatchObject({ pirate: 'vane', step: 'cargoRoll' });
  t.exact({ type: 'pass', player: 'A' }); // 8.31: the announcement
  t.exact({ type: 'chance', value: [6] }); // 8.32: the Cargo roll
  expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'window' });
  return t;
}

/**
 * 17.2 #15 / 14.2: your Mutiny Conspiracy against Vane (2d6, 12, above his Crew Loyalty), and his
 * crew rises (6 against his Leadership 2); Tew takes over the ship, Vane is Eliminated.
 */
function mutinyOnVane(t: Table): void {
  t.exact({ type: 'playEvent', player: 'A', card: 'mutiny-conspiracy' });
  for (let i = 0; i < 10 && !t.state.over; i++) {
    const p = t.pending;
    if (p.kind === 'chance' && p.spec.kind === 'dice') t.exact({ type: 'chance', value: Array<number>(p.spec.count).fill(6) });
    else if (p.kind === 'chance' && p.spec.kind === 'draw') t.exact({ type: 'chance', value: 'tew' });
    else throw new Error(`unexpected ${JSON.stringify(p)}`);
  }
  expect(t.last('mutiny')).toMatchObject({ pirate: 'vane', roll: { die: 6, leadership: 2 }, outcome: 'mutineers win' });
}

describe('19.9 / 4.1: the game ends in the middle of a Loot', () => {
  it('8.41 / 19.9: Vane\'s Hostage drawn, not yet dealt with; his Elimination brings the SP to 100 VP: the game ends, the Hostage goes back to the pool', () => {
    const t = vaneLoots();
    const pool = { ...t.state.hostagePool };
    t.exact({ type: 'pass', player: 'A' });
    t.exact({ type: 'chance', value: 'captain' }); // 8.41
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'window' });
    expect(t.state.hostagePool.captain).toBe((pool.captain ?? 0) - 1);
    // The window after the Hostage is drawn (first print 8.22): he has not decided his fate yet (8.43).
    expect(t.state.stack.find((f) => f.kind === 'loot')).toMatchObject({ hostage: 'captain', hostageDone: false });
    mutinyOnVane(t);
    expect(t.last('pirateEliminated')).toMatchObject({ pirate: 'vane', player: 'B', vp: 5 });
    expect(t.state.players.B?.vp).toBe(100);
    expect(result(t.state)).toMatchObject({ over: true, reason: 'The System Player reached 100 VP (19.9)', winners: ['B'] });
    expect(t.state.stack).toEqual([]);
    // The Hostage is nobody's: back in the pool, once.
    expect(t.state.hostagePool).toEqual(pool);
    expect(t.pirate('tew').hostages).toEqual([]);
    // 17.15: the Mutiny Conspiracy is in the discard pile.
    expect(t.state.discard['mutiny-conspiracy']).toBe(1);
  });

  it('8.41 / 19.9: the game ends before the Hostage is drawn: the Hostage pool is exactly as it was', () => {
    const t = vaneLoots();
    const pool = { ...t.state.hostagePool };
    expect(t.state.stack.find((f) => f.kind === 'loot')).toMatchObject({ step: 'hostageDraw', hostage: null, hostageDone: false });
    mutinyOnVane(t);
    expect(t.state.over?.rule).toBe('19.9');
    expect(t.state.stack).toEqual([]);
    expect(t.state.hostagePool).toEqual(pool);
  });
});

describe('19.9 / 4.1: the game ends before the Merchants are placed', () => {
  it('17.2 #23 / 19.9: Natural Disaster kills Vane in Port Royal; the SP reaches 100 VP before the 8 new Merchants are placed: every Merchant is in the pool', () => {
    const t = solo({
      pirates: { ...SOLO_PIRATES, vane: { owner: 'B', at: 'port-royal', np: 5 } },
      vp: { B: 95 },
      turn: { player: 'B', phase: 'start' },
      solo: { slot: 0 },
    });
    const pool = { ...t.state.merchantPool };
    for (const m of Object.values(t.state.merchants)) if (m) pool[m.type] = (pool[m.type] ?? 0) + 1;
    t.draw('natural-disaster');
    t.roll(4); // 17.2 #23: Port Royal
    expect(t.last('naturalDisaster').port).toBe('port-royal');
    expect(t.last('pirateEliminated')).toMatchObject({ pirate: 'vane', vp: 5 });
    expect(result(t.state)).toMatchObject({ over: true, reason: 'The System Player reached 100 VP (19.9)', winners: ['B'] });
    expect(t.state.stack).toEqual([]);
    expect(t.state.merchants).toEqual({});
    expect(t.state.merchantPool).toEqual(pool);
    // 17.2 #23: the card leaves the game, not to the discard pile.
    expect(t.state.removed['natural-disaster']).toBe(1);
    expect(t.state.discard['natural-disaster']).toBeUndefined();
  });
});
