import { mkdir, open, readdir, readFile, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import type { Action, GameConfig, GameResult, PlayerId } from 'blackbeard-engine/core';
import type { BotKind } from './protocol.js';

/** How a room was set up, beyond the game's own config (kept so a resumed room behaves the same). */
export interface RoomSetup {
  bots: Partial<Record<PlayerId, BotKind>>;
  reconnectSeconds: number;
  botTakeover: boolean;
}

/** A game as the store holds it: the record `{ config, actions }`, the seats' token hashes, the result. */
export interface StoredGame {
  id: string;
  config: GameConfig;
  setup: RoomSetup;
  /** sha-256 of each taken seat's token (the token itself is only ever sent to its client). */
  seats: Partial<Record<PlayerId, string>>;
  actions: Action[];
  result: GameResult | null;
}

/**
 * Where a room writes its game. Every method resolves once the write is durable (the file fsynced,
 * Redis acknowledged): the room awaits `append` before it sends anyone the position the action
 * leads to, so no client ever sees a position the store could lose.
 */
export interface GameStore {
  readonly kind: 'file' | 'redis';
  create(id: string, config: GameConfig, setup: RoomSetup): Promise<void>;
  /** Action number `index` (0-based): the store refuses a gap or a repeat. */
  append(id: string, index: number, action: Action): Promise<void>;
  bindSeat(id: string, seat: PlayerId, tokenHash: string): Promise<void>;
  finish(id: string, result: GameResult): Promise<void>;
  load(id: string): Promise<StoredGame | null>;
  /** Ids of the games not over. */
  unfinished(): Promise<string[]>;
  /** Take the right to resume a game (one process of several does it); true if this caller has it. */
  claim(id: string, owner: string, ttlMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Game ids are room ids: letters, digits, '_' and '-', as Colyseus makes them; anything else never reaches a path or key. */
export function checkGameId(id: string): string {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new Error(`Not a game id: ${JSON.stringify(id.slice(0, 80))}`);
  return id;
}

type Entry =
  | { t: 'game'; id: string; config: GameConfig; setup: RoomSetup }
  | { t: 'seat'; seat: PlayerId; hash: string }
  | { t: 'act'; i: number; a: Action }
  | { t: 'end'; result: GameResult };

/**
 * Fold a game's log into a StoredGame. A line that does not parse can only be the last one, cut
 * by a crash in the middle of a write that was never acknowledged (so never broadcast): it is
 * dropped. Anything else out of order is a fault of the store.
 */
function fold(id: string, lines: readonly string[]): StoredGame | null {
  let game: StoredGame | null = null;
  lines.forEach((line, k) => {
    if (line === '') return;
    let e: Entry;
    try {
      e = JSON.parse(line) as Entry;
    } catch (err) {
      if (k === lines.length - 1 || lines.slice(k + 1).every((l) => l === '')) return;
      throw new Error(`Game ${id}: line ${k + 1} of its log is not JSON`, { cause: err });
    }
    if (e.t === 'game') {
      game = { id, config: e.config, setup: e.setup, seats: {}, actions: [], result: null };
      return;
    }
    if (!game) throw new Error(`Game ${id}: its log does not start with the game`);
    const g: StoredGame = game;
    if (e.t === 'seat') g.seats[e.seat] = e.hash;
    else if (e.t === 'act') {
      if (e.i !== g.actions.length) throw new Error(`Game ${id}: action ${e.i} where ${g.actions.length} was due`);
      g.actions.push(e.a);
    } else g.result = e.result;
  });
  return game;
}

/**
 * One append-only JSON-lines file per game in `dir`. Each write is appended and fsynced before
 * it resolves; a new file's directory entry is fsynced too. Writes to one game are serialized.
 */
export class FileStore implements GameStore {
  readonly kind = 'file' as const;
  private readonly handles = new Map<string, Promise<FileHandle>>();
  private readonly tails = new Map<string, Promise<unknown>>();
  private readonly next = new Map<string, number>();

  constructor(readonly dir: string) {}

  private path(id: string): string {
    return join(this.dir, `${checkGameId(id)}.jsonl`);
  }

  private handle(id: string): Promise<FileHandle> {
    let h = this.handles.get(id);
    if (!h) {
      h = mkdir(this.dir, { recursive: true }).then(() => open(this.path(id), 'a'));
      this.handles.set(id, h);
    }
    return h;
  }

  /** Append one entry and fsync, after the game's previous write. */
  private write(id: string, e: Entry): Promise<void> {
    const prev = this.tails.get(id) ?? Promise.resolve();
    const run = prev.catch(() => undefined).then(async () => {
      const fh = await this.handle(id);
      await fh.appendFile(`${JSON.stringify(e)}\n`);
      await fh.datasync();
    });
    this.tails.set(id, run);
    return run;
  }

  async create(id: string, config: GameConfig, setup: RoomSetup): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await this.write(id, { t: 'game', id, config, setup });
    // The new file's name must survive a crash too.
    const d = await open(this.dir, 'r');
    try {
      await d.sync();
    } finally {
      await d.close();
    }
    this.next.set(id, 0);
  }

  async append(id: string, index: number, action: Action): Promise<void> {
    const due = this.next.get(id) ?? (await this.load(id))?.actions.length ?? 0;
    if (index !== due) throw new Error(`Game ${id}: action ${index} where ${due} was due`);
    this.next.set(id, due + 1);
    try {
      await this.write(id, { t: 'act', i: index, a: action });
    } catch (err) {
      this.next.delete(id);
      throw err;
    }
  }

  bindSeat(id: string, seat: PlayerId, hash: string): Promise<void> {
    return this.write(id, { t: 'seat', seat, hash });
  }

  async finish(id: string, result: GameResult): Promise<void> {
    await this.write(id, { t: 'end', result });
    const h = this.handles.get(id);
    this.handles.delete(id);
    this.next.delete(id);
    if (h) await (await h).close();
  }

  async load(id: string): Promise<StoredGame | null> {
    let text: string;
    try {
      text = await readFile(this.path(id), 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
    return fold(id, text.split('\n'));
  }

  async unfinished(): Promise<string[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
    const out: string[] = [];
    for (const n of names.sort()) {
      if (!n.endsWith('.jsonl')) continue;
      const g = await this.load(n.slice(0, -'.jsonl'.length));
      if (g && !g.result) out.push(g.id);
    }
    return out;
  }

  /** One process owns a store directory: the claim always succeeds. */
  async claim(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    const hs = [...this.handles.values()];
    this.handles.clear();
    await Promise.allSettled(this.tails.values());
    for (const h of hs) await (await h).close().catch(() => undefined);
  }
}

/**
 * The games in Redis: a list per game (its log, the same entries as the file store's) and a set
 * of the unfinished ones. A write resolves when Redis has acknowledged it; how Redis keeps it
 * across its own restart is its configuration (docs/server.md: `appendonly yes`).
 */
export class RedisStore implements GameStore {
  readonly kind = 'redis' as const;
  readonly redis: Redis;

  constructor(url: string, readonly prefix = 'bb:') {
    this.redis = new Redis(url, { maxRetriesPerRequest: 3 });
  }

  private log(id: string): string {
    return `${this.prefix}game:${checkGameId(id)}:log`;
  }

  private get openSet(): string {
    return `${this.prefix}games:open`;
  }

  async create(id: string, config: GameConfig, setup: RoomSetup): Promise<void> {
    const n = await this.redis.rpush(this.log(id), JSON.stringify({ t: 'game', id, config, setup } satisfies Entry));
    if (n !== 1) throw new Error(`Game ${id} already exists in the store`);
    await this.redis.sadd(this.openSet, id);
  }

  async append(id: string, index: number, action: Action): Promise<void> {
    // The entry goes in only if the log holds exactly the game entry, its seats and `index`
    // actions: a Lua script, atomic in Redis, so no gap or repeat even from two writers.
    const ok = await this.redis.eval(APPEND_SCRIPT, 2, this.log(id), `${this.log(id)}:n`, String(index), JSON.stringify({ t: 'act', i: index, a: action } satisfies Entry));
    if (ok !== 1) throw new Error(`Game ${id}: action ${index} refused by the store (out of order)`);
  }

  async bindSeat(id: string, seat: PlayerId, hash: string): Promise<void> {
    await this.redis.rpush(this.log(id), JSON.stringify({ t: 'seat', seat, hash } satisfies Entry));
  }

  async finish(id: string, result: GameResult): Promise<void> {
    await this.redis.rpush(this.log(id), JSON.stringify({ t: 'end', result } satisfies Entry));
    await this.redis.srem(this.openSet, id);
  }

  async load(id: string): Promise<StoredGame | null> {
    const lines = await this.redis.lrange(this.log(id), 0, -1);
    return lines.length === 0 ? null : fold(id, lines);
  }

  async unfinished(): Promise<string[]> {
    return (await this.redis.smembers(this.openSet)).sort();
  }

  async claim(id: string, owner: string, ttlMs: number): Promise<boolean> {
    const r = await this.redis.set(`${this.prefix}game:${checkGameId(id)}:owner`, owner, 'PX', ttlMs, 'NX');
    return r === 'OK';
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

/** KEYS[1] the log, KEYS[2] its action count; ARGV[1] the index, ARGV[2] the entry. */
const APPEND_SCRIPT = `
local n = tonumber(redis.call('GET', KEYS[2]) or '0')
if n ~= tonumber(ARGV[1]) then return 0 end
redis.call('RPUSH', KEYS[1], ARGV[2])
redis.call('SET', KEYS[2], n + 1)
return 1
`;
