/**
 * `npm run type-cost`: what type-checking costs a user of the package (issue 23 point 5). After
 * `npm run build`, a fixed consumer program of about 60 lines (CONSUMER below: a game loop,
 * events narrowed by type, views, saves, the simulator, a schema) is checked by `tsc
 * --extendedDiagnostics` against the built types (dist/*.d.ts, through the package's `exports`),
 * strict and with `skipLibCheck: false`, as a user's project would. The script prints the
 * diagnostics and fails when one is over its budget (BUDGET below). CI runs it (.ci/run).
 *
 * Types and instantiations are exact (the same on every machine); the time and memory depend on
 * the machine and have looser budgets (`TYPE_COST_TIME_FACTOR=2` doubles the time budget on a
 * loaded machine). See BUDGET for the issue's 3 s target, not met yet, and why.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The budget: exceeded, the script fails. It is a ratchet on what the package costs now (measured
 * on this branch: 147,680 types, 391,397 instantiations, about 375 MB), so a change that makes
 * users' type-checking heavier fails CI. The issue's target, under 3 s with `skipLibCheck: false`
 * (TARGET_SECONDS), is not met yet: zod's own declaration files alone cost about 106,000 types and
 * most of the time (a program that imports only zod), and every public type is derived from the
 * zod schemas (`z.infer`), so even `blackbeard-engine/core` loads them. Meeting it needs
 * declaration types written without zod.
 */
export const BUDGET = {
  /** Total time of `tsc` (parse, bind, check), seconds: loose, it depends on the machine. */
  totalSeconds: 30,
  /** Memory used, MB. */
  memoryMB: 480,
  /** Types created (exact). */
  types: 155_000,
  /** Type instantiations (exact). */
  instantiations: 410_000,
};

/** The issue's target for the total time (issue 23 point 5), printed beside the measure. */
export const TARGET_SECONDS = 3;

/** A user's program: what a frontend or a bot author writes in a first day with the package. */
export const CONSUMER = `import {
  apply, createGame, createSimulator, describe, describeAction, describePending, eventsFor, legalActions, pending,
  serialize, deserialize, view, result, randomBot, builtinComponents,
  type Action, type GameEvent, type GameState, type PlayerId, type PlayerView, type GameConfig, type ComponentSet,
} from 'blackbeard-engine';
import { GameStateSchema, ActionSchema } from 'blackbeard-engine/schemas';

const config: GameConfig = { players: 3, seed: 7, options: { edition: 'firstPrint2008' } };
let state: GameState = createGame(config);
const me: PlayerId = 'A';
const log: string[] = [];

function show(events: readonly GameEvent[], viewer: PlayerId): void {
  for (const e of eventsFor(events, viewer)) {
    if (e.type === 'merchantFound') log.push(\`found at \${e.port}: \${e.roll.total}\`);
    else if (e.type === 'portAttacked') log.push(\`attack: \${e.outcome}\`);
    log.push(describe(e, { viewer }));
  }
}

function choose(s: GameState, p: PlayerId): Action {
  const choices = legalActions(s, p);
  const labels = choices.map((a) => describeAction(a, s));
  const i = labels.findIndex((l) => l.includes('Find'));
  return choices[Math.max(0, i)]!;
}

const bot = randomBot(1);
for (let n = 0; n < 200; n++) {
  const p = pending(state);
  if (p.kind !== 'decision') break;
  const question = describePending(state, me);
  if (question.yours) log.push(question.text);
  const action = p.player === me ? choose(state, me) : bot(state, p.player, legalActions(state, p.player));
  const r = apply(state, action);
  show(r.events, me);
  state = r.state;
}

const v: PlayerView = view(state, me);
const mine = Object.values(v.pirates).filter((q) => q.owner === me).map((q) => \`\${q.id}: \${q.holds.length} Holds\`);
const back = deserialize(serialize(state));
const parsed = GameStateSchema.safeParse(JSON.parse(JSON.stringify(back)));
const action = ActionSchema.safeParse({ type: 'pass', player: 'A' });
const sim = createSimulator(state);
while (!sim.isOver()) {
  const who = sim.decider();
  if (who === null) break;
  sim.apply(sim.legalActions()[0]!);
}
const set: ComponentSet = builtinComponents;
const ports = set.ports.map((port) => port.name);
console.log(log.length, mine, parsed.success, action.success, result(sim.state).winners, ports.length);
`;

interface Diagnostics {
  totalSeconds: number;
  memoryMB: number;
  types: number;
  instantiations: number;
}

/** Parse `tsc --extendedDiagnostics` output. */
export function parseDiagnostics(text: string): Diagnostics {
  const num = (label: string): number => {
    const m = new RegExp(`^${label}:\\s+([\\d.]+)`, 'm').exec(text);
    if (!m) throw new Error(`no '${label}' in the tsc diagnostics:\n${text}`);
    return Number(m[1]);
  };
  return { totalSeconds: num('Total time'), memoryMB: num('Memory used') / 1024, types: num('Types'), instantiations: num('Instantiations') };
}

function main(): void {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  if (!existsSync(join(root, 'dist', 'index.d.ts'))) throw new Error('dist/index.d.ts is missing: run npm run build first');
  const dir = join(root, '.type-cost');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  // The package as a user installs it: resolved through its package.json `exports` to dist/.
  symlinkSync(root, join(dir, 'node_modules', 'blackbeard-engine'), 'dir');
  writeFileSync(join(dir, 'main.ts'), CONSUMER);
  const tsconfig = {
    compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, skipLibCheck: false, types: ['node'], typeRoots: [join(root, 'node_modules', '@types')] },
    files: ['main.ts'],
  };
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  let out: string;
  try {
    out = execFileSync(process.execPath, [tsc, '-p', dir, '--extendedDiagnostics'], { encoding: 'utf8' });
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    console.error(`The consumer program does not type-check against the built types:\n${err.stdout ?? ''}${err.stderr ?? ''}`);
    process.exit(1);
  }
  const d = parseDiagnostics(out);
  const factor = Number(process.env['TYPE_COST_TIME_FACTOR'] ?? 1) || 1;
  const rows: [string, number, number, string][] = [
    ['total time (s)', d.totalSeconds, BUDGET.totalSeconds * factor, d.totalSeconds.toFixed(2)],
    ['memory (MB)', d.memoryMB, BUDGET.memoryMB, d.memoryMB.toFixed(0)],
    ['types', d.types, BUDGET.types, String(d.types)],
    ['instantiations', d.instantiations, BUDGET.instantiations, String(d.instantiations)],
  ];
  console.log(`Type-checking a ${CONSUMER.split('\n').length}-line consumer program against dist/*.d.ts (skipLibCheck: false):`);
  let failed = false;
  for (const [name, value, budget, shown] of rows) {
    const ok = value <= budget;
    failed ||= !ok;
    console.log(`  ${name.padEnd(16)} ${shown.padStart(10)}   budget ${budget}   ${ok ? 'ok' : 'OVER BUDGET'}`);
  }
  console.log(`  (the issue's target, under ${TARGET_SECONDS} s: ${d.totalSeconds <= TARGET_SECONDS ? 'met' : 'not met yet; see BUDGET in scripts/type-cost.ts'})`);
  rmSync(dir, { recursive: true, force: true });
  if (failed) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
