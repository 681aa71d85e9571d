/**
 * Text for people: an action, the pending decision, the game's header. Names come from the
 * component set; no internal id appears in any text (a test checks it).
 */
import { engine, ixOf } from './rules.js';
import { effectsText, npcName, seaZoneText } from './describe-events.js';
import type { Action } from './actions.js';
import type { GameState, PlayerId } from './state.js';

const NATION_NAMES: Record<string, string> = { dutch: 'Dutch', english: 'English', french: 'French', spanish: 'Spanish' };
const LOCATION_NAMES: Record<string, string> = { hull: 'Hull', masts: 'Masts', cargo: 'Cargo', crew: 'Crew', cannons: 'Cannons' };
const TITLE = (id: string) => id.split('-').map((w) => (w[0] ?? '').toUpperCase() + w.slice(1)).join(' ').replace(/ And /g, ' and ').replace(/ O /g, '-o-');

function names(s: GameState) {
  const ix = ixOf(s);
  const zone = (id: string) => ix.zones.get(id)?.name ?? 'an unknown zone';
  const portName = (id: string) => ix.zones.get(ix.zoneOfPort.get(id) ?? '')?.port?.name ?? 'an unknown port';
  const cargo = (id: string) => {
    const c = ix.cargo.get(id);
    const good = ix.set.goods.find((g) => g.id === c?.good)?.name ?? 'a good';
    return c ? `${good} (plunder ${c.plunder}, ${c.icon === 'escape' ? 'Escape' : `${LOCATION_NAMES[c.icon.hit]} hit`})` : 'a Cargo Card';
  };
  const glory = (id: string) => ix.glory.get(id)?.name ?? 'a Glory Card';
  const rumor = (id: string) => ix.rumors.get(id)?.name ?? 'a Rumor';
  const mission = (id: string) => ix.missions.get(id)?.name ?? 'a Mission';
  const ship = (t: string) => ix.set.ships[t as 'sloop']?.name ?? TITLE(t);
  return { zone, portName, cargo, glory, rumor, mission, ship };
}

