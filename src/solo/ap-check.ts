import { emit, pop, push, type Ctx, type Handler, type Node } from '../actions/ctx.js';
import type { ComponentIndex } from '../tables/index.js';
import type { Frame, FrameOf, GameState, PirateState } from '../state/schema.js';
import { addCount, takeCount, total, withSorted, withoutOne } from '../state/counts.js';
import { kcAttackStep } from '../actions/kc.js';
import { oncePerTurn } from '../actions/anti-pirate.js';
import { playedAgainst } from '../cards/skull-and-crossbones.js';
import { needsReshuffle, reshuffle } from './decks.js';
import { GP, returnGeneralPardon } from '../cards/general-pardon.js';
import { isBlackbeard } from './sp.js';
import { mutCounts, mutPlayer, mutPlayerIf, mutRecord } from '../state/copy.js';
import { drCardMayHit, kcOf } from '../state/pieces.js';
import { displayName } from '../state/display-name.js';

/**
 * 19.13 / 19.14: the Anti-Pirate Action the System Player takes at each of Blackbeard's Actions
 * (checked once per Action, as it is announced; RULINGS B54 #3, #4):
 *  1. an SP KC in his Sea Area or an adjacent one Reacts to a Move from a Sea Area, a Find, a Loot or
 *     an Attack Port (10.3); otherwise an On-Station Warship in his Sea Area attacks a Find, a Loot or
 *     an Attack Port (6.43). One such activity per Action (RULINGS R33);
 *  2. otherwise, once his NP is 12 or more, the SP's first AP Action in each of his Player-Turns is a
 *     try to deploy a KC into his Sea Area (10.12: 3d6 below his NP; he must be at sea; one KC per
 *     player, 10.13);
 *  3. otherwise the top Hold card is drawn for the SP: an Anti-Pirate card is played against him when
 *     its own conditions allow (17.2), then discarded:
 *       Warship Sighting: attacks when the Action is one Warships answer (6.42), otherwise the
 *         Warship is simply placed On Station in his Sea Area (19.13; none at sea: no effect);
 *       Debauchery & Revelry: In-Port, without a D&R marker, once the Action is complete (17.2 #2);
 *       Mutiny Conspiracy: always; Scurvy Outbreak: at sea, not already Scurvied; Wear and Tear:
 *         not In-Port; Local Resistance: the port he is in, if it has a Pro-Pirate Governor;
 *       Double Cross: when the Action is a Retirement with a Letter of Marque (18.41A);
 *       Pirate Converts: the SP has no KC and a Pirate has Retired (RULINGS B47 placement);
 *       General Pardon: played at once as 17.2 #8, one of its three appearances (R39);
 *       KC Surprise (needs a Warship Sighting already attacking), Skull and Crossbones and the
 *         cards that are not Anti-Pirate cards: no effect.
 *     Each draw may bring the Hold deck down to 20 cards: a Pardon held out returns then (17.2 #8).
 * A card played against him opens the Skull and Crossbones window for you (17.2 #19).
 *
 * The first print (option solitaireApModel 'firstPrint', FR 19.13-19.14, RULINGS R87) has no step 1
 * and no On-Station placement: "draw the top card; if it holds an Anti-Pirate Action, perform it
 * against Blackbeard if possible". Its 19.14 instead has "the first SP Pirate" try, in each
 * Player-Turn, to deploy a KC (as 2.) or, once the SP has one, to intercept him with it: at the
 * first of his Actions in the Player-Turn that a KC may answer (a Move from a Sea Area, a Find, a
 * Loot, an Attack Port; FR 10.31) with the KC in his Sea Area or an adjacent one (FR 10.24), the
 * KC enters his Sea Area and the KC procedure follows (kc.ts), in place of the card.
 */
type ApFrame = FrameOf<'soloAp'>;

/** The Action kinds KCs React to (10.31) and Warships answer (6.42-6.43). */
const KC_TRIGGERS: Record<string, string> = { move: 'moveAnnounced', findMerchant: 'findAnnounced', loot: 'lootAnnounced', attackPort: 'attackAnnounced' };
const WARSHIP_TRIGGERS = new Set(['findMerchant', 'loot', 'attackPort']);

/** 19.14: Blackbeard's Notoriety from which the SP deploys KCs against him. */
export const KC_NOTORIETY = 12;

/** Hook for the start of a Pirate Action (turn.ts): Blackbeard's Actions are checked. */
export function soloActionBegun(ctx: Ctx, pirate: string, action: string): void {
  const s = ctx.s;
  if (!s.solo || s.turn.player === s.solo.system || !isBlackbeard(s, pirate)) return;
  push(ctx, { kind: 'soloAp', pirate, action, step: 'start', card: null });
}

