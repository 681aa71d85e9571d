import { describe, it, expect } from 'vitest';
import { describePending, type PlayerId } from '../../src/index.js';
import { scenario, sea, refusal, FIVE_MERCHANTS, conspiracyAgainstLow, type Table } from './helpers.js';
import { solo, runUntil, SOLO_PIRATES } from './solo-helpers.js';

/**
 * Rule outcomes of 17.2 #20 Storms at Sea (RULINGS B5, B44) and 17.2 #19 Skull and Crossbones
 * (RULINGS B53, 9.62) that no other test read: the events with their rule, the roll labels, the
 * order of the rolls, the decision of option bermudaStormOneArea, the cards put back, the Cunning
 * paid (docs/coverage.md, "Mutation testing").
 */

/** Player A at the start of his Player-Turn holding 3 cards, so the next draw is the Event (4-player game). */
function drawing(spec: Record<string, unknown>): Table {
  return scenario({ players: 4, turn: { phase: 'start' }, hands: { A: ['wear-and-tear', 'wear-and-tear', 'wear-and-tear'] }, merchants: FIVE_MERCHANTS, ...spec });
}

/** The label of the chance node now pending (what the player is told he rolls). */
function label(t: Table): string {
  const p = t.pending;
  return p.kind === 'chance' ? p.spec.label : `no chance node: ${JSON.stringify(p)}`;
}

const count = (r: Record<string, number>, id: string): number => r[id] ?? 0;

