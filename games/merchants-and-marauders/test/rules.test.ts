/**
 * Forced-dice and forced-draw tests, one block per ledger block implemented (RULES-LEDGER.md keys
 * in each test's name). Positions come from createScenario and are edited with every card kept.
 */
import { describe, expect, it } from 'vitest';
import { apply, chanceOutcomes, createGame, eventsFor, legalActions, pending, view, type Action, type GameState, type PlayerId } from '../src/index.js';
import { chance, expectRefused, giveCargo, ofType, place, play, scenario, setCaptain, setDemand } from './helpers.js';

const endTurn = (player: PlayerId): Action => ({ type: 'endTurn', player });
const port = (player: PlayerId): Action => ({ type: 'port', player });

describe('Set-up (MM Setup 1-9, MM Start 1, MM BoardSetup 1-7, M15)', () => {
  it('deals the board, secret Captains, a simultaneous secret ship choice, the reveal, Glory, Gold and the start player', () => {
    let s = createGame({ players: 2, seed: 1, randomness: 'external' });
    const all: ReturnType<typeof apply>['events'] = [];
    const step = (a: Action) => {
      const r = apply(s, a);
      s = r.state;
      all.push(...r.events);
    };
    // MM BoardSetup 2-5: 16 Demand Tokens, 16 Ship Mod tokens, 17 Merchant Tokens, 2 Missions.
    step(chance('rum'));
    expect(s.demand['havana']).toBe('rum');
    // Three Demand Tokens per good (D10): after three Rum, Rum is no longer a possible draw.
    step(chance('rum'));
    step(chance('rum'));
    expect(chanceOutcomes(s).map((o) => o.outcome.value)).not.toContain('rum');
    for (let i = 3; i < 16; i++) step(chanceOutcomes(s)[0]?.outcome as Action);
    expect(Object.values(s.demandReserve).reduce((a, b) => a + b, 0)).toBe(8);
    for (let i = 0; i < 16; i++) step(chanceOutcomes(s)[0]?.outcome as Action);
    for (let i = 0; i < 17; i++) step(chanceOutcomes(s)[0]?.outcome as Action);
    expect(Object.values(s.merchants).every((n) => n !== null)).toBe(true);
    step(chance('deliver-rum-3'));
    step(chance('sink-the-pirate-1'));
    expect(s.missions).toEqual(['deliver-rum-3', 'sink-the-pirate-1']);
    // Face-down tokens are hidden from everyone.
    expect(Object.values(view(s, 'A').portMods).every((t) => t === 'face-down')).toBe(true);
    expect(Object.values(view(s, 'A').merchants).every((t) => t === true)).toBe(true);
    // MM Setup 2: Captains drawn secretly.
    step(chance('felipe'));
    step(chance('frances-wright'));
    expect(view(s, 'A').players['A']?.captain).toBe('felipe');
    expect(view(s, 'B').players['A']?.captain).toBeNull();
    expect(eventsFor(all, 'B').filter((e) => e.type === 'captainDrawn').map((e) => e.type === 'captainDrawn' && e.captain)).toEqual([null, 'frances-wright']);
    // MM Setup 3-4, M15: both commit in any order; nothing shows until both have.
    expect(pending(s)).toMatchObject({ kind: 'simultaneous', players: ['A', 'B'], rule: 'MM Setup 3' });
    step({ type: 'chooseShip', player: 'B', ship: 'flute' });
    expect(view(s, 'A').stack.find((f) => f.kind === 'shipChoice')).toMatchObject({ committed: ['B'], values: { B: null } });
    expectRefused(s, { type: 'chooseShip', player: 'B', ship: 'sloop' }, 'not-your-decision');
    step({ type: 'chooseShip', player: 'A', ship: 'sloop' });
    const reveal = ofType(all, 'captainsRevealed')[0];
    expect(reveal?.captains).toEqual({ A: { captain: 'felipe', ship: 'sloop', homePort: 'port-x7' }, B: { captain: 'frances-wright', ship: 'flute', homePort: 'nassau' } });
    // MM Setup 6, 8: in the home port; a Sloop's cubes at 2 except Cannons at 1.
    expect(s.pl['A']).toMatchObject({ zone: 'port-x7', inPort: true, track: { hull: 2, masts: 2, cargo: 2, crew: 2, cannons: 1 } });
    expect(s.pl['B']).toMatchObject({ zone: 'nassau', inPort: true, ship: 'flute' });
    // MM Setup 7, 9: one Glory Card each, then 10 Gold each (public amounts).
    step(chance('windfall'));
    step(chance('pardon'));
    expect(s.pl['A']?.hand).toEqual(['windfall']);
    expect(view(s, 'B').players['A']).toMatchObject({ hand: null, handSize: 1, gold: null });
    expect(ofType(all, 'goldGained').map((e) => [e.player, e.amount, e.rule])).toEqual([['A', 10, 'MM Setup 9'], ['B', 10, 'MM Setup 9']]);
    // MM Start 1: a draw among the players' Captains; play goes clockwise from its owner.
    expect(chanceOutcomes(s).map((o) => o.outcome.value).sort()).toEqual(['felipe', 'frances-wright']);
    step(chance('frances-wright'));
    expect(s.order).toEqual(['B', 'A']);
    // MM Turn 1, MM Event 1: the first round begins with the Event Card.
    expect(s.round).toBe(1);
    expect(pending(s)).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'event' } });
    step(chance('calm-seas-4'));
    expect(pending(s)).toMatchObject({ kind: 'decision', player: 'B' });
    expect(s.discard.event).toEqual({ 'calm-seas-4': 1 });
  });
});

