/**
 * Conformance suite helpers: random legal play through the public API and through the simulator,
 * a tiny seeded chooser (never the game's own generator), and arbitraries for game configs.
 */
import fc from 'fast-check';
import {
  apply,
  chanceOutcomes,
  createGameWithEvents,
  createSimulator,
  isOver,
  legalActions,
  pending,
  type Action,
  type GameConfig,
  type GameEvent,
  type GameState,
  type PlayerId,
  type Simulator,
} from '../../src/index.js';
import { StepTracker } from './invariants.js';
import { mulberry32 } from '../../src/kernel/index.js';

/** Decisions after which a game that has not ended counts as a runaway (property 9). */
export const STEP_CAP = 20_000;

// ---------------------------------------------------------------------------------------------
// Seeded chooser
// ---------------------------------------------------------------------------------------------

/** Seeded choices over the kernel's `mulberry32` (src/kernel/random.ts): floats in [0, 1) and what is built on them. */
export interface Chooser {
  next(): number;
  int(n: number): number;
  pick<T>(list: readonly T[]): T;
  /** Up to `k` distinct elements, in random order. */
  sample<T>(list: readonly T[], k: number): T[];
  chance(p: number): boolean;
}

export function chooser(seed: number): Chooser {
  const next = mulberry32(seed);
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    pick<T>(list: readonly T[]): T {
      if (list.length === 0) throw new Error('chooser.pick on an empty list');
      return list[int(list.length)] as T;
    },
    sample<T>(list: readonly T[], k: number): T[] {
      const copy = [...list];
      const out: T[] = [];
      while (out.length < k && copy.length > 0) out.push(copy.splice(int(copy.length), 1)[0] as T);
      return out;
    },
    chance: (p) => next() < p,
  };
}

// ---------------------------------------------------------------------------------------------
// Configs
// ---------------------------------------------------------------------------------------------

export type TestConfig = GameConfig & { players: number; seed: number };

/** Multiplayer counts: mostly 2-5 (3.0), sometimes the 6-10 one-Pirate-each variant (2.7). */
export const multiplayerArb = fc.oneof(
  { arbitrary: fc.integer({ min: 2, max: 5 }), weight: 5 },
  { arbitrary: fc.integer({ min: 6, max: 10 }), weight: 1 },
);

/** Player counts: the multiplayer ones, and now and then solitaire (19.0). */
export const playersArb = fc.oneof({ arbitrary: multiplayerArb, weight: 6 }, { arbitrary: fc.constant(1), weight: 1 });

/** The options the brief asks to vary, plus the RULINGS options now and then. */
export const optionsArb = fc.record({
  cunning: fc.boolean(),
  gameLength: fc.constantFrom('standard' as const, 'long' as const),
  pirateDraft: fc.boolean(),
  randomDeployment: fc.boolean(),
  secretDeployment: fc.boolean(),
  livingRulesPlus2: fc.boolean(),
  cunningOnlyUpTo3d6: fc.boolean(),
  pardonEndsThisTurn: fc.boolean(),
  malDeMerSkipsMerchants: fc.boolean(),
  bermudaStormOneArea: fc.boolean(),
  foundPersists: fc.boolean(),
  // Ports and a Pirate's career (RULINGS B7, B9, B10, B43, B51).
  retireInPiratePort: fc.boolean(),
  symmetricDuelLoot: fc.boolean(),
  attackHistoryStaysWithShip: fc.boolean(),
  drPiratePortTopUp: fc.boolean(),
  newGovernorsWhenExhausted: fc.constantFrom('proxy' as const, 'noEffect' as const),
});

/**
 * The edition preset (docs/rulings.md "Editions") and, now and then, a first-print difference given
 * on its own, overriding the edition (RULINGS B2, B5, B14 among them).
 */
export const editionOptionsArb = fc.record(
  {
    edition: fc.constantFrom('livingRules2008' as const, 'firstPrint2008' as const),
    ransomMultiplier: fc.constantFrom(10, 50),
    sackNpMultiplier: fc.constantFrom(2, 3),
    lootNp: fc.constantFrom('cargoRating' as const, 'cargoRatingPlus1d6' as const),
    kcKillVpRounding: fc.constantFrom('floor' as const, 'ceil' as const),
    kcCombatTie: fc.constantFrom('kc' as const, 'pirate' as const),
    warshipDamageVp: fc.boolean(),
    duelNp: fc.boolean(),
    warshipSightingLimit: fc.constantFrom('perTurn' as const, 'perAction' as const),
    allowSecondWarshipSameAction: fc.boolean(),
    plus2AffectsRatingForNpAndStorm: fc.boolean(),
    lootApCardsAnyStep: fc.boolean(),
    warshipsInterruptLootAnyStep: fc.boolean(),
    lootProcedure: fc.constantFrom('fourSteps' as const, 'sevenSteps' as const),
    allianceCombat: fc.constantFrom('bothAbilities' as const, 'plus1' as const),
    dnrPenaltyScope: fc.constantFrom('atSea' as const, 'any' as const),
    pardonForbidsEnglishAttacks: fc.boolean(),
    convertAsSeparateAction: fc.boolean(),
    cunningNoReReroll: fc.boolean(),
    kcEscapeCancelsAction: fc.boolean(),
    kcModel: fc.constantFrom('livingRules' as const, 'harass' as const),
    solitaireRemoveFingerOfFate: fc.boolean(),
    solitaireBbRetireMethods: fc.constantFrom('letterOfMarqueOnly' as const, 'noSurrenderOrBribe' as const),
    solitaireApModel: fc.constantFrom('livingRules' as const, 'firstPrint' as const),
    allianceLoyalty: fc.constantFrom('each' as const, 'lower' as const),
    drCardOnMarkedPirate: fc.boolean(),
    piraticalAmbitionTrigger: fc.constantFrom('duringAction' as const, 'afterLoyaltyLoss' as const),
    soloLetterDrawsAnother: fc.boolean(),
  },
  { requiredKeys: ['edition'] },
);

