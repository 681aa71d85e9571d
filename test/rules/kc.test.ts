import { describe, it, expect } from 'vitest';
import { createScenario, legalActions, pending, type GameState } from '../../src/index.js';
import { roll, run } from './run.js';

/** 10.0 King's Commissioners with forced dice. Matthews: Speed 3, Combat 11 (stated, 10.3 example). */

function withKc(state: GameState, owner: 'B' | 'C', kc: string, area: string): GameState {
  // createScenario has no KC field yet: place one the way 10.12 would.
  const s = structuredClone(state) as GameState;
  s.kcPool = s.kcPool.filter((k) => k !== kc);
  s.kcs[kc] = { id: kc, owner, area };
  return s;
}

describe('10.12 Deploying a KC (AP Action type A)', () => {
  const avery = (np: number) =>
    createScenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      pirates: { avery: { owner: 'A', at: 'central-atlantic', np } },
    });

  it('the rulebook example: Avery has 12 NP; 3d6 = 10 succeeds and a KC is placed in his Sea Area', () => {
    let s = run(avery(12), { type: 'move', player: 'A', pirate: 'avery', to: { kind: 'sea', area: 'north-atlantic' } }).state;
    expect(legalActions(s)).toEqual([{ type: 'deployKc', player: 'B' }, { type: 'pass', player: 'B' }]);
    const r = run(s, { type: 'deployKc', player: 'B' }, roll(3, 3, 4), { type: 'chance', value: 'matthews' });
    expect(r.events.find((e) => e.type === 'kcDeployAttempt')?.['outcome']).toBe('success');
    expect(r.state.kcs['matthews']).toEqual({ id: 'matthews', owner: 'B', area: 'central-atlantic' });
    s = r.state;
    expect(s.turn.apUsed).toContain('B');
  });

  it('... a total of 12, equal to his NP, fails (RULINGS B12: 3d6 < NP)', () => {
    const s = run(avery(12), { type: 'move', player: 'A', pirate: 'avery', to: { kind: 'sea', area: 'north-atlantic' } }).state;
    const r = run(s, { type: 'deployKc', player: 'B' }, roll(4, 4, 4));
    expect(r.events.find((e) => e.type === 'kcDeployAttempt')?.['outcome']).toBe('failure');
    expect(Object.keys(r.state.kcs)).toEqual([]);
  });

  it('not against a Pirate In-Port (10.12), and not offered when it cannot succeed (NP 3 or less, R19)', () => {
    const inPort = createScenario({
      players: 3,
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      pirates: { avery: { owner: 'A', at: 'bath', np: 12 } },
      governors: { bath: 'pro' },
    });
    const s = run(inPort, { type: 'inPortActivities', player: 'A', pirate: 'avery' }).state;
    expect(legalActions(s).some((a) => a.type === 'deployKc')).toBe(false);
    const low = run(avery(3), { type: 'move', player: 'A', pirate: 'avery', to: { kind: 'sea', area: 'north-atlantic' } }).state;
    expect(pending(low)).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
  });
});

