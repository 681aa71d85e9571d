import { ConfigError as KernelConfigError } from '../kernel/index.js';

/**
 * Why `createGame` / `createScenario` refused a configuration (stable, part of the public contract):
 * - 'unknown-key': a key the schema does not define (a misspelt option or field), named by `path`;
 * - 'invalid-config': a value of the wrong type or out of range;
 * - 'invalid-components': the component set does not validate;
 * - 'invalid-position': a scenario no game reaches (a component placed twice or unknown, a rating
 *   or count beyond the rules' limits; src/state/check.ts);
 * - 'out-of-bounds': larger than any game's: a list or record longer than the game has components,
 *   nesting too deep (a cycle), a string too long (src/state/bounds.ts).
 */
export type ConfigErrorCode = 'unknown-key' | 'invalid-config' | 'invalid-components' | 'invalid-position' | 'out-of-bounds';

/** Thrown by `createGame` / `createScenario` for an invalid configuration, with the path at fault. */
export class ConfigError extends KernelConfigError<ConfigErrorCode> {
  override readonly name = 'ConfigError';
  constructor(message: string, code: ConfigErrorCode = 'invalid-config', path = '') {
    super(message, code, path);
  }
}
