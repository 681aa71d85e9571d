import type { GameEvent } from './types.js';
import { builtinComponents, type ComponentSet } from '../tables/index.js';
import { maySee, type Viewer } from './visibility.js';
import { HIDDEN_ID } from '../state/ids.js';

const namesCache = new WeakMap<ComponentSet, Map<string, string>>();

/** Display names for every id in a component set (ports, pirates, cards, areas, counters). */
export function namesOf(set: ComponentSet): Map<string, string> {
  const hit = namesCache.get(set);
  if (hit) return hit;
  const m = new Map<string, string>();
  for (const list of [set.seaAreas, set.transitBoxes, set.ports, set.pirates, set.merchantTypes, set.hostages, set.kcs, set.warships, set.shipTypes]) {
    for (const x of list) m.set(x.id, x.name);
  }
  for (const c of set.eventCards) m.set(c.id, c.title);
  namesCache.set(set, m);
  return m;
}

/** What `describe` needs besides the event: the component names, and who is reading. */
export interface DescribeOptions {
  /** Names for ids (the built-in set by default). */
  components?: ComponentSet;
  /**
   * Who reads the line. An event with `visibleTo` (a player's own draw, his secret placement) shows
   * its hidden facts only to that player or to `'referee'`; anyone else, and a call with no viewer,
   * gets the public line ("Player B draws a card"), never the card.
   */
  viewer?: Viewer;
}

/**
 * Render one event as a line of plain English, ending with its rule citation. Ids are shown by
 * their names in the component set (the built-in set by default). The second argument is the
 * component set itself or `{ components, viewer }`: with no viewer, secret facts (`visibleTo`) are
 * left out, so `events.map((e) => describe(e))` is safe to show to everyone.
 */
