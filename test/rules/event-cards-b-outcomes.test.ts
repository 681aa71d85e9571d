import { describe, it, expect } from 'vitest';
import { builtinComponents, chanceOutcomes, type Action, type GameState } from '../../src/index.js';
import { scenario, refusal, sea, FIVE_MERCHANTS, Table, warshipSighted, pinesDigger } from './helpers.js';

/** A plain state edit for what createScenario has no field for (the Table starts from the edited copy). */
function edited(t: Table, edit: (s: GameState) => void): Table {
  const s = structuredClone(t.state) as GameState;
  edit(s);
  return new Table(s);
}

/**
 * Every play of `card` offered to anyone in the windows now open, each passed in turn (dice rolled
 * with `die`), until the Pirate Player decides again.
 */
function offersOf(t: Table, card: string, die = 1): Action[] {
  const out: Action[] = [];
  for (let i = 0; i < 30; i++) {
    const p = t.pending;
    if (p.kind === 'chance') t.exact({ type: 'chance', value: p.spec.kind === 'dice' ? Array(p.spec.count).fill(die) : (chanceOutcomes(t.state)[0]?.outcome.value ?? []) } as Action);
    else if (p.kind === 'decision' && p.frame === 'window') {
      out.push(...t.legal().filter((a) => a.type === 'playEvent' && a.card === card));
      t.exact({ type: 'pass', player: p.player });
    } else break;
  }
  return out;
}

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

  it('4.65D: once Local Resistance has been played this Player-Turn, another player may not play his in a later Action', () => {
    const t = resisting({ hands: { B: ['local-resistance'], C: ['local-resistance', 'wear-and-tear'] } });
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('south-atlantic') });
    t.exact({ type: 'playEvent', player: 'B', card: 'local-resistance', port: 'charleston' });
    t.exact({ type: 'chance', value: [1] });
    expect(t.last('localResistance')).toMatchObject({ outcome: 'noEffect' });
    expect(offersOf(t, 'local-resistance')).toEqual([]);
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('central-atlantic') });
    expect(offersOf(t, 'local-resistance')).toEqual([]);
    // Without one played before, C is offered his.
    const u = resisting({ hands: { C: ['local-resistance', 'wear-and-tear'] } });
    u.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('south-atlantic') });
    expect(offersOf(u, 'local-resistance').length).toBeGreaterThan(0);
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

