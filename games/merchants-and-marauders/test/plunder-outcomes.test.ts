/**
 * Exact outcomes of plunder, claiming a ship and the reward for a pirate (MM Plunder 1-8, MM Bounty
 * 10-11, MM Weapons 1, MM Glory 2, 7, MM Yard 7, 19, MM StashGold 6; rulings M25, M36, M38, M54, M55,
 * MR11, MR16, MR19), written for the survivors of the mutation run (`npm run mutate:mm`,
 * docs/coverage.md "Mutation testing"): forced dice and draws, every event checked.
 */
import { describe, expect, it } from 'vitest';
import { check, createScenario, legalActions, pending, type Action, type GameState, type PlayerId } from '../src/index.js';
import { combatFrame, npcController } from '../src/rules/combat.js';
import { chance, ofType, giveCargo, play } from './helpers.js';
import { duel, fit, type Fit } from './combat-fixtures.js';

type PS = GameState['pl'][string];
const declare = (player: PlayerId, action: 'shoot' | 'board' | 'flee'): Action => ({ type: 'declare', player, action });
// P: a stand-in Captain of Provisional Port X1 (French; Seamanship 3, Leadership 2); Q: Frances Wright (Nassau, English).
const felipe = (f: Fit = {}): Fit => ({ captain: 'captain-port-x1', ...f });
const frances = (f: Fit = {}): Fit => ({ captain: 'frances-wright', ...f });
const top = (s: GameState) => s.stack[s.stack.length - 1];

/** The ledger key a chance node cites: the rule of the error an action other than its outcome gets. */
function chanceRule(s: GameState): string | undefined {
  expect(pending(s).kind).toBe('chance');
  const c = check(s, { type: 'endTurn', player: s.order[0] as PlayerId });
  return c.ok ? undefined : c.error.rule;
}

/** Take a card out of a deck (kept accounted for). */
function take(deck: Record<string, number>, id: string): void {
  const n = deck[id] ?? 0;
  if (n <= 0) throw new Error(`no ${id} left`);
  if (n === 1) delete deck[id];
  else deck[id] = n - 1;
}

/**
 * P scouts Q in the Caribbean Sea, boards her in round 2 and wins crew combat (Q's Crew 2 -> 0):
 * the state right after crew combat (P holds an English bounty for the attack, MM Bounty 1).
 */
function wonCrewCombat(P0: Fit = {}, Q0: Fit = {}, edit?: (d: GameState, P: PlayerId, Q: PlayerId) => void) {
  const { s, P, Q } = duel(felipe(P0), frances(Q0), 'caribbean-sea', edit);
  // Each roll: the pending number of dice, these faces first, then 1s (no success); the combat card
  // windows (MM Crew 5, M39) passed by whoever holds Glory Cards.
  const steps: (Action | number[])[] = [
    { type: 'scoutCaptain', player: P, target: Q }, [5],
    [1], [], declare(P, 'board'), declare(Q, 'shoot'), [5], [],
    [6, 5], [],
  ];
  let st = s;
  const events: ReturnType<typeof play>['events'] = [];
  const passCards = () => {
    for (let guard = 0; guard < 4; guard++) {
      const legal = pending(st).kind === 'decision' ? legalActions(st) : [];
      if (!(legal.length === 1 && legal[0]?.type === 'passCards')) return;
      const r = play(st, [legal[0] as Action]);
      st = r.s;
      events.push(...r.events);
    }
  };
  for (const step of steps) {
    passCards();
    let a: Action;
    if (Array.isArray(step)) {
      const p = pending(st);
      const n = p.kind === 'chance' && p.spec.kind === 'dice' ? p.spec.count : 0;
      a = chance([...step, ...Array<number>(Math.max(0, n - step.length)).fill(1)]);
    } else a = step;
    const r = play(st, [a]);
    st = r.s;
    events.push(...r.events);
  }
  passCards();
  expect(ofType(events, 'combatEnded')[0]).toMatchObject({ winner: 'aggressor', how: 'crew' });
  return { s: st, events, P, Q };
}

