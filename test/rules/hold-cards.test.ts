import { describe, it, expect } from 'vitest';
import { builtinComponents } from '../../src/index.js';
import { scenario, sea, warshipSighted, conspiracyAgainstLow } from './helpers.js';

/**
 * 17.2 Hold cards not covered elsewhere, with forced dice: Letter of Marque (#12) and the
 * Retirements it allows (18.41 A, B), Double Cross (#4), Skull and Crossbones (#19), KC Surprise
 * (#11), Pirate Converts (#16), Local Resistance (#13), and the "Action AND Event" cards (4.4C
 * option 3): Buried Treasure (#1), Fair Winds (#6), Heavy Guns (#10).
 * Bath and Charleston are English ports; their Values come from the component data.
 */
const valueOf = (port: string): number => builtinComponents.ports.find((p) => p.id === port)?.value ?? NaN;

describe('17.2 #12 Letter of Marque', () => {
  const inBath = (hand: string[] = ['letter-of-marque']) =>
    scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { A: hand },
      governors: { bath: 'pro' },
      pirates: { low: { owner: 'A', at: 'bath', np: 10, netWorth: 1000 } },
    });

  it('is played during an In-Port Activities Action in a port with a Pro-Pirate Governor: the nationality, and the card leaves the game', () => {
    const t = inBath();
    t.act({ type: 'inPortActivities', player: 'A', pirate: 'low' });
    expect(t.canDo({ type: 'playEvent', card: 'letter-of-marque', pirate: 'low' })).toBe(true);
    t.act({ type: 'playEvent', player: 'A', card: 'letter-of-marque', pirate: 'low' });
    expect(t.pirate('low').letterOfMarque).toBe('english');
    expect(t.hand('A')).toEqual([]);
    expect(t.state.removed['letter-of-marque']).toBe(1);
    expect(t.last('letterOfMarque')).toMatchObject({ rule: '17.2', nationality: 'english' });
  });

  it('not in a port without a Pro-Pirate Governor, nor for a Pirate who has one already', () => {
    const t = scenario({
      players: 3,
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { A: ['letter-of-marque'] },
      governors: { charleston: 'pro' },
      pirates: { low: { owner: 'A', at: 'bath' }, vane: { owner: 'A', at: 'charleston', letterOfMarque: 'spanish' } },
    });
    t.act({ type: 'inPortActivities', player: 'A', pirate: 'low' });
    expect(t.canDo({ type: 'playEvent' })).toBe(false);
    const u = scenario({
      players: 3,
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { A: ['letter-of-marque'] },
      governors: { charleston: 'pro' },
      pirates: { vane: { owner: 'A', at: 'charleston', letterOfMarque: 'spanish' } },
    });
    u.act({ type: 'inPortActivities', player: 'A', pirate: 'vane' });
    expect(u.canDo({ type: 'playEvent' })).toBe(false);
  });

  it('18.41A: Retire with it in a port of its nationality, scored as 18.12A (2 per NP, 1 per 100 Net Worth)', () => {
    const t = scenario({
      players: 3,
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      governors: { bath: 'anti' },
      pirates: { low: { owner: 'A', at: 'bath', np: 10, netWorth: 1000, letterOfMarque: 'english' } },
    });
    // An Anti-Pirate Governor, but the Letter makes the port Pro-Pirate for him (9.31).
    expect(t.legalOf('retire')).toEqual([{ type: 'retire', player: 'A', pirate: 'low', method: 'letterOfMarque' }]);
    t.act({ type: 'retire', player: 'A', pirate: 'low', method: 'letterOfMarque' });
    expect(t.last('pirateRetired')).toMatchObject({ pirate: 'low', method: 'letterOfMarque', vp: 30, scoring: '18.12A' });
    expect(t.vp('A')).toBe(30);
  });
});

