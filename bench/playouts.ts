/**
 * Playout benchmark (`npm run bench`). Timing belongs here, not in the tests: this script reports
 * figures and PASS/FAIL marks against the targets but always exits 0.
 *
 * A "step" is one `apply` of a player decision (in seeded mode the chance nodes that follow it are
 * resolved inside that apply). Every mode plays the same games: same game seeds, same bot seeds,
 * and the bot picks from the same legal-action lists, so the step counts must agree (checked).
 *
 * Method. Each mode runs in its own Node process (this script, re-run with `--child MODE`), so one
 * mode's objects and compiled code cannot slow another: measured, the simulator ran about 20%
 * slower after the public mode had run in the same process. Each mode first warms up for
 * BENCH_WARMUP_S seconds on other seeds (V8 keeps optimizing the rules for several seconds: the
 * simulator's first 50 games run at about a sixth of its settled speed, printed as "cold", and its
 * first timed pass is still 5-10% below the later ones), then times BENCH_REPEATS passes over the
 * seeds and reports the median pass, with every pass shown. The figure is the settled throughput
 * of a long-running process (a bot searching for minutes), not that of a short script.
 *
 * Sizes (environment variables):
 *   BENCH_GAMES         4-player games per timed pass (public, simulator, baseline); default 200
 *   BENCH_REPEATS       timed passes per mode (the median is reported); default 5
 *   BENCH_WARMUP_S      seconds of warm-up per mode before timing; default 5
 *   BENCH_MEMORY_GAMES  simulator games for the peak-memory run; default 1000
 *   BENCH_SIZE_GAMES    5-player games whose mid-game state is serialized; default 10
 *   BENCH_SOLO_GAMES    solitaire games per timed pass; default 200 (a pass of about a second)
 *   BENCH_SEARCH_N      repetitions of each search primitive; default 2000
 *   BENCH_ISMCTS_DECISIONS  decisions timed for greedyBot and ismctsBot; default 40
 *   BENCH_ONLY=search   run only the search section
 *
 * Solitaire (19.0) has its own line: a random Blackbeard against the System Player through the
 * public `apply`, where the System Player (src/solo/choose.ts; the quick one by default) decides
 * inside every `apply` that hands it the turn. Same method (own process, warm-up, median of the passes); it
 * prints games/s, ms per game and the p50 / p99 / max latency of one `apply` over the median pass.
 */
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import {
  apply,
  createGame,
  createSimulator,
  determinize,
  greedyBot,
  ismctsBot,
  legalActions,
  pending,
  playForced,
  randomBot,
  result,
  rollout,
  sampleChance,
  serialize,
  simulatorFromView,
  soloOutlook,
  view,
  type GameState,
  type PlayerId,
} from '../src/index.js';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
// The baseline runs the kernel's own step function on a deep clone; it is not public API.
import { engine } from '../src/api/engine.js';
import { componentsOf } from '../src/actions/ctx.js';

function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`${name} must be a positive integer (got '${raw}'); using ${fallback}`);
    return fallback;
  }
  return n;
}

const GAMES = envInt('BENCH_GAMES', 200);
const MEMORY_GAMES = envInt('BENCH_MEMORY_GAMES', 1000);
const SIZE_GAMES = envInt('BENCH_SIZE_GAMES', 10);
const SOLO_GAMES = envInt('BENCH_SOLO_GAMES', 200);
const REPEATS = envInt('BENCH_REPEATS', 5);
const WARMUP_MS = envInt('BENCH_WARMUP_S', 5) * 1000;
const SEARCH_N = envInt('BENCH_SEARCH_N', 2000);
const ISMCTS_DECISIONS = envInt('BENCH_ISMCTS_DECISIONS', 40);
const PLAYERS = 4;
const COLD_GAMES = 50;
const MAX_STEPS = 100_000;

const TARGET_PUBLIC = 20_000;
const TARGET_SIMULATOR = 300_000;
const TARGET_PUBLIC_VS_BASELINE = 2;
const TARGET_SAVE_BYTES = 64 * 1024;
const TARGET_SOLO_GAME_MS = 5;
const TARGET_SOLO_P99_MS = 1;

