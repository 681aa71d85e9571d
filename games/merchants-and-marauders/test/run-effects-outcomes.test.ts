/**
 * Exact outcomes of the frame-bound card effects (ledger F.4; MM Event 3, MM Dice 1, MM Crew 1,
 * MM Raid 12, MR57-MR59, MR61), written for the survivors of the mutation run of
 * src/rules/run-effects.ts (docs/coverage.md "Mutation testing"): a test Event Card (the built-in
 * set plus `test-event`) drawn at the second round's start, forced dice, every outcome checked.
 * The first player's Captain is captain-curacao (Influence 2).
 */
import { describe, expect, it } from 'vitest';
import { createScenario, deserialize, legalActions, pending, serialize, type Action, type GameState, type PlayerId } from '../src/index.js';
import type { ComponentSet, Effect } from '../src/components/schema.js';
import { chance, ofType, play, withEvent } from './helpers.js';

const end = (player: PlayerId): Action => ({ type: 'endTurn', player });

/** A two-player position at the first turn, the set-up round's NPC cards back in the Event deck. */
function at(components: ComponentSet, edit: (d: GameState, P: PlayerId, Q: PlayerId) => void = () => {}) {
  let P: PlayerId = 'A';
  let Q: PlayerId = 'B';
  const s = createScenario({ players: 2, seed: 3, components }, (d) => {
    P = d.order[0] as PlayerId;
    Q = d.order[1] as PlayerId;
    for (const c of d.npcArea) d.decks.event[c] = (d.decks.event[c] ?? 0) + 1;
    d.npcArea = [];
    edit(d, P, Q);
  });
  return { s, P, Q };
}
/** Both turns ended, then the test Event drawn: its effects start (the first player's, for an each-turn card). */
function eventDrawn(components: ComponentSet, edit?: (d: GameState, P: PlayerId, Q: PlayerId) => void) {
  const { s, P, Q } = at(components, edit);
  const r = play(s, [end(P), end(Q), chance('test-event')]);
  return { r, P, Q };
}

describe('A card’s skill check (ledger F.4 `skillCheck`, MM Dice 1)', () => {
  it('its dice: the skill plus `diceDelta` (Influence 2 + 1 = 3 dice)', () => {
    const { r, P } = eventDrawn(withEvent('eachPlayerTurn', [{ op: 'skillCheck', skill: 'influence', diceDelta: 1, onSuccess: [], onFail: [] }]));
    expect(r.s.pl[P]?.captain).toBe('captain-curacao');
    expect(pending(r.s)).toEqual({ kind: 'chance', spec: { kind: 'dice', count: 3, label: 'a skill check for a card' }, frame: 'skillCheck' });
  });

  it('no dice left (Influence 2 - 2): no roll, the check fails and its failure effects follow', () => {
    const { r, P } = eventDrawn(withEvent('eachPlayerTurn', [{ op: 'skillCheck', skill: 'influence', diceDelta: -2, onSuccess: [{ op: 'gainGold', amount: 3 }], onFail: [{ op: 'payGold', amount: 1 }] }]));
    const mine = r.events.filter((e) => 'player' in e && e.player === P && (e.type === 'roll' || e.type === 'skillChecked' || e.type === 'goldPaid' || e.type === 'goldGained'));
    expect(mine).toEqual([
      { type: 'skillChecked', rule: 'MM Event 3', player: P, skill: 'influence', passed: false, why: 'Test Event' },
      { type: 'goldPaid', rule: 'MM Event 3', player: P, amount: 1, why: 'Test Event' },
    ]);
  });

  it('`successesNeeded` 2: exactly 2 successes pass, 1 fails', () => {
    const set = withEvent('eachPlayerTurn', [{ op: 'skillCheck', skill: 'influence', successesNeeded: 2, onSuccess: [{ op: 'gainGold', amount: 3 }], onFail: [] }]);
    const { r, P } = eventDrawn(set);
    const two = play(r.s, [chance([5, 6])]);
    expect(ofType(two.events, 'skillChecked')).toEqual([{ type: 'skillChecked', rule: 'MM Event 3', player: P, skill: 'influence', passed: true, why: 'Test Event' }]);
    expect(ofType(two.events, 'goldGained')).toEqual([{ type: 'goldGained', rule: 'MM Event 3', player: P, amount: 3, why: 'Test Event' }]);
    const one = play(r.s, [chance([5, 1])]);
    expect(ofType(one.events, 'skillChecked')[0]).toMatchObject({ player: P, passed: false });
    expect(ofType(one.events, 'goldGained')).toEqual([]);
  });
});