describe('The round (MM Turn 1-3, MM Event 1-4, MM Length 1-3, MM Actions 1-2)', () => {
  const pass = (s: GameState, P: PlayerId, Q: PlayerId) => play(s, [endTurn(P), endTurn(Q)]);

  it('MM Event 4, MM NPC 3: an NPC card goes to the NPC area, others are discarded; M37: the War card draws two nations', () => {
    const { s, P, Q } = scenario();
    let r = pass(s, P, Q);
    expect(ofType(r.events, 'roundStarted')[0]?.round).toBe(2);
    r = play(r.s, [chance('pirate-sloop-2')]);
    expect(r.s.npcArea).toContain('pirate-sloop-2');
    r = pass(r.s, P, Q);
    r = play(r.s, [chance('war')]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { pool: 'war' } });
    expect(chanceOutcomes(r.s)).toHaveLength(6);
    r = play(r.s, [chance('english+spanish')]);
    expect(r.s.war).toEqual(['english', 'spanish']);
    expect(ofType(r.events, 'warDeclared')[0]).toMatchObject({ rule: 'MM Board 4', nations: ['english', 'spanish'] });
    expect(r.s.discard.event['war']).toBe(1);
  });

  it('MM Length 1, 3: an empty Event deck at the start of a round ends the game; most total GP wins', () => {
    const { s, P, Q } = scenario((d, P) => {
      for (const [id, n] of Object.entries(d.decks.event)) d.discard.event[id] = (d.discard.event[id] ?? 0) + n;
      d.decks.event = {};
      (d.pl[P] as { glory: number }).glory = 2;
    });
    const r = pass(s, P, Q);
    expect(pending(r.s).kind).toBe('over');
    expect(r.s.over).toMatchObject({ rule: 'MM Length 1', winners: [P] });
    expect(r.s.over?.standings[P]).toEqual({ glory: 2, stash: 0, total: 2 });
  });

  it('MM Actions 2: after three actions the turn passes; unused actions can be given up', () => {
    const { s, P, Q } = scenario((d, P) => place(d, P, 'havana', true));
    // MM Move 3: port Havana -> Havana zone -> Nassau zone -> port Nassau is 3 actions.
    const r = play(s, [
      { type: 'move', player: P, zone: 'havana', inPort: false },
      { type: 'move', player: P, zone: 'nassau', inPort: false },
      { type: 'move', player: P, zone: 'nassau', inPort: true },
    ]);
    expect(r.s.pl[P]).toMatchObject({ zone: 'nassau', inPort: true });
    expect(ofType(r.events, 'moved').map((e) => e.rule)).toEqual(['MM Move 1', 'MM Move 1', 'MM Move 1']);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: Q });
  });
});

