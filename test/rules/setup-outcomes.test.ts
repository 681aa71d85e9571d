import { describe, it, expect } from 'vitest';
import type { OptionsInput } from '../../src/state/schema.js';
import { game, refusal, rollOrder, dealEvents, placeGovernors, dealPirates, placeMerchants, QUIET_GOVERNORS, QUIET_MERCHANTS, type Table } from './helpers.js';

/**
 * Rule outcomes of Preparing for Play (3.0 Steps 2-11, 2.7; src/actions/setup.ts) that no other
 * test read: each step's events with the rule they cite, who is asked and under which rule, and
 * the chance each step draws or rolls.
 */

/** The spec of the chance node now pending (fails the test at any other node). */
function chanceSpec(t: Table) {
  const p = t.pending;
  if (p.kind !== 'chance') throw new Error(`expected a chance node, pending is ${JSON.stringify(p)}`);
  return p.spec;
}

const NINE = ['vane', 'low', 'teach', 'bonnet', 'avery', 'roberts', 'kidd', 'tew', 'condent'];
const SIX = ['vane', 'low', 'teach', 'bonnet', 'avery', 'roberts'];

/**
 * A new game past Step 5 (3.0): seat 1 wins the Player Order roll (Player A, the others clockwise),
 * the Event cards are dealt and the eight Governors placed at quiet ports; with `pirates`, these
 * Pirate cards are then dealt in Player Order (Step 6).
 */
function setUp(players: number, options: OptionsInput = {}, pirates: string[] = []): Table {
  const t = game({ players, options });
  rollOrder(t, [6, ...Array<number>(players - 1).fill(1)]);
  dealEvents(t);
  placeGovernors(t, QUIET_GOVERNORS);
  dealPirates(t, pirates);
  return t;
}

