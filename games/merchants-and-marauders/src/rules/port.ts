/**
 * The Port action and Sell Goods (ledger MM Port 1-4, MM Sell 1-5, MM StashGold 1-5, MM Yard 15,
 * MM Rumor 1/3, MM Mission 1-5; rulings M5, M10, M22, M23, M31, MR7, MR17): the activities of a
 * Port action, the sale and the Demand Token swap.
 */
import { emit, type Handler, pop, push } from '../kernel.js';
import { type Action } from '../actions.js';
import { type FrameOf } from '../state.js';
import { captainOf, checkTarget, dec, gain, gainGlory, inc, type MM, pay, pl, portOf, removeOne, shipValues, total } from './shared.js';
import { holds } from './effects.js';
import { rumorCheckable } from './rumors.js';
import { claimMission, completeMission, missionCompletable } from './missions.js';
import { gloryPlays, playGlory, specialistPower, statBonus } from './glory.js';
import { REPAIRABLE } from './shipyard.js';

/** Every distinct non-empty sub-multiset of `cards`, each sorted (M23: one declaration). */
export function subsets(cards: readonly string[]): string[][] {
  const counts = new Map<string, number>();
  for (const c of cards) counts.set(c, (counts.get(c) ?? 0) + 1);
  let out: string[][] = [[]];
  for (const [id, n] of [...counts].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const next: string[][] = [];
    for (const base of out) for (let k = 0; k <= n; k++) next.push([...base, ...Array<string>(k).fill(id)]);
    out = next;
  }
  return out.filter((x) => x.length > 0);
}