describe('Plunder of a player (MM Plunder 1-2, 8, M54, M55, MR19): exact outcomes', () => {
  it('MM Plunder 1, MR19, MM Weapons 1, MM Plunder 2, MM Glory 7: all the Gold (secret), every Glory Card, one weapon and one Specialist of each type', () => {
    const r = wonCrewCombat({ weapons: ['grapeshot'] }, { weapons: ['grapeshot', 'chain-shot'], gold: 7, hand: ['windfall', 'pardon'] }, (d, P, Q) => {
      take(d.decks.glory, 'carpenter');
      take(d.decks.glory, 'carpenter');
      take(d.decks.glory, 'purser');
      (d.pl[P] as PS).specialists = ['carpenter'];
      (d.pl[Q] as PS).specialists = ['carpenter', 'purser'];
    });
    const { P, Q } = r;
    expect(ofType(r.events, 'plundered')).toEqual([
      { type: 'plundered', rule: 'MM Plunder 1', player: P, from: Q, what: 'gold', n: 7, card: null, private: P },
      { type: 'plundered', rule: 'MM Plunder 1', player: P, from: Q, what: 'gold', n: null, card: null },
      { type: 'plundered', rule: 'MM Plunder 1', player: P, from: Q, what: 'glory', n: 1, card: 'windfall', private: P },
      { type: 'plundered', rule: 'MM Plunder 1', player: P, from: Q, what: 'glory', n: 1, card: null },
      { type: 'plundered', rule: 'MM Plunder 1', player: P, from: Q, what: 'glory', n: 1, card: 'pardon', private: P },
      { type: 'plundered', rule: 'MM Plunder 1', player: P, from: Q, what: 'glory', n: 1, card: null },
      { type: 'plundered', rule: 'MM Plunder 1', player: P, from: Q, what: 'weapon', n: 1, card: 'chain-shot' },
      { type: 'plundered', rule: 'MM Plunder 2', player: P, from: Q, what: 'specialist', n: 1, card: 'purser' },
    ]);
    expect(r.s.pl[P]).toMatchObject({ gold: 10 + 7, hand: ['windfall', 'pardon'], weapons: ['grapeshot', 'chain-shot'], specialists: ['carpenter', 'purser'] });
    expect(r.s.pl[Q]).toMatchObject({ gold: 0, hand: [], weapons: ['grapeshot'], specialists: ['carpenter'] });
    const supply = r.s.weaponSupply['grapeshot'] ?? 0;
    const discarded = r.s.discard.glory['carpenter'] ?? 0;
    // No cargo, no rumor: the claim. Declined: Q dies; her grapeshot goes to the supply, her Carpenter to the discards.
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P, rule: 'MM Plunder 8' });
    const r2 = play(r.s, [{ type: 'claimShip', player: P, claim: false }]);
    expect(r2.s.weaponSupply['grapeshot']).toBe(supply + 1);
    expect(r2.s.discard.glory['carpenter']).toBe(discarded + 1);
  });

  it('MM Plunder 1: a loser with no Gold and nothing else: nothing is plundered', () => {
    const r = wonCrewCombat({}, { gold: 0 });
    expect(ofType(r.events, 'plundered')).toEqual([]);
    expect(r.s.pl[r.P]?.gold).toBe(10);
  });

  it('M54 step 3: both hold a Rumor: the victor keeps one; keeping the loser’s discards his own', () => {
    const r = wonCrewCombat({}, {}, (d, P, Q) => {
      take(d.decks.rumor, 'buried-treasure-1');
      take(d.decks.rumor, 'buried-treasure-2');
      (d.pl[P] as PS).rumor = 'buried-treasure-1';
      (d.pl[Q] as PS).rumor = 'buried-treasure-2';
    });
    const { P, Q } = r;
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P, rule: 'MM Plunder 1' });
    expect(legalActions(r.s)).toEqual([{ type: 'keepRumor', player: P, card: 'buried-treasure-1' }, { type: 'keepRumor', player: P, card: 'buried-treasure-2' }]);
    const r2 = play(r.s, [{ type: 'keepRumor', player: P, card: 'buried-treasure-2' }]);
    expect(ofType(r2.events, 'plundered')).toEqual([
      { type: 'plundered', rule: 'MM Plunder 1', player: P, from: Q, what: 'rumor', n: 1, card: 'buried-treasure-2', private: P },
      { type: 'plundered', rule: 'MM Plunder 1', player: P, from: Q, what: 'rumor', n: 1, card: null },
    ]);
    expect(r2.s.pl[P]?.rumor).toBe('buried-treasure-2');
    expect(r2.s.pl[Q]?.rumor).toBeNull();
    expect(r2.s.discard.rumor).toEqual({ 'buried-treasure-1': 1 });
    expect(top(r2.s)).toMatchObject({ kind: 'plunder', step: 'claim' });
  });

  it('M54 step 3: keeping his own Rumor: the loser’s goes with the dead Captain (discarded)', () => {
    const r = wonCrewCombat({}, {}, (d, P, Q) => {
      take(d.decks.rumor, 'buried-treasure-1');
      take(d.decks.rumor, 'buried-treasure-2');
      (d.pl[P] as PS).rumor = 'buried-treasure-1';
      (d.pl[Q] as PS).rumor = 'buried-treasure-2';
    });
    const r2 = play(r.s, [{ type: 'keepRumor', player: r.P, card: 'buried-treasure-1' }]);
    expect(ofType(r2.events, 'plundered')).toEqual([]);
    expect(r2.s.pl[r.P]?.rumor).toBe('buried-treasure-1');
    expect(r2.s.discard.rumor).toEqual({});
    const r3 = play(r2.s, [{ type: 'claimShip', player: r.P, claim: false }]);
    expect(r3.s.discard.rumor).toEqual({ 'buried-treasure-2': 1 });
  });

  it('M54 step 3: the victor holds no Rumor: the loser’s is taken without a question', () => {
    const r = wonCrewCombat({}, {}, (d, _P, Q) => {
      take(d.decks.rumor, 'buried-treasure-2');
      (d.pl[Q] as PS).rumor = 'buried-treasure-2';
    });
    expect(ofType(r.events, 'plundered').filter((e) => e.what === 'rumor')).toEqual([
      { type: 'plundered', rule: 'MM Plunder 1', player: r.P, from: r.Q, what: 'rumor', n: 1, card: 'buried-treasure-2', private: r.P },
      { type: 'plundered', rule: 'MM Plunder 1', player: r.P, from: r.Q, what: 'rumor', n: 1, card: null },
    ]);
    expect(r.s.pl[r.P]?.rumor).toBe('buried-treasure-2');
    expect(r.s.discard.rumor).toEqual({});
    expect(top(r.s)).toMatchObject({ kind: 'plunder', step: 'claim' });
  });

  it('M54 step 3: only the victor holds a Rumor: nothing asked, he keeps it', () => {
    const r = wonCrewCombat({}, {}, (d, P) => {
      take(d.decks.rumor, 'buried-treasure-1');
      (d.pl[P] as PS).rumor = 'buried-treasure-1';
    });
    expect(r.s.pl[r.P]?.rumor).toBe('buried-treasure-1');
    expect(top(r.s)).toMatchObject({ kind: 'plunder', step: 'claim' });
  });

  it('M54 step 6, M25: the loser’s cards, each told to the victor only; his own dropped (MM Plunder 2) to make room', () => {
    const r = wonCrewCombat({}, {}, (d, P, Q) => {
      giveCargo(d, P, ['rum-3', 'rum-4']);
      giveCargo(d, Q, ['spice-3', 'spice-4']);
    });
    const { P, Q } = r;
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P, rule: 'MM Plunder 1' });
    let r2 = play(r.s, [{ type: 'plunderDropOwn', player: P, card: 'rum-4' }]);
    expect(ofType(r2.events, 'cargoDiscarded')).toEqual([{ type: 'cargoDiscarded', rule: 'MM Plunder 2', player: P, cards: ['rum-4'] }]);
    expect(r2.s.discard.cargo).toEqual({ 'rum-4': 1 });
    expect(legalActions(r2.s)).toEqual([
      { type: 'plunderCargo', player: P, card: 'spice-3' },
      { type: 'plunderCargo', player: P, card: 'spice-4' },
      { type: 'plunderDropOwn', player: P, card: 'rum-3' },
      { type: 'plunderDone', player: P },
    ]);
    r2 = play(r2.s, [{ type: 'plunderCargo', player: P, card: 'spice-4' }]);
    expect(ofType(r2.events, 'plundered')).toEqual([
      { type: 'plundered', rule: 'MM Plunder 1', player: P, from: Q, what: 'cargo', n: 1, card: 'spice-4', private: P },
      { type: 'plundered', rule: 'MM Plunder 1', player: P, from: Q, what: 'cargo', n: 1, card: null },
    ]);
    expect(r2.s.pl[P]?.cargo).toEqual(['rum-3', 'spice-4']);
    expect(r2.s.pl[Q]?.cargo).toEqual(['spice-3']);
    r2 = play(r2.s, [{ type: 'plunderDone', player: P }]);
    expect(pending(r2.s)).toMatchObject({ kind: 'decision', player: P, rule: 'MM Plunder 8' });
  });

  it('MM Plunder 8, M55, MM Yard 19: the claimed ship with its damage, mods and flipped Hull; his crew moves in (at most its Crew); his old mods are placed', () => {
    const r = wonCrewCombat({ ship: 'frigate', mods: ['chasers'] }, { ship: 'sloop', mods: ['reinforced-hull'] }, (d, _P, Q) => {
      (d.pl[Q] as PS).hullFlipped = true;
      (d.pl[Q] as PS).track.masts = 1;
    });
    const { P, Q } = r;
    // The Frigate's crew after the fight: 3 (none lost); the Sloop holds 2.
    expect(r.s.pl[P]?.track.crew).toBe(3);
    const r2 = play(r.s, [{ type: 'claimShip', player: P, claim: true }]);
    expect(ofType(r2.events, 'shipClaimed')).toEqual([{ type: 'shipClaimed', rule: 'MM Plunder 8', player: P, from: Q, ship: 'sloop', crew: 2 }]);
    expect(ofType(r2.events, 'shipAbandoned')).toEqual([]);
    expect(r2.s.pl[P]).toMatchObject({ ship: 'sloop', mods: ['reinforced-hull'], hullFlipped: true, track: { hull: 2, masts: 1, cargo: 2, crew: 2, cannons: 1 } });
    expect(r2.s.pl[Q]).toMatchObject({ ship: null, mods: [], dead: true });
    // MM Yard 19: the Frigate's Chasers go to a port of his choosing; the claimed Sloop's mod is not placed.
    expect(top(r2.s)).toMatchObject({ kind: 'placeMods', player: P, tokens: { chasers: 1 } });
    expect(r2.s.stack.filter((f) => f.kind === 'placeMods')).toHaveLength(1);
  });

  it('MM Plunder 8, M55: a crew smaller than the claimed ship’s Crew value moves in whole', () => {
    const r = wonCrewCombat({}, { ship: 'frigate' }, (d, _P, Q) => ((d.pl[Q] as PS).track.crew = 2));
    const r2 = play(r.s, [{ type: 'claimShip', player: r.P, claim: true }]);
    expect(ofType(r2.events, 'shipClaimed')[0]).toMatchObject({ ship: 'frigate', crew: 2 });
    expect(r2.s.pl[r.P]?.track).toEqual({ hull: 3, masts: 3, cargo: 3, crew: 2, cannons: 3 });
    // No mods on either ship: nothing to place.
    expect(r2.s.stack.some((f) => f.kind === 'placeMods' || f.kind === 'dropCargo')).toBe(false);
  });

  it('M25: a claimed ship with a smaller hold: the victor drops the excess, his choice', () => {
    const r = wonCrewCombat({ ship: 'galleon' }, { ship: 'sloop' }, (d, P) => giveCargo(d, P, ['rum-3', 'rum-4', 'rum-5']));
    const r2 = play(r.s, [{ type: 'claimShip', player: r.P, claim: true }]);
    expect(r2.s.stack.some((f) => f.kind === 'dropCargo' && f.player === r.P)).toBe(true);
    expect(r2.s.pl[r.P]?.cargo).toHaveLength(3);
  });

  it('MM Glory 2, M38: more than four Glory Cards after the plunder: he discards down (after the claim)', () => {
    const r = wonCrewCombat({ hand: ['windfall', 'pardon'] }, { hand: ['smuggler', 'keen-eye', 'fair-winds'] });
    expect(r.s.pl[r.P]?.hand).toHaveLength(5);
    const r2 = play(r.s, [{ type: 'claimShip', player: r.P, claim: false }]);
    expect(top(r2.s)).toMatchObject({ kind: 'gloryDiscard', player: r.P });
    const four = wonCrewCombat({ hand: ['windfall'] }, { hand: ['smuggler', 'keen-eye', 'fair-winds'] });
    const r3 = play(four.s, [{ type: 'claimShip', player: four.P, claim: false }]);
    expect(r3.s.stack.some((f) => f.kind === 'gloryDiscard')).toBe(false);
  });

  it('MR16: the loser’s death ends the game (no Captain left): the victor’s old mods go back to the box', () => {
    const r = wonCrewCombat({ mods: ['chasers'] }, { ship: 'frigate' }, (d, _P, Q) => {
      (d.pl[Q] as PS).track.crew = 2;
      for (const id of Object.keys(d.decks.captain)) d.discard.captain[id] = 1;
      d.decks.captain = {};
    });
    const supply = r.s.modSupply['chasers'] ?? 0;
    const r2 = play(r.s, [{ type: 'claimShip', player: r.P, claim: true }]);
    expect(r2.s.over).toMatchObject({ rule: 'MM Length 2' });
    expect(r2.s.modSupply['chasers']).toBe(supply + 1);
    expect(r2.s.pl[r.P]).toMatchObject({ ship: 'frigate', mods: [] });
  });

  it('MM Yard 7: claiming a ship abandons a Man-o-War', () => {
    const r = wonCrewCombat({ ship: 'man-o-war' }, {});
    const r2 = play(r.s, [{ type: 'claimShip', player: r.P, claim: true }]);
    expect(ofType(r2.events, 'shipAbandoned')).toEqual([{ type: 'shipAbandoned', rule: 'MM Yard 7', player: r.P, ship: 'man-o-war' }]);
  });
});

