/**
 * describePending words the decision, roll or result the game waits for (issue 23 point 1): a
 * question to the player asked, what the others wait for, without a hidden card or a secret
 * placement, with a rule, for every frame kind and window moment; components by name, never id.
 */
import { describe, expect, it } from 'vitest';
import {
  apply,
  chanceOutcomes,
  createGame,
  createScenario,
  createSimulator,
  describePending,
  legalActions,
  pending,
  type Action,
  type Frame,
  type GameState,
  type PlayerId,
  FrameSchema,
} from '../../src/index.js';
import { chooser } from '../conformance/play.js';
import { componentIds, idsIn } from '../ids.js';
import { pendingCases } from './pending-cases.js';

/** Player C's Kennedy at sea by Boston, 3 Actions left; A and B each hold a card (AP cards). */
function kennedyState(): GameState {
  return createScenario({
    players: 3,
    options: { cunning: false },
    turn: { player: 'C', actionsCard: null, actionsLeft: 3 },
    hands: { A: ['wear-and-tear'], B: ['scurvy-outbreak'], C: ['wear-and-tear'] },
    pirates: { kennedy: { owner: 'C', at: 'north-atlantic' }, condent: { owner: 'A', at: 'east-caribbean' }, vane: { owner: 'B', at: 'west-caribbean', holds: [300] } },
  });
}

/** The state with `frame` on top of its stack (a procedure under way, as the kernel leaves it). */
function withFrame(s: GameState, ...frames: Frame[]): GameState {
  return { ...s, stack: [...s.stack, ...frames] };
}

describe('describePending: the question and what the others wait for', () => {
  it("the issue's example: a Port Attack announced, asked of the first AP player (4.63)", () => {
    const s = apply(kennedyState(), { type: 'attackPort', player: 'C', pirate: 'kennedy', port: 'boston' }).state;
    expect(pending(s)).toMatchObject({ kind: 'decision', player: 'A', frame: 'window' });
    expect(describePending(s, 'A')).toEqual({
      kind: 'decision',
      text: 'Kennedy (Player C) announces a Port Attack on Boston. Any Anti-Pirate Action?',
      rule: '4.63',
      player: 'A',
      yours: true,
    });
    expect(describePending(s, 'C')).toMatchObject({ text: 'Kennedy announces a Port Attack on Boston. Player A is deciding whether to take an Anti-Pirate Action.', yours: false });
    expect(describePending(s).text).toBe('Kennedy (Player C) announces a Port Attack on Boston. Player A is deciding whether to take an Anti-Pirate Action.');
  });

  it('a chance node names the roll in words, with the rule of its label', () => {
    let s = apply(kennedyState(), { type: 'attackPort', player: 'C', pirate: 'kennedy', port: 'boston' }).state;
    s = apply(s, { type: 'pass', player: 'A' }).state;
    s = apply(s, { type: 'pass', player: 'B' }).state;
    expect(describePending(s, 'A')).toEqual({ kind: 'chance', text: 'Roll a die: Attack roll of Kennedy on Boston (9.52)', rule: '9.52', player: null, yours: false });
  });

  it("the Card Play Phase and the Actions of a Player-Turn (4.4, 4.5)", () => {
    const s = createScenario({ players: 2, hands: { A: ['wear-and-tear'] }, pirates: { condent: { owner: 'A', at: 'east-caribbean' } } });
    expect(describePending(s, 'A')).toMatchObject({ text: 'Player-Turn 1 of Player A. Play a card for Actions, or end your Player-Turn?', rule: '4.4', yours: true });
    expect(describePending(s, 'B').text).toBe('Player-Turn 1 of Player A. Player A is deciding which card to play for Actions.');
    const k = kennedyState();
    expect(describePending(k, 'C')).toMatchObject({ text: 'Player-Turn 1 of Player C. 3 Actions left: which Action?', rule: '4.5' });
  });

  it('a drawn Pirate card is named to its player only (5.16)', () => {
    const s = withFrame(kennedyState(), { kind: 'pirateCard', player: 'C', step: 'decide', drawn: 'teach', returning: null });
    expect(describePending(s, 'C').text).toBe('You drew Edward Teach ("Blackbeard"): deploy him or keep him in hand?');
    for (const viewer of ['A', 'B', 'referee', undefined] as const) {
      const text = describePending(s, viewer).text;
      expect(text).toBe('Player C is deciding what to do with the Pirate card drawn.');
    }
  });

  it('a secret deployment says nothing of where (3.0 Step 7 option)', () => {
    let s = createGame({ players: 3, seed: 5, options: { secretDeployment: true } });
    const seen: string[] = [];
    for (let i = 0; i < 200 && pending(s).kind === 'decision'; i++) {
      const p = pending(s);
      if (p.kind !== 'decision' || p.frame !== 'setup') break;
      const other: PlayerId = p.player === 'A' ? 'B' : 'A';
      seen.push(describePending(s, other).text);
      expect(describePending(s, p.player).text).toMatch(/^Initial deployment \(3\.0 Step 7\)\. Deploy a Pirate in secret: which Pirate, Sea Area and ship\?/);
      s = apply(s, pickFirst(s, p.player)).state;
    }
    expect(seen.length).toBeGreaterThan(0);
    for (const t of seen) expect(t).toMatch(/^Initial deployment \(3\.0 Step 7\)\. Player [A-C] is deciding where to place a Pirate in secret\.$/);
  });

  it('game over: the reason and the result', () => {
    const s: GameState = { ...kennedyState(), over: { reason: 'The General Pardon was played for the third time', rule: '4.1' }, stack: [] };
    const vp = { ...s.players, A: { ...s.players.A!, vp: 30 }, B: { ...s.players.B!, vp: 12 }, C: { ...s.players.C!, vp: 30 } };
    expect(describePending({ ...s, players: vp }, 'B')).toEqual({
      kind: 'over',
      text: 'Game over: The General Pardon was played for the third time. Player A and Player C share the win with 30 VP.',
      rule: '4.1',
      player: null,
      yours: false,
    });
  });
});