export const port: Handler<MM, FrameOf<'port'>> = {
  rule: () => 'MM Port 1',
  node: (_s, f) => ({ kind: 'decision', player: f.player }),
  legal(s, f, ix) {
    const player = f.player;
    const p = pl(s, player);
    const out: Action[] = [];
    // MM Port 2: Sell Goods, if done, is the first activity.
    // MR26: the Carpenter's free repair is not an activity for this order (as MR17's stash moves).
    if (f.done.every((d) => d === 'carpenter') && p.cargo.length > 0) for (const cards of subsets(p.cargo)) out.push({ type: 'sell', player, cards });
    // MM Port 3: each activity at most once per Port action.
    if (!f.done.includes('buy')) out.push({ type: 'buyGoods', player });
    if (!f.done.includes('yard')) out.push({ type: 'shipyard', player });
    // MR4: Recruit is offered only below the Crew value (at full crew it can change nothing).
    if (!f.done.includes('recruit') && p.track.crew < shipValues(ix, p).crew) out.push({ type: 'recruit', player });
    // MM Yard 15: a flipped Reinforced Hull is refreshed for 3 Gold in any port.
    if (p.hullFlipped && p.mods.includes('reinforced-hull') && p.gold >= 3) out.push({ type: 'refreshHull', player });
    // MM Glory 5, MR26: a Carpenter's free repair points in each Port action (any location but Crew).
    if (f.done.filter((d) => d === 'carpenter').length < specialistPower(s, ix, player, 'repair')) {
      const v = shipValues(ix, p);
      for (const location of REPAIRABLE) if (p.track[location] < v[location]) out.push({ type: 'freeRepair', player, location });
    }
    // MM Rumor 1: 2 Gold and an Influence roll.
    if (!f.done.includes('rumor') && p.gold >= 2) out.push({ type: 'acquireRumor', player });
    // MM Rumor 3, M22: checking the rumor held, if it names this port (once per Port action).
    if (!f.done.includes('checkRumor') && rumorCheckable(s, ix, player) === 'port') out.push({ type: 'checkRumor', player });
    // MM Mission 1-2, M22: one claim attempt per Port action, for a mission located here.
    if (!f.done.includes('mission')) {
      const here = portOf(s, ix, player);
      for (const m of [...new Set(s.missions)].sort()) {
        const card = ix.missions.get(m);
        if (card && card.location === here && card.req.conditions.every((c) => holds(s, ix, player, c))) out.push({ type: 'claimMission', player, mission: m });
      }
    }
    // MM Mission 5: completing the mission held.
    if (!f.done.includes('complete') && missionCompletable(s, ix, player)) out.push({ type: 'completeMission', player });
    // MM StashGold 1, M31: in the home port, deposits and withdrawals at any point.
    if (captainOf(ix, p).homePort === portOf(s, ix, player)) {
      for (let a = 1; a <= p.gold; a++) out.push({ type: 'stash', player, amount: a });
      for (let a = 1; a <= p.stash; a++) out.push({ type: 'withdraw', player, amount: a });
    }
    out.push(...gloryPlays(s, ix, player));
    out.push({ type: 'leavePort', player });
    return out;
  },
  step(ctx, f, input) {
    if (!input) return;
    const s = ctx.s;
    const ix = ctx.ix;
    const player = f.player;
    const p = pl(s, player);
    const here = portOf(s, ix, player);
    switch (input.type) {
      case 'sell': {
        // MM Sell 1-2: 3 Gold a card, 6 for the port's in-demand good; sold cards go face up.
        f.done.push('sell');
        const demand = s.demand[here];
        let inDemand = 0;
        for (const c of input.cards) {
          removeOne(p.cargo, c);
          inc(s.discard.cargo, c);
          if (ix.cargo.get(c)?.good === demand) inDemand += 1;
        }
        // MM Sell 1, plus any card or Specialist that adds to the price (ledger F.4 `sellPrice`).
        const gold = 3 * (input.cards.length - inDemand) + 6 * inDemand + input.cards.length * statBonus(s, ix, player, 'sellPrice');
        emit(ctx, { type: 'sold', rule: 'MM Sell 1', player, cards: [...input.cards], inDemand, gold });
        gain(ctx, player, gold, 'MM Sell 1', 'goods sold');
        // MM Sell 5, M5: 3+ cards of the in-demand good in one sale give +1 GP.
        if (inDemand >= 3) gainGlory(ctx, player, 'MM Sell 5', 'sold three in-demand goods');
        // MM Sell 3: a new Demand Token from the reserve, then the old one returns to it.
        if (inDemand > 0 && demand !== undefined && total(s.demandReserve) > 0) push(ctx, { kind: 'demandSwap', player, port: here, old: demand });
        return;
      }
      case 'buyGoods': {
        f.done.push('buy');
        // MM Buy 1, 8, M24: draw 6, or 3 when he bought here on his previous player turn too.
        const again = p.lastBuy !== null && p.lastBuy.port === here && p.lastBuy.turn === p.turns - 1;
        push(ctx, { kind: 'buy', player, port: here, need: again ? 3 : 6, drawn: [], prices: null });
        return;
      }
      case 'shipyard':
        f.done.push('yard');
        push(ctx, { kind: 'yard', player, shipBought: false });
        return;
      case 'recruit':
        f.done.push('recruit');
        push(ctx, { kind: 'recruit', player, step: 'roll' });
        return;
      case 'stash':
        // MM StashGold 1-3, M10, M31: announced, amount secret.
        p.gold -= input.amount;
        p.stash += input.amount;
        p.stashes += 1;
        emit(ctx, { type: 'stashed', rule: 'MM StashGold 3', player, amount: input.amount, private: player });
        emit(ctx, { type: 'stashed', rule: 'MM StashGold 3', player, amount: null });
        checkTarget(ctx, player);
        return;
      case 'withdraw':
        // MM StashGold 5, M31.
        p.stash -= input.amount;
        p.gold += input.amount;
        emit(ctx, { type: 'withdrew', rule: 'MM StashGold 5', player, amount: input.amount, private: player });
        emit(ctx, { type: 'withdrew', rule: 'MM StashGold 5', player, amount: null });
        return;
      case 'playGlory':
        playGlory(ctx, player, input.card, input.nation);
        return;
      case 'acquireRumor':
        f.done.push('rumor');
        // MM Rumor 1: the 2 Gold are spent even on a failure.
        pay(ctx, player, 2, 'MM Rumor 1', 'a rumor');
        push(ctx, { kind: 'rumor', player, mode: 'acquire', step: 'roll', drawn: null });
        return;
      case 'checkRumor':
        f.done.push('checkRumor');
        // MM Rumor 3: the card is revealed first.
        emit(ctx, { type: 'rumorRevealed', rule: 'MM Rumor 3', player, card: p.rumor as string });
        push(ctx, { kind: 'rumor', player, mode: 'check', step: 'roll', drawn: null });
        return;
      case 'claimMission': {
        f.done.push('mission');
        const card = ix.missions.get(input.mission);
        if (card?.req.check) push(ctx, { kind: 'mission', player, mission: input.mission, step: 'roll' });
        else {
          claimMission(ctx, player, input.mission);
          push(ctx, { kind: 'mission', player, mission: input.mission, step: 'refill' });
        }
        return;
      }
      case 'completeMission': {
        f.done.push('complete');
        const m = ix.missions.get(p.mission as string);
        if (!m) return;
        completeMission(ctx, player, m);
        return;
      }
      case 'freeRepair':
        f.done.push('carpenter');
        p.track[input.location] += 1;
        emit(ctx, { type: 'repaired', rule: 'MM Glory 5', player, location: input.location });
        return;
      case 'refreshHull':
        pay(ctx, player, 3, 'MM Yard 15', 'Reinforced Hull refreshed');
        p.hullFlipped = false;
        emit(ctx, { type: 'hullRefreshed', rule: 'MM Yard 15', player });
        return;
      case 'leavePort':
        pop(ctx, f);
        return;
      default:
        return;
    }
  },
};

export const demandSwap: Handler<MM, FrameOf<'demandSwap'>> = {
  rule: () => 'MM Sell 3',
  node: () => ({ kind: 'chance', spec: { kind: 'draw', pool: 'demand', label: 'a new Demand Token' } }),
  legal: () => [],
  step(ctx, f, input) {
    if (input?.type !== 'chance' || typeof input.value !== 'string') return;
    const s = ctx.s;
    // MM Sell 3: draw the replacement first, then return the old token to the reserve.
    dec(s.demandReserve, input.value);
    s.demand[f.port] = input.value;
    inc(s.demandReserve, f.old);
    emit(ctx, { type: 'demandChanged', rule: 'MM Sell 3', port: f.port, from: f.old, to: input.value });
    pop(ctx, f);
  },
};
