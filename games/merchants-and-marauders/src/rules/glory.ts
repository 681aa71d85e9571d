/**
 * Glory Cards (ledger MM Glory 1-7, MM Actions 5, MM Dice 2/4, MM Bounty 9; rulings M30, M38-M40,
 * MR14, MR15, MR45): drawing and the hand limit, playing cards in one's own turn (pardons too),
 * the effects they carry out, Specialists and modifiers. Off-turn cards: ./offturn.ts; combat
 * cards: ./combat.ts.
 */
import { emit, type Handler, pop, push } from '../kernel.js';
import { type Action } from '../actions.js';
import { type Ix } from '../components/load.js';
import { type ComponentSet, type Effect, type Location, NATIONS, type Nation, type SKILLS } from '../components/schema.js';
import { type FrameOf, type GameState, type PlayerId } from '../state.js';
import { addBounty, captainOf, dec, gain, gainGlory, inc, type MCtx, type MM, pay, pl, removeBounty, removeOne, shipValues, total } from './shared.js';
import { applyCardEffects, holds } from './effects.js';

/** The own-turn windows of ledger F.4 a card may name to be played outside combat (M39). */
export const OWN_TURN_WINDOWS = ['turn.start', 'turn.betweenActions', 'move.done', 'scout.beforeRoll', 'port.betweenActivities'];

export type Modifier = Extract<Effect, { op: 'modifier' }>;

/** A modifier this version can apply: dice on a skill roll, or the actions / sale-price stats. */
export function executableModifier(e: Effect): e is Modifier {
  if (e.op !== 'modifier') return false;
  if (e.skill !== undefined) return e.dice !== undefined && e.stat === undefined && ['thisRoll', 'thisTurn', 'whileEmployed'].includes(e.duration);
  // `hits`: more hits on a won Shoot (the Gunner Captain, MM Glory 5; ./combat.ts).
  return (e.stat === 'actions' && e.duration === 'thisTurn') || (e.stat === 'sellPrice' && ['thisTurn', 'whileEmployed'].includes(e.duration)) || (e.stat === 'hits' && e.duration === 'whileEmployed');
}

/**
 * MM Actions 5, MM Glory 3-4, MR14, MR45: an effect this version carries out for the card's own
 * player outside combat: Gold gained, paid or lost (a fixed amount, all, or per bounty), Glory
 * (with its card), Glory Cards drawn, his own bounties added or removed (a fixed nation, all, or
 * one of his choosing), a dice / actions / sale-price modifier, Crew or a named location repaired
 * up to the ship's values, a Special Weapon. Effects on other players, skill checks, NPCs, wars,
 * markers, demand, moves, ships and mods, `choose` and coded hooks are not (docs/coverage.md).
 */
export function selfEffect(e: Effect): boolean {
  const self = !('who' in e) || e.who === undefined || e.who === 'self';
  switch (e.op) {
    case 'gainGold':
    case 'payGold':
    case 'loseGold':
    case 'gainGlory':
      return self;
    case 'drawCards':
      return self && e.deck === 'glory';
    case 'addBounty':
      return self && e.nation !== 'choice' && e.nation !== 'zone' && e.nation !== 'random';
    case 'removeBounty':
      return self && e.nation !== 'zone' && e.nation !== 'random';
    case 'modifier':
      return executableModifier(e) && e.duration !== 'whileEmployed';
    case 'crew':
      return self && (e.delta === 'fill' || e.delta > 0);
    case 'repair':
      return self && e.location !== 'roll' && e.location !== 'choice';
    case 'gainSpecialWeapon':
      return true;
    default:
      return false;
  }
}

/** MR45: whether a card's effects name a nation of its player's choosing (a pardon's `removeBounty` of `nation: 'choice'`). */
export function choosesNation(effects: readonly Effect[]): boolean {
  return effects.some((e) => e.op === 'removeBounty' && e.nation === 'choice');
}

/** MR45: a card is executable only as a whole: every effect, and a per-bounty-of-the-choice amount only with the choice. */
export function effectsExecutable(effects: readonly Effect[]): boolean {
  const perChoice = effects.some((e) => (e.op === 'gainGold' || e.op === 'payGold' || e.op === 'loseGold') && typeof e.amount === 'object' && e.amount.perBounty === 'choice');
  return effects.length > 0 && effects.every(selfEffect) && (!perChoice || choosesNation(effects));
}

