#!/usr/bin/env node
/**
 * The `blackbeard` command (package.json `bin`). Only src/cli may use Node built-ins; the engine
 * itself stays platform-free.
 *
 * Exit codes: 0 success, 1 failure (unreadable or invalid record, illegal action, internal error),
 * 2 usage error (unknown command, bad flag).
 */
import { readFileSync } from 'node:fs';
import { reportFailure } from '../kernel/cli-shared.js';
import { runSimulate } from './simulate.js';
import { runReplay } from './replay.js';
import { runExplain } from './explain.js';
import { PLAY_USAGE, nodeTerminal, runPlay } from './play.js';
import type { Io } from './log.js';

export const USAGE = `Usage: blackbeard <command> [options]

Commands:
  simulate [--players N] [--seed S] [--bots random|greedy|ismcts] [--edition living-rules|first-print]
           [--system-player SP] [--quiet] [--json]
                  play a complete game between bots and print the log and standings
  replay [--quiet] FILE
                  replay a game record { config, actions } and print the log and standings
  explain FILE    settle a rules dispute: a scenario, its actions and forced dice; prints every
                  event with its rule, then the resulting position
  play [--solo | --players N] [--seed S] [--bots greedy|random|ismcts] [--dice external] [--edition E]
       [--system-player quick|lookahead] [--load FILE]
                  play a game at the terminal against bots (or Solitaire Blackbeard); Ctrl-C saves it
  help [COMMAND]  show this help, or a command's

Options:
  -h, --help      show help
  -v, --version   show the version

Examples:
  blackbeard simulate --players 4 --seed 1
  blackbeard simulate --players 3 --seed 2 --json > game.json
  blackbeard simulate --players 4 --seed 1 --edition first-print
  blackbeard replay game.json
  blackbeard play --solo --seed 7
  blackbeard explain my-dispute.json    (dispute files: examples/disputes/ in a clone of the source)`;

function version(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string };
    return pkg.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** BLACKBEARD_DEBUG=1 prints an internal error's stack trace. */
const debug = () => ({ variable: 'BLACKBEARD_DEBUG', on: Boolean(process.env['BLACKBEARD_DEBUG']) });

/** Run the command line; returns the exit code. Never throws for user mistakes. */
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
        if (rest[0] === 'simulate') return runSimulate(['--help'], io);
        if (rest[0] === 'replay') return runReplay(['--help'], io, readStdin);
        if (rest[0] === 'explain') return runExplain(['--help'], io, readStdin);
        if (rest[0] === 'play') {
          io.out(PLAY_USAGE);
          return 0;
        }
        io.out(USAGE);
        return 0;
      case '-v':
      case '--version':
        io.out(version());
        return 0;
      case 'simulate':
        return runSimulate(rest, io);
      case 'replay':
        return runReplay(rest, io, readStdin);
      case 'explain':
        return runExplain(rest, io, readStdin);
      case 'play':
        // Interactive and asynchronous: main() runs it (see playMain); here only its help.
        if (rest.includes('--help') || rest.includes('-h')) {
          io.out(PLAY_USAGE);
          return 0;
        }
        io.err("blackbeard play: run it from the 'blackbeard' command (it reads your answers from the terminal)");
        return 2;
      default:
        io.err(`blackbeard: unknown command '${command}'\n`);
        io.err(USAGE);
        return 2;
    }
  } catch (e) {
    return reportFailure(io, `blackbeard ${command}`, e, debug());
  }
}

/** Buffered line writer: one write per 64 KB, not per line. */
function writer(stream: NodeJS.WriteStream): { line(s: string): void; flush(): void } {
  let buf = '';
  return {
    line(s) {
      buf += s + '\n';
      if (buf.length > 65_536) {
        stream.write(buf);
        buf = '';
      }
    },
    flush() {
      if (buf) stream.write(buf);
      buf = '';
    },
  };
}

function main(): void {
  // `blackbeard simulate | head`: a closed pipe ends the output quietly.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
  const stdout = writer(process.stdout);
  const stderr = writer(process.stderr);
  const io: Io = {
    out: (s) => stdout.line(s),
    err: (s) => {
      stdout.flush();
      stderr.line(s);
      stderr.flush();
    },
  };
  const argv = process.argv.slice(2);
  if (argv[0] === 'play' && !argv.includes('--help') && !argv.includes('-h')) {
    void playMain(argv.slice(1), io);
    return;
  }
  const code = run(argv, io);
  stdout.flush();
  stderr.flush();
  process.exitCode = code;
}

/** `blackbeard play`: the terminal game (src/cli/play.ts), with the same error reporting as run(). */
async function playMain(argv: readonly string[], io: Io): Promise<void> {
  const term = nodeTerminal();
  let code: number;
  try {
    code = await runPlay(argv, term);
  } catch (e) {
    code = reportFailure(io, 'blackbeard play', e, debug());
  } finally {
    term.close();
  }
  process.exitCode = code;
}

main();
