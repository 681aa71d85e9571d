/**
 * Merchants & Marauders playout benchmark (the M&M line of `npm run bench`, issue 27 point 5).
 * Timing belongs here, not in the tests; the script reports figures and always exits 0.
 *
 * A "step" is one `apply` of a player decision (seeded games resolve the chance nodes inside it).
 * Two modes play the same 4-player random games (same game seeds, same bot seeds): the public
 * `apply` (a new state per step, copy on write) and the simulator (`createSimulator`, in place).
 * Their step counts must agree (checked). As in bench/playouts.ts, each mode runs in its own Node
 * process, warms up on other seeds, then times MM_BENCH_REPEATS passes and reports the median.
 *
 * Sizes (environment variables): MM_BENCH_GAMES 4-player games per pass (default 100),
 * MM_BENCH_REPEATS passes (default 5), MM_BENCH_WARMUP_S seconds of warm-up (default 3).
 */
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { apply, createGame, createSimulator, pending, randomBot, type GameState, type PlayerId } from '../games/merchants-and-marauders/src/index.js';

const GAMES = Number(process.env['MM_BENCH_GAMES'] ?? 100);
const REPEATS = Number(process.env['MM_BENCH_REPEATS'] ?? 5);
const WARMUP_MS = Number(process.env['MM_BENCH_WARMUP_S'] ?? 3) * 1000;
const STEP_CAP = 50_000;

type Mode = 'public' | 'simulator';
interface PassResult {
  steps: number;
  /** Seconds in the decision loop only. */
  loop: number;
  /** Seconds including createGame / createSimulator. */
  total: number;
  /** Steps and winners per seed, to check both modes played the same games. */
  games: string[];
}

const decider = (s: GameState): PlayerId | null => {
  const p = pending(s);
  return p.kind === 'decision' ? p.player : p.kind === 'simultaneous' ? ((p.players[0] as PlayerId | undefined) ?? null) : null;
};

function playPublic(seed: number): { steps: number; loop: number; end: string } {
  let s = createGame({ players: 4, seed });
  const bot = randomBot(seed * 7919);
  const t0 = performance.now();
  let steps = 0;
  for (let who = decider(s); who !== null && steps < STEP_CAP; who = decider(s), steps++) s = apply(s, bot(s, who)).state;
  const loop = performance.now() - t0;
  if (s.over === null) throw new Error(`seed ${seed}: the game did not end`);
  return { steps, loop, end: `${steps}:${s.over.winners.join('')}` };
}

function playSimulator(seed: number): { steps: number; loop: number; end: string } {
  const sim = createSimulator(createGame({ players: 4, seed }));
  const bot = randomBot(seed * 7919);
  const t0 = performance.now();
  let steps = 0;
  for (let who = sim.decider(); who !== null && steps < STEP_CAP; who = sim.decider(), steps++) sim.apply(bot(sim.state, who));
  const loop = performance.now() - t0;
  const over = sim.state.over;
  if (over === null) throw new Error(`seed ${seed}: the game did not end`);
  return { steps, loop, end: `${steps}:${over.winners.join('')}` };
}

function pass(mode: Mode, seeds: readonly number[]): PassResult {
  const play = mode === 'public' ? playPublic : playSimulator;
  const t0 = performance.now();
  let steps = 0;
  let loop = 0;
  const games: string[] = [];
  for (const seed of seeds) {
    const r = play(seed);
    steps += r.steps;
    loop += r.loop;
    games.push(r.end);
  }
  return { steps, loop: loop / 1000, total: (performance.now() - t0) / 1000, games };
}

function child(mode: Mode): { passes: PassResult[] } {
  // Warm-up on other seeds, so V8 has optimized the rules before the timed passes.
  const w0 = performance.now();
  for (let seed = 100_001; performance.now() - w0 < WARMUP_MS; seed++) (mode === 'public' ? playPublic : playSimulator)(seed);
  const seeds = Array.from({ length: GAMES }, (_, i) => i + 1);
  return { passes: Array.from({ length: REPEATS }, () => pass(mode, seeds)) };
}

function inChild(mode: Mode): { passes: PassResult[] } {
  const script = fileURLToPath(import.meta.url);
  const r = spawnSync(process.execPath, [...process.execArgv, script, '--child', mode], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`bench child '${mode}' failed (exit ${r.status}):\n${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop() ?? '') as { passes: PassResult[] };
}

const median = (xs: readonly number[]): number => {
  const v = [...xs].sort((a, b) => a - b);
  return v[Math.floor(v.length / 2)] ?? 0;
};
const fmt = (n: number, d = 0): string => n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });

function main(): void {
  const started = performance.now();
  console.log('');
  console.log(`Merchants & Marauders playout bench: 4-player random games, seeds 1-${GAMES} (MM_BENCH_GAMES), provisional stand-in components`);
  console.log(`Node ${process.version}, ${os.cpus().length} CPU(s), NODE_ENV ${process.env['NODE_ENV'] ?? 'unset'}; each mode in its own process, ${WARMUP_MS / 1000} s warm-up, median of ${REPEATS} passes`);
  const rows: [string, PassResult[]][] = [
    ['public apply', inChild('public').passes],
    ['simulator', inChild('simulator').passes],
  ];
  for (const [name, passes] of rows) {
    const rates = passes.map((p) => p.steps / p.loop);
    const mid = passes[rates.indexOf(median(rates))] as PassResult;
    console.log(`  ${name.padEnd(14)} ${fmt(median(rates)).padStart(9)} steps/s   ${fmt((mid.total * 1000) / GAMES, 1).padStart(7)} ms a game (with createGame)   ${fmt(mid.steps / GAMES, 1)} steps a game   passes: ${rates.map((r) => fmt(r)).join(', ')}`);
  }
  const [a, b] = [rows[0]?.[1][0]?.games ?? [], rows[1]?.[1][0]?.games ?? []];
  console.log(a.join() === b.join() ? '  Check: both modes played identical games (same steps and winners per seed).' : '  WARNING: the modes played different games.');
  console.log(`  M&M bench time: ${fmt((performance.now() - started) / 1000, 1)} s`);
}

const mode = process.argv[2] === '--child' ? process.argv[3] : undefined;
if (mode !== undefined) {
  if (mode !== 'public' && mode !== 'simulator') throw new Error(`unknown mode '${mode}'`);
  console.log(JSON.stringify(child(mode)));
} else main();
