/**
 * `npm run fuzz -- --games N --players P`: random legal games at scale, checking the conformance
 * invariants at every step (scripts/fuzz-games.ts), in worker threads (one per core by default).
 * Every failure is written as a replay file `{ config, actions, failure }` that
 * `blackbeard replay FILE` replays through the public API, and `npm run fuzz -- --replay FILE`
 * re-checks step by step. `npm run fuzz -- --help` lists the options.
 *
 * `npm run fuzz` compiles this script with tsup first (like the bench: tsx's name-keeping costs a
 * third of the speed) and runs it without NODE_ENV=production, so every state `apply` returns is
 * deep-frozen and a rule that mutated its input would throw.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { PLAYER_IDS, type Action, type GameConfig } from '../src/index.js';
import { fuzzCase, playable, recheckRecord, runCase, type FuzzFailure, type FuzzKind } from './fuzz-games.js';

const USAGE = `Usage: npm run fuzz -- [options]

Random legal games on the simulator (and through the public API with --api-games), checking the
conformance invariants at every step. Each game's config, options, player choices and play mode
come from --seed and the game's index, so a run is reproducible.

Options:
  --games N        simulator games (default 1000)
  --api-games M    public-API games, a quarter of them with external randomness (default 0)
  --players P      'all' (default: 2-10, and 1 when the engine accepts solitaire), a count, or a list (2,3,5);
                   counts are weighted: 2-5 players 4, 6-10 players 1.5, solitaire 2
  --seed S         the run's seed (default: random, printed)
  --workers W      worker threads (default: one per core, at most 2 on the CI machine)
  --out DIR        where failures are written as replay files (default: fuzz-failures)
  --max-failures K stop after K failures (default 10)
  --replay FILE    re-check a replay file step by step through the public API, and report
  -h, --help       show this help

Exit codes: 0 no failure, 1 failures (replay files written), 2 usage error.`;

interface Task {
  kind: FuzzKind;
  from: number;
  to: number;
}

interface Batch {
  kind: FuzzKind;
  games: number;
  steps: number;
  failures: FuzzFailure[];
}

interface Options {
  games: number;
  apiGames: number;
  players: number[];
  seed: number;
  workers: number;
  out: string;
  maxFailures: number;
  replay: string | null;
}

class UsageError extends Error {}

function parse(argv: readonly string[]): Options | null {
  const o: Options = {
    games: 1000,
    apiGames: 0,
    players: [],
    seed: Math.floor(Math.random() * 2 ** 31),
    workers: Math.max(1, Math.min(availableParallelism(), 8)),
    out: 'fuzz-failures',
    maxFailures: 10,
    replay: null,
  };
  let players = 'all';
  const int = (name: string, v: string | undefined, min: number): number => {
    if (v === undefined || !/^-?\d+$/.test(v)) throw new UsageError(`--${name} needs an integer, got '${v ?? ''}'`);
    const n = Number(v);
    if (n < min) throw new UsageError(`--${name} must be at least ${min}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = (): string | undefined => inline ?? argv[++i];
    switch (flag) {
      case '-h':
      case '--help':
        return null;
      case '--games':
        o.games = int('games', value(), 0);
        break;
      case '--api-games':
        o.apiGames = int('api-games', value(), 0);
        break;
      case '--players':
        players = value() ?? '';
        break;
      case '--seed':
        o.seed = int('seed', value(), -(2 ** 31));
        break;
      case '--workers':
        o.workers = int('workers', value(), 1);
        break;
      case '--out':
        o.out = value() ?? '';
        if (!o.out) throw new UsageError('--out needs a directory');
        break;
      case '--max-failures':
        o.maxFailures = int('max-failures', value(), 1);
        break;
      case '--replay':
        o.replay = value() ?? '';
        if (!o.replay) throw new UsageError('--replay needs a FILE');
        break;
      default:
        throw new UsageError(`unknown option '${arg}'`);
    }
  }
  o.players = playerCounts(players);
  return o;
}

/** The player counts to draw from: 'all' is 2-10 plus solitaire (1) once createGame accepts it. */
function playerCounts(spec: string): number[] {
  if (spec === 'all') return [...(playable(1) ? [1] : []), 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const counts = spec.split(',').map((x) => Number(x));
  for (const n of counts) {
    if (!Number.isInteger(n) || n < 1 || n > PLAYER_IDS.length) throw new UsageError(`--players: '${spec}' is not 'all', a count 1-10 or a list of counts`);
    if (!playable(n)) throw new UsageError(`--players ${n}: createGame does not accept ${n} player${n === 1 ? ' (solitaire is not implemented yet)' : 's'}`);
  }
  return counts;
}

// ---------------------------------------------------------------------------------------------
// Worker side
// ---------------------------------------------------------------------------------------------

function work(seed: number, players: number[], task: Task): Batch {
  const batch: Batch = { kind: task.kind, games: 0, steps: 0, failures: [] };
  for (let i = task.from; i < task.to; i++) {
    const out = runCase(fuzzCase(seed, task.kind, i, players));
    batch.games++;
    batch.steps += out.steps;
    if (out.failure) batch.failures.push(out.failure);
  }
  return batch;
}

if (!isMainThread) {
  const { seed, players } = workerData as { seed: number; players: number[] };
  parentPort!.on('message', (task: Task) => parentPort!.postMessage(work(seed, players, task)));
}

// ---------------------------------------------------------------------------------------------
// Main thread
// ---------------------------------------------------------------------------------------------

/** A failure as a replay file: valid input for `blackbeard replay` and `replay()`. */
function writeFailure(dir: string, seed: number, f: FuzzFailure): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${f.case.kind}-seed${seed}-game${f.case.index}.json`);
  const failure = { kind: f.case.kind, runSeed: seed, game: f.case.index, mode: f.case.mode, choices: f.case.choices, step: f.step, message: f.message };
  const actions = f.actions.map((a) => `    ${JSON.stringify(a)}`).join(',\n');
  writeFileSync(
    file,
    `{\n  "config": ${JSON.stringify(f.case.config)},\n  "failure": ${JSON.stringify(failure)},\n  "actions": [\n${actions}\n  ]\n}\n`,
  );
  return file;
}

function fmt(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

async function fuzz(o: Options): Promise<number> {
  const who = o.players.length === 1 ? `${o.players[0]}` : o.players.join(',');
  console.log(`fuzz: seed ${o.seed}, players ${who}, ${fmt(o.games)} simulator + ${fmt(o.apiGames)} public-API games, ${o.workers} worker(s)`);
  const tasks: Task[] = [];
  // API games first: they are slower, so the pool's tail is made of short simulator batches.
  for (const [kind, n, size] of [['api', o.apiGames, 10], ['simulator', o.games, 50]] as const) {
    for (let from = 0; from < n; from += size) tasks.push({ kind, from, to: Math.min(n, from + size) });
  }
  const totals: Record<FuzzKind, { games: number; steps: number; failures: number; ms: number }> = {
    simulator: { games: 0, steps: 0, failures: 0, ms: 0 },
    api: { games: 0, steps: 0, failures: 0, ms: 0 },
  };
  const files: string[] = [];
  const start = performance.now();
  let lastReport = start;
  let stopped = false;

  await new Promise<void>((resolve, reject) => {
    let running = 0;
    const workers: Worker[] = [];
    const next = (w: Worker): void => {
      const t = stopped ? undefined : tasks.shift();
      if (!t) {
        void w.terminate();
        running--;
        if (running === 0) resolve();
        return;
      }
      w.postMessage(t);
    };
    for (let k = 0; k < o.workers; k++) {
      const w = new Worker(new URL(import.meta.url), { workerData: { seed: o.seed, players: o.players } });
      workers.push(w);
      running++;
      w.on('message', (b: Batch) => {
        const t = totals[b.kind];
        t.games += b.games;
        t.steps += b.steps;
        t.failures += b.failures.length;
        t.ms = performance.now() - start;
        for (const f of b.failures) {
          if (files.length >= o.maxFailures) {
            stopped = true;
            break;
          }
          const file = writeFailure(o.out, o.seed, f);
          files.push(file);
          // The first line and the first violation listed under it.
          const [first, second] = f.message.split('\n');
          const what = second && !second.startsWith('    at ') ? `${first} ${second.trim()}` : first;
          console.log(`FAIL ${f.case.kind} game ${f.case.index} at step ${f.step}: ${what}\n  replay file: ${file}`);
          if (files.length >= o.maxFailures) stopped = true;
        }
        const now = performance.now();
        if (now - lastReport > 15_000) {
          lastReport = now;
          const done = totals.simulator.games + totals.api.games;
          console.log(`  ${fmt(done)} / ${fmt(o.games + o.apiGames)} games, ${((now - start) / 1000).toFixed(0)} s`);
        }
        next(w);
      });
      w.on('error', (e) => {
        stopped = true;
        reject(e);
      });
      next(w);
    }
  });

  const seconds = (performance.now() - start) / 1000;
  for (const kind of ['simulator', 'api'] as const) {
    const t = totals[kind];
    if (t.games === 0) continue;
    const s = t.ms / 1000;
    console.log(
      `${kind === 'api' ? 'public API' : 'simulator'}: ${fmt(t.games)} games, ${fmt(t.steps)} steps, ${t.failures} failure(s); ` +
        `${(t.games / s).toFixed(1)} games/s, ${fmt(t.steps / s)} steps/s over ${s.toFixed(1)} s (finished by then)`,
    );
  }
  const games = totals.simulator.games + totals.api.games;
  const failures = totals.simulator.failures + totals.api.failures;
  console.log(`total: ${fmt(games)} games in ${seconds.toFixed(1)} s (${(games / seconds).toFixed(1)} games/s on ${o.workers} worker(s))`);
  if (failures > 0) {
    console.log(`\n${files.length} replay file(s) in ${o.out}/. Reproduce one with 'npx blackbeard replay FILE' (the game's log)`);
    console.log(`or 'npm run fuzz -- --replay FILE' (the checks, step by step); the run again with --seed ${o.seed}.`);
  }
  if (stopped) console.log(`stopped after ${files.length} failures (--max-failures ${o.maxFailures})`);
  console.log(`fuzz: ${games - failures} passed, ${failures} failed`);
  return failures > 0 ? 1 : 0;
}

function recheck(file: string): number {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { config?: GameConfig; actions?: Action[]; failure?: { message?: string } };
  if (!raw.config || !Array.isArray(raw.actions)) throw new UsageError(`${file} is not a replay file { config, actions }`);
  if (raw.failure?.message) console.log(`recorded failure: ${raw.failure.message.split('\n')[0]}`);
  const v = recheckRecord(raw.config, raw.actions);
  if (v === null) {
    console.log(`${file}: ${raw.actions.length} actions replayed through the public API, every check holds`);
    return 0;
  }
  console.log(`${file}: fails ${v.where}:\n${v.message}`);
  return 1;
}

async function main(): Promise<void> {
  let o: Options | null;
  try {
    o = parse(process.argv.slice(2));
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(`fuzz: ${e.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (o === null) {
    console.log(USAGE);
    return;
  }
  process.exitCode = o.replay !== null ? recheck(o.replay) : await fuzz(o);
}

if (isMainThread) await main();
