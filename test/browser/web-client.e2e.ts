/**
 * The board-game client (examples/web, built by `npm run build:web`, which `npm run test:browser`
 * runs first) in headless Chromium: a complete Solitaire game and a complete 3-player game, the
 * human seat played by clicks on the map (Sea Areas, ports, Pirate counters), on cards in hand and
 * on the choice buttons, the other seats by bots. At the end the standings on the screen, and the
 * VP on every player's panel, must be `result(state)` of the saved game replayed in Node. Any page
 * error, console error or request leaving the local server fails the test. Screenshots go to
 * .screenshots/ (not committed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { apply, createGame, isOver, result, type Action, type GameState } from '../../src/index.js';

const ROOT = resolve(import.meta.dirname, '../..');
const DIST = join(ROOT, 'examples/web/dist');
const SHOTS = join(ROOT, '.screenshots');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json' };

function chromiumPath(): string {
  const candidates = [process.env['CHROMIUM_PATH'], '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((p): p is string => !!p);
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`No Chromium found (tried ${candidates.join(', ')}). Install Debian's: apt-get install chromium (.ci/run does this), or set CHROMIUM_PATH.`);
  return found;
}

let server: Server;
let base = '';
let browser: Browser;
const foreign: string[] = [];

beforeAll(async () => {
  if (!existsSync(join(DIST, 'app.js'))) throw new Error('examples/web/dist is missing: run `npm run build:web` first (npm run test:browser does)');
  mkdirSync(SHOTS, { recursive: true });
  server = createServer((req, res) => {
    let path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^\/+/, '');
    if (path === '') path = 'index.html';
    const file = join(DIST, path);
    if (!file.startsWith(DIST) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const addr = server.address();
  if (!addr || typeof addr === 'string') throw new Error('no server address');
  base = `http://127.0.0.1:${addr.port}`;
  browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((ok) => server?.close(ok));
});

async function open(): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console error: ${m.text()}`);
  });
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(base)) return route.continue();
    foreign.push(url);
    return route.abort();
  });
  await page.goto(`${base}/`);
  return { page, errors };
}

/** A small seeded generator, so a failing run clicks the same way again. */
function lcg(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x / 2 ** 32;
  };
}

const settled = (page: Page): Promise<unknown> =>
  page.waitForFunction("['human', 'over', 'handoff'].includes(document.documentElement.dataset.status)", null, { timeout: 60_000 });

/** The page's state: 'human' (a person decides), 'bots', 'handoff', 'over' (html[data-status]). */
const status = (page: Page): Promise<string | null> => page.getAttribute('html', 'data-status');

interface Clicks {
  map: number;
  cards: number;
  buttons: number;
}

/**
 * Click a highlighted thing on the map as a player would: a Sea Area or Transit Box on its open
 * water (its edge, clear of the ports drawn over it), a port on its circle, a Pirate on his counter.
 */
async function clickMap(page: Page, el: Locator): Promise<void> {
  const cls = (await el.getAttribute('class')) ?? '';
  const area = cls.split(' ').includes('area');
  const shape = area ? el.locator(':scope > rect') : cls.split(' ').includes('port') ? el.locator('.port-dot') : el.locator('rect');
  const b = await shape.first().boundingBox();
  if (!b) throw new Error(`nothing to click for ${cls}`);
  await page.mouse.click(area ? b.x + 6 : b.x + b.width / 2, area ? b.y + b.height * 0.7 : b.y + b.height / 2);
}

/**
 * Play the human seat to the end: at each step click, at random, a highlighted thing on the map,
 * a highlighted card, or a choice button (never "Back", so every click moves the game on).
 */
async function playToTheEnd(page: Page, seed: number, shot: (n: number) => Promise<void>): Promise<Clicks> {
  const random = lcg(seed);
  const clicks: Clicks = { map: 0, cards: 0, buttons: 0 };
  for (let n = 0; n < 4000; n++) {
    await settled(page);
    if ((await status(page)) === 'over') return clicks;
    await shot(n);
    const onMap = page.locator('#map .choosable');
    const cards = page.locator('#hand .card.choosable');
    const buttons = page.locator('#choices button');
    const [m, k, b] = [await onMap.count(), await cards.count(), await buttons.count()];
    expect(m + k + b, 'a human decision with nothing to click').toBeGreaterThan(0);
    const r = random();
    if (m > 0 && r < 0.45) {
      await clickMap(page, onMap.nth(Math.floor(random() * m)));
      clicks.map++;
    } else if (k > 0 && r < 0.6) {
      await cards.nth(Math.floor(random() * k)).click();
      clicks.cards++;
    } else {
      await buttons.nth(Math.floor(random() * b)).click();
      clicks.buttons++;
    }
  }
  throw new Error('no game over after 4000 clicks');
}

/** The saved game (localStorage) replayed in Node: the state the page should be showing. */
async function savedState(page: Page): Promise<GameState> {
  const raw = (await page.evaluate("localStorage.getItem('blackbeard-engine/web-client')")) as string | null;
  const saved = JSON.parse(raw ?? 'null') as { setup: { players: number; seed: number }; actions: Action[] };
  let s = createGame({ players: saved.setup.players, seed: saved.setup.seed });
  for (const a of saved.actions) s = apply(s, a).state;
  return s;
}