describe('Move (MM Move 1-6, MM Board 8, MM Captains 8, MM Bounty 5, M21, M25)', () => {
  it('MM Move 1: from port only to its zone; at sea to an adjacent zone or the zone’s port', () => {
    const { s, P } = scenario((d, P) => place(d, P, 'havana', false));
    expect(legalActions(s).filter((a) => a.type === 'move')).toEqual([
      { type: 'move', player: P, zone: 'nassau', inPort: false },
      { type: 'move', player: P, zone: 'port-x7', inPort: false },
      { type: 'move', player: P, zone: 'havana', inPort: true },
    ]);
    expectRefused(s, { type: 'move', player: P, zone: 'santo-domingo', inPort: false }, 'illegal-action');
  });

  it('MM Move 4, MM Captains 8: a wanted Captain cannot enter that nation’s ports, except his home port', () => {
    const { s } = scenario((d, P) => {
      place(d, P, 'havana', false);
      (d.pl[P] as { bounties: Record<string, number> }).bounties['spanish'] = 1;
    });
    expect(legalActions(s).some((a) => a.type === 'move' && a.inPort)).toBe(false);
    const home = scenario((d, P) => {
      setCaptain(d, P, 'captain-havana');
      place(d, P, 'havana', false);
      (d.pl[P] as { bounties: Record<string, number> }).bounties['spanish'] = 2;
    });
    expect(legalActions(home.s).some((a) => a.type === 'move' && a.inPort && a.zone === 'havana')).toBe(true);
  });

  it('M21: Port Royale lets a wanted Captain in for 3 Gold or an Influence roll (a failure spends the Move)', () => {
    const { s, P } = scenario((d, P) => {
      place(d, P, 'port-royale', false);
      (d.pl[P] as { bounties: Record<string, number> }).bounties['english'] = 1;
    });
    const moves = legalActions(s).filter((a) => a.type === 'move' && a.inPort);
    expect(moves).toEqual([
      { type: 'move', player: P, zone: 'port-royale', inPort: true, entry: 'fee' },
      { type: 'move', player: P, zone: 'port-royale', inPort: true, entry: 'roll' },
    ]);
    const fee = play(s, [moves[0] as Action]);
    expect(fee.s.pl[P]).toMatchObject({ inPort: true, gold: 7 });
    // captain-curacao: Influence 2, so 2 dice; no skull: no entry.
    let r = play(s, [moves[1] as Action]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 2 } });
    r = play(r.s, [chance([4, 1])]);
    expect(r.s.pl[P]?.inPort).toBe(false);
    expect(ofType(r.events, 'entryRefused')[0]).toMatchObject({ rule: 'MM Bounty 5', port: 'port-royale' });
    expect(r.s.stack.at(-1)).toMatchObject({ kind: 'turn', actions: 2 });
    r = play(r.s, [moves[1] as Action, chance([6, 2])]);
    expect(r.s.pl[P]?.inPort).toBe(true);
  });

  it('MM Move 6, M25: leaving port with more Cargo Cards than the Cargo value, the owner drops the excess', () => {
    const { s, P } = scenario((d, P) => giveCargo(d, P, ['rum-1', 'rum-2', 'spice-1', 'cocoa-1']));
    let r = play(s, [{ type: 'move', player: P, zone: 'curacao', inPort: false }]);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P, rule: 'MM Move 6' });
    expect(legalActions(r.s).map((a) => a.type === 'dropCargo' && a.card)).toEqual(['cocoa-1', 'rum-1', 'rum-2', 'spice-1']);
    r = play(r.s, [{ type: 'dropCargo', player: P, card: 'rum-2' }, { type: 'dropCargo', player: P, card: 'cocoa-1' }]);
    expect(r.s.pl[P]?.cargo).toEqual(['rum-1', 'spice-1']);
    expect(r.s.discard.cargo).toEqual({ 'rum-2': 1, 'cocoa-1': 1 });
    expect(r.s.stack.at(-1)).toMatchObject({ kind: 'turn', actions: 2 });
  });
});

