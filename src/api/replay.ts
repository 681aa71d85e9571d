import type { Action } from '../actions/schema.js';
import { apply } from './play.js';
import { createGame, type GameConfig } from './create.js';
import type { GameState } from '../state/schema.js';
import { replayRecord } from '../kernel/index.js';

/** A game as data: its config and every action (chance outcomes included in external mode). */
export interface GameRecord {
  config: GameConfig;
  actions: Action[];
}

/** Rebuild the state a record leads to; throws IllegalActionError at the first illegal action. */
export function replay(record: GameRecord): GameState {
  return replayRecord(record, createGame, apply);
}
