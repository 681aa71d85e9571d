/**
 * What the games' command lines share (`blackbeard`: src/cli; `mm`: games/merchants-and-marauders/
 * src/cli): the argv parser, the two kinds of user mistake, the shape check of a game record
 * `{ config, actions }` (./save.ts's `GameRecord`), and how a failure is reported. It lives in the
 * kernel's folder because that is all a second game may import of this package
 * (docs/architecture.md); it is not part of `blackbeard-engine/kernel` (./index.ts does not export
 * it), and, like the rest of the kernel, it uses no Node built-in: reading files and the terminal
 * stay in each game's CLI.
 */

/** A mistake in how the command was called (bad flag, missing value): exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** A failure the user can fix (missing file, bad JSON, illegal action): exit code 1, no stack trace. */
export class CliError extends Error {
  override readonly name = 'CliError';
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** Where a command writes: its output lines and its error lines. */
export interface Io {
  out(line: string): void;
  err(line: string): void;
}

export interface FlagSpec {
  /** Flags that take a value (`--seed 3`). */
  values: readonly string[];
  /** Switches (`--quiet`). */
  switches: readonly string[];
  /**
   * Whether `--` ends the options (what follows is positional). Otherwise `--` is refused as an
   * unknown option (the `mm` command's behaviour). Default true.
   */
  endOfOptions?: boolean;
}

export interface ParsedArgs {
  values: Record<string, string>;
  switches: Set<string>;
  positionals: string[];
  help: boolean;
}

/** Parse long flags (`--seed 3`, `--seed=3`), switches, `-h`/`--help` and positionals; mistakes throw UsageError. */
export function parseArgs(argv: readonly string[], spec: FlagSpec): ParsedArgs {
  const out: ParsedArgs = { values: {}, switches: new Set(), positionals: [], help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') {
      out.help = true;
      continue;
    }
    if (arg === '--' && spec.endOfOptions !== false) {
      out.positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      out.positionals.push(arg);
      continue;
    }
    if (!arg.startsWith('--')) throw new UsageError(`Unknown option '${arg}'`);
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq === -1 ? undefined : eq);
    if (spec.switches.includes(name)) {
      if (eq !== -1) throw new UsageError(`Option --${name} takes no value`);
      out.switches.add(name);
      continue;
    }
    if (!spec.values.includes(name)) throw new UsageError(`Unknown option '--${name}'`);
    const value = eq !== -1 ? arg.slice(eq + 1) : argv[++i];
    if (value === undefined || value === '' || (eq === -1 && value.startsWith('--'))) throw new UsageError(`Option --${name} needs a value`);
    out.values[name] = value;
  }
  return out;
}

/** An integer flag, or `fallback` when absent; `range` bounds it (`min` <= n < `max`). */
export function intFlag(args: ParsedArgs, name: string, fallback: number, range?: { min: number; max: number }): number {
  const raw = args.values[name];
  if (raw === undefined) return fallback;
  if (!/^-?\d+$/.test(raw)) throw new UsageError(`--${name} must be an integer, got '${raw}'`);
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || (range !== undefined && (n < range.min || n >= range.max))) throw new UsageError(`--${name} is out of range: ${raw}`);
  return n;
}

/** A replay command's one positional, FILE (`-`: stdin), and the name its messages give it. */
export function recordFileArg(args: ParsedArgs): { file: string; name: string } {
  const [file, extra] = args.positionals;
  if (file === undefined) throw new UsageError('replay needs a FILE (a JSON game record; - for stdin)');
  if (extra !== undefined) throw new UsageError(`Unexpected argument '${extra}'`);
  return { file, name: file === '-' ? 'stdin' : `'${file}'` };
}

/** Parse and shape-check a game record's text; the config and each action are validated by the game itself. */
export function parseRecord<Config>(text: string, name: string): { config: Config; actions: unknown[] } {
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
  return { config: r.config as Config, actions: r.actions };
}

/**
 * Report a failure of the command `prefix` (`mm replay`) and return its exit code: a user's
 * mistake as its message (UsageError: 2, with where to find the usage; CliError: its own code),
 * anything else as an internal error (1), with the stack trace when `debug.on` (the environment
 * variable `debug.variable` is set), else how to see it.
 */
export function reportFailure(io: Io, prefix: string, e: unknown, debug: { variable: string; on: boolean }): number {
  if (e instanceof UsageError) {
    io.err(`${prefix}: ${e.message}`);
    io.err(`Run '${prefix} --help' for usage.`);
    return 2;
  }
  if (e instanceof CliError) {
    io.err(`${prefix}: ${e.message}`);
    return e.exitCode;
  }
  // A bug in the engine or the CLI, not a user mistake: keep the trace available on request.
  const err = e as Error;
  io.err(`${prefix}: internal error: ${err?.message ?? String(e)}`);
  if (debug.on) io.err(err?.stack ?? '');
  else io.err(`Set ${debug.variable}=1 to see the stack trace, and please report it.`);
  return 1;
}