function check(ctx: Ctx, f: ApFrame, card: string | null, effect: string): void {
  // 4.65D / 6.42: a card the SP plays counts against its type's once-per-Player-Turn limit (a
  // deferred one once it strikes, R33).
  const t = ctx.s.turn;
  if (card && (effect === 'played' || effect === 'onStation') && !t.apCardTypes.includes(card)) t.apCardTypes = [...t.apCardTypes, card];
  emit(ctx, { type: 'soloApCheck', rule: effect === 'kcDeploy' || effect === 'kcIntercept' ? '19.14' : '19.13', player: ctx.s.solo?.system, pirate: f.pirate, action: f.action, card, effect });
}

/** An SP KC that may React to this Action (10.31; RULINGS B38: not in the turn he was deployed). */
function reactingKc(s: GameState, ix: ComponentIndex, p: PirateState, action: string): string | null {
  const solo = s.solo;
  if (!solo || p.location.kind !== 'sea' || !KC_TRIGGERS[action] || s.turn.actionKcReaction || p.deployedTurn === s.turn.number) return null;
  const id = kcOf(s, solo.system);
  const kc = id ? s.kcs[id] : undefined;
  const area = p.location.area;
  if (!id || !kc) return null;
  return kc.area === area || (ix.seaArea[area]?.borders ?? []).includes(kc.area) ? id : null;
}

export const soloApHandler: Handler<ApFrame> = {
  rule: (f) => (f.step === 'start' ? '19.13' : '17.2'),
  node(s, f): Node {
    if (f.step === 'draw' && total(s.deck) > 0) return { kind: 'chance', spec: { kind: 'draw', pool: 'event', label: `The System Player draws a Hold card against ${displayName(s, f.pirate)} (19.13)` } };
    if (f.step === 'station' && total(s.warshipPool) > 0) return { kind: 'chance', spec: { kind: 'draw', pool: 'warship', label: 'Draw a Warship to place On Station (19.13)' } };
    return { kind: 'auto' };
  },
  legal: () => [],
  step(ctx, f, input) {
    const s = ctx.s;
    const solo = s.solo;
    const p = s.pirates[f.pirate];
    if (!solo || !p) return pop(ctx, f);
    const drawn = input?.type === 'chance' && typeof input.value === 'string' ? input.value : null;
    switch (f.step) {
      case 'start':
        return start(ctx, f, p);
      case 'draw':
        if (drawn) {
          takeCount(mutCounts(ctx, 'deck'), drawn);
          emit(ctx, { type: 'cardDrawn', rule: '19.13', player: solo.system, card: drawn, mustPlay: ctx.ix.card[drawn]?.mode === 'must-play', deck: 'hold' });
          // 17.2 #8: a Pardon held out comes back once 20 or fewer cards remain, whoever drew.
          returnGeneralPardon(ctx);
          // 19.10 / 17.2 #8: the General Pardon is not an AP card but it must be played when drawn:
          // it is one of its appearances, wherever it is drawn from (R39).
          if (drawn === GP) {
            pop(ctx, f);
            check(ctx, f, drawn, 'generalPardon');
            push(ctx, { kind: 'event', card: drawn, player: solo.system, step: 'start', index: 0, targets: [], queue: [] });
            return;
          }
          return playAgainst(ctx, f, p, drawn);
        }
        if (needsReshuffle(s, ctx.ix, false)) return reshuffle(ctx, false);
        check(ctx, f, null, 'noCard');
        return pop(ctx, f);
      case 'station':
        pop(ctx, f);
        if (drawn && p.location.kind === 'sea' && s.warships[p.location.area] === undefined) {
          takeCount(mutCounts(ctx, 'warshipPool'), drawn);
          mutCounts(ctx, 'warships')[p.location.area] = drawn;
          const w = ctx.ix.warship[drawn];
          emit(ctx, { type: 'warshipPlaced', rule: '19.13', player: solo.system, area: p.location.area, warship: drawn, speed: w?.speed, combat: w?.combat });
          emit(ctx, { type: 'warshipOnStation', rule: '19.13', area: p.location.area });
        }
        return;
      case 'deferred': {
        // 17.2 #2: after he has completed his Action In-Port; the SP held the card meanwhile.
        pop(ctx, f);
        const card = f.card ?? '';
        const sp = s.players[solo.system];
        if (sp && sp.hand.includes(card)) mutPlayer(ctx, solo.system).hand = withoutOne(sp.hand, card);
        if (p.location.kind === 'port' && drCardMayHit(s, p)) {
          check(ctx, f, card, 'played');
          return playEvent(ctx, p, card, [p.id]);
        }
        addCount(mutCounts(ctx, 'discard'), card);
        check(ctx, f, card, 'noEffect');
        return;
      }
    }
  },
};

