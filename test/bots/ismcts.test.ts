import { describe, expect, it } from 'vitest';
import {
  apply,
  createGame,
  determinize,
  greedyBot,
  inlineWorker,
  ismctsBot,
  ismctsBotAsync,
  ismctsSearch,
  legalActions,
  messageWorker,
  mergeResults,
  pending,
  randomBot,
  searchJobs,
  serveSearch,
  type Action,
  type Bot,
  type GameState,
  type MessageEndpoint,
  type PlayerId,
} from '../../src/index.js';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { hiddenVariants } from '../conformance/invariants.js';
import { chooser } from '../conformance/play.js';

/**
 * The CI smoke test of ismctsBot (issue 25): a few games on small fixed iteration budgets, through
 * the public `apply` (which throws on any illegal action), played twice to check that a seed and a
 * budget give the same game. Strength is measured by `npm run ladder`, timing by `npm run bench`.
 */

const SMALL = { iterations: 6, horizon: 1, priorBudget: 20, rollout: 'random' } as const;

/** A whole game through the public apply: the bots' actions, in order. */
function playGame(players: number, seed: number, seats: Record<string, Bot>, maxDecisions = 5_000): { actions: Action[]; final: GameState } {
  let s = createGame({ players, seed });
  const actions: Action[] = [];
  for (let n = 0; n < maxDecisions; n++) {
    const p = pending(s);
    if (p.kind !== 'decision') break;
    const a = (seats[p.player] as Bot)(s, p.player, legalActions(s, p.player));
    s = apply(s, a).state;
    actions.push(a);
  }
  return { actions, final: s };
}

function choicePoint(seed: number): { s: GameState; me: PlayerId } {
  let s = createGame({ players: 4, seed });
  const bot = randomBot(seed);
  for (let n = 0; n < 400; n++) {
    const p = pending(s);
    if (p.kind !== 'decision') break;
    if (n > 40 && legalActions(s).length >= 3) return { s, me: p.player };
    s = apply(s, bot(s, p.player)).state;
  }
  throw new Error('no choice point');
}

describe('ismctsBot', () => {
  it('a 3-player game against random bots: legal throughout, and the same game for the same seed and budget', () => {
    const seats = (): Record<string, Bot> => ({ A: ismctsBot({ ...SMALL, seed: 7 }), B: randomBot(2), C: randomBot(3) });
    const one = playGame(3, 21, seats());
    const two = playGame(3, 21, seats());
    expect(one.final.over).not.toBeNull();
    expect(two.actions).toEqual(one.actions);
  });

  it('solitaire (19.0): Blackbeard played by ismcts to the end, legal and reproducible', () => {
    const one = playGame(1, 5, { A: ismctsBot({ ...SMALL, seed: 3 }) });
    const two = playGame(1, 5, { A: ismctsBot({ ...SMALL, seed: 3 }) });
    expect(one.final.over).not.toBeNull();
    expect(two.actions).toEqual(one.actions);
  });

  it('plays on its information set: what its player cannot see does not change its choice', () => {
    const { s, me } = choicePoint(8);
    const before = structuredClone(s);
    const a = ismctsBot({ ...SMALL, seed: 4 })(s, me);
    expect(legalActions(s, me)).toContainEqual(a);
    expect(s).toEqual(before);
    const variants = hiddenVariants(s, me, chooser(1));
    expect(variants.length).toBeGreaterThan(0);
    for (const v of variants) expect(ismctsBot({ ...SMALL, seed: 4 })(v.state, me), v.label).toEqual(a);
  });

  it('with a budget of one iteration, plays the greedy priors’ favourite among actions it has not tried', () => {
    const { s, me } = choicePoint(12);
    const job = searchJobs(s, me, { iterations: 1, priorBudget: 100 }, xoroshiro128plus(1), 1)[0]!;
    const r = ismctsSearch(job);
    expect(r.iterations).toBe(1);
    expect(r.stats.reduce((n, x) => n + x.visits, 0)).toBe(1);
    // The priors are the softmax of the greedy scores on the first determinization (its seed is the
    // first draw of the job's generator): the greedy choice there has the highest prior.
    const d = determinize(job.view, uniformInt(xoroshiro128plus(job.seed), -0x80000000, 0x7fffffff));
    const top = [...r.stats].sort((x, y) => y.prior - x.prior)[0]!;
    expect(top.action).toEqual(greedyBot({ budget: 100 })(d, me, legalActions(s, me)));
    // With one iteration the root action tried is the highest prior (PUCT, nothing visited yet).
    expect(r.stats.find((x) => x.visits === 1)?.action).toEqual(top.action);
  });
});

describe('root parallel (src/bots/pool.ts)', () => {
  it('one worker plays exactly like ismctsBot; two workers are deterministic too; statistics add up', async () => {
    const { s, me } = choicePoint(9);
    const sync = ismctsBot({ ...SMALL, seed: 11 })(s, me);
    const one = await ismctsBotAsync({ ...SMALL, seed: 11, workers: [inlineWorker()] })(s, me);
    expect(one).toEqual(sync);
    const two = async (): Promise<Action> => ismctsBotAsync({ ...SMALL, seed: 11, workers: [inlineWorker(), inlineWorker()] })(s, me);
    expect(await two()).toEqual(await two());
    const jobs = searchJobs(s, me, { ...SMALL, iterations: 8 }, xoroshiro128plus(2), 2);
    expect(jobs.map((j) => j.iterations)).toEqual([4, 4]);
    const merged = mergeResults(jobs.map(ismctsSearch));
    expect(merged.iterations).toBe(8);
    expect(merged.stats.reduce((n, x) => n + x.visits, 0)).toBe(8);
  });

  it('messageWorker and serveSearch talk over any message channel (a Web Worker, a Node worker)', async () => {
    // Two ends of an in-memory channel, delivering asynchronously like a real one.
    const listeners: { a: ((m: unknown) => void)[]; b: ((m: unknown) => void)[] } = { a: [], b: [] };
    const end = (me: 'a' | 'b', other: 'a' | 'b'): MessageEndpoint => ({
      postMessage: (m) => void Promise.resolve().then(() => listeners[other].forEach((l) => l(structuredClone(m)))),
      onMessage: (l) => void listeners[me].push(l),
    });
    serveSearch(end('b', 'a'));
    const { s, me } = choicePoint(9);
    const viaChannel = await ismctsBotAsync({ ...SMALL, seed: 11, workers: [messageWorker(end('a', 'b'))] })(s, me);
    expect(viaChannel).toEqual(ismctsBot({ ...SMALL, seed: 11 })(s, me));
  });
});
