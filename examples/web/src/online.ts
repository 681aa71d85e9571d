/**
 * Online play: the same board, played through a Blackbeard server (packages/colyseus, started by
 * `npm run serve`). The browser holds no game state: the server sends this seat's `view`, the
 * events it may see, the question put to it and its choices after every change (docs/server.md),
 * and this page sends back the action chosen. Create a game (pick its players and your seat) or
 * join one by its id; the seat token the server gives is kept in localStorage, so a reload or a
 * dropped connection takes the seat back.
 *
 * Loaded as its own module (online.js) beside app.js: the hot-seat client does not load Colyseus.
 */
import { Client, type Room } from 'colyseus.js';
import { builtinComponents, describe, type Choice, type PlayerId } from 'blackbeard-engine/core';
import { parseUpdate, type ErrorMessage, type SeatGranted, type SeatInfo, type Update } from '../../../packages/colyseus/src/protocol.js';
import { highlights } from './highlights.js';
import { renderMap } from './map.js';
import { PLAYER_COLOURS, esc } from './names.js';
import { renderDisplays, renderHand } from './panels.js';

const c = builtinComponents;
const $ = <T extends HTMLElement = HTMLElement>(id: string): T => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} is missing from the page`);
  return el as T;
};

interface Online {
  room: Room;
  endpoint: string;
  game: string;
  seat: PlayerId | null;
  last: Update | null;
  /** The steps of the decision under way (as the hot-seat client's). */
  steps: Array<{ title: string; list: Choice[] }>;
  log: { text: string; turn: boolean }[];
  sent: boolean;
}

let online: Online | null = null;

const tokenKey = (game: string): string => `blackbeard-online:${game}`;

function status(s: 'online-human' | 'online-waiting' | 'over' | 'setup'): void {
  document.documentElement.dataset['status'] = s === 'online-human' ? 'human' : s === 'online-waiting' ? 'waiting' : s;
}

function labels(u: Update): Record<string, string> {
  return Object.fromEntries(u.view.order.map((p) => [p, p === u.seat ? `Player ${p} (you)` : `Player ${p}${seatNote(u.seats.find((s) => s.seat === p))}`]));
}

function seatNote(s: SeatInfo | undefined): string {
  if (!s) return '';
  if (s.kind === 'bot' || s.botPlaying) return ' (bot)';
  if (s.kind === 'open') return ' (open seat)';
  return s.connected ? '' : ' (away)';
}

function colours(u: Update): Record<string, string> {
  return Object.fromEntries(u.view.order.map((p, i) => [p, u.view.solo && p === u.view.solo.system ? '#333333' : (PLAYER_COLOURS[i] ?? '#555')]));
}

/**
 * What this seat must answer, now: the prompt, the choices, the status, the result. The board
 * (map, hand, Displays, log) follows at most four times a second (`scheduleBoard`): redrawing the
 * whole map lays out the page again, and at every update of a quick game that would be most of
 * the browser's time.
 */
function render(o: Online): void {
  const u = o.last;
  if (!u) return;
  const v = u.view;
  const step = o.steps[o.steps.length - 1];
  const deciding = step !== undefined && !o.sent && !u.result;
  $('turn').textContent = v.over ? 'Game over' : v.turn.phase === 'setup' ? 'Setting up (3.0)' : `Turn ${v.turn.number}: Player ${v.turn.player}`;
  $('seed').textContent = `Online game ${o.game}${o.seat ? `, seat ${o.seat}` : ', watching'}`;
  $('prompt').innerHTML = `${esc(u.prompt.text)} <span class="rule">[${esc(u.prompt.rule)}]</span>`;
  $('step').textContent = deciding ? step.title : '';
  $('back').hidden = !(deciding && o.steps.length > 1);
  const choices = $('choices');
  choices.textContent = '';
  if (deciding) {
    for (const e of step.list) {
      const b = document.createElement('button');
      b.textContent = e.label;
      b.className = e.action ? 'choice' : 'choice more';
      b.onclick = () => choose(o, e);
      choices.append(b);
    }
  }
  const over = $('over');
  if (u.result) {
    const r = u.result;
    $('over-title').textContent = r.winners.includes(o.seat as PlayerId) ? (r.winners.length === 1 ? 'You win!' : 'You share the win.') : r.winners.length === 1 ? `Player ${r.winners[0]} wins.` : `Players ${r.winners.join(' and ')} share the win.`;
    $('over-reason').textContent = `The game ended: ${r.reason ?? ''}.`;
    $('standings').innerHTML =
      '<tr><th>Rank</th><th>Player</th><th>VP</th></tr>' +
      r.standings
        .map((st) => `<tr data-player="${st.player}" data-vp="${st.vp}" data-rank="${st.rank}"${r.winners.includes(st.player) ? ' class="winner"' : ''}><td>${st.rank}</td><td>${esc(labels(u)[st.player] ?? st.player)}</td><td>${st.vp}</td></tr>`)
        .join('');
    over.hidden = false;
    renderBoard(o);
    status('over');
  } else {
    over.hidden = true;
    scheduleBoard(o);
    status(deciding ? 'online-human' : 'online-waiting');
  }
}

let boardTimer: ReturnType<typeof setTimeout> | null = null;
let boardAt = 0;

function scheduleBoard(o: Online): void {
  if (boardTimer !== null) return;
  boardTimer = setTimeout(() => {
    boardTimer = null;
    if (online === o) renderBoard(o);
  }, Math.max(0, boardAt + 250 - performance.now()));
}

/** The map (with what this step lets the player click), the hand, the Displays, the log. */
function renderBoard(o: Online): void {
  const u = o.last;
  if (!u) return;
  boardAt = performance.now();
  const v = u.view;
  const step = o.steps[o.steps.length - 1];
  const deciding = step !== undefined && !o.sent && !u.result;
  const { places, pirates, cards } = highlights(deciding ? step.list : null);
  $('map').innerHTML = renderMap({ view: v, components: c, colours: colours(u), places, pirates, focus: null, playerLabels: labels(u) });
  renderHand($('hand'), o.seat ? v : null, c, { cards, click: (id) => clickCard(o, id) });
  $('hand-title').textContent = o.seat ? `Player ${o.seat}: hand` : 'Hands';
  $('displays').innerHTML = renderDisplays(v, c, colours(u), labels(u));
  const log = $('log');
  log.innerHTML = o.log
    .slice(-300)
    .map((l) => {
      const m = /^(.*?)( \[[^\]]*\])$/.exec(l.text);
      const body = m ? `${esc(m[1]!)}<span class="rule">${esc(m[2]!)}</span>` : esc(l.text);
      return `<li${l.turn ? ' class="turn"' : ''}>${body}</li>`;
    })
    .join('');
  // Scrolled at the next frame: reading scrollHeight now would lay the page out at once.
  requestAnimationFrame(() => (log.scrollTop = log.scrollHeight));
}

function choose(o: Online, entry: Choice): void {
  if (o.sent || !o.last) return;
  if (entry.action) {
    o.sent = true;
    o.room.send('action', { action: entry.action, n: o.last.n });
    render(o);
    return;
  }
  let next: Choice = entry;
  while (next.sub && next.sub.length === 1 && !next.sub[0]!.action) next = next.sub[0]!;
  if (next.sub && next.sub.length === 1 && next.sub[0]!.action) return choose(o, next.sub[0]!);
  o.steps.push({ title: next.title ?? next.label, list: next.sub ?? [] });
  render(o);
}

function clickCard(o: Online, id: string): void {
  const step = o.steps[o.steps.length - 1];
  const found = step?.list.filter((e) => e.card === id) ?? [];
  if (found.length === 1) choose(o, found[0]!);
}

function onUpdate(o: Online, u: Update): void {
  // A new position: its events for the log, its choices (none when it is not this seat's decision).
  if (!o.last || u.n !== o.last.n || o.log.length === 0) {
    for (const e of u.events) o.log.push({ text: o.seat ? describe(e, { viewer: o.seat }) : describe(e), turn: e.type === 'turnStarted' || e.type === 'gameOver' });
  }
  o.last = u;
  o.sent = false;
  // For tests and tools: the position shown (the update number).
  document.documentElement.dataset['n'] = String(u.n);
  o.steps = u.choices.length > 0 ? [{ title: '', list: u.choices }] : [];
  render(o);
}

function attach(o: Online): void {
  o.room.onMessage('update', (text: string) => onUpdate(o, parseUpdate(text)));
  o.room.onMessage('seat', (g: SeatGranted) => {
    o.seat = g.seat;
    localStorage.setItem(tokenKey(g.game), JSON.stringify({ seat: g.seat, token: g.token }));
  });
  o.room.onMessage('seats', (seats: SeatInfo[]) => {
    if (o.last) {
      o.last = { ...o.last, seats };
      render(o);
    }
  });
  o.room.onMessage('error', (e: ErrorMessage) => {
    o.sent = false;
    $('online-error').textContent = e.message;
    if (o.last) render(o);
  });
  o.room.onLeave((code) => {
    if (o.last?.result || online !== o) return;
    // Dropped: Colyseus's reconnection first, then the seat token.
    $('seed').textContent = `Online game ${o.game}: reconnecting…`;
    void reconnect(o, code);
  });
}

async function reconnect(o: Online, _code: number): Promise<void> {
  for (let i = 0; i < 30 && online === o; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    try {
      o.room = await new Client(o.endpoint).reconnect(o.room.reconnectionToken);
    } catch {
      const saved = localStorage.getItem(tokenKey(o.game));
      if (!saved) continue;
      try {
        o.room = await new Client(o.endpoint).joinById(o.game, JSON.parse(saved) as { seat: string; token: string });
      } catch {
        continue;
      }
    }
    attach(o);
    return;
  }
}

async function connect(endpoint: string, make: (client: Client) => Promise<Room>): Promise<void> {
  $('online-error').textContent = '';
  const room = await make(new Client(endpoint));
  const o: Online = { room, endpoint, game: room.roomId, seat: null, last: null, steps: [], log: [], sent: false };
  online = o;
  attach(o);
  $('online').hidden = true;
  $('setup').hidden = true;
  document.documentElement.dataset['mode'] = 'online';
  history.replaceState(null, '', `#game=${o.game}`);
}

