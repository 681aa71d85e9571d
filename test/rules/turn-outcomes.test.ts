import { describe, it, expect } from 'vitest';
import { scenario, FIVE_MERCHANTS, sea, port, discardAllBut, deckSize, firstPrintLooted, pardonDrawn } from './helpers.js';
import { table, solo } from './career-helpers.js';

/**
 * Rule outcomes of the Player-Turn (4.3-4.5, src/actions/turn.ts) that no other test read: the
 * events of each step with the rule they cite, the exact Card Play lists (4.4C, 4.55, 5.16, 11.6),
 * and the limits of Action K (5.16, 2.7).
 */

describe('4.3 / 4.4: the events of a Player-Turn', () => {
  it('4.5 / 4.4 / 4.3: a card played, an Action, the end of the Card Play Phase, the turn passed on and the next begun', () => {
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'C' },
      hands: { A: ['scurvy-outbreak', 'wear-and-tear'], C: ['scurvy-outbreak'] },
      pirates: { vane: { owner: 'C', at: 'india' } },
      merchants: FIVE_MERCHANTS,
    });
    t.act({ type: 'playCard', player: 'C', card: 'scurvy-outbreak', pirate: null });
    t.act({ type: 'move', player: 'C', pirate: 'vane', to: sea('east-africa') });
    t.act({ type: 'endTurn', player: 'C' });
    expect(t.events).toEqual([
      { type: 'cardPlayed', rule: '4.5', player: 'C', card: 'scurvy-outbreak', use: 'actions', actions: 2, pirate: null },
      { type: 'actionBegun', rule: '4.5', player: 'C', pirate: 'vane', action: 'move', number: 1, actionsLeft: 1 },
      { type: 'moved', rule: '7.11', pirate: 'vane', from: 'india', to: 'east-africa', toKind: 'sea' },
      // One of the card's two Actions was left unused.
      { type: 'cardPlayEnded', rule: '4.4', player: 'C', actionsUnused: 1 },
      { type: 'turnEnded', rule: '4.4', player: 'C', turn: 1 },
      { type: 'turnStarted', rule: '4.3', player: 'A', turn: 2 },
    ]);
    // 17.14: the card played for Actions goes to the discards.
    expect(t.state.discard['scurvy-outbreak']).toBe(1);
    expect(t.hand('C')).toEqual([]);
  });

  it('4.4A: A draws to 4: the draw is his; a kept card is seen by him alone, a Must Play card by all', () => {
    const t = scenario({ players: 3, turn: { phase: 'start' }, hands: { A: ['scurvy-outbreak', 'wear-and-tear'] }, merchants: FIVE_MERCHANTS });
    expect(t.pending).toEqual({ kind: 'chance', spec: { kind: 'draw', pool: 'event', label: 'Player A draws an Event card (4.4A)' }, frame: 'turn' });
    expect(t.draw('heavy-guns')).toEqual([{ type: 'cardDrawn', rule: '4.4', player: 'A', card: 'heavy-guns', mustPlay: false, visibleTo: 'A' }]);
    const turmoil = t.draw('european-turmoil');
    expect(turmoil[0]).toEqual({ type: 'cardDrawn', rule: '4.4', player: 'A', card: 'european-turmoil', mustPlay: true });
    // A Must Play card is not kept: one more draw brings the hand to 4, and the drawing stops.
    expect(t.hand('A')).toEqual(['heavy-guns', 'scurvy-outbreak', 'wear-and-tear']);
    t.draw('fair-winds');
    expect(t.hand('A')).toEqual(['fair-winds', 'heavy-guns', 'scurvy-outbreak', 'wear-and-tear']);
    expect(t.pending).toEqual({ kind: 'decision', player: 'A', frame: 'turn', rule: '4.4' });
  });
});

