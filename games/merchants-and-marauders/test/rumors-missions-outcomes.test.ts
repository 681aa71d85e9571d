/**
 * Exact outcomes of Rumors and Missions (MM Rumor 1-5, MM Mission 2-5; rulings M22, M30), written
 * ahead of the mutation run of src/rules/rumors.ts and src/rules/missions.ts (docs/coverage.md
 * "Mutation testing"): forced dice and draws, every event checked. The first player starts in his
 * home port, Curaçao (captain-curacao: Influence 2, Scouting 3), with 10 Gold and a Sloop.
 */
import { describe, expect, it } from 'vitest';
import { check, legalActions, pending, type Action, type GameState, type PlayerId } from '../src/index.js';
import { provisionalComponents } from '../src/components/provisional.js';
import { chance, faceUp, giveCargo, hold, place, play, scenario } from './helpers.js';

const port = (player: PlayerId): Action => ({ type: 'port', player });
const top = (s: GameState) => s.stack[s.stack.length - 1];
const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);

/** The ledger key a chance node cites: the rule of the error an action other than its outcome gets. */
function chanceRule(s: GameState): string | undefined {
  expect(pending(s).kind).toBe('chance');
  const c = check(s, { type: 'endTurn', player: s.order[0] as PlayerId });
  return c.ok ? undefined : c.error.rule;
}

/** A deck emptied into its discards (M30). */
function emptyInto(d: GameState, deck: 'rumor' | 'mission'): void {
  for (const [id, n] of Object.entries(d.decks[deck])) d.discard[deck][id] = (d.discard[deck][id] ?? 0) + n;
  d.decks[deck] = {};
}

