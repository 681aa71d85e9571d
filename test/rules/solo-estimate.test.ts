/**
 * 19.17: the static VP estimate behind the System Player's policies and greedyBot
 * (src/solo/estimate.ts). Each test builds two positions that differ in one fact and checks that
 * the estimate moves by the term its module comment documents, computed here from the exported
 * weights and the rule's own numbers (the Cargo Table, the ports' Value and Defense, the dice).
 */
import { describe, expect, it } from 'vitest';
import type { GameState, PirateState, ScenarioSpec } from '../../src/index.js';
import type { Frame } from '../../src/state/schema.js';
import { componentsOf } from '../../src/actions/ctx.js';
import {
  ACTION,
  BOOTY_SHARE,
  CARD,
  DR_COST,
  FOUND_SHARE,
  FUTURE,
  LOYALTY_RISK,
  MAX_REACH,
  OPPORTUNITY_SHARE,
  PIRATE_IN_HAND,
  REACH_DECAY,
  RETIRE_SHARE,
  SHIP_COMBAT,
  SHIP_SPEED,
  attackWorth,
  estimateAll,
  estimateVp,
  foundWorth,
  gameLeft,
  lootWorth,
  movedWorth,
  pirateWorth,
  sackWorth,
  targetWorth,
  valuation,
} from '../../src/solo/estimate.js';
import { solo } from './solo-helpers.js';

const SP = 'B';
const IX = componentsOf(solo().state);
type Column = 'atlantic' | 'caribbean' | 'africa' | 'india';

// ------------------------------------------------------------------------------------------------
// The rule's own numbers
// ------------------------------------------------------------------------------------------------

/** 8.32: the mean Cargo in Doubloons of d6 + `rating` in a region's column of the Cargo Table. */
function meanCargo(rating: number, column: Column): number {
  let sum = 0;
  for (let die = 1; die <= 6; die++) sum += IX.set.tables.cargo.find((r) => r.roll === die + rating)?.[column] ?? NaN;
  return sum / 6;
}

/** 8.33 / 18.12: a Loot's worth in VP: NP = Cargo rating at 1 + RETIRE_SHARE, the Cargo as Booty. */
function lootVp(rating: number, cash: number): number {
  return rating * (1 + RETIRE_SHARE) + (RETIRE_SHARE * BOOTY_SHARE * cash) / 100;
}

const rating = (type: string): number => IX.merchantType[type]?.cargo ?? NaN;
const expectedLoot = (type: string, column: Column): number => lootVp(rating(type), meanCargo(rating(type), column));

/** 6.12: a face-down Merchant, the mean over the Merchant mix. */
function mixLoot(column: Column): number {
  let sum = 0;
  let n = 0;
  for (const m of IX.set.merchantTypes) {
    sum += expectedLoot(m.id, column) * m.count;
    n += m.count;
  }
  return sum / n;
}

/** P(d6 + a >= target). */
function pAtLeast(a: number, target: number): number {
  let n = 0;
  for (let die = 1; die <= 6; die++) if (die + a >= target) n++;
  return n / 6;
}

/**
 * 9.52-9.54: the attack total is `margin` + his die (`die` when already rolled) against the
 * Defense's 1d6, or 2d6 at a port attacked before (9.58). A win is a higher total; a loss costs
 * the difference in Combat hits (equal totals: no damage).
 */
function odds(margin: number, twoDice: boolean, die?: number): { win: number; lossHits: number } {
  let win = 0;
  let lossHits = 0;
  let n = 0;
  for (const d of die === undefined ? [1, 2, 3, 4, 5, 6] : [die]) {
    for (const a of [1, 2, 3, 4, 5, 6]) {
      for (const b of twoDice ? [1, 2, 3, 4, 5, 6] : [0]) {
        n++;
        const diff = d + margin - (a + b);
        if (diff > 0) win++;
        else lossHits -= diff;
      }
    }
  }
  return { win: win / n, lossHits: lossHits / n };
}

/** 9.53: NP 2 x Value, and (Value)d6 x 100 Booty (mean 350 a die). */
function attackGain(value: number): number {
  return 2 * value * (1 + RETIRE_SHARE) + (RETIRE_SHARE * BOOTY_SHARE * value * 350) / 100;
}

const port = (id: string) => {
  const p = IX.port[id];
  if (!p) throw new Error(id);
  return { value: p.value ?? NaN, defense: p.defense ?? NaN };
};

// ------------------------------------------------------------------------------------------------
// Positions
// ------------------------------------------------------------------------------------------------

const est = (s: GameState): Record<string, number> => estimateAll(s, componentsOf(s));
/** How much `player`'s estimate rises from `a` to `b`. */
const rise = (a: GameState, b: GameState, player = SP): number => (est(b)[player] ?? NaN) - (est(a)[player] ?? NaN);

type PirateSpec = NonNullable<ScenarioSpec['pirates']>[string];
/** Vane (Ability 4, Cruelty 3, a Sloop: Combat 5, Speed 5) is the SP's only Pirate; Blackbeard is A's. */
function withVane(vane: Partial<PirateSpec>, spec: Omit<ScenarioSpec, 'players'> = {}): GameState {
  return solo({
    ...spec,
    pirates: { teach: { owner: 'A', at: 'central-america' }, vane: { owner: SP, at: 'north-atlantic', ...vane } },
  }).state;
}

const PARDON = { drawer: 'A' as const, covered: [] as string[], endsAfterTurn: 99 };
const pardoned = (s: GameState): GameState => ({ ...s, generalPardon: { ...s.generalPardon, pardon: PARDON } });

const ATTACKABLE = IX.set.ports.filter((p) => !p.piratePort).map((p) => p.id);
const NOT_ENGLISH = IX.set.ports.filter((p) => !p.piratePort && p.nationality !== 'english').map((p) => p.id);

/**
 * Seas where Vane has nothing to Attack (17.2 #8: the General Pardon in force, so no English port;
 * RULINGS B35: every other port destroyed) and only the Merchants given to Find.
 */