/** The first legal action of `player`: deterministic, enough to walk through a deployment. */
function pickFirst(s: GameState, player: PlayerId): Action {
  const a = legalActions(s, player)[0];
  if (!a) throw new Error(`no legal action for ${player}`);
  return a;
}

/**
 * Each asking step of each frame kind (test/events/pending-cases.ts): rule, the question to the
 * decider, and what another player reads (Player A, or B when A decides).
 */
const EXPECTED: Record<string, [rule: string, ask: string, wait: string]> = {
  'soloSetup blackbeard': ['19.1', 'Deploy Blackbeard: in which Sea Area, and in which ship?', 'Player A is deciding where Blackbeard starts.'],
  "setup draft": ["3.0 Step 6", "The Pirate draft (3.0 Step 6 option). Which Pirate do you take (pick 1)?", "The Pirate draft (3.0 Step 6 option). Player B is deciding which Pirate to take."],
  "turn actions": ["4.5", "Player-Turn 1 of Player C. 2 Actions left: which Action?", "Player-Turn 1 of Player C. Player C is deciding which Action to take (2 Actions left)."],
  "storms at sea": ["17.2 #20", "Storms at Sea: the storm strikes at Bermuda. Which Sea Area does it hit: North Atlantic or Central Atlantic?", "Storms at Sea: the storm strikes at Bermuda. Player C is deciding which Sea Area the storm hits."],
  "finger of fate": ["17.2 #7", "Finger of Fate. Which card from your hand do you discard?", "Finger of Fate. Player A is deciding which card to discard."],
  "buried treasure": ["17.2 #1", "Kennedy has dug up 1200 Doubloons of buried treasure. In which Hold?", "Kennedy (Player C) has dug up 1200 Doubloons of buried treasure. Player C is deciding in which Hold the treasure goes."],
  "piratical ambition": ["17.2 #17", "Player A plays Piratical Ambition against Kennedy (Player C). Which Pirate card from your hand leads the takeover?", "Player A plays Piratical Ambition against Kennedy (Player C). Player A is deciding which Pirate leads the takeover."],
  "chooseArea": ["7.2", "Which Sea Area does Kennedy go to: North Atlantic or Central Atlantic?", "Player C is deciding which Sea Area Kennedy goes to: North Atlantic or Central Atlantic."],
  "pirateCard": ["5.16", "You drew Edward Teach (\"Blackbeard\"): deploy him or keep him in hand?", "Player C is deciding what to do with the Pirate card drawn."],
  "window attackAnnounced": ["4.63", "Kennedy (Player C) announces a Port Attack on Boston. Any Anti-Pirate Action?", "Kennedy (Player C) announces a Port Attack on Boston. Player A is deciding whether to take an Anti-Pirate Action."],
  "window moveAnnounced": ["4.63", "Kennedy (Player C) announces a Move to Central Atlantic. Any Anti-Pirate Action?", "Kennedy (Player C) announces a Move to Central Atlantic. Player A is deciding whether to take an Anti-Pirate Action."],
  "window findAnnounced": ["4.63", "Kennedy (Player C) announces a Find at Boston. Any Anti-Pirate Action?", "Kennedy (Player C) announces a Find at Boston. Player A is deciding whether to take an Anti-Pirate Action."],
  "window lootStep": ["4.63", "Kennedy (Player C) is in the middle of a Loot of the Brigantine at Boston. Any Anti-Pirate Action?", "Kennedy (Player C) is in the middle of a Loot of the Brigantine at Boston. Player A is deciding whether to take an Anti-Pirate Action."],
  "window bootyGrabAnnounced": ["4.63", "Kennedy (Player C) announces a Booty Grab against Charles Vane (Player B). Any Anti-Pirate Action?", "Kennedy (Player C) announces a Booty Grab against Charles Vane. Player A is deciding whether to take an Anti-Pirate Action."],
  "window digAnnounced": ["4.63", "Kennedy (Player C) announces a dig for the buried treasure. Any Anti-Pirate Action?", "Kennedy (Player C) announces a dig for the buried treasure. Player A is deciding whether to take an Anti-Pirate Action."],
  "window cunning": ["12.0", "Kennedy rolled 2 (Attack roll of Kennedy on Boston). Spend 1 Cunning (2 left) to reroll it?", "Kennedy (Player C) rolled 2 (Attack roll of Kennedy on Boston). Player C is deciding whether to spend Cunning on a reroll."],
  "window cardPlayed": ["17.2 #19", "Kennedy is the target of Wear and Tear. Negate it with Skull and Crossbones?", "Kennedy (Player C) is the target of Wear and Tear. Player C is deciding whether to answer the card with Skull and Crossbones."],
  "window letterRetirement": ["17.2 #4", "Kennedy (Player C) states he Retires with his Letter of Marque. Play Double Cross?", "Kennedy (Player C) states he Retires with his Letter of Marque. Player A is deciding whether to play Double Cross."],
  "window warshipAttack": ["17.2 #11", "Kennedy (Player C) is attacked by a Warship in North Atlantic. Play KC Surprise?", "Kennedy (Player C) is attacked by a Warship in North Atlantic. Player A is deciding whether to play KC Surprise."],
  "inPort letter": ["17.2 #12", "Kennedy: In-Port Activities at Boston. Take a Letter of Marque?", "Kennedy (Player C): In-Port Activities at Boston. Player C is deciding whether to take a Letter of Marque."],
  "inPort ransom": ["9.42", "Kennedy: In-Port Activities at Boston. Ransom a Hostage?", "Kennedy (Player C): In-Port Activities at Boston. Player C is deciding whether to ransom a Hostage."],
  "inPort ransomHold": ["9.42", "Kennedy: In-Port Activities at Boston. The ransom is 1500 Doubloons: in which Hold?", "Kennedy (Player C): In-Port Activities at Boston. Player C is deciding in which Hold the ransom goes."],
  "inPort convert": ["9.43", "Kennedy: In-Port Activities at Boston. Convert a Hold of Booty to Net Worth?", "Kennedy (Player C): In-Port Activities at Boston. Player C is deciding whether to convert Booty to Net Worth."],
  "inPort refit": ["9.44", "Kennedy: In-Port Activities at Boston. Refit the ship?", "Kennedy (Player C): In-Port Activities at Boston. Player C is deciding whether to refit the ship."],
  "inPort repair": ["9.44", "Kennedy: In-Port Activities at Boston. 2 repairs left: Combat or Speed?", "Kennedy (Player C): In-Port Activities at Boston. Player C is deciding which hit to repair."],
  "inPort safeHaven": ["9.45", "Kennedy: In-Port Activities at Boston. Bribe the Governor of Boston for a Safe Haven?", "Kennedy (Player C): In-Port Activities at Boston. Player C is deciding whether to bribe the Governor for a Safe Haven."],
  "inPort bribe": ["9.45", "Kennedy: In-Port Activities at Boston. The Governor asks 300 Doubloons: pay (refusing costs 1 Loyalty)?", "Kennedy (Player C): In-Port Activities at Boston. Player C is deciding whether to pay the Governor."],
  "inPort dr": ["13.11", "Kennedy: In-Port Activities at Boston. Declare voluntary Debauchery & Revelry?", "Kennedy (Player C): In-Port Activities at Boston. Player C is deciding whether to declare Debauchery & Revelry."],
  "attackPort stow": ["9.53", "Kennedy has taken Boston: 900 Doubloons of Booty, and every Hold is full. Throw a Hold overboard to make room, or leave the Booty?", "Kennedy (Player C) has taken Boston: 900 Doubloons of Booty, and every Hold is full. Player C is deciding whether Kennedy throws a Hold overboard for the Booty or leaves it."],
  "bootyGrab stow": ["9.63", "Kennedy grabs at the Booty of Charles Vane (Player B). 200 Doubloons taken and every Hold is full: which Hold goes overboard, or leave them?", "Kennedy (Player C) grabs at the Booty of Charles Vane. Player C is deciding where to stow the Booty taken."],
  "bootyGrab surrender": ["9.63", "Kennedy (Player C) grabs at the Booty of Charles Vane. 200 Doubloons still to give up: from which Hold?", "Kennedy (Player C) grabs at the Booty of Charles Vane (Player B). Player B is deciding from which Hold to give up Booty."],
  "bootyGrab duelAgain": ["15.1", "Kennedy grabs at the Booty of Charles Vane (Player B). The Duel is tied: fight on, or break it off?", "Kennedy (Player C) grabs at the Booty of Charles Vane. Player C is deciding whether to fight on in the Duel."],
  "bootyGrab duelAgainTarget": ["15.1", "Kennedy (Player C) grabs at the Booty of Charles Vane. The Duel is tied: fight on, or break it off?", "Kennedy (Player C) grabs at the Booty of Charles Vane (Player B). Player B is deciding whether to fight on in the Duel."],
  "bootyGrab spoils": ["15.1", "Kennedy grabs at the Booty of Charles Vane (Player B). You won the Duel: take the loser's ship, or his possessions?", "Kennedy (Player C) grabs at the Booty of Charles Vane. Player C is deciding whether the Duel's winner takes the loser's ship or his possessions."],
  "mutiny": ["14.2", "Mutiny aboard the ship of Kennedy. Which Pirate card from your hand takes command?", "Mutiny aboard the ship of Kennedy (Player C). Player C is deciding which Pirate takes command."],
  "retire": ["18.41", "Kennedy retires at Boston: the Governor asks 4400 Doubloons. Pay the bribe (refusing costs 1 Loyalty)?", "Kennedy (Player C) retires at Boston: the Governor asks 4400 Doubloons. Player C is deciding whether to pay the bribe."],
  "assignHit": ["11.4", "The Alliance of Kennedy and Charles Vane suffers an odd Combat hit. Which ship takes it?", "The Alliance of Kennedy and Charles Vane suffers an odd Combat hit. Player C is deciding which ship takes the odd hit."],
  "convert": ["8.5", "Kennedy takes the Sloop as his ship and its Holds cannot take all his Booty. Which Hold goes overboard?", "Kennedy (Player C) takes the Sloop as his ship and its Holds cannot take all his Booty. Player C is deciding which Hold goes overboard."],
  "warship decide": ["6.42", "A Warship in North Atlantic has found Kennedy (Player C). Does the Warship attack, or stay On Station?", "A Warship in North Atlantic has found Kennedy (Player C). Player B is deciding whether the Warship attacks."],
  "warship response": ["6.45", "A Warship attacks Kennedy in North Atlantic. Fight, or try to escape?", "A Warship attacks Kennedy (Player C) in North Atlantic. Player C is deciding whether Kennedy fights or tries to escape."],
  "kc response": ["10.33", "King's Commissioner Thomas Matthews (Player A) comes after Kennedy. Fight, or try to escape?", "King's Commissioner Thomas Matthews (Player A) comes after Kennedy (Player C). Player C is deciding whether Kennedy fights or tries to escape."],
  "kc intercepted": ["10.34", "King's Commissioner 6 (Player A) has intercepted Kennedy. Fight, or surrender?", "King's Commissioner 6 (Player A) has intercepted Kennedy (Player C). Player C is deciding whether Kennedy fights or surrenders."],
  "loot seize": ["8.33", "Kennedy loots the Brigantine at Boston: 300 Doubloons of cargo, with a Ship's Officer as Hostage. Seize the Booty (declining costs 1 Loyalty)?", "Kennedy (Player C) loots the Brigantine at Boston: 300 Doubloons of cargo, with a Ship's Officer as Hostage. Player C is deciding whether to seize the Booty."],
  "loot booty": ["8.34", "Kennedy loots the Brigantine at Boston: 300 Doubloons of cargo, with a Ship's Officer as Hostage. Stow or abandon the cargo; hold the Hostage for Ransom or torture him?", "Kennedy (Player C) loots the Brigantine at Boston: 300 Doubloons of cargo, with a Ship's Officer as Hostage. Player C is deciding what to do with the Booty."],
  "loot fit": ["8.34", "Kennedy loots the Brigantine at Boston: 300 Doubloons of cargo. Every Hold is full: which one goes overboard?", "Kennedy (Player C) loots the Brigantine at Boston: 300 Doubloons of cargo. Player C is deciding which Hold goes overboard."],
  "loot dr": ["13.11", "Kennedy loots the Brigantine at Boston: 300 Doubloons of cargo. Declare voluntary Debauchery & Revelry?", "Kennedy (Player C) loots the Brigantine at Boston: 300 Doubloons of cargo. Player C is deciding whether to declare Debauchery & Revelry."],
};

