import type { Action } from './schema.js';
import { emit, push, type Ctx, type Handler } from './ctx.js';
import type { ComponentIndex } from '../tables/index.js';
import type { Frame, FrameOf, GameState, PirateState } from '../state/schema.js';
import { freshTurn } from '../state/fresh-turn.js';
import type { PlayerId } from '../state/ids.js';
import { addCount, withSorted, withoutOne, takeCount, total } from '../state/counts.js';
import { allyOf, inPlayCount, kcOf, limits, locationLabel, moveDestinations, nextPlayer, piratesOf, portStatus, ratings } from '../state/pieces.js';
import { mutTeam, changeLoyalty, startMutiny } from './pieces.js';
import { attackablePorts } from './attack-port.js';
import { inPortAllowed, inPortFrame } from './in-port.js';
import { grabTargets } from './booty-grab.js';
import { retireMethod } from './retire.js';
import { alliancePartners, breakAllianceAction, mayLead } from './alliance.js';
import { openWindow } from './window.js';
import { placeMerchantsFrame } from './merchants.js';
import { deployFromHand, deployActions } from './deploy.js';
import { deckHasCards } from '../state/chance.js';
import { mayRetireWithLetter } from './letter-of-marque.js';
import { cardRules, soloRules } from './hooks.js';
import { mutCounts, mutMerchant, mutPirate, mutPlayer } from '../state/copy.js';

/**
 * The Player-Turn (4.3-4.5): Card Draw Phase (4.4A), Merchant Ship Phase (4.4B), Card Play Phase
 * with its Pirate Actions (4.4C, 4.5), then the turn passes (4.4D).
 */
type TurnFrame = FrameOf<'turn'>;

const HAND_SIZE = 4; // 4.4A

/** Actions a Hold card gives, or null if it cannot be played for Actions now (4.5, 4.52, 17.15). */
function cardActions(s: GameState, ix: ComponentIndex, card: string, pirate: string | null): number | null {
  const c = ix.card[card];
  if (!c || c.mode === 'must-play' || c.actions === null) return null;
  if (c.actions === 'initiative') {
    const p = pirate ? s.pirates[pirate] : undefined;
    return p ? ratings(ix, p.id).initiative : null;
  }
  return c.actions;
}

/** Every way to play a card from hand for Actions (4.4C option 2/3). */
function playCardActions(s: GameState, ix: ComponentIndex, player: PlayerId, mine: readonly PirateState[]): Action[] {
  const hand = s.players[player]?.hand ?? [];
  const out: Action[] = [];
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i];
    // Identical cards give identical actions. (`i > 0` first: reading index -1 of an array is slow.)
    if (!card || (i > 0 && card === hand[i - 1])) continue;
    const c = ix.card[card];
    if (!c || c.actions === null) continue;
    // 4.4C option 3 (B23): the Event is compulsory, so one play per subject it can have.
    const events = c.mode === 'actions-and-event' ? cardRules().cardEventChoices(s, ix, player, card) : null;
    if (events) {
      for (const event of events) out.push({ type: 'playCard', player, card, pirate: null, event });
    } else if (c.actions === 'initiative') {
      // 4.52: all the Actions go to one of his in-play Pirates.
      for (const p of mine) out.push({ type: 'playCard', player, card, pirate: p.id });
    } else {
      out.push({ type: 'playCard', player, card, pirate: null });
    }
  }
  return out;
}

/**
 * Pirates who may take the next Action (4.51 split; 4.52 one Pirate; 4.53 freed if he was
 * eliminated). Actions bound to an allied Pirate belong to the Alliance, which acts as one through
 * its Active Pirate (11.2, R15): either ally's Initiative may give them.
 */
function actingPirates(s: GameState, mine: readonly PirateState[]): readonly PirateState[] {
  const bound = s.turn.actionsPirate;
  const p = bound ? s.pirates[bound] : undefined;
  if (!p) return mine;
  const ally = allyOf(s, p);
  return ally ? [p, ally] : [p];
}

