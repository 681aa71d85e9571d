import { z } from 'zod';
import { IdSchema, NationalityIdSchema, PlayerIdSchema, ShipTypeIdSchema } from '../state/id-schemas.js';
import { type Location, type PlayerId } from '../state/ids.js';
import { OptionsInputSchema, type GameState } from '../state/schema.js';
import { freshTurn } from '../state/fresh-turn.js';
import { ConfigError, blankState, configIssue, runSetup } from './create.js';
import { stateViolations } from '../state/check.js';
import { countOf, hasId, lookup, protoKeyPath } from '../state/lookup.js';
import { boundsFault, clip, ownData } from '../state/bounds.js';
import { builtinComponents, indexComponents, type ComponentSet } from '../tables/index.js';
import { ComponentSetSchema } from '../tables/schema.js';
import { addCount, withSorted, takeCount } from '../state/counts.js';
import { newPirate } from '../state/pieces.js';
import type { GameEvent } from '../events/types.js';
import { SoloScenarioSchema, soloPile, soloScenario } from '../solo/scenario.js';

/**
 * createScenario(spec): any mid-game position, validated, for tests and rules disputes. Everything
 * not placed by the spec stays in its deck or pool, so counters and cards are conserved.
 */
const PirateSpecSchema = z.strictObject({
  owner: PlayerIdSchema,
  /** A Sea Area, port or Transit Box id. */
  at: IdSchema,
  ship: ShipTypeIdSchema.default('sloop'),
  combat: z.number().int().optional(),
  speed: z.number().int().optional(),
  loyalty: z.number().int().min(0).default(7),
  holds: z.array(z.number().int().min(0)).default([]),
  hostages: z.array(z.strictObject({ kind: IdSchema, nationality: NationalityIdSchema.nullable().default(null) })).default([]),
  np: z.number().int().min(0).default(0),
  netWorth: z.number().int().min(0).default(0),
  cunning: z.number().int().min(0).optional(),
  dr: z.enum(['voluntary', 'involuntary']).nullable().default(null),
  scurvy: z.boolean().default(false),
  info: z.record(IdSchema, z.number().int().min(0)).default({}),
  safeHavens: z.array(IdSchema).default([]),
  attackHistory: z.array(NationalityIdSchema).default([]),
  /** Ports he attacked himself (9.58 spares the attacked port; RULINGS B33). */
  portsAttacked: z.array(IdSchema).default([]),
  /** 9.55: the port he took by his last Action and may Sack next. */
  sackable: IdSchema.nullable().default(null),
  /** The Player-Turn he took that port in (9.55); by default the scenario's own turn. */
  sackableTurn: z.number().int().min(0).optional(),
  bribed: z.array(IdSchema).default([]),
  /** 11.0: his ally (give both Pirates each other's id). */
  ally: IdSchema.nullable().default(null),
  letterOfMarque: NationalityIdSchema.nullable().default(null),
  heavyGuns: z.boolean().default(false),
  /** 17.2 #1: the Buried Treasure card is in front of his player, assigned to him. */
  buriedTreasure: z.boolean().default(false),
  deployedTurn: z.number().int().min(0).default(0),
});

/**
 * A mid-game position for tests and rules disputes: players, whose turn, hands, Pirates with their
 * ratings and cargo, Merchants, Governors, Warships, KCs, discards. Components not placed stay in their
 * decks and pools, so every card and counter is accounted for. External randomness by default.
 */
