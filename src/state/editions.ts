import type { Edition, EditionOptions, GameState, Options, OptionsInput } from './schema.js';
import { OPTION_DEFAULTS, OPTION_KINDS, givenOptions, optionsIssue } from './options.js';

/**
 * The two printings as presets of the edition-dependent options (docs/rulings.md "Editions").
 *
 * - `livingRules2008`: the English Living Rules 2008 (rules/blackbeard-living-rules-2008.en.txt),
 *   the engine's reference.
 * - `firstPrint2008`: the 2008 first print, as the French text records it
 *   (rules/blackbeard-rules-2008.fr.txt, with the June 2008 errata except the KC ones). Each value
 *   cites the FR section it rests on.
 */
export const EDITION_PRESETS: Record<Edition, EditionOptions> = {
  livingRules2008: {
    livingRulesPlus2: true,
    ransomMultiplier: 50,
    sackNpMultiplier: 2,
    lootNp: 'cargoRating',
    kcKillVpRounding: 'floor',
    kcCombatTie: 'kc',
    warshipDamageVp: false,
    duelNp: true,
    warshipSightingLimit: 'perTurn',
    allowSecondWarshipSameAction: false,
    lootApCardsAnyStep: false,
    warshipsInterruptLootAnyStep: false,
    lootProcedure: 'fourSteps',
    allianceCombat: 'bothAbilities',
    dnrPenaltyScope: 'atSea',
    pardonForbidsEnglishAttacks: true,
    convertAsSeparateAction: false,
    cunningNoReReroll: true,
    kcEscapeCancelsAction: true,
    kcModel: 'livingRules',
    solitaireRemoveFingerOfFate: true,
    solitaireBbRetireMethods: 'letterOfMarqueOnly',
    solitaireApModel: 'livingRules',
    allianceLoyalty: 'each',
    drCardOnMarkedPirate: false,
    piraticalAmbitionTrigger: 'duringAction',
    soloLetterDrawsAnother: true,
  },
  firstPrint2008: {
    livingRulesPlus2: false, // FR 2.4, 6.46, 10.34: no +2
    ransomMultiplier: 10, // FR 9.42: 2d6 x Value x 10
    sackNpMultiplier: 3, // FR 9.55, 18.2: 3 x Value
    lootNp: 'cargoRatingPlus1d6', // FR 8.35, 18.2: Cargo rating + 1d6, whether or not the cargo is taken
    kcKillVpRounding: 'ceil', // FR 10.35, 10.6, 18.12C: rounded up
    kcCombatTie: 'pirate', // FR 10.34: the KC must be higher
    warshipDamageVp: true, // FR 6.46, 18.12D
    duelNp: false, // FR 15: no 15.2, no Duel row in 18.2
    warshipSightingLimit: 'perAction', // FR 6.42: one Sighting card per Pirate Action
    allowSecondWarshipSameAction: true, // FR 6.42 / 6.43: the Sighting and On-Station limits are separate
    lootApCardsAnyStep: true, // FR 8.22: no "once begun, the Looting process may not be interrupted"
    warshipsInterruptLootAnyStep: true, // FR 8.22, 6.45: "at any moment during the Loot procedure"
    lootProcedure: 'sevenSteps', // FR 8.31: seize the cargo (step 2), then draw the Hostage (steps 3-4)
    allianceCombat: 'plus1', // FR 11.2: the higher ship Combat + 1; a trait of either Pirate
    dnrPenaltyScope: 'any', // FR 13.22: "attacked in any way"
    pardonForbidsEnglishAttacks: false, // FR 17.2 #8 has no such clause
    convertAsSeparateAction: true, // FR 4.5D, 8.31, 8.5: Convert Merchant is its own Action
    cunningNoReReroll: false, // FR 12: no ban on rerolling a reroll
    kcEscapeCancelsAction: false, // FR 10.32: "the AP Action ends (no counter moves)"
    kcModel: 'harass', // FR 10.23-10.32: one KC harasses the active Pirate through KC AP Actions (R90)
    solitaireRemoveFingerOfFate: false, // FR 19.3: only the Piratical Ambition cards are removed
    solitaireBbRetireMethods: 'letterOfMarqueOnly', // FR 19.15 « il ne peut se rendre qu'en utilisant une Lettre de Marque »: as the Living Rules (R86)
    solitaireApModel: 'firstPrint', // FR 19.13-19.14: the card only; "the first SP Pirate" intercepts once a turn (R87)
    allianceLoyalty: 'lower', // FR 11.2: "use the lower of the two current Loyalty values" (R80)
    drCardOnMarkedPirate: true, // FR 17.2 #2: no ban on a Pirate with a D&R marker (R81)
    piraticalAmbitionTrigger: 'afterLoyaltyLoss', // FR 17.2 #17: "immédiatement après que son équipage ait subi une diminution de Loyauté" (R84)
    soloLetterDrawsAnother: false, // FR 19.18: "il la conserve et fait voile directement": no other card is drawn (R95)
  },
};

/**
 * The options a game stores: `edition` (default Living Rules) gives every edition-dependent option
 * its value, an option given explicitly overrides it, and every other option takes its default.
 * Resolved once when the game is created, so the stored config is complete and plain: a saved game
 * or a replay never depends on a preset's later contents.
 */
export function resolveOptions(input: OptionsInput | undefined): Options {
  // Checked by hand against the option table (src/state/options.ts), not by zod: createGame, which
  // calls this, is on the browser's play path (issue 14 point 3). Throws a ConfigError.
  const issue = optionsIssue(input, 'options', 'options');
  if (issue) throw issue;
  const given = givenOptions(input);
  const edition: Edition = given.edition ?? 'livingRules2008';
  const merged: Record<string, unknown> = { ...EDITION_PRESETS[edition], ...OPTION_DEFAULTS, ...given, edition };
  // In OptionsSchema's key order, as its parse gave them: a save's text (serialize) and a state
  // read back by deserialize must be identical.
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(OPTION_KINDS)) out[k] = merged[k];
  return out as Options;
}

/**
 * RULINGS B5: the Warship or KC Combat rating used for an NP award (6.44, 10.35) or a Storm test
 * (17.2 #20): the printed one ("the printed values remain"), +2 only with both livingRulesPlus2 and
 * plus2AffectsRatingForNpAndStorm.
 */
export function ratingForNpAndStorm(s: GameState, combat: number): number {
  return combat + (s.config.options.livingRulesPlus2 && s.config.options.plus2AffectsRatingForNpAndStorm ? 2 : 0);
}
