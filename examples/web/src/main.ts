/**
 * Blackbeard in the browser: a board-game client on top of blackbeard-engine. It follows the loop
 * of docs/frontend.md (pending -> view -> legalActions -> apply) with the engine's own helpers:
 * `choiceSteps` puts a decision in steps (the Pirate, then the Sea Area, then the ship), the map
 * and the cards make the choices, `describe` and `eventsFor` write the log each player may read.
 *
 * Games: 2-5 players hot-seat with bots in any seat, or Solitaire (19.0) against the System
 * Player. The game is saved in localStorage (its config and every action; loading replays them).
 */
import {
  apply,
  builtinComponents,
  choiceSteps,
  createGameWithEvents,
  describe,
  describePending,
  describeAction,
  eventsFor,
  greedyBot,
  legalActions,
  onlyAction,
  pending,
  randomBot,
  result,
  view,
  type Action,
  type Bot,
  type Choice,
  type GameEvent,
  type GameState,
  type PlayerId,
  type PlayerView,
} from 'blackbeard-engine/core';
import { highlights } from './highlights.js';
import { renderMap } from './map.js';
import { PLAYER_COLOURS, esc } from './names.js';
import { renderDisplays, renderHand, type CardClick } from './panels.js';
import { clearSave, readSave, writeSave, type SeatKind, type Setup } from './save.js';

const c = builtinComponents;
const $ = <T extends HTMLElement = HTMLElement>(id: string): T => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`#${id} is missing from the page`);
  return el as T;
};

/** A step of a multi-part choice: its question and its entries. */
interface Step {
  title: string;
  list: Choice[];
}

interface Game {
  setup: Setup;
  state: GameState;
  actions: Action[];
  /** Every event since the game began (full facts; each reader sees `eventsFor` of them). */
  events: GameEvent[];
  bots: Partial<Record<PlayerId, Bot>>;
  /** The human at the screen (whose hand is shown), or null while only bots have played. */
  viewer: PlayerId | null;
  /** The steps of the decision under way; the first is the whole decision. */
  steps: Step[];
  /** Log lines already written for a reader ('spectator' for the public log). */
  logs: Map<string, { upTo: number; lines: { text: string; turn: boolean }[] }>;
  busy: boolean;
}

let game: Game | null = null;

function seatOf(g: Game, p: PlayerId): SeatKind {
  if (g.state.solo && p === g.state.solo.system) return 'system';
  return g.setup.seats[g.state.order.indexOf(p)] ?? 'greedy';
}

function humans(g: Game): PlayerId[] {
  return g.state.order.filter((p) => seatOf(g, p) === 'human');
}

function labelOf(g: Game, p: string): string {
  const seat = seatOf(g, p as PlayerId);
  if (seat === 'system') return 'The System Player';
  if (g.state.solo) return 'You (Blackbeard)';
  if (seat === 'human') return humans(g).length > 1 ? `Player ${p}` : `Player ${p} (you)`;
  return `Player ${p} (${seat} bot)`;
}

function labels(g: Game): Record<string, string> {
  return Object.fromEntries(g.state.order.map((p) => [p, labelOf(g, p)]));
}

function colours(g: Game): Record<string, string> {
  return Object.fromEntries(g.state.order.map((p, i) => [p, g.state.solo && p === g.state.solo.system ? '#333333' : (PLAYER_COLOURS[i] ?? '#555')]));
}

function setStatus(s: 'setup' | 'human' | 'bots' | 'handoff' | 'over' | 'busy'): void {
  document.documentElement.dataset['status'] = s;
}

// ---------------------------------------------------------------------------------------------
// Starting, saving and loading
// ---------------------------------------------------------------------------------------------

function makeBots(setup: Setup, order: readonly PlayerId[], decisions: number): Partial<Record<PlayerId, Bot>> {
  const bots: Partial<Record<PlayerId, Bot>> = {};
  order.forEach((p, i) => {
    const seat = setup.seats[i];
    if (seat === 'greedy') bots[p] = greedyBot();
    else if (seat === 'random') bots[p] = randomBot(setup.seed + i * 7919 + decisions);
  });
  return bots;
}

function newGame(setup: Setup, actions: readonly Action[] = []): Game {
  const created = createGameWithEvents({ players: setup.players, seed: setup.seed });
  let state = created.state;
  const events = [...created.events];
  // A saved game is its config and actions: replaying them restores the state and the log.
  for (const a of actions) {
    const r = apply(state, a);
    state = r.state;
    events.push(...r.events);
  }
  const g: Game = { setup, state, actions: [...actions], events, bots: makeBots(setup, state.order, actions.length), viewer: null, steps: [], logs: new Map(), busy: false };
  const hs = humans(g);
  g.viewer = hs.length === 1 ? hs[0]! : null;
  return g;
}

