/**
 * Information-set Monte-Carlo tree search (single-observer ISMCTS, Cowling, Powley & Whitehouse
 * 2012) over the bot's own decisions. docs/bots.md "The ISMCTS bot" describes it and its figures.
 *
 * One iteration:
 *  1. a fresh determinization of what the bot's player may know (`simulatorFromView`: the view is
 *     redrawn, never the true state);
 *  2. descend the tree: at each of the bot's decisions with more than one legal action, PUCT over
 *     the actions legal in this determinization (availability counts: an action's exploration term
 *     grows with the iterations it was legal in, not its parent's), priors from the greedy policy's
 *     scores (`scoreActions`, the System Player's expected-VP-swing search); the other players'
 *     decisions, forced decisions and chance (sampled by its exact probability, `sampleChance`,
 *     with the bot's own generator) are played on the way and are not tree nodes;
 *  3. at a new node, a truncated rollout: `horizon` Player-Turns (4.0) of play, by the static
 *     greedy policy (or at random);
 *  4. the leaf value, backed up along the path: in the multiplayer game the VP swing since the root
 *     (`swingOf`: the bot's VP estimate less the others' mean) over `vpScale`, plus ±1 for a won
 *     or lost game; in solitaire Blackbeard's outlook (`soloOutlook`: his death loses, 19.9).
 * In solitaire, Blackbeard's decisions in the tree and in the rollouts are taken among the actions
 * the solitaire shelter keeps (`soloShelter`: in port once the KCs hunt him, 19.14).
 * The move played is the root action with the most visits (ties to the higher prior).
 *
 * Deterministic for a given seed and iteration budget: every draw comes from the bot's own
 * pure-rand generator, seeded once, moving on from decision to decision. With a time budget
 * (`ms`) the number of iterations, and so the choice, depends on the machine.
 *
 * Pure: no Node built-ins, no Math.random. Root-parallel search on workers: {@link ismctsSearch}
 * runs one share of the iterations from a plain-data job (a view, a seed, a budget), so a worker
 * pool (src/bots/pool.ts) can run shares on threads and add their root statistics up.
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import type { Action } from '../actions/schema.js';
import type { GameState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import type { ComponentSet } from '../tables/index.js';
import { view, type PlayerView } from '../api/view.js';
import { legalActions } from '../api/play.js';
import { scoreActions, swingOf } from '../api/policy.js';
import { bestAction } from '../api/policy.js';
import type { Bot } from './random.js';
import type { Simulator } from './simulator.js';
import { playForced, playerTurn, simulatorFromView, soloOutlook } from './search.js';
import { soloShelter } from './shelter.js';

/** How the ISMCTS bot searches. Every field has a default. */
export interface IsmctsOptions {
  /** The bot's seed (its own generator: determinizations, chance, random rollouts). Default 0. */
  seed?: number;
  /**
   * Iterations per decision: the reproducible budget (same seed, same iterations, same choices).
   * Default 200 when `ms` is not given.
   */
  iterations?: number;
  /** Milliseconds per decision instead (play; not reproducible). With both, whichever ends first. */
  ms?: number;
  /** Clock for `ms` (default `performance.now`, or `Date.now` where there is none). */
  now?: () => number;
  /** PUCT exploration constant (on values of order 1). Default 1.5. */
  cPuct?: number;
  /** Softmax temperature of the greedy priors, in VP. Default 1. */
  priorTemperature?: number;
  /** Player-Turns a rollout plays before it is scored (4.0). Default 2. */
  horizon?: number;
  /**
   * Who plays the rollouts and the other players' decisions: 'greedy' (default: the static
   * expected-swing policy) or 'random' (about a third of the cost of an iteration; weaker in the
   * ladder: docs/bots.md).
   */
  rollout?: 'random' | 'greedy';
  /** VP of swing worth one game won (multiplayer leaf value). Default 20. */
  vpScale?: number;
  /** The greedy policy's search budget for the root priors (PolicyOptions.budget). Default 100. */
  priorBudget?: number;
  /** Steps one iteration may take before it is scored anyway. Default 3,000. */
  maxSteps?: number;
  /**
   * In solitaire, search and roll out only the actions the solitaire shelter keeps for Blackbeard
   * once the System Player hunts him with KCs (19.14; `soloShelter`, src/bots/shelter.ts). Default
   * true.
   */
  solitaireShelter?: boolean;
}

/** One root action's statistics (what root-parallel workers send back and add up). */
export interface RootStat {
  /** `JSON.stringify` of the action: the key statistics are added up by. */
  key: string;
  action: Action;
  visits: number;
  /** Sum of the values backed up through it. */
  value: number;
  prior: number;
}

