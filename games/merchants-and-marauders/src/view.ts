/**
 * What a player may know (ledger section B): his own Gold, stash, hand, cargo, Rumor and pre-reveal
 * choices; of the others, only what the table sees (counts, public facts). Decks, the Demand
 * reserve, face-down Merchant and Ship Modification tokens are hidden from everyone. No view depends
 * on what its viewer may not know (the conformance kit checks it).
 */
import { choiceSeenBy } from './kernel.js';
import { engine } from './rules.js';
import type { GameEvent } from './events.js';
import type { GameState, PlayerId } from './state.js';

const total = (c: Readonly<Record<string, number>>): number => Object.values(c).reduce((a, b) => a + b, 0);

/** The view of `viewer` (null: a spectator, who sees only public facts). */
export function view(s: GameState, viewer: PlayerId | null) {
  const players = Object.fromEntries(
    s.seats.map((p) => {
      const x = s.pl[p];
      if (!x) throw new Error('internal: no player');
      const own = viewer === p;
      return [
        p,
        {
          // MM Setup 2-4: the Captain and ship are the owner's secret until the reveal.
          captain: own || x.revealed ? x.captain : null,
          ship: own || x.revealed ? x.ship : null,
          zone: x.revealed ? x.zone : null,
          inPort: x.inPort,
          track: x.track,
          mods: x.mods,
          weapons: x.weapons,
          // MM Hidden 1, MM Stash 3, M10: Gold and stash are the owner's.
          gold: own ? x.gold : null,
          stash: own ? x.stash : null,
          stashes: x.stashes,
          glory: x.glory,
          // MM Glory 2, MM Buy 4, MM Rumor 1: hands, cargo and rumor: sizes only.
          hand: own ? x.hand : null,
          handSize: x.hand.length,
          cargo: own ? x.cargo : null,
          cargoCount: x.cargo.length,
          bounties: x.bounties,
          rumor: own ? x.rumor : null,
          hasRumor: x.rumor !== null,
          mission: x.mission,
          specialists: x.specialists,
          bigShipsBought: x.bigShipsBought,
          turns: x.turns,
          lastBuy: own ? x.lastBuy : null,
        },
      ];
    }),
  );
  return {
    round: s.round,
    seats: s.seats,
    order: s.order,
    over: s.over,
    options: s.config.options,
    war: s.war,
    declared: s.declared,
    players,
    // MM BoardSetup 1: decks are face down (sizes); discard piles are face up.
    deckSizes: Object.fromEntries(Object.entries(s.decks).map(([k, c]) => [k, total(c)])),
    discard: s.discard,
    demand: s.demand,
    demandReserveSize: total(s.demandReserve),
    // MM BoardSetup 3, MM Port 4: a token is face down until a Port action there.
    portMods: Object.fromEntries(Object.entries(s.portMods).map(([port, t]) => [port, t === null ? null : t.revealed ? t.type : 'face-down'])),
    weaponSupply: s.weaponSupply,
    // MM BoardSetup 4, M61: Merchant Tokens on the board are face down; the track is public.
    merchants: Object.fromEntries(Object.entries(s.merchants).map(([z, n]) => [z, n !== null])),
    merchantTrack: s.merchantTrack,
    missions: s.missions,
    npcArea: s.npcArea,
    // MM NPC 3, 7: NPC cards, the stacks under them and the NPC ships are public.
    npcs: s.npcs,
    activeEvents: s.activeEvents,
    pending: engine.pending(s),
    stack: s.stack.map((f) => {
      if (f.kind === 'shipChoice') return { kind: f.kind, ...choiceSeenBy(f.choice, viewer) };
      // MM Buy 1, 6: the buyer's draw is his until the unbought cards are discarded face up.
      if (f.kind === 'buy') return { ...f, drawn: f.player === viewer ? f.drawn : null, drawnCount: f.drawn.length, prices: f.player === viewer ? f.prices : null };
      // MM Rumor 1-2: a rumor drawn is its owner's secret.
      if (f.kind === 'rumor') return { ...f, drawn: f.player === viewer ? f.drawn : null };
      // M28: which token goes to which chosen port is dealt face down.
      if (f.kind === 'placeMods') return { ...f, tokens: total(f.tokens) };
      // MM Glory 4, ledger B: an announced off-turn card is its owner's until resolved or declined.
      if (f.kind === 'window') return { ...f, announced: f.announced.map((a) => ({ player: a.player, card: a.player === viewer ? a.card : null })) };
      // MR40: the Captain turned down is its owner's secret, like the draw itself.
      if (f.kind === 'newCaptain' && f.rejected != null && f.player !== viewer) return { ...f, rejected: 'hidden' };
      return f;
    }),
  };
}
export type View = ReturnType<typeof view>;

/** The events `viewer` may see: every public event, and his own private ones. */
export function eventsFor(events: readonly GameEvent[], viewer: PlayerId | null): GameEvent[] {
  // A private event is followed by its public twin (same type, secrets as null): its owner keeps
  // the private one only.
  return events.filter((e, i) => {
    if (e.private !== undefined) return e.private === viewer;
    const before = events[i - 1];
    return !(before && before.private !== undefined && before.private === viewer && before.type === e.type);
  });
}
