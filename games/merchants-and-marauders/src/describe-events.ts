/**
 * Events in words, for logs and the command line: names from the component set, never an id. An
 * event's hidden facts (a card drawn in secret, another player's Gold) are `null` in the public
 * twin that `eventsFor` gives the others; the text then says that something happened, not what.
 */
import { engine, ixOf, shipValues } from './rules.js';
import { view } from './view.js';
import type { GameEvent } from './events.js';
import type { GameState, PlayerId } from './state.js';
import type { Effect } from './components/schema.js';

const NATION_NAMES: Record<string, string> = { dutch: 'Dutch', english: 'English', french: 'French', spanish: 'Spanish' };
const LOCATION_NAMES: Record<string, string> = { hull: 'Hull', masts: 'Masts', cargo: 'Cargo', crew: 'Crew', cannons: 'Cannons' };
const SKILL_NAMES: Record<string, string> = { influence: 'Influence', scouting: 'Scouting', seamanship: 'Seamanship', leadership: 'Leadership' };
/** Titles for the fixed token types (Ship Modifications, Special Weapons): "long-guns" -> "Long Guns". */
const title = (id: string): string => id.split('-').map((w) => (w[0] ?? '').toUpperCase() + w.slice(1)).join(' ').replace(/ And /g, ' and ');
/** "the Havana sea zone", but "the Caribbean Sea" (a name that already says what it is). */
export const seaZoneText = (name: string): string => (/\b(Sea|Passage|Channel|Gulf|Strait|Straits|Bay|Ocean|Sound)\b/.test(name) ? `the ${name}` : `the ${name} sea zone`);
const DECK_NAMES: Record<string, string> = { event: 'Event', glory: 'Glory', captain: 'Captain', cargo: 'Cargo', rumor: 'Rumor', mission: 'Mission' };

/**
 * An NPC, by its slot and the captain on top of its card stack: "the Dutch Naval ship (Philips van
 * Almonde)", "the pirate Sloop (Stand-in Pirate 2)".
 */
export function npcName(s: GameState, slot: string): string {
  const ix = ixOf(s);
  if (slot === 'card') {
    // MM Crew 1, MR58: a card's opponents, named by the card (the battle's side, or the last battle's).
    const sides = [...s.stack.flatMap((f) => (f.kind === 'combat' ? f.sides : [])), ...(s.combatResult ? [s.combatResult.aggressor, s.combatResult.defender] : [])];
    const c = sides.find((x) => x.kind === 'npc' && x.id === 'card');
    return c?.kind === 'npc' && c.card ? c.card : 'the card’s opponents';
  }
  const n = s.npcs.find((x) => x.slot === slot);
  const top = n ? (n.captain?.name ?? ix.events.get(n.cards[n.cards.length - 1] ?? '')?.npc?.captain) : undefined;
  const what = slot === 'pirate-sloop' ? 'the pirate Sloop' : slot === 'pirate-frigate' ? 'the pirate Frigate' : slot === 'man-o-war' ? 'the Man-o-War' : slot.startsWith('man-o-war-') ? `the ${NATION_NAMES[slot.replace('man-o-war-', '')] ?? ''} Man-o-War` : `the ${NATION_NAMES[slot.replace('naval-', '')] ?? ''} Naval ship`;
  return top ? `${what} (${top})` : what;
}

