/**
 * Issue 22 point 2: a polluted `Object.prototype` (another library, or an attacker's JSON merged
 * carelessly, sets `Object.prototype.isAdmin`) must not change the rules. The engine reads its
 * records by their own keys only, so the same seeded games play exactly as in a clean process.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, createScenario, deserialize, legalActions, pending, randomBot, serialize, view, builtinComponents, type GameState } from '../../src/index.js';

const GAMES = 100;
/** Decisions per game: enough to reach Loots, Attacks, windows and card play in every game. */
const STEPS = 150;

/** One seeded game played by a random bot: every state and view it went through, as text. */
function play(players: number, seed: number): string[] {
  const out: string[] = [];
  let s: GameState = createGame({ players, seed, options: seed % 3 === 0 ? { edition: 'firstPrint2008' } : {} });
  const bot = randomBot(seed);
  for (let i = 0; i < STEPS; i++) {
    const p = pending(s);
    if (p.kind !== 'decision') break;
    const legal = legalActions(s, p.player);
    out.push(`${JSON.stringify(view(s, p.player))} ${JSON.stringify(legal)}`);
    const r = apply(s, bot(s, p.player, legal));
    out.push(JSON.stringify(r.events));
    s = r.state;
  }
  // A save made and read under the polluted prototype is the same game.
  out.push(serialize(deserialize(serialize(s))));
  return out;
}

function playAll(): string[][] {
  const games: string[][] = [];
  for (let g = 0; g < GAMES; g++) games.push(play(1 + (g % 10), 1000 + g));
  // A scenario and a user's component set go through the schemas too.
  const scenario = createScenario({ players: 3, pirates: { condent: { owner: 'A', at: 'south-atlantic', info: { 'san-juan': 1 } } }, merchants: { 'san-juan': { type: 'flute' } } });
  games.push([serialize(scenario), serialize(createGame({ players: 2, seed: 1, components: builtinComponents }))]);
  return games;
}

/** Run `f` with `Object.prototype[key] = value`, always removed afterwards. */
function polluted<T>(key: string, value: unknown, f: () => T): T {
  const proto = Object.prototype as Record<string, unknown>;
  proto[key] = value;
  try {
    return f();
  } finally {
    delete proto[key];
  }
}

describe('a polluted Object.prototype changes nothing (issue 22 point 2)', () => {
  const clean = playAll();

  it('with a primitive value (Object.prototype.isAdmin = true): 100 seeded games play as in a clean run', () => {
    const dirty = polluted('isAdmin', true, playAll);
    expect(Object.prototype).not.toHaveProperty('isAdmin');
    for (let g = 0; g <= GAMES; g++) expect(dirty[g], `game ${g}`).toEqual(clean[g]);
  }, 120_000);

  it('with an object value (Object.prototype.isAdmin = {}): 100 seeded games play as in a clean run', () => {
    const dirty = polluted('isAdmin', { kind: 'sea', owner: 'A' }, playAll);
    expect(Object.prototype).not.toHaveProperty('isAdmin');
    for (let g = 0; g <= GAMES; g++) expect(dirty[g], `game ${g}`).toEqual(clean[g]);
  }, 120_000);
});
