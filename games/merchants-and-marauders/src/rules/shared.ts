/**
 * Shared helpers of the rules: the game's kernel types, the typed error, counters, dice faces, ship
 * values, Gold and Glory, bounties, hits and the Cargo deck's rebuild. Ledger keys: MM Dice 1-2,
 * MM Ships 2/4, MM Yard 13-18, MM Win 3-5, MM Glory 1, MM StashGold 4, MM Bounty 3/9, MM Raid 5,
 * MM Raid 12, MM Combat 12/18, MM Buy 7, M7 (a), M9, M13, M30.
 */
import { type Ctx, emit, type GameTypes, IllegalActionError, type KernelChanceSpec, push } from '../kernel.js';
import { type Action } from '../actions.js';
import { type Face, type GameEvent } from '../events.js';
import { sharedBuiltIn, indexComponents, type Ix } from '../components/load.js';
import { type Location, type ModType, type Nation } from '../components/schema.js';
import { type Frame, type GameState, type PlayerId, type PlayerState, type Track } from '../state.js';

export interface MM extends GameTypes {
  state: GameState;
  frame: Frame;
  action: Action;
  event: GameEvent;
  player: PlayerId;
  spec: KernelChanceSpec;
  ix: Ix;
}
export type MCtx = Ctx<MM>;

/** The error every illegal action raises: a stable code, a message, the ledger key it breaks. */
export class MMIllegalActionError extends IllegalActionError<string> {
  override readonly name = 'MMIllegalActionError';
}

// ---------------------------------------------------------------------------------------------
// Components and small helpers
// ---------------------------------------------------------------------------------------------

const indexCache = new WeakMap<object, Ix>();
let builtInIx: Ix | null = null;
/** The indexed component set a state plays with (the built-in one when its config holds none). */
export function ixOf(s: GameState): Ix {
  const set = s.config.components;
  if (set === null) return (builtInIx ??= indexComponents(sharedBuiltIn()));
  let ix = indexCache.get(set);
  if (!ix) {
    ix = indexComponents(set);
    indexCache.set(set, ix);
  }
  return ix;
}

export function pl(s: GameState, p: PlayerId): PlayerState {
  const x = s.pl[p];
  if (!x) throw new Error(`internal: no player ${p}`);
  return x;
}

export const total = (c: Readonly<Record<string, number>>): number => Object.values(c).reduce((a, b) => a + b, 0);
export const inc = (c: Record<string, number>, k: string, n = 1): void => {
  c[k] = (c[k] ?? 0) + n;
};
export const dec = (c: Record<string, number>, k: string, n = 1): void => {
  const v = (c[k] ?? 0) - n;
  if (v < 0) throw new Error(`internal: ${k} below zero`);
  if (v === 0) delete c[k];
  else c[k] = v;
};
export function removeOne(list: string[], id: string): void {
  const i = list.indexOf(id);
  if (i < 0) throw new Error(`internal: ${id} not held`);
  list.splice(i, 1);
}

/** MM Dice 1: the custom dice show 1-4 and a skull on the faces 5 and 6. */
export function faceOf(d: number): Face {
  return d >= 5 ? 'skull' : (d as 1 | 2 | 3 | 4);
}
/** MM Dice 2: the successes of a roll are its skulls. */
export function successes(dice: readonly number[]): number {
  return dice.filter((d) => d >= 5).length;
}
export function rollEvent(ctx: MCtx, player: PlayerId, skill: string, dice: readonly number[], rule: string): number {
  const n = successes(dice);
  // A "this roll" modifier (Keen Eye, ledger F.4) is used up by the roll it adds to.
  ctx.s.modifiers = ctx.s.modifiers.filter((m) => !(m.player === player && m.duration === 'thisRoll' && m.effect.op === 'modifier' && m.effect.skill === skill));
  emit(ctx, { type: 'roll', rule, player, skill, faces: dice.map(faceOf), successes: n });
  return n;
}

export function captainOf(ix: Ix, p: PlayerState) {
  const c = p.captain ? ix.captains.get(p.captain) : undefined;
  if (!c) throw new Error('internal: no captain');
  return c;
}

/** MM Ships 2, MM Yard 13-18, M13: a ship's values with its modifications, each at most 5. */
export function shipValues(ix: Ix, p: PlayerState): Track & { maneuverability: number } {
  if (!p.ship) throw new Error('internal: no ship');
  const b = ix.set.ships[p.ship];
  const has = (m: ModType) => (p.mods.includes(m) ? 1 : 0);
  return {
    hull: b.toughness,
    masts: b.toughness,
    cargo: Math.min(5, b.cargo + has('extended-cargo-hold')),
    crew: Math.min(5, b.crew + has('extra-hammocks')),
    cannons: Math.min(5, b.cannons + has('extra-cannon-port')),
    maneuverability: Math.min(5, b.maneuverability + has('advanced-rigs-and-sails')),
  };
}

/** MM Ships 4, MM Buy 9: up to 6 Cargo Cards in port, the current Cargo value at sea. */
export function cargoRoom(p: PlayerState): number {
  return p.inPort ? 6 : p.track.cargo;
}

