import { emit, type Ctx } from './ctx.js';
import { mutCounts, mutPlayerIf } from '../state/copy.js';
import { addCount } from '../state/counts.js';
import { standings } from '../state/scoring.js';
/**
 * The end of the game (4.1, 18.1, 19.9): final scoring and the frame stack emptied.
 */
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
