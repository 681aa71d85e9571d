import type { z } from 'zod';
import { builtinComponents, type ComponentSet } from '../tables/index.js';
import { validateComponents } from '../tables/validator.js';
import { ConfigError } from '../tables/config-error.js';
import { optionsIssue } from '../state/options.js';
import type { GameState, OptionsInput } from '../state/schema.js';
import type { GameConfig } from '../state/config-schema.js';
import { STATE_VERSION } from '../state/version.js';
import { freshTurn } from '../state/fresh-turn.js';
import { resolveOptions } from '../state/editions.js';
import { PLAYER_IDS, type PlayerId } from '../state/ids.js';
import { newRngState } from '../kernel/index.js';
import { initialSetupFrame } from '../actions/setup.js';
import { engine } from './engine.js';
import type { GameEvent } from '../events/types.js';
import { protoKeyPath } from '../state/lookup.js';
import { boundsFault, clip, ownData } from '../state/bounds.js';
import { initialSoloState } from '../solo/initial.js';
import { soloRemoved } from '../solo/decks.js';
import { initialSoloSetupFrame } from '../solo/setup.js';

export { ConfigError, type ConfigErrorCode } from '../tables/config-error.js';
export type { GameConfig } from '../state/config-schema.js';

/** The first zod issue as a ConfigError: its path (an unknown key named in full) and a stable code. */
export function configIssue(what: string, issues: readonly z.core.$ZodIssue[], prefix = ''): ConfigError {
  const i = issues[0];
  const base = [...(prefix ? [prefix] : []), ...(i?.path ?? []).map(String)];
  if (i?.code === 'unrecognized_keys') {
    const path = [...base, i.keys[0] ?? ''].join('.');
    return new ConfigError(`Invalid ${what} at ${clip(path, 100)}: unknown key '${clip(i.keys.join("', '"), 100)}'`, 'unknown-key', path);
  }
  const path = base.join('.') || '(root)';
  return new ConfigError(`Invalid ${what} at ${path}: ${clip(i?.message ?? 'invalid')}`, 'invalid-config', base.join('.'));
}

/** The fields `createGame` accepts (GameConfigSchema's keys). */
const CONFIG_KEYS = ['players', 'seed', 'randomness', 'options', 'components'] as const;

/**
 * Check a game config by hand, as GameConfigSchema would (src/state/config-schema.ts; test/options.test.ts
 * compares the two on valid and invalid configs): createGame is on the browser's play path, which
 * loads no zod (issue 14 point 3). The first fault as a ConfigError naming its path.
 */
export function checkConfig(config: unknown): { players: number; seed: number | undefined; randomness: 'seeded' | 'external'; options: OptionsInput; components: unknown } {
  const bad = (path: string, message: string): ConfigError => new ConfigError(`Invalid game config at ${path || '(root)'}: ${message}`, 'invalid-config', path);
  if (config === null || typeof config !== 'object' || Array.isArray(config)) throw bad('', 'expected an object');
  const c = config as Record<string, unknown>;
  const { players, seed, randomness, options } = c;
  if (typeof players !== 'number' || !Number.isSafeInteger(players) || players < 1 || players > 10) throw bad('players', 'expected an integer from 1 to 10 (2.7, 19.0)');
  if (seed !== undefined && (typeof seed !== 'number' || !Number.isSafeInteger(seed))) throw bad('seed', 'expected an integer');
  if (randomness !== undefined && randomness !== 'seeded' && randomness !== 'external') throw bad('randomness', "expected 'seeded' or 'external'");
  const optionFault = optionsIssue(options, 'game config');
  if (optionFault) throw optionFault;
  const unknown = Object.keys(c).filter((k) => !(CONFIG_KEYS as readonly string[]).includes(k));
  if (unknown.length > 0) throw new ConfigError(`Invalid game config at ${clip(unknown[0] ?? '', 100)}: unknown key '${clip(unknown.join("', '"), 100)}'`, 'unknown-key', unknown[0] ?? '');
  return { players, seed, randomness: randomness ?? 'seeded', options: (options ?? {}) as OptionsInput, components: c.components };
}

/**
 * A user component set, validated by ComponentSetSchema. The schema is not imported here (it would
 * put zod on the play path, issue 14 point 3): src/tables/schema.ts registers its validator when it
 * loads, as it does whenever the package's main entry or `blackbeard-engine/schemas` is loaded
 * unbundled; a browser bundle that passes its own set imports `ComponentSetSchema` from
 * `blackbeard-engine/schemas` (src/tables/validator.ts).
 */
function parseComponents(raw: unknown): ComponentSet | null {
  if (raw === undefined || raw === null) return null;
  return validateComponents(ownData(raw));
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
    // 19.3: Finger of Fate (Living Rules only, option solitaireRemoveFingerOfFate) and the
    // Piratical Ambition cards are out of a solitaire game.
    if (solo && soloRemoved(c.id, options)) {
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
  // Issue 22 points 1 and 6: sizes and depth of the options and components first (a cyclic or
  // 5,000-deep value is refused here, before any check recurses into it).
  const far = boundsFault(config);
  if (far) throw new ConfigError(`Invalid game config at ${far.path || '(root)'}: ${far.message}`, 'out-of-bounds', far.path);
  const proto = protoKeyPath(config);
  if (proto !== null) throw new ConfigError(`Invalid game config at ${proto}: unknown key '__proto__'`, 'unknown-key', proto);
  const c = checkConfig(config);
  const components = parseComponents(c.components);
  const seed = c.seed ?? Math.floor(Math.random() * 2 ** 31);
  const base = blankState({ players: c.players, seed, randomness: c.randomness, options: c.options }, components);
  base.stack.push(c.players === 1 ? initialSoloSetupFrame() : initialSetupFrame(c.players));
  return runSetup(base);
}

/** Run automatic steps from a freshly built state (used by createGame and createScenario). */
export function runSetup(base: GameState): { state: GameState; events: GameEvent[] } {
  return engine.start(base);
}
