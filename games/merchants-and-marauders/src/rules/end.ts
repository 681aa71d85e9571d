/**
 * The game's end (ledger MM Win 5-6, MM Length 1-3; rulings M7, M8, MR1): winners and standings.
 */
import { emit, type Handler } from '../kernel.js';
import { type FrameOf, type GameState, type PlayerId, type Result } from '../state.js';
import { type MCtx, type MM, pl, totalGlory } from './shared.js';

/** M8: the winners among `who`, by the L152 chain (track GP, then stashed Gold, then all tied). */
export function tieBreak(s: GameState, who: PlayerId[]): PlayerId[] {
  let best = who;
  for (const key of [(p: PlayerId) => pl(s, p).glory, (p: PlayerId) => pl(s, p).stash]) {
    const top = Math.max(...best.map(key));
    best = best.filter((p) => key(p) === top);
  }
  return best;
}

/** MM Win 5-6, MM Length 1-3, M7, M8 and MR1: the game ends; the winners and standings. */
export function endGame(ctx: MCtx, rule: string): void {
  const s = ctx.s;
  const target = s.config.options.gloryTarget;
  const byTotal = (who: PlayerId[]): PlayerId[] => {
    const top = Math.max(...who.map((p) => totalGlory(s, p)));
    return who.filter((p) => totalGlory(s, p) === top);
  };
  const reached = s.seats.filter((p) => totalGlory(s, p) >= target);
  let winners: PlayerId[];
  if (rule === 'MM Win 5' && reached.length > 0) {
    // MM Win 6, M8: among those at the target, most track GP, then most stashed Gold, then shared.
    winners = tieBreak(s, s.config.options.tieBreak === 'totalFirst' ? byTotal(reached) : reached);
  } else {
    // MM Length 3, M8 (and MR1 for a declared target no one holds at the end): most total GP, then
    // the L152 chain among those tied.
    winners = tieBreak(s, byTotal([...s.seats]));
  }
  const standings: Result['standings'] = {};
  for (const p of s.seats) standings[p] = { glory: pl(s, p).glory, stash: pl(s, p).stash, total: totalGlory(s, p) };
  s.over = { rule, winners, standings };
  s.stack.length = 0;
  emit(ctx, { type: 'gameOver', rule, reason: rule, winners });
}

export const endFrame: Handler<MM, FrameOf<'end'>> = {
  rule: (f) => f.rule,
  node: () => ({ kind: 'auto' }),
  legal: () => [],
  step: (ctx, f) => endGame(ctx, f.rule),
};
