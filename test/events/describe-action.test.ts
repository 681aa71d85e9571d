/**
 * describeAction names what an action does with component names only (issue 14 point 5): every
 * legal action of seeded games reads without an internal id, and a Transit Box is named once.
 */
import { describe, expect, it } from 'vitest';
import { apply, builtinComponents, createGame, describeAction, legalActions, pending, randomBot, type GameState } from '../../src/index.js';

const IDS = [...builtinComponents.ports, ...builtinComponents.seaAreas, ...builtinComponents.transitBoxes, ...builtinComponents.pirates, ...builtinComponents.eventCards, ...builtinComponents.kcs, ...builtinComponents.hostages].map((c) => c.id);

describe('describeAction', () => {
  it('a move into a Transit Box names the box once (7.11)', () => {
    const s = createGame({ players: 2, seed: 1 });
    const line = describeAction({ type: 'move', player: 'A', pirate: 'vane', to: { kind: 'transit', box: 'gold-coast-east-africa' } }, s);
    expect(line).toBe('Charles Vane: move into the Gold Coast - East Africa Transit Box');
  });

  it('no legal action of seeded random games is described with an id or a camelCase code', () => {
    const bad = new Set<string>();
    for (const [players, seed] of [[1, 4], [3, 5], [5, 11]] as const) {
      let s: GameState = createGame({ players, seed });
      const bot = randomBot(seed);
      for (let n = 0; n < 400; n++) {
        const p = pending(s);
        if (p.kind !== 'decision') break;
        for (const a of legalActions(s, p.player)) {
          const line = describeAction(a, s);
          for (const id of IDS) if (new RegExp(`(?<![\\w-])${id}(?![\\w-])`).test(line)) bad.add(`${id}: ${line}`);
          if (/\b[a-z]+[A-Z]\w*\b/.test(line) || /Transit Box Transit Box/.test(line)) bad.add(line);
        }
        s = apply(s, bot(s, p.player)).state;
      }
    }
    expect([...bad]).toEqual([]);
  });
});
