import { describe, it, expect } from 'vitest';
import type { GameState } from '../../src/index.js';
import { scenario, sea, port, FIVE_MERCHANTS, Table } from './helpers.js';

const THREE = ['wear-and-tear', 'wear-and-tear', 'wear-and-tear'];

/** Player A at the start of his Player-Turn holding 3 cards, so the next draw is the event. */
function drawing(spec: Record<string, unknown>): Table {
  return scenario({
    players: 4,
    turn: { phase: 'start' },
    hands: { A: THREE },
    merchants: FIVE_MERCHANTS,
    ...spec,
  });
}

/** Put a King's Commissioner on the map (createScenario has no KC field): a plain state edit. */
function withKc(t: Table, id: string, owner: 'A' | 'B' | 'C' | 'D', area: string): Table {
  const s = structuredClone(t.state) as GameState;
  s.kcs[id] = { id, owner, area };
  s.kcPool = s.kcPool.filter((k) => k !== id);
  return new Table(s);
}

describe('17.2 #3 Disease', () => {
  it('17.2 #3: D66 picks a port; its Governor and every Pirate In-Port there die (Pirates score as Eliminated, 18.12B)', () => {
    const t = drawing({
      governors: { 'port-royal': 'pro' },
      pirates: {
        vane: { owner: 'B', at: 'port-royal', np: 8, netWorth: 2000, hostages: [{ kind: 'captain', nationality: 'spanish' }] },
        low: { owner: 'C', at: 'port-royal', np: 3 },
        teach: { owner: 'D', at: 'west-caribbean', np: 5, safeHavens: ['port-royal'] },
      },
    });
    t.draw('disease');
    t.locator(41); // Port Royal
    expect(t.last('disease').port).toBe('port-royal');
    expect(t.state.governors['port-royal']).toBeUndefined();
    expect(t.state.pirates.vane).toBeUndefined();
    expect(t.state.pirates.low).toBeUndefined();
    expect([...t.state.eliminated].sort()).toEqual(['low', 'vane']);
    // 1 VP per NP; Net Worth is lost.
    expect(t.vp('B')).toBe(8);
    expect(t.vp('C')).toBe(3);
    // The Hostage aboard died too: his counter is back in the pool.
    expect(t.state.hostagePool.captain).toBe(3);
    // A Pirate at sea in the adjoining Sea Area is untouched.
    expect(t.pirate('teach').location).toEqual(sea('west-caribbean'));
    expect(t.vp('D')).toBe(0);
    // 9.34: with its Governor gone the port is no longer anyone's Safe Haven.
    expect(t.pirate('teach').safeHavens).toEqual([]);
    expect(t.state.discard.disease).toBe(1);
  });

  it('17.2 #3: there is no other effect: the port is not destroyed and its Merchant stays', () => {
    const t = drawing({ merchants: { ...FIVE_MERCHANTS, 'port-royal': { type: 'brigantine' } } });
    t.draw('disease');
    t.locator(41);
    expect(t.state.destroyedPorts).toEqual([]);
    expect(t.state.merchants['port-royal']?.type).toBe('brigantine');
    // A carries on drawing to 4.
    const p = t.pending;
    expect(p.kind === 'chance' && p.spec.kind === 'draw').toBe(true);
  });
});

describe('17.2 #5 European Turmoil', () => {
  it('17.2 #5: every Warship and KC in play goes back to its pool', () => {
    const base = drawing({ warships: { 'east-caribbean': 'warship-medium', india: 'warship-heavy' } });
    const t = withKc(base, 'ogle', 'B', 'west-caribbean');
    const heavyBefore = t.state.warshipPool['warship-heavy'] ?? 0;
    t.draw('european-turmoil');
    expect(t.state.warships).toEqual({});
    expect(t.state.warshipPool['warship-heavy']).toBe(heavyBefore + 1);
    expect(t.state.warshipPool['warship-medium']).toBe(6);
    expect(t.state.kcs).toEqual({});
    expect(t.state.kcPool).toContain('ogle');
  });
});

