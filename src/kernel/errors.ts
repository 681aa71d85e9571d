/**
 * The kernel's typed errors. Each has a stable `code` a caller may switch on; a game narrows the
 * codes to its own list (Blackbeard: src/actions/errors.ts) by subclassing.
 */

/** The codes the kernel itself raises while validating an action against the frame on top. */
export type KernelIllegalCode =
  | 'malformed-action'
  | 'game-over'
  | 'not-your-decision'
  | 'not-a-chance-node'
  | 'chance-expected'
  | 'invalid-chance-outcome'
  | 'wrong-phase'
  | 'illegal-action';

/**
 * Thrown by `apply` (returned by `check`) for an action that is not legal in the given state. `code`
 * is stable, `rule` cites the rule that forbids it; the input state is untouched.
 */
export class IllegalActionError<C extends string = string> extends Error {
  override readonly name: string = 'IllegalActionError';
  constructor(
    readonly code: C,
    message: string,
    readonly rule: string,
  ) {
    super(`${message} (rule ${rule})`);
  }
}

/** Thrown when a saved game cannot be read: not JSON, another game or version, or invalid. */
export class SaveFormatError<C extends string = string> extends Error {
  override readonly name: string = 'SaveFormatError';
  constructor(
    message: string,
    /** Stable reason. */
    readonly code: C,
    /** Dotted path in the saved text at fault (`state.pirates.kidd.loyalty`), '' for the whole text. */
    readonly path: string = '',
  ) {
    super(message);
  }
}

/**
 * Thrown when a game config, a component set or a scenario is invalid, with the dotted path of the
 * first fault and a stable code.
 */
export class ConfigError<C extends string = string> extends Error {
  override readonly name: string = 'ConfigError';
  constructor(
    message: string,
    readonly code: C,
    /** Dotted path of the first fault ('' for the whole config). */
    readonly path: string = '',
  ) {
    super(message);
  }
}