describe('describePending: every frame kind at every step that asks a player', () => {
  const cases = pendingCases();
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const p = pending(c.state);
    expect(p).toMatchObject({ kind: 'decision', player: c.player });
    const expected = EXPECTED[c.name];
    const other: PlayerId = c.player === 'B' ? 'A' : 'B';
    expect([describePending(c.state, c.player).rule, describePending(c.state, c.player).text, describePending(c.state, other).text]).toEqual(expected);
    expect(describePending(c.state, c.player)).toMatchObject({ kind: 'decision', player: c.player, yours: true });
    expect(describePending(c.state, other)).toMatchObject({ yours: false });
  });

  it('covers every frame kind that stops for a player', () => {
    const kinds = new Set(cases.map((c) => c.state.stack[c.state.stack.length - 1]!.kind));
    // Frame kinds that never ask a player: they roll or run by themselves (the move, find, sack,
    // recovery, Alliance, Merchant placement and KC Action procedures, the solitaire AP check and
    // NP loss); soloArrive asks only the System Player, who is never asked (19.17).
    const silent = ['move', 'find', 'sackPort', 'recover', 'formAlliance', 'placeMerchants', 'kcAction', 'soloAp', 'soloNp', 'soloArrive'];
    const all = FrameSchema.options.map((o) => o.shape.kind.value);
    expect(all.filter((k) => !kinds.has(k) && !silent.includes(k))).toEqual([]);
  });
});

