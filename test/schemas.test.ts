/**
 * The JSON Schema files shipped for non-TypeScript clients (scripts/schemas.ts, `npm run build` ->
 * dist/schemas/) accept the real values the engine takes and produces, and reject broken ones.
 * Checked with ajv (draft 2020-12), independently of zod.
 */
import { describe, expect, it } from 'vitest';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import {
  ActionSchema,
  ComponentSetSchema,
  GameConfigSchema,
  GameEventSchema,
  GameStateSchema,
  PlayerViewSchema,
  SaveFileSchema,
  ScenarioSpecSchema,
  STATE_VERSION,
  SaveFormatError,
  apply,
  builtinComponents,
  chanceOutcomes,
  createGame,
  createScenario,
  deserialize,
  eventsFor,
  legalActions,
  pending,
  serialize,
  view,
  type Action,
  type GameConfig,
  type GameState,
} from '../src/index.js';
import { jsonSchemas } from '../scripts/schemas.js';
import { chooser, pickOutcome, playPublic, type TestConfig } from './conformance/play.js';

const schemas = jsonSchemas({ GameConfigSchema, ActionSchema, GameStateSchema, PlayerViewSchema, ComponentSetSchema, ScenarioSpecSchema, GameEventSchema, SaveFileSchema });
const ajv = new Ajv2020({ allErrors: true, strict: true });
const validators: Record<string, ValidateFunction> = {};
for (const [file, schema] of Object.entries(schemas)) validators[file.replace('.schema.json', '')] = ajv.compile(schema);

function expectValid(name: string, value: unknown, label: string): void {
  const validate = validators[name];
  if (!validate) throw new Error(`no schema ${name}`);
  // Through JSON, as a non-TypeScript client would see the value.
  const wire = JSON.parse(JSON.stringify(value)) as unknown;
  if (!validate(wire)) throw new Error(`${name} schema rejects ${label}: ${ajv.errorsText(validate.errors)}`);
}

function expectInvalid(name: string, value: unknown, label: string): void {
  const validate = validators[name]!;
  expect(validate(value), `${name} schema should reject ${label}`).toBe(false);
}

const CONFIGS: TestConfig[] = [
  { players: 2, seed: 3 },
  { players: 4, seed: 1, options: { cunning: false, gameLength: 'long' } },
  { players: 5, seed: 9, options: { pirateDraft: true, randomDeployment: true, secretDeployment: true } },
  { players: 7, seed: 2 },
  // Solitaire (19.0): the System Player's state is part of GameState.
  { players: 1, seed: 6 },
];

