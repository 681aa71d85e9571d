/**
 * The bots' ladder (`npm run ladder`, issue 25): how often `ismctsBot` wins, with 95% Wilson
 * intervals. Not a test: it prints figures (and a Markdown table for docs/bots.md) and exits 0.
 *
 *   npm run ladder -- [--games N] [--first-seed S] [--iterations K | --ms M] [--mix NAME,...]
 *                     [--jobs J] [--workers W] [--mc-playouts P] [--horizon H] [--rollout random|greedy]
 *                     [--c-puct C] [--vp-scale V] [--out FILE]
 *   npm run ladder -- --report FILE...   # the tables of games saved with --out (partial runs too)
 *
 * Mixes (every game on the simulator, seeded: game g uses seed S + g, the same seeds for every mix):
 *  - greedy3: ismcts against 3 greedyBots, 4 players; ismcts takes seat A, B, C, D in turn
 *    (seed mod 4). Par is 25%.
 *  - mixed: ismcts, greedyBot and the examples' Monte-Carlo bot (`--mc-playouts`, default 32) at a
 *    3-player table, the seats rotated through all 6 orders (seed mod 6). Par is 33%.
 *  - solo-quick / solo-lookahead: ismcts as Blackbeard in solitaire (19.0) against the quick or the
 *    look-ahead System Player: wins, Retirements with 130 VP or more, deaths (19.9).
 * A shared first place counts as a fraction (1/k of a win for each of k winners).
 *
 * Defaults: 400 games, seeds 1-400, 200 iterations a decision. `--ms 200` plays on a time budget
 * instead (not reproducible). `--jobs J` plays the games in J child processes (J cores);
 * `--workers W` runs each ismcts decision root-parallel on W worker threads (src/cli/workers.ts),
 * the "200 ms a decision on 2 workers" is `--ms 200 --workers 2`. `--out FILE` appends each
 * game's outcome to FILE as it ends (one JSON line), so a run cut short still counts;
 * `--report FILE...` prints the tables from such files.
 */
import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { createGame, createSimulator, greedyBot, ismctsBot, ismctsBotAsync, PLAYER_IDS, type Action, type AsyncBot, type Bot, type IsmctsOptions, type PlayerId, type SearchWorker } from '../src/index.js';
import { nodeSearchWorkers, serveIfSearchWorker } from '../src/cli/workers.js';
import { END_REASONS } from '../src/solo/end.js';
import { monteCarloBot } from '../examples/bots/monte-carlo.js';

const MIXES = ['greedy3', 'mixed', 'solo-quick', 'solo-lookahead'] as const;
type Mix = (typeof MIXES)[number];

