import { describe, it, expect } from 'vitest';
import { IllegalActionError, type Location } from '../../src/index.js';
import { scenario, sea, port, transit, FIVE_MERCHANTS, type Table } from './helpers.js';

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

function destinations(t: Table, pirate = 'vane'): Location[] {
  return t.legalOf('move').filter((a) => a.pirate === pirate).map((a) => a.to);
}

function seaMoves(t: Table): string[] {
  return destinations(t)
    .filter((l) => l.kind === 'sea')
    .map((l) => (l.kind === 'sea' ? l.area : ''))
    .sort();
}

describe('5.1 Deploying Pirates (Action K)', () => {
  it('5.16: as an Action the player draws a Pirate card blind and may deploy it at once in any Sea Area (5.15)', () => {
    const t = scenario({ players: 4, turn: { actionsCard: 'scurvy-outbreak', actionsLeft: 2 }, pirates: { vane: { owner: 'A', at: 'india' } } });
    t.act({ type: 'drawPirate', player: 'A' });
    t.draw('teach');
    expect(t.state.turn.actionsLeft).toBe(1);
    const deploys = t.legalOf('deployPirate');
    expect(deploys).toHaveLength(20); // 10 Sea Areas x Sloop/Schooner
    expect(t.canDo({ type: 'keepPirate', pirate: 'teach' })).toBe(true);
    t.act({ type: 'deployPirate', player: 'A', pirate: 'teach', area: 'gold-coast', ship: 'schooner' });
    // 5.13: a fresh Display, exactly as in 3.0 Step 7.
    expect(t.pirate('teach')).toMatchObject({ owner: 'A', ship: 'schooner', combat: 6, speed: 3, loyalty: 7, np: 0, location: sea('gold-coast') });
    expect(t.state.players.A?.pirateHand).toEqual([]);
    expect(t.state.turn.actionsLeft).toBe(1);
  });

  it('5.16: the drawn Pirate may instead be kept In Hand', () => {
    const t = scenario({ players: 4, turn: { actionsCard: 'scurvy-outbreak', actionsLeft: 2 } });
    t.act({ type: 'drawPirate', player: 'A' });
    t.draw('teach');
    t.act({ type: 'keepPirate', player: 'A', pirate: 'teach' });
    expect(t.state.players.A?.pirateHand).toEqual(['teach']);
    expect(t.state.pirates.teach).toBeUndefined();
    // A later Action may deploy him from hand (5.13).
    t.act({ type: 'deployPirate', player: 'A', pirate: 'teach', area: 'india', ship: 'sloop' });
    expect(t.pirate('teach').location).toEqual(sea('india'));
    expect(t.state.turn.actionsLeft).toBe(0);
  });

  it('5.14 / 5.16: in a 4-player game a player with 2 Pirates in play may not deploy a third', () => {
    const t = scenario({
      players: 4,
      turn: { actionsCard: 'scurvy-outbreak', actionsLeft: 2 },
      pirates: { vane: { owner: 'A', at: 'india' }, low: { owner: 'A', at: 'india' } },
      pirateHands: { A: ['teach'] },
    });
    expect(t.legalOf('deployPirate')).toHaveLength(0);
    // He may still draw a card to hold (hand limit 3).
    expect(t.canDo({ type: 'drawPirate' })).toBe(true);
    t.act({ type: 'drawPirate', player: 'A' });
    t.draw('kidd');
    expect(t.legalOf('deployPirate')).toHaveLength(0);
    expect(t.canDo({ type: 'keepPirate', pirate: 'kidd' })).toBe(true);
  });

  it('5.16: a 4-player hand holds at most 3 Pirate cards; with 2 in play and 3 in hand no card may be drawn', () => {
    const t = scenario({
      players: 4,
      turn: { actionsCard: 'scurvy-outbreak', actionsLeft: 2 },
      pirates: { vane: { owner: 'A', at: 'india' }, low: { owner: 'A', at: 'india' } },
      pirateHands: { A: ['teach', 'kidd', 'tew'] },
    });
    expect(t.canDo({ type: 'drawPirate' })).toBe(false);
  });

  it('5.16: in a 2-player game up to 4 Pirates may be in play', () => {
    const t = scenario({
      players: 2,
      turn: { actionsCard: 'scurvy-outbreak', actionsLeft: 2 },
      pirates: { vane: { owner: 'A', at: 'india' }, low: { owner: 'A', at: 'india' }, teach: { owner: 'A', at: 'india' } },
      pirateHands: { A: ['kidd'] },
    });
    expect(t.canDo({ type: 'deployPirate', pirate: 'kidd' })).toBe(true);
    t.act({ type: 'deployPirate', player: 'A', pirate: 'kidd', area: 'india', ship: 'sloop' });
    expect(Object.values(t.state.pirates).filter((p) => p.owner === 'A')).toHaveLength(4);
  });

  it('5.16: a player with a Pirate card just drawn over the hand limit must deploy it', () => {
    // 3 in hand, 1 in play: drawing a 4th card is allowed only because he can deploy.
    const t = scenario({
      players: 4,
      turn: { actionsCard: 'scurvy-outbreak', actionsLeft: 2 },
      pirates: { vane: { owner: 'A', at: 'india' } },
      pirateHands: { A: ['teach', 'kidd', 'tew'] },
    });
    t.act({ type: 'drawPirate', player: 'A' });
    t.draw('nau');
    expect(t.canDo({ type: 'keepPirate' })).toBe(false);
    expect(t.legalOf('deployPirate').every((a) => a.pirate === 'nau')).toBe(true);
  });
});

