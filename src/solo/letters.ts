import type { Action } from '../actions/schema.js';
import type { ComponentIndex } from '../tables/index.js';
import type { GameState, PirateState } from '../state/schema.js';
import type { Location } from '../state/ids.js';
import { kcOf, locationLabel, moveDestinations, portStatus } from '../state/pieces.js';
import { LETTER, mayRetireWithLetter } from '../actions/letter-of-marque.js';

export { LETTER };

/**
 * 19.18 SPs and Letters of Marque, as restrictions on an SP Pirate's Actions:
 *  - 'seek': he keeps a Letter of Marque card (drawn in his Player-Turn, solo/turn.ts) and has no
 *    Letter yet: every Action sails for the closest port with a Pro-Pirate Governor (fewest Moves),
 *    where his In-Port Activities Action plays the card (17.2 #12, forced in solo/decide.ts);
 *  - 'retire': he has a Letter and Retiring with it would score at least 30 VP (18.12A: 2 x NP +
 *    Net Worth / 100): every Action sails for the closest port of his Letter's nationality where he
 *    may Retire with it (18.41A), and there he Retires.
 * Closest is counted in Move Actions over the places he may enter (7.1-7.3, 9.31). With no such port
 * in reach, nothing is restricted (RULINGS R32).
 */

export const RETIRE_VP = 30; // 19.18

export function keepsLetterCard(s: GameState, pirate: string): boolean {
  return !!s.solo && s.solo.letters.includes(pirate);
}

export type Voyage = 'seek' | 'retire';

/** 19.18: which voyage, if any, binds this SP Pirate now. */
export function voyageOf(s: GameState, p: PirateState): Voyage | null {
  if (!s.solo || p.owner !== s.solo.system) return null;
  if (p.letterOfMarque === null) return keepsLetterCard(s, p.id) ? 'seek' : null;
  return 2 * p.np + Math.floor(p.netWorth / 100) >= RETIRE_VP ? 'retire' : null;
}

/** Is `port` where this voyage ends? */
function isGoal(s: GameState, ix: ComponentIndex, p: PirateState, port: string, voyage: Voyage): boolean {
  const status = portStatus(s, ix, p, port);
  if (status !== 'pro-pirate' && status !== 'safe-haven') return false;
  if (voyage === 'retire') return ix.port[port]?.nationality === p.letterOfMarque;
  const gov = s.governors[port];
  return gov !== undefined && gov !== 'anti' && !!ix.port[port]?.nationality;
}

/**
 * Fewest Move Actions from `from` to a goal port (Infinity when none can be reached), over the
 * places he may enter (R32): never the Sea Area of his owner's own KC (10.27).
 */
function distance(s: GameState, ix: ComponentIndex, p: PirateState, from: Location, voyage: Voyage): number {
  const kc = kcOf(s, p.owner);
  const kcArea = kc ? s.kcs[kc]?.area : undefined;
  const seen = new Set<string>([locationLabel(from)]);
  if (kcArea) seen.add(locationLabel({ kind: 'sea', area: kcArea }));
  let frontier: Location[] = [from];
  for (let d = 0; frontier.length > 0; d++) {
    const next: Location[] = [];
    for (const loc of frontier) {
      if (loc.kind === 'port' && isGoal(s, ix, p, loc.port, voyage)) return d;
      for (const to of moveDestinations(s, ix, { ...p, location: loc })) {
        const key = locationLabel(to);
        if (seen.has(key)) continue;
        seen.add(key);
        next.push(to);
      }
    }
    frontier = next;
  }
  return Infinity;
}

/** 19.18: keep only the Actions of his voyage (the card play and the end of the turn stay open). */
export function letterFilter(s: GameState, ix: ComponentIndex, p: PirateState, actions: Action[]): Action[] {
  const voyage = voyageOf(s, p);
  if (!voyage) return actions;
  const here = distance(s, ix, p, p.location, voyage);
  if (here === Infinity) return actions;
  const out: Action[] = [];
  let pirateActions = 0;
  for (const a of actions) {
    if (!('pirate' in a) || a.type === 'playCard') {
      out.push(a);
      continue;
    }
    let keep = false;
    if (here === 0) {
      // In the port: play the card there (an In-Port Activities Action), or Retire with the Letter.
      if (voyage === 'seek') keep = a.type === 'inPortActivities' || a.type === 'recoverDR';
      else keep = (a.type === 'retire' && a.method === 'letterOfMarque' && mayRetireWithLetter(s, ix, p)) || a.type === 'recoverDR';
    } else if (a.type === 'move') {
      keep = distance(s, ix, p, a.to, voyage) === here - 1;
    }
    if (keep) {
      out.push(a);
      pirateActions += 1;
    }
  }
  // "He must expend all possible subsequent Actions": no ending the turn while one is open.
  return pirateActions > 0 ? out.filter((a) => a.type !== 'endTurn') : out;
}
