/**
 * `npm run text-leaks -- --games N`: the id-leak check of issue 23 point 2 at full size. N random
 * games (default 1,000) of every kind (2-5 players, 6-10, solitaire, each in both editions), every
 * event, action played, pending decision and chance label passed through the text functions
 * (`describe`, `describeAction`, `describePending`) and checked for component ids and camelCase
 * codes (test/text/leaks.ts; the id rule is in test/ids.ts). `npm test` runs a few games of each
 * kind (test/text/leaks.test.ts); CI (.ci/run) runs this.
 *
 * Compiled with tsup first, like the fuzzer, and run in worker threads (one per core, at most 2 on
 * the CI machine). Exit codes: 0 no leak, 1 leaks (listed), 2 usage error.
 */
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { LEAK_KINDS, leakGame, type LeakKind } from '../test/text/leaks.js';

const USAGE = `Usage: npm run text-leaks -- [--games N] [--seed S] [--workers W]

  --games N    games of each of the ${LEAK_KINDS.length} kinds (default 1000)
  --seed S     the run's seed (default 0: the same games every run)
  --workers W  worker threads (default: one per core)`;

interface Task {
  kind: LeakKind;
  from: number;
  to: number;
  seed: number;
}

interface Done {
  kind: LeakKind;
  games: number;
  texts: number;
  leaks: string[];
  error: string | null;
}

function work(t: Task): Done {
  const leaks = new Set<string>();
  let texts = 0;
  try {
    for (let i = t.from; i < t.to; i++) {
      const r = leakGame(t.kind, i, t.seed);
      texts += r.texts;
      for (const l of r.leaks) leaks.add(`${t.kind} game ${i}: ${l}`);
    }
    return { kind: t.kind, games: t.to - t.from, texts, leaks: [...leaks], error: null };
  } catch (e) {
    return { kind: t.kind, games: t.to - t.from, texts, leaks: [...leaks], error: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
}

if (!isMainThread) {
  parentPort!.on('message', (t: Task) => parentPort!.postMessage(work(t)));
}

function option(argv: string[], name: string, fallback: number): number {
  const i = argv.indexOf(name);
  if (i < 0) return fallback;
  const v = Number(argv[i + 1]);
  if (!Number.isInteger(v) || v < 0) {
    console.error(`${name} needs a whole number\n\n${USAGE}`);
    process.exit(2);
  }
  return v;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.includes('-h') || argv.includes('--help')) {
    console.log(USAGE);
    return;
  }
  const games = option(argv, '--games', 1000);
  const seed = option(argv, '--seed', 0);
  const workers = Math.max(1, option(argv, '--workers', Math.min(availableParallelism(), 8)));
  const batch = 25;
  const tasks: Task[] = [];
  for (const kind of LEAK_KINDS) for (let from = 0; from < games; from += batch) tasks.push({ kind, from, to: Math.min(games, from + batch), seed });
  const start = Date.now();
  const leaks = new Set<string>();
  const errors: string[] = [];
  let done = 0;
  let texts = 0;
  await new Promise<void>((resolve) => {
    let running = 0;
    const pool: Worker[] = [];
    const next = (w: Worker): void => {
      const t = tasks.shift();
      if (!t) {
        void w.terminate();
        if (--running === 0) resolve();
        return;
      }
      w.postMessage(t);
    };
    for (let i = 0; i < Math.min(workers, tasks.length); i++) {
      const w = new Worker(new URL(import.meta.url));
      pool.push(w);
      running++;
      w.on('message', (d: Done) => {
        done += d.games;
        texts += d.texts;
        for (const l of d.leaks) leaks.add(l);
        if (d.error) errors.push(`${d.kind}: ${d.error}`);
        next(w);
      });
      w.on('error', (e) => {
        errors.push(String(e));
        next(w);
      });
      next(w);
    }
    if (running === 0) resolve();
  });
  const seconds = ((Date.now() - start) / 1000).toFixed(0);
  console.log(`${done} games (${games} of each of ${LEAK_KINDS.length} kinds), ${texts} texts checked in ${seconds} s with ${workers} worker(s)`);
  for (const e of errors) console.error(`error: ${e}`);
  const list = [...leaks];
  for (const l of list.slice(0, 50)) console.error(`leak: ${l}`);
  if (list.length > 50) console.error(`... and ${list.length - 50} more`);
  if (list.length > 0 || errors.length > 0) process.exit(1);
  console.log('No component id or code in any text.');
}

if (isMainThread) await main();
