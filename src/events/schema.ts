import { z } from 'zod';
import { IdSchema, NationalityIdSchema, PlayerIdSchema, ShipTypeIdSchema } from '../state/id-schemas.js';
import { HIDDEN_ID } from '../state/ids.js';

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
export const RollOffEventSchema = ev('rollOff', { purpose: z.enum(['playerOrder', 'firstPick']), seat: Count, roll: Die.optional() });
export const RollOffTieEventSchema = ev('rollOffTie', { seats: z.array(Count), ruling: Text });
export const PlayerOrderEventSchema = ev('playerOrder', { seatOfA: Count, seats: z.array(z.strictObject({ player: Player, seat: Count })) });
export const FirstPickEventSchema = ev('firstPick', { player: Player });
export const CardDealtEventSchema = ev('cardDealt', { player: Player, card: Id, visibleTo });
export const DeckReadyEventSchema = ev('deckReady', { cards: Count });
export const PirateDealtEventSchema = ev('pirateDealt', { player: Player, pirate: Id, visibleTo });
export const PirateDraftedEventSchema = ev('pirateDrafted', { player: Player, pirate: Id, pick: Count });
export const SetupCompleteEventSchema = ev('setupComplete', { order: z.array(Player) });
export const GovernorPlacedEventSchema = ev('governorPlaced', { d66: D66, rolledPort: Id.nullable().optional(), port: Id, redirected: z.boolean(), governor: Text });
export const DeploymentRolledEventSchema = ev('deploymentRolled', { d66: D66, port: Id.nullable() });
export const DeploymentDeclinedEventSchema = ev('deploymentDeclined', { player: Player });
export const DeploymentsRevealedEventSchema = ev('deploymentsRevealed', {
  pirates: z.array(z.strictObject({ player: Player, pirate: Id, area: Id.nullable(), ship: ShipTypeIdSchema.optional() })),
});
/** A secret placement (3.0 Step 7 option) seen by another player (eventsFor) shows HIDDEN_ID for pirate, area and ship. */
export const PirateDeployedEventSchema = ev('pirateDeployed', { player: Player, pirate: Id, area: Id, ship: z.union([ShipTypeIdSchema, z.literal(HIDDEN_ID)]), visibleTo });
export const PirateDrawnEventSchema = ev('pirateDrawn', { player: Player, pirate: Id, visibleTo });
export const PirateKeptEventSchema = ev('pirateKept', { player: Player, pirate: Id, visibleTo });
export const PirateRedrawnEventSchema = ev('pirateRedrawn', { player: Player, pirate: Id, vpToEachOther: Count });
export const MerchantPlacedEventSchema = ev('merchantPlaced', { d66: D66, locator: Int, rolledPort: Id.nullable(), port: Id, redirected: z.boolean(), rulePlacement: Rule });

// --- The Player-Turn (4.0) and cards (4.5, 17.0) ---
export const TurnStartedEventSchema = ev('turnStarted', { player: Player, turn: Count });
export const TurnEndedEventSchema = ev('turnEnded', { player: Player, turn: Count });
export const CardDrawnEventSchema = ev('cardDrawn', { player: Player, card: Id, mustPlay: z.boolean(), deck: z.enum(['hold', 'mustPlay']).optional(), visibleTo });
export const CardPlayedEventSchema = ev('cardPlayed', {
  player: Player,
  card: Id,
  use: z.enum(['event', 'actions', 'actionsAndEvent']),
  actions: Count.optional(),
  pirate: Id.nullable().optional(),
  port: Id.optional(),
  cunningLeft: Count.optional(),
});
export const CardDiscardedForActionsEventSchema = ev('cardDiscardedForActions', { player: Player, card: Id, actionsLeft: Count });
export const CardPlayEndedEventSchema = ev('cardPlayEnded', { player: Player, actionsUnused: Count });
export const CardDiscardedEventSchema = ev('cardDiscarded', { player: Player, card: Id });
export const CardNegatedEventSchema = ev('cardNegated', { player: Player, pirate: Id, card: Id, by: Id });
export const ActionBegunEventSchema = ev('actionBegun', { player: Player, pirate: Id.nullable(), action: Text, number: Count, actionsLeft: Count });
export const ActionCancelledEventSchema = ev('actionCancelled', { pirate: Id, action: Text });
/** 4.53 / R42: an Initiative Pirate who Retires takes the Actions left of his card with him. */
export const ActionsForfeitedEventSchema = ev('actionsForfeited', { player: Player, pirate: Id, actions: Count });
export const DeckRebuiltEventSchema = ev('deckRebuilt', { cards: Count });
export const DeckReshuffledEventSchema = ev('deckReshuffled', { cards: Count, note: Text });
export const AntiPirateActionEventSchema = ev('antiPirateAction', { player: Player, apType: Text, card: Id.optional(), against: Player, exception: z.boolean().optional() });

