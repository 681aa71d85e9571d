import { dice, emit, pop, type Ctx, type Handler, type Node } from '../actions/ctx.js';
import type { FrameOf, PirateState } from '../state/schema.js';
import { ratings } from '../state/pieces.js';
import { changeLoyalty } from '../actions/pieces.js';
import { mutPirateIf } from '../state/copy.js';
import { KC_NOTORIETY } from './ap-check.js';
import { displayName } from '../state/display-name.js';

/**
 * Blackbeard's career in solitaire:
 *  19.16 he never dies from a Mutiny: d6 above his Leadership costs 3 Loyalty, equal 2, lower nothing;
 *  19.20 when his Loyalty reaches 0 he loses 2d6 NP at once, and 1d6 more at the end of each of his
 *        Player-Turns that ends at Loyalty 0 (the turn's end, solo/turn.ts);
 *  19.15 he may Retire only In-Port with a Letter of Marque (18.41A): no surrender to a KC (B), no
 *        Safe Haven (C), bribe (D) or Pardon (E) Retirement (hooks in retire.ts, kc.ts, move.ts);
 *        the same in the first print (FR 19.15, RULINGS R86); the house reading
 *        solitaireBbRetireMethods: 'noSurrenderOrBribe' bars only B and D.
 */
type NpFrame = FrameOf<'soloNp'>;

/** 19.16, from the Mutiny procedure (mutiny.ts) once the Leadership die is rolled. */
export function blackbeardMutiny(ctx: Ctx, p: PirateState, cause: string, die: number): void {
  const leadership = ratings(ctx.ix, p.id).leadership;
  const loss = die > leadership ? 3 : die === leadership ? 2 : 0;
  emit(ctx, { type: 'mutiny', rule: '19.16', pirate: p.id, cause, roll: { die, leadership }, outcome: loss === 0 ? 'quashed' : `Loyalty -${loss}` });
  if (loss > 0) changeLoyalty(ctx, p, -loss, 'mutinySolitaire', '19.16');
}

/** 19.20: the frame for a Notoriety loss (pushed by pieces.ts when his Loyalty reaches 0). */
export const soloNpHandler: Handler<NpFrame> = {
  rule: () => '19.20',
  node(s, f): Node {
    return s.pirates[f.pirate] ? { kind: 'chance', spec: dice(f.dice, null, `${displayName(s, f.pirate)} loses ${f.dice}d6 Notoriety Points at Crew Loyalty 0 (19.20)`) } : { kind: 'auto' };
  },
  legal: () => [],
  step(ctx, f, input) {
    pop(ctx, f);
    const p = mutPirateIf(ctx, f.pirate);
    if (!p || input?.type !== 'chance' || !Array.isArray(input.value)) return;
    const rolled = input.value.reduce((a, b) => a + b, 0);
    const lost = Math.min(p.np, rolled);
    // 19.14 "as soon as ... reaches 12 ... thereafter": a loss does not undo the trigger (R34).
    const solo = ctx.s.solo;
    if (solo && solo.blackbeard === p.id && p.np >= KC_NOTORIETY && !solo.kcTrigger) ctx.s.solo = { ...solo, kcTrigger: true };
    p.np -= lost;
    emit(ctx, { type: 'notorietyLost', rule: '19.20', pirate: p.id, roll: { dice: [...input.value], total: rolled }, amount: lost, total: p.np, when: f.dice === 2 ? 'loyaltyZero' : 'endOfTurn' });
  },
};
