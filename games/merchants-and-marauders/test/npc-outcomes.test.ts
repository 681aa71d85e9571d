/**
 * NPC Captains, exact outcomes for the mutation survivors of src/rules/npc.ts (issue 28): the
 * Scouting rolls' events (MM NPC 12-13, MM Scout 3-4), hunting ties and priorities (MM NPC 9-11,
 * 18-19, M45), the NPC that stays to hunt in its own zone, stacking of another NPC's card (MM NPC
 * 4/7), the chance nodes' ledger keys, a War card's Man-o-War (MM NPC 6, MR55) and moveNpc (MR60).
 * Forced draws and dice throughout.
 */
import { describe, expect, it } from 'vitest';
import { chanceOutcomes, legalActions, loadComponents, pending, type Action, type ComponentSet, type GameState, type PlayerId } from '../src/index.js';
import { provisionalComponents } from '../src/components/provisional.js';
import type { NpcSlot } from '../src/state.js';
import { chance, chanceRule, giveCargo, ofType, place, play, roundStart, setCaptain, withEvent } from './helpers.js';
import { fit, putNpc, sinkNpcSloop } from './combat-fixtures.js';

const end = (player: PlayerId): Action => ({ type: 'endTurn', player });
type Pl = GameState['pl'][string];

function npcScenario(edit?: (d: GameState, P: PlayerId, Q: PlayerId) => void, components?: ComponentSet) {
  return roundStart(components, (d) => edit?.(d, d.order[0] as PlayerId, d.order[1] as PlayerId));
}

function nextRound(s: GameState, card: string) {
  return play(s, [...s.order.map(end), chance(card)]);
}

describe('NPC Scouting rolls (MM NPC 12-13, MM Scout 3-4)', () => {
  it('MM NPC 12-13: the NPC\'s roll: 5 and 6 are skulls, each a success; found, it attacks', () => {
    const { s, P } = npcScenario((d, P) => {
      putNpc(d, 'pirate-sloop', ['pirate-sloop-2'], 'santo-domingo');
      place(d, P, 'port-royale', false);
    });
    let r = play(s, [{ type: 'move', player: P, zone: 'santo-domingo', inPort: false }]);
    expect(chanceRule(r.s)).toBe('MM NPC 12');
    r = play(r.s, [chance([4, 5, 6])]);
    expect(ofType(r.events, 'npcRoll')).toEqual([{ type: 'npcRoll', rule: 'MM NPC 12', npc: 'pirate-sloop', skill: 'scouting', faces: [4, 'skull', 'skull'], successes: 2 }]);
    expect(ofType(r.events, 'npcScouts')).toEqual([{ type: 'npcScouts', rule: 'MM NPC 13', npc: 'pirate-sloop', player: P, found: true }]);
    expect(ofType(r.events, 'combatStarted')).toHaveLength(1);
  });

  it('MM Scout 4: no skull, no battle: the turn goes on', () => {
    const { s, P } = npcScenario((d, P) => {
      putNpc(d, 'pirate-sloop', ['pirate-sloop-2'], 'santo-domingo');
      place(d, P, 'port-royale', false);
    });
    const r = play(s, [{ type: 'move', player: P, zone: 'santo-domingo', inPort: false }, chance([1, 2, 4])]);
    expect(ofType(r.events, 'npcRoll')[0]).toMatchObject({ faces: [1, 2, 4], successes: 0 });
    expect(ofType(r.events, 'combatStarted')).toEqual([]);
    expect(r.s.stack.some((f) => f.kind === 'npcScout' || f.kind === 'combat')).toBe(false);
  });

  it('MM Scout 3-4: a player\'s roll for an NPC: failed, the frame ends and the NPC is not offered again this turn; 5 and 6 succeed', () => {
    const setup = () =>
      npcScenario((d, P) => {
        putNpc(d, 'naval-spanish', ['spanish-naval-ship-2'], 'nassau');
        place(d, P, 'nassau', false);
      });
    const { s, P } = setup();
    let r = play(s, [{ type: 'scoutNpc', player: P, target: 'naval-spanish' }]);
    expect(chanceRule(r.s)).toBe('MM Scout 3');
    const n = (pending(r.s) as { spec: { count: number } }).spec.count;
    const miss = [1, 2, 3, 4, 1, 2].slice(0, n);
    r = play(r.s, [chance(miss)]);
    expect(ofType(r.events, 'roll')).toEqual([{ type: 'roll', rule: 'MM Scout 3', player: P, skill: 'scouting', faces: miss, successes: 0 }]);
    expect(ofType(r.events, 'scouted')).toEqual([{ type: 'scouted', rule: 'MM Scout 4', player: P, target: 'naval-spanish', found: false }]);
    expect(ofType(r.events, 'combatStarted')).toEqual([]);
    expect(r.s.stack.some((f) => f.kind === 'scoutNpc')).toBe(false);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P });
    expect(legalActions(r.s).some((a) => a.type === 'scoutNpc')).toBe(false);

    const hit = [4, 5, 6, 1, 1, 1].slice(0, n);
    r = play(setup().s, [{ type: 'scoutNpc', player: P, target: 'naval-spanish' }, chance(hit)]);
    const faces = hit.map((d) => (d >= 5 ? 'skull' : d));
    expect(ofType(r.events, 'roll')).toEqual([{ type: 'roll', rule: 'MM Scout 3', player: P, skill: 'scouting', faces, successes: hit.filter((d) => d >= 5).length }]);
    expect(ofType(r.events, 'scouted')).toEqual([{ type: 'scouted', rule: 'MM Scout 3', player: P, target: 'naval-spanish', found: true }]);
    expect(ofType(r.events, 'combatStarted')).toHaveLength(1);
  });

  it('MM Scout 1: only NPCs in his zone, and only at sea', () => {
    const inPort = npcScenario((d, P) => {
      putNpc(d, 'naval-spanish', ['spanish-naval-ship-2'], 'nassau');
      place(d, P, 'nassau', true);
    });
    expect(legalActions(inPort.s).some((a) => a.type === 'scoutNpc')).toBe(false);
    const elsewhere = npcScenario((d, P) => {
      putNpc(d, 'naval-spanish', ['spanish-naval-ship-2'], 'havana');
      putNpc(d, 'naval-french', ['french-naval-ship-2'], 'nassau');
      place(d, P, 'nassau', false);
    });
    expect(legalActions(elsewhere.s).filter((a) => a.type === 'scoutNpc')).toEqual([{ type: 'scoutNpc', player: elsewhere.P, target: 'naval-french' }]);
  });
});