describe('10.3 KC Reaction and 10.33-10.36', () => {
  const vane = () =>
    withKc(
      createScenario({
        players: 3,
        options: { cunning: false },
        turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
        pirates: { vane: { owner: 'A', at: 'east-caribbean', ship: 'schooner', speed: 2, np: 9 } },
        merchants: { 'santo-domingo': { type: 'sloop' } },
      }),
      'C',
      'matthews',
      'west-caribbean',
    );

  it('the rulebook example: Vane escapes, is intercepted 8 vs 6, fights 4 + 4 + 6 = 14 against 1 + 11 + 2 = 14 and is eliminated', () => {
    let s = run(vane(), { type: 'findMerchant', player: 'A', pirate: 'vane', port: 'santo-domingo' }).state;
    // Matthews, in the adjacent West Caribbean, may React (10.31); B may try to deploy a KC first.
    s = run(s, { type: 'pass', player: 'B' }).state;
    // C may React (10.3, not an AP Action) or use his KC for an AP Action (10.4: move it).
    expect(legalActions(s)).toContainEqual({ type: 'kcReact', player: 'C' });
    expect(legalActions(s)).toContainEqual({ type: 'kcMove', player: 'C', to: 'south-atlantic' });
    const r = run(s, { type: 'kcReact', player: 'C' }, { type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'escape' }, roll(6), roll(4));
    // 6 + Speed 3 - 1 (it moved in, 10.33) = 8 against 4 + Speed 2 = 6: intercepted.
    const esc = r.events.find((e) => e.type === 'escapeAttempt');
    expect(esc?.['outcome']).toBe('caught');
    expect(r.state.kcs['matthews']?.area).toBe('east-caribbean');
    const fight = run(r.state, roll(4), roll(1));
    const battle = fight.events.find((e) => e.type === 'kcBattle');
    expect(battle?.['attack']).toMatchObject({ total: 14 });
    expect(battle?.['defense']).toMatchObject({ total: 14, livingRules: 2 });
    // Ties lose for the Pirate (10.35): eliminated; A scores 9, C floor(9 / 2) = 4 (10.36, B2).
    expect(fight.state.pirates['vane']).toBeUndefined();
    expect(fight.state.players.A?.vp).toBe(9);
    expect(fight.state.players.C?.vp).toBe(4);
  });

  it('10.35: the Pirate wins: the KC leaves the game, NP = 2 x its Combat, Loyalty +1, and his Action goes on (B39)', () => {
    let s = run(vane(), { type: 'findMerchant', player: 'A', pirate: 'vane', port: 'santo-domingo' }, { type: 'pass', player: 'B' }).state;
    const r = run(s, { type: 'kcReact', player: 'C' }, { type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'fight' }, roll(6), roll(1));
    // 6 + 6 + 4 = 16 against 1 + 11 + 2 = 14.
    expect(r.state.kcs['matthews']).toBeUndefined();
    expect(r.state.kcsRemoved).toEqual(['matthews']);
    expect(r.state.pirates['vane']?.np).toBe(9 + 22);
    expect(r.state.pirates['vane']?.loyalty).toBe(8);
    // The window goes round again after C's response: B, and now C (his KC is gone), could deploy a
    // KC against a Pirate of 31 NP; when both decline, the Find roll (8.13) follows.
    s = run(r.state, { type: 'pass', player: 'B' }, { type: 'pass', player: 'C' }).state;
    expect(pending(s)).toMatchObject({ kind: 'chance' });
  });

  it('10.33: an escaped Move goes on; any other escaped Action is cancelled', () => {
    const r = run(vane(), { type: 'move', player: 'A', pirate: 'vane', to: { kind: 'sea', area: 'south-america' } }, { type: 'pass', player: 'B' },
      { type: 'kcReact', player: 'C' }, { type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'escape' }, roll(1), roll(6), { type: 'pass', player: 'B' }, { type: 'pass', player: 'C' });
    expect(r.events.find((e) => e.type === 'escapeAttempt')?.['outcome']).toBe('escaped');
    expect(r.state.pirates['vane']?.location).toEqual({ kind: 'sea', area: 'south-america' });
  });

  it('B38: a Pirate deployed this Player-Turn is immune to KC Reaction', () => {
    const s = withKc(
      createScenario({
        players: 3,
        turn: { player: 'A', number: 5, actionsCard: 'wear-and-tear', actionsLeft: 2 },
        pirates: { vane: { owner: 'A', at: 'east-caribbean', np: 2, deployedTurn: 5 } },
      }),
      'C',
      'matthews',
      'east-caribbean',
    );
    const asked = run(s, { type: 'move', player: 'A', pirate: 'vane', to: { kind: 'sea', area: 'west-caribbean' } }).state;
    // C is asked only about a KC AP Action (10.4), not a Reaction.
    expect(legalActions(asked).some((a) => a.type === 'kcReact')).toBe(false);
    let r = run(asked, { type: 'pass', player: 'C' });
    // ... and once more when the Move is over (10.4 "any time during any Pirate Action").
    if (pending(r.state).kind === 'decision' && legalActions(r.state).some((a) => a.type === 'kcMove')) r = run(r.state, { type: 'pass', player: 'C' });
    expect(r.state.pirates['vane']?.location).toEqual({ kind: 'sea', area: 'west-caribbean' });
  });

  it('10.27 / B37: a player\'s Pirates never enter, and must leave, a Sea Area holding his own KC', () => {
    const s = withKc(
      createScenario({
        players: 3,
        turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
        pirates: { vane: { owner: 'A', at: 'east-caribbean' }, low: { owner: 'A', at: 'south-america' } },
        merchants: { 'santo-domingo': { type: 'sloop' } },
      }),
      'A' as 'B',
      'matthews',
      'east-caribbean',
    );
    const acts = legalActions(s);
    // Vane, in his own KC's area, may only move out (or into a port there).
    expect(acts.filter((a) => 'pirate' in a && a.pirate === 'vane').every((a) => a.type === 'move')).toBe(true);
    // Low may not move into the East Caribbean.
    expect(acts.some((a) => a.type === 'move' && a.pirate === 'low' && a.to.kind === 'sea' && a.to.area === 'east-caribbean')).toBe(false);
  });
});

