import type { Handler } from '../actions/ctx.js';
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
  const h = (handlers as Record<string, Handler | undefined>)[kind];
  if (!h) throw new Error(`internal: no handler for frame kind '${kind}'`);
  return h;
}
