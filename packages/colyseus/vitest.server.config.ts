import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:server` (root): the server tests that start processes, redis-server and the load
 * test's smaller cousin; not in the plain `npm test`. Run by .ci/run after redis-server is installed.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  resolve: {
    alias: [
      { find: /^blackbeard-engine\/core$/, replacement: fileURLToPath(new URL('../../src/core.ts', import.meta.url)) },
      { find: /^blackbeard-engine$/, replacement: fileURLToPath(new URL('../../src/index.ts', import.meta.url)) },
    ],
  },
  test: {
    include: ['packages/colyseus/test/server/**/*.e2e.ts'],
    testTimeout: 180_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
