/**
 * The one door to the decision kernel of blackbeard-engine (docs/kernel.md there). Merchants &
 * Marauders uses the kernel and nothing else of that package (checked by .dependency-cruiser.cjs);
 * the build bundles it in.
 */
export * from '../../../src/kernel/index.js';
// The command lines' shared parts (not part of the kernel's public exports), for src/cli only.
export { UsageError, CliError, parseArgs, intFlag, parseRecord, recordFileArg, reportFailure, type Io, type FlagSpec, type ParsedArgs } from '../../../src/kernel/cli-shared.js';
