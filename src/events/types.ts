import type { z } from 'zod';
import type * as S from './schema.js';

/*
 * One named interface per event, each the type of its zod schema (src/events/schema.ts), so that
 * compiler errors and the API pages say `MerchantFoundEvent` rather than unrolling the object, and
 * `GameEvent` stays a union of names (test/events/types.test.ts checks it equals the schema's type).
 * Generated from the schema list; keep the two in step (the type test fails otherwise).
 */

/** The `rollOff` event (rule 3.0). */
export interface RollOffEvent extends z.output<typeof S.RollOffEventSchema> {}

/** The `rollOffTie` event (rule 3.0). */
export interface RollOffTieEvent extends z.output<typeof S.RollOffTieEventSchema> {}

/** The `playerOrder` event (rule 3.0). */
export interface PlayerOrderEvent extends z.output<typeof S.PlayerOrderEventSchema> {}

/** The `firstPick` event (rule 3.0). */
export interface FirstPickEvent extends z.output<typeof S.FirstPickEventSchema> {}

/** The `cardDealt` event (rule 3.0). */
export interface CardDealtEvent extends z.output<typeof S.CardDealtEventSchema> {}

/** The `deckReady` event (rule 3.0). */
export interface DeckReadyEvent extends z.output<typeof S.DeckReadyEventSchema> {}

/** The `pirateDealt` event (rule 2.7, 3.0). */
export interface PirateDealtEvent extends z.output<typeof S.PirateDealtEventSchema> {}

/** The `pirateDrafted` event (rule 3.0). */
export interface PirateDraftedEvent extends z.output<typeof S.PirateDraftedEventSchema> {}

/** The `setupComplete` event (rule 3.0, 19.8). */
export interface SetupCompleteEvent extends z.output<typeof S.SetupCompleteEventSchema> {}

/** The `governorPlaced` event (rule 3.0, 19.5). */
export interface GovernorPlacedEvent extends z.output<typeof S.GovernorPlacedEventSchema> {}

/** The `deploymentRolled` event (rule 3.0). */
export interface DeploymentRolledEvent extends z.output<typeof S.DeploymentRolledEventSchema> {}

/** The `deploymentDeclined` event (rule 3.0). */
export interface DeploymentDeclinedEvent extends z.output<typeof S.DeploymentDeclinedEventSchema> {}

/** The `deploymentsRevealed` event (rule 3.0). */
export interface DeploymentsRevealedEvent extends z.output<typeof S.DeploymentsRevealedEventSchema> {}

/** The `pirateDeployed` event (rule: the section that caused it). */
export interface PirateDeployedEvent extends z.output<typeof S.PirateDeployedEventSchema> {}

/** The `pirateDrawn` event (rule 5.16). */
export interface PirateDrawnEvent extends z.output<typeof S.PirateDrawnEventSchema> {}

/** The `pirateKept` event (rule 5.16). */
export interface PirateKeptEvent extends z.output<typeof S.PirateKeptEventSchema> {}

/** The `pirateRedrawn` event (rule 2.7). */
export interface PirateRedrawnEvent extends z.output<typeof S.PirateRedrawnEventSchema> {}

/** The `merchantPlaced` event (rule: the section that caused it). */
export interface MerchantPlacedEvent extends z.output<typeof S.MerchantPlacedEventSchema> {}

/** The `turnStarted` event (rule 4.3). */
export interface TurnStartedEvent extends z.output<typeof S.TurnStartedEventSchema> {}

/** The `turnEnded` event (rule 4.4). */
export interface TurnEndedEvent extends z.output<typeof S.TurnEndedEventSchema> {}

/** The `cardDrawn` event (rule 4.4, 19.12, 19.13). */
export interface CardDrawnEvent extends z.output<typeof S.CardDrawnEventSchema> {}

/** The `cardPlayed` event (rule 6.42, 17.2, or the rule that caused it). */
export interface CardPlayedEvent extends z.output<typeof S.CardPlayedEventSchema> {}

