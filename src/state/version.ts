/** Current saved-game format. Bump on every change to GameState's shape (see docs/guide.md). Zod-free, so the play path can stamp new states without loading the schemas. */
export const STATE_VERSION = 10;
