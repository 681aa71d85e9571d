import type { z } from 'zod';
import type { ActionSchema } from './schema.js';

/*
 * One named interface per action, each the type of its member of `ActionSchema`, so compiler errors
 * and the API pages say `MoveAction` rather than unrolling the object, and `Action` is a union of
 * names (test/types.test.ts checks that it equals the schema's type). Keep in step with schema.ts.
 */
type Member<T extends string> = Extract<z.output<typeof ActionSchema>, { type: T }>;

/** `chance`: The outcome of a chance node: dice faces (D66 as [black, white]) or the id drawn. */
export interface ChanceAction extends Member<'chance'> {}

/** `pass`: Decline: a window, an optional deployment, a Cunning reroll, voluntary D&R. */
export interface PassAction extends Member<'pass'> {}

/** `reroll`: 12.0: spend one Cunning point to reroll the roll just made. */
export interface RerollAction extends Member<'reroll'> {}

/** `choosePirate`: Step 6 optional draft: take this Pirate card. */
export interface ChoosePirateAction extends Member<'choosePirate'> {}

/** `redrawPirate`: 2.7 variant: give this Pirate back and draw another (10 VP to each other player). */
export interface RedrawPirateAction extends Member<'redrawPirate'> {}

/** `deployPirate`: Step 7 / 5.13: put a Pirate from hand on the map with a Sloop or Schooner. */
export interface DeployPirateAction extends Member<'deployPirate'> {}

/** `drawPirate`: 5.16 Action K: draw a Pirate card blind. */
export interface DrawPirateAction extends Member<'drawPirate'> {}

/** `keepPirate`: 5.16: keep the drawn Pirate card in hand. */
export interface KeepPirateAction extends Member<'keepPirate'> {}

/** `playCard`: Play a Hold card for its Actions (4.4C 2, 4.5); `pirate` names who gets Initiative Actions (4.52). An "Action AND Event" card (4.4C 3) also names its Event: `target` is the Pirate (Buried Treasure, Heavy Guns) or the Pirate or KC (Fair Winds) it is for, and `area` where Fair Winds takes it. */
export interface PlayCardAction extends Member<'playCard'> {}

/** `discardForActions`: 4.55: with no card playable for Actions, discard one for 1 Action (at most 2). */
export interface DiscardForActionsAction extends Member<'discardForActions'> {}

/** `endTurn`: 4.4D: the Player-Turn is over. */
export interface EndTurnAction extends Member<'endTurn'> {}

/** `discardCard`: 17.2 #7 Finger of Fate: the card this player discards. */
export interface DiscardCardAction extends Member<'discardCard'> {}

/** `chooseStormArea`: RULINGS B44 option: the Sea Area a storm rolled at Bermuda hits. */
export interface ChooseStormAreaAction extends Member<'chooseStormArea'> {}

/** `chooseArea`: Pick a Sea Area for a Pirate ousted from Bermuda (RULINGS B44). */
export interface ChooseAreaAction extends Member<'chooseArea'> {}

/** `move`: 4.5A / 7.0 */
export interface MoveAction extends Member<'move'> {}

/** `findMerchant`: 4.5B / 8.1: the Merchant in this port's Merchant Box. */
export interface FindMerchantAction extends Member<'findMerchant'> {}

/** `loot`: 4.5C / 8.3 */
export interface LootAction extends Member<'loot'> {}

/** `recoverDR`: 4.5F / 13.24 */
export interface RecoverDRAction extends Member<'recoverDR'> {}

/** `seizeBooty`: 8.32: seize the Booty (cargo and Hostage) or not. */
export interface SeizeBootyAction extends Member<'seizeBooty'> {}

/** `takeCargo`: 8.33: put the cargo in an empty Hold. */
export interface TakeCargoAction extends Member<'takeCargo'> {}

/** `abandonCargo`: 8.33: leave the cargo behind. */
export interface AbandonCargoAction extends Member<'abandonCargo'> {}

/** `jettison`: 8.33 / 8.5: throw one Hold's Booty overboard (index into the filled Holds). */
export interface JettisonAction extends Member<'jettison'> {}

/** `convertShip`: 8.5: convert the looted Merchant to his own ship. */
export interface ConvertShipAction extends Member<'convertShip'> {}

/** `convertMerchant`: first print 4.5D / 8.5: the Convert Merchant Action, his first after the Loot (option convertAsSeparateAction). */
export interface ConvertMerchantAction extends Member<'convertMerchant'> {}

/** `dealWithHostage`: 8.43: hold the Hostage for Ransom, or Torture him. */
export interface DealWithHostageAction extends Member<'dealWithHostage'> {}

/** `declareDR`: 8.35 / 13.11: declare voluntary D&R. */
export interface DeclareDRAction extends Member<'declareDR'> {}

/** `inPortActivities`: 4.5D / 9.4 In-Port Activities. */
export interface InPortActivitiesAction extends Member<'inPortActivities'> {}

/** `ransomHostage`: 9.42: ransom this Hostage (index into the Pirate's Hostages). */
export interface RansomHostageAction extends Member<'ransomHostage'> {}

