/**
 * 19.17, the quick System Player (src/solo/quick.ts), the last forced positions: a window of his own
 * Player-Turn that is not a Cunning reroll (17.2 #19 Skull and Crossbones against a card played on
 * his Pirate), and a Find with a Cunning reroll (8.13, 12.0). Each test offers actions legal in its position; the expected choice is the better
 * one by the rules' outcomes.
 */
import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../../src/index.js';
import { legalActions } from '../../src/index.js';
import type { Frame } from '../../src/state/schema.js';
import { SP, choose, chooseAtTurn, pass, spTurn } from './solo-quick-helpers.js';
import { EIGHT_MERCHANTS, SOLO_PIRATES, solo } from './solo-helpers.js';

describe('19.17 / 17.2 #19: Skull and Crossbones against a Debauchery & Revelry card in his own Player-Turn', () => {
  const card = 'debauchery-and-revelry';
  /** Vane (Cunning 2) in Boston in the SP's Player-Turn, Skull and Crossbones in the SP's hand; Blackbeard has just played D&R on him. */
  function played(): { s: GameState; frames: Frame[] } {
    const t = solo({
      options: { cunning: true },
      pirates: { ...SOLO_PIRATES, vane: { owner: SP, at: 'boston', cunning: 2 } },
      hands: { A: [], B: ['skull-and-crossbones', 'wear-and-tear'] },
    });
    const s = spTurn(t.state, 1);
    const event: Frame = { kind: 'event', card, player: 'A', step: 'start', index: 0, targets: ['vane'], queue: [] };
    const window: Frame = { kind: 'window', moment: 'cardPlayed', pirate: 'vane', order: [SP], cursor: 0, passes: 0, roll: null, card };
    return { s, frames: [event, window] };
  }
  const skull: Action = { type: 'playEvent', player: SP, card: 'skull-and-crossbones', pirate: 'vane' };

  it('17.2 #2 / 13.24 / 17.2 #19: for one card and one Cunning Point he negates the card rather than go into Involuntary D&R (two Recovery Actions to end it, and only Moves and Recovery meanwhile, 13.22)', () => {
    const { s, frames } = played();
    const at: GameState = { ...s, stack: [...s.stack, ...frames] };
    const legal = legalActions(at, SP);
    expect(legal).toContainEqual(skull);
    expect(legal).toContainEqual(pass);
    expect(choose(s, frames, [pass, skull])).toEqual(skull);
    expect(choose(s, frames, [skull, pass])).toEqual(skull);
  });
});

describe('19.17 / 8.13 / 12.0: of two Finds, the likelier one for as much Loot', () => {
  /** Bonnet (Ability 2, Cunning 1) in Central America: a Schooner seen before (face up) at Portobello, a face-down Merchant at Honduras. */
  function bonnet(): GameState {
    const t = solo({
      merchants: { ...EIGHT_MERCHANTS, portobello: { type: 'schooner', faceUp: true }, honduras: { type: 'sloop' } },
      pirates: { teach: { owner: 'A', at: 'india' }, bonnet: { owner: SP, at: 'central-america', cunning: 1 }, roberts: { owner: SP, at: 'india' } },
    });
    return spTurn(t.state, 2, 'bonnet');
  }
  const find = (port: string): Action => ({ type: 'findMerchant', player: SP, pirate: 'bonnet', port });

  it('8.14 / 12.0 / 6.12: he Finds the Schooner (d6 + 2 + 1 for a Merchant seen before: 1/2, 3/4 with his Cunning reroll; Cargo 2) rather than the face-down Merchant (d6 + 2: 1/3, 5/9 with the reroll; worth the Merchant mix, Cargo 1.86 on average)', () => {
    const s = bonnet();
    const legal = legalActions(s, SP);
    expect(legal).toContainEqual(find('portobello'));
    expect(legal).toContainEqual(find('honduras'));
    expect(chooseAtTurn(s, [find('honduras'), find('portobello')])).toEqual(find('portobello'));
    expect(chooseAtTurn(s, [find('portobello'), find('honduras')])).toEqual(find('portobello'));
  });
});