export function describe(e: GameEvent, options?: ComponentSet | DescribeOptions): string {
  const f = e as Record<string, unknown>;
  // Guard against `events.map(describe)`, which passes the array index as the second argument.
  const opts: DescribeOptions = options && typeof options === 'object' ? ('eventCards' in options ? { components: options } : options) : {};
  const set = opts.components && typeof opts.components === 'object' && 'eventCards' in opts.components ? opts.components : builtinComponents;
  const names = namesOf(set);
  const s = (k: string): string => readable(String(f[k] ?? ''), names);
  const list = (k: string, sep: string): string => ((f[k] as string[] | undefined) ?? []).map((x) => readable(x, names)).join(sep);
  // A secret fact is shown only to whom it belongs (or a referee), and never once redacted (eventsFor).
  const open = (k: string): boolean => maySee(e, opts.viewer) && f[k] !== undefined && f[k] !== HIDDEN_ID;
  const secretly = f['visibleTo'] !== undefined ? ' (in secret)' : '';
  const roll = f['roll'] as Record<string, unknown> | undefined;
  const text = ((): string => {
    switch (e.type) {
      case 'rollOff':
        return `Seat ${s('seat')} rolls ${s('roll')} for ${f['purpose'] === 'playerOrder' ? 'Player Order' : 'first pick'}`;
      case 'rollOffTie':
        return `Tie for the highest roll between seats ${(f['seats'] as number[]).join(', ')}: they roll again`;
      case 'playerOrder':
        return `Seat ${s('seatOfA')} becomes Player A; Player Order runs clockwise from there`;
      case 'firstPick':
        return `Player ${s('player')} picks first in the Pirate draft`;
      case 'cardDealt':
        return open('card') ? `Player ${s('player')} is dealt ${s('card')}` : `Player ${s('player')} is dealt an Event card`;
      case 'deckReady':
        return `The Must Play Immediately cards are shuffled back in; the Event deck has ${s('cards')} cards`;
      case 'governorPlaced':
        return `A Pro-Pirate Governor goes to ${s('port')}${f['redirected'] ? ` (D66 gave ${s('rolledPort')}, not available)` : ''}`;
      case 'pirateDealt':
        return open('pirate') ? `Player ${s('player')} is dealt ${s('pirate')}` : `Player ${s('player')} is dealt a Pirate card`;
      case 'pirateDrafted':
        return `Player ${s('player')} drafts ${s('pirate')}`;
      case 'pirateDeployed':
        // 3.0 Step 7 option: a secret placement is known only to its player until the reveal.
        return open('pirate') ? `Player ${s('player')} deploys ${s('pirate')} in a ${s('ship')} to ${s('area')}${secretly}` : `Player ${s('player')} places a Pirate in secret`;
      case 'deploymentDeclined':
        return `Player ${s('player')} deploys no more Pirates`;
      case 'merchantPlaced':
        return `A Merchant is placed face down at ${s('port')}${f['redirected'] ? ` (D66 gave ${s('rolledPort')}, not available)` : ''}`;
      case 'setupComplete':
        return 'Setup is complete';
      case 'turnStarted':
        return `— Player-Turn ${s('turn')}: Player ${s('player')} —`;
      case 'cardDrawn':
        if (f['mustPlay']) return `Player ${s('player')} draws ${s('card')} (Must Play Immediately)`;
        // A card drawn for the System Player (19.12, 19.13) is public; a player's own draw (4.4) only to him.
        return open('card') ? `Player ${s('player')} draws ${s('card')}` : `Player ${s('player')} draws a card`;
      case 'cardPlayed': {
        if (f['use'] === 'event') {
          const forHim = f['card'] === 'skull-and-crossbones' || f['card'] === 'letter-of-marque';
          const where = f['port'] ? ` at ${s('port')}` : f['pirate'] ? ` ${forHim ? 'for' : 'against'} ${s('pirate')}` : '';
          return `Player ${s('player')} plays ${s('card')} as an Event${where}${f['cunningLeft'] !== undefined ? ` (1 Cunning spent, ${s('cunningLeft')} left)` : ''}`;
        }
        const also = f['use'] === 'actionsAndEvent' ? ' and its Event' : '';
        return `Player ${s('player')} plays ${s('card')} for ${s('actions')} Action(s)${also}${f['pirate'] ? ` with ${s('pirate')}` : ''}`;
      }
      case 'cardNegated':
        return `${s('card')} is negated by Skull and Crossbones on behalf of ${s('pirate')} and goes back into the deck`;
      case 'letterOfMarque':
        return `${s('pirate')} gets ${article(capital(s('nationality')))} Letter of Marque at ${s('port')}`;
      case 'retirementStated':
        return `${s('pirate')} states he Retires with his Letter of Marque at ${s('port')}`;
      case 'doubleCross': {
        const r = f['roll'] as Record<string, unknown> | undefined;
        switch (f['outcome']) {
          case 'noEvidence':
            return `Double Cross against ${s('pirate')}: rolled ${String(r?.['die'])}, insufficient evidence; he may Retire gracefully`;
          case 'trialOrdered':
            return `Double Cross against ${s('pirate')}: rolled ${String(r?.['die'])}, he is put on trial`;
          case 'trial':
            return `${s('pirate')}'s trial: ${(r?.['dice'] as number[]).join('+')} = ${s('percent')} %; he pays ${s('paid')} of his Net Worth to be acquitted`;
          default:
            return `Double Cross against ${s('pirate')}: rolled ${String(r?.['die'])}, tried, convicted and hanged; he loses all ${s('paid')} Net Worth`;
        }
      }
      case 'kcSurprise':
        return `KC Surprise: the Warship in ${s('area')} is KC ${s('kc')} (Speed ${s('speed')}, Combat ${s('combat')}) of Player ${s('player')}, attacking ${s('pirate')}`;
      case 'localResistance':
        return `Local Resistance at ${s('port')}: rolled ${s('roll')} against Value ${s('value')}: ${f['outcome'] === 'governorRemoved' ? 'the Pro-Pirate Governor is removed' : 'no effect'}`;
      case 'fairWinds':
        return `Fair Winds carry ${f['kind'] === 'kc' ? 'KC ' : ''}${s('piece')} to ${s('area')}`;
      case 'heavyGuns':
        return `${s('pirate')}'s ship gets Heavy Guns (+2 to its Combat rolls)`;
      case 'treasureMap':
        return `Player ${s('player')} gives ${s('pirate')} the treasure map of the Isle of Pines (in ${s('seaArea')})`;
      case 'treasureDig':
        return `${s('pirate')} digs on the Isle of Pines: rolled ${s('roll')}, ${f['found'] ? 'something is there' : 'nothing found'}`;
      case 'treasureFound':
        return `${s('pirate')} finds buried treasure: ${(roll?.['dice'] as number[]).join('+')} x 100 = ${s('doubloons')} Doubloons`;
      case 'cardDiscardedForActions':
        return `Player ${s('player')} discards ${s('card')} for 1 Action`;
      case 'cardPlayEnded':
        return `Player ${s('player')} ends his Card Play Phase${Number(f['actionsUnused']) > 0 ? ` with ${s('actionsUnused')} Action(s) unused` : ''}`;
      case 'actionBegun':
        return `Action ${s('number')}: ${f['pirate'] ? `${s('pirate')} — ` : ''}${ACTIONS[String(f['action'])] ?? s('action')}`;
      case 'moved':
        return `${s('pirate')} moves from ${s('from')} to ${s('to')}`;
      case 'moveStarted':
        return `${s('pirate')} (Speed ${s('speed')}) spends a first Move Action toward ${s('to')}`;
      case 'merchantFound':
        return `${s('pirate')} finds the Merchant at ${s('port')}: ${s('merchant')} (rolled ${roll?.['die']} + Ability ${roll?.['ability']}${roll?.['refind'] ? ' + 1 re-find' : ''} = ${roll?.['total']})`;
      case 'findFailed':
        return `${s('pirate')} fails to find the Merchant at ${s('port')} (rolled ${roll?.['die']} + Ability ${roll?.['ability']}${roll?.['refind'] ? ' + 1 re-find' : ''} = ${roll?.['total']}, needs 7)`;
      case 'cargoDetermined':
        return `Cargo of the ${s('merchant')}: ${roll?.['die']} + ${roll?.['cargoRating']} = ${roll?.['total']} on the ${capital(String(f['column'] ?? ''))} column, ${s('doubloons')} Doubloons`;
      case 'hostageIdentified':
        return `The Hostage is a ${s('hostage')} (Information ${s('information')}, Value ${s('value')})`;
      case 'noHostage':
        return 'No Hostage: the pool is empty';
      case 'bootySeized':
        return `${s('pirate')} seizes the Booty`;
      case 'bootyDeclined':
        return `${s('pirate')} declines the Booty`;
      case 'cargoTaken':
        return `${s('pirate')} stows ${s('doubloons')} Doubloons in a Hold`;
      case 'cargoAbandoned':
        return `${s('pirate')} abandons the cargo`;
      case 'holdJettisoned':
        return `${s('pirate')} jettisons a Hold of ${s('doubloons')} Doubloons`;
      case 'shipConverted':
        return `${s('pirate')} converts to a ${s('to')} (was a ${s('from')})`;
      case 'hostageHeld':
        return `${s('pirate')} holds the ${s('hostage')} for Ransom`;
      case 'hostageTortured':
        return `${s('pirate')} tortures the ${s('hostage')}: rolled ${roll?.['die']} against Cruelty ${roll?.['cruelty']}${Number(f['information']) > 0 ? `, ${s('information')} Information on ${s('port')}` : ', no Information'}`;
      case 'merchantRemoved':
        return `The Merchant at ${s('port')} returns to the pool`;
      case 'drDeclared':
        return `${s('pirate')} declares ${s('kind')} D&R`;
      case 'drRenewed':
        return `${s('pirate')}'s D&R is renewed: ${s('from')} becomes ${s('kind')}, his Recovery starts over (first print)`;
      case 'drRecovered':
        return `${s('pirate')} recovers from D&R`;
      case 'drRecovering':
        return `${s('pirate')} spends a D&R Recovery Action (${s('actions')} of ${s('needed')})`;
      case 'loyaltyChanged':
        return `${s('pirate')}'s Crew Loyalty ${Number(f['delta']) >= 0 ? '+' : ''}${s('delta')} (${s('reason')}): ${s('from')} → ${s('to')}`;
      case 'notorietyGained':
        return `${s('pirate')} gains ${s('amount')} NP (${s('reason')}), now ${s('total')}`;
      case 'damaged':
        return `${s('pirate')} takes ${s('hits')} ${s('track')} hit(s), now ${s('value')}`;
      case 'shipSunk':
        return `${s('pirate')}'s ship sinks`;
      case 'pirateEliminated':
        return `${s('pirate')} is eliminated (${CAUSES[String(f['cause'])] ?? s('cause')}); Player ${s('player')} scores ${s('vp')} VP`;
      case 'pirateRetired':
        return `${s('pirate')} retires (${METHODS[String(f['method'])] ?? s('method')}); Player ${s('player')} scores ${s('vp')} VP`;
      case 'cunningUsed':
        return `${s('pirate')} uses Cunning to reroll (${(f['discarded'] as number[]).join('+')} discarded)`;
      case 'pirateDrawn':
        return open('pirate') ? `Player ${s('player')} draws ${s('pirate')}` : `Player ${s('player')} draws a Pirate card`;
      case 'pirateKept':
        return open('pirate') ? `Player ${s('player')} keeps ${s('pirate')} in hand` : `Player ${s('player')} keeps the Pirate card in hand`;
      case 'pirateRedrawn':
        return `Player ${s('player')} gives back ${s('pirate')} and draws another; every other player gains 10 VP`;
      case 'generalPardon':
        return `General Pardon, appearance ${s('appearance')}: ${f['effect'] === 'none' ? 'no effect, shuffled back into the deck' : f['effect'] === 'pardon' ? 'a Pardon for every Pirate on the map' : 'the game ends'}`;
      case 'pardonEnded':
        return 'The General Pardon is no longer in force';
      case 'deckReshuffled':
        return `${s('note')} (${s('cards')} cards)`;
      case 'deckRebuilt':
        return `The Event deck is rebuilt from the discards with the General Pardon (${s('cards')} cards)`;
      case 'disease':
        return `Disease strikes ${s('port')}`;
      case 'europeanTurmoil':
        return 'European Turmoil: every KC and Warship returns to its pool';
      case 'fingerOfFate':
        return 'Finger of Fate: everyone discards a card, then passes his hand to the left';
      case 'cardDiscarded':
        return `Player ${s('player')} discards ${s('card')}`;
      case 'handsPassedLeft':
        return 'Every player passes his hand to the left';
      case 'newGovernor':
        return `An Anti-Pirate Governor takes over ${s('port')}`;
      case 'newGovernorSkipped':
        return `New Governors: no counter left for ${s('port')}; no effect`;
      case 'newGovernorReroll':
        return `New Governors: ${s('port')} is a ${s('reason')}, roll again`;
      case 'governorRemoved':
        return `The ${s('governor')} Governor of ${s('port')} is removed from play`;
      case 'pirateOusted':
        return `${s('pirate')} is Ousted from ${s('port')}`;
      case 'putToSea':
        return `${s('pirate')} is put to sea from ${s('from')} in ${s('to')}`;
      case 'safeHavenLost':
        return `${s('pirate')} loses his Safe Haven at ${s('port')}`;
      case 'malDeMer':
        return `Mal de Mer: Player ${s('player')} loses his Card Play Phase`;
      case 'storm':
        return `Storms at Sea: D66 ${s('port')}, hitting ${list('areas', ' and ')}`;
      case 'stormStrikes':
        return `The storm strikes ${list('areas', ', ')}${(f['transitBoxes'] as string[]).length ? ` and the ${list('transitBoxes', ', ')}` : ''}`;
      case 'stormPirate':
        return `Storm roll for ${s('pirate')}: ${roll?.['total']} → ${f['sunk'] ? 'ship sunk' : `${s('speedHits')} Speed hit(s)`}`;
      case 'stormWarship':
        return `Storm roll against the Warship in ${s('area')}: ${roll?.['total']} vs Combat ${roll?.['combat']} → ${f['removed'] ? 'removed' : 'stays'}`;
      case 'stormKc':
        return `Storm roll for KC ${s('kc')}: ${s('roll')} → ${f['removed'] ? 'back to the pool' : 'stays'}`;
      case 'naturalDisaster':
        return `Natural Disaster (rolled ${s('roll')}): ${s('port')} is destroyed`;
      case 'portDestroyed':
        return `${s('port')} is destroyed`;
      case 'merchantsCleared':
        return 'Every Merchant is removed from the map';
      case 'bootyConverted':
        return `${s('pirate')} converts ${s('booty')} Booty into ${s('netWorth')} Net Worth at ${s('port')}`;
      case 'hostageRansomed':
        return `${s('pirate')} ransoms the ${s('hostage')} at ${s('port')}: ${(roll?.['dice'] as number[]).join('+')} = ${roll?.['total']} x Value ${roll?.['value']} x 50 = ${s('doubloons')} Doubloons`;
      case 'bootyStowed':
        return `${s('pirate')} stows ${s('doubloons')} Doubloons (Holds: ${(f['holds'] as number[]).join(', ')})`;
      case 'refitRolled':
        return `${s('pirate')} refits: rolled ${roll?.['die']}, half rounded up ${roll?.['half']}${Number(roll?.['safeHaven']) ? ' + 2 at his Safe Haven' : ''} = ${s('hits')} hit(s) to repair`;
      case 'refitted':
        return `${s('pirate')} refits completely in a Pirate Port`;
      case 'repaired':
        return `${s('pirate')} repairs a ${s('track')} hit (now ${s('value')})`;
      case 'bribePrice':
        return `${s('pirate')} is asked ${s('price')} Doubloons by the Governor of ${s('port')} (${f['purpose'] === 'retirement' ? 'to retire' : 'for a Safe Haven'})`;
      case 'safeHavenBought':
        return `${s('pirate')} pays ${s('price')} for a Safe Haven at ${s('port')}`;
      case 'bribeDeclined':
        return `${s('pirate')} declines to pay ${s('price')} at ${s('port')}`;
      case 'bribePaid':
        return `${s('pirate')} pays ${s('price')} from his Net Worth to retire at ${s('port')}`;
      case 'portAttacked': {
        const a = f['attack'] as Record<string, number>;
        const d = f['defense'] as { dice: number[]; defense: number; total: number };
        return `${s('pirate')} attacks ${s('port')}: ${a['die']} + Combat ${a['combat']} + Ability ${a['ability']}${a['info'] ? ` + Information ${a['info']}` : ''}${a['heavyGuns'] ? ' + 2 Heavy Guns' : ''} = ${a['total']} against ${d.dice.join('+')} + Defense ${d.defense} = ${d.total}: ${s('outcome')}`;
      }
      case 'portLooted':
        return `${s('pirate')} loots ${s('port')}: ${(f['dice'] as number[]).join('+')} x 100 = ${s('doubloons')} Doubloons`;
      case 'letterOfMarqueLost':
        return `${s('pirate')} loses his ${capital(s('nationality'))} Letter of Marque`;
      case 'enteredPort':
        return `${s('pirate')} is now in ${s('port')}`;
      case 'portSacked':
        return `${s('pirate')} sacks ${s('port')}: ${roll?.['die']} + Cruelty ${roll?.['cruelty']} = ${roll?.['total']} > Defense ${roll?.['defense']}`;
      case 'sackFailed':
        return `${s('pirate')} fails to sack ${s('port')}: ${roll?.['die']} + Cruelty ${roll?.['cruelty']} = ${roll?.['total']}, not above Defense ${roll?.['defense']}`;
      case 'bootyGrabAttempt': {
        const g = f['grab'] as Record<string, number>;
        const d = f['defend'] as Record<string, number>;
        return `${s('pirate')} tries to grab ${s('target')}'s Booty: ${g['die']} + Ability ${g['ability']} + 1 = ${g['total']} against ${d['die']} + Ability ${d['ability']} = ${d['total']}: ${s('outcome')}`;
      }
      case 'bootyGrabbed':
        return `${s('pirate')} grabs ${s('percent')}% of ${s('target')}'s ${s('targetBooty')} Booty: ${s('doubloons')} Doubloons`;
      case 'bootySurrendered':
        return `${s('pirate')} gives up ${s('doubloons')} Doubloons from a Hold`;
      case 'duel': {
        const t = f['totals'] as Record<string, number>;
        return `Duel: ${Object.entries(t).map(([k, v]) => `${names.get(k) ?? k} ${v}`).join(' vs ')}${f['winner'] ? ` — ${names.get(String(f['winner'])) ?? String(f['winner'])} wins` : ' — a tie'}`;
      }
      case 'duelAbandoned':
        return 'The Duel is broken off';
      case 'shipTakenOver':
        return `${s('pirate')} takes over ${s('from')}'s ${s('ship')}`;
      case 'possessionsTaken':
        return `${s('pirate')} takes ${s('from')}'s possessions and ${s('doubloons')} Doubloons of Booty`;
      case 'mutiny':
        return `Mutiny aboard ${s('pirate')}'s ship: rolled ${roll?.['die']} against Leadership ${roll?.['leadership']} — ${s('outcome')}`;
      case 'shipLost':
        return `${s('pirate')}'s ship is lost: no Pirate left to take command`;
      case 'newCaptain':
        return `${s('pirate')} takes command of ${s('replaces')}'s ship (Loyalty ${s('loyalty')})`;
      case 'allianceFormed':
        return `${list('pirates', ' and ')} form a Pirate Alliance`;
      case 'allianceBroken':
        return `The Alliance of ${list('pirates', ' and ')} ends (${s('reason')})`;
      case 'antiPirateAction':
        return `Player ${s('player')} takes an Anti-Pirate Action (${f['card'] ? s('card') : `type ${s('apType')}`})`;
      case 'warshipPlaced':
        return `A Warship (Speed ${s('speed')}, Combat ${s('combat')}) is sighted in ${s('area')}`;
      case 'warshipOnStation':
        return `The Warship stays On Station in ${s('area')}`;
      case 'warshipActivated':
        return `Player ${s('player')} sends the On-Station Warship in ${s('area')} against ${s('pirate')}`;
      case 'pirateResponds':
        return `${s('pirate')} chooses to ${s('choice')}`;
      case 'escapeAttempt': {
        const w = f['warship'] as Record<string, number>;
        const p = f['pursued'] as Record<string, number>;
        return `${s('pirate')} tries to escape: ${p['die']} + Speed ${p['speed']}${p['dr'] ? ` ${p['dr']} D&R` : ''} = ${p['total']} against ${w['die']} + Speed ${w['speed']} = ${w['total']}: ${s('outcome')}`;
      }
      case 'warshipBattle': {
        const a = f['attack'] as Record<string, number>;
        const d = f['defense'] as Record<string, number>;
        return `${s('pirate')} fights the Warship: ${a['die']} + Combat ${a['combat']} + Ability ${a['ability']}${a['heavyGuns'] ? ' + 2 Heavy Guns' : ''}${a['dr'] ? ` ${a['dr']} D&R` : ''} = ${a['total']} against ${d['die']} + Combat ${d['combat']}${d['livingRules'] ? ' + 2' : ''} = ${d['total']}: ${f['outcome'] === 'pirateWins' ? 'the Pirate wins' : 'the Warship wins'}`;
      }
      case 'kcDeployAttempt': {
        const r = f['roll'] as { dice: number[]; total: number; np: number };
        return `Player ${s('player')} tries to deploy a KC against ${s('pirate')}: ${r.dice.join('+')} = ${r.total} against NP ${r.np}: ${s('outcome')}`;
      }
      case 'kcDeployed':
        return `Player ${s('player')}'s KC ${s('kc')} (Speed ${s('speed')}, Combat ${s('combat')}) arrives in ${s('area')}`;
      case 'kcReaction':
        return `Player ${s('player')}'s KC ${s('kc')} reacts against ${s('pirate')} in ${s('area')}${f['moved'] ? ' (moving in)' : ''}`;
      case 'kcInterception':
        return `Player ${s('player')}'s KC ${s('kc')} tries to intercept ${s('pirate')} in ${s('area')}${f['moved'] ? ' (moving in)' : ''}${f['repeat'] ? ', harassing him again' : ''} (first print)`;
      case 'kcHarassmentEnded':
        return `${s('pirate')} enters ${s('area')}: KC ${s('kc')} may harass him no more this Player-Turn (first print)`;
      case 'kcBattle': {
        const a = f['attack'] as Record<string, number>;
        const d = f['defense'] as Record<string, number>;
        return `${s('pirate')} fights KC ${s('kc')}: ${a['die']} + Combat ${a['combat']} + Ability ${a['ability']}${a['heavyGuns'] ? ' + 2 Heavy Guns' : ''}${a['dr'] ? ` ${a['dr']} D&R` : ''} = ${a['total']} against ${d['die']} + Combat ${d['combat']}${d['livingRules'] ? ' + 2' : ''} = ${d['total']}: ${f['outcome'] === 'pirateWins' ? 'the Pirate wins' : 'the KC wins'}`;
      }
      case 'kcKill':
        return `Player ${s('kcOwner')} scores ${s('vp')} VP for the KC's kill of ${s('pirate')}`;
      case 'warshipDamageVp':
        return `Player ${s('player')} scores ${s('vp')} VP for the Warship's ${s('hits')} hit(s) on ${s('pirate')} (first print)`;
      case 'conversionPossible':
        return `${s('pirate')} may convert the ${s('merchant')} with his next Action (first print)`;
      case 'lootNotoriety':
        return `${s('pirate')} gains ${s('np')} NP for the Loot: Cargo rating ${s('cargoRating')} + ${s('die')} (first print)`;
      case 'mutinyConspiracy': {
        const r = f['roll'] as { dice: number[]; total: number; loyalty: number };
        return `Mutiny Conspiracy against ${s('pirate')}: ${r.dice.join('+')} = ${r.total} against Loyalty ${r.loyalty}: ${f['outcome'] === 'mutiny' ? 'a Mutiny!' : 'no Mutiny'}`;
      }
      case 'scurvy':
        return `Scurvy breaks out aboard ${s('pirate')}'s ship${Number(f['hostagesDied']) ? `; ${s('hostagesDied')} Hostage(s) die` : ''}`;
      case 'wearAndTear':
        return `Wear and Tear on ${s('pirate')}'s ship: rolled ${s('roll')}, ${s('speedHits')} Speed hit(s)`;
      case 'kcMoved':
        return `Player ${s('player')} moves KC ${s('kc')} from ${s('from')} to ${s('to')}`;
      case 'kcRoll':
        return `KC ${s('kc')} rolls ${(f['roll'] as Record<string, number>)['die']} + Combat ${(f['roll'] as Record<string, number>)['combat']}${(f['roll'] as Record<string, number>)['livingRules'] ? ' + 2' : ''} = ${(f['roll'] as Record<string, number>)['total']}`;
      case 'piratePortDefence':
        return `${s('pirate')} defends: ${(f['roll'] as Record<string, number>)['die']} + Combat ${(f['roll'] as Record<string, number>)['combat']} = ${(f['roll'] as Record<string, number>)['total']}`;
      case 'piratePortAttacked':
        return `KC ${s('kc')} attacks ${s('port')}: ${s('kcTotal')} against ${s('best')}: ${s('outcome')}`;
      case 'oust':
        return `KC ${s('kc')} tries to oust the Pirates from ${s('port')}: ${s('kcTotal')} against ${(f['defense'] as Record<string, number>)['total']}: ${s('outcome')}`;
      case 'challengerKilled':
        return `${s('pirate')} loses the Duel and never enters play`;
      case 'actionCancelled':
        return `${s('pirate')}'s ${s('action')} is cancelled`;
      case 'actionsForfeited':
        return `${s('pirate')} has Retired: the ${s('actions')} Action(s) left of his Initiative are lost (4.53)`;
      case 'scurvyCured':
        return `${s('pirate')}'s Scurvy is cured on entering port`;
      case 'turnEnded':
        return `Player ${s('player')}'s Player-Turn ends`;
      case 'finalScoring':
        return `${s('pirate')} is still in play: Player ${s('player')} scores ${s('vp')} VP`;
      case 'gameOver':
        return `Game over: ${s('reason')}`;
      case 'deploymentRolled':
        return `D66 for placement: ${s('port')}`;
      case 'deploymentsRevealed':
        return 'The secret deployments are revealed';
      // Solitaire Blackbeard (19.0)
      case 'soloDecksReady':
        return `Solitaire: a Must-Play-Immediately deck of ${s('mustPlay')} cards and a Hold deck of ${s('hold')}; out of the game: ${((f['removed'] as string[] | undefined) ?? []).map((c) => readable(c, names)).join(', ')}`;
      case 'spTurn':
        return `The next Player-Turn is the System Player's, for ${s('pirate')}`;
      case 'spPirateDrawn':
        return `The System Player draws ${s('pirate')}`;
      case 'spShipRolled':
        return `${s('pirate')} rolls ${s('roll')}: a ${s('ship')}`;
      case 'spPlacementRolled':
        return `D66 to place ${s('pirate')}: ${s('port')}${f['reroll'] ? ' — no free Sea Area there, roll again' : ''}`;
      case 'soloDeckReshuffled':
        return `The ${f['deck'] === 'mustPlay' ? 'Must-Play-Immediately' : 'Hold'} discards are reshuffled into their deck (${s('cards')} cards)`;
      case 'generalPardonToHoldDeck':
        return `The General Pardon's first draw has no effect: it is shuffled into the Hold deck with the Hold discards (${s('cards')} cards)`;
      case 'letterKept':
        return e.drawsAnother
          ? `${s('pirate')} keeps the Letter of Marque, draws another card and sails for a Pro-Pirate port`
          : `${s('pirate')} keeps the Letter of Marque and will sail for a Pro-Pirate port (no other card this Player-Turn)`;
      case 'soloApCheck': {
        const what: Record<string, string> = {
          kcReaction: 'the SP KC reacts',
          warship: 'the On-Station Warship attacks',
          kcDeploy: 'the SP tries to deploy a KC',
          kcIntercept: 'the SP KC tries to intercept him',
          played: `${s('card')} is played against him`,
          onStation: `${s('card')}: a Warship is placed On Station`,
          deferred: `${s('card')} strikes when his Action is complete`,
          noEffect: `${s('card')} has no effect`,
          noCard: 'no Hold card left to draw',
        };
        return `Anti-Pirate check of ${s('pirate')}'s ${ACTIONS[String(f['action'])] ?? s('action')}: ${what[String(f['effect'])] ?? s('effect')}`;
      }
      case 'notorietyLost':
        return `${s('pirate')} loses ${s('amount')} NP at Crew Loyalty 0 (rolled ${(f['roll'] as { total: number }).total}), now ${s('total')}`;
      case 'bootyGrabTie':
        return `The Booty Grab of ${s('pirate')} against ${s('target')} is a tie: no Duel in solitaire, no effect`;
      default:
        // An event this version does not know (a newer engine's log): its type, never its facts.
        return String(f['type']);
    }
  })();
  return `${text} [${e.rule}]`;
}

