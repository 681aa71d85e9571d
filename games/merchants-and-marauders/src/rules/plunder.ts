/**
 * Plunder, claiming ships and rewards (ledger MM Plunder 1-4, 8-9, MM Bounty 10, MM StashGold 6,
 * MM Glory 2, 7, MM Weapons 1, MM Yard 19; rulings M36, M38, M54, M55, MR19-MR21): what the victor of
 * crew combat takes from a defeated player, the ship he may claim, and the reward for a pirate.
 */
import { emit, pop, push, type Handler } from '../kernel.js';
import type { Action } from '../actions.js';
import type { Ix } from '../components/load.js';
import { NATIONS, type ModType, type Nation } from '../components/schema.js';
import { releaseMods } from './shipyard.js';
import type { FrameOf, GameState, PlayerId, PlayerState, Track } from '../state.js';
import { captainOf, cargoRoom, dec, gain, inc, type MCtx, type MM, pl, rebuildCargo, removeOne, shipValues, total } from './shared.js';
import { die } from './death.js';

/**
 * MM Bounty 10, M36: the nations whose reward the victor may claim for a defeated pirate player:
 * those with a bounty on the loser, but none on the victor and not at war with the victor's nation.
 */
export function rewardNations(s: GameState, ix: Ix, victor: PlayerId, loser: PlayerId): Nation[] {
  const v = pl(s, victor);
  const l = pl(s, loser);
  const mine = v.captain ? ix.portNation.get(captainOf(ix, v).homePort) : undefined;
  return NATIONS.filter((n) => {
    if ((l.bounties[n] ?? 0) === 0 || (v.bounties[n] ?? 0) > 0) return false;
    return !(s.war && mine && mine !== n && s.war.includes(mine) && s.war.includes(n));
  });
}

const NATION_NAMES: Record<Nation, string> = { dutch: 'Dutch', english: 'English', french: 'French', spanish: 'Spanish' };

/** MM Bounty 10: 5 Gold per bounty of the one nation the victor picks (asked only when there is a choice). */
export const reward: Handler<MM, FrameOf<'reward'>> = {
  rule: () => 'MM Bounty 10',
  node: (_s, f) => (Object.keys(f.counts).length > 1 ? { kind: 'decision', player: f.player } : { kind: 'auto' }),
  legal: (_s, f) => (Object.keys(f.counts) as Nation[]).sort().map((nation): Action => ({ type: 'chooseReward', player: f.player, nation })),
  step(ctx, f, input) {
    const nation = input?.type === 'chooseReward' ? input.nation : (Object.keys(f.counts)[0] as Nation | undefined);
    pop(ctx, f);
    if (!nation) return;
    gain(ctx, f.player, 5 * (f.counts[nation] ?? 0), 'MM Bounty 10', `the ${NATION_NAMES[nation]} reward`);
  },
};

/**
 * MM Plunder 1-2, 4, M54 steps 1-5: the victor takes the loser's Gold (MR19: all of it), Glory Cards
 * (then discards to 4, M38), Special Weapons and Specialists (one of each type); the Rumor, the Cargo
 * and the ship are then his choices (./plunder frame). The loser's Mission is discarded at his death.
 */
