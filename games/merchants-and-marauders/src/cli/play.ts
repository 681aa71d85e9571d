/**
 * `mm play`: a person plays one seat at the terminal, bots play the others. Every question says
 * who is asked, what, and about what; the answers are numbered; every text comes from the
 * package's describe functions (names, never ids); the person sees only his own view and the
 * events he may see (`eventsFor`).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { apply, createGameWithEvents, describe, describeAction, describePosition, describeQuestion, componentNotice, legalActions, pending, type Action, type GameConfig, type GameState, type PlayerId } from '../index.js';
import { CliError, UsageError, botsFlag, intFlag, parseArgs, playersFlag } from './args.js';
import { configFailure, printEvents, printStandings, readComponents } from './log.js';
import { botOf, botSeedFor, deciderOf, recordToJson } from './simulate.js';

export const PLAY_USAGE = `Usage: mm play [--players N] [--seed S] [--bots greedy|random] [--components FILE]
               [--record FILE] [--force]

Play Merchants & Marauders at the terminal. You are Player A; bots play the other seats. Before
each of your decisions you are told what is asked, and your choices are listed by number: type
the number and press Enter. A decision with a single possible answer is taken for you.

At the prompt:  a number   take that choice
                p          show the position again
                h          help
                q          quit (the record so far is written if --record was given)

Options:
  --players N        2, 3 or 4 players; default 3
  --seed S           integer seed of the dice and draws; default: a random seed (printed)
  --bots KIND        greedy (default) or random
  --components FILE  play on your own transcription of the printed components (JSON)
  --record FILE      write the game record { config, actions } there at the end (for 'mm replay')
  --force            overwrite an existing record file
  -h, --help         show this help`;

/** Where the game talks to its player (nodeTerminal binds it to the process). */
export interface Terminal {
  out(line: string): void;
  /** The next line typed, or null at the end of the input. */
  ask(prompt: string): Promise<string | null>;
}

/** The terminal of the process: lines read from stdin (buffered when piped), echoed when not typed. */
export function nodeTerminal(): Terminal & { close(): void } {
  const rl = createInterface({ input: process.stdin, terminal: false });
  const lines: string[] = [];
  let waiting: ((a: string | null) => void) | null = null;
  let closed = false;
  rl.on('line', (l) => {
    if (waiting) {
      const w = waiting;
      waiting = null;
      w(l);
    } else lines.push(l);
  });
  rl.on('close', () => {
    closed = true;
    if (waiting) {
      const w = waiting;
      waiting = null;
      w(null);
    }
  });
  const echo = !process.stdin.isTTY;
  return {
    out: (line) => process.stdout.write(`${line}\n`),
    ask(prompt) {
      process.stdout.write(prompt);
      const got = (a: string | null): string | null => {
        // A piped answer is not echoed by a terminal: print it, so the transcript reads as a game.
        if (echo) process.stdout.write(a === null ? '\n' : `${a}\n`);
        return a;
      };
      if (lines.length) return Promise.resolve(got(lines.shift() as string));
      if (closed) return Promise.resolve(got(null));
      return new Promise((resolve) => (waiting = (a) => resolve(got(a))));
    },
    close: () => rl.close(),
  };
}

/**
 * "Player A sails to the Havana sea zone" as a menu entry for Player A: "Sail to the Havana sea
 * zone" (the actor dropped, the verb in the imperative).
 */
export function choiceText(s: GameState, a: Action, player: PlayerId): string {
  const text = describeAction(s, a);
  const prefix = `Player ${player} `;
  if (!text.startsWith(prefix)) return text;
  const [verb = '', ...rest] = text.slice(prefix.length).split(' ');
  const base = verb === 'goes' ? 'go' : /(sh|ch|ss|x)es$/.test(verb) ? verb.slice(0, -2) : verb.endsWith('s') ? verb.slice(0, -1) : verb;
  return [base.charAt(0).toUpperCase() + base.slice(1), ...rest].join(' ');
}

