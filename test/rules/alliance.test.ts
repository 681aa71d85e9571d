import { describe, it, expect } from 'vitest';
import { createScenario, legalActions, pending, type Action, type GameState } from '../../src/index.js';
import { roll, runDeclining } from './run.js';

/**
 * 11.0 Pirate Alliances, with forced dice. Ratings used (built-in set): Condent Ability 4,
 * Leadership 3; Vane Ability 4, Leadership 2. San Juan: Spanish, Value 2, Defense 7, East Caribbean.
 */
const run = (s: GameState, ...actions: Action[]) => runDeclining(s, { before: true, after: true }, ...actions);



function allied(over: Partial<Record<'condent' | 'vane', Record<string, unknown>>> = {}, actionsLeft = 3): GameState {
  return createScenario({
    players: 3,
    options: { cunning: false },
    turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft },
    pirates: {
      condent: { owner: 'A', at: 'east-caribbean', ship: 'schooner', np: 5, ally: 'vane', ...over.condent },
      vane: { owner: 'A', at: 'east-caribbean', ship: 'sloop', np: 2, ally: 'condent', ...over.vane },
    },
  });
}

describe('11.1 Forming an Alliance', () => {
  it('two of one player\'s Pirates in the same port may ally, as a Pirate Action', () => {
    const s = createScenario({
      players: 3,
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      pirates: { condent: { owner: 'A', at: 'port-royal' }, vane: { owner: 'A', at: 'port-royal' } },
    });
    const form = legalActions(s).find((a) => a.type === 'formAlliance' && a.pirate === 'condent');
    expect(form).toEqual({ type: 'formAlliance', player: 'A', pirate: 'condent', partner: 'vane' });
    const r = run(s, form!);
    expect(r.state.pirates['condent']?.ally).toBe('vane');
    expect(r.state.pirates['vane']?.ally).toBe('condent');
    expect(r.state.turn.actionsLeft).toBe(1);
    expect(r.events.some((e) => e.type === 'allianceFormed' && e.rule === '11.1')).toBe(true);
  });

  it('not at sea, and not with another player\'s Pirate', () => {
    const s = createScenario({
      players: 3,
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      pirates: { condent: { owner: 'A', at: 'east-caribbean' }, vane: { owner: 'A', at: 'east-caribbean' }, low: { owner: 'B', at: 'port-royal' } },
    });
    expect(legalActions(s).some((a) => a.type === 'formAlliance')).toBe(false);
  });
});

describe('11.2 Acting as one', () => {
  it('the Pirate with more NP is the Active Pirate: only he is offered Actions', () => {
    const s = allied();
    const actors = new Set(legalActions(s).filter((a) => a.type === 'move').map((a) => (a as { pirate: string }).pirate));
    expect([...actors]).toEqual(['condent']);
  });

  it('a Move moves both ships', () => {
    const r = run(allied(), { type: 'move', player: 'A', pirate: 'condent', to: { kind: 'sea', area: 'west-caribbean' } });
    expect(r.state.pirates['condent']?.location).toEqual({ kind: 'sea', area: 'west-caribbean' });
    expect(r.state.pirates['vane']?.location).toEqual({ kind: 'sea', area: 'west-caribbean' });
  });

  it('Speed is the lower of the two: below 0, a move takes two Move Actions (7.12)', () => {
    const s = allied({ vane: { speed: -1 } });
    const to: Action = { type: 'move', player: 'A', pirate: 'condent', to: { kind: 'sea', area: 'west-caribbean' } };
    const first = run(s, to);
    expect(first.state.pirates['condent']?.location).toEqual({ kind: 'sea', area: 'east-caribbean' });
    const second = run(first.state, to);
    expect(second.state.pirates['vane']?.location).toEqual({ kind: 'sea', area: 'west-caribbean' });
  });

  it('Port Attack: the higher ship Combat plus both Abilities (9.52 with 11.2)', () => {
    // Condent's Schooner Combat 6, Vane's Sloop Combat 5; Abilities 4 + 4: 1 + 6 + 8 = 15 vs 2 + 7 = 9.
    const r = run(allied(), { type: 'attackPort', player: 'A', pirate: 'condent', port: 'san-juan' }, roll(1), roll(2), roll(3, 3));
    const attack = r.events.find((e) => e.type === 'portAttacked');
    expect(attack?.['attack']).toMatchObject({ die: 1, combat: 6, ability: 8, total: 15 });
    expect(attack?.['outcome']).toBe('success');
    // Both enter the port (9.59), both carry the Attack History (9.58).
    for (const id of ['condent', 'vane']) {
      expect(r.state.pirates[id]?.location).toEqual({ kind: 'port', port: 'san-juan' });
      expect(r.state.pirates[id]?.attackHistory).toEqual(['spanish']);
    }
  });
});

