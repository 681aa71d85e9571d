import { emit, pop, type Handler } from './ctx.js';
import type { FrameOf } from '../state/schema.js';
import { addCount, takeCount, total } from '../state/counts.js';
import { nextAvailablePort } from '../state/pieces.js';
import type { ComponentIndex } from '../tables/index.js';
import type { GameState } from '../state/schema.js';
import { mutCounts, mutRecord } from '../state/copy.js';

/**
 * Merchant placement (3.0 Step 8, 4.4B, 6.31-6.33): draw a Merchant blind from the pool, roll D66,
 * and put it face down in that port's Merchant Box, or the next higher available one (wrapping
 * from 66 to 11) if the port is a Pirate Port, destroyed, or already has a Merchant.
 */
type PlaceFrame = FrameOf<'placeMerchants'>;

export function placeMerchantsFrame(count: number, rule: string): PlaceFrame {
  return { kind: 'placeMerchants', remaining: count, drawn: null, rule };
}

function boxAvailable(s: GameState, ix: ComponentIndex, port: string): boolean {
  const p = ix.port[port];
  return !!p && !p.piratePort && !s.destroyedPorts.includes(port) && !s.merchants[port];
}

function anyBoxFree(s: GameState, ix: ComponentIndex): boolean {
  return ix.set.ports.some((p) => boxAvailable(s, ix, p.id));
}

export const placeMerchantsHandler: Handler<PlaceFrame> = {
  rule: (f) => f.rule,
  node(s, f, ix) {
    if (f.drawn) return { kind: 'chance', spec: { kind: 'd66', label: 'D66 for the Merchant\'s port (6.31)' } };
    if (f.remaining === 0 || total(s.merchantPool) === 0 || !anyBoxFree(s, ix)) return { kind: 'auto' };
    return { kind: 'chance', spec: { kind: 'draw', pool: 'merchant', label: 'Draw a Merchant from the pool (6.31)' } };
  },
  legal: () => [],
  step(ctx, f, input) {
    const s = ctx.s;
    if (input?.type !== 'chance') return pop(ctx, f);
    if (!f.drawn) {
      if (typeof input.value !== 'string') return;
      takeCount(mutCounts(ctx, 'merchantPool'), input.value);
      f.drawn = input.value;
      return;
    }
    if (!Array.isArray(input.value)) return;
    const [black = 1, white = 1] = input.value;
    const locator = black * 10 + white;
    const port = nextAvailablePort(ctx.ix, locator, (id) => boxAvailable(s, ctx.ix, id));
    if (!port) {
      addCount(mutCounts(ctx, 'merchantPool'), f.drawn);
      return pop(ctx, f);
    }
    mutRecord(ctx, 'merchants')[port] = { type: f.drawn, faceUp: false, foundBy: null };
    const rolledPort = ctx.ix.portByLocator[locator]?.id ?? null;
    emit(ctx, { type: 'merchantPlaced', rule: f.rule === '4.4' ? '6.31' : f.rule, d66: [black, white], locator, rolledPort, port, redirected: rolledPort !== port, rulePlacement: '6.32' });
    f.drawn = null;
    f.remaining -= 1;
  },
};