describe('Acquire a Rumor (MM Rumor 1-2, M30): exact outcomes', () => {
  it('MM Rumor 1: an Influence roll (2 dice, its rule), then the secret draw: the card is named to its holder only', () => {
    const { s, P } = scenario();
    let r = play(play(s, [port(P)]).s, [{ type: 'acquireRumor', player: P }]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 2, label: 'an Influence roll for a rumor' } });
    expect(chanceRule(r.s)).toBe('MM Rumor 1');
    r = play(r.s, [chance([5, 1])]);
    expect(r.events).toEqual([{ type: 'roll', rule: 'MM Rumor 1', player: P, skill: 'influence', faces: ['skull', 1], successes: 1 }]);
    expect(top(r.s)).toEqual({ kind: 'rumor', player: P, mode: 'acquire', step: 'draw', drawn: null });
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'rumor', label: 'a Rumor Card' } });
    expect(chanceRule(r.s)).toBe('MM Rumor 1');
    r = play(r.s, [chance('loose-tongues-3')]);
    expect(r.events).toEqual([
      { type: 'rumorAcquired', rule: 'MM Rumor 1', player: P, card: 'loose-tongues-3', private: P },
      { type: 'rumorAcquired', rule: 'MM Rumor 1', player: P, card: null },
    ]);
    expect(r.s.pl[P]?.rumor).toBe('loose-tongues-3');
    expect(r.s.decks.rumor['loose-tongues-3']).toBeUndefined();
    expect(top(r.s)).toMatchObject({ kind: 'port', player: P });
  });

  it('MM Rumor 1: a failed roll draws nothing (the frame closes at once)', () => {
    const { s, P } = scenario();
    const r = play(play(s, [port(P)]).s, [{ type: 'acquireRumor', player: P }, chance([4, 3])]);
    expect(r.events.slice(1)).toEqual([{ type: 'roll', rule: 'MM Rumor 1', player: P, skill: 'influence', faces: [4, 3], successes: 0 }]);
    expect(top(r.s)).toMatchObject({ kind: 'port', player: P });
    expect(r.s.pl[P]).toMatchObject({ rumor: null, gold: 8 });
  });

  it('MM Rumor 2: the held Rumor kept, the drawn one goes back into the deck', () => {
    const { s, P } = scenario((d, P) => hold(d, P, 'rumor', 'buried-treasure-4'));
    let r = play(play(s, [port(P)]).s, [{ type: 'acquireRumor', player: P }, chance([6, 1]), chance('loose-tongues-2')]);
    expect(top(r.s)).toEqual({ kind: 'rumor', player: P, mode: 'acquire', step: 'keep', drawn: 'loose-tongues-2' });
    expect(pending(r.s)).toEqual({ kind: 'decision', player: P, frame: 'rumor', rule: 'MM Rumor 1' });
    r = play(r.s, [{ type: 'keepRumor', player: P, card: 'buried-treasure-4' }]);
    expect(r.events).toEqual([{ type: 'rumorReturned', rule: 'MM Rumor 2', player: P }]);
    expect(r.s.pl[P]?.rumor).toBe('buried-treasure-4');
    expect(r.s.decks.rumor['loose-tongues-2']).toBe(1);
    expect(r.s.decks.rumor['buried-treasure-4']).toBeUndefined();
    expect(top(r.s)).toMatchObject({ kind: 'port', player: P });
  });

  it('MM Rumor 2: the drawn Rumor kept, the held one goes back into the deck', () => {
    const { s, P } = scenario((d, P) => hold(d, P, 'rumor', 'buried-treasure-4'));
    let r = play(play(s, [port(P)]).s, [{ type: 'acquireRumor', player: P }, chance([6, 1]), chance('loose-tongues-2')]);
    r = play(r.s, [{ type: 'keepRumor', player: P, card: 'loose-tongues-2' }]);
    expect(r.events).toEqual([{ type: 'rumorReturned', rule: 'MM Rumor 2', player: P }]);
    expect(r.s.pl[P]?.rumor).toBe('loose-tongues-2');
    expect(r.s.decks.rumor['buried-treasure-4']).toBe(1);
    expect(r.s.decks.rumor['loose-tongues-2']).toBeUndefined();
  });

  it('MM Rumor 2: the choice offers the two cards in id order, whichever is the new one', () => {
    const { s, P } = scenario((d, P) => hold(d, P, 'rumor', 'loose-tongues-2'));
    const r = play(play(s, [port(P)]).s, [{ type: 'acquireRumor', player: P }, chance([6, 1]), chance('buried-treasure-4')]);
    expect(legalActions(r.s)).toEqual([
      { type: 'keepRumor', player: P, card: 'buried-treasure-4' },
      { type: 'keepRumor', player: P, card: 'loose-tongues-2' },
    ]);
  });

  it('M30: the Rumor deck empty, its discards are shuffled into a new deck, then the card is drawn', () => {
    const { s, P } = scenario((d) => emptyInto(d, 'rumor'));
    const cards = sum(s.discard.rumor);
    let r = play(play(s, [port(P)]).s, [{ type: 'acquireRumor', player: P }, chance([5, 5])]);
    expect(r.events.slice(2)).toEqual([{ type: 'deckRebuilt', rule: 'MM Rumor 1', deck: 'rumor', cards }]);
    expect([sum(r.s.decks.rumor), r.s.discard.rumor]).toEqual([cards, {}]);
    r = play(r.s, [chance('forged-documents')]);
    expect(r.s.pl[P]?.rumor).toBe('forged-documents');
  });

  it('M30: the Rumor deck and its discards empty, a successful roll draws nothing; no rebuild with the option off', () => {
    // A set of one Rumor, held by the second player: nothing to draw, nothing discarded.
    const c = provisionalComponents();
    c.rumors = c.rumors.filter((x) => x.id === 'forged-documents');
    const { s, P } = scenario((d, _P, Q) => hold(d, Q, 'rumor', 'forged-documents'), 2, 3, c);
    let r = play(play(s, [port(P)]).s, [{ type: 'acquireRumor', player: P }, chance([5, 5])]);
    expect(r.events.slice(2)).toEqual([]);
    expect(r.s.pl[P]?.rumor).toBeNull();
    expect(top(r.s)).toMatchObject({ kind: 'port', player: P, done: ['rumor'] });
    // With the reshuffle option off (M30), the discards stay discarded.
    const off = scenario((d) => {
      d.config.options.reshuffleDecks = false;
      emptyInto(d, 'rumor');
    });
    r = play(play(off.s, [port(off.P)]).s, [{ type: 'acquireRumor', player: off.P }, chance([5, 5])]);
    expect(r.events.slice(2)).toEqual([]);
    expect(r.s.pl[off.P]?.rumor).toBeNull();
    expect(r.s.discard.rumor).toEqual(off.s.discard.rumor);
  });
});