describe('17.2 #11 KC Surprise (RULINGS B52)', () => {
  it('17.2 #11: the KC is drawn at random from the pool (B52), announced as the KC Surprise draw; any other action there is refused under 17.2', () => {
    const t = warshipSighted({ B: ['warship-sighting', 'kc-surprise'] });
    t.exact({ type: 'playEvent', player: 'B', card: 'kc-surprise' });
    expect(t.last('cardPlayed')).toEqual({ type: 'cardPlayed', rule: '17.2', player: 'B', card: 'kc-surprise', use: 'event', pirate: 'vane' });
    // Its own Sighting's player: the card's exception to one AP Action per Player-Turn.
    expect(t.last('antiPirateAction')).toEqual({ type: 'antiPirateAction', rule: '17.2', player: 'B', apType: 'D', card: 'kc-surprise', against: 'A', exception: true });
    expect(t.pending).toEqual({ kind: 'chance', frame: 'event', spec: { kind: 'draw', pool: 'kc', label: 'KC Surprise: draw a KC (17.2 #11)' } });
    expect(refusal(t, { type: 'pass', player: 'B' })).toMatchObject({ code: 'chance-expected', rule: '17.2' });
  });

  it('17.2 #11: the Warship goes back to its pool and the KC, now B\'s, takes its place against Vane; the card is discarded', () => {
    const t = warshipSighted({ B: ['warship-sighting', 'kc-surprise'] });
    const pool = t.state.warshipPool['warship-medium'] ?? 0;
    const pool0 = [...t.state.kcPool];
    expect(pool0).toContain('ogle');
    t.exact({ type: 'playEvent', player: 'B', card: 'kc-surprise' });
    t.draw('ogle');
    expect(t.ev('kcSurprise')).toEqual([
      { type: 'kcSurprise', rule: '17.2', player: 'B', kc: 'ogle', area: 'central-atlantic', warship: 'warship-medium', pirate: 'vane', speed: 2, combat: 12 },
    ]);
    expect(t.state.warships).toEqual({});
    expect(t.state.warshipPool['warship-medium']).toBe(pool + 1);
    expect(t.state.kcs).toEqual({ ogle: { id: 'ogle', owner: 'B', area: 'central-atlantic' } });
    expect(t.state.kcPool).toEqual(pool0.filter((k) => k !== 'ogle'));
    expect(t.hand('B')).toEqual([]);
    expect(t.state.discard['kc-surprise']).toBe(1);
    expect(t.state.turn.apCardTypes).toEqual(['warship-sighting', 'kc-surprise']);
    // The attack proceeds at once as the KC's (10.33): Vane fights or tries to escape.
    expect(t.pending).toEqual({ kind: 'decision', player: 'A', frame: 'kc', rule: '10.33' });
  });

  it('17.2 #11 / 10.23: the KC\'s attack is this Action\'s KC attack: Vane beats it, and C\'s KC in his Sea Area may not React to the same Action', () => {
    const t = warshipSighted({ B: ['warship-sighting', 'kc-surprise'], C: ['wear-and-tear'] }, { kcs: { ogle: { owner: 'C', area: 'central-atlantic' } } });
    t.exact({ type: 'playEvent', player: 'B', card: 'kc-surprise' });
    t.draw('matthews');
    t.exact({ type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'fight' });
    t.exact({ type: 'chance', value: [6] }); // Vane: 6 + 5 + 4 = 15
    t.exact({ type: 'chance', value: [1] }); // Matthews: 1 + 11 + 2 = 14
    expect(t.last('kcBattle')).toMatchObject({ outcome: 'pirateWins' });
    // The Find's window goes on to C: he may still play a card or move his KC, but not React.
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'C', frame: 'window' });
    expect(t.legal().map((a) => a.type)).not.toContain('kcReact');
    t.exact({ type: 'pass', player: 'C' });
    t.exact({ type: 'chance', value: [6] }); // the Find roll
    for (let p = t.pending; p.kind === 'decision' && p.frame === 'window'; p = t.pending) {
      expect(t.legal().map((a) => a.type)).not.toContain('kcReact');
      t.exact({ type: 'pass', player: p.player });
    }
    expect(t.ev('kcReaction')).toEqual([]);
  });

  it('17.2 #11 / 10.33: the KC Surprise\'s KC did not move to attack: nothing off its escape roll', () => {
    const t = warshipSighted({ B: ['warship-sighting', 'kc-surprise'] });
    t.exact({ type: 'playEvent', player: 'B', card: 'kc-surprise' });
    t.draw('matthews');
    t.exact({ type: 'fightOrEscape', player: 'A', pirate: 'vane', choice: 'escape' });
    t.exact({ type: 'chance', value: [4] });
    t.exact({ type: 'chance', value: [4] });
    expect(t.last('escapeAttempt')).toMatchObject({ rule: '10.33', kc: 'matthews', warship: { die: 4, speed: 3, moved: 0, total: 7 } });
  });

  it('4.65D: one KC Surprise per Player-Turn, even with one\'s own Warship Sighting', () => {
    const t = edited(
      scenario({
        players: 3,
        options: { cunning: false },
        turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
        hands: { B: ['warship-sighting', 'kc-surprise'] },
        merchants: { bath: { type: 'flute' } },
        pirates: { vane: { owner: 'A', at: 'central-atlantic', np: 6 } },
      }),
      (s) => {
        s.turn.apCardTypes = ['kc-surprise'];
      },
    );
    t.exact({ type: 'findMerchant', player: 'A', pirate: 'vane', port: 'bath' });
    t.exact({ type: 'playEvent', player: 'B', card: 'warship-sighting' });
    t.draw('warship-medium');
    t.exact({ type: 'warshipAttack', player: 'B', attack: true });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'warship' });
  });

  it('17.2 #11 / 10.13: not by a player who already has a KC, nor when no KC is left in the pool', () => {
    const hasKc = warshipSighted({ B: ['warship-sighting', 'kc-surprise'] }, { kcs: { matthews: { owner: 'B', area: 'india' } } });
    expect(hasKc.legalOf('playEvent')).toEqual([]);
    // Every other KC is out of the game (10.x: KCs removed), the pool empty: the card has no effect, so it is not offered.
    const none = edited(warshipSighted({ B: ['warship-sighting', 'kc-surprise'] }), (s) => {
      s.kcsRemoved = [...s.kcPool];
      s.kcPool = [];
    });
    expect(none.legalOf('playEvent')).toEqual([]);
  });

  it('17.2 #11 / 4.61: by another player it is his one AP Action: not if he has used it this turn', () => {
    const t = edited(warshipSighted({ B: ['warship-sighting'], C: ['kc-surprise', 'wear-and-tear'] }), (s) => {
      s.turn.apUsed = ['C', ...s.turn.apUsed];
    });
    expect(t.state.turn.apUsed).toEqual(['C', 'B']);
    for (let p = t.pending; p.kind === 'decision' && p.frame === 'window'; p = t.pending) {
      expect(t.legalOf('playEvent').filter((a) => a.card === 'kc-surprise')).toEqual([]);
      t.exact({ type: 'pass', player: p.player });
    }
    expect(t.ev('kcSurprise')).toEqual([]);
  });
});