describe('17.2 #7 Finger of Fate (RULINGS B50)', () => {
  it('17.2 #7: each player discards one card, then passes the rest to the player on his left', () => {
    const t = scenario({
      players: 3,
      turn: { phase: 'start' },
      hands: {
        A: ['fair-winds', 'heavy-guns', 'scurvy-outbreak'],
        B: ['double-cross', 'kc-surprise', 'local-resistance', 'mutiny-conspiracy'],
        C: ['warship-sighting', 'warship-sighting', 'wear-and-tear', 'pirate-converts'],
      },
      pirateHands: { A: ['teach'], B: ['kidd'] },
      merchants: FIVE_MERCHANTS,
    });
    t.draw('finger-of-fate');
    // Discards in Player Order from the drawer, who takes part with the cards he holds (B50).
    let p = t.pending;
    expect(p.kind === 'decision' && p.player).toBe('A');
    t.act({ type: 'discardCard', player: 'A', card: 'heavy-guns' });
    p = t.pending;
    expect(p.kind === 'decision' && p.player).toBe('B');
    t.act({ type: 'discardCard', player: 'B', card: 'kc-surprise' });
    t.act({ type: 'discardCard', player: 'C', card: 'pirate-converts' });
    // Hands pass left: A's to B, B's to C, C's to A.
    expect(t.hand('B')).toEqual(['fair-winds', 'scurvy-outbreak']);
    expect(t.hand('C')).toEqual(['double-cross', 'local-resistance', 'mutiny-conspiracy']);
    expect(t.hand('A')).toEqual(['warship-sighting', 'warship-sighting', 'wear-and-tear']);
    expect(t.state.discard).toMatchObject({ 'heavy-guns': 1, 'kc-surprise': 1, 'pirate-converts': 1, 'finger-of-fate': 1 });
    // Pirate cards never move (B50).
    expect(t.state.players.A?.pirateHand).toEqual(['teach']);
    expect(t.state.players.B?.pirateHand).toEqual(['kidd']);
    // A then keeps drawing until he holds 4.
    t.draw('fair-winds');
    expect(t.hand('A')).toHaveLength(4);
    expect(t.pending.kind).toBe('decision');
  });

  it('17.2 #7: a player with no cards discards nothing (he is not asked)', () => {
    const t = scenario({
      players: 3,
      turn: { phase: 'start' },
      hands: { A: ['fair-winds', 'heavy-guns', 'scurvy-outbreak'], C: ['wear-and-tear'] },
      merchants: FIVE_MERCHANTS,
    });
    t.draw('finger-of-fate');
    t.act({ type: 'discardCard', player: 'A', card: 'heavy-guns' });
    const p = t.pending;
    expect(p.kind === 'decision' && p.player).toBe('C');
    t.act({ type: 'discardCard', player: 'C', card: 'wear-and-tear' });
    expect(t.hand('A')).toEqual([]);
    expect(t.hand('B')).toEqual(['fair-winds', 'scurvy-outbreak']);
    expect(t.hand('C')).toEqual([]);
  });
});

