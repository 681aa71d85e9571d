/**
 * Non-Player Captains (ledger MM NPC 1-23, MM Comp 10, MM Terms 4-5, MM Board 3/6, MM Turn 3, MM
 * Event 2, MM Move 5, MM Actions 4, MM Scout 1/3; rulings M41-M47, M60, MR40-MR44): NPC cards
 * entering play at the end of the round, stacking and replacement, movement by the Event Cards'
 * icons and the map's direction letters, hunting, hostility, NPC scouting and the battles it
 * starts (through combat.ts's startCombat), and the NPC side of a combat's outcome.
 */
import { emit, pop, push, type Handler } from '../kernel.js';
import type { Action } from '../actions.js';
import type { Ix } from '../components/load.js';
import { DIRECTIONS, type Direction, type Effect, type Nation } from '../components/schema.js';
import type { CombatSide, FrameOf, GameState, Npc, NpcSlot, PlayerId } from '../state.js';
import { inc, type MCtx, type MM, pl } from './shared.js';
import { nationalityOf, npcController, startCombat } from './combat.js';
import { diceFor } from './glory.js';
import { applyEventEffects } from './round.js';

const NAVAL_NATION: Partial<Record<NpcSlot, Nation>> = {
  'naval-dutch': 'dutch', 'naval-english': 'english', 'naval-french': 'french', 'naval-spanish': 'spanish',
  'man-o-war-dutch': 'dutch', 'man-o-war-english': 'english', 'man-o-war-french': 'french', 'man-o-war-spanish': 'spanish',
};

/** MM NPC 6, 15: a Man-o-War (a card's, or one a War card placed for a nation, MR55). */
export const isManOWar = (slot: NpcSlot): boolean => slot === 'man-o-war' || slot.startsWith('man-o-war-');

/** The captain of an NPC: the card on top of its stack (MM NPC 7), or the one an effect gave it (MR55). */
export function npcCard(ix: Ix, n: Npc) {
  if (n.captain) return { slot: n.slot, captain: n.captain.name, ship: n.captain.ship, zone: n.captain.zone, skills: n.captain.skills, scoutingUsesBounties: n.captain.scoutingUsesBounties };
  const card = ix.events.get(n.cards[n.cards.length - 1] ?? '');
  if (!card?.npc) throw new Error('internal: an NPC without its card');
  return card.npc;
}

/** MM NPC 1, 9: a Naval ship's nation (the Man-o-War's is its card's, none in the stand-in set); null for a pirate. */
export function npcNation(ix: Ix, n: Npc): Nation | null {
  if (n.slot === 'pirate-sloop' || n.slot === 'pirate-frigate') return null;
  return NAVAL_NATION[n.slot] ?? nationOfZone(ix, npcCard(ix, n).zone);
}
function nationOfZone(ix: Ix, zone: string): Nation | null {
  const port = ix.zones.get(zone)?.port;
  return port ? (ix.portNation.get(port.id) ?? null) : null;
}

/** MM Terms 5: a player is a pirate while he has any bounty. */
function isPirate(s: GameState, p: PlayerId): boolean {
  return Object.values(pl(s, p).bounties).some((n) => n > 0);
}

/** A player whose ship is on the board: a zone comes with the ship (MM Setup 4, M56), goes at death (MM Death 1); M57: retired, still in port. */
function onBoard(s: GameState, p: PlayerId): boolean {
  const x = pl(s, p);
  return !x.dead && x.zone !== null;
}

/**
 * MM NPC 9-11, M45: the NPC's hunt measures for a player, (p1, p2, p3), or null when it is not
 * hostile to him (he meets none of its priorities).
 * Naval: p1 his bounties from the ship's nation, p2 his bounties from the others, p3 1 when at war
 * with his Captain's nation (M37). Pirate: non-pirates only; p1 Gold on the ship, p2 Cargo Cards,
 * p3 1.
 */
export function huntMeasures(s: GameState, ix: Ix, n: Npc, p: PlayerId): [number, number, number] | null {
  const x = pl(s, p);
  const nation = npcNation(ix, n);
  if (nation === null) {
    if (isPirate(s, p)) return null;
    return [x.gold, x.cargo.length, 1];
  }
  const own = x.bounties[nation] ?? 0;
  const others = Object.entries(x.bounties).reduce((t, [k, v]) => t + (k === nation ? 0 : v), 0);
  const enemy = s.war && s.war.includes(nation) ? (s.war[0] === nation ? s.war[1] : s.war[0]) : null;
  const atWar = enemy !== null && nationalityOf(s, ix, p) === enemy ? 1 : 0;
  return own + others + atWar > 0 ? [own, others, atWar] : null;
}

