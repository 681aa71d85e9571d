/**
 * The Node side of root-parallel ISMCTS (src/bots/pool.ts): worker threads. Here because only
 * src/cli may touch Node built-ins (.dependency-cruiser.cjs); the library's pool takes any
 * SearchWorker, and this file makes them from `node:worker_threads`.
 *
 * A worker runs the same script as its parent: the script calls {@link serveIfSearchWorker} first
 * thing, which answers search requests when it is a search worker and returns false otherwise (the
 * CLI's main.ts, scripts/ladder.ts). So a bundled script needs no second file.
 */
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { messageWorker, serveSearch, type MessageEndpoint, type SearchWorker } from '../bots/pool.js';

const FLAG = 'blackbeard-ismcts-worker';

/** In a search worker thread started by {@link nodeSearchWorkers}: serve, and say so. */
export function serveIfSearchWorker(): boolean {
  if (isMainThread || !parentPort || (workerData as { role?: string } | null)?.role !== FLAG) return false;
  const port = parentPort;
  const ep: MessageEndpoint = { postMessage: (m) => port.postMessage(m), onMessage: (l) => port.on('message', l) };
  serveSearch(ep);
  return true;
}

/**
 * `n` worker threads running `script` (a file that calls {@link serveIfSearchWorker} at its top;
 * default: the running script), as SearchWorkers. `unref`: they do not keep the process alive.
 */
export function nodeSearchWorkers(n: number, script: string | URL = process.argv[1] ?? ''): SearchWorker[] {
  const out: SearchWorker[] = [];
  for (let k = 0; k < n; k++) {
    const w = new Worker(script, { workerData: { role: FLAG } });
    w.unref();
    const ep: MessageEndpoint = {
      postMessage: (m) => w.postMessage(m),
      onMessage: (l) => w.on('message', l),
      terminate: () => void w.terminate(),
    };
    out.push(messageWorker(ep));
  }
  return out;
}