export const ScenarioSpecSchema = z.strictObject({
  /** 2-10 players; 1 for Solitaire Blackbeard (19.0): you are A with Blackbeard ('teach'), B is the System Player. */
  players: z.number().int().min(1).max(10),
  seed: z.number().int().default(1),
  /** Scenarios default to external randomness so the dice can be forced. */
  randomness: z.enum(['seeded', 'external']).default('external'),
  options: OptionsInputSchema.default({}),
  components: z.unknown().optional(),
  turn: z
    .strictObject({
      player: PlayerIdSchema.default('A'),
      number: z.number().int().min(1).default(1),
      /** 'play' (default): at the Card Play Phase; 'start': at the start of the Player-Turn. */
      phase: z.enum(['start', 'play']).default('play'),
      /** A card already played for Actions this turn (taken from the deck to the discards). */
      actionsCard: IdSchema.nullable().default(null),
      actionsLeft: z.number().int().min(0).default(0),
      actionsPirate: IdSchema.nullable().default(null),
    })
    .default({ player: 'A', number: 1, phase: 'play', actionsCard: null, actionsLeft: 0, actionsPirate: null }),
  hands: z.partialRecord(PlayerIdSchema, z.array(IdSchema)).default({}),
  pirateHands: z.partialRecord(PlayerIdSchema, z.array(IdSchema)).default({}),
  vp: z.partialRecord(PlayerIdSchema, z.number().int()).default({}),
  pirates: z.record(IdSchema, PirateSpecSchema).default({}),
  merchants: z
    .record(IdSchema, z.strictObject({ type: IdSchema, faceUp: z.boolean().default(false), foundBy: IdSchema.nullable().default(null) }))
    .default({}),
  governors: z.record(IdSchema, z.enum(['pro', 'anti'])).default({}),
  destroyedPorts: z.array(IdSchema).default([]),
  attackedPorts: z.array(IdSchema).default([]),
  warships: z.record(IdSchema, IdSchema).default({}),
  /** King's Commissioners on the map (10.1): KC id -> its owner and Sea Area or Transit Box. */
  kcs: z.record(IdSchema, z.strictObject({ owner: PlayerIdSchema, area: IdSchema })).default({}),
  /** Pirates already Retired (18.41), out of the Pirate deck. */
  retired: z.array(IdSchema).default([]),
  discard: z.record(IdSchema, z.number().int().min(0)).default({}),
  generalPardonAppearances: z.number().int().min(0).max(2).default(0),
  /** Solitaire only (players: 1): the System Player's side (src/solo/scenario.ts). */
  solo: SoloScenarioSchema.optional(),
});
/** The input of `createScenario` (defaults filled in by {@link ScenarioSpecSchema}). */
export type ScenarioSpec = z.input<typeof ScenarioSpecSchema>;

function fail(path: string, message: string): never {
  throw new ConfigError(`Invalid scenario at ${path}: ${clip(message)}`, 'invalid-position', path);
}

function take(c: Record<string, number>, id: string, path: string, what: string): void {
  // Own keys only: an id such as 'constructor' is no component (issue 15 point 3).
  if (countOf(c, id) < 1) fail(path, `no ${what} '${id}' left to place`);
  takeCount(c, id);
}

/** Build a position from a {@link ScenarioSpec} (validated; a bad spec throws {@link ConfigError}). */
export function createScenario(spec: ScenarioSpec): GameState {
  return createScenarioWithEvents(spec).state;
}

