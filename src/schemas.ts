/**
 * blackbeard-engine/schemas: the zod schemas of everything the engine reads and writes, apart from
 * the play functions (issue 14 point 3). A browser app that only plays (`createGame`, `pending`,
 * `legalActions`, `apply`, `view`, `describe` from `blackbeard-engine`) loads no zod; import from
 * here to validate data from a network or a file, or to pass `createGame` a component set of your
 * own (loading ComponentSetSchema registers its check). The same schemas are published as JSON
 * Schema in `blackbeard-engine/schemas/*.schema.json`.
 * @packageDocumentation
 */
export { GameConfigSchema } from './state/config-schema.js';
export { ScenarioSpecSchema } from './api/scenario.js';
export { PlayerViewSchema, PendingSchema } from './state/view-schema.js';
export { GameEventSchema } from './events/schema.js';
export { ActionSchema } from './actions/schema.js';
export {
  GameStateSchema,
  OptionsSchema,
  OptionsInputSchema,
  EditionSchema,
  EditionOptionsShape,
  ChanceSpecSchema,
  FrameSchema,
  PirateStateSchema,
} from './state/schema.js';
export { PlayerIdSchema, LocationSchema } from './state/id-schemas.js';
export { ComponentSetSchema } from './tables/schema.js';
export { SaveFileSchema, type SaveFile } from './api/save-schema.js';
