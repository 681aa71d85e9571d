/**
 * The Shipyard (ledger MM Yard 1-21; rulings M6, M13, M26, M28, M59, MR3, MR5, MR6): repairs,
 * ships, Special Weapons, Ship Modifications and where a sold ship's modifications go.
 */
import { emit, type Handler, pop, push } from '../kernel.js';
import { type Action } from '../actions.js';
import { type Ix } from '../components/load.js';
import { MOD_TYPES, type ModType, type ShipType } from '../components/schema.js';
import { type FrameOf, type GameState, type PlayerId, type PlayerState } from '../state.js';
import { cargoRoom, dec, gain, gainGlory, inc, type MCtx, type MM, pay, pl, portOf, removeOne, shipValues, total } from './shared.js';
import { modArrives } from './effects.js';

/** MM Yard 3, M26: sale price = max(0, base + 1 per mod - 1 per non-Crew damage point); a Man-o-War 0. */
export function salePrice(ix: Ix, p: PlayerState): number {
  if (!p.ship || p.ship === 'man-o-war') return 0;
  const v = shipValues(ix, p);
  const damage = v.hull - p.track.hull + (v.masts - p.track.masts) + (v.cargo - p.track.cargo) + (v.cannons - p.track.cannons);
  return Math.max(0, (ix.set.ships[p.ship].sell ?? 0) + p.mods.length - damage);
}

export const REPAIRABLE = ['hull', 'masts', 'cargo', 'cannons'] as const;

export const yard: Handler<MM, FrameOf<'yard'>> = {
  rule: () => 'MM Yard 1',
  node: (_s, f) => ({ kind: 'decision', player: f.player }),
  legal(s, f, ix) {
    const player = f.player;
    const p = pl(s, player);
    const v = shipValues(ix, p);
    const out: Action[] = [];
    // MM Yard 10: 2 Gold a point, any location but Crew.
    if (p.gold >= 2) for (const location of REPAIRABLE) if (p.track[location] < v[location]) out.push({ type: 'repair', player, location });
    // MM Yard 3, 6, MR5: one ship per visit, paid with the old ship's sale.
    if (!f.shipBought) {
      const sale = salePrice(ix, p);
      for (const ship of ['sloop', 'flute', 'frigate', 'galleon'] as const) {
        const card = ix.set.ships[ship];
        if (card.buyable && card.buy !== null && p.gold + sale >= card.buy) out.push({ type: 'buyShip', player, ship });
      }
    }
    // MM Yard 9, M59: 3 Gold, at most one of each type, while the supply lasts.
    for (const weapon of ix.order.weapons) {
      if (p.gold >= 3 && !p.weapons.includes(weapon as never) && (s.weaponSupply[weapon] ?? 0) > 0) out.push({ type: 'buyWeapon', player, weapon: weapon as Extract<Action, { type: 'buyWeapon' }>['weapon'] });
    }
    // MM Yard 2, M26: a Special Weapon sells for 1 Gold.
    for (const weapon of [...p.weapons].sort()) out.push({ type: 'sellWeapon', player, weapon });
    // MM Yard 11-12: the port's revealed token, 3 Gold, no two of a type.
    const tok = s.portMods[portOf(s, ix, player)];
    if (tok && tok.revealed && p.gold >= 3 && !p.mods.includes(tok.type)) out.push({ type: 'buyMod', player, mod: tok.type });
    out.push({ type: 'leaveYard', player });
    return out;
  },
  step(ctx, f, input) {
    if (!input) return;
    const s = ctx.s;
    const ix = ctx.ix;
    const player = f.player;
    const p = pl(s, player);
    switch (input.type) {
      case 'repair':
        pay(ctx, player, 2, 'MM Yard 10', 'repair');
        p.track[input.location] += 1;
        emit(ctx, { type: 'repaired', rule: 'MM Yard 10', player, location: input.location });
        return;
      case 'buyShip': {
        f.shipBought = true;
        const old = p.ship as string;
        const sale = salePrice(ix, p);
        const oldMods = [...p.mods];
        // MM Yard 7: a Man-o-War is abandoned, with no sale value.
        if (old === 'man-o-war') emit(ctx, { type: 'shipAbandoned', rule: 'MM Yard 7', player, ship: old });
        else emit(ctx, { type: 'shipSold', rule: 'MM Yard 3', player, ship: old, price: sale });
        gain(ctx, player, sale, 'MM Yard 3', 'ship sold');
        const price = ix.set.ships[input.ship].buy ?? 0;
        pay(ctx, player, price, 'MM Yard 2', 'ship bought');
        // MM Yard 5, M13 (b): the crew moves across (the excess is lost); the rest at full.
        p.ship = input.ship;
        p.mods = [];
        p.hullFlipped = false;
        const v = shipValues(ix, p);
        p.track = { hull: v.hull, masts: v.masts, cargo: v.cargo, crew: Math.min(p.track.crew, v.crew), cannons: v.cannons };
        emit(ctx, { type: 'shipBought', rule: 'MM Yard 5', player, ship: input.ship, price, crew: p.track.crew });
        // MM Yard 8, M6: +1 GP for the Captain's first Frigate or Galleon bought.
        if (input.ship === 'frigate' || input.ship === 'galleon') {
          const once = s.config.options.shipPurchaseGlory === 'oncePerCaptain' ? p.bigShipsBought.length === 0 : !p.bigShipsBought.includes(input.ship);
          if (once) {
            p.bigShipsBought.push(input.ship);
            gainGlory(ctx, player, 'MM Yard 8', `bought a ${ix.set.ships[input.ship].name}`);
          }
        }
        // MM Yard 4, 19, M28: the sold ship's mods go back to ports of the owner's choosing (at St. John, he may first move them across, MM Yard 12).
        releaseMods(ctx, player, oldMods);
        return;
      }
      case 'buyWeapon':
        pay(ctx, player, 3, 'MM Yard 9', 'special weapon');
        dec(s.weaponSupply, input.weapon);
        p.weapons.push(input.weapon);
        emit(ctx, { type: 'weaponBought', rule: 'MM Yard 9', player, weapon: input.weapon });
        return;
      case 'sellWeapon':
        removeOne(p.weapons, input.weapon);
        inc(s.weaponSupply, input.weapon);
        emit(ctx, { type: 'weaponSold', rule: 'MM Yard 2', player, weapon: input.weapon });
        gain(ctx, player, 1, 'MM Yard 2', 'special weapon sold');
        return;
      case 'buyMod': {
        const here = portOf(s, ix, player);
        pay(ctx, player, 3, 'MM Yard 2', 'ship modification');
        s.portMods[here] = null;
        p.mods.push(input.mod);
        modArrives(p, input.mod);
        emit(ctx, { type: 'modBought', rule: 'MM Yard 11', player, mod: input.mod, port: here });
        return;
      }
      case 'leaveYard':
        pop(ctx, f);
        return;
      default:
        return;
    }
  },
};

