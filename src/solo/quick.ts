import type { Action } from '../actions/schema.js';
import type { Blackbeard } from '../actions/ctx.js';
import type { Engine } from '../kernel/index.js';
import type { ComponentIndex } from '../tables/index.js';
import type { Frame, GameState, PirateState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import { teamRating } from '../actions/alliance.js';
import { FIND_TARGET } from '../actions/find.js';
import { conversion } from '../actions/in-port.js';
import { booty, portStatus, retiredVp } from '../state/pieces.js';
import { battleRoll, escapeRoll } from '../actions/kc.js';
import { ACTION, BOOTY_SHARE, CARD, FOUND_SHARE, OPPORTUNITY_SHARE, RETIRE_SHARE, SHIP_COMBAT, SHIP_SPEED, attackWorth, targetWorth, foundWorth, movedWorth, lootWorth, pirateWorth, sackWorth, valuation, type Valuation } from './estimate.js';
import { scoreActions, searching } from './policy.js';

/**
 * The quick System Player (19.17 "the greatest possible gain to himself OR the greatest possible
 * damage to Blackbeard"), the default (option `solitaireSystemPlayer: 'quick'`). Same goal and same
 * VP estimate (src/solo/estimate.ts) as the look-ahead of src/solo/policy.ts, but his frequent
 * decisions are scored without being played out (microseconds instead of milliseconds):
 *
 *  - A Pirate Action in his Player-Turn (Move, Find, Loot, Attack, Sack, Recovery, discard for an
 *    Action, end the turn) and a Fair Winds card: the change the action would make to the
 *    estimate, read off the estimate's own terms for the Pirate as he would stand after it. A Move
 *    or Fair Winds: the same Pirate elsewhere, plus, with an Action left, the target he could take
 *    there at once (not in D&R: then his Actions are Moves and Recovery, 13.22). A Find: its odds
 *    (8.13) times the Found Merchant's worth. An Attack: its odds (9.52-9.54), a loss that sinks
 *    him included (6.25), and the port's 2d6 defence after (9.58).
 *    A Pardoned Pirate entering an English port: his Retirement (17.2 #8, 18.12A). Each Action
 *    forfeits the Sack he could have made instead (9.55), his last one what he has Found (B29);
 *    every Action spends one of the turn's Actions, ending the turn spends them all.
 *  - The steps of In-Port Activities (9.4): he converts a hold when the Net Worth it gives is worth
 *    more than the Booty it was (at a neutral port, half of it is not, 9.43), refits and repairs
 *    (Speed first at Speed 0 or below, 6.26), and keeps his money rather than bribe a Governor
 *    (the estimate gives a Safe Haven no worth).
 *  - A KC's attack (10.33): he tries to escape rather than fight (a lost fight eliminates him, and a
 *    failed escape still ends in that fight).
 *  - A Cunning reroll (12.0): he rerolls a roll that fails its test (a Find short of 7, a Sack not
 *    above the Defense, an escape the KC catches, a Mutiny roll over his Leadership), a KC battle
 *    roll that wins less often than a new one would, and any other roll of his that is a pip a die
 *    or more below the dice's average (a 1 or a 2 on one die; a Safe Haven price as far above it):
 *    in every other procedure a higher roll is better, and Cunning is kept for rolls that fail.
 *    The worth of an Attack counts these rerolls (src/solo/estimate.ts `attackWorth`), and of a
 *    Find its reroll on a failure.
 *  - Anything else (In-Port Activities as an Action, Retirement, other cards, a Warship's attack,
 *    the steps of a Loot, ...): each candidate is played on a working copy to the next chance node
 *    or decision and that position is scored (the policy's `static` mode). A few decisions a game.
 *    A decision met while such a line is played out does not play out its own: those score 0.
 *
 * Ties go to the action listed first. Deterministic, and it never touches the game's generator, so
 * seeded games and their replays stay exact.
 */

/** The quick System Player's choice among `legal` (more than one) at the frame `f`. */
export function quickChoice(engine: Engine<Blackbeard>, s: GameState, ix: ComponentIndex, me: PlayerId, f: Frame, legal: readonly Action[]): Action {
  const first = legal[0] as Action;
  if (f.kind === 'window' && f.moment === 'cunning') {
    const reroll = legal.find((a) => a.type === 'reroll');
    const pass = legal.find((a) => a.type === 'pass');
    if (!reroll || !pass) return first;
    return wantsReroll(s, ix, f) ? reroll : pass;
  }
  const v = valuation(s, ix);
  const scores: (number | null)[] = legal.map((a) => (f.kind === 'inPort' ? inPortScore(v, f, a) : quickScore(v, me, a)));
  const rest: Action[] = [];
  for (let i = 0; i < legal.length; i++) if (scores[i] === null) rest.push(legal[i] as Action);
  // Inside a search (this decision is part of a line being scored), the rest are not played out
  // in turn: they score 0, as if they changed nothing.
  if (rest.length > 0 && searching()) for (let i = 0; i < legal.length; i++) scores[i] ??= 0;
  else if (rest.length > 0) {
    const played = scoreActions(engine, s, me, rest, { static: true });
    let k = 0;
    for (let i = 0; i < legal.length; i++) if (scores[i] === null) scores[i] = (played[k++] as (typeof played)[number]).score;
  }
  let best = 0;
  for (let i = 1; i < legal.length; i++) if ((scores[i] as number) > (scores[best] as number) + 1e-9) best = i;
  return legal[best] as Action;
}

/**
 * The change in the SP's estimate (his gain less Blackbeard's, in VP) that `a` would make, read off
 * the estimate's terms; null for an action this scorer does not cover (it is played out instead).
 */
function quickScore(v: Valuation, me: PlayerId, a: Action): number | null {
  const s = v.s;
  switch (a.type) {
    case 'endTurn': {
      // Every Action left goes unused, and what he has Found is lost (B29, 9.55); with option foundPersists, only his Sack.
      let lost = ACTION * s.turn.actionsLeft;
      for (const id of Object.keys(s.pirates)) {
        const p = s.pirates[id];
        if (p && p.owner === me) lost += s.config.options.foundPersists ? foundWorth(v, p) - foundWorth(v, { ...p, sackable: null }) : foundWorth(v, p);
      }
      return -lost;
    }
    case 'move': {
      const p = s.pirates[a.pirate];
      if (!p) return null;
      // 17.2 #8: a Pardoned Pirate entering an English port converts his Booty and Retires.
      const pardon = s.generalPardon.pardon;
      if (a.to.kind === 'port' && pardon && pardon.covered.includes(p.id) && v.ix.port[a.to.port]?.nationality === 'english') {
        const converted = conversion(portStatus(s, v.ix, p, a.to.port), booty(p));
        return retiredVp(p.np, p.netWorth + converted) - pirateWorth(v, p) - ACTION;
      }
      // 7.1: the same Pirate elsewhere; leaving forfeits what he has Found here (B29, 9.55).
      // With an Action left after the Move, a target there is his to take at once: worth in full
      // what the estimate counts at a share (OPPORTUNITY_SHARE) for a Pirate who may only get to it.
      // (Not in D&R, nor his ally (11.2): then his only Actions are Moves and Recovery, 13.22.)
      const next = s.turn.actionsLeft > 1 && !p.dr && !(p.ally && s.pirates[p.ally]?.dr) ? (1 - OPPORTUNITY_SHARE) * targetWorth(v, p, a.to) : 0;
      return movedWorth(v, p, a.to) + next - pirateWorth(v, p) - ACTION;
    }
    case 'findMerchant': {
      const p = s.pirates[a.pirate];
      const m = s.merchants[a.port];
      if (!p || !m) return null;
      // 8.13-8.15: d6 + Ability (+1 for a Merchant Found before) of 7 or more; once Found, its
      // Loot is his to take in this Player-Turn if an Action is left for it (B29).
      // 12.0: with Cunning left, a failed roll is rerolled. A face-down Merchant's type is unknown (6.31): '?'.
      const once = findChance(s, v.ix, p, m.faceUp);
      const chance = s.config.options.cunning && p.cunning > 0 ? 1 - (1 - once) * (1 - once) : once;
      const canLoot = s.turn.actionsLeft > 1 || s.config.options.foundPersists;
      const found: GameState = { ...s, merchants: { ...s.merchants, [a.port]: { ...m, type: m.faceUp ? m.type : '?', foundBy: p.id, faceUp: true } } };
      const after = canLoot ? pirateWorth(v, p, found) : pirateWorth(v, p);
      return chance * (after - pirateWorth(v, p)) - forfeits(v, p, false) - ACTION;
    }
    case 'loot': {
      const p = s.pirates[a.pirate];
      const m = s.merchants[a.port];
      if (!p || !m) return null;
      // 8.3: the Loot itself, in place of the share of it that the estimate gives a Found Merchant.
      const worth = lootWorth(v, a.port, m.type);
      return worth - (m.foundBy === p.id ? FOUND_SHARE * worth : 0) - forfeits(v, p, true) - ACTION;
    }
    case 'attackPort': {
      const p = s.pirates[a.pirate];
      if (!p) return null;
      // 9.52-9.54, and 9.58: once attacked, the port defends with 2d6 (a poorer target after).
      const attacked: GameState = { ...s, attackedPorts: s.attackedPorts.includes(a.port) ? s.attackedPorts : [...s.attackedPorts, a.port] };
      return attackWorth(v, p, a.port) + pirateWorth(v, p, attacked) - pirateWorth(v, p) - forfeits(v, p, false) - ACTION;
    }
    case 'sackPort': {
      const p = s.pirates[a.pirate];
      if (!p || !p.sackable) return null;
      // 9.55: the Sack itself, in place of the share of it the estimate already counts; a sacked
      // port is destroyed (no target after).
      const sacked: GameState = { ...s, destroyedPorts: [...s.destroyedPorts, p.sackable] };
      const after: PirateState = { ...p, sackable: null };
      return sackWorth(v, p, p.sackable) + pirateWorth(v, after, sacked) - pirateWorth(v, p) - ACTION;
    }
    case 'discardForActions':
      // 4.55: a card for one more Action.
      return ACTION - CARD;
    case 'fightOrEscape':
      // 10.33 / 10.35: losing a fight with a KC eliminates him; he tries to escape first (an escape
      // that fails still ends in that fight). A Warship (6.45) or a surrender is played out.
      if (s.stack[s.stack.length - 1]?.kind !== 'kc' || a.choice === 'surrender') return null;
      return a.choice === 'escape' ? 0 : -1;
    case 'recoverDR': {
      const p = s.pirates[a.pirate];
      if (!p || !p.dr) return null;
      // 13.24: voluntary D&R ends with one Recovery Action, involuntary with two.
      const needed = p.dr === 'voluntary' ? 1 : 2;
      const recovered: PirateState = { ...p, dr: null, drRecoveries: 0 };
      return ((pirateWorth(v, recovered) - pirateWorth(v, p)) * (p.drRecoveries + 1)) / needed - forfeits(v, p, false) - ACTION;
    }
    case 'playCard': {
      // 17.2 #6 Fair Winds: a Pirate placed in a Sea Area: his gain, or Blackbeard's loss.
      const e = a.event;
      if (a.card !== 'fair-winds' || !e || !e.target || !e.area) return null;
      const p = s.pirates[e.target];
      if (!p) return null;
      const at = { kind: 'sea' as const, area: e.area };
      const change = movedWorth(v, p, at) + (p.dr ? 0 : (1 - OPPORTUNITY_SHARE) * targetWorth(v, p, at)) - pirateWorth(v, p);
      return (p.owner === me ? change : -change) - CARD;
    }
    default:
      return null;
  }
}

/**
 * A step of In-Port Activities (9.41-9.45), scored against passing it; null for the steps this
 * scorer does not cover (a ransom, a Letter of Marque, D&R), which are played out.
 */
function inPortScore(v: Valuation, f: Frame & { kind: 'inPort' }, a: Action): number | null {
  const s = v.s;
  switch (a.type) {
    case 'pass':
      return f.step === 'convert' || f.step === 'refit' || f.step === 'safeHaven' ? 0 : null;
    case 'convertHold': {
      // 9.43: the hold's Booty becomes Net Worth at the port's rate.
      const p = s.pirates[a.pirate];
      const amount = p?.holds[a.hold];
      if (!p || amount === undefined) return null;
      const gained = conversion(portStatus(s, v.ix, p, f.port), amount);
      return (RETIRE_SHARE * (gained - BOOTY_SHARE * amount)) / 100;
    }
    case 'refit':
      // 9.44: repairs cost nothing but the Action already spent.
      return SHIP_SPEED;
    case 'repair': {
      const p = s.pirates[a.pirate];
      if (!p) return null;
      // 6.26: below Speed 0 each Move takes two Actions: a ship at 0 or below mends Speed first.
      if (a.track === 'speed') return p.speed <= 0 ? 1 + SHIP_SPEED : SHIP_SPEED;
      return SHIP_COMBAT;
    }
    case 'bribeGovernor':
      return -SHIP_SPEED;
    case 'payBribe':
      return a.pay ? -1 : 0;
    default:
      return null;
  }
}

/**
 * What an Action forfeits (B29, 9.55): any Action but a Sack, the Sack he could have made with it;
 * his last Action, unless it Loots (`loots`), the Loot of the Merchants he has Found.
 */
function forfeits(v: Valuation, p: PirateState, loots: boolean): number {
  const merchants = foundWorth(v, p.sackable ? { ...p, sackable: null } : p);
  const sack = foundWorth(v, p) - merchants;
  return sack + (loots || v.s.turn.actionsLeft > 1 ? 0 : merchants);
}

/** 8.13-8.15: the chance that a Find roll succeeds. */
function findChance(s: GameState, ix: ComponentIndex, p: PirateState, faceUp: boolean): number {
  const need = FIND_TARGET - teamRating(s, ix, p, 'ability') - (faceUp ? 1 : 0);
  return Math.max(0, Math.min(6, 7 - need)) / 6;
}

/** 12.0: whether the SP spends Cunning on the roll shown in the window `w` (see the module comment). */
function wantsReroll(s: GameState, ix: ComponentIndex, w: Frame & { kind: 'window' }): boolean {
  const roll = w.roll;
  if (!roll || roll.spec.kind !== 'dice') return false;
  const total = roll.value.reduce((a, b) => a + b, 0);
  const mean = roll.spec.count * 3.5;
  const below = s.stack[s.stack.length - 2];
  const p = w.pirate ? s.pirates[w.pirate] : undefined;
  if (below && p) {
    // 8.13: d6 + Ability (+1 for a Merchant Found before) of 7 or more finds it.
    if (below.kind === 'find') return total + teamRating(s, ix, p, 'ability') + (s.merchants[below.port]?.faceUp ? 1 : 0) < FIND_TARGET;
    // 9.55: d6 + Cruelty above the port's Defense sacks it.
    if (below.kind === 'sackPort') return total + teamRating(s, ix, p, 'cruelty') <= (ix.port[below.port]?.defense ?? 0);
    // 10.33: the KC has rolled; a roll that gets him caught is worth another try.
    if (below.kind === 'kc' && below.step === 'escapePirate') return escapeRoll(s, ix, below, p, total).caught;
    // 10.35: he rolls first, then the KC; losing eliminates him.
    if (below.kind === 'kc' && below.step === 'combatPirate') {
      let now = 0;
      let fresh = 0;
      for (let kcDie = 1; kcDie <= 6; kcDie++) {
        if (battleRoll(s, ix, below, p, total, kcDie).won) now++;
        for (let die = 1; die <= 6; die++) if (battleRoll(s, ix, below, p, die, kcDie).won) fresh += 1 / 6;
      }
      return now < fresh;
    }
    // 14.2: a roll above his Leadership loses him the ship.
    if (below.kind === 'mutiny') return total > (ix.pirate[p.id]?.leadership ?? 0);
    // 9.45: the Safe Haven price is the roll: lower is better.
    if (below.kind === 'inPort' && below.step === 'bribeRoll') return total >= mean + roll.spec.count;
  }
  // A pip a die or more below the average (1 or 2 on one die, 5 or less on two).
  return total <= mean - roll.spec.count;
}
