/**
 * A bot that does not cheat: determinization plus flat Monte Carlo over the simulator.
 * docs/bots.md walks through it; test/examples.test.ts checks it.
 *
 *  - `determinize(state, me, rand)`: a full `GameState` consistent with everything `me` may know
 *    (`view(state, me)` is unchanged), with the hidden parts redrawn at random: the other players'
 *    Event hands and Pirate hands (against the deck and the Pirate deck) and the face-down
 *    Merchants (against the pool). It also switches the copy to external randomness, so the real
 *    generator state, which decides every future draw in a seeded game, is not used.
 *  - `monteCarloBot(seed, playouts)`: for each legal action, `playouts` random games on a fresh
 *    determinization; picks the action whose playouts score best for the bot's player.
 */
import {
  chanceOutcomes,
  createSimulator,
  legalActions,
  type Action,
  type Bot,
  type GameState,
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

function shuffle<T>(list: T[], rand: Rand): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/** A multiset of counts as a flat list of ids. */
function unpack(counts: Record<string, number>): string[] {
  return Object.entries(counts).flatMap(([id, n]) => Array<string>(n).fill(id));
}

/** One sample of the hidden information, consistent with what `me` knows. */
export function determinize(state: GameState, me: PlayerId, rand: Rand): GameState {
  const s = structuredClone(state) as GameState;
  const others = s.order.filter((p) => p !== me);

  // Event cards: the others' hands and the deck are one unseen multiset; hand sizes are public.
  const unseen = shuffle([...unpack(s.deck), ...others.flatMap((p) => s.players[p]!.hand)], rand);
  for (const p of others) {
    const n = s.players[p]!.hand.length;
    s.players[p]!.hand = unseen.splice(0, n).sort();
  }
  s.deck = {};
  for (const c of unseen) s.deck[c] = (s.deck[c] ?? 0) + 1;

  // Pirate cards: the others' Pirate hands and the Pirate deck.
  const pirates = shuffle([...s.pirateDeck, ...others.flatMap((p) => s.players[p]!.pirateHand)], rand);
  for (const p of others) {
    const n = s.players[p]!.pirateHand.length;
    s.players[p]!.pirateHand = pirates.splice(0, n).sort();
  }
  s.pirateDeck = pirates.sort();

  // Face-down Merchants and the Merchant pool.
  const faceDown = Object.keys(s.merchants).filter((port) => !s.merchants[port]!.faceUp);
  const merchants = shuffle([...unpack(s.merchantPool), ...faceDown.map((port) => s.merchants[port]!.type)], rand);
  for (const port of faceDown) s.merchants[port]!.type = merchants.pop()!;
  s.merchantPool = {};
  for (const m of merchants) s.merchantPool[m] = (s.merchantPool[m] ?? 0) + 1;

  // Never the real generator: in a seeded game it already decides every future roll and draw.
  s.config = { ...s.config, randomness: 'external' };
  s.rng = null;
  return s;
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
    let best = options[0]!;
    let bestScore = -Infinity;
    for (const action of options) {
      let total = 0;
      for (let k = 0; k < playouts; k++) {
        // createSimulator clones its input: one determinization per playout, the original untouched.
        const sim = createSimulator(determinize(state, player, rand));
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