/** A share of one decision's search, as plain data (for a worker). */
export interface SearchJob {
  view: PlayerView;
  /** The game's own component set (null or absent: the built-in one). */
  components?: ComponentSet | null;
  options: IsmctsOptions;
  /** The seed of this share (each worker its own). */
  seed: number;
  /** Iterations of this share (and/or `options.ms`). */
  iterations: number;
}

/** What a share of the search found: the root statistics, and how many iterations it ran. */
export interface SearchResult {
  stats: RootStat[];
  iterations: number;
}

interface Child {
  key: string;
  action: Action;
  prior: number;
  visits: number;
  value: number;
  /** Iterations in which this action was legal (ISMCTS availability). */
  avail: number;
  node: TreeNode | null;
}

interface TreeNode {
  children: Map<string, Child>;
}

const keyOf = (a: Action): string => JSON.stringify(a);

function softmax(scores: readonly number[], t: number): number[] {
  const m = Math.max(...scores);
  const e = scores.map((x) => Math.exp((x - m) / t));
  const z = e.reduce((a, b) => a + b, 0);
  return e.map((x) => x / z);
}

function defaults(o: IsmctsOptions) {
  return {
    cPuct: o.cPuct ?? 1.5,
    temperature: o.priorTemperature ?? 1,
    horizon: o.horizon ?? 2,
    rollout: o.rollout ?? 'greedy',
    vpScale: o.vpScale ?? 20,
    priorBudget: o.priorBudget ?? 100,
    maxSteps: o.maxSteps ?? 3_000,
    shelter: o.solitaireShelter ?? true,
  };
}

function clock(o: IsmctsOptions): () => number {
  if (o.now) return o.now;
  const perf = (globalThis as { performance?: { now(): number } }).performance;
  return perf ? () => perf.now() : () => Date.now();
}

/**
 * One share of the search of a decision (see the module comment), from plain data: the bot's view,
 * a seed and a budget. Pure and deterministic for a given job with no `ms`. A worker runs it.
 */
export function ismctsSearch(job: SearchJob): SearchResult {
  const o = defaults(job.options);
  const me = job.view.player;
  const g = xoroshiro128plus(job.seed | 0);
  const components = job.components ?? undefined;
  const now = clock(job.options);
  const deadline = job.options.ms !== undefined ? now() + job.options.ms : Infinity;
  const maxIter = job.iterations > 0 ? job.iterations : job.options.ms !== undefined ? Number.MAX_SAFE_INTEGER : 200;
  const root: TreeNode = { children: new Map() };
  const solo = job.view.solo !== null;
  const shelter = solo && o.shelter;
  const greedyOpp: Bot = (s, p, legal) => bestAction(s, p, legal, { static: true });

  /** Rollout / opponent move: forced ones first, then the policy. */
  const otherMove = (sim: Simulator, who: PlayerId, legal: readonly Action[]): Action =>
    o.rollout === 'greedy' ? greedyOpp(sim.state, who, legal) : (legal[uniformInt(g, 0, legal.length - 1)] as Action);

  /** Priors for the actions of a node, from the greedy scores in this determinization. */
  const expand = (node: TreeNode, sim: Simulator, legal: readonly Action[], atRoot: boolean): void => {
    const scores = scoreActions(sim.state, me, legal, atRoot ? { budget: o.priorBudget } : { static: true }).map((x) => x.score);
    const p = softmax(scores, o.temperature);
    legal.forEach((a, i) => {
      const key = keyOf(a);
      if (!node.children.has(key)) node.children.set(key, { key, action: a, prior: p[i] ?? 0, visits: 0, value: 0, avail: 0, node: null });
    });
  };

  const value = (sim: Simulator, base: number): number => {
    const s = sim.state;
    if (solo) return soloOutlook(s).value;
    let v = (swingOf(s, me) - base) / o.vpScale;
    if (s.over) {
      const r = sim.result();
      v += r.winners.includes(me) ? 1 / r.winners.length : -1;
    }
    return v;
  };

  let it = 0;
  for (; it < maxIter; it++) {
    if (it > 0 && now() >= deadline) break;
    const sim = simulatorFromView(job.view, uniformInt(g, -0x80000000, 0x7fffffff), { components, check: it === 0 });
    const base = solo ? 0 : swingOf(sim.state, me);
    let rolloutTurn = 0;
    const path: Child[] = [];
    let node: TreeNode | null = root;
    let steps = 0;
    let atRoot = true;
    while (steps < o.maxSteps && !sim.isOver()) {
      steps += playForced(sim, g, o.maxSteps - steps);
      if (sim.isOver() || steps >= o.maxSteps) break;
      const who = sim.decider();
      if (who === null) break;
      if (node === null && playerTurn(sim.state) - rolloutTurn >= o.horizon) break;
      const all = sim.legalActions();
      const legal = shelter ? soloShelter(sim.state, who, all) : all;
      if (who !== me || node === null) {
        sim.apply(otherMove(sim, who, legal));
        steps++;
        continue;
      }
      // The bot's own choice, in the tree.
      if (node.children.size === 0 || legal.some((a) => !node!.children.has(keyOf(a)))) expand(node, sim, legal, atRoot);
      atRoot = false;
      const kids = legal.map((a) => node!.children.get(keyOf(a)) as Child);
      let total = 0;
      let sum = 0;
      for (const c of kids) {
        c.avail++;
        total += c.visits;
        sum += c.value;
      }
      const sq = Math.sqrt(Math.max(1, total));
      // First-play urgency: an action not tried yet is valued at the mean of those tried (not 0,
      // which would send every iteration to untried long shots whenever the tried ones lose VP).
      const fpu = total > 0 ? sum / total : 0;
      let best = kids[0] as Child;
      let bestU = -Infinity;
      for (const c of kids) {
        const q = c.visits > 0 ? c.value / c.visits : fpu;
        const u = q + (o.cPuct * c.prior * sq) / (1 + c.visits);
        if (u > bestU) {
          bestU = u;
          best = c;
        }
      }
      path.push(best);
      sim.apply(best.action);
      steps++;
      if (best.visits === 0) {
        // A new node: the rest is the rollout, `horizon` Player-Turns from here.
        node = null;
        rolloutTurn = playerTurn(sim.state);
      } else node = best.node ??= { children: new Map() };
    }
    const v = value(sim, base);
    for (const c of path) {
      c.visits++;
      c.value += v;
    }
  }
  const stats: RootStat[] = [...root.children.values()].map((c) => ({ key: c.key, action: c.action, visits: c.visits, value: c.value, prior: c.prior }));
  return { stats, iterations: it };
}

