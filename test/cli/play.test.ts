/**
 * `blackbeard play` (src/cli/play.ts): the terminal game, tested as a person would use it — through
 * a pseudo-terminal (util-linux `script`), typing answers, bad ones included, pressing Ctrl-C and
 * resuming the saved game — and in-process with a scripted terminal for the error paths.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INTERRUPT, parseDice, runPlay, type Answer, type Terminal } from '../../src/cli/play.js';
import { UsageError, CliError } from '../../src/cli/args.js';
import { HAVE_SCRIPT, blackbeard, type Pty } from './pty.js';
import { renderPosition } from '../../src/cli/position.js';
import { createScenario, view } from '../../src/index.js';

const dir = mkdtempSync(join(tmpdir(), 'blackbeard-play-'));
const CHOICE = /Your choice \[1-(\d+)\]: $/;
const DICE = /\(e\.g\. [^)]*\): $/;
const PROMPT = /(Your choice \[1-\d+\]: |\(e\.g\. [^)]*\): )$/;

/** Answer every prompt with `answer` until `done` holds of the whole transcript. */
async function playUntil(pty: Pty, done: (text: string) => boolean, answer: (prompt: string) => string, max = 600): Promise<number> {
  let pos = 0;
  for (let n = 0; n < max; n++) {
    pos = await pty.waitFor(PROMPT, pos);
    const t = pty.text();
    if (done(t)) return pos;
    pty.line(answer(t));
  }
  throw new Error(`not done after ${max} answers:\n${pty.text().slice(-2000)}`);
}

/** The highest Player-Turn the transcript has started. */
function turnOf(text: string): number {
  let n = 0;
  for (const m of text.matchAll(/— Player-Turn (\d+):/g)) n = Math.max(n, Number(m[1]));
  return n;
}

describe.skipIf(!HAVE_SCRIPT)('blackbeard play through a pseudo-terminal', () => {
  it('2 players against a greedy bot: bad input is asked again, several turns, Ctrl-C saves, --load resumes', async () => {
    const save = join(dir, 'two.json');
    const pty = blackbeard(['play', '--players', '2', '--seed', '5', '--save', save]);
    try {
      let pos = await pty.waitFor(CHOICE);
      expect(pty.text()).toContain('You are Player A; greedy bots play B');
      expect(pty.text()).toContain('Pirate cards in hand:');
      pty.line('hello');
      pos = await pty.waitFor(/'hello' is not one of the choices: type a number from 1 to \d+[\s\S]*Your choice \[1-\d+\]: $/, pos);
      pty.line('0');
      pos = await pty.waitFor(/'0' is not one of the choices[\s\S]*Your choice/, pos);
      pty.line('99999');
      pos = await pty.waitFor(/'99999' is not one of the choices[\s\S]*Your choice/, pos);
      pty.line('');
      pos = await pty.waitFor(/Type a number from 1 to \d+\.[\s\S]*Your choice/, pos);
      pty.line('h');
      pos = await pty.waitFor(/q {3}save the game and quit[\s\S]*Your choice/, pos);
      // Always the first action listed: the game goes on, Player-Turn after Player-Turn.
      pos = await playUntil(pty, (t) => turnOf(t) >= 5, () => '1');
      const text = pty.text();
      expect(text).toMatch(/=== Player-Turn \d+: you — Card Play Phase/);
      expect(text).toMatch(/Your Pirates:\n {2}.+ — (at sea in|in port at|in the) .+ — (Sloop|Schooner|Brigantine): Combat \d+, Speed -?\d+, Loyalty \d+/);
      expect(text).toMatch(/Holds: .* · Hostages: .* · NP \d+ · Net Worth \d+/);
      expect(text).toMatch(/Your hand: /);
      expect(text).toMatch(/ {2}1\. Play .+ for \d+ Action/);
      expect(text).not.toMatch(/internal error|at Object\.|TypeError/);
      pty.interrupt();
      await pty.waitFor(/Interrupted: the game is saved to .*two\.json\.\nResume it with: blackbeard play --load .*two\.json/, pos);
      expect(await pty.exited()).toBe(130);
    } finally {
      pty.kill();
    }
    const saved = JSON.parse(readFileSync(save, 'utf8')) as { format: string; human: string; game: { state: { turn: { number: number } } } };
    expect(saved.format).toBe('blackbeard-engine/play');
    expect(saved.human).toBe('A');
    const turn = saved.game.state.turn.number;
    expect(turn).toBeGreaterThanOrEqual(5);

    const again = blackbeard(['play', '--load', save]);
    try {
      const pos = await again.waitFor(PROMPT);
      expect(again.text()).toContain('resumed game, seed 5');
      // Back where it stopped: the position of that Player-Turn, or the procedure being decided.
      expect(again.text()).toMatch(new RegExp(`=== Player-Turn ${turn}: |\n-- `));
      await playUntil(again, (t) => turnOf(t) >= turn + 1, () => '1');
      again.line('q');
      await again.waitFor(/Quit: the game is saved to .*two\.json/, pos);
      expect(await again.exited()).toBe(0);
    } finally {
      again.kill();
    }
  }, 240_000);

  it('--dice external: the player rolls his own dice; a bad roll is asked again', async () => {
    const save = join(dir, 'dice.json');
    const pty = blackbeard(['play', '--players', '2', '--seed', '8', '--bots', 'random', '--dice', 'external', '--save', save]);
    try {
      let pos = await pty.waitFor(DICE);
      expect(pty.text()).toMatch(/Roll 1d6 for: Player Order roll for seat 1 \(3\.0 Step 2\)\. Type the die \(e\.g\. 4\): $/);
      pty.line('7');
      pos = await pty.waitFor(/Please type 1 number from 1 to 6\.[\s\S]*\(e\.g\. 4\): $/, pos);
      pty.line('six');
      pos = await pty.waitFor(/Please type 1 number from 1 to 6\.[\s\S]*\(e\.g\. 4\): $/, pos);
      pty.line('6');
      let faces = 0;
      await playUntil(
        pty,
        (t) => turnOf(t) >= 3,
        (t) => {
          if (!DICE.test(t)) return '1';
          const n = /Type the (\d) dice/.exec(t.slice(t.lastIndexOf('Roll ')))?.[1];
          faces++;
          // A changing but valid roll: 1-6 for each die.
          return Array.from({ length: Number(n ?? 1) }, (_, i) => String(((faces + i) % 6) + 1)).join(' ');
        },
        2000,
      );
      expect(pty.text()).toMatch(/Roll D66 \(black die first, then white\) for: /);
      expect(pty.text()).toContain('Seat 1 rolls 6 for Player Order');
      pty.line('q');
      await pty.waitFor(/Quit: the game is saved/);
      expect(await pty.exited()).toBe(0);
    } finally {
      pty.kill();
    }
    const saved = JSON.parse(readFileSync(save, 'utf8')) as { dice: string };
    expect(saved.dice).toBe('external');
  }, 240_000);

  it('--solo: Solitaire Blackbeard against the System Player, several turns', async () => {
    const save = join(dir, 'solo.json');
    const pty = blackbeard(['play', '--solo', '--seed', '4', '--save', save]);
    try {
      await pty.waitFor(CHOICE);
      expect(pty.text()).toContain('Solitaire: you are Blackbeard against the System Player');
      await playUntil(pty, (t) => turnOf(t) >= 6 || /Final standings/.test(t), () => '1');
      const text = pty.text();
      expect(text).toContain("System Player's Pirates:");
      expect(text).toMatch(/Edward Teach|Blackbeard/);
      pty.line('q');
      await pty.waitFor(/Quit: the game is saved/);
      expect(await pty.exited()).toBe(0);
    } finally {
      pty.kill();
    }
  }, 240_000);
});

