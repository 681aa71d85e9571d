import { GameStateSchema, type GameState } from './schema.js';
import { STATE_VERSION } from './version.js';
import { FORMAT, SaveFormatError } from './save-format.js';
import { sealState } from './copy.js';
import { stateViolations } from './check.js';
import { protoKeyPath } from './lookup.js';
import { MAX_SAVE_CHARS, boundsFault, clip, ownData } from './bounds.js';
import { OPTION_KINDS } from './options.js';
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
  // Issue 22 point 1: the text's length, then every list's and record's, before any schema does
  // work per element (src/state/bounds.ts).
  if (typeof json === 'string' && json.length > MAX_SAVE_CHARS) throw new SaveFormatError(`Not a saved ${FORMAT}: ${json.length} characters, more than the ${MAX_SAVE_CHARS} of any save`, 'out-of-bounds');
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (e) {
    throw new SaveFormatError(`Not JSON: ${clip((e as Error).message)}`, 'not-json');
  }
  const far = boundsFault(raw);
  if (far) throw new SaveFormatError(`Invalid saved game at ${far.path || '(root)'}: ${far.message}`, 'out-of-bounds', far.path);
  if (!raw || typeof raw !== 'object' || (raw as { format?: unknown }).format !== FORMAT) {
    throw new SaveFormatError(`Not a saved ${FORMAT}`, 'not-a-save');
  }
  const version = (raw as { version?: unknown }).version;
  if (version !== STATE_VERSION) {
    throw new SaveFormatError(`Saved-game version ${clip(String(version))} is not supported by this engine (version ${STATE_VERSION})`, 'unsupported-version', 'version');
  }
  // Issue 22 point 5: a save is complete. An option left out would take its default (the schema's)
  // and the game go on under other rules; there are no older save versions to migrate (any other
  // version is refused above), so a missing option is a fault of the save.
  const missing = missingOption((raw as { state?: unknown }).state);
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