/** An effect list (ledger F.4) in words, e.g. for the options of a `choose` (no ids: names and plain words). */
export function effectsText(s: GameState, list: readonly Effect[]): string {
  if (list.length === 0) return 'nothing';
  const ix = ixOf(s);
  const goodName = (id: string | undefined) => (id ? (ix.set.goods.find((g) => g.id === id)?.name ?? 'a good') : 'any good');
  const one = (e: Effect): string => {
    const amount = (a: Extract<Effect, { op: 'gainGold' | 'payGold' | 'loseGold' }>['amount']) => (a === 'all' ? 'all his Gold' : typeof a === 'number' ? `${a} Gold` : `${a.times} Gold per bounty${a.perBounty === 'any' ? '' : ` of the ${NATION_NAMES[a.perBounty]}`}`);
    const nation = (n: string) => (n === 'all' ? 'every nation' : n === 'choice' ? 'a nation of his choice' : `the ${NATION_NAMES[n] ?? 'nation'}`);
    switch (e.op) {
      case 'gainGold':
        return `gain ${amount(e.amount)}`;
      case 'payGold':
        return `pay ${amount(e.amount)}`;
      case 'loseGold':
        return `lose ${amount(e.amount)}`;
      case 'gainGlory':
        return 'gain 1 Glory Point';
      case 'drawCards':
        return `draw ${e.n} Glory ${e.n === 1 ? 'Card' : 'Cards'}`;
      case 'discardCards':
        return `discard ${e.n} ${goodName(e.good)} ${e.n === 1 ? 'card' : 'cards'}`;
      case 'addBounty':
        return `take ${e.n === 'all' ? 'the most' : e.n} ${e.n === 1 ? 'bounty' : 'bounties'} from ${nation(e.nation)}`;
      case 'removeBounty':
        return `remove ${e.n === 'all' ? 'all' : e.n} ${e.n === 1 ? 'bounty' : 'bounties'} of ${nation(e.nation)}`;
      case 'skillCheck':
        return `roll ${e.skill.charAt(0).toUpperCase()}${e.skill.slice(1)}: on a success ${effectsText(s, e.onSuccess)}, else ${effectsText(s, e.onFail)}`;
      case 'damage':
        return `take ${e.n} ${e.n === 1 ? 'hit' : 'hits'} on the ${LOCATION_NAMES[e.location] ?? 'ship'}`;
      case 'repair':
        return `repair ${e.n} on the ${LOCATION_NAMES[e.location] ?? 'ship'}`;
      case 'crew':
        return e.delta === 'fill' ? 'fill the Crew' : e.delta >= 0 ? `gain ${e.delta} Crew` : `lose ${-e.delta} Crew`;
      case 'gainSpecialWeapon':
      case 'gainShipMod':
        return `gain ${title(e.type)}`;
      case 'gainShip':
        return `take a ${ix.set.ships[e.type].name}`;
      case 'startCombat':
        return `fight ${e.opponent.name ?? 'the card’s opponents'} (${e.kind === 'crew' ? 'crew combat' : 'a naval battle'})`;
      case 'setWar':
        return e.nations === 'random' ? 'two random nations go to war' : `the ${NATION_NAMES[e.nations[0]]} and the ${NATION_NAMES[e.nations[1]]} go to war`;
      case 'endWar':
        return 'the war ends';
      case 'placeNpc':
        return `a Man-o-War enters play${e.nation === 'atWar' ? ' for each nation at war' : ` for the ${NATION_NAMES[e.nation]}`}`;
      case 'moveNpc':
        return `${npcName(s, e.npc)} moves`;
      case 'removeNpc':
        return `${npcName(s, e.npc)} leaves play`;
      case 'choose':
        return `choose one of: ${e.options.map((o) => effectsText(s, o)).join('; or ')}`;
      default:
        return 'a card effect';
    }
  };
  return list.map(one).join(', then ');
}

/** A nation's name (capitalised). */
export const nationName = (n: string): string => NATION_NAMES[n] ?? 'a nation';

/** A camelCase event type in plain words, for a type this text does not know yet ("raidCardKept" -> "raid card kept"). */
const words = (type: string): string => type.replace(/([A-Z])/g, ' $1').toLowerCase();

/**
 * One event as a sentence. Give it the events a reader may see (`eventsFor(events, viewer)`): a
 * player's own private event names his secret card or amount, the public twin does not. Every text
 * names "Player A" (never "you"), so a log reads the same for everyone.
 */
