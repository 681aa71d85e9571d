import type { Action } from '../actions/schema.js';
import { emit, findFrame, ownFrame, pop, type Ctx } from '../actions/ctx.js';
import type { Frame, FrameOf, GameState, PirateState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import { addCount, takeCount, withoutOne } from '../state/counts.js';
import { openWindow, registerResponder } from '../actions/window.js';
import { mutCounts, mutPirateIf, mutPlayerIf, ownPirate } from '../state/copy.js';

/**
 * 17.2 #19 Skull and Crossbones, played by a Pirate's owner on his behalf at any time, whoever's
 * Player-Turn it is, at the cost of one of that Pirate's Cunning Points (12.0):
 *  - it negates any one card just played against him, before it takes effect; the negated card goes
 *    back into the deck, which is reshuffled without the discards (RULINGS B53: the AP cards played
 *    against that Pirate, and Local Resistance against the port he is in; never MPI events);
 *  - or, when he is the target of a Booty Grab, +2 to his roll (9.62).
 * Skull and Crossbones itself is discarded. A card "played against" a Pirate opens a window
 * (`playedAgainst`) in which only the owners of the Pirates it targets are asked, in Player Order;
 * like every window it is offered on public information (cards in hand, Cunning left).
 */
export const SKULL = 'skull-and-crossbones';
const CARD_PLAYED = 'cardPlayed';

/** The card's Pirates who could pay the Cunning for it (public information). */
function payers(s: GameState, pirates: readonly string[], player: PlayerId): PirateState[] {
  const out: PirateState[] = [];
  // R22: with Cunning ignored (the 12.0 play note) its cost cannot be paid: Actions only.
  if (!s.config.options.cunning) return out;
  for (const id of pirates) {
    const p = s.pirates[id];
    if (p && p.owner === player && p.cunning > 0) out.push(p);
  }
  return out;
}

/** Pirates a card on the stack is played against. */
function targetsOf(s: GameState, f: Frame): string[] {
  if (f.kind === 'warship') return [f.pirate];
  if (f.kind !== 'event') return [];
  if (f.card === 'local-resistance') {
    const port = f.targets[0];
    return Object.keys(s.pirates).filter((id) => {
      const loc = s.pirates[id]?.location;
      return loc?.kind === 'port' && loc.port === port;
    });
  }
  return f.targets.slice(0, 1);
}

/** The frame of the card the window is about, still unresolved just below it. */
function negatable(s: GameState, w: FrameOf<'window'>): Frame | null {
  if (w.card === null) return null;
  // The window sits on the card's frame (or is about to: openWindow asks before pushing it).
  const n = s.stack.length;
  const below = s.stack[n - 1] === w ? s.stack[n - 2] : s.stack[n - 1];
  if (!below) return null;
  if (below.kind === 'event' && below.card === w.card) return below;
  if (below.kind === 'warship' && w.card === 'warship-sighting') return below;
  return null;
}

/**
 * A card has just been played against Pirates (its frame is on top): ask their owners, in Player
 * Order from the Pirate Player, whether Skull and Crossbones negates it (17.2 #19, B53).
 */
export function playedAgainst(ctx: Ctx, card: string): void {
  const s = ctx.s;
  const f = s.stack[s.stack.length - 1];
  if (!f) return;
  const pirates = targetsOf(s, f);
  const owners = new Set(pirates.map((id) => s.pirates[id]?.owner));
  const order: PlayerId[] = [];
  const start = s.order.indexOf(s.turn.player);
  for (let i = 0; i < s.order.length; i++) {
    const p = s.order[(start + i) % s.order.length];
    if (p && owners.has(p)) order.push(p);
  }
  if (order.length > 0) openWindow(ctx, CARD_PLAYED, pirates[0] ?? null, { order, card });
}

function mayNegate(s: GameState, w: FrameOf<'window'>, player: PlayerId): PirateState[] {
  const f = negatable(s, w);
  if (!f || (s.players[player]?.hand.length ?? 0) === 0) return [];
  return payers(s, targetsOf(s, f), player);
}

registerResponder({
  moments: [CARD_PLAYED],
  needs: { card: true },
  eligible: (s, w, player) => mayNegate(s, w, player).length > 0,
  legal(s, w, player): Action[] {
    if (!s.players[player]?.hand.includes(SKULL)) return [];
    return mayNegate(s, w, player).map((p): Action => ({ type: 'playEvent', player, card: SKULL, pirate: p.id }));
  },
  respond(ctx, w, action) {
    const s = ctx.s;
    const f = negatable(s, w);
    const p = action.type === 'playEvent' && action.pirate ? mutPirateIf(ctx, action.pirate) : undefined;
    if (!f || !p || action.type !== 'playEvent' || w.card === null) return;
    spend(ctx, action.player, p);
    // B53: the negated card goes back into the deck (a Warship Sighting was already discarded).
    pop(ctx, f);
    if (f.kind !== 'event') takeCount(mutCounts(ctx, 'discard'), w.card);
    addCount(mutCounts(ctx, 'deck'), w.card);
    emit(ctx, { type: 'cardNegated', rule: '17.2', player: action.player, pirate: p.id, card: w.card, by: SKULL });
    w.card = null;
  },
});

/** 12.0 / 17.2 #19: the card leaves the hand for the discards; the Pirate pays one Cunning. */
function spend(ctx: Ctx, player: PlayerId, p: PirateState): void {
  const me = mutPlayerIf(ctx, player);
  if (me) me.hand = withoutOne(me.hand, SKULL);
  addCount(mutCounts(ctx, 'discard'), SKULL);
  p = ownPirate(ctx, p);
  p.cunning -= 1;
  emit(ctx, { type: 'cardPlayed', rule: '17.2', player, card: SKULL, use: 'event', pirate: p.id, cunningLeft: p.cunning });
}

/** The Booty Grab against one of this player's Pirates, not yet rolled and not yet helped. */
function grabAgainst(s: GameState, player: PlayerId): FrameOf<'bootyGrab'> | null {
  const f = findFrame(s, 'bootyGrab');
  const t = f ? s.pirates[f.target] : undefined;
  if (!f || !t || t.owner !== player || f.skull || t.cunning === 0 || f.step !== 'grabRoll' || !s.config.options.cunning) return null;
  return (s.players[player]?.hand.length ?? 0) > 0 ? f : null;
}

// 9.62 / 17.2 #19: the target of a Booty Grab adds two to his roll.
registerResponder({
  moments: ['bootyGrabAnnounced'],
  needs: { card: true },
  eligible: (s, _w, player) => grabAgainst(s, player) !== null,
  legal(s, _w, player): Action[] {
    const f = grabAgainst(s, player);
    return f && s.players[player]?.hand.includes(SKULL) ? [{ type: 'playEvent', player, card: SKULL, pirate: f.target }] : [];
  },
  respond(ctx, _w, action) {
    if (action.type !== 'playEvent') return;
    const grab = grabAgainst(ctx.s, action.player);
    const t = grab ? mutPirateIf(ctx, grab.target) : undefined;
    if (!grab || !t) return;
    spend(ctx, action.player, t);
    ownFrame(ctx, grab).skull = true;
  },
});
