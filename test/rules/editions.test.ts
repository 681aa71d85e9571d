import { describe, it, expect } from 'vitest';
import {
  EDITION_PRESETS,
  ConfigError,
  apply,
  createGame,
  createScenario,
  deserialize,
  legalActions,
  pending,
  replay,
  serialize,
  type Action,
  type Edition,
  type GameState,
  type OptionsInput,
} from '../../src/index.js';
import { roll, runDeclining } from './run.js';
import { solo, table, inPort } from './career-helpers.js';
import { scenario as tableScenario, type Table } from './helpers.js';

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
    t.act({ type: 'takeCargo', player: 'A', pirate: 'vane' });
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

/** Vane fights Matthews: his die `pirate` (+ 6 + 4), Matthews' die `kc` (+ 11, + 2 under LR). */
function kcFight(options: OptionsInput, pirate: number, kc: number) {
  const s = runW(kcScenario(options), find, { type: 'pass', player: 'B' }).state;
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
    s = runDeclining(s, { before: true, after: false }, { type: 'takeCargo', player: 'A', pirate: 'vane' }, { type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'ransom' }).state;
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
    expect(r.state.pirates['vane']?.holds).toEqual([]); // the cargo was not yet stowed
    expect(r.state.merchants['santo-domingo']).toBeUndefined();
    expect(r.state.players.B?.vp).toBe(2); // and the first print's Warship VP: 2 hits
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
    t.act({ type: 'takeCargo', player: 'A', pirate: 'vane' });
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
    const s = runW(kcScenario(options), find, { type: 'pass', player: 'B' }).state;
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

describe('11.2: an allied Pirate\'s Loyalty check reads his own Loyalty (Living Rules) or the lower of the two (first print, R80)', () => {
  /** Condent (Loyalty 8) and Vane (Loyalty 4), allied at sea; C plays Mutiny Conspiracy on their Move and rolls 3 + 3 = 6. */
  const conspiracy = (options: OptionsInput) => {
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
    return runDeclining(s, { before: true, after: false }, { type: 'move', player: 'A', pirate: 'condent', to: { kind: 'sea', area: 'west-caribbean' } }, { type: 'playEvent', player: 'C', card: 'mutiny-conspiracy' }, roll(3, 3));
  };
  const outcomes = (r: { events: readonly { type: string; [k: string]: unknown }[] }) =>
    r.events.filter((e) => e.type === 'mutinyConspiracy').map((e) => [e['pirate'], (e['roll'] as { loyalty: number }).loyalty, e['outcome']]);
  it.each([
    [LR, [['condent', 8, 'none'], ['vane', 4, 'mutiny']]],
    [FP, [['condent', 4, 'mutiny'], ['vane', 4, 'mutiny']]],
  ] as const)('%s: 6 against %j', (edition, expected) => {
    const r = conspiracy({ edition });
    expect(outcomes(r)).toEqual(expected);
    // Each Mutiny is then resolved on its own (14.2); either breaks the Alliance (11.6).
    expect(r.state.pirates['condent']?.ally).toBeNull();
    expect(r.state.stack.filter((f) => f.kind === 'mutiny').map((f) => ('pirate' in f ? f.pirate : null)).sort()).toEqual(expected.filter((x) => x[2] === 'mutiny').map((x) => x[0]).sort());
  });
  it('allianceLoyalty on its own', () => {
    expect(outcomes(conspiracy({ allianceLoyalty: 'lower' }))).toEqual([['condent', 4, 'mutiny'], ['vane', 4, 'mutiny']]);
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
    expect(outcomes(r)).toEqual([['condent', 8, 'none']]);
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
    t.exact({ type: 'kcReact', player: 'B' });
    t.act({ type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'escape' });
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
