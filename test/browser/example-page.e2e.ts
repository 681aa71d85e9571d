/**
 * Browser proof (run by `npm run test:browser` after `npm run build`; not part of `npm test`, which
 * must pass on machines without a browser): the built ESM bundle runs unbundled in a real browser,
 * and its light core (`blackbeard-engine/core`) runs without zod: zod is not served at all.
 *
 * A local static server serves the repository; headless Chromium (Debian's `chromium`, driven by
 * playwright-core, no browser download) opens examples/play.html, which imports dist/core.js
 * through an import map. The page plays seeded bot games to the end, and each final `serialize`
 * must equal the same game played in Node on the same bundle. Any request that leaves the local
 * server, any page error and any console error fails the test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

const ROOT = resolve(import.meta.dirname, '../..');
const DIST = join(ROOT, 'dist');
/** What the page may load: the bundle, the example, and the core's one runtime dependency (no zod: issue 14 point 3). */
const SERVED = ['dist/', 'examples/', 'node_modules/pure-rand/'];
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json', '.map': 'application/json' };

function chromiumPath(): string {
  const candidates = [process.env['CHROMIUM_PATH'], '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((p): p is string => !!p);
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`No Chromium found (tried ${candidates.join(', ')}). Install Debian's: apt-get install chromium (.ci/run does this), or set CHROMIUM_PATH.`);
  return found;
}

interface Engine {
  createGame(config: { players: number; seed: number }): unknown;
  pending(s: unknown): { kind: string; player?: string };
  apply(s: unknown, a: unknown): { state: unknown };
  randomBot(seed: number): (s: unknown, player: string) => unknown;
  serialize(s: unknown): string;
}

/** The page's bot game, in Node: the same loop over the same bundle. */
function nodeGame(engine: Engine, players: number, seed: number): string {
  let s = engine.createGame({ players, seed });
  const bot = engine.randomBot(seed);
  for (let n = 0; n < 100_000; n++) {
    const p = engine.pending(s);
    if (p.kind !== 'decision') break;
    s = engine.apply(s, bot(s, p.player!)).state;
  }
  return engine.serialize(s);
}

let server: Server;
let base = '';
let browser: Browser;
let engine: Engine;
const requests: string[] = [];

beforeAll(async () => {
  if (!existsSync(join(DIST, 'index.js'))) throw new Error('dist/index.js is missing: run `npm run build` first');
  engine = (await import(pathToFileURL(join(DIST, 'index.js')).href)) as Engine;
  server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^\/+/, '');
    const file = join(ROOT, path);
    if (!SERVED.some((p) => path.startsWith(p)) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const addr = server.address();
  if (!addr || typeof addr === 'string') throw new Error('no server address');
  base = `http://127.0.0.1:${addr.port}`;
  browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((ok) => server?.close(ok));
});

async function open(query: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console error: ${m.text()}`);
  });
  // Nothing may leave this machine's local server.
  await page.route('**/*', (route) => {
    const url = route.request().url();
    requests.push(url);
    return url.startsWith(base) ? route.continue() : route.abort();
  });
  await page.goto(`${base}/examples/play.html?${query}`);
  return { page, errors };
}

describe('examples/play.html in headless Chromium', () => {
  it('the library bundle has no Node built-ins (only the CLI may use them)', () => {
    const files = readdirSync(DIST).filter((f) => f.endsWith('.js'));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const code = readFileSync(join(DIST, f), 'utf8');
      expect(code, f).not.toMatch(/from\s*["']node:|require\(|from\s*["'](fs|path|os|url|util|crypto|worker_threads)["']/);
    }
  });

  for (const [players, seed] of [
    [4, 1],
    [2, 7],
    [5, 42],
    [1, 3], // Solitaire (19.0): the System Player decides inside apply
  ] as const) {
    it(`plays a seeded ${players}-player bot game (seed ${seed}) to the end, with the same final serialize as Node`, async () => {
      const { page, errors } = await open(`players=${players}&seed=${seed}&human=none&auto=1`);
      await page.waitForSelector('html[data-status="over"]', { timeout: 120_000 });
      const inBrowser = await page.textContent('#final');
      const logLines = await page.locator('#log li').count();
      await page.close();
      expect(errors).toEqual([]);
      expect(logLines).toBeGreaterThan(50);
      const inNode = nodeGame(engine, players, seed);
      expect(JSON.parse(inNode).state.over).not.toBeNull();
      expect(inBrowser).toBe(inNode);
    }, 180_000);
  }

  it('a human player gets his legal actions as buttons, and each click applies one', async () => {
    const { page, errors } = await open('players=3&seed=5&human=A');
    // Buttons say what the action does, by name (describeAction), not its fields.
    expect(await page.locator('#choices button').first().textContent()).toMatch(/^Deploy .+ in a (Sloop|Schooner) to [A-Z]/);
    // The log as Player A may read it: his own cards by name, the others' as "an Event card".
    const setupLog = await page.locator('#log li').allTextContents();
    expect(setupLog.some((l) => /^Player A is dealt [A-Z][^[]* \[3\.0\]$/.test(l) && !l.includes('an Event card'))).toBe(true);
    expect(setupLog).toContain('Player B is dealt an Event card [3.0]');
    for (let k = 0; k < 12; k++) {
      const buttons = page.locator('#choices button');
      if ((await buttons.count()) === 0) break;
      await buttons.first().click();
    }
    const status = await page.textContent('#status');
    const lines = await page.locator('#log li').count();
    const error = await page.textContent('#error');
    await page.close();
    expect(errors).toEqual([]);
    expect(error).toBe('');
    // describePending's words: a question to Player A, what he waits for, or the result.
    expect(status).toMatch(/\?|is deciding|Game over/);
    expect(lines).toBeGreaterThan(10);
  }, 120_000);

  it('at the end, the panels show the final VP next to the standings (not those from before the last action)', async () => {
    const { page, errors } = await open('players=2&seed=7&human=A');
    for (let k = 0; k < 1500; k++) {
      if ((await page.getAttribute('html', 'data-status')) === 'over') break;
      await page.locator('#choices button').last().click();
    }
    expect(await page.getAttribute('html', 'data-status')).toBe('over');
    const final = JSON.parse((await page.textContent('#final')) ?? '') as { state: { players: Record<string, { vp: number }> } };
    const you = (await page.textContent('#you')) ?? '';
    const status = (await page.textContent('#status')) ?? '';
    await page.close();
    expect(errors).toEqual([]);
    const vp = final.state.players;
    expect(you).toContain(`Player A: ${vp['A']!.vp} VP.`);
    expect(you).toContain(`Player B: ${vp['B']!.vp} VP`);
    expect(status).toContain(`Player B ${vp['B']!.vp} VP`);
  }, 120_000);

  it('loaded nothing but the local server', () => {
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((u) => !u.startsWith(base))).toEqual([]);
  });
});