describe('11.5 Letters of Marque and Alliances', () => {
  it('no Letter is given during an Alliance, and one held cannot be used (no Retirement with it)', () => {
    const t = scenario({
      players: 3,
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { A: ['letter-of-marque'] },
      governors: { bath: 'pro' },
      pirates: {
        low: { owner: 'A', at: 'bath', ally: 'vane', letterOfMarque: 'english' },
        vane: { owner: 'A', at: 'bath', ally: 'low' },
      },
    });
    expect(t.legalOf('retire').some((a) => a.method === 'letterOfMarque')).toBe(false);
    t.act({ type: 'inPortActivities', player: 'A', pirate: t.legalOf('inPortActivities')[0]?.pirate ?? 'low' });
    expect(t.canDo({ type: 'playEvent', card: 'letter-of-marque' })).toBe(false);
  });
});

describe('17.2 #4 Double Cross on each of its results (RULINGS B8)', () => {
  const retiring = (options: Record<string, unknown> = {}) => {
    const t = scenario({
      players: 3,
      options: { cunning: false, ...options },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { B: ['double-cross'] },
      pirates: { low: { owner: 'A', at: 'bath', np: 10, netWorth: 1000, letterOfMarque: 'english' } },
    });
    t.exact({ type: 'retire', player: 'A', pirate: 'low', method: 'letterOfMarque' });
    // 17.2 / 4.63: B, holding a card, is first asked as the Retirement is announced (a Mutiny
    // Conspiracy could be played then); Double Cross belongs to the Letter of Marque step.
    expect(t.legal()).toEqual([{ type: 'pass', player: 'B' }]);
    t.exact({ type: 'pass', player: 'B' });
    expect(t.legal()).toEqual([{ type: 'playEvent', player: 'B', card: 'double-cross' }, { type: 'pass', player: 'B' }]);
    t.exact({ type: 'playEvent', player: 'B', card: 'double-cross' });
    return t;
  };

  it('1-2: insufficient evidence; he Retires gracefully with all his Net Worth', () => {
    const t = retiring();
    t.roll(2);
    expect(t.last('doubleCross')).toMatchObject({ outcome: 'noEvidence', rule: '17.2' });
    expect(t.last('pirateRetired')).toMatchObject({ netWorth: 1000, vp: 30 });
    expect(t.state.turn.apUsed).toEqual(['B']);
    expect(t.state.discard['double-cross']).toBe(1);
  });

  it('3-4: a trial; 2d6 = 5 costs 50 % of his Net Worth (rounded up), then he Retires', () => {
    const t = retiring();
    t.roll(3);
    t.roll(2, 3);
    expect(t.last('doubleCross')).toMatchObject({ outcome: 'trial', percent: 50, paid: 500 });
    expect(t.last('pirateRetired')).toMatchObject({ netWorth: 500, vp: 25 });
  });

  it('3-4 with 2d6 of 10-12: 100 %', () => {
    const t = retiring();
    t.roll(4);
    t.roll(5, 6);
    expect(t.last('doubleCross')).toMatchObject({ outcome: 'trial', percent: 100, paid: 1000 });
    expect(t.last('pirateRetired')).toMatchObject({ netWorth: 0, vp: 20 });
  });

  it('5-6: hanged, all Net Worth lost but not Notoriety; scored as Retired by default, as Eliminated with the option', () => {
    const t = retiring();
    t.roll(6);
    expect(t.last('doubleCross')).toMatchObject({ outcome: 'hanged', netWorth: 0 });
    expect(t.last('pirateRetired')).toMatchObject({ netWorth: 0, vp: 20 });
    const u = retiring({ doubleCrossHangedScoresAs: 'eliminated' });
    u.roll(5);
    expect(u.last('pirateEliminated')).toMatchObject({ pirate: 'low', cause: 'hanged', vp: 10, scoring: '18.12B' });
    expect(u.ev('pirateRetired')).toEqual([]);
  });
});