// --- Moving (7.0), Finding and Looting (8.0) ---
export const MoveStartedEventSchema = ev('moveStarted', { pirate: Id, from: Id, to: Id, speed: Int });
export const MovedEventSchema = ev('moved', { pirate: Id, from: Id, to: Id, toKind: z.enum(['sea', 'port', 'transit']) });
export const PutToSeaEventSchema = ev('putToSea', { pirate: Id, from: Id, to: Id, chosen: z.boolean().optional() });
const FindRoll = z.strictObject({ die: Die, ability: Int, refind: Int, total: Int, needed: Int });
export const MerchantFoundEventSchema = ev('merchantFound', { pirate: Id, port: Id, roll: FindRoll, merchant: Id.optional() });
export const FindFailedEventSchema = ev('findFailed', { pirate: Id, port: Id, roll: FindRoll, merchant: Id.optional() });
export const CargoDeterminedEventSchema = ev('cargoDetermined', {
  pirate: Id,
  port: Id,
  merchant: Id,
  roll: z.strictObject({ die: Die, cargoRating: Int, total: Int }),
  column: z.enum(['atlantic', 'caribbean', 'africa', 'india']),
  doubloons: Count,
  loyaltyMark: Int,
});
export const HostageIdentifiedEventSchema = ev('hostageIdentified', { pirate: Id, hostage: Id, information: Int.optional(), value: Int.optional() });
export const NoHostageEventSchema = ev('noHostage', { pirate: Id, reason: Text });
export const BootySeizedEventSchema = ev('bootySeized', { pirate: Id, port: Id, doubloons: Count, hostage: Id.nullable() });
export const BootyDeclinedEventSchema = ev('bootyDeclined', { pirate: Id, port: Id });
export const CargoTakenEventSchema = ev('cargoTaken', { pirate: Id, doubloons: Count, holds: z.array(Count), alliance: Rule.optional() });
export const CargoAbandonedEventSchema = ev('cargoAbandoned', { pirate: Id, doubloons: Count });
export const HoldJettisonedEventSchema = ev('holdJettisoned', { pirate: Id, doubloons: Count });
export const HostageHeldEventSchema = ev('hostageHeld', { pirate: Id, hostage: Id, nationality: NationalityIdSchema.nullable() });
export const HostageTorturedEventSchema = ev('hostageTortured', { pirate: Id, hostage: Id, roll: z.strictObject({ die: Die, cruelty: Int }), information: Int, port: Id, infoTotal: Int });
export const ShipConvertedEventSchema = ev('shipConverted', { pirate: Id, from: ShipTypeIdSchema, to: ShipTypeIdSchema, combat: Int, speed: Int, holds: Count });
export const MerchantRemovedEventSchema = ev('merchantRemoved', { port: Id, merchant: Id.optional(), cause: z.enum(['actionCancelled', 'portDestroyed', 'storm']).optional() });
export const BootyStowedEventSchema = ev('bootyStowed', { pirate: Id, doubloons: Count, holds: z.array(Count), alliance: Rule.optional() });

