/**
 * What the map and the hand light up for the step being decided (local play, main.ts, and online
 * play, online.ts): the places, Pirates and cards its entries are about.
 */
import type { Choice } from 'blackbeard-engine/core';

export interface Highlights {
  places: Set<string>;
  pirates: Set<string>;
  cards: Set<string>;
}

/** The highlights of a step's entries; none when nothing is being decided (`list` null). */
export function highlights(list: readonly Choice[] | null): Highlights {
  const h: Highlights = { places: new Set(), pirates: new Set(), cards: new Set() };
  if (!list) return h;
  for (const e of list) {
    if (e.place) h.places.add(e.place);
    if (e.pirate) h.pirates.add(e.pirate);
    if (e.card) h.cards.add(e.card);
  }
  // A step about one Pirate ("What does Vane do?"): his counter is the focus, not a choice.
  if (h.pirates.size === 1 && list.length > 1) h.pirates.clear();
  return h;
}
