import { componentsOf, type Blackbeard, type Handler } from '../actions/ctx.js';
import { defineGame, type Engine } from '../kernel/index.js';
import type { Action } from '../actions/schema.js';
import { actionShapeFault } from '../actions/action-shape.js';
import { IllegalActionError, type IllegalActionCode } from '../actions/errors.js';
import { plugInRules } from '../actions/hooks.js';
import { offerCunning } from '../actions/window.js';
import { clearStackAtEnd } from '../actions/end-game.js';
import type { ComponentIndex } from '../tables/index.js';
import type { GameState } from '../state/schema.js';
import { blackbeardPool } from '../state/chance.js';
import { deepCopy, sealState, workingCopy } from '../state/copy.js';
import { hasId, lookup } from '../state/lookup.js';
import { ACTION_LIMITS, boundsFault, clip } from '../state/bounds.js';
import { playedAgainst } from '../cards/skull-and-crossbones.js';
import { cardEventChoices, digFrame, mayDig, resolveCardEvent } from '../cards/action-and-event.js';
import { returnGeneralPardon } from '../cards/general-pardon.js';
import { soloDrawNode, soloDrawStep, soloEndOfTurn, soloMerchantPhase, soloNewCaptain, soloNextPlayer, soloPlayFilter, soloStormRefill, soloTurnPirates } from '../solo/turn.js';
import { soloActionBegun } from '../solo/ap-check.js';
import { blackbeardMutiny } from '../solo/career.js';
import { soloCheckEnd } from '../solo/end.js';
import { spDecide } from '../solo/decide.js';
import type { Frame } from '../state/schema.js';
import { setupHandler } from '../actions/setup.js';
import { turnHandler } from '../actions/turn.js';
import { placeMerchantsHandler } from '../actions/merchants.js';
import { eventHandler } from '../cards/index.js';
import { chooseAreaHandler } from '../actions/choose-area.js';
import { moveHandler } from '../actions/move.js';
import { findHandler } from '../actions/find.js';
import { lootHandler } from '../actions/loot.js';
import { convertHandler } from '../actions/convert.js';
import { pirateCardHandler } from '../actions/deploy.js';
import { windowHandler } from '../actions/window.js';
import { inPortHandler } from '../actions/in-port.js';
import { attackPortHandler } from '../actions/attack-port.js';
import { sackHandler } from '../actions/sack.js';
import { bootyGrabHandler } from '../actions/booty-grab.js';
import { mutinyHandler } from '../actions/mutiny.js';
import { retireHandler } from '../actions/retire.js';
import { recoverHandler } from '../actions/recover.js';
import { assignHitHandler, formAllianceHandler } from '../actions/alliance.js';
import { warshipHandler } from '../actions/warship.js';
import { kcHandler } from '../actions/kc.js';
import { kcActionHandler } from '../actions/kc-actions.js';
import { soloArriveHandler, soloSetupHandler } from '../solo/setup.js';
import { soloApHandler } from '../solo/ap-check.js';
import { soloNpHandler } from '../solo/career.js';

/** One handler per frame kind (DESIGN: one procedure family per module). */
const handlers: { [K in Frame['kind']]: Handler<Extract<Frame, { kind: K }>> } = {
  setup: setupHandler,
  turn: turnHandler,
  placeMerchants: placeMerchantsHandler,
  event: eventHandler,
  chooseArea: chooseAreaHandler,
  move: moveHandler,
  find: findHandler,
  loot: lootHandler,
  convert: convertHandler,
  pirateCard: pirateCardHandler,
  window: windowHandler((kind) => handlerOf(kind)),
  inPort: inPortHandler,
  attackPort: attackPortHandler,
  sackPort: sackHandler,
  bootyGrab: bootyGrabHandler,
  mutiny: mutinyHandler,
  retire: retireHandler,
  recover: recoverHandler,
  assignHit: assignHitHandler,
  formAlliance: formAllianceHandler,
  warship: warshipHandler,
  kc: kcHandler,
  kcAction: kcActionHandler,
  // Solitaire Blackbeard (19.0)
  soloSetup: soloSetupHandler,
  soloArrive: soloArriveHandler,
  soloAp: soloApHandler,
  soloNp: soloNpHandler,
};

export function handlerOf(kind: string): Handler {
  // Frame kinds come from states the engine made or validated: no own-key check on this hot path.
  const h = (handlers as Record<string, Handler | undefined>)[kind];
  if (!h) throw new Error(`internal: no handler for frame kind '${kind}'`);
  return h;
}

