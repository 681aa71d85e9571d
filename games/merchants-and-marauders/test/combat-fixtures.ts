/**
 * Positions for the combat tests: two players at sea in one zone, with ships, modifications and
 * Special Weapons taken from the supply (so every token stays accounted for).
 */
import { chanceOutcomes, createScenario, type Action, type ComponentSet, type GameEvent, type GameState, type PlayerId } from '../src/index.js';
import type { CombatSide, NpcSlot } from '../src/state.js';
import type { ModType } from '../src/components/schema.js';
import { combatFrame, npcController } from '../src/rules/combat.js';
import { chance, place, play, scenario, setCaptain } from './helpers.js';

type Ship = 'sloop' | 'flute' | 'frigate' | 'galleon' | 'man-o-war';
const STATS: Record<Ship, [number, number, number, number]> = {
  // toughness, cargo, crew, cannons: the built-in set's Ship Cards (provisional.ts; MM Example 1).
  sloop: [2, 2, 2, 1],
  flute: [2, 4, 2, 1],
  frigate: [3, 3, 3, 3],
  galleon: [4, 5, 3, 2],
  'man-o-war': [5, 3, 5, 5],
};

/** Take a Ship Modification token out of the supply or a port (it moves to the ship). */
export function takeMod(d: GameState, m: ModType): void {
  if ((d.modSupply[m] ?? 0) > 0) {
    d.modSupply[m] = (d.modSupply[m] ?? 0) - 1;
    if (d.modSupply[m] === 0) delete d.modSupply[m];
    return;
  }
  const port = Object.keys(d.portMods).find((k) => d.portMods[k]?.type === m);
  if (!port) throw new Error(`no ${m} token left`);
  d.portMods[port] = null;
}

export interface Fit {
  captain?: string;
  ship?: Ship;
  mods?: ModType[];
  weapons?: ('grappling-hooks' | 'chain-shot' | 'grapeshot')[];
  gold?: number;
  hand?: string[];
}

/** Put `p` at sea in `zone` with this fit, its cubes at full. */
export function fit(d: GameState, p: PlayerId, zone: string, f: Fit): void {
  const x = d.pl[p];
  if (!x) throw new Error('no player');
  if (f.captain) setCaptain(d, p, f.captain);
  place(d, p, zone, false);
  const ship = f.ship ?? 'sloop';
  x.ship = ship;
  const [t, cargo, crew, cannons] = STATS[ship];
  for (const m of f.mods ?? []) {
    takeMod(d, m);
    x.mods.push(m);
  }
  x.track = { hull: t, masts: t, cargo, crew, cannons };
  for (const w of f.weapons ?? []) {
    d.weaponSupply[w] = (d.weaponSupply[w] ?? 0) - 1;
    if ((d.weaponSupply[w] ?? 0) < 0) throw new Error(`no ${w} left`);
    x.weapons.push(w);
  }
  if (f.gold !== undefined) x.gold = f.gold;
  // No Glory Cards in hand unless given (M39: a player with cards is asked at every combat card window).
  for (const c of x.hand) d.decks.glory[c] = (d.decks.glory[c] ?? 0) + 1;
  x.hand = [...(f.hand ?? [])];
  for (const c of x.hand) {
    d.decks.glory[c] = (d.decks.glory[c] ?? 0) - 1;
    if ((d.decks.glory[c] ?? 0) < 0) throw new Error(`no ${c} left`);
    if (d.decks.glory[c] === 0) delete d.decks.glory[c];
  }
}

/** A copy of `s` where `p` holds the Glory Card `card` (from the deck). */
export function withGlory(s: GameState, p: PlayerId, card: string): GameState {
  const d = JSON.parse(JSON.stringify(s)) as GameState;
  d.config = s.config;
  const n = d.decks.glory[card] ?? 0;
  if (n <= 0) throw new Error(`no ${card} in the deck`);
  if (n === 1) delete d.decks.glory[card];
  else d.decks.glory[card] = n - 1;
  d.pl[p]?.hand.push(card);
  return d;
}

/** Two players at sea in `zone`: P (the first in turn order, to act) and Q. */
export function duel(P0: Fit, Q0: Fit, zone = 'caribbean-sea', edit?: (d: GameState, P: PlayerId, Q: PlayerId) => void) {
  return scenario((d, P, Q) => {
    fit(d, P, zone, P0);
    fit(d, Q, zone, Q0);
    edit?.(d, P, Q);
  });
}

/**
 * An NPC's scouting found P in the Caribbean Sea and its battle is on (MM NPC 13): the pirate Sloop,
 * with 1 Hull left, decided for by the player on P's left (M46), in round 2, before the declarations.
 */
export function sloopBattleUnderWay(d: GameState, P: PlayerId): void {
  const controller = d.seats[(d.seats.indexOf(P) + 1) % d.seats.length] as PlayerId;
  d.stack.push({ kind: 'npcScout', player: P, zone: 'caribbean-sea', step: 'after', queue: [], found: [], fighting: 'pirate-sloop' });
  d.stack.push({
    ...combatFrame({ kind: 'npc', id: 'pirate-sloop', controller, ship: 'sloop', nation: null, skills: { seamanship: 3, leadership: 2 }, track: { hull: 1, masts: 2, cargo: 2, crew: 2, cannons: 1 } }, { kind: 'player', player: P }, 'MM NPC 13'),
    round: 2, step: 'declare',
  });
}

