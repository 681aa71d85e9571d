import type { GameState, MerchantOnMap, PirateState, PlayerState, Turn } from './schema.js';
import type { PlayerId } from './ids.js';
import { sameData } from './same-data.js';
import { DEVELOPMENT, freezeChanged, freezeNew, keyByKey, sealNew } from '../kernel/index.js';

/**
 * How `apply` stays pure, frozen and structurally shared without proxies: copy on first write.
 *
 * The rules change a working copy (`workingCopy`) whose root, turn and frame stack are fresh
 * copies, and whose piece records (pirates, players, merchants, KCs), count records (deck,
 * discard, pools, warships, governors) and top-level id lists are still the input's own objects. A rule
 * that changes one of those ASKS FOR A MUTABLE ENTRY FIRST (`mutPirate(ctx, id)`, `mutPlayer`,
 * `mutMerchant`, `mutKc`, `mutCounts(ctx, 'deck')`, `mutRecord(ctx, 'kcs')` to add or delete):
 * the record and the entry are then copied, once per context, and the copies are written. Why: the
 * input state, and in the System Player's search the sibling positions, share every object no rule
 * asked for, so a write without asking would change them too. Anything deeper (a Pirate's Holds,
 * Hostages and Information, a player's hands, the config, the component set) and the top-level
 * id lists (`pirateDeck`, `retired`, `kcPool` ...) are shared, frozen, and replaced rather than
 * mutated by the rules (`p.holds = [...p.holds, cargo]`, `s.retired = [...s.retired, id]`).
 *
 * `ctx.owned` holds what a context has copied (its own objects, free to change in place); `null`
 * means it owns everything (the simulator's private clone): the helpers then return the entry as it
 * is. After the rules run, `apply` freezes the new objects; shared ones already are, so in
 * development a rule that writes a shared object without asking throws (every test and the fuzz).
 *
 * Before this, the working copy copied every entry of every record at each step (about 64% of the
 * time of `apply`); before that, immer's `produce` measured 0.6x of a JSON deep-clone baseline
 * (every read through a proxy trap). See docs/guide.md "Performance".
 */
/**
 * A private, fully mutable copy of a state (the simulator's), sharing only the component set.
 *
 * A JSON round trip (the state is JSON data by design), not `deep`: V8 gives the objects
 * `JSON.parse` builds all their fields inside the object, where `deep`'s one-key-at-a-time copies
 * keep all but the first few in a separate array, and every later read pays for it. Measured over
 * 400 random 4-player games: creating a simulator costs about 80 µs instead of 25, and its steps
 * run 5% faster alone, about 25% faster in a process that also plays through `apply`.
 */
export function deepCopy(s: GameState): GameState {
  const components = s.components;
  const out = JSON.parse(JSON.stringify({ ...s, components: null })) as GameState;
  out.components = components;
  return out;
}

/**
 * How each record is copied on its first write. A spread keeps the record's object layout, and
 * each record has its own spread (its own arrow function) so that V8 sees one layout per place and
 * copies it whole: the Event deck (about 25 card ids) went from about 2 µs a copy, key by key
 * (past 16 keys added one at a time V8 makes the object a hash map, and every later copy and read
 * pays for it), to a few hundred ns, and is no longer a hash map. Profile of public `apply`: the
 * record copies went from 10% of the time to 5%.
 */
const copyRecord: { [K in EntryKey | FlatKey]: (r: GameState[K]) => GameState[K] } = {
  pirates: (r) => ({ ...r }),
  players: (r) => ({ ...r }),
  merchants: keyByKey,
  kcs: (r) => ({ ...r }),
  deck: (r) => ({ ...r }),
  discard: (r) => ({ ...r }),
  removed: (r) => ({ ...r }),
  setAside: (r) => ({ ...r }),
  merchantPool: (r) => ({ ...r }),
  hostagePool: (r) => ({ ...r }),
  warshipPool: (r) => ({ ...r }),
  warships: (r) => ({ ...r }),
  governors: keyByKey,
};

/**
 * The small objects every `apply` copies whole, field by field. A spread of the turn measured about
 * 0.5 µs (a tenth of a public step): its copies do not keep one object layout. Written out, the
 * copy is one fixed layout and costs next to nothing. `Required<>`: a field added to the schema,
 * even an optional one, is a type error here until it is copied too.
 */
function copyTurn(t: Turn): Turn {
  const c: Required<Turn> = {
    number: t.number,
    player: t.player,
    phase: t.phase,
    actionsCard: t.actionsCard,
    actionsLeft: t.actionsLeft,
    actionsPirate: t.actionsPirate,
    discardedForActions: t.discardedForActions,
    holdPlayed: t.holdPlayed,
    malDeMer: t.malDeMer,
    actionCount: t.actionCount,
    // The turn's lists are replaced, never changed in place, by the rules: one level is enough.
    apUsed: t.apUsed,
    apCardTypes: t.apCardTypes,
    actionApTypes: t.actionApTypes,
    actionWarship: t.actionWarship,
    actionKcReaction: t.actionKcReaction,
    kcActing: t.kcActing,
    kcHarassed: t.kcHarassed,
  };
  return c;
}