/** M9: the stash's Glory cap. */
export function stashCap(s: GameState): number {
  const o = s.config.options;
  return o.stashGloryCap === 'half' ? Math.floor(o.gloryTarget / 2) : o.stashGloryCap;
}
/** MM Win 4: track GP + stash GP (floor(stash / 10), capped, MM Stash 2). */
export function totalGlory(s: GameState, p: PlayerId): number {
  const x = pl(s, p);
  return x.glory + Math.min(Math.floor(x.stash / 10), stashCap(s));
}

export function gain(ctx: MCtx, p: PlayerId, amount: number, rule: string, why: string): void {
  if (amount <= 0) return;
  pl(ctx.s, p).gold += amount;
  emit(ctx, { type: 'goldGained', rule, player: p, amount, why });
}
export function pay(ctx: MCtx, p: PlayerId, amount: number, rule: string, why: string): void {
  if (amount <= 0) return;
  const x = pl(ctx.s, p);
  if (x.gold < amount) throw new Error(`internal: ${p} cannot pay ${amount}`);
  x.gold -= amount;
  emit(ctx, { type: 'goldPaid', rule, player: p, amount, why });
}

/** M7 (a): the target is declared automatically, in public, the moment a total reaches it; the stash is revealed then (MM StashGold 4). */
export function checkTarget(ctx: MCtx, p: PlayerId): void {
  const s = ctx.s;
  if (s.declared.includes(p)) return;
  const t = totalGlory(s, p);
  if (t < s.config.options.gloryTarget) return;
  s.declared.push(p);
  emit(ctx, { type: 'targetReached', rule: 'MM Win 5', player: p, glory: pl(s, p).glory, stash: pl(s, p).stash, total: t });
}

/** MM Win 3, MM Glory 1: +1 GP and one Glory Card. */
export function gainGlory(ctx: MCtx, p: PlayerId, rule: string, why: string): void {
  const x = pl(ctx.s, p);
  x.glory += 1;
  emit(ctx, { type: 'gloryGained', rule, player: p, glory: x.glory, why });
  checkTarget(ctx, p);
  push(ctx, { kind: 'gloryDraw', player: p, n: 1 });
}

export function illegal(code: string, message: string, rule: string): MMIllegalActionError {
  return new MMIllegalActionError(code, message, rule);
}

/** MM Raid 5, MM Combat 18: whether any hit-location of the ship is destroyed. */
export function crippled(p: PlayerState): boolean {
  return p.track.hull === 0 || p.track.masts === 0 || p.track.cargo === 0 || p.track.crew === 0 || p.track.cannons === 0;
}

/** MM Bounty 3: the first bounty of a nation puts its token on 1, each further one moves it up; at most 5. */
export function addBounty(ctx: MCtx, player: PlayerId, nation: Nation, rule: string): void {
  const x = pl(ctx.s, player);
  const after = Math.min(5, (x.bounties[nation] ?? 0) + 1);
  if (after === x.bounties[nation]) return;
  x.bounties[nation] = after;
  emit(ctx, { type: 'bountyChanged', rule, player, nation, bounties: after });
}

/** MM Buy 7: an empty Cargo deck is rebuilt from its discards (every Cargo draw). False: nothing to rebuild. */
export function rebuildCargo(ctx: MCtx): boolean {
  const s = ctx.s;
  const n = total(s.discard.cargo);
  if (total(s.decks.cargo) > 0 || n === 0) return false;
  for (const [id, c] of Object.entries(s.discard.cargo)) inc(s.decks.cargo, id, c);
  s.discard.cargo = {};
  emit(ctx, { type: 'cargoDeckRebuilt', rule: 'MM Buy 7', cards: n });
  return true;
}
export const cargoLeft = (s: GameState): boolean => total(s.decks.cargo) + total(s.discard.cargo) > 0;

/** MM Raid 12, MM Combat 12: one hit: the cube goes down; on a destroyed location, the Hull takes it. */
export function hit(ctx: MCtx, player: PlayerId, loc: Location, rule: string): void {
  const p = pl(ctx.s, player);
  const at: Location = p.track[loc] > 0 ? loc : 'hull';
  if (p.track[at] === 0) return;
  p.track[at] -= 1;
  emit(ctx, { type: 'damaged', rule, player, location: at, value: p.track[at] });
}

/** MM Bounty 9: bounties lowered (a pardon); at 0 the token is removed. */
export function removeBounty(ctx: MCtx, player: PlayerId, nation: Nation, n: number | 'all', rule: string): void {
  const x = pl(ctx.s, player);
  const before = x.bounties[nation] ?? 0;
  const after = n === 'all' ? 0 : Math.max(0, before - n);
  if (after === before) return;
  x.bounties[nation] = after;
  emit(ctx, { type: 'bountyChanged', rule, player, nation, bounties: after });
}

export function portOf(s: GameState, ix: Ix, p: PlayerId): string {
  return ix.zones.get(pl(s, p).zone ?? '')?.port?.id as string;
}

export function rebuildDeck(ctx: MCtx, deck: 'rumor' | 'mission', rule: string): boolean {
  const s = ctx.s;
  const n = total(s.discard[deck]);
  if (!s.config.options.reshuffleDecks || n === 0 || total(s.decks[deck]) > 0) return false;
  for (const [id, c] of Object.entries(s.discard[deck])) inc(s.decks[deck], id, c);
  s.discard[deck] = {};
  emit(ctx, { type: 'deckRebuilt', rule, deck, cards: n });
  return true;
}
