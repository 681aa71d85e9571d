import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN = `${ROOT}packages/colyseus/src/main.ts`;
const TSCONFIG = `${ROOT}packages/colyseus/tsconfig.json`;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  output: () => string;
}

/** Start `packages/colyseus/src/main.ts` in its own process and wait until it listens. */
export async function startServerProcess(args: string[], port: number, env: Record<string, string> = {}): Promise<ServerProcess> {
  // One process (tsx as a loader, not its CLI, which would run the server in a child): SIGKILL reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, '--port', String(port), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env, TSX_TSCONFIG_PATH: TSCONFIG, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const end = Date.now() + 60_000;
  while (!out.includes('blackbeard server on')) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${out}\n${execFileSync("sh", ["-c", `ss -ltnp | grep :${port} || true`], { encoding: "utf8" })}`);
    if (Date.now() > end) throw new Error(`server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { child, port, output: () => out };
}

export async function kill(p: ServerProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  const exited = new Promise((r) => p.child.once('exit', r));
  p.child.kill(signal);
  await exited;
}

/** redis-server's path, or null when it is not installed. */
export function redisServerPath(): string | null {
  for (const p of ['/usr/bin/redis-server', '/usr/local/bin/redis-server']) if (existsSync(p)) return p;
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** A throwaway redis-server on a free port (no persistence to disk: the test owns it). */
export async function startRedis(): Promise<{ url: string; stop: () => Promise<void> } | null> {
  const bin = redisServerPath();
  if (!bin) return null;
  const port = await freePort();
  const child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  const end = Date.now() + 20_000;
  for (;;) {
    const r = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    r.on('error', () => undefined);
    try {
      await r.connect();
      await r.ping();
      await r.quit();
      break;
    } catch {
      r.disconnect();
      if (Date.now() > end) throw new Error('redis-server did not start');
      await new Promise((res) => setTimeout(res, 100));
    }
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