describe('10.34 / 18.41B: surrendering to a KC with a Letter of Marque', () => {
  const intercepted = (hands: Record<string, string[]> = {}) => {
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands,
      merchants: { bath: { type: 'flute' } },
      kcs: { matthews: { owner: 'B', area: 'central-atlantic' } },
      pirates: { vane: { owner: 'A', at: 'central-atlantic', ship: 'schooner', speed: 2, np: 8, netWorth: 600, letterOfMarque: 'french' } },
    });
    t.exact({ type: 'findMerchant', player: 'A', pirate: 'vane', port: 'bath' });
    t.exact({ type: 'kcReact', player: 'B' });
    return t;
  };

  it('not before the interception roll (10.33-10.34): fight or try to escape', () => {
    const t = intercepted();
    expect(t.legalOf('fightOrEscape').map((a) => a.choice)).toEqual(['fight', 'escape']);
    expect(() => t.exact({ type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'surrender' })).toThrow(/not legal|not possible/);
  });

  it('once intercepted he may surrender (any nationality) and Retires: 18.12A, the KC player scores nothing', () => {
    const t = intercepted();
    t.act({ type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'escape' });
    t.roll(5); // KC: 5 + Speed 3 = 8
    t.roll(4); // Vane: 4 + Speed 2 = 6: intercepted
    expect(t.legalOf('fightOrEscape').map((a) => a.choice)).toEqual(['fight', 'surrender']);
    t.act({ type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'surrender' });
    expect(t.last('pirateRetired')).toMatchObject({ pirate: 'vane', method: 'surrenderToKc', vp: 22 });
    expect(t.vp('B')).toBe(0);
  });

  it('Double Cross may be played against the surrender by a player who has used his AP Action (B8)', () => {
    const t = intercepted({ B: ['double-cross'] });
    t.act({ type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'escape' });
    t.roll(5); // KC: 5 + Speed 3 = 8
    t.roll(4); // Vane: 4 + Speed 2 = 6: intercepted (the 10.3 example)
    expect(t.legalOf('fightOrEscape').map((a) => a.choice)).toEqual(['fight', 'surrender']);
    t.state = { ...t.state, turn: { ...t.state.turn, apUsed: ['B'] } };
    t.exact({ type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'surrender' });
    expect(t.legal()).toEqual([{ type: 'playEvent', player: 'B', card: 'double-cross' }, { type: 'pass', player: 'B' }]);
    t.exact({ type: 'playEvent', player: 'B', card: 'double-cross' });
    t.roll(1);
    expect(t.last('pirateRetired')).toMatchObject({ pirate: 'vane', netWorth: 600, vp: 22 });
    expect(t.state.turn.apUsed).toEqual(['B']); // not a second AP Action
  });

  it('without a Letter of Marque there is no surrender', () => {
    const t = scenario({
      players: 3,
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      merchants: { bath: { type: 'flute' } },
      kcs: { matthews: { owner: 'B', area: 'central-atlantic' } },
      pirates: { vane: { owner: 'A', at: 'central-atlantic' } },
    });
    t.exact({ type: 'findMerchant', player: 'A', pirate: 'vane', port: 'bath' });
    t.exact({ type: 'kcReact', player: 'B' });
    expect(t.legalOf('fightOrEscape').map((a) => a.choice)).toEqual(['fight', 'escape']);
  });
});

