/**
 * Naval and crew combat, exact outcomes for the mutation survivors of the `combat` handler
 * (src/rules/combat.ts, its node, legal and step; issue 28): Long Guns and Swivel Guns (MM Yard 20,
 * 21, M27, MR22), Grappling Hooks (MM Weapons 2), the combat cards and the hits they cancel or move
 * (MM Crew 5, MM Glory 3, MR47), a Captain's relocation and the Master Gunner (M51, MM Glory 5),
 * shots (MM Weapons 3-4), crew combat (MM Crew 1-4). Dice forced throughout; hit-location dice use
 * the built-in table (M16): 1 Cargo, 2 Masts, 3 Crew, 4 Cannons, 5-6 skulls.
 */
import { describe, expect, it } from 'vitest';
import { builtInComponents, createScenario, legalActions, pending, type Action, type ComponentSet, type Effect, type GameState, type PlayerId } from '../src/index.js';
import { combatFrame } from '../src/rules/combat.js';
import { chance, ofType, play } from './helpers.js';
import { fit, type Fit } from './combat-fixtures.js';

type PS = GameState['pl'][string];
type Frame = Extract<GameState['stack'][number], { kind: 'combat' }>;
type Loc = 'hull' | 'masts' | 'cargo' | 'crew' | 'cannons';
// A stand-in Captain with Felipe's skills but no ability (Seamanship 3, Leadership 2).
const felipe = (f: Fit = {}): Fit => ({ captain: 'captain-port-x1', ...f });
// Frances Wright: Seamanship 2, Leadership 3, no ability.
const frances = (f: Fit = {}): Fit => ({ captain: 'frances-wright', ...f });

const HITS = 'naval.afterHitLocations';
const CARDS: [string, string, Effect[]][] = [
  ['b-cancel-2', HITS, [{ op: 'absorbHit', of: 'received', n: 2 }]],
  ['b-cancel-3', HITS, [{ op: 'absorbHit', of: 'received', n: 3 }]],
  ['b-move-1', HITS, [{ op: 'relocateHit', of: 'received', n: 1 }]],
  ['b-reroll', 'naval.afterContestRoll', [{ op: 'reroll', whose: 'own', dice: 'chosen', roll: 'contest' }]],
];

function cardSet(): ComponentSet {
  const set = structuredClone(builtInComponents());
  for (const [id, window, effects] of CARDS) {
    set.glory.push({ id, name: `Test ${id}`, count: 1, text: 'A test card.', play: { window }, specialist: null, effects, hook: null, provisional: true, source: 'test fixture' } as ComponentSet['glory'][number]);
  }
  return set;
}

/** P (aggressor) and Q (defender) at sea, a battle of round 2 pushed at the frame fields `f`; `hands` from the deck. */
function at(f: Partial<Frame>, P0: Fit = felipe(), Q0: Fit = frances(), edit?: (d: GameState, P: PlayerId, Q: PlayerId) => void) {
  let P: PlayerId = 'A';
  let Q: PlayerId = 'B';
  const s = createScenario({ players: 2, seed: 3, components: cardSet() }, (d) => {
    P = d.order[0] as PlayerId;
    Q = d.order[1] as PlayerId;
    fit(d, P, 'caribbean-sea', P0);
    fit(d, Q, 'caribbean-sea', Q0);
    edit?.(d, P, Q);
    d.stack.push({ ...combatFrame({ kind: 'player', player: P }, { kind: 'player', player: Q }, 'MM Scout 3'), round: 2, ...f });
  });
  return { s, P, Q };
}

