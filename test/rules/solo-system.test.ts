import { describe, it, expect } from 'vitest';
import type { Action, GameState } from '../../src/index.js';
import type { Frame } from '../../src/state/schema.js';
import { componentsOf } from '../../src/actions/ctx.js';
import { moveDestinations } from '../../src/state/pieces.js';
import { spConstraints } from '../../src/solo/decide.js';
import { letterFilter, voyageOf } from '../../src/solo/letters.js';
import { currentSlots, currentSp } from '../../src/solo/sp.js';
import { spChoose } from '../../src/solo/choose.js';
import { quickChoice } from '../../src/solo/quick.js';
import { bestAction } from '../../src/solo/policy.js';
import { engine } from '../../src/api/engine.js';
import { solo, runUntil, SOLO_PIRATES } from './solo-helpers.js';
import { game, placeGovernors, placeMerchants, QUIET_GOVERNORS, QUIET_MERCHANTS, refusal, type Table } from './helpers.js';

/**
 * The rules that bind the System Player's choices (19.13, 19.18, 19.19: src/solo/decide.ts and
 * src/solo/letters.ts) and who is who among its Pirates (19.1, 19.2: src/solo/sp.ts), each on one
 * exact position.
 */

const SP = 'B' as const;
const pass: Action = { type: 'pass', player: SP };
const reroll: Action = { type: 'reroll', player: SP, pirate: 'vane' };
const letterFor = (pirate: string): Action => ({ type: 'playEvent', player: SP, card: 'letter-of-marque', pirate });

/** What is left of `legal` once the rules binding the SP have narrowed it, at frame `f`. */
function constrain(s: GameState, f: Frame, legal: Action[]): Action[] {
  const at = structuredClone(s) as GameState;
  return spConstraints({ s: at, events: [], ix: componentsOf(at), owned: null }, f, legal);
}

/** The Cunning window (12.0) a 1d6 roll of Vane's opens. */
function cunning(die: number): Frame {
  const spec = { kind: 'dice' as const, count: 1, roller: 'vane', label: 'a roll of his' };
  return { kind: 'window', moment: 'cunning', pirate: 'vane', order: [SP], cursor: 0, passes: 0, roll: { spec, value: [die], rerolled: false }, card: null };
}

describe('19.13 / 19.14: the SP acts against Blackbeard only through the check at his Actions', () => {
  it('19.13 / 6.42: a Warship the SP sends against Blackbeard attacks him ("perform that Action against Blackbeard")', () => {
    const s = solo({ turn: { player: 'A', phase: 'play', actionsCard: 'heavy-guns', actionsLeft: 1 } }).state;
    const f: Frame = { kind: 'warship', pirate: 'teach', area: 'central-america', player: SP, step: 'decide', rolls: [] };
    const attack: Action = { type: 'warshipAttack', player: SP, attack: true };
    const onStation: Action = { type: 'warshipAttack', player: SP, attack: false };
    expect(constrain(s, f, [attack, onStation])).toEqual([attack]);
  });

  it('19.13 / 12.0: in your Player-Turn the SP passes in the Anti-Pirate windows, but Cunning on a roll of its own Pirate stays its choice', () => {
    const s = solo({ turn: { player: 'A', phase: 'play', actionsCard: 'heavy-guns', actionsLeft: 1 } }).state;
    const window: Frame = { kind: 'window', moment: 'warshipAttack', pirate: 'teach', order: [SP], cursor: 0, passes: 0, roll: null, card: null };
    expect(constrain(s, window, [{ type: 'playEvent', player: SP, card: 'kc-surprise' }, pass])).toEqual([pass]);
    expect(constrain(s, cunning(1), [reroll, pass])).toEqual([reroll, pass]);
  });
});

/** 19.18: Vane (SP) in Virginia, a port with a Pro-Pirate Governor, keeping a Letter of Marque card; `more` overrides. */
function letterKeptInVirginia(more: Parameters<typeof solo>[0] = {}): Table {
  return solo({ pirates: { ...SOLO_PIRATES, vane: { owner: SP, at: 'virginia' } }, governors: { virginia: 'pro' }, solo: { letters: ['vane'] }, ...more });
}