const better = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
};

/**
 * MM NPC 18-19, M45: the players the NPC hunts: those in its zone or an adjacent one (in port or at
 * sea) it is hostile to, best first on (p1, p2, p3); all those tied for the best.
 */
export function huntTargets(s: GameState, ix: Ix, n: Npc): PlayerId[] {
  if (n.zone === null) return [];
  const near = new Set([n.zone, ...(ix.zones.get(n.zone)?.borders.map((b) => b.to) ?? [])]);
  let best: PlayerId[] = [];
  let top: [number, number, number] | null = null;
  for (const p of s.seats) {
    if (!onBoard(s, p) || !near.has(pl(s, p).zone ?? '')) continue;
    const m = huntMeasures(s, ix, n, p);
    if (!m) continue;
    const c = top === null ? 1 : better(m, top);
    if (c > 0) [best, top] = [[p], m];
    else if (c === 0) best.push(p);
  }
  return best;
}

/**
 * MM NPC 16-17, M44: the zone an NPC moves to by a direction letter: the first border with that
 * letter, else the next letters clockwise (N, E, S, W), borders in their stored (clockwise) order.
 */
export function zoneByLetter(ix: Ix, zone: string, dir: Direction): string {
  const borders = ix.zones.get(zone)?.borders ?? [];
  const start = DIRECTIONS.indexOf(dir);
  for (let k = 0; k < 4; k++) {
    const d = DIRECTIONS[(start + k) % 4] as Direction;
    const b = borders.find((x) => x.dir === d);
    if (b) return b.to;
  }
  return zone;
}

function moveTo(ctx: MCtx, n: Npc, zone: string, hunting: PlayerId | null, rule: string): void {
  if (hunting !== null && n.zone === zone) {
    emit(ctx, { type: 'npcStayed', rule, npc: n.slot, hunting });
    return;
  }
  n.zone = zone;
  emit(ctx, { type: 'npcMoved', rule, npc: n.slot, zone, hunting });
}

/** MM Event 2, MM NPC 16-19, 23: each icon of the Event Card, in order, moves its NPC if on the board. */
export const npcIcons: Handler<MM, FrameOf<'npcIcons'>> = {
  rule: () => 'MM NPC 16',
  node: (_s, f) => (f.tie.length > 1 ? { kind: 'chance', spec: { kind: 'draw', pool: 'npcTie', label: 'who the NPC hunts among the tied players' } } : { kind: 'auto' }),
  legal: () => [],
  step(ctx, f, input) {
    const s = ctx.s;
    const icon = ctx.ix.events.get(f.card)?.npcIcons[f.i];
    if (!icon) {
      pop(ctx, f);
      // MM Event 2: the card's text comes after its icons.
      if (ctx.ix.events.get(f.card)?.timing === 'immediate') applyEventEffects(ctx, f.card);
      return;
    }
    const n = s.npcs.find((x) => x.slot === icon.npc && x.zone !== null);
    if (f.tie.length > 1) {
      // M45: a full tie is settled at random (MM NPC 19's draw of Captain cards).
      if (input?.type !== 'chance' || typeof input.value !== 'string') return;
      const p = input.value as PlayerId;
      if (n) moveTo(ctx, n, pl(s, p).zone as string, p, 'MM NPC 19');
      f.tie = [];
      f.i += 1;
      return;
    }
    f.i += 1;
    // MM NPC 23: an icon whose NPC is not on the board does nothing.
    if (!n || n.zone === null) return;
    const targets = huntTargets(s, ctx.ix, n);
    if (targets.length > 1) {
      f.i -= 1;
      f.tie = targets;
      return;
    }
    const p = targets[0];
    // MM NPC 18: hunting overrides the letter: the NPC ends in the hunted player's zone.
    if (p !== undefined) moveTo(ctx, n, pl(s, p).zone as string, p, 'MM NPC 18');
    else moveTo(ctx, n, zoneByLetter(ctx.ix, n.zone, icon.dir), null, 'MM NPC 16');
  },
};

/**
 * MM NPC 12, 15, M42, M43: the NPCs in `zone` that scout for `player` now: hostile to him, and
 * not silenced (pirates while a Naval ship is there; two Man-o-Wars together).
 */
