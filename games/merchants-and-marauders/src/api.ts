/**
 * The public API (the same shape as blackbeard-engine's): createGame, createScenario, pending,
 * legalActions, check, apply, chanceOutcomes, view, eventsFor, serialize/deserialize, result,
 * createSimulator and randomBot.
 */
import { z } from 'zod';
import { ConfigError, createSimulator as kernelSimulator, mulberry32, newRngState, readSave, SaveFormatError, writeSave, type Simulator } from './kernel.js';
import { ComponentSetError, loadComponents } from './components/load.js';
import { type ComponentSet, type Effect, NATIONS } from './components/schema.js';
import { engine, EXECUTABLE_OPS, ixOf, type MM } from './rules.js';
import { Action } from './actions.js';
import type { GameEvent } from './events.js';
import { DEFAULT_OPTIONS, GameState, Options, PLAYERS, type PlayerId, type PlayerState, type Result } from './state.js';
import { SAVE_FORMAT, STATE_VERSION } from './version.js';
import { stateViolations } from './check.js';

export const GameConfig = z.object({
  /** M1: 2-4 players. */
  players: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  seed: z.number().int().optional(),
  randomness: z.enum(['seeded', 'external']).optional(),
  /** A user's transcription of the components (validated); default: the provisional stand-in. */
  components: z.unknown().optional(),
  options: Options.partial().optional(),
}).strict();
export type GameConfig = z.infer<typeof GameConfig>;

/** MR45: an amount per bounty of a chosen nation belongs to a Glory Card's pardon only. */
const perChoice = (e: Effect): boolean => 'amount' in e && typeof e.amount === 'object' && e.amount.perBounty === 'choice';

/** Why an op of the vocabulary (ledger F.4) does not run on an Event, Rumor or Mission (docs/coverage.md, MM Event 3). */
const NOT_ON_CARDS: Partial<Record<Effect['op'], string>> = {
  reroll: 'a combat card\'s effect: it acts in a battle\'s card window (MM Crew 5, MM Glory 3)',
  relocateHit: 'a combat card\'s effect: it acts in a battle\'s card window (MM Glory 3)',
  absorbHit: 'a combat card\'s effect: it acts in a battle\'s card window (MM Glory 3)',
  modifier: 'a lasting modifier of a roll or a value; this version keeps the modifiers of Glory Cards only',
  hireSpecialist: 'a Specialist is a Glory Card hired from the hand (MM Glory 5-6): the effect has no card to hire',
  placeMarker: 'a marker\'s meaning is a rule the vocabulary cannot state: give the card a coded rule (hook)',
  removeMarker: 'a marker\'s meaning is a rule the vocabulary cannot state: give the card a coded rule (hook)',
  changeDemand: 'which Demand Token comes and where the old one goes is card text the vocabulary does not carry (MM Sell 3)',
  redistributeMerchants: 'nothing says where the Merchant Tokens go (MM Raid 2)',
  moveMerchant: 'nothing says which Merchant moves or where (MM Raid 2)',
  movePlayer: 'a card\'s move would bypass port entry (MM Move 3, M21) and NPC scouting (MM NPC 12): the printed cards are needed to rule on it',
  portEntry: 'a zone rule (MM Board 2), not a card effect',
  transferMods: 'a zone rule (MM Board 2, St. John), not a card effect',
  hook: 'the coded rules of this version act in combat card windows only',
};

/**
 * Effects this version can execute on an Event, Rumor or Mission card (the rest are refused, with
 * the card's path and the reason). `self`: whether the list has one player of its own (a card's
 * owner, the player whose turn an "each player's turn" Event acts on, a nested list's player).
 */