describe('6.2 Pirate ships and 6.26 Speed damage', () => {
  /** A Pirate of A's in the West Caribbean and a Storm there (D66 41 Port Royal). */
  function stormOn(extra: Record<string, unknown>, at = 'west-caribbean'): Table {
    const t = scenario({
      players: 4,
      turn: { phase: 'start' },
      hands: { A: ['wear-and-tear', 'wear-and-tear', 'wear-and-tear'] },
      pirates: { vane: { owner: 'A', at, ...extra } },
      merchants: FIVE_MERCHANTS,
    });
    t.draw('storms-at-sea');
    t.locator(41);
    return t;
  }

  it('6.26: Speed falling from 0 to -1 costs 1 Crew Loyalty', () => {
    const t = stormOn({ speed: 0 });
    t.roll(1); // Storm Effects 1: 1 Speed hit
    expect(t.pirate('vane').speed).toBe(-1);
    expect(t.pirate('vane').loyalty).toBe(6);
  });

  it('6.26: a fall through 0 to -1 within several hits also costs 1 Loyalty (once)', () => {
    const t = stormOn({ speed: 1, ship: 'brigantine' });
    t.roll(3); // 2 Speed hits: 1 -> 0 -> -1
    expect(t.pirate('vane').speed).toBe(-1);
    expect(t.pirate('vane').loyalty).toBe(6);
  });

  it('6.26: Speed hits that do not cross from 0 to -1 cost no Loyalty', () => {
    const t = stormOn({ speed: 5 });
    t.roll(6); // 3 Speed hits: 5 -> 2
    expect(t.pirate('vane').speed).toBe(2);
    expect(t.pirate('vane').loyalty).toBe(7);
    const t2 = stormOn({ speed: -1 });
    t2.roll(1); // -1 -> -2: not a fall from 0
    expect(t2.pirate('vane').speed).toBe(-2);
    expect(t2.pirate('vane').loyalty).toBe(7);
  });

  it('6.25: enough Speed hits put the marker in the Sunk box: the ship and Pirate are lost (18.12B: 1 VP per NP)', () => {
    const t = stormOn({ speed: -2, np: 9, holds: [500], netWorth: 3000 });
    t.roll(6); // 3 more Speed hits
    expect(t.state.pirates.vane).toBeUndefined();
    expect(t.state.eliminated).toContain('vane');
    expect(t.vp('A')).toBe(9);
  });

  it('6.26 / 7.12: at Speed below 0 a Move takes two consecutive Move Actions', () => {
    const t = mover('india', { speed: -1 });
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: sea('east-africa') });
    expect(t.pirate('vane').location).toEqual(sea('india'));
    expect(t.state.turn.actionsLeft).toBe(2);
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: sea('east-africa') });
    expect(t.pirate('vane').location).toEqual(sea('east-africa'));
    expect(t.state.turn.actionsLeft).toBe(1);
  });

  it('7.12: the two Move Actions must be consecutive: another Action in between starts the count again', () => {
    const t = mover('india', { speed: -1 }, { merchants: { bombay: { type: 'flute' } } });
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: sea('east-africa') });
    t.act({ type: 'findMerchant', player: 'A', pirate: 'vane', port: 'bombay' });
    t.roll(1);
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: sea('east-africa') });
    expect(t.pirate('vane').location).toEqual(sea('india'));
  });

  it('7.12: the two Move Actions are spent together: a first half-move does not carry over into a later Player-Turn', () => {
    const t = scenario({
      players: 2,
      options: { cunning: false },
      turn: { actionsCard: 'pirate-converts', actionsLeft: 1 },
      hands: { A: ['scurvy-outbreak', 'wear-and-tear', 'wear-and-tear', 'wear-and-tear'], B: ['warship-sighting', 'warship-sighting', 'warship-sighting', 'warship-sighting'] },
      pirates: { vane: { owner: 'A', at: 'india', speed: -1 } },
      merchants: FIVE_MERCHANTS,
    });
    // His last Action of the turn: not enough to Move at Speed -1.
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: sea('east-africa') });
    expect(t.pirate('vane').location).toEqual(sea('india'));
    t.act({ type: 'endTurn', player: 'A' });
    t.act({ type: 'endTurn', player: 'B' });
    // Next Player-Turn: one Move Action alone still does not move him.
    expect(t.state.turn.player).toBe('A');
    t.act({ type: 'playCard', player: 'A', card: 'scurvy-outbreak', pirate: null });
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: sea('east-africa') });
    expect(t.pirate('vane').location).toEqual(sea('india'));
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: sea('east-africa') });
    expect(t.pirate('vane').location).toEqual(sea('east-africa'));
  });

  it('6.26: at Speed 0 a single Move Action is enough', () => {
    const t = mover('india', { speed: 0 });
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: sea('east-africa') });
    expect(t.pirate('vane').location).toEqual(sea('east-africa'));
  });
});

