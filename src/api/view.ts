import type { z } from 'zod';
import type { Counts, Frame, GameState, PirateState } from '../state/schema.js';
import type { PlayerViewSchema } from '../state/view-schema.js';
import { HIDDEN_ID, type PlayerId } from '../state/ids.js';
import { total } from '../state/counts.js';
import { pending } from './play.js';
import { findFrame } from '../actions/ctx.js';
import { lookup } from '../state/lookup.js';

/**
 * What one player may know: the type of `PlayerViewSchema` (see `view`, and the schema for each
 * field). A named interface whose every field is the schema's, so errors and the API pages say
 * `PlayerView` (test/types.test.ts checks that it stays exactly the schema's type).
 */
export interface PlayerView {
  player: z.infer<typeof PlayerViewSchema>['player'];
  pending: z.infer<typeof PlayerViewSchema>['pending'];
  stack: Frame[];
  turn: z.infer<typeof PlayerViewSchema>['turn'];
  order: z.infer<typeof PlayerViewSchema>['order'];
  options: z.infer<typeof PlayerViewSchema>['options'];
  you: z.infer<typeof PlayerViewSchema>['you'];
  players: z.infer<typeof PlayerViewSchema>['players'];
  pirates: Record<string, PirateState>;
  merchants: z.infer<typeof PlayerViewSchema>['merchants'];
  deckSize: z.infer<typeof PlayerViewSchema>['deckSize'];
  discard: z.infer<typeof PlayerViewSchema>['discard'];
  removed: z.infer<typeof PlayerViewSchema>['removed'];
  pirateDeckSize: z.infer<typeof PlayerViewSchema>['pirateDeckSize'];
  pools: z.infer<typeof PlayerViewSchema>['pools'];
  warships: z.infer<typeof PlayerViewSchema>['warships'];
  kcs: z.infer<typeof PlayerViewSchema>['kcs'];
  governors: z.infer<typeof PlayerViewSchema>['governors'];
  destroyedPorts: z.infer<typeof PlayerViewSchema>['destroyedPorts'];
  attackedPorts: z.infer<typeof PlayerViewSchema>['attackedPorts'];
  generalPardon: z.infer<typeof PlayerViewSchema>['generalPardon'];
  retired: z.infer<typeof PlayerViewSchema>['retired'];
  eliminated: z.infer<typeof PlayerViewSchema>['eliminated'];
  over: z.infer<typeof PlayerViewSchema>['over'];
  solo: z.infer<typeof PlayerViewSchema>['solo'];
}

export { HIDDEN_ID };

/** A frame as `player` may see it: the few ids it holds that he may not know become HIDDEN_ID. */
function publicFrame(f: Frame, player: PlayerId): Frame {
  switch (f.kind) {
    case 'setup':
      return f.hidden.some((h) => h.player !== player) ? { ...f, hidden: f.hidden.map((h) => (h.player === player ? h : { player: h.player, pirate: HIDDEN_ID })) } : f;
    case 'placeMerchants':
      return f.drawn === null ? f : { ...f, drawn: HIDDEN_ID };
    case 'pirateCard':
      return f.drawn === null || f.player === player ? f : { ...f, drawn: HIDDEN_ID };
    default:
      return f;
  }
}

/** A count record without its zero entries (pools keep a count at 0 rather than delete it). */
function nonZero(c: Counts): Counts {
  const out: Counts = {};
  for (const id of Object.keys(c)) {
    const n = c[id] ?? 0;
    if (n > 0) out[id] = n;
  }
  return out;
}

/**
 * What `player` may see (DESIGN "Hidden information"): his own hand and Pirate cards, the others'
 * hand sizes, face-down Merchants face down, decks and pools as counts, no generator state.
 */
export function view(s: GameState, player: PlayerId): PlayerView {
  // Own keys only: view(state, 'constructor') is no player (issue 15 point 3).
  const me = lookup(s.players, player);
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
    stack: s.stack.map((f) => publicFrame(f, player)),
    turn: s.turn,
    order: s.order,
    options: s.config.options,
    you: { hand: me.hand, pirateHand: me.pirateHand, vp: me.vp, seat: me.seat },
    players,
    pirates,
    merchants,
    deckSize: total(s.deck),
    discard: nonZero(s.discard),
    removed: nonZero(s.removed),
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
    solo: s.solo
      ? {
          system: s.solo.system,
          blackbeard: s.solo.blackbeard,
          slots: s.solo.slots,
          pirateCards: s.players[s.solo.system]?.pirateHand ?? [],
          slot: s.solo.slot,
          drew: s.solo.drew,
          endChecked: s.solo.endChecked,
          kcTurn: s.solo.kcTurn,
          kcTrigger: s.solo.kcTrigger,
          mustPlayDeckSize: total(s.setAside),
          letters: s.solo.letters,
          pardonInHold: s.solo.pardonInHold,
          outcome: s.solo.outcome,
        }
      : null,
  };
}
