/**
 * GameEventSchema is the contract of every event the engine emits (DESIGN "Events"): real games,
 * with the options that change which events occur (secret deployment, the Pirate draft, random
 * deployment, solitaire, 6+ players), run through the public `apply`, and every event must parse
 * against the strict union: no undeclared fact, no wrong type, no event type missing from it.
 */
import { describe as group, expect, it } from 'vitest';
import { createGameWithEvents, GameEventSchema, type GameConfig, type GameEvent } from '../../src/index.js';
import { simulateGame } from '../../src/cli/simulate.js';

const CONFIGS: GameConfig[] = [
  { players: 4, seed: 1 },
  { players: 3, seed: 7, options: { secretDeployment: true } },
  { players: 5, seed: 11, options: { pirateDraft: true, randomDeployment: true } },
  { players: 2, seed: 23, options: { gameLength: 'long' } },
  { players: 1, seed: 5 },
  { players: 1, seed: 9 },
  { players: 6, seed: 3 },
];

function playAll(config: GameConfig): GameEvent[] {
  const { state, events } = createGameWithEvents({ ...config, randomness: 'seeded' });
  const all = [...events];
  simulateGame({ ...config, randomness: 'seeded' }, state, (evs) => all.push(...evs));
  return all;
}

group('GameEventSchema: every emitted event parses', () => {
  const seen = new Set<string>();
  for (const config of CONFIGS) {
    it(`${config.players} player(s), seed ${config.seed}${config.options ? ` ${JSON.stringify(config.options)}` : ''}`, () => {
      const bad: string[] = [];
      for (const e of playAll(config)) {
        seen.add(e.type);
        // A round trip through JSON, as a client receives it: `undefined` facts vanish.
        const r = GameEventSchema.safeParse(JSON.parse(JSON.stringify(e)));
        if (!r.success && bad.length < 5) bad.push(`${JSON.stringify(e)}\n  ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
      }
      expect(bad).toEqual([]);
    });
  }
  it('the games above cover most event types (the union is not checked against nothing)', () => {
    expect(seen.size).toBeGreaterThan(60);
  });
});