export function configArb(players: fc.Arbitrary<number> = playersArb): fc.Arbitrary<TestConfig> {
  const options = fc.tuple(optionsArb, editionOptionsArb).map(([o, e]) => ({ ...o, ...e }));
  return fc.record({ players, seed: fc.integer(), options }) as fc.Arbitrary<TestConfig>;
}

/**
 * How the random player chooses among the legal actions:
 *  - 'uniform': every listed action equally likely (moves dominate: there are many destinations);
 *  - 'rare': first an action type, weighted by 1 / (times that type was offered in this game)^2,
 *    then an action of that type: types rarely on offer (Booty Grab, Retire, Sack, ...) get their
 *    turn, which uniform play almost never gives them (a Mutiny needs several failed Grabs).
 */
export type Mode = 'uniform' | 'rare';

export interface GameCase {
  config: TestConfig;
  /** Seed of the random player. */
  choices: number;
  /** 'uniform' when absent. */
  mode?: Mode;
}

/** A config, the seed of the random player choosing among the legal actions, and how he chooses. */
export function gameArb(players?: fc.Arbitrary<number>): fc.Arbitrary<GameCase> {
  return fc.record({ config: configArb(players), choices: fc.integer(), mode: fc.constantFrom<Mode>('uniform', 'rare') });
}

/** A picker of one action from a legal list, for one game (the 'rare' mode keeps counts). */
export type Picker = (legal: readonly Action[]) => Action;

export function picker(r: Chooser, mode: Mode = 'uniform'): Picker {
  if (mode === 'uniform') return (legal) => r.pick(legal);
  const offered = new Map<string, number>();
  return (legal) => {
    const types: string[] = [];
    for (const a of legal) if (!types.includes(a.type)) types.push(a.type);
    let total = 0;
    const weights = types.map((t) => {
      const n = (offered.get(t) ?? 0) + 1;
      offered.set(t, n);
      const w = 1 / (n * n);
      total += w;
      return w;
    });
    let x = r.next() * total;
    let type = types[types.length - 1];
    for (let i = 0; i < types.length; i++) {
      x -= weights[i]!;
      if (x < 0) {
        type = types[i];
        break;
      }
    }
    return r.pick(legal.filter((a) => a.type === type));
  };
}

export function describeConfig(config: GameConfig): string {
  return JSON.stringify(config);
}

// ---------------------------------------------------------------------------------------------
// Playing
// ---------------------------------------------------------------------------------------------

export interface PublicStep {
  /** Number of decisions already taken. */
  step: number;
  state: GameState;
  player: PlayerId;
  legal: Action[];
  /** With `track`: the step checker, at `state` (clone it to check a step off the line of play). */
  tracker: StepTracker | null;
}

export interface PublicGame {
  config: TestConfig;
  /** Events of the setup createGameWithEvents resolved before the first decision. */
  setupEvents: GameEvent[];
  actions: Action[];
  /** states[i] is the state before actions[i]; the last one is the final state. */
  states: GameState[];
  events: GameEvent[][];
  final: GameState;
}

/** Wrap an error with where it happened, so a failure names the seed, the step and the action. */
export function located(e: unknown, config: GameConfig, step: number, s: GameState, action?: unknown): Error {
  const top = s.stack[s.stack.length - 1];
  const where =
    `config=${describeConfig(config)} step=${step} turn=${s.turn.number}/${s.turn.player}/${s.turn.phase}` +
    ` pending=${JSON.stringify(pending(s))} top=${JSON.stringify(top)}` +
    (action === undefined ? '' : ` action=${JSON.stringify(action)}`);
  const err = new Error(`${e instanceof Error ? e.message : String(e)}\n  at ${where}`);
  if (e instanceof Error && e.stack) err.stack = `${err.message}\n${e.stack}`;
  return err;
}

/**
 * Play one random legal game through the public API (`legalActions` + `apply`), calling `onStep`
 * at every decision before the chosen action is applied.
 */
