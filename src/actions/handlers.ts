import type { Handler } from './ctx.js';
import type { Frame } from '../state/schema.js';
import { setupHandler } from './setup.js';
import { turnHandler } from './turn.js';
import { placeMerchantsHandler } from './merchants.js';
import { eventHandler } from '../events/index.js';
import { chooseAreaHandler } from './choose-area.js';
import { moveHandler } from './move.js';
import { findHandler } from './find.js';
import { lootHandler } from './loot.js';
import { convertHandler } from './convert.js';
import { pirateCardHandler } from './deploy.js';
import { windowHandler } from './window.js';
import { inPortHandler } from './in-port.js';
import { attackPortHandler } from './attack-port.js';
import { sackHandler } from './sack.js';
import { bootyGrabHandler } from './booty-grab.js';
import { mutinyHandler } from './mutiny.js';
import { retireHandler } from './retire.js';
import { recoverHandler } from './recover.js';
import { assignHitHandler, formAllianceHandler } from './alliance.js';
import { warshipHandler } from './warship.js';
import { kcHandler } from './kc.js';
import { kcActionHandler } from './kc-actions.js';
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
