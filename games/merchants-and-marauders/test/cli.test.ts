/**
 * The `mm` command line (issue 27 point 5): `mm play` driven by a scripted person to the end of a
 * game, with no internal id in anything it prints; `simulate` and `replay` agree; errors are
 * worded with their exit codes. The id check follows blackbeard-engine's test/ids.ts: every id of
 * the component set, as a whole lowercase word, is a leak; so is a camelCase code.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPlay, type Terminal } from '../src/cli/play.js';
import { run } from '../src/cli/run.js';
import { apply, builtInComponents, createGameWithEvents, describeEvent, describePosition, describeQuestion, eventsFor, legalActions, pending, randomBot, replay, type ComponentSet, type PlayerId } from '../src/index.js';
import { choiceText } from '../src/cli/play.js';
import { altSet } from './fixtures/alt-set.js';

/**
 * Ids that are everyday English words a sentence uses as such ("At war: ..."); their names are
 * capitalised ("War"), so a capitalised leak would still be caught by the test of names.
 */
const ENGLISH_WORD_IDS = new Set(['war']);

/** Every id of a component set a text must not show. */
function componentIds(set: ComponentSet): Set<string> {
  const ids = new Set<string>();
  for (const list of [set.seaZones, set.captains, set.cargoCards, set.events, set.glory, set.rumors, set.missions, set.goods]) for (const x of list) ids.add(x.id);
  for (const z of set.seaZones) if (z.port) ids.add(z.port.id);
  for (const k of [...Object.keys(set.ships), ...Object.keys(set.shipMods.counts), ...Object.keys(set.specialWeapons.counts), 'dutch', 'english', 'french', 'spanish']) ids.add(k);
  for (const w of ENGLISH_WORD_IDS) ids.delete(w);
  // A name that spells an id (the test set's "Port north") makes it a word of the set's own text.
  const names = JSON.stringify(set).match(/"name":"[^"]*"/g) ?? [];
  for (const n of names) for (const w of n.slice(8, -1).split(/\s+/)) ids.delete(w);
  return ids;
}
const WORD = /[a-z0-9]+(?:-[a-z0-9]+)*/g;
const CODE = /\b[a-z]+[A-Z]\w*\b/;
function leaks(text: string, ids: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(WORD)) {
    const before = text[m.index - 1] ?? '';
    const after = text[m.index + m[0].length] ?? '';
    if (/[\w-]/.test(before) || /[\w-]/.test(after)) continue;
    if (ids.has(m[0])) found.push(m[0]);
  }
  if (CODE.test(text)) found.push(`code ${CODE.exec(text)?.[0]}`);
  return found;
}

/** A person at a scripted keyboard: answers in turn, recording the whole screen. */
function scripted(answers: readonly string[]): Terminal & { screen: string[] } {
  let i = 0;
  const screen: string[] = [];
  return {
    screen,
    out: (line) => void screen.push(line),
    ask(prompt) {
      const a = i < answers.length ? (answers[i++] as string) : null;
      screen.push(`${prompt}${a ?? ''}`);
      return Promise.resolve(a);
    },
  };
}

describe('mm play (a person against bots)', () => {
  it('plays a whole game from scripted answers, says the set is a stand-in, and prints no id', async () => {
    // A person who mistypes, asks for help and the position, then mostly takes early choices.
    const answers = ['7x', 'h', 'p', ...Array.from({ length: 600 }, (_, i) => String([1, 2, 1, 3, 1][i % 5]))];
    const term = scripted(answers);
    const record = join(mkdtempSync(join(tmpdir(), 'mm-play-')), 'game.json');
    const code = await runPlay(['--players', '3', '--seed', '11', '--bots', 'greedy', '--record', record], term);
    expect(code).toBe(0);
    const text = term.screen.join('\n');
    expect(text).toMatch(/PROVISIONAL STAND-IN made for the engine, not the printed game/);
    expect(text).toMatch(/Player A \(you\): choose your starting ship, in secret/);
    expect(text).toMatch(/Please type a number from 1 to \d+/);
    expect(text).toMatch(/Player A \(you\), round 1: choose your next action \(3 actions left this turn\)\./);
    expect(text).toMatch(/ {3}1\. Sail to /);
    expect(text).toMatch(/The game is over/);
    expect(text).toMatch(/Final standings/);
    const ids = componentIds(builtInComponents());
    // The check can fail: an id in a sentence is found, its name is not.
    expect(leaks('Player A sails to havana with calm-seas-1', ids)).toEqual(['havana', 'calm-seas-1']);
    expect(leaks('Player A sails to Havana; raidKeep', ids)).toEqual(['code raidKeep']);
    const bad = term.screen.filter((l) => !l.startsWith('The game record is in') && leaks(l, ids).length > 0);
    expect(bad).toEqual([]);
    // The record replays to the same end.
    const saved = JSON.parse(readFileSync(record, 'utf8')) as { config: { players: 3 }; actions: unknown[] };
    const end = replay(saved);
    expect(end.over).not.toBeNull();
    expect(text).toContain(`Player ${end.over?.winners[0]}`);
  });

  it('never shows another player\'s secret Gold, cards or set-up choice', async () => {
    const term = scripted(Array.from({ length: 80 }, () => '1'));
    await runPlay(['--players', '4', '--seed', '5', '--bots', 'random'], term);
    const text = term.screen.join('\n');
    expect(text).toMatch(/Player B has chosen a ship in secret/);
    expect(text).toMatch(/Player B draws a Glory Card/);
    expect(text).not.toMatch(/Player B chooses a (Sloop|Flute)/);
    // Another player's stash moves are seen without their amount (MM Stash 3, M10).
    expect(text).not.toMatch(/Player [BCD] (puts \d+ Gold in the stash|takes \d+ Gold from the stash)/);
    expect(text).toMatch(/The input has ended: the game stops here\.|The game is over/);
  });

  it('refuses bad flags with a usage error', async () => {
    await expect(runPlay(['--players', '5'], scripted([]))).rejects.toThrow(/--players must be 2, 3 or 4/);
    await expect(runPlay(['--bots', 'clever'], scripted([]))).rejects.toThrow(/--bots must be random or greedy/);
  });

  it('works as a program on piped stdin (node, the real terminal code)', { timeout: 120_000 }, () => {
    const main = join(__dirname, '..', 'src', 'cli', 'main.ts');
    const r = spawnSync(process.execPath, ['--import', 'tsx', main, 'play', '--players', '2', '--seed', '3'], { input: '1\n'.repeat(400), encoding: 'utf8', cwd: join(__dirname, '..', '..', '..') });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/Your choice \(1-2\): 1\n/);
    expect(r.stdout).toMatch(/The game is over/);
  });
});