export function beginPlunder(ctx: MCtx, victor: PlayerId, loser: PlayerId): void {
  const s = ctx.s;
  const v = pl(s, victor);
  const l = pl(s, loser);
  const taken = (what: string, n: number, card: string | null) => {
    emit(ctx, { type: 'plundered', rule: 'MM Plunder 1', player: victor, from: loser, what, n, card, private: victor });
    emit(ctx, { type: 'plundered', rule: 'MM Plunder 1', player: victor, from: loser, what, n: what === 'gold' ? null : n, card: null });
  };
  if (l.gold > 0) {
    // MM StashGold 6, MR19: the ship's Gold, all of it (the amount stays secret to the table, M10).
    v.gold += l.gold;
    taken('gold', l.gold, null);
    l.gold = 0;
  }
  for (const c of [...l.hand]) {
    removeOne(l.hand, c);
    v.hand.push(c);
    taken('glory', 1, c);
  }
  for (const w of [...l.weapons]) {
    // MM Weapons 1: at most one of each type; the rest goes with the dead Captain (to the supply, MR12).
    if (v.weapons.includes(w)) continue;
    removeOne(l.weapons, w);
    v.weapons.push(w);
    emit(ctx, { type: 'plundered', rule: 'MM Plunder 1', player: victor, from: loser, what: 'weapon', n: 1, card: w });
  }
  for (const c of [...l.specialists]) {
    // MM Plunder 2, MM Glory 7: Specialists pass free, one of each type; the others are discarded.
    const type = ctx.ix.glory.get(c)?.specialist?.type;
    if (v.specialists.some((x) => ctx.ix.glory.get(x)?.specialist?.type === type)) continue;
    removeOne(l.specialists, c);
    v.specialists.push(c);
    emit(ctx, { type: 'plundered', rule: 'MM Plunder 2', player: victor, from: loser, what: 'specialist', n: 1, card: c });
  }
  push(ctx, { kind: 'plunder', player: victor, from: loser, step: 'rumor' });
}

/** MM Plunder 1, 8, M54 steps 3, 6, 7, M55: the Rumor, the Cargo and the ship; then the loser dies (MM Crew 3). */
export const plunder: Handler<MM, FrameOf<'plunder'>> = {
  rule: (f) => (f.step === 'claim' ? 'MM Plunder 8' : 'MM Plunder 1'),
  node(s, f) {
    const v = pl(s, f.player);
    const l = pl(s, f.from);
    if (f.step === 'rumor') return l.rumor !== null && v.rumor !== null ? { kind: 'decision', player: f.player } : { kind: 'auto' };
    if (f.step === 'cargo') return l.cargo.length > 0 ? { kind: 'decision', player: f.player } : { kind: 'auto' };
    return l.ship !== null ? { kind: 'decision', player: f.player } : { kind: 'auto' };
  },
  legal(s, f) {
    const v = pl(s, f.player);
    const l = pl(s, f.from);
    const out: Action[] = [];
    if (f.step === 'rumor') for (const card of [...new Set([v.rumor ?? '', l.rumor ?? ''])].sort()) out.push({ type: 'keepRumor', player: f.player, card });
    else if (f.step === 'cargo') {
      if (v.cargo.length < cargoRoom(v)) for (const card of [...new Set(l.cargo)].sort()) out.push({ type: 'plunderCargo', player: f.player, card });
      // MM Plunder 2: he may discard his own cargo to make room.
      for (const card of [...new Set(v.cargo)].sort()) out.push({ type: 'plunderDropOwn', player: f.player, card });
      out.push({ type: 'plunderDone', player: f.player });
    } else out.push({ type: 'claimShip', player: f.player, claim: true }, { type: 'claimShip', player: f.player, claim: false });
    return out;
  },
  step(ctx, f, input) {
    const s = ctx.s;
    const v = pl(s, f.player);
    const l = pl(s, f.from);
    if (f.step === 'rumor') {
      // M54 step 3: keep one of the two rumors; the other goes with the dead Captain (discarded).
      if (l.rumor !== null) {
        const keep = input?.type === 'keepRumor' ? input.card : l.rumor;
        if (keep === l.rumor) {
          if (v.rumor !== null) inc(s.discard.rumor, v.rumor);
          v.rumor = l.rumor;
          emit(ctx, { type: 'plundered', rule: 'MM Plunder 1', player: f.player, from: f.from, what: 'rumor', n: 1, card: l.rumor, private: f.player });
          emit(ctx, { type: 'plundered', rule: 'MM Plunder 1', player: f.player, from: f.from, what: 'rumor', n: 1, card: null });
          l.rumor = null;
        }
      }
      f.step = 'cargo';
      return;
    }
    if (f.step === 'cargo') {
      // M54 step 6, M25: Cargo Cards up to his capacity, his choice.
      if (input?.type === 'plunderCargo') {
        removeOne(l.cargo, input.card);
        v.cargo.push(input.card);
        emit(ctx, { type: 'plundered', rule: 'MM Plunder 1', player: f.player, from: f.from, what: 'cargo', n: 1, card: input.card, private: f.player });
        emit(ctx, { type: 'plundered', rule: 'MM Plunder 1', player: f.player, from: f.from, what: 'cargo', n: 1, card: null });
        return;
      }
      if (input?.type === 'plunderDropOwn') {
        removeOne(v.cargo, input.card);
        inc(s.discard.cargo, input.card);
        emit(ctx, { type: 'cargoDiscarded', rule: 'MM Plunder 2', player: f.player, cards: [input.card] });
        return;
      }
      f.step = 'claim';
      return;
    }
    pop(ctx, f);
    const mods: ModType[] = [];
    if (input?.type === 'claimShip' && input.claim && l.ship !== null) {
      // MM Plunder 8, M55: his ship is discarded (its mods redistributed); the claimed one keeps its damage and mods; his crew moves in.
      mods.push(...claim(ctx, f.player, l.ship, l.track, l.mods, l.hullFlipped, f.from));
      l.mods = [];
    }
    // MM Crew 3, M54: whatever is not taken goes with the dead Captain.
    die(ctx, f.from, 'MM Crew 3', 'lost crew combat');
    if (s.over) {
      // MR16: the death ended the game: the discarded ship's mods go back to the box.
      for (const m of mods) inc(s.modSupply, m);
      return;
    }
    afterClaim(ctx, f.player, mods);
    // MM Glory 2, M38: more than four Glory Cards: discard down first.
    if (v.hand.length > 4) push(ctx, { kind: 'gloryDiscard', player: f.player });
  },
};

