/**
 * Scout for Merchants and Merchant Raids (ledger MM Scout 1-5, MM Raid 1-17, MM Bounty 1-2, MM
 * Weapons 5, MM Yard 15, MM Combat 14; rulings M18, M25, M27, M32-M34, M61, MR11, MR12).
 */
import { emit, type Handler, pop, push } from '../kernel.js';
import { type Action } from '../actions.js';
import { type Ix } from '../components/load.js';
import { type Location, type Nation, NATIONS } from '../components/schema.js';
import { type FrameOf } from '../state.js';
import { addBounty, cargoLeft, cargoRoom, crippled, dec, gain, gainGlory, hit, inc, type MM, pl, rebuildCargo, removeOne, rollEvent, shipValues, total } from './shared.js';
import { die } from './death.js';
import { diceFor } from './glory.js';

export const scout: Handler<MM, FrameOf<'scout'>> = {
  rule: (f) => (f.step === 'roll' ? 'MM Scout 3' : 'MM Raid 4'),
  node: (s, f, ix) => (f.step === 'roll' ? { kind: 'chance', spec: { kind: 'dice', count: diceFor(s, ix, f.player, 'scouting'), label: 'a Scouting roll for the Merchant' } } : { kind: 'decision', player: f.player }),
  legal(s, f, ix) {
    if (f.step !== 'found' || !f.nation) return [];
    const player = f.player;
    const out: Action[] = [];
    // MM Raid 5, M33: a ship with a destroyed location may only let the Merchant go.
    if (!crippled(pl(s, player))) {
      // MM Raid 4, M32: the token's nation or that of the zone's port (none in the Caribbean Sea).
      const zoneNation = ix.portNation.get(ix.zones.get(f.zone)?.port?.id ?? '');
      for (const n of NATIONS) if (n === f.nation || n === zoneNation) out.push({ type: 'raidAs', player, nation: n });
    }
    out.push({ type: 'raidAs', player, nation: null });
    return out;
  },
  step(ctx, f, input) {
    const s = ctx.s;
    if (f.step === 'roll') {
      if (input?.type !== 'chance' || !Array.isArray(input.value)) return;
      const found = rollEvent(ctx, f.player, 'scouting', input.value, 'MM Scout 3') > 0;
      emit(ctx, { type: 'scouted', rule: found ? 'MM Scout 3' : 'MM Scout 4', player: f.player, target: 'merchant', found });
      const nation = s.merchants[f.zone];
      if (!found || !nation) return pop(ctx, f);
      // MM Raid 3, MM Raid 1, M61: the token is removed, its nation revealed to all; it goes to the track.
      s.merchants[f.zone] = null;
      s.merchantTrack.push(nation);
      f.nation = nation;
      f.step = 'found';
      emit(ctx, { type: 'merchantFound', rule: 'MM Raid 3', player: f.player, zone: f.zone, nation });
      emit(ctx, { type: 'merchantToTrack', rule: 'MM Raid 1', nation });
      return;
    }
    if (input?.type !== 'raidAs') return;
    pop(ctx, f);
    if (input.nation === null) {
      emit(ctx, { type: 'merchantLetGo', rule: 'MM Raid 4', player: f.player, zone: f.zone });
      return;
    }
    // MM Raid 6, MM Bounty 1-2: raiding gives at once a bounty of the chosen nation.
    addBounty(ctx, f.player, input.nation, 'MM Raid 6');
    emit(ctx, { type: 'raidStarted', rule: 'MM Raid 7', player: f.player, nation: input.nation });
    push(ctx, { kind: 'raid', player: f.player, nation: input.nation, step: 'draw', cards: [], successes: 0, failed: 0, drawing: false, absorbed: null });
  },
};

/** The Hit icons of a raid's cards (MM Raid 11). */
export function raidHits(ix: Ix, cards: readonly string[]): Location[] {
  const out: Location[] = [];
  for (const c of cards) {
    const icon = ix.cargo.get(c)?.icon;
    if (icon && icon !== 'escape') out.push(icon.hit);
  }
  return out;
}

