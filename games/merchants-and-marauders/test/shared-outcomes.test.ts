/**
 * Exact outcomes of the shared rule helpers (src/rules/shared.ts: MM Dice 1-2, MM Ships 2/4, MM Yard
 * 13-18, MM Win 4-5, MM Stash 2, M7 (a), M9, M13), written ahead of its mutation run
 * (docs/coverage.md "Mutation testing"): the public helpers' values at their boundaries, and the
 * Glory target reached through play.
 */
import { describe, expect, it } from 'vitest';
import { cargoRoom, createScenario, faceOf, legalActions, loadComponents, pending, shipValues, successes, totalGlory, type Action, type GameState, type PlayerId } from '../src/index.js';
import { ixOf } from '../src/rules/shared.js';
import { provisionalComponents } from '../src/components/provisional.js';
import { chance, giveCargo, ofType, place, play, roundStart, scenario, setDemand, withEvent } from './helpers.js';
import type { Effect } from '../src/components/schema.js';

type P = GameState['pl'][string];

describe('The dice (MM Dice 1-2)', () => {
  it('MM Dice 1: faces 1-4 show their number, 5 and 6 a skull; MM Dice 2: the skulls are the successes', () => {
    expect([1, 2, 3, 4, 5, 6].map(faceOf)).toEqual([1, 2, 3, 4, 'skull', 'skull']);
    expect(successes([])).toBe(0);
    expect(successes([4, 4, 4])).toBe(0);
    expect(successes([5, 1, 6, 4])).toBe(2);
  });
});

describe('Ship values (MM Ships 2/4, MM Yard 13-18, M13)', () => {
  const { s, P } = scenario();
  const ix = ixOf(s);
  const ship = (ship: P['ship'], mods: string[]): P => ({ ...(s.pl[P] as P), ship, mods: mods as P['mods'] });

  it('each modification adds 1 to its value; Hull and Masts are the Toughness', () => {
    expect(shipValues(ix, ship('sloop', []))).toEqual({ hull: 2, masts: 2, cargo: 2, crew: 2, cannons: 1, maneuverability: 4 });
    expect(shipValues(ix, ship('sloop', ['extended-cargo-hold', 'extra-hammocks', 'extra-cannon-port', 'advanced-rigs-and-sails']))).toEqual({ hull: 2, masts: 2, cargo: 3, crew: 3, cannons: 2, maneuverability: 5 });
    // Modifications that change no value (MM Yard 13-18: combat and repair tokens).
    expect(shipValues(ix, ship('frigate', ['reinforced-hull', 'chasers', 'long-guns', 'swivel-guns']))).toEqual({ hull: 3, masts: 3, cargo: 3, crew: 3, cannons: 3, maneuverability: 3 });
  });

  it('M13: never above 5', () => {
    expect(shipValues(ix, ship('galleon', ['extended-cargo-hold']))).toMatchObject({ cargo: 5 });
    expect(shipValues(ix, ship('man-o-war', ['extra-hammocks', 'extra-cannon-port']))).toMatchObject({ crew: 5, cannons: 5 });
    const fast = createScenario({ players: 2, seed: 3, components: (() => {
      const c = structuredClone(ix.set);
      (c.ships as Record<string, { maneuverability: number }>)['sloop']!.maneuverability = 5;
      return c;
    })() });
    const x = fast.pl[fast.order[0] as PlayerId] as P;
    expect(shipValues(ixOf(fast), { ...x, mods: ['advanced-rigs-and-sails'] }).maneuverability).toBe(5);
  });

  it('MM Ships 4, MM Buy 9: 6 Cargo Cards in port, the Cargo value at sea', () => {
    const x = s.pl[P] as P;
    expect(cargoRoom({ ...x, inPort: true })).toBe(6);
    expect(cargoRoom({ ...x, inPort: false, track: { ...x.track, cargo: 1 } })).toBe(1);
  });
});

