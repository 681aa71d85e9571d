import { describe, expect, it } from 'vitest';
import { apply, choiceSteps, createGameWithEvents, describePending, eventsFor, legalActions, pending, randomBot, view, type Action, type PlayerId } from 'blackbeard-engine/core';
import type { Update } from '../src/protocol.js';
import { auditUpdates } from './audit.js';

/** The secrecy audit of the load test must catch a leak, not only pass. */
describe('auditUpdates', () => {
  const config = { players: 3, seed: 8, randomness: 'seeded' as const, options: {} };
  let cur = createGameWithEvents(config);
  const actions: Action[] = [];
  const bot = randomBot(3);
  for (let i = 0; i < 12; i++) {
    const p = pending(cur.state);
    if (p.kind !== 'decision') break;
    const a = bot(cur.state, p.player);
    actions.push(a);
    cur = apply(cur.state, a);
  }
  const record = { config, actions };
  const honest = (seat: PlayerId, as: PlayerId = seat): Update => {
    const legal = legalActions(cur.state, as);
    return {
      game: 'g',
      n: actions.length,
      seat,
      view: view(cur.state, as),
      events: eventsFor(cur.events, as),
      prompt: describePending(cur.state, as),
      legal,
      choices: legal.length > 0 ? choiceSteps(legal, cur.state, { byPirate: true }) : [],
      seats: [],
      result: null,
    };
  };

  it('passes the exact updates, as objects and as text', () => {
    for (const seat of ['A', 'B', 'C'] as const) {
      const u = honest(seat);
      expect(auditUpdates(record, [{ seat, updates: [u] }])).toEqual([]);
      expect(auditUpdates(record, [{ seat, updates: [u], texts: [JSON.stringify(u)] }])).toEqual([]);
    }
  });

  it('finds another seat\'s view, hand or events, and any extra field', () => {
    const leak = { ...honest('A', 'B'), seat: 'A' as const };
    expect(auditUpdates(record, [{ seat: 'A', updates: [leak], texts: [JSON.stringify(leak)] }]).join()).toMatch(/view differs/);
    const a = honest('A');
    const hand = { ...a, view: { ...a.view, players: { ...a.view.players, B: { ...a.view.players['B']!, hand: view(cur.state, 'B').you.hand } } } };
    expect(auditUpdates(record, [{ seat: 'A', updates: [hand] }]).join()).toMatch(/view differs/);
    const extra = { ...a, state: cur.state } as Update;
    expect(auditUpdates(record, [{ seat: 'A', updates: [extra], texts: [JSON.stringify(extra)] }]).join()).toMatch(/fields/);
  });
});
