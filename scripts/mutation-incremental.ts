/**
 * Stryker's incremental file (reports/stryker-incremental.json) holds the results of the files of
 * its last run only. `npm run mutate` runs one file group at a time, so after each run this puts
 * back the results of the files that run did not touch, from the copy taken before it:
 *
 *   npx tsx scripts/mutation-incremental.ts <copy before the run> <incremental file>
 *
 * Files and test files of the new run win; the others are kept as they were.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

type Report = { files: Record<string, unknown>; testFiles?: Record<string, unknown> } & Record<string, unknown>;

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error('usage: mutation-incremental.ts <copy before the run> <incremental file>');
  process.exit(2);
}
if (existsSync(before) && existsSync(after)) {
  const old = JSON.parse(readFileSync(before, 'utf8')) as Report;
  const now = JSON.parse(readFileSync(after, 'utf8')) as Report;
  const sorted = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
  const merged: Report = { ...now, files: sorted({ ...old.files, ...now.files }), testFiles: sorted({ ...(old.testFiles ?? {}), ...(now.testFiles ?? {}) }) };
  writeFileSync(after, `${JSON.stringify(merged, null, 2)}\n`);
  console.log(`${after}: ${Object.keys(merged.files).length} source files, ${Object.keys(merged.testFiles ?? {}).length} test files`);
}