describe('Check a Rumor (MM Rumor 3-5): exact outcomes', () => {
  it('MM Rumor 3-4: false: the card’s skill rolled (Scouting 3 at sea), the card discarded, no GP', () => {
    const { s, P } = scenario((d, P) => {
      hold(d, P, 'rumor', 'buried-treasure-1');
      place(d, P, 'havana', false);
    });
    let r = play(s, [{ type: 'checkRumor', player: P }]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 3, label: 'a roll to check the rumor' } });
    expect(chanceRule(r.s)).toBe('MM Rumor 3');
    r = play(r.s, [chance([4, 4, 1])]);
    expect(r.events).toEqual([
      { type: 'roll', rule: 'MM Rumor 3', player: P, skill: 'scouting', faces: [4, 4, 1], successes: 0 },
      { type: 'rumorChecked', rule: 'MM Rumor 4', player: P, card: 'buried-treasure-1', true: false },
      { type: 'rumorDiscarded', rule: 'MM Rumor 4', player: P, card: 'buried-treasure-1' },
    ]);
    expect(r.s.pl[P]).toMatchObject({ rumor: null, glory: 0, gold: 10 });
    expect(r.s.discard.rumor).toEqual({ 'buried-treasure-1': 1 });
  });

  it('MM Rumor 4-5: true: discarded, its promise, then +1 GP and a Glory Card', () => {
    const { s, P } = scenario((d, P) => {
      hold(d, P, 'rumor', 'buried-treasure-1');
      place(d, P, 'havana', false);
    });
    const r = play(s, [{ type: 'checkRumor', player: P }, chance([6, 1, 1])]);
    expect(r.events).toEqual([
      { type: 'rumorRevealed', rule: 'MM Rumor 3', player: P, card: 'buried-treasure-1' },
      { type: 'roll', rule: 'MM Rumor 3', player: P, skill: 'scouting', faces: ['skull', 1, 1], successes: 1 },
      { type: 'rumorChecked', rule: 'MM Rumor 4', player: P, card: 'buried-treasure-1', true: true },
      { type: 'rumorDiscarded', rule: 'MM Rumor 4', player: P, card: 'buried-treasure-1' },
      { type: 'gloryGained', rule: 'MM Rumor 5', player: P, glory: 1, why: 'a true rumor' },
      { type: 'goldGained', rule: 'MM Rumor 4', player: P, amount: 10, why: 'Buried Treasure' },
    ]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'glory' } });
  });

  it('MM Rumor 4: a card kept after a true check (Forged Documents) is discarded when false', () => {
    const { s, P } = scenario((d, P) => hold(d, P, 'rumor', 'forged-documents'));
    const r = play(play(s, [port(P)]).s, [{ type: 'checkRumor', player: P }, chance([4, 1])]);
    expect(r.events.slice(2)).toEqual([
      { type: 'rumorChecked', rule: 'MM Rumor 4', player: P, card: 'forged-documents', true: false },
      { type: 'rumorDiscarded', rule: 'MM Rumor 4', player: P, card: 'forged-documents' },
    ]);
    expect(r.s.pl[P]?.rumor).toBeNull();
    expect(r.s.discard.rumor).toEqual({ 'forged-documents': 1 });
  });

  it('MM Rumor 3, M19: a zone’s rumor is checked at sea in that zone, a zone without a port too (the Caribbean Sea)', () => {
    const { s, P } = scenario((d, P) => {
      hold(d, P, 'rumor', 'buried-treasure-11');
      place(d, P, 'caribbean-sea', false);
    });
    expect(legalActions(s)).toContainEqual({ type: 'checkRumor', player: P });
  });

  it('MM Rumor 3, M19: a zone’s rumor is not checked from the port in that zone, neither as an action nor in the Port action', () => {
    const { s, P } = scenario((d, P) => {
      hold(d, P, 'rumor', 'buried-treasure-1');
      place(d, P, 'havana', true);
    });
    expect(legalActions(s).some((a) => a.type === 'checkRumor')).toBe(false);
    expect(legalActions(play(s, [port(P)]).s).some((a) => a.type === 'checkRumor')).toBe(false);
  });

  it('MM Rumor 3: a port’s rumor is checked in a Port action in that port only', () => {
    const at = (zone: string) => {
      const { s, P } = scenario((d, P) => {
        hold(d, P, 'rumor', 'loose-tongues-1');
        place(d, P, zone, true);
      });
      return legalActions(play(s, [port(P)]).s).some((a) => a.type === 'checkRumor');
    };
    expect(at('nassau')).toBe(true);
    expect(at('havana')).toBe(false);
  });

  it('M22: Forged Documents (any port) is checked with Influence in a port of any nation', () => {
    const { s, P } = scenario((d, P) => {
      hold(d, P, 'rumor', 'forged-documents');
      place(d, P, 'nassau', true);
    });
    let r = play(s, [port(P)]);
    expect(legalActions(r.s)).toContainEqual({ type: 'checkRumor', player: P });
    r = play(r.s, [{ type: 'checkRumor', player: P }]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 2 } });
  });
});

