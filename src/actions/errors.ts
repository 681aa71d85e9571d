import { IllegalActionError as KernelIllegalActionError, type KernelIllegalCode } from '../kernel/index.js';

/**
 * Stable error codes for illegal actions. They are part of the public contract: a frontend may
 * switch on them. Each error also carries the rule it rests on (e.g. '9.31'). The kernel's codes
 * ('malformed-action', 'game-over', 'not-your-decision', 'not-a-chance-node', 'chance-expected',
 * 'invalid-chance-outcome', 'wrong-phase', 'illegal-action') and Blackbeard's own.
 */
export type IllegalActionCode = KernelIllegalCode | 'unknown-pirate' | 'unknown-port' | 'unknown-card' | 'not-your-pirate';

/**
 * Thrown by `apply` (returned by `check`) for an action that is not legal in the given state: wrong
 * player, unknown id, malformed shape, or a well-formed action at the wrong moment. `code` is stable
 * (see {@link IllegalActionCode}), `rule` cites the section that forbids it; the input state is untouched.
 */
export class IllegalActionError extends KernelIllegalActionError<IllegalActionCode> {
  override readonly name = 'IllegalActionError';
}
