import { describe, it, expect } from 'vitest';
import { builtinComponents, type Action, type PlayerId, type ScenarioSpec } from '../../src/index.js';
import { refusal, scenario, sea, type Table } from './helpers.js';

/**
 * Rule outcomes of King's Commissioners (10.12 deployment, 10.3 Reaction, 10.33 escape, 10.34
 * surrender, 10.35 combat, 10.36 the kill's VP; the first print's harassment, R90) that no other
 * test read exactly, written ahead of the Stryker run of src/actions/kc.ts (docs/coverage.md,
 * "Mutation testing"). Charles Vane (A; Ability 4, Leadership 2) sails a Schooner (Combat 6) at
 * Speed 2 in the East Caribbean; Thomas Matthews (Speed 3, Combat 11) is C's KC in the West
 * Caribbean next to it unless a test says otherwise. NP 3, so nobody may deploy a KC (R19), unless
 * a test says otherwise.
 */

type Pirates = NonNullable<ScenarioSpec['pirates']>;
type Extra = Partial<Pirates[string]>;

function vane(extra: Extra = {}, more: Partial<ScenarioSpec> = {}): Table {
  const { options, pirates, ...rest } = more;
  return scenario({
    players: 3,
    options: { cunning: false, ...(options ?? {}) },
    turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 3 },
    hands: { B: [], C: [] },
    merchants: { 'santo-domingo': { type: 'sloop' } },
    kcs: { matthews: { owner: 'C', area: 'west-caribbean' } },
    ...rest,
    pirates: { vane: { owner: 'A', at: 'east-caribbean', ship: 'schooner', speed: 2, np: 3, ...extra }, ...(pirates ?? {}) },
  });
}

const find: Action = { type: 'findMerchant', player: 'A', pirate: 'vane', port: 'santo-domingo' };
const moveSouth: Action = { type: 'move', player: 'A', pirate: 'vane', to: sea('south-america') };
const react = (player: PlayerId = 'C'): Action => ({ type: 'kcReact', player });
const answer = (choice: 'fight' | 'escape' | 'surrender'): Action => ({ type: 'fightOrEscape', player: 'A', pirate: 'vane', choice });

/** Pass the Anti-Pirate windows until `who` is asked (true), or none is open any more (false). */
function until(t: Table, who: PlayerId): boolean {
  for (let i = 0; i < 12; i++) {
    const p = t.pending;
    if (p.kind !== 'decision' || p.frame !== 'window') return false;
    if (p.player === who) return true;
    t.exact({ type: 'pass', player: p.player });
  }
  return false;
}

/** Every Anti-Pirate window still open is passed. */
function passAll(t: Table): void {
  for (let p = t.pending; p.kind === 'decision' && p.frame === 'window'; p = t.pending) t.exact({ type: 'pass', player: p.player });
}

/** Vane announces `action`; C's KC Reacts (10.3) and Vane answers `choice` (10.33). */
function reacted(t: Table, choice: 'fight' | 'escape', action: Action = find): void {
  t.exact(action);
  expect(until(t, 'C')).toBe(true);
  t.exact(react());
  t.exact(answer(choice));
}

/** The KC's answers `who` is offered in the window open now (after passing the others). */
function kcOffers(t: Table, who: PlayerId): string[] {
  if (!until(t, who)) return [];
  return t.legal().map((a) => a.type).filter((type) => type !== 'pass');
}

/** The players offered an action of this type in the windows open now (all passed). */
function whoMay(t: Table, type: Action['type']): PlayerId[] {
  const out: PlayerId[] = [];
  for (let p = t.pending; p.kind === 'decision' && p.frame === 'window'; p = t.pending) {
    if (t.legal().some((a) => a.type === type) && !out.includes(p.player)) out.push(p.player);
    t.exact({ type: 'pass', player: p.player });
  }
  return out.sort();
}

/** The dice spec of the chance node pending now, with the rule an illegal action there cites. */
function diceSpec(t: Table): unknown {
  const p = t.pending;
  return p.kind === 'chance' ? { ...p.spec, rule: refusal(t, { type: 'endTurn', player: 'A' }).rule } : p;
}

