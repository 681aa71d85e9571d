/**
 * 19.17, the quick System Player (src/solo/quick.ts): the steps of his In-Port Activities (9.41-9.45)
 * and the odds and forfeits behind his Finds (8.13-8.15, B29), each in a forced position.
 */
import { describe, expect, it } from 'vitest';
import type { Action, GameState, ScenarioSpec } from '../../src/index.js';
import { SP, choose, chooseAtTurn, pass, spTurn, vaneInPort } from './solo-quick-helpers.js';
import { EIGHT_MERCHANTS, SOLO_PIRATES, solo } from './solo-helpers.js';

type VaneSpec = Partial<NonNullable<ScenarioSpec['pirates']>[string]>;

/** Vane at Boston (a Pro-Pirate Governor there: 9.32) with `vane` on top, `left` Actions left. */
function atBoston(vane: VaneSpec, left: number): GameState {
  const t = solo({ pirates: { ...SOLO_PIRATES, vane: { owner: SP, at: 'boston', ...vane } }, governors: { boston: 'pro' } });
  return spTurn(t.state, left);
}

const convert = (hold: number): Action => ({ type: 'convertHold', player: SP, pirate: 'vane', hold });
const refit: Action = { type: 'refit', player: SP, pirate: 'vane' };
const repair = (track: 'combat' | 'speed'): Action => ({ type: 'repair', player: SP, pirate: 'vane', track });
const bribe: Action = { type: 'bribeGovernor', player: SP, pirate: 'vane' };
const payBribe = (pay: boolean): Action => ({ type: 'payBribe', player: SP, pirate: 'vane', pay });
const declareDR: Action = { type: 'declareDR', player: SP, pirate: 'vane' };

describe('19.17 / 9.4: the quick SP\'s In-Port Activities', () => {
  it('9.43: at a Pro-Pirate port (1 to 1) he converts 1000 Doubloons of Booty to Net Worth, his last Action or not, rather than keep them at risk', () => {
    for (const left of [0, 2]) expect(choose(atBoston({ holds: [1000] }, left), [vaneInPort('boston', 'convert')], [convert(0), pass])).toEqual(convert(0));
  });

  it('9.44: a damaged ship Refits (the repair costs nothing but the Action already spent) rather than pass', () => {
    for (const left of [0, 2]) expect(choose(atBoston({ speed: 3, combat: 3 }, left), [vaneInPort('boston', 'refit')], [pass, refit])).toEqual(refit);
  });

  it('17.2 #2 / 9.44: put in D&R by a card during his In-Port Activities, his damaged ship still Refits rather than pass', () => {
    expect(choose(atBoston({ speed: 3, combat: 3, dr: 'involuntary' }, 1), [vaneInPort('boston', 'refit')], [refit, pass])).toEqual(refit);
  });

  it('6.26 / 9.44: below Speed 0 (two Actions a Move) he mends Speed before Combat', () => {
    expect(choose(atBoston({ speed: -1, combat: 4 }, 2), [vaneInPort('boston', 'repair', 1)], [repair('combat'), repair('speed')])).toEqual(repair('speed'));
  });

  it('6.26 / 9.44: at Speed 0 (one more Speed hit: two Actions a Move and a Loyalty point lost) he mends Speed before Combat', () => {
    expect(choose(atBoston({ speed: 0, combat: 4 }, 2), [vaneInPort('boston', 'repair', 1)], [repair('combat'), repair('speed')])).toEqual(repair('speed'));
  });

  it('6.25 / 9.44: at Combat 0 (one more hit sinks him) with Speed to spare, he mends Combat before Speed', () => {
    expect(choose(atBoston({ speed: 3, combat: 0 }, 2), [vaneInPort('boston', 'repair', 1)], [repair('speed'), repair('combat')])).toEqual(repair('combat'));
  });

  it('9.45: with no Net Worth to pay any price, he does not try the Governor (a try he cannot pay still uses up his one attempt)', () => {
    for (const left of [0, 2]) expect(choose(atBoston({ netWorth: 0 }, left), [vaneInPort('boston', 'safeHaven')], [bribe, pass])).toEqual(pass);
  });

  it('9.45: offered a Safe Haven at 600 (of his 1000 Net Worth) with no Booty to convert and no damage to refit, he keeps his money', () => {
    for (const left of [0, 2]) expect(choose(atBoston({ netWorth: 1000 }, left), [vaneInPort('boston', 'bribe', 600)], [payBribe(true), payBribe(false)])).toEqual(payBribe(false));
  });

  it('13.11 / 13.22: with a loyal crew (Loyalty 7) he declines voluntary D&R (it would leave him only Moves and Recovery)', () => {
    for (const left of [0, 2]) expect(choose(atBoston({}, left), [vaneInPort('boston', 'dr')], [declareDR, pass])).toEqual(pass);
  });

  it('13.21 / 13.22: in a Pirate Port too, with a loyal crew and three Actions still to spend, he declines voluntary D&R', () => {
    const t = solo({ pirates: { ...SOLO_PIRATES, vane: { owner: SP, at: 'new-providence' } } });
    expect(choose(spTurn(t.state, 3), [vaneInPort('new-providence', 'dr')], [declareDR, pass])).toEqual(pass);
  });
});

