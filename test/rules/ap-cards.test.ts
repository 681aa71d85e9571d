import { describe, it, expect } from 'vitest';
import { createScenario, legalActions, pending } from '../../src/index.js';
import { roll, run } from './run.js';

/** 17.2 Anti-Pirate cards played against the active Pirate, with forced dice. Low: Ability 3. */


describe('17.2 #18 Scurvy Outbreak: the Player-Turn example of section 5', () => {
  it('Holly (B) plays Scurvy against Low before his Move: Scurvy marker, Loyalty -1, then he moves', () => {
    const s = createScenario({
      players: 4,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { B: ['scurvy-outbreak'] },
      pirates: { low: { owner: 'A', at: 'central-atlantic', hostages: [{ kind: 'captain', nationality: 'english' }] } },
    });
    let r = run(s, { type: 'move', player: 'A', pirate: 'low', to: { kind: 'sea', area: 'south-atlantic' } });
    expect(legalActions(r.state)).toEqual([{ type: 'playEvent', player: 'B', card: 'scurvy-outbreak' }, { type: 'pass', player: 'B' }]);
    r = run(r.state, { type: 'playEvent', player: 'B', card: 'scurvy-outbreak' });
    const low = r.state.pirates['low'];
    expect(low?.scurvy).toBe(true);
    expect(low?.loyalty).toBe(6);
    expect(low?.hostages).toEqual([]); // every Hostage aboard dies
    expect(low?.location).toEqual({ kind: 'sea', area: 'south-atlantic' });
    expect(r.state.discard['scurvy-outbreak']).toBe(1);
    expect(r.state.turn.apUsed).toEqual(['B']); // 4.61: his one AP Action this Player-Turn
  });

  it('not against a Pirate In-Port, nor one who already has Scurvy', () => {
    const s = createScenario({
      players: 3,
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { B: ['scurvy-outbreak'] },
      pirates: { low: { owner: 'A', at: 'central-atlantic', scurvy: true } },
    });
    const r = run(s, { type: 'move', player: 'A', pirate: 'low', to: { kind: 'sea', area: 'south-atlantic' } });
    expect(legalActions(r.state).some((a) => a.type === 'playEvent')).toBe(false);
  });
});

describe('17.2 #15 Mutiny Conspiracy', () => {
  const scenario = (loyalty: number) =>
    createScenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { C: ['mutiny-conspiracy'] },
      pirates: { low: { owner: 'A', at: 'central-atlantic', loyalty } },
    });
  it('2d6 above his Loyalty: a Mutiny (14.2 roll follows)', () => {
    const r = run(scenario(5), { type: 'move', player: 'A', pirate: 'low', to: { kind: 'sea', area: 'south-atlantic' } }, { type: 'playEvent', player: 'C', card: 'mutiny-conspiracy' }, roll(3, 3));
    expect(r.events.find((e) => e.type === 'mutinyConspiracy')?.['outcome']).toBe('mutiny');
    expect(pending(r.state)).toMatchObject({ kind: 'chance', frame: 'mutiny' });
  });
  it('equal to his Loyalty: nothing', () => {
    const r = run(scenario(6), { type: 'move', player: 'A', pirate: 'low', to: { kind: 'sea', area: 'south-atlantic' } }, { type: 'playEvent', player: 'C', card: 'mutiny-conspiracy' }, roll(3, 3));
    expect(r.events.find((e) => e.type === 'mutinyConspiracy')?.['outcome']).toBe('none');
    expect(r.state.pirates['low']?.location).toEqual({ kind: 'sea', area: 'south-atlantic' });
  });
});

describe('17.2 #22 Wear and Tear', () => {
  it('Speed hits = d6 / 2 rounded down (a 5: 2 hits; a 1: none)', () => {
    const s = createScenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { B: ['wear-and-tear', 'wear-and-tear'] },
      pirates: { low: { owner: 'A', at: 'central-atlantic', ship: 'sloop' } },
    });
    const r = run(s, { type: 'move', player: 'A', pirate: 'low', to: { kind: 'sea', area: 'south-atlantic' } }, { type: 'playEvent', player: 'B', card: 'wear-and-tear' }, roll(5));
    expect(r.state.pirates['low']?.speed).toBe(3);
  });
});

