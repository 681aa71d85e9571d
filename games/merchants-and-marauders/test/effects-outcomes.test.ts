/**
 * Exact outcomes of the condition vocabulary and of the effects that run at once (ledger F.4; MM
 * Board 4, MM Bounty 3, 9, MM Weapons 1, MM Yard 10, 12, MM Recruit 1; rulings M12, M13, M37, M59,
 * MR13, MR57, MR62) for the survivors of the mutation run of src/rules/effects.ts (docs/coverage.md
 * "Mutation testing"). The effects come on a test Event Card drawn at the second round's start, for
 * both players in turn order; conditions are asked of `holds` as the Port action and the missions ask.
 * The first player starts in his home port, Curaçao (Dutch), with a Sloop (Crew 2, Cannons 1).
 */
import { describe, expect, it } from 'vitest';
import { type GameEvent, type GameState, type PlayerId } from '../src/index.js';
import type { CombatSide, FrameOf } from '../src/state.js';
import { combatFrame } from '../src/rules/combat.js';
import { ixOf, shipValues } from '../src/rules.js';
import { holds, targets } from '../src/rules/effects.js';
import type { Condition, Effect } from '../src/components/schema.js';
import { chance, giveCargo, ofType, place, play, roundStart, scenario, withEvent } from './helpers.js';

type Player = GameState['pl'][string];
const player = (d: GameState, p: PlayerId) => d.pl[p] as Player;

/** The Event Card with `effects` drawn at the second round's start (position edited by `edit`). */
function drawn(effects: Effect[], edit: (d: GameState, P: PlayerId, Q: PlayerId) => void = () => {}, timing: 'immediate' | 'eachPlayerTurn' = 'immediate') {
  const { s, P, Q } = roundStart(withEvent(timing, effects), (d) => edit(d, d.order[0] as PlayerId, d.order[1] as PlayerId));
  const r = play(s, [{ type: 'endTurn', player: P }, { type: 'endTurn', player: Q }, chance('test-event')]);
  return { before: s, s: r.s, events: r.events, P, Q };
}

/** An "on each player's turn" Event in play; the events of the second player's turn start. */
function onSecondTurn(effects: Effect[], edit: (d: GameState, P: PlayerId, Q: PlayerId) => void) {
  const { s, P, Q } = roundStart(withEvent('eachPlayerTurn', effects), (d) => {
    delete d.decks.event['test-event'];
    d.activeEvents.push('test-event');
    edit(d, d.order[0] as PlayerId, d.order[1] as PlayerId);
  });
  const r = play(s, [{ type: 'endTurn', player: P }]);
  return { s: r.s, events: r.events, P, Q };
}

/** A Captain lost, his player waiting for the card below (MM Death 1-2): no ship, no zone. */
function dead(d: GameState, q: PlayerId): void {
  const x = player(d, q);
  if (x.captain) d.discard.captain[x.captain] = (d.discard.captain[x.captain] ?? 0) + 1;
  Object.assign(x, { captain: null, revealed: false, ship: null, zone: null, inPort: false, track: { hull: 0, masts: 0, cargo: 0, crew: 0, cannons: 0 }, gold: 0, cargo: [], bounties: { dutch: 0, english: 0, french: 0, spanish: 0 }, dead: true });
}