describe('Hunting (MM NPC 9-11, 18-19, M45)', () => {
  const gold = (gP: number, gQ: number, cargoQ: string[] = []) =>
    npcScenario((d, P, Q) => {
      putNpc(d, 'pirate-sloop', ['pirate-sloop-2'], 'caribbean-sea');
      place(d, P, 'santo-domingo', true);
      place(d, Q, 'port-royale', true);
      (d.pl[P] as Pl).gold = gP;
      (d.pl[Q] as Pl).gold = gQ;
      (d.pl[P] as Pl).cargo = [];
      (d.pl[Q] as Pl).cargo = [];
      giveCargo(d, Q, cargoQ);
    });

  it('M45: the richer player is hunted whichever seat comes first; the tie is drawn under MM NPC 16\'s key and the icons go on once', () => {
    for (const [gP, gQ] of [[12, 10], [10, 12]] as const) {
      const g = gold(gP, gQ);
      const r = nextRound(g.s, 'calm-seas-4');
      expect(ofType(r.events, 'npcMoved').filter((e) => e.npc === 'pirate-sloop')).toEqual([expect.objectContaining({ rule: 'MM NPC 18', hunting: gP > gQ ? g.P : g.Q })]);
    }
    // Equal Gold: the Cargo Cards (pirate priority 2) decide.
    const cargo = gold(10, 10, ['cotton-5']);
    expect(ofType(nextRound(cargo.s, 'calm-seas-4').events, 'npcMoved')[0]).toMatchObject({ rule: 'MM NPC 18', hunting: cargo.Q });
    const tied = gold(10, 10);
    let r = nextRound(tied.s, 'calm-seas-4');
    expect(chanceRule(r.s)).toBe('MM NPC 16');
    r = play(r.s, [chance(tied.Q)]);
    expect(ofType(r.events, 'npcMoved')).toEqual([expect.objectContaining({ rule: 'MM NPC 19', npc: 'pirate-sloop', zone: 'port-royale', hunting: tied.Q })]);
    expect(pending(r.s).kind).toBe('decision');
  });

  it('MM NPC 18: a hunted player in the NPC\'s own zone: it stays there', () => {
    const { s, P } = npcScenario((d, P, Q) => {
      putNpc(d, 'pirate-sloop', ['pirate-sloop-2'], 'santo-domingo');
      place(d, P, 'santo-domingo', true);
      place(d, Q, 'havana', true);
      (d.pl[Q] as Pl).bounties.french = 1;
    });
    const r = nextRound(s, 'calm-seas-4');
    expect(ofType(r.events, 'npcStayed')).toEqual([{ type: 'npcStayed', rule: 'MM NPC 18', npc: 'pirate-sloop', hunting: P }]);
    expect(ofType(r.events, 'npcMoved').filter((e) => e.npc === 'pirate-sloop')).toEqual([]);
  });

  it('MM NPC 9: equal bounties from the ship\'s nation, then the most bounties from the others decide', () => {
    const { s, Q } = npcScenario((d, P, Q) => {
      putNpc(d, 'naval-spanish', ['spanish-naval-ship-2'], 'havana');
      place(d, P, 'nassau', false);
      place(d, Q, 'port-x7', false);
      Object.assign((d.pl[P] as Pl).bounties, { spanish: 1, english: 1 });
      Object.assign((d.pl[Q] as Pl).bounties, { spanish: 1, french: 2 });
    });
    const r = nextRound(s, 'calm-seas-1');
    expect(ofType(r.events, 'npcMoved')[0]).toMatchObject({ rule: 'MM NPC 18', npc: 'naval-spanish', zone: 'port-x7', hunting: Q });
  });

  it('MM NPC 9, M37: at war, the ship hunts a Captain of the enemy nation whichever nation the war names first', () => {
    const war = npcScenario((d, P2, Q2) => {
      putNpc(d, 'naval-spanish', ['spanish-naval-ship-2'], 'havana');
      setCaptain(d, P2, 'frances-wright');
      place(d, P2, 'port-x7', false);
      place(d, Q2, 'port-x2', true);
      d.war = ['english', 'spanish'];
    });
    const r = nextRound(war.s, 'calm-seas-1');
    expect(ofType(r.events, 'npcMoved')[0]).toMatchObject({ rule: 'MM NPC 18', npc: 'naval-spanish', zone: 'port-x7', hunting: war.P });
  });
});

