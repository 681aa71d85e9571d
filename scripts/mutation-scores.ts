/**
 * Per-file mutation scores from Stryker's JSON reports (reports/mutation/*.json, written by
 * `npm run mutate`): one Markdown table row per file, as in docs/coverage.md.
 *
 * Stryker's score is killed + timeout over killed + timeout + survived + no coverage (compile
 * errors and ignored mutants left out). The survivors listed as equivalent in
 * test/mutation/equivalent.md (same file, line and mutator: they cannot change any outcome) are
 * taken out of the count for the second score, the one the threshold applies to. An entry that
 * matches no surviving mutant any more is reported (the code moved: check it again).
 *
 * `--files a,b` keeps only those files (globs with * and **): Stryker's report also carries the
 * files of earlier runs from the incremental file, which this run did not test again.
 *
 * `--equivalent path` reads another list of the same format (the Merchants & Marauders run,
 * `npm run mutate:mm`, uses games/merchants-and-marauders/test/mutation/equivalent.md).
 *
 *   npx tsx scripts/mutation-scores.ts [--min 85] [--survivors] [--files globs] [--equivalent list.md] [report.json ...]
 */
import { readFileSync } from 'node:fs';

type Mutant = { id: string; mutatorName: string; status: string; replacement?: string; location: { start: { line: number; column: number }; end: { line: number; column: number } } };
type Report = { files: Record<string, { source: string; mutants: Mutant[] }> };

const args = process.argv.slice(2);
let min: number | null = null;
let listSurvivors = false;
let only: RegExp[] | null = null;
let equivalentList: string | null = null;
const reports: string[] = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i] ?? '';
  if (a === '--min') min = Number(args[++i]);
  else if (a === '--survivors') listSurvivors = true;
  else if (a === '--equivalent') equivalentList = args[++i] ?? null;
  else if (a === '--files') only = (args[++i] ?? '').split(',').filter(Boolean).map(globToRegExp);
  else reports.push(a);
}
if (reports.length === 0) reports.push('reports/mutation/mutation.json');

function globToRegExp(glob: string): RegExp {
  const body = glob.replace(/^\.\//, '').replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*\*\/?/g, '\u0000').replace(/\*/g, '[^/]*').replace(/\u0000/g, '.*');
  return new RegExp(`^${body}$`);
}

type Entry = { file: string; line: number | null; mutator: string; code: string; used: boolean; row: string };

/**
 * The rows `| file | line | mutator | code | reason |` of the equivalent-mutant list: `file` or
 * `line` may be `*` (any), `code` is the exact text the mutator replaced, in backticks (a `|` in it
 * written `\|`; a text of several lines written on one, each run of white space as one space).
 */
function equivalents(): Entry[] {
  const out: Entry[] = [];
  const text = readFileSync(equivalentList ?? new URL('../test/mutation/equivalent.md', import.meta.url), 'utf8');
  for (const row of text.split('\n')) {
    const cells = row.split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|'));
    const [, file, line, mutator, code] = cells;
    if (!file || !(file.startsWith('src/') || file.startsWith('games/') || file === '*') || !line || !/^(\d+|\*)$/.test(line) || !mutator || !code?.startsWith('`')) continue;
    out.push({ file, line: line === '*' ? null : Number(line), mutator, code: code.replace(/^`+ ?| ?`+$/g, ''), used: false, row: row.trim() });
  }
  return out;
}

/** The source text a mutant replaced (Stryker's locations: lines and columns from 1). */
function original(lines: string[], m: Mutant): string {
  const { start, end } = m.location;
  if (start.line === end.line) return (lines[start.line - 1] ?? '').slice(start.column - 1, end.column - 1);
  const first = (lines[start.line - 1] ?? '').slice(start.column - 1);
  const last = (lines[end.line - 1] ?? '').slice(0, end.column - 1);
  return [first, ...lines.slice(start.line, end.line - 1), last].join('\n');
}

const eq = equivalents();
const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);
let failed = false;
const survivorLines: string[] = [];
const scored = new Set<string>();
console.log('| file | mutants | killed | survived | equivalent | score | score without the equivalent |');
console.log('|---|---|---|---|---|---|---|');
for (const path of reports) {
  const report = JSON.parse(readFileSync(path, 'utf8')) as Report;
  for (const [file, { source, mutants }] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
    if (only && !only.some((r) => r.test(file))) continue;
    scored.add(file);
    const lines = source.split('\n');
    const detected = mutants.filter((m) => DETECTED.has(m.status)).length;
    let undetected = 0;
    let equivalent = 0;
    for (const m of mutants) {
      if (!UNDETECTED.has(m.status)) continue;
      undetected++;
      const code = original(lines, m);
      const e = eq.find((x) => (x.file === '*' || x.file === file) && (x.line === null || x.line === m.location.start.line) && x.mutator === m.mutatorName && (x.code === code || x.code === code.replace(/\s+/g, ' ')));
      if (e) {
        e.used = true;
        equivalent++;
      } else survivorLines.push(`| ${file} | ${m.location.start.line} | ${m.mutatorName} | \`${code.replace(/\|/g, '\\|').replace(/\n/g, ' ')}\` | ${m.status} -> ${JSON.stringify(m.replacement ?? '')} in: ${lines[m.location.start.line - 1]?.trim().slice(0, 120)}`);
    }
    const valid = detected + undetected;
    const raw = valid === 0 ? 100 : (100 * detected) / valid;
    const score = valid - equivalent === 0 ? 100 : (100 * detected) / (valid - equivalent);
    console.log(`| ${file} | ${valid} | ${detected} | ${undetected - equivalent} | ${equivalent} | ${raw.toFixed(1)}% | ${score.toFixed(1)}% |`);
    if (min !== null && score < min) failed = true;
  }
}
if (listSurvivors) {
  console.log(`\n${survivorLines.length} survivors not listed as equivalent:`);
  for (const l of survivorLines) console.log(l);
}
for (const e of eq) if (!e.used && scored.has(e.file)) console.log(`equivalent entry matching no survivor (check it again): ${e.row}`);
if (failed) {
  console.error(`A file scores below ${min}%: kill its survivors with a rule test, or list them in ${equivalentList ?? 'test/mutation/equivalent.md'}`);
  process.exit(1);
}