describe('17.2 #20 Storms at Sea', () => {
  it('17.2 #20: the D66 is announced as the Storm roll; any other action there is refused under 17.2', () => {
    const t = drawing({});
    t.draw('storms-at-sea');
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'event', spec: { kind: 'd66' } });
    expect(label(t)).toBe('D66 for the Storm (17.2 #20)');
    expect(refusal(t, { type: 'endTurn', player: 'A' })).toMatchObject({ code: 'chance-expected', rule: '17.2' });
  });

  it('17.2 #20 / B44: D66 45 (Bermuda) names the port and both Sea Areas; the Merchants there go back to the pool, port by port, a face-up one by its type (8.21)', () => {
    const t = drawing({ merchants: { ...FIVE_MERCHANTS, bath: { type: 'sloop', faceUp: true }, curacao: { type: 'schooner' } } });
    t.draw('storms-at-sea');
    const pool = { ...t.state.merchantPool };
    t.clear();
    t.locator(45);
    expect(t.events).toEqual([
      { type: 'storm', rule: '17.2', d66: [4, 5], port: 'bermuda', areas: ['north-atlantic', 'central-atlantic'] },
      { type: 'stormStrikes', rule: '17.2', areas: ['north-atlantic', 'central-atlantic'], transitBoxes: [] },
      { type: 'merchantRemoved', rule: '17.2', port: 'bath', merchant: 'sloop', cause: 'storm' },
      { type: 'merchantRemoved', rule: '17.2', port: 'boston', cause: 'storm' },
      { type: 'merchantRemoved', rule: '17.2', port: 'new-york', cause: 'storm' },
      { type: 'merchantRemoved', rule: '17.2', port: 'philadelphia', cause: 'storm' },
      { type: 'merchantRemoved', rule: '17.2', port: 'virginia', cause: 'storm' },
    ]);
    expect(Object.keys(t.state.merchants).sort()).toEqual(['bombay', 'curacao']);
    expect(count(t.state.merchantPool, 'flute')).toBe(count(pool, 'flute') + 4);
    expect(count(t.state.merchantPool, 'sloop')).toBe(count(pool, 'sloop') + 1);
  });

  it('17.2 #20: a Storm where there is nothing to roll for ends at once; the card is discarded and A goes on drawing', () => {
    const t = drawing({ kcs: { ogle: { owner: 'B', area: 'india' } }, pirates: { vane: { owner: 'B', at: 'martinique' }, low: { owner: 'C', at: 'west-caribbean' } } });
    t.draw('storms-at-sea');
    t.clear();
    t.locator(32); // Martinique: the East Caribbean, with no Transit Box
    expect(t.events).toEqual([
      { type: 'storm', rule: '17.2', d66: [3, 2], port: 'martinique', areas: ['east-caribbean'] },
      { type: 'stormStrikes', rule: '17.2', areas: ['east-caribbean'], transitBoxes: [] },
    ]);
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'turn', spec: { kind: 'draw', pool: 'event' } });
    expect(t.state.discard['storms-at-sea']).toBe(1);
    expect(t.state.kcs.ogle?.area).toBe('india');
  });

  it('17.2 #20: the card\'s player rolls 2d6 for each Warship, then a die for each Pirate at sea, then for each KC; each roll is labelled and reported', () => {
    const t = drawing({
      warships: { 'north-atlantic': 'warship-medium', 'central-atlantic': 'warship-heavy' },
      kcs: { ogle: { owner: 'B', area: 'central-atlantic' }, rhett: { owner: 'C', area: 'india' } },
      pirates: { vane: { owner: 'B', at: 'north-atlantic', speed: 5 }, low: { owner: 'C', at: 'central-atlantic', speed: 5 }, kidd: { owner: 'D', at: 'bath', speed: 5 } },
    });
    t.draw('storms-at-sea');
    const pool = { ...t.state.warshipPool };
    t.locator(45);
    t.clear();
    expect(label(t)).toBe('2d6 against the Warship in North Atlantic (17.2 #20)');
    expect(t.roll(6, 2)).toEqual([{ type: 'stormWarship', rule: '17.2', area: 'north-atlantic', warship: 'warship-medium', roll: { dice: [6, 2], total: 8, combat: 7 }, removed: true }]);
    expect(label(t)).toBe('2d6 against the Warship in Central Atlantic (17.2 #20)');
    // 9 is not higher than the heavy Warship's Combat 9: it stays On Station.
    expect(t.roll(5, 4)).toEqual([{ type: 'stormWarship', rule: '17.2', area: 'central-atlantic', warship: 'warship-heavy', roll: { dice: [5, 4], total: 9, combat: 9 }, removed: false }]);
    expect(t.state.warships).toEqual({ 'central-atlantic': 'warship-heavy' });
    expect(count(t.state.warshipPool, 'warship-medium')).toBe(count(pool, 'warship-medium') + 1);
    expect(count(t.state.warshipPool, 'warship-heavy')).toBe(count(pool, 'warship-heavy'));
    // The Pirates at sea (Kidd is In-Port at Bath), in a stable order: Low, then Vane.
    expect(label(t)).toBe('Storm roll for Edward "Ned" Low (17.2 #20)');
    expect(t.roll(2)).toEqual([
      { type: 'stormPirate', rule: '17.2', pirate: 'low', roll: { die: 2, transit: 0, total: 2 }, speedHits: 1, sunk: false, drawer: 'A' },
      { type: 'damaged', rule: '17.2', pirate: 'low', track: 'speed', hits: 1, value: 4 },
    ]);
    expect(label(t)).toBe('Storm roll for Charles Vane (17.2 #20)');
    expect(t.roll(6)).toEqual([
      { type: 'stormPirate', rule: '17.2', pirate: 'vane', roll: { die: 6, transit: 0, total: 6 }, speedHits: 3, sunk: false, drawer: 'A' },
      { type: 'damaged', rule: '17.2', pirate: 'vane', track: 'speed', hits: 3, value: 2 },
    ]);
    // Then the KC in the stormed Area (Rhett in India is not rolled for): a 5 keeps him there.
    expect(label(t)).toBe('Storm roll for Chaloner Ogle (17.2 #20)');
    expect(t.roll(5)).toEqual([{ type: 'stormKc', rule: '17.2', kc: 'ogle', roll: 5, removed: false }]);
    expect(t.state.kcs.ogle?.area).toBe('central-atlantic');
    expect(t.state.kcs.rhett?.area).toBe('india');
    expect(t.pirate('kidd').speed).toBe(5);
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'turn', spec: { kind: 'draw', pool: 'event' } });
    expect(t.state.discard['storms-at-sea']).toBe(1);
  });

  it('17.2 #20 / B44: a Storm in the North Atlantic (D66 11, Boston) removes the Merchant at Bermuda too, which lies in both Atlantic Areas', () => {
    const t = drawing({ merchants: { ...FIVE_MERCHANTS, bermuda: { type: 'sloop' }, curacao: { type: 'schooner' } } });
    t.draw('storms-at-sea');
    t.clear();
    t.locator(11);
    expect(t.events.filter((e) => e.type === 'merchantRemoved').map((e) => e.port)).toEqual(['bermuda', 'boston', 'new-york', 'philadelphia']);
    expect(Object.keys(t.state.merchants).sort()).toEqual(['bombay', 'curacao', 'virginia']);
  });

  it('17.2 #20: two KCs in the stormed Area are rolled for in a stable order (by name: Ogle, then Rhett), whatever order they were placed in', () => {
    const t = drawing({ kcs: { rhett: { owner: 'C', area: 'central-atlantic' }, ogle: { owner: 'B', area: 'central-atlantic' } } });
    t.draw('storms-at-sea');
    t.locator(45);
    expect(label(t)).toBe('Storm roll for Chaloner Ogle (17.2 #20)');
    expect(t.roll(1)).toEqual([{ type: 'stormKc', rule: '17.2', kc: 'ogle', roll: 1, removed: true }]);
    expect(label(t)).toBe('Storm roll for William Rhett (17.2 #20)');
    expect(t.roll(6)).toEqual([{ type: 'stormKc', rule: '17.2', kc: 'rhett', roll: 6, removed: false }]);
  });

  it('17.2 #20 / 6.25: a 7 sinks the ship, the sinking citing the Storm; the Pirate is Eliminated (18.12B)', () => {
    const t = drawing({ pirates: { vane: { owner: 'B', at: 'south-america-gold-coast', np: 3 } } });
    t.draw('storms-at-sea');
    t.locator(52);
    expect(t.roll(6)).toEqual([
      { type: 'stormPirate', rule: '17.2', pirate: 'vane', roll: { die: 6, transit: 1, total: 7 }, speedHits: 0, sunk: true, drawer: 'A' },
      { type: 'shipSunk', rule: '6.25', pirate: 'vane', cause: '17.2' },
      { type: 'pirateEliminated', rule: '6.25', pirate: 'vane', player: 'B', cause: 'sunk', vp: 3, scoring: '18.12B' },
    ]);
  });

  it('17.2 #20 / RULINGS B5 (option plus2AffectsRatingForNpAndStorm): the Warship is tested against Combat 7 + 2, so an 8 leaves it On Station', () => {
    const t = drawing({ options: { plus2AffectsRatingForNpAndStorm: true }, warships: { 'east-caribbean': 'warship-medium' } });
    t.draw('storms-at-sea');
    t.locator(32);
    expect(t.roll(4, 4)).toEqual([{ type: 'stormWarship', rule: '17.2', area: 'east-caribbean', warship: 'warship-medium', roll: { dice: [4, 4], total: 8, combat: 9 }, removed: false }]);
    expect(t.state.warships['east-caribbean']).toBe('warship-medium');
  });

  it('B44 option bermudaStormOneArea: at Bermuda the card\'s player picks one of its two Sea Areas; only that one is struck', () => {
    const t = drawing({ options: { bermudaStormOneArea: true }, pirates: { vane: { owner: 'B', at: 'north-atlantic', speed: 5 }, low: { owner: 'C', at: 'central-atlantic', speed: 5 } } });
    t.draw('storms-at-sea');
    t.clear();
    t.locator(45);
    expect(t.events).toEqual([{ type: 'storm', rule: '17.2', d66: [4, 5], port: 'bermuda', areas: ['north-atlantic', 'central-atlantic'] }]);
    expect(t.pending).toEqual({ kind: 'decision', player: 'A', frame: 'event', rule: '17.2' });
    expect(t.legal()).toEqual([
      { type: 'chooseStormArea', player: 'A', area: 'north-atlantic' },
      { type: 'chooseStormArea', player: 'A', area: 'central-atlantic' },
    ]);
    expect(refusal(t, { type: 'chooseStormArea', player: 'B', area: 'north-atlantic' })).toMatchObject({ code: 'not-your-decision' });
    expect(refusal(t, { type: 'chooseStormArea', player: 'A', area: 'india' })).toMatchObject({ code: 'illegal-action', rule: '17.2' });
    t.clear();
    t.act({ type: 'chooseStormArea', player: 'A', area: 'central-atlantic' });
    expect(t.events).toEqual([
      { type: 'stormStrikes', rule: '17.2', areas: ['central-atlantic'], transitBoxes: [] },
      { type: 'merchantRemoved', rule: '17.2', port: 'virginia', cause: 'storm' },
    ]);
    expect(label(t)).toBe('Storm roll for Edward "Ned" Low (17.2 #20)');
    t.roll(6);
    expect(t.ev('stormPirate').map((e) => e.pirate)).toEqual(['low']);
    expect(t.pirate('vane').speed).toBe(5);
    expect(Object.keys(t.state.merchants).sort()).toEqual(['bombay', 'boston', 'new-york', 'philadelphia']);
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'turn', spec: { kind: 'draw' } });
  });

  it('19.4: a Storm that rolls for a Pirate still brings the Merchants back up to 10 once its rolls are done', () => {
    const t = solo({ turn: { player: 'B', phase: 'start' }, pirates: { ...SOLO_PIRATES, teach: { owner: 'A', at: 'gold-coast', speed: 5 } } });
    t.draw('storms-at-sea');
    t.locator(46); // Cape Coast: the Gold Coast, where Blackbeard is
    expect(label(t)).toBe('Storm roll for Edward Teach ("Blackbeard") (17.2 #20)');
    expect(t.roll(1)).toEqual([
      { type: 'stormPirate', rule: '17.2', pirate: 'teach', roll: { die: 1, transit: 0, total: 1 }, speedHits: 1, sunk: false, drawer: 'B' },
      { type: 'damaged', rule: '17.2', pirate: 'teach', track: 'speed', hits: 1, value: 4 },
    ]);
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'placeMerchants', spec: { kind: 'draw', pool: 'merchant' } });
    runUntil(t, (x) => Object.keys(x.state.merchants).length === 10);
    expect(t.ev('merchantPlaced').map((e) => e.rule)).toEqual(['19.4', '19.4']);
  });

  it('B44 option bermudaStormOneArea: a port on one Sea Area asks nothing', () => {
    const t = drawing({ options: { bermudaStormOneArea: true }, pirates: { vane: { owner: 'B', at: 'east-caribbean' } } });
    t.draw('storms-at-sea');
    t.locator(32);
    expect(t.last('stormStrikes')).toEqual({ type: 'stormStrikes', rule: '17.2', areas: ['east-caribbean'], transitBoxes: [] });
    expect(label(t)).toBe('Storm roll for Charles Vane (17.2 #20)');
  });
});

