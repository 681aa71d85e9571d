import { describe, it, expect } from 'vitest';
import type { Action, PlayerId, ScenarioSpec } from '../../src/index.js';
import { scenario, sea, refusal, firstPrintLooted, type Table } from './helpers.js';

/**
 * Rule outcomes of the Anti-Pirate Event cards played against the active Pirate (17.2 #2 Debauchery
 * & Revelry, #15 Mutiny Conspiracy, #17 Piratical Ambition, #18 Scurvy Outbreak, #22 Wear and
 * Tear; 11.6, 15.1-15.2) that no other test read: the events with their rule, the roll labels, the
 * cards each moment offers, the Duel's dice and its ending (docs/coverage.md, "Mutation testing").
 * Low (A): Ability 3, Duel 3; Teach: Duel 4.
 */

const play = (player: 'B' | 'C', card: string): Action => ({ type: 'playEvent', player, card });
const pass = (player: PlayerId): Action => ({ type: 'pass', player });

/** The label of the chance node now pending (what the player is told he rolls). */
function label(t: Table): string {
  const p = t.pending;
  return p.kind === 'chance' ? p.spec.label : `no chance node: ${JSON.stringify(p)}`;
}

/** A's Low moves from the Central to the South Atlantic; B, the first asked, holds `hand`. */
function moving(hand: string[], low: Record<string, unknown> = {}, more: Record<string, unknown> = {}): Table {
  const t = scenario({
    players: 3,
    options: { cunning: false },
    turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
    hands: { B: hand },
    pirates: { low: { owner: 'A', at: 'central-atlantic', ...low } },
    ...more,
  });
  t.exact({ type: 'move', player: 'A', pirate: 'low', to: sea('south-atlantic') });
  return t;
}

