/**
 * Missions (ledger MM Mission 1-5; rulings M22, M30).
 */
import { emit, type Handler, pop } from '../kernel.js';
import { type Ix } from '../components/load.js';
import type { ComponentSet } from '../components/schema.js';
import { type FrameOf, type GameState, type PlayerId } from '../state.js';
import { dec, gainGlory, inc, type MCtx, type MM, pl, rebuildDeck, removeOne, rollEvent, total } from './shared.js';
import { applyCardEffects, holds } from './effects.js';
import { diceFor } from './glory.js';

/** MM Mission 3-4: the claimed mission goes face up to the player; a held one is discarded. */
export function claimMission(ctx: MCtx, player: PlayerId, id: string): void {
  const s = ctx.s;
  const p = pl(s, player);
  if (p.mission) {
    inc(s.discard.mission, p.mission);
    emit(ctx, { type: 'missionDiscarded', rule: 'MM Mission 4', player, mission: p.mission });
  }
  p.mission = id;
  removeOne(s.missions, id);
  emit(ctx, { type: 'missionClaimed', rule: 'MM Mission 3', player, mission: id });
}

export const mission: Handler<MM, FrameOf<'mission'>> = {
  rule: (f) => (f.step === 'roll' ? 'MM Mission 2' : 'MM Mission 3'),
  node(s, f, ixx) {
    if (f.step === 'roll') {
      const skill = ixx.missions.get(f.mission)?.req.check?.skill ?? 'influence';
      return { kind: 'chance', spec: { kind: 'dice', count: diceFor(s, ixx, f.player, skill), label: 'a roll to claim the mission' } };
    }
    return total(s.decks.mission) > 0 ? { kind: 'chance', spec: { kind: 'draw', pool: 'mission', label: 'a new Mission Card' } } : { kind: 'auto' };
  },
  legal: () => [],
  step(ctx, f, input) {
    const s = ctx.s;
    if (f.step === 'roll') {
      if (input?.type !== 'chance' || !Array.isArray(input.value)) return;
      const skill = ctx.ix.missions.get(f.mission)?.req.check?.skill ?? 'influence';
      if (rollEvent(ctx, f.player, skill, input.value, 'MM Mission 2') === 0) {
        // MM Mission 2: a failed claim leaves the mission in play.
        emit(ctx, { type: 'missionClaimFailed', rule: 'MM Mission 2', player: f.player, mission: f.mission });
        pop(ctx, f);
        return;
      }
      claimMission(ctx, f.player, f.mission);
      f.step = 'refill';
      return;
    }
    // MM Mission 3, M30: a new mission replaces it, so two are available (the deck rebuilt if empty).
    if (input === null) {
      if (rebuildDeck(ctx, 'mission', 'MM Mission 3')) return;
      pop(ctx, f);
      return;
    }
    if (input.type !== 'chance' || typeof input.value !== 'string') return;
    dec(s.decks.mission, input.value);
    s.missions.push(input.value);
    emit(ctx, { type: 'missionRevealed', rule: 'MM Mission 3', mission: input.value });
    pop(ctx, f);
  },
};

/**
 * MM Mission 5: a mission completed (in a port, or by defeating in combat): the card is discarded,
 * +1 GP (and a Glory Card), then the card's completion effects and its reward (MM Mission 1).
 */
export function completeMission(ctx: MCtx, player: PlayerId, m: ComponentSet['missions'][number]): void {
  const p = pl(ctx.s, player);
  p.mission = null;
  inc(ctx.s.discard.mission, m.id);
  emit(ctx, { type: 'missionCompleted', rule: 'MM Mission 5', player, mission: m.id });
  gainGlory(ctx, player, 'MM Mission 5', 'a mission completed');
  applyCardEffects(ctx, player, m.complete.effects, 'MM Mission 5', m.name);
  applyCardEffects(ctx, player, m.earn, 'MM Mission 1', m.name);
}

/** MM Mission 5: may `player` complete his mission now (a port-action mission, here, conditions met). */
export function missionCompletable(s: GameState, ixx: Ix, player: PlayerId): boolean {
  const p = pl(s, player);
  const m = p.mission ? ixx.missions.get(p.mission) : undefined;
  if (!m || m.complete.trigger !== 'portAction' || !p.inPort) return false;
  const here = ixx.zones.get(p.zone ?? '')?.port?.id;
  if (m.complete.where && m.complete.where.port !== here) return false;
  return m.complete.conditions.every((c) => holds(s, ixx, player, c));
}
