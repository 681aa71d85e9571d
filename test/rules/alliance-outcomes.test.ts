import { describe, it, expect } from 'vitest';
import { table, actionsOf } from './career-helpers.js';

/**
 * Rule outcomes of Pirate Alliances (11.1-11.6) that no other test read: each was found by a
 * surviving mutant of src/actions/alliance.ts (docs/coverage.md, "Mutation testing"). Condent:
 * Ability 4, Leadership 3; Vane: Ability 4, Leadership 2; Bonnet: Ability 2. San Juan: Spanish,
 * Defense 7, in the East Caribbean.
 */

const ALL_PIRATES = ['avery', 'bellamy', 'bonnet', 'condent', 'davis', 'england', 'hornigold', 'la-buse', 'kidd', 'kennedy', 'nau', 'low', 'lowther', 'lusan', 'quelch', 'rackham', 'roberts', 'spriggs', 'taylor', 'tew', 'vane', 'wynne', 'teach'];

describe('11.1: who may form an Alliance', () => {
  it('one Alliance at a time: a third Pirate of A in the port of his allied pair is offered none', () => {
    const t = table({
      condent: { owner: 'A', at: 'port-royal', np: 5, ally: 'vane' },
      vane: { owner: 'A', at: 'port-royal', ally: 'condent' },
      low: { owner: 'A', at: 'port-royal' },
    });
    expect(actionsOf(t, 'low')).not.toContain('formAlliance');
    expect(t.legalOf('formAlliance')).toEqual([]);
  });

  it("another player's Alliance does not stop A's; another player's Pirate in the same port is no partner", () => {
    const t = table({
      condent: { owner: 'A', at: 'port-royal' },
      vane: { owner: 'A', at: 'port-royal' },
      bonnet: { owner: 'B', at: 'port-royal', ally: 'kidd' },
      kidd: { owner: 'B', at: 'port-royal', ally: 'bonnet' },
    });
    expect(t.legalOf('formAlliance')).toEqual([
      { type: 'formAlliance', player: 'A', pirate: 'condent', partner: 'vane' },
      { type: 'formAlliance', player: 'A', pirate: 'vane', partner: 'condent' },
    ]);
  });
});

describe('11.2: the Alliance fights with the better ship', () => {
  const attack = (condent: Record<string, unknown>, vane: Record<string, unknown>, options: Record<string, unknown> = {}, partner = 'vane') => {
    const t = table(
      {
        condent: { owner: 'A', at: 'east-caribbean', np: 5, ally: partner, ...condent },
        [partner]: { owner: 'A', at: 'east-caribbean', ally: 'condent', ...vane },
      },
      { options },
    );
    t.act({ type: 'attackPort', player: 'A', pirate: 'condent', port: 'san-juan' });
    t.roll(1);
    t.roll(6);
    return t.last('portAttacked').attack;
  };

  it("RULINGS B24: the ally's Heavy Guns make his ship the better one (4 + 2 over 5)", () => {
    expect(attack({ combat: 5 }, { combat: 4, heavyGuns: true })).toMatchObject({ die: 1, combat: 4, heavyGuns: 2, ability: 8, total: 15 });
  });

  it("RULINGS B24: the active Pirate's Heavy Guns make his the better one (4 + 2 over the ally's 5)", () => {
    expect(attack({ combat: 4, heavyGuns: true }, { combat: 5 })).toMatchObject({ die: 1, combat: 4, heavyGuns: 2, ability: 8, total: 15 });
  });

  it('first print 11.2 (allianceCombat plus1): the higher Combat + 1 and the better of the two Abilities (Condent 4 over Bonnet 2)', () => {
    expect(attack({ combat: 3 }, { combat: 2 }, { allianceCombat: 'plus1' }, 'bonnet')).toMatchObject({ die: 1, combat: 4, ability: 4, heavyGuns: 0, total: 9 });
  });
});