const hit = (loc: Loc): { loc: Loc; by: 'die' } => ({ loc, by: 'die' });
const FACE: Record<Loc, number> = { cargo: 1, masts: 2, crew: 3, cannons: 4, hull: 5 };
/** A volley of side `from` whose hit locations are known, at `step`. */
const volley = (from: 0 | 1, hits: { loc: Loc | null; by: 'die' | 'skull' }[], step: Frame['volleys'][number]['step']): Frame['volleys'][number] => ({ from, source: 'cannon', n: hits.length, step, dice: hits.map((h) => (h.loc ? FACE[h.loc] : 6)), hits, shot: null });
/** P is the target of Q's volley `hits`, in the hits window (P to play). */
const hitsWindow = (hits: Loc[], P0: Fit) => at({ step: 'cards', window: 'hits', volleys: [volley(1, hits.map(hit), 'relocate')] }, P0);
const card = (player: PlayerId, c: string): Action => ({ type: 'playCombatCard', player, card: c });
const dice = (count: number, label: string) => ({ kind: 'chance', spec: { kind: 'dice', count, label }, frame: 'combat' });

describe('Long Guns (MM Yard 21, M27)', () => {
  it('MM Yard 21, M27: both sides roll their Long Guns, the aggressor first; no success: no hit-location roll, the Seamanship rolls follow', () => {
    const { s, P, Q } = at({ round: 1, step: 'longGuns' }, felipe({ mods: ['long-guns'] }), frances({ mods: ['long-guns'] }));
    expect(pending(s)).toEqual(dice(1, 'a Long Guns roll'));
    let r = play(s, [chance([1])]);
    expect(pending(r.s)).toEqual(dice(1, 'a Long Guns roll'));
    r = play(r.s, [chance([2])]);
    expect(ofType(r.events, 'roll')).toEqual([{ type: 'roll', rule: 'MM Yard 21', player: Q, skill: 'long guns', faces: [2], successes: 0 }]);
    expect(ofType(r.events, 'hitLocations')).toEqual([]);
    expect(pending(r.s)).toEqual(dice(3, 'the aggressor’s Seamanship roll'));
    expect(P).not.toBe(Q);
  });
});

describe('Grappling Hooks (MM Weapons 2)', () => {
  const both = (P0: Fit = {}) => at({ step: 'roll', decl: ['board', 'board'] }, felipe({ weapons: ['grappling-hooks'], hand: ['b-reroll'], ...P0 }), frances({ weapons: ['grappling-hooks'] }));
  const offered = (s: GameState) => legalActions(s).flatMap((a) => (a.type === 'playCombatCard' ? [a.card] : []));

  it('MM Weapons 2: after the aggressor’s Hooks re-roll the defender may use hers; kept Hooks (no die chosen) stay with her; then the contest’s card window', () => {
    const { s, P, Q } = both();
    let r = play(s, [chance([1, 1, 2]), chance([1, 1]), { type: 'grapple', player: P, dice: [2] }]);
    expect(pending(r.s)).toEqual(dice(1, 'the Grappling Hooks re-roll'));
    r = play(r.s, [chance([6])]);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: Q });
    expect(legalActions(r.s)).toEqual([{ type: 'grapple', player: Q, dice: [] }, { type: 'grapple', player: Q, dice: [1] }, { type: 'grapple', player: Q, dice: [1, 1] }]);
    const supply = r.s.weaponSupply['grappling-hooks'] ?? 0;
    r = play(r.s, [{ type: 'grapple', player: Q, dice: [] }]);
    expect(ofType(r.events, 'weaponSpent')).toEqual([]);
    expect(r.s.pl[Q]?.weapons).toEqual(['grappling-hooks']);
    expect(r.s.weaponSupply['grappling-hooks'] ?? 0).toBe(supply);
    // MM Crew 5, MR47: the window after the contest roll: P may play his re-roll card.
    expect(offered(r.s)).toEqual(['b-reroll']);
  });

  it('MM Weapons 2: the defender’s Hooks re-roll, then the contest’s card window', () => {
    const { s, P, Q } = both();
    const r = play(s, [chance([1, 1, 2]), chance([1, 1]), { type: 'grapple', player: P, dice: [] }, { type: 'grapple', player: Q, dice: [1] }, chance([5])]);
    expect(r.s.pl[P]?.weapons).toEqual(['grappling-hooks']);
    expect(ofType(r.events, 'weaponSpent')).toEqual([{ type: 'weaponSpent', rule: 'MM Weapons 2', player: Q, weapon: 'grappling-hooks' }]);
    expect(offered(r.s)).toEqual(['b-reroll']);
  });
});

