import { z } from 'zod';
import { IdSchema, LocationSchema, PlayerIdSchema, ShipTypeIdSchema } from '../state/id-schemas.js';

/**
 * Every decision a player can make, and the answer to a chance node. Action `type`s are camelCase
 * verbs named after the rules; they are the wire format of saved games (DESIGN "Vocabulary").
 */
const P = { player: PlayerIdSchema };
const Pirate = { player: PlayerIdSchema, pirate: IdSchema };

/**
 * Every action a player (or, for chance nodes, the dice) can send to `apply`, as a zod discriminated
 * union on `type`. Use it to validate actions coming from a network or a file.
 */
export const ActionSchema = z.discriminatedUnion('type', [
  /** The outcome of a chance node: dice faces (D66 as [black, white]) or the id drawn. */
  z.strictObject({ type: z.literal('chance'), value: z.union([z.array(z.number().int()), IdSchema]) }),
  /** Decline: a window, an optional deployment, a Cunning reroll, voluntary D&R. */
  z.strictObject({ type: z.literal('pass'), ...P }),
  /** 12.0: spend one Cunning point to reroll the roll just made. */
  z.strictObject({ type: z.literal('reroll'), ...Pirate }),

  // Setup (3.0) and Pirate cards (5.1)
  /** Step 6 optional draft: take this Pirate card. */
  z.strictObject({ type: z.literal('choosePirate'), ...Pirate }),
  /** 2.7 variant: give this Pirate back and draw another (10 VP to each other player). */
  z.strictObject({ type: z.literal('redrawPirate'), ...Pirate }),
  /** Step 7 / 5.13: put a Pirate from hand on the map with a Sloop or Schooner. */
  z.strictObject({ type: z.literal('deployPirate'), ...Pirate, area: IdSchema, ship: ShipTypeIdSchema }),
  /** 5.16 Action K: draw a Pirate card blind. */
  z.strictObject({ type: z.literal('drawPirate'), ...P }),
  /** 5.16: keep the drawn Pirate card in hand. */
  z.strictObject({ type: z.literal('keepPirate'), ...Pirate }),

  // Card Play Phase (4.4C)
  /**
   * Play a Hold card for its Actions (4.4C 2, 4.5); `pirate` names who gets Initiative Actions (4.52).
   * An "Action AND Event" card (4.4C 3) also names its Event: `target` is the Pirate (Buried Treasure,
   * Heavy Guns) or the Pirate or KC (Fair Winds) it is for, and `area` where Fair Winds takes it.
   */
  z.strictObject({
    type: z.literal('playCard'),
    ...P,
    card: IdSchema,
    pirate: IdSchema.nullable(),
    event: z.strictObject({ target: IdSchema, area: IdSchema.nullable() }).optional(),
  }),
  /** 4.55: with no card playable for Actions, discard one for 1 Action (at most 2). */
  z.strictObject({ type: z.literal('discardForActions'), ...P, card: IdSchema }),
  /** 4.4D: the Player-Turn is over. */
  z.strictObject({ type: z.literal('endTurn'), ...P }),
  /** 17.2 #7 Finger of Fate: the card this player discards. */
  z.strictObject({ type: z.literal('discardCard'), ...P, card: IdSchema }),
  /** RULINGS B44 option: the Sea Area a storm rolled at Bermuda hits. */
  z.strictObject({ type: z.literal('chooseStormArea'), ...P, area: IdSchema }),
  /** Pick a Sea Area for a Pirate ousted from Bermuda (RULINGS B44). */
  z.strictObject({ type: z.literal('chooseArea'), ...Pirate, area: IdSchema }),

  // Pirate Actions (4.5)
  /** 4.5A / 7.0 */
  z.strictObject({ type: z.literal('move'), ...Pirate, to: LocationSchema }),
  /** 4.5B / 8.1: the Merchant in this port's Merchant Box. */
  z.strictObject({ type: z.literal('findMerchant'), ...Pirate, port: IdSchema }),
  /** 4.5C / 8.3 */
  z.strictObject({ type: z.literal('loot'), ...Pirate, port: IdSchema }),
  /** 4.5F / 13.24 */
  z.strictObject({ type: z.literal('recoverDR'), ...Pirate }),

  // Inside a Loot (8.31)
  /** 8.32: seize the Booty (cargo and Hostage) or not. */
  z.strictObject({ type: z.literal('seizeBooty'), ...Pirate, seize: z.boolean() }),
  /** 8.33: put the cargo in an empty Hold. */
  z.strictObject({ type: z.literal('takeCargo'), ...Pirate }),
  /** 8.33: leave the cargo behind. */
  z.strictObject({ type: z.literal('abandonCargo'), ...Pirate }),
  /** 8.33 / 8.5: throw one Hold's Booty overboard (index into the filled Holds). */
  z.strictObject({ type: z.literal('jettison'), ...Pirate, hold: z.number().int().min(0) }),
  /** 8.5: convert the looted Merchant to his own ship. */
  z.strictObject({ type: z.literal('convertShip'), ...Pirate }),
  /** First print 4.5D / 8.5: the Convert Merchant Action, his first after the Loot (option convertAsSeparateAction). */
  z.strictObject({ type: z.literal('convertMerchant'), ...Pirate }),
  /** 8.43: hold the Hostage for Ransom, or Torture him. */
  z.strictObject({ type: z.literal('dealWithHostage'), ...Pirate, choice: z.enum(['ransom', 'torture']) }),
  /** 8.35 / 13.11: declare voluntary D&R. */
  z.strictObject({ type: z.literal('declareDR'), ...Pirate }),

  // Ports (9.0)
  /** 4.5D / 9.4 In-Port Activities. */
  z.strictObject({ type: z.literal('inPortActivities'), ...Pirate }),
  /** 9.42: ransom this Hostage (index into the Pirate's Hostages). */
  z.strictObject({ type: z.literal('ransomHostage'), ...Pirate, hostage: z.number().int().min(0) }),
  /** Where Doubloons go: a filled Hold (index), or a new Hold (index = number of filled Holds). */
  z.strictObject({ type: z.literal('chooseHold'), ...Pirate, hold: z.number().int().min(0) }),
  /** 9.43: convert this Hold's Booty to Net Worth (index into the filled Holds). */
  z.strictObject({ type: z.literal('convertHold'), ...Pirate, hold: z.number().int().min(0) }),
  /** 9.44: Refit. */
  z.strictObject({ type: z.literal('refit'), ...Pirate }),
  /** 9.44: repair one hit on this track. */
  z.strictObject({ type: z.literal('repair'), ...Pirate, track: z.enum(['combat', 'speed']) }),
  /** 9.45 / 18.41D: try to bribe the port's Governor. */
  z.strictObject({ type: z.literal('bribeGovernor'), ...Pirate }),
  /** 9.45 / 18.41D: pay the price just rolled, or decline. */
  z.strictObject({ type: z.literal('payBribe'), ...Pirate, pay: z.boolean() }),
  /** 4.5G / 9.5 Attack a port from its Sea Area. */
  z.strictObject({ type: z.literal('attackPort'), ...Pirate, port: IdSchema }),
  /** 4.5H / 9.55 Sack the port just taken. */
  z.strictObject({ type: z.literal('sackPort'), ...Pirate }),
  /** 4.5E / 9.6 Booty Grab against another player's Pirate in D&R in the same port. */
  z.strictObject({ type: z.literal('bootyGrab'), ...Pirate, target: IdSchema }),
  /** 9.63: the victim takes the grabbed Booty from this Hold (index into his filled Holds). */
  z.strictObject({ type: z.literal('surrenderHold'), ...Pirate, hold: z.number().int().min(0) }),
  /** 15.1: after a tied Booty-Grab Duel, fight on (both must want it, RULINGS B9). */
  z.strictObject({ type: z.literal('continueDuel'), ...Pirate, continue: z.boolean() }),
  /** 15.1: the Duel's winner takes the loser's possessions, or his ship. */
  z.strictObject({ type: z.literal('claimSpoils'), ...Pirate, take: z.enum(['possessions', 'ship']) }),
  /** 14.2: the Pirate card from hand that takes over the ship after a successful Mutiny. */
  z.strictObject({ type: z.literal('chooseReplacement'), ...Pirate }),
  /** 4.5I / 11.1 Form a Pirate Alliance with another of his Pirates in the same port. */
  z.strictObject({ type: z.literal('formAlliance'), ...Pirate, partner: IdSchema }),
  /** 11.6: end the Alliance (an announcement on his turn, not an Action). */
  z.strictObject({ type: z.literal('breakAlliance'), ...Pirate }),
  /** 11.4: the ship that takes the odd Combat hit of an Alliance. */
  z.strictObject({ type: z.literal('assignHit'), ...Pirate }),
  // Anti-Pirate Actions (4.6)
  /**
   * Play a card for its Event (4.4C 1, 4.65D, 17.2): an AP card against the active Pirate; `pirate`
   * names the Pirate a Letter of Marque or Skull & Crossbones is for, `port` where Local Resistance
   * strikes, `pirate` the Retired Pirate that Pirate Converts turns into a KC.
   */
  z.strictObject({ type: z.literal('playEvent'), ...P, card: IdSchema, pirate: IdSchema.optional(), port: IdSchema.optional() }),
  /** 4.65B / 6.43: use the On-Station Warship of the active Pirate's Sea Area. */
  z.strictObject({ type: z.literal('useWarship'), ...P }),
  /** 6.42: attack with the Warship just placed, or leave it On Station. */
  z.strictObject({ type: z.literal('warshipAttack'), ...P, attack: z.boolean() }),
  /** 4.65A / 10.12: try to deploy a KC against the active Pirate (3d6 < his NP). */
  z.strictObject({ type: z.literal('deployKc'), ...P }),
  /** 10.4 (AP type C): move his KC one step (7.11: a Sea Area or Transit Box, never a port). */
  z.strictObject({ type: z.literal('kcMove'), ...P, to: IdSchema }),
  /** 10.41 (AP type C): his KC attacks the Pirate Port of its Sea Area. */
  z.strictObject({ type: z.literal('kcAttackPort'), ...P, port: IdSchema }),
  /** 10.42 (AP type C): his KC Ousts the Pirates from the active Pirate's port. */
  z.strictObject({ type: z.literal('kcOust'), ...P }),
  /** 10.3: KC Reaction by this player's KC (not an AP Action). */
  z.strictObject({ type: z.literal('kcReact'), ...P }),
  z.strictObject({ type: z.literal('kcIntercept'), ...P }),
  /** 6.45 / 10.33: the Pirate stands and fights, or tries to escape. */
  z.strictObject({ type: z.literal('fightOrEscape'), ...Pirate, choice: z.enum(['fight', 'escape', 'surrender']) }),
  /** 4.5J / 18.41 Retire: C-D by default, A with `method: 'letterOfMarque'`. */
  z.strictObject({ type: z.literal('retire'), ...Pirate, method: z.literal('letterOfMarque').optional() }),
  /** 17.2 #1: dig for the Buried Treasure on the Isle of Pines (one Action). */
  z.strictObject({ type: z.literal('digTreasure'), ...Pirate }),
]);
import type * as Named from './action-types.js';
/**
 * An action for `apply`: a player's decision, or `{ type: 'chance', value }` at a chance node. A
 * union of named interfaces (src/actions/action-types.ts), equal to the type of `ActionSchema`.
 */
