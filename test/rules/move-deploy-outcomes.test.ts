import { describe, it, expect } from 'vitest';
import { scenario, sea, port, transit, FIVE_MERCHANTS, type Table } from './helpers.js';

/**
 * Rule outcomes of Move (7.0, 9.41, B43), Action K (5.13-5.16, 2.7), putting a Pirate to sea
 * (9.55, B44) and Merchant placement (4.4B, 6.31-6.32) that no other test read: each was found by
 * a surviving mutant of src/actions/move.ts, deploy.ts, choose-area.ts or merchants.ts
 * (docs/coverage.md, "Mutation testing").
 */

/** A Pirate of A's at `at`, with a 3-Action card already played (no Cunning, no dice needed). */
function mover(at: string, extra: Record<string, unknown> = {}, spec: Record<string, unknown> = {}): Table {
  return scenario({
    players: 4,
    options: { cunning: false },
    turn: { actionsCard: 'pirate-converts', actionsLeft: 3 },
    pirates: { vane: { owner: 'A', at, ...extra } },
    ...spec,
  });
}

describe('7.2 / 7.3: the rule each Move cites', () => {
  it('7.2: leaving a Transit Box is a Transit Box move', () => {
    const t = mover('south-america-gold-coast');
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: sea('gold-coast') });
    expect(t.last('moved')).toEqual({ type: 'moved', rule: '7.2', pirate: 'vane', from: 'south-america-gold-coast', to: 'gold-coast', toKind: 'sea' });
  });

  it('7.3: entering a port and leaving it are port moves', () => {
    const t = mover('central-atlantic');
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: port('bath') });
    expect(t.last('moved')).toMatchObject({ rule: '7.3', from: 'central-atlantic', to: 'bath', toKind: 'port' });
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: sea('central-atlantic') });
    expect(t.last('moved')).toMatchObject({ rule: '7.3', from: 'bath', to: 'central-atlantic', toKind: 'sea' });
    expect(t.state.turn.actionsLeft).toBe(1);
  });

  it('7.2: entering a Transit Box cites 7.2, not 7.11', () => {
    const t = mover('gold-coast');
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: transit('gold-coast-east-africa') });
    expect(t.last('moved')).toMatchObject({ rule: '7.2', toKind: 'transit' });
  });
});

describe('7.3: a destination closed while the Move is answered', () => {
  it('10.41: a KC destroys the Pirate Port he announced a Move into: the Move is spent, he stays at sea', () => {
    const t = mover('south-atlantic', {}, { kcs: { matthews: { owner: 'B', area: 'south-atlantic' } } });
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: port('new-providence') });
    // B answers the announcement (4.63) with a KC AP Action against the empty Pirate Port.
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B' });
    t.exact({ type: 'kcAttackPort', player: 'B', port: 'new-providence' });
    t.roll(6);
    expect(t.state.destroyedPorts).toContain('new-providence');
    expect(t.last('actionCancelled')).toEqual({ type: 'actionCancelled', rule: '7.3', pirate: 'vane', action: 'move' });
    expect(t.ev('moved')).toEqual([]);
    expect(t.pirate('vane').location).toEqual(sea('south-atlantic'));
    expect(t.state.turn.actionsLeft).toBe(2);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
  });

  it('9.31 / 14.2: a new captain without the Letter of Marque cannot enter the Anti-Pirate port the old one announced', () => {
    // Vane's English Letter opens Bath (Anti-Pirate Governor) to him; C's Mutiny Conspiracy (17.2 #15)
    // at the announcement gives the ship to Bonnet, who has no Letter: the Move is spent at sea.
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 3 },
      hands: { C: ['mutiny-conspiracy'] },
      pirateHands: { A: ['bonnet'] },
      governors: { bath: 'anti' },
      pirates: { vane: { owner: 'A', at: 'central-atlantic', loyalty: 3, letterOfMarque: 'english' } },
    });
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: port('bath') });
    t.act({ type: 'playEvent', player: 'C', card: 'mutiny-conspiracy' });
    t.roll(3, 3); // 6 > Loyalty 3: a Mutiny
    t.roll(6); // > Leadership 2: the mutineers win
    t.act({ type: 'chooseReplacement', player: 'A', pirate: 'bonnet' });
    expect(t.last('actionCancelled')).toEqual({ type: 'actionCancelled', rule: '7.3', pirate: 'bonnet', action: 'move' });
    expect(t.ev('moved')).toEqual([]);
    expect(t.pirate('bonnet').location).toEqual(sea('central-atlantic'));
  });
});

describe('9.41 / RULINGS B43: what entering a port does', () => {
  it('9.41: a Pirate without Scurvy entering a port is cured of nothing', () => {
    const t = mover('central-atlantic');
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: port('bath') });
    expect(t.ev('scurvyCured')).toEqual([]);
  });

  it('RULINGS B43: a Pirate in D&R entering a port that is not a Pirate Port gets no top-up', () => {
    const t = mover('central-atlantic', { dr: 'voluntary', loyalty: 4 });
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: port('bath') });
    expect(t.pirate('vane').loyalty).toBe(4);
    expect(t.ev('loyaltyChanged')).toEqual([]);
  });
});