function flag(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const num = (name: string, d: number): number => (flag(name) === undefined ? d : Number(flag(name)));

const GAMES = num('games', 400);
const FIRST = num('first-seed', 1);
const JOBS = num('jobs', 1);
const WORKERS = num('workers', 0);
let pool: SearchWorker[] | null = null;
const MC_PLAYOUTS = num('mc-playouts', 32);
const mixes = (flag('mix') ?? MIXES.join(',')).split(',') as Mix[];
const botOptions: IsmctsOptions = {
  ...(flag('ms') !== undefined ? { ms: num('ms', 200) } : { iterations: num('iterations', 200) }),
  ...(flag('horizon') !== undefined ? { horizon: num('horizon', 2) } : {}),
  ...(flag('c-puct') !== undefined ? { cPuct: num('c-puct', 1.5) } : {}),
  ...(flag('vp-scale') !== undefined ? { vpScale: num('vp-scale', 20) } : {}),
  ...(flag('rollout') !== undefined ? { rollout: flag('rollout') as 'random' | 'greedy' } : {}),
};

/** The outcome of one game for each bot kind at the table. */
interface GameOut {
  seed: number;
  mix: Mix;
  options: IsmctsOptions;
  /** Win share by bot name (1/k for a k-way shared first place). */
  share: Record<string, number>;
  reason: string;
  vp: Record<string, number>;
  /** ms spent by ismcts per decision with a choice. */
  ismctsMs: number[];
}

function botSeed(seed: number, k: number): number {
  return (Math.imul(seed | 0, 0x9e3779b1) ^ Math.imul(k + 1, 0x5bd1e995)) | 0;
}

async function play(mix: Mix, seed: number): Promise<GameOut> {
  const solo = mix === 'solo-quick' || mix === 'solo-lookahead';
  const names: string[] = solo ? ['ismcts'] : mix === 'greedy3' ? ['ismcts', 'greedy', 'greedy', 'greedy'] : ['ismcts', 'greedy', `mc${MC_PLAYOUTS}`];
  const players = solo ? 1 : names.length;
  // Seats rotated: greedy3 puts ismcts at seat seed mod 4; mixed walks the 6 orders of 3 bots.
  const PERMS = [[0, 1, 2], [1, 2, 0], [2, 0, 1], [0, 2, 1], [2, 1, 0], [1, 0, 2]];
  const seatOf: string[] = [];
  if (solo) seatOf.push('ismcts');
  else if (mix === 'greedy3') for (let i = 0; i < 4; i++) seatOf.push(i === seed % 4 ? 'ismcts' : 'greedy');
  else for (const i of PERMS[seed % 6] as number[]) seatOf.push(names[i] as string);
  const options = solo ? { solitaireSystemPlayer: mix === 'solo-quick' ? ('quick' as const) : ('lookahead' as const) } : undefined;
  const sim = createSimulator(createGame({ players, seed, ...(options ? { options } : {}) }));
  const bots: Record<string, Bot | AsyncBot> = {};
  const ismctsMs: number[] = [];
  seatOf.forEach((name, i) => {
    const id = PLAYER_IDS[i] as PlayerId;
    if (name === 'ismcts') {
      const b: Bot | AsyncBot = WORKERS > 0 ? ismctsBotAsync({ ...botOptions, seed: botSeed(seed, i), workers: (pool ??= nodeSearchWorkers(WORKERS)) }) : ismctsBot({ ...botOptions, seed: botSeed(seed, i) });
      bots[id] = async (s, p, legal) => {
        const t = performance.now();
        const a = await b(s, p, legal);
        if ((legal?.length ?? 2) > 1) ismctsMs.push(performance.now() - t);
        return a;
      };
    } else if (name === 'greedy') bots[id] = greedyBot();
    else bots[id] = monteCarloBot(botSeed(seed, i), MC_PLAYOUTS);
  });
  let steps = 0;
  while (!sim.isOver()) {
    const who = sim.decider();
    if (who === null) throw new Error(`seed ${seed}: stopped at a chance node`);
    const legal = sim.legalActions();
    const a: Action = legal.length === 1 ? (legal[0] as Action) : await (bots[who] as Bot | AsyncBot)(sim.state, who, legal);
    sim.apply(a);
    if (++steps > 100_000) throw new Error(`seed ${seed}: no end`);
  }
  const r = sim.result();
  const share: Record<string, number> = {};
  const vp: Record<string, number> = {};
  for (const n of new Set(solo ? ['ismcts'] : seatOf)) share[n] = 0;
  if (solo) share['ismcts'] = r.winners.includes('A') ? 1 / r.winners.length : 0;
  else for (const w of r.winners) share[seatOf[PLAYER_IDS.indexOf(w)] as string]! += 1 / r.winners.length;
  for (const st of r.standings) {
    const n = solo ? (st.player === 'A' ? 'ismcts' : 'sp') : (seatOf[PLAYER_IDS.indexOf(st.player)] as string);
    vp[n] = Math.max(vp[n] ?? 0, st.vp);
  }
  const out: GameOut = { seed, mix, options: botOptions, share, reason: r.reason ?? '', vp, ismctsMs };
  const file = flag('out');
  if (file !== undefined) appendFileSync(file, JSON.stringify(out) + '\n');
  return out;
}

/** 95% Wilson score interval of k successes in n trials (k may be fractional: shared firsts). */
export function wilson(k: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = p + (z * z) / (2 * n);
  const h = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  // Clamped: at k = 0 or k = n rounding can put an end a hair outside [0, 1] (a printed -0.0).
  return [Math.max(0, (c - h) / d), Math.min(1, (c + h) / d)];
}

const pct = (x: number): string => (100 * x).toFixed(1);

function report(mix: Mix, outs: GameOut[]): void {
  const n = outs.length;
  const botOptions = outs[0]?.options ?? {};
  const ms = outs.flatMap((o) => o.ismctsMs).sort((a, b) => a - b);
  const med = ms[Math.floor(ms.length / 2)] ?? 0;
  const mean = ms.reduce((a, b) => a + b, 0) / Math.max(1, ms.length);
  console.log(`\n## ${mix}: ${n} games, seeds ${outs[0]?.seed}-${outs[n - 1]?.seed}, ismcts ${JSON.stringify(botOptions)}`);
  console.log(`| Bot | Win % | 95% interval | mean best VP |`);
  console.log(`|---|---|---|---|`);
  const names = Object.keys(outs[0]?.share ?? {});
  for (const name of names) {
    const k = outs.reduce((a, o) => a + (o.share[name] ?? 0), 0);
    const [lo, hi] = wilson(k, n);
    const vp = outs.reduce((a, o) => a + (o.vp[name] ?? 0), 0) / n;
    console.log(`| ${name} | ${pct(k / n)} | [${pct(lo)}, ${pct(hi)}] | ${vp.toFixed(1)} |`);
  }
  if (mix.startsWith('solo')) {
    const count = (r: string): number => outs.filter((o) => o.reason === r).length;
    const retired = count(END_REASONS.retired);
    console.log(`Ends: Retired with 130+ VP ${retired}, Retired short ${count(END_REASONS.retiredShort)}, killed ${count(END_REASONS.killed)} (${pct(count(END_REASONS.killed) / n)}%), SP 100 VP ${count(END_REASONS.spVp)}, SP gone ${count(END_REASONS.spGone)}, General Pardon ${outs.filter((o) => o.reason.startsWith('The General Pardon')).length}; best Blackbeard VP ${Math.max(...outs.map((o) => o.vp['ismcts'] ?? 0))}`);
  }
  console.log(`ismcts time per decision with a choice: median ${med.toFixed(0)} ms, mean ${mean.toFixed(0)} ms (${ms.length} decisions)`);
}

async function main(): Promise<void> {
  const reportAt = process.argv.indexOf('--report');
  if (reportAt >= 0) {
    const games = process.argv.slice(reportAt + 1).flatMap((f) => readFileSync(f, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as GameOut));
    for (const mix of MIXES) {
      const outs = games.filter((g) => g.mix === mix).sort((a, b) => a.seed - b.seed);
      if (outs.length > 0) report(mix, outs);
    }
    return;
  }
  const child = flag('child');
  if (child !== undefined) {
    // A child process: play the given seeds of one mix, one JSON line per game.
    const [mix, from, to] = child.split(':') as [Mix, string, string];
    for (let seed = Number(from); seed <= Number(to); seed++) {
      process.stdout.write(JSON.stringify(await play(mix, seed)) + '\n');
      process.stderr.write(`${mix} seed ${seed} done\n`);
    }
    return;
  }
  for (const mix of mixes) {
    const t0 = performance.now();
    let outs: GameOut[] = [];
    if (JOBS <= 1)
      for (let g = 0; g < GAMES; g++) {
        outs.push(await play(mix, FIRST + g));
        process.stderr.write(`${mix} seed ${FIRST + g} done\n`);
      }
    else {
      const per = Math.ceil(GAMES / JOBS);
      const runs: Promise<GameOut[]>[] = [];
      for (let j = 0; j < JOBS; j++) {
        const from = FIRST + j * per;
        const to = Math.min(FIRST + GAMES - 1, from + per - 1);
        if (from > to) continue;
        runs.push(
          new Promise((resolve, reject) => {
            const p = spawn(process.execPath, [fileURLToPath(import.meta.url), ...process.argv.slice(2), '--child', `${mix}:${from}:${to}`], { stdio: ['ignore', 'pipe', 'inherit'] });
            let out = '';
            p.stdout.on('data', (d: Buffer) => (out += d.toString()));
            p.on('exit', (code) => (code === 0 ? resolve(out.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as GameOut)) : reject(new Error(`child exit ${code}`))));
          }),
        );
      }
      outs = (await Promise.all(runs)).flat().sort((a, b) => a.seed - b.seed);
    }
    report(mix, outs);
    console.log(`(${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  }
}

// A worker thread of --workers runs this same file: it only serves searches.
if (!serveIfSearchWorker()) void main().then(() => {
  for (const w of pool ?? []) w.terminate?.();
});