/** The Pirate Actions (4.5) and the other Actions of a Player-Turn by their names in the rules. */
const ACTIONS: Record<string, string> = {
  move: 'Move',
  findMerchant: 'Find',
  loot: 'Loot',
  attackPort: 'Port Attack',
  sackPort: 'Sack',
  bootyGrab: 'Booty Grab',
  inPortActivities: 'In-Port Activities',
  recoverDR: 'D&R Recovery',
  retire: 'Retirement',
  formAlliance: 'Pirate Alliance',
  digTreasure: 'dig for the Buried Treasure',
  convertMerchant: 'Convert Merchant',
  drawPirate: 'draw a Pirate card',
  deployPirate: 'deploy a Pirate',
};

/** Why a Pirate is Eliminated (18.12B), in words. */
const CAUSES: Record<string, string> = {
  kc: "defeated by a King's Commissioner",
  duel: 'lost the Duel',
  mutiny: 'Mutiny',
  marooned: 'marooned',
  hanged: 'hanged',
  sunk: 'his ship sank',
  disease: 'Disease',
  naturalDisaster: 'Natural Disaster',
};

/** How a Pirate Retires (18.41), in words. */
const METHODS: Record<string, string> = {
  letterOfMarque: 'with a Letter of Marque',
  bribe: 'by bribing the Governor',
  safeHaven: 'in his Safe Haven',
  piratePort: 'in a Pirate Port',
  surrenderToKc: "surrendering to a King's Commissioner",
  generalPardon: 'under the General Pardon',
};

