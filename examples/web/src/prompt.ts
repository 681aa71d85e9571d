/**
 * The question on the screen. Until `describePending` (the engine's plain-English prompt) is in
 * the package, the prompt is built from `pending(state)`: who decides, in which procedure, and the
 * rule that asks.
 */
import { pending, type GameState } from 'blackbeard-engine/core';

const PROCEDURES: Readonly<Record<string, string>> = {
  setup: 'the setup',
  soloSetup: 'the solitaire setup',
  turn: 'the Player-Turn',
  window: 'an Anti-Pirate window',
  move: 'a Move',
  find: 'a Find',
  loot: 'a Loot',
  inPort: 'In-Port Activities',
  attackPort: 'a Port Attack',
  sackPort: 'a Sack',
  bootyGrab: 'a Booty Grab',
  warship: 'a Warship battle',
  kc: "a King's Commissioner battle",
  kcAction: "a King's Commissioner Action",
  pirateCard: 'a Pirate card draw',
  placeMerchants: 'placing Merchants',
  event: 'an Event',
  mutiny: 'a Mutiny',
  convert: 'a ship conversion',
  recover: 'a D&R Recovery',
  retire: 'a Retirement',
  formAlliance: 'an Alliance',
  assignHit: 'an Alliance battle',
  chooseArea: 'a move out of Bermuda',
  dice: 'a roll',
  draw: 'a draw',
};

/** "Player A, your decision in the Player-Turn (rule 4.4)", or null when nobody decides. */
export function promptFor(s: GameState, label: (player: string) => string): string | null {
  const p = pending(s);
  if (p.kind !== 'decision') return null;
  const where = PROCEDURES[p.frame] ?? 'the game';
  return `${label(p.player)}: your decision in ${where} (rule ${p.rule}).`;
}
