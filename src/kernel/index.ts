/**
 * The decision kernel: game-agnostic (docs/kernel.md). A game defines its state, actions, events,
 * frames and handlers, and `defineGame` gives it `pending`, `legalActions`, `check`, `apply`,
 * `chanceOutcomes` and a simulator; chance (dice and the game's draw pools), interrupt windows,
 * simultaneous secret choices, hidden commitments and counters, copy on first write, typed errors,
 * the save envelope and replay come with it, and a small seeded generator for bots and tests
 * (`mulberry32`). It imports nothing but pure-rand.
 * @packageDocumentation
 */
export type { GameTypes, KernelFrame, KernelState, KernelChanceSpec, ChanceValue, ChanceAction } from './types.js';
export { top, push, pop, findFrame, ownFrame, emit, type Ctx, type Handler, type Node } from './ctx.js';
export { defineGame, type Engine, type GameDefinition, type GameHooks, type Pending, type ShapeFault } from './engine.js';
export { enumerateOutcomes, isValidOutcome, sampleOutcome, poolTotal, newRngState, generatorFromState, generatorState, type Pool, type PoolsOf, type Outcome } from './chance.js';
export { createWindows, type WindowFrame, type Responder, type WindowOptions, type Windows } from './window.js';
export { hide, reveal, seenBy, countersSeenBy, startChoice, commitChoice, choiceSeenBy, revealedChoices, type Hidden, type HiddenCounters, type SecretChoice } from './secrets.js';
export { ownCopy, deepJson, keyByKey, freezeNew, freezeChanged, sealNew, DEVELOPMENT, type Owner } from './copy.js';
export { IllegalActionError, SaveFormatError, ConfigError, type KernelIllegalCode } from './errors.js';
export { writeSave, readSave, openEnvelope, replayRecord, type SaveEnvelope, type EnvelopeCode, type GameRecord } from './save.js';
export { createSimulator, type Simulator, type SimulatorOptions } from './simulator.js';
export { sameAction } from './same-action.js';
export { mulberry32 } from './random.js';