describe('NPC cards entering play (MM NPC 4, 7, 8)', () => {
  it('MM NPC 4: a card for an NPC not in play makes a new NPC, even with another NPC in play', () => {
    const { s } = npcScenario((d) => putNpc(d, 'naval-spanish', ['spanish-naval-ship-2'], 'havana'));
    let r = nextRound(s, 'dutch-naval-ship-2');
    r = play(r.s, r.s.order.map(end));
    expect(ofType(r.events, 'npcArrived')).toEqual([expect.objectContaining({ rule: 'MM NPC 4', npc: 'naval-dutch', stacked: false })]);
    expect(r.s.npcs.map((n) => [n.slot, n.cards])).toEqual([['naval-spanish', ['spanish-naval-ship-2']], ['naval-dutch', ['dutch-naval-ship-2']]]);
  });

  it('MM NPC 8: the draw of the card that takes over cites MM NPC 8', () => {
    const { s } = npcScenario((d) => putNpc(d, 'naval-dutch', ['dutch-naval-ship-1', 'dutch-naval-ship-2'], null));
    const r = play(s, s.order.map(end));
    expect(chanceRule(r.s)).toBe('MM NPC 8');
  });
});

describe('Effects placing and moving NPCs (MM NPC 6, MR55, MR60)', () => {
  const captain = { name: 'Stand-in Commodore', seamanship: 3, scouting: 2, leadership: 3 };
  it('MR55: a Man-o-War for a named nation is placed with no war; one already in its zone does not move', () => {
    const set = withEvent('immediate', [{ op: 'placeNpc', npc: 'man-o-war', nation: 'english', zone: 'nassau', captain }]);
    const { s } = npcScenario(undefined, set);
    let r = nextRound(s, 'test-event');
    expect(ofType(r.events, 'npcPlaced')).toEqual([expect.objectContaining({ rule: 'MM NPC 6', npc: 'man-o-war-english', zone: 'nassau' })]);
    expect(r.s.npcs.map((n) => [n.slot, n.zone])).toEqual([['man-o-war-english', 'nassau']]);
    // The card again (back from the discard): the ship is already there: nothing moves.
    const again = npcScenario((d) => {
      d.npcs.push({ slot: 'man-o-war-english', zone: 'nassau', cards: [], captain: { name: 'Stand-in Commodore', ship: 'man-o-war', zone: 'nassau', skills: { seamanship: 3, scouting: 2, leadership: 3 }, scoutingUsesBounties: false } });
    }, set);
    r = nextRound(again.s, 'test-event');
    expect(ofType(r.events, 'npcMoved')).toEqual([]);
    expect(ofType(r.events, 'npcPlaced')).toEqual([]);
  });

  it('MR60: moveNpc to the zone the NPC is in: nothing happens', () => {
    const set = withEvent('immediate', [{ op: 'moveNpc', npc: 'naval-dutch', zone: 'port-x4' }]);
    const { s } = npcScenario((d) => putNpc(d, 'naval-dutch', ['dutch-naval-ship-1'], 'port-x4'), set);
    const r = nextRound(s, 'test-event');
    expect(ofType(r.events, 'npcMoved')).toEqual([]);
    expect(r.s.npcs[0]?.zone).toBe('port-x4');
  });
});

