import { builtinComponents } from '../tables/index.js';

/**
 * Size bounds on input, checked before any schema (issue 22 points 1, 6 and 7). A schema validator
 * does work, and builds an error, for every element it is given: a small save whose `stack` is
 * 300,000 empty objects took seconds and gigabytes there, and deep or cyclic input overflowed the
 * call stack of the recursive checks. So every boundary (`deserialize`, `createScenario`,
 * `createGame`, `determinize`, `check` / `apply`) first makes one pass over what it was given,
 * which reads no more than the bounds allow and stops at the first value beyond them:
 *  - how deep objects and arrays nest (a cycle is infinitely deep);
 *  - how many items one array or record holds: at most as many as the game has components of its
 *    largest kind, its 87 Event cards (2.1, 17.2; a user's component set has the same counts,
 *    src/tables/schema.ts): no deck, pool, hand, list of Pirates or ports, record of options or
 *    procedure stack of a game that can be reached holds more;
 *  - how many values there are in all (shared objects could otherwise multiply the work);
 *  - how long a string and a key are.
 * Measured on random games of 1-10 players: a state nests at most 5 levels below `state` with its
 * own component set, has about 2,200 values with it, at most 46 keys in one object (the options)
 * and 36 items in one list (the ports); its procedure stack holds at most 7 frames. The bounds are several times that. Zod-free: `createGame` and `apply` run it
 * on the browser's play path.
 */
export interface Limits {
  /** Objects and arrays nested at most this deep (the root is level 1). */
  readonly depth: number;
  /** Items in one array, keys in one object. */
  readonly items: number;
  /** Values in all (objects, arrays and leaves). */
  readonly values: number;
  /** Characters in one string value. */
  readonly string: number;
  /** Characters in one key. */
  readonly key: number;
}

/** Every Event card of the game (87): the largest kind of component, so the longest list or record a game holds. */
const COMPONENTS = builtinComponents.eventCards.reduce((n, c) => n + c.count, 0);

/** States, saves, views, scenario specs, configs and component sets. */
export const INPUT_LIMITS: Limits = { depth: 16, items: COMPONENTS, values: 20_000, string: 4096, key: 200 };

/**
 * Actions: `{ type, player, ... }` with at most five fields, one of them an object (`to`, `event`)
 * or the dice of a chance outcome (at most 8 dice in one roll, ChanceSpecSchema).
 */
export const ACTION_LIMITS: Limits = { depth: 2, items: 8, values: 32, string: 4096, key: 200 };

/**
 * The longest text `deserialize` reads (256 KiB). The largest save measured, a 10-player game late
 * in the game, is about 11 KB; a game with its own component set stores the set whole, about 41 KB
 * in all (scripts/hostile-saves.ts prints both). The cap leaves six times the largest, and refuses
 * a longer text before `JSON.parse`, whose cost grows with the text: the worst text under the cap
 * (deep nesting, or tens of thousands of keys) parses in about 50 ms.
 */
export const MAX_SAVE_CHARS = 256 * 1024;

/** The first value of an input beyond its {@link Limits}: the dotted path to it and what is wrong. */
export interface BoundsFault {
  path: string;
  message: string;
}

/**
 * A quoted piece of input for an error message, at most about `max` characters (issue 22 point 7):
 * a 50 MB id must not make a 50 MB message. Every message that quotes input goes through here.
 */
export function clip(text: string, max = 200): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length} characters)`;
}

/**
 * The first value of `input` beyond `limits` (depth first, in key order), or null when it is
 * within them. `root` prefixes the path (`state`, `options`). Reads at most `limits.values` values.
 */
export function boundsFault(input: unknown, limits: Limits = INPUT_LIMITS, root = ''): BoundsFault | null {
  const path: string[] = root ? [root] : [];
  let values = 0;
  const fault = (message: string, key?: string): BoundsFault => ({ path: clip([...path, ...(key === undefined ? [] : [key])].join('.')), message });
  const walk = (v: unknown, level: number): BoundsFault | null => {
    if (++values > limits.values) return fault(`more than ${limits.values} values in all`);
    if (typeof v === 'string') return v.length > limits.string ? fault(`a string of ${v.length} characters; at most ${limits.string}`) : null;
    if (v === null || typeof v !== 'object') return null;
    if (level > limits.depth) return fault(`nested more than ${limits.depth} levels deep (or a cycle)`);
    if (Array.isArray(v)) {
      if (v.length > limits.items) return fault(`a list of ${v.length} items; at most ${limits.items}`);
      for (let i = 0; i < v.length; i++) {
        path.push(String(i));
        const f = walk(v[i], level + 1);
        if (f) return f;
        path.pop();
      }
      return null;
    }
    const keys = Object.keys(v);
    if (keys.length > limits.items) return fault(`${keys.length} keys in one object; at most ${limits.items}`);
    for (const k of keys) {
      if (k.length > limits.key) return fault(`a key of ${k.length} characters; at most ${limits.key}`, k);
      path.push(k);
      const f = walk((v as Record<string, unknown>)[k], level + 1);
      if (f) return f;
      path.pop();
    }
    return null;
  };
  return walk(input, 1);
}

/**
 * A copy of plain data whose objects have no prototype, for a schema to check (issue 22 point 2):
 * zod's strict objects list the keys of their input with `for…in`, which also walks
 * `Object.prototype`, so a polluted prototype (`Object.prototype.isAdmin = true`) made every save
 * "have an unknown key". What the schema returns is built afresh, with ordinary prototypes.
 * Call it on input within the bounds (the copy is as large as the input).
 */
export function ownData(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(ownData);
  const out = Object.create(null) as Record<string, unknown>;
  for (const k of Object.keys(v)) out[k] = ownData((v as Record<string, unknown>)[k]);
  return out;
}