function save(g: Game): void {
  writeSave({ setup: g.setup, actions: g.actions });
}

// ---------------------------------------------------------------------------------------------
// The loop: bots play until a human must decide; a decision with one answer is taken for him.
// ---------------------------------------------------------------------------------------------

function play(g: Game, action: Action): void {
  const r = apply(g.state, action);
  g.state = r.state;
  g.actions.push(action);
  g.events.push(...r.events);
  g.steps = [];
}

const sleep = (ms: number): Promise<void> => new Promise((ok) => setTimeout(ok, ms));

async function advance(g: Game): Promise<void> {
  g.busy = true;
  setStatus('bots');
  let slice = performance.now();
  for (;;) {
    if (game !== g) return; // a new game was started meanwhile
    const p = pending(g.state);
    if (p.kind !== 'decision') break;
    const bot = g.bots[p.player];
    if (bot) {
      const legal = legalActions(g.state, p.player);
      if (g.setup.pace === 'watch' && legal.length > 1) {
        render(g);
        await sleep(450);
        slice = performance.now();
      } else if (performance.now() - slice > 40) {
        render(g);
        await sleep(0);
        slice = performance.now();
      }
      if (game !== g) return;
      play(g, bot(g.state, p.player, legal));
      continue;
    }
    // A human: a single possible answer is no decision (like `blackbeard play`).
    const menu = choiceSteps(legalActions(g.state, p.player), g.state, { byPirate: true });
    const only = menu.length === 1 ? onlyAction(menu[0]!) : null;
    if (only) {
      play(g, only);
      continue;
    }
    g.steps = [{ title: '', list: menu }];
    if (g.viewer !== p.player) {
      if (humans(g).length > 1) {
        g.busy = false;
        handoff(g, p.player);
        return;
      }
      g.viewer = p.player;
    }
    break;
  }
  g.busy = false;
  save(g);
  render(g);
}

/** Hot-seat: the screen goes to the next human, with the last one's hand hidden. */
function handoff(g: Game, next: PlayerId): void {
  render(g);
  const dialog = $('handoff');
  $('handoff-text').textContent = `Pass the screen to Player ${next}.`;
  const button = $<HTMLButtonElement>('handoff-go');
  button.textContent = `I am Player ${next}: show my hand`;
  button.onclick = () => {
    dialog.hidden = true;
    g.viewer = next;
    save(g);
    setStatus('human');
    render(g);
  };
  dialog.hidden = false;
  setStatus('handoff');
}

/** The player takes an entry of the current step: an action, or the next step. */
function choose(g: Game, entry: Choice): void {
  if (g.busy) return;
  if (entry.action) {
    setStatus('busy');
    play(g, entry.action);
    void advance(g);
    return;
  }
  let next: Choice = entry;
  // A list of one is passed through (as the terminal game does).
  while (next.sub && next.sub.length === 1 && !next.sub[0]!.action) next = next.sub[0]!;
  if (next.sub && next.sub.length === 1 && next.sub[0]!.action) return choose(g, next.sub[0]!);
  g.steps.push({ title: next.title ?? next.label, list: next.sub ?? [] });
  render(g);
}

function leaves(list: readonly Choice[]): Choice[] {
  return list.flatMap((e) => (e.action ? [e] : leaves(e.sub ?? [])));
}

/** A click on the map or a card: the entries of this step about it, else the actions under them. */
function clicked(g: Game, key: 'place' | 'pirate' | 'card', id: string, name: string): void {
  const step = g.steps[g.steps.length - 1];
  if (!step || g.busy) return;
  const direct = step.list.filter((e) => e[key] === id);
  if (direct.length === 1) return choose(g, direct[0]!);
  const found = direct.length > 1 ? direct : leaves(step.list).filter((e) => e[key] === id);
  if (found.length === 0) return;
  if (found.length === 1) return choose(g, found[0]!);
  // Several things to do there: one more step, each said in full.
  g.steps.push({ title: `${name}: which?`, list: found.map((e) => (e.action ? { ...e, label: describeAction(e.action, g.state) } : e)) });
  render(g);
}

// ---------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------

