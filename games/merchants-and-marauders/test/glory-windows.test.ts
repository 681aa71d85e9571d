/**
 * Glory Cards everywhere (MM Glory 3-4, MM Crew 5, MM Actions 5, MM Bounty 9; rulings M39, MR25,
 * MR45-MR47): pardons, every own-turn effect of the vocabulary this version runs, off-turn cards
 * announced face down in the engine's windows, and the combat card windows. Dice are forced; the
 * hit-location table is the built-in one (1 Cargo, 2 Masts, 3 Crew, 4 Cannons; 5-6 skulls).
 */
import { describe, expect, it } from 'vitest';
import { builtInComponents, createGame, createScenario, describePending, legalActions, pending, view, type Action, type ComponentSet, type GameState, type PlayerId } from '../src/index.js';
import { describeQuestion } from '../src/describe-events.js';
import { combatFrame } from '../src/rules/combat.js';
import { chance, ofType, play, scenario } from './helpers.js';
import { duel, fit, hand, type Fit } from './combat-fixtures.js';

type PS = GameState['pl'][string];
const pass = (player: PlayerId): Action => ({ type: 'passCards', player });
const card = (player: PlayerId, c: string): Action => ({ type: 'playCombatCard', player, card: c });

/** The built-in set with test cards added (a user transcription may carry any of these effects). */
function withCards(cards: [string, string, ComponentSet['glory'][number]['effects']][]): ComponentSet {
  const set = structuredClone(builtInComponents());
  for (const [id, window, effects] of cards) set.glory.push({ id, name: `Test ${id}`, count: 1, text: 'A test card.', play: { window }, specialist: null, effects, hook: null, provisional: true, source: 'test fixture' });
  return set;
}

/** A full bounty record (every nation; MM Bounty 3). */
const wanted = (b: Partial<Record<'dutch' | 'english' | 'french' | 'spanish', number>>) => ({ dutch: 0, english: 0, french: 0, spanish: 0, ...b });

/** A two-player position on `set` at the first player's first decision. */
function scenarioOn(set: ComponentSet, edit: (d: GameState, P: PlayerId, Q: PlayerId) => void): { s: GameState; P: PlayerId; Q: PlayerId } {
  let P: PlayerId = 'A';
  let Q: PlayerId = 'B';
  const s = createScenario({ players: 2, seed: 3, components: set }, (d) => {
    P = d.order[0] as PlayerId;
    Q = d.order[1] as PlayerId;
    edit(d, P, Q);
  });
  return { s, P, Q };
}

describe('Pardons (MM Bounty 9, MR45)', () => {
  it('Pardon: 5 Gold per bounty of the nation named clears it; offered only for a nation he is wanted by and can pay for', () => {
    const { s, P } = scenario((d, P) => {
      hand(d, P, ['pardon']);
      Object.assign(d.pl[P] as PS, { gold: 12, bounties: wanted({ spanish: 2, english: 1 }) });
    });
    // English (5 Gold) and Spanish (10 Gold); no Dutch or French bounty to clear.
    expect(legalActions(s).filter((a) => a.type === 'playGlory')).toEqual([
      { type: 'playGlory', player: P, card: 'pardon', nation: 'english' },
      { type: 'playGlory', player: P, card: 'pardon', nation: 'spanish' },
    ]);
    const r = play(s, [{ type: 'playGlory', player: P, card: 'pardon', nation: 'spanish' }]);
    expect(ofType(r.events, 'goldPaid')[0]).toMatchObject({ rule: 'MM Bounty 9', player: P, amount: 10 });
    expect(ofType(r.events, 'bountyChanged')).toEqual([expect.objectContaining({ rule: 'MM Bounty 9', nation: 'spanish', bounties: 0 })]);
    expect(r.s.pl[P]).toMatchObject({ gold: 2, bounties: { spanish: 0, english: 1 }, hand: [] });
    expect(r.s.discard.glory).toEqual({ pardon: 1 });
    // Not enough Gold for the Spanish pardon: only the English one.
    const poor = scenario((d, P2) => {
      hand(d, P2, ['pardon']);
      Object.assign(d.pl[P2] as PS, { gold: 9, bounties: wanted({ spanish: 2, english: 1 }) });
    });
    expect(legalActions(poor.s).filter((a) => a.type === 'playGlory')).toEqual([{ type: 'playGlory', player: poor.P, card: 'pardon', nation: 'english' }]);
    // No bounty: no pardon to play.
    const clean = scenario((d, P2) => hand(d, P2, ['pardon']));
    expect(legalActions(clean.s).some((a) => a.type === 'playGlory')).toBe(false);
  });

  it('a pardon of all nations (a user card): 2 Gold per bounty of any nation, every bounty cleared; a per-choice amount elsewhere is refused', () => {
    const set = withCards([['amnesty', 'turn.betweenActions', [{ op: 'payGold', amount: { perBounty: 'any', times: 2 } }, { op: 'removeBounty', nation: 'all', n: 'all' }]]]);
    const { s, P } = scenarioOn(set, (d, P) => {
      hand(d, P, ['amnesty']);
      Object.assign(d.pl[P] as PS, { gold: 10, bounties: wanted({ dutch: 1, french: 3 }) });
    });
    const r = play(s, [{ type: 'playGlory', player: P, card: 'amnesty' }]);
    expect(ofType(r.events, 'goldPaid')[0]).toMatchObject({ amount: 8 });
    expect(r.s.pl[P]?.bounties).toMatchObject({ dutch: 0, french: 0 });
    const bad = structuredClone(builtInComponents());
    (bad.rumors[0] as { onTrue: unknown }).onTrue = [{ op: 'payGold', amount: { perBounty: 'choice', times: 1 } }];
    expect(() => createGame({ players: 2, components: bad })).toThrow(/cannot execute "payGold" on a Rumor Card .*MR45/);
  });
});

