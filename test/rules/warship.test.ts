import { describe, it, expect } from 'vitest';
import { apply, createScenario, legalActions, pending, type Action, type GameState, type ScenarioSpec } from '../../src/index.js';
import { roll, runDeclining } from './run.js';

/**
 * 6.4 Warships with forced dice. Vane (Player A): Ability 4, Schooner Combat 6 Speed 3. Santo
 * Domingo's Merchant box is in the East Caribbean. The medium Warship: Speed 3, Combat 7 (the one
 * stated value, FR example); the light one: Speed 4, Combat 5.
 */
const run = (s: GameState, ...actions: Action[]) => runDeclining(s, { before: true, after: false }, ...actions);

const find: Action = { type: 'findMerchant', player: 'A', pirate: 'vane', port: 'santo-domingo' };

function scenario(extra: Partial<ScenarioSpec> = {}, vane: Record<string, unknown> = {}): GameState {
  return createScenario({
    players: 3,
    options: { cunning: false },
    turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
    hands: { B: ['warship-sighting'] },
    pirates: { vane: { owner: 'A', at: 'east-caribbean', ship: 'schooner', ...vane } },
    merchants: { 'santo-domingo': { type: 'brigantine' } },
    ...extra,
  });
}

describe('6.42 Warship Sighting', () => {
  it('is offered to the AP players, from the Pirate Player\'s left, when a Find is announced', () => {
    const s = run(scenario(), find).state;
    expect(pending(s)).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(legalActions(s)).toEqual([{ type: 'playEvent', player: 'B', card: 'warship-sighting' }, { type: 'pass', player: 'B' }]);
  });

  it('the Pirate wins the battle: 1 Combat hit, NP = the Warship\'s Combat, Warship to the pool, and his Find goes on', () => {
    // Vane 6 + Combat 6 + Ability 4 = 16 against 2 + Combat 7 + 2 (Living Rules) = 11.
    const r = run(scenario(), find, { type: 'playEvent', player: 'B', card: 'warship-sighting' }, { type: 'chance', value: 'warship-medium' });
    expect(r.state.warships['east-caribbean']).toBe('warship-medium');
    const r2 = run(r.state, { type: 'warshipAttack', player: 'B', attack: true }, { type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'fight' }, roll(6), roll(2));
    const battle = r2.events.find((e) => e.type === 'warshipBattle');
    expect(battle?.['attack']).toMatchObject({ total: 16 });
    expect(battle?.['defense']).toMatchObject({ total: 11, livingRules: 2 });
    const v = r2.state.pirates['vane'];
    expect(v?.combat).toBe(5);
    expect(v?.np).toBe(7);
    expect(r2.state.warships['east-caribbean']).toBeUndefined();
    expect(r2.state.warshipPool['warship-medium']).toBe(6);
    // B used his AP Action; 6.44 allows no second Warship, but with 7 NP Vane is now worth a KC
    // deployment (10.12: 3d6 < NP), so C is asked; when he declines, the Find roll comes next.
    expect(legalActions(r2.state)).toEqual([{ type: 'deployKc', player: 'C' }, { type: 'pass', player: 'C' }]);
    expect(pending(apply(r2.state, { type: 'pass', player: 'C' }).state)).toMatchObject({ kind: 'chance' });
    expect(r2.state.discard['warship-sighting']).toBe(1);
  });

  it('the Warship wins: hits equal to the difference, Loyalty -1, the Find is cancelled and the Merchant removed; the Warship stays', () => {
    // Vane 1 + 6 + 4 = 11 against 6 + 7 + 2 = 15: 4 hits.
    const r = run(scenario(), find, { type: 'playEvent', player: 'B', card: 'warship-sighting' }, { type: 'chance', value: 'warship-medium' },
      { type: 'warshipAttack', player: 'B', attack: true }, { type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'fight' }, roll(1), roll(6));
    const v = r.state.pirates['vane'];
    expect(v?.combat).toBe(2);
    expect(v?.loyalty).toBe(6);
    expect(r.state.merchants['santo-domingo']).toBeUndefined();
    expect(r.state.warships['east-caribbean']).toBe('warship-medium');
    expect(r.events.some((e) => e.type === 'actionCancelled' && e.rule === '6.46')).toBe(true);
    // The Action is spent: one Action left, back in the Card Play Phase (6.44: C is not asked again).
    expect(r.state.turn.actionsLeft).toBe(1);
    expect(pending(r.state)).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
  });

  it('6.45: escape — d6 + Speed each; equal or better escapes: no battle, the Action cancelled, the Merchant removed', () => {
    const r = run(scenario(), find, { type: 'playEvent', player: 'B', card: 'warship-sighting' }, { type: 'chance', value: 'warship-medium' },
      { type: 'warshipAttack', player: 'B', attack: true }, { type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'escape' }, roll(3), roll(3));
    // Warship 3 + 3 = 6 against Vane 3 + Speed 3 = 6: he escapes.
    expect(r.events.find((e) => e.type === 'escapeAttempt')?.['outcome']).toBe('escaped');
    expect(r.state.pirates['vane']?.combat).toBe(6);
    expect(r.state.merchants['santo-domingo']).toBeUndefined();
    expect(r.state.warships['east-caribbean']).toBe('warship-medium');
  });

  it('6.45: a failed escape leads to the battle', () => {
    const r = run(scenario(), find, { type: 'playEvent', player: 'B', card: 'warship-sighting' }, { type: 'chance', value: 'warship-medium' },
      { type: 'warshipAttack', player: 'B', attack: true }, { type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'escape' }, roll(5), roll(2));
    // Warship 5 + 3 = 8 against Vane 2 + 3 = 5: caught; the battle rolls follow.
    expect(r.events.find((e) => e.type === 'escapeAttempt')?.['outcome']).toBe('caught');
    expect(pending(r.state)).toMatchObject({ kind: 'chance' });
  });

  it('13.22: a Pirate in D&R may not Find, Loot or Attack, so no Warship can answer him (13.23 matters against KCs)', () => {
    const s = scenario({}, { dr: 'voluntary' });
    expect(legalActions(s).some((a) => a.type === 'findMerchant')).toBe(false);
  });

  it('the AP player may leave the Warship On Station (6.42); then any AP player may use it later (6.43, B14)', () => {
    const r = run(scenario({ turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 } }), find,
      { type: 'playEvent', player: 'B', card: 'warship-sighting' }, { type: 'chance', value: 'warship-light' }, { type: 'warshipAttack', player: 'B', attack: false });
    expect(r.state.warships['east-caribbean']).toBe('warship-light');
    // 6.44: no second Warship action against this Find: C is not offered one; the Find roll follows.
    expect(pending(r.state)).toMatchObject({ kind: 'chance' });
    const found = run(r.state, roll(6)).state; // 6 + 4 = 10: found (6.44: nobody is asked again)
    // Second Action: the Loot announcement. C may use the On-Station Warship (B has used his AP Action, 4.61).
    const loot = run(found, { type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' }).state;
    expect(pending(loot)).toMatchObject({ kind: 'decision', player: 'C', frame: 'window' });
    // 6.42: one Warship Sighting per Player-Turn: C may only use the one On Station.
    expect(legalActions(loot)).toEqual([{ type: 'useWarship', player: 'C' }, { type: 'pass', player: 'C' }]);
  });

  it('B26: no Warship Sighting into a Sea Area that already has a Warship On Station', () => {
    const s = run(scenario({ warships: { 'east-caribbean': 'warship-heavy' } }), find).state;
    expect(legalActions(s)).toEqual([{ type: 'useWarship', player: 'B' }, { type: 'pass', player: 'B' }]);
  });

  it('8.22 / B28: a Loot can be answered only at its announcement, never once it has begun', () => {
    const s = scenario({ merchants: { 'santo-domingo': { type: 'brigantine', foundBy: 'vane' } } });
    let r = run(s, { type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' }, { type: 'pass', player: 'B' });
    expect(pending(r.state)).toMatchObject({ kind: 'chance' }); // the Cargo roll
    r = run(r.state, roll(4), { type: 'chance', value: 'captain' });
    expect(pending(r.state)).toMatchObject({ kind: 'decision', player: 'A', frame: 'loot' });
  });

  it('Living Rules +2 is an option (2.4, B5)', () => {
    const s = scenario({ options: { cunning: false, livingRulesPlus2: false } });
    const r = run(s, find, { type: 'playEvent', player: 'B', card: 'warship-sighting' }, { type: 'chance', value: 'warship-medium' },
      { type: 'warshipAttack', player: 'B', attack: true }, { type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'fight' }, roll(1), roll(3));
    // 1 + 6 + 4 = 11 against 3 + 7 = 10: the Pirate wins.
    expect(r.events.find((e) => e.type === 'warshipBattle')?.['outcome']).toBe('pirateWins');
  });

  it('no Warship at a Pirate in port or in a Transit Box; none answers a Move (6.42)', () => {
    const s = scenario({}, { at: 'east-caribbean' });
    // B, holding a card, is asked (it could be a Mutiny Conspiracy, 17.2 #15) but has no Warship to send.
    const asked = run(s, { type: 'move', player: 'A', pirate: 'vane', to: { kind: 'sea', area: 'west-caribbean' } }).state;
    expect(legalActions(asked)).toEqual([{ type: 'pass', player: 'B' }]);
    const r = run(asked, { type: 'pass', player: 'B' });
    expect(r.state.pirates['vane']?.location).toEqual({ kind: 'sea', area: 'west-caribbean' });
    expect(pending(r.state)).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
  });
});