function logFor(g: Game): { text: string; turn: boolean }[] {
  const reader = g.viewer ?? 'spectator';
  let log = g.logs.get(reader);
  if (!log) {
    log = { upTo: 0, lines: [] };
    g.logs.set(reader, log);
  }
  const fresh = g.events.slice(log.upTo);
  // The events this reader may see, as he may read them: his own draws by name, the others' not.
  const mine = g.viewer ? eventsFor(fresh, g.viewer) : fresh;
  for (const e of mine) {
    const text = g.viewer ? describe(e, { viewer: g.viewer }) : describe(e);
    log.lines.push({ text, turn: e.type === 'turnStarted' || e.type === 'gameOver' });
  }
  log.upTo = g.events.length;
  return log.lines;
}

function render(g: Game): void {
  const s = g.state;
  const p = pending(s);
  const viewer = g.viewer ?? s.order[0]!;
  const v: PlayerView = view(s, viewer);
  const step = g.steps[g.steps.length - 1];
  const deciding = p.kind === 'decision' && !g.bots[p.player] && step !== undefined && !g.busy;
  const { places, pirates, cards } = highlights(deciding ? step.list : null);
  const focus = g.steps.map((st) => st.list[0]?.pirate).filter((x): x is string => !!x).pop() ?? null;
  $('map').innerHTML = renderMap({ view: v, components: c, colours: colours(g), places, pirates, focus: deciding && g.steps.length > 1 ? focus : null, playerLabels: labels(g) });

  // The header: whose turn, and the game's seed for the record.
  $('turn').textContent = s.over ? 'Game over' : s.turn.phase === 'setup' ? 'Setting up (3.0)' : `Turn ${s.turn.number}: ${labelOf(g, s.turn.player)}`;

  // The prompt and the choices of this step.
  const prompt = $('prompt');
  const choices = $('choices');
  choices.textContent = '';
  $('back').hidden = !(deciding && g.steps.length > 1);
  // The prompt: describePending, the question to the player at the screen, or what the table
  // waits for (a bot deciding, the result), with its rule.
  const asked = describePending(s, g.viewer ?? undefined);
  prompt.innerHTML = `${esc(asked.text)} <span class="rule">[${esc(asked.rule)}]</span>`;
  $('step').textContent = deciding ? step.title : '';
  if (deciding) {
    for (const e of step.list) {
      const b = document.createElement('button');
      b.textContent = e.label;
      b.className = e.action ? 'choice' : 'choice more';
      if (e.place || e.pirate || e.card) b.title = 'Or click it on the map / in your hand';
      b.onclick = () => choose(g, e);
      choices.append(b);
    }
  }

  // The hand as cards (the viewer's), and every player's Display.
  const onCard: CardClick = { cards, click: (id, name) => clicked(g, 'card', id, name) };
  $('hand-title').textContent = g.viewer ? (s.solo ? 'Your hand' : `${labelOf(g, g.viewer)}: hand`) : 'Hands';
  renderHand($('hand'), g.viewer ? v : null, c, onCard);
  $('displays').innerHTML = renderDisplays(v, c, colours(g), labels(g));

  // The log, newest last.
  const log = $('log');
  const lines = logFor(g);
  const shown = lines.slice(-300);
  // describe() ends each line with the rule it applied, "[8.14]": set in grey.
  log.innerHTML = shown
    .map((l) => {
      const m = /^(.*?)( \[[^\]]*\])$/.exec(l.text);
      const body = m ? `${esc(m[1]!)}<span class="rule">${esc(m[2]!)}</span>` : esc(l.text);
      return `<li${l.turn ? ' class="turn"' : ''}>${body}</li>`;
    })
    .join('');
  log.scrollTop = log.scrollHeight;

  // Game over: the final standings from result(state), over the map.
  const over = $('over');
  if (p.kind === 'over') {
    const r = result(s);
    const you = s.solo ? (s.solo.outcome === 'win' ? 'You win!' : 'You lose.') : r.winners.length === 1 ? `${labelOf(g, r.winners[0]!)} wins.` : `${r.winners.map((w) => labelOf(g, w)).join(' and ')} share the win.`;
    $('over-title').textContent = you;
    $('over-reason').textContent = `The game ended: ${r.reason ?? ''}.`;
    $('standings').innerHTML =
      '<tr><th>Rank</th><th>Player</th><th>VP</th></tr>' +
      r.standings
        .map((st) => `<tr data-player="${st.player}" data-vp="${st.vp}" data-rank="${st.rank}"${r.winners.includes(st.player) ? ' class="winner"' : ''}><td>${st.rank}</td><td>${esc(labelOf(g, st.player))}</td><td>${st.vp}</td></tr>`)
        .join('');
    over.hidden = false;
    setStatus('over');
  } else {
    over.hidden = true;
    if (!g.busy && document.documentElement.dataset['status'] !== 'handoff') setStatus(deciding ? 'human' : 'bots');
  }
}

