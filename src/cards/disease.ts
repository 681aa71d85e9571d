import { emit, type Handler } from '../actions/ctx.js';
import type { EventFrame } from '../actions/event-frame.js';
import { finishEvent } from '../actions/event-frame.js';
import { killEveryoneInPort, removeGovernor } from '../actions/ports.js';

/**
 * 17.2 #3 Disease: D66 picks a port; every Governor, Pirate and Hostage in it dies (Pirates count
 * as Eliminated, 18.12B). The port itself is not destroyed.
 */
export const disease: Handler<EventFrame> = {
  rule: () => '17.2',
  node: () => ({ kind: 'chance', spec: { kind: 'd66', label: 'D66 for the port struck by Disease (17.2 #3)' } }),
  legal: () => [],
  step(ctx, f, input) {
    if (input?.type !== 'chance' || !Array.isArray(input.value)) return finishEvent(ctx, f);
    const [black = 1, white = 1] = input.value;
    const port = ctx.ix.portByLocator[black * 10 + white];
    if (!port) return finishEvent(ctx, f);
    emit(ctx, { type: 'disease', rule: '17.2', d66: [black, white], port: port.id });
    removeGovernor(ctx, port.id, '17.2');
    killEveryoneInPort(ctx, port.id, 'disease', '17.2');
    finishEvent(ctx, f);
  },
};
