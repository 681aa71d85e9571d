/**
 * Copy on first write: how `apply` stays pure, frozen and structurally shared without proxies. The rules of a game change a working copy of the state; whatever they have not
 * asked to change is still the input's own object, shared. A rule that changes a shared record asks
 * for it first ({@link ownCopy}): it is then copied once per context and the copy is written.
 * `ctx.owned` holds what a context has copied; `null` means it owns everything (the simulator's
 * private clone). After the rules run, `apply` freezes the new objects ({@link sealNew}); shared
 * ones are frozen already, so a rule that writes a shared object without asking throws (every test
 * and the fuzz), and a caller can change no state the engine made, in any mode (issue 22 point 3).
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

/**
 * Deep-freeze every object not frozen yet: the full walk, for a state that comes from outside the
 * engine (a save, a caller's copy). A frozen object is taken as frozen through (the engine freezes
 * nothing else halfway).
 */
export function freezeNew<T>(v: T): T {
  if (v === null || typeof v !== 'object' || Object.isFrozen(v)) return v;
  Object.freeze(v);
  // Indexes for a list: a `for…in` over an array walks string keys, measured several times slower.
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const x: unknown = v[i];
      if (x !== null && typeof x === 'object') freezeNew(x);
    }
    return v;
  }
  const r = v as Record<string, unknown>;
  for (const k in r) {
    const x = r[k];
    if (x !== null && typeof x === 'object' && Object.hasOwn(r, k)) freezeNew(x);
  }
  return v;
}

/**
 * Freeze what one step made: `next` against `base`, the frozen state it was made from. A value that
 * is the very object found at the same place in `base` is shared, and frozen already: it is not
 * walked, so the work grows with what the step changed, not with the size of the state. (A game can
 * do better in its own `seal`: Blackbeard's also gives back the old state's objects for the copies
 * a step left unchanged, src/state/copy.ts.)
 */
export function freezeChanged<T>(next: T, base: unknown): T {
  if (next === null || typeof next !== 'object' || next === base || Object.isFrozen(next)) return next;
  Object.freeze(next);
  const b = base !== null && typeof base === 'object' ? (base as Record<string, unknown>) : undefined;
  if (Array.isArray(next)) {
    for (let i = 0; i < next.length; i++) {
      const x: unknown = next[i];
      if (x !== null && typeof x === 'object') freezeChanged(x, b?.[i]);
    }
    return next;
  }
  const r = next as Record<string, unknown>;
  for (const k in r) {
    const x = r[k];
    if (x !== null && typeof x === 'object' && Object.hasOwn(r, k)) freezeChanged(x, b !== undefined && Object.hasOwn(b, k) ? b[k] : undefined);
  }
  return next;
}

/**
 * Development mode (any NODE_ENV but 'production'): stricter internal checks, such as a rule that
 * writes a record it did not ask for failing loudly instead of being copied. States are frozen in
 * every mode (issue 22 point 3); this changes nothing a caller sees.
 */
export const DEVELOPMENT = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.['NODE_ENV'] !== 'production';

/**
 * The final step of a state transition: freeze what is new. With `base` (the engine state the step
 * started from), only the places that differ from it are walked; without, everything not yet frozen.
 */
export function sealNew<S>(s: S, base: S | null = null): S {
  return base === null ? freezeNew(s) : freezeChanged(s, base);
}
