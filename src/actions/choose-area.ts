import { emit, pop, type Ctx, type Handler } from './ctx.js';
import type { FrameOf, PirateState } from '../state/schema.js';
import { mutTeam } from './pieces.js';
import { mutPirateIf } from '../state/copy.js';

/**
 * A Pirate put out of a port into its adjoining Sea Area (Oust 9.24, Sack 9.55, ...). Only Bermuda
 * adjoins two Sea Areas; there the owner chooses which (RULINGS B44).
 */
type ChooseAreaFrame = FrameOf<'chooseArea'>;

/**
 * Place a Pirate from his port into the adjoining Sea Area, asking his owner at Bermuda. An
 * Alliance goes together (11.2: they must stay together at all times), with one choice at Bermuda.
 */
export function putToSea(ctx: Ctx, pirate: string, rule: string): void {
  const p = mutPirateIf(ctx, pirate);
  if (!p || p.location.kind !== 'port') return;
  // The ally's own call (callers put every Pirate of the port to sea) is already answered.
  if (p.ally && ctx.s.stack.some((f) => f.kind === 'chooseArea' && f.pirate === p.ally)) return;
  const areas = ctx.ix.port[p.location.port]?.seaAreas ?? [];
  if (areas.length === 1 && areas[0]) return toSea(ctx, p, areas[0], rule, false);
  ctx.s.stack.push({ kind: 'chooseArea', pirate, options: [...areas], rule });
}

/** He (and his ally in the same port) leaves the port for `area`. */
function toSea(ctx: Ctx, p: PirateState, area: string, rule: string, chosen: boolean): void {
  if (p.location.kind !== 'port') return;
  const port = p.location.port;
  for (const m of mutTeam(ctx, p)) {
    if (m.location.kind !== 'port' || m.location.port !== port) continue;
    m.location = { kind: 'sea', area };
    // 9.55 / 9.59: back at sea, he can no longer Sack the port he took.
    m.sackable = null;
    emit(ctx, chosen ? { type: 'putToSea', rule, pirate: m.id, from: port, to: area, chosen: true } : { type: 'putToSea', rule, pirate: m.id, from: port, to: area });
  }
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
    const p = mutPirateIf(ctx, f.pirate);
    if (p && input?.type === 'chooseArea') toSea(ctx, p, input.area, f.rule, true);
    pop(ctx, f);
  },
};
