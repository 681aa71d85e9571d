/**
 * A small argv parser for the `mm` command (long flags `--seed 3` / `--seed=3`, switches,
 * positionals). Mistakes raise UsageError (exit code 2); CliError is a failure the user can fix
 * (exit code 1). Modelled on blackbeard-engine's CLI, kept apart: this package imports nothing of
 * Blackbeard but its kernel.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export class CliError extends Error {
  override readonly name = 'CliError';
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export interface ParsedArgs {
  values: Record<string, string>;
  switches: Set<string>;
  positionals: string[];
  help: boolean;
}

export function parseArgs(argv: readonly string[], spec: { values: readonly string[]; switches: readonly string[] }): ParsedArgs {
  const out: ParsedArgs = { values: {}, switches: new Set(), positionals: [], help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') {
      out.help = true;
      continue;
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

/** An integer flag, or `fallback` when absent. */
export function intFlag(args: ParsedArgs, name: string, fallback: number): number {
  const raw = args.values[name];
  if (raw === undefined) return fallback;
  if (!/^-?\d+$/.test(raw)) throw new UsageError(`--${name} must be an integer, got '${raw}'`);
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < -(2 ** 31) || n >= 2 ** 31) throw new UsageError(`--${name} is out of range: ${raw}`);
  return n;
}

/** `--players N`: 2-4 (M1). */
export function playersFlag(args: ParsedArgs, fallback: 2 | 3 | 4): 2 | 3 | 4 {
  const n = intFlag(args, 'players', fallback);
  if (n !== 2 && n !== 3 && n !== 4) throw new UsageError(`--players must be 2, 3 or 4 (M1), got ${n}`);
  return n;
}

export type BotKind = 'random' | 'greedy';
/** `--bots random|greedy`. */
export function botsFlag(args: ParsedArgs, fallback: BotKind): BotKind {
  const raw = args.values['bots'] ?? fallback;
  if (raw !== 'random' && raw !== 'greedy') throw new UsageError(`--bots must be random or greedy, got '${raw}'`);
  return raw;
}
