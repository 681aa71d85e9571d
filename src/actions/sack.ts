import { dice, emit, type Handler } from './ctx.js';
import type { FrameOf } from '../state/schema.js';
import { inPortAt } from '../state/pieces.js';
import { changeLoyalty, enterDR, gainNp, mutInPortAt, mutTeam } from './pieces.js';
import { teamRating } from './alliance.js';
import { destroyPort, piratesInPort } from './ports.js';
import { putToSea } from './choose-area.js';
import { endAction, openWindow } from './window.js';
import { displayName } from '../state/display-name.js';

/**
 * 4.5H / 9.55 Sack a Port: his very next Action after a successful Attack, In-Port. d6 + Cruelty
 * above the printed Defense destroys the port (RULINGS B35): Loyalty +1, NP 2 x Value, automatic
 * involuntary D&R, and every Pirate there is put to sea (9.59). A failure wastes the Action; he stays
 * In-Port and may not Sack it again without leaving and attacking again.
 */
type SackFrame = FrameOf<'sackPort'>;

export const sackHandler: Handler<SackFrame> = {
  rule: () => '9.55',
  node(s, f) {
    return f.step === 'roll' && inPortAt(s, f.pirate, f.port) ? { kind: 'chance', spec: dice(1, f.pirate, `Sack roll of ${displayName(s, f.pirate)} on ${displayName(s, f.port)} (9.55)`) } : { kind: 'auto' };
  },
  legal: () => [],
  step(ctx, f, input) {
    const s = ctx.s;
    const p = mutInPortAt(ctx, f.pirate, f.port);
    if (f.step === 'announce') {
      f.step = 'roll';
      openWindow(ctx, 'sackAnnounced', f.pirate);
      return;
    }
    if (f.step === 'complete' || !p) {
      endAction(ctx, f);
      return;
    }
    if (input?.type !== 'chance' || !Array.isArray(input.value)) return;
    const die = input.value[0] ?? 1;
    const cruelty = teamRating(s, ctx.ix, p, 'cruelty'); // 11.2: either ally's Cruelty
    const info = ctx.ix.port[f.port];
    const defense = info?.defense ?? 0;
    const success = die + cruelty > defense;
    for (const m of mutTeam(ctx, p)) m.sackable = null;
    emit(ctx, { type: success ? 'portSacked' : 'sackFailed', rule: '9.55', pirate: p.id, port: f.port, roll: { die, cruelty, total: die + cruelty, defense } });
    f.step = 'complete';
    if (!success) return;
    const value = info?.value ?? 0;
    changeLoyalty(ctx, p, ctx.ix.set.tables.crewLoyalty['sack'] ?? 1, 'sack', '9.55');
    // 9.55 / 18.2: 2 x Value (Living Rules; 3 x in the first print, option sackNpMultiplier).
    gainNp(ctx, p, ctx.s.config.options.sackNpMultiplier * value, 'sack', '9.55');
    enterDR(ctx, p, 'involuntary', '9.55');
    const inPort = piratesInPort(ctx, f.port);
    destroyPort(ctx, f.port, '9.55');
    for (const id of inPort) putToSea(ctx, id, '9.59');
  },
};