export function playPublic(
  config: TestConfig,
  choices: number,
  onStep?: (info: PublicStep, r: Chooser) => void,
  opts: { maxSteps?: number; mode?: Mode; track?: boolean } = {},
): PublicGame {
  const maxSteps = opts.maxSteps ?? STEP_CAP;
  const pick = picker(chooser(choices), opts.mode);
  // The checks draw from their own stream, so a game depends only on (config, choices, mode).
  const checks = chooser(choices ^ 0x9e3779b9);
  const setup = createGameWithEvents(config);
  let s = setup.state;
  let tracker: StepTracker | null = null;
  if (opts.track) {
    try {
      tracker = new StepTracker(s, setup.events);
    } catch (e) {
      throw located(e, config, 0, s);
    }
  }
  const actions: Action[] = [];
  const states: GameState[] = [s];
  const events: GameEvent[][] = [];
  for (let step = 0; step < maxSteps && !isOver(s); step++) {
    const p = pending(s);
    const legal = legalActions(s);
    if (p.kind !== 'decision' || legal.length === 0) {
      throw located(new Error(`no decision at a live state (pending ${p.kind}, ${legal.length} legal actions)`), config, step, s);
    }
    if (onStep) {
      try {
        onStep({ step, state: s, player: p.player, legal, tracker }, checks);
      } catch (e) {
        throw located(e, config, step, s);
      }
    }
    const a = pick(legal);
    let next: { state: GameState; events: GameEvent[] };
    try {
      next = apply(s, a);
    } catch (e) {
      throw located(e, config, step, s, a);
    }
    actions.push(a);
    events.push(next.events);
    if (tracker) {
      try {
        tracker.assertStep(next.events, next.state);
      } catch (e) {
        throw located(e, config, step, s, a);
      }
    }
    s = next.state;
    states.push(s);
  }
  return { config, setupEvents: setup.events, actions, states, events, final: s };
}

export interface SimStep {
  step: number;
  sim: Simulator;
  legal: Action[];
}

export interface SimApplied {
  /** Index of the action just applied. */
  step: number;
  sim: Simulator;
  action: Action;
  /** The events of this step (only with `recordEvents`). */
  events: GameEvent[];
}

/**
 * Play one random legal game on the fast path, calling `onStep` before each decision and
 * `opts.onApplied` after each action (with the step's events when `opts.recordEvents`).
 */
export function playSim(
  config: TestConfig,
  choices: number,
  onStep?: (info: SimStep, r: Chooser) => void,
  opts: { maxSteps?: number; mode?: Mode; recordEvents?: boolean; track?: boolean; onApplied?: (info: SimApplied) => void } = {},
): { sim: Simulator; steps: number; actions: Action[]; setupEvents: GameEvent[] } {
  const maxSteps = opts.maxSteps ?? STEP_CAP;
  const pick = picker(chooser(choices), opts.mode);
  const checks = chooser(choices ^ 0x9e3779b9);
  const setup = createGameWithEvents(config);
  const record = (opts.recordEvents ?? false) || (opts.track ?? false);
  const sim = createSimulator(setup.state, { recordEvents: record });
  let tracker: StepTracker | null = null;
  if (opts.track) {
    try {
      tracker = new StepTracker(sim.state, setup.events);
    } catch (e) {
      throw located(e, config, 0, sim.state);
    }
  }
  const actions: Action[] = [];
  let step = 0;
  for (; step < maxSteps && !sim.isOver(); step++) {
    const legal = sim.legalActions();
    if (legal.length === 0) throw located(new Error('the simulator offers no legal action at a live state'), config, step, sim.state);
    if (onStep) {
      try {
        onStep({ step, sim, legal }, checks);
      } catch (e) {
        throw located(e, config, step, sim.state);
      }
    }
    const a = pick(legal);
    const from = sim.events.length;
    try {
      sim.apply(a);
    } catch (e) {
      throw located(e, config, step, sim.state, a);
    }
    actions.push(a);
    if (record) {
      const events = sim.events.slice(from);
      // Keep memory flat over long games: the step's events are all a caller gets.
      sim.events.length = 0;
      try {
        tracker?.assertStep(events, sim.state);
        opts.onApplied?.({ step, sim, action: a, events });
      } catch (e) {
        throw located(e, config, step, sim.state, a);
      }
    } else if (opts.onApplied) {
      try {
        opts.onApplied({ step, sim, action: a, events: [] });
      } catch (e) {
        throw located(e, config, step, sim.state, a);
      }
    }
  }
  return { sim, steps: step, actions, setupEvents: setup.events };
}

/** Pick a chance outcome by its probability (external randomness). */
export function pickOutcome(s: GameState, r: Chooser): Action {
  const outcomes = chanceOutcomes(s);
  let x = r.next();
  for (const o of outcomes) {
    x -= o.probability;
    if (x < 0) return o.outcome as Action;
  }
  const last = outcomes[outcomes.length - 1];
  if (!last) throw new Error('no chance outcomes');
  return last.outcome as Action;
}
