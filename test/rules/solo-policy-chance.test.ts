import { describe, expect, it } from 'vitest';
import {
  apply,
  chanceOutcomes,
  createScenario,
  estimateVp,
  legalActions,
  pending,
  scoreActions,
  swingOf,
  type Action,
  type GameState,
  type PlayerId,
  type PolicyOptions,
  type ScenarioSpec,
} from '../../src/index.js';
import { engine } from '../../src/api/engine.js';
import * as policy from '../../src/solo/policy.js';
import { solo } from './solo-helpers.js';
import { byHand } from './solo-policy-by-hand.js';

/**
 * The policy's value of a position and its expectation over chance (src/solo/policy.ts, module
 * comment "What it maximises" and "The expectation"): swingOf with 2, 3 and 4 players; the chance
 * node right after an action enumerated in full, a deeper one only while the budget covers its
 * outcomes and the depth is below maxDepth; a new Player-Turn as the horizon; outcomes that leave
 * the same position valued as if each were followed on its own; `static` mode; `searching()`.
 * Every expected number is worked out here through the public API (apply, pending,
 * chanceOutcomes, legalActions, swingOf), following the game as the module comment says.
 */

/** The module comment's expectimax, by hand (test/rules/solo-policy-by-hand.ts): the expected swing after `action` less the swing now. */
function byHandOne(s: GameState, me: PlayerId, action: Action, options: PolicyOptions = {}): number {
  return byHand(s, me, [action], options)[0] as number;
}

/** Vane (Ability 2, no Cunning) in Central America for player A, 2 Actions left; `merchants` in its ports. */
function vaneInCentralAmerica(merchants?: ScenarioSpec['merchants']): GameState {
  return createScenario({
    players: 2,
    options: { cunning: false },
    turn: { player: 'A', actionsCard: 'warship-sighting', actionsLeft: 2, actionsPirate: 'vane' },
    pirates: { vane: { owner: 'A', at: 'central-america' } },
    ...(merchants ? { merchants } : {}),
  });
}

function scoreOf(s: GameState, me: PlayerId, action: Action, options: PolicyOptions = {}): number {
  const [scored] = scoreActions(s, me, [action], options);
  if (!scored) throw new Error('no score');
  return scored.score;
}

/** Roberts (Ability 5, Cunning 1) in Central America, a face-down Schooner at Honduras, 2 Actions left. */
function robertsAtHonduras(cunning = true): GameState {
  return createScenario({
    players: 2,
    options: { cunning },
    turn: { player: 'A', actionsCard: 'warship-sighting', actionsLeft: 2, actionsPirate: 'roberts' },
    pirates: { roberts: { owner: 'A', at: 'central-america' } },
    merchants: { honduras: { type: 'schooner' } },
  });
}

const find: Action = { type: 'findMerchant', player: 'A', pirate: 'roberts', port: 'honduras' };

describe('swingOf: V(P) less the mean of the others\' V (estimate.ts)', () => {
  it.each([2, 3, 4])('with %i players', (players) => {
    const s = createScenario({
      players,
      vp: Object.fromEntries((['A', 'B', 'C', 'D'] as const).slice(0, players).map((q, i) => [q, [3, 7, 12, 1][i] as number])),
      turn: { player: 'A', actionsCard: 'warship-sighting', actionsLeft: 2, actionsPirate: 'roberts' },
      pirates: { roberts: { owner: 'A', at: 'central-america' }, vane: { owner: 'B', at: 'north-atlantic' } },
    });
    for (const me of s.order) {
      const others = s.order.filter((q) => q !== me).map((q) => estimateVp(s, q));
      const mean = others.reduce((a, b) => a + b, 0) / others.length;
      expect(swingOf(s, me)).toBeCloseTo(estimateVp(s, me) - mean, 12);
    }
  });

  it('19.0: in solitaire the other player is the System Player (B): the swing is V(A) - V(B) and its opposite', () => {
    const s = solo({ vp: { A: 4, B: 9 } }).state;
    expect(s.order).toEqual(['A', 'B']);
    expect(swingOf(s, 'A')).toBeCloseTo(estimateVp(s, 'A') - estimateVp(s, 'B'), 12);
    expect(swingOf(s, 'B')).toBeCloseTo(estimateVp(s, 'B') - estimateVp(s, 'A'), 12);
  });
});

