import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import {
  ConfigError,
  SaveFormatError,
  apply,
  chanceOutcomes,
  createGameWithEvents,
  describe,
  deserialize,
  greedyBot,
  ismctsBot,
  legalActions,
  pending,
  randomBot,
  serialize,
  view,
  type Action,
  type Bot,
  type ChanceSpec,
  type GameEvent,
  type GameState,
  type PlayerId,
} from '../index.js';
import { describeAction } from '../api/describe-action.js';
import { choiceSteps, onlyAction, type Choice } from '../api/choices.js';
import { CliError, UsageError, editionFlag, intFlag, parseArgs, systemPlayerFlag } from './args.js';
import { componentsOf, printStandings } from './log.js';
import { ISMCTS_ITERATIONS, botSeedFor, recordToJson } from './simulate.js';
import { renderContext, renderPosition } from './position.js';

export const PLAY_USAGE = `Usage: blackbeard play [--solo | --players N] [--seed S] [--bots greedy|random|ismcts]
                       [--dice external] [--edition E] [--system-player SP] [--save FILE]
                       [--record FILE] [--force]
       blackbeard play --load FILE

Play a game at the terminal. You are Player A; bots take the other seats (in solitaire, the
System Player decides by itself, 19.17). Before each of your decisions the position is shown and
your legal actions are listed by number: type the number and press Enter.

A decision with a single possible answer is taken for you. Deployment is chosen in steps: the
Pirate, then his Sea Area, then his ship.

At the prompt:  a number   take that action
                b          back to the previous list (in a deployment)
                u          undo your last decision (only if no die, draw or other player's
                           choice has been revealed since)
                p          show the position again
                h          help
                q          save the game and quit
Ctrl-C saves the game too; 'blackbeard play --load FILE' resumes it. When the game ends, its
record (config and every action) is written for 'blackbeard replay'.

Options:
  --solo          Solitaire Blackbeard (19.0): you and Blackbeard against the System Player
  --players N     2-5 players (6-10: one Pirate each, 2.7); default 2
  --seed S        integer seed of the dice and draws (and the random bots); default: random
  --bots KIND     greedy (the expected-value policy, default), random, or ismcts (information-
                  set tree search, 200 iterations a decision: stronger, about a second a move);
                  --bot is the same flag
  --dice external you roll real dice and type them in (card and counter draws stay automatic)
  --edition E     living-rules (default) or first-print: the 2008 first print's rules
  --system-player SP
                  with --solo: quick (default) or lookahead, a System Player that searches
                  each choice (a little stronger, about 25 times slower; 19.17)
  --save FILE     where Ctrl-C and q save the game; default blackbeard-save.json
  --record FILE   where the game record is written at the end; default: the save file's name
                  with .record.json (blackbeard-save.record.json)
  --force         overwrite an existing save or record file (refused otherwise)
  --load FILE     resume a saved game (its settings come from the file)
  -h, --help      show this help`;

/** The answer to a question: a line, the end of the input (null), or Ctrl-C. */
export const INTERRUPT: unique symbol = Symbol('interrupt');
export type Answer = string | null | typeof INTERRUPT;

/** Where the game talks to its player (main.ts binds it to the process's terminal). */
export interface Terminal {
  out(line: string): void;
  ask(prompt: string): Promise<Answer>;
  /** True once Ctrl-C was pressed while the bots were thinking. */
  interrupted(): boolean;
}

const FORMAT = 'blackbeard-engine/play';
/** 2: the save holds every action so far (for the game record); version 1 saves load without it. */
const SAVE_VERSION = 2;
const DEFAULT_SAVE = 'blackbeard-save.json';
/** Decisions after which a session gives up (a game takes a few hundred). */
const MAX_DECISIONS = 200_000;

interface Session {
  state: GameState;
  human: PlayerId;
  bots: 'greedy' | 'random' | 'ismcts';
  dice: 'seeded' | 'external';
  botSeed: number;
  /** Decisions taken so far (the random bots are reseeded from it on --load). */
  decisions: number;
  /** The generator of card and counter draws when the dice are external. */
  drawRng: number[];
  /** Every action applied since the game was created (null: resumed from a save that lacks them). */
  actions: Action[] | null;
  savePath: string;
  /** Where the game record goes at the end. */
  recordPath: string;
}

