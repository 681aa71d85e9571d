import type { Action } from './schema.js';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import type { ChanceSpec, Frame, FrameOf, GameState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import type { GameEvent } from '../events/types.js';
import { builtinComponents, indexComponents, type ComponentIndex } from '../tables/index.js';

/**
 * What a rule function works on: the state being changed (a working copy in `apply`, a private
 * clone in the simulator), the events it reports, and the component data.
 */
export interface Ctx {
  s: GameState;
  events: GameEvent[];
  ix: ComponentIndex;
  /** The simulator drops events unless asked to record them. */
  dropEvents?: boolean;
  /** The live seeded generator while rules run; written back to `s.rng` when they stop. */
  gen?: RandomGenerator | undefined;
  /**
   * Copy on first write (src/state/copy.ts): the objects of `s` that are this context's own, free
   * to change in place. Anything else may be shared with another state (the input of `apply`, a
   * sibling position of the System Player's search) and is copied by `mutPirate`, `mutCounts` ...
   * before its first change. `null`: every object of `s` is its own (the simulator's private clone).
   */
  owned: Set<object> | null;
}

/** What the top frame needs next. */
export type Node =
  | { kind: 'decision'; player: PlayerId }
  | { kind: 'chance'; spec: ChanceSpec }
  | { kind: 'auto' };

/** One procedure family: who decides, the legal actions, and how an input advances it. */
export interface Handler<F extends Frame = Frame> {
  /** Rule cited by errors raised while this frame is on top. */
  rule(f: F): string;
  node(s: GameState, f: F, ix: ComponentIndex): Node;
  /**
   * Complete list of legal actions at a decision node. `player` is the decider when the caller has
   * just computed the node (it saves a window a second eligibility sweep); otherwise it is derived.
   */
  legal(s: GameState, f: F, ix: ComponentIndex, player?: PlayerId): Action[];
  /** Advance with a decision, a chance outcome, or nothing (auto). Mutates ctx.s. */
  step(ctx: Ctx, f: F, input: Action | null): void;
}

export function componentsOf(s: GameState): ComponentIndex {
  return indexComponents(s.components ?? builtinComponents);
}

export function top(s: GameState): Frame | undefined {
  return s.stack[s.stack.length - 1];
}

export function push(ctx: Ctx, f: Frame): void {
  ctx.s.stack.push(f);
}

/**
 * Remove frame `f` when its procedure is over. It is normally on top; a frame pushed while it ran
 * (a Mutiny the instant Loyalty reaches 0, 14.1) stays and runs next.
 */
export function pop(ctx: Ctx, f: Frame): void {
  const stack = ctx.s.stack;
  if (stack[stack.length - 1] === f) {
    stack.pop();
    return;
  }
  const i = stack.lastIndexOf(f);
  if (i < 0) throw new Error(`internal: pop ${f.kind}, which is not on the stack`);
  stack.splice(i, 1);
}

/** The nearest frame of a kind, from the top. */
export function findFrame<K extends Frame['kind']>(s: GameState, kind: K): FrameOf<K> | undefined {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const f = s.stack[i];
    if (f && f.kind === kind) return f as FrameOf<K>;
  }
  return undefined;
}

export function emit(ctx: Ctx, e: GameEvent): void {
  if (!ctx.dropEvents) ctx.events.push(e);
}

export function dice(count: number, roller: string | null, label: string): ChanceSpec {
  return { kind: 'dice', count, roller, label };
}