describe('10.4 KC AP Actions (type C)', () => {
  const base = (pirates: Record<string, Record<string, unknown>>, kcArea: string) =>
    withKc(
      createScenario({
        players: 3,
        options: { cunning: false },
        turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
        pirates: pirates as never,
        governors: { 'port-royal': 'pro' },
      }),
      'C',
      'matthews',
      kcArea,
    );

  it('10.41: attacking a Pirate Port: above every Pirate there, they are put to sea with 1 Combat hit and the port is Destroyed; no NP', () => {
    // Low (A) is in Isla de Tortuga (West Caribbean); Vane (A) moves at sea, and C's Matthews attacks.
    let s = base({ low: { owner: 'A', at: 'isla-de-tortuga', ship: 'sloop' }, vane: { owner: 'A', at: 'east-caribbean' } }, 'west-caribbean');
    s = run(s, { type: 'move', player: 'A', pirate: 'vane', to: { kind: 'sea', area: 'south-america' } }).state;
    expect(legalActions(s)).toContainEqual({ type: 'kcAttackPort', player: 'C', port: 'isla-de-tortuga' });
    // KC 3 + 11 + 2 = 16 against Low 6 + Combat 5 = 11.
    const r = run(s, { type: 'kcAttackPort', player: 'C', port: 'isla-de-tortuga' }, roll(3), roll(6));
    expect(r.state.destroyedPorts).toContain('isla-de-tortuga');
    expect(r.state.pirates['low']?.location).toEqual({ kind: 'sea', area: 'west-caribbean' });
    expect(r.state.pirates['low']?.combat).toBe(4);
    expect(r.state.pirates['low']?.np).toBe(0);
    expect(r.state.turn.kcActing).toBe('matthews');
  });

  it('10.41: repulsed when a Pirate there rolls as high as the KC (B24: Heavy Guns +2)', () => {
    let s = base({ low: { owner: 'A', at: 'isla-de-tortuga', ship: 'brigantine', heavyGuns: true }, vane: { owner: 'A', at: 'east-caribbean' } }, 'west-caribbean');
    s = run(s, { type: 'move', player: 'A', pirate: 'vane', to: { kind: 'sea', area: 'south-america' } }).state;
    // KC 1 + 11 + 2 = 14 against Low 6 + 7 + 2 = 15: repulsed, nothing changes.
    const r = run(s, { type: 'kcAttackPort', player: 'C', port: 'isla-de-tortuga' }, roll(1), roll(6));
    expect(r.events.find((e) => e.type === 'piratePortAttacked')?.['outcome']).toBe('repulsed');
    expect(r.state.destroyedPorts).not.toContain('isla-de-tortuga');
    expect(r.state.pirates['low']?.location).toEqual({ kind: 'port', port: 'isla-de-tortuga' });
  });

  it('10.42: Oust: KC d6 + Combat + 2 against d6 + the Combat of all ships in the port; a failure gives each Pirate 1 NP', () => {
    const s = base({ vane: { owner: 'A', at: 'port-royal', ship: 'schooner' } }, 'west-caribbean');
    let r = run(s, { type: 'inPortActivities', player: 'A', pirate: 'vane' });
    expect(legalActions(r.state)).toContainEqual({ type: 'kcOust', player: 'C' });
    // KC 1 + 11 + 2 = 14 against 6 + 6 = 12: ousted, his In-Port Activities stop.
    r = run(r.state, { type: 'kcOust', player: 'C' }, roll(1), roll(6));
    expect(r.state.pirates['vane']?.location).toEqual({ kind: 'sea', area: 'west-caribbean' });
    expect(r.state.stack.some((f) => f.kind === 'inPort')).toBe(false);
  });

  it('10.42: a failed Oust gives each Pirate there 1 NP', () => {
    const s = base({ vane: { owner: 'A', at: 'port-royal', ship: 'brigantine', heavyGuns: true } }, 'west-caribbean');
    // KC 1 + 11 + 2 = 14 against 6 + 7 + 2 = 15: the Oust fails.
    const r = run(s, { type: 'inPortActivities', player: 'A', pirate: 'vane' }, { type: 'kcOust', player: 'C' }, roll(1), roll(6));
    expect(r.events.find((e) => e.type === 'oust')?.['outcome']).toBe('failed');
    expect(r.state.pirates['vane']?.np).toBe(1);
    expect(r.state.pirates['vane']?.location).toEqual({ kind: 'port', port: 'port-royal' });
  });
});
