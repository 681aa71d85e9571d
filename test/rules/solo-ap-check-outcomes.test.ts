import { describe, it, expect } from 'vitest';
import { deckSize, refusal, type Table } from './helpers.js';
import { solo, runUntil, SOLO_PIRATES } from './solo-helpers.js';

/**
 * 19.13 / 19.14: the System Player's check at each of Blackbeard's Actions (src/solo/ap-check.ts),
 * one card or piece at a time, every draw and roll forced: what each Anti-Pirate card does against
 * him (17.2), where it goes, and what the check leaves behind (4.65D card types).
 * Teach starts in Central America (borders West Caribbean and South America); Bath is an English
 * port of the Central Atlantic.
 */
const OFF = { cunning: false };
const MY_TURN = { player: 'A' as const, phase: 'play' as const, actionsCard: 'heavy-guns', actionsLeft: 2 };
const withTeach = (teach: Record<string, unknown>) => ({ ...SOLO_PIRATES, teach: { owner: 'A' as const, at: 'central-america', ...teach } });
const moveTo = (area: string) => ({ type: 'move' as const, player: 'A' as const, pirate: 'teach', to: { kind: 'sea' as const, area } });
const inPort = { type: 'inPortActivities' as const, player: 'A' as const, pirate: 'teach' };
const check = (card: string | null, effect: string, action = 'move', rule = '19.13') => ({ type: 'soloApCheck', rule, player: 'B', pirate: 'teach', action, card, effect });
const drawnEv = (card: string, mustPlay = false) => ({ type: 'cardDrawn', rule: '19.13', player: 'B', card, mustPlay, deck: 'hold' });
const playedEv = (card: string) => ({ type: 'cardPlayed', rule: '17.2', player: 'B', card, use: 'event', pirate: 'teach' });
const AP_EVENTS = new Set(['cardDrawn', 'soloApCheck', 'cardPlayed', 'kcDeployed', 'reshuffle']);

/** Teach at `at` (a Sea Area or a port) takes `action`; returns the table, the deck size before the draw. */
function drawAt(at: string, card: string, action: 'move' | 'inPort' = 'move', spec: Parameters<typeof solo>[0] = {}, teach: Record<string, unknown> = {}): { t: Table; before: number; events: unknown[] } {
  const t = solo({ options: OFF, turn: MY_TURN, ...spec, pirates: withTeach({ at, ...teach }) });
  t.act(action === 'move' ? moveTo(at === 'central-america' ? 'west-caribbean' : 'central-atlantic') : inPort);
  const before = deckSize(t.state);
  const events = t.draw(card).filter((e) => AP_EVENTS.has(e.type));
  return { t, before, events };
}

describe('19.13 / 17.2 #13: Local Resistance drawn against Blackbeard', () => {
  it('17.2 #13: in a port with a Pro-Pirate Governor it is played against that port (a die for the port)', () => {
    const { t, before, events } = drawAt('bath', 'local-resistance', 'inPort', { governors: { bath: 'pro' } });
    expect(events).toEqual([drawnEv('local-resistance'), check('local-resistance', 'played', 'inPortActivities'), playedEv('local-resistance')]);
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'event', spec: { kind: 'dice', count: 1, label: 'Local Resistance at Bath (17.2 #13)' } });
    expect(deckSize(t.state)).toBe(before - 1);
    expect(t.state.turn.apCardTypes).toEqual(['local-resistance']);
  });

  const noEffect = (at: string, action: 'move' | 'inPort', governors: Record<string, 'pro' | 'anti'>) => {
    const { t, before, events } = drawAt(at, 'local-resistance', action, { governors });
    expect(events).toEqual([drawnEv('local-resistance'), check('local-resistance', 'noEffect', action === 'move' ? 'move' : 'inPortActivities')]);
    expect(t.state.discard).toEqual({ 'heavy-guns': 1, 'local-resistance': 1 });
    expect(deckSize(t.state)).toBe(before - 1);
    expect(t.state.turn.apCardTypes).toEqual([]);
    expect(t.ev('cardPlayed')).toEqual([]);
  };
  it('17.2 #13: an Anti-Pirate Governor: no effect, discarded', () => noEffect('bath', 'move', { bath: 'anti' }));
  it('17.2 #13: no Governor: no effect, discarded', () => noEffect('bath', 'inPort', {}));
  it('17.2 #13: at sea (no port): no effect, discarded', () => noEffect('central-america', 'move', { bath: 'pro' }));
});