// The cards (17.x) and Solitaire (19.x) are a layer above the turn sequence that calls them: they
// are plugged in here, when the definition loads, before any rule runs (src/actions/hooks.ts).
plugInRules({
  cards: { playedAgainst, cardEventChoices, resolveCardEvent, mayDig, digFrame, returnGeneralPardon },
  solo: {
    actionBegun: soloActionBegun,
    turnPirates: soloTurnPirates,
    nextPlayer: soloNextPlayer,
    drawNode: soloDrawNode,
    drawStep: soloDrawStep,
    playFilter: soloPlayFilter,
    merchantPhase: soloMerchantPhase,
    endOfTurn: soloEndOfTurn,
    stormRefill: soloStormRefill,
    blackbeardMutiny,
    newCaptain: soloNewCaptain,
  },
});

/**
 * Blackbeard on the decision kernel (src/kernel, docs/kernel.md): its frames' handlers, its draw
 * pools, its copies of the state, its errors, and the plug-in points Solitaire and Cunning use.
 */
export const engine: Engine<Blackbeard> = defineGame<Blackbeard>({
  handlerOf,
  pools: blackbeardPool,
  components: componentsOf,
  illegal: (code, message, rule) => new IllegalActionError(code, message, rule),
  rules: { malformed: '4.5', over: (s) => s.over?.rule ?? '4.1' },
  // The shape check is hand-written (src/actions/action-shape.ts), held to ActionSchema by
  // test/action-shape.test.ts: the play path loads no zod (issue 14 point 3).
  shapeFault: actionShapeFault,
  // Issue 22 point 1: an action's size before anything reads all of it (a million keys).
  precheck(raw) {
    const far = boundsFault(raw, ACTION_LIMITS);
    return far ? { path: far.path ? [far.path] : [], message: far.message } : null;
  },
  clip,
  diagnose,
  workingCopy,
  privateCopy: deepCopy,
  seal: sealState,
  hooks: {
    // 19.9: a solitaire game ends the instant one of its end conditions occurs.
    beforeStep(ctx) {
      if (ctx.s.solo && !ctx.s.over) soloCheckEnd(ctx);
    },
    onOver: clearStackAtEnd,
    // 19.17: the System Player is never asked; its choices are made here, like seeded chance.
    decide(ctx, f, h, player, self) {
      if (!ctx.s.solo || player !== ctx.s.solo.system) return false;
      spDecide(ctx, f, h, player, self);
      return true;
    },
    // 12.0: a Pirate's own roll may be rerolled with Cunning before it takes effect.
    interceptChance: offerCunning,
  },
});

/**
 * Why a well-formed action by the right player is illegal, in Blackbeard's words: an unknown
 * Pirate, port or card, or another player's Pirate (null: the kernel's 'wrong-phase' or
 * 'illegal-action').
 */
function diagnose(s: GameState, action: Action, legal: readonly Action[], _f: Frame, ix: ComponentIndex): IllegalActionError | null {
  const fail = (code: IllegalActionCode, message: string, rule: string) => new IllegalActionError(code, message, rule);
  const pirateId = 'pirate' in action && typeof action.pirate === 'string' ? action.pirate : null;
  // Own keys only: 'constructor' is no Pirate, port or card (issue 15 point 3).
  if (pirateId !== null && !hasId(ix.pirate, pirateId)) return fail('unknown-pirate', `No Pirate called '${clip(pirateId)}'`, '5.0');
  if ('port' in action && typeof action.port === 'string' && !hasId(ix.port, action.port)) return fail('unknown-port', `No port called '${clip(action.port)}'`, '9.1');
  if ('card' in action && !hasId(ix.card, action.card)) return fail('unknown-card', `No Event card called '${clip(action.card)}'`, '17.2');
  // No legal action of this type: the kernel's 'wrong-phase'.
  if (!legal.some((a) => a.type === action.type)) return null;
  if (pirateId !== null && legal.every((a) => a.type !== action.type || !('pirate' in a) || a.pirate !== pirateId)) {
    const p = lookup(s.pirates, pirateId);
    if (p && 'player' in action && p.owner !== action.player) return fail('not-your-pirate', `${pirateId} belongs to Player ${p.owner}`, '4.5');
  }
  return null;
}
