import { describe, expect, it } from 'vitest';
import { createGame, createSimulator, greedyBot, randomBot, soloShelter, type Action, type GameState, type PlayerId } from '../../src/index.js';

/**
 * The solitaire shelter (src/bots/shelter.ts): once the System Player hunts Blackbeard with KCs
 * (19.14), his bots keep him in port, where a KC cannot attack him (10.37).
 */

/** A solitaire game past its set-up, Blackbeard in Boston with the given Notoriety. */
function inPort(np: number, trigger = false): { s: GameState; bb: string } {
  const sim = createSimulator(createGame({ players: 1, seed: 3 }));
  const bot = randomBot(3);
  const bb = sim.state.solo?.blackbeard as string;
  while (!sim.state.pirates[bb] || sim.state.turn.phase === 'setup') sim.apply(bot(sim.state, sim.decider() as PlayerId, sim.legalActions()));
  const s = JSON.parse(JSON.stringify({ ...sim.state, components: null })) as GameState;
  Object.assign(s.pirates[bb]!, { np, location: { kind: 'port', port: 'boston' } });
  Object.assign(s.solo!, { kcTrigger: trigger });
  return { s, bb };
}

const A = 'A' as PlayerId;

describe('soloShelter (19.13-19.14, 10.37)', () => {
  const moves = (bb: string): Action[] => [
    { type: 'move', player: A, pirate: bb, to: { kind: 'sea', area: 'north-atlantic' } },
    { type: 'playEvent', player: A, card: 'local-resistance', port: 'boston' },
    { type: 'playEvent', player: A, card: 'local-resistance', port: 'new-york' },
    { type: 'sackPort', player: A, pirate: bb },
    { type: 'endTurn', player: A },
  ];

  it('below Notoriety 12, before the trigger, keeps every action', () => {
    const { s, bb } = inPort(11);
    expect(soloShelter(s, A, moves(bb))).toEqual(moves(bb));
  });

  it('in port from Notoriety 12: no move to sea, no Event on his own port, an Action before ending the turn', () => {
    const { s, bb } = inPort(12);
    expect(soloShelter(s, A, moves(bb))).toEqual([moves(bb)[2], moves(bb)[3]]);
    // The trigger stays on once reached (19.14), even if his Notoriety falls back.
    const later = inPort(9, true);
    expect(soloShelter(later.s, A, moves(later.bb))).toEqual([moves(bb)[2], moves(bb)[3]]);
    // With nothing else to do, he ends his Player-Turn in port.
    expect(soloShelter(s, A, [moves(bb)[0]!, moves(bb)[4]!])).toEqual([moves(bb)[4]]);
  });

  it('at sea from Notoriety 12: a move into a port when there is one, else every action', () => {
    const { s, bb } = inPort(14);
    s.pirates[bb]!.location = { kind: 'sea', area: 'north-atlantic' } as GameState['pirates'][string]['location'];
    const intoPort: Action = { type: 'move', player: A, pirate: bb, to: { kind: 'port', port: 'boston' } };
    const toSea: Action = { type: 'move', player: A, pirate: bb, to: { kind: 'sea', area: 'central-atlantic' } };
    const loot: Action = { type: 'endTurn', player: A };
    expect(soloShelter(s, A, [toSea, intoPort, loot])).toEqual([intoPort]);
    expect(soloShelter(s, A, [toSea, loot])).toEqual([toSea, loot]);
  });

  it('leaves the System Player and the multiplayer game alone', () => {
    const { s, bb } = inPort(12);
    expect(soloShelter(s, s.solo!.system, moves(bb))).toEqual(moves(bb));
    const four = createGame({ players: 4, seed: 1 });
    expect(soloShelter(four, A, moves(bb))).toEqual(moves(bb));
  });

  it('greedyBot keeps Blackbeard in port, or heads into one, once the KCs hunt him, unless told not to', () => {
    const leaves = (shelter: boolean, seed: number): number => {
      const sim = createSimulator(createGame({ players: 1, seed }));
      const bot = greedyBot({ solitaireShelter: shelter });
      const bb = sim.state.solo?.blackbeard as string;
      let out = 0;
      while (!sim.isOver()) {
        const who = sim.decider() as PlayerId;
        const legal = sim.legalActions();
        const a = legal.length === 1 ? (legal[0] as Action) : bot(sim.state, who, legal);
        const p = sim.state.pirates[bb];
        const hunted = p !== undefined && (sim.state.solo!.kcTrigger || p.np >= 12);
        const intoPort = (x: Action): boolean => x.type === 'move' && x.to.kind === 'port';
        if (hunted && legal.length > 1 && who === 'A') {
          // In port, a move back to sea; at sea, anything but a move into port when there is one.
          if (p.location.kind === 'port' && a.type === 'move' && a.to.kind === 'sea') out++;
          if (p.location.kind === 'sea' && legal.some(intoPort) && !intoPort(a)) out++;
        }
        sim.apply(a);
      }
      return out;
    };
    let without = 0;
    for (const seed of [1, 2]) {
      expect(leaves(true, seed)).toBe(0);
      without += leaves(false, seed);
    }
    // Without the shelter the same policy stays out at sea (so the test would notice a shelter that never acts).
    expect(without).toBeGreaterThan(0);
  });
});