/** `chooseHold`: Where Doubloons go: a filled Hold (index), or a new Hold (index = number of filled Holds). */
export interface ChooseHoldAction extends Member<'chooseHold'> {}

/** `convertHold`: 9.43: convert this Hold's Booty to Net Worth (index into the filled Holds). */
export interface ConvertHoldAction extends Member<'convertHold'> {}

/** `refit`: 9.44: Refit. */
export interface RefitAction extends Member<'refit'> {}

/** `repair`: 9.44: repair one hit on this track. */
export interface RepairAction extends Member<'repair'> {}

/** `bribeGovernor`: 9.45 / 18.41D: try to bribe the port's Governor. */
export interface BribeGovernorAction extends Member<'bribeGovernor'> {}

/** `payBribe`: 9.45 / 18.41D: pay the price just rolled, or decline. */
export interface PayBribeAction extends Member<'payBribe'> {}

/** `attackPort`: 4.5G / 9.5 Attack a port from its Sea Area. */
export interface AttackPortAction extends Member<'attackPort'> {}

/** `sackPort`: 4.5H / 9.55 Sack the port just taken. */
export interface SackPortAction extends Member<'sackPort'> {}

/** `bootyGrab`: 4.5E / 9.6 Booty Grab against another player's Pirate in D&R in the same port. */
export interface BootyGrabAction extends Member<'bootyGrab'> {}

/** `surrenderHold`: 9.63: the victim takes the grabbed Booty from this Hold (index into his filled Holds). */
export interface SurrenderHoldAction extends Member<'surrenderHold'> {}

/** `continueDuel`: 15.1: after a tied Booty-Grab Duel, fight on (both must want it, RULINGS B9). */
export interface ContinueDuelAction extends Member<'continueDuel'> {}

/** `claimSpoils`: 15.1: the Duel's winner takes the loser's possessions, or his ship. */
export interface ClaimSpoilsAction extends Member<'claimSpoils'> {}

/** `chooseReplacement`: 14.2: the Pirate card from hand that takes over the ship after a successful Mutiny. */
export interface ChooseReplacementAction extends Member<'chooseReplacement'> {}

/** `formAlliance`: 4.5I / 11.1 Form a Pirate Alliance with another of his Pirates in the same port. */
export interface FormAllianceAction extends Member<'formAlliance'> {}

/** `breakAlliance`: 11.6: end the Alliance (an announcement on his turn, not an Action). */
export interface BreakAllianceAction extends Member<'breakAlliance'> {}

/** `assignHit`: 11.4: the ship that takes the odd Combat hit of an Alliance. */
export interface AssignHitAction extends Member<'assignHit'> {}

/** `playEvent`: Play a card for its Event (4.4C 1, 4.65D, 17.2): an AP card against the active Pirate; `pirate` names the Pirate a Letter of Marque or Skull & Crossbones is for, `port` where Local Resistance strikes, `pirate` the Retired Pirate that Pirate Converts turns into a KC. */
export interface PlayEventAction extends Member<'playEvent'> {}

/** `useWarship`: 4.65B / 6.43: use the On-Station Warship of the active Pirate's Sea Area. */
export interface UseWarshipAction extends Member<'useWarship'> {}

/** `warshipAttack`: 6.42: attack with the Warship just placed, or leave it On Station. */
export interface WarshipAttackAction extends Member<'warshipAttack'> {}

/** `deployKc`: 4.65A / 10.12: try to deploy a KC against the active Pirate (3d6 < his NP). */
export interface DeployKcAction extends Member<'deployKc'> {}

/** `kcMove`: 10.4 (AP type C): move his KC one step (7.11: a Sea Area or Transit Box, never a port). */
export interface KcMoveAction extends Member<'kcMove'> {}

/** `kcAttackPort`: 10.41 (AP type C): his KC attacks the Pirate Port of its Sea Area. */
export interface KcAttackPortAction extends Member<'kcAttackPort'> {}

/** `kcOust`: 10.42 (AP type C): his KC Ousts the Pirates from the active Pirate's port. */
export interface KcOustAction extends Member<'kcOust'> {}

/** `kcReact`: 10.3: KC Reaction by this player's KC (not an AP Action). */
export interface KcReactAction extends Member<'kcReact'> {}

/** `kcIntercept`: first print 10.24 (option kcModel 'harass'): his KC intercepts the active Pirate, a KC AP Action. */
export interface KcInterceptAction extends Member<'kcIntercept'> {}

/** `fightOrEscape`: 6.45 / 10.33: the Pirate stands and fights, or tries to escape. */
export interface FightOrEscapeAction extends Member<'fightOrEscape'> {}

/** `retire`: 4.5J / 18.41 Retire: C-D by default, A with `method: 'letterOfMarque'`. */
export interface RetireAction extends Member<'retire'> {}

/** `digTreasure`: 17.2 #1: dig for the Buried Treasure on the Isle of Pines (one Action). */
export interface DigTreasureAction extends Member<'digTreasure'> {}