describe('4.4C: the card played for Actions, and the rule each play cites', () => {
  it('4.52: an Initiative card is played for one Pirate under 4.52, for his Initiative in Actions, and discarded', () => {
    const t = scenario({ players: 3, options: { cunning: false }, hands: { A: ['warship-sighting'] }, pirates: { teach: { owner: 'A', at: 'india' } } });
    const events = t.act({ type: 'playCard', player: 'A', card: 'warship-sighting', pirate: 'teach' });
    expect(events).toEqual([{ type: 'cardPlayed', rule: '4.52', player: 'A', card: 'warship-sighting', use: 'actions', actions: 3, pirate: 'teach' }]);
    expect(t.state.turn).toMatchObject({ actionsCard: 'warship-sighting', actionsLeft: 3, actionsPirate: 'teach', holdPlayed: true });
    expect(t.state.discard['warship-sighting']).toBe(1);
  });

  it('4.4C option 3: an Action AND Event card is played under 4.4, as Actions and Event', () => {
    const t = scenario({ players: 3, hands: { A: ['heavy-guns'] }, pirates: { low: { owner: 'A', at: 'bath' } } });
    t.act({ type: 'playCard', player: 'A', card: 'heavy-guns', pirate: null, event: { target: 'low', area: null } });
    expect(t.ev('cardPlayed')).toEqual([{ type: 'cardPlayed', rule: '4.4', player: 'A', card: 'heavy-guns', use: 'actionsAndEvent', actions: 1, pirate: null }]);
  });

  it('4.55: a card discarded for an Action is reported under 4.55 with the Actions now left', () => {
    const t = scenario({ players: 3, hands: { A: ['double-cross', 'warship-sighting'] }, pirateHands: { A: ['vane'] } });
    expect(t.act({ type: 'discardForActions', player: 'A', card: 'warship-sighting' })).toEqual([
      { type: 'cardDiscardedForActions', rule: '4.55', player: 'A', card: 'warship-sighting', actionsLeft: 1 },
    ]);
    expect(t.act({ type: 'discardForActions', player: 'A', card: 'double-cross' })).toEqual([
      { type: 'cardDiscardedForActions', rule: '4.55', player: 'A', card: 'double-cross', actionsLeft: 2 },
    ]);
    expect(t.state.discard).toMatchObject({ 'warship-sighting': 1, 'double-cross': 1 });
    expect(t.hand('A')).toEqual([]);
  });
});

describe('4.5K / 5.13 / 5.16: Action K', () => {
  it('5.16 / 5.13: drawing a Pirate and deploying one are Actions, counted and reported under their own rule', () => {
    const t = scenario({ players: 3, hands: { A: ['double-cross', 'warship-sighting'] }, pirateHands: { A: ['vane'] } });
    t.act({ type: 'discardForActions', player: 'A', card: 'warship-sighting' });
    t.act({ type: 'discardForActions', player: 'A', card: 'double-cross' });
    const deployed = t.act({ type: 'deployPirate', player: 'A', pirate: 'vane', area: 'india', ship: 'sloop' });
    expect(deployed[0]).toEqual({ type: 'actionBegun', rule: '5.13', player: 'A', pirate: 'vane', action: 'deployPirate', number: 1, actionsLeft: 1 });
    const drawn = t.act({ type: 'drawPirate', player: 'A' });
    expect(drawn[0]).toEqual({ type: 'actionBegun', rule: '5.16', player: 'A', pirate: null, action: 'drawPirate', number: 2, actionsLeft: 0 });
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'pirateCard' });
  });

  /** Player A (3 players: 3 in play, 3 in hand at most, 5.16) with Actions to spend. */
  const withPirates = (inPlay: string[], inHand: string[]) =>
    scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      pirateHands: { A: inHand },
      pirates: Object.fromEntries(inPlay.map((id) => [id, { owner: 'A', at: 'india' }])) as never,
    });
  const kinds = (t: ReturnType<typeof withPirates>) => [...new Set(t.legal().map((a) => a.type))];

  it('5.16: with 3 Pirates in play and 3 in hand (3 players) he may neither draw nor deploy', () => {
    const t = withPirates(['vane', 'low', 'kidd'], ['teach', 'bonnet', 'roberts']);
    expect(kinds(t)).not.toContain('drawPirate');
    expect(kinds(t)).not.toContain('deployPirate');
  });

  it('5.16: with 3 in play and 2 in hand he may draw (to hold 3) but not deploy', () => {
    const t = withPirates(['vane', 'low', 'kidd'], ['teach', 'bonnet']);
    expect(t.legalOf('drawPirate')).toEqual([{ type: 'drawPirate', player: 'A' }]);
    expect(t.legalOf('deployPirate')).toEqual([]);
  });

  it('5.16: with 2 in play and 3 in hand he may draw (a card to deploy) and deploy each in hand', () => {
    const t = withPirates(['vane', 'low'], ['teach', 'bonnet', 'roberts']);
    expect(t.legalOf('drawPirate')).toEqual([{ type: 'drawPirate', player: 'A' }]);
    expect(new Set(t.legalOf('deployPirate').map((a) => a.pirate))).toEqual(new Set(['teach', 'bonnet', 'roberts']));
  });

  it('4.52: Actions given by an Initiative card to a Pirate in play are his: no Action K with them', () => {
    const t = scenario({ players: 3, options: { cunning: false }, hands: { A: ['warship-sighting'] }, pirateHands: { A: ['kidd'] }, pirates: { teach: { owner: 'A', at: 'india' } } });
    t.act({ type: 'playCard', player: 'A', card: 'warship-sighting', pirate: 'teach' });
    expect(t.legalOf('drawPirate')).toEqual([]);
    expect(t.legalOf('deployPirate')).toEqual([]);
    expect(t.canDo({ type: 'move', pirate: 'teach' })).toBe(true);
  });
});