describe('17.2: which Anti-Pirate Event cards each moment offers', () => {
  const ALL = ['debauchery-and-revelry', 'mutiny-conspiracy', 'scurvy-outbreak', 'wear-and-tear', 'piratical-ambition'];

  it('17.2 #15, #17, #18, #22: at sea, during his Action, every card but Debauchery & Revelry (B has a Pirate in hand and room for him)', () => {
    const t = moving(ALL, {}, { pirateHands: { B: ['teach'] } });
    expect(t.pending).toEqual({ kind: 'decision', player: 'B', frame: 'window', rule: '4.63' });
    expect(t.legal()).toEqual([play('B', 'mutiny-conspiracy'), play('B', 'scurvy-outbreak'), play('B', 'wear-and-tear'), play('B', 'piratical-ambition'), pass('B')]);
  });

  it('17.2 #18: not against a Pirate who already has Scurvy', () => {
    const t = moving(ALL, { scurvy: true }, { pirateHands: { B: ['teach'] } });
    expect(t.legal()).toEqual([play('B', 'mutiny-conspiracy'), play('B', 'wear-and-tear'), play('B', 'piratical-ambition'), pass('B')]);
  });

  it('17.2 #17: not by a player with no Pirate card in hand, nor one with his most Pirates in play (3 players: 3)', () => {
    const none = moving(ALL);
    expect(none.legal()).toEqual([play('B', 'mutiny-conspiracy'), play('B', 'scurvy-outbreak'), play('B', 'wear-and-tear'), pass('B')]);
    const full = moving(ALL, {}, {
      pirateHands: { B: ['teach'] },
      pirates: { low: { owner: 'A', at: 'central-atlantic' }, vane: { owner: 'B', at: 'india' }, kidd: { owner: 'B', at: 'india' }, bonnet: { owner: 'B', at: 'india' } },
    });
    expect(full.legal()).toEqual([play('B', 'mutiny-conspiracy'), play('B', 'scurvy-outbreak'), play('B', 'wear-and-tear'), pass('B')]);
    const room = moving(ALL, {}, {
      pirateHands: { B: ['teach'] },
      pirates: { low: { owner: 'A', at: 'central-atlantic' }, vane: { owner: 'B', at: 'india' }, kidd: { owner: 'B', at: 'india' } },
    });
    expect(room.legal()).toEqual([play('B', 'mutiny-conspiracy'), play('B', 'scurvy-outbreak'), play('B', 'wear-and-tear'), play('B', 'piratical-ambition'), pass('B')]);
  });

  it('17.2 #18, #22: In-Port (In-Port Activities announced) neither Scurvy Outbreak nor Wear and Tear; Mutiny Conspiracy and Piratical Ambition still', () => {
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { B: ALL },
      pirateHands: { B: ['teach'] },
      governors: { 'port-royal': 'pro' },
      pirates: { low: { owner: 'A', at: 'port-royal' } },
    });
    t.exact({ type: 'inPortActivities', player: 'A', pirate: 'low' });
    expect(t.pending).toEqual({ kind: 'decision', player: 'B', frame: 'window', rule: '4.63' });
    expect(t.legal()).toEqual([play('B', 'mutiny-conspiracy'), play('B', 'piratical-ambition'), pass('B')]);
  });

  it('17.2 #2: Debauchery & Revelry only once his Action In-Port is complete, not after one that ends at sea', () => {
    const t = moving(['debauchery-and-revelry']);
    // B holds a card, so the Move's announcement asks him (public information); he may only pass.
    expect(t.legal()).toEqual([pass('B')]);
    t.exact(pass('B'));
    // The Move ends at sea: the window after it asks nobody, and A goes on with his turn.
    expect(t.pending).toEqual({ kind: 'decision', player: 'A', frame: 'turn', rule: '4.4' });
    expect(t.pirate('low').location).toEqual(sea('south-atlantic'));
  });

  it('4.63 / 17.2 #15: a Booty Grab\'s announcement may be answered by a Mutiny Conspiracy against the grabber', () => {
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { C: ['mutiny-conspiracy'] },
      pirates: { low: { owner: 'A', at: 'bath', loyalty: 4 }, vane: { owner: 'B', at: 'bath', dr: 'voluntary', holds: [800] } },
    });
    t.exact({ type: 'bootyGrab', player: 'A', pirate: 'low', target: 'vane' });
    t.exact(pass('C')); // the In-Port announcement
    expect(t.state.stack.at(-1)).toMatchObject({ kind: 'window', moment: 'bootyGrabAnnounced' });
    expect(t.pending).toEqual({ kind: 'decision', player: 'C', frame: 'window', rule: '4.63' });
    expect(t.legal()).toEqual([play('C', 'mutiny-conspiracy'), pass('C')]);
    t.exact(play('C', 'mutiny-conspiracy'));
    t.roll(1, 1);
    expect(t.last('mutinyConspiracy')).toMatchObject({ rule: '17.2', pirate: 'low', outcome: 'none' });
  });

  it('first print 4.5D (convertAnnounced): the Convert Merchant announcement may be answered by a Mutiny Conspiracy', () => {
    const t = firstPrintLooted('sloop', { loyalty: 4 }, { hands: { B: ['mutiny-conspiracy'] } });
    t.exact({ type: 'convertMerchant', player: 'A', pirate: 'vane' });
    expect(t.state.stack.at(-1)).toMatchObject({ kind: 'window', moment: 'convertAnnounced' });
    expect(t.pending).toEqual({ kind: 'decision', player: 'B', frame: 'window', rule: '4.63' });
    expect(t.legal()).toEqual([play('B', 'mutiny-conspiracy'), pass('B')]);
    t.exact(play('B', 'mutiny-conspiracy'));
    t.roll(6, 6);
    expect(t.last('mutinyConspiracy')).toMatchObject({ rule: '17.2', pirate: 'vane', outcome: 'mutiny' });
  });
});