/** The Pirate Actions of 4.5 open to one Pirate. */
export function pirateActionsFor(s: GameState, ix: ComponentIndex, p: PirateState): Action[] {
  const player = p.owner;
  const pirate = p.id;
  const out: Action[] = [];
  // 11.2: allies act as one, through the Active Pirate (the one with more NP; either on a tie).
  if (!mayLead(s, p)) return out;
  const ally = allyOf(s, p);
  // 4.5A / 7.0 Move (allowed under D&R, 13.22); an Alliance goes only where both may go.
  const allyDest = ally ? new Set(moveDestinations(s, ix, ally).map(locationLabel)) : null;
  // 10.27 / B37: never into (or staying in) a Sea Area that holds his own KC.
  const ownKc = kcOf(s, player);
  const kcArea = ownKc ? s.kcs[ownKc]?.area : undefined;
  for (const to of moveDestinations(s, ix, p)) {
    if (to.kind === 'sea' && to.area === kcArea) continue;
    if (!allyDest || allyDest.has(locationLabel(to))) out.push({ type: 'move', player, pirate, to });
  }
  if (p.location.kind === 'sea' && p.location.area === kcArea) return out;
  if (p.dr || ally?.dr) {
    // 13.22 / 13.24: the only other Action under D&R is Recovery, In-Port.
    if (p.location.kind === 'port') out.push({ type: 'recoverDR', player, pirate });
    return out;
  }
  if (p.location.kind === 'sea') {
    const area = p.location.area;
    for (const port of ix.portsInArea[area] ?? []) {
      const m = s.merchants[port];
      if (!m) continue;
      // 8.11-8.15: Find a Merchant in his Sea Area that nobody holds as Found; Loot one he Found.
      if (m.foundBy === null) out.push({ type: 'findMerchant', player, pirate, port });
      else if (m.foundBy === pirate || (ally && m.foundBy === ally.id)) out.push({ type: 'loot', player, pirate, port });
    }
    // First print 4.5D / 8.5: Convert the Merchant he has just Looted (his first Action after it).
    if (p.convertible) out.push({ type: 'convertMerchant', player, pirate });
    // 4.5G / 9.51: Attack a port of his Sea Area.
    for (const port of attackablePorts(s, ix, p)) out.push({ type: 'attackPort', player, pirate, port });
    // 17.2 #1: dig for the Buried Treasure.
    if (cardRules().mayDig(ix, p)) out.push({ type: 'digTreasure', player, pirate });
    return out;
  }
  if (p.location.kind === 'port') {
    const port = p.location.port;
    const status = portStatus(s, ix, p, port);
    // 4.5D / 9.4, RULINGS B33: nothing of the kind in a port that is Anti-Pirate for him.
    if (inPortAllowed(status)) out.push({ type: 'inPortActivities', player, pirate });
    // 4.5H / 9.55: Sack, as the very next Action after taking the port.
    if (p.sackable === port) out.push({ type: 'sackPort', player, pirate });
    // 4.5E / 9.6 Booty Grab.
    for (const target of grabTargets(s, p)) out.push({ type: 'bootyGrab', player, pirate, target });
    // 4.5J / 18.41 C-D.
    if (retireMethod(s, ix, p)) out.push({ type: 'retire', player, pirate });
    if (mayRetireWithLetter(s, ix, p)) out.push({ type: 'retire', player, pirate, method: 'letterOfMarque' });
    // 4.5I / 11.1 Form an Alliance; not in a port that is Anti-Pirate for either of them (B33's
    // list of what he may do there is closed).
    if (status !== 'anti-pirate') {
      for (const partner of alliancePartners(s, p)) {
        const q = s.pirates[partner];
        if (q && portStatus(s, ix, q, port) !== 'anti-pirate') out.push({ type: 'formAlliance', player, pirate, partner });
      }
    }
  }
  return out;
}