describe('19.13 / 17.2 #13: Local Resistance in a Pirate port', () => {
  it('17.2 #13: a Pirate port has no Governor to resist: no effect, discarded', () => {
    const { t, events } = drawAt('new-providence', 'local-resistance', 'inPort');
    expect(events).toEqual([drawnEv('local-resistance'), check('local-resistance', 'noEffect', 'inPortActivities')]);
    expect(t.state.discard['local-resistance']).toBe(1);
  });
});

describe('19.13 / 17.2 (Pirate Converts, RULINGS B47): the SP brings the Ex-Pirate KC into play', () => {
  it('at sea, with a Pirate Retired and no SP KC: the Ex-Pirate KC is placed in his Sea Area; the card is discarded', () => {
    const { t, before, events } = drawAt('central-america', 'pirate-converts', 'move', { retired: ['condent'] });
    expect(events).toEqual([
      drawnEv('pirate-converts'),
      check('pirate-converts', 'played'),
      { type: 'cardPlayed', rule: '17.2', player: 'B', card: 'pirate-converts', use: 'event' },
      { type: 'kcDeployed', rule: '17.2', player: 'B', kc: 'ex-pirate', area: 'central-america', speed: 3, combat: 9, exPirate: 'condent' },
    ]);
    expect(t.state.kcs).toEqual({ 'ex-pirate': { id: 'ex-pirate', owner: 'B', area: 'central-america' } });
    expect(t.state.discard).toEqual({ 'heavy-guns': 1, 'pirate-converts': 1 });
    expect(deckSize(t.state)).toBe(before - 1);
    expect(t.state.turn.apCardTypes).toEqual(['pirate-converts']);
    expect(t.pirate('teach').location).toEqual({ kind: 'sea', area: 'west-caribbean' });
  });

  it('In-Port: the Ex-Pirate KC is placed in the port\'s Sea Area (Bath: Central Atlantic)', () => {
    const { t, events } = drawAt('bath', 'pirate-converts', 'inPort', { retired: ['condent'] });
    expect(events.at(-1)).toMatchObject({ type: 'kcDeployed', kc: 'ex-pirate', area: 'central-atlantic' });
    expect(t.state.kcs['ex-pirate']).toEqual({ id: 'ex-pirate', owner: 'B', area: 'central-atlantic' });
  });

  const noEffect = (t: Table, events: unknown[]) => {
    expect(events).toEqual([drawnEv('pirate-converts'), check('pirate-converts', 'noEffect')]);
    expect(t.state.discard['pirate-converts']).toBe(1);
    expect(t.state.kcs['ex-pirate']).toBeUndefined();
    expect(t.state.turn.apCardTypes).toEqual([]);
  };
  it('no Pirate has Retired: no effect, discarded', () => {
    const { t, events } = drawAt('central-america', 'pirate-converts');
    noEffect(t, events);
  });
  it('the SP already has a KC (10.13: one per player): no effect, discarded', () => {
    const { t, events } = drawAt('central-america', 'pirate-converts', 'move', { retired: ['condent'], kcs: { matthews: { owner: 'B', area: 'india' } } });
    noEffect(t, events);
    expect(t.state.kcs['matthews']).toEqual({ id: 'matthews', owner: 'B', area: 'india' });
  });
  it('the Ex-Pirate KC has been removed from play: no effect, discarded', () => {
    const t = solo({ options: OFF, turn: MY_TURN, retired: ['condent'] });
    t.state = { ...t.state, kcsRemoved: ['ex-pirate'] };
    t.act(moveTo('west-caribbean'));
    const events = t.draw('pirate-converts').filter((e) => AP_EVENTS.has(e.type));
    noEffect(t, events);
  });
});

