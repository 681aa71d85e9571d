import { apply, createGameWithEvents, describe, greedyBot, pending, randomBot, type Action, type GameConfig, type GameEvent, type GameRecord, type GameState, type PlayerId } from '../index.js';
import { UsageError, botsFlag, intFlag, parseArgs, playersFlag, type BotKind } from './args.js';
import { configFailure, printEvents, printStandings, readComponents, type Io } from './log.js';

export const SIMULATE_USAGE = `Usage: mm simulate [--players N] [--seed S] [--bots random|greedy] [--components FILE]
                   [--quiet] [--json]

Play a complete game of Merchants & Marauders between bots, through the public apply(), and print
its public log (no player's secrets) and the final standings.

Options:
  --players N        2, 3 or 4 players; default 4
  --seed S           integer seed of the dice and draws (the bots' seed is derived from it);
                     default: a random seed (printed, so the game can be played again)
  --bots KIND        random (default) or greedy (a simple heuristic player)
  --components FILE  play on your own transcription of the printed components (JSON,
                     docs/guide.md); default: the provisional stand-in set
  --quiet            print only the header and the standings
  --json             print the game record { config, actions } instead (input for 'mm replay')
  -h, --help         show this help`;

/** Player decisions after which a game is declared stuck (a 4-player random game takes about 1,000). */
const MAX_DECISIONS = 100_000;

/** The bots' seed for game seed S: a hash of S, so a bot's generator never mirrors the game's. */
export function botSeedFor(seed: number): number {
  return (Math.imul(seed | 0, 0x9e3779b1) ^ 0x5bd1e995) | 0;
}

export function botOf(kind: BotKind, seed: number): (s: GameState, p: PlayerId) => Action {
  return kind === 'greedy' ? greedyBot(seed) : randomBot(seed);
}

/** Who decides now: the decider, or the first player still to choose in secret. */
export function deciderOf(s: GameState): PlayerId | null {
  const p = pending(s);
  if (p.kind === 'decision') return p.player;
  if (p.kind === 'simultaneous') return (p.players[0] as PlayerId | undefined) ?? null;
  return null;
}

/** Play a seeded game to its end with one bot kind in every seat, through the public `apply`. */
export function simulateGame(config: GameConfig, kind: BotKind, onEvents?: (events: GameEvent[], s: GameState) => void): { record: GameRecord; final: GameState } {
  const created = createGameWithEvents(config);
  let s = created.state;
  onEvents?.(created.events, s);
  const bot = botOf(kind, botSeedFor(config.seed ?? 1));
  const actions: Action[] = [];
  for (;;) {
    if (pending(s).kind === 'over') break;
    const who = deciderOf(s);
    if (who === null) throw new Error('internal: a seeded game stopped at a chance node');
    if (actions.length >= MAX_DECISIONS) throw new Error(`internal: no end after ${MAX_DECISIONS} decisions`);
    const a = bot(s, who);
    const r = apply(s, a);
    actions.push(a);
    s = r.state;
    onEvents?.(r.events, s);
  }
  return { record: { config, actions }, final: s };
}

/** A record as JSON, one action a line: input for `mm replay` and `replay()`. */
export function recordToJson(record: GameRecord): string {
  const actions = record.actions.map((a) => `    ${JSON.stringify(a)}`).join(',\n');
  return `{\n  "config": ${JSON.stringify(record.config)},\n  "actions": [\n${actions}\n  ]\n}`;
}

export function runSimulate(argv: readonly string[], io: Io): number {
  const args = parseArgs(argv, { values: ['players', 'seed', 'bots', 'components'], switches: ['quiet', 'json'] });
  if (args.help) {
    io.out(SIMULATE_USAGE);
    return 0;
  }
  if (args.positionals.length) throw new UsageError(`Unexpected argument '${args.positionals[0]}'`);
  const players = playersFlag(args, 4);
  const seed = intFlag(args, 'seed', Math.floor(Math.random() * 2 ** 31));
  const kind = botsFlag(args, 'random');
  const json = args.switches.has('json');
  const quiet = args.switches.has('quiet') || json;
  const config: GameConfig = { players, seed, ...readComponents(args.values['components']) };
  let decisions = 0;
  let game: ReturnType<typeof simulateGame>;
  try {
    game = simulateGame(config, kind, (events, s) => {
      if (decisions === 0 && !json) {
        io.out(`Merchants & Marauders: ${players} players, seed ${seed}, ${kind} bots`);
        io.out(describe(s));
      }
      if (!quiet) printEvents(io, s, events, null);
      decisions++;
    });
  } catch (e) {
    configFailure(e);
  }
  if (json) {
    io.out(recordToJson(game.record));
    return 0;
  }
  printStandings(io, game.final);
  io.out(`${game.record.actions.length} decisions, ${game.final.round} rounds`);
  return 0;
}
