import type { Action } from '../actions/schema.js';
import { emit, type Handler } from '../actions/ctx.js';
import type { EventFrame } from '../actions/event-frame.js';
import { finishEvent } from '../actions/event-frame.js';
import { addCount } from '../state/counts.js';
import { pirateOf } from '../state/pieces.js';
import { sink, speedHits } from '../actions/pieces.js';
import { returnKcToPool } from './european-turmoil.js';
import { ratingForNpAndStorm } from '../state/editions.js';
import type { GameState } from '../state/schema.js';
import type { ComponentIndex } from '../tables/index.js';
import { soloRules } from '../actions/hooks.js';
import { mutCounts, mutPirateIf, mutRecord } from '../state/copy.js';
import { displayName } from '../state/display-name.js';

/**
 * 17.2 #20 Storms at Sea: D66 picks a port; the storm hits the Sea Area adjoining it (both of
 * Bermuda's, RULINGS B44) and the Transit Boxes connected to it. Then, in order:
 *  - every Merchant there is removed (found or not, 8.21);
 *  - each Warship: the card's player rolls 2d6, above its Combat removes it;
 *  - each Pirate not In-Port: d6 on the Storm Effects Table, +1 in a Transit Box;
 *  - each KC: d6 1-4 returns it to the pool.
 * Queue entries are 'w:<area>', 'p:<pirate>', 'k:<kc>'.
 */
function stormedPlaces(ix: ComponentIndex, areas: readonly string[]): { areas: string[]; boxes: string[] } {
  const boxes = new Set<string>();
  for (const a of areas) for (const b of ix.seaArea[a]?.transitBoxes ?? []) boxes.add(b);
  return { areas: [...areas], boxes: [...boxes] };
}

function buildQueue(s: GameState, ix: ComponentIndex, areas: readonly string[]): string[] {
  const { boxes } = stormedPlaces(ix, areas);
  const q: string[] = [];
  for (const a of areas) if (s.warships[a]) q.push(`w:${a}`);
  for (const id of Object.keys(s.pirates).sort()) {
    const loc = s.pirates[id]?.location;
    if (!loc) continue;
    if ((loc.kind === 'sea' && areas.includes(loc.area)) || (loc.kind === 'transit' && boxes.includes(loc.box))) q.push(`p:${id}`);
  }
  // "those Transit boxes are affected as well": a KC in one rolls too (10.4 lets KCs move into them).
  for (const id of Object.keys(s.kcs).sort()) {
    const at = s.kcs[id]?.area ?? '';
    if (areas.includes(at) || boxes.includes(at)) q.push(`k:${id}`);
  }
  return q;
}

function removeMerchants(ctx: Parameters<Handler<EventFrame>['step']>[0], areas: readonly string[]): void {
  const s = ctx.s;
  for (const port of Object.keys(s.merchants).sort()) {
    const inArea = (ctx.ix.port[port]?.seaAreas ?? []).some((a) => areas.includes(a));
    const m = s.merchants[port];
    if (inArea && m) {
      delete mutRecord(ctx, 'merchants')[port];
      addCount(mutCounts(ctx, 'merchantPool'), m.type);
      emit(ctx, { type: 'merchantRemoved', rule: '17.2', port, merchant: m.faceUp ? m.type : undefined, cause: 'storm' });
    }
  }
}

