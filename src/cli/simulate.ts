import { apply, createGame, createGameWithEvents, greedyBot, ismctsBot, pending, randomBot, ConfigError, type Action, type Bot, type GameConfig, type GameEvent, type GameRecord, type GameState } from '../index.js';
import { CliError, UsageError, editionFlag, intFlag, parseArgs, systemPlayerFlag } from './args.js';
import { componentsOf, printEvents, printStandings, type Io } from './log.js';

export const SIMULATE_USAGE = `Usage: blackbeard simulate [--players N] [--seed S] [--bots KIND] [--iterations K] [--edition E]
                           [--system-player SP] [--quiet] [--json]

Play a complete game between bots on the built-in components, through the public apply().

Options:
  --players N   number of players, 2-5 (6-10: one Pirate each, rule 2.7; 1: Solitaire
                Blackbeard against the System Player, rule 19.0); default 4
  --seed S      integer seed of the game's dice and draws; the bots' seed is derived from it;
                default: a random seed (printed, so the game can be played again)
  --bots KIND   who plays every seat (in solitaire, Blackbeard): random (default), greedy (the
                expected-value policy) or ismcts (information-set tree search); --bot is the
                same flag
  --iterations K
                with --bots ismcts: search iterations a decision (default 200); the same
                seed and iterations play the same game
  --edition E   the rules: living-rules (the Living Rules 2008, default) or first-print (the
                2008 first print: ransom x10, Sack NP x3, Loot NP + 1d6, no +2, ...; the
                "Editions" table of docs/rulings.md, in a clone of the source)
  --system-player SP
                solitaire (--players 1): quick (default) or lookahead, the System Player that
                searches each choice (a little stronger, about 25 times slower; 19.17)
  --quiet       print only the final standings and why the game ended
  --json        print the game record { config, actions } instead (input for 'blackbeard replay')
  -h, --help    show this help`;

/** Iterations a decision of the ISMCTS bot in the CLI (`--bots ismcts`): about a second a move. */
export const ISMCTS_ITERATIONS = 200;

/** The bot kinds of `--bots`. */
export type BotKind = 'random' | 'greedy' | 'ismcts';

/** `--bots KIND` (or `--bot`): the kind named, or `fallback`. */
export function botKindFlag(values: Record<string, string>, fallback: BotKind): BotKind {
  const raw = values['bots'] ?? values['bot'] ?? fallback;
  if (raw !== 'random' && raw !== 'greedy' && raw !== 'ismcts') throw new UsageError(`--bots must be random, greedy or ismcts, got '${raw}'`);
  return raw;
}

/** The bot of a kind, seeded (random, ismcts) from `seed`. */
export function botOf(kind: BotKind, seed: number, iterations = ISMCTS_ITERATIONS): Bot {
  return kind === 'greedy' ? greedyBot() : kind === 'ismcts' ? ismctsBot({ seed, iterations }) : randomBot(seed);
}

/** Player decisions after which a game is declared stuck (a random game takes a few hundred). */
const MAX_DECISIONS = 100_000;

/**
 * The random bot's seed for game seed S: a 32-bit hash of S, so the bot's generator never runs in
 * lockstep with the game's own (both are xoroshiro128+).
 */
export function botSeedFor(seed: number): number {
  return (Math.imul(seed | 0, 0x9e3779b1) ^ 0x5bd1e995) | 0;
}

export interface SimulatedGame {
  record: GameRecord;
  final: GameState;
}

/**
 * Play a seeded game to its end with a bot (a random one by default) choosing among `legalActions`
 * in every seat, through the public `apply`; `onEvents` receives the events of each decision in order.
 */