describe('The reward for a pirate (MM Bounty 10, M36): exact outcomes', () => {
  it('one eligible nation: paid without a question, 5 Gold a bounty', () => {
    const r = wonCrewCombat({}, {}, (d, _P, Q) => Object.assign((d.pl[Q] as PS).bounties, { dutch: 3 }));
    expect(ofType(r.events, 'goldGained').filter((e) => e.rule === 'MM Bounty 10')).toEqual([{ type: 'goldGained', rule: 'MM Bounty 10', player: r.P, amount: 15, why: 'the Dutch reward' }]);
  });

  it('M36: not a nation at war with the victor’s own (his Captain’s home port); with none left, no reward', () => {
    // P's Captain is of Provisional Port X1 (French); France and Spain at war.
    const war = wonCrewCombat({}, {}, (d, _P, Q) => {
      d.war = ['french', 'spanish'];
      Object.assign((d.pl[Q] as PS).bounties, { spanish: 2, dutch: 1 });
    });
    expect(ofType(war.events, 'goldGained').filter((e) => e.rule === 'MM Bounty 10')).toEqual([{ type: 'goldGained', rule: 'MM Bounty 10', player: war.P, amount: 5, why: 'the Dutch reward' }]);
    const none = wonCrewCombat({}, {}, (d, _P, Q) => {
      d.war = ['french', 'spanish'];
      Object.assign((d.pl[Q] as PS).bounties, { spanish: 2 });
    });
    expect(ofType(none.events, 'goldGained').filter((e) => e.rule === 'MM Bounty 10')).toEqual([]);
    expect(none.s.stack.some((f) => f.kind === 'reward')).toBe(false);
    // Two nations at war, neither the victor's: both pay.
    const others = wonCrewCombat({}, {}, (d, _P, Q) => {
      d.war = ['dutch', 'spanish'];
      Object.assign((d.pl[Q] as PS).bounties, { spanish: 2, dutch: 1 });
    });
    expect(legalActions(others.s)).toEqual([{ type: 'chooseReward', player: others.P, nation: 'dutch' }, { type: 'chooseReward', player: others.P, nation: 'spanish' }]);
    const r = play(others.s, [{ type: 'chooseReward', player: others.P, nation: 'spanish' }]);
    expect(ofType(r.events, 'goldGained')).toEqual([{ type: 'goldGained', rule: 'MM Bounty 10', player: others.P, amount: 10, why: 'the Spanish reward' }]);
  });

  it('M36: the victor’s own nation is never “at war” with itself: its reward is paid', () => {
    const r = wonCrewCombat({}, {}, (d, _P, Q) => {
      d.war = ['french', 'spanish'];
      Object.assign((d.pl[Q] as PS).bounties, { french: 1 });
    });
    expect(ofType(r.events, 'goldGained').filter((e) => e.rule === 'MM Bounty 10')).toEqual([{ type: 'goldGained', rule: 'MM Bounty 10', player: r.P, amount: 5, why: 'the French reward' }]);
  });
});

