/**
 * Non-Player Captains, block by block, with forced draws and dice (MM NPC 1-23, MM Comp 10, MM
 * Terms 4-5, MM Board 3/6, MM Turn 3, MM Event 2, MM Move 5, MM Actions 4, MM Scout 1/3; rulings
 * M41-M47, M60). The built-in map (provisional, ledger F.2): Havana borders E Nassau and S Port X7;
 * St. John only S Basse-Terre and W Port X1; the Caribbean Sea N Port Royale and Santo Domingo.
 */
import { describe, expect, it } from 'vitest';
import { createScenario, describeEvent, legalActions, pending, view, type Action, type GameState, type PlayerId } from '../src/index.js';
import { chance, ofType, place, play, setCaptain } from './helpers.js';
import { putNpc, sinkNpcSloop } from './combat-fixtures.js';

const end = (player: PlayerId): Action => ({ type: 'endTurn', player });

/** Put the NPC cards of the set-up round back in the Event deck (each test chooses its NPCs). */
function clearNpcArea(d: GameState): void {
  for (const c of d.npcArea) d.decks.event[c] = (d.decks.event[c] ?? 0) + 1;
  d.npcArea = [];
}

/** A 2-player position at P's first decision (P and Q in their home ports, no bounty, no war). */
function npcScenario(edit?: (d: GameState, P: PlayerId, Q: PlayerId) => void, players: 2 | 3 = 2) {
  let P: PlayerId = 'A';
  let Q: PlayerId = 'B';
  const s = createScenario({ players, seed: 3 }, (d) => {
    P = d.order[0] as PlayerId;
    Q = d.order[1] as PlayerId;
    clearNpcArea(d);
    edit?.(d, P, Q);
  });
  return { s, P, Q };
}

/** End every turn of the round, then draw `card` for the next one (the round's end runs in between). */
function nextRound(s: GameState, card: string) {
  const actions: Action[] = s.order.map(end);
  return play(s, [...actions, chance(card)]);
}