// --- Ports (9.0) ---
export const BootyConvertedEventSchema = ev('bootyConverted', {
  pirate: Id,
  port: Id,
  booty: Count,
  status: z.enum(['pirate-port', 'destroyed', 'anti-pirate', 'safe-haven', 'pro-pirate', 'neutral']),
  netWorth: Count,
  total: Count,
});
export const HostageRansomedEventSchema = ev('hostageRansomed', {
  pirate: Id,
  port: Id,
  hostage: Id.optional(),
  roll: z.strictObject({ dice: z.array(Die), total: Int, value: Int, multiplier: Int }),
  doubloons: Count,
});
export const RefitRolledEventSchema = ev('refitRolled', { pirate: Id, roll: z.strictObject({ die: Die, half: Int, safeHaven: Int }), hits: Count });
export const RefittedEventSchema = ev('refitted', { pirate: Id, combat: Int.optional(), speed: Int.optional(), all: z.boolean() });
export const RepairedEventSchema = ev('repaired', { pirate: Id, track: z.enum(['combat', 'speed']), value: Int });
export const BribePriceEventSchema = ev('bribePrice', { pirate: Id, port: Id, roll: Die.optional(), d66: D66.optional(), price: Count, purpose: z.enum(['safeHaven', 'retirement']) });
export const SafeHavenBoughtEventSchema = ev('safeHavenBought', { pirate: Id, port: Id, price: Count, netWorth: Count });
export const BribeDeclinedEventSchema = ev('bribeDeclined', { pirate: Id, port: Id, price: Count });
export const BribePaidEventSchema = ev('bribePaid', { pirate: Id, port: Id, price: Count, netWorth: Count });
export const PortAttackedEventSchema = ev('portAttacked', {
  pirate: Id,
  port: Id,
  attack: z.strictObject({ die: Die, combat: Int, ability: Int, info: Int, heavyGuns: Int, total: Int }),
  defense: z.strictObject({ dice: z.array(Die), defense: Int, total: Int }),
  outcome: z.enum(['success', 'failure']),
});
export const PortLootedEventSchema = ev('portLooted', { pirate: Id, port: Id, dice: z.array(Die), doubloons: Count });
export const LetterOfMarqueLostEventSchema = ev('letterOfMarqueLost', { pirate: Id, nationality: NationalityIdSchema });
export const SafeHavenLostEventSchema = ev('safeHavenLost', { pirate: Id, port: Id });
export const EnteredPortEventSchema = ev('enteredPort', { pirate: Id, port: Id, from: Id.nullable() });
export const ScurvyCuredEventSchema = ev('scurvyCured', { pirate: Id });
const SackRoll = z.strictObject({ die: Die, cruelty: Int, total: Int, defense: Int });
export const PortSackedEventSchema = ev('portSacked', { pirate: Id, port: Id, roll: SackRoll });
export const SackFailedEventSchema = ev('sackFailed', { pirate: Id, port: Id, roll: SackRoll });
export const BootyGrabAttemptEventSchema = ev('bootyGrabAttempt', {
  pirate: Id,
  target: Id,
  grab: z.strictObject({ die: Die, ability: Int, bonus: Int, total: Int }),
  defend: z.strictObject({ die: Die, ability: Int, skull: Int, total: Int }),
  outcome: z.enum(['success', 'duel', 'failure']),
});
export const BootyGrabTieEventSchema = ev('bootyGrabTie', { pirate: Id, target: Id, ruling: Text });
export const BootyGrabbedEventSchema = ev('bootyGrabbed', { pirate: Id, target: Id, roll: z.strictObject({ die: Die, difference: Int }), percent: Count, targetBooty: Count, doubloons: Count });
export const BootySurrenderedEventSchema = ev('bootySurrendered', { pirate: Id, doubloons: Count, holds: z.array(Count) });
export const RetirementStatedEventSchema = ev('retirementStated', { pirate: Id, port: Id, method: z.enum(['letterOfMarque']) });