/** Same derivation as the CLI, so `blackbeard simulate --seed S` plays bench game S (4 players). */
function botSeed(seed: number): number {
  return (Math.imul(seed | 0, 0x9e3779b1) ^ 0x5bd1e995) | 0;
}

interface GameRun {
  steps: number;
  /** Time spent in the decision loop (ms), setup excluded. */
  loopMs: number;
  /** Time including createGame (and createSimulator) (ms). */
  totalMs: number;
  /** Fingerprint of the outcome, to check that all modes played the same game. */
  outcome: string;
  /** Solitaire only: the time of every `apply` (ms). */
  applyMs?: number[];
}

function fingerprint(s: GameState, steps: number): string {
  const r = result(s);
  return `${steps}:${r.standings.map((x) => `${x.player}${x.vp}`).join(',')}`;
}

/** Public API: randomBot over legalActions, pure apply (working copy, zod, legality check). */
function playPublic(seed: number, players = PLAYERS): GameRun {
  const t0 = performance.now();
  let s = createGame({ players, seed });
  const bot = randomBot(botSeed(seed));
  const t1 = performance.now();
  let steps = 0;
  for (;;) {
    const p = pending(s);
    if (p.kind !== 'decision') break;
    const a = bot(s, p.player, legalActions(s, p.player));
    s = apply(s, a).state;
    if (++steps > MAX_STEPS) throw new Error(`seed ${seed}: no end after ${MAX_STEPS} steps`);
  }
  const t2 = performance.now();
  if (!s.over) throw new Error(`seed ${seed}: stopped before the end (${pending(s).kind})`);
  return { steps, loopMs: t2 - t1, totalMs: t2 - t0, outcome: fingerprint(s, steps) };
}

/** The fast path: createSimulator(state), bot over sim.legalActions(), sim.apply in place. */
function playSimulator(seed: number, players = PLAYERS, onStep?: () => void): GameRun {
  const t0 = performance.now();
  const sim = createSimulator(createGame({ players, seed }));
  const bot = randomBot(botSeed(seed));
  const t1 = performance.now();
  let steps = 0;
  while (!sim.isOver()) {
    const player = sim.decider();
    if (player === null) break;
    sim.apply(bot(sim.state, player, sim.legalActions()));
    if (++steps > MAX_STEPS) throw new Error(`seed ${seed}: no end after ${MAX_STEPS} steps`);
    onStep?.();
  }
  const t2 = performance.now();
  if (!sim.isOver()) throw new Error(`seed ${seed}: the simulator stopped before the end`);
  return { steps, loopMs: t2 - t1, totalMs: t2 - t0, outcome: fingerprint(sim.state, steps) };
}

/** Solitaire (19.0): a random Blackbeard against the System Player, through the public `apply`. */
function playSolitaire(seed: number): GameRun {
  const t0 = performance.now();
  let s = createGame({ players: 1, seed });
  const bot = randomBot(botSeed(seed));
  const applyMs: number[] = [];
  const t1 = performance.now();
  let steps = 0;
  for (;;) {
    const p = pending(s);
    if (p.kind !== 'decision') break;
    const a = bot(s, p.player, legalActions(s, p.player));
    const before = performance.now();
    s = apply(s, a).state;
    applyMs.push(performance.now() - before);
    if (++steps > MAX_STEPS) throw new Error(`seed ${seed}: no end after ${MAX_STEPS} steps`);
  }
  const t2 = performance.now();
  if (!s.over) throw new Error(`seed ${seed}: stopped before the end (${pending(s).kind})`);
  return { steps, loopMs: t2 - t1, totalMs: t2 - t0, outcome: fingerprint(s, steps), applyMs };
}

/**
 * Baseline: immutability by brute force. Per step: deep-clone the state with
 * JSON.parse(JSON.stringify(state)), then run the same rule functions on the clone (the kernel's
 * `step`, exactly what the simulator runs), with no legality check.
 */