function quiet(vane: Partial<PirateSpec>, merchants: NonNullable<ScenarioSpec['merchants']> = {}, spec: Omit<ScenarioSpec, 'players'> = {}): GameState {
  return pardoned(withVane(vane, { destroyedPorts: NOT_ENGLISH, merchants, generalPardonAppearances: 2, ...spec }));
}

/** No Merchant, and only the ports in `alive` standing to be Attacked. */
function onlyPorts(alive: string[], vane: Partial<PirateSpec>, spec: Omit<ScenarioSpec, 'players'> = {}): GameState {
  return withVane(vane, { destroyedPorts: ATTACKABLE.filter((p) => !alive.includes(p)), merchants: {}, ...spec });
}

const spTurnOf = (s: GameState, left: number): GameState => ({ ...s, turn: { ...s.turn, player: SP, phase: 'play', actionsLeft: left, actionsPirate: 'vane' } });
const push = (s: GameState, frame: Frame): GameState => ({ ...s, stack: [...s.stack, frame] });
const vaneOf = (s: GameState): PirateState => s.pirates['vane'] as PirateState;

// ------------------------------------------------------------------------------------------------

describe('19.17 estimate: what is scored and what a Pirate in play holds', () => {
  it('18.12: VP already scored count in full, and a finished game counts nothing else', () => {
    const s = withVane({}, { vp: { B: 7 } });
    expect(rise(withVane({}), s)).toBeCloseTo(7, 9);
    const over: GameState = { ...s, over: { reason: 'general pardon', rule: '4.1' } };
    expect(est(over)).toEqual({ A: 0, B: 7 });
  });

  it('18.12A/B: each NP of a Pirate in play is worth 1 + RETIRE_SHARE VP', () => {
    expect(rise(withVane({ np: 0 }), withVane({ np: 4 }))).toBeCloseTo(4 * (1 + RETIRE_SHARE), 9);
    expect(rise(withVane({ np: 0 }), withVane({ np: 4 }), 'A')).toBeCloseTo(0, 9);
  });

  it('18.3: Net Worth counts at RETIRE_SHARE, 1 VP per 100 Doubloons', () => {
    expect(rise(withVane({ netWorth: 0 }), withVane({ netWorth: 1700 }))).toBeCloseTo((RETIRE_SHARE * 1700) / 100, 9);
  });

  it('9.43: Booty in his Holds counts at RETIRE_SHARE x BOOTY_SHARE of Net Worth, every Hold', () => {
    expect(rise(withVane({ holds: [] }), withVane({ holds: [300, 500] }))).toBeCloseTo((RETIRE_SHARE * BOOTY_SHARE * 800) / 100, 9);
  });

  it('8.45 / 9.42: each Hostage counts his Value', () => {
    const held = withVane({ hostages: [{ kind: 'captain' }, { kind: 'governors-daughter' }] });
    expect(rise(withVane({}), held)).toBeCloseTo((IX.hostage['captain']?.value ?? NaN) + (IX.hostage['governors-daughter']?.value ?? NaN), 9);
    expect(IX.hostage['governors-daughter']?.value).toBe(6); // 9.42's example
  });

  it('6.25: each point of Combat is worth SHIP_COMBAT, of Speed SHIP_SPEED (nothing to Attack or Find)', () => {
    expect(rise(quiet({ combat: 2 }), quiet({ combat: 5 }))).toBeCloseTo(3 * SHIP_COMBAT, 9);
    expect(rise(quiet({ speed: 1 }), quiet({ speed: 5 }))).toBeCloseTo(4 * SHIP_SPEED, 9);
  });

  it('14.1: LOYALTY_RISK for each point of Loyalty below 3, nothing from 3 up', () => {
    expect(rise(withVane({ loyalty: 3 }), withVane({ loyalty: 7 }))).toBeCloseTo(0, 9);
    expect(rise(withVane({ loyalty: 2 }), withVane({ loyalty: 3 }))).toBeCloseTo(LOYALTY_RISK, 9);
    expect(rise(withVane({ loyalty: 0 }), withVane({ loyalty: 3 }))).toBeCloseTo(3 * LOYALTY_RISK, 9);
  });

  it('13.22: a Pirate in D&R costs DR_COST (nothing to Attack or Find)', () => {
    expect(rise(quiet({ dr: 'voluntary' }), quiet({ dr: null }))).toBeCloseTo(DR_COST, 9);
  });

  it('4.1: each Pirate in play adds FUTURE x the share of the game left (a Pirate in play will earn more)', () => {
    const early = withVane({}, { pirateHands: { B: [] } });
    const later = withVane({}, { pirateHands: { B: [] }, generalPardonAppearances: 1 });
    expect(gameLeft(early) - gameLeft(later)).toBeCloseTo(1 / 3, 9);
    expect(rise(later, early)).toBeCloseTo(FUTURE * (gameLeft(early) - gameLeft(later)), 9);
  });
});

describe('19.17 estimate: the share of the game left (4.1: the third General Pardon ends it)', () => {
  it('1 at the start, a third less per General Pardon appearance and by the share of the deck discarded, 0.05 at least', () => {
    const s = solo().state;
    let deck = 0;
    for (const k of Object.keys(s.deck)) deck += s.deck[k] ?? 0;
    expect(deck).toBeGreaterThan(0);
    expect(gameLeft(s)).toBeCloseTo(1, 9);
    expect(gameLeft(solo({ generalPardonAppearances: 2 }).state)).toBeCloseTo(1 / 3, 9);
    // Half the cards discarded: half a cycle gone.
    const half: GameState = { ...s, deck: { a: 30 }, discard: { b: 20, c: 10 } };
    expect(gameLeft(half)).toBeCloseTo((3 - 0.5) / 3, 9);
    const late: GameState = { ...s, deck: { a: 1 }, discard: { b: 99 }, generalPardon: { ...s.generalPardon, appearances: 2 } };
    expect(gameLeft(late)).toBeCloseTo(0.05, 9);
  });
});