describe('17.2 #9 New Governors', () => {
  it('17.2 #9: two D66 rolls each place an Anti-Pirate Governor; a Pirate Port roll is rolled again', () => {
    const t = drawing({});
    const supply = t.state.antiGovernorSupply;
    t.draw('new-governors');
    t.locator(36); // Isla de Tortuga: a Pirate Port, roll again
    expect(t.ev('newGovernorReroll')).toHaveLength(1);
    t.locator(15); // Bath
    t.locator(63); // Severndroog
    expect(t.state.governors.bath).toBe('anti');
    expect(t.state.governors.severndroog).toBe('anti');
    expect(t.state.antiGovernorSupply).toBe(supply - 2);
    expect(t.state.discard['new-governors']).toBe(1);
  });

  it('17.2 #9 / 9.23: a Pro-Pirate Governor there is removed permanently and replaced; Safe Havens there are lost (9.34)', () => {
    const t = drawing({
      governors: { bath: 'pro' },
      pirates: { vane: { owner: 'B', at: 'india', safeHavens: ['bath'] } },
    });
    const pro = t.state.governors.bath;
    t.draw('new-governors');
    t.locator(15);
    t.locator(63);
    expect(t.state.governors.bath).toBe('anti');
    expect(t.state.governorsRemoved.pro).toEqual([pro]);
    expect(t.pirate('vane').safeHavens).toEqual([]);
  });

  it('17.2 #9 / 9.24: Pirates in the port are Ousted to the adjoining Sea Area, gaining no NP', () => {
    const t = drawing({ pirates: { vane: { owner: 'B', at: 'bath', np: 4 } } });
    t.draw('new-governors');
    t.locator(15);
    expect(t.pirate('vane').location).toEqual(sea('central-atlantic'));
    expect(t.pirate('vane').np).toBe(4);
    t.locator(63);
    expect(t.state.governors.bath).toBe('anti');
  });

  it('17.2 #9 / RULINGS B44: a Pirate Ousted from Bermuda goes to the Sea Area his owner chooses', () => {
    const t = drawing({ pirates: { vane: { owner: 'C', at: 'bermuda' } } });
    t.draw('new-governors');
    t.locator(45); // Bermuda
    const p = t.pending;
    expect(p.kind === 'decision' && p.player).toBe('C');
    expect(t.legalOf('chooseArea').map((a) => a.area).sort()).toEqual(['central-atlantic', 'north-atlantic']);
    t.act({ type: 'chooseArea', player: 'C', pirate: 'vane', area: 'north-atlantic' });
    expect(t.pirate('vane').location).toEqual(sea('north-atlantic'));
    t.locator(63);
    expect(t.state.governors.bermuda).toBe('anti');
    expect(t.state.governors.severndroog).toBe('anti');
  });

  it('RULINGS B51: a roll on a destroyed port is rolled again', () => {
    const t = drawing({ destroyedPorts: ['bath'] });
    t.draw('new-governors');
    t.locator(15);
    expect(t.state.governors.bath).toBeUndefined();
    t.locator(16);
    t.locator(63);
    expect(t.state.governors.charleston).toBe('anti');
    expect(t.state.governors.severndroog).toBe('anti');
  });
});

