import { describe, it, expect } from 'vitest';
import { result } from '../../src/index.js';
import { solo, runUntil, SOLO_PIRATES } from './solo-helpers.js';
import { refusal } from './helpers.js';
import { conservationViolations } from '../conformance/invariants.js';

/**
 * Blackbeard against the System Player (19.13-19.16, 19.20, 19.9), every roll and draw forced.
 * Teach: Leadership 4, Ability 4. Honduras's Merchant box is in Central America, where he starts.
 */
const OFF = { cunning: false };
const MY_TURN = { player: 'A' as const, phase: 'play' as const, actionsCard: 'heavy-guns', actionsLeft: 2 };
const find = { type: 'findMerchant' as const, player: 'A' as const, pirate: 'teach', port: 'honduras' };
const moveTo = (area: string) => ({ type: 'move' as const, player: 'A' as const, pirate: 'teach', to: { kind: 'sea' as const, area } });
const withTeach = (teach: Record<string, unknown>) => ({ ...SOLO_PIRATES, teach: { owner: 'A' as const, at: 'central-america', ...teach } });

describe('19.13: the Anti-Pirate check at each of Blackbeard\'s Actions', () => {
  it('19.13: an On-Station Warship in his Sea Area attacks a Find by itself', () => {
    const t = solo({ options: OFF, turn: MY_TURN, warships: { 'central-america': 'warship-light' } });
    t.act(find);
    expect(t.last('soloApCheck')).toMatchObject({ rule: '19.13', effect: 'warship' });
    expect(t.last('warshipActivated')).toMatchObject({ player: 'B', area: 'central-america' });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'warship' });
    expect(t.ev('cardDrawn')).toHaveLength(0);
  });

  it('19.13 / 19.14: an SP KC in an adjacent Sea Area Reacts to a Move; 19.15: no surrender, even with a Letter of Marque', () => {
    const t = solo({ options: OFF, turn: MY_TURN, kcs: { matthews: { owner: 'B', area: 'west-caribbean' } }, pirates: withTeach({ letterOfMarque: 'english' }) });
    t.act(moveTo('south-america'));
    expect(t.last('kcReaction')).toMatchObject({ player: 'B', kc: 'matthews', pirate: 'teach', moved: true });
    expect(t.state.kcs['matthews']?.area).toBe('central-america');
    expect(t.legalOf('fightOrEscape').map((a) => a.choice).sort()).toEqual(['escape', 'fight']);
  });

  it('19.13: otherwise the SP draws the top Hold card: a non-Anti-Pirate card has no effect and is discarded', () => {
    const t = solo({ options: OFF, turn: MY_TURN });
    t.act(moveTo('west-caribbean'));
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'event' } });
    t.draw('heavy-guns');
    expect(t.last('soloApCheck')).toMatchObject({ card: 'heavy-guns', effect: 'noEffect' });
    expect(t.state.discard['heavy-guns']).toBe(2); // with the one played for Actions
    expect(t.pirate('teach').location).toEqual({ kind: 'sea', area: 'west-caribbean' });
  });

  it('19.13: a Warship Sighting drawn for an Action Warships do not answer is placed On Station in his Sea Area', () => {
    const t = solo({ options: OFF, turn: MY_TURN });
    t.act(moveTo('west-caribbean'));
    t.draw('warship-sighting');
    expect(t.last('soloApCheck')).toMatchObject({ effect: 'onStation' });
    t.draw('warship-medium');
    expect(t.state.warships['central-america']).toBe('warship-medium');
    expect(t.pirate('teach').location).toEqual({ kind: 'sea', area: 'west-caribbean' });
  });

  it('19.13: a Warship Sighting drawn for a Find attacks him', () => {
    const t = solo({ options: OFF, turn: MY_TURN });
    t.act(find);
    t.draw('warship-sighting');
    t.draw('warship-light');
    // The SP always sends it to attack (solo/decide.ts); he must fight or run.
    expect(t.last('soloApCheck')).toMatchObject({ effect: 'played', card: 'warship-sighting' });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'warship' });
    t.act({ type: 'fightOrEscape', player: 'A', pirate: 'teach', choice: 'fight' });
    t.roll(6);
    t.roll(1);
    expect(t.last('warshipBattle')).toMatchObject({ outcome: 'pirateWins' });
  });

  it('19.13 / 17.2 #2: Debauchery & Revelry drawn at an In-Port Action strikes once that Action is complete', () => {
    const t = solo({ options: OFF, turn: MY_TURN, pirates: withTeach({ at: 'bath' }) });
    t.act({ type: 'inPortActivities', player: 'A', pirate: 'teach' });
    t.draw('debauchery-and-revelry');
    expect(t.last('soloApCheck')).toMatchObject({ effect: 'deferred' });
    expect(t.pirate('teach').dr).toBeNull();
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'inPort' });
    t.act({ type: 'pass', player: 'A' }); // no voluntary D&R
    expect(t.pirate('teach').dr).toBe('involuntary');
    expect(t.last('cardPlayed')).toMatchObject({ player: 'B', card: 'debauchery-and-revelry', use: 'event', pirate: 'teach' });
  });
});