describe('The Port action (MM Port 1-4, MM Actions 3)', () => {
  it('once per player turn; the port’s Ship Mod token is revealed to all; Sell only first', () => {
    const { s, P } = scenario((d, P) => giveCargo(d, P, ['rum-1']));
    expect(s.pl[P]?.zone).toBe('curacao');
    let r = play(s, [port(P)]);
    expect(ofType(r.events, 'modRevealed')[0]).toMatchObject({ rule: 'MM Port 4', port: 'curacao' });
    expect(view(r.s, 'B').portMods['curacao']).not.toBe('face-down');
    expect(legalActions(r.s).some((a) => a.type === 'sell')).toBe(true);
    r = play(r.s, [{ type: 'shipyard', player: P }, { type: 'leaveYard', player: P }]);
    // MM Port 2: Sell Goods, if done, is the first activity.
    expect(legalActions(r.s).some((a) => a.type === 'sell')).toBe(false);
    // MM Port 3: each activity once.
    expect(legalActions(r.s).some((a) => a.type === 'shipyard')).toBe(false);
    r = play(r.s, [{ type: 'leavePort', player: P }]);
    expect(legalActions(r.s).some((a) => a.type === 'port')).toBe(false);
  });
});

describe('Sell Goods (MM Sell 1-5, MM Glory 1-2, M5, M23, M38)', () => {
  it('3 Gold a card, 6 in demand; 3+ in-demand cards give 1 GP and a Glory Card; a new Demand Token is drawn before the old returns', () => {
    const { s, P } = scenario((d, P) => {
      setDemand(d, 'curacao', 'rum');
      giveCargo(d, P, ['rum-1', 'rum-3', 'rum-5', 'spice-1']);
    });
    let r = play(s, [port(P), { type: 'sell', player: P, cards: ['rum-1', 'rum-3', 'rum-5', 'spice-1'] }]);
    expect(ofType(r.events, 'sold')[0]).toMatchObject({ rule: 'MM Sell 1', inDemand: 3, gold: 21 });
    expect(ofType(r.events, 'gloryGained')[0]).toMatchObject({ rule: 'MM Sell 5', glory: 1 });
    expect(r.s.pl[P]?.gold).toBe(31);
    expect(r.s.discard.cargo).toEqual({ 'rum-1': 1, 'rum-3': 1, 'rum-5': 1, 'spice-1': 1 });
    // MM Sell 3: the replacement comes from the reserve as it is before the old token returns.
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { pool: 'demand' } });
    const reserve = { ...r.s.demandReserve };
    expect(chanceOutcomes(r.s).map((o) => o.outcome.value).sort()).toEqual(Object.keys(reserve).sort());
    r = play(r.s, [chance('silk')]);
    expect(r.s.demand['curacao']).toBe('silk');
    expect(r.s.demandReserve['rum']).toBe((reserve['rum'] ?? 0) + 1);
    expect(r.s.demandReserve['silk']).toBe((reserve['silk'] ?? 0) - 1 || undefined);
    // MM Glory 1: the Glory Card.
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { pool: 'glory' } });
    r = play(r.s, [chance('windfall')]);
    expect(r.s.pl[P]?.hand).toHaveLength(2);
    // M23: no second sale.
    expect(legalActions(r.s).some((a) => a.type === 'sell')).toBe(false);
  });

  it('MM Glory 2, M38: a fifth Glory Card must be discarded before anything else', () => {
    const { s, P } = scenario((d, P) => {
      setDemand(d, 'curacao', 'rum');
      giveCargo(d, P, ['rum-1', 'rum-3', 'rum-5']);
      const x = d.pl[P] as { hand: string[] };
      for (const c of ['windfall', 'pardon', 'fair-winds']) {
        d.decks.glory[c] = (d.decks.glory[c] ?? 0) - 1;
        x.hand.push(c);
      }
    });
    expect(s.pl[P]?.hand).toHaveLength(4);
    let r = play(s, [port(P), { type: 'sell', player: P, cards: ['rum-1', 'rum-3', 'rum-5'] }, chance('silk'), chance('keen-eye')]);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P, rule: 'MM Glory 2' });
    expect(legalActions(r.s).every((a) => a.type === 'discardGlory')).toBe(true);
    r = play(r.s, [{ type: 'discardGlory', player: P, card: 'pardon' }]);
    expect(r.s.pl[P]?.hand).toHaveLength(4);
    expect(r.s.discard.glory).toEqual({ pardon: 1 });
    expect(r.s.stack.at(-1)?.kind).toBe('port');
  });
});