/** M55, MM Yard 19: the victor discards his ship for the one he fought; its mods go to ports of his choosing. */
function claim(ctx: MCtx, player: PlayerId, ship: NonNullable<PlayerState['ship']>, track: Track, mods: PlayerState['mods'], hullFlipped: boolean, from: string): ModType[] {
  const v = pl(ctx.s, player);
  const old = [...v.mods];
  const crew = v.track.crew;
  // MM Yard 7: a Man-o-War is abandoned (no sale value) when another ship is acquired.
  if (v.ship === 'man-o-war') emit(ctx, { type: 'shipAbandoned', rule: 'MM Yard 7', player, ship: v.ship });
  v.ship = ship;
  v.mods = [...mods];
  v.hullFlipped = hullFlipped;
  v.track = { ...track, crew: Math.min(crew, shipValues(ctx.ix, v).crew) };
  emit(ctx, { type: 'shipClaimed', rule: 'MM Plunder 8', player, from, ship, crew: v.track.crew });
  return old;
}

/** After a claim or plunder: a smaller hold drops the excess (his choice, M25); the old ship's mods are placed (MM Yard 19, M28). */
function afterClaim(ctx: MCtx, player: PlayerId, mods: readonly ModType[]): void {
  const v = pl(ctx.s, player);
  if (v.cargo.length > cargoRoom(v)) push(ctx, { kind: 'dropCargo', player });
  // MM Yard 19, M28; at St. John they may first move to the claimed ship (MM Yard 12, D4, MR56).
  releaseMods(ctx, player, mods);
}

/**
 * MM Plunder 5-8, M47, M55: after crew combat won against an NPC. A Naval ship: 3 Cargo Cards, Gold =
 * their plunder values, one card discarded at random per hit its Cargo took, the rest kept as room
 * allows; an NPC pirate carries nothing (MM Plunder 7). Then the victor may claim the ship.
 */
