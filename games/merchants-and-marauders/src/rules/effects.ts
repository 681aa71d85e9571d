/**
 * Card effects and conditions (ledger F.4, MM Event 3, MM Bounty 9, MM Weapons 1; rulings M12, M37,
 * M59, M60, MR10, MR13, MR57): the condition vocabulary, and the effects of an Event, Rumor or
 * Mission that run at once (the others run in ./run-effects.ts, through the `effects` frame).
 */
import { emit, type Handler, pop, push } from '../kernel.js';
import { type Action } from '../actions.js';
import { type Ix } from '../components/load.js';
import { type Condition, type Effect, type ModType, type Nation, NATIONS } from '../components/schema.js';
import { type FrameOf, type GameState, type PlayerId, type PlayerState } from '../state.js';
import { addBounty, captainOf, dec, gain, inc, type MCtx, type MM, pay, pl, removeBounty, removeOne, shipValues, total } from './shared.js';

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

/**
 * The ops an Event Card (MM Event 3) or a Rumor's or Mission's effects (MM Rumor 4, MM Mission 1,
 * 5) may use in this version; the rest are refused at createGame with their path (docs/coverage.md
 * says why each one is not here).
 */
export const EXECUTABLE_OPS: readonly Effect['op'][] = [
  'gainGold', 'payGold', 'loseGold', 'gainGlory', 'drawCards', 'discardCards', 'addBounty', 'removeBounty', 'skillCheck', 'damage', 'repair', 'crew',
  'gainSpecialWeapon', 'gainShipMod', 'gainShip', 'placeNpc', 'moveNpc', 'removeNpc', 'startCombat', 'setWar', 'endWar', 'choose',
];

export type EffectsFrame = FrameOf<'effects'>;

/** Who an effect acts on (ledger F.4 "Targets"): default, an Event's players or a card's owner. */
export function targets(s: GameState, f: Pick<EffectsFrame, 'players' | 'self' | 'source'>, who: string | undefined): PlayerId[] {
  switch (who) {
    case undefined:
      return [...f.players];
    case 'self':
      return f.self ? [f.self] : [];
    case 'eachPlayer':
      return f.source === 'event' ? [...f.players] : [...s.order];
    case 'eachOtherPlayer':
      return s.order.filter((p) => p !== f.self);
    default:
      return [];
  }
}

/** The ops run here, at once; the others (they push a frame, or need another family's rules) run in ./run-effects.ts. */
export function inline(e: Effect): boolean {
  switch (e.op) {
    case 'gainGold':
    case 'payGold':
    case 'loseGold':
    case 'addBounty':
    case 'discardCards':
    case 'gainSpecialWeapon':
    case 'gainShipMod':
    case 'endWar':
    case 'repair':
    case 'crew':
      return true;
    case 'removeBounty':
      return e.nation !== 'choice';
    case 'setWar':
      return e.nations !== 'random';
    default:
      return false;
  }
}

/**
 * Run a list of effects (ledger F.4) in order: the simple ones at once, and from the first that
 * needs a frame on, an `effects` frame that carries the rest (./run-effects.ts), so an effect after
 * a choice, a roll or a combat comes after it.
 */
export function runEffects(ctx: MCtx, f: Omit<EffectsFrame, 'kind' | 'i'>, from = 0): void {
  for (let k = from; k < f.effects.length; k++) {
    const e = f.effects[k] as Effect;
    if (!inline(e)) {
      push(ctx, { kind: 'effects', ...f, effects: [...f.effects], i: k });
      return;
    }
    for (const p of e.op === 'setWar' || e.op === 'endWar' ? [null] : targets(ctx.s, f, 'who' in e ? e.who : undefined)) applyInline(ctx, p, e, f.rule, f.why);
  }
}

/** Apply a Rumor's or Mission's effects to its owner (MM Rumor 4, MM Mission 1, 5). */
export function applyCardEffects(ctx: MCtx, player: PlayerId, effects: readonly Effect[], rule: string, why: string): void {
  runEffects(ctx, { effects: [...effects], players: [player], self: player, source: 'card', rule, why });
}

/** MM Ships 2, M13: a mod's effect on the current track when it comes aboard. */
export function modArrives(p: PlayerState, mod: ModType): void {
  // M13 (a): Extended Cargo Hold and Extra Cannon Port raise the current value too (<= 5); Extra
  // Hammocks only the maximum (the crew must be recruited).
  if (mod === 'extended-cargo-hold') p.track.cargo = Math.min(5, p.track.cargo + 1);
  if (mod === 'extra-cannon-port') p.track.cannons = Math.min(5, p.track.cannons + 1);
}