// --- Warships and King's Commissioners (6.4, 10.0) ---
export const WarshipPlacedEventSchema = ev('warshipPlaced', { player: Player, area: Id, warship: Id, speed: Int.optional(), combat: Int.optional() });
export const WarshipOnStationEventSchema = ev('warshipOnStation', { area: Id });
export const WarshipActivatedEventSchema = ev('warshipActivated', { player: Player, area: Id, warship: Id.optional(), pirate: Id });
export const PirateRespondsEventSchema = ev('pirateResponds', { pirate: Id, choice: z.enum(['surrender', 'fight', 'escape']) });
export const EscapeAttemptEventSchema = ev('escapeAttempt', {
  pirate: Id,
  kc: Id.nullable().optional(),
  warship: z.strictObject({ die: Die, speed: Int, moved: Int.optional(), total: Int }),
  pursued: z.strictObject({ die: Die, speed: Int, dr: Int, total: Int }),
  outcome: z.enum(['caught', 'escaped']),
});
const BattleAttack = z.strictObject({ die: Die, combat: Int, ability: Int, heavyGuns: Int, dr: Int, total: Int });
const BattleDefense = z.strictObject({ die: Die, combat: Int, livingRules: Int, total: Int });
/** First print 6.46 / 18.12D (option warshipDamageVp, R50): the Warship's player scores the hits. */
export const WarshipDamageVpEventSchema = ev('warshipDamageVp', { player: Player, pirate: Id, hits: Count, vp: Count, edition: z.enum(['livingRules2008', 'firstPrint2008']) });
/** First print 8.35 (option lootNp, R54): Loot NP = Cargo rating + 1d6, whether or not the cargo is taken. */
export const LootNotorietyEventSchema = ev('lootNotoriety', { pirate: Id, cargoRating: Count, die: Die, np: Count, edition: z.enum(['livingRules2008', 'firstPrint2008']) });
/** First print 4.5D / 8.5 (option convertAsSeparateAction, R56): the looted Merchant may be converted by his next Action. */
export const ConversionPossibleEventSchema = ev('conversionPossible', { pirate: Id, merchant: Id, edition: z.enum(['livingRules2008', 'firstPrint2008']) });
export const WarshipBattleEventSchema = ev('warshipBattle', { pirate: Id, area: Id, warship: Id, attack: BattleAttack, defense: BattleDefense, outcome: z.enum(['pirateWins', 'warshipWins']) });
export const KcDeployAttemptEventSchema = ev('kcDeployAttempt', { player: Player, pirate: Id, roll: z.strictObject({ dice: z.array(Die), total: Int, np: Int }), outcome: z.enum(['success', 'failure']) });
export const KcDeployedEventSchema = ev('kcDeployed', { player: Player, kc: Id, area: Id, speed: Int.optional(), combat: Int.optional(), exPirate: Id.optional() });
export const KcReactionEventSchema = ev('kcReaction', { player: Player, kc: Id, pirate: Id, area: Id, moved: z.boolean() });
export const KcInterceptionEventSchema = ev('kcInterception', { player: Player, kc: Id, pirate: Id, area: Id, moved: z.boolean(), repeat: z.boolean() });
export const KcHarassmentEndedEventSchema = ev('kcHarassmentEnded', { kc: Id.nullable(), pirate: Id, area: Id });
export const KcBattleEventSchema = ev('kcBattle', { pirate: Id, kc: Id.nullable(), attack: BattleAttack, defense: BattleDefense, outcome: z.enum(['pirateWins', 'kcWins']) });
export const KcKillEventSchema = ev('kcKill', { kcOwner: Player, kc: Id.nullable(), pirate: Id, vp: Count, scoring: Text });
export const KcMovedEventSchema = ev('kcMoved', { player: Player, kc: Id, from: Id, to: Id });
export const KcRollEventSchema = ev('kcRoll', { kc: Id, roll: z.strictObject({ die: Die.optional(), combat: Int.optional(), livingRules: Int, total: Int }) });
export const OustEventSchema = ev('oust', { kc: Id, port: Id, kcTotal: Int, defense: z.strictObject({ die: Die.optional(), combat: Int, total: Int }), outcome: z.enum(['ousted', 'failed']) });
export const PiratePortDefenceEventSchema = ev('piratePortDefence', { pirate: Id, roll: z.strictObject({ die: Die.optional(), combat: Int, heavyGuns: Int, total: Int }) });
export const PiratePortAttackedEventSchema = ev('piratePortAttacked', { kc: Id, port: Id, kcTotal: Int, best: Int, outcome: z.enum(['destroyed', 'repulsed']) });
export const PirateOustedEventSchema = ev('pirateOusted', { pirate: Id, port: Id });

