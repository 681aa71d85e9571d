import { apply, choiceSteps, createGameWithEvents, describePending, eventsFor, legalActions, pending, view, type GameConfig, type Action, type GameEvent, type GameState, type PlayerId } from 'blackbeard-engine/core';
import type { Update } from '../src/protocol.js';
import { publicEvents, publicPrompt, publicView } from '../src/visibility.js';

const UPDATE_KEYS = 'game,n,seat,view,events,prompt,legal,choices,seats,result';

/** JSON as it crosses the wire (msgpack keeps what JSON keeps). */
const plain = (v: unknown): string => JSON.stringify(v);

/**
 * Check every update a client received against the game's record: update n must be exactly what
 * the engine's visibility rules give its seat at position n (`view`, `eventsFor`, `describePending`,
 * and `legalActions` when it decides), the public view for a spectator. Anything more (another
 * player's hand, a draw, a secret deployment) makes it differ. Returns the faults found.
 */
export function auditUpdates(record: { config: GameConfig; actions: readonly Action[] }, clients: ReadonlyArray<{ seat: PlayerId | null; updates: readonly Update[]; texts?: readonly string[] }>): string[] {
  const positions: Array<{ state: GameState; events: GameEvent[] }> = [];
  let cur = createGameWithEvents(record.config);
  positions.push(cur);
  for (const a of record.actions) {
    cur = apply(cur.state, a);
    positions.push(cur);
  }
  const faults: string[] = [];
  for (const c of clients) {
    for (const [k, u] of c.updates.entries()) {
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
      // The text as received, when the caller kept it: the five fields must be in it exactly, as
      // the engine gives them (one comparison of strings instead of five re-serializations).
      // Nothing beside the fields of an update (a leak would need a field to travel in).
      if (Object.keys(u).join() !== UPDATE_KEYS) faults.push(`update ${u.n} to ${seat ?? 'spectator'}: fields ${Object.keys(u).join()}`);
      const text = c.texts?.[k];
      const whole = `"view":${plain(want.view)},"events":${plain(want.events)},"prompt":${plain(want.prompt)},"legal":${plain(want.legal)},"choices":${plain(want.choices)},"seats":`;
      if (text !== undefined && text.includes(whole)) continue;
      for (const key of ['view', 'events', 'prompt', 'legal', 'choices'] as const) {
        if (plain(u[key]) !== plain(want[key])) faults.push(`update ${u.n} to ${seat ?? 'spectator'}: ${key} differs from the engine's for that seat`);
      }
    }
  }
  return faults;
}
