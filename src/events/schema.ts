import { z } from 'zod';
import { HIDDEN_ID, IdSchema, NationalityIdSchema, PlayerIdSchema, ShipTypeIdSchema } from '../state/ids.js';

/**
 * Every event the engine emits, as zod schemas (DESIGN "Events"): `GameEventSchema` is a
 * discriminated union on `type`, so `if (e.type === 'merchantFound') e.roll.total` type-checks, and
 * `blackbeard-engine/schemas/game-event.schema.json` gives the same union to non-TypeScript clients.
 *
 * Each event carries `rule` (the section applied, e.g. '9.52') and the dice and modifiers that
 * entered its totals. An event with `visibleTo` reports a fact only that player may know (his own
 * draw, his secret deployment): send it through `eventsFor(events, player)` before showing it.
 *
 * The objects are strict: a fact not declared here is an error in the tests that run real games
 * through this schema (test/events/schema.test.ts), so the schema documents every field.
 */

const Player = PlayerIdSchema;
const Id = IdSchema;
const Int = z.number().int();
const Count = z.number().int().min(0);
const Die = z.number().int().min(1).max(6);
const D66 = z.tuple([Die, Die]);
/** Free text (a reason, a cause, a note): for reading, not for branching. */
const Text = z.string();
const Rule = z.string().regex(/^\d+(\.\d+)?[A-Z]?$/, 'expected a rules section such as 9.52');
const DrKind = z.enum(['voluntary', 'involuntary']);

/** One event: its `type`, the `rule` applied, and its facts. */
function ev<T extends string, S extends z.ZodRawShape>(type: T, shape: S) {
  return z.strictObject({ type: z.literal(type), rule: Rule, ...shape });
}

/** A fact only `visibleTo` may know (his own draw, his secret placement): see `eventsFor`. */
const visibleTo = Player.optional();

// --- Setup (3.0, 2.7, 19.1-19.8) ---
export const RollOffEvent = ev('rollOff', { purpose: z.enum(['playerOrder', 'firstPick']), seat: Count, roll: Die.optional() });
export const RollOffTieEvent = ev('rollOffTie', { seats: z.array(Count), ruling: Text });
export const PlayerOrderEvent = ev('playerOrder', { seatOfA: Count, seats: z.array(z.strictObject({ player: Player, seat: Count })) });
export const FirstPickEvent = ev('firstPick', { player: Player });
export const CardDealtEvent = ev('cardDealt', { player: Player, card: Id, visibleTo });
export const DeckReadyEvent = ev('deckReady', { cards: Count });
export const PirateDealtEvent = ev('pirateDealt', { player: Player, pirate: Id, visibleTo });
export const PirateDraftedEvent = ev('pirateDrafted', { player: Player, pirate: Id, pick: Count });
export const SetupCompleteEvent = ev('setupComplete', { order: z.array(Player) });
export const GovernorPlacedEvent = ev('governorPlaced', { d66: D66, rolledPort: Id.nullable().optional(), port: Id, redirected: z.boolean(), governor: Text });
export const DeploymentRolledEvent = ev('deploymentRolled', { d66: D66, port: Id.nullable() });
export const DeploymentDeclinedEvent = ev('deploymentDeclined', { player: Player });
export const DeploymentsRevealedEvent = ev('deploymentsRevealed', {
  pirates: z.array(z.strictObject({ player: Player, pirate: Id, area: Id.nullable(), ship: ShipTypeIdSchema.optional() })),
});
/** A secret placement (3.0 Step 7 option) seen by another player (eventsFor) shows HIDDEN_ID for pirate, area and ship. */
export const PirateDeployedEvent = ev('pirateDeployed', { player: Player, pirate: Id, area: Id, ship: z.union([ShipTypeIdSchema, z.literal(HIDDEN_ID)]), visibleTo });
export const PirateDrawnEvent = ev('pirateDrawn', { player: Player, pirate: Id, visibleTo });
export const PirateKeptEvent = ev('pirateKept', { player: Player, pirate: Id, visibleTo });
export const PirateRedrawnEvent = ev('pirateRedrawn', { player: Player, pirate: Id, vpToEachOther: Count });
export const MerchantPlacedEvent = ev('merchantPlaced', { d66: D66, locator: Int, rolledPort: Id.nullable(), port: Id, redirected: z.boolean(), rulePlacement: Rule });

