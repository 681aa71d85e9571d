import type { Handler } from '../actions/ctx.js';
import type { EventFrame } from '../actions/event-frame.js';
import { finishEvent } from '../actions/event-frame.js';
import { resolveGeneralPardon } from './general-pardon.js';

/** 17.2 #8 General Pardon (4.1): the card's whereabouts are handled by resolveGeneralPardon. */
export const generalPardon: Handler<EventFrame> = {
  rule: () => '17.2',
  node: () => ({ kind: 'auto' }),
  legal: () => [],
  step(ctx, f) {
    finishEvent(ctx, f, 'none');
    resolveGeneralPardon(ctx, f.player);
  },
};