describe('19.13 / 17.2: the other Anti-Pirate cards drawn against him', () => {
  it('17.2 #4 / 18.41A: a Double Cross at an Action that is not a Retirement: no effect, discarded', () => {
    const { t, events } = drawAt('central-america', 'double-cross');
    expect(events).toEqual([drawnEv('double-cross'), check('double-cross', 'noEffect')]);
    expect(t.state.discard['double-cross']).toBe(1);
    expect(t.state.turn.apCardTypes).toEqual([]);
  });

  it('17.2 #4 / 18.41A: a Double Cross at his In-Port Activities (not a Retirement): no effect, discarded', () => {
    // Bath has a Pro-Pirate Governor and you hold a Letter of Marque: his In-Port Activities open at their Letter step (17.2 #12).
    const { t, events } = drawAt('bath', 'double-cross', 'inPort', { governors: { bath: 'pro' }, hands: { A: ['letter-of-marque'] } });
    expect(events).toEqual([drawnEv('double-cross'), check('double-cross', 'noEffect', 'inPortActivities')]);
    expect(t.state.discard['double-cross']).toBe(1);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'inPort' });
  });

  it('17.2: a Mutiny Conspiracy is played In-Port too (always)', () => {
    const { t, events } = drawAt('bath', 'mutiny-conspiracy', 'inPort');
    expect(events).toEqual([drawnEv('mutiny-conspiracy'), check('mutiny-conspiracy', 'played', 'inPortActivities'), playedEv('mutiny-conspiracy')]);
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'event', spec: { kind: 'dice', count: 2, label: 'Mutiny Conspiracy: 2d6 against Edward Teach ("Blackbeard")\'s Loyalty (17.2 #15)' } });
    expect(t.state.turn.apCardTypes).toEqual(['mutiny-conspiracy']);
    t.roll(3, 3); // 6, not above his Loyalty 7
    expect(t.last('mutinyConspiracy')).toEqual({ type: 'mutinyConspiracy', rule: '17.2', player: 'B', pirate: 'teach', roll: { dice: [3, 3], total: 6, loyalty: 7 }, outcome: 'none' });
  });

  it('17.2: a Scurvy Outbreak at sea is played', () => {
    const { t, before, events } = drawAt('central-america', 'scurvy-outbreak');
    expect(events).toEqual([drawnEv('scurvy-outbreak'), check('scurvy-outbreak', 'played'), playedEv('scurvy-outbreak')]);
    expect(deckSize(t.state)).toBe(before - 1);
    expect(t.state.turn.apCardTypes).toEqual(['scurvy-outbreak']);
    expect(t.pirate('teach').scurvy).toBe(true);
  });
  it('17.2: a Scurvy Outbreak In-Port: no effect, discarded', () => {
    const { t, events } = drawAt('bath', 'scurvy-outbreak', 'inPort');
    expect(events).toEqual([drawnEv('scurvy-outbreak'), check('scurvy-outbreak', 'noEffect', 'inPortActivities')]);
    expect(t.state.discard['scurvy-outbreak']).toBe(1);
    expect(t.pirate('teach').scurvy).toBe(false);
  });
  it('17.2: a Scurvy Outbreak against a Pirate already Scurvied: no effect, discarded', () => {
    const { t, events } = drawAt('central-america', 'scurvy-outbreak', 'move', {}, { scurvy: true });
    expect(events).toEqual([drawnEv('scurvy-outbreak'), check('scurvy-outbreak', 'noEffect')]);
    expect(t.state.discard['scurvy-outbreak']).toBe(1);
    expect(t.state.turn.apCardTypes).toEqual([]);
  });

  it('17.2: a Wear and Tear at sea is played', () => {
    const { t, events } = drawAt('central-america', 'wear-and-tear');
    expect(events).toEqual([drawnEv('wear-and-tear'), check('wear-and-tear', 'played'), playedEv('wear-and-tear')]);
    expect(t.state.turn.apCardTypes).toEqual(['wear-and-tear']);
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'event', spec: { kind: 'dice', count: 1, label: 'Wear and Tear roll (17.2 #22)' } });
    t.roll(3);
    expect(t.last('wearAndTear')).toEqual({ type: 'wearAndTear', rule: '17.2', pirate: 'teach', roll: 3, speedHits: 1 });
    expect(t.last('damaged')).toMatchObject({ pirate: 'teach', track: 'speed', hits: 1, value: 4 });
  });
  it('17.2: a Wear and Tear In-Port: no effect, discarded', () => {
    const { t, events } = drawAt('bath', 'wear-and-tear', 'inPort');
    expect(events).toEqual([drawnEv('wear-and-tear'), check('wear-and-tear', 'noEffect', 'inPortActivities')]);
    expect(t.state.discard['wear-and-tear']).toBe(1);
  });

  it('4.65D: a card type already played this Player-Turn has no effect the second time', () => {
    const { t } = drawAt('central-america', 'wear-and-tear', 'move', { turn: { ...MY_TURN, actionsLeft: 3 } });
    runUntil(t, (x) => x.pending.kind === 'decision' && x.pending.frame === 'turn');
    t.act(moveTo('central-america'));
    const before = t.state.discard['wear-and-tear'] ?? 0;
    const events = t.draw('wear-and-tear').filter((e) => AP_EVENTS.has(e.type));
    expect(events).toEqual([drawnEv('wear-and-tear'), check('wear-and-tear', 'noEffect')]);
    expect(t.state.discard['wear-and-tear']).toBe(before + 1);
    expect(t.state.turn.apCardTypes).toEqual(['wear-and-tear']);
  });
});

