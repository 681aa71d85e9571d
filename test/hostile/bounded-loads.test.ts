/**
 * Issue 22 point 1: bounds before schemas. A save, a scenario, a config or an action larger than any
 * game's is refused at once with a typed error naming the path: the text's length, then each list's
 * and record's length against the rules' own counts (no list of a game holds more than its 87 Event
 * cards, 2.1), stopping at the first. Before, zod did work and built an error for every element
 * (a 0.3 MB save took 1.1 s and 158 MB). Timing and heap are measured by scripts/hostile-saves.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  IllegalActionError,
  SaveFormatError,
  builtinComponents,
  check,
  createGame,
  createScenario,
  deserialize,
  legalActions,
  pending,
  serialize,
  type Action,
  type GameState,
} from '../../src/index.js';
import { MAX_SAVE_CHARS } from '../../src/state/bounds.js';
import { midGame, playUntil, throwsTyped } from './helpers.js';

/** The save of `midGame` with `f` applied to its parsed JSON. */
function edited(f: (state: Record<string, unknown>) => void, s: GameState = midGame): string {
  const raw = JSON.parse(serialize(s)) as { state: Record<string, unknown> };
  f(raw.state);
  return JSON.stringify(raw);
}

describe('deserialize: the text, then each list and record, before the schema (issue 22 point 1)', () => {
  it('a stack of 300,000 empty frames (0.9 MB) is refused by its length, before JSON.parse', () => {
    const text = edited((s) => (s['stack'] = Array(3e5).fill({})));
    expect(text.length).toBeGreaterThan(MAX_SAVE_CHARS);
    const e = throwsTyped(() => deserialize(text), SaveFormatError, 'out-of-bounds', '');
    expect(e.message).toContain(String(text.length));
  });

  it('a 50 MB save (one long string) is refused by its length', () => {
    const text = edited((s) => (s['deck'] = { 'heavy-guns': 1, [`x${'a'.repeat(50e6)}`]: 1 }));
    throwsTyped(() => deserialize(text), SaveFormatError, 'out-of-bounds', '');
  });

  it('a stack of 30,000 frames, within the text cap, is refused at state.stack: more frames than the game has components', () => {
    const text = edited((s) => (s['stack'] = Array(3e4).fill({})));
    expect(text.length).toBeLessThan(MAX_SAVE_CHARS);
    const e = throwsTyped(() => deserialize(text), SaveFormatError, 'out-of-bounds', 'state.stack');
    expect(e.message).toContain('30000');
  });

  it('20,000 unknown keys in the deck are refused at state.deck, not one error per key', () => {
    const text = edited((s) => {
      const deck: Record<string, number> = {};
      for (let i = 0; i < 2e4; i++) deck[`k${i}`] = 1;
      s['deck'] = deck;
    });
    const e = throwsTyped(() => deserialize(text), SaveFormatError, 'out-of-bounds', 'state.deck');
    expect(e.message.length).toBeLessThan(300);
  });

  it('a long list in a Pirate, a long string', () => {
    const id = Object.keys(midGame.pirates).sort()[0]!;
    throwsTyped(() => deserialize(edited((s) => ((s['pirates'] as Record<string, { holds: number[] }>)[id]!.holds = Array(200).fill(1)))), SaveFormatError, 'out-of-bounds', `state.pirates.${id}.holds`);
    throwsTyped(() => deserialize(edited((s) => ((s['over'] as unknown) = { reason: 'x'.repeat(1e5), rule: '4.1' }))), SaveFormatError, 'out-of-bounds', 'state.over.reason');
  });

  it('the largest legitimate saves load: 10 players late in the game, with their own component set', () => {
    const late = playUntil(10, 3, (s) => s.over !== null || s.generalPardon.appearances >= 2, 3000);
    const own = createGame({ players: 10, seed: 3, components: builtinComponents });
    const withSet = { ...late, components: own.components };
    const text = serialize(withSet);
    // The cap leaves the largest save many times over (src/state/bounds.ts).
    expect(text.length).toBeLessThan(MAX_SAVE_CHARS / 4);
    expect(deserialize(serialize(late))).toEqual(late);
    expect(deserialize(serialize(own))).toEqual(own);
  }, 60_000);
});

describe('createScenario, createGame and actions: the same bounds (issue 22 point 1)', () => {
  it('createScenario: a hand of 10,000 cards, 1,000 Pirates', () => {
    throwsTyped(() => createScenario({ players: 3, hands: { A: Array(1e4).fill('heavy-guns') } }), ConfigError, 'out-of-bounds', 'hands.A');
    const pirates: Record<string, { owner: 'A'; at: string }> = {};
    for (let i = 0; i < 1000; i++) pirates[`p${i}`] = { owner: 'A', at: 'south-atlantic' };
    throwsTyped(() => createScenario({ players: 3, pirates }), ConfigError, 'out-of-bounds', 'pirates');
  });

  it('createGame: a component set with 100,000 Event cards, options with 10,000 keys', () => {
    const components = { ...builtinComponents, eventCards: Array(1e5).fill(builtinComponents.eventCards[0]) };
    throwsTyped(() => createGame({ players: 3, seed: 1, components }), ConfigError, 'out-of-bounds', 'components.eventCards');
    const options: Record<string, boolean> = {};
    for (let i = 0; i < 1e4; i++) options[`o${i}`] = true;
    throwsTyped(() => createGame({ players: 3, seed: 1, options }), ConfigError, 'out-of-bounds', 'options');
  });

  it('check / apply: an action with 100,000 keys, 1,000 dice, a 1 MB id', () => {
    const p = pending(midGame);
    if (p.kind !== 'decision') throw new Error('a decision was expected');
    const legal = legalActions(midGame, p.player)[0]!;
    const wide: Record<string, unknown> = { ...legal };
    for (let i = 0; i < 1e5; i++) wide[`k${i}`] = i;
    const cases: unknown[] = [wide, { type: 'chance', value: Array(1000).fill(1) }, { type: 'playCard', player: p.player, card: 'a'.repeat(1e6), pirate: null }];
    for (const action of cases) {
      const r = check(midGame, action as Action);
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.error).toBeInstanceOf(IllegalActionError);
      expect(r.error.code).toBe('malformed-action');
      expect(r.error.message.length).toBeLessThan(300);
    }
  });
});