describe('JSON Schemas (scripts/schemas.ts)', () => {
  it('are the eight documented files, draft 2020-12, each with a title', () => {
    expect(Object.keys(schemas).sort()).toEqual([
      'action.schema.json',
      'component-set.schema.json',
      'game-config.schema.json',
      'game-event.schema.json',
      'game-state.schema.json',
      'player-view.schema.json',
      'save-file.schema.json',
      'scenario-spec.schema.json',
    ]);
    for (const s of Object.values(schemas)) {
      expect(s.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(typeof s.title).toBe('string');
    }
  });

  it('GameConfig: accepts the configs createGame accepts, rejects what it refuses', () => {
    for (const c of CONFIGS) {
      expectValid('game-config', c, JSON.stringify(c));
      expect(() => createGame(c)).not.toThrow();
    }
    expectValid('game-config', { players: 3, randomness: 'external' }, 'external randomness, no seed');
    for (const bad of [{ players: 11 }, { players: 3, randomness: 'loaded' }, { players: 3, options: { gameLength: 'short' } }, { seed: 1 }]) {
      expectInvalid('game-config', bad, JSON.stringify(bad));
      expect(GameConfigSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('Action, GameState and PlayerView: every legal action, state and view of seeded random games', () => {
    let actions = 0;
    for (const [i, config] of CONFIGS.entries()) {
      const game = playPublic(config, 100 + i);
      const r = chooser(i);
      for (let k = 0; k < game.states.length; k++) {
        const s = game.states[k]!;
        // Every state is checked at the ends; in between a sample (a state is large).
        if (k === 0 || k === game.states.length - 1 || r.chance(0.1)) {
          expectValid('game-state', s, `state ${k} of ${JSON.stringify(config)}`);
          for (const p of s.order) {
            const v = view(s, p);
            expect(PlayerViewSchema.safeParse(v).success).toBe(true);
            expectValid('player-view', v, `view of ${p} at state ${k}`);
          }
        }
        for (const a of legalActions(s)) {
          expectValid('action', a, JSON.stringify(a));
          actions++;
        }
      }
      // The state inside a save file.
      const saved = JSON.parse(serialize(game.final)) as { state: unknown };
      expectValid('game-state', saved.state, 'a saved state');
      expect(deserialize(serialize(game.final))).toEqual(game.final);
    }
    expect(actions).toBeGreaterThan(1000);
  });

  it('Action and GameState at chance nodes (external randomness): every chance outcome', () => {
    let s: GameState = createGame({ players: 3, seed: 5, randomness: 'external' });
    const r = chooser(7);
    let chanceNodes = 0;
    for (let n = 0; n < 400 && pending(s).kind !== 'over'; n++) {
      const p = pending(s);
      let a: Action;
      if (p.kind === 'chance') {
        chanceNodes++;
        for (const o of chanceOutcomes(s)) expectValid('action', o.outcome, JSON.stringify(o.outcome));
        expectValid('game-state', s, `chance node ${n}`);
        expectValid('player-view', view(s, 'A'), `view at chance node ${n}`);
        a = pickOutcome(s, r);
      } else {
        a = r.pick(legalActions(s));
      }
      s = apply(s, a).state;
    }
    expect(chanceNodes).toBeGreaterThan(10);
  });

  it('Action: rejects unknown types, missing actors and ill-typed fields, as ActionSchema does', () => {
    const bad: unknown[] = [
      { type: 'teleport', player: 'A' },
      { type: 'pass' },
      { type: 'pass', player: 'Z' },
      { type: 'move', player: 'A', pirate: 'vane', to: { kind: 'moon' } },
      { type: 'chance', value: 'not-a-kebab id' },
    ];
    for (const b of bad) {
      expectInvalid('action', b, JSON.stringify(b));
      expect(ActionSchema.safeParse(b).success).toBe(false);
    }
  });

  it('GameState: rejects a state with a missing or ill-typed field, as GameStateSchema does', () => {
    const s = JSON.parse(JSON.stringify(createGame({ players: 3, seed: 1 }))) as Record<string, unknown>;
    const variants: [string, Record<string, unknown>][] = [
      ['no deck', { ...s, deck: undefined }],
      ['negative count', { ...s, deck: { 'storms-at-sea': -1 } }],
      ['unknown player id', { ...s, order: ['A', 'X'] }],
      ['wrong version', { ...s, version: 0 }],
    ];
    for (const [label, v] of variants) {
      const wire = JSON.parse(JSON.stringify(v)) as unknown;
      expectInvalid('game-state', wire, label);
      expect(GameStateSchema.safeParse(wire).success, label).toBe(false);
    }
  });

  it('GameEvent: every event of seeded random games (and eventsFor) validates; a wrong or unknown event does not', () => {
    let events = 0;
    const types = new Set<string>();
    for (const [i, config] of CONFIGS.entries()) {
      const game = playPublic(config, 100 + i);
      for (const e of [...game.setupEvents, ...game.events.flat()]) {
        expectValid('game-event', e, JSON.stringify(e));
        types.add(e.type);
        events++;
      }
      for (const p of game.final.order) for (const e of eventsFor(game.setupEvents, p)) expectValid('game-event', e, `${JSON.stringify(e)} for ${p}`);
    }
    expect(events).toBeGreaterThan(1000);
    expect(types.size).toBeGreaterThan(50);
    const bad: unknown[] = [
      { type: 'teleported', rule: '7.1', pirate: 'vane' },
      { type: 'moved', rule: '7.1', pirate: 'vane', from: 'central-atlantic', to: 'bath' },
      { type: 'moved', rule: '7.1', pirate: 'vane', from: 'central-atlantic', to: 'bath', toKind: 'port', extra: 1 },
      { type: 'portAttacked', rule: '9.52', pirate: 'vane', port: 'bath', attack: {}, defense: {}, outcome: 'maybe' },
    ];
    for (const b of bad) {
      expectInvalid('game-event', b, JSON.stringify(b));
      expect(GameEventSchema.safeParse(b).success).toBe(false);
    }
  });

  it('ComponentSet: the built-in set is valid; a set missing its ports is not', () => {
    expectValid('component-set', builtinComponents, 'builtinComponents');
    const { ports: _ports, ...rest } = JSON.parse(JSON.stringify(builtinComponents)) as Record<string, unknown>;
    expectInvalid('component-set', rest, 'a set without ports');
  });

  it('ScenarioSpec: accepts the specs createScenario accepts', () => {
    const spec = {
      players: 2,
      turn: { player: 'A', actionsCard: 'warship-sighting', actionsLeft: 2, actionsPirate: 'roberts' },
      pirates: { roberts: { owner: 'A', at: 'central-america' } },
      merchants: { honduras: { type: 'schooner' } },
    } as const;
    expectValid('scenario-spec', spec, 'a Find scenario');
    expect(() => createScenario(spec)).not.toThrow();
    expectInvalid('scenario-spec', { ...spec, players: 0 }, 'no players');
  });

  it('GameConfig with a user component set validates the set separately (components is open in GameConfig)', () => {
    const config: GameConfig = { players: 2, seed: 1, components: builtinComponents };
    expectValid('game-config', config, 'a config with components');
    expectValid('component-set', config.components, 'its components');
  });
});

/**
 * The save file (issue 23 point 6): `{ format, version, state }` as serialize writes it. Real saves
 * validate; what deserialize refuses is refused by the schema too wherever a schema can say it
 * (the envelope, unknown keys, types, and bounds such as VP >= 0); what only the rules can say
 * (every card in one place, every id a component) is deserialize's alone.
 */
describe('the save-file JSON Schema', () => {
  const saveOf = (s: GameState): Record<string, unknown> => JSON.parse(serialize(s)) as Record<string, unknown>;
  /** The save with its state changed by `edit` (on a copy). */
  const tamper = (save: Record<string, unknown>, edit: (state: Record<string, any>) => void): Record<string, unknown> => {
    const copy = JSON.parse(JSON.stringify(save)) as Record<string, any>;
    edit(copy['state']);
    return copy;
  };
  const refusedByBoth = (save: unknown, label: string): void => {
    expectInvalid('save-file', save, label);
    expect(() => deserialize(JSON.stringify(save)), label).toThrow(SaveFormatError);
  };

  it('accepts the saves of random games of every kind, start, middle and end, both editions', () => {
    let saves = 0;
    for (const [i, config] of [...CONFIGS, { players: 3, seed: 4, options: { edition: 'firstPrint2008' as const } }, { players: 1, seed: 2, options: { edition: 'firstPrint2008' as const } }].entries()) {
      const game = playPublic(config, 300 + i);
      const pick = [0, Math.floor(game.states.length / 2), game.states.length - 1];
      for (const k of pick) {
        const save = saveOf(game.states[k]!);
        expectValid('save-file', save, `save at state ${k} of ${JSON.stringify(config)}`);
        expect(SaveFileSchema.safeParse(save).success).toBe(true);
        expect(deserialize(JSON.stringify(save))).toEqual(game.states[k]);
        saves++;
      }
    }
    expect(saves).toBeGreaterThanOrEqual(21);
  });

  it('refuses what deserialize refuses where a schema can say it: the envelope, shapes and bounds', () => {
    const save = saveOf(playPublic({ players: 4, seed: 8 }, 11).final);
    const pirate = Object.keys((save['state'] as { pirates: Record<string, unknown> }).pirates)[0];
    const bad: [string, unknown][] = [
      ['another format', { ...save, format: 'blackbeard-engine/play' }],
      ['another version', { ...save, version: STATE_VERSION + 1 }],
      ['no state', { format: save['format'], version: save['version'] }],
      ['VP -5 (18.1)', tamper(save, (s) => (s.players.A.vp = -5))],
      ['a fractional VP', tamper(save, (s) => (s.players.A.vp = 2.5))],
      ['a generator state of 3 words', tamper(save, (s) => (s.rng = s.rng.slice(0, 3)))],
      ['a deck count of -1', tamper(save, (s) => (s.deck['storms-at-sea'] = -1))],
      ['an unknown player', tamper(save, (s) => (s.order = [...s.order.slice(0, -1), 'X']))],
    ];
    if (pirate) {
      bad.push(
        ['Loyalty 11 (6.24)', tamper(save, (s) => (s.pirates[pirate].loyalty = 11))],
        ['Combat -1, not sunk (6.27)', tamper(save, (s) => (s.pirates[pirate].combat = -1))],
        ['Speed -3, not sunk (6.26)', tamper(save, (s) => (s.pirates[pirate].speed = -3))],
        ['a Hold with -100 Doubloons', tamper(save, (s) => (s.pirates[pirate].holds = [-100]))],
        ['NP -1', tamper(save, (s) => (s.pirates[pirate].np = -1))],
      );
    }
    for (const [label, b] of bad) refusedByBoth(b, label);
    expect(bad.length).toBeGreaterThanOrEqual(13);
  });

  it('leaves to deserialize what only the rules can say (a card too many), and says so; both ignore an extra envelope key', () => {
    const save = saveOf(playPublic({ players: 3, seed: 2 }, 12).final);
    expectValid('save-file', { ...save, note: 'saved by a tool' }, 'an extra key in the envelope');
    expect(() => deserialize(JSON.stringify({ ...save, note: 'saved by a tool' }))).not.toThrow();
    const extra = tamper(save, (s) => (s.discard['wear-and-tear'] = (s.discard['wear-and-tear'] ?? 0) + 1));
    expectValid('save-file', extra, 'a save with one Wear and Tear too many');
    expect(() => deserialize(JSON.stringify(extra))).toThrow(expect.objectContaining({ code: 'invalid-position' }));
    expect(String(schemas['save-file.schema.json']!['description'])).toContain('deserialize also checks');
  });
});
