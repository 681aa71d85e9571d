/**
 * `blackbeard explain FILE` (src/cli/explain.ts) on the two worked disputes of examples/disputes/
 * (RULINGS B21 and B9): every event in plain English with its rule, then the resulting position.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { runExplain } from '../../src/cli/explain.js';
import type { Io } from '../../src/cli/log.js';

function explain(argv: string[], stdin = ''): { code: number; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (l) => out.push(l), err: (l) => err.push(l) };
  const code = runExplain(argv, io, () => stdin);
  return { code, out, err };
}

const B21 = 'examples/disputes/b21-attack-costs-one-hit.json';
const B9 = 'examples/disputes/b9-grabber-loses-duel.json';

describe('blackbeard explain', () => {
  it('B21 / 9.52-9.53: a successful Port Attack won by 7 costs exactly 1 Combat hit', () => {
    const r = explain([B21]);
    expect(r.err).toEqual([]);
    expect(r.code).toBe(0);
    const text = r.out.join('\n');
    expect(text).toContain('Christopher Condent attacks San Juan: 6 + Combat 5 + Ability 4 = 15 against 1 + Defense 7 = 8: success [9.52]');
    expect(text).toContain('Christopher Condent takes 1 combat hit(s), now 4 [9.53]');
    const after = text.slice(text.indexOf('Resulting position:'));
    expect(after).toContain('Christopher Condent (Player A) in port at San Juan: Sloop, Combat 4');
    expect(after).toContain('Holds [700]');
  });

  it('B9 / 15.1-15.2: the grabber who loses the Duel is eliminated; the target gains 3 + 1 NP and keeps only his own', () => {
    const r = explain([B9]);
    expect(r.code).toBe(0);
    const text = r.out.join('\n');
    expect(text).toMatch(/5 against 3 \+ Ability 2 = 5: duel \[9\.62\]/);
    expect(text).toContain('Stede Bonnet gains 4 NP (duel), now 5 [15.2]');
    expect(text).toContain('Edward "Ned" Low is eliminated (lost the Duel); Player A scores 7 VP [15.1]');
    const after = text.slice(text.indexOf('Resulting position:'));
    expect(after).toContain('Stede Bonnet (Player B) in port at Charleston: Sloop, Combat 5, Speed 5, Loyalty 7, NP 5');
    expect(after).toContain('Holds [1000, 500]');
    expect(after).toContain('Edward "Ned" Low: eliminated');
  });

  it('every printed event line ends with its rule number', () => {
    for (const f of [B21, B9]) {
      const lines = explain([f]).out.filter((l) => l.startsWith('    '));
      expect(lines.length).toBeGreaterThan(3);
      for (const l of lines) expect(l).toMatch(/\[\d+(\.\d+)*[A-Z]?\]( \(seen by Player [A-J] only\))?$/);
    }
  });

  it('a missing roll, dice left over, and an illegal action exit 1 and say why', () => {
    const d = JSON.parse(readFileSync(B21, 'utf8')) as { dice: number[][]; actions: unknown[] };
    const short = explain(['-'], JSON.stringify({ ...d, dice: [[6], [1]] }));
    expect(short.code).toBe(1);
    expect(short.err.join('\n')).toContain('Booty of San Juan');
    const long = explain(['-'], JSON.stringify({ ...d, dice: [...d.dice, [3]] }));
    expect(long.code).toBe(1);
    expect(long.err.join('\n')).toContain('left unused');
    const illegal = explain(['-'], JSON.stringify({ ...d, actions: [{ type: 'attackPort', player: 'A', pirate: 'condent', port: 'havana' }] }));
    expect(illegal.code).toBe(1);
    expect(illegal.err[0]).toMatch(/^Step 1 is illegal: illegal-action: /);
  });

  it('rejects a file that is not a dispute file', () => {
    expect(() => explain(['-'], '{"actions": []}')).toThrow(/not a dispute file/);
    expect(() => explain(['-'], 'nope')).toThrow(/not JSON/);
  });
});