describe('17.2 #19 Skull and Crossbones (RULINGS B53)', () => {
  const conspiracy = (cunning: number) => conspiracyAgainstLow(['skull-and-crossbones'], { cunning, loyalty: 3 });

  it('cancels a Mutiny Conspiracy before it takes effect: the card goes back into the deck, one Cunning spent', () => {
    const t = conspiracy(2);
    const deck = t.state.deck['mutiny-conspiracy'] ?? 0;
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'window' });
    expect(t.legal()).toEqual([{ type: 'playEvent', player: 'A', card: 'skull-and-crossbones', pirate: 'low' }, { type: 'pass', player: 'A' }]);
    t.act({ type: 'playEvent', player: 'A', card: 'skull-and-crossbones', pirate: 'low' });
    expect(t.last('cardNegated')).toMatchObject({ card: 'mutiny-conspiracy', pirate: 'low', rule: '17.2' });
    expect(t.state.deck['mutiny-conspiracy']).toBe(deck + 1);
    expect(t.state.discard['mutiny-conspiracy'] ?? 0).toBe(0);
    expect(t.state.discard['skull-and-crossbones']).toBe(1);
    expect(t.pirate('low').cunning).toBe(1);
    expect(t.ev('mutinyConspiracy')).toEqual([]);
    expect(t.pirate('low').location).toEqual(sea('south-atlantic'));
    expect(t.state.turn.apUsed).toEqual(['C']); // the AP Action was still taken
  });

  it('the owner is asked whenever he holds cards and his Pirate has Cunning, whatever the cards; not with no Cunning', () => {
    const t = conspiracy(0);
    expect(t.pending).toMatchObject({ kind: 'chance' });
    // R22: Cunning ignored, so it cannot be paid.
    const off = conspiracyAgainstLow(['skull-and-crossbones'], { cunning: 2 }, { options: { cunning: false } });
    expect(off.pending).toMatchObject({ kind: 'chance' });
    const u = conspiracyAgainstLow(['fair-winds']);
    expect(u.legal()).toEqual([{ type: 'pass', player: 'A' }]);
  });

  it('+2 to the target of a Booty Grab (9.62)', () => {
    const t = scenario({
      players: 3,
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { B: ['skull-and-crossbones'] },
      pirates: { low: { owner: 'A', at: 'bath' }, vane: { owner: 'B', at: 'bath', dr: 'voluntary', holds: [800], cunning: 1 } },
    });
    t.exact({ type: 'bootyGrab', player: 'A', pirate: 'low', target: 'vane' });
    t.exact({ type: 'pass', player: 'B' }); // the In-Port announcement (17.2 #15, #17 could be played)
    t.exact({ type: 'playEvent', player: 'B', card: 'skull-and-crossbones', pirate: 'vane' });
    t.roll(4);
    t.act({ type: 'pass', player: 'A' }); // no Cunning reroll
    t.roll(3); // Vane has no Cunning left to reroll with
    const e = t.last('bootyGrabAttempt');
    expect(e['defend']).toMatchObject({ die: 3, skull: 2 });
    expect(t.pirate('vane').cunning).toBe(0);
  });
});

describe('17.2 #11 KC Surprise (RULINGS B52)', () => {
  it('by the Sighting player: a KC drawn from the pool replaces the Warship and attacks; not a second AP Action', () => {
    const t = warshipSighted({ B: ['warship-sighting', 'kc-surprise'] });
    expect(t.legal()).toEqual([{ type: 'playEvent', player: 'B', card: 'kc-surprise' }, { type: 'pass', player: 'B' }]);
    t.exact({ type: 'playEvent', player: 'B', card: 'kc-surprise' });
    t.draw('matthews');
    expect(t.state.kcs['matthews']).toEqual({ id: 'matthews', owner: 'B', area: 'central-atlantic' });
    expect(t.state.warships['central-atlantic']).toBeUndefined();
    expect(t.state.warshipPool['warship-medium']).toBeGreaterThan(0);
    expect(t.state.turn.apUsed).toEqual(['B']);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'kc' });
    t.exact({ type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'escape' });
    expect(t.pending).toMatchObject({ kind: 'chance' });
  });

  it('by another player without a KC: it is his AP Action', () => {
    const t = warshipSighted({ B: ['warship-sighting'], C: ['kc-surprise'] });
    expect(t.pending).toMatchObject({ player: 'C' });
    t.exact({ type: 'playEvent', player: 'C', card: 'kc-surprise' });
    t.draw('ogle');
    expect(t.state.kcs['ogle']?.owner).toBe('C');
    expect(t.state.turn.apUsed).toEqual(['B', 'C']);
  });
});

