import type { GameState, PirateState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import type { SoloState } from '../state/solo-schema.js';

/**
 * Who is who in Solitaire Blackbeard (19.1-19.2): small read-only helpers shared by the solo modules
 * and the hooks in the shared rule modules.
 */

/** The solitaire section of a solitaire game, or null. */
export function soloOf(s: GameState): SoloState | null {
  return s.solo ?? null;
}

/** Is `player` the System Player (never asked to decide, 19.17)? */
export function isSystem(s: GameState, player: PlayerId): boolean {
  return !!s.solo && s.solo.system === player;
}

/** Is `pirate` your Blackbeard in a solitaire game? */
export function isBlackbeard(s: GameState, pirate: string): boolean {
  return !!s.solo && s.solo.blackbeard === pirate;
}

/** The SP Pirates in play, in no particular order. */
export function spInPlay(s: GameState): PirateState[] {
  const solo = s.solo;
  const out: PirateState[] = [];
  if (!solo) return out;
  for (const id of Object.keys(s.pirates)) {
    const p = s.pirates[id];
    if (p && p.owner === solo.system) out.push(p);
  }
  return out;
}

/**
 * The SP slots as they stand now: a slot whose Pirate has left play is taken by an SP Pirate that is
 * in play but in no slot (the new captain after a Mutiny, 14.2, keeps his ship's place in the turn
 * order), or else is empty (null) until a replacement arrives (19.1).
 */
export function currentSlots(s: GameState): (string | null)[] {
  const solo = s.solo;
  if (!solo) return [];
  const inSlots = new Set<string>();
  for (const id of solo.slots) if (id && s.pirates[id]) inSlots.add(id);
  const unslotted = spInPlay(s)
    .map((p) => p.id)
    .filter((id) => !inSlots.has(id))
    .sort();
  return solo.slots.map((id) => (id && s.pirates[id] ? id : (unslotted.shift() ?? null)));
}

/** The SP Pirate whose Player-Turn it is (19.2), or null (not an SP turn, or he has left play). */
export function currentSp(s: GameState): PirateState | null {
  const solo = s.solo;
  if (!solo || s.turn.player !== solo.system) return null;
  const id = currentSlots(s)[solo.slot];
  return id ? (s.pirates[id] ?? null) : null;
}

/** Whether the SP has any Pirate left, in play or still in the Pirate deck (19.9). */
export function spExhausted(s: GameState): boolean {
  return spInPlay(s).length === 0 && s.pirateDeck.length === 0;
}
