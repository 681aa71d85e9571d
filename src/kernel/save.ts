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
  /** The longest text any save of the game can be: a longer one is refused before it is parsed. */
  maxChars?: number;
  /**
   * A bounds check of the parsed text before anything else reads it (depth, list and record
   * lengths): the path and fault of the first thing out of bounds, or null.
   */
  precheck?: (raw: unknown) => { path: string; message: string } | null;
  /** Shorten text quoted from the input in a message (an attacker's text can be huge). */
  clip?: (text: string) => string;
}

/** Why the kernel refused a save's envelope. */
export type EnvelopeCode = 'not-json' | 'not-a-save' | 'unsupported-version' | 'out-of-bounds';

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
  const clip = env.clip ?? ((t: string) => t);
  if (typeof json === 'string' && env.maxChars !== undefined && json.length > env.maxChars) {
    throw fail(env, `Not a saved ${env.format}: ${json.length} characters, more than the ${env.maxChars} of any save`, 'out-of-bounds', '');
  }
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (e) {
    throw fail(env, `Not JSON: ${clip((e as Error).message)}`, 'not-json', '');
  }
  const far = env.precheck?.(raw);
  if (far) throw fail(env, `Invalid saved game at ${far.path || '(root)'}: ${far.message}`, 'out-of-bounds', far.path);
  return openEnvelope(env, raw);
}

/** The state inside an already parsed save (see {@link readSave}). */
export function openEnvelope(env: SaveEnvelope, raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || (raw as { format?: unknown }).format !== env.format) {
    throw fail(env, `Not a saved ${env.format}`, 'not-a-save', '');
  }
  const version = (raw as { version?: unknown }).version;
  if (version !== env.version) {
    throw fail(env, `Saved-game version ${(env.clip ?? String)(String(version))} is not supported by this engine (version ${env.version})`, 'unsupported-version', 'version');
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