describe('Which NPC scouts, and with how many dice (MM NPC 12, 14, 15, M42)', () => {
  const mow = (zone: string) => ({ slot: 'man-o-war-english' as const, zone, cards: [], captain: { name: 'Stand-in Commodore', ship: 'man-o-war' as const, zone, skills: { seamanship: 3, scouting: 2, leadership: 3 }, scoutingUsesBounties: false } });

  it('MM NPC 14: each NPC rolls its own dice: 5 for the Spanish ship (5 Spanish bounties), then 2 for the French one (its card)', () => {
    const { s, P } = npcScenario((d, P) => {
      putNpc(d, 'naval-spanish', ['spanish-naval-ship-2'], 'nassau');
      putNpc(d, 'naval-french', ['french-naval-ship-2'], 'nassau');
      place(d, P, 'havana', false);
      Object.assign((d.pl[P] as Pl).bounties, { spanish: 5, french: 1 });
    });
    let r = play(s, [{ type: 'move', player: P, zone: 'nassau', inPort: false }]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 5 } });
    r = play(r.s, [chance([1, 1, 1, 1, 1])]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 2 } });
  });

  it('MM NPC 14, MR55: a Man-o-War a card placed rolls its own Scouting, not the bounties; with one other Naval ship (not a Man-o-War) it is not silenced (M42)', () => {
    const { s, P } = npcScenario((d, P) => {
      d.npcs.push(mow('nassau'));
      putNpc(d, 'naval-spanish', ['spanish-naval-ship-2'], 'nassau');
      place(d, P, 'havana', false);
      (d.pl[P] as Pl).bounties.english = 4;
    });
    const r = play(s, [{ type: 'move', player: P, zone: 'nassau', inPort: false }]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 2 } });
    // The Spanish ship hunts his English bounties too (MM NPC 9, priority 2): both scout, the Man-o-War first.
    expect(r.s.stack.at(-1)).toMatchObject({ kind: 'npcScout', queue: ['man-o-war-english', 'naval-spanish'] });
  });

  it('MR55, MM NPC 6: "each nation at war" with no war places nothing; a nation\'s Man-o-War elsewhere moves to the zone named', () => {
    const captain = { name: 'Stand-in Commodore', seamanship: 3, scouting: 2, leadership: 3 };
    const none = npcScenario(undefined, withEvent('immediate', [{ op: 'placeNpc', npc: 'man-o-war', nation: 'atWar', zone: 'nassau', captain }]));
    let r = nextRound(none.s, 'test-event');
    expect(r.s.npcs).toEqual([]);
    expect(ofType(r.events, 'npcPlaced')).toEqual([]);
    const moved = npcScenario((d) => d.npcs.push(mow('havana')), withEvent('immediate', [{ op: 'placeNpc', npc: 'man-o-war', nation: 'english', zone: 'nassau', captain }]));
    r = nextRound(moved.s, 'test-event');
    expect(ofType(r.events, 'npcMoved')).toEqual([{ type: 'npcMoved', rule: 'MM NPC 6', npc: 'man-o-war-english', zone: 'nassau', hunting: null }]);
    expect(r.s.npcs.map((n) => [n.slot, n.zone, n.captain?.zone])).toEqual([['man-o-war-english', 'nassau', 'havana']]);
  });
});

describe('After a battle with an NPC (MM NPC 8, 22)', () => {
  it('MM NPC 8: the NPC\'s only captain sunk: his card is discarded and the NPC leaves play', () => {
    const { ended, after: r } = sinkNpcSloop(['pirate-sloop-2']);
    expect(ofType(ended.events, 'combatEnded')[0]).toMatchObject({ how: 'sunk' });
    expect(ofType(r.events, 'npcDied')).toEqual([{ type: 'npcDied', rule: 'MM NPC 8', npc: 'pirate-sloop', card: 'pirate-sloop-2' }]);
    expect(ofType(r.events, 'npcLeft')).toEqual([{ type: 'npcLeft', rule: 'MM NPC 8', npc: 'pirate-sloop' }]);
    expect(r.s.npcs).toEqual([]);
    expect(r.s.discard.event['pirate-sloop-2']).toBe(1);
  });
});

/** The built-in set with its Event Cards edited (a custom component set: the NPC cards are data, MM NPC 2, D14). */
function withEvents(edit: (events: ComponentSet['events']) => void): ComponentSet {
  const c = provisionalComponents();
  edit(c.events);
  return loadComponents(c);
}
const npcOf = (events: ComponentSet['events'], id: string) => {
  const e = events.find((x) => x.id === id);
  if (!e?.npc) throw new Error(`no NPC card ${id}`);
  return e.npc;
};
/** A Man-o-War NPC card (MM NPC 6, D15): none in the built-in set, so a custom set adds it. */
const manOWarCard = (zone: string) => (events: ComponentSet['events']) => {
  events.push({
    id: 'test-man-o-war', name: 'Man-o-War', count: 1, text: 'test', npcIcons: [],
    npc: { slot: 'man-o-war', captain: 'Test Commodore', ship: 'man-o-war', zone, skills: { seamanship: 3, scouting: 2, leadership: 3 }, scoutingUsesBounties: true },
    timing: 'endOfRound', effects: [], stays: true, hook: null, provisional: true, source: 'test',
  });
};
const moveTo = (P: PlayerId, zone: string): Action => ({ type: 'move', player: P, zone, inPort: false });

