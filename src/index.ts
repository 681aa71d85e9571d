/**
 * blackbeard-engine: the rules of GMT's Blackbeard (Living Rules 2008) as a pure TypeScript engine.
 *
 * The loop for a frontend or bot: `pending(state)` → `view(state, player)` → `legalActions(state,
 * player)` → `apply(state, action)`. Randomness is explicit: in external mode every die roll and
 * draw is a chance node answered with `{ type: 'chance', value }`, listed by `chanceOutcomes`.
 *
 * Everything but the zod schemas, `createScenario` and `deserialize` is also in
 * `blackbeard-engine/core`, which loads no zod (a browser app's light import, docs/frontend.md);
 * the schemas alone are in `blackbeard-engine/schemas`.
 * @packageDocumentation
 */
export * from './core.js';
export { createScenario, createScenarioWithEvents } from './api/scenario.js';
export { deserialize } from './api/serialize.js';
export * from './schemas.js';
