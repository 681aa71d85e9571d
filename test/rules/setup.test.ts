import { describe, it, expect } from 'vitest';
import { apply, chanceOutcomes, view, type Edition } from '../../src/index.js';
import {
  game,
  scenario,
  rollOrder,
  dealEvents,
  placeGovernors,
  dealPirates,
  placeMerchants,
  QUIET_GOVERNORS,
  QUIET_MERCHANTS,
  MUST_PLAY,
  EVENT_COUNTS,
  deckSize,
  type Table,
} from './helpers.js';

/** Drive a fresh game to the start of Step 7 with these Pirate cards dealt in Player Order. */
function toDeployment(players: number, pirates: string[], options: Record<string, unknown> = {}): Table {
  const t = game({ players, options });
  rollOrder(t, [6, ...Array.from({ length: players - 1 }, () => 1)]);
  dealEvents(t);
  placeGovernors(t, QUIET_GOVERNORS);
  dealPirates(t, pirates);
  return t;
}

const FOUR = ['vane', 'low', 'teach', 'bonnet', 'avery', 'roberts', 'kidd', 'tew'];

describe('3.0 Step 2: Player Order', () => {
  it('3.0 Step 2: each player rolls a die; the highest becomes Player A and the rest follow clockwise', () => {
    const t = game({ players: 4 });
    rollOrder(t, [2, 6, 3, 1]); // seat 2 rolls highest
    const order = t.last('playerOrder');
    expect(order.seatOfA).toBe(2);
    // Player A sits at seat 2, B to his left at seat 3, C at 4, D at 1.
    expect(t.state.players.A?.seat).toBe(2);
    expect(t.state.players.B?.seat).toBe(3);
    expect(t.state.players.C?.seat).toBe(4);
    expect(t.state.players.D?.seat).toBe(1);
  });

  it('3.0 Step 2 / RULINGS B40: tied highest rolls are rerolled among the tied players only', () => {
    const t = game({ players: 4 });
    rollOrder(t, [3, 5, 5, 2]); // seats 2 and 3 tie on 5
    expect(t.last('rollOffTie').seats).toEqual([2, 3]);
    // Only seats 2 and 3 roll again.
    const p = t.pending;
    expect(p.kind === 'chance' && p.spec.label).toContain('seat 2');
    t.roll(4);
    const p2 = t.pending;
    expect(p2.kind === 'chance' && p2.spec.label).toContain('seat 3');
    t.roll(6);
    expect(t.last('playerOrder').seatOfA).toBe(3);
    expect(t.state.players.A?.seat).toBe(3);
    // The deal (Step 4) follows.
    const p3 = t.pending;
    expect(p3.kind === 'chance' && p3.spec.kind === 'draw' && p3.spec.pool).toBe('event');
  });

  it('3.0 Step 2 / RULINGS B40: a tie below the highest roll needs no reroll', () => {
    const t = game({ players: 4 });
    rollOrder(t, [5, 2, 2, 1]);
    expect(t.ev('rollOffTie')).toHaveLength(0);
    expect(t.last('playerOrder').seatOfA).toBe(1);
  });
});

describe('3.0 Steps 3-4: dealing the Event cards', () => {
  it('3.0 Step 3-4: no Must Play Immediately card can be dealt', () => {
    const t = game({ players: 4 });
    rollOrder(t, [6, 1, 1, 1]);
    const outcomes = chanceOutcomes(t.state).map((o) => o.outcome.value as string);
    expect(outcomes.length).toBeGreaterThan(0);
    for (const mpi of MUST_PLAY) expect(outcomes).not.toContain(mpi);
    // A Must-Play card is not a possible outcome of the deal.
    const c = t.state;
    expect(() => t.draw('storms-at-sea')).toThrow();
    expect(t.state).toBe(c);
  });

  it('3.0 Step 4: 4 cards to each player in Player Order, then the Must-Play cards go back into the deck', () => {
    const t = game({ players: 4 });
    rollOrder(t, [6, 1, 1, 1]);
    const dealtTo: string[] = [];
    while (t.pending.kind === 'chance' && t.pending.spec.kind === 'draw') {
      t.any();
      dealtTo.push(t.last('cardDealt').player as string);
    }
    expect(dealtTo).toEqual(['A', 'B', 'C', 'D', 'A', 'B', 'C', 'D', 'A', 'B', 'C', 'D', 'A', 'B', 'C', 'D']);
    for (const p of ['A', 'B', 'C', 'D'] as const) expect(t.hand(p)).toHaveLength(4);
    // 87 - 16 dealt = 71, every Must-Play card among them.
    expect(deckSize(t.state)).toBe(71);
    for (const mpi of MUST_PLAY) expect(t.state.deck[mpi]).toBe(EVENT_COUNTS[mpi]);
  });
});