describe('Own-turn cards of every executable effect (MM Actions 5, MM Glory 3, MR14)', () => {
  const set = withCards([
    ['fame', 'turn.betweenActions', [{ op: 'gainGlory' }]],
    ['scrounge', 'turn.betweenActions', [{ op: 'drawCards', deck: 'glory', n: 1 }]],
    ['press-gang', 'turn.betweenActions', [{ op: 'crew', delta: 'fill' }]],
    ['jury-rig', 'port.betweenActivities', [{ op: 'repair', location: 'masts', n: 1 }]],
    ['armoury', 'turn.betweenActions', [{ op: 'gainSpecialWeapon', type: 'grapeshot' }]],
    ['infamy', 'turn.betweenActions', [{ op: 'addBounty', nation: 'dutch', n: 2 }, { op: 'loseGold', amount: 'all' }]],
    ['gamble', 'turn.betweenActions', [{ op: 'skillCheck', skill: 'influence', onSuccess: [{ op: 'gainGold', amount: 5 }], onFail: [] }]],
    ['largesse', 'turn.betweenActions', [{ op: 'gainGold', who: 'eachOtherPlayer', amount: 2 }]],
  ]);

  it('Glory, a Glory Card drawn, Crew filled, a repair, a Special Weapon, bounties and Gold lost; a skill check and a gift to others stay in the hand', () => {
    const { s, P } = scenarioOn(set, (d, P) => {
      hand(d, P, ['fame', 'scrounge', 'press-gang', 'jury-rig']);
      Object.assign((d.pl[P] as PS).track, { crew: 0, masts: 0 });
    });
    expect(legalActions(s).filter((a) => a.type === 'playGlory').map((a) => (a as { card: string }).card)).toEqual(['fame', 'jury-rig', 'press-gang', 'scrounge']);
    let r = play(s, [{ type: 'playGlory', player: P, card: 'fame' }, chance('windfall')]);
    expect(ofType(r.events, 'gloryGained')[0]).toMatchObject({ rule: 'MM Glory 3', player: P, glory: 1 });
    r = play(r.s, [{ type: 'playGlory', player: P, card: 'scrounge' }, chance('keen-eye')]);
    expect(r.s.pl[P]?.hand).toEqual(['press-gang', 'jury-rig', 'windfall', 'keen-eye']);
    r = play(r.s, [{ type: 'playGlory', player: P, card: 'press-gang' }, { type: 'playGlory', player: P, card: 'jury-rig' }]);
    // A Sloop: Crew back to 2, Masts 0 -> 1.
    expect(ofType(r.events, 'crewGained')[0]).toMatchObject({ player: P, n: 2 });
    expect(ofType(r.events, 'repaired')).toEqual([expect.objectContaining({ rule: 'MM Glory 3', player: P, location: 'masts' })]);
    expect(r.s.pl[P]?.track).toMatchObject({ crew: 2, masts: 1 });

    const t = scenarioOn(set, (d, P2) => {
      hand(d, P2, ['armoury', 'infamy', 'gamble', 'largesse']);
      (d.pl[P2] as PS).gold = 7;
    });
    expect(legalActions(t.s).filter((a) => a.type === 'playGlory').map((a) => (a as { card: string }).card)).toEqual(['armoury', 'infamy']);
    const u = play(t.s, [{ type: 'playGlory', player: t.P, card: 'armoury' }, { type: 'playGlory', player: t.P, card: 'infamy' }]);
    expect(u.s.pl[t.P]).toMatchObject({ weapons: ['grapeshot'], gold: 0, bounties: { dutch: 2 }, hand: ['gamble', 'largesse'] });
  });
});

