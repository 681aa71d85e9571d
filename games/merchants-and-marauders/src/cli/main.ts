#!/usr/bin/env node
/**
 * The `mm` program (the package's `bin`; `npm run mm -- <command>` at the repository root): the
 * non-interactive commands through run(), `mm play` on the process's terminal.
 */
import { nodeTerminal, runPlay } from './play.js';
import { report, run } from './run.js';
import type { Io } from './log.js';

function main(): void {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
  const io: Io = { out: (s) => process.stdout.write(`${s}\n`), err: (s) => process.stderr.write(`${s}\n`) };
  const argv = process.argv.slice(2);
  if (argv[0] === 'play') {
    const term = nodeTerminal();
    runPlay(argv.slice(1), term)
      .catch((e: unknown) => report('play', e, io))
      .then((code) => {
        term.close();
        process.exitCode = code;
      });
    return;
  }
  process.exitCode = run(argv, io);
}

main();
