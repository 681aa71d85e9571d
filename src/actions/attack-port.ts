import type { Action } from './schema.js';
import { dice, emit, type Ctx, type Handler, type Node } from './ctx.js';
import type { ComponentIndex } from '../tables/index.js';
import type { FrameOf, GameState, PirateState } from '../state/schema.js';
import { holdCapacity, team } from '../state/pieces.js';
import { mutAllyOf, changeLoyalty, combatHits, gainNp, shareBooty, mutTeam } from './pieces.js';
import { fightingValues } from './alliance.js';
import { endAction, openWindow } from './window.js';
import { mutPirateIf } from '../state/copy.js';
import { displayName } from '../state/display-name.js';

/**
 * 4.5G / 9.5 Attack Port, from the Sea Area adjoining it (9.51):
 *   Pirate: d6 + ship Combat + Ability + Information on that port (+2 Heavy Guns, RULINGS B24)
 *   Port:   d6 (2d6 once it has a Port Attacked marker, 9.58) + Defense, rolled by another player.
 * Higher wins (9.53): (Value)d6 x 100 Booty in one whole Hold, NP 2 x Value, Loyalty +1, 1 Combat
 * hit, and he is In-Port. Otherwise (9.54) Combat hits equal to the difference; he stays at sea.
 * Either way (9.58): an Attack History marker, Letters of Marque of that nationality lost, the port
 * marked Attacked; and his Safe Haven there is lost (9.34).
 */
type AttackFrame = FrameOf<'attackPort'>;

function sum(a: readonly number[]): number {
  let t = 0;
  for (const x of a) t += x;
  return t;
}

/** The ports this Pirate may attack now (9.51, 17.2 #8 "no English port during the Pardon"). */
export function attackablePorts(s: GameState, ix: ComponentIndex, p: PirateState): string[] {
  if (p.location.kind !== 'sea') return [];
  const out: string[] = [];
  // 17.2 #8: the Living Rules' "no English port"; the first print has no such clause (option pardonForbidsEnglishAttacks).
  const pardon = s.generalPardon.pardon !== null && s.config.options.pardonForbidsEnglishAttacks;
  for (const port of ix.portsInArea[p.location.area] ?? []) {
    const info = ix.port[port];
    if (!info || info.piratePort || s.destroyedPorts.includes(port)) continue;
    if (pardon && info.nationality === 'english') continue;
    out.push(port);
  }
  return out;
}

/** 9.52 (11.2 for an Alliance: the higher ship Combat plus both Abilities; the better Information). */
export function attackTotal(s: GameState, ix: ComponentIndex, p: PirateState, port: string, die: number) {
  const { combat, ability, heavyGuns } = fightingValues(s, ix, p);
  const info = Math.max(...team(s, p).map((m) => m.info[port] ?? 0));
  return { die, combat, ability, info, heavyGuns, total: die + combat + ability + info + heavyGuns };
}

export const attackPortHandler: Handler<AttackFrame> = {
  rule: (f) => (f.step === 'lootRoll' || f.step === 'stow' ? '9.53' : '9.52'),
  node(s, f, ix): Node {
    const p = s.pirates[f.pirate];
    if (!p) return { kind: 'auto' };
    switch (f.step) {
      case 'attackRoll':
        return { kind: 'chance', spec: dice(1, f.pirate, `Attack roll of ${displayName(s, f.pirate)} on ${displayName(s, f.port)} (9.52)`) };
      case 'defenseRoll': {
        const n = s.attackedPorts.includes(f.port) ? 2 : 1;
        return { kind: 'chance', spec: dice(n, null, `Defense roll of ${displayName(s, f.port)} (9.52${n === 2 ? ', 9.58' : ''})`) };
      }
      case 'lootRoll':
        return { kind: 'chance', spec: dice(Math.max(1, ix.port[f.port]?.value ?? 1), f.pirate, `Booty of ${displayName(s, f.port)}: one die per point of its Value (9.53)`) };
      case 'stow':
        return !p.ally && p.holds.length >= holdCapacity(ix, p) ? { kind: 'decision', player: p.owner } : { kind: 'auto' };
      default:
        return { kind: 'auto' };
    }
  },
  legal(s, f) {
    const p = s.pirates[f.pirate];
    if (!p || f.step !== 'stow') return [];
    // 9.53: Port Booty takes a whole Hold; he may jettison one to make room, or leave the Booty.
    const out: Action[] = p.holds.map((_, hold): Action => ({ type: 'jettison', player: p.owner, pirate: p.id, hold }));
    out.push({ type: 'abandonCargo', player: p.owner, pirate: p.id });
    return out;
  },
  step(ctx, f, input) {
    const p = mutPirateIf(ctx, f.pirate);
    if (!p && f.step !== 'complete') f.step = 'complete';
    switch (f.step) {
      case 'announce':
        f.step = 'attackRoll';
        // 6.42-6.43 / 10.32: an On-Station Warship or a KC may try to stop the attack.
        openWindow(ctx, 'attackAnnounced', f.pirate);
        return;
      case 'attackRoll':
        if (input?.type === 'chance' && Array.isArray(input.value)) {
          f.attack = [...input.value];
          f.step = 'defenseRoll';
        }
        return;
      case 'defenseRoll':
        if (input?.type === 'chance' && Array.isArray(input.value) && p) {
          f.defense = [...input.value];
          return resolveAttack(ctx, f, p);
        }
        return;
      case 'lootRoll':
        if (input?.type === 'chance' && Array.isArray(input.value) && p) {
          f.booty = sum(input.value) * 100;
          emit(ctx, { type: 'portLooted', rule: '9.53', pirate: p.id, port: f.port, dice: [...input.value], doubloons: f.booty });
          f.step = 'stow';
        }
        return;
      case 'stow':
        if (!p) return;
        if (input?.type === 'jettison') {
          const amount = p.holds[input.hold] ?? 0;
          p.holds = p.holds.filter((_, i) => i !== input.hold);
          emit(ctx, { type: 'holdJettisoned', rule: '9.53', pirate: p.id, doubloons: amount });
          return;
        }
        const ally = mutAllyOf(ctx, p);
        if (input?.type === 'abandonCargo') emit(ctx, { type: 'cargoAbandoned', rule: '9.53', pirate: p.id, doubloons: f.booty });
        else if (ally) shareBooty(ctx, p, ally, f.booty, '9.53');
        else {
          p.holds = [...p.holds, f.booty];
          emit(ctx, { type: 'bootyStowed', rule: '9.53', pirate: p.id, doubloons: f.booty, holds: [...p.holds] });
        }
        return successAftermath(ctx, f, p);
      case 'complete':
        endAction(ctx, f);
        return;
    }
  },
};