describe('11.1: an Alliance whose Pirate is lost at its announcement', () => {
  it('RULINGS B45: a Mutiny with no Pirate card left loses the ship; the Alliance is cancelled, and no window follows an Action of a Pirate no longer in play', () => {
    const t = table(
      {
        condent: { owner: 'A', at: 'port-royal' },
        vane: { owner: 'A', at: 'port-royal' },
      },
      {
        hands: { B: ['mutiny-conspiracy'] },
        retired: ALL_PIRATES.filter((p) => p !== 'condent' && p !== 'vane'),
        kcs: { matthews: { owner: 'C', area: 'india' } },
      },
    );
    expect(t.state.pirateDeck).toEqual([]);
    t.exact({ type: 'formAlliance', player: 'A', pirate: 'condent', partner: 'vane' });
    t.exact({ type: 'playEvent', player: 'B', card: 'mutiny-conspiracy' });
    t.exact({ type: 'chance', value: [6, 6] }); // 12 > Loyalty 7: a Mutiny (17.2 #15)
    t.exact({ type: 'chance', value: [6] }); // > Leadership 3: the mutineers win (14.2)
    expect(t.last('shipLost')).toMatchObject({ pirate: 'condent' });
    // C (a KC he could move, 10.4) is asked at the announcement's window, and passes.
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'C', frame: 'window' });
    t.exact({ type: 'pass', player: 'C' });
    expect(t.last('actionCancelled')).toEqual({ type: 'actionCancelled', rule: '11.1', pirate: 'condent', action: 'formAlliance' });
    expect(t.ev('allianceFormed')).toEqual([]);
    expect(t.pirate('vane').ally).toBeNull();
    // No window after the Action (4.63): C is not asked again; A goes on with his turn.
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
  });
});

describe('11.6: ending an Alliance', () => {
  it('by announcement on his turn: the event says so', () => {
    const t = table({
      condent: { owner: 'A', at: 'east-caribbean', np: 5, ally: 'vane' },
      vane: { owner: 'A', at: 'east-caribbean', ally: 'condent' },
    });
    expect(t.act({ type: 'breakAlliance', player: 'A', pirate: 'condent' })).toEqual([{ type: 'allianceBroken', rule: '11.6', pirates: ['condent', 'vane'], reason: 'announced' }]);
  });
});

describe('11.4: the odd Combat hit of a failed Attack, when a Warship answers the failure first', () => {
  /**
   * Condent and Vane (Vane's ship at Combat 0) fail against San Juan by 1 (1 + Condent's Combat + 8
   * against the defence): the odd hit is A's to place (11.4), but the failure's window comes first
   * (6.43): B's On-Station Warship attacks and wins (1 + Combat + 8 against 6 + its Combat + 2).
   */
  function failed(condentCombat: number, defenseDie: number, warship: string) {
    const t = table(
      {
        condent: { owner: 'A', at: 'east-caribbean', np: 5, ally: 'vane', combat: condentCombat },
        vane: { owner: 'A', at: 'east-caribbean', ally: 'condent', combat: 0 },
      },
      { warships: { 'east-caribbean': warship } },
    );
    t.act({ type: 'attackPort', player: 'A', pirate: 'condent', port: 'san-juan' });
    t.roll(1);
    t.exact({ type: 'chance', value: [defenseDie] });
    expect(t.last('portAttacked')).toMatchObject({ outcome: 'failure', attack: { total: 9 + condentCombat }, defense: { total: 7 + defenseDie } });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    t.exact({ type: 'useWarship', player: 'B' });
    t.act({ type: 'fightOrEscape', player: 'A', pirate: 'condent', choice: 'fight' });
    t.roll(1);
    t.roll(6);
    return t;
  }

  it("Vane sunk meanwhile: the Attack's odd hit goes to Condent, with no question", () => {
    // 12 against 13: 1 hit; the Light Warship's 13 against 12: 1 hit, placed by A on Vane, who sinks (6.25).
    const t = failed(3, 6, 'warship-light');
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'assignHit' });
    t.act({ type: 'assignHit', player: 'A', pirate: 'vane' });
    expect(t.last('shipSunk')).toMatchObject({ pirate: 'vane' });
    expect(t.last('damaged')).toEqual({ type: 'damaged', rule: '9.54', pirate: 'condent', track: 'combat', hits: 1, value: 2 });
    expect(t.pirate('condent').combat).toBe(2);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
  });

  it("both sunk meanwhile: the Attack's odd hit falls on no one", () => {
    // 11 against 12: 1 hit; the Heavy Warship's 17 against 11: 6 hits, 3 on each ship: both sink.
    const t = failed(2, 5, 'warship-heavy');
    expect(t.state.pirates['condent']).toBeUndefined();
    expect(t.state.pirates['vane']).toBeUndefined();
    expect(t.ev('damaged').filter((e) => e.rule === '9.54')).toEqual([]);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
  });
});