/** P in the Caribbean Sea in combat with an NPC (pushed directly), round 2, before the declarations. */
function npcBattle(npc: { nation: 'dutch' | 'english' | 'french' | 'spanish' | null; ship: 'sloop' | 'frigate'; track: { hull: number; masts: number; cargo: number; crew: number; cannons: number } }, P0: Fit = felipe(), edit?: (d: GameState, P: PlayerId) => void) {
  return createScenario({ players: 2, seed: 5 }, (d) => {
    const P = d.order[0] as PlayerId;
    fit(d, P, 'caribbean-sea', P0);
    edit?.(d, P);
    const side = { kind: 'npc' as const, id: npc.nation ? `naval-${npc.nation}` : `pirate-${npc.ship}`, controller: npcController(d, P), ship: npc.ship, nation: npc.nation, skills: { seamanship: 3, leadership: 2 }, track: npc.track };
    d.stack.push({ ...combatFrame(side, { kind: 'player', player: P }, 'MM NPC 13'), round: 2, step: 'declare' });
  });
}

/** The NPC Shoots, P Boards and wins the contest, then crew combat: the NPC's last Crew falls. */
function npcBeaten(s: GameState) {
  const P = s.order[0] as PlayerId;
  const C = s.order[1] as PlayerId;
  const r = play(s, [declare(C, 'shoot'), declare(P, 'board'), chance([1, 1, 1]), chance([5, 1, 1]), chance([1, 1]), chance([5, 1])]);
  expect(ofType(r.events, 'combatEnded')[0]).toMatchObject({ winner: 'defender', how: 'crew' });
  return { ...r, P };
}