describe('NPC cards of a custom component set (MM NPC 1, 6, 9-15, MR41, M43)', () => {
  it('MM NPC 1, 10, MR41: a pirate NPC has no nation even where its card names a port\'s zone: it leaves a player with a bounty alone', () => {
    const set = withEvents((events) => {
      npcOf(events, 'pirate-sloop-2').zone = 'havana';
      npcOf(events, 'pirate-frigate-2').zone = 'havana';
    });
    const at = (bounty: number) =>
      npcScenario((d, P) => {
        putNpc(d, 'pirate-sloop', ['pirate-sloop-2'], 'havana');
        putNpc(d, 'pirate-frigate', ['pirate-frigate-2'], 'havana');
        place(d, P, 'nassau', false);
        (d.pl[P] as Pl).bounties.spanish = bounty;
      }, set);
    // A pirate (a Spanish bounty, MM Terms 5) sails into Havana, a Spanish port's zone: no NPC scouts.
    const pirate = at(1);
    let r = play(pirate.s, [moveTo(pirate.P, 'havana')]);
    expect(r.s.stack.some((f) => f.kind === 'npcScout')).toBe(false);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: pirate.P });
    // A non-pirate: both pirates scout for him (no Naval ship silences them, MM NPC 15).
    const honest = at(0);
    r = play(honest.s, [moveTo(honest.P, 'havana')]);
    expect(r.s.stack.at(-1)).toMatchObject({ kind: 'npcScout', queue: ['pirate-sloop', 'pirate-frigate'] });
  });

  it('MR41, MM NPC 9, 14: a Man-o-War card\'s NPC is the Naval ship of its card\'s zone\'s nation: it scouts a Spanish-wanted player with his Spanish bounties', () => {
    const { s, P } = npcScenario((d, P) => {
      putNpc(d, 'man-o-war', ['test-man-o-war'], 'havana');
      place(d, P, 'nassau', false);
      Object.assign((d.pl[P] as Pl).bounties, { spanish: 4, english: 1 });
    }, withEvents(manOWarCard('havana')));
    const r = play(s, [moveTo(P, 'havana')]);
    expect(r.s.stack.at(-1)).toMatchObject({ kind: 'npcScout', queue: ['man-o-war'] });
    // MM NPC 14: the card's Scouting 2, raised to his 4 Spanish bounties.
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 4 } });
  });

  it('MM NPC 15, M43: a Man-o-War card\'s NPC and a War card\'s Man-o-War together do not scout', () => {
    const { s, P } = npcScenario((d, P) => {
      putNpc(d, 'man-o-war', ['test-man-o-war'], 'havana');
      d.npcs.push({ slot: 'man-o-war-english', zone: 'havana', cards: [], captain: { name: 'Stand-in Commodore', ship: 'man-o-war', zone: 'havana', skills: { seamanship: 3, scouting: 2, leadership: 3 }, scoutingUsesBounties: false } });
      place(d, P, 'nassau', false);
      Object.assign((d.pl[P] as Pl).bounties, { spanish: 1, english: 1 });
    }, withEvents(manOWarCard('havana')));
    const r = play(s, [moveTo(P, 'havana')]);
    expect(r.s.stack.some((f) => f.kind === 'npcScout')).toBe(false);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P });
  });
});

describe('Who the NPCs hunt (MM NPC 9, 18, M37, M57)', () => {
  it('M57: a retired Captain stays in port with his ship until his next turn, and NPCs hunt him as any Captain in port', () => {
    const { s, P, Q } = npcScenario((d, P, Q) => {
      putNpc(d, 'pirate-sloop', ['pirate-sloop-2'], 'caribbean-sea');
      place(d, P, 'santo-domingo', true);
      place(d, Q, 'havana', true);
    });
    // calm-seas-4's second icon: the pirate Sloop S; it hunts P, north in Santo Domingo, instead.
    const r = play(s, [{ type: 'retire', player: P }, end(Q), chance('calm-seas-4')]);
    expect(ofType(r.events, 'retired')).toHaveLength(1);
    expect(ofType(r.events, 'npcMoved').filter((e) => e.npc === 'pirate-sloop')).toEqual([{ type: 'npcMoved', rule: 'MM NPC 18', npc: 'pirate-sloop', zone: 'santo-domingo', hunting: P }]);
  });

  it('MM NPC 9, M37: at war, a Naval ship does not hunt a Captain of a nation outside the war', () => {
    const hunt = (captain: string) =>
      npcScenario((d, P, Q) => {
        putNpc(d, 'naval-spanish', ['spanish-naval-ship-2'], 'havana');
        setCaptain(d, P, captain);
        place(d, P, 'port-x7', false);
        place(d, Q, 'port-x2', true);
        d.war = ['english', 'spanish'];
      });
    // A French Captain (home port Port X1) at war's edge: the ship follows its letter (E, Nassau).
    const french = hunt('captain-port-x1');
    let r = nextRound(french.s, 'calm-seas-1');
    expect(ofType(r.events, 'npcMoved')[0]).toEqual({ type: 'npcMoved', rule: 'MM NPC 16', npc: 'naval-spanish', zone: 'nassau', hunting: null });
    // An English one (Frances Wright, of Nassau): hunted (priority 3).
    const english = hunt('frances-wright');
    r = nextRound(english.s, 'calm-seas-1');
    expect(ofType(r.events, 'npcMoved')[0]).toEqual({ type: 'npcMoved', rule: 'MM NPC 18', npc: 'naval-spanish', zone: 'port-x7', hunting: english.P });
  });
});