describe('10.12: deploying a KC, step by step', () => {
  it('10.12: the AP Action (type A), the 3d6 roll against NP and the draw, each citing 10.12, with their facts exactly', () => {
    const t = vane({ np: 12 }, { kcs: {} });
    t.exact(moveSouth);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(t.legal()).toEqual([{ type: 'deployKc', player: 'B' }, { type: 'pass', player: 'B' }]);
    t.clear();
    t.exact({ type: 'deployKc', player: 'B' });
    expect(t.last('antiPirateAction')).toMatchObject({ rule: '10.12', player: 'B', apType: 'A' });
    expect(t.state.turn.apUsed).toEqual(['B']);
    expect(diceSpec(t)).toEqual({ kind: 'dice', count: 3, roller: null, label: "KC deployment: 3d6 against Charles Vane's NP (10.12)", rule: '10.12' });
    t.exact({ type: 'chance', value: [3, 3, 4] });
    expect(t.last('kcDeployAttempt')).toEqual({ type: 'kcDeployAttempt', rule: '10.12', player: 'B', pirate: 'vane', roll: { dice: [3, 3, 4], total: 10, np: 12 }, outcome: 'success' });
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'kc', spec: { kind: 'draw', pool: 'kc', label: 'Draw a KC (10.12)' } });
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ rule: '10.12' });
    t.exact({ type: 'chance', value: 'ogle' });
    expect(t.last('kcDeployed')).toEqual({ type: 'kcDeployed', rule: '10.12', player: 'B', kc: 'ogle', area: 'east-caribbean', speed: 2, combat: 12 });
    expect(t.state.kcs).toEqual({ ogle: { id: 'ogle', owner: 'B', area: 'east-caribbean' } });
    expect(t.state.kcPool).not.toContain('ogle');
    expect(t.state.kcPool).toHaveLength(7);
  });

  it('10.12 / RULINGS B12: 3d6 equal to his NP fails: no draw, the pool and the map unchanged, the Move goes on', () => {
    const t = vane({ np: 12 }, { kcs: {} });
    t.exact(moveSouth);
    t.exact({ type: 'deployKc', player: 'B' });
    t.exact({ type: 'chance', value: [4, 4, 4] });
    expect(t.last('kcDeployAttempt')).toEqual({ type: 'kcDeployAttempt', rule: '10.12', player: 'B', pirate: 'vane', roll: { dice: [4, 4, 4], total: 12, np: 12 }, outcome: 'failure' });
    expect(t.pending.kind).not.toBe('chance');
    expect(t.state.kcs).toEqual({});
    expect(t.state.kcPool).toHaveLength(8);
    passAll(t);
    expect(t.pirate('vane').location).toEqual(sea('south-america'));
  });

  it('R19: with NP 4 a deployment can succeed (3d6 = 3): offered; the roll 1 + 1 + 1 = 3 < 4 succeeds', () => {
    const t = vane({ np: 4 }, { kcs: {} });
    t.exact(moveSouth);
    expect(t.legalOf('deployKc')).toEqual([{ type: 'deployKc', player: 'B' }]);
    t.exact({ type: 'deployKc', player: 'B' });
    t.exact({ type: 'chance', value: [1, 1, 1] });
    expect(t.last('kcDeployAttempt')).toMatchObject({ roll: { total: 3, np: 4 }, outcome: 'success' });
  });

  it('10.13: a player whose KC is on the map may not deploy another; the other may', () => {
    const t = vane({ np: 12 }, { kcs: { matthews: { owner: 'C', area: 'india' } } });
    t.exact(moveSouth);
    expect(until(t, 'B')).toBe(true);
    expect(t.legalOf('deployKc')).toEqual([{ type: 'deployKc', player: 'B' }]);
    t.exact({ type: 'pass', player: 'B' });
    expect(until(t, 'C')).toBe(true);
    expect(t.legalOf('deployKc')).toEqual([]);
  });

  it('10.13 / 10.15: with the eight KCs on the map, a player without one has none to draw: not offered', () => {
    const others = ['B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'] as const;
    const kcIds = ['matthews', 'ogle', 'rhett', 'kc-4', 'kc-5', 'kc-6', 'kc-7', 'kc-8'];
    const kcs = Object.fromEntries(kcIds.map((id, i) => [id, { owner: others[i]!, area: 'india' }]));
    const full = vane({ np: 12 }, { players: 10, kcs });
    expect(full.state.kcPool).toEqual([]);
    full.exact(moveSouth);
    expect(whoMay(full, 'deployKc')).toEqual([]);
    // With one KC left in the pool, J and B (whose KC is now in the pool) may.
    const one = vane({ np: 12 }, { players: 10, kcs: Object.fromEntries(Object.entries(kcs).slice(1)) });
    one.exact(moveSouth);
    expect(whoMay(one, 'deployKc')).toEqual(['B', 'J']);
  });

  it('10.12: "not In-Port": offered at the announcement of his Move into a port (he is at sea), not once he is in it', () => {
    const t = vane({ np: 12 }, { kcs: {}, governors: { 'santo-domingo': 'pro' } });
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: { kind: 'port', port: 'santo-domingo' } });
    // Each window in turn: who may deploy, and whether Vane is still at sea then.
    const offered: string[] = [];
    for (let p = t.pending; p.kind === 'decision' && p.frame === 'window'; p = t.pending) {
      const where = t.pirate('vane').location.kind === 'port' ? 'in port' : 'at sea';
      if (t.legal().some((a) => a.type === 'deployKc')) offered.push(`${p.player} ${where}`);
      t.exact({ type: 'pass', player: p.player });
    }
    expect(offered.sort()).toEqual(['B at sea', 'C at sea']);
    expect(t.pirate('vane').location).toEqual({ kind: 'port', port: 'santo-domingo' });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
  });

  it('10.12 "any time after the active Pirate has announced an Action": also once his Move is completed', () => {
    const t = vane({ np: 12 }, { kcs: {} });
    t.exact(moveSouth);
    t.exact({ type: 'pass', player: 'B' });
    t.exact({ type: 'pass', player: 'C' });
    expect(t.pirate('vane').location).toEqual(sea('south-america'));
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(t.legalOf('deployKc')).toEqual([{ type: 'deployKc', player: 'B' }]);
  });
});

