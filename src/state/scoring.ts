import type { GameState } from './schema.js';
import type { PlayerId } from './ids.js';

/** One player's place in the standings. */
export interface Standing {
  player: PlayerId;
  vp: number;
  /** 1 = winner; tied players share a rank. */
  rank: number;
}

/** Players by VP, most first (18.11: the player with the most VP wins). */
export function standings(s: GameState): Standing[] {
  const list = s.order.map((player) => ({ player, vp: s.players[player]?.vp ?? 0, rank: 0 }));
  list.sort((a, b) => b.vp - a.vp || s.order.indexOf(a.player) - s.order.indexOf(b.player));
  list.forEach((e, i) => {
    const prev = list[i - 1];
    e.rank = prev && prev.vp === e.vp ? prev.rank : i + 1;
  });
  return list;
}

/** The outcome of a finished game (18.0): standings by VP and why the game ended. */
export interface GameResult {
  over: boolean;
  reason: string | null;
  standings: Standing[];
  winners: PlayerId[];
}
