/**
 * The package's three entries (issue 14 point 3): `blackbeard-engine/core` holds every function and
 * constant and no schema, `blackbeard-engine/schemas` the zod schemas, and `blackbeard-engine`
 * still exports every name it exported before the split (DESIGN "Public API": the names stay).
 */
import { describe, expect, it } from 'vitest';
import * as root from 'blackbeard-engine';
import * as core from 'blackbeard-engine/core';
import * as schemas from 'blackbeard-engine/schemas';

/** The value exports of `blackbeard-engine` before the light core (main cc2369d), and those added since. */
const BEFORE = [
  'createGame', 'createGameWithEvents', 'GameConfigSchema', 'ConfigError', 'createScenario', 'createScenarioWithEvents', 'ScenarioSpecSchema',
  'apply', 'check', 'legalActions', 'pending', 'chanceOutcomes', 'isOver', 'view', 'PlayerViewSchema', 'PendingSchema', 'HIDDEN_ID',
  'result', 'standings', 'serialize', 'deserialize', 'SaveFormatError', 'replay', 'describeAction', 'GameEventSchema', 'eventsFor',
  'describe', 'IllegalActionError', 'ActionSchema', 'GameStateSchema', 'OptionsSchema', 'OptionsInputSchema', 'EditionSchema',
  'EditionOptionsShape', 'ChanceSpecSchema', 'FrameSchema', 'PirateStateSchema', 'STATE_VERSION', 'EDITION_PRESETS', 'resolveOptions',
  'PLAYER_IDS', 'PlayerIdSchema', 'LocationSchema', 'ComponentSetSchema', 'builtinComponents', 'randomBot', 'createSimulator', 'greedyBot',
  'determinize', 'DeterminizeError', 'bestAction', 'scoreActions', 'swingOf', 'estimateVp',
  // Added since (issue 23 point 1).
  'describePending', 'SaveFileSchema',
  // Issue 23 point 3: legal actions in steps, for the CLI and the browser client.
  'choiceSteps', 'onlyAction', 'placeOf',
  // Issue 25: the search primitives, the ISMCTS bot and its worker pool.
  'simulatorFromView', 'playerTurn', 'playForced', 'sampleChance', 'rollout', 'soloOutlook',
  'soloShelter', 'SOLO_RISK',
  'ismctsBot', 'ismctsSearch', 'mergeResults', 'chooseFromStats', 'searchJobs',
  'ismctsBotAsync', 'inlineWorker', 'messageWorker', 'serveSearch', 'webEndpoint', 'webWorker',
];

describe('the package entries', () => {
  it('blackbeard-engine exports every name it did, the same values as core and schemas', () => {
    expect(Object.keys(root).sort()).toEqual([...BEFORE].sort());
    for (const [k, v] of Object.entries(core)) expect((root as Record<string, unknown>)[k], k).toBe(v);
    for (const [k, v] of Object.entries(schemas)) expect((root as Record<string, unknown>)[k], k).toBe(v);
  });

  it('blackbeard-engine/schemas holds the schemas, and core none of them', () => {
    expect(Object.keys(schemas).every((k) => k.endsWith('Schema') || k === 'EditionOptionsShape')).toBe(true);
    expect(Object.keys(core).filter((k) => k.endsWith('Schema') || k === 'EditionOptionsShape')).toEqual([]);
    // The root's own additions are the two functions that validate whole states with the schemas.
    const extra = Object.keys(root).filter((k) => !(k in core) && !(k in schemas)).sort();
    expect(extra).toEqual(['createScenario', 'createScenarioWithEvents', 'deserialize']);
  });

  it('the core plays a game without the schemas: an illegal action is refused with its code', () => {
    const s = core.createGame({ players: 3, seed: 5 });
    const p = core.pending(s);
    expect(p.kind).toBe('decision');
    expect(() => core.apply(s, { type: 'teleport' } as never)).toThrow(core.IllegalActionError);
    expect(core.check(s, { type: 'endTurn', player: 'Z' })).toMatchObject({ ok: false, error: { code: 'malformed-action' } });
  });
});