describe('17.2 #22 Wear and Tear', () => {
  it('17.2 #22: the die is announced as the Wear and Tear roll (rolled by nobody\'s Pirate); a 1 halves to no hit', () => {
    const t = moving(['wear-and-tear']);
    t.clear();
    t.exact(play('B', 'wear-and-tear'));
    expect(t.events).toEqual([
      { type: 'antiPirateAction', rule: '17.2', player: 'B', apType: 'D', card: 'wear-and-tear', against: 'A' },
      { type: 'cardPlayed', rule: '17.2', player: 'B', card: 'wear-and-tear', use: 'event', pirate: 'low' },
    ]);
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'event', spec: { kind: 'dice', count: 1, roller: null } });
    expect(label(t)).toBe('Wear and Tear roll (17.2 #22)');
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ code: 'chance-expected', rule: '17.2' });
    t.clear();
    t.exact({ type: 'chance', value: [1] });
    expect(t.ev('wearAndTear')).toEqual([{ type: 'wearAndTear', rule: '17.2', pirate: 'low', roll: 1, speedHits: 0 }]);
    expect(t.ev('damaged')).toEqual([]);
    expect(t.pirate('low').speed).toBe(5);
    expect(t.state.discard['wear-and-tear']).toBe(2); // A's card for Actions and B's
  });

  it('17.2 #22: a 6 halves to 3 Speed hits, a 3 to 1', () => {
    const t = moving(['wear-and-tear']);
    t.exact(play('B', 'wear-and-tear'));
    t.exact({ type: 'chance', value: [6] });
    expect(t.ev('wearAndTear')).toEqual([{ type: 'wearAndTear', rule: '17.2', pirate: 'low', roll: 6, speedHits: 3 }]);
    expect(t.last('damaged')).toEqual({ type: 'damaged', rule: '17.2', pirate: 'low', track: 'speed', hits: 3, value: 2 });
    const u = moving(['wear-and-tear']);
    u.exact(play('B', 'wear-and-tear'));
    u.exact({ type: 'chance', value: [3] });
    expect(u.pirate('low').speed).toBe(4);
  });
});

describe('17.2 #18 Scurvy Outbreak', () => {
  it('17.2 #18 / 11.4: against an Alliance, both crews: Scurvy markers, every Hostage aboard dies (back to the pool), Loyalty -1 each', () => {
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { C: ['scurvy-outbreak'] },
      pirates: {
        condent: { owner: 'A', at: 'east-caribbean', ally: 'vane', loyalty: 8, hostages: [{ kind: 'captain', nationality: 'english' }] },
        vane: { owner: 'A', at: 'east-caribbean', ally: 'condent', loyalty: 4, hostages: [{ kind: 'seaman', nationality: null }, { kind: 'officer', nationality: 'spanish' }] },
      },
    });
    const pool = { ...t.state.hostagePool };
    t.exact({ type: 'move', player: 'A', pirate: 'condent', to: sea('west-caribbean') });
    t.clear();
    t.exact(play('C', 'scurvy-outbreak'));
    expect(t.events.slice(2, 6)).toEqual([
      { type: 'scurvy', rule: '17.2', pirate: 'condent', hostagesDied: 1 },
      { type: 'scurvy', rule: '17.2', pirate: 'vane', hostagesDied: 2 },
      { type: 'loyaltyChanged', rule: '17.2', pirate: 'condent', delta: -1, reason: 'scurvy', from: 8, to: 7 },
      { type: 'loyaltyChanged', rule: '17.2', pirate: 'vane', delta: -1, reason: 'scurvy', from: 4, to: 3 },
    ]);
    expect(t.pirate('condent')).toMatchObject({ scurvy: true, hostages: [] });
    expect(t.pirate('vane')).toMatchObject({ scurvy: true, hostages: [] });
    expect(t.state.hostagePool).toEqual({ ...pool, captain: (pool.captain ?? 0) + 1, seaman: (pool.seaman ?? 0) + 1, officer: (pool.officer ?? 0) + 1 });
    expect(t.state.discard['scurvy-outbreak']).toBe(1);
  });
});

describe('17.2 #15 Mutiny Conspiracy', () => {
  it('17.2 #15: the 2d6 is announced against the Pirate\'s Loyalty; the event gives the card\'s player, the dice and the Loyalty', () => {
    const t = moving(['mutiny-conspiracy'], { loyalty: 5 });
    t.exact(play('B', 'mutiny-conspiracy'));
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'event', spec: { kind: 'dice', count: 2, roller: null } });
    expect(label(t)).toBe('Mutiny Conspiracy: 2d6 against Edward "Ned" Low\'s Loyalty (17.2 #15)');
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ code: 'chance-expected', rule: '17.2' });
    t.exact({ type: 'chance', value: [4, 2] });
    expect(t.ev('mutinyConspiracy')).toEqual([{ type: 'mutinyConspiracy', rule: '17.2', player: 'B', pirate: 'low', roll: { dice: [4, 2], total: 6, loyalty: 5 }, outcome: 'mutiny' }]);
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'mutiny' });
    expect(t.state.discard['mutiny-conspiracy']).toBe(1);
    // 14.2: the Mutiny it starts is the card's.
    t.exact({ type: 'chance', value: [6] });
    expect(t.last('mutiny')).toEqual({ type: 'mutiny', rule: '14.2', pirate: 'low', cause: 'conspiracy', roll: { die: 6, leadership: 2 }, outcome: 'mutineers win' });
  });
});

