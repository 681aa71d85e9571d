import { emit, type Ctx } from '../actions/ctx.js';
import type { GameState } from './schema.js';
import type { PlayerId } from './ids.js';
import { soloResult } from '../solo/end.js';
import { mutCounts, mutPlayerIf } from './copy.js';
import { addCount } from './counts.js';

/**
 * 4.1 / 18.11: the game ends the instant the 3rd General Pardon is played (or GP is the last card
 * drawn, RULINGS B3). Pirates still in play then score 1 VP per NP (18.12B).
 */
export function endGame(ctx: Ctx, reason: string, rule: string): void {
  const s = ctx.s;
  if (s.over) return;
  for (const id of Object.keys(s.pirates).sort()) {
    const p = s.pirates[id];
    const owner = p ? mutPlayerIf(ctx, p.owner) : undefined;
    if (!p || !owner) continue;
    owner.vp += p.np;
    emit(ctx, { type: 'finalScoring', rule: '18.12', pirate: id, player: p.owner, np: p.np, vp: p.np, scoring: '18.12B' });
  }
  s.over = { reason, rule };
  s.turn.phase = 'over';
  emit(ctx, { type: 'gameOver', rule, reason, standings: standings(s) });
}

/**
 * The game is over (4.1, 18.1, 19.9): the procedures under way stop where they are, and the kernel
 * empties the frame stack. What a frame was holding goes back where it belongs, so every piece is
 * still somewhere (the conservation checks of src/state/check.ts): the Event card being resolved
 * to the discard pile (17.15), a Merchant drawn but not yet placed to the pool (6.31), a Hostage
 * taken in a Loot but not yet dealt with to the Hostage pool (8.42). Whatever ends the game: a
 * solitaire end in the middle of a procedure (Blackbeard sunk by a Storm, the SP's 100th VP during
 * a Loot, 19.9) or the third General Pardon drawn in the 19.13 check during a dig for Buried
 * Treasure (the card rides in the dig's frame).
 */
export function clearStackAtEnd(ctx: Ctx): void {
  const s = ctx.s;
  for (const f of s.stack) {
    if (f.kind === 'event') addCount(mutCounts(ctx, 'discard'), f.card);
    else if (f.kind === 'placeMerchants' && f.drawn) addCount(mutCounts(ctx, 'merchantPool'), f.drawn);
    else if (f.kind === 'loot' && f.hostage !== null && !f.hostageDone) addCount(mutCounts(ctx, 'hostagePool'), f.hostage);
  }
  s.stack.length = 0;
}

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