describe('19.17 estimate: the cards in hand and the Actions left', () => {
  it('PIRATE_IN_HAND x FUTURE x the game left per undeployed Pirate card, CARD per Event card', () => {
    const base = withVane({});
    const cards = withVane({}, { hands: { B: ['skull-and-crossbones', 'letter-of-marque'] }, pirateHands: { B: ['kidd', 'low', 'tew'] } });
    expect(rise(base, cards)).toBeCloseTo(3 * PIRATE_IN_HAND * FUTURE * gameLeft(base) + 2 * CARD, 9);
    expect(rise(base, cards, 'A')).toBeCloseTo(0, 9);
  });

  it('4.5: ACTION per Action left, for the active player at his Card Play Phase only', () => {
    // The SP's turn is set on the state: a scenario would play it (19.17).
    const base = withVane({});
    const at = (player: 'A' | 'B', phase: 'play' | 'start', actionsLeft: number): GameState => ({ ...base, turn: { ...base.turn, player, phase, actionsLeft } });
    expect(rise(at('B', 'play', 0), at('B', 'play', 3))).toBeCloseTo(3 * ACTION, 9);
    expect(rise(at('A', 'play', 0), at('A', 'play', 3), 'A')).toBeCloseTo(3 * ACTION, 9);
    expect(rise(at('A', 'play', 0), at('A', 'play', 3), 'B')).toBeCloseTo(0, 9);
    const started = at('B', 'play', 3);
    expect(rise({ ...started, turn: { ...started.turn, phase: 'start' } }, started)).toBeCloseTo(3 * ACTION, 9);
  });

  it('estimateVp is one player\'s estimate', () => {
    const s = withVane({ np: 3 }, { vp: { A: 2 } });
    expect(estimateVp(s, 'B')).toBeCloseTo(est(s)['B'] ?? NaN, 12);
    expect(estimateVp(s, 'A')).toBeCloseTo(est(s)['A'] ?? NaN, 12);
    expect(estimateVp(s, 'A')).not.toBeCloseTo(estimateVp(s, 'B'), 3);
  });
});

describe('19.17 estimate: what he has Found and may still take (FOUND_SHARE)', () => {
  /** A face-up Brigantine (Cargo 3) in `at`, Found by Vane or by Blackbeard. */
  const found = (by: 'vane' | 'teach', at = 'boston', spec: Omit<ScenarioSpec, 'players'> = {}): GameState =>
    withVane({}, { merchants: { [at]: { type: 'brigantine', faceUp: true, foundBy: by } }, ...spec });

  it('RULINGS B29: in his own Player-Turn, a Merchant he has Found counts FOUND_SHARE x its expected Loot (8.32: d6 + Cargo on the port\'s region of the Cargo Table)', () => {
    expect(rise(spTurnOf(found('teach'), 2), spTurnOf(found('vane'), 2))).toBeCloseTo(FOUND_SHARE * expectedLoot('brigantine', 'atlantic'), 9);
    expect(rise(spTurnOf(found('teach', 'port-royal'), 2), spTurnOf(found('vane', 'port-royal'), 2))).toBeCloseTo(FOUND_SHARE * expectedLoot('brigantine', 'caribbean'), 9);
    // Blackbeard's find is not his: it is not Blackbeard's Player-Turn.
    expect(rise(spTurnOf(found('vane'), 2), spTurnOf(found('teach'), 2), 'A')).toBeCloseTo(0, 9);
    expect(expectedLoot('brigantine', 'atlantic')).toBeCloseTo(3 * 1.5 + 0.3 * 5.5, 9); // d6 + 3: 300..800, mean 550
  });

  it('RULINGS B29: outside his Player-Turn\'s Actions (another\'s turn, none left, before his Card Play Phase) the Merchant counts nothing', () => {
    expect(rise(found('teach'), found('vane'))).toBeCloseTo(0, 9); // Blackbeard's Player-Turn
    expect(rise(spTurnOf(found('teach'), 0), spTurnOf(found('vane'), 0))).toBeCloseTo(0, 9);
    const start = (s: GameState): GameState => ({ ...spTurnOf(s, 2), turn: { ...spTurnOf(s, 2).turn, phase: 'start' } });
    expect(rise(start(found('teach')), start(found('vane')))).toBeCloseTo(0, 9);
  });

  it('RULINGS B29, option foundPersists: the Merchant he has Found counts in any Player-Turn', () => {
    const options = { options: { foundPersists: true } };
    expect(rise(found('teach', 'boston', options), found('vane', 'boston', options))).toBeCloseTo(FOUND_SHARE * expectedLoot('brigantine', 'atlantic'), 9);
  });

  it('8.3: a Loot of that Merchant under way counts once, as the Loot under way; a Loot elsewhere does not hide it', () => {
    const loot = (at: string): Frame => ({ kind: 'loot', pirate: 'vane', port: at, merchant: 'brigantine', step: 'announce', roll: 0, cargo: 0, loyalty: 0, hostage: null, cargoState: 'pending', hostageDone: false, converted: false });
    const mine = spTurnOf(found('vane'), 2);
    const theirs = spTurnOf(found('teach'), 2);
    expect(rise(push(theirs, loot('boston')), push(mine, loot('boston')))).toBeCloseTo(0, 9);
    expect(rise(push(theirs, loot('new-york')), push(mine, loot('new-york')))).toBeCloseTo(FOUND_SHARE * expectedLoot('brigantine', 'atlantic'), 9);
  });

  it('B29: a Port Attack under way at the Merchant\'s port does not take the Merchant from him (only a Loot of it does)', () => {
    const attack: Frame = { kind: 'attackPort', pirate: 'vane', port: 'boston', step: 'lootRoll', attack: [6], defense: [1], booty: 0 };
    expect(rise(push(spTurnOf(found('teach'), 2), attack), push(spTurnOf(found('vane'), 2), attack))).toBeCloseTo(FOUND_SHARE * expectedLoot('brigantine', 'atlantic'), 9);
  });

  it('9.55: in his Player-Turn, the Sack he may make counts FOUND_SHARE x P(d6 + Cruelty > Defense) x (2 x Value NP, less DR_COST for the D&R that follows)', () => {
    const at = (sackable: string | null) => withVane({ at: 'boston', sackable }, { attackedPorts: sackable ? [sackable] : [] });
    const boston = port('boston');
    const cruelty = IX.pirate['vane']?.cruelty ?? NaN;
    expect(cruelty).toBe(3);
    // Boston: Defense 5, so 3, 4, 5 or 6 on the die.
    const worth = pAtLeast(cruelty, boston.defense + 1) * (2 * boston.value * (1 + RETIRE_SHARE) - DR_COST);
    expect(rise({ ...spTurnOf(at(null), 2), attackedPorts: ['boston'] }, spTurnOf(at('boston'), 2))).toBeCloseTo(FOUND_SHARE * worth, 9);
    expect(worth).toBeCloseTo((4 / 6) * 8, 9);
  });

  it('9.55: outside his Player-Turn\'s Actions, even with foundPersists, the Sack counts nothing', () => {
    const at = (sackable: string | null) => withVane({ at: 'boston', sackable }, { attackedPorts: ['boston'], options: { foundPersists: true } });
    expect(rise(at(null), at('boston'))).toBeCloseTo(0, 9);
    expect(rise(spTurnOf(at(null), 0), spTurnOf(at('boston'), 0))).toBeCloseTo(0, 9);
  });
});