describe('3.0: a 3-player set-up, step by step', () => {
  it('Step 2 / RULINGS B40: each seat rolls; the tied highest reroll among themselves; the winner is Player A, the others clockwise', () => {
    const t = game({ players: 3 });
    expect(chanceSpec(t)).toEqual({ kind: 'dice', count: 1, roller: null, label: 'Player Order roll for seat 1 (3.0 Step 2)' });
    rollOrder(t, [2, 5, 5]);
    // Only seats 2 and 3 roll again.
    expect(chanceSpec(t).label).toBe('Player Order roll for seat 2 (3.0 Step 2)');
    rollOrder(t, [3, 4]);
    expect(t.events).toEqual([
      { type: 'rollOff', rule: '3.0', purpose: 'playerOrder', seat: 1, roll: 2 },
      { type: 'rollOff', rule: '3.0', purpose: 'playerOrder', seat: 2, roll: 5 },
      { type: 'rollOff', rule: '3.0', purpose: 'playerOrder', seat: 3, roll: 5 },
      { type: 'rollOffTie', rule: '3.0', seats: [2, 3], ruling: 'B40' },
      { type: 'rollOff', rule: '3.0', purpose: 'playerOrder', seat: 2, roll: 3 },
      { type: 'rollOff', rule: '3.0', purpose: 'playerOrder', seat: 3, roll: 4 },
      // Seat 3 is Player A; clockwise, seat 1 is B and seat 2 is C.
      { type: 'playerOrder', rule: '3.0', seatOfA: 3, seats: [{ player: 'A', seat: 3 }, { player: 'B', seat: 1 }, { player: 'C', seat: 2 }] },
    ]);
  });

  it('Steps 3-4: 4 cards each in Player Order, each seen by its player only; then the deck of the other 75 is ready', () => {
    const t = game({ players: 3 });
    rollOrder(t, [6, 1, 1]);
    t.clear();
    expect(chanceSpec(t)).toEqual({ kind: 'draw', pool: 'event', label: 'Deal an Event card to Player A (3.0 Step 4)' });
    t.draw('fair-winds');
    expect(chanceSpec(t).label).toBe('Deal an Event card to Player B (3.0 Step 4)');
    dealEvents(t);
    const dealt = t.ev('cardDealt');
    expect(dealt).toHaveLength(12);
    expect(dealt[0]).toEqual({ type: 'cardDealt', rule: '3.0', player: 'A', card: 'fair-winds', visibleTo: 'A' });
    for (const e of dealt) expect(e.visibleTo).toBe(e.player);
    expect(t.last('deckReady')).toEqual({ type: 'deckReady', rule: '3.0', cards: 75 });
    expect(t.hand('A')).toContain('fair-winds');
  });

  it('Step 5: eight D66 rolls; a port already governed sends the Governor on, and the event says where it was rolled', () => {
    const t = game({ players: 3 });
    rollOrder(t, [6, 1, 1]);
    dealEvents(t);
    t.clear();
    expect(chanceSpec(t)).toEqual({ kind: 'd66', label: 'D66 for Pro-Pirate Governor 1 (3.0 Step 5)' });
    t.locator(11);
    expect(chanceSpec(t)).toEqual({ kind: 'd66', label: 'D66 for Pro-Pirate Governor 2 (3.0 Step 5)' });
    t.locator(11);
    expect(t.events).toEqual([
      { type: 'governorPlaced', rule: '3.0', d66: [1, 1], rolledPort: 'boston', port: 'boston', redirected: false, governor: 'pro-1' },
      { type: 'governorPlaced', rule: '3.0', d66: [1, 1], rolledPort: 'boston', port: 'new-york', redirected: true, governor: 'pro-2' },
    ]);
    placeGovernors(t, [13, 14, 21, 22, 23, 24]);
    expect(t.ev('governorPlaced')).toHaveLength(8);
    // The eighth was the last: the Pirate cards come next.
    expect(chanceSpec(t)).toEqual({ kind: 'draw', pool: 'pirate', label: 'Deal a Pirate card to Player A (3.0 Step 6)' });
  });

  it('Step 6: three Pirate cards each (3 players), each seen by its player only; Step 7 then asks A first, under 3.0', () => {
    const t = setUp(3);
    t.clear();
    dealPirates(t, NINE);
    expect(t.ev('pirateDealt').slice(0, 2)).toEqual([
      { type: 'pirateDealt', rule: '3.0', player: 'A', pirate: 'vane', visibleTo: 'A' },
      { type: 'pirateDealt', rule: '3.0', player: 'B', pirate: 'low', visibleTo: 'B' },
    ]);
    expect(t.state.players.A?.pirateHand).toEqual(['vane', 'bonnet', 'kidd']);
    expect(t.state.players.C?.pirateHand).toEqual(['teach', 'roberts', 'condent']);
    expect(t.pending).toEqual({ kind: 'decision', player: 'A', frame: 'setup', rule: '3.0' });
  });

  it('Step 7: a declined deployment is reported; Steps 8-11: eight Merchants, then the set-up is complete and A begins turn 1', () => {
    const t = setUp(3, {}, NINE);
    t.act({ type: 'deployPirate', player: 'A', pirate: 'vane', area: 'india', ship: 'sloop' });
    t.act({ type: 'deployPirate', player: 'B', pirate: 'low', area: 'india', ship: 'sloop' });
    t.act({ type: 'deployPirate', player: 'C', pirate: 'teach', area: 'india', ship: 'sloop' });
    t.clear();
    expect(t.act({ type: 'pass', player: 'A' })).toEqual([{ type: 'deploymentDeclined', rule: '3.0', player: 'A' }]);
    t.act({ type: 'pass', player: 'B' });
    t.act({ type: 'pass', player: 'C' });
    // Open deployment: nothing was hidden, so nothing is revealed.
    expect(t.ev('deploymentsRevealed')).toEqual([]);
    placeMerchants(t, QUIET_MERCHANTS);
    expect(Object.keys(t.state.merchants)).toHaveLength(8);
    expect(t.events.slice(-2)).toEqual([
      { type: 'setupComplete', rule: '3.0', order: ['A', 'B', 'C'] },
      { type: 'turnStarted', rule: '4.3', player: 'A', turn: 1 },
    ]);
    expect(t.state.turn).toMatchObject({ number: 1, player: 'A', phase: 'play' });
    expect(t.pending).toEqual({ kind: 'decision', player: 'A', frame: 'turn', rule: '4.4' });
  });
});