/** What a save file holds: the session's settings and the game (`serialize`), one JSON document. */
type SaveFile = Omit<Session, 'state' | 'savePath' | 'recordPath'> & { format: string; version: number; game: unknown };

function save(session: Session): void {
  const data: SaveFile = {
    format: FORMAT,
    version: SAVE_VERSION,
    human: session.human,
    bots: session.bots,
    dice: session.dice,
    botSeed: session.botSeed,
    decisions: session.decisions,
    drawRng: session.drawRng,
    actions: session.actions,
    game: JSON.parse(serialize(session.state)) as unknown,
  };
  try {
    writeFileSync(session.savePath, JSON.stringify(data) + '\n');
  } catch (e) {
    throw new CliError(`Cannot save to '${session.savePath}': ${(e as Error).message}`);
  }
}

/** The record file that goes with a save file: `game.json` -> `game.record.json`. */
function recordPathFor(savePath: string): string {
  return `${savePath.replace(/\.json$/i, '')}.record.json`;
}

/** Refuse to overwrite a file the player did not ask to overwrite. */
function refuseOverwrite(file: string, flag: string, force: boolean): void {
  if (!force && existsSync(file)) throw new UsageError(`'${file}' already exists: choose another ${flag} FILE, or add --force to overwrite it`);
}

function load(file: string, savePath: string | undefined): Session {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new CliError(`Cannot read '${file}': ${code === 'ENOENT' ? 'no such file' : (e as Error).message}`);
  }
  let raw: Partial<SaveFile>;
  try {
    raw = JSON.parse(text) as Partial<SaveFile>;
  } catch (e) {
    throw new CliError(`'${file}' is not JSON: ${(e as Error).message}`);
  }
  if (!raw || raw.format !== FORMAT) throw new CliError(`'${file}' is not a game saved by 'blackbeard play'`);
  if (raw.version !== SAVE_VERSION && raw.version !== 1) throw new CliError(`'${file}' was saved by another version of 'blackbeard play' (save version ${String(raw.version)})`);
  let state: GameState;
  try {
    state = deserialize(JSON.stringify(raw.game));
  } catch (e) {
    if (e instanceof SaveFormatError) throw new CliError(`'${file}': ${e.message}`);
    throw e;
  }
  const human = raw.human ?? 'A';
  if (!state.players[human]) throw new CliError(`'${file}': no Player ${human} in the saved game`);
  return {
    state,
    human,
    bots: raw.bots === 'random' || raw.bots === 'ismcts' ? raw.bots : 'greedy',
    dice: raw.dice === 'external' ? 'external' : 'seeded',
    botSeed: Number.isInteger(raw.botSeed) ? (raw.botSeed as number) : 0,
    decisions: Number.isInteger(raw.decisions) ? (raw.decisions as number) : 0,
    drawRng: Array.isArray(raw.drawRng) && raw.drawRng.length === 4 ? raw.drawRng : Array.from(xoroshiro128plus(0).getState()),
    // Checked like any action when the record is replayed; a version 1 save has none.
    actions: Array.isArray(raw.actions) ? raw.actions : null,
    savePath: savePath ?? file,
    recordPath: recordPathFor(savePath ?? file),
  };
}