describe('11.3-11.4 Sharing gains and losses', () => {
  it('NP and Booty are split equally; Loyalty changes apply to both ships in full', () => {
    // San Juan taken: 600 Booty (3 + 3), NP 2 x 2 = 4, Loyalty +1.
    const r = run(allied(), { type: 'attackPort', player: 'A', pirate: 'condent', port: 'san-juan' }, roll(6), roll(1), roll(3, 3));
    // Pending: the odd Combat hit (1 hit for a success) is the player's to place (11.4).
    expect(pending(r.state)).toMatchObject({ kind: 'decision', frame: 'assignHit', player: 'A' });
    const done = run(r.state, { type: 'assignHit', player: 'A', pirate: 'vane' });
    const c = done.state.pirates['condent'];
    const v = done.state.pirates['vane'];
    expect(c?.np).toBe(5 + 2);
    expect(v?.np).toBe(2 + 2);
    expect(c?.holds).toEqual([300]);
    expect(v?.holds).toEqual([300]);
    expect(c?.loyalty).toBe(8);
    expect(v?.loyalty).toBe(8);
    expect(c?.combat).toBe(6);
    expect(v?.combat).toBe(4);
  });

  it('an odd share goes to the higher Leadership (Condent 3 over Vane 2)', () => {
    // Failed attack: 1 + 6 + 8 = 15 against 6 + 6 + 7 = 19 (a Port Attacked marker: 2d6): 4 hits, 2 each.
    const s = createScenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 3 },
      attackedPorts: ['san-juan'],
      pirates: {
        condent: { owner: 'A', at: 'east-caribbean', ship: 'schooner', np: 5, ally: 'vane' },
        vane: { owner: 'A', at: 'east-caribbean', ship: 'sloop', np: 2, ally: 'condent' },
      },
    });
    const r = run(s, { type: 'attackPort', player: 'A', pirate: 'condent', port: 'san-juan' }, roll(1), roll(6, 6));
    expect(r.state.pirates['condent']?.combat).toBe(6 - 2);
    expect(r.state.pirates['vane']?.combat).toBe(5 - 2);
    expect(r.state.pirates['condent']?.location).toEqual({ kind: 'sea', area: 'east-caribbean' });
  });
});

describe('11.6 Ending an Alliance', () => {
  it('the owner may end it on his turn without spending an Action', () => {
    const s = allied();
    const r = run(s, { type: 'breakAlliance', player: 'A', pirate: 'condent' });
    expect(r.state.pirates['condent']?.ally).toBeNull();
    expect(r.state.pirates['vane']?.ally).toBeNull();
    expect(r.state.turn.actionsLeft).toBe(3);
  });

  it('a Mutiny ends it (14.1 at Loyalty 0, before the Action)', () => {
    const s = allied({ condent: { loyalty: 0 } });
    const r = run(s, { type: 'move', player: 'A', pirate: 'condent', to: { kind: 'sea', area: 'west-caribbean' } });
    expect(r.state.pirates['condent']?.ally).toBeNull();
    expect(r.state.pirates['vane']?.ally).toBeNull();
    expect(pending(r.state)).toMatchObject({ kind: 'chance' }); // the Leadership roll (14.2)
  });

  it('a scenario rejects an Alliance that is not mutual (11.1)', () => {
    expect(() =>
      createScenario({ players: 3, pirates: { condent: { owner: 'A', at: 'port-royal', ally: 'vane' }, vane: { owner: 'A', at: 'port-royal' } } }),
    ).toThrow(/11\.1/);
  });
});
