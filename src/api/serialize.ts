import { GameStateSchema, type GameState } from '../state/schema.js';
import { ENVELOPE, SaveFormatError } from './save-format.js';
import { readSave } from '../kernel/index.js';
import { sealState } from '../state/copy.js';
import { stateViolations } from '../state/check.js';
import { protoKeyPath } from '../state/lookup.js';
import { clip, ownData } from '../state/bounds.js';
import { OPTION_KINDS } from '../state/options.js';
import { builtinComponents, indexComponents } from '../tables/index.js';

export { serialize, SaveFormatError, type SaveFormatCode } from './save-format.js';

/**
 * Read a saved game written by {@link serialize}. Guarantees (docs/guide.md "Saved games"): the
 * state matches {@link GameStateSchema} exactly (no unknown keys) and passes the conservation and
 * bounds invariants of src/state/check.ts, so every card and counter is in one place, every id is
 * a component, every count is within the rules' limits. Anything else throws {@link SaveFormatError}
 * naming the path at fault.
 */
export function deserialize(json: string): GameState {
  // The kernel reads the envelope (src/kernel/save.ts): the text's length, then every list's and
  // record's (issue 22 point 1, src/state/bounds.ts) before any schema does work per element, then
  // JSON, this game, this version.
  const raw = { state: readSave(ENVELOPE, json) };
  // Issue 22 point 5: a save is complete. An option left out would take its default (the schema's)
  // and the game go on under other rules; there are no older save versions to migrate (any other
  // version is refused above), so a missing option is a fault of the save.
  const missing = missingOption(raw.state);
  if (missing !== null) throw new SaveFormatError(`Invalid saved state at ${missing}: the option is missing (a save records every option)`, 'missing-option', missing);
  const proto = protoKeyPath((raw as { state?: unknown }).state, ['state']);
  if (proto !== null) throw new SaveFormatError(`Invalid saved state at ${proto}: unknown key '__proto__'`, 'invalid-shape', proto);
  const r = GameStateSchema.safeParse(ownData((raw as { state?: unknown }).state));
  if (!r.success) {
    const i = r.error.issues[0];
    const path = ['state', ...(i?.path ?? []).map(String)].join('.');
    throw new SaveFormatError(`Invalid saved state at ${path}: ${clip(i?.message ?? 'invalid')}`, 'invalid-shape', path);
  }
  const v = stateViolations(r.data, indexComponents(r.data.components ?? builtinComponents));
  if (v.length > 0) {
    const path = `state.${v[0]!.path}`;
    const more = v.length > 1 ? ` (and ${v.length - 1} more: ${v.slice(1, 4).map((x) => x.path).join(', ')})` : '';
    throw new SaveFormatError(`Invalid saved state at ${path}: ${clip(v[0]!.message)}${clip(more)}`, 'invalid-position', path);
  }
  return sealState(r.data);
}

/** The path of the first option missing from a saved state's `config.options` (own keys), or null. */
function missingOption(state: unknown): string | null {
  const config = state !== null && typeof state === 'object' ? (state as { config?: unknown }).config : undefined;
  const options = config !== null && typeof config === 'object' ? (config as { options?: unknown }).options : undefined;
  // Anything but an object is the schema's to name.
  if (options === null || typeof options !== 'object' || Array.isArray(options)) return null;
  for (const k of Object.keys(OPTION_KINDS)) if (!Object.hasOwn(options, k)) return `state.config.options.${k}`;
  return null;
}
