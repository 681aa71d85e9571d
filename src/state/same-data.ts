/**
 * Whether two values are the same data, key order included (a record's key order decides the
 * order the rules and the estimate visit its entries, so positions equal but for it could still
 * be scored differently, and a step's frame given back for an equal one must keep the order the
 * rules made). Positions share every object the rules did not replace (./copy.ts), so most
 * comparisons end at `a === b`. Used by the System Player's search (src/solo/policy.ts) and by
 * `sealState`.
 */
export function sameData(a: unknown, b: unknown): boolean {
  // Object.is: 0 and -0 are not the same number (a NaN is the same as a NaN).
  if (Object.is(a, b)) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const ky = Object.keys(y);
  let i = 0;
  for (const k of Object.keys(x)) if (k !== ky[i++] || !sameData(x[k], y[k])) return false;
  return i === ky.length;
}
