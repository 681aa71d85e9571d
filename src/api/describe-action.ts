import type { Action } from '../actions/schema.js';
import type { GameState } from '../state/schema.js';
import type { Location } from '../state/ids.js';
import { builtinComponents, indexComponents, type ComponentIndex } from '../tables/index.js';

/**
 * `describeAction(action, state)`: one legal action as a short line of plain English for a menu
 * ("Edward Teach: find the Merchant at Havana (d6 + Ability 4, needs 7)"), with components shown by
 * their names, never their ids. `state` is the position the action is legal in: it gives the
 * component set and the context (the procedure a `pass` declines, the Doubloons in a Hold).
 * Only what the acting player may know is used.
 */
export function describeAction(a: Action, s: GameState): string {
  const ix = indexComponents(s.components ?? builtinComponents);
  const name = (id: string | null | undefined): string => (id ? nameOf(ix, id) : '');
  const pirate = 'pirate' in a && typeof a.pirate === 'string' ? name(a.pirate) : '';
  const who = pirate ? `${pirate}: ` : '';
  const p = 'pirate' in a && typeof a.pirate === 'string' ? s.pirates[a.pirate] : undefined;
  const top = s.stack[s.stack.length - 1];
  const holdText = (i: number, holder = p): string => `Hold ${i + 1} (${holder?.holds[i] ?? 0} Doubloons)`;
  switch (a.type) {
    case 'chance':
      return Array.isArray(a.value) ? `Roll ${a.value.join(' + ')}` : `Draw ${name(a.value)}`;
    case 'pass':
      return passText(s);
    case 'reroll':
      return `${pirate}: spend 1 Cunning to reroll (${p?.cunning ?? 0} left)`;
    case 'choosePirate':
      return `Take ${pirate} in the draft`;
    case 'redrawPirate':
      return `Give back ${pirate} and draw another (every other player gains 10 VP)`;
    case 'deployPirate':
      return `Deploy ${pirate} in a ${name(a.ship)} to ${name(a.area)}`;
    case 'drawPirate':
      return 'Draw a Pirate card (1 Action)';
    case 'keepPirate':
      return `Keep ${pirate} in hand`;
    case 'playCard': {
      const c = ix.card[a.card];
      const n = c?.actions === 'initiative' ? (a.pirate ? (ix.pirate[a.pirate]?.initiative ?? 0) : 0) : (c?.actions ?? 0);
      const withWho = a.pirate ? `, all with ${name(a.pirate)} (Initiative)` : '';
      const event = a.event ? `, and its Event for ${name(a.event.target)}${a.event.area ? ` to ${name(a.event.area)}` : ''}` : '';
      return `Play ${name(a.card)} for ${n} Action${n === 1 ? '' : 's'}${withWho}${event}`;
    }
    case 'discardForActions':
      return `Discard ${name(a.card)} for 1 Action`;
    case 'endTurn':
      return s.turn.actionsLeft > 0 ? `End your Player-Turn (${s.turn.actionsLeft} Action${s.turn.actionsLeft === 1 ? '' : 's'} unused)` : 'End your Player-Turn';
    case 'discardCard':
      return `Discard ${name(a.card)}`;
    case 'chooseStormArea':
      return `The storm hits ${name(a.area)}`;
    case 'chooseArea':
      return `${pirate} goes to ${name(a.area)}`;
    case 'move':
      return `${who}move ${locationText(ix, a.to)}`;
    case 'findMerchant': {
      const ability = ix.pirate[a.pirate]?.ability ?? 0;
      const m = s.merchants[a.port];
      return `${who}find the ${m?.faceUp ? name(m.type) : 'Merchant'} at ${name(a.port)} (d6 + Ability ${ability}${m?.faceUp ? ' + 1' : ''}, needs 7)`;
    }
    case 'loot':
      return `${who}loot the ${name(s.merchants[a.port]?.type)} at ${name(a.port)}`;
    case 'recoverDR':
      return `${who}D&R Recovery Action`;
    case 'seizeBooty':
      return a.seize ? 'Seize the Booty' : 'Decline the Booty (Loyalty -1)';
    case 'takeCargo':
      return `Stow the cargo (${top?.kind === 'loot' ? top.cargo : 0} Doubloons)`;
    case 'abandonCargo':
      return top?.kind === 'attackPort' ? `Leave the port's Booty (${top.booty} Doubloons)` : 'Abandon the cargo';
    case 'jettison':
      return `${who}throw ${holdText(a.hold)} overboard`;
    case 'convertShip':
      return `Take the ${top?.kind === 'loot' ? name(top.merchant) : 'Merchant'} as your new ship`;
    case 'convertMerchant':
      return `${who}convert the looted ${name(p?.convertible)} to his ship (first print 8.5)`;
    case 'dealWithHostage': {
      const h = top?.kind === 'loot' ? name(top.hostage) : 'Hostage';
      return a.choice === 'ransom' ? `Hold the ${h} for Ransom` : `Torture the ${h}`;
    }
    case 'declareDR':
      return 'Declare voluntary D&R';
    case 'inPortActivities':
      return `${who}In-Port Activities at ${p?.location.kind === 'port' ? name(p.location.port) : 'port'}`;
    case 'ransomHostage':
      return `Ransom the ${name(p?.hostages[a.hostage]?.kind)}`;
    case 'chooseHold':
      return p && a.hold < p.holds.length ? `Put the Doubloons in ${holdText(a.hold)}` : 'Put the Doubloons in an empty Hold';
    case 'convertHold':
      return `Convert ${holdText(a.hold)} to Net Worth`;
    case 'refit':
      return 'Refit the ship';
    case 'repair':
      return `Repair a ${a.track === 'combat' ? 'Combat' : 'Speed'} hit`;
    case 'bribeGovernor':
      return `Bribe the Governor of ${p?.location.kind === 'port' ? name(p.location.port) : 'the port'}`;
    case 'payBribe': {
      const price = top?.kind === 'retire' ? top.price : top?.kind === 'inPort' ? top.amount : 0;
      return a.pay ? `Pay the ${price} Doubloons asked` : 'Refuse to pay (Loyalty -1)';
    }
    case 'attackPort': {
      const port = ix.port[a.port];
      return `${who}attack ${name(a.port)} (Defense ${port?.defense ?? '?'}, Value ${port?.value ?? '?'})`;
    }
    case 'sackPort':
      return `${who}sack ${p?.location.kind === 'port' ? name(p.location.port) : 'the port'}`;
    case 'bootyGrab':
      return `${who}grab ${name(a.target)}'s Booty`;
    case 'surrenderHold':
      return `Give up Booty from ${holdText(a.hold)}`;
    case 'continueDuel':
      return a.continue ? 'Fight on' : 'Break off the Duel';
    case 'claimSpoils':
      return a.take === 'ship' ? "Take the loser's ship" : "Take the loser's possessions";
    case 'chooseReplacement':
      return `${pirate} takes command`;
    case 'formAlliance':
      return `${who}form an Alliance with ${name(a.partner)}`;
    case 'breakAlliance':
      return `End ${pirate}'s Alliance (not an Action)`;
    case 'assignHit':
      return `${pirate} takes the odd Combat hit`;
    case 'playEvent': {
      const target = a.pirate ? ` for ${name(a.pirate)}` : '';
      const at = a.port ? ` at ${name(a.port)}` : '';
      const active = top?.kind === 'window' && top.pirate ? ` against ${name(top.pirate)}` : '';
      return `Play ${name(a.card)}${target}${at}${target || at ? '' : active}`;
    }
    case 'useWarship':
      return `Send the On-Station Warship${top?.kind === 'window' && top.pirate ? ` against ${name(top.pirate)}` : ''}`;
    case 'warshipAttack':
      return a.attack ? 'The Warship attacks' : 'Leave the Warship On Station';
    case 'deployKc':
      return `Try to deploy a King's Commissioner${top?.kind === 'window' && top.pirate ? ` against ${name(top.pirate)}` : ''} (3d6 under his NP)`;
    case 'kcMove':
      return `Move your KC to ${name(a.to)}`;
    case 'kcAttackPort':
      return `Your KC attacks the Pirate Port ${name(a.port)}`;
    case 'kcOust':
      return 'Your KC tries to oust the Pirates from the port';
    case 'kcReact':
      return `KC Reaction${top?.kind === 'window' && top.pirate ? ` against ${name(top.pirate)}` : ''}`;
    case 'kcIntercept':
      return `Your KC tries to intercept${top?.kind === 'window' && top.pirate ? ` ${name(top.pirate)}` : ' the active Pirate'}`;
    case 'fightOrEscape':
      return `${who}${a.choice === 'fight' ? 'fight' : a.choice === 'escape' ? 'try to escape' : 'surrender and retire with a Letter of Marque'}`;
    case 'retire':
      return `${who}retire${p?.location.kind === 'port' ? ` at ${name(p.location.port)}` : ''}${a.method === 'letterOfMarque' ? ' with a Letter of Marque' : ''}`;
    case 'digTreasure':
      return `${who}dig for the Buried Treasure`;
  }
}

