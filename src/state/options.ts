import type { Options, OptionsInput } from './schema.js';
import { ConfigError } from '../tables/config-error.js';
import { clip } from './bounds.js';

/**
 * The rules options as a table, without zod (issue 14 point 3: `createGame` is on the browser's
 * play path, which loads no zod). Each option's allowed values: a boolean, a count (an integer 0 or
 * more), or one of a list of names. test/options.test.ts checks the table against `OptionsSchema`
 * (same keys, same values accepted, same defaults), so the two cannot drift apart.
 */
export type OptionKind = 'boolean' | 'count' | readonly string[];

export const OPTION_KINDS: { readonly [K in keyof Options]-?: OptionKind } = {
  edition: ['livingRules2008', 'firstPrint2008'],
  livingRulesPlus2: 'boolean',
  ransomMultiplier: 'count',
  sackNpMultiplier: 'count',
  lootNp: ['cargoRating', 'cargoRatingPlus1d6'],
  kcKillVpRounding: ['floor', 'ceil'],
  kcCombatTie: ['kc', 'pirate'],
  warshipDamageVp: 'boolean',
  duelNp: 'boolean',
  warshipSightingLimit: ['perTurn', 'perAction'],
  allowSecondWarshipSameAction: 'boolean',
  lootApCardsAnyStep: 'boolean',
  warshipsInterruptLootAnyStep: 'boolean',
  lootProcedure: ['fourSteps', 'sevenSteps'],
  allianceCombat: ['bothAbilities', 'plus1'],
  dnrPenaltyScope: ['atSea', 'any'],
  pardonForbidsEnglishAttacks: 'boolean',
  convertAsSeparateAction: 'boolean',
  cunningNoReReroll: 'boolean',
  kcEscapeCancelsAction: 'boolean',
  kcModel: ['livingRules', 'harass'],
  solitaireRemoveFingerOfFate: 'boolean',
  solitaireBbRetireMethods: ['letterOfMarqueOnly', 'noSurrenderOrBribe'],
  solitaireApModel: ['livingRules', 'firstPrint'],
  allianceLoyalty: ['each', 'lower'],
  drCardOnMarkedPirate: 'boolean',
  piraticalAmbitionTrigger: ['duringAction', 'afterLoyaltyLoss'],
  soloLetterDrawsAnother: 'boolean',
  plus2AffectsRatingForNpAndStorm: 'boolean',
  gameLength: ['standard', 'long'],
  pirateDraft: 'boolean',
  randomDeployment: 'boolean',
  secretDeployment: 'boolean',
  cunning: 'boolean',
  cunningOnlyUpTo3d6: 'boolean',
  pardonEndsThisTurn: 'boolean',
  malDeMerSkipsMerchants: 'boolean',
  bermudaStormOneArea: 'boolean',
  newGovernorsWhenExhausted: ['proxy', 'noEffect'],
  retireInPiratePort: 'boolean',
  symmetricDuelLoot: 'boolean',
  attackHistoryStaysWithShip: 'boolean',
  drPiratePortTopUp: 'boolean',
  doubleCrossHangedScoresAs: ['retired', 'eliminated'],
  foundPersists: 'boolean',
  solitaireSystemPlayer: ['quick', 'lookahead'],
};

/**
 * The defaults of the options that `edition` does not preset (RULINGS options; OptionsSchema's
 * `.default(...)` values).
 */
export const OPTION_DEFAULTS = {
  plus2AffectsRatingForNpAndStorm: false,
  gameLength: 'standard',
  pirateDraft: false,
  randomDeployment: false,
  secretDeployment: false,
  cunning: true,
  cunningOnlyUpTo3d6: false,
  pardonEndsThisTurn: false,
  malDeMerSkipsMerchants: false,
  bermudaStormOneArea: false,
  newGovernorsWhenExhausted: 'proxy',
  retireInPiratePort: false,
  symmetricDuelLoot: false,
  attackHistoryStaysWithShip: true,
  drPiratePortTopUp: true,
  doubleCrossHangedScoresAs: 'retired',
  foundPersists: false,
  solitaireSystemPlayer: 'quick',
} as const satisfies Partial<Options>;

function fits(kind: OptionKind, v: unknown): boolean {
  if (kind === 'boolean') return typeof v === 'boolean';
  if (kind === 'count') return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
  return typeof v === 'string' && kind.includes(v);
}

function describeKind(kind: OptionKind): string {
  if (kind === 'boolean') return 'expected a boolean';
  if (kind === 'count') return 'expected an integer 0 or more';
  return `expected one of ${kind.map((k) => `'${k}'`).join(', ')}`;
}

/**
 * Check `options` as given to createGame (any subset of the options, each optional): the first
 * fault as a ConfigError naming its path (`options.pirateDraf`), or null when the options are valid.
 * Own keys only (a key inherited from Object.prototype is no option).
 */
export function optionsIssue(input: unknown, what: string, prefix = 'options'): ConfigError | null {
  if (input === undefined) return null;
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    return new ConfigError(`Invalid ${what} at ${prefix}: expected an object`, 'invalid-config', prefix);
  }
  const rec = input as Record<string, unknown>;
  // In the table's order (OptionsSchema's), like zod's first issue; unknown keys after.
  for (const k of Object.keys(OPTION_KINDS) as (keyof Options)[]) {
    const v = Object.prototype.hasOwnProperty.call(rec, k) ? rec[k] : undefined;
    const kind = OPTION_KINDS[k];
    if (v !== undefined && !fits(kind, v)) return new ConfigError(`Invalid ${what} at ${prefix}.${k}: ${describeKind(kind)}`, 'invalid-config', `${prefix}.${k}`);
  }
  const unknown = Object.keys(rec).filter((k) => !Object.prototype.hasOwnProperty.call(OPTION_KINDS, k));
  if (unknown.length > 0) {
    return new ConfigError(`Invalid ${what} at ${clip(`${prefix}.${unknown[0]}`, 100)}: unknown key '${clip(unknown.join("', '"), 100)}'`, 'unknown-key', `${prefix}.${unknown[0]}`);
  }
  return null;
}

/** The given options (own keys, undefined dropped) as a plain record. */
export function givenOptions(input: OptionsInput | undefined): Partial<Options> {
  const given: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input ?? {})) if (v !== undefined) given[k] = v;
  return given as Partial<Options>;
}