function applyInline(ctx: MCtx, player: PlayerId | null, e: Effect, rule: string, why: string): void {
  const s = ctx.s;
  if (player === null) {
    if (e.op === 'setWar' && e.nations !== 'random') {
      // M37: a war replaces any war.
      s.war = [...e.nations];
      emit(ctx, { type: 'warDeclared', rule: 'MM Board 4', nations: [...e.nations] });
    } else if (e.op === 'endWar') {
      if (s.war) emit(ctx, { type: 'warEnded', rule: 'MM Board 4' });
      s.war = null;
    }
    return;
  }
  const p = pl(s, player);
  // A player between Captains (MM Death 2) has no ship for an effect to act on.
  const afloat = p.ship !== null && !p.dead;
  switch (e.op) {
    case 'gainGold':
    case 'payGold':
    case 'loseGold': {
      const amount = e.amount === 'all' ? p.gold : typeof e.amount === 'number' ? e.amount : e.amount.times * (e.amount.perBounty === 'any' ? total(p.bounties) : e.amount.perBounty === 'choice' ? 0 : (p.bounties[e.amount.perBounty] ?? 0));
      // MR62: Gold is kept aboard (MM StashGold 6): a player between Captains has no ship to
      // hold it, so he gains none (and, his Gold lost at the death, MM Death 1, pays none).
      if (e.op === 'gainGold') {
        if (afloat) gain(ctx, player, amount, rule, why);
      } else pay(ctx, player, Math.min(amount, p.gold), rule, why);
      return;
    }
    case 'addBounty':
      // MM Bounty 3: one step at a time, at most 5.
      if (!afloat) return;
      for (const n of e.nation === 'all' ? NATIONS : (NATIONS as readonly string[]).includes(e.nation) ? [e.nation as Nation] : []) for (let i = 0; i < (e.n === 'all' ? 5 : e.n); i++) addBounty(ctx, player, n, 'MM Bounty 3');
      return;
    case 'removeBounty':
      // MM Bounty 9: a pardon; at 0 the token is removed.
      for (const n of e.nation === 'all' ? NATIONS : (NATIONS as readonly string[]).includes(e.nation) ? [e.nation as Nation] : []) removeBounty(ctx, player, n, e.n, 'MM Bounty 9');
      return;
    case 'discardCards': {
      // MR13: the cards of the named good, lowest ids first (own cargo's plunder and icon never matter).
      const cards = p.cargo.filter((c) => e.good === undefined || ctx.ix.cargo.get(c)?.good === e.good).sort().slice(0, e.n);
      for (const c of cards) {
        removeOne(p.cargo, c);
        inc(s.discard.cargo, c);
      }
      if (cards.length) emit(ctx, { type: 'cargoDiscarded', rule, player, cards });
      return;
    }
    case 'gainSpecialWeapon':
      // MM Weapons 1, M59: one of each type, while the supply lasts.
      if (afloat && !p.weapons.includes(e.type) && (s.weaponSupply[e.type] ?? 0) > 0) {
        dec(s.weaponSupply, e.type);
        p.weapons.push(e.type);
        emit(ctx, { type: 'weaponBought', rule, player, weapon: e.type });
      }
      return;
    case 'gainShipMod':
      // MM Yard 12, MR57: no two of a type; the token comes from the supply, while it lasts.
      if (afloat && !p.mods.includes(e.type) && (s.modSupply[e.type] ?? 0) > 0) {
        dec(s.modSupply, e.type);
        p.mods.push(e.type);
        modArrives(p, e.type);
        emit(ctx, { type: 'modGained', rule, player, mod: e.type, why });
      }
      return;
    case 'repair': {
      // MM Yard 10 (the values a repair restores): up to the ship's values; Crew is hired, not repaired (MM Recruit 1).
      if (!afloat || e.location === 'roll' || e.location === 'choice' || e.location === 'crew') return;
      const loc = e.location;
      const max = shipValues(ctx.ix, p)[loc];
      for (let i = 0; i < e.n && p.track[loc] < max; i++) {
        p.track[loc] += 1;
        emit(ctx, { type: 'repaired', rule, player, location: loc });
      }
      return;
    }
    case 'crew': {
      // MM Recruit 1, M13: Crew up to the ship's Crew value; down to 0 (a ship with no Crew is crippled, MM Combat 18).
      if (!afloat) return;
      const max = shipValues(ctx.ix, p).crew;
      const to = e.delta === 'fill' ? max : Math.max(0, Math.min(max, p.track.crew + e.delta));
      if (to > p.track.crew) {
        p.track.crew = to;
        emit(ctx, { type: 'crewFilled', rule, player, crew: to });
      } else
        while (p.track.crew > to) {
          p.track.crew -= 1;
          emit(ctx, { type: 'damaged', rule, player, location: 'crew', value: p.track.crew });
        }
      return;
    }
    default:
      throw new Error(`internal: op ${e.op} does not run inline`);
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
