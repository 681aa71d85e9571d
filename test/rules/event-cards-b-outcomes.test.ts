import { describe, it, expect } from 'vitest';
import { builtinComponents } from '../../src/index.js';
import { scenario, refusal, sea, FIVE_MERCHANTS } from './helpers.js';

/**
 * Rule outcomes of Event cards (17.2 #7 Finger of Fate; #1 Buried Treasure, #6 Fair Winds, #10 Heavy
 * Guns, #11 KC Surprise, #13 Local Resistance, #16 Pirate Converts) that no other test read: each was
 * found by a surviving mutant of src/cards/ (docs/coverage.md, "Mutation testing").
 */

describe('17.2 #7 Finger of Fate (RULINGS B50)', () => {
  /** 3 players; A draws Finger of Fate at the start of his turn; C holds two Warship Sightings. */
  function fate() {
    const t = scenario({
      players: 3,
      turn: { phase: 'start' },
      hands: {
        A: ['fair-winds', 'heavy-guns', 'scurvy-outbreak'],
        B: ['double-cross', 'kc-surprise'],
        C: ['warship-sighting', 'warship-sighting', 'wear-and-tear', 'pirate-converts'],
      },
      merchants: FIVE_MERCHANTS,
    });
    t.draw('finger-of-fate');
    return t;
  }

  it('17.2 #7: each discard is a decision under 17.2; any other action there is refused under 17.2', () => {
    const t = fate();
    expect(t.last('fingerOfFate')).toEqual({ type: 'fingerOfFate', rule: '17.2', player: 'A' });
    expect(t.pending).toEqual({ kind: 'decision', player: 'A', frame: 'event', rule: '17.2' });
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ rule: '17.2' });
    expect(refusal(t, { type: 'discardCard', player: 'B', card: 'kc-surprise' })).toMatchObject({ code: 'not-your-decision', rule: '17.2' });
  });

  it('17.2 #7: he chooses which card (the hand in card order): each card he holds is offered once, two copies of a card are one choice', () => {
    const t = fate();
    expect(t.legalOf('discardCard').map((a) => a.card)).toEqual(['fair-winds', 'heavy-guns', 'scurvy-outbreak']);
    t.act({ type: 'discardCard', player: 'A', card: 'fair-winds' });
    expect(t.legal()).toEqual([
      { type: 'discardCard', player: 'B', card: 'double-cross' },
      { type: 'discardCard', player: 'B', card: 'kc-surprise' },
    ]);
    t.act({ type: 'discardCard', player: 'B', card: 'double-cross' });
    expect(t.legal()).toEqual([
      { type: 'discardCard', player: 'C', card: 'pirate-converts' },
      { type: 'discardCard', player: 'C', card: 'warship-sighting' },
      { type: 'discardCard', player: 'C', card: 'wear-and-tear' },
    ]);
    t.act({ type: 'discardCard', player: 'C', card: 'warship-sighting' });
    // One copy goes to the discards, the other passes on to A with the rest.
    expect(t.ev('cardDiscarded')).toEqual([
      { type: 'cardDiscarded', rule: '17.2', player: 'A', card: 'fair-winds' },
      { type: 'cardDiscarded', rule: '17.2', player: 'B', card: 'double-cross' },
      { type: 'cardDiscarded', rule: '17.2', player: 'C', card: 'warship-sighting' },
    ]);
    expect(t.last('handsPassedLeft')).toEqual({ type: 'handsPassedLeft', rule: '17.2' });
    expect(t.hand('A')).toEqual(['pirate-converts', 'warship-sighting', 'wear-and-tear']);
    expect(t.hand('B')).toEqual(['heavy-guns', 'scurvy-outbreak']);
    expect(t.hand('C')).toEqual(['kc-surprise']);
    expect(t.state.discard['warship-sighting']).toBe(1);
  });
});