describe('17.2 #19 Skull and Crossbones (RULINGS B53)', () => {
  /**
   * C's turn: Teach (C) moves; A plays Local Resistance against Bath, where Low and Vane (B) and
   * Bonnet (D) are In-Port. B and D each hold Skull and Crossbones.
   */
  function resisted(more: { pirates?: Record<string, unknown>; hands?: Record<string, string[]> } = {}): Table {
    const t = scenario({
      players: 4,
      turn: { player: 'C', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      governors: { bath: 'pro' },
      hands: { A: ['local-resistance'], B: ['skull-and-crossbones'], D: ['skull-and-crossbones', 'fair-winds'], ...more.hands },
      pirates: {
        teach: { owner: 'C', at: 'north-atlantic', cunning: 1 },
        low: { owner: 'B', at: 'bath', cunning: 1 },
        vane: { owner: 'B', at: 'bath', cunning: 2 },
        bonnet: { owner: 'D', at: 'bath', cunning: 1 },
        kidd: { owner: 'A', at: 'central-atlantic', cunning: 1 },
        ...more.pirates,
      },
    });
    t.exact({ type: 'move', player: 'C', pirate: 'teach', to: sea('central-atlantic') });
    t.exact({ type: 'pass', player: 'D' });
    t.exact({ type: 'playEvent', player: 'A', card: 'local-resistance', port: 'bath' });
    return t;
  }

  it('B53: Local Resistance is played against every Pirate In-Port there: their owners are asked in Player Order from the Pirate Player, each for his own Pirates', () => {
    const t = resisted();
    expect(t.pending).toEqual({ kind: 'decision', player: 'D', frame: 'window', rule: '4.63' });
    expect(t.legal()).toEqual([{ type: 'playEvent', player: 'D', card: 'skull-and-crossbones', pirate: 'bonnet' }, { type: 'pass', player: 'D' }]);
    t.exact({ type: 'pass', player: 'D' });
    expect(t.pending).toEqual({ kind: 'decision', player: 'B', frame: 'window', rule: '4.63' });
    expect(t.legal()).toEqual([
      { type: 'playEvent', player: 'B', card: 'skull-and-crossbones', pirate: 'low' },
      { type: 'playEvent', player: 'B', card: 'skull-and-crossbones', pirate: 'vane' },
      { type: 'pass', player: 'B' },
    ]);
  });

  it('B53: a Pirate In-Port elsewhere (Bonnet at Charleston) is no target of Local Resistance against Bath: D is not asked, B is', () => {
    const t = resisted({ pirates: { bonnet: { owner: 'D', at: 'charleston', cunning: 1 } } });
    expect(t.pending).toEqual({ kind: 'decision', player: 'B', frame: 'window', rule: '4.63' });
    expect(t.state.stack.at(-1)).toMatchObject({ kind: 'window', order: ['B'] });
  });

  it('17.2 #19 / B53: negating Local Resistance puts it back in the deck (not the discards); Skull and Crossbones is discarded and the chosen Pirate pays 1 Cunning', () => {
    const t = resisted();
    const deck = count(t.state.deck, 'local-resistance');
    const governor = t.state.governors.bath;
    t.exact({ type: 'pass', player: 'D' });
    t.clear();
    t.exact({ type: 'playEvent', player: 'B', card: 'skull-and-crossbones', pirate: 'vane' });
    expect(t.events).toEqual([
      { type: 'cardPlayed', rule: '17.2', player: 'B', card: 'skull-and-crossbones', use: 'event', pirate: 'vane', cunningLeft: 1 },
      { type: 'cardNegated', rule: '17.2', player: 'B', pirate: 'vane', card: 'local-resistance', by: 'skull-and-crossbones' },
    ]);
    expect(count(t.state.deck, 'local-resistance')).toBe(deck + 1);
    expect(count(t.state.discard, 'local-resistance')).toBe(0);
    expect(count(t.state.discard, 'skull-and-crossbones')).toBe(1);
    expect(t.hand('B')).toEqual([]);
    expect(t.pirate('vane').cunning).toBe(1);
    expect(t.pirate('low').cunning).toBe(1);
    // The card is gone: its window is closed, the Move's Anti-Pirate window goes on.
    expect(t.state.stack.map((f) => f.kind)).toEqual(['turn', 'move', 'window']);
    expect(t.state.governors.bath).toBe(governor);
  });

  it('B53: a Pirate of the same owner with no Cunning left is not offered; a Pirate at sea is not a target of Local Resistance', () => {
    const t = resisted({ pirates: { low: { owner: 'B', at: 'bath', cunning: 0 }, bonnet: { owner: 'D', at: 'central-atlantic', cunning: 1 } } });
    expect(t.pending).toEqual({ kind: 'decision', player: 'B', frame: 'window', rule: '4.63' });
    expect(t.legal()).toEqual([{ type: 'playEvent', player: 'B', card: 'skull-and-crossbones', pirate: 'vane' }, { type: 'pass', player: 'B' }]);
  });

  it('17.2 #19: the owner of the Pirate a card is played against is asked once; if he passes, the card takes effect', () => {
    const t = conspiracyAgainstLow(['skull-and-crossbones']);
    expect(t.pending).toEqual({ kind: 'decision', player: 'A', frame: 'window', rule: '4.63' });
    t.exact({ type: 'pass', player: 'A' });
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'event', spec: { kind: 'dice', count: 2 } });
    expect(t.ev('cardNegated')).toEqual([]);
    expect(t.pirate('low').cunning).toBe(1);
    expect(t.hand('A')).toEqual(['skull-and-crossbones']);
  });

  it('17.2 #19: the negated Warship Sighting leaves the discards for the deck; Skull and Crossbones takes its place there', () => {
    const t = scenario({
      players: 3,
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { A: ['skull-and-crossbones'], B: ['warship-sighting'] },
      merchants: { 'santo-domingo': { type: 'flute' } },
      pirates: { vane: { owner: 'A', at: 'east-caribbean', cunning: 1 } },
    });
    const deck = count(t.state.deck, 'warship-sighting');
    t.exact({ type: 'findMerchant', player: 'A', pirate: 'vane', port: 'santo-domingo' });
    t.exact({ type: 'playEvent', player: 'B', card: 'warship-sighting' });
    expect(count(t.state.discard, 'warship-sighting')).toBe(1);
    // The window names the Pirate the card was played against (17.2 #19).
    expect(describePending(t.state, 'A')).toMatchObject({ text: 'Charles Vane is the target of Warship Sighting. Negate it with Skull and Crossbones?', rule: '17.2 #19', player: 'A' });
    t.clear();
    t.exact({ type: 'playEvent', player: 'A', card: 'skull-and-crossbones', pirate: 'vane' });
    expect(t.events).toEqual([
      { type: 'cardPlayed', rule: '17.2', player: 'A', card: 'skull-and-crossbones', use: 'event', pirate: 'vane', cunningLeft: 0 },
      { type: 'cardNegated', rule: '17.2', player: 'A', pirate: 'vane', card: 'warship-sighting', by: 'skull-and-crossbones' },
    ]);
    expect(count(t.state.discard, 'warship-sighting')).toBe(0);
    expect(count(t.state.deck, 'warship-sighting')).toBe(deck + 1);
    expect(count(t.state.discard, 'skull-and-crossbones')).toBe(1);
    expect(t.hand('A')).toEqual([]);
  });
});