describe('3.0 Step 6 optional rule: the draft', () => {
  it('the first-pick roll is each player\'s; the winner is reported; each pick is numbered in the order of the draft', () => {
    const t = setUp(3, { pirateDraft: true });
    t.clear();
    expect(chanceSpec(t)).toEqual({ kind: 'dice', count: 1, roller: null, label: 'First pick roll for Player A (3.0 Step 6)' });
    rollOrder(t, [2, 6, 1]);
    expect(t.events).toEqual([
      { type: 'rollOff', rule: '3.0', purpose: 'firstPick', seat: 1, roll: 2 },
      { type: 'rollOff', rule: '3.0', purpose: 'firstPick', seat: 2, roll: 6 },
      { type: 'rollOff', rule: '3.0', purpose: 'firstPick', seat: 3, roll: 1 },
      { type: 'firstPick', rule: '3.0', player: 'B' },
    ]);
    expect(t.pending).toEqual({ kind: 'decision', player: 'B', frame: 'setup', rule: '3.0' });
    t.act({ type: 'choosePirate', player: 'B', pirate: 'vane' });
    t.act({ type: 'choosePirate', player: 'C', pirate: 'low' });
    expect(t.ev('pirateDrafted')).toEqual([
      { type: 'pirateDrafted', rule: '3.0', player: 'B', pirate: 'vane', pick: 1 },
      { type: 'pirateDrafted', rule: '3.0', player: 'C', pirate: 'low', pick: 2 },
    ]);
  });
});

describe('3.0 Step 7 play notes: random and secret deployment', () => {
  it('random deployment: the D66 for each Pirate is the deploying player\'s, and its port is reported', () => {
    const t = setUp(3, { randomDeployment: true }, NINE);
    expect(chanceSpec(t)).toEqual({ kind: 'd66', label: "D66 to place Player A's Pirate (3.0 Step 7 note)" });
    expect(t.locator(15)).toEqual([{ type: 'deploymentRolled', rule: '3.0', d66: [1, 5], port: 'bath' }]);
    expect(t.pending).toEqual({ kind: 'decision', player: 'A', frame: 'setup', rule: '3.0' });
  });

  it('random deployment: a player who passes in a later round leaves no rolled port behind: the next player rolls his own D66', () => {
    const t = setUp(3, { randomDeployment: true }, NINE);
    for (const [player, pirate] of [['A', 'vane'], ['B', 'low'], ['C', 'teach']] as const) {
      t.locator(15); // Bath: Central Atlantic
      t.act({ type: 'deployPirate', player, pirate, area: 'central-atlantic', ship: 'sloop' });
    }
    t.locator(62); // A's second round: Bombay (India)
    t.act({ type: 'pass', player: 'A' });
    expect(chanceSpec(t)).toEqual({ kind: 'd66', label: "D66 to place Player B's Pirate (3.0 Step 7 note)" });
  });

  it('secret deployment: the placements are revealed together, each with its Sea Area and ship', () => {
    const t = setUp(3, { secretDeployment: true }, NINE);
    t.act({ type: 'deployPirate', player: 'A', pirate: 'vane', area: 'india', ship: 'schooner' });
    t.act({ type: 'deployPirate', player: 'B', pirate: 'low', area: 'east-caribbean', ship: 'sloop' });
    t.act({ type: 'deployPirate', player: 'C', pirate: 'teach', area: 'gold-coast', ship: 'sloop' });
    t.act({ type: 'pass', player: 'A' });
    t.act({ type: 'pass', player: 'B' });
    t.act({ type: 'pass', player: 'C' });
    expect(t.ev('deploymentsRevealed')).toEqual([
      {
        type: 'deploymentsRevealed',
        rule: '3.0',
        pirates: [
          { player: 'A', pirate: 'vane', area: 'india', ship: 'schooner' },
          { player: 'B', pirate: 'low', area: 'east-caribbean', ship: 'sloop' },
          { player: 'C', pirate: 'teach', area: 'gold-coast', ship: 'sloop' },
        ],
      },
    ]);
  });
});

