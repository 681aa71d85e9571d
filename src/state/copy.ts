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
const ENTRY_COPIED = new Set<string>(['pirates', 'players', 'merchants', 'kcs']);

function shallow<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  return (Array.isArray(v) ? v.slice() : { ...v }) as T;
}

function deep<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(deep) as T;
  const out: Record<string, unknown> = {};
  for (const k in v) out[k] = deep((v as Record<string, unknown>)[k]);
  return out as T;
}

/** A private, fully mutable copy of a state (the simulator's), sharing only the component set. */
export function deepCopy(s: GameState): GameState {
  const components = s.components;
  const out: GameState = deep<GameState>({ ...s, components: null });
  out.components = components;
  return out;
}

/** A working copy of `s` for the rules to mutate (see above). `s` itself is never touched. */
export function workingCopy(s: GameState): GameState {
  const w: Record<string, unknown> = {};
  for (const key in s) {
    const v = (s as unknown as Record<string, unknown>)[key];
    if (key === 'stack' || key === 'turn') w[key] = deep(v);
    else if (key === 'config' || key === 'components') w[key] = v;
    else if (ENTRY_COPIED.has(key) && v && typeof v === 'object') {
      const rec: Record<string, unknown> = {};
      for (const id in v as Record<string, unknown>) rec[id] = shallow((v as Record<string, unknown>)[id]);
      w[key] = rec;
    } else w[key] = shallow(v);
  }
  return w as unknown as GameState;
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
