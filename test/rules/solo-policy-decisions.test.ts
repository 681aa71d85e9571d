import { describe, expect, it } from 'vitest';
import {
  apply,
  bestAction,
  chanceOutcomes,
  createGame,
  createScenario,
  estimateVp,
  legalActions,
  pending,
  randomBot,
  scoreActions,
  type Action,
  type GameState,
  type PlayerId,
  type PolicyOptions,
} from '../../src/index.js';
import { chooser } from '../conformance/play.js';
import * as policy from '../../src/solo/policy.js';
import { engine } from '../../src/api/engine.js';
import { byHand, type Clause } from './solo-policy-by-hand.js';

/**
 * The decisions of the expected-VP-swing policy's search (src/solo/policy.ts, its module comment
 * is the contract): who decides what inside the rest of an action (P's own decision: the max;
 * another player's decision in a procedure: the min; another player in an interrupt window: he
 * passes; out of budget or depth: P passes where he may, else the static value), the horizon, the
 * options (`budget`, `maxDepth`, `static`), `scoreActions`' root and `bestAction`'s choice.
 *
 * The expected numbers are worked out here by hand through the public API only (`pending`,
 * `legalActions`, `chanceOutcomes`, `apply`, `swingOf`), following the module comment step by step
 * (`byHand`, test/rules/solo-policy-by-hand.ts), never by calling into the policy's own search.
 */

/**
 * A seeded 3-player game in external randomness (random play, seeded dice): `visit` sees each
 * decision (its step number and its legal list) before the random player takes one.
 */
function playRandom(seed: number, steps: number, visit: (s: GameState, n: number, legal: Action[]) => void): GameState {
  let s = createGame({ players: 3, seed, randomness: 'external' });
  const bot = randomBot(seed);
  const dice = chooser(seed);
  for (let n = 0; n < steps && !s.over; n++) {
    const p = pending(s);
    if (p.kind === 'chance') {
      s = apply(s, dice.pick(chanceOutcomes(s)).outcome).state;
      continue;
    }
    if (p.kind !== 'decision') break;
    const legal = legalActions(s, p.player);
    visit(s, n, legal);
    s = apply(s, bot(s, p.player, legal)).state;
  }
  return s;
}

/** Every `every`-th decision with a choice of the game of `playRandom`. */
function positions(seed: number, every: number, steps = 400): GameState[] {
  const out: GameState[] = [];
  let choices = 0;
  playRandom(seed, steps, (s, _n, legal) => {
    if (legal.length > 1 && choices++ % every === 0) out.push(s);
  });
  return out;
}

/** The same position in external randomness (a seeded state's chance nodes would be rolled by `apply`). */
function external(s: GameState): GameState {
  return s.config.randomness === 'external' ? s : { ...s, config: { ...s.config, randomness: 'external' } };
}