export function scoutingNpcs(s: GameState, ix: Ix, player: PlayerId, zone: string): NpcSlot[] {
  const here = s.npcs.filter((n) => n.zone === zone);
  const naval = here.some((n) => npcNation(ix, n) !== null);
  const menOfWar = here.filter((n) => isManOWar(n.slot)).length;
  return here
    .filter((n) => huntMeasures(s, ix, n, player) !== null)
    .filter((n) => !(npcNation(ix, n) === null && naval) && !(isManOWar(n.slot) && menOfWar >= 2))
    .map((n) => n.slot);
}

/** MM NPC 12, MM Move 5, MM Actions 4: if hostile NPCs are in the player's zone at sea, they scout for him. */
export function npcScoutTrigger(ctx: MCtx, player: PlayerId): void {
  const x = pl(ctx.s, player);
  if (x.inPort || x.zone === null || x.dead) return;
  const queue = scoutingNpcs(ctx.s, ctx.ix, player, x.zone);
  if (queue.length > 0) push(ctx, { kind: 'npcScout', player, zone: x.zone, step: 'roll', queue, found: [], fighting: null });
}

/** MM NPC 14: an NPC's Scouting dice: its card's value; a Naval captain's at least the target's bounties from its nation. */
function npcScoutDice(s: GameState, ix: Ix, slot: NpcSlot, target: PlayerId): number {
  const n = s.npcs.find((x) => x.slot === slot);
  if (!n) return 1;
  const c = npcCard(ix, n);
  const nation = npcNation(ix, n);
  return c.scoutingUsesBounties && nation ? Math.max(c.skills.scouting, pl(s, target).bounties[nation] ?? 0) : c.skills.scouting;
}

/** An NPC as a side of a battle (M47: its cubes at its ship type's values; M46: its controller). */
export function npcSide(s: GameState, ix: Ix, slot: NpcSlot, fighter: PlayerId): CombatSide {
  const n = s.npcs.find((x) => x.slot === slot);
  if (!n) throw new Error('internal: no such NPC');
  const c = npcCard(ix, n);
  const ship = ix.set.ships[c.ship];
  return {
    kind: 'npc', id: slot, controller: npcController(s, fighter), ship: c.ship, nation: npcNation(ix, n),
    skills: { seamanship: c.skills.seamanship, leadership: c.skills.leadership },
    track: { hull: ship.toughness, masts: ship.toughness, cargo: ship.cargo, crew: ship.crew, cannons: ship.cannons },
  };
}

/**
 * MM NPC 8, 22, M41, M47: after a battle with an NPC: sunk, or beaten in crew combat, its captain
 * dies (his card is discarded; the card below takes over at the end of the round, or the NPC
 * leaves play); otherwise it is fully repaired (its damage lived in the combat only).
 */
export function afterNpcBattle(ctx: MCtx, slot: NpcSlot): void {
  const s = ctx.s;
  const r = s.combatResult;
  if (!r) return;
  const role = r.aggressor.kind === 'npc' && r.aggressor.id === slot ? 'aggressor' : r.defender.kind === 'npc' && r.defender.id === slot ? 'defender' : null;
  if (role === null) return;
  const beaten = r.sunk.includes(role) || (r.how === 'crew' && r.winner !== null && r.winner !== role);
  if (!beaten) return;
  const i = s.npcs.findIndex((x) => x.slot === slot);
  const n = s.npcs[i];
  if (!n) return;
  if (n.captain) {
    // MR55: an NPC an effect placed has no card below its captain: it leaves play.
    s.npcs.splice(i, 1);
    emit(ctx, { type: 'npcLeft', rule: 'MM NPC 8', npc: slot });
    return;
  }
  const card = n.cards.pop() as string;
  inc(s.discard.event, card);
  emit(ctx, { type: 'npcDied', rule: 'MM NPC 8', npc: slot, card });
  if (n.cards.length === 0) {
    s.npcs.splice(i, 1);
    emit(ctx, { type: 'npcLeft', rule: 'MM NPC 8', npc: slot });
  } else n.zone = null;
}