describe('19.16: Blackbeard never dies from a Mutiny', () => {
  const conspiracy = (die: number) => {
    const t = solo({ options: OFF, turn: MY_TURN });
    t.act(moveTo('west-caribbean'));
    t.draw('mutiny-conspiracy');
    t.roll(6, 6); // 12 > Loyalty 7: a Mutiny
    t.roll(die); // against Leadership 4
    return t;
  };
  it('19.16: above his Leadership: Crew Loyalty -3', () => {
    const t = conspiracy(6);
    expect(t.last('mutiny')).toMatchObject({ rule: '19.16', pirate: 'teach', cause: 'conspiracy', roll: { die: 6, leadership: 4 }, outcome: 'Loyalty -3' });
    expect(t.pirate('teach').loyalty).toBe(4);
  });
  it('19.16: equal to his Leadership: Crew Loyalty -2', () => {
    const t = conspiracy(4);
    expect(t.last('mutiny')).toMatchObject({ rule: '19.16', roll: { die: 4, leadership: 4 }, outcome: 'Loyalty -2' });
    expect(t.last('loyaltyChanged')).toMatchObject({ rule: '19.16', pirate: 'teach', reason: 'mutinySolitaire', delta: -2 });
    expect(t.pirate('teach').loyalty).toBe(5);
  });
  it('19.16: below his Leadership: no effect', () => {
    const t = conspiracy(2);
    expect(t.last('mutiny')).toMatchObject({ rule: '19.16', roll: { die: 2, leadership: 4 }, outcome: 'quashed' });
    expect(t.pirate('teach').loyalty).toBe(7);
    expect(t.state.pirates['teach']).toBeDefined();
  });
});

describe('19.20: Crew Loyalty 0', () => {
  it('19.20: at Loyalty 0 he loses 2d6 NP at once, and 1d6 at the end of his Player-Turn while it stays 0', () => {
    // kcTurn: the SP has already tried its KC this turn (19.14), so the Hold card is drawn.
    const t = solo({ options: OFF, turn: MY_TURN, solo: { kcTurn: 1 }, pirates: withTeach({ loyalty: 1, np: 20 }) });
    t.act(moveTo('west-caribbean'));
    t.draw('scurvy-outbreak'); // Loyalty 1 -> 0
    t.roll(3, 4);
    expect(t.last('notorietyLost')).toMatchObject({ rule: '19.20', amount: 7, total: 13, when: 'loyaltyZero' });
    t.roll(2); // the Mutiny (14.1): below Leadership, nothing (19.16)
    expect(t.pirate('teach')).toMatchObject({ loyalty: 0, np: 13 });
    t.act({ type: 'endTurn', player: 'A' });
    t.roll(5);
    expect(t.last('notorietyLost')).toMatchObject({ amount: 5, total: 8, when: 'endOfTurn' });
  });
});