describe('searching(): whether a policy search is under way', () => {
  it('is false outside a search and true while one steps its positions', () => {
    expect(policy.searching()).toBe(false);
    const seen: boolean[] = [];
    const spy: typeof engine = {
      ...engine,
      step: (ctx, a) => {
        seen.push(policy.searching());
        return engine.step(ctx, a);
      },
      feed: (ctx, a) => {
        seen.push(policy.searching());
        return engine.feed(ctx, a);
      },
    };
    const s = robertsAtHonduras();
    policy.scoreActions(spy, s, 'A', [find]);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((x) => x)).toBe(true);
    expect(policy.searching()).toBe(false);
  });
});

describe('the expectation over chance nodes', () => {
  it('8.13, 12.0: the Find roll right after the action is enumerated in full even with no budget and no depth; below it P keeps his roll (passes)', () => {
    const s = robertsAtHonduras();
    const rolled = apply(s, find).state;
    // By hand: each face of the Find roll, then Roberts' Cunning window, where he passes.
    let expected = 0;
    for (const o of chanceOutcomes(rolled)) {
      const after = apply(rolled, o.outcome).state;
      expect(pending(after)).toMatchObject({ kind: 'decision', player: 'A', frame: 'window', rule: '12.0' });
      const kept = apply(after, { type: 'pass', player: 'A' }).state;
      expect(pending(kept)).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
      expected += o.probability * swingOf(kept, 'A');
    }
    expected -= swingOf(s, 'A');
    for (const options of [{ budget: 0 }, { maxDepth: 0 }, { maxDepth: 1 }, { budget: 11 }]) {
      expect(scoreOf(s, 'A', find, options)).toBeCloseTo(expected, 12);
      expect(scoreOf(s, 'A', find, options)).toBe(byHandOne(s, 'A', find, options));
    }
  });

  it('12.0: a reroll\'s chance node is enumerated when its share of the budget covers its six faces (default budget), else scored where it stands', () => {
    const s = robertsAtHonduras();
    // 100 - 6 = 94 over six faces: 15 each; 15 - 2 = 13 over reroll/pass: 6 each, the reroll's six faces.
    const full = scoreOf(s, 'A', find);
    expect(full).toBe(byHandOne(s, 'A', find));
    // 89: 13 each, then 5 each: the reroll's node is scored as it stands.
    const short = scoreOf(s, 'A', find, { budget: 89 });
    expect(short).toBe(byHandOne(s, 'A', find, { budget: 89 }));
    expect(short).not.toBeCloseTo(full, 6);
    // By hand for the budget of 89: after each face, the best of keeping it and rerolling (the
    // reroll's node scored statically).
    const rolled = apply(s, find).state;
    let expected = 0;
    for (const o of chanceOutcomes(rolled)) {
      const after = apply(rolled, o.outcome).state;
      const keep = swingOf(apply(after, { type: 'pass', player: 'A' }).state, 'A');
      const again = apply(after, { type: 'reroll', player: 'A', pirate: 'roberts' }).state;
      expect(pending(again)).toMatchObject({ kind: 'chance' });
      expected += o.probability * Math.max(keep, swingOf(again, 'A'));
    }
    expect(short).toBeCloseTo(expected - swingOf(s, 'A'), 12);
    // Budgets 90 and 101 still give the reroll six positions; 80 gives it 5 ((80 - 6) / 6 = 12, (12 - 2) / 2 = 5).
    expect(scoreOf(s, 'A', find, { budget: 90 })).toBe(full);
    expect(scoreOf(s, 'A', find, { budget: 101 })).toBe(full);
    expect(scoreOf(s, 'A', find, { budget: 80 })).toBe(short);
  });

  it('12.0: maxDepth caps the chance nodes and own choices on one path: the reroll\'s node (depth 2) is enumerated only with maxDepth above 2', () => {
    const s = robertsAtHonduras();
    const two = scoreOf(s, 'A', find, { maxDepth: 2 });
    const three = scoreOf(s, 'A', find, { maxDepth: 3 });
    expect(two).toBe(byHandOne(s, 'A', find, { maxDepth: 2 }));
    expect(three).toBe(byHandOne(s, 'A', find, { maxDepth: 3 }));
    expect(three).toBe(scoreOf(s, 'A', find));
    expect(two).toBe(scoreOf(s, 'A', find, { budget: 89 }));
    expect(two).not.toBeCloseTo(three, 6);
  });
});

