/**
 * Solitaire Blackbeard (19.x): the card limits in the System Player's 19.13 draws (R33), its 19.18
 * voyages around its own KC (R32), the Events it may play (R31) and the 19.14 trigger (R34). Each
 * `it` names the rule.
 */
import { describe, it, expect } from 'vitest';
// The engine's entry first: it loads the rule modules in the order their registrations need.
import '../../src/index.js';
import type { GameState } from '../../src/index.js';
import { componentsOf } from '../../src/actions/ctx.js';
import { turnHandler } from '../../src/actions/turn.js';
import { spConstraints } from '../../src/solo/decide.js';
import { solo, runUntil, quickTurns, SOLO_PIRATES } from './solo-helpers.js';

const OFF = { cunning: false };
const MY_TURN = { player: 'A' as const, phase: 'play' as const, actionsCard: 'heavy-guns', actionsLeft: 2 };
const moveTo = (area: string) => ({ type: 'move' as const, player: 'A' as const, pirate: 'teach', to: { kind: 'sea' as const, area } });
const withTeach = (teach: Record<string, unknown>) => ({ ...SOLO_PIRATES, teach: { owner: 'A' as const, at: 'central-america', ...teach } });

describe('19.13 draws and the per-Player-Turn card limits (6.42, 4.65D)', () => {
  // Two Merchants in Central America, where Blackbeard is: two Find Actions in one Player-Turn.
  const merchants = { honduras: { type: 'sloop' }, portobello: { type: 'flute' }, boston: { type: 'flute' }, 'new-york': { type: 'flute' }, philadelphia: { type: 'flute' }, virginia: { type: 'flute' }, bombay: { type: 'flute' }, zanzibar: { type: 'flute' } };

  it('6.42: "No more than one Warship Sighting card may be played during any given Pirate Player Turn": a second one drawn for the SP in the same turn does not attack', () => {
    const t = solo({ options: OFF, turn: MY_TURN, merchants });
    t.act({ type: 'findMerchant', player: 'A', pirate: 'teach', port: 'honduras' });
    t.draw('warship-sighting');
    t.draw('warship-light');
    t.act({ type: 'fightOrEscape', player: 'A', pirate: 'teach', choice: 'fight' });
    t.roll(6); // 6 + Combat 5 + Ability 4 = 15
    t.roll(1); // 1 + 5 + 2 = 8: he wins, the Warship leaves
    t.roll(6); // the Find succeeds
    expect(t.state.warships['central-america']).toBeUndefined();
    // Second Action of the same Player-Turn, again one Warships answer.
    t.act({ type: 'findMerchant', player: 'A', pirate: 'teach', port: 'portobello' });
    t.draw('warship-sighting');
    // The rulebook: this Warship Sighting cannot be played this Player-Turn (6.42, 4.65D), so no Warship attacks.
    expect(t.ev('cardPlayed').filter((e) => e.card === 'warship-sighting')).toHaveLength(1);
    expect(t.pending).not.toMatchObject({ frame: 'warship' });
  });

  it('4.65D: "no Event Card Action type may be played more than once during that Player-Turn": a second Mutiny Conspiracy drawn for the SP has no effect', () => {
    const t = solo({ options: OFF, turn: MY_TURN });
    t.act(moveTo('west-caribbean'));
    t.draw('mutiny-conspiracy');
    t.roll(6, 6); // 12 > Loyalty 7: a Mutiny
    t.roll(2); // below Leadership 4: nothing (19.16)
    expect(t.ev('mutiny')).toHaveLength(1);
    t.act(moveTo('central-america'));
    t.draw('mutiny-conspiracy');
    expect(t.last('soloApCheck')).toMatchObject({ card: 'mutiny-conspiracy', effect: 'noEffect' });
    expect(t.pending).not.toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 2 } });
  });
});

describe('19.18 / R32: "closest" counts only the places the SP Pirate may enter (10.27)', () => {
  it('19.18: with the shortest route blocked by his own KC (10.27), he still sails for the closest port he can reach', () => {
    // Vane keeps a Letter of Marque card (19.18). Pro-Pirate ports: Boston (2 Moves, but only
    // through the North Atlantic, where the SP's own KC is: 10.27 forbids it) and Havana (3 Moves:
    // South Atlantic, West Caribbean, Havana). R32: "Closest counts Move Actions over the places
    // the Pirate may enter." He must spend his 2 Actions sailing for Havana.
    const t = solo({
      pirates: { ...SOLO_PIRATES, vane: { owner: 'B', at: 'central-atlantic' } },
      turn: { player: 'B', phase: 'play', actionsCard: 'wear-and-tear', actionsLeft: 2 },
      solo: { letters: ['vane'] },
      governors: { boston: 'pro', havana: 'pro' },
      kcs: { matthews: { owner: 'B', area: 'north-atlantic' } },
    });
    // The SP's Player-Turn has been played by the time the position is built (no decision of yours in it).
    expect(t.state.turn.player === 'B' && t.state.solo?.slot === 0).toBe(false);
    expect(t.pirate('vane').location).toEqual({ kind: 'sea', area: 'west-caribbean' });
  });
});