describe('19.18: the kept Letter of Marque', () => {
  it('19.18 / 12.0: a Pirate sailing for his Letter is bound in his Actions, not in his Cunning; in the port the Letter is played', () => {
    const t = letterKeptInVirginia({ turn: { player: 'A', phase: 'play', actionsCard: 'heavy-guns', actionsLeft: 1 } });
    const s = { ...t.state, turn: { ...t.state.turn, player: SP } } as GameState;
    expect(constrain(s, cunning(6), [reroll, pass])).toEqual([reroll, pass]);
    const inPort = { kind: 'inPort', pirate: 'vane', port: 'virginia', step: 'letter' } as unknown as Frame;
    expect(constrain(s, inPort, [letterFor('vane'), pass])).toEqual([letterFor('vane')]);
  });

  it('19.18: a second Letter drawn while he keeps one is a card like any other: played for its Actions or not, by choice', () => {
    const t = solo({ solo: { letters: ['vane'] }, turn: { player: SP, phase: 'play', actionsCard: 'heavy-guns', actionsLeft: 0 } });
    const s = t.state;
    const f = s.stack[s.stack.length - 1]!;
    const legal: Action[] = [
      { type: 'playCard', player: SP, card: 'letter-of-marque', pirate: 'vane' },
      { type: 'discardForActions', player: SP, card: 'letter-of-marque' },
      { type: 'endTurn', player: SP },
    ];
    expect(constrain(s, f, legal)).toEqual(legal);
  });

  it('19.18: a second Letter drawn while he keeps one is played for its Actions; he still keeps his Letter for the port', () => {
    const t = solo({ turn: { player: SP, phase: 'start' }, governors: { virginia: 'pro' }, solo: { letters: ['vane'] } });
    t.draw('disease');
    t.locator(66); // Isle Ste. Marie: nobody there
    t.draw('letter-of-marque');
    expect(t.ev('letterKept')).toEqual([]);
    runUntil(t, (x) => x.state.turn.player !== SP || x.state.solo?.slot !== 0);
    expect(t.ev('cardPlayed').filter((e) => e.player === SP).map((e) => [e.card, e.use])).toEqual([['letter-of-marque', 'actions']]);
    expect(t.state.solo?.letters).toEqual(['vane']);
  });

  it('19.18 / 17.2 #12: the Letter he used comes off his keeping only; another SP Pirate keeps his', () => {
    const t = letterKeptInVirginia({ solo: { letters: ['vane', 'roberts'] }, turn: { player: SP, phase: 'play', actionsCard: 'wear-and-tear', actionsLeft: 2 } });
    runUntil(t, (x) => x.pirate('vane').letterOfMarque !== null);
    expect(t.pirate('vane').letterOfMarque).toBe('english');
    expect(t.state.solo?.letters).toEqual(['roberts']);
    expect(t.hand(SP)).toEqual(['letter-of-marque']);
  });
});

/** Vane's Moves from where he is (7.1), and the end of his turn. */
function movesAndEnd(t: Table): Action[] {
  const s = t.state;
  const vane = t.pirate('vane');
  const moves = moveDestinations(s, componentsOf(s), vane).map((to): Action => ({ type: 'move', player: SP, pirate: 'vane', to }));
  return [...moves, { type: 'endTurn', player: SP }];
}

const to = (a: Action) => (a.type === 'move' ? (a.to.kind === 'port' ? a.to.port : a.to.kind === 'sea' ? a.to.area : a.to.box) : a.type);