// --- The Player-Turn (4.0) and cards (4.5, 17.0) ---
export const TurnStartedEvent = ev('turnStarted', { player: Player, turn: Count });
export const TurnEndedEvent = ev('turnEnded', { player: Player, turn: Count });
export const CardDrawnEvent = ev('cardDrawn', { player: Player, card: Id, mustPlay: z.boolean(), deck: z.enum(['hold', 'mustPlay']).optional(), visibleTo });
export const CardPlayedEvent = ev('cardPlayed', {
  player: Player,
  card: Id,
  use: z.enum(['event', 'actions', 'actionsAndEvent']),
  actions: Count.optional(),
  pirate: Id.nullable().optional(),
  port: Id.optional(),
  cunningLeft: Count.optional(),
});
export const CardDiscardedForActionsEvent = ev('cardDiscardedForActions', { player: Player, card: Id, actionsLeft: Count });
export const CardPlayEndedEvent = ev('cardPlayEnded', { player: Player, actionsUnused: Count });
export const CardDiscardedEvent = ev('cardDiscarded', { player: Player, card: Id });
export const CardNegatedEvent = ev('cardNegated', { player: Player, pirate: Id, card: Id, by: Id });
export const ActionBegunEvent = ev('actionBegun', { player: Player, pirate: Id.nullable(), action: Text, number: Count, actionsLeft: Count });
export const ActionCancelledEvent = ev('actionCancelled', { pirate: Id, action: Text });
export const DeckRebuiltEvent = ev('deckRebuilt', { cards: Count });
export const DeckReshuffledEvent = ev('deckReshuffled', { cards: Count, note: Text });
export const AntiPirateActionEvent = ev('antiPirateAction', { player: Player, apType: Text, card: Id.optional(), against: Player, exception: z.boolean().optional() });

// --- Moving (7.0), Finding and Looting (8.0) ---
export const MoveStartedEvent = ev('moveStarted', { pirate: Id, from: Id, to: Id, speed: Int });
export const MovedEvent = ev('moved', { pirate: Id, from: Id, to: Id, toKind: z.enum(['sea', 'port', 'transit']) });
export const PutToSeaEvent = ev('putToSea', { pirate: Id, from: Id, to: Id, chosen: z.boolean().optional() });
const FindRoll = z.strictObject({ die: Die, ability: Int, refind: Int, total: Int, needed: Int });
export const MerchantFoundEvent = ev('merchantFound', { pirate: Id, port: Id, roll: FindRoll, merchant: Id.optional() });
export const FindFailedEvent = ev('findFailed', { pirate: Id, port: Id, roll: FindRoll, merchant: Id.optional() });
export const CargoDeterminedEvent = ev('cargoDetermined', {
  pirate: Id,
  port: Id,
  merchant: Id,
  roll: z.strictObject({ die: Die, cargoRating: Int, total: Int }),
  column: z.enum(['atlantic', 'caribbean', 'africa', 'india']),
  doubloons: Count,
  loyaltyMark: Int,
});
export const HostageIdentifiedEvent = ev('hostageIdentified', { pirate: Id, hostage: Id, information: Int.optional(), value: Int.optional() });
export const NoHostageEvent = ev('noHostage', { pirate: Id, reason: Text });
export const BootySeizedEvent = ev('bootySeized', { pirate: Id, port: Id, doubloons: Count, hostage: Id.nullable() });
export const BootyDeclinedEvent = ev('bootyDeclined', { pirate: Id, port: Id });
export const CargoTakenEvent = ev('cargoTaken', { pirate: Id, doubloons: Count, holds: z.array(Count), alliance: Rule.optional() });
export const CargoAbandonedEvent = ev('cargoAbandoned', { pirate: Id, doubloons: Count });
export const HoldJettisonedEvent = ev('holdJettisoned', { pirate: Id, doubloons: Count });
export const HostageHeldEvent = ev('hostageHeld', { pirate: Id, hostage: Id, nationality: NationalityIdSchema.nullable() });
export const HostageTorturedEvent = ev('hostageTortured', { pirate: Id, hostage: Id, roll: z.strictObject({ die: Die, cruelty: Int }), information: Int, port: Id, infoTotal: Int });
export const ShipConvertedEvent = ev('shipConverted', { pirate: Id, from: ShipTypeIdSchema, to: ShipTypeIdSchema, combat: Int, speed: Int, holds: Count });
export const MerchantRemovedEvent = ev('merchantRemoved', { port: Id, merchant: Id.optional(), cause: z.enum(['actionCancelled', 'portDestroyed', 'storm']).optional() });
export const BootyStowedEvent = ev('bootyStowed', { pirate: Id, doubloons: Count, holds: z.array(Count), alliance: Rule.optional() });