describe('19.2 / 19.12 / 19.14: an SP Player-Turn belongs to one SP Pirate; SP KCs have no other function', () => {
  it('in Vane\'s Player-Turn the SP is not offered a Fair Winds that moves its KC or another SP Pirate', () => {
    const t = solo({ options: OFF, turn: { ...MY_TURN, actionsLeft: 0 }, kcs: { matthews: { owner: 'B', area: 'west-caribbean' } } });
    // The same position in Vane's Card Play Phase, his Hold card a Fair Winds (19.12).
    const s = structuredClone(t.state) as GameState;
    s.turn.player = 'B';
    s.turn.actionsCard = null;
    s.turn.actionsLeft = 0;
    s.turn.holdPlayed = false;
    s.solo = { ...s.solo!, slot: 0, drew: 'hold' };
    s.players.B!.hand = ['fair-winds'];
    const f = s.stack[s.stack.length - 1]!;
    expect(f.kind).toBe('turn');
    const ix = componentsOf(s);
    const options = spConstraints({ s, events: [], ix, owned: null } as never, f, turnHandler.legal(s, f as never, ix));
    const targets = new Set(options.flatMap((a) => (a.type === 'playCard' && a.event ? [a.event.target] : [])));
    expect(targets.has('vane')).toBe(true);
    expect([...targets].sort()).toEqual(['vane']);
  });
});

describe('19.14: "As soon as Blackbeard\'s Notoriety reaches 12 ... in each Player-Turn thereafter"', () => {
  it('19.14 / R34: once his NP has reached 12, a later drop below 12 does not stop the SP\'s KC deployment tries', () => {
    const t = solo({ options: OFF, turn: { ...MY_TURN, number: 1, actionsLeft: 2 }, hands: { A: ['heavy-guns', 'heavy-guns', 'wear-and-tear'] }, pirates: withTeach({ np: 15, loyalty: 1 }) });
    t.act(moveTo('west-caribbean'));
    expect(t.last('soloApCheck')).toMatchObject({ rule: '19.14', effect: 'kcDeploy' });
    t.roll(6, 6, 6); // 18: no KC
    t.act(moveTo('central-america'));
    t.draw('scurvy-outbreak'); // Loyalty 1 -> 0 (19.20: 2d6 NP at once)
    t.roll(2, 3); // NP 15 -> 10
    t.roll(2); // the Mutiny (14.1): below Leadership, nothing (19.16)
    t.act({ type: 'endTurn', player: 'A' });
    t.roll(1); // 19.20: 1d6 at the end of his turn: NP 9
    expect(t.pirate('teach').np).toBe(9);
    // The SP's three Player-Turns, then yours again.
    runUntil(t, (x) => x.state.turn.player === 'A' && x.state.turn.phase === 'play' && x.pending.kind === 'decision', 5000, (x) => (x.state.turn.player === 'A' ? null : quickTurns(x)));
    const teach = t.pirate('teach');
    expect(teach.location.kind).toBe('sea');
    const play = t.legalOf('playCard').find((a) => a.card === 'wear-and-tear' || a.card === 'heavy-guns');
    expect(play).toBeDefined();
    t.act(play!);
    const to = t.legalOf('move').find((a) => a.to.kind === 'sea');
    t.act(to!);
    // 14.1: at Loyalty 0 a Mutiny comes first at his activation.
    if (t.pending.kind === 'chance' && t.pending.spec.kind === 'dice' && t.pending.spec.count === 1) t.roll(2);
    expect(t.pirate('teach').np).toBeGreaterThan(3); // a 3d6 try can still succeed (10.12)
    // The rulebook: this first check of the Player-Turn is a KC deployment try (3d6), not a Hold card.
    expect(t.pending).not.toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'event' } });
    expect(t.ev('soloApCheck').filter((e) => e.effect === 'kcDeploy')).toHaveLength(2);
  });
});
