import type { Action } from './schema.js';
import { dice, emit, type Ctx, type Handler, type Node } from './ctx.js';
import type { ComponentIndex } from '../tables/index.js';
import type { FrameOf, GameState, PirateState } from '../state/schema.js';
import { addCount } from '../state/counts.js';
import { holdChoices, inPortAt, portStatus, team, type PortStatus } from '../state/pieces.js';
import { addToHold, mutAllyOf, bribeChoices, enterDR, mutInPortAt, shareBooty, mutTeam } from './pieces.js';
import { endAction } from './window.js';
import { letterActions, letterTargets, playLetter } from './letter-of-marque.js';
import { mutCounts, mutPirateIf } from '../state/copy.js';
import { displayName } from '../state/display-name.js';

/**
 * 4.5D / 9.4 In-Port Activities: one Action whose activities come in the rule's order (9.41):
 *  1. Ransom Hostages (9.42)   2. Convert Booty (9.43)   3. Refit (9.44)
 *  4. Buy a Safe Haven (9.45)  5. D&R: involuntary after converting in a Pirate Port, else voluntary.
 * What a port allows depends on its status for this Pirate (9.3); in a port that is Anti-Pirate for
 * him he may do none of them (RULINGS B33). A Letter of Marque may be played first, as part of the
 * Action (17.2 #12, RULINGS B32).
 */
type InPortFrame = FrameOf<'inPort'>;

/** The ports where In-Port Activities are possible at all (9.3, B33). */
export function inPortAllowed(status: PortStatus): boolean {
  return status === 'pro-pirate' || status === 'neutral' || status === 'safe-haven' || status === 'pirate-port';
}

/** 9.42: Arab and Portuguese ports never ransom; only a Hostage of the port's nationality. */
function ransomable(s: GameState, ix: ComponentIndex, p: PirateState, port: string): { holder: string; hostage: number }[] {
  const status = portStatus(s, ix, p, port);
  const nat = ix.port[port]?.nationality ?? null;
  if (status === 'pirate-port' || !nat || nat === 'arab' || nat === 'portuguese') return [];
  const out: { holder: string; hostage: number }[] = [];
  for (const m of team(s, p)) {
    m.hostages.forEach((h, i) => {
      if (h.nationality === nat) out.push({ holder: m.id, hostage: i });
    });
  }
  return out;
}

/** 9.3: conversion rate by status (Neutral 50% rounded up, Safe Haven +10% rounded up). */
export function conversion(status: PortStatus, booty: number): number {
  if (status === 'neutral') return Math.ceil(booty / 2);
  if (status === 'safe-haven') return Math.ceil((booty * 11) / 10);
  return booty;
}

function damagedShip(ix: ComponentIndex, p: PirateState): boolean {
  const t = ix.shipType[p.ship];
  return !!t && (p.combat < t.combat || p.speed < t.speed);
}

/** Damage on his ship, or on either ship of his Alliance (11.4: Refit benefits are shared). */
function damaged(s: GameState, ix: ComponentIndex, p: PirateState): boolean {
  return team(s, p).some((m) => damagedShip(ix, m));
}

/** 9.45: a Pro-Pirate Governor (a real one: a Letter of Marque does not count) he has not tried. */
export function bribableGovernor(s: GameState, ix: ComponentIndex, p: PirateState, port: string): string | null {
  const gov = s.governors[port];
  if (gov === undefined || gov === 'anti' || p.bribed.includes(gov)) return null;
  const status = portStatus(s, ix, p, port);
  if (status !== 'pro-pirate') return null;
  return gov;
}

function safeHavenHolder(s: GameState, port: string): string | null {
  for (const id of Object.keys(s.pirates)) if (s.pirates[id]?.safeHavens.includes(port)) return id;
  return null;
}

/** Skip steps that offer nothing, in the order of 9.41. */
function settle(s: GameState, ix: ComponentIndex, f: InPortFrame): void {
  // Put out of the port meanwhile (an Oust, a KC's attack, 10.42, 10.41): his Action stops.
  const p = inPortAt(s, f.pirate, f.port);
  if (!p) {
    f.step = 'complete';
    return;
  }
  const arab = ix.port[f.port]?.nationality === 'arab';
  for (;;) {
    if (f.step === 'letter' && letterTargets(s, ix, p, f.port).length === 0) f.step = 'ransom';
    else if (f.step === 'ransom' && ransomable(s, ix, p, f.port).length === 0) f.step = 'convert';
    else if (f.step === 'convert' && team(s, p).every((m) => m.holds.length === 0)) f.step = 'refit';
    else if (f.step === 'refit' && (arab || !damaged(s, ix, p))) f.step = 'safeHaven';
    else if (f.step === 'safeHaven' && (!bribableGovernor(s, ix, p, f.port) || safeHavenHolder(s, f.port) !== null)) f.step = 'dr';
    else if (f.step === 'dr' && p.dr !== null) f.step = 'complete';
    else return;
  }
}