describe('10.31-10.33: the Reaction and the escape, exactly', () => {
  it('10.3: the Reaction from the adjacent Sea Area (moved), not an AP Action; he chooses under 10.33 between fight and escape (no surrender before the interception, 10.34)', () => {
    const t = vane({ letterOfMarque: 'french' });
    t.exact(find);
    expect(until(t, 'C')).toBe(true);
    expect(t.legalOf('kcReact')).toEqual([react()]);
    t.exact(react());
    expect(t.last('kcReaction')).toEqual({ type: 'kcReaction', rule: '10.3', player: 'C', kc: 'matthews', pirate: 'vane', area: 'east-caribbean', moved: true });
    expect(t.state.kcs['matthews']?.area).toBe('east-caribbean');
    expect(t.state.turn.apUsed).toEqual([]);
    expect(t.pending).toEqual({ kind: 'decision', player: 'A', frame: 'kc', rule: '10.33' });
    expect(t.legal()).toEqual([answer('fight'), answer('escape')]);
    t.exact(answer('escape'));
    expect(t.last('pirateResponds')).toEqual({ type: 'pirateResponds', rule: '10.33', pirate: 'vane', choice: 'escape' });
  });

  it('10.33: the KC rolls first (no roller), then the Pirate\'s player; each die cites 10.33; 6 + 3 - 1 = 8 against 4 + 2 = 6: caught', () => {
    const t = vane();
    reacted(t, 'escape');
    expect(diceSpec(t)).toEqual({ kind: 'dice', count: 1, roller: null, label: 'KC roll (10.33)', rule: '10.33' });
    t.roll(6);
    expect(diceSpec(t)).toEqual({ kind: 'dice', count: 1, roller: 'vane', label: "Charles Vane's roll against the KC (10.33)", rule: '10.33' });
    t.roll(4);
    expect(t.last('escapeAttempt')).toEqual({
      type: 'escapeAttempt',
      rule: '10.33',
      pirate: 'vane',
      kc: 'matthews',
      warship: { die: 6, speed: 3, moved: -1, total: 8 },
      pursued: { die: 4, speed: 2, dr: 0, total: 6 },
      outcome: 'caught',
    });
  });

  it('10.33: a KC already in his Sea Area has no -1: 4 + 3 = 7 against 4 + 2 = 6, caught', () => {
    const t = vane({}, { kcs: { matthews: { owner: 'C', area: 'east-caribbean' } } });
    reacted(t, 'escape');
    expect(t.last('kcReaction')).toMatchObject({ moved: false });
    t.roll(4);
    t.roll(4);
    expect(t.last('escapeAttempt')).toMatchObject({ warship: { die: 4, speed: 3, moved: 0, total: 7 }, pursued: { total: 6 }, outcome: 'caught' });
  });

  it('10.33: a tie escapes (the KC must be higher): 5 + 3 - 1 = 7 against 5 + 2 = 7; the Find is cancelled and spent', () => {
    const t = vane();
    reacted(t, 'escape');
    t.roll(5);
    t.roll(5);
    expect(t.last('escapeAttempt')).toMatchObject({ warship: { total: 7 }, pursued: { total: 7 }, outcome: 'escaped' });
    expect(t.last('actionCancelled')).toMatchObject({ rule: '10.33', pirate: 'vane' });
    expect(t.state.turn.actionsLeft).toBe(2);
    passAll(t);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
  });

  it('10.33: an escaped Move is not cancelled: he arrives', () => {
    const t = vane();
    reacted(t, 'escape', moveSouth);
    t.roll(1);
    t.roll(6);
    expect(t.last('escapeAttempt')).toMatchObject({ outcome: 'escaped' });
    expect(t.ev('actionCancelled')).toEqual([]);
    passAll(t);
    expect(t.pirate('vane').location).toEqual(sea('south-america'));
  });

  it('13.23: a Pirate in D&R escapes at -2: 6 + 2 - 2 = 6 against 3 + 3 - 1 = 5 or 6: escaped; against 5 + 3 - 1 = 7: caught', () => {
    for (const [kcDie, outcome] of [[3, 'escaped'], [4, 'escaped'], [5, 'caught']] as const) {
      const t = vane({ dr: 'voluntary' });
      reacted(t, 'escape', moveSouth);
      t.roll(kcDie);
      t.roll(6);
      expect(t.last('escapeAttempt')).toMatchObject({ pursued: { die: 6, speed: 2, dr: -2, total: 6 }, warship: { total: kcDie + 2 }, outcome });
    }
  });

  it('11.2: allies escape at the slower ship\'s Speed', () => {
    const t = vane({ ally: 'condent' }, { pirates: { condent: { owner: 'A', at: 'east-caribbean', ship: 'brigantine', ally: 'vane', np: 0 } } });
    reacted(t, 'escape');
    t.roll(1);
    t.roll(3);
    expect(t.last('escapeAttempt')).toMatchObject({ pursued: { die: 3, speed: 1, total: 4 }, warship: { total: 3 }, outcome: 'escaped' });
  });
});