describe('3.0 Step 5: Pro-Pirate Governors', () => {
  it('3.0 Step 5: eight Governors placed by D66 at the rolled ports', () => {
    const t = game({ players: 3 });
    rollOrder(t, [6, 1, 1]);
    dealEvents(t);
    placeGovernors(t, [11, 15, 16, 25, 34, 41, 52, 64]);
    expect(Object.keys(t.state.governors).sort()).toEqual(
      ['boston', 'bath', 'charleston', 'cartagena', 'san-juan', 'port-royal', 'whydah', 'goa'].sort(),
    );
    for (const g of Object.values(t.state.governors)) expect(g).not.toBe('anti');
  });

  it('3.0 Step 5: a port that already has a Governor sends the next one to the next higher available port', () => {
    const t = game({ players: 3 });
    rollOrder(t, [6, 1, 1]);
    dealEvents(t);
    t.locator(35); // Santo Domingo
    t.locator(35); // taken -> 36 is Isla de Tortuga, a Pirate Port -> 41 Port Royal
    const placed = t.ev('governorPlaced');
    expect(placed[0]?.port).toBe('santo-domingo');
    expect(placed[1]?.rolledPort).toBe('santo-domingo');
    expect(placed[1]?.port).toBe('port-royal');
  });

  it('3.0 Step 5: a Pirate Port is never given a Governor; 66 wraps round to 11', () => {
    const t = game({ players: 3 });
    rollOrder(t, [6, 1, 1]);
    dealEvents(t);
    t.locator(44); // New Providence (Pirate Port) -> 45 Bermuda
    t.locator(66); // Isle Ste. Marie (Pirate Port) -> wraps to 11 Boston
    t.locator(66); // again -> 11 taken -> 12 New York
    const ports = t.ev('governorPlaced').map((e) => e.port);
    expect(ports).toEqual(['bermuda', 'boston', 'new-york']);
    expect(t.state.governors['new-providence']).toBeUndefined();
    expect(t.state.governors['isle-ste-marie']).toBeUndefined();
  });
});

