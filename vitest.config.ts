import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // examples/ import the package by name, as users do; in tests that name is the source.
  resolve: {
    alias: [
      { find: /^blackbeard-engine\/core$/, replacement: fileURLToPath(new URL('./src/core.ts', import.meta.url)) },
      { find: /^blackbeard-engine\/schemas$/, replacement: fileURLToPath(new URL('./src/schemas.ts', import.meta.url)) },
      { find: /^blackbeard-engine$/, replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)) },
    ],
  },
  test: {
    include: ['test/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'games/*/test/**/*.test.ts'],
    testTimeout: 60_000,
    pool: 'threads',
  },
});