// --- Ports (9.0) ---
export const BootyConvertedEvent = ev('bootyConverted', {
  pirate: Id,
  port: Id,
  booty: Count,
  status: z.enum(['pirate-port', 'destroyed', 'anti-pirate', 'safe-haven', 'pro-pirate', 'neutral']),
  netWorth: Count,
  total: Count,
});
export const HostageRansomedEvent = ev('hostageRansomed', {
  pirate: Id,
  port: Id,
  hostage: Id.optional(),
  roll: z.strictObject({ dice: z.array(Die), total: Int, value: Int, multiplier: Int }),
  doubloons: Count,
});
export const RefitRolledEvent = ev('refitRolled', { pirate: Id, roll: z.strictObject({ die: Die, half: Int, safeHaven: Int }), hits: Count });
export const RefittedEvent = ev('refitted', { pirate: Id, combat: Int.optional(), speed: Int.optional(), all: z.boolean() });
export const RepairedEvent = ev('repaired', { pirate: Id, track: z.enum(['combat', 'speed']), value: Int });
export const BribePriceEvent = ev('bribePrice', { pirate: Id, port: Id, roll: Die.optional(), d66: D66.optional(), price: Count, purpose: z.enum(['safeHaven', 'retirement']) });
export const SafeHavenBoughtEvent = ev('safeHavenBought', { pirate: Id, port: Id, price: Count, netWorth: Count });
export const BribeDeclinedEvent = ev('bribeDeclined', { pirate: Id, port: Id, price: Count });
export const BribePaidEvent = ev('bribePaid', { pirate: Id, port: Id, price: Count, netWorth: Count });
export const PortAttackedEvent = ev('portAttacked', {
  pirate: Id,
  port: Id,
  attack: z.strictObject({ die: Die, combat: Int, ability: Int, info: Int, heavyGuns: Int, total: Int }),
  defense: z.strictObject({ dice: z.array(Die), defense: Int, total: Int }),
  outcome: z.enum(['success', 'failure']),
});
export const PortLootedEvent = ev('portLooted', { pirate: Id, port: Id, dice: z.array(Die), doubloons: Count });
export const LetterOfMarqueLostEvent = ev('letterOfMarqueLost', { pirate: Id, nationality: NationalityIdSchema });
export const SafeHavenLostEvent = ev('safeHavenLost', { pirate: Id, port: Id });
export const EnteredPortEvent = ev('enteredPort', { pirate: Id, port: Id, from: Id.nullable() });
export const ScurvyCuredEvent = ev('scurvyCured', { pirate: Id });
const SackRoll = z.strictObject({ die: Die, cruelty: Int, total: Int, defense: Int });
export const PortSackedEvent = ev('portSacked', { pirate: Id, port: Id, roll: SackRoll });
export const SackFailedEvent = ev('sackFailed', { pirate: Id, port: Id, roll: SackRoll });
export const BootyGrabAttemptEvent = ev('bootyGrabAttempt', {
  pirate: Id,
  target: Id,
  grab: z.strictObject({ die: Die, ability: Int, bonus: Int, total: Int }),
  defend: z.strictObject({ die: Die, ability: Int, skull: Int, total: Int }),
  outcome: z.enum(['success', 'duel', 'failure']),
});
export const BootyGrabTieEvent = ev('bootyGrabTie', { pirate: Id, target: Id, ruling: Text });
export const BootyGrabbedEvent = ev('bootyGrabbed', { pirate: Id, target: Id, roll: z.strictObject({ die: Die, difference: Int }), percent: Count, targetBooty: Count, doubloons: Count });
export const BootySurrenderedEvent = ev('bootySurrendered', { pirate: Id, doubloons: Count, holds: z.array(Count) });
export const RetirementStatedEvent = ev('retirementStated', { pirate: Id, port: Id, method: z.enum(['letterOfMarque']) });

