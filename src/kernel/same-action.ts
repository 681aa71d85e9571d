/**
 * Structural equality of two actions (plain JSON data), ignoring property order and `undefined`
 * fields. The key loops are plain `for…in`: a key a polluted Object.prototype adds is seen on both
 * sides alike, so it changes no answer, and an own-key check here (run for every listed action at
 * every step) cost the public `apply` several per cent.
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
    if (x[k] === undefined) continue;
    if (!sameAction(x[k], y[k])) return false;
    n++;
  }
  // Stop as soon as `b` has more keys than `a`: `a` is one of the engine's small listed actions and
  // `b` may be a caller's object with a million keys (the check costs what `a` costs, not `b`).
  let m = 0;
  for (const k in y) if (y[k] !== undefined && ++m > n) return false;
  return n === m;
}