function playPhaseActions(s: GameState, ix: ComponentIndex): Action[] {
  const t = s.turn;
  const player = t.player;
  const me = s.players[player];
  if (!me) return [];
  const out: Action[] = [];
  const mine = piratesOf(s, player);
  const playable = t.actionsCard === null ? playCardActions(s, ix, player, mine) : [];
  const cardPlays = t.discardedForActions === 0 ? playable : [];
  for (const a of cardPlays) out.push(a);
  // 4.55: only with no card playable for Actions, discard up to 2 cards for 1 Action each.
  if (t.actionsCard === null && t.discardedForActions < 2 && me.hand.length > 0 && playable.length === 0) {
    for (let i = 0; i < me.hand.length; i++) {
      const card = me.hand[i];
      if (card && (i === 0 || card !== me.hand[i - 1])) out.push({ type: 'discardForActions', player, card });
    }
  }
  if (t.actionsLeft > 0) {
    for (const p of actingPirates(s, mine)) for (const a of pirateActionsFor(s, ix, p)) out.push(a);
    if (t.actionsPirate === null || !s.pirates[t.actionsPirate]) out.push(...actionK(s, ix, player));
  }
  // 11.6: he may end an Alliance by announcing it on his turn (not an Action).
  for (const p of mine) if (p.ally && p.id < p.ally) out.push({ type: 'breakAlliance', player, pirate: p.id });
  // 17.14: at least one Hold card must be played each Player-Turn, when one can be.
  if (t.holdPlayed || cardPlays.length === 0) out.push({ type: 'endTurn', player });
  return out;
}

/** 4.5K / 5.16: draw a Pirate card, or deploy one from hand, within the limits. */
function actionK(s: GameState, ix: ComponentIndex, player: PlayerId): Action[] {
  const me = s.players[player];
  if (!me) return [];
  const lim = limits(s.config.players);
  const inPlay = inPlayCount(s, player);
  const out: Action[] = [];
  const canDraw =
    s.pirateDeck.length > 0 &&
    (s.config.players >= 6
      ? inPlay === 0 && me.pirateHand.length === 0 // 2.7: a new card only when the Pirate has left
      : me.pirateHand.length < lim.inHand || inPlay < lim.inPlay);
  if (canDraw) out.push({ type: 'drawPirate', player });
  if (inPlay < lim.inPlay) for (const pirate of me.pirateHand) out.push(...deployActions(s, ix, player, pirate));
  return out;
}

/**
 * Begin one Pirate Action (4.5): count it, push its procedure, and, 14.1, if his crew's Loyalty is
 * 0 the Mutiny comes first ("each time that same Pirate is activated, before any other Action").
 */
function startAction(ctx: Ctx, pirate: string, kind: string, frame: Frame): void {
  const s = ctx.s;
  s.turn.actionsLeft -= 1;
  s.turn.actionCount += 1;
  // Asked for as mutable now: the writes below, and what the Action's start changes, are seen here.
  const p = s.pirates[pirate] ? mutPirate(ctx, pirate) : undefined;
  for (const m of p ? mutTeam(ctx, p) : []) {
    if (kind !== 'move') m.slowMove = null; // 6.26: the two Move Actions must be consecutive
    if (kind !== 'recoverDR') m.drRecoveries = 0; // 13.24 / B43: consecutive Recovery Actions
    if (kind !== 'sackPort') m.sackable = null; // 9.55: the Sack must be his very next Action
    m.convertible = null; // first print 8.5: conversion only as his very next Action (the frame keeps the type)
  }
  // 4.62 / 6.44: the per-Action Anti-Pirate restrictions start afresh.
  s.turn.actionApTypes = [];
  s.turn.actionWarship = false;
  s.turn.actionKcReaction = false;
  emit(ctx, { type: 'actionBegun', rule: '4.5', player: s.turn.player, pirate, action: kind, number: s.turn.actionCount, actionsLeft: s.turn.actionsLeft });
  push(ctx, frame);
  // 19.13 / 19.14 (solitaire): the SP's Anti-Pirate check of Blackbeard's Action.
  if (s.solo) soloRules().actionBegun(ctx, pirate, kind);
  // 10.42: an In-Port Action may be answered by a KC's Oust from the adjoining Sea Area.
  if (p && p.location.kind === 'port' && kind !== 'move') openWindow(ctx, 'inPortAnnounced', pirate);
  // 4.63: a dig on the Isle of Pines (17.2 #1) is a Pirate Action at sea like the others: AP cards
  // (17.2) and KC Actions (10.12, 10.4) may answer it; Warships and KC Reaction do not (6.42, 10.32).
  else if (kind === 'digTreasure') openWindow(ctx, 'digAnnounced', pirate);
  if (p && p.loyalty === 0) startMutiny(ctx, pirate, 'activatedAtLoyaltyZero');
}

