/**
 * The rules of Merchants & Marauders as kernel frames and handlers (../../src/kernel, through
 * ./kernel.ts), one procedure family per file in ./rules/ (each names its ledger keys, RULES-LEDGER.md
 * `MM <Section> <n>`; rulings are RULINGS.md's M1-M61 and this package's own MR1... in
 * docs/rulings.md). The game's definition (the handler registry and `defineGame`) is
 * ./rules/engine.ts; this module is the door the rest of the package uses.
 */
export { engine, nodeOf, componentsOf, handlers } from './rules/engine.js';
export {
  MMIllegalActionError,
  ixOf,
  pl,
  faceOf,
  successes,
  shipValues,
  cargoRoom,
  totalGlory,
  type MM,
  type MCtx,
} from './rules/shared.js';
export { WAR_PAIRS } from './rules/round.js';
export { EXECUTABLE_OPS, EXECUTABLE_OPS as CARD_OPS, EXECUTABLE_OPS as EVENT_OPS } from './rules/effects.js';
export { priceFor } from './rules/buy.js';
export { salePrice } from './rules/shipyard.js';
export { rumorCheckable } from './rules/rumors.js';
export { missionCompletable } from './rules/missions.js';
export { diceFor } from './rules/glory.js';
