/**
 * Issue 15 point 3 (and the unknown options of issue 11): `createScenario` and `createGame` refuse
 * what no game reaches, and every key they do not know, with a ConfigError naming the path. Ids
 * are looked up as own keys only: 'constructor', '__proto__' and 'toString' are no components.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, builtinComponents, createGame, createScenario, deserialize, serialize, type ScenarioSpec } from '../../src/index.js';

const KIDD_CUNNING = builtinComponents.pirates.find((p) => p.id === 'kidd')!.cunning;

/** A valid 3-player position: Kidd (A) and Vane (B) at sea, a Merchant at Havana. */
function base(): ScenarioSpec & Record<string, unknown> {
  return {
    players: 3,
    turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
    hands: { A: ['fair-winds'] },
    vp: { A: 10 },
    pirates: {
      kidd: { owner: 'A', at: 'west-caribbean' },
      vane: { owner: 'B', at: 'east-caribbean' },
    },
    merchants: { havana: { type: 'flute' } },
  };
}

/** Hostile input is raw data. */
type Spec = Record<string, unknown>;
/** The object at a dotted path of a spec (to spoil it in place). */
const at = (s: Spec, path: string): Spec => path.split('.').reduce<Spec>((o, k) => o[k] as Spec, s);

/** [what, how to spoil the base spec, the path the error must name, its code]. */
const INVALID: [string, (s: Spec) => void, string | RegExp, ConfigError['code']][] = [
  ['negative VP (18.1)', (s) => (s['vp'] = { A: -3 }), 'players.A.vp', 'invalid-position'],
  ['Cunning above the rating (12.0)', (s) => (at(s, 'pirates.kidd').cunning = KIDD_CUNNING + 1), 'pirates.kidd.cunning', 'invalid-position'],
  ['a Pirate allied with himself (11.1)', (s) => (at(s, 'pirates.kidd').ally = 'kidd'), 'pirates.kidd.ally', 'invalid-position'],
  ['allies of two different players (11.1)', (s) => ((at(s, 'pirates.kidd').ally = 'vane'), (at(s, 'pirates.vane').ally = 'kidd')), /^pirates\.(kidd|vane)\.ally$/, 'invalid-position'],
  ['Loyalty 11 (6.24: the track runs 0-10)', (s) => (at(s, 'pirates.kidd').loyalty = 11), 'pirates.kidd.loyalty', 'invalid-position'],
  ['Combat above a Sloop\'s 5 (6.23)', (s) => (at(s, 'pirates.kidd').combat = 9), 'pirates.kidd.combat', 'invalid-position'],
  ['Speed above a Sloop\'s 5 (6.23)', (s) => (at(s, 'pirates.kidd').speed = 8), 'pirates.kidd.speed', 'invalid-position'],
  ['three Holds filled in a Sloop (6.23)', (s) => (at(s, 'pirates.kidd').holds = [1, 1, 1]), 'pirates.kidd.holds', 'invalid-position'],
  ['a misspelt top-level key', (s) => ((s['pirate'] = s['pirates']), delete s['pirates']), 'pirate', 'unknown-key'],
  ['a misspelt Pirate field', (s) => (at(s, 'pirates.kidd').loyality = 5), 'pirates.kidd.loyality', 'unknown-key'],
  ['a misspelt option', (s) => (s['options'] = { cuning: false }), 'options.cuning', 'unknown-key'],
  ['a misspelt turn field', (s) => (at(s, 'turn').actionLeft = 2), 'turn.actionLeft', 'unknown-key'],
  ['a misspelt Merchant field', (s) => (at(s, 'merchants.havana').foundby = 'kidd'), 'merchants.havana.foundby', 'unknown-key'],
  ["a Pirate called 'constructor'", (s) => (at(s, 'pirates')['constructor'] = { owner: 'A', at: 'india' }), 'pirates.constructor', 'invalid-position'],
  ["a card 'constructor' in a hand", (s) => (at(s, 'hands').A = ['constructor']), 'hands.A', 'invalid-position'],
  ["a card 'constructor' in the discards", (s) => (s['discard'] = { constructor: 1 }), 'discard.constructor', 'invalid-position'],
  ["a Hostage 'constructor'", (s) => (at(s, 'pirates.kidd').hostages = [{ kind: 'constructor' }]), 'pirates.kidd.hostages', 'invalid-position'],
  ["a Merchant type 'constructor'", (s) => (at(s, 'merchants.havana').type = 'constructor'), 'merchants.havana', 'invalid-position'],
  ["a Warship 'constructor'", (s) => (s['warships'] = { 'west-caribbean': 'constructor' }), 'warships.west-caribbean', 'invalid-position'],
  ["a KC 'constructor'", (s) => (s['kcs'] = { constructor: { owner: 'B', area: 'india' } }), 'kcs.constructor', 'invalid-position'],
  ["a Pirate '__proto__' (an own key, as JSON.parse makes it)", (s) => (s['pirates'] = JSON.parse('{"__proto__": {"owner": "A", "at": "india"}}')), 'pirates.__proto__', 'unknown-key'],
  ["a port 'toString' for a Merchant", (s) => (s['merchants'] = { toString: { type: 'flute' } }), /^merchants/, 'invalid-config'],
  ["Information about port 'constructor'", (s) => (at(s, 'pirates.kidd')['info'] = { constructor: 2 }), 'pirates.kidd.info.constructor', 'invalid-position'],
  ["a Safe Haven at 'atlantis'", (s) => (at(s, 'pirates.kidd').safeHavens = ['atlantis']), 'pirates.kidd.safeHavens.0', 'invalid-position'],
  ["a bribed Governor 'nobody'", (s) => (at(s, 'pirates.kidd').bribed = ['nobody']), 'pirates.kidd.bribed.0', 'invalid-position'],
  ['a Pirate at sea in "atlantis"', (s) => (at(s, 'pirates.kidd').at = 'atlantis'), 'pirates.kidd.at', 'invalid-position'],
  ['an owner who is not playing', (s) => (at(s, 'pirates.kidd').owner = 'E'), 'pirates.kidd.owner', 'invalid-position'],
  ['a Pirate in play and in a hand', (s) => (s['pirateHands'] = { A: ['kidd'] }), 'pirates.kidd', 'invalid-position'],
  ['a Pirate in play and retired', (s) => (s['retired'] = ['kidd']), 'retired', 'invalid-position'],
  ['1,000 Actions left (4.5, 4.52, 4.55)', (s) => (at(s, 'turn').actionsLeft = 1000), 'turn.actionsLeft', 'invalid-position'],
  ["the Initiative Actions of 'nobody' (4.52)", (s) => (at(s, 'turn').actionsPirate = 'nobody'), 'turn.actionsPirate', 'invalid-position'],
  ['a Sack right on a port he is not in (9.55)', (s) => (at(s, 'pirates.kidd').sackable = 'havana'), 'pirates.kidd.sackable', 'invalid-position'],
  ['a Merchant Found by a Pirate not in play (8.14)', (s) => (at(s, 'merchants.havana').foundBy = 'roberts'), 'merchants.havana.foundBy', 'invalid-position'],
  ['a Governor in a Pirate Port (9.2)', (s) => (s['governors'] = { 'isla-de-tortuga': 'anti' }), 'governors.isla-de-tortuga', 'invalid-position'],
  ['a KC in a port (10.26)', (s) => (s['kcs'] = { matthews: { owner: 'B', area: 'havana' } }), 'kcs.matthews.area', 'invalid-position'],
  ['a third General Pardon still playing (4.1)', (s) => (s['generalPardonAppearances'] = 3), 'generalPardonAppearances', 'invalid-config'],
  ['the turn of Player D in a 3-player game', (s) => (at(s, 'turn').player = 'D'), 'turn.player', 'invalid-position'],
];