export type Action =
  | Named.ChanceAction
  | Named.PassAction
  | Named.RerollAction
  | Named.ChoosePirateAction
  | Named.RedrawPirateAction
  | Named.DeployPirateAction
  | Named.DrawPirateAction
  | Named.KeepPirateAction
  | Named.PlayCardAction
  | Named.DiscardForActionsAction
  | Named.EndTurnAction
  | Named.DiscardCardAction
  | Named.ChooseStormAreaAction
  | Named.ChooseAreaAction
  | Named.MoveAction
  | Named.FindMerchantAction
  | Named.LootAction
  | Named.RecoverDRAction
  | Named.SeizeBootyAction
  | Named.TakeCargoAction
  | Named.AbandonCargoAction
  | Named.JettisonAction
  | Named.ConvertShipAction
  | Named.ConvertMerchantAction
  | Named.DealWithHostageAction
  | Named.DeclareDRAction
  | Named.InPortActivitiesAction
  | Named.RansomHostageAction
  | Named.ChooseHoldAction
  | Named.ConvertHoldAction
  | Named.RefitAction
  | Named.RepairAction
  | Named.BribeGovernorAction
  | Named.PayBribeAction
  | Named.AttackPortAction
  | Named.SackPortAction
  | Named.BootyGrabAction
  | Named.SurrenderHoldAction
  | Named.ContinueDuelAction
  | Named.ClaimSpoilsAction
  | Named.ChooseReplacementAction
  | Named.FormAllianceAction
  | Named.BreakAllianceAction
  | Named.AssignHitAction
  | Named.PlayEventAction
  | Named.UseWarshipAction
  | Named.WarshipAttackAction
  | Named.DeployKcAction
  | Named.KcMoveAction
  | Named.KcAttackPortAction
  | Named.KcOustAction
  | Named.KcReactAction
  | Named.KcInterceptAction
  | Named.FightOrEscapeAction
  | Named.RetireAction
  | Named.DigTreasureAction;
/** The `type` field of every {@link Action}. */
export type ActionType = Action['type'];
export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;
