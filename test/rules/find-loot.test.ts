import { describe, it, expect } from 'vitest';
import { IllegalActionError } from '../../src/index.js';
import { scenario, sea, port, refusal, type Table } from './helpers.js';

type PirateExtra = Record<string, unknown>;

/**
 * Vane (Ability 4, Cruelty 3) of Player A at sea with Actions to spend, and Merchants placed.
 * Cunning off: these tests are about Find and Loot, not rerolls.
 */
function atSea(area: string, merchants: Record<string, unknown>, extra: PirateExtra = {}, more: Record<string, unknown> = {}): Table {
  return scenario({
    players: 4,
    options: { cunning: false },
    turn: { actionsCard: 'pirate-converts', actionsLeft: 3 },
    pirates: { vane: { owner: 'A', at: area, ...extra } },
    merchants: merchants as never,
    ...more,
  });
}

/** A Merchant already Found by Vane this turn, ready to Loot. */
function found(area: string, portId: string, type: string, extra: PirateExtra = {}): Table {
  return atSea(area, { [portId]: { type, foundBy: 'vane' } }, extra);
}

/** Loot up to the Seize decision: cargo die, then the Hostage drawn. */
function lootTo(t: Table, portId: string, die: number, hostage: string): void {
  t.act({ type: 'loot', player: 'A', pirate: 'vane', port: portId });
  t.roll(die);
  t.draw(hostage);
}