describe('17.2 #2 Debauchery & Revelry', () => {
  /** Condent In-Port at Port Royal (Pro-Pirate), `pirates` as given; B, holding a D&R, plays it once he has declined D&R himself. */
  function drPlayedAgainstCondent(pirates: NonNullable<ScenarioSpec['pirates']>, legal?: Action[]): Table {
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      governors: { 'port-royal': 'pro' },
      hands: { B: ['debauchery-and-revelry'] },
      pirates,
    });
    t.exact({ type: 'inPortActivities', player: 'A', pirate: 'condent' });
    t.exact(pass('B'));
    t.exact(pass('A')); // no bribe (9.45)
    t.exact(pass('A')); // no voluntary D&R (13.11)
    if (legal) expect(t.legal()).toEqual(legal);
    t.clear();
    t.exact(play('B', 'debauchery-and-revelry'));
    return t;
  }

  it('17.2 #2 / 11.6: against an allied Pirate the Alliance is dissolved first, then each goes into involuntary D&R', () => {
    const t = drPlayedAgainstCondent(
      {
        condent: { owner: 'A', at: 'port-royal', ally: 'vane', loyalty: 5 },
        vane: { owner: 'A', at: 'port-royal', ally: 'condent', loyalty: 4 },
      },
      [play('B', 'debauchery-and-revelry'), pass('B')],
    );
    expect(t.events.slice(2)).toEqual([
      { type: 'allianceBroken', rule: '11.6', pirates: ['condent', 'vane'], reason: 'debaucheryCard' },
      { type: 'drDeclared', rule: '17.2', pirate: 'condent', kind: 'involuntary' },
      { type: 'loyaltyChanged', rule: '13.21', pirate: 'condent', delta: 1, reason: 'drElsewhere', from: 5, to: 6 },
      { type: 'drDeclared', rule: '17.2', pirate: 'vane', kind: 'involuntary' },
      { type: 'loyaltyChanged', rule: '13.21', pirate: 'vane', delta: 1, reason: 'drElsewhere', from: 4, to: 5 },
    ]);
    expect(t.pirate('condent')).toMatchObject({ ally: null, dr: 'involuntary' });
    expect(t.pirate('vane')).toMatchObject({ ally: null, dr: 'involuntary' });
    expect(t.state.discard['debauchery-and-revelry']).toBe(1);
  });
  it('17.2 #2: against a Pirate with no ally, no Alliance to dissolve: he alone goes into involuntary D&R', () => {
    const t = drPlayedAgainstCondent({ condent: { owner: 'A', at: 'port-royal', loyalty: 5 } });
    expect(t.events.slice(2)).toEqual([
      { type: 'drDeclared', rule: '17.2', pirate: 'condent', kind: 'involuntary' },
      { type: 'loyaltyChanged', rule: '13.21', pirate: 'condent', delta: 1, reason: 'drElsewhere', from: 5, to: 6 },
    ]);
    expect(t.pirate('condent')).toMatchObject({ ally: null, dr: 'involuntary' });
  });
});

