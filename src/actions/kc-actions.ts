import type { Action } from './schema.js';
import { dice, emit, pop, push, type Ctx, type Handler, type Node } from './ctx.js';
import type { ComponentIndex } from '../tables/index.js';
import type { FrameOf, GameState, PirateState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import { inPortAt, kcOf, piratesAt } from '../state/pieces.js';
import { combatHitsEach, gainNpEach } from './pieces.js';
import { registerResponder, type Responder } from './window.js';
import { cancelAction, mayTakeApAction, takeApAction } from './anti-pirate.js';
import { destroyPort, piratesInPort } from './ports.js';
import { putToSea } from './choose-area.js';
import { kcKillVp } from './kc.js';
import { mutKcIf } from '../state/copy.js';
import { displayName } from '../state/display-name.js';

/**
 * 10.4 KC AP Actions (AP type C): during any Pirate Action, from anywhere on the map, one KC per
 * Player-Turn across all players (10.23), his owner's one AP Action:
 *  - Move one step (7.11: Sea Areas and Transit Boxes; never into a port, 10.26);
 *  - 10.41 Attack the Pirate Port of its Sea Area: KC d6 + Combat (+2 Living Rules) against each
 *    Pirate there, d6 + ship Combat (+2 Heavy Guns, no Ability); above them all, every Pirate there
 *    is put to sea with 1 Combat hit and the port is Destroyed; an empty port is simply Destroyed;
 *    not while one of the KC owner's own Pirates is there (B37); no NP either way;
 *  - 10.42 Oust the active Pirate's port (not a Pirate Port) while he is doing an In-Port Action:
 *    KC d6 + Combat (+2) against d6 + the Combat of every Pirate ship there (+2 per Heavy Guns);
 *    higher: every Pirate there is put to sea and the active Pirate's Action stops; otherwise each
 *    Pirate there gains 1 NP.
 */
type KcActionFrame = FrameOf<'kcAction'>;

const ANY_ACTION = ['moveAnnounced', 'findAnnounced', 'findResolved', 'lootAnnounced', 'attackAnnounced', 'attackFailed', 'sackAnnounced', 'bootyGrabAnnounced', 'inPortAnnounced', 'digAnnounced', 'actionCompleted'] as const;

/** The KC this player may use for a KC AP Action now, if any (10.23, 4.61, 4.62). */
function usableKc(s: GameState, player: PlayerId): string | null {
  const id = kcOf(s, player);
  if (!id || !mayTakeApAction(s, player, 'C')) return null;
  if (s.turn.kcActing !== null && s.turn.kcActing !== id) return null;
  return id;
}

function kcSteps(s: GameState, ix: ComponentIndex, from: string): string[] {
  const area = ix.seaArea[from];
  if (area) return [...area.borders, ...area.transitBoxes];
  return [...(ix.transitBox[from]?.connects ?? [])];
}

function piratePortsAt(s: GameState, ix: ComponentIndex, area: string, player: PlayerId): string[] {
  return (ix.portsInArea[area] ?? []).filter((port) => {
    if (!ix.port[port]?.piratePort || s.destroyedPorts.includes(port)) return false;
    // B37: not while one of his own Pirates is in that Pirate Port.
    return !piratesAt(s, port).some((p) => p.owner === player);
  });
}


/** 10.42: the active Pirate's port, if an Oust is possible now from this KC's Sea Area. */
function oustablePort(s: GameState, ix: ComponentIndex, w: { moment: string; pirate: string | null }, area: string): string | null {
  if (w.moment !== 'inPortAnnounced' || !w.pirate) return null;
  const p = s.pirates[w.pirate];
  if (!p || p.location.kind !== 'port') return null;
  const port = p.location.port;
  if (ix.port[port]?.piratePort || !(ix.port[port]?.seaAreas ?? []).includes(area)) return null;
  return port;
}

function options(s: GameState, ix: ComponentIndex, w: { moment: string; pirate: string | null }, player: PlayerId): Action[] {
  const id = usableKc(s, player);
  const kc = id ? s.kcs[id] : undefined;
  if (!id || !kc) return [];
  const out: Action[] = kcSteps(s, ix, kc.area).map((to): Action => ({ type: 'kcMove', player, to }));
  for (const port of piratePortsAt(s, ix, kc.area, player)) out.push({ type: 'kcAttackPort', player, port });
  if (oustablePort(s, ix, w, kc.area)) out.push({ type: 'kcOust', player });
  return out;
}

const responder: Responder = {
  moments: ANY_ACTION,
  needs: { apAction: true },
  eligible: (s, w, player, ix) => player !== s.turn.player && options(s, ix, w, player).length > 0,
  legal: (s, w, player, ix) => options(s, ix, w, player),
  respond(ctx, w, action) {
    if (!('player' in action)) return;
    const id = kcOf(ctx.s, action.player);
    const kc = id ? mutKcIf(ctx, id) : undefined;
    if (!id || !kc) return;
    takeApAction(ctx, action.player, 'C', '10.4');
    ctx.s.turn.kcActing = id;
    // First print 10.23 (R90 (a)): the Player-Turn's KC harasses the active Pirate from now on.
    if (ctx.s.config.options.kcModel === 'harass') ctx.s.turn.kcHarassed = w.pirate;
    if (action.type === 'kcMove') {
      const from = kc.area;
      kc.area = action.to;
      emit(ctx, { type: 'kcMoved', rule: '10.4', player: action.player, kc: id, from, to: action.to });
    } else if (action.type === 'kcAttackPort' || action.type === 'kcOust') {
      const port = action.type === 'kcAttackPort' ? action.port : (oustablePort(ctx.s, ctx.ix, w, kc.area) ?? '');
      push(ctx, {
        kind: 'kcAction',
        player: action.player,
        kc: id,
        action: action.type === 'kcAttackPort' ? 'attackPiratePort' : 'oust',
        port,
        pirate: w.pirate,
        step: 'kcRoll',
        kcTotal: 0,
        queue: action.type === 'kcAttackPort' ? piratesInPort(ctx, port) : [],
        best: 0,
      });
    }
  },
};
registerResponder(responder);

export const kcActionHandler: Handler<KcActionFrame> = {
  rule: (f) => (f.action === 'oust' ? '10.42' : '10.41'),
  node(s, f): Node {
    if (f.step === 'kcRoll') return { kind: 'chance', spec: dice(1, null, `KC ${displayName(s, f.kc)}'s roll (${f.action === 'oust' ? '10.42' : '10.41'})`) };
    if (f.step === 'defense') {
      // 10.42: "the Pirate Player rolls", for his active Pirate: a roll Cunning may reroll (12.0, R18).
      if (f.action === 'oust') {
        const roller = f.pirate && inPortAt(s, f.pirate, f.port) ? f.pirate : null;
        return { kind: 'chance', spec: dice(1, roller, `Defence against the Oust at ${displayName(s, f.port)} (10.42)`) };
      }
      const head = f.queue[0];
      if (head && s.pirates[head]) return { kind: 'chance', spec: dice(1, head, `${displayName(s, head)}'s defence of ${displayName(s, f.port)} (10.41)`) };
    }
    return { kind: 'auto' };
  },
  legal: () => [],
  step(ctx, f, input) {
    const s = ctx.s;
    const faces = input?.type === 'chance' && Array.isArray(input.value) ? input.value : null;
    const kc = ctx.ix.kc[f.kc];
    const plus2 = s.config.options.livingRulesPlus2 ? 2 : 0;
    if (f.step === 'kcRoll' && faces) {
      f.kcTotal = (faces[0] ?? 1) + (kc?.combat ?? 0) + plus2;
      emit(ctx, { type: 'kcRoll', rule: f.action === 'oust' ? '10.42' : '10.41', kc: f.kc, roll: { die: faces[0], combat: kc?.combat, livingRules: plus2, total: f.kcTotal } });
      f.step = 'defense';
      return;
    }
    if (f.step === 'defense' && f.action === 'oust') {
      if (!faces) return finish(ctx, f);
      const ships = piratesAt(s, f.port);
      const combat = ships.reduce((t, p) => t + p.combat + (p.heavyGuns ? 2 : 0) - inPortDrPenalty(s, p), 0);
      const total = (faces[0] ?? 1) + combat;
      const ousted = f.kcTotal > total;
      emit(ctx, { type: 'oust', rule: '10.42', kc: f.kc, port: f.port, kcTotal: f.kcTotal, defense: { die: faces[0], combat, total }, outcome: ousted ? 'ousted' : 'failed' });
      if (ousted) {
        if (f.pirate) cancelAction(ctx, f.pirate, '10.42');
        for (const p of ships) putToSea(ctx, p.id, '10.42');
      } else gainNpEach(ctx, ships, 1, 'failedOust', '10.42'); // each Pirate 1 NP, allies too (11.3)
      return finish(ctx, f);
    }
    if (f.step === 'defense') {
      const head = f.queue.shift();
      const p = head ? s.pirates[head] : undefined;
      if (p && faces) {
        const dr = inPortDrPenalty(s, p);
        const total = (faces[0] ?? 1) + p.combat + (p.heavyGuns ? 2 : 0) - dr;
        emit(ctx, { type: 'piratePortDefence', rule: '10.41', pirate: p.id, roll: { die: faces[0], combat: p.combat, heavyGuns: p.heavyGuns ? 2 : 0, ...(dr ? { dr: -dr } : {}), total } });
        f.best = Math.max(f.best, total);
      }
      if (f.queue.length > 0) return;
      const destroyed = f.kcTotal > f.best;
      emit(ctx, { type: 'piratePortAttacked', rule: '10.41', kc: f.kc, port: f.port, kcTotal: f.kcTotal, best: f.best, outcome: destroyed ? 'destroyed' : 'repulsed' });
      if (destroyed) {
        const ships = piratesAt(s, f.port);
        combatHitsEach(ctx, ships, 1, '10.41'); // one hit on each ship, allies too (11.4)
        // 10.36: a ship that hit sinks was killed by the KC (a Combat 0 ship, 6.25).
        for (const p of ships) if (!s.pirates[p.id]) kcKillVp(ctx, f.player, f.kc, p.id, p.np);
        destroyPort(ctx, f.port, '10.41');
        for (const p of ships) if (s.pirates[p.id]) putToSea(ctx, p.id, '10.41');
      }
      return finish(ctx, f);
    }
    finish(ctx, f);
  },
};

/**
 * 13.23: the D&R -2 applies when attacked at sea only (Living Rules, RULINGS B25); the first print
 * applies it whenever he is "attacked in any way" (FR 13.22, option dnrPenaltyScope 'any'): a KC's
 * attack on his Pirate Port and an Oust (R53).
 */
function inPortDrPenalty(s: GameState, p: PirateState): number {
  return p.dr && s.config.options.dnrPenaltyScope === 'any' ? 2 : 0;
}

function finish(ctx: Ctx, f: KcActionFrame): void {
  pop(ctx, f);
}
