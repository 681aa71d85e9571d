/**
 * Issue 22 point 6: deep or cyclic input ends in a typed error, never a RangeError (stack
 * overflow). Objects and arrays nest at most 16 levels (a state nests 5 below `state`; a cycle is
 * infinitely deep), checked in one bounded pass before anything recurses (src/state/bounds.ts).
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, DeterminizeError, SaveFormatError, check, createGame, createScenario, deserialize, determinize, serialize, view, type Action } from '../../src/index.js';
import { midGame, throwsTyped } from './helpers.js';

/** `{ a: { a: { ... } } }`, `depth` levels. */
function deep(depth: number): Record<string, unknown> {
  let v: Record<string, unknown> = {};
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

describe('deep and cyclic input (issue 22 point 6)', () => {
  it('a 5,000-deep JSON save', () => {
    const raw = JSON.parse(serialize(midGame)) as { state: Record<string, unknown> };
    raw.state['over'] = deep(5000);
    throwsTyped(() => deserialize(JSON.stringify(raw)), SaveFormatError, 'out-of-bounds', /^state\.over(\.a)+$/);
    const arrays = `{"format":"blackbeard-engine/game","version":9,"state":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    throwsTyped(() => deserialize(arrays), SaveFormatError, 'out-of-bounds', /^state(\.0)+$/);
  });

  it('a cyclic scenario spec, and a deep one', () => {
    const pirate: Record<string, unknown> = { owner: 'A', at: 'south-atlantic' };
    pirate['info'] = pirate;
    throwsTyped(() => createScenario({ players: 3, pirates: { condent: pirate } } as never), ConfigError, 'out-of-bounds', /^pirates\.condent(\.info)+$/);
    throwsTyped(() => createScenario({ players: 3, solo: deep(5000) } as never), ConfigError, 'out-of-bounds', /^solo(\.a)+$/);
  });

  it('deep or cyclic components and options in createGame', () => {
    throwsTyped(() => createGame({ players: 3, seed: 1, components: deep(5000) }), ConfigError, 'out-of-bounds', /^components(\.a)+$/);
    throwsTyped(() => createGame({ players: 3, seed: 1, options: deep(5000) as never }), ConfigError, 'out-of-bounds', /^options(\.a)+$/);
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    throwsTyped(() => createGame({ players: 3, seed: 1, options: cyclic as never }), ConfigError, 'out-of-bounds', /^options(\.self)+$/);
    throwsTyped(() => createGame({ players: 3, seed: 1, components: cyclic }), ConfigError, 'out-of-bounds', /^components(\.self)+$/);
  });

  it('a deep action, a deep or cyclic view', () => {
    const r = check(midGame, { type: 'move', player: 'A', pirate: 'vane', to: deep(5000) } as unknown as Action);
    expect(r.ok ? null : r.error.code).toBe('malformed-action');
    const v = view(midGame, 'A');
    const cyclic = { ...v, turn: { ...v.turn } } as Record<string, unknown>;
    (cyclic['turn'] as Record<string, unknown>)['kcActing'] = cyclic;
    throwsTyped(() => determinize(cyclic as never, 1), DeterminizeError, 'out-of-bounds', /^turn\.kcActing/);
    throwsTyped(() => determinize({ ...v, over: deep(5000) } as never, 1), DeterminizeError, 'out-of-bounds', /^over(\.a)+$/);
  });
});
