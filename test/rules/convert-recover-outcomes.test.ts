import { describe, it, expect } from 'vitest';
import { firstPrintLooted, scenario, sea, type Table } from './helpers.js';

/**
 * Rule outcomes of Convert Merchant (8.5, first print 4.5D) and D&R Recovery (13.24, 16.0) that no
 * other test read: each was found by a surviving mutant of src/actions/convert.ts or recover.ts
 * (docs/coverage.md, "Mutation testing").
 */

describe('8.5 (first print 4.5D): Convert Merchant as its own Action', () => {
  const looted = (merchant: string, vane: Record<string, unknown>): Table => firstPrintLooted(merchant, vane);

  it('8.5: a smaller ship costs 1 Loyalty (reason convertSmaller); each excess Hold lost is recorded with its doubloons (R56)', () => {
    const t = looted('sloop', { ship: 'brigantine', holds: [100, 200, 300] });
    t.act({ type: 'convertMerchant', player: 'A', pirate: 'vane' });
    expect(t.last('loyaltyChanged')).toMatchObject({ rule: '8.5', pirate: 'vane', delta: -1, reason: 'convertSmaller' });
    // The choice of the Holds to lose is the Convert Merchant Action's (8.5).
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'convert', rule: '8.5' });
    t.act({ type: 'jettison', player: 'A', pirate: 'vane', hold: 0 });
    expect(t.last('holdJettisoned')).toEqual({ type: 'holdJettisoned', rule: '8.5', pirate: 'vane', doubloons: 100 });
  });

  it('8.5: a larger ship gains 1 Loyalty (reason convertLarger)', () => {
    const t = looted('brigantine', { ship: 'sloop' });
    t.act({ type: 'convertMerchant', player: 'A', pirate: 'vane' });
    expect(t.last('loyaltyChanged')).toMatchObject({ rule: '8.5', pirate: 'vane', delta: 1, reason: 'convertLarger' });
  });
});

describe('13.24 D&R Recovery: In-Port only', () => {
  it('10.42 / 13.24: Ousted at the Recovery\'s announcement, he is at sea: the Recovery is spent and his marker stays', () => {
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 3 },
      pirates: { vane: { owner: 'A', at: 'bath', dr: 'involuntary' } },
      kcs: { matthews: { owner: 'C', area: 'central-atlantic' } },
    });
    t.exact({ type: 'recoverDR', player: 'A', pirate: 'vane' });
    for (let p = t.pending; p.kind === 'decision' && p.frame === 'window' && p.player !== 'C'; p = t.pending) t.exact({ type: 'pass', player: p.player });
    t.exact({ type: 'kcOust', player: 'C' });
    t.roll(6);
    t.roll(1);
    expect(t.pirate('vane').location).toEqual(sea('central-atlantic'));
    expect(t.ev('actionCancelled').filter((e) => e.rule === '13.24')).toEqual([{ type: 'actionCancelled', rule: '13.24', pirate: 'vane', action: 'recoverDR' }]);
    expect(t.ev('drRecovering')).toEqual([]);
    expect(t.pirate('vane')).toMatchObject({ dr: 'involuntary', drRecoveries: 0 });
  });

  it('10.41 / 13.24: sunk by a KC\'s attack on his Pirate Port at the announcement, there is no Recovery and nothing to cancel', () => {
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 3 },
      pirates: { vane: { owner: 'A', at: 'isla-de-tortuga', dr: 'voluntary', combat: 0 } },
      kcs: { matthews: { owner: 'C', area: 'west-caribbean' } },
    });
    t.exact({ type: 'recoverDR', player: 'A', pirate: 'vane' });
    for (let p = t.pending; p.kind === 'decision' && p.frame === 'window' && p.player !== 'C'; p = t.pending) t.exact({ type: 'pass', player: p.player });
    t.exact({ type: 'kcAttackPort', player: 'C', port: 'isla-de-tortuga' });
    t.roll(6);
    t.roll(1);
    expect(t.state.pirates.vane).toBeUndefined();
    expect(t.state.eliminated).toContain('vane');
    expect(t.ev('actionCancelled').filter((e) => e.rule === '13.24')).toEqual([]);
    expect(t.ev('drRecovered')).toEqual([]);
  });

  it('11.2 / 13.24: an ally without a D&R marker is untouched by his partner\'s Recovery', () => {
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 3 },
      pirates: {
        condent: { owner: 'A', at: 'charleston', dr: 'voluntary', ally: 'vane' },
        vane: { owner: 'A', at: 'charleston', ally: 'condent' },
      },
    });
    t.act({ type: 'recoverDR', player: 'A', pirate: 'condent' });
    expect(t.ev('drRecovered')).toEqual([{ type: 'drRecovered', rule: '13.24', pirate: 'condent', kind: 'voluntary', actions: 1 }]);
    expect(t.ev('drRecovering')).toEqual([]);
    expect(t.pirate('vane')).toMatchObject({ dr: null, drRecoveries: 0 });
  });
});
