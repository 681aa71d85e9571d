/**
 * Shared by the issue 22 hostile tests: positions reached by seeded play, and a check that a call
 * throws the typed error expected (class, code, path), never a plain Error or a RangeError.
 */
import { expect } from 'vitest';
import { apply, createGame, legalActions, pending, randomBot, type GameState } from '../../src/index.js';

/** A seeded game played by a random bot until `ready` (at most `steps` decisions). */
export function playUntil(players: number, seed: number, ready: (s: GameState) => boolean, steps = 400): GameState {
  let s = createGame({ players, seed });
  const bot = randomBot(seed);
  for (let i = 0; i < steps && !ready(s); i++) {
    const p = pending(s);
    if (p.kind !== 'decision') break;
    s = apply(s, bot(s, p.player, legalActions(s, p.player))).state;
  }
  if (!ready(s)) throw new Error('the position was not reached');
  return s;
}

/** A 3-player game at a Card Play Phase, with Pirates in play. */
export const midGame = playUntil(3, 7, (s) => s.turn.phase === 'play' && Object.keys(s.pirates).length >= 2);

interface Typed {
  code: string;
  path?: string;
  message: string;
}

/** `f` throws an instance of `type` with this code (and path, when given); returns the error. */
export function throwsTyped<E extends Typed>(f: () => unknown, type: abstract new (...args: never[]) => E, code: E['code'], path?: string | RegExp): E {
  let thrown: unknown = null;
  try {
    f();
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(type);
  const e = thrown as E;
  expect(e.code).toBe(code);
  if (typeof path === 'string') expect(e.path).toBe(path);
  else if (path) expect(e.path).toMatch(path);
  return e;
}
