import { push, type Ctx } from './ctx.js';
import { sameAction } from './same-action.js';
import type { GameTypes } from './types.js';

/**
 * Interrupt windows (DESIGN "Interrupt windows"). A window is opened at a moment the rules allow a
 * reaction; the eligible players are polled in the window's order from its cursor, each answering
 * with a response or a pass; it closes when every player in the order has passed since the last
 * response. Eligibility is decided on public information only, so being asked reveals nothing, and
 * a player with nothing he could do is not asked.
 */

/** The kernel's part of a window frame; a game adds its own fields (what the window is about). */
export interface WindowFrame<P extends string = string> {
  kind: 'window';
  /** The moment of the rules this window answers (a game's own names: 'actionAnnounced', ...). */
  moment: string;
  /** Who may respond, in the order they are asked. */
  order: P[];
  /** Index in `order` of the next player to ask. */
  cursor: number;
  /** Players who have passed since the last response. */
  passes: number;
}

/** A kind of response some player may make in a window. */
export interface Responder<T extends GameTypes, W extends WindowFrame<T['player']>> {
  moments: readonly string[];
  /**
   * Public preconditions as bits of the game's `flags` (for example "may still take an AP Action",
   * "holds a card"): the window tests them first, to skip this responder cheaply (polling is the
   * hot path of random play). `eligible` must imply them.
   */
  needs?: number;
  /** Public-information test: could this player respond now? */
  eligible(s: T['state'], w: W, player: T['player'], ix: T['ix']): boolean;
  /** This player's responses now: empty whenever he may not respond (it checks for itself). */
  legal(s: T['state'], w: W, player: T['player'], ix: T['ix']): T['action'][];
  /** Carry out `action`, one of this responder's `legal` answers. */
  respond(ctx: Ctx<T>, w: W, action: T['action']): void;
}

/** What a game tells its windows. */
export interface WindowOptions<T extends GameTypes> {
  /** The public facts responders' `needs` test, as bits (0 when the game has none). */
  flags?(s: T['state'], player: T['player']): number;
  /** A player's pass. */
  pass(player: T['player']): T['action'];
  /** Whether an input is a pass. */
  isPass(input: T['action']): boolean;
}

/** The windows of one game: its responders and the window frame's node, legal list and step. */
export interface Windows<T extends GameTypes, W extends WindowFrame<T['player']>> {
  /** Add a kind of response (at module load, before any window opens). */
  register(r: Responder<T, W>): void;
  /** The responders registered for a moment, in registration order. */
  respondersFor(moment: string): Responder<T, W>[];
  /** Push `w` if anyone in its order could respond now; false (nothing pushed) otherwise. */
  open(ctx: Ctx<T>, w: W): boolean;
  /** The player asked now, or null once all have passed. */
  current(s: T['state'], w: W, ix: T['ix']): T['player'] | null;
  /** Every response `player` may make now, then his pass. */
  legal(s: T['state'], w: W, ix: T['ix'], player: T['player']): T['action'][];
  /** A response or a pass; `null` (nobody left to ask) closes the window. */
  step(ctx: Ctx<T>, w: W, input: T['action']): void;
}

interface Entry<T extends GameTypes, W extends WindowFrame<T['player']>> {
  r: Responder<T, W>;
  needs: number;
}

/** Build a game's windows (Blackbeard: src/actions/window.ts). */
export function createWindows<T extends GameTypes, W extends WindowFrame<T['player']>>(opts: WindowOptions<T>): Windows<T, W> {
  const responders: Responder<T, W>[] = [];
  /**
   * A moment's responders, built once (the registry only grows at module load): in registration
   * order (the order of the legal list), and in the order the eligibility sweep tries them.
   */
  const byMoment = new Map<string, { all: Entry<T, W>[]; sweep: Entry<T, W>[] }>();
  const flagsOf = opts.flags ?? (() => 0);

  function entriesFor(moment: string): { all: Entry<T, W>[]; sweep: Entry<T, W>[] } {
    let m = byMoment.get(moment);
    if (!m) {
      const all = responders.filter((r) => r.moments.includes(moment)).map((r): Entry<T, W> => ({ r, needs: r.needs ?? 0 }));
      // Those with the most `needs` first: the cheapest to rule out. The answer does not depend on it.
      const weight = (e: Entry<T, W>): number => bitCount(e.needs);
      m = { all, sweep: [...all].sort((x, y) => weight(y) - weight(x)) };
      byMoment.set(moment, m);
    }
    return m;
  }

  function mayRespond(s: T['state'], w: W, player: T['player'], ix: T['ix'], sweep: readonly Entry<T, W>[]): boolean {
    const flags = flagsOf(s, player);
    for (const e of sweep) if ((e.needs & ~flags) === 0 && e.r.eligible(s, w, player, ix)) return true;
    return false;
  }

  function current(s: T['state'], w: W, ix: T['ix']): T['player'] | null {
    const sweep = entriesFor(w.moment).sweep;
    const n = w.order.length;
    for (let k = 0; k < n && w.passes + k < n; k++) {
      const p = w.order[(w.cursor + k) % n];
      if (p !== undefined && mayRespond(s, w, p, ix, sweep)) return p;
    }
    return null;
  }

  function responses(s: T['state'], w: W, player: T['player'], ix: T['ix']): T['action'][] {
    const flags = flagsOf(s, player);
    const out: T['action'][] = [];
    for (const e of entriesFor(w.moment).all) if ((e.needs & ~flags) === 0) for (const a of e.r.legal(s, w, player, ix)) out.push(a);
    return out;
  }

  return {
    register(r) {
      responders.push(r);
      byMoment.clear();
    },
    respondersFor: (moment) => entriesFor(moment).all.map((e) => e.r),
    open(ctx, w) {
      if (entriesFor(w.moment).all.length === 0) return false;
      if (current(ctx.s, w, ctx.ix) === null) return false;
      push(ctx, w);
      return true;
    },
    current,
    legal(s, w, ix, player) {
      const out = responses(s, w, player, ix);
      out.push(opts.pass(player));
      return out;
    },
    step(ctx, w, input) {
      const n = Math.max(1, w.order.length);
      if (opts.isPass(input)) {
        // The poll (`current`) skipped the players from the cursor who could not respond: they
        // pass with him, so the cursor moves past him and nobody is asked twice in one window
        // (Blackbeard R105). Nothing changed for them: a pass changes no state.
        const at = w.order.indexOf((input as { player?: T['player'] }).player as T['player']);
        const skipped = at < 0 ? 0 : (at - w.cursor + n) % n;
        w.passes += skipped + 1;
        w.cursor = (w.cursor + skipped + 1) % n;
        return;
      }
      const player = (input as { player?: T['player'] }).player;
      if (player !== undefined) {
        const flags = flagsOf(ctx.s, player);
        const e = entriesFor(w.moment).all.find((x) => (x.needs & ~flags) === 0 && x.r.legal(ctx.s, w, player, ctx.ix).some((a) => sameAction(a, input)));
        e?.r.respond(ctx, w, input);
      }
      w.passes = 0;
      w.cursor = (player === undefined ? 0 : w.order.indexOf(player) + 1) % n;
    },
  };
}

function bitCount(n: number): number {
  let c = 0;
  for (let x = n; x; x >>= 1) c += x & 1;
  return c;
}
