import type { GameState } from '../state/schema.js';
import { standings, type GameResult } from '../state/scoring.js';
import { soloResult } from '../solo/end.js';

/** Standings and end reason of a game (call it once `isOver`; before that it ranks the current VP). */
export function result(s: GameState): GameResult {
  // 19.9 / RULINGS B54: in solitaire the way the game ended decides who won.
  if (s.solo) return soloResult(s);
  const st = standings(s);
  return {
    over: s.over !== null,
    reason: s.over?.reason ?? null,
    standings: st,
    winners: s.over ? st.filter((e) => e.rank === 1).map((e) => e.player) : [],
  };
}
