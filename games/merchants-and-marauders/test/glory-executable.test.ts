/**
 * Which Glory Cards this version plays, and what their modifiers and Specialists add (MM Actions 5,
 * MM Glory 3, 5-7, MM Dice 2, 4; rulings M40, MR14, MR26, MR45): every kind of effect, one card at a
 * time, against the card's own-turn or Specialist terms; the dice, repair points, re-rolls and Crew
 * a Specialist gives; a played card's extra action on the turn only.
 */
import { describe, expect, it } from 'vitest';
import { check, createScenario, legalActions, pending, type Action, type GameState, type PlayerId } from '../src/index.js';
import { provisionalComponents } from '../src/components/provisional.js';
import type { ComponentSet, Effect } from '../src/components/schema.js';
import { diceFor, gloryExecutable, specialistPower, statBonus } from '../src/rules/glory.js';
import { ixOf } from '../src/rules/shared.js';
import { chance, giveCargo, ofType, place, play, scenario, setDemand } from './helpers.js';
import { sloopBattleUnderWay } from './combat-fixtures.js';

type Card = ComponentSet['glory'][number];
const base = provisionalComponents().glory;
const windfall = base.find((c) => c.id === 'windfall') as Card;
const lookout = base.find((c) => c.id === 'lookout') as Card;
/** An own-turn card (Windfall's terms: between actions) with these effects. */
const own = (effects: Effect[], extra: Partial<Card> = {}): Card => ({ ...windfall, effects, ...extra });
/** A Specialist (the Lookout's terms: hired in port for 5 Gold) with these effects. */
const specialist = (effects: Effect[]): Card => ({ ...lookout, effects });

