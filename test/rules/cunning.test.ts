import { describe, it, expect } from 'vitest';
import { IllegalActionError } from '../../src/index.js';
import { scenario, FIVE_MERCHANTS, type Table } from './helpers.js';

/** Vane (Ability 4, Cunning as given) of Player A in the East Caribbean, a Merchant at Santo Domingo. */
function finder(cunning: number | undefined, options: Record<string, unknown> = {}): Table {
  return scenario({
    players: 4,
    options,
    turn: { actionsCard: 'pirate-converts', actionsLeft: 3 },
    pirates: { vane: { owner: 'A', at: 'east-caribbean', ...(cunning === undefined ? {} : { cunning }) } },
    merchants: { 'santo-domingo': { type: 'brigantine' } },
  });
}

function find(t: Table): void {
  t.act({ type: 'findMerchant', player: 'A', pirate: 'vane', port: 'santo-domingo' });
}

describe('12.0 Pirate Cunning', () => {
  it('12.0: after the Pirate\'s own roll his owner may reroll it by spending one Cunning point', () => {
    const t = finder(3);
    find(t);
    t.roll(1); // 1 + 4 = 5 would fail
    const p = t.pending;
    expect(p.kind === 'decision' && p.player).toBe('A');
    expect(t.legal()).toEqual([
      { type: 'reroll', player: 'A', pirate: 'vane' },
      { type: 'pass', player: 'A' },
    ]);
    // Nothing is decided yet.
    expect(t.ev('findFailed')).toHaveLength(0);
    t.act({ type: 'reroll', player: 'A', pirate: 'vane' });
    expect(t.pirate('vane').cunning).toBe(2);
    expect(t.last('cunningUsed')).toMatchObject({ pirate: 'vane', discarded: [1], cunningLeft: 2 });
    t.roll(5); // the new roll stands: 5 + 4 = 9
    expect(t.last('merchantFound')).toMatchObject({ roll: { die: 5, total: 9 } });
    expect(t.ev('findFailed')).toHaveLength(0);
  });

  it('12.0 (c): a roll that has already been rerolled with Cunning cannot be rerolled again', () => {
    const t = finder(3);
    find(t);
    t.roll(1);
    t.act({ type: 'reroll', player: 'A', pirate: 'vane' });
    t.roll(2); // 2 + 4 = 6: fails, and no second reroll is offered
    expect(t.last('findFailed')).toMatchObject({ roll: { die: 2, total: 6 } });
    expect(t.pirate('vane').cunning).toBe(2);
    const p = t.pending;
    expect(p.kind === 'decision' && p.frame).toBe('turn');
    expect(t.canDo({ type: 'reroll' })).toBe(false);
  });

  it('12.0: declining the reroll keeps the roll and the Cunning point', () => {
    const t = finder(3);
    find(t);
    t.roll(1);
    t.act({ type: 'pass', player: 'A' });
    expect(t.last('findFailed')).toMatchObject({ roll: { die: 1, total: 5 } });
    expect(t.pirate('vane').cunning).toBe(3);
  });

  it('12.0: each roll may get its own reroll while Cunning lasts (a second Find can be rerolled too)', () => {
    const t = finder(2);
    find(t);
    t.roll(1);
    t.act({ type: 'reroll', player: 'A', pirate: 'vane' });
    t.roll(1);
    find(t);
    t.roll(1);
    expect(t.canDo({ type: 'reroll', pirate: 'vane' })).toBe(true);
    t.act({ type: 'reroll', player: 'A', pirate: 'vane' });
    expect(t.pirate('vane').cunning).toBe(0);
  });

  it('12.0: a Pirate with no Cunning left is not offered a reroll', () => {
    const t = finder(0);
    find(t);
    t.roll(1);
    expect(t.last('findFailed')).toMatchObject({ roll: { die: 1, total: 5 } });
    const p = t.pending;
    expect(p.kind === 'decision' && p.frame).toBe('turn');
  });

  it('12.0: once the last Cunning point is spent no further reroll is offered', () => {
    const t = finder(1);
    find(t);
    t.roll(1);
    t.act({ type: 'reroll', player: 'A', pirate: 'vane' });
    t.roll(1);
    find(t);
    t.roll(1);
    expect(t.canDo({ type: 'reroll' })).toBe(false);
    expect(t.ev('findFailed')).toHaveLength(2);
  });

  it('12.0 play note: with options.cunning false no reroll is ever offered', () => {
    const t = finder(3, { cunning: false });
    find(t);
    t.roll(1);
    expect(t.last('findFailed')).toMatchObject({ roll: { die: 1, total: 5 } });
    expect(t.pirate('vane').cunning).toBe(3);
  });

  it('12.0: the Cargo Table roll and the torture roll are the Pirate\'s own rolls and may be rerolled', () => {
    const t = scenario({
      players: 4,
      turn: { actionsCard: 'pirate-converts', actionsLeft: 3 },
      pirates: { vane: { owner: 'A', at: 'east-caribbean', cunning: 2 } },
      merchants: { 'santo-domingo': { type: 'brigantine', foundBy: 'vane' } },
    });
    t.act({ type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.roll(1);
    t.act({ type: 'reroll', player: 'A', pirate: 'vane' });
    t.roll(6);
    expect(t.last('cargoDetermined')).toMatchObject({ roll: { die: 6, total: 9 }, doubloons: 2500 });
    t.draw('captain');
    t.act({ type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true });
    t.act({ type: 'takeCargo', player: 'A', pirate: 'vane' });
    t.act({ type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'torture' });
    t.roll(2);
    t.act({ type: 'reroll', player: 'A', pirate: 'vane' });
    t.roll(5);
    expect(t.pirate('vane').info['santo-domingo']).toBe(5);
    expect(t.pirate('vane').cunning).toBe(0);
  });

  it('12.0 (b): D66 rolls are never rerolled (a Storm\'s D66)', () => {
    const t = scenario({
      players: 4,
      turn: { phase: 'start' },
      hands: { A: ['wear-and-tear', 'wear-and-tear', 'wear-and-tear'] },
      pirates: { vane: { owner: 'A', at: 'india', cunning: 3 } },
      merchants: FIVE_MERCHANTS,
    });
    t.draw('storms-at-sea');
    t.locator(62); // Bombay: India
    // The next node is the Storm roll for Vane, not a Cunning decision about the D66.
    const p = t.pending;
    expect(p.kind === 'chance' && p.spec.kind).toBe('dice');
  });

  it('12.0 / RULINGS B42: the Storm Effects roll is not the Pirate\'s own roll: no reroll, even for the Pirate Player\'s own Pirate', () => {
    const t = scenario({
      players: 4,
      turn: { phase: 'start' },
      hands: { A: ['wear-and-tear', 'wear-and-tear', 'wear-and-tear'] },
      pirates: { vane: { owner: 'A', at: 'india', cunning: 3, speed: 5 }, low: { owner: 'B', at: 'india', cunning: 3, speed: 5 } },
      merchants: FIVE_MERCHANTS,
    });
    t.draw('storms-at-sea');
    t.locator(62);
    t.roll(6); // low
    t.roll(6); // vane
    expect(t.pirate('low').speed).toBe(2);
    expect(t.pirate('vane').speed).toBe(2);
    expect(t.pirate('low').cunning).toBe(3);
    expect(t.pirate('vane').cunning).toBe(3);
    expect(t.ev('cunningUsed')).toHaveLength(0);
    // A goes on drawing: no Cunning decision came up.
    const p = t.pending;
    expect(p.kind === 'chance' && p.spec.kind === 'draw').toBe(true);
  });

  it('12.0: only the Pirate\'s owner decides about the reroll', () => {
    const t = finder(3);
    find(t);
    t.roll(1);
    try {
      t.act({ type: 'reroll', player: 'B', pirate: 'vane' });
      expect.unreachable();
    } catch (e) {
      expect((e as IllegalActionError).code).toBe('not-your-decision');
    }
  });

  it('12.0: an event roll made for no Pirate (Natural Disaster) offers no Cunning', () => {
    const t = scenario({
      players: 4,
      turn: { phase: 'start' },
      hands: { A: ['wear-and-tear', 'wear-and-tear', 'wear-and-tear'] },
      pirates: { vane: { owner: 'A', at: 'india', cunning: 3 } },
      merchants: FIVE_MERCHANTS,
    });
    t.draw('natural-disaster');
    t.roll(6);
    expect(t.state.destroyedPorts).toEqual(['campeche']);
    // Straight on to the new Merchants (3.0 Step 8): no Cunning decision.
    const p = t.pending;
    expect(p.kind === 'chance' && p.spec.kind === 'draw' && p.spec.pool).toBe('merchant');
  });
});
