/**
 * Legal actions as choices made in steps, as a player thinks of them: the shared grouping of the
 * terminal game (`blackbeard play`) and the browser client (examples/web). `legalActions` is the
 * complete, flat list; a deployment (3.0 Step 7, 5.13) is one action per Pirate × Sea Area × ship,
 * which a player decides as three questions: which Pirate, then which Sea Area, then which ship.
 * With `byPirate`, the Pirate Actions of a Player-Turn (4.5) also come under the Pirate who takes
 * them, so the first question of a turn is "which Pirate?" rather than a list of every move of
 * every Pirate.
 *
 * Each choice says which map place, Pirate or card it is about (`place`, `pirate`, `card`), so a
 * frontend can let a click on the map or on a card make it.
 */
import type { Action } from '../actions/schema.js';
import { describeAction } from './describe-action.js';
import { namesOf, readable } from '../events/describe.js';
import type { GameState } from '../state/schema.js';
import { builtinComponents } from '../tables/index.js';

/** One entry of a step: an action, or a list to choose further in. */
export interface Choice {
  /** What the entry says, in plain English (describeAction for an action). */
  label: string;
  /** The action this entry takes (absent for a list). */
  action?: Action;
  /** The next step's list (absent for an action). */
  sub?: Choice[];
  /** The question the sub-list answers ("Where does Edward Teach go?"). */
  title?: string;
  /** The Sea Area, Transit Box or port this entry is about (every action under it names it). */
  place?: string;
  /** The Pirate this entry is about (every action under it is his). */
  pirate?: string;
  /** The Event card this entry plays or discards (every action under it names it). */
  card?: string;
}

/** How `choiceSteps` groups the actions. */
export interface ChoiceOptions {
  /**
   * Group the Pirate Actions of a Player-Turn (4.5) by Pirate when more than one Pirate has some:
   * first the Pirate, then what he does. Default false (the terminal game lists them all).
   */
  byPirate?: boolean;
}

/** The Pirate Actions (4.5) and their follow-ups that belong under the Pirate who takes them. */
const PIRATE_ACTIONS: ReadonlySet<Action['type']> = new Set<Action['type']>([
  'move', 'findMerchant', 'loot', 'recoverDR', 'inPortActivities', 'attackPort', 'sackPort', 'bootyGrab',
  'formAlliance', 'breakAlliance', 'retire', 'digTreasure', 'declareDR',
]);

/** The Pirate who takes a Pirate Action (4.5), or null for any other action. */
function actorOf(a: Action): string | null {
  return PIRATE_ACTIONS.has(a.type) && 'pirate' in a && typeof a.pirate === 'string' ? a.pirate : null;
}

/** The map place an action names: a Sea Area, Transit Box or port id, or null. */
export function placeOf(a: Action): string | null {
  switch (a.type) {
    case 'deployPirate':
    case 'chooseArea':
    case 'chooseStormArea':
      return a.area;
    case 'move':
      return a.to.kind === 'sea' ? a.to.area : a.to.kind === 'port' ? a.to.port : a.to.box;
    case 'findMerchant':
    case 'loot':
    case 'attackPort':
    case 'kcAttackPort':
      return a.port;
    case 'kcMove':
      return a.to;
    case 'playEvent':
      return a.port ?? null;
    default:
      return null;
  }
}

function leafKeys(a: Action): Pick<Choice, 'place' | 'pirate' | 'card'> {
  const keys: Pick<Choice, 'place' | 'pirate' | 'card'> = {};
  const place = placeOf(a);
  if (place) keys.place = place;
  const pirate = a.type === 'deployPirate' ? a.pirate : actorOf(a);
  if (pirate) keys.pirate = pirate;
  if ('card' in a && typeof a.card === 'string') keys.card = a.card;
  return keys;
}

function leaf(a: Action, s: GameState): Choice {
  return { label: describeAction(a, s), action: a, ...leafKeys(a) };
}

/** A list's keys: those every entry under it shares. */
function shared(list: readonly Choice[]): Pick<Choice, 'place' | 'pirate' | 'card'> {
  const keys: Pick<Choice, 'place' | 'pirate' | 'card'> = {};
  for (const k of ['place', 'pirate', 'card'] as const) {
    const first = list[0]?.[k];
    if (first !== undefined && list.every((c) => c[k] === first)) keys[k] = first;
  }
  return keys;
}

/** The action a choice stands for when it leaves nothing to decide (nested single entries). */
export function onlyAction(c: Choice): Action | null {
  if (c.action) return c.action;
  return c.sub && c.sub.length === 1 ? onlyAction(c.sub[0]!) : null;
}

/**
 * The legal actions as a list of choices, some of them lists to choose further in. Deployments
 * (3.0 Step 7, 5.13) come in steps: which Pirate, then which Sea Area, then which ship; with
 * `byPirate`, a turn's Pirate Actions (4.5) come under their Pirate. Everything else is one entry
 * per action, in `legalActions` order.
 */
export function choiceSteps(legal: readonly Action[], s: GameState, options: ChoiceOptions = {}): Choice[] {
  const names = namesOf(s.components ?? builtinComponents);
  const name = (id: string): string => readable(id, names);
  const deploys = legal.filter((a) => a.type === 'deployPirate').length;
  const actors = new Set(legal.map(actorOf).filter((p) => p !== null));
  const byPirate = options.byPirate === true && actors.size > 1;
  if (deploys < 2 && !byPirate) return legal.map((a) => leaf(a, s));
  const menu: Choice[] = [];
  const deployOf = new Map<string, Choice>();
  const actionsOf = new Map<string, Choice>();
  for (const a of legal) {
    if (a.type === 'deployPirate' && deploys > 1) {
      let pirate = deployOf.get(a.pirate);
      if (!pirate) {
        pirate = { label: `Deploy ${name(a.pirate)}…`, title: `Where does ${name(a.pirate)} go?`, sub: [] };
        deployOf.set(a.pirate, pirate);
        menu.push(pirate);
      }
      let area = pirate.sub!.find((c) => c.label === name(a.area));
      if (!area) {
        area = { label: name(a.area), title: `${name(a.pirate)} to ${name(a.area)}: in which ship?`, sub: [] };
        pirate.sub!.push(area);
      }
      area.sub!.push({ label: `in a ${name(a.ship)}`, action: a, ...leafKeys(a) });
      continue;
    }
    const actor = byPirate ? actorOf(a) : null;
    if (actor) {
      let pirate = actionsOf.get(actor);
      if (!pirate) {
        pirate = { label: `${name(actor)}…`, title: `What does ${name(actor)} do?`, sub: [] };
        actionsOf.set(actor, pirate);
        menu.push(pirate);
      }
      pirate.sub!.push(leaf(a, s));
      continue;
    }
    menu.push(leaf(a, s));
  }
  // A list's map place, Pirate or card is the one all its entries share.
  const finish = (list: Choice[]): void => {
    for (const c of list) {
      if (!c.sub) continue;
      finish(c.sub);
      Object.assign(c, shared(c.sub));
    }
  };
  finish(menu);
  return menu;
}