/** Random games through the simulator with external randomness: every node worded, no id in any text. */
describe('describePending over random games', () => {
  it('every node of random games of every kind has a text and a rule, and no component id', () => {
    const ids = componentIds();
    const kinds = new Set<string>();
    const bad: string[] = [];
    const configs = [
      { players: 1 },
      { players: 2 },
      { players: 4, options: { edition: 'firstPrint2008' as const } },
      { players: 5, options: { pirateDraft: true, secretDeployment: true } },
      { players: 7 },
      { players: 1, options: { edition: 'firstPrint2008' as const } },
    ];
    for (const [g, c] of configs.entries()) {
      const r = chooser(1000 + g);
      const sim = createSimulator(createGame({ ...c, seed: g + 1, randomness: 'external' }));
      for (let i = 0; !sim.isOver() && i < 40_000; i++) {
        const s = sim.state;
        const f = s.stack[s.stack.length - 1];
        const d = sim.decider();
        kinds.add(`${d ? 'decision' : 'chance'} ${f?.kind}`);
        for (const viewer of d ? [d, s.order.find((p) => p !== d)] : [undefined]) {
          const t = describePending(s, viewer);
          if (!t.text || !/^\d|^first print/.test(t.rule)) bad.push(`${f?.kind}: ${JSON.stringify(t)}`);
          const leaked = idsIn(t.text, ids);
          if (leaked.length) bad.push(`${leaked.join()}: ${t.text}`);
          // No camelCase code ("attackAnnounced"), no window moment left without its words.
          if (/\b[a-z]+[A-Z]\w*\b/.test(t.text) || / acts\./.test(t.text) || /undefined|null|NaN/.test(t.text)) bad.push(t.text);
        }
        if (d) {
          const l = sim.legalActions();
          sim.apply(l[r.int(l.length)]!);
        } else {
          const o = chanceOutcomes(s);
          sim.apply(o[r.int(o.length)]!.outcome);
        }
      }
      const end = describePending(sim.state, 'A');
      expect(end.kind).toBe('over');
    }
    expect(bad.slice(0, 20)).toEqual([]);
    expect(kinds.size).toBeGreaterThan(20);
  });
});