describe('17.2 #16 Pirate Converts (RULINGS B47)', () => {
  /** A's Vane at `at`; C holds Pirate Converts; Kidd and Low have Retired. */
  function converting(at: string, spec: Record<string, unknown> = {}) {
    return scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { C: ['pirate-converts'] },
      retired: ['kidd', 'low'],
      pirates: { vane: { owner: 'A', at } },
      ...spec,
    });
  }

  it('17.2 #16: any Retired Pirate may be the one who converts; the card is his AP Action and is discarded', () => {
    const t = converting('central-atlantic');
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('south-atlantic') });
    expect(t.legal()).toEqual([
      { type: 'playEvent', player: 'C', card: 'pirate-converts', pirate: 'kidd' },
      { type: 'playEvent', player: 'C', card: 'pirate-converts', pirate: 'low' },
      { type: 'pass', player: 'C' },
    ]);
    t.exact({ type: 'playEvent', player: 'C', card: 'pirate-converts', pirate: 'low' });
    expect(t.last('antiPirateAction')).toEqual({ type: 'antiPirateAction', rule: '17.2', player: 'C', apType: 'D', card: 'pirate-converts', against: 'A' });
    expect(t.last('cardPlayed')).toEqual({ type: 'cardPlayed', rule: '17.2', player: 'C', card: 'pirate-converts', use: 'event' });
    expect(t.last('kcDeployed')).toEqual({ type: 'kcDeployed', rule: '17.2', player: 'C', kc: 'ex-pirate', area: 'central-atlantic', speed: 3, combat: 9, exPirate: 'low' });
    expect(t.hand('C')).toEqual([]);
    expect(t.state.discard['pirate-converts']).toBe(1);
    expect(t.state.turn.apCardTypes).toEqual(['pirate-converts']);
  });

  it('17.2 #16: it may also answer the end of an Action, where nothing else is offered to him', () => {
    const t = converting('central-atlantic');
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('south-atlantic') });
    t.exact({ type: 'pass', player: 'C' });
    expect(t.last('moved')).toMatchObject({ to: 'south-atlantic' });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'C', frame: 'window' });
    t.exact({ type: 'playEvent', player: 'C', card: 'pirate-converts', pirate: 'kidd' });
    expect(t.state.kcs['ex-pirate']).toEqual({ id: 'ex-pirate', owner: 'C', area: 'south-atlantic' });
  });

  it('B47: against an In-Port Pirate the Ex-Pirate KC is placed in the Sea Area adjoining his port', () => {
    const t = converting('bath');
    expect(builtinComponents.ports.find((p) => p.id === 'bath')?.seaAreas).toEqual(['central-atlantic']);
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('central-atlantic') });
    t.exact({ type: 'playEvent', player: 'C', card: 'pirate-converts', pirate: 'kidd' });
    expect(t.state.kcs['ex-pirate']).toEqual({ id: 'ex-pirate', owner: 'C', area: 'central-atlantic' });
  });

  it('B47: never against a Pirate in a Transit Box', () => {
    const t = converting('south-america-gold-coast');
    t.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('gold-coast') });
    // Not as the Move is announced from the Transit Box; once he is at sea, at the end of the Move, yes.
    expect(offersOf(t, 'pirate-converts')).toEqual([
      { type: 'playEvent', player: 'C', card: 'pirate-converts', pirate: 'kidd' },
      { type: 'playEvent', player: 'C', card: 'pirate-converts', pirate: 'low' },
    ]);
    expect(t.last('moved')).toMatchObject({ from: 'south-america-gold-coast', to: 'gold-coast' });
  });

  it('17.2 #16: not while the Ex-Pirate KC is in play, nor once it has been removed from the game', () => {
    const inPlay = converting('central-atlantic', { kcs: { 'ex-pirate': { owner: 'B', area: 'india' } } });
    inPlay.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('south-atlantic') });
    expect(offersOf(inPlay, 'pirate-converts')).toEqual([]);
    const removed = edited(converting('central-atlantic'), (s) => {
      s.kcsRemoved = ['ex-pirate'];
    });
    removed.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('south-atlantic') });
    expect(offersOf(removed, 'pirate-converts')).toEqual([]);
    // 10.13: nor by a player who has a KC of his own.
    const hasKc = converting('central-atlantic', { kcs: { matthews: { owner: 'C', area: 'india' } } });
    hasKc.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('south-atlantic') });
    expect(offersOf(hasKc, 'pirate-converts')).toEqual([]);
    // The same Move with the Ex-Pirate KC available: offered at the announcement and at the end.
    const free = converting('central-atlantic');
    free.exact({ type: 'move', player: 'A', pirate: 'vane', to: sea('south-atlantic') });
    expect(offersOf(free, 'pirate-converts')).toHaveLength(4);
  });
});