// ---------------------------------------------------------------------------------------------
// The setup dialog
// ---------------------------------------------------------------------------------------------

function seatRows(): void {
  const form = $<HTMLFormElement>('setup-form');
  const mode = (form.elements.namedItem('mode') as HTMLSelectElement).value;
  const n = mode === 'solo' ? 1 : Number(mode);
  const seats = $('seats');
  const old = [...seats.querySelectorAll('select')].map((s) => s.value);
  seats.innerHTML = '';
  if (n === 1) {
    seats.innerHTML = '<p class="hint">You play Blackbeard; the System Player runs the other Pirates, the Anti-Pirate forces and the KCs (19.0).</p>';
    return;
  }
  for (let i = 0; i < n; i++) {
    const letter = String.fromCharCode(65 + i);
    const row = document.createElement('label');
    row.className = 'seat';
    const value = old[i] ?? (i === 0 ? 'human' : 'greedy');
    row.innerHTML =
      `<span class="swatch" style="background:${PLAYER_COLOURS[i]}"></span> Player ${letter} ` +
      `<select name="seat-${letter}"><option value="human">Human</option><option value="greedy">Bot (greedy)</option><option value="random">Bot (random)</option></select>`;
    row.querySelector('select')!.value = value;
    seats.append(row);
  }
}

function openSetup(): void {
  const saved = readSave();
  const resume = $<HTMLButtonElement>('resume');
  resume.hidden = saved === null || game !== null;
  $('cancel').hidden = game === null;
  $('setup').hidden = false;
  if (!game) setStatus('setup');
}

function startFromForm(): void {
  const form = $<HTMLFormElement>('setup-form');
  const get = (name: string): string => (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement).value;
  const mode = get('mode');
  const players = mode === 'solo' ? 1 : Number(mode);
  const seedText = get('seed').trim();
  const seed = /^-?\d+$/.test(seedText) ? Number(seedText) : Math.floor(Math.random() * 2 ** 31);
  const seats: SeatKind[] = players === 1 ? ['human'] : Array.from({ length: players }, (_, i) => get(`seat-${String.fromCharCode(65 + i)}`) as SeatKind);
  const setup: Setup = { players, seed, seats, pace: get('pace') === 'watch' ? 'watch' : 'quick' };
  $('setup').hidden = true;
  clearSave();
  start(newGame(setup));
}

function start(g: Game): void {
  game = g;
  $('seed').textContent = `Seed ${g.setup.seed}`;
  $('handoff').hidden = true;
  render(g);
  void advance(g);
}

function main(): void {
  const form = $<HTMLFormElement>('setup-form');
  (form.elements.namedItem('mode') as HTMLSelectElement).onchange = seatRows;
  seatRows();
  form.onsubmit = (e) => {
    e.preventDefault();
    startFromForm();
  };
  $('resume').onclick = () => {
    const saved = readSave();
    if (!saved) return;
    $('setup').hidden = true;
    try {
      start(newGame(saved.setup, saved.actions));
    } catch (err) {
      // A save from another version of the engine: say so and offer a new game.
      $('setup-error').textContent = `The saved game could not be loaded: ${(err as Error).message}`;
      clearSave();
      openSetup();
    }
  };
  $('new-game').onclick = openSetup;
  $('over-new').onclick = openSetup;
  $('cancel').onclick = () => {
    $('setup').hidden = true;
  };
  // The final position stays on the map under the standings; this uncovers it.
  $('over-map').onclick = () => {
    $('over').hidden = true;
  };
  $('back').onclick = () => {
    if (game && game.steps.length > 1) {
      game.steps.pop();
      render(game);
    }
  };
  $('map').addEventListener('click', (e) => {
    const g = game;
    if (!g) return;
    // The innermost choosable thing under the pointer: a Pirate counter, a port, a Sea Area (a
    // port or counter that is not choosable lets the click through to its Sea Area).
    const target = document.elementsFromPoint(e.clientX, e.clientY).map((el) => el.closest('.choosable')).find((el) => el !== null && el.closest('#map'));
    if (!target) return;
    const pirate = target.getAttribute('data-pirate');
    if (pirate) return clicked(g, 'pirate', pirate, c.pirates.find((x) => x.id === pirate)?.name ?? pirate);
    const place = target.getAttribute('data-place');
    if (place) return clicked(g, 'place', place, placeName(place));
  });
  openSetup();
}

function placeName(id: string): string {
  return c.seaAreas.find((x) => x.id === id)?.name ?? c.ports.find((x) => x.id === id)?.name ?? c.transitBoxes.find((x) => x.id === id)?.name ?? id;
}

main();
