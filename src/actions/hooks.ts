import type { Action } from './schema.js';
import type { Ctx, Node } from './ctx.js';
import type { ComponentIndex } from '../tables/index.js';
import type { GameState, FrameOf, PirateState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import type { ActionOf } from './schema.js';

/**
 * Procedures the rules of src/actions call but that live in a layer above them: the Event and Hold
 * cards (src/cards, 17.x) and Solitaire Blackbeard (src/solo, 19.x). Layers run one way (docs/
 * architecture.md), so the turn sequence cannot import them; the game definition
 * (src/api/engine.ts) plugs them in here when it loads, before any rule runs.
 */

/** A card's Event as the Action-AND-Event play mode offers it (4.4C). */
export type CardEvent = NonNullable<ActionOf<'playCard'>['event']>;

/** The cards' procedures the turn sequence and the Anti-Pirate rules call. */
export interface CardRules {
  /** 17.2 #19: a card was played against a Pirate; open Skull and Crossbones for its owner. */
  playedAgainst(ctx: Ctx, card: string): void;
  /** 4.4C: the Events `player` may resolve with `card` played for Actions AND Event, or null. */
  cardEventChoices(s: GameState, ix: ComponentIndex, player: PlayerId, card: string): CardEvent[] | null;
  /** 4.4C: resolve the chosen Event of a card played for Actions AND Event. */
  resolveCardEvent(ctx: Ctx, player: PlayerId, card: string, e: CardEvent): 'discard' | 'kept';
  /** 17.2 #3 Buried Treasure: may this Pirate dig up his treasure now? */
  mayDig(ix: ComponentIndex, p: PirateState): boolean;
  /** 17.2 #3: the frame that digs it up. */
  digFrame(p: PirateState): FrameOf<'event'>;
  /** 17.3: the General Pardon returns to the deck at the start of a Player-Turn. */
  returnGeneralPardon(ctx: Ctx): void;
}

/** Solitaire Blackbeard's changes to the Player-Turn (19.x); called only when `s.solo` is set. */
export interface SoloRules {
  /** 19.13 / 19.14: an Action of Blackbeard's began (the Anti-Pirate check). */
  actionBegun(ctx: Ctx, pirate: string, kind: string): void;
  /** 19.4: the Pirates that act in this Player-Turn. */
  turnPirates(s: GameState): PirateState[];
  /** 19.4: who plays the next Player-Turn. */
  nextPlayer(ctx: Ctx): PlayerId;
  /** 19.5: the Card Draw Phase's node and step. */
  drawNode(s: GameState, ix: ComponentIndex): Node;
  drawStep(ctx: Ctx, input: Action | null): void;
  /** 19.7: the Card Play Phase's legal actions, filtered. */
  playFilter(s: GameState, ix: ComponentIndex, actions: Action[]): Action[];
  /** 19.4: the Merchant Ship Phase. */
  merchantPhase(ctx: Ctx): void;
  /** 19.4: the end of a Player-Turn; true when it moved the game on itself. */
  endOfTurn(ctx: Ctx): boolean;
  /** 19.16 with 17.2 #20: Storms at Sea refills the SP's Pirates. */
  stormRefill(ctx: Ctx): void;
  /** 19.16: Blackbeard's own Mutiny. */
  blackbeardMutiny(ctx: Ctx, p: PirateState, cause: string, die: number): void;
  /** 14.2 with 19.2: `captain` took over `old`'s ship; an SP ship keeps its place in the turn order. */
  newCaptain(ctx: Ctx, old: string, captain: string): void;
}

let cards: CardRules | null = null;
let solo: SoloRules | null = null;

/** Plug the cards and Solitaire in (src/api/engine.ts, once, when it loads). */
export function plugInRules(rules: { cards: CardRules; solo: SoloRules }): void {
  cards = rules.cards;
  solo = rules.solo;
}

/** The cards' procedures (see {@link CardRules}). */
export function cardRules(): CardRules {
  if (!cards) throw new Error('internal: the cards are not plugged in (load src/api/engine.ts first)');
  return cards;
}

/** Solitaire's procedures (see {@link SoloRules}). */
export function soloRules(): SoloRules {
  if (!solo) throw new Error('internal: Solitaire is not plugged in (load src/api/engine.ts first)');
  return solo;
}
