import { emit, push, type Handler } from '../actions/ctx.js';
import type { EventFrame } from '../actions/event-frame.js';
import { finishEvent } from '../actions/event-frame.js';
import { addCount } from '../state/counts.js';
import { destroyPort, killEveryoneInPort } from '../actions/ports.js';
import { placeMerchantsFrame } from '../actions/merchants.js';
import { mutCounts, mutRecord } from '../state/copy.js';

/**
 * 17.2 #23 Natural Disaster (once a game): d6 on the table picks a port; everyone in it dies, it is
 * Destroyed (RULINGS B35), the card leaves the game; then every Merchant is removed and 8 new ones
 * are placed as in 3.0 Step 8.
 */
export const naturalDisaster: Handler<EventFrame> = {
  rule: () => '17.2',
  node(_s, f) {
    if (f.step === 'start') return { kind: 'chance', spec: { kind: 'dice', count: 1, roller: null, label: 'Natural Disaster roll (17.2 #23)' } };
    return { kind: 'auto' };
  },
  legal: () => [],
  step(ctx, f, input) {
    const s = ctx.s;
    if (f.step === 'start') {
      const die = input?.type === 'chance' && Array.isArray(input.value) ? (input.value[0] ?? 1) : 1;
      const port = ctx.ix.set.tables.naturalDisaster[die - 1] ?? '';
      emit(ctx, { type: 'naturalDisaster', rule: '17.2', roll: die, port });
      killEveryoneInPort(ctx, port, 'naturalDisaster', '17.2');
      destroyPort(ctx, port, '17.2');
      for (const m of Object.keys(s.merchants).sort()) {
        const merchant = s.merchants[m];
        if (merchant) addCount(mutCounts(ctx, 'merchantPool'), merchant.type);
        delete mutRecord(ctx, 'merchants')[m];
      }
      emit(ctx, { type: 'merchantsCleared', rule: '17.2' });
      f.step = 'finish';
      finishEvent(ctx, f, 'removed');
      push(ctx, placeMerchantsFrame(8, '3.0'));
      return;
    }
    finishEvent(ctx, f, 'removed');
  },
};
