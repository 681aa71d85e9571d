import { describe, it, expect } from 'vitest';
import {
  EDITION_PRESETS,
  ConfigError,
  apply,
  chanceOutcomes,
  createGame,
  createScenario,
  deserialize,
  legalActions,
  pending,
  replay,
  result,
  serialize,
  type Action,
  type Edition,
  type GameState,
  type OptionsInput,
} from '../../src/index.js';
import { roll, run, runDeclining } from './run.js';
import { solo, table, inPort } from './career-helpers.js';
import { scenario as tableScenario, sea, type Table } from './helpers.js';
import { solo as soloTable, runUntil, quickTurns, spPirate, SOLO_PIRATES } from './solo-helpers.js';
import { boundsViolations, conservationViolations } from '../conformance/invariants.js';

/**
 * The 2008 first print (FR text) as a rules preset, `options.edition`, and each of its differences
 * as its own option (docs/rulings.md "Editions"). Every difference is played with forced dice in
 * both editions.
 */
const EDITIONS: Edition[] = ['livingRules2008', 'firstPrint2008'];
const LR = 'livingRules2008' as const;
const FP = 'firstPrint2008' as const;

/**
 * 8.31: seize the Booty or not, and the Hostage drawn: before the decision in the Living Rules'
 * four steps, after it in the first print's seven (option lootProcedure).
 */
function seizeWith(t: Table, seize: boolean, hostage: string): void {
  const act: Action = { type: 'seizeBooty', player: 'A', pirate: 'vane', seize };
  if (t.state.config.options.lootProcedure === 'sevenSteps') {
    t.act(act);
    t.draw(hostage);
  } else {
    t.draw(hostage);
    t.act(act);
  }
}

/**
 * 8.33: take the seized cargo into a Hold: a decision of its own in the Living Rules' four steps;
 * in the first print's seven the seizure (step 2) has stowed it already (FR 8.33, R104).
 */
function takeCargo(t: Table): void {
  if (t.state.config.options.lootProcedure === 'sevenSteps') expect(t.legalOf('takeCargo')).toEqual([]);
  else t.act({ type: 'takeCargo', player: 'A', pirate: 'vane' });
}

describe('options.edition: a preset of the edition-dependent options', () => {
  it('defaults to the Living Rules', () => {
    const s = createGame({ players: 3, seed: 1 });
    expect(s.config.options).toMatchObject({ edition: LR, ...EDITION_PRESETS.livingRules2008 });
  });

  it('firstPrint2008 sets every difference to the first print', () => {
    const s = createGame({ players: 3, seed: 1, options: { edition: FP } });
    expect(s.config.options).toMatchObject({ edition: FP, ...EDITION_PRESETS.firstPrint2008 });
    expect(s.config.options).toMatchObject({ livingRulesPlus2: false, ransomMultiplier: 10, sackNpMultiplier: 3, lootNp: 'cargoRatingPlus1d6' });
  });

  it('an option given explicitly overrides the edition (a group may mix)', () => {
    const s = createGame({ players: 3, seed: 1, options: { edition: FP, ransomMultiplier: 50, livingRulesPlus2: true } });
    expect(s.config.options).toMatchObject({ edition: FP, ransomMultiplier: 50, livingRulesPlus2: true, sackNpMultiplier: 3 });
    const l = createGame({ players: 3, seed: 1, options: { sackNpMultiplier: 3 } });
    expect(l.config.options).toMatchObject({ edition: LR, sackNpMultiplier: 3, ransomMultiplier: 50 });
  });

  it('the same resolution applies to createScenario', () => {
    const s = createScenario({ players: 3, options: { edition: FP, duelNp: true } });
    expect(s.config.options).toMatchObject({ edition: FP, duelNp: true, kcCombatTie: 'pirate' });
  });

  it('an unknown edition is a ConfigError', () => {
    expect(() => createGame({ players: 3, options: { edition: 'thirdPrint' as Edition } })).toThrow(ConfigError);
  });

  it('saved games record the resolved options; a save and a replay continue the same game', () => {
    const config = { players: 3, seed: 7, options: { edition: FP, sackNpMultiplier: 2 } } as const;
    let s = createGame(config);
    const actions: Action[] = [];
    for (let i = 0; i < 40 && pending(s).kind === 'decision'; i++) {
      const a = legalActions(s)[0];
      if (!a) break;
      actions.push(a);
      s = apply(s, a).state;
    }
    const back = deserialize(serialize(s));
    expect(back.config.options).toEqual(s.config.options);
    expect(back.config.options).toMatchObject({ edition: FP, sackNpMultiplier: 2, ransomMultiplier: 10 });
    expect(replay({ config, actions })).toEqual(s);
    // A record made from the stored (resolved) config replays identically too.
    expect(replay({ config: { ...config, options: s.config.options }, actions })).toEqual(s);
  });
});

describe('9.42 ransom: 2d6 x Value x 50 (Living Rules) or x 10 (first print)', () => {
  const ransom = (options: OptionsInput) => {
    const t = solo('teach', 'bath', { ship: 'sloop', holds: [500, 500], hostages: [{ kind: 'governors-daughter', nationality: 'english' }], safeHavens: ['bath'] }, { governors: { bath: 'pro' }, options });
    inPort(t, 'teach');
    t.act({ type: 'ransomHostage', player: 'A', pirate: 'teach', hostage: 0 });
    t.roll(5, 3);
    return t;
  };
  it.each([
    [LR, 50, 2400],
    [FP, 10, 480],
  ])('%s: the 9.42 example, 8 x Value 6 x %i = %i', (edition, multiplier, doubloons) => {
    const t = ransom({ edition });
    expect(t.last('hostageRansomed')).toMatchObject({ roll: { total: 8, value: 6, multiplier }, doubloons });
  });
  it('ransomMultiplier on its own', () => {
    expect(ransom({ ransomMultiplier: 10 }).last('hostageRansomed')).toMatchObject({ doubloons: 480 });
  });
});

describe('9.55 / 18.2 Sack NP: 2 x Value (Living Rules) or 3 x Value (first print)', () => {
  const sack = (options: OptionsInput): Table => {
    // Condent (Cruelty 3) takes San Juan (Value 2, Defense 7): 6 + 5 + 4 = 15 against 1 + 7; then sacks it, 5 + 3 > 7.
    const t = solo('condent', 'east-caribbean', {}, { options });
    t.act({ type: 'attackPort', player: 'A', pirate: 'condent', port: 'san-juan' });
    t.roll(6);
    t.roll(1);
    t.roll(5, 2);
    t.act({ type: 'sackPort', player: 'A', pirate: 'condent' });
    t.roll(5);
    return t;
  };
  it.each([
    [LR, 4 + 4],
    [FP, 4 + 6],
  ])('%s: NP after the attack (2 x 2) and the Sack = %i', (edition, np) => {
    const t = sack({ edition });
    expect(t.last('portSacked')).toMatchObject({ port: 'san-juan' });
    expect(t.pirate('condent').np).toBe(np);
  });
  it('sackNpMultiplier on its own', () => {
    expect(sack({ sackNpMultiplier: 3 }).pirate('condent').np).toBe(10);
  });
});

/** The Cargo Table's Caribbean column at 3 + the Schooner's Cargo rating 2 = 5 (8.32). */
const CARGO_5 = 1000;

