/**
 * Exact outcomes of the set-up (MM BoardSetup 1-5, MM Setup 2-9, MM Start 1; rulings M10, M15, M30),
 * written ahead of the mutation run of src/rules/setup.ts (docs/coverage.md "Mutation testing"):
 * a game with external randomness, every draw forced, every event, label and ledger key checked.
 */
import { describe, expect, it } from 'vitest';
import { apply, chanceOutcomes, check, createGameWithEvents, legalActions, pending, type Action, type GameEvent, type GameState, type PlayerId } from '../src/index.js';
import { provisionalComponents } from '../src/components/provisional.js';
import { ixOf } from '../src/rules/shared.js';
import { chance } from './helpers.js';

/** The ledger key of the pending node: the rule of the error an action other than its outcome gets. */
function ruleOf(s: GameState): string | undefined {
  const c = check(s, { type: 'endTurn', player: 'A' });
  return c.ok ? undefined : c.error.rule;
}

function game(players: 2 | 3 | 4, components?: unknown) {
  const g = createGameWithEvents({ players, randomness: 'external', ...(components ? { components } : {}) });
  let s = g.state;
  const step = (a: Action): GameEvent[] => {
    const r = apply(s, a);
    s = r.state;
    return r.events;
  };
  return { get s() { return s; }, step, events: g.events };
}

/** The first outcome the pending draw offers. */
const first = (s: GameState): string => chanceOutcomes(s)[0]?.outcome.value as string;

describe('Setting up the board (MM BoardSetup 1-5)', () => {
  it('a Demand Token at each port, a face-down Ship Modification token at each port, a Merchant Token in each zone, two public Missions: each draw labelled, each placing told', () => {
    const g = game(3);
    expect(g.events).toEqual([]);
    expect(g.s.stack).toEqual([{ kind: 'setup', step: 'demand', i: 0 }]);
    const ix = ixOf(g.s);
    const ports = ix.order.ports;
    const zones = ix.order.zones;
    expect([ports.length, zones.length]).toEqual([16, 17]);

    // MM BoardSetup 2: the demand draws, port by port in the set's order.
    const reserve = { ...g.s.demandReserve };
    for (const port of ports) {
      expect(pending(g.s)).toEqual({ kind: 'chance', frame: 'setup', spec: { kind: 'draw', pool: 'demand', label: 'a Demand Token for a port' } });
      expect(ruleOf(g.s)).toBe('MM BoardSetup 1');
      const good = first(g.s);
      expect(g.step(chance(good))).toEqual([{ type: 'demandPlaced', rule: 'MM BoardSetup 2', port, good }]);
      expect(g.s.demand[port]).toBe(good);
      reserve[good] = (reserve[good] ?? 0) - 1;
    }
    expect(g.s.demandReserve).toEqual(Object.fromEntries(Object.entries(reserve).filter(([, n]) => n > 0)));

    // MM BoardSetup 3: face down.
    const mods = { ...g.s.modSupply };
    for (const port of ports) {
      expect(pending(g.s)).toEqual({ kind: 'chance', frame: 'setup', spec: { kind: 'draw', pool: 'modSupply', label: 'a Ship Modification token for a port' } });
      expect(ruleOf(g.s)).toBe('MM BoardSetup 1');
      const mod = first(g.s);
      expect(g.step(chance(mod))).toEqual([{ type: 'modPlaced', rule: 'MM BoardSetup 3', port }]);
      expect(g.s.portMods[port]).toEqual({ type: mod, revealed: false });
      mods[mod] = (mods[mod] ?? 0) - 1;
    }
    expect(g.s.modSupply).toEqual(Object.fromEntries(Object.entries(mods).filter(([, n]) => n > 0)));

    // MM BoardSetup 4: nationality down, in every zone (the Caribbean Sea too).
    for (const zone of zones) {
      expect(pending(g.s)).toEqual({ kind: 'chance', frame: 'setup', spec: { kind: 'draw', pool: 'merchantSupply', label: 'a Merchant Token for a sea zone' } });
      expect(ruleOf(g.s)).toBe('MM BoardSetup 1');
      const nation = first(g.s);
      expect(g.step(chance(nation))).toEqual([{ type: 'merchantPlaced', rule: 'MM BoardSetup 4', zone }]);
      expect(g.s.merchants[zone]).toBe(nation);
    }
    expect(g.s.merchantSupply).toEqual({});

    // MM BoardSetup 5: two Missions, public.
    const missions = { ...g.s.decks.mission };
    for (const mission of ['deliver-rum-3', 'sink-the-pirate-1']) {
      expect(pending(g.s)).toEqual({ kind: 'chance', frame: 'setup', spec: { kind: 'draw', pool: 'mission', label: 'a Mission Card' } });
      expect(ruleOf(g.s)).toBe('MM BoardSetup 1');
      expect(g.step(chance(mission))).toEqual([{ type: 'missionRevealed', rule: 'MM BoardSetup 5', mission }]);
      missions[mission] = (missions[mission] ?? 0) - 1;
    }
    expect(g.s.missions).toEqual(['deliver-rum-3', 'sink-the-pirate-1']);
    expect(g.s.decks.mission).toEqual(Object.fromEntries(Object.entries(missions).filter(([, n]) => n > 0)));
    expect(pending(g.s)).toMatchObject({ kind: 'chance', spec: { pool: 'captain' } });
  });
});