describe('the policy search: decisions, horizon and options (module comment of src/solo/policy.ts)', () => {
  it('every score of three 3-player games, for each player and with the default, a small budget, maxDepth 1 or 2, and static, is the expectimax worked by hand', () => {
    const met = new Map<Clause, number>();
    const variants: PolicyOptions[] = [{}, { budget: 4 }, { maxDepth: 1 }, { budget: 20, maxDepth: 2 }, { static: true }];
    let checked = 0;
    for (const seed of [1, 2, 3]) {
      for (const s of positions(seed, 10)) {
        const decider = (pending(s) as { player: PlayerId }).player;
        const legal = legalActions(s, decider);
        // Any list in any order: the scores come back in its order ("in `legal` order").
        const reversed = [...legal].reverse();
        for (const q of s.order) {
          for (const options of variants) {
            const got = scoreActions(s, q, reversed, options);
            expect(got.map((x) => x.action)).toEqual(reversed);
            expect(got.map((x) => x.score)).toEqual(byHand(s, q, reversed, options, met));
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
    // The games meet every clause of the contract (so none of them is checked by no number).
    const clauses: Clause[] = ['horizon', 'end or new Player-Turn', 'chance enumerated', 'chance static', 'single line', 'other passes in a window', 'own max', 'other min', 'out: own pass', 'out: own, no pass, static', 'out: other, static'];
    for (const c of clauses) expect(met.get(c) ?? 0, c).toBeGreaterThan(0);
  });

  it('maxDepth defaults to 6: with the budget for a deeper search, the score of an Attack on a Port (9.5) is the one of depth 6', () => {
    // Step 136 of the first game: B's Nau (Cunning 1) may attack Cartagena; A scores it (B's
    // choices inside it are another player's for A).
    const s = playRandom(1, 136, () => undefined);
    const attack = legalActions(s, 'B').find((a) => a.type === 'attackPort' && a.port === 'cartagena');
    expect(attack).toBeDefined();
    const legal = [attack as Action];
    const [got] = scoreActions(s, 'A', legal, { budget: 3000 });
    const met = new Map<Clause, number>();
    expect(got?.score).toBe(byHand(s, 'A', legal, { budget: 3000, maxDepth: 6 }, met)[0]);
    // (A deeper search gives another number: the default depth counts.)
    expect(got?.score).not.toBe(scoreActions(s, 'A', legal, { budget: 3000, maxDepth: 50 })[0]?.score);
  });

  it('on a seeded game the search enumerates the dice, never rolls them: every score is the expectimax of the same position in external randomness, and the state is untouched', () => {
    const met = new Map<Clause, number>();
    let checked = 0;
    let s = createGame({ players: 3, seed: 4 });
    const bot = randomBot(4);
    for (let n = 0; n < 120 && !s.over; n++) {
      const p = pending(s) as { player: PlayerId };
      const legal = legalActions(s, p.player);
      if (legal.length > 1 && n % 6 === 0) {
        const before = JSON.stringify(s);
        for (const options of [{}, { static: true }]) {
          expect(scoreActions(s, p.player, legal, options).map((x) => x.score)).toEqual(byHand(external(s), p.player, legal, options, met));
          checked++;
        }
        expect(JSON.stringify(s)).toBe(before);
      }
      s = apply(s, bot(s, p.player, legal)).state;
    }
    expect(checked).toBeGreaterThan(10);
    expect(met.get('chance enumerated') ?? 0).toBeGreaterThan(0);
  });

  it('without a legal list, scoreActions scores and bestAction chooses among the decider\'s legal actions, in their order', () => {
    for (const s of positions(2, 9, 200)) {
      const p = (pending(s) as { player: PlayerId }).player;
      const legal = legalActions(s, p);
      const scored = scoreActions(s, p);
      expect(scored.map((x) => x.action)).toEqual(legal);
      expect(scored).toEqual(scoreActions(s, p, legal));
      expect(bestAction(s, p)).toEqual(bestAction(s, p, legal));
    }
  });

  it('bestAction: the highest score, a tie (within 1e-9) to the action listed first', () => {
    let checked = 0;
    for (const seed of [1, 2]) {
      for (const s of positions(seed, 7, 300)) {
        const p = (pending(s) as { player: PlayerId }).player;
        const legal = legalActions(s, p);
        for (const list of [legal, [...legal].reverse()]) {
          const scores = byHand(s, p, list, {}, new Map());
          const top = Math.max(...scores);
          const first = scores.findIndex((x) => x >= top - 1e-9);
          expect(bestAction(s, p, list)).toEqual(list[first]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('bestAction with no legal action throws; with one it returns it', () => {
    const s = positions(1, 1)[0] as GameState;
    const p = (pending(s) as { player: PlayerId }).player;
    const other = s.order.find((q) => q !== p) as PlayerId;
    expect(() => bestAction(s, p, [])).toThrow(new Error(`policy: no legal action for Player ${p}`));
    // Another player has no legal action while p decides.
    expect(() => bestAction(s, other)).toThrow(new Error(`policy: no legal action for Player ${other}`));
    for (const a of legalActions(s, p)) expect(bestAction(s, p, [a])).toBe(a);
  });

  it('re-entrancy: a call made inside a search scores each action as `static: true` does (to the next chance node or choice, no enumeration, no branching), and a call nested deeper takes the first legal action', () => {
    // A rule that decides by calling the policy (the System Player in solitaire) runs inside the
    // search. Here an engine whose first step of each search asks the policy about that position,
    // for each player, from inside the search, and whose steps inside those calls ask it again.
    interface Asked {
      s: GameState;
      player: PlayerId;
      legal: Action[];
      scores: number[];
      choice: Action;
      /** The calls made from inside this one: their legal list and the answer. */
      deeper: { legal: Action[]; choice: Action }[];
    }
    const asked: Asked[] = [];
    let level = 0;
    let armed = false;
    const asking: typeof engine = {
      ...engine,
      step(ctx, a) {
        const p = pending(ctx.s);
        const legal = p.kind === 'decision' ? legalActions(ctx.s, p.player) : [];
        if (level === 1 && legal.length > 1) asked.at(-1)?.deeper.push({ legal, choice: policy.bestAction(asking, ctx.s, (p as { player: PlayerId }).player, legal) });
        else if (level === 0 && armed) {
          armed = false;
          const before = JSON.stringify(ctx.s);
          level = 1;
          for (const q of ctx.s.order) {
            const entry: Asked = { s: JSON.parse(before) as GameState, player: q, legal, scores: [], choice: a, deeper: [] };
            asked.push(entry);
            entry.scores = policy.scoreActions(asking, ctx.s, q, legal).map((x) => x.score);
            entry.choice = policy.bestAction(asking, ctx.s, q, legal);
          }
          level = 0;
          // (Read in place, never written: the search goes on from this position.)
          expect(JSON.stringify(ctx.s)).toBe(before);
        }
        return engine.step(ctx, a);
      },
    };
    for (const seed of [1, 2, 3]) {
      for (const s of positions(seed, 6)) {
        const decider = (pending(s) as { player: PlayerId }).player;
        armed = true;
        policy.scoreActions(asking, s, decider, legalActions(s, decider));
      }
    }
    expect(asked.length).toBeGreaterThan(100);
    const met = new Map<Clause, number>();
    let deeper = 0;
    for (const x of asked) {
      const statics = byHand(x.s, x.player, x.legal, { static: true }, met);
      expect(x.scores).toEqual(statics);
      const top = Math.max(...statics);
      expect(x.choice).toEqual(x.legal[statics.findIndex((v) => v >= top - 1e-9)]);
      for (const d of x.deeper) {
        expect(d.choice).toBe(d.legal[0]);
        deeper++;
      }
    }
    expect(deeper).toBeGreaterThan(0);
    // These calls met the choices a search would branch on (scored statically, or P's pass, instead).
    for (const c of ['out: own pass', 'out: other, static', 'chance static'] as const) expect(met.get(c) ?? 0, c).toBeGreaterThan(0);
  });

  it('tie-break: scores within 1e-9 of each other, the bound itself included, are a tie that goes to the action listed first; a score more than 1e-9 higher wins', () => {
    // An empty 2-player table (every estimate 0) and an engine whose two actions change nothing but
    // A's VP, by `gain` after the second: the scores are exactly 0 and `gain` (A's swing is his VP less B's).
    const s = createScenario({ players: 2 });
    expect([estimateVp(s, 'A'), estimateVp(s, 'B')]).toEqual([0, 0]);
    const x: Action = { type: 'endTurn', player: 'A' };
    const y: Action = { type: 'endTurn', player: 'A' };
    const raising = (gain: number): typeof engine => ({
      ...engine,
      step(ctx, a) {
        const me = ctx.s.players.A;
        if (a === y && me) ctx.s.players = { ...ctx.s.players, A: { ...me, vp: gain } };
        return null;
      },
    });
    const above = nextDouble(1e-9);
    expect(above).toBeGreaterThan(1e-9);
    for (const [gain, choice] of [
      [0, x],
      [1e-9 / 2, x],
      [1e-9, x],
      [above, y],
      [1, y],
    ] as const) {
      const e = raising(gain);
      expect(policy.scoreActions(e, s, 'A', [x, y]).map((v) => v.score)).toEqual([0, gain]);
      expect(policy.bestAction(e, s, 'A', [x, y])).toBe(choice);
    }
  });
});

/** The least double above `x` (x > 0). */
function nextDouble(x: number): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  view.setBigUint64(0, view.getBigUint64(0) + 1n);
  return view.getFloat64(0);
}