/** Vane (A, 4 players) Loots a Found Schooner (Cargo rating 2) off Santo Domingo; the Cargo die is 3. */
function lootSantoDomingo(options: OptionsInput): Table {
  const t = tableScenario({
    players: 4,
    options: { cunning: false, ...options },
    turn: { actionsCard: 'pirate-converts', actionsLeft: 3 },
    pirates: { vane: { owner: 'A', at: 'east-caribbean' } },
    merchants: { 'santo-domingo': { type: 'schooner', foundBy: 'vane' } },
  });
  t.act({ type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' });
  t.roll(3);
  return t;
}

describe('8.33 / 18.2 Loot NP: Cargo rating on taking the cargo (Living Rules); Cargo rating + 1d6 whether or not taken (first print 8.35)', () => {
  /** Vane Loots a Found Schooner (Cargo rating 2) off Santo Domingo: cargo die 3 (adjusted 5, no Loyalty mark), a Seaman. */
  const loot = lootSantoDomingo;

  it('Living Rules: taking the cargo gives NP = the Cargo rating, no die', () => {
    const t = loot({ edition: LR });
    seizeWith(t, true, 'seaman');
    t.act({ type: 'takeCargo', player: 'A', pirate: 'vane' });
    expect(t.pirate('vane').np).toBe(2);
    t.act({ type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'ransom' });
    t.act({ type: 'pass', player: 'A' }); // no conversion
    // Straight to the D&R question: no NP die.
    expect(t.pending).toMatchObject({ kind: 'decision', frame: 'loot' });
    expect(t.legal()).toContainEqual({ type: 'declareDR', player: 'A', pirate: 'vane' });
    expect(t.ev('lootNotoriety')).toEqual([]);
  });

  it('first print: once cargo and Hostage are settled, a 1d6 is rolled: NP = Cargo rating 2 + 4', () => {
    const t = loot({ edition: FP });
    seizeWith(t, true, 'seaman');
    takeCargo(t);
    expect(t.pirate('vane').np).toBe(0);
    t.act({ type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'ransom' });
    // (no conversion question: in the first print converting is an Action of its own)
    const p = t.pending;
    expect(p.kind === 'chance' && p.spec.kind === 'dice' && p.spec.count).toBe(1);
    t.roll(4);
    expect(t.last('lootNotoriety')).toMatchObject({ pirate: 'vane', cargoRating: 2, die: 4, np: 6 });
    expect(t.pirate('vane').np).toBe(6);
    expect(t.legal()).toContainEqual({ type: 'declareDR', player: 'A', pirate: 'vane' });
  });

  it.each([
    [LR, 0],
    [FP, 2 + 5],
  ])('%s: declining the Booty gives %i NP', (edition, np) => {
    const t = loot({ edition });
    seizeWith(t, false, 'seaman');
    if (edition === FP) {
      t.act({ type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'ransom' }); // FP 8.31: the Hostage is still his
      t.roll(5);
    }
    expect(t.pirate('vane').np).toBe(np);
    expect(t.pirate('vane').loyalty).toBe(6);
    expect(t.pending).toMatchObject({ kind: 'decision', frame: 'turn' });
  });

  it('lootNp on its own', () => {
    const t = loot({ lootNp: 'cargoRatingPlus1d6' });
    seizeWith(t, false, 'seaman');
    t.roll(1);
    expect(t.pirate('vane').np).toBe(3);
  });
});

// ---------------------------------------------------------------------------------------------
// Warships: Vane (Ability 4) in a Schooner (Combat 6, Speed 3); the medium Warship (Speed 3, Combat 7).
// ---------------------------------------------------------------------------------------------
const runW = (s: GameState, ...actions: Action[]) => runDeclining(s, { before: true, after: false }, ...actions);
const find: Action = { type: 'findMerchant', player: 'A', pirate: 'vane', port: 'santo-domingo' };
const sighting = (player: 'B' | 'C'): Action => ({ type: 'playEvent', player, card: 'warship-sighting' });
const attackNow: Action = { type: 'warshipAttack', player: 'B', attack: true };
const fight: Action = { type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'fight' };

function warshipScenario(options: OptionsInput, hands: Record<string, string[]> = { B: ['warship-sighting'] }): GameState {
  return createScenario({
    players: 3,
    options: { cunning: false, ...options },
    turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
    hands,
    pirates: { vane: { owner: 'A', at: 'east-caribbean', ship: 'schooner' } },
    merchants: { 'santo-domingo': { type: 'brigantine' } },
  });
}

/** B's Sighting draws the medium Warship and attacks; Vane fights with `pirate`, the Warship rolls `warship`. */
function battle(options: OptionsInput, pirate: number, warship: number) {
  return runW(warshipScenario(options), find, sighting('B'), { type: 'chance', value: 'warship-medium' }, attackNow, fight, roll(pirate), roll(warship));
}

describe('2.4 / 6.46: the Living Rules +2 to Warship (and KC) combat rolls; none in the first print', () => {
  it.each([
    [LR, 12, 'warshipWins'],
    [FP, 10, 'pirateWins'],
  ])('%s: 1 + 6 + 4 = 11 against 3 + 7 = %i', (edition, total, outcome) => {
    const r = battle({ edition }, 1, 3);
    const b = r.events.find((e) => e.type === 'warshipBattle');
    expect(b?.['defense']).toMatchObject({ total });
    expect(b?.['outcome']).toBe(outcome);
  });
});

describe('first print 6.46 / 18.12D: the Warship\'s player scores VP = the hits the Pirate suffered (option warshipDamageVp)', () => {
  it.each([
    [LR, 0],
    [FP, 1],
  ])('%s: the Pirate wins (1 Combat hit): B scores %i', (edition, vp) => {
    const r = battle({ edition }, 6, 1); // 16 against 8 (FP) or 10 (LR)
    expect(r.events.find((e) => e.type === 'warshipBattle')?.['outcome']).toBe('pirateWins');
    expect(r.state.pirates['vane']?.combat).toBe(5);
    expect(r.state.players.B?.vp).toBe(vp);
  });
  it.each([
    [LR, 0],
    [FP, 2],
  ])('%s: the Warship wins (1 + 6 + 4 = 11 against 6 + 7 = 13, + 2 under LR = 15): B scores %i', (edition, vp) => {
    // In the first print 13 - 11 = 2 hits; under the Living Rules (no VP) 4 hits.
    const r = battle({ edition }, 1, 6);
    expect(r.state.pirates['vane']?.combat).toBe(edition === FP ? 4 : 2);
    expect(r.state.players.B?.vp).toBe(vp);
  });
  it('R50: a tie (no hits, the Warship wins) still scores 1 VP, the FR note\'s "at least 1"', () => {
    // 1 + 6 + 4 = 11 against 4 + 7 = 11.
    const r = battle({ edition: FP }, 1, 4);
    expect(r.events.find((e) => e.type === 'warshipBattle')?.['outcome']).toBe('warshipWins');
    expect(r.state.pirates['vane']?.combat).toBe(6);
    expect(r.events.find((e) => e.type === 'warshipDamageVp')).toMatchObject({ player: 'B', hits: 0, vp: 1 });
    expect(r.state.players.B?.vp).toBe(1);
  });
  it('warshipDamageVp on its own, with the Living Rules +2', () => {
    const r = battle({ warshipDamageVp: true }, 1, 6); // 11 against 15: 4 hits
    expect(r.state.players.B?.vp).toBe(4);
  });
});

describe('6.42: one Warship Sighting per Player-Turn (Living Rules) or per Pirate Action (first print)', () => {
  /** Action 1: B's Sighting is beaten (the Warship leaves); Action 2: a Find again, with C holding a Sighting. */
  function secondAction(options: OptionsInput): GameState {
    const s = warshipScenario(options, { B: ['warship-sighting'], C: ['warship-sighting'] });
    let r = runW(s, find, sighting('B'), { type: 'chance', value: 'warship-medium' }, attackNow, fight, roll(6), roll(1));
    // Anyone else asked in this Action passes, then the Find roll fails (1 + 4 = 5).
    r = runDeclining(r.state, { before: true, after: true }, roll(1));
    expect(r.state.turn.actionsLeft).toBe(1);
    return runW(r.state, { type: 'findMerchant', player: 'A', pirate: 'vane', port: 'santo-domingo' }).state;
  }
  it.each([
    [LR, false],
    [FP, true],
  ])('%s: C may play a second Sighting in the next Action: %s', (edition, offered) => {
    const s = secondAction({ edition });
    const c = pending(s).kind === 'decision' ? legalActions(s, 'C') : [];
    expect(c.some((a) => a.type === 'playEvent' && a.card === 'warship-sighting')).toBe(offered);
  });
  it('warshipSightingLimit on its own', () => {
    const s = secondAction({ warshipSightingLimit: 'perAction' });
    expect(legalActions(s, 'C')).toContainEqual(sighting('C'));
  });
});

describe('6.44 / RULINGS B14: one Warship AP Action per Pirate Action (option allowSecondWarshipSameAction; the first print counts Sightings and On-Station uses apart)', () => {
  /** B's Sighting places the light Warship and leaves it On Station, during the Find. */
  const leftOnStation = (options: OptionsInput) =>
    runW(warshipScenario(options), find, sighting('B'), { type: 'chance', value: 'warship-light' }, { type: 'warshipAttack', player: 'B', attack: false }).state;
  it.each([
    [LR, false],
    [FP, true],
  ])('%s: C may use the On-Station Warship in the same Action: %s', (edition, offered) => {
    const s = leftOnStation({ edition });
    if (offered) {
      expect(pending(s)).toMatchObject({ kind: 'decision', player: 'C', frame: 'window' });
      expect(legalActions(s)).toContainEqual({ type: 'useWarship', player: 'C' });
    } else expect(pending(s)).toMatchObject({ kind: 'chance' }); // the Find roll: C is not asked
  });
  it('allowSecondWarshipSameAction on its own (Living Rules otherwise)', () => {
    const s = leftOnStation({ allowSecondWarshipSameAction: true });
    expect(legalActions(s)).toContainEqual({ type: 'useWarship', player: 'C' });
  });
  it('4.62 still holds: no second On-Station use in one Action', () => {
    const s = leftOnStation({ allowSecondWarshipSameAction: true });
    // C uses it; Vane escapes (3 + 4 against 6 + 3): the Action is cancelled, nobody can use it again in it.
    const r = runW(s, { type: 'useWarship', player: 'C' }, { type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'escape' }, roll(3), roll(6));
    expect(r.events.find((e) => e.type === 'escapeAttempt')?.['outcome']).toBe('escaped');
    expect(legalActions(r.state).some((a) => a.type === 'useWarship')).toBe(false);
  });
});

describe('RULINGS B5: the +2 changes rolls, not the printed ratings used for NP or the Storm test (option plus2AffectsRatingForNpAndStorm)', () => {
  it.each([
    [false, 7],
    [true, 9],
  ])('plus2AffectsRatingForNpAndStorm %s: beating the medium Warship gives %i NP', (flag, np) => {
    const r = battle({ plus2AffectsRatingForNpAndStorm: flag }, 6, 1);
    expect(r.state.pirates['vane']?.np).toBe(np);
  });
  it('without the +2 itself (first print) the sub-option changes nothing', () => {
    const r = battle({ edition: FP, plus2AffectsRatingForNpAndStorm: true }, 6, 1);
    expect(r.state.pirates['vane']?.np).toBe(7);
  });
});

// ---------------------------------------------------------------------------------------------
// KCs: Matthews (Speed 3, Combat 11) of Player C reacts from the West Caribbean against Vane (9 NP).
// ---------------------------------------------------------------------------------------------
function kcScenario(options: OptionsInput): GameState {
  const s = structuredClone(
    createScenario({
      players: 3,
      options: { cunning: false, ...options },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      pirates: { vane: { owner: 'A', at: 'east-caribbean', ship: 'schooner', speed: 2, np: 9 } },
      merchants: { 'santo-domingo': { type: 'sloop' } },
    }),
  ) as GameState;
  s.kcPool = s.kcPool.filter((k) => k !== 'matthews');
  s.kcs['matthews'] = { id: 'matthews', owner: 'C', area: 'west-caribbean' };
  return s;
}

/**
 * Vane fights Matthews: his die `pirate` (+ 6 + 4), Matthews' die `kc` (+ 11, + 2 under LR). The
 * Living Rules' Reaction lets him choose to fight; the first print's interception (R90) is rolled
 * first (6 + 3 - 1 = 8 against 1 + 2 = 3: intercepted).
 */
function kcFight(options: OptionsInput, pirate: number, kc: number) {
  const start = kcScenario(options);
  const s = runW(start, find, { type: 'pass', player: 'B' }).state;
  if (start.config.options.kcModel === 'harass') return runW(s, { type: 'kcIntercept', player: 'C' }, roll(6), roll(1), roll(pirate), roll(kc));
  return runW(s, { type: 'kcReact', player: 'C' }, fight, roll(pirate), roll(kc));
}

describe('10.35: a tie in KC combat eliminates the Pirate (Living Rules); the first print gives it to the Pirate (10.34)', () => {
  it.each([
    [LR, 1, 'kcWins'],
    [FP, 3, 'pirateWins'],
  ])('%s: 4 + 6 + 4 = 14 against %i + 11 (+2 LR) = 14', (edition, kcDie, outcome) => {
    const r = kcFight({ edition }, 4, kcDie);
    const b = r.events.find((e) => e.type === 'kcBattle');
    expect(b?.['defense']).toMatchObject({ total: 14 });
    expect(b?.['outcome']).toBe(outcome);
    expect(r.state.pirates['vane'] === undefined).toBe(outcome === 'kcWins');
  });
  it('kcCombatTie on its own', () => {
    expect(kcFight({ kcCombatTie: 'pirate' }, 4, 1).events.find((e) => e.type === 'kcBattle')?.['outcome']).toBe('pirateWins');
  });
});

describe('10.36 / 18.12C / RULINGS B2: a KC kill scores half the NP, rounded down (Living Rules) or up (first print)', () => {
  it.each([
    [LR, 4],
    [FP, 5],
  ])('%s: Vane (9 NP) is sunk: C scores %i, A 9', (edition, vp) => {
    const r = kcFight({ edition }, 1, 6);
    expect(r.state.pirates['vane']).toBeUndefined();
    expect(r.state.players.C?.vp).toBe(vp);
    expect(r.state.players.A?.vp).toBe(9);
  });
  it.each([
    ['floor', 4],
    ['ceil', 5],
  ] as const)('kcKillVpRounding %s on its own: %i', (rounding, vp) => {
    expect(kcFight({ kcKillVpRounding: rounding }, 1, 6).state.players.C?.vp).toBe(vp);
  });
});

describe('15.2: the Duel winner gains the sum of both Duel ratings (Living Rules); no Duel NP in the first print', () => {
  /** Ned Low (Duel 3) grabs from Stede Bonnet (Duel 1): the grab rolls tie (5 = 5), Low wins the Duel 12 to 6. */
  const duel = (options: OptionsInput): Table => {
    const t = table(
      { low: { owner: 'A', at: 'charleston', np: 2 }, bonnet: { owner: 'B', at: 'charleston', dr: 'voluntary', holds: [1000], np: 5 } },
      { options },
    );
    t.act({ type: 'bootyGrab', player: 'A', pirate: 'low', target: 'bonnet' });
    t.roll(1);
    t.roll(3);
    t.roll(4, 4, 4);
    t.roll(6);
    return t;
  };
  it.each([
    [LR, 2 + 4],
    [FP, 2],
  ])('%s: Low ends with %i NP', (edition, np) => {
    const t = duel({ edition });
    expect(t.last('duel')).toMatchObject({ winner: 'low' });
    expect(t.pirate('low').np).toBe(np);
  });
  it('duelNp on its own', () => {
    expect(duel({ duelNp: false }).pirate('low').np).toBe(2);
  });
});

it('every edition has a preset for every edition-dependent option', () => {
  for (const e of EDITIONS) expect(Object.keys(EDITION_PRESETS[e]).sort()).toEqual(Object.keys(EDITION_PRESETS.livingRules2008).sort());
});

describe('8.22 / 8.31: interrupting a Loot once begun (RULINGS B28 option lootApCardsAnyStep; first print warshipsInterruptLootAnyStep)', () => {
  /** Vane Loots a Found Schooner off Santo Domingo; B holds a Warship Sighting and a Wear and Tear. */
  function lootScenario(options: OptionsInput): GameState {
    return createScenario({
      players: 3,
      options: { cunning: false, ...options },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { B: ['warship-sighting', 'wear-and-tear'], C: [] },
      pirates: { vane: { owner: 'A', at: 'east-caribbean', ship: 'schooner' } },
      merchants: { 'santo-domingo': { type: 'schooner', foundBy: 'vane' } },
    });
  }
  const lootAction: Action = { type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' };
  /** Announced, B passes at the announcement, the cargo die is 3. */
  const afterCargoRoll = (options: OptionsInput) => {
    const s = apply(apply(lootScenario(options), lootAction).state, { type: 'pass', player: 'B' }).state;
    return apply(s, roll(3)).state;
  };

  it.each([
    [LR, []],
    [FP, [sighting('B'), { type: 'playEvent', player: 'B', card: 'wear-and-tear' }]],
  ] as const)('%s: after the cargo roll B is offered %j', (edition, offers) => {
    const s = afterCargoRoll({ edition });
    if (offers.length === 0) expect(pending(s)).toMatchObject({ kind: 'chance' }); // the Hostage draw
    else {
      expect(pending(s)).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
      for (const a of offers) expect(legalActions(s)).toContainEqual(a);
    }
  });

  it('lootApCardsAnyStep alone (B28): the non-combat cards only, no Warship', () => {
    const s = afterCargoRoll({ lootApCardsAnyStep: true });
    expect(legalActions(s)).toEqual([{ type: 'playEvent', player: 'B', card: 'wear-and-tear' }, { type: 'pass', player: 'B' }]);
    // Wear and Tear mid-Loot: 4 / 2 = 2 Speed hits, then the Loot goes on with the Hostage draw.
    const r = runDeclining(s, { before: true, after: true }, { type: 'playEvent', player: 'B', card: 'wear-and-tear' }, roll(4));
    expect(r.state.pirates['vane']?.speed).toBe(1);
    expect(pending(r.state)).toMatchObject({ kind: 'chance' });
    const p = pending(r.state);
    expect(p.kind === 'chance' && p.spec.kind === 'draw' && p.spec.pool).toBe('hostage');
  });

  it('warshipsInterruptLootAnyStep alone: the Warships only, no card', () => {
    const s = afterCargoRoll({ warshipsInterruptLootAnyStep: true });
    expect(legalActions(s)).toEqual([sighting('B'), { type: 'pass', player: 'B' }]);
  });

  it('first print 6.45: escaping a Warship once the Booty is settled keeps the cargo; the Merchant leaves; the Action ends (no NP die)', () => {
    let s = afterCargoRoll({ edition: FP });
    // B passes after the cargo roll and again after the Hostage draw (the first print's order:
    // the cargo seized, then the Seaman drawn); Vane takes the cargo and holds the Seaman.
    s = runDeclining(s, { before: true, after: true }, { type: 'pass', player: 'B' }, { type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true }, { type: 'chance', value: 'seaman' }).state;
    expect(s.pirates['vane']?.holds).toEqual([CARGO_5]); // stowed at the seizure (FR 8.33, R104)
    s = runDeclining(s, { before: true, after: false }, { type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'ransom' }).state;
    // Settled (no conversion question in the first print): B may now send a Warship.
    expect(pending(s)).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    const r = runW(s, sighting('B'), { type: 'chance', value: 'warship-medium' }, attackNow, { type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'escape' }, roll(1), roll(6));
    expect(r.events.find((e) => e.type === 'escapeAttempt')?.['outcome']).toBe('escaped');
    const v = r.state.pirates['vane'];
    expect(v?.holds.length).toBe(1);
    expect(v?.hostages).toEqual([{ kind: 'seaman', nationality: 'spanish' }]);
    expect(v?.np).toBe(0); // the NP die (8.35) was never reached
    expect(r.state.merchants['santo-domingo']).toBeUndefined();
    expect(r.events.some((e) => e.type === 'actionCancelled')).toBe(true);
    expect(r.events.some((e) => e.type === 'lootNotoriety')).toBe(false);
  });

  /** Every Hostage aboard Low (C's Pirate, far away), so the Hostage pool is empty (8.41, B30). */
  const ALL_HOSTAGES = [
    ...['captain', 'captain', 'captain', 'officer', 'officer', 'seaman', 'seaman', 'seaman'],
    ...['merchant', 'merchant', 'merchant', 'passenger', 'passenger', 'passenger', 'governors-daughter'],
  ].map((kind) => ({ kind }));
  /** The players asked in the Anti-Pirate windows from here to the next decision of A or chance node (all pass). */
  const askedUntilNext = (s: GameState): { asked: string[]; s: GameState } => {
    const asked: string[] = [];
    for (let p = pending(s); p.kind === 'decision' && p.frame === 'window' && p.rule === '4.63'; p = pending(s)) {
      asked.push(p.player);
      s = apply(s, { type: 'pass', player: p.player }).state;
    }
    return { asked, s };
  };
  it.each([
    [{ edition: FP }],
    [{ edition: LR, lootProcedure: 'sevenSteps', warshipsInterruptLootAnyStep: true, convertAsSeparateAction: true }],
  ] as const)('%j: seven steps, no Hostage to draw: the window after the draw and the one once settled are one (B is asked once, R105)', (options) => {
    const s0 = createScenario({
      players: 3,
      options: { cunning: false, ...options },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { B: ['warship-sighting'], C: [] },
      pirates: { vane: { owner: 'A', at: 'east-caribbean', ship: 'schooner' }, low: { owner: 'C', at: 'india', hostages: ALL_HOSTAGES } },
      merchants: { 'santo-domingo': { type: 'schooner', foundBy: 'vane' } },
    });
    let s = runDeclining(s0, { before: true, after: true }, lootAction, roll(3)).state;
    s = apply(s, { type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true }).state;
    const r = askedUntilNext(s);
    expect(r.asked).toEqual(['B']);
    expect(r.s.merchants['santo-domingo']).toBeUndefined(); // asked once the Booty is settled
    expect(r.s.pirates['vane']?.holds).toEqual([CARGO_5]);
  });
  it('four steps (warshipsInterruptLootAnyStep), no Hostage to draw: the window after the Cargo roll is the one after the draw (B is asked once, R105)', () => {
    const s0 = createScenario({
      players: 3,
      options: { cunning: false, warshipsInterruptLootAnyStep: true },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { B: ['warship-sighting'], C: [] },
      pirates: { vane: { owner: 'A', at: 'east-caribbean', ship: 'schooner' }, low: { owner: 'C', at: 'india', hostages: ALL_HOSTAGES } },
      merchants: { 'santo-domingo': { type: 'schooner', foundBy: 'vane' } },
    });
    const s = runDeclining(s0, { before: true, after: false }, lootAction, roll(3)).state;
    const r = askedUntilNext(s);
    expect(r.asked).toEqual(['B']);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: 'A', frame: 'loot' });
    expect(legalActions(r.s)).toContainEqual({ type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true });
  });

  it('R51: four steps: a Loot cancelled before the Booty is seized returns the drawn Hostage to the pool', () => {
    let s = afterCargoRoll({ warshipsInterruptLootAnyStep: true, livingRulesPlus2: false });
    s = runDeclining(s, { before: true, after: false }, { type: 'pass', player: 'B' }, { type: 'chance', value: 'captain' }).state;
    const pool = s.hostagePool['captain'] ?? 0;
    // After the Hostage draw B sends a Warship; Vane fights and loses (1 + 6 + 4 = 11 against 6 + 7 = 13).
    const r = runW(s, sighting('B'), { type: 'chance', value: 'warship-medium' }, attackNow, fight, roll(1), roll(6));
    expect(r.events.find((e) => e.type === 'warshipBattle')?.['outcome']).toBe('warshipWins');
    expect(r.state.hostagePool['captain']).toBe(pool + 1);
    expect(r.state.pirates['vane']?.hostages).toEqual([]);
    expect(r.state.pirates['vane']?.holds).toEqual([]);
    expect(r.state.merchants['santo-domingo']).toBeUndefined();
  });

  it('R51 / first print 6.45: seven steps: the Hostage drawn after the cargo decision stays his, held for Ransom', () => {
    let s = afterCargoRoll({ edition: FP });
    s = runDeclining(s, { before: true, after: false }, { type: 'pass', player: 'B' }, { type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true }, { type: 'chance', value: 'captain' }).state;
    const pool = s.hostagePool['captain'] ?? 0;
    const r = runW(s, sighting('B'), { type: 'chance', value: 'warship-medium' }, attackNow, fight, roll(1), roll(6));
    expect(r.events.find((e) => e.type === 'warshipBattle')?.['outcome']).toBe('warshipWins');
    expect(r.state.hostagePool['captain']).toBe(pool);
    expect(r.state.pirates['vane']?.hostages).toEqual([{ kind: 'captain', nationality: 'spanish' }]);
    // FR 8.33: the seized cargo went into an empty Hold at step 2; FR 6.45: he keeps what he took (R104).
    expect(r.state.pirates['vane']?.holds).toEqual([CARGO_5]);
    expect(r.state.merchants['santo-domingo']).toBeUndefined();
    expect(r.state.players.B?.vp).toBe(2); // and the first print's Warship VP: 2 hits
  });

  it.each([
    [{ edition: FP }],
    [{ edition: LR, lootProcedure: 'sevenSteps', warshipsInterruptLootAnyStep: true, livingRulesPlus2: false }],
  ] as const)('%j: seven steps: the seized cargo is in a Hold before the Hostage is drawn, and an escape after the draw keeps it (FR 8.33, 6.45, R104)', (options) => {
    let s = afterCargoRoll(options);
    s = runDeclining(s, { before: true, after: false }, { type: 'pass', player: 'B' }, { type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true }).state;
    // Step 2 done: the cargo is aboard, and the Hostage draw (step 3) comes next.
    expect(s.pirates['vane']?.holds).toEqual([CARGO_5]);
    expect(pending(s)).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'hostage' } });
    s = apply(s, { type: 'chance', value: 'captain' }).state;
    const r = runW(s, sighting('B'), { type: 'chance', value: 'warship-medium' }, attackNow, { type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'escape' }, roll(1), roll(6));
    expect(r.events.find((e) => e.type === 'escapeAttempt')?.['outcome']).toBe('escaped');
    expect(r.events.find((e) => e.type === 'actionCancelled')).toMatchObject({ action: 'loot' });
    expect(r.state.pirates['vane']?.holds).toEqual([CARGO_5]);
    expect(r.state.pirates['vane']?.hostages).toEqual([{ kind: 'captain', nationality: 'spanish' }]);
  });

  it.each(EDITIONS)('%s: seven steps with every Hold full: jettison one for the seized cargo, or leave it, before the Hostage is drawn', (edition) => {
    const s0 = createScenario({
      players: 3,
      options: { cunning: false, edition, lootProcedure: 'sevenSteps' },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { B: [], C: [] },
      pirates: { vane: { owner: 'A', at: 'east-caribbean', ship: 'sloop', holds: [100, 200] } },
      merchants: { 'santo-domingo': { type: 'schooner', foundBy: 'vane' } },
    });
    const s = run(s0, lootAction, roll(3), { type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true }).state;
    expect(legalActions(s)).toEqual([
      { type: 'jettison', player: 'A', pirate: 'vane', hold: 0 },
      { type: 'jettison', player: 'A', pirate: 'vane', hold: 1 },
      { type: 'abandonCargo', player: 'A', pirate: 'vane' },
    ]);
    const kept = run(s, { type: 'jettison', player: 'A', pirate: 'vane', hold: 0 }).state;
    expect(kept.pirates['vane']?.holds).toEqual([200, CARGO_5]);
    expect(pending(kept)).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'hostage' } });
    const left = run(s, { type: 'abandonCargo', player: 'A', pirate: 'vane' }).state;
    expect(left.pirates['vane']?.holds).toEqual([100, 200]);
    expect(pending(left)).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'hostage' } });
  });
});