function checkExecutable(set: ComponentSet): void {
  const visit = (list: readonly Effect[], path: string, where: string, self: boolean): void => {
    list.forEach((e, i) => {
      const at = `${path}.${i}`;
      const no = (why: string) => {
        throw new ConfigError(`this version of the engine cannot execute "${e.op}" on ${where} (${at}): ${why}; see docs/coverage.md`, 'unsupported-effect', at);
      };
      if (!EXECUTABLE_OPS.includes(e.op)) no(NOT_ON_CARDS[e.op] ?? 'not in this version');
      if ('who' in e && e.who !== undefined && e.who !== 'eachPlayer' && !(self && (e.who === 'self' || e.who === 'eachOtherPlayer'))) no(`the target "${e.who}" ${self ? 'needs a choice or a zone the effect does not carry' : 'needs a player of its own (an Event acting on all players has none)'}`);
      if (perChoice(e)) no('an amount per bounty of a chosen nation belongs to a Glory Card\'s pardon only (MR45)');
      if ('optional' in e && e.optional) no('an optional payment is a "choose" between paying (with its effect) and not');
      if ((e.op === 'addBounty' && e.nation !== 'all' && !(NATIONS as readonly string[]).includes(e.nation)) || (e.op === 'removeBounty' && (e.nation === 'zone' || e.nation === 'random'))) no(`the nation "${e.nation}" is not supported for this op (a named nation, "all"${e.op === 'removeBounty' ? ' or "choice"' : ''})`);
      if (e.op === 'drawCards' && e.deck !== 'glory') no('only Glory Cards are drawn by an effect (MM Glory 1); the other decks have their own procedures');
      if (e.op === 'discardCards' && e.deck !== 'cargo') no('only Cargo Cards are discarded by an effect (MR13)');
      if ((e.op === 'damage' || e.op === 'repair') && (e.location === 'roll' || e.location === 'choice')) no('the location must be named (hull, masts, cargo, crew or cannons)');
      if (e.op === 'gainShip' && e.type === 'man-o-war') no('a Man-o-War is obtained only by capture (MM Yard 7)');
      if (e.op === 'choose' && e.chooser === 'opponent') no('the opponent\'s choice needs an opponent the card does not name');
      if (e.op === 'skillCheck') {
        visit(e.onSuccess, `${at}.onSuccess`, where, true);
        visit(e.onFail, `${at}.onFail`, where, true);
      }
      if (e.op === 'startCombat') {
        visit(e.onWin, `${at}.onWin`, where, true);
        visit(e.onLose, `${at}.onLose`, where, true);
      }
      if (e.op === 'choose') e.options.forEach((o, j) => visit(o, `${at}.options.${j}`, where, true));
    });
  };
  set.rumors.forEach((c, i) => {
    visit(c.onTrue, `components.rumors.${i}.onTrue`, 'a Rumor Card', true);
    if (c.hook !== null) throw new ConfigError(`this version cannot yet run the coded rule of Rumor Card "${c.name}"`, 'unsupported-effect', `components.rumors.${i}.hook`);
  });
  set.missions.forEach((c, i) => {
    visit(c.complete.effects, `components.missions.${i}.complete.effects`, 'a Mission Card', true);
    visit(c.earn, `components.missions.${i}.earn`, 'a Mission Card', true);
    if (c.hook !== null) throw new ConfigError(`this version cannot yet run the coded rule of Mission Card "${c.name}"`, 'unsupported-effect', `components.missions.${i}.hook`);
  });
  set.events.forEach((c, i) => {
    visit(c.effects, `components.events.${i}.effects`, 'an Event Card', c.timing === 'eachPlayerTurn');
    if (c.hook !== null) throw new ConfigError(`this version cannot yet run the coded rule of Event Card "${c.name}"`, 'unsupported-effect', `components.events.${i}.hook`);
  });
}

function emptyPlayer(): PlayerState {
  return {
    captain: null, revealed: false, ship: null, zone: null, inPort: false,
    track: { hull: 0, masts: 0, cargo: 0, crew: 0, cannons: 0 },
    mods: [], weapons: [], gold: 0, stash: 0, stashes: 0, glory: 0, hand: [], cargo: [],
    bounties: { dutch: 0, english: 0, french: 0, spanish: 0 }, rumor: null, mission: null, specialists: [], bigShipsBought: [], turns: 0, lastBuy: null,
    hullFlipped: false, dead: false, retired: false,
  };
}

const countsOf = (cards: readonly { id: string; count: number }[]): Record<string, number> => Object.fromEntries(cards.map((c) => [c.id, c.count]));

