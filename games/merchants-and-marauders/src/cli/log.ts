/**
 * Output of the `mm` command: the event log (as one reader may see it) and the final standings.
 */
import { readFileSync } from 'node:fs';
import { describeEvent, eventsFor, ConfigError, type GameEvent, type GameState, type PlayerId } from '../index.js';
import { CliError } from './args.js';
import type { Io } from '../kernel.js';

/** Where the CLI writes (the games' shared type). main.ts binds it to process.stdout / process.stderr. */
export type { Io };

/**
 * Print events as `viewer` may see them (`null`: the public log, with no one's secrets): a header
 * line per round and per turn, the rest indented.
 */
export function printEvents(io: Io, s: GameState, events: readonly GameEvent[], viewer: PlayerId | null): void {
  for (const e of eventsFor(events, viewer)) {
    const text = describeEvent(s, e);
    if (e.type === 'roundStarted') {
      io.out('');
      io.out(`=== ${text} ===`);
    } else if (e.type === 'turnStarted' || e.type === 'gameOver') {
      io.out('');
      io.out(text);
    } else io.out(`  ${text}`);
  }
}

/** The final standings (MM Win 4-6): Glory on the track, the stash's Glory, the total. */
export function printStandings(io: Io, s: GameState): void {
  io.out('');
  if (!s.over) {
    io.out('The game is not over.');
    return;
  }
  io.out('Final standings (Glory on the track + Glory from the stash)');
  const rows = Object.entries(s.over.standings).sort((a, b) => b[1].total - a[1].total);
  for (const [p, st] of rows) {
    const win = s.over.winners.includes(p as PlayerId) ? (s.over.winners.length > 1 ? '  winner (shared)' : '  winner') : '';
    io.out(`  Player ${p}  ${String(st.glory).padStart(2)} + ${String(st.total - st.glory).padStart(2)} = ${String(st.total).padStart(2)} Glory  (stash ${st.stash} Gold)${win}`);
  }
  io.out(`The game ended [${s.over.rule}]`);
}

/** `--components FILE`: a user's transcription of the printed components (validated at createGame). */
export function readComponents(file: string | undefined): { components?: unknown } {
  if (file === undefined) return {};
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new CliError(`Cannot read '${file}': ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
  }
  try {
    return { components: JSON.parse(text) as unknown };
  } catch (e) {
    throw new CliError(`'${file}' is not JSON: ${(e as Error).message}`);
  }
}

/** A ConfigError (bad config, invalid components) as a CliError with its message. */
export function configFailure(e: unknown): never {
  if (e instanceof ConfigError) throw new CliError(e.message);
  throw e;
}
