import type { Action } from './schema.js';
import { emit, pop, type Ctx, type Handler } from './ctx.js';
import type { ComponentIndex } from '../tables/index.js';
import type { FrameOf, GameState } from '../state/schema.js';
import type { PlayerId, ShipTypeId } from '../state/ids.js';
import { inPlayCount, kcOf, limits, newPirate } from '../state/pieces.js';
import { withoutOne } from '../state/counts.js';
import { mutPlayer, mutPlayerIf, mutRecord } from '../state/copy.js';

/** 5.13 / 3.0 Step 7: a new Pirate starts in a Sloop or a Schooner (6.21). */
export const STARTING_SHIPS: readonly ShipTypeId[] = ['sloop', 'schooner'];

/**
 * Every deployment of `pirate` (5.15: any Sea Area), or only into `areas` when given; never into the
 * Sea Area of his owner's own KC, where no Pirate of his may be (10.27, B37, R97).
 */
export function deployActions(s: GameState, ix: ComponentIndex, player: PlayerId, pirate: string, areas?: readonly string[]): Action[] {
  const out: Action[] = [];
  const kc = kcOf(s, player);
  const kcArea = kc ? s.kcs[kc]?.area : undefined;
  for (const area of areas ?? ix.set.seaAreas.map((a) => a.id)) {
    if (area === kcArea) continue;
    for (const ship of STARTING_SHIPS) out.push({ type: 'deployPirate', player, pirate, area, ship });
  }
  return out;
}

/** Put a Pirate card from hand on the map (5.13). */
export function deployFromHand(ctx: Ctx, player: PlayerId, pirate: string, area: string, ship: ShipTypeId, rule: string, secret = false): void {
  const me = mutPlayerIf(ctx, player);
  if (!me) return;
  me.pirateHand = withoutOne(me.pirateHand, pirate);
  mutRecord(ctx, 'pirates')[pirate] = newPirate(ctx.ix, pirate, player, { kind: 'sea', area }, ship, ctx.s.turn.number);
  // 3.0 Step 7 secrecy note: a secret placement is known only to its player until the reveal.
  emit(ctx, secret ? { type: 'pirateDeployed', rule, player, pirate, area, ship, visibleTo: player } : { type: 'pirateDeployed', rule, player, pirate, area, ship });
}

type PirateCardFrame = FrameOf<'pirateCard'>;

/** 5.16 Action K: draw a Pirate card blind, then deploy it now or keep it in hand. */
export const pirateCardHandler: Handler<PirateCardFrame> = {
  rule: () => '5.16',
  node(s, f) {
    if (f.step === 'draw') {
      if (s.pirateDeck.length === 0) return { kind: 'auto' };
      return { kind: 'chance', spec: { kind: 'draw', pool: 'pirate', label: `Player ${f.player} draws a Pirate card (5.16)` } };
    }
    return { kind: 'decision', player: f.player };
  },
  legal(s, f, ix) {
    const me = s.players[f.player];
    const drawn = f.drawn;
    if (!me || !drawn) return [];
    const lim = limits(s.config.players);
    const out: Action[] = [];
    if (inPlayCount(s, f.player) < lim.inPlay) out.push(...deployActions(s, ix, f.player, drawn));
    // The drawn card is already in hand: keeping it must stay within the 5.16 hand limit.
    if (me.pirateHand.length <= lim.inHand) out.push({ type: 'keepPirate', player: f.player, pirate: drawn });
    // 2.7: in the 6-10 player variant an unwanted Pirate may be exchanged (10 VP to each other player).
    if (s.config.players >= 6 && s.pirateDeck.length > 0) out.push({ type: 'redrawPirate', player: f.player, pirate: drawn });
    return out;
  },
  step(ctx, f, input) {
    const s = ctx.s;
    const me = mutPlayerIf(ctx, f.player);
    if (!me) return pop(ctx, f);
    if (f.step === 'draw') {
      if (input?.type !== 'chance' || typeof input.value !== 'string') return pop(ctx, f);
      s.pirateDeck = withoutOne(s.pirateDeck, input.value);
      me.pirateHand = [...me.pirateHand, input.value];
      f.drawn = input.value;
      f.step = 'decide';
      emit(ctx, { type: 'pirateDrawn', rule: f.returning === null ? '5.16' : '2.7', player: f.player, pirate: input.value, visibleTo: f.player });
      if (f.returning !== null) giveBack(ctx, f.player, f.returning);
      f.returning = null;
      return;
    }
    if (!input) return pop(ctx, f);
    if (input.type === 'deployPirate') {
      deployFromHand(ctx, f.player, input.pirate, input.area, input.ship, '5.16');
      return pop(ctx, f);
    }
    if (input.type === 'keepPirate') {
      emit(ctx, { type: 'pirateKept', rule: '5.16', player: f.player, visibleTo: f.player, pirate: input.pirate });
      return pop(ctx, f);
    }
    if (input.type === 'redrawPirate') {
      redraw(ctx, f.player, input.pirate);
      f.returning = input.pirate; // 2.7: given back once the other is drawn, so it cannot come again
      f.step = 'draw';
      f.drawn = null;
    }
  },
};

/**
 * 2.7: "can draw a different one instead, giving each other player 10 VP and placing the originally
 * drawn Pirate card back in the Pirate deck" (FR 2.7: « peut en tirer un autre, puis replace la
 * première »): every other player gains 10 VP now; the card stays in his hand while the other is
 * drawn, so the draw's outcomes exclude it, and goes back by {@link giveBack} after (R103).
 */
export function redraw(ctx: Ctx, player: PlayerId, pirate: string): void {
  for (const q of ctx.s.order) {
    const other = ctx.s.players[q];
    if (q !== player && other) mutPlayer(ctx, q).vp += 10;
  }
  emit(ctx, { type: 'pirateRedrawn', rule: '2.7', player, pirate, vpToEachOther: 10 });
}

/** 2.7: the other Pirate card drawn, the one given back returns to the Pirate deck. */
export function giveBack(ctx: Ctx, player: PlayerId, pirate: string): void {
  const me = mutPlayerIf(ctx, player);
  if (!me || !me.pirateHand.includes(pirate)) return;
  me.pirateHand = withoutOne(me.pirateHand, pirate);
  ctx.s.pirateDeck = [...ctx.s.pirateDeck, pirate].sort();
}
