/**
 * Helpers for the solitaire tests (19.0): a position with Blackbeard and three SP Pirates, and a
 * driver that answers chance nodes with their first outcome until a condition holds.
 */
import { scenario, FIVE_MERCHANTS, type Table } from './helpers.js';
import type { Action, ScenarioSpec } from '../../src/index.js';

/** Eight Merchants: Blackbeard's Merchant Ship Phase adds none (19.4). */
export const EIGHT_MERCHANTS = {
  ...FIVE_MERCHANTS,
  honduras: { type: 'sloop' },
  cartagena: { type: 'schooner' },
  zanzibar: { type: 'sloop' },
};

type Pirates = NonNullable<ScenarioSpec['pirates']>;

/** Blackbeard in Central America; Vane (North Atlantic), Roberts (India), La Buse (East Caribbean) for the SP. */
export const SOLO_PIRATES: Pirates = {
  teach: { owner: 'A', at: 'central-america' },
  vane: { owner: 'B', at: 'north-atlantic' },
  roberts: { owner: 'B', at: 'india' },
  'la-buse': { owner: 'B', at: 'east-caribbean' },
};

/** A solitaire position; `pirates` replaces the default cast when given. */
export function solo(spec: Omit<ScenarioSpec, 'players'> = {}): Table {
  return scenario({ merchants: EIGHT_MERCHANTS, pirates: SOLO_PIRATES, ...spec, players: 1 });
}

/**
 * Answer chance nodes with their first outcome (and pass your Anti-Pirate windows) until `done`;
 * fails if you are asked anything else.
 */
export function runUntil(t: Table, done: (t: Table) => boolean, max = 3000, me?: (t: Table) => Action | null): void {
  for (let i = 0; i < max && !done(t); i++) {
    const p = t.pending;
    if (p.kind === 'over') return;
    const mine = p.kind === 'decision' && me ? me(t) : null;
    if (mine) t.act(mine);
    else if (p.kind === 'chance') t.any();
    else if (p.frame === 'window') t.act({ type: 'pass', player: p.player });
    else throw new Error(`runUntil: Player ${p.player} must decide at ${p.frame} (${p.rule})`);
  }
  if (!done(t)) throw new Error('runUntil: the condition never held');
}

/** For `runUntil`: your Player-Turns pass as quickly as the rules allow (17.14: play a card, then end). */
export function quickTurns(t: Table): Action | null {
  const legal = t.legal();
  const pick = (type: string) => legal.find((a) => a.type === type) ?? null;
  if (t.pending.kind !== 'decision' || t.pending.frame === 'window') return null;
  return pick('endTurn') ?? pick('playCard') ?? pick('discardForActions') ?? pick('pass') ?? legal[0] ?? null;
}

/** The SP Pirate whose Player-Turn it is, or null. */
export function spPirate(t: Table): string | null {
  const solo = t.state.solo;
  if (!solo || t.state.turn.player !== solo.system) return null;
  return solo.slots[solo.slot] ?? null;
}