/** A terminal that answers from a script (the prompt decides), recording what is shown. */
function scripted(answer: (prompt: string, n: number) => Answer): Terminal & { lines: string[] } {
  const lines: string[] = [];
  let n = 0;
  return {
    lines,
    out: (l) => void lines.push(l),
    ask: (prompt) => {
      lines.push(prompt);
      return Promise.resolve(answer(prompt, n++));
    },
    interrupted: () => false,
  };
}

describe('blackbeard play in-process', () => {
  it('usage mistakes are UsageErrors (exit 2): bad --players, --bots, --dice, --solo with --players', async () => {
    const t = scripted(() => null);
    await expect(runPlay(['--players', '1'], t)).rejects.toThrow(UsageError);
    await expect(runPlay(['--players', '11'], t)).rejects.toThrow(/--players must be 2-10/);
    await expect(runPlay(['--bots', 'clever'], t)).rejects.toThrow(/--bots must be greedy, random or ismcts/);
    await expect(runPlay(['--dice', 'loaded'], t)).rejects.toThrow(/--dice must be external/);
    await expect(runPlay(['--solo', '--players', '3'], t)).rejects.toThrow(/cannot be used together/);
    await expect(runPlay(['--load', 'x.json', '--seed', '3'], t)).rejects.toThrow(/cannot be used with --load/);
    await expect(runPlay(['--solo', '--system-player', 'clever'], t)).rejects.toThrow(/--system-player must be quick or lookahead/);
    await expect(runPlay(['--load', 'x.json', '--system-player', 'lookahead'], t)).rejects.toThrow(/cannot be used with --load/);
  });

  it('a missing or foreign save file is a clean error (exit 1)', async () => {
    const t = scripted(() => null);
    await expect(runPlay(['--load', join(dir, 'nothing-here.json')], t)).rejects.toThrow(CliError);
    const foreign = join(dir, 'foreign.json');
    writeFileSync(foreign, '{"hello": 1}');
    await expect(runPlay(['--load', foreign], t)).rejects.toThrow(/not a game saved by 'blackbeard play'/);
    writeFileSync(foreign, 'not json');
    await expect(runPlay(['--load', foreign], t)).rejects.toThrow(/is not JSON/);
  });

  it('garbage answers never crash it: random text, numbers out of range, then the end of input saves', async () => {
    const save = join(dir, 'garbage.json');
    const junk = ['', ' ', 'x', '-1', '0', '1.5', '1e3', '١', '%s', '99999999999999999999', 'p', 'h', '\u0000'];
    const t = scripted((prompt, n) => (n > 90 ? null : n % 3 === 2 ? (prompt.startsWith('Your choice') ? '1' : '3') : junk[n % junk.length] ?? 'x'));
    const code = await runPlay(['--players', '3', '--seed', '2', '--bots', 'random', '--save', save], t);
    expect(code).toBe(0);
    const text = t.lines.join('\n');
    expect(text).toContain('is not one of the choices');
    expect(text).toContain('End of input: the game is saved to');
    expect(JSON.parse(readFileSync(save, 'utf8'))).toMatchObject({ format: 'blackbeard-engine/play', bots: 'random' });
  });

  it('--bots ismcts is accepted and saved with the game (the bot is reseeded from it on --load)', async () => {
    const save = join(dir, 'ismcts.json');
    const t = scripted(() => null);
    expect(await runPlay(['--players', '2', '--seed', '5', '--bots', 'ismcts', '--save', save], t)).toBe(0);
    expect(t.lines.join('\n')).toContain('ismcts bots play B');
    expect(JSON.parse(readFileSync(save, 'utf8'))).toMatchObject({ format: 'blackbeard-engine/play', bots: 'ismcts' });
  });

  it('Ctrl-C at the prompt saves and exits with 130', async () => {
    const save = join(dir, 'ctrlc.json');
    const t = scripted((_p, n) => (n < 3 ? '1' : INTERRUPT));
    expect(await runPlay(['--players', '2', '--seed', '9', '--save', save], t)).toBe(130);
    expect(t.lines.join('\n')).toContain(`Interrupted: the game is saved to ${save}`);
  });

  it('parseDice: "3 5", "3,5", "35" for two dice; faces 1-6 only', () => {
    expect(parseDice('3 5', 2)).toEqual([3, 5]);
    expect(parseDice('3,5', 2)).toEqual([3, 5]);
    expect(parseDice('35', 2)).toEqual([3, 5]);
    expect(parseDice(' 4 ', 1)).toEqual([4]);
    expect(parseDice('7', 1)).toBeNull();
    expect(parseDice('3', 2)).toBeNull();
    expect(parseDice('0 5', 2)).toBeNull();
    expect(parseDice('a', 1)).toBeNull();
  });
});

