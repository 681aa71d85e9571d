/**
 * Issue 22 point 1: how long `deserialize` takes, and how much heap it uses, to refuse hostile
 * saves of 0.3, 3 and 50 MB, and saves just under the text cap (the worst that gets past the length
 * check to `JSON.parse` and the bounds pass, src/state/bounds.ts). Also the largest legitimate saves
 * measured (10 players late in the game, with and without their own component set), which the
 * cap `MAX_SAVE_CHARS` is set against. Timing belongs here, not in the tests.
 *
 *   node --expose-gc --import tsx scripts/hostile-saves.ts
 *
 * Heap: `heapUsed` after the call less `heapUsed` before it (after a full GC, the hostile text
 * already built), so the figure is what `deserialize` allocated and still held (a GC inside the
 * call makes it a lower bound); "heap total" adds the text itself, which the caller holds anyway.
 */
import { SaveFormatError, apply, builtinComponents, createGame, deserialize, legalActions, pending, randomBot, serialize, type GameState } from '../src/index.js';
import { MAX_SAVE_CHARS } from '../src/state/bounds.js';

const gc = (globalThis as { gc?: () => void }).gc;

/** A seeded 10-player game played by a random bot to its end (or `steps` decisions). */
function lateGame(seed: number, steps = 20_000): GameState {
  let s = createGame({ players: 10, seed });
  const bot = randomBot(seed);
  let biggest = s;
  let size = 0;
  for (let i = 0; i < steps; i++) {
    const p = pending(s);
    if (p.kind !== 'decision') break;
    s = apply(s, bot(s, p.player, legalActions(s, p.player))).state;
    const n = serialize(s).length;
    if (n > size) [biggest, size] = [s, n];
  }
  return biggest;
}

const base = createGame({ players: 3, seed: 1 });
const prefix = serialize(base).slice(0, -2); // `...,"solo":null` without the closing `}}`

/** A save of about `bytes` characters whose state carries `field` = the hostile value. */
function hostile(kind: string, bytes: number): string {
  const raw = JSON.parse(serialize(base)) as { state: Record<string, unknown> };
  switch (kind) {
    case 'stack of empty frames':
      raw.state['stack'] = Array(Math.floor(bytes / 3)).fill({});
      return JSON.stringify(raw);
    case 'unknown keys in deck': {
      const deck: Record<string, number> = {};
      for (let i = 0; i < bytes / 12; i++) deck[`k${i}`] = 1;
      raw.state['deck'] = deck;
      return JSON.stringify(raw);
    }
    case 'one long card id':
      raw.state['deck'] = { ['a'.repeat(bytes)]: 1 };
      return JSON.stringify(raw);
    case 'nesting': {
      const n = Math.floor(bytes / 2) - prefix.length;
      return `${prefix.replace('"solo":null', '"solo":')}${'['.repeat(n)}${']'.repeat(n)}}}`;
    }
    default:
      throw new Error(kind);
  }
}

/** The median of three runs (by time). */
function measure(text: string): { ms: number; heapMB: number; totalMB: number; code: string; path: string } {
  const runs = [once(text), once(text), once(text)].sort((a, b) => a.ms - b.ms);
  return runs[1]!;
}

function once(text: string): { ms: number; heapMB: number; totalMB: number; code: string; path: string } {
  gc?.();
  const before = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  let code = 'loaded';
  let path = '';
  try {
    deserialize(text);
  } catch (e) {
    code = e instanceof SaveFormatError ? e.code : `${(e as Error).name} (untyped)`;
    path = e instanceof SaveFormatError ? e.path : '';
  }
  const ms = performance.now() - t0;
  const after = process.memoryUsage().heapUsed;
  return { ms, heapMB: (after - before) / 2 ** 20, totalMB: after / 2 ** 20, code, path };
}

if (!gc) console.log('(run with node --expose-gc for the heap figures)');
console.log(`Text cap MAX_SAVE_CHARS = ${MAX_SAVE_CHARS} characters (${MAX_SAVE_CHARS / 1024} KiB)`);
// Warm-up: the engine's code compiled, as in a server that has loaded saves before.
for (let i = 0; i < 20; i++) deserialize(serialize(base));
let largest = 0;
let largestOwn = 0;
for (const seed of [1, 2, 3]) {
  const s = lateGame(seed);
  largest = Math.max(largest, serialize(s).length);
  largestOwn = Math.max(largestOwn, serialize({ ...s, components: structuredClone(builtinComponents) }).length);
}
console.log(`Largest legitimate save, 10 players, 3 games: ${largest} characters; with its own component set: ${largestOwn}`);
console.log('');
console.log(`${"kind".padEnd(24)}  ${"size".padEnd(19)} ${"text".padStart(9)} ${"time".padStart(11)} ${"heap MB (call)".padStart(8)} ${"heap MB (total)".padStart(16)}  code             path`);
const sizes: [string, number][] = [
  ['0.3 MB', 0.3e6],
  ['3 MB', 3e6],
  ['50 MB', 50e6],
  ['just under the cap', MAX_SAVE_CHARS - 4096],
];
for (const kind of ['stack of empty frames', 'unknown keys in deck', 'one long card id', 'nesting']) {
  for (const [label, bytes] of sizes) {
    const text = hostile(kind, bytes);
    const m = measure(text);
    const where = m.path.length > 40 ? `${m.path.slice(0, 40)}…` : m.path;
    console.log(
      `${kind.padEnd(24)}  ${label.padEnd(19)} ${(text.length / 1e6).toFixed(2).padStart(6)} MB ${m.ms.toFixed(1).padStart(8)} ms ${m.heapMB.toFixed(1).padStart(8)} ${m.totalMB.toFixed(1).padStart(16)}  ${m.code.padEnd(15)}  ${where}`,
    );
  }
}
