import { defineConfig } from 'vitest/config';

/** `npm run test:browser`: the browser proof (test/browser/*.e2e.ts), after `npm run build` (and `npm run build:web`, which the script runs). */
export default defineConfig({
  test: {
    include: ['test/browser/**/*.e2e.ts'],
    testTimeout: 180_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