describe('4.4C / 17.14 / 11.6: the Card Play list', () => {
  it('4.4C: one play per different card (two Scurvy Outbreaks are one choice); 17.14: no end of turn before it', () => {
    const t = scenario({
      players: 3,
      options: { cunning: false },
      hands: { A: ['scurvy-outbreak', 'scurvy-outbreak', 'wear-and-tear'] },
      pirates: { vane: { owner: 'A', at: 'india' } },
    });
    expect(t.legal()).toEqual([
      { type: 'playCard', player: 'A', card: 'scurvy-outbreak', pirate: null },
      { type: 'playCard', player: 'A', card: 'wear-and-tear', pirate: null },
    ]);
  });

  it('11.6: an Alliance may be ended once, by one announcement (not one per ally); it costs no Action', () => {
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 0 },
      pirates: { vane: { owner: 'A', at: 'bath', ally: 'low', np: 3 }, low: { owner: 'A', at: 'bath', ally: 'vane', np: 1 } },
    });
    expect(t.legal()).toEqual([
      { type: 'breakAlliance', player: 'A', pirate: 'low' },
      { type: 'endTurn', player: 'A' },
    ]);
  });

  it('4.4C: with no Actions left only the end of the turn remains', () => {
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 0 },
      pirateHands: { A: ['kidd'] },
      pirates: { vane: { owner: 'A', at: 'india' } },
    });
    expect(t.legal()).toEqual([{ type: 'endTurn', player: 'A' }]);
  });
});

describe('4.55: discarding for Actions', () => {
  it('4.55: the discards are made "at this time", in place of a card: once he has discarded, no card is played for Actions, even one a new Pirate makes playable', () => {
    const t = scenario({ players: 3, hands: { A: ['double-cross', 'warship-sighting'] }, pirateHands: { A: ['vane'] } });
    t.act({ type: 'discardForActions', player: 'A', card: 'double-cross' });
    t.act({ type: 'deployPirate', player: 'A', pirate: 'vane', area: 'india', ship: 'sloop' });
    // Warship Sighting (Actions = Initiative) could now be played for Vane: it is not offered, nor a second discard.
    expect(t.legalOf('playCard')).toEqual([]);
    expect(t.legalOf('discardForActions')).toEqual([]);
    expect(t.canDo({ type: 'endTurn' })).toBe(true);
  });
});

describe('5.16: Action K with the Pirate deck empty', () => {
  it('5.16: with every other Pirate card retired he may draw none, though his hand has room', () => {
    const others = ['avery', 'bellamy', 'bonnet', 'condent', 'davis', 'england', 'hornigold', 'la-buse', 'kidd', 'kennedy', 'nau', 'low', 'lowther', 'lusan', 'quelch', 'rackham', 'roberts', 'spriggs', 'taylor', 'tew', 'wynne', 'teach'];
    const t = table({ vane: { owner: 'A', at: 'india' } }, { retired: others });
    expect(t.state.pirateDeck).toEqual([]);
    expect(t.legalOf('drawPirate')).toEqual([]);
    const u = table({ vane: { owner: 'A', at: 'india' } }, { retired: others.slice(1) });
    expect(u.legalOf('drawPirate')).toEqual([{ type: 'drawPirate', player: 'A' }]);
  });
});