describe('MR14, MM Actions 5: an own-turn card is played only if this version carries out every effect, for its own player', () => {
  const cases: [string, Effect[], boolean][] = [
    ['Gold for himself', [{ op: 'gainGold', amount: 5 }], true],
    ['Gold for himself, named "self"', [{ op: 'gainGold', amount: 5, who: 'self' }], true],
    ['Gold for himself, `who` left undefined', [{ op: 'gainGold', amount: 5, who: undefined }], true],
    ['Gold for each other player', [{ op: 'gainGold', amount: 5, who: 'eachOtherPlayer' }], false],
    ['Glory Cards drawn', [{ op: 'drawCards', deck: 'glory', n: 1 }], true],
    ['Cargo Cards drawn', [{ op: 'drawCards', deck: 'cargo', n: 1 }], false],
    ['Glory Cards drawn by the opponent', [{ op: 'drawCards', deck: 'glory', n: 1, who: 'opponent' }], false],
    ['a bounty of a named nation', [{ op: 'addBounty', nation: 'english', n: 1 }], true],
    ['a bounty of his choice', [{ op: 'addBounty', nation: 'choice', n: 1 }], false],
    ['a bounty of the zone’s nation', [{ op: 'addBounty', nation: 'zone', n: 1 }], false],
    ['a bounty of a random nation', [{ op: 'addBounty', nation: 'random', n: 1 }], false],
    ['a bounty for each other player', [{ op: 'addBounty', nation: 'english', n: 1, who: 'eachOtherPlayer' }], false],
    ['a pardon of a named nation', [{ op: 'removeBounty', nation: 'english', n: 1 }], true],
    ['a pardon of every nation', [{ op: 'removeBounty', nation: 'all', n: 'all' }], true],
    ['a pardon of the zone’s nation', [{ op: 'removeBounty', nation: 'zone', n: 1 }], false],
    ['a pardon of a random nation', [{ op: 'removeBounty', nation: 'random', n: 1 }], false],
    ['a pardon for the opponent', [{ op: 'removeBounty', nation: 'english', n: 1, who: 'opponent' }], false],
    ['Crew filled', [{ op: 'crew', delta: 'fill' }], true],
    ['a Crew gained', [{ op: 'crew', delta: 1 }], true],
    ['no Crew gained', [{ op: 'crew', delta: 0 }], false],
    ['a Crew lost', [{ op: 'crew', delta: -1 }], false],
    ['Crew for each other player', [{ op: 'crew', delta: 1, who: 'eachOtherPlayer' }], false],
    ['a named location repaired', [{ op: 'repair', location: 'hull', n: 1 }], true],
    ['a location rolled for', [{ op: 'repair', location: 'roll', n: 1 }], false],
    ['a location of his choice', [{ op: 'repair', location: 'choice', n: 1 }], false],
    ['the opponent’s repair', [{ op: 'repair', location: 'hull', n: 1, who: 'opponent' }], false],
    ['a skill check', [{ op: 'skillCheck', skill: 'influence', onSuccess: [], onFail: [] }], false],
    ['a die on a skill this turn', [{ op: 'modifier', skill: 'scouting', dice: 1, duration: 'thisTurn' }], true],
    ['a die on the next roll', [{ op: 'modifier', skill: 'scouting', dice: 1, duration: 'thisRoll' }], true],
    ['a die on a skill for a battle', [{ op: 'modifier', skill: 'scouting', dice: 1, duration: 'thisBattle' }], false],
    ['a skill modifier with no dice', [{ op: 'modifier', skill: 'scouting', delta: 1, duration: 'thisTurn' }], false],
    ['a skill modifier that also names a stat', [{ op: 'modifier', skill: 'scouting', dice: 1, stat: 'actions', duration: 'thisTurn' }], false],
    ['an action more this turn', [{ op: 'modifier', stat: 'actions', delta: 1, duration: 'thisTurn' }], true],
    ['an action more for a roll', [{ op: 'modifier', stat: 'actions', delta: 1, duration: 'thisRoll' }], false],
    ['a better sale price this turn', [{ op: 'modifier', stat: 'sellPrice', delta: 1, duration: 'thisTurn' }], true],
    ['a better sale price for a roll', [{ op: 'modifier', stat: 'sellPrice', delta: 1, duration: 'thisRoll' }], false],
    ['a better sale price while employed (a Specialist’s)', [{ op: 'modifier', stat: 'sellPrice', delta: 1, duration: 'whileEmployed' }], false],
    ['more hits this turn', [{ op: 'modifier', stat: 'hits', delta: 1, duration: 'thisTurn' }], false],
    ['more Maneuverability this turn', [{ op: 'modifier', stat: 'maneuverability', delta: 1, duration: 'thisTurn' }], false],
    ['a Special Weapon', [{ op: 'gainSpecialWeapon', type: 'chain-shot' }], true],
    ['no effect at all', [], false],
    ['Gold and a skill check', [{ op: 'gainGold', amount: 5 }, { op: 'skillCheck', skill: 'influence', onSuccess: [], onFail: [] }], false],
    // MR45: an amount per bounty of the nation named only with the pardon that names it.
    ['Gold per bounty of his choice, no pardon', [{ op: 'gainGold', amount: { perBounty: 'choice', times: 5 } }], false],
    ['Gold paid per bounty of his choice, no pardon', [{ op: 'payGold', amount: { perBounty: 'choice', times: 5 } }], false],
    ['Gold lost per bounty of his choice, no pardon', [{ op: 'loseGold', amount: { perBounty: 'choice', times: 5 } }], false],
    ['Gold per bounty of his choice and a Glory Point, no pardon', [{ op: 'gainGold', amount: { perBounty: 'choice', times: 5 } }, { op: 'gainGlory' }], false],
    ['Gold paid per bounty of his choice, with his pardon', [{ op: 'payGold', amount: { perBounty: 'choice', times: 5 } }, { op: 'removeBounty', nation: 'choice', n: 'all' }], true],
    ['Gold per bounty of any nation', [{ op: 'gainGold', amount: { perBounty: 'any', times: 2 } }], true],
  ];
  for (const [what, effects, ok] of cases) {
    it(`${what}: ${ok ? 'played' : 'not played'}`, () => {
      expect(gloryExecutable(own(effects))).toBe(ok);
    });
  }

  it('a card with a coded hook, or naming a combat or off-turn window, is not played in the turn', () => {
    expect(gloryExecutable(own([{ op: 'gainGold', amount: 5 }], { hook: 'a-hook' }))).toBe(false);
    expect(gloryExecutable(own([{ op: 'gainGold', amount: 5 }], { play: { window: 'combat.start' } }))).toBe(false);
    expect(gloryExecutable(own([{ op: 'gainGold', amount: 5 }], { play: { window: 'round.start' } }))).toBe(false);
  });
});