describe('8.31 / 8.32: declining the Booty declines the Hostage too (Living Rules, B30); the first print decides on the cargo, then draws the Hostage (option lootProcedure)', () => {
  const declined = (options: OptionsInput): Table => {
    const t = lootSantoDomingo(options);
    seizeWith(t, false, 'captain');
    return t;
  };
  it.each([
    [LR, 'chance'],
    [FP, 'decision'],
  ] as const)('%s: after the cargo roll comes the %s (the Hostage draw, or the cargo decision before any Hostage is known)', (edition, kind) => {
    const t = tableScenario({
      players: 4,
      options: { cunning: false, edition },
      turn: { actionsCard: 'pirate-converts', actionsLeft: 3 },
      pirates: { vane: { owner: 'A', at: 'east-caribbean' } },
      merchants: { 'santo-domingo': { type: 'schooner', foundBy: 'vane' } },
    });
    t.act({ type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.roll(3);
    expect(t.pending.kind).toBe(kind);
    if (kind === 'decision') expect(t.legalOf('seizeBooty')).toHaveLength(2);
  });
  it('Living Rules: the Captain goes back to the pool and the Loot is over', () => {
    const t = declined({ edition: LR });
    expect(t.pirate('vane').hostages).toEqual([]);
    expect(t.pending).toMatchObject({ kind: 'decision', frame: 'turn' });
  });
  it.each([[{ edition: FP }], [{ lootProcedure: 'sevenSteps' }]] as const)('%j: he still ransoms or tortures the Captain; no cargo, Loyalty -1', (options) => {
    const t = declined(options);
    expect(t.legal()).toEqual([
      { type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'ransom' },
      { type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'torture' },
    ]);
    t.act({ type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'ransom' });
    if ('edition' in options) t.roll(2); // the first print's Loot NP die: 2 + 2
    const v = t.pirate('vane');
    expect(v.hostages).toEqual([{ kind: 'captain', nationality: 'spanish' }]);
    expect(v.holds).toEqual([]);
    expect(v.loyalty).toBe(6);
    expect(v.np).toBe('edition' in options ? 4 : 0);
    expect(t.state.merchants['santo-domingo']).toBeUndefined();
    expect(t.pending).toMatchObject({ kind: 'decision', frame: 'turn' });
  });
});

describe('11.2 Alliance Combat: the higher ship Combat + both Abilities (Living Rules) or + 1 with the better Ability (first print)', () => {
  /** Condent (Ability 4) in a Schooner (Combat 6) allied with Vane (Ability 4, Sloop): they attack San Juan (Defense 7). */
  const allied = (options: OptionsInput) =>
    createScenario({
      players: 3,
      options: { cunning: false, ...options },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 3 },
      pirates: {
        condent: { owner: 'A', at: 'east-caribbean', ship: 'schooner', np: 5, ally: 'vane' },
        vane: { owner: 'A', at: 'east-caribbean', ship: 'sloop', np: 2, ally: 'condent' },
      },
    });
  it.each([
    [LR, { combat: 6, ability: 8, total: 15 }],
    [FP, { combat: 7, ability: 4, total: 12 }],
  ] as const)('%s: attack 1 + %j', (edition, attack) => {
    const r = runDeclining(allied({ edition }), { before: true, after: true }, { type: 'attackPort', player: 'A', pirate: 'condent', port: 'san-juan' }, roll(1), roll(2));
    expect(r.events.find((e) => e.type === 'portAttacked')?.['attack']).toMatchObject({ die: 1, ...attack });
  });
  it('allianceCombat on its own', () => {
    const r = runDeclining(allied({ allianceCombat: 'plus1' }), { before: true, after: true }, { type: 'attackPort', player: 'A', pirate: 'condent', port: 'san-juan' }, roll(1), roll(2));
    expect(r.events.find((e) => e.type === 'portAttacked')?.['attack']).toMatchObject({ total: 12 });
  });
});

describe('13.23: the D&R -2 only when attacked at sea (Living Rules, B25); whenever attacked in the first print (13.22)', () => {
  /** Low (A, D&R) in Isla de Tortuga, a Brigantine (Combat 7) with Heavy Guns; C's Matthews (Combat 11) attacks the Pirate Port while Vane moves. */
  function portAttack(options: OptionsInput, kcDie: number, lowDie: number) {
    const s = structuredClone(
      createScenario({
        players: 3,
        options: { cunning: false, ...options },
        turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
        pirates: { low: { owner: 'A', at: 'isla-de-tortuga', ship: 'brigantine', heavyGuns: true, dr: 'voluntary' }, vane: { owner: 'A', at: 'east-caribbean' } } as never,
        governors: { 'port-royal': 'pro' },
      }),
    ) as GameState;
    s.kcPool = s.kcPool.filter((k) => k !== 'matthews');
    s.kcs['matthews'] = { id: 'matthews', owner: 'C', area: 'west-caribbean' };
    const moved = runDeclining(s, { before: false, after: false }, { type: 'move', player: 'A', pirate: 'vane', to: { kind: 'sea', area: 'south-america' } }).state;
    return runDeclining(moved, { before: false, after: false }, { type: 'kcAttackPort', player: 'C', port: 'isla-de-tortuga' }, roll(kcDie), roll(lowDie));
  }
  it.each([
    [LR, 15, 'repulsed'],
    [FP, 13, 'destroyed'],
  ])('%s: KC 3 + 11 = 14 (no +2 here) against Low 6 + 7 + 2 Heavy Guns (- 2 D&R in the first print) = %i: %s', (edition, defence, outcome) => {
    const r = portAttack({ edition, livingRulesPlus2: false }, 3, 6);
    expect(r.events.find((e) => e.type === 'piratePortDefence')?.['roll']).toMatchObject({ total: defence });
    expect(r.events.find((e) => e.type === 'piratePortAttacked')?.['outcome']).toBe(outcome);
  });
  it('dnrPenaltyScope on its own', () => {
    const r = portAttack({ dnrPenaltyScope: 'any', livingRulesPlus2: false }, 3, 6);
    expect(r.events.find((e) => e.type === 'piratePortDefence')?.['roll']).toMatchObject({ dr: -2, total: 13 });
  });
});

describe('17.2 #8: the Pardon forbids attacking English ports (Living Rules); not in the first print', () => {
  const underPardon = (options: OptionsInput): Table => {
    const t = tableScenario({
      players: 3,
      options: { cunning: false, ...options },
      turn: { phase: 'start' },
      hands: { A: ['scurvy-outbreak', 'wear-and-tear', 'wear-and-tear'] },
      generalPardonAppearances: 1,
      pirates: { condent: { owner: 'A', at: 'south-atlantic' } },
      merchants: { 'st-augustine': { type: 'sloop' }, charleston: { type: 'sloop' }, havana: { type: 'sloop' }, 'san-juan': { type: 'sloop' }, bombay: { type: 'sloop' } },
    });
    t.draw('general-pardon');
    expect(t.state.generalPardon.pardon).not.toBeNull();
    t.draw('wear-and-tear');
    t.act({ type: 'playCard', player: 'A', card: 'scurvy-outbreak', pirate: null });
    return t;
  };
  it.each([
    [LR, ['st-augustine']],
    [FP, ['charleston', 'st-augustine']],
  ])('%s: Condent may attack %j', (edition, ports) => {
    expect(underPardon({ edition }).legalOf('attackPort').map((a) => a.port).sort()).toEqual(ports);
  });
  it('pardonForbidsEnglishAttacks on its own', () => {
    expect(underPardon({ pardonForbidsEnglishAttacks: false }).legalOf('attackPort').map((a) => a.port).sort()).toEqual(['charleston', 'st-augustine']);
  });
});

describe('4.5 / 8.5: converting the Merchant inside the Loot (Living Rules) or as its own Action, his first after the Loot (first print 4.5D, 8.5)', () => {
  /** Vane (A) at sea with a Found Merchant of `merchant` type off Santo Domingo; B holds a Warship Sighting. */
  const looter = (options: OptionsInput, merchant: string, vane: Record<string, unknown>): Table =>
    tableScenario({
      players: 3,
      options: { cunning: false, ...options },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 3 },
      hands: { B: ['warship-sighting'], C: [] },
      pirates: { vane: { owner: 'A', at: 'east-caribbean', ...vane } },
      merchants: { 'santo-domingo': { type: merchant, foundBy: 'vane' } },
    });
  /** Loot with cargo die 3, a Seaman held for Ransom, the cargo taken; the first print's NP die 1; no D&R. */
  function lootIt(t: Table, fp: boolean): void {
    t.act({ type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.roll(3);
    seizeWith(t, true, 'seaman');
    takeCargo(t);
    t.act({ type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'ransom' });
    if (!fp) return;
    t.roll(1);
    t.act({ type: 'pass', player: 'A' }); // no D&R
    settle(t);
  }
  /** The Anti-Pirate players pass in the window after the Loot (4.63). */
  function settle(t: Table): void {
    for (let p = t.pending; p.kind === 'decision' && p.frame === 'window'; p = t.pending) t.exact({ type: 'pass', player: p.player });
  }

  it('Living Rules: the conversion is offered inside the Loot, never as an Action', () => {
    const t = looter({ edition: LR }, 'brigantine', { ship: 'sloop' });
    lootIt(t, false);
    expect(t.legal()).toContainEqual({ type: 'convertShip', player: 'A', pirate: 'vane' });
    t.act({ type: 'pass', player: 'A' }); // keep the Sloop
    t.act({ type: 'pass', player: 'A' }); // no D&R
    settle(t);
    expect(t.pirate('vane').convertible).toBeNull();
    expect(t.legalOf('convertMerchant')).toEqual([]);
  });

  it('first print: no conversion inside the Loot; his next Action may be Convert Merchant: a Brigantine at its maxima, Loyalty +1', () => {
    const t = looter({ edition: FP }, 'brigantine', { ship: 'sloop' });
    lootIt(t, true);
    expect(t.ev('shipConverted')).toEqual([]);
    expect(t.pirate('vane').convertible).toBe('brigantine');
    expect(t.legalOf('convertMerchant')).toEqual([{ type: 'convertMerchant', player: 'A', pirate: 'vane' }]);
    const left = t.state.turn.actionsLeft;
    t.act({ type: 'convertMerchant', player: 'A', pirate: 'vane' });
    expect(t.last('shipConverted')).toMatchObject({ rule: '8.5', pirate: 'vane', from: 'sloop', to: 'brigantine' });
    const v = t.pirate('vane');
    expect(v).toMatchObject({ ship: 'brigantine', combat: 7, speed: 1, loyalty: 8, convertible: null });
    expect(v.holds.length).toBe(1);
    expect(t.state.turn.actionsLeft).toBe(left - 1);
  });

  it('convertAsSeparateAction on its own (Living Rules Loot otherwise)', () => {
    const t = looter({ convertAsSeparateAction: true }, 'brigantine', { ship: 'sloop' });
    lootIt(t, false);
    expect(t.legal().some((a) => a.type === 'convertShip')).toBe(false);
    t.act({ type: 'pass', player: 'A' }); // no D&R
    settle(t);
    expect(t.legalOf('convertMerchant')).toHaveLength(1);
  });

  it('first print: any other Action first forfeits the conversion', () => {
    const t = looter({ edition: FP }, 'brigantine', { ship: 'sloop' });
    lootIt(t, true);
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: { kind: 'sea', area: 'west-caribbean' } });
    expect(t.pirate('vane').convertible).toBeNull();
    expect(t.legalOf('convertMerchant')).toEqual([]);
  });

  it('first print: the excess full Holds are lost, the owner choosing which (R56); a smaller ship costs 1 Loyalty', () => {
    const t = looter({ edition: FP }, 'sloop', { ship: 'brigantine', holds: [100, 200, 300] });
    lootIt(t, true);
    expect(t.pirate('vane').holds).toHaveLength(4);
    t.act({ type: 'convertMerchant', player: 'A', pirate: 'vane' });
    expect(t.pirate('vane')).toMatchObject({ ship: 'sloop', combat: 5, speed: 5, loyalty: 6 });
    expect(t.legalOf('jettison')).toHaveLength(4);
    // A game saved while he chooses is a position the rules reach: it loads (src/state/check.ts).
    expect(deserialize(serialize(t.state)).pirates['vane']?.holds).toHaveLength(4);
    t.act({ type: 'jettison', player: 'A', pirate: 'vane', hold: 0 });
    t.act({ type: 'jettison', player: 'A', pirate: 'vane', hold: 0 });
    expect(t.pirate('vane').holds).toEqual([300, t.pirate('vane').holds[1]]);
    expect(t.pirate('vane').holds).toHaveLength(2);
    expect(t.pending).toMatchObject({ kind: 'decision', frame: 'turn' });
  });

  it('first print 6.41: a Warship may answer the Convert Merchant Action; beaten, he keeps his old ship', () => {
    const t = looter({ edition: FP }, 'brigantine', { ship: 'sloop' });
    lootIt(t, true);
    t.exact({ type: 'convertMerchant', player: 'A', pirate: 'vane' });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(t.legal()).toContainEqual(sighting('B'));
    t.exact(sighting('B'));
    t.draw('warship-medium');
    t.exact(attackNow);
    t.exact(fight);
    t.roll(1); // Vane 1 + 5 + 4 = 10
    t.roll(6); // Warship 6 + 7 = 13
    expect(t.last('warshipBattle')).toMatchObject({ outcome: 'warshipWins' });
    expect(t.ev('actionCancelled').at(-1)).toMatchObject({ action: 'convert' });
    expect(t.pirate('vane').ship).toBe('sloop');
    expect(t.ev('shipConverted')).toEqual([]);
  });
});

