import { readFileSync } from 'node:fs';
import { apply, createGameWithEvents, describe, describePending, MMIllegalActionError, pending, type Action, type GameConfig, type GameState } from '../index.js';
import { CliError, UsageError, parseArgs } from './args.js';
import { configFailure, printEvents, printStandings, type Io } from './log.js';

export const REPLAY_USAGE = `Usage: mm replay [--quiet] FILE

Replay a game record { "config": {...}, "actions": [...] } (as written by 'mm simulate --json' or
'mm play --record FILE') and print its public log and the standings. FILE '-' reads stdin.
On an illegal action, prints its index (0-based), the error code, message and rule, and exits 1.

Options:
  --quiet       print only the standings (and any error)
  -h, --help    show this help`;

/** Parse and shape-check a record; the config and each action are validated by the engine itself. */
export function parseRecord(text: string, name: string): { config: GameConfig; actions: unknown[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new CliError(`${name} is not JSON: ${(e as Error).message}`);
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new CliError(`${name} is not a game record: expected { "config": {...}, "actions": [...] }`);
  const r = raw as { config?: unknown; actions?: unknown };
  if (!r.config || typeof r.config !== 'object') throw new CliError(`${name} has no "config" object`);
  if (!Array.isArray(r.actions)) throw new CliError(`${name} has no "actions" array`);
  return { config: r.config as GameConfig, actions: r.actions };
}

export function runReplay(argv: readonly string[], io: Io, readStdin: () => string): number {
  const args = parseArgs(argv, { values: [], switches: ['quiet'] });
  if (args.help) {
    io.out(REPLAY_USAGE);
    return 0;
  }
  const [file, extra] = args.positionals;
  if (file === undefined) throw new UsageError('replay needs a FILE (a JSON game record; - for stdin)');
  if (extra !== undefined) throw new UsageError(`Unexpected argument '${extra}'`);
  const quiet = args.switches.has('quiet');
  const name = file === '-' ? 'stdin' : `'${file}'`;
  let text: string;
  try {
    text = file === '-' ? readStdin() : readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new CliError(`Cannot read ${name}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : (e as Error).message}`);
  }
  const record = parseRecord(text, name);
  let s: GameState;
  let setup;
  try {
    ({ state: s, events: setup } = createGameWithEvents(record.config));
  } catch (e) {
    configFailure(e);
  }
  io.out(`Replaying ${name}: ${s.config.players} players, seed ${s.config.seed}, ${record.actions.length} actions`);
  io.out(describe(s));
  if (!quiet) printEvents(io, s, setup, null);
  for (let i = 0; i < record.actions.length; i++) {
    const action = record.actions[i];
    try {
      const r = apply(s, action as Action);
      s = r.state;
      if (!quiet) printEvents(io, s, r.events, null);
    } catch (e) {
      if (!(e instanceof MMIllegalActionError)) throw e;
      io.err(`Illegal action at index ${i} (action ${i + 1} of ${record.actions.length}): ${JSON.stringify(action)}`);
      io.err(`  code:    ${e.code}`);
      io.err(`  message: ${e.message}`);
      io.err(`  rule:    ${e.rule}`);
      io.err(`  waiting: ${describePending(s)}`);
      return 1;
    }
  }
  printStandings(io, s);
  if (pending(s).kind !== 'over') io.out(`The record ends here: ${describePending(s)}`);
  return 0;
}