describe('19.20: Notoriety never falls below 0', () => {
  it('19.20: with 3 NP, a 2d6 loss of 7 takes the 3 he has, down to 0', () => {
    const t = solo({ options: OFF, turn: MY_TURN, solo: { kcTurn: 1 }, pirates: withTeach({ loyalty: 1, np: 3 }) });
    t.act(moveTo('west-caribbean'));
    t.draw('scurvy-outbreak');
    t.roll(3, 4);
    expect(t.last('notorietyLost')).toMatchObject({ rule: '19.20', pirate: 'teach', roll: { dice: [3, 4], total: 7 }, amount: 3, total: 0, when: 'loyaltyZero' });
    expect(t.pirate('teach').np).toBe(0);
  });

  it('19.20: any other action at the Notoriety roll is refused, citing 19.20', () => {
    const t = solo({ options: OFF, turn: MY_TURN, solo: { kcTurn: 1 }, pirates: withTeach({ loyalty: 1, np: 3 }) });
    t.act(moveTo('west-caribbean'));
    t.draw('scurvy-outbreak');
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'soloNp' });
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ code: 'chance-expected', rule: '19.20' });
  });
});

describe('19.14: the Notoriety-12 trigger', () => {
  /** Teach at `np` and Loyalty 1; a Scurvy Outbreak drawn for the SP takes him to 0 (19.20: 2d6 NP at once). */
  const npLossFrom = (np: number) => {
    const t = solo({ options: OFF, turn: MY_TURN, solo: { kcTurn: 1 }, pirates: withTeach({ loyalty: 1, np }) });
    t.act(moveTo('west-caribbean'));
    t.draw('scurvy-outbreak');
    t.roll(1, 1);
    return t;
  };
  it('19.14 / R34: NP exactly 12 when he loses Notoriety at Loyalty 0: the trigger has fired and stays (12 -> 10)', () => {
    const t = npLossFrom(12);
    expect(t.last('notorietyLost')).toMatchObject({ rule: '19.20', amount: 2, total: 10 });
    expect(t.state.solo?.kcTrigger).toBe(true);
  });
  it('19.14: NP 11 has never reached 12: no trigger (11 -> 9)', () => {
    const t = npLossFrom(11);
    expect(t.last('notorietyLost')).toMatchObject({ rule: '19.20', amount: 2, total: 9 });
    expect(t.state.solo?.kcTrigger).toBe(false);
  });

  it('19.14: from NP 12 the SP\'s first AP Action of each of his turns tries to deploy a KC into his Sea Area (10.12, at sea)', () => {
    const t = solo({ options: OFF, turn: { ...MY_TURN, actionsLeft: 3 }, pirates: withTeach({ at: 'bath', np: 12 }) });
    // In-Port (his In-Port Activities, his Move out of the port): no KC can be deployed (10.12), so the Hold card is drawn.
    t.act({ type: 'inPortActivities', player: 'A', pirate: 'teach' });
    t.draw('heavy-guns');
    t.act({ type: 'pass', player: 'A' }); // no voluntary D&R
    t.act({ type: 'move', player: 'A', pirate: 'teach', to: { kind: 'sea', area: 'central-atlantic' } });
    t.draw('heavy-guns');
    expect(t.ev('kcDeployAttempt')).toHaveLength(0);
    t.act(moveTo('south-atlantic'));
    expect(t.last('soloApCheck')).toMatchObject({ rule: '19.14', effect: 'kcDeploy' });
    t.roll(3, 3, 3); // 9 < 12
    t.draw('matthews');
    expect(t.state.kcs['matthews']).toMatchObject({ owner: 'B', area: 'central-atlantic' });
    expect(t.pirate('teach').location).toEqual({ kind: 'sea', area: 'south-atlantic' });
  });

  it('19.14: one try per Player-Turn: after it, the Hold card is drawn again', () => {
    const t = solo({ options: OFF, turn: { ...MY_TURN, number: 4 }, solo: { kcTurn: 4 }, pirates: withTeach({ np: 12 }) });
    t.act(moveTo('west-caribbean'));
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'event' } });
  });
});