describe('Conditions (ledger F.4)', () => {
  const at = (edit: (d: GameState, P: PlayerId) => void, ...cs: Condition[]) => {
    const { s, P } = scenario((d, P) => edit(d, P));
    return cs.map((c) => holds(s, ixOf(s), P, c));
  };
  const home = () => {};

  it('inPort: in a port, or in the port named; not at sea', () => {
    expect(at(home, { is: 'inPort' }, { is: 'inPort', port: 'curacao' }, { is: 'inPort', port: 'havana' })).toEqual([true, true, false]);
    expect(at((d, P) => place(d, P, 'curacao', false), { is: 'inPort' }, { is: 'inPort', port: 'curacao' })).toEqual([false, false]);
  });

  it('atSea and inZone: at sea in a zone; the zone he is in', () => {
    expect(at(home, { is: 'atSea' }, { is: 'inZone', zone: 'curacao' }, { is: 'inZone', zone: 'havana' })).toEqual([false, true, false]);
    expect(at((d, P) => place(d, P, 'havana', false), { is: 'atSea' }, { is: 'inZone', zone: 'havana' })).toEqual([true, true]);
    // A player waiting for his next Captain is nowhere (MM Death 2).
    expect(at((d, P) => dead(d, P), { is: 'atSea' })).toEqual([false]);
  });

  it('isPirate, isNonPirate, bounty: a bounty of any nation; at least n of the nation named', () => {
    expect(at(home, { is: 'isPirate' }, { is: 'isNonPirate' }, { is: 'bounty', nation: 'spanish', atLeast: 1 })).toEqual([false, true, false]);
    const two = (d: GameState, P: PlayerId) => { player(d, P).bounties.spanish = 2; };
    expect(at(two, { is: 'isPirate' }, { is: 'isNonPirate' }, { is: 'bounty', nation: 'spanish', atLeast: 2 }, { is: 'bounty', nation: 'spanish', atLeast: 3 }, { is: 'bounty', nation: 'english', atLeast: 1 }))
      .toEqual([true, false, true, false, false]);
  });

  it('nationality (M12): the nation of his Captain’s home port; none without a Captain', () => {
    expect(at(home, { is: 'nationality', nation: 'dutch' }, { is: 'nationality', nation: 'spanish' })).toEqual([true, false]);
    expect(at((d, P) => dead(d, P), { is: 'nationality', nation: 'dutch' })).toEqual([false]);
  });

  it('atWar: a war, or a war of the nation named', () => {
    expect(at(home, { is: 'atWar' }, { is: 'atWar', nation: 'english' })).toEqual([false, false]);
    const war = (d: GameState) => { d.war = ['english', 'french']; };
    expect(at(war, { is: 'atWar' }, { is: 'atWar', nation: 'english' }, { is: 'atWar', nation: 'spanish' })).toEqual([true, true, false]);
  });

  it('goldAtLeast, cargo, shipType, hasSpecialist, hasMod', () => {
    const kit = (d: GameState, P: PlayerId) => {
      player(d, P).gold = 10;
      giveCargo(d, P, ['cotton-5']);
      player(d, P).specialists = ['lookout'];
    };
    expect(at(kit, { is: 'goldAtLeast', n: 10 }, { is: 'goldAtLeast', n: 11 }, { is: 'cargo', n: 1 }, { is: 'cargo', n: 2 }, { is: 'cargo', good: 'cotton', n: 1 }, { is: 'cargo', good: 'rum', n: 1 }))
      .toEqual([true, false, true, false, true, false]);
    expect(at(kit, { is: 'shipType', type: 'sloop' }, { is: 'shipType', type: 'flute' }, { is: 'hasSpecialist', type: 'lookout' }, { is: 'hasMod', type: 'chasers' }))
      .toEqual([true, false, true, false]);
    expect(at((d, P) => { player(d, P).mods = ['chasers']; }, { is: 'hasMod', type: 'chasers' }, { is: 'hasSpecialist', type: 'lookout' })).toEqual([true, false]);
  });
});

describe('Conditions of a battle (ledger F.4 inCombat, isAggressor, vs; MR58)', () => {
  const { s, P, Q } = scenario();
  const npc = (card?: string): CombatSide => ({ kind: 'npc', id: 'pirate-sloop', controller: Q, ship: 'sloop', nation: null, skills: { seamanship: 3, leadership: 2 }, track: { hull: 1, masts: 2, cargo: 2, crew: 2, cannons: 1 }, ...(card ? { card } : {}) });
  const me: CombatSide = { kind: 'player', player: P };
  const them: CombatSide = { kind: 'player', player: Q };
  const battle = (a: CombatSide, b: CombatSide, step: FrameOf<'combat'>['step']): FrameOf<'combat'> => ({ ...combatFrame(a, b, 'MM Combat 1'), step });
  const ask = (frames: GameState['stack'], ...cs: Condition[]) => {
    const d = JSON.parse(JSON.stringify(s)) as GameState;
    d.stack.push(...frames);
    return cs.map((c) => holds(d, ixOf(d), P, c));
  };
  const all: Condition[] = [{ is: 'inCombat', kind: 'naval' }, { is: 'inCombat', kind: 'crew' }, { is: 'isAggressor' }, { is: 'vs', what: 'npc' }, { is: 'vs', what: 'player' }];

  it('none outside a battle, nor in a battle of others', () => {
    expect(ask([], ...all)).toEqual([false, false, false, false, false]);
    expect(ask([battle(them, npc(), 'declare')], ...all)).toEqual([false, false, false, false, false]);
  });

  it('the crew steps (swivel guns to crew hits) are crew combat, the others naval', () => {
    for (const step of ['swivel', 'crewStart', 'crewRoll', 'crewHits'] as const) expect(ask([battle(me, npc(), step)], all[0] as Condition, all[1] as Condition)).toEqual([false, true]);
    expect(ask([battle(me, npc(), 'declare')], all[0] as Condition, all[1] as Condition)).toEqual([true, false]);
  });

  it('the aggressor is the first side; `vs` names the other side', () => {
    expect(ask([battle(me, npc(), 'declare')], ...all)).toEqual([true, false, true, true, false]);
    expect(ask([battle(them, me, 'declare')], ...all)).toEqual([true, false, false, false, true]);
    expect(ask([battle(npc(), me, 'declare')], ...all)).toEqual([true, false, false, true, false]);
  });

  it('MR58: a card’s battle inside an NPC’s: the innermost one counts, with a card’s effects running above it', () => {
    const outer = battle(npc(), me, 'crewRoll');
    const inner = battle(me, npc('smugglers-cove'), 'declare');
    const effects = { kind: 'effects', effects: [], i: 0, players: [P], self: P, source: 'card', rule: 'MM Rumor 4', why: 'a card' } as GameState['stack'][number];
    expect(ask([outer, inner, effects], ...all)).toEqual([true, false, true, true, false]);
  });
});

