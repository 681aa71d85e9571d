/**
 * Root-parallel ISMCTS on worker threads, without a Node built-in in the library (the layering
 * rule of .dependency-cruiser.cjs: only src/cli touches Node). The caller injects the workers:
 *
 *  - {@link SearchWorker}: anything that runs one share of a search (`ismctsSearch`) and answers
 *    with a promise. {@link inlineWorker} runs it on this thread (tests, a single core);
 *  - {@link messageWorker} adapts any message channel (a Web Worker, a Node `Worker` wrapped by
 *    src/cli/workers.ts) to a SearchWorker; {@link webWorker} wraps a browser Web Worker directly;
 *  - {@link serveSearch} is the worker's side: it answers each search request on its channel.
 *
 * {@link ismctsBotAsync} splits each decision's iterations among the workers (each share its own
 * seed from the bot's generator, drawn in a fixed order), adds the root statistics up and plays the
 * most visited action: deterministic for a seed and an iteration budget, whatever the timing of
 * the workers, and the same choices for the same number of workers.
 */
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { Action } from '../actions/schema.js';
import type { GameState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import { legalActions } from '../api/play.js';
import { chooseFromStats, ismctsSearch, mergeResults, searchJobs, type IsmctsOptions, type SearchJob, type SearchResult } from './ismcts.js';

/** Runs one share of a search (see the module comment). */
export interface SearchWorker {
  /** Run one share of a search and answer with its root statistics. */
  search(job: SearchJob): Promise<SearchResult>;
  /** Stop the worker (a thread), if it has anything to stop. */
  terminate?(): void;
}

/** A bot that answers with a promise (its search runs on workers). */
export type AsyncBot = (state: GameState, player: PlayerId, legal?: readonly Action[]) => Promise<Action>;

/** A SearchWorker on this thread (no parallelism): for tests and for one core. */
export function inlineWorker(): SearchWorker {
  return { search: (job) => Promise.resolve(ismctsSearch(job)) };
}

/** Both ends of a message channel, as plain functions (a Web Worker, a Node worker, a MessagePort). */
export interface MessageEndpoint {
  /** Send a message to the other end (structured-cloned by a real channel). */
  postMessage(message: unknown): void;
  /** Call `listener` with every message from the other end. */
  onMessage(listener: (message: unknown) => void): void;
  /** Stop the other end (a worker), if this end may. */
  terminate?(): void;
}

interface Request {
  kind: 'ismcts-search';
  id: number;
  job: SearchJob;
}

interface Reply {
  kind: 'ismcts-result';
  id: number;
  result?: SearchResult;
  error?: string;
}

function isRequest(m: unknown): m is Request {
  return typeof m === 'object' && m !== null && (m as Request).kind === 'ismcts-search';
}

function isReply(m: unknown): m is Reply {
  return typeof m === 'object' && m !== null && (m as Reply).kind === 'ismcts-result';
}

/** A SearchWorker talking to a worker over a message channel (requests matched to replies by id). */
export function messageWorker(ep: MessageEndpoint): SearchWorker {
  let next = 0;
  const waiting = new Map<number, { resolve: (r: SearchResult) => void; reject: (e: Error) => void }>();
  ep.onMessage((m) => {
    if (!isReply(m)) return;
    const w = waiting.get(m.id);
    if (!w) return;
    waiting.delete(m.id);
    if (m.result) w.resolve(m.result);
    else w.reject(new Error(`ismcts worker: ${m.error ?? 'no result'}`));
  });
  return {
    search(job) {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        ep.postMessage({ kind: 'ismcts-search', id, job } satisfies Request);
      });
    },
    terminate: () => ep.terminate?.(),
  };
}

/** The worker's side: answer every search request that arrives on `ep`. */
export function serveSearch(ep: MessageEndpoint): void {
  ep.onMessage((m) => {
    if (!isRequest(m)) return;
    try {
      ep.postMessage({ kind: 'ismcts-result', id: m.id, result: ismctsSearch(m.job) } satisfies Reply);
    } catch (e) {
      ep.postMessage({ kind: 'ismcts-result', id: m.id, error: String(e) } satisfies Reply);
    }
  });
}

/** What a browser Web Worker (or `self` inside one) offers: enough to talk over it. */
export interface WebWorkerLike {
  /** `Worker.postMessage` (or `self.postMessage` inside the worker). */
  postMessage(message: unknown): void;
  /** `addEventListener('message', …)`: the message is in `event.data`. */
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  /** `Worker.terminate` (absent on `self`). */
  terminate?(): void;
}

/** A browser Web Worker (or `self` inside one, for {@link serveSearch}) as a message endpoint. */
export function webEndpoint(w: WebWorkerLike): MessageEndpoint {
  return {
    postMessage: (m) => w.postMessage(m),
    onMessage: (l) => w.addEventListener('message', (e) => l(e.data)),
    terminate: () => w.terminate?.(),
  };
}

/**
 * A browser Web Worker that runs `serveSearch(webEndpoint(self))` as a SearchWorker
 * (examples/web/src/search-worker.ts).
 */
export function webWorker(w: WebWorkerLike): SearchWorker {
  return messageWorker(webEndpoint(w));
}

/** Options of {@link ismctsBotAsync}: the bot's, and the workers the iterations are split among. */
export interface AsyncIsmctsOptions extends IsmctsOptions {
  workers: readonly SearchWorker[];
}

/**
 * `ismctsBot` with root parallelism: each decision's iterations (or its `ms`, on every worker at
 * once) are split among `workers`, and the root statistics added up. With one worker it plays
 * exactly like `ismctsBot` with the same options.
 */
export function ismctsBotAsync(options: AsyncIsmctsOptions): AsyncBot {
  const { workers, ...o } = options;
  if (workers.length === 0) throw new Error('ismctsBotAsync: no workers');
  const g = xoroshiro128plus((o.seed ?? 0) | 0);
  return async (state, player, legal) => {
    const actions = legal ?? legalActions(state, player);
    if (actions.length <= 1) {
      const only = actions[0];
      if (!only) throw new Error(`ismctsBotAsync: no legal action for Player ${player}`);
      return only;
    }
    const jobs = searchJobs(state, player, o, g, workers.length);
    const results = await Promise.all(jobs.map((job, k) => (workers[k] as SearchWorker).search(job)));
    return chooseFromStats(mergeResults(results), actions);
  };
}
