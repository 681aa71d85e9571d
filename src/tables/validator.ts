import type { ComponentSet } from './schema.js';
import { ConfigError } from './config-error.js';

/**
 * The validator of user component sets, registered by src/tables/schema.ts when it loads: a hook
 * rather than an import, so that `createGame` (on the browser's play path, issue 14 point 3) does
 * not bring zod into a bundle that never passes its own set.
 */
let validator: ((raw: unknown) => ComponentSet) | null = null;

export function registerComponentValidator(v: (raw: unknown) => ComponentSet): void {
  validator = v;
}

/** A user component set, validated (throws a ConfigError 'invalid-components'). */
export function validateComponents(raw: unknown): ComponentSet {
  if (!validator) {
    throw new ConfigError(
      "A custom component set needs its schema: import { ComponentSetSchema } from 'blackbeard-engine/schemas' (it registers the validator) before createGame",
      'invalid-components',
      'components',
    );
  }
  return validator(raw);
}