describe('mm simulate and mm replay', () => {
  const capture = () => {
    const out: string[] = [];
    const err: string[] = [];
    return { io: { out: (l: string) => void out.push(l), err: (l: string) => void err.push(l) }, out, err };
  };

  it('simulate --json writes a record that replay plays to the same standings', () => {
    const a = capture();
    expect(run(['simulate', '--players', '3', '--seed', '4', '--bots', 'greedy', '--json'], a.io)).toBe(0);
    const json = a.out.join('\n');
    const b = capture();
    expect(run(['replay', '-'], b.io, () => json)).toBe(0);
    const c = capture();
    expect(run(['simulate', '--players', '3', '--seed', '4', '--bots', 'greedy'], c.io)).toBe(0);
    const standings = (lines: string[]) => lines.slice(lines.indexOf('Final standings (Glory on the track + Glory from the stash)'));
    expect(standings(b.out).slice(0, 5)).toEqual(standings(c.out).slice(0, 5));
    expect(c.out.join('\n')).toMatch(/PROVISIONAL STAND-IN/);
    const ids = componentIds(builtInComponents());
    expect([...b.out, ...c.out].filter((l) => leaks(l, ids).length > 0)).toEqual([]);
  });

  it('replay names the first illegal action, its code and rule, and exits 1', () => {
    const a = capture();
    run(['simulate', '--players', '2', '--seed', '8', '--json'], a.io);
    const rec = JSON.parse(a.out.join('\n')) as { config: unknown; actions: unknown[] };
    // A shipyard purchase, out of place at this point of the first round whoever is asked (off-turn windows move the turns' indices).
    rec.actions.splice(5, 0, { type: 'buyShip', player: 'B', ship: 'galleon' });
    const b = capture();
    expect(run(['replay', '-'], b.io, () => JSON.stringify(rec))).toBe(1);
    expect(b.err[0]).toMatch(/^Illegal action at index 5/);
    expect(b.err.join('\n')).toMatch(/rule: {4}MM /);
  });

  it('usage errors exit 2, unreadable files exit 1', () => {
    const a = capture();
    expect(run(['simulate', '--players', '6'], a.io)).toBe(2);
    expect(a.err[0]).toMatch(/--players must be 2, 3 or 4/);
    expect(run(['nonsense'], a.io)).toBe(2);
    expect(run(['replay', '/no/such/file.json'], a.io)).toBe(1);
    expect(a.err.join('\n')).toMatch(/no such file/);
    const dir = mkdtempSync(join(tmpdir(), 'mm-bad-'));
    writeFileSync(join(dir, 'c.json'), JSON.stringify({ name: 'broken' }));
    expect(run(['simulate', '--components', join(dir, 'c.json')], a.io)).toBe(1);
  });

  it('plays on a loaded transcription (--components), saying it is the user\'s', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mm-alt-'));
    const file = join(dir, 'mine.json');
    writeFileSync(file, JSON.stringify(altSet()));
    const a = capture();
    expect(run(['simulate', '--players', '2', '--seed', '2', '--components', file, '--quiet'], a.io)).toBe(0);
    expect(a.out.join('\n')).toMatch(/a user transcription/);
  });
});

describe('text for people: events, positions, questions, menu entries', () => {
  it('no id in any text a player may read over random games (each player\'s events and view, the public log)', () => {
    for (const [seed, components] of [[1, undefined], [2, undefined], [3, altSet()]] as const) {
      const created = createGameWithEvents({ players: 4, seed, ...(components ? { components } : {}) });
      let s = created.state;
      const ids = componentIds(components ?? builtInComponents());
      const seen = new Set<string>();
      const check = (t: string) => {
        if (seen.has(t)) return;
        seen.add(t);
        expect(leaks(t, ids), t).toEqual([]);
      };
      const bot = randomBot(seed);
      let events = created.events;
      for (let i = 0; i < 3000 && pending(s).kind !== 'over'; i++) {
        for (const viewer of [null, ...s.seats] as (PlayerId | null)[]) for (const e of eventsFor(events, viewer)) check(describeEvent(s, e));
        const p = pending(s);
        const who = (p.kind === 'decision' ? p.player : p.kind === 'simultaneous' ? p.players[0] : 'A') as PlayerId;
        if (i % 5 === 0) for (const line of describePosition(s, who)) check(line);
        check(describeQuestion(s, who));
        for (const a of legalActions(s, who)) check(choiceText(s, a, who));
        const r = apply(s, bot(s, who));
        s = r.state;
        events = r.events;
      }
    }
  });
});