function endTurn(ctx: Ctx): void {
  const s = ctx.s;
  // RULINGS B29: "Found" lasts until the end of the finder's Player-Turn.
  if (!s.config.options.foundPersists) for (const port of Object.keys(s.merchants)) {
    const m = s.merchants[port];
    if (m && m.foundBy !== null) mutMerchant(ctx, port).foundBy = null;
  }
  // 9.55: a Sack not made by the end of his owner's Player-Turn after the Attack is lost ("whether
  // in this turn or the next"). In solitaire the Player-Turn is one Pirate's (19.2).
  for (const p of s.solo ? soloRules().turnPirates(s) : piratesOf(s, s.turn.player)) {
    if (p.sackable !== null && p.sackableTurn < s.turn.number) mutPirate(ctx, p.id).sackable = null;
  }
  // 7.12: the two Move Actions of a move below Speed 0 are spent together, within one Player-Turn.
  for (const id of Object.keys(s.pirates)) {
    if (s.pirates[id]?.slowMove) mutPirate(ctx, id).slowMove = null;
  }
  const gp = s.generalPardon;
  if (gp.pardon && s.turn.number >= gp.pardon.endsAfterTurn) {
    emit(ctx, { type: 'pardonEnded', rule: '17.2', drawer: gp.pardon.drawer });
    gp.pardon = null;
  }
  emit(ctx, { type: 'turnEnded', rule: '4.4', player: s.turn.player, turn: s.turn.number });
  // 19.2 (solitaire): you, then a Player-Turn for each SP Pirate.
  const next = s.solo ? soloRules().nextPlayer(ctx) : nextPlayer(s, s.turn.player);
  s.turn = freshTurn(s.turn.number + 1, next, 'start');
}

export const turnHandler: Handler<TurnFrame> = {
  rule: () => '4.4',
  node(s, _f, ix) {
    const t = s.turn;
    const hand = s.players[t.player]?.hand.length ?? 0;
    // 19.11 / 19.12 (solitaire): your Hold cards; the SP's MPI card, then its Hold card.
    if (t.phase === 'draw' && s.solo) return soloRules().drawNode(s, ix);
    if (t.phase === 'draw' && hand < HAND_SIZE && deckHasCards(s, ix)) {
      return { kind: 'chance', spec: { kind: 'draw', pool: 'event', label: `Player ${t.player} draws an Event card (4.4A)` } };
    }
    if (t.phase === 'play' && !t.malDeMer) return { kind: 'decision', player: t.player };
    return { kind: 'auto' };
  },
  legal(s, _f, ix) {
    if (s.turn.phase !== 'play') return [];
    // 19.1, 19.2, 19.11, 19.18 (solitaire): no Pirate cards; each SP turn is one SP Pirate's.
    return s.solo ? soloRules().playFilter(s, ix, playPhaseActions(s, ix)) : playPhaseActions(s, ix);
  },
  step(ctx, _f, input) {
    const s = ctx.s;
    const t = s.turn;
    const me = s.players[t.player];
    if (!me) throw new Error(`internal: no player ${t.player}`);
    switch (t.phase) {
      case 'start': {
        emit(ctx, { type: 'turnStarted', rule: '4.3', player: t.player, turn: t.number });
        // 17.2 #18: Scurvy costs 1 Loyalty (the table's scurvy) at each of the owner's turn starts; an
        // Alliance loses it once, applied to both crews in full (11.3, 11.4), not once per ship.
        let done: string | null = null; // the ally of a Pirate already handled (one Alliance per player)
        for (const p of s.solo ? soloRules().turnPirates(s) : piratesOf(s, t.player)) {
          if (p.id === done) continue;
          const ally = allyOf(s, p);
          if (ally) done = ally.id;
          if (p.scurvy || ally?.scurvy) changeLoyalty(ctx, mutPirate(ctx, p.id), ctx.ix.set.tables.crewLoyalty['scurvy'] ?? -1, 'scurvy', '17.2');
        }
        t.phase = 'draw';
        return;
      }
      case 'draw': {
        if (s.solo) return soloRules().drawStep(ctx, input);
        if (input?.type === 'chance' && typeof input.value === 'string') {
          drawCard(ctx, t.player, input.value);
          return;
        }
        if (s.generalPardon.whereabouts === 'longGame' && me.hand.length < HAND_SIZE && total(s.deck) === 0) {
          rebuildLongGameDeck(ctx);
          return;
        }
        t.phase = 'merchants';
        return;
      }
      case 'merchants': {
        t.phase = 'play';
        if (t.malDeMer && s.config.options.malDeMerSkipsMerchants) return;
        if (s.solo) return soloRules().merchantPhase(ctx); // 19.4
        // 4.4B: fewer than 5 Merchants on the map -> bring them up to 6 (6.31).
        const onMap = Object.keys(s.merchants).length;
        if (onMap < 5) push(ctx, placeMerchantsFrame(6 - onMap, '4.4'));
        return;
      }
      case 'play': {
        if (!input) {
          // 17.2 #14 Mal de Mer: the Card Play Phase is lost (RULINGS B31).
          t.phase = 'end';
          return;
        }
        playStep(ctx, input);
        return;
      }
      case 'end':
        // 19.1 / 19.20 (solitaire): replacements and Blackbeard's Notoriety loss come first.
        if (s.solo && soloRules().endOfTurn(ctx)) return;
        endTurn(ctx);
        return;
      default:
        return;
    }
  },
};