// --- Warships and King's Commissioners (6.4, 10.0) ---
export const WarshipPlacedEvent = ev('warshipPlaced', { player: Player, area: Id, warship: Id, speed: Int.optional(), combat: Int.optional() });
export const WarshipOnStationEvent = ev('warshipOnStation', { area: Id });
export const WarshipActivatedEvent = ev('warshipActivated', { player: Player, area: Id, warship: Id.optional(), pirate: Id });
export const PirateRespondsEvent = ev('pirateResponds', { pirate: Id, choice: z.enum(['surrender', 'fight', 'escape']) });
export const EscapeAttemptEvent = ev('escapeAttempt', {
  pirate: Id,
  kc: Id.nullable().optional(),
  warship: z.strictObject({ die: Die, speed: Int, moved: Int.optional(), total: Int }),
  pursued: z.strictObject({ die: Die, speed: Int, dr: Int, total: Int }),
  outcome: z.enum(['caught', 'escaped']),
});
const BattleAttack = z.strictObject({ die: Die, combat: Int, ability: Int, heavyGuns: Int, dr: Int, total: Int });
const BattleDefense = z.strictObject({ die: Die, combat: Int, livingRules: Int, total: Int });
export const WarshipBattleEvent = ev('warshipBattle', { pirate: Id, area: Id, warship: Id, attack: BattleAttack, defense: BattleDefense, outcome: z.enum(['pirateWins', 'warshipWins']) });
export const KcDeployAttemptEvent = ev('kcDeployAttempt', { player: Player, pirate: Id, roll: z.strictObject({ dice: z.array(Die), total: Int, np: Int }), outcome: z.enum(['success', 'failure']) });
export const KcDeployedEvent = ev('kcDeployed', { player: Player, kc: Id, area: Id, speed: Int.optional(), combat: Int.optional(), exPirate: Id.optional() });
export const KcReactionEvent = ev('kcReaction', { player: Player, kc: Id, pirate: Id, area: Id, moved: z.boolean() });
export const KcBattleEvent = ev('kcBattle', { pirate: Id, kc: Id.nullable(), attack: BattleAttack, defense: BattleDefense, outcome: z.enum(['pirateWins', 'kcWins']) });
export const KcKillEvent = ev('kcKill', { kcOwner: Player, kc: Id.nullable(), pirate: Id, vp: Count, scoring: Text });
export const KcMovedEvent = ev('kcMoved', { player: Player, kc: Id, from: Id, to: Id });
export const KcRollEvent = ev('kcRoll', { kc: Id, roll: z.strictObject({ die: Die.optional(), combat: Int.optional(), livingRules: Int, total: Int }) });
export const OustEvent = ev('oust', { kc: Id, port: Id, kcTotal: Int, defense: z.strictObject({ die: Die.optional(), combat: Int, total: Int }), outcome: z.enum(['ousted', 'failed']) });
export const PiratePortDefenceEvent = ev('piratePortDefence', { pirate: Id, roll: z.strictObject({ die: Die.optional(), combat: Int, heavyGuns: Int, total: Int }) });
export const PiratePortAttackedEvent = ev('piratePortAttacked', { kc: Id, port: Id, kcTotal: Int, best: Int, outcome: z.enum(['destroyed', 'repulsed']) });
export const PirateOustedEvent = ev('pirateOusted', { pirate: Id, port: Id });