export async function runPlay(argv: readonly string[], term: Terminal): Promise<number> {
  const args = parseArgs(argv, { values: ['players', 'seed', 'bots', 'components', 'record'], switches: ['force'] });
  if (args.help) {
    term.out(PLAY_USAGE);
    return 0;
  }
  if (args.positionals.length) throw new UsageError(`Unexpected argument '${args.positionals[0]}'`);
  const players = playersFlag(args, 3);
  const seed = intFlag(args, 'seed', Math.floor(Math.random() * 2 ** 31));
  const kind = botsFlag(args, 'greedy');
  const recordPath = args.values['record'];
  if (recordPath !== undefined && !args.switches.has('force') && existsSync(recordPath)) throw new UsageError(`'${recordPath}' already exists: choose another --record FILE, or add --force to overwrite it`);
  const config: GameConfig = { players, seed, ...readComponents(args.values['components']) };
  let created;
  try {
    created = createGameWithEvents(config);
  } catch (e) {
    configFailure(e);
  }
  let s = created.state;
  const human: PlayerId = 'A';
  const bot = botOf(kind, botSeedFor(seed));
  const actions: Action[] = [];
  const writeRecord = (): void => {
    if (recordPath === undefined) return;
    try {
      writeFileSync(recordPath, recordToJson({ config, actions }) + '\n');
    } catch (e) {
      throw new CliError(`Cannot write the record to '${recordPath}': ${(e as Error).message}`);
    }
    term.out(`The game record is in '${recordPath}' (mm replay ${recordPath}).`);
  };

  term.out('Merchants & Marauders, at the terminal');
  term.out(`You are Player ${human}; ${kind} bots play ${s.seats.filter((p) => p !== human).map((p) => `Player ${p}`).join(', ')}. Seed ${seed}.`);
  term.out(componentNotice(s));
  term.out('Type the number of your choice and press Enter (p: the position, h: help, q: quit).');
  term.out('');
  term.out(describe(s));
  const io = { out: (l: string) => term.out(l), err: (l: string) => term.out(l) };
  printEvents(io, s, created.events, human);
  let lastTurnShown = -1;

  for (let guard = 0; guard < 200_000; guard++) {
    if (pending(s).kind === 'over') {
      printStandings(io, s);
      const won = s.over?.winners.includes(human);
      term.out(won ? (s.over && s.over.winners.length > 1 ? 'You share the win.' : 'You win!') : 'The game is over.');
      writeRecord();
      return 0;
    }
    const who = deciderOf(s);
    if (who === null) throw new Error('internal: a seeded game stopped at a chance node');
    let action: Action;
    if (who !== human) {
      action = bot(s, who);
    } else {
      const list = legalActions(s, human);
      // The position once at the start of each of the person's turns (and on request).
      const turnKey = s.round * 10 + (s.pl[human]?.turns ?? 0);
      if (turnKey !== lastTurnShown) {
        lastTurnShown = turnKey;
        term.out('');
        for (const line of describePosition(s, human)) term.out(line);
      }
      if (list.length === 1) {
        action = list[0] as Action;
        term.out(`${describeQuestion(s, human)} Only one choice: ${choiceText(s, action, human)}.`);
      } else {
        term.out('');
        term.out(describeQuestion(s, human));
        list.forEach((a, i) => term.out(`  ${String(i + 1).padStart(2)}. ${choiceText(s, a, human)}`));
        let picked: Action | null = null;
        while (picked === null) {
          const answer = await term.ask(`Your choice (1-${list.length}): `);
          if (answer === null || answer.trim() === 'q') {
            term.out(answer === null ? 'The input has ended: the game stops here.' : 'You leave the table.');
            writeRecord();
            return 0;
          }
          const t = answer.trim();
          if (t === 'p') {
            for (const line of describePosition(s, human)) term.out(line);
            continue;
          }
          if (t === 'h' || t === '') {
            term.out(`Type a number from 1 to ${list.length} and press Enter; p shows the position, q quits.`);
            continue;
          }
          const n = /^\d+$/.test(t) ? Number(t) : NaN;
          if (n >= 1 && n <= list.length) picked = list[n - 1] as Action;
          else term.out(`Please type a number from 1 to ${list.length} (or p, h, q).`);
        }
        action = picked;
      }
    }
    const r = apply(s, action);
    actions.push(action);
    s = r.state;
    printEvents(io, s, r.events, human);
  }
  throw new Error('internal: the game did not end');
}