/** 4.4A: one card drawn; a Must Play Immediately card is resolved at once (17.15). */
function drawCard(ctx: Ctx, player: PlayerId, card: string): void {
  const s = ctx.s;
  takeCount(mutCounts(ctx, 'deck'), card);
  const c = ctx.ix.card[card];
  if (c?.mode === 'must-play') {
    emit(ctx, { type: 'cardDrawn', rule: '4.4', player, card, mustPlay: true });
    push(ctx, { kind: 'event', card, player, step: 'start', index: 0, targets: [], queue: [] });
  } else {
    emit(ctx, { type: 'cardDrawn', rule: '4.4', player, card, mustPlay: false, visibleTo: player });
    const me = s.players[player];
    if (me) mutPlayer(ctx, player).hand = withSorted(me.hand, card);
  }
  cardRules().returnGeneralPardon(ctx);
}

/** 4.1 Long Game / RULINGS B3: the first exhaustion rebuilds the deck from the discards plus GP. */
function rebuildLongGameDeck(ctx: Ctx): void {
  const s = ctx.s;
  for (const id of Object.keys(s.discard)) addCount(mutCounts(ctx, 'deck'), id, s.discard[id] ?? 0);
  s.discard = {};
  addCount(mutCounts(ctx, 'deck'), 'general-pardon');
  s.generalPardon.whereabouts = 'deck';
  emit(ctx, { type: 'deckRebuilt', rule: '4.1', cards: total(s.deck) });
}

