/**
 * The saved-game format of this package (bump on any change to the state's shape). 2: combat
 * (branch mm-combat: `combatResult`, combat frames); 3: Non-Player Captains (`npcs`, the NPC frames,
 * the `scoutNpc` action); 4: Glory Cards everywhere (the off-turn `window` frame, the combat card
 * windows and `cardHits`); 5: effects (the `effects`, `skillCheck`, `choose`, `cardCombat` and
 * `transferMods` frames, an NPC's `captain`, the Man-o-War slots of the nations, a combat side's
 * `card`, the turn step `npcs`, the `transferMod` and `chooseOption` actions); 6: the turn step `events` (MR63: a new Captain is set up
 * before the "on each player's turn" Event effects). Version 0.1.0 is
 * unreleased: older saves are not migrated.
 */
export const STATE_VERSION = 6;
/** The save envelope's format name. */
export const SAVE_FORMAT = 'merchants-and-marauders';
