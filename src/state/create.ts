import { z } from 'zod';
import { ComponentSetSchema, builtinComponents, indexComponents, type ComponentSet } from '../tables/index.js';
import { OptionsInputSchema, STATE_VERSION, freshTurn, type GameState, type OptionsInput } from './schema.js';
import { resolveOptions } from './editions.js';
import { PLAYER_IDS, type PlayerId } from './ids.js';
import { newRngState } from './chance.js';
import { initialSetupFrame } from '../actions/setup.js';
import { advance } from '../actions/kernel.js';
import type { GameEvent } from '../events/types.js';
import { sealState, workingCopy } from './copy.js';
import { protoKeyPath } from './lookup.js';
import { initialSoloState } from '../solo/schema.js';
import { SOLO_REMOVED } from '../solo/decks.js';
import { initialSoloSetupFrame } from '../solo/setup.js';

/** What `createGame` accepts (validated; options default to the Living Rules, RULINGS defaults). */
export const GameConfigSchema = z.strictObject({
  /** 2-5 players (2.7); 6-10 for the one-Pirate-each variant; 1 for Solitaire Blackbeard (19.0). */
  players: z.number().int().min(1).max(10),
  /** Seed for 'seeded' randomness; a random one is chosen when omitted. */
  seed: z.number().int().optional(),
  randomness: z.enum(['seeded', 'external']).default('seeded'),
  /** Rules options; `edition` presets the edition-dependent ones (explicit values override it). */
  options: OptionsInputSchema.default({}),
  /** A complete component set from your own copy of the game (validated by ComponentSetSchema). */
  components: z.unknown().optional(),
});
/** The configuration `createGame` accepts (see {@link GameConfigSchema} for every field and default). */
export type GameConfig = z.input<typeof GameConfigSchema>;

/**
 * Why `createGame` / `createScenario` refused a configuration (stable, part of the public contract):
 * - 'unknown-key': a key the schema does not define (a misspelt option or field), named by `path`;
 * - 'invalid-config': a value of the wrong type or out of range;
 * - 'invalid-components': the component set does not validate;
 * - 'invalid-position': a scenario no game reaches (a component placed twice or unknown, a rating
 *   or count beyond the rules' limits; src/state/check.ts).
 */
export type ConfigErrorCode = 'unknown-key' | 'invalid-config' | 'invalid-components' | 'invalid-position';

/** Thrown by `createGame` / `createScenario` for an invalid configuration, with the path at fault. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    message: string,
    /** Stable reason (see {@link ConfigErrorCode}). */
    readonly code: ConfigErrorCode = 'invalid-config',
    /** Dotted path at fault in the config or spec (`options.pirateDraf`), '' for the whole. */
    readonly path: string = '',
  ) {
    super(message);
  }
}

/** The first zod issue as a ConfigError: its path (an unknown key named in full) and a stable code. */
export function configIssue(what: string, issues: readonly z.core.$ZodIssue[], prefix = ''): ConfigError {
  const i = issues[0];
  const base = [...(prefix ? [prefix] : []), ...(i?.path ?? []).map(String)];
  if (i?.code === 'unrecognized_keys') {
    const path = [...base, i.keys[0] ?? ''].join('.');
    return new ConfigError(`Invalid ${what} at ${path}: unknown key '${i.keys.join("', '")}'`, 'unknown-key', path);
  }
  const path = base.join('.') || '(root)';
  return new ConfigError(`Invalid ${what} at ${path}: ${i?.message ?? 'invalid'}`, 'invalid-config', base.join('.'));
}

