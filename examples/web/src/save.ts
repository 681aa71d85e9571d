/**
 * The saved game in localStorage: the setup and every action. Loading replays the actions from the
 * seed (docs/frontend.md section 6: a record is the small, long-lived save), which also rebuilds the
 * log. The engine checks every action again on the way, so a save from an incompatible version
 * fails with the engine's own error instead of loading a wrong position.
 */
import type { Action } from 'blackbeard-engine/core';

/** Who plays a seat: a person at this screen, a bot, or (solitaire) the System Player. */
export type SeatKind = 'human' | 'greedy' | 'random' | 'system';

export interface Setup {
  /** 1 is Solitaire Blackbeard (19.0); 2-5 players otherwise. */
  players: number;
  seed: number;
  /** Seat kinds in Player Order (A, B, ...). */
  seats: SeatKind[];
  /** 'watch' pauses before each bot decision so people can follow it. */
  pace: 'quick' | 'watch';
}

export interface SavedGame {
  setup: Setup;
  actions: Action[];
}

const KEY = 'blackbeard-engine/web-client';
const FORMAT = 'blackbeard-web-client';
const VERSION = 1;

export function writeSave(game: SavedGame): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ format: FORMAT, version: VERSION, ...game }));
  } catch {
    // Storage full or disabled (private browsing): the game goes on unsaved.
  }
}

/** The saved game, or null if there is none or it is not one of ours. */
export function readSave(): SavedGame | null {
  let raw: unknown;
  try {
    raw = JSON.parse(localStorage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as { format?: unknown; version?: unknown; setup?: Partial<Setup>; actions?: unknown };
  if (r.format !== FORMAT || r.version !== VERSION || !r.setup || !Array.isArray(r.actions)) return null;
  const { players, seed, seats, pace } = r.setup;
  if (!Number.isInteger(players) || !Number.isInteger(seed) || !Array.isArray(seats)) return null;
  return { setup: { players: players as number, seed: seed as number, seats, pace: pace === 'watch' ? 'watch' : 'quick' }, actions: r.actions as Action[] };
}

export function clearSave(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
