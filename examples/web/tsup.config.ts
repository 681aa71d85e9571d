import { defineConfig } from 'tsup';

/**
 * `npm run build:web`: the browser client (examples/web) as a static folder, examples/web/dist:
 * index.html, style.css (from public/), app.js, one minified ES module with the engine's core
 * bundled in (imported as `blackbeard-engine/core`, resolved to the sources by the tsconfig paths).
 */
export default defineConfig({
  // online.js: online play through a Blackbeard server (colyseus.js); app.js does not load it.
  // search-worker.js: a Web Worker for the ISMCTS bot's root-parallel search (src/bots/pool.ts).
  entry: { app: 'examples/web/src/main.ts', online: 'examples/web/src/online.ts', 'search-worker': 'examples/web/src/search-worker.ts' },
  outDir: 'examples/web/dist',
  format: ['esm'],
  platform: 'browser',
  target: 'es2022',
  tsconfig: 'examples/web/tsconfig.json',
  // Everything in the one file, pure-rand included: the folder is served as is.
  noExternal: [/.*/],
  publicDir: 'examples/web/public',
  minify: true,
  sourcemap: true,
  clean: true,
  dts: false,
  splitting: false,
  outExtension: () => ({ js: '.js' }),
});
