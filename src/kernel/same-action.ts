/**
 * Structural equality of two actions (plain JSON data), ignoring property order and `undefined`
 * fields. Own keys only: a polluted Object.prototype cannot make two actions differ or agree.
 */
export function sameAction(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameAction(a[i], b[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let n = 0;
  for (const k in x) {
    if (!Object.hasOwn(x, k) || x[k] === undefined) continue;
    if (!Object.hasOwn(y, k) || !sameAction(x[k], y[k])) return false;
    n++;
  }
  let m = 0;
  for (const k in y) if (Object.hasOwn(y, k) && y[k] !== undefined) m++;
  return n === m;
}
