/**
 * Drive a command through a pseudo-terminal, as a person at a keyboard would: util-linux `script`
 * runs it on a pty, we type into it and read what the terminal shows (escape sequences removed).
 * The waits are failure guards only: a step fails if the expected text does not appear at all.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Whether `script` (util-linux) is there to make a pty. */
export const HAVE_SCRIPT = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;

const ANSI = /\x1b\[[0-9;?]*[A-Za-z]|\x1b[()][A-Za-z0-9]|\r/g;

export interface Pty {
  /** Everything the terminal has shown so far, escape sequences and carriage returns removed. */
  text(): string;
  /** Type a line (Enter is a carriage return on a terminal). */
  line(s: string): void;
  /** Press Ctrl-C. */
  interrupt(): void;
  /** Wait until the text after `from` matches; returns the text length at that moment. */
  waitFor(re: RegExp, from?: number, ms?: number): Promise<number>;
  exited(ms?: number): Promise<number | null>;
  kill(): void;
}

/** Run `blackbeard ARGS` (from source, through tsx) on a pty. */
export function blackbeard(args: readonly string[]): Pty {
  const quote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;
  const cmd = [process.execPath, '--import', 'tsx', 'src/cli/main.ts', ...args].map(quote).join(' ');
  const child: ChildProcessWithoutNullStreams = spawn('script', ['-qfec', cmd, '/dev/null'], {
    cwd: ROOT,
    env: { ...process.env, TERM: 'dumb', NODE_ENV: 'production', NO_COLOR: '1' },
  });
  return drive(child, (c, line) => void c.stdin.write(`${line}\r`), (c) => void c.stdin.write('\x03'));
}

/**
 * Run `blackbeard ARGS` (from source, through tsx) with plain pipes, no terminal at all (no `script`,
 * no tmux): answers go in on stdin as lines, Ctrl-C is a SIGINT.
 */
export function blackbeardPiped(args: readonly string[]): Pty {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', NO_COLOR: '1' },
  });
  return drive(child, (c, line) => void c.stdin.write(`${line}\n`), (c) => void c.kill('SIGINT'));
}

function drive(child: ChildProcessWithoutNullStreams, typeLine: (c: ChildProcessWithoutNullStreams, line: string) => void, interrupt: (c: ChildProcessWithoutNullStreams) => void): Pty {
  let raw = '';
  child.stdout.on('data', (d: Buffer) => (raw += d.toString('utf8')));
  child.stderr.on('data', (d: Buffer) => (raw += d.toString('utf8')));
  let code: number | null | undefined;
  child.on('exit', (c) => (code = c));
  const text = (): string => raw.replace(ANSI, '');
  return {
    text,
    line: (s) => typeLine(child, s),
    interrupt: () => interrupt(child),
    waitFor(re, from = 0, ms = 60_000) {
      const t0 = Date.now();
      return new Promise((resolve, reject) => {
        const poll = (): void => {
          const t = text();
          if (re.test(t.slice(from))) return resolve(t.length);
          if (code !== undefined) return reject(new Error(`the program ended (exit ${code}) before ${re}; last output:\n${t.slice(-1500)}`));
          if (Date.now() - t0 > ms) return reject(new Error(`no ${re} after ${ms} ms; last output:\n${t.slice(-1500)}`));
          setTimeout(poll, 25);
        };
        poll();
      });
    },
    exited(ms = 60_000) {
      return new Promise((resolve, reject) => {
        if (code !== undefined) return resolve(code);
        const timer = setTimeout(() => reject(new Error(`still running after ${ms} ms:\n${text().slice(-1500)}`)), ms);
        child.on('exit', (c) => {
          clearTimeout(timer);
          resolve(c);
        });
      });
    },
    kill: () => void child.kill('SIGKILL'),
  };
}