/** Whether this version can play `card` in its own turn (its every effect executable; MR14, MM Actions 5). */
export function gloryExecutable(card: ComponentSet['glory'][number]): boolean {
  if (card.hook !== null) return false;
  if (card.specialist) return card.effects.every((e) => (executableModifier(e) && e.duration === 'whileEmployed') || specialistOp(e) !== null);
  if (!OWN_TURN_WINDOWS.includes(card.play.window)) return false;
  return effectsExecutable(card.effects);
}

/** An amount of Gold (ledger F.4 `amount`), with the nation chosen for the card (MR45). */
function goldAmount(s: GameState, player: PlayerId, a: Extract<Effect, { amount: unknown }>['amount'], nation: Nation | undefined): number {
  const p = pl(s, player);
  if (a === 'all') return p.gold;
  if (typeof a === 'number') return a;
  const per = a.perBounty === 'any' ? total(p.bounties) : a.perBounty === 'choice' ? (nation ? (p.bounties[nation] ?? 0) : 0) : (p.bounties[a.perBounty] ?? 0);
  return a.times * per;
}

/**
 * MR45: the nations `player` may name for a card's effects (those he has a bounty of; none asked
 * when the card names no choice: `[undefined]`), and of those, the ones whose Gold he can pay in full.
 */
export function cardNations(s: GameState, player: PlayerId, effects: readonly Effect[]): (Nation | undefined)[] {
  const p = pl(s, player);
  const options: (Nation | undefined)[] = choosesNation(effects) ? NATIONS.filter((n) => (p.bounties[n] ?? 0) > 0) : [undefined];
  return options.filter((n) => effects.reduce((g, e) => g + (e.op === 'payGold' ? goldAmount(s, player, e.amount, n) : 0), 0) <= p.gold);
}

/** Carry out a card's effects (those of {@link selfEffect}) for `player`, in their order. */
export function runEffects(ctx: MCtx, player: PlayerId, card: string, effects: readonly Effect[], nation: Nation | undefined, rule: string): void {
  const s = ctx.s;
  const ix = ctx.ix;
  const p = pl(s, player);
  const name = ix.glory.get(card)?.name ?? 'a Glory Card';
  for (const e of effects) {
    switch (e.op) {
      case 'gainGold':
        gain(ctx, player, goldAmount(s, player, e.amount, nation), rule, name);
        break;
      case 'payGold':
      case 'loseGold':
        pay(ctx, player, Math.min(p.gold, goldAmount(s, player, e.amount, nation)), e.op === 'payGold' && choosesNation(effects) ? 'MM Bounty 9' : rule, name);
        break;
      case 'gainGlory':
        gainGlory(ctx, player, rule, name);
        break;
      case 'drawCards':
        push(ctx, { kind: 'gloryDraw', player, n: e.n });
        break;
      case 'addBounty':
        for (const n of e.nation === 'all' ? NATIONS : [e.nation as Nation]) for (let k = 0; k < (e.n === 'all' ? 5 : e.n); k++) addBounty(ctx, player, n, rule);
        break;
      case 'removeBounty':
        // MM Bounty 9: a pardon; at 0 the nation's token is removed.
        for (const n of e.nation === 'all' ? NATIONS : e.nation === 'choice' ? (nation ? [nation] : []) : [e.nation as Nation]) removeBounty(ctx, player, n, e.n, 'MM Bounty 9');
        break;
      case 'modifier':
        // Ledger F.4 `modifier actions`: more actions this turn.
        if (e.stat === 'actions') {
          for (const f of s.stack) if (f.kind === 'turn' && f.player === player) f.actions += e.delta ?? 0;
        } else s.modifiers.push({ player, card, effect: e, duration: e.duration });
        break;
      case 'crew':
      case 'repair':
        restore(ctx, player, e.op === 'crew' ? 'crew' : (e.location as Location), e.op === 'crew' ? e.delta : e.n, rule);
        break;
      case 'gainSpecialWeapon':
        applyCardEffects(ctx, player, [e], rule, name);
        break;
      default:
        throw new Error(`internal: glory op ${e.op} not executable`);
    }
  }
}