function copyGeneralPardon(g: GameState['generalPardon']): GameState['generalPardon'] {
  const c: Required<GameState['generalPardon']> = { appearances: g.appearances, whereabouts: g.whereabouts, pardon: g.pardon };
  return c;
}

function copyGovernorsRemoved(g: GameState['governorsRemoved']): GameState['governorsRemoved'] {
  const c: Required<GameState['governorsRemoved']> = { pro: g.pro, anti: g.anti };
  return c;
}

/**
 * A working copy of `s` for the rules to change (see the module comment). Only the root, the turn
 * and the frame stack are copied here (and the two small objects below); the piece records and the
 * count records stay shared with `s` until a rule asks for one of them (`mutPirate`, `mutCounts`
 * ...), the id lists until a rule replaces one.
 * `s` itself is never touched.
 */
export function workingCopy(s: GameState): GameState {
  return {
    version: s.version,
    config: s.config,
    components: s.components,
    rng: s.rng,
    players: s.players,
    order: s.order,
    // The top-level lists (`order`, `pirateDeck`, `retired`, `kcPool`, ..., and `rng`) are shared
    // like the records: the rules replace them (`s.retired = [...s.retired, id]`), never change
    // them in place, so they need no copy (ten copies per step were about 3% of its time).
    turn: copyTurn(s.turn),
    // The frames stay shared too: the kernel copies the top one before each step, and a rule that
    // changes a lower one asks for it first (`ownFrame`, src/kernel/ctx.ts). A frame is then
    // changed in place at any depth (`f.step`, `f.queue.shift()`, `w.roll.rerolled`).
    stack: s.stack.slice(),
    deck: s.deck,
    discard: s.discard,
    removed: s.removed,
    setAside: s.setAside,
    generalPardon: copyGeneralPardon(s.generalPardon),
    pirateDeck: s.pirateDeck,
    pirates: s.pirates,
    retired: s.retired,
    eliminated: s.eliminated,
    merchants: s.merchants,
    merchantPool: s.merchantPool,
    hostagePool: s.hostagePool,
    warshipPool: s.warshipPool,
    warships: s.warships,
    kcPool: s.kcPool,
    kcs: s.kcs,
    kcsRemoved: s.kcsRemoved,
    governors: s.governors,
    proGovernorSupply: s.proGovernorSupply,
    antiGovernorSupply: s.antiGovernorSupply,
    governorsRemoved: copyGovernorsRemoved(s.governorsRemoved),
    antiGovernorProxies: s.antiGovernorProxies,
    destroyedPorts: s.destroyedPorts,
    attackedPorts: s.attackedPorts,
    over: s.over,
    // Solitaire: replaced whole by the rules (src/solo), never mutated in place.
    solo: s.solo,
  };
}

// ---------------------------------------------------------------------------------------------
// Copy on first write: ask for a mutable entry before writing it
// ---------------------------------------------------------------------------------------------

type KcState = GameState['kcs'][string];

/** The records of pieces whose entries the rules change field by field. */
type EntryKey = 'pirates' | 'players' | 'merchants' | 'kcs';
/** The flat records (counts, and the id -> id maps) the rules change key by key. */
export type FlatKey = 'deck' | 'discard' | 'removed' | 'setAside' | 'merchantPool' | 'hostagePool' | 'warshipPool' | 'warships' | 'governors';

/** What the helpers below need of a rule context (src/actions/ctx.ts `Ctx`). */
interface Owner {
  s: GameState;
  owned: Set<object> | null;
}

/**
 * `s[key]` as the context's own record, free to change (a shallow copy the first time, shared
 * entries and all). For adding or deleting entries; to change an entry use `mutPirate` & co.
 */
export function mutRecord<K extends EntryKey | FlatKey>(ctx: Owner, key: K): GameState[K] {
  const r = ctx.s[key];
  const owned = ctx.owned;
  if (owned === null || owned.has(r)) return r;
  const c = (copyRecord[key] as (r: GameState[K]) => GameState[K])(r);
  ctx.s[key] = c;
  owned.add(c);
  return c;
}

/** A count record (deck, discard, pools, warships, governors) as the context's own, to change. */
export function mutCounts<K extends FlatKey>(ctx: Owner, key: K): GameState[K] {
  return mutRecord(ctx, key);
}

