/**
 * The bots' own generator (mulberry32 on a 32-bit seed): a number in [0, 1) per call. A bot's
 * choices never draw on the game's seeded generator, so the same game seed replays the same game
 * whichever bots play it.
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