describe('17.2 #20 Storms at Sea', () => {
  it('17.2 #20: every Merchant in the Sea Area is removed, Found or not (8.21)', () => {
    const t = drawing({
      merchants: {
        ...FIVE_MERCHANTS,
        martinique: { type: 'brigantine' },
        'santo-domingo': { type: 'sloop', faceUp: true },
        curacao: { type: 'schooner' },
      },
    });
    t.draw('storms-at-sea');
    t.locator(32); // Martinique: East Caribbean
    expect(t.state.merchants.martinique).toBeUndefined();
    expect(t.state.merchants['santo-domingo']).toBeUndefined();
    // South America is not hit.
    expect(t.state.merchants.curacao?.type).toBe('schooner');
    expect(t.state.merchantPool.brigantine).toBe(7);
  });

  it('17.2 #20: each Pirate at sea in the Area rolls on the Storm Effects Table; Pirates In-Port are not affected', () => {
    const t = drawing({
      pirates: {
        vane: { owner: 'B', at: 'east-caribbean', speed: 5 },
        low: { owner: 'C', at: 'martinique', speed: 5 },
        teach: { owner: 'D', at: 'west-caribbean', speed: 5 },
      },
    });
    t.draw('storms-at-sea');
    t.locator(32);
    // Only Vane is rolled for.
    const p = t.pending;
    expect(p.kind === 'chance' && p.spec.kind === 'dice' && p.spec.label).toContain('Charles Vane');
    t.roll(4); // 2 Speed hits
    expect(t.pirate('vane').speed).toBe(3);
    expect(t.pirate('low').speed).toBe(5);
    expect(t.pirate('teach').speed).toBe(5);
    expect(t.last('stormPirate')).toMatchObject({ pirate: 'vane', roll: { die: 4, transit: 0, total: 4 }, speedHits: 2 });
  });

  it('17.2 #20 example: D66 52 (Whydah) hits the Gold Coast and both Transit Boxes; +1 in a Transit Box', () => {
    const t = drawing({
      pirates: {
        vane: { owner: 'B', at: 'gold-coast', speed: 5 },
        low: { owner: 'B', at: 'south-america-gold-coast', speed: 5 },
        teach: { owner: 'C', at: 'gold-coast-east-africa', speed: 5 },
        kidd: { owner: 'C', at: 'east-africa', speed: 5 },
      },
    });
    t.draw('storms-at-sea');
    t.locator(52);
    expect(t.last('stormStrikes')).toMatchObject({ areas: ['gold-coast'] });
    expect([...(t.last('stormStrikes').transitBoxes as string[])].sort()).toEqual(['gold-coast-east-africa', 'south-america-gold-coast']);
    // Pirates are taken in a stable order: low, teach, vane.
    t.roll(1); // low: 1 + 1 = 2: 1 hit
    t.roll(5); // teach: 5 + 1 = 6: 3 hits
    t.roll(5); // vane: 5: 2 hits
    expect(t.ev('stormPirate').map((e) => [e.pirate, (e.roll as { total: number }).total])).toEqual([
      ['low', 2],
      ['teach', 6],
      ['vane', 5],
    ]);
    expect(t.pirate('low').speed).toBe(4);
    expect(t.pirate('teach').speed).toBe(2);
    expect(t.pirate('vane').speed).toBe(3);
    // East Africa is not hit.
    expect(t.pirate('kidd').speed).toBe(5);
  });

  it('17.2 #20: a storm in South America hits its Transit Box but not the Gold Coast-East Africa box', () => {
    const t = drawing({
      pirates: {
        vane: { owner: 'B', at: 'south-america-gold-coast', speed: 5 },
        teach: { owner: 'C', at: 'gold-coast-east-africa', speed: 5 },
      },
    });
    t.draw('storms-at-sea');
    t.locator(25); // Cartagena: South America
    t.roll(1);
    expect(t.ev('stormPirate').map((e) => e.pirate)).toEqual(['vane']);
    expect(t.pirate('teach').speed).toBe(5);
  });

  it('17.2 #20: a 7 on the Storm Effects Table (6 + 1 in a Transit Box) sinks the ship: Eliminated, 18.12B', () => {
    const t = drawing({ pirates: { vane: { owner: 'B', at: 'south-america-gold-coast', np: 6, netWorth: 1500 } } });
    t.draw('storms-at-sea');
    t.locator(52);
    t.roll(6);
    expect(t.last('stormPirate')).toMatchObject({ roll: { die: 6, transit: 1, total: 7 }, sunk: true });
    expect(t.state.pirates.vane).toBeUndefined();
    expect(t.state.eliminated).toEqual(['vane']);
    expect(t.vp('B')).toBe(6);
  });

  it('17.2 #20: a Warship is removed if the 2d6 roll is higher than its Combat rating, else it stays On Station', () => {
    const t = drawing({ warships: { 'east-caribbean': 'warship-medium', 'west-caribbean': 'warship-medium' } });
    t.draw('storms-at-sea');
    t.locator(32);
    t.roll(4, 3); // 7: not higher than Combat 7
    expect(t.state.warships['east-caribbean']).toBe('warship-medium');
    const t2 = drawing({ warships: { 'east-caribbean': 'warship-medium' } });
    t2.draw('storms-at-sea');
    t2.locator(32);
    t2.roll(4, 4); // 8 > 7
    expect(t2.state.warships['east-caribbean']).toBeUndefined();
    expect(t2.state.warshipPool['warship-medium']).toBe(6);
  });

  it('17.2 #20: a KC in the Area goes back to the pool on 1-4, stays on 5-6', () => {
    const t = withKc(drawing({}), 'ogle', 'B', 'east-caribbean');
    t.draw('storms-at-sea');
    t.locator(32);
    t.roll(5);
    expect(t.state.kcs.ogle?.area).toBe('east-caribbean');
    const t2 = withKc(drawing({}), 'ogle', 'B', 'east-caribbean');
    t2.draw('storms-at-sea');
    t2.locator(32);
    t2.roll(4);
    expect(t2.state.kcs.ogle).toBeUndefined();
    expect(t2.state.kcPool).toContain('ogle');
  });

  it('17.2 #20 / RULINGS B44: a storm rolled at Bermuda (45) hits both the North and the Central Atlantic', () => {
    const t = drawing({
      merchants: { ...FIVE_MERCHANTS, bath: { type: 'sloop' } },
      pirates: { vane: { owner: 'B', at: 'north-atlantic', speed: 5 }, low: { owner: 'C', at: 'central-atlantic', speed: 5 } },
    });
    t.draw('storms-at-sea');
    t.locator(45);
    // Boston, New York, Philadelphia (North Atlantic) and Virginia, Bath (Central Atlantic) lose their Merchants.
    expect(Object.keys(t.state.merchants)).toEqual(['bombay']);
    t.roll(1);
    t.roll(1);
    expect(t.ev('stormPirate').map((e) => e.pirate).sort()).toEqual(['low', 'vane']);
  });
});

