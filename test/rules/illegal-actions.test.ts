import { describe, it, expect } from 'vitest';
import { apply, check, IllegalActionError, type Action, type GameState } from '../../src/index.js';
import { scenario, game, sea, type Table } from './helpers.js';

/** A position where Player A is to act with Vane, 2 Actions in hand, a Merchant in reach. */
function position(): Table {
  return scenario({
    players: 4,
    options: { cunning: false },
    turn: { actionsCard: 'scurvy-outbreak', actionsLeft: 2 },
    hands: { A: ['wear-and-tear'] },
    pirates: { vane: { owner: 'A', at: 'east-caribbean' }, low: { owner: 'B', at: 'east-caribbean' } },
    merchants: { martinique: { type: 'sloop' } },
  });
}

/** Apply an action that must be rejected; returns the error, checking the input state is untouched. */
function rejected(state: GameState, action: unknown): IllegalActionError {
  const before = structuredClone(state);
  let error: unknown = null;
  try {
    apply(state, action as Action);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(IllegalActionError);
  // DESIGN: a rejected action leaves the input state untouched.
  expect(state).toEqual(before);
  // check() reports the same error without throwing.
  const c = check(state, action);
  expect(c.ok).toBe(false);
  if (!c.ok) {
    expect(c.error).toBeInstanceOf(IllegalActionError);
    expect(c.error.code).toBe((error as IllegalActionError).code);
  }
  return error as IllegalActionError;
}

describe('Illegal actions (IllegalActionError codes)', () => {
  it('4.4: a player acting when another player must decide: not-your-decision', () => {
    const t = position();
    const e = rejected(t.state, { type: 'move', player: 'B', pirate: 'low', to: sea('west-caribbean') });
    expect(e.code).toBe('not-your-decision');
    expect(typeof e.rule).toBe('string');
  });

  it('an unknown Pirate id: unknown-pirate', () => {
    const t = position();
    const e = rejected(t.state, { type: 'move', player: 'A', pirate: 'jack-sparrow', to: sea('west-caribbean') });
    expect(e.code).toBe('unknown-pirate');
  });

  it('4.5: moving another player\'s Pirate: not-your-pirate', () => {
    const t = position();
    const e = rejected(t.state, { type: 'move', player: 'A', pirate: 'low', to: sea('west-caribbean') });
    expect(e.code).toBe('not-your-pirate');
  });

  it('an unknown port: unknown-port', () => {
    const t = position();
    expect(rejected(t.state, { type: 'findMerchant', player: 'A', pirate: 'vane', port: 'atlantis' }).code).toBe('unknown-port');
  });

  it('an unknown Event card: unknown-card', () => {
    const t = scenario({ players: 4, hands: { A: ['wear-and-tear'] }, pirates: { vane: { owner: 'A', at: 'india' } } });
    expect(rejected(t.state, { type: 'playCard', player: 'A', card: 'ace-of-spades', pirate: null }).code).toBe('unknown-card');
  });

  it.each([
    ['an unknown action type', { type: 'fly', player: 'A' }],
    ['a missing field', { type: 'move', player: 'A', pirate: 'vane' }],
    ['an unknown player letter', { type: 'endTurn', player: 'Z' }],
    ['a non-kebab-case id', { type: 'move', player: 'A', pirate: 'Vane', to: { kind: 'sea', area: 'india' } }],
    ['a location of an unknown kind', { type: 'move', player: 'A', pirate: 'vane', to: { kind: 'air', area: 'india' } }],
  ])('a malformed action (%s): malformed-action', (_what, action) => {
    const t = position();
    expect(rejected(t.state, action).code).toBe('malformed-action');
  });

  it('a well-formed action that belongs to another phase: wrong-phase', () => {
    const t = position();
    // Seizing Booty outside a Loot.
    expect(rejected(t.state, { type: 'seizeBooty', player: 'A', pirate: 'vane', seize: true }).code).toBe('wrong-phase');
    // A draft pick during a Player-Turn.
    expect(rejected(t.state, { type: 'choosePirate', player: 'A', pirate: 'teach' }).code).toBe('wrong-phase');
  });

  it('4.5: a Pirate Action before any card has been played for Actions is rejected', () => {
    const t = scenario({ players: 4, hands: { A: ['wear-and-tear'] }, pirates: { vane: { owner: 'A', at: 'india' } } });
    const e = rejected(t.state, { type: 'move', player: 'A', pirate: 'vane', to: sea('east-africa') });
    expect(['wrong-phase', 'illegal-action']).toContain(e.code);
  });

  it('7.11: a legal-looking action with an impossible target: illegal-action', () => {
    const t = position();
    expect(rejected(t.state, { type: 'move', player: 'A', pirate: 'vane', to: sea('india') }).code).toBe('illegal-action');
  });

  it.each([
    ['a die face of 7', [7]],
    ['a die face of 0', [0]],
    ['two dice for a 1d6 roll', [3, 4]],
    ['no dice', []],
    ['a card id for a die roll', 'storms-at-sea'],
  ])('a chance value that cannot happen (%s): invalid-chance-outcome', (_what, value) => {
    const t = position();
    t.act({ type: 'findMerchant', player: 'A', pirate: 'vane', port: 'martinique' });
    expect(rejected(t.state, { type: 'chance', value }).code).toBe('invalid-chance-outcome');
  });

  it('a D66 needs exactly a black and a white die: invalid-chance-outcome', () => {
    const t = game({ players: 3 });
    for (const r of [6, 1, 1]) t.roll(r);
    while (t.pending.kind === 'chance' && t.pending.spec.kind === 'draw') t.any();
    expect(t.pending.kind === 'chance' && t.pending.spec.kind).toBe('d66');
    expect(rejected(t.state, { type: 'chance', value: [3] }).code).toBe('invalid-chance-outcome');
    expect(rejected(t.state, { type: 'chance', value: [7, 1] }).code).toBe('invalid-chance-outcome');
  });

  it('a draw of a card no longer in the deck: invalid-chance-outcome', () => {
    const t = scenario({
      players: 3,
      turn: { phase: 'start' },
      hands: { A: ['wear-and-tear', 'wear-and-tear', 'wear-and-tear'] },
      discard: { 'natural-disaster': 1 },
    });
    expect(rejected(t.state, { type: 'chance', value: 'natural-disaster' }).code).toBe('invalid-chance-outcome');
    expect(rejected(t.state, { type: 'chance', value: 'buried-treasure-2' }).code).toBe('invalid-chance-outcome');
  });

  it('a decision at a chance node: chance-expected; a chance value at a decision: not-a-chance-node', () => {
    const t = position();
    expect(rejected(t.state, { type: 'chance', value: [4] }).code).toBe('not-a-chance-node');
    t.act({ type: 'findMerchant', player: 'A', pirate: 'vane', port: 'martinique' });
    expect(rejected(t.state, { type: 'endTurn', player: 'A' }).code).toBe('chance-expected');
  });

  it('check() accepts a legal action without changing anything', () => {
    const t = position();
    const before = structuredClone(t.state);
    expect(check(t.state, { type: 'move', player: 'A', pirate: 'vane', to: sea('west-caribbean') })).toEqual({ ok: true });
    expect(t.state).toEqual(before);
  });

  it('apply() is pure: the input state is unchanged after a legal action too', () => {
    const t = position();
    const before = structuredClone(t.state);
    const r = apply(t.state, { type: 'move', player: 'A', pirate: 'vane', to: sea('west-caribbean') });
    expect(t.state).toEqual(before);
    expect(r.state.pirates.vane?.location).toEqual(sea('west-caribbean'));
  });

  it('every error carries its rule', () => {
    const t = position();
    const e = rejected(t.state, { type: 'move', player: 'B', pirate: 'low', to: sea('west-caribbean') });
    expect(e.rule).toMatch(/^\d+(\.\d+)?$/);
    expect(e.message).toContain(e.rule);
  });
});