/** The state before set-up runs (MM BoardSetup 1: every deck shuffled, i.e. a full multiset). */
function baseState(config: GameConfig): GameState {
  const parsed = GameConfig.safeParse(config);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    throw new ConfigError(`invalid game config at ${i?.path.join('.') || '(root)'}: ${i?.message}`, 'invalid-config', i?.path.join('.') ?? '');
  }
  let components: ComponentSet | null = null;
  if (config.components !== undefined) {
    try {
      components = loadComponents(config.components);
    } catch (e) {
      if (e instanceof ComponentSetError) throw new ConfigError(e.message, 'invalid-components', `components.${e.issues[0]?.path ?? ''}`);
      throw e;
    }
  }
  const seed = config.seed ?? 1;
  const randomness = config.randomness ?? 'seeded';
  const seats = PLAYERS.slice(0, config.players) as PlayerId[];
  const s0: GameState = {
    stack: [{ kind: 'setup', step: 'demand', i: 0 }],
    over: null,
    rng: randomness === 'seeded' ? newRngState(seed) : null,
    config: { randomness, players: config.players, seed, options: { ...DEFAULT_OPTIONS, ...config.options }, components },
    round: 0,
    seats,
    order: [],
    pl: Object.fromEntries(seats.map((p) => [p, emptyPlayer()])),
    decks: { event: {}, glory: {}, captain: {}, cargo: {}, rumor: {}, mission: {} },
    discard: { event: {}, glory: {}, captain: {}, cargo: {}, rumor: {}, mission: {} },
    demand: {},
    demandReserve: {},
    portMods: {},
    modSupply: {},
    weaponSupply: {},
    merchants: {},
    // MM Comp 4: 17 Merchant Tokens: 5 Spanish, 4 each of the others.
    merchantSupply: { dutch: 4, english: 4, french: 4, spanish: 5 },
    merchantTrack: [],
    missions: [],
    npcArea: [],
    npcs: [],
    activeEvents: [],
    war: null,
    modifiers: [],
    declared: [],
    combatResult: null,
  };
  const ix = ixOf(s0);
  checkExecutable(ix.set);
  const set = ix.set;
  s0.decks = {
    event: countsOf(set.events),
    glory: countsOf(set.glory),
    captain: Object.fromEntries(set.captains.map((c) => [c.id, 1])),
    cargo: countsOf(set.cargoCards),
    rumor: countsOf(set.rumors),
    mission: countsOf(set.missions),
  };
  s0.demandReserve = { ...set.demandTokens.counts };
  s0.modSupply = { ...set.shipMods.counts };
  s0.weaponSupply = { ...set.specialWeapons.counts };
  for (const p of ix.order.ports) s0.portMods[p] = null;
  for (const z of ix.order.zones) s0.merchants[z] = null;
  for (const c of [s0.decks, s0.discard]) for (const k of Object.keys(c) as (keyof typeof c)[]) for (const [id, n] of Object.entries(c[k])) if (n === 0) delete c[k][id];
  return s0;
}

/**
 * A new game (MM Setup, MM BoardSetup, MM Start): set-up runs to the first decision (seeded) or
 * the first chance node (external randomness).
 */
export function createGame(config: GameConfig): GameState {
  return engine.start(baseState(config)).state;
}

/** As {@link createGame}, with the set-up's events. */
export function createGameWithEvents(config: GameConfig): { state: GameState; events: GameEvent[] } {
  return engine.start(baseState(config));
}

/**
 * A position for tests and analysis: a seeded set-up (every player takes `ships[p]`, default the
 * Sloop), run to the first player's first decision, then switched to external randomness and
 * edited by `edit` (which should keep every card and token accounted for). The result is validated:
 * its shape, and every card, token, zone and port id known to the component set and of its kind
 * (SaveFormatError `invalid-state`, `invalid-position`); the census is not (see validate).
 */
