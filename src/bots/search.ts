/**
 * Search primitives (docs/bots.md "Search primitives"): what a tree search or a Monte-Carlo bot
 * needs on top of the simulator, each one measured in `npm run bench`:
 *
 *  - {@link simulatorFromView}: a view to a ready simulator in one call (the determinization is the
 *    simulator's own state: no second copy);
 *  - `sim.mark()` / `sim.restore()` (src/bots/simulator.ts): many playouts from one root, a working
 *    copy each instead of a deep copy;
 *  - {@link playerTurn}: the horizon signal, the number of the Player-Turn under way (4.0: it goes
 *    up exactly when a new Player-Turn begins), and {@link rollout} stops on it;
 *  - {@link playForced}: play every decision that has exactly one legal action;
 *  - {@link sampleChance}: one outcome of a chance node, drawn by its exact probability from
 *    `chanceOutcomes` with the caller's own generator;
 *  - {@link soloOutlook}: a solitaire evaluation that counts the risk of Blackbeard's death, which
 *    loses the game outright (19.9).
 *
 * Pure: no Node built-ins, no Math.random (the caller passes a seeded generator).
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import type { Action } from '../actions/schema.js';
import type { GameState, PirateState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import type { PlayerView } from '../api/view.js';
import { chanceOutcomes } from '../api/play.js';
import { componentsOf } from '../actions/ctx.js';
import type { ComponentIndex } from '../tables/index.js';
import { estimateAll } from '../solo/estimate.js';
import { KC_NOTORIETY } from '../solo/ap-check.js';
import { fightingValues, teamSpeed } from '../actions/alliance.js';
import { kcOf } from '../state/pieces.js';
import { RETIRE_TARGET, SP_TARGET } from '../solo/end.js';
import { determinize, type DeterminizeOptions } from './determinize.js';
import { adoptSimulator, type Simulator } from './simulator.js';
import type { Bot } from './random.js';

/** Options of {@link simulatorFromView}. */
export interface ViewSimulatorOptions extends DeterminizeOptions {
  /** Build the events of each step (they cost time). */
  recordEvents?: boolean;
}

/**
 * `determinize(view, seed)` straight into a simulator: the sampled state is built fresh and handed
 * to the simulator as its own, so it is not copied a second time (`createSimulator(determinize(…))`
 * copies it again, about 40% more). Pass `check: false` for every view after the first of a
 * search (the checks depend only on the view; see `DeterminizeOptions.check`).
 */
export function simulatorFromView(v: PlayerView, seed: number, options: ViewSimulatorOptions = {}): Simulator {
  return adoptSimulator(determinize(v, seed, options), { recordEvents: options.recordEvents ?? false });
}

/**
 * The horizon signal: the number of the Player-Turn under way. It goes up by one exactly when a new
 * Player-Turn begins (4.0), in solitaire the System Player's too, so a rollout that must stop at
 * the end of a turn compares it with the number it started from.
 */
export function playerTurn(state: GameState): number {
  return state.turn.number;
}

/** A uniform number in [0, 1) from a pure-rand generator (53 bits; the generator moves on). */
function unit(g: RandomGenerator): number {
  const hi = uniformInt(g, 0, (1 << 26) - 1);
  const lo = uniformInt(g, 0, (1 << 27) - 1);
  return (hi * 134217728 + lo) / 9007199254740992;
}

/**
 * One outcome of the chance node `state` waits at, drawn by its exact probability among
 * `chanceOutcomes(state)` with the caller's generator (pure-rand 8: it moves on in place). Null
 * when `state` is not at a chance node.
 */
export function sampleChance(state: GameState, g: RandomGenerator): Action | null {
  const outcomes = chanceOutcomes(state);
  if (outcomes.length === 0) return null;
  let x = unit(g);
  for (const o of outcomes) if ((x -= o.probability) < 0) return o.outcome;
  return (outcomes[outcomes.length - 1] as (typeof outcomes)[number]).outcome;
}

/**
 * Play every decision that has exactly one legal action (53.7% of the decisions of a random game),
 * and, with a generator, sample the chance nodes met on the way. Stops at a real choice, at a
 * chance node when no generator is given, at the end of the game, or after `maxSteps`. Returns
 * the number of steps taken.
 */
export function playForced(sim: Simulator, g?: RandomGenerator, maxSteps = 10_000): number {
  let n = 0;
  for (; n < maxSteps && !sim.isOver(); n++) {
    if (sim.decider() === null) {
      const c = g ? sampleChance(sim.state, g) : null;
      if (!c) break;
      sim.apply(c);
      continue;
    }
    const legal = sim.legalActions();
    if (legal.length !== 1) break;
    sim.apply(legal[0] as Action);
  }
  return n;
}

