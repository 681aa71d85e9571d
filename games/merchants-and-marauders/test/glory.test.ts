/**
 * Playing Glory Cards in one's own turn and hiring Specialists (MM Glory 3, 5-7, MM Actions 5,
 * M39, M40, MR14, MR15), with the built-in stand-in cards.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, pending, type Action, type GameState, type PlayerId } from '../src/index.js';
import { chance, giveCargo, ofType, place, play, scenario, setDemand } from './helpers.js';

type P = GameState['pl'][string];
const playCard = (player: PlayerId, card: string): Action => ({ type: 'playGlory', player, card });

/** Put `cards` in `p`'s Glory hand (from the deck). */
function hand(d: GameState, p: PlayerId, cards: string[]): void {
  const x = d.pl[p] as P;
  for (const c of x.hand) d.decks.glory[c] = (d.decks.glory[c] ?? 0) + 1;
  x.hand = [];
  for (const c of cards) {
    d.decks.glory[c] = (d.decks.glory[c] ?? 0) - 1;
    x.hand.push(c);
  }
}

describe('Glory Cards in one’s own turn (MM Glory 3, MM Actions 5, M39)', () => {
  it('Windfall: 5 Gold; Fair Winds: a fourth action; a combat card cannot be played outside combat', () => {
    const { s, P } = scenario((d, P) => hand(d, P, ['windfall', 'fair-winds', 'crew-combat-rerolls']));
    expect(legalActions(s).filter((a) => a.type === 'playGlory')).toEqual([playCard(P, 'fair-winds'), playCard(P, 'windfall')]);
    let r = play(s, [playCard(P, 'windfall')]);
    expect(ofType(r.events, 'goldGained')[0]).toMatchObject({ rule: 'MM Glory 3', amount: 5 });
    expect(r.s.discard.glory).toEqual({ windfall: 1 });
    r = play(r.s, [playCard(P, 'fair-winds')]);
    expect(r.s.stack.at(-1)).toMatchObject({ kind: 'turn', actions: 4 });
    expect(r.s.pl[P]?.hand).toEqual(['crew-combat-rerolls']);
  });

  it('Keen Eye: one more die on the next Scouting roll of the turn only', () => {
    const { s, P } = scenario((d, P) => {
      hand(d, P, ['keen-eye']);
      place(d, P, 'havana', false);
    });
    let r = play(s, [playCard(P, 'keen-eye'), { type: 'scout', player: P, target: 'merchant' }]);
    // captain-curacao: Scouting 3, +1.
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 4 } });
    r = play(r.s, [chance([4, 3, 2, 1]), { type: 'move', player: P, zone: 'nassau', inPort: false }, { type: 'scout', player: P, target: 'merchant' }]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 3 } });
  });

  it('Smuggler: 2 more Gold per card sold this turn', () => {
    const { s, P } = scenario((d, P) => {
      hand(d, P, ['smuggler']);
      setDemand(d, 'curacao', 'silk');
      giveCargo(d, P, ['rum-1', 'rum-2']);
    });
    const r = play(s, [{ type: 'port', player: P }, playCard(P, 'smuggler'), { type: 'sell', player: P, cards: ['rum-1', 'rum-2'] }]);
    expect(ofType(r.events, 'sold')[0]).toMatchObject({ gold: 10 });
  });
});

describe('Specialists (MM Glory 5-7, M40)', () => {
  it('hired in port for 5 Gold (stand-in terms), one of each type; a Lookout adds a Scouting die for good', () => {
    const { s, P } = scenario((d, P) => hand(d, P, ['lookout', 'lookout', 'purser']));
    let r = play(s, [playCard(P, 'lookout')]);
    expect(ofType(r.events, 'specialistHired')[0]).toMatchObject({ rule: 'MM Glory 6', card: 'lookout' });
    expect(r.s.pl[P]).toMatchObject({ gold: 5, specialists: ['lookout'], hand: ['lookout', 'purser'] });
    // MM Glory 7: one of each type.
    expect(legalActions(r.s).filter((a) => a.type === 'playGlory')).toEqual([playCard(P, 'purser')]);
    r = play(r.s, [{ type: 'move', player: P, zone: 'curacao', inPort: false }]);
    // Not in port: no hiring.
    expect(legalActions(r.s).some((a) => a.type === 'playGlory')).toBe(false);
    r = play(r.s, [{ type: 'scout', player: P, target: 'merchant' }]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 4 } });
  });

  it('a Sailing Master adds a Seamanship die in raids only; a Purser 1 Gold per card sold', () => {
    const { s, P } = scenario((d, P) => {
      hand(d, P, ['sailing-master', 'purser']);
      (d.pl[P] as P).gold = 20;
      setDemand(d, 'curacao', 'silk');
      giveCargo(d, P, ['rum-1']);
    });
    let r = play(s, [{ type: 'port', player: P }, playCard(P, 'purser'), playCard(P, 'sailing-master'), { type: 'sell', player: P, cards: ['rum-1'] }]);
    expect(ofType(r.events, 'sold')[0]).toMatchObject({ gold: 4 });
    r = play(r.s, [{ type: 'leavePort', player: P }, { type: 'move', player: P, zone: 'curacao', inPort: false }, { type: 'scout', player: P, target: 'merchant' }, chance([6, 1, 1])]);
    const nation = legalActions(r.s).find((a) => a.type === 'raidAs' && a.nation !== null) as Action;
    r = play(r.s, [nation, chance('rum-3'), chance('rum-5'), chance('rum-7')]);
    // captain-curacao: Seamanship 3, +1.
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 4 } });
  });
});

describe('retirement after a Glory Card (MM Death 5)', () => {
  it('playing a card is not an action: the Captain may still retire', () => {
    const { s, P } = scenario((d, P) => hand(d, P, ['fair-winds']));
    const r = play(s, [playCard(P, 'fair-winds')]);
    expect(legalActions(r.s)).toContainEqual({ type: 'retire', player: P });
  });
});