// --- Pirates: Loyalty, NP, damage, D&R, Cunning, Mutiny, Alliances, Duels, leaving play ---
export const LoyaltyChangedEvent = ev('loyaltyChanged', { pirate: Id, delta: Int, reason: Text, from: Int, to: Int });
export const NotorietyGainedEvent = ev('notorietyGained', { pirate: Id, amount: Int, reason: Text, total: Int, alliance: Rule.optional() });
export const DamagedEvent = ev('damaged', { pirate: Id, track: z.enum(['speed', 'combat']), hits: Count, value: Int });
export const ShipSunkEvent = ev('shipSunk', { pirate: Id, cause: Text });
export const DrDeclaredEvent = ev('drDeclared', { pirate: Id, kind: DrKind });
export const DrRecoveredEvent = ev('drRecovered', { pirate: Id, kind: DrKind, actions: Count });
export const DrRecoveringEvent = ev('drRecovering', { pirate: Id, kind: DrKind, actions: Count, needed: Count });
export const CunningUsedEvent = ev('cunningUsed', { pirate: Id, discarded: z.array(Die), cunningLeft: Count, purpose: Text });
export const MutinyEvent = ev('mutiny', { pirate: Id, cause: Text, roll: z.strictObject({ die: Die, leadership: Int }), outcome: Text });
export const ShipLostEvent = ev('shipLost', { pirate: Id, reason: Text });
export const NewCaptainEvent = ev('newCaptain', { pirate: Id, replaces: Id, player: Player, loyalty: Int, np: Int });
export const AllianceFormedEvent = ev('allianceFormed', { pirates: z.array(Id), player: Player });
export const AllianceBrokenEvent = ev('allianceBroken', { pirates: z.array(Id), reason: Text });
export const DuelEvent = ev('duel', { pirate: Id, target: Id, totals: z.record(Id, Int), winner: Id.nullable() });
export const DuelAbandonedEvent = ev('duelAbandoned', { pirate: Id, target: Id });
export const ShipTakenOverEvent = ev('shipTakenOver', { pirate: Id, from: Id, ship: ShipTypeIdSchema, holds: z.array(Count), jettisoned: Count });
export const PossessionsTakenEvent = ev('possessionsTaken', { pirate: Id, from: Id, doubloons: Count });
export const PirateEliminatedEvent = ev('pirateEliminated', { pirate: Id, player: Player, cause: Text, vp: Count, scoring: Text });
export const PirateRetiredEvent = ev('pirateRetired', { pirate: Id, player: Player, method: Text, np: Int, netWorth: Count, vp: Count, scoring: Text });

// --- Event cards (17.2) ---
export const LetterOfMarqueEvent = ev('letterOfMarque', { pirate: Id, port: Id, nationality: NationalityIdSchema });
export const DoubleCrossEvent = ev('doubleCross', {
  player: Player,
  pirate: Id,
  outcome: z.enum(['trial', 'noEvidence', 'trialOrdered', 'hanged']),
  roll: z.union([z.strictObject({ dice: z.array(Die), total: Int }), z.strictObject({ die: Die })]),
  percent: Count.optional(),
  paid: Count.optional(),
  netWorth: Count.optional(),
});
export const KcSurpriseEvent = ev('kcSurprise', { player: Player, kc: Id, area: Id, warship: Id.optional(), pirate: Id, speed: Int.optional(), combat: Int.optional() });
export const LocalResistanceEvent = ev('localResistance', { player: Player, port: Id, roll: Die, value: Int, outcome: z.enum(['governorRemoved', 'noEffect']) });
export const FairWindsEvent = ev('fairWinds', { player: Player, piece: Id, kind: z.enum(['kc', 'pirate']), area: Id });
export const HeavyGunsEvent = ev('heavyGuns', { player: Player, pirate: Id });
export const TreasureMapEvent = ev('treasureMap', { player: Player, pirate: Id, seaArea: Id });
export const TreasureDigEvent = ev('treasureDig', { pirate: Id, roll: Die, found: z.boolean() });
export const TreasureFoundEvent = ev('treasureFound', { pirate: Id, roll: z.strictObject({ dice: z.array(Die), total: Int }), doubloons: Count });
export const GeneralPardonEvent = ev('generalPardon', {
  appearance: Count,
  effect: z.enum(['none', 'pardon', 'gameEnds']),
  drawer: Player.optional(),
  covered: z.array(Id).optional(),
  endsAfterTurn: Count.optional(),
});
export const PardonEndedEvent = ev('pardonEnded', { drawer: Player });
export const DiseaseEvent = ev('disease', { d66: D66, port: Id });
export const EuropeanTurmoilEvent = ev('europeanTurmoil', { warshipsRemoved: Count, kcsRemoved: z.array(Id) });
export const FingerOfFateEvent = ev('fingerOfFate', { player: Player });
export const HandsPassedLeftEvent = ev('handsPassedLeft', {});
export const NewGovernorEvent = ev('newGovernor', { d66: D66, port: Id, governor: z.enum(['anti-pirate']) });
export const NewGovernorSkippedEvent = ev('newGovernorSkipped', { d66: D66, port: Id, reason: Text });
export const NewGovernorRerollEvent = ev('newGovernorReroll', { d66: D66, port: Id, reason: Text });
export const GovernorRemovedEvent = ev('governorRemoved', { port: Id, governor: z.enum(['anti-pirate', 'pro-pirate']) });
export const MalDeMerEvent = ev('malDeMer', { player: Player });
export const StormEvent = ev('storm', { d66: D66, port: Id, areas: z.array(Id) });
export const StormStrikesEvent = ev('stormStrikes', { areas: z.array(Id), transitBoxes: z.array(Id) });
export const StormPirateEvent = ev('stormPirate', { pirate: Id, roll: z.strictObject({ die: Die, transit: Int, total: Int }), speedHits: Count, sunk: z.boolean(), drawer: Player });
export const StormWarshipEvent = ev('stormWarship', { area: Id, warship: Id.optional(), roll: z.strictObject({ dice: z.array(Die), total: Int, combat: Int }), removed: z.boolean() });
export const StormKcEvent = ev('stormKc', { kc: Id, roll: Die, removed: z.boolean() });
export const NaturalDisasterEvent = ev('naturalDisaster', { roll: Die, port: Id });
export const PortDestroyedEvent = ev('portDestroyed', { port: Id });
export const MerchantsClearedEvent = ev('merchantsCleared', {});
export const MutinyConspiracyEvent = ev('mutinyConspiracy', { player: Player, pirate: Id, roll: z.strictObject({ dice: z.array(Die), total: Int, loyalty: Int }), outcome: z.enum(['mutiny', 'none']) });
export const ScurvyEvent = ev('scurvy', { pirate: Id, hostagesDied: Count });
export const WearAndTearEvent = ev('wearAndTear', { pirate: Id, roll: Die, speedHits: Count });
export const ChallengerKilledEvent = ev('challengerKilled', { pirate: Id, player: Player });

