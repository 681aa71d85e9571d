/**
 * The browser weight of the play path (issue 14 point 3): what a frontend that imports only
 * `createGame, pending, legalActions, apply, view, describe` ships. esbuild (the bundler tsup runs
 * on) bundles that import from the sources for the browser, minified and tree-shaken, and the
 * script prints the minified and gzip sizes and what they are made of (zod, the component data,
 * the rules). `.ci/run` runs it after the build; the target is under 40 KB gzip.
 *
 *   npx tsx scripts/bundle-size.ts                  print the figures
 *   npx tsx scripts/bundle-size.ts --max-gzip-kb 40 also exit 1 above that size
 */
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The public functions a frontend needs to play (docs/frontend.md, the loop). */
export const PLAY_PATH = ['createGame', 'pending', 'legalActions', 'apply', 'view', 'describe'] as const;

export interface BundleSize {
  /** Minified bytes. */
  minified: number;
  /** Gzip (level 9) bytes of the minified bundle. */
  gzip: number;
  /** Minified bytes by origin: zod, the component data (src/tables), the rest of the engine, other packages. */
  parts: { zod: number; data: number; engine: number; other: number };
}

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Bundle `import { ...names } from 'src/index.ts'` for the browser and measure it. `withoutZod`
 * leaves zod out (as if it were loaded elsewhere): what the engine itself weighs.
 */
export async function measure(names: readonly string[] = PLAY_PATH, withoutZod = false): Promise<BundleSize> {
  const r = await build({
    stdin: { contents: `export { ${names.join(', ')} } from './src/index.ts';`, resolveDir: ROOT, loader: 'ts', sourcefile: 'play-path.ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    logLevel: 'silent',
    external: withoutZod ? ['zod'] : [],
    // As an app's production build would: development-only checks are dropped.
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const out = r.outputFiles[0];
  if (!out) throw new Error('esbuild produced no output');
  const parts = { zod: 0, data: 0, engine: 0, other: 0 };
  for (const o of Object.values(r.metafile.outputs)) {
    for (const [file, info] of Object.entries(o.inputs)) {
      const n = info.bytesInOutput;
      if (file.includes('node_modules/zod/')) parts.zod += n;
      else if (file.includes('node_modules/')) parts.other += n;
      else if (file.startsWith('src/tables/')) parts.data += n;
      else parts.engine += n;
    }
  }
  return { minified: out.contents.byteLength, gzip: gzipSync(out.contents, { level: 9 }).byteLength, parts };
}

const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const i = process.argv.indexOf('--max-gzip-kb');
  const max = i >= 0 ? Number(process.argv[i + 1]) : null;
  const m = await measure();
  console.log(`Play path (${PLAY_PATH.join(', ')}) bundled for the browser:`);
  console.log(`  ${kb(m.minified)} minified, ${kb(m.gzip)} gzip`);
  console.log(`  of the minified bytes: zod ${kb(m.parts.zod)}, component data ${kb(m.parts.data)}, engine ${kb(m.parts.engine)}, other packages ${kb(m.parts.other)}`);
  const bare = await measure(PLAY_PATH, true);
  console.log(`  without zod: ${kb(bare.minified)} minified, ${kb(bare.gzip)} gzip`);
  console.log(`  target: under 40 KB gzip (${m.gzip < 40 * 1024 ? 'met' : 'not met yet'})`);
  if (max !== null && m.gzip > max * 1024) {
    console.error(`The play path is ${kb(m.gzip)} gzip, over the ${max} KB budget.`);
    process.exit(1);
  }
}