function mutEntry<T extends object>(ctx: Owner, key: EntryKey, id: string): T | undefined {
  const rec = mutRecord(ctx, key) as Partial<Record<string, T>>;
  const v = Object.hasOwn(rec, id) ? rec[id] : undefined;
  const owned = ctx.owned;
  if (v === undefined || owned === null || owned.has(v)) return v;
  const c = { ...v };
  rec[id] = c;
  owned.add(c);
  return c;
}

/**
 * The Pirate `id` as the context's own entry, free to change: ask for it BEFORE the first write
 * and use the object it returns from then on (a reference read earlier may be the shared, older
 * entry). Asking again returns the same object.
 */
export function mutPirate(ctx: Owner, id: string): PirateState {
  // The simulator (owns everything) takes the shortest path: it must not pay for the copies.
  const p = ctx.owned === null ? ctx.s.pirates[id] : mutEntry<PirateState>(ctx, 'pirates', id);
  if (!p) throw new Error(`internal: pirate ${id} is not in play`);
  return p;
}

/** The player `id` as the context's own entry, free to change (see {@link mutPirate}). */
export function mutPlayer(ctx: Owner, id: PlayerId): PlayerState {
  const p = ctx.owned === null ? ctx.s.players[id] : mutEntry<PlayerState>(ctx, 'players', id);
  if (!p) throw new Error(`internal: no player ${id}`);
  return p;
}

/** The Merchant in Sea Area `area` as the context's own entry, free to change (see {@link mutPirate}). */
export function mutMerchant(ctx: Owner, area: string): MerchantOnMap {
  const m = ctx.owned === null ? ctx.s.merchants[area] : mutEntry<MerchantOnMap>(ctx, 'merchants', area);
  if (!m) throw new Error(`internal: no Merchant in ${area}`);
  return m;
}

/** The KC `id` as the context's own entry, free to change (see {@link mutPirate}). */
export function mutKc(ctx: Owner, id: string): KcState {
  const k = ctx.owned === null ? ctx.s.kcs[id] : mutEntry<KcState>(ctx, 'kcs', id);
  if (!k) throw new Error(`internal: KC ${id} is not on the map`);
  return k;
}

/** Like {@link mutPirate}, or undefined when the Pirate is not in play. */
export function mutPirateIf(ctx: Owner, id: string): PirateState | undefined {
  return ctx.owned === null ? ctx.s.pirates[id] : mutEntry<PirateState>(ctx, 'pirates', id);
}

/** Like {@link mutKc}, or undefined when the KC is not on the map. */
export function mutKcIf(ctx: Owner, id: string): KcState | undefined {
  return ctx.owned === null ? ctx.s.kcs[id] : mutEntry<KcState>(ctx, 'kcs', id);
}

/** Like {@link mutPlayer}, or undefined when there is no such player. */
export function mutPlayerIf(ctx: Owner, id: PlayerId): PlayerState | undefined {
  return ctx.owned === null ? ctx.s.players[id] : mutEntry<PlayerState>(ctx, 'players', id);
}

/**
 * For rule functions handed a Pirate object to change (`changeLoyalty(ctx, p, ...)`): the entry to
 * write. `p` should be the context's own entry, asked for with `mutPirate` by the caller: a change
 * made on a fresh copy here would not be seen by a caller still holding `p`. In development
 * (tests, the fuzz) a caller that did not ask fails loudly; in production the entry is copied.
 */
export function ownPirate(ctx: Owner, p: PirateState): PirateState {
  const owned = ctx.owned;
  if (owned === null || owned.has(p)) return p;
  if (DEVELOPMENT || ctx.s.pirates[p.id] !== p) throw new Error(`internal: ${p.id} is changed without mutPirate (src/state/copy.ts)`);
  return mutPirate(ctx, p.id);
}

/**
 * The final step of every state transition: freeze what is new, in every mode (issue 22 point 3;
 * src/kernel/copy.ts). `base` is the frozen state the step started from, or null for a state built
 * outside the engine (a save), frozen through.
 *
 * Freezing costs a call into V8's runtime per object, so a step freezes as little as it can: the
 * turn, the top frame and the two small records every `workingCopy` makes are given back as the old
 * state's objects when the step left them as they were, and any other field is walked only when a
 * rule replaced or copied it. Written out field by field, like `workingCopy`: a loop over the keys
 * cost about 1 µs a step in keyed reads. test/hostile/frozen.test.ts checks that every field of the
 * state is covered (a field added to the schema and left out here fails it).
 */
