import type { GameState, PirateState } from './schema.js';
import type { PlayerId } from './ids.js';
import { total } from './counts.js';
import { pending, type Pending } from '../actions/kernel.js';
import { findFrame } from '../actions/ctx.js';

/**
 * What one player may know (DESIGN "Hidden information"): his own hand and in-hand Pirate cards;
 * the others' hand sizes; face-down Merchants as face down; decks and pools as counts only; no
 * RNG state. Changing anything hidden from a player never changes his view.
 */
export interface PlayerView {
  player: PlayerId;
  pending: Pending;
  turn: GameState['turn'];
  order: PlayerId[];
  options: GameState['config']['options'];
  you: { hand: string[]; pirateHand: string[]; vp: number; seat: number };
  players: Record<string, { handSize: number; pirateHandSize: number; vp: number; seat: number }>;
  pirates: Record<string, PirateState>;
  merchants: Record<string, { type: string | null; faceUp: boolean; foundBy: string | null }>;
  deckSize: number;
  discard: Record<string, number>;
  removed: Record<string, number>;
  pirateDeckSize: number;
  pools: { merchants: number; hostages: number; warships: number; kcs: number; antiGovernors: number };
  warships: Record<string, string>;
  kcs: GameState['kcs'];
  governors: Record<string, 'pro-pirate' | 'anti-pirate'>;
  destroyedPorts: string[];
  attackedPorts: string[];
  generalPardon: { appearances: number; inDeck: boolean; pardon: GameState['generalPardon']['pardon'] };
  retired: string[];
  eliminated: string[];
  over: GameState['over'];
}

export function view(s: GameState, player: PlayerId): PlayerView {
  const me = s.players[player];
  if (!me) throw new Error(`No player ${player} in this game`);
  // 3.0 Step 7 secrecy note: other players' placements stay hidden until revealed together.
  const setup = findFrame(s, 'setup');
  const hidden = new Set((setup?.hidden ?? []).filter((h) => h.player !== player).map((h) => h.pirate));
  const pirates: Record<string, PirateState> = {};
  for (const id of Object.keys(s.pirates).sort()) {
    const p = s.pirates[id];
    if (p && !hidden.has(id)) pirates[id] = p;
  }
  const merchants: PlayerView['merchants'] = {};
  for (const port of Object.keys(s.merchants).sort()) {
    const m = s.merchants[port];
    if (m) merchants[port] = { type: m.faceUp ? m.type : null, faceUp: m.faceUp, foundBy: m.foundBy };
  }
  const players: PlayerView['players'] = {};
  for (const p of s.order) {
    const q = s.players[p];
    if (q) players[p] = { handSize: q.hand.length, pirateHandSize: q.pirateHand.length, vp: q.vp, seat: q.seat };
  }
  const governors: PlayerView['governors'] = {};
  for (const port of Object.keys(s.governors).sort()) governors[port] = s.governors[port] === 'anti' ? 'anti-pirate' : 'pro-pirate';
  const pend = pending(s);
  return {
    player,
    // A draw's label is public; which card it will be is not.
    pending: pend,
    turn: s.turn,
    order: s.order,
    options: s.config.options,
    you: { hand: me.hand, pirateHand: me.pirateHand, vp: me.vp, seat: me.seat },
    players,
    pirates,
    merchants,
    deckSize: total(s.deck),
    discard: s.discard,
    removed: s.removed,
    pirateDeckSize: s.pirateDeck.length,
    pools: {
      merchants: total(s.merchantPool),
      hostages: total(s.hostagePool),
      warships: total(s.warshipPool),
      kcs: s.kcPool.length,
      antiGovernors: s.antiGovernorSupply,
    },
    warships: s.warships,
    kcs: s.kcs,
    governors,
    destroyedPorts: s.destroyedPorts,
    attackedPorts: s.attackedPorts,
    generalPardon: { appearances: s.generalPardon.appearances, inDeck: s.generalPardon.whereabouts === 'deck', pardon: s.generalPardon.pardon },
    retired: s.retired,
    eliminated: s.eliminated,
    over: s.over,
  };
}