export const inPortHandler: Handler<InPortFrame> = {
  rule: (f) =>
    ({ letter: '17.2', ransom: '9.42', ransomRoll: '9.42', ransomHold: '9.42', convert: '9.43', refit: '9.44', refitRoll: '9.44', repair: '9.44', safeHaven: '9.45', bribeRoll: '9.45', bribe: '9.45', dr: '13.11', complete: '9.41' })[f.step],
  node(s, f, ix): Node {
    const p = inPortAt(s, f.pirate, f.port);
    if (!p) return { kind: 'auto' };
    switch (f.step) {
      case 'ransomRoll':
        return { kind: 'chance', spec: dice(2, f.pirate, `Ransom roll for ${displayName(s, f.pirate)} (9.42)`) };
      case 'refitRoll':
        return { kind: 'chance', spec: dice(1, f.pirate, `Refit roll for ${displayName(s, f.pirate)} (9.44)`) };
      case 'bribeRoll':
        return { kind: 'chance', spec: dice(1, f.pirate, `Safe Haven price for ${displayName(s, f.pirate)} (9.45)`) };
      case 'repair':
        return f.amount > 0 && damaged(s, ix, p) ? { kind: 'decision', player: p.owner } : { kind: 'auto' };
      case 'dr':
        return f.convertedAtPiratePort ? { kind: 'auto' } : { kind: 'decision', player: p.owner };
      case 'complete':
        return { kind: 'auto' };
      default:
        return { kind: 'decision', player: p.owner };
    }
  },
  legal(s, f, ix) {
    const p = s.pirates[f.pirate];
    if (!p) return [];
    const player = p.owner;
    const pirate = p.id;
    const pass: Action = { type: 'pass', player };
    switch (f.step) {
      case 'letter':
        return [...letterActions(s, ix, p, f.port), pass];
      case 'ransom':
        return [...ransomable(s, ix, p, f.port).map((r): Action => ({ type: 'ransomHostage', player, pirate: r.holder, hostage: r.hostage })), pass];
      case 'ransomHold':
        return holdChoices(ix, p).map((hold): Action => ({ type: 'chooseHold', player, pirate, hold }));
      case 'convert':
        return [...team(s, p).flatMap((m) => m.holds.map((_, hold): Action => ({ type: 'convertHold', player, pirate: m.id, hold }))), pass];
      case 'refit':
        return [{ type: 'refit', player, pirate }, pass];
      case 'repair': {
        // 11.4: an Alliance shares the repairs between its two ships.
        const out: Action[] = [];
        for (const m of team(s, p)) {
          const mt = ix.shipType[m.ship];
          if (mt && m.combat < mt.combat) out.push({ type: 'repair', player, pirate: m.id, track: 'combat' });
          if (mt && m.speed < mt.speed) out.push({ type: 'repair', player, pirate: m.id, track: 'speed' });
        }
        return out;
      }
      case 'safeHaven':
        return [{ type: 'bribeGovernor', player, pirate }, pass];
      case 'bribe':
        return bribeChoices(p, f.amount);
      case 'dr':
        return [{ type: 'declareDR', player, pirate }, pass];
      default:
        return [];
    }
  },
  step(ctx, f, input) {
    const s = ctx.s;
    const p = mutInPortAt(ctx, f.pirate, f.port);
    if (!p || f.step === 'complete') {
      endAction(ctx, f);
      return;
    }
    switch (f.step) {
      case 'letter':
        if (input?.type === 'playEvent' && input.pirate) playLetter(ctx, p.owner, input.pirate, f.port);
        else f.step = 'ransom';
        break;
      case 'ransom':
        if (input?.type === 'ransomHostage') {
          f.hostage = input.hostage;
          f.holder = input.pirate;
          f.step = 'ransomRoll';
        } else f.step = 'convert';
        break;
      case 'ransomRoll': {
        if (input?.type !== 'chance' || !Array.isArray(input.value)) break;
        const holder = mutPirateIf(ctx, f.holder ?? p.id) ?? p;
        const h = holder.hostages[f.hostage];
        const value = h ? (ctx.ix.hostage[h.kind]?.value ?? 0) : 0;
        const roll = input.value.reduce((a, b) => a + b, 0);
        // 9.42: 2d6 x Value x 50 (Living Rules; x 10 in the first print, option ransomMultiplier).
        const multiplier = s.config.options.ransomMultiplier;
        f.amount = roll * value * multiplier;
        emit(ctx, { type: 'hostageRansomed', rule: '9.42', pirate: p.id, port: f.port, hostage: h?.kind, roll: { dice: [...input.value], total: roll, value, multiplier }, doubloons: f.amount });
        if (h) addCount(mutCounts(ctx, 'hostagePool'), h.kind);
        holder.hostages = holder.hostages.filter((_, i) => i !== f.hostage);
        const ally = mutAllyOf(ctx, p);
        if (ally) {
          // 11.3 / R15: an Alliance shares the ransom, a share on each ship.
          shareBooty(ctx, p, ally, f.amount, '9.42');
          f.amount = 0;
          f.step = 'ransom';
        } else f.step = 'ransomHold';
        break;
      }
      case 'ransomHold':
        if (input?.type === 'chooseHold') {
          addToHold(ctx, p, input.hold, f.amount);
          emit(ctx, { type: 'bootyStowed', rule: '9.42', pirate: p.id, doubloons: f.amount, holds: [...p.holds] });
        }
        f.amount = 0;
        f.step = 'ransom';
        break;
      case 'convert':
        if (input?.type === 'convertHold') {
          const ship = mutPirateIf(ctx, input.pirate) ?? p;
          const status = portStatus(s, ctx.ix, ship, f.port);
          const amount = ship.holds[input.hold] ?? 0;
          const gained = conversion(status, amount);
          ship.holds = ship.holds.filter((_, i) => i !== input.hold);
          ship.netWorth += gained;
          if (status === 'pirate-port') f.convertedAtPiratePort = true;
          emit(ctx, { type: 'bootyConverted', rule: '9.43', pirate: ship.id, port: f.port, booty: amount, status, netWorth: gained, total: ship.netWorth });
        } else f.step = 'refit';
        break;
      case 'refit':
        if (input?.type !== 'refit') {
          f.step = 'safeHaven';
          break;
        }
        if (portStatus(s, ctx.ix, p, f.port) === 'pirate-port') {
          // 9.35 / 9.44: a Pirate Port repairs everything, no roll.
          for (const m of mutTeam(ctx, p)) {
            const t = ctx.ix.shipType[m.ship];
            emit(ctx, { type: 'refitted', rule: '9.44', pirate: m.id, combat: t?.combat, speed: t?.speed, all: true });
            if (t) {
              m.combat = t.combat;
              m.speed = t.speed;
            }
          }
          f.step = 'safeHaven';
        } else f.step = 'refitRoll';
        break;
      case 'refitRoll': {
        if (input?.type !== 'chance' || !Array.isArray(input.value)) break;
        const die = input.value[0] ?? 1;
        const haven = portStatus(s, ctx.ix, p, f.port) === 'safe-haven' ? 2 : 0;
        f.amount = Math.ceil(die / 2) + haven;
        emit(ctx, { type: 'refitRolled', rule: '9.44', pirate: p.id, roll: { die, half: Math.ceil(die / 2), safeHaven: haven }, hits: f.amount });
        f.step = 'repair';
        break;
      }
      case 'repair':
        if (input?.type === 'repair') {
          const ship = mutPirateIf(ctx, input.pirate) ?? p;
          if (input.track === 'combat') ship.combat += 1;
          else ship.speed += 1;
          f.amount -= 1;
          emit(ctx, { type: 'repaired', rule: '9.44', pirate: ship.id, track: input.track, value: input.track === 'combat' ? ship.combat : ship.speed });
        } else {
          f.amount = 0;
          f.step = 'safeHaven';
        }
        break;
      case 'safeHaven':
        f.step = input?.type === 'bribeGovernor' ? 'bribeRoll' : 'dr';
        break;
      case 'bribeRoll': {
        if (input?.type !== 'chance' || !Array.isArray(input.value)) break;
        const gov = bribableGovernor(s, ctx.ix, p, f.port);
        // 9.45 / B36: the attempt counts whatever he decides; the marker follows the Governor.
        if (gov) p.bribed = [...p.bribed, gov];
        f.amount = (input.value[0] ?? 1) * 100;
        emit(ctx, { type: 'bribePrice', rule: '9.45', pirate: p.id, port: f.port, roll: input.value[0], price: f.amount, purpose: 'safeHaven' });
        f.step = 'bribe';
        break;
      }
      case 'bribe':
        if (input?.type === 'payBribe' && input.pay) {
          p.netWorth -= f.amount;
          p.safeHavens = [...p.safeHavens, f.port];
          emit(ctx, { type: 'safeHavenBought', rule: '9.45', pirate: p.id, port: f.port, price: f.amount, netWorth: p.netWorth });
        } else emit(ctx, { type: 'bribeDeclined', rule: '9.45', pirate: p.id, port: f.port, price: f.amount });
        f.amount = 0;
        f.step = 'dr';
        break;
      case 'dr':
        // 9.35 / 9.41 step 5 / 13.11: converting in a Pirate Port forces involuntary D&R.
        if (f.convertedAtPiratePort) enterDR(ctx, p, 'involuntary', '9.35');
        else if (input?.type === 'declareDR') enterDR(ctx, p, 'voluntary', '13.11');
        f.step = 'complete';
        break;
    }
    settle(s, ctx.ix, f);
  },
};

export function inPortFrame(ctx: Ctx, pirate: string, port: string): InPortFrame {
  const f: InPortFrame = { kind: 'inPort', pirate, port, step: 'letter', hostage: 0, holder: null, amount: 0, convertedAtPiratePort: false };
  settle(ctx.s, ctx.ix, f);
  return f;
}