/** The `cardDiscardedForActions` event (rule 4.55). */
export interface CardDiscardedForActionsEvent extends z.output<typeof S.CardDiscardedForActionsEventSchema> {}

/** The `cardPlayEnded` event (rule 4.4). */
export interface CardPlayEndedEvent extends z.output<typeof S.CardPlayEndedEventSchema> {}

/** The `cardDiscarded` event (rule 17.2, 19.12). */
export interface CardDiscardedEvent extends z.output<typeof S.CardDiscardedEventSchema> {}

/** The `cardNegated` event (rule 17.2). */
export interface CardNegatedEvent extends z.output<typeof S.CardNegatedEventSchema> {}

/** The `actionBegun` event (rule 4.5, 5.13, 5.16, 11.1). */
export interface ActionBegunEvent extends z.output<typeof S.ActionBegunEventSchema> {}

/** The `actionCancelled` event (rule 7.3, or the rule that caused it). */
export interface ActionCancelledEvent extends z.output<typeof S.ActionCancelledEventSchema> {}

/** The `actionsForfeited` event (rule 4.53, R42). */
export interface ActionsForfeitedEvent extends z.output<typeof S.ActionsForfeitedEventSchema> {}

/** The `warshipDamageVp` event (rule 18.12, first print 18.12D). */
export interface WarshipDamageVpEvent extends z.output<typeof S.WarshipDamageVpEventSchema> {}

/** The `lootNotoriety` event (rule 8.33, first print 8.35). */
export interface LootNotorietyEvent extends z.output<typeof S.LootNotorietyEventSchema> {}

/** The `conversionPossible` event (rule 8.5, first print 4.5D). */
export interface ConversionPossibleEvent extends z.output<typeof S.ConversionPossibleEventSchema> {}

/** The `deckRebuilt` event (rule 4.1). */
export interface DeckRebuiltEvent extends z.output<typeof S.DeckRebuiltEventSchema> {}

/** The `deckReshuffled` event (rule 17.2). */
export interface DeckReshuffledEvent extends z.output<typeof S.DeckReshuffledEventSchema> {}

/** The `antiPirateAction` event (rule: the section that caused it). */
export interface AntiPirateActionEvent extends z.output<typeof S.AntiPirateActionEventSchema> {}

/** The `moveStarted` event (rule 7.12). */
export interface MoveStartedEvent extends z.output<typeof S.MoveStartedEventSchema> {}

/** The `moved` event (rule: the section that caused it). */
export interface MovedEvent extends z.output<typeof S.MovedEventSchema> {}

/** The `putToSea` event (rule: the section that caused it). */
export interface PutToSeaEvent extends z.output<typeof S.PutToSeaEventSchema> {}

/** The `merchantFound` event (rule 8.14). */
export interface MerchantFoundEvent extends z.output<typeof S.MerchantFoundEventSchema> {}

/** The `findFailed` event (rule 8.14). */
export interface FindFailedEvent extends z.output<typeof S.FindFailedEventSchema> {}

/** The `cargoDetermined` event (rule 8.32). */
export interface CargoDeterminedEvent extends z.output<typeof S.CargoDeterminedEventSchema> {}

/** The `hostageIdentified` event (rule 8.41). */
export interface HostageIdentifiedEvent extends z.output<typeof S.HostageIdentifiedEventSchema> {}

/** The `noHostage` event (rule 8.41). */
export interface NoHostageEvent extends z.output<typeof S.NoHostageEventSchema> {}

/** The `bootySeized` event (rule 8.32). */
export interface BootySeizedEvent extends z.output<typeof S.BootySeizedEventSchema> {}

/** The `bootyDeclined` event (rule 8.32). */
export interface BootyDeclinedEvent extends z.output<typeof S.BootyDeclinedEventSchema> {}

/** The `cargoTaken` event (rule 8.33). */
export interface CargoTakenEvent extends z.output<typeof S.CargoTakenEventSchema> {}