describe('Claim a Mission (MM Mission 2-4, M30): exact outcomes', () => {
  it('MM Mission 2: a failed claim leaves the mission face up; its rule is cited', () => {
    const { s, P } = scenario((d) => faceUp(d, 'deliver-cotton-15'));
    let r = play(play(s, [port(P)]).s, [{ type: 'claimMission', player: P, mission: 'deliver-cotton-15' }]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 2 } });
    expect(chanceRule(r.s)).toBe('MM Mission 2');
    r = play(r.s, [chance([3, 2])]);
    expect(r.events).toEqual([
      { type: 'roll', rule: 'MM Mission 2', player: P, skill: 'influence', faces: [3, 2], successes: 0 },
      { type: 'missionClaimFailed', rule: 'MM Mission 2', player: P, mission: 'deliver-cotton-15' },
    ]);
    expect(r.s.missions).toContain('deliver-cotton-15');
    expect(r.s.pl[P]?.mission).toBeNull();
    expect(top(r.s)).toMatchObject({ kind: 'port', player: P });
  });

  it('MM Mission 3-4: claimed with one held: the held one discarded, the new one his, then a new card face up', () => {
    const { s, P } = scenario((d, P) => {
      faceUp(d, 'deliver-cotton-15');
      hold(d, P, 'mission', 'deliver-rum-3');
    });
    const other = s.missions.find((m) => m !== 'deliver-cotton-15');
    let r = play(play(s, [port(P)]).s, [{ type: 'claimMission', player: P, mission: 'deliver-cotton-15' }, chance([5, 2])]);
    expect(r.events.slice(1)).toEqual([
      { type: 'missionDiscarded', rule: 'MM Mission 4', player: P, mission: 'deliver-rum-3' },
      { type: 'missionClaimed', rule: 'MM Mission 3', player: P, mission: 'deliver-cotton-15' },
    ]);
    expect(r.s.pl[P]?.mission).toBe('deliver-cotton-15');
    expect(r.s.discard.mission).toEqual({ 'deliver-rum-3': 1 });
    expect(r.s.missions).toEqual([other]);
    expect(chanceRule(r.s)).toBe('MM Mission 3');
    const next = Object.keys(r.s.decks.mission).sort()[0] as string;
    const left = sum(r.s.decks.mission);
    r = play(r.s, [chance(next)]);
    expect(r.events).toEqual([{ type: 'missionRevealed', rule: 'MM Mission 3', mission: next }]);
    expect(r.s.missions).toEqual([other, next]);
    expect(sum(r.s.decks.mission)).toBe(left - 1);
    expect(top(r.s)).toMatchObject({ kind: 'port', player: P });
  });

  it('MM Mission 2: the roll is of the skill the card names (a Leadership claim: 4 dice for a Leadership 4, Influence 2 Captain)', () => {
    const c = provisionalComponents();
    const m = c.missions.find((x) => x.id === 'deliver-cotton-15');
    const cap = c.captains.find((x) => x.id === 'captain-curacao');
    if (!m || !cap) throw new Error('no deliver-cotton-15 or captain-curacao');
    m.req = { ...m.req, check: { skill: 'leadership' } };
    cap.skills = { ...cap.skills, leadership: 4, influence: 2 };
    const { s, P } = scenario((d) => faceUp(d, 'deliver-cotton-15'), 2, 3, c);
    expect(s.pl[P]!.captain).toBe('captain-curacao');
    const r = play(play(s, [port(P)]).s, [{ type: 'claimMission', player: P, mission: 'deliver-cotton-15' }]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 4 } });
    const after = play(r.s, [chance([1, 2, 3, 5])]);
    expect(after.events.slice(0, 2)).toEqual([
      { type: 'roll', rule: 'MM Mission 2', player: P, skill: 'leadership', faces: [1, 2, 3, 'skull'], successes: 1 },
      { type: 'missionClaimed', rule: 'MM Mission 3', player: P, mission: 'deliver-cotton-15' },
    ]);
  });

  it('M30: the Mission deck empty, its discards become the new deck, then the new card is drawn', () => {
    const { s, P } = scenario((d) => {
      faceUp(d, 'deliver-cotton-15');
      emptyInto(d, 'mission');
    });
    const cards = sum(s.discard.mission);
    let r = play(play(s, [port(P)]).s, [{ type: 'claimMission', player: P, mission: 'deliver-cotton-15' }, chance([5, 2])]);
    expect(r.events.at(-1)).toEqual({ type: 'deckRebuilt', rule: 'MM Mission 3', deck: 'mission', cards });
    expect([sum(r.s.decks.mission), r.s.discard.mission]).toEqual([cards, {}]);
    const next = Object.keys(r.s.decks.mission).sort()[0] as string;
    r = play(r.s, [chance(next)]);
    expect(r.s.missions).toHaveLength(2);
    expect(r.s.missions).toContain(next);
  });

  it('M30: the Mission deck and its discards empty: no new card, one mission left face up', () => {
    // A set of two Missions: both face up at the set-up (MM BoardSetup 5), the deck empty.
    const c = provisionalComponents();
    c.missions = c.missions.filter((x) => x.id === 'deliver-cotton-15' || x.id === 'deliver-rum-3');
    const { s, P } = scenario(undefined, 2, 3, c);
    expect([s.decks.mission, s.discard.mission]).toEqual([{}, {}]);
    const r = play(play(s, [port(P)]).s, [{ type: 'claimMission', player: P, mission: 'deliver-cotton-15' }, chance([5, 2])]);
    expect(r.events.slice(1)).toEqual([{ type: 'missionClaimed', rule: 'MM Mission 3', player: P, mission: 'deliver-cotton-15' }]);
    expect(r.s.missions).toEqual(['deliver-rum-3']);
    expect(top(r.s)).toMatchObject({ kind: 'port', player: P });
  });
});