describe('Targets (ledger F.4 "Targets")', () => {
  it('default: the list’s players; self; eachPlayer: an Event’s players, else everyone; eachOtherPlayer', () => {
    const { s, P, Q } = scenario();
    const event = { players: [Q], self: Q, source: 'event' as const };
    const card = { players: [P], self: P, source: 'card' as const };
    expect([targets(s, event, undefined), targets(s, event, 'self'), targets(s, event, 'eachPlayer'), targets(s, event, 'eachOtherPlayer')]).toEqual([[Q], [Q], [Q], [P]]);
    expect([targets(s, card, 'eachPlayer'), targets(s, card, 'eachOtherPlayer'), targets(s, { ...card, self: null }, 'self')]).toEqual([[P, Q], [Q], []]);
  });

  it('an each-turn Event for each other player: all but the player whose turn starts', () => {
    const r = drawn([{ op: 'gainGold', who: 'eachOtherPlayer', amount: 2 }], undefined, 'eachPlayerTurn');
    expect(ofType(r.events, 'goldGained').map((e) => e.player)).toEqual([r.Q]);
  });
});

describe('Effects that run at once (ledger F.4)', () => {
  it('MM Board 4: the war ends (told only when there was one)', () => {
    let r = drawn([{ op: 'endWar' }], (d) => { d.war = ['english', 'french']; });
    expect(ofType(r.events, 'warEnded')).toEqual([{ type: 'warEnded', rule: 'MM Board 4' }]);
    expect(r.s.war).toBeNull();
    r = drawn([{ op: 'endWar' }]);
    expect(ofType(r.events, 'warEnded')).toEqual([]);
  });

  it('Gold: all of it lost; per bounty of any nation or of the nation named', () => {
    let r = drawn([{ op: 'loseGold', amount: 'all' }], (d, P, Q) => { player(d, P).gold = 7; player(d, Q).gold = 3; });
    expect([r.s.pl[r.P]!.gold, r.s.pl[r.Q]!.gold]).toEqual([0, 0]);
    const bounties = (d: GameState, P: PlayerId, Q: PlayerId) => { player(d, P).bounties.spanish = 2; player(d, P).bounties.english = 1; player(d, Q).bounties.english = 1; };
    r = drawn([{ op: 'gainGold', amount: { perBounty: 'any', times: 2 } }], bounties);
    expect(ofType(r.events, 'goldGained').map((e) => [e.player, e.amount])).toEqual([[r.P, 6], [r.Q, 2]]);
    r = drawn([{ op: 'gainGold', amount: { perBounty: 'spanish', times: 3 } }], bounties);
    expect(r.s.pl[r.P]!.gold - r.before.pl[r.P]!.gold).toBe(6);
    expect(r.s.pl[r.Q]!.gold).toBe(r.before.pl[r.Q]!.gold);
  });

  it('MM Bounty 3, 9: a bounty of every nation or of one; `all` steps up to 5; pardons of every nation', () => {
    let r = drawn([{ op: 'addBounty', nation: 'all', n: 1 }]);
    expect(ofType(r.events, 'bountyChanged').filter((e) => e.player === r.P).map((e) => [e.nation, e.bounties, e.rule])).toEqual([['dutch', 1, 'MM Bounty 3'], ['english', 1, 'MM Bounty 3'], ['french', 1, 'MM Bounty 3'], ['spanish', 1, 'MM Bounty 3']]);
    r = drawn([{ op: 'addBounty', nation: 'spanish', n: 'all' }]);
    expect(r.s.pl[r.P]!.bounties).toEqual({ dutch: 0, english: 0, french: 0, spanish: 5 });
    r = drawn([{ op: 'removeBounty', nation: 'all', n: 1 }], (d, P) => { player(d, P).bounties.spanish = 2; player(d, P).bounties.english = 1; });
    expect(r.s.pl[r.P]!.bounties).toEqual({ dutch: 0, english: 0, french: 0, spanish: 1 });
    r = drawn([{ op: 'removeBounty', nation: 'english', n: 1 }], (d, P) => { player(d, P).bounties.spanish = 2; player(d, P).bounties.english = 1; });
    expect(r.s.pl[r.P]!.bounties).toEqual({ dutch: 0, english: 0, french: 0, spanish: 2 });
  });

  it('MR13: Cargo Cards discarded: of the good named, lowest ids first; nothing told when none', () => {
    const hold3 = (d: GameState, P: PlayerId) => giveCargo(d, P, ['cotton-5', 'rum-1', 'cotton-2']);
    let r = drawn([{ op: 'discardCards', deck: 'cargo', n: 1, good: 'cotton' }], hold3);
    expect(ofType(r.events, 'cargoDiscarded')).toEqual([{ type: 'cargoDiscarded', rule: 'MM Event 3', player: r.P, cards: ['cotton-2'] }]);
    expect(r.s.pl[r.P]!.cargo).toEqual(['cotton-5', 'rum-1']);
    r = drawn([{ op: 'discardCards', deck: 'cargo', n: 1, good: 'rum' }], hold3);
    expect(ofType(r.events, 'cargoDiscarded').map((e) => e.cards)).toEqual([['rum-1']]);
    r = drawn([{ op: 'discardCards', deck: 'cargo', n: 2 }], hold3);
    expect(ofType(r.events, 'cargoDiscarded').map((e) => e.cards)).toEqual([['cotton-2', 'cotton-5']]);
  });

  it('MM Weapons 1, M59: a Special Weapon, one of a type, while the supply lasts', () => {
    let r = drawn([{ op: 'gainSpecialWeapon', type: 'chain-shot' }], (d, P) => { player(d, P).weapons = ['chain-shot']; d.weaponSupply['chain-shot'] = 1; });
    expect(ofType(r.events, 'weaponBought')).toEqual([{ type: 'weaponBought', rule: 'MM Event 3', player: r.Q, weapon: 'chain-shot' }]);
    expect(r.s.weaponSupply['chain-shot'] ?? 0).toBe(0);
    r = drawn([{ op: 'gainSpecialWeapon', type: 'chain-shot' }], (d) => { d.weaponSupply['chain-shot'] = 0; });
    expect(ofType(r.events, 'weaponBought')).toEqual([]);
  });

  it('MM Yard 12, MR57, M13: a Ship Modification not already aboard; the Cannons track rises with an Extra Cannon Port, not the Cargo track', () => {
    let r = drawn([{ op: 'gainShipMod', type: 'extra-cannon-port' }], (d, P) => { player(d, P).mods = ['extra-cannon-port']; d.modSupply['extra-cannon-port'] = 2; });
    expect(ofType(r.events, 'modGained').map((e) => e.player)).toEqual([r.Q]);
    expect(r.s.pl[r.Q]!.track).toEqual({ ...r.before.pl[r.Q]!.track, cannons: r.before.pl[r.Q]!.track.cannons + 1 });
    // M13 (a): Extra Hammocks raise only the maximum (the crew must be recruited).
    r = drawn([{ op: 'gainShipMod', type: 'extra-hammocks' }], (d) => { d.modSupply['extra-hammocks'] = 2; });
    expect(ofType(r.events, 'modGained').map((e) => [e.player, e.mod])).toEqual([[r.P, 'extra-hammocks'], [r.Q, 'extra-hammocks']]);
    expect(r.s.pl[r.P]!.track).toEqual(r.before.pl[r.P]!.track);
    // M13 (a): never above 5.
    r = drawn([{ op: 'gainShipMod', type: 'extra-cannon-port' }], (d, P) => { player(d, P).track.cannons = 5; d.modSupply['extra-cannon-port'] = 2; });
    expect(r.s.pl[r.P]!.track.cannons).toBe(5);
  });

  it('MM Yard 10: a repair of n steps up to the ship’s value; never of the Crew (hired, MM Recruit 1); none for a player without a ship', () => {
    const hurt = (d: GameState, P: PlayerId) => { player(d, P).track.hull = 0; player(d, P).track.crew = 0; };
    let r = drawn([{ op: 'repair', location: 'hull', n: 1 }], hurt);
    expect(ofType(r.events, 'repaired')).toEqual([{ type: 'repaired', rule: 'MM Event 3', player: r.P, location: 'hull' }]);
    expect(r.s.pl[r.P]!.track.hull).toBe(1);
    const max = shipValues(ixOf(r.s), r.s.pl[r.P]!).hull;
    r = drawn([{ op: 'repair', location: 'hull', n: max + 1 }], hurt);
    expect(ofType(r.events, 'repaired').filter((e) => e.player === r.P)).toHaveLength(max);
    expect(r.s.pl[r.P]!.track.hull).toBe(max);
    r = drawn([{ op: 'repair', location: 'crew', n: 1 }], hurt);
    expect(ofType(r.events, 'repaired')).toEqual([]);
    expect(r.s.pl[r.P]!.track.crew).toBe(0);
  });

  it('MM Recruit 1, M13: Crew filled to the ship’s value, lowered by one step a time, unchanged by 0; none for a player without a ship', () => {
    const low = (d: GameState, P: PlayerId, Q: PlayerId) => { player(d, P).track.crew = 1; player(d, Q).track.crew = 0; };
    let r = drawn([{ op: 'crew', delta: 'fill' }], low);
    const max = shipValues(ixOf(r.s), r.s.pl[r.P]!).crew;
    expect(r.events.filter((e: GameEvent) => e.type === 'crewFilled' || e.type === 'damaged')).toEqual([{ type: 'crewFilled', rule: 'MM Event 3', player: r.P, crew: max }, { type: 'crewFilled', rule: 'MM Event 3', player: r.Q, crew: max }]);
    r = drawn([{ op: 'crew', delta: -1 }], low);
    expect(r.events.filter((e: GameEvent) => e.type === 'crewFilled' || e.type === 'damaged')).toEqual([{ type: 'damaged', rule: 'MM Event 3', player: r.P, location: 'crew', value: 0 }]);
    r = drawn([{ op: 'crew', delta: 0 }], low);
    expect(r.events.filter((e: GameEvent) => e.type === 'crewFilled' || e.type === 'damaged')).toEqual([]);
  });

  it('MR62, MM Death 2: a player without a ship gets no bounty, weapon, repair or Crew from an Event (before his new Captain is drawn)', () => {
    const r = onSecondTurn([{ op: 'addBounty', nation: 'spanish', n: 1 }, { op: 'gainSpecialWeapon', type: 'grapeshot' }, { op: 'repair', location: 'hull', n: 1 }, { op: 'crew', delta: 'fill' }], (d, _P, Q) => { dead(d, Q); d.weaponSupply.grapeshot = 2; });
    expect(r.events.filter((e) => 'player' in e && e.player === r.Q).map((e) => e.type)).toEqual(['turnStarted']);
    expect(r.s.pl[r.Q]).toMatchObject({ dead: true, bounties: { spanish: 0 }, weapons: [], track: { hull: 0, crew: 0 } });
    expect(r.s.stack.at(-1)).toMatchObject({ kind: 'newCaptain', player: r.Q });
  });

  it('the same effects reach a player with a ship', () => {
    const r = onSecondTurn([{ op: 'addBounty', nation: 'spanish', n: 1 }, { op: 'gainSpecialWeapon', type: 'grapeshot' }], (d) => { d.weaponSupply.grapeshot = 2; });
    expect(r.events.filter((e) => 'player' in e && e.player === r.Q).map((e) => e.type)).toEqual(['turnStarted', 'bountyChanged', 'weaponBought']);
  });
});
