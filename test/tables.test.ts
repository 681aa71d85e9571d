import { describe, it, expect } from 'vitest';
import { ComponentSetSchema, D66_LOCATORS } from '../src/tables/schema.js';
import {
  builtinComponents,
  indexComponents,
  d66ToLocator,
  areAdjacent,
  cargoResult,
  stormEffect,
  naturalDisasterPort,
  type ComponentSet,
} from '../src/tables/index.js';

/** A deep copy of the built-in set to break on purpose. */
function copy(): ComponentSet {
  return structuredClone(builtinComponents);
}

/** Issues of a parse that must fail, as `path -> message`. */
function issues(set: unknown): { path: (string | number)[]; message: string }[] {
  const result = ComponentSetSchema.safeParse(set);
  expect(result.success).toBe(false);
  if (result.success) return [];
  return result.error.issues.map((i) => ({ path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)), message: i.message }));
}

const idx = indexComponents(builtinComponents);

function get<T>(record: Record<string, T>, id: string): T {
  const value = record[id];
  if (value === undefined) throw new Error(`missing ${id}`);
  return value;
}

describe('built-in component set', () => {
  it('parses with ComponentSetSchema', () => {
    const result = ComponentSetSchema.safeParse(builtinComponents);
    if (!result.success) throw new Error(JSON.stringify(result.error.issues, null, 2));
    expect(result.data).toEqual(builtinComponents);
  });

  it('has the counts fixed by the rules', () => {
    const s = builtinComponents;
    expect(s.seaAreas).toHaveLength(10);
    expect(s.transitBoxes).toHaveLength(2);
    expect(s.ports).toHaveLength(36);
    expect(s.ports.filter((p) => p.piratePort).map((p) => p.id).sort()).toEqual(
      ['isla-de-tortuga', 'isle-ste-marie', 'new-providence'],
    );
    expect(s.merchantTypes.reduce((n, m) => n + m.count, 0)).toBe(35);
    expect(s.warships).toHaveLength(3);
    expect(s.warships.reduce((n, w) => n + w.count, 0)).toBe(15);
    expect(s.kcs.filter((k) => !k.exPirate)).toHaveLength(8);
    expect(s.hostages.reduce((n, h) => n + h.count, 0)).toBe(15);
    expect(s.proGovernors).toHaveLength(8);
    expect(s.antiGovernorCount).toBe(16);
    expect(s.pirates).toHaveLength(23);
    expect(s.eventCards).toHaveLength(23);
    expect(s.eventCards.reduce((n, c) => n + c.count, 0)).toBe(87);
  });
});

