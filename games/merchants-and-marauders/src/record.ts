/**
 * A game record `{ config, actions }` (what `mm simulate --json` and `mm play --record` write) and
 * its replay through the public `apply`.
 */
import { createGameWithEvents, apply, type GameConfig } from './api.js';
import { Action } from './actions.js';
import type { GameEvent } from './events.js';
import type { GameState } from './state.js';

export interface GameRecord {
  config: GameConfig;
  actions: Action[];
}

/**
 * Replay a record: the game created from its config, then every action through `apply` (which
 * validates it and throws MMIllegalActionError on the first illegal one). `onStep` receives the
 * events of set-up (index -1) and of each action.
 */
export function replay(record: { config: GameConfig; actions: readonly unknown[] }, onStep?: (events: GameEvent[], index: number, state: GameState) => void): GameState {
  const created = createGameWithEvents(record.config);
  let s = created.state;
  onStep?.(created.events, -1, s);
  record.actions.forEach((a, i) => {
    const r = apply(s, a as Action);
    s = r.state;
    onStep?.(r.events, i, s);
  });
  return s;
}