describe('10.34-10.35: interception and combat, exactly', () => {
  /** Vane escapes, is caught (6 + 3 - 1 = 8 against 1 + 2 = 3), and must fight. */
  function caught(t: Table): void {
    reacted(t, 'escape');
    t.roll(6);
    t.roll(1);
  }

  it('10.34: caught without a Letter of Marque he fights at once: his die first (10.35), then the KC\'s; 10.35 the battle\'s facts', () => {
    const t = vane();
    caught(t);
    expect(diceSpec(t)).toEqual({ kind: 'dice', count: 1, roller: 'vane', label: "Charles Vane's roll against the KC (10.35)", rule: '10.35' });
    t.roll(5);
    expect(diceSpec(t)).toEqual({ kind: 'dice', count: 1, roller: null, label: 'KC roll (10.35)', rule: '10.35' });
    t.roll(2);
    // 5 + 6 + 4 = 15 against 2 + 11 + 2 = 15: the KC's (10.35: the Pirate must be higher).
    expect(t.last('kcBattle')).toEqual({
      type: 'kcBattle',
      rule: '10.35',
      pirate: 'vane',
      kc: 'matthews',
      attack: { die: 5, combat: 6, ability: 4, heavyGuns: 0, dr: 0, total: 15 },
      defense: { die: 2, combat: 11, livingRules: 2, total: 15 },
      outcome: 'kcWins',
    });
  });

  it('10.35: the Pirate wins: the KC leaves the game; NP = 2 x Combat 11 = 22 (reason defeatKc), Loyalty +1 (defeatKc), both citing 10.35; the Find goes on (B39)', () => {
    const t = vane({ np: 3, loyalty: 5 });
    reacted(t, 'fight');
    expect(t.last('pirateResponds')).toEqual({ type: 'pirateResponds', rule: '10.33', pirate: 'vane', choice: 'fight' });
    t.roll(6);
    t.clear();
    t.roll(2); // 6 + 6 + 4 = 16 against 2 + 11 + 2 = 15
    expect(t.events.slice(0, 3)).toEqual([
      { type: 'kcBattle', rule: '10.35', pirate: 'vane', kc: 'matthews', attack: { die: 6, combat: 6, ability: 4, heavyGuns: 0, dr: 0, total: 16 }, defense: { die: 2, combat: 11, livingRules: 2, total: 15 }, outcome: 'pirateWins' },
      { type: 'notorietyGained', rule: '10.35', pirate: 'vane', amount: 22, reason: 'defeatKc', total: 25 },
      { type: 'loyaltyChanged', rule: '10.35', pirate: 'vane', delta: 1, reason: 'defeatKc', from: 5, to: 6 },
    ]);
    expect(t.state.kcs).toEqual({});
    expect(t.state.kcsRemoved).toEqual(['matthews']);
    expect(t.state.kcPool).not.toContain('matthews');
    passAll(t);
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'find' });
  });

  it('B39: caught during a Loot (Living Rules) and winning the battle, the Loot goes on: the Merchant stays, the cargo roll follows', () => {
    const t = vane({}, { merchants: { 'santo-domingo': { type: 'schooner', foundBy: 'vane' } } });
    reacted(t, 'escape', { type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.roll(6);
    t.roll(1); // caught
    t.roll(6);
    t.roll(1); // 16 against 14: the Pirate's
    expect(t.last('kcBattle')).toMatchObject({ outcome: 'pirateWins' });
    expect(t.ev('actionCancelled')).toEqual([]);
    passAll(t);
    expect(t.state.merchants['santo-domingo']).toMatchObject({ type: 'schooner', foundBy: 'vane' });
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'loot' });
  });

  it('10.35: the Loyalty gain is the Crew Loyalty Table\'s defeatKc (a component set saying +2)', () => {
    const components = structuredClone(builtinComponents);
    components.tables.crewLoyalty['defeatKc'] = 2;
    const t = vane({ loyalty: 5 }, { components });
    reacted(t, 'fight');
    t.roll(6);
    t.roll(1);
    expect(t.last('loyaltyChanged')).toMatchObject({ rule: '10.35', pirate: 'vane', delta: 2, reason: 'defeatKc', from: 5, to: 7 });
  });

  it('RULINGS B5 option plus2AffectsRatingForNpAndStorm: the NP count the +2 (2 x 13 = 26)', () => {
    const t = vane({ np: 3 }, { options: { plus2AffectsRatingForNpAndStorm: true } });
    reacted(t, 'fight');
    t.roll(6);
    t.roll(1);
    expect(t.last('notorietyGained')).toMatchObject({ rule: '10.35', amount: 26, reason: 'defeatKc' });
  });

  it('10.35 / 17.2 #10: Heavy Guns add 2: 4 + 6 + 4 + 2 = 16 against 3 + 11 + 2 = 16 is the KC\'s (a tie); 5 + 6 + 4 + 2 = 17 wins', () => {
    const tie = vane({ heavyGuns: true });
    reacted(tie, 'fight');
    tie.roll(4);
    tie.roll(3);
    expect(tie.last('kcBattle')).toMatchObject({ attack: { heavyGuns: 2, total: 16 }, defense: { total: 16 }, outcome: 'kcWins' });
    const win = vane({ heavyGuns: true });
    reacted(win, 'fight');
    win.roll(5);
    win.roll(3);
    expect(win.last('kcBattle')).toMatchObject({ attack: { heavyGuns: 2, total: 17 }, defense: { total: 16 }, outcome: 'pirateWins' });
  });

  it('13.23: a Pirate in D&R fights at -2: 6 + 6 + 4 - 2 = 14 against 1 + 11 + 2 = 14, the KC\'s', () => {
    const t = vane({ dr: 'voluntary' });
    reacted(t, 'fight', moveSouth);
    t.roll(6);
    t.roll(1);
    expect(t.last('kcBattle')).toMatchObject({ attack: { die: 6, combat: 6, ability: 4, heavyGuns: 0, dr: -2, total: 14 }, defense: { total: 14 }, outcome: 'kcWins' });
  });

  it('2.4 option livingRulesPlus2 off: the KC fights without the +2: 4 + 6 + 4 = 14 against 2 + 11 = 13, the Pirate\'s', () => {
    const t = vane({}, { options: { livingRulesPlus2: false } });
    reacted(t, 'fight');
    t.roll(4);
    t.roll(2);
    expect(t.last('kcBattle')).toMatchObject({ attack: { total: 14 }, defense: { die: 2, combat: 11, livingRules: 0, total: 13 }, outcome: 'pirateWins' });
  });

  it('10.36 / 18.12C / RULINGS B2: the KC wins: Vane (NP 9) is eliminated (cause kc, 10.35); A scores 9, C half rounded down, 4, citing 10.36', () => {
    const t = vane({ np: 9 });
    reacted(t, 'fight');
    t.roll(1);
    t.roll(6);
    expect(t.last('kcKill')).toEqual({ type: 'kcKill', rule: '10.36', kcOwner: 'C', kc: 'matthews', pirate: 'vane', vp: 4, scoring: '18.12C' });
    expect(t.last('pirateEliminated')).toMatchObject({ rule: '10.35', pirate: 'vane', cause: 'kc', vp: 9 });
    expect(t.state.pirates['vane']).toBeUndefined();
    expect(t.vp('A')).toBe(9);
    expect(t.vp('B')).toBe(0);
    expect(t.vp('C')).toBe(4);
    // The KC stays on the map, in his Sea Area.
    expect(t.state.kcs['matthews']).toEqual({ id: 'matthews', owner: 'C', area: 'east-caribbean' });
  });

  it('RULINGS B41 / 10.36: an Alliance that loses is eliminated whole; the KC\'s player scores half of each Pirate\'s NP (9 -> 4, 7 -> 3)', () => {
    const t = vane({ np: 9, ally: 'condent' }, { pirates: { condent: { owner: 'A', at: 'east-caribbean', ally: 'vane', np: 7 } } });
    reacted(t, 'fight');
    t.roll(1);
    t.roll(6);
    expect(t.ev('kcKill').map((e) => [e.pirate, e.vp])).toEqual([
      ['vane', 4],
      ['condent', 3],
    ]);
    expect(t.state.pirates).toEqual({});
    expect(t.vp('C')).toBe(7);
    expect(t.vp('A')).toBe(16);
  });
});

