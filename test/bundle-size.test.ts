/**
 * scripts/bundle-size.ts measures what the play path weighs in a browser bundle (issue 14 point 3):
 * its figures must add up, and leaving zod out must remove exactly zod's share.
 */
import { describe, expect, it } from 'vitest';
import { PLAY_PATH, measure } from '../scripts/bundle-size.js';

describe('scripts/bundle-size.ts', () => {
  it('bundles the play path and accounts for its bytes by origin', async () => {
    const m = await measure();
    const sum = m.parts.zod + m.parts.data + m.parts.engine + m.parts.other;
    expect(sum).toBeLessThanOrEqual(m.minified);
    expect(sum).toBeGreaterThan(m.minified * 0.95);
    expect(m.gzip).toBeGreaterThan(0);
    expect(m.gzip).toBeLessThan(m.minified);
    // The component data (src/tables) is on the play path: describe names ids, createGame deals cards.
    expect(m.parts.data).toBeGreaterThan(0);
    const bare = await measure(PLAY_PATH, true);
    expect(bare.parts.zod).toBe(0);
    expect(m.minified - bare.minified).toBeGreaterThanOrEqual(m.parts.zod * 0.99);
  }, 60_000);

  it('a smaller import weighs less than the whole play path', async () => {
    const all = await measure();
    const one = await measure(['describe'], true);
    expect(one.minified).toBeLessThan(all.minified);
  }, 60_000);
});
