/**
 * `blackbeard simulate --edition` (src/cli/simulate.ts): a random game under the 2008 first print
 * (docs/rulings.md "Editions"), whose record replays to the same end.
 */
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main.js';
import type { Io } from '../../src/cli/log.js';
import { isOver, replay, type GameRecord } from '../../src/index.js';

function cli(argv: string[]): { code: number; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (l) => out.push(l), err: (l) => err.push(l) };
  return { code: run(argv, io), out, err };
}

describe('blackbeard simulate --edition', () => {
  it('first-print plays a whole game under the first print', () => {
    const r = cli(['simulate', '--players', '3', '--seed', '2', '--edition', 'first-print', '--quiet']);
    expect(r.err).toEqual([]);
    expect(r.code).toBe(0);
    expect(r.out[0]).toContain('the 2008 first print');
  });

  it('--json records the edition in the config; the record replays to a finished game with the first-print options', () => {
    const r = cli(['simulate', '--players', '3', '--seed', '2', '--edition', 'first-print', '--json']);
    expect(r.code).toBe(0);
    const record = JSON.parse(r.out.join('\n')) as GameRecord;
    expect(record.config).toMatchObject({ options: { edition: 'firstPrint2008' } });
    const s = replay(record);
    expect(isOver(s)).toBe(true);
    expect(s.config.options).toMatchObject({ edition: 'firstPrint2008', ransomMultiplier: 10, sackNpMultiplier: 3 });
  });

  it('living-rules is the default; any other value is a usage error (exit 2)', () => {
    const lr = cli(['simulate', '--players', '3', '--seed', '2', '--edition', 'living-rules', '--json']);
    expect(JSON.parse(lr.out.join('\n'))).toMatchObject({ config: { options: { edition: 'livingRules2008' } } });
    const bad = cli(['simulate', '--edition', 'third-print']);
    expect(bad.code).toBe(2);
    expect(bad.err.join('\n')).toContain('--edition must be living-rules or first-print');
  });
});

describe('blackbeard simulate --system-player (19.17, RULINGS R96)', () => {
  it('lookahead is recorded in the config and the record replays to the same finished game', () => {
    const r = cli(['simulate', '--players', '1', '--seed', '3', '--system-player', 'lookahead', '--json']);
    expect(r.code).toBe(0);
    const record = JSON.parse(r.out.join('\n')) as GameRecord;
    expect(record.config).toMatchObject({ options: { solitaireSystemPlayer: 'lookahead' } });
    const s = replay(record);
    expect(isOver(s)).toBe(true);
    expect(s.config.options.solitaireSystemPlayer).toBe('lookahead');
    // Without the flag the config names no option and the quick System Player plays.
    const quick = JSON.parse(cli(['simulate', '--players', '1', '--seed', '3', '--json']).out.join('\n')) as GameRecord;
    expect(quick.config.options).toBeUndefined();
    expect(replay(quick).config.options.solitaireSystemPlayer).toBe('quick');
  });

  it('the header names the look-ahead; an unknown System Player is a usage error', () => {
    const r = cli(['simulate', '--players', '1', '--seed', '3', '--system-player', 'lookahead', '--quiet']);
    expect(r.out[0]).toContain('(looking ahead)');
    const bad = cli(['simulate', '--players', '1', '--system-player', 'clever']);
    expect(bad.code).not.toBe(0);
    expect(bad.err.join('\n')).toContain('--system-player must be quick or lookahead');
  });
});

describe('blackbeard simulate --bots', () => {
  it('ismcts plays Blackbeard in solitaire (19.0) to the end, and the same seed and iterations play the same game', () => {
    const a = cli(['simulate', '--players', '1', '--seed', '4', '--bots', 'ismcts', '--iterations', '3', '--json']);
    expect(a.err).toEqual([]);
    expect(a.code).toBe(0);
    const record = JSON.parse(a.out.join('\n')) as GameRecord;
    expect(isOver(replay(record))).toBe(true);
    const b = cli(['simulate', '--players', '1', '--seed', '4', '--bot', 'ismcts', '--iterations', '3', '--json']);
    expect(b.out).toEqual(a.out);
    const text = cli(['simulate', '--players', '1', '--seed', '4', '--bots', 'ismcts', '--iterations', '3', '--quiet']);
    expect(text.out[0]).toContain('an ismcts Blackbeard');
    expect(text.out[0]).toContain('3 iterations a decision');
  });

  it('greedy plays every seat; an unknown kind is a usage error (exit 2)', () => {
    const g = cli(['simulate', '--players', '2', '--seed', '3', '--bots', 'greedy', '--quiet']);
    expect(g.code).toBe(0);
    expect(g.out[0]).toContain('greedy bots');
    const bad = cli(['simulate', '--bots', 'clever']);
    expect(bad.code).toBe(2);
    expect(bad.err.join('\n')).toContain('--bots must be random, greedy or ismcts');
  });
});