describe('3.0 Step 6: Pirate cards', () => {
  it.each([
    [5, 2],
    [4, 2],
    [3, 3],
    [2, 4],
  ])('3.0 Step 6: a %i-player game deals %i Pirate cards to each player', (players, each) => {
    const t = game({ players });
    rollOrder(t, [6, ...Array.from({ length: players - 1 }, () => 1)]);
    dealEvents(t);
    placeGovernors(t, QUIET_GOVERNORS);
    let draws = 0;
    while (t.pending.kind === 'chance' && t.pending.spec.kind === 'draw' && t.pending.spec.pool === 'pirate') {
      t.any();
      draws++;
    }
    expect(draws).toBe(players * each);
    for (const p of t.state.order) expect(t.state.players[p]?.pirateHand).toHaveLength(each);
    expect(t.state.pirateDeck).toHaveLength(23 - players * each);
  });

  it('3.0 Step 6 optional rule: a first-pick roll, then a reverse draft 1-2-3-4-4-3-2-1 (4 players)', () => {
    const t = game({ players: 4, options: { pirateDraft: true } });
    rollOrder(t, [6, 1, 1, 1]);
    dealEvents(t);
    placeGovernors(t, QUIET_GOVERNORS);
    // Each player rolls for first pick; B and C tie and reroll (RULINGS B40); C wins.
    for (const r of [2, 5, 5, 1]) t.roll(r);
    t.roll(3);
    t.roll(4);
    expect(t.last('firstPick').player).toBe('C');
    const pickers: string[] = [];
    for (const id of FOUR) {
      const p = t.pending;
      if (p.kind !== 'decision') throw new Error('expected a draft pick');
      pickers.push(p.player);
      // The picker chooses specifically and knowingly: any undealt Pirate is offered.
      expect(t.legalOf('choosePirate')).toHaveLength(23 - pickers.length + 1);
      t.act({ type: 'choosePirate', player: p.player, pirate: id });
    }
    expect(pickers).toEqual(['C', 'D', 'A', 'B', 'B', 'A', 'D', 'C']);
    expect(t.state.players.C?.pirateHand).toEqual(['vane', 'tew']);
    expect(t.state.players.B?.pirateHand).toEqual(['bonnet', 'avery']);
  });

  it('3.0 Step 6 optional rule: the 3-player order is 1-2-3-3-2-1-1-2-3', () => {
    const t = game({ players: 3, options: { pirateDraft: true } });
    rollOrder(t, [6, 1, 1]);
    dealEvents(t);
    placeGovernors(t, QUIET_GOVERNORS);
    for (const r of [6, 1, 1]) t.roll(r); // A picks first
    const pickers: string[] = [];
    for (const id of ['vane', 'low', 'teach', 'bonnet', 'avery', 'roberts', 'kidd', 'tew', 'nau']) {
      const p = t.pending;
      if (p.kind !== 'decision') throw new Error('expected a draft pick');
      pickers.push(p.player);
      t.act({ type: 'choosePirate', player: p.player, pirate: id });
    }
    expect(pickers).toEqual(['A', 'B', 'C', 'C', 'B', 'A', 'A', 'B', 'C']);
  });
});