// --- Pirates: Loyalty, NP, damage, D&R, Cunning, Mutiny, Alliances, Duels, leaving play ---
export const LoyaltyChangedEventSchema = ev('loyaltyChanged', { pirate: Id, delta: Int, reason: Text, from: Int, to: Int });
export const NotorietyGainedEventSchema = ev('notorietyGained', { pirate: Id, amount: Int, reason: Text, total: Int, alliance: Rule.optional() });
export const DamagedEventSchema = ev('damaged', { pirate: Id, track: z.enum(['speed', 'combat']), hits: Count, value: Int });
export const ShipSunkEventSchema = ev('shipSunk', { pirate: Id, cause: Text });
export const DrDeclaredEventSchema = ev('drDeclared', { pirate: Id, kind: DrKind });
export const DrRenewedEventSchema = ev('drRenewed', { pirate: Id, from: DrKind, kind: DrKind });
export const DrRecoveredEventSchema = ev('drRecovered', { pirate: Id, kind: DrKind, actions: Count });
export const DrRecoveringEventSchema = ev('drRecovering', { pirate: Id, kind: DrKind, actions: Count, needed: Count });
export const CunningUsedEventSchema = ev('cunningUsed', { pirate: Id, discarded: z.array(Die), cunningLeft: Count, purpose: Text });
export const MutinyEventSchema = ev('mutiny', { pirate: Id, cause: Text, roll: z.strictObject({ die: Die, leadership: Int }), outcome: Text });
export const ShipLostEventSchema = ev('shipLost', { pirate: Id, reason: Text });
export const NewCaptainEventSchema = ev('newCaptain', { pirate: Id, replaces: Id, player: Player, loyalty: Int, np: Int });
export const AllianceFormedEventSchema = ev('allianceFormed', { pirates: z.array(Id), player: Player });
export const AllianceBrokenEventSchema = ev('allianceBroken', { pirates: z.array(Id), reason: Text });
export const DuelEventSchema = ev('duel', { pirate: Id, target: Id, totals: z.record(Id, Int), winner: Id.nullable() });
export const DuelAbandonedEventSchema = ev('duelAbandoned', { pirate: Id, target: Id });
export const ShipTakenOverEventSchema = ev('shipTakenOver', { pirate: Id, from: Id, ship: ShipTypeIdSchema, holds: z.array(Count), jettisoned: Count });
export const PossessionsTakenEventSchema = ev('possessionsTaken', { pirate: Id, from: Id, doubloons: Count });
export const PirateEliminatedEventSchema = ev('pirateEliminated', { pirate: Id, player: Player, cause: Text, vp: Count, scoring: Text });
export const PirateRetiredEventSchema = ev('pirateRetired', { pirate: Id, player: Player, method: Text, np: Int, netWorth: Count, vp: Count, scoring: Text });

