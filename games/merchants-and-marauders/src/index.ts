/**
 * merchants-and-marauders-engine: the rules of Merchants & Marauders (Z-Man/F2Z 2009) on the
 * blackbeard-engine decision kernel. The built-in component set is a provisional stand-in, not the
 * printed game (docs/components.md); load your own transcription with `createGame({ components })`.
 * @packageDocumentation
 */
export { createGame, createGameWithEvents, createScenario, pending, legalActions, chanceOutcomes, check, apply, isOver, result, serialize, deserialize, createSimulator, randomBot, GameConfig } from './api.js';
export { view, eventsFor, type View } from './view.js';
export { Action } from './actions.js';
export type { GameEvent, EventType, Face } from './events.js';
export { GameState, PlayerState, Options, DEFAULT_OPTIONS, PLAYERS, type PlayerId, type Result } from './state.js';
export { engine, MMIllegalActionError, totalGlory, shipValues, salePrice, priceFor, faceOf, successes, cargoRoom, type MM } from './rules.js';
export { loadComponents, builtInComponents, componentReport, ComponentSetError, KNOWN_HOOKS, type ComponentIssue, type ProvisionalEntry } from './components/load.js';
export { provisionalComponents } from './components/provisional.js';
export { ComponentSetSchema, Effect, Condition, NATIONS, LOCATIONS, SHIP_TYPES, type ComponentSet, type Nation } from './components/schema.js';
export { STATE_VERSION, SAVE_FORMAT } from './version.js';
export { jsonSchemas } from './schemas.js';
export { describe, describeAction, describePending } from './describe.js';
export { greedyBot } from './bots.js';
export { describeEvent, describePosition, describeQuestion, componentNotice, nationName } from './describe-events.js';
export { replay, type GameRecord } from './record.js';
export { ConfigError, SaveFormatError, IllegalActionError } from './kernel.js';
