/**
 * Which Glory Cards may be announced in an off-turn window (MM Glory 4, ledger F.4 windows; rulings
 * MR14, MR46): only a card naming the moment, that this version can carry out, and that is neither
 * a Specialist (hired, MM Glory 6, not announced) nor a card with a coded hook (ledger F.3: run where
 * its hook is, never from a window). The choices are listed in card-id order whatever the hand's order.
 */
import { describe, expect, it } from 'vitest';
import { builtInComponents, deserialize, legalActions, serialize, type Action, type ComponentSet, type GameState, type PlayerId } from '../src/index.js';
import { play, scenario } from './helpers.js';

type PS = GameState['pl'][string];
type Card = ComponentSet['glory'][number];
const pass = (player: PlayerId): Action => ({ type: 'passCards', player });

/** The built-in set with round-end test cards (a user transcription may carry any of these). */
function withCards(cards: Partial<Card>[]): ComponentSet {
  const set = structuredClone(builtInComponents());
  for (const c of cards) set.glory.push({ id: 'x', name: `Test ${c.id ?? 'x'}`, count: 1, text: 'A test card.', play: { window: 'round.end' }, specialist: null, effects: [{ op: 'gainGold', amount: 1 }], hook: null, provisional: true, source: 'test fixture', ...c });
  return set;
}

/** Round 1's end, with `cards` (only) in the first player's hand, in that order; the window asks him. */
function roundEnd(set: ComponentSet, cards: string[]): { s: GameState; P: PlayerId } {
  const { s, P, Q } = scenario((d, P, Q) => {
    for (const p of [P, Q]) {
      const x = d.pl[p] as PS;
      for (const c of x.hand) d.decks.glory[c] = (d.decks.glory[c] ?? 0) + 1;
      x.hand = [];
    }
    for (const c of cards) {
      d.decks.glory[c] = (d.decks.glory[c] ?? 0) - 1;
      if (d.decks.glory[c] === 0) delete d.decks.glory[c];
    }
    (d.pl[P] as PS).hand = [...cards];
  }, 2, 3, set);
  const r = play(s, [{ type: 'endTurn', player: P }, { type: 'endTurn', player: Q }], { stopAtWindow: true });
  return { s: r.s, P };
}

describe('Announceable off-turn cards (MM Glory 4, MR14, MR46)', () => {
  it('a Specialist or a card with a hook naming the moment is not announced; a plain card is', () => {
    const set = withCards([
      { id: 'zz-bosun', specialist: { type: 'surgeon', hire: { where: 'port', cost: 3 } } },
      { id: 'zz-hooked', hook: 'copyLastPlayedCard' },
      { id: 'zz-plain' },
    ]);
    const { s, P } = roundEnd(set, ['zz-bosun', 'zz-hooked', 'zz-plain']);
    expect(legalActions(s)).toEqual([{ type: 'announceGlory', player: P, card: 'zz-plain' }, pass(P)]);
    // Only the Specialist, or only the hooked card: nothing to announce, the window asks no one.
    expect(legalActions(roundEnd(set, ['zz-bosun']).s).some((a) => a.type === 'announceGlory')).toBe(false);
    expect(legalActions(roundEnd(set, ['zz-hooked']).s).some((a) => a.type === 'announceGlory')).toBe(false);
  });

  it('the cards he may announce are offered in card-id order, not in the order he drew them', () => {
    const set = withCards([{ id: 'zz-b' }, { id: 'zz-a' }]);
    const { s, P } = roundEnd(set, ['zz-b', 'zz-a']);
    expect(legalActions(s)).toEqual([{ type: 'announceGlory', player: P, card: 'zz-a' }, { type: 'announceGlory', player: P, card: 'zz-b' }, pass(P)]);
  });

  it('a game saved once the cards are laid out loads at the same step (the step of the window frame is part of the saved state)', () => {
    const set = withCards([{ id: 'zz-a' }]);
    const { s, P } = roundEnd(set, ['zz-a']);
    const r = play(s, [{ type: 'announceGlory', player: P, card: 'zz-a' }]);
    expect(r.s.stack.at(-1)).toMatchObject({ kind: 'window', step: 'resolve', announced: [{ player: P, card: 'zz-a' }] });
    const back = deserialize(serialize(r.s));
    expect(back).toEqual(r.s);
    expect(legalActions(back)).toEqual([{ type: 'resolveGlory', player: P }, { type: 'declineGlory', player: P }]);
  });
});