/** Put an NPC on the board: its cards taken out of the Event deck (bottom first). */
export function putNpc(d: GameState, slot: NpcSlot, cards: string[], zone: string | null): void {
  for (const c of cards) {
    const n = d.decks.event[c] ?? 0;
    if (n <= 0) throw new Error(`no ${c} in the Event deck`);
    if (n === 1) delete d.decks.event[c];
    else d.decks.event[c] = n - 1;
  }
  d.npcs.push({ slot, zone, cards });
}

/**
 * The pirate Sloop NPC (its cards `cards`, top last) sunk by P in sloopBattleUnderWay's battle (3
 * players, seed 5), played to the combat's end (`ended`) and then through the victor's Glory Card
 * draw, when the NPC's side is settled (`after`: MM NPC 8, 22).
 */
export function sinkNpcSloop(cards: string[]): { P: PlayerId; ended: { s: GameState; events: GameEvent[] }; after: { s: GameState; events: GameEvent[] } } {
  const s = createScenario({ players: 3, seed: 5 }, (d) => {
    for (const c of d.npcArea) d.decks.event[c] = (d.decks.event[c] ?? 0) + 1;
    d.npcArea = [];
    const P = d.order[0] as PlayerId;
    fit(d, P, 'caribbean-sea', { captain: 'captain-port-x1' });
    putNpc(d, 'pirate-sloop', cards, 'caribbean-sea');
    sloopBattleUnderWay(d, P);
  });
  const P = s.order[0] as PlayerId;
  const C = s.seats[(s.seats.indexOf(P) + 1) % 3] as PlayerId;
  const declare = (player: PlayerId, action: 'shoot'): Action => ({ type: 'declare', player, action });
  const ended = play(s, [declare(C, 'shoot'), declare(P, 'shoot'), chance([5, 1, 1]), chance([6, 6, 1]), chance([6]), { type: 'placeHit', player: P, location: 'cargo' }, chance([6]), { type: 'placeHit', player: C, location: 'hull' }]);
  const after = play(ended.s, [chanceOutcomes(ended.s)[0]?.outcome as Action]);
  return { P, ended, after };
}

// A stand-in Captain with Felipe's skills but no ability (Seamanship 3, Scouting 2, Leadership 2).
export const felipe = (f: Fit = {}): Fit => ({ captain: 'captain-port-x1', ...f });
// Frances Wright: Seamanship 2, Scouting 2, Leadership 3.
export const frances = (f: Fit = {}): Fit => ({ captain: 'frances-wright', ...f });

/** P (Seamanship 3, Scouting 2, Leadership 2) scouts and finds Q (Frances: 2, 2, 3); both Sloops unless said. */
export function fight(P0: Fit = {}, Q0: Fit = {}, edit?: (d: GameState, P: PlayerId, Q: PlayerId) => void) {
  const { s, P, Q } = duel(felipe(P0), frances(Q0), 'caribbean-sea', edit);
  const r = play(s, [{ type: 'scoutCaptain', player: P, target: Q }, chance([5, 1])]);
  return { s: r.s, events: r.events, P, Q };
}

/** Put `cards` in `p`'s Glory hand, in this order (his old hand back to the deck). */
export function hand(d: GameState, p: PlayerId, cards: string[]): void {
  const x = d.pl[p];
  if (!x) throw new Error('no player');
  for (const c of x.hand) d.decks.glory[c] = (d.decks.glory[c] ?? 0) + 1;
  x.hand = [];
  for (const c of cards) {
    // From the deck, or else from another player's hand (the seeded start may have dealt it).
    const holder = (d.decks.glory[c] ?? 0) > 0 ? undefined : d.seats.map((q) => d.pl[q]).find((y) => y !== undefined && y !== x && y.hand.includes(c));
    if (holder) holder.hand.splice(holder.hand.indexOf(c), 1);
    else {
      d.decks.glory[c] = (d.decks.glory[c] ?? 0) - 1;
      if ((d.decks.glory[c] ?? 0) < 0) throw new Error(`no ${c} left`);
      if (d.decks.glory[c] === 0) delete d.decks.glory[c];
    }
    x.hand.push(c);
  }
}

type Track = { hull: number; masts: number; cargo: number; crew: number; cannons: number };

/**
 * A battle under way between an NPC (decided for by C = the other player) and P, in round `round`
 * at the declarations (the Seamanship roll in round 1); the NPC the aggressor unless it `defends`
 * (2 players, seed 5).
 */
export function npcFight(npc: { ship?: 'sloop' | 'frigate'; nation?: 'spanish' | null; skills?: { seamanship: number; leadership: number }; track: Track }, P0: Fit = felipe(), round = 2, defends = false, edit?: (d: GameState, P: PlayerId) => void, components?: ComponentSet) {
  let P: PlayerId = 'A';
  let C: PlayerId = 'B';
  const s = createScenario({ players: 2, seed: 5, ...(components ? { components } : {}) }, (d) => {
    P = d.order[0] as PlayerId;
    fit(d, P, 'caribbean-sea', P0);
    edit?.(d, P);
    C = npcController(d, P);
    const nation = npc.nation ?? null;
    const side: CombatSide = { kind: 'npc', id: nation ? `naval-${nation}` : `pirate-${npc.ship ?? 'sloop'}`, controller: C, ship: npc.ship ?? 'sloop', nation, skills: npc.skills ?? { seamanship: 3, leadership: 2 }, track: npc.track };
    const me: CombatSide = { kind: 'player', player: P };
    d.stack.push({ ...(defends ? combatFrame(me, side, 'MM Scout 3') : combatFrame(side, me, 'MM NPC 13')), round, step: round <= 1 ? 'roll' : 'declare' });
  });
  return { s, P, C };
}