describe('3.0 Step 7: deploying the Pirates', () => {
  it('3.0 Step 7: in Player Order each player must deploy one Pirate (no pass is offered)', () => {
    const t = toDeployment(4, FOUR);
    const p = t.pending;
    expect(p.kind === 'decision' && p.player).toBe('A');
    expect(t.legalOf('pass')).toHaveLength(0);
    // Any Sea Area (5.15), Sloop or Schooner (6.21), either Pirate in hand: 10 x 2 x 2.
    expect(t.legalOf('deployPirate')).toHaveLength(40);
    expect(t.canDo({ type: 'deployPirate', ship: 'brigantine' })).toBe(false);
  });

  it('3.0 Step 7 / 6.23-6.24: a Sloop starts at Combat 5 Speed 5, a Schooner at Combat 6 Speed 3, Loyalty 7', () => {
    const t = toDeployment(4, FOUR);
    t.act({ type: 'deployPirate', player: 'A', pirate: 'vane', area: 'east-caribbean', ship: 'schooner' });
    t.act({ type: 'deployPirate', player: 'B', pirate: 'low', area: 'india', ship: 'sloop' });
    expect(t.pirate('vane')).toMatchObject({ ship: 'schooner', combat: 6, speed: 3, loyalty: 7, location: { kind: 'sea', area: 'east-caribbean' } });
    expect(t.pirate('low')).toMatchObject({ ship: 'sloop', combat: 5, speed: 5, loyalty: 7, location: { kind: 'sea', area: 'india' } });
    // Cunning starts at the card's rating (12.0): Vane 3, Low 3.
    expect(t.pirate('vane').cunning).toBe(3);
  });

  it('3.0 Step 7: after everyone has deployed one, each may deploy a second (or pass); the turn order is kept', () => {
    const t = toDeployment(4, FOUR);
    t.act({ type: 'deployPirate', player: 'A', pirate: 'vane', area: 'east-caribbean', ship: 'schooner' });
    t.act({ type: 'deployPirate', player: 'B', pirate: 'low', area: 'east-caribbean', ship: 'sloop' });
    t.act({ type: 'deployPirate', player: 'C', pirate: 'teach', area: 'east-caribbean', ship: 'sloop' });
    t.act({ type: 'deployPirate', player: 'D', pirate: 'bonnet', area: 'east-caribbean', ship: 'sloop' });
    // Second round: A may pass now.
    const p = t.pending;
    expect(p.kind === 'decision' && p.player).toBe('A');
    expect(t.canDo({ type: 'pass', player: 'A' })).toBe(true);
    t.act({ type: 'pass', player: 'A' });
    t.act({ type: 'deployPirate', player: 'B', pirate: 'roberts', area: 'india', ship: 'sloop' });
    t.act({ type: 'pass', player: 'C' });
    t.act({ type: 'pass', player: 'D' });
    // 5.16: in a 4-player game 2 in play is the limit, so B is not asked again; Step 8 follows.
    const q = t.pending;
    expect(q.kind === 'chance' && q.spec.kind === 'draw' && q.spec.pool).toBe('merchant');
    expect(Object.keys(t.state.pirates).sort()).toEqual(['bonnet', 'low', 'roberts', 'teach', 'vane']);
    expect(t.state.players.A?.pirateHand).toEqual(['avery']);
  });

  it('3.0 Step 7 / 5.16: in a 3-player game a player may deploy up to three Pirates', () => {
    const t = toDeployment(3, ['vane', 'low', 'teach', 'bonnet', 'avery', 'roberts', 'kidd', 'tew', 'nau']);
    // A holds vane, bonnet, kidd.
    t.act({ type: 'deployPirate', player: 'A', pirate: 'vane', area: 'india', ship: 'sloop' });
    t.act({ type: 'deployPirate', player: 'B', pirate: 'low', area: 'india', ship: 'sloop' });
    t.act({ type: 'deployPirate', player: 'C', pirate: 'teach', area: 'india', ship: 'sloop' });
    t.act({ type: 'deployPirate', player: 'A', pirate: 'bonnet', area: 'india', ship: 'sloop' });
    t.act({ type: 'pass', player: 'B' });
    t.act({ type: 'pass', player: 'C' });
    const p = t.pending;
    expect(p.kind === 'decision' && p.player).toBe('A');
    t.act({ type: 'deployPirate', player: 'A', pirate: 'kidd', area: 'india', ship: 'schooner' });
    expect(Object.values(t.state.pirates).filter((x) => x.owner === 'A')).toHaveLength(3);
    const q = t.pending;
    expect(q.kind === 'chance' && q.spec.kind === 'draw' && q.spec.pool).toBe('merchant');
  });

  it('3.0 Step 7 play note (random deployment): D66, then the Pirate goes to the Sea Area adjoining the rolled port', () => {
    const t = toDeployment(4, FOUR, { randomDeployment: true });
    t.locator(15); // Bath, Central Atlantic
    const areas = new Set(t.legalOf('deployPirate').map((a) => a.area));
    expect([...areas]).toEqual(['central-atlantic']);
    t.act({ type: 'deployPirate', player: 'A', pirate: 'vane', area: 'central-atlantic', ship: 'sloop' });
    // Next Pirate: a new D66. Bermuda (45) adjoins both North and Central Atlantic (2.2).
    t.locator(45);
    const areas2 = new Set(t.legalOf('deployPirate').map((a) => a.area));
    expect([...areas2].sort()).toEqual(['central-atlantic', 'north-atlantic']);
  });

  it('3.0 Step 7 play note (secret deployment): other players do not see a placement until all have placed', () => {
    const t = toDeployment(4, FOUR, { secretDeployment: true });
    t.act({ type: 'deployPirate', player: 'A', pirate: 'vane', area: 'east-caribbean', ship: 'schooner' });
    expect(Object.keys(view(t.state, 'B').pirates)).not.toContain('vane');
    expect(Object.keys(view(t.state, 'A').pirates)).toContain('vane');
    t.act({ type: 'deployPirate', player: 'B', pirate: 'low', area: 'east-caribbean', ship: 'sloop' });
    expect(Object.keys(view(t.state, 'C').pirates)).toEqual([]);
  });

  it('3.0 Step 7 play note (secret deployment): the deployment event is private to its player (visibleTo)', () => {
    const t = toDeployment(4, FOUR, { secretDeployment: true });
    const ev = t.act({ type: 'deployPirate', player: 'A', pirate: 'vane', area: 'east-caribbean', ship: 'schooner' });
    const deployed = ev.find((e) => e.type === 'pirateDeployed');
    expect(deployed).toBeDefined();
    // Like a dealt card (3.0 Step 4) or a drawn Pirate (5.16), the placement is for A's eyes only.
    expect(deployed?.visibleTo).toBe('A');
  });

  it('3.0 Step 7 play note (secret deployment): once every player has made his choices, all placements are revealed', () => {
    const t = toDeployment(4, FOUR, { secretDeployment: true });
    t.act({ type: 'deployPirate', player: 'A', pirate: 'vane', area: 'east-caribbean', ship: 'schooner' });
    t.act({ type: 'deployPirate', player: 'B', pirate: 'low', area: 'east-caribbean', ship: 'sloop' });
    t.act({ type: 'deployPirate', player: 'C', pirate: 'teach', area: 'east-caribbean', ship: 'sloop' });
    t.act({ type: 'deployPirate', player: 'D', pirate: 'bonnet', area: 'east-caribbean', ship: 'sloop' });
    for (const p of ['A', 'B', 'C', 'D'] as const) t.act({ type: 'pass', player: p });
    // Deployment is over (Step 8, Merchants, is next): the placements are revealed simultaneously.
    const q = t.pending;
    expect(q.kind === 'chance' && q.spec.kind === 'draw' && q.spec.pool).toBe('merchant');
    expect(Object.keys(view(t.state, 'B').pirates).sort()).toEqual(['bonnet', 'low', 'teach', 'vane']);
  });

  it('3.0 Step 7 play note (secret deployment): after setup every placement is visible', () => {
    const t = toDeployment(4, FOUR, { secretDeployment: true });
    t.act({ type: 'deployPirate', player: 'A', pirate: 'vane', area: 'east-caribbean', ship: 'schooner' });
    t.act({ type: 'deployPirate', player: 'B', pirate: 'low', area: 'east-caribbean', ship: 'sloop' });
    t.act({ type: 'deployPirate', player: 'C', pirate: 'teach', area: 'east-caribbean', ship: 'sloop' });
    t.act({ type: 'deployPirate', player: 'D', pirate: 'bonnet', area: 'east-caribbean', ship: 'sloop' });
    for (const p of ['A', 'B', 'C', 'D'] as const) t.act({ type: 'pass', player: p });
    placeMerchants(t, QUIET_MERCHANTS);
    expect(Object.keys(view(t.state, 'B').pirates).sort()).toEqual(['bonnet', 'low', 'teach', 'vane']);
    expect(t.ev('deploymentsRevealed')).toHaveLength(1);
  });
});