export function createScenario(config: GameConfig & { ships?: Partial<Record<PlayerId, 'sloop' | 'flute'>> }, edit?: (draft: GameState) => void): GameState {
  const { ships, ...rest } = config;
  let s = createGame({ ...rest, randomness: 'seeded' });
  for (let guard = 0; guard < 20; guard++) {
    const p = engine.pending(s);
    const top = s.stack[s.stack.length - 1];
    // MM Glory 4: the off-turn window after the first Event is passed (no card announced), so the position is the first turn's.
    if (p.kind === 'decision' && top?.kind === 'window') {
      s = engine.apply(s, { type: 'passCards', player: p.player }).state;
      continue;
    }
    if (p.kind !== 'simultaneous') break;
    const who = p.players[0] as PlayerId;
    s = engine.apply(s, { type: 'chooseShip', player: who, ship: ships?.[who] ?? 'sloop' }).state;
  }
  const draft = JSON.parse(JSON.stringify(s)) as GameState;
  draft.config.randomness = 'external';
  draft.rng = null;
  edit?.(draft);
  return validate(draft, false);
}

/**
 * The state's shape (the zod schema: `invalid-state`), then the state against its component set
 * (./check.ts, MM Comp 3-6, 8: every id known and of its kind: `invalid-position`) and, for a saved
 * game (`conservation`), every card and token in exactly one place (`invalid-position`). A scenario
 * is checked for its ids only: tests and analyses edit positions freely (an empty supply, a card
 * given without taking it from its deck). The first fault is thrown, with its path; the message
 * counts the rest.
 */
function validate(raw: unknown, conservation: boolean): GameState {
  const r = GameState.safeParse(raw);
  if (!r.success) {
    const i = r.error.issues[0];
    throw new SaveFormatError(`invalid game state at ${i?.path.join('.') || '(root)'}: ${i?.message}`, 'invalid-state', i?.path.join('.') ?? '');
  }
  const v = stateViolations(r.data, ixOf(r.data), { conservation });
  const first = v[0];
  if (first) {
    const more = v.length > 1 ? ` (and ${v.length - 1} more: ${v.slice(1, 4).map((x) => x.path).join(', ')}${v.length > 4 ? ', ...' : ''})` : '';
    throw new SaveFormatError(`invalid game state at ${first.path}: ${first.message}${more}`, 'invalid-position', first.path);
  }
  return r.data;
}

export const pending = (s: GameState) => engine.pending(s);
export const legalActions = (s: GameState, player?: PlayerId): Action[] => engine.legalActions(s, player);
export const chanceOutcomes = (s: GameState) => engine.chanceOutcomes(s);
export const check = (s: GameState, action: unknown) => engine.check(s, action);
export const apply = (s: GameState, action: Action): { state: GameState; events: GameEvent[] } => engine.apply(s, action);
export const isOver = (s: GameState): boolean => s.over !== null;
/** The result once the game is over (MM Win 5-6, MM Length 3), else null. */
export const result = (s: GameState): Result | null => s.over;

/** The saved game as text (STATE_VERSION). */
export function serialize(s: GameState): string {
  return writeSave({ format: SAVE_FORMAT, version: STATE_VERSION }, s);
}
/**
 * A saved game, validated: its shape (`invalid-state`), every id known to its component set and of
 * its kind, and every card and token of the set in exactly one place (`invalid-position`); throws
 * SaveFormatError.
 */
export function deserialize(text: string): GameState {
  return validate(readSave({ format: SAVE_FORMAT, version: STATE_VERSION, maxChars: 5_000_000 }, text), true);
}

/** A simulator for playouts (in place, fast); `recordEvents` keeps the events in `events`. */
export function createSimulator(s: GameState, opts: { recordEvents?: boolean } = {}): Simulator<MM, Result | null> {
  return kernelSimulator(engine, s, (x) => x.over, opts);
}

/** A bot that picks uniformly among the legal actions (mulberry32 on its own seed). */
export function randomBot(seed: number): (s: GameState, player: PlayerId) => Action {
  const next = mulberry32(seed);
  return (s, player) => {
    const list = engine.legalActions(s, player);
    const pick = list[Math.floor(next() * list.length)];
    if (!pick) throw new Error('randomBot: no legal action');
    return pick;
  };
}
