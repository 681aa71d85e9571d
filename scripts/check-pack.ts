/**
 * The published file list is only what users need (run by .ci/run after the build): `npm pack
 * --dry-run --json` must list exactly the library bundle and its types, the CLI, the JSON Schemas,
 * package.json, README, CHANGELOG and LICENSE; anything else (tests, sources, maps, scratch files)
 * fails. Prints the list with the packed and unpacked sizes.
 */
import { execFileSync } from 'node:child_process';

interface PackResult {
  files: { path: string; size: number }[];
  size: number;
  unpackedSize: number;
  entryCount: number;
}

const ALLOWED: RegExp[] = [
  /^package\.json$/,
  /^README\.md$/,
  /^CHANGELOG\.md$/,
  /^LICENSE$/,
  /^dist\/index\.js$/,
  /^dist\/index\.d\.ts$/,
  /^dist\/(core|schemas|kernel)\.(js|d\.ts)$/,
  // Declaration chunks tsup shares between entries (types the schemas, the kernel and the core share).
  /^dist\/[a-z-]+-[A-Za-z0-9_-]+\.d\.ts$/,
  /^dist\/chunk-[A-Z0-9]+\.js$/,
  /^dist\/cli\/main\.js$/,
  /^dist\/schemas\/[a-z-]+\.schema\.json$/,
];
const REQUIRED = ['package.json', 'README.md', 'CHANGELOG.md', 'LICENSE', 'dist/index.js', 'dist/index.d.ts', 'dist/core.js', 'dist/core.d.ts', 'dist/schemas.js', 'dist/schemas.d.ts', 'dist/kernel.js', 'dist/kernel.d.ts', 'dist/cli/main.js'];
const SCHEMAS = ['game-config', 'action', 'game-state', 'player-view', 'component-set', 'scenario-spec', 'game-event', 'save-file'];

const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
const [pack] = JSON.parse(out) as PackResult[];
if (!pack) throw new Error('npm pack --dry-run --json printed nothing');
const paths = pack.files.map((f) => f.path).sort();
const problems: string[] = [];
for (const p of paths) if (!ALLOWED.some((r) => r.test(p))) problems.push(`not for users: ${p}`);
for (const p of [...REQUIRED, ...SCHEMAS.map((s) => `dist/schemas/${s}.schema.json`)]) if (!paths.includes(p)) problems.push(`missing: ${p}`);
for (const f of pack.files.sort((a, b) => a.path.localeCompare(b.path))) console.log(`  ${(f.size / 1024).toFixed(1).padStart(7)} kB  ${f.path}`);
console.log(`${pack.entryCount} files, ${(pack.size / 1024).toFixed(1)} kB packed, ${(pack.unpackedSize / 1024).toFixed(1)} kB unpacked`);
if (problems.length > 0) {
  console.error(`The package file list is wrong:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}
