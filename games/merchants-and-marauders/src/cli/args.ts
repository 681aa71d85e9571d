/**
 * The `mm` command's flags. The argv parser (long flags `--seed 3` / `--seed=3`, switches,
 * positionals) and the errors are the games' shared ones (blackbeard-engine's
 * src/kernel/cli-shared.ts, through ../kernel.ts: this package imports nothing of Blackbeard but its
 * kernel). Mistakes raise UsageError (exit code 2); CliError is a failure the user can fix (exit
 * code 1).
 */
import { intFlag as sharedIntFlag, parseArgs as sharedParseArgs, UsageError, type FlagSpec, type ParsedArgs } from '../kernel.js';

export { UsageError, CliError, type ParsedArgs } from '../kernel.js';

/** The shared parser; `--` is refused as an unknown option, as `mm` always has. */
export function parseArgs(argv: readonly string[], spec: Omit<FlagSpec, 'endOfOptions'>): ParsedArgs {
  return sharedParseArgs(argv, { ...spec, endOfOptions: false });
}

/** An integer flag, or `fallback` when absent: a signed 32-bit integer. */
export function intFlag(args: ParsedArgs, name: string, fallback: number): number {
  return sharedIntFlag(args, name, fallback, { min: -(2 ** 31), max: 2 ** 31 });
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
