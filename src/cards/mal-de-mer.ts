import { emit, type Handler } from '../actions/ctx.js';
import type { EventFrame } from '../actions/event-frame.js';
import { finishEvent } from '../actions/event-frame.js';

/** 17.2 #14 Mal de Mer: the drawer loses his Player-Turn but still draws to 4 (RULINGS B31). */
export const malDeMer: Handler<EventFrame> = {
  rule: () => '17.2',
  node: () => ({ kind: 'auto' }),
  legal: () => [],
  step(ctx, f) {
    if (ctx.s.turn.player === f.player) ctx.s.turn.malDeMer = true;
    emit(ctx, { type: 'malDeMer', rule: '17.2', player: f.player });
    finishEvent(ctx, f);
  },
};