describe('An Event Card\'s text after its icons (MM Event 2-3, M60)', () => {
  it('MM Event 3, M60: a card with NPC icons whose text applies at the end of the round: nothing at the draw, once at the round\'s end', () => {
    const set = withEvents((events) => {
      events.push({ id: 'test-event', name: 'Test Event', count: 1, text: 'test', npcIcons: [{ npc: 'naval-spanish', dir: 'E' }, { npc: 'naval-english', dir: 'E' }, { npc: 'naval-english', dir: 'N' }], npc: null, timing: 'endOfRound', effects: [{ op: 'addBounty', nation: 'dutch', n: 1 }], stays: false, hook: null, provisional: true, source: 'test' });
    });
    const { s, P, Q } = npcScenario((d) => putNpc(d, 'naval-spanish', ['spanish-naval-ship-2'], 'havana'), set);
    let r = nextRound(s, 'test-event');
    expect(ofType(r.events, 'npcMoved')).toEqual([expect.objectContaining({ npc: 'naval-spanish', zone: 'nassau' })]);
    expect(ofType(r.events, 'bountyChanged')).toEqual([]);
    expect([r.s.pl[P]?.bounties.dutch, r.s.pl[Q]?.bounties.dutch]).toEqual([0, 0]);
    r = play(r.s, r.s.order.map(end));
    expect([r.s.pl[P]?.bounties.dutch, r.s.pl[Q]?.bounties.dutch]).toEqual([1, 1]);
  });
});

describe('The NPC in a battle is the one scouted (MM Scout 3, 7, MM Bounty 1)', () => {
  it('MM Bounty 1, MM Scout 7: scouting the second NPC in play, a French ship: the bounty is French', () => {
    const { s, P } = npcScenario((d, P) => {
      putNpc(d, 'naval-spanish', ['spanish-naval-ship-2'], 'havana');
      putNpc(d, 'naval-french', ['french-naval-ship-2'], 'nassau');
      place(d, P, 'nassau', false);
    });
    let r = play(s, [{ type: 'scoutNpc', player: P, target: 'naval-french' }]);
    const n = (pending(r.s) as { spec: { count: number } }).spec.count;
    r = play(r.s, [chance([5, ...Array<number>(n - 1).fill(1)])]);
    expect(ofType(r.events, 'bountyChanged')).toEqual([expect.objectContaining({ rule: 'MM Bounty 1', player: P, nation: 'french', bounties: 1 })]);
    expect(ofType(r.events, 'combatStarted')).toEqual([expect.objectContaining({ rule: 'MM Scout 3', defender: { player: null, npc: 'naval-french' } })]);
  });
});

describe('Replacement at the end of the round (MM NPC 8, M41)', () => {
  it('MM NPC 8: a dead captain with one card below is replaced without a draw, even when another NPC in play has two cards', () => {
    const { s } = npcScenario((d) => {
      putNpc(d, 'naval-dutch', ['dutch-naval-ship-1', 'dutch-naval-ship-2'], 'port-x5');
      putNpc(d, 'naval-spanish', ['spanish-naval-ship-2'], null);
    });
    const r = play(s, s.order.map(end));
    expect(ofType(r.events, 'npcReplaced')).toEqual([{ type: 'npcReplaced', rule: 'MM NPC 8', npc: 'naval-spanish', card: 'spanish-naval-ship-2', zone: 'havana' }]);
    // The next round's Event draw, not a draw of NPC cards.
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'event' } });
  });
});

/** The dice count of the pending chance node. */
const diceCount = (s: GameState): number => (pending(s) as { spec: { count: number } }).spec.count;
/** `n` dice without a skull summing to `sum` (MM Combat 6: an equal sum and no success is a tie). */
function spread(n: number, sum: number): number[] {
  const out = Array<number>(n).fill(1);
  let left = sum - n;
  for (let i = 0; i < n && left > 0; i++) {
    const add = Math.min(3, left);
    out[i] = (out[i] ?? 1) + add;
    left -= add;
  }
  if (left !== 0 || sum < n) throw new Error(`no ${n} dice sum to ${sum}`);
  return out;
}
/**
 * Round 1 of a battle with an NPC as aggressor (MM Combat 2: Shoot only): the Seamanship rolls tie
 * (no skull, equal sums: MM Combat 5-6, no winner, no hits).
 */
function tieRound1(s: GameState) {
  const a = diceCount(s);
  const first = play(s, [chance(Array<number>(a).fill(2))]);
  const second = play(first.s, [chance(spread(diceCount(first.s), 2 * a))]);
  return { s: second.s, events: [...first.events, ...second.events] };
}
/** Round 1 tied, then in round 2 both Flee (MM Combat 10): the battle ends, nobody beaten; `controller` decides for the NPC (M46). */
function bothFlee(s: GameState, P: PlayerId, controller: PlayerId) {
  const t = tieRound1(s);
  const r = play(t.s, [{ type: 'declare', player: controller, action: 'flee' }, { type: 'declare', player: P, action: 'flee' }]);
  return { s: r.s, events: [...t.events, ...r.events] };
}