async function checkStandings(page: Page): Promise<GameState> {
  const s = await savedState(page);
  expect(isOver(s)).toBe(true);
  const r = result(s);
  const rows = await page.locator('#standings tr[data-player]').evaluateAll((trs) =>
    trs.map((tr) => ({ player: tr.getAttribute('data-player'), vp: Number(tr.getAttribute('data-vp')), rank: Number(tr.getAttribute('data-rank')) })),
  );
  expect(rows).toEqual(r.standings.map((st) => ({ player: st.player, vp: st.vp, rank: st.rank })));
  // The side panels show the final state too (they once kept the VP from before the last action).
  const panels = await page.locator('#displays .player').evaluateAll((els) =>
    els.map((el) => ({ player: el.getAttribute('data-player'), vp: Number(el.querySelector('.vp')?.getAttribute('data-vp')) })),
  );
  expect(panels).toEqual(s.order.map((p) => ({ player: p, vp: s.players[p]?.vp })));
  return s;
}

async function newGame(page: Page, mode: string, seed: number, seats: Record<string, string> = {}): Promise<void> {
  await page.waitForSelector('#setup:not([hidden])');
  await page.selectOption('#setup select[name=mode]', mode);
  for (const [seat, kind] of Object.entries(seats)) await page.selectOption(`#setup select[name=seat-${seat}]`, kind);
  await page.fill('#setup input[name=seed]', String(seed));
  await page.click('#start');
}

describe('the board-game client (examples/web) in headless Chromium', () => {
  it('plays a complete Solitaire game against the System Player, by clicks, to the standings of result(state)', async () => {
    const { page, errors } = await open();
    await newGame(page, 'solo', 11);
    const clicks = await playToTheEnd(page, 11, async (n) => {
      if (n === 6) await page.screenshot({ path: join(SHOTS, 'web-solitaire-play.png') });
    });
    await page.screenshot({ path: join(SHOTS, 'web-solitaire-over.png') });
    const s = await checkStandings(page);
    expect(s.solo).not.toBeNull();
    expect(await page.textContent('#over-title')).toBe(s.solo?.outcome === 'win' ? 'You win!' : 'You lose.');
    expect(clicks.map + clicks.cards + clicks.buttons).toBeGreaterThan(3);
    expect(await page.locator('#log li').count()).toBeGreaterThan(20);
    await page.close();
    expect(errors).toEqual([]);
  }, 120_000);

  it('plays a complete 3-player game (you against a greedy and a random bot) by clicks on the map, the cards and the buttons', async () => {
    const { page, errors } = await open();
    await newGame(page, '3', 5, { A: 'human', B: 'greedy', C: 'random' });
    await settled(page);
    // The first decision is the deployment in steps: the Pirate, then (on the map) the Sea Area, then the ship.
    await page.screenshot({ path: join(SHOTS, 'web-3p-deploy.png') });
    expect(await page.locator('#choices button').first().textContent()).toMatch(/^Deploy .+…$/);
    await page.locator('#choices button').first().click();
    expect(await page.locator('#map .area.choosable').count()).toBeGreaterThan(3);
    await clickMap(page, page.locator('#map .area.choosable').first());
    expect(await page.locator('#choices button').allTextContents()).toEqual(['in a Sloop', 'in a Schooner']);
    await page.locator('#choices button').first().click();
    const clicks = await playToTheEnd(page, 5, async (n) => {
      if (n === 60) await page.screenshot({ path: join(SHOTS, 'web-3p-play.png') });
    });
    await page.screenshot({ path: join(SHOTS, 'web-3p-over.png') });
    const s = await checkStandings(page);
    expect(s.order).toEqual(['A', 'B', 'C']);
    // Choices were made on the map and with the cards, not only with buttons.
    expect(clicks.map).toBeGreaterThan(5);
    expect(clicks.cards).toBeGreaterThan(2);
    await page.close();
    expect(errors).toEqual([]);
  }, 150_000);

  it('saves to localStorage: a reload offers the saved game and continues it where it was', async () => {
    const { page, errors } = await open();
    await newGame(page, '2', 3, { A: 'human', B: 'random' });
    await settled(page);
    for (let k = 0; k < 6; k++) {
      await settled(page);
      if ((await status(page)) === 'over') break;
      await page.locator('#choices button').first().click();
    }
    await settled(page);
    const before = { prompt: await page.textContent('#prompt'), choices: await page.locator('#choices button').allTextContents(), log: await page.locator('#log li').count() };
    await page.reload();
    await page.click('#resume');
    await settled(page);
    expect({ prompt: await page.textContent('#prompt'), choices: await page.locator('#choices button').allTextContents(), log: await page.locator('#log li').count() }).toEqual(before);
    await page.close();
    expect(errors).toEqual([]);
  }, 60_000);

  it('hot-seat: the screen goes from one human to the next behind a cover, and each sees his own hand', async () => {
    const { page, errors } = await open();
    await newGame(page, '3', 9, { A: 'human', B: 'human', C: 'random' });
    const seen = new Set<string>();
    for (let k = 0; k < 60 && seen.size < 2; k++) {
      await settled(page);
      const now = await status(page);
      if (now === 'over') break;
      if (now === 'handoff') {
        const next = /Player ([A-J])/.exec((await page.textContent('#handoff-text')) ?? '')![1]!;
        expect(await page.isVisible('#handoff')).toBe(true);
        await page.click('#handoff-go');
        await settled(page);
        expect(await page.textContent('#hand-title')).toBe(`Player ${next}: hand`);
        // His own cards by name in his log; the other human's as "a card".
        const log = await page.locator('#log li').allTextContents();
        const other = next === 'A' ? 'B' : 'A';
        expect(log.some((l) => l.startsWith(`Player ${other} is dealt an Event card`))).toBe(true);
        expect(log.some((l) => l.startsWith(`Player ${next} is dealt `) && !l.includes('an Event card'))).toBe(true);
        seen.add(next);
        continue;
      }
      await page.locator('#choices button').first().click();
    }
    expect([...seen].sort()).toEqual(['A', 'B']);
    await page.close();
    expect(errors).toEqual([]);
  }, 60_000);

  it('loaded nothing but the local server', () => {
    expect(foreign).toEqual([]);
  });
});
