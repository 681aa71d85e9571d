/**
 * scripts/bundle-size.ts measures what the play path weighs in a browser bundle (issue 14 point 3):
 * its figures must add up, the play path must carry no zod (from the main entry, tree-shaken, or
 * from blackbeard-engine/core), and it must stay within the budget CI enforces.
 */
import { describe, expect, it } from 'vitest';
import { MAX_GZIP_KB, PARTS, PLAY_PATH, measure, shares } from '../scripts/bundle-size.js';

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
  }, 60_000);

  it('the play path loads no zod and stays within the budget', async () => {
    const m = await measure();
    expect(m.parts.zod).toBe(0);
    expect(m.gzip).toBeLessThanOrEqual(MAX_GZIP_KB * 1024);
    const core = await measure(PLAY_PATH, false, './src/core.ts');
    expect(core.parts.zod).toBe(0);
  }, 60_000);

  it('the schemas bring zod: what the play path leaves out', async () => {
    const withSchemas = await measure([...PLAY_PATH, 'ActionSchema']);
    expect(withSchemas.parts.zod).toBeGreaterThan(100 * 1024);
    const bare = await measure([...PLAY_PATH, 'ActionSchema'], true);
    expect(bare.parts.zod).toBe(0);
  }, 60_000);

  it('a smaller import weighs less than the whole play path', async () => {
    const all = await measure();
    const one = await measure(['describe'], true);
    expect(one.minified).toBeLessThan(all.minified);
  }, 60_000);

  it('says what each part adds to the gzip size, and the parts and the rest add up', async () => {
    const whole = await measure(PLAY_PATH, true);
    const s = await shares();
    expect(s.parts.map((p) => p.name)).toEqual(PARTS.map((p) => p.name));
    for (const p of s.parts) expect(p.gzip).toBeGreaterThan(1024);
    expect(s.parts.reduce((n, p) => n + p.gzip, 0) + s.rest).toBe(whole.gzip);
    // Leaving solitaire out leaves no solitaire file in the bundle.
    const noSolo = await measure(PLAY_PATH, true, './src/index.ts', [PARTS[0]!.files]);
    expect(noSolo.minified).toBeLessThan(whole.minified - 20 * 1024);
  }, 120_000);
});