describe('7.1 Moving in Sea Areas (Living Rules border list, 2.2)', () => {
  it.each([
    ['north-atlantic', ['central-atlantic']],
    ['central-atlantic', ['north-atlantic', 'south-atlantic']],
    ['south-atlantic', ['central-atlantic', 'west-caribbean']],
  ])('2.2 / 7.11: from %s a Pirate may move to %j only', (from, to) => {
    expect(seaMoves(mover(from))).toEqual([...to].sort());
  });

  it('2.2 / 7.11: West Caribbean borders South Atlantic, East Caribbean, Central America and South America', () => {
    expect(seaMoves(mover('west-caribbean'))).toEqual(['central-america', 'east-caribbean', 'south-america', 'south-atlantic']);
  });

  it('2.2 / 7.11: East Caribbean borders West Caribbean and South America', () => {
    expect(seaMoves(mover('east-caribbean'))).toEqual(['south-america', 'west-caribbean']);
  });

  it('7.11: a move to a non-adjacent Sea Area is illegal (North Atlantic -> South Atlantic)', () => {
    const t = mover('north-atlantic');
    const before = t.state;
    expect(() => t.act({ type: 'move', player: 'A', pirate: 'vane', to: sea('south-atlantic') })).toThrow(IllegalActionError);
    expect(t.state).toBe(before);
  });

  it('2.2: the Regions are joined only by Transit Boxes: no Sea Area borders the Gold Coast', () => {
    expect(seaMoves(mover('gold-coast'))).toEqual([]);
  });

  it('7.11: a Move is one Action and moves one Sea Area', () => {
    const t = mover('north-atlantic');
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: sea('central-atlantic') });
    expect(t.pirate('vane').location).toEqual(sea('central-atlantic'));
    expect(t.state.turn.actionsLeft).toBe(2);
    expect(t.last('moved')).toMatchObject({ rule: '7.11', from: 'north-atlantic', to: 'central-atlantic' });
  });
});