describe('2.7: Action K with 6 players or more', () => {
  it('2.7: a player whose Pirate has left play but who holds a Pirate card deploys it; he draws no other', () => {
    const t = scenario({
      players: 6,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      pirateHands: { A: ['kidd'] },
    });
    expect(t.legalOf('drawPirate')).toEqual([]);
    expect(t.legalOf('deployPirate').length).toBeGreaterThan(0);
  });
});

describe('RULINGS B29 / option foundPersists: how long a Merchant stays Found', () => {
  /** Vane Finds the Merchant at Santo Domingo (5 + 4 >= 7), then A ends his Player-Turn. */
  const foundThenEnd = (options: Record<string, unknown>) => {
    const t = scenario({
      players: 3,
      options: { cunning: false, ...options },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { B: ['scurvy-outbreak', 'wear-and-tear', 'wear-and-tear', 'local-resistance'] },
      pirates: { vane: { owner: 'A', at: 'east-caribbean' } },
      merchants: { 'santo-domingo': { type: 'brigantine' }, boston: { type: 'flute' }, bath: { type: 'flute' }, virginia: { type: 'flute' }, charleston: { type: 'flute' } },
    });
    t.act({ type: 'findMerchant', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.roll(5);
    expect(t.state.merchants['santo-domingo']?.foundBy).toBe('vane');
    t.act({ type: 'endTurn', player: 'A' });
    expect(t.state.turn.player).toBe('B');
    return t;
  };
  it('B29 (default): Found ends with the finder\'s Player-Turn', () => {
    expect(foundThenEnd({}).state.merchants['santo-domingo']?.foundBy).toBe(null);
  });
  it('foundPersists: the Merchant stays Found by Vane after his Player-Turn', () => {
    expect(foundThenEnd({ foundPersists: true }).state.merchants['santo-domingo']?.foundBy).toBe('vane');
  });
});

describe('RULINGS B31 / option malDeMerSkipsMerchants', () => {
  /** Option on, 4 players, 4 Merchants on the map; A begins his Player-Turn with 3 cards. */
  const fourMerchants = () =>
    scenario({
      players: 4,
      options: { malDeMerSkipsMerchants: true },
      turn: { phase: 'start' },
      hands: { A: ['scurvy-outbreak', 'wear-and-tear', 'wear-and-tear'], B: ['scurvy-outbreak', 'wear-and-tear', 'wear-and-tear', 'local-resistance'] },
      merchants: { boston: { type: 'flute' }, bath: { type: 'flute' }, virginia: { type: 'flute' }, charleston: { type: 'flute' } },
    });

  it('malDeMerSkipsMerchants: with Mal de Mer drawn the Merchant Ship Phase is lost too; the turn passes with 4 Merchants on the map', () => {
    const t = fourMerchants();
    t.draw('mal-de-mer');
    t.draw('heavy-guns');
    expect(t.state.turn.player).toBe('B');
    expect(Object.keys(t.state.merchants)).toHaveLength(4);
    expect(t.ev('merchantPlaced')).toEqual([]);
  });

  it('4.4B: the option changes nothing in a turn without Mal de Mer: fewer than 5 Merchants are brought up to 6', () => {
    const t = fourMerchants();
    t.draw('heavy-guns');
    expect(t.pending).toMatchObject({ frame: 'placeMerchants' });
  });
});

describe('4.1 / 17.2 #8: the events of the General Pardon cycle in the Player-Turn', () => {
  it('RULINGS B4: the Pardon\'s end is reported under 17.2, with its drawer, as the drawer\'s next Player-Turn ends', () => {
    const t = pardonDrawn({
      players: 2,
      hands: { B: ['warship-sighting', 'warship-sighting', 'warship-sighting', 'warship-sighting'] },
      pirates: { vane: { owner: 'A', at: 'india' } },
    });
    t.act({ type: 'playCard', player: 'A', card: 'scurvy-outbreak', pirate: null });
    t.act({ type: 'endTurn', player: 'A' });
    t.act({ type: 'endTurn', player: 'B' });
    t.draw('scurvy-outbreak');
    t.act({ type: 'playCard', player: 'A', card: 'scurvy-outbreak', pirate: null });
    const ended = t.act({ type: 'endTurn', player: 'A' });
    expect(ended.slice(0, 3)).toEqual([
      { type: 'cardPlayEnded', rule: '4.4', player: 'A', actionsUnused: 2 },
      { type: 'pardonEnded', rule: '17.2', drawer: 'A' },
      { type: 'turnEnded', rule: '4.4', player: 'A', turn: 3 },
    ]);
  });

  it('4.1 Long Game / RULINGS B3: the rebuilt deck is reported under 4.1 with its size', () => {
    const hand = ['wear-and-tear', 'wear-and-tear'];
    const discard = discardAllBut({ 'warship-sighting': 1 }, hand);
    delete discard['general-pardon'];
    const t = scenario({ players: 3, options: { gameLength: 'long' }, turn: { phase: 'start' }, hands: { A: hand }, discard });
    t.draw('warship-sighting');
    expect(t.ev('deckRebuilt')).toEqual([{ type: 'deckRebuilt', rule: '4.1', cards: 84 }]);
  });
});

describe('10.42 / 4.5: which Actions open the In-Port window', () => {
  /** Vane (A) in Port Royal (Pro-Pirate Governor); C's KC Matthews in the West Caribbean, next to it. */
  const atPortRoyal = () =>
    scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      governors: { 'port-royal': 'pro' },
      pirates: { vane: { owner: 'A', at: 'port-royal', ship: 'sloop' } },
      kcs: { matthews: { owner: 'C', area: 'west-caribbean' } },
    });
  /** Every response offered in the windows that follow, each window passed in turn. */
  const offeredUntilTurn = (t: ReturnType<typeof atPortRoyal>) => {
    const seen: string[] = [];
    for (let i = 0; i < 12; i++) {
      const p = t.pending;
      if (p.kind !== 'decision' || p.frame !== 'window') break;
      for (const a of t.legal()) seen.push(a.type);
      t.exact({ type: 'pass', player: p.player });
    }
    return seen;
  };

  it('10.42: a Move out of port is not an In-Port Action: the KC is never offered an Oust', () => {
    const t = atPortRoyal();
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('west-caribbean') });
    expect(offeredUntilTurn(t)).not.toContain('kcOust');
  });

  it('10.42: an In-Port Action (In-Port Activities) is: the KC of the adjoining Sea Area may Oust', () => {
    const t = atPortRoyal();
    t.exact({ type: 'inPortActivities', player: 'A', pirate: 'vane' });
    expect(offeredUntilTurn(t)).toContain('kcOust');
  });
});