function start(argv: readonly string[]): { session: Session; setup: GameEvent[]; loaded: boolean } {
  const args = parseArgs(argv, { values: ['players', 'seed', 'bots', 'bot', 'dice', 'edition', 'system-player', 'save', 'load', 'record'], switches: ['solo', 'force'] });
  const force = args.switches.has('force');
  if (args.positionals.length) throw new UsageError(`Unexpected argument '${args.positionals[0]}'`);
  const loadFile = args.values['load'];
  if (loadFile !== undefined) {
    for (const flag of ['players', 'seed', 'bots', 'bot', 'dice', 'edition', 'system-player']) if (args.values[flag] !== undefined) throw new UsageError(`--${flag} cannot be used with --load (the saved game has its own)`);
    if (args.switches.has('solo')) throw new UsageError('--solo cannot be used with --load (the saved game has its own)');
    const save = args.values['save'];
    // Resuming writes back to the file it came from; another --save file is new and protected.
    if (save !== undefined && save !== loadFile) refuseOverwrite(save, '--save', force);
    const session = load(loadFile, save);
    const record = args.values['record'];
    if (record !== undefined) {
      refuseOverwrite(record, '--record', force);
      session.recordPath = record;
    }
    return { session, setup: [], loaded: true };
  }
  const solo = args.switches.has('solo');
  if (solo && args.values['players'] !== undefined) throw new UsageError('--solo and --players cannot be used together');
  const players = solo ? 1 : intFlag(args, 'players', 2);
  if (!solo && (players < 2 || players > 10)) throw new UsageError(`--players must be 2-10 (or --solo), got ${players}`);
  const seed = intFlag(args, 'seed', Math.floor(Math.random() * 2 ** 31));
  if (seed < -(2 ** 31) || seed >= 2 ** 31) throw new UsageError(`--seed must be a 32-bit integer, got ${seed}`);
  const bots = args.values['bots'] ?? args.values['bot'] ?? 'greedy';
  if (bots !== 'greedy' && bots !== 'random' && bots !== 'ismcts') throw new UsageError(`--bots must be greedy, random or ismcts, got '${bots}'`);
  const dice = args.values['dice'] ?? 'seeded';
  if (dice !== 'external' && dice !== 'seeded') throw new UsageError(`--dice must be external (or seeded, the default), got '${dice}'`);
  // Every flag is checked before any file is looked at: a bad --edition is the first thing said.
  const options = { ...editionFlag(args), ...systemPlayerFlag(args) };
  const savePath = args.values['save'] ?? DEFAULT_SAVE;
  const recordPath = args.values['record'] ?? recordPathFor(savePath);
  // A new game never overwrites an earlier one's save or record without --force.
  refuseOverwrite(savePath, '--save', force);
  refuseOverwrite(recordPath, '--record', force);
  let created: { state: GameState; events: GameEvent[] };
  try {
    created = createGameWithEvents({ players, seed, randomness: dice === 'external' ? 'external' : 'seeded', options });
  } catch (e) {
    if (e instanceof ConfigError) throw new CliError(e.message);
    throw e;
  }
  const session: Session = {
    state: created.state,
    human: 'A',
    bots,
    dice,
    botSeed: botSeedFor(seed),
    decisions: 0,
    drawRng: Array.from(xoroshiro128plus(botSeedFor(seed) ^ 0x2545f491).getState()),
    actions: [],
    savePath,
    recordPath,
  };
  return { session, setup: created.events, loaded: false };
}

/** One event as the human may see it: in full when it is his or public, generic when hidden. */
function eventLine(e: GameEvent, s: GameState, human: PlayerId): string {
  return soloNames(describe(e, { components: componentsOf(s), viewer: human }), s);
}

/**
 * In solitaire the screen calls Player B the System Player (19.0); so does the log. `describe`
 * knows events, not who plays, so the CLI renames him here.
 */
export function soloNames(line: string, s: GameState): string {
  const sp = s.solo?.system;
  if (!sp) return line;
  // Capitalised where a sentence starts: at the start of the line or after a full stop.
  return line.replace(new RegExp(`\\bPlayer ${sp}\\b`, 'g'), (_m, at: number) => (at === 0 || /\. $/.test(line.slice(0, at)) ? 'The System Player' : 'the System Player'));
}

function printEvents(term: Terminal, events: readonly GameEvent[], s: GameState, human: PlayerId): void {
  for (const e of events) {
    if (e.type === 'turnStarted' || e.type === 'gameOver') {
      term.out('');
      term.out(eventLine(e, s, human));
    } else term.out(`  ${eventLine(e, s, human)}`);
  }
}

const HELP = `Type the number of an action and press Enter. Other answers:
  b   back to the previous list (in a deployment: Pirate, then Sea Area, then ship)
  u   undo your last decision (only while no die, draw or other player's choice has been revealed)
  p   show the position again
  h   this help
  q   save the game and quit (Ctrl-C saves too)`;