describe('stated values (reference/components.md)', () => {
  it('ports: locators, names, nationalities, ratings, sea areas', () => {
    expect(idx.locators).toEqual([...D66_LOCATORS]);
    expect(idx.portByLocator[36]?.id).toBe('isla-de-tortuga'); // B1
    expect(idx.portByLocator[35]?.id).toBe('santo-domingo');
    expect(idx.portByLocator[45]?.id).toBe('bermuda');
    const sanJuan = get(idx.port, 'san-juan');
    expect([sanJuan.locator, sanJuan.nationality, sanJuan.value, sanJuan.defense]).toEqual([34, 'spanish', 2, 7]);
    expect(get(idx.port, 'bath')).toMatchObject({ locator: 15, nationality: 'english', seaAreas: ['central-atlantic'] });
    expect(get(idx.port, 'charleston')).toMatchObject({ locator: 16, nationality: 'english', seaAreas: ['south-atlantic'] });
    expect(get(idx.port, 'st-augustine').seaAreas).toEqual(['south-atlantic']); // B6
    expect(get(idx.port, 'campeche').seaAreas).toEqual(['central-america']);
    expect(get(idx.port, 'santo-domingo').seaAreas).toEqual(['east-caribbean']);
    expect(get(idx.port, 'whydah').seaAreas).toEqual(['gold-coast']);
    expect(get(idx.port, 'honduras').nationality).toBe('spanish');
    expect(get(idx.port, 'bermuda').seaAreas).toEqual(['north-atlantic', 'central-atlantic']);
    expect(get(idx.port, 'isla-de-tortuga').aliases).toContain('Isle de Tortuga');
    expect(get(idx.port, 'port-of-spain').aliases).toContain("Port O' Spain");
    for (const p of builtinComponents.ports.filter((q) => q.piratePort)) {
      expect([p.nationality, p.value, p.defense]).toEqual([null, null, null]);
    }
    const nations = new Set(builtinComponents.ports.map((p) => p.nationality));
    expect(nations.has('arab')).toBe(true);
    expect(nations.has('portuguese')).toBe(true);
  });

  it('provisional port values stay within the reasoning ranges', () => {
    for (const p of builtinComponents.ports.filter((q) => !q.piratePort)) {
      expect(p.value).toBeGreaterThanOrEqual(1);
      expect(p.value).toBeLessThanOrEqual(4);
      expect(p.defense).toBeGreaterThanOrEqual(2);
      expect(p.defense).toBeLessThanOrEqual(8);
    }
    expect(builtinComponents.ports.every((p) => p.provisional)).toBe(true);
  });

  it('sea areas: stated borders, transit boxes, cargo columns', () => {
    expect(get(idx.seaArea, 'north-atlantic').borders).toEqual(['central-atlantic']);
    expect(get(idx.seaArea, 'central-atlantic').borders).toEqual(['north-atlantic', 'south-atlantic']);
    expect(get(idx.seaArea, 'south-atlantic').borders).toEqual(['central-atlantic', 'west-caribbean']);
    expect(get(idx.seaArea, 'west-caribbean').borders).toEqual(
      ['south-atlantic', 'east-caribbean', 'central-america', 'south-america'],
    );
    expect(get(idx.seaArea, 'east-caribbean').borders).toEqual(['west-caribbean', 'south-america']);
    expect(get(idx.seaArea, 'gold-coast').borders).toEqual([]);
    expect(get(idx.seaArea, 'gold-coast').transitBoxes.sort()).toEqual(['gold-coast-east-africa', 'south-america-gold-coast']);
    expect(get(idx.transitBox, 'south-america-gold-coast').connects).toEqual(['south-america', 'gold-coast']);
    expect(get(idx.transitBox, 'gold-coast-east-africa').connects).toEqual(['gold-coast', 'east-africa']);
    expect(areAdjacent(idx, 'west-caribbean', 'central-america')).toBe(true);
    expect(areAdjacent(idx, 'north-atlantic', 'south-atlantic')).toBe(false);
    expect(get(idx.seaArea, 'india').cargoColumn).toBe('india');
    expect(get(idx.seaArea, 'gold-coast').cargoColumn).toBe('africa');
    expect(get(idx.seaArea, 'south-america').cargoColumn).toBe('caribbean');
    expect(get(idx.seaArea, 'south-atlantic').cargoColumn).toBe('atlantic');
    const provisional = builtinComponents.seaAreas.filter((a) => a.provisional).map((a) => a.id).sort();
    expect(provisional).toEqual(['central-america', 'east-africa', 'india', 'south-america']);
  });

  it('ship types (6.23) and merchant types (6.12)', () => {
    expect(get(idx.shipType, 'sloop')).toMatchObject({ combat: 5, speed: 5, holds: 2, size: 1 });
    expect(get(idx.shipType, 'schooner')).toMatchObject({ combat: 6, speed: 3, holds: 3, size: 2 });
    expect(get(idx.shipType, 'brigantine')).toMatchObject({ combat: 7, speed: 1, holds: 4, size: 3 });
    const cargo = builtinComponents.merchantTypes.map((m) => [m.id, m.cargo, m.convertible, m.convertsTo]);
    expect(cargo).toEqual([
      ['flute', 0, false, null],
      ['sloop', 1, true, 'sloop'],
      ['schooner', 2, true, 'schooner'],
      ['brigantine', 3, true, 'brigantine'],
      ['square-rigger', 4, false, null],
    ]);
  });

  it('warships, KCs, hostages', () => {
    expect(builtinComponents.warships.some((w) => w.speed === 3 && w.combat === 7)).toBe(true);
    const sorted = [...builtinComponents.warships].sort((a, b) => a.combat - b.combat);
    for (let i = 1; i < sorted.length; i++) {
      expect(sorted[i]!.speed).toBeLessThan(sorted[i - 1]!.speed); // 6.13
    }
    expect(get(idx.kc, 'matthews')).toMatchObject({ name: 'Thomas Matthews', speed: 3, combat: 11, provisional: false });
    expect(get(idx.kc, 'ex-pirate')).toMatchObject({ speed: 3, combat: 9, exPirate: true, provisional: false });
    expect(get(idx.kc, 'ogle').name).toBe('Chaloner Ogle');
    expect(get(idx.kc, 'rhett').name).toBe('William Rhett');
    expect(get(idx.hostage, 'captain')).toMatchObject({ information: 5, value: 2 });
    expect(get(idx.hostage, 'governors-daughter').value).toBe(6);
  });

  it('pirates: stated ratings, ships, and known lists', () => {
    expect(get(idx.pirate, 'teach')).toMatchObject({ initiative: 3, ship: "Queen Anne's Revenge", known: ['initiative'] });
    expect(get(idx.pirate, 'vane')).toMatchObject({ ability: 4, cruelty: 3, ship: 'Treasure' });
    expect(get(idx.pirate, 'vane').known.sort()).toEqual(['ability', 'cruelty']);
    expect(get(idx.pirate, 'condent')).toMatchObject({ ability: 4, cruelty: 3, ship: 'Deliverance' });
    expect(get(idx.pirate, 'low')).toMatchObject({ ability: 3, known: ['ability'], ship: 'Fancy' });
    expect(get(idx.pirate, 'bonnet')).toMatchObject({ ability: 2, known: ['ability'], ship: 'Revenge' });
    expect(get(idx.pirate, 'kidd').ship).toBe('Adventure Galley');
    for (const p of builtinComponents.pirates) {
      expect(p.provisional).toBe(true);
      expect(p.initiative).toBeGreaterThanOrEqual(1);
      expect(p.initiative).toBeLessThanOrEqual(3);
      for (const r of [p.ability, p.leadership, p.cruelty]) {
        expect(r).toBeGreaterThanOrEqual(1);
        expect(r).toBeLessThanOrEqual(5);
      }
      for (const r of [p.cunning, p.duel]) {
        expect(r).toBeGreaterThanOrEqual(1);
        expect(r).toBeLessThanOrEqual(4);
      }
    }
  });

  it('event cards (17.2)', () => {
    const cards = builtinComponents.eventCards;
    expect(cards.map((c) => c.number)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    const mustPlay = cards.filter((c) => c.mode === 'must-play');
    expect(mustPlay.reduce((n, c) => n + c.count, 0)).toBe(22);
    expect(mustPlay.every((c) => c.actions === null)).toBe(true);
    const ap = cards.filter((c) => c.antiPirate);
    expect(ap.reduce((n, c) => n + c.count, 0)).toBe(49);
    const initiative = cards.filter((c) => c.actions === 'initiative');
    expect(initiative.reduce((n, c) => n + c.count, 0)).toBe(25);
    expect(get(idx.card, 'warship-sighting')).toMatchObject({ number: 21, count: 10, actions: 'initiative', antiPirate: true });
    expect(get(idx.card, 'new-governors')).toMatchObject({ number: 9, count: 8, mode: 'must-play' });
    expect(get(idx.card, 'buried-treasure')).toMatchObject({ actions: 1, mode: 'actions-and-event' });
    expect(get(idx.card, 'skull-and-crossbones')).toMatchObject({ actions: 3, antiPirate: false });
  });

  it('Cargo Table (8.32)', () => {
    expect(cargoResult(idx, 'east-caribbean', 9)).toEqual({ doubloons: 2500, loyalty: 1, column: 'caribbean' });
    expect(cargoResult(idx, 'north-atlantic', 1)).toEqual({ doubloons: 0, loyalty: -1, column: 'atlantic' });
    expect(cargoResult(idx, 'gold-coast', 4).doubloons).toBe(500);
    expect(cargoResult(idx, 'east-africa', 10).doubloons).toBe(1500);
    expect(cargoResult(idx, 'india', 10).doubloons).toBe(7500);
    expect(cargoResult(idx, 'india', 7)).toEqual({ doubloons: 2500, loyalty: 0, column: 'india' });
    expect(cargoResult(idx, 'central-america', 3).doubloons).toBe(600);
    expect(builtinComponents.tables.cargo.map((r) => r.loyalty)).toEqual([-1, -1, -1, 0, 0, 0, 0, 1, 1, 1]);
    expect(() => cargoResult(idx, 'east-caribbean', 11)).toThrow(RangeError);
  });

  it('Storm Effects Table (17.2 #20)', () => {
    expect([1, 2, 3, 4, 5, 6].map((r) => stormEffect(idx, r).speedHits)).toEqual([1, 1, 2, 2, 2, 3]);
    expect(stormEffect(idx, 6).sunk).toBe(false);
    expect(stormEffect(idx, 7)).toEqual({ roll: 7, speedHits: 0, sunk: true });
  });

  it('Natural Disaster, Crew Loyalty and Notoriety tables', () => {
    expect([1, 2, 3, 4, 5, 6].map((r) => naturalDisasterPort(idx, r).id)).toEqual(
      ['bermuda', 'st-augustine', 'isla-de-tortuga', 'port-royal', 'port-of-spain', 'campeche'],
    );
    const cl = builtinComponents.tables.crewLoyalty;
    expect(cl).toMatchObject({ drPiratePort: 3, drElsewhere: 1, failedBootyGrab: -2, mutinyReset: 6, cargoStar: -1, cargoDoubleStar: 1 });
    expect(Object.keys(cl)).toHaveLength(19);
    const np = builtinComponents.tables.notoriety;
    expect(np.portAttack).toBe("Port's Value rating x2");
    expect(np.sack).toBe("Port's Value rating x2");
    expect(np.defeatKc).toBe("KC's Combat rating x2");
    expect(np.failedOust).toBe('1 Notoriety Point');
  });
});

describe('lookups', () => {
  it('d66ToLocator', () => {
    expect(d66ToLocator(3, 6)).toBe(36);
    expect(d66ToLocator(1, 1)).toBe(11);
    expect(d66ToLocator(6, 6)).toBe(66);
    expect(() => d66ToLocator(0, 3)).toThrow(RangeError);
    expect(() => d66ToLocator(2, 7)).toThrow(RangeError);
    expect(() => d66ToLocator(2.5, 1)).toThrow(RangeError);
  });

  it('indexComponents is cached per set object', () => {
    expect(indexComponents(builtinComponents)).toBe(idx);
    expect(indexComponents(copy())).not.toBe(idx);
  });

  it('portsInArea lists every port of each area, Bermuda in two', () => {
    expect(Object.keys(idx.portsInArea).sort()).toEqual(builtinComponents.seaAreas.map((a) => a.id).sort());
    expect(idx.portsInArea['north-atlantic']).toContain('bermuda');
    expect(idx.portsInArea['central-atlantic']).toContain('bermuda');
    expect(idx.portsInArea['gold-coast']).toEqual(['cape-coast', 'cormantin', 'whydah', 'cape-lopez']);
    const total = Object.values(idx.portsInArea).reduce((n, ids) => n + ids.length, 0);
    expect(total).toBe(37); // 36 ports, Bermuda counted twice
  });
});

describe('invalid sets are rejected with precise paths', () => {
  it('a port with locator 17', () => {
    const set = copy();
    set.ports[5]!.locator = 17; // Charleston
    const found = issues(set);
    expect(found).toContainEqual(expect.objectContaining({ path: ['ports', 5, 'locator'] }));
    expect(found.some((i) => i.path.join('.') === 'ports' && i.message.includes('16'))).toBe(true);
  });

  it('two ports on the same locator', () => {
    const set = copy();
    set.ports[1]!.locator = 11;
    expect(issues(set)).toContainEqual(expect.objectContaining({ path: ['ports', 1, 'locator'] }));
  });

  it('a border to an unknown area', () => {
    const set = copy();
    set.seaAreas[0]!.borders.push('atlantis');
    expect(issues(set)).toContainEqual(expect.objectContaining({ path: ['seaAreas', 0, 'borders', 1] }));
  });

  it('an asymmetric border', () => {
    const set = copy();
    set.seaAreas[0]!.borders.push('india');
    const found = issues(set);
    expect(found).toContainEqual(expect.objectContaining({ path: ['seaAreas', 0, 'borders', 1] }));
    expect(found[0]?.message).toMatch(/symmetric/);
  });

  it('merchant counts summing to 34', () => {
    const set = copy();
    set.merchantTypes[0]!.count -= 1;
    const found = issues(set);
    expect(found).toEqual([expect.objectContaining({ path: ['merchantTypes'] })]);
    expect(found[0]?.message).toMatch(/35.*34/);
  });

  it('warship, hostage and event card totals', () => {
    const set = copy();
    set.warships[0]!.count += 1;
    set.hostages[0]!.count += 1;
    set.eventCards[0]!.count += 1;
    const paths = issues(set).map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['warships', 'hostages', 'eventCards']));
  });

  it('a port in an unknown Sea Area', () => {
    const set = copy();
    set.ports[0]!.seaAreas = ['nowhere'];
    expect(issues(set)).toContainEqual(expect.objectContaining({ path: ['ports', 0, 'seaAreas', 0] }));
  });

  it('a Pirate Port with a Value, and a port without a nationality', () => {
    const set = copy();
    const tortuga = set.ports.findIndex((p) => p.id === 'isla-de-tortuga');
    set.ports[tortuga]!.value = 2;
    set.ports[0]!.nationality = null;
    const paths = issues(set).map((i) => i.path);
    expect(paths).toContainEqual(['ports', tortuga, 'value']);
    expect(paths).toContainEqual(['ports', 0, 'nationality']);
  });

  it('duplicate ids', () => {
    const set = copy();
    set.pirates[1]!.id = set.pirates[0]!.id;
    expect(issues(set)).toContainEqual(expect.objectContaining({ path: ['pirates', 1, 'id'] }));
  });

  it('a non-kebab id is rejected by the record schema', () => {
    const set = copy();
    set.pirates[0]!.id = 'Long Ben';
    expect(issues(set)).toContainEqual(expect.objectContaining({ path: ['pirates', 0, 'id'] }));
  });

  it('unknown transit box, natural disaster port, KC mix, governors', () => {
    const set = copy();
    set.transitBoxes[0]!.connects = ['south-america', 'mars'];
    set.tables.naturalDisaster[2] = 'tortuga';
    set.kcs.pop(); // remove the Ex-Pirate
    set.proGovernors.pop();
    set.antiGovernorCount = 15;
    const paths = issues(set).map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'transitBoxes.0.connects.1',
        'tables.naturalDisaster.2',
        'kcs',
        'proGovernors',
        'antiGovernorCount',
      ]),
    );
  });

  it('event cards: wrong dash, numbering, storm rows out of order', () => {
    const set = copy();
    set.eventCards[2]!.actions = 2; // Disease is Must Play: dash
    set.eventCards[3]!.number = 3;
    const [a, b] = [set.tables.storm[0]!, set.tables.storm[1]!];
    set.tables.storm[0] = b;
    set.tables.storm[1] = a;
    const paths = issues(set).map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['eventCards.2.actions', 'eventCards.3.number', 'tables.storm.0.roll', 'tables.storm.1.roll']),
    );
  });

  it('a missing Crew Loyalty key', () => {
    const set = copy();
    delete set.tables.crewLoyalty.mutinyReset;
    expect(issues(set)).toContainEqual(expect.objectContaining({ path: ['tables', 'crewLoyalty', 'mutinyReset'] }));
  });

  it('a fourth ship type', () => {
    const set = copy();
    set.shipTypes.push({ ...set.shipTypes[0]!, id: 'schooner' });
    const paths = issues(set).map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['shipTypes', 'shipTypes.3.id']));
  });
});