describe('7.3 Moving into and out of Ports', () => {
  it('7.3: entering a port from its Sea Area is a separate Move Action', () => {
    const t = mover('central-atlantic');
    const ports = destinations(t).filter((l) => l.kind === 'port').map((l) => (l.kind === 'port' ? l.port : '')).sort();
    // Virginia, Bath and Bermuda adjoin the Central Atlantic.
    expect(ports).toEqual(['bath', 'bermuda', 'virginia']);
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: port('bath') });
    expect(t.pirate('vane').location).toEqual(port('bath'));
    expect(t.state.turn.actionsLeft).toBe(2);
  });

  it('7.3: a port of another Sea Area cannot be entered', () => {
    const t = mover('central-atlantic');
    expect(() => t.act({ type: 'move', player: 'A', pirate: 'vane', to: port('charleston') })).toThrow(IllegalActionError);
  });

  it('7.3: exiting a port costs one Move Action and places the Pirate in the adjoining Sea Area only', () => {
    const t = mover('bath');
    expect(destinations(t)).toEqual([sea('central-atlantic')]);
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: sea('central-atlantic') });
    expect(t.pirate('vane').location).toEqual(sea('central-atlantic'));
    expect(t.state.turn.actionsLeft).toBe(2);
  });

  it('2.2 / RULINGS B44: Bermuda adjoins both the North and the Central Atlantic; its exits lead into either', () => {
    const t = mover('bermuda');
    expect(destinations(t).map((l) => (l.kind === 'sea' ? l.area : '?')).sort()).toEqual(['central-atlantic', 'north-atlantic']);
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: sea('north-atlantic') });
    expect(t.pirate('vane').location).toEqual(sea('north-atlantic'));
  });

  it('10.27 / R102: an In-Port Pirate next to his own KC stays; at Bermuda he may sail into its other Sea Area', () => {
    const kc = { kcs: { matthews: { owner: 'A', area: 'north-atlantic' } } };
    expect(destinations(mover('boston', {}, kc))).toEqual([]);
    expect(destinations(mover('bermuda', {}, kc))).toEqual([sea('central-atlantic')]);
  });

  it('2.2: Bermuda can be entered from the North Atlantic as well as from the Central Atlantic', () => {
    expect(destinations(mover('north-atlantic'))).toContainEqual(port('bermuda'));
    expect(destinations(mover('central-atlantic'))).toContainEqual(port('bermuda'));
  });

  it('9.31: a port with an Anti-Pirate Governor may not be entered', () => {
    const t = mover('central-atlantic', {}, { governors: { bath: 'anti' } });
    expect(destinations(t)).not.toContainEqual(port('bath'));
    expect(() => t.act({ type: 'move', player: 'A', pirate: 'vane', to: port('bath') })).toThrow(IllegalActionError);
  });

  it('9.31: with a Letter of Marque for its nationality an Anti-Pirate port is treated as Pro-Pirate and may be entered', () => {
    const t = mover('central-atlantic', { letterOfMarque: 'english' }, { governors: { bath: 'anti' } });
    expect(destinations(t)).toContainEqual(port('bath'));
  });

  it('9.32-9.35: Pro-Pirate, Neutral and Pirate Ports may all be entered', () => {
    const t = mover('south-atlantic', {}, { governors: { charleston: 'pro' } });
    const ports = destinations(t).filter((l) => l.kind === 'port');
    expect(ports).toContainEqual(port('charleston')); // Pro-Pirate
    expect(ports).toContainEqual(port('st-augustine')); // Neutral
    expect(ports).toContainEqual(port('new-providence')); // Pirate Port
  });

  it('RULINGS B35: a destroyed port can never be entered', () => {
    const t = mover('central-atlantic', {}, { destroyedPorts: ['bath'] });
    expect(destinations(t)).not.toContainEqual(port('bath'));
  });

  it('9.41: the instant a Pirate enters a port his Scurvy is cured (no Action needed)', () => {
    const t = mover('central-atlantic', { scurvy: true });
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: port('bath') });
    expect(t.pirate('vane').scurvy).toBe(false);
    expect(t.ev('scurvyCured')).toHaveLength(1);
    expect(t.state.turn.actionsLeft).toBe(2);
  });

  it('9.41: moving between Sea Areas does not cure Scurvy', () => {
    const t = mover('central-atlantic', { scurvy: true });
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: sea('south-atlantic') });
    expect(t.pirate('vane').scurvy).toBe(true);
  });
});

describe('7.2 Transit Boxes', () => {
  it('7.11: South America connects to the South America-Gold Coast Transit Box', () => {
    const t = mover('south-america');
    expect(destinations(t)).toContainEqual(transit('south-america-gold-coast'));
    expect(destinations(t)).not.toContainEqual(transit('gold-coast-east-africa'));
  });

  it('7.11: the Gold Coast connects to both Transit Boxes', () => {
    const t = mover('gold-coast');
    expect(destinations(t)).toContainEqual(transit('south-america-gold-coast'));
    expect(destinations(t)).toContainEqual(transit('gold-coast-east-africa'));
  });

  it('7.11: East Africa connects to the Gold Coast-East Africa Transit Box', () => {
    const t = mover('east-africa');
    expect(destinations(t)).toContainEqual(transit('gold-coast-east-africa'));
    expect(destinations(t)).not.toContainEqual(transit('south-america-gold-coast'));
  });

  it('7.11: a Sea Area without a Transit Box (West Caribbean) offers none', () => {
    expect(destinations(mover('west-caribbean')).filter((l) => l.kind === 'transit')).toEqual([]);
  });

  it('7.2: entering a Transit Box costs one Move Action and leaving it another (South America -> Gold Coast takes 2)', () => {
    const t = mover('south-america');
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: transit('south-america-gold-coast') });
    expect(t.pirate('vane').location).toEqual(transit('south-america-gold-coast'));
    expect(t.last('moved').rule).toBe('7.2');
    // From the box only its two ends are reachable.
    expect(destinations(t).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual([sea('gold-coast'), sea('south-america')]);
    t.act({ type: 'move', player: 'A', pirate: 'vane', to: sea('gold-coast') });
    expect(t.pirate('vane').location).toEqual(sea('gold-coast'));
    expect(t.state.turn.actionsLeft).toBe(1);
  });

  it('7.2: the Gold Coast-East Africa box leads to the Gold Coast or East Africa', () => {
    const t = mover('gold-coast-east-africa');
    expect(seaMoves(t)).toEqual(['east-africa', 'gold-coast']);
  });
});
