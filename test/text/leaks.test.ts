/**
 * Issue 23 point 2: no component id in any text a player reads. A few random games of each kind
 * here (2-5 players, 6-10, solitaire, in both editions); `npm run text-leaks` plays 1,000 of each
 * in CI (.ci/run). test/text/leaks.ts says what is checked; test/ids.ts states the id rule.
 */
import { describe, expect, it } from 'vitest';
import { LEAK_KINDS, leakGame } from './leaks.js';
import { componentIds, idsIn } from '../ids.js';

/** Games of each kind in `npm test` (about 10 s for the six kinds together). */
const GAMES = 10;

describe('no component id in any text (issue 23 point 2)', () => {
  it.each(LEAK_KINDS)('%s: events, actions, pending decisions and chance labels', (kind) => {
    let texts = 0;
    const leaks: string[] = [];
    for (let i = 0; i < GAMES; i++) {
      const r = leakGame(kind, i);
      texts += r.texts;
      leaks.push(...r.leaks);
    }
    expect(leaks).toEqual([]);
    expect(texts).toBeGreaterThan(1000 * GAMES);
  });

  it('the check finds ids as whole words, case-sensitively, and leaves names and English words alone', () => {
    const ids = componentIds();
    expect(idsIn('Attack roll of condent on san-juan (9.52)', ids)).toEqual(['condent', 'san-juan']);
    expect(idsIn('Booty of Boston on the atlantic column', ids)).toEqual(['atlantic']);
    expect(idsIn('Christopher Condent attacks San Juan; Edward Low and Lowther; a new captain', ids)).toEqual([]);
    expect(idsIn('a Sloop, not a sloop-rigged ship', ids)).toEqual([]);
    expect(idsIn('in a sloop', ids)).toEqual(['sloop']);
  });
});
