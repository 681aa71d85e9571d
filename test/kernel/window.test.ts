import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { apply, createScenario, legalActions, pending, type Action, type GameState } from '../../src/index.js';
import { registerResponder } from '../../src/actions/window.js';
import { mutPlayerIf } from '../../src/state/copy.js';

/**
 * Interrupt windows (DESIGN "Interrupt windows", 4.63): polled in Player Order from the Pirate
 * Player's left, closed when every eligible player has passed since the last response. The
 * Anti-Pirate content plugs in as responders; here a test responder exercises the mechanism.
 */
const responses: string[] = [];
/**
 * The registry has no removal (responders register at module load, for good): the test responder
 * answers only while this file's tests run (beforeEach / afterEach), and is inert otherwise, as if
 * it were not there, so the other test files sharing the module graph (vitest `isolate: false`, the
 * mutation runs) see Blackbeard's own windows only.
 */
let active = false;
beforeEach(() => {
  active = true;
});
afterEach(() => {
  active = false;
});
registerResponder({
  moments: ['findAnnounced'],
  // Public information only: a player with cards in hand could respond.
  eligible: (s, _w, player) => active && (s.players[player]?.hand.length ?? 0) > 0,
  legal: (s, _w, player) => (active ? (s.players[player]?.hand ?? []).slice(0, 1) : []).map((card) => ({ type: 'discardCard', player, card }) as Action),
  respond: (ctx, _w, action) => {
    if (action.type !== 'discardCard') return;
    // Rule code asks for a mutable entry before writing it (src/state/copy.ts).
    const me = mutPlayerIf(ctx, action.player);
    if (me) me.hand = me.hand.filter((c, i) => i !== me.hand.indexOf(action.card));
    responses.push(action.player);
  },
});

function findScenario(): GameState {
  return createScenario({
    players: 4,
    options: { cunning: false },
    turn: { player: 'B', actionsCard: 'wear-and-tear', actionsLeft: 2 },
    hands: { A: ['storms-at-sea'], B: [], C: ['disease'], D: ['fair-winds'] },
    pirates: { vane: { owner: 'B', at: 'east-caribbean', ship: 'schooner' } },
    merchants: { 'santo-domingo': { type: 'brigantine' } },
  });
}

function deciderSequence(s: GameState, choose: (s: GameState) => Action): { players: string[]; state: GameState } {
  const players: string[] = [];
  let state = s;
  for (let i = 0; i < 20; i++) {
    const p = pending(state);
    if (p.kind !== 'decision' || p.frame !== 'window') break;
    players.push(p.player);
    state = apply(state, choose(state)).state;
  }
  return { players, state };
}

describe('interrupt windows (4.63)', () => {
  it('polls eligible players in Player Order from the Pirate Player\'s left and closes after all pass', () => {
    let s = findScenario();
    s = apply(s, { type: 'findMerchant', player: 'B', pirate: 'vane', port: 'santo-domingo' }).state;
    const { players, state } = deciderSequence(s, (st) => {
      const p = pending(st);
      return { type: 'pass', player: p.kind === 'decision' ? p.player : 'A' };
    });
    // B is the Pirate Player: C, D, A are polled in that order; B is never asked.
    expect(players).toEqual(['C', 'D', 'A']);
    expect(pending(state)).toMatchObject({ kind: 'chance' }); // the Find roll (8.13)
  });

  it('a response restarts the round: everyone must pass again since the last response', () => {
    responses.length = 0;
    let s = findScenario();
    s = apply(s, { type: 'findMerchant', player: 'B', pirate: 'vane', port: 'santo-domingo' }).state;
    const { players } = deciderSequence(s, (st) => {
      const p = pending(st);
      const player = p.kind === 'decision' ? p.player : 'A';
      const respond = legalActions(st).find((a) => a.type === 'discardCard');
      // D responds the first time it is asked; everyone else passes.
      return player === 'D' && respond && !responses.includes('D') ? respond : { type: 'pass', player };
    });
    expect(responses).toEqual(['D']);
    // C passes, D responds (and now has no card: no longer eligible), then A and C must pass again.
    expect(players).toEqual(['C', 'D', 'A', 'C']);
  });

  it('a player with nothing legal is never asked (no hand is revealed by asking)', () => {
    let s = createScenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 1 },
      hands: { A: [], B: [], C: [] },
      pirates: { vane: { owner: 'A', at: 'east-caribbean' } },
      merchants: { 'santo-domingo': { type: 'sloop' } },
    });
    s = apply(s, { type: 'findMerchant', player: 'A', pirate: 'vane', port: 'santo-domingo' }).state;
    expect(pending(s)).toMatchObject({ kind: 'chance' });
  });
});