describe('15.2 through Piratical Ambition (17.2 #17): no Duel NP in the first print', () => {
  // Low (A, Duel 3, 5 NP) against Teach from B's hand (Duel 4). The card is played at the Move's
  // announcement, so in both editions with the Living Rules' timing (piraticalAmbitionTrigger, R84).
  const ambition = (options: OptionsInput) => {
    const s = createScenario({
      players: 4,
      options: { cunning: false, ...options, piraticalAmbitionTrigger: 'duringAction' },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { B: ['piratical-ambition'] },
      pirateHands: { B: ['teach'] },
      pirates: { low: { owner: 'A', at: 'central-atlantic', np: 5, holds: [700], loyalty: 3 }, bonnet: { owner: 'B', at: 'india' } },
    });
    return runDeclining(s, { before: true, after: false }, { type: 'move', player: 'A', pirate: 'low', to: { kind: 'sea', area: 'south-atlantic' } }, { type: 'playEvent', player: 'B', card: 'piratical-ambition' }, { type: 'chooseReplacement', player: 'B', pirate: 'teach' }).state;
  };
  it.each([
    [LR, 7, 12],
    [FP, 0, 5],
  ])('%s: Teach wins and starts with %i NP; Low, winning instead, ends with %i', (edition, teachNp, lowNp) => {
    const won = runDeclining(ambition({ edition }), { before: true, after: false }, roll(6, 6, 6, 6), roll(1, 1, 1)).state;
    expect(won.pirates['teach']?.np).toBe(teachNp);
    const lost = runDeclining(ambition({ edition }), { before: true, after: false }, roll(1, 1, 1, 1), roll(6, 6, 6)).state;
    expect(lost.pirates['low']?.np).toBe(lowNp);
  });
});

