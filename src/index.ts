/**
 * blackbeard-engine: the rules of GMT's Blackbeard (Living Rules 2008) as a pure TypeScript engine.
 *
 * The loop for a frontend or bot: `pending(state)` → `view(state, player)` → `legalActions(state,
 * player)` → `apply(state, action)`. Randomness is explicit: in external mode every die roll and
 * draw is a chance node answered with `{ type: 'chance', value }`, listed by `chanceOutcomes`.
 * @packageDocumentation
 */
export { createGame, createGameWithEvents, ConfigError, type ConfigErrorCode, type GameConfig } from './state/create.js';
export { GameConfigSchema } from './state/config-schema.js';
export { createScenario, createScenarioWithEvents, ScenarioSpecSchema, type ScenarioSpec } from './state/scenario.js';
export { apply, check, legalActions, pending, chanceOutcomes, isOver, type Pending } from './actions/kernel.js';
export { view, HIDDEN_ID, type PlayerView } from './state/view.js';
export { PlayerViewSchema, PendingSchema } from './state/view-schema.js';
export { result, standings, type GameResult, type Standing } from './state/scoring.js';
export { serialize, deserialize, SaveFormatError, type SaveFormatCode } from './state/serialize.js';
export { replay, type GameRecord } from './state/replay.js';
export { describeAction } from './events/describe-action.js';
export type * from './events/types.js';
export { GameEventSchema } from './events/schema.js';
export { eventsFor, type Viewer } from './events/visibility.js';
export { describe, type DescribeOptions } from './events/describe.js';
export { IllegalActionError, type IllegalActionCode } from './actions/errors.js';
export { ActionSchema, type Action, type ActionType } from './actions/schema.js';
export type * from './actions/action-types.js';
export {
  GameStateSchema,
  OptionsSchema,
  OptionsInputSchema,
  EditionSchema,
  EditionOptionsShape,
  ChanceSpecSchema,
  FrameSchema,
  PirateStateSchema,
  STATE_VERSION,
  type GameState,
  type Options,
  type OptionsInput,
  type Edition,
  type EditionOptions,
  type ChanceSpec,
  type PirateState,
  type Frame,
} from './state/schema.js';
export { EDITION_PRESETS, resolveOptions } from './state/editions.js';
export { PLAYER_IDS, type PlayerId, type Location } from './state/ids.js';
export { PlayerIdSchema, LocationSchema } from './state/id-schemas.js';
export type { ChanceValue } from './state/chance.js';
export { builtinComponents, type ComponentSet } from './tables/index.js';
export { ComponentSetSchema } from './tables/schema.js';
export { randomBot, type Bot } from './bots/random.js';
export { createSimulator, type Simulator } from './bots/simulator.js';
export { greedyBot } from './bots/greedy.js';
export { determinize, DeterminizeError, type DeterminizeOptions } from './bots/determinize.js';
export { bestAction, scoreActions, swingOf, type PolicyOptions, type ScoredAction } from './solo/policy.js';
export { estimateVp } from './solo/estimate.js';