/** The dice of a roll typed by the player: "3 5", "3,5" or "35"; null if it is not one. */
export function parseDice(text: string, count: number): number[] | null {
  const t = text.trim();
  const faces = /^[1-6]+$/.test(t) && t.length === count ? [...t].map(Number) : t.split(/[\s,+]+/).filter(Boolean).map(Number);
  if (faces.length !== count || faces.some((f) => !Number.isInteger(f) || f < 1 || f > 6)) return null;
  return faces;
}

function diceCount(spec: ChanceSpec): number {
  return spec.kind === 'd66' ? 2 : spec.kind === 'dice' ? spec.count : 0;
}

/** Save and say how to resume. */
function saveAndTell(term: Terminal, session: Session, why: string): void {
  save(session);
  term.out('');
  term.out(`${why}: the game is saved to ${session.savePath}.`);
  term.out(`Resume it with: blackbeard play --load ${session.savePath}`);
}

/** Let a pending Ctrl-C through between bot moves (the bots think synchronously). */
function tick(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Play until the game ends or the player quits. Returns the exit code: 0 (game over or saved with
 * q), 130 (saved after Ctrl-C). Bad input is asked again, never fatal.
 */
export async function runPlay(argv: readonly string[], term: Terminal): Promise<number> {
  const { session, setup, loaded } = start(argv);
  const human = session.human;
  // The seeded bots are reseeded from the decisions taken, so a resumed game plays on the same way.
  const bot: Bot =
    session.bots === 'greedy' ? greedyBot() : session.bots === 'ismcts' ? ismctsBot({ seed: session.botSeed + session.decisions, iterations: ISMCTS_ITERATIONS }) : randomBot(session.botSeed + session.decisions);
  const s0 = session.state;
  const seats = s0.solo ? 'Solitaire: you are Blackbeard against the System Player (19.0)' : `You are Player ${human}; ${session.bots} bots play ${s0.order.filter((p) => p !== human).join(', ')}`;
  const edition = s0.config.options.edition === 'firstPrint2008' ? 'the 2008 first print' : 'the Living Rules (2008)';
  term.out(`Blackbeard — ${loaded ? 'resumed game' : 'new game'}, seed ${s0.config.seed}, ${edition}${session.dice === 'external' ? ', your own dice' : ''}. ${seats}.`);
  term.out("Type the number of your choice; 'h' for help, 'q' to save and quit (Ctrl-C saves too).");
  printEvents(term, setup, s0, human);
  let lastFrame = '';
  // Whether the game-over line has been printed (its event), so that it is not printed twice.
  let sawEnd = setup.some((e) => e.type === 'gameOver');
  // The human's last decision, while it may still be taken back: nothing hidden (a die, a draw, a
  // card, another player's choice among several) has come to light since. Never saved.
  let undo: Undo | null = null;
  for (;;) {
    const s = session.state;
    if (term.interrupted()) {
      saveAndTell(term, session, 'Interrupted');
      return 130;
    }
    const p = pending(s);
    if (p.kind === 'over') {
      // The gameOver event has just said why the game ended; a finished save loaded says it here.
      printStandings({ out: term.out, err: term.out }, s, { reason: !sawEnd });
      if (s.solo?.outcome) term.out(s.solo.outcome === 'win' ? 'You win!' : 'You lose.');
      writeRecord(term, session);
      return 0;
    }
    if (session.decisions > MAX_DECISIONS) throw new CliError(`No end after ${MAX_DECISIONS} decisions`);
    let action: Action;
    let revealing = false;
    if (p.kind === 'chance') {
      revealing = true;
      const count = diceCount(p.spec);
      if (count === 0) {
        // A blind draw: the engine's own odds, from the session's generator (never typed in).
        const g = xoroshiro128plusFromState(session.drawRng);
        const outcomes = chanceOutcomes(s);
        let x = uniformInt(g, 0, 999_999) / 1_000_000;
        let pick = outcomes[outcomes.length - 1]?.outcome;
        for (const o of outcomes) {
          x -= o.probability;
          if (x < 0) {
            pick = o.outcome;
            break;
          }
        }
        session.drawRng = Array.from(g.getState());
        if (!pick) throw new Error(`internal: no outcome at ${p.spec.label}`);
        action = pick;
      } else {
        const what = p.spec.kind === 'd66' ? 'D66 (black die first, then white)' : `${count}d6`;
        let faces: number[] | null = null;
        while (!faces) {
          const answer = await term.ask(`Roll ${what} for: ${p.spec.label}. Type ${count === 1 ? 'the die' : `the ${count} dice`} (e.g. ${count === 1 ? '4' : '3 5'}): `);
          if (answer === INTERRUPT) {
            saveAndTell(term, session, 'Interrupted');
            return 130;
          }
          if (answer === null) {
            saveAndTell(term, session, 'End of input');
            return 0;
          }
          if (answer.trim() === 'q') {
            saveAndTell(term, session, 'Quit');
            return 0;
          }
          faces = parseDice(answer, count);
          if (!faces) term.out(`Please type ${count} number${count === 1 ? '' : 's'} from 1 to 6.`);
        }
        action = { type: 'chance', value: faces };
      }
    } else if (p.player !== human) {
      const options = legalActions(s, p.player);
      action = bot(s, p.player, options);
      // A choice among several tells something about that player's hand; a forced one does not.
      if (options.length > 1) revealing = true;
      session.decisions++;
      await tick();
    } else {
      const legal = legalActions(s, human);
      const menu = choiceSteps(legal, s);
      const only = menu.length === 1 ? onlyAction(menu[0]!) : null;
      if (only) {
        // A single possible answer is no decision: taken at once (a window with nothing to play
        // but a pass is not even shown).
        if (!(only.type === 'pass' && p.frame === 'window')) term.out(`  → ${describeAction(only, s)} (your only choice)`);
        action = only;
      } else {
        const v = view(s, human);
        const frame = `${s.turn.number}:${p.frame}`;
        if (p.frame === 'turn' || (p.frame !== 'window' && lastFrame !== frame && (p.frame === 'setup' || p.frame === 'soloSetup'))) renderPosition(term, s, v);
        // What is asked, in the engine's words (describePending), before every menu.
        term.out(renderContext(s, v));
        lastFrame = frame;
        const before: Undo = { state: s, decisions: session.decisions, drawRng: session.drawRng, actions: session.actions?.length ?? 0 };
        const picked = await choose(term, menu, () => renderPosition(term, s, v));
        if (picked === 'undo') {
          if (!undo) {
            term.out('Nothing to undo: your last decision is done for good (a die, a draw or another player\'s choice has been revealed since, or you have made none yet).');
            continue;
          }
          session.state = undo.state;
          session.decisions = undo.decisions;
          session.drawRng = undo.drawRng;
          if (session.actions) session.actions.length = undo.actions;
          term.out('Undone: back to your last decision.');
          undo = null;
          lastFrame = '';
          continue;
        }
        if (picked === INTERRUPT) {
          saveAndTell(term, session, 'Interrupted');
          return 130;
        }
        if (picked === null) {
          saveAndTell(term, session, 'End of input');
          return 0;
        }
        if (picked === 'quit') {
          saveAndTell(term, session, 'Quit');
          return 0;
        }
        action = picked;
        undo = before;
      }
      session.decisions++;
    }
    const r = apply(s, action);
    // In a seeded game the dice and draws happen inside apply: the generator moved, a roll was seen.
    if (revealing || !sameRng(s.rng, r.state.rng)) undo = null;
    session.actions?.push(action);
    printEvents(term, r.events, r.state, human);
    if (r.events.some((e) => e.type === 'gameOver')) sawEnd = true;
    session.state = r.state;
  }
}

/** A position the human may go back to (u). */
interface Undo {
  state: GameState;
  decisions: number;
  drawRng: number[];
  actions: number;
}

function sameRng(a: readonly number[] | null, b: readonly number[] | null): boolean {
  if (a === null || b === null) return a === b;
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * Ask until the player picks an action (walking into sub-lists), or answers u (undo), q, Ctrl-C or
 * ends the input. A list with one entry is passed through without asking.
 */
async function choose(term: Terminal, menu: Choice[], showPosition: () => void): Promise<Action | 'undo' | 'quit' | null | typeof INTERRUPT> {
  const path: Choice[][] = [menu];
  let shown = false;
  for (;;) {
    const list = path[path.length - 1]!;
    if (list.length === 1 && path.length > 1) {
      const c = list[0]!;
      if (c.action) return c.action;
      path.push(c.sub ?? []);
      continue;
    }
    if (!shown) {
      list.forEach((c, i) => term.out(`  ${String(i + 1).padStart(2)}. ${c.label}`));
      shown = true;
    }
    const answer = await term.ask(`Your choice [1-${list.length}]: `);
    if (answer === INTERRUPT || answer === null) return answer;
    const text = answer.trim().toLowerCase();
    if (text === 'q' || text === 'quit') return 'quit';
    if (text === 'u' || text === 'undo') return 'undo';
    if (text === 'h' || text === 'help' || text === '?') {
      term.out(HELP);
      continue;
    }
    if (text === 'p') {
      showPosition();
      shown = false;
      continue;
    }
    if (text === 'b' || text === 'back') {
      if (path.length > 1) {
        path.pop();
        shown = false;
      } else term.out('This is the first list: nothing to go back to.');
      continue;
    }
    const n = /^\d+$/.test(text) ? Number(text) : NaN;
    const c = Number.isInteger(n) && n >= 1 && n <= list.length ? list[n - 1] : undefined;
    if (!c) {
      term.out(text === '' ? `Type a number from 1 to ${list.length}.` : `'${answer.trim()}' is not one of the choices: type a number from 1 to ${list.length} (h for help).`);
      continue;
    }
    if (c.action) return c.action;
    if (c.title) term.out(`${c.title} (b to go back)`);
    path.push(c.sub ?? []);
    shown = false;
  }
}

/** At the end: the game record (config and every action) for `blackbeard replay`. */
function writeRecord(term: Terminal, session: Session): void {
  if (!session.actions) {
    term.out('No game record: this game was resumed from a save made before records were kept.');
    return;
  }
  const s = session.state;
  const config = s.components ? { ...s.config, components: s.components } : s.config;
  try {
    writeFileSync(session.recordPath, recordToJson({ config, actions: session.actions }) + '\n');
  } catch (e) {
    throw new CliError(`Cannot write the game record to '${session.recordPath}': ${(e as Error).message}`);
  }
  term.out(`The game record is in ${session.recordPath}; replay it with: blackbeard replay ${session.recordPath}`);
}

/** The process's terminal: readline on stdin (a TTY or a pipe), lines to stdout, Ctrl-C caught. */
export function nodeTerminal(): Terminal & { close(): void } {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY === true });
  const lines: string[] = [];
  let waiting: ((a: Answer) => void) | null = null;
  let ended = false;
  let interrupted = false;
  const deliver = (a: Answer): void => {
    const w = waiting;
    waiting = null;
    w?.(a);
  };
  const tty = process.stdin.isTTY === true;
  rl.on('line', (line) => {
    if (!waiting) return void lines.push(line);
    // A terminal echoes what is typed; a pipe does not, so the transcript shows it here.
    if (!tty) process.stdout.write(line + '\n');
    deliver(line);
  });
  rl.on('close', () => {
    ended = true;
    deliver(interrupted ? INTERRUPT : null);
  });
  const onInterrupt = (): void => {
    interrupted = true;
    deliver(INTERRUPT);
  };
  // A TTY in raw mode reports ^C to readline; otherwise it is a signal.
  rl.on('SIGINT', onInterrupt);
  process.on('SIGINT', onInterrupt);
  return {
    out: (line) => void process.stdout.write(line + '\n'),
    ask(prompt) {
      if (interrupted) return Promise.resolve(INTERRUPT);
      const queued = lines.shift();
      if (queued !== undefined) {
        process.stdout.write(prompt + queued + '\n');
        return Promise.resolve(queued);
      }
      if (ended) return Promise.resolve(null);
      rl.setPrompt(prompt);
      rl.prompt();
      return new Promise((resolve) => (waiting = resolve));
    },
    interrupted: () => interrupted,
    close() {
      process.off('SIGINT', onInterrupt);
      rl.close();
    },
  };
}
