import { createServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { matchMaker, RedisDriver, RedisPresence, Server, type Presence } from './colyseus.js';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { BlackbeardRoom, DEFAULT_ROOM_SETTINGS, type RoomSettings } from './room.js';
import { FileStore, RedisStore, type GameStore } from './store.js';

/** The room name clients create and join: `client.create(ROOM_NAME, options)`. */
export const ROOM_NAME = 'blackbeard';

export interface ServeOptions {
  port: number;
  /** Default '127.0.0.1'; '0.0.0.0' to listen on every interface (behind a proxy: docs/server.md). */
  host?: string;
  /**
   * Redis (`redis://host:port/db`): the store, and Colyseus's presence and driver, so that several
   * processes share room lookup and matchmaking. Without it: a file store and one process.
   */
  redisUrl?: string;
  /** The file store's folder (no Redis); default `./games`. */
  storeDir?: string;
  /** A static folder to serve at `/` (the web client, examples/web/dist). */
  webDir?: string;
  /** This process's address as clients reach it (`host:port`), when several processes share Redis. */
  publicAddress?: string;
  /** The transport's cap on one incoming message, in bytes (default 4096): a bigger one closes that client's connection. */
  maxPayload?: number;
  /** Room settings (see RoomSettings); the store comes from redisUrl / storeDir. */
  room?: Partial<Omit<RoomSettings, 'store' | 'resumeKey'>>;
  /** Resume the store's unfinished games when the server starts (default true). */
  resume?: boolean;
  log?: (line: string) => void;
}

export interface RunningServer {
  port: number;
  store: GameStore;
  colyseus: Server;
  /** Games resumed from the store at start. */
  resumed: string[];
  close(): Promise<void>;
}

/** Give a BlackbeardRoom its settings: the room class Colyseus instantiates for `ROOM_NAME`. */
export function defineBlackbeardRoom(server: Server, settings: RoomSettings): void {
  server.define(
    ROOM_NAME,
    class extends BlackbeardRoom {
      protected override settings: RoomSettings | null = settings;
    },
  );
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** A small static handler (GET and HEAD only, no path outside `root`). */
function staticFiles(root: string | undefined): (req: IncomingMessage, res: ServerResponse) => void {
  const base = root ? resolve(root) : null;
  return (req, res) => {
    void (async () => {
      if (!base || (req.method !== 'GET' && req.method !== 'HEAD')) {
        res.writeHead(404).end();
        return;
      }
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const file = normalize(join(base, path.endsWith('/') ? `${path}index.html` : path));
      if (file !== base && !file.startsWith(base + sep)) {
        res.writeHead(403).end();
        return;
      }
      try {
        if (!(await stat(file)).isFile()) throw new Error('not a file');
        const body = await readFile(file);
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
        res.end(req.method === 'HEAD' ? undefined : body);
      } catch {
        res.writeHead(404).end();
      }
    })();
  };
}

/**
 * Start a Colyseus server with the Blackbeard room: the web client at `/` when `webDir` is given,
 * matchmaking at `/matchmake`, the game over WebSocket. With `redisUrl`, the store, the presence
 * and the driver are Redis (several processes); otherwise a file store in `storeDir`.
 */
export async function startServer(o: ServeOptions): Promise<RunningServer> {
  const log = o.log ?? ((line: string) => console.log(line));
  const store: GameStore = o.redisUrl ? new RedisStore(o.redisUrl) : new FileStore(o.storeDir ?? 'games');
  const http: HttpServer = createServer(staticFiles(o.webDir));
  const transport = new WebSocketTransport({ server: http, maxPayload: o.maxPayload ?? 4096 });
  const colyseus = new Server({
    transport,
    greet: false,
    // The process's owner decides about signals (main.ts shuts down on SIGTERM/SIGINT).
    gracefullyShutdown: false,
    ...(o.redisUrl ? { presence: new RedisPresence(o.redisUrl) as Presence, driver: new RedisDriver(o.redisUrl) } : {}),
    ...(o.publicAddress ? { publicAddress: o.publicAddress } : {}),
    // A game is created by the process that got the request (a load balancer in front spreads
    // them); joins find it on any process through the driver, and its seat through the presence.
    selectProcessIdToCreateRoom: async () => matchMaker.processId,
  });
  const settings: RoomSettings = { ...DEFAULT_ROOM_SETTINGS, ...o.room, store, resumeKey: randomBytes(24).toString('base64url'), log };
  defineBlackbeardRoom(colyseus, settings);
  await colyseus.listen(o.port, o.host ?? '127.0.0.1');
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : o.port;
  const resumed = o.resume === false ? [] : await resumeGames(store, settings.resumeKey, log);
  return {
    port,
    store,
    colyseus,
    resumed,
    async close() {
      await colyseus.gracefullyShutdown(false);
      await store.close();
    },
  };
}

/**
 * Recreate a room for each unfinished game in the store, under its own id, at its last stored
 * position; its players come back with their seat tokens. With several processes, each game is
 * resumed by the one that claims it first, unless a live room already has it.
 */
async function resumeGames(store: GameStore, resumeKey: string, log: (line: string) => void): Promise<string[]> {
  const out: string[] = [];
  for (const id of await store.unfinished()) {
    const live = await matchMaker.query({ roomId: id });
    if (live.length > 0) continue;
    if (!(await store.claim(id, matchMaker.processId, 30_000))) continue;
    try {
      await matchMaker.createRoom(ROOM_NAME, { resume: id, resumeKey });
      out.push(id);
    } catch (err) {
      log(`could not resume game ${id}: ${String(err)}`);
    }
  }
  return out;
}