describe('the expectation over chance nodes: other procedures', () => {
  /** Roberts in Central America with a Brigantine Found at Honduras; Player A has 2 Actions left. */
  const looting = () =>
    createScenario({
      players: 2,
      turn: { player: 'A', actionsCard: 'warship-sighting', actionsLeft: 2, actionsPirate: 'roberts' },
      pirates: { roberts: { owner: 'A', at: 'central-america' } },
      merchants: { honduras: { type: 'brigantine', faceUp: true, foundBy: 'roberts' } },
    });

  it('8.3, 9.5: every Loot and Port Attack is scored as the expectation over its rolls, with P\'s rerolls', () => {
    const s = looting();
    const legal = legalActions(s, 'A').filter((a) => a.type === 'loot' || a.type === 'attackPort');
    expect(legal.map((a) => a.type)).toEqual(['loot', 'attackPort', 'attackPort', 'attackPort']);
    const scored = scoreActions(s, 'A', legal);
    for (const x of scored) expect(x.score).toBe(byHandOne(s, 'A', x.action));
  });

  it('5.16: drawing a Pirate card is scored as the expectation over the Pirate deck (a draw, not a die)', () => {
    const s = createScenario({
      players: 2,
      turn: { player: 'A', actionsCard: 'warship-sighting', actionsLeft: 2, actionsPirate: null },
      pirates: { roberts: { owner: 'A', at: 'central-america' } },
    });
    const draw: Action = { type: 'drawPirate', player: 'A' };
    const drawn = apply(s, draw).state;
    expect(pending(drawn)).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'pirate' } });
    expect(chanceOutcomes(drawn).length).toBeGreaterThan(1);
    expect(scoreOf(s, 'A', draw)).toBe(byHandOne(s, 'A', draw));
    // With the budget to play out the choice that follows each card (deploy it or keep it, 5.16).
    expect(scoreOf(s, 'A', draw, { budget: 2000 })).toBe(byHandOne(s, 'A', draw, { budget: 2000 }));
  });

  it('8.13: faces that leave the same position (every failed Find roll) are valued as if each were followed on its own', () => {
    // Vane (Ability 2) without Cunning: a Find fails on 1-5, Finds on a 6.
    const s = vaneInCentralAmerica({ honduras: { type: 'schooner' } });
    const search: Action = { type: 'findMerchant', player: 'A', pirate: 'vane', port: 'honduras' };
    const rolled = apply(s, search).state;
    const after = chanceOutcomes(rolled).map((o) => apply(rolled, o.outcome).state);
    expect(new Set(after.map((x) => JSON.stringify(x))).size).toBe(2);
    let expected = 0;
    for (const o of chanceOutcomes(rolled)) expected += o.probability * swingOf(apply(rolled, o.outcome).state, 'A');
    expect(scoreOf(s, 'A', search)).toBe(expected - swingOf(s, 'A'));
  });

  it('9.5: the rolls of a Port Attack, many of them leaving equal positions, are valued as if each were followed on its own', () => {
    const s = vaneInCentralAmerica();
    for (const a of legalActions(s, 'A').filter((x) => x.type === 'attackPort')) {
      for (const options of [{}, { budget: 400 }, { budget: 4000, maxDepth: 3 }]) expect(scoreOf(s, 'A', a, options)).toBe(byHandOne(s, 'A', a, options));
    }
  });
});

describe('the horizon and the static mode', () => {
  it('4.4A: a new Player-Turn is the horizon: ending the turn is scored where the next turn begins, before its card draw', () => {
    const s = robertsAtHonduras();
    const end: Action = { type: 'endTurn', player: 'A' };
    const next = apply(s, end).state;
    expect(next.turn).toMatchObject({ number: 2, player: 'B' });
    expect(pending(next)).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'event' } });
    // The draw would change the estimate (Player B's hand grows): the horizon is not a formality.
    let drawn = 0;
    for (const o of chanceOutcomes(next)) drawn += o.probability * swingOf(apply(next, o.outcome).state, 'A');
    expect(drawn).not.toBeCloseTo(swingOf(next, 'A'), 6);
    expect(scoreOf(s, 'A', end)).toBeCloseTo(swingOf(next, 'A') - swingOf(s, 'A'), 12);
  });

  it('static: an action is followed to its next chance node and that position scored (no enumeration)', () => {
    const s = robertsAtHonduras();
    const rolled = apply(s, find).state;
    expect(pending(rolled)).toMatchObject({ kind: 'chance', frame: 'find' });
    const stat = scoreOf(s, 'A', find, { static: true });
    expect(stat).toBeCloseTo(swingOf(rolled, 'A') - swingOf(s, 'A'), 12);
    expect(stat).not.toBeCloseTo(scoreOf(s, 'A', find), 6);
  });
});
