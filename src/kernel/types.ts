/**
 * The types a game hands the kernel (docs/kernel.md). The kernel knows no game: it runs a stack of
 * procedure frames over a state it never reads beyond the few fields below, and it is told the rest
 * through one bundle of types, {@link GameTypes}, and a definition (`defineGame`, ./engine.ts).
 */

/** A procedure frame: plain JSON data whose `kind` names the handler that runs it. */
export interface KernelFrame {
  kind: string;
}

/**
 * What the kernel reads of a game's state. Everything else is the game's own business.
 * - `stack`: the frame stack, top last (DESIGN "The decision kernel");
 * - `over`: null while the game runs;
 * - `rng`: the seeded generator's saved state (null in external randomness);
 * - `config.randomness`: who resolves chance nodes, the engine (`seeded`) or the caller (`external`).
 */
export interface KernelState<F extends KernelFrame = KernelFrame> {
  stack: F[];
  over: object | null;
  rng: number[] | null;
  config: { randomness: 'seeded' | 'external' };
}

/**
 * A chance node's description. Dice are unordered (`count` dice, outcomes are multisets, faces
 * high to low); `d66` is two ordered dice; `draw` takes one item from a pool the game defines
 * (./chance.ts `Pools`). A game may add fields (Blackbeard adds the roller of a die, for Cunning).
 */
export type KernelChanceSpec =
  | { kind: 'dice'; count: number; label: string }
  | { kind: 'd66'; label: string }
  | { kind: 'draw'; pool: string; label: string };

/** An outcome of a chance node: die faces, or the id of what was drawn. */
export type ChanceValue = number[] | string;

/** The action the caller sends to answer a chance node in external randomness. */
export interface ChanceAction {
  type: 'chance';
  value: ChanceValue;
}

/**
 * One game's types, bundled so that the kernel's signatures stay short: `Ctx<T>`, `Handler<T, F>`.
 * - `state`, `frame`: the game's state and the union of its frames;
 * - `action`: every action the game accepts; its chance action must be `{ type: 'chance', value }`;
 *   every other action names its actor in `player`;
 * - `event`: what the rules report;
 * - `player`: a player id;
 * - `spec`: the game's chance specs (the kernel's, possibly with more fields);
 * - `ix`: the game's indexed component data, handed to every handler.
 */
export interface GameTypes {
  state: KernelState;
  frame: KernelFrame;
  action: { type: string };
  event: { type: string };
  player: string;
  spec: KernelChanceSpec;
  ix: unknown;
}
