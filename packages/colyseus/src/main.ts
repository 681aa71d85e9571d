import { parseArgs } from 'node:util';
import { startServer } from './server.js';

/**
 * `npm run serve` (from the repository root) or `tsx packages/colyseus/src/main.ts`:
 *   --port 2567  --host 127.0.0.1  --redis redis://127.0.0.1:6379  --store ./games
 *   --web examples/web/dist  --public-address host:port  --bot-delay 400  --no-resume
 * Environment: PORT, HOST, REDIS_URL, STORE_DIR, WEB_DIR, PUBLIC_ADDRESS (the flags win).
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    redis: { type: 'string' },
    store: { type: 'string' },
    web: { type: 'string' },
    'public-address': { type: 'string' },
    'bot-delay': { type: 'string' },
    'reconnect-seconds': { type: 'string' },
    'no-resume': { type: 'boolean' },
  },
});
const env = process.env;
const num = (v: string | undefined, fallback: number): number => (v === undefined || v === '' || !Number.isFinite(Number(v)) ? fallback : Number(v));
const redisUrl = values.redis ?? env.REDIS_URL;
const webDir = values.web ?? env.WEB_DIR;
const publicAddress = values['public-address'] ?? env.PUBLIC_ADDRESS;

const server = await startServer({
  port: num(values.port ?? env.PORT, 2567),
  host: values.host ?? env.HOST ?? '127.0.0.1',
  ...(redisUrl ? { redisUrl } : { storeDir: values.store ?? env.STORE_DIR ?? 'games' }),
  ...(webDir ? { webDir } : {}),
  ...(publicAddress ? { publicAddress } : {}),
  room: {
    botDelayMs: num(values['bot-delay'], 0),
    reconnectSeconds: num(values['reconnect-seconds'], 60),
  },
  resume: !values['no-resume'],
});
console.log(`blackbeard server on http://${values.host ?? env.HOST ?? '127.0.0.1'}:${server.port} (store: ${server.store.kind}${server.resumed.length ? `, resumed ${server.resumed.length} game(s): ${server.resumed.join(' ')}` : ''})`);

let closing = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    if (closing) return;
    closing = true;
    void server.close().finally(() => process.exit(0));
  });
}
