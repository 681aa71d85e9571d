import { pending } from './play.js';
import { handlerOf } from './engine.js';
import type { ChanceSpec, Frame, FrameOf, GameState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import { HIDDEN_ID } from '../state/ids.js';
import { result } from './result.js';
import { builtinComponents } from '../tables/index.js';
import { namesOf, readable } from '../events/describe.js';
import type { Viewer } from '../events/visibility.js';

/**
 * What the game waits for, in words (see {@link describePending}).
 *
 * - `text`: one or two sentences of plain English. To the player asked, the question ("Kennedy
 *   (Player C) announces a Port Attack on Boston. Any Anti-Pirate Action?"); to anyone else, what
 *   they wait for ("… Player B is deciding whether to take an Anti-Pirate Action."); at a chance
 *   node, the roll or draw; once the game is over, the result.
 * - `rule`: the rule section the decision, roll or end comes from ("4.63", "9.52", "3.0 Step 7").
 * - `kind`: the kind of {@link pending} node.
 * - `player`: who decides (null at a chance node and at the end).
 * - `yours`: true when `player` is the viewer: `text` is a question put to him.
 */
export interface PendingText {
  kind: 'decision' | 'chance' | 'over';
  text: string;
  rule: string;
  player: PlayerId | null;
  yours: boolean;
}

/** One decision, worded both ways: the question to the decider, and what the others wait for. */
interface Asked {
  /** What is going on, said to everyone (may be ''); ends with a full stop when not empty. */
  about: string;
  /** The question to the decider. */
  ask: string;
  /** What the decider is doing, after "Player B is deciding …" ("whether to …", "which …"). */
  wait: string;
  /** A rule more precise than the frame's, when there is one. */
  rule?: string;
}

/**
 * `describePending(state, viewer)`: the decision, roll or result the game is waiting for, in plain
 * English with its rule, as `viewer` may read it. Every frame kind and window moment has its
 * wording; components appear by their names in the game's component set, never by their ids.
 *
 * When `viewer` is the player who decides, `text` is the question put to him. Anyone else (another
 * player, `'referee'`, or no viewer at all) reads what the table is waiting for, which never tells
 * what only the decider knows: the Pirate card he drew (5.16), where he places a Pirate in secret
 * (3.0 Step 7 option), the cards in his hand. The decider's own question uses only what he knows.
 */
export function describePending(state: GameState, viewer?: Viewer): PendingText {
  const names = namesOf(state.components ?? builtinComponents);
  const name = (id: string | null | undefined): string => (!id ? '' : id === HIDDEN_ID ? 'a hidden card' : readable(id, names));
  const p = pending(state);
  if (p.kind === 'over') return overText(state);
  const f = state.stack[state.stack.length - 1];
  if (p.kind === 'chance') return { kind: 'chance', text: chanceText(p.spec), rule: ruleOfLabel(p.spec.label) ?? (f ? handlerOf(f.kind).rule(f) : ''), player: null, yours: false };
  const decider = p.player;
  const yours = viewer === decider;
  const w = new Words(state, viewer, name);
  const q = f ? asked(state, f, decider, w) : { about: '', ask: 'Your decision?', wait: 'what to do' };
  const text = yours ? join(q.about, q.ask) : join(q.about, `${capital(w.player(decider))} is deciding ${q.wait}.`);
  return { kind: 'decision', text, rule: q.rule ?? p.rule, player: decider, yours };
}

/** Names of players and Pirates as the viewer reads them. */
class Words {
  constructor(
    readonly s: GameState,
    readonly viewer: Viewer | undefined,
    readonly name: (id: string | null | undefined) => string,
  ) {}

  /** "Player B", or "the System Player" in solitaire (19.0). */
  player(p: PlayerId | null | undefined): string {
    if (!p) return 'a player';
    return this.s.solo && p === this.s.solo.system ? 'the System Player' : `Player ${p}`;
  }

  /** A Pirate with his owner: "Kennedy (Player C)"; the viewer's own Pirates without it. */
  pirate(id: string | null | undefined): string {
    if (!id) return 'the Pirate';
    const owner = this.s.pirates[id]?.owner;
    const n = this.name(id);
    return owner && owner !== this.viewer ? `${n} (${this.player(owner)})` : n;
  }

  /** Names in a list: "North Atlantic or Central Atlantic" (`and` for "Kennedy and Charles Vane"). */
  list(ids: readonly string[], last: 'or' | 'and' = 'or'): string {
    const n = ids.map((id) => this.name(id));
    return n.length <= 1 ? (n[0] ?? '') : `${n.slice(0, -1).join(', ')} ${last} ${n[n.length - 1]}`;
  }
}

function asked(s: GameState, f: Frame, decider: PlayerId, w: Words): Asked {
  const { name } = w;
  switch (f.kind) {
    case 'setup':
      return setupAsked(s, f, decider, w);
    case 'turn':
      return turnAsked(s, w);
    case 'event':
      return eventAsked(s, f, w);
    case 'chooseArea':
      return {
        about: '',
        ask: `Which Sea Area does ${w.pirate(f.pirate)} go to: ${w.list(f.options)}?`,
        wait: `which Sea Area ${name(f.pirate)} goes to: ${w.list(f.options)}`,
      };
    case 'pirateCard': {
      // 5.16: the card drawn is known to its player only (view hides it from the others).
      const drawn = f.drawn && f.drawn !== HIDDEN_ID ? name(f.drawn) : 'a Pirate card';
      return {
        about: '',
        ask: `You drew ${drawn}: deploy him${s.config.players >= 6 ? ', keep him in hand, or give him back and draw another' : ' or keep him in hand'}?`,
        wait: 'what to do with the Pirate card drawn',
        rule: '5.16',
      };
    }
    case 'window':
      return windowAsked(s, f, w);
    case 'inPort':
      return inPortAsked(s, f, w);
    case 'attackPort':
      return {
        about: `${capital(w.pirate(f.pirate))} has taken ${name(f.port)}: ${f.booty} Doubloons of Booty, and every Hold is full.`,
        ask: 'Throw a Hold overboard to make room, or leave the Booty?',
        wait: `whether ${name(f.pirate)} throws a Hold overboard for the Booty or leaves it`,
        rule: '9.53',
      };
    case 'bootyGrab':
      return bootyGrabAsked(s, f, w);
    case 'mutiny':
      return {
        about: `Mutiny aboard the ship of ${w.pirate(f.pirate)}.`,
        ask: 'Which Pirate card from your hand takes command?',
        wait: 'which Pirate takes command',
      };
    case 'retire':
      return {
        about: `${capital(w.pirate(f.pirate))} retires at ${name(f.port)}: the Governor asks ${f.price} Doubloons.`,
        ask: 'Pay the bribe (refusing costs 1 Loyalty)?',
        wait: 'whether to pay the bribe',
      };
    case 'assignHit':
      return {
        about: `The Alliance of ${w.list(f.pirates, 'and')} suffers an odd Combat hit.`,
        ask: 'Which ship takes it?',
        wait: 'which ship takes the odd hit',
      };
    case 'convert':
      return {
        about: `${capital(w.pirate(f.pirate))} takes the ${name(f.merchant)} as his ship and its Holds cannot take all his Booty.`,
        ask: 'Which Hold goes overboard?',
        wait: 'which Hold goes overboard',
        rule: '8.5',
      };
    case 'warship':
      if (f.step === 'decide') {
        return {
          about: `A Warship in ${name(f.area)} has found ${w.pirate(f.pirate)}.`,
          ask: 'Does the Warship attack, or stay On Station?',
          wait: 'whether the Warship attacks',
          rule: '6.42',
        };
      }
      return {
        about: `A Warship attacks ${w.pirate(f.pirate)} in ${name(f.area)}.`,
        ask: 'Fight, or try to escape?',
        wait: `whether ${name(f.pirate)} fights or tries to escape`,
        rule: '6.45',
      };
    case 'kc': {
      // A KC's name is a person's ("Thomas Matthews") or already says what he is ("King's Commissioner 6").
      const kc = !f.kc ? "a King's Commissioner" : /Commissioner/.test(name(f.kc)) ? name(f.kc) : `King's Commissioner ${name(f.kc)}`;
      if (f.step === 'intercepted') {
        return {
          about: `${capital(kc)} (${w.player(f.player)}) has intercepted ${w.pirate(f.pirate)}.`,
          ask: 'Fight, or surrender?',
          wait: `whether ${name(f.pirate)} fights or surrenders`,
          rule: '10.34',
        };
      }
      return {
        about: `${capital(kc)} (${w.player(f.player)}) comes after ${w.pirate(f.pirate)}.`,
        ask: 'Fight, or try to escape?',
        wait: `whether ${name(f.pirate)} fights or tries to escape`,
        rule: '10.33',
      };
    }
    case 'loot':
      return lootAsked(s, f, w);
    case 'soloSetup':
      return {
        about: '',
        ask: 'Deploy Blackbeard: in which Sea Area, and in which ship?',
        wait: 'where Blackbeard starts',
        rule: '19.1',
      };
    case 'soloArrive':
      return {
        about: `${capital(name(f.pirate) || 'A System Player Pirate')} arrives next to ${name(f.port) || 'the port rolled'}.`,
        ask: 'In which of its Sea Areas?',
        wait: 'in which Sea Area he arrives',
        rule: '19.7',
      };
    case 'placeMerchants':
    case 'move':
    case 'find':
    case 'sackPort':
    case 'recover':
    case 'formAlliance':
    case 'kcAction':
    case 'soloAp':
    case 'soloNp':
      // These procedures roll or run by themselves; no player is asked anything in them.
      return { about: '', ask: 'Go on?', wait: 'how to go on' };
  }
}

function setupAsked(s: GameState, f: FrameOf<'setup'>, decider: PlayerId, w: Words): Asked {
  switch (f.step) {
    case 'draft':
      return { about: 'The Pirate draft (3.0 Step 6 option).', ask: `Which Pirate do you take (pick ${f.index + 1})?`, wait: 'which Pirate to take', rule: '3.0 Step 6' };
    case 'redraw':
      return {
        about: '',
        ask: 'Keep your Pirate cards, or give one back and draw another (every other player gains 10 VP)?',
        wait: 'whether to give back a Pirate card and draw another',
        rule: '2.7',
      };
    default: {
      const secret = s.config.options.secretDeployment;
      const first = !Object.values(s.pirates).some((p) => p.owner === decider) && !f.hidden.some((h) => h.player === decider);
      const rolled = f.rolledPort ? ` next to ${w.name(f.rolledPort)}` : '';
      return {
        about: 'Initial deployment (3.0 Step 7).',
        ask: `Deploy a Pirate${rolled}${secret ? ' in secret' : ''}: which Pirate, Sea Area and ship?${first ? '' : ' Or deploy no more.'}`,
        // Where a secret placement goes is his alone (3.0 Step 7 play note).
        wait: secret ? 'where to place a Pirate in secret' : 'where to deploy a Pirate',
        rule: '3.0 Step 7',
      };
    }
  }
}

function turnAsked(s: GameState, w: Words): Asked {
  const t = s.turn;
  const about = `Player-Turn ${t.number} of ${w.player(t.player)}.`;
  if (t.actionsLeft > 0) {
    const n = `${t.actionsLeft} Action${t.actionsLeft === 1 ? '' : 's'} left`;
    const his = t.actionsPirate && s.pirates[t.actionsPirate] ? ` for ${w.name(t.actionsPirate)}` : '';
    return { about, ask: `${n}${his}: which Action?`, wait: `which Action to take (${n}${his})`, rule: '4.5' };
  }
  if (t.actionsCard === null) return { about, ask: 'Play a card for Actions, or end your Player-Turn?', wait: 'which card to play for Actions', rule: '4.4' };
  return { about, ask: 'No Actions left: end your Player-Turn?', wait: 'whether to end the Player-Turn', rule: '4.4' };
}

function eventAsked(s: GameState, f: FrameOf<'event'>, w: Words): Asked {
  const { name } = w;
  const card = name(f.card);
  switch (f.step) {
    case 'chooseArea':
      return { about: `${card}: the storm strikes at Bermuda.`, ask: `Which Sea Area does it hit: ${w.list(f.targets)}?`, wait: `which Sea Area the storm hits`, rule: '17.2 #20' };
    case 'discard':
      return { about: `${card}.`, ask: 'Which card from your hand do you discard?', wait: 'which card to discard', rule: '17.2 #7' };
    case 'stow':
      return { about: `${capital(w.pirate(f.targets[0]))} has dug up ${f.index} Doubloons of buried treasure.`, ask: 'In which Hold?', wait: 'in which Hold the treasure goes', rule: '17.2 #1' };
    default:
      // Piratical Ambition (17.2 #17), before the challenger is chosen.
      if (f.card === 'piratical-ambition') {
        return { about: `${w.player(f.player)} plays ${card} against ${w.pirate(f.targets[0])}.`, ask: 'Which Pirate card from your hand leads the takeover?', wait: 'which Pirate leads the takeover', rule: '17.2 #17' };
      }
      return { about: `${card}.`, ask: 'Your choice?', wait: `how ${card} goes on` };
  }
}

/** What the Pirate of a window is doing, in words (4.6: the moments a window opens at). */
const MOMENTS: Record<string, string> = {
  moveAnnounced: 'announces a Move',
  findAnnounced: 'announces a Find',
  findResolved: 'has made a Find roll',
  lootAnnounced: 'announces a Loot',
  lootStep: 'is in the middle of a Loot',
  lootStepCards: 'is in the middle of a Loot',
  lootStepWarships: 'is in the middle of a Loot',
  lootStepKc: 'is in the middle of a Loot',
  attackAnnounced: 'announces a Port Attack',
  attackFailed: 'has failed a Port Attack',
  sackAnnounced: 'announces a Sack',
  bootyGrabAnnounced: 'announces a Booty Grab',
  actionCompleted: 'has completed an Action',
  inPortAnnounced: 'announces an Action in port',
  digAnnounced: 'announces a dig for the buried treasure',
  convertAnnounced: 'announces the conversion of the looted Merchant',
  convertCompleted: 'has converted the looted Merchant into his ship',
  loyaltyLost: 'has lost Crew Loyalty',
  warshipAttack: 'is attacked by a Warship',
  cardPlayed: 'is the target of an Event card',
  letterRetirement: 'states he Retires with his Letter of Marque',
  kcSurrender: "surrenders to a King's Commissioner",
};

function windowAsked(s: GameState, f: FrameOf<'window'>, w: Words): Asked {
  if (f.moment === 'cunning') {
    const roll = f.roll;
    const what = roll ? `rolled ${roll.value.join(' + ')} (${stripRule(roll.spec.label)})` : 'has rolled';
    const left = f.pirate ? (s.pirates[f.pirate]?.cunning ?? 0) : 0;
    return {
      about: `${capital(w.pirate(f.pirate))} ${what}.`,
      ask: `Spend 1 Cunning (${left} left) to reroll it?`,
      wait: 'whether to spend Cunning on a reroll',
      rule: '12.0',
    };
  }
  const doing = MOMENTS[f.moment] ?? 'acts';
  const who = f.pirate ? w.pirate(f.pirate) : w.player(s.turn.player);
  // Any Action begun in port other than a Move (4.63): said with the port he is in, whatever it is.
  const at = s.pirates[f.pirate ?? '']?.location;
  const object = f.moment === 'inPortAnnounced' ? (at?.kind === 'port' ? ` at ${w.name(at.port)}` : '') : objectOf(s, f, w);
  // 17.2 #19: the card just played against him, by name.
  const about = f.moment === 'cardPlayed' && f.card ? `${capital(who)} is the target of ${w.name(f.card)}.` : `${capital(who)} ${doing}${object}.`;
  if (f.moment === 'cardPlayed') return { about, ask: 'Negate it with Skull and Crossbones?', wait: 'whether to answer the card with Skull and Crossbones', rule: '17.2 #19' };
  if (f.moment === 'letterRetirement' || f.moment === 'kcSurrender') return { about, ask: 'Play Double Cross?', wait: 'whether to play Double Cross', rule: '17.2 #4' };
  if (f.moment === 'warshipAttack') return { about, ask: 'Play KC Surprise?', wait: 'whether to play KC Surprise', rule: '17.2 #11' };
  return { about, ask: 'Any Anti-Pirate Action?', wait: 'whether to take an Anti-Pirate Action' };
}

/**
 * The object of the procedure a window interrupts, from the frame under it: where the Move goes,
 * the port attacked, sacked, searched or looted, the target of a Booty Grab, the card played.
 */
function objectOf(s: GameState, win: FrameOf<'window'>, w: Words): string {
  const { name } = w;
  if (win.card) return ` (${name(win.card)})`;
  const f = s.stack[s.stack.length - 2];
  switch (f?.kind) {
    case 'move': {
      const to = f.to;
      return to.kind === 'sea' ? ` to ${name(to.area)}` : to.kind === 'port' ? ` into ${name(to.port)}` : ` into the ${name(to.box)}`;
    }
    case 'find':
      return ` at ${name(f.port)}`;
    case 'loot':
      return ` of the ${name(f.merchant)} at ${name(f.port)}`;
    case 'attackPort':
    case 'sackPort':
      return ` on ${name(f.port)}`;
    case 'inPort':
    case 'retire':
      return ` at ${name(f.port)}`;
    case 'bootyGrab':
      return ` against ${w.pirate(f.target)}`;
    case 'warship':
      return ` in ${name(f.area)}`;
    default:
      return '';
  }
}

function inPortAsked(s: GameState, f: FrameOf<'inPort'>, w: Words): Asked {
  const about = `${capital(w.pirate(f.pirate))}: In-Port Activities at ${w.name(f.port)}.`;
  const q = (ask: string, wait: string, rule: string): Asked => ({ about, ask, wait, rule });
  switch (f.step) {
    case 'letter':
      return q('Take a Letter of Marque?', 'whether to take a Letter of Marque', '17.2 #12');
    case 'ransom':
      return q('Ransom a Hostage?', 'whether to ransom a Hostage', '9.42');
    case 'ransomHold':
      return q(`The ransom is ${f.amount} Doubloons: in which Hold?`, 'in which Hold the ransom goes', '9.42');
    case 'convert':
      return q('Convert a Hold of Booty to Net Worth?', 'whether to convert Booty to Net Worth', '9.43');
    case 'refit':
      return q('Refit the ship?', 'whether to refit the ship', '9.44');
    case 'repair':
      return q(`${f.amount} repair${f.amount === 1 ? '' : 's'} left: Combat or Speed?`, 'which hit to repair', '9.44');
    case 'safeHaven':
      return q(`Bribe the Governor of ${w.name(f.port)} for a Safe Haven?`, 'whether to bribe the Governor for a Safe Haven', '9.45');
    case 'bribe':
      return q(`The Governor asks ${f.amount} Doubloons: pay (refusing costs 1 Loyalty)?`, 'whether to pay the Governor', '9.45');
    case 'dr':
      return q('Declare voluntary Debauchery & Revelry?', 'whether to declare Debauchery & Revelry', '13.11');
    default:
      return q('Go on?', 'how to go on', '9.41');
  }
}

function lootAsked(s: GameState, f: FrameOf<'loot'>, w: Words): Asked {
  const { name } = w;
  const hostage = f.hostage && !f.hostageDone ? `, with a ${name(f.hostage)} as Hostage` : '';
  const about = `${capital(w.pirate(f.pirate))} loots the ${name(f.merchant)} at ${name(f.port)}: ${f.cargo} Doubloons of cargo${hostage}.`;
  switch (f.step) {
    case 'seize':
      return { about, ask: 'Seize the Booty (declining costs 1 Loyalty)?', wait: 'whether to seize the Booty', rule: '8.33' };
    case 'fit':
      return { about, ask: 'Every Hold is full: which one goes overboard?', wait: 'which Hold goes overboard', rule: '8.34' };
    case 'dr':
      return { about, ask: 'Declare voluntary Debauchery & Revelry?', wait: 'whether to declare Debauchery & Revelry', rule: '13.11' };
    default: {
      const open: string[] = [];
      if (f.cargoState === 'pending') open.push('stow or abandon the cargo');
      if (f.hostage && !f.hostageDone) open.push('hold the Hostage for Ransom or torture him');
      if (open.length === 0) open.push('take the Merchant as your ship or keep your own');
      return { about, ask: `${capital(open.join('; '))}?`, wait: `what to do with the Booty`, rule: '8.34' };
    }
  }
}

function bootyGrabAsked(s: GameState, f: FrameOf<'bootyGrab'>, w: Words): Asked {
  const about = `${capital(w.pirate(f.pirate))} grabs at the Booty of ${w.pirate(f.target)}.`;
  switch (f.step) {
    case 'surrender':
      return { about, ask: `${f.left} Doubloons still to give up: from which Hold?`, wait: 'from which Hold to give up Booty', rule: '9.63' };
    case 'duelAgain':
    case 'duelAgainTarget':
      return { about, ask: 'The Duel is tied: fight on, or break it off?', wait: 'whether to fight on in the Duel', rule: '15.1' };
    case 'spoils':
      return { about, ask: "You won the Duel: take the loser's ship, or his possessions?", wait: "whether the Duel's winner takes the loser's ship or his possessions", rule: '15.1' };
    default:
      return { about, ask: `${f.amount} Doubloons taken and every Hold is full: which Hold goes overboard, or leave them?`, wait: 'where to stow the Booty taken', rule: '9.63' };
  }
}

function overText(s: GameState): PendingText {
  // The kernel never leaves a live game without a decision or a roll (DESIGN "The decision kernel").
  if (!s.over) return { kind: 'over', text: 'Nothing is pending.', rule: '4.2', player: null, yours: false };
  const r = result(s);
  const players = (ps: readonly PlayerId[]): string => ps.map((p) => (s.solo && p === s.solo.system ? 'the System Player' : `Player ${p}`)).join(' and ');
  let who: string;
  if (s.solo) who = s.solo.outcome === 'win' ? 'Player A and Blackbeard win' : s.solo.outcome === 'loss' ? 'the System Player wins' : `${capital(players(r.winners))} win${r.winners.length === 1 ? 's' : ''}`;
  else {
    const vp = r.standings[0]?.vp ?? 0;
    who = r.winners.length > 1 ? `${players(r.winners)} share the win with ${vp} VP` : `${players(r.winners)} wins with ${vp} VP`;
  }
  return { kind: 'over', text: `Game over: ${s.over.reason}. ${capital(who)}.`, rule: s.over.rule, player: null, yours: false };
}

/** A chance node in words: "Roll 2d6: Attack roll of Edward Teach on Havana (9.52)". */
function chanceText(spec: ChanceSpec): string {
  switch (spec.kind) {
    case 'dice':
      return `Roll ${spec.count === 1 ? 'a die' : `${spec.count} dice`}: ${spec.label}`;
    case 'd66':
      return `Roll D66 (black die for tens, white for units): ${spec.label}`;
    case 'draw':
      return `Draw: ${spec.label}`;
  }
}

/** The rule a chance label ends with, "(9.52)" or "(3.0 Step 4)", if any. */
function ruleOfLabel(label: string): string | null {
  const m = /\(((?:first print )?\d+\.\d+[A-Z]?(?: (?:Step \d+|#\d+))?)[^)]*\)\s*$/.exec(label);
  return m?.[1] ?? null;
}

function stripRule(label: string): string {
  return label.replace(/\s*\([^)]*\)\s*$/, '');
}

function join(a: string, b: string): string {
  return a ? `${a} ${b}` : b;
}

function capital(t: string): string {
  return t.charAt(0).toUpperCase() + t.slice(1);
}
