/**
 * Rumors (ledger MM Rumor 1-5; rulings M20, M22, M30).
 */
import { emit, type Handler, pop } from '../kernel.js';
import { type Action } from '../actions.js';
import { type Ix } from '../components/load.js';
import { type FrameOf, type GameState, type PlayerId } from '../state.js';
import { dec, gainGlory, inc, type MM, pl, rebuildDeck, rollEvent, total } from './shared.js';
import { applyCardEffects } from './effects.js';
import { diceFor } from './glory.js';

/** Where a held rumor may be checked now: 'port' (Influence, a Port activity), 'sea' (a Scout action) or null. */
export function rumorCheckable(s: GameState, ixx: Ix, player: PlayerId): 'port' | 'sea' | null {
  const p = pl(s, player);
  const card = p.rumor ? ixx.rumors.get(p.rumor) : undefined;
  if (!card || !p.zone) return null;
  const here = ixx.zones.get(p.zone)?.port?.id;
  if (p.inPort && 'port' in card.where && (card.where.port === 'any' || card.where.port === here)) return 'port';
  if (!p.inPort && 'zone' in card.where && card.where.zone === p.zone) return 'sea';
  return null;
}

export const rumor: Handler<MM, FrameOf<'rumor'>> = {
  rule: (f) => (f.mode === 'acquire' ? 'MM Rumor 1' : 'MM Rumor 3'),
  node(s, f, ixx) {
    const p = pl(s, f.player);
    if (f.step === 'roll') {
      const skill = f.mode === 'acquire' ? 'influence' : (ixx.rumors.get(p.rumor ?? '')?.skill ?? 'influence');
      return { kind: 'chance', spec: { kind: 'dice', count: diceFor(s, ixx, f.player, skill), label: f.mode === 'acquire' ? 'an Influence roll for a rumor' : 'a roll to check the rumor' } };
    }
    if (f.step === 'draw') return total(s.decks.rumor) > 0 ? { kind: 'chance', spec: { kind: 'draw', pool: 'rumor', label: 'a Rumor Card' } } : { kind: 'auto' };
    return { kind: 'decision', player: f.player };
  },
  legal: (s, f) => (f.step === 'keep' && f.drawn ? [...new Set([pl(s, f.player).rumor ?? '', f.drawn])].sort().map((card): Action => ({ type: 'keepRumor', player: f.player, card })) : []),
  step(ctx, f, input) {
    const s = ctx.s;
    const p = pl(s, f.player);
    if (f.step === 'roll') {
      if (input?.type !== 'chance' || !Array.isArray(input.value)) return;
      const card = f.mode === 'check' ? ctx.ix.rumors.get(p.rumor ?? '') : undefined;
      const ok = rollEvent(ctx, f.player, f.mode === 'acquire' ? 'influence' : (card?.skill ?? 'influence'), input.value, f.mode === 'acquire' ? 'MM Rumor 1' : 'MM Rumor 3') > 0;
      if (f.mode === 'acquire') {
        if (ok) f.step = 'draw';
        else pop(ctx, f);
        return;
      }
      pop(ctx, f);
      if (!card) return;
      emit(ctx, { type: 'rumorChecked', rule: 'MM Rumor 4', player: f.player, card: card.id, true: ok });
      // MM Rumor 4: false: discarded; true: its promise, then discarded unless it says otherwise.
      if (!ok || !card.keepAfterTrue) {
        p.rumor = null;
        inc(s.discard.rumor, card.id);
        emit(ctx, { type: 'rumorDiscarded', rule: 'MM Rumor 4', player: f.player, card: card.id });
      }
      if (!ok) return;
      // MM Rumor 5: +1 GP (and a Glory Card) after its effect (pushed first, so it runs after).
      gainGlory(ctx, f.player, 'MM Rumor 5', 'a true rumor');
      applyCardEffects(ctx, f.player, card.onTrue, 'MM Rumor 4', card.name);
      return;
    }
    if (f.step === 'draw') {
      if (input === null) {
        if (rebuildDeck(ctx, 'rumor', 'MM Rumor 1')) return;
        pop(ctx, f);
        return;
      }
      if (input.type !== 'chance' || typeof input.value !== 'string') return;
      dec(s.decks.rumor, input.value);
      emit(ctx, { type: 'rumorAcquired', rule: 'MM Rumor 1', player: f.player, card: input.value, private: f.player });
      emit(ctx, { type: 'rumorAcquired', rule: 'MM Rumor 1', player: f.player, card: null });
      if (p.rumor === null) {
        p.rumor = input.value;
        pop(ctx, f);
        return;
      }
      f.drawn = input.value;
      f.step = 'keep';
      return;
    }
    if (input?.type !== 'keepRumor' || !f.drawn) return;
    // MM Rumor 2: one rumor at most; the other is shuffled back into the deck.
    const back = input.card === f.drawn ? (p.rumor as string) : f.drawn;
    p.rumor = input.card;
    inc(s.decks.rumor, back);
    emit(ctx, { type: 'rumorReturned', rule: 'MM Rumor 2', player: f.player });
    pop(ctx, f);
  },
};