/** The `cargoAbandoned` event (rule 8.33, 9.53). */
export interface CargoAbandonedEvent extends z.output<typeof S.CargoAbandonedEventSchema> {}

/** The `holdJettisoned` event (rule 8.33, 8.5, 9.53). */
export interface HoldJettisonedEvent extends z.output<typeof S.HoldJettisonedEventSchema> {}

/** The `hostageHeld` event (rule 8.44). */
export interface HostageHeldEvent extends z.output<typeof S.HostageHeldEventSchema> {}

/** The `hostageTortured` event (rule 8.45). */
export interface HostageTorturedEvent extends z.output<typeof S.HostageTorturedEventSchema> {}

/** The `shipConverted` event (rule 8.5). */
export interface ShipConvertedEvent extends z.output<typeof S.ShipConvertedEventSchema> {}

/** The `merchantRemoved` event (rule 8.34, 17.2, or the rule that caused it). */
export interface MerchantRemovedEvent extends z.output<typeof S.MerchantRemovedEventSchema> {}

/** The `bootyStowed` event (rule 9.42, 9.53, 9.63, 17.2, or the rule that caused it). */
export interface BootyStowedEvent extends z.output<typeof S.BootyStowedEventSchema> {}

/** The `bootyConverted` event (rule 9.43). */
export interface BootyConvertedEvent extends z.output<typeof S.BootyConvertedEventSchema> {}

/** The `hostageRansomed` event (rule 9.42). */
export interface HostageRansomedEvent extends z.output<typeof S.HostageRansomedEventSchema> {}

/** The `refitRolled` event (rule 9.44). */
export interface RefitRolledEvent extends z.output<typeof S.RefitRolledEventSchema> {}

/** The `refitted` event (rule 9.44). */
export interface RefittedEvent extends z.output<typeof S.RefittedEventSchema> {}

/** The `repaired` event (rule 9.44). */
export interface RepairedEvent extends z.output<typeof S.RepairedEventSchema> {}

/** The `bribePrice` event (rule 9.45, 18.41). */
export interface BribePriceEvent extends z.output<typeof S.BribePriceEventSchema> {}

/** The `safeHavenBought` event (rule 9.45). */
export interface SafeHavenBoughtEvent extends z.output<typeof S.SafeHavenBoughtEventSchema> {}

/** The `bribeDeclined` event (rule 9.45, 18.41). */
export interface BribeDeclinedEvent extends z.output<typeof S.BribeDeclinedEventSchema> {}

/** The `bribePaid` event (rule 18.41). */
export interface BribePaidEvent extends z.output<typeof S.BribePaidEventSchema> {}

/** The `portAttacked` event (rule 9.52). */
export interface PortAttackedEvent extends z.output<typeof S.PortAttackedEventSchema> {}

/** The `portLooted` event (rule 9.53). */
export interface PortLootedEvent extends z.output<typeof S.PortLootedEventSchema> {}

/** The `letterOfMarqueLost` event (rule 9.58). */
export interface LetterOfMarqueLostEvent extends z.output<typeof S.LetterOfMarqueLostEventSchema> {}

/** The `safeHavenLost` event (rule 9.34). */
export interface SafeHavenLostEvent extends z.output<typeof S.SafeHavenLostEventSchema> {}

/** The `enteredPort` event (rule 9.59). */
export interface EnteredPortEvent extends z.output<typeof S.EnteredPortEventSchema> {}

/** The `scurvyCured` event (rule 9.41). */
export interface ScurvyCuredEvent extends z.output<typeof S.ScurvyCuredEventSchema> {}

/** The `portSacked` event (rule 9.55). */
export interface PortSackedEvent extends z.output<typeof S.PortSackedEventSchema> {}

/** The `sackFailed` event (rule 9.55). */
export interface SackFailedEvent extends z.output<typeof S.SackFailedEventSchema> {}

/** The `bootyGrabAttempt` event (rule 9.62). */
export interface BootyGrabAttemptEvent extends z.output<typeof S.BootyGrabAttemptEventSchema> {}

