/**
 * blackbeard-engine/core: the engine without zod (issue 14 point 3). Every function and constant of
 * `blackbeard-engine` except the zod schemas (in `blackbeard-engine/schemas`) and the two functions
 * that validate whole states with them, `createScenario` and `deserialize`. A browser app that
 * plays games imports from here and loads no zod, bundled or not; `blackbeard-engine` re-exports
 * all of it, so a bundler given that import drops zod as well.
 *
 * The loop for a frontend or bot: `pending(state)` → `view(state, player)` → `legalActions(state,
 * player)` → `apply(state, action)`. Randomness is explicit: in external mode every die roll and
 * draw is a chance node answered with `{ type: 'chance', value }`, listed by `chanceOutcomes`.
 * @packageDocumentation
 */
export { createGame, createGameWithEvents, ConfigError, type ConfigErrorCode, type GameConfig } from './api/create.js';
export type { ScenarioSpec } from './api/scenario.js';
export { apply, check, legalActions, pending, chanceOutcomes, isOver, type Pending } from './api/play.js';
export { view, HIDDEN_ID, type PlayerView } from './api/view.js';
export { standings, type GameResult, type Standing } from './state/scoring.js';
export { result } from './api/result.js';
export { serialize, SaveFormatError, type SaveFormatCode } from './api/save-format.js';
export { replay, type GameRecord } from './api/replay.js';
export { describeAction } from './api/describe-action.js';
export { choiceSteps, onlyAction, placeOf, type Choice, type ChoiceOptions } from './api/choices.js';
export type * from './events/types.js';
export { eventsFor, type Viewer } from './events/visibility.js';
export { describe, type DescribeOptions } from './events/describe.js';
export { describePending, type PendingText } from './api/describe-pending.js';
export { IllegalActionError, type IllegalActionCode } from './actions/errors.js';
export type { Action, ActionType } from './actions/schema.js';
export type * from './actions/action-types.js';
export { STATE_VERSION } from './state/version.js';
export type { GameState, Options, OptionsInput, Edition, EditionOptions, ChanceSpec, PirateState, Frame } from './state/schema.js';
export { EDITION_PRESETS, resolveOptions } from './state/editions.js';
export { PLAYER_IDS, type PlayerId, type Location } from './state/ids.js';
export type { ChanceValue } from './state/chance.js';
export { builtinComponents, type ComponentSet } from './tables/index.js';
export { randomBot, type Bot } from './bots/random.js';
export { createSimulator, type Simulator } from './bots/simulator.js';
export { greedyBot, type GreedyOptions } from './bots/greedy.js';
export { soloShelter } from './bots/shelter.js';
export { determinize, DeterminizeError, type DeterminizeErrorCode, type DeterminizeOptions } from './bots/determinize.js';
export { bestAction, scoreActions, swingOf, type PolicyOptions, type ScoredAction } from './api/policy.js';
export { estimateVp } from './solo/estimate.js';
export { simulatorFromView, playerTurn, playForced, sampleChance, rollout, soloOutlook, SOLO_RISK, type ViewSimulatorOptions, type RolloutOptions, type RolloutStop, type SoloOutlook } from './bots/search.js';
export { ismctsBot, ismctsSearch, mergeResults, chooseFromStats, searchJobs, type IsmctsOptions, type RootStat, type SearchJob, type SearchResult } from './bots/ismcts.js';
export { ismctsBotAsync, inlineWorker, messageWorker, serveSearch, webEndpoint, webWorker, type AsyncBot, type AsyncIsmctsOptions, type MessageEndpoint, type SearchWorker, type WebWorkerLike } from './bots/pool.js';
