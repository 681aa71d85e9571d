import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

/**
 * The mutation runs' vitest configuration, shared by the three suites (scripts/mutation-suites.sh):
 * the repository's configuration with these tests only, in one module graph.
 */
export function mutationConfig(tests: { include: string[]; exclude?: string[]; testNamePattern?: string }, root?: string) {
  // Not mergeConfig: it would append these globs to the base's test/**/*.test.ts.
  return defineConfig({
    ...base,
    ...(root === undefined ? {} : { root }),
    test: {
      ...base.test,
      // One module graph for all test files: Stryker switches mutants at run time (no reload), and
      // re-importing the engine for every test file of every mutant run is most of the cost.
      isolate: false,
      ...tests,
    },
  });
}

/**
 * `npm run mutate` (StrykerJS, stryker.config.mjs) runs these tests: the rule tests (forced dice,
 * exact outcomes) and the table, choice and event tests. Left out are the surveys over
 * random games (fuzz, text leaks, conformance, the kernel kits, legal-list memo, the hand-leak
 * and responder surveys of test/anti-pirate.test.ts, the bots, the hostile inputs): each takes
 * seconds to tens of seconds, and with per-test coverage every mutant they reach would rerun them;
 * a rule outcome is to be pinned by a rule test, not noticed by chance in a random game. Also
 * left out: what runs the built package or spawns a process (CLI, package, bundle, docs, browser),
 * which the instrumented sources never reach, and the type tests. The kernel's own unit tests of
 * its chance nodes, windows and copies are in (test/kernel/window.test.ts's test responder answers
 * only while its own tests run, so it does not reach the other files' windows under `isolate: false`).
 * Measured on the 2-core machine (npx vitest run, uninstrumented): these files run in about 12 s.
 */
export default mutationConfig({
  include: [
    'test/rules/**/*.test.ts',
    'test/choices.test.ts',
    'test/tables.test.ts',
    'test/action-shape.test.ts',
    'test/events/describe-pending.test.ts',
    'test/events/visibility.test.ts',
    'test/events/schema.test.ts',
    'test/mutation/**/*.test.ts',
    'test/kernel/window.test.ts',
    'test/kernel/chance.test.ts',
    'test/kernel/chance-shapes.test.ts',
    'test/kernel/copy.test.ts',
    'test/kernel/window-kernel.test.ts',
    'test/kernel/window-needs.test.ts',
  ],
});