describe('17.2 #8: a Pardoned Pirate who Retires on entering an English port', () => {
  it('18.41: his Move ends with him: no window after the Action is opened for a Pirate no longer in play', () => {
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { phase: 'start' },
      hands: { A: ['scurvy-outbreak', 'wear-and-tear', 'wear-and-tear'] },
      generalPardonAppearances: 1,
      pirates: { vane: { owner: 'A', at: 'central-atlantic', holds: [1000], np: 5 } },
      // B's KC next door could answer any Action of Vane's (10.4).
      kcs: { matthews: { owner: 'B', area: 'north-atlantic' } },
      merchants: FIVE_MERCHANTS,
    });
    t.draw('general-pardon');
    t.draw('wear-and-tear');
    t.act({ type: 'playCard', player: 'A', card: 'scurvy-outbreak', pirate: null });
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: port('bath') });
    // The announcement's window (4.63): B (his KC) and C (a KC to deploy) decline.
    for (const q of ['B', 'C'] as const) {
      expect(t.pending).toMatchObject({ kind: 'decision', player: q, frame: 'window' });
      t.exact({ type: 'pass', player: q });
    }
    expect(t.state.retired).toContain('vane');
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
    expect(t.state.turn.actionsLeft).toBe(1);
  });
});

describe('5.16 Action K: the draw and the choice', () => {
  it('5.16: the choice after the draw cites 5.16; a deployment from it is public', () => {
    const t = scenario({ players: 4, turn: { actionsCard: 'scurvy-outbreak', actionsLeft: 2 }, pirates: { vane: { owner: 'A', at: 'india' } } });
    t.act({ type: 'drawPirate', player: 'A' });
    t.draw('teach');
    expect(t.last('pirateDrawn')).toMatchObject({ rule: '5.16', pirate: 'teach', visibleTo: 'A' });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', rule: '5.16' });
    t.act({ type: 'deployPirate', player: 'A', pirate: 'teach', area: 'india', ship: 'sloop' });
    // 3.0 Step 7's secrecy is for the setup only: a deployment by Action K is seen by all.
    expect(t.last('pirateDeployed')).toEqual({ type: 'pirateDeployed', rule: '5.16', player: 'A', pirate: 'teach', area: 'india', ship: 'sloop' });
  });

  it('5.16: a drawn card that brings the hand exactly to its limit (3 in a 4-player game) may be kept', () => {
    const t = scenario({
      players: 4,
      turn: { actionsCard: 'scurvy-outbreak', actionsLeft: 2 },
      pirates: { vane: { owner: 'A', at: 'india' } },
      pirateHands: { A: ['kidd', 'tew'] },
    });
    t.act({ type: 'drawPirate', player: 'A' });
    t.draw('teach');
    expect(t.canDo({ type: 'keepPirate', pirate: 'teach' })).toBe(true);
    t.act({ type: 'keepPirate', player: 'A', pirate: 'teach' });
    expect(t.state.players.A?.pirateHand).toEqual(['kidd', 'tew', 'teach']);
  });

  it('2.7: with 5 players or fewer there is no redraw', () => {
    const t = scenario({ players: 4, turn: { actionsCard: 'scurvy-outbreak', actionsLeft: 2 }, pirates: { vane: { owner: 'A', at: 'india' } } });
    t.act({ type: 'drawPirate', player: 'A' });
    t.draw('teach');
    expect(t.legalOf('redrawPirate')).toEqual([]);
  });
});

describe('2.7 (6-10 players) the redraw of Action K (R103)', () => {
  /** A 6-player game; the Pirate deck holds only `deck` (every other Pirate Retired). */
  function six(deck: string[]): Table {
    const all = ['avery', 'bellamy', 'bonnet', 'condent', 'davis', 'england', 'hornigold', 'la-buse', 'kidd', 'kennedy', 'nau', 'low', 'lowther', 'lusan', 'quelch', 'rackham', 'roberts', 'spriggs', 'taylor', 'tew', 'vane', 'wynne', 'teach'];
    return scenario({
      players: 6,
      turn: { actionsCard: 'scurvy-outbreak', actionsLeft: 2 },
      retired: all.filter((id) => !deck.includes(id)),
    });
  }

  it('2.7: the other card is drawn (rule 2.7), then the first goes back into the deck', () => {
    const t = six(['kidd', 'teach', 'tew']);
    t.act({ type: 'drawPirate', player: 'A' });
    t.draw('kidd');
    t.act({ type: 'redrawPirate', player: 'A', pirate: 'kidd' });
    for (const q of ['B', 'C', 'D', 'E', 'F'] as const) expect(t.vp(q)).toBe(10);
    // The card given back stays in hand until the other is drawn, so it cannot come again.
    expect(t.state.pirateDeck).toEqual(['teach', 'tew']);
    t.draw('tew');
    expect(t.last('pirateDrawn')).toMatchObject({ rule: '2.7', pirate: 'tew' });
    expect(t.state.players.A?.pirateHand).toEqual(['tew']);
    // Kidd is back in the deck (kept as a sorted set).
    expect(t.state.pirateDeck).toEqual(['kidd', 'teach']);
  });

  it('2.7 / 5.16: no redraw when the deck holds no other card', () => {
    const t = six(['teach']);
    t.act({ type: 'drawPirate', player: 'A' });
    t.draw('teach');
    expect(t.state.pirateDeck).toEqual([]);
    expect(t.legalOf('redrawPirate')).toEqual([]);
    expect(t.canDo({ type: 'keepPirate', pirate: 'teach' })).toBe(true);
  });
});