describe('Combat cards (MM Crew 5, MM Glory 3, MR47)', () => {
  it('MM Crew 5: the defender plays a re-roll card: she is announced and chooses, and her dice are re-rolled', () => {
    const { s, Q } = at({ step: 'cards', window: 'contest', dice: [[6, 1, 1], [5, 4]], i: 1, passed: [true, false] }, felipe(), frances({ hand: ['b-reroll'] }));
    expect(pending(s)).toMatchObject({ kind: 'decision', player: Q });
    let r = play(s, [card(Q, 'b-reroll')]);
    expect(ofType(r.events, 'gloryPlayed')).toEqual([{ type: 'gloryPlayed', rule: 'MM Crew 5', player: Q, card: 'b-reroll' }]);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: Q });
    expect(legalActions(r.s)).toEqual([
      { type: 'rerollDice', player: Q, side: 'defender', dice: [4] },
      { type: 'rerollDice', player: Q, side: 'defender', dice: [5] },
      { type: 'rerollDice', player: Q, side: 'defender', dice: [5, 4] },
    ]);
    r = play(r.s, [{ type: 'rerollDice', player: Q, side: 'defender', dice: [4] }]);
    expect(pending(r.s)).toEqual(dice(1, 'a card’s re-roll'));
  });

  it('MR47: a card cancelling two received hits: the chosen ones are cancelled, one at a time; the third lands', () => {
    const { s, P } = hitsWindow(['cargo', 'masts', 'cargo'], felipe({ hand: ['b-cancel-2'] }));
    let r = play(s, [card(P, 'b-cancel-2')]);
    expect(legalActions(r.s)).toEqual([{ type: 'absorbHit', player: P, location: 'cargo' }, { type: 'absorbHit', player: P, location: 'masts' }, { type: 'noAbsorb', player: P }]);
    r = play(r.s, [{ type: 'absorbHit', player: P, location: 'masts' }]);
    expect(ofType(r.events, 'hitAbsorbed')).toEqual([{ type: 'hitAbsorbed', rule: 'MM Glory 3', player: P, location: 'masts' }]);
    expect(legalActions(r.s)).toEqual([{ type: 'absorbHit', player: P, location: 'cargo' }, { type: 'noAbsorb', player: P }]);
    r = play(r.s, [{ type: 'absorbHit', player: P, location: 'cargo' }]);
    expect(ofType(r.events, 'hitAbsorbed')).toEqual([{ type: 'hitAbsorbed', rule: 'MM Glory 3', player: P, location: 'cargo' }]);
    expect(ofType(r.events, 'damaged')).toEqual([{ type: 'damaged', rule: 'MM Combat 12', player: P, location: 'cargo', value: 1 }]);
  });

  it('MR47: the card’s player may stop before cancelling anything: every hit lands', () => {
    const { s, P } = hitsWindow(['masts', 'cargo'], felipe({ hand: ['b-cancel-2'] }));
    const r = play(s, [card(P, 'b-cancel-2'), { type: 'noAbsorb', player: P }]);
    expect(ofType(r.events, 'hitAbsorbed')).toEqual([]);
    expect(ofType(r.events, 'damaged').map((e) => e.location).sort()).toEqual(['cargo', 'masts']);
  });

  it('MR47: no hit left to cancel ends the card (one cancel of three unused); nothing lands', () => {
    const { s, P } = hitsWindow(['masts', 'cargo'], felipe({ hand: ['b-cancel-3'] }));
    const r = play(s, [card(P, 'b-cancel-3'), { type: 'absorbHit', player: P, location: 'cargo' }, { type: 'absorbHit', player: P, location: 'masts' }]);
    expect(ofType(r.events, 'hitAbsorbed').map((e) => e.location)).toEqual(['cargo', 'masts']);
    expect(ofType(r.events, 'damaged')).toEqual([]);
    expect(legalActions(r.s).every((a) => a.type === 'declare')).toBe(true);
  });

  it('MR47, M51, MM Yard 15: every hit cancelled by a card: neither the Captain’s relocation nor the Reinforced Hull is offered', () => {
    const { s, P } = hitsWindow(['cargo'], { captain: 'felipe', mods: ['reinforced-hull'], hand: ['b-cancel-2'] });
    const r = play(s, [card(P, 'b-cancel-2'), { type: 'absorbHit', player: P, location: 'cargo' }]);
    expect(legalActions(r.s).map((a) => a.type)).toEqual(['declare', 'declare', 'declare']);
    expect(r.s.pl[P]?.hullFlipped).toBe(false);
  });

  it('MR47: a card moving a received hit: the choices name each location hit (in order) and every other location; kept, the hits land where they fell', () => {
    const { s, P } = hitsWindow(['masts', 'cargo'], felipe({ hand: ['b-move-1'] }));
    let r = play(s, [card(P, 'b-move-1')]);
    const to = (from: Loc, t: Loc[]) => t.map((x) => ({ type: 'relocateHit', player: P, from, to: x }));
    expect(legalActions(r.s)).toEqual([...to('cargo', ['hull', 'masts', 'crew', 'cannons']), ...to('masts', ['hull', 'cargo', 'crew', 'cannons']), { type: 'keepHits', player: P }]);
    r = play(r.s, [{ type: 'keepHits', player: P }]);
    expect(ofType(r.events, 'hitRelocated')).toEqual([]);
    expect(ofType(r.events, 'damaged').map((e) => e.location).sort()).toEqual(['cargo', 'masts']);
  });

  it('MR47: the hit moved is one on the location named', () => {
    const { s, P } = hitsWindow(['cargo', 'masts'], felipe({ hand: ['b-move-1'] }));
    const r = play(s, [card(P, 'b-move-1'), { type: 'relocateHit', player: P, from: 'masts', to: 'crew' }]);
    expect(ofType(r.events, 'hitRelocated')).toEqual([{ type: 'hitRelocated', rule: 'MM Glory 3', player: P, from: 'masts', to: 'crew' }]);
    expect(ofType(r.events, 'damaged').map((e) => e.location).sort()).toEqual(['cargo', 'crew']);
  });
});

