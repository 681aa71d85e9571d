import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { replay } from 'blackbeard-engine/core';
import { FileStore, RedisStore, type GameStore } from '../../src/store.js';
import { playUntil, TestClient } from '../harness.js';
import { auditUpdates } from '../audit.js';
import { freePort, kill, startRedis, startServerProcess, type ServerProcess } from './processes.js';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
});

/** Retry a rejoin while the restarted server resumes its rooms. */
async function rejoin(c: TestClient, endpoint: string): Promise<void> {
  const end = Date.now() + 30_000;
  for (;;) {
    try {
      return await c.rejoin(endpoint);
    } catch (err) {
      if (Date.now() > end) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/**
 * Kill a server process (SIGKILL: no shutdown code runs) in the middle of a game, start it again:
 * it resumes the game from the store at the same position, its two clients come back with their
 * seat tokens and play to the end; every update each received matches the engine's view of its seat.
 */
async function killAndResume(args: string[], store: GameStore): Promise<void> {
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  let server: ServerProcess = await startServerProcess(args, port);
  cleanups.push(() => kill(server));
  const a = await TestClient.create(endpoint, { players: 2, seat: 'A', reconnectSeconds: 30 });
  await a.until(() => a.granted !== null && a.updates.length > 0);
  const game = a.granted!.game;
  const b = await TestClient.join(endpoint, game, { seat: 'B' });
  await b.until(() => b.granted !== null && b.updates.length > 0);
  await playUntil([a, b], () => (a.last?.n ?? 0) >= 60);
  const before = a.last!.n;
  // Stored before broadcast: the store holds every action the clients saw.
  expect((await store.load(game))!.actions.length).toBe(before);

  await kill(server, 'SIGKILL');
  server = await startServerProcess(args, port);
  expect(server.output()).toMatch(new RegExp(`resumed 1 game\\(s\\): ${game}`));
  const seen = [a.updates.length, b.updates.length];
  await rejoin(a, endpoint);
  await rejoin(b, endpoint);
  await a.until(() => a.updates.length > seen[0]!);
  await b.until(() => b.updates.length > seen[1]!);
  // The same position: the same action count and the same view.
  expect(a.last!.n).toBe(before);
  expect(b.last!.n).toBe(before);
  expect(a.last!.view).toEqual(a.updates[seen[0]! - 1]!.view);
  expect(b.last!.view).toEqual(b.updates[seen[1]! - 1]!.view);

  await playUntil([a, b], () => false);
  await a.until(() => a.last?.result != null);
  const stored = (await store.load(game))!;
  expect(stored.result?.over).toBe(true);
  expect(replay(stored).over).not.toBeNull();
  // No action of theirs was refused, but for the room's rate limit (the scripted players are quick).
  expect([...a.errors, ...b.errors].filter((e) => e.code !== 'rate-limited')).toEqual([]);
  expect(auditUpdates(stored, [a, b])).toEqual([]);
  await Promise.all([a.room.leave(), b.room.leave()]);
  await kill(server, 'SIGTERM');
}

describe('kill and resume', () => {
  it('with the file store: the game resumes at the same position and its clients finish it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bb-kill-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    await killAndResume(['--store', dir], new FileStore(dir));
  });

  it('with Redis (store, presence and driver)', async (ctx) => {
    const redis = await startRedis();
    if (!redis) {
      console.warn('redis-server is not installed: the Redis kill-and-resume test is skipped (apt-get install redis-server)');
      ctx.skip();
      return;
    }
    cleanups.push(redis.stop);
    const store = new RedisStore(redis.url);
    cleanups.push(() => store.close());
    await killAndResume(['--redis', redis.url], store);
  });
});
