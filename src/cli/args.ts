/**
 * The `blackbeard` command's flags. The argv parser (long flags `--seed 3` / `--seed=3`, switches,
 * positionals, `--` ending the options) and the errors are the games' shared ones
 * (src/kernel/cli-shared.ts): a UsageError, which main.ts prints without a stack trace, is exit
 * code 2. Here: the flags only this game has.
 */

import { UsageError, type ParsedArgs } from '../kernel/cli-shared.js';

export { UsageError, CliError, parseArgs, intFlag, type FlagSpec, type ParsedArgs } from '../kernel/cli-shared.js';

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