describe('19.15 / 19.9: Blackbeard\'s Retirement', () => {
  // Virginia: English, Central Atlantic, with a Pro-Pirate Governor.
  const retiring = (np: number, safeHaven = false) =>
    solo({
      options: OFF,
      turn: MY_TURN,
      governors: { virginia: 'pro' },
      pirates: withTeach({ at: 'virginia', np, netWorth: 1000, letterOfMarque: 'english', safeHavens: safeHaven ? ['virginia'] : [] }),
    });
  const retire = { type: 'retire' as const, player: 'A' as const, pirate: 'teach', method: 'letterOfMarque' as const };

  it('19.15: only with a Letter of Marque (18.41A): never in his Safe Haven (C) nor by a bribe (D)', () => {
    const t = retiring(60, true);
    expect(t.legalOf('retire')).toEqual([retire]);
    const noLetter = solo({ options: OFF, turn: MY_TURN, governors: { virginia: 'pro' }, pirates: withTeach({ at: 'virginia', safeHavens: ['virginia'] }) });
    expect(noLetter.legalOf('retire')).toEqual([]);
  });

  it('19.9: Retiring with at least 130 VP wins (18.12A: 2 x 60 NP + 1000 / 100 = 130)', () => {
    const t = retiring(60);
    t.act(retire);
    t.draw('heavy-guns');
    runUntil(t, (x) => x.state.over !== null);
    expect(t.vp('A')).toBe(130);
    expect(result(t.state)).toMatchObject({ reason: 'Blackbeard Retired with at least 130 VP (19.9)', winners: ['A'] });
    expect(t.state.solo?.outcome).toBe('win');
  });

  it('19.13 / 17.2 #4 / 19.9: a Double Cross drawn for the SP hangs him: 120 VP, and you lose (B54)', () => {
    const t = retiring(60);
    t.act(retire);
    t.draw('double-cross');
    t.roll(6); // 5-6: hanged, Net Worth 0
    runUntil(t, (x) => x.state.over !== null);
    expect(t.vp('A')).toBe(120);
    expect(result(t.state)).toMatchObject({ reason: 'Blackbeard Retired with fewer than 130 VP (19.9, RULINGS B54)', winners: ['B'] });
  });

  it('19.15: the General Pardon does not retire him in an English port (18.41E)', () => {
    const t = solo({ options: OFF, turn: MY_TURN, pirates: withTeach({ at: 'central-atlantic' }), generalPardonAppearances: 1 });
    const s = t.state;
    // A Pardon in force covering him (17.2 #8, 2nd play).
    t.state = { ...s, generalPardon: { ...s.generalPardon, pardon: { drawer: 'B', covered: ['teach'], endsAfterTurn: 9 } } };
    t.act({ type: 'move', player: 'A', pirate: 'teach', to: { kind: 'port', port: 'bath' } });
    t.draw('heavy-guns');
    expect(t.pirate('teach').location).toEqual({ kind: 'port', port: 'bath' });
    expect(t.ev('pirateRetired')).toHaveLength(0);
  });
});

