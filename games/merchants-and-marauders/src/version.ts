/** The saved-game format of this package (bump on any change to the state's shape). */
export const STATE_VERSION = 2;
/** The save envelope's format name. */
export const SAVE_FORMAT = 'merchants-and-marauders';
