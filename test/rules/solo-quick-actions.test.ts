/**
 * 19.17 SP Pirate Goals, the quick System Player (src/solo/quick.ts): how he scores the Pirate
 * Actions of his Player-Turn (Find, Loot, Attack, Sack, discard for an Action, Recovery), a KC's
 * or a Warship's attack, and a Fair Winds card. Each test forces the position and offers actions
 * that are legal there; the expected choice is the better one by the rules' outcomes.
 */
import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../src/index.js';
import type { Frame } from '../../src/state/schema.js';
import { SP, choose, chooseAtTurn, spTurn } from './solo-quick-helpers.js';
import { EIGHT_MERCHANTS, SOLO_PIRATES, solo } from './solo-helpers.js';
import { sea } from './helpers.js';

const find = (pirate: string, port: string): Action => ({ type: 'findMerchant', player: SP, pirate, port });
const loot = (pirate: string, port: string): Action => ({ type: 'loot', player: SP, pirate, port });
const attack = (pirate: string, port: string): Action => ({ type: 'attackPort', player: SP, pirate, port });
const move = (pirate: string, area: string): Action => ({ type: 'move', player: SP, pirate, to: sea(area) });

describe('19.17 / 8.1: the quick SP\'s Find (8.13-8.15, B29, 12.0)', () => {
  /** La Buse (Ability 3) in the East Caribbean, a Square Rigger seen before (face up) at Guadeloupe. */
  function laBuse(left: number, spec: { cunning?: number; foundPersists?: boolean } = {}): GameState {
    const t = solo({
      options: { foundPersists: spec.foundPersists ?? false },
      pirates: { ...SOLO_PIRATES, 'la-buse': { owner: SP, at: 'east-caribbean', ...(spec.cunning === undefined ? {} : { cunning: spec.cunning }) } },
      merchants: { ...EIGHT_MERCHANTS, guadeloupe: { type: 'square-rigger', faceUp: true } },
    });
    return spTurn(t.state, left, 'la-buse');
  }

  it('12.0 / 8.13: with Cunning left his Find of the Square Rigger (d6 + 3 + 1 of 7: 4/6, 8/9 with a reroll) beats an Attack on Guadeloupe; with none left, the Attack is the better Action', () => {
    const legal = [attack('la-buse', 'guadeloupe'), find('la-buse', 'guadeloupe')];
    expect(chooseAtTurn(laBuse(2, { cunning: 3 }), legal)).toEqual(find('la-buse', 'guadeloupe'));
    expect(chooseAtTurn(laBuse(2, { cunning: 0 }), [...legal].reverse())).toEqual(attack('la-buse', 'guadeloupe'));
  });

  it('B29 / 8.14: with his last Action a Find is wasted (no Action is left to Loot it): he Attacks Guadeloupe, or sails on, rather than Find the Square Rigger', () => {
    const s = laBuse(1);
    expect(chooseAtTurn(s, [find('la-buse', 'guadeloupe'), attack('la-buse', 'guadeloupe')])).toEqual(attack('la-buse', 'guadeloupe'));
    expect(chooseAtTurn(s, [find('la-buse', 'guadeloupe'), move('la-buse', 'west-caribbean')])).toEqual(move('la-buse', 'west-caribbean'));
  });

  it('B29 option foundPersists: a Merchant Found with his last Action stays his to Loot next turn, so that Find beats the Attack', () => {
    const s = laBuse(1, { foundPersists: true });
    expect(chooseAtTurn(s, [attack('la-buse', 'guadeloupe'), find('la-buse', 'guadeloupe')])).toEqual(find('la-buse', 'guadeloupe'));
  });
});

describe('19.17 / 6.14: the quick SP does not see a face-down Merchant', () => {
  it('6.14 / 8.14: of two face-down Merchants he Finds the same one whichever of them hides the Square Rigger (its type shows only once Found)', () => {
    const pick = (boston: string, newYork: string) => {
      const t = solo({ merchants: { ...EIGHT_MERCHANTS, boston: { type: boston }, 'new-york': { type: newYork } } });
      return chooseAtTurn(spTurn(t.state, 2), [find('vane', 'boston'), find('vane', 'new-york')]);
    };
    expect(pick('flute', 'square-rigger')).toEqual(pick('square-rigger', 'flute'));
  });
});

describe('19.17 / 8.3: the quick SP\'s Loot', () => {
  it('B29 / 8.15: with two Actions left he Finds first and keeps the Flute he has Found for his last Action (he can Loot only one Merchant, and a Find then a Loot leaves him the better one)', () => {
    const t = solo({ merchants: { ...EIGHT_MERCHANTS, boston: { type: 'flute', faceUp: true, foundBy: 'vane' }, 'new-york': { type: 'square-rigger', faceUp: true } } });
    const s = spTurn(t.state, 2);
    expect(chooseAtTurn(s, [loot('vane', 'boston'), find('vane', 'new-york')])).toEqual(find('vane', 'new-york'));
  });
});

describe('19.17 / 9.5: the quick SP\'s Port Attack', () => {
  it('9.54 / 6.25: a ship of Combat 1 Attacks Philadelphia (Defense 4) rather than Boston (Defense 5), where a failed Attack, likelier, sinks him more often', () => {
    const t = solo({ pirates: { ...SOLO_PIRATES, vane: { owner: SP, at: 'north-atlantic', combat: 1, np: 6, netWorth: 1000 } } });
    const s = spTurn(t.state, 2);
    expect(chooseAtTurn(s, [attack('vane', 'boston'), attack('vane', 'philadelphia')])).toEqual(attack('vane', 'philadelphia'));
  });
});

