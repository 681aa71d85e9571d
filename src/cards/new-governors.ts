import { emit, type Handler } from '../actions/ctx.js';
import type { EventFrame } from '../actions/event-frame.js';
import { finishEvent } from '../actions/event-frame.js';
import { oustAll, removeGovernor } from '../actions/ports.js';
import { mutCounts } from '../state/copy.js';

/**
 * 17.2 #9 New Governors: D66 twice; an Anti-Pirate Governor goes into each rolled port, replacing
 * (permanently) any Governor there; Pirate Ports are rerolled, and so are destroyed ports (RULINGS
 * B51). Pirates in those ports are Ousted with no NP (9.24) and Safe Havens there are lost (9.34).
 */
const PLACEMENTS = 2;
/** 17.2 #9: "in the Solitaire version (19.0), only one Governor is placed". */
const SOLO_PLACEMENTS = 1;

export const newGovernors: Handler<EventFrame> = {
  rule: () => '17.2',
  node(_s, f) {
    if (f.step === 'start') return { kind: 'chance', spec: { kind: 'd66', label: `D66 for New Governor ${f.targets.length + 1} (17.2 #9)` } };
    return { kind: 'auto' };
  },
  legal: () => [],
  step(ctx, f, input) {
    const s = ctx.s;
    if (f.step === 'start') {
      if (input?.type !== 'chance' || !Array.isArray(input.value)) return finishEvent(ctx, f);
      const [black = 1, white = 1] = input.value;
      const port = ctx.ix.portByLocator[black * 10 + white];
      if (!port) return;
      if (port.piratePort || s.destroyedPorts.includes(port.id)) {
        emit(ctx, { type: 'newGovernorReroll', rule: '17.2', d66: [black, white], port: port.id, reason: port.piratePort ? 'pirate port' : 'destroyed port (B51)' });
        return;
      }
      if (s.antiGovernorSupply === 0 && s.config.options.newGovernorsWhenExhausted === 'noEffect') {
        emit(ctx, { type: 'newGovernorSkipped', rule: '17.2', d66: [black, white], port: port.id, reason: 'no Anti-Pirate Governor counter left (B51 option)' });
        f.targets.push(port.id);
        if (f.targets.length >= (s.solo ? SOLO_PLACEMENTS : PLACEMENTS)) f.step = 'finish';
        return;
      }
      removeGovernor(ctx, port.id, '17.2');
      // RULINGS B51: with no counter left in the supply the placement still happens, with a proxy.
      if (s.antiGovernorSupply > 0) s.antiGovernorSupply -= 1;
      else s.antiGovernorProxies += 1;
      mutCounts(ctx, 'governors')[port.id] = 'anti';
      emit(ctx, { type: 'newGovernor', rule: '17.2', d66: [black, white], port: port.id, governor: 'anti-pirate' });
      oustAll(ctx, port.id, '9.24');
      f.targets.push(port.id);
      if (f.targets.length >= (s.solo ? SOLO_PLACEMENTS : PLACEMENTS)) f.step = 'finish';
      return;
    }
    finishEvent(ctx, f);
  },
};