describe('2.7: the redraw at set-up (6 players or more)', () => {
  it('2.7: after one Pirate card each, each player in turn is asked under 2.7 whether to redraw', () => {
    const t = setUp(6, {}, SIX);
    expect(t.pending).toEqual({ kind: 'decision', player: 'A', frame: 'setup', rule: '2.7' });
    t.act({ type: 'redrawPirate', player: 'A', pirate: 'vane' });
    expect(chanceSpec(t)).toEqual({ kind: 'draw', pool: 'pirate', label: 'Player A draws another Pirate card (2.7)' });
  });

  it('5 players: no redraw step; Step 7 follows the deal at once', () => {
    const t = setUp(5, {}, NINE.concat(['nau']));
    expect(t.pending).toEqual({ kind: 'decision', player: 'A', frame: 'setup', rule: '3.0' });
    expect(t.legalOf('redrawPirate')).toEqual([]);
    expect(t.legalOf('deployPirate').length).toBeGreaterThan(0);
  });
});

describe('3.0 / 2.7: the rule a refusal cites at each set-up step', () => {
  /** The rule of the error for an action out of place now (a chance outcome is expected). */
  const ruleNow = (t: Table) => {
    const e = refusal(t, { type: 'endTurn', player: 'A' });
    expect(e.code).toBe('chance-expected');
    return e.rule;
  };

  it('3.0 at the Player Order roll, the deal, the Governors, the first-pick roll and (without the draft) the Pirate cards', () => {
    const t = game({ players: 3, options: { pirateDraft: true } });
    expect(ruleNow(t)).toBe('3.0'); // Step 2
    rollOrder(t, [6, 1, 1]);
    expect(ruleNow(t)).toBe('3.0'); // Step 4
    dealEvents(t);
    expect(ruleNow(t)).toBe('3.0'); // Step 5
    placeGovernors(t, QUIET_GOVERNORS);
    expect(ruleNow(t)).toBe('3.0'); // Step 6, the first-pick roll
    const u = setUp(3);
    expect(ruleNow(u)).toBe('3.0'); // Step 6, the deal
  });

  it('3.0 at the random deployment\'s D66; 2.7 at the draw of a redraw', () => {
    const t = setUp(3, { randomDeployment: true }, NINE);
    expect(ruleNow(t)).toBe('3.0');
    const u = setUp(6, {}, SIX);
    u.act({ type: 'redrawPirate', player: 'A', pirate: 'vane' });
    expect(ruleNow(u)).toBe('2.7');
  });
});

describe('3.0 Step 6 optional rule: the first-pick roll goes by seat, as Step 2', () => {
  it('with Player A at seat 2, seat 1 (Player C) rolls first, then A, then B', () => {
    const t = game({ players: 3, options: { pirateDraft: true } });
    rollOrder(t, [1, 6, 1]); // seat 2 is Player A; B sits at 3, C at 1
    dealEvents(t);
    placeGovernors(t, QUIET_GOVERNORS);
    expect(chanceSpec(t).label).toBe('First pick roll for Player C (3.0 Step 6)');
    t.clear();
    rollOrder(t, [5, 2, 3]);
    expect(t.ev('rollOff').map((e) => [e.seat, e.roll])).toEqual([
      [1, 5],
      [2, 2],
      [3, 3],
    ]);
    expect(t.last('firstPick')).toEqual({ type: 'firstPick', rule: '3.0', player: 'C' });
  });
});

