import { SaveFormatError } from './errors.js';

/**
 * The versioned save envelope: `{ format, version, state }` as JSON text. The kernel checks the
 * envelope (JSON, this game, this version); the game validates the state inside.
 */
export interface SaveEnvelope {
  /** The game's format name (`blackbeard-engine/game`). */
  format: string;
  /** The game's state version; bumped on every change to the state's shape. */
  version: number;
  /** The game's own SaveFormatError (a subclass); the kernel's by default. */
  error?: (message: string, code: EnvelopeCode, path: string) => SaveFormatError;
}

/** Why the kernel refused a save's envelope. */
export type EnvelopeCode = 'not-json' | 'not-a-save' | 'unsupported-version';

function fail(env: SaveEnvelope, message: string, code: EnvelopeCode, path: string): SaveFormatError {
  return env.error ? env.error(message, code, path) : new SaveFormatError<EnvelopeCode>(message, code, path);
}

/** The state as versioned JSON text. */
export function writeSave(env: SaveEnvelope, state: unknown): string {
  return JSON.stringify({ format: env.format, version: env.version, state });
}

/**
 * The state inside a save (not yet validated: the game does that). Throws SaveFormatError with
 * 'not-json', 'not-a-save' or 'unsupported-version'.
 */
export function readSave(env: SaveEnvelope, json: string): unknown {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (e) {
    throw fail(env, `Not JSON: ${(e as Error).message}`, 'not-json', '');
  }
  return openEnvelope(env, raw);
}

/** The state inside an already parsed save (see {@link readSave}). */
export function openEnvelope(env: SaveEnvelope, raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || (raw as { format?: unknown }).format !== env.format) {
    throw fail(env, `Not a saved ${env.format}`, 'not-a-save', '');
  }
  const version = (raw as { version?: unknown }).version;
  if (version !== env.version) {
    throw fail(env, `Saved-game version ${String(version)} is not supported by this engine (version ${env.version})`, 'unsupported-version', 'version');
  }
  return (raw as { state?: unknown }).state;
}

/** A game as data: its config and every action (chance outcomes included in external mode). */
export interface GameRecord<C, A> {
  config: C;
  actions: A[];
}

/** Rebuild the state a record leads to; throws the game's IllegalActionError at the first illegal action. */
export function replayRecord<C, S, A>(record: GameRecord<C, A>, create: (config: C) => S, apply: (s: S, a: A) => { state: S }): S {
  let s = create(record.config);
  for (const a of record.actions) s = apply(s, a).state;
  return s;
}
