import type { Counts } from './schema.js';

/** Multiset helpers for decks and pools (DESIGN: decks and pools are counts, not orders). */
export function addCount(c: Counts, id: string, n = 1): void {
  c[id] = (c[id] ?? 0) + n;
}

/**
 * Take `n` of `id` from a pool. A count that reaches 0 stays, as 0: absent and 0 mean the same
 * everywhere, and deleting a key turns the record into a slow hash map in V8 for good (drawing
 * from the Event deck, the hottest pool, ran about 20% slower that way).
 */
export function takeCount(c: Counts, id: string, n = 1): void {
  const have = c[id] ?? 0;
  if (have < n) throw new Error(`internal: cannot take ${n} ${id} from a pool holding ${have}`);
  c[id] = have - n;
}

export function total(c: Counts): number {
  let t = 0;
  for (const k of Object.keys(c)) t += c[k] ?? 0;
  return t;
}

/** A sorted id list with `id` added (hands are kept sorted so equal hands are equal data). */
export function withSorted(list: readonly string[], id: string): string[] {
  const out: string[] = [];
  let placed = false;
  for (const x of list) {
    if (!placed && x > id) {
      out.push(id);
      placed = true;
    }
    out.push(x);
  }
  if (!placed) out.push(id);
  return out;
}

/** The list without one occurrence of `id` (a new array: no splice on shared state). */
export function withoutOne(list: readonly string[], id: string): string[] {
  const i = list.indexOf(id);
  if (i < 0) throw new Error(`internal: ${id} not in list`);
  const out = list.slice(0, i);
  for (let k = i + 1; k < list.length; k++) out.push(list[k] as string);
  return out;
}