describe('8.1 Finding Merchants', () => {
  it('8.13-8.14: d6 + Ability of 7 or more finds the Merchant and flips it face up', () => {
    const t = atSea('east-caribbean', { 'santo-domingo': { type: 'brigantine' } });
    t.act({ type: 'findMerchant', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.roll(3); // 3 + Ability 4 = 7
    expect(t.last('merchantFound')).toMatchObject({ pirate: 'vane', port: 'santo-domingo', roll: { die: 3, ability: 4, total: 7 }, merchant: 'brigantine' });
    expect(t.state.merchants['santo-domingo']).toEqual({ type: 'brigantine', faceUp: true, foundBy: 'vane' });
    expect(t.state.turn.actionsLeft).toBe(2);
  });

  it('6.42 / 17.2: a failed Find may still be answered once rolled: the AP player holding a Mutiny Conspiracy is asked then', () => {
    const t = atSea('east-caribbean', { 'santo-domingo': { type: 'brigantine' } }, {}, { hands: { B: ['mutiny-conspiracy'] } });
    t.exact({ type: 'findMerchant', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    t.exact({ type: 'pass', player: 'B' }); // not at the announcement
    t.exact({ type: 'chance', value: [2] }); // 2 + 4 = 6: not found
    expect(t.last('findFailed')).toMatchObject({ pirate: 'vane' });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(t.legal()).toContainEqual({ type: 'playEvent', player: 'B', card: 'mutiny-conspiracy' });
  });

  it('8.13: at the Find roll any other action is refused, citing 8.13', () => {
    const t = atSea('east-caribbean', { 'santo-domingo': { type: 'brigantine' } });
    t.act({ type: 'findMerchant', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'find' });
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ code: 'chance-expected', rule: '8.13' });
  });

  it('8.14: an adjusted roll of 6 or less finds nothing; the Merchant stays face down', () => {
    const t = atSea('east-caribbean', { 'santo-domingo': { type: 'brigantine' } });
    t.act({ type: 'findMerchant', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.roll(2); // 2 + 4 = 6
    expect(t.last('findFailed')).toMatchObject({ roll: { die: 2, ability: 4, total: 6 } });
    expect(t.state.merchants['santo-domingo']).toEqual({ type: 'brigantine', faceUp: false, foundBy: null });
    expect(t.canDo({ type: 'loot' })).toBe(false);
  });

  it('8.11: a Merchant may be sought only in the Pirate\'s own Sea Area', () => {
    const t = atSea('east-caribbean', { bombay: { type: 'brigantine' }, martinique: { type: 'flute' } });
    expect(t.legalOf('findMerchant').map((a) => a.port)).toEqual(['martinique']);
    expect(() => t.act({ type: 'findMerchant', player: 'A', pirate: 'vane', port: 'bombay' })).toThrow(IllegalActionError);
  });

  it('RULINGS B44: the Merchant at Bermuda can be sought from either of its Sea Areas', () => {
    expect(atSea('north-atlantic', { bermuda: { type: 'sloop' } }).canDo({ type: 'findMerchant', port: 'bermuda' })).toBe(true);
    expect(atSea('central-atlantic', { bermuda: { type: 'sloop' } }).canDo({ type: 'findMerchant', port: 'bermuda' })).toBe(true);
  });

  it('8.14 / 8.21: only a Found Merchant may be Looted, in a subsequent Action', () => {
    const t = atSea('east-caribbean', { 'santo-domingo': { type: 'brigantine' } });
    expect(t.canDo({ type: 'loot' })).toBe(false);
    t.act({ type: 'findMerchant', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.roll(5);
    expect(t.canDo({ type: 'loot', pirate: 'vane', port: 'santo-domingo' })).toBe(true);
  });

  it('8.15 / RULINGS B29: after the finder\'s Player-Turn a face-up Merchant must be Found again, at +1', () => {
    const t = scenario({
      players: 4,
      options: { cunning: false },
      turn: { actionsCard: 'pirate-converts', actionsLeft: 1 },
      hands: { B: ['scurvy-outbreak', 'wear-and-tear', 'wear-and-tear', 'wear-and-tear'] },
      pirates: { vane: { owner: 'A', at: 'east-caribbean' }, low: { owner: 'B', at: 'east-caribbean' } },
      merchants: {
        'santo-domingo': { type: 'brigantine' },
        boston: { type: 'flute' },
        bath: { type: 'flute' },
        virginia: { type: 'flute' },
        bombay: { type: 'flute' },
      },
    });
    // (B, holding cards, is asked whether to send a Warship before and after the roll: he declines.)
    t.act({ type: 'findMerchant', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.roll(6);
    // No Action left to Loot it.
    t.act({ type: 'endTurn', player: 'A' });
    expect(t.state.merchants['santo-domingo']).toEqual({ type: 'brigantine', faceUp: true, foundBy: null });
    // B's Low (Ability 3) may not simply Loot it: he must Find it, adding 1.
    t.act({ type: 'playCard', player: 'B', card: 'scurvy-outbreak', pirate: null });
    expect(t.canDo({ type: 'loot', pirate: 'low' })).toBe(false);
    t.act({ type: 'findMerchant', player: 'B', pirate: 'low', port: 'santo-domingo' });
    t.roll(3); // 3 + 3 + 1 = 7
    expect(t.last('merchantFound')).toMatchObject({ pirate: 'low', roll: { die: 3, ability: 3, refind: 1, total: 7 } });
    expect(t.state.merchants['santo-domingo']?.foundBy).toBe('low');
  });

  it('8.15 / RULINGS B29: the +1 applies to any Pirate re-finding it, the original finder included', () => {
    const t = atSea('east-caribbean', { 'santo-domingo': { type: 'brigantine', faceUp: true } });
    t.act({ type: 'findMerchant', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.roll(2); // 2 + 4 + 1 = 7
    expect(t.last('merchantFound')).toMatchObject({ roll: { die: 2, ability: 4, refind: 1, total: 7 } });
  });

  it('8.14: a face-down Merchant gets no +1', () => {
    const t = atSea('east-caribbean', { 'santo-domingo': { type: 'brigantine' } });
    t.act({ type: 'findMerchant', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.roll(2);
    expect(t.last('findFailed')).toMatchObject({ roll: { die: 2, ability: 4, refind: 0, total: 6 } });
  });
});

describe('8.2-8.4 Looting: the rulebook example (8.2) with the rules text of 8.33/8.45 (RULINGS B13)', () => {
  it('8.45: torture with a roll equal to or below Cruelty gives no Information, but still +1 Loyalty and NP = Value', () => {
    const t = found('east-caribbean', 'santo-domingo', 'schooner');
    lootTo(t, 'santo-domingo', 2, 'passenger'); // 2 + 2 = 4: no mark
    t.act({ type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true });
    t.act({ type: 'takeCargo', player: 'A', pirate: 'vane' });
    t.act({ type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'torture' });
    t.roll(3); // = Cruelty 3
    const v = t.pirate('vane');
    expect(v.info['santo-domingo']).toBeUndefined();
    expect(v.loyalty).toBe(8);
    // Cargo rating 2 + Passenger Value 3.
    expect(v.np).toBe(5);
  });

  it('8.46: Information from several Hostages at the same port is cumulative', () => {
    const t = found('east-caribbean', 'santo-domingo', 'schooner', { info: { 'santo-domingo': 5 } });
    lootTo(t, 'santo-domingo', 2, 'seaman');
    t.act({ type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true });
    t.act({ type: 'takeCargo', player: 'A', pirate: 'vane' });
    t.act({ type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'torture' });
    t.roll(6);
    expect(t.pirate('vane').info['santo-domingo']).toBe(8);
  });

  it('8.44: a Hostage held for Ransom stays aboard with the nationality of the Merchant\'s port; no NP or Loyalty for him', () => {
    const t = found('east-caribbean', 'martinique', 'sloop');
    lootTo(t, 'martinique', 3, 'merchant'); // 3 + 1 = 4: no mark
    t.act({ type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true });
    t.act({ type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'ransom' });
    t.act({ type: 'takeCargo', player: 'A', pirate: 'vane' });
    t.act({ type: 'pass', player: 'A' }); // do not convert
    t.act({ type: 'pass', player: 'A' }); // no D&R
    const v = t.pirate('vane');
    expect(v.hostages).toEqual([{ kind: 'merchant', nationality: 'french' }]);
    expect(v.np).toBe(1); // the Sloop's Cargo rating only
    expect(v.loyalty).toBe(7);
    expect(t.state.hostagePool.merchant).toBe(2);
  });

  it('8.32 / RULINGS B30: declining the Booty costs 1 Loyalty; the Hostage goes back and the Merchant is removed', () => {
    const t = found('east-caribbean', 'santo-domingo', 'square-rigger');
    lootTo(t, 'santo-domingo', 5, 'captain');
    t.act({ type: 'seizeBooty', player: 'A', pirate: 'vane', seize: false });
    const v = t.pirate('vane');
    expect(v.loyalty).toBe(6);
    expect(v.np).toBe(0);
    expect(v.holds).toEqual([]);
    expect(v.hostages).toEqual([]);
    expect(t.state.hostagePool.captain).toBe(3);
    expect(t.state.merchants['santo-domingo']).toBeUndefined();
    expect(t.state.merchantPool['square-rigger']).toBe(5);
    // The Action is over: no D&R question; the turn continues.
    const p = t.pending;
    expect(p.kind === 'decision' && p.frame).toBe('turn');
    expect(t.state.turn.actionsLeft).toBe(2);
  });

  it('8.32 / RULINGS B27: an adjusted Cargo roll of 1-3 (*) costs 1 Loyalty when the Booty is seized', () => {
    const t = found('east-caribbean', 'santo-domingo', 'flute');
    lootTo(t, 'santo-domingo', 3, 'seaman'); // 3 + 0 = 3
    expect(t.last('cargoDetermined')).toMatchObject({ doubloons: 600, loyaltyMark: -1 });
    t.act({ type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true });
    t.act({ type: 'takeCargo', player: 'A', pirate: 'vane' });
    // A Flute has Cargo rating 0: no NP for its cargo.
    expect(t.pirate('vane').np).toBe(0);
    expect(t.pirate('vane').loyalty).toBe(6);
    expect(t.pirate('vane').holds).toEqual([600]);
  });

  it('8.32 / RULINGS B27: an adjusted Cargo roll of 4-7 does not change Loyalty', () => {
    const t = found('east-caribbean', 'santo-domingo', 'schooner');
    lootTo(t, 'santo-domingo', 5, 'seaman'); // 7
    t.act({ type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true });
    expect(t.pirate('vane').loyalty).toBe(7);
  });

  it('8.32 / RULINGS B27: an adjusted Cargo roll of 8-10 (**) adds 1 Loyalty', () => {
    const t = found('east-caribbean', 'santo-domingo', 'square-rigger');
    lootTo(t, 'santo-domingo', 6, 'seaman'); // 10
    expect(t.last('cargoDetermined')).toMatchObject({ roll: { total: 10 }, doubloons: 3000, loyaltyMark: 1 });
    t.act({ type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true });
    expect(t.pirate('vane').loyalty).toBe(8);
  });

  it('8.32: the Cargo Table column is the Region of the Loot (Atlantic, Africa, India)', () => {
    const a = found('central-atlantic', 'bath', 'sloop');
    lootTo(a, 'bath', 4, 'seaman'); // 5
    expect(a.last('cargoDetermined')).toMatchObject({ column: 'atlantic', doubloons: 400 });
    const g = found('gold-coast', 'whydah', 'sloop');
    lootTo(g, 'whydah', 4, 'seaman');
    expect(g.last('cargoDetermined')).toMatchObject({ column: 'africa', doubloons: 600 });
    const i = found('india', 'bombay', 'sloop');
    lootTo(i, 'bombay', 4, 'seaman');
    expect(i.last('cargoDetermined')).toMatchObject({ column: 'india', doubloons: 1800 });
  });

  it('8.33: the cargo goes into an empty Hold; taking it earns NP equal to the Cargo rating', () => {
    const t = found('east-caribbean', 'santo-domingo', 'brigantine', { holds: [300] });
    lootTo(t, 'santo-domingo', 1, 'seaman'); // 4: 800
    t.act({ type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true });
    t.act({ type: 'takeCargo', player: 'A', pirate: 'vane' });
    expect(t.pirate('vane').holds).toEqual([300, 800]);
    expect(t.pirate('vane').np).toBe(3);
  });

  it('8.33 / RULINGS B27: cargo left behind earns no NP', () => {
    const t = found('east-caribbean', 'santo-domingo', 'brigantine', { holds: [300, 300] });
    lootTo(t, 'santo-domingo', 1, 'seaman');
    t.act({ type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true });
    t.act({ type: 'abandonCargo', player: 'A', pirate: 'vane' });
    t.act({ type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'ransom' });
    expect(t.pirate('vane').holds).toEqual([300, 300]);
    expect(t.pirate('vane').np).toBe(0);
  });
});

describe('8.41 / RULINGS B30 An empty Hostage pool', () => {
  it('RULINGS B30: with all 15 Hostages held no Hostage is drawn; the Loot goes on', () => {
    const all = [
      ...Array.from({ length: 3 }, () => ({ kind: 'captain' })),
      ...Array.from({ length: 2 }, () => ({ kind: 'officer' })),
      ...Array.from({ length: 3 }, () => ({ kind: 'seaman' })),
      ...Array.from({ length: 3 }, () => ({ kind: 'merchant' })),
      ...Array.from({ length: 3 }, () => ({ kind: 'passenger' })),
      { kind: 'governors-daughter' },
    ];
    const t = found('east-caribbean', 'santo-domingo', 'schooner', { hostages: all });
    t.act({ type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.roll(2);
    expect(t.ev('noHostage')).toHaveLength(1);
    t.act({ type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true });
    t.act({ type: 'takeCargo', player: 'A', pirate: 'vane' });
    expect(t.canDo({ type: 'dealWithHostage' })).toBe(false);
    expect(t.pirate('vane').hostages).toHaveLength(15);
  });
});

describe('8.5 Converting Merchant Ships', () => {
  it('8.5 Example A: a full Schooner converts a Brigantine, keeps its three Holds and fills the fourth; Loyalty +1', () => {
    const t = found('east-caribbean', 'santo-domingo', 'brigantine', { ship: 'schooner', combat: 4, speed: 1, holds: [100, 200, 300] });
    lootTo(t, 'santo-domingo', 1, 'seaman'); // 4: 800, no mark
    t.act({ type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true });
    t.act({ type: 'convertShip', player: 'A', pirate: 'vane' });
    const v = t.pirate('vane');
    expect(v.ship).toBe('brigantine');
    // Combat and Speed at the new ship's maxima (6.23): 7 and 1.
    expect(v.combat).toBe(7);
    expect(v.speed).toBe(1);
    expect(v.holds).toEqual([100, 200, 300, 800]);
    expect(v.loyalty).toBe(8);
    expect(v.np).toBe(3);
  });

  it('8.5 Example B: a full Schooner converts a Sloop: two old Holds go (his choice), the new cargo fills one; Loyalty -1', () => {
    const t = found('east-caribbean', 'santo-domingo', 'sloop', { ship: 'schooner', holds: [100, 200, 300] });
    lootTo(t, 'santo-domingo', 3, 'seaman'); // 4: 800
    t.act({ type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true });
    t.act({ type: 'convertShip', player: 'A', pirate: 'vane' });
    // He must empty Holds until the new cargo fits: two jettisons, chosen by him.
    t.act({ type: 'jettison', player: 'A', pirate: 'vane', hold: 0 }); // the 100
    t.act({ type: 'jettison', player: 'A', pirate: 'vane', hold: 0 }); // the 200
    const v = t.pirate('vane');
    expect(v.ship).toBe('sloop');
    expect(v.combat).toBe(5);
    expect(v.speed).toBe(5);
    expect(v.holds).toEqual([300, 800]);
    expect(v.loyalty).toBe(6);
  });

  it('8.5 Example C: a full, damaged Schooner converts an undamaged Schooner: one Hold goes; Loyalty unchanged', () => {
    const t = found('east-caribbean', 'santo-domingo', 'schooner', { ship: 'schooner', combat: 2, speed: 0, holds: [100, 200, 300] });
    lootTo(t, 'santo-domingo', 2, 'seaman'); // 4: 800
    t.act({ type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true });
    t.act({ type: 'convertShip', player: 'A', pirate: 'vane' });
    t.act({ type: 'jettison', player: 'A', pirate: 'vane', hold: 1 }); // the 200
    const v = t.pirate('vane');
    expect(v.ship).toBe('schooner');
    expect(v.combat).toBe(6);
    expect(v.speed).toBe(3);
    expect(v.holds).toEqual([100, 300, 800]);
    expect(v.loyalty).toBe(7);
  });

  it('8.5: a Sloop converting a Schooner gains 1 Loyalty; Hostages and other markers stay', () => {
    const t = found('east-caribbean', 'santo-domingo', 'schooner', {
      ship: 'sloop',
      holds: [100],
      hostages: [{ kind: 'officer', nationality: 'english' }],
      info: { havana: 4 },
    });
    lootTo(t, 'santo-domingo', 2, 'seaman');
    t.act({ type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true });
    t.act({ type: 'takeCargo', player: 'A', pirate: 'vane' });
    t.act({ type: 'convertShip', player: 'A', pirate: 'vane' });
    const v = t.pirate('vane');
    expect(v.ship).toBe('schooner');
    expect(v.loyalty).toBe(8);
    expect(v.holds).toEqual([100, 800]);
    expect(v.hostages).toEqual([{ kind: 'officer', nationality: 'english' }]);
    expect(v.info).toEqual({ havana: 4 });
  });

  it.each(['flute', 'square-rigger'])('8.5 / 6.12: a %s may not be converted', (type) => {
    const t = found('east-caribbean', 'santo-domingo', type);
    lootTo(t, 'santo-domingo', 2, 'seaman');
    t.act({ type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true });
    expect(t.canDo({ type: 'convertShip' })).toBe(false);
    expect(() => t.act({ type: 'convertShip', player: 'A', pirate: 'vane' })).toThrow(IllegalActionError);
  });
});

describe('8.35 / 13.1 Voluntary D&R after a Loot', () => {
  it('8.35 / 13.21 / RULINGS B43: declaring D&R after taking the cargo places a voluntary marker and adds 1 Loyalty', () => {
    const t = found('east-caribbean', 'santo-domingo', 'schooner');
    lootTo(t, 'santo-domingo', 2, 'seaman');
    t.act({ type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true });
    t.act({ type: 'takeCargo', player: 'A', pirate: 'vane' });
    t.act({ type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'ransom' });
    t.act({ type: 'pass', player: 'A' }); // keep his ship
    t.act({ type: 'declareDR', player: 'A', pirate: 'vane' });
    expect(t.pirate('vane').dr).toBe('voluntary');
    expect(t.pirate('vane').loyalty).toBe(8);
  });

  it('13.22: a Pirate bearing a D&R marker may only Move (or Recover in port)', () => {
    const t = atSea('east-caribbean', { martinique: { type: 'flute' } }, { dr: 'voluntary' });
    const kinds = new Set(t.legal().filter((a) => 'pirate' in a && a.pirate === 'vane').map((a) => a.type));
    expect([...kinds]).toEqual(['move']);
    expect(() => t.act({ type: 'findMerchant', player: 'A', pirate: 'vane', port: 'martinique' })).toThrow(IllegalActionError);
  });

  it('13.24: a voluntary D&R marker is removed by one D&R Recovery Action In-Port', () => {
    const t = atSea('east-caribbean', {}, { dr: 'voluntary' });
    expect(t.canDo({ type: 'recoverDR' })).toBe(false); // only In-Port
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: port('martinique') });
    t.act({ type: 'recoverDR', player: 'A', pirate: 'vane' });
    expect(t.pirate('vane').dr).toBeNull();
  });

  it('13.24 / RULINGS B22: an involuntary D&R marker needs two consecutive Recovery Actions', () => {
    const t = atSea('martinique', {}, { dr: 'involuntary' });
    t.act({ type: 'recoverDR', player: 'A', pirate: 'vane' });
    expect(t.pirate('vane').dr).toBe('involuntary');
    t.act({ type: 'recoverDR', player: 'A', pirate: 'vane' });
    expect(t.pirate('vane').dr).toBeNull();
  });

  it('13.22 / RULINGS B43: a Pirate in D&R who moves into a Pirate Port tops his D&R Loyalty up to the +3 of a Pirate Port', () => {
    const t = found('south-atlantic', 'charleston', 'schooner');
    lootTo(t, 'charleston', 2, 'seaman'); // 4: no mark
    t.act({ type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true });
    t.act({ type: 'takeCargo', player: 'A', pirate: 'vane' });
    t.act({ type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'ransom' });
    t.act({ type: 'pass', player: 'A' });
    t.act({ type: 'declareDR', player: 'A', pirate: 'vane' });
    expect(t.pirate('vane').loyalty).toBe(8);
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: port('new-providence') });
    expect(t.pirate('vane').loyalty).toBe(10);
  });

  it('13.11: after declining the Booty there is no D&R to declare', () => {
    const t = found('east-caribbean', 'santo-domingo', 'schooner');
    lootTo(t, 'santo-domingo', 2, 'seaman');
    t.act({ type: 'seizeBooty', player: 'A', pirate: 'vane', seize: false });
    expect(t.canDo({ type: 'declareDR' })).toBe(false);
    expect(t.pirate('vane').location).toEqual(sea('east-caribbean'));
  });
});
