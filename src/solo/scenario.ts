import { z } from 'zod';
import type { ComponentIndex } from '../tables/index.js';
import type { Counts, GameState } from '../state/schema.js';
import { IdSchema } from '../state/id-schemas.js';
import { takeCount, withSorted } from '../state/counts.js';
import { GP } from '../cards/general-pardon.js';
import { LETTER } from '../actions/letter-of-marque.js';
import { SOLO_SP_PIRATES } from './initial.js';

/**
 * Solitaire positions for `createScenario({ players: 1, ... })`: you are Player A with Blackbeard
 * ('teach'), the System Player is Player B (its Pirates are the spec's Pirates owned by 'B').
 */
export const SoloScenarioSchema = z.strictObject({
  /** SP Pirates in SP turn order (19.2); null for an empty slot. Default: the B Pirates of the spec, in order. */
  slots: z.array(IdSchema.nullable()).max(SOLO_SP_PIRATES).optional(),
  /** In an SP Player-Turn (turn.player 'B'), the slot whose turn it is. */
  slot: z.number().int().min(0).max(SOLO_SP_PIRATES - 1).default(0),
  /** 19.18: SP Pirates keeping a Letter of Marque card (taken from the Hold deck). */
  letters: z.array(IdSchema).default([]),
  /** 19.10: the General Pardon has come out of the MPI deck into the Hold deck. */
  pardonInHold: z.boolean().default(false),
  /** 19.14: the Player-Turn in which the SP last tried to deploy a KC (first print, R87: or to intercept with it). */
  kcTurn: z.number().int().min(0).default(0),
  /** 19.14: Blackbeard's NP has reached 12 before (the SP's KC tries go on below it). Default: false. */
  kcTrigger: z.boolean().default(false),
});
export type SoloScenario = z.input<typeof SoloScenarioSchema>;

/** The deck a card comes from in a solitaire scenario (19.3): MPI cards from the MPI deck. */
export function soloPile(s: GameState, ix: ComponentIndex, card: string): Counts {
  return s.solo && ix.card[card]?.mode === 'must-play' ? s.setAside : s.deck;
}

/** Fill the solitaire section of a scenario; `fail(path, message)` throws a ConfigError. */
export function soloScenario(s: GameState, raw: SoloScenario | undefined, fail: (path: string, message: string) => never): void {
  const solo = s.solo;
  if (!solo) return;
  const spec = SoloScenarioSchema.parse(raw ?? {});
  const sp = Object.keys(s.pirates).filter((id) => s.pirates[id]?.owner === solo.system);
  for (const [id, p] of Object.entries(s.pirates)) {
    if (p.owner === 'A' && id !== solo.blackbeard) fail(`pirates.${id}.owner`, `your only Pirate is ${solo.blackbeard} (19.1)`);
  }
  const slots = spec.slots ?? sp.slice(0, SOLO_SP_PIRATES);
  for (const id of slots) if (id && s.pirates[id]?.owner !== solo.system) fail('solo.slots', `'${id}' is not an SP Pirate in play`);
  for (const id of sp) if (!slots.includes(id)) fail('solo.slots', `SP Pirate '${id}' has no slot`);
  while (slots.length < SOLO_SP_PIRATES) slots.push(null);
  const me = s.players[solo.system];
  for (const id of spec.letters) {
    if (!sp.includes(id)) fail('solo.letters', `'${id}' is not an SP Pirate in play`);
    if ((s.deck[LETTER] ?? 0) < 1) fail('solo.letters', 'no Letter of Marque card left in the Hold deck');
    takeCount(s.deck, LETTER);
    if (me) me.hand = withSorted(me.hand, LETTER);
  }
  if (spec.pardonInHold) {
    if ((s.setAside[GP] ?? 0) > 0) takeCount(s.setAside, GP);
    if (s.generalPardon.appearances === 2) s.generalPardon.whereabouts = 'heldOut';
    else s.deck[GP] = (s.deck[GP] ?? 0) + 1;
  }
  const spTurn = s.turn.player === solo.system;
  s.solo = {
    ...solo,
    slots,
    slot: spec.slot,
    letters: spec.letters,
    pardonInHold: spec.pardonInHold,
    kcTurn: spec.kcTurn,
    kcTrigger: spec.kcTrigger,
    drew: spTurn && s.turn.phase !== 'start' ? 'hold' : 'none',
  };
}
