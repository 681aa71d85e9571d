import type { GameState, PirateState } from '../state/schema.js';

/**
 * Who is who in Solitaire Blackbeard (19.1-19.2): small read-only helpers shared by the solo modules
 * and the hooks in the shared rule modules.
 */

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
 * The SP slots as they stand now: a slot whose Pirate has left play is empty (null) until a
 * replacement arrives (19.1). The new captain after a Mutiny keeps his ship's place in the turn
 * order (14.2): `soloNewCaptain` (src/solo/turn.ts) puts him in it at the takeover. A game saved
 * before that fix (the save format is the same) may hold a new captain in no slot yet: he takes
 * the first slot left empty, as he did then.
 */
export function currentSlots(s: GameState): (string | null)[] {
  const solo = s.solo;
  if (!solo) return [];
  const inSlots = new Set<string>();
  for (const id of solo.slots) if (id && s.pirates[id]) inSlots.add(id);
  const unslotted = spInPlay(s)
    .map((p) => p.id)
    .filter((id) => !inSlots.has(id));
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