describe('17.2 #17 Piratical Ambition (15.1, 15.2)', () => {
  /** Low (A, Loyalty 3, 5 NP, Cunning 2) moving; B plays Piratical Ambition with Teach and Kidd in hand. */
  function ambition(options: Record<string, unknown> = {}): Table {
    const t = scenario({
      players: 4,
      options,
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { B: ['piratical-ambition'] },
      pirateHands: { B: ['teach', 'kidd'] },
      pirates: { low: { owner: 'A', at: 'central-atlantic', np: 5, holds: [700], loyalty: 3, cunning: 2 }, bonnet: { owner: 'B', at: 'india' } },
    });
    t.exact({ type: 'move', player: 'A', pirate: 'low', to: sea('south-atlantic') });
    t.exact(play('B', 'piratical-ambition'));
    return t;
  }

  it('17.2 #17: the card\'s player picks the challenger among his Pirate cards in hand; no other', () => {
    const t = ambition();
    expect(t.pending).toEqual({ kind: 'decision', player: 'B', frame: 'event', rule: '17.2' });
    expect(t.legal()).toEqual([
      { type: 'chooseReplacement', player: 'B', pirate: 'teach' },
      { type: 'chooseReplacement', player: 'B', pirate: 'kidd' },
    ]);
    expect(refusal(t, { type: 'chooseReplacement', player: 'B', pirate: 'vane' })).toMatchObject({ code: 'illegal-action', rule: '17.2' });
    expect(refusal(t, { type: 'chooseReplacement', player: 'A', pirate: 'teach' })).toMatchObject({ code: 'not-your-decision' });
  });

  it('15.1 / B42: the challenger rolls his Duel rating in dice (no Cunning: not in play), then the active Pirate his, which he may reroll with Cunning', () => {
    const t = ambition();
    t.clear();
    t.exact({ type: 'chooseReplacement', player: 'B', pirate: 'teach' });
    expect(t.events).toEqual([]);
    expect(t.pending).toEqual({ kind: 'chance', frame: 'event', spec: { kind: 'dice', count: 4, roller: null, label: 'Duel roll of Edward Teach ("Blackbeard") (15.1)' } });
    t.exact({ type: 'chance', value: [2, 2, 2, 2] });
    expect(t.pending).toEqual({ kind: 'chance', frame: 'event', spec: { kind: 'dice', count: 3, roller: 'low', label: 'Duel roll of Edward "Ned" Low (15.1)' } });
    t.exact({ type: 'chance', value: [3, 3, 2] });
    expect(t.pending).toEqual({ kind: 'decision', player: 'A', frame: 'window', rule: '12.0' });
    expect(t.legal()).toEqual([{ type: 'reroll', player: 'A', pirate: 'low' }, pass('A')]);
  });

  it('15.1: a tied Duel is reported with no winner and fought again, the challenger first', () => {
    const t = ambition({ cunning: false });
    t.exact({ type: 'chooseReplacement', player: 'B', pirate: 'teach' });
    t.exact({ type: 'chance', value: [2, 2, 2, 2] });
    t.clear();
    t.exact({ type: 'chance', value: [3, 3, 2] });
    expect(t.events).toEqual([{ type: 'duel', rule: '15.1', pirate: 'teach', target: 'low', totals: { teach: 8, low: 8 }, winner: null }]);
    expect(label(t)).toBe('Duel roll of Edward Teach ("Blackbeard") (15.1)');
    expect(t.state.players.B?.pirateHand).toEqual(['teach', 'kidd']);
  });

  it('17.2 #17 / 15.2: the challenger loses: killed (never in play), the card\'s player keeps his other Pirate card; Low gains Loyalty +1 and 4 + 3 NP', () => {
    const t = ambition({ cunning: false });
    t.exact({ type: 'chooseReplacement', player: 'B', pirate: 'teach' });
    t.exact({ type: 'chance', value: [1, 1, 1, 1] });
    t.clear();
    t.exact({ type: 'chance', value: [3, 3, 2] });
    expect(t.events).toEqual([
      { type: 'duel', rule: '15.1', pirate: 'teach', target: 'low', totals: { teach: 4, low: 8 }, winner: 'low' },
      { type: 'challengerKilled', rule: '17.2', pirate: 'teach', player: 'B' },
      { type: 'loyaltyChanged', rule: '17.2', pirate: 'low', delta: 1, reason: 'winAmbitionDuel', from: 3, to: 4 },
      { type: 'notorietyGained', rule: '15.2', pirate: 'low', amount: 7, reason: 'duel', total: 12 },
    ]);
    expect(t.state.players.B?.pirateHand).toEqual(['kidd']);
    expect(t.state.eliminated).toEqual(['teach']);
    expect(t.state.discard['piratical-ambition']).toBe(1);
  });

  it('17.2 #17 / 15.2: the challenger wins: Low is marooned, Teach takes the ship for B citing 17.2, NP 4 + 3', () => {
    const t = ambition({ cunning: false });
    t.exact({ type: 'chooseReplacement', player: 'B', pirate: 'teach' });
    t.exact({ type: 'chance', value: [3, 3, 3, 3] });
    t.clear();
    t.exact({ type: 'chance', value: [1, 1, 1] });
    expect(t.events[0]).toEqual({ type: 'duel', rule: '15.1', pirate: 'teach', target: 'low', totals: { teach: 12, low: 3 }, winner: 'teach' });
    expect(t.last('newCaptain')).toEqual({ type: 'newCaptain', rule: '17.2', pirate: 'teach', replaces: 'low', player: 'B', loyalty: 6, np: 7 });
    expect(t.ev('challengerKilled')).toEqual([]);
    expect(t.pirate('teach')).toMatchObject({ owner: 'B', np: 7, loyalty: 6, holds: [700] });
    expect(t.state.players.B?.pirateHand).toEqual(['kidd']);
    // The ship is B's now: it does not go on with A's Move, which is spent (A has 1 Action left).
    expect(t.pirate('teach').location).toEqual(sea('central-atlantic'));
    expect(t.ev('moved')).toEqual([]);
    expect(t.pending).toEqual({ kind: 'decision', player: 'A', frame: 'turn', rule: '4.4' });
    expect(t.state.turn.actionsLeft).toBe(1);
  });

  it('first print 15.2 (option duelNp off): the Duel gives no NP, whoever wins', () => {
    const won = ambition({ cunning: false, duelNp: false });
    won.exact({ type: 'chooseReplacement', player: 'B', pirate: 'teach' });
    won.exact({ type: 'chance', value: [3, 3, 3, 3] });
    won.exact({ type: 'chance', value: [1, 1, 1] });
    expect(won.pirate('teach').np).toBe(0);
    const lost = ambition({ cunning: false, duelNp: false });
    lost.exact({ type: 'chooseReplacement', player: 'B', pirate: 'teach' });
    lost.exact({ type: 'chance', value: [1, 1, 1, 1] });
    lost.exact({ type: 'chance', value: [3, 3, 2] });
    expect(lost.pirate('low').np).toBe(5);
    expect(lost.pirate('low').loyalty).toBe(4);
  });
});