/** One action, in words (for prompts and logs). */
export function describeAction(s: GameState, a: Action): string {
  const n = names(s);
  const who = a.type === 'chance' ? 'Chance' : `Player ${a.player}`;
  switch (a.type) {
    case 'chance':
      return Array.isArray(a.value) ? `Dice: ${a.value.map((d) => (d >= 5 ? 'skull' : String(d))).join(', ')}` : 'A card or token is drawn';
    case 'chooseShip':
      return `${who} chooses a ${n.ship(a.ship)}`;
    case 'move': {
      const p = s.pl[a.player];
      if (a.inPort) return `${who} enters the port of ${n.zone(a.zone)}${a.entry === 'fee' ? ' for a fee' : a.entry === 'roll' ? ' by an Influence roll' : ''}`;
      return p?.inPort && p.zone === a.zone ? `${who} leaves port for ${seaZoneText(n.zone(a.zone))}` : `${who} sails to ${seaZoneText(n.zone(a.zone))}`;
    }
    case 'port':
      return `${who} takes the Port action`;
    case 'endTurn':
      return `${who} ends the turn`;
    case 'sell':
      return `${who} sells ${a.cards.map(n.cargo).join(', ')}`;
    case 'buyGoods':
      return `${who} buys goods`;
    case 'buyCargo':
      return `${who} buys ${n.cargo(a.card)}`;
    case 'doneBuying':
      return `${who} stops buying`;
    case 'shipyard':
      return `${who} visits the shipyard`;
    case 'repair':
      return `${who} repairs the ${LOCATION_NAMES[a.location]}`;
    case 'buyShip':
      return `${who} buys a ${n.ship(a.ship)}`;
    case 'buyWeapon':
      return `${who} buys ${TITLE(a.weapon)}`;
    case 'sellWeapon':
      return `${who} sells ${TITLE(a.weapon)}`;
    case 'buyMod':
      return `${who} buys the ${TITLE(a.mod)} modification`;
    case 'leaveYard':
      return `${who} leaves the shipyard`;
    case 'placeModAt':
      return `${who} puts a Ship Modification token in ${n.portName(a.port)}`;
    case 'recruit':
      return `${who} recruits`;
    case 'hireCrew':
      return `${who} hires ${a.n} crew`;
    case 'stash':
      return `${who} stashes ${a.amount} Gold`;
    case 'withdraw':
      return `${who} takes ${a.amount} Gold from the stash`;
    case 'leavePort':
      return `${who} ends the Port action`;
    case 'dropCargo':
      return `${who} drops ${n.cargo(a.card)}`;
    case 'discardGlory':
      return `${who} discards ${n.glory(a.card)}`;
    case 'scout':
      return `${who} scouts for the Merchant`;
    case 'raidAs':
      return a.nation ? `${who} raids the Merchant as ${NATION_NAMES[a.nation]}` : `${who} lets the Merchant go`;
    case 'spendWeapon':
      return `${who} spends ${TITLE(a.weapon)} for a success`;
    case 'raidContinue':
      return `${who} goes on with the raid`;
    case 'raidDraw':
      return `${who} draws one more card`;
    case 'raidDiscard':
      return `${who} discards ${n.cargo(a.card)}`;
    case 'raidExchange':
      return `${who} exchanges ${n.cargo(a.card)}`;
    case 'raidStop':
      return `${who} spends no more successes`;
    case 'absorbHit':
      return `${who} lets the Reinforced Hull absorb the ${LOCATION_NAMES[a.location]} hit`;
    case 'noAbsorb':
      return `${who} keeps the Reinforced Hull`;
    case 'raidKeep':
      return `${who} keeps ${n.cargo(a.card)}`;
    case 'raidDropOwn':
      return `${who} throws ${n.cargo(a.card)} overboard`;
    case 'raidDone':
      return `${who} leaves the rest`;
    case 'refreshHull':
      return `${who} refreshes the Reinforced Hull`;
    case 'retire':
      return `${who} retires the Captain`;
    case 'acquireRumor':
      return `${who} asks around for a rumor`;
    case 'keepRumor':
      return `${who} keeps the rumor ${n.rumor(a.card)}`;
    case 'checkRumor':
      return `${who} checks the rumor`;
    case 'claimMission':
      return `${who} claims the mission ${n.mission(a.mission)}`;
    case 'completeMission':
      return `${who} completes the mission`;
    case 'chooseNation':
      return `${who} chooses the ${NATION_NAMES[a.nation]}`;
    case 'playGlory':
      return `${who} plays ${n.glory(a.card)}${a.nation ? ` for the ${NATION_NAMES[a.nation]}` : ''}`;
    case 'announceGlory':
      return `${who} announces ${n.glory(a.card)}, face down`;
    case 'resolveGlory':
      return `${who} plays the announced card${a.nation ? ` for the ${NATION_NAMES[a.nation]}` : ''}`;
    case 'declineGlory':
      return `${who} declines the announced card and shows it`;
    case 'gunnerReroll':
      return a.die === null ? `${who} keeps the hit location dice` : `${who} has the Master Gunner roll a ${a.die >= 5 ? 'skull' : String(a.die)} again`;
    case 'freeRepair':
      return `${who} has the Carpenter repair the ${LOCATION_NAMES[a.location]}`;
    case 'playCombatCard':
      return `${who} plays ${n.glory(a.card)}`;
    case 'passCards':
      return `${who} plays no card`;
    case 'rerollDice':
      return `${who} rolls the ${a.side}’s ${a.dice.map((d) => (d >= 5 ? 'skull' : String(d))).join(', ')} again`;
    case 'scoutCaptain':
      return `${who} scouts for the Captain of Player ${a.target}`;
    case 'redrawCaptain':
      return `${who} turns down this Captain (an NPC pirate waits in his home zone) and draws another`;
    case 'scoutNpc':
      return `${who} scouts for ${npcName(s, a.target)}`;
    case 'declare':
      return `${who} declares ${a.action === 'shoot' ? 'Shoot' : a.action === 'board' ? 'Board' : 'Flee'}`;
    case 'useChasers':
      return a.use ? `${who} fires the Chasers` : `${who} keeps the Chasers`;
    case 'grapple':
      return a.dice.length ? `${who} uses the Grappling Hooks to roll ${a.dice.map((d) => (d >= 5 ? 'skull' : String(d))).join(', ')} again` : `${who} keeps the dice`;
    case 'useShot':
      return a.weapon ? `${who} fires ${TITLE(a.weapon)}` : `${who} fires no special shot`;
    case 'placeHit':
      return `${who} takes the hit on the ${LOCATION_NAMES[a.location]}`;
    case 'relocateHit':
      return `${who} moves a hit from the ${LOCATION_NAMES[a.from]} to the ${LOCATION_NAMES[a.to]}`;
    case 'keepHits':
      return `${who} leaves the hits where they are`;
    case 'chooseReward':
      return `${who} claims the ${NATION_NAMES[a.nation]} reward`;
    case 'plunderCargo':
      return `${who} takes ${n.cargo(a.card)}`;
    case 'plunderDropOwn':
      return `${who} throws ${n.cargo(a.card)} overboard to make room`;
    case 'plunderDone':
      return `${who} takes no more cargo`;
    case 'claimShip':
      return a.claim ? `${who} claims the defeated ship` : `${who} keeps his own ship`;
    case 'transferMod':
      return a.mod === null ? `${who} moves no more Ship Modifications to the new ship` : `${who} moves ${TITLE(a.mod)} to the new ship`;
    case 'chooseOption': {
      const top = s.stack[s.stack.length - 1];
      const option = top?.kind === 'choose' ? top.options[a.option] : undefined;
      return option ? `${who} chooses to ${effectsText(s, option)}` : `${who} chooses option ${a.option + 1}`;
    }
  }
}