describe('MM Glory 5-6, M40, MR26: a Specialist is hired only if this version runs his every power', () => {
  const cases: [string, Effect[], boolean][] = [
    ['a die on a skill while employed', [{ op: 'modifier', skill: 'scouting', dice: 1, duration: 'whileEmployed' }], true],
    ['a die on a skill this turn only', [{ op: 'modifier', skill: 'scouting', dice: 1, duration: 'thisTurn' }], false],
    ['more hits while employed (the Gunner)', [{ op: 'modifier', stat: 'hits', delta: 1, duration: 'whileEmployed' }], true],
    ['more hits this turn only', [{ op: 'modifier', stat: 'hits', delta: 1, duration: 'thisTurn' }], false],
    ['more Maneuverability while employed', [{ op: 'modifier', stat: 'maneuverability', delta: 1, duration: 'whileEmployed' }], false],
    ['Gold: no Specialist power', [{ op: 'gainGold', amount: 5 }], false],
    ['a power and Gold', [{ op: 'modifier', skill: 'scouting', dice: 1, duration: 'whileEmployed' }, { op: 'gainGold', amount: 5 }], false],
    ['repairs of his choice (the Carpenter)', [{ op: 'repair', location: 'choice', n: 1 }], true],
    ['repairs of his choice, named "self"', [{ op: 'repair', location: 'choice', n: 1, who: 'self' }], true],
    ['repairs of his choice, `who` left undefined', [{ op: 'repair', location: 'choice', n: 1, who: undefined }], true],
    ['repairs for each other player', [{ op: 'repair', location: 'choice', n: 1, who: 'eachOtherPlayer' }], false],
    ['repairs of a named location', [{ op: 'repair', location: 'hull', n: 1 }], false],
    ['damage of his choice', [{ op: 'damage', location: 'choice', n: 1 }], false],
    ['a re-roll of any own roll (the Master Gunner)', [{ op: 'reroll', whose: 'own', dice: 'chosen', roll: 'any' }], true],
    ['a re-roll of the opponent’s roll', [{ op: 'reroll', whose: 'opponent', dice: 'chosen', roll: 'any' }], false],
    ['a re-roll of the contest only', [{ op: 'reroll', whose: 'own', dice: 'chosen', roll: 'contest' }], false],
    ['Crew losses saved (the Surgeon)', [{ op: 'crew', delta: 1 }], true],
    ['no Crew', [{ op: 'crew', delta: 0 }], false],
    ['Crew for the opponent', [{ op: 'crew', delta: 1, who: 'opponent' }], false],
  ];
  for (const [what, effects, ok] of cases) {
    it(`${what}: ${ok ? 'hired' : 'not hired'}`, () => {
      expect(gloryExecutable(specialist(effects))).toBe(ok);
    });
  }
});

