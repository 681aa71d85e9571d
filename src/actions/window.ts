import type { Action } from './schema.js';
import { emit, ownFrame, pop, push, top, type Blackbeard, type Ctx, type Handler } from './ctx.js';
import { createWindows } from '../kernel/index.js';
import type { ComponentIndex } from '../tables/index.js';
import type { ChanceSpec, Frame, FrameOf, GameState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import { othersFromLeft } from '../state/pieces.js';
import type { ChanceValue } from '../state/chance.js';
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

/**
 * The kernel's windows (src/kernel/window.ts) with this game's public facts: bit 1, the player may
 * still take an AP Action this Player-Turn (4.61: not the Pirate Player, none used yet); bit 2, he
 * holds a card.
 */
const windows = createWindows<Blackbeard, WindowFrame>({
  flags(s, player) {
    const t = s.turn;
    const apAction = player !== t.player && !t.apUsed.includes(player);
    const card = (s.players[player]?.hand.length ?? 0) > 0;
    return (apAction ? 1 : 0) | (card ? 2 : 0);
  },
  pass: (player) => ({ type: 'pass', player }),
  isPass: (input) => input.type === 'pass',
});

const registered: Responder[] = [];

export function registerResponder(r: Responder): void {
  registered.push(r);
  windows.register({ ...r, needs: (r.needs?.apAction ? 1 : 0) | (r.needs?.card ? 2 : 0) });
}

/** The responders registered for a window moment (exported for the conformance tests). */
export function respondersFor(moment: string): Responder[] {
  return registered.filter((r) => r.moments.includes(moment));
}

/**
 * Open a window if anyone could respond; otherwise nothing is pushed (nobody is asked). Anti-Pirate
 * windows poll the other players from the Pirate Player's left (4.63); a Skull & Crossbones window
 * (17.2 #19) polls the owners of the Pirates a card was just played against (`order`, `card`).
 */
export function openWindow(ctx: Ctx, moment: string, pirate: string | null, opts?: { order: PlayerId[]; card: string }): void {
  const order = opts?.order ?? othersFromLeft(ctx.s, ctx.s.turn.player);
  windows.open(ctx, { kind: 'window', moment, pirate, order, cursor: 0, passes: 0, roll: null, card: opts?.card ?? null });
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
 * The kernel's `interceptChance` hook: before a roll reaches the frame that asked for it, offer a
 * Cunning reroll when the roll is the Pirate's own (12.0, RULINGS B42). True when the window opened
 * (the roll then reaches the frame when the window closes).
 */
export function offerCunning(ctx: Ctx, spec: ChanceSpec, value: ChanceValue): boolean {
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
    return true;
  }
  return false;
}

export function windowHandler(handlerOf: (kind: string) => Handler): Handler<WindowFrame> {
  const currentPlayer = (s: GameState, w: WindowFrame, ix: ComponentIndex): PlayerId | null =>
    w.moment === 'cunning' ? (w.order[0] ?? null) : windows.current(s, w, ix);

  const close = (ctx: Ctx, w: WindowFrame, value: number[] | null): void => {
    pop(ctx, w);
    if (value && w.roll) {
      const under = top(ctx.s);
      if (!under) throw new Error('internal: cunning window with nothing below');
      // The frame that rolled now takes the roll: it is changed, so this step's own copy.
      const below = ownFrame(ctx, under);
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
      return windows.legal(s, w, ix, player);
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
      windows.step(ctx, w, input);
    },
  };
}
