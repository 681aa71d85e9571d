/**
 * Helpers for the tests of the quick System Player (19.17, src/solo/quick.ts): its choice among
 * given legal actions in a forced position, at a forced frame.
 */
import type { Action, GameState, PlayerId } from '../../src/index.js';
import type { Frame } from '../../src/state/schema.js';
import { componentsOf } from '../../src/actions/ctx.js';
import { quickChoice } from '../../src/solo/quick.js';
import { engine } from '../../src/api/engine.js';

/** The System Player of `solo()` (test/rules/solo-helpers.ts). */
export const SP: PlayerId = 'B';
/** Vane's Cunning reroll (12.0) and the SP's pass. */
export const reroll: Action = { type: 'reroll', player: SP, pirate: 'vane' };
export const pass: Action = { type: 'pass', player: SP };

/** The SP's choice in `s` with `frames` pushed on the stack (the last is the decision's frame). */
export function choose(s: GameState, frames: Frame[], legal: Action[]): Action {
  const at: GameState = { ...s, stack: [...s.stack, ...frames] };
  return quickChoice(engine, at, componentsOf(at), SP, frames[frames.length - 1] as Frame, legal);
}

/** The SP's choice in `s` at the frame on top of its stack (his Player-Turn's Actions). */
export function chooseAtTurn(s: GameState, legal: Action[]): Action {
  return quickChoice(engine, s, componentsOf(s), SP, s.stack[s.stack.length - 1] as Frame, legal);
}

/** `s` at the System Player's Card Play Phase, the Player-Turn of `pirate`'s slot (19.2), with him to act and `left` Actions (4.5). */
export function spTurn(s: GameState, left: number, pirate = 'vane'): GameState {
  const slot = s.solo ? s.solo.slots.indexOf(pirate) : -1;
  return {
    ...s,
    solo: s.solo && slot >= 0 ? { ...s.solo, slot } : s.solo,
    turn: { ...s.turn, player: SP, phase: 'play', actionsLeft: left, actionsPirate: pirate },
  };
}

/** Vane's In-Port Activities at `port` at `step` (9.41). */
export function vaneInPort(port: string, step: Extract<Frame, { kind: 'inPort' }>['step'], amount = 0): Frame {
  return { kind: 'inPort', pirate: 'vane', port, step, hostage: 0, holder: null, amount, convertedAtPiratePort: false };
}

/** The Cunning window (12.0) that a roll of Vane's (1d6 by default) opens. */
export function cunning(die: number, ...more: number[]): Frame {
  const spec = { kind: 'dice' as const, count: 1 + more.length, roller: 'vane', label: 'a roll of his' };
  return { kind: 'window', moment: 'cunning', pirate: 'vane', order: [SP], cursor: 0, passes: 0, roll: { spec, value: [die, ...more], rerolled: false }, card: null };
}