describe('Off-turn cards (MM Glory 4, M39, MR46)', () => {
  /** The end of round 1: both players end their turns; the round-end window opens. */
  function roundEnd(P0: string[], Q0: string[], edit?: (d: GameState, P: PlayerId, Q: PlayerId) => void) {
    const { s, P, Q } = scenario((d, P, Q) => {
      hand(d, P, P0);
      hand(d, Q, Q0);
      edit?.(d, P, Q);
    });
    const r = play(s, [{ type: 'endTurn', player: P }, { type: 'endTurn', player: Q }], { stopAtWindow: true });
    return { s: r.s, P, Q };
  }

  it('announced face down in turn order, the others may answer; resolved in that order; a declined card is shown and kept', () => {
    const { s, P, Q } = roundEnd(['friend-at-court', 'windfall'], ['friend-at-court'], (d, P, Q) => {
      Object.assign(d.pl[P] as PS, { gold: 10, bounties: wanted({ english: 2 }) });
      Object.assign(d.pl[Q] as PS, { gold: 10, bounties: wanted({ french: 1 }) });
    });
    // The start player is asked first (MR46); only the card naming this moment can be announced.
    expect(pending(s)).toMatchObject({ kind: 'decision', player: P, frame: 'window', rule: 'MM Glory 4' });
    expect(legalActions(s)).toEqual([{ type: 'announceGlory', player: P, card: 'friend-at-court' }, pass(P)]);
    expect(describePending(s)).toBe(`Player ${P} must announce a Glory Card face down, or pass.`);
    let r = play(s, [{ type: 'announceGlory', player: P, card: 'friend-at-court' }]);
    // Ledger B: the table sees that a card was announced, not which; its owner sees it.
    const pub = ofType(r.events, 'gloryAnnounced');
    expect(pub).toEqual([
      { type: 'gloryAnnounced', rule: 'MM Glory 4', player: P, card: 'friend-at-court', moment: 'round.end', private: P },
      { type: 'gloryAnnounced', rule: 'MM Glory 4', player: P, card: null, moment: 'round.end' },
    ]);
    const seen = (v: ReturnType<typeof view>) => (v.stack.at(-1) as { announced?: unknown }).announced;
    expect(seen(view(r.s, Q))).toEqual([{ player: P, card: null }]);
    expect(seen(view(r.s, P))).toEqual([{ player: P, card: 'friend-at-court' }]);
    expect(view(r.s, Q).players[P]?.handSize).toBe(1);
    // The others may then announce theirs.
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: Q });
    r = play(r.s, [{ type: 'announceGlory', player: Q, card: 'friend-at-court' }]);
    // Nobody else may announce: the cards are resolved, the current player's first, with a nation of his choosing.
    expect(legalActions(r.s)).toEqual([{ type: 'resolveGlory', player: P, nation: 'english' }, { type: 'declineGlory', player: P }]);
    expect(describeQuestion(r.s, P)).toMatch(/play Test|play Friend at Court, which you announced/);
    r = play(r.s, [{ type: 'resolveGlory', player: P, nation: 'english' }]);
    expect(ofType(r.events, 'gloryPlayed')[0]).toMatchObject({ rule: 'MM Glory 4', player: P, card: 'friend-at-court' });
    expect(r.s.pl[P]).toMatchObject({ gold: 7, bounties: { english: 1 }, hand: ['windfall'] });
    r = play(r.s, [{ type: 'declineGlory', player: Q }]);
    expect(ofType(r.events, 'gloryDeclined')[0]).toMatchObject({ rule: 'MM Glory 4', player: Q, card: 'friend-at-court' });
    expect(r.s.pl[Q]).toMatchObject({ gold: 10, bounties: { french: 1 }, hand: ['friend-at-court'] });
    expect(r.s.discard.glory).toEqual({ 'friend-at-court': 1 });
    // The window is gone: the next round begins with its Event Card.
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { pool: 'event' } });
  });

  it('after the Event: the window of `event.resolved`; a card whose Gold cannot be paid may only be declined', () => {
    const { s, P, Q } = roundEnd(['harbour-gossip'], ['friend-at-court'], (d, _P, Q) => Object.assign(d.pl[Q] as PS, { gold: 0, bounties: wanted({ french: 1 }) }));
    // Round end: Q announces Friend at Court with no Gold to pay; he can only decline it.
    // P, asked again after Q's announcement (M39), passes again.
    let r = play(s, [pass(P), { type: 'announceGlory', player: Q, card: 'friend-at-court' }, pass(P)]);
    expect(legalActions(r.s)).toEqual([{ type: 'declineGlory', player: Q }]);
    r = play(r.s, [{ type: 'declineGlory', player: Q }, chance('calm-seas-1')], { stopAtWindow: true });
    expect(r.s.stack.at(-1)).toMatchObject({ kind: 'window', moment: 'event.resolved' });
    expect(legalActions(r.s)).toEqual([{ type: 'announceGlory', player: P, card: 'harbour-gossip' }, pass(P)]);
    const gold = r.s.pl[P]?.gold ?? 0;
    r = play(r.s, [{ type: 'announceGlory', player: P, card: 'harbour-gossip' }, pass(Q), { type: 'resolveGlory', player: P }]);
    expect(ofType(r.events, 'goldGained')[0]).toMatchObject({ rule: 'MM Glory 4', player: P, amount: 2 });
    expect(r.s.pl[P]?.gold).toBe(gold + 2);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P, frame: 'turn' });
  });

  it('a user card naming the round’s start: its window opens before the Event draw (MR46)', () => {
    const set = withCards([['tip-off', 'round.start', [{ op: 'gainGold', amount: 1 }]]]);
    const { s, P, Q } = scenarioOn(set, (d, P, Q) => {
      hand(d, P, ['tip-off']);
      hand(d, Q, []);
    });
    let r = play(s, [{ type: 'endTurn', player: P }, { type: 'endTurn', player: Q }, pass(P)], { stopAtWindow: true });
    expect(r.s.stack.at(-1)).toMatchObject({ kind: 'window', moment: 'round.start' });
    expect(describeQuestion(r.s, P)).toBe(`Player ${P} (you): a round begins. Announce a Glory Card for this moment (face down), or pass.`);
    const gold = r.s.pl[P]?.gold ?? 0;
    r = play(r.s, [{ type: 'announceGlory', player: P, card: 'tip-off' }, { type: 'resolveGlory', player: P }]);
    expect(r.s.pl[P]?.gold).toBe(gold + 1);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { pool: 'event' } });
  });

  it('M39: everyone holding a card is asked (public), even with nothing to announce; nobody with an empty hand', () => {
    const { s, P, Q } = roundEnd(['windfall'], []);
    expect(legalActions(s)).toEqual([pass(P)]);
    const r = play(s, [pass(P)], { stopAtWindow: true });
    // Q holds no card: not asked; the round goes on.
    expect(pending(r.s)).toMatchObject({ kind: 'chance' });
    expect(Q).not.toBe(P);
  });
});