/** MR47: Crew gained or a location repaired by a card, up to the ship's value (MM Ships 2, MM Yard 13-18). */
export function restore(ctx: MCtx, player: PlayerId, loc: Location, n: number | 'fill', rule: string): void {
  const p = pl(ctx.s, player);
  if (!p.ship) return;
  const max = shipValues(ctx.ix, p)[loc];
  const after = n === 'fill' ? max : Math.min(max, p.track[loc] + n);
  if (after <= p.track[loc]) return;
  const gained = after - p.track[loc];
  p.track[loc] = after;
  if (loc === 'crew') emit(ctx, { type: 'crewGained', rule, player, n: gained });
  else for (let k = 0; k < gained; k++) emit(ctx, { type: 'repaired', rule, player, location: loc });
}

/**
 * MR26: the Specialist effects this version runs besides modifiers (MM Glory 5): `repair` of a
 * chosen location (free repair points in each Port action: the Carpenter), an own `reroll` of any
 * roll (one hit-location die re-rolled per combat: the Master Gunner) and a positive `crew` (that
 * many Crew losses fewer per combat: the Surgeon).
 */
function specialistOp(e: Effect): 'repair' | 'reroll' | 'crew' | null {
  const self = !('who' in e) || e.who === undefined || e.who === 'self';
  if (e.op === 'repair' && e.location === 'choice' && self) return 'repair';
  if (e.op === 'reroll' && e.whose === 'own' && e.roll === 'any') return 'reroll';
  if (e.op === 'crew' && typeof e.delta === 'number' && e.delta > 0 && self) return 'crew';
  return null;
}

/** MR26: how much of a Specialist power `player` employs (repair points, re-rolls, Crew losses saved). */
export function specialistPower(s: GameState, ix: Ix, player: PlayerId, op: 'repair' | 'reroll' | 'crew'): number {
  let n = 0;
  for (const id of pl(s, player).specialists) {
    for (const e of ix.glory.get(id)?.effects ?? []) {
      if (specialistOp(e) !== op) continue;
      n += e.op === 'repair' ? e.n : e.op === 'crew' && typeof e.delta === 'number' ? e.delta : 1;
    }
  }
  return n;
}

/** The modifiers acting on `player`: those of cards played, and his Specialists' (M40). */
export function modifiersOf(s: GameState, ix: Ix, player: PlayerId): Modifier[] {
  const out: Modifier[] = [];
  for (const m of s.modifiers) if (m.player === player && m.effect.op === 'modifier') out.push(m.effect);
  for (const id of pl(s, player).specialists) for (const e of ix.glory.get(id)?.effects ?? []) if (executableModifier(e)) out.push(e);
  return out;
}

/** MM Dice 2, 4: a roll is as many dice as the skill, plus the dice modifiers whose scope holds now. */
export function diceFor(s: GameState, ix: Ix, player: PlayerId, skill: (typeof SKILLS)[number], vs?: 'merchant'): number {
  let n = captainOf(ix, pl(s, player)).skills[skill];
  for (const m of modifiersOf(s, ix, player)) {
    if (m.skill !== skill || m.dice === undefined) continue;
    if ((m.scope ?? []).every((c) => (c.is === 'vs' && vs !== undefined ? c.what === vs : holds(s, ix, player, c)))) n += m.dice;
  }
  return Math.max(1, n);
}

/** The bonus to a stat (`sellPrice`) from cards played this turn and Specialists. */
export function statBonus(s: GameState, ix: Ix, player: PlayerId, stat: string): number {
  return modifiersOf(s, ix, player).reduce((n, m) => n + (m.stat === stat ? (m.delta ?? 0) : 0), 0);
}