describe('19.3 / RULINGS B55: no Duels', () => {
  it('B55: a tied Booty Grab has no effect; the Action is spent', () => {
    const t = solo({
      options: OFF,
      turn: MY_TURN,
      pirates: { ...withTeach({ at: 'bath' }), vane: { owner: 'B', at: 'bath', dr: 'involuntary', holds: [500] } },
    });
    t.act({ type: 'bootyGrab', player: 'A', pirate: 'teach', target: 'vane' });
    t.draw('heavy-guns');
    runUntil(t, (x) => x.pending.kind === 'chance' && x.pending.spec.kind === 'dice');
    t.roll(3); // Teach: 3 + Ability 4 + 1 = 8
    t.roll(4); // Vane: 4 + Ability 4 = 8
    expect(t.last('bootyGrabTie')).toMatchObject({ rule: '19.3', ruling: 'B55' });
    expect(t.ev('duel')).toHaveLength(0);
    expect(t.pirate('vane').holds).toEqual([500]);
  });
});

describe('19.13 / 17.2 #8: the General Pardon drawn in the Anti-Pirate check', () => {
  /** 21 Hold cards left: everything else on the discard pile (the Actions card included). */
  const DISCARDED = {
    'warship-sighting': 10,
    'debauchery-and-revelry': 6,
    'double-cross': 4,
    'fair-winds': 3,
    'heavy-guns': 3,
    'kc-surprise': 2,
    'letter-of-marque': 4,
    'local-resistance': 3,
    'skull-and-crossbones': 3,
  };
  const deckSize = (t: ReturnType<typeof solo>): number => Object.values(t.state.deck).reduce((a, b) => a + b, 0);

  it('counts as one of its appearances and goes back into the Hold deck (1st appearance: no effect)', () => {
    const t = solo({ options: OFF, turn: MY_TURN, solo: { pardonInHold: true } });
    t.act(moveTo('west-caribbean'));
    t.draw('general-pardon');
    expect(t.last('soloApCheck')).toMatchObject({ rule: '19.13', card: 'general-pardon', effect: 'generalPardon' });
    expect(t.last('generalPardon')).toMatchObject({ rule: '17.2', appearance: 1, effect: 'none' });
    expect(t.state.generalPardon).toMatchObject({ appearances: 1, whereabouts: 'deck' });
    expect(t.state.deck['general-pardon']).toBe(1);
    expect(t.state.discard['general-pardon'] ?? 0).toBe(0);
  });

  it('a 19.13 draw that leaves 20 cards brings the held-out Pardon back; drawn a third time, the game ends (19.9)', () => {
    const t = solo({ options: OFF, turn: MY_TURN, solo: { pardonInHold: true }, generalPardonAppearances: 2, discard: DISCARDED });
    expect(t.state.generalPardon.whereabouts).toBe('heldOut');
    expect(deckSize(t)).toBe(21);
    t.act(moveTo('west-caribbean'));
    t.draw('skull-and-crossbones'); // no effect; 20 cards left
    expect(t.state.generalPardon.whereabouts).toBe('deck');
    expect(t.state.deck['general-pardon']).toBe(1);
    expect(deckSize(t)).toBe(21);
    t.act(moveTo('central-america'));
    t.draw('general-pardon');
    expect(t.last('generalPardon')).toMatchObject({ appearance: 3, effect: 'gameEnds' });
    expect(t.pending.kind).toBe('over');
  });

  it('drawn a third time at his dig for Buried Treasure, the game ends and the Buried Treasure card is discarded, not lost (17.15, 4.1)', () => {
    const t = solo({ options: OFF, turn: MY_TURN, solo: { pardonInHold: true }, generalPardonAppearances: 2, discard: DISCARDED, pirates: withTeach({ at: 'south-america', buriedTreasure: true }) });
    t.act(moveTo('west-caribbean'));
    t.draw('skull-and-crossbones'); // 20 cards left: the Pardon comes back
    t.act({ type: 'digTreasure', player: 'A', pirate: 'teach' });
    t.draw('general-pardon');
    expect(t.last('generalPardon')).toMatchObject({ appearance: 3, effect: 'gameEnds' });
    expect(t.pending.kind).toBe('over');
    expect(t.ev('treasureDig')).toEqual([]);
    expect(t.state.discard['buried-treasure']).toBe(1);
    expect(conservationViolations(t.state)).toEqual([]);
  });
});
