import { apply, choiceSteps, createGameWithEvents, describePending, eventsFor, legalActions, pending, view, type GameConfig, type Action, type GameEvent, type GameState, type PlayerId } from 'blackbeard-engine/core';
import type { Update } from '../src/protocol.js';
import { publicEvents, publicPrompt, publicView } from '../src/visibility.js';

/** JSON as it crosses the wire (msgpack keeps what JSON keeps). */
const plain = (v: unknown): string => JSON.stringify(v);

/**
 * Check every update a client received against the game's record: update n must be exactly what
 * the engine's visibility rules give its seat at position n (`view`, `eventsFor`, `describePending`,
 * and `legalActions` when it decides), the public view for a spectator. Anything more (another
 * player's hand, a draw, a secret deployment) makes it differ. Returns the faults found.
 */
export function auditUpdates(record: { config: GameConfig; actions: readonly Action[] }, clients: ReadonlyArray<{ seat: PlayerId | null; updates: readonly Update[] }>): string[] {
  const positions: Array<{ state: GameState; events: GameEvent[] }> = [];
  let cur = createGameWithEvents(record.config);
  positions.push(cur);
  for (const a of record.actions) {
    cur = apply(cur.state, a);
    positions.push(cur);
  }
  const faults: string[] = [];
  for (const c of clients) {
    for (const u of c.updates) {
      const pos = positions[u.n];
      if (!pos) {
        faults.push(`update ${u.n} beyond the record (${record.actions.length} actions)`);
        continue;
      }
      const seat = u.seat;
      if (seat !== c.seat) faults.push(`update ${u.n}: seat ${String(seat)} sent to the client of ${String(c.seat)}`);
      const p = pending(pos.state);
      const legal = seat && p.kind === 'decision' && p.player === seat ? legalActions(pos.state, seat) : [];
      const want = {
        view: seat ? view(pos.state, seat) : publicView(pos.state),
        events: seat ? eventsFor(pos.events, seat) : publicEvents(pos.events),
        prompt: seat ? describePending(pos.state, seat) : publicPrompt(pos.state),
        legal,
        choices: legal.length > 0 ? choiceSteps(legal, pos.state, { byPirate: true }) : [],
      };
      for (const k of ['view', 'events', 'prompt', 'legal', 'choices'] as const) {
        if (plain(u[k]) !== plain(want[k])) faults.push(`update ${u.n} to ${seat ?? 'spectator'}: ${k} differs from the engine's for that seat`);
      }
    }
  }
  return faults;
}
