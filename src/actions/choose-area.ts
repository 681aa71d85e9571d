import { emit, pop, type Ctx, type Handler } from './ctx.js';
import type { FrameOf } from '../state/schema.js';

/**
 * A Pirate put out of a port into its adjoining Sea Area (Oust 9.24, Sack 9.55, ...). Only Bermuda
 * adjoins two Sea Areas; there the owner chooses which (RULINGS B44).
 */
type ChooseAreaFrame = FrameOf<'chooseArea'>;

/** Place a Pirate from his port into the adjoining Sea Area, asking his owner at Bermuda. */
export function putToSea(ctx: Ctx, pirate: string, rule: string): void {
  const p = ctx.s.pirates[pirate];
  if (!p || p.location.kind !== 'port') return;
  const areas = ctx.ix.port[p.location.port]?.seaAreas ?? [];
  // 9.55 / 9.59: back at sea, he can no longer Sack the port he took.
  p.sackable = null;
  if (areas.length === 1 && areas[0]) {
    const from = p.location.port;
    p.location = { kind: 'sea', area: areas[0] };
    emit(ctx, { type: 'putToSea', rule, pirate, from, to: areas[0] });
    return;
  }
  ctx.s.stack.push({ kind: 'chooseArea', pirate, options: [...areas], rule });
}

export const chooseAreaHandler: Handler<ChooseAreaFrame> = {
  rule: (f) => f.rule,
  node(s, f) {
    const p = s.pirates[f.pirate];
    return p ? { kind: 'decision', player: p.owner } : { kind: 'auto' };
  },
  legal(s, f) {
    const p = s.pirates[f.pirate];
    return p ? f.options.map((area) => ({ type: 'chooseArea' as const, player: p.owner, pirate: p.id, area })) : [];
  },
  step(ctx, f, input) {
    const p = ctx.s.pirates[f.pirate];
    if (p && input?.type === 'chooseArea' && p.location.kind === 'port') {
      const from = p.location.port;
      p.location = { kind: 'sea', area: input.area };
      p.sackable = null;
      emit(ctx, { type: 'putToSea', rule: f.rule, pirate: p.id, from, to: input.area, chosen: true });
    }
    pop(ctx, f);
  },
};