function start(ctx: Ctx, f: ApFrame, p: PirateState): void {
  const s = ctx.s;
  const solo = s.solo;
  if (!solo) return pop(ctx, f);
  const t = s.turn;
  const firstPrint = s.config.options.solitaireApModel === 'firstPrint';
  // 1. 19.13: an SP KC or an On-Station Warship acts by itself (not in the first print, R87).
  const kc = firstPrint ? null : reactingKc(s, ctx.ix, p, f.action);
  if (kc && p.location.kind === 'sea') return spKcAttack(ctx, f, p, kc, 'kcReaction', '10.3');
  if (!firstPrint && p.location.kind === 'sea' && WARSHIP_TRIGGERS.has(f.action) && s.warships[p.location.area] !== undefined && !t.actionWarship) {
    pop(ctx, f);
    const area = p.location.area;
    t.actionWarship = true;
    check(ctx, f, null, 'warship');
    emit(ctx, { type: 'warshipActivated', rule: '6.43', player: solo.system, area, warship: s.warships[area], pirate: p.id });
    push(ctx, { kind: 'warship', pirate: p.id, area, player: solo.system, step: 'response', rolls: [] });
    return;
  }
  // 2. 19.14: the SP's first AP Action of each of his Player-Turns tries to deploy a KC.
  if ((solo.kcTrigger || p.np >= KC_NOTORIETY) && p.location.kind === 'sea' && solo.kcTurn !== t.number && kcOf(s, solo.system) === null && s.kcPool.length > 0) {
    pop(ctx, f);
    s.solo = { ...solo, kcTurn: t.number };
    check(ctx, f, null, 'kcDeploy');
    push(ctx, { kind: 'kc', pirate: p.id, player: solo.system, kc: null, moved: false, action: KC_TRIGGERS[f.action] ?? f.action, step: 'deployRoll', rolls: [] });
    return;
  }
  // First print 19.14 (R87): the SP's KC tries to intercept him, once per Player-Turn.
  const interceptor = firstPrint && solo.kcTurn !== t.number ? reactingKc(s, ctx.ix, p, f.action) : null;
  if (interceptor && p.location.kind === 'sea') {
    s.solo = { ...solo, kcTurn: t.number };
    return spKcAttack(ctx, f, p, interceptor, 'kcIntercept', '19.14');
  }
  // 3. 19.13: the top card of the Hold deck.
  f.step = 'draw';
}

/**
 * The SP's KC `kc` enters Blackbeard's Sea Area (10.31, FR 10.24) and attacks him, in place of the
 * card: by itself (19.13, 'kcReaction') or as the first print's once-a-turn interception (FR 19.14,
 * 'kcIntercept'). The KC procedure (kc.ts) follows; under kcModel 'harass' (the first print's
 * preset) its interception is rolled at once (FR 10.32, R90 (e)).
 */
function spKcAttack(ctx: Ctx, f: ApFrame, p: PirateState, kc: string, effect: 'kcReaction' | 'kcIntercept', rule: string): void {
  const s = ctx.s;
  const solo = s.solo;
  const k = s.kcs[kc];
  pop(ctx, f);
  if (!solo || !k || p.location.kind !== 'sea') return;
  const area = p.location.area;
  s.turn.actionKcReaction = true;
  const moved = k.area !== area;
  mutRecord(ctx, 'kcs')[kc] = { ...k, area };
  check(ctx, f, null, effect);
  emit(ctx, { type: 'kcReaction', rule, player: solo.system, kc, pirate: p.id, area, moved });
  push(ctx, { kind: 'kc', pirate: p.id, player: solo.system, kc, moved, action: KC_TRIGGERS[f.action] ?? f.action, step: kcAttackStep(s), rolls: [] });
}

/** The frame of Blackbeard's Action, just below this check. */
function actionFrame(s: GameState, f: ApFrame): Frame | undefined {
  const i = s.stack.lastIndexOf(f);
  for (let k = i - 1; k >= 0; k--) {
    const g = s.stack[k];
    if (g && 'pirate' in g && g.pirate === f.pirate && g.kind !== 'window') return g;
  }
  return undefined;
}

