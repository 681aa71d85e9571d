import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_ID, replay, type Action } from 'blackbeard-engine/core';
import { startServer, type RunningServer } from '../src/server.js';
import { playUntil, TestClient } from './harness.js';
import { auditUpdates } from './audit.js';

let server: RunningServer;
let dir: string;
let endpoint: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bb-room-'));
  server = await startServer({ port: 0, storeDir: dir, log: () => undefined, room: { seed: () => 4242, reconnectSeconds: 2, ratePerSecond: 200, rateBurst: 200 } });
  endpoint = `http://127.0.0.1:${server.port}`;
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

const playOut = (clients: TestClient[]): Promise<void> => playUntil(clients, () => false);

describe('BlackbeardRoom', () => {
  it('plays a 2-player game to its end: each client gets exactly its seat\'s view, events and prompt; the record is stored', async () => {
    const a = await TestClient.create(endpoint, { players: 2, seat: 'A' });
    await a.until(() => a.granted !== null && a.updates.length > 0);
    const game = a.granted!.game;
    const b = await TestClient.join(endpoint, game, { seat: 'auto' });
    const watcher = await TestClient.join(endpoint, game, { spectate: true });
    await b.until(() => b.granted !== null);
    expect(b.granted!.seat).toBe('B');
    // A seat taken is bound to its token: nobody else gets it.
    await expect(TestClient.join(endpoint, game, { seat: 'A' })).rejects.toThrow(/taken/);
    await expect(TestClient.join(endpoint, game, { seat: 'A', token: 'guess' })).rejects.toThrow(/taken/);

    await playOut([a, b, watcher].filter((c) => c !== watcher).concat([]));
    await watcher.until(() => watcher.last?.result !== null && watcher.last?.result !== undefined);
    const stored = await server.store.load(game);
    expect(stored?.result?.over).toBe(true);
    // The record replays to the end the clients saw.
    const end = replay({ config: stored!.config, actions: stored!.actions });
    expect(end.over).not.toBeNull();
    expect(a.last!.n).toBe(stored!.actions.length);
    expect(auditUpdates(stored!, [a, b, watcher])).toEqual([]);
    // The spectator never holds a hand.
    for (const u of watcher.updates) expect(u.view.you.hand).toEqual([]);
    expect(watcher.updates.some((u) => u.events.some((e) => 'card' in e && e.card === HIDDEN_ID))).toBe(true);
    await Promise.all([a.room.leave(), b.room.leave(), watcher.room.leave()]);
  });

  it('refuses an illegal action, another seat\'s, a malformed or oversized message, to that client only, the game unchanged', async () => {
    const a = await TestClient.create(endpoint, { players: 2, seat: 'A' });
    await a.until(() => a.granted !== null && a.updates.length > 0);
    const b = await TestClient.join(endpoint, a.granted!.game, { seat: 'B' });
    await b.until(() => b.updates.length > 0);
    const decider = a.last!.legal.length > 0 ? a : b;
    const other = decider === a ? b : a;
    const n = decider.last!.n;
    const legal = decider.last!.legal[0]! as Action & { player: string };
    const errorsOf = (c: TestClient) => c.errors.length;
    const before = [errorsOf(a), errorsOf(b)];

    // The other seat's action, sent by the non-decider.
    other.send(legal, n);
    await other.until(() => other.errors.length > before[other === a ? 0 : 1]!);
    expect(other.errors.at(-1)!.code).toBe('not-your-seat');
    // Its own but illegal (not its turn): the engine's typed error.
    other.send({ ...legal, player: other.seat }, n);
    await other.until(() => other.errors.length > before[other === a ? 0 : 1]! + 1);
    expect(other.errors.at(-1)!.code).toMatch(/^[a-z-]+$/);
    expect(other.errors.at(-1)!.rule).toBeTruthy();
    // Malformed and oversized.
    other.room.send('action', { nothing: true });
    other.room.send('action', { action: { type: 'x', pad: 'y'.repeat(3000) } });
    other.room.send('chat', 'hello');
    await other.until(() => other.errors.length >= before[other === a ? 0 : 1]! + 5);
    expect(other.errors.slice(-3).map((e) => e.code)).toEqual(['malformed', 'too-large', 'unknown-message']);
    // Stale: an action for an older position.
    decider.send(legal, n + 5);
    await decider.until(() => decider.errors.length > before[decider === a ? 0 : 1]!);
    expect(decider.errors.at(-1)!.code).toBe('stale');
    // Nothing moved, and the decider's errors are his alone.
    expect(other.last!.n).toBe(n);
    expect(decider.last!.n).toBe(n);
    expect((await server.store.load(a.granted!.game))!.actions.length).toBe(n);
    // The legal action still plays.
    await decider.play(legal);
    expect(decider.last!.n).toBe(n + 1);
    await Promise.all([a.room.leave(), b.room.leave()]);
  });

  it('rate-limits a flooding client without affecting the others', async () => {
    const a = await TestClient.create(endpoint, { players: 2, seat: 'A' });
    await a.until(() => a.granted !== null && a.updates.length > 0);
    const b = await TestClient.join(endpoint, a.granted!.game, { seat: 'B' });
    await b.until(() => b.updates.length > 0);
    const flooder = a.last!.legal.length > 0 ? b : a;
    const mover = flooder === a ? b : a;
    for (let i = 0; i < 600; i++) flooder.room.send('chat', i);
    await flooder.until(() => flooder.errors.length >= 600);
    const codes = new Set(flooder.errors.map((e) => e.code));
    expect(codes).toEqual(new Set(['unknown-message', 'rate-limited']));
    // The other seat plays on, and saw none of it.
    await mover.play(mover.last!.legal[0]!);
    expect(mover.errors).toEqual([]);
    await Promise.all([a.room.leave(), b.room.leave()]);
  });

  it('gives a dropped seat back on reconnection, and to its token on a new connection', async () => {
    const a = await TestClient.create(endpoint, { players: 2, seat: 'A', bots: { B: 'random' } });
    await a.until(() => a.granted !== null && a.updates.length > 0);
    const n = a.last!.n;
    // An unclean drop: Colyseus keeps the session for reconnectSeconds.
    a.room.connection.close(4100);
    await new Promise((r) => setTimeout(r, 200));
    await a.reconnect();
    await a.until(() => a.updates.length > 1);
    expect(a.last!.seat).toBe('A');
    expect(a.last!.n).toBe(n);
    // A new connection with the seat token takes the seat.
    const again = await TestClient.join(endpoint, a.granted!.game, { seat: 'A', token: a.granted!.token });
    await again.until(() => again.updates.length > 0);
    expect(again.last!.seat).toBe('A');
    expect(again.last!.legal.length).toBeGreaterThan(0);
    await again.play(again.last!.legal[0]!);
    expect(again.errors).toEqual([]);
    await again.room.leave();
  });

  it('lets a bot take the seat of a player who does not come back (botTakeover), to the end of the game', async () => {
    const a = await TestClient.create(endpoint, { players: 2, seat: 'A', bots: { B: 'random' }, reconnectSeconds: 0.2, botTakeover: true });
    await a.until(() => a.granted !== null && a.updates.length > 0);
    const game = a.granted!.game;
    await a.room.leave();
    const watcher = await TestClient.join(endpoint, game, { spectate: true });
    await watcher.until(() => watcher.last?.result != null, 60_000);
    expect((await server.store.load(game))!.result!.over).toBe(true);
  });
});