describe('9.62 / 17.2 #19: Skull and Crossbones for the target of a Booty Grab', () => {
  /** Low (A) grabs from Vane (B, in D&R at Bath); B holds two Skull and Crossbones. */
  function grab(vane: Record<string, unknown>, options: Record<string, unknown> = {}, hands: Record<string, string[]> = {}): Table {
    const t = scenario({
      players: 3,
      options,
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { B: ['skull-and-crossbones', 'skull-and-crossbones'], ...hands },
      pirates: { low: { owner: 'A', at: 'bath' }, vane: { owner: 'B', at: 'bath', dr: 'voluntary', holds: [800], ...vane } },
    });
    t.exact({ type: 'bootyGrab', player: 'A', pirate: 'low', target: 'vane' });
    // The In-Port announcement (17.2 #15, #17 could be played there): everyone passes.
    for (let p = t.pending; p.kind === 'decision' && (t.state.stack.at(-1) as { moment?: string }).moment === 'inPortAnnounced'; p = t.pending) t.exact({ type: 'pass', player: p.player });
    expect(t.state.stack.at(-1)).toMatchObject({ kind: 'window', moment: 'bootyGrabAnnounced' });
    return t;
  }
  const skull = { type: 'playEvent', player: 'B', card: 'skull-and-crossbones', pirate: 'vane' } as const;
  const pass = (player: PlayerId) => ({ type: 'pass', player }) as const;

  it('17.2 #19: played once for a Booty Grab (1 Cunning, the card discarded); a second one is not offered for the same roll', () => {
    const t = grab({ cunning: 2 });
    expect(t.legal()).toEqual([skull, { type: 'pass', player: 'B' }]);
    t.clear();
    t.exact(skull);
    expect(t.events).toEqual([{ type: 'cardPlayed', rule: '17.2', player: 'B', card: 'skull-and-crossbones', use: 'event', pirate: 'vane', cunningLeft: 1 }]);
    expect(t.hand('B')).toEqual(['skull-and-crossbones']);
    expect(t.state.discard['skull-and-crossbones']).toBe(1);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(t.legal()).toEqual([{ type: 'pass', player: 'B' }]);
  });

  it('17.2 #19 / 4.65D: Skull and Crossbones is no Anti-Pirate Action: the target\'s owner who has used his AP Action this Player-Turn is still asked; another player who has used his is not', () => {
    const t = scenario({
      players: 3,
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { B: ['skull-and-crossbones'], C: ['mutiny-conspiracy'] },
      pirates: { low: { owner: 'A', at: 'bath' }, vane: { owner: 'B', at: 'bath', dr: 'voluntary', holds: [800], cunning: 1 } },
    });
    t.state = { ...t.state, turn: { ...t.state.turn, apUsed: ['B', 'C'] } };
    t.exact({ type: 'bootyGrab', player: 'A', pirate: 'low', target: 'vane' });
    // Nobody may answer the In-Port announcement with an AP card: the Booty Grab's window comes at once, and asks B only.
    expect(t.state.stack.at(-1)).toMatchObject({ kind: 'window', moment: 'bootyGrabAnnounced' });
    expect(t.pending).toEqual({ kind: 'decision', player: 'B', frame: 'window', rule: '4.63' });
    expect(t.legal()).toEqual([skull, pass('B')]);
    t.exact(pass('B'));
    expect(t.pending).toMatchObject({ kind: 'chance', frame: 'bootyGrab' });
  });

  it('17.2 #19: only the target\'s owner plays it; he needs the card itself in hand', () => {
    // C holds one too: he is asked (he could answer with an AP card, public information) but may only pass.
    const other = grab({ cunning: 2 }, {}, { C: ['skull-and-crossbones'] });
    other.exact(pass('B'));
    expect(other.pending).toEqual({ kind: 'decision', player: 'C', frame: 'window', rule: '4.63' });
    expect(other.legal()).toEqual([pass('C')]);
    // B with other cards only may pass.
    const none = grab({ cunning: 2 }, {}, { B: ['fair-winds'] });
    expect(none.pending).toEqual({ kind: 'decision', player: 'B', frame: 'window', rule: '4.63' });
    expect(none.legal()).toEqual([pass('B')]);
  });

  it('12.0: a target with no Cunning left cannot pay for it: B may only pass', () => {
    const t = grab({ cunning: 0 });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(t.legal()).toEqual([{ type: 'pass', player: 'B' }]);
  });

  it('12.0 play note (R22): with Cunning ignored the card cannot be played for its Event', () => {
    const t = grab({ cunning: 2 }, { cunning: false });
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(t.legal()).toEqual([{ type: 'pass', player: 'B' }]);
  });
});
