/**
 * What the rules report. Every event cites its ledger key in `rule`. An event with `private` is
 * seen only by that player (`eventsFor`); its public twin, if any, carries what the table sees
 * (ledger section B, M10).
 */
import type { Nation } from './components/schema.js';
import type { PlayerId } from './state.js';

/** A die face of the game's custom dice (MM Dice 1): 1-4 or a skull. */
export type Face = 1 | 2 | 3 | 4 | 'skull';

type E<T extends string, X = object> = { type: T; rule: string; private?: PlayerId } & X;

export type GameEvent =
  | E<'demandPlaced', { port: string; good: string }>
  | E<'modPlaced', { port: string }>
  | E<'merchantPlaced', { zone: string }>
  | E<'missionRevealed', { mission: string }>
  | E<'captainDrawn', { player: PlayerId; captain: string | null }>
  | E<'shipChosen', { player: PlayerId; ship: 'sloop' | 'flute' | null }>
  | E<'captainsRevealed', { captains: Record<string, { captain: string; ship: string; homePort: string }> }>
  | E<'startPlayer', { player: PlayerId; order: PlayerId[] }>
  | E<'roundStarted', { round: number }>
  | E<'eventDrawn', { card: string; name: string }>
  | E<'npcCardSetAside', { card: string }>
  // Non-Player Captains (MM NPC 1-23): `npc` is the slot (one Naval ship per nation, the pirate Sloop and Frigate, the Man-o-War).
  | E<'npcArrived', { npc: string; card: string; zone: string; stacked: boolean }>
  | E<'npcMoved', { npc: string; zone: string; hunting: PlayerId | null }>
  | E<'npcStayed', { npc: string; hunting: PlayerId }>
  | E<'npcScouts', { npc: string; player: PlayerId; found: boolean }>
  | E<'npcDied', { npc: string; card: string }>
  | E<'npcReplaced', { npc: string; card: string; zone: string }>
  | E<'npcLeft', { npc: string }>
  | E<'npcPlaced', { npc: string; zone: string }>
  | E<'captainRedrawn', { player: PlayerId }>
  | E<'warDeclared', { nations: [Nation, Nation] }>
  | E<'warEnded'>
  | E<'bountyChanged', { player: PlayerId; nation: Nation; bounties: number }>
  | E<'turnStarted', { player: PlayerId }>
  | E<'turnEnded', { player: PlayerId }>
  | E<'moved', { player: PlayerId; zone: string; inPort: boolean }>
  | E<'entryRefused', { player: PlayerId; port: string }>
  | E<'roll', { player: PlayerId; skill: string; faces: Face[]; successes: number }>
  | E<'portAction', { player: PlayerId; port: string }>
  | E<'modRevealed', { port: string; mod: string }>
  | E<'goldGained', { player: PlayerId; amount: number; why: string }>
  | E<'goldPaid', { player: PlayerId; amount: number; why: string }>
  | E<'sold', { player: PlayerId; cards: string[]; inDemand: number; gold: number }>
  | E<'demandChanged', { port: string; from: string; to: string }>
  | E<'cargoDrawn', { player: PlayerId; card: string | null }>
  | E<'cargoReplaced', { player: PlayerId; card: string }>
  | E<'cargoBought', { player: PlayerId; card: string | null; price: number }>
  | E<'cargoDiscarded', { player: PlayerId; cards: string[] }>
  | E<'cargoDeckRebuilt', { cards: number }>
  | E<'deckRebuilt', { deck: string; cards: number }>
  | E<'drawStopped', { player: PlayerId; drawn: number }>
  | E<'repaired', { player: PlayerId; location: string }>
  | E<'shipSold', { player: PlayerId; ship: string; price: number }>
  | E<'shipAbandoned', { player: PlayerId; ship: string }>
  | E<'shipGained', { player: PlayerId; ship: string; crew: number; why: string }>
  | E<'modGained', { player: PlayerId; mod: string; why: string }>
  | E<'modTransferred', { player: PlayerId; mod: string }>
  | E<'skillChecked', { player: PlayerId; skill: string; passed: boolean; why: string }>
  | E<'optionChosen', { player: PlayerId; option: number; why: string }>
  | E<'shipBought', { player: PlayerId; ship: string; price: number; crew: number }>
  | E<'weaponBought', { player: PlayerId; weapon: string }>
  | E<'weaponSold', { player: PlayerId; weapon: string }>
  | E<'modBought', { player: PlayerId; mod: string; port: string }>
  | E<'modPortChosen', { player: PlayerId; port: string }>
  | E<'modReturned', { port: string }>
  | E<'modsToBox', { count: number }>
  | E<'crewFilled', { player: PlayerId; crew: number }>
  | E<'crewHired', { player: PlayerId; n: number }>
  | E<'stashed', { player: PlayerId; amount: number | null }>
  | E<'withdrew', { player: PlayerId; amount: number | null }>
  | E<'gloryGained', { player: PlayerId; glory: number; why: string }>
  | E<'gloryCardDrawn', { player: PlayerId; card: string | null }>
  | E<'noGloryCard', { player: PlayerId }>
  | E<'gloryDiscarded', { player: PlayerId; card: string }>
  | E<'targetReached', { player: PlayerId; glory: number; stash: number; total: number }>
  | E<'scouted', { player: PlayerId; target: string; found: boolean }>
  | E<'merchantFound', { player: PlayerId; zone: string; nation: Nation }>
  | E<'merchantLetGo', { player: PlayerId; zone: string }>
  | E<'merchantToTrack', { nation: Nation }>
  | E<'raidStarted', { player: PlayerId; nation: Nation }>
  | E<'raidCard', { player: PlayerId; card: string }>
  | E<'raidCardDiscarded', { player: PlayerId; card: string }>
  | E<'weaponSpent', { player: PlayerId; weapon: string }>
  | E<'hitAbsorbed', { player: PlayerId; location: string }>
  | E<'damaged', { player: PlayerId; location: string; value: number }>
  | E<'raidEnded', { player: PlayerId; outcome: 'escaped' | 'failed' | 'sunk' | 'success'; escapes: number; gold: number }>
  | E<'raidCardKept', { player: PlayerId; card: string }>
  | E<'cargoLost', { player: PlayerId; card: string }>
  | E<'merchantsRefilled', { zones: number }>
  | E<'hullRefreshed', { player: PlayerId }>
  | E<'captainDied', { player: PlayerId; captain: string; cause: string }>
  | E<'goldLost', { player: PlayerId; amount: number | null }>
  | E<'retired', { player: PlayerId }>
  | E<'newCaptain', { player: PlayerId; captain: string; ship: string; homePort: string }>
  | E<'rumorAcquired', { player: PlayerId; card: string | null }>
  | E<'rumorReturned', { player: PlayerId }>
  | E<'rumorRevealed', { player: PlayerId; card: string }>
  | E<'rumorChecked', { player: PlayerId; card: string; true: boolean }>
  | E<'rumorDiscarded', { player: PlayerId; card: string }>
  | E<'missionClaimed', { player: PlayerId; mission: string }>
  | E<'missionClaimFailed', { player: PlayerId; mission: string }>
  | E<'missionCompleted', { player: PlayerId; mission: string }>
  | E<'missionDiscarded', { player: PlayerId; mission: string }>
  | E<'gloryPlayed', { player: PlayerId; card: string }>
  // MM Glory 4, MR46: an off-turn card announced face down (`card` only in the owner's private event), declined (shown).
  | E<'gloryAnnounced', { player: PlayerId; card: string | null; moment: string }>
  | E<'gloryDeclined', { player: PlayerId; card: string }>
  // MR47: Crew gained from a Glory Card (up to the ship's value).
  | E<'crewGained', { player: PlayerId; n: number }>
  | E<'specialistHired', { player: PlayerId; card: string }>
  | E<'gameOver', { reason: string; winners: PlayerId[] }>
  // Combat (MM Combat, MM Crew, MM Weapons, MM Plunder). A side is a player or an NPC (one of `player`, `npc` is null).
  | E<'combatStarted', { aggressor: SideRef; defender: SideRef }>
  | E<'declared', { side: Role; action: 'shoot' | 'board' | 'flee' } & SideRef>
  | E<'chasersUsed', { player: PlayerId }>
  | E<'npcRoll', { npc: string; skill: string; faces: Face[]; successes: number }>
  | E<'contestWon', { winner: Role | null; successes: [number, number]; sums: [number, number] }>
  | E<'hitLocations', { target: Role; faces: Face[] } & SideRef>
  | E<'hitPlaced', { target: Role; location: string } & SideRef>
  | E<'hitRelocated', { player: PlayerId; from: string; to: string }>
  | E<'npcDamaged', { npc: string; location: string; value: number }>
  | E<'boarded', { side: Role } & SideRef>
  | E<'escaped', { side: Role } & SideRef>
  | E<'combatFled'>
  | E<'combatStalled', { rounds: number }>
  | E<'crewCombatStarted'>
  | E<'combatEnded', { winner: Role | null; how: 'sunk' | 'crew' | 'escaped' | 'noWinner' }>
  | E<'plundered', { player: PlayerId; from: PlayerId; what: string; n: number | null; card: string | null }>
  | E<'crewSaved', { player: PlayerId }>
  | E<'shipClaimed', { player: PlayerId; from: string; ship: string; crew: number }>;

/** A side of a battle in an event: a player or an NPC. */
export type SideRef = { player: PlayerId | null; npc: string | null };
/** The aggressor (who started the battle) or the defender (M48). */
export type Role = 'aggressor' | 'defender';

export type EventType = GameEvent['type'];