export function simulateGame(config: GameConfig, initial: GameState = createGame(config), onEvents?: (events: GameEvent[]) => void, bot: Bot = randomBot(botSeedFor(initial.config.seed))): SimulatedGame {
  const actions: Action[] = [];
  let s = initial;
  for (;;) {
    const p = pending(s);
    if (p.kind === 'over') break;
    if (p.kind !== 'decision') throw new Error(`internal: a seeded game stopped at a chance node (${p.frame})`);
    if (actions.length >= MAX_DECISIONS) throw new Error(`internal: no end after ${MAX_DECISIONS} decisions`);
    const action = bot(s, p.player);
    const r = apply(s, action);
    actions.push(action);
    onEvents?.(r.events);
    s = r.state;
  }
  return { record: { config, actions }, final: s };
}

/** A record as JSON with one action per line: valid input for `blackbeard replay` and `replay()`. */
export function recordToJson(record: GameRecord): string {
  const actions = record.actions.map((a) => `    ${JSON.stringify(a)}`).join(',\n');
  return `{\n  "config": ${JSON.stringify(record.config)},\n  "actions": [\n${actions}\n  ]\n}`;
}

export function runSimulate(argv: readonly string[], io: Io): number {
  const args = parseArgs(argv, { values: ['players', 'seed', 'edition', 'system-player', 'bots', 'bot', 'iterations'], switches: ['quiet', 'json'] });
  if (args.help) {
    io.out(SIMULATE_USAGE);
    return 0;
  }
  if (args.positionals.length) throw new UsageError(`Unexpected argument '${args.positionals[0]}'`);
  const players = intFlag(args, 'players', 4);
  const seed = intFlag(args, 'seed', Math.floor(Math.random() * 2 ** 31));
  if (seed < -(2 ** 31) || seed >= 2 ** 31) throw new UsageError(`--seed must be a 32-bit integer, got ${seed}`);
  const kind = botKindFlag(args.values, 'random');
  const iterations = intFlag(args, 'iterations', ISMCTS_ITERATIONS);
  if (iterations < 1) throw new UsageError(`--iterations must be at least 1, got ${iterations}`);
  const json = args.switches.has('json');
  const quiet = args.switches.has('quiet') || json;

  const options = { ...editionFlag(args), ...systemPlayerFlag(args) };
  const config: GameConfig = { players, seed, randomness: 'seeded', ...(Object.keys(options).length > 0 ? { options } : {}) };
  let initial: GameState;
  let setupEvents: GameEvent[];
  try {
    ({ state: initial, events: setupEvents } = createGameWithEvents(config));
  } catch (e) {
    if (e instanceof ConfigError) throw new UsageError(e.message);
    throw e;
  }
  if (!json) {
    const who = players === 1 ? `solitaire (19.0): ${kind === 'ismcts' ? 'an ismcts' : `a ${kind}`} Blackbeard against the System Player` : `${players} players`;
    const sp = players === 1 && initial.config.options.solitaireSystemPlayer === 'lookahead' ? ' (looking ahead)' : '';
    const rules = (initial.config.options.edition === 'firstPrint2008' ? ', the 2008 first print' : '') + sp;
    const botText = kind === 'greedy' ? 'greedy bots' : kind === 'ismcts' ? `ismcts bots, ${iterations} iterations a decision (bot seed ${botSeedFor(seed)})` : `random bots (bot seed ${botSeedFor(seed)})`;
    io.out(`Blackbeard: ${who}${rules}, seed ${seed}, ${botText}`);
    if (!quiet) {
      io.out('');
      io.out(players === 1 ? 'Setup (19.1-19.8)' : 'Setup (3.0)');
      printEvents(io, setupEvents, componentsOf(initial));
    }
  }
  let decisions = 0;
  const game = simulateGame(
    config,
    initial,
    (events) => {
      decisions++;
      if (!quiet) printEvents(io, events, componentsOf(initial));
    },
    botOf(kind, botSeedFor(seed), iterations),
  );
  if (json) {
    io.out(recordToJson(game.record));
    return 0;
  }
  // The log has just printed the game-over line (its event); --quiet prints no log.
  printStandings(io, game.final, { reason: quiet });
  io.out(`${decisions} decisions, ${game.final.turn.number} Player-Turns`);
  if (!game.final.over) throw new CliError('The game did not finish');
  return 0;
}