describe('17.2 #13 Local Resistance (R21)', () => {
  const valueOf = (port: string): number => builtinComponents.ports.find((p) => p.id === port)?.value ?? NaN;

  /** A's Vane moves at sea; B holds Local Resistance; C's Low is In-Port at Bath. */
  function resisting(spec: Record<string, unknown> = {}) {
    return scenario({
      players: 3,
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { B: ['local-resistance'] },
      governors: { bath: 'pro', boston: 'anti', charleston: 'pro' },
      pirates: { vane: { owner: 'A', at: 'central-atlantic' }, low: { owner: 'C', at: 'bath', safeHavens: ['bath'] } },
      ...spec,
    });
  }

  it('17.2 #13: any port with a Pro-Pirate Governor may be named, listed by port; never one with an Anti-Pirate Governor; only by a player holding the card', () => {
    const t = resisting({ governors: { charleston: 'pro', boston: 'anti', bath: 'pro' } });
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('south-atlantic') });
    expect(t.legal()).toEqual([
      { type: 'playEvent', player: 'B', card: 'local-resistance', port: 'bath' },
      { type: 'playEvent', player: 'B', card: 'local-resistance', port: 'charleston' },
      { type: 'pass', player: 'B' },
    ]);
    const u = resisting({ hands: { B: ['wear-and-tear'] } });
    u.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('south-atlantic') });
    expect(u.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(u.legalOf('playEvent').filter((a) => a.card === 'local-resistance')).toEqual([]);
  });

  it('17.2 #13: the die is announced as the Local Resistance roll at that port; any other action there is refused under 17.2', () => {
    const t = resisting();
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('south-atlantic') });
    t.exact({ type: 'playEvent', player: 'B', card: 'local-resistance', port: 'charleston' });
    expect(t.last('cardPlayed')).toEqual({ type: 'cardPlayed', rule: '17.2', player: 'B', card: 'local-resistance', use: 'event', port: 'charleston' });
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'event', spec: { kind: 'dice', count: 1, label: 'Local Resistance at Charleston (17.2 #13)' } });
    expect(refusal(t, { type: 'pass', player: 'B' })).toMatchObject({ code: 'chance-expected', rule: '17.2' });
  });

  it('17.2 #13: above the Value the Governor is removed for good (9.34: no Safe Haven there any more) and the Pirates there are Ousted; the card is discarded', () => {
    const t = resisting();
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('south-atlantic') });
    const counters = { ...t.state.governors };
    t.exact({ type: 'playEvent', player: 'B', card: 'local-resistance', port: 'bath' });
    t.roll(valueOf('bath') + 1);
    expect(t.ev('localResistance')).toEqual([
      { type: 'localResistance', rule: '17.2', player: 'B', port: 'bath', roll: valueOf('bath') + 1, value: valueOf('bath'), outcome: 'governorRemoved' },
    ]);
    expect(t.ev('governorRemoved')).toEqual([{ type: 'governorRemoved', rule: '17.2', port: 'bath', governor: 'pro-pirate' }]);
    expect(t.ev('pirateOusted')).toEqual([{ type: 'pirateOusted', rule: '17.2', pirate: 'low', port: 'bath' }]);
    expect(t.state.governors).toEqual({ boston: 'anti', charleston: counters['charleston'] });
    // Removed for good: his counter is out of the game, no replacement.
    expect(t.state.governorsRemoved.pro).toEqual([counters['bath']]);
    expect(t.pirate('low').safeHavens).toEqual([]);
    expect(t.hand('B')).toEqual([]);
    expect(t.state.discard['local-resistance']).toBe(1);
  });

  it('17.2 #13: a roll not above the Value has no effect; the card is discarded all the same', () => {
    const t = resisting();
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('south-atlantic') });
    const counters = { ...t.state.governors };
    t.exact({ type: 'playEvent', player: 'B', card: 'local-resistance', port: 'bath' });
    t.roll(valueOf('bath'));
    expect(t.ev('localResistance')).toEqual([
      { type: 'localResistance', rule: '17.2', player: 'B', port: 'bath', roll: valueOf('bath'), value: valueOf('bath'), outcome: 'noEffect' },
    ]);
    expect(t.ev('governorRemoved')).toEqual([]);
    expect(t.ev('pirateOusted')).toEqual([]);
    expect(t.state.governors).toEqual(counters);
    expect(t.state.discard['local-resistance']).toBe(1);
    expect(t.hand('B')).toEqual([]);
  });

  it('R21: at the end of an Action he is asked while some port has a Pro-Pirate Governor, and not once none has one', () => {
    const t = resisting();
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('south-atlantic') });
    t.exact({ type: 'pass', player: 'B' });
    // The Action is done ('actionCompleted'): Local Resistance may still be played then.
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(t.legalOf('playEvent').map((a) => a.port)).toEqual(['bath', 'charleston']);
    t.exact({ type: 'pass', player: 'B' });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
    // No Pro-Pirate Governor on the map: nothing to name, he is not asked at the end of the Action.
    const u = resisting({ governors: { boston: 'anti' } });
    u.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('south-atlantic') });
    expect(u.legalOf('playEvent')).toEqual([]);
    u.exact({ type: 'pass', player: 'B' });
    expect(u.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
  });

  it('R21: once his Governor is removed, a port is no target: the last Pro-Pirate Governor gone, nobody is asked at the end of the next Action', () => {
    const t = resisting({ governors: { bath: 'pro' }, hands: { B: ['local-resistance'], C: ['local-resistance', 'wear-and-tear'] } });
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('south-atlantic') });
    t.exact({ type: 'playEvent', player: 'B', card: 'local-resistance', port: 'bath' });
    t.roll(6);
    expect(t.state.governors).toEqual({});
    for (let p = t.pending; p.kind === 'decision' && p.frame === 'window'; p = t.pending) {
      expect(t.legalOf('playEvent').filter((a) => a.card === 'local-resistance')).toEqual([]);
      t.exact({ type: 'pass', player: p.player });
    }
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('central-atlantic') });
    // C is asked as the Move is announced (he holds cards), but not once it is done.
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'C', frame: 'window' });
    t.exact({ type: 'pass', player: 'C' });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
  });

  it('4.61: a player who has used his Anti-Pirate Action this turn, or holds no card, is not asked at the end of the Action', () => {
    const t = resisting({ hands: { B: ['local-resistance', 'wear-and-tear'] } });
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('south-atlantic') });
    t.exact({ type: 'playEvent', player: 'B', card: 'wear-and-tear' });
    for (let p = t.pending; p.kind !== 'decision' || p.frame !== 'turn'; p = t.pending) {
      if (p.kind === 'chance') t.any();
      else if (p.kind === 'decision') {
        expect(p.player).not.toBe('B');
        t.exact({ type: 'pass', player: p.player });
      } else break;
    }
    expect(t.state.turn.apUsed).toEqual(['B']);
    expect(t.hand('B')).toEqual(['local-resistance']);
    // With no cards in any hand, nobody is asked at all.
    const u = resisting({ hands: {} });
    u.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('south-atlantic') });
    expect(u.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
  });
});