describe('Plunder of an NPC (MM Plunder 5-8, MR11, M47, M55): exact outcomes', () => {
  it('MM Plunder 7: an NPC pirate carries nothing: straight to the claim; M55: its ship as the fight left it', () => {
    const { s: r0, P } = npcBeaten(npcBattle({ nation: null, ship: 'sloop', track: { hull: 1, masts: 2, cargo: 1, crew: 1, cannons: 1 } }));
    expect(pending(r0)).toMatchObject({ kind: 'decision', player: P, rule: 'MM Plunder 8' });
    expect(legalActions(r0)).toEqual([{ type: 'claimShip', player: P, claim: true }, { type: 'claimShip', player: P, claim: false }]);
    const r = play(r0, [{ type: 'claimShip', player: P, claim: true }]);
    expect(ofType(r.events, 'shipClaimed')).toEqual([{ type: 'shipClaimed', rule: 'MM Plunder 8', player: P, from: 'pirate-sloop', ship: 'sloop', crew: 2 }]);
    expect(r.s.pl[P]).toMatchObject({ ship: 'sloop', hullFlipped: false, mods: [], track: { hull: 1, masts: 2, cargo: 1, crew: 2, cannons: 1 } });
  });

  it('declining the NPC’s ship: he keeps his own, unchanged', () => {
    const { s: r0, P } = npcBeaten(npcBattle({ nation: null, ship: 'frigate', track: { hull: 1, masts: 2, cargo: 1, crew: 1, cannons: 1 } }));
    const before = r0.pl[P];
    const r = play(r0, [{ type: 'claimShip', player: P, claim: false }]);
    expect(ofType(r.events, 'shipClaimed')).toEqual([]);
    expect(r.s.pl[P]).toMatchObject({ ship: 'sloop', track: before?.track });
  });

  it('MM Plunder 5: a Naval ship: three cards told to all, Gold = their plunder values; Cargo 1 of 3: two lost at random (one per hit)', () => {
    const s = npcBattle({ nation: 'spanish', ship: 'frigate', track: { hull: 3, masts: 3, cargo: 1, crew: 1, cannons: 3 } });
    const { s: r0, P } = npcBeaten(s);
    expect(chanceRule(r0)).toBe('MM Plunder 5');
    let r = play(r0, [chance('rum-6'), chance('rum-7'), chance('rum-2')]);
    expect(ofType(r.events, 'raidCard')).toEqual(['rum-6', 'rum-7', 'rum-2'].map((card) => ({ type: 'raidCard', rule: 'MM Plunder 5', player: P, card })));
    expect(ofType(r.events, 'goldGained').filter((e) => e.rule === 'MM Plunder 5')).toEqual([{ type: 'goldGained', rule: 'MM Plunder 5', player: P, amount: 9, why: 'plundered a Naval ship' }]);
    expect(top(r.s)).toMatchObject({ kind: 'npcPlunder', step: 'lose', lose: 2 });
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'npcPlunder' } });
    expect(chanceRule(r.s)).toBe('MM Plunder 5');
    r = play(r.s, [chance('rum-7')]);
    expect(ofType(r.events, 'raidCardDiscarded')).toEqual([{ type: 'raidCardDiscarded', rule: 'MM Plunder 5', player: P, card: 'rum-7' }]);
    expect(top(r.s)).toMatchObject({ step: 'lose', lose: 1, cards: ['rum-6', 'rum-2'] });
    r = play(r.s, [chance('rum-2')]);
    expect(r.s.discard.cargo).toEqual({ 'rum-7': 1, 'rum-2': 1 });
    // One card left to keep (room for two on the Sloop); then the rest is discarded (none here).
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P, rule: 'MM Plunder 5' });
    expect(legalActions(r.s)).toEqual([{ type: 'raidKeep', player: P, card: 'rum-6' }, { type: 'raidDone', player: P }]);
    r = play(r.s, [{ type: 'raidKeep', player: P, card: 'rum-6' }]);
    expect(ofType(r.events, 'raidCardKept')).toEqual([{ type: 'raidCardKept', rule: 'MM Plunder 5', player: P, card: 'rum-6' }]);
    r = play(r.s, [{ type: 'raidDone', player: P }]);
    expect(ofType(r.events, 'cargoDiscarded')).toEqual([]);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P, rule: 'MM Plunder 8' });
  });

  it('MM Plunder 5: Cargo destroyed (0 of 3) loses all three cards; undamaged, none; the cards not kept are discarded', () => {
    const gone = npcBeaten(npcBattle({ nation: 'spanish', ship: 'frigate', track: { hull: 3, masts: 3, cargo: 0, crew: 1, cannons: 3 } }));
    let r = play(gone.s, [chance('rum-6'), chance('rum-7'), chance('rum-2')]);
    expect(top(r.s)).toMatchObject({ step: 'lose', lose: 3 });
    r = play(r.s, [chance('rum-6'), chance('rum-7'), chance('rum-2')]);
    // Nothing left to keep: only "done".
    expect(legalActions(r.s)).toEqual([{ type: 'raidDone', player: gone.P }]);
    const whole = npcBeaten(npcBattle({ nation: 'spanish', ship: 'frigate', track: { hull: 3, masts: 3, cargo: 3, crew: 1, cannons: 3 } }, felipe(), (d, P) => giveCargo(d, P, ['silk-1', 'silk-3'])));
    r = play(whole.s, [chance('rum-6'), chance('rum-7'), chance('rum-2')]);
    expect(top(r.s)).toMatchObject({ step: 'keep', lose: 0, cards: ['rum-6', 'rum-7', 'rum-2'] });
    // A full hold (Sloop, 2 cards): only his own cards to drop.
    expect(legalActions(r.s)).toEqual([{ type: 'raidDropOwn', player: whole.P, card: 'silk-1' }, { type: 'raidDropOwn', player: whole.P, card: 'silk-3' }, { type: 'raidDone', player: whole.P }]);
    r = play(r.s, [{ type: 'raidDropOwn', player: whole.P, card: 'silk-3' }]);
    expect(ofType(r.events, 'cargoDiscarded')).toEqual([{ type: 'cargoDiscarded', rule: 'MM Plunder 2', player: whole.P, cards: ['silk-3'] }]);
    r = play(r.s, [{ type: 'raidKeep', player: whole.P, card: 'rum-7' }, { type: 'raidDone', player: whole.P }]);
    expect(ofType(r.events, 'cargoDiscarded')).toEqual([{ type: 'cargoDiscarded', rule: 'MM Plunder 5', player: whole.P, cards: ['rum-6', 'rum-2'] }]);
    expect(r.s.pl[whole.P]?.cargo).toEqual(['silk-1', 'rum-7']);
    expect(top(r.s)).toMatchObject({ kind: 'npcPlunder', step: 'claim', cards: [] });
  });

  it('MM Buy 7, MR11: the deck runs out: rebuilt from the discards; with nothing anywhere, fewer cards', () => {
    const rebuilt = npcBeaten(npcBattle({ nation: 'spanish', ship: 'frigate', track: { hull: 3, masts: 3, cargo: 3, crew: 1, cannons: 3 } }, felipe(), (d) => {
      for (const [id, n] of Object.entries(d.decks.cargo)) if (!['rum-6'].includes(id)) {
        d.discard.cargo[id] = n;
        delete d.decks.cargo[id];
      }
    }));
    let r = play(rebuilt.s, [chance('rum-6')]);
    expect(ofType(r.events, 'cargoDeckRebuilt')).toEqual([{ type: 'cargoDeckRebuilt', rule: 'MM Buy 7', cards: 63 }]);
    r = play(r.s, [chance('rum-7'), chance('rum-2')]);
    expect(top(r.s)).toMatchObject({ step: 'keep', cards: ['rum-6', 'rum-7', 'rum-2'] });
    const short = npcBeaten(npcBattle({ nation: 'spanish', ship: 'frigate', track: { hull: 3, masts: 3, cargo: 3, crew: 1, cannons: 3 } }, felipe(), (d, P) => {
      const Q = d.order[1] as PlayerId;
      for (const [id, n] of Object.entries(d.decks.cargo)) if (id !== 'rum-6') {
        for (let i = 0; i < n; i++) (d.pl[Q] as PS).cargo.push(id);
        delete d.decks.cargo[id];
      }
      expect(P).not.toBe(Q);
    }));
    r = play(short.s, [chance('rum-6')]);
    expect(ofType(r.events, 'cargoDeckRebuilt')).toEqual([]);
    expect(ofType(r.events, 'goldGained').filter((e) => e.rule === 'MM Plunder 5')).toEqual([{ type: 'goldGained', rule: 'MM Plunder 5', player: short.P, amount: 3, why: 'plundered a Naval ship' }]);
    expect(top(r.s)).toMatchObject({ step: 'keep', cards: ['rum-6'] });
  });

  it('MM Plunder 5: the lost cards are at most the cards drawn (two drawn, three hits)', () => {
    const few = npcBeaten(npcBattle({ nation: 'spanish', ship: 'frigate', track: { hull: 3, masts: 3, cargo: 0, crew: 1, cannons: 3 } }, felipe(), (d) => {
      const Q = d.order[1] as PlayerId;
      for (const [id, n] of Object.entries(d.decks.cargo)) if (id !== 'rum-6' && id !== 'rum-7') {
        for (let i = 0; i < n; i++) (d.pl[Q] as PS).cargo.push(id);
        delete d.decks.cargo[id];
      }
    }));
    const r = play(few.s, [chance('rum-6'), chance('rum-7')]);
    expect(top(r.s)).toMatchObject({ step: 'lose', lose: 2 });
  });
});