function playAgainst(ctx: Ctx, f: ApFrame, p: PirateState, card: string): void {
  const s = ctx.s;
  const solo = s.solo;
  if (!solo) return pop(ctx, f);
  const inPort = p.location.kind === 'port';
  const area = p.location.kind === 'sea' ? p.location.area : null;
  const noEffect = (): void => {
    pop(ctx, f);
    addCount(mutCounts(ctx, 'discard'), card);
    check(ctx, f, card, 'noEffect');
  };
  // 4.65D, 6.42 (B14, R52): a card type already played this Player-Turn has no effect; R33 waives
  // only 4.61 for these checks.
  if (s.turn.apCardTypes.includes(card) && oncePerTurn(s, card)) return noEffect();
  switch (card) {
    case 'warship-sighting': {
      if (!area || s.warships[area] !== undefined || total(s.warshipPool) === 0) return noEffect();
      const attacks = WARSHIP_TRIGGERS.has(f.action) && !s.turn.actionWarship;
      // First print (R87): "if possible" only; no Warship is placed On Station.
      if (!attacks && s.config.options.solitaireApModel === 'firstPrint') return noEffect();
      addCount(mutCounts(ctx, 'discard'), card);
      if (attacks) {
        // 6.42: placed and attacking at once (the SP always attacks, solo/decide.ts).
        pop(ctx, f);
        s.turn.actionWarship = true;
        check(ctx, f, card, 'played');
        emit(ctx, { type: 'cardPlayed', rule: '6.42', player: solo.system, card, use: 'event', pirate: p.id });
        push(ctx, { kind: 'warship', pirate: p.id, area, player: solo.system, step: 'draw', rolls: [] });
        playedAgainst(ctx, card);
        return;
      }
      check(ctx, f, card, 'onStation');
      f.step = 'station';
      return;
    }
    case 'debauchery-and-revelry': {
      if (!inPort || !drCardMayHit(s, p)) return noEffect();
      // 17.2 #2: it waits below his Action and strikes once the Action is complete.
      const below = actionFrame(s, f);
      pop(ctx, f);
      const i = below ? s.stack.indexOf(below) : -1;
      if (i < 0) return playEvent(ctx, p, card, [p.id]);
      check(ctx, f, card, 'deferred');
      const sp = mutPlayerIf(ctx, solo.system);
      if (sp) sp.hand = withSorted(sp.hand, card);
      s.stack.splice(i, 0, { kind: 'soloAp', pirate: p.id, action: f.action, step: 'deferred', card });
      return;
    }
    case 'mutiny-conspiracy':
      pop(ctx, f);
      check(ctx, f, card, 'played');
      return playEvent(ctx, p, card, [p.id]);
    case 'scurvy-outbreak':
      if (inPort || p.scurvy) return noEffect();
      pop(ctx, f);
      check(ctx, f, card, 'played');
      return playEvent(ctx, p, card, [p.id]);
    case 'wear-and-tear':
      if (inPort) return noEffect();
      pop(ctx, f);
      check(ctx, f, card, 'played');
      return playEvent(ctx, p, card, [p.id]);
    case 'local-resistance': {
      const port = p.location.kind === 'port' ? p.location.port : null;
      const gov = port ? s.governors[port] : undefined;
      if (!port || gov === undefined || gov === 'anti' || ctx.ix.port[port]?.piratePort) return noEffect();
      pop(ctx, f);
      check(ctx, f, card, 'played');
      return playEvent(ctx, p, card, [port], 'roll');
    }
    case 'double-cross': {
      const g = actionFrame(s, f);
      if (!g || g.kind !== 'retire' || g.step !== 'letter') return noEffect();
      pop(ctx, f);
      check(ctx, f, card, 'played');
      return playEvent(ctx, p, card, [p.id], 'roll');
    }
    case 'pirate-converts': {
      const kc = ctx.ix.set.kcs.find((k) => k.exPirate)?.id;
      const where = p.location.kind === 'sea' ? p.location.area : p.location.kind === 'port' ? (ctx.ix.port[p.location.port]?.seaAreas[0] ?? null) : null;
      if (!kc || s.kcs[kc] || s.kcsRemoved.includes(kc) || s.retired.length === 0 || kcOf(s, solo.system) !== null || !where) return noEffect();
      pop(ctx, f);
      addCount(mutCounts(ctx, 'discard'), card);
      check(ctx, f, card, 'played');
      mutRecord(ctx, 'kcs')[kc] = { id: kc, owner: solo.system, area: where };
      emit(ctx, { type: 'cardPlayed', rule: '17.2', player: solo.system, card, use: 'event' });
      emit(ctx, { type: 'kcDeployed', rule: '17.2', player: solo.system, kc, area: where, speed: ctx.ix.kc[kc]?.speed, combat: ctx.ix.kc[kc]?.combat, exPirate: s.retired[0] });
      return;
    }
    default:
      return noEffect();
  }
}

/** The SP plays an Anti-Pirate Event card against Blackbeard (17.2); the event frame holds the card. */
function playEvent(ctx: Ctx, p: PirateState, card: string, targets: string[], step = 'start'): void {
  const solo = ctx.s.solo;
  if (!solo) return;
  emit(ctx, { type: 'cardPlayed', rule: '17.2', player: solo.system, card, use: 'event', pirate: p.id });
  push(ctx, { kind: 'event', card, player: solo.system, step, index: 0, targets, queue: [] });
  playedAgainst(ctx, card);
}