describe('A card’s choice (ledger F.4 `choose`, MR59)', () => {
  it('an option costing exactly his Gold is offered; a gain is no cost; the choice is announced', () => {
    const set = withEvent('eachPlayerTurn', [{ op: 'choose', options: [[{ op: 'payGold', amount: 4 }], [{ op: 'gainGold', amount: 10 }]] }]);
    const { r, P } = eventDrawn(set, (d, P) => {
      d.pl[P]!.gold = 4;
    });
    expect(legalActions(r.s)).toEqual([{ type: 'chooseOption', player: P, option: 0 }, { type: 'chooseOption', player: P, option: 1 }]);
    const x = play(r.s, [{ type: 'chooseOption', player: P, option: 0 }]);
    expect(x.events.slice(0, 2)).toEqual([
      { type: 'optionChosen', rule: 'MM Event 3', player: P, option: 0, why: 'Test Event' },
      { type: 'goldPaid', rule: 'MM Event 3', player: P, amount: 4, why: 'Test Event' },
    ]);
  });

  it('a payment per bounty is not a cost paid at once: offered with no Gold', () => {
    const set = withEvent('eachPlayerTurn', [{ op: 'choose', options: [[{ op: 'payGold', amount: { perBounty: 'any', times: 5 } }], [{ op: 'payGold', amount: 3 }]] }]);
    const { r, P } = eventDrawn(set, (d, P) => {
      d.pl[P]!.gold = 0;
    });
    expect(legalActions(r.s)).toEqual([{ type: 'chooseOption', player: P, option: 0 }]);
  });

  it('no option he can pay for: no decision, nothing chosen, the next effect runs', () => {
    const set = withEvent('eachPlayerTurn', [{ op: 'choose', options: [[{ op: 'payGold', amount: 3 }], [{ op: 'payGold', amount: 5 }]] }, { op: 'gainGold', amount: 2 }]);
    const { r, P } = eventDrawn(set, (d, P) => {
      d.pl[P]!.gold = 2;
    });
    expect(ofType(r.events, 'optionChosen')).toEqual([]);
    expect(ofType(r.events, 'goldGained').filter((e) => e.player === P)).toEqual([{ type: 'goldGained', rule: 'MM Event 3', player: P, amount: 2, why: 'Test Event' }]);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P, frame: 'turn' });
  });
});

describe('A card’s pardon of a nation of his choice (MM Bounty 9)', () => {
  it('asked under MM Bounty 9, among his nations with a bounty; the position saves and loads while asked', () => {
    const { r, P } = eventDrawn(withEvent('eachPlayerTurn', [{ op: 'removeBounty', nation: 'choice', n: 1 }]), (d, P) => {
      d.pl[P]!.bounties.english = 2;
      d.pl[P]!.bounties.spanish = 1;
    });
    expect(pending(r.s)).toEqual({ kind: 'decision', player: P, frame: 'chooseNation', rule: 'MM Bounty 9' });
    expect(legalActions(r.s)).toEqual([{ type: 'chooseNation', player: P, nation: 'english' }, { type: 'chooseNation', player: P, nation: 'spanish' }]);
    const back = deserialize(serialize(r.s));
    const x = play(back, [{ type: 'chooseNation', player: P, nation: 'english' }]);
    expect(x.s.pl[P]?.bounties).toMatchObject({ english: 1, spanish: 1 });
  });
});

describe('Effects for a Captain sunk by the same card (MM Raid 12, MR57, MR61)', () => {
  it('the rest of the list does nothing for him: no Glory, no card drawn, no check, no choice, no damage, no battle', () => {
    const rest: Effect[] = [
      { op: 'gainGlory' },
      { op: 'drawCards', deck: 'glory', n: 1 },
      { op: 'skillCheck', skill: 'influence', onSuccess: [], onFail: [] },
      { op: 'choose', options: [[{ op: 'gainGold', amount: 1 }], [{ op: 'gainGold', amount: 2 }]] },
      { op: 'damage', location: 'masts', n: 1 },
      { op: 'startCombat', kind: 'crew', opponent: { name: 'the smugglers', seamanship: 2, leadership: 2, ship: 'sloop' }, onWin: [], onLose: [] },
    ];
    // His Sloop (Hull 2) sinks on the first effect; the second player's Man-o-War is not there yet.
    const { s, P, Q } = at(withEvent('eachPlayerTurn', [{ op: 'damage', location: 'hull', n: 2 }, ...rest]));
    const r = play(s, [end(P), end(Q), chance('test-event')]);
    const died = r.events.findIndex((e) => e.type === 'captainDied' && e.player === P);
    const ended = r.events.findIndex((e, i) => i > died && e.type === 'turnEnded' && e.player === P);
    expect(died).toBeGreaterThan(-1);
    expect(ended).toBeGreaterThan(died);
    const between = r.events.slice(died + 1, ended).map((e) => e.type);
    // He dies once, of the card's damage (his track is empty after it: a second damage sinks nothing).
    expect(ofType(r.events, 'captainDied').filter((e) => e.player === P)).toEqual([{ type: 'captainDied', rule: 'MM Raid 12', player: P, captain: 'captain-curacao', cause: 'sunk: Test Event' }]);
    for (const t of ['gloryGained', 'gloryCardDrawn', 'roll', 'skillChecked', 'optionChosen', 'damaged', 'combatStarted']) expect(between).not.toContain(t);
  });
});