/** The `bootyGrabTie` event (rule 19.3). */
export interface BootyGrabTieEvent extends z.output<typeof S.BootyGrabTieEventSchema> {}

/** The `bootyGrabbed` event (rule 9.63). */
export interface BootyGrabbedEvent extends z.output<typeof S.BootyGrabbedEventSchema> {}

/** The `bootySurrendered` event (rule 9.63). */
export interface BootySurrenderedEvent extends z.output<typeof S.BootySurrenderedEventSchema> {}

/** The `retirementStated` event (rule 18.41). */
export interface RetirementStatedEvent extends z.output<typeof S.RetirementStatedEventSchema> {}

/** The `warshipPlaced` event (rule 6.42, 19.13). */
export interface WarshipPlacedEvent extends z.output<typeof S.WarshipPlacedEventSchema> {}

/** The `warshipOnStation` event (rule 6.42, 19.13). */
export interface WarshipOnStationEvent extends z.output<typeof S.WarshipOnStationEventSchema> {}

/** The `warshipActivated` event (rule 6.43). */
export interface WarshipActivatedEvent extends z.output<typeof S.WarshipActivatedEventSchema> {}

/** The `pirateResponds` event (rule 6.45, 10.33, 10.34). */
export interface PirateRespondsEvent extends z.output<typeof S.PirateRespondsEventSchema> {}

/** The `escapeAttempt` event (rule 6.45, 10.33). */
export interface EscapeAttemptEvent extends z.output<typeof S.EscapeAttemptEventSchema> {}

/** The `warshipBattle` event (rule 6.46). */
export interface WarshipBattleEvent extends z.output<typeof S.WarshipBattleEventSchema> {}

/** The `kcDeployAttempt` event (rule 10.12). */
export interface KcDeployAttemptEvent extends z.output<typeof S.KcDeployAttemptEventSchema> {}

/** The `kcDeployed` event (rule 10.12, 17.2). */
export interface KcDeployedEvent extends z.output<typeof S.KcDeployedEventSchema> {}

/** The `kcReaction` event (rule 10.3). */
export interface KcReactionEvent extends z.output<typeof S.KcReactionEventSchema> {}

/** The `kcInterception` event (first print rule 10.24, option kcModel 'harass'). */
export interface KcInterceptionEvent extends z.output<typeof S.KcInterceptionEventSchema> {}

/** The `kcHarassmentEnded` event (first print rule 10.23, option kcModel 'harass'). */
export interface KcHarassmentEndedEvent extends z.output<typeof S.KcHarassmentEndedEventSchema> {}

/** The `kcBattle` event (rule 10.35). */
export interface KcBattleEvent extends z.output<typeof S.KcBattleEventSchema> {}

/** The `kcKill` event (rule 10.36). */
export interface KcKillEvent extends z.output<typeof S.KcKillEventSchema> {}

/** The `kcMoved` event (rule 10.4). */
export interface KcMovedEvent extends z.output<typeof S.KcMovedEventSchema> {}

/** The `kcRoll` event (rule 10.41, 10.42). */
export interface KcRollEvent extends z.output<typeof S.KcRollEventSchema> {}

/** The `oust` event (rule 10.42). */
export interface OustEvent extends z.output<typeof S.OustEventSchema> {}

/** The `piratePortDefence` event (rule 10.41). */
export interface PiratePortDefenceEvent extends z.output<typeof S.PiratePortDefenceEventSchema> {}

/** The `piratePortAttacked` event (rule 10.41). */
export interface PiratePortAttackedEvent extends z.output<typeof S.PiratePortAttackedEventSchema> {}

/** The `pirateOusted` event (rule: the section that caused it). */
export interface PirateOustedEvent extends z.output<typeof S.PirateOustedEventSchema> {}

/** The `loyaltyChanged` event (rule: the section that caused it). */
export interface LoyaltyChangedEvent extends z.output<typeof S.LoyaltyChangedEventSchema> {}

