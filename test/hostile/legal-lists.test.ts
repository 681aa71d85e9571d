/**
 * Issue 15 point 1: what `legalActions` hands out is the caller's own. Pushing onto the list or
 * editing one of its actions must not change what `check` and `apply` accept (4.5: only the listed
 * Actions are legal; 7.11: a Move goes to an adjoining Sea Area, a port of it, or a Transit Box).
 */
import { describe, expect, it } from 'vitest';
import { IllegalActionError, apply, check, createGame, createScenario, legalActions, pending, view, type Action, type PlayerId } from '../../src/index.js';

/** Kennedy alone at sea in East Africa with one Action left (a Move reaches India, the Transit Box, the ports). */
function kennedyInEastAfrica() {
  return createScenario({
    players: 2,
    turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 1 },
    pirates: { kennedy: { owner: 'A', at: 'east-africa' } },
  });
}

describe('legalActions cannot be used to smuggle an action in (issue 15 point 1)', () => {
  it('each call returns a fresh list: pushing an illegal action onto it does not make it legal', () => {
    const s = createGame({ players: 4, seed: 3 });
    const p = pending(s);
    if (p.kind !== 'decision') throw new Error('expected a decision');
    const endTurn: Action = { type: 'endTurn', player: p.player };
    const list = legalActions(s);
    expect(list.some((a) => a.type === 'endTurn')).toBe(false);
    expect(check(s, endTurn).ok).toBe(false);
    list.push(endTurn);
    expect(legalActions(s)).not.toBe(list);
    expect(legalActions(s).some((a) => a.type === 'endTurn')).toBe(false);
    expect(check(s, endTurn).ok).toBe(false);
    expect(() => apply(s, endTurn)).toThrow(IllegalActionError);
  });

  it('a listed Move cannot be edited into a Move to Boston (7.11): the listed actions are frozen', () => {
    const s = kennedyInEastAfrica();
    const moves = legalActions(s).filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move');
    expect(moves.length).toBeGreaterThan(0);
    const m = moves[0]!;
    expect(Object.isFrozen(m)).toBe(true);
    expect(Object.isFrozen(m.to)).toBe(true);
    // ES modules are strict: writing to a frozen object throws.
    expect(() => {
      (m as { to: unknown }).to = { kind: 'port', port: 'boston' };
    }).toThrow(TypeError);
    const boston: Action = { type: 'move', player: 'A', pirate: 'kennedy', to: { kind: 'port', port: 'boston' } };
    expect(check(s, boston)).toMatchObject({ ok: false, error: { code: 'illegal-action' } });
    expect(() => apply(s, boston)).toThrow(IllegalActionError);
    // The untouched listed Move is still accepted, and Kennedy is where it said.
    const next = apply(s, m).state;
    expect(next.pirates['kennedy']?.location).toEqual(m.to);
  });

  it("a caller's copy of a listed action is judged by its content when applied, not by where it came from", () => {
    const s = kennedyInEastAfrica();
    const listed = legalActions(s).find((a) => a.type === 'move');
    if (!listed || listed.type !== 'move') throw new Error('no Move listed');
    const mine = { ...listed, to: { ...listed.to } } as Extract<Action, { type: 'move' }>;
    expect(check(s, mine).ok).toBe(true);
    mine.to = { kind: 'port', port: 'boston' };
    expect(check(s, mine).ok).toBe(false);
    expect(() => apply(s, mine)).toThrow(IllegalActionError);
  });

  it('an action with an extra key is malformed, naming the key (strict action schema)', () => {
    const s = kennedyInEastAfrica();
    const listed = legalActions(s).find((a) => a.type === 'move')!;
    const r = check(s, { ...listed, teleport: true });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('malformed-action');
      expect(r.error.message).toMatch(/teleport/);
    }
  });

  it("an id inherited from Object.prototype ('constructor') is an unknown Pirate, not a crash (issue 15 point 3)", () => {
    const s = kennedyInEastAfrica();
    const r = check(s, { type: 'move', player: 'A', pirate: 'constructor', to: { kind: 'sea', area: 'india' } });
    expect(r).toMatchObject({ ok: false, error: { code: 'unknown-pirate' } });
    const q = check(s, { type: 'findMerchant', player: 'A', pirate: 'kennedy', port: 'constructor' });
    expect(q).toMatchObject({ ok: false, error: { code: 'unknown-port' } });
    // Nor is it a player whose view could be asked for.
    expect(() => view(s, 'constructor' as PlayerId)).toThrow(/No player constructor/);
  });
});