describe('Several NPCs find him (MM NPC 13, 15, M43, MR44)', () => {
  it('M43: three Naval ships find him; each attacks once, in an order drawn among those left; fleeing ends one battle, not the encounter; none is beaten', () => {
    const { s, P, Q } = npcScenario((d, P) => {
      putNpc(d, 'naval-spanish', ['spanish-naval-ship-2'], 'nassau');
      putNpc(d, 'naval-french', ['french-naval-ship-2'], 'nassau');
      putNpc(d, 'naval-dutch', ['dutch-naval-ship-2'], 'nassau');
      // A Man-o-War: more Cannons and Crew than a Naval Frigate, so each may Flee (MM NPC 21).
      fit(d, P, 'havana', { ship: 'man-o-war', captain: 'captain-port-x1' });
      Object.assign((d.pl[P] as Pl).bounties, { spanish: 1, french: 1, dutch: 1 });
    });
    let r = play(s, [moveTo(P, 'nassau'), chance([5, 1]), chance([5, 1]), chance([5, 1])]);
    expect(ofType(r.events, 'npcScouts').map((e) => [e.npc, e.found])).toEqual([['naval-spanish', true], ['naval-french', true], ['naval-dutch', true]]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'npcOrder' } });
    const events = [...r.events];
    r = play(r.s, [chance('naval-french')]);
    events.push(...r.events);
    let b = bothFlee(r.s, P, Q);
    events.push(...b.events);
    // Two left: the next is drawn between them.
    expect(pending(b.s)).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'npcOrder' } });
    r = play(b.s, [chance('naval-dutch')]);
    events.push(...r.events);
    b = bothFlee(r.s, P, Q);
    events.push(...b.events);
    // The last one attacks without a draw.
    b = bothFlee(b.s, P, Q);
    events.push(...b.events);
    expect(ofType(events, 'combatStarted').map((e) => [e.rule, e.aggressor.npc, e.defender.player])).toEqual([['MM NPC 13', 'naval-french', P], ['MM NPC 13', 'naval-dutch', P], ['MM NPC 13', 'naval-spanish', P]]);
    expect(ofType(events, 'combatEnded').map((e) => e.how)).toEqual(['escaped', 'escaped', 'escaped']);
    expect(ofType(events, 'npcDied')).toEqual([]);
    expect(b.s.npcs.map((n) => [n.slot, n.zone, n.cards])).toEqual([['naval-spanish', 'nassau', ['spanish-naval-ship-2']], ['naval-french', 'nassau', ['french-naval-ship-2']], ['naval-dutch', 'nassau', ['dutch-naval-ship-2']]]);
    // The sequence is over: his turn goes on.
    expect(b.s.stack.some((f) => f.kind === 'npcScout')).toBe(false);
    expect(pending(b.s)).toMatchObject({ kind: 'decision', player: P });
  });

  it('M43, MR44: sunk by the first NPC, he is dead: the second one that found him does not attack', () => {
    const { s, P } = npcScenario((d, P) => {
      putNpc(d, 'naval-spanish', ['spanish-naval-ship-2'], 'nassau');
      putNpc(d, 'naval-french', ['french-naval-ship-2'], 'nassau');
      fit(d, P, 'havana', { ship: 'sloop', captain: 'captain-port-x1' });
      (d.pl[P] as Pl).track.hull = 1;
      Object.assign((d.pl[P] as Pl).bounties, { spanish: 1, french: 1 });
    });
    let r = play(s, [moveTo(P, 'nassau'), chance([5, 1]), chance([5, 1]), chance('naval-french')]);
    const events = [...r.events];
    // The French ship wins the Seamanship contest; its skulls all go to his Hull (he places them).
    r = play(r.s, [chance(Array<number>(diceCount(r.s)).fill(6))]);
    events.push(...r.events);
    r = play(r.s, [chance(Array<number>(diceCount(r.s)).fill(1))]);
    events.push(...r.events);
    r = play(r.s, [chance(Array<number>(diceCount(r.s)).fill(6))]);
    events.push(...r.events);
    while (pending(r.s).kind === 'decision' && legalActions(r.s).some((a) => a.type === 'placeHit')) {
      r = play(r.s, [{ type: 'placeHit', player: P, location: 'hull' }]);
      events.push(...r.events);
    }
    expect(ofType(events, 'combatEnded')).toEqual([expect.objectContaining({ winner: 'aggressor', how: 'sunk' })]);
    expect(ofType(events, 'captainDied')).toEqual([expect.objectContaining({ player: P, cause: 'sunk in combat' })]);
    expect(ofType(events, 'combatStarted')).toHaveLength(1);
    expect(r.s.stack.some((f) => f.kind === 'npcScout' || f.kind === 'combat')).toBe(false);
    // The winner is not beaten: both ships stay with their captains (MM NPC 22).
    expect(r.s.npcs.map((n) => [n.slot, n.zone, n.cards])).toEqual([['naval-spanish', 'nassau', ['spanish-naval-ship-2']], ['naval-french', 'nassau', ['french-naval-ship-2']]]);
  });
});

/**
 * P, at sea in Nassau in a Man-o-War (5 Cannons), scouts `target` there (found, MM Scout 3: he is
 * the aggressor), wins the Seamanship contest and shoots five skulls, which Q, deciding for the NPC
 * (M46), all puts on its Hull: sunk in round 1 (MM Combat 13); then the victor's Glory Card draw.
 */
