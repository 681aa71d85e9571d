import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { apply, createGame, isOver, legalActions, pending, type Action, type GameConfig, type GameEvent, type GameState, type Pending } from '../src/index.js';
import { chooser, configArb, pickOutcome, picker, playPublic, type Chooser, type Mode, type Picker } from './conformance/play.js';
import { hiddenVariants, key } from './conformance/invariants.js';
import { respondersFor } from '../src/actions/window.js';
import { componentsOf } from '../src/actions/ctx.js';

/**
 * Issue properties of the Anti-Pirate side (4.6), over random games in which every player takes
 * responses at random among the legal ones, so every window and card gets played:
 *  - 4.61: no AP player takes two AP Actions in one Player-Turn (except the cards' own exceptions,
 *    flagged on the event: Double Cross against a KC surrender, KC Surprise after one's own Sighting);
 *  - 4.62: no AP Action type (a card type for type D) twice against one Pirate Action;
 *  - windows leak no hand: who is asked next never depends on what the others hold.
 */
const SCALE = Number(process.env.CONFORMANCE_SCALE ?? '1') || 1;
const runs = (n: number): number => Math.max(1, Math.round(n * SCALE));

function apViolations(events: readonly GameEvent[]): string[] {
  const v: string[] = [];
  let perTurn = new Map<string, number>();
  let perAction = new Set<string>();
  for (const e of events) {
    if (e.type === 'turnStarted') {
      perTurn = new Map();
      perAction = new Set();
    } else if (e.type === 'actionBegun') perAction = new Set();
    else if (e.type === 'antiPirateAction') {
      const player = String(e['player']);
      const type = e['apType'] === 'D' ? `D:${String(e['card'])}` : String(e['apType']);
      if (e['exception'] !== true) {
        const n = (perTurn.get(player) ?? 0) + 1;
        perTurn.set(player, n);
        if (n > 1) v.push(`4.61: Player ${player} took ${n} AP Actions in one Player-Turn (${type})`);
      }
      if (perAction.has(type)) v.push(`4.62: AP type ${type} twice against one Action`);
      perAction.add(type);
    }
  }
  return v;
}

/** Every other player's hand replaced by cards of the same number: all useless, or all Anti-Pirate cards. */
function otherHands(s: GameState, actor: string): { label: string; state: GameState }[] {
  const AP = ['warship-sighting', 'kc-surprise', 'double-cross', 'skull-and-crossbones', 'mutiny-conspiracy', 'scurvy-outbreak', 'local-resistance', 'pirate-converts', 'piratical-ambition', 'wear-and-tear', 'debauchery-and-revelry'];
  const fill = (label: string, card: (i: number) => string) => {
    const t = structuredClone(s) as GameState;
    for (const id of t.order) {
      const me = t.players[id];
      if (me && id !== actor) me.hand = me.hand.map((_, i) => card(i)).sort();
    }
    return { label, state: t };
  };
  return [fill('the others hold only Fair Winds', () => 'fair-winds'), fill('the others hold only Anti-Pirate cards', (i) => AP[i % AP.length] ?? 'fair-winds')];
}

/**
 * One random game with external randomness (chance outcomes picked by `r` too): `decide` is called
 * at each decision with the chooser and the game's 'rare' picker, and returns the next state.
 */
function randomDecisions(config: GameConfig, choices: number, decide: (s: GameState, p: Extract<Pending, { kind: 'decision' }>, r: Chooser, pick: Picker) => GameState): void {
  const r = chooser(choices);
  const pick = picker(r, 'rare');
  let s: GameState = createGame({ ...config, randomness: 'external' });
  for (let step = 0; step < 1500 && !isOver(s); step++) {
    const p = pending(s);
    if (p.kind === 'chance') s = apply(s, pickOutcome(s, r)).state;
    else if (p.kind === 'decision') s = decide(s, p, r, pick);
    else break;
  }
}

describe('4.6 Anti-Pirate restrictions over random games', () => {
  it('4.61 one AP Action per AP player per Player-Turn; 4.62 no type twice per Action', () => {
    let apActions = 0;
    fc.assert(
      fc.property(configArb(fc.integer({ min: 3, max: 5 })), fc.integer(), fc.constantFrom<Mode>('uniform', 'rare'), (config, choices, mode) => {
        const g = playPublic(config, choices, undefined, { mode });
        const events = [...g.setupEvents, ...g.events.flat()];
        apActions += events.filter((e) => e.type === 'antiPirateAction').length;
        expect(apViolations(events)).toEqual([]);
      }),
      { numRuns: runs(12) },
    );
    expect(apActions).toBeGreaterThan(0);
  }, 120_000);

  it('no window leaks a hand: whatever the others hold, the same player is asked next', () => {
    let windows = 0;
    fc.assert(
      fc.property(configArb(fc.integer({ min: 3, max: 5 })), fc.integer(), (config, choices) => {
        randomDecisions(config, choices, (s, p, r, pick) => {
          const a: Action = pick(legalActions(s));
          const next = apply(s, a).state;
          const after = pending(next);
          // Only steps that lead to a window (or out of one) say anything about who is asked.
          const windowed = (after.kind === 'decision' && after.frame === 'window') || p.frame === 'window';
          if (windowed) {
            for (const variant of [...hiddenVariants(s, p.player, r), ...otherHands(s, p.player)]) {
              const legal = legalActions(variant.state).map(key);
              expect(legal, `${p.player}'s choices with ${variant.label}`).toContain(key(a));
              const other = pending(apply(variant.state, a).state);
              if (!isDeepStrictEqual(other, after)) expect(other, `who is asked after ${JSON.stringify(a)}, with ${variant.label}`).toEqual(after);
              windows++;
            }
          }
          return next;
        });
      }),
      { numRuns: runs(6) },
    );
    expect(windows).toBeGreaterThan(0);
  }, 120_000);

  it("a responder's `needs` (the window's cheap prefilter) never hides an eligible player", () => {
    let checked = 0;
    fc.assert(
      fc.property(configArb(fc.integer({ min: 3, max: 5 })), fc.integer(), (config, choices) => {
        randomDecisions(config, choices, (s, _p, _r, pick) => {
          const w = s.stack[s.stack.length - 1];
          if (w?.kind === 'window') {
            for (const player of s.order) {
              const apAction = player !== s.turn.player && !s.turn.apUsed.includes(player);
              const card = (s.players[player]?.hand.length ?? 0) > 0;
              for (const responder of respondersFor(w.moment)) {
                if (!responder.eligible(s, w, player, componentsOf(s))) continue;
                checked++;
                if (responder.needs?.apAction) expect(apAction, `${w.moment}: Player ${player} is eligible without an AP Action left`).toBe(true);
                if (responder.needs?.card) expect(card, `${w.moment}: Player ${player} is eligible with no card`).toBe(true);
              }
            }
          }
          return apply(s, pick(legalActions(s))).state;
        });
      }),
      { numRuns: runs(6) },
    );
    expect(checked).toBeGreaterThan(0);
  }, 120_000);
});
