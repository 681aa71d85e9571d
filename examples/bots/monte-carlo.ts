/**
 * A bot that does not cheat: determinization plus flat Monte Carlo over the simulator.
 * docs/bots.md walks through it; test/examples.test.ts checks it.
 *
 * For each legal action, `playouts` random games, each on a fresh determinization of what the bot's
 * player may know: `determinize(view(state, me), seed)` from the library redraws everything hidden
 * from him (the other hands, the decks, the face-down Merchants) consistently with his view, and
 * uses external randomness, so the real generator (which decides every future draw of a seeded
 * game) is never consulted. The playouts answer chance nodes from `chanceOutcomes`.
 */
import {
  chanceOutcomes,
  createSimulator,
  determinize,
  legalActions,
  view,
  type Action,
  type Bot,
  type PlayerId,
  type Simulator,
} from 'blackbeard-engine';

/** A uniform random number in [0, 1): bring your own seeded generator. */
export type Rand = () => number;

/** mulberry32: a tiny seeded generator, enough for a bot's sampling. */
export function mulberry32(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Answer a chance node by its probabilities (the simulator waits there in external randomness). */
function sampleChance(sim: Simulator, rand: Rand): Action {
  const outcomes = chanceOutcomes(sim.state);
  let x = rand();
  for (const o of outcomes) {
    x -= o.probability;
    if (x < 0) return o.outcome;
  }
  return outcomes[outcomes.length - 1]!.outcome;
}

/** Play a simulator game to the end (or `maxSteps`) with uniform random choices. */
export function playout(sim: Simulator, rand: Rand, maxSteps = 5_000): void {
  for (let n = 0; n < maxSteps && !sim.isOver(); n++) {
    const legal = sim.legalActions();
    sim.apply(legal.length > 0 ? legal[Math.floor(rand() * legal.length)]! : sampleChance(sim, rand));
  }
}

/** The bot's score of a finished (or cut-off) playout: its VP lead over the best other player. */
function score(sim: Simulator, me: PlayerId): number {
  const vp = (p: PlayerId): number => sim.state.players[p]?.vp ?? 0;
  const best = Math.max(0, ...sim.state.order.filter((p) => p !== me).map(vp));
  return vp(me) - best;
}

/** Flat Monte Carlo over determinizations: `playouts` random games per legal action. */
export function monteCarloBot(seed: number, playouts = 8): Bot {
  const rand = mulberry32(seed);
  return (state, player, legal) => {
    const options = legal ?? legalActions(state, player);
    if (options.length <= 1) return options[0]!;
    // Everything the bot may use: its player's view. The state itself is never searched.
    const seen = view(state, player);
    let best = options[0]!;
    let bestScore = -Infinity;
    for (const action of options) {
      let total = 0;
      for (let k = 0; k < playouts; k++) {
        // One determinization per playout (a fresh sample of the hidden facts).
        const sim = createSimulator(determinize(seen, Math.floor(rand() * 2 ** 31), { components: state.components ?? undefined }));
        sim.apply(action);
        playout(sim, rand);
        total += score(sim, player);
      }
      if (total > bestScore) {
        bestScore = total;
        best = action;
      }
    }
    return best;
  };
}
