/**
 * 19.17, the quick System Player (src/solo/quick.ts), more forced positions: an Alliance's
 * Recovery (11.2, 13.24), the Loot of a Merchant his ally Found (8.3, 11.2), the port left after an
 * Attack or a Sack (9.55, 9.58), and a Find with or without Cunning (8.13, 12.0). Each test offers
 * actions legal in its position; the expected choice is the better one by the rules' outcomes.
 */
import { describe, expect, it } from 'vitest';
import type { Action, GameState, ScenarioSpec } from '../../src/index.js';
import { legalActions } from '../../src/index.js';
import { SP, chooseAtTurn, spTurn } from './solo-quick-helpers.js';
import { EIGHT_MERCHANTS, SOLO_PIRATES, solo } from './solo-helpers.js';
import { sea } from './helpers.js';

type Pirates = NonNullable<ScenarioSpec['pirates']>;

const move = (pirate: string, area: string): Action => ({ type: 'move', player: SP, pirate, to: sea(area) });

describe('19.17 / 11.2 / 13.24: an Alliance, and its ally in D&R', () => {
  /** Vane (NP 5, the Active Pirate, 11.2) allied with Roberts (NP 2) in Boston; Roberts in voluntary D&R. */
  function allied(left: number): GameState {
    const pirates: Pirates = {
      ...SOLO_PIRATES,
      vane: { owner: SP, at: 'boston', np: 5, ally: 'roberts' },
      roberts: { owner: SP, at: 'boston', np: 2, ally: 'vane', dr: 'voluntary' },
    };
    return spTurn(solo({ pirates }).state, left);
  }
  const recover: Action = { type: 'recoverDR', player: SP, pirate: 'vane' };

  it('13.22 / 13.24 / 11.2: the Alliance acts as one, so while Roberts is in D&R it may only Move or Recover; with his last Action Vane Recovers (one Recovery frees them both) rather than sail out still bound by the D&R', () => {
    const s = allied(1);
    const legal = legalActions(s, SP);
    expect(legal).toContainEqual(recover);
    expect(legal).toContainEqual(move('vane', 'north-atlantic'));
    expect(chooseAtTurn(s, [recover, move('vane', 'north-atlantic')])).toEqual(recover);
  });

  it('13.22 / 11.2: with two Actions left, a Move out does not give him a target to take at once (the Alliance is still bound by Roberts\'s D&R): he Recovers first', () => {
    const s = allied(2);
    expect(chooseAtTurn(s, [move('vane', 'north-atlantic'), recover])).toEqual(recover);
    expect(chooseAtTurn(s, [recover, move('vane', 'north-atlantic')])).toEqual(recover);
  });

  it('11.2 / 9.5: an ally who is not in D&R binds nothing: with two Actions left Vane (allied with Roberts) sails where a port can be attacked with the next one (the East Caribbean) rather than end the turn', () => {
    const pirates: Pirates = {
      ...SOLO_PIRATES,
      vane: { owner: SP, at: 'west-caribbean', ally: 'roberts' },
      roberts: { owner: SP, at: 'west-caribbean', ally: 'vane' },
    };
    const s = spTurn(solo({ pirates }).state, 2);
    const endTurn: Action = { type: 'endTurn', player: SP };
    expect(chooseAtTurn(s, [endTurn, move('vane', 'east-caribbean')])).toEqual(move('vane', 'east-caribbean'));
  });
});

describe('19.17 / 8.3 / 11.2: the Loot of a Merchant his ally Found', () => {
  /** Vane (NP 5, the Active Pirate) allied with Roberts (NP 2) in the North Atlantic; Roberts has Found the Flute at Boston. */
  function allied(left: number): GameState {
    const pirates: Pirates = {
      ...SOLO_PIRATES,
      vane: { owner: SP, at: 'north-atlantic', np: 5, ally: 'roberts' },
      roberts: { owner: SP, at: 'north-atlantic', np: 2, ally: 'vane' },
    };
    const merchants = { ...EIGHT_MERCHANTS, boston: { type: 'flute', faceUp: true, foundBy: 'roberts' }, 'new-york': { type: 'square-rigger', faceUp: true } };
    return spTurn(solo({ pirates, merchants }).state, left);
  }
  const loot: Action = { type: 'loot', player: SP, pirate: 'vane', port: 'boston' };
  const find: Action = { type: 'findMerchant', player: SP, pirate: 'vane', port: 'new-york' };

  it('B29 / 8.15 / 11.2: with two Actions left the Alliance Finds the Square Rigger first and keeps the Flute Roberts has Found for its last Action (a failed Find still leaves the Flute to Loot), as it would with a Flute Vane had Found', () => {
    const s = allied(2);
    const legal = legalActions(s, SP);
    expect(legal).toContainEqual(loot);
    expect(legal).toContainEqual(find);
    expect(chooseAtTurn(s, [loot, find])).toEqual(find);
  });
});

describe('19.17 / B29: a Find with his last Action', () => {
  it('B29 / 8.14: with his last Action a Find is wasted (nothing is left to Loot it) and the Square Rigger he Found at Honduras before sailing on is lost whatever he does: he sails back to the richer Central America rather than Find the Merchant at Curacao', () => {
    const merchants = { ...EIGHT_MERCHANTS, honduras: { type: 'square-rigger', faceUp: true, foundBy: 'vane' }, curacao: { type: 'flute' } };
    const s = spTurn(solo({ merchants, pirates: { ...SOLO_PIRATES, vane: { owner: SP, at: 'south-america' } } }).state, 1);
    const find: Action = { type: 'findMerchant', player: SP, pirate: 'vane', port: 'curacao' };
    expect(legalActions(s, SP)).toContainEqual(find);
    expect(chooseAtTurn(s, [find, move('vane', 'central-america')])).toEqual(move('vane', 'central-america'));
  });
});