describe('17.2 #16 Pirate Converts (RULINGS B47)', () => {
  it('a Retired Pirate becomes the Ex-Pirate KC (Combat 9, Speed 3) in the active Pirate\'s Sea Area', () => {
    const t = scenario({
      players: 3,
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { C: ['pirate-converts'] },
      retired: ['kidd'],
      pirates: { vane: { owner: 'A', at: 'central-atlantic' } },
    });
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('south-atlantic') });
    expect(t.legal()).toContainEqual({ type: 'playEvent', player: 'C', card: 'pirate-converts', pirate: 'kidd' });
    t.exact({ type: 'playEvent', player: 'C', card: 'pirate-converts', pirate: 'kidd' });
    expect(t.state.kcs['ex-pirate']).toEqual({ id: 'ex-pirate', owner: 'C', area: 'central-atlantic' });
    expect(t.last('kcDeployed')).toMatchObject({ combat: 9, speed: 3, exPirate: 'kidd' });
    expect(t.state.turn.apUsed).toEqual(['C']);
  });

  it('not without a Retired Pirate, nor by a player who has a KC', () => {
    const t = scenario({
      players: 3,
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { C: ['pirate-converts'] },
      kcs: { matthews: { owner: 'C', area: 'india' } },
      retired: ['kidd'],
      pirates: { vane: { owner: 'A', at: 'central-atlantic' } },
    });
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: sea('south-atlantic') });
    expect(t.ev('kcDeployed')).toEqual([]);
    expect(t.pirate('vane').location).toEqual(sea('south-atlantic'));
  });
});

describe('17.2 #13 Local Resistance', () => {
  const resist = () => {
    const t = scenario({
      players: 3,
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { B: ['local-resistance'] },
      governors: { bath: 'pro' },
      pirates: { vane: { owner: 'A', at: 'central-atlantic' }, low: { owner: 'C', at: 'bath' } },
    });
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('south-atlantic') });
    t.exact({ type: 'playEvent', player: 'B', card: 'local-resistance', port: 'bath' });
    return t;
  };

  it('a roll above the port\'s Value removes the Pro-Pirate Governor for good and Ousts the Pirates there', () => {
    const t = resist();
    t.roll(valueOf('bath') + 1);
    expect(t.state.governors['bath']).toBeUndefined();
    expect(t.last('localResistance')).toMatchObject({ outcome: 'governorRemoved', rule: '17.2' });
    expect(t.pirate('low').location).toEqual(sea('central-atlantic'));
    expect(t.state.turn.apUsed).toEqual(['B']);
  });

  it('a roll equal to the Value: no effect', () => {
    const t = resist();
    t.roll(valueOf('bath'));
    expect(t.state.governors['bath']).toBeDefined();
    expect(t.pirate('low').location).toEqual({ kind: 'port', port: 'bath' });
  });
});

