import { GameStateSchema, type GameState } from '../state/schema.js';
import { ENVELOPE, SaveFormatError } from './save-format.js';
import { readSave } from '../kernel/index.js';
import { sealState } from '../state/copy.js';
import { stateViolations } from '../state/check.js';
import { protoKeyPath } from '../state/lookup.js';
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
  // The kernel reads the envelope (JSON, this game, this version: src/kernel/save.ts).
  const raw = { state: readSave(ENVELOPE, json) };
  const proto = protoKeyPath((raw as { state?: unknown }).state, ['state']);
  if (proto !== null) throw new SaveFormatError(`Invalid saved state at ${proto}: unknown key '__proto__'`, 'invalid-shape', proto);
  const r = GameStateSchema.safeParse((raw as { state?: unknown }).state);
  if (!r.success) {
    const i = r.error.issues[0];
    const path = ['state', ...(i?.path ?? []).map(String)].join('.');
    throw new SaveFormatError(`Invalid saved state at ${path}: ${i?.message ?? 'invalid'}`, 'invalid-shape', path);
  }
  const v = stateViolations(r.data, indexComponents(r.data.components ?? builtinComponents));
  if (v.length > 0) {
    const path = `state.${v[0]!.path}`;
    const more = v.length > 1 ? ` (and ${v.length - 1} more: ${v.slice(1, 4).map((x) => x.path).join(', ')})` : '';
    throw new SaveFormatError(`Invalid saved state at ${path}: ${v[0]!.message}${more}`, 'invalid-position', path);
  }
  return sealState(r.data);
}
