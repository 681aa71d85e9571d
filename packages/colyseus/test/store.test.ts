import { appendFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createGame, legalActions, pending, type Action } from 'blackbeard-engine/core';
import { FileStore } from '../src/store.js';

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

async function store(): Promise<FileStore> {
  const d = await mkdtemp(join(tmpdir(), 'bb-store-'));
  dirs.push(d);
  return new FileStore(d);
}

const config = { players: 2, seed: 5, randomness: 'seeded' as const, options: {} };
const setup = { bots: {}, reconnectSeconds: 60, botTakeover: false };
function firstAction(): Action {
  const s = createGame(config);
  const p = pending(s);
  if (p.kind !== 'decision') throw new Error('no decision');
  return legalActions(s, p.player)[0]!;
}

describe('FileStore', () => {
  it('keeps the record, the seats and the result, and lists the unfinished games', async () => {
    const s = await store();
    await s.create('g1', config, setup);
    await s.append('g1', 0, firstAction());
    await s.bindSeat('g1', 'A', 'ab'.repeat(32));
    await s.create('g2', config, setup);
    expect(await s.unfinished()).toEqual(['g1', 'g2']);
    await s.finish('g2', { over: true, reason: 'test', standings: [], winners: [] });
    expect(await s.unfinished()).toEqual(['g1']);
    const g = await s.load('g1');
    expect(g).toMatchObject({ id: 'g1', config, setup, seats: { A: 'ab'.repeat(32) }, result: null });
    expect(g!.actions).toEqual([firstAction()]);
    await s.close();
  });

  it('refuses a gap or a repeat in the actions', async () => {
    const s = await store();
    await s.create('g', config, setup);
    await expect(s.append('g', 1, firstAction())).rejects.toThrow(/action 1 where 0 was due/);
    await s.append('g', 0, firstAction());
    await expect(s.append('g', 0, firstAction())).rejects.toThrow(/action 0 where 1 was due/);
    await s.close();
  });

  it('drops a last line cut by a crash (never acknowledged), and refuses damage anywhere else', async () => {
    const s = await store();
    await s.create('g', config, setup);
    await s.append('g', 0, firstAction());
    await s.close();
    const file = join(s.dir, 'g.jsonl');
    await appendFile(file, '{"t":"act","i":1,"a":{"ty');
    expect((await new FileStore(s.dir).load('g'))!.actions).toHaveLength(1);
    const text = await readFile(file, 'utf8');
    await appendFile(file, '\n' + text.split('\n')[1] + '\n');
    await expect(new FileStore(s.dir).load('g')).rejects.toThrow(/not JSON/);
  });

  it('takes no id that could leave its folder', async () => {
    const s = await store();
    await expect(s.create('../x', config, setup)).rejects.toThrow(/Not a game id/);
  });
});
