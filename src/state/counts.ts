import type { Counts } from './schema.js';

/** Multiset helpers for decks and pools (DESIGN: decks and pools are counts, not orders). */
export function addCount(c: Counts, id: string, n = 1): void {
  c[id] = (c[id] ?? 0) + n;
}

export function takeCount(c: Counts, id: string, n = 1): void {
  const have = c[id] ?? 0;
  if (have < n) throw new Error(`internal: cannot take ${n} ${id} from a pool holding ${have}`);
  if (have === n) delete c[id];
  else c[id] = have - n;
}

export function total(c: Counts): number {
  let t = 0;
  for (const k in c) t += c[k] ?? 0;
  return t;
}

/** Insert into a sorted id list (hands are kept sorted so equal hands are equal data). */
export function insertSorted(list: string[], id: string): void {
  let i = list.length;
  while (i > 0 && (list[i - 1] ?? '') > id) i--;
  list.splice(i, 0, id);
}

export function removeOne(list: string[], id: string): void {
  const i = list.indexOf(id);
  if (i < 0) throw new Error(`internal: ${id} not in list`);
  list.splice(i, 1);
}