describe('10.27 / RULINGS B37: a Pirate at sea with his own KC', () => {
  it('B37: one already in his own KC\'s Sea Area may only Move (no Find, no Attack there)', () => {
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      pirates: { vane: { owner: 'A', at: 'east-caribbean' } },
      kcs: { ogle: { owner: 'A', area: 'east-caribbean' } },
      merchants: { 'santo-domingo': { type: 'brigantine' } },
    });
    const kinds = new Set(t.legal().filter((a) => 'pirate' in a && a.pirate === 'vane').map((a) => a.type));
    expect([...kinds]).toEqual(['move']);
    const u = scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      pirates: { vane: { owner: 'A', at: 'east-caribbean' } },
      kcs: { ogle: { owner: 'A', area: 'west-caribbean' } },
      merchants: { 'santo-domingo': { type: 'brigantine' } },
    });
    // Without his KC there, he may Find and Attack as usual.
    expect(u.canDo({ type: 'findMerchant', pirate: 'vane', port: 'santo-domingo' })).toBe(true);
    expect(u.canDo({ type: 'attackPort', pirate: 'vane' })).toBe(true);
  });
});

describe('11.1 / RULINGS B33: no Alliance in a port that is Anti-Pirate for either Pirate', () => {
  /** Teach and Vane (A) in Charleston (English), with this Governor and these Attack Histories (9.58). */
  type Nationality = 'english' | 'spanish' | 'french' | 'dutch' | 'portuguese' | 'arab';
  const inCharleston = (governor: 'pro' | 'anti', teach: Nationality[], vane: Nationality[]) =>
    scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      governors: { charleston: governor },
      pirates: { teach: { owner: 'A', at: 'charleston', attackHistory: teach }, vane: { owner: 'A', at: 'charleston', attackHistory: vane } },
    });

  it('B33: with a Pro-Pirate Governor both may ally, either leading the announcement', () => {
    expect(inCharleston('pro', [], []).legalOf('formAlliance')).toEqual([
      { type: 'formAlliance', player: 'A', pirate: 'teach', partner: 'vane' },
      { type: 'formAlliance', player: 'A', pirate: 'vane', partner: 'teach' },
    ]);
  });

  it('B33: under an Anti-Pirate Governor neither may', () => {
    expect(inCharleston('anti', [], []).legalOf('formAlliance')).toEqual([]);
  });

  it('9.58 / B33: Vane attacked an English port: Charleston is Anti-Pirate for him, so no Alliance either way', () => {
    expect(inCharleston('pro', [], ['english']).legalOf('formAlliance')).toEqual([]);
  });
});