describe('10.34 / 18.41B: surrender with a Letter of Marque', () => {
  it('10.34: caught, with any Letter, he is asked under 10.34 to fight or surrender; surrendering cites 10.34 and he Retires (18.41)', () => {
    const t = vane({ letterOfMarque: 'french', np: 6, netWorth: 900 });
    reacted(t, 'escape');
    t.roll(6);
    t.roll(1);
    expect(t.pending).toEqual({ kind: 'decision', player: 'A', frame: 'kc', rule: '10.34' });
    expect(t.legal()).toEqual([answer('fight'), answer('surrender')]);
    t.exact(answer('surrender'));
    expect(t.last('pirateResponds')).toEqual({ type: 'pirateResponds', rule: '10.34', pirate: 'vane', choice: 'surrender' });
    passAll(t);
    expect(t.last('pirateRetired')).toMatchObject({ rule: '18.41', pirate: 'vane', method: 'surrenderToKc' });
    expect(t.state.pirates['vane']).toBeUndefined();
    expect(t.ev('kcKill')).toEqual([]);
    expect(t.ev('kcBattle')).toEqual([]);
    expect(t.vp('C')).toBe(0);
  });

  it('10.34: caught with a Letter, he may still fight: the battle follows, citing 10.33 for his answer', () => {
    const t = vane({ letterOfMarque: 'french' });
    reacted(t, 'escape');
    t.roll(6);
    t.roll(1);
    t.exact(answer('fight'));
    expect(t.last('pirateResponds')).toMatchObject({ rule: '10.33', choice: 'fight' });
    expect(diceSpec(t)).toMatchObject({ roller: 'vane', rule: '10.35' });
  });

  it('11.5: no Letter of Marque is used during an Alliance: caught, the allies must fight', () => {
    const t = vane({ letterOfMarque: 'french', ally: 'condent' }, { pirates: { condent: { owner: 'A', at: 'east-caribbean', ally: 'vane', ship: 'schooner' } } });
    reacted(t, 'escape');
    t.roll(6);
    t.roll(1);
    expect(t.last('escapeAttempt')).toMatchObject({ outcome: 'caught' });
    expect(diceSpec(t)).toMatchObject({ kind: 'dice', roller: 'vane', rule: '10.35' });
  });
});