describe('Total Glory and the target (MM Win 4-5, MM Stash 2, M7 (a), M9)', () => {
  const at = (options: Record<string, unknown>, glory: number, stash: number) => {
    const s = createScenario({ players: 2, seed: 3, options }, (d) => {
      const x = d.pl[d.order[0] as PlayerId] as P;
      x.glory = glory;
      x.stash = stash;
    });
    return totalGlory(s, s.order[0] as PlayerId);
  };

  it('M9: the stash gives 1 GP per full 10 Gold, capped at half the target or at the option’s number', () => {
    expect(at({}, 2, 39)).toBe(5);
    expect(at({}, 2, 40)).toBe(6);
    expect(at({}, 2, 200)).toBe(7);
    expect(at({ gloryTarget: 12 }, 2, 200)).toBe(8);
    expect(at({ gloryTarget: 11 }, 2, 200)).toBe(7);
    expect(at({ stashGloryCap: 3 }, 2, 200)).toBe(5);
    expect(at({ stashGloryCap: 0 }, 2, 200)).toBe(2);
  });

  const sellThree = (glory: number, stash: number, declared = false) =>
    scenario((d, P) => {
      if (declared) d.declared = [P];
      const x = d.pl[P] as P;
      x.glory = glory;
      x.stash = stash;
      setDemand(d, 'curacao', 'rum');
      giveCargo(d, P, ['rum-1', 'rum-3', 'rum-5']);
    });
  const sell = (P: PlayerId): Action[] => [{ type: 'port', player: P }, { type: 'sell', player: P, cards: ['rum-1', 'rum-3', 'rum-5'] }];

  it('M7 (a), MM Win 5: a Glory Point that brings the total to the target declares it at once, in public', () => {
    const { s, P } = sellThree(4, 50);
    const r = play(s, sell(P));
    expect(ofType(r.events, 'targetReached')).toEqual([{ type: 'targetReached', rule: 'MM Win 5', player: P, glory: 5, stash: 50, total: 10 }]);
    expect(r.s.declared).toEqual([P]);
  });

  it('M7 (a): one short of the target: nothing declared', () => {
    const { s, P } = sellThree(3, 50);
    const r = play(s, sell(P));
    expect(ofType(r.events, 'targetReached')).toEqual([]);
    expect(r.s.declared).toEqual([]);
  });

  it('M7 (a): a player already declared is not declared again', () => {
    const { s, P } = sellThree(9, 50, true);
    const r = play(s, sell(P));
    expect(ofType(r.events, 'gloryGained')).toHaveLength(1);
    expect(ofType(r.events, 'targetReached')).toEqual([]);
    expect(r.s.declared).toEqual([P]);
  });
});

describe('A "this roll" modifier (ledger F.4, MR15)', () => {
  it('is used up by its own player’s next roll of its skill only; his other modifiers and the other player’s stay', () => {
    const mod = (player: PlayerId, card: string, skill: string, duration: string) => ({ player, card, effect: { op: 'modifier', skill, dice: 1, duration } as Effect, duration });
    const { s, P } = scenario((d, P, Q) => {
      place(d, P, 'havana', false);
      d.modifiers.push(mod(P, 'keen-eye', 'scouting', 'thisRoll'), mod(P, 'fair-winds', 'influence', 'thisRoll'), mod(P, 'lookout', 'scouting', 'thisTurn'), mod(Q, 'smuggler', 'scouting', 'thisRoll'));
    });
    const r = play(s, [{ type: 'scout', player: P, target: 'merchant' }]);
    const dice = (pending(r.s) as { spec: { count: number } }).spec.count;
    const after = play(r.s, [chance(Array.from({ length: dice }, () => 1))]);
    expect(ofType(after.events, 'roll')[0]).toMatchObject({ player: P, skill: 'scouting', successes: 0 });
    expect(after.s.modifiers.map((m) => m.card)).toEqual(['fair-winds', 'lookout', 'smuggler']);
  });
});

describe('Bounties (MM Bounty 3, 9)', () => {
  /** An immediate Event with `effects` drawn at the second round's start; P's bounties set first. */
  const drawn = (effects: Effect[], bounties: Partial<P['bounties']>) => {
    const { s, P, Q } = roundStart(withEvent('immediate', effects), (d) => Object.assign((d.pl[d.order[0] as PlayerId] as P).bounties, bounties));
    const r = play(s, [{ type: 'endTurn', player: P }, { type: 'endTurn', player: Q }, chance('test-event')]);
    return { r, P, changes: ofType(r.events, 'bountyChanged').filter((e) => e.player === P).map((e) => [e.nation, e.bounties, e.rule]) };
  };

  it('MM Bounty 3: one step at a time up to 5, never above; nothing told at 5', () => {
    expect(drawn([{ op: 'addBounty', nation: 'spanish', n: 2 }], { spanish: 4 }).changes).toEqual([['spanish', 5, 'MM Bounty 3']]);
    const full = drawn([{ op: 'addBounty', nation: 'spanish', n: 1 }], { spanish: 5 });
    expect(full.changes).toEqual([]);
    expect(full.r.s.pl[full.P]?.bounties.spanish).toBe(5);
  });

  it('MM Bounty 9: lowered, never below 0; nothing told with none; all of a nation at once', () => {
    const low = drawn([{ op: 'removeBounty', nation: 'spanish', n: 2 }], { spanish: 1 });
    expect(low.changes).toEqual([['spanish', 0, 'MM Bounty 9']]);
    expect(low.r.s.pl[low.P]?.bounties.spanish).toBe(0);
    expect(drawn([{ op: 'removeBounty', nation: 'spanish', n: 1 }], { spanish: 3 }).changes).toEqual([['spanish', 2, 'MM Bounty 9']]);
    expect(drawn([{ op: 'removeBounty', nation: 'spanish', n: 1 }], {}).changes).toEqual([]);
    expect(drawn([{ op: 'removeBounty', nation: 'spanish', n: 'all' }], { spanish: 4 }).changes).toEqual([['spanish', 0, 'MM Bounty 9']]);
  });
});