describe('blackbeard play: what the player reads (issue 23 point 4)', () => {
  it('a bad --edition is reported first, before anything about an existing save', async () => {
    const taken = join(dir, 'edition-taken.json');
    writeFileSync(taken, '{"keep": true}\n');
    await expect(runPlay(['--edition', 'third-print', '--save', taken], scripted(() => null))).rejects.toThrow(/--edition must be living-rules or first-print, got 'third-print'/);
  });

  it('a whole game: the header names the edition, each menu says what is asked, the game-over line is printed once', async () => {
    const save = join(dir, 'whole-two.json');
    const t = scripted((prompt) => (prompt.startsWith('Your choice') ? '1' : null));
    expect(await runPlay(['--players', '2', '--seed', '4', '--bots', 'random', '--edition', 'first-print', '--save', save], t)).toBe(0);
    const text = t.lines.join('\n');
    expect(t.lines[0]).toMatch(/^Blackbeard — new game, seed 4, the 2008 first print\. You are Player A/);
    // describePending's question before a menu, with its rule.
    expect(text).toMatch(/\n-- Player-Turn \d+ of Player A\. .+\? \[4\.[45]\]\n/);
    expect(text.match(/Game over: /g)).toHaveLength(1);
    expect(text).not.toContain('The game ended:');
    expect(text).toContain('Final standings');
  }, 120_000);

  it('solitaire: the System Player is named so in the log and the standings, never Player B', async () => {
    const save = join(dir, 'whole-solo.json');
    const t = scripted((prompt) => (prompt.startsWith('Your choice') ? '1' : null));
    expect(await runPlay(['--solo', '--seed', '3', '--save', save], t)).toBe(0);
    const text = t.lines.join('\n');
    expect(t.lines[0]).toContain('the Living Rules (2008)');
    expect(text).toContain('the System Player');
    expect(text).not.toMatch(/\bPlayer B\b/);
    expect(text).toMatch(/\n {2}\d {4} System Player {2} +\d+/);
  }, 120_000);

  it("the position shows where the player's own King's Commissioner is (10.1)", () => {
    const s = createScenario({ players: 3, kcs: { matthews: { owner: 'A', area: 'north-atlantic' }, ogle: { owner: 'B', area: 'india' } }, pirates: { condent: { owner: 'A', at: 'east-caribbean' } } });
    const lines: string[] = [];
    renderPosition({ out: (l) => void lines.push(l) }, s, view(s, 'A'));
    expect(lines).toContain("Your King's Commissioner: Thomas Matthews in North Atlantic — Speed 3, Combat 11");
    expect(lines.join('\n')).not.toContain('Ogle');
  });
});
