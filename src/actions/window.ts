import type { Action } from './schema.js';
import { emit, pop, push, top, type Ctx, type Handler } from './ctx.js';
import type { ComponentIndex } from '../tables/index.js';
import type { ChanceSpec, Frame, FrameOf, GameState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import { othersFromLeft } from '../state/pieces.js';
import type { ChanceValue } from '../state/chance.js';
import { sameAction } from './kernel.js';
import { mutPirateIf } from '../state/copy.js';

/**
 * Interrupt windows (DESIGN "Interrupt windows", 4.63). A window is opened at a moment the rules
 * allow a reaction; eligible players are polled in Player Order from the Pirate Player's left, each
 * answering with a response or `pass`; it closes when every eligible player has passed since the
 * last response. Eligibility is decided on public information only, so being asked reveals nothing.
 *
 * Cunning (12.0) uses the same mechanism: after a Pirate's own roll a window opens whose only
 * eligible player is the Pirate's owner, with `reroll` as the response.
 */
type WindowFrame = FrameOf<'window'>;

/** A kind of response some player may make in a window (the Anti-Pirate content plugs in here). */
export interface Responder {
  moments: readonly string[];
  /**
   * Public preconditions the window tests first, once per player, to skip this responder cheaply
   * (polling is the hot path of random play). `eligible` must imply them: `apAction`, the player
   * may still take his one AP Action this Player-Turn (4.61: not the Pirate Player, none used
   * yet); `card`, he holds at least one card.
   */
  needs?: { apAction?: boolean; card?: boolean };
  /** Public-information test: could this player respond now? */
  eligible(s: GameState, w: WindowFrame, player: PlayerId, ix: ComponentIndex): boolean;
  /** This player's responses now: empty whenever he may not respond (it checks for itself). */
  legal(s: GameState, w: WindowFrame, player: PlayerId, ix: ComponentIndex): Action[];
  respond(ctx: Ctx, w: WindowFrame, action: Action): void;
}

const responders: Responder[] = [];

/** A registered responder with its `needs` as bits: 1 an AP Action left, 2 a card in hand. */
interface Entry {
  r: Responder;
  needs: number;
}

/**
 * A moment's responders, built once (the registry only grows at module load): in registration
 * order (the order of the legal list), and in the order the eligibility sweep tries them (see
 * {@link mayRespond}).
 */
const byMoment = new Map<string, { all: Entry[]; sweep: Entry[] }>();

export function registerResponder(r: Responder): void {
  responders.push(r);
  byMoment.clear();
}

function entriesFor(moment: string): { all: Entry[]; sweep: Entry[] } {
  let m = byMoment.get(moment);
  if (!m) {
    const all = responders.filter((r) => r.moments.includes(moment)).map((r): Entry => ({ r, needs: (r.needs?.apAction ? 1 : 0) | (r.needs?.card ? 2 : 0) }));
    // Those with the most `needs` first (the Anti-Pirate cards): the cheapest to rule out and the
    // most often eligible. The sweep's answer does not depend on the order.
    const weight = (e: Entry): number => (e.needs & 1) + (e.needs >> 1);
    m = { all, sweep: [...all].sort((x, y) => weight(y) - weight(x)) };
    byMoment.set(moment, m);
  }
  return m;
}

/** The responders registered for a window moment (exported for the conformance tests). */
export function respondersFor(moment: string): Responder[] {
  return entriesFor(moment).all.map((e) => e.r);
}

/**
 * What `player` has of the `needs` (see {@link Responder}), as bits: 1 he may still take an AP
 * Action (4.61), 2 he holds a card. A responder is skipped when it needs a bit he lacks.
 */
function playerFlags(s: GameState, player: PlayerId): number {
  const t = s.turn;
  const apAction = player !== t.player && !t.apUsed.includes(player);
  const card = (s.players[player]?.hand.length ?? 0) > 0;
  return (apAction ? 1 : 0) | (card ? 2 : 0);
}

/** Could `player` respond now? The `needs` prefilter first, then `eligible` (`sweep`: see entriesFor). */
function mayRespond(s: GameState, w: WindowFrame, player: PlayerId, ix: ComponentIndex, sweep: readonly Entry[]): boolean {
  const flags = playerFlags(s, player);
  for (const e of sweep) if ((e.needs & ~flags) === 0 && e.r.eligible(s, w, player, ix)) return true;
  return false;
}

/** The first player of the window's order, from its cursor, who could respond; null once all passed. */
function firstEligible(s: GameState, w: WindowFrame, ix: ComponentIndex): PlayerId | null {
  const sweep = entriesFor(w.moment).sweep;
  const n = w.order.length;
  for (let k = 0; k < n && w.passes + k < n; k++) {
    const p = w.order[(w.cursor + k) % n];
    if (p && mayRespond(s, w, p, ix, sweep)) return p;
  }
  return null;
}

/** Every response `player` may make now (each responder's `legal` checks its own eligibility). */
function responses(s: GameState, w: WindowFrame, player: PlayerId, ix: ComponentIndex): Action[] {
  const flags = playerFlags(s, player);
  const out: Action[] = [];
  for (const e of entriesFor(w.moment).all) if ((e.needs & ~flags) === 0) for (const a of e.r.legal(s, w, player, ix)) out.push(a);
  return out;
}

/** The responder that offers `action` to `player` now (several offer `playEvent`, one card each). */
function responderOf(s: GameState, w: WindowFrame, player: PlayerId, ix: ComponentIndex, action: Action): Responder | undefined {
  const flags = playerFlags(s, player);
  return entriesFor(w.moment).all.find((e) => (e.needs & ~flags) === 0 && e.r.legal(s, w, player, ix).some((a) => sameAction(a, action)))?.r;
}

/**
 * Open a window if anyone could respond; otherwise nothing is pushed (nobody is asked). Anti-Pirate
 * windows poll the other players from the Pirate Player's left (4.63); a Skull & Crossbones window
 * (17.2 #19) polls the owners of the Pirates a card was just played against (`order`, `card`).
 */
export function openWindow(ctx: Ctx, moment: string, pirate: string | null, opts?: { order: PlayerId[]; card: string }): void {
  if (entriesFor(moment).all.length === 0) return;
  const order = opts?.order ?? othersFromLeft(ctx.s, ctx.s.turn.player);
  const w: WindowFrame = { kind: 'window', moment, pirate, order, cursor: 0, passes: 0, roll: null, card: opts?.card ?? null };
  if (firstEligible(ctx.s, w, ctx.ix) === null) return;
  push(ctx, w);
}

/**
 * A Pirate Action is over: remove its frame and open the window that follows a completed Action
 * (4.63: AP Actions "immediately following such an Action"; 17.2 #2 D&R after an In-Port Action).
 */
export function endAction(ctx: Ctx, f: Frame & { pirate: string }): void {
  pop(ctx, f);
  openWindow(ctx, 'actionCompleted', f.pirate);
}

/** 12.0: may the Pirate making this roll spend Cunning to reroll it? */
function cunningEligible(s: GameState, spec: ChanceSpec): PlayerId | null {
  if (spec.kind !== 'dice' || !spec.roller || !s.config.options.cunning) return null;
  if (s.config.options.cunningOnlyUpTo3d6 && spec.count > 3) return null;
  const p = s.pirates[spec.roller];
  return p && p.cunning > 0 ? p.owner : null;
}

/**
 * Deliver a chance outcome to the frame that asked for it, first offering a Cunning reroll when
 * the roll is the Pirate's own (12.0, RULINGS B42).
 */
export function deliverChance(ctx: Ctx, handlerOf: (kind: string) => Handler, spec: ChanceSpec, value: ChanceValue): void {
  const owner = cunningEligible(ctx.s, spec);
  if (owner && Array.isArray(value)) {
    push(ctx, {
      kind: 'window',
      moment: 'cunning',
      pirate: spec.kind === 'dice' ? spec.roller : null,
      order: [owner],
      cursor: 0,
      passes: 0,
      roll: { spec, value: [...value], rerolled: false },
      card: null,
    });
    return;
  }
  const f = top(ctx.s);
  if (!f) throw new Error('internal: chance outcome with an empty stack');
  handlerOf(f.kind).step(ctx, f, { type: 'chance', value });
}

export function windowHandler(handlerOf: (kind: string) => Handler): Handler<WindowFrame> {
  const currentPlayer = (s: GameState, w: WindowFrame, ix: ComponentIndex): PlayerId | null =>
    w.moment === 'cunning' ? (w.order[0] ?? null) : firstEligible(s, w, ix);

  const close = (ctx: Ctx, w: WindowFrame, value: number[] | null): void => {
    pop(ctx, w);
    if (value && w.roll) {
      const below = top(ctx.s);
      if (!below) throw new Error('internal: cunning window with nothing below');
      handlerOf(below.kind).step(ctx, below, { type: 'chance', value });
    }
  };

  return {
    rule: (w) => (w.moment === 'cunning' ? '12.0' : '4.63'),
    node(s, w, ix) {
      if (w.moment === 'cunning') {
        const roll = w.roll;
        if (roll?.rerolled) return { kind: 'chance', spec: { ...roll.spec, roller: null } as ChanceSpec };
        const player = w.order[0];
        return player ? { kind: 'decision', player } : { kind: 'auto' };
      }
      const player = currentPlayer(s, w, ix);
      return player ? { kind: 'decision', player } : { kind: 'auto' };
    },
    legal(s, w, ix, known) {
      const player = known ?? currentPlayer(s, w, ix);
      if (!player) return [];
      if (w.moment === 'cunning') {
        return w.pirate ? [{ type: 'reroll', player, pirate: w.pirate }, { type: 'pass', player }] : [];
      }
      const out = responses(s, w, player, ix);
      out.push({ type: 'pass', player });
      return out;
    },
    step(ctx, w, input) {
      if (w.moment === 'cunning') {
        const roll = w.roll;
        if (!roll) return close(ctx, w, null);
        if (input?.type === 'reroll') {
          const p = mutPirateIf(ctx, input.pirate);
          if (p) p.cunning -= 1;
          roll.rerolled = true;
          emit(ctx, { type: 'cunningUsed', rule: '12.0', pirate: input.pirate, discarded: [...roll.value], cunningLeft: p?.cunning ?? 0, purpose: roll.spec.label });
          return;
        }
        if (input?.type === 'chance' && Array.isArray(input.value)) {
          // 12.0 (c): a rerolled roll may not be rerolled again; the first print allows it (option cunningNoReReroll).
          if (!ctx.s.config.options.cunningNoReReroll && cunningEligible(ctx.s, roll.spec)) {
            roll.value = [...input.value];
            roll.rerolled = false;
            return;
          }
          return close(ctx, w, input.value);
        }
        return close(ctx, w, roll.value);
      }
      if (!input) return close(ctx, w, null);
      if (input.type === 'pass') {
        // The poll (firstEligible) skips the players from the cursor who could not respond; they
        // pass with him, so the cursor moves past him and nobody is asked twice in one window
        // (issue 24, R105). Nothing changed for them: a pass changes no state.
        const n = Math.max(1, w.order.length);
        const at = 'player' in input ? w.order.indexOf(input.player) : -1;
        const skipped = at < 0 ? 0 : (at - w.cursor + n) % n;
        w.passes += skipped + 1;
        w.cursor = (w.cursor + skipped + 1) % n;
        return;
      }
      const player = 'player' in input ? input.player : null;
      if (player) responderOf(ctx.s, w, player, ctx.ix, input)?.respond(ctx, w, input);
      w.passes = 0;
      w.cursor = (w.order.indexOf(player ?? 'A') + 1) % Math.max(1, w.order.length);
    },
  };
}