/** What a `pass` declines, by the procedure it is offered in. */
function passText(s: GameState): string {
  const f = s.stack[s.stack.length - 1];
  switch (f?.kind) {
    case 'window':
      return f.moment === 'cunning' ? 'Keep the roll (no Cunning reroll)' : 'Pass (no Anti-Pirate Action)';
    case 'setup':
      return 'Deploy no more Pirates';
    case 'loot':
      return f.step === 'dr' ? 'No D&R' : 'Keep your own ship';
    case 'inPort':
      return f.step === 'ransom' ? 'Ransom no more Hostages' : f.step === 'convert' ? 'Convert no more Booty' : f.step === 'refit' ? 'No refit' : f.step === 'repair' ? 'Repair no more' : f.step === 'safeHaven' ? 'No Safe Haven bribe' : f.step === 'dr' ? 'No D&R' : 'Go on';
    case 'pirateCard':
      return 'Do nothing with the Pirate card';
    default:
      return 'Pass';
  }
}

function nameOf(ix: ComponentIndex, id: string): string {
  return (
    ix.port[id]?.name ??
    ix.seaArea[id]?.name ??
    ix.transitBox[id]?.name ??
    ix.pirate[id]?.name ??
    ix.card[id]?.title ??
    ix.merchantType[id]?.name ??
    ix.hostage[id]?.name ??
    ix.kc[id]?.name ??
    ix.warship[id]?.name ??
    ix.shipType[id]?.name ??
    id
  );
}

function locationText(ix: ComponentIndex, to: Location): string {
  if (to.kind === 'sea') return `to ${nameOf(ix, to.area)}`;
  if (to.kind === 'port') return `into ${nameOf(ix, to.port)} (port)`;
  // A Transit Box's name already ends in "Transit Box" (7.11).
  return `into the ${nameOf(ix, to.box)}`;
}