function playBaseline(seed: number, players = PLAYERS): GameRun {
  const t0 = performance.now();
  let s = createGame({ players, seed });
  const ix = componentsOf(s);
  const bot = randomBot(botSeed(seed));
  const t1 = performance.now();
  let steps = 0;
  for (;;) {
    const p = pending(s);
    if (p.kind !== 'decision') break;
    const a = bot(s, p.player, legalActions(s, p.player));
    const next = JSON.parse(JSON.stringify(s)) as GameState;
    engine.step({ s: next, events: [], ix, owned: null }, a);
    s = next;
    if (++steps > MAX_STEPS) throw new Error(`seed ${seed}: no end after ${MAX_STEPS} steps`);
  }
  const t2 = performance.now();
  if (!s.over) throw new Error(`seed ${seed}: stopped before the end (${pending(s).kind})`);
  return { steps, loopMs: t2 - t1, totalMs: t2 - t0, outcome: fingerprint(s, steps) };
}

/** What a child process reports for one timed mode. */
interface ModeResult {
  name: string;
  /** steps/s of every timed pass, in the order run; the fields below are the median pass's. */
  passes: number[];
  /** steps/s over the first COLD_GAMES warm-up games, before V8 has optimized much. */
  cold: number;
  games: number;
  steps: number;
  loopMs: number;
  totalMs: number;
  outcomes: [number, string][];
  failures: { seed: number; error: string }[];
  /** Solitaire only: `apply` latencies of the median pass (ms): p50, p99, max. */
  latency?: { p50: number; p99: number; max: number };
}

function stepsPerSec(r: { steps: number; loopMs: number }): number {
  return r.loopMs > 0 ? (r.steps / r.loopMs) * 1000 : 0;
}
const gamesPerSec = (r: ModeResult): number => (r.totalMs > 0 ? (r.games / r.totalMs) * 1000 : 0);

/**
 * Warm up for WARMUP_MS on other seeds (and at least `coldGames` games, the "cold" figure), then
 * REPEATS timed passes over `seeds`; the median pass.
 */
function runMode(name: string, seeds: readonly number[], play: (seed: number) => GameRun, repeats = REPEATS, warmupMs = WARMUP_MS, coldGames = COLD_GAMES): ModeResult {
  const warmStart = performance.now();
  const cold = { steps: 0, loopMs: 0 };
  for (let i = 1; i <= coldGames || performance.now() - warmStart < warmupMs; i++) {
    try {
      const g = play(1_000_000 + i);
      if (i <= coldGames) {
        cold.steps += g.steps;
        cold.loopMs += g.loopMs;
      }
    } catch {
      // a failing game shows up again in the timed passes
    }
  }
  const passes: Omit<ModeResult, 'passes' | 'cold'>[] = [];
  for (let k = 0; k < repeats; k++) {
    const r: Omit<ModeResult, 'passes' | 'cold'> = { name, games: 0, steps: 0, loopMs: 0, totalMs: 0, outcomes: [], failures: [] };
    const applyMs: number[] = [];
    for (const seed of seeds) {
      try {
        const g = play(seed);
        r.games++;
        r.steps += g.steps;
        r.loopMs += g.loopMs;
        r.totalMs += g.totalMs;
        r.outcomes.push([seed, g.outcome]);
        if (g.applyMs) for (const t of g.applyMs) applyMs.push(t);
      } catch (e) {
        r.failures.push({ seed, error: (e as Error).message.split('\n')[0] ?? String(e) });
      }
    }
    if (applyMs.length > 0) {
      applyMs.sort((a, b) => a - b);
      const at = (q: number): number => applyMs[Math.min(applyMs.length - 1, Math.floor(q * applyMs.length))] ?? 0;
      r.latency = { p50: at(0.5), p99: at(0.99), max: applyMs[applyMs.length - 1] ?? 0 };
    }
    passes.push(r);
  }
  const sorted = [...passes].sort((a, b) => stepsPerSec(a) - stepsPerSec(b));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('BENCH_REPEATS must be at least 1');
  return { ...median, passes: passes.map(stepsPerSec), cold: stepsPerSec(cold) };
}

const fmt = (n: number, digits = 0): string => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const mb = (bytes: number): string => `${fmt(bytes / 1024 / 1024, 1)} MB`;
const pad = (s: string, n: number): string => s.padEnd(n);
const lpad = (s: string, n: number): string => s.padStart(n);