/** The pending decision, in words. */
export function describePending(s: GameState): string {
  const p = engine.pending(s);
  if (p.kind === 'over') return `The game is over. Winner${(s.over?.winners.length ?? 0) > 1 ? 's' : ''}: ${(s.over?.winners ?? []).map((w) => `Player ${w}`).join(', ')}.`;
  if (p.kind === 'chance') return `Waiting for chance: ${p.spec.label}.`;
  if (p.kind === 'simultaneous') return `Waiting for ${p.players.map((x: PlayerId) => `Player ${x}`).join(', ')} to choose (in secret).`;
  const top = s.stack[s.stack.length - 1];
  const what: Record<string, string> = {
    turn: 'choose an action', port: 'choose a Port activity', yard: 'choose a shipyard purchase', buy: 'buy goods',
    recruit: 'hire crew', dropCargo: 'drop cargo', gloryDiscard: 'discard a Glory Card', placeMods: 'choose a port for a Ship Modification token',
    scout: 'decide about the Merchant', raid: 'decide how the raid goes on', rumor: 'keep one rumor', newCaptain: 'choose a ship', chooseNation: 'choose a nation', transferMods: 'choose the Ship Modifications to move to the new ship', choose: 'choose one option of a card',
    plunder: 'choose what to plunder', npcPlunder: 'choose what to plunder', reward: 'choose which reward to claim',
  };
  // MM Glory 4: an off-turn card window.
  if (top?.kind === 'window') return `Player ${p.player} must ${top.step === 'announce' ? 'announce a Glory Card face down, or pass' : 'play or decline the card announced'}.`;
  if (top?.kind === 'combat') {
    // The battle's decisions, in words (MM Combat, MM Crew, MM Weapons).
    const v = top.volleys[0];
    const step = top.step === 'volleys' && v ? `volley:${v.step}` : top.step;
    const battle: Record<string, string> = {
      declare: 'declare Shoot, Board or Flee', chasers: 'decide whether to fire the Chasers', hooks: 'decide whether to use the Grappling Hooks',
      cards: 'play a combat card or pass', cardDice: 'choose the dice to roll again', cardHits: 'choose a hit for the card to move or cancel', 'volley:gunner': 'decide whether the Master Gunner rolls a hit location die again',
      'volley:shot': 'decide whether to fire Chain-shot or Grapeshot', 'volley:place': 'choose where a hit lands', 'volley:relocate': 'decide whether to move a hit',
      'volley:absorb': 'decide whether the Reinforced Hull absorbs a hit',
    };
    return `Player ${p.player} must ${battle[step] ?? 'decide in the battle'}.`;
  }
  return `Player ${p.player} must ${what[top?.kind ?? ''] ?? 'decide'}.`;
}

/** The game's header: the players and a plain statement about the components. */
export function describe(s: GameState): string {
  const ix = ixOf(s);
  const set = ix.set.source === 'provisional' ? 'Components: the PROVISIONAL STAND-IN set that comes with the engine, not the printed game (see docs/components.md).' : `Components: "${ix.set.name}" (a user transcription).`;
  const players = s.seats.map((p) => {
    const x = s.pl[p];
    const cap = x?.revealed && x.captain ? ix.captains.get(x.captain)?.name : null;
    return `Player ${p}${cap ? ` (${cap}, ${x?.ship ? (ix.set.ships[x.ship]?.name ?? '') : ''})` : ''}: ${x?.glory ?? 0} Glory`;
  });
  return [`Merchants & Marauders, round ${s.round}, ${s.seats.length} players.`, set, ...players].join('\n');
}