describe('19.18: where the voyage goes (solo/letters.ts)', () => {
  it('19.18: with no Letter kept or held, an SP Pirate is not bound at all', () => {
    const t = solo({ governors: { boston: 'pro' } });
    const legal = movesAndEnd(t);
    expect(voyageOf(t.state, t.pirate('vane'))).toBeNull();
    expect(letterFilter(t.state, componentsOf(t.state), t.pirate('vane'), legal)).toEqual(legal);
  });

  it('19.18 / RULINGS R32: a Pirate seeking his Letter with no Pro-Pirate port to reach is not bound either', () => {
    const t = solo({ solo: { letters: ['vane'] } });
    const legal = [...movesAndEnd(t), { type: 'findMerchant', player: SP, pirate: 'vane', port: 'boston' } as Action];
    expect(voyageOf(t.state, t.pirate('vane'))).toBe('seek');
    expect(letterFilter(t.state, componentsOf(t.state), t.pirate('vane'), legal)).toEqual(legal);
  });

  it('19.18 / 17.2 #12: he seeks a port with a Pro-Pirate Governor, not one of his Safe Havens (Anti-Pirate Governor or none)', () => {
    // Boston (Anti-Pirate Governor) and New York (no Governor) are his Safe Havens, one Move away;
    // Virginia (Pro-Pirate) is two Moves away, through the Central Atlantic.
    const t = solo({
      pirates: { ...SOLO_PIRATES, vane: { owner: SP, at: 'north-atlantic', safeHavens: ['boston', 'new-york'] } },
      governors: { boston: 'anti', virginia: 'pro' },
      solo: { letters: ['vane'] },
    });
    const kept = letterFilter(t.state, componentsOf(t.state), t.pirate('vane'), movesAndEnd(t));
    expect(kept.map(to)).toEqual(['central-atlantic']);
  });

  it('19.18 / 9.58: a Pro-Pirate port that is Anti-Pirate for him (Attack History) is no goal; a Safe Haven with a Pro-Pirate Governor is', () => {
    const t = solo({
      pirates: { ...SOLO_PIRATES, vane: { owner: SP, at: 'north-atlantic', attackHistory: ['english'], safeHavens: ['new-york'] } },
      governors: { boston: 'pro', 'new-york': 'pro', virginia: 'pro' },
      solo: { letters: ['vane'] },
    });
    const kept = letterFilter(t.state, componentsOf(t.state), t.pirate('vane'), movesAndEnd(t));
    expect(kept.map(to)).toEqual(['new-york']);
  });

  it('19.18 / 9.58: standing in a Pro-Pirate port that his Attack History makes Anti-Pirate for him, he is not there yet: he sails on', () => {
    const t = solo({
      pirates: { ...SOLO_PIRATES, vane: { owner: SP, at: 'boston', attackHistory: ['english'] } },
      governors: { boston: 'pro', martinique: 'pro' },
      solo: { letters: ['vane'] },
    });
    const inPort: Action = { type: 'inPortActivities', player: SP, pirate: 'vane' };
    const kept = letterFilter(t.state, componentsOf(t.state), t.pirate('vane'), [inPort, ...movesAndEnd(t)]);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((a) => a.type === 'move')).toBe(true);
  });

  it('19.18 / 18.12A: he is bound to Retire from 30 VP (2 x NP + Net Worth / 100), not below', () => {
    const at = (np: number, netWorth: number) => {
      const t = solo({ pirates: { ...SOLO_PIRATES, vane: { owner: SP, at: 'north-atlantic', np, netWorth, letterOfMarque: 'english' } } });
      return voyageOf(t.state, t.pirate('vane'));
    };
    expect(at(14, 200)).toBe('retire'); // 28 + 2
    expect(at(14, 199)).toBeNull(); // 28 + 1
    expect(at(0, 100)).toBeNull(); // 0 + 1
  });

  it('19.18 / 18.41A: Retiring, he sails for a port of his Letter\'s nationality: a French Pro-Pirate port where he stands is no goal', () => {
    const t = solo({
      pirates: { ...SOLO_PIRATES, vane: { owner: SP, at: 'martinique', np: 15, letterOfMarque: 'english' } },
      governors: { martinique: 'pro' },
    });
    const legal = movesAndEnd(t);
    const kept = letterFilter(t.state, componentsOf(t.state), t.pirate('vane'), [...legal, { type: 'retire', player: SP, pirate: 'vane', method: 'letterOfMarque' }]);
    expect(kept.some((a) => a.type === 'retire')).toBe(false);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((a) => a.type === 'move')).toBe(true);
  });

  it('19.18 / 18.41A: in the port of his Letter he Retires with it (or recovers from D&R); no other Retirement, no other Action, no end of turn', () => {
    const t = solo({ pirates: { ...SOLO_PIRATES, vane: { owner: SP, at: 'boston', np: 15, letterOfMarque: 'english' } } });
    const withLetter: Action = { type: 'retire', player: SP, pirate: 'vane', method: 'letterOfMarque' };
    const otherwise: Action = { type: 'retire', player: SP, pirate: 'vane' };
    const recover: Action = { type: 'recoverDR', player: SP, pirate: 'vane' };
    const inPort: Action = { type: 'inPortActivities', player: SP, pirate: 'vane' };
    const kept = letterFilter(t.state, componentsOf(t.state), t.pirate('vane'), [withLetter, otherwise, recover, inPort, ...movesAndEnd(t)]);
    expect(kept).toEqual([withLetter, recover]);
  });

  it('19.18 / 17.2 #12: in the Pro-Pirate port he seeks he plays the Letter (In-Port Activities) or recovers from D&R; nothing else', () => {
    const t = letterKeptInVirginia();
    const recover: Action = { type: 'recoverDR', player: SP, pirate: 'vane' };
    const inPort: Action = { type: 'inPortActivities', player: SP, pirate: 'vane' };
    const kept = letterFilter(t.state, componentsOf(t.state), t.pirate('vane'), [inPort, recover, ...movesAndEnd(t)]);
    expect(kept).toEqual([inPort, recover]);
  });

  it('19.18: "all possible subsequent Actions": when none is open toward the goal, his card may still be played and his turn ended', () => {
    const t = letterKeptInVirginia();
    const play: Action = { type: 'playCard', player: SP, card: 'heavy-guns', pirate: 'vane' };
    const end: Action = { type: 'endTurn', player: SP };
    expect(letterFilter(t.state, componentsOf(t.state), t.pirate('vane'), [play, end])).toEqual([play, end]);
  });
});

