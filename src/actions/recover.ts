import { emit, type Ctx, type Handler } from './ctx.js';
import { endAction } from './window.js';
import type { FrameOf, PirateState } from '../state/schema.js';
import { mutTeam } from './pieces.js';
import { mutPirateIf } from '../state/copy.js';

/**
 * 4.5F / 13.24 / 16.0 D&R Recovery, In-Port: one Recovery Action ends voluntary D&R; involuntary
 * D&R needs two consecutive ones (RULINGS B22, B43: two Actions of that Pirate in a row, possibly
 * in different Player-Turns). Recovery does not Refit. An Alliance recovers as one (11.2).
 */
type RecoverFrame = FrameOf<'recover'>;

export const recoverHandler: Handler<RecoverFrame> = {
  rule: () => '13.24',
  node: () => ({ kind: 'auto' }),
  legal: () => [],
  step(ctx, f) {
    const p = mutPirateIf(ctx, f.pirate);
    // An Oust (10.42) answered at the announcement put him to sea: Recovery is In-Port only.
    if (p && p.location.kind === 'port') for (const m of mutTeam(ctx, p)) recoverOne(ctx, m);
    else if (p) emit(ctx, { type: 'actionCancelled', rule: '13.24', pirate: p.id, action: 'recoverDR' });
    // 4.63 / 17.2 #2: the window that follows a completed Action (D&R may follow a Recovery).
    endAction(ctx, f);
  },
};

function recoverOne(ctx: Ctx, p: PirateState): void {
  if (!p.dr) return;
  p.drRecoveries += 1;
  const needed = p.dr === 'voluntary' ? 1 : 2;
  if (p.drRecoveries >= needed) {
    emit(ctx, { type: 'drRecovered', rule: '13.24', pirate: p.id, kind: p.dr, actions: p.drRecoveries });
    p.dr = null;
    p.drRecoveries = 0;
    p.drLoyalty = 0;
  } else {
    emit(ctx, { type: 'drRecovering', rule: '13.24', pirate: p.id, kind: p.dr, actions: p.drRecoveries, needed });
  }
}