// --- End of the game (18.0) ---
export const FinalScoringEvent = ev('finalScoring', { pirate: Id, player: Player, np: Int, vp: Count, scoring: Text });
export const StandingSchema = z.strictObject({ player: Player, vp: Count, rank: Count });
export const GameOverEvent = ev('gameOver', { reason: Text, standings: z.array(StandingSchema) });

// --- Solitaire (19.0) ---
export const SoloDecksReadyEvent = ev('soloDecksReady', { mustPlay: Count, hold: Count, removed: z.array(Id) });
export const SpPirateDrawnEvent = ev('spPirateDrawn', { player: Player, pirate: Id });
export const SpShipRolledEvent = ev('spShipRolled', { pirate: Id.nullable().optional(), roll: Die.optional(), ship: ShipTypeIdSchema });
export const SpPlacementRolledEvent = ev('spPlacementRolled', { pirate: Id.nullable(), d66: D66, port: Id.nullable(), areas: z.array(Id), reroll: z.boolean() });
export const SpTurnEvent = ev('spTurn', { player: Player, pirate: Id.nullable().optional(), slot: Count });
export const SoloApCheckEvent = ev('soloApCheck', { player: Player.optional(), pirate: Id, action: Text, card: Id.nullable(), effect: Text });
export const SoloDeckReshuffledEvent = ev('soloDeckReshuffled', { deck: z.enum(['mustPlay', 'hold']), cards: Count, ruling: Text.optional() });
export const GeneralPardonToHoldDeckEvent = ev('generalPardonToHoldDeck', { player: Player, cards: Count });
export const LetterKeptEvent = ev('letterKept', { player: Player, pirate: Id });
export const NotorietyLostEvent = ev('notorietyLost', { pirate: Id, roll: z.strictObject({ dice: z.array(Die), total: Int }), amount: Count, total: Int, when: z.enum(['loyaltyZero', 'endOfTurn']) });