describe('4.4C option 3: the "Action AND Event" cards', () => {
  it('#10 Heavy Guns: for one of his In-Port Pirates, +2 Combat from then on; the card stays with the ship; 1 Action', () => {
    const t = scenario({
      players: 3,
      hands: { A: ['heavy-guns'] },
      pirates: { low: { owner: 'A', at: 'bath' }, vane: { owner: 'A', at: 'india' } },
    });
    expect(t.legalOf('playCard')).toEqual([{ type: 'playCard', player: 'A', card: 'heavy-guns', pirate: null, event: { target: 'low', area: null } }]);
    t.act({ type: 'playCard', player: 'A', card: 'heavy-guns', pirate: null, event: { target: 'low', area: null } });
    expect(t.pirate('low').heavyGuns).toBe(true);
    expect(t.state.turn.actionsLeft).toBe(1);
    expect(t.state.discard['heavy-guns'] ?? 0).toBe(0);
  });

  it('#10 Heavy Guns with no Pirate In-Port cannot be played (its Event is compulsory, B23): 4.55 applies', () => {
    const t = scenario({ players: 3, hands: { A: ['heavy-guns'] }, pirates: { vane: { owner: 'A', at: 'india' } } });
    expect(t.legalOf('playCard')).toEqual([]);
    expect(t.canDo({ type: 'discardForActions', card: 'heavy-guns' })).toBe(true);
  });

  it('#6 Fair Winds: a Pirate goes at once to any Sea Area (no Reaction), then 1 Action; or his KC does', () => {
    const t = scenario({
      players: 3,
      hands: { A: ['fair-winds'] },
      kcs: { matthews: { owner: 'B', area: 'india' } },
      pirates: { vane: { owner: 'A', at: 'bath' } },
    });
    t.act({ type: 'playCard', player: 'A', card: 'fair-winds', pirate: null, event: { target: 'vane', area: 'india' } });
    expect(t.pirate('vane').location).toEqual(sea('india'));
    expect(t.last('fairWinds')).toMatchObject({ rule: '17.2', piece: 'vane', area: 'india' });
    expect(t.state.turn.actionsLeft).toBe(1);
    expect(t.state.discard['fair-winds']).toBe(1);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
    const u = scenario({ players: 3, hands: { A: ['fair-winds'] }, kcs: { ogle: { owner: 'A', area: 'india' } }, pirates: { vane: { owner: 'A', at: 'bath' } } });
    // 10.27: never into the Sea Area of his own KC.
    expect(u.legalOf('playCard').some((a) => a.event?.target === 'vane' && a.event.area === 'india')).toBe(false);
    u.act({ type: 'playCard', player: 'A', card: 'fair-winds', pirate: null, event: { target: 'ogle', area: 'gold-coast' } });
    expect(u.state.kcs['ogle']?.area).toBe('gold-coast');
  });

  it('#1 Buried Treasure: assigned to a Pirate; in the Isle of Pines\' Sea Area one Action digs: 3-6 finds 3d6 x 100', () => {
    const area = builtinComponents.isleOfPines.seaArea;
    const t = scenario({
      players: 3,
      options: { cunning: false },
      hands: { A: ['buried-treasure', 'wear-and-tear'] },
      pirates: { vane: { owner: 'A', at: area, holds: [300] } },
    });
    t.act({ type: 'playCard', player: 'A', card: 'buried-treasure', pirate: null, event: { target: 'vane', area: null } });
    expect(t.pirate('vane').buriedTreasure).toBe(true);
    t.act({ type: 'digTreasure', player: 'A', pirate: 'vane' });
    t.roll(4);
    t.roll(6, 6, 4);
    expect(t.last('treasureFound')).toMatchObject({ doubloons: 1600, rule: '17.2' });
    t.act({ type: 'chooseHold', player: 'A', pirate: 'vane', hold: 1 });
    expect(t.pirate('vane').holds).toEqual([300, 1600]);
    expect(t.pirate('vane').buriedTreasure).toBe(false);
    expect(t.state.discard['buried-treasure']).toBe(1);
  });

  it('#1 Buried Treasure: a 1-2 finds nothing and the card is discarded; he can dig only at sea in that Sea Area', () => {
    const area = builtinComponents.isleOfPines.seaArea;
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      pirates: { vane: { owner: 'A', at: area, buriedTreasure: true }, low: { owner: 'A', at: 'india', buriedTreasure: false } },
    });
    expect(t.legalOf('digTreasure')).toEqual([{ type: 'digTreasure', player: 'A', pirate: 'vane' }]);
    t.act({ type: 'digTreasure', player: 'A', pirate: 'vane' });
    t.roll(2);
    expect(t.last('treasureDig')).toMatchObject({ found: false });
    expect(t.state.discard['buried-treasure']).toBe(1);
    expect(t.pirate('vane').holds).toEqual([]);
  });
});