describe('17.2 #23 Natural Disaster', () => {
  it('17.2 #23: d6 4 destroys Port Royal; everyone in it dies; the card leaves the game; all Merchants are replaced by 8 new ones', () => {
    const t = drawing({
      governors: { 'port-royal': 'pro' },
      merchants: { ...FIVE_MERCHANTS, 'port-royal': { type: 'brigantine' } },
      pirates: {
        vane: { owner: 'B', at: 'port-royal', np: 4, hostages: [{ kind: 'officer', nationality: 'spanish' }] },
        low: { owner: 'C', at: 'west-caribbean', np: 2, info: { 'port-royal': 5 } },
      },
    });
    t.draw('natural-disaster');
    t.roll(4);
    expect(t.last('naturalDisaster').port).toBe('port-royal');
    expect(t.state.destroyedPorts).toEqual(['port-royal']);
    expect(t.state.governors['port-royal']).toBeUndefined();
    expect(t.state.pirates.vane).toBeUndefined();
    expect(t.state.eliminated).toEqual(['vane']);
    expect(t.vp('B')).toBe(4);
    expect(t.state.hostagePool.officer).toBe(2);
    // Removed from the game, not discarded.
    expect(t.state.removed['natural-disaster']).toBe(1);
    expect(t.state.discard['natural-disaster']).toBeUndefined();
    // Low at sea survives; his Information on the destroyed port is void (8.46).
    expect(t.pirate('low').location).toEqual(sea('west-caribbean'));
    expect(t.pirate('low').info['port-royal']).toBeUndefined();
    // Every Merchant is removed ...
    expect(t.state.merchants).toEqual({});
    expect(Object.values(t.state.merchantPool).reduce((a, b) => a + b, 0)).toBe(35);
    // ... and 8 new ones are placed as in 3.0 Step 8; the destroyed port is skipped (6.32).
    t.draw('square-rigger');
    t.locator(41);
    expect(t.state.merchants.santiago?.type).toBe('square-rigger');
    for (const [type, loc] of [['flute', 11], ['sloop', 12], ['schooner', 13], ['brigantine', 14], ['flute', 15], ['sloop', 16], ['schooner', 21]] as const) {
      t.draw(type);
      t.locator(loc);
    }
    expect(Object.keys(t.state.merchants)).toHaveLength(8);
    // Then A goes on drawing to 4.
    const p = t.pending;
    expect(p.kind === 'chance' && p.spec.kind === 'draw' && p.spec.pool).toBe('event');
  });

  it.each([
    [1, 'bermuda'],
    [2, 'st-augustine'],
    [3, 'isla-de-tortuga'],
    [5, 'port-of-spain'],
    [6, 'campeche'],
  ])('17.2 #23 table: a roll of %i destroys %s', (die, portId) => {
    const t = drawing({});
    t.draw('natural-disaster');
    t.roll(die);
    expect(t.state.destroyedPorts).toEqual([portId]);
  });

  it('17.2 #23 / RULINGS B35: a destroyed port can no longer be entered', () => {
    const t = drawing({ pirates: { vane: { owner: 'A', at: 'west-caribbean' } } });
    t.draw('natural-disaster');
    t.roll(4);
    const types = ['flute', 'sloop', 'schooner', 'brigantine', 'flute', 'sloop', 'schooner', 'brigantine'];
    types.forEach((type, i) => {
      t.draw(type);
      t.locator([11, 12, 13, 14, 15, 16, 21, 22][i] as number);
    });
    t.draw('scurvy-outbreak');
    t.act({ type: 'playCard', player: 'A', card: 'scurvy-outbreak', pirate: null });
    expect(t.canDo({ type: 'move', pirate: 'vane', to: port('port-royal') })).toBe(false);
    expect(t.canDo({ type: 'move', pirate: 'vane', to: port('santiago') })).toBe(true);
  });
});