describe('19.1 / 19.2: the SP slots', () => {
  it('14.2 / 19.2: the new captain of an SP ship takes its place in the SP turn order; a slot whose Pirate left play is empty', () => {
    const s = structuredClone(solo({ turn: { player: SP, phase: 'start' } }).state) as GameState;
    const vane = s.pirates['vane']!;
    delete s.pirates['vane'];
    s.pirates['bonnet'] = { ...vane, id: 'bonnet' };
    expect(currentSlots(s)).toEqual(['bonnet', 'roberts', 'la-buse']);
    expect(currentSp(s)?.id).toBe('bonnet');
    delete s.pirates['bonnet'];
    expect(currentSlots(s)).toEqual([null, 'roberts', 'la-buse']);
  });

  it('14.2 / 19.2: a new captain keeps his ship\'s slot when another SP slot fell empty in the same Player-Turn; the arrival takes the empty one (19.1)', () => {
    // Slots: Vane (left play), Roberts, La Buse (Loyalty 0: a Mutiny at his activation, 14.1).
    const t = solo({ turn: { player: SP, phase: 'start' }, solo: { slot: 2 }, pirates: { ...SOLO_PIRATES, 'la-buse': { owner: SP, at: 'east-caribbean', loyalty: 0 } } });
    const s = structuredClone(t.state) as GameState;
    delete s.pirates['vane'];
    t.state = s;
    runUntil(t, (u) => u.pending.kind === 'chance' && u.pending.frame === 'mutiny');
    t.roll(6); // above La Buse's Leadership 3: the mutineers win
    if (t.pending.kind === 'chance' && t.pending.frame === 'window') t.roll(6); // the SP's Cunning reroll (12.0)
    t.draw('avery');
    expect(t.last('newCaptain')).toMatchObject({ rule: '14.2', pirate: 'avery', replaces: 'la-buse' });
    runUntil(t, (u) => u.state.turn.player === 'A');
    const arrived = t.last('spPirateDrawn')?.pirate;
    expect(arrived).toBeDefined();
    expect(arrived).not.toBe('avery');
    expect(t.state.solo?.slots).toEqual([arrived, 'roberts', 'avery']);
  });

  it('19.2: in your Player-Turn no SP Pirate has the turn', () => {
    const t = solo({ turn: { player: 'A', phase: 'play', actionsCard: 'heavy-guns', actionsLeft: 1 } });
    expect(currentSp(t.state)).toBeNull();
  });
});