describe('19.17 estimate: OPPORTUNITY_SHARE x the best target within MAX_REACH Moves, REACH_DECAY per Move', () => {
  const findP = (ability: number, faceUp: boolean) => pAtLeast(ability + (faceUp ? 1 : 0), 7);
  const ABILITY = IX.pirate['vane']?.ability ?? NaN;
  const none = quiet({});

  it('8.13 / 8.14: a face-down Merchant in his Sea Area: P(d6 + Ability >= 7) x the mean Loot of the Merchant mix (6.12)', () => {
    expect(ABILITY).toBe(4);
    const worth = OPPORTUNITY_SHARE * findP(ABILITY, false) * mixLoot('atlantic');
    expect(rise(none, quiet({}, { boston: { type: 'flute' } }))).toBeCloseTo(worth, 9);
    // Face down, its type is unknown: a Square Rigger is worth the same.
    expect(rise(none, quiet({}, { boston: { type: 'square-rigger' } }))).toBeCloseTo(worth, 9);
    expect(findP(ABILITY, false)).toBeCloseTo(4 / 6, 9);
  });

  it('8.15: a face-up Merchant is Found at +1, and counts its own type\'s Loot', () => {
    expect(rise(none, quiet({}, { boston: { type: 'brigantine', faceUp: true } }))).toBeCloseTo(OPPORTUNITY_SHARE * findP(ABILITY, true) * expectedLoot('brigantine', 'atlantic'), 9);
    expect(rise(none, quiet({}, { boston: { type: 'flute', faceUp: true } }))).toBeCloseTo(OPPORTUNITY_SHARE * findP(ABILITY, true) * expectedLoot('flute', 'atlantic'), 9);
  });

  it('7.11: each Move to the target\'s Sea Area costs REACH_DECAY: 1 Move (Virginia), 2 (Charleston), 3 (Port Royal, the Caribbean column)', () => {
    const p = OPPORTUNITY_SHARE * findP(ABILITY, false);
    expect(rise(none, quiet({}, { virginia: { type: 'flute' } }))).toBeCloseTo(p * mixLoot('atlantic') * REACH_DECAY, 9);
    expect(rise(none, quiet({}, { charleston: { type: 'flute' } }))).toBeCloseTo(p * mixLoot('atlantic') * REACH_DECAY ** 2, 9);
    expect(rise(none, quiet({}, { 'port-royal': { type: 'flute' } }))).toBeCloseTo(p * mixLoot('caribbean') * REACH_DECAY ** 3, 9);
  });

  it('MAX_REACH: a target MAX_REACH Moves away still counts; one 5 Moves away adds nothing', () => {
    expect(MAX_REACH).toBe(4);
    const p = OPPORTUNITY_SHARE * findP(ABILITY, false);
    // From the Gold Coast: the Transit Box, South America, West Caribbean, South Atlantic (Charleston).
    expect(rise(quiet({ at: 'gold-coast' }), quiet({ at: 'gold-coast' }, { charleston: { type: 'flute' } }))).toBeCloseTo(p * mixLoot('atlantic') * REACH_DECAY ** 4, 9);
    // From the Central Atlantic, Cape Coast is 5 Moves away.
    expect(rise(quiet({ at: 'central-atlantic' }), quiet({ at: 'central-atlantic' }, { 'cape-coast': { type: 'flute' } }))).toBeCloseTo(0, 9);
  });

  it('6.26 / 7.12: below Speed 0 each Move takes two Actions, so REACH_DECAY counts twice a Move', () => {
    const p = OPPORTUNITY_SHARE * findP(ABILITY, false);
    expect(rise(quiet({ speed: -1 }), quiet({ speed: -1 }, { virginia: { type: 'flute' } }))).toBeCloseTo(p * mixLoot('atlantic') * REACH_DECAY ** 2, 9);
    expect(rise(quiet({ speed: -1 }), quiet({ speed: -1 }, { boston: { type: 'flute' } }))).toBeCloseTo(p * mixLoot('atlantic'), 9);
    const far = { at: 'gold-coast', speed: -1 };
    expect(rise(quiet(far), quiet(far, { charleston: { type: 'flute' } }))).toBeCloseTo(p * mixLoot('atlantic') * REACH_DECAY ** 8, 9);
    // Speed 0 is not below 0.
    expect(rise(quiet({ speed: 0 }), quiet({ speed: 0 }, { virginia: { type: 'flute' } }))).toBeCloseTo(p * mixLoot('atlantic') * REACH_DECAY, 9);
  });

  it('7.11: from a port, even his own port\'s Sea Area is one Move away; from a Transit Box, each Sea Area it joins', () => {
    const p = OPPORTUNITY_SHARE * findP(ABILITY, false);
    expect(rise(quiet({ at: 'boston' }), quiet({ at: 'boston' }, { 'new-york': { type: 'flute' } }))).toBeCloseTo(p * mixLoot('atlantic') * REACH_DECAY, 9);
    const box = { at: 'gold-coast-east-africa' };
    expect(rise(quiet(box), quiet(box, { 'cape-coast': { type: 'flute' } }))).toBeCloseTo(p * mixLoot('africa') * REACH_DECAY, 9);
  });

  it('the best target counts, not their sum', () => {
    const p = OPPORTUNITY_SHARE * findP(ABILITY, false);
    const near = p * mixLoot('atlantic');
    expect(rise(none, quiet({}, { boston: { type: 'flute' }, virginia: { type: 'flute' }, charleston: { type: 'flute' } }))).toBeCloseTo(near, 9);
    // A face-up Square Rigger one Move away beats a face-down Merchant here.
    const rigger = OPPORTUNITY_SHARE * findP(ABILITY, true) * expectedLoot('square-rigger', 'atlantic') * REACH_DECAY;
    expect(rigger).toBeGreaterThan(near);
    expect(rise(none, quiet({}, { boston: { type: 'flute' }, virginia: { type: 'square-rigger', faceUp: true } }))).toBeCloseTo(rigger, 9);
    expect(rise(none, quiet({}, { virginia: { type: 'square-rigger', faceUp: true }, charleston: { type: 'flute' } }))).toBeCloseTo(rigger, 9);
  });

  it('8.15: a Merchant already Found by another Pirate is no target to Find', () => {
    expect(rise(none, quiet({}, { boston: { type: 'brigantine', faceUp: true, foundBy: 'teach' } }))).toBeCloseTo(0, 9);
  });

  it('13.22: in D&R (a Move and a Recovery first) the best target counts REACH_DECAY less', () => {
    const p = OPPORTUNITY_SHARE * findP(ABILITY, false);
    expect(rise(quiet({ dr: 'involuntary' }), quiet({ dr: 'involuntary' }, { boston: { type: 'flute' } }))).toBeCloseTo(REACH_DECAY * p * mixLoot('atlantic'), 9);
  });

  describe('9.52-9.54: a port to Attack', () => {
    const boston = port('boston');
    const worth = (margin: number, twoDice: boolean, value = boston.value) => {
      const o = odds(margin, twoDice);
      return OPPORTUNITY_SHARE * (o.win * attackGain(value) - o.lossHits * 2 * SHIP_COMBAT);
    };

    it('P(d6 + Combat + Ability > d6 + Defense) x (2 x Value NP and (Value)d6 x 100 Booty), less 2 x SHIP_COMBAT per expected hit of a loss', () => {
      // Combat 1 + Ability 4 against Boston's Defense 5: margin 0.
      expect(rise(onlyPorts([], { combat: 1 }), onlyPorts(['boston'], { combat: 1 }))).toBeCloseTo(worth(0, false), 9);
      expect(odds(0, false)).toEqual({ win: 15 / 36, lossHits: 35 / 36 });
      // A Sloop's Combat 5: margin 4.
      expect(rise(onlyPorts([], {}), onlyPorts(['boston'], {}))).toBeCloseTo(worth(4, false), 9);
      // RULINGS B35: a destroyed port is no target (the difference above is Boston standing).
    });

    it('9.52: Heavy Guns add 2 and Information on the port its points', () => {
      expect(rise(onlyPorts([], { combat: 1, heavyGuns: true }), onlyPorts(['boston'], { combat: 1, heavyGuns: true }))).toBeCloseTo(worth(2, false), 9);
      expect(rise(onlyPorts([], { combat: 1, info: { boston: 1 } }), onlyPorts(['boston'], { combat: 1, info: { boston: 1 } }))).toBeCloseTo(worth(1, false), 9);
      // Information on another port adds nothing here.
      expect(rise(onlyPorts([], { combat: 1, info: { 'new-york': 3 } }), onlyPorts(['boston'], { combat: 1, info: { 'new-york': 3 } }))).toBeCloseTo(worth(0, false), 9);
    });

    it('9.58: a port attacked before defends with 2d6', () => {
      const spec = { attackedPorts: ['boston'] };
      expect(worth(0, true)).toBeLessThan(0); // an Attack worse than nothing adds nothing
      expect(rise(onlyPorts([], { combat: 1 }, spec), onlyPorts(['boston'], { combat: 1 }, spec))).toBeCloseTo(0, 9);
      expect(worth(3, true)).toBeGreaterThan(0);
      expect(rise(onlyPorts([], { combat: 4 }, spec), onlyPorts(['boston'], { combat: 4 }, spec))).toBeCloseTo(worth(3, true), 9);
      // The same margins against one die, after them (the odds of each are their own).
      expect(rise(onlyPorts([], { combat: 4 }), onlyPorts(['boston'], { combat: 4 }))).toBeCloseTo(worth(3, false), 9);
    });

    it('7.11: one Move away, x REACH_DECAY', () => {
      const ca = { at: 'central-atlantic', combat: 1 };
      expect(rise(onlyPorts([], ca), onlyPorts(['boston'], ca))).toBeCloseTo(REACH_DECAY * worth(0, false), 9);
    });

    it('17.2 #8: while the General Pardon is in force an English port is no target; a Spanish one still is', () => {
      const na = { combat: 1 };
      expect(rise(pardoned(onlyPorts([], na)), pardoned(onlyPorts(['boston'], na)))).toBeCloseTo(0, 9);
      const sa = { at: 'south-atlantic', combat: 1 };
      const augustine = port('st-augustine'); // Value 1, Defense 6: margin -1
      const o = odds(1 + ABILITY - augustine.defense, false);
      expect(rise(pardoned(onlyPorts([], sa)), pardoned(onlyPorts(['st-augustine'], sa)))).toBeCloseTo(OPPORTUNITY_SHARE * (o.win * attackGain(augustine.value) - o.lossHits * 2 * SHIP_COMBAT), 9);
    });

    it('the better of a Find and an Attack counts', () => {
      const attack = worth(0, false);
      const rigger = OPPORTUNITY_SHARE * pAtLeast(ABILITY + 1, 7) * expectedLoot('square-rigger', 'atlantic');
      const flute = OPPORTUNITY_SHARE * pAtLeast(ABILITY, 7) * mixLoot('atlantic');
      expect(rigger).toBeGreaterThan(attack);
      expect(flute).toBeLessThan(attack);
      const weak = { combat: 1 };
      const m = { merchants: { 'new-york': { type: 'square-rigger', faceUp: true } } };
      expect(rise(onlyPorts([], weak), onlyPorts(['boston', 'new-york'], weak, m))).toBeCloseTo(rigger, 9);
      const m2 = { merchants: { 'new-york': { type: 'flute' } } };
      expect(rise(onlyPorts([], weak), onlyPorts(['boston', 'new-york'], weak, m2))).toBeCloseTo(attack, 9);
    });
  });
});