describe('Buy Goods (MM Buy 1-10, M24)', () => {
  it('draws 6, replaces in-demand cards, prices by the count of each good drawn (the L410 example), discards the rest face up', () => {
    const { s, P, Q } = scenario((d) => setDemand(d, 'curacao', 'sugar'));
    let r = play(s, [port(P), { type: 'buyGoods', player: P }]);
    r = play(r.s, ['spice-1', 'sugar-1', 'cocoa-1', 'cocoa-2', 'rum-1', 'rum-2', 'rum-3'].map((c) => chance(c)));
    expect(ofType(r.events, 'cargoReplaced')).toEqual([{ type: 'cargoReplaced', rule: 'MM Buy 1', player: P, card: 'sugar-1' }]);
    // MM Buy 3, 10: the single Spice 3 Gold, Cocoa 2 each, Rum 1 each.
    expect(r.s.stack.at(-1)).toMatchObject({ kind: 'buy', prices: { spice: 3, cocoa: 2, rum: 1 } });
    // The draw is the buyer's secret.
    expect(view(r.s, Q).stack.at(-1)).toMatchObject({ drawn: null, drawnCount: 6, prices: null });
    r = play(r.s, [{ type: 'buyCargo', player: P, card: 'rum-1' }, { type: 'buyCargo', player: P, card: 'cocoa-2' }, { type: 'buyCargo', player: P, card: 'spice-1' }]);
    expect(r.s.pl[P]?.gold).toBe(4);
    expect(eventsFor(r.events, Q).filter((e) => e.type === 'cargoBought').map((e) => e.type === 'cargoBought' && [e.card, e.price])).toEqual([[null, 1], [null, 2], [null, 3]]);
    // Only 4 Gold left: the 3-Gold cards are gone; the 1- and 2-Gold ones remain.
    expect(legalActions(r.s).filter((a) => a.type === 'buyCargo').map((a) => a.type === 'buyCargo' && a.card)).toEqual(['cocoa-1', 'rum-2', 'rum-3']);
    r = play(r.s, [{ type: 'doneBuying', player: P }]);
    expect(ofType(r.events, 'cargoDiscarded')[0]).toMatchObject({ rule: 'MM Buy 6', cards: ['cocoa-1', 'rum-2', 'rum-3'] });
    expect(r.s.discard.cargo).toEqual({ 'sugar-1': 1, 'cocoa-1': 1, 'rum-2': 1, 'rum-3': 1 });
    expect(r.s.pl[P]?.cargo).toEqual(['rum-1', 'cocoa-2', 'spice-1']);
    // MM Buy 8: buying in the same port on his next player turn draws 3.
    r = play(r.s, [{ type: 'leavePort', player: P }, endTurn(P), endTurn(Q), chance('calm-seas-1'), port(P), { type: 'buyGoods', player: P }]);
    expect(r.s.stack.at(-1)).toMatchObject({ kind: 'buy', need: 3 });
  });

  it('MM Buy 9: at most 6 Cargo Cards in port', () => {
    const { s, P } = scenario((d, P) => giveCargo(d, P, ['rum-1', 'rum-2', 'rum-3', 'rum-4', 'rum-5']));
    let r = play(s, [port(P), { type: 'buyGoods', player: P }]);
    r = play(r.s, ['silk-1', 'silk-2', 'silk-3', 'silk-4', 'silk-5', 'silk-6'].map((c) => chance(c)));
    r = play(r.s, [{ type: 'buyCargo', player: P, card: 'silk-1' }]);
    expect(legalActions(r.s)).toEqual([{ type: 'doneBuying', player: P }]);
  });

  it('MM Buy 7: an empty Cargo deck is rebuilt from the discards', () => {
    const { s, P } = scenario((d) => {
      setDemand(d, 'curacao', 'sugar');
      const keep = ['silk-1', 'silk-2'];
      for (const id of Object.keys(d.decks.cargo)) if (!keep.includes(id)) {
        d.discard.cargo[id] = d.decks.cargo[id] as number;
        delete d.decks.cargo[id];
      }
    });
    let r = play(s, [port(P), { type: 'buyGoods', player: P }, chance('silk-1'), chance('silk-2')]);
    expect(ofType(r.events, 'cargoDeckRebuilt')[0]).toMatchObject({ rule: 'MM Buy 7', cards: 62 });
    r = play(r.s, [chance('rum-1')]);
    expect(r.s.stack.at(-1)).toMatchObject({ kind: 'buy', drawn: ['silk-1', 'silk-2', 'rum-1'] });
  });
});

