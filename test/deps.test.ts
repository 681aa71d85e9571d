import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The layer check (`npm run lint:deps`, .dependency-cruiser.cjs; issue 21 point 3) passes on the
 * sources and fails on a fixture that breaks each rule: the kernel importing a game's rules, state
 * importing the rules, a circle across two folders, a Node built-in outside src/cli.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const bin = `${root}node_modules/.bin/depcruise`;

function cruise(cwd: string): { ok: boolean; output: string } {
  try {
    const output = execFileSync(bin, ['src', '--config', `${root}.dependency-cruiser.cjs`, '--output-type', 'err'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return { ok: true, output };
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    return { ok: false, output: `${err.stdout ?? ''}${err.stderr ?? ''}` };
  }
}

// Each cruise spawns a process that parses every source file: about 17 s alone, and over a minute
// on a loaded 2-core machine, so these tests get three minutes (a timeout here is not a finding).
describe('layers run one way (dependency-cruiser)', { timeout: 180_000 }, () => {
  it('the sources pass', () => {
    const r = cruise(root);
    expect(r.output).not.toMatch(/error /);
    expect(r.ok).toBe(true);
  });

  it('a deliberate violation fails, naming each broken rule', () => {
    const r = cruise(`${root}test/deps/fixture`);
    expect(r.ok).toBe(false);
    expect(r.output).toMatch(/error layer-kernel: src\/kernel\/engine\.js → src\/actions\/rule\.js/);
    expect(r.output).toMatch(/error kernel-imports-only-itself/);
    expect(r.output).toMatch(/error layer-state: src\/state\/query\.js → src\/actions\/rule\.js/);
    expect(r.output).toMatch(/error no-circle-across-folders/);
    expect(r.output).toMatch(/error node-builtins-only-in-cli: src\/actions\/rule\.js → (node:)?fs/);
  });
});
