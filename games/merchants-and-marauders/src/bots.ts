/**
 * A greedy bot: a fixed preference over the legal actions, reading only what its player may know
 * (its own view: no hidden state, no look-ahead into the seeded generator). It sells what is in
 * demand, buys cheap goods, raids when healthy, claims and completes missions, checks rumors, plays
 * Gold and action cards, stashes at home, and otherwise sails toward the port where its cargo is in
 * demand. Ties are broken by its own seeded generator.
 */
import { ixOf } from './rules.js';
import { legalActions } from './api.js';
import { mulberry32 } from './kernel.js';
import type { Action } from './actions.js';
import type { GameState, PlayerId } from './state.js';

export function greedyBot(seed: number): (s: GameState, player: PlayerId) => Action {
  const next = mulberry32(seed);
  return (s, player) => {
    const list = legalActions(s, player);
    if (list.length === 0) throw new Error('greedyBot: no legal action');
    const ix = ixOf(s);
    const me = s.pl[player];
    const goodOf = (card: string) => ix.cargo.get(card)?.good;
    // Where to go: ports where a good in the hold is in demand; with an empty hold, any other port (to buy).
    const here = me?.inPort ? me.zone : null;
    const targets = new Set<string>(
      me && me.cargo.length > 0
        ? Object.entries(s.demand).filter(([, g]) => me.cargo.some((c) => goodOf(c) === g)).map(([port]) => ix.zoneOfPort.get(port) ?? '')
        : ix.order.ports.map((port) => ix.zoneOfPort.get(port) ?? '').filter((z) => z !== here),
    );
    // Distances (in zones) to the nearest target, by a breadth-first walk from the targets.
    const dist = new Map<string, number>();
    const queue = [...targets];
    for (const z of queue) dist.set(z, 0);
    for (let i = 0; i < queue.length; i++) {
      const z = queue[i] as string;
      for (const b of ix.zones.get(z)?.borders ?? []) if (!dist.has(b.to)) {
        dist.set(b.to, (dist.get(z) ?? 0) + 1);
        queue.push(b.to);
      }
    }
    // In a battle: the side this player decides for (his own, or an NPC's he controls, M46) and the other.
    const frame = s.stack[s.stack.length - 1];
    const battle = frame?.kind === 'combat' ? frame : null;
    const trackOfSide = (i: 0 | 1) => {
      const side = battle?.sides[i];
      return side === undefined ? null : side.kind === 'player' ? (s.pl[side.player]?.track ?? null) : side.track;
    };
    const strength = (t: { hull: number; crew: number; cannons: number } | null | undefined) => (t ? 2 * t.hull + t.crew + t.cannons : 0);
    const bigShip = (t: string | null | undefined) => t === 'frigate' || t === 'galleon' || t === 'man-o-war';
    const score = (x: Action): number => {
      switch (x.type) {
        case 'scoutCaptain':
          // Attack only a clearly weaker ship.
          return me && me.track.hull > 1 && strength(me.track) > strength(s.pl[x.target]?.track) + 2 ? 19 : -5;
        case 'declare': {
          const mine = trackOfSide(battle?.i ?? 0);
          const theirs = trackOfSide(battle?.i === 1 ? 0 : 1);
          if (x.action === 'board') return mine && theirs && mine.crew > theirs.crew ? 6 : 2;
          if (x.action === 'flee') return mine && theirs && strength(mine) < strength(theirs) && mine.hull <= 1 ? 7 : 1;
          return 5;
        }
        case 'useChasers':
        case 'absorbHit':
          return x.type === 'useChasers' && !x.use ? 1 : 5;
        case 'useShot':
          return x.weapon ? 5 : 1;
        case 'placeHit': {
          // Take a skull where it hurts least: the fullest location but the Hull.
          const v = battle?.volleys[0];
          const t = v ? trackOfSide(v.from === 0 ? 1 : 0) : null;
          return x.location === 'hull' ? -10 : (t?.[x.location] ?? 0);
        }
        case 'grapple':
          return x.dice.every((d) => d <= 4) ? x.dice.length : -1;
        case 'gunnerReroll':
          return x.die === null ? 1 : 0;
        case 'freeRepair':
          return 16;
        case 'playCombatCard':
          return 4;
        case 'passCards':
          return 1;
        case 'rerollDice': {
          // Re-roll one's own failures, or the opponent's skulls.
          const mine = battle?.lastCard ? (battle.lastCard.by === 0 ? 'aggressor' : 'defender') : null;
          if (x.side === mine) return x.dice.every((d) => d <= 4) ? x.dice.length : -1;
          return x.dice.every((d) => d >= 5) ? x.dice.length : -1;
        }
        case 'relocateHit':
          return x.to === 'cargo' && x.from !== 'cargo' ? 3 : 0;
        case 'keepHits':
        case 'noAbsorb':
          return 1;
        case 'chooseReward':
          return frame?.kind === 'reward' ? (frame.counts[x.nation] ?? 0) : 0;
        case 'plunderCargo':
          return 20;
        case 'claimShip': {
          const from = frame?.kind === 'plunder' ? s.pl[frame.from] : undefined;
          return x.claim === (bigShip(from?.ship) && !bigShip(me?.ship)) ? 5 : 1;
        }
        case 'sell': {
          const port = ix.zones.get(me?.zone ?? '')?.port?.id ?? '';
          return 50 + 10 * x.cards.filter((c) => goodOf(c) === s.demand[port]).length + x.cards.length;
        }
        case 'completeMission':
          return 90;
        case 'claimMission':
          return 40;
        case 'checkRumor':
          return 45;
        case 'playGlory':
          return 35;
        // MM Glory 4: announce an off-turn card, and play it when its turn comes.
        case 'announceGlory':
        case 'resolveGlory':
          return 4;
        case 'declineGlory':
          return 0;
        case 'raidAs':
          return x.nation === null ? 5 : 30;
        case 'raidKeep':
          return 20;
        case 'raidExchange':
        case 'raidDiscard': {
          const icon = ix.cargo.get(x.card)?.icon;
          return icon && icon !== 'escape' ? 25 : 0;
        }
        case 'buyCargo':
          return 30 - (me?.cargo.length ?? 0);
        case 'buyGoods':
          return (me?.cargo.length ?? 0) < 3 && (me?.gold ?? 0) >= 6 ? 28 : 0;
        case 'stash':
          return x.amount === (me?.gold ?? 0) && x.amount >= 10 ? 26 : -1;
        case 'withdraw':
          return -5;
        case 'recruit':
          return 10;
        case 'shipyard':
          return (me?.gold ?? 0) >= 12 ? 10 : 0;
        case 'repair':
          return 15;
        case 'buyShip':
          return x.ship === 'frigate' || x.ship === 'galleon' ? 22 : -10;
        case 'scout':
          return me && me.track.hull > 1 ? 18 : 2;
        case 'move':
          if (x.inPort) return targets.has(x.zone) ? 24 : 2;
          return 20 - (dist.get(x.zone) ?? 20);
        case 'port':
          return 30;
        case 'retire':
          return -20;
        case 'transferMod':
          // MM Yard 12: at St. John a mod moved across is worth more than a token sent away.
          return x.mod === null ? 1 : 12;
        case 'endTurn':
        case 'leavePort':
        case 'leaveYard':
        case 'doneBuying':
        case 'raidDone':
        case 'raidStop':
          return 1;
        default:
          return 3;
      }
    };
    let best: Action[] = [];
    let top = -Infinity;
    for (const x of list) {
      const v = score(x);
      if (v > top) [best, top] = [[x], v];
      else if (v === top) best.push(x);
    }
    return best[Math.floor(next() * best.length)] as Action;
  };
}