/** The `notorietyGained` event (rule: the section that caused it). */
export interface NotorietyGainedEvent extends z.output<typeof S.NotorietyGainedEventSchema> {}

/** The `damaged` event (rule: the section that caused it). */
export interface DamagedEvent extends z.output<typeof S.DamagedEventSchema> {}

/** The `shipSunk` event (rule 6.25). */
export interface ShipSunkEvent extends z.output<typeof S.ShipSunkEventSchema> {}

/** The `drRenewed` event (first print 17.2 #2: a D&R card on a Pirate who has a marker, R81). */
export interface DrRenewedEvent extends z.output<typeof S.DrRenewedEventSchema> {}

/** The `drDeclared` event (rule: the section that caused it). */
export interface DrDeclaredEvent extends z.output<typeof S.DrDeclaredEventSchema> {}

/** The `drRecovered` event (rule 13.24). */
export interface DrRecoveredEvent extends z.output<typeof S.DrRecoveredEventSchema> {}

/** The `drRecovering` event (rule 13.24). */
export interface DrRecoveringEvent extends z.output<typeof S.DrRecoveringEventSchema> {}

/** The `cunningUsed` event (rule 12.0). */
export interface CunningUsedEvent extends z.output<typeof S.CunningUsedEventSchema> {}

/** The `mutiny` event (rule 14.2, 19.16). */
export interface MutinyEvent extends z.output<typeof S.MutinyEventSchema> {}

/** The `shipLost` event (rule 14.2). */
export interface ShipLostEvent extends z.output<typeof S.ShipLostEventSchema> {}

/** The `newCaptain` event (rule: the section that caused it). */
export interface NewCaptainEvent extends z.output<typeof S.NewCaptainEventSchema> {}

/** The `allianceFormed` event (rule 11.1). */
export interface AllianceFormedEvent extends z.output<typeof S.AllianceFormedEventSchema> {}

/** The `allianceBroken` event (rule 11.6). */
export interface AllianceBrokenEvent extends z.output<typeof S.AllianceBrokenEventSchema> {}

/** The `duel` event (rule 15.1). */
export interface DuelEvent extends z.output<typeof S.DuelEventSchema> {}

/** The `duelAbandoned` event (rule 15.1). */
export interface DuelAbandonedEvent extends z.output<typeof S.DuelAbandonedEventSchema> {}

/** The `shipTakenOver` event (rule 15.1). */
export interface ShipTakenOverEvent extends z.output<typeof S.ShipTakenOverEventSchema> {}

/** The `possessionsTaken` event (rule 15.1). */
export interface PossessionsTakenEvent extends z.output<typeof S.PossessionsTakenEventSchema> {}

/** The `pirateEliminated` event (rule: the section that caused it). */
export interface PirateEliminatedEvent extends z.output<typeof S.PirateEliminatedEventSchema> {}

/** The `pirateRetired` event (rule: the section that caused it). */
export interface PirateRetiredEvent extends z.output<typeof S.PirateRetiredEventSchema> {}

/** The `letterOfMarque` event (rule 17.2). */
export interface LetterOfMarqueEvent extends z.output<typeof S.LetterOfMarqueEventSchema> {}

/** The `doubleCross` event (rule 17.2). */
export interface DoubleCrossEvent extends z.output<typeof S.DoubleCrossEventSchema> {}

/** The `kcSurprise` event (rule 17.2). */
export interface KcSurpriseEvent extends z.output<typeof S.KcSurpriseEventSchema> {}

/** The `localResistance` event (rule 17.2). */
export interface LocalResistanceEvent extends z.output<typeof S.LocalResistanceEventSchema> {}

/** The `fairWinds` event (rule 17.2). */
export interface FairWindsEvent extends z.output<typeof S.FairWindsEventSchema> {}

/** The `heavyGuns` event (rule 17.2). */
export interface HeavyGunsEvent extends z.output<typeof S.HeavyGunsEventSchema> {}

