import { describe, it, expect } from 'vitest';
import { sea, port } from './helpers.js';
import { solo, table } from './career-helpers.js';

/**
 * Rule outcomes of KC AP Actions (10.23, 10.4, 10.41, 10.42, RULINGS B35 and B37) that no other
 * test read, written ahead of the Stryker run of src/actions/kc-actions.ts (docs/coverage.md,
 * "Mutation testing"): each was found by a mutation applied by hand that every test passed.
 */

describe('10.23: one KC conducts KC AP Actions in a Player-Turn', () => {
  it("after B's KC moves against the first Action, C's KC is offered nothing against the second", () => {
    const t = table(
      { vane: { owner: 'A', at: 'central-atlantic' } },
      { kcs: { matthews: { owner: 'B', area: 'south-atlantic' }, ogle: { owner: 'C', area: 'india' } } },
      2,
    );
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('north-atlantic') });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    t.exact({ type: 'kcMove', player: 'B', to: 'west-caribbean' });
    expect(t.last('kcMoved')).toEqual({ type: 'kcMoved', rule: '10.4', player: 'B', kc: 'matthews', from: 'south-atlantic', to: 'west-caribbean' });
    // C, whose AP Action is unused, is not asked: Matthews is the Player-Turn's KC.
    expect(t.pirate('vane').location).toEqual(sea('north-atlantic'));
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('central-atlantic') });
    expect(t.pirate('vane').location).toEqual(sea('central-atlantic'));
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
  });
});

describe('10.41: the Pirate Ports a KC may attack', () => {
  it('RULINGS B35: not a destroyed one; RULINGS B37: not one where a Pirate of his own is', () => {
    // B's KC in the West Caribbean, by Isla de Tortuga; A's Vane announces a Move at sea.
    const open = table({ vane: { owner: 'A', at: 'central-atlantic' } }, { kcs: { matthews: { owner: 'B', area: 'west-caribbean' } } });
    open.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('north-atlantic') });
    expect(open.legalOf('kcAttackPort')).toEqual([{ type: 'kcAttackPort', player: 'B', port: 'isla-de-tortuga' }]);
    const destroyed = table({ vane: { owner: 'A', at: 'central-atlantic' } }, { kcs: { matthews: { owner: 'B', area: 'west-caribbean' } }, destroyedPorts: ['isla-de-tortuga'] });
    destroyed.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('north-atlantic') });
    expect(destroyed.legalOf('kcAttackPort')).toEqual([]);
    const own = table(
      { vane: { owner: 'A', at: 'central-atlantic' }, low: { owner: 'B', at: 'isla-de-tortuga' } },
      { kcs: { matthews: { owner: 'B', area: 'west-caribbean' } } },
    );
    own.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('north-atlantic') });
    expect(own.legalOf('kcAttackPort')).toEqual([]);
    expect(own.legalOf('kcMove').length).toBeGreaterThan(0);
  });
});

describe('10.42: when a KC may Oust', () => {
  const kcIn = (area: string) => ({ kcs: { matthews: { owner: 'B' as const, area } } });

  it('at an In-Port Action announced in a port of its Sea Area', () => {
    const t = solo('vane', 'charleston', { holds: [400] }, { governors: { charleston: 'pro' }, ...kcIn('south-atlantic') });
    t.exact({ type: 'inPortActivities', player: 'A', pirate: 'vane' });
    expect(t.legalOf('kcOust')).toEqual([{ type: 'kcOust', player: 'B' }]);
  });

  it('not at a Move out of the port: only an In-Port Action is Ousted', () => {
    const t = solo('vane', 'charleston', {}, kcIn('south-atlantic'));
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('south-atlantic') });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(t.legalOf('kcOust')).toEqual([]);
  });

  it('not from another Sea Area', () => {
    const t = solo('vane', 'charleston', { holds: [400] }, { governors: { charleston: 'pro' }, ...kcIn('central-atlantic') });
    t.exact({ type: 'inPortActivities', player: 'A', pirate: 'vane' });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(t.legalOf('kcOust')).toEqual([]);
  });

  it('not in a Pirate Port (10.42: the KC attacks those instead, 10.41)', () => {
    const t = solo('vane', 'new-providence', { holds: [400] }, kcIn('south-atlantic'));
    t.exact({ type: 'inPortActivities', player: 'A', pirate: 'vane' });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(t.legalOf('kcOust')).toEqual([]);
    expect(t.legalOf('kcAttackPort')).toEqual([{ type: 'kcAttackPort', player: 'B', port: 'new-providence' }]);
    expect(t.pirate('vane').location).toEqual(port('new-providence'));
  });
});