/** Options of {@link rollout}. */
export interface RolloutOptions {
  /** The generator for chance nodes and random choices (pure-rand; moves on in place). */
  g: RandomGenerator;
  /** Who chooses for a player with several legal actions; uniform at random by default. */
  policy?: Bot;
  /** Stop once this many new Player-Turns have begun (the horizon); default: play to the end. */
  turns?: number;
  /** Stop after this many steps (decisions and chance outcomes); default 5,000. */
  maxSteps?: number;
}

/** Why a {@link rollout} stopped. */
export type RolloutStop = 'over' | 'horizon' | 'steps';

/**
 * Play on from the simulator's position: forced decisions at once, chance sampled by its exact
 * probability, other decisions by `policy` (uniform by default), until the game ends, `turns` new
 * Player-Turns have begun, or `maxSteps`.
 */
export function rollout(sim: Simulator, o: RolloutOptions): { steps: number; stop: RolloutStop } {
  const start = playerTurn(sim.state);
  const max = o.maxSteps ?? 5_000;
  for (let n = 0; n < max; n++) {
    if (sim.isOver()) return { steps: n, stop: 'over' };
    if (o.turns !== undefined && playerTurn(sim.state) - start >= o.turns) return { steps: n, stop: 'horizon' };
    const who = sim.decider();
    if (who === null) {
      const c = sampleChance(sim.state, o.g);
      if (!c) return { steps: n, stop: 'over' };
      sim.apply(c);
      continue;
    }
    const legal = sim.legalActions();
    const a = legal.length === 1 ? legal[0] : o.policy ? o.policy(sim.state, who, legal) : legal[uniformInt(o.g, 0, legal.length - 1)];
    if (!a) return { steps: n, stop: 'over' };
    sim.apply(a);
  }
  return { steps: max, stop: 'steps' };
}

// ---------------------------------------------------------------------------------------------
// Solitaire: the outlook of Blackbeard (19.9)
// ---------------------------------------------------------------------------------------------

/** What {@link soloOutlook} reads off a solitaire position, from Blackbeard's side. */
export interface SoloOutlook {
  /**
   * The value of the position for Blackbeard in [-1, 1]: 1 a won game, -1 a lost one (his death,
   * the System Player's 100 VP, a Retirement short of 130 VP: 19.9), and in between
   * `(1 - risk) x progress - risk`.
   */
  value: number;
  /**
   * A rough chance, in [0, 1], that Blackbeard dies soon: his ship near sinking (6.25-6.27), a
   * crew near mutiny (14.1), a King's Commissioner (10.35) or a Warship in or next to his Sea
   * Area, a System Player Pirate at sea with him. A heuristic, not an exact probability.
   */
  risk: number;
  /**
   * Where the race stands, in [-1, 1]: Blackbeard's VP estimate (src/solo/estimate.ts) against the
   * 130 VP he must retire with, less the System Player's estimate against its 100 VP.
   */
  progress: number;
}

/** Weights of the death-risk heuristic (documented: exported). */
export const SOLO_RISK = {
  /** Per missing point of Combat below 3 (6.27: below 0 the ship sinks). */
  combat: 0.08,
  /** Per missing point of Speed below 0 (6.26: below -2 the ship sinks). */
  speed: 0.05,
  /** Per missing point of Loyalty below 3 (14.1: at 0 the crew mutinies). */
  loyalty: 0.07,
  /**
   * Weight of the King's Commissioner threat: the exact chance that the System Player's KC, in or
   * next to his Sea Area, catches him (10.33) and beats him (10.35: he is eliminated) when it
   * reacts to his next Action at sea (19.13); with no KC of the System Player on the map but the
   * 19.14 trigger on (Notoriety 12), the same chance for a KC deployed in his Sea Area, averaged
   * over the KCs it may draw.
   */
  kc: 1,
  /** A Warship in his Sea Area; half next to it. */
  warship: 0.06,
  /** A System Player Pirate in his Sea Area. */
  rival: 0.04,
} as const;

function areaOf(p: PirateState): string | null {
  return p.location.kind === 'sea' ? p.location.area : null;
}

/**
 * 10.33-10.35: the chance that a KC with these ratings kills him when it attacks: he tries to
 * escape first (his Speed, less 2 under D&R, against the KC's Speed, less 1 if it moved in: he
 * escapes on a tie) and, caught, fights (Ability + Combat + Heavy Guns, less 2 under D&R, against
 * the KC's Combat, +2 under the Living Rules' 2.4 recommendation; the KC wins a tie unless the
 * first print's option). In solitaire he may not surrender to a KC (19.15).
 */