/** The `treasureMap` event (rule 17.2). */
export interface TreasureMapEvent extends z.output<typeof S.TreasureMapEventSchema> {}

/** The `treasureDig` event (rule 17.2). */
export interface TreasureDigEvent extends z.output<typeof S.TreasureDigEventSchema> {}

/** The `treasureFound` event (rule 17.2). */
export interface TreasureFoundEvent extends z.output<typeof S.TreasureFoundEventSchema> {}

/** The `generalPardon` event (rule 17.2). */
export interface GeneralPardonEvent extends z.output<typeof S.GeneralPardonEventSchema> {}

/** The `pardonEnded` event (rule 17.2). */
export interface PardonEndedEvent extends z.output<typeof S.PardonEndedEventSchema> {}

/** The `disease` event (rule 17.2). */
export interface DiseaseEvent extends z.output<typeof S.DiseaseEventSchema> {}

/** The `europeanTurmoil` event (rule 17.2). */
export interface EuropeanTurmoilEvent extends z.output<typeof S.EuropeanTurmoilEventSchema> {}

/** The `fingerOfFate` event (rule 17.2). */
export interface FingerOfFateEvent extends z.output<typeof S.FingerOfFateEventSchema> {}

/** The `handsPassedLeft` event (rule 17.2). */
export interface HandsPassedLeftEvent extends z.output<typeof S.HandsPassedLeftEventSchema> {}

/** The `newGovernor` event (rule 17.2). */
export interface NewGovernorEvent extends z.output<typeof S.NewGovernorEventSchema> {}

/** The `newGovernorSkipped` event (rule 17.2). */
export interface NewGovernorSkippedEvent extends z.output<typeof S.NewGovernorSkippedEventSchema> {}

/** The `newGovernorReroll` event (rule 17.2). */
export interface NewGovernorRerollEvent extends z.output<typeof S.NewGovernorRerollEventSchema> {}

/** The `governorRemoved` event (rule: the section that caused it). */
export interface GovernorRemovedEvent extends z.output<typeof S.GovernorRemovedEventSchema> {}

/** The `malDeMer` event (rule 17.2). */
export interface MalDeMerEvent extends z.output<typeof S.MalDeMerEventSchema> {}

/** The `storm` event (rule 17.2). */
export interface StormEvent extends z.output<typeof S.StormEventSchema> {}

/** The `stormStrikes` event (rule 17.2). */
export interface StormStrikesEvent extends z.output<typeof S.StormStrikesEventSchema> {}

/** The `stormPirate` event (rule 17.2). */
export interface StormPirateEvent extends z.output<typeof S.StormPirateEventSchema> {}

/** The `stormWarship` event (rule 17.2). */
export interface StormWarshipEvent extends z.output<typeof S.StormWarshipEventSchema> {}

/** The `stormKc` event (rule 17.2). */
export interface StormKcEvent extends z.output<typeof S.StormKcEventSchema> {}

/** The `naturalDisaster` event (rule 17.2). */
export interface NaturalDisasterEvent extends z.output<typeof S.NaturalDisasterEventSchema> {}

/** The `portDestroyed` event (rule: the section that caused it). */
export interface PortDestroyedEvent extends z.output<typeof S.PortDestroyedEventSchema> {}

/** The `merchantsCleared` event (rule 17.2). */
export interface MerchantsClearedEvent extends z.output<typeof S.MerchantsClearedEventSchema> {}

/** The `mutinyConspiracy` event (rule 17.2). */
export interface MutinyConspiracyEvent extends z.output<typeof S.MutinyConspiracyEventSchema> {}

/** The `scurvy` event (rule 17.2). */
export interface ScurvyEvent extends z.output<typeof S.ScurvyEventSchema> {}

/** The `wearAndTear` event (rule 17.2). */
export interface WearAndTearEvent extends z.output<typeof S.WearAndTearEventSchema> {}

/** The `challengerKilled` event (rule 17.2). */
export interface ChallengerKilledEvent extends z.output<typeof S.ChallengerKilledEventSchema> {}