describe('Volleys (MM Combat 11, MM Glory 5, MM Weapons 3-4, M51)', () => {
  const roll = (n: number): Frame['volleys'][number] => ({ from: 0, source: 'cannon', n, step: 'roll', dice: [], hits: [], shot: null });

  it('MM Glory 5, MR26: the Master Gunner picks among his distinct hit-location dice, highest first, then re-rolls one die', () => {
    const { s, P } = at({ step: 'volleys', volleys: [roll(3)] }, felipe({ ship: 'frigate' }), frances(), (d, P2) => {
      d.decks.glory['master-gunner'] = (d.decks.glory['master-gunner'] ?? 0) - 1;
      (d.pl[P2] as PS).specialists.push('master-gunner');
    });
    let r = play(s, [chance([1, 4, 3])]);
    expect(legalActions(r.s)).toEqual([4, 3, 1, null].map((die) => ({ type: 'gunnerReroll', player: P, die })));
    r = play(r.s, [{ type: 'gunnerReroll', player: P, die: 4 }]);
    expect(pending(r.s)).toEqual(dice(1, 'the Master Gunner’s re-roll'));
  });

  it('M51: a Captain relocating a received hit chooses a location hit (in order) and any other location', () => {
    const { s, Q } = at({ step: 'volleys', volleys: [volley(0, [hit('masts'), hit('cargo')], 'relocate')] }, felipe(), { captain: 'felipe' });
    const to = (from: Loc, t: Loc[]) => t.map((x) => ({ type: 'relocateHit', player: Q, from, to: x }));
    expect(legalActions(s)).toEqual([...to('cargo', ['hull', 'masts', 'crew', 'cannons']), ...to('masts', ['hull', 'cargo', 'crew', 'cannons']), { type: 'keepHits', player: Q }]);
  });

  it('MM Weapons 3-4: Grappling Hooks are no shot: a skull of a shooter with only Hooks goes to the target to place', () => {
    const { s: s0, Q } = at({ step: 'volleys', volleys: [roll(1)] }, felipe({ weapons: ['grappling-hooks'] }));
    const { s } = play(s0, [chance([6])]);
    expect(pending(s)).toMatchObject({ kind: 'decision', player: Q });
    expect(legalActions(s).map((a) => a.type)).toEqual(['placeHit', 'placeHit', 'placeHit', 'placeHit', 'placeHit']);
  });
});

