/**
 * The effects that need a frame or another rule family (ledger F.4; MM Event 3, MM Rumor 4, MM
 * Mission 1, 5, MM Crew 1, MM NPC 6, MM Yard 5, 7; rulings M37, M60, MR55-MR60): the `effects`
 * frame that carries the rest of a list, and the frames of a skill check, a choice and a card's
 * combat. ./effects.ts runs the simple ones at once and pushes the `effects` frame at the first of
 * these; nothing imports this file but the handler registry (./engine.ts).
 */
import { emit, type Handler, pop, push } from '../kernel.js';
import type { Action } from '../actions.js';
import type { Effect } from '../components/schema.js';
import type { FrameOf, PlayerId } from '../state.js';
import { gainGlory, hit, type MCtx, type MM, pl, rollEvent } from './shared.js';
import { inline, runEffects, targets, type EffectsFrame } from './effects.js';
import { npcController, startCombat } from './combat.js';
import { moveOrRemoveNpc, placeManOWar } from './npc.js';
import { diceFor } from './glory.js';
import { gainShip } from './shipyard.js';
import { die } from './death.js';

type Ctx = Omit<EffectsFrame, 'kind' | 'i' | 'effects'>;
const rest = (f: EffectsFrame): Ctx => ({ players: f.players, self: f.self, source: f.source, rule: f.rule, why: f.why });
/** A list of effects for one player (a check's outcome, a choice, a combat's result). */
const forPlayer = (c: Pick<Ctx, 'source' | 'rule' | 'why'>, player: PlayerId): Ctx => ({ players: [player], self: player, source: c.source, rule: c.rule, why: c.why });

/** Ledger F.4: the rest of a list of effects, one frame-bound effect at a time. */
export const effects: Handler<MM, FrameOf<'effects'>> = {
  rule: (f) => f.rule,
  node: () => ({ kind: 'auto' }),
  legal: () => [],
  step(ctx, f) {
    pop(ctx, f);
    const e = f.effects[f.i];
    if (!e) return;
    if (inline(e)) {
      runEffects(ctx, { ...rest(f), effects: f.effects }, f.i);
      return;
    }
    // The rest of the list waits below whatever this effect starts (a choice, a roll, a battle).
    if (f.i + 1 < f.effects.length) push(ctx, { kind: 'effects', ...rest(f), effects: f.effects, i: f.i + 1 });
    if (e.op === 'setWar' || e.op === 'placeNpc' || e.op === 'moveNpc' || e.op === 'removeNpc') return global(ctx, e, f.rule);
    const who = targets(ctx.s, f, 'who' in e ? e.who : undefined);
    if (who.length === 1) return forOne(ctx, rest(f), who[0] as PlayerId, e);
    // One frame per player, pushed in reverse (the last pushed runs first): the players in order.
    const one = { ...e } as Effect & { who?: unknown };
    delete one.who;
    for (const p of who.reverse()) push(ctx, { kind: 'effects', ...rest(f), players: [p], effects: [one as Effect], i: 0 });
  },
};

/** The effects that act on the board, once (not on each player). */
function global(ctx: MCtx, e: Effect, rule: string): void {
  switch (e.op) {
    case 'setWar':
      // M37: a war replaces any war; `random` draws the pair.
      push(ctx, { kind: 'war' });
      return;
    case 'placeNpc':
      placeManOWar(ctx, e);
      return;
    case 'moveNpc':
    case 'removeNpc':
      moveOrRemoveNpc(ctx, e, rule);
      return;
    default:
      return;
  }
}

/** One frame-bound effect for one player. */
function forOne(ctx: MCtx, c: Ctx, player: PlayerId, e: Effect): void {
  const s = ctx.s;
  const p = pl(s, player);
  const afloat = p.ship !== null && !p.dead;
  switch (e.op) {
    case 'removeBounty':
      // MM Bounty 9: a pardon from one nation of his choosing (asked only if he has a bounty).
      push(ctx, { kind: 'chooseNation', player, op: 'removeBounty', n: e.n, rule: 'MM Bounty 9' });
      return;
    case 'gainGlory':
      // MM Glory 1, MM Win 3: +1 GP and a Glory Card.
      if (afloat) gainGlory(ctx, player, c.rule, c.why);
      return;
    case 'drawCards':
      // MM Glory 1-2: Glory Cards (the hand limit applies on the draw); other decks are refused at createGame.
      if (afloat && e.deck === 'glory') push(ctx, { kind: 'gloryDraw', player, n: e.n });
      return;
    case 'skillCheck':
      if (afloat) push(ctx, { kind: 'skillCheck', player, skill: e.skill, delta: e.diceDelta ?? 0, need: e.successesNeeded ?? 1, onSuccess: e.onSuccess, onFail: e.onFail, ...src(c) });
      return;
    case 'choose':
      if (afloat) push(ctx, { kind: 'choose', player, options: e.options, ...src(c) });
      return;
    case 'damage': {
      // MM Raid 12, MM Combat 12, MR57: hits on a named location (a destroyed one passes them to the
      // Hull); a destroyed Hull sinks the ship and the Captain dies.
      if (!afloat || e.location === 'roll' || e.location === 'choice') return;
      for (let i = 0; i < e.n; i++) hit(ctx, player, e.location, c.rule);
      if (p.track.hull === 0) die(ctx, player, 'MM Raid 12', `sunk: ${c.why}`);
      return;
    }
    case 'gainShip':
      gainShip(ctx, player, e.type, c.why);
      return;
    case 'startCombat': {
      // MM Crew 1, M48, MR58: the card's player attacks the card's opponents (an NPC side played by
      // the player to his left, M46); naval combat from Long Guns, crew combat at once.
      if (!afloat || s.over) return;
      push(ctx, { kind: 'cardCombat', player, onWin: e.onWin, onLose: e.onLose, prior: s.combatResult, ...src(c) });
      const ship = ctx.ix.set.ships[e.opponent.ship];
      startCombat(ctx, { kind: 'player', player }, {
        kind: 'npc', id: 'card', controller: npcController(s, player), ship: e.opponent.ship, nation: null,
        skills: { seamanship: e.opponent.seamanship, leadership: e.opponent.leadership },
        track: { hull: ship.toughness, masts: ship.toughness, cargo: ship.cargo, crew: ship.crew, cannons: ship.cannons },
        card: e.opponent.name ?? `the opponents of ${c.why}`,
      }, 'MM Crew 1');
      const top = s.stack[s.stack.length - 1];
      if (e.kind === 'crew' && top?.kind === 'combat') top.step = 'crewStart';
      return;
    }
    default:
      throw new Error(`internal: op ${e.op} has no frame`);
  }
}

