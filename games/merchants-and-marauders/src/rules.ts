/**
 * The rules of Merchants & Marauders as kernel frames and handlers (../../src/kernel, through
 * ./kernel.ts). Each handler cites the ledger keys of the procedure it runs (RULES-LEDGER.md,
 * `MM <Section> <n>`); rulings are RULINGS.md's M1-M61 and this package's own MR1... in
 * docs/rulings.md.
 *
 * Implemented in this version: set-up with the simultaneous secret choices, the round (its start
 * checks, the Event Card, each player's turn, its end), Move (with port entry when wanted), the Port
 * action with Sell Goods, Buy Goods, the Shipyard, Recruit and Stash Gold, Glory from those, the
 * Glory hand limit, and the end of the game with its tie-breaks. Not yet: Scout, Merchant Raids,
 * NPCs, combat, plunder, death and retirement, Rumors, Missions and playing Glory Cards (see
 * docs/coverage.md).
 */
import {
  commitChoice,
  deepJson,
  defineGame,
  emit,
  IllegalActionError,
  pop,
  push,
  revealedChoices,
  sealNew,
  startChoice,
  type Ctx,
  type GameTypes,
  type Handler,
  type KernelChanceSpec,
  type Node,
  type Pool,
} from './kernel.js';
import { ACTION_TYPES, type Action } from './actions.js';
import type { Face, GameEvent } from './events.js';
import { builtInComponents, indexComponents, type Ix } from './components/load.js';
import { NATIONS, type ComponentSet, type Condition, type Effect, type Location, type ModType, type Nation, type SKILLS } from './components/schema.js';
import { PLAYERS, type Frame, type FrameOf, type GameState, type PlayerId, type PlayerState, type Result, type Track } from './state.js';

export interface MM extends GameTypes {
  state: GameState;
  frame: Frame;
  action: Action;
  event: GameEvent;
  player: PlayerId;
  spec: KernelChanceSpec;
  ix: Ix;
}
type MCtx = Ctx<MM>;

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
  if (set === null) return (builtInIx ??= indexComponents(builtInComponents()));
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

