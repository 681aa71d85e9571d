/**
 * A small argv parser for the `blackbeard` command: long flags (`--seed 3`, `--seed=3`), boolean
 * switches, and positionals. Mistakes raise UsageError, which main.ts prints without a stack trace
 * and turns into exit code 2.
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

export interface FlagSpec {
  /** Flags that take a value (`--seed 3`). */
  values: readonly string[];
  /** Switches (`--quiet`). */
  switches: readonly string[];
}

export interface ParsedArgs {
  values: Record<string, string>;
  switches: Set<string>;
  positionals: string[];
  help: boolean;
}

export function parseArgs(argv: readonly string[], spec: FlagSpec): ParsedArgs {
  const out: ParsedArgs = { values: {}, switches: new Set(), positionals: [], help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') {
      out.help = true;
      continue;
    }
    if (arg === '--') {
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
    if (spec.values.includes(name)) {
      let value: string | undefined;
      if (eq !== -1) value = arg.slice(eq + 1);
      else {
        value = argv[i + 1];
        i++;
      }
      if (value === undefined || value === '' || (value.startsWith('--') && eq === -1)) {
        throw new UsageError(`Option --${name} needs a value`);
      }
      out.values[name] = value;
      continue;
    }
    throw new UsageError(`Unknown option '--${name}'`);
  }
  return out;
}

/** An integer flag, or `fallback` when absent. */
export function intFlag(args: ParsedArgs, name: string, fallback: number): number {
  const raw = args.values[name];
  if (raw === undefined) return fallback;
  if (!/^-?\d+$/.test(raw)) throw new UsageError(`--${name} must be an integer, got '${raw}'`);
  const n = Number(raw);
  if (!Number.isSafeInteger(n)) throw new UsageError(`--${name} is out of range: ${raw}`);
  return n;
}

/**
 * `--system-player quick|lookahead` (19.17, docs/rulings.md R96): how the solitaire System Player
 * chooses; none when the flag is absent (the quick one).
 */
export function systemPlayerFlag(args: ParsedArgs): { solitaireSystemPlayer?: 'quick' | 'lookahead' } {
  const raw = args.values['system-player'];
  if (raw === undefined) return {};
  if (raw !== 'quick' && raw !== 'lookahead') throw new UsageError(`--system-player must be quick or lookahead, got '${raw}'`);
  return { solitaireSystemPlayer: raw };
}

/** The `--edition` names the command line accepts, and the `options.edition` each stands for. */
export const EDITION_FLAGS = { 'living-rules': 'livingRules2008', 'first-print': 'firstPrint2008' } as const;

/**
 * `--edition living-rules|first-print` (docs/rulings.md "Editions"): the options to create the game
 * with; none when the flag is absent (the Living Rules).
 */
export function editionFlag(args: ParsedArgs): { edition?: (typeof EDITION_FLAGS)[keyof typeof EDITION_FLAGS] } {
  const raw = args.values['edition'];
  if (raw === undefined) return {};
  const edition = (EDITION_FLAGS as Record<string, (typeof EDITION_FLAGS)[keyof typeof EDITION_FLAGS]>)[raw];
  if (!edition) throw new UsageError(`--edition must be living-rules or first-print, got '${raw}'`);
  return { edition };
}