describe('Swivel Guns and crew combat (MM Yard 20, MR22, MM Crew 1-4)', () => {
  it('MM Yard 20, MR22: the Swivel Guns roll is the player’s roll; its hit on a Crew already at 0 is lost (not passed to the Hull)', () => {
    const { s, P, Q } = at({ step: 'swivel', decl: ['board', 'shoot'] }, felipe({ mods: ['swivel-guns'] }), frances(), (d, _P, Q2) => ((d.pl[Q2] as PS).track.crew = 0));
    expect(pending(s)).toEqual(dice(2, 'a Swivel Guns roll'));
    const r = play(s, [chance([6, 1])]);
    expect(ofType(r.events, 'roll')).toEqual([{ type: 'roll', rule: 'MM Yard 20', player: P, skill: 'swivel guns', faces: ['skull', 1], successes: 1 }]);
    expect(ofType(r.events, 'damaged')).toEqual([]);
    expect(r.s.pl[Q]?.track.hull).toBe(2);
    expect(ofType(r.events, 'combatEnded')).toEqual([{ type: 'combatEnded', rule: 'MM Crew 3', winner: 'aggressor', how: 'crew' }]);
  });

  it('MM Crew 1, MM Combat 16: the aggressor without Crew when crew combat begins loses it at once', () => {
    const { s } = at({ step: 'swivel', decl: ['board', 'shoot'] }, felipe({ mods: ['swivel-guns'] }), frances(), (d, P2) => ((d.pl[P2] as PS).track.crew = 0));
    const r = play(s, [chance([1, 1])]);
    expect(ofType(r.events, 'crewCombatStarted')).toEqual([{ type: 'crewCombatStarted', rule: 'MM Crew 1' }]);
    expect(ofType(r.events, 'combatEnded')).toEqual([{ type: 'combatEnded', rule: 'MM Crew 3', winner: 'defender', how: 'crew' }]);
  });

  const crew = (c: [number, number]) =>
    at({ step: 'crewRoll', crewRound: 1, decl: ['board', 'shoot'] }, felipe(), frances(), (d, P2, Q2) => {
      (d.pl[P2] as PS).track.crew = c[0];
      (d.pl[Q2] as PS).track.crew = c[1];
    });

  it('MM Crew 2-3: the defender’s last Crew lost: the aggressor wins though she rolled more successes (her hits capped by her Crew)', () => {
    const { s, P, Q } = crew([2, 1]);
    expect(pending(s)).toEqual(dice(2, 'the aggressor’s Leadership roll'));
    const r = play(s, [chance([6, 1]), chance([6, 5, 1])]);
    expect(ofType(r.events, 'roll').map((e) => [e.rule, e.player, e.skill])).toEqual([['MM Crew 2', P, 'leadership'], ['MM Crew 2', Q, 'leadership']]);
    expect(ofType(r.events, 'damaged')).toEqual([
      { type: 'damaged', rule: 'MM Crew 2', player: Q, location: 'crew', value: 0 },
      { type: 'damaged', rule: 'MM Crew 2', player: P, location: 'crew', value: 1 },
    ]);
    expect(ofType(r.events, 'combatEnded')).toEqual([{ type: 'combatEnded', rule: 'MM Crew 3', winner: 'aggressor', how: 'crew' }]);
  });

  it('MM Crew 3: the aggressor’s last Crew lost: the defender wins though he rolled more successes', () => {
    const { s } = crew([1, 2]);
    const r = play(s, [chance([6, 5]), chance([6, 1, 1])]);
    expect(ofType(r.events, 'combatEnded')).toEqual([{ type: 'combatEnded', rule: 'MM Crew 3', winner: 'defender', how: 'crew' }]);
  });
});
