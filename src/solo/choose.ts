import type { Action } from '../actions/schema.js';
import type { Ctx } from '../actions/ctx.js';
import type { ComponentIndex } from '../tables/index.js';
import type { Frame, GameState, PirateState } from '../state/schema.js';
import type { Location } from '../state/ids.js';
import { booty, locationLabel, moveDestinations, portStatus } from '../state/pieces.js';

/**
 * 19.17 SP Pirate Goals: the one place where the System Player chooses. Every SP decision the kernel
 * resolves (solo/decide.ts) comes here with its legal actions, already narrowed by the rules that
 * bind the SP (19.13, 19.18, 19.19); the answer must be one of them.
 *
 * Until the documented SP policy (src/solo/policy.ts) is wired in, this module holds a deterministic
 * stand-in: a fixed preference per kind of choice ("greatest gain": Loot, Find, convert Booty,
 * Retire with a Letter; never an attack it need not make) and, for moves, the step that brings the
 * Pirate closest to a Merchant to find or, with Booty aboard, to a port where it converts. Ties go
 * to the first action listed, so the choice depends only on the state.
 */
export function spChoose(ctx: Ctx, f: Frame, legal: readonly Action[]): Action {
  return standIn(ctx.s, ctx.ix, f, legal);
}

function standIn(s: GameState, ix: ComponentIndex, f: Frame, legal: readonly Action[]): Action {
  let best = legal[0];
  let bestScore = -Infinity;
  const goals = new Map<string, number | null>();
  for (const a of legal) {
    const score = scoreOf(s, ix, f, a, goals);
    if (score > bestScore) {
      best = a;
      bestScore = score;
    }
  }
  if (!best) throw new Error('internal: spChoose with no legal action');
  return best;
}

function scoreOf(s: GameState, ix: ComponentIndex, f: Frame, a: Action, goals: Map<string, number | null>): number {
  switch (a.type) {
    case 'pass':
      return f.kind === 'window' ? 0 : 1;
    case 'reroll':
      return -1;
    case 'playCard':
      return 50;
    case 'retire':
      return 100;
    case 'loot':
      return 90;
    case 'sackPort':
      return 85;
    case 'findMerchant':
      return s.merchants[a.port]?.faceUp ? 80 : 75;
    case 'inPortActivities': {
      const p = s.pirates[a.pirate];
      return p && (booty(p) > 0 || p.hostages.length > 0 || p.combat < (ix.shipType[p.ship]?.combat ?? 0)) ? 70 : 5;
    }
    case 'recoverDR':
      return 60;
    case 'move': {
      const p = s.pirates[a.pirate];
      if (!p) return 0;
      const key = locationLabel(a.to);
      if (!goals.has(key)) goals.set(key, distanceToGoal(s, ix, p, a.to));
      const d = goals.get(key);
      return d === null || d === undefined ? 2 : 40 - d;
    }
    case 'endTurn':
      return 1;
    case 'seizeBooty':
    case 'warshipAttack':
      return 'seize' in a ? (a.seize ? 2 : 1) : a.attack ? 2 : 1;
    case 'takeCargo':
    case 'convertHold':
    case 'ransomHostage':
    case 'refit':
    case 'repair':
      return 10;
    case 'dealWithHostage':
      return a.choice === 'ransom' ? 2 : 1;
    case 'payBribe':
      return a.pay ? 2 : 1;
    case 'fightOrEscape':
      return a.choice === 'fight' ? 2 : a.choice === 'escape' ? 1 : 3;
    case 'continueDuel':
      return a.continue ? 0 : 1;
    case 'attackPort':
    case 'bootyGrab':
    case 'bribeGovernor':
      return 0;
    default:
      return 1;
  }
}

/**
 * Fewest Moves from `from` to where the stand-in wants this Pirate: with Booty or Hostages aboard,
 * a port where he may convert or ransom (Pro-Pirate, Safe Haven, Neutral); otherwise a Sea Area
 * with a Merchant nobody holds as Found. Null when there is none in reach.
 */
function distanceToGoal(s: GameState, ix: ComponentIndex, p: PirateState, from: Location): number | null {
  const loaded = booty(p) > 0 || p.hostages.length > 0;
  const goal = (loc: Location): boolean => {
    if (loaded) {
      if (loc.kind !== 'port') return false;
      const st = portStatus(s, ix, p, loc.port);
      return st === 'pro-pirate' || st === 'safe-haven' || st === 'neutral';
    }
    if (loc.kind !== 'sea') return false;
    return (ix.portsInArea[loc.area] ?? []).some((port) => s.merchants[port] && s.merchants[port]?.foundBy === null);
  };
  const seen = new Set<string>([locationLabel(from)]);
  let frontier: Location[] = [from];
  for (let d = 0; frontier.length > 0 && d < 12; d++) {
    const next: Location[] = [];
    for (const loc of frontier) {
      if (goal(loc)) return d;
      for (const to of moveDestinations(s, ix, { ...p, location: loc })) {
        const k = locationLabel(to);
        if (!seen.has(k)) {
          seen.add(k);
          next.push(to);
        }
      }
    }
    frontier = next;
  }
  return null;
}