/** A 5-player game stopped after about half its steps, serialized. */
function midGameSaveBytes(seed: number): number {
  const full = playSimulator(seed, 5);
  const half = Math.floor(full.steps / 2);
  const sim = createSimulator(createGame({ players: 5, seed }));
  const bot = randomBot(botSeed(seed));
  for (let i = 0; i < half; i++) {
    const player = sim.decider();
    if (player === null) break;
    sim.apply(bot(sim.state, player, sim.legalActions()));
  }
  return Buffer.byteLength(serialize(sim.state), 'utf8');
}

interface MemoryResult {
  run: ModeResult;
  before: NodeJS.MemoryUsage;
  peakRss: number;
  peakHeap: number;
}

/** Peak memory over many simulator games, sampled every 64 steps (no warm-up, one pass). */
function memoryRun(): MemoryResult {
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  let memSteps = 0;
  const sample = (): void => {
    if (++memSteps % 64 !== 0) return;
    const m = process.memoryUsage();
    if (m.rss > peakRss) peakRss = m.rss;
    if (m.heapUsed > peakHeap) peakHeap = m.heapUsed;
  };
  const seeds = Array.from({ length: MEMORY_GAMES }, (_, i) => 10_001 + i);
  const run = runMode('simulator (memory run)', seeds, (s) => playSimulator(s, PLAYERS, sample), 1, 0);
  const after = process.memoryUsage();
  return { run, before, peakRss: Math.max(peakRss, after.rss), peakHeap: Math.max(peakHeap, after.heapUsed) };
}

type ChildMode = 'public' | 'simulator' | 'baseline' | 'solitaire' | 'memory' | 'size' | 'search';

/** A mid-game position: `steps` random decisions into a seeded game (its own JSON copy). */
function midGame(seed: number, players: number, steps: number): GameState {
  const sim = createSimulator(createGame({ players, seed }));
  const bot = randomBot(botSeed(seed));
  for (let i = 0; i < steps && !sim.isOver(); i++) {
    const who = sim.decider();
    if (who === null) break;
    sim.apply(bot(sim.state, who, sim.legalActions()));
  }
  return JSON.parse(JSON.stringify({ ...sim.state, components: null })) as GameState;
}

/** One line of the search section: µs per call, median of REPEATS passes after a warm-up pass. */
interface SearchLine {
  name: string;
  us: number;
}

/**
 * The search primitives (issue 25, docs/bots.md "Search primitives"), each timed on 20 mid-game
 * 4-player positions (150 random decisions in), before (the old way) and after, then the time of
 * one decision of greedyBot and ismctsBot.
 */