/** A game run to its Captain draws (the board's draws forced to their first outcome). */
function toCaptains(players: 2 | 3 | 4, components?: unknown) {
  const g = game(players, components);
  while (g.s.stack.at(-1)?.kind === 'setup' && (g.s.stack.at(-1) as { step: string }).step !== 'captains') g.step(chance(first(g.s)));
  return g;
}

describe('The player board (MM Setup 2-9, MM Start 1, M10, M15)', () => {
  it('secret Captains, the secret ship choice and the reveal, a Glory Card each, 10 Gold each, then a start player in the middle of the seats', () => {
    const g = toCaptains(3);
    const caps: Record<PlayerId, string> = { A: 'felipe', B: 'captain-havana', C: 'frances-wright' } as Record<PlayerId, string>;
    const deck = { ...g.s.decks.captain };
    for (const p of ['A', 'B', 'C'] as PlayerId[]) {
      expect(pending(g.s)).toEqual({ kind: 'chance', frame: 'setup', spec: { kind: 'draw', pool: 'captain', label: 'a Captain Card' } });
      expect(ruleOf(g.s)).toBe('MM Setup 2');
      expect(g.step(chance(caps[p]))).toEqual([
        { type: 'captainDrawn', rule: 'MM Setup 2', player: p, captain: caps[p], private: p },
        { type: 'captainDrawn', rule: 'MM Setup 2', player: p, captain: null },
      ]);
      expect(g.s.pl[p]?.captain).toBe(caps[p]);
      delete deck[caps[p]];
    }
    expect(g.s.decks.captain).toEqual(deck);
    // MM Setup 3, M15: all at once, in secret.
    expect(pending(g.s)).toEqual({ kind: 'simultaneous', players: ['A', 'B', 'C'], frame: 'shipChoice', rule: 'MM Setup 3' });
    expect(legalActions(g.s, 'B')).toEqual([{ type: 'chooseShip', player: 'B', ship: 'sloop' }, { type: 'chooseShip', player: 'B', ship: 'flute' }]);
    expect(g.step({ type: 'chooseShip', player: 'B', ship: 'flute' })).toEqual([
      { type: 'shipChosen', rule: 'MM Setup 3', player: 'B', ship: 'flute', private: 'B' },
      { type: 'shipChosen', rule: 'MM Setup 3', player: 'B', ship: null },
    ]);
    expect(g.s.pl['B']).toMatchObject({ ship: null, zone: null, revealed: false });
    expect(legalActions(g.s, 'B')).toEqual([]);
    expect(pending(g.s)).toMatchObject({ kind: 'simultaneous', players: ['A', 'C'] });
    g.step({ type: 'chooseShip', player: 'C', ship: 'sloop' });
    const reveal = g.step({ type: 'chooseShip', player: 'A', ship: 'flute' });
    // MM Setup 4-6, 8: revealed together; each ship in its home port, its cubes at the ship's values.
    expect(reveal.slice(2)).toEqual([
      {
        type: 'captainsRevealed',
        rule: 'MM Setup 4',
        captains: {
          A: { captain: 'felipe', ship: 'flute', homePort: 'port-x7' },
          B: { captain: 'captain-havana', ship: 'flute', homePort: 'havana' },
          C: { captain: 'frances-wright', ship: 'sloop', homePort: 'nassau' },
        },
      },
    ]);
    expect(g.s.pl['A']).toMatchObject({ ship: 'flute', revealed: true, zone: 'port-x7', inPort: true, track: { hull: 2, masts: 2, cargo: 4, crew: 2, cannons: 1 } });
    expect(g.s.pl['B']).toMatchObject({ ship: 'flute', revealed: true, zone: 'havana', inPort: true });
    expect(g.s.pl['C']).toMatchObject({ ship: 'sloop', revealed: true, zone: 'nassau', inPort: true, track: { hull: 2, masts: 2, cargo: 2, crew: 2, cannons: 1 } });
    expect(g.s.stack).toEqual([{ kind: 'setup', step: 'glory', i: 0 }]);

    // MM Setup 7: one Glory Card each, secret.
    const hands: Record<string, string> = { A: 'windfall', B: 'pardon', C: 'windfall' };
    for (const p of ['A', 'B'] as PlayerId[]) {
      expect(pending(g.s)).toEqual({ kind: 'chance', frame: 'setup', spec: { kind: 'draw', pool: 'glory', label: 'a Glory Card' } });
      expect(ruleOf(g.s)).toBe('MM Setup 7');
      expect(g.step(chance(hands[p] as string))).toEqual([
        { type: 'gloryCardDrawn', rule: 'MM Setup 7', player: p, card: hands[p], private: p },
        { type: 'gloryCardDrawn', rule: 'MM Setup 7', player: p, card: null },
      ]);
    }
    // MM Setup 9, M10: after the last card, 10 Gold each, told.
    expect(g.step(chance('windfall'))).toEqual([
      { type: 'gloryCardDrawn', rule: 'MM Setup 7', player: 'C', card: 'windfall', private: 'C' },
      { type: 'gloryCardDrawn', rule: 'MM Setup 7', player: 'C', card: null },
      { type: 'goldGained', rule: 'MM Setup 9', player: 'A', amount: 10, why: 'starting gold' },
      { type: 'goldGained', rule: 'MM Setup 9', player: 'B', amount: 10, why: 'starting gold' },
      { type: 'goldGained', rule: 'MM Setup 9', player: 'C', amount: 10, why: 'starting gold' },
    ]);
    expect(['A', 'B', 'C'].map((p) => [g.s.pl[p]?.hand, g.s.pl[p]?.gold])).toEqual([[['windfall'], 10], [['pardon'], 10], [['windfall'], 10]]);

    // MM Start 1: a draw among the players' Captains; play goes clockwise from its owner.
    expect(pending(g.s)).toEqual({ kind: 'chance', frame: 'setup', spec: { kind: 'draw', pool: 'start', label: 'the start player' } });
    expect(ruleOf(g.s)).toBe('MM Start 1');
    expect(chanceOutcomes(g.s).map((o) => o.outcome.value).sort()).toEqual(['captain-havana', 'felipe', 'frances-wright']);
    const start = g.step(chance('captain-havana'));
    expect(start[0]).toEqual({ type: 'startPlayer', rule: 'MM Start 1', player: 'B', order: ['B', 'C', 'A'] });
    expect(start[1]).toEqual({ type: 'roundStarted', rule: 'MM Turn 1', round: 1 });
    expect(g.s.order).toEqual(['B', 'C', 'A']);
    expect(g.s.stack.map((f) => f.kind)).toEqual(['round']);
  });

  it('MM Start 1: the last seat’s Captain drawn: he starts, the others follow in seat order', () => {
    const g = toCaptains(4);
    for (const c of ['felipe', 'captain-havana', 'frances-wright', 'captain-curacao']) g.step(chance(c));
    for (const p of ['A', 'B', 'C', 'D'] as PlayerId[]) g.step({ type: 'chooseShip', player: p, ship: 'sloop' });
    for (let i = 0; i < 4; i++) g.step(chance('windfall'));
    expect(g.step(chance('captain-curacao'))[0]).toEqual({ type: 'startPlayer', rule: 'MM Start 1', player: 'D', order: ['D', 'A', 'B', 'C'] });
  });

  it('M30: a Glory deck emptied during the set-up deals what it has; the others are told they get none', () => {
    const c = provisionalComponents();
    const windfall = c.glory.find((x) => x.id === 'windfall');
    if (!windfall) throw new Error('no windfall');
    c.glory = [{ ...windfall, count: 1 }];
    const g = toCaptains(3, c);
    for (const cap of ['felipe', 'captain-havana', 'frances-wright']) g.step(chance(cap));
    g.step({ type: 'chooseShip', player: 'A', ship: 'sloop' });
    g.step({ type: 'chooseShip', player: 'B', ship: 'sloop' });
    const events = g.step({ type: 'chooseShip', player: 'C', ship: 'sloop' });
    expect(events.at(-1)?.type).toBe('captainsRevealed');
    expect(pending(g.s)).toMatchObject({ kind: 'chance', spec: { pool: 'glory' } });
    // The one card to A; B and C get none, and the Gold follows at once.
    expect(g.step(chance('windfall')).map((e) => e.type)).toEqual(['gloryCardDrawn', 'gloryCardDrawn', 'noGloryCard', 'noGloryCard', 'goldGained', 'goldGained', 'goldGained']);
    const g2 = toCaptains(3, c);
    for (const cap of ['felipe', 'captain-havana', 'frances-wright']) g2.step(chance(cap));
    g2.step({ type: 'chooseShip', player: 'A', ship: 'sloop' });
    g2.step({ type: 'chooseShip', player: 'B', ship: 'sloop' });
    g2.step({ type: 'chooseShip', player: 'C', ship: 'sloop' });
    const all = g2.step(chance('windfall'));
    expect(all.filter((e) => e.type === 'noGloryCard')).toEqual([
      { type: 'noGloryCard', rule: 'MM Setup 7', player: 'B' },
      { type: 'noGloryCard', rule: 'MM Setup 7', player: 'C' },
    ]);
    expect(['A', 'B', 'C'].map((p) => g2.s.pl[p]?.hand)).toEqual([['windfall'], [], []]);
    expect(pending(g2.s)).toMatchObject({ kind: 'chance', spec: { pool: 'start' } });
  });
});
