import type { Action } from './schema.js';
import { emit, pop, type Ctx, type Handler } from './ctx.js';
import { endAction } from './window.js';
import type { ComponentIndex } from '../tables/index.js';
import type { FrameOf, GameState, PirateState } from '../state/schema.js';
import { allyOf, piratesAt, ratings } from '../state/pieces.js';
import { breakAlliance, shipCombatHits } from './pieces.js';
import { mutPirateIf } from '../state/copy.js';

/**
 * 11.0 Pirate Alliances. Two Pirates of one player in the same port may ally (11.1, a Pirate
 * Action; one Alliance per player at a time). Allies move and act as one (11.2): the one with more
 * NP is the Active Pirate (on equal NP the owner picks, B41, by choosing which to activate); a ship
 * Combat value is the higher of the two plus both Abilities; Speed is the lower; for any other
 * rating the owner uses whichever he wishes (the engine takes the one that serves him, R15).
 * Booty and NP are shared (11.3), Loyalty changes hit both, Combat hits are split with the odd one
 * placed by the player (11.4), Speed hits hit each ship. It ends by announcement on his turn, a D&R
 * card, a Mutiny, or one of them leaving play (11.6).
 */
type AssignHitFrame = FrameOf<'assignHit'>;
type FormAllianceFrame = FrameOf<'formAlliance'>;

/** The Pirates `p` may ally with now (11.1). */
export function alliancePartners(s: GameState, p: PirateState): string[] {
  if (p.ally || p.location.kind !== 'port') return [];
  const here = piratesAt(s, p.location.port);
  if (here.length < 2) return [];
  for (const id of Object.keys(s.pirates)) if (s.pirates[id]?.owner === p.owner && s.pirates[id]?.ally) return []; // one Alliance at a time
  const out: string[] = [];
  for (const q of here) if (q.id !== p.id && q.owner === p.owner) out.push(q.id);
  return out;
}

/** 11.2: whether `p` may be the Active Pirate of his Alliance (the higher NP; either on a tie). */
export function mayLead(s: GameState, p: PirateState): boolean {
  const a = allyOf(s, p);
  return !a || p.np >= a.np;
}

/** 11.2: ship Combat (higher of the two) and Ability (both added) for combat totals. */
export function fightingValues(s: GameState, ix: ComponentIndex, p: PirateState): { combat: number; ability: number; heavyGuns: number } {
  const a = allyOf(s, p);
  if (!a) return { combat: p.combat, ability: ratings(ix, p.id).ability, heavyGuns: p.heavyGuns ? 2 : 0 };
  const best = a.combat + (a.heavyGuns ? 2 : 0) > p.combat + (p.heavyGuns ? 2 : 0) ? a : p;
  // First print 11.2 (option allianceCombat 'plus1'): the higher Combat + 1, and the better Ability.
  if (s.config.options.allianceCombat === 'plus1') return { combat: best.combat + 1, ability: Math.max(ratings(ix, p.id).ability, ratings(ix, a.id).ability), heavyGuns: best.heavyGuns ? 2 : 0 };
  return { combat: best.combat, ability: ratings(ix, p.id).ability + ratings(ix, a.id).ability, heavyGuns: best.heavyGuns ? 2 : 0 };
}

/** 11.2: Speed of the Alliance, the lower of the two. */
export function teamSpeed(s: GameState, p: PirateState): number {
  const a = allyOf(s, p);
  return a ? Math.min(p.speed, a.speed) : p.speed;
}

/** 11.2: a rating the owner may take from either ally; `prefer` says which serves him. */
export function teamRating(s: GameState, ix: ComponentIndex, p: PirateState, rating: 'ability' | 'cruelty' | 'leadership', prefer: 'high' | 'low' = 'high'): number {
  const own = ratings(ix, p.id)[rating];
  const a = allyOf(s, p);
  if (!a) return own;
  const other = ratings(ix, a.id)[rating];
  return prefer === 'high' ? Math.max(own, other) : Math.min(own, other);
}

/**
 * 11.1 Form an Alliance: a Pirate Action like any other (4.5), so it is announced through the
 * normal Action start (the In-Port windows: an Oust, 10.42, or an AP card, 17.2) and followed by the
 * after-Action window (17.2 #2). It takes effect if both are still in play and in the same port
 * when the windows have closed (an Oust puts them to sea, a Mutiny may remove one).
 */
export const formAllianceHandler: Handler<FormAllianceFrame> = {
  rule: () => '11.1',
  node: () => ({ kind: 'auto' }),
  legal: () => [],
  step(ctx, f) {
    const p = mutPirateIf(ctx, f.pirate);
    const q = mutPirateIf(ctx, f.partner);
    if (p && q && !p.ally && !q.ally && p.location.kind === 'port' && q.location.kind === 'port' && p.location.port === q.location.port) {
      p.ally = q.id;
      q.ally = p.id;
      emit(ctx, { type: 'allianceFormed', rule: '11.1', pirates: [p.id, q.id], player: p.owner });
    } else {
      emit(ctx, { type: 'actionCancelled', rule: '11.1', pirate: f.pirate, action: 'formAlliance' });
    }
    if (p) endAction(ctx, f);
    else pop(ctx, f);
  },
};

export function breakAllianceAction(ctx: Ctx, pirate: string): void {
  const p = mutPirateIf(ctx, pirate);
  if (p) breakAlliance(ctx, p, 'announced');
}

export const assignHitHandler: Handler<AssignHitFrame> = {
  rule: () => '11.4',
  node(s, f) {
    const first = f.pirates.map((id) => s.pirates[id]).find((p) => p);
    return first && f.pirates.every((id) => s.pirates[id]) ? { kind: 'decision', player: first.owner } : { kind: 'auto' };
  },
  legal(s, f) {
    return f.pirates.flatMap((id): Action[] => {
      const p = s.pirates[id];
      return p ? [{ type: 'assignHit', player: p.owner, pirate: p.id }] : [];
    });
  },
  step(ctx, f, input) {
    pop(ctx, f);
    const id = input?.type === 'assignHit' ? input.pirate : f.pirates.find((x) => ctx.s.pirates[x]);
    const p = id ? mutPirateIf(ctx, id) : undefined;
    if (p) shipCombatHits(ctx, p, 1, f.rule);
  },
};
