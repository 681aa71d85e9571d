/**
 * The rulebook's full combat example (rules text L985-1103; ledger MM Example 1-8), step by step
 * with forced dice. Felipe (Frigate, Chain-shot) attacks Frances Wright (Sloop with Advanced Rigs &
 * Sails, Grappling Hooks). The hit-location numbers follow the component set (ruling M16: the
 * example's numbers contradict each other; the built-in table is 1 Cargo, 2 Masts, 3 Crew,
 * 4 Cannons), so each location roll below forces the die that names the location the example
 * states (Round 1's hit on Felipe, "Crew" in the example, is the table's 2 = Masts; it is relocated
 * to Cargo all the same). The die faces the text lost (Rounds 2-4, the crew rounds) are chosen to
 * give the outcome the text describes. Both Captains start with empty Glory hands; the two cards of
 * the last crew round are given to them before the crew combat.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, pending, type Action, type GameState, type PlayerId } from '../src/index.js';
import { chance, ofType, play } from './helpers.js';
import { duel, withGlory } from './combat-fixtures.js';

const declare = (player: PlayerId, action: 'shoot' | 'board' | 'flee'): Action => ({ type: 'declare', player, action });
const trackOf = (s: GameState, p: PlayerId) => s.pl[p]?.track;

function naval() {
  // P = Felipe (Seamanship 3, Leadership 2; relocates a received hit once per battle), Q = Frances (Seamanship 2, Leadership 3).
  const { s, P: F, Q: W } = duel(
    { captain: 'felipe', ship: 'frigate', weapons: ['chain-shot'], gold: 12 },
    { captain: 'frances-wright', ship: 'sloop', mods: ['advanced-rigs-and-sails'], weapons: ['grappling-hooks'], gold: 7 },
    'nassau',
  );
  return { s, F, W };
}

describe('The combat example (MM Example 1-8, L985-1103; M16)', () => {
  it('Felipe attacks Frances: four naval rounds, the boarding, and two crew rounds, each outcome exact', () => {
    const { s, F, W } = naval();
    // Felipe scouts for Frances (Scouting 2) and finds her: combat follows (MM Scout 3). Frances is
    // not a pirate, so Felipe gets an English bounty at once, before any dice (MM Bounty 1-2, MM Scout 7).
    let r = play(s, [{ type: 'scoutCaptain', player: F, target: W }, chance([5, 1])]);
    expect(ofType(r.events, 'combatStarted')[0]).toMatchObject({ rule: 'MM Scout 3', aggressor: { player: F }, defender: { player: W } });
    expect(ofType(r.events, 'bountyChanged')[0]).toMatchObject({ rule: 'MM Bounty 1', player: F, nation: 'english', bounties: 1 });

    // ROUND 1 (L999-L1005): only Shoot, so no declaration is asked (M48). Felipe rolls 3 dice; Frances
    // 2 + 1 for a Maneuverability two higher (5 vs 3, MM Ships 8, MM Yard 14).
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 3 } });
    r = play(r.s, [chance([5, 1, 1])]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 3 } });
    r = play(r.s, [chance([6, 4, 1])]);
    // One success each; Frances wins on the non-skull sum, 5 vs 2 (MM Combat 6, MM Example 3).
    expect(ofType(r.events, 'contestWon')[0]).toMatchObject({ rule: 'MM Combat 6', winner: 'defender', successes: [1, 1], sums: [2, 5] });
    // Felipe's volley first: one hit (per success); the die 1 = Cargo (L1003).
    r = play(r.s, [chance([1])]);
    expect(trackOf(r.s, W)).toMatchObject({ cargo: 1 });
    // Frances's volley: one hit, all her (single) Cannon; the die 2 hits Felipe; he re-locates it to his Cargo (L1005).
    r = play(r.s, [chance([2])]);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: F });
    r = play(r.s, [{ type: 'relocateHit', player: F, from: 'masts', to: 'cargo' }]);
    expect(trackOf(r.s, F)).toMatchObject({ hull: 3, masts: 3, cargo: 2, crew: 3, cannons: 3 });

    // ROUND 2 (L1009-L1019): Felipe Shoots, Frances Flees. Equal successes, Frances wins on the sum,
    // but Felipe rolled a success, so she does not escape, and his Shoot still hits once (MM Example 4).
    expect(legalActions(r.s)).toEqual([declare(F, 'shoot'), declare(F, 'board'), declare(F, 'flee')]);
    r = play(r.s, [declare(F, 'shoot'), declare(W, 'flee'), chance([5, 1, 1]), chance([5, 3, 2])]);
    expect(ofType(r.events, 'contestWon')[0]).toMatchObject({ winner: 'defender', successes: [1, 1] });
    expect(ofType(r.events, 'escaped')).toHaveLength(0);
    // The location die names the Cannons (the table's 4): Frances's only Cannon is destroyed.
    r = play(r.s, [chance([4])]);
    expect(trackOf(r.s, W)).toMatchObject({ cannons: 0 });

    // ROUND 3 (L1023-L1047): Felipe Shoots, Frances Flees; Felipe wins and hits with all 3 Cannons.
    r = play(r.s, [declare(F, 'shoot'), declare(W, 'flee'), chance([6, 5, 1]), chance([3, 2, 1])]);
    expect(ofType(r.events, 'contestWon')[0]).toMatchObject({ winner: 'aggressor' });
    // Cargo (her second Cargo hit: destroyed), Cannons (already destroyed: the Hull takes it), and a skull.
    r = play(r.s, [chance([1, 4, 6])]);
    // Frances would place the skull; Felipe spends his Chain-shot to send it to her Masts (MM Weapons 3, MM Example 5).
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: F });
    expect(legalActions(r.s)).toEqual([{ type: 'useShot', player: F, weapon: 'chain-shot' }, { type: 'useShot', player: F, weapon: null }]);
    r = play(r.s, [{ type: 'useShot', player: F, weapon: 'chain-shot' }]);
    expect(trackOf(r.s, W)).toEqual({ hull: 1, masts: 1, cargo: 0, crew: 2, cannons: 0 });
    expect(r.s.pl[F]?.weapons).toEqual([]);

    // ROUND 4 (L1051-L1061): Felipe Shoots, Frances Boards and loses the roll...
    r = play(r.s, [declare(F, 'shoot'), declare(W, 'board'), chance([5, 2, 1]), chance([3, 2, 1])]);
    // ... but re-rolls her dice with the Grappling Hooks (MM Weapons 2) and makes two successes.
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: W });
    r = play(r.s, [{ type: 'grapple', player: W, dice: [3, 2, 1] }, chance([6, 5, 1])]);
    expect(ofType(r.events, 'contestWon')[0]).toMatchObject({ winner: 'defender', successes: [1, 2] });
    expect(r.s.pl[W]?.weapons).toEqual([]);
    // Before crew combat Felipe's per-success hit lands: the Masts (the table's 2) are destroyed;
    // the boarding still happens (MM Combat 8, 21, MM Example 6).
    r = play(r.s, [chance([2])]);
    expect(trackOf(r.s, W)).toMatchObject({ masts: 0, hull: 1, crew: 2 });
    expect(ofType(r.events, 'boarded')[0]).toMatchObject({ side: 'defender', player: W });
    expect(ofType(r.events, 'crewCombatStarted')).toHaveLength(1);

  });

  /** The position at the start of crew combat (L1063-L1069). */
  function crew(cards = false) {
    const { s, F, W } = naval();
    const { s: at0 } = play(s, [
      { type: 'scoutCaptain', player: F, target: W }, chance([5, 1]), chance([5, 1, 1]), chance([6, 4, 1]), chance([1]), chance([2]),
      { type: 'relocateHit', player: F, from: 'masts', to: 'cargo' },
      declare(F, 'shoot'), declare(W, 'flee'), chance([5, 1, 1]), chance([5, 3, 2]), chance([4]),
      declare(F, 'shoot'), declare(W, 'flee'), chance([6, 5, 1]), chance([3, 2, 1]), chance([1, 4, 6]), { type: 'useShot', player: F, weapon: 'chain-shot' },
      declare(F, 'shoot'), declare(W, 'board'), chance([5, 2, 1]), chance([3, 2, 1]), { type: 'grapple', player: W, dice: [3, 2, 1] }, chance([6, 5, 1]), chance([2]),
    ]);
    // CREW ROUND 1 (L1073-L1083): Felipe (Leadership 2) one success, Frances (Leadership 3) three; she
    // inflicts only two, her Crew before the roll (MM Crew 2). Both have one Crew left.
    // L1095: Frances holds Crew Combat Re-rolls, Felipe Fast Learner (given now, so that no card window is asked before).
    const at = cards ? withGlory(withGlory(at0, W, 'crew-combat-rerolls'), F, 'fast-learner') : at0;
    expect(pending(at)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 2 } });
    let r = play(at, [chance([5, 1]), chance([6, 6, 5])]);
    // M39: with cards in hand, each is asked after the rolls (aggressor first); both pass here.
    if (cards) r = play(r.s, [{ type: 'passCards', player: F }, { type: 'passCards', player: W }]);
    expect(trackOf(r.s, F)?.crew).toBe(1);
    expect(trackOf(r.s, W)?.crew).toBe(1);
    return { s: r.s, F, W };
  }

  it('crew round 2 as first rolled (L1087-L1089): both lose their last Crew; Felipe wins on successes (MM Crew 4, M53)', () => {
    const { s, F, W } = crew();
    const r = play(s, [chance([6, 5]), chance([5, 1, 1])]);
    expect(ofType(r.events, 'combatEnded')[0]).toMatchObject({ rule: 'MM Crew 3', winner: 'aggressor', how: 'crew' });
    expect(ofType(r.events, 'gloryGained')[0]).toMatchObject({ rule: 'MM Win 3', player: F });
    expect(r.s.combatResult).toMatchObject({ winner: 'aggressor', how: 'crew' });
    // Felipe plunders Frances (her 7 Gold), then she dies (MM Plunder 1, MM Crew 3).
    expect(r.s.pl[F]?.gold).toBe(19);
    expect(ofType(r.events, 'plundered')[0]).toMatchObject({ player: F, from: W, what: 'gold', n: 7 });
  });

  it('crew round 2 with the cards (L1091-L1103): Crew Combat Re-rolls, Fast Learner; one success each, Frances wins on the sum (5 vs 2) and survives with 0 Crew (MM Example 7, M53)', () => {
    const { s, F, W } = crew(true);
    // As first rolled, Felipe would win (2 successes to 1, both Crews lost).
    let r = play(s, [chance([6, 5]), chance([5, 4, 1])]);
    // The window (MM Crew 5, M39): Felipe (aggressor) first has nothing to play; Frances plays Crew
    // Combat Re-rolls and makes Felipe re-roll both his dice: no success.
    expect(legalActions(r.s)).toEqual([{ type: 'passCards', player: F }]);
    r = play(r.s, [{ type: 'passCards', player: F }, { type: 'playCombatCard', player: W, card: 'crew-combat-rerolls' }]);
    expect(legalActions(r.s)).toContainEqual({ type: 'rerollDice', player: W, side: 'aggressor', dice: [6, 5] });
    r = play(r.s, [{ type: 'rerollDice', player: W, side: 'aggressor', dice: [6, 5] }, chance([1, 1])]);
    // Felipe may now answer: Fast Learner copies the card just played; he re-rolls his own dice.
    expect(legalActions(r.s)).toEqual([{ type: 'playCombatCard', player: F, card: 'fast-learner' }, { type: 'passCards', player: F }]);
    r = play(r.s, [{ type: 'playCombatCard', player: F, card: 'fast-learner' }, { type: 'rerollDice', player: F, side: 'aggressor', dice: [1, 1] }, chance([5, 2])]);
    expect(ofType(r.events, 'combatEnded')[0]).toMatchObject({ winner: 'defender', how: 'crew' });
    expect(trackOf(r.s, W)?.crew).toBe(0);
    // Felipe was a pirate (his English bounty from starting the fight): the English reward, 5 Gold per
    // bounty, the only nation (MM Bounty 10, M36); Frances plunders his 12 Gold (MM Plunder 1, MR19).
    expect(ofType(r.events, 'goldGained').filter((e) => e.player === W).map((e) => [e.rule, e.amount])).toEqual([['MM Bounty 10', 5]]);
    expect(ofType(r.events, 'plundered')[0]).toMatchObject({ player: W, from: F, what: 'gold', n: 12 });
    expect(r.s.pl[W]?.gold).toBe(7 + 5 + 12);
    // She may claim his Frigate (MM Plunder 8).
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: W });
    r = play(r.s, [{ type: 'claimShip', player: W, claim: true }]);
    // M55: the Frigate keeps its damage (Cargo 2 after the relocated hit; Crew 0 after the crew
    // combat); her crew (0) moves in; her Sloop's modification goes to a port of her choosing (MM Yard 19).
    expect(r.s.pl[W]).toMatchObject({ ship: 'frigate', track: { hull: 3, masts: 3, cargo: 2, crew: 0, cannons: 3 } });
    expect(ofType(r.events, 'captainDied')[0]).toMatchObject({ player: F, rule: 'MM Crew 3' });
    expect(r.s.pl[W]?.mods).toEqual([]);
    expect(r.s.stack.at(-1)).toMatchObject({ kind: 'placeMods', player: W, tokens: { 'advanced-rigs-and-sails': 1 } });
  });
});
