/**
 * Issue 22 point 3: no edit a caller makes to any state can make `apply` accept an action that is
 * illegal in the edited state, or change another state.
 * - Every state the engine hands out is frozen through, in every mode (a child process checks
 *   NODE_ENV=production), so writing into one throws and no state shares a writable object.
 * - `apply` remembers what it found out only about the states it made; a caller's copy (a
 *   `structuredClone`, a simulator's live state) is worked out again at each call, and copied whole
 *   before a step so the new state shares nothing the caller can still write.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  IllegalActionError,
  apply,
  createGame,
  createSimulator,
  deserialize,
  legalActions,
  pending,
  randomBot,
  serialize,
  type Action,
  type GameState,
} from '../../src/index.js';
import { sealState, workingCopy } from '../../src/state/copy.js';
import { playUntil } from './helpers.js';

/** The path of the first object under `v` that is not frozen, or null. */
function unfrozen(v: unknown, path = 'state'): string | null {
  if (v === null || typeof v !== 'object') return null;
  if (!Object.isFrozen(v)) return path;
  for (const [k, x] of Object.entries(v)) {
    const p = unfrozen(x, `${path}.${k}`);
    if (p !== null) return p;
  }
  return null;
}

/** The decider's legal actions at `s`, with the decider. */
function asked(s: GameState): { player: string; legal: Action[] } | null {
  const p = pending(s);
  return p.kind === 'decision' ? { player: p.player, legal: legalActions(s, p.player) } : null;
}

/** A position where the decider may play an Event card from his hand, and that play. */
function cardPlay(): { s: GameState; play: Action & { type: 'playEvent' } } {
  for (let seed = 1; seed <= 40; seed++) {
    let s = createGame({ players: 3, seed });
    const bot = randomBot(seed);
    for (let i = 0; i < 600; i++) {
      const a = asked(s);
      if (!a) break;
      const play = a.legal.find((x): x is Action & { type: 'playEvent' } => x.type === 'playEvent');
      if (play) return { s, play };
      s = apply(s, bot(s, a.player as never, a.legal)).state;
    }
  }
  throw new Error('no Event card play found in 40 games');
}

describe('every state the engine hands out is frozen through (issue 22 point 3)', () => {
  it('createGame, every apply of 3 random games, and deserialize', () => {
    for (const players of [1, 3, 5]) {
      let s = createGame({ players, seed: players });
      const bot = randomBot(players);
      expect(unfrozen(s)).toBeNull();
      for (let i = 0; i < 300; i++) {
        const a = asked(s);
        if (!a) break;
        s = apply(s, bot(s, a.player as never, a.legal)).state;
        expect(unfrozen(s), `step ${i} of the ${players}-player game`).toBeNull();
      }
      expect(unfrozen(deserialize(serialize(s)))).toBeNull();
    }
  });

  it('writing into a state throws, and the state and the one before it are unchanged', () => {
    const s1 = playUntil(3, 11, (s) => Object.keys(s.pirates).length >= 2);
    const a = asked(s1);
    if (!a) throw new Error('no decision');
    const s2 = apply(s1, a.legal[0] as Action).state;
    const id = Object.keys(s2.pirates)[0] as string;
    const before = [JSON.stringify(s1), JSON.stringify(s2)];
    const p2 = s2.pirates[id] as { loyalty: number };
    expect(() => (p2.loyalty = 10)).toThrow(TypeError);
    expect(() => s2.stack.pop()).toThrow(TypeError);
    expect(() => (s2.players as Record<string, unknown>)['Z'] = {}).toThrow(TypeError);
    expect([JSON.stringify(s1), JSON.stringify(s2)]).toEqual(before);
  });

  it('in production mode too (NODE_ENV=production, a child process)', () => {
    const script = `
      import { apply, createGame, legalActions, pending } from './src/index.ts';
      let s = createGame({ players: 4, seed: 3 });
      for (let i = 0; i < 60; i++) { const p = pending(s); if (p.kind !== 'decision') break; s = apply(s, legalActions(s, p.player)[0]).state; }
      const id = Object.keys(s.pirates)[0];
      let threw = false;
      try { s.pirates[id].loyalty = 10; } catch { threw = true; }
      console.log(JSON.stringify({ threw, frozen: Object.isFrozen(s.pirates[id]) && Object.isFrozen(s.stack) && Object.isFrozen(s.turn) }));
    `;
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout.trim())).toEqual({ threw: true, frozen: true });
  });

  it('sealing covers every field of the state: one a rule replaced is frozen, whatever its name', () => {
    const s = playUntil(3, 5, (x) => Object.keys(x.pirates).length >= 2);
    for (const key of Object.keys(s) as (keyof GameState)[]) {
      const value = s[key];
      if (value === null || typeof value !== 'object') continue;
      const w = workingCopy(s) as unknown as Record<string, unknown>;
      // What a rule does to a field: replaces it with a new object of the same data.
      w[key] = structuredClone(value);
      const out = sealState(w as unknown as GameState, s);
      expect(unfrozen(out[key], `state.${key}`), `field ${key}`).toBeNull();
    }
  });
});

describe("a caller's copy is never trusted (issue 22 point 3)", () => {
  it("the issue's reproduction: a structuredClone, its legal actions, then the hand emptied: the play is refused", () => {
    const { s, play } = cardPlay();
    const c = structuredClone(s);
    expect(legalActions(c, play.player)).toContainEqual(play);
    (c.players[play.player] as { hand: string[] }).hand = [];
    expect(() => apply(c, play)).toThrow(IllegalActionError);
  });

  it('the same on the engine state itself cannot happen: its hand cannot be emptied', () => {
    const { s, play } = cardPlay();
    legalActions(s, play.player);
    expect(() => ((s.players[play.player] as { hand: string[] }).hand = [])).toThrow(TypeError);
    expect(apply(s, play).state).toBeDefined();
  });

  it('a copy ended by hand refuses every action', () => {
    const s = playUntil(4, 2, (x) => x.turn.phase === 'play');
    const a = asked(s);
    if (!a) throw new Error('no decision');
    const c = structuredClone(s);
    legalActions(c, a.player as never);
    c.stack = [];
    expect(() => apply(c, a.legal[0] as Action)).toThrow(IllegalActionError);
  });

  it("apply on a simulator's live state: the new state shares nothing the simulator goes on to change", () => {
    const sim = createSimulator(playUntil(3, 9, (x) => x.turn.phase === 'play'));
    const player = sim.decider();
    if (player === null) throw new Error('no decision');
    const out = apply(sim.state, sim.legalActions()[0] as Action).state;
    const saved = JSON.stringify(out);
    expect(unfrozen(out)).toBeNull();
    const bot = randomBot(4);
    for (let i = 0; i < 200 && !sim.isOver(); i++) {
      const p = sim.decider();
      if (p === null) break;
      sim.apply(bot(sim.state, p, sim.legalActions()));
    }
    expect(JSON.stringify(out)).toBe(saved);
  });

  it("a simulator's live state changed after legalActions is checked again", () => {
    const sim = createSimulator(cardPlay().s);
    const player = sim.decider();
    if (player === null) throw new Error('no decision');
    const play = legalActions(sim.state, player).find((x) => x.type === 'playEvent');
    if (!play) throw new Error('no card play');
    (sim.state.players[player] as { hand: string[] }).hand = [];
    expect(() => apply(sim.state, play)).toThrow(IllegalActionError);
  });
});
