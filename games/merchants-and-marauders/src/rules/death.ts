/**
 * Death and retirement (ledger MM Death 1-5, MM StashGold 6, MM Length 2; rulings M7 (b), M56, M57,
 * MR16, MR61): the death steps, the end of a dead Captain's turn, and the new Captain.
 */
import { emit, type Handler, pop, push } from '../kernel.js';
import type { Action } from '../actions.js';
import { type Frame, type FrameOf, type PlayerId, type PlayerState } from '../state.js';
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
  endTurnAtDeath(s.stack, player);
  // MM Yard 19, M28: the owning player places the ship's mods, even with his Captain dead.
  if (mods.length) {
    const tokens: Record<string, number> = {};
    for (const m of mods) inc(tokens, m);
    push(ctx, { kind: 'placeMods', player, tokens, ports: [], step: 'choose' });
  }
}

/**
 * M56, MR61: a player dying in his own turn loses the rest of it: his unused actions, and every
 * frame above his turn that is his own activity ({@link endsWithHim}). The turn frame itself stays,
 * so its end still runs (MM Actions 2, MR15); what follows his death for others or the board stays
 * too. A death in another player's turn costs no turn (MM Death 2): nothing is closed.
 */
function endTurnAtDeath(stack: Frame[], player: PlayerId): void {
  const at = stack.findIndex((f) => f.kind === 'turn' && f.player === player);
  const turn = stack[at];
  if (turn?.kind !== 'turn') return;
  turn.actions = 0;
  for (let i = stack.length - 1; i > at; i--) if (endsWithHim(stack[i] as Frame, player)) stack.splice(i, 1);
}

/**
 * MR61: is frame `f` an activity of `player`'s own that ends with his Captain's death? Every kind
 * is listed, so a new kind must be placed here.
 */
function endsWithHim(f: Frame, player: PlayerId): boolean {
  switch (f.kind) {
    // His own activities: what is left of them is his choices, rolls and draws, for a Captain who
    // is gone: the rest of his Port action (MM Port 1), a port entry roll (M21), the Shipyard or
    // Recruit activity, a pardon's nation, a card's check or choice, excess cargo he would drop or
    // lose (it went with him, MM Death 1), a scouting, and the Glory Card owed for a Glory Point he
    // gained before dying (he keeps the point, MM Death 3; his cards are discarded, MM Death 1).
    case 'port':
    case 'portRoyale':
    case 'yard':
    case 'recruit':
    case 'chooseNation':
    case 'skillCheck':
    case 'choose':
    case 'loseCargo':
    case 'dropCargo':
    case 'scout':
    case 'scoutCaptain':
    case 'gloryDraw':
    case 'gloryDiscard':
      return f.player === player;
    // The rest of the effects of his own card (a Rumor, a Mission, a Glory Card): the card went
    // with him (MM Death 1). An Event's effects are the Event's and still run (MM Event 3).
    case 'effects':
      return f.source === 'card' && f.self === player;
    // Still run: his turn (ended above, its end step runs); the NPC's fate after its battle (MM NPC
    // 8, M43); a card battle's result, given back to the frames below (MR58); his ship's mods, which
    // he places even dead (M28); the mission display's refill (MM Mission 3); the demand swap (MM
    // Sell 3); frames that hold drawn cards or mod tokens (buy, rumor, raid, NPC plunder, transfer),
    // which nothing they wait on can kill him under; the victor's plunder and reward; his next
    // Captain; and the frames of no player.
    case 'turn':
    case 'npcScout':
    case 'scoutNpc':
    case 'cardCombat':
    case 'placeMods':
    case 'mission':
    case 'demandSwap':
    case 'buy':
    case 'rumor':
    case 'raid':
    case 'npcPlunder':
    case 'transferMods':
    case 'plunder':
    case 'reward':
    case 'newCaptain':
    case 'window':
    case 'npcIcons':
    case 'npcEnd':
    case 'setup':
    case 'shipChoice':
    case 'round':
    case 'refill':
    case 'war':
    case 'end':
    case 'combat':
      return false;
    // A kind missing above fails the type check (`never`); a state its schema accepted has no other.
    default: {
      const unknown: never = f;
      void unknown;
      return false;
    }
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
