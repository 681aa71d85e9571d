/**
 * Death and retirement (ledger MM Death 1-5, MM StashGold 6, MM Length 2; rulings M7 (b), M56, M57,
 * MR16): the death steps and the new Captain.
 */
import { emit, type Handler, pop, push } from '../kernel.js';
import type { Action } from '../actions.js';
import { type FrameOf, type PlayerId, type PlayerState } from '../state.js';
import { captainOf, dec, gain, inc, type MCtx, type MM, pl, shipValues, total } from './shared.js';
import { endGame } from './end.js';

/** MM Death 1, M7 (b): the Captain dies; his player discards everything but his GP and stash. */
export function die(ctx: MCtx, player: PlayerId, rule: string, cause: string): void {
  const s = ctx.s;
  const p = pl(s, player);
  const captain = p.captain as string;
  emit(ctx, { type: 'captainDied', rule, player, captain, cause });
  inc(s.discard.captain, captain);
  for (const c of p.hand) inc(s.discard.glory, c);
  for (const c of p.specialists) inc(s.discard.glory, c);
  if (p.rumor) inc(s.discard.rumor, p.rumor);
  if (p.mission) inc(s.discard.mission, p.mission);
  for (const w of p.weapons) inc(s.weaponSupply, w);
  for (const c of p.cargo) inc(s.discard.cargo, c);
  if (p.cargo.length) emit(ctx, { type: 'cargoDiscarded', rule: 'MM Death 1', player, cards: [...p.cargo] });
  if (p.gold > 0) {
    // MM StashGold 6: Gold on the ship is lost; the amount stays the owner's secret (M10).
    emit(ctx, { type: 'goldLost', rule: 'MM Death 1', player, amount: p.gold, private: player });
    emit(ctx, { type: 'goldLost', rule: 'MM Death 1', player, amount: null });
  }
  const mods = [...p.mods];
  s.modifiers = s.modifiers.filter((m) => m.player !== player);
  Object.assign(p, {
    captain: null, revealed: false, ship: null, zone: null, inPort: false,
    track: { hull: 0, masts: 0, cargo: 0, crew: 0, cannons: 0 },
    mods: [], weapons: [], gold: 0, hand: [], cargo: [], specialists: [], rumor: null, mission: null,
    bounties: { dutch: 0, english: 0, french: 0, spanish: 0 },
    bigShipsBought: [], lastBuy: null, hullFlipped: false, dead: true, retired: false,
  } satisfies Partial<PlayerState>);
  // M7 (b), MM Length 2: no Captain left to draw: the game ends at once (the sunk ship's mods go
  // back to the box: nobody will place them).
  if (total(s.decks.captain) === 0) {
    for (const m of mods) inc(s.modSupply, m);
    return endGame(ctx, 'MM Length 2');
  }
  // M56: a player dying in his own turn loses the rest of it.
  for (const f of s.stack) if (f.kind === 'turn' && f.player === player) f.actions = 0;
  // MM Yard 19, M28: the owning player places the ship's mods, even with his Captain dead.
  if (mods.length) {
    const tokens: Record<string, number> = {};
    for (const m of mods) inc(tokens, m);
    push(ctx, { kind: 'placeMods', player, tokens, ports: [], step: 'choose' });
  }
}

export const newCaptain: Handler<MM, FrameOf<'newCaptain'>> = {
  rule: () => 'MM Death 4',
  node(s, f) {
    if (f.step === 'draw') return total(s.decks.captain) > 0 ? { kind: 'chance', spec: { kind: 'draw', pool: 'captain', label: 'a new Captain' } } : { kind: 'auto' };
    if (f.step === 'ship') return { kind: 'decision', player: f.player };
    return { kind: 'auto' };
  },
  legal: (s, f, ix) => {
    if (f.step !== 'ship') return [];
    const out: Action[] = [{ type: 'chooseShip', player: f.player, ship: 'sloop' }, { type: 'chooseShip', player: f.player, ship: 'flute' }];
    // MM Death 4, M56 step 2, MR40: once, if an NPC pirate is in the new Captain's home Sea-Zone.
    const p = pl(s, f.player);
    const home = p.captain ? ix.zoneOfPort.get(captainOf(ix, p).homePort) : undefined;
    if (!f.redrawn && total(s.decks.captain) > 0 && s.npcs.some((n) => (n.slot === 'pirate-sloop' || n.slot === 'pirate-frigate') && n.zone === home)) out.push({ type: 'redrawCaptain', player: f.player });
    return out;
  },
  step(ctx, f, input) {
    const s = ctx.s;
    const p = pl(s, f.player);
    if (f.step === 'draw') {
      if (input === null) return endGame(ctx, 'MM Length 2');
      if (input.type !== 'chance' || typeof input.value !== 'string') return;
      // MM Death 2, M56 step 1: draw a Captain (secret until the ship is chosen).
      dec(s.decks.captain, input.value);
      p.captain = input.value;
      // MR40: the Captain turned down goes back only now, so the new draw is another Captain.
      if (f.rejected) {
        inc(s.decks.captain, f.rejected);
        f.rejected = null;
      }
      emit(ctx, { type: 'captainDrawn', rule: 'MM Death 2', player: f.player, captain: input.value, private: f.player });
      emit(ctx, { type: 'captainDrawn', rule: 'MM Death 2', player: f.player, captain: null });
      f.step = 'ship';
      return;
    }
    if (f.step === 'ship' && input?.type === 'redrawCaptain') {
      f.rejected = p.captain;
      f.redrawn = true;
      p.captain = null;
      emit(ctx, { type: 'captainRedrawn', rule: 'MM Death 4', player: f.player });
      f.step = 'draw';
      return;
    }
    if (f.step === 'ship') {
      if (input?.type !== 'chooseShip') return;
      // M56 steps 3-5, MM Setup 3-8: Sloop or Flute, in the home port, cubes at full, a Glory Card.
      const cap = captainOf(ctx.ix, p);
      p.ship = input.ship;
      p.revealed = true;
      p.zone = ctx.ix.zoneOfPort.get(cap.homePort) ?? null;
      p.inPort = true;
      const v = shipValues(ctx.ix, p);
      p.track = { hull: v.hull, masts: v.masts, cargo: v.cargo, crew: v.crew, cannons: v.cannons };
      emit(ctx, { type: 'newCaptain', rule: 'MM Death 4', player: f.player, captain: cap.id, ship: input.ship, homePort: cap.homePort });
      f.step = 'gold';
      push(ctx, { kind: 'gloryDraw', player: f.player, n: 1 });
      return;
    }
    // MM Death 3-4, M56 step 6: 10 Gold, from the stash first, the bank adding the rest.
    const fromStash = Math.min(10, p.stash);
    if (fromStash > 0) {
      p.stash -= fromStash;
      p.gold += fromStash;
      emit(ctx, { type: 'withdrew', rule: 'MM Death 4', player: f.player, amount: fromStash, private: f.player });
      emit(ctx, { type: 'withdrew', rule: 'MM Death 4', player: f.player, amount: null });
    }
    gain(ctx, f.player, 10 - fromStash, 'MM Death 4', 'a new Captain’s gold');
    p.dead = false;
    pop(ctx, f);
  },
};