describe('4.65D: each Anti-Pirate card type once per Player-Turn', () => {
  /**
   * A has Low and Vane (4 players, 3 Actions). B and C hold the same card (and a Pirate card each).
   * Low takes an Action, which B answers with the card (or not, `bPlays` false); then Vane takes one,
   * and C is asked.
   */
  function twice(card: string, bPlays: boolean): Table {
    const inPort = card === 'debauchery-and-revelry';
    const at = inPort ? 'port-royal' : 'central-atlantic';
    const t = scenario({
      players: 4,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 3 },
      governors: { 'port-royal': 'pro' },
      hands: { B: [card], C: [card], D: [] },
      pirateHands: { B: ['teach'], C: ['kidd'] },
      pirates: { low: { owner: 'A', at, loyalty: 9 }, vane: { owner: 'A', at, loyalty: 9 } },
    });
    const action = (pirate: string): Action =>
      inPort ? { type: 'inPortActivities', player: 'A', pirate } : { type: 'move', player: 'A', pirate, to: sea('south-atlantic') };
    t.exact(action('low'));
    for (let i = 0; i < 20; i++) {
      const p = t.pending;
      if (p.kind === 'chance') {
        const spec = p.spec;
        t.exact({ type: 'chance', value: spec.kind === 'dice' ? Array.from({ length: spec.count }, () => (spec.roller === 'low' ? 6 : 1)) : [] });
      }
      else if (p.kind !== 'decision' || p.frame === 'turn') break;
      else if (p.player === 'B' && bPlays && t.canDo({ type: 'playEvent', player: 'B', card })) t.exact(play('B', card));
      else if (p.frame === 'event') t.exact({ type: 'chooseReplacement', player: 'B', pirate: 'teach' });
      else t.exact(pass(p.player));
    }
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
    expect(t.ev('cardPlayed').map((e) => e.card)).toEqual(bPlays ? [card] : []);
    t.exact(action('vane'));
    // Everyone else passes (In-Port: A declines Bribe and D&R) until C is asked at the card's moment.
    const moment = inPort ? 'actionCompleted' : 'moveAnnounced';
    for (let p = t.pending; p.kind === 'decision' && !(p.player === 'C' && t.state.stack.at(-1)?.kind === 'window' && (t.state.stack.at(-1) as { moment?: string }).moment === moment); p = t.pending) t.exact(pass(p.player));
    expect(t.pending).toEqual({ kind: 'decision', player: 'C', frame: 'window', rule: '4.63' });
    return t;
  }

  it.each(['debauchery-and-revelry', 'mutiny-conspiracy', 'scurvy-outbreak', 'piratical-ambition'])('4.65D: %s played by B against Low is not offered to C against Vane', (card) => {
    expect(twice(card, true).legal()).toEqual([pass('C')]);
  });

  it.each(['debauchery-and-revelry', 'mutiny-conspiracy', 'scurvy-outbreak', 'piratical-ambition'])('4.65D: %s not played against Low is offered to C against Vane', (card) => {
    expect(twice(card, false).legal()).toEqual([play('C', card), pass('C')]);
  });
});

