/**
 * Card effects and conditions (ledger F.4, MM Bounty 9, MM Weapons 1; rulings M12, M59, MR10, MR13):
 * the condition vocabulary and the effects a Rumor or Mission may carry out.
 */
import { emit, type Handler, pop, push } from '../kernel.js';
import { type Action } from '../actions.js';
import { type Ix } from '../components/load.js';
import { type Condition, type Effect, type Nation, NATIONS } from '../components/schema.js';
import { type FrameOf, type GameState, type PlayerId } from '../state.js';
import { addBounty, captainOf, dec, gain, inc, type MCtx, type MM, pay, pl, removeBounty, removeOne, total } from './shared.js';

/** The ops a Rumor's or Mission's effects may use in this version (the rest are refused at createGame). */
export const CARD_OPS: readonly Effect['op'][] = ['gainGold', 'payGold', 'loseGold', 'addBounty', 'removeBounty', 'discardCards', 'gainSpecialWeapon'];

/** A condition of the ledger's vocabulary (F.4), for `player` now (outside combat). */
export function holds(s: GameState, ix: Ix, player: PlayerId, c: Condition): boolean {
  const p = pl(s, player);
  const here = p.inPort ? ix.zones.get(p.zone ?? '')?.port?.id : undefined;
  const pirate = NATIONS.some((n) => (p.bounties[n] ?? 0) > 0);
  switch (c.is) {
    case 'inPort':
      return p.inPort && (c.port === undefined || c.port === here);
    case 'atSea':
      return !p.inPort && p.zone !== null;
    case 'inZone':
      return p.zone === c.zone;
    case 'isPirate':
      return pirate;
    case 'isNonPirate':
      return !pirate;
    case 'bounty':
      return (p.bounties[c.nation] ?? 0) >= c.atLeast;
    case 'nationality':
      // M12: the Captain's nation is his home port's.
      return p.captain !== null && ix.portNation.get(captainOf(ix, p).homePort) === c.nation;
    case 'atWar':
      return s.war !== null && (c.nation === undefined || s.war.includes(c.nation));
    case 'goldAtLeast':
      return p.gold >= c.n;
    case 'cargo':
      return p.cargo.filter((x) => c.good === undefined || ix.cargo.get(x)?.good === c.good).length >= c.n;
    case 'shipType':
      return p.ship === c.type;
    case 'hasSpecialist':
      return p.specialists.includes(c.type);
    case 'hasMod':
      return p.mods.includes(c.type);
    case 'inCombat':
    case 'isAggressor':
    case 'vs': {
      // Conditions of a battle the player is in (the innermost combat frame; ./combat.ts).
      const f = [...s.stack].reverse().find((x) => x.kind === 'combat');
      const i = f?.kind === 'combat' ? f.sides.findIndex((x) => x.kind === 'player' && x.player === player) : -1;
      if (f?.kind !== 'combat' || i < 0) return false;
      if (c.is === 'isAggressor') return i === 0;
      if (c.is === 'vs') return c.what === f.sides[1 - i]?.kind;
      const crew = f.step === 'swivel' || f.step === 'crewStart' || f.step === 'crewRoll' || f.step === 'crewHits';
      return c.kind === 'crew' ? crew : !crew;
    }
  }
}

/** Apply a Rumor's or Mission's effects to its player (the ops of {@link CARD_OPS}). */
export function applyCardEffects(ctx: MCtx, player: PlayerId, effects: readonly Effect[], rule: string, why: string): void {
  const s = ctx.s;
  const p = pl(s, player);
  for (const e of effects) {
    switch (e.op) {
      case 'gainGold':
      case 'payGold':
      case 'loseGold': {
        const amount = e.amount === 'all' ? p.gold : typeof e.amount === 'number' ? e.amount : e.amount.times * (e.amount.perBounty === 'any' ? total(p.bounties) : (e.amount.perBounty === 'choice' ? 0 : (p.bounties[e.amount.perBounty] ?? 0)));
        if (e.op === 'gainGold') gain(ctx, player, amount, rule, why);
        else pay(ctx, player, Math.min(amount, p.gold), rule, why);
        break;
      }
      case 'addBounty':
        if ((NATIONS as readonly string[]).includes(e.nation)) for (let i = 0; i < (e.n === 'all' ? 5 : e.n); i++) addBounty(ctx, player, e.nation as Nation, rule);
        break;
      case 'removeBounty':
        if (e.nation === 'choice') {
          if (NATIONS.some((n) => (p.bounties[n] ?? 0) > 0)) push(ctx, { kind: 'chooseNation', player, op: 'removeBounty', n: e.n, rule });
        } else for (const n of e.nation === 'all' ? NATIONS : (NATIONS as readonly string[]).includes(e.nation) ? [e.nation as Nation] : []) removeBounty(ctx, player, n, e.n, rule);
        break;
      case 'discardCards': {
        // MR13: the cards of the named good, lowest ids first (own cargo's plunder and icon never matter).
        const cards = p.cargo.filter((c) => e.good === undefined || ctx.ix.cargo.get(c)?.good === e.good).sort().slice(0, e.n);
        for (const c of cards) {
          removeOne(p.cargo, c);
          inc(s.discard.cargo, c);
        }
        if (cards.length) emit(ctx, { type: 'cargoDiscarded', rule, player, cards });
        break;
      }
      case 'gainSpecialWeapon':
        // MM Weapons 1, M59: one of each type, while the supply lasts.
        if (!p.weapons.includes(e.type) && (s.weaponSupply[e.type] ?? 0) > 0) {
          dec(s.weaponSupply, e.type);
          p.weapons.push(e.type);
          emit(ctx, { type: 'weaponBought', rule, player, weapon: e.type });
        }
        break;
      default:
        throw new Error(`internal: card op ${e.op} not executable (refused at createGame)`);
    }
  }
}

export const chooseNation: Handler<MM, FrameOf<'chooseNation'>> = {
  rule: (f) => f.rule,
  node: (s, f) => (NATIONS.some((n) => (pl(s, f.player).bounties[n] ?? 0) > 0) ? { kind: 'decision', player: f.player } : { kind: 'auto' }),
  legal: (s, f) => NATIONS.filter((n) => (pl(s, f.player).bounties[n] ?? 0) > 0).map((nation): Action => ({ type: 'chooseNation', player: f.player, nation })),
  step(ctx, f, input) {
    pop(ctx, f);
    if (input?.type === 'chooseNation') removeBounty(ctx, f.player, input.nation, f.n, f.rule);
  },
};
