import { describe, it } from 'vitest';
import { createGame, deserialize, serialize, view, type GameState } from '../../src/index.js';
import { engine } from '../../src/api/engine.js';
import type { Blackbeard } from '../../src/actions/ctx.js';
import { hiddenVariants } from '../conformance/invariants.js';
import { chooser } from '../conformance/play.js';
import { runKit, type KitGame } from './kit.js';

/**
 * Blackbeard passes the kernel's conformance kit (issue 21 point 4), the same kit as the kernel's
 * test game. A few whole games: test/conformance.test.ts checks far more of Blackbeard's own
 * properties over many more.
 */
const blackbeard: KitGame<Blackbeard> = {
  name: 'Blackbeard',
  engine,
  // Solitaire, 2-5 players, and the 6-10 variant.
  create: (seed) => createGame({ players: [1, 2, 3, 4, 5, 7][seed % 6] as number, seed }),
  serialize,
  deserialize,
  players: (s) => s.order,
  view: (s, viewer) => view(s, viewer),
  hiddenVariants: (s, viewer, rand) => hiddenVariants(s, viewer, chooser(Math.floor(rand() * 2 ** 31))).map((v) => v.state),
  illegalActions(s: GameState) {
    const p = engine.pending(s);
    const other = s.order.find((q) => p.kind !== 'decision' || q !== p.player) ?? 'A';
    return [{ type: 'pass', player: other }, { type: 'chance', value: [9] }, { type: 'sackPort' }, 'pass'];
  },
  maxSteps: 20_000,
  every: 8,
};

describe('Blackbeard on the kernel', () => {
  it('passes the conformance kit (6 games: solitaire, 2-5 players, 7 players)', () => {
    runKit(blackbeard, 6);
  }, 240_000);
});