/** MM NPC 12-15, M42, M43: the Scouting rolls, then the battles in a random order. */
export const npcScout: Handler<MM, FrameOf<'npcScout'>> = {
  rule: () => 'MM NPC 12',
  node: (s, f, ix) => {
    if (f.step === 'roll' && f.queue.length > 0) return { kind: 'chance', spec: { kind: 'dice', count: npcScoutDice(s, ix, f.queue[0] as NpcSlot, f.player), label: 'an NPC’s Scouting roll' } };
    if (f.step === 'order' && f.found.length > 1) return { kind: 'chance', spec: { kind: 'draw', pool: 'npcOrder', label: 'which NPC attacks first' } };
    return { kind: 'auto' };
  },
  legal: () => [],
  step(ctx, f, input) {
    const s = ctx.s;
    if (f.step === 'roll') {
      const slot = f.queue[0];
      if (slot === undefined) {
        f.step = 'order';
        return;
      }
      if (input?.type !== 'chance' || !Array.isArray(input.value)) return;
      f.queue.shift();
      const hits = input.value.filter((d) => d >= 5).length;
      emit(ctx, { type: 'npcRoll', rule: 'MM NPC 12', npc: slot, skill: 'scouting', faces: input.value.map((d) => (d >= 5 ? 'skull' : (d as 1 | 2 | 3 | 4))), successes: hits });
      emit(ctx, { type: 'npcScouts', rule: hits > 0 ? 'MM NPC 13' : 'MM Scout 4', npc: slot, player: f.player, found: hits > 0 });
      if (hits > 0) f.found.push(slot);
      return;
    }
    if (f.step === 'after') {
      if (f.fighting) afterNpcBattle(ctx, f.fighting);
      f.fighting = null;
      // M43: a dead player (or one no longer in the zone) ends the sequence.
      const x = pl(s, f.player);
      if (x.dead || s.over || x.zone !== f.zone || x.inPort) {
        pop(ctx, f);
        return;
      }
      f.step = 'order';
      return;
    }
    // M43: the NPCs that found him still on the board there attack one at a time, in a random order.
    f.found = f.found.filter((slot) => s.npcs.some((n) => n.slot === slot && n.zone === f.zone));
    if (f.found.length === 0) {
      pop(ctx, f);
      return;
    }
    let slot: NpcSlot;
    if (f.found.length > 1) {
      if (input?.type !== 'chance' || typeof input.value !== 'string') return;
      slot = input.value as NpcSlot;
    } else slot = f.found[0] as NpcSlot;
    f.found = f.found.filter((x) => x !== slot);
    f.fighting = slot;
    f.step = 'after';
    // MM NPC 13, M48: the NPC is the aggressor.
    startCombat(ctx, npcSide(s, ctx.ix, slot, f.player), { kind: 'player', player: f.player }, 'MM NPC 13');
  },
};

/** MM Scout 1, 5: the NPCs a player at sea may scout for in his zone (once each per turn). */
export function scoutableNpcs(s: GameState, player: PlayerId, scouted: readonly string[]): Action[] {
  const x = pl(s, player);
  if (x.inPort || x.zone === null) return [];
  return s.npcs.filter((n) => n.zone === x.zone && !scouted.includes(`npc:${n.slot}`)).map((n): Action => ({ type: 'scoutNpc', player, target: n.slot }));
}

/** MM Scout 3-4: a player's Scouting roll for an NPC; found: naval combat, the player the aggressor. */
export const scoutNpc: Handler<MM, FrameOf<'scoutNpc'>> = {
  rule: () => 'MM Scout 3',
  node: (s, f, ix) => (f.step === 'roll' ? { kind: 'chance', spec: { kind: 'dice', count: diceFor(s, ix, f.player, 'scouting'), label: 'a Scouting roll for an NPC' } } : { kind: 'auto' }),
  legal: () => [],
  step(ctx, f, input) {
    if (f.step === 'after') {
      afterNpcBattle(ctx, f.target);
      pop(ctx, f);
      return;
    }
    if (input?.type !== 'chance' || !Array.isArray(input.value)) return;
    const hits = input.value.filter((d) => d >= 5).length;
    emit(ctx, { type: 'roll', rule: 'MM Scout 3', player: f.player, skill: 'scouting', faces: input.value.map((d) => (d >= 5 ? 'skull' : (d as 1 | 2 | 3 | 4))), successes: hits });
    emit(ctx, { type: 'scouted', rule: hits > 0 ? 'MM Scout 3' : 'MM Scout 4', player: f.player, target: f.target, found: hits > 0 });
    if (hits === 0) {
      pop(ctx, f);
      return;
    }
    f.step = 'after';
    startCombat(ctx, { kind: 'player', player: f.player }, npcSide(ctx.s, ctx.ix, f.target, f.player), 'MM Scout 3');
  },
};

/**
 * MM Turn 3, M60 steps 2-3: the NPC cards drawn this round enter play in the order drawn (MM NPC
 * 4: in the card's zone; MM NPC 7: on top of the NPC already in play, which moves there), then
 * dead captains are replaced by the card below (MM NPC 8, M41: in the new captain's home zone; of
 * two or more below, one at random, the others staying below).
 */
