// @ts-check
/**
 * Mutation testing of the rule files (StrykerJS 9, Node 20). Run it with `npm run mutate -- <files
 * or globs>` (scripts/mutate.sh), or the whole of it group by group with scripts/mutate-all.sh.
 * The kernel's and Merchants & Marauders' configurations (stryker.kernel.config.mjs,
 * stryker.mm.config.mjs) are this one with their own tests, files and temp folder
 * (scripts/mutation-suites.sh).
 * The equivalent mutants that no test can kill are listed in test/mutation/equivalent.md.
 * See docs/coverage.md, "Mutation testing".
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  // Each mutant runs only the tests that reached its code during the dry run.
  coverageAnalysis: 'perTest',
  // Incremental: a rerun reuses the results of unchanged mutants and unchanged tests.
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  // The machine has 2 cores shared by several jobs.
  concurrency: 1,
  // Static mutants (module-level constants) would rerun every test for each; they are tables and
  // constants the table tests check directly.
  ignoreStatic: true,
  // The 85% per file, the listed equivalent mutants left out, is checked by scripts/mutation-scores.ts
  // (npm run mutate): Stryker's own break threshold would count them as survivors.
  thresholds: { high: 90, low: 85, break: null },
  timeoutMS: 20000,
  reporters: ['clear-text', 'progress-append-only', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // The survivors, with the equivalent ones left out: scripts/mutation-scores.ts --survivors.
  clearTextReporter: { allowColor: false, logTests: false, reportTests: false, reportMutants: false, reportScoreTable: true },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // Each suite has its own temp folder, so that the three can run side by side: none copies another's.
  ignorePatterns: ['dist', 'docs/api', 'examples/web/dist', '.bench', '.fuzz', '.text-leaks', '.ladder', 'coverage', 'reports/mutation', 'fuzz-failures', '.stryker-tmp', '.stryker-tmp-mm', '.stryker-tmp-kernel'],
  mutate: ['src/actions/mutiny.ts'],
};