describe('NPC cards entering play (MM NPC 2-5, 7, MM Turn 3, M41, M60)', () => {
  it('MM NPC 3-4, M41: an NPC card drawn goes to the NPC area; its ship enters play in the card\'s zone at the end of the round', () => {
    const { s } = npcScenario();
    let r = nextRound(s, 'dutch-naval-ship-2');
    expect(ofType(r.events, 'npcCardSetAside')[0]).toMatchObject({ rule: 'MM NPC 3', card: 'dutch-naval-ship-2' });
    expect(r.s.npcArea).toEqual(['dutch-naval-ship-2']);
    expect(r.s.npcs).toEqual([]);
    r = play(r.s, r.s.order.map(end));
    expect(ofType(r.events, 'npcArrived')[0]).toMatchObject({ rule: 'MM NPC 4', npc: 'naval-dutch', zone: 'port-x4', stacked: false });
    expect(r.s.npcs).toEqual([{ slot: 'naval-dutch', zone: 'port-x4', cards: ['dutch-naval-ship-2'] }]);
    expect(r.s.npcArea).toEqual([]);
    // Public (MM NPC 3): every view shows it.
    expect(view(r.s, null).npcs).toEqual(r.s.npcs);
  });

  it('MM NPC 5, 7: a card for an NPC in play goes on top of the old one, and the ship moves to the new card\'s zone', () => {
    const { s } = npcScenario((d) => putNpc(d, 'naval-dutch', ['dutch-naval-ship-1'], 'curacao'));
    let r = nextRound(s, 'dutch-naval-ship-3');
    expect(r.s.npcs[0]?.zone).toBe('curacao');
    r = play(r.s, r.s.order.map(end));
    expect(ofType(r.events, 'npcArrived')[0]).toMatchObject({ rule: 'MM NPC 7', npc: 'naval-dutch', zone: 'port-x5', stacked: true });
    expect(r.s.npcs).toEqual([{ slot: 'naval-dutch', zone: 'port-x5', cards: ['dutch-naval-ship-1', 'dutch-naval-ship-3'] }]);
  });

  it('MM NPC 8, M41: a dead captain\'s NPC is replaced at the end of the round by the card below, in its home zone; of two below, one at random', () => {
    // One card below: it takes over in its own zone.
    const one = npcScenario((d) => putNpc(d, 'naval-dutch', ['dutch-naval-ship-1'], null));
    let r = play(one.s, one.s.order.map(end));
    expect(ofType(r.events, 'npcReplaced')[0]).toMatchObject({ rule: 'MM NPC 8', npc: 'naval-dutch', card: 'dutch-naval-ship-1', zone: 'curacao' });
    // Two below: a draw between them; the other stays below.
    const two = npcScenario((d) => putNpc(d, 'naval-dutch', ['dutch-naval-ship-1', 'dutch-naval-ship-2'], null));
    r = play(two.s, two.s.order.map(end));
    expect(pending(r.s)).toMatchObject({ kind: 'chance' });
    r = play(r.s, [chance('dutch-naval-ship-1')]);
    expect(r.s.npcs).toEqual([{ slot: 'naval-dutch', zone: 'curacao', cards: ['dutch-naval-ship-2', 'dutch-naval-ship-1'] }]);
  });

  it('MM NPC 8, 22: an NPC sunk in battle loses its captain (card discarded); the card below takes over at the end of the round', () => {
    const { P, ended, after } = sinkNpcSloop(['pirate-sloop-1', 'pirate-sloop-2']);
    expect(ofType(ended.events, 'combatEnded')[0]).toMatchObject({ how: 'sunk' });
    // MM Win 3 (a): the victor's Glory Card is drawn first, then the NPC's side is settled.
    expect(ended.s.stack.map((f) => f.kind).slice(-2)).toEqual(['npcScout', 'gloryDraw']);
    const r = after;
    expect(ofType(r.events, 'npcDied')[0]).toMatchObject({ rule: 'MM NPC 8', npc: 'pirate-sloop', card: 'pirate-sloop-2' });
    expect(r.s.discard.event['pirate-sloop-2']).toBe(1);
    // The card below takes over at the end of the round; until then the ship is off the board.
    expect(r.s.npcs).toEqual([{ slot: 'pirate-sloop', zone: null, cards: ['pirate-sloop-1'] }]);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P });
  });
});