function endpointOf(form: HTMLFormElement): string {
  const v = (form.elements.namedItem('server') as HTMLInputElement).value.trim();
  return v === '' ? location.origin : v;
}

function main(): void {
  const form = $<HTMLFormElement>('online-form');
  const field = (name: string): string => (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement).value;
  const openOnline = (): void => {
    $('setup').hidden = true;
    $('online').hidden = false;
  };
  $('online-open').onclick = openOnline;
  $('setup-online').onclick = openOnline;
  $('online-cancel').onclick = () => {
    $('online').hidden = true;
    if (!online) $('setup').hidden = false;
  };
  $('online-create').onclick = () => {
    const players = Number(field('players'));
    const bots = field('bots') === 'greedy' ? Object.fromEntries(['A', 'B', 'C', 'D', 'E'].slice(0, players).filter((p) => p !== field('seat')).map((p) => [p, 'greedy'])) : {};
    connect(endpointOf(form), (client) => client.create('blackbeard', { players, seat: field('seat'), bots, botTakeover: true })).catch((err: Error) => ($('online-error').textContent = err.message));
  };
  $('online-join').onclick = () => {
    const game = field('game').trim();
    const saved = localStorage.getItem(tokenKey(game));
    const options = saved ? (JSON.parse(saved) as { seat: string; token: string }) : field('seat') === 'watch' ? { spectate: true } : { seat: field('seat') };
    connect(endpointOf(form), (client) => client.joinById(game, options)).catch((err: Error) => ($('online-error').textContent = err.message));
  };
  $('back').addEventListener('click', () => {
    if (online && online.steps.length > 1) {
      online.steps.pop();
      render(online);
    }
  });
  // A shared link (#game=ID) opens the join form with its id.
  const m = /#game=([A-Za-z0-9_-]+)/.exec(location.hash);
  if (m) {
    (form.elements.namedItem('game') as HTMLInputElement).value = m[1]!;
    $('setup').hidden = true;
    $('online').hidden = false;
  }
}

main();