describe('10.23 / 10.31: one KC per Pirate Action', () => {
  it('after B\'s KC Reacted to the Find (escaped, the Find going on), C\'s KC next door is not offered a Reaction in that window nor at its result; at the next Action it is', () => {
    const t = vane({}, { options: { kcEscapeCancelsAction: false }, kcs: { ogle: { owner: 'B', area: 'east-caribbean' }, matthews: { owner: 'C', area: 'west-caribbean' } } });
    t.exact(find);
    expect(until(t, 'B')).toBe(true);
    t.exact(react('B'));
    t.exact(answer('escape'));
    // Rolled with `exact`, so the windows that follow stay open to be read.
    t.exact({ type: 'chance', value: [1] }); // 1 + 2 = 3
    t.exact({ type: 'chance', value: [6] }); // 6 + 2 = 8: escaped
    expect(t.last('escapeAttempt')).toMatchObject({ outcome: 'escaped' });
    // The Find's announcement window goes on: C is asked (he may move his KC, 10.4) but may not React.
    expect(until(t, 'C')).toBe(true);
    expect(t.legal().map((a) => a.type)).not.toContain('kcReact');
    passAll(t);
    t.exact({ type: 'chance', value: [1] }); // the Find fails: its result's window (10.32)
    expect(until(t, 'C')).toBe(true);
    expect(t.legal().map((a) => a.type)).not.toContain('kcReact');
    passAll(t);
    t.exact(find);
    expect(kcOffers(t, 'C')).toContain('kcReact');
  });

  it('B38: a Pirate deployed this Player-Turn: no Reaction at his Find either', () => {
    const t = vane({ deployedTurn: 4 }, { turn: { player: 'A', number: 4, actionsCard: 'wear-and-tear', actionsLeft: 3 } });
    t.exact(find);
    expect(kcOffers(t, 'C')).not.toContain('kcReact');
    const next = vane({ deployedTurn: 3 }, { turn: { player: 'A', number: 4, actionsCard: 'wear-and-tear', actionsLeft: 3 } });
    next.exact(find);
    expect(kcOffers(next, 'C')).toContain('kcReact');
  });

  it('10.31: not from two Sea Areas away, nor in a Transit Box', () => {
    const far = vane({}, { kcs: { matthews: { owner: 'C', area: 'central-america' } } });
    far.exact(find);
    expect(kcOffers(far, 'C')).not.toContain('kcReact');
  });
});