function kcKills(s: GameState, ix: ComponentIndex, p: PirateState, kc: { speed: number; combat: number }, moved: boolean): number {
  const v = fightingValues(s, ix, p);
  const dr = p.dr ? 2 : 0;
  const plus2 = s.config.options.livingRulesPlus2 ? 2 : 0;
  const pirateTie = s.config.options.kcCombatTie === 'pirate';
  const speed = teamSpeed(s, p) - dr;
  let caught = 0;
  let beaten = 0;
  for (let mine = 1; mine <= 6; mine++) {
    for (let theirs = 1; theirs <= 6; theirs++) {
      if (theirs + kc.speed - (moved ? 1 : 0) > mine + speed) caught++;
      const attack = mine + v.combat + v.ability + v.heavyGuns - dr;
      const defense = theirs + kc.combat + plus2;
      if (!(attack > defense || (attack === defense && pirateTie))) beaten++;
    }
  }
  return (caught / 36) * (beaten / 36);
}

/** The System Player's KC threat to Blackbeard `p` (see {@link SOLO_RISK}.kc), 19.13-19.14. */
function kcThreat(s: GameState, ix: ComponentIndex, p: PirateState, area: string): number {
  const solo = s.solo;
  if (!solo) return 0;
  const id = kcOf(s, solo.system);
  if (id !== null) {
    const k = s.kcs[id];
    const rating = ix.kc[id];
    if (!k || !rating) return 0;
    const near = k.area === area || (ix.seaArea[area]?.borders ?? []).includes(k.area);
    return near ? kcKills(s, ix, p, rating, k.area !== area) : 0;
  }
  if (!(solo.kcTrigger || p.np >= KC_NOTORIETY) || s.kcPool.length === 0) return 0;
  let sum = 0;
  for (const kcId of s.kcPool) {
    const rating = ix.kc[kcId];
    if (rating) sum += kcKills(s, ix, p, rating, false);
  }
  return sum / s.kcPool.length;
}

/** The death-risk heuristic of {@link SoloOutlook.risk} for one Pirate. */
function deathRisk(s: GameState, p: PirateState): number {
  const ix = componentsOf(s);
  let r = 0;
  if (p.combat < 3) r += SOLO_RISK.combat * (3 - p.combat);
  if (p.speed < 0) r += SOLO_RISK.speed * -p.speed;
  if (p.loyalty < 3) r += SOLO_RISK.loyalty * (3 - p.loyalty);
  const area = areaOf(p);
  if (area !== null) {
    const borders = ix.seaArea[area]?.borders ?? [];
    const near = (a: string): number => (a === area ? 1 : borders.includes(a) ? 0.5 : 0);
    r += SOLO_RISK.kc * kcThreat(s, ix, p, area);
    for (const a of Object.keys(s.warships)) if (s.warships[a]) r += SOLO_RISK.warship * near(a);
    for (const id of Object.keys(s.pirates)) {
      const q = s.pirates[id];
      if (q && q.owner !== p.owner && areaOf(q) === area) r += SOLO_RISK.rival;
    }
  }
  return Math.min(1, r);
}

/**
 * Blackbeard's outlook in a solitaire game (19.0): the value of the position for him, counting
 * that his death loses the game outright (19.9), the risk of it, and the race to 130 VP. Throws
 * when `state` is not a solitaire game.
 */
export function soloOutlook(state: GameState): SoloOutlook {
  const solo = state.solo;
  if (!solo) throw new Error('soloOutlook: not a solitaire game');
  const human = state.order.find((q) => q !== solo.system) as PlayerId;
  if (state.over) {
    const won = solo.outcome === 'win' || (solo.outcome === null && (state.players[human]?.vp ?? 0) > (state.players[solo.system]?.vp ?? 0));
    const v = won ? 1 : -1;
    return { value: v, risk: 0, progress: v };
  }
  const est = estimateAll(state, componentsOf(state));
  const mine = Math.min(1, (est[human] ?? 0) / RETIRE_TARGET);
  const theirs = Math.min(1, (est[solo.system] ?? 0) / SP_TARGET);
  const progress = Math.max(-1, Math.min(1, mine - theirs));
  const bb = state.pirates[solo.blackbeard];
  const risk = bb ? deathRisk(state, bb) : 0;
  return { value: (1 - risk) * progress - risk, risk, progress };
}