/** The `finalScoring` event (rule 18.12). */
export interface FinalScoringEvent extends z.output<typeof S.FinalScoringEventSchema> {}

/** The `gameOver` event (rule: the section that caused it). */
export interface GameOverEvent extends z.output<typeof S.GameOverEventSchema> {}

/** The `soloDecksReady` event (rule 19.3). */
export interface SoloDecksReadyEvent extends z.output<typeof S.SoloDecksReadyEventSchema> {}

/** The `spPirateDrawn` event (rule 19.1). */
export interface SpPirateDrawnEvent extends z.output<typeof S.SpPirateDrawnEventSchema> {}

/** The `spShipRolled` event (rule 19.1). */
export interface SpShipRolledEvent extends z.output<typeof S.SpShipRolledEventSchema> {}

/** The `spPlacementRolled` event (rule 19.7). */
export interface SpPlacementRolledEvent extends z.output<typeof S.SpPlacementRolledEventSchema> {}

/** The `spTurn` event (rule 19.2). */
export interface SpTurnEvent extends z.output<typeof S.SpTurnEventSchema> {}

/** The `soloApCheck` event (rule 19.13, 19.14). */
export interface SoloApCheckEvent extends z.output<typeof S.SoloApCheckEventSchema> {}

/** The `soloDeckReshuffled` event (rule 19.12, 19.3). */
export interface SoloDeckReshuffledEvent extends z.output<typeof S.SoloDeckReshuffledEventSchema> {}

/** The `generalPardonToHoldDeck` event (rule 19.10). */
export interface GeneralPardonToHoldDeckEvent extends z.output<typeof S.GeneralPardonToHoldDeckEventSchema> {}

/** The `letterKept` event (rule 19.18). */
export interface LetterKeptEvent extends z.output<typeof S.LetterKeptEventSchema> {}

/** The `notorietyLost` event (rule 19.20). */
export interface NotorietyLostEvent extends z.output<typeof S.NotorietyLostEventSchema> {}

/**
 * A GameEvent is data: what happened, the rule it follows, and every die and modifier that entered
 * a total, so a dispute can be settled by reading it (DESIGN "Events"). `describe(event)` renders it.
 *
 * A discriminated union on `type` (one member per event the engine emits, `GameEventSchema`):
 * narrowing gives the fields, e.g. `if (e.type === 'merchantFound') e.roll.total`. An event with
 * `visibleTo` holds a fact only that player may know: see `eventsFor`.
 */
