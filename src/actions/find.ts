import { dice, emit, type Handler } from './ctx.js';
import { endAction, openWindow } from './window.js';
import type { FrameOf } from '../state/schema.js';
import { teamRating } from './alliance.js';
import { mutMerchant } from '../state/copy.js';
import { displayName } from '../state/display-name.js';

/**
 * 4.5B / 8.1 Find Merchant Ship: d6 + Ability, 7 or more finds it (8.13-8.14); a Merchant left
 * Found-but-not-Looted is found again at +1 (8.15, RULINGS B29).
 */
type FindFrame = FrameOf<'find'>;

export const FIND_TARGET = 7;

export const findHandler: Handler<FindFrame> = {
  rule: () => '8.13',
  node(s, f) {
    if (f.step === 'roll' && s.pirates[f.pirate] && s.merchants[f.port]) {
      return { kind: 'chance', spec: dice(1, f.pirate, `Find roll for ${displayName(s, f.pirate)} (8.13)`) };
    }
    return { kind: 'auto' };
  },
  legal: () => [],
  step(ctx, f, input) {
    const s = ctx.s;
    switch (f.step) {
      case 'announce':
        f.step = 'roll';
        // 6.42 / 6.43 / 10.32: Warships and KCs may react to a Find, successful or not.
        openWindow(ctx, 'findAnnounced', f.pirate);
        return;
      case 'roll': {
        const p = s.pirates[f.pirate];
        const m = s.merchants[f.port] ? mutMerchant(ctx, f.port) : undefined;
        if (!p || !m || input?.type !== 'chance' || !Array.isArray(input.value)) {
          f.step = 'complete';
          return;
        }
        const die = input.value[0] ?? 0;
        const ability = teamRating(s, ctx.ix, p, 'ability'); // 11.2: either ally's Ability
        const refind = m.faceUp ? 1 : 0; // 8.15
        const totalRoll = die + ability + refind;
        const found = totalRoll >= FIND_TARGET;
        if (found) {
          m.faceUp = true;
          m.foundBy = p.id;
        }
        emit(ctx, {
          type: found ? 'merchantFound' : 'findFailed',
          rule: found ? '8.14' : '8.14',
          pirate: p.id,
          port: f.port,
          roll: { die, ability, refind, total: totalRoll, needed: FIND_TARGET },
          merchant: found ? m.type : undefined,
        });
        f.step = 'complete';
        // 6.42 / 6.43 / 10.32: a Find may be answered whether or not it succeeded.
        openWindow(ctx, 'findResolved', f.pirate);
        return;
      }
      case 'complete':
        endAction(ctx, f);
        return;
    }
  },
};
