/**
 * createGame checks its config and options by hand (src/api/create.ts, src/state/options.ts) so
 * that the browser's play path loads no zod (issue 14 point 3). GameConfigSchema and OptionsSchema
 * stay the contract: the hand checks must accept exactly what they accept, refuse with the same
 * code and path, and fill in the same defaults.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OptionsInputSchema, OptionsSchema } from '../src/state/schema.js';
import { GameConfigSchema } from '../src/state/config-schema.js';
import { OPTION_KINDS, optionsIssue } from '../src/state/options.js';
import { checkConfig, configIssue } from '../src/api/create.js';
import { ConfigError } from '../src/tables/config-error.js';
import { EDITION_PRESETS, resolveOptions } from '../src/state/editions.js';

const odd = fc.oneof(
  fc.constantFrom<unknown>(undefined, null, true, false, 0, 1, 3, 10, 11, -1, 2.5, NaN, '3', '', 'seeded', 'external', 'long', 'standard', 'proxy', 'firstPrint2008', 'livingRules2008', 'thirdPrint', {}, []),
  fc.jsonValue({ maxDepth: 1 }),
);

/** What zod makes of a config: null, or the ConfigError createGame used to throw (code and path). */
function zodVerdict(config: unknown): { code: string; path: string } | null {
  const r = GameConfigSchema.safeParse(config);
  if (r.success) return null;
  const e = configIssue('game config', r.error.issues);
  return { code: e.code, path: e.path };
}

function handVerdict(config: unknown): { code: string; path: string } | null {
  try {
    checkConfig(config);
    return null;
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    return { code: e.code, path: e.path };
  }
}

describe('the hand-written option table is OptionsSchema', () => {
  it('has the same options', () => {
    expect(Object.keys(OPTION_KINDS).sort()).toEqual(Object.keys(OptionsSchema.shape).sort());
  });

  it('accepts the same values for each option', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(OPTION_KINDS)), odd, (k, v) => {
        const input = { [k]: v };
        expect(optionsIssue(input, 'options') === null, `${k}: ${JSON.stringify(v)}`).toBe(OptionsInputSchema.safeParse(input).success);
      }),
      { numRuns: 2000, seed: 14 },
    );
  });

  it('fills in the same defaults, for either edition', () => {
    expect(resolveOptions({})).toEqual(OptionsSchema.parse({ ...EDITION_PRESETS.livingRules2008 }));
    expect(resolveOptions({ edition: 'firstPrint2008' })).toEqual(OptionsSchema.parse({ ...EDITION_PRESETS.firstPrint2008, edition: 'firstPrint2008' }));
    expect(resolveOptions({ edition: 'firstPrint2008', duelNp: true, gameLength: 'long' })).toEqual(
      OptionsSchema.parse({ ...EDITION_PRESETS.firstPrint2008, edition: 'firstPrint2008', duelNp: true, gameLength: 'long' }),
    );
  });

  it("keeps OptionsSchema's key order (a save read back must serialize to the same text)", () => {
    const keys = Object.keys(OptionsSchema.shape);
    expect(Object.keys(resolveOptions({}))).toEqual(keys);
    expect(Object.keys(resolveOptions({ foundPersists: true, edition: 'firstPrint2008', cunning: false }))).toEqual(keys);
  });

  it('refuses an invalid option given to resolveOptions with a ConfigError', () => {
    expect(() => resolveOptions({ cunning: 'yes' } as never)).toThrow(ConfigError);
  });
});

describe("createGame's hand check is GameConfigSchema", () => {
  const config = fc
    .tuple(
      fc.record({ players: fc.oneof(fc.integer({ min: 1, max: 10 }), odd), seed: fc.oneof(fc.integer(), odd) }, { requiredKeys: [] }),
      fc.option(fc.constantFrom('seeded', 'external', 'random'), { nil: undefined }),
      fc.option(fc.dictionary(fc.constantFrom(...Object.keys(OPTION_KINDS), 'pirateDraf', 'cuning'), odd, { maxKeys: 3 }), { nil: undefined }),
      fc.option(fc.constantFrom('sead', 'player', 'component'), { nil: undefined }),
    )
    .map(([base, randomness, options, extra]) => {
      const c: Record<string, unknown> = { ...base };
      if (randomness !== undefined) c['randomness'] = randomness;
      if (options !== undefined) c['options'] = options;
      if (extra !== undefined) c[extra] = 1;
      return c;
    });

  it('accepts and refuses the same configs, with the same code and path', () => {
    fc.assert(
      fc.property(fc.oneof(config, odd), (c) => {
        expect(handVerdict(c), JSON.stringify(c)).toEqual(zodVerdict(c));
      }),
      { numRuns: 3000, seed: 14 },
    );
  });
});

describe('createGame with a user component set (validated by the schema module, registered when it loads)', () => {
  it('accepts a valid set and refuses a broken one with invalid-components', async () => {
    const { createGame, builtinComponents } = await import('../src/index.js');
    const mine = structuredClone(builtinComponents);
    expect(createGame({ players: 3, seed: 1, components: mine }).components).toEqual(mine);
    const broken = structuredClone(builtinComponents) as unknown as { ports: { id: string }[] };
    broken.ports[0]!.id = 'Not Kebab';
    let thrown: unknown;
    try {
      createGame({ players: 3, seed: 1, components: broken });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect(thrown).toMatchObject({ code: 'invalid-components', path: 'components.ports.0.id' });
  });
});