export const raid: Handler<MM, FrameOf<'raid'>> = {
  rule: (f) => ({ draw: 'MM Raid 7', roll: 'MM Raid 8', weapons: 'MM Raid 9', spend: 'MM Raid 10', absorb: 'MM Yard 15', resolve: 'MM Raid 11', keep: 'MM Raid 15' })[f.step],
  node(s, f, ix) {
    const p = pl(s, f.player);
    switch (f.step) {
      case 'draw':
        return f.cards.length < 3 && total(s.decks.cargo) > 0 ? { kind: 'chance', spec: { kind: 'draw', pool: 'cargo', label: 'a Merchant’s Cargo Card' } } : { kind: 'auto' };
      case 'roll':
        return { kind: 'chance', spec: { kind: 'dice', count: diceFor(s, ix, f.player, 'seamanship', 'merchant'), label: 'the raid’s Seamanship roll' } };
      case 'weapons':
        return p.weapons.length > 0 && f.failed > 0 ? { kind: 'decision', player: f.player } : { kind: 'auto' };
      case 'spend':
        if (f.drawing) return total(s.decks.cargo) > 0 ? { kind: 'chance', spec: { kind: 'draw', pool: 'cargo', label: 'a Merchant’s Cargo Card' } } : { kind: 'auto' };
        return f.successes > 0 ? { kind: 'decision', player: f.player } : { kind: 'auto' };
      case 'absorb':
        return p.mods.includes('reinforced-hull') && !p.hullFlipped && raidHits(ix, f.cards).length > 0 ? { kind: 'decision', player: f.player } : { kind: 'auto' };
      case 'resolve':
        return { kind: 'auto' };
      case 'keep':
        return { kind: 'decision', player: f.player };
    }
  },
  legal(s, f, ix) {
    const player = f.player;
    const p = pl(s, player);
    const distinct = (xs: readonly string[]) => [...new Set(xs)].sort();
    const out: Action[] = [];
    if (f.step === 'weapons') {
      for (const weapon of distinct(p.weapons)) out.push({ type: 'spendWeapon', player, weapon: weapon as Extract<Action, { type: 'spendWeapon' }>['weapon'] });
      out.push({ type: 'raidContinue', player });
    } else if (f.step === 'spend' && !f.drawing) {
      const more = cargoLeft(s);
      if (more) out.push({ type: 'raidDraw', player });
      for (const card of distinct(f.cards)) out.push({ type: 'raidDiscard', player, card });
      if (more) for (const card of distinct(f.cards)) out.push({ type: 'raidExchange', player, card });
      out.push({ type: 'raidStop', player });
    } else if (f.step === 'absorb') {
      for (const location of distinct(raidHits(ix, f.cards))) out.push({ type: 'absorbHit', player, location: location as Location });
      out.push({ type: 'noAbsorb', player });
    } else if (f.step === 'keep') {
      if (p.cargo.length < cargoRoom(p)) for (const card of distinct(f.cards)) out.push({ type: 'raidKeep', player, card });
      for (const card of distinct(p.cargo)) out.push({ type: 'raidDropOwn', player, card });
      out.push({ type: 'raidDone', player });
    }
    return out;
  },
  step(ctx, f, input) {
    const s = ctx.s;
    const ix = ctx.ix;
    const player = f.player;
    const p = pl(s, player);
    const drawCard = (card: string) => {
      dec(s.decks.cargo, card);
      f.cards.push(card);
      emit(ctx, { type: 'raidCard', rule: f.step === 'draw' ? 'MM Raid 7' : 'MM Raid 10', player, card });
    };
    const discardCard = (card: string) => {
      removeOne(f.cards, card);
      inc(s.discard.cargo, card);
      emit(ctx, { type: 'raidCardDiscarded', rule: 'MM Raid 10', player, card });
    };
    switch (f.step) {
      case 'draw':
        // MM Raid 7: three Cargo Cards face up (MM Buy 7 rebuilds; MR11: none left, fewer cards).
        if (input?.type === 'chance' && typeof input.value === 'string') drawCard(input.value);
        else if (input === null && f.cards.length < 3 && rebuildCargo(ctx)) return;
        if (f.cards.length >= 3 || !cargoLeft(s) || input === null) f.step = 'roll';
        return;
      case 'roll': {
        if (input?.type !== 'chance' || !Array.isArray(input.value)) return;
        // MM Raid 8, M34: Seamanship, no Maneuverability die.
        f.successes = rollEvent(ctx, player, 'seamanship', input.value, 'MM Raid 8');
        f.failed = input.value.length - f.successes;
        f.step = 'weapons';
        return;
      }
      case 'weapons':
        if (input?.type === 'spendWeapon') {
          // MM Raid 9, MM Weapons 5: any token turns one failed die into a success (MR12: back to the supply).
          removeOne(p.weapons, input.weapon);
          inc(s.weaponSupply, input.weapon);
          f.successes += 1;
          f.failed -= 1;
          emit(ctx, { type: 'weaponSpent', rule: 'MM Raid 9', player, weapon: input.weapon });
          return;
        }
        f.step = 'spend';
        return;
      case 'spend':
        if (f.drawing) {
          if (input?.type === 'chance' && typeof input.value === 'string') drawCard(input.value);
          else if (input === null && rebuildCargo(ctx)) return;
          f.drawing = false;
          return;
        }
        // MM Raid 10: each success, one at a time: draw, discard or exchange one card.
        if (input?.type === 'raidDraw') {
          f.successes -= 1;
          f.drawing = true;
          return;
        }
        if (input?.type === 'raidDiscard' || input?.type === 'raidExchange') {
          f.successes -= 1;
          discardCard(input.card);
          f.drawing = input.type === 'raidExchange';
          return;
        }
        // M34: successes may be left unspent.
        f.successes = 0;
        f.step = 'absorb';
        return;
      case 'absorb':
        // MM Yard 15, M27: Reinforced Hull absorbs one raid hit.
        if (input?.type === 'absorbHit') {
          f.absorbed = input.location;
          p.hullFlipped = true;
          emit(ctx, { type: 'hitAbsorbed', rule: 'MM Yard 15', player, location: input.location });
        }
        f.step = 'resolve';
        return;
      case 'resolve': {
        // MM Raid 11-12: every Hit icon does 1 damage to its location (M34: together).
        const hits = raidHits(ix, f.cards);
        if (f.absorbed) hits.splice(hits.indexOf(f.absorbed), 1);
        for (const loc of hits) hit(ctx, player, loc, 'MM Raid 11');
        // MM Raid 13: as many Escape icons as the current Maneuverability: the Merchant escapes.
        const escapes = f.cards.filter((c) => ix.cargo.get(c)?.icon === 'escape').length;
        const sunk = p.track.hull === 0;
        const outcome = sunk ? 'sunk' : escapes >= shipValues(ix, p).maneuverability ? 'escaped' : crippled(p) ? 'failed' : 'success';
        const gold = outcome === 'success' ? f.cards.reduce((n, c) => n + (ix.cargo.get(c)?.plunder ?? 0), 0) : 0;
        emit(ctx, { type: 'raidEnded', rule: outcome === 'success' ? 'MM Raid 15' : outcome === 'escaped' ? 'MM Raid 13' : 'MM Raid 12', player, outcome, escapes, gold });
        if (outcome !== 'success') {
          for (const c of f.cards) inc(s.discard.cargo, c);
          if (f.cards.length) emit(ctx, { type: 'cargoDiscarded', rule: 'MM Raid 17', player, cards: [...f.cards] });
          pop(ctx, f);
          // MM Raid 12, MM Combat 13: the Hull destroyed, the ship sinks and the Captain dies.
          if (sunk) return die(ctx, player, 'MM Raid 12', 'sunk in a raid');
          // MM Combat 14, M25: excess cargo is lost at random at once.
          if (p.cargo.length > cargoRoom(p)) push(ctx, { kind: 'loseCargo', player });
          return;
        }
        // MM Raid 15-16: Gold = the plunder values; 12+ in one raid gives 1 GP.
        gain(ctx, player, gold, 'MM Raid 15', 'merchant raid');
        f.step = 'keep';
        if (gold >= 12) gainGlory(ctx, player, 'MM Raid 16', 'plundered 12 Gold or more in one raid');
        if (p.cargo.length > cargoRoom(p)) push(ctx, { kind: 'loseCargo', player });
        return;
      }
      case 'keep':
        // MM Raid 15, M25: keep what there is room for, dropping own cargo if wished.
        if (input?.type === 'raidKeep') {
          removeOne(f.cards, input.card);
          p.cargo.push(input.card);
          emit(ctx, { type: 'raidCardKept', rule: 'MM Raid 15', player, card: input.card });
          return;
        }
        if (input?.type === 'raidDropOwn') {
          removeOne(p.cargo, input.card);
          inc(s.discard.cargo, input.card);
          emit(ctx, { type: 'cargoDiscarded', rule: 'MM Raid 15', player, cards: [input.card] });
          return;
        }
        if (input?.type !== 'raidDone') return;
        // MM Raid 17: the cards not kept go to the Cargo discards.
        for (const c of f.cards) inc(s.discard.cargo, c);
        if (f.cards.length) emit(ctx, { type: 'cargoDiscarded', rule: 'MM Raid 17', player, cards: [...f.cards] });
        pop(ctx, f);
    }
  },
};