/** Every event the engine emits, discriminated on `type`. */
export const GameEventSchema = z.discriminatedUnion('type', [
  RollOffEvent,
  RollOffTieEvent,
  PlayerOrderEvent,
  FirstPickEvent,
  CardDealtEvent,
  DeckReadyEvent,
  PirateDealtEvent,
  PirateDraftedEvent,
  SetupCompleteEvent,
  GovernorPlacedEvent,
  DeploymentRolledEvent,
  DeploymentDeclinedEvent,
  DeploymentsRevealedEvent,
  PirateDeployedEvent,
  PirateDrawnEvent,
  PirateKeptEvent,
  PirateRedrawnEvent,
  MerchantPlacedEvent,
  TurnStartedEvent,
  TurnEndedEvent,
  CardDrawnEvent,
  CardPlayedEvent,
  CardDiscardedForActionsEvent,
  CardPlayEndedEvent,
  CardDiscardedEvent,
  CardNegatedEvent,
  ActionBegunEvent,
  ActionCancelledEvent,
  DeckRebuiltEvent,
  DeckReshuffledEvent,
  AntiPirateActionEvent,
  MoveStartedEvent,
  MovedEvent,
  PutToSeaEvent,
  MerchantFoundEvent,
  FindFailedEvent,
  CargoDeterminedEvent,
  HostageIdentifiedEvent,
  NoHostageEvent,
  BootySeizedEvent,
  BootyDeclinedEvent,
  CargoTakenEvent,
  CargoAbandonedEvent,
  HoldJettisonedEvent,
  HostageHeldEvent,
  HostageTorturedEvent,
  ShipConvertedEvent,
  MerchantRemovedEvent,
  BootyStowedEvent,
  BootyConvertedEvent,
  HostageRansomedEvent,
  RefitRolledEvent,
  RefittedEvent,
  RepairedEvent,
  BribePriceEvent,
  SafeHavenBoughtEvent,
  BribeDeclinedEvent,
  BribePaidEvent,
  PortAttackedEvent,
  PortLootedEvent,
  LetterOfMarqueLostEvent,
  SafeHavenLostEvent,
  EnteredPortEvent,
  ScurvyCuredEvent,
  PortSackedEvent,
  SackFailedEvent,
  BootyGrabAttemptEvent,
  BootyGrabTieEvent,
  BootyGrabbedEvent,
  BootySurrenderedEvent,
  RetirementStatedEvent,
  WarshipPlacedEvent,
  WarshipOnStationEvent,
  WarshipActivatedEvent,
  PirateRespondsEvent,
  EscapeAttemptEvent,
  WarshipBattleEvent,
  KcDeployAttemptEvent,
  KcDeployedEvent,
  KcReactionEvent,
  KcBattleEvent,
  KcKillEvent,
  KcMovedEvent,
  KcRollEvent,
  OustEvent,
  PiratePortDefenceEvent,
  PiratePortAttackedEvent,
  PirateOustedEvent,
  LoyaltyChangedEvent,
  NotorietyGainedEvent,
  DamagedEvent,
  ShipSunkEvent,
  DrDeclaredEvent,
  DrRecoveredEvent,
  DrRecoveringEvent,
  CunningUsedEvent,
  MutinyEvent,
  ShipLostEvent,
  NewCaptainEvent,
  AllianceFormedEvent,
  AllianceBrokenEvent,
  DuelEvent,
  DuelAbandonedEvent,
  ShipTakenOverEvent,
  PossessionsTakenEvent,
  PirateEliminatedEvent,
  PirateRetiredEvent,
  LetterOfMarqueEvent,
  DoubleCrossEvent,
  KcSurpriseEvent,
  LocalResistanceEvent,
  FairWindsEvent,
  HeavyGunsEvent,
  TreasureMapEvent,
  TreasureDigEvent,
  TreasureFoundEvent,
  GeneralPardonEvent,
  PardonEndedEvent,
  DiseaseEvent,
  EuropeanTurmoilEvent,
  FingerOfFateEvent,
  HandsPassedLeftEvent,
  NewGovernorEvent,
  NewGovernorSkippedEvent,
  NewGovernorRerollEvent,
  GovernorRemovedEvent,
  MalDeMerEvent,
  StormEvent,
  StormStrikesEvent,
  StormPirateEvent,
  StormWarshipEvent,
  StormKcEvent,
  NaturalDisasterEvent,
  PortDestroyedEvent,
  MerchantsClearedEvent,
  MutinyConspiracyEvent,
  ScurvyEvent,
  WearAndTearEvent,
  ChallengerKilledEvent,
  FinalScoringEvent,
  GameOverEvent,
  SoloDecksReadyEvent,
  SpPirateDrawnEvent,
  SpShipRolledEvent,
  SpPlacementRolledEvent,
  SpTurnEvent,
  SoloApCheckEvent,
  SoloDeckReshuffledEvent,
  GeneralPardonToHoldDeckEvent,
  LetterKeptEvent,
  NotorietyLostEvent,
]);
