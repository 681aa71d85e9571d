import type { Action } from '../actions/schema.js';
import { emit, findFrame, ownFrame, push, type Handler, type Node } from '../actions/ctx.js';
import type { ComponentIndex } from '../tables/index.js';
import type { GameState, PirateState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import { addCount } from '../state/counts.js';
import { kcOf } from '../state/pieces.js';
import { registerResponder } from '../actions/window.js';
import { mayTakeApAction, playApEvent, takeApAction } from '../actions/anti-pirate.js';
import { kcAttackStep } from '../actions/kc.js';
import { finishEvent, type EventFrame } from '../actions/event-frame.js';
import { mutCounts, mutRecord } from '../state/copy.js';

/**
 * The two cards that bring a King's Commissioner into play without the 10.12 roll.
 *  #11 KC Surprise: just after a Warship Sighting's Warship is sent to attack (6.42), by a player
 *      with no KC (10.13) while KCs remain: a KC drawn at random from the pool (RULINGS B52) takes
 *      the Warship's place, which returns to the pool, and attacks at once as a KC (10.33-10.35). For
 *      the Sighting's own player it is not a second AP Action (the card's exception); for another
 *      player it is his AP Action.
 *  #16 Pirate Converts: an AP Action by a player with no KC while a Pirate has Retired: the Ex-Pirate
 *      KC (Combat 9, Speed 3) is placed in the active Pirate's Sea Area, the one adjoining his port
 *      if he is In-Port, never when he is in a Transit Box (RULINGS B47).
 */
const SURPRISE = 'kc-surprise';
const CONVERTS = 'pirate-converts';
const SURPRISE_TYPE = `D:${SURPRISE}`;
const CONVERTS_TYPE = `D:${CONVERTS}`;

/** The Warship just sent to attack by a Sighting (the window sits on its frame). */
function attackingWarship(s: GameState) {
  const f = findFrame(s, 'warship');
  return f && f.step === 'response' && s.warships[f.area] !== undefined ? f : null;
}

function maySurprise(s: GameState, player: PlayerId): boolean {
  const f = attackingWarship(s);
  if (!f || (s.players[player]?.hand.length ?? 0) === 0 || kcOf(s, player) !== null || s.kcPool.length === 0) return false;
  if (s.turn.apCardTypes.includes(SURPRISE)) return false;
  return player === f.player || mayTakeApAction(s, player, SURPRISE_TYPE);
}

registerResponder({
  moments: ['warshipAttack'],
  needs: { card: true },
  eligible: (s, _w, player) => maySurprise(s, player),
  legal: (s, _w, player): Action[] => (maySurprise(s, player) && s.players[player]?.hand.includes(SURPRISE) ? [{ type: 'playEvent', player, card: SURPRISE }] : []),
  respond(ctx, _w, action) {
    const f = attackingWarship(ctx.s);
    if (action.type !== 'playEvent' || !f) return;
    playApEvent(ctx, action.player, SURPRISE, 'draw', { pirate: f.pirate }, action.player === f.player);
  },
});

export const kcSurprise: Handler<EventFrame> = {
  rule: () => '17.2',
  node(s): Node {
    return attackingWarship(s) && s.kcPool.length > 0 ? { kind: 'chance', spec: { kind: 'draw', pool: 'kc', label: 'KC Surprise: draw a KC (17.2 #11)' } } : { kind: 'auto' };
  },
  legal: () => [],
  step(ctx, f, input) {
    const s = ctx.s;
    const attacking = attackingWarship(s);
    finishEvent(ctx, f);
    if (!attacking || input?.type !== 'chance' || typeof input.value !== 'string') return;
    // The Warship's frame lies below: this step's own copy, to end its attack.
    const w = ownFrame(ctx, attacking);
    const warship = s.warships[w.area];
    if (warship) addCount(mutCounts(ctx, 'warshipPool'), warship);
    delete mutCounts(ctx, 'warships')[w.area];
    w.step = 'complete';
    const kc = input.value;
    s.kcPool = s.kcPool.filter((k) => k !== kc);
    mutRecord(ctx, 'kcs')[kc] = { id: kc, owner: f.player, area: w.area };
    // 10.23: this is the KC attack of this Pirate Action.
    s.turn.actionKcReaction = true;
    emit(ctx, { type: 'kcSurprise', rule: '17.2', player: f.player, kc, area: w.area, warship, pirate: w.pirate, speed: ctx.ix.kc[kc]?.speed, combat: ctx.ix.kc[kc]?.combat });
    // First print 17.2 #11: "the normal procedure, which begins with the Interception attempt" (R90 (e)).
    push(ctx, { kind: 'kc', pirate: w.pirate, player: f.player, kc, moved: false, action: 'warshipAttack', step: kcAttackStep(s), rolls: [] });
  },
};

/** B47: where the Ex-Pirate KC would be placed against this Pirate, or null. */
function convertsArea(ix: ComponentIndex, p: PirateState): string | null {
  if (p.location.kind === 'sea') return p.location.area;
  if (p.location.kind === 'port') return ix.port[p.location.port]?.seaAreas[0] ?? null;
  return null;
}

function exPirateKc(s: GameState, ix: ComponentIndex): string | null {
  const k = ix.set.kcs.find((c) => c.exPirate);
  return k && !s.kcs[k.id] && !s.kcsRemoved.includes(k.id) ? k.id : null;
}

function mayConvert(s: GameState, ix: ComponentIndex, pirate: string | null, player: PlayerId): string | null {
  const p = pirate ? s.pirates[pirate] : undefined;
  if (!p || p.owner === player || s.retired.length === 0 || (s.players[player]?.hand.length ?? 0) === 0) return null;
  if (kcOf(s, player) !== null || !exPirateKc(s, ix)) return null;
  return mayTakeApAction(s, player, CONVERTS_TYPE) ? convertsArea(ix, p) : null;
}

registerResponder({
  moments: ['moveAnnounced', 'findAnnounced', 'findResolved', 'lootAnnounced', 'attackAnnounced', 'attackFailed', 'sackAnnounced', 'bootyGrabAnnounced', 'inPortAnnounced', 'digAnnounced', 'actionCompleted'],
  needs: { apAction: true, card: true },
  eligible: (s, w, player, ix) => mayConvert(s, ix, w.pirate, player) !== null,
  legal(s, w, player, ix): Action[] {
    if (!mayConvert(s, ix, w.pirate, player) || !s.players[player]?.hand.includes(CONVERTS)) return [];
    return s.retired.map((pirate): Action => ({ type: 'playEvent', player, card: CONVERTS, pirate }));
  },
  respond(ctx, w, action) {
    if (action.type !== 'playEvent') return;
    const area = mayConvert(ctx.s, ctx.ix, w.pirate, action.player);
    const kc = exPirateKc(ctx.s, ctx.ix);
    if (!area || !kc) return;
    takeApAction(ctx, action.player, CONVERTS_TYPE, '17.2');
    mutRecord(ctx, 'kcs')[kc] = { id: kc, owner: action.player, area };
    emit(ctx, { type: 'cardPlayed', rule: '17.2', player: action.player, card: CONVERTS, use: 'event' });
    emit(ctx, { type: 'kcDeployed', rule: '17.2', player: action.player, kc, area, speed: ctx.ix.kc[kc]?.speed, combat: ctx.ix.kc[kc]?.combat, exPirate: action.pirate });
  },
});
