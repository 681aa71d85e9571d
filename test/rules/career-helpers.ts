/**
 * Helpers for the "career" rules tests (ports, attacks, Booty Grab, D&R, Mutiny, Retirement):
 * one-line scenarios with Player A's Pirates ready to take Pirate Actions, and short drivers for
 * the In-Port Activities sequence. Dice are always forced (external randomness, Cunning off).
 */
import type { ScenarioSpec } from '../../src/index.js';
import { scenario, type Table } from './helpers.js';

type PiratesSpec = NonNullable<ScenarioSpec['pirates']>;
export type PirateSpec = PiratesSpec[string];

/**
 * A 3-player position at Player A's Card Play Phase with a card already played for `actions`
 * Actions (Wear and Tear). Cunning is off unless `more.options` says otherwise.
 */
export function table(pirates: PiratesSpec, more: Partial<ScenarioSpec> = {}, actions = 3): Table {
  const { options, ...rest } = more;
  return scenario({
    players: 3,
    options: { cunning: false, ...(options ?? {}) },
    turn: { player: 'A', actionsCard: 'wear-and-tear', actionsLeft: actions },
    ...rest,
    pirates,
  });
}

/** Player A's Pirate `id` alone on the map, at `at`, with extra Display settings. */
export function solo(id: string, at: string, extra: Partial<PirateSpec> = {}, more: Partial<ScenarioSpec> = {}, actions = 3): Table {
  return table({ [id]: { owner: 'A', at, ...extra } as PirateSpec }, more, actions);
}

/** Start an In-Port Activities Action for one of Player A's Pirates. */
export function inPort(t: Table, pirate: string, player: 'A' | 'B' | 'C' = 'A'): void {
  t.act({ type: 'inPortActivities', player, pirate });
}

/** Decline whatever In-Port step is offered until the Action is over (the turn decision is back). */
export function finishInPort(t: Table, player: 'A' | 'B' | 'C' = 'A'): void {
  for (let i = 0; i < 10; i++) {
    const p = t.pending;
    if (p.kind !== 'decision' || p.frame !== 'inPort') return;
    t.act({ type: 'pass', player });
  }
  throw new Error('In-Port Activities never ended');
}

/** The types of the legal actions at this point, without duplicates, in order. */
export function offered(t: Table): string[] {
  return [...new Set(t.legal().map((a) => a.type))];
}

/** The Pirate Actions (4.5) the acting player may begin now for one Pirate. */
export function actionsOf(t: Table, pirate: string): string[] {
  return [
    ...new Set(
      t
        .legal()
        .filter((a) => 'pirate' in a && a.pirate === pirate)
        .map((a) => a.type),
    ),
  ].sort();
}