describe('Shipyard (MM Yard 1-12, 19, M6, M13, M26, M28, M59)', () => {
  it('MM Yard 3, 5, 8: selling the old ship pays for the new; crew moves across; the first Frigate gives 1 GP; mods go back to ports of the owner’s choosing', () => {
    let freed = '';
    const { s, P } = scenario((d, P) => {
      const x = d.pl[P] as GameState['pl'][string];
      x.gold = 40;
      x.track.hull = 1;
      // A Chasers token (no stat change), taken from its port.
      const at = Object.keys(d.portMods).find((k) => d.portMods[k]?.type === 'chasers') as string;
      x.mods = ['chasers'];
      d.portMods[at] = null;
      freed = at;
    });
    let r = play(s, [port(P), { type: 'shipyard', player: P }]);
    // M26: 5 (Sloop) + 1 (a mod) - 1 (a Hull point) = 5.
    r = play(r.s, [{ type: 'buyShip', player: P, ship: 'frigate' }]);
    expect(ofType(r.events, 'shipSold')[0]).toMatchObject({ rule: 'MM Yard 3', price: 5 });
    expect(ofType(r.events, 'shipBought')[0]).toMatchObject({ rule: 'MM Yard 5', ship: 'frigate', price: 35, crew: 2 });
    expect(r.s.pl[P]).toMatchObject({ ship: 'frigate', gold: 10, mods: [], track: { hull: 3, masts: 3, cargo: 3, crew: 2, cannons: 3 } });
    expect(ofType(r.events, 'gloryGained')[0]).toMatchObject({ rule: 'MM Yard 8', glory: 1 });
    // M28: the owner chooses the ports (free ones only), then the tokens are dealt face down.
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P, rule: 'MM Yard 19' });
    expect(legalActions(r.s)).toEqual([{ type: 'placeModAt', player: P, port: freed }]);
    r = play(r.s, [{ type: 'placeModAt', player: P, port: freed }]);
    r = play(r.s, [chance('chasers'), chance('windfall')]);
    expect(r.s.portMods[freed]).toEqual({ type: 'chasers', revealed: false });
    // MR5: one ship per visit.
    expect(legalActions(r.s).some((a) => a.type === 'buyShip')).toBe(false);
  });

  it('M6: one Glory Point per Captain for his first Frigate or Galleon', () => {
    const { s, P } = scenario((d, P) => {
      const x = d.pl[P] as GameState['pl'][string];
      x.gold = 40;
      x.bigShipsBought = ['frigate'];
    });
    const r = play(s, [port(P), { type: 'shipyard', player: P }, { type: 'buyShip', player: P, ship: 'galleon' }]);
    expect(ofType(r.events, 'gloryGained')).toEqual([]);
    expect(r.s.pl[P]?.glory).toBe(0);
  });

  it('MM Yard 10: repairs at 2 Gold a point, any location but Crew', () => {
    const { s, P } = scenario((d, P) => {
      const x = d.pl[P] as GameState['pl'][string];
      x.track.hull = 1;
      x.track.crew = 1;
    });
    let r = play(s, [port(P), { type: 'shipyard', player: P }]);
    expect(legalActions(r.s).filter((a) => a.type === 'repair')).toEqual([{ type: 'repair', player: P, location: 'hull' }]);
    r = play(r.s, [{ type: 'repair', player: P, location: 'hull' }]);
    expect(r.s.pl[P]).toMatchObject({ gold: 8, track: { hull: 2, crew: 1 } });
    expect(legalActions(r.s).some((a) => a.type === 'repair')).toBe(false);
  });

  it('MM Yard 9, M26, M59: Special Weapons 3 Gold, one of each type, sold for 1', () => {
    const { s, P } = scenario();
    let r = play(s, [port(P), { type: 'shipyard', player: P }, { type: 'buyWeapon', player: P, weapon: 'chain-shot' }]);
    expect(r.s.pl[P]).toMatchObject({ gold: 7, weapons: ['chain-shot'] });
    expect(r.s.weaponSupply['chain-shot']).toBe(3);
    expect(legalActions(r.s).some((a) => a.type === 'buyWeapon' && a.weapon === 'chain-shot')).toBe(false);
    r = play(r.s, [{ type: 'sellWeapon', player: P, weapon: 'chain-shot' }]);
    expect(r.s.pl[P]).toMatchObject({ gold: 8, weapons: [] });
  });

  it('MM Yard 11-12, 16, M13: the port’s revealed token, 3 Gold; Extended Cargo Hold raises the Cargo value and cube', () => {
    const { s, P } = scenario((d) => {
      const here = d.portMods['curacao'];
      const other = Object.keys(d.portMods).find((k) => d.portMods[k]?.type === 'extended-cargo-hold') as string;
      d.portMods[other] = here ?? null;
      d.portMods['curacao'] = { type: 'extended-cargo-hold', revealed: false };
    });
    let r = play(s, [port(P), { type: 'shipyard', player: P }, { type: 'buyMod', player: P, mod: 'extended-cargo-hold' }]);
    expect(r.s.pl[P]).toMatchObject({ gold: 7, mods: ['extended-cargo-hold'], track: { cargo: 3 } });
    expect(r.s.portMods['curacao']).toBeNull();
    expect(legalActions(r.s).some((a) => a.type === 'buyMod')).toBe(false);
    r = play(r.s, [{ type: 'leaveYard', player: P }, { type: 'leavePort', player: P }]);
    expect(r.s.pl[P]?.track.cargo).toBe(3);
  });
});