describe('Gold gained or paid: nothing told for nothing (MM Death 4, MM Bounty 5)', () => {
  it('MM Death 4: a stash of 10 or more pays the new Captain’s 10 Gold in full; the bank adds nothing, and nothing is told of it', () => {
    const { s, P, Q } = scenario((d, P) => {
      const x = d.pl[P] as P;
      x.gold = 0;
      x.stash = 15;
    });
    const r = play(s, [{ type: 'retire', player: P }, { type: 'endTurn', player: Q }, chance('calm-seas-2'), chance('felipe'), { type: 'chooseShip', player: P, ship: 'sloop' }, chance('windfall')]);
    expect(ofType(r.events, 'withdrew')).toEqual([
      { type: 'withdrew', rule: 'MM Death 4', player: P, amount: 10, private: P },
      { type: 'withdrew', rule: 'MM Death 4', player: P, amount: null },
    ]);
    expect(ofType(r.events, 'goldGained')).toEqual([]);
    expect(r.s.pl[P]).toMatchObject({ gold: 10, stash: 5 });
  });

  it('MM Bounty 5: a port whose zone rule asks no fee (0 Gold): entered with nothing paid or told', () => {
    const c = provisionalComponents();
    const z = c.seaZones.find((x) => x.id === 'havana') as (typeof c.seaZones)[number];
    z.rules = [{ op: 'portEntry', allowed: true, cost: 0 }];
    const { s, P } = scenario((d, P) => {
      place(d, P, 'havana', false);
      (d.pl[P] as P).bounties.spanish = 1;
      (d.pl[P] as P).gold = 0;
    }, 2, 3, loadComponents(c));
    const r = play(s, [{ type: 'move', player: P, zone: 'havana', inPort: true, entry: 'fee' }]);
    expect(r.events).toEqual([{ type: 'moved', rule: 'MM Move 1', player: P, zone: 'havana', inPort: true }]);
    expect(r.s.pl[P]).toMatchObject({ gold: 0, inPort: true });
  });
});

describe('A crippled ship (MM Raid 5, M33)', () => {
  const found = (loc: 'masts' | 'cargo' | 'crew' | 'cannons' | null) => {
    const { s, P } = scenario((d, P) => {
      place(d, P, 'havana', false);
      if (loc) (d.pl[P] as P).track[loc] = 0;
    });
    let r = play(s, [{ type: 'scout', player: P, target: 'merchant' }]);
    const dice = (pending(r.s) as { spec: { count: number } }).spec.count;
    r = play(r.s, [chance([5, ...Array.from({ length: dice - 1 }, () => 1)])]);
    return legalActions(r.s).map((a) => a.type === 'raidAs' && a.nation);
  };

  it('any one location destroyed (Masts, Cargo, Crew or Cannons): the Merchant can only be let go', () => {
    expect(found(null)).toEqual(['spanish', null]);
    for (const loc of ['masts', 'cargo', 'crew', 'cannons'] as const) expect(found(loc)).toEqual([null]);
  });
});

describe('Hits (MM Raid 12, MM Combat 12)', () => {
  /** An immediate Event dealing `n` hits on `location` to every player, P's track set first. */
  const hits = (location: 'cargo' | 'hull', n: number, track: Partial<P['track']>) => {
    const { s, P, Q } = roundStart(withEvent('immediate', [{ op: 'damage', location, n }]), (d) => Object.assign((d.pl[d.order[0] as PlayerId] as P).track, track));
    const r = play(s, [{ type: 'endTurn', player: P }, { type: 'endTurn', player: Q }, chance('test-event')]);
    return { r, P, damaged: ofType(r.events, 'damaged').filter((e) => e.player === P).map((e) => [e.location, e.value]) };
  };

  it('a hit on a destroyed location goes to the Hull', () => {
    const { r, P, damaged } = hits('cargo', 2, { cargo: 1 });
    expect(damaged).toEqual([['cargo', 0], ['hull', 1]]);
    expect(r.s.pl[P]?.track).toMatchObject({ cargo: 0, hull: 1 });
  });

  it('a destroyed Hull takes no more hits; the ship sinks and its Captain dies (MR57)', () => {
    const { r, P, damaged } = hits('hull', 3, {});
    expect(damaged).toEqual([['hull', 1], ['hull', 0]]);
    expect(ofType(r.events, 'captainDied').filter((e) => e.player === P).map((e) => e.rule)).toEqual(['MM Raid 12']);
  });
});
