import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { GameStateSchema, apply, createGame, determinize, pending, randomBot, view, type GameState, type PlayerId } from '../../src/index.js';
import { chooser, configArb, gameArb, pickOutcome, playPublic } from '../conformance/play.js';
import { assertInvariants } from '../conformance/invariants.js';
import { game, rollOrder, dealEvents, placeGovernors, dealPirates, QUIET_GOVERNORS } from '../rules/helpers.js';

/**
 * determinize(view, seed): a full GameState consistent with one player's view (information-set
 * search). The property: the determinized state's view for that player equals the original view,
 * the state is valid and conserves every component, and the game goes on from it.
 */

/** `CONFORMANCE_SCALE=10 npx vitest run test/bots/determinize.test.ts` for a longer soak. */
const SCALE = Number(process.env['CONFORMANCE_SCALE'] ?? '1') || 1;
const runs = (n: number): number => Math.max(1, Math.round(n * SCALE));

/** A few random steps on from a determinized state (external randomness: chance sampled). */
function playOn(s: GameState, seed: number, steps: number): GameState {
  const r = chooser(seed);
  const bot = randomBot(seed);
  for (let n = 0; n < steps && !s.over; n++) {
    const p = pending(s);
    s = apply(s, p.kind === 'chance' ? pickOutcome(s, r) : bot(s, (p as { player: PlayerId }).player)).state;
  }
  return s;
}

/** The property at one node: the view is kept, the state is valid and conserved, play goes on. */
function checkAt(state: GameState, viewer: PlayerId, seed: number): void {
  const before = view(state, viewer);
  const d = determinize(before, seed);
  const after = view(d, viewer);
  if (!isDeepStrictEqual(after, before)) expect(after).toEqual(before);
  expect(GameStateSchema.safeParse(d).success).toBe(true);
  assertInvariants(d);
  expect(d.rng).toBeNull();
  expect(d.config.randomness).toBe('external');
  playOn(d, seed, 12);
}

describe('determinize(view, seed)', () => {
  it('property (seeded games, at decisions): view(determinize(view(s, p), seed), p) equals view(s, p); valid, conserved, playable', () => {
    let checked = 0;
    fc.assert(
      fc.property(gameArb(), fc.integer(), ({ config, choices, mode }, seed) => {
        playPublic(config, choices, ({ state }, r) => {
          if (!r.chance(0.06)) return;
          checkAt(state, r.pick(state.order), seed);
          checked++;
        }, { mode, maxSteps: 500 });
      }),
      { numRuns: runs(25) },
    );
    expect(checked).toBeGreaterThan(50);
  }, 120_000 * SCALE);

  it('property (external randomness, at chance nodes too: a Merchant drawn but not placed, a roll pending)', () => {
    let checked = 0;
    let atChance = 0;
    fc.assert(
      fc.property(configArb(), fc.integer(), (cfg, seed) => {
        const r = chooser(seed);
        const bot = randomBot(seed);
        let s = createGame({ ...cfg, randomness: 'external' });
        for (let n = 0; n < 700 && !s.over; n++) {
          const p = pending(s);
          if (r.chance(0.05)) {
            checkAt(s, r.pick(s.order), seed ^ n);
            checked++;
            if (p.kind === 'chance') atChance++;
          }
          s = apply(s, p.kind === 'chance' ? pickOutcome(s, r) : bot(s, (p as { player: PlayerId }).player)).state;
        }
      }),
      { numRuns: runs(15) },
    );
    expect(checked).toBeGreaterThan(50);
    expect(atChance).toBeGreaterThan(10);
  }, 120_000 * SCALE);

  it('redraws what is hidden: the other hands vary with the seed, the viewer\'s own never does', () => {
    let s = createGame({ players: 4, seed: 11 });
    const bot = randomBot(3);
    for (let n = 0; n < 60; n++) {
      const p = pending(s);
      if (p.kind !== 'decision') break;
      s = apply(s, bot(s, p.player)).state;
    }
    const me = s.order[0] as PlayerId;
    const v = view(s, me);
    const hands = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const d = determinize(v, seed);
      expect(d.players[me]?.hand).toEqual(s.players[me]?.hand);
      expect(d.players[me]?.pirateHand).toEqual(s.players[me]?.pirateHand);
      hands.add(JSON.stringify(s.order.filter((q) => q !== me).map((q) => d.players[q]?.hand)));
      // The same view and seed give the same state.
      expect(determinize(v, seed)).toEqual(d);
    }
    expect(hands.size).toBeGreaterThan(10);
  });

  it('2.7 (R103): the card being given back stays in its player\'s hand while the other is drawn, never in the deck', () => {
    // Setup to the 2.7 redraw step: Player Order, the deal, the Governors, one Pirate card each.
    const t = game({ players: 6 });
    rollOrder(t, [6, 1, 1, 1, 1, 1]);
    dealEvents(t);
    placeGovernors(t, QUIET_GOVERNORS);
    dealPirates(t, ['vane', 'low', 'teach', 'bonnet', 'avery', 'roberts']);
    const p = pending(t.state);
    expect(p).toMatchObject({ kind: 'decision', rule: '2.7' });
    const a = (p as { player: PlayerId }).player;
    const card = t.state.players[a]?.pirateHand[0] as string;
    const s = apply(t.state, { type: 'redrawPirate', player: a, pirate: card }).state;
    const viewer = s.order.find((q) => q !== a) as PlayerId;
    for (let seed = 0; seed < 10; seed++) {
      const d = determinize(view(s, viewer), seed);
      expect(d.players[a]?.pirateHand).toEqual([card]);
      expect(d.pirateDeck).not.toContain(card);
      assertInvariants(d);
    }
  });

  it('a face-down Merchant is redrawn from the unseen Merchants; a face-up one keeps its type', () => {
    let s = createGame({ players: 3, seed: 5 });
    const bot = randomBot(5);
    for (let n = 0; n < 30 && Object.keys(s.merchants).length === 0; n++) s = apply(s, bot(s, (pending(s) as { player: PlayerId }).player)).state;
    const v = view(s, 'A');
    const ports = Object.keys(v.merchants);
    expect(ports.length).toBeGreaterThan(0);
    const types = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      const d = determinize(v, seed);
      for (const port of ports) {
        const m = d.merchants[port];
        if (v.merchants[port]?.faceUp) expect(m?.type).toBe(v.merchants[port]?.type);
        else types.add(m?.type ?? '');
      }
    }
    expect(types.size).toBeGreaterThan(1);
  });
});