describe('What Specialists and modifiers add (MM Dice 2, 4, MM Glory 5, MR26)', () => {
  /** A set with user Specialists; P employs those named. */
  function employing(ids: string[], at: (d: GameState, P: PlayerId) => void = () => {}) {
    const c = provisionalComponents();
    const add = (id: string, effects: Effect[]) => c.glory.push({ ...lookout, id, name: id, count: 1, effects });
    add('carpenter-two', [{ op: 'repair', location: 'choice', n: 2 }]);
    add('surgeon-two', [{ op: 'crew', delta: 2 }]);
    add('gunner-reroll', [{ op: 'reroll', whose: 'own', dice: 'chosen', roll: 'any' }]);
    add('gunner-hits', [{ op: 'modifier', stat: 'hits', delta: 1, duration: 'whileEmployed' }]);
    add('helmsman-at-sea', [{ op: 'modifier', skill: 'seamanship', dice: 1, scope: [{ is: 'atSea' }], duration: 'whileEmployed' }]);
    add('helmsman-vs-npc', [{ op: 'modifier', skill: 'seamanship', dice: 1, scope: [{ is: 'vs', what: 'npc' }], duration: 'whileEmployed' }]);
    return scenario((d, P) => {
      for (const id of ids) {
        d.decks.glory[id] = (d.decks.glory[id] ?? 0) - 1;
        if (d.decks.glory[id] === 0) delete d.decks.glory[id];
        d.pl[P]!.specialists.push(id);
      }
      at(d, P);
    }, 2, 3, c);
  }

  it('MR26: a Carpenter’s repair points are his card’s number; a Surgeon’s Crew its delta; a Master Gunner one re-roll', () => {
    const { s, P } = employing(['carpenter-two', 'surgeon-two', 'gunner-reroll']);
    const ix = ixOf(s);
    expect(specialistPower(s, ix, P, 'repair')).toBe(2);
    expect(specialistPower(s, ix, P, 'crew')).toBe(2);
    expect(specialistPower(s, ix, P, 'reroll')).toBe(1);
  });

  it('MM Dice 2, 4: a Lookout’s die counts on Scouting only; a modifier scoped at sea counts in a raid at sea', () => {
    const { s, P } = employing(['lookout', 'helmsman-at-sea'], (d, P) => place(d, P, 'curacao', false));
    const ix = ixOf(s);
    // captain-curacao: Seamanship 3, Scouting 3.
    expect(diceFor(s, ix, P, 'scouting')).toBe(4);
    expect(diceFor(s, ix, P, 'seamanship')).toBe(4);
    expect(diceFor(s, ix, P, 'seamanship', 'merchant')).toBe(4);
  });

  it('MM Dice 4: a modifier whose scope does not hold adds nothing (at sea only, he is in port; a Sailing Master’s raids only, no raid)', () => {
    const { s, P } = employing(['helmsman-at-sea'], (d, P) => place(d, P, 'curacao', true));
    expect(diceFor(s, ixOf(s), P, 'seamanship')).toBe(3);
    const raids = employing(['sailing-master']);
    expect(diceFor(raids.s, ixOf(raids.s), raids.P, 'seamanship')).toBe(3);
    expect(diceFor(raids.s, ixOf(raids.s), raids.P, 'seamanship', 'merchant')).toBe(4);
  });

  it('MM Dice 4: a die against NPCs counts in a battle with an NPC, not in a raid', () => {
    const battle = employing(['helmsman-vs-npc'], (d, P) => {
      place(d, P, 'caribbean-sea', false);
      sloopBattleUnderWay(d, P);
    });
    expect(diceFor(battle.s, ixOf(battle.s), battle.P, 'seamanship')).toBe(4);
    const raid = employing(['helmsman-vs-npc'], (d, P) => place(d, P, 'curacao', false));
    expect(diceFor(raid.s, ixOf(raid.s), raid.P, 'seamanship', 'merchant')).toBe(3);
  });

  it('a Specialist’s extra hits do not raise the sale price', () => {
    const { s, P } = employing(['gunner-hits']);
    expect(statBonus(s, ixOf(s), P, 'sellPrice')).toBe(0);
    expect(statBonus(s, ixOf(s), P, 'hits')).toBe(1);
  });
});

describe('Fair Winds in port (MM Actions 5, MM Glory 3)', () => {
  it('the extra action goes to his turn; the Port action is untouched', () => {
    const { s, P } = scenario((d, P) => {
      const x = d.pl[P]!;
      for (const c of x.hand) d.decks.glory[c] = (d.decks.glory[c] ?? 0) + 1;
      x.hand = ['fair-winds'];
      d.decks.glory['fair-winds'] = (d.decks.glory['fair-winds'] ?? 0) - 1;
    });
    const card: Action = { type: 'playGlory', player: P, card: 'fair-winds' };
    let r = play(s, [{ type: 'port', player: P }]);
    expect(legalActions(r.s)).toContainEqual(card);
    r = play(r.s, [card]);
    expect(r.s.stack).toEqual([
      expect.objectContaining({ kind: 'round' }),
      // The Port action took one of his three actions; Fair Winds gives one more.
      { kind: 'turn', player: P, step: 'act', actions: 3, portDone: true, scouted: [], acted: true },
      { kind: 'port', player: P, done: [] },
    ]);
    expect(Object.keys(r.s.stack[0] as object).sort()).toEqual(['kind', 'next', 'step']);
  });
});

