/**
 * `blackbeard play` over plain stdin and stdout (no terminal, no `script`, no tmux), as a person
 * piping answers or a frontend driving the CLI would use it (issue 14 point 5): the grouped
 * deployment menu, every player's Pirates, prompts that name what is announced, no internal ids,
 * single-option prompts answered for the player, undo, no silent overwrite, the record at the end.
 */
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtinComponents, replay, result, type GameRecord } from '../../src/index.js';
import { ROOT, blackbeardPiped } from './pty.js';

const dir = mkdtempSync(join(tmpdir(), 'blackbeard-stdin-'));
const CHOICE = /Your choice \[1-(\d+)\]: $/;

/** Run `blackbeard ARGS` with all of `input` on stdin; the whole transcript and the exit code. */
function run(args: string[], input: string): { out: string; err: string; code: number | null } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: ROOT, input, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { out: r.stdout, err: r.stderr, code: r.status };
}

/** Every component id, which a player should never read (he reads names). */
const IDS = [
  ...builtinComponents.ports,
  ...builtinComponents.seaAreas,
  ...builtinComponents.transitBoxes,
  ...builtinComponents.pirates,
  ...builtinComponents.eventCards,
  ...builtinComponents.merchantTypes,
  ...builtinComponents.hostages,
  ...builtinComponents.kcs,
  ...builtinComponents.warships,
  ...builtinComponents.shipTypes,
].map((c) => c.id);

function idsIn(text: string): string[] {
  const found = new Set<string>();
  for (const id of IDS) if (new RegExp(`(?<![\\w-])${id}(?![\\w-])`).test(text)) found.add(id);
  return [...found];
}

