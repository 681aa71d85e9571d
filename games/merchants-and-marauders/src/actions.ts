/**
 * Every action a player (or the chance caller) may send, as zod schemas. Each names its actor in
 * `player`; the chance action answers a chance node in external randomness.
 */
import { z } from 'zod';
import { LOCATIONS, MOD_TYPES, WEAPON_TYPES } from './components/schema.js';
import { NpcSlot, PlayerId } from './state.js';

const P = { player: PlayerId };
const Id = z.string().min(1).max(100);

export const Action = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chance'), value: z.union([z.array(z.number().int()).max(30), z.string().max(200)]) }).strict(),
  /** MM Setup 3: the secret Sloop-or-Flute choice. */
  z.object({ type: z.literal('chooseShip'), ...P, ship: z.enum(['sloop', 'flute']) }).strict(),
  /** MM Move 1: one step; `entry` when entering Port Royale while wanted (M21). */
  z.object({ type: z.literal('move'), ...P, zone: Id, inPort: z.boolean(), entry: z.enum(['fee', 'roll']).optional() }).strict(),
  /** MM Port 1: the Port action. */
  z.object({ type: z.literal('port'), ...P }).strict(),
  /** MM Actions 2: unused actions are lost. */
  z.object({ type: z.literal('endTurn'), ...P }).strict(),
  /** MM Sell 1: one declaration of the cards to sell (M23). */
  z.object({ type: z.literal('sell'), ...P, cards: z.array(Id).min(1).max(6) }).strict(),
  /** MM Buy 1-4. */
  z.object({ type: z.literal('buyGoods'), ...P }).strict(),
  z.object({ type: z.literal('buyCargo'), ...P, card: Id }).strict(),
  z.object({ type: z.literal('doneBuying'), ...P }).strict(),
  /** MM Yard 1: the shipyard visit and its purchases. */
  z.object({ type: z.literal('shipyard'), ...P }).strict(),
  z.object({ type: z.literal('repair'), ...P, location: z.enum(LOCATIONS) }).strict(),
  z.object({ type: z.literal('buyShip'), ...P, ship: z.enum(['sloop', 'flute', 'frigate', 'galleon']) }).strict(),
  z.object({ type: z.literal('buyWeapon'), ...P, weapon: z.enum(WEAPON_TYPES) }).strict(),
  z.object({ type: z.literal('sellWeapon'), ...P, weapon: z.enum(WEAPON_TYPES) }).strict(),
  z.object({ type: z.literal('buyMod'), ...P, mod: z.enum(MOD_TYPES) }).strict(),
  z.object({ type: z.literal('leaveYard'), ...P }).strict(),
  /** MM Yard 19, M28: a port chosen for a redistributed Ship Modification token. */
  z.object({ type: z.literal('placeModAt'), ...P, port: Id }).strict(),
  /** MM Recruit 1-2. */
  z.object({ type: z.literal('recruit'), ...P }).strict(),
  z.object({ type: z.literal('hireCrew'), ...P, n: z.number().int().min(0).max(5) }).strict(),
  /** MM StashGold 1, 5 (M31). */
  z.object({ type: z.literal('stash'), ...P, amount: z.number().int().min(1).max(100_000) }).strict(),
  z.object({ type: z.literal('withdraw'), ...P, amount: z.number().int().min(1).max(100_000) }).strict(),
  z.object({ type: z.literal('leavePort'), ...P }).strict(),
  /** MM Move 6, M25: a card dropped on leaving port. */
  z.object({ type: z.literal('dropCargo'), ...P, card: Id }).strict(),
  /** MM Scout 1, 3: scout for the Merchant Token in his zone. */
  z.object({ type: z.literal('scout'), ...P, target: z.literal('merchant') }).strict(),
  /** MM Raid 4, M32: raid as a nation (the token's or the zone port's), or let the Merchant go (null). */
  z.object({ type: z.literal('raidAs'), ...P, nation: z.enum(['dutch', 'english', 'french', 'spanish']).nullable() }).strict(),
  /** MM Raid 9: a Special Weapon turns one failed die into a success. */
  z.object({ type: z.literal('spendWeapon'), ...P, weapon: z.enum(WEAPON_TYPES) }).strict(),
  z.object({ type: z.literal('raidContinue'), ...P }).strict(),
  /** MM Raid 10: spend a success on drawing, discarding or exchanging a card; or stop (M34). */
  z.object({ type: z.literal('raidDraw'), ...P }).strict(),
  z.object({ type: z.literal('raidDiscard'), ...P, card: Id }).strict(),
  z.object({ type: z.literal('raidExchange'), ...P, card: Id }).strict(),
  z.object({ type: z.literal('raidStop'), ...P }).strict(),
  /** MM Yard 15, M27: Reinforced Hull absorbs one raid hit. */
  z.object({ type: z.literal('absorbHit'), ...P, location: z.enum(LOCATIONS) }).strict(),
  z.object({ type: z.literal('noAbsorb'), ...P }).strict(),
  /** MM Raid 15, M25: keep raided cards, dropping own cargo to make room if wished. */
  z.object({ type: z.literal('raidKeep'), ...P, card: Id }).strict(),
  z.object({ type: z.literal('raidDropOwn'), ...P, card: Id }).strict(),
  z.object({ type: z.literal('raidDone'), ...P }).strict(),
  /** MM Yard 15: refresh a flipped Reinforced Hull for 3 Gold in port. */
  z.object({ type: z.literal('refreshHull'), ...P }).strict(),
  /** MM Death 5, M57: retire before any action, starting the turn in port. */
  z.object({ type: z.literal('retire'), ...P }).strict(),
  /** MM Rumor 1-2: acquire a rumor (2 Gold and an Influence roll); keep one of two. */
  z.object({ type: z.literal('acquireRumor'), ...P }).strict(),
  z.object({ type: z.literal('keepRumor'), ...P, card: Id }).strict(),
  /** MM Rumor 3, M22: check the rumor held (in port: a Port activity; at sea: a Scout action). */
  z.object({ type: z.literal('checkRumor'), ...P }).strict(),
  /** MM Mission 1-4: claim a face-up mission located in this port. */
  z.object({ type: z.literal('claimMission'), ...P, mission: Id }).strict(),
  /** MM Mission 5: complete the mission held, here and now. */
  z.object({ type: z.literal('completeMission'), ...P }).strict(),
  /** A nation chosen for an effect (e.g. which bounty a pardon removes). */
  z.object({ type: z.literal('chooseNation'), ...P, nation: z.enum(['dutch', 'english', 'french', 'spanish']) }).strict(),
  /** MM Glory 3, 6, M39: play a Glory Card (or hire a Specialist) in one's own turn; `nation`: the one its effect lets him choose (a pardon, MR45). */
  z.object({ type: z.literal('playGlory'), ...P, card: Id, nation: z.enum(['dutch', 'english', 'french', 'spanish']).optional() }).strict(),
  /** MM Glory 4, M39, MR46: an off-turn card announced face down in its window (a pass is `passCards`). */
  z.object({ type: z.literal('announceGlory'), ...P, card: Id }).strict(),
  /** MM Glory 4: the announced card resolved (with the nation its effect names, MR45), or declined and shown. */
  z.object({ type: z.literal('resolveGlory'), ...P, nation: z.enum(['dutch', 'english', 'french', 'spanish']).optional() }).strict(),
  z.object({ type: z.literal('declineGlory'), ...P }).strict(),
  /** MM Scout 1, 3: scout for another player's Captain at sea in one's zone (combat follows if found). */
  z.object({ type: z.literal('scoutCaptain'), ...P, target: PlayerId }).strict(),
  /** MM Death 4, M56 step 2, MR40: turn down a new Captain whose home zone holds an NPC pirate, and draw once more. */
  z.object({ type: z.literal('redrawCaptain'), ...P }).strict(),
  /** MM Scout 1, 3: scout for an NPC in his zone (naval combat follows if found). */
  z.object({ type: z.literal('scoutNpc'), ...P, target: NpcSlot }).strict(),
  /** MM Combat 2-3, M48: a naval-combat declaration (an NPC's by its controller, M46). */
  z.object({ type: z.literal('declare'), ...P, action: z.enum(['shoot', 'board', 'flee']) }).strict(),
  /** MM Yard 17, M27: Chasers after a Flee declaration, or not. */
  z.object({ type: z.literal('useChasers'), ...P, use: z.boolean() }).strict(),
  /** MM Weapons 2: Grappling Hooks re-roll these dice (their faces; [] keeps them and the token). */
  z.object({ type: z.literal('grapple'), ...P, dice: z.array(z.number().int().min(1).max(6)).max(10) }).strict(),
  /** MM Weapons 3-4, M51: Chain-shot or Grapeshot on this volley's skulls, or neither (null). */
  z.object({ type: z.literal('useShot'), ...P, weapon: z.enum(['chain-shot', 'grapeshot']).nullable() }).strict(),
  /** MM Combat 11: where a skull hit on one's ship (or one's NPC's) goes. */
  z.object({ type: z.literal('placeHit'), ...P, location: z.enum(LOCATIONS) }).strict(),
  /** M51: a relocation ability moves one received hit; or the hits stay. */
  z.object({ type: z.literal('relocateHit'), ...P, from: z.enum(LOCATIONS), to: z.enum(LOCATIONS) }).strict(),
  z.object({ type: z.literal('keepHits'), ...P }).strict(),
  /** MM Crew 5, MM Glory 3, M39: a combat Glory Card played in its window, or a pass (also the pass of an off-turn window, MM Glory 4). */
  z.object({ type: z.literal('playCombatCard'), ...P, card: Id }).strict(),
  z.object({ type: z.literal('passCards'), ...P }).strict(),
  /** A re-roll card's choice: whose dice (`side`) and which faces. */
  z.object({ type: z.literal('rerollDice'), ...P, side: z.enum(['aggressor', 'defender']), dice: z.array(z.number().int().min(1).max(6)).min(1).max(10) }).strict(),
  /** MR26: a Master Gunner re-rolls one of his hit-location dice (its face), or none (null). */
  z.object({ type: z.literal('gunnerReroll'), ...P, die: z.number().int().min(1).max(6).nullable() }).strict(),
  /** MR26: a Carpenter's free repair point in a Port action. */
  z.object({ type: z.literal('freeRepair'), ...P, location: z.enum(LOCATIONS) }).strict(),
  /** MM Bounty 10, M36: the nation whose reward is claimed. */
  z.object({ type: z.literal('chooseReward'), ...P, nation: z.enum(['dutch', 'english', 'french', 'spanish']) }).strict(),
  /** MM Plunder 1, M54: a Cargo Card taken from the defeated; done. */
  z.object({ type: z.literal('plunderCargo'), ...P, card: Id }).strict(),
  z.object({ type: z.literal('plunderDone'), ...P }).strict(),
  /** MM Plunder 2: one's own Cargo Card thrown overboard to make room. */
  z.object({ type: z.literal('plunderDropOwn'), ...P, card: Id }).strict(),
  /** MM Plunder 8, M55: claim the defeated player's ship, or not. */
  z.object({ type: z.literal('claimShip'), ...P, claim: z.boolean() }).strict(),
  /** MM Yard 12, MM Board 2, MR56: at St. John, one of the old ship's mods moved to the new one (null: no more). */
  z.object({ type: z.literal('transferMod'), ...P, mod: z.enum(MOD_TYPES).nullable() }).strict(),
  /** Ledger F.4 `choose`: the option (0-based) the player picks. */
  z.object({ type: z.literal('chooseOption'), ...P, option: z.number().int().min(0).max(20) }).strict(),
  /** MM Glory 2: the card discarded on drawing a fifth. */
  z.object({ type: z.literal('discardGlory'), ...P, card: Id }).strict(),
]);
export type Action = z.infer<typeof Action>;
export const ACTION_TYPES: readonly string[] = Action.options.map((o) => o.shape.type.value);