function playStep(ctx: Ctx, a: Action): void {
  const s = ctx.s;
  const t = s.turn;
  const me = s.players[t.player];
  if (!me) return;
  switch (a.type) {
    case 'playCard': {
      const actions = cardActions(s, ctx.ix, a.card, a.pirate) ?? 0;
      mutPlayer(ctx, t.player).hand = withoutOne(me.hand, a.card);
      t.actionsCard = a.card;
      t.actionsLeft = actions;
      t.actionsPirate = a.pirate;
      t.holdPlayed = true;
      const rule = a.event ? '4.4' : ctx.ix.card[a.card]?.actions === 'initiative' ? '4.52' : '4.5';
      emit(ctx, { type: 'cardPlayed', rule, player: t.player, card: a.card, use: a.event ? 'actionsAndEvent' : 'actions', actions, pirate: a.pirate });
      // 4.4C option 3: the Event first, then the Action; Heavy Guns and Buried Treasure stay in play.
      const where = a.event ? cardRules().resolveCardEvent(ctx, t.player, a.card, a.event) : 'discard';
      if (where === 'discard') addCount(mutCounts(ctx, 'discard'), a.card);
      return;
    }
    case 'discardForActions': {
      mutPlayer(ctx, t.player).hand = withoutOne(me.hand, a.card);
      addCount(mutCounts(ctx, 'discard'), a.card);
      t.discardedForActions += 1;
      t.actionsLeft += 1;
      t.holdPlayed = true;
      emit(ctx, { type: 'cardDiscardedForActions', rule: '4.55', player: t.player, card: a.card, actionsLeft: t.actionsLeft });
      return;
    }
    case 'endTurn':
      t.phase = 'end';
      emit(ctx, { type: 'cardPlayEnded', rule: '4.4', player: t.player, actionsUnused: t.actionsLeft });
      return;
    case 'move':
      return startAction(ctx, a.pirate, 'move', { kind: 'move', pirate: a.pirate, to: a.to, step: 'announce' });
    case 'findMerchant':
      return startAction(ctx, a.pirate, 'findMerchant', { kind: 'find', pirate: a.pirate, port: a.port, step: 'announce' });
    case 'loot': {
      const m = s.merchants[a.port];
      return startAction(ctx, a.pirate, 'loot', {
        kind: 'loot',
        pirate: a.pirate,
        port: a.port,
        merchant: m?.type ?? '',
        step: 'announce',
        roll: 0,
        cargo: 0,
        loyalty: 0,
        hostage: null,
        cargoState: 'pending',
        hostageDone: false,
        converted: false,
      });
    }
    case 'convertMerchant': {
      const merchant = s.pirates[a.pirate]?.convertible;
      if (!merchant) return;
      return startAction(ctx, a.pirate, 'convertMerchant', { kind: 'convert', pirate: a.pirate, merchant, step: 'announce' });
    }
    case 'recoverDR':
      return startAction(ctx, a.pirate, 'recoverDR', { kind: 'recover', pirate: a.pirate });
    case 'digTreasure': {
      const p = s.pirates[a.pirate];
      if (!p) return;
      return startAction(ctx, a.pirate, 'digTreasure', cardRules().digFrame(mutPirate(ctx, a.pirate)));
    }
    case 'inPortActivities': {
      const p = s.pirates[a.pirate];
      if (p?.location.kind !== 'port') return;
      return startAction(ctx, a.pirate, 'inPortActivities', inPortFrame(ctx, a.pirate, p.location.port));
    }
    case 'attackPort':
      return startAction(ctx, a.pirate, 'attackPort', { kind: 'attackPort', pirate: a.pirate, port: a.port, step: 'announce', attack: [], defense: [], booty: 0 });
    case 'sackPort': {
      const p = s.pirates[a.pirate];
      if (p?.location.kind !== 'port') return;
      return startAction(ctx, a.pirate, 'sackPort', { kind: 'sackPort', pirate: a.pirate, port: p.location.port, step: 'announce' });
    }
    case 'bootyGrab':
      return startAction(ctx, a.pirate, 'bootyGrab', { kind: 'bootyGrab', pirate: a.pirate, target: a.target, step: 'announce', grab: 0, defend: 0, amount: 0, left: 0, duel: [], skull: false });
    case 'formAlliance':
      return startAction(ctx, a.pirate, 'formAlliance', { kind: 'formAlliance', pirate: a.pirate, partner: a.partner });
    case 'breakAlliance':
      return breakAllianceAction(ctx, a.pirate);
    case 'retire': {
      const p = s.pirates[a.pirate];
      if (p?.location.kind !== 'port') return;
      const step = a.method === 'letterOfMarque' ? 'letter' : 'announce';
      return startAction(ctx, a.pirate, 'retire', { kind: 'retire', pirate: a.pirate, port: p.location.port, step, price: 0 });
    }
    case 'drawPirate':
      // 4.64: no AP Actions against a player drawing or deploying a Pirate.
      t.actionsLeft -= 1;
      t.actionCount += 1;
      emit(ctx, { type: 'actionBegun', rule: '5.16', player: t.player, pirate: null, action: 'drawPirate', number: t.actionCount, actionsLeft: t.actionsLeft });
      push(ctx, { kind: 'pirateCard', player: t.player, step: 'draw', drawn: null, returning: null });
      return;
    case 'deployPirate':
      t.actionsLeft -= 1;
      t.actionCount += 1;
      emit(ctx, { type: 'actionBegun', rule: '5.13', player: t.player, pirate: a.pirate, action: 'deployPirate', number: t.actionCount, actionsLeft: t.actionsLeft });
      deployFromHand(ctx, t.player, a.pirate, a.area, a.ship, '5.13');
      return;
    default:
      return;
  }
}

export { HAND_SIZE };