describe('19.17 estimate: what a procedure under way has won and not yet handed over', () => {
  const lootFrame = (over: Partial<Extract<Frame, { kind: 'loot' }>> = {}): Frame => ({
    kind: 'loot', pirate: 'vane', port: 'boston', merchant: 'brigantine', step: 'announce', roll: 0, cargo: 0, loyalty: 0,
    hostage: null, cargoState: 'pending', hostageDone: false, converted: false, ...over,
  });
  const attackFrame = (over: Partial<Extract<Frame, { kind: 'attackPort' }>> = {}): Frame => ({
    kind: 'attackPort', pirate: 'vane', port: 'boston', step: 'announce', attack: [], defense: [], booty: 0, ...over,
  });
  const sackFrame = (step: 'announce' | 'roll' | 'complete', pirate = 'vane'): Frame => ({ kind: 'sackPort', pirate, port: 'boston', step });
  const base = withVane({});
  const boston = port('boston');
  const ABILITY = IX.pirate['vane']?.ability ?? NaN;

  it('8.32: a Loot announced or at its Cargo roll counts the expected Cargo of its Merchant in the region where he Loots', () => {
    expect(rise(base, push(base, lootFrame()))).toBeCloseTo(expectedLoot('brigantine', 'atlantic'), 9);
    expect(rise(base, push(base, lootFrame({ step: 'cargoRoll' })))).toBeCloseTo(expectedLoot('brigantine', 'atlantic'), 9);
    const india = withVane({ at: 'india' });
    expect(rise(india, push(india, lootFrame({ port: 'bombay', merchant: 'flute' })))).toBeCloseTo(expectedLoot('flute', 'india'), 9);
    expect(rise(base, push(base, lootFrame({ step: 'cargoRoll' })), 'A')).toBeCloseTo(0, 9);
  });

  it('8.33: once rolled, the Cargo counts as rolled; taken or abandoned, no more', () => {
    expect(rise(base, push(base, lootFrame({ step: 'seize', cargo: 700 })))).toBeCloseTo(lootVp(3, 700), 9);
    expect(rise(base, push(base, lootFrame({ step: 'stow', cargo: 700 })))).toBeCloseTo(lootVp(3, 700), 9);
    expect(rise(base, push(base, lootFrame({ step: 'stow', cargo: 700, cargoState: 'taken' })))).toBeCloseTo(0, 9);
    expect(rise(base, push(base, lootFrame({ step: 'stow', cargo: 700, cargoState: 'abandoned' })))).toBeCloseTo(0, 9);
  });

  it('8.41: a Hostage drawn and not yet dealt with counts his Value', () => {
    const captain = IX.hostage['captain']?.value ?? NaN;
    const taken = { step: 'torture' as const, cargo: 700, cargoState: 'taken' as const };
    expect(rise(base, push(base, lootFrame({ ...taken, hostage: 'captain' })))).toBeCloseTo(captain, 9);
    expect(rise(base, push(base, lootFrame({ ...taken, hostage: 'captain', hostageDone: true })))).toBeCloseTo(0, 9);
    expect(rise(base, push(base, lootFrame({ ...taken, hostage: null })))).toBeCloseTo(0, 9);
  });

  it('the Pirate\'s owner gets it: Blackbeard\'s Loot counts for A', () => {
    const bb = withVane({}, { pirates: { teach: { owner: 'A', at: 'central-america' }, vane: { owner: SP, at: 'north-atlantic' } } });
    const f = lootFrame({ pirate: 'teach', port: 'honduras', merchant: 'sloop' });
    expect(rise(bb, push(bb, f), 'A')).toBeCloseTo(expectedLoot('sloop', 'caribbean'), 9);
    expect(rise(bb, push(bb, f), 'B')).toBeCloseTo(0, 9);
    // A Pirate no longer in play has nothing under way.
    const gone = lootFrame({ pirate: 'kidd' });
    expect(est(push(bb, gone))).toEqual(est(bb));
  });

  it('9.52-9.54: a Port Attack announced or at its Attack roll counts P(win) x (2 x Value NP and its Booty), less SHIP_COMBAT per expected hit', () => {
    const weak = withVane({ combat: 1 });
    const o = odds(1 + ABILITY - boston.defense, false);
    const worth = o.win * attackGain(boston.value) - o.lossHits * SHIP_COMBAT;
    expect(rise(weak, push(weak, attackFrame()))).toBeCloseTo(worth, 9);
    expect(rise(weak, push(weak, attackFrame({ step: 'attackRoll' })))).toBeCloseTo(worth, 9);
    const guns = withVane({ combat: 1, heavyGuns: true, info: { boston: 1 } });
    const o3 = odds(1 + 2 + 1 + ABILITY - boston.defense, false);
    expect(rise(guns, push(guns, attackFrame()))).toBeCloseTo(o3.win * attackGain(boston.value) - o3.lossHits * SHIP_COMBAT, 9);
  });

  it('9.58: at a port attacked before, against 2d6', () => {
    const weak = withVane({ combat: 1 }, { attackedPorts: ['boston'] });
    const o = odds(1 + ABILITY - boston.defense, true);
    expect(rise(weak, push(weak, attackFrame()))).toBeCloseTo(o.win * attackGain(boston.value) - o.lossHits * SHIP_COMBAT, 9);
  });

  it('9.52: his die rolled, only the Defense is left to chance', () => {
    const weak = withVane({ combat: 1 });
    for (const die of [2, 5]) {
      const o = odds(1 + ABILITY - boston.defense, false, die);
      expect(rise(weak, push(weak, attackFrame({ step: 'defenseRoll', attack: [die] })))).toBeCloseTo(o.win * attackGain(boston.value) - o.lossHits * SHIP_COMBAT, 9);
    }
    const twice = withVane({ combat: 1 }, { attackedPorts: ['boston'] });
    const o2 = odds(1 + ABILITY - boston.defense, true, 5);
    expect(rise(twice, push(twice, attackFrame({ step: 'defenseRoll', attack: [5] })))).toBeCloseTo(o2.win * attackGain(boston.value) - o2.lossHits * SHIP_COMBAT, 9);
  });

  it('9.53: a won Attack counts its NP and expected Booty, then its Booty as rolled; complete, nothing', () => {
    expect(rise(base, push(base, attackFrame({ step: 'lootRoll' })))).toBeCloseTo(attackGain(boston.value), 9);
    expect(rise(base, push(base, attackFrame({ step: 'stow', booty: 900 })))).toBeCloseTo(2 * boston.value * (1 + RETIRE_SHARE) + (RETIRE_SHARE * BOOTY_SHARE * 900) / 100, 9);
    expect(rise(base, push(base, attackFrame({ step: 'complete', booty: 900 })))).toBeCloseTo(0, 9);
  });

  it('9.55: a Sack under way counts P(d6 + Cruelty > Defense) x (2 x Value NP, less DR_COST); complete, nothing', () => {
    const worth = pAtLeast(IX.pirate['vane']?.cruelty ?? NaN, boston.defense + 1) * (2 * boston.value * (1 + RETIRE_SHARE) - DR_COST);
    expect(rise(base, push(base, sackFrame('announce')))).toBeCloseTo(worth, 9);
    expect(rise(base, push(base, sackFrame('roll')))).toBeCloseTo(worth, 9);
    expect(rise(base, push(base, sackFrame('complete')))).toBeCloseTo(0, 9);
    // Blackbeard's (Cruelty 4) counts for A.
    const teach = pAtLeast(IX.pirate['teach']?.cruelty ?? NaN, boston.defense + 1) * (2 * boston.value * (1 + RETIRE_SHARE) - DR_COST);
    expect(rise(base, push(base, sackFrame('roll', 'teach')), 'A')).toBeCloseTo(teach, 9);
    expect(teach).not.toBeCloseTo(worth, 3);
  });

  it('other procedures under way count nothing of their own', () => {
    const find: Frame = { kind: 'find', pirate: 'vane', port: 'boston', step: 'roll' };
    expect(est(push(base, find))).toEqual(est(base));
  });
});