/** Ports with no Ship Modification token, not yet chosen (M28). */
export function freePorts(s: GameState, ix: Ix, f: FrameOf<'placeMods'>): string[] {
  return ix.order.ports.filter((port) => s.portMods[port] === null && !f.ports.includes(port));
}

export const placeMods: Handler<MM, FrameOf<'placeMods'>> = {
  rule: () => 'MM Yard 19',
  node(s, f, ix) {
    if (f.step === 'choose' && f.ports.length < total(f.tokens) && freePorts(s, ix, f).length > 0) return { kind: 'decision', player: f.player };
    if (f.step === 'deal' && f.ports.length > 0) return { kind: 'chance', spec: { kind: 'draw', pool: 'placeMods', label: 'which token goes to the chosen port' } };
    return { kind: 'auto' };
  },
  legal: (s, f, ix) => (f.step === 'choose' ? freePorts(s, ix, f).map((port): Action => ({ type: 'placeModAt', player: f.player, port })) : []),
  step(ctx, f, input) {
    const s = ctx.s;
    if (f.step === 'choose') {
      if (input?.type === 'placeModAt') {
        f.ports.push(input.port);
        emit(ctx, { type: 'modPortChosen', rule: 'MM Yard 19', player: f.player, port: input.port });
        return;
      }
      // MR3: tokens beyond the free ports go back to the box (the supply).
      const extra = total(f.tokens) - f.ports.length;
      if (extra > 0) {
        emit(ctx, { type: 'modsToBox', rule: 'MM Yard 19', count: extra });
        // Which ones is random: they are dealt last, so the supply takes what the deal leaves.
      }
      f.step = 'deal';
      return;
    }
    if (input?.type === 'chance' && typeof input.value === 'string') {
      // M28: the tokens are dealt at random, face down, to the chosen ports.
      const port = f.ports.shift() as string;
      dec(f.tokens, input.value);
      s.portMods[port] = { type: input.value as ModType, revealed: false };
      emit(ctx, { type: 'modReturned', rule: 'MM Yard 19', port });
      return;
    }
    for (const [m, n] of Object.entries(f.tokens)) inc(s.modSupply, m, n);
    pop(ctx, f);
  },
};

