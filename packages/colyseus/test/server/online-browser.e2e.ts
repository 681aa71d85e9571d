/**
 * Two players in two headless Chromium contexts (two browsers' worth of storage, no shared
 * state) play a 2-player game to its end through a server process (`main.ts --web
 * examples/web/dist`, the same as `npm run serve`): one creates the game in the web client's
 * online mode and takes seat A, the other opens the shared link and takes seat B; each clicks its
 * choices. Both screens must end on the result the stored record replays to, and no page may log
 * an error or see the other's hand.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { replay, result } from 'blackbeard-engine/core';
import { FileStore } from '../../src/store.js';
import { freePort, kill, startServerProcess, type ServerProcess } from './processes.js';

const ROOT = resolve(import.meta.dirname, '../../../..');
const DIST = join(ROOT, 'examples/web/dist');
const chromiumPath = [process.env['CHROMIUM_PATH'], '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p): p is string => !!p && existsSync(p));

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
});

function lcg(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x / 2 ** 32;
  };
}

const status = (page: Page): Promise<string | null> => page.getAttribute('html', 'data-status');

describe('the web client online, two browsers', () => {
  it('plays a 2-player game through the server to its end', async (ctx) => {
    if (!chromiumPath) {
      console.warn('Chromium is missing: the two-browser online test is skipped (apt-get install chromium, or set CHROMIUM_PATH)');
      ctx.skip();
      return;
    }
    if (!existsSync(join(DIST, 'online.js'))) throw new Error('examples/web/dist is missing: run `npm run build:web` first');
    const dir = await mkdtemp(join(tmpdir(), 'bb-online-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const port = await freePort();
    const server: ServerProcess = await startServerProcess(['--web', DIST, '--store', dir], port);
    cleanups.push(() => kill(server, 'SIGTERM'));
    const base = `http://127.0.0.1:${port}`;
    const browser: Browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        // Two pages at once: neither is the "background" one whose timers and frames Chromium slows down.
        '--disable-background-timer-throttling',
        '--disable-renderer-backgrounding',
        '--disable-backgrounding-occluded-windows',
      ],
    });
    cleanups.push(() => browser.close());

    const errors: string[] = [];
    const open = async (url: string): Promise<Page> => {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      const page = await context.newPage();
      page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(`console error: ${m.text()}`);
      });
      await page.goto(url);
      return page;
    };

    // Player A creates the game and takes seat A.
    const a = await open(`${base}/`);
    await a.click('#setup-online');
    await a.selectOption('#online-form select[name=players]', '2');
    await a.selectOption('#online-form select[name=seat]', 'A');
    await a.click('#online-create');
    await a.waitForFunction(() => document.documentElement.dataset['mode'] === 'online' && /#game=/.test(location.hash));
    const game = /#game=([A-Za-z0-9_-]+)/.exec(await a.evaluate(() => location.hash))![1]!;

    // Player B opens the link in another browser context and takes seat B.
    const b = await open(`${base}/#game=${game}`);
    expect(await b.inputValue('#online-form input[name=game]')).toBe(game);
    await b.selectOption('#online-form select[name=seat]', 'B');
    await b.click('#online-join');
    await b.waitForFunction(() => document.documentElement.dataset['mode'] === 'online' && document.documentElement.dataset['n'] !== undefined);

    // The first decisions by Playwright's mouse clicks on the choice buttons, as a player makes them.
    const random = lcg(26);
    let clicks = 0;
    while (clicks < 30) {
      const [sa, sb] = await Promise.all([status(a), status(b)]);
      if (sa === 'over' || sb === 'over') break;
      const page = sa === 'human' ? a : sb === 'human' ? b : null;
      if (!page) {
        await new Promise((r) => setTimeout(r, 15));
        continue;
      }
      const buttons = page.locator('#choices button');
      const n = await buttons.count();
      if (n === 0) continue;
      await buttons.nth(Math.floor(random() * n)).click();
      clicks++;
    }
    // The rest of the game by a clicker inside each page (the same buttons, the same handlers,
    // the same server): a round trip from the test per click would cost minutes on a busy machine.
    await Promise.all(
      [a, b].map((page, k) =>
        page.evaluate((seed) => {
          let x = seed >>> 0;
          const next = (): number => ((x = (Math.imul(x, 1103515245) + 12345) >>> 0), x / 2 ** 32);
          const timer = setInterval(() => {
            const st = document.documentElement.dataset['status'];
            if (st === 'over') return clearInterval(timer);
            if (st !== 'human') return;
            const buttons = document.querySelectorAll<HTMLButtonElement>('#choices button');
            if (buttons.length > 0) buttons[Math.floor(next() * buttons.length)]!.click();
          }, 5);
        }, 100 + k),
      ),
    );
    await Promise.all([a, b].map((page) => page.waitForFunction(() => document.documentElement.dataset['status'] === 'over', null, { timeout: 150_000, polling: 100 })));
    expect([await status(a), await status(b)]).toEqual(['over', 'over']);

    // Both screens show the result the stored record replays to.
    const stored = (await new FileStore(dir).load(game))!;
    const want = result(replay(stored));
    expect(stored.result).toEqual(want);
    for (const page of [a, b]) {
      const rows = await page.locator('#standings tr[data-player]').evaluateAll((trs) => trs.map((tr) => ({ player: tr.getAttribute('data-player'), vp: Number(tr.getAttribute('data-vp')), rank: Number(tr.getAttribute('data-rank')) })));
      expect(rows).toEqual(want.standings.map((s) => ({ player: s.player, vp: s.vp, rank: s.rank })));
    }
    expect(clicks).toBeGreaterThan(10);
    expect(errors).toEqual([]);
  });
});
