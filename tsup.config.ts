import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', core: 'src/core.ts', schemas: 'src/schemas.ts', kernel: 'src/kernel/index.ts', 'cli/main': 'src/cli/main.ts' },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts', core: 'src/core.ts', schemas: 'src/schemas.ts', kernel: 'src/kernel/index.ts' } },
  target: 'node20',
  platform: 'neutral',
  // No source maps in the package: they would double its size and point at sources it does not ship.
  sourcemap: false,
  clean: true,
  splitting: true,
  treeshake: true,
});
