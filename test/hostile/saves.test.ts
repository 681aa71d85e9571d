/**
 * Issue 15 points 2 and 4: `deserialize` accepts only positions a game can reach. Every card and
 * counter in one place (2.0, 3.0 Step 9), every id a component, every rating and count within the
 * rules' limits; anything else is a SaveFormatError naming the path at fault.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SaveFormatError,
  apply,
  createGame,
  deserialize,
  legalActions,
  pending,
  randomBot,
  serialize,
  type GameState,
} from '../../src/index.js';

/** A seeded game played by a random bot until `ready` (at most 400 decisions). */
function playUntil(players: number, seed: number, ready: (s: GameState) => boolean): GameState {
  let s = createGame({ players, seed });
  const bot = randomBot(seed);
  for (let i = 0; i < 400 && !ready(s); i++) {
    const p = pending(s);
    if (p.kind !== 'decision') break;
    s = apply(s, bot(s, p.player, legalActions(s, p.player))).state;
  }
  if (!ready(s)) throw new Error('the position was not reached');
  return s;
}

/** A solitaire game (19.0) at Blackbeard's Card Play Phase with a card played for Actions. */
const solo = playUntil(1, 2, (s) => s.turn.phase === 'play' && s.turn.player === 'A' && s.turn.actionsCard !== null);

/** A 4-player game in its Card Play Phase with at least two Pirates in play. */
const midGame = playUntil(4, 5, (s) => s.turn.phase === 'play' && Object.keys(s.pirates).length >= 2);
const [kidd] = Object.keys(midGame.pirates).sort();

/** The save of `s` after `f` edited a copy of it. */
function tampered(s: GameState, f: (state: GameState) => void): string {
  const t = structuredClone(s);
  f(t);
  return serialize(t);
}

