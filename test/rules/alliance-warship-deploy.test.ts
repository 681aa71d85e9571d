/**
 * A Warship's win against an Alliance (6.46, 11.4), an Initiative card played for an ally (4.52,
 * 11.2, R15) and deploying next to one's own KC (5.15, 10.27, R97): positions the engine once got
 * wrong, each with the outcome the rules require.
 */
import { describe, it, expect } from 'vitest';
import { scenario, type Table } from './helpers.js';

/**
 * Bonnet (Ability 2, NP 5, the Active Pirate) and Kidd (Ability 2), allied in two Schooners (Combat
 * 6) at Crew Loyalty 1, fight the Warship B's Sighting sends against Bonnet's Find; the dice are
 * rolled by the test.
 */
function allianceFightsWarship(): Table {
  const t = scenario({
    players: 3,
    options: { cunning: false },
    hands: { B: ['warship-sighting'] },
    turn: { actionsCard: 'wear-and-tear', actionsLeft: 2 },
    pirates: {
      bonnet: { owner: 'A', at: 'east-caribbean', ship: 'schooner', ally: 'kidd', np: 5, loyalty: 1 },
      kidd: { owner: 'A', at: 'east-caribbean', ship: 'schooner', ally: 'bonnet', np: 1, loyalty: 1 },
    },
    merchants: { 'santo-domingo': { type: 'brigantine' } },
  });
  t.exact({ type: 'findMerchant', player: 'A', pirate: 'bonnet', port: 'santo-domingo' });
  t.exact({ type: 'playEvent', player: 'B', card: 'warship-sighting' });
  t.draw('warship-medium');
  t.act({ type: 'warshipAttack', player: 'B', attack: true });
  t.act({ type: 'fightOrEscape', player: 'A', pirate: 'bonnet', choice: 'fight' });
  return t;
}

describe('6.46 / 11.4: a Warship win against an Alliance', () => {
  it('6.46 + 11.4: the Combat hits are divided between the allies even when the Loyalty loss sets off a Mutiny', () => {
    // Bonnet (Ability 2, NP 5, the Active Pirate) and Kidd (Ability 2) are allied in two Schooners
    // (Combat 6), both at Crew Loyalty 1. A Warship (Combat 7) beats them: 1 + 6 + 2 + 2 = 11 against
    // 6 + 7 + 2 (Living Rules) = 15, a difference of 4. 6.46: "The Pirate Ship suffers Combat Damage
    // Hits equal to the difference ... In addition, the Pirate suffers a loss of one Crew Loyalty";
    // 11.4: "Ship Combat Damage is divided evenly". So each ship takes 2 hits (Combat 4 each).
    const t = allianceFightsWarship();
    t.roll(1);
    t.roll(6);
    expect(t.last('warshipBattle')).toMatchObject({ outcome: 'warshipWins', attack: { total: 11 }, defense: { total: 15 } });
    const hits = t.ev('damaged').filter((e) => e.track === 'combat');
    const on = (id: string) => hits.filter((e) => e.pirate === id).reduce((n, e) => n + e.hits, 0);
    // The -1 Loyalty takes both crews to 0 and the Mutiny breaks the Alliance (11.6), but the
    // Alliance that fought still shares the hits (R15).
    expect(on('bonnet')).toBe(2);
    expect(on('kidd')).toBe(2);
  });

  it('11.4: the player places an odd hit before the Mutiny that the Loyalty loss starts is rolled', () => {
    // As above, but 1 + 10 = 11 against 5 + 9 = 14: 3 hits, one each and the odd one placed by A.
    const t = allianceFightsWarship();
    t.roll(1);
    t.roll(5);
    expect(t.ev('mutiny')).toHaveLength(0);
    expect(t.legal()).toEqual([
      { type: 'assignHit', player: 'A', pirate: 'bonnet' },
      { type: 'assignHit', player: 'A', pirate: 'kidd' },
    ]);
    t.act({ type: 'assignHit', player: 'A', pirate: 'kidd' });
    expect(t.pirate('bonnet').combat).toBe(5);
    expect(t.pirate('kidd').combat).toBe(4);
    // Then the two Mutinies (14.1) are rolled, the Alliance already broken (11.6).
    expect(t.state.pirates.bonnet?.ally).toBeNull();
    t.roll(1);
    t.roll(1);
    expect(t.ev('mutiny')).toHaveLength(2);
  });
});

describe('4.52 / 11.2: an Actions = Initiative card and an Alliance', () => {
  it('4.52: every play of an Initiative card that the engine offers gives Actions the player can use', () => {
    // Vane (NP 5) and Low (NP 1) are allied In-Port: Vane is the Active Pirate (11.2). The engine
    // offers Warship Sighting for Actions "for Low" (4.52: his Initiative). 11.2 lets the player use
    // "whichever Pirate's Rating he wishes", and allied Pirates "undertake Actions as one", so the
    // Alliance spends those Actions through Vane, its Active Pirate (R15).
    const t = scenario({
      players: 4,
      options: { cunning: false },
      hands: { A: ['warship-sighting'] },
      pirates: {
        vane: { owner: 'A', at: 'port-royal', ally: 'low', np: 5 },
        low: { owner: 'A', at: 'port-royal', ally: 'vane', np: 1 },
      },
    });
    const offered = t.legalOf('playCard').filter((a) => a.card === 'warship-sighting').map((a) => a.pirate);
    expect(offered).toContain('low');
    t.act({ type: 'playCard', player: 'A', card: 'warship-sighting', pirate: 'low' });
    expect(t.state.turn.actionsLeft).toBe(2);
    const pirateActions = t.legal().filter((a) => 'pirate' in a && a.type !== 'breakAlliance');
    expect(pirateActions.length).toBeGreaterThan(0);
  });
});

describe('5.15 / 10.27 (RULINGS B37): deploying a new Pirate', () => {
  it('5.15 + 10.27: a new Pirate may not be deployed into the Sea Area that holds his owner\'s own KC', () => {
    // 10.27: "no Pirate may move into (or remain in) a Sea Area that also contains his own KC";
    // docs/rulings.md B37: "A player's Pirates never enter a Sea Area with his own KC". The engine
    // applies this to Moves, Fair Winds (R23) and solitaire placement (R30), but Action K offers a
    // deployment into that very Sea Area (after which the Pirate may only move out).
    const t = scenario({
      players: 4,
      turn: { actionsCard: 'scurvy-outbreak', actionsLeft: 2 },
      pirateHands: { A: ['teach'] },
      pirates: { vane: { owner: 'A', at: 'india' } },
      kcs: { matthews: { owner: 'A', area: 'gold-coast' } },
    });
    const deploys = t.legalOf('deployPirate');
    expect(deploys.length).toBeGreaterThan(0);
    expect(deploys.filter((a) => a.area === 'gold-coast')).toEqual([]);
  });
});
