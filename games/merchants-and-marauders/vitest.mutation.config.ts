import { fileURLToPath } from 'node:url';
import { mutationConfig } from '../../vitest.mutation.config.js';

/**
 * `npm run mutate:mm` (StrykerJS, stryker.mm.config.mjs) runs these tests: the Merchants &
 * Marauders rule tests (forced dice, exact outcomes). Left out: test/kit.test.ts (the conformance
 * kit and the fuzz over random games, about 18 s, which with per-test coverage every mutant it
 * reaches would rerun; a rule outcome is pinned by a rule test) and test/cli.test.ts (it spawns the
 * CLI as a child process, which the instrumented sources never reach).
 */
export default mutationConfig(
  {
    include: ['games/merchants-and-marauders/test/**/*.test.ts'],
    exclude: ['games/merchants-and-marauders/test/kit.test.ts', 'games/merchants-and-marauders/test/cli.test.ts', '**/node_modules/**'],
  },
  // The repository's root, as for the Blackbeard run: Stryker names the mutated files from there.
  fileURLToPath(new URL('../..', import.meta.url)),
);