describe('9.55 / RULINGS B44: put to sea out of a destroyed port', () => {
  it('9.55: out of a port with one Sea Area he is put there without a choice (the event says none was made)', () => {
    const t = scenario({
      players: 4,
      options: { cunning: false },
      turn: { actionsCard: 'pirate-converts', actionsLeft: 2 },
      pirates: { condent: { owner: 'A', at: 'san-juan', sackable: 'san-juan' } },
    });
    t.act({ type: 'sackPort', player: 'A', pirate: 'condent' });
    t.roll(6);
    expect(t.last('putToSea')).toEqual({ type: 'putToSea', rule: '9.59', pirate: 'condent', from: 'san-juan', to: 'east-caribbean' });
  });

  it('B44: allies and another player\'s Pirate in a Sacked Bermuda: each owner chooses once, and the choice is recorded', () => {
    const t = scenario({
      players: 4,
      options: { cunning: false },
      turn: { actionsCard: 'pirate-converts', actionsLeft: 2 },
      // The Pirates of the port are put to sea in the order of their records, Bonnet first: his
      // choice is already waiting when the Alliance is put to sea, and is not the Alliance's.
      pirates: {
        bonnet: { owner: 'B', at: 'bermuda' },
        condent: { owner: 'A', at: 'bermuda', sackable: 'bermuda', ally: 'vane' },
        vane: { owner: 'A', at: 'bermuda', ally: 'condent' },
      },
    });
    t.act({ type: 'sackPort', player: 'A', pirate: 'condent' });
    t.roll(6);
    expect(t.state.destroyedPorts).toContain('bermuda');
    const asked: string[] = [];
    for (let i = 0; i < 4 && t.pending.kind === 'decision' && t.pending.frame === 'chooseArea'; i++) {
      const choice = t.legalOf('chooseArea')[0];
      if (!choice) break;
      asked.push(choice.pirate);
      t.exact({ ...choice, area: choice.pirate === 'bonnet' ? 'north-atlantic' : 'central-atlantic' });
    }
    // One choice for the Alliance (11.2), one for Bonnet.
    expect(asked.sort()).toEqual(['bonnet', 'condent']);
    expect(t.pirate('condent').location).toEqual(sea('central-atlantic'));
    expect(t.pirate('vane').location).toEqual(sea('central-atlantic'));
    expect(t.pirate('bonnet').location).toEqual(sea('north-atlantic'));
    expect(t.ev('putToSea').find((e) => e.pirate === 'bonnet')).toEqual({ type: 'putToSea', rule: '9.59', pirate: 'bonnet', from: 'bermuda', to: 'north-atlantic', chosen: true });
    expect(t.ev('putToSea').find((e) => e.pirate === 'vane')).toEqual({ type: 'putToSea', rule: '9.59', pirate: 'vane', from: 'bermuda', to: 'central-atlantic', chosen: true });
  });
});

describe('4.4B / 6.31-6.32: the Merchant placement event', () => {
  it('6.31: a Merchant placed on the port rolled is not redirected, and the Merchant Ship Phase cites 6.31', () => {
    const t = scenario({
      players: 4,
      turn: { phase: 'start' },
      hands: { A: ['wear-and-tear', 'wear-and-tear', 'wear-and-tear', 'wear-and-tear'] },
      merchants: { boston: { type: 'flute' }, bath: { type: 'flute' }, virginia: { type: 'flute' }, charleston: { type: 'flute' } },
    });
    t.draw('brigantine');
    t.locator(52);
    expect(t.last('merchantPlaced')).toMatchObject({ rule: '6.31', d66: [5, 2], locator: 52, rolledPort: 'whydah', port: 'whydah', redirected: false });
    t.draw('sloop');
    t.locator(15); // Bath has one: the next higher available
    expect(t.last('merchantPlaced')).toMatchObject({ rule: '6.31', rolledPort: 'bath', redirected: true });
    expect(FIVE_MERCHANTS).toBeDefined();
  });
});