/** Like {@link createScenario}, also returning the events of anything resolved before the first decision. */
export function createScenarioWithEvents(spec: ScenarioSpec): { state: GameState; events: GameEvent[] } {
  // Issue 22 points 1 and 6: sizes and depth first (a cyclic spec is infinitely deep).
  const far = boundsFault(spec);
  if (far) throw new ConfigError(`Invalid scenario at ${far.path || '(root)'}: ${far.message}`, 'out-of-bounds', far.path);
  const proto = protoKeyPath(spec);
  if (proto !== null) throw new ConfigError(`Invalid scenario at ${proto}: unknown key '__proto__'`, 'unknown-key', proto);
  const parsed = ScenarioSpecSchema.safeParse(ownData(spec));
  if (!parsed.success) {
    throw configIssue('scenario', parsed.error.issues);
  }
  const sp = parsed.data;
  let components: ComponentSet | null = null;
  if (sp.components !== undefined) {
    const r = ComponentSetSchema.safeParse(sp.components);
    if (!r.success) {
      const path = ['components', ...(r.error.issues[0]?.path ?? []).map(String)].join('.');
      throw new ConfigError(`Invalid scenario at ${path}: ${clip(r.error.issues[0]?.message ?? 'invalid')}`, 'invalid-components', path);
    }
    components = r.data;
  }
  const ix = indexComponents(components ?? builtinComponents);
  const s = blankState({ players: sp.players, seed: sp.seed, randomness: sp.randomness, options: sp.options }, components);
  // Setup is over: the Must-Play cards are back in the deck (in solitaire they stay the MPI deck, 19.3).
  if (!s.solo) {
    for (const id of Object.keys(s.setAside)) addCount(s.deck, id, s.setAside[id] ?? 0);
    s.setAside = {};
  }
  const players = s.order;
  const player = (p: PlayerId, path: string) => s.players[p] ?? fail(path, `no Player ${p} in a ${sp.players}-player game`);

  for (const [p, cards] of Object.entries(sp.hands)) {
    const me = player(p as PlayerId, `hands.${p}`);
    for (const c of cards ?? []) {
      take(soloPile(s, ix, c), c, `hands.${p}`, 'Event card');
      me.hand = withSorted(me.hand, c);
    }
  }
  for (const [id, n] of Object.entries(sp.discard)) for (let i = 0; i < n; i++) {
    take(soloPile(s, ix, id), id, `discard.${id}`, 'Event card');
    addCount(s.discard, id);
  }
  if (sp.turn.actionsCard) {
    take(soloPile(s, ix, sp.turn.actionsCard), sp.turn.actionsCard, 'turn.actionsCard', 'Event card');
    addCount(s.discard, sp.turn.actionsCard);
  }
  s.generalPardon.appearances = sp.generalPardonAppearances;
  if (sp.generalPardonAppearances === 2 && (s.deck['general-pardon'] ?? 0) > 0) {
    takeCount(s.deck, 'general-pardon');
    s.generalPardon.whereabouts = 'heldOut';
  }
  for (const [p, list] of Object.entries(sp.pirateHands)) {
    const me = player(p as PlayerId, `pirateHands.${p}`);
    for (const id of list ?? []) {
      const i = s.pirateDeck.indexOf(id);
      if (i < 0) fail(`pirateHands.${p}`, `Pirate '${id}' is not available`);
      s.pirateDeck.splice(i, 1);
      me.pirateHand.push(id);
    }
  }
  for (const [p, vp] of Object.entries(sp.vp)) player(p as PlayerId, `vp.${p}`).vp = vp ?? 0;

  for (const [id, ps] of Object.entries(sp.pirates)) {
    const path = `pirates.${id}`;
    if (!hasId(ix.pirate, id)) fail(path, `unknown Pirate '${id}'`);
    player(ps.owner, `${path}.owner`);
    const i = s.pirateDeck.indexOf(id);
    if (i < 0) fail(path, `Pirate '${id}' is already placed or in a hand`);
    s.pirateDeck.splice(i, 1);
    const loc: Location = hasId(ix.seaArea, ps.at)
      ? { kind: 'sea', area: ps.at }
      : hasId(ix.port, ps.at)
        ? { kind: 'port', port: ps.at }
        : hasId(ix.transitBox, ps.at)
          ? { kind: 'transit', box: ps.at }
          : fail(`${path}.at`, `'${ps.at}' is not a Sea Area, port or Transit Box`);
    const p = newPirate(ix, id, ps.owner, loc, ps.ship, ps.deployedTurn);
    p.combat = ps.combat ?? p.combat;
    p.speed = ps.speed ?? p.speed;
    p.loyalty = ps.loyalty;
    p.holds = [...ps.holds];
    if (p.holds.length > (ix.shipType[ps.ship]?.holds ?? 0)) fail(`${path}.holds`, `a ${ps.ship} has ${ix.shipType[ps.ship]?.holds} Holds`);
    for (const h of ps.hostages) {
      take(s.hostagePool, h.kind, `${path}.hostages`, 'Hostage');
      p.hostages.push({ kind: h.kind, nationality: h.nationality });
    }
    p.np = ps.np;
    p.netWorth = ps.netWorth;
    p.cunning = ps.cunning ?? p.cunning;
    p.dr = ps.dr;
    p.scurvy = ps.scurvy;
    p.info = { ...ps.info };
    p.safeHavens = [...ps.safeHavens];
    p.attackHistory = [...ps.attackHistory];
    p.portsAttacked = [...ps.portsAttacked];
    p.sackable = ps.sackable;
    p.sackableTurn = ps.sackableTurn ?? sp.turn.number;
    p.bribed = [...ps.bribed];
    p.ally = ps.ally;
    p.letterOfMarque = ps.letterOfMarque;
    p.heavyGuns = ps.heavyGuns;
    if (ps.heavyGuns) take(s.deck, 'heavy-guns', `${path}.heavyGuns`, 'Event card');
    p.buriedTreasure = ps.buriedTreasure;
    if (ps.buriedTreasure) take(s.deck, 'buried-treasure', `${path}.buriedTreasure`, 'Event card');
    // 17.2 #12: a Letter of Marque in use is out of the game (never returned to the deck).
    if (ps.letterOfMarque) {
      take(s.deck, 'letter-of-marque', `${path}.letterOfMarque`, 'Event card');
      addCount(s.removed, 'letter-of-marque');
    }
    s.pirates[id] = p;
  }
  for (const [id, p] of Object.entries(s.pirates)) {
    if (!p.ally) continue;
    const q = lookup(s.pirates, p.ally);
    if (p.ally === id || !q || q.ally !== id || q.owner !== p.owner) fail(`pirates.${id}.ally`, `an Alliance needs two Pirates of one player naming each other (11.1)`);
  }
  for (const [port, m] of Object.entries(sp.merchants)) {
    const path = `merchants.${port}`;
    const info = lookup(ix.port, port) ?? fail(path, `unknown port '${port}'`);
    if (info.piratePort) fail(path, 'Pirate Ports have no Merchant Box (3.0 Step 8)');
    take(s.merchantPool, m.type, path, 'Merchant');
    if (m.foundBy && !hasId(s.pirates, m.foundBy)) fail(`${path}.foundBy`, `Pirate '${m.foundBy}' is not in play`);
    s.merchants[port] = { type: m.type, faceUp: m.faceUp || m.foundBy !== null, foundBy: m.foundBy };
  }
  for (const [port, kind] of Object.entries(sp.governors)) {
    const info = lookup(ix.port, port) ?? fail(`governors.${port}`, `unknown port '${port}'`);
    if (info.piratePort) fail(`governors.${port}`, 'Pirate Ports have no Governor (9.35)');
    if (kind === 'pro') {
      const g = s.proGovernorSupply.shift() ?? fail(`governors.${port}`, 'no Pro-Pirate Governor left');
      s.governors[port] = g;
    } else {
      if (s.antiGovernorSupply < 1) fail(`governors.${port}`, 'no Anti-Pirate Governor left');
      s.antiGovernorSupply -= 1;
      s.governors[port] = 'anti';
    }
  }
  for (const port of sp.destroyedPorts) {
    if (!hasId(ix.port, port)) fail('destroyedPorts', `unknown port '${port}'`);
    s.destroyedPorts.push(port);
  }
  for (const port of sp.attackedPorts) {
    if (!hasId(ix.port, port)) fail('attackedPorts', `unknown port '${port}'`);
    s.attackedPorts.push(port);
  }
  for (const [area, w] of Object.entries(sp.warships)) {
    if (!hasId(ix.seaArea, area)) fail(`warships.${area}`, `unknown Sea Area '${area}'`);
    take(s.warshipPool, w, `warships.${area}`, 'Warship');
    s.warships[area] = w;
  }
  for (const [id, k] of Object.entries(sp.kcs)) {
    if (!hasId(ix.seaArea, k.area) && !hasId(ix.transitBox, k.area)) fail(`kcs.${id}.area`, `'${k.area}' is not a Sea Area or Transit Box`);
    if (!players.includes(k.owner)) fail(`kcs.${id}.owner`, `no Player ${k.owner}`);
    if (Object.values(s.kcs).some((o) => o.owner === k.owner)) fail(`kcs.${id}.owner`, 'one KC per player (10.13)');
    const ex = lookup(ix.kc, id)?.exPirate;
    if (!hasId(ix.kc, id) || (!ex && !s.kcPool.includes(id))) fail(`kcs.${id}`, `no KC '${id}' left to place`);
    s.kcPool = s.kcPool.filter((x) => x !== id);
    s.kcs[id] = { id, owner: k.owner, area: k.area };
  }
  for (const id of sp.retired) {
    const i = s.pirateDeck.indexOf(id);
    if (i < 0) fail('retired', `Pirate '${id}' is not in the Pirate deck`);
    s.pirateDeck.splice(i, 1);
    s.retired.push(id);
  }
  if (!players.includes(sp.turn.player)) fail('turn.player', `no Player ${sp.turn.player}`);
  s.turn = {
    ...freshTurn(sp.turn.number, sp.turn.player, sp.turn.phase),
    actionsCard: sp.turn.actionsCard,
    actionsLeft: sp.turn.actionsLeft,
    actionsPirate: sp.turn.actionsPirate,
    holdPlayed: sp.turn.actionsCard !== null,
  };
  if (s.solo) soloScenario(s, sp.solo, fail);
  else if (sp.solo) fail('solo', 'only for a solitaire scenario (players: 1)');
  s.stack.push({ kind: 'turn' });
  // The same invariants as a loaded save (src/state/check.ts): conservation, ids, the rules' limits.
  const v = stateViolations(s, ix);
  if (v.length > 0) fail(v[0]!.path, v[0]!.message);
  return runSetup(s);
}
