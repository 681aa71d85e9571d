/**
 * A small seeded generator for a player's or a tool's own choices: a bot picking among legal
 * actions, a test or fuzz script choosing its moves. Not the game's chance: dice and draws use the
 * pure-rand generator kept in the state (./chance.ts), so the same game seed replays the same game
 * whatever a bot draws here.
 */

/**
 * mulberry32 (Tommy Ettinger's 32-bit generator): a function returning a number in [0, 1) at each
 * call, from a 32-bit state seeded with `seed` (taken as an unsigned 32-bit integer, so `seed` and
 * `seed + 2 ** 32` give the same numbers). The same seed gives the same numbers on every platform:
 * bots, fuzz scripts and tests that store a seed rely on it, and the sequence must never change.
 * Fast and well spread for sampling, with a period of 2^32; not for anything secret.
 *
 * @example
 * const rand = mulberry32(42);
 * const pick = legal[Math.floor(rand() * legal.length)];
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
