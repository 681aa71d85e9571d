// @ts-check
/**
 * Mutation testing of the Merchants & Marauders rule files (games/merchants-and-marauders/src/rules),
 * apart from the Blackbeard run (stryker.config.mjs): its own tests
 * (games/merchants-and-marauders/vitest.mutation.config.ts), its own incremental file
 * (games/merchants-and-marauders/reports/stryker-incremental.json) and its own list of equivalent
 * mutants (games/merchants-and-marauders/test/mutation/equivalent.md). Run it with
 * `npm run mutate:mm -- <files or globs>` (scripts/mutate-mm.sh).
 * See games/merchants-and-marauders/docs/coverage.md, "Mutation testing".
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'games/merchants-and-marauders/vitest.mutation.config.ts', related: true },
  // Each mutant runs only the tests that reached its code during the dry run.
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: 'games/merchants-and-marauders/reports/stryker-incremental.json',
  // The machine has 2 cores shared by several jobs.
  concurrency: 1,
  // Static mutants (module-level constants) would rerun every test for each.
  ignoreStatic: true,
  // The 85% per file, the listed equivalent mutants left out, is checked by scripts/mutation-scores.ts.
  thresholds: { high: 90, low: 85, break: null },
  timeoutMS: 20000,
  reporters: ['clear-text', 'progress-append-only', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mm/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportTests: false, reportMutants: false, reportScoreTable: true },
  // Its own temp folder, so that it can run beside the Blackbeard run (each cleans its own).
  tempDirName: '.stryker-tmp-mm',
  cleanTempDir: 'always',
  ignorePatterns: ['dist', 'docs/api', 'examples/web/dist', '.bench', '.fuzz', '.text-leaks', 'coverage', 'reports/mutation', 'fuzz-failures', '.ladder', '.stryker-tmp', '.stryker-tmp-kernel'],
  mutate: ['games/merchants-and-marauders/src/rules/recruit.ts'],
};