/** Add up the root statistics of several shares (root parallelism), in a fixed order. */
export function mergeResults(results: readonly SearchResult[]): SearchResult {
  const by = new Map<string, RootStat>();
  let iterations = 0;
  for (const r of results) {
    iterations += r.iterations;
    for (const s of r.stats) {
      const m = by.get(s.key);
      if (m) {
        m.visits += s.visits;
        m.value += s.value;
        m.prior = Math.max(m.prior, s.prior);
      } else by.set(s.key, { ...s });
    }
  }
  return { stats: [...by.values()], iterations };
}

/** The action to play among `legal`: the most visits, ties to the higher prior, then to the first listed. */
export function chooseFromStats(result: SearchResult, legal: readonly Action[]): Action {
  const by = new Map(result.stats.map((s) => [s.key, s]));
  let best = legal[0] as Action;
  let bv = -1;
  let bp = -1;
  for (const a of legal) {
    const s = by.get(keyOf(a));
    const v = s?.visits ?? 0;
    const p = s?.prior ?? 0;
    if (v > bv || (v === bv && p > bp)) {
      best = a;
      bv = v;
      bp = p;
    }
  }
  return best;
}

/** The jobs of one decision: `shares` seeds from the bot's generator, the iterations split evenly. */
export function searchJobs(state: GameState, player: PlayerId, options: IsmctsOptions, g: RandomGenerator, shares: number): SearchJob[] {
  const v = view(state, player);
  const total = options.iterations ?? (options.ms !== undefined ? 0 : 200);
  const jobs: SearchJob[] = [];
  for (let k = 0; k < shares; k++) {
    const iterations = total > 0 ? Math.floor(total / shares) + (k < total % shares ? 1 : 0) : 0;
    jobs.push({ view: v, components: state.components, options, seed: uniformInt(g, -0x80000000, 0x7fffffff), iterations });
  }
  return jobs;
}

/**
 * `ismctsBot(options)`: a bot that searches its own information set (see the module comment),
 * on this thread. Decisions with one legal action are taken at once. Deterministic for a given
 * `seed` and `iterations` (and the same sequence of decisions); `ms` trades that for a time budget.
 * For worker threads, see `ismctsBotAsync` (src/bots/pool.ts).
 */
export function ismctsBot(options: IsmctsOptions = {}): Bot {
  const g = xoroshiro128plus((options.seed ?? 0) | 0);
  return (state, player, legal) => {
    const actions = legal ?? legalActions(state, player);
    if (actions.length <= 1) {
      const only = actions[0];
      if (!only) throw new Error(`ismctsBot: no legal action for Player ${player}`);
      return only;
    }
    const [job] = searchJobs(state, player, options, g, 1);
    return chooseFromStats(ismctsSearch(job as SearchJob), actions);
  };
}
