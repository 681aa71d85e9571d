// @ts-check
import base from './stryker.config.mjs';

/**
 * Mutation testing of the decision kernel (src/kernel: chance.ts, window.ts, copy.ts), issue 28
 * item 4, by the kernel's own tests (vitest.kernel-mutation.config.ts: its unit tests and the toy
 * game Smugglers), with its own incremental file. Run it with `npm run mutate:kernel -- <files>`
 * (scripts/mutate.sh with MUTATE_SUITE=kernel). The equivalent mutants are listed with the
 * Blackbeard ones in test/mutation/equivalent.md. See docs/coverage.md, "Mutation testing".
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...base,
  vitest: { configFile: 'vitest.kernel-mutation.config.ts', related: true },
  incrementalFile: 'reports/stryker-incremental.kernel.json',
  jsonReporter: { fileName: 'reports/mutation/kernel/mutation.json' },
  // Its own temp folder, so that it can run beside the Blackbeard and M&M runs.
  tempDirName: '.stryker-tmp-kernel',
  mutate: ['src/kernel/window.ts'],
};
