import type { GameState } from './schema.js';

/**
 * How `apply` stays pure, frozen and structurally shared without proxies.
 *
 * The rules mutate a working copy in which the root, every top-level value and every entry of the
 * piece records (pirates, players, merchants, KCs) and the frame stack are fresh copies. Anything
 * deeper (a Pirate's Holds, Hostages and Information, a player's hands, the config, the component
 * set) is shared with the input, frozen, and replaced rather than mutated by the rules
 * (`p.holds = [...p.holds, cargo]`). After the rules run, the new objects are frozen; shared ones
 * already are. Rule code that mutated a shared object in place would throw (frozen), which the
 * conformance suite would catch.
 *
 * This replaced immer's `produce`, measured at 0.6x of a JSON deep-clone baseline on this engine
 * (every read through a proxy trap); see docs/guide.md "Performance".
 */
function deep<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(deep) as T;
  const out: Record<string, unknown> = {};
  for (const k in v) out[k] = deep((v as Record<string, unknown>)[k]);
  return out as T;
}

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

/** A record whose entries are fresh shallow copies (the rules mutate entries in place). */
function copyEntries<T extends object>(r: Partial<Record<string, T>>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const id in r) {
    const v = r[id];
    if (v) out[id] = { ...v };
  }
  return out;
}

/**
 * A shallow copy of a record. Key by key: for the count records (up to 23 keys, in whatever order
 * play added them) this measured about 4x faster than `Object.assign` or a spread.
 */
function copyRecord<T>(r: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const k in r) out[k] = r[k] as T;
  return out;
}

/** A working copy of `s` for the rules to mutate (see above). `s` itself is never touched. */
export function workingCopy(s: GameState): GameState {
  return {
    version: s.version,
    config: s.config,
    components: s.components,
    rng: s.rng ? s.rng.slice() : null,
    players: copyEntries(s.players) as GameState['players'],
    order: s.order.slice(),
    turn: deep(s.turn),
    stack: deep(s.stack),
    deck: copyRecord(s.deck),
    discard: copyRecord(s.discard),
    removed: copyRecord(s.removed),
    setAside: copyRecord(s.setAside),
    generalPardon: { ...s.generalPardon },
    pirateDeck: s.pirateDeck.slice(),
    pirates: copyEntries(s.pirates),
    retired: s.retired.slice(),
    eliminated: s.eliminated.slice(),
    merchants: copyEntries(s.merchants),
    merchantPool: copyRecord(s.merchantPool),
    hostagePool: copyRecord(s.hostagePool),
    warshipPool: copyRecord(s.warshipPool),
    warships: copyRecord(s.warships),
    kcPool: s.kcPool.slice(),
    kcs: copyEntries(s.kcs),
    kcsRemoved: s.kcsRemoved.slice(),
    governors: copyRecord(s.governors),
    proGovernorSupply: s.proGovernorSupply.slice(),
    antiGovernorSupply: s.antiGovernorSupply,
    governorsRemoved: { ...s.governorsRemoved },
    antiGovernorProxies: s.antiGovernorProxies,
    destroyedPorts: s.destroyedPorts.slice(),
    attackedPorts: s.attackedPorts.slice(),
    over: s.over,
    // Solitaire: replaced whole by the rules (src/solo), never mutated in place.
    solo: s.solo,
  };
}

/** Deep-freeze every object not frozen yet (frozen ones are shared and already final). */
export function freezeNew<T>(v: T): T {
  if (v === null || typeof v !== 'object' || Object.isFrozen(v)) return v;
  Object.freeze(v);
  for (const k in v as Record<string, unknown>) freezeNew((v as Record<string, unknown>)[k]);
  return v;
}

/**
 * States are frozen in development (DESIGN: immutable, frozen in development), so rule code that
 * mutated shared data would fail loudly in every test; production (NODE_ENV=production) skips it.
 */
const FREEZE = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.['NODE_ENV'] !== 'production';

/** The final step of every state transition: freeze the new parts (in development). */
export function sealState(s: GameState): GameState {
  return FREEZE ? freezeNew(s) : s;
}