describe('NPC movement (MM Event 2, MM NPC 16-19, 23, M44, M45)', () => {
  it('MM NPC 16, 23: each icon moves its NPC one zone by its letter, in order; an icon whose NPC is not on the board does nothing', () => {
    const { s } = npcScenario((d) => putNpc(d, 'naval-spanish', ['spanish-naval-ship-2'], 'havana'));
    // calm-seas-1: Spanish E, English E, English N; no English ship is on the board.
    const r = nextRound(s, 'calm-seas-1');
    expect(ofType(r.events, 'npcMoved')).toEqual([expect.objectContaining({ rule: 'MM NPC 16', npc: 'naval-spanish', zone: 'nassau', hunting: null })]);
    expect(r.s.npcs[0]?.zone).toBe('nassau');
  });

  it('MM NPC 17, M44: no border with the letter: the next letter clockwise (N, then E, then S)', () => {
    const { s } = npcScenario((d) => putNpc(d, 'naval-spanish', ['spanish-naval-ship-2'], 'st-john'));
    // calm-seas-4 starts with Spanish N; St. John has no N or E border: S, Basse-Terre.
    const r = nextRound(s, 'calm-seas-4');
    expect(ofType(r.events, 'npcMoved')[0]).toMatchObject({ npc: 'naval-spanish', zone: 'basse-terre' });
  });

  it('MM NPC 10, 18: a pirate NPC hunts a non-pirate in an adjacent zone (in port too) instead of following its letter', () => {
    const { s, P } = npcScenario((d, P, Q) => {
      putNpc(d, 'pirate-sloop', ['pirate-sloop-2'], 'caribbean-sea');
      place(d, P, 'santo-domingo', true);
      place(d, Q, 'havana', true);
    });
    // calm-seas-4's second icon: pirate Sloop S (to Curaçao or Port X4) - it hunts P north instead.
    const r = nextRound(s, 'calm-seas-4');
    expect(ofType(r.events, 'npcMoved')[0]).toMatchObject({ rule: 'MM NPC 18', npc: 'pirate-sloop', zone: 'santo-domingo', hunting: P });
  });

  it('MM NPC 10-11, MM Terms 5: a pirate NPC leaves pirates (players with a bounty) alone', () => {
    const { s } = npcScenario((d, P, Q) => {
      putNpc(d, 'pirate-sloop', ['pirate-sloop-2'], 'caribbean-sea');
      place(d, P, 'santo-domingo', true);
      place(d, Q, 'port-royale', true);
      for (const p of [P, Q]) (d.pl[p] as GameState['pl'][string]).bounties.french = 1;
    });
    const r = nextRound(s, 'calm-seas-4');
    expect(ofType(r.events, 'npcMoved')[0]).toMatchObject({ rule: 'MM NPC 16', hunting: null });
  });

  it('MM NPC 19, M45: of several, the one with most Gold (pirate priority 1); a full tie is drawn at random', () => {
    const setup = (goldQ: number) =>
      npcScenario((d, P, Q) => {
        putNpc(d, 'pirate-sloop', ['pirate-sloop-2'], 'caribbean-sea');
        place(d, P, 'santo-domingo', true);
        place(d, Q, 'port-royale', true);
        (d.pl[P] as GameState['pl'][string]).gold = 10;
        (d.pl[Q] as GameState['pl'][string]).gold = goldQ;
      });
    const richer = setup(12);
    let r = nextRound(richer.s, 'calm-seas-4');
    expect(ofType(r.events, 'npcMoved')[0]).toMatchObject({ rule: 'MM NPC 18', zone: 'port-royale', hunting: richer.Q });
    const tied = setup(10);
    r = nextRound(tied.s, 'calm-seas-4');
    expect(pending(r.s)).toMatchObject({ kind: 'chance' });
    r = play(r.s, [chance(tied.P)]);
    expect(ofType(r.events, 'npcMoved')[0]).toMatchObject({ rule: 'MM NPC 19', zone: 'santo-domingo', hunting: tied.P });
  });

  it('MM NPC 9, M37, M45: a Naval ship hunts its own nation\'s bounties first, then others\', then the enemy at war', () => {
    const { s, Q } = npcScenario((d, P, Q) => {
      putNpc(d, 'naval-spanish', ['spanish-naval-ship-2'], 'havana');
      place(d, P, 'nassau', false);
      place(d, Q, 'port-x7', false);
      (d.pl[P] as GameState['pl'][string]).bounties.english = 3;
      (d.pl[Q] as GameState['pl'][string]).bounties.spanish = 1;
    });
    // calm-seas-1: Spanish E first. Q (1 Spanish bounty) beats P (3 English).
    let r = nextRound(s, 'calm-seas-1');
    expect(ofType(r.events, 'npcMoved')[0]).toMatchObject({ npc: 'naval-spanish', zone: 'port-x7', hunting: Q });
    // No bounty at all, but at war with the ship's nation: a Spanish ship hunts a Captain of the enemy.
    const war = npcScenario((d, P2, Q2) => {
      putNpc(d, 'naval-spanish', ['spanish-naval-ship-2'], 'havana');
      setCaptain(d, P2, 'frances-wright');
      place(d, P2, 'nassau', false);
      place(d, Q2, 'port-x2', true);
      d.war = ['spanish', 'english'];
    });
    r = nextRound(war.s, 'calm-seas-1');
    expect(ofType(r.events, 'npcMoved')[0]).toMatchObject({ rule: 'MM NPC 18', npc: 'naval-spanish', zone: 'nassau', hunting: war.P });
    // Not at war: the same Captain is not hunted (the ship follows its letter, E: Nassau all the same).
    const peace = npcScenario((d, P2, Q2) => {
      putNpc(d, 'naval-spanish', ['spanish-naval-ship-2'], 'havana');
      setCaptain(d, P2, 'frances-wright');
      place(d, P2, 'port-x7', false);
      place(d, Q2, 'port-x2', true);
    });
    r = nextRound(peace.s, 'calm-seas-1');
    expect(ofType(r.events, 'npcMoved')[0]).toMatchObject({ rule: 'MM NPC 16', zone: 'nassau', hunting: null });
  });
});

