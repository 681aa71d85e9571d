import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { apply, chanceOutcomes, createGame, legalActions, pending, randomBot, result, type Action, type GameState } from '../../src/index.js';
import { componentsOf } from '../../src/actions/ctx.js';
import { enterDR } from '../../src/actions/pieces.js';
import { spConstraints } from '../../src/solo/decide.js';
import { solo, runUntil, spPirate, quickTurns, SOLO_PIRATES } from './solo-helpers.js';

/** The System Player's Pirates (19.11, 19.17-19.19), rolls and draws forced where the rules decide. */

describe('19.18: SPs and Letters of Marque', () => {
  it('19.18: a Letter of Marque drawn is kept; another card is drawn and every Action sails for the closest Pro-Pirate port', () => {
    // Vane in the North Atlantic; Virginia (Central Atlantic) is 2 Moves away, Bombay far.
    const t = solo({ turn: { player: 'B', phase: 'start' }, governors: { virginia: 'pro', bombay: 'pro' } });
    expect(spPirate(t)).toBe('vane');
    t.draw('disease');
    t.locator(66); // Isle Ste. Marie: nobody there
    t.draw('letter-of-marque');
    expect(t.last('letterKept')).toMatchObject({ rule: '19.18', pirate: 'vane' });
    expect(t.state.solo?.letters).toEqual(['vane']);
    expect(t.pending).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'event' } });
    t.draw('wear-and-tear'); // 2 Actions
    runUntil(t, (x) => spPirate(x) !== 'vane');
    expect(t.ev('moved').filter((e) => e.pirate === 'vane').map((e) => e.to)).toEqual(['central-atlantic', 'virginia']);
    expect(t.ev('actionBegun').filter((e) => e.pirate === 'vane').every((e) => e.action === 'move')).toBe(true);
  });

  it('19.18: in the port he uses the card for his Letter (17.2 #12, an In-Port Activities Action)', () => {
    const t = solo({
      pirates: { ...SOLO_PIRATES, vane: { owner: 'B', at: 'virginia' } },
      governors: { virginia: 'pro' },
      solo: { letters: ['vane'] },
      turn: { player: 'B', phase: 'play', actionsCard: 'wear-and-tear', actionsLeft: 2 },
    });
    // The SP's Player-Turn runs without you: here it is over by the time the position is built.
    runUntil(t, (x) => x.pirate('vane').letterOfMarque !== null);
    expect(t.pirate('vane').letterOfMarque).toBe('english');
    expect(t.state.solo?.letters).toEqual([]);
    expect(t.state.removed['letter-of-marque']).toBe(1);
    expect(t.hand('B')).toEqual([]);
  });

  it('19.18: once Retiring with his Letter would score 30 VP, he sails for such a port and Retires (18.41A)', () => {
    const t = solo({
      pirates: { ...SOLO_PIRATES, vane: { owner: 'B', at: 'north-atlantic', np: 15, letterOfMarque: 'english' } },
      turn: { player: 'B', phase: 'play', actionsCard: 'wear-and-tear', actionsLeft: 2 },
    });
    runUntil(t, (x) => x.state.retired.includes('vane'));
    const entered = t.ev('moved').filter((e) => e.pirate === 'vane');
    expect(entered).toHaveLength(1);
    expect(['boston', 'new-york', 'philadelphia', 'bermuda']).toContain(entered[0]?.to);
    expect(t.last('pirateRetired')).toMatchObject({ pirate: 'vane', player: 'B', method: 'letterOfMarque', vp: 30 });
    expect(t.vp('B')).toBe(30);
  });
});

describe('19.19: SPs and D&R', () => {
  it('19.19: an SP Pirate always takes optional D&R; B54 #5: it is involuntary', () => {
    const t = solo({ turn: { player: 'B', phase: 'play', actionsCard: 'heavy-guns', actionsLeft: 1 } });
    const s = structuredClone(t.state) as GameState;
    const ctx = { s, events: [], ix: componentsOf(s), owned: null };
    const legal: Action[] = [{ type: 'declareDR', player: 'B', pirate: 'vane' }, { type: 'pass', player: 'B' }];
    const f = s.stack[s.stack.length - 1]!;
    expect(spConstraints(ctx, f, legal)).toEqual([legal[0]]);
    enterDR(ctx, s.pirates['vane']!, 'voluntary', '8.35');
    expect(s.pirates['vane']?.dr).toBe('involuntary');
  });
});

describe('19.11: your Anti-Pirate Actions', () => {
  it('19.11: one AP Action in each SP Pirate\'s Player-Turn', () => {
    const t = solo({
      hands: { A: ['mutiny-conspiracy', 'mutiny-conspiracy', 'mutiny-conspiracy'] },
      turn: { player: 'A', phase: 'play', actionsCard: 'heavy-guns', actionsLeft: 0 },
      pirates: { ...SOLO_PIRATES, teach: { owner: 'A', at: 'gold-coast' } },
    });
    // Played through `apply` directly: your windows are answered here, not passed by the helpers.
    let s = apply(t.state, { type: 'endTurn', player: 'A' }).state;
    const playedIn: number[] = [];
    let offeredAgain = 0;
    for (let i = 0; i < 2000 && s.turn.player !== 'A' && !s.over; i++) {
      const p = pending(s);
      if (p.kind === 'chance') {
        s = apply(s, chanceOutcomes(s)[0]!.outcome as Action).state;
        continue;
      }
      if (p.kind !== 'decision') break;
      const legal = legalActions(s);
      const mc = legal.find((a) => a.type === 'playEvent' && a.card === 'mutiny-conspiracy');
      if (mc && playedIn.includes(s.turn.number)) offeredAgain += 1;
      const play = mc && !playedIn.includes(s.turn.number);
      if (play) playedIn.push(s.turn.number);
      s = apply(s, play ? mc : { type: 'pass', player: 'A' }).state;
    }
    expect(new Set(playedIn).size).toBeGreaterThanOrEqual(2);
    expect(offeredAgain).toBe(0);
  });
});

describe('19.17: the System Player never makes an illegal move, and solitaire games end', () => {
  it('19.17: random Blackbeards, seeded games: the SP is never asked, every game ends under the step cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        let s = createGame({ players: 1, seed });
        const bot = randomBot(seed);
        let steps = 0;
        for (; steps < 5000 && pending(s).kind !== 'over'; steps++) {
          const p = pending(s);
          expect(p.kind).toBe('decision');
          if (p.kind !== 'decision') break;
          expect(p.player).toBe('A'); // the SP decides inside apply
          s = apply(s, bot(s, 'A', legalActions(s))).state;
        }
        expect(pending(s).kind).toBe('over');
        const r = result(s);
        expect(r.winners.length).toBeGreaterThan(0);
        expect(s.over?.rule === '19.9' || s.over?.rule === '4.1').toBe(true);
      }),
      { numRuns: 8 },
    );
  });

  it('quickTurns keeps your side minimal while the SP plays (a helper check)', () => {
    const t = solo({ turn: { player: 'A', phase: 'play', actionsCard: 'heavy-guns', actionsLeft: 0 } });
    runUntil(t, (x) => x.state.turn.number >= 9, 5000, quickTurns);
    expect(t.state.turn.number).toBeGreaterThanOrEqual(9);
  });
});
