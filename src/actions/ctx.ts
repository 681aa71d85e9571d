import type { Action } from './schema.js';
import type { ChanceSpec, Frame, FrameOf, GameState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import type { GameEvent } from '../events/types.js';
import { builtinComponents, indexComponents, type ComponentIndex } from '../tables/index.js';
import * as K from '../kernel/index.js';

/**
 * Blackbeard's binding to the decision kernel (src/kernel, docs/kernel.md): the game's types in one
 * bundle, and the kernel's context, node and handler types specialised to them. Every rule module
 * imports these from here.
 */
export interface Blackbeard extends K.GameTypes {
  state: GameState;
  frame: Frame;
  action: Action;
  event: GameEvent;
  player: PlayerId;
  spec: ChanceSpec;
  ix: ComponentIndex;
}

/** What a rule function works on: the state being changed, the events it reports, the component data. */
export type Ctx = K.Ctx<Blackbeard>;
/** What the top frame needs next. */
export type Node = K.Node<Blackbeard>;
/** One procedure family: who decides, the legal actions, and how an input advances it. */
export type Handler<F extends Frame = Frame> = K.Handler<Blackbeard, F>;

export function componentsOf(s: GameState): ComponentIndex {
  return indexComponents(s.components ?? builtinComponents);
}

export function top(s: GameState): Frame | undefined {
  return s.stack[s.stack.length - 1];
}

export function push(ctx: Ctx, f: Frame): void {
  ctx.s.stack.push(f);
  // A frame made in this step is its own already: `ownFrame` need not copy it.
  ctx.owned?.add(f);
}

/**
 * Remove frame `f` when its procedure is over. It is normally on top; a frame pushed while it ran
 * (a Mutiny the instant Loyalty reaches 0, 14.1) stays and runs next.
 */
export function pop(ctx: Ctx, f: Frame): void {
  // The kernel's `pop`, written out: it runs at the end of every procedure (a hot path).
  const stack = ctx.s.stack;
  if (stack[stack.length - 1] === f) {
    stack.pop();
    return;
  }
  const i = stack.lastIndexOf(f);
  if (i < 0) throw new Error(`internal: pop ${f.kind}, which is not on the stack`);
  stack.splice(i, 1);
}

/**
 * Frame `f` as this step's own, to change: frames below the top are shared with the input state
 * until a rule asks for one (the kernel's `ownFrame`, src/kernel/ctx.ts). Write the object returned.
 */
export function ownFrame<F extends Frame>(ctx: Ctx, f: F): F {
  return K.ownFrame(ctx, f) as F;
}

/** The nearest frame of a kind, from the top. */
export function findFrame<Kind extends Frame['kind']>(s: GameState, kind: Kind): FrameOf<Kind> | undefined {
  // Written out rather than the kernel's generic one: the windows' eligibility tests call it often.
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const f = s.stack[i];
    if (f && f.kind === kind) return f as FrameOf<Kind>;
  }
  return undefined;
}

export function emit(ctx: Ctx, e: GameEvent): void {
  if (!ctx.dropEvents) ctx.events.push(e);
}

/** A roll of `count` dice; `roller` is the Pirate whose own roll it is (12.0 Cunning), or null. */
export function dice(count: number, roller: string | null, label: string): ChanceSpec {
  return { kind: 'dice', count, roller, label };
}