describe('12.0 (c): Cunning may not reroll a reroll (Living Rules); the first print has no such ban', () => {
  /** Vane (Ability 4, Cunning 3) Finds at Santo Domingo: 1, rerolled, then 2 (2 + 4 = 6 fails). */
  const rerolled = (options: OptionsInput): Table => {
    const t = tableScenario({
      players: 4,
      options,
      turn: { actionsCard: 'pirate-converts', actionsLeft: 3 },
      pirates: { vane: { owner: 'A', at: 'east-caribbean', cunning: 3 } },
      merchants: { 'santo-domingo': { type: 'brigantine' } },
    });
    t.act({ type: 'findMerchant', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.roll(1);
    t.act({ type: 'reroll', player: 'A', pirate: 'vane' });
    t.roll(2);
    return t;
  };
  it('Living Rules: the reroll stands; the Find fails', () => {
    const t = rerolled({ edition: LR });
    expect(t.last('findFailed')).toMatchObject({ roll: { die: 2, total: 6 } });
    expect(t.canDo({ type: 'reroll' })).toBe(false);
  });
  it.each([[{ edition: FP }], [{ cunningNoReReroll: false }]] as const)('%j: he may reroll the reroll (a second Cunning point): 5 + 4 finds it', (options) => {
    const t = rerolled(options);
    expect(t.ev('findFailed')).toEqual([]);
    expect(t.legal()).toEqual([{ type: 'reroll', player: 'A', pirate: 'vane' }, { type: 'pass', player: 'A' }]);
    t.act({ type: 'reroll', player: 'A', pirate: 'vane' });
    t.roll(5);
    // Again he may reroll (1 Cunning left); he keeps the 5.
    expect(t.legal()).toEqual([{ type: 'reroll', player: 'A', pirate: 'vane' }, { type: 'pass', player: 'A' }]);
    t.act({ type: 'pass', player: 'A' });
    expect(t.last('merchantFound')).toMatchObject({ roll: { die: 5, total: 9 } });
    expect(t.pirate('vane').cunning).toBe(1);
  });
});

describe('10.33: escaping a KC cancels the Action unless it is a Move (Living Rules); the first print ends only the AP Action (10.32)', () => {
  /** Matthews reacts to Vane's Find; Vane escapes (1 + 3 - 1 = 3 against 6 + 2 = 8). */
  const escaped = (options: OptionsInput) => {
    const start = kcScenario(options);
    const s = runW(start, find, { type: 'pass', player: 'B' }).state;
    // The first print's interception is rolled at once (R90 (e)).
    if (start.config.options.kcModel === 'harass') return runDeclining(s, { before: true, after: true }, { type: 'kcIntercept', player: 'C' }, roll(1), roll(6));
    return runDeclining(s, { before: true, after: true }, { type: 'kcReact', player: 'C' }, { type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'escape' }, roll(1), roll(6));
  };
  it.each([
    [LR, true],
    [FP, false],
  ])('%s: the Find is cancelled: %s', (edition, cancelled) => {
    const r = escaped({ edition });
    expect(r.events.find((e) => e.type === 'escapeAttempt')?.['outcome']).toBe('escaped');
    expect(r.events.some((e) => e.type === 'actionCancelled')).toBe(cancelled);
    // Not cancelled: the Find roll (8.13) comes next.
    expect(pending(r.state).kind).toBe(cancelled ? 'decision' : 'chance');
    expect(r.state.merchants['santo-domingo'] === undefined).toBe(cancelled);
  });
  it('kcEscapeCancelsAction on its own', () => {
    expect(escaped({ kcEscapeCancelsAction: false }).events.some((e) => e.type === 'actionCancelled')).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// KC Reaction (Living Rules 10.2-10.3) or the first print's harassment (FR 10.23-10.32, R90).
// Matthews (C, Speed 3, Combat 11) waits in the West Caribbean; Vane (A, Schooner Speed 2) is in
// the East Caribbean, next to it. NP 3, so nobody may deploy a KC (R19) and the windows stay small.
// ---------------------------------------------------------------------------------------------
describe('10.2-10.3: KC Reaction (Living Rules) or one KC harassing the active Pirate through KC AP Actions (first print 10.23-10.32, option kcModel, R90)', () => {
  const findAt = (port: string): Action => ({ type: 'findMerchant', player: 'A', pirate: 'vane', port });
  const intercept: Action = { type: 'kcIntercept', player: 'C' };
  const react = (player: 'B' | 'C'): Action => ({ type: 'kcReact', player });
  const harassTable = (options: OptionsInput, more: { pirates?: Record<string, Record<string, unknown>>; kcs?: Record<string, { owner: string; area: string }>; merchants?: Record<string, Record<string, unknown>> } = {}): Table =>
    tableScenario({
      players: 3,
      // The Find escaped goes on in both editions (10.33, option kcEscapeCancelsAction), so Vane may Find again.
      options: { cunning: false, kcEscapeCancelsAction: false, ...options },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 3 },
      hands: { B: [], C: [] },
      pirates: { vane: { owner: 'A', at: 'east-caribbean', ship: 'schooner', speed: 2, np: 3 }, ...more.pirates },
      merchants: { 'santo-domingo': { type: 'sloop' }, cartagena: { type: 'sloop' }, ...more.merchants },
      kcs: { matthews: { owner: 'C', area: 'west-caribbean' }, ...more.kcs },
    } as Parameters<typeof tableScenario>[0]);
  /** Pass the Anti-Pirate windows until `who` is asked; his responses then (none if he is never asked). */
  function offers(t: Table, who: 'B' | 'C'): Action[] {
    for (let i = 0; i < 12; i++) {
      const p = t.pending;
      if (p.kind !== 'decision' || p.frame !== 'window') return [];
      if (p.player === who) return t.legal().filter((a) => a.type !== 'pass');
      t.exact({ type: 'pass', player: p.player });
    }
    return [];
  }
  /** Whether each player asked in the open windows (all passed) could set a KC on the active Pirate. */
  function kcAnswers(t: Table): Record<string, boolean> {
    const out: Record<string, boolean> = {};
    for (let p = t.pending; p.kind === 'decision' && p.frame === 'window' && p.rule === '4.63'; p = t.pending) {
      out[p.player] = (out[p.player] ?? false) || t.legal().some((a) => a.type === 'kcReact' || a.type === 'kcIntercept');
      t.exact({ type: 'pass', player: p.player });
    }
    return out;
  }
  /** Every Anti-Pirate window still open is passed. */
  function passAll(t: Table): void {
    for (let p = t.pending; p.kind === 'decision' && p.frame === 'window' && p.rule === '4.63'; p = t.pending) t.exact({ type: 'pass', player: p.player });
  }
  /** Vane Finds at Santo Domingo, C's KC acts against it (`kcAction`) and Vane escapes (KC 1 + 3 - 1, Vane 6 + 2); the Find fails (1 + 4). */
  function harassedFind(t: Table): void {
    t.exact(findAt('santo-domingo'));
    offers(t, 'C');
    if (t.state.config.options.kcModel === 'harass') t.exact(intercept);
    else {
      t.exact(react('C'));
      t.exact({ type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'escape' });
    }
    t.roll(1);
    t.roll(6);
    passAll(t);
    if (t.pending.kind === 'chance') t.roll(1);
    passAll(t);
  }

  it.each([
    [LR, react('C'), 'decision'],
    [FP, intercept, 'chance'],
  ] as const)('%s: at a Find, C answers with %j; then the Pirate %s (first print 10.32: the interception is rolled at once)', (edition, answer, next) => {
    const t = harassTable({ edition });
    t.exact(findAt('santo-domingo'));
    const o = offers(t, 'C');
    expect(o).toContainEqual(answer);
    expect(o).not.toContainEqual(answer.type === 'kcReact' ? intercept : react('C'));
    t.exact(answer);
    expect(t.pending.kind).toBe(next);
    expect(t.state.kcs['matthews']?.area).toBe('east-caribbean');
    // 10.31 (Living Rules): KC Reaction is not an AP Action; first print 10.24: it is C's AP Action (type C).
    expect(t.state.turn.apUsed.includes('C')).toBe(edition === FP);
    if (edition === FP) expect(t.last('kcInterception')).toMatchObject({ rule: '10.24', player: 'C', kc: 'matthews', pirate: 'vane', moved: true, repeat: false });
  });

  it('kcModel harass on its own (Living Rules otherwise); the interception from the adjacent Sea Area costs 1 (10.32)', () => {
    const t = harassTable({ kcModel: 'harass' });
    t.exact(findAt('santo-domingo'));
    expect(offers(t, 'C')).toContainEqual(intercept);
    t.exact(intercept);
    t.roll(4); // 4 + 3 - 1 = 6
    t.roll(4); // 4 + 2 = 6: escaped (the KC must be higher)
    expect(t.last('escapeAttempt')).toMatchObject({ warship: { moved: -1, total: 6 }, outcome: 'escaped' });
  });

  it.each([LR, FP])('%s: a KC two Sea Areas away can do nothing against him (10.24 / 10.31)', (edition) => {
    const t = harassTable({ edition }, { kcs: { matthews: { owner: 'C', area: 'south-atlantic' } } });
    t.exact(findAt('santo-domingo'));
    expect(offers(t, 'C').filter((a) => a.type === 'kcReact' || a.type === 'kcIntercept')).toEqual([]);
  });

  it.each([
    [LR, [react('C'), { type: 'kcMove', player: 'C', to: 'west-caribbean' }]],
    [FP, [intercept]],
  ] as const)('%s: at his next Action C may answer with %j (first print 10.23: again, without another AP Action; an interception only)', (edition, answers) => {
    const t = harassTable({ edition });
    harassedFind(t);
    t.exact(findAt('santo-domingo'));
    const o = offers(t, 'C');
    for (const a of answers) expect(o).toContainEqual(a);
    expect(o.some((a) => a.type === 'kcMove')).toBe(edition === LR);
    if (edition === FP) {
      t.exact(intercept);
      expect(t.last('kcInterception')).toMatchObject({ moved: false, repeat: true });
      expect(t.last('antiPirateAction')).toMatchObject({ rule: '10.23', player: 'C', apType: 'C', exception: true });
      expect(t.state.turn.apUsed).toEqual(['C']);
    }
  });

  it.each([LR, FP])('%s: one KC per Pirate Action: not again at the Find\'s result (4.62, 10.31)', (edition) => {
    const t = harassTable({ edition, kcEscapeCancelsAction: false });
    t.exact(findAt('santo-domingo'));
    offers(t, 'C');
    t.exact(edition === FP ? intercept : react('C'));
    if (edition === LR) t.exact({ type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'escape' });
    t.roll(1);
    t.roll(6);
    passAll(t);
    t.roll(1); // the Find fails: the findResolved window
    expect(offers(t, 'C').filter((a) => a.type === 'kcReact' || a.type === 'kcIntercept')).toEqual([]);
  });

  it.each([
    [LR, true, true],
    [FP, false, false],
  ])('%s: another of A\'s Pirates moving next to the KCs: C may answer %s, B\'s KC %s (first print 10.23: one KC per Player-Turn, against one Pirate)', (edition, cMay, bMay) => {
    const t = harassTable({ edition }, { pirates: { low: { owner: 'A', at: 'south-america', np: 3 } }, kcs: { ogle: { owner: 'B', area: 'central-america' } } });
    harassedFind(t);
    t.exact({ type: 'move', player: 'A', pirate: 'low', to: sea('west-caribbean') });
    const answers = kcAnswers(t);
    expect(answers['B'] ?? false).toBe(bMay);
    expect(answers['C'] ?? false).toBe(cMay);
  });

  it.each([
    [LR, true],
    [FP, false],
  ])('%s: once he has entered another Sea Area, C\'s KC next door may answer his Find: %s (first print 10.23: the harassment ends)', (edition, may) => {
    const t = harassTable({ edition });
    harassedFind(t);
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('south-america') });
    // At the Move's announcement the harassment still holds (10.31: a Move may be intercepted).
    expect(offers(t, 'C').some((a) => a.type === (edition === FP ? 'kcIntercept' : 'kcReact'))).toBe(true);
    passAll(t);
    if (edition === FP) expect(t.last('kcHarassmentEnded')).toMatchObject({ rule: '10.23', kc: 'matthews', pirate: 'vane', area: 'south-america' });
    expect(t.state.turn.kcHarassed).toBeNull();
    t.exact(findAt('cartagena'));
    expect(offers(t, 'C').some((a) => a.type === 'kcReact' || a.type === 'kcIntercept')).toBe(may);
  });

  it('first print: leaving a port for its Sea Area does not end the harassment', () => {
    const t = harassTable({ edition: FP });
    harassedFind(t);
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: { kind: 'port', port: 'santo-domingo' } });
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: sea('east-caribbean') });
    expect(t.ev('kcHarassmentEnded')).toEqual([]);
    expect(t.state.turn.kcHarassed).toBe('vane');
  });

  it('first print: a KC Move as the Player-Turn\'s KC AP Action binds it to the active Pirate; at his next Find it may intercept', () => {
    const t = harassTable({ edition: FP });
    t.exact(findAt('santo-domingo'));
    passAll(t);
    t.exact(roll(1)); // fails
    // At the Find's result C moves Matthews into Vane's Sea Area.
    expect(offers(t, 'C')).toContainEqual({ type: 'kcMove', player: 'C', to: 'east-caribbean' });
    t.exact({ type: 'kcMove', player: 'C', to: 'east-caribbean' });
    passAll(t);
    expect(t.state.turn.kcHarassed).toBe('vane');
    t.exact(findAt('santo-domingo'));
    expect(offers(t, 'C')).toEqual([intercept]);
    t.exact(intercept);
    expect(t.last('kcInterception')).toMatchObject({ moved: false, repeat: true });
  });

  describe('a Move into the Sea Area where the KC waits (10.32 "while actually moving", FR 10.31 « lors de ce mouvement même »; B38, R105)', () => {
    const moveWest: Action = { type: 'move', player: 'A', pirate: 'vane', to: { kind: 'sea', area: 'west-caribbean' } };
    const attackBy = (edition: Edition): Action => (edition === FP ? intercept : react('C'));
    it.each(EDITIONS)('%s: offered at the announcement, in his Sea Area of origin: the KC enters it (-1); an escaped Move goes on', (edition) => {
      const t = harassTable({ edition });
      t.exact(moveWest);
      expect(offers(t, 'C')).toContainEqual(attackBy(edition));
      t.exact(attackBy(edition));
      if (edition === LR) t.exact({ type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'escape' });
      t.roll(5); // Matthews 5 + 3 - 1 = 7
      t.roll(5); // Vane 5 + 2 = 7: escaped
      expect(t.last('escapeAttempt')).toMatchObject({ warship: { moved: -1, total: 7 }, outcome: 'escaped' });
      passAll(t);
      expect(t.pirate('vane').location).toEqual({ kind: 'sea', area: 'west-caribbean' });
      expect(t.state.kcs['matthews']?.area).toBe('east-caribbean');
    });
    it.each(EDITIONS)('%s: one question per player in one window: B cannot answer, C passes once and the Move goes on (4.63, R105)', (edition) => {
      const t = harassTable({ edition });
      t.exact(moveWest);
      expect(t.pending).toMatchObject({ kind: 'decision', player: 'C', frame: 'window' });
      const w = t.state.stack[t.state.stack.length - 1];
      expect(w && w.kind === 'window' && w.moment).toBe('moveAnnounced');
      t.exact({ type: 'pass', player: 'C' });
      // Not asked again in the same window: the Move is carried out, and the next question (if any) is the completed Action's.
      expect(t.pirate('vane').location).toEqual({ kind: 'sea', area: 'west-caribbean' });
      const next = t.state.stack[t.state.stack.length - 1];
      expect(next?.kind === 'window' ? next.moment : next?.kind).not.toBe('moveAnnounced');
    });
    it.each(EDITIONS)('%s: not offered again once he has arrived: the Move was its one moment', (edition) => {
      const t = harassTable({ edition });
      t.exact(moveWest);
      expect(offers(t, 'C')).toContainEqual(attackBy(edition));
      t.exact({ type: 'pass', player: 'C' });
      const after = kcAnswers(t);
      expect(after['C'] ?? false).toBe(false);
      expect(t.pirate('vane').location).toEqual({ kind: 'sea', area: 'west-caribbean' });
    });
  });

  describe('a Loot: Vane Loots a Found Schooner off Santo Domingo', () => {
    const looting = (options: OptionsInput): Table => {
      const t = harassTable(options, { merchants: { 'santo-domingo': { type: 'schooner', foundBy: 'vane' } } });
      t.exact({ type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' });
      return t;
    };
    it.each([
      [LR, false],
      [FP, true],
      [{ kcModel: 'harass' } as const, true],
    ] as const)('%j: after the cargo roll C may intercept: %s (first print 10.31 "at any moment of the procedure")', (o, may) => {
      const t = looting(typeof o === 'string' ? { edition: o } : o);
      passAll(t);
      t.exact(roll(3));
      expect(offers(t, 'C').some((a) => a.type === 'kcIntercept' || a.type === 'kcReact')).toBe(may);
    });

    it('first print: intercepted after the cargo roll, Vane beats the KC but the Merchant escapes (10.32)', () => {
      const t = looting({ edition: FP });
      passAll(t);
      t.exact(roll(3));
      offers(t, 'C');
      t.exact(intercept);
      t.roll(6); // 6 + 3 - 1 = 8
      t.roll(1); // 1 + 2 = 3: intercepted
      expect(t.last('actionCancelled')).toMatchObject({ rule: '10.32', action: 'loot' });
      t.roll(6); // Vane 6 + 6 + 4 = 16
      t.roll(1); // Matthews 1 + 11 = 12
      expect(t.last('kcBattle')).toMatchObject({ outcome: 'pirateWins' });
      passAll(t);
      expect(t.state.merchants['santo-domingo']).toBeUndefined();
      expect(t.pirate('vane').holds).toEqual([]);
      expect(t.pending).toMatchObject({ kind: 'decision', frame: 'turn' });
    });

    it.each([[{ edition: FP }], [{ edition: LR, kcModel: 'harass', lootProcedure: 'sevenSteps' }]] as const)('%j: intercepted after the Hostage draw, Vane keeps the cargo seized at step 2 and the Hostage (FR 10.32 « il conserve ce qu\'il a pu piller », R104)', (options) => {
      const t = looting(options);
      passAll(t);
      t.exact(roll(3));
      passAll(t);
      t.exact({ type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true });
      t.exact({ type: 'chance', value: 'captain' });
      expect(offers(t, 'C')).toContainEqual(intercept);
      t.exact(intercept);
      t.roll(6); // 6 + 3 - 1 = 8
      t.roll(1); // 1 + 2 = 3: intercepted
      expect(t.last('actionCancelled')).toMatchObject({ rule: '10.32', action: 'loot' });
      t.roll(6); // Vane 6 + 6 + 4 = 16
      t.roll(1); // Matthews 1 + 11 = 12
      expect(t.last('kcBattle')).toMatchObject({ outcome: 'pirateWins' });
      passAll(t);
      expect(t.state.merchants['santo-domingo']).toBeUndefined();
      expect(t.pirate('vane').holds).toEqual([CARGO_5]);
      expect(t.pirate('vane').hostages).toEqual([{ kind: 'captain', nationality: 'spanish' }]);
    });

    it.each([
      [LR, true],
      [FP, false],
    ])('%s: intercepted at the announcement, Vane beats the KC: the Loot goes on: %s (B39; first print 10.32: the Merchant escapes)', (edition, goesOn) => {
      const t = looting({ edition });
      offers(t, 'C');
      if (edition === FP) {
        t.exact(intercept);
        t.roll(6);
        t.roll(1);
      } else {
        t.exact(react('C'));
        t.exact({ type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'fight' });
      }
      t.roll(6); // 16
      t.roll(1); // 12 (+2 LR = 14)
      expect(t.last('kcBattle')).toMatchObject({ outcome: 'pirateWins' });
      passAll(t);
      expect(t.state.merchants['santo-domingo'] !== undefined).toBe(goesOn);
      // Going on, the cargo roll (8.32) comes next.
      expect(t.pending.kind).toBe(goesOn ? 'chance' : 'decision');
    });
  });

  it.each([
    [LR, false],
    [FP, true],
  ])('%s: after a Convert Merchant Action C may intercept: %s (first print 10.31 "once the Conversion is complete")', (edition, may) => {
    const t = harassTable({ edition, convertAsSeparateAction: true }, { pirates: { vane: { owner: 'A', at: 'east-caribbean', ship: 'sloop', np: 3 } }, merchants: { 'santo-domingo': { type: 'brigantine', foundBy: 'vane' } } });
    t.act({ type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.roll(3);
    seizeWith(t, true, 'seaman');
    takeCargo(t);
    t.act({ type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'ransom' });
    if (edition === FP) t.roll(1); // the first print's NP die
    t.act({ type: 'pass', player: 'A' }); // no D&R
    passAll(t);
    t.exact({ type: 'convertMerchant', player: 'A', pirate: 'vane' });
    // Not at its announcement (nobody may answer it there: no window), only once the conversion is complete (10.31).
    expect(t.last('shipConverted')).toMatchObject({ to: 'brigantine' });
    expect(offers(t, 'C').some((a) => a.type === 'kcIntercept')).toBe(may);
    if (!may) return;
    t.exact(intercept);
    t.roll(1); // 1 + 3 - 1 = 3
    t.roll(2); // 2 + the Brigantine's Speed 1 = 3: escaped
    expect(t.last('escapeAttempt')).toMatchObject({ pursued: { speed: 1, total: 3 }, outcome: 'escaped' });
  });

  it('kcModel harass with kcEscapeCancelsAction: an escape after a completed conversion cancels nothing (R90 (d))', () => {
    const t = harassTable({ kcModel: 'harass', convertAsSeparateAction: true, kcEscapeCancelsAction: true }, { pirates: { vane: { owner: 'A', at: 'east-caribbean', ship: 'sloop', np: 3 } }, merchants: { 'santo-domingo': { type: 'brigantine', foundBy: 'vane' } } });
    t.act({ type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.roll(3);
    seizeWith(t, true, 'seaman');
    takeCargo(t);
    t.act({ type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'ransom' });
    t.act({ type: 'pass', player: 'A' }); // no D&R
    passAll(t);
    t.exact({ type: 'convertMerchant', player: 'A', pirate: 'vane' });
    expect(offers(t, 'C')).toContainEqual(intercept);
    t.exact(intercept);
    t.roll(1);
    t.roll(2);
    expect(t.last('escapeAttempt')).toMatchObject({ outcome: 'escaped' });
    expect(t.ev('actionCancelled')).toEqual([]);
    expect(t.pirate('vane').ship).toBe('brigantine');
  });

  it.each([
    [LR, 'decision'],
    [FP, 'chance'],
  ])('%s: KC Surprise\'s KC begins with %s (first print 17.2 #11: "the normal procedure, which begins with the Interception attempt")', (edition, next) => {
    const t = tableScenario({
      players: 3,
      options: { edition, cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { B: ['warship-sighting', 'kc-surprise'] },
      merchants: { bath: { type: 'flute' } },
      pirates: { vane: { owner: 'A', at: 'central-atlantic', np: 6 } },
    });
    t.exact({ type: 'findMerchant', player: 'A', pirate: 'vane', port: 'bath' });
    t.exact({ type: 'playEvent', player: 'B', card: 'warship-sighting' });
    t.draw('warship-medium');
    t.exact({ type: 'warshipAttack', player: 'B', attack: true });
    t.exact({ type: 'playEvent', player: 'B', card: 'kc-surprise' });
    t.draw('matthews');
    expect(t.pending.kind).toBe(next);
    expect(t.pending).toMatchObject({ frame: 'kc' });
  });
});

describe('19.3: solitaire removes Finger of Fate too (Living Rules); only the Piratical Ambition cards in the first print', () => {
  it.each([
    [LR, true],
    [FP, false],
  ])('%s: Finger of Fate out of the game: %s', (edition, out) => {
    const s = createGame({ players: 1, seed: 3, options: { edition } });
    expect(s.removed['finger-of-fate'] ?? 0).toBe(out ? 1 : 0);
    expect(s.setAside['finger-of-fate'] ?? 0).toBe(out ? 0 : 1);
    expect(s.removed['piratical-ambition']).toBe(5);
    expect(s.deck['piratical-ambition'] ?? 0).toBe(0);
  });

  it('solitaireRemoveFingerOfFate on its own', () => {
    expect(createGame({ players: 1, seed: 3, options: { solitaireRemoveFingerOfFate: false } }).setAside['finger-of-fate']).toBe(1);
    expect(createGame({ players: 1, seed: 3, options: { edition: FP, solitaireRemoveFingerOfFate: true } }).removed['finger-of-fate']).toBe(1);
  });

  it('Living Rules: the SP\'s MPI draw can never be Finger of Fate', () => {
    const t = soloTable({ options: { edition: LR }, turn: { player: 'B', phase: 'start' } });
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'mpi' } });
    expect(chanceOutcomes(t.state).map((o) => o.outcome.value)).not.toContain('finger-of-fate');
  });

  it('R85: first print, drawn by the SP (19.12): you discard one card of your choice and keep the rest; nothing is passed', () => {
    const t = soloTable({ options: { edition: FP }, turn: { player: 'B', phase: 'start' }, hands: { A: ['heavy-guns', 'mutiny-conspiracy', 'wear-and-tear'] }, solo: { letters: ['vane'] } });
    t.draw('finger-of-fate');
    expect(t.last('fingerOfFate')).toMatchObject({ rule: '17.2', player: 'B' });
    // Only you are asked; the SP's kept Letter of Marque (19.18) is not its hand.
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'event' });
    expect(t.legalOf('discardCard').map((a) => a.card)).toEqual(['heavy-guns', 'mutiny-conspiracy', 'wear-and-tear']);
    t.act({ type: 'discardCard', player: 'A', card: 'wear-and-tear' });
    expect(t.state.players.A?.hand).toEqual(['heavy-guns', 'mutiny-conspiracy']);
    expect(t.state.players.B?.hand).toEqual(['letter-of-marque']);
    expect(t.state.discard['wear-and-tear']).toBe(1);
    expect(t.ev('handsPassedLeft')).toHaveLength(0);
    // Then the SP's Hold card (19.12).
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'event' } });
  });
});

