/**
 * The internal ids of a component set, and a finder for them in text a player reads (issue 23
 * point 2). Shared by the id-leak tests.
 *
 * The rule: every id of the set (Sea Areas, Transit Boxes, ports, ship and Merchant types,
 * Warships, KCs, Hostages, Pro-Pirate Governors, Pirates, Event cards), the nationality ids and the
 * Cargo Table's columns is looked for as a whole word, case-sensitively: "boston" or "la-buse" in a
 * text is a leak, "Boston" and "La Buse" are names. A whole word is one not joined to a letter,
 * digit, hyphen or underscore on either side, so the id `low` is not found in "lowther" nor in
 * "Low". An id that is also an everyday English word written in lower case ({@link ENGLISH_WORD_IDS})
 * is left out: in a sentence it is read as the word ("a new captain for his ship").
 */
import { builtinComponents, type ComponentSet } from '../src/index.js';
import { NationalityIdSchema } from '../src/state/id-schemas.js';

/**
 * Ids that are ordinary lowercase English words a sentence may use as such: the Hostage `captain`
 * ("a new captain", 14.2), the Pirate `low` ("a low roll"), the Pirate `teach`. Their names are
 * capitalised ("Captain", "Edward Low", "Edward Teach"), so the capital forms are never at risk.
 */
export const ENGLISH_WORD_IDS: ReadonlySet<string> = new Set(['captain', 'low']);

/** The Cargo Table's columns (8.32): ids, in events, of the region a Merchant sails in. */
const CARGO_COLUMNS = ['atlantic', 'caribbean', 'africa', 'india'];

/** Every id of `set` (the built-in set by default) that a text must not show, see the file comment. */
export function componentIds(set: ComponentSet = builtinComponents): Set<string> {
  const out = new Set<string>();
  for (const list of [set.seaAreas, set.transitBoxes, set.ports, set.shipTypes, set.merchantTypes, set.warships, set.kcs, set.hostages, set.proGovernors, set.pirates, set.eventCards]) {
    for (const c of list) out.add(c.id);
  }
  for (const id of [...NationalityIdSchema.options, ...CARGO_COLUMNS]) out.add(id);
  for (const id of ENGLISH_WORD_IDS) out.delete(id);
  return out;
}

const WORD = /[a-z0-9]+(?:-[a-z0-9]+)*/g;

/** The ids of `ids` found in `text` as whole words (case-sensitive), in order of appearance. */
export function idsIn(text: string, ids: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(WORD)) {
    const before = text[m.index - 1] ?? '';
    const after = text[m.index + m[0].length] ?? '';
    // Joined to a capital or other word character: part of a longer word ("Lowther", "San-Juan").
    if (/[\w-]/.test(before) || /[\w-]/.test(after)) continue;
    // A kebab-case run is an id only as a whole ("isle-ste-marie", not "ste").
    if (ids.has(m[0])) found.push(m[0]);
  }
  return found;
}