describe('first print 17.2 #17 (option piraticalAmbitionTrigger afterLoyaltyLoss, R84): the window after a Loyalty loss', () => {
  /** Condent and Vane (A's Alliance) move with Condent's Action; B holds Piratical Ambition and Teach, C Scurvy Outbreak. */
  function alliedScurvy(): Table {
    const t = scenario({
      players: 4,
      options: { cunning: false, piraticalAmbitionTrigger: 'afterLoyaltyLoss' },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { B: ['piratical-ambition'], C: ['scurvy-outbreak'], D: [] },
      pirateHands: { B: ['teach'] },
      pirates: {
        condent: { owner: 'A', at: 'central-atlantic', ally: 'vane', loyalty: 8 },
        vane: { owner: 'A', at: 'central-atlantic', ally: 'condent', loyalty: 5 },
        bonnet: { owner: 'B', at: 'india' },
      },
    });
    t.exact({ type: 'move', player: 'A', pirate: 'condent', to: sea('south-atlantic') });
    t.exact(pass('B')); // not at the announcement (R84)
    t.exact({ type: 'playEvent', player: 'C', card: 'scurvy-outbreak' });
    return t;
  }

  it('R84: a Scurvy Outbreak against an Alliance costs both crews Loyalty, but only the Pirate whose Action it is opens the window: B is asked once, about Condent', () => {
    const t = alliedScurvy();
    expect(t.ev('loyaltyChanged').map((e) => [e.pirate, e.from, e.to])).toEqual([['condent', 8, 7], ['vane', 5, 4]]);
    expect(t.state.stack.at(-1)).toMatchObject({ kind: 'window', moment: 'loyaltyLost', pirate: 'condent' });
    expect(t.pending).toEqual({ kind: 'decision', player: 'B', frame: 'window', rule: '4.63' });
    expect(t.legal()).toEqual([{ type: 'playEvent', player: 'B', card: 'piratical-ambition' }, pass('B')]);
    t.exact(pass('B'));
    // No window for Vane: the Move's announcement window is back on top.
    expect(t.state.stack.map((f) => f.kind)).toEqual(['turn', 'move', 'window']);
    expect(t.state.stack.at(-1)).toMatchObject({ kind: 'window', moment: 'moveAnnounced', pirate: 'condent' });
  });

  it('R84: a Loyalty loss in the middle of his Loot (Booty declined, 8.32), with no window about him open, opens the window: B may play Piratical Ambition', () => {
    const t = scenario({
      players: 3,
      options: { cunning: false, piraticalAmbitionTrigger: 'afterLoyaltyLoss' },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 3 },
      hands: { B: ['piratical-ambition'] },
      pirateHands: { B: ['teach'] },
      pirates: { vane: { owner: 'A', at: 'east-caribbean', loyalty: 5 } },
      merchants: { 'santo-domingo': { type: 'schooner', foundBy: 'vane' } },
    });
    t.exact({ type: 'loot', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.exact(pass('B')); // not at the announcement (R84)
    t.roll(3);
    t.draw('seaman');
    expect(t.state.stack.some((f) => f.kind === 'window')).toBe(false);
    t.exact({ type: 'seizeBooty', player: 'A', pirate: 'vane', seize: false });
    expect(t.last('loyaltyChanged')).toMatchObject({ rule: '8.32', pirate: 'vane', reason: 'declineCargo', from: 5, to: 4 });
    expect(t.state.stack.at(-1)).toMatchObject({ kind: 'window', moment: 'loyaltyLost', pirate: 'vane' });
    expect(t.pending).toEqual({ kind: 'decision', player: 'B', frame: 'window', rule: '4.63' });
    expect(t.legal()).toEqual([{ type: 'playEvent', player: 'B', card: 'piratical-ambition' }, pass('B')]);
  });
});