describe('Whose effect (ledger F.4 `who`) and a card’s battle (MM Crew 1, MR58)', () => {
  it('`eachOtherPlayer` on an each-turn card: the other player gains the Glory, not the player whose turn starts', () => {
    const { r, P, Q } = eventDrawn(withEvent('eachPlayerTurn', [{ op: 'gainGlory', who: 'eachOtherPlayer' }]));
    expect(ofType(r.events, 'gloryGained')[0]).toMatchObject({ player: Q, glory: 1 });
    expect(r.s.pl[P]?.glory).toBe(0);
  });

  it('a naval battle from a card starts at its naval step, not at the crew combat', () => {
    const { r, P } = eventDrawn(withEvent('eachPlayerTurn', [{ op: 'startCombat', kind: 'naval', opponent: { name: 'the smugglers', seamanship: 2, leadership: 2, ship: 'sloop' }, onWin: [], onLose: [] }]));
    expect(r.s.stack.at(-1)).toMatchObject({ kind: 'combat', step: 'cards' });
    const crew = eventDrawn(withEvent('eachPlayerTurn', [{ op: 'startCombat', kind: 'crew', opponent: { name: 'the smugglers', seamanship: 2, leadership: 2, ship: 'sloop' }, onWin: [], onLose: [] }]));
    expect(crew.r.s.stack.some((f) => f.kind === 'combat')).toBe(true);
    // Naval: the battle's first window for combat Glory Cards (MM Crew 5); crew: the Leadership roll at once (MM Crew 1-2).
    expect(pending(r.s)).toEqual({ kind: 'decision', player: P, frame: 'combat', rule: 'MM Crew 5' });
    expect(pending(crew.r.s)).toEqual({ kind: 'chance', spec: { kind: 'dice', count: 2, label: 'the aggressor’s Leadership roll' }, frame: 'combat' });
  });

  it('MM Combat 9, MR58: a card’s battle he escapes: neither its win nor its lose effects', () => {
    const set = withEvent('eachPlayerTurn', [{ op: 'startCombat', kind: 'naval', opponent: { name: 'the smugglers', seamanship: 2, leadership: 2, ship: 'sloop' }, onWin: [{ op: 'gainGold', amount: 7 }], onLose: [{ op: 'gainGold', amount: 5 }] }]);
    const { r, P, Q } = eventDrawn(set);
    const gold = r.s.pl[P]!.gold;
    const pass: Action = { type: 'passCards', player: P };
    // The opening Seamanship contest (MM Combat 4-5) won by him, one hit on the smugglers; then he
    // declares a flight, the smugglers (played by the next player, M46) shoot; he wins the contest
    // and they roll no success: he escapes (MM Combat 9).
    const x = play(r.s, [
      pass, pass, chance([6, 6, 6]), chance([1, 1]), pass, chance([1]), pass,
      { type: 'declare', player: P, action: 'flee' }, { type: 'declare', player: Q, action: 'shoot' },
      pass, chance([6, 6, 6]), chance([1, 1]), pass,
    ]);
    expect(ofType(x.events, 'combatEnded')).toEqual([{ type: 'combatEnded', rule: 'MM Combat 9', winner: null, how: 'escaped' }]);
    expect(ofType(x.events, 'goldGained')).toEqual([]);
    expect(x.s.pl[P]!.gold).toBe(gold);
    expect(pending(x.s)).toMatchObject({ kind: 'decision', player: P, frame: 'turn' });
  });

  it('MM Combat 13, MR58: a card’s battle that sinks him: he dies, and its lose effects do nothing (not even a war)', () => {
    const set = withEvent('eachPlayerTurn', [{ op: 'startCombat', kind: 'naval', opponent: { name: 'the smugglers', seamanship: 2, leadership: 2, ship: 'sloop' }, onWin: [], onLose: [{ op: 'setWar', nations: ['english', 'french'] }] }]);
    const { r, P, Q } = eventDrawn(set, (d) => {
      d.war = null;
    });
    const pass: Action = { type: 'passCards', player: P };
    // Each contest lost (his 3 dice no success, theirs 2 skulls): one hit, its location die a 1
    // (Cargo, then the Hull once the Cargo is destroyed): his Sloop sinks in the fourth round.
    const lost: Action[] = [pass, chance([1, 1, 1]), chance([6, 6]), pass, chance([1]), pass];
    const next: Action[] = [{ type: 'declare', player: P, action: 'shoot' }, { type: 'declare', player: Q, action: 'shoot' }, ...lost];
    const x = play(r.s, [pass, ...lost, ...next, ...next, ...next]);
    expect(ofType(x.events, 'combatEnded')).toEqual([{ type: 'combatEnded', rule: 'MM Combat 13', winner: 'defender', how: 'sunk' }]);
    expect(ofType(x.events, 'captainDied')).toEqual([{ type: 'captainDied', rule: 'MM Combat 13', player: P, captain: 'captain-curacao', cause: 'sunk in combat' }]);
    expect(ofType(x.events, 'warDeclared')).toEqual([]);
    expect(x.s.war).toBeNull();
  });
});