export type GameEvent =
  | RollOffEvent
  | RollOffTieEvent
  | PlayerOrderEvent
  | FirstPickEvent
  | CardDealtEvent
  | DeckReadyEvent
  | PirateDealtEvent
  | PirateDraftedEvent
  | SetupCompleteEvent
  | GovernorPlacedEvent
  | DeploymentRolledEvent
  | DeploymentDeclinedEvent
  | DeploymentsRevealedEvent
  | PirateDeployedEvent
  | PirateDrawnEvent
  | PirateKeptEvent
  | PirateRedrawnEvent
  | MerchantPlacedEvent
  | TurnStartedEvent
  | TurnEndedEvent
  | CardDrawnEvent
  | CardPlayedEvent
  | CardDiscardedForActionsEvent
  | CardPlayEndedEvent
  | CardDiscardedEvent
  | CardNegatedEvent
  | ActionBegunEvent
  | ActionCancelledEvent
  | ActionsForfeitedEvent
  | WarshipDamageVpEvent
  | LootNotorietyEvent
  | ConversionPossibleEvent
  | DeckRebuiltEvent
  | DeckReshuffledEvent
  | AntiPirateActionEvent
  | MoveStartedEvent
  | MovedEvent
  | PutToSeaEvent
  | MerchantFoundEvent
  | FindFailedEvent
  | CargoDeterminedEvent
  | HostageIdentifiedEvent
  | NoHostageEvent
  | BootySeizedEvent
  | BootyDeclinedEvent
  | CargoTakenEvent
  | CargoAbandonedEvent
  | HoldJettisonedEvent
  | HostageHeldEvent
  | HostageTorturedEvent
  | ShipConvertedEvent
  | MerchantRemovedEvent
  | BootyStowedEvent
  | BootyConvertedEvent
  | HostageRansomedEvent
  | RefitRolledEvent
  | RefittedEvent
  | RepairedEvent
  | BribePriceEvent
  | SafeHavenBoughtEvent
  | BribeDeclinedEvent
  | BribePaidEvent
  | PortAttackedEvent
  | PortLootedEvent
  | LetterOfMarqueLostEvent
  | SafeHavenLostEvent
  | EnteredPortEvent
  | ScurvyCuredEvent
  | PortSackedEvent
  | SackFailedEvent
  | BootyGrabAttemptEvent
  | BootyGrabTieEvent
  | BootyGrabbedEvent
  | BootySurrenderedEvent
  | RetirementStatedEvent
  | WarshipPlacedEvent
  | WarshipOnStationEvent
  | WarshipActivatedEvent
  | PirateRespondsEvent
  | EscapeAttemptEvent
  | WarshipBattleEvent
  | KcDeployAttemptEvent
  | KcDeployedEvent
  | KcReactionEvent
  | KcInterceptionEvent
  | KcHarassmentEndedEvent
  | KcBattleEvent
  | KcKillEvent
  | KcMovedEvent
  | KcRollEvent
  | OustEvent
  | PiratePortDefenceEvent
  | PiratePortAttackedEvent
  | PirateOustedEvent
  | LoyaltyChangedEvent
  | NotorietyGainedEvent
  | DamagedEvent
  | ShipSunkEvent
  | DrDeclaredEvent
  | DrRenewedEvent
  | DrRecoveredEvent
  | DrRecoveringEvent
  | CunningUsedEvent
  | MutinyEvent
  | ShipLostEvent
  | NewCaptainEvent
  | AllianceFormedEvent
  | AllianceBrokenEvent
  | DuelEvent
  | DuelAbandonedEvent
  | ShipTakenOverEvent
  | PossessionsTakenEvent
  | PirateEliminatedEvent
  | PirateRetiredEvent
  | LetterOfMarqueEvent
  | DoubleCrossEvent
  | KcSurpriseEvent
  | LocalResistanceEvent
  | FairWindsEvent
  | HeavyGunsEvent
  | TreasureMapEvent
  | TreasureDigEvent
  | TreasureFoundEvent
  | GeneralPardonEvent
  | PardonEndedEvent
  | DiseaseEvent
  | EuropeanTurmoilEvent
  | FingerOfFateEvent
  | HandsPassedLeftEvent
  | NewGovernorEvent
  | NewGovernorSkippedEvent
  | NewGovernorRerollEvent
  | GovernorRemovedEvent
  | MalDeMerEvent
  | StormEvent
  | StormStrikesEvent
  | StormPirateEvent
  | StormWarshipEvent
  | StormKcEvent
  | NaturalDisasterEvent
  | PortDestroyedEvent
  | MerchantsClearedEvent
  | MutinyConspiracyEvent
  | ScurvyEvent
  | WearAndTearEvent
  | ChallengerKilledEvent
  | FinalScoringEvent
  | GameOverEvent
  | SoloDecksReadyEvent
  | SpPirateDrawnEvent
  | SpShipRolledEvent
  | SpPlacementRolledEvent
  | SpTurnEvent
  | SoloApCheckEvent
  | SoloDeckReshuffledEvent
  | GeneralPardonToHoldDeckEvent
  | LetterKeptEvent
  | NotorietyLostEvent;


/** The type names of every event: `'moved' | 'portAttacked' | ...`. */
export type GameEventType = GameEvent['type'];

/** The event of one type: `EventOf<'merchantFound'>`. */
export type EventOf<T extends GameEventType> = Extract<GameEvent, { type: T }>;