describe('blackbeard play over stdin', () => {
  const save = join(dir, 'three.json');
  const game = run(['play', '--players', '3', '--seed', '5', '--save', save], '1\n'.repeat(800));

  it('plays a whole 3-player game to the end on piped answers', () => {
    expect(game.err).toBe('');
    expect(game.code).toBe(0);
    expect(game.out).toContain('Final standings');
  });

  it('deployment is chosen in steps: the Pirate, then the Sea Area, then the ship', () => {
    const first = game.out.slice(game.out.indexOf('=== Player-Turn 0'));
    const menu = first.slice(0, first.indexOf('Your choice'));
    expect(menu).toMatch(/ 1\. Deploy Wynne…\n {3}2\. Deploy Quelch…\n {3}3\. Deploy La Buse \("The Buzzard"\)…\n/);
    expect(menu).not.toMatch(/in a Sloop/);
    expect(first).toMatch(/Where does Wynne go\? \(b to go back\)\n {3}1\. North Atlantic\n/);
    expect(first).toMatch(/Wynne to North Atlantic: in which ship\? \(b to go back\)\n {3}1\. in a Sloop\n {3}2\. in a Schooner\n/);
    expect(first).toContain('Player A deploys Wynne in a Sloop to North Atlantic [3.0]');
  });

  it("every player's Pirates are listed with their public Displays", () => {
    expect(game.out).toMatch(/Player B's Pirates:\n {2}.+ — (at sea in|in port at|in the) .+ — (Sloop|Schooner|Brigantine): Combat \d+, Speed -?\d+, Loyalty \d+ · NP \d+ · Booty \d+ · Net Worth \d+/);
    expect(game.out).toMatch(/Player C's Pirates:/);
  });

  it('an interrupt prompt names the port or destination of what is announced', () => {
    expect(game.out).toMatch(/-- .+ \(Player [BC]\) announces a Port Attack on [A-Z][\w. ]+\. Any Anti-Pirate Action\?/);
  });

  it('a decision with one possible answer is taken for the player, said in one line', () => {
    expect(game.out).toMatch(/ {2}→ End your Player-Turn \(your only choice\)/);
    // No prompt ever offers a single choice.
    expect(game.out).not.toMatch(/Your choice \[1-1\]/);
  });

  it('never prints an internal id or code, nor "Transit Box Transit Box"', () => {
    // The temporary folder's random name (printed with the save and record paths) is not ours.
    const out = game.out.split(dir).join('<dir>');
    expect(idsIn(out)).toEqual([]);
    expect(out.match(/\b[a-z]+[A-Z]\w*\b/g) ?? []).toEqual([]);
    expect(game.out).not.toContain('Transit Box Transit Box');
    expect(game.out).toMatch(/in the [A-Z][\w ]+ - [A-Z][\w ]+ Transit Box|Transit Box/);
  });

  it('writes the game record at the end; it replays to the same standings', () => {
    const file = join(dir, 'three.record.json');
    expect(game.out).toContain(`The game record is in ${file}; replay it with: blackbeard replay ${file}`);
    const record = JSON.parse(readFileSync(file, 'utf8')) as GameRecord;
    expect(record.config).toMatchObject({ players: 3, seed: 5, randomness: 'seeded' });
    const final = replay(record);
    expect(final.over).not.toBeNull();
    for (const st of result(final).standings) expect(game.out).toMatch(new RegExp(`\\n {2}${st.rank} +${st.player} +${st.vp}\\b`));
  });

  it('refuses to overwrite an existing save or record without --force', () => {
    const taken = join(dir, 'taken.json');
    writeFileSync(taken, '{"keep": true}\n');
    const refused = run(['play', '--players', '2', '--seed', '1', '--save', taken], 'q\n');
    expect(refused.code).toBe(2);
    expect(refused.err).toContain(`'${taken}' already exists: choose another --save FILE, or add --force to overwrite it`);
    expect(readFileSync(taken, 'utf8')).toBe('{"keep": true}\n');
    // The finished game above left its record: a new game with the same save name is refused too.
    const again = run(['play', '--players', '3', '--seed', '5', '--save', save], 'q\n');
    expect(again.code).toBe(2);
    expect(again.err).toContain('three.record.json');
    const forced = run(['play', '--players', '2', '--seed', '1', '--save', taken, '--force'], 'q\n');
    expect(forced.code).toBe(0);
    expect(JSON.parse(readFileSync(taken, 'utf8'))).toMatchObject({ format: 'blackbeard-engine/play', version: 2 });
  });
});

describe('undo (u) over stdin', () => {
  it('takes back a decision that revealed nothing; refuses once a die, draw or choice was seen', async () => {
    const save = join(dir, 'undo.json');
    const pty = blackbeardPiped(['play', '--players', '2', '--seed', '3', '--save', save]);
    try {
      let pos = await pty.waitFor(CHOICE);
      // The very first decision: nothing of the player's own to take back yet.
      pty.line('u');
      pos = await pty.waitFor(/Nothing to undo: [\s\S]*Your choice \[1-\d+\]: $/, pos);
      // The deployment (Pirate, Sea Area, ship) is one decision and reveals nothing: undo it.
      pty.line('1');
      pos = await pty.waitFor(/Where does .+ go\? \(b to go back\)[\s\S]*Your choice \[1-\d+\]: $/, pos);
      // b goes back to the Pirates, then the same way down again.
      pty.line('b');
      pos = await pty.waitFor(/1\. Deploy .+…[\s\S]*Your choice \[1-\d+\]: $/, pos);
      pty.line('1');
      pos = await pty.waitFor(/Where does .+ go\?[\s\S]*Your choice \[1-\d+\]: $/, pos);
      pty.line('1');
      pos = await pty.waitFor(/in which ship\?[\s\S]*Your choice \[1-\d+\]: $/, pos);
      pty.line('1');
      // The bot's deployment is a choice among many: seen, it makes the placement final.
      pos = await pty.waitFor(/Player B deploys [\s\S]*Your choice \[1-\d+\]: $/, pos);
      pty.line('u');
      pos = await pty.waitFor(/Nothing to undo: [\s\S]*Your choice \[1-\d+\]: $/, pos);
      // Walk to the Card Play Phase, then play a card for Actions: no die, no draw, no other player.
      const sinceHeader = (): string => pty.text().slice(pty.text().lastIndexOf('=== Player-Turn'));
      const atCardPlay = (t: string): boolean => /you — Card Play Phase, play a card for Actions ===/.test(t) && /\n {3}1\. Play .+ for \d+ Actions?\n[\s\S]*Your choice \[1-\d+\]: $/.test(t) && !t.includes('Player A plays');
      for (let i = 0; i < 60 && !atCardPlay(sinceHeader()); i++) {
        pty.line('1');
        pos = await pty.waitFor(CHOICE, pos + 1);
      }
      const list = sinceHeader();
      expect(list).toMatch(/ {2}1\. Play .+ for \d+ Actions?/);
      const played = /1\. (Play .+)\n/.exec(list)?.[1] ?? '';
      pty.line('1');
      pos = await pty.waitFor(/Player A plays [\s\S]*Your choice \[1-\d+\]: $/, pos);
      pty.line('u');
      pos = await pty.waitFor(/Undone: back to your last decision\.[\s\S]*Your choice \[1-\d+\]: $/, pos);
      expect(pty.text().slice(pos - 2000)).toContain(`1. ${played}`);
      // Only the last decision: a second u has nothing left to take back.
      pty.line('u');
      pos = await pty.waitFor(/Nothing to undo: [\s\S]*Your choice \[1-\d+\]: $/, pos);
      pty.line('q');
      await pty.waitFor(/Quit: the game is saved/, pos);
      expect(await pty.exited()).toBe(0);
    } finally {
      pty.kill();
    }
    expect(existsSync(save)).toBe(true);
  }, 120_000);
});