describe('19.13 / 6.42: a Warship Sighting that cannot be used', () => {
  it('In-Port: no Warship is placed, the card is discarded', () => {
    const { t, events } = drawAt('bath', 'warship-sighting', 'inPort');
    expect(events).toEqual([drawnEv('warship-sighting'), check('warship-sighting', 'noEffect', 'inPortActivities')]);
    expect(t.state.warships).toEqual({});
    expect(t.state.discard['warship-sighting']).toBe(1);
    expect(t.state.turn.apCardTypes).toEqual([]);
  });
  it('a Warship already in his Sea Area (one per Sea Area): no effect', () => {
    const { t, events } = drawAt('central-america', 'warship-sighting', 'move', { warships: { 'central-america': 'warship-light' } });
    expect(events).toEqual([drawnEv('warship-sighting'), check('warship-sighting', 'noEffect')]);
    expect(t.state.warships).toEqual({ 'central-america': 'warship-light' });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'turn' });
  });
  it('no Warship left in the pool: no effect', () => {
    const t = solo({ options: OFF, turn: MY_TURN });
    t.state = { ...t.state, warshipPool: {} };
    t.act(moveTo('west-caribbean'));
    const events = t.draw('warship-sighting').filter((e) => AP_EVENTS.has(e.type));
    expect(events).toEqual([drawnEv('warship-sighting'), check('warship-sighting', 'noEffect')]);
    expect(t.state.warships).toEqual({});
  });
  it('19.13: placed On Station, its type counts as played this Player-Turn (4.65D, 6.42)', () => {
    const { t, events } = drawAt('central-america', 'warship-sighting', 'move', { options: { ...OFF, warshipSightingLimit: 'perTurn' } });
    expect(events).toEqual([drawnEv('warship-sighting'), check('warship-sighting', 'onStation')]);
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'warship' } });
    const placed = t.draw('warship-medium');
    expect(placed).toEqual([
      { type: 'warshipPlaced', rule: '19.13', player: 'B', area: 'central-america', warship: 'warship-medium', speed: expect.any(Number), combat: expect.any(Number) },
      { type: 'warshipOnStation', rule: '19.13', area: 'central-america' },
      ...placed.slice(2),
    ]);
    expect(t.state.turn.apCardTypes).toEqual(['warship-sighting']);
    expect(t.state.discard['warship-sighting']).toBe(1);
  });
});

