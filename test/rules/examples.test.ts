import { describe, it, expect } from 'vitest';
import { scenario, sea, FIVE_MERCHANTS } from './helpers.js';

/**
 * The worked examples of the rulebook, step by step, with the rulings that correct them
 * (RULINGS B13). Other examples live next to their rule: 3.0 Step 8 (setup.test.ts),
 * 4.51/4.52 (turn.test.ts), 8.5 A-C (find-loot.test.ts), 17.2 #20 Whydah (events.test.ts).
 */

describe('5 Example of a Player-Turn', () => {
  it('5 example: Low (Ability 3) moves Central -> South Atlantic, then fails to Find at Charleston with a roll of 2 (total 5)', () => {
    const t = scenario({
      players: 4,
      options: { cunning: false },
      turn: { phase: 'start' },
      hands: { A: ['scurvy-outbreak', 'wear-and-tear', 'local-resistance'] },
      pirates: { low: { owner: 'A', at: 'central-atlantic' } },
      merchants: { ...FIVE_MERCHANTS, charleston: { type: 'schooner' } },
    });
    // Marco has only 3 cards so he draws one more: a Hold card, kept.
    t.draw('warship-sighting');
    expect(t.hand('A')).toHaveLength(4);
    // He plays a card that allows two Actions.
    t.act({ type: 'playCard', player: 'A', card: 'scurvy-outbreak', pirate: null });
    t.act({ type: 'move', player: 'A', pirate: 'low', to: sea('south-atlantic') });
    expect(t.pirate('low').location).toEqual(sea('south-atlantic'));
    t.act({ type: 'findMerchant', player: 'A', pirate: 'low', port: 'charleston' });
    t.roll(2);
    const e = t.last('findFailed');
    expect(e.roll).toMatchObject({ die: 2, ability: 3, total: 5 });
    expect(t.state.merchants.charleston).toEqual({ type: 'schooner', faceUp: false, foundBy: null });
    expect(t.state.turn.actionsLeft).toBe(0);
  });
});

