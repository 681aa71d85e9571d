/**
 * The `mm` command's dispatch (main.ts is the program). Only src/cli may use Node built-ins; the
 * engine itself stays platform-free (.dependency-cruiser.cjs).
 *
 * Exit codes: 0 success, 1 failure (unreadable or invalid record, illegal action, internal error),
 * 2 usage error (unknown command, bad flag).
 */
import { readFileSync } from 'node:fs';
import { reportFailure } from '../kernel.js';
import { runSimulate, SIMULATE_USAGE } from './simulate.js';
import { runReplay, REPLAY_USAGE } from './replay.js';
import { PLAY_USAGE } from './play.js';
import type { Io } from './log.js';

export const USAGE = `Usage: mm <command> [options]

Merchants & Marauders (Z-Man/F2Z 2009) on the blackbeard-engine kernel. The built-in map, ships,
Captains and cards are a provisional stand-in, not the printed game (--components FILE loads yours).

Commands:
  simulate [--players N] [--seed S] [--bots random|greedy] [--quiet] [--json]
                  play a complete game between bots; print the public log and the standings
  replay [--quiet] FILE
                  replay a game record { config, actions } and print its log and standings
  play [--players N] [--seed S] [--bots greedy|random] [--record FILE]
                  play a game at the terminal as Player A, against bots
  help [COMMAND]  show this help, or a command's

Examples:
  mm simulate --players 4 --seed 1
  mm simulate --players 3 --seed 2 --json > game.json
  mm replay game.json
  mm play --players 3 --seed 7 --record my-game.json`;

/** Run a non-interactive command; returns the exit code. Never throws for user mistakes. */
export function run(argv: readonly string[], io: Io, readStdin: () => string = () => readFileSync(0, 'utf8')): number {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case undefined:
        io.err(USAGE);
        return 2;
      case '-h':
      case '--help':
        io.out(USAGE);
        return 0;
      case 'help':
        io.out(rest[0] === 'simulate' ? SIMULATE_USAGE : rest[0] === 'replay' ? REPLAY_USAGE : rest[0] === 'play' ? PLAY_USAGE : USAGE);
        return 0;
      case 'simulate':
        return runSimulate(rest, io);
      case 'replay':
        return runReplay(rest, io, readStdin);
      default:
        io.err(`mm: unknown command '${command}'\n`);
        io.err(USAGE);
        return 2;
    }
  } catch (e) {
    return report(command ?? '', e, io);
  }
}

/** A user's mistake as a message and exit code; anything else as an internal error (MM_DEBUG=1: its stack trace). */
export function report(command: string, e: unknown, io: Io): number {
  return reportFailure(io, `mm ${command}`, e, { variable: 'MM_DEBUG', on: Boolean(process.env['MM_DEBUG']) });
}