describe('3.0 Step 8: Merchant Ships', () => {
  function toMerchants(): Table {
    const t = toDeployment(4, FOUR);
    t.act({ type: 'deployPirate', player: 'A', pirate: 'vane', area: 'east-caribbean', ship: 'schooner' });
    t.act({ type: 'deployPirate', player: 'B', pirate: 'low', area: 'east-caribbean', ship: 'sloop' });
    t.act({ type: 'deployPirate', player: 'C', pirate: 'teach', area: 'east-caribbean', ship: 'sloop' });
    t.act({ type: 'deployPirate', player: 'D', pirate: 'bonnet', area: 'east-caribbean', ship: 'sloop' });
    for (const p of ['A', 'B', 'C', 'D'] as const) t.act({ type: 'pass', player: p });
    return t;
  }

  it('3.0 Step 8 example: D66 15 puts a Merchant at Bath; a second 15 puts the next at Charleston', () => {
    const t = toMerchants();
    t.draw('brigantine');
    t.locator(15);
    expect(t.state.merchants.bath).toEqual({ type: 'brigantine', faceUp: false, foundBy: null });
    t.draw('flute');
    t.locator(15);
    expect(t.state.merchants.charleston).toEqual({ type: 'flute', faceUp: false, foundBy: null });
    expect(t.last('merchantPlaced')).toMatchObject({ rolledPort: 'bath', port: 'charleston', redirected: true });
  });

  it('3.0 Step 8: no Merchant in a Pirate Port; 66 wraps round to 11', () => {
    const t = toMerchants();
    t.draw('sloop');
    t.locator(36); // Isla de Tortuga -> 41 Port Royal
    t.draw('sloop');
    t.locator(66); // Isle Ste. Marie -> 11 Boston
    expect(t.state.merchants['port-royal']?.type).toBe('sloop');
    expect(t.state.merchants.boston?.type).toBe('sloop');
    expect(t.state.merchants['isla-de-tortuga']).toBeUndefined();
  });

  it('3.0 Step 8: eight Merchants are placed face down, then Player A begins the first Player-Turn (Step 11)', () => {
    const t = toMerchants();
    placeMerchants(t, QUIET_MERCHANTS);
    expect(Object.keys(t.state.merchants)).toHaveLength(8);
    for (const m of Object.values(t.state.merchants)) expect(m.faceUp).toBe(false);
    // The 35-counter pool lost 8.
    expect(Object.values(t.state.merchantPool).reduce((a, b) => a + b, 0)).toBe(27);
    expect(t.ev('setupComplete')).toHaveLength(1);
    expect(t.state.turn.player).toBe('A');
    // A holds 4 cards already, so no card is drawn; the Card Play Phase waits for A.
    const p = t.pending;
    expect(p.kind === 'decision' && p.player).toBe('A');
  });
});