describe('19.13 / 17.2 #2: Debauchery & Revelry', () => {
  it('at sea: no effect, discarded', () => {
    const { t, events } = drawAt('central-america', 'debauchery-and-revelry');
    expect(events).toEqual([drawnEv('debauchery-and-revelry'), check('debauchery-and-revelry', 'noEffect')]);
    expect(t.state.discard['debauchery-and-revelry']).toBe(1);
    expect(t.pirate('teach').dr).toBeNull();
  });
  it('In-Port with a D&R marker already: no effect, discarded', () => {
    const { t, events } = drawAt('bath', 'debauchery-and-revelry', 'move', {}, { dr: 'voluntary' });
    expect(events).toEqual([drawnEv('debauchery-and-revelry'), check('debauchery-and-revelry', 'noEffect')]);
    expect(t.state.discard['debauchery-and-revelry']).toBe(1);
  });
  it('the SP holds it while his Action goes on; it counts against its type once it strikes (4.65D, R33)', () => {
    const { t, before, events } = drawAt('bath', 'debauchery-and-revelry', 'inPort');
    expect(events).toEqual([drawnEv('debauchery-and-revelry'), check('debauchery-and-revelry', 'deferred', 'inPortActivities')]);
    expect(t.hand('B')).toContain('debauchery-and-revelry');
    expect(t.state.turn.apCardTypes).toEqual([]);
    expect(deckSize(t.state)).toBe(before - 1);
    const after = t.act({ type: 'pass', player: 'A' }).filter((e) => AP_EVENTS.has(e.type));
    expect(after).toEqual([check('debauchery-and-revelry', 'played', 'inPortActivities'), playedEv('debauchery-and-revelry')]);
    expect(t.state.turn.apCardTypes).toEqual(['debauchery-and-revelry']);
    expect(t.hand('B')).not.toContain('debauchery-and-revelry');
    expect(t.pirate('teach').dr).toBe('involuntary');
  });
  it('drawn at his Move out of port: he is at sea once the Action is complete, so it has no effect and is discarded', () => {
    const t = solo({ options: OFF, turn: MY_TURN, pirates: withTeach({ at: 'bath' }) });
    t.act(moveTo('central-atlantic'));
    const handBefore = t.hand('B');
    const events = t.draw('debauchery-and-revelry');
    expect(t.pirate('teach').location).toEqual({ kind: 'sea', area: 'central-atlantic' });
    expect(events.filter((e) => AP_EVENTS.has(e.type))).toEqual([
      drawnEv('debauchery-and-revelry'),
      check('debauchery-and-revelry', 'deferred'),
      check('debauchery-and-revelry', 'noEffect'),
    ]);
    expect(t.pirate('teach').dr).toBeNull();
    expect(t.hand('B')).toEqual(handBefore);
    expect(t.state.discard['debauchery-and-revelry']).toBe(1);
    expect(t.state.turn.apCardTypes).toEqual([]); // R33: a card of no effect was not played (4.65D)
  });
  it('R33 / 4.65D: a held D&R that struck nothing was not played, so back In-Port in the same Player-Turn the next one drawn strikes', () => {
    const t = solo({ options: OFF, turn: { ...MY_TURN, actionsLeft: 3 }, pirates: withTeach({ at: 'bath' }) });
    t.act(moveTo('central-atlantic'));
    t.draw('debauchery-and-revelry'); // held, then no effect: he is at sea
    t.act({ type: 'move', player: 'A', pirate: 'teach', to: { kind: 'port', port: 'bath' } });
    t.draw('heavy-guns'); // no effect on his Move
    expect(t.pirate('teach').location).toEqual({ kind: 'port', port: 'bath' });
    t.act(inPort);
    const events = t.draw('debauchery-and-revelry').filter((e) => AP_EVENTS.has(e.type));
    expect(events).toEqual([drawnEv('debauchery-and-revelry'), check('debauchery-and-revelry', 'deferred', 'inPortActivities')]);
    t.act({ type: 'pass', player: 'A' });
    expect(t.pirate('teach').dr).toBe('involuntary');
    expect(t.state.turn.apCardTypes).toEqual(['debauchery-and-revelry']);
  });
});