/** MM Board 2, MM Yard 12, D4: whether the player's Sea-Zone has St. John's rule (a `transferMods` zone rule). */
export function transferHere(s: GameState, ix: Ix, player: PlayerId): boolean {
  return ix.zones.get(pl(s, player).zone ?? '')?.rules.some((r) => r.op === 'transferMods') ?? false;
}

/** MM Yard 12, MR56: the old ship's mods that may move to the new one (no two of a type). */
function movable(p: PlayerState, mods: readonly ModType[]): ModType[] {
  return MOD_TYPES.filter((m) => mods.includes(m) && !p.mods.includes(m));
}

/**
 * MM Yard 4, 19, M28, MM Yard 12, MR56: the mods of a ship the player no longer has. In St. John's
 * Sea-Zone (D4: buying or claiming a ship there) he may first move them to his new ship, one by
 * one; the rest go to ports of his choosing.
 */
export function releaseMods(ctx: MCtx, player: PlayerId, mods: readonly ModType[]): void {
  const p = pl(ctx.s, player);
  if (mods.length === 0) return;
  if (transferHere(ctx.s, ctx.ix, player) && p.ship !== null && movable(p, mods).length > 0) {
    push(ctx, { kind: 'transferMods', player, mods: [...mods] });
    return;
  }
  const tokens: Record<string, number> = {};
  for (const m of mods) inc(tokens, m);
  push(ctx, { kind: 'placeMods', player, tokens, ports: [], step: 'choose' });
}

/** MM Yard 12, MM Board 2, MR56: at St. John, the player moves his old ship's mods across, or stops. */
export const transferMods: Handler<MM, FrameOf<'transferMods'>> = {
  rule: () => 'MM Yard 12',
  node: (s, f) => (movable(pl(s, f.player), f.mods).length > 0 ? { kind: 'decision', player: f.player } : { kind: 'auto' }),
  legal: (s, f) => [...movable(pl(s, f.player), f.mods).map((mod): Action => ({ type: 'transferMod', player: f.player, mod })), { type: 'transferMod', player: f.player, mod: null }],
  step(ctx, f, input) {
    const p = pl(ctx.s, f.player);
    if (input?.type === 'transferMod' && input.mod !== null) {
      removeOne(f.mods, input.mod);
      p.mods.push(input.mod);
      modArrives(p, input.mod);
      emit(ctx, { type: 'modTransferred', rule: 'MM Yard 12', player: f.player, mod: input.mod });
      return;
    }
    pop(ctx, f);
    const tokens: Record<string, number> = {};
    for (const m of f.mods) inc(tokens, m);
    if (f.mods.length > 0) push(ctx, { kind: 'placeMods', player: f.player, tokens, ports: [], step: 'choose' });
  },
};

/**
 * Ledger F.4 `gainShip` (MM Yard 5, 7, M13 (b), MR57): a card gives the player a new ship: the old one
 * is discarded (a Man-o-War abandoned), the crew moves across (the excess is lost), the rest at full
 * value; the old ship's mods are redistributed (or moved across at St. John); an over-full hold drops
 * cards of his choice.
 */
export function gainShip(ctx: MCtx, player: PlayerId, ship: ShipType, why: string): void {
  const p = pl(ctx.s, player);
  if (p.ship === null || p.dead) return;
  if (p.ship === 'man-o-war') emit(ctx, { type: 'shipAbandoned', rule: 'MM Yard 7', player, ship: p.ship });
  const old = [...p.mods];
  p.ship = ship;
  p.mods = [];
  p.hullFlipped = false;
  const v = shipValues(ctx.ix, p);
  p.track = { hull: v.hull, masts: v.masts, cargo: v.cargo, crew: Math.min(p.track.crew, v.crew), cannons: v.cannons };
  emit(ctx, { type: 'shipGained', rule: 'MM Yard 5', player, ship, crew: p.track.crew, why });
  if (p.cargo.length > cargoRoom(p)) push(ctx, { kind: 'dropCargo', player });
  releaseMods(ctx, player, old);
}
