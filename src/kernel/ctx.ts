import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import type { GameTypes } from './types.js';
import { deepJson } from './copy.js';

/**
 * What a rule function works on: the state being changed (a working copy in `apply`, a private
 * clone in the simulator), the events it reports, and the game's component data.
 */
export interface Ctx<T extends GameTypes> {
  s: T['state'];
  events: T['event'][];
  ix: T['ix'];
  /** The simulator drops events unless asked to record them. */
  dropEvents?: boolean;
  /** The live seeded generator while rules run; written back to `s.rng` when they stop. */
  gen?: RandomGenerator | undefined;
  /**
   * Copy on first write (./copy.ts): the objects of `s` that are this context's own, free to change
   * in place. Anything else may be shared with another state (the input of `apply`, a sibling
   * position of a search) and must be copied before its first change. `null`: every object of `s`
   * is its own (the simulator's private clone).
   */
  owned: Set<object> | null;
}

/**
 * What the top frame needs next:
 * - `decision`: one player chooses among `legal`;
 * - `simultaneous`: each listed player (those who have not yet) commits a secret choice, in any
 *   order; nothing is revealed until all have (./secrets.ts);
 * - `chance`: a die roll or a draw (seeded: the engine samples it; external: the caller answers);
 * - `auto`: nobody decides; the handler steps on with no input.
 */
export type Node<T extends GameTypes> =
  | { kind: 'decision'; player: T['player'] }
  | { kind: 'simultaneous'; players: readonly T['player'][] }
  | { kind: 'chance'; spec: T['spec'] }
  | { kind: 'auto' };

/** One procedure family: who decides, the legal actions, and how an input advances it. */
export interface Handler<T extends GameTypes, F extends T['frame'] = T['frame']> {
  /** Rule cited by errors raised while this frame is on top. */
  rule(f: F): string;
  /** What the frame needs next: a decision, a simultaneous choice, a chance node, or nothing (auto). */
  node(s: T['state'], f: F, ix: T['ix']): Node<T>;
  /**
   * Complete list of `player`'s legal actions at a decision (or simultaneous) node. `player` is the
   * decider when the caller has just computed the node; at a decision node it may be left out.
   */
  legal(s: T['state'], f: F, ix: T['ix'], player?: T['player']): T['action'][];
  /** Advance with a decision, a chance outcome, or nothing (auto). Mutates ctx.s. */
  step(ctx: Ctx<T>, f: F, input: T['action'] | null): void;
}

/** The top frame of the stack, or undefined when it is empty. */
export function top<F>(s: { stack: F[] }): F | undefined {
  return s.stack[s.stack.length - 1];
}

/** Start a procedure: its frame goes on top and runs next. */
export function push<T extends GameTypes>(ctx: Ctx<T>, f: T['frame']): void {
  ctx.s.stack.push(f);
  // A frame made in this step is its own already: `ownFrame` need not copy it.
  ctx.owned?.add(f);
}

/**
 * Remove frame `f` when its procedure is over. It is normally on top; a frame pushed while it ran
 * (an interruption the rules make happen "the instant" something occurs) stays and runs next.
 */
export function pop<T extends GameTypes>(ctx: Ctx<T>, f: T['frame']): void {
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
 * Frame `f` as the context's own, free to change. Frames are copied on first write like records
 * (./copy.ts): a working copy shares the input's frozen frames, the kernel makes the top frame the
 * context's own before each step, and a rule that changes a frame lower in the stack (an Action
 * cancelled under its window) asks for it here first and writes the object returned.
 */
export function ownFrame<T extends GameTypes>(ctx: Ctx<T>, f: T['frame']): T['frame'] {
  const owned = ctx.owned;
  if (owned === null || owned.has(f)) return f;
  const stack = ctx.s.stack;
  const i = stack.lastIndexOf(f);
  if (i < 0) throw new Error(`internal: ${f.kind} is not on the stack`);
  const c = deepJson(f);
  stack[i] = c;
  owned.add(c);
  return c;
}

/** The nearest frame of a kind, from the top. */
export function findFrame<F extends { kind: string }, K extends F['kind']>(s: { stack: F[] }, kind: K): Extract<F, { kind: K }> | undefined {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const f = s.stack[i];
    if (f && f.kind === kind) return f as Extract<F, { kind: K }>;
  }
  return undefined;
}

/** Report an event (dropped by a simulator that does not record them). */
export function emit<T extends GameTypes>(ctx: Ctx<T>, e: T['event']): void {
  if (!ctx.dropEvents) ctx.events.push(e);
}
