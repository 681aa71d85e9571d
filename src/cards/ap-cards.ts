import type { Action } from '../actions/schema.js';
import { dice, emit, type Ctx, type Handler, type Node } from '../actions/ctx.js';
import type { GameState, PirateState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import { addCount } from '../state/counts.js';
import { drCardMayHit, inPlayCount, limits } from '../state/pieces.js';
import { breakAlliance, changeLoyalty, drCardOn, gainNp, onLoyaltyLoss, startMutiny, mutTeam, teamSpeedHits } from '../actions/pieces.js';
import { takeOver } from '../actions/mutiny.js';
import { openWindow, registerResponder } from '../actions/window.js';
import { mayTakeApAction, playApEvent } from '../actions/anti-pirate.js';
import type { EventFrame } from '../actions/event-frame.js';
import { finishEvent } from '../actions/event-frame.js';
import { mutCounts, mutPirateIf, mutPlayerIf } from '../state/copy.js';
import { displayName } from '../state/display-name.js';

/**
 * Anti-Pirate Event cards played against the active Pirate (4.65D, 17.2), through the interrupt
 * windows: asked on public information (cards in hand, the restrictions used), playable only by a
 * player who holds the card.
 *  #2  Debauchery & Revelry: after he completes an Action In-Port; not if he has a D&R marker (the
 *      first print allows it: option drCardOnMarkedPirate, R81); he takes involuntary D&R (an
 *      Alliance is dissolved first, 11.6).
 *  #15 Mutiny Conspiracy: any time during his Action (a Loot only at its announcement, B28, unless
 *      lootApCardsAnyStep: then between its steps too, 'lootStep' / 'lootStepCards'), an In-Port one
 *      too (In-Port Activities, D&R Recovery, Retirement, Form Alliance: the `inPortAnnounced`
 *      moment) and a dig (`digAnnounced`): the card's player rolls 2d6; above his Loyalty a Mutiny
 *      occurs (14.2); for an Alliance, one roll for each Pirate (11.6), each against his own
 *      Loyalty (the lower of the two in the first print: option allianceLoyalty, R80). #17 Piratical Ambition: the same moments, or in the
 *      first print only right after the activated Pirate's Loyalty falls (`loyaltyLost`, option
 *      piraticalAmbitionTrigger, R84).
 *  #18 Scurvy Outbreak: during his Action, not In-Port, not already Scurvied: Scurvy marker,
 *      Loyalty -1, every Hostage aboard dies (and -1 Loyalty at the start of each of his owner's
 *      Player-Turns until he enters a port).
 *  #22 Wear and Tear: during his Action, not In-Port: Speed hits = d6 / 2 rounded down.
 */
/** First print 17.2 #17: the moment right after the activated Pirate's Crew Loyalty has fallen. */
const LOYALTY_LOST = 'loyaltyLost';

/** Every Anti-Pirate window during a Pirate Action (4.63, R21), the first print's Loot steps and conversion included. */
export const DURING_ACTION = ['moveAnnounced', 'findAnnounced', 'findResolved', 'lootAnnounced', 'attackAnnounced', 'attackFailed', 'sackAnnounced', 'bootyGrabAnnounced', 'inPortAnnounced', 'digAnnounced', 'lootStep', 'lootStepCards', 'convertAnnounced'] as const;

interface ApCard {
  card: string;
  /** Its AP Action type (4.65D), built once. */
  apType: string;
  moments: readonly string[];
  rule: string;
  applies(s: GameState, p: PirateState, moment: string): boolean;
  /** A condition on the card's player, from public information. */
  player?(s: GameState, player: PlayerId): boolean;
}

const CARDS: ApCard[] = [
  { card: 'debauchery-and-revelry', apType: 'D:debauchery-and-revelry', moments: ['actionCompleted'], rule: '17.2', applies: (s, p) => p.location.kind === 'port' && drCardMayHit(s, p) },
  { card: 'mutiny-conspiracy', apType: 'D:mutiny-conspiracy', moments: DURING_ACTION, rule: '17.2', applies: () => true },
  { card: 'scurvy-outbreak', apType: 'D:scurvy-outbreak', moments: DURING_ACTION, rule: '17.2', applies: (_s, p) => p.location.kind !== 'port' && !p.scurvy },
  { card: 'wear-and-tear', apType: 'D:wear-and-tear', moments: DURING_ACTION, rule: '17.2', applies: (_s, p) => p.location.kind !== 'port' },
  // #17: the card's player needs a Pirate card in hand and room below his in-play limit (public).
  // 17.2 #17: any time during his Action (Living Rules); only right after a loss of his Crew Loyalty
  // (first print, option piraticalAmbitionTrigger, R84).
  { card: 'piratical-ambition', apType: 'D:piratical-ambition', moments: [...DURING_ACTION, LOYALTY_LOST], rule: '17.2', applies: (s, _p, moment) => (moment === LOYALTY_LOST) === (s.config.options.piraticalAmbitionTrigger === 'afterLoyaltyLoss'), player: (s, player) => (s.players[player]?.pirateHand.length ?? 0) > 0 && inPlayCount(s, player) < limits(s.config.players).inPlay },
];

function mayPlay(s: GameState, c: ApCard, pirate: string | null, player: PlayerId, moment: string): PirateState | null {
  const p = pirate ? s.pirates[pirate] : undefined;
  if (!p || p.owner === player || !c.applies(s, p, moment) || (c.player && !c.player(s, player))) return null;
  return mayTakeApAction(s, player, c.apType) ? p : null;
}

for (const c of CARDS) {
  registerResponder({
    moments: c.moments,
    needs: { apAction: true, card: true },
    eligible: (s, w, player) => (s.players[player]?.hand.length ?? 0) > 0 && mayPlay(s, c, w.pirate, player, w.moment) !== null,
    legal: (s, w, player): Action[] => (s.players[player]?.hand.includes(c.card) && mayPlay(s, c, w.pirate, player, w.moment) ? [{ type: 'playEvent', player, card: c.card }] : []),
    respond(ctx, w, action) {
      if (action.type !== 'playEvent' || action.card !== c.card || !w.pirate) return;
      playApEvent(ctx, action.player, c.card, 'start', { pirate: w.pirate });
    },
  });
}

/**
 * First print 17.2 #17 (R84): the Piratical Ambition window, opened the instant the activated
 * Pirate's Crew Loyalty falls: a Pirate of the Pirate Player whose Action is under way (a frame of
 * his below, in the Card Play Phase). Not at the start of a Player-Turn (Scurvy) nor in another
 * player's turn: nobody is activated then.
 */
function activated(s: GameState, pirate: string): boolean {
  if (s.turn.phase !== 'play' || s.pirates[pirate]?.owner !== s.turn.player) return false;
  for (const f of s.stack) if (f.kind !== 'window' && 'pirate' in f && f.pirate === pirate) return true;
  return false;
}

onLoyaltyLoss((ctx, pirate) => {
  if (activated(ctx.s, pirate)) openWindow(ctx, LOYALTY_LOST, pirate);
});

function target(s: GameState, f: EventFrame): PirateState | undefined {
  const id = f.targets[0];
  return id ? s.pirates[id] : undefined;
}

/** The target as the context's own entry, for the steps that change him (src/state/copy.ts). */
function mutTarget(ctx: Ctx, f: EventFrame): PirateState | undefined {
  const id = f.targets[0];
  return id ? mutPirateIf(ctx, id) : undefined;
}

export const debaucheryAndRevelry: Handler<EventFrame> = {
  rule: () => '17.2',
  node: () => ({ kind: 'auto' }),
  legal: () => [],
  step(ctx, f) {
    const p = mutTarget(ctx, f);
    finishEvent(ctx, f);
    if (!p) return;
    const ally = p.ally ? mutPirateIf(ctx, p.ally) : undefined;
    if (ally) breakAlliance(ctx, p, 'debaucheryCard');
    // First print (option drCardOnMarkedPirate, R81): a Pirate with a marker keeps one, involuntary, his Recovery begun again.
    for (const m of ally ? [p, ally] : [p]) drCardOn(ctx, m, '17.2');
  },
};

/**
 * #15: 11.6 "resolved for each Pirate, separately": an Alliance takes one 2d6 roll per Pirate (the
 * roll is part of the Event), the target's first, then his ally's. Frame use: `queue` keeps the
 * rolls made so far ('3,4'); both are resolved together once the last is rolled, so each reads the
 * Loyalties the Alliance had when the card was played.
 */
function conspiracyTeam(s: GameState, f: EventFrame): PirateState[] {
  const p = target(s, f);
  const ally = p?.ally ? s.pirates[p.ally] : undefined;
  return p ? (ally ? [p, ally] : [p]) : [];
}

export const mutinyConspiracy: Handler<EventFrame> = {
  rule: () => '17.2',
  node(s, f): Node {
    const next = conspiracyTeam(s, f)[f.queue.length];
    return next ? { kind: 'chance', spec: dice(2, null, `Mutiny Conspiracy: 2d6 against ${displayName(s, next.id)}'s Loyalty (17.2 #15)`) } : { kind: 'auto' };
  },
  legal: () => [],
  step(ctx, f, input) {
    const s = ctx.s;
    const p = mutTarget(ctx, f);
    if (p && input?.type === 'chance' && Array.isArray(input.value) && f.queue.length + 1 < conspiracyTeam(s, f).length) {
      f.queue = [...f.queue, input.value.join(',')]; // 11.6: the ally's own roll comes next
      return;
    }
    finishEvent(ctx, f);
    if (!p || input?.type !== 'chance' || !Array.isArray(input.value)) return;
    const rolls = [...f.queue.map((r) => r.split(',').map(Number)), [...input.value]];
    // 11.6: a Mutiny breaks the Alliance. First print 11.2 (option allianceLoyalty, R80): each roll
    // is checked against the lower of the two Loyalties.
    const members = mutTeam(ctx, p);
    const lower = s.config.options.allianceLoyalty === 'lower' ? Math.min(...members.map((m) => m.loyalty)) : null;
    members.forEach((m, i) => {
      const faces = rolls[i] ?? rolls[0] ?? [];
      const roll = faces.reduce((a, b) => a + b, 0);
      const loyalty = lower ?? m.loyalty;
      const mutiny = roll > loyalty;
      emit(ctx, { type: 'mutinyConspiracy', rule: '17.2', player: f.player, pirate: m.id, roll: { dice: faces, total: roll, loyalty }, outcome: mutiny ? 'mutiny' : 'none' });
      if (mutiny) startMutiny(ctx, m.id, 'conspiracy');
    });
  },
};

export const scurvyOutbreak: Handler<EventFrame> = {
  rule: () => '17.2',
  node: () => ({ kind: 'auto' }),
  legal: () => [],
  step(ctx, f) {
    const p = mutTarget(ctx, f);
    finishEvent(ctx, f);
    if (!p) return;
    // 11.4: Scurvy applies to both allied crews in full (the Loyalty loss is shared by changeLoyalty).
    for (const m of mutTeam(ctx, p)) {
      m.scurvy = true;
      for (const h of m.hostages) addCount(mutCounts(ctx, 'hostagePool'), h.kind);
      emit(ctx, { type: 'scurvy', rule: '17.2', pirate: m.id, hostagesDied: m.hostages.length });
      m.hostages = [];
    }
    changeLoyalty(ctx, p, ctx.ix.set.tables.crewLoyalty['scurvy'] ?? -1, 'scurvy', '17.2');
  },
};

export const wearAndTear: Handler<EventFrame> = {
  rule: () => '17.2',
  node(s, f): Node {
    return target(s, f) ? { kind: 'chance', spec: dice(1, null, 'Wear and Tear roll (17.2 #22)') } : { kind: 'auto' };
  },
  legal: () => [],
  step(ctx, f, input) {
    const p = mutTarget(ctx, f);
    finishEvent(ctx, f);
    if (!p || input?.type !== 'chance' || !Array.isArray(input.value)) return;
    const die = input.value[0] ?? 1;
    const hits = Math.floor(die / 2);
    emit(ctx, { type: 'wearAndTear', rule: '17.2', pirate: p.id, roll: die, speedHits: hits });
    // 11.4: Speed damage applies to each allied ship.
    teamSpeedHits(ctx, p, hits, '17.2'); // each allied ship in full (11.4), the Loyalty once (11.3)
  },
};

/**
 * #17 Piratical Ambition: the card's player picks a Pirate card from his hand to lead a takeover,
 * and the two fight a Duel (15.1: Duel-rating dice each, a tie is fought again). The challenger wins:
 * the active Pirate is marooned (eliminated, 18.12B, his NP still scores), the challenger takes the
 * ship and everything on it but Net Worth, NP and Cunning, Loyalty 6, with NP = both Duel ratings
 * (15.2), and the ship is now the card player's. He loses: he never enters play; the active Pirate
 * gains Loyalty +1 and NP = both Duel ratings.
 * Frame use: targets = [active Pirate, challenger once chosen]; queue = [challenger's Duel total].
 */
export const piraticalAmbition: Handler<EventFrame> = {
  rule: () => '17.2',
  node(s, f, ix): Node {
    const p = target(s, f);
    if (!p) return { kind: 'auto' };
    const challenger = f.targets[1];
    if (!challenger) return { kind: 'decision', player: f.player as PlayerId };
    const dueling = f.queue.length === 0 ? challenger : p.id;
    // The challenger is not in play yet, so no Cunning for him; the active Pirate may use his (B42).
    return { kind: 'chance', spec: dice(Math.max(1, ix.pirate[dueling]?.duel ?? 1), dueling === p.id ? p.id : null, `Duel roll of ${displayName(s, dueling)} (15.1)`) };
  },
  legal(s, f) {
    if (f.targets[1]) return [];
    const player = f.player as PlayerId;
    return (s.players[player]?.pirateHand ?? []).map((pirate): Action => ({ type: 'chooseReplacement', player, pirate }));
  },
  step(ctx, f, input) {
    const s = ctx.s;
    const p = mutTarget(ctx, f);
    if (!p) return finishEvent(ctx, f);
    if (!f.targets[1]) {
      if (input?.type === 'chooseReplacement') f.targets = [p.id, input.pirate];
      return;
    }
    if (input?.type !== 'chance' || !Array.isArray(input.value)) return;
    const total = input.value.reduce((a, b) => a + b, 0);
    if (f.queue.length === 0) {
      f.queue = [String(total)];
      return;
    }
    const challenger = f.targets[1];
    const theirs = Number(f.queue[0]);
    f.queue = [];
    emit(ctx, { type: 'duel', rule: '15.1', pirate: challenger, target: p.id, totals: { [challenger]: theirs, [p.id]: total }, winner: theirs > total ? challenger : total > theirs ? p.id : null });
    if (theirs === total) return; // 15.1: a tie is fought again
    finishEvent(ctx, f);
    // 15.2: the winner's NP (a new Pirate's starting NP); none in the first print (option duelNp).
    const sumRatings = s.config.options.duelNp ? (ctx.ix.pirate[challenger]?.duel ?? 0) + (ctx.ix.pirate[p.id]?.duel ?? 0) : 0;
    const me = mutPlayerIf(ctx, f.player as PlayerId);
    if (me) me.pirateHand = me.pirateHand.filter((x) => x !== challenger);
    if (theirs > total) {
      takeOver(ctx, p, challenger, '17.2', sumRatings, false, f.player as PlayerId);
      return;
    }
    s.eliminated = [...s.eliminated, challenger];
    emit(ctx, { type: 'challengerKilled', rule: '17.2', pirate: challenger, player: f.player });
    changeLoyalty(ctx, p, ctx.ix.set.tables.crewLoyalty['winAmbitionDuel'] ?? 1, 'winAmbitionDuel', '17.2');
    gainNp(ctx, p, sumRatings, 'duel', '15.2');
  },
};