/** MM Glory 3, MM Actions 5, M39, MR14, MR45: the Glory Cards `player` may play now, in his turn, outside combat. */
export function gloryPlays(s: GameState, ix: Ix, player: PlayerId): Action[] {
  const p = pl(s, player);
  const out: Action[] = [];
  for (const id of [...new Set(p.hand)].sort()) {
    const card = ix.glory.get(id);
    if (!card || !gloryExecutable(card)) continue;
    if (card.specialist) {
      // MM Glory 6-7: hired on the card's terms; one of each type.
      if (card.specialist.hire.where === 'port' && !p.inPort) continue;
      if (p.gold < card.specialist.hire.cost) continue;
      if (p.specialists.some((x) => ix.glory.get(x)?.specialist?.type === card.specialist?.type)) continue;
      out.push({ type: 'playGlory', player, card: id });
      continue;
    }
    // MR45: a card whose Gold he cannot pay in full, or a pardon without a bounty to clear, is not offered.
    for (const nation of cardNations(s, player, card.effects)) out.push(nation ? { type: 'playGlory', player, card: id, nation } : { type: 'playGlory', player, card: id });
  }
  return out;
}

export function playGlory(ctx: MCtx, player: PlayerId, id: string, nation?: Nation): void {
  const s = ctx.s;
  const p = pl(s, player);
  const card = ctx.ix.glory.get(id);
  if (!card) return;
  removeOne(p.hand, id);
  emit(ctx, { type: 'gloryPlayed', rule: 'MM Glory 3', player, card: id });
  if (card.specialist) {
    // MM Glory 6, M40: the Specialist is hired and lies face up on the Player Board.
    pay(ctx, player, card.specialist.hire.cost, 'MM Glory 6', `hired a ${card.name}`);
    p.specialists.push(id);
    emit(ctx, { type: 'specialistHired', rule: 'MM Glory 6', player, card: id });
    return;
  }
  inc(s.discard.glory, id);
  runEffects(ctx, player, id, card.effects, nation, 'MM Glory 3');
}

// ---------------------------------------------------------------------------------------------
// Glory Cards (MM Glory 1-2)
// ---------------------------------------------------------------------------------------------

export const gloryDraw: Handler<MM, FrameOf<'gloryDraw'>> = {
  rule: () => 'MM Glory 1',
  node: (s) => (total(s.decks.glory) > 0 ? { kind: 'chance', spec: { kind: 'draw', pool: 'glory', label: 'a Glory Card' } } : { kind: 'auto' }),
  legal: () => [],
  step(ctx, f, input) {
    const s = ctx.s;
    const p = pl(s, f.player);
    if (input === null) {
      // M30: an empty Glory deck is rebuilt from its discards; with none, the GP counts without a card.
      if (s.config.options.reshuffleDecks && total(s.discard.glory) > 0) {
        const n = total(s.discard.glory);
        for (const [id, c] of Object.entries(s.discard.glory)) inc(s.decks.glory, id, c);
        s.discard.glory = {};
        emit(ctx, { type: 'deckRebuilt', rule: 'MM Glory 1', deck: 'glory', cards: n });
        return;
      }
      emit(ctx, { type: 'noGloryCard', rule: 'MM Glory 1', player: f.player });
    } else {
      if (input.type !== 'chance' || typeof input.value !== 'string') return;
      dec(s.decks.glory, input.value);
      p.hand.push(input.value);
      emit(ctx, { type: 'gloryCardDrawn', rule: 'MM Glory 1', player: f.player, card: input.value, private: f.player });
      emit(ctx, { type: 'gloryCardDrawn', rule: 'MM Glory 1', player: f.player, card: null });
    }
    f.n -= 1;
    if (f.n > 0) return;
    pop(ctx, f);
    // MM Glory 2, M38: a fifth card: discard down to 4 before anything else.
    if (p.hand.length > 4) push(ctx, { kind: 'gloryDiscard', player: f.player });
  },
};

export const gloryDiscard: Handler<MM, FrameOf<'gloryDiscard'>> = {
  rule: () => 'MM Glory 2',
  node: (s, f) => (pl(s, f.player).hand.length > 4 ? { kind: 'decision', player: f.player } : { kind: 'auto' }),
  legal: (s, f) => [...new Set(pl(s, f.player).hand)].sort().map((card): Action => ({ type: 'discardGlory', player: f.player, card })),
  step(ctx, f, input) {
    const p = pl(ctx.s, f.player);
    if (input?.type === 'discardGlory') {
      removeOne(p.hand, input.card);
      inc(ctx.s.discard.glory, input.card);
      emit(ctx, { type: 'gloryDiscarded', rule: 'MM Glory 2', player: f.player, card: input.card });
    }
    if (p.hand.length <= 4) pop(ctx, f);
  },
};