export const loseCargo: Handler<MM, FrameOf<'loseCargo'>> = {
  rule: () => 'MM Combat 14',
  node: (s, f) => (pl(s, f.player).cargo.length > cargoRoom(pl(s, f.player)) ? { kind: 'chance', spec: { kind: 'draw', pool: 'ownCargo', label: 'a Cargo Card lost at random' } } : { kind: 'auto' }),
  legal: () => [],
  step(ctx, f, input) {
    const p = pl(ctx.s, f.player);
    if (input?.type === 'chance' && typeof input.value === 'string') {
      removeOne(p.cargo, input.value);
      inc(ctx.s.discard.cargo, input.value);
      emit(ctx, { type: 'cargoLost', rule: 'MM Combat 14', player: f.player, card: input.value });
    }
    if (p.cargo.length <= cargoRoom(p)) pop(ctx, f);
  },
};

export const refill: Handler<MM, FrameOf<'refill'>> = {
  rule: () => 'MM Raid 2',
  node: (s) => (s.merchantTrack.length > 0 && Object.values(s.merchants).some((n) => n === null) ? { kind: 'chance', spec: { kind: 'draw', pool: 'track', label: 'a Merchant Token dealt face down' } } : { kind: 'auto' }),
  legal: () => [],
  step(ctx, f, input) {
    const s = ctx.s;
    if (input?.type === 'chance' && typeof input.value === 'string') {
      // M18: the track's tokens are dealt at random, face down, to the zones without one.
      const zone = ctx.ix.order.zones.find((z) => s.merchants[z] === null) as string;
      removeOne(s.merchantTrack, input.value);
      s.merchants[zone] = input.value as Nation;
      return;
    }
    emit(ctx, { type: 'merchantsRefilled', rule: 'MM Raid 2', zones: Object.values(s.merchants).filter((n) => n !== null).length });
    pop(ctx, f);
  },
};
