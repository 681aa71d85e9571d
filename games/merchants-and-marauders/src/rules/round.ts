/**
 * The round (ledger MM Turn 1-3, MM Event 1-4, MM Board 4, MM NPC 3; rulings M37, M60, MR8): the
 * start-of-round checks, the Event Card, each player's turn, the end-of-round effects, wars.
 */
import { emit, type Handler, pop, push } from '../kernel.js';
import { type Nation, NATIONS } from '../components/schema.js';
import { type FrameOf, type PlayerId } from '../state.js';
import { dec, inc, type MCtx, type MM, removeOne, total } from './shared.js';
import { runEffects } from './effects.js';
import { endGame } from './end.js';
import { openOffTurn } from './offturn.js';

/**
 * MM Event 3, M60, MR8: apply an Event Card's effects (ledger F.4) to every player, or, for an
 * "on each player's turn" card, to the player whose turn starts (./effects.ts runs them in order).
 */
export function applyEventEffects(ctx: MCtx, card: string, only?: PlayerId): void {
  const c = ctx.ix.events.get(card);
  if (!c || c.effects.length === 0) return;
  runEffects(ctx, { effects: [...c.effects], players: only ? [only] : [...ctx.s.order], self: only ?? null, source: 'event', rule: 'MM Event 3', why: c.name });
}

export const round: Handler<MM, FrameOf<'round'>> = {
  rule: (f) => (f.step === 'event' ? 'MM Event 1' : f.step === 'checks' ? 'MM Turn 2' : 'MM Turn 1'),
  node: (_s, f) => (f.step === 'event' ? { kind: 'chance', spec: { kind: 'draw', pool: 'event', label: 'the Event Card' } } : { kind: 'auto' }),
  legal: () => [],
  step(ctx, f, input) {
    const s = ctx.s;
    if (f.step === 'checks') {
      // MM Turn 2, MM Win 5, M7 (a): a declared target ends the game before the next Event draw.
      if (s.declared.length > 0) return endGame(ctx, 'MM Win 5');
      // MM Length 1: an empty Event deck at the start of a round ends the game.
      if (total(s.decks.event) === 0) return endGame(ctx, 'MM Length 1');
      s.round += 1;
      // MM Raid 2, M18: 8 or more Merchant Tokens on the track are dealt back to the empty zones.
      if (s.merchantTrack.length >= 8 && Object.values(s.merchants).some((n) => n === null)) push(ctx, { kind: 'refill' });
      emit(ctx, { type: 'roundStarted', rule: 'MM Turn 1', round: s.round });
      // MM Glory 4, MR46: the off-turn window of the round's start, before the Event draw.
      openOffTurn(ctx, 'round.start');
      f.step = 'event';
      return;
    }
    if (f.step === 'event') {
      if (input?.type !== 'chance' || typeof input.value !== 'string') return;
      // MM Event 1: the start player draws the top Event Card.
      const id = input.value;
      dec(s.decks.event, id);
      const card = ctx.ix.events.get(id);
      emit(ctx, { type: 'eventDrawn', rule: 'MM Event 1', card: id, name: card?.name ?? id });
      f.step = 'turns';
      f.next = 0;
      if (card?.npc) {
        // MM NPC 3, MM Event 4: an NPC card goes face up in the NPC area.
        s.npcArea.push(id);
        emit(ctx, { type: 'npcCardSetAside', rule: 'MM NPC 3', card: id });
      } else if (card?.stays || card?.timing !== 'immediate') s.activeEvents.push(id);
      else inc(s.discard.event, id);
      // MM Glory 4, MR46: the off-turn window after the Event (pushed first: it runs once the card is resolved).
      openOffTurn(ctx, 'event.resolved');
      // MM Event 2, MM NPC 16, M41: the card's NPC icons move the NPCs on the board first (its
      // own NPC arrives only at the end of the round), then its text (applied by the icons' frame).
      if (card && card.npcIcons.length > 0) push(ctx, { kind: 'npcIcons', card: id, i: 0, tie: [] });
      else if (card?.timing === 'immediate') applyEventEffects(ctx, id);
      return;
    }
    if (f.step === 'turns') {
      // MM Actions 1: each player's turn, from the start player, clockwise.
      const p = s.order[f.next];
      if (p === undefined) {
        f.step = 'end';
        return;
      }
      f.next += 1;
      push(ctx, { kind: 'turn', player: p, step: 'start', actions: 3, portDone: false, scouted: [], acted: false });
      return;
    }
    // MM Turn 3, M60: end-of-round Event effects, then the NPC placements and replacements (a
    // frame pushed first runs after anything the effects push).
    // MM Glory 4, MR46: the off-turn window of the end of the round, after everything else of it.
    openOffTurn(ctx, 'round.end');
    if (s.npcArea.length > 0 || s.npcs.some((n) => n.zone === null)) push(ctx, { kind: 'npcEnd', step: 'place' });
    for (const id of [...s.activeEvents]) {
      const card = ctx.ix.events.get(id);
      if (card?.timing === 'endOfRound') applyEventEffects(ctx, id);
      if (!card?.stays) {
        removeOne(s.activeEvents, id);
        inc(s.discard.event, id);
      }
    }
    f.step = 'checks';
  },
};

export const war: Handler<MM, FrameOf<'war'>> = {
  rule: () => 'MM Board 4',
  node: () => ({ kind: 'chance', spec: { kind: 'draw', pool: 'war', label: 'the two nations at war' } }),
  legal: () => [],
  step(ctx, f, input) {
    if (input?.type !== 'chance' || typeof input.value !== 'string') return;
    const [a, b] = input.value.split('+') as [Nation, Nation];
    ctx.s.war = [a, b];
    emit(ctx, { type: 'warDeclared', rule: 'MM Board 4', nations: [a, b] });
    pop(ctx, f);
  },
};

/** The pairs of nations a random war may draw (M37). */
export const WAR_PAIRS: readonly string[] = NATIONS.flatMap((a, i) => NATIONS.slice(i + 1).map((b) => `${a}+${b}`));