describe('8.14 / 11.2: who may Loot a Found Merchant', () => {
  /** Vane and Teach (A) in the East Caribbean, off Santo Domingo (Found by `finder`) and San Juan (Found by Low of B). */
  const offSantoDomingo = (finder: string, allied: boolean) =>
    table(
      {
        vane: { owner: 'A', at: 'east-caribbean', ally: allied ? 'teach' : null },
        teach: { owner: 'A', at: 'east-caribbean', ally: allied ? 'vane' : null },
        low: { owner: 'B', at: 'east-caribbean' },
      },
      { options: { foundPersists: true }, merchants: { 'santo-domingo': { type: 'brigantine', foundBy: finder }, 'san-juan': { type: 'flute', foundBy: 'low' } } },
    );
  const loots = (t: ReturnType<typeof offSantoDomingo>) => t.legalOf('loot').map((a) => `${a.pirate}@${a.port}`);

  it('8.14: only the Pirate who Found the Merchant may Loot it, not another Pirate of the same player', () => {
    expect(loots(offSantoDomingo('teach', false))).toEqual(['teach@santo-domingo']);
  });

  it('11.2: an Alliance may Loot the Merchant either ally Found (both lead on equal NP); never one a third Pirate Found', () => {
    expect(new Set(loots(offSantoDomingo('teach', true)))).toEqual(new Set(['vane@santo-domingo', 'teach@santo-domingo']));
  });
});

describe('7.0 / 11.2: an Alliance moves only where both allies may go', () => {
  it('9.58 / 11.2: Vane attacked an English port, so Charleston is Anti-Pirate for him: the Alliance may not sail into it, though Teach alone could', () => {
    const allied = table({ vane: { owner: 'A', at: 'south-atlantic', ally: 'teach', attackHistory: ['english'] }, teach: { owner: 'A', at: 'south-atlantic', ally: 'vane' } }, { governors: { charleston: 'pro' } });
    expect(allied.legalOf('move').filter((a) => a.to.kind === 'port' && a.to.port === 'charleston')).toEqual([]);
    const alone = table({ teach: { owner: 'A', at: 'south-atlantic' } }, { governors: { charleston: 'pro' } });
    expect(alone.canDo({ type: 'move', pirate: 'teach', to: port('charleston') })).toBe(true);
  });
});

describe('4.55 / 4.4C: when discards for Actions are offered', () => {
  it('4.55: with two pairs of identical cards and none playable (no Pirate for their Initiative) one discard is offered per different card; the discard counts as his Hold card use (17.14)', () => {
    const t = scenario({ players: 3, hands: { A: ['double-cross', 'double-cross', 'warship-sighting', 'warship-sighting'] }, pirateHands: { A: ['vane'] } });
    expect(t.legalOf('discardForActions')).toEqual([
      { type: 'discardForActions', player: 'A', card: 'double-cross' },
      { type: 'discardForActions', player: 'A', card: 'warship-sighting' },
    ]);
    t.act({ type: 'discardForActions', player: 'A', card: 'warship-sighting' });
    expect(t.state.turn).toMatchObject({ discardedForActions: 1, holdPlayed: true });
  });

  it('4.55: once a card is played for Actions no card may be discarded for Actions', () => {
    const t = scenario({ players: 3, options: { cunning: false }, hands: { A: ['scurvy-outbreak', 'wear-and-tear'] }, pirates: { vane: { owner: 'A', at: 'india' } } });
    t.act({ type: 'playCard', player: 'A', card: 'scurvy-outbreak', pirate: null });
    expect(t.legalOf('discardForActions')).toEqual([]);
    expect(t.legalOf('playCard')).toEqual([]);
  });
});