function parseComponents(raw: unknown): ComponentSet | null {
  if (raw === undefined || raw === null) return null;
  const r = ComponentSetSchema.safeParse(raw);
  if (!r.success) {
    const lines = r.error.issues.slice(0, 10).map((i) => `  - ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ConfigError(`Invalid component set:\n${lines.join('\n')}`, 'invalid-components', ['components', ...(r.error.issues[0]?.path ?? []).map(String)].join('.'));
  }
  return r.data;
}

/** The state before any die is rolled: Step 1 (Displays), Step 3 (MPI cards aside), Step 9 (pools). */
export function blankState(config: { players: number; seed: number; randomness: 'seeded' | 'external'; options: OptionsInput }, components: ComponentSet | null): GameState {
  const set = components ?? builtinComponents;
  const options = resolveOptions(config.options);
  // 19.1: in solitaire the System Player takes the second seat (B).
  const solo = config.players === 1;
  const order = PLAYER_IDS.slice(0, solo ? 2 : config.players) as PlayerId[];
  const players: GameState['players'] = {};
  order.forEach((p, i) => (players[p] = { hand: [], pirateHand: [], vp: 0, seat: i + 1 }));
  const deck: Record<string, number> = {};
  const setAside: Record<string, number> = {};
  const removed: Record<string, number> = {};
  for (const c of set.eventCards) {
    // 19.3: Finger of Fate and the Piratical Ambition cards are out of a solitaire game.
    if (solo && SOLO_REMOVED.includes(c.id)) {
      if (c.count > 0) removed[c.id] = c.count;
      continue;
    }
    // Step 3: Must Play Immediately cards are set aside for the deal; 4.1: the Long Game keeps GP out.
    if (c.id === 'general-pardon' && options.gameLength === 'long' && !solo) continue;
    (c.mode === 'must-play' ? setAside : deck)[c.id] = c.count;
  }
  const merchantPool: Record<string, number> = {};
  for (const m of set.merchantTypes) if (m.count > 0) merchantPool[m.id] = m.count;
  const hostagePool: Record<string, number> = {};
  for (const h of set.hostages) if (h.count > 0) hostagePool[h.id] = h.count;
  const warshipPool: Record<string, number> = {};
  for (const w of set.warships) if (w.count > 0) warshipPool[w.id] = w.count;
  return {
    version: STATE_VERSION,
    config: { players: config.players, options, randomness: config.randomness, seed: config.seed },
    components,
    rng: config.randomness === 'seeded' ? newRngState(config.seed) : null,
    players,
    order,
    turn: freshTurn(0, 'A', 'setup'),
    stack: [],
    deck,
    discard: {},
    removed,
    setAside,
    generalPardon: { appearances: 0, whereabouts: options.gameLength === 'long' && !solo ? 'longGame' : 'deck', pardon: null },
    pirateDeck: set.pirates.map((p) => p.id).sort(),
    pirates: {},
    retired: [],
    eliminated: [],
    merchants: {},
    merchantPool,
    hostagePool,
    warshipPool,
    warships: {},
    kcPool: set.kcs.filter((k) => !k.exPirate).map((k) => k.id).sort(),
    kcs: {},
    kcsRemoved: [],
    governors: {},
    proGovernorSupply: set.proGovernors.map((g) => g.id),
    antiGovernorSupply: set.antiGovernorCount,
    governorsRemoved: { pro: [], anti: 0 },
    antiGovernorProxies: 0,
    destroyedPorts: [],
    attackedPorts: [],
    over: null,
    solo: solo ? initialSoloState() : null,
  };
}

/**
 * Start a game: 3.0 Preparing for Play for 2-5 players (and the 2.7 variant for 6-10). In seeded
 * mode all setup dice and draws are made at once and the state waits at the first decision; in
 * external mode it waits at the first chance node (the Player Order roll).
 */
export function createGame(config: GameConfig): GameState {
  return createGameWithEvents(config).state;
}

/** createGame, also returning the events of the setup it resolved (seeded rolls and draws). */
export function createGameWithEvents(config: GameConfig): { state: GameState; events: GameEvent[] } {
  const proto = protoKeyPath(config);
  if (proto !== null) throw new ConfigError(`Invalid game config at ${proto}: unknown key '__proto__'`, 'unknown-key', proto);
  const parsed = GameConfigSchema.safeParse(config);
  if (!parsed.success) {
    throw configIssue('game config', parsed.error.issues);
  }
  const c = parsed.data;
  const components = parseComponents(c.components);
  const seed = c.seed ?? Math.floor(Math.random() * 2 ** 31);
  const base = blankState({ players: c.players, seed, randomness: c.randomness, options: c.options }, components);
  base.stack.push(c.players === 1 ? initialSoloSetupFrame() : initialSetupFrame(c.players));
  return runSetup(base);
}

/** Run automatic steps from a freshly built state (used by createGame and createScenario). */
export function runSetup(base: GameState): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const ix = indexComponents(base.components ?? builtinComponents);
  const state = workingCopy(base);
  advance({ s: state, events, ix, owned: new Set() });
  return { state: sealState(state), events };
}
