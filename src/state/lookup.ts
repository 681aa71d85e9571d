/**
 * Prototype-free lookups (issue 15 point 3). Records keyed by id (component tables, the state's
 * pieces and pools) are plain objects, so `record['constructor']` finds Object.prototype's function:
 * an id that is not a key must never reach a lookup through the prototype. Every boundary
 * (`createScenario`, `deserialize`, `apply`/`check`) checks ids with these before the rules see them.
 */

/** Whether `id` is an own key of `record` (never one inherited from Object.prototype). */
export function hasId(record: object, id: string): boolean {
  return Object.hasOwn(record, id);
}

/** The entry for `id`, or undefined when `id` is not an own key (`constructor`, `toString` ...). */
export function lookup<T>(record: Readonly<Record<string, T>> | Readonly<Partial<Record<string, T>>>, id: string): T | undefined {
  return Object.hasOwn(record, id) ? record[id] : undefined;
}

/** The count of `id` in a multiset (0 when absent, and for inherited names). */
export function countOf(counts: Readonly<Record<string, number>>, id: string): number {
  return Object.hasOwn(counts, id) ? (counts[id] ?? 0) : 0;
}

/**
 * The dotted path of the first own `__proto__` key in plain JSON data, or null. JSON.parse makes
 * such keys own properties; zod's records skip them silently, so the boundaries look for them first
 * and refuse them as unknown keys (issue 15 point 3).
 */
export function protoKeyPath(v: unknown, path: readonly string[] = []): string | null {
  if (v === null || typeof v !== 'object') return null;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const p = protoKeyPath(v[i], [...path, String(i)]);
      if (p !== null) return p;
    }
    return null;
  }
  if (Object.hasOwn(v, '__proto__')) return [...path, '__proto__'].join('.');
  for (const k of Object.keys(v)) {
    const p = protoKeyPath((v as Record<string, unknown>)[k], [...path, k]);
    if (p !== null) return p;
  }
  return null;
}