describe('19.15: Blackbeard Retires only In-Port with a Letter of Marque, in both editions (FR 19.15 « il ne peut se rendre qu\'en utilisant une Lettre de Marque », R86)', () => {
  const MY_TURN = { player: 'A' as const, phase: 'play' as const, actionsCard: 'heavy-guns', actionsLeft: 2 };
  const teach = (extra: Record<string, unknown>) => ({ ...SOLO_PIRATES, teach: { owner: 'A' as const, at: 'central-america', ...extra } });
  /** Teach In-Port at Virginia (English, Pro-Pirate Governor), with `extra`. */
  const atVirginia = (options: OptionsInput, extra: Record<string, unknown> = {}) =>
    soloTable({ options: { cunning: false, ...options }, turn: MY_TURN, governors: { virginia: 'pro' }, pirates: teach({ at: 'virginia', np: 60, netWorth: 1000, ...extra }) });
  const byLetter = { type: 'retire' as const, player: 'A' as const, pirate: 'teach', method: 'letterOfMarque' as const };
  const plain = { type: 'retire' as const, player: 'A' as const, pirate: 'teach' };

  it.each(EDITIONS)('%s: in his Safe Haven (18.41C) with a Letter, only the Letter retires him', (edition) => {
    expect(atVirginia({ edition }, { letterOfMarque: 'english', safeHavens: ['virginia'] }).legalOf('retire')).toEqual([byLetter]);
  });

  it.each(EDITIONS)('%s: his Safe Haven without a Letter (18.41C) does not retire him', (edition) => {
    expect(atVirginia({ edition }, { safeHavens: ['virginia'] }).legalOf('retire')).toEqual([]);
  });

  it('with the house reading noSurrenderOrBribe his Safe Haven retires him (R86)', () => {
    const t = atVirginia({ edition: FP, solitaireBbRetireMethods: 'noSurrenderOrBribe' }, { safeHavens: ['virginia'] });
    expect(t.legalOf('retire')).toEqual([plain]);
    t.act(plain);
    t.draw('heavy-guns'); // the SP's 19.13 check: no effect
    runUntil(t, (x) => x.state.over !== null);
    expect(t.last('pirateRetired')).toMatchObject({ pirate: 'teach', method: 'safeHaven' });
    expect(t.vp('A')).toBe(130);
    expect(result(t.state)).toMatchObject({ winners: ['A'] });
  });

  it.each(EDITIONS)('%s: never by bribing the Governor (18.41D)', (edition) => {
    expect(atVirginia({ edition }).legalOf('retire')).toEqual([]);
  });

  it.each(EDITIONS)('%s: never by surrendering to a KC (18.41B), even with a Letter: caught, he must fight', (edition) => {
    const t = soloTable({ options: { cunning: false, edition }, turn: MY_TURN, kcs: { matthews: { owner: 'B', area: 'west-caribbean' } }, pirates: teach({ letterOfMarque: 'english' }) });
    t.act({ type: 'move', player: 'A', pirate: 'teach', to: { kind: 'sea', area: 'south-america' } });
    expect(t.last('kcReaction')).toMatchObject({ player: 'B', kc: 'matthews', pirate: 'teach' });
    // The first print's KC procedure (kcModel 'harass') rolls the interception at once (FR 10.32, R90 (e)).
    if (edition === LR) t.act({ type: 'fightOrEscape', player: 'A', pirate: 'teach', choice: 'escape' });
    else expect(t.legalOf('fightOrEscape')).toEqual([]);
    t.roll(6); // the KC: 6 + Speed - 1
    t.roll(1); // Teach: 1 + Speed
    expect(t.last('escapeAttempt')).toMatchObject({ outcome: 'caught' });
    // Intercepted: no surrender offered, the combat roll comes next.
    expect(t.pending).toMatchObject({ kind: 'chance' });
    expect(t.legalOf('fightOrEscape')).toEqual([]);
  });

  it.each([
    [LR, {}, false],
    [FP, {}, false],
    [FP, { solitaireBbRetireMethods: 'noSurrenderOrBribe' as const }, true],
  ])('%s %o: the General Pardon retires him in an English port (18.41E): %s', (edition, extra, retires) => {
    const t = soloTable({ options: { cunning: false, edition, ...extra }, turn: MY_TURN, solo: { kcTurn: 1 }, pirates: teach({ at: 'central-atlantic', np: 60 }), generalPardonAppearances: 1 });
    const s = t.state;
    t.state = { ...s, generalPardon: { ...s.generalPardon, pardon: { drawer: 'B', covered: ['teach'], endsAfterTurn: 9 } } };
    t.act({ type: 'move', player: 'A', pirate: 'teach', to: { kind: 'port', port: 'bath' } });
    t.draw('heavy-guns');
    expect(t.ev('pirateRetired').filter((e) => e.pirate === 'teach')).toHaveLength(retires ? 1 : 0);
    if (retires) {
      expect(t.last('pirateRetired')).toMatchObject({ method: 'generalPardon' });
      expect(t.state.over).not.toBeNull();
      expect(conservationViolations(t.state)).toEqual([]);
      expect(boundsViolations(t.state)).toEqual([]);
    } else expect(t.pirate('teach').location).toEqual({ kind: 'port', port: 'bath' });
  });

  it('solitaireBbRetireMethods on its own', () => {
    expect(atVirginia({ solitaireBbRetireMethods: 'noSurrenderOrBribe' }, { safeHavens: ['virginia'] }).legalOf('retire')).toEqual([plain]);
    expect(atVirginia({ edition: FP, solitaireBbRetireMethods: 'letterOfMarqueOnly' }, { safeHavens: ['virginia'] }).legalOf('retire')).toEqual([]);
    // Not an edition difference (R86): both presets read FR 19.15 as the Living Rules do.
    expect(EDITION_PRESETS.firstPrint2008.solitaireBbRetireMethods).toBe('letterOfMarqueOnly');
  });
});