/** Words the rules write in capitals. */
const ACRONYMS: Record<string, string> = { kc: 'KC', kcs: 'KCs', dr: 'D&R', np: 'NP', vp: 'VP', ap: 'AP', mpi: 'MPI', sp: 'SP' };

/**
 * A value as a reader should see it, never an internal id: a component's name; a camelCase code
 * (`portAttack`, `defeatKc`) as words ("port attack", "defeat KC"); a kebab-case word that is no
 * component (`anti-pirate`) capitalised ("Anti-Pirate"); anything else (numbers, text) as it is.
 */
export function readable(v: string, names: ReadonlyMap<string, string>): string {
  const named = names.get(v);
  if (named !== undefined) return named;
  if (/^[a-z]+(?:[A-Z][a-z0-9]*)+$/.test(v)) {
    return v
      .replace(/([A-Z])/g, ' $1')
      .toLowerCase()
      .split(' ')
      .map((w) => ACRONYMS[w] ?? w)
      .join(' ');
  }
  if (/^[a-z]+(?:-[a-z]+)+$/.test(v)) return v.split('-').map(capital).join('-');
  return v;
}

function capital(w: string): string {
  return w ? w[0]!.toUpperCase() + w.slice(1) : w;
}

function article(w: string): string {
  return /^[AEIOU]/.test(w) ? `an ${w}` : `a ${w}`;
}