describe('17.2 #2 Debauchery & Revelry', () => {
  it('after he completes an Action In-Port: involuntary D&R (+1 Loyalty); not against a marked Pirate', () => {
    const s = createScenario({
      players: 3,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { B: ['debauchery-and-revelry'] },
      pirates: { low: { owner: 'A', at: 'central-atlantic' } },
    });
    let r = run(s, { type: 'move', player: 'A', pirate: 'low', to: { kind: 'port', port: 'bath' } });
    // Moving in from the Sea Area: B is asked when the Move is announced (a Mutiny Conspiracy could
    // be played then); the D&R card itself only once he has completed an Action In-Port.
    r = run(r.state, { type: 'pass', player: 'B' });
    expect(legalActions(r.state)).toEqual([{ type: 'playEvent', player: 'B', card: 'debauchery-and-revelry' }, { type: 'pass', player: 'B' }]);
    r = run(r.state, { type: 'playEvent', player: 'B', card: 'debauchery-and-revelry' });
    expect(r.state.pirates['low']?.dr).toBe('involuntary');
    expect(r.state.pirates['low']?.loyalty).toBe(8);
  });
});

describe('17.2 #17 Piratical Ambition (15.1, 15.2)', () => {
  // Low (A, Duel 3) against Teach from B's hand (Duel 4).
  const scenario = () =>
    createScenario({
      players: 4,
      options: { cunning: false },
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { B: ['piratical-ambition'] },
      pirateHands: { B: ['teach'] },
      pirates: { low: { owner: 'A', at: 'central-atlantic', np: 5, holds: [700], loyalty: 3, netWorth: 900 }, bonnet: { owner: 'B', at: 'india' } },
    });
  const start = () =>
    run(scenario(), { type: 'move', player: 'A', pirate: 'low', to: { kind: 'sea', area: 'south-atlantic' } }, { type: 'playEvent', player: 'B', card: 'piratical-ambition' }, { type: 'chooseReplacement', player: 'B', pirate: 'teach' });

  it('the challenger wins the Duel: Low is marooned (A scores his 5 NP), Teach takes the ship for B with Loyalty 6 and NP 3 + 4', () => {
    const r = run(start().state, roll(6, 6, 6, 6), roll(1, 1, 1));
    expect(r.state.pirates['low']).toBeUndefined();
    const teach = r.state.pirates['teach'];
    expect(teach).toMatchObject({ owner: 'B', loyalty: 6, np: 7, netWorth: 0, holds: [700] });
    expect(r.state.players.A?.vp).toBe(5);
    expect(r.state.players.B?.pirateHand).toEqual([]);
  });

  it('the challenger loses: he never enters play; Low gains Loyalty +1 and NP 3 + 4', () => {
    const r = run(start().state, roll(1, 1, 1, 1), roll(6, 6, 6));
    expect(r.state.eliminated).toContain('teach');
    expect(r.state.pirates['low']).toMatchObject({ loyalty: 4, np: 12 });
  });

  it('a tied Duel is fought again', () => {
    const r = run(start().state, roll(3, 3, 3, 3), roll(4, 4, 4));
    expect(pending(r.state)).toMatchObject({ kind: 'chance' });
    expect(r.state.pirates['low']).toBeDefined();
  });

  it('only a player with a Pirate card in hand may play it', () => {
    const s = createScenario({
      players: 4,
      turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      hands: { B: ['piratical-ambition'] },
      pirates: { low: { owner: 'A', at: 'central-atlantic' } },
    });
    const r = run(s, { type: 'move', player: 'A', pirate: 'low', to: { kind: 'sea', area: 'south-atlantic' } });
    expect(legalActions(r.state).some((a) => a.type === 'playEvent' && a.card === 'piratical-ambition')).toBe(false);
  });
});