describe('19.13 / 19.14: the SP\'s Anti-Pirate check (Living Rules: eligible Warships and KCs act by themselves; first print: the card, and the SP KC intercepts once per Player-Turn, R87)', () => {
  const MY_TURN = { player: 'A' as const, phase: 'play' as const, actionsCard: 'heavy-guns', actionsLeft: 2, number: 4 };
  const find = { type: 'findMerchant' as const, player: 'A' as const, pirate: 'teach', port: 'honduras' };
  const moveTo = (area: string) => ({ type: 'move' as const, player: 'A' as const, pirate: 'teach', to: { kind: 'sea' as const, area } });
  const drawPending = { kind: 'chance', spec: { kind: 'draw', pool: 'event' } };
  const base = (options: OptionsInput, more: Record<string, unknown> = {}) => soloTable({ options: { cunning: false, ...options }, turn: MY_TURN, ...more });

  it.each([
    [LR, true],
    [FP, false],
  ])('%s: an On-Station Warship in his Sea Area attacks a Find by itself: %s', (edition, attacks) => {
    const t = base({ edition }, { warships: { 'central-america': 'warship-light' } });
    t.act(find);
    expect(t.ev('warshipActivated')).toHaveLength(attacks ? 1 : 0);
    if (attacks) expect(t.last('soloApCheck')).toMatchObject({ effect: 'warship' });
    else {
      // The card is drawn instead; a Mutiny Conspiracy is played against him.
      expect(t.pending).toMatchObject(drawPending);
      t.draw('mutiny-conspiracy');
      expect(t.last('soloApCheck')).toMatchObject({ rule: '19.13', card: 'mutiny-conspiracy', effect: 'played' });
      expect(t.state.warships['central-america']).toBe('warship-light');
    }
  });

  it.each([
    [LR, 'kcReaction', '19.13', '10.3'],
    [FP, 'kcIntercept', '19.14', '19.14'],
  ])('%s: an SP KC in an adjacent Sea Area answers his first Move of the turn (%s), entering his Sea Area', (edition, effect, checkRule, rule) => {
    const t = base({ edition }, { kcs: { matthews: { owner: 'B', area: 'west-caribbean' } } });
    t.act(moveTo('south-america'));
    expect(t.last('soloApCheck')).toMatchObject({ rule: checkRule, effect });
    expect(t.last('kcReaction')).toMatchObject({ rule, player: 'B', kc: 'matthews', pirate: 'teach', moved: true });
    expect(t.state.kcs['matthews']?.area).toBe('central-america');
    expect(t.state.solo?.kcTurn).toBe(edition === FP ? 4 : 0);
    // The KC procedure: he tries to escape (the first print's kcModel rolls the interception at
    // once, FR 10.32, R90 (e)); 6 + 3 - 1 = 8 against 1 + 2: caught, he fights (no surrender, 19.15).
    if (edition === LR) t.act({ type: 'fightOrEscape', player: 'A', pirate: 'teach', choice: 'escape' });
    else expect(t.pending).toMatchObject({ kind: 'chance', frame: 'kc' });
    t.roll(6);
    t.roll(1);
    expect(t.last('escapeAttempt')).toMatchObject({ outcome: 'caught' });
    t.roll(6); // Teach: 6 + Ability 4 + Sloop Combat
    t.roll(1); // the KC
    expect(t.last('kcBattle')).toMatchObject({ pirate: 'teach', kc: 'matthews', outcome: 'pirateWins' });
    expect(t.state.kcs['matthews']).toBeUndefined();
  });

  it.each([
    [LR, true],
    [FP, false],
  ])('%s: after the SP\'s KC try of this Player-Turn, the KC still answers his Action: %s', (edition, reacts) => {
    const t = base({ edition }, { kcs: { matthews: { owner: 'B', area: 'west-caribbean' } }, solo: { kcTurn: 4 } });
    t.act(moveTo('south-america'));
    expect(t.ev('kcReaction')).toHaveLength(reacts ? 1 : 0);
    if (!reacts) expect(t.pending).toMatchObject(drawPending);
  });

  it('first print: the KC out of reach, the card is drawn and the try waits for an Action it can answer in the same Player-Turn', () => {
    // Matthews in the East Caribbean: not adjacent to Central America, adjacent to South America (FR 10.24).
    const t = base({ edition: FP }, { kcs: { matthews: { owner: 'B', area: 'east-caribbean' } }, pirates: { ...SOLO_PIRATES, 'la-buse': { owner: 'B', at: 'south-atlantic' } } });
    t.act(moveTo('south-america'));
    expect(t.pending).toMatchObject(drawPending);
    t.draw('heavy-guns');
    expect(t.state.solo?.kcTurn).toBe(0);
    t.act({ type: 'findMerchant', player: 'A', pirate: 'teach', port: 'cartagena' });
    expect(t.last('soloApCheck')).toMatchObject({ effect: 'kcIntercept' });
    expect(t.last('kcReaction')).toMatchObject({ kc: 'matthews', area: 'south-america', moved: true });
  });

  it.each([
    [LR, 'onStation', 'warship-medium'],
    [FP, 'noEffect', undefined],
  ])('%s: a Warship Sighting drawn for an Action Warships do not answer: %s', (edition, effect, warship) => {
    const t = base({ edition });
    t.act(moveTo('west-caribbean'));
    t.draw('warship-sighting');
    expect(t.last('soloApCheck')).toMatchObject({ card: 'warship-sighting', effect });
    if (edition === LR) t.draw('warship-medium');
    expect(t.state.warships['central-america']).toBe(warship);
    expect(t.state.discard['warship-sighting']).toBe(1);
    expect(t.pirate('teach').location).toEqual({ kind: 'sea', area: 'west-caribbean' });
  });

  it.each(EDITIONS)('%s: a Warship Sighting drawn for a Find attacks him', (edition) => {
    const t = base({ edition });
    t.act(find);
    t.draw('warship-sighting');
    t.draw('warship-light');
    expect(t.last('soloApCheck')).toMatchObject({ effect: 'played', card: 'warship-sighting' });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'warship' });
  });

  it.each(EDITIONS)('%s: from NP 12 the SP\'s first check of the Player-Turn at sea tries to deploy a KC (19.14)', (edition) => {
    const t = base({ edition }, { pirates: { ...SOLO_PIRATES, teach: { owner: 'A', at: 'central-america', np: 12 } } });
    t.act(moveTo('west-caribbean'));
    expect(t.last('soloApCheck')).toMatchObject({ rule: '19.14', effect: 'kcDeploy' });
    t.roll(3, 3, 3);
    t.draw('matthews');
    expect(t.state.kcs['matthews']).toMatchObject({ owner: 'B', area: 'central-america' });
  });

  it('solitaireApModel first print with the Living Rules\' KC procedure: the SP\'s KC intercepts, and he chooses to fight or try to escape (10.33)', () => {
    const t = base({ solitaireApModel: 'firstPrint' }, { kcs: { matthews: { owner: 'B', area: 'west-caribbean' } } });
    t.act(moveTo('south-america'));
    expect(t.last('soloApCheck')).toMatchObject({ rule: '19.14', effect: 'kcIntercept' });
    expect(t.legalOf('fightOrEscape').map((a) => a.choice)).toEqual(['fight', 'escape']);
    const h = base({ solitaireApModel: 'firstPrint', kcModel: 'harass' }, { kcs: { matthews: { owner: 'B', area: 'west-caribbean' } } });
    h.act(moveTo('south-america'));
    expect(h.pending).toMatchObject({ kind: 'chance', frame: 'kc' });
  });

  it('solitaireApModel on its own', () => {
    const t = base({ solitaireApModel: 'firstPrint' }, { warships: { 'central-america': 'warship-light' } });
    t.act(find);
    expect(t.pending).toMatchObject(drawPending);
    const l = base({ edition: FP, solitaireApModel: 'livingRules' }, { warships: { 'central-america': 'warship-light' } });
    l.act(find);
    expect(l.last('soloApCheck')).toMatchObject({ effect: 'warship' });
  });
});

describe('11.2 / 11.6: a Mutiny Conspiracy against an Alliance rolls 2d6 for each Pirate, against his own Loyalty (Living Rules) or the lower of the two (first print, R80)', () => {
  /** Condent (Loyalty 8) and Vane (Loyalty 4), allied at sea; C plays Mutiny Conspiracy on their Move and rolls `forCondent`, then `forVane`. */
  const conspiracy = (options: OptionsInput, forCondent: [number, number], forVane: [number, number]) => {
    const s = createScenario({
      players: 3,
      options: { cunning: false, ...options },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { C: ['mutiny-conspiracy'] },
      pirates: {
        condent: { owner: 'A', at: 'east-caribbean', ship: 'schooner', np: 5, ally: 'vane', loyalty: 8 },
        vane: { owner: 'A', at: 'east-caribbean', ship: 'sloop', np: 2, ally: 'condent', loyalty: 4 },
      },
    });
    return runDeclining(s, { before: true, after: false }, { type: 'move', player: 'A', pirate: 'condent', to: { kind: 'sea', area: 'west-caribbean' } }, { type: 'playEvent', player: 'C', card: 'mutiny-conspiracy' }, roll(...forCondent), roll(...forVane));
  };
  const outcomes = (r: { events: readonly { type: string; [k: string]: unknown }[] }) =>
    r.events.filter((e) => e.type === 'mutinyConspiracy').map((e) => [e['pirate'], (e['roll'] as { total: number }).total, (e['roll'] as { loyalty: number }).loyalty, e['outcome']]);
  const mutinies = (r: { state: GameState }) => r.state.stack.filter((f) => f.kind === 'mutiny').map((f) => ('pirate' in f ? f.pirate : null)).sort();
  it.each([
    [LR, [['condent', 6, 8, 'none'], ['vane', 6, 4, 'mutiny']]],
    [FP, [['condent', 6, 4, 'mutiny'], ['vane', 6, 4, 'mutiny']]],
  ] as const)('%s: 6 and 6 against %j', (edition, expected) => {
    const r = conspiracy({ edition }, [3, 3], [3, 3]);
    expect(outcomes(r)).toEqual(expected);
    // Each Mutiny is then resolved on its own (14.2); either breaks the Alliance (11.6).
    expect(r.state.pirates['condent']?.ally).toBeNull();
    expect(mutinies(r)).toEqual(expected.filter((x) => x[3] === 'mutiny').map((x) => x[0]).sort());
  });
  it.each([
    [LR, [['condent', 10, 8, 'mutiny'], ['vane', 2, 4, 'none']]],
    [FP, [['condent', 10, 4, 'mutiny'], ['vane', 2, 4, 'none']]],
  ] as const)('%s: one roll for each Pirate (11.6 "resolved for each Pirate"): 10 for Condent mutinies, 2 for Vane does not', (edition, expected) => {
    const r = conspiracy({ edition }, [5, 5], [1, 1]);
    expect(outcomes(r)).toEqual(expected);
    expect(mutinies(r)).toEqual(['condent']);
    expect(r.state.pirates['condent']?.ally).toBeNull();
    expect(r.state.discard['mutiny-conspiracy']).toBe(1);
  });
  it.each(EDITIONS)('%s: the second roll is a chance node of its own, labelled for the ally', (edition) => {
    const s = createScenario({
      players: 3,
      options: { cunning: false, edition },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { C: ['mutiny-conspiracy'] },
      pirates: {
        condent: { owner: 'A', at: 'east-caribbean', ship: 'schooner', np: 5, ally: 'vane', loyalty: 8 },
        vane: { owner: 'A', at: 'east-caribbean', ship: 'sloop', np: 2, ally: 'condent', loyalty: 4 },
      },
    });
    const r = runDeclining(s, { before: true, after: false }, { type: 'move', player: 'A', pirate: 'condent', to: { kind: 'sea', area: 'west-caribbean' } }, { type: 'playEvent', player: 'C', card: 'mutiny-conspiracy' }, roll(1, 1));
    expect(pending(r.state)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 2, label: expect.stringContaining('Charles Vane') } });
    expect(chanceOutcomes(r.state)).toHaveLength(21); // 2d6, unordered
    expect(outcomes(r)).toEqual([]);
  });
  it('allianceLoyalty on its own', () => {
    expect(outcomes(conspiracy({ allianceLoyalty: 'lower' }, [3, 3], [3, 3]))).toEqual([['condent', 6, 4, 'mutiny'], ['vane', 6, 4, 'mutiny']]);
  });
  it('a lone Pirate reads his own Loyalty in both editions', () => {
    const s = createScenario({
      players: 3,
      options: { cunning: false, edition: FP },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { C: ['mutiny-conspiracy'] },
      pirates: { condent: { owner: 'A', at: 'east-caribbean', loyalty: 8 } },
    });
    const r = runDeclining(s, { before: true, after: false }, { type: 'move', player: 'A', pirate: 'condent', to: { kind: 'sea', area: 'west-caribbean' } }, { type: 'playEvent', player: 'C', card: 'mutiny-conspiracy' }, roll(3, 3));
    expect(outcomes(r)).toEqual([['condent', 6, 8, 'none']]);
  });
});