export const stormsAtSea: Handler<EventFrame> = {
  rule: () => '17.2',
  node(s, f) {
    if (f.step === 'start') return { kind: 'chance', spec: { kind: 'd66', label: 'D66 for the Storm (17.2 #20)' } };
    if (f.step === 'chooseArea') return { kind: 'decision', player: f.player as GameState['turn']['player'] };
    const head = f.queue[0];
    if (f.step === 'effects' && head) {
      const what = head.slice(2);
      if (head.startsWith('w:')) return { kind: 'chance', spec: { kind: 'dice', count: 2, roller: null, label: `2d6 against the Warship in ${displayName(s, what)} (17.2 #20)` } };
      return { kind: 'chance', spec: { kind: 'dice', count: 1, roller: null, label: `Storm roll for ${displayName(s, what)} (17.2 #20)` } };
    }
    return { kind: 'auto' };
  },
  legal(_s, f): Action[] {
    if (f.step !== 'chooseArea') return [];
    return f.targets.map((area) => ({ type: 'chooseStormArea' as const, player: f.player as GameState['turn']['player'], area }));
  },
  step(ctx, f, input) {
    const s = ctx.s;
    if (f.step === 'start') {
      if (input?.type !== 'chance' || !Array.isArray(input.value)) return finishEvent(ctx, f);
      const [black = 1, white = 1] = input.value;
      const port = ctx.ix.portByLocator[black * 10 + white];
      if (!port) return finishEvent(ctx, f);
      f.targets = [...port.seaAreas];
      emit(ctx, { type: 'storm', rule: '17.2', d66: [black, white], port: port.id, areas: [...f.targets] });
      if (f.targets.length > 1 && s.config.options.bermudaStormOneArea) {
        f.step = 'chooseArea';
        return;
      }
      return beginEffects(ctx, f);
    }
    if (f.step === 'chooseArea') {
      if (input?.type === 'chooseStormArea') f.targets = [input.area];
      return beginEffects(ctx, f);
    }
    if (f.step === 'effects') {
      const head = f.queue.shift();
      if (!head || input?.type !== 'chance' || !Array.isArray(input.value)) return finishEvent(ctx, f);
      resolveOne(ctx, head, input.value, f);
      if (f.queue.length === 0) f.step = 'finish';
      return;
    }
    finishEvent(ctx, f);
    // 19.4 (solitaire): each Storms at Sea brings the Merchants back up to 10.
    if (ctx.s.solo) soloRules().stormRefill(ctx);
  },
};

function beginEffects(ctx: Parameters<Handler<EventFrame>['step']>[0], f: EventFrame): void {
  const { boxes } = stormedPlaces(ctx.ix, f.targets);
  emit(ctx, { type: 'stormStrikes', rule: '17.2', areas: [...f.targets], transitBoxes: boxes });
  removeMerchants(ctx, f.targets);
  f.queue = buildQueue(ctx.s, ctx.ix, f.targets);
  f.step = f.queue.length > 0 ? 'effects' : 'finish';
}

function resolveOne(ctx: Parameters<Handler<EventFrame>['step']>[0], head: string, faces: number[], f: EventFrame): void {
  const s = ctx.s;
  const id = head.slice(2);
  const roll = faces.reduce((a, b) => a + b, 0);
  if (head.startsWith('w:')) {
    const w = s.warships[id];
    // B5: the printed Combat, +2 only with plus2AffectsRatingForNpAndStorm.
    const combat = ratingForNpAndStorm(s, w ? (ctx.ix.warship[w]?.combat ?? 0) : 0);
    const removed = roll > combat;
    emit(ctx, { type: 'stormWarship', rule: '17.2', area: id, warship: w, roll: { dice: faces, total: roll, combat }, removed });
    if (removed && w) {
      delete mutCounts(ctx, 'warships')[id];
      addCount(mutCounts(ctx, 'warshipPool'), w);
    }
    return;
  }
  if (head.startsWith('k:')) {
    const removed = roll <= 4;
    emit(ctx, { type: 'stormKc', rule: '17.2', kc: id, roll: roll, removed });
    if (removed) returnKcToPool(ctx, id);
    return;
  }
  const p = mutPirateIf(ctx, id);
  if (!p) return;
  const inTransit = p.location.kind === 'transit' ? 1 : 0;
  const adjusted = Math.min(7, roll + inTransit);
  const row = ctx.ix.set.tables.storm[adjusted - 1];
  emit(ctx, { type: 'stormPirate', rule: '17.2', pirate: id, roll: { die: roll, transit: inTransit, total: adjusted }, speedHits: row?.speedHits ?? 0, sunk: row?.sunk ?? false, drawer: f.player });
  if (row?.sunk) sink(ctx, pirateOf(s, id), '17.2');
  else speedHits(ctx, p, row?.speedHits ?? 0, '17.2');
}
