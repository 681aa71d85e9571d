import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apply, createGameWithEvents, eventsFor, HIDDEN_ID, pending, randomBot, view, type GameEvent, type GameState } from 'blackbeard-engine/core';
import { publicEvents, publicView } from '../src/visibility.js';

/** Positions of a random game (3.0 Step 7 secret deployment on, so setup has secrets). */
function positions(players: number, seed: number, steps: number): Array<{ state: GameState; events: GameEvent[] }> {
  let cur = createGameWithEvents({ players, seed, options: { secretDeployment: true } });
  const out = [cur];
  const bot = randomBot(seed);
  for (let i = 0; i < steps; i++) {
    const p = pending(cur.state);
    if (p.kind !== 'decision') break;
    cur = apply(cur.state, bot(cur.state, p.player));
    out.push(cur);
  }
  return out;
}

describe('the spectator view', () => {
  it('shows no hand, and nothing that is not in every seat\'s own view', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 0, max: 2 ** 30 }), (players, seed) => {
        for (const { state, events } of positions(players, seed, 40)) {
          const pub = publicView(state);
          expect(pub.you.hand).toEqual([]);
          expect(pub.you.pirateHand).toEqual([]);
          for (const seat of state.order) {
            const v = view(state, seat);
            // The board: a Pirate the spectator sees, every seat sees, the same.
            for (const [id, p] of Object.entries(pub.pirates)) expect(v.pirates[id]).toEqual(p);
            // Everything public is the same for all.
            for (const k of ['players', 'merchants', 'deckSize', 'discard', 'pools', 'turn', 'pending', 'over'] as const) expect(pub[k]).toEqual(v[k]);
            // The stack: where a seat sees a hidden id the spectator does too.
            expect(JSON.stringify(pub.stack).split(HIDDEN_ID).length).toBeGreaterThanOrEqual(JSON.stringify(v.stack).split(HIDDEN_ID).length);
          }
          // Events: every secret one redacted (as for a player who is not its owner).
          const pe = publicEvents(events);
          pe.forEach((e, i) => {
            const orig = events[i]!;
            if ('visibleTo' in orig && orig.visibleTo !== undefined) {
              const other = state.order.find((p) => p !== orig.visibleTo)!;
              expect(e).toEqual(eventsFor([orig], other)[0]);
            } else expect(e).toEqual(orig);
          });
        }
      }),
      { numRuns: 6 },
    );
  });

  it('hides a Pirate deployed in secret until the placements are revealed (3.0 Step 7 option)', () => {
    const seen = positions(3, 99, 30).some(({ state }) => {
      const all = state.order.map((p) => Object.keys(view(state, p).pirates).length);
      return Object.keys(publicView(state).pirates).length < Math.max(...all);
    });
    expect(seen).toBe(true);
  });
});
