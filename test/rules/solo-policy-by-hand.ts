import { apply, chanceOutcomes, legalActions, pending, swingOf, type Action, type GameState, type PlayerId, type PolicyOptions } from '../../src/index.js';

/**
 * The expected-VP-swing policy's search (src/solo/policy.ts) worked out by hand, for the policy's
 * tests (solo-policy-chance, solo-policy-decisions): the module comment followed step by step
 * through the public API only (`pending`, `legalActions`, `chanceOutcomes`, `apply`, `swingOf`),
 * every outcome followed on its own, never calling into the policy's own search.
 */

/** The search's horizon frames (module comment: "the next decision in the Player-Turn frame ... or in setup"). */
const HORIZON = new Set(['turn', 'setup', 'soloSetup']);

/** Which clause of the module comment decided each node met by `byHand` (a test checks its games meet them all). */
export type Clause =
  | 'horizon'
  | 'end or new Player-Turn'
  | 'chance enumerated'
  | 'chance static'
  | 'single line'
  | 'other passes in a window'
  | 'own max'
  | 'other min'
  | 'out: own pass'
  | 'out: own, no pass, static'
  | 'out: other, static';

interface ByHand {
  me: PlayerId;
  turn: number;
  maxDepth: number;
  /** False with `static: true`: no chance node is enumerated. */
  exact: boolean;
  met: Map<Clause, number>;
}

/**
 * The expected swing of `s` for `o.me` (module comment, "The expectation"), with `budget` branch
 * positions left for this subtree and `depth` chance nodes and own choices above it:
 *  - the game over or a new Player-Turn: the horizon, `swingOf`;
 *  - a chance node: every outcome with its probability; the first after the action always, a
 *    deeper one only while depth < maxDepth and the budget covers its outcomes (each outcome then
 *    gets an even share of what is left), else `swingOf`;
 *  - a decision in the Player-Turn or setup frames: the horizon, `swingOf`;
 *  - a decision with one legal action (a single line, free): that action;
 *  - another player in an interrupt window: his pass;
 *  - out of depth or budget (fewer positions left than options): P passes where he may, otherwise
 *    (another player's decision, or P's with no pass) `swingOf`;
 *  - else every option with an even share of the budget left: P takes the max, another player the min.
 */
function expectedSwing(s0: GameState, o: ByHand, budget: number, depth: number): number {
  const hit = (c: Clause): void => void o.met.set(c, (o.met.get(c) ?? 0) + 1);
  let s = s0;
  for (;;) {
    const p = pending(s);
    if (s.over || p.kind === 'over' || s.turn.number !== o.turn) {
      hit('end or new Player-Turn');
      return swingOf(s, o.me);
    }
    if (p.kind === 'chance') {
      const outcomes = chanceOutcomes(s);
      if (!o.exact || (depth > 0 && (depth >= o.maxDepth || budget < outcomes.length))) {
        hit('chance static');
        return swingOf(s, o.me);
      }
      hit('chance enumerated');
      const share = Math.max(0, Math.floor((budget - outcomes.length) / outcomes.length));
      let v = 0;
      for (const x of outcomes) v += x.probability * expectedSwing(apply(s, x.outcome).state, o, share, depth + 1);
      return v;
    }
    if (HORIZON.has(p.frame)) {
      hit('horizon');
      return swingOf(s, o.me);
    }
    const legal = legalActions(s, p.player);
    const mine = p.player === o.me;
    const pass = legal.find((a) => a.type === 'pass');
    let line: Action | undefined;
    if (legal.length === 1) {
      hit('single line');
      line = legal[0];
    } else if (!mine && p.frame === 'window') {
      hit('other passes in a window');
      line = pass;
    } else if (depth >= o.maxDepth || budget < legal.length) {
      if (!mine) {
        hit('out: other, static');
        return swingOf(s, o.me);
      }
      if (!pass) {
        hit('out: own, no pass, static');
        return swingOf(s, o.me);
      }
      hit('out: own pass');
      line = pass;
    }
    if (line) {
      s = apply(s, line).state;
      continue;
    }
    hit(mine ? 'own max' : 'other min');
    const share = Math.floor((budget - legal.length) / legal.length);
    const values = legal.map((a) => expectedSwing(apply(s, a).state, o, share, depth + 1));
    return mine ? Math.max(...values) : Math.min(...values);
  }
}

/** What `scoreActions(s, me, legal, options)` should give: each action's expected swing after it less the swing now. */
export function byHand(s: GameState, me: PlayerId, legal: readonly Action[], options: PolicyOptions = {}, met: Map<Clause, number> = new Map()): number[] {
  const o: ByHand = { me, turn: s.turn.number, maxDepth: options.maxDepth ?? 6, exact: !options.static, met };
  // `static`: "as a nested call does": no chance enumeration, no branching (no budget).
  const budget = options.static ? 0 : (options.budget ?? 100);
  const now = swingOf(s, me);
  return legal.map((a) => expectedSwing(apply(s, a).state, o, budget, 0) - now);
}