describe('17.2 #2: no Debauchery & Revelry against a Pirate who has a D&R marker (Living Rules); no such ban in the first print (R81)', () => {
  const DR = { type: 'playEvent', player: 'B', card: 'debauchery-and-revelry' } as const;
  /** Teach (A, Loyalty 5) in Charleston with a D&R marker; B holds Debauchery & Revelry; Teach takes `first` and completes it. */
  const marked = (options: OptionsInput, dr: 'voluntary' | 'involuntary', first: Action): { t: Table; offered: boolean } => {
    const t = tableScenario({
      players: 3,
      options: { cunning: false, ...options },
      turn: { player: 'A', actionsCard: 'pirate-converts', actionsLeft: 3 },
      hands: { B: ['debauchery-and-revelry'], C: [] },
      pirates: { teach: { owner: 'A', at: first.type === 'move' ? 'south-atlantic' : 'charleston', dr, loyalty: 5 } },
    });
    t.exact(first);
    let offered = false;
    for (let p = t.pending; p.kind === 'decision' && p.frame === 'window'; p = t.pending) {
      if (p.player === 'B' && t.canDo(DR)) {
        offered = true;
        t.exact(DR);
      } else t.exact({ type: 'pass', player: p.player });
    }
    return { t, offered };
  };
  const recover: Action = { type: 'recoverDR', player: 'A', pirate: 'teach' };
  it.each([
    [LR, false],
    [FP, true],
  ] as const)('%s: after his first Recovery Action (involuntary D&R), B may play it: %s', (edition, allowed) => {
    const { t, offered } = marked({ edition }, 'involuntary', recover);
    expect(offered).toBe(allowed);
    expect(t.ev('drRenewed')).toEqual(allowed ? [{ type: 'drRenewed', rule: '17.2', pirate: 'teach', from: 'involuntary', kind: 'involuntary' }] : []);
    // Renewed: still one marker, his Recovery starts over; no second Loyalty gain (13.21).
    expect(t.pirate('teach')).toMatchObject({ dr: 'involuntary', drRecoveries: allowed ? 0 : 1, loyalty: 5 });
    expect(t.ev('drDeclared')).toEqual([]);
    t.act(recover);
    expect(t.pirate('teach').dr).toBe(allowed ? 'involuntary' : null);
    if (allowed) {
      expect(t.last('drRecovering')).toMatchObject({ actions: 1, needed: 2 });
      t.act(recover);
      expect(t.pirate('teach').dr).toBeNull();
    }
  });
  it('first print: a voluntary marker turns involuntary (he entered Charleston in D&R)', () => {
    const { t, offered } = marked({ edition: FP }, 'voluntary', { type: 'move', player: 'A', pirate: 'teach', to: { kind: 'port', port: 'charleston' } });
    expect(offered).toBe(true);
    expect(t.last('drRenewed')).toMatchObject({ from: 'voluntary', kind: 'involuntary' });
    expect(t.pirate('teach')).toMatchObject({ dr: 'involuntary', drRecoveries: 0 });
    expect(t.hand('B')).toEqual([]);
  });
  it('drCardOnMarkedPirate on its own', () => {
    expect(marked({ drCardOnMarkedPirate: true }, 'involuntary', recover).offered).toBe(true);
  });
});

describe('17.2 #12 / R82: the Letter of Marque\'s KC surrender is in both editions (FR 10.33, 18.41B)', () => {
  it.each(EDITIONS)('%s: intercepted by Matthews, Vane (a French Letter) may surrender and Retire', (edition) => {
    const t = tableScenario({
      players: 3,
      options: { cunning: false, edition },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      merchants: { bath: { type: 'flute' } },
      kcs: { matthews: { owner: 'B', area: 'central-atlantic' } },
      pirates: { vane: { owner: 'A', at: 'central-atlantic', ship: 'schooner', speed: 2, np: 8, netWorth: 600, letterOfMarque: 'french' } },
    });
    t.exact({ type: 'findMerchant', player: 'A', pirate: 'vane', port: 'bath' });
    if (edition === FP) t.exact({ type: 'kcIntercept', player: 'B' }); // R90: a KC AP Action, rolled at once (FR 10.32)
    else {
      t.exact({ type: 'kcReact', player: 'B' });
      t.act({ type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'escape' });
    }
    t.roll(5); // KC: 5 + Speed 3 = 8
    t.roll(4); // Vane: 4 + Speed 2 = 6: intercepted
    expect(t.legalOf('fightOrEscape').map((a) => a.choice)).toEqual(['fight', 'surrender']);
    t.act({ type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'surrender' });
    expect(t.last('pirateRetired')).toMatchObject({ pirate: 'vane', method: 'surrenderToKc' });
  });
});

describe('17.12 / 17.2 #6 / R83: the "Action AND Event" cards are played alike in both editions (FR 4.4 C3, 17.12)', () => {
  const fairWinds = (edition: Edition): Table =>
    tableScenario({
      players: 3,
      options: { cunning: false, edition },
      hands: { A: ['fair-winds', 'wear-and-tear'] },
      kcs: { ogle: { owner: 'A', area: 'india' } },
      pirates: { vane: { owner: 'A', at: 'bath' }, low: { owner: 'A', at: 'east-africa' } },
    });
  it.each(EDITIONS)('%s: Fair Winds split between his KC (the Event) and a Pirate (the Action), FR 17.12', (edition) => {
    const t = fairWinds(edition);
    t.act({ type: 'playCard', player: 'A', card: 'fair-winds', pirate: null, event: { target: 'ogle', area: 'gold-coast' } });
    expect(t.state.kcs['ogle']?.area).toBe('gold-coast');
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: { kind: 'sea', area: 'central-atlantic' } });
    expect(t.last('actionBegun')).toMatchObject({ pirate: 'vane', action: 'move' });
  });
  it.each(EDITIONS)('%s: Fair Winds split between two Pirates, FR 17.12', (edition) => {
    const t = fairWinds(edition);
    t.act({ type: 'playCard', player: 'A', card: 'fair-winds', pirate: null, event: { target: 'low', area: 'west-caribbean' } });
    expect(t.pirate('low').location).toEqual({ kind: 'sea', area: 'west-caribbean' });
    expect(t.legalOf('move').some((a) => a.pirate === 'vane')).toBe(true);
  });
  it.each(EDITIONS)('%s: the Event alone (FR 4.4 C3): the Action may be left unused, and the card is still the turn\'s Actions card (FR 17.12, B23)', (edition) => {
    const t = fairWinds(edition);
    t.act({ type: 'playCard', player: 'A', card: 'fair-winds', pirate: null, event: { target: 'low', area: 'west-caribbean' } });
    expect(t.legalOf('playCard')).toEqual([]);
    expect(t.canDo({ type: 'endTurn', player: 'A' })).toBe(true);
    t.act({ type: 'endTurn', player: 'A' });
    expect(t.last('cardPlayEnded')).toMatchObject({ actionsUnused: 1 });
  });
});

describe('17.2 #17: Piratical Ambition at any time during the active Pirate\'s Action (Living Rules); only right after a loss of his Crew Loyalty (first print, R84)', () => {
  const PA = { type: 'playEvent', player: 'B', card: 'piratical-ambition' } as const;
  const SCURVY = { type: 'playEvent', player: 'C', card: 'scurvy-outbreak' } as const;
  /** Low (A, Loyalty 5) moves at sea; B holds Piratical Ambition and Teach; C holds Scurvy Outbreak. */
  const moving = (options: OptionsInput): Table => {
    const t = tableScenario({
      players: 4,
      options: { cunning: false, ...options },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { B: ['piratical-ambition'], C: ['scurvy-outbreak'], D: [] },
      pirateHands: { B: ['teach'] },
      pirates: { low: { owner: 'A', at: 'central-atlantic', loyalty: 5 }, bonnet: { owner: 'B', at: 'india' } },
    });
    t.exact({ type: 'move', player: 'A', pirate: 'low', to: { kind: 'sea', area: 'south-atlantic' } });
    return t;
  };
  it('Living Rules: B may play it at the Move\'s announcement', () => {
    const t = moving({ edition: LR });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(t.canDo(PA)).toBe(true);
  });
  it.each([[{ edition: FP }], [{ piraticalAmbitionTrigger: 'afterLoyaltyLoss' }]] as const)('%j: not at the announcement; right after Scurvy costs Low 1 Loyalty, B may play it', (options) => {
    const t = moving(options);
    // At the announcement B may not play it.
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(t.canDo(PA)).toBe(false);
    t.exact({ type: 'pass', player: 'B' });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'C', frame: 'window' });
    t.exact(SCURVY);
    expect(t.last('loyaltyChanged')).toMatchObject({ pirate: 'low', from: 5, to: 4 });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(t.legal()).toEqual([PA, { type: 'pass', player: 'B' }]);
    t.exact(PA);
    t.exact({ type: 'chooseReplacement', player: 'B', pirate: 'teach' });
    t.roll(6, 6, 6, 6); // Teach's Duel (4 dice)
    t.roll(1, 1, 1); // Low's (3 dice)
    expect(t.last('newCaptain')).toMatchObject({ pirate: 'teach', replaces: 'low', player: 'B' });
  });
  it('first print: a Loyalty loss outside his Action opens nothing (Scurvy at the start of his turn: nobody is activated)', () => {
    const t = tableScenario({
      players: 4,
      options: { cunning: false, edition: FP },
      turn: { phase: 'start' },
      hands: { A: ['wear-and-tear', 'wear-and-tear', 'wear-and-tear', 'wear-and-tear'], B: ['piratical-ambition'], C: [], D: [] },
      pirateHands: { B: ['teach'] },
      pirates: { low: { owner: 'A', at: 'central-atlantic', loyalty: 5, scurvy: true }, bonnet: { owner: 'B', at: 'india' } },
    });
    // The Scurvy tick ran as the turn began: Loyalty 5 -> 4, and no window (the Merchant Phase goes on).
    expect(t.pirate('low').loyalty).toBe(4);
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'placeMerchants' });
  });
});

describe('19.18: an SP Pirate who keeps a Letter of Marque draws another card at once (Living Rules); in the first print he draws none (R95)', () => {
  /** Vane's Player-Turn begins: Virginia (2 Moves: Central Atlantic, Virginia) is the closest Pro-Pirate port. */
  const vaneDrawsLetter = (options: OptionsInput): Table => {
    const t = soloTable({ options, turn: { player: 'B', phase: 'start' }, governors: { virginia: 'pro', bombay: 'pro' } });
    expect(spPirate(t)).toBe('vane');
    t.draw('disease'); // his Must-Play-Immediately card (19.12)
    t.locator(66); // Isle Ste. Marie: nobody there
    t.draw('letter-of-marque'); // his Hold card
    expect(t.state.solo?.letters).toEqual(['vane']);
    return t;
  };
  const vaneMoves = (t: Table) => t.ev('moved').filter((e) => e.pirate === 'vane').map((e) => e.to);

  it.each([[{ edition: LR }], [{ edition: FP, soloLetterDrawsAnother: true }]] as const)('%j: he keeps it and draws another card, whose Actions sail for the port', (options) => {
    const t = vaneDrawsLetter(options);
    expect(t.last('letterKept')).toMatchObject({ rule: '19.18', pirate: 'vane', drawsAnother: true });
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'event' } });
    t.draw('wear-and-tear'); // 2 Actions
    runUntil(t, (x) => spPirate(x) !== 'vane');
    expect(vaneMoves(t)).toEqual(['central-atlantic', 'virginia']);
    expect(t.hand('B')).toEqual(['letter-of-marque']);
  });

  it.each([[{ edition: FP }], [{ edition: LR, soloLetterDrawsAnother: false }]] as const)('%j: he keeps it and draws nothing more: no Actions this Player-Turn; the voyage begins with his next', (options) => {
    const t = vaneDrawsLetter(options);
    expect(t.last('letterKept')).toMatchObject({ rule: '19.18', pirate: 'vane', drawsAnother: false });
    // No other Hold card: his Player-Turn ends with the Letter kept (not played for its 2 Actions,
    // 17.13), and the next SP Pirate's turn begins with its Must-Play-Immediately draw.
    expect(spPirate(t)).toBe('roberts');
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'mpi' } });
    expect(t.ev('actionBegun').filter((e) => e.pirate === 'vane')).toEqual([]);
    expect(t.pirate('vane').location).toEqual(sea('north-atlantic'));
    expect(t.hand('B')).toEqual(['letter-of-marque']);
    expect(t.state.solo?.letters).toEqual(['vane']);
    // His next Player-Turn: the card he draws then is played, and its Actions sail for the port.
    runUntil(t, (x) => spPirate(x) === 'vane', 3000, quickTurns);
    expect(t.state.solo?.letters).toEqual(['vane']);
    t.draw('european-turmoil'); // it only sends Warships and KCs back to their pools
    t.draw('wear-and-tear');
    runUntil(t, (x) => spPirate(x) !== 'vane');
    expect(vaneMoves(t)).toEqual(['central-atlantic', 'virginia']);
    expect(t.ev('actionBegun').filter((e) => e.pirate === 'vane').every((e) => e.action === 'move')).toBe(true);
  });

  it('a Letter drawn while he already keeps one is an ordinary Hold card in both editions (R32)', () => {
    for (const edition of EDITIONS) {
      const t = soloTable({ options: { edition }, turn: { player: 'B', phase: 'start' }, governors: { virginia: 'pro' }, solo: { letters: ['vane'] } });
      t.draw('disease');
      t.locator(66);
      t.draw('letter-of-marque');
      expect(t.ev('letterKept')).toEqual([]);
      expect(t.state.solo?.letters).toEqual(['vane']);
    }
  });
});