describe('Plunder: the remaining exact outcomes (MM Plunder 1-2, 5, 8, MM Glory 7, MM Bounty 10, MM Crew 3, MM Buy 7)', () => {
  it('MM Plunder 2, MM Glory 7: a victor with no Specialist takes every type; one with two types skips only the types he has', () => {
    const hire = (d: GameState, p: PlayerId, cards: string[]) => {
      for (const c of cards) take(d.decks.glory, c);
      (d.pl[p] as PS).specialists = [...cards];
    };
    const none = wonCrewCombat({}, {}, (d, _P, Q) => hire(d, Q, ['carpenter', 'purser']));
    expect(ofType(none.events, 'plundered').filter((e) => e.what === 'specialist').map((e) => e.card)).toEqual(['carpenter', 'purser']);
    expect(none.s.pl[none.P]?.specialists).toEqual(['carpenter', 'purser']);
    const two = wonCrewCombat({}, {}, (d, P, Q) => {
      hire(d, P, ['lookout', 'carpenter']);
      hire(d, Q, ['carpenter']);
    });
    expect(ofType(two.events, 'plundered').filter((e) => e.what === 'specialist')).toEqual([]);
    expect(two.s.pl[two.P]?.specialists).toEqual(['lookout', 'carpenter']);
  });

  it('M54 step 3: the two Rumors offered sorted, whoever holds which', () => {
    const r = wonCrewCombat({}, {}, (d, P, Q) => {
      take(d.decks.rumor, 'buried-treasure-1');
      take(d.decks.rumor, 'buried-treasure-2');
      (d.pl[P] as PS).rumor = 'buried-treasure-2';
      (d.pl[Q] as PS).rumor = 'buried-treasure-1';
    });
    expect(legalActions(r.s)).toEqual([{ type: 'keepRumor', player: r.P, card: 'buried-treasure-1' }, { type: 'keepRumor', player: r.P, card: 'buried-treasure-2' }]);
  });

  it('M54 step 6: the loser’s cards and the victor’s own offered sorted, one per distinct card', () => {
    const r = wonCrewCombat({ ship: 'galleon' }, {}, (d, P, Q) => {
      giveCargo(d, P, ['rum-4', 'rum-3']);
      giveCargo(d, Q, ['spice-4', 'spice-3']);
    });
    expect(legalActions(r.s)).toEqual([
      { type: 'plunderCargo', player: r.P, card: 'spice-3' },
      { type: 'plunderCargo', player: r.P, card: 'spice-4' },
      { type: 'plunderDropOwn', player: r.P, card: 'rum-3' },
      { type: 'plunderDropOwn', player: r.P, card: 'rum-4' },
      { type: 'plunderDone', player: r.P },
    ]);
  });

  it('MM Plunder 8, MM Crew 3: declining the ship: no claim, no mods to place; the loser dies for losing crew combat', () => {
    const r = wonCrewCombat({ ship: 'frigate' }, { ship: 'sloop', mods: ['reinforced-hull'] });
    const r2 = play(r.s, [{ type: 'claimShip', player: r.P, claim: false }]);
    expect(ofType(r2.events, 'shipClaimed')).toEqual([]);
    expect(r2.s.pl[r.P]).toMatchObject({ ship: 'frigate', mods: [] });
    expect(ofType(r2.events, 'captainDied')).toEqual([expect.objectContaining({ rule: 'MM Crew 3', player: r.Q, cause: 'lost crew combat' })]);
    // The loser's Reinforced Hull is placed by its owner (MM Yard 19); the victor places nothing.
    expect(r2.s.stack.filter((f) => f.kind === 'placeMods').map((f) => f.kind === 'placeMods' && [f.player, f.tokens])).toEqual([[r.Q, { 'reinforced-hull': 1 }]]);
  });

  it('MR16: the game ended by the death: the victor’s old mods, and nothing else, go back to the box', () => {
    const r = wonCrewCombat({ mods: ['chasers'] }, { ship: 'frigate' }, (d, _P, Q) => {
      (d.pl[Q] as PS).track.crew = 2;
      for (const id of Object.keys(d.decks.captain)) d.discard.captain[id] = 1;
      d.decks.captain = {};
    });
    const before = { ...r.s.modSupply };
    const r2 = play(r.s, [{ type: 'claimShip', player: r.P, claim: true }]);
    expect(r2.s.modSupply).toEqual({ ...before, chasers: (before['chasers'] ?? 0) + 1 });
  });

  it('MM Bounty 10: two eligible nations: the victor is asked (MM Bounty 10)', () => {
    const r = wonCrewCombat({}, {}, (d, _P, Q) => Object.assign((d.pl[Q] as PS).bounties, { dutch: 1, spanish: 2 }));
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: r.P, rule: 'MM Bounty 10' });
  });

  it('MM Plunder 5: the keep offers the drawn cards sorted, and the victor’s own sorted', () => {
    const { s: r0, P } = npcBeaten(npcBattle({ nation: 'spanish', ship: 'frigate', track: { hull: 3, masts: 3, cargo: 3, crew: 1, cannons: 3 } }, felipe({ ship: 'galleon' }), (d, P2) => giveCargo(d, P2, ['silk-3', 'silk-1'])));
    const r = play(r0, [chance('rum-7'), chance('rum-2'), chance('rum-6')]);
    expect(legalActions(r.s)).toEqual([
      ...['rum-2', 'rum-6', 'rum-7'].map((card) => ({ type: 'raidKeep', player: P, card })),
      { type: 'raidDropOwn', player: P, card: 'silk-1' },
      { type: 'raidDropOwn', player: P, card: 'silk-3' },
      { type: 'raidDone', player: P },
    ]);
  });

  it('MM Buy 7: the third card taking the last of the deck: no rebuild until a card is drawn from the empty deck', () => {
    const three = ['rum-6', 'rum-7', 'rum-2'];
    const { s: r0 } = npcBeaten(npcBattle({ nation: 'spanish', ship: 'frigate', track: { hull: 3, masts: 3, cargo: 3, crew: 1, cannons: 3 } }, felipe(), (d) => {
      for (const [id, n] of Object.entries(d.decks.cargo)) if (!three.includes(id)) {
        d.discard.cargo[id] = n;
        delete d.decks.cargo[id];
      }
    }));
    const r = play(r0, three.map((c) => chance(c)));
    expect(ofType(r.events, 'cargoDeckRebuilt')).toEqual([]);
    expect(r.s.decks.cargo).toEqual({});
    expect(top(r.s)).toMatchObject({ step: 'keep', cards: three });
  });
});