describe('Recruit (MM Recruit 1-3, M29)', () => {
  it('a Leadership success fills the crew; a failure lets him buy crew at 2 Gold each', () => {
    const { s, P } = scenario((d, P) => ((d.pl[P] as GameState['pl'][string]).track.crew = 0));
    let r = play(s, [port(P), { type: 'recruit', player: P }]);
    // captain-curacao has Leadership 2.
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 2 } });
    const ok = play(r.s, [chance([5, 1])]);
    expect(ofType(ok.events, 'roll')[0]).toMatchObject({ rule: 'MM Recruit 1', faces: ['skull', 1], successes: 1 });
    expect(ok.s.pl[P]?.track.crew).toBe(2);
    r = play(r.s, [chance([4, 3])]);
    expect(legalActions(r.s)).toEqual([0, 1, 2].map((n) => ({ type: 'hireCrew', player: P, n })));
    r = play(r.s, [{ type: 'hireCrew', player: P, n: 2 }]);
    expect(r.s.pl[P]).toMatchObject({ gold: 6, track: { crew: 2 } });
  });
});

describe('Stash, Glory and the end (MM StashGold 1-6, MM Stash 1-3, MM Win 1-6, M7-M10, M31)', () => {
  it('stashing is announced but secret; only in the home port', () => {
    const { s, P, Q } = scenario();
    let r = play(s, [port(P)]);
    expect(legalActions(r.s).filter((a) => a.type === 'stash')).toHaveLength(10);
    r = play(r.s, [{ type: 'stash', player: P, amount: 6 }]);
    expect(eventsFor(r.events, Q).filter((e) => e.type === 'stashed')).toEqual([{ type: 'stashed', rule: 'MM StashGold 3', player: P, amount: null }]);
    expect(eventsFor(r.events, P).filter((e) => e.type === 'stashed')).toEqual([{ type: 'stashed', rule: 'MM StashGold 3', player: P, amount: 6, private: P }]);
    expect(view(r.s, Q).players[P]).toMatchObject({ stash: null, gold: null, stashes: 1 });
    r = play(r.s, [{ type: 'withdraw', player: P, amount: 2 }]);
    expect(r.s.pl[P]).toMatchObject({ gold: 6, stash: 4 });
    const away = scenario((d, P) => place(d, P, 'havana', true));
    const r2 = play(away.s, [port(away.P)]);
    expect(legalActions(r2.s).some((a) => a.type === 'stash')).toBe(false);
  });

  it('M9: stash GP are capped at half the target; reaching the target is declared at once and the game ends before the next Event Card; M8: most track GP wins a shared finish', () => {
    const { s, P, Q } = scenario((d, P, Q) => {
      const x = d.pl[P] as GameState['pl'][string];
      x.glory = 5;
      x.stash = 45;
      x.gold = 30;
      const y = d.pl[Q] as GameState['pl'][string];
      y.glory = 6;
      y.stash = 40;
    });
    let r = play(s, [port(P), { type: 'stash', player: P, amount: 30 }]);
    // 5 track + min(7, 5) = 10.
    expect(ofType(r.events, 'targetReached')[0]).toMatchObject({ rule: 'MM Win 5', player: P, glory: 5, stash: 75, total: 10 });
    expect(r.s.declared).toEqual([P]);
    r = play(r.s, [{ type: 'leavePort', player: P }, endTurn(P)]);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: Q });
    r = play(r.s, [endTurn(Q)]);
    expect(r.s.over).toMatchObject({ rule: 'MM Win 5', winners: [Q] });
  });

  it('M8: equal track GP: the larger stash wins; all equal: all win', () => {
    const mk = (pStash: number) =>
      scenario((d, P, Q) => {
        (d.pl[P] as GameState['pl'][string]).glory = 8;
        (d.pl[P] as GameState['pl'][string]).stash = pStash;
        (d.pl[Q] as GameState['pl'][string]).glory = 8;
        (d.pl[Q] as GameState['pl'][string]).stash = 20;
        d.declared = [P];
      });
    const a = mk(25);
    expect(play(a.s, [endTurn(a.P), endTurn(a.Q)]).s.over?.winners).toEqual([a.P]);
    const b = mk(20);
    expect(play(b.s, [endTurn(b.P), endTurn(b.Q)]).s.over?.winners).toEqual([...b.s.seats]);
  });
});
