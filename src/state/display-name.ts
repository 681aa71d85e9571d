import type { GameState } from './schema.js';
import { builtinComponents, type ComponentSet } from '../tables/index.js';

const cache = new WeakMap<ComponentSet, Map<string, string>>();

/**
 * The name a player reads for a component id of the game's set (a Pirate, port, Sea Area,
 * Transit Box, KC, Warship, Hostage, Merchant or ship type, Event card): for the words the engine
 * writes itself, such as chance labels, which frontends show as they are (docs/frontend.md). An id
 * the set does not know is returned as it is.
 */
export function displayName(s: GameState, id: string | null | undefined): string {
  if (!id) return '';
  const set = s.components ?? builtinComponents;
  let m = cache.get(set);
  if (!m) {
    m = new Map();
    for (const list of [set.seaAreas, set.transitBoxes, set.ports, set.pirates, set.merchantTypes, set.hostages, set.kcs, set.warships, set.shipTypes]) {
      for (const x of list) m.set(x.id, x.name);
    }
    for (const c of set.eventCards) m.set(c.id, c.title);
    cache.set(set, m);
  }
  return m.get(id) ?? id;
}