describe('2.7 More than 5 players (variant)', () => {
  function sixPlayers(edition: Edition = 'livingRules2008'): Table {
    const t = game({ players: 6, options: { edition } });
    rollOrder(t, [6, 1, 1, 1, 1, 1]);
    dealEvents(t);
    placeGovernors(t, QUIET_GOVERNORS);
    return t;
  }

  it('2.7: with 6 players each player draws only one Pirate card', () => {
    const t = sixPlayers();
    let draws = 0;
    while (t.pending.kind === 'chance' && t.pending.spec.kind === 'draw' && t.pending.spec.pool === 'pirate') {
      t.any();
      draws++;
    }
    expect(draws).toBe(6);
    for (const p of t.state.order) expect(t.state.players[p]?.pirateHand).toHaveLength(1);
  });

  it('2.7: a player who draws another Pirate instead gives every other player 10 VP; the first card goes back', () => {
    const t = sixPlayers();
    dealPirates(t, ['vane', 'low', 'teach', 'bonnet', 'avery', 'roberts']);
    t.act({ type: 'redrawPirate', player: 'A', pirate: 'vane' });
    expect(t.vp('A')).toBe(0);
    for (const p of ['B', 'C', 'D', 'E', 'F'] as const) expect(t.vp(p)).toBe(10);
    t.draw('kidd');
    expect(t.state.players.A?.pirateHand).toEqual(['kidd']);
    expect(t.state.pirateDeck).toContain('vane');
  });

  /** The Pirate cards a redraw's chance node may give (2.7 "a different one"). */
  const drawable = (t: Table): unknown[] => chanceOutcomes(t.state).map((o) => (o.outcome as { value: unknown }).value);

  describe.each(['livingRules2008', 'firstPrint2008'] as const)('%s', (edition) => {
    it('2.7 at setup: the redraw gives a different Pirate: drawn first from the deck without the one given back, which then returns to it', () => {
      const t = sixPlayers(edition);
      dealPirates(t, ['vane', 'low', 'teach', 'bonnet', 'avery', 'roberts']);
      t.act({ type: 'redrawPirate', player: 'A', pirate: 'vane' });
      expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'pirate' } });
      expect(drawable(t)).not.toContain('vane');
      expect(drawable(t)).toHaveLength(t.state.pirateDeck.length);
      // The same card cannot be forced as the outcome either.
      expect(() => apply(t.state, { type: 'chance', value: 'vane' })).toThrow();
      t.draw('kidd');
      expect(t.state.players.A?.pirateHand).toEqual(['kidd']);
      expect(t.state.pirateDeck).toContain('vane');
      expect(t.last('pirateDealt')).toMatchObject({ player: 'A', pirate: 'kidd', rule: '2.7' });
    });

    it('2.7 at setup: no limit on redraws (R103): he may give back the new one too, 10 VP to each other player again, and may draw the first one back', () => {
      const t = sixPlayers(edition);
      dealPirates(t, ['vane', 'low', 'teach', 'bonnet', 'avery', 'roberts']);
      t.act({ type: 'redrawPirate', player: 'A', pirate: 'vane' });
      t.draw('kidd');
      // Still A's decision: keep Kidd (pass) or exchange him as well.
      expect(t.pending).toMatchObject({ kind: 'decision', player: 'A' });
      expect(t.legal()).toEqual([{ type: 'pass', player: 'A' }, { type: 'redrawPirate', player: 'A', pirate: 'kidd' }]);
      t.act({ type: 'redrawPirate', player: 'A', pirate: 'kidd' });
      for (const p of ['B', 'C', 'D', 'E', 'F'] as const) expect(t.vp(p)).toBe(20);
      expect(drawable(t)).toContain('vane');
      expect(drawable(t)).not.toContain('kidd');
      t.draw('vane');
      expect(t.state.players.A?.pirateHand).toEqual(['vane']);
      t.act({ type: 'pass', player: 'A' });
      expect(t.pending).toMatchObject({ kind: 'decision', player: 'B' });
    });

    it('2.7 Action K: the redraw gives a different Pirate, and may be repeated', () => {
      const t = scenario({ players: 6, options: { edition }, turn: { actionsCard: 'scurvy-outbreak', actionsLeft: 2 } });
      t.act({ type: 'drawPirate', player: 'A' });
      t.draw('teach');
      t.act({ type: 'redrawPirate', player: 'A', pirate: 'teach' });
      expect(drawable(t)).not.toContain('teach');
      expect(() => apply(t.state, { type: 'chance', value: 'teach' })).toThrow();
      t.draw('kidd');
      expect(t.state.players.A?.pirateHand).toEqual(['kidd']);
      expect(t.state.pirateDeck).toContain('teach');
      expect(t.canDo({ type: 'redrawPirate', pirate: 'kidd' })).toBe(true);
      t.act({ type: 'redrawPirate', player: 'A', pirate: 'kidd' });
      expect(t.vp('B')).toBe(20);
      expect(drawable(t)).toContain('teach');
      t.draw('teach');
      t.act({ type: 'deployPirate', player: 'A', pirate: 'teach', area: 'india', ship: 'sloop' });
      expect(t.pirate('teach').owner).toBe('A');
      expect(t.state.pirateDeck).toContain('kidd');
    });
  });

  it('2.7: during play a player draws a new Pirate card only once his Pirate has left the game', () => {
    const inPlay = scenario({ players: 6, turn: { actionsCard: 'scurvy-outbreak', actionsLeft: 2 }, pirates: { vane: { owner: 'A', at: 'india' } } });
    expect(inPlay.canDo({ type: 'drawPirate' })).toBe(false);
    const gone = scenario({ players: 6, turn: { actionsCard: 'scurvy-outbreak', actionsLeft: 2 } });
    expect(gone.canDo({ type: 'drawPirate' })).toBe(true);
    gone.act({ type: 'drawPirate', player: 'A' });
    gone.draw('teach');
    // He may exchange it, giving every other player 10 VP.
    expect(gone.canDo({ type: 'redrawPirate', pirate: 'teach' })).toBe(true);
    gone.act({ type: 'redrawPirate', player: 'A', pirate: 'teach' });
    expect(gone.vp('F')).toBe(10);
    gone.draw('kidd');
    gone.act({ type: 'deployPirate', player: 'A', pirate: 'kidd', area: 'india', ship: 'sloop' });
    expect(gone.pirate('kidd').owner).toBe('A');
  });

  it('2.7: one Pirate in play per player (no second deployment round)', () => {
    const t = sixPlayers();
    dealPirates(t, ['vane', 'low', 'teach', 'bonnet', 'avery', 'roberts']);
    for (const p of ['A', 'B', 'C', 'D', 'E', 'F'] as const) t.act({ type: 'pass', player: p });
    const hands: Record<string, string> = { A: 'vane', B: 'low', C: 'teach', D: 'bonnet', E: 'avery', F: 'roberts' };
    for (const p of ['A', 'B', 'C', 'D', 'E', 'F']) {
      const q = t.pending;
      expect(q.kind === 'decision' && q.player).toBe(p);
      t.act({ type: 'deployPirate', player: p as 'A', pirate: hands[p] as string, area: 'india', ship: 'sloop' });
    }
    const q = t.pending;
    expect(q.kind === 'chance' && q.spec.kind === 'draw' && q.spec.pool).toBe('merchant');
  });
});