describe('19.17: option solitaireSystemPlayer, how the SP chooses', () => {
  it('19.17: quick (the default) scores each action off the VP estimate; lookahead searches the rest of the action: attacked by a KC, the two differ', () => {
    const kc: Frame = { kind: 'kc', pirate: 'vane', player: 'A', kc: 'kc-4', moved: false, action: 'moveAnnounced', step: 'response', rolls: [] };
    const fight: Action = { type: 'fightOrEscape', player: SP, pirate: 'vane', choice: 'fight' };
    const escape: Action = { type: 'fightOrEscape', player: SP, pirate: 'vane', choice: 'escape' };
    const pick = (solitaireSystemPlayer: 'quick' | 'lookahead') => {
      const base = solo({ options: { solitaireSystemPlayer }, kcs: { 'kc-4': { owner: 'A', area: 'north-atlantic' } } }).state;
      const s: GameState = { ...base, stack: [...base.stack, kc] };
      const ix = componentsOf(s);
      return {
        chosen: spChoose({ s, events: [], ix, owned: null }, kc, [fight, escape], engine),
        quick: quickChoice(engine, s, ix, SP, kc, [fight, escape]),
        lookahead: bestAction(engine, s, SP, [fight, escape]),
      };
    };
    const quick = pick('quick');
    expect(quick.chosen).toEqual(escape);
    expect(quick.chosen).toEqual(quick.quick);
    const lookahead = pick('lookahead');
    expect(lookahead.lookahead).not.toEqual(lookahead.quick);
    expect(lookahead.chosen).toEqual(lookahead.lookahead);
  });
});

describe('19.1 / 19.7: a new SP Pirate arrives', () => {
  it('19.1 / 19.7 / B37: the replacement is never placed in the Sea Area of the SP\'s own KC (roll again); a 4 gives a Sloop', () => {
    const { 'la-buse': _gone, ...cast } = SOLO_PIRATES;
    const t = solo({
      pirates: cast,
      kcs: { 'kc-4': { owner: SP, area: 'east-caribbean' } },
      solo: { slots: ['vane', null, 'roberts'] },
      turn: { player: 'A', phase: 'play', actionsCard: 'heavy-guns', actionsLeft: 0 },
    });
    t.act({ type: 'endTurn', player: 'A' });
    t.draw('tew');
    expect(t.last('spPirateDrawn')).toMatchObject({ rule: '19.1', player: SP, pirate: 'tew' });
    t.roll(4);
    expect(t.last('spShipRolled')).toMatchObject({ rule: '19.1', pirate: 'tew', roll: 4, ship: 'sloop' });
    t.locator(32); // Martinique: the East Caribbean, the SP's KC: roll again
    expect(t.last('spPlacementRolled')).toMatchObject({ rule: '19.7', pirate: 'tew', port: 'martinique', d66: [3, 2], areas: [], reroll: true });
    t.locator(14); // Virginia: the Central Atlantic, free
    expect(t.last('spPlacementRolled')).toMatchObject({ rule: '19.7', pirate: 'tew', port: 'virginia', areas: ['central-atlantic'], reroll: false });
    expect(t.pirate('tew')).toMatchObject({ owner: SP, ship: 'sloop', location: { kind: 'sea', area: 'central-atlantic' } });
    expect(t.state.solo?.slots).toEqual(['vane', 'tew', 'roberts']);
  });
});