export const npcEnd: Handler<MM, FrameOf<'npcEnd'>> = {
  rule: (f) => (f.step === 'place' ? 'MM NPC 4' : 'MM NPC 8'),
  node: (s, f) => (f.step === 'replace' && (s.npcs.find((n) => n.zone === null)?.cards.length ?? 0) > 1 ? { kind: 'chance', spec: { kind: 'draw', pool: 'npcReplace', label: 'which NPC card takes over' } } : { kind: 'auto' }),
  legal: () => [],
  step(ctx, f, input) {
    const s = ctx.s;
    if (f.step === 'place') {
      for (const id of s.npcArea) {
        const c = ctx.ix.events.get(id)?.npc;
        if (!c) continue;
        const n = s.npcs.find((x) => x.slot === c.slot);
        if (n) {
          n.cards.push(id);
          n.zone = c.zone;
          emit(ctx, { type: 'npcArrived', rule: 'MM NPC 7', npc: c.slot, card: id, zone: c.zone, stacked: true });
        } else {
          s.npcs.push({ slot: c.slot, zone: c.zone, cards: [id] });
          emit(ctx, { type: 'npcArrived', rule: 'MM NPC 4', npc: c.slot, card: id, zone: c.zone, stacked: false });
        }
      }
      s.npcArea = [];
      f.step = 'replace';
      return;
    }
    const n = s.npcs.find((x) => x.zone === null);
    if (!n) {
      pop(ctx, f);
      return;
    }
    let card: string;
    if (n.cards.length > 1) {
      if (input?.type !== 'chance' || typeof input.value !== 'string') return;
      card = input.value;
      // M41: the other cards stay below the one drawn.
      n.cards.splice(n.cards.indexOf(card), 1);
      n.cards.push(card);
    } else card = n.cards[0] as string;
    n.zone = npcCard(ctx.ix, n).zone;
    emit(ctx, { type: 'npcReplaced', rule: 'MM NPC 8', npc: n.slot, card, zone: n.zone });
  },
};

/**
 * MM NPC 6, D15, MR55: a War card's Man-o-War: one for the named nation, or one for each nation at
 * war (none when there is no war), in `zone` or in the zone of the nation's first port (the first in
 * the component set's order). A nation's Man-o-War already on the board moves there instead (its
 * captain stays).
 */
export function placeManOWar(ctx: MCtx, e: Extract<Effect, { op: 'placeNpc' }>): void {
  const s = ctx.s;
  const ix = ctx.ix;
  const nations: Nation[] = e.nation === 'atWar' ? [...(s.war ?? [])] : [e.nation];
  for (const nation of nations) {
    const slot = `man-o-war-${nation}` as NpcSlot;
    const port = ix.order.ports.find((p) => ix.portNation.get(p) === nation);
    const zone = e.zone ?? ix.zoneOfPort.get(port ?? '');
    if (zone === undefined) continue;
    const there = s.npcs.find((x) => x.slot === slot);
    if (there) {
      if (there.zone !== zone) moveTo(ctx, there, zone, null, 'MM NPC 6');
      continue;
    }
    s.npcs.push({ slot, zone, cards: [], captain: { name: e.captain.name, ship: 'man-o-war', zone, skills: { seamanship: e.captain.seamanship, scouting: e.captain.scouting, leadership: e.captain.leadership }, scoutingUsesBounties: false } });
    emit(ctx, { type: 'npcPlaced', rule: 'MM NPC 6', npc: slot, zone });
  }
}

/**
 * Ledger F.4 `moveNpc` / `removeNpc` (MM NPC 16-17, 23, MR60): an NPC on the board moves to a zone or
 * by a direction letter (M44), or leaves play (its cards are discarded); one not on the board is
 * not affected.
 */
export function moveOrRemoveNpc(ctx: MCtx, e: Extract<Effect, { op: 'moveNpc' | 'removeNpc' }>, rule: string): void {
  const s = ctx.s;
  const i = s.npcs.findIndex((x) => x.slot === e.npc && x.zone !== null);
  const n = s.npcs[i];
  if (!n || n.zone === null) return;
  if (e.op === 'removeNpc') {
    for (const c of n.cards) inc(s.discard.event, c);
    s.npcs.splice(i, 1);
    emit(ctx, { type: 'npcLeft', rule, npc: n.slot });
    return;
  }
  const to = e.zone ?? (e.dir ? zoneByLetter(ctx.ix, n.zone, e.dir) : n.zone);
  if (to !== n.zone) moveTo(ctx, n, to, null, rule);
}
