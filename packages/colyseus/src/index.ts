/**
 * @blackbeard-engine/colyseus: online play of blackbeard-engine on Colyseus 0.16 (docs/server.md).
 * The room, the server that runs it, the stores and the message types.
 * @packageDocumentation
 */
export { BlackbeardRoom, DEFAULT_ROOM_SETTINGS, parseCreateOptions, type RoomMetadata, type RoomSettings, type ResumeOptions } from './room.js';
export { startServer, defineBlackbeardRoom, ROOM_NAME, type ServeOptions, type RunningServer } from './server.js';
export { FileStore, RedisStore, checkGameId, type GameStore, type StoredGame, type RoomSetup } from './store.js';
export { publicView, publicEvents, publicPrompt } from './visibility.js';
export type * from './protocol.js';
export { parseUpdate } from './protocol.js';