describe('4.1 Long Game / RULINGS B3: when the deck is rebuilt', () => {
  /** Long Game: the last card of the deck is Warship Sighting; A holds `hand` and draws it. */
  const lastCard = (hand: string[]) => {
    const discard = discardAllBut({ 'warship-sighting': 1 }, hand);
    delete discard['general-pardon'];
    const t = scenario({ players: 3, options: { gameLength: 'long' }, turn: { phase: 'start' }, hands: { A: hand }, discard });
    t.draw('warship-sighting');
    return t;
  };

  it('B3: the rebuilt deck holds the General Pardon again (its whereabouts: the deck)', () => {
    const t = lastCard(['wear-and-tear', 'wear-and-tear']);
    expect(t.ev('deckRebuilt')).toHaveLength(1);
    expect(t.state.generalPardon.whereabouts).toBe('deck');
  });

  it('4.4A / B3: the deck is not rebuilt while he needs no card: his hand of 4 is full, the empty deck waits', () => {
    const t = lastCard(['wear-and-tear', 'wear-and-tear', 'scurvy-outbreak']);
    expect(t.hand('A')).toHaveLength(4);
    expect(t.ev('deckRebuilt')).toEqual([]);
    expect(deckSize(t.state)).toBe(0);
    expect(t.state.generalPardon.whereabouts).toBe('longGame');
  });
});

describe('4.5: each Pirate Action begun is reported under 4.5 with its name', () => {
  const begun = (events: { type: string }[]) => events.find((e) => e.type === 'actionBegun');

  it('4.5 / 8.14: Loot', () => {
    const t = table({ vane: { owner: 'A', at: 'east-caribbean' } }, { merchants: { 'santo-domingo': { type: 'brigantine', foundBy: 'vane' } } });
    expect(begun(t.act({ type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' }))).toEqual({ type: 'actionBegun', rule: '4.5', player: 'A', pirate: 'vane', action: 'loot', number: 1, actionsLeft: 2 });
  });

  it('4.5D / 8.5 (first print): Convert Merchant', () => {
    const t = firstPrintLooted('brigantine', {});
    expect(begun(t.act({ type: 'convertMerchant', player: 'A', pirate: 'vane' }))).toMatchObject({ rule: '4.5', pirate: 'vane', action: 'convertMerchant' });
  });

  it('4.5D / 9.4: In-Port Activities', () => {
    const t = solo('vane', 'port-royal', {}, { governors: { 'port-royal': 'pro' } });
    expect(begun(t.act({ type: 'inPortActivities', player: 'A', pirate: 'vane' }))).toMatchObject({ rule: '4.5', pirate: 'vane', action: 'inPortActivities' });
  });

  it('4.5G / 9.51: Attack a Port', () => {
    const t = solo('vane', 'east-caribbean');
    expect(begun(t.act({ type: 'attackPort', player: 'A', pirate: 'vane', port: 'santo-domingo' }))).toMatchObject({ rule: '4.5', pirate: 'vane', action: 'attackPort' });
  });

  it('4.5H / 9.55: Sack a Port', () => {
    const t = solo('condent', 'san-juan', { sackable: 'san-juan' });
    expect(begun(t.act({ type: 'sackPort', player: 'A', pirate: 'condent' }))).toMatchObject({ rule: '4.5', pirate: 'condent', action: 'sackPort' });
  });

  it('4.5E / 9.6: Booty Grab', () => {
    const t = table({ low: { owner: 'A', at: 'charleston' }, bonnet: { owner: 'B', at: 'charleston', dr: 'voluntary', holds: [1000] } });
    expect(begun(t.act({ type: 'bootyGrab', player: 'A', pirate: 'low', target: 'bonnet' }))).toMatchObject({ rule: '4.5', pirate: 'low', action: 'bootyGrab' });
  });

  it('4.5J / 18.41C: Retire', () => {
    const t = solo('teach', 'bath', { np: 10, netWorth: 2350, safeHavens: ['bath'], holds: [900] }, { governors: { bath: 'pro' } });
    expect(begun(t.act({ type: 'retire', player: 'A', pirate: 'teach' }))).toMatchObject({ rule: '4.5', pirate: 'teach', action: 'retire' });
  });
});
