/**
 * 19.17: the tables behind the static VP estimate (src/solo/estimate.ts, `Valuation.t`): each port
 * as a target (its Value, Defense, nationality, whether it may be attacked, the Loot of each
 * Merchant type in its region's column of the Cargo Table) and, for every location, the ports
 * within MAX_REACH Moves, nearest first, with their distance in Moves (7.11, 7.2, 7.3).
 *
 * The tables are built once per component index and kept; each test here builds them afresh from
 * its own copy of the component set, so that what it checks is what the tables are built to, not
 * what another test left in the cache.
 */
import { describe, expect, it } from 'vitest';
import type { PirateState } from '../../src/index.js';
import { builtinComponents, indexComponents, type ComponentIndex } from '../../src/tables/index.js';
import {
  BOOTY_SHARE,
  MAX_REACH,
  OPPORTUNITY_SHARE,
  REACH_DECAY,
  RETIRE_SHARE,
  pirateWorth,
  targetWorth,
  valuation,
  type Tables,
  type Target,
} from '../../src/solo/estimate.js';
import { solo } from './solo-helpers.js';

type Column = 'atlantic' | 'caribbean' | 'africa' | 'india';

/** A component index of its own (a copy of the built-in set): the estimate's tables are built anew for it. */
const freshIndex = (): ComponentIndex => indexComponents({ ...builtinComponents });
const tablesOf = (ix: ComponentIndex): Tables => valuation(solo().state, ix).t;

/** 8.32: the mean Cargo in Doubloons of d6 + `rating` in a column of the Cargo Table. */
function meanCargo(ix: ComponentIndex, rating: number, column: Column): number {
  let sum = 0;
  for (let die = 1; die <= 6; die++) sum += ix.set.tables.cargo.find((r) => r.roll === die + rating)?.[column] ?? NaN;
  return sum / 6;
}

/** 8.33 / 18.12: a Loot's worth in VP: NP = Cargo rating at 1 + RETIRE_SHARE, the Cargo as Booty. */
const lootVp = (rating: number, cash: number): number => rating * (1 + RETIRE_SHARE) + (RETIRE_SHARE * BOOTY_SHARE * cash) / 100;

/** 9.53: NP 2 x Value, and (Value)d6 x 100 Booty (mean 350 a die). */
const attackGain = (value: number): number => 2 * value * (1 + RETIRE_SHARE) + (RETIRE_SHARE * BOOTY_SHARE * value * 350) / 100;

/**
 * 7.11 / 7.2: Moves between the locations of the map: Sea Areas that border each other, a Sea
 * Area and a Transit Box it opens on, a Sea Area and a port in it (7.3: entering a port and leaving
 * it are a Move each).
 */
function movesFrom(ix: ComponentIndex, start: string): Map<string, number> {
  const next = (at: string): string[] => {
    const area = ix.seaArea[at];
    if (area) return [...area.borders, ...area.transitBoxes, ...ix.set.ports.filter((p) => p.seaAreas.includes(at)).map((p) => p.id)];
    const box = ix.transitBox[at];
    if (box) return [...box.connects];
    return [...(ix.port[at]?.seaAreas ?? [])];
  };
  const moves = new Map([[start, 0]]);
  for (let frontier = [start], d = 1; frontier.length > 0; d++) {
    const reached: string[] = [];
    for (const at of frontier) {
      for (const n of next(at)) {
        if (!moves.has(n)) {
          moves.set(n, d);
          reached.push(n);
        }
      }
    }
    frontier = reached;
  }
  return moves;
}

/** Port -> Moves from `start` to the nearest Sea Area adjoining it, for the ports within MAX_REACH Moves. */
function portsWithinReach(ix: ComponentIndex, start: string): Record<string, number> {
  const moves = movesFrom(ix, start);
  const out: Record<string, number> = {};
  for (const p of ix.set.ports) {
    const d = Math.min(...p.seaAreas.map((a) => moves.get(a) ?? Infinity));
    if (d <= MAX_REACH) out[p.id] = d;
  }
  return out;
}

const asRecord = (list: Target[]): Record<string, number> => Object.fromEntries(list.map((t) => [t.port, t.d]));
const near = (t: Tables, at: string): Target[] => {
  const list = t.near.get(at);
  if (!list) throw new Error(`no near list for ${at}`);
  return list;
};