// --- Event cards (17.2) ---
export const LetterOfMarqueEventSchema = ev('letterOfMarque', { pirate: Id, port: Id, nationality: NationalityIdSchema });
export const DoubleCrossEventSchema = ev('doubleCross', {
  player: Player,
  pirate: Id,
  outcome: z.enum(['trial', 'noEvidence', 'trialOrdered', 'hanged']),
  roll: z.union([z.strictObject({ dice: z.array(Die), total: Int }), z.strictObject({ die: Die })]),
  percent: Count.optional(),
  paid: Count.optional(),
  netWorth: Count.optional(),
});
export const KcSurpriseEventSchema = ev('kcSurprise', { player: Player, kc: Id, area: Id, warship: Id.optional(), pirate: Id, speed: Int.optional(), combat: Int.optional() });
export const LocalResistanceEventSchema = ev('localResistance', { player: Player, port: Id, roll: Die, value: Int, outcome: z.enum(['governorRemoved', 'noEffect']) });
export const FairWindsEventSchema = ev('fairWinds', { player: Player, piece: Id, kind: z.enum(['kc', 'pirate']), area: Id });
export const HeavyGunsEventSchema = ev('heavyGuns', { player: Player, pirate: Id });
export const TreasureMapEventSchema = ev('treasureMap', { player: Player, pirate: Id, seaArea: Id });
export const TreasureDigEventSchema = ev('treasureDig', { pirate: Id, roll: Die, found: z.boolean() });
export const TreasureFoundEventSchema = ev('treasureFound', { pirate: Id, roll: z.strictObject({ dice: z.array(Die), total: Int }), doubloons: Count });
export const GeneralPardonEventSchema = ev('generalPardon', {
  appearance: Count,
  effect: z.enum(['none', 'pardon', 'gameEnds']),
  drawer: Player.optional(),
  covered: z.array(Id).optional(),
  endsAfterTurn: Count.optional(),
});
export const PardonEndedEventSchema = ev('pardonEnded', { drawer: Player });
export const DiseaseEventSchema = ev('disease', { d66: D66, port: Id });
export const EuropeanTurmoilEventSchema = ev('europeanTurmoil', { warshipsRemoved: Count, kcsRemoved: z.array(Id) });
export const FingerOfFateEventSchema = ev('fingerOfFate', { player: Player });
export const HandsPassedLeftEventSchema = ev('handsPassedLeft', {});
export const NewGovernorEventSchema = ev('newGovernor', { d66: D66, port: Id, governor: z.enum(['anti-pirate']) });
export const NewGovernorSkippedEventSchema = ev('newGovernorSkipped', { d66: D66, port: Id, reason: Text });
export const NewGovernorRerollEventSchema = ev('newGovernorReroll', { d66: D66, port: Id, reason: Text });
export const GovernorRemovedEventSchema = ev('governorRemoved', { port: Id, governor: z.enum(['anti-pirate', 'pro-pirate']) });
export const MalDeMerEventSchema = ev('malDeMer', { player: Player });
export const StormEventSchema = ev('storm', { d66: D66, port: Id, areas: z.array(Id) });
export const StormStrikesEventSchema = ev('stormStrikes', { areas: z.array(Id), transitBoxes: z.array(Id) });
export const StormPirateEventSchema = ev('stormPirate', { pirate: Id, roll: z.strictObject({ die: Die, transit: Int, total: Int }), speedHits: Count, sunk: z.boolean(), drawer: Player });
export const StormWarshipEventSchema = ev('stormWarship', { area: Id, warship: Id.optional(), roll: z.strictObject({ dice: z.array(Die), total: Int, combat: Int }), removed: z.boolean() });
export const StormKcEventSchema = ev('stormKc', { kc: Id, roll: Die, removed: z.boolean() });
export const NaturalDisasterEventSchema = ev('naturalDisaster', { roll: Die, port: Id });
export const PortDestroyedEventSchema = ev('portDestroyed', { port: Id });
export const MerchantsClearedEventSchema = ev('merchantsCleared', {});
export const MutinyConspiracyEventSchema = ev('mutinyConspiracy', { player: Player, pirate: Id, roll: z.strictObject({ dice: z.array(Die), total: Int, loyalty: Int }), outcome: z.enum(['mutiny', 'none']) });
export const ScurvyEventSchema = ev('scurvy', { pirate: Id, hostagesDied: Count });
export const WearAndTearEventSchema = ev('wearAndTear', { pirate: Id, roll: Die, speedHits: Count });
export const ChallengerKilledEventSchema = ev('challengerKilled', { pirate: Id, player: Player });