function searchRun(): { lines: SearchLine[]; decisions: { name: string; median: number; mean: number; n: number }[] } {
  const states = Array.from({ length: 20 }, (_, i) => midGame(i + 1, PLAYERS, 150));
  const views = states.map((s) => view(s, pending(s).kind === 'decision' ? (pending(s) as { player: PlayerId }).player : s.turn.player));
  const soloStates = Array.from({ length: 20 }, (_, i) => midGame(i + 1, 1, 60));
  const lines: SearchLine[] = [];
  const time = (name: string, f: (i: number) => void, n = SEARCH_N): void => {
    const passes: number[] = [];
    for (let r = 0; r <= REPEATS; r++) {
      const t = performance.now();
      for (let i = 0; i < n; i++) f(i);
      if (r > 0) passes.push(((performance.now() - t) * 1000) / n);
    }
    passes.sort((a, b) => a - b);
    lines.push({ name, us: passes[Math.floor(passes.length / 2)] ?? 0 });
  };
  time('before: determinize + createSimulator', (i) => createSimulator(determinize(views[i % 20]!, i)));
  time('after: simulatorFromView', (i) => simulatorFromView(views[i % 20]!, i));
  time('after: simulatorFromView, check: false', (i) => simulatorFromView(views[i % 20]!, i, { check: false }));
  time('before: createSimulator (a copy)', (i) => createSimulator(states[i % 20]!));
  const sims = states.map((s) => {
    const x = createSimulator(s);
    x.mark();
    return x;
  });
  time('after: sim.restore()', (i) => sims[i % 20]!.restore(), SEARCH_N * 10);
  const g = xoroshiro128plus(1);
  time('before: copy + 30-step random rollout', (i) => void rollout(createSimulator(states[i % 20]!), { g, maxSteps: 30 }));
  time('after: restore + 30-step random rollout', (i) => {
    const x = sims[i % 20]!;
    x.restore();
    rollout(x, { g, maxSteps: 30 });
  });
  time('rollout to the horizon (1 Player-Turn)', (i) => {
    const x = sims[i % 20]!;
    x.restore();
    rollout(x, { g, turns: 1 });
  }, Math.max(1, SEARCH_N / 4));
  time('playForced (restore, then forced steps)', (i) => {
    const x = sims[i % 20]!;
    x.restore();
    playForced(x, g);
  });
  const chanceSims = views.map((v, i) => {
    const x = simulatorFromView(v, i);
    playForced(x);
    while (!x.isOver() && x.decider() !== null) {
      x.apply(x.legalActions()[0]!);
      playForced(x);
    }
    return x;
  });
  time('sampleChance (exact chanceOutcomes)', (i) => void sampleChance(chanceSims[i % 20]!.state, g));
  time('soloOutlook (solitaire, 60 decisions in)', (i) => void soloOutlook(soloStates[i % 20]!));
  // One decision of each bot, over the first decisions with a real choice of game 1 (a greedy game).
  const decisions: { name: string; median: number; mean: number; n: number }[] = [];
  const bots: [string, ReturnType<typeof greedyBot>][] = [
    ['greedyBot', greedyBot()],
    ['ismctsBot, 100 iterations', ismctsBot({ seed: 1, iterations: 100 })],
  ];
  for (const [name, bot] of bots) {
    const sim = createSimulator(createGame({ players: PLAYERS, seed: 1 }));
    const greedy = greedyBot();
    const ms: number[] = [];
    while (!sim.isOver() && ms.length < ISMCTS_DECISIONS) {
      const who = sim.decider() as PlayerId;
      const legal = sim.legalActions();
      if (legal.length > 1 && who === 'A') {
        const t = performance.now();
        bot(sim.state, who, legal);
        ms.push(performance.now() - t);
      }
      sim.apply(legal.length > 1 ? greedy(sim.state, who, legal) : legal[0]!);
    }
    ms.sort((a, b) => a - b);
    decisions.push({ name, median: ms[Math.floor(ms.length / 2)] ?? 0, mean: ms.reduce((a, b) => a + b, 0) / Math.max(1, ms.length), n: ms.length });
  }
  return { lines, decisions };
}

function printSearch(): void {
  const r = inChild<ReturnType<typeof searchRun>>('search');
  console.log(`Search primitives (issue 25), 20 mid-game ${PLAYERS}-player positions, median of ${REPEATS} passes of ${SEARCH_N} (BENCH_SEARCH_N):`);
  for (const l of r.lines) console.log(`  ${pad(l.name, 46)}${lpad(fmt(l.us, 1), 9)} µs`);
  for (const d of r.decisions) console.log(`  one decision, ${pad(d.name, 31)}median ${fmt(d.median, 1)} ms, mean ${fmt(d.mean, 1)} ms (${d.n} decisions of seat A in game 1)`);
}

/** The work of one child process; its result goes to stdout as one JSON line. */
function child(mode: ChildMode): unknown {
  const seeds = Array.from({ length: GAMES }, (_, i) => i + 1);
  switch (mode) {
    case 'public':
      return runMode('public apply', seeds, (s) => playPublic(s));
    case 'simulator':
      return runMode('simulator', seeds, (s) => playSimulator(s));
    case 'baseline':
      return runMode('baseline (JSON clone/step)', seeds, (s) => playBaseline(s));
    case 'solitaire':
      return runMode(
        'solitaire (public apply)',
        Array.from({ length: SOLO_GAMES }, (_, i) => i + 1),
        (s) => playSolitaire(s),
        REPEATS,
        WARMUP_MS,
        // The warm-up is time only.
        1,
      );
    case 'memory':
      return memoryRun();
    case 'search':
      return searchRun();
    case 'size': {
      const sizes: number[] = [];
      const failures: string[] = [];
      for (let seed = 1; seed <= SIZE_GAMES; seed++) {
        try {
          sizes.push(midGameSaveBytes(seed));
        } catch (e) {
          failures.push(`seed ${seed}: ${(e as Error).message.split('\n')[0]}`);
        }
      }
      return { sizes, failures };
    }
  }
}