describe('19.17 estimate tables: the ports within MAX_REACH Moves of each location, nearest first (7.11)', () => {
  it('every location of the map (Sea Area, port, Transit Box) has its list, and nothing else', () => {
    const ix = freshIndex();
    const t = tablesOf(ix);
    const locations = [...ix.set.seaAreas.map((a) => a.id), ...ix.set.ports.map((p) => p.id), ...ix.set.transitBoxes.map((b) => b.id)];
    expect([...t.near.keys()].sort()).toEqual([...locations].sort());
  });

  /** The ports within reach of `from` on fresh tables: checked against the map search and nearest first (7.11). */
  function reachFrom(from: string): { ix: ComponentIndex; list: Target[] } {
    const ix = freshIndex();
    const list = near(tablesOf(ix), from);
    expect(asRecord(list)).toEqual(portsWithinReach(ix, from));
    expect(list.map((x) => x.d)).toEqual([...list.map((x) => x.d)].sort((a, b) => a - b));
    return { ix, list };
  }

  it('from the North Atlantic: its ports at 0, the Central Atlantic\'s at 1 (Bermuda, in both, at 0), the South Atlantic\'s at 2, the West Caribbean\'s at 3, the rest of the Caribbean at 4; nothing beyond the Transit Box', () => {
    const { list } = reachFrom('north-atlantic');
    expect(asRecord(list)).toMatchObject({ boston: 0, bermuda: 0, virginia: 1, bath: 1, charleston: 2, 'new-providence': 2, 'port-royal': 3, 'isla-de-tortuga': 3, guadeloupe: 4, cartagena: 4, campeche: 4 });
    expect(list.map((x) => x.port)).not.toContain('cape-coast');
  });

  it('from the Central Atlantic: Bermuda at 0, the North and South Atlantic at 1; Cape Coast is 5 Moves away (South America, the Transit Box, the Gold Coast): not listed', () => {
    const { ix, list } = reachFrom('central-atlantic');
    expect(asRecord(list)).toMatchObject({ bermuda: 0, virginia: 0, boston: 1, charleston: 1, havana: 2, curacao: 3 });
    expect(movesFrom(ix, 'central-atlantic').get('gold-coast')).toBe(MAX_REACH + 1);
    expect(list.map((x) => x.port)).not.toContain('cape-coast');
  });

  it('7.3: from a port, leaving it is a Move: its own Sea Area\'s ports (itself too) are 1 Move away', () => {
    const { list } = reachFrom('boston');
    expect(asRecord(list)).toMatchObject({ boston: 1, 'new-york': 1, bermuda: 1, virginia: 2, charleston: 3, 'port-royal': 4 });
    expect(list.map((x) => x.port)).not.toContain('guadeloupe');
  });

  it('7.2: from a Transit Box, each Sea Area it joins is 1 Move away, and the next Transit Box is on the way to East Africa', () => {
    const { list } = reachFrom('south-america-gold-coast');
    expect(asRecord(list)).toMatchObject({ cartagena: 1, 'cape-coast': 1, 'port-royal': 2, charleston: 3, bermuda: 4, bombay: 4 });
    expect(list.map((x) => x.port)).not.toContain('boston');
  });

  it('from the Gold Coast (no Sea Area borders it, 2.2): 2 Moves to South America or East Africa through a Transit Box, Charleston at MAX_REACH', () => {
    const { list } = reachFrom('gold-coast');
    expect(asRecord(list)).toMatchObject({ 'cape-coast': 0, cartagena: 2, bombay: 3, charleston: MAX_REACH });
  });

  it('each port in a list is its Target (Value, Defense, Loot...) at the distance d', () => {
    const ix = freshIndex();
    const t = tablesOf(ix);
    for (const x of near(t, 'south-atlantic')) expect(x).toEqual({ ...t.port.get(x.port), d: x.d });
  });
});