describe('4.4C option 3 / 17.12: the "Action AND Event" cards', () => {
  const AREAS = builtinComponents.seaAreas.map((a) => a.id);
  const PINES = builtinComponents.isleOfPines.seaArea;

  it('17.2 #10: Heavy Guns are offered for each In-Port Pirate of his whose ship has none yet; the event names the Pirate', () => {
    const t = scenario({
      players: 3,
      hands: { A: ['heavy-guns'] },
      pirates: {
        low: { owner: 'A', at: 'bath' },
        vane: { owner: 'A', at: 'charleston', heavyGuns: true },
        kidd: { owner: 'A', at: 'virginia' },
        teach: { owner: 'B', at: 'boston' },
      },
    });
    expect(t.legalOf('playCard').map((a) => a.event)).toEqual([
      { target: 'low', area: null },
      { target: 'kidd', area: null },
    ]);
    t.act({ type: 'playCard', player: 'A', card: 'heavy-guns', pirate: null, event: { target: 'kidd', area: null } });
    expect(t.ev('heavyGuns')).toEqual([{ type: 'heavyGuns', rule: '17.2', player: 'A', pirate: 'kidd' }]);
    expect(t.pirate('kidd').heavyGuns).toBe(true);
    expect(t.pirate('low').heavyGuns).toBe(false);
  });

  it('17.2 #1 / B46: Buried Treasure may be assigned to any of his Pirates, wherever he is; the card stays in front of him', () => {
    const t = scenario({
      players: 3,
      hands: { A: ['buried-treasure'] },
      pirates: { low: { owner: 'A', at: 'bath' }, vane: { owner: 'A', at: 'south-america-gold-coast' }, teach: { owner: 'B', at: 'boston' } },
    });
    expect(t.legalOf('playCard').map((a) => a.event)).toEqual([
      { target: 'low', area: null },
      { target: 'vane', area: null },
    ]);
    t.act({ type: 'playCard', player: 'A', card: 'buried-treasure', pirate: null, event: { target: 'vane', area: null } });
    expect(t.ev('treasureMap')).toEqual([{ type: 'treasureMap', rule: '17.2', player: 'A', pirate: 'vane', seaArea: PINES }]);
    expect(t.pirate('vane').buriedTreasure).toBe(true);
    expect(t.pirate('low').buriedTreasure).toBe(false);
    expect(t.state.discard['buried-treasure'] ?? 0).toBe(0);
    expect(t.hand('A')).toEqual([]);
  });

  it('17.2 #1: the dig and the treasure are announced as such; any other action there is refused under 17.2', () => {
    const t = pinesDigger();
    t.act({ type: 'digTreasure', player: 'A', pirate: 'vane' });
    expect(t.pending).toEqual({ kind: 'chance', frame: 'event', spec: { kind: 'dice', count: 1, roller: 'vane', label: 'Charles Vane digs on the Isle of Pines (17.2 #1)' } });
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ code: 'chance-expected', rule: '17.2' });
    t.roll(3);
    expect(t.ev('treasureDig')).toEqual([{ type: 'treasureDig', rule: '17.2', pirate: 'vane', roll: 3, found: true }]);
    expect(t.pending).toEqual({ kind: 'chance', frame: 'event', spec: { kind: 'dice', count: 3, roller: 'vane', label: 'Buried treasure of Charles Vane: 3d6 x 100 (17.2 #1)' } });
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ code: 'chance-expected', rule: '17.2' });
  });

  it('17.2 #1: 3d6 x 100 Doubloons, stowed in the Hold of his choice (any one of his Holds): the Holds offered, the choice under 17.2', () => {
    const t = pinesDigger({ holds: [300] });
    t.act({ type: 'digTreasure', player: 'A', pirate: 'vane' });
    t.roll(5);
    t.roll(1, 2, 4);
    expect(t.ev('treasureFound')).toEqual([{ type: 'treasureFound', rule: '17.2', pirate: 'vane', roll: { dice: [1, 2, 4], total: 7 }, doubloons: 700 }]);
    expect(t.pending).toEqual({ kind: 'decision', player: 'A', frame: 'event', rule: '17.2' });
    expect(t.legal()).toEqual([
      { type: 'chooseHold', player: 'A', pirate: 'vane', hold: 0 },
      { type: 'chooseHold', player: 'A', pirate: 'vane', hold: 1 },
    ]);
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ rule: '17.2' });
    t.act({ type: 'chooseHold', player: 'A', pirate: 'vane', hold: 0 });
    expect(t.ev('bootyStowed')).toEqual([{ type: 'bootyStowed', rule: '17.2', pirate: 'vane', doubloons: 700, holds: [1000] }]);
    expect(t.pirate('vane').holds).toEqual([1000]);
    expect(t.state.discard['buried-treasure']).toBe(1);
    // The dig was his Action: the next one is his.
    expect(t.state.turn.actionsLeft).toBe(1);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
  });

  it('17.2 #1: with no Hold to put it in (a house-rule ship type without Holds) the treasure found is lost; the card is discarded and the turn goes on', () => {
    const components = structuredClone(builtinComponents);
    for (const ship of components.shipTypes) ship.holds = 0;
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      pirates: { vane: { owner: 'A', at: PINES, buriedTreasure: true } },
      components,
    });
    t.act({ type: 'digTreasure', player: 'A', pirate: 'vane' });
    t.roll(6);
    t.roll(6, 6, 6);
    expect(t.last('treasureFound')).toMatchObject({ doubloons: 1800 });
    expect(t.ev('bootyStowed')).toEqual([]);
    expect(t.pirate('vane').holds).toEqual([]);
    expect(t.state.discard['buried-treasure']).toBe(1);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
  });

  it('17.2 #1: a Pirate Eliminated before he digs (a Mutiny as the dig is announced) finds nothing; the card is discarded, it was his, not his ship\'s', () => {
    const t = scenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { B: ['mutiny-conspiracy'] },
      pirates: { vane: { owner: 'A', at: PINES, buriedTreasure: true, loyalty: 1 } },
    });
    t.exact({ type: 'digTreasure', player: 'A', pirate: 'vane' });
    t.exact({ type: 'playEvent', player: 'B', card: 'mutiny-conspiracy' });
    t.exact({ type: 'chance', value: [1, 1] }); // 2 against Loyalty 1: Mutiny (17.2 #15)
    t.exact({ type: 'chance', value: [6] }); // the Leadership roll fails (14.2)
    t.exact({ type: 'chance', value: 'avery' }); // the new captain
    expect(t.last('pirateEliminated')).toMatchObject({ pirate: 'vane' });
    expect(t.ev('treasureDig')).toEqual([]);
    expect(t.state.discard['buried-treasure']).toBe(1);
    expect(t.pirate('avery').buriedTreasure).toBe(false);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
  });

  it('17.2 #1: he digs only at sea in the Isle of Pines\' Sea Area, and only with the card assigned to him', () => {
    const elsewhere = scenario({
      players: 3,
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      pirates: { vane: { owner: 'A', at: 'india', buriedTreasure: true }, low: { owner: 'A', at: PINES } },
    });
    expect(elsewhere.legalOf('digTreasure')).toEqual([]);
    const inPort = scenario({
      players: 3,
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      pirates: { vane: { owner: 'A', at: 'havana', buriedTreasure: true } },
    });
    expect(inPort.legalOf('digTreasure')).toEqual([]);
  });

  it('17.2 #1: after the dig, found or not, the other players may answer the completed Action (4.63)', () => {
    const t = pinesDigger({}, { hands: { B: ['local-resistance'] }, governors: { bath: 'pro' } });
    t.exact({ type: 'digTreasure', player: 'A', pirate: 'vane' });
    t.exact({ type: 'pass', player: 'B' }); // the dig's announcement
    t.exact({ type: 'chance', value: [1] });
    expect(t.last('treasureDig')).toMatchObject({ roll: 1, found: false });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(t.legalOf('playEvent')).toEqual([{ type: 'playEvent', player: 'B', card: 'local-resistance', port: 'bath' }]);
  });

  it('17.2 #6: Fair Winds takes one of his Pirates to any other Sea Area but his own KC\'s (10.27), or his KC to any other Sea Area', () => {
    const t = scenario({
      players: 3,
      hands: { A: ['fair-winds'] },
      kcs: { ogle: { owner: 'A', area: 'gold-coast' } },
      pirates: { vane: { owner: 'A', at: 'india' }, low: { owner: 'A', at: 'bath' } },
    });
    const events = t.legalOf('playCard').map((a) => a.event);
    const others = (...not: string[]) => AREAS.filter((a) => !not.includes(a));
    expect(events).toEqual([
      ...others('india', 'gold-coast').map((area) => ({ target: 'vane', area })),
      ...others('gold-coast').map((area) => ({ target: 'low', area })),
      ...others('gold-coast').map((area) => ({ target: 'ogle', area })),
    ]);
    t.act({ type: 'playCard', player: 'A', card: 'fair-winds', pirate: null, event: { target: 'ogle', area: 'india' } });
    expect(t.ev('fairWinds')).toEqual([{ type: 'fairWinds', rule: '17.2', player: 'A', piece: 'ogle', kind: 'kc', area: 'india' }]);
    expect(t.state.kcs['ogle']?.area).toBe('india');
    expect(t.pirate('vane').location).toEqual(sea('india'));
  });

  it('17.2 #6 / 11.2: allies go together: the lead Pirate is named and both move; the event names him as a Pirate', () => {
    const t = scenario({
      players: 3,
      hands: { A: ['fair-winds'] },
      pirates: { vane: { owner: 'A', at: 'bath', ally: 'low' }, low: { owner: 'A', at: 'bath', ally: 'vane' } },
    });
    const events = t.legalOf('playCard').map((a) => a.event);
    expect(new Set(events.map((e) => e?.target))).toEqual(new Set(['low']));
    expect(events).toHaveLength(AREAS.length);
    t.act({ type: 'playCard', player: 'A', card: 'fair-winds', pirate: null, event: { target: 'low', area: 'india' } });
    expect(t.ev('fairWinds')).toEqual([{ type: 'fairWinds', rule: '17.2', player: 'A', piece: 'low', kind: 'pirate', area: 'india' }]);
    expect(t.pirate('low').location).toEqual(sea('india'));
    expect(t.pirate('vane').location).toEqual(sea('india'));
  });

  it('6.26 / 9.55: Fair Winds ends a half-made slow Move, and out of the port he can no longer Sack it', () => {
    const t = edited(
      scenario({ players: 3, hands: { A: ['fair-winds'] }, pirates: { vane: { owner: 'A', at: 'bath' }, low: { owner: 'A', at: 'india' } } }),
      (s) => {
        const vane = s.pirates['vane'];
        const low = s.pirates['low'];
        if (vane) {
          vane.sackable = 'bath';
          vane.sackableTurn = s.turn.number;
        }
        if (low) low.slowMove = { kind: 'sea', area: 'gold-coast' };
      },
    );
    t.act({ type: 'playCard', player: 'A', card: 'fair-winds', pirate: null, event: { target: 'vane', area: 'central-atlantic' } });
    expect(t.pirate('vane').sackable).toBeNull();
    const u = edited(
      scenario({ players: 3, hands: { A: ['fair-winds'] }, pirates: { low: { owner: 'A', at: 'india' } } }),
      (s) => {
        const low = s.pirates['low'];
        if (low) low.slowMove = { kind: 'sea', area: 'gold-coast' };
      },
    );
    u.act({ type: 'playCard', player: 'A', card: 'fair-winds', pirate: null, event: { target: 'low', area: 'east-africa' } });
    expect(u.pirate('low').location).toEqual(sea('east-africa'));
    expect(u.pirate('low').slowMove).toBeNull();
  });
});