/** Run one mode in a fresh Node process (same flags and environment) and parse its result. */
function inChild<T>(mode: ChildMode): T {
  const script = fileURLToPath(import.meta.url);
  const r = spawnSync(process.execPath, [...process.execArgv, script, '--child', mode], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`bench child '${mode}' failed (exit ${r.status}):\n${r.stderr}`);
  const line = r.stdout.trim().split('\n').pop() ?? '';
  return JSON.parse(line) as T;
}

function main(): void {
  const started = performance.now();
  if (process.env['BENCH_ONLY'] === 'search') {
    printSearch();
    return;
  }
  console.log(`Blackbeard playout bench: ${PLAYERS}-player random games, seeds 1-${GAMES} (BENCH_GAMES)`);
  console.log('Figures are wall-clock on a possibly shared machine: compare runs on the same machine only.');
  console.log(`Node ${process.version}, ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ${os.platform()}-${os.arch()}`);
  const env = process.env['NODE_ENV'] === 'production' ? 'production (states not frozen)' : 'development (every new state deep-frozen)';
  console.log(`NODE_ENV: ${env}; \`npm run bench\` = production, \`npm run bench:dev\` = development`);
  console.log(`Each mode in its own process: ${WARMUP_MS / 1000} s warm-up (BENCH_WARMUP_S), then ${REPEATS} timed passes (BENCH_REPEATS), median reported.`);
  console.log('');

  const pub = inChild<ModeResult>('public');
  const sim = inChild<ModeResult>('simulator');
  const base = inChild<ModeResult>('baseline');

  console.log(`${pad('mode', 28)}${lpad('games', 7)}${lpad('steps', 10)}${lpad('loop s', 9)}${lpad('steps/s', 12)}${lpad('games/s', 10)}${lpad('cold', 10)}   passes (steps/s)`);
  for (const r of [pub, sim, base]) {
    console.log(
      `${pad(r.name, 28)}${lpad(fmt(r.games), 7)}${lpad(fmt(r.steps), 10)}${lpad(fmt(r.loopMs / 1000, 2), 9)}${lpad(fmt(stepsPerSec(r)), 12)}${lpad(fmt(gamesPerSec(r), 1), 10)}${lpad(fmt(r.cold), 10)}   ${r.passes.map((x) => fmt(x)).join(' / ')}`,
    );
  }
  console.log(`(steps/s: decision loop only, median pass; games/s: including createGame / createSimulator; cold: the first ${COLD_GAMES} warm-up games)`);
  console.log(`Steps per game: ${fmt(pub.games ? pub.steps / pub.games : 0, 1)}`);

  // Same games in every mode?
  const mismatches: string[] = [];
  const pubOutcomes = new Map(pub.outcomes);
  for (const r of [sim, base]) {
    for (const [seed, b] of r.outcomes) {
      const a = pubOutcomes.get(seed);
      if (a !== undefined && a !== b) mismatches.push(`seed ${seed}: public ${a} vs ${r.name} ${b}`);
    }
  }
  console.log(mismatches.length ? `WARNING: the modes played different games:\n  ${mismatches.slice(0, 5).join('\n  ')}` : 'Check: all modes played identical games (same steps and final VP per seed).');
  for (const r of [pub, sim, base]) {
    for (const f of r.failures.slice(0, 5)) console.log(`FAILED (${r.name}) seed ${f.seed}: ${f.error}`);
  }

  const publicVsBaseline = stepsPerSec(base) > 0 ? stepsPerSec(pub) / stepsPerSec(base) : 0;
  const simVsPublic = stepsPerSec(pub) > 0 ? stepsPerSec(sim) / stepsPerSec(pub) : 0;
  console.log('');
  console.log(`Ratios: public/baseline = ${fmt(publicVsBaseline, 2)}x, simulator/public = ${fmt(simVsPublic, 1)}x`);

  // Solitaire: the System Player decides inside `apply`.
  const solo = inChild<ModeResult>('solitaire');
  const soloMsPerGame = solo.games > 0 ? solo.totalMs / solo.games : 0;
  const lat = solo.latency ?? { p50: 0, p99: 0, max: 0 };
  const soloPasses = solo.passes.map((x) => fmt(x)).join(' / ');
  console.log(
    `Solitaire, seeds 1-${SOLO_GAMES} (BENCH_SOLO_GAMES), public apply: ${fmt(gamesPerSec(solo), 1)} games/s, ${fmt(soloMsPerGame, 1)} ms per game, ` +
      `${fmt(solo.games ? solo.steps / solo.games : 0, 1)} decisions per game; apply p50 ${fmt(lat.p50, 2)} ms, p99 ${fmt(lat.p99, 2)} ms, max ${fmt(lat.max, 1)} ms ` +
      `(passes, steps/s: ${soloPasses})`,
  );
  for (const f of solo.failures.slice(0, 5)) console.log(`FAILED (solitaire) seed ${f.seed}: ${f.error}`);

  // Saved-game size: 5 players, about half way through.
  const { sizes, failures } = inChild<{ sizes: number[]; failures: string[] }>('size');
  for (const f of failures) console.log(`FAILED (save size) ${f}`);
  const maxSize = sizes.length ? Math.max(...sizes) : 0;
  const meanSize = sizes.length ? sizes.reduce((a, b) => a + b, 0) / sizes.length : 0;
  console.log(`Saved game, 5 players at mid-game: max ${fmt(maxSize)} B (${fmt(maxSize / 1024, 1)} KB), mean ${fmt(meanSize)} B over ${sizes.length} games (BENCH_SIZE_GAMES)`);

  // Peak memory over many simulator games, in a fresh process.
  const mem = inChild<MemoryResult>('memory');
  console.log(
    `Memory over ${fmt(mem.run.games)} simulator games (BENCH_MEMORY_GAMES; ${fmt(mem.run.steps)} steps, ${fmt(stepsPerSec(mem.run))} steps/s, no warm-up): ` +
      `peak rss ${mb(mem.peakRss)} (start ${mb(mem.before.rss)}), peak heapUsed ${mb(mem.peakHeap)} (start ${mb(mem.before.heapUsed)})`,
  );
  for (const f of mem.run.failures.slice(0, 5)) console.log(`FAILED (memory run) seed ${f.seed}: ${f.error}`);

  printSearch();

  const mark = (ok: boolean): string => (ok ? 'PASS' : 'FAIL');
  console.log('');
  console.log('Targets (informational: the bench never fails the build)');
  const rows: [string, string, boolean][] = [
    [`public apply >= ${fmt(TARGET_PUBLIC)} steps/s`, `${fmt(stepsPerSec(pub))} steps/s`, stepsPerSec(pub) >= TARGET_PUBLIC],
    [`simulator >= ${fmt(TARGET_SIMULATOR)} steps/s`, `${fmt(stepsPerSec(sim))} steps/s`, stepsPerSec(sim) >= TARGET_SIMULATOR],
    [`public >= ${TARGET_PUBLIC_VS_BASELINE}x baseline`, `${fmt(publicVsBaseline, 2)}x`, publicVsBaseline >= TARGET_PUBLIC_VS_BASELINE],
    [`5-player mid-game save < 64 KB`, `${fmt(maxSize / 1024, 1)} KB`, sizes.length > 0 && maxSize < TARGET_SAVE_BYTES],
    [`solitaire game < ${TARGET_SOLO_GAME_MS} ms`, `${fmt(soloMsPerGame, 1)} ms`, solo.games > 0 && soloMsPerGame < TARGET_SOLO_GAME_MS],
    [`solitaire apply p99 < ${TARGET_SOLO_P99_MS} ms`, `${fmt(lat.p99, 2)} ms`, solo.games > 0 && lat.p99 < TARGET_SOLO_P99_MS],
  ];
  for (const [target, got, ok] of rows) console.log(`  ${mark(ok)}  ${pad(target, 36)}${got}`);
  console.log('');
  console.log(`Bench time: ${fmt((performance.now() - started) / 1000, 1)} s`);
}

const CHILD_MODES: readonly ChildMode[] = ['public', 'simulator', 'baseline', 'solitaire', 'memory', 'size', 'search'];
const childMode = process.argv[2] === '--child' ? process.argv[3] : undefined;
if (childMode !== undefined) {
  if (!CHILD_MODES.includes(childMode as ChildMode)) throw new Error(`unknown bench child mode '${childMode}'`);
  console.log(JSON.stringify(child(childMode as ChildMode)));
} else {
  main();
}
