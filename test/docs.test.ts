/**
 * The documentation stays true to the code: the rules coverage matrix (docs/coverage.md) has a row
 * for every section of the Living Rules 2008 from 2.1 to 19.20 and for each of the 23 Events of
 * 17.2, every file it names exists, and every function it names in parentheses after a file is in
 * that file; the guides' relative links point at files that exist.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { EDITION_PRESETS } from '../src/index.js';

const ROOT = resolve(import.meta.dirname, '..');
const read = (p: string): string => readFileSync(join(ROOT, p), 'utf8');

/** The numbered sections of the Living Rules 2008 (chapter: last section), plus 3.0, 12.0, 16.0. */
const CHAPTERS: [number, number][] = [
  [2, 8], [4, 6], [5, 2], [6, 4], [7, 3], [8, 5], [9, 6], [10, 5], [11, 7], [13, 2], [14, 2], [15, 2], [18, 4], [19, 20],
];
const SECTIONS = [
  ...CHAPTERS.flatMap(([c, n]) => Array.from({ length: n }, (_, i) => `${c}.${i + 1}`)),
  '3.0', '12.0', '16.0', '17.1',
  ...Array.from({ length: 23 }, (_, i) => `17.2 #${i + 1}`),
];

const EDITIONS_HEADING = '## Editions: the 2008 first print';

/** Table rows of a part of docs/coverage.md: first cell -> the whole row. */
function tableRows(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split('\n')) {
    const m = /^\| ([^|]+?) \|/.exec(line);
    if (m && !line.startsWith('|---') && m[1] !== 'Rule' && m[1] !== 'Option') out.set(m[1]!, line);
  }
  return out;
}

/** The rules matrix rows (before the Editions section): section -> the whole row. */
function rows(): Map<string, string> {
  return tableRows(read('docs/coverage.md').split(EDITIONS_HEADING)[0]!);
}

/** The Editions section's rows: `option` -> the whole row (up to the next section). */
function editionRows(): Map<string, string> {
  return tableRows((read('docs/coverage.md').split(EDITIONS_HEADING)[1] ?? '').split('\n## ')[0]!);
}

describe('docs/coverage.md', () => {
  it('has one row for every section 2.1-19.20 and every Event 17.2 #1-#23', () => {
    const r = rows();
    expect(SECTIONS.filter((s) => !r.has(s))).toEqual([]);
    expect([...r.keys()].filter((k) => !SECTIONS.includes(k))).toEqual([]);
  });

  it('has one row in its Editions section for the edition and every edition-dependent option', () => {
    const want = ['edition', ...Object.keys(EDITION_PRESETS.livingRules2008), 'plus2AffectsRatingForNpAndStorm'].map((k) => `\`${k}\``);
    const have = [...editionRows().keys()];
    expect(want.filter((k) => !have.includes(k))).toEqual([]);
    expect(have.filter((k) => !want.includes(k))).toEqual([]);
  });

  it('names only files that exist, and functions that are in the file named before them', () => {
    const missing: string[] = [];
    for (const [section, line] of [...rows(), ...editionRows()]) {
      // `path` optionally followed by (`name`, `name`)
      for (const m of line.matchAll(/`((?:src|test)\/[^`]+)`(?: \(([^)]*)\))?/g)) {
        const path = m[1]!;
        if (path.includes('*')) {
          if (readdirSync(join(ROOT, dirname(path))).length === 0) missing.push(`${section}: ${path}`);
          continue;
        }
        if (!existsSync(join(ROOT, path))) {
          missing.push(`${section}: ${path}`);
          continue;
        }
        const names = [...(m[2] ?? '').matchAll(/`([A-Za-z][A-Za-z0-9]*)`/g)].map((x) => x[1]!);
        const code = read(path);
        for (const n of names) if (!new RegExp(`\\b${n}\\b`).test(code)) missing.push(`${section}: ${n} in ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('guides', () => {
  const GUIDES = ['README.md', 'CONTRIBUTING.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

  it('link only to files that exist', () => {
    const broken: string[] = [];
    for (const g of GUIDES) {
      for (const m of read(g).matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)) {
        const target = m[1]!;
        if (/^[a-z]+:/.test(target)) continue; // an absolute URL
        if (!existsSync(join(ROOT, dirname(g), target))) broken.push(`${g}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe("the README's sample output (issue 23 point 7)", () => {
  it('`npm start` prints every line of the sample, in order (the "..." lines stand for lines left out)', async () => {
    const { runSimulate } = await import('../src/cli/simulate.js');
    const readme = read('README.md');
    const start = readme.indexOf('`npm start` runs');
    const block = readme.slice(readme.indexOf('```\n', start) + 4, readme.indexOf('\n```', readme.indexOf('```\n', start) + 4));
    const out: string[] = [];
    expect(runSimulate(['--players', '4', '--seed', '1'], { out: (l) => void out.push(l), err: (l) => void out.push(l) })).toBe(0);
    let at = 0;
    for (const line of block.split('\n')) {
      if (line.trim() === '...') continue;
      const found = out.indexOf(line, at);
      expect(found, `README line not printed (in order): ${line}`).toBeGreaterThanOrEqual(0);
      at = found + 1;
    }
  });
});