/** 9.52-9.54 and 9.58. */
function resolveAttack(ctx: Ctx, f: AttackFrame, p: PirateState): void {
  const s = ctx.s;
  const info = ctx.ix.port[f.port];
  const attack = attackTotal(s, ctx.ix, p, f.port, f.attack[0] ?? 1);
  const defenseRating = info?.defense ?? 0;
  const defense = { dice: [...f.defense], defense: defenseRating, total: sum(f.defense) + defenseRating };
  const success = attack.total > defense.total;
  emit(ctx, { type: 'portAttacked', rule: '9.52', pirate: p.id, port: f.port, attack, defense, outcome: success ? 'success' : 'failure' });
  // 9.58 (successful or not) and 9.34 (attacking his Safe Haven ends it).
  const nat = info?.nationality ?? null;
  // An Alliance attacks as one: both get the Attack History (11.2).
  for (const m of mutTeam(ctx, p)) {
    if (nat && !m.attackHistory.includes(nat)) m.attackHistory = [...m.attackHistory, nat];
    if (!m.portsAttacked.includes(f.port)) m.portsAttacked = [...m.portsAttacked, f.port];
    if (nat && m.letterOfMarque === nat) {
      m.letterOfMarque = null;
      emit(ctx, { type: 'letterOfMarqueLost', rule: '9.58', pirate: m.id, nationality: nat });
    }
    if (m.safeHavens.includes(f.port)) {
      m.safeHavens = m.safeHavens.filter((h) => h !== f.port);
      emit(ctx, { type: 'safeHavenLost', rule: '9.34', pirate: m.id, port: f.port });
    }
  }
  if (!s.attackedPorts.includes(f.port)) s.attackedPorts = [...s.attackedPorts, f.port];
  if (!success) {
    // 9.54: hits equal to the difference (a tie: none); he stays at sea (9.59).
    combatHits(ctx, p, defense.total - attack.total, '9.54');
    f.step = 'complete';
    // 6.42 / 10.32: a failed Attack may still be answered by a Warship or a KC.
    openWindow(ctx, 'attackFailed', f.pirate);
    return;
  }
  f.step = 'lootRoll';
}

/** 9.53: NP, Loyalty, the hit, and In-Port (9.59); he may Sack it with his very next Action (9.55). */
function successAftermath(ctx: Ctx, f: AttackFrame, p: PirateState): void {
  const value = ctx.ix.port[f.port]?.value ?? 0;
  gainNp(ctx, p, 2 * value, 'portAttack', '9.53');
  changeLoyalty(ctx, p, ctx.ix.set.tables.crewLoyalty['portAttack'] ?? 1, 'portAttack', '9.53');
  const from = p.location.kind === 'sea' ? p.location.area : null;
  for (const m of mutTeam(ctx, p)) {
    m.location = { kind: 'port', port: f.port };
    m.sackable = f.port;
    m.sackableTurn = ctx.s.turn.number;
    emit(ctx, { type: 'enteredPort', rule: '9.59', pirate: m.id, port: f.port, from });
    if (m.scurvy) {
      m.scurvy = false;
      emit(ctx, { type: 'scurvyCured', rule: '9.41', pirate: m.id });
    }
  }
  combatHits(ctx, p, 1, '9.53');
  f.step = 'complete';
}