describe('Glory Cards drawn and the hand limit (MM Glory 1-2, M30, M38)', () => {
  /** A set with the user cards `glory-gain` (+1 GP, MM Win 3) and `two-cards` (2 Glory Cards drawn); P holds `hand`. */
  function holding(hand: string[], edit: (d: GameState, P: PlayerId) => void = () => {}, options?: { reshuffleDecks: boolean }) {
    const c = provisionalComponents();
    c.glory.push({ ...windfall, id: 'glory-gain', name: 'Glory Gain', count: 1, effects: [{ op: 'gainGlory' }] });
    c.glory.push({ ...windfall, id: 'two-cards', name: 'Two Cards', count: 1, effects: [{ op: 'drawCards', deck: 'glory', n: 2 }] });
    let P: PlayerId = 'A';
    const s = createScenario({ players: 2, seed: 3, components: c, ...(options ? { options } : {}) }, (d) => {
      P = d.order[0] as PlayerId;
      const x = d.pl[P]!;
      for (const id of x.hand) d.decks.glory[id] = (d.decks.glory[id] ?? 0) + 1;
      x.hand = [];
      for (const id of hand) {
        d.decks.glory[id] = (d.decks.glory[id] ?? 0) - 1;
        if (d.decks.glory[id] === 0) delete d.decks.glory[id];
        x.hand.push(id);
      }
      edit(d, P);
    });
    return { s, P };
  }
  /** The Glory deck emptied into its discards. */
  const emptyDeck = (d: GameState) => {
    for (const [id, n] of Object.entries(d.decks.glory)) d.discard.glory[id] = (d.discard.glory[id] ?? 0) + n;
    d.decks.glory = {};
  };
  const playCard = (player: PlayerId, card: string): Action => ({ type: 'playGlory', player, card });

  it('M30: the deck empty, its discards are shuffled into a new deck, then the card is drawn (private to its player)', () => {
    const { s, P } = holding(['glory-gain'], (d) => emptyDeck(d));
    const cards = Object.values(s.discard.glory).reduce((a, b) => a + b, 0);
    let r = play(s, [playCard(P, 'glory-gain')]);
    expect(r.events).toEqual([
      { type: 'gloryPlayed', rule: 'MM Glory 3', player: P, card: 'glory-gain' },
      expect.objectContaining({ type: 'gloryGained', player: P }),
      { type: 'deckRebuilt', rule: 'MM Glory 1', deck: 'glory', cards: cards + 1 },
    ]);
    expect(r.s.discard.glory).toEqual({});
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'glory' } });
    // The draw's rule, named when anything else is tried there.
    const refused = check(r.s, { type: 'endTurn', player: P });
    expect(refused.ok ? null : refused.error.rule).toBe('MM Glory 1');
    r = play(r.s, [chance('windfall')]);
    expect(r.events).toEqual([
      { type: 'gloryCardDrawn', rule: 'MM Glory 1', player: P, card: 'windfall', private: P },
      { type: 'gloryCardDrawn', rule: 'MM Glory 1', player: P, card: null },
    ]);
    expect(r.s.pl[P]!.hand).toEqual(['windfall']);
  });

  it('M30, the option of no reshuffle: the deck empty, the Glory Point counts without a card', () => {
    {
      const { s, P } = holding(['glory-gain'], (d) => emptyDeck(d), { reshuffleDecks: false });
      const r = play(s, [playCard(P, 'glory-gain')]);
      expect(r.events.slice(2)).toEqual([{ type: 'noGloryCard', rule: 'MM Glory 1', player: P }]);
      expect(r.s.pl[P]).toMatchObject({ glory: s.pl[P]!.glory + 1, hand: [] });
      expect(r.s.stack.at(-1)).toMatchObject({ kind: 'turn', player: P });
    }
  });

  it('M30: the deck and its discards both empty, a Glory Point gained gives no card and nothing is rebuilt', () => {
    // A set of two Glory Cards: the set-up deals one to each of the two players (MM Setup 7), so the
    // deck is empty and nothing has been discarded yet; three in-demand goods sold give 1 GP (MM Sell 5).
    const c = provisionalComponents();
    c.glory = [{ ...windfall, count: 1 }, { ...lookout, count: 1 }];
    const { s, P } = scenario((d, P) => {
      setDemand(d, 'curacao', 'rum');
      giveCargo(d, P, ['rum-1', 'rum-3', 'rum-5']);
    }, 2, 3, c);
    expect([s.decks.glory, s.discard.glory]).toEqual([{}, {}]);
    const hand = s.pl[P]!.hand;
    expect(hand).toHaveLength(1);
    // The Demand Token swapped (MM Sell 3) is drawn first, then the Glory Card.
    const r = play(s, [{ type: 'port', player: P }, { type: 'sell', player: P, cards: ['rum-1', 'rum-3', 'rum-5'] }, chance('silk')]);
    expect(r.events.filter((e) => e.type === 'gloryGained' || e.type === 'noGloryCard' || e.type === 'deckRebuilt' || e.type === 'gloryCardDrawn')).toEqual([
      { type: 'gloryGained', rule: 'MM Sell 5', player: P, glory: 1, why: 'sold three in-demand goods' },
      { type: 'noGloryCard', rule: 'MM Glory 1', player: P },
    ]);
    expect(r.s.pl[P]).toMatchObject({ glory: 1, hand });
    expect([r.s.decks.glory, r.s.discard.glory]).toEqual([{}, {}]);
    expect(r.s.stack.at(-1)).toMatchObject({ kind: 'port', player: P });
  });

  it('MM Glory 2, M38: two cards drawn onto four: two discards, asked one at a time, the hand offered in name order', () => {
    const { s, P } = holding(['windfall', 'two-cards', 'lookout', 'fair-winds', 'keen-eye']);
    let r = play(s, [playCard(P, 'two-cards'), chance('smuggler')]);
    // Both cards are drawn before the limit is checked.
    expect(pending(r.s)).toMatchObject({ kind: 'chance', frame: 'gloryDraw' });
    r = play(r.s, [chance('purser')]);
    expect(r.s.pl[P]!.hand).toEqual(['windfall', 'lookout', 'fair-winds', 'keen-eye', 'smuggler', 'purser']);
    expect(pending(r.s)).toEqual({ kind: 'decision', player: P, frame: 'gloryDiscard', rule: 'MM Glory 2' });
    expect(legalActions(r.s)).toEqual(['fair-winds', 'keen-eye', 'lookout', 'purser', 'smuggler', 'windfall'].map((card) => ({ type: 'discardGlory', player: P, card })));
    r = play(r.s, [{ type: 'discardGlory', player: P, card: 'windfall' }]);
    expect(r.events).toEqual([{ type: 'gloryDiscarded', rule: 'MM Glory 2', player: P, card: 'windfall' }]);
    // Five left: a second discard.
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P, frame: 'gloryDiscard' });
    r = play(r.s, [{ type: 'discardGlory', player: P, card: 'purser' }]);
    expect(r.s.pl[P]!.hand).toEqual(['lookout', 'fair-winds', 'keen-eye', 'smuggler']);
    expect(r.s.stack.at(-1)).toMatchObject({ kind: 'turn', player: P });
  });
});

