import type { Counts, DrawPool, GameState } from './schema.js';
import type { ComponentIndex } from '../tables/index.js';
import type { Pool } from '../kernel/index.js';

/**
 * Blackbeard's draw pools (DESIGN "Three kinds of node"): the kernel (src/kernel/chance.ts) rolls
 * the dice and draws from a pool; this module says what each pool of the game is. The Event deck,
 * the set-aside Must-Play-Immediately cards and the counter cups are counts, walked in the sorted
 * order of every id the component set defines; the Pirate deck and the KC pool are lists of ids.
 */
export type { ChanceValue } from '../kernel/index.js';

/** A pool of the game as the kernel draws from it. */
export function blackbeardPool(s: GameState, pool: string, ix: ComponentIndex): Pool {
  if (pool === 'pirate') return { kind: 'list', ids: s.pirateDeck };
  if (pool === 'kc') return { kind: 'list', ids: s.kcPool };
  const p = pool as Exclude<DrawPool, 'pirate' | 'kc'>;
  return { kind: 'counts', counts: poolCounts(s, p), order: poolOrder(ix, p) };
}

/** A counted pool's multiset (the Pirate deck and the KC pool are lists: see {@link blackbeardPool}). */
function poolCounts(s: GameState, pool: Exclude<DrawPool, 'pirate' | 'kc'>): Counts {
  switch (pool) {
    case 'event':
      return s.deck;
    case 'mpi':
      return s.setAside;
    case 'merchant':
      return s.merchantPool;
    case 'hostage':
      return s.hostagePool;
    case 'warship':
      return s.warshipPool;
  }
}

const orderCache = new WeakMap<ComponentIndex, Record<string, string[]>>();

/** Every id a counted pool can hold, sorted: the fixed order in which draws are sampled. */
function poolOrder(ix: ComponentIndex, pool: 'event' | 'mpi' | 'merchant' | 'hostage' | 'warship'): string[] {
  let byPool = orderCache.get(ix);
  if (!byPool) {
    byPool = {
      event: ix.set.eventCards.map((c) => c.id).sort(),
      merchant: ix.set.merchantTypes.map((m) => m.id).sort(),
      hostage: ix.set.hostages.map((h) => h.id).sort(),
      warship: ix.set.warships.map((w) => w.id).sort(),
    };
    orderCache.set(ix, byPool);
  }
  return byPool[pool === 'mpi' ? 'event' : pool] ?? [];
}

/**
 * Does the Event deck hold any card? Asked at every Card Draw step, so it looks ids up in their
 * fixed order and stops at the first one held, rather than enumerating the record's keys.
 */
export function deckHasCards(s: GameState, ix: ComponentIndex): boolean {
  for (const id of poolOrder(ix, 'event')) if ((s.deck[id] ?? 0) > 0) return true;
  return false;
}

/** Cards in the Event deck, by id lookups in a fixed order (the deck record is a hash map). */
export function deckSize(s: GameState, ix: ComponentIndex): number {
  let n = 0;
  for (const id of poolOrder(ix, 'event')) n += s.deck[id] ?? 0;
  return n;
}

export function sum(faces: readonly number[]): number {
  let t = 0;
  for (const f of faces) t += f;
  return t;
}