describe('3.0 Step 6 optional rule: the draft ends with the last pick', () => {
  it('3 players: after the ninth pick (1-2-3-3-2-1-1-2-3) Step 7 asks Player A to deploy, under 3.0: no 2.7 redraw below 6 players', () => {
    const t = setUp(3, { pirateDraft: true });
    rollOrder(t, [6, 1, 1]); // A picks first
    for (const [i, player] of (['A', 'B', 'C', 'C', 'B', 'A', 'A', 'B', 'C'] as const).entries()) {
      expect(t.pending).toEqual({ kind: 'decision', player, frame: 'setup', rule: '3.0' });
      t.act({ type: 'choosePirate', player, pirate: NINE[i] ?? '' });
    }
    expect(t.pending).toEqual({ kind: 'decision', player: 'A', frame: 'setup', rule: '3.0' });
    expect(t.legalOf('choosePirate')).toEqual([]);
    expect(t.legalOf('redrawPirate')).toEqual([]);
    expect(t.state.players.A?.pirateHand).toEqual(['vane', 'roberts', 'kidd']);
    expect(new Set(t.legalOf('deployPirate').map((a) => a.pirate))).toEqual(new Set(['vane', 'roberts', 'kidd']));
  });

  it('2.7 with 6 players: one pick each, then each player in turn is asked under 2.7 whether to redraw', () => {
    const t = setUp(6, { pirateDraft: true });
    rollOrder(t, [6, 1, 1, 1, 1, 1]); // A picks first
    for (const [i, player] of (['A', 'B', 'C', 'D', 'E', 'F'] as const).entries()) t.act({ type: 'choosePirate', player, pirate: SIX[i] ?? '' });
    expect(t.pending).toEqual({ kind: 'decision', player: 'A', frame: 'setup', rule: '2.7' });
    expect(t.legal('A')).toEqual([
      { type: 'pass', player: 'A' },
      { type: 'redrawPirate', player: 'A', pirate: 'vane' },
    ]);
  });
});

describe('3.0 Step 7 / 5.16: the deployment rounds go on in Player Order past a player who declined', () => {
  it('3 players: A declines a second Pirate, B and C deploy theirs; B is asked for a third, then C; once C declines, Step 8 begins', () => {
    const t = setUp(3, {}, NINE);
    const deploy = (player: 'A' | 'B' | 'C', pirate: string) => t.act({ type: 'deployPirate', player, pirate, area: 'india', ship: 'sloop' });
    deploy('A', 'vane');
    deploy('B', 'low');
    deploy('C', 'teach');
    t.act({ type: 'pass', player: 'A' });
    deploy('B', 'avery');
    expect(t.pending).toEqual({ kind: 'decision', player: 'C', frame: 'setup', rule: '3.0' });
    deploy('C', 'roberts');
    // Third round: A declined for good; B may deploy his last Pirate (3 in play in a 3-player game).
    expect(t.pending).toEqual({ kind: 'decision', player: 'B', frame: 'setup', rule: '3.0' });
    expect(new Set(t.legalOf('deployPirate').map((a) => a.pirate))).toEqual(new Set(['tew']));
    expect(t.legalOf('pass')).toEqual([{ type: 'pass', player: 'B' }]);
    deploy('B', 'tew');
    expect(t.pending).toEqual({ kind: 'decision', player: 'C', frame: 'setup', rule: '3.0' });
    t.act({ type: 'pass', player: 'C' });
    expect(t.pending).toMatchObject({ kind: 'chance' });
    expect(t.state.pirates.kidd).toBeUndefined();
    expect(t.state.pirates.condent).toBeUndefined();
    expect(Object.keys(t.state.pirates).sort()).toEqual(['avery', 'low', 'roberts', 'teach', 'tew', 'vane']);
  });
});
