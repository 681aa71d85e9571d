/**
 * The games' shared command-line parts (src/kernel/cli-shared.ts), used by `blackbeard` (src/cli)
 * and `mm` (games/merchants-and-marauders/src/cli): the argv parser, integer flags, a replay's FILE,
 * a game record's shape check, and how a failure is reported with its exit code.
 */
import { describe, expect, it } from 'vitest';
import { CliError, UsageError, intFlag, parseArgs, parseRecord, recordFileArg, reportFailure, type Io } from '../../src/kernel/cli-shared.js';

const spec = { values: ['seed', 'players'], switches: ['quiet'] };
const thrown = (f: () => unknown): Error => {
  try {
    f();
  } catch (e) {
    return e as Error;
  }
  throw new Error('nothing thrown');
};

describe('parseArgs', () => {
  it('reads values (both forms), switches, help and positionals', () => {
    const a = parseArgs(['--seed', '3', 'file', '--players=4', '--quiet', '-', '-h'], spec);
    expect(a).toEqual({ values: { seed: '3', players: '4' }, switches: new Set(['quiet']), positionals: ['file', '-'], help: true });
  });

  it('refuses mistakes with a UsageError that says which', () => {
    const cases: [string[], string][] = [
      [['-x'], "Unknown option '-x'"],
      [['--nosuch', '1'], "Unknown option '--nosuch'"],
      [['--quiet=1'], 'Option --quiet takes no value'],
      [['--seed'], 'Option --seed needs a value'],
      [['--seed', '--quiet'], 'Option --seed needs a value'],
      [['--seed='], 'Option --seed needs a value'],
    ];
    for (const [argv, message] of cases) {
      const e = thrown(() => parseArgs(argv, spec));
      expect(e).toBeInstanceOf(UsageError);
      expect(e.message).toBe(message);
    }
    // `--seed=--x` is a value given with '=': taken as is.
    expect(parseArgs(['--seed=--x'], spec).values['seed']).toBe('--x');
  });

  it('`--` ends the options, unless the command refuses it (endOfOptions: false)', () => {
    expect(parseArgs(['a', '--', '--seed', '-h'], spec)).toMatchObject({ positionals: ['a', '--seed', '-h'], help: false, values: {} });
    expect(thrown(() => parseArgs(['--', 'a'], { ...spec, endOfOptions: false })).message).toBe("Unknown option '--'");
  });
});

describe('intFlag', () => {
  const args = (seed: string) => parseArgs(['--seed', seed], spec);
  it('an integer, the fallback when absent; a non-integer or one out of range refused', () => {
    expect(intFlag(args('-12'), 'seed', 1)).toBe(-12);
    expect(intFlag(parseArgs([], spec), 'seed', 7)).toBe(7);
    expect(thrown(() => intFlag(args('1.5'), 'seed', 0)).message).toBe("--seed must be an integer, got '1.5'");
    expect(thrown(() => intFlag(args('99999999999999999999'), 'seed', 0)).message).toBe('--seed is out of range: 99999999999999999999');
    const int32 = { min: -(2 ** 31), max: 2 ** 31 };
    expect(intFlag(args('2147483647'), 'seed', 0, int32)).toBe(2147483647);
    expect(intFlag(args('4294967296'), 'seed', 0)).toBe(4294967296);
    expect(thrown(() => intFlag(args('2147483648'), 'seed', 0, int32))).toBeInstanceOf(UsageError);
    expect(thrown(() => intFlag(args('-2147483649'), 'seed', 0, int32)).message).toBe('--seed is out of range: -2147483649');
  });
});

describe('a replay\'s FILE and its record', () => {
  it('one FILE, named for the messages (- is stdin)', () => {
    expect(recordFileArg(parseArgs(['game.json'], spec))).toEqual({ file: 'game.json', name: "'game.json'" });
    expect(recordFileArg(parseArgs(['-'], spec))).toEqual({ file: '-', name: 'stdin' });
    expect(thrown(() => recordFileArg(parseArgs([], spec))).message).toBe('replay needs a FILE (a JSON game record; - for stdin)');
    expect(thrown(() => recordFileArg(parseArgs(['a', 'b'], spec))).message).toBe("Unexpected argument 'b'");
  });

  it('a record is { config: {...}, actions: [...] }; anything else is a CliError naming the file', () => {
    expect(parseRecord('{"config":{"seed":1},"actions":[{"type":"x"}]}', "'g'")).toEqual({ config: { seed: 1 }, actions: [{ type: 'x' }] });
    const cases: [string, RegExp][] = [
      ['nope', /^'g' is not JSON: /],
      ['[1]', /^'g' is not a game record: expected \{ "config": \{\.\.\.\}, "actions": \[\.\.\.\] \}$/],
      ['{"actions":[]}', /^'g' has no "config" object$/],
      ['{"config":{}}', /^'g' has no "actions" array$/],
    ];
    for (const [text, message] of cases) {
      const e = thrown(() => parseRecord(text, "'g'"));
      expect(e).toBeInstanceOf(CliError);
      expect((e as CliError).exitCode).toBe(1);
      expect(e.message).toMatch(message);
    }
  });
});

describe('reportFailure', () => {
  const capture = (): Io & { lines: string[] } => {
    const lines: string[] = [];
    return { lines, out: (l) => void lines.push(`out: ${l}`), err: (l) => void lines.push(`err: ${l}`) };
  };
  const off = { variable: 'X_DEBUG', on: false };

  it('a usage mistake: 2, and where the usage is; a CliError: its own code', () => {
    const io = capture();
    expect(reportFailure(io, 'mm simulate', new UsageError('bad'), off)).toBe(2);
    expect(reportFailure(io, 'mm replay', new CliError('gone', 3), off)).toBe(3);
    expect(io.lines).toEqual(['err: mm simulate: bad', "err: Run 'mm simulate --help' for usage.", 'err: mm replay: gone']);
  });

  it('anything else is an internal error (1): its stack trace only when asked for', () => {
    const io = capture();
    const bug = new Error('oops');
    expect(reportFailure(io, 'blackbeard play', bug, off)).toBe(1);
    expect(io.lines).toEqual(['err: blackbeard play: internal error: oops', 'err: Set X_DEBUG=1 to see the stack trace, and please report it.']);
    const on = capture();
    expect(reportFailure(on, 'blackbeard play', bug, { variable: 'X_DEBUG', on: true })).toBe(1);
    expect(on.lines).toEqual(['err: blackbeard play: internal error: oops', `err: ${bug.stack ?? ''}`]);
  });
});