describe('19.17 / 8.13-8.15: the quick SP\'s Finds, at their odds, and what his Actions forfeit (B29)', () => {
  const find = (pirate: string, port: string): Action => ({ type: 'findMerchant', player: SP, pirate, port });
  const loot = (pirate: string, port: string): Action => ({ type: 'loot', player: SP, pirate, port });
  const endTurn: Action = { type: 'endTurn', player: SP };

  /** Kidd (Ability 2) for the SP in the North Atlantic (Boston's and New York's waters), `left` Actions. */
  function kidd(merchants: Record<string, { type: string; faceUp?: boolean; foundBy?: string }>, left: number, cunning = 0): GameState {
    const { vane: _, ...others } = SOLO_PIRATES;
    const t = solo({ pirates: { ...others, kidd: { owner: SP, at: 'north-atlantic', cunning } }, merchants: { ...EIGHT_MERCHANTS, ...merchants } });
    const s = spTurn(t.state, left);
    return { ...s, turn: { ...s.turn, actionsPirate: 'kidd' } };
  }

  it('8.13 / 8.15: he Finds the Brigantine Found before (d6 + 2 + 1: 3 in 6) rather than a face-down Merchant (2 in 6), though that one is a Square-Rigger', () => {
    const s = kidd({ boston: { type: 'brigantine', faceUp: true }, 'new-york': { type: 'square-rigger' } }, 2);
    expect(chooseAtTurn(s, [find('kidd', 'new-york'), find('kidd', 'boston')])).toEqual(find('kidd', 'boston'));
  });

  it('8.13 / 12.0: with two Actions left he Finds a Merchant he can then Loot (4 in 6, a failure rerolled with Cunning) rather than end his turn', () => {
    const s = spTurn(solo({ merchants: { ...EIGHT_MERCHANTS, boston: { type: 'schooner' } } }).state, 2);
    expect(chooseAtTurn(s, [endTurn, find('vane', 'boston')])).toEqual(find('vane', 'boston'));
  });

  it('B29 / 8.14: with two Actions left he Finds the Square-Rigger (3 in 6) before Looting the Schooner he has Found: he can still Loot one of them, the better if the Find succeeds', () => {
    const s = kidd({ boston: { type: 'schooner', faceUp: true, foundBy: 'kidd' }, 'new-york': { type: 'square-rigger', faceUp: true } }, 2);
    expect(chooseAtTurn(s, [loot('kidd', 'boston'), find('kidd', 'new-york')])).toEqual(find('kidd', 'new-york'));
  });
});
