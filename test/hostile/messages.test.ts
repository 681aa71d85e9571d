/**
 * Issue 22 point 7: an error message quotes at most about 200 characters of the input it refuses
 * (one helper, `clip` in src/state/bounds.ts). A 50 MB card id used to make a 50 MB message, an
 * action with a million keys a 10.9 MB one.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, SaveFormatError, check, createGame, createScenario, deserialize, pending, serialize, type Action } from '../../src/index.js';
import { midGame, throwsTyped } from './helpers.js';

/** Longest message allowed: the engine's own words and a path, plus about 200 quoted characters. */
const SHORT = 400;

/** A kebab-case id of `n` characters (within the bounds of 4,096 a string: the quote is clipped, not refused). */
const longId = (n: number): string => 'a'.repeat(n);

describe('messages quote at most about 200 characters of input (issue 22 point 7)', () => {
  it('apply / check: an unknown card, Pirate or port with a 4,000-character id; unknown keys; a 50 MB id; a million keys', () => {
    const p = pending(midGame);
    if (p.kind !== 'decision') throw new Error('a decision was expected');
    const wide: Record<string, unknown> = { type: 'pass', player: p.player };
    for (let i = 0; i < 1e6; i++) wide[`k${i}`] = i;
    const cases: unknown[] = [
      { type: 'playCard', player: p.player, card: longId(4000), pirate: null },
      { type: 'discardForActions', player: p.player, card: longId(4000) },
      { type: 'move', player: p.player, pirate: longId(4000), to: { kind: 'sea', area: 'south-atlantic' } },
      { type: 'loot', player: p.player, pirate: Object.keys(midGame.pirates)[0], port: longId(4000) },
      { type: 'pass', player: p.player, [longId(190)]: 1, [`b${longId(190)}`]: 2, [`c${longId(190)}`]: 3 },
      { type: longId(4000) },
      { type: 'playCard', player: p.player, card: longId(50e6), pirate: null },
      wide,
    ];
    for (const action of cases) {
      const r = check(midGame, action as Action);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message.length, r.error.message.slice(0, 300)).toBeLessThan(SHORT);
    }
  });

  it('deserialize: a long version, an unknown id in a pile, unknown keys', () => {
    const raw = JSON.parse(serialize(midGame)) as { version: unknown; state: Record<string, unknown> };
    const version = throwsTyped(() => deserialize(JSON.stringify({ ...raw, version: longId(4000) })), SaveFormatError, 'unsupported-version');
    expect(version.message.length).toBeLessThan(SHORT);
    const deck = { ...(raw.state['deck'] as Record<string, number>), [longId(199)]: 1 };
    const pile = throwsTyped(() => deserialize(JSON.stringify({ ...raw, state: { ...raw.state, deck } })), SaveFormatError, 'invalid-position');
    expect(pile.message.length).toBeLessThan(SHORT);
    const extra: Record<string, unknown> = { ...raw.state };
    for (let i = 0; i < 20; i++) extra[`${longId(150)}${i}`] = 1;
    const keys = throwsTyped(() => deserialize(JSON.stringify({ ...raw, state: extra })), SaveFormatError, 'invalid-shape');
    expect(keys.message.length).toBeLessThan(SHORT);
  });

  it('createGame and createScenario: unknown keys and ids', () => {
    const options: Record<string, boolean> = {};
    for (let i = 0; i < 40; i++) options[`${longId(150)}${i}`] = true;
    expect(throwsTyped(() => createGame({ players: 3, seed: 1, options }), ConfigError, 'unknown-key').message.length).toBeLessThan(SHORT);
    const config: Record<string, unknown> = { players: 3, seed: 1 };
    for (let i = 0; i < 40; i++) config[`${longId(150)}${i}`] = true;
    expect(throwsTyped(() => createGame(config as never), ConfigError, 'unknown-key').message.length).toBeLessThan(SHORT);
    expect(throwsTyped(() => createScenario({ players: 3, ...config } as never), ConfigError, 'unknown-key').message.length).toBeLessThan(SHORT);
    expect(throwsTyped(() => createScenario({ players: 3, hands: { A: [longId(4000)] } }), ConfigError, 'invalid-position').message.length).toBeLessThan(SHORT);
  });
});