export function sealState(s: GameState, base: GameState | null = null): GameState {
  if (base === null) return sealNew(s, null);
  s.turn = sameTurn(s.turn, base.turn) ? base.turn : freezeNew(s.turn);
  const g = s.generalPardon;
  const bg = base.generalPardon;
  s.generalPardon = g.appearances === bg.appearances && g.whereabouts === bg.whereabouts && g.pardon === bg.pardon ? bg : freezeNew(g);
  const r = s.governorsRemoved;
  const br = base.governorsRemoved;
  s.governorsRemoved = r.pro === br.pro && r.anti === br.anti ? br : freezeNew(r);
  s.stack = sealStack(s.stack, base.stack);
  // Shared with `base` unless a rule replaced or copied them; in a copied record, the entries that
  // are still `base`'s are not walked.
  if (s.version !== base.version) freezeChanged(s.version, base.version);
  if (s.config !== base.config) freezeChanged(s.config, base.config);
  if (s.components !== base.components) freezeChanged(s.components, base.components);
  if (s.rng !== base.rng) freezeChanged(s.rng, base.rng);
  if (s.players !== base.players) freezeChanged(s.players, base.players);
  if (s.order !== base.order) freezeChanged(s.order, base.order);
  if (s.deck !== base.deck) freezeChanged(s.deck, base.deck);
  if (s.discard !== base.discard) freezeChanged(s.discard, base.discard);
  if (s.removed !== base.removed) freezeChanged(s.removed, base.removed);
  if (s.setAside !== base.setAside) freezeChanged(s.setAside, base.setAside);
  if (s.pirateDeck !== base.pirateDeck) freezeChanged(s.pirateDeck, base.pirateDeck);
  if (s.pirates !== base.pirates) freezeChanged(s.pirates, base.pirates);
  if (s.retired !== base.retired) freezeChanged(s.retired, base.retired);
  if (s.eliminated !== base.eliminated) freezeChanged(s.eliminated, base.eliminated);
  if (s.merchants !== base.merchants) freezeChanged(s.merchants, base.merchants);
  if (s.merchantPool !== base.merchantPool) freezeChanged(s.merchantPool, base.merchantPool);
  if (s.hostagePool !== base.hostagePool) freezeChanged(s.hostagePool, base.hostagePool);
  if (s.warshipPool !== base.warshipPool) freezeChanged(s.warshipPool, base.warshipPool);
  if (s.warships !== base.warships) freezeChanged(s.warships, base.warships);
  if (s.kcPool !== base.kcPool) freezeChanged(s.kcPool, base.kcPool);
  if (s.kcs !== base.kcs) freezeChanged(s.kcs, base.kcs);
  if (s.kcsRemoved !== base.kcsRemoved) freezeChanged(s.kcsRemoved, base.kcsRemoved);
  if (s.governors !== base.governors) freezeChanged(s.governors, base.governors);
  if (s.proGovernorSupply !== base.proGovernorSupply) freezeChanged(s.proGovernorSupply, base.proGovernorSupply);
  if (s.antiGovernorSupply !== base.antiGovernorSupply) freezeChanged(s.antiGovernorSupply, base.antiGovernorSupply);
  if (s.antiGovernorProxies !== base.antiGovernorProxies) freezeChanged(s.antiGovernorProxies, base.antiGovernorProxies);
  if (s.destroyedPorts !== base.destroyedPorts) freezeChanged(s.destroyedPorts, base.destroyedPorts);
  if (s.attackedPorts !== base.attackedPorts) freezeChanged(s.attackedPorts, base.attackedPorts);
  if (s.over !== base.over) freezeChanged(s.over, base.over);
  if (s.solo !== base.solo) freezeChanged(s.solo, base.solo);
  return Object.freeze(s);
}

/** Whether a turn's copy still holds the old turn's values (its lists are replaced, never changed). */
function sameTurn(t: Turn, b: Turn): boolean {
  return (
    t.number === b.number &&
    t.player === b.player &&
    t.phase === b.phase &&
    t.actionsCard === b.actionsCard &&
    t.actionsLeft === b.actionsLeft &&
    t.actionsPirate === b.actionsPirate &&
    t.discardedForActions === b.discardedForActions &&
    t.holdPlayed === b.holdPlayed &&
    t.malDeMer === b.malDeMer &&
    t.actionCount === b.actionCount &&
    t.apUsed === b.apUsed &&
    t.apCardTypes === b.apCardTypes &&
    t.actionApTypes === b.actionApTypes &&
    t.actionWarship === b.actionWarship &&
    t.actionKcReaction === b.actionKcReaction &&
    t.kcActing === b.kcActing &&
    t.kcHarassed === b.kcHarassed
  );
}

/**
 * The stack after a step: the frames it did not touch are the old state's; a frame it copied but
 * left as it was (the top frame of a step that only asked) is given back as the old one.
 */
function sealStack(stack: GameState['stack'], base: GameState['stack']): GameState['stack'] {
  let same = stack.length === base.length;
  for (let i = 0; i < stack.length; i++) {
    const f = stack[i];
    const b = base[i];
    if (f === b) continue;
    if (b !== undefined && sameData(f, b)) stack[i] = b;
    else {
      same = false;
      freezeNew(f);
    }
  }
  return same ? base : (Object.freeze(stack) as GameState['stack']);
}
