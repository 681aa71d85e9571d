/**
 * Hidden information the kernel knows how to keep (DESIGN "Hidden information"):
 * - a **hidden commitment**: a value only its owner sees until it is revealed (a card announced face
 *   down, an order written in secret);
 * - **hidden per-player counters**: numbers only their owner sees (gold kept on a ship);
 * - a **simultaneous secret choice**: every listed player commits, in any order, and nothing is
 *   revealed until all have (the frame's node is `simultaneous` until then).
 *
 * The values live in the game's state, where the game keeps them; a game's `view` shows them to a
 * viewer through {@link seenBy}, {@link countersSeenBy} and {@link choiceSeenBy}, so no view depends on
 * what its viewer may not know.
 */

/** A value only `owner` sees until `revealed`. Plain JSON data. */
export interface Hidden<V> {
  owner: string;
  value: V;
  revealed: boolean;
}

/** Commit `value` face down for `owner`. */
export function hide<V>(owner: string, value: V): Hidden<V> {
  return { owner, value, revealed: false };
}

/** The same commitment turned face up (a new object: states are immutable). */
export function reveal<V>(h: Hidden<V>): Hidden<V> {
  return { owner: h.owner, value: h.value, revealed: true };
}

/** What `viewer` knows of a hidden value: the value if he owns it or it is revealed, else null. */
export function seenBy<V>(h: Hidden<V>, viewer: string | null): V | null {
  return h.revealed || h.owner === viewer ? h.value : null;
}

/** Per-player counters only their owner sees, keyed by player. */
export type HiddenCounters = Record<string, number>;

/** The counters as `viewer` sees them: his own number, null for everyone else's. */
export function countersSeenBy(c: HiddenCounters, viewer: string | null): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const p of Object.keys(c)) out[p] = p === viewer ? (c[p] ?? 0) : null;
  return out;
}

/** A simultaneous secret choice under way: who has yet to commit, and the commitments so far. */
export interface SecretChoice<V> {
  /** Players still to commit, in a fixed order (the simulator and bots ask them in it). */
  waiting: string[];
  /** Each player's commitment, face down until everyone has committed. */
  commits: Record<string, Hidden<V>>;
}

/** Start a choice every one of `players` must make. */
export function startChoice<V>(players: readonly string[]): SecretChoice<V> {
  return { waiting: [...players], commits: {} };
}

/**
 * Record `player`'s commitment (mutates `c`, which must be the context's own copy). Returns true
 * when it was the last one: every commitment is then turned face up at once.
 */
export function commitChoice<V>(c: SecretChoice<V>, player: string, value: V): boolean {
  const i = c.waiting.indexOf(player);
  if (i < 0) throw new Error(`internal: ${player} is not waiting to commit`);
  c.waiting.splice(i, 1);
  c.commits[player] = hide(player, value);
  if (c.waiting.length > 0) return false;
  for (const p of Object.keys(c.commits)) c.commits[p] = reveal(c.commits[p] as Hidden<V>);
  return true;
}

/** The choice as `viewer` sees it: who has committed (public), and only his own value until all have. */
export function choiceSeenBy<V>(c: SecretChoice<V>, viewer: string | null): { waiting: string[]; committed: string[]; values: Record<string, V | null> } {
  const values: Record<string, V | null> = {};
  for (const p of Object.keys(c.commits)) values[p] = seenBy(c.commits[p] as Hidden<V>, viewer);
  return { waiting: [...c.waiting], committed: Object.keys(c.commits), values };
}

/** Every committed value, once all are revealed. */
export function revealedChoices<V>(c: SecretChoice<V>): Record<string, V> {
  const out: Record<string, V> = {};
  for (const p of Object.keys(c.commits)) {
    const h = c.commits[p] as Hidden<V>;
    if (!h.revealed) throw new Error('internal: a secret choice read before everyone committed');
    out[p] = h.value;
  }
  return out;
}
