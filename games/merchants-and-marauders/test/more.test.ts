/**
 * Smaller rules: the player count, the stat mods, the bounty cap and Event timing classes.
 */
import { describe, expect, it } from 'vitest';
import { createGame, createScenario, legalActions, pending, shipValues, type GameState, type PlayerId } from '../src/index.js';
import { engine } from '../src/rules.js';
import { chance, ofType, play, scenario } from './helpers.js';
import { altSet } from './fixtures/alt-set.js';

type P = GameState['pl'][string];

describe('the player count (MM Comp 11, M1)', () => {
  it('2-4 players; anything else is a ConfigError', () => {
    expect(() => createGame({ players: 5 as 2 })).toThrow(/invalid game config at players/);
    expect(() => createGame({ players: 1 as 2 })).toThrow();
    for (const n of [2, 3, 4] as const) expect(createGame({ players: n, seed: 1 }).seats).toHaveLength(n);
  });
});

describe('Ship Modifications that change values (MM Yard 13, 14, 16, 18, MM Ships 2, M13)', () => {
  it('Extra Hammocks raise the Crew value only; Advanced Rigs the Maneuverability; Extra Cannon Port value and cube; never above 5', () => {
    const { s, P } = scenario((d, P) => {
      const x = d.pl[P] as P;
      x.mods = ['extra-hammocks', 'advanced-rigs-and-sails', 'extra-cannon-port'];
    });
    const ix = engine.definition.components(s);
    const x = s.pl[P] as P;
    expect(shipValues(ix, x)).toEqual({ hull: 2, masts: 2, cargo: 2, crew: 3, cannons: 2, maneuverability: 5 });
    // The crew cube did not move (M13 (a)): Recruit is offered.
    expect(x.track.crew).toBe(2);
    const r = play(s, [{ type: 'port', player: P }]);
    expect(legalActions(r.s).some((a) => a.type === 'recruit')).toBe(true);
  });
});

describe('Bounties (MM Bounty 3, MM Terms 3)', () => {
  it('at most 5 per nation: a sixth raid of that nation changes nothing', () => {
    const { s, P } = scenario((d, P) => {
      const x = d.pl[P] as P;
      x.zone = 'santo-domingo';
      x.inPort = false;
      x.bounties.spanish = 5;
    });
    const r = play(s, [{ type: 'scout', player: P, target: 'merchant' }, chance([5, 1, 1]), { type: 'raidAs', player: P, nation: 'spanish' }]);
    expect(ofType(r.events, 'bountyChanged')).toEqual([]);
    expect(r.s.pl[P]?.bounties.spanish).toBe(5);
  });
});

describe('Event timing classes (MM Event 3, MM Turn 3, M60)', () => {
  const withEvents = (events: ReturnType<typeof altSet>['events']) => ({ ...altSet(), events });
  const m = { provisional: true, source: 'test' } as const;

  it('"on each player’s turn" effects apply at the start of every player turn of the round', () => {
    const set = withEvents([{ id: 'toll', name: 'Toll', count: 10, text: 'Each player pays 1 Gold on his turn.', npcIcons: [], npc: null, timing: 'eachPlayerTurn', effects: [{ op: 'loseGold', amount: 1 }], stays: false, hook: null, ...m }]);
    const s = createScenario({ players: 2, seed: 4, components: set });
    const [P, Q] = s.order as [PlayerId, PlayerId];
    // Round 1: the first player has paid at the start of his turn.
    expect(s.pl[P]?.gold).toBe(9);
    expect(s.pl[Q]?.gold).toBe(10);
    const r = play(s, [{ type: 'endTurn', player: P }]);
    expect(r.s.pl[Q]?.gold).toBe(9);
    expect(ofType(r.events, 'goldPaid')[0]).toMatchObject({ rule: 'MM Event 3', player: Q, amount: 1 });
  });

  it('"end of round" effects apply after the last player’s turn, then the card is discarded', () => {
    const set = withEvents([{ id: 'bonus', name: 'Bonus', count: 10, text: 'Everyone gains 2 Gold at the end of the round.', npcIcons: [], npc: null, timing: 'endOfRound', effects: [{ op: 'gainGold', amount: 2 }], stays: false, hook: null, ...m }]);
    const s = createScenario({ players: 2, seed: 4, components: set });
    const [P, Q] = s.order as [PlayerId, PlayerId];
    expect(s.activeEvents).toEqual(['bonus']);
    const r = play(s, [{ type: 'endTurn', player: P }, { type: 'endTurn', player: Q }]);
    expect(ofType(r.events, 'goldGained').map((e) => [e.player, e.amount])).toEqual([[P, 2], [Q, 2]]);
    expect(r.s.discard.event).toEqual({ bonus: 1 });
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { pool: 'event' } });
  });

  it('addBounty / removeBounty Event effects (MM Comp 7, MM Bounty 9)', () => {
    const set = withEvents([{ id: 'amnesty', name: 'Amnesty', count: 10, text: 'All Dutch bounties are pardoned.', npcIcons: [], npc: null, timing: 'immediate', effects: [{ op: 'removeBounty', nation: 'dutch', n: 'all' }], stays: false, hook: null, ...m }]);
    const s = createScenario({ players: 2, seed: 4, components: set }, (d) => {
      for (const p of d.seats) (d.pl[p] as P).bounties.dutch = 3;
    });
    const [P, Q] = s.order as [PlayerId, PlayerId];
    const r = play(s, [{ type: 'endTurn', player: P }, { type: 'endTurn', player: Q }, chance('amnesty')]);
    expect(ofType(r.events, 'bountyChanged').map((e) => [e.rule, e.bounties])).toEqual([['MM Bounty 9', 0], ['MM Bounty 9', 0]]);
  });
});