describe('Complete a Mission (MM Mission 1, 5): exact outcomes', () => {
  it('MM Mission 5, MM Port 3: one mission completed per Port action, even when a second is claimed there and could be', () => {
    // A user Mission claimed without a roll in St. John and completed there with nothing to deliver.
    const c = provisionalComponents();
    const base = c.missions.find((x) => x.id === 'deliver-cotton-15');
    if (!base) throw new Error('no deliver-cotton-15');
    c.missions.push({ ...base, id: 'errand', name: 'Errand', location: 'st-john', req: { conditions: [], check: null }, complete: { trigger: 'portAction', where: { port: 'st-john' }, conditions: [], effects: [] }, earn: [{ op: 'gainGold', amount: 1 }] });
    const { s, P } = scenario((d, P) => {
      hold(d, P, 'mission', 'deliver-cotton-15');
      faceUp(d, 'errand');
      place(d, P, 'st-john', true);
      giveCargo(d, P, ['cotton-5', 'cotton-2']);
    }, 2, 3, c);
    let r = play(play(s, [port(P)]).s, [{ type: 'completeMission', player: P }]);
    r = play(r.s, [chance(Object.keys(r.s.decks.glory).sort()[0] as string), { type: 'claimMission', player: P, mission: 'errand' }, chance(Object.keys(r.s.decks.mission).sort()[0] as string)]);
    expect(r.s.pl[P]?.mission).toBe('errand');
    expect(legalActions(r.s).some((a) => a.type === 'completeMission')).toBe(false);
    expect(top(r.s)).toMatchObject({ kind: 'port', player: P });
  });

  it('MM Mission 5: offered in a Port action at the port the card names, with the goods; not at sea there, elsewhere, without them, nor for a combat mission', () => {
    const offered = (edit: (d: GameState, P: PlayerId) => void, portAction = true) => {
      const { s, P } = scenario(edit);
      const at = portAction ? play(s, [port(P)]).s : s;
      return legalActions(at).some((a) => a.type === 'completeMission');
    };
    const cotton = (d: GameState, P: PlayerId) => {
      hold(d, P, 'mission', 'deliver-cotton-15');
      giveCargo(d, P, ['cotton-5', 'cotton-2']);
    };
    expect(offered((d, P) => { cotton(d, P); place(d, P, 'st-john', true); })).toBe(true);
    expect(offered((d, P) => { cotton(d, P); place(d, P, 'st-john', false); }, false)).toBe(false);
    expect(offered((d, P) => cotton(d, P))).toBe(false);
    expect(offered((d, P) => { hold(d, P, 'mission', 'deliver-cotton-15'); giveCargo(d, P, ['cotton-5', 'rum-1']); place(d, P, 'st-john', true); })).toBe(false);
    // A mission completed by defeating an NPC pirate (MM Mission 5) is never completed in a port.
    expect(offered((d, P) => hold(d, P, 'mission', 'sink-the-pirate-1'))).toBe(false);
  });
  it('discarded, +1 GP, then the completion effects and the reward, in that order', () => {
    const { s, P } = scenario((d, P) => {
      hold(d, P, 'mission', 'deliver-cotton-15');
      place(d, P, 'st-john', true);
      giveCargo(d, P, ['cotton-5', 'cotton-2']);
    });
    const r = play(play(s, [port(P)]).s, [{ type: 'completeMission', player: P }]);
    // The card discarded and +1 GP first, then the delivery (its completion effects), then the reward.
    expect(r.events).toEqual([
      { type: 'missionCompleted', rule: 'MM Mission 5', player: P, mission: 'deliver-cotton-15' },
      { type: 'gloryGained', rule: 'MM Mission 5', player: P, glory: 1, why: 'a mission completed' },
      { type: 'cargoDiscarded', rule: 'MM Mission 5', player: P, cards: ['cotton-2', 'cotton-5'] },
      { type: 'goldGained', rule: 'MM Mission 1', player: P, amount: 10, why: 'Deliver Cotton' },
    ]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'glory' } });
    expect(r.s.pl[P]).toMatchObject({ mission: null, glory: 1, gold: 20, cargo: [] });
    expect(r.s.discard.mission).toEqual({ 'deliver-cotton-15': 1 });
  });
});