// --- End of the game (18.0) ---
export const FinalScoringEventSchema = ev('finalScoring', { pirate: Id, player: Player, np: Int, vp: Count, scoring: Text });
export const StandingSchema = z.strictObject({ player: Player, vp: Count, rank: Count });
export const GameOverEventSchema = ev('gameOver', { reason: Text, standings: z.array(StandingSchema) });

// --- Solitaire (19.0) ---
export const SoloDecksReadyEventSchema = ev('soloDecksReady', { mustPlay: Count, hold: Count, removed: z.array(Id) });
export const SpPirateDrawnEventSchema = ev('spPirateDrawn', { player: Player, pirate: Id });
export const SpShipRolledEventSchema = ev('spShipRolled', { pirate: Id.nullable().optional(), roll: Die.optional(), ship: ShipTypeIdSchema });
export const SpPlacementRolledEventSchema = ev('spPlacementRolled', { pirate: Id.nullable(), d66: D66, port: Id.nullable(), areas: z.array(Id), reroll: z.boolean() });
export const SpTurnEventSchema = ev('spTurn', { player: Player, pirate: Id.nullable().optional(), slot: Count });
export const SoloApCheckEventSchema = ev('soloApCheck', { player: Player.optional(), pirate: Id, action: Text, card: Id.nullable(), effect: Text });
export const SoloDeckReshuffledEventSchema = ev('soloDeckReshuffled', { deck: z.enum(['mustPlay', 'hold']), cards: Count, ruling: Text.optional() });
export const GeneralPardonToHoldDeckEventSchema = ev('generalPardonToHoldDeck', { player: Player, cards: Count });
export const LetterKeptEventSchema = ev('letterKept', { player: Player, pirate: Id, drawsAnother: z.boolean() });
export const NotorietyLostEventSchema = ev('notorietyLost', { pirate: Id, roll: z.strictObject({ dice: z.array(Die), total: Int }), amount: Count, total: Int, when: z.enum(['loyaltyZero', 'endOfTurn']) });

