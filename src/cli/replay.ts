import { readFileSync } from 'node:fs';
import { apply, createGameWithEvents, describePending, pending, ConfigError, IllegalActionError, type Action, type GameConfig, type GameEvent, type GameState } from '../index.js';
import { CliError, parseArgs } from './args.js';
import { parseRecord, recordFileArg } from '../kernel/cli-shared.js';
import { componentsOf, printEvents, printStandings, type Io } from './log.js';

export const REPLAY_USAGE = `Usage: blackbeard replay [--quiet] FILE

Replay a game record { "config": {...}, "actions": [...] } (as written by 'blackbeard simulate --json'
or built with replay() in mind) and print its event log and the standings. FILE '-' reads stdin.

On an illegal action, prints its index (0-based), the error code, message and rule, and exits 1.

Options:
  --quiet       print only the standings (and any error)
  -h, --help    show this help`;

function readInput(file: string, readStdin: () => string): string {
  try {
    return file === '-' ? readStdin() : readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : code === 'EACCES' ? 'permission denied' : (e as Error).message;
    throw new CliError(`Cannot read ${file === '-' ? 'stdin' : `'${file}'`}: ${why}`);
  }
}

/** The message of an IllegalActionError without its trailing "(rule X)", which is printed apart. */
function bareMessage(e: IllegalActionError): string {
  const suffix = ` (rule ${e.rule})`;
  return e.message.endsWith(suffix) ? e.message.slice(0, -suffix.length) : e.message;
}

export function runReplay(argv: readonly string[], io: Io, readStdin: () => string): number {
  const args = parseArgs(argv, { values: [], switches: ['quiet'] });
  if (args.help) {
    io.out(REPLAY_USAGE);
    return 0;
  }
  const { file, name } = recordFileArg(args);
  const quiet = args.switches.has('quiet');
  const record = parseRecord<GameConfig>(readInput(file, readStdin), name);

  let s: GameState;
  let setupEvents: GameEvent[];
  try {
    ({ state: s, events: setupEvents } = createGameWithEvents(record.config));
  } catch (e) {
    if (e instanceof ConfigError) throw new CliError(`${name}: ${e.message}`);
    throw e;
  }
  io.out(`Replaying ${name}: ${s.config.players} players, seed ${s.config.seed}, ${s.config.randomness} randomness, ${record.actions.length} actions`);
  if (!quiet) printEvents(io, setupEvents, componentsOf(s));
  const components = componentsOf(s);
  for (let i = 0; i < record.actions.length; i++) {
    const action = record.actions[i];
    try {
      const r = apply(s, action as Action);
      if (!quiet) printEvents(io, r.events, components);
      s = r.state;
    } catch (e) {
      if (!(e instanceof IllegalActionError)) throw e;
      io.err(`Illegal action at index ${i} (action ${i + 1} of ${record.actions.length}): ${JSON.stringify(action)}`);
      io.err(`  code:    ${e.code}`);
      io.err(`  message: ${bareMessage(e)}`);
      io.err(`  rule:    ${e.rule}`);
      const p = pending(s);
      if (p.kind === 'decision') io.err(`  waiting: Player ${p.player}: ${describePending(s, 'referee').text} [${describePending(s, 'referee').rule}]`);
      else if (p.kind === 'chance') io.err(`  waiting: a chance outcome (${p.spec.label})`);
      return 1;
    }
  }
  // The log has just printed the game-over line (its event); --quiet prints no log.
  printStandings(io, s, { reason: quiet });
  if (!s.over) {
    const p = pending(s);
    if (p.kind === 'decision') io.out(`The record ends with Player ${p.player} to decide: ${describePending(s, 'referee').text} [${describePending(s, 'referee').rule}]`);
    else if (p.kind === 'chance') io.out(`The record ends at a chance node: ${p.spec.label}`);
  }
  return 0;
}
