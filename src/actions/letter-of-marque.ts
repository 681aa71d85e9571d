import type { Action } from './schema.js';
import { dice, emit, type Ctx, type Handler, type Node } from './ctx.js';
import type { ComponentIndex } from '../tables/index.js';
import type { GameState, PirateState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import { addCount, withoutOne } from '../state/counts.js';
import { portStatus } from '../state/pieces.js';
import { eliminate } from './pieces.js';
import { registerResponder } from './window.js';
import { mayTakeApAction, playApEvent } from './anti-pirate.js';
import { finishEvent, type EventFrame } from './event-frame.js';
import { mutCounts, mutPirateIf, mutPlayerIf } from '../state/copy.js';
import { displayName } from '../state/display-name.js';

/**
 * 17.2 #12 Letter of Marque, and the Retirements that use one (18.41 A and B) with 17.2 #4 Double
 * Cross.
 *  - The Letter is played for its Event during an In-Port Activities Action of a Pirate in a port
 *    with a Pro-Pirate Governor (a real one), as part of that Action (4.4C option 1, RULINGS B32).
 *    It gives him that port's nationality (one Letter per Pirate); the card leaves the game.
 *  - 18.41A: a Pirate Action, In-Port, with a Letter of that port's nationality.
 *  - 18.41B / 10.34: an intercepted Pirate with any Letter may surrender to the KC and Retire.
 *  - Double Cross: played the instant he states it, by another player (type D AP Action; in the KC
 *    case also by a player who has used his AP Action, B8). d6: 1-2 no effect; 3-4 a trial, he pays
 *    ceil(Net Worth x 2d6 x 10 %), 10-12 being 100 %; 5-6 hanged, Net Worth 0. He then Retires all
 *    the same (B8; option `doubleCrossHangedScoresAs: 'eliminated'` scores a hanging as 18.12B).
 */
export const LETTER = 'letter-of-marque';
export const DOUBLE_CROSS = 'double-cross';
const DOUBLE_CROSS_TYPE = `D:${DOUBLE_CROSS}`;

/** Pirates of this In-Port Action who may be given the player's Letter of Marque now. */
export function letterTargets(s: GameState, ix: ComponentIndex, p: PirateState, port: string): PirateState[] {
  const gov = s.governors[port];
  if (gov === undefined || gov === 'anti' || !ix.port[port]?.nationality) return [];
  // 11.5: no Letter may be given to any Pirate during the life of an Alliance.
  if (p.ally || !s.players[p.owner]?.hand.includes(LETTER)) return [];
  return p.letterOfMarque === null ? [p] : [];
}

export function letterActions(s: GameState, ix: ComponentIndex, p: PirateState, port: string): Action[] {
  return letterTargets(s, ix, p, port).map((m): Action => ({ type: 'playEvent', player: p.owner, card: LETTER, pirate: m.id }));
}

/** 17.2 #12: the Letter goes to the Pirate; the card is never returned to the deck. */
export function playLetter(ctx: Ctx, player: PlayerId, pirate: string, port: string): void {
  const p = mutPirateIf(ctx, pirate);
  const nationality = ctx.ix.port[port]?.nationality;
  const me = mutPlayerIf(ctx, player);
  if (!p || !nationality || !me) return;
  me.hand = withoutOne(me.hand, LETTER);
  addCount(mutCounts(ctx, 'removed'), LETTER);
  p.letterOfMarque = nationality;
  emit(ctx, { type: 'cardPlayed', rule: '17.2', player, card: LETTER, use: 'event', pirate });
  emit(ctx, { type: 'letterOfMarque', rule: '17.2', pirate, port, nationality });
}

/** 18.41A: may he Retire here with his Letter (In-Port, the port's nationality, not Anti-Pirate for him)? */
export function mayRetireWithLetter(s: GameState, ix: ComponentIndex, p: PirateState): boolean {
  // 11.5: a Letter held cannot be used until the Alliance is broken.
  if (p.location.kind !== 'port' || p.letterOfMarque === null || p.ally) return false;
  const port = p.location.port;
  if (ix.port[port]?.nationality !== p.letterOfMarque) return false;
  const status = portStatus(s, ix, p, port);
  return status === 'pro-pirate' || status === 'safe-haven';
}

/** Moments at which a Letter-of-Marque Retirement is stated (18.41A Action, 18.41B KC surrender). */
const RETIRE_WITH_LETTER = 'letterRetirement';
const SURRENDER_TO_KC = 'kcSurrender';
export const LETTER_MOMENTS = { retire: RETIRE_WITH_LETTER, surrender: SURRENDER_TO_KC } as const;

function mayDoubleCross(s: GameState, moment: string, pirate: string | null, player: PlayerId): boolean {
  const p = pirate ? s.pirates[pirate] : undefined;
  if (!p || p.owner === player || (s.players[player]?.hand.length ?? 0) === 0) return false;
  // B8: in the KC case it may come on top of the player's AP Action, but the card type is still once per turn.
  if (moment === SURRENDER_TO_KC) return player !== s.turn.player && !s.turn.apCardTypes.includes(DOUBLE_CROSS);
  return mayTakeApAction(s, player, DOUBLE_CROSS_TYPE);
}

registerResponder({
  moments: [RETIRE_WITH_LETTER, SURRENDER_TO_KC],
  needs: { card: true },
  eligible: (s, w, player) => mayDoubleCross(s, w.moment, w.pirate, player),
  legal: (s, w, player): Action[] =>
    mayDoubleCross(s, w.moment, w.pirate, player) && s.players[player]?.hand.includes(DOUBLE_CROSS) ? [{ type: 'playEvent', player, card: DOUBLE_CROSS }] : [],
  respond(ctx, w, action) {
    if (action.type !== 'playEvent' || action.card !== DOUBLE_CROSS || !w.pirate) return;
    playApEvent(ctx, action.player, DOUBLE_CROSS, 'roll', { pirate: w.pirate }, w.moment === SURRENDER_TO_KC);
  },
});

/** The Double Cross table, then the Retirement goes on (B8). */
export const doubleCross: Handler<EventFrame> = {
  rule: () => '17.2',
  node(s, f): Node {
    const id = f.targets[0];
    if (!id || !s.pirates[id]) return { kind: 'auto' };
    return f.step === 'trial'
      ? { kind: 'chance', spec: dice(2, null, `Double Cross trial: 2d6 x 10 % of ${displayName(s, id)}'s Net Worth (17.2 #4)`) }
      : { kind: 'chance', spec: dice(1, null, `Double Cross against ${displayName(s, id)} (17.2 #4)`) };
  },
  legal: () => [],
  step(ctx, f, input) {
    const s = ctx.s;
    const p = f.targets[0] ? mutPirateIf(ctx, f.targets[0]) : undefined;
    const faces = input?.type === 'chance' && Array.isArray(input.value) ? input.value : null;
    if (!p || !faces) return finishEvent(ctx, f);
    const sum = faces.reduce((a, b) => a + b, 0);
    if (f.step === 'trial') {
      const percent = Math.min(100, sum * 10);
      const paid = Math.ceil((p.netWorth * percent) / 100);
      p.netWorth -= paid;
      emit(ctx, { type: 'doubleCross', rule: '17.2', player: f.player, pirate: p.id, outcome: 'trial', roll: { dice: [...faces], total: sum }, percent, paid, netWorth: p.netWorth });
      return finishEvent(ctx, f);
    }
    if (sum <= 2) {
      emit(ctx, { type: 'doubleCross', rule: '17.2', player: f.player, pirate: p.id, outcome: 'noEvidence', roll: { die: sum } });
      return finishEvent(ctx, f);
    }
    if (sum <= 4) {
      emit(ctx, { type: 'doubleCross', rule: '17.2', player: f.player, pirate: p.id, outcome: 'trialOrdered', roll: { die: sum } });
      f.step = 'trial';
      return;
    }
    const lost = p.netWorth;
    p.netWorth = 0;
    emit(ctx, { type: 'doubleCross', rule: '17.2', player: f.player, pirate: p.id, outcome: 'hanged', roll: { die: sum }, paid: lost, netWorth: 0 });
    finishEvent(ctx, f);
    if (s.config.options.doubleCrossHangedScoresAs === 'eliminated') eliminate(ctx, p.id, 'hanged', '17.2');
  },
};
