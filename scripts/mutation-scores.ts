/**
 * Per-file mutation scores from Stryker's JSON report (reports/mutation/mutation.json, written by
 * `npm run mutate`): one Markdown table row per file, as in docs/coverage.md. The score is
 * Stryker's: killed + timeout over killed + timeout + survived + no coverage (compile errors and
 * ignored mutants left out). With `--min N` it exits 1 if a file scores below N%.
 *
 *   npx tsx scripts/mutation-scores.ts [--min 85] [report.json ...]
 */
import { readFileSync } from 'node:fs';

type Mutant = { id: string; mutatorName: string; status: string; location: { start: { line: number; column: number } }; replacement?: string };
type Report = { files: Record<string, { mutants: Mutant[] }> };

const args = process.argv.slice(2);
let min: number | null = null;
const reports: string[] = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i] ?? '';
  if (a === '--min') min = Number(args[++i]);
  else reports.push(a);
}
if (reports.length === 0) reports.push('reports/mutation/mutation.json');

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);
let failed = false;
console.log('| file | mutants | killed | survived | no coverage | score |');
console.log('|---|---|---|---|---|---|');
for (const path of reports) {
  const report = JSON.parse(readFileSync(path, 'utf8')) as Report;
  for (const [file, { mutants }] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
    const detected = mutants.filter((m) => DETECTED.has(m.status)).length;
    const survived = mutants.filter((m) => m.status === 'Survived').length;
    const noCov = mutants.filter((m) => m.status === 'NoCoverage').length;
    const valid = detected + mutants.filter((m) => UNDETECTED.has(m.status)).length;
    const score = valid === 0 ? 100 : (100 * detected) / valid;
    console.log(`| ${file} | ${valid} | ${detected} | ${survived} | ${noCov} | ${score.toFixed(1)}% |`);
    if (min !== null && score < min) failed = true;
  }
}
if (failed) {
  console.error(`A file scores below ${min}%: kill its survivors with a rule test, or list them in test/mutation/equivalent.md`);
  process.exit(1);
}