describe('19.17 estimate: the parts the quick System Player scores an action with', () => {
  const sea = (area: string) => ({ kind: 'sea' as const, area });

  it('pirateWorth: one Pirate\'s share of his owner\'s estimate; in a variant position, his worth there', () => {
    const s = withVane({ np: 2, holds: [400] }, { vp: { B: 3 } });
    const v = valuation(s, componentsOf(s));
    const vane = vaneOf(s);
    expect(pirateWorth(v, vane)).toBeCloseTo((est(s)['B'] ?? NaN) - 3, 9);
    expect(pirateWorth(v, vane)).toBeCloseTo((est(s)['B'] ?? NaN) - 3, 9); // asked again
    const richer = withVane({ np: 5, holds: [400] }, { vp: { B: 3 } });
    expect(pirateWorth(v, vaneOf(richer), richer) - pirateWorth(v, vane)).toBeCloseTo(3 * (1 + RETIRE_SHARE), 9);
  });

  it('pirateWorth in a variant position reads that position, not the worth already computed in the first', () => {
    const s = quiet({});
    const v = valuation(s, componentsOf(s));
    const vane = vaneOf(s);
    const before = pirateWorth(v, vane);
    const merchant = { ...s, merchants: { boston: { type: 'flute', faceUp: false, foundBy: null } } };
    expect(pirateWorth(v, vane, merchant) - before).toBeCloseTo(OPPORTUNITY_SHARE * pAtLeast(4, 7) * mixLoot('atlantic'), 9);
    expect(pirateWorth(v, vane)).toBeCloseTo(before, 12);
    // Another variant: its own worth again.
    const faceUp = { ...s, merchants: { boston: { type: 'brigantine', faceUp: true, foundBy: null } } };
    expect(pirateWorth(v, vane, faceUp) - before).toBeCloseTo(OPPORTUNITY_SHARE * pAtLeast(5, 7) * expectedLoot('brigantine', 'atlantic'), 9);
  });

  it('foundWorth: what a Move or the end of his Player-Turn forfeits (B29, 9.55)', () => {
    const s = spTurnOf(withVane({ at: 'boston', sackable: 'boston' }, { attackedPorts: ['boston'], merchants: { 'new-york': { type: 'brigantine', faceUp: true, foundBy: 'vane' } } }), 2);
    const v = valuation(s, componentsOf(s));
    const boston = port('boston');
    const sack = pAtLeast(IX.pirate['vane']?.cruelty ?? NaN, boston.defense + 1) * (2 * boston.value * (1 + RETIRE_SHARE) - DR_COST);
    expect(foundWorth(v, vaneOf(s))).toBeCloseTo(FOUND_SHARE * (expectedLoot('brigantine', 'atlantic') + sack), 9);
    expect(foundWorth(v, vaneOf(s))).toBeCloseTo(FOUND_SHARE * (expectedLoot('brigantine', 'atlantic') + sack), 9);
    const later = withVane({ at: 'boston', sackable: 'boston' }, { attackedPorts: ['boston'], merchants: { 'new-york': { type: 'brigantine', faceUp: true, foundBy: 'vane' } } });
    expect(foundWorth(valuation(later, componentsOf(later)), vaneOf(later))).toBeCloseTo(0, 9);
  });

  it('movedWorth: his worth where a Move takes him, without what he has Found (B29)', () => {
    const s = spTurnOf(quiet({}, { virginia: { type: 'flute' }, boston: { type: 'brigantine', faceUp: true, foundBy: 'vane' } }), 2);
    const v = valuation(s, componentsOf(s));
    const vane = vaneOf(s);
    const here = movedWorth(v, vane, vane.location);
    expect(here).toBeCloseTo(pirateWorth(v, vane) - foundWorth(v, vane), 9);
    expect(foundWorth(v, vane)).toBeGreaterThan(0);
    const find = OPPORTUNITY_SHARE * pAtLeast(4, 7) * mixLoot('atlantic');
    expect(movedWorth(v, vane, sea('central-atlantic')) - here).toBeCloseTo(find * (1 - REACH_DECAY), 9);
  });

  it('targetWorth: the best target with no further Move (no OPPORTUNITY_SHARE)', () => {
    const s = quiet({}, { virginia: { type: 'flute' } });
    const v = valuation(s, componentsOf(s));
    expect(targetWorth(v, vaneOf(s))).toBeCloseTo(0, 9);
    expect(targetWorth(v, vaneOf(s), sea('central-atlantic'))).toBeCloseTo(pAtLeast(4, 7) * mixLoot('atlantic'), 9);
  });

  it('lootWorth: 8.32, the expected Loot of a Merchant type at a port (face down: the mix)', () => {
    const s = solo().state;
    const v = valuation(s, componentsOf(s));
    expect(lootWorth(v, 'port-royal', 'brigantine')).toBeCloseTo(expectedLoot('brigantine', 'caribbean'), 9);
    expect(lootWorth(v, 'bombay', 'square-rigger')).toBeCloseTo(expectedLoot('square-rigger', 'india'), 9);
    expect(lootWorth(v, 'whydah', '?')).toBeCloseTo(mixLoot('africa'), 9);
    expect(lootWorth(v, 'bermuda', 'flute')).toBeCloseTo(expectedLoot('flute', 'atlantic'), 9);
    expect(lootWorth(v, 'atlantis', 'flute')).toBe(0);
  });

  it('sackWorth: 9.55, P(d6 + Cruelty > Defense) x (2 x Value NP, less DR_COST)', () => {
    const s = withVane({});
    const v = valuation(s, componentsOf(s));
    for (const id of ['boston', 'bath', 'havana']) {
      const p = port(id);
      expect(sackWorth(v, vaneOf(s), id)).toBeCloseTo(pAtLeast(3, p.defense + 1) * (2 * p.value * (1 + RETIRE_SHARE) - DR_COST), 9);
    }
    expect(sackWorth(v, vaneOf(s), 'atlantis')).toBe(0);
  });

  describe('attackWorth: 9.52-9.54 now, a loss that sinks the ship (6.25) costing his whole worth, 12.0 Cunning rerolling a 1 or 2', () => {
    /** Expected worth with the Attack die's distribution `pd` (by face) against 1d6 or 2d6. */
    function expected(margin: number, combat: number, twoDice: boolean, pd: (die: number) => number, gain: number, whole: number): number {
      let win = 0;
      let hits = 0;
      let sunk = 0;
      for (let die = 1; die <= 6; die++) {
        for (let a = 1; a <= 6; a++) {
          for (const b of twoDice ? [1, 2, 3, 4, 5, 6] : [0]) {
            const q = pd(die) / (twoDice ? 36 : 6);
            const diff = die + margin - (a + b);
            if (diff > 0) win += q;
            else if (-diff > combat) sunk += q;
            else hits -= diff * q;
          }
        }
      }
      return win * gain - hits * SHIP_COMBAT - sunk * whole;
    }
    const fair = () => 1 / 6;
    const cunning = (die: number) => (die <= 2 ? 1 / 18 : 4 / 18);
    const boston = port('boston');

    it('without Cunning: a fair die; hits up to his Combat cost SHIP_COMBAT each, more sink him', () => {
      const s = withVane({ combat: 2, cunning: 0 });
      const v = valuation(s, componentsOf(s));
      const whole = pirateWorth(v, vaneOf(s));
      expect(attackWorth(v, vaneOf(s), 'boston')).toBeCloseTo(expected(2 + 4 - boston.defense, 2, false, fair, attackGain(boston.value), whole), 9);
      const heavy = withVane({ combat: 2, cunning: 0, heavyGuns: true, info: { boston: 1 } });
      const vh = valuation(heavy, componentsOf(heavy));
      expect(attackWorth(vh, vaneOf(heavy), 'boston')).toBeCloseTo(expected(2 + 2 + 1 + 4 - boston.defense, 2, false, fair, attackGain(boston.value), pirateWorth(vh, vaneOf(heavy))), 9);
      expect(attackWorth(v, vaneOf(s), 'atlantis')).toBe(0);
    });

    it('9.58: against 2d6 at a port attacked before', () => {
      const s = withVane({ combat: 3, cunning: 0 }, { attackedPorts: ['boston'] });
      const v = valuation(s, componentsOf(s));
      expect(attackWorth(v, vaneOf(s), 'boston')).toBeCloseTo(expected(3 + 4 - boston.defense, 3, true, fair, attackGain(boston.value), pirateWorth(v, vaneOf(s))), 9);
    });

    it('12.0: with Cunning left (and the option on), a 1 or a 2 comes up 1/18 of the time, each of 3-6 4/18', () => {
      const s = withVane({ combat: 2, cunning: 2 });
      const v = valuation(s, componentsOf(s));
      expect(attackWorth(v, vaneOf(s), 'boston')).toBeCloseTo(expected(2 + 4 - boston.defense, 2, false, cunning, attackGain(boston.value), pirateWorth(v, vaneOf(s))), 9);
      const off = withVane({ combat: 2, cunning: 2 }, { options: { cunning: false } });
      const vo = valuation(off, componentsOf(off));
      expect(attackWorth(vo, vaneOf(off), 'boston')).toBeCloseTo(expected(2 + 4 - boston.defense, 2, false, fair, attackGain(boston.value), pirateWorth(vo, vaneOf(off))), 9);
    });

    it('6.25: a strong ship is never sunk (no loss exceeds his Combat)', () => {
      const s = withVane({ cunning: 0 });
      const v = valuation(s, componentsOf(s));
      const o = odds(5 + 4 - boston.defense, false);
      expect(attackWorth(v, vaneOf(s), 'boston')).toBeCloseTo(o.win * attackGain(boston.value) - o.lossHits * SHIP_COMBAT, 9);
    });
  });
});