describe('The effects of a card played in the turn, exactly (MM Glory 3, 6, MM Bounty 9, MR45)', () => {
  /** P (English 1, Dutch 2 bounties, `gold` Gold) holds the user cards of `cards` (own-turn cards unless a Specialist). */
  function withCards(cards: Card[], gold: number, atSea = false) {
    const c = provisionalComponents();
    for (const card of cards) c.glory.push({ ...card, count: 1 });
    return scenario((d, P) => {
      const x = d.pl[P]!;
      for (const id of x.hand) d.decks.glory[id] = (d.decks.glory[id] ?? 0) + 1;
      x.hand = [];
      for (const card of cards) {
        delete d.decks.glory[card.id];
        x.hand.push(card.id);
      }
      x.gold = gold;
      x.bounties.english = 1;
      x.bounties.dutch = 2;
      if (atSea) place(d, P, 'curacao', false);
    }, 2, 3, c);
  }
  const card = (id: string, effects: Effect[]): Card => ({ ...own(effects), id, name: id });
  const playIt = (player: PlayerId, id: string, nation?: 'english'): Action => (nation ? { type: 'playGlory', player, card: id, nation } : { type: 'playGlory', player, card: id });

  it('Gold per bounty of any nation, of a named nation (MR45)', () => {
    const { s, P } = withCards([card('gold-any', [{ op: 'gainGold', amount: { perBounty: 'any', times: 2 } }]), card('gold-english', [{ op: 'gainGold', amount: { perBounty: 'english', times: 3 } }])], 0);
    const r = play(s, [playIt(P, 'gold-any'), playIt(P, 'gold-english')]);
    expect(ofType(r.events, 'goldGained').map((e) => e.amount)).toEqual([6, 3]);
  });

  it('Gold paid is MM Glory 3’s; only a pardon’s payment is MM Bounty 9’s (a loss beside a pardon stays MM Glory 3’s)', () => {
    const { s, P } = withCards([card('pay-two', [{ op: 'payGold', amount: 2 }]), card('lose-pardon', [{ op: 'loseGold', amount: { perBounty: 'choice', times: 1 } }, { op: 'removeBounty', nation: 'choice', n: 1 }])], 10);
    const r = play(s, [playIt(P, 'pay-two'), playIt(P, 'lose-pardon', 'english')]);
    expect(ofType(r.events, 'goldPaid').map((e) => [e.rule, e.amount])).toEqual([['MM Glory 3', 2], ['MM Glory 3', 1]]);
    expect(r.s.pl[P]!.bounties.english).toBe(0);
  });

  it('a bounty of every nation; five bounties of one nation; a pardon of a named nation', () => {
    const { s, P } = withCards([card('bounty-all', [{ op: 'addBounty', nation: 'all', n: 1 }]), card('bounty-five', [{ op: 'addBounty', nation: 'french', n: 'all' }]), card('pardon-dutch', [{ op: 'removeBounty', nation: 'dutch', n: 1 }])], 0);
    let r = play(s, [playIt(P, 'bounty-all')]);
    expect(r.s.pl[P]!.bounties).toEqual({ dutch: 3, english: 2, french: 1, spanish: 1 });
    r = play(r.s, [playIt(P, 'bounty-five')]);
    expect(r.s.pl[P]!.bounties.french).toBe(5);
    r = play(r.s, [playIt(P, 'pardon-dutch')]);
    expect(r.s.pl[P]!.bounties.dutch).toBe(2);
  });

  it('MR45: a pardon costing exactly his Gold is offered', () => {
    const { s, P } = withCards([card('pardon-five', [{ op: 'payGold', amount: { perBounty: 'choice', times: 5 } }, { op: 'removeBounty', nation: 'choice', n: 'all' }])], 5);
    // English 1: 5 Gold, payable; Dutch 2: 10, not.
    expect(legalActions(s).filter((a) => a.type === 'playGlory')).toEqual([playIt(P, 'pardon-five', 'english')]);
  });

  it('MM Glory 6-7: a Specialist hired anywhere is hired at sea; his wage is MM Glory 6’s', () => {
    const anywhere: Card = { ...lookout, id: 'deckhand', name: 'Deckhand', specialist: { type: 'lookout', hire: { where: 'anywhere', cost: 4 } } };
    const { s, P } = withCards([anywhere], 4, true);
    expect(legalActions(s)).toContainEqual(playIt(P, 'deckhand'));
    const r = play(s, [playIt(P, 'deckhand')]);
    expect(r.events).toEqual([
      { type: 'gloryPlayed', rule: 'MM Glory 3', player: P, card: 'deckhand' },
      { type: 'goldPaid', rule: 'MM Glory 6', player: P, amount: 4, why: 'hired a Deckhand' },
      { type: 'specialistHired', rule: 'MM Glory 6', player: P, card: 'deckhand' },
    ]);
  });
});