describe('19.5: the 8 Pro-Pirate Governors (3.0 Step 5)', () => {
  it('19.5 / 3.0 Step 5: a port with a Governor already or a Pirate Port sends him to the next available port with a higher number (back to 11 after 66)', () => {
    const t = game({ players: 1 });
    for (const p of ['vane', 'roberts', 'la-buse']) t.draw(p);
    for (const d of [4, 5, 1]) t.roll(d);
    placeMerchants(t, [...QUIET_MERCHANTS, ['flute', 25], ['sloop', 26]]);
    for (const l of [11, 11, 36, 66, 12, 44, 65, 21]) t.locator(l);
    const placed = t.ev('governorPlaced').map((e) => [e.rule, e.rolledPort, e.port, e.redirected]);
    expect(placed).toEqual([
      ['19.5', 'boston', 'boston', false],
      ['19.5', 'boston', 'new-york', true],
      ['19.5', 'isla-de-tortuga', 'port-royal', true], // 36 is a Pirate Port: 41
      ['19.5', 'isle-ste-marie', 'philadelphia', true], // 66 a Pirate Port: 11, 12 taken, 13
      ['19.5', 'new-york', 'virginia', true],
      ['19.5', 'new-providence', 'bermuda', true],
      ['19.5', 'calicut', 'calicut', false],
      ['19.5', 'st-augustine', 'st-augustine', false],
    ]);
    expect(t.state.proGovernorSupply).toEqual([]);
    expect(Object.keys(t.state.governors).sort()).toEqual(['bermuda', 'boston', 'calicut', 'new-york', 'philadelphia', 'port-royal', 'st-augustine', 'virginia']);
    expect(t.pending).toMatchObject({ kind: 'decision', player: 'A', frame: 'soloSetup', rule: '19.6' });
  });
});

describe('19.1-19.8: a move made while the setup waits for a draw or roll is refused, citing the step\'s rule', () => {
  it('19.1 draws and ship rolls, 19.5 Governors, 19.7 placements: chance-expected, with the rule', () => {
    const t = game({ players: 1 });
    const move = { type: 'endTurn', player: 'A' };
    const refused = (): unknown[] => {
      const e = refusal(t, move);
      return [e.code, e.rule];
    };
    expect(refused()).toEqual(['chance-expected', '19.1']);
    for (const p of ['vane', 'roberts', 'la-buse']) t.draw(p);
    expect(refused()).toEqual(['chance-expected', '19.1']);
    for (const d of [4, 5, 1]) t.roll(d);
    placeMerchants(t, [...QUIET_MERCHANTS, ['flute', 25], ['sloop', 26]]);
    expect(refused()).toEqual(['chance-expected', '19.5']);
    placeGovernors(t, QUIET_GOVERNORS);
    t.act({ type: 'deployPirate', player: 'A', pirate: 'teach', area: 'central-america', ship: 'sloop' });
    expect(refused()).toEqual(['chance-expected', '19.7']);
  });
});

describe('19.1 / 19.8: what the setup reports', () => {
  it('19.1: each SP Pirate drawn and his ship roll are announced; 19.8: then the setup is complete and your Player-Turn 1 begins', () => {
    const t = game({ players: 1 });
    t.draw('vane');
    expect(t.last('spPirateDrawn')).toMatchObject({ rule: '19.1', player: SP, pirate: 'vane' });
    t.draw('roberts');
    t.draw('la-buse');
    for (const d of [4, 5, 1]) t.roll(d);
    expect(t.ev('spShipRolled').map((e) => [e.rule, e.pirate, e.roll, e.ship])).toEqual([
      ['19.1', 'vane', 4, 'sloop'],
      ['19.1', 'roberts', 5, 'schooner'],
      ['19.1', 'la-buse', 1, 'sloop'],
    ]);
    placeMerchants(t, [...QUIET_MERCHANTS, ['flute', 25], ['sloop', 26]]);
    placeGovernors(t, QUIET_GOVERNORS);
    t.act({ type: 'deployPirate', player: 'A', pirate: 'teach', area: 'central-america', ship: 'sloop' });
    for (const l of [11, 14, 62]) t.locator(l);
    expect(t.last('setupComplete')).toMatchObject({ rule: '19.8', order: ['A', 'B'] });
    expect(t.state.turn).toMatchObject({ number: 1, player: 'A' });
  });
});