describe('8.2 Example of Looting a Merchant (RULINGS B13: the rules text of 8.33 and 8.45 wins)', () => {
  it('8.2 example: Vane finds with a 4, loots the Brigantine at Santo Domingo for 2500, jettisons 400, tortures the Captain', () => {
    // Holly's Vane (Ability 4, Cruelty 3), undamaged Schooner, East Caribbean; a Merchant at Santo Domingo.
    // He has a full Hold of 400 and no empty Hold: Holds [400, 100, 100].
    const t = scenario({
      players: 4,
      options: { cunning: false },
      turn: { actionsCard: 'scurvy-outbreak', actionsLeft: 2 },
      pirates: { vane: { owner: 'A', at: 'east-caribbean', ship: 'schooner', holds: [400, 100, 100] } },
      merchants: { 'santo-domingo': { type: 'brigantine' } },
    });
    // Find: 4 + Ability 4 = 8.
    t.act({ type: 'findMerchant', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.roll(4);
    expect(t.last('merchantFound').merchant).toBe('brigantine');
    // Loot: Cargo Table 6 + Cargo rating 3 = 9 on the Caribbean column: 2500 Doubloons.
    t.act({ type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.roll(6);
    expect(t.last('cargoDetermined')).toMatchObject({ roll: { die: 6, cargoRating: 3, total: 9 }, column: 'caribbean', doubloons: 2500 });
    // The Hostage: a Captain (Information 5, Value 2).
    t.draw('captain');
    expect(t.last('hostageIdentified')).toMatchObject({ hostage: 'captain', information: 5, value: 2 });
    t.act({ type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true });
    // No empty Hold: she jettisons the 400 and fills that Hold with the 2500.
    expect(t.canDo({ type: 'takeCargo' })).toBe(false);
    t.act({ type: 'jettison', player: 'A', pirate: 'vane', hold: 0 });
    t.act({ type: 'takeCargo', player: 'A', pirate: 'vane' });
    expect([...t.pirate('vane').holds].sort((a, b) => a - b)).toEqual([100, 100, 2500]);
    // Torture: 4 > Cruelty 3: 5 Information points on Santo Domingo.
    t.act({ type: 'dealWithHostage', player: 'A', pirate: 'vane', choice: 'torture' });
    t.roll(4);
    expect(t.pirate('vane').info['santo-domingo']).toBe(5);
    // She could have converted the Brigantine but wants the faster ship.
    t.act({ type: 'pass', player: 'A' });
    // She decides against D&R.
    t.act({ type: 'pass', player: 'A' });
    const v = t.pirate('vane');
    // RULINGS B13: NP 3 (Cargo rating, 8.33) + 2 (Hostage Value, 8.45) = 5.
    expect(v.np).toBe(5);
    // Loyalty 7 + 1 (Cargo Table ** for a 9, B27) + 1 (torture, 8.45) = 9.
    expect(v.loyalty).toBe(9);
    expect(v.ship).toBe('schooner');
    expect(v.dr).toBeNull();
    expect(v.hostages).toEqual([]);
    // 8.34: the Merchant goes back to the pool; 8.45: so does the tortured Hostage.
    expect(t.state.merchants['santo-domingo']).toBeUndefined();
    expect(t.state.merchantPool.brigantine).toBe(7);
    expect(t.state.hostagePool.captain).toBe(3);
    expect(t.state.turn.actionsLeft).toBe(0);
    expect(t.pirate('vane').location).toEqual(sea('east-caribbean'));
  });
});

describe('5 Example of a Player-Turn, the Anti-Pirate part (4.6, 10.4, 10.3)', () => {
  it('Holly plays Scurvy against Low before his Move; after his Find, Todd moves Ogle East -> West Caribbean; next turn Ogle may React', () => {
    // Marco is A; Holly (B) sits to his left; Todd (D) to his right.
    const t = scenario({
      players: 4,
      options: { cunning: false },
      turn: { phase: 'start' },
      hands: { A: ['wear-and-tear', 'fair-winds', 'buried-treasure'], B: ['scurvy-outbreak'] },
      kcs: { ogle: { owner: 'D', area: 'east-caribbean' } },
      pirates: { low: { owner: 'A', at: 'central-atlantic' } },
      merchants: { ...FIVE_MERCHANTS, charleston: { type: 'schooner' } },
    });
    t.draw('warship-sighting');
    t.act({ type: 'playCard', player: 'A', card: 'wear-and-tear', pirate: null });
    t.exact({ type: 'move', player: 'A', pirate: 'low', to: sea('south-atlantic') });
    // Holly, first from Marco's left, plays Scurvy as her AP Action "before he can do so".
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    t.exact({ type: 'playEvent', player: 'B', card: 'scurvy-outbreak' });
    expect(t.pirate('low')).toMatchObject({ scurvy: true, loyalty: 6, location: sea('central-atlantic') });
    t.act({ type: 'findMerchant', player: 'A', pirate: 'low', port: 'charleston' });
    expect(t.pirate('low').location).toEqual(sea('south-atlantic'));
    t.exact({ type: 'chance', value: [2] });
    expect(t.last('findFailed').roll).toMatchObject({ total: 5 });
    // "Low is still active": Todd moves Ogle as his AP Action (10.4).
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'D', frame: 'window' });
    expect(t.legal()).toContainEqual({ type: 'kcMove', player: 'D', to: 'west-caribbean' });
    t.exact({ type: 'kcMove', player: 'D', to: 'west-caribbean' });
    expect(t.state.kcs['ogle']?.area).toBe('west-caribbean');
    expect(t.state.turn.apUsed).toEqual(['B', 'D']);
    t.act({ type: 'endTurn', player: 'A' });

    // The other Player-Turns pass (they have no Pirates), drawing Hold cards.
    const holds = ['warship-sighting', 'mutiny-conspiracy', 'debauchery-and-revelry', 'wear-and-tear', 'scurvy-outbreak'];
    for (let i = 0; i < 200 && !(t.state.turn.player === 'A' && t.state.turn.phase === 'play'); i++) {
      const p = t.pending;
      if (p.kind === 'chance') t.draw(holds.find((c) => (t.state.deck[c] ?? 0) > 0) ?? 'warship-sighting');
      else if (p.kind === 'decision' && p.frame === 'turn' && p.player !== 'A') {
        const end = t.legalOf('endTurn')[0] ?? t.legalOf('playCard')[0];
        if (end) t.act(end);
      } else t.act({ type: 'pass', player: (p as { player: 'A' }).player });
    }
    expect(t.state.turn).toMatchObject({ player: 'A', phase: 'play' });
    // 17.2 #18: Scurvy cost Low another Loyalty point at the start of Marco's turn.
    expect(t.pirate('low').loyalty).toBe(5);
    t.act(t.legalOf('playCard')[0] ?? { type: 'endTurn', player: 'A' });
    t.exact({ type: 'findMerchant', player: 'A', pirate: 'low', port: 'charleston' });
    // Ogle, in the adjacent West Caribbean, may now React (10.31).
    for (let i = 0; i < 4 && t.pending.kind === 'decision' && (t.pending as { player: string }).player !== 'D'; i++) {
      t.exact({ type: 'pass', player: (t.pending as { player: 'B' }).player });
    }
    expect(t.legal()).toContainEqual({ type: 'kcReact', player: 'D' });
  });
});