describe('19.13: the Hold deck runs out', () => {
  it('B54: an empty Hold deck with discards is reshuffled first, then the card is drawn', () => {
    const t = solo({ options: OFF, turn: MY_TURN });
    const s = t.state;
    const discard: Record<string, number> = { ...s.discard };
    for (const [id, n] of Object.entries(s.deck)) discard[id] = (discard[id] ?? 0) + n;
    t.state = { ...s, deck: {}, discard };
    const n = deckSize(s) + 1; // the deck and the Actions card
    t.act(moveTo('west-caribbean'));
    expect(t.last('soloDeckReshuffled')).toMatchObject({ rule: '19.3', deck: 'hold', ruling: 'B54' });
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'event' } });
    expect(deckSize(t.state)).toBe(n - (t.state.discard['general-pardon'] ?? 0));
    t.draw('heavy-guns');
    expect(t.last('soloApCheck')).toMatchObject({ card: 'heavy-guns', effect: 'noEffect' });
  });
  it('19.13: no Hold card at all to draw: the check has no card', () => {
    const t = solo({ options: OFF, turn: MY_TURN });
    t.state = { ...t.state, deck: {}, discard: {} };
    t.act(moveTo('west-caribbean'));
    expect(t.ev('soloApCheck')).toEqual([check(null, 'noCard')]);
    expect(t.pirate('teach').location).toEqual({ kind: 'sea', area: 'west-caribbean' });
  });
  it('the draw is a 17.2 chance: anything else is refused citing 17.2', () => {
    const t = solo({ options: OFF, turn: MY_TURN });
    t.act(moveTo('west-caribbean'));
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ code: 'chance-expected', rule: '17.2' });
  });
});

describe('19.13 / 10.3: the SP KC\'s Reaction', () => {
  it('10.31: a KC in his own Sea Area Reacts without moving', () => {
    const t = solo({ options: OFF, turn: MY_TURN, kcs: { matthews: { owner: 'B', area: 'central-america' } } });
    t.act(moveTo('west-caribbean'));
    expect(t.ev('soloApCheck')).toEqual([check(null, 'kcReaction')]);
    expect(t.last('kcReaction')).toEqual({ type: 'kcReaction', rule: '10.3', player: 'B', kc: 'matthews', pirate: 'teach', area: 'central-america', moved: false });
    expect(t.state.kcs['matthews']?.area).toBe('central-america');
    expect(t.state.turn.actionKcReaction).toBe(true);
    expect(t.ev('cardDrawn')).toEqual([]);
  });
  it('RULINGS B38: not in the Player-Turn he was deployed: the card is drawn instead', () => {
    const t = solo({ options: OFF, turn: MY_TURN, kcs: { matthews: { owner: 'B', area: 'central-america' } } });
    t.state = { ...t.state, pirates: { ...t.state.pirates, teach: { ...t.pirate('teach'), deployedTurn: 1 } } };
    t.act(moveTo('west-caribbean'));
    expect(t.ev('kcReaction')).toEqual([]);
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'event' } });
  });
  it('10.31: an Action KCs do not React to (a dig): the card is drawn instead', () => {
    const t = solo({ options: OFF, turn: MY_TURN, kcs: { matthews: { owner: 'B', area: 'west-caribbean' } }, pirates: withTeach({ at: 'south-america', buriedTreasure: true }) });
    t.state = { ...t.state, pirates: { ...t.state.pirates, teach: { ...t.pirate('teach'), location: { kind: 'sea', area: 'west-caribbean' } } } };
    t.act({ type: 'digTreasure', player: 'A', pirate: 'teach' });
    expect(t.ev('kcReaction')).toEqual([]);
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'event' } });
  });
  it('10.31: In-Port he is out of the KC\'s reach: the card is drawn instead', () => {
    const t = solo({ options: OFF, turn: MY_TURN, kcs: { matthews: { owner: 'B', area: 'central-atlantic' } }, pirates: withTeach({ at: 'bath' }) });
    t.act(moveTo('central-atlantic'));
    expect(t.ev('kcReaction')).toEqual([]);
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'event' } });
  });
});