describe('Combat card windows (MM Glory 3, MM Crew 5, M39, MR25, MR47)', () => {
  const felipe = (f: Fit = {}): Fit => ({ captain: 'captain-port-x1', ...f });
  const frances = (f: Fit = {}): Fit => ({ captain: 'frances-wright', ...f });

  it('only combat cards of the window; after the hit locations the target moves a hit (Evasive Helm); the opponent answers; asked again until both pass', () => {
    const { s, P, Q } = duel(felipe({ hand: ['evasive-helm', 'windfall'] }), frances({ hand: ['evasive-helm'] }));
    let r = play(s, [{ type: 'scoutCaptain', player: P, target: Q }, chance([5, 1])]);
    // combat.start: P (aggressor) first; no card of his names it, and Windfall is no combat card.
    expect(r.s.stack.at(-1)).toMatchObject({ kind: 'combat', window: 'start' });
    expect(legalActions(r.s)).toEqual([pass(P)]);
    // naval.declared (round 1: Shoot for both), then the contest window.
    r = play(r.s, [pass(P), pass(Q), pass(P), pass(Q), chance([6, 5, 5]), chance([6, 5]), pass(P), pass(Q)]);
    // Felipe wins (3 successes to 2): 1 hit (1 Cannon); Frances hits once (2 successes, 1 Cannon). His volley first: a 1 (Cargo).
    r = play(r.s, [chance([1])]);
    expect(r.s.stack.at(-1)).toMatchObject({ kind: 'combat', window: 'hits' });
    // His own Evasive Helm moves hits he receives: not this volley's.
    expect(legalActions(r.s)).toEqual([pass(P)]);
    r = play(r.s, [pass(P)]);
    expect(legalActions(r.s)).toEqual([card(Q, 'evasive-helm'), pass(Q)]);
    r = play(r.s, [card(Q, 'evasive-helm')]);
    expect(legalActions(r.s)).toContainEqual({ type: 'relocateHit', player: Q, from: 'cargo', to: 'cannons' });
    expect(describeQuestion(r.s, Q)).toMatch(/move a hit to another location/);
    r = play(r.s, [{ type: 'relocateHit', player: Q, from: 'cargo', to: 'cannons' }]);
    expect(ofType(r.events, 'hitRelocated')[0]).toMatchObject({ rule: 'MM Glory 3', player: Q, from: 'cargo', to: 'cannons' });
    // New declarations may follow (M39): P is asked again, then the hit lands on the Cannons.
    expect(legalActions(r.s)).toEqual([pass(P)]);
    r = play(r.s, [pass(P)]);
    expect(r.s.pl[Q]?.track).toMatchObject({ cargo: 2, cannons: 0 });
    // Her volley: a 2 (Masts); now P may play his.
    r = play(r.s, [chance([2]), card(P, 'evasive-helm'), { type: 'relocateHit', player: P, from: 'masts', to: 'cargo' }, pass(P)]);
    expect(r.s.pl[P]?.track).toMatchObject({ masts: 2, cargo: 1 });
    expect(r.s.pl[P]?.hand).toEqual(['windfall']);
    expect(r.s.discard.glory).toEqual({ 'evasive-helm': 2 });
  });

  it('crew.before: Boarding Party adds a Crew up to the ship’s value; the opponent may answer with the same timing', () => {
    const { s, P, Q } = duel(felipe({ hand: ['boarding-party', 'evasive-helm'] }), frances({ hand: ['boarding-party'] }), 'caribbean-sea', (d, P, Q) => {
      (d.pl[P] as PS).track.crew = 1;
      // The window the Swivel Guns step opens just before crew combat (MR47), as it opens.
      d.stack.push({ ...combatFrame({ kind: 'player', player: P }, { kind: 'player', player: Q }, 'MM Scout 3'), round: 2, step: 'cards', window: 'crewBefore' });
    });
    expect(describePending(s)).toBe(`Player ${P} must play a combat card or pass.`);
    // Evasive Helm belongs to another window.
    expect(legalActions(s)).toEqual([card(P, 'boarding-party'), pass(P)]);
    let r = play(s, [card(P, 'boarding-party')]);
    expect(ofType(r.events, 'crewGained')[0]).toMatchObject({ rule: 'MM Glory 3', player: P, n: 1 });
    expect(r.s.pl[P]?.track.crew).toBe(2);
    // Asked again from the aggressor: he passes; Frances answers with hers (her Crew is full: no gain).
    r = play(r.s, [pass(P), card(Q, 'boarding-party'), pass(P)]);
    expect(ofType(r.events, 'crewGained')).toHaveLength(0);
    expect(r.s.pl[Q]?.track.crew).toBe(2);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 2 } });
    expect(ofType(r.events, 'crewCombatStarted')).toHaveLength(1);
  });

  it('user cards: dice for the battle at its start, hits on the opponent after the declarations, a hit cancelled; Fast Learner copies any card it can play', () => {
    const set = withCards([
      ['drill', 'combat.start', [{ op: 'modifier', skill: 'seamanship', dice: 1, duration: 'thisBattle' }]],
      ['broadside', 'naval.declared', [{ op: 'damage', who: 'opponent', location: 'cannons', n: 1 }]],
      ['brace', 'naval.afterHitLocations', [{ op: 'absorbHit', of: 'received', n: 1 }]],
    ]);
    const { s, P, Q } = scenarioOn(set, (d, P, Q) => {
      fit(d, P, 'caribbean-sea', felipe({ hand: ['drill'] }));
      fit(d, Q, 'caribbean-sea', frances({ hand: ['broadside', 'fast-learner', 'brace'] }));
    });
    let r = play(s, [{ type: 'scoutCaptain', player: P, target: Q }, chance([5, 1]), card(P, 'drill')]);
    expect(r.s.modifiers).toEqual([expect.objectContaining({ player: P, card: 'drill', duration: 'thisBattle' })]);
    // Fast Learner may copy the Drill; Frances keeps it.
    expect(legalActions(r.s)).toEqual([card(Q, 'fast-learner'), pass(Q)]);
    r = play(r.s, [pass(Q)]);
    // naval.declared: Felipe has no card left (not asked); Frances fires the Broadside at his Cannons.
    expect(legalActions(r.s)).toEqual([card(Q, 'broadside'), pass(Q)]);
    r = play(r.s, [card(Q, 'broadside')]);
    expect(ofType(r.events, 'damaged')[0]).toMatchObject({ rule: 'MM Glory 3', player: P, location: 'cannons', value: 0 });
    r = play(r.s, [pass(Q)]);
    // The Drill: Seamanship 3 + 1 die.
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 4 } });
    // Frances wins (2 successes to 1): her 1 Cannon hits; Felipe has none left.
    r = play(r.s, [chance([5, 1, 1, 1]), chance([5, 6]), pass(Q), chance([3])]);
    // Brace: her own hits are not hers to cancel (Felipe, with no card, is not asked).
    expect(legalActions(r.s)).toEqual([pass(Q)]);
    r = play(r.s, [pass(Q)]);
    expect(r.s.pl[P]?.track.crew).toBe(1);
    // Round 2: both Flee; the battle ends and the Drill's dice with it.
    r = play(r.s, [{ type: 'declare', player: P, action: 'flee' }, { type: 'declare', player: Q, action: 'flee' }, pass(Q)]);
    expect(r.s.combatResult).toMatchObject({ how: 'escaped' });
    expect(r.s.modifiers).toEqual([]);
  });

  it('a card’s hits that sink a ship before any roll end the battle at once (MM Combat 13, MR47)', () => {
    const set = withCards([['raking-fire', 'naval.declared', [{ op: 'damage', who: 'opponent', location: 'hull', n: 1 }]]]);
    const { s, P, Q } = scenarioOn(set, (d, P, Q) => {
      fit(d, P, 'caribbean-sea', felipe());
      (d.pl[P] as PS).track.hull = 1;
      fit(d, Q, 'caribbean-sea', frances({ hand: ['raking-fire'] }));
    });
    // The card leaves her hand empty: nobody is asked again, the window closes, the sinking ends the battle.
    const r = play(s, [{ type: 'scoutCaptain', player: P, target: Q }, chance([5, 1]), pass(Q), card(Q, 'raking-fire')]);
    expect(ofType(r.events, 'damaged')).toEqual([expect.objectContaining({ rule: 'MM Glory 3', player: P, location: 'hull', value: 0 })]);
    expect(ofType(r.events, 'combatEnded')[0]).toMatchObject({ rule: 'MM Combat 13', winner: 'defender', how: 'sunk' });
    // Only the scouting roll was made: no Seamanship contest.
    expect(ofType(r.events, 'roll').map((e) => e.skill)).toEqual(['scouting']);
    expect(ofType(r.events, 'contestWon')).toEqual([]);
  });

  it('a hit cancelled by the target’s card (absorbHit of received hits)', () => {
    const set = withCards([['brace', 'naval.afterHitLocations', [{ op: 'absorbHit', of: 'received', n: 1 }]]]);
    const { s, P, Q } = scenarioOn(set, (d, P, Q) => {
      fit(d, P, 'caribbean-sea', felipe());
      fit(d, Q, 'caribbean-sea', frances({ hand: ['brace'] }));
    });
    // Start and declaration windows: Frances passes; Felipe wins 3 to 0 and hits once: a 4 (Cannons).
    let r = play(s, [{ type: 'scoutCaptain', player: P, target: Q }, chance([5, 1]), pass(Q), pass(Q), chance([6, 5, 5]), chance([1, 1]), pass(Q), chance([4])]);
    r = play(r.s, [card(Q, 'brace')]);
    expect(legalActions(r.s)).toEqual([{ type: 'absorbHit', player: Q, location: 'cannons' }, { type: 'noAbsorb', player: Q }]);
    r = play(r.s, [{ type: 'absorbHit', player: Q, location: 'cannons' }]);
    expect(ofType(r.events, 'hitAbsorbed')[0]).toMatchObject({ rule: 'MM Glory 3', player: Q, location: 'cannons' });
    expect(r.s.pl[Q]?.track.cannons).toBe(1);
    expect(ofType(r.events, 'damaged')).toHaveLength(0);
  });
});