const total = (c: Readonly<Record<string, number>>): number => Object.values(c).reduce((a, b) => a + b, 0);
const inc = (c: Record<string, number>, k: string, n = 1): void => {
  c[k] = (c[k] ?? 0) + n;
};
const dec = (c: Record<string, number>, k: string, n = 1): void => {
  const v = (c[k] ?? 0) - n;
  if (v < 0) throw new Error(`internal: ${k} below zero`);
  if (v === 0) delete c[k];
  else c[k] = v;
};
function removeOne(list: string[], id: string): void {
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
function rollEvent(ctx: MCtx, player: PlayerId, skill: string, dice: readonly number[], rule: string): number {
  const n = successes(dice);
  // A "this roll" modifier (Keen Eye, ledger F.4) is used up by the roll it adds to.
  ctx.s.modifiers = ctx.s.modifiers.filter((m) => !(m.player === player && m.duration === 'thisRoll' && m.effect.op === 'modifier' && m.effect.skill === skill));
  emit(ctx, { type: 'roll', rule, player, skill, faces: dice.map(faceOf), successes: n });
  return n;
}

function captainOf(ix: Ix, p: PlayerState) {
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
function stashCap(s: GameState): number {
  const o = s.config.options;
  return o.stashGloryCap === 'half' ? Math.floor(o.gloryTarget / 2) : o.stashGloryCap;
}
/** MM Win 4: track GP + stash GP (floor(stash / 10), capped, MM Stash 2). */
export function totalGlory(s: GameState, p: PlayerId): number {
  const x = pl(s, p);
  return x.glory + Math.min(Math.floor(x.stash / 10), stashCap(s));
}

function gain(ctx: MCtx, p: PlayerId, amount: number, rule: string, why: string): void {
  if (amount <= 0) return;
  pl(ctx.s, p).gold += amount;
  emit(ctx, { type: 'goldGained', rule, player: p, amount, why });
}
function pay(ctx: MCtx, p: PlayerId, amount: number, rule: string, why: string): void {
  if (amount <= 0) return;
  const x = pl(ctx.s, p);
  if (x.gold < amount) throw new Error(`internal: ${p} cannot pay ${amount}`);
  x.gold -= amount;
  emit(ctx, { type: 'goldPaid', rule, player: p, amount, why });
}

/** M7 (a): the target is declared automatically, in public, the moment a total reaches it; the stash is revealed then (MM StashGold 4). */
function checkTarget(ctx: MCtx, p: PlayerId): void {
  const s = ctx.s;
  if (s.declared.includes(p)) return;
  const t = totalGlory(s, p);
  if (t < s.config.options.gloryTarget) return;
  s.declared.push(p);
  emit(ctx, { type: 'targetReached', rule: 'MM Win 5', player: p, glory: pl(s, p).glory, stash: pl(s, p).stash, total: t });
}

/** MM Win 3, MM Glory 1: +1 GP and one Glory Card. */
function gainGlory(ctx: MCtx, p: PlayerId, rule: string, why: string): void {
  const x = pl(ctx.s, p);
  x.glory += 1;
  emit(ctx, { type: 'gloryGained', rule, player: p, glory: x.glory, why });
  checkTarget(ctx, p);
  push(ctx, { kind: 'gloryDraw', player: p, n: 1 });
}

function illegal(code: string, message: string, rule: string): MMIllegalActionError {
  return new MMIllegalActionError(code, message, rule);
}

// ---------------------------------------------------------------------------------------------
// Set-up (MM Setup, MM Start, MM BoardSetup)
// ---------------------------------------------------------------------------------------------

const setup: Handler<MM, FrameOf<'setup'>> = {
  rule: (f) => (f.step === 'captains' || f.step === 'glory' || f.step === 'gold' ? 'MM Setup 2' : f.step === 'start' ? 'MM Start 1' : 'MM BoardSetup 1'),
  node(s, f) {
    const label: Record<FrameOf<'setup'>['step'], [string, string]> = {
      demand: ['demand', 'a Demand Token for a port'],
      mods: ['modSupply', 'a Ship Modification token for a port'],
      merchants: ['merchantSupply', 'a Merchant Token for a sea zone'],
      missions: ['mission', 'a Mission Card'],
      captains: ['captain', 'a Captain Card'],
      glory: ['glory', 'a Glory Card'],
      gold: ['', ''],
      start: ['start', 'the start player'],
    };
    if (f.step === 'gold') return { kind: 'auto' };
    // M30: a Glory deck emptied during set-up (a tiny user set) deals what it has.
    if (f.step === 'glory' && total(s.decks.glory) === 0) return { kind: 'auto' };
    const [pool, what] = label[f.step];
    return { kind: 'chance', spec: { kind: 'draw', pool, label: what } };
  },
  legal: () => [],
  step(ctx, f, input) {
    const s = ctx.s;
    const ix = ctx.ix;
    const v = input?.type === 'chance' && typeof input.value === 'string' ? input.value : null;
    switch (f.step) {
      case 'demand': {
        // MM BoardSetup 2: one random Demand Token face up at each port; the rest are the reserve.
        const port = ix.order.ports[f.i] as string;
        if (v === null) return;
        dec(s.demandReserve, v);
        s.demand[port] = v;
        emit(ctx, { type: 'demandPlaced', rule: 'MM BoardSetup 2', port, good: v });
        if (++f.i >= ix.order.ports.length) [f.step, f.i] = ['mods', 0];
        return;
      }
      case 'mods': {
        // MM BoardSetup 3: one random Ship Modification token face down at each port.
        const port = ix.order.ports[f.i] as string;
        if (v === null) return;
        dec(s.modSupply, v);
        s.portMods[port] = { type: v as ModType, revealed: false };
        emit(ctx, { type: 'modPlaced', rule: 'MM BoardSetup 3', port });
        if (++f.i >= ix.order.ports.length) [f.step, f.i] = ['merchants', 0];
        return;
      }
      case 'merchants': {
        // MM BoardSetup 4: one random Merchant Token, nationality down, in each sea zone.
        const zone = ix.order.zones[f.i] as string;
        if (v === null) return;
        dec(s.merchantSupply, v);
        s.merchants[zone] = v as Nation;
        emit(ctx, { type: 'merchantPlaced', rule: 'MM BoardSetup 4', zone });
        if (++f.i >= ix.order.zones.length) [f.step, f.i] = ['missions', 0];
        return;
      }
      case 'missions': {
        // MM BoardSetup 5: two Mission Cards, public.
        if (v === null) return;
        dec(s.decks.mission, v);
        s.missions.push(v);
        emit(ctx, { type: 'missionRevealed', rule: 'MM BoardSetup 5', mission: v });
        if (++f.i >= 2) [f.step, f.i] = ['captains', 0];
        return;
      }
      case 'captains': {
        // MM Setup 2: each player draws a Captain, secretly.
        const p = s.seats[f.i] as PlayerId;
        if (v === null) return;
        dec(s.decks.captain, v);
        pl(s, p).captain = v;
        emit(ctx, { type: 'captainDrawn', rule: 'MM Setup 2', player: p, captain: v, private: p });
        emit(ctx, { type: 'captainDrawn', rule: 'MM Setup 2', player: p, captain: null });
        if (++f.i >= s.seats.length) {
          [f.step, f.i] = ['glory', 0];
          // MM Setup 3-4, M15: the Sloop-or-Flute choice, secret and simultaneous.
          push(ctx, { kind: 'shipChoice', choice: startChoice<'sloop' | 'flute'>(s.seats) as FrameOf<'shipChoice'>['choice'] });
        }
        return;
      }
      case 'glory': {
        // MM Setup 7: one Glory Card each, in a secret hand.
        const p = s.seats[f.i] as PlayerId;
        if (v !== null) {
          dec(s.decks.glory, v);
          pl(s, p).hand.push(v);
          emit(ctx, { type: 'gloryCardDrawn', rule: 'MM Setup 7', player: p, card: v, private: p });
          emit(ctx, { type: 'gloryCardDrawn', rule: 'MM Setup 7', player: p, card: null });
        } else emit(ctx, { type: 'noGloryCard', rule: 'MM Setup 7', player: p });
        if (++f.i >= s.seats.length) [f.step, f.i] = ['gold', 0];
        return;
      }
      case 'gold':
        // MM Setup 9: 10 Gold each (a public amount, M10).
        for (const p of s.seats) gain(ctx, p, 10, 'MM Setup 9', 'starting gold');
        f.step = 'start';
        return;
      case 'start': {
        // MM Start 1: a random draw among the players' Captains; play goes clockwise from its owner.
        if (v === null) return;
        const first = s.seats.find((p) => pl(s, p).captain === v) as PlayerId;
        const i = s.seats.indexOf(first);
        s.order = [...s.seats.slice(i), ...s.seats.slice(0, i)];
        emit(ctx, { type: 'startPlayer', rule: 'MM Start 1', player: first, order: [...s.order] });
        pop(ctx, f);
        push(ctx, { kind: 'round', step: 'checks', next: 0 });
        return;
      }
    }
  },
};

const shipChoice: Handler<MM, FrameOf<'shipChoice'>> = {
  rule: () => 'MM Setup 3',
  node: (_s, f) => ({ kind: 'simultaneous', players: f.choice.waiting as PlayerId[] }),
  legal(_s, f, _ix, p) {
    if (!p || !f.choice.waiting.includes(p)) return [];
    return [{ type: 'chooseShip', player: p, ship: 'sloop' }, { type: 'chooseShip', player: p, ship: 'flute' }];
  },
  step(ctx, f, input) {
    if (input?.type !== 'chooseShip') return;
    const done = commitChoice(f.choice, input.player, input.ship);
    emit(ctx, { type: 'shipChosen', rule: 'MM Setup 3', player: input.player, ship: input.ship, private: input.player });
    emit(ctx, { type: 'shipChosen', rule: 'MM Setup 3', player: input.player, ship: null });
    if (!done) return;
    // MM Setup 4-6, 8: all reveal at once; ships go to the Captains' home ports, cubes at full.
    const s = ctx.s;
    const ships = revealedChoices(f.choice);
    const captains: Record<string, { captain: string; ship: string; homePort: string }> = {};
    for (const p of s.seats) {
      const x = pl(s, p);
      const cap = captainOf(ctx.ix, x);
      x.ship = ships[p] ?? 'sloop';
      x.revealed = true;
      x.zone = ctx.ix.zoneOfPort.get(cap.homePort) ?? null;
      x.inPort = true;
      const v = shipValues(ctx.ix, x);
      x.track = { hull: v.hull, masts: v.masts, cargo: v.cargo, crew: v.crew, cannons: v.cannons };
      captains[p] = { captain: cap.id, ship: x.ship, homePort: cap.homePort };
    }
    emit(ctx, { type: 'captainsRevealed', rule: 'MM Setup 4', captains });
    pop(ctx, f);
  },
};

// ---------------------------------------------------------------------------------------------
// The round (MM Turn, MM Event, MM Length, MM Win)
// ---------------------------------------------------------------------------------------------

/** M8: the winners among `who`, by the L152 chain (track GP, then stashed Gold, then all tied). */
function tieBreak(s: GameState, who: PlayerId[]): PlayerId[] {
  let best = who;
  for (const key of [(p: PlayerId) => pl(s, p).glory, (p: PlayerId) => pl(s, p).stash]) {
    const top = Math.max(...best.map(key));
    best = best.filter((p) => key(p) === top);
  }
  return best;
}

/** MM Win 5-6, MM Length 1-3, M7, M8 and MR1: the game ends; the winners and standings. */
function endGame(ctx: MCtx, rule: string): void {
  const s = ctx.s;
  const target = s.config.options.gloryTarget;
  const byTotal = (who: PlayerId[]): PlayerId[] => {
    const top = Math.max(...who.map((p) => totalGlory(s, p)));
    return who.filter((p) => totalGlory(s, p) === top);
  };
  const reached = s.seats.filter((p) => totalGlory(s, p) >= target);
  let winners: PlayerId[];
  if (rule === 'MM Win 5' && reached.length > 0) {
    // MM Win 6, M8: among those at the target, most track GP, then most stashed Gold, then shared.
    winners = tieBreak(s, s.config.options.tieBreak === 'totalFirst' ? byTotal(reached) : reached);
  } else {
    // MM Length 3, M8 (and MR1 for a declared target no one holds at the end): most total GP, then
    // the L152 chain among those tied.
    winners = tieBreak(s, byTotal([...s.seats]));
  }
  const standings: Result['standings'] = {};
  for (const p of s.seats) standings[p] = { glory: pl(s, p).glory, stash: pl(s, p).stash, total: totalGlory(s, p) };
  s.over = { rule, winners, standings };
  s.stack.length = 0;
  emit(ctx, { type: 'gameOver', rule, reason: rule, winners });
}

/** The effect ops an Event Card may use in this version (the rest are refused at createGame). */
export const EVENT_OPS: readonly Effect['op'][] = ['gainGold', 'loseGold', 'payGold', 'setWar', 'endWar', 'addBounty', 'removeBounty'];

/**
 * MM Event 3, M60, MR8: apply an Event Card's effects (ledger F.4) to every player, or, for an
 * "on each player's turn" card, to the player whose turn starts.
 */
function applyEventEffects(ctx: MCtx, card: string, only?: PlayerId): void {
  const s = ctx.s;
  const c = ctx.ix.events.get(card);
  if (!c) return;
  const rule = 'MM Event 3';
  const who = (e: { who?: string }): PlayerId[] => (e.who === undefined || e.who === 'eachPlayer' ? (only ? [only] : [...s.order]) : []);
  for (const e of c.effects) {
    switch (e.op) {
      case 'gainGold':
      case 'loseGold':
      case 'payGold':
        for (const p of who(e)) {
          const x = pl(s, p);
          const amount = e.amount === 'all' ? x.gold : typeof e.amount === 'number' ? e.amount : e.amount.times * (e.amount.perBounty === 'any' ? total(x.bounties) : (x.bounties[e.amount.perBounty] ?? 0));
          if (e.op === 'gainGold') gain(ctx, p, amount, rule, c.name);
          else pay(ctx, p, Math.min(amount, x.gold), rule, c.name);
        }
        break;
      case 'setWar':
        // M37: a war replaces any war; `random` draws the pair.
        if (e.nations === 'random') push(ctx, { kind: 'war' });
        else {
          s.war = [...e.nations];
          emit(ctx, { type: 'warDeclared', rule: 'MM Board 4', nations: [...e.nations] });
        }
        break;
      case 'endWar':
        if (s.war) emit(ctx, { type: 'warEnded', rule: 'MM Board 4' });
        s.war = null;
        break;
      case 'addBounty':
      case 'removeBounty':
        for (const p of who(e)) {
          const x = pl(s, p);
          const nations: Nation[] = e.nation === 'all' ? [...NATIONS] : (NATIONS as readonly string[]).includes(e.nation) ? [e.nation as Nation] : [];
          for (const n of nations) {
            const before = x.bounties[n] ?? 0;
            // MM Bounty 3: at most 5 per nation; MM Bounty 9: at 0 the token is removed.
            const after = e.op === 'addBounty' ? Math.min(5, before + (e.n === 'all' ? 5 : e.n)) : Math.max(0, before - (e.n === 'all' ? 5 : e.n));
            if (after === before) continue;
            x.bounties[n] = after;
            emit(ctx, { type: 'bountyChanged', rule: e.op === 'addBounty' ? 'MM Bounty 3' : 'MM Bounty 9', player: p, nation: n, bounties: after });
          }
        }
        break;
      default:
        throw new Error(`internal: event op ${e.op} not executable (refused at createGame)`);
    }
  }
}

const round: Handler<MM, FrameOf<'round'>> = {
  rule: (f) => (f.step === 'event' ? 'MM Event 1' : f.step === 'checks' ? 'MM Turn 2' : 'MM Turn 1'),
  node: (_s, f) => (f.step === 'event' ? { kind: 'chance', spec: { kind: 'draw', pool: 'event', label: 'the Event Card' } } : { kind: 'auto' }),
  legal: () => [],
  step(ctx, f, input) {
    const s = ctx.s;
    if (f.step === 'checks') {
      // MM Turn 2, MM Win 5, M7 (a): a declared target ends the game before the next Event draw.
      if (s.declared.length > 0) return endGame(ctx, 'MM Win 5');
      // MM Length 1: an empty Event deck at the start of a round ends the game.
      if (total(s.decks.event) === 0) return endGame(ctx, 'MM Length 1');
      s.round += 1;
      // MM Raid 2, M18: 8 or more Merchant Tokens on the track are dealt back to the empty zones.
      if (s.merchantTrack.length >= 8 && Object.values(s.merchants).some((n) => n === null)) push(ctx, { kind: 'refill' });
      emit(ctx, { type: 'roundStarted', rule: 'MM Turn 1', round: s.round });
      f.step = 'event';
      return;
    }
    if (f.step === 'event') {
      if (input?.type !== 'chance' || typeof input.value !== 'string') return;
      // MM Event 1: the start player draws the top Event Card.
      const id = input.value;
      dec(s.decks.event, id);
      const card = ctx.ix.events.get(id);
      emit(ctx, { type: 'eventDrawn', rule: 'MM Event 1', card: id, name: card?.name ?? id });
      f.step = 'turns';
      f.next = 0;
      // MM Event 2, MM NPC 23: the NPC icons move NPCs on the board; none is in play in this
      // version, and an icon whose NPC is not on the board does nothing.
      if (card?.npc) {
        // MM NPC 3, MM Event 4: an NPC card goes face up in the NPC area.
        s.npcArea.push(id);
        emit(ctx, { type: 'npcCardSetAside', rule: 'MM NPC 3', card: id });
      } else if (card?.stays || card?.timing !== 'immediate') s.activeEvents.push(id);
      else inc(s.discard.event, id);
      if (card?.timing === 'immediate') applyEventEffects(ctx, id);
      return;
    }
    if (f.step === 'turns') {
      // MM Actions 1: each player's turn, from the start player, clockwise.
      const p = s.order[f.next];
      if (p === undefined) {
        f.step = 'end';
        return;
      }
      f.next += 1;
      push(ctx, { kind: 'turn', player: p, step: 'start', actions: 3, portDone: false, scouted: [], acted: false });
      return;
    }
    // MM Turn 3, M60: end-of-round Event effects, then the cards that do not stay are discarded.
    for (const id of [...s.activeEvents]) {
      const card = ctx.ix.events.get(id);
      if (card?.timing === 'endOfRound') applyEventEffects(ctx, id);
      if (!card?.stays) {
        removeOne(s.activeEvents, id);
        inc(s.discard.event, id);
      }
    }
    f.step = 'checks';
  },
};

const war: Handler<MM, FrameOf<'war'>> = {
  rule: () => 'MM Board 4',
  node: () => ({ kind: 'chance', spec: { kind: 'draw', pool: 'war', label: 'the two nations at war' } }),
  legal: () => [],
  step(ctx, f, input) {
    if (input?.type !== 'chance' || typeof input.value !== 'string') return;
    const [a, b] = input.value.split('+') as [Nation, Nation];
    ctx.s.war = [a, b];
    emit(ctx, { type: 'warDeclared', rule: 'MM Board 4', nations: [a, b] });
    pop(ctx, f);
  },
};

/** The pairs of nations a random war may draw (M37). */
export const WAR_PAIRS: readonly string[] = NATIONS.flatMap((a, i) => NATIONS.slice(i + 1).map((b) => `${a}+${b}`));

// ---------------------------------------------------------------------------------------------
// The player turn (MM Actions, MM Move)
// ---------------------------------------------------------------------------------------------

/** MM Move 4, MM Bounty 5, M21: may `p` enter `port`, and how. */
function entry(s: GameState, ix: Ix, p: PlayerState, port: string): { free: boolean; fee: number | null; roll: boolean } {
  const nation = ix.portNation.get(port);
  const home = p.captain !== null && captainOf(ix, p).homePort === port;
  // MM Captains 8: the home port is always open; otherwise a nation with a bounty on him bars him.
  if (home || !nation || (p.bounties[nation] ?? 0) === 0) return { free: true, fee: null, roll: false };
  const zone = ix.zones.get(ix.zoneOfPort.get(port) ?? '');
  const rule = zone?.rules.find((r): r is Extract<Effect, { op: 'portEntry' }> => r.op === 'portEntry' && r.allowed && (r.nation === undefined || r.nation === nation));
  if (!rule) return { free: false, fee: null, roll: false };
  return { free: false, fee: rule.cost ?? null, roll: rule.influenceRoll ?? false };
}

function moves(s: GameState, ix: Ix, player: PlayerId): Action[] {
  const p = pl(s, player);
  if (!p.zone) return [];
  // MM Move 1: port -> its own zone; zone -> an adjacent zone; zone -> its port.
  if (p.inPort) return [{ type: 'move', player, zone: p.zone, inPort: false }];
  const zone = ix.zones.get(p.zone);
  if (!zone) return [];
  const out: Action[] = [];
  const seen = new Set<string>();
  for (const b of zone.borders) {
    if (seen.has(b.to)) continue;
    seen.add(b.to);
    out.push({ type: 'move', player, zone: b.to, inPort: false });
  }
  if (zone.port) {
    const e = entry(s, ix, p, zone.port.id);
    if (e.free) out.push({ type: 'move', player, zone: zone.id, inPort: true });
    else {
      if (e.fee !== null && p.gold >= e.fee) out.push({ type: 'move', player, zone: zone.id, inPort: true, entry: 'fee' });
      if (e.roll) out.push({ type: 'move', player, zone: zone.id, inPort: true, entry: 'roll' });
    }
  }
  return out;
}

/** MM Move 6, M25: leaving port with more cards than the Cargo value: the owner drops the excess. */
function afterLeavingPort(ctx: MCtx, player: PlayerId): void {
  if (pl(ctx.s, player).cargo.length > cargoRoom(pl(ctx.s, player))) push(ctx, { kind: 'dropCargo', player });
}

const turn: Handler<MM, FrameOf<'turn'>> = {
  rule: () => 'MM Actions 2',
  node: (_s, f) => (f.step === 'start' || f.actions === 0 ? { kind: 'auto' } : { kind: 'decision', player: f.player }),
  legal(s, f, ix) {
    if (f.step !== 'act' || f.actions === 0) return [];
    const p = pl(s, f.player);
    const out = moves(s, ix, f.player);
    // MM Port 1, MM Actions 3: the Port action, in a port, once per player turn.
    if (p.inPort && !f.portDone) out.push({ type: 'port', player: f.player });
    // MM Scout 1-5, M19, M20: at sea, the Merchant Token in his zone, once per player turn.
    if (!p.inPort && p.zone && s.merchants[p.zone] != null && !f.scouted.includes(`merchant:${p.zone}`)) out.push({ type: 'scout', player: f.player, target: 'merchant' });
    // MM Rumor 3, M20, M22: a Scouting rumor for this zone is checked as a Scout action.
    if (rumorCheckable(s, ix, f.player) === 'sea' && !f.scouted.includes(`rumor:${p.rumor}`)) out.push({ type: 'checkRumor', player: f.player });
    out.push(...gloryPlays(s, ix, f.player));
    // MM Death 5, M57, M7 (c): retire before any action, in port, while a Captain can be drawn.
    if (!f.acted && p.inPort && total(s.decks.captain) > 0) out.push({ type: 'retire', player: f.player });
    out.push({ type: 'endTurn', player: f.player });
    return out;
  },
  step(ctx, f, input) {
    const s = ctx.s;
    const p = pl(s, f.player);
    if (f.step === 'start') {
      p.turns += 1;
      f.step = 'act';
      emit(ctx, { type: 'turnStarted', rule: 'MM Actions 1', player: f.player });
      // MM Death 5, M57: a retired Captain goes through the death steps now, then a new one plays.
      if (p.retired) {
        die(ctx, f.player, 'MM Death 5', 'retired');
        if (s.over) return;
      }
      // MM Death 2, M56: a new Captain is set up at the start of the player's next turn.
      if (p.dead) push(ctx, { kind: 'newCaptain', player: f.player, step: 'draw' });
      // M60: "on each player's turn" Event effects apply at the start of each player turn.
      for (const id of s.activeEvents) if (ctx.ix.events.get(id)?.timing === 'eachPlayerTurn') applyEventEffects(ctx, id, f.player);
      return;
    }
    if (input === null || input.type === 'endTurn') {
      // MM Actions 2: up to three actions; unused ones are lost.
      emit(ctx, { type: 'turnEnded', rule: 'MM Actions 2', player: f.player });
      // Ledger F.4 durations, MR15: "this turn" modifiers end with the turn, and so does an unused "this roll" one.
      s.modifiers = s.modifiers.filter((m) => m.player !== f.player || (m.duration !== 'thisTurn' && m.duration !== 'thisRoll'));
      pop(ctx, f);
      return;
    }
    if (input.type === 'move') {
      f.actions -= 1;
      f.acted = true;
      if (!input.inPort) {
        const leaving = p.inPort;
        p.zone = input.zone;
        p.inPort = false;
        emit(ctx, { type: 'moved', rule: 'MM Move 1', player: f.player, zone: input.zone, inPort: false });
        if (leaving) afterLeavingPort(ctx, f.player);
        return;
      }
      if (input.entry === 'roll') {
        // M21: a free Influence roll; a failure means no entry, and the Move action is spent.
        push(ctx, { kind: 'portRoyale', player: f.player, zone: input.zone });
        return;
      }
      if (input.entry === 'fee') {
        const e = entry(s, ctx.ix, p, ctx.ix.zones.get(input.zone)?.port?.id ?? '');
        pay(ctx, f.player, e.fee ?? 0, 'MM Bounty 5', 'port entry fee');
      }
      p.inPort = true;
      emit(ctx, { type: 'moved', rule: 'MM Move 1', player: f.player, zone: input.zone, inPort: true });
      return;
    }
    if (input.type === 'scout') {
      f.actions -= 1;
      f.acted = true;
      f.scouted.push(`merchant:${p.zone}`);
      push(ctx, { kind: 'scout', player: f.player, zone: p.zone as string, step: 'roll', nation: null });
      return;
    }
    if (input.type === 'playGlory') return playGlory(ctx, f.player, input.card);
    if (input.type === 'checkRumor') {
      f.actions -= 1;
      f.acted = true;
      f.scouted.push(`rumor:${p.rumor}`);
      emit(ctx, { type: 'rumorRevealed', rule: 'MM Rumor 3', player: f.player, card: p.rumor as string });
      push(ctx, { kind: 'rumor', player: f.player, mode: 'check', step: 'roll', drawn: null });
      return;
    }
    if (input.type === 'retire') {
      // M57: retiring ends the turn; the death steps come at the start of his next turn.
      p.retired = true;
      emit(ctx, { type: 'retired', rule: 'MM Death 5', player: f.player });
      pop(ctx, f);
      return;
    }
    if (input.type === 'port') {
      f.actions -= 1;
      f.acted = true;
      f.portDone = true;
      const port = ctx.ix.zones.get(p.zone ?? '')?.port?.id as string;
      emit(ctx, { type: 'portAction', rule: 'MM Port 1', player: f.player, port });
      // MM Port 4: the port's face-down Ship Modification token is revealed to all.
      const mod = s.portMods[port];
      if (mod && !mod.revealed) {
        mod.revealed = true;
        emit(ctx, { type: 'modRevealed', rule: 'MM Port 4', port, mod: mod.type });
      }
      push(ctx, { kind: 'port', player: f.player, done: [] });
    }
  },
};

const portRoyale: Handler<MM, FrameOf<'portRoyale'>> = {
  rule: () => 'MM Bounty 5',
  node: (s, f, ix) => ({ kind: 'chance', spec: { kind: 'dice', count: diceFor(s, ix, f.player, 'influence'), label: 'an Influence roll to enter the port' } }),
  legal: () => [],
  step(ctx, f, input) {
    if (input?.type !== 'chance' || !Array.isArray(input.value)) return;
    const p = pl(ctx.s, f.player);
    const ok = rollEvent(ctx, f.player, 'influence', input.value, 'MM Bounty 5') > 0;
    pop(ctx, f);
    if (ok) {
      p.inPort = true;
      emit(ctx, { type: 'moved', rule: 'MM Move 1', player: f.player, zone: f.zone, inPort: true });
    } else emit(ctx, { type: 'entryRefused', rule: 'MM Bounty 5', player: f.player, port: ctx.ix.zones.get(f.zone)?.port?.id ?? f.zone });
  },
};

const dropCargo: Handler<MM, FrameOf<'dropCargo'>> = {
  rule: () => 'MM Move 6',
  node: (s, f) => (pl(s, f.player).cargo.length > cargoRoom(pl(s, f.player)) ? { kind: 'decision', player: f.player } : { kind: 'auto' }),
  legal: (s, f) => [...new Set(pl(s, f.player).cargo)].sort().map((card): Action => ({ type: 'dropCargo', player: f.player, card })),
  step(ctx, f, input) {
    const p = pl(ctx.s, f.player);
    if (input?.type === 'dropCargo') {
      removeOne(p.cargo, input.card);
      inc(ctx.s.discard.cargo, input.card);
      // MM Buy 6: discarded cargo goes face up.
      emit(ctx, { type: 'cargoDiscarded', rule: 'MM Move 6', player: f.player, cards: [input.card] });
    }
    if (p.cargo.length <= cargoRoom(p)) pop(ctx, f);
  },
};

// ---------------------------------------------------------------------------------------------
// The Port action (MM Port, MM Sell, MM Buy, MM Yard, MM Recruit, MM StashGold)
// ---------------------------------------------------------------------------------------------

function portOf(s: GameState, ix: Ix, p: PlayerId): string {
  return ix.zones.get(pl(s, p).zone ?? '')?.port?.id as string;
}

/** Every distinct non-empty sub-multiset of `cards`, each sorted (M23: one declaration). */
function subsets(cards: readonly string[]): string[][] {
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

const port: Handler<MM, FrameOf<'port'>> = {
  rule: () => 'MM Port 1',
  node: (_s, f) => ({ kind: 'decision', player: f.player }),
  legal(s, f, ix) {
    const player = f.player;
    const p = pl(s, player);
    const out: Action[] = [];
    // MM Port 2: Sell Goods, if done, is the first activity.
    if (f.done.length === 0 && p.cargo.length > 0) for (const cards of subsets(p.cargo)) out.push({ type: 'sell', player, cards });
    // MM Port 3: each activity at most once per Port action.
    if (!f.done.includes('buy')) out.push({ type: 'buyGoods', player });
    if (!f.done.includes('yard')) out.push({ type: 'shipyard', player });
    // MR4: Recruit is offered only below the Crew value (at full crew it can change nothing).
    if (!f.done.includes('recruit') && p.track.crew < shipValues(ix, p).crew) out.push({ type: 'recruit', player });
    // MM Yard 15: a flipped Reinforced Hull is refreshed for 3 Gold in any port.
    if (p.hullFlipped && p.mods.includes('reinforced-hull') && p.gold >= 3) out.push({ type: 'refreshHull', player });
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
        playGlory(ctx, player, input.card);
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
        // MM Mission 5: the card's completion, its reward, then +1 GP (and a Glory Card); the card is discarded.
        p.mission = null;
        inc(s.discard.mission, m.id);
        emit(ctx, { type: 'missionCompleted', rule: 'MM Mission 5', player, mission: m.id });
        gainGlory(ctx, player, 'MM Mission 5', 'a mission completed');
        applyCardEffects(ctx, player, m.complete.effects, 'MM Mission 5', m.name);
        applyCardEffects(ctx, player, m.earn, 'MM Mission 1', m.name);
        return;
      }
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

const demandSwap: Handler<MM, FrameOf<'demandSwap'>> = {
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

/** MM Buy 3: the price of a card by how many cards of its good the final draw holds. */
export function priceFor(count: number): number {
  return count >= 3 ? 1 : count === 2 ? 2 : 3;
}

/**
 * MR2: whether the Cargo deck or its discards still hold a card of a good other than the port's
 * in-demand one. If not, replacing in-demand cards (MM Buy 1) could never end: the draw stops.
 */
function usableCargoLeft(s: GameState, ix: Ix, port: string): boolean {
  const demand = s.demand[port];
  for (const pile of [s.decks.cargo, s.discard.cargo]) for (const [id, n] of Object.entries(pile)) if (n > 0 && ix.cargo.get(id)?.good !== demand) return true;
  return false;
}

const buy: Handler<MM, FrameOf<'buy'>> = {
  rule: () => 'MM Buy 1',
  node(s, f, ix) {
    if (f.prices !== null) return { kind: 'decision', player: f.player };
    if (f.drawn.length < f.need && total(s.decks.cargo) > 0 && usableCargoLeft(s, ix, f.port)) return { kind: 'chance', spec: { kind: 'draw', pool: 'cargo', label: 'a Cargo Card' } };
    return { kind: 'auto' };
  },
  legal(s, f, ix) {
    if (f.prices === null) return [];
    const p = pl(s, f.player);
    const out: Action[] = [];
    // MM Buy 4, 9: pay the price; at most 6 cards in port.
    if (p.cargo.length < 6) {
      for (const card of [...new Set(f.drawn)].sort()) {
        const price = f.prices[ix.cargo.get(card)?.good ?? ''] ?? 3;
        if (p.gold >= price) out.push({ type: 'buyCargo', player: f.player, card });
      }
    }
    out.push({ type: 'doneBuying', player: f.player });
    return out;
  },
  step(ctx, f, input) {
    const s = ctx.s;
    const ix = ctx.ix;
    const p = pl(s, f.player);
    if (f.prices === null) {
      if (input === null) {
        // MM Buy 7: an empty Cargo deck is rebuilt from the discards; MR2: with none, the draw stops short.
        if (f.drawn.length < f.need && total(s.decks.cargo) === 0 && total(s.discard.cargo) > 0 && usableCargoLeft(s, ix, f.port)) {
          const n = total(s.discard.cargo);
          for (const [id, c] of Object.entries(s.discard.cargo)) inc(s.decks.cargo, id, c);
          s.discard.cargo = {};
          emit(ctx, { type: 'cargoDeckRebuilt', rule: 'MM Buy 7', cards: n });
          return;
        }
        if (f.drawn.length < f.need) emit(ctx, { type: 'drawStopped', rule: 'MM Buy 7', player: f.player, drawn: f.drawn.length });
        // MM Buy 3, M24: prices count each good in the final draw.
        const counts: Record<string, number> = {};
        for (const c of f.drawn) inc(counts, ix.cargo.get(c)?.good ?? '');
        f.prices = Object.fromEntries(Object.entries(counts).map(([g, n]) => [g, priceFor(n)]));
        return;
      }
      if (input.type !== 'chance' || typeof input.value !== 'string') return;
      const card = input.value;
      dec(s.decks.cargo, card);
      // MM Buy 1, M24: a card of this port's in-demand good is discarded face up and replaced.
      if (ix.cargo.get(card)?.good === s.demand[f.port]) {
        inc(s.discard.cargo, card);
        emit(ctx, { type: 'cargoReplaced', rule: 'MM Buy 1', player: f.player, card });
        return;
      }
      f.drawn.push(card);
      emit(ctx, { type: 'cargoDrawn', rule: 'MM Buy 1', player: f.player, card, private: f.player });
      emit(ctx, { type: 'cargoDrawn', rule: 'MM Buy 1', player: f.player, card: null });
      return;
    }
    if (input?.type === 'buyCargo') {
      const price = f.prices[ix.cargo.get(input.card)?.good ?? ''] ?? 3;
      removeOne(f.drawn, input.card);
      p.cargo.push(input.card);
      // MM Buy 4-5, M24: the price is public, the card is not.
      emit(ctx, { type: 'cargoBought', rule: 'MM Buy 4', player: f.player, card: input.card, price, private: f.player });
      emit(ctx, { type: 'cargoBought', rule: 'MM Buy 4', player: f.player, card: null, price });
      pay(ctx, f.player, price, 'MM Buy 4', 'goods bought');
      return;
    }
    if (input?.type === 'doneBuying') {
      // MM Buy 6: the cards not bought are discarded face up.
      for (const c of f.drawn) inc(s.discard.cargo, c);
      if (f.drawn.length) emit(ctx, { type: 'cargoDiscarded', rule: 'MM Buy 6', player: f.player, cards: [...f.drawn] });
      p.lastBuy = { port: f.port, turn: p.turns };
      pop(ctx, f);
    }
  },
};

/** MM Yard 3, M26: sale price = max(0, base + 1 per mod - 1 per non-Crew damage point); a Man-o-War 0. */
export function salePrice(ix: Ix, p: PlayerState): number {
  if (!p.ship || p.ship === 'man-o-war') return 0;
  const v = shipValues(ix, p);
  const damage = v.hull - p.track.hull + (v.masts - p.track.masts) + (v.cargo - p.track.cargo) + (v.cannons - p.track.cannons);
  return Math.max(0, (ix.set.ships[p.ship].sell ?? 0) + p.mods.length - damage);
}

const REPAIRABLE = ['hull', 'masts', 'cargo', 'cannons'] as const;

const yard: Handler<MM, FrameOf<'yard'>> = {
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
        emit(ctx, { type: 'shipSold', rule: 'MM Yard 3', player, ship: old, price: sale });
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
        // MM Yard 4, 19, M28: the sold ship's mods go back to ports of the owner's choosing.
        if (oldMods.length) {
          const tokens: Record<string, number> = {};
          for (const m of oldMods) inc(tokens, m);
          push(ctx, { kind: 'placeMods', player, tokens, ports: [], step: 'choose' });
        }
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
        // M13 (a): Extended Cargo Hold and Extra Cannon Port raise the current value too (<= 5);
        // Extra Hammocks only the maximum (the crew must be recruited).
        if (input.mod === 'extended-cargo-hold') p.track.cargo = Math.min(5, p.track.cargo + 1);
        if (input.mod === 'extra-cannon-port') p.track.cannons = Math.min(5, p.track.cannons + 1);
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
function freePorts(s: GameState, ix: Ix, f: FrameOf<'placeMods'>): string[] {
  return ix.order.ports.filter((port) => s.portMods[port] === null && !f.ports.includes(port));
}

const placeMods: Handler<MM, FrameOf<'placeMods'>> = {
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

const recruit: Handler<MM, FrameOf<'recruit'>> = {
  rule: () => 'MM Recruit 1',
  node: (s, f, ix) => (f.step === 'roll' ? { kind: 'chance', spec: { kind: 'dice', count: diceFor(s, ix, f.player, 'leadership'), label: 'a Leadership roll to recruit' } } : { kind: 'decision', player: f.player }),
  legal(s, f, ix) {
    if (f.step !== 'hire') return [];
    const p = pl(s, f.player);
    // MM Recruit 2-3, M29: after a failed roll, crew at 2 Gold each, up to the Crew value.
    const most = Math.min(shipValues(ix, p).crew - p.track.crew, Math.floor(p.gold / 2));
    const out: Action[] = [];
    for (let n = 0; n <= most; n++) out.push({ type: 'hireCrew', player: f.player, n });
    return out;
  },
  step(ctx, f, input) {
    const p = pl(ctx.s, f.player);
    if (f.step === 'roll') {
      if (input?.type !== 'chance' || !Array.isArray(input.value)) return;
      if (rollEvent(ctx, f.player, 'leadership', input.value, 'MM Recruit 1') > 0) {
        // MM Recruit 1: a success fills the crew for free.
        p.track.crew = shipValues(ctx.ix, p).crew;
        emit(ctx, { type: 'crewFilled', rule: 'MM Recruit 1', player: f.player, crew: p.track.crew });
        pop(ctx, f);
      } else f.step = 'hire';
      return;
    }
    if (input?.type !== 'hireCrew') return;
    if (input.n > 0) {
      pay(ctx, f.player, 2 * input.n, 'MM Recruit 2', 'crew hired');
      p.track.crew += input.n;
      emit(ctx, { type: 'crewHired', rule: 'MM Recruit 2', player: f.player, n: input.n });
    }
    pop(ctx, f);
  },
};

// ---------------------------------------------------------------------------------------------
// Scout and Merchant Raids (MM Scout, MM Raid, MM Bounty 1-4)
// ---------------------------------------------------------------------------------------------

/** MM Raid 5, MM Combat 18: whether any hit-location of the ship is destroyed. */
function crippled(p: PlayerState): boolean {
  return p.track.hull === 0 || p.track.masts === 0 || p.track.cargo === 0 || p.track.crew === 0 || p.track.cannons === 0;
}

/** MM Bounty 3: the first bounty of a nation puts its token on 1, each further one moves it up; at most 5. */
function addBounty(ctx: MCtx, player: PlayerId, nation: Nation, rule: string): void {
  const x = pl(ctx.s, player);
  const after = Math.min(5, (x.bounties[nation] ?? 0) + 1);
  if (after === x.bounties[nation]) return;
  x.bounties[nation] = after;
  emit(ctx, { type: 'bountyChanged', rule, player, nation, bounties: after });
}

/** MM Buy 7: an empty Cargo deck is rebuilt from its discards (every Cargo draw). False: nothing to rebuild. */
function rebuildCargo(ctx: MCtx): boolean {
  const s = ctx.s;
  const n = total(s.discard.cargo);
  if (total(s.decks.cargo) > 0 || n === 0) return false;
  for (const [id, c] of Object.entries(s.discard.cargo)) inc(s.decks.cargo, id, c);
  s.discard.cargo = {};
  emit(ctx, { type: 'cargoDeckRebuilt', rule: 'MM Buy 7', cards: n });
  return true;
}
const cargoLeft = (s: GameState): boolean => total(s.decks.cargo) + total(s.discard.cargo) > 0;

const scout: Handler<MM, FrameOf<'scout'>> = {
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
function raidHits(ix: Ix, cards: readonly string[]): Location[] {
  const out: Location[] = [];
  for (const c of cards) {
    const icon = ix.cargo.get(c)?.icon;
    if (icon && icon !== 'escape') out.push(icon.hit);
  }
  return out;
}

/** MM Raid 12, MM Combat 12: one hit: the cube goes down; on a destroyed location, the Hull takes it. */
function hit(ctx: MCtx, player: PlayerId, loc: Location, rule: string): void {
  const p = pl(ctx.s, player);
  const at: Location = p.track[loc] > 0 ? loc : 'hull';
  if (p.track[at] === 0) return;
  p.track[at] -= 1;
  emit(ctx, { type: 'damaged', rule, player, location: at, value: p.track[at] });
}

const raid: Handler<MM, FrameOf<'raid'>> = {
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

const loseCargo: Handler<MM, FrameOf<'loseCargo'>> = {
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

const refill: Handler<MM, FrameOf<'refill'>> = {
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

// ---------------------------------------------------------------------------------------------
// Death and retirement (MM Death 1-5, M56, M57)
// ---------------------------------------------------------------------------------------------

/** MM Death 1, M7 (b): the Captain dies; his player discards everything but his GP and stash. */
function die(ctx: MCtx, player: PlayerId, rule: string, cause: string): void {
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

const newCaptain: Handler<MM, FrameOf<'newCaptain'>> = {
  rule: () => 'MM Death 4',
  node(s, f) {
    if (f.step === 'draw') return total(s.decks.captain) > 0 ? { kind: 'chance', spec: { kind: 'draw', pool: 'captain', label: 'a new Captain' } } : { kind: 'auto' };
    if (f.step === 'ship') return { kind: 'decision', player: f.player };
    return { kind: 'auto' };
  },
  legal: (_s, f) => (f.step === 'ship' ? [{ type: 'chooseShip', player: f.player, ship: 'sloop' }, { type: 'chooseShip', player: f.player, ship: 'flute' }] : []),
  step(ctx, f, input) {
    const s = ctx.s;
    const p = pl(s, f.player);
    if (f.step === 'draw') {
      if (input === null) return endGame(ctx, 'MM Length 2');
      if (input.type !== 'chance' || typeof input.value !== 'string') return;
      // MM Death 2, M56 step 1: draw a Captain (secret until the ship is chosen).
      dec(s.decks.captain, input.value);
      p.captain = input.value;
      emit(ctx, { type: 'captainDrawn', rule: 'MM Death 2', player: f.player, captain: input.value, private: f.player });
      emit(ctx, { type: 'captainDrawn', rule: 'MM Death 2', player: f.player, captain: null });
      f.step = 'ship';
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

// ---------------------------------------------------------------------------------------------
// Rumors and Missions (MM Rumor 1-5, MM Mission 1-5, M22, M30)
// ---------------------------------------------------------------------------------------------

/** The ops a Rumor's or Mission's effects may use in this version (the rest are refused at createGame). */
export const CARD_OPS: readonly Effect['op'][] = ['gainGold', 'payGold', 'loseGold', 'addBounty', 'removeBounty', 'discardCards', 'gainSpecialWeapon'];

/** A condition of the ledger's vocabulary (F.4), for `player` now (outside combat). */
function holds(s: GameState, ix: Ix, player: PlayerId, c: Condition): boolean {
  const p = pl(s, player);
  const here = p.inPort ? ix.zones.get(p.zone ?? '')?.port?.id : undefined;
  const pirate = NATIONS.some((n) => (p.bounties[n] ?? 0) > 0);
  switch (c.is) {
    case 'inPort':
      return p.inPort && (c.port === undefined || c.port === here);
    case 'atSea':
      return !p.inPort && p.zone !== null;
    case 'inZone':
      return p.zone === c.zone;
    case 'isPirate':
      return pirate;
    case 'isNonPirate':
      return !pirate;
    case 'bounty':
      return (p.bounties[c.nation] ?? 0) >= c.atLeast;
    case 'nationality':
      // M12: the Captain's nation is his home port's.
      return p.captain !== null && ix.portNation.get(captainOf(ix, p).homePort) === c.nation;
    case 'atWar':
      return s.war !== null && (c.nation === undefined || s.war.includes(c.nation));
    case 'goldAtLeast':
      return p.gold >= c.n;
    case 'cargo':
      return p.cargo.filter((x) => c.good === undefined || ix.cargo.get(x)?.good === c.good).length >= c.n;
    case 'shipType':
      return p.ship === c.type;
    case 'hasSpecialist':
      return p.specialists.includes(c.type);
    case 'hasMod':
      return p.mods.includes(c.type);
    case 'inCombat':
    case 'isAggressor':
    case 'vs':
      return false;
  }
}

/** Apply a Rumor's or Mission's effects to its player (the ops of {@link CARD_OPS}). */
function applyCardEffects(ctx: MCtx, player: PlayerId, effects: readonly Effect[], rule: string, why: string): void {
  const s = ctx.s;
  const p = pl(s, player);
  for (const e of effects) {
    switch (e.op) {
      case 'gainGold':
      case 'payGold':
      case 'loseGold': {
        const amount = e.amount === 'all' ? p.gold : typeof e.amount === 'number' ? e.amount : e.amount.times * (e.amount.perBounty === 'any' ? total(p.bounties) : (p.bounties[e.amount.perBounty] ?? 0));
        if (e.op === 'gainGold') gain(ctx, player, amount, rule, why);
        else pay(ctx, player, Math.min(amount, p.gold), rule, why);
        break;
      }
      case 'addBounty':
        if ((NATIONS as readonly string[]).includes(e.nation)) for (let i = 0; i < (e.n === 'all' ? 5 : e.n); i++) addBounty(ctx, player, e.nation as Nation, rule);
        break;
      case 'removeBounty':
        if (e.nation === 'choice') {
          if (NATIONS.some((n) => (p.bounties[n] ?? 0) > 0)) push(ctx, { kind: 'chooseNation', player, op: 'removeBounty', n: e.n, rule });
        } else for (const n of e.nation === 'all' ? NATIONS : (NATIONS as readonly string[]).includes(e.nation) ? [e.nation as Nation] : []) removeBounty(ctx, player, n, e.n, rule);
        break;
      case 'discardCards': {
        // MR13: the cards of the named good, lowest ids first (own cargo's plunder and icon never matter).
        const cards = p.cargo.filter((c) => e.good === undefined || ix(ctx).cargo.get(c)?.good === e.good).sort().slice(0, e.n);
        for (const c of cards) {
          removeOne(p.cargo, c);
          inc(s.discard.cargo, c);
        }
        if (cards.length) emit(ctx, { type: 'cargoDiscarded', rule, player, cards });
        break;
      }
      case 'gainSpecialWeapon':
        // MM Weapons 1, M59: one of each type, while the supply lasts.
        if (!p.weapons.includes(e.type) && (s.weaponSupply[e.type] ?? 0) > 0) {
          dec(s.weaponSupply, e.type);
          p.weapons.push(e.type);
          emit(ctx, { type: 'weaponBought', rule, player, weapon: e.type });
        }
        break;
      default:
        throw new Error(`internal: card op ${e.op} not executable (refused at createGame)`);
    }
  }
}
const ix = (ctx: MCtx): Ix => ctx.ix;

/** MM Bounty 9: bounties lowered (a pardon); at 0 the token is removed. */
function removeBounty(ctx: MCtx, player: PlayerId, nation: Nation, n: number | 'all', rule: string): void {
  const x = pl(ctx.s, player);
  const before = x.bounties[nation] ?? 0;
  const after = n === 'all' ? 0 : Math.max(0, before - n);
  if (after === before) return;
  x.bounties[nation] = after;
  emit(ctx, { type: 'bountyChanged', rule, player, nation, bounties: after });
}

const chooseNation: Handler<MM, FrameOf<'chooseNation'>> = {
  rule: (f) => f.rule,
  node: (s, f) => (NATIONS.some((n) => (pl(s, f.player).bounties[n] ?? 0) > 0) ? { kind: 'decision', player: f.player } : { kind: 'auto' }),
  legal: (s, f) => NATIONS.filter((n) => (pl(s, f.player).bounties[n] ?? 0) > 0).map((nation): Action => ({ type: 'chooseNation', player: f.player, nation })),
  step(ctx, f, input) {
    pop(ctx, f);
    if (input?.type === 'chooseNation') removeBounty(ctx, f.player, input.nation, f.n, f.rule);
  },
};

/** Where a held rumor may be checked now: 'port' (Influence, a Port activity), 'sea' (a Scout action) or null. */
export function rumorCheckable(s: GameState, ixx: Ix, player: PlayerId): 'port' | 'sea' | null {
  const p = pl(s, player);
  const card = p.rumor ? ixx.rumors.get(p.rumor) : undefined;
  if (!card || !p.zone) return null;
  const here = ixx.zones.get(p.zone)?.port?.id;
  if (p.inPort && 'port' in card.where && (card.where.port === 'any' || card.where.port === here)) return 'port';
  if (!p.inPort && 'zone' in card.where && card.where.zone === p.zone) return 'sea';
  return null;
}

function rebuildDeck(ctx: MCtx, deck: 'rumor' | 'mission', rule: string): boolean {
  const s = ctx.s;
  const n = total(s.discard[deck]);
  if (!s.config.options.reshuffleDecks || n === 0 || total(s.decks[deck]) > 0) return false;
  for (const [id, c] of Object.entries(s.discard[deck])) inc(s.decks[deck], id, c);
  s.discard[deck] = {};
  emit(ctx, { type: 'deckRebuilt', rule, deck, cards: n });
  return true;
}

const rumor: Handler<MM, FrameOf<'rumor'>> = {
  rule: (f) => (f.mode === 'acquire' ? 'MM Rumor 1' : 'MM Rumor 3'),
  node(s, f, ixx) {
    const p = pl(s, f.player);
    if (f.step === 'roll') {
      const skill = f.mode === 'acquire' ? 'influence' : (ixx.rumors.get(p.rumor ?? '')?.skill ?? 'influence');
      return { kind: 'chance', spec: { kind: 'dice', count: diceFor(s, ixx, f.player, skill), label: f.mode === 'acquire' ? 'an Influence roll for a rumor' : 'a roll to check the rumor' } };
    }
    if (f.step === 'draw') return total(s.decks.rumor) > 0 ? { kind: 'chance', spec: { kind: 'draw', pool: 'rumor', label: 'a Rumor Card' } } : { kind: 'auto' };
    return { kind: 'decision', player: f.player };
  },
  legal: (s, f) => (f.step === 'keep' && f.drawn ? [...new Set([pl(s, f.player).rumor ?? '', f.drawn])].sort().map((card): Action => ({ type: 'keepRumor', player: f.player, card })) : []),
  step(ctx, f, input) {
    const s = ctx.s;
    const p = pl(s, f.player);
    if (f.step === 'roll') {
      if (input?.type !== 'chance' || !Array.isArray(input.value)) return;
      const card = f.mode === 'check' ? ctx.ix.rumors.get(p.rumor ?? '') : undefined;
      const ok = rollEvent(ctx, f.player, f.mode === 'acquire' ? 'influence' : (card?.skill ?? 'influence'), input.value, f.mode === 'acquire' ? 'MM Rumor 1' : 'MM Rumor 3') > 0;
      if (f.mode === 'acquire') {
        if (ok) f.step = 'draw';
        else pop(ctx, f);
        return;
      }
      pop(ctx, f);
      if (!card) return;
      emit(ctx, { type: 'rumorChecked', rule: 'MM Rumor 4', player: f.player, card: card.id, true: ok });
      // MM Rumor 4: false: discarded; true: its promise, then discarded unless it says otherwise.
      if (!ok || !card.keepAfterTrue) {
        p.rumor = null;
        inc(s.discard.rumor, card.id);
        emit(ctx, { type: 'rumorDiscarded', rule: 'MM Rumor 4', player: f.player, card: card.id });
      }
      if (!ok) return;
      // MM Rumor 5: +1 GP (and a Glory Card) after its effect (pushed first, so it runs after).
      gainGlory(ctx, f.player, 'MM Rumor 5', 'a true rumor');
      applyCardEffects(ctx, f.player, card.onTrue, 'MM Rumor 4', card.name);
      return;
    }
    if (f.step === 'draw') {
      if (input === null) {
        if (rebuildDeck(ctx, 'rumor', 'MM Rumor 1')) return;
        pop(ctx, f);
        return;
      }
      if (input.type !== 'chance' || typeof input.value !== 'string') return;
      dec(s.decks.rumor, input.value);
      emit(ctx, { type: 'rumorAcquired', rule: 'MM Rumor 1', player: f.player, card: input.value, private: f.player });
      emit(ctx, { type: 'rumorAcquired', rule: 'MM Rumor 1', player: f.player, card: null });
      if (p.rumor === null) {
        p.rumor = input.value;
        pop(ctx, f);
        return;
      }
      f.drawn = input.value;
      f.step = 'keep';
      return;
    }
    if (input?.type !== 'keepRumor' || !f.drawn) return;
    // MM Rumor 2: one rumor at most; the other is shuffled back into the deck.
    const back = input.card === f.drawn ? (p.rumor as string) : f.drawn;
    p.rumor = input.card;
    inc(s.decks.rumor, back);
    emit(ctx, { type: 'rumorReturned', rule: 'MM Rumor 2', player: f.player });
    pop(ctx, f);
  },
};

/** MM Mission 3-4: the claimed mission goes face up to the player; a held one is discarded. */
function claimMission(ctx: MCtx, player: PlayerId, id: string): void {
  const s = ctx.s;
  const p = pl(s, player);
  if (p.mission) {
    inc(s.discard.mission, p.mission);
    emit(ctx, { type: 'missionDiscarded', rule: 'MM Mission 4', player, mission: p.mission });
  }
  p.mission = id;
  removeOne(s.missions, id);
  emit(ctx, { type: 'missionClaimed', rule: 'MM Mission 3', player, mission: id });
}

const mission: Handler<MM, FrameOf<'mission'>> = {
  rule: (f) => (f.step === 'roll' ? 'MM Mission 2' : 'MM Mission 3'),
  node(s, f, ixx) {
    if (f.step === 'roll') {
      const skill = ixx.missions.get(f.mission)?.req.check?.skill ?? 'influence';
      return { kind: 'chance', spec: { kind: 'dice', count: diceFor(s, ixx, f.player, skill), label: 'a roll to claim the mission' } };
    }
    return total(s.decks.mission) > 0 ? { kind: 'chance', spec: { kind: 'draw', pool: 'mission', label: 'a new Mission Card' } } : { kind: 'auto' };
  },
  legal: () => [],
  step(ctx, f, input) {
    const s = ctx.s;
    if (f.step === 'roll') {
      if (input?.type !== 'chance' || !Array.isArray(input.value)) return;
      const skill = ctx.ix.missions.get(f.mission)?.req.check?.skill ?? 'influence';
      if (rollEvent(ctx, f.player, skill, input.value, 'MM Mission 2') === 0) {
        // MM Mission 2: a failed claim leaves the mission in play.
        emit(ctx, { type: 'missionClaimFailed', rule: 'MM Mission 2', player: f.player, mission: f.mission });
        pop(ctx, f);
        return;
      }
      claimMission(ctx, f.player, f.mission);
      f.step = 'refill';
      return;
    }
    // MM Mission 3, M30: a new mission replaces it, so two are available (the deck rebuilt if empty).
    if (input === null) {
      if (rebuildDeck(ctx, 'mission', 'MM Mission 3')) return;
      pop(ctx, f);
      return;
    }
    if (input.type !== 'chance' || typeof input.value !== 'string') return;
    dec(s.decks.mission, input.value);
    s.missions.push(input.value);
    emit(ctx, { type: 'missionRevealed', rule: 'MM Mission 3', mission: input.value });
    pop(ctx, f);
  },
};

/** MM Mission 5: may `player` complete his mission now (a port-action mission, here, conditions met). */
export function missionCompletable(s: GameState, ixx: Ix, player: PlayerId): boolean {
  const p = pl(s, player);
  const m = p.mission ? ixx.missions.get(p.mission) : undefined;
  if (!m || m.complete.trigger !== 'portAction' || !p.inPort) return false;
  const here = ixx.zones.get(p.zone ?? '')?.port?.id;
  if (m.complete.where && m.complete.where.port !== here) return false;
  return m.complete.conditions.every((c) => holds(s, ixx, player, c));
}

// ---------------------------------------------------------------------------------------------
// Playing Glory Cards in one's own turn, Specialists, modifiers (MM Glory 3, 5-7, MM Actions 5, M39, M40)
// ---------------------------------------------------------------------------------------------

/** The own-turn windows of ledger F.4 a card may name to be played outside combat (M39). */
const OWN_TURN_WINDOWS = ['turn.start', 'turn.betweenActions', 'move.done', 'scout.beforeRoll', 'port.betweenActivities'];

type Modifier = Extract<Effect, { op: 'modifier' }>;

/** A modifier this version can apply: dice on a skill roll, or the actions / sale-price stats. */
function executableModifier(e: Effect): e is Modifier {
  if (e.op !== 'modifier') return false;
  if (e.skill !== undefined) return e.dice !== undefined && e.stat === undefined && ['thisRoll', 'thisTurn', 'whileEmployed'].includes(e.duration);
  return (e.stat === 'actions' && e.duration === 'thisTurn') || (e.stat === 'sellPrice' && ['thisTurn', 'whileEmployed'].includes(e.duration));
}

/** Whether this version can play `card` (its every effect executable; MR14). */
function gloryExecutable(card: ComponentSet['glory'][number]): boolean {
  if (card.hook !== null) return false;
  if (card.specialist) return card.effects.every((e) => executableModifier(e) && e.duration === 'whileEmployed');
  if (!OWN_TURN_WINDOWS.includes(card.play.window)) return false;
  return card.effects.every((e) => (e.op === 'gainGold' && (e.who === undefined || e.who === 'self') && typeof e.amount === 'number') || (executableModifier(e) && e.duration !== 'whileEmployed'));
}

/** The modifiers acting on `player`: those of cards played, and his Specialists' (M40). */
function modifiersOf(s: GameState, ix: Ix, player: PlayerId): Modifier[] {
  const out: Modifier[] = [];
  for (const m of s.modifiers) if (m.player === player && m.effect.op === 'modifier') out.push(m.effect);
  for (const id of pl(s, player).specialists) for (const e of ix.glory.get(id)?.effects ?? []) if (executableModifier(e)) out.push(e);
  return out;
}

/** MM Dice 2, 4: a roll is as many dice as the skill, plus the dice modifiers whose scope holds now. */
export function diceFor(s: GameState, ix: Ix, player: PlayerId, skill: (typeof SKILLS)[number], vs?: 'merchant'): number {
  let n = captainOf(ix, pl(s, player)).skills[skill];
  for (const m of modifiersOf(s, ix, player)) {
    if (m.skill !== skill || m.dice === undefined) continue;
    if ((m.scope ?? []).every((c) => (c.is === 'vs' ? c.what === vs : holds(s, ix, player, c)))) n += m.dice;
  }
  return Math.max(1, n);
}

/** The bonus to a stat (`sellPrice`) from cards played this turn and Specialists. */
function statBonus(s: GameState, ix: Ix, player: PlayerId, stat: string): number {
  return modifiersOf(s, ix, player).reduce((n, m) => n + (m.stat === stat ? (m.delta ?? 0) : 0), 0);
}

/** MM Glory 3, M39, MR14: the Glory Cards `player` may play now, in his turn, outside combat. */
function gloryPlays(s: GameState, ix: Ix, player: PlayerId): Action[] {
  const p = pl(s, player);
  const out: Action[] = [];
  for (const id of [...new Set(p.hand)].sort()) {
    const card = ix.glory.get(id);
    if (!card || !gloryExecutable(card)) continue;
    if (card.specialist) {
      // MM Glory 6-7: hired on the card's terms; one of each type.
      if (card.specialist.hire.where === 'port' && !p.inPort) continue;
      if (p.gold < card.specialist.hire.cost) continue;
      if (p.specialists.some((x) => ix.glory.get(x)?.specialist?.type === card.specialist?.type)) continue;
    }
    out.push({ type: 'playGlory', player, card: id });
  }
  return out;
}

function playGlory(ctx: MCtx, player: PlayerId, id: string): void {
  const s = ctx.s;
  const p = pl(s, player);
  const card = ctx.ix.glory.get(id);
  if (!card) return;
  removeOne(p.hand, id);
  emit(ctx, { type: 'gloryPlayed', rule: 'MM Glory 3', player, card: id });
  if (card.specialist) {
    // MM Glory 6, M40: the Specialist is hired and lies face up on the Player Board.
    pay(ctx, player, card.specialist.hire.cost, 'MM Glory 6', `hired a ${card.name}`);
    p.specialists.push(id);
    emit(ctx, { type: 'specialistHired', rule: 'MM Glory 6', player, card: id });
    return;
  }
  inc(s.discard.glory, id);
  for (const e of card.effects) {
    if (e.op === 'gainGold' && typeof e.amount === 'number') gain(ctx, player, e.amount, 'MM Glory 3', card.name);
    else if (e.op === 'modifier' && e.stat === 'actions') {
      // Ledger F.4 `modifier actions`: more actions this turn.
      for (const f of s.stack) if (f.kind === 'turn' && f.player === player) f.actions += e.delta ?? 0;
    } else if (e.op === 'modifier') s.modifiers.push({ player, card: id, effect: e, duration: e.duration });
  }
}

// ---------------------------------------------------------------------------------------------
// Glory Cards (MM Glory 1-2)
// ---------------------------------------------------------------------------------------------

const gloryDraw: Handler<MM, FrameOf<'gloryDraw'>> = {
  rule: () => 'MM Glory 1',
  node: (s) => (total(s.decks.glory) > 0 ? { kind: 'chance', spec: { kind: 'draw', pool: 'glory', label: 'a Glory Card' } } : { kind: 'auto' }),
  legal: () => [],
  step(ctx, f, input) {
    const s = ctx.s;
    const p = pl(s, f.player);
    if (input === null) {
      // M30: an empty Glory deck is rebuilt from its discards; with none, the GP counts without a card.
      if (s.config.options.reshuffleDecks && total(s.discard.glory) > 0) {
        const n = total(s.discard.glory);
        for (const [id, c] of Object.entries(s.discard.glory)) inc(s.decks.glory, id, c);
        s.discard.glory = {};
        emit(ctx, { type: 'deckRebuilt', rule: 'MM Glory 1', deck: 'glory', cards: n });
        return;
      }
      emit(ctx, { type: 'noGloryCard', rule: 'MM Glory 1', player: f.player });
    } else {
      if (input.type !== 'chance' || typeof input.value !== 'string') return;
      dec(s.decks.glory, input.value);
      p.hand.push(input.value);
      emit(ctx, { type: 'gloryCardDrawn', rule: 'MM Glory 1', player: f.player, card: input.value, private: f.player });
      emit(ctx, { type: 'gloryCardDrawn', rule: 'MM Glory 1', player: f.player, card: null });
    }
    f.n -= 1;
    if (f.n > 0) return;
    pop(ctx, f);
    // MM Glory 2, M38: a fifth card: discard down to 4 before anything else.
    if (p.hand.length > 4) push(ctx, { kind: 'gloryDiscard', player: f.player });
  },
};

const gloryDiscard: Handler<MM, FrameOf<'gloryDiscard'>> = {
  rule: () => 'MM Glory 2',
  node: (s, f) => (pl(s, f.player).hand.length > 4 ? { kind: 'decision', player: f.player } : { kind: 'auto' }),
  legal: (s, f) => [...new Set(pl(s, f.player).hand)].sort().map((card): Action => ({ type: 'discardGlory', player: f.player, card })),
  step(ctx, f, input) {
    const p = pl(ctx.s, f.player);
    if (input?.type === 'discardGlory') {
      removeOne(p.hand, input.card);
      inc(ctx.s.discard.glory, input.card);
      emit(ctx, { type: 'gloryDiscarded', rule: 'MM Glory 2', player: f.player, card: input.card });
    }
    if (p.hand.length <= 4) pop(ctx, f);
  },
};

const endFrame: Handler<MM, FrameOf<'end'>> = {
  rule: (f) => f.rule,
  node: () => ({ kind: 'auto' }),
  legal: () => [],
  step: (ctx, f) => endGame(ctx, f.rule),
};

// ---------------------------------------------------------------------------------------------
// The definition
// ---------------------------------------------------------------------------------------------

const handlers: Record<Frame['kind'], Handler<MM>> = {
  setup: setup as Handler<MM>,
  shipChoice: shipChoice as Handler<MM>,
  round: round as Handler<MM>,
  turn: turn as Handler<MM>,
  portRoyale: portRoyale as Handler<MM>,
  port: port as Handler<MM>,
  demandSwap: demandSwap as Handler<MM>,
  buy: buy as Handler<MM>,
  yard: yard as Handler<MM>,
  placeMods: placeMods as Handler<MM>,
  recruit: recruit as Handler<MM>,
  dropCargo: dropCargo as Handler<MM>,
  gloryDraw: gloryDraw as Handler<MM>,
  gloryDiscard: gloryDiscard as Handler<MM>,
  war: war as Handler<MM>,
  end: endFrame as Handler<MM>,
  scout: scout as Handler<MM>,
  raid: raid as Handler<MM>,
  loseCargo: loseCargo as Handler<MM>,
  refill: refill as Handler<MM>,
  newCaptain: newCaptain as Handler<MM>,
  rumor: rumor as Handler<MM>,
  mission: mission as Handler<MM>,
  chooseNation: chooseNation as Handler<MM>,
};

function pools(s: GameState, name: string, ix: Ix): Pool {
  switch (name) {
    case 'event':
    case 'glory':
    case 'captain':
    case 'cargo':
    case 'rumor':
    case 'mission':
      return { kind: 'counts', counts: s.decks[name], order: ix.order[name] };
    case 'demand':
      return { kind: 'counts', counts: s.demandReserve, order: ix.order.goods };
    case 'modSupply':
      return { kind: 'counts', counts: s.modSupply, order: ix.order.mods };
    case 'merchantSupply':
      return { kind: 'counts', counts: s.merchantSupply, order: NATIONS };
    case 'start':
      return { kind: 'list', ids: s.seats.map((p) => pl(s, p).captain ?? '') };
    case 'war':
      return { kind: 'list', ids: WAR_PAIRS };
    case 'track':
      return { kind: 'list', ids: s.merchantTrack };
    case 'ownCargo': {
      const f = s.stack[s.stack.length - 1];
      return { kind: 'list', ids: f?.kind === 'loseCargo' ? pl(s, f.player).cargo : [] };
    }
    case 'placeMods': {
      const f = s.stack[s.stack.length - 1];
      return { kind: 'counts', counts: f?.kind === 'placeMods' ? f.tokens : {}, order: ix.order.mods };
    }
    default:
      throw new Error(`internal: no pool ${name}`);
  }
}

/** The working copy: a deep copy of everything but the config (never changed by the rules). */
function working(s: GameState): GameState {
  const out = deepJson({ ...s, config: null }) as unknown as GameState;
  out.config = s.config;
  return out;
}

export const engine = defineGame<MM>({
  handlerOf: (kind) => {
    const h = Object.hasOwn(handlers, kind) ? handlers[kind as Frame['kind']] : undefined;
    if (!h) throw new Error(`internal: no handler for ${kind}`);
    return h;
  },
  pools,
  components: (s) => ixOf(s),
  illegal: (code, message, rule) => illegal(code, message, rule),
  rules: { malformed: 'MM Actions 2', over: (s) => s.over?.rule ?? 'MM Win 5' },
  shapeFault(raw) {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return { path: [], message: 'expected an object' };
    const t = (raw as { type?: unknown }).type;
    if (typeof t !== 'string' || !ACTION_TYPES.includes(t)) return { path: ['type'], message: 'unknown action type' };
    if (t !== 'chance' && !(PLAYERS as readonly unknown[]).includes((raw as { player?: unknown }).player)) return { path: ['player'], message: 'expected a player A-D' };
    return null;
  },
  workingCopy: working,
  privateCopy: working,
  seal: (s) => sealNew(s),
});

/** A node helper for tests: the kernel's node of the top frame. */
export function nodeOf(s: GameState): Node<MM> | null {
  const f = s.stack[s.stack.length - 1];
  return f ? engine.definition.handlerOf(f.kind).node(s, f, ixOf(s)) : null;
}

/** The component set a state plays with. */
export function componentsOf(s: GameState): ComponentSet {
  return ixOf(s).set;
}
