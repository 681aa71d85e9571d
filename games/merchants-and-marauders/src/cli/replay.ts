import { readFileSync } from 'node:fs';
import { apply, createGameWithEvents, describe, describePending, MMIllegalActionError, pending, type Action, type GameConfig, type GameState } from '../index.js';
import { CliError, parseArgs } from './args.js';
import { parseRecord, recordFileArg } from '../kernel.js';
import { configFailure, printEvents, printStandings, type Io } from './log.js';

export const REPLAY_USAGE = `Usage: mm replay [--quiet] FILE

Replay a game record { "config": {...}, "actions": [...] } (as written by 'mm simulate --json' or
'mm play --record FILE') and print its public log and the standings. FILE '-' reads stdin.
On an illegal action, prints its index (0-based), the error code, message and rule, and exits 1.

Options:
  --quiet       print only the standings (and any error)
  -h, --help    show this help`;

export function runReplay(argv: readonly string[], io: Io, readStdin: () => string): number {
  const args = parseArgs(argv, { values: [], switches: ['quiet'] });
  if (args.help) {
    io.out(REPLAY_USAGE);
    return 0;
  }
  const { file, name } = recordFileArg(args);
  const quiet = args.switches.has('quiet');
  let text: string;
  try {
    text = file === '-' ? readStdin() : readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new CliError(`Cannot read ${name}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : (e as Error).message}`);
  }
  const record = parseRecord<GameConfig>(text, name);
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