describe('first print (option kcModel harass, R90): the interception as a KC AP Action', () => {
  const FP = { edition: 'firstPrint2008' } as const;

  it('FR 10.24: the first KC AP Action of the Player-Turn: an AP Action of type C (10.24), the interception\'s facts, the KC\'s die rolled at once', () => {
    const t = vane({}, { options: FP });
    t.exact(find);
    expect(kcOffers(t, 'C')).toContain('kcIntercept');
    t.clear();
    t.exact({ type: 'kcIntercept', player: 'C' });
    expect(t.last('antiPirateAction')).toMatchObject({ rule: '10.24', player: 'C', apType: 'C' });
    expect(t.last('kcInterception')).toEqual({ type: 'kcInterception', rule: '10.24', player: 'C', kc: 'matthews', pirate: 'vane', area: 'east-caribbean', moved: true, repeat: false });
    expect(t.state.turn).toMatchObject({ kcActing: 'matthews', kcHarassed: 'vane', apUsed: ['C'] });
    expect(diceSpec(t)).toEqual({ kind: 'dice', count: 1, roller: null, label: 'KC roll (10.33)', rule: '10.33' });
  });

  it('B38: not against a Pirate deployed this Player-Turn (first print too); one deployed earlier may be intercepted', () => {
    const turn = { player: 'A' as const, number: 4, actionsCard: 'wear-and-tear', actionsLeft: 3 };
    const fresh = vane({ deployedTurn: 4 }, { options: FP, turn });
    fresh.exact(find);
    expect(kcOffers(fresh, 'C')).not.toContain('kcIntercept');
    const old = vane({ deployedTurn: 3 }, { options: FP, turn });
    old.exact(find);
    expect(kcOffers(old, 'C')).toContain('kcIntercept');
  });

  /** Vane Finds, C intercepts, Vane escapes (1 + 3 - 1 against 6 + 2) and the Find fails: C's Matthews harasses him. */
  function harassed(t: Table): void {
    t.exact(find);
    expect(until(t, 'C')).toBe(true);
    t.exact({ type: 'kcIntercept', player: 'C' });
    t.roll(1);
    t.roll(6);
    passAll(t);
    t.roll(1);
    passAll(t);
    expect(t.state.turn).toMatchObject({ kcActing: 'matthews', kcHarassed: 'vane' });
  }

  it('FR 10.23: at his next Action only the acting KC may intercept him again; B\'s KC next door may not', () => {
    const t = vane({}, { options: FP, kcs: { matthews: { owner: 'C', area: 'west-caribbean' }, ogle: { owner: 'B', area: 'south-america' } } });
    harassed(t);
    t.exact(find);
    expect(whoMay(t, 'kcIntercept')).toEqual(['C']);
  });

  it('FR 10.23: another of his Pirates entering another Sea Area does not end the harassment of Vane', () => {
    const t = vane({}, { options: FP, pirates: { low: { owner: 'A', at: 'south-america', np: 3 } } });
    harassed(t);
    t.act({ type: 'move', player: 'A', pirate: 'low', to: sea('central-america') });
    expect(t.pirate('low').location).toEqual(sea('central-america'));
    expect(t.ev('kcHarassmentEnded')).toEqual([]);
    expect(t.state.turn.kcHarassed).toBe('vane');
  });

  it('4.62: a KC Move at the Find\'s announcement binds the KC (10.23), but it may not also intercept at the Find\'s result: one type C per Pirate Action', () => {
    const t = vane({}, { options: FP });
    t.exact(find);
    expect(until(t, 'C')).toBe(true);
    t.exact({ type: 'kcMove', player: 'C', to: 'east-caribbean' });
    expect(t.state.turn).toMatchObject({ kcActing: 'matthews', kcHarassed: 'vane', actionApTypes: ['C'] });
    passAll(t);
    t.exact({ type: 'chance', value: [1] }); // the Find fails: its result's window
    expect(whoMay(t, 'kcIntercept')).toEqual([]);
    t.exact(find);
    expect(whoMay(t, 'kcIntercept')).toEqual(['C']);
  });

  it('FR 10.31: no Reaction in the first print, and no interception in the Living Rules', () => {
    const fp = vane({}, { options: FP });
    fp.exact(find);
    expect(kcOffers(fp, 'C')).not.toContain('kcReact');
    const lr = vane();
    lr.exact(find);
    expect(kcOffers(lr, 'C')).not.toContain('kcIntercept');
  });

  it('FR 10.23: entering another Sea Area ends the harassment (its facts); no second KC may act this Player-Turn', () => {
    const t = vane({}, { options: { ...FP, kcEscapeCancelsAction: false }, kcs: { matthews: { owner: 'C', area: 'west-caribbean' }, ogle: { owner: 'B', area: 'south-america' } }, merchants: { 'santo-domingo': { type: 'sloop' }, cartagena: { type: 'sloop' } } });
    t.exact(find);
    until(t, 'C');
    t.exact({ type: 'kcIntercept', player: 'C' });
    t.roll(1);
    t.roll(6); // escaped
    passAll(t);
    t.roll(1);
    passAll(t);
    t.exact(moveSouth);
    passAll(t);
    expect(t.last('kcHarassmentEnded')).toEqual({ type: 'kcHarassmentEnded', rule: '10.23', kc: 'matthews', pirate: 'vane', area: 'south-america' });
    // B's Ogle waits in the South America area: the Player-Turn's KC was C's (10.23).
    t.exact({ type: 'findMerchant', player: 'A', pirate: 'vane', port: 'cartagena' });
    expect(kcOffers(t, 'B')).not.toContain('kcIntercept');
  });
});
