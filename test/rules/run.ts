import { apply, pending, type Action, type GameEvent, type GameState } from '../../src/index.js';

/** Apply actions in turn; returns the final state and every event. */
export function run(s: GameState, ...actions: Action[]): { state: GameState; events: GameEvent[] } {
  return runDeclining(s, { before: false, after: false }, ...actions);
}

/**
 * Like `run`, but Anti-Pirate windows (4.63) a test does not address are declined: `before` each
 * action not made by the player being asked, and `after` the last one, so the test sees its outcome.
 */
export function runDeclining(s: GameState, opts: { before: boolean; after: boolean }, ...actions: Action[]): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const decline = (a: Action | null): void => {
    for (let p = pending(s); p.kind === 'decision' && p.frame === 'window' && p.rule === '4.63' && !(a && 'player' in a && a.player === p.player); p = pending(s)) {
      const r = apply(s, { type: 'pass', player: p.player });
      s = r.state;
      events.push(...r.events);
    }
  };
  for (const a of actions) {
    if (opts.before) decline(a);
    const r = apply(s, a);
    s = r.state;
    events.push(...r.events);
  }
  if (opts.after) decline(null);
  return { state: s, events };
}

export const roll = (...value: number[]): Action => ({ type: 'chance', value });