function rejects(text: string, path: string | RegExp, code: SaveFormatError['code']): SaveFormatError {
  let thrown: unknown = null;
  try {
    deserialize(text);
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(SaveFormatError);
  const e = thrown as SaveFormatError;
  expect(e.code).toBe(code);
  if (typeof path === 'string') expect(e.path).toBe(path);
  else expect(e.path).toMatch(path);
  expect(e.message).toContain(e.path);
  return e;
}

describe('deserialize runs the conservation and bounds invariants (issue 15 point 2)', () => {
  it('an untouched save loads and equals the game', () => {
    expect(deserialize(serialize(midGame))).toEqual(midGame);
  });

  it('VP -50', () => {
    // A bound the schema states (18.1; issue 23 point 6), so refused for its shape.
    rejects(tampered(midGame, (s) => (s.players.A!.vp = -50)), 'state.players.A.vp', 'invalid-shape');
  });

  it('a Pirate both in play and in the Pirate deck', () => {
    const e = rejects(tampered(midGame, (s) => s.pirateDeck.push(kidd!)), /^state\.(pirateDeck\.\d+|pirates\.[a-z-]+)$/, 'invalid-position');
    expect(e.message).toContain(kidd!);
  });

  it('an extra card', () => {
    const e = rejects(
      tampered(midGame, (s) => (s.discard['wear-and-tear'] = (s.discard['wear-and-tear'] ?? 0) + 1)),
      /^state\./,
      'invalid-position',
    );
    expect(e.message).toMatch(/wear-and-tear x\d+ \(want \d+\)/);
  });

  it("a card 'joker'", () => {
    rejects(tampered(midGame, (s) => s.players.A!.hand.push('joker')), /^state\.players\.A\.hand\.\d+$/, 'invalid-position');
  });

  it("location 'atlantis'", () => {
    rejects(tampered(midGame, (s) => (s.pirates[kidd!]!.location = { kind: 'sea', area: 'atlantis' })), `state.pirates.${kidd}.location`, 'invalid-position');
  });

  it("owner 'J' in a 4-player game", () => {
    rejects(tampered(midGame, (s) => (s.pirates[kidd!]!.owner = 'J')), `state.pirates.${kidd}.owner`, 'invalid-position');
  });

  it('Loyalty 99 (the track runs 0-10: 6.24)', () => {
    rejects(tampered(midGame, (s) => (s.pirates[kidd!]!.loyalty = 99)), `state.pirates.${kidd}.loyalty`, 'invalid-shape');
  });

  it('rng: [] in a seeded game', () => {
    // The generator state is four words or null, which the schema states (issue 23 point 6).
    rejects(tampered(midGame, (s) => (s.rng = [])), 'state.rng', 'invalid-shape');
  });

  it('a generator state in an externally randomised game', () => {
    const external = createGame({ players: 3, seed: 2, randomness: 'external' });
    rejects(tampered(external, (s) => (s.rng = [1, 2, 3, 4])), 'state.rng', 'invalid-position');
  });

  it("a Pirate record whose id differs from its key", () => {
    rejects(tampered(midGame, (s) => (s.pirates[kidd!]!.id = 'nobody')), `state.pirates.${kidd}.id`, 'invalid-position');
  });

  it("a procedure naming a Pirate who does not exist ('nobody'), instead of a later internal error", () => {
    rejects(tampered(midGame, (s) => (s.turn.actionsPirate = 'nobody')), 'state.turn.actionsPirate', 'invalid-position');
  });

  it("an id inherited from Object.prototype: a Pirate called 'constructor'", () => {
    rejects(
      tampered(midGame, (s) => {
        s.pirates['constructor'] = { ...s.pirates[kidd!]!, id: 'constructor' };
      }),
      /^state\.pirates\.constructor/,
      'invalid-position',
    );
  });

  it("a '__proto__' key (JSON.parse makes it an own key; zod records would skip it silently)", () => {
    const text = serialize(midGame).replace('"deck":{', '"deck":{"__proto__":{"joker":3},');
    expect(text).toContain('__proto__');
    rejects(text, 'state.deck.__proto__', 'invalid-shape');
  });

  it('an unknown key in the saved state', () => {
    rejects(tampered(midGame, (s) => ((s.pirates[kidd!] as unknown as Record<string, unknown>)['teleporter'] = true)), `state.pirates.${kidd}`, 'invalid-shape');
  });

  it('a Player missing from a 4-player game', () => {
    rejects(
      tampered(midGame, (s) => {
        delete s.players.D;
      }),
      /^state\.(players\.D|order)$/,
      'invalid-position',
    );
  });
});

describe('counts are bounded by the rules (issue 15 point 4)', () => {

  it('a solitaire save with 1,000 Actions left is refused: a Player-Turn has at most 3 (4.5, 4.52, 4.55)', () => {
    const e = rejects(tampered(solo, (s) => (s.turn.actionsLeft = 1000)), 'state.turn.actionsLeft', 'invalid-position');
    expect(e.message).toMatch(/at most 3/);
  });

  it('more than 2 cards discarded for Actions (4.55), a 4th General Pardon (4.1) are refused', () => {
    rejects(tampered(solo, (s) => (s.turn.discardedForActions = 3)), 'state.turn.discardedForActions', 'invalid-shape');
    rejects(tampered(midGame, (s) => (s.generalPardon.appearances = 4)), 'state.generalPardon.appearances', 'invalid-shape');
  });

  it('an SP slot beyond the three SP Pirates (19.1) is refused', () => {
    rejects(tampered(solo, (s) => (s.solo!.slot = 7)), 'state.solo.slot', 'invalid-shape');
  });

  it('the untouched solitaire save loads', () => {
    expect(deserialize(serialize(solo))).toEqual(solo);
  });
});

describe('a tampered save either loads into a playable game or is refused (issue 15 point 2, property)', () => {
  /** Every leaf of the saved state, as a path of keys. */
  function leaves(v: unknown, path: (string | number)[] = []): (string | number)[][] {
    if (v === null || typeof v !== 'object') return [path];
    const entries: [string | number, unknown][] = Array.isArray(v) ? v.map((x, i) => [i, x]) : Object.entries(v);
    if (entries.length === 0) return [path];
    return entries.flatMap(([k, x]) => leaves(x, [...path, k]));
  }
  const hostile = [-50, -1, 0, 1, 3, 11, 99, 1000, 'constructor', 'atlantis', 'joker', 'J', 'B', 'kidd', 'teach', 'nassau', null, true, [], {}];

  it.each([
    ['a 4-player game', midGame],
    ['a solitaire game', solo],
  ])('%s: never a plain Error, a SaveFormatError on load or play goes on', (_what, game) => {
    const raw = JSON.parse(serialize(game)) as { state: Record<string, unknown> };
    const paths = leaves(raw.state).filter((p) => p[0] !== 'components');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: paths.length - 1 }), fc.constantFrom(...hostile), (i, value) => {
        const copy = structuredClone(raw);
        const path = paths[i]!;
        let o: Record<string | number, unknown> = copy.state;
        for (const k of path.slice(0, -1)) o = o[k] as Record<string | number, unknown>;
        o[path[path.length - 1]!] = value;
        let s: GameState;
        try {
          s = deserialize(JSON.stringify(copy));
        } catch (e) {
          expect(e, `${path.join('.')} = ${JSON.stringify(value)}`).toBeInstanceOf(SaveFormatError);
          return;
        }
        // Loaded: a few steps of play must work (the position is one a game can reach).
        const bot = randomBot(i);
        for (let k = 0; k < 5; k++) {
          const p = pending(s);
          if (p.kind !== 'decision') break;
          s = apply(s, bot(s, p.player, legalActions(s, p.player))).state;
        }
      }),
      { numRuns: 300, seed: 15 },
    );
  });
});