export function describeEvent(s: GameState, e: GameEvent): string {
  const text = eventText(s, e);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function eventText(s: GameState, e: GameEvent): string {
  const ix = ixOf(s);
  const zone = (id: string) => ix.zones.get(id)?.name ?? 'an unknown sea zone';
  const port = (id: string) => ix.zones.get(ix.zoneOfPort.get(id) ?? '')?.port?.name ?? 'an unknown port';
  const good = (id: string) => ix.set.goods.find((g) => g.id === id)?.name ?? 'a good';
  const cargo = (id: string | null) => {
    if (id === null) return 'a Cargo Card';
    const c = ix.cargo.get(id);
    return c ? `${good(c.good)} (plunder ${c.plunder})` : 'a Cargo Card';
  };
  const captain = (id: string | null) => (id === null ? 'a Captain' : (ix.captains.get(id)?.name ?? 'a Captain'));
  const ship = (t: string | null) => (t === null ? 'a ship' : (ix.set.ships[t as 'sloop']?.name ?? title(t)));
  const glory = (id: string | null) => (id === null ? 'a Glory Card' : (ix.glory.get(id)?.name ?? 'a Glory Card'));
  const rumor = (id: string | null) => (id === null ? 'a Rumor' : (ix.rumors.get(id)?.name ?? 'a Rumor'));
  const mission = (id: string) => ix.missions.get(id)?.name ?? 'a Mission';
  const eventCard = (id: string) => ix.events.get(id)?.name ?? 'an Event Card';
  const P = (p: PlayerId) => `Player ${p}`;
  const gold = (n: number | null) => (n === null ? 'some Gold' : `${n} Gold`);
  const side = (r: { player: PlayerId | null; npc: string | null }) => (r.player !== null ? P(r.player) : npcName(s, r.npc ?? ''));
  switch (e.type) {
    case 'demandPlaced':
      return `${good(e.good)} is in demand in ${port(e.port)}`;
    case 'modPlaced':
      return `A Ship Modification token is placed face down in ${port(e.port)}`;
    case 'merchantPlaced':
      return `A Merchant is placed in ${seaZoneText(zone(e.zone))}`;
    case 'missionRevealed':
      return `Mission revealed: ${mission(e.mission)}`;
    case 'captainDrawn':
      return e.captain === null ? `${P(e.player)} draws a Captain in secret` : `${P(e.player)} draws ${captain(e.captain)} (secret until the reveal)`;
    case 'shipChosen':
      return e.ship === null ? `${P(e.player)} has chosen a ship in secret` : `${P(e.player)} chooses a ${ship(e.ship)} (secret until the reveal)`;
    case 'captainsRevealed':
      return `Captains revealed: ${Object.entries(e.captains).map(([p, c]) => `Player ${p}: ${captain(c.captain)}, ${ship(c.ship)}, home port ${port(c.homePort)}`).join('; ')}`;
    case 'startPlayer':
      return `${P(e.player)} starts; order ${e.order.join(', ')}`;
    case 'roundStarted':
      return `Round ${e.round}`;
    case 'eventDrawn':
      return `Event Card: ${e.name}`;
    case 'npcCardSetAside':
      return `${eventCard(e.card)} is set aside for the Non-Player Captains`;
    case 'warDeclared':
      return `War between the ${nationName(e.nations[0])} and the ${nationName(e.nations[1])}`;
    case 'warEnded':
      return 'The war is over';
    case 'bountyChanged':
      return `${P(e.player)} now has ${e.bounties} ${nationName(e.nation)} ${e.bounties === 1 ? 'bounty' : 'bounties'}`;
    case 'turnStarted':
      return `${P(e.player)}'s turn`;
    case 'turnEnded':
      return `${P(e.player)} ends the turn`;
    case 'moved':
      return e.inPort ? `${P(e.player)} enters the port of ${port(ix.zones.get(e.zone)?.port?.id ?? '')}` : `${P(e.player)} sails to ${seaZoneText(zone(e.zone))}`;
    case 'entryRefused':
      return `${P(e.player)} is refused entry to ${port(e.port)}`;
    case 'roll':
      return `${P(e.player)} rolls ${SKILL_NAMES[e.skill] ?? 'a skill'}: ${e.faces.map(String).join(', ')} (${e.successes} ${e.successes === 1 ? 'success' : 'successes'})`;
    case 'portAction':
      return `${P(e.player)} takes the Port action in ${port(e.port)}`;
    case 'modRevealed':
      return `The Ship Modification token in ${port(e.port)} is ${title(e.mod)}`;
    case 'goldGained':
      return `${P(e.player)} gains ${gold(e.amount)} (${e.why})`;
    case 'goldPaid':
      return `${P(e.player)} pays ${gold(e.amount)} (${e.why})`;
    case 'sold':
      return `${P(e.player)} sells ${e.cards.map(cargo).join(', ')} for ${e.gold} Gold (${e.inDemand} in demand)`;
    case 'demandChanged':
      return `Demand in ${port(e.port)} changes from ${good(e.from)} to ${good(e.to)}`;
    case 'cargoDrawn':
      return `${P(e.player)} draws ${cargo(e.card)}`;
    case 'cargoReplaced':
      return `${P(e.player)} puts back ${cargo(e.card)} (the good in demand here) and draws again`;
    case 'cargoBought':
      return `${P(e.player)} buys ${cargo(e.card)} for ${e.price} Gold`;
    case 'cargoDiscarded':
      return `${P(e.player)} discards ${e.cards.length === 0 ? 'nothing' : e.cards.map(cargo).join(', ')}`;
    case 'cargoDeckRebuilt':
      return `The Cargo deck is reshuffled (${e.cards} cards)`;
    case 'deckRebuilt':
      return `The ${DECK_NAMES[e.deck] ?? 'card'} deck is reshuffled (${e.cards} cards)`;
    case 'drawStopped':
      return `${P(e.player)} stops after drawing ${e.drawn}`;
    case 'repaired':
      return `${P(e.player)} repairs the ${LOCATION_NAMES[e.location] ?? 'ship'}`;
    case 'shipSold':
      return `${P(e.player)} sells the ${ship(e.ship)} for ${e.price} Gold`;
    case 'shipBought':
      return `${P(e.player)} buys a ${ship(e.ship)} for ${e.price} Gold (${e.crew} crew)`;
    case 'weaponBought':
      return `${P(e.player)} buys ${title(e.weapon)}`;
    case 'weaponSold':
      return `${P(e.player)} sells ${title(e.weapon)}`;
    case 'modBought':
      return `${P(e.player)} buys the ${title(e.mod)} modification in ${port(e.port)}`;
    case 'modPortChosen':
      return `${P(e.player)} chooses ${port(e.port)} for a Ship Modification token`;
    case 'modReturned':
      return `A Ship Modification token returns to ${port(e.port)}`;
    case 'modsToBox':
      return `${e.count} Ship Modification ${e.count === 1 ? 'token goes' : 'tokens go'} back to the box`;
    case 'crewFilled':
      return `${P(e.player)}'s crew is filled to ${e.crew}`;
    case 'crewHired':
      return `${P(e.player)} hires ${e.n} crew`;
    case 'stashed':
      return `${P(e.player)} puts ${gold(e.amount)} in the stash`;
    case 'withdrew':
      return `${P(e.player)} takes ${gold(e.amount)} from the stash`;
    case 'gloryGained':
      return `${P(e.player)} gains ${e.glory} Glory (${e.why})`;
    case 'gloryCardDrawn':
      return `${P(e.player)} draws ${glory(e.card)}`;
    case 'noGloryCard':
      return `No Glory Card is left for ${P(e.player)}`;
    case 'gloryDiscarded':
      return `${P(e.player)} discards ${glory(e.card)}`;
    case 'targetReached':
      return `${P(e.player)} reaches ${e.total} Glory (${e.glory} on the track, ${e.stash} from the stash)`;
    case 'scouted': {
      const target = e.target === 'merchant' ? 'the Merchant' : s.seats.includes(e.target as PlayerId) ? `the Captain of Player ${e.target}` : npcName(s, e.target);
      return `${P(e.player)} scouts for ${target}: ${e.found ? 'found' : 'not found'}`;
    }
    case 'merchantFound':
      return `${P(e.player)} finds a ${nationName(e.nation)} Merchant in ${seaZoneText(zone(e.zone))}`;
    case 'merchantLetGo':
      return `${P(e.player)} lets the Merchant in ${seaZoneText(zone(e.zone))} go`;
    case 'merchantToTrack':
      return `A ${nationName(e.nation)} Merchant goes to the Merchant track`;
    case 'raidStarted':
      return `${P(e.player)} raids the Merchant as ${nationName(e.nation)}`;
    case 'raidCard':
      return `Raid: ${P(e.player)} turns up ${cargo(e.card)}`;
    case 'raidCardDiscarded':
      return `Raid: ${P(e.player)} discards ${cargo(e.card)}`;
    case 'weaponSpent':
      return `${P(e.player)} spends ${title(e.weapon)}`;
    case 'hitAbsorbed':
      return e.rule === 'MM Yard 15' ? `The Reinforced Hull of ${P(e.player)} absorbs a ${LOCATION_NAMES[e.location] ?? ''} hit` : `A Glory Card of ${P(e.player)} cancels a ${LOCATION_NAMES[e.location] ?? ''} hit`;
    case 'damaged':
      return `${P(e.player)}'s ${LOCATION_NAMES[e.location] ?? 'ship'} is hit (now ${e.value})`;
    case 'raidEnded': {
      const how = { escaped: 'the Merchant escapes', failed: 'the raid fails', sunk: 'the raider sinks', success: 'the raid succeeds' }[e.outcome];
      return `Raid by ${P(e.player)} ends: ${how}${e.gold > 0 ? `, ${e.gold} Gold` : ''}`;
    }
    case 'raidCardKept':
      return `${P(e.player)} keeps ${cargo(e.card)}`;
    case 'cargoLost':
      return `${P(e.player)} loses ${cargo(e.card)}`;
    case 'merchantsRefilled':
      return `Merchants are placed again in ${e.zones} sea zones`;
    case 'hullRefreshed':
      return `${P(e.player)} refreshes the Reinforced Hull`;
    case 'captainDied':
      return `${P(e.player)}'s Captain ${captain(e.captain)} is out of the game (${e.cause})`;
    case 'goldLost':
      return `${P(e.player)} loses ${gold(e.amount)} on the ship`;
    case 'retired':
      return `${P(e.player)} retires the Captain`;
    case 'newCaptain':
      return `${P(e.player)} takes a new Captain: ${captain(e.captain)}, ${ship(e.ship)}, home port ${port(e.homePort)}`;
    case 'rumorAcquired':
      return `${P(e.player)} acquires ${rumor(e.card)}`;
    case 'rumorReturned':
      return `${P(e.player)} puts a Rumor back`;
    case 'rumorRevealed':
      return `${P(e.player)} reveals the Rumor ${rumor(e.card)}`;
    case 'rumorChecked':
      return `The Rumor ${rumor(e.card)} is ${e.true ? 'true' : 'false'}`;
    case 'rumorDiscarded':
      return `${P(e.player)} discards the Rumor ${rumor(e.card)}`;
    case 'missionClaimed':
      return `${P(e.player)} claims the Mission ${mission(e.mission)}`;
    case 'missionClaimFailed':
      return `${P(e.player)} fails to claim the Mission ${mission(e.mission)}`;
    case 'missionCompleted':
      return `${P(e.player)} completes the Mission ${mission(e.mission)}`;
    case 'missionDiscarded':
      return `The Mission ${mission(e.mission)} is discarded`;
    case 'gloryPlayed':
      return `${P(e.player)} plays ${glory(e.card)}`;
    case 'gloryAnnounced':
      return e.card ? `${P(e.player)} announces ${glory(e.card)}, face down` : `${P(e.player)} announces a Glory Card, face down`;
    case 'gloryDeclined':
      return `${P(e.player)} declines the announced card and shows it: ${glory(e.card)}`;
    case 'crewGained':
      return `${P(e.player)} gains ${e.n} crew`;
    case 'specialistHired':
      return `${P(e.player)} hires the Specialist ${glory(e.card)}`;
    case 'npcArrived':
      return e.stacked ? `${npcName(s, e.npc)} takes command of the ship, which moves to ${seaZoneText(zone(e.zone))}` : `${npcName(s, e.npc)} enters play in ${seaZoneText(zone(e.zone))}`;
    case 'npcMoved':
      return e.hunting ? `${npcName(s, e.npc)} hunts Player ${e.hunting} into ${seaZoneText(zone(e.zone))}` : `${npcName(s, e.npc)} moves to ${seaZoneText(zone(e.zone))}`;
    case 'npcStayed':
      return `${npcName(s, e.npc)} stays, hunting Player ${e.hunting}`;
    case 'npcScouts':
      return `${npcName(s, e.npc)} scouts for Player ${e.player}: ${e.found ? 'found' : 'not found'}`;
    case 'npcDied':
      return `The captain of ${npcName(s, e.npc).replace(/ \(.*\)$/, '')}, ${ix.events.get(e.card)?.npc?.captain ?? 'an NPC captain'}, is dead`;
    case 'npcReplaced':
      return `${npcName(s, e.npc)} takes over, in ${seaZoneText(zone(e.zone))}`;
    case 'captainRedrawn':
      return `${P(e.player)} turns down the new Captain (an NPC pirate in his home zone) and draws again`;
    case 'npcLeft':
      return `${npcName(s, e.npc)} leaves play`;
    case 'npcRoll':
      return `${npcName(s, e.npc)} rolls ${SKILL_NAMES[e.skill] ?? 'a skill'}: ${e.faces.map(String).join(', ')} (${e.successes} ${e.successes === 1 ? 'success' : 'successes'})`;
    case 'npcDamaged':
      return `${npcName(s, e.npc)}: ${LOCATION_NAMES[e.location] ?? 'ship'} hit (now ${e.value})`;
    case 'combatStarted':
      return `Battle: ${side(e.aggressor)} attacks ${side(e.defender)}`;
    case 'declared':
      return `${side(e)} declares ${e.action === 'shoot' ? 'Shoot' : e.action === 'board' ? 'Board' : 'Flee'}`;
    case 'chasersUsed':
      return `${P(e.player)} fires the Chasers`;
    case 'contestWon':
      return e.winner === null
        ? `The Seamanship contest is tied (${e.successes[0]} to ${e.successes[1]} successes, dice totals ${e.sums[0]} to ${e.sums[1]})`
        : `The ${e.winner} wins the Seamanship contest (${e.successes[0]} to ${e.successes[1]} successes${e.successes[0] === e.successes[1] ? `, dice totals ${e.sums[0]} to ${e.sums[1]}` : ''})`;
    case 'hitLocations':
      return `Hits on ${side(e)}: ${e.faces.map(String).join(', ')}`;
    case 'hitPlaced':
      return `A hit on ${side(e)} goes to the ${LOCATION_NAMES[e.location] ?? 'ship'}`;
    case 'hitRelocated':
      return `${P(e.player)} moves a hit from the ${LOCATION_NAMES[e.from] ?? ''} to the ${LOCATION_NAMES[e.to] ?? ''}`;
    case 'boarded':
      return `${side(e)} boards: crew combat`;
    case 'escaped':
      return `${side(e)} escapes`;
    case 'combatFled':
      return 'The battle ends: a ship has fled';
    case 'combatStalled':
      return `The battle ends after ${e.rounds} rounds in which neither side could harm the other`;
    case 'crewCombatStarted':
      return 'Crew combat begins';
    case 'combatEnded':
      return e.winner === null ? 'The battle ends with no winner' : `The battle ends: the ${e.winner} wins (${e.how === 'sunk' ? 'a ship sunk' : e.how === 'crew' ? 'crew combat' : e.how === 'escaped' ? 'an escape' : 'no winner'})`;
    case 'plundered': {
      const what = e.what === 'gold' ? gold(e.n) : e.what === 'cargo' ? (e.card ? cargo(e.card) : `${e.n ?? 'some'} Cargo ${e.n === 1 ? 'Card' : 'Cards'}`) : e.what === 'rumor' ? rumor(e.card) : e.what === 'weapon' ? (e.card ? title(e.card) : 'a Special Weapon') : e.what === 'specialist' || e.what === 'glory' ? glory(e.card) : 'plunder';
      return `${P(e.player)} plunders ${what} from Player ${e.from}`;
    }
    case 'shipClaimed':
      return `${P(e.player)} claims the ${ship(e.ship)} of ${s.seats.includes(e.from as PlayerId) ? `Player ${e.from}` : npcName(s, e.from).replace(/ \(.*\)$/, '')} (${e.crew} crew)`;
    case 'npcPlaced':
      return `${npcName(s, e.npc)} enters play in ${seaZoneText(zone(e.zone))}`;
    case 'shipAbandoned':
      return `${P(e.player)} abandons the ${ship(e.ship)} (it cannot be sold)`;
    case 'shipGained':
      return `${P(e.player)} takes a ${ship(e.ship)} (${e.crew} crew): ${e.why}`;
    case 'modGained':
      return `${P(e.player)} gains ${title(e.mod)}: ${e.why}`;
    case 'modTransferred':
      return `${P(e.player)} moves ${title(e.mod)} to the new ship (St. John)`;
    case 'skillChecked':
      return `${P(e.player)} ${e.passed ? 'passes' : 'fails'} the ${SKILL_NAMES[e.skill] ?? 'skill'} check of ${e.why}`;
    case 'optionChosen':
      return `${P(e.player)} chooses option ${e.option + 1} of ${e.why}`;
    case 'gameOver':
      return `The game is over. Winner${e.winners.length > 1 ? 's' : ''}: ${e.winners.map(P).join(', ')}`;
  }
  // An event type added after this text (e.g. by a newer rule family): its type in words.
  const unknown = e as { type: string; player?: string };
  return unknown.player ? `Player ${unknown.player}: ${words(unknown.type)}` : words(unknown.type);
}

/**
 * The position as `viewer` may know it (its `view`), in lines for a person: the round and Glory,
 * the viewer's own Captain, ship, Gold, stash, cargo and cards, what the table sees of the others,
 * the demand and the missions on offer. Never another player's secret, never an id.
 */
export function describePosition(s: GameState, viewer: PlayerId): string[] {
  const ix = ixOf(s);
  const v = view(s, viewer);
  const zone = (id: string) => ix.zones.get(id)?.name ?? 'an unknown sea zone';
  const portOfZone = (id: string) => ix.zones.get(id)?.port?.name ?? 'an unknown port';
  const port = (id: string) => ix.zones.get(ix.zoneOfPort.get(id) ?? '')?.port?.name ?? zone(id);
  const good = (id: string) => ix.set.goods.find((g) => g.id === id)?.name ?? 'a good';
  const cargo = (id: string) => {
    const c = ix.cargo.get(id);
    return c ? `${good(c.good)} (plunder ${c.plunder})` : 'a Cargo Card';
  };
  const where = (z: string | null, inPort: boolean) => (z === null ? 'not yet on the board' : inPort ? `in port at ${portOfZone(z)}` : `at sea in ${seaZoneText(zone(z))}`);
  const bounties = (b: Record<string, number>) => {
    const list = Object.entries(b).filter(([, n]) => n > 0).map(([n, k]) => `${k} ${nationName(n)}`);
    return list.length ? `bounties: ${list.join(', ')}` : 'no bounty';
  };
  const lines: string[] = [];
  lines.push(`Round ${v.round}. Glory: ${v.seats.map((p) => `Player ${p} ${v.players[p]?.glory ?? 0}`).join(', ')}.`);
  if (v.war) lines.push(`At war: the ${nationName(v.war[0])} and the ${nationName(v.war[1])}.`);
  const me = v.players[viewer];
  const mine = s.pl[viewer];
  if (me && mine) {
    const cap = me.captain ? (ix.captains.get(me.captain)?.name ?? 'a Captain') : 'no Captain yet';
    const ship = me.ship ? (ix.set.ships[me.ship]?.name ?? 'a ship') : 'no ship yet';
    lines.push(`You, Player ${viewer}: ${cap}, ${ship}, ${where(me.zone ?? mine.zone, me.inPort)}.`);
    lines.push(`  Gold ${me.gold ?? 0} on the ship, ${me.stash ?? 0} in the stash; ${bounties(me.bounties)}.`);
    if (mine.ship) {
      const max = shipValues(ix, mine);
      lines.push(`  Ship: Hull ${me.track.hull}/${max.hull}, Masts ${me.track.masts}/${max.masts}, Cargo ${me.track.cargo}/${max.cargo}, Crew ${me.track.crew}/${max.crew}, Cannons ${me.track.cannons}/${max.cannons}.`);
    }
    lines.push(`  Cargo: ${me.cargo && me.cargo.length ? me.cargo.map(cargo).join(', ') : 'none'}.`);
    lines.push(`  Glory Cards: ${me.hand && me.hand.length ? me.hand.map((c) => ix.glory.get(c)?.name ?? 'a Glory Card').join(', ') : 'none'}.`);
    const extras = [
      me.rumor ? `Rumor: ${ix.rumors.get(me.rumor)?.name ?? 'a Rumor'}` : null,
      me.mission ? `Mission: ${ix.missions.get(me.mission)?.name ?? 'a Mission'}` : null,
      me.specialists.length ? `Specialists: ${me.specialists.map((c) => ix.glory.get(c)?.name ?? 'a Specialist').join(', ')}` : null,
      me.weapons.length ? `Special Weapons: ${me.weapons.map(title).join(', ')}` : null,
      me.mods.length ? `Modifications: ${me.mods.map(title).join(', ')}` : null,
    ].filter((x): x is string => x !== null);
    if (extras.length) lines.push(`  ${extras.join('; ')}.`);
  }
  for (const p of v.seats) {
    if (p === viewer) continue;
    const o = v.players[p];
    if (!o) continue;
    const cap = o.captain ? (ix.captains.get(o.captain)?.name ?? 'a Captain') : 'a secret Captain';
    const ship = o.ship ? (ix.set.ships[o.ship]?.name ?? 'a ship') : 'a secret ship';
    lines.push(`Player ${p}: ${cap}, ${ship}, ${where(o.zone, o.inPort)}; ${o.cargoCount} cargo, ${o.handSize} Glory ${o.handSize === 1 ? 'Card' : 'Cards'}${o.hasRumor ? ', a Rumor' : ''}${o.mission ? `, Mission ${ix.missions.get(o.mission)?.name ?? ''}` : ''}; ${bounties(o.bounties)}.`);
  }
  // MM NPC 3, 7: the NPCs on the board and their captains are public.
  const npcs = v.npcs.filter((n) => n.zone !== null).map((n) => `${npcName(s, n.slot)} ${seaZoneText(zone(n.zone as string)).replace(/^the /, 'in the ')}`);
  if (npcs.length) lines.push(`Non-Player Captains: ${npcs.join('; ')}.`);
  if (v.npcArea.length) lines.push(`Arriving at the end of the round: ${v.npcArea.map((c) => ix.events.get(c)?.npc?.captain ?? 'an NPC').join(', ')}.`);
  const demand = Object.entries(v.demand).map(([p, g]) => `${port(p)}: ${good(g)}`);
  if (demand.length) lines.push(`In demand: ${demand.join('; ')}.`);
  if (v.missions.length) lines.push(`Missions on offer: ${v.missions.map((m) => { const c = ix.missions.get(m); return c ? `${c.name} (at ${port(c.location)})` : 'a Mission'; }).join('; ')}.`);
  return lines;
}

/**
 * The question in front of player `me`, in words for that player: who is asked, what, and about
 * what ("Player A (you), in port at Havana: choose a Port activity, or end the Port action.").
 */
export function describeQuestion(s: GameState, me: PlayerId): string {
  const p = engine.pending(s);
  const ix = ixOf(s);
  const you = `Player ${me} (you)`;
  if (p.kind === 'simultaneous') return `${you}: choose your starting ship, in secret (the others choose theirs at the same time).`;
  const top = s.stack[s.stack.length - 1];
  const turn = [...s.stack].reverse().find((f) => f.kind === 'turn');
  const actionNo = turn && turn.kind === 'turn' ? ` (${turn.actions} ${turn.actions === 1 ? 'action' : 'actions'} left this turn)` : '';
  const x = s.pl[me];
  const here = x?.zone ? (ix.zones.get(x.zone)?.port?.name ?? ix.zones.get(x.zone)?.name ?? 'here') : 'here';
  switch (top?.kind) {
    case 'turn':
      return top.step === 'start' ? `${you}: your turn starts in round ${s.round}. Retire your Captain, or play on?` : `${you}, round ${s.round}: choose your next action${actionNo}.`;
    case 'port':
      return `${you}, in port at ${here}: choose a Port activity, or end the Port action.`;
    case 'yard':
      return `${you}, at the shipyard of ${here}: choose a purchase, or leave the shipyard.`;
    case 'buy':
      return `${you}, buying goods in ${here}: choose a card to buy, or stop buying.`;
    case 'recruit':
      return `${you}, recruiting in ${here}: how many crew do you hire?`;
    case 'dropCargo':
      return `${you}: your hold is over its Cargo value; choose a card to drop.`;
    case 'gloryDiscard':
      return `${you}: you hold too many Glory Cards; choose one to discard.`;
    case 'placeMods':
      return `${you}: choose a port for a Ship Modification token.`;
    case 'scout':
      return `${you}: you found a Merchant in ${seaZoneText(here)}. Raid it (and as which nation), or let it go?`;
    case 'raid':
      return `${you}, raiding a ${top.nation.charAt(0).toUpperCase() + top.nation.slice(1)} Merchant: decide how the raid goes on (${top.successes} ${top.successes === 1 ? 'success' : 'successes'} to spend).`;
    case 'rumor':
      return `${you}: keep one of the two rumors you heard.`;
    case 'newCaptain': {
      const cap = x?.captain ? ix.captains.get(x.captain) : undefined;
      const home = cap ? (ix.zones.get(ix.zoneOfPort.get(cap.homePort) ?? '')?.port?.name ?? 'his home port') : 'his home port';
      const pirate = s.npcs.some((n) => (n.slot === 'pirate-sloop' || n.slot === 'pirate-frigate') && n.zone === ix.zoneOfPort.get(cap?.homePort ?? ''));
      return `${you}: your new Captain is ${cap?.name ?? 'drawn'}, of ${home}; choose his ship${pirate ? ', or turn him down (an NPC pirate waits in his home zone)' : ''}.`;
    }
    case 'chooseNation':
      return `${you}: choose a nation for the card's effect.`;
    case 'window': {
      // MM Glory 4: announced cards are face down; only their owners know them.
      const moment = top.moment === 'round.end' ? 'the round ends' : top.moment === 'round.start' ? 'a round begins' : 'the Event has been resolved';
      if (top.step === 'announce') return `${you}: ${moment}. Announce a Glory Card for this moment (face down), or pass.`;
      const a = top.announced[0];
      const name = a && a.player === me ? (ix.glory.get(a.card)?.name ?? 'your card') : 'your card';
      return `${you}: ${moment}; play ${name}, which you announced, or decline it (it is shown to all).`;
    }
    case 'transferMods':
      return `${you}: in St. John, you may move the Ship Modifications of your old ship to the new one (not two of one kind); the others go back to ports of your choosing.`;
    case 'choose':
      return `${you}: ${top.why} offers a choice: ${top.options.map((o, i) => `(${i + 1}) ${effectsText(s, o)}`).join('; ')}.`;
    case 'combat': {
      const [a, d] = top.sides;
      const name = (x: typeof a) => (x.kind === 'player' ? (x.player === me ? 'you' : `Player ${x.player}`) : npcName(s, x.id));
      const kinds = new Set(engine.legalActions(s, me).map((x) => x.type));
      const forNpc = [a, d].find((x) => x.kind === 'npc' && x.controller === me);
      const task = kinds.has('declare')
        ? 'declare Shoot, Board or Flee for this round'
        : kinds.has('placeHit')
          ? `a skull hit on ${forNpc ? 'its' : 'your'} ship (M16: the target chooses): choose the location it strikes`
          : kinds.has('relocateHit') || kinds.has('keepHits')
            ? 'move a hit to another location, or keep the hits where they fell'
            : kinds.has('absorbHit') || kinds.has('noAbsorb')
              ? 'cancel one of these hits, or let them all land'
            : kinds.has('useChasers')
              ? 'fire the Chasers at the fleeing ship, or not'
              : kinds.has('useShot')
                ? 'load Chain-shot or Grapeshot for this volley, or not'
                : kinds.has('grapple')
                  ? 'use the Grappling Hooks on these dice, or not'
                  : kinds.has('playCombatCard') || kinds.has('passCards')
                    ? `play a combat card ${({ start: 'as the battle begins', declared: 'after the declarations', contest: 'after this roll', hits: 'after these hit locations', crewBefore: 'before crew combat', crew: 'after this roll' } as const)[top.window ?? 'contest']}, or none`
                    : kinds.has('rerollDice')
                      ? 'choose the dice to roll again'
                      : 'decide';
      return forNpc && forNpc.kind === 'npc'
        ? `${you}, playing ${npcName(s, forNpc.id)} for the table in its battle against ${name(forNpc === a ? d : a)} (MM NPC 20), round ${top.round}: ${task}.`
        : `${you}, in battle (${name(a)} against ${name(d)}), round ${top.round}: ${task}.`;
    }
    case 'plunder':
      return `${you}: you won; choose what to plunder from Player ${top.from}.`;
    case 'reward':
      return `${you}: choose which nation's reward to claim.`;
    default:
      return `${you}: decide.`;
  }
}


/** A plain statement of the component set in play, for a header (the built-in one is a stand-in). */
export function componentNotice(s: GameState): string {
  const set = ixOf(s).set;
  return set.source === 'provisional'
    ? 'Please note: the map, ships, Captains and cards in this game are a PROVISIONAL STAND-IN made for the engine, not the printed game (the rulebook does not give them; you can load your own transcription).'
    : `Components: "${set.name}", a transcription of the printed game loaded by the user.`;
}