describe('NPC scouting and battles (MM NPC 12-15, 20, MM Move 5, MM Actions 4, MM Scout 1/3, M42, M43, M46)', () => {
  it('MM Move 5, MM NPC 12 (1): sailing into a hostile NPC\'s zone makes it scout at once; a failed roll lets the turn go on', () => {
    const { s, P } = npcScenario((d, P) => {
      putNpc(d, 'pirate-sloop', ['pirate-sloop-2'], 'santo-domingo');
      place(d, P, 'port-royale', false);
    });
    let r = play(s, [{ type: 'move', player: P, zone: 'santo-domingo', inPort: false }]);
    // The pirate's Scouting is 3 (its card): three dice.
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 3 } });
    r = play(r.s, [chance([1, 2, 4])]);
    expect(ofType(r.events, 'npcScouts')[0]).toMatchObject({ rule: 'MM Scout 4', npc: 'pirate-sloop', player: P, found: false });
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P });
  });

  it('MM NPC 13, 20, M46, M48: a successful NPC roll starts a battle with the NPC as aggressor, played by the player to the left', () => {
    const { s, P, Q } = npcScenario((d, P) => {
      putNpc(d, 'pirate-sloop', ['pirate-sloop-2'], 'santo-domingo');
      place(d, P, 'santo-domingo', true);
    });
    // Leaving port counts (MM NPC 12 (1)).
    const r = play(s, [{ type: 'move', player: P, zone: 'santo-domingo', inPort: false }, chance([5, 1, 1])]);
    expect(ofType(r.events, 'combatStarted')[0]).toMatchObject({ rule: 'MM NPC 13', aggressor: { npc: 'pirate-sloop' }, defender: { player: P } });
    const top = r.s.stack[r.s.stack.length - 1];
    expect(top?.kind).toBe('combat');
    if (top?.kind === 'combat') expect(top.sides[0]).toMatchObject({ kind: 'npc', controller: Q, ship: 'sloop', skills: { seamanship: 3, leadership: 2 }, track: { hull: 2, masts: 2, cargo: 2, crew: 2, cannons: 1 } });
    expect(describeEvent(r.s, ofType(r.events, 'combatStarted')[0] as never)).toBe(`Battle: the pirate Sloop (Stand-in Pirate 2) attacks Player ${P}`);
  });

  it('MM Actions 4, MM NPC 12 (2): a player who starts his turn at sea with a hostile NPC is scouted before his first action', () => {
    const { s, P, Q } = npcScenario((d, _P, Q) => {
      putNpc(d, 'pirate-sloop', ['pirate-sloop-2'], 'caribbean-sea');
      place(d, Q, 'caribbean-sea', false);
    });
    const r = play(s, [end(P)]);
    expect(ofType(r.events, 'turnStarted').at(-1)).toMatchObject({ player: Q });
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 3 } });
  });

  it('MM NPC 14: a Naval captain scouts with at least as many dice as the target\'s bounties from its nation', () => {
    const { s, P } = npcScenario((d, P) => {
      putNpc(d, 'naval-spanish', ['spanish-naval-ship-2'], 'nassau');
      place(d, P, 'havana', false);
      (d.pl[P] as GameState['pl'][string]).bounties.spanish = 4;
    });
    const r = play(s, [{ type: 'move', player: P, zone: 'nassau', inPort: false }]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 4 } });
  });

  it('MM NPC 15, M43: a pirate NPC is silent while a Naval ship shares its zone; several hostile NPCs all roll, then attack in a random order', () => {
    const silent = npcScenario((d, P) => {
      putNpc(d, 'pirate-sloop', ['pirate-sloop-2'], 'nassau');
      putNpc(d, 'naval-spanish', ['spanish-naval-ship-2'], 'nassau');
      place(d, P, 'havana', false);
    });
    let r = play(silent.s, [{ type: 'move', player: silent.P, zone: 'nassau', inPort: false }]);
    // P has no bounty: the Spanish ship is not hostile, the pirate is silenced.
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: silent.P });
    const two = npcScenario((d, P) => {
      putNpc(d, 'naval-spanish', ['spanish-naval-ship-2'], 'nassau');
      putNpc(d, 'naval-french', ['french-naval-ship-2'], 'nassau');
      place(d, P, 'havana', false);
      const x = d.pl[P] as GameState['pl'][string];
      x.bounties.spanish = 1;
      x.bounties.french = 1;
    });
    r = play(two.s, [{ type: 'move', player: two.P, zone: 'nassau', inPort: false }, chance([5, 1]), chance([6, 1])]);
    expect(ofType(r.events, 'npcScouts').map((e) => e.found)).toEqual([true, true]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'npcOrder' } });
    r = play(r.s, [chance('naval-french')]);
    expect(ofType(r.events, 'combatStarted')[0]).toMatchObject({ aggressor: { npc: 'naval-french' } });
  });

  it('MM Scout 1, 3, 7: a player may scout for an NPC in his zone; found, he is the aggressor (and attacking a Naval ship earns its bounty)', () => {
    const { s, P } = npcScenario((d, P) => {
      putNpc(d, 'naval-spanish', ['spanish-naval-ship-2'], 'nassau');
      place(d, P, 'nassau', false);
    });
    expect(legalActions(s)).toContainEqual({ type: 'scoutNpc', player: P, target: 'naval-spanish' });
    const r = play(s, [{ type: 'scoutNpc', player: P, target: 'naval-spanish' }, chance([5, 1, 1])]);
    expect(ofType(r.events, 'bountyChanged')[0]).toMatchObject({ rule: 'MM Bounty 1', player: P, nation: 'spanish', bounties: 1 });
    expect(ofType(r.events, 'combatStarted')[0]).toMatchObject({ rule: 'MM Scout 3', aggressor: { player: P }, defender: { npc: 'naval-spanish' } });
  });
});

