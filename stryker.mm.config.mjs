// @ts-check
import base from './stryker.config.mjs';

/**
 * Mutation testing of the Merchants & Marauders rule files (games/merchants-and-marauders/src/rules),
 * apart from the Blackbeard run (stryker.config.mjs, whose settings it shares): its own tests
 * (games/merchants-and-marauders/vitest.mutation.config.ts), its own incremental file
 * (games/merchants-and-marauders/reports/stryker-incremental.json) and its own list of equivalent
 * mutants (games/merchants-and-marauders/test/mutation/equivalent.md). Run it with
 * `npm run mutate:mm -- <files or globs>` (scripts/mutate.sh with MUTATE_SUITE=mm).
 * See games/merchants-and-marauders/docs/coverage.md, "Mutation testing".
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...base,
  vitest: { configFile: 'games/merchants-and-marauders/vitest.mutation.config.ts', related: true },
  incrementalFile: 'games/merchants-and-marauders/reports/stryker-incremental.json',
  jsonReporter: { fileName: 'reports/mutation/mm/mutation.json' },
  // Its own temp folder, so that it can run beside the Blackbeard run (each cleans its own).
  tempDirName: '.stryker-tmp-mm',
  mutate: ['games/merchants-and-marauders/src/rules/recruit.ts'],
};