function refuses(spec: Spec, path: string | RegExp, code: ConfigError['code']): void {
  let thrown: unknown = null;
  try {
    createScenario(spec as ScenarioSpec);
  } catch (e) {
    thrown = e;
  }
  expect(thrown, 'createScenario accepted it').toBeInstanceOf(ConfigError);
  const e = thrown as ConfigError;
  if (typeof path === 'string') expect(e.path).toBe(path);
  else expect(e.path).toMatch(path);
  expect(e.code).toBe(code);
  expect(e.message).toContain(e.path);
}

describe('createScenario refuses positions no game reaches (issue 15 point 3)', () => {
  it('the base position is valid, and its save loads', () => {
    const s = createScenario(base());
    expect(deserialize(serialize(s))).toEqual(s);
  });

  it(`covers at least 29 kinds of invalid spec (${INVALID.length})`, () => {
    expect(INVALID.length).toBeGreaterThanOrEqual(29);
  });

  it.each(INVALID)('%s', (_what, spoil, path, code) => {
    const spec = structuredClone(base()) as Spec;
    spoil(spec);
    refuses(spec, path, code);
  });
});

describe('createGame refuses unknown keys (issue 11, issue 15 point 3)', () => {
  it('a misspelt option is named, not silently dropped', () => {
    expect(() => createGame({ players: 4, seed: 1, options: { pirateDraf: true } as never })).toThrow(ConfigError);
    try {
      createGame({ players: 4, seed: 1, options: { pirateDraf: true } as never });
    } catch (e) {
      expect(e).toMatchObject({ code: 'unknown-key', path: 'options.pirateDraf' });
      expect((e as Error).message).toMatch(/pirateDraf/);
    }
  });

  it('a misspelt config key is named', () => {
    try {
      createGame({ players: 4, sead: 1 } as never);
      expect.unreachable('createGame accepted it');
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      expect(e).toMatchObject({ code: 'unknown-key', path: 'sead' });
    }
  });

  it('a misspelt key in a user-supplied component set is named', () => {
    const components = structuredClone(builtinComponents) as unknown as { ports: Record<string, unknown>[] };
    components.ports[0]!['locater'] = 11;
    try {
      createGame({ players: 4, seed: 1, components });
      expect.unreachable('createGame accepted it');
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      expect(e).toMatchObject({ code: 'invalid-components', path: 'components.ports.0' });
      expect((e as Error).message).toMatch(/locater/);
    }
  });

  it("an option called 'constructor' or '__proto__' is an unknown key", () => {
    for (const options of [{ constructor: true }, JSON.parse('{"__proto__": {"cunning": false}}') as object]) {
      expect(() => createGame({ players: 4, seed: 1, options: options as never })).toThrow(ConfigError);
    }
  });
});
