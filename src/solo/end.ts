import type { Ctx } from '../actions/ctx.js';
import type { GameState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import { standings, type GameResult } from '../state/scoring.js';
import { endGame } from '../actions/end-game.js';
import { spExhausted } from './sp.js';

/**
 * 19.9 Ending the Game, with who wins (RULINGS B54 #1):
 *  - Blackbeard Retires with at least 130 VP: you win; with less, you lose (no Pirate of yours left);
 *  - Blackbeard is killed: you lose;
 *  - the SP has 100 VP or more from all its Pirates (and KCs) together: you lose;
 *  - every SP Pirate is gone and the Pirate deck is empty: you win;
 *  - the General Pardon drawn from the Hold deck the third time (events/general-pardon.ts, 19.10):
 *    the higher VP total wins, Pirates still in play scoring their NP (18.12B).
 * Checked by the kernel before each step, so an end takes effect the instant it occurs.
 */
export const RETIRE_TARGET = 130; // 19.9
export const SP_TARGET = 100; // 19.9

/** The end reasons as they appear in `over.reason`, for reports and tests. */
export const END_REASONS = {
  retired: 'Blackbeard Retired with at least 130 VP (19.9)',
  retiredShort: 'Blackbeard Retired with fewer than 130 VP (19.9, RULINGS B54)',
  killed: 'Blackbeard was killed (19.9)',
  spVp: 'The System Player reached 100 VP (19.9)',
  spGone: 'Every SP Pirate is gone and the Pirate deck is empty (19.9)',
} as const;

export function soloCheckEnd(ctx: Ctx): void {
  const s = ctx.s;
  const solo = s.solo;
  if (!solo || s.over || s.turn.phase === 'setup') return;
  const bb = solo.blackbeard;
  const you = s.players.A?.vp ?? 0;
  if (!s.pirates[bb]) {
    if (s.retired.includes(bb)) {
      const won = you >= RETIRE_TARGET;
      return finish(ctx, won ? 'win' : 'loss', won ? END_REASONS.retired : END_REASONS.retiredShort);
    }
    if (s.eliminated.includes(bb)) return finish(ctx, 'loss', END_REASONS.killed);
    return;
  }
  if ((s.players[solo.system]?.vp ?? 0) >= SP_TARGET) return finish(ctx, 'loss', END_REASONS.spVp);
  if (spExhausted(s) && solo.slots.length > 0 && (s.players[solo.system]?.pirateHand.length ?? 0) === 0) return finish(ctx, 'win', END_REASONS.spGone);
}

function finish(ctx: Ctx, outcome: 'win' | 'loss', reason: string): void {
  const solo = ctx.s.solo;
  if (!solo) return;
  ctx.s.solo = { ...solo, outcome };
  // What the unfinished procedures hold is settled when the kernel clears the stack (clearStackAtEnd).
  endGame(ctx, reason, '19.9');
}

/** 19.9 / B54: the winner of a finished solitaire game. */
export function soloWinners(s: GameState): PlayerId[] {
  const solo = s.solo;
  if (!solo || !s.over) return [];
  if (solo.outcome === 'win') return ['A'];
  if (solo.outcome === 'loss') return [solo.system];
  const st = standings(s);
  return st.filter((e) => e.rank === 1).map((e) => e.player);
}

export function soloResult(s: GameState): GameResult {
  return { over: s.over !== null, reason: s.over?.reason ?? null, standings: standings(s), winners: soloWinners(s) };
}