describe('19.14: the KC deployment from NP 12', () => {
  it('10.13: the SP already has a KC out of reach: no deployment, the card is drawn', () => {
    const t = solo({ options: OFF, turn: MY_TURN, kcs: { matthews: { owner: 'B', area: 'india' } }, pirates: withTeach({ np: 12 }) });
    t.act(moveTo('west-caribbean'));
    expect(t.ev('soloApCheck')).toEqual([]);
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'event' } });
  });
  it('10.12: no KC left to deploy: the card is drawn', () => {
    const t = solo({ options: OFF, turn: MY_TURN, pirates: withTeach({ np: 12 }) });
    t.state = { ...t.state, kcPool: [] };
    t.act(moveTo('west-caribbean'));
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'event' } });
  });
  it('19.14: the try is the SP\'s, with his Move\'s answer (10.12: 3d6 below NP, then the KC drawn)', () => {
    const t = solo({ options: OFF, turn: MY_TURN, pirates: withTeach({ np: 12 }) });
    t.act(moveTo('west-caribbean'));
    expect(t.ev('soloApCheck')).toEqual([check(null, 'kcDeploy', 'move', '19.14')]);
    expect(t.state.solo?.kcTurn).toBe(1);
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'kc', spec: { kind: 'dice', count: 3 } });
  });
});

describe('19.13 / 10.33: escaping the SP KC that Reacted to his Move', () => {
  it('10.33: escaped, the Move is not cancelled: he completes it (the KC that moved has -1)', () => {
    const t = solo({ options: { ...OFF, kcEscapeCancelsAction: true }, turn: MY_TURN, kcs: { matthews: { owner: 'B', area: 'west-caribbean' } } });
    t.act(moveTo('south-america'));
    t.act({ type: 'fightOrEscape', player: 'A', pirate: 'teach', choice: 'escape' });
    t.roll(1); // the KC: 1 + Speed 3 - 1 (moved) = 3
    t.roll(6); // Teach: 6 + 5 = 11
    expect(t.last('escapeAttempt')).toMatchObject({ rule: '10.33', kc: 'matthews', warship: { die: 1, speed: 3, moved: -1, total: 3 }, outcome: 'escaped' });
    expect(t.ev('actionCancelled')).toEqual([]);
    expect(t.last('moved')).toMatchObject({ rule: '7.11', pirate: 'teach', from: 'central-america', to: 'south-america' });
    expect(t.pirate('teach').location).toEqual({ kind: 'sea', area: 'south-america' });
  });
});

describe('19.13 / 17.2 #4 / 18.41A: a Double Cross drawn at his Retirement with a Letter of Marque', () => {
  it('17.2 #4: it is played against him (a die for the trial), and its type counts as played (4.65D)', () => {
    const t = solo({ options: OFF, turn: MY_TURN, governors: { virginia: 'pro' }, pirates: withTeach({ at: 'virginia', np: 60, netWorth: 1000, letterOfMarque: 'english' }) });
    t.act({ type: 'retire', player: 'A', pirate: 'teach', method: 'letterOfMarque' });
    const before = deckSize(t.state);
    const events = t.draw('double-cross').filter((e) => AP_EVENTS.has(e.type));
    expect(events).toEqual([drawnEv('double-cross'), check('double-cross', 'played', 'retire'), playedEv('double-cross')]);
    expect(t.state.turn.apCardTypes).toEqual(['double-cross']);
    expect(deckSize(t.state)).toBe(before - 1);
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'event', spec: { kind: 'dice', count: 1 } });
  });
});
