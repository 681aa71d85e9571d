/**
 * Solitaire Blackbeard (19.0) at scale: seeded solitaire games with a bot as Blackbeard against the
 * System Player, on the simulator, and how often each end condition of 19.9 occurred.
 *
 *   npx tsx scripts/solo-games.ts                   # 1,000 games, seeds 1-1000, a random Blackbeard
 *   npx tsx scripts/solo-games.ts 200 5000          # 200 games from seed 5000
 *   npx tsx scripts/solo-games.ts 400 1 greedy      # greedyBot as Blackbeard (with the solitaire shelter)
 *   npx tsx scripts/solo-games.ts 400 1 greedy-open # greedyBot without the shelter (src/bots/shelter.ts)
 *   npx tsx scripts/solo-games.ts 200 1 greedy lookahead  # against the look-ahead System Player
 *
 * Every game must end under the step cap (decisions of yours; the SP decides inside the engine).
 */
import { createGame, createSimulator, greedyBot, randomBot, type Bot } from '../src/index.js';
import { END_REASONS } from '../src/solo/end.js';

const GAMES = Number(process.argv[2] ?? 1000);
const FIRST = Number(process.argv[3] ?? 1);
const BOT = process.argv[4] ?? 'random';
const BOTS: Record<string, (seed: number) => Bot> = {
  random: (seed) => randomBot(seed),
  greedy: () => greedyBot(),
  'greedy-open': () => greedyBot({ solitaireShelter: false }),
};
const SP = process.argv[5] ?? 'quick';
if (SP !== 'quick' && SP !== 'lookahead') throw new Error(`unknown System Player "${SP}": quick or lookahead`);
const makeBot = BOTS[BOT];
if (!makeBot) throw new Error(`unknown bot "${BOT}": one of ${Object.keys(BOTS).join(', ')}`);
const STEP_CAP = 20_000;

/** The five 19.9 conditions; Blackbeard Retiring short of 130 VP ends the game too (RULINGS B54 #1). */
const CONDITIONS: [string, (reason: string) => boolean][] = [
  ['Blackbeard Retires with 130+ VP (you win)', (r) => r === END_REASONS.retired],
  ['Blackbeard Retires with less (you lose, B54)', (r) => r === END_REASONS.retiredShort],
  ['Blackbeard is killed (you lose)', (r) => r === END_REASONS.killed],
  ['The SP reaches 100 VP (you lose)', (r) => r === END_REASONS.spVp],
  ['All SP Pirates gone, Pirate deck empty (you win)', (r) => r === END_REASONS.spGone],
  ['3rd General Pardon from the Hold deck (higher VP)', (r) => r.startsWith('The General Pardon')],
];

const counts = new Map<string, number>(CONDITIONS.map(([name]) => [name, 0]));
const other = new Map<string, number>();
let wins = 0;
let losses = 0;
let ties = 0;
let decisions = 0;
let turns = 0;
let maxDecisions = 0;
const started = Date.now();

for (let seed = FIRST; seed < FIRST + GAMES; seed++) {
  const sim = createSimulator(createGame({ players: 1, seed, options: { solitaireSystemPlayer: SP } }));
  const bot = makeBot(seed);
  let steps = 0;
  for (; steps < STEP_CAP && !sim.isOver(); steps++) {
    const who = sim.decider();
    if (who !== 'A') throw new Error(`seed ${seed}: ${who === null ? 'no decider' : `Player ${who} asked`} at step ${steps}`);
    sim.apply(bot(sim.state, who, sim.legalActions()));
  }
  if (!sim.isOver()) throw new Error(`seed ${seed}: no end after ${STEP_CAP} decisions`);
  const r = sim.result();
  const reason = r.reason ?? '';
  const hit = CONDITIONS.find(([, test]) => test(reason));
  if (hit) counts.set(hit[0], (counts.get(hit[0]) ?? 0) + 1);
  else other.set(reason, (other.get(reason) ?? 0) + 1);
  if (r.winners.length === 2) ties++;
  else if (r.winners[0] === 'A') wins++;
  else losses++;
  decisions += steps;
  turns += sim.state.turn.number;
  maxDecisions = Math.max(maxDecisions, steps);
}

const pct = (n: number): string => `${((100 * n) / GAMES).toFixed(1)}%`;
console.log(`Solitaire Blackbeard: ${GAMES} seeded games (seeds ${FIRST}-${FIRST + GAMES - 1}), ${BOT} Blackbeard, ${SP} System Player, ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log('');
console.log('How the game ended (19.9)                              games   share');
for (const [name] of CONDITIONS) console.log(`  ${name.padEnd(52)} ${String(counts.get(name)).padStart(5)}  ${pct(counts.get(name) ?? 0).padStart(6)}`);
for (const [reason, n] of other) console.log(`  other: ${reason.padEnd(45)} ${String(n).padStart(5)}  ${pct(n).padStart(6)}`);
console.log('');
console.log(`You won ${wins} (${pct(wins)}), lost ${losses} (${pct(losses)}), tied ${ties} (${pct(ties)}).`);
console.log(`Your decisions per game: ${(decisions / GAMES).toFixed(0)} on average, ${maxDecisions} at most (cap ${STEP_CAP}); Player-Turns per game: ${(turns / GAMES).toFixed(0)}.`);
