/**
 * Exact outcomes of Recruit (MM Recruit 1-3, M29) and of the game's end (MM Win 5-6, MM Length 1-3,
 * M7, M8, MR1), written for the survivors of the mutation run (`npm run mutate:mm`,
 * docs/coverage.md "Mutation testing"): forced dice, every number checked.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, pending, type Action, type GameState, type PlayerId } from '../src/index.js';
import { chance, ofType, place, play, scenario } from './helpers.js';

type P = GameState['pl'][string];
const endTurn = (player: PlayerId): Action => ({ type: 'endTurn', player });
const port = (player: PlayerId): Action => ({ type: 'port', player });
const hire = (player: PlayerId, n: number): Action => ({ type: 'hireCrew', player, n });

describe('Recruit (MM Recruit 1-3, M29): exact outcomes', () => {
  it('MM Recruit 1: a Leadership success fills the crew for free, with its event', () => {
    const { s, P } = scenario((d, P) => ((d.pl[P] as P).track.crew = 0));
    const r = play(s, [port(P), { type: 'recruit', player: P }, chance([6, 2])]);
    // captain-curacao has Leadership 2; the Sloop's Crew value is 2.
    expect(ofType(r.events, 'roll')).toEqual([{ type: 'roll', rule: 'MM Recruit 1', player: P, skill: 'leadership', faces: ['skull', 2], successes: 1 }]);
    expect(ofType(r.events, 'crewFilled')).toEqual([{ type: 'crewFilled', rule: 'MM Recruit 1', player: P, crew: 2 }]);
    expect(ofType(r.events, 'goldPaid')).toEqual([]);
    expect(r.s.pl[P]).toMatchObject({ gold: 10, track: { crew: 2 } });
  });

  it('MM Recruit 2-3, M29: after a failure, up to the missing crew at 2 Gold each, never above the Crew value', () => {
    const { s, P } = scenario((d, P) => {
      (d.pl[P] as P).track.crew = 1;
      (d.pl[P] as P).gold = 20;
    });
    let r = play(s, [port(P), { type: 'recruit', player: P }, chance([4, 3])]);
    // The hire decision is Recruit's (the rule a client shows).
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P, rule: 'MM Recruit 1' });
    // Crew value 2, crew 1: one more at most, though 20 Gold would pay for 10.
    expect(legalActions(r.s)).toEqual([hire(P, 0), hire(P, 1)]);
    r = play(r.s, [hire(P, 1)]);
    expect(ofType(r.events, 'goldPaid')).toEqual([{ type: 'goldPaid', rule: 'MM Recruit 2', player: P, amount: 2, why: 'crew hired' }]);
    expect(ofType(r.events, 'crewHired')).toEqual([{ type: 'crewHired', rule: 'MM Recruit 2', player: P, n: 1 }]);
    expect(r.s.pl[P]).toMatchObject({ gold: 18, track: { crew: 2 } });
  });

  it('M29: Gold limits the hire (2 Gold each); hiring none pays nothing and says nothing', () => {
    const { s, P } = scenario((d, P) => {
      (d.pl[P] as P).track.crew = 0;
      (d.pl[P] as P).gold = 3;
    });
    let r = play(s, [port(P), { type: 'recruit', player: P }, chance([1, 1])]);
    // 3 Gold pays for one crew, though two are missing.
    expect(legalActions(r.s)).toEqual([hire(P, 0), hire(P, 1)]);
    r = play(r.s, [hire(P, 0)]);
    expect(ofType(r.events, 'goldPaid')).toEqual([]);
    expect(ofType(r.events, 'crewHired')).toEqual([]);
    expect(r.s.pl[P]).toMatchObject({ gold: 3, track: { crew: 0 } });
  });
});

describe('The end (MM Win 5-6, MM Length 1-3, M7, M8, MR1): exact winners', () => {
  /**
   * Three players; P reaches the target with the stash, Q exactly at it with more track GP, R below
   * it with the most track GP. P is declared (M7 (a)); the game ends with the round (MM Win 5).
   */
  const race = (tieBreak?: 'rulebook' | 'totalFirst') => {
    let R: PlayerId = 'C';
    const { s, P, Q } = scenario(
      (d, P, Q) => {
        R = d.order[2] as PlayerId;
        Object.assign(d.pl[P] as P, { glory: 6, stash: 50 }); // 6 + 5 = 11
        Object.assign(d.pl[Q] as P, { glory: 8, stash: 20 }); // 8 + 2 = 10, the target exactly
        Object.assign(d.pl[R] as P, { glory: 9, stash: 0 }); // 9
        d.declared = [P, Q];
        if (tieBreak) d.config.options.tieBreak = tieBreak;
      },
      3,
    );
    return { ...play(s, [endTurn(P), endTurn(Q), endTurn(R)]), P, Q, R };
  };

  it('MM Win 6, M8: among those at the target (the target itself counts), most track GP wins, not most total GP', () => {
    const { s, events, P, Q, R } = race();
    expect(s.over).toEqual({
      rule: 'MM Win 5',
      winners: [Q],
      standings: { [P]: { glory: 6, stash: 50, total: 11 }, [Q]: { glory: 8, stash: 20, total: 10 }, [R]: { glory: 9, stash: 0, total: 9 } },
    });
    expect(ofType(events, 'gameOver')).toEqual([{ type: 'gameOver', rule: 'MM Win 5', reason: 'MM Win 5', winners: [Q] }]);
    expect(pending(s).kind).toBe('over');
  });

  it("the 'totalFirst' option: most total GP among those at the target first", () => {
    const { s, P } = race('totalFirst');
    expect(s.over).toMatchObject({ rule: 'MM Win 5', winners: [P] });
  });

  it('MM Length 1, 3, M8: with no one at the target, most total GP wins, not most track GP', () => {
    const { s, P, Q } = scenario((d, P, Q) => {
      for (const [id, n] of Object.entries(d.decks.event)) d.discard.event[id] = (d.discard.event[id] ?? 0) + n;
      d.decks.event = {};
      Object.assign(d.pl[P] as P, { glory: 3, stash: 50 }); // 3 + 5 = 8
      Object.assign(d.pl[Q] as P, { glory: 7, stash: 0 }); // 7
    });
    const r = play(s, [endTurn(P), endTurn(Q)]);
    expect(r.s.over).toMatchObject({ rule: 'MM Length 1', winners: [P] });
    expect(ofType(r.events, 'gameOver')).toEqual([{ type: 'gameOver', rule: 'MM Length 1', reason: 'MM Length 1', winners: [P] }]);
  });

  it('MR1: a declared player below the target at the end: most total GP wins (not no one)', () => {
    const { s, P, Q } = scenario((d, P, Q) => {
      Object.assign(d.pl[P] as P, { glory: 9, stash: 0 });
      Object.assign(d.pl[Q] as P, { glory: 5, stash: 0 });
      d.declared = [P];
    });
    const r = play(s, [endTurn(P), endTurn(Q)]);
    expect(r.s.over).toMatchObject({ rule: 'MM Win 5', winners: [P] });
  });

  it('MM Length 2, 3, M8: a game ended because the Captain deck ran out goes to most total GP, even with players at the target', () => {
    const { s, P } = scenario((d, P, Q) => {
      // P at sea in Santo Domingo, whose Merchant Token is English (as in raid.test.ts).
      place(d, P, 'santo-domingo', false);
      const other = Object.keys(d.merchants).find((z) => z !== 'santo-domingo' && d.merchants[z] === 'english');
      if (d.merchants['santo-domingo'] !== 'english' && other) [d.merchants['santo-domingo'], d.merchants[other]] = ['english', d.merchants['santo-domingo'] ?? null];
      for (const id of Object.keys(d.decks.captain)) d.discard.captain[id] = 1;
      d.decks.captain = {};
      Object.assign(d.pl[P] as P, { glory: 6, stash: 50 }); // 11
      Object.assign(d.pl[Q] as P, { glory: 8, stash: 20 }); // 10
      d.declared = [P, Q];
    });
    const r = play(s, [{ type: 'scout', player: P, target: 'merchant' }, chance([5, 1, 1]), { type: 'raidAs', player: P, nation: 'english' }, chance('cocoa-6'), chance('tobacco-2'), chance('rum-3'), chance([1, 1, 1])]);
    expect(r.s.over).toMatchObject({ rule: 'MM Length 2', winners: [P] });
    expect(ofType(r.events, 'gameOver')).toEqual([{ type: 'gameOver', rule: 'MM Length 2', reason: 'MM Length 2', winners: [P] }]);
  });
});
