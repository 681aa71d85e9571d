import type { Handler } from '../actions/ctx.js';
import type { EventFrame } from '../actions/event-frame.js';
import { disease } from './disease.js';
import { europeanTurmoil } from './european-turmoil.js';
import { fingerOfFate } from './finger-of-fate.js';
import { generalPardon } from './general-pardon-event.js';
import { newGovernors } from './new-governors.js';
import { malDeMer } from './mal-de-mer.js';
import { stormsAtSea } from './storms-at-sea.js';
import { naturalDisaster } from './natural-disaster.js';
import { doubleCross } from '../actions/letter-of-marque.js';
import { buriedTreasure } from './action-and-event.js';
import { kcSurprise } from './kc-cards.js';
import { localResistance } from './local-resistance.js';
import { debaucheryAndRevelry, mutinyConspiracy, piraticalAmbition, scurvyOutbreak, wearAndTear } from './ap-cards.js';

/**
 * The Must-Play-Immediately events (17.15): each card's procedure is a handler on the 'event'
 * frame, in its own module named after the card; so are the Hold-card events that take steps.
 */

// Built on first use: the card modules import this one (finishEvent), so at load time some of
// their handlers may not be initialised yet.
let byCard: Record<string, Handler<EventFrame>> | null = null;
const cardHandlers = (): Record<string, Handler<EventFrame>> => (byCard ??= {
  disease,
  'european-turmoil': europeanTurmoil,
  'finger-of-fate': fingerOfFate,
  'general-pardon': generalPardon,
  'new-governors': newGovernors,
  'mal-de-mer': malDeMer,
  'storms-at-sea': stormsAtSea,
  'natural-disaster': naturalDisaster,
  'debauchery-and-revelry': debaucheryAndRevelry,
  'mutiny-conspiracy': mutinyConspiracy,
  'scurvy-outbreak': scurvyOutbreak,
  'wear-and-tear': wearAndTear,
  'piratical-ambition': piraticalAmbition,
  'double-cross': doubleCross,
  'buried-treasure': buriedTreasure,
  'kc-surprise': kcSurprise,
  'local-resistance': localResistance,
});

function handlerFor(card: string): Handler<EventFrame> {
  const h = cardHandlers()[card];
  if (!h) throw new Error(`internal: no event handler for ${card}`);
  return h;
}

export const eventHandler: Handler<EventFrame> = {
  rule: (f) => handlerFor(f.card).rule(f),
  node: (s, f, ix) => handlerFor(f.card).node(s, f, ix),
  legal: (s, f, ix, player) => handlerFor(f.card).legal(s, f, ix, player),
  step: (ctx, f, input) => handlerFor(f.card).step(ctx, f, input),
};