const src = (c: Ctx) => ({ source: c.source, rule: c.rule, why: c.why });

/** Ledger F.4 `skillCheck`: the skill's dice (its modifiers, MM Dice 1) plus `diceDelta`; `successesNeeded` passes. */
export const skillCheck: Handler<MM, FrameOf<'skillCheck'>> = {
  rule: (f) => f.rule,
  node: (s, f, ix) => {
    const n = diceFor(s, ix, f.player, f.skill) + f.delta;
    return n > 0 ? { kind: 'chance', spec: { kind: 'dice', count: n, label: 'a skill check for a card' } } : { kind: 'auto' };
  },
  legal: () => [],
  step(ctx, f, input) {
    if (input !== null && (input.type !== 'chance' || !Array.isArray(input.value))) return;
    // No dice left (a negative delta): the check fails.
    const hits = input?.type === 'chance' && Array.isArray(input.value) ? rollEvent(ctx, f.player, f.skill, input.value, f.rule) : 0;
    const passed = hits >= f.need;
    pop(ctx, f);
    emit(ctx, { type: 'skillChecked', rule: f.rule, player: f.player, skill: f.skill, passed, why: f.why });
    runEffects(ctx, { ...forPlayer(f, f.player), effects: passed ? f.onSuccess : f.onFail });
  },
};

/** MR59: the Gold an option pays at once (its top-level `payGold` of a number). */
const cost = (option: readonly Effect[]): number => option.reduce((t, e) => t + (e.op === 'payGold' && typeof e.amount === 'number' ? e.amount : 0), 0);
const offered = (gold: number, options: readonly Effect[][]): number[] => options.flatMap((o, i) => (cost(o) <= gold ? [i] : []));

/** Ledger F.4 `choose`: the player picks one option (MR59: only those he can pay for). */
export const choose: Handler<MM, FrameOf<'choose'>> = {
  rule: (f) => f.rule,
  node: (s, f) => (offered(pl(s, f.player).gold, f.options).length > 0 ? { kind: 'decision', player: f.player } : { kind: 'auto' }),
  legal: (s, f) => offered(pl(s, f.player).gold, f.options).map((option): Action => ({ type: 'chooseOption', player: f.player, option })),
  step(ctx, f, input) {
    pop(ctx, f);
    if (input?.type !== 'chooseOption') return;
    emit(ctx, { type: 'optionChosen', rule: f.rule, player: f.player, option: input.option, why: f.why });
    runEffects(ctx, { ...forPlayer(f, f.player), effects: f.options[input.option] ?? [] });
  },
};

/**
 * MM Crew 1, MR58: after a card's battle: its win effects if the player won, its lose effects if he
 * lost and lives (losing crew combat kills him, MM Crew 3); nothing on an escape or no winner.
 */
export const cardCombat: Handler<MM, FrameOf<'cardCombat'>> = {
  rule: (f) => f.rule,
  node: () => ({ kind: 'auto' }),
  legal: () => [],
  step(ctx, f) {
    pop(ctx, f);
    const r = ctx.s.combatResult;
    // A frame below may still read the battle before this one (an NPC's, when a mission completed by
    // defeating it started this one): it gets it back.
    if (f.prior !== null) ctx.s.combatResult = f.prior;
    const p = pl(ctx.s, f.player);
    if (!r || ctx.s.over) return;
    if (r.winner === 'aggressor') runEffects(ctx, { ...forPlayer(f, f.player), effects: f.onWin });
    else if (r.winner === 'defender' && !p.dead) runEffects(ctx, { ...forPlayer(f, f.player), effects: f.onLose });
  },
};
