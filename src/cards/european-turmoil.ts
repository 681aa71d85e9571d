import { emit, type Handler } from '../actions/ctx.js';
import type { EventFrame } from '../actions/event-frame.js';
import { finishEvent } from '../actions/event-frame.js';
import { addCount } from '../state/counts.js';
import type { Ctx } from '../actions/ctx.js';
import { mutCounts, mutRecord } from '../state/copy.js';

/** 17.2 #5 European Turmoil: every KC and Warship in play goes back to its pool (RULINGS B48). */
export const europeanTurmoil: Handler<EventFrame> = {
  rule: () => '17.2',
  node: () => ({ kind: 'auto' }),
  legal: () => [],
  step(ctx, f) {
    const s = ctx.s;
    const warships = Object.keys(s.warships).sort();
    for (const area of warships) {
      const w = s.warships[area];
      if (w) addCount(mutCounts(ctx, 'warshipPool'), w);
      delete mutCounts(ctx, 'warships')[area];
    }
    const kcs = Object.keys(s.kcs).sort();
    for (const id of kcs) returnKcToPool(ctx, id);
    emit(ctx, { type: 'europeanTurmoil', rule: '17.2', warshipsRemoved: warships.length, kcsRemoved: kcs });
    finishEvent(ctx, f);
  },
};

/** A KC back to the pool; the Ex-Pirate KC goes back aside instead (RULINGS B48). */
export function returnKcToPool(ctx: Ctx, id: string): void {
  const s = ctx.s;
  delete mutRecord(ctx, 'kcs')[id];
  if (!ctx.ix.kc[id]?.exPirate) {
    s.kcPool = [...s.kcPool, id].sort();
  }
}