/** Every event the engine emits, discriminated on `type`. */
export const GameEventSchema = z.discriminatedUnion('type', [
  RollOffEventSchema,
  RollOffTieEventSchema,
  PlayerOrderEventSchema,
  FirstPickEventSchema,
  CardDealtEventSchema,
  DeckReadyEventSchema,
  PirateDealtEventSchema,
  PirateDraftedEventSchema,
  SetupCompleteEventSchema,
  GovernorPlacedEventSchema,
  DeploymentRolledEventSchema,
  DeploymentDeclinedEventSchema,
  DeploymentsRevealedEventSchema,
  PirateDeployedEventSchema,
  PirateDrawnEventSchema,
  PirateKeptEventSchema,
  PirateRedrawnEventSchema,
  MerchantPlacedEventSchema,
  TurnStartedEventSchema,
  TurnEndedEventSchema,
  CardDrawnEventSchema,
  CardPlayedEventSchema,
  CardDiscardedForActionsEventSchema,
  CardPlayEndedEventSchema,
  CardDiscardedEventSchema,
  CardNegatedEventSchema,
  ActionBegunEventSchema,
  ActionCancelledEventSchema,
  ActionsForfeitedEventSchema,
  WarshipDamageVpEventSchema,
  LootNotorietyEventSchema,
  ConversionPossibleEventSchema,
  DeckRebuiltEventSchema,
  DeckReshuffledEventSchema,
  AntiPirateActionEventSchema,
  MoveStartedEventSchema,
  MovedEventSchema,
  PutToSeaEventSchema,
  MerchantFoundEventSchema,
  FindFailedEventSchema,
  CargoDeterminedEventSchema,
  HostageIdentifiedEventSchema,
  NoHostageEventSchema,
  BootySeizedEventSchema,
  BootyDeclinedEventSchema,
  CargoTakenEventSchema,
  CargoAbandonedEventSchema,
  HoldJettisonedEventSchema,
  HostageHeldEventSchema,
  HostageTorturedEventSchema,
  ShipConvertedEventSchema,
  MerchantRemovedEventSchema,
  BootyStowedEventSchema,
  BootyConvertedEventSchema,
  HostageRansomedEventSchema,
  RefitRolledEventSchema,
  RefittedEventSchema,
  RepairedEventSchema,
  BribePriceEventSchema,
  SafeHavenBoughtEventSchema,
  BribeDeclinedEventSchema,
  BribePaidEventSchema,
  PortAttackedEventSchema,
  PortLootedEventSchema,
  LetterOfMarqueLostEventSchema,
  SafeHavenLostEventSchema,
  EnteredPortEventSchema,
  ScurvyCuredEventSchema,
  PortSackedEventSchema,
  SackFailedEventSchema,
  BootyGrabAttemptEventSchema,
  BootyGrabTieEventSchema,
  BootyGrabbedEventSchema,
  BootySurrenderedEventSchema,
  RetirementStatedEventSchema,
  WarshipPlacedEventSchema,
  WarshipOnStationEventSchema,
  WarshipActivatedEventSchema,
  PirateRespondsEventSchema,
  EscapeAttemptEventSchema,
  WarshipBattleEventSchema,
  KcDeployAttemptEventSchema,
  KcDeployedEventSchema,
  KcReactionEventSchema,
  KcInterceptionEventSchema,
  KcHarassmentEndedEventSchema,
  KcBattleEventSchema,
  KcKillEventSchema,
  KcMovedEventSchema,
  KcRollEventSchema,
  OustEventSchema,
  PiratePortDefenceEventSchema,
  PiratePortAttackedEventSchema,
  PirateOustedEventSchema,
  LoyaltyChangedEventSchema,
  NotorietyGainedEventSchema,
  DamagedEventSchema,
  ShipSunkEventSchema,
  DrDeclaredEventSchema,
  DrRenewedEventSchema,
  DrRecoveredEventSchema,
  DrRecoveringEventSchema,
  CunningUsedEventSchema,
  MutinyEventSchema,
  ShipLostEventSchema,
  NewCaptainEventSchema,
  AllianceFormedEventSchema,
  AllianceBrokenEventSchema,
  DuelEventSchema,
  DuelAbandonedEventSchema,
  ShipTakenOverEventSchema,
  PossessionsTakenEventSchema,
  PirateEliminatedEventSchema,
  PirateRetiredEventSchema,
  LetterOfMarqueEventSchema,
  DoubleCrossEventSchema,
  KcSurpriseEventSchema,
  LocalResistanceEventSchema,
  FairWindsEventSchema,
  HeavyGunsEventSchema,
  TreasureMapEventSchema,
  TreasureDigEventSchema,
  TreasureFoundEventSchema,
  GeneralPardonEventSchema,
  PardonEndedEventSchema,
  DiseaseEventSchema,
  EuropeanTurmoilEventSchema,
  FingerOfFateEventSchema,
  HandsPassedLeftEventSchema,
  NewGovernorEventSchema,
  NewGovernorSkippedEventSchema,
  NewGovernorRerollEventSchema,
  GovernorRemovedEventSchema,
  MalDeMerEventSchema,
  StormEventSchema,
  StormStrikesEventSchema,
  StormPirateEventSchema,
  StormWarshipEventSchema,
  StormKcEventSchema,
  NaturalDisasterEventSchema,
  PortDestroyedEventSchema,
  MerchantsClearedEventSchema,
  MutinyConspiracyEventSchema,
  ScurvyEventSchema,
  WearAndTearEventSchema,
  ChallengerKilledEventSchema,
  FinalScoringEventSchema,
  GameOverEventSchema,
  SoloDecksReadyEventSchema,
  SpPirateDrawnEventSchema,
  SpShipRolledEventSchema,
  SpPlacementRolledEventSchema,
  SpTurnEventSchema,
  SoloApCheckEventSchema,
  SoloDeckReshuffledEventSchema,
  GeneralPardonToHoldDeckEventSchema,
  LetterKeptEventSchema,
  NotorietyLostEventSchema,
]);