describe('A new Captain and an NPC pirate in his home zone (MM Death 4, M56 step 2, MR40)', () => {
  it('he may be turned down once; the new draw is another Captain, and the first goes back to the deck', () => {
    const { s, P, Q } = npcScenario((d, P) => {
      putNpc(d, 'pirate-sloop', ['pirate-sloop-2'], 'havana');
      const x = d.pl[P] as GameState['pl'][string];
      // P's Captain has died: his card is out; a new one, the Captain of Havana, has just been drawn.
      if (x.captain) d.discard.captain[x.captain] = 1;
      delete d.decks.captain['captain-havana'];
      Object.assign(x, { captain: 'captain-havana', dead: true, revealed: false, ship: null, zone: null, inPort: false });
      d.stack.push({ kind: 'newCaptain', player: P, step: 'ship' });
    });
    expect(legalActions(s)).toContainEqual({ type: 'redrawCaptain', player: P });
    let r = play(s, [{ type: 'redrawCaptain', player: P }]);
    expect(ofType(r.events, 'captainRedrawn')[0]).toMatchObject({ rule: 'MM Death 4', player: P });
    // Still secret: the other player's view hides the Captain turned down.
    const top = view(r.s, Q).stack.at(-1) as { rejected?: string };
    expect(top.rejected).toBe('hidden');
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { pool: 'captain' } });
    expect(r.s.decks.captain['captain-havana']).toBeUndefined();
    const next = Object.keys(r.s.decks.captain).find((c) => c !== 'captain-havana') as string;
    r = play(r.s, [chance(next)]);
    expect(r.s.pl[P]?.captain).toBe(next);
    expect(r.s.decks.captain['captain-havana']).toBe(1);
    // Once only.
    expect(legalActions(r.s)).toEqual([{ type: 'chooseShip', player: P, ship: 'sloop' }, { type: 'chooseShip', player: P, ship: 'flute' }]);
  });

  it('no NPC pirate in the home zone: no redraw', () => {
    const { s } = npcScenario((d, P) => {
      putNpc(d, 'naval-spanish', ['spanish-naval-ship-2'], 'havana');
      const x = d.pl[P] as GameState['pl'][string];
      if (x.captain) d.discard.captain[x.captain] = 1;
      delete d.decks.captain['captain-havana'];
      Object.assign(x, { captain: 'captain-havana', dead: true, revealed: false, ship: null, zone: null, inPort: false });
      d.stack.push({ kind: 'newCaptain', player: P, step: 'ship' });
    });
    expect(legalActions(s).some((a) => a.type === 'redrawCaptain')).toBe(false);
  });
  it('the Captain deck empty (he drew its last card): no redraw, there is no other Captain to draw', () => {
    const { s, P } = npcScenario((d, P) => {
      putNpc(d, 'pirate-sloop', ['pirate-sloop-2'], 'havana');
      const x = d.pl[P] as GameState['pl'][string];
      if (x.captain) d.discard.captain[x.captain] = 1;
      delete d.decks.captain['captain-havana'];
      // The other Captains are dead or in play: none left to draw.
      for (const [c, n] of Object.entries(d.decks.captain)) d.discard.captain[c] = (d.discard.captain[c] ?? 0) + n;
      d.decks.captain = {};
      Object.assign(x, { captain: 'captain-havana', dead: true, revealed: false, ship: null, zone: null, inPort: false });
      d.stack.push({ kind: 'newCaptain', player: P, step: 'ship' });
    });
    expect(legalActions(s)).toEqual([{ type: 'chooseShip', player: P, ship: 'sloop' }, { type: 'chooseShip', player: P, ship: 'flute' }]);
  });

  it('an NPC pirate Frigate counts too, and an NPC pirate elsewhere does not; the redraw is once even when the second Captain has one at home too', () => {
    const dead = (d: GameState, P: PlayerId) => {
      const x = d.pl[P] as GameState['pl'][string];
      if (x.captain) d.discard.captain[x.captain] = 1;
      delete d.decks.captain['captain-havana'];
      Object.assign(x, { captain: 'captain-havana', dead: true, revealed: false, ship: null, zone: null, inPort: false });
      d.stack.push({ kind: 'newCaptain', player: P, step: 'ship' });
    };
    const elsewhere = npcScenario((d, P) => {
      putNpc(d, 'pirate-sloop', ['pirate-sloop-2'], 'nassau');
      dead(d, P);
    });
    expect(legalActions(elsewhere.s).some((a) => a.type === 'redrawCaptain')).toBe(false);
    const { s, P } = npcScenario((d, P) => {
      putNpc(d, 'naval-spanish', ['spanish-naval-ship-2'], 'curacao');
      putNpc(d, 'pirate-frigate', ['pirate-frigate-2'], 'havana');
      // Felipe's home port is Provisional Port X7.
      putNpc(d, 'pirate-sloop', ['pirate-sloop-2'], 'port-x7');
      dead(d, P);
    });
    expect(legalActions(s)).toContainEqual({ type: 'redrawCaptain', player: P });
    const r = play(s, [{ type: 'redrawCaptain', player: P }, chance('felipe')]);
    expect(r.s.pl[P]?.captain).toBe('felipe');
    expect(legalActions(r.s)).toEqual([{ type: 'chooseShip', player: P, ship: 'sloop' }, { type: 'chooseShip', player: P, ship: 'flute' }]);
  });
});
