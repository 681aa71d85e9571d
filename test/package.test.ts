/**
 * What a user meets before the code (issue 14 point 7): package metadata, a lock file that
 * `npm install` leaves as it is, and a `--help` that names no file the package does not ship.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';

const ROOT = resolve(import.meta.dirname, '..');
interface Pkg {
  name: string;
  version: string;
  license: string;
  files: string[];
  repository?: { type: string; url: string };
  homepage?: string;
  bugs?: { url: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  engines: Record<string, string>;
  bin: Record<string, string>;
}
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Pkg;
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { name: string; version: string; packages: Record<string, Partial<Pkg>> };

describe('package.json and package-lock.json', () => {
  it('name the repository, its home page and where to report bugs, all the same project', () => {
    expect(pkg.repository?.type).toBe('git');
    const repo = /^git\+(https:\/\/github\.com\/[\w.-]+\/[\w.-]+)\.git$/.exec(pkg.repository?.url ?? '')?.[1];
    expect(repo).toBeDefined();
    expect(pkg.homepage).toBe(`${repo}#readme`);
    expect(pkg.bugs?.url).toBe(`${repo}/issues`);
  });

  it('the lock file agrees with package.json, so `npm install` has nothing to rewrite', () => {
    const root = lock.packages[''];
    expect(lock.name).toBe(pkg.name);
    expect(lock.version).toBe(pkg.version);
    expect(root?.version).toBe(pkg.version);
    expect(root?.license).toBe(pkg.license);
    expect(root?.dependencies).toEqual(pkg.dependencies);
    expect(root?.devDependencies).toEqual(pkg.devDependencies);
    expect(root?.engines).toEqual(pkg.engines);
    // npm writes bin paths without the leading './'.
    const norm = (b: Record<string, string> | undefined): Record<string, string> => Object.fromEntries(Object.entries(b ?? {}).map(([k, v]) => [k, v.replace(/^\.\//, '')]));
    expect(norm(root?.bin)).toEqual(norm(pkg.bin));
  });
});

describe('blackbeard --help', () => {
  it('names no file the package does not ship, unless it says where such a file is', () => {
    const shipped = (p: string): boolean => pkg.files.some((f) => p === f || p.startsWith(`${f}/`));
    const help = (args: string[]): string => spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: ROOT, encoding: 'utf8' }).stdout;
    const texts = [['--help'], ['help', 'simulate'], ['help', 'replay'], ['help', 'explain'], ['help', 'play']].map(help);
    for (const t of texts) expect(t).toMatch(/^Usage: blackbeard/);
    for (const text of texts) {
      for (const line of text.split('\n')) {
        for (const m of line.matchAll(/(?<![\w-])((?:[\w-]+\/)+[\w.-]+)/g)) {
          const path = m[1]!;
          if (shipped(path) || /clone of the source/.test(line)) continue;
          throw new Error(`--help names '${path}', which the package does not ship: ${line.trim()}`);
        }
      }
    }
  });
});
