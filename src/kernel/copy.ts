/**
 * Copy on first write: how `apply` stays pure, frozen in development and structurally shared
 * without proxies. The rules of a game change a working copy of the state; whatever they have not
 * asked to change is still the input's own object, shared. A rule that changes a shared record asks
 * for it first ({@link ownCopy}): it is then copied once per context and the copy is written.
 * `ctx.owned` holds what a context has copied; `null` means it owns everything (the simulator's
 * private clone). After the rules run, `apply` freezes the new objects ({@link sealNew}); shared
 * ones are frozen already, so in development a rule that writes a shared object without asking
 * throws (every test and the fuzz).
 *
 * A game writes its own working copy and typed accessors on top of these (Blackbeard:
 * src/state/copy.ts), because which records exist and which are copied whole is the game's shape.
 */

/** What the copy helpers need of a rule context. */
export interface Owner {
  owned: Set<object> | null;
}

/**
 * `v` as the context's own object, free to change: `v` itself when the context already owns it (or
 * owns everything), else `copy(v)`, remembered as owned. The caller stores the copy where `v` was.
 */
export function ownCopy<V extends object>(ctx: Owner, v: V, copy: (v: V) => V): V {
  const owned = ctx.owned;
  if (owned === null || owned.has(v)) return v;
  const c = copy(v);
  owned.add(c);
  return c;
}

/**
 * A deep copy of plain JSON data (a frame stack). Each object is cloned by a spread first, which
 * keeps its fields inside the object like the original (a key-by-key copy does not), then its
 * nested values are copied in place.
 */
export function deepJson<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    // Most lists in frames hold ids: a slice, then only their objects are copied.
    const a: unknown[] = v.slice();
    for (let i = 0; i < a.length; i++) {
      const x = a[i];
      if (x !== null && typeof x === 'object') a[i] = deepJson(x);
    }
    return a as T;
  }
  const out = { ...v } as Record<string, unknown>;
  for (const k in out) {
    const x = out[k];
    // Own keys only: a value inherited from a polluted Object.prototype is not copied in. Checked
    // only for objects, which are rare here: `Object.keys` cost Blackbeard's simulator 15%.
    if (x !== null && typeof x === 'object' && Object.hasOwn(out, k)) out[k] = deepJson(x);
  }
  return out as T;
}

/**
 * A shallow copy of a record, key by key: for a record V8 keeps as a hash map (one that entries are
 * deleted from) this measured 2-3x faster than a spread.
 */
export function keyByKey<T>(r: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  let last: string | undefined;
  for (const k in r) out[(last = k)] = r[k] as T;
  // A for…in lists the own keys first (ES2020), then any a polluted Object.prototype adds: a last
  // key that is not own means the copy took some in, so it is made again from the own keys. One
  // check a copy: `Object.keys` here cost Blackbeard's simulator about 10%.
  if (last !== undefined && !Object.hasOwn(r, last)) return Object.fromEntries(Object.keys(r).map((k) => [k, r[k] as T]));
  return out;
}

/** Deep-freeze every object not frozen yet (frozen ones are shared and already final). */
export function freezeNew<T>(v: T): T {
  if (v === null || typeof v !== 'object' || Object.isFrozen(v)) return v;
  Object.freeze(v);
  for (const k in v as Record<string, unknown>) if (Object.hasOwn(v, k)) freezeNew((v as Record<string, unknown>)[k]);
  return v;
}

/**
 * States are frozen in development (DESIGN: immutable, frozen in development), so rule code that
 * mutated shared data fails loudly in every test; production (NODE_ENV=production) skips it.
 */
export const FREEZE = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.['NODE_ENV'] !== 'production';

/** The final step of every state transition: freeze the new parts (in development). */
export function sealNew<S>(s: S): S {
  return FREEZE ? freezeNew(s) : s;
}