describe('19.17 / 9.55: the quick SP\'s Sack', () => {
  /** Vane in Boston, which he has just taken (9.53), with `left` Actions. */
  const inBoston = (left: number) => spTurn(solo({ pirates: { ...SOLO_PIRATES, vane: { owner: SP, at: 'boston', sackable: 'boston' } } }).state, left);
  const sack: Action = { type: 'sackPort', player: SP, pirate: 'vane' };
  const out = move('vane', 'north-atlantic');

  it('9.55: with his last Action he Sacks Boston (d6 + Cruelty 3 above Defense 5: NP 2 x Value) rather than sail out and lose the Sack', () => {
    expect(chooseAtTurn(inBoston(1), [out, sack])).toEqual(sack);
  });

  it('9.55 / 13.22: with two Actions left he sails out to Attack New York next (Value 3, Defense 5) rather than Sack Boston (4/6 odds) and fall into D&R, where he may only Move or Recover', () => {
    expect(chooseAtTurn(inBoston(2), [sack, out])).toEqual(out);
  });
});

describe('19.17 / 13.24: the quick SP\'s D&R Recovery', () => {
  /** Vane in D&R in Boston (13.22: he may only Move or Recover), `done` Recovery Actions made. */
  function inDr(dr: 'voluntary' | 'involuntary', done: number): GameState {
    const s = spTurn(solo({ pirates: { ...SOLO_PIRATES, vane: { owner: SP, at: 'boston', dr } } }).state, 2);
    const vane = s.pirates['vane'];
    if (!vane) throw new Error('no Vane');
    return { ...s, pirates: { ...s.pirates, vane: { ...vane, drRecoveries: done } } };
  }
  const recover: Action = { type: 'recoverDR', player: SP, pirate: 'vane' };
  const out = move('vane', 'north-atlantic');

  it('13.24: a voluntary D&R ends with one Recovery Action: he Recovers rather than sail out still in D&R', () => {
    expect(chooseAtTurn(inDr('voluntary', 0), [out, recover])).toEqual(recover);
  });

  it('13.24 / B43: after one Recovery Action, the second ends an involuntary D&R: he Recovers rather than sail out', () => {
    expect(chooseAtTurn(inDr('involuntary', 1), [out, recover])).toEqual(recover);
  });
});

describe('19.17 / 10.34: the quick SP intercepted by a KC', () => {
  it('10.34 / 18.41B: a Pirate with a Letter of Marque, NP 10 and Net Worth 3000 on a damaged ship (Combat 1) surrenders and Retires rather than fight the KC (a lost fight eliminates him, 10.36)', () => {
    const t = solo({
      pirates: { ...SOLO_PIRATES, vane: { owner: SP, at: 'north-atlantic', combat: 1, np: 10, netWorth: 3000, letterOfMarque: 'english' } },
      kcs: { 'kc-4': { owner: 'A', area: 'north-atlantic' } },
    });
    const kc: Frame = { kind: 'kc', pirate: 'vane', player: 'A', kc: 'kc-4', moved: false, action: 'moveAnnounced', step: 'intercepted', rolls: [6, 1] };
    const fight: Action = { type: 'fightOrEscape', player: SP, pirate: 'vane', choice: 'fight' };
    const surrender: Action = { type: 'fightOrEscape', player: SP, pirate: 'vane', choice: 'surrender' };
    expect(choose(t.state, [kc], [fight, surrender])).toEqual(surrender);
  });
});

describe('19.17 / 17.2 #6: the quick SP\'s Fair Winds', () => {
  it('17.2 #6: Fair Winds places Vane in Central America, with three Merchants and their ports to take with the card\'s Action, rather than in the Central Atlantic, whose ports are destroyed (RULINGS B35)', () => {
    const destroyed = ['virginia', 'bath', 'bermuda'];
    const merchants = Object.fromEntries(Object.entries(EIGHT_MERCHANTS).filter(([port]) => !destroyed.includes(port)));
    const s = spTurn(solo({ hands: { B: ['fair-winds'] }, destroyedPorts: destroyed, merchants }).state, 0);
    const fairWinds = (area: string): Action => ({ type: 'playCard', player: SP, card: 'fair-winds', pirate: null, event: { target: 'vane', area } });
    expect(chooseAtTurn({ ...s, turn: { ...s.turn, actionsPirate: null } }, [fairWinds('central-atlantic'), fairWinds('central-america')])).toEqual(fairWinds('central-america'));
  });
});

describe('19.17: an Action the quick SP does not score is played out', () => {
  it('18.41C / 18.12A: late in the game (two General Pardons out, 4.1), Vane with NP 20 and Net Worth 5000 in his Safe Haven Retires (2 VP per NP) rather than end his turn (1 VP per NP in play, 18.12B)', () => {
    const t = solo({ generalPardonAppearances: 2, pirates: { ...SOLO_PIRATES, vane: { owner: SP, at: 'boston', np: 20, netWorth: 5000, safeHavens: ['boston'] } } });
    const retire: Action = { type: 'retire', player: SP, pirate: 'vane' };
    expect(chooseAtTurn(spTurn(t.state, 1), [{ type: 'endTurn', player: SP }, retire])).toEqual(retire);
  });
});