export const npcPlunder: Handler<MM, FrameOf<'npcPlunder'>> = {
  rule: (f) => (f.step === 'claim' ? 'MM Plunder 8' : 'MM Plunder 5'),
  node(s, f) {
    if (f.step === 'draw') return f.cards.length < 3 && total(s.decks.cargo) > 0 ? { kind: 'chance', spec: { kind: 'draw', pool: 'cargo', label: 'a Naval ship’s Cargo Card' } } : { kind: 'auto' };
    if (f.step === 'lose') return f.lose > 0 && f.cards.length > 0 ? { kind: 'chance', spec: { kind: 'draw', pool: 'npcPlunder', label: 'a plundered card lost to Cargo damage' } } : { kind: 'auto' };
    return { kind: 'decision', player: f.player };
  },
  legal(s, f) {
    const v = pl(s, f.player);
    const out: Action[] = [];
    if (f.step === 'keep') {
      if (v.cargo.length < cargoRoom(v)) for (const card of [...new Set(f.cards)].sort()) out.push({ type: 'raidKeep', player: f.player, card });
      for (const card of [...new Set(v.cargo)].sort()) out.push({ type: 'raidDropOwn', player: f.player, card });
      out.push({ type: 'raidDone', player: f.player });
    } else if (f.step === 'claim') out.push({ type: 'claimShip', player: f.player, claim: true }, { type: 'claimShip', player: f.player, claim: false });
    return out;
  },
  step(ctx, f, input) {
    const s = ctx.s;
    const ix = ctx.ix;
    const v = pl(s, f.player);
    if (f.step === 'draw') {
      if (input?.type === 'chance' && typeof input.value === 'string') {
        dec(s.decks.cargo, input.value);
        f.cards.push(input.value);
        emit(ctx, { type: 'raidCard', rule: 'MM Plunder 5', player: f.player, card: input.value });
        return;
      }
      // MM Buy 7: an empty deck is rebuilt; MR11: none left, fewer cards.
      if (f.cards.length < 3 && rebuildCargo(ctx)) return;
      gain(ctx, f.player, f.cards.reduce((n, c) => n + (ix.cargo.get(c)?.plunder ?? 0), 0), 'MM Plunder 5', 'plundered a Naval ship');
      if (f.npc.kind === 'npc') f.lose = Math.min(f.cards.length, Math.max(0, ix.set.ships[f.npc.ship].cargo - f.npc.track.cargo));
      f.step = 'lose';
      return;
    }
    if (f.step === 'lose') {
      if (input?.type === 'chance' && typeof input.value === 'string') {
        removeOne(f.cards, input.value);
        inc(s.discard.cargo, input.value);
        f.lose -= 1;
        emit(ctx, { type: 'raidCardDiscarded', rule: 'MM Plunder 5', player: f.player, card: input.value });
        return;
      }
      f.step = 'keep';
      return;
    }
    if (f.step === 'keep') {
      if (input?.type === 'raidKeep') {
        removeOne(f.cards, input.card);
        v.cargo.push(input.card);
        emit(ctx, { type: 'raidCardKept', rule: 'MM Plunder 5', player: f.player, card: input.card });
        return;
      }
      if (input?.type === 'raidDropOwn') {
        removeOne(v.cargo, input.card);
        inc(s.discard.cargo, input.card);
        emit(ctx, { type: 'cargoDiscarded', rule: 'MM Plunder 2', player: f.player, cards: [input.card] });
        return;
      }
      if (input?.type !== 'raidDone') return;
      for (const c of f.cards) inc(s.discard.cargo, c);
      if (f.cards.length) emit(ctx, { type: 'cargoDiscarded', rule: 'MM Plunder 5', player: f.player, cards: [...f.cards] });
      f.cards = [];
      f.step = 'claim';
      return;
    }
    if (input?.type !== 'claimShip') return;
    pop(ctx, f);
    // MM Plunder 6, 8, M47, M55: the NPC ship as it ended the combat, without mods (NPCs have none).
    if (input.claim && f.npc.kind === 'npc') afterClaim(ctx, f.player, claim(ctx, f.player, f.npc.ship, f.npc.track, [], false, f.npc.id));
  },
};
