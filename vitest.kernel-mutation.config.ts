import { mutationConfig } from './vitest.mutation.config.js';

/**
 * `npm run mutate:kernel` (StrykerJS, stryker.kernel.config.mjs) measures the decision kernel
 * (src/kernel) by the kernel's own tests: the unit tests of its chance nodes, copies and windows,
 * and the toy game Smugglers (test/kernel/smugglers), which plays the kernel's simultaneous
 * choices, hidden commitments, windows and draws without Blackbeard. A kernel mutant that only a
 * Blackbeard rule test would notice is a gap in the kernel's tests, so the rule tests are left out
 * (they also pass through every kernel line, which would make each mutant rerun hundreds of them).
 * Left out as well: the conformance kit over 60 random Smugglers games (11 s, a survey, not a rule
 * test) and the kits over random Blackbeard games.
 */
export default mutationConfig({
  include: [
    'test/kernel/chance.test.ts',
    'test/kernel/chance-shapes.test.ts',
    'test/kernel/copy.test.ts',
    'test/kernel/copy-on-write.test.ts',
    'test/kernel/window-kernel.test.ts',
    'test/kernel/window-needs.test.ts',
    'test/kernel/window.test.ts',
    'test/kernel/random.test.ts',
    'test/kernel/smugglers/*.test.ts',
    'test/kernel/mutation/**/*.test.ts',
  ],
  // The conformance kit's 60 random games: a survey (see above).
  testNamePattern: '^(?!.*conformance kit)',
});