describe('19.17 estimate tables: each port as a target (d = 0)', () => {
  it('9.51-9.53: its Value, Defense and nationality from its card; 2 x Value NP and (Value)d6 x 100 Booty as its gain', () => {
    const ix = freshIndex();
    const t = tablesOf(ix);
    for (const p of ix.set.ports) {
      const x = t.port.get(p.id);
      expect(x?.d).toBe(0);
      expect(x?.english).toBe(p.nationality === 'english');
      if (p.piratePort) continue;
      expect(x).toMatchObject({ port: p.id, value: p.value, defense: p.defense, attackable: true });
      expect(x?.gain).toBeCloseTo(attackGain(p.value ?? NaN), 9);
    }
    expect(t.port.get('boston')).toMatchObject({ value: 3, defense: 5, english: true });
    expect(t.port.get('havana')).toMatchObject({ value: 4, defense: 8, english: false });
  });

  it('9.51: a Pirate Port (Isla de Tortuga, New Providence) may not be attacked', () => {
    const t = tablesOf(freshIndex());
    for (const id of ['isla-de-tortuga', 'new-providence']) expect(t.port.get(id)).toMatchObject({ attackable: false, english: false });
  });

  it('8.32: the Loot of each Merchant type in the column of the port\'s region; face down (\'?\'), the mean over the Merchant mix (6.12)', () => {
    const ix = freshIndex();
    const t = tablesOf(ix);
    const columns: Record<string, Column> = { boston: 'atlantic', 'port-royal': 'caribbean', 'cape-coast': 'africa', bombay: 'india' };
    for (const [id, column] of Object.entries(columns)) {
      const loot = t.port.get(id)?.loot ?? {};
      let sum = 0;
      let n = 0;
      for (const m of ix.set.merchantTypes) {
        const worth = lootVp(m.cargo, meanCargo(ix, m.cargo, column));
        expect(loot[m.id]).toBeCloseTo(worth, 9);
        sum += worth * m.count;
        n += m.count;
      }
      expect(loot['?']).toBeCloseTo(sum / n, 9);
      expect(Object.keys(loot).sort()).toEqual([...ix.set.merchantTypes.map((m) => m.id), '?'].sort());
    }
  });
});

describe('19.17 estimate from fresh tables: the best target within reach', () => {
  const vaneOf = (s: ReturnType<typeof solo>['state']): PirateState => s.pirates['vane'] as PirateState;
  const ATTACKABLE = builtinComponents.ports.filter((p) => !p.piratePort).map((p) => p.id);
  /** Vane in the North Atlantic, no Merchant, only `alive` standing to be Attacked. */
  const only = (alive: string[], pardon = false) => {
    const s = solo({
      pirates: { teach: { owner: 'A', at: 'central-america' }, vane: { owner: 'B', at: 'north-atlantic' } },
      destroyedPorts: ATTACKABLE.filter((p) => !alive.includes(p)),
      merchants: {},
    }).state;
    return pardon ? { ...s, generalPardon: { ...s.generalPardon, pardon: { drawer: 'A' as const, covered: [], endsAfterTurn: 99 } } } : s;
  };

  it('17.2 #8: while the General Pardon is in force an English port is no target; a Spanish one still is', () => {
    for (const [id, english] of [['boston', true], ['st-augustine', false]] as const) {
      const open = only([id]);
      const free = targetWorth(valuation(open, freshIndex()), vaneOf(open), { kind: 'sea', area: id === 'boston' ? 'north-atlantic' : 'south-atlantic' });
      expect(free).toBeGreaterThan(0);
      const pardoned = only([id], true);
      const worth = targetWorth(valuation(pardoned, freshIndex()), vaneOf(pardoned), { kind: 'sea', area: id === 'boston' ? 'north-atlantic' : 'south-atlantic' });
      expect(worth).toBeCloseTo(english ? 0 : free, 9);
    }
  });

  it('REACH_DECAY per Move: the same port 2 Moves away is worth REACH_DECAY^2 of it at hand', () => {
    const s = only(['charleston']);
    const atHand = targetWorth(valuation(s, freshIndex()), vaneOf(s), { kind: 'sea', area: 'south-atlantic' });
    const none = only([]);
    const far = pirateWorth(valuation(s, freshIndex()), vaneOf(s)) - pirateWorth(valuation(none, freshIndex()), vaneOf(none));
    expect(atHand).toBeGreaterThan(0);
    expect(far).toBeCloseTo(OPPORTUNITY_SHARE * REACH_DECAY ** 2 * atHand, 9);
  });
});