function scoutAndSink(target: NpcSlot, edit: (d: GameState) => void) {
  const { s, P, Q } = npcScenario((d, P) => {
    edit(d);
    fit(d, P, 'nassau', { ship: 'man-o-war', captain: 'captain-port-x1' });
  });
  let r = play(s, [{ type: 'scoutNpc', player: P, target }]);
  const events = [...r.events];
  for (const face of [5, 6, 1, 6]) {
    r = play(r.s, [chance(Array<number>(diceCount(r.s)).fill(face))]);
    events.push(...r.events);
  }
  while (pending(r.s).kind === 'decision' && legalActions(r.s).some((a) => a.type === 'placeHit')) {
    r = play(r.s, [{ type: 'placeHit', player: Q, location: 'hull' }]);
    events.push(...r.events);
  }
  expect(ofType(events, 'combatEnded')).toEqual([expect.objectContaining({ winner: 'aggressor', how: 'sunk' })]);
  expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { pool: 'glory' } });
  r = play(r.s, [chanceOutcomes(r.s)[0]?.outcome as Action]);
  events.push(...r.events);
  return { s: r.s, events, P };
}

describe('The NPC he sinks (MM NPC 8, 22, MM Scout 3, MR55)', () => {
  it('MM NPC 8: the defender he sank is the NPC that loses its captain, not another NPC in play', () => {
    const { s, events } = scoutAndSink('naval-french', (d) => {
      putNpc(d, 'naval-spanish', ['spanish-naval-ship-1', 'spanish-naval-ship-2'], 'havana');
      putNpc(d, 'naval-french', ['french-naval-ship-2'], 'nassau');
    });
    expect(ofType(events, 'npcDied')).toEqual([{ type: 'npcDied', rule: 'MM NPC 8', npc: 'naval-french', card: 'french-naval-ship-2' }]);
    expect(ofType(events, 'npcLeft')).toEqual([{ type: 'npcLeft', rule: 'MM NPC 8', npc: 'naval-french' }]);
    expect(s.npcs).toEqual([{ slot: 'naval-spanish', zone: 'havana', cards: ['spanish-naval-ship-1', 'spanish-naval-ship-2'] }]);
    expect(s.discard.event['french-naval-ship-2']).toBe(1);
  });

  it('MR55, MM NPC 8: a War card\'s Man-o-War sunk has no card: it leaves play, nothing is discarded', () => {
    const { s, events } = scoutAndSink('man-o-war-english', (d) => {
      d.npcs.push({ slot: 'man-o-war-english', zone: 'nassau', cards: [], captain: { name: 'Stand-in Commodore', ship: 'man-o-war', zone: 'nassau', skills: { seamanship: 3, scouting: 2, leadership: 3 }, scoutingUsesBounties: false } });
    });
    expect(ofType(events, 'npcDied')).toEqual([]);
    expect(ofType(events, 'npcLeft')).toEqual([{ type: 'npcLeft', rule: 'MM NPC 8', npc: 'man-o-war-english' }]);
    expect(s.npcs).toEqual([]);
    expect(s.discard.event).toEqual({});
  });

  it('MM NPC 22, MM Crew 3: an NPC that wins the crew combat it boarded for keeps its captain', () => {
    const { s, P, Q } = npcScenario((d, P) => {
      putNpc(d, 'naval-spanish', ['spanish-naval-ship-2'], 'nassau');
      fit(d, P, 'havana', { ship: 'man-o-war', captain: 'captain-port-x1' });
      (d.pl[P] as Pl).bounties.spanish = 1;
      (d.pl[P] as Pl).track.crew = 1;
    });
    let r = play(s, [moveTo(P, 'nassau'), chance([5, 1])]);
    const events = [...r.events];
    // Round 1: a tie, no hits; round 2: the ship boards, he shoots; it wins the contest.
    const t = tieRound1(r.s);
    events.push(...t.events);
    r = play(t.s, [{ type: 'declare', player: Q, action: 'board' }, { type: 'declare', player: P, action: 'shoot' }]);
    events.push(...r.events);
    for (const face of [6, 1]) {
      r = play(r.s, [chance(Array<number>(diceCount(r.s)).fill(face))]);
      events.push(...r.events);
    }
    // Crew combat (MM Crew 1-2): its Leadership skull takes his last Crew.
    for (const face of [6, 1]) {
      r = play(r.s, [chance(Array<number>(diceCount(r.s)).fill(face))]);
      events.push(...r.events);
    }
    expect(ofType(events, 'combatEnded')).toEqual([expect.objectContaining({ winner: 'aggressor', how: 'crew' })]);
    expect(ofType(events, 'captainDied')).toEqual([expect.objectContaining({ player: P, cause: 'lost crew combat' })]);
    expect(ofType(events, 'npcDied')).toEqual([]);
    expect(r.s.npcs).toEqual([{ slot: 'naval-spanish', zone: 'nassau', cards: ['spanish-naval-ship-2'] }]);
  });
});
