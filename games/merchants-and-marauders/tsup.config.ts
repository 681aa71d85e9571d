import { defineConfig } from 'tsup';

// The kernel (../../src/kernel) is imported by a relative path, so tsup bundles it in: the published
// package needs neither blackbeard-engine nor its rules at run time, only pure-rand and zod.
// The command line (bin `mm`) is a second build for Node: it alone may use node:* built-ins.
export default defineConfig([
  {
    entry: { index: 'src/index.ts' },
    format: ['esm'],
    dts: { entry: { index: 'src/index.ts' } },
    target: 'node20',
    platform: 'neutral',
    sourcemap: false,
    clean: true,
    treeshake: true,
  },
  {
    entry: { 'cli/main': 'src/cli/main.ts' },
    format: ['esm'],
    target: 'node20',
    platform: 'node',
    sourcemap: false,
    clean: false,
    treeshake: true,
  },
]);
