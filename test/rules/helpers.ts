/**
 * Helpers for the rulebook tests: a small "table" that applies actions, forces dice and draws in
 * external randomness, and keeps every event emitted so a test can read what the engine did.
 */
import { expect } from 'vitest';
import {
  apply,
  IllegalActionError,
  pending,
  legalActions,
  chanceOutcomes,
  createScenario,
  createGame,
  builtinComponents,
  GameEventSchema,
  type Action,
  type GameEvent,
  type GameEventType,
  type EventOf,
  type GameState,
  type ScenarioSpec,
  type GameConfig,
  type PlayerId,
  type PirateState,
} from '../../src/index.js';

export type Ev = GameEvent;

/** A game in progress: the current state plus every event seen so far. */
export class Table {
  state: GameState;
  events: GameEvent[] = [];

  constructor(state: GameState) {
    this.state = state;
  }

  /**
   * Keep the events of one `apply`, each checked against GameEventSchema: every rule test is also a
   * test that the events it provokes are declared in the union, fact by fact.
   */
  private record(events: readonly GameEvent[]): void {
    for (const e of events) {
      const r = GameEventSchema.safeParse(e);
      if (!r.success) throw new Error(`event outside GameEventSchema: ${JSON.stringify(e)}: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    }
    this.events.push(...events);
  }

  /**
   * Anti-Pirate windows (4.63) that a test does not address are passed: an AP player who is asked
   * (he could deploy a KC, send a Warship...) and is not part of the test declines.
   */
  private passWindowsBefore(action: Action | null): void {
    for (let i = 0; i < 20; i++) {
      const p = pending(this.state);
      if (p.kind !== 'decision' || p.frame !== 'window' || p.rule !== '4.63') return;
      if (action && 'player' in action && action.player === p.player) return;
      const r = apply(this.state, { type: 'pass', player: p.player });
      this.state = r.state;
      this.record(r.events);
    }
  }

  /** Apply one action; returns the events it produced (also accumulated in `events`). */
  act(action: Action): GameEvent[] {
    this.passWindowsBefore(action);
    const before = this.events.length;
    const r = apply(this.state, action);
    this.state = r.state;
    this.record(r.events);
    // ... and so are the windows this action opened, so the test sees its outcome.
    if (action.type !== 'pass') this.passWindowsBefore(null);
    return this.events.slice(before);
  }

  /** Apply one action exactly: no window is passed before or after (to answer the windows it opens). */
  exact(action: Action): GameEvent[] {
    const before = this.events.length;
    const r = apply(this.state, action);
    this.state = r.state;
    this.record(r.events);
    return this.events.slice(before);
  }

  /** Answer a dice chance node (1d6, 2d6, ...) with these faces. */
  roll(...faces: number[]): GameEvent[] {
    this.passWindowsBefore({ type: 'chance', value: faces });
    const p = pending(this.state);
    expect(p.kind, `expected a dice roll, pending is ${JSON.stringify(p)}`).toBe('chance');
    if (p.kind === 'chance') expect(p.spec.kind, `expected dice, got ${JSON.stringify(p.spec)}`).toBe('dice');
    return this.act({ type: 'chance', value: faces });
  }

  /** Answer a D66 chance node: black die (tens), white die (units). */
  d66(black: number, white: number): GameEvent[] {
    this.passWindowsBefore({ type: 'chance', value: [black, white] });
    const p = pending(this.state);
    expect(p.kind, `expected a D66, pending is ${JSON.stringify(p)}`).toBe('chance');
    if (p.kind === 'chance') expect(p.spec.kind, `expected D66, got ${JSON.stringify(p.spec)}`).toBe('d66');
    return this.act({ type: 'chance', value: [black, white] });
  }

  /** D66 given as a two-digit locator, e.g. 15. */
  locator(n: number): GameEvent[] {
    return this.d66(Math.floor(n / 10), n % 10);
  }

  /** Answer a draw chance node with the id drawn. */
  draw(id: string): GameEvent[] {
    this.passWindowsBefore({ type: 'chance', value: id });
    const p = pending(this.state);
    expect(p.kind, `expected a draw, pending is ${JSON.stringify(p)}`).toBe('chance');
    if (p.kind === 'chance') expect(p.spec.kind, `expected a draw, got ${JSON.stringify(p.spec)}`).toBe('draw');
    return this.act({ type: 'chance', value: id });
  }

  /** Answer the current chance node with its first listed outcome (for dice we do not care about). */
  any(): GameEvent[] {
    const o = chanceOutcomes(this.state)[0];
    if (!o) throw new Error(`not at a chance node: ${JSON.stringify(pending(this.state))}`);
    return this.act(o.outcome as Action);
  }

  get pending() {
    return pending(this.state);
  }

  legal(player?: PlayerId): Action[] {
    return legalActions(this.state, player);
  }

  /** Legal actions of one type. */
  legalOf<T extends Action['type']>(type: T): Extract<Action, { type: T }>[] {
    return legalActions(this.state).filter((a) => a.type === type) as Extract<Action, { type: T }>[];
  }

  /** Is an action (matched on the given fields) among the legal actions? */
  canDo(partial: Record<string, unknown>): boolean {
    return legalActions(this.state).some((a) => matches(a, partial));
  }

  /** Events of one type seen so far. */
  ev<T extends GameEventType>(type: T): EventOf<T>[] {
    return this.events.filter((e): e is EventOf<T> => e.type === type);
  }

  /** The last event of a type (fails the test if there is none). */
  last<T extends GameEventType>(type: T): EventOf<T> {
    const list = this.ev(type);
    const e = list[list.length - 1];
    if (!e) throw new Error(`no '${type}' event; saw ${this.events.map((x) => x.type).join(', ')}`);
    return e;
  }

  pirate(id: string): PirateState {
    const p = this.state.pirates[id];
    if (!p) throw new Error(`pirate ${id} is not in play`);
    return p;
  }

  vp(player: PlayerId): number {
    return this.state.players[player]?.vp ?? NaN;
  }

  hand(player: PlayerId): string[] {
    return this.state.players[player]?.hand ?? [];
  }

  /** Clear the event log (to look only at what follows). */
  clear(): this {
    this.events = [];
    return this;
  }
}

function matches(a: unknown, partial: Record<string, unknown>): boolean {
  if (a === null || typeof a !== 'object') return false;
  const o = a as Record<string, unknown>;
  return Object.entries(partial).every(([k, v]) =>
    v !== null && typeof v === 'object' ? JSON.stringify(o[k]) === JSON.stringify(v) : o[k] === v,
  );
}

/** A mid-game position (external randomness by default). */
export function scenario(spec: ScenarioSpec): Table {
  return new Table(createScenario(spec));
}

/** A new game from 3.0 with external randomness. */
export function game(config: Partial<GameConfig> & { players: number }): Table {
  return new Table(createGame({ randomness: 'external', seed: 1, ...config }));
}

// ---------------------------------------------------------------------------------------------
// Functional helpers (as the brief suggests) for one-off use.
// ---------------------------------------------------------------------------------------------
export function act(state: GameState, action: Action): { state: GameState; events: GameEvent[] } {
  return apply(state, action);
}
export function roll(state: GameState, ...faces: number[]): { state: GameState; events: GameEvent[] } {
  return apply(state, { type: 'chance', value: faces });
}
export function draw(state: GameState, id: string): { state: GameState; events: GameEvent[] } {
  return apply(state, { type: 'chance', value: id });
}

/** Locations. */
export const sea = (area: string) => ({ kind: 'sea' as const, area });
export const port = (p: string) => ({ kind: 'port' as const, port: p });
export const transit = (box: string) => ({ kind: 'transit' as const, box });

// ---------------------------------------------------------------------------------------------
// Setup drivers (3.0)
// ---------------------------------------------------------------------------------------------

/** Step 2: one die per seat; `rolls` must produce a single winner. */
export function rollOrder(t: Table, rolls: number[]): void {
  for (const r of rolls) t.roll(r);
}

/** Step 4: deal 4 cards each, taking any card the deck offers. */
export function dealEvents(t: Table): void {
  while (t.pending.kind === 'chance' && t.pending.spec.kind === 'draw' && t.pending.spec.pool === 'event') t.any();
}

/** Step 5: eight D66 rolls, given as locators. */
export function placeGovernors(t: Table, locators: number[]): void {
  for (const l of locators) t.locator(l);
}

/** Eight distinct non-Pirate-Port locators that never collide. */
export const QUIET_GOVERNORS = [11, 12, 13, 14, 21, 22, 23, 24];

/** Step 6: deal these Pirate cards in Player Order. */
export function dealPirates(t: Table, ids: string[]): void {
  for (const id of ids) t.draw(id);
}

/** Step 8: place merchants: [type, locator] pairs. */
export function placeMerchants(t: Table, list: [string, number][]): void {
  for (const [type, loc] of list) {
    t.draw(type);
    t.locator(loc);
  }
}

/** Eight merchant placements at distinct ports. */
export const QUIET_MERCHANTS: [string, number][] = [
  ['flute', 11],
  ['sloop', 12],
  ['schooner', 13],
  ['brigantine', 14],
  ['flute', 21],
  ['sloop', 22],
  ['schooner', 23],
  ['brigantine', 24],
];

/** Every Event card id with its count (the 87-card deck of 17.2). */
export const EVENT_COUNTS: Record<string, number> = {
  'buried-treasure': 1,
  'debauchery-and-revelry': 6,
  disease: 2,
  'double-cross': 4,
  'european-turmoil': 2,
  'fair-winds': 3,
  'finger-of-fate': 1,
  'general-pardon': 1,
  'new-governors': 8,
  'heavy-guns': 4,
  'kc-surprise': 2,
  'letter-of-marque': 4,
  'local-resistance': 3,
  'mal-de-mer': 1,
  'mutiny-conspiracy': 6,
  'pirate-converts': 1,
  'piratical-ambition': 5,
  'scurvy-outbreak': 5,
  'skull-and-crossbones': 4,
  'storms-at-sea': 6,
  'warship-sighting': 10,
  'wear-and-tear': 7,
  'natural-disaster': 1,
};

export const MUST_PLAY = [
  'disease',
  'european-turmoil',
  'finger-of-fate',
  'general-pardon',
  'new-governors',
  'mal-de-mer',
  'storms-at-sea',
  'natural-disaster',
];

/**
 * A discard pile that leaves exactly `keep` in the deck (after `hands` are taken out):
 * everything else goes to the discards.
 */
export function discardAllBut(keep: Record<string, number>, hands: string[] = []): Record<string, number> {
  const rest: Record<string, number> = { ...EVENT_COUNTS };
  for (const c of hands) rest[c] = (rest[c] ?? 0) - 1;
  for (const [c, n] of Object.entries(keep)) rest[c] = (rest[c] ?? 0) - n;
  for (const c of Object.keys(rest)) if ((rest[c] ?? 0) <= 0) delete rest[c];
  return rest;
}

export function deckSize(s: GameState): number {
  return Object.values(s.deck).reduce((a, b) => a + b, 0);
}

/** Five Merchants on the map, so the Merchant Ship Phase (4.4B) adds none. */
export const FIVE_MERCHANTS = {
  boston: { type: 'flute' },
  'new-york': { type: 'flute' },
  philadelphia: { type: 'flute' },
  virginia: { type: 'flute' },
  bombay: { type: 'flute' },
};

/** Player A's hand before he draws the General Pardon in {@link pardonDrawn}. */
export const PARDON_HAND = ['scurvy-outbreak', 'wear-and-tear', 'wear-and-tear'];

/**
 * 17.2 #8 / RULINGS B4: Player A (3 players unless `more` says otherwise) begins his Player-Turn
 * holding {@link PARDON_HAND}, draws the General Pardon (its second appearance: the Pardon comes into
 * force) and then a Wear and Tear; his Card Play Phase is next. `more` gives his Pirates and
 * anything else; `more.hands` adds to (or replaces) the hands.
 */
export function pardonDrawn(more: Partial<ScenarioSpec>): Table {
  const t = scenario({
    players: 3,
    options: { cunning: false },
    turn: { phase: 'start' },
    generalPardonAppearances: 1,
    merchants: FIVE_MERCHANTS,
    ...more,
    hands: { A: PARDON_HAND, ...more.hands },
  });
  t.draw('general-pardon');
  t.draw('wear-and-tear');
  return t;
}

/** The typed error `apply` throws for an illegal action at this point (the state is left as it was). */
export function refusal(t: Table, action: unknown): IllegalActionError {
  try {
    apply(t.state, action as Action);
  } catch (e) {
    if (e instanceof IllegalActionError) return e;
    throw e;
  }
  throw new Error(`accepted: ${JSON.stringify(action)}`);
}

/**
 * 6.42: at the Anti-Pirate window now open, `by` plays a Warship Sighting, draws `warship` and sends
 * it to attack `pirate` at once; the game then waits for his owner's answer (6.45).
 */
export function warshipSent(t: Table, opts: { by?: PlayerId; warship?: string } = {}): void {
  const by = opts.by ?? 'B';
  t.exact({ type: 'playEvent', player: by, card: 'warship-sighting' });
  t.draw(opts.warship ?? 'warship-medium');
  t.act({ type: 'warshipAttack', player: by, attack: true });
}

/**
 * 6.42-6.46, the whole fight: a Warship Sighting sent to attack `pirate` (warshipSent), his owner
 * fights (6.45), he rolls `attackRoll` and the Warship `defenseRoll` (6.46).
 */
export function warshipFight(t: Table, pirate: string, attackRoll: number, defenseRoll: number, opts: { by?: PlayerId; warship?: string } = {}): void {
  warshipSent(t, opts);
  t.act({ type: 'fightOrEscape', player: t.pirate(pirate).owner, pirate, choice: 'fight' });
  t.roll(attackRoll);
  t.roll(defenseRoll);
}

/**
 * 8.3 / 8.5 (first print 4.5D): Vane (A) at sea with a Found Merchant of `merchant` type off Santo
 * Domingo, first print, after a seven-step Loot (seize, the cargo stowed at once, R104; the
 * Hostage ransomed; the NP die; no D&R): the Convert Merchant Action may follow.
 */
export function firstPrintLooted(merchant: string, vane: Record<string, unknown>, more: Partial<ScenarioSpec> = {}): Table {
  const t = scenario({
    players: 3,
    options: { cunning: false, edition: 'firstPrint2008' },
    turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 3 },
    pirates: { vane: { owner: 'A', at: 'east-caribbean', ...vane } },
    merchants: { 'santo-domingo': { type: merchant, foundBy: 'vane' } },
    ...more,
  });
  t.act({ type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' });
  t.roll(3);
  t.act({ type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true });
  t.draw('seaman');
  t.act({ type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'ransom' });
  t.roll(1);
  t.act({ type: 'pass', player: 'A' });
  for (let p = t.pending; p.kind === 'decision' && p.frame === 'window'; p = t.pending) t.exact({ type: 'pass', player: p.player });
  return t;
}

/**
 * 17.2 #11 (RULINGS B52): A's Vane (NP 6) announces a Find off Bath; B sends a Warship Sighting's
 * Medium Warship to attack (6.42). `hands`: B holds the Warship Sighting.
 */
export function warshipSighted(hands: Record<string, string[]>, more: Partial<ScenarioSpec> = {}): Table {
  const t = scenario({
    players: 3,
    options: { cunning: false },
    turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
    hands,
    merchants: { bath: { type: 'flute' } },
    pirates: { vane: { owner: 'A', at: 'central-atlantic', np: 6 } },
    ...more,
  });
  t.exact({ type: 'findMerchant', player: 'A', pirate: 'vane', port: 'bath' });
  t.exact({ type: 'playEvent', player: 'B', card: 'warship-sighting' });
  t.draw('warship-medium');
  t.exact({ type: 'warshipAttack', player: 'B', attack: true });
  return t;
}

/**
 * 17.2 #15, #19: A's Low (Cunning 1, or as `low` says) moves from the Central to the South
 * Atlantic and C plays a Mutiny Conspiracy against him; A holds `handA`.
 */
export function conspiracyAgainstLow(handA: string[], low: Record<string, unknown> = {}, more: Partial<ScenarioSpec> = {}): Table {
  const t = scenario({
    players: 3,
    turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
    hands: { A: handA, C: ['mutiny-conspiracy'] },
    pirates: { low: { owner: 'A', at: 'central-atlantic', cunning: 1, ...low } },
    ...more,
  });
  t.exact({ type: 'move', player: 'A', pirate: 'low', to: sea('south-atlantic') });
  t.exact({ type: 'playEvent', player: 'C', card: 'mutiny-conspiracy' });
  return t;
}

/**
 * 17.2 #1, #13: A's Vane in the Isle of Pines' Sea Area with the Buried Treasure card, one Action
 * left after this one (`vane` changes him); `more` adds hands, Governors and other Pirates.
 */
export function pinesDigger(vane: Record<string, unknown> = {}, more: Partial<ScenarioSpec> = {}): Table {
  const { pirates, ...rest } = more;
  return scenario({
    players: 3,
    options: { cunning: false },
    turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
    ...rest,
    pirates: { vane: { owner: 'A', at: builtinComponents.isleOfPines.seaArea, buriedTreasure: true, ...vane }, ...pirates },
  });
}
