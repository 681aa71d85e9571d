import type { Action } from './schema.js';
import { dice, emit, pop, push, type Ctx, type Handler, type Node } from './ctx.js';
import type { ComponentIndex } from '../tables/index.js';
import type { FrameOf, GameState, PirateState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import { kcOf } from '../state/pieces.js';
import { changeLoyalty, drModifier, eliminate, gainNp, mutTeam, retire } from './pieces.js';
import { openWindow, registerResponder } from './window.js';
import { LETTER_MOMENTS } from './letter-of-marque.js';
import { cancelAction, mayTakeApAction, takeApAction } from './anti-pirate.js';
import { LOOT_STEP_KC, LOOT_STEP_MOMENTS } from './loot.js';
import { CONVERT_COMPLETED } from './convert.js';
import { fightingValues, teamSpeed } from './alliance.js';
import { ratingForNpAndStorm } from '../state/editions.js';
import { mutKcIf, mutPirateIf, mutPlayer, mutRecord } from '../state/copy.js';
import { displayName } from '../state/display-name.js';

/**
 * 10.0 King's Commissioners.
 *  10.12 Deploy (AP type A): any time after the active Pirate has announced an Action, if he is at
 *        sea (not In-Port, not in a Transit Box): 3d6 below his NP draws a KC from the pool into his
 *        Sea Area. One KC per player (10.13).
 *  10.34 An intercepted Pirate (only after a successful interception roll, 10.33) holding any
 *        Letter of Marque may surrender and Retire (18.41B), after the Double Cross window (17.2 #4).
 *  10.3  KC Reaction (not an AP Action, 4.66): a KC in the same or an adjacent Sea Area reacts to a
 *        Move (from a Sea Area), a Find, a Loot's announcement, an Attack Port's announcement or
 *        failure (10.32); one KC per Pirate Action (10.23); never to a Pirate deployed this turn
 *        (B38). The KC is placed in his Sea Area; fight, or escape (10.33): KC d6 + Speed (-1 if it
 *        moved) against d6 + Speed (-2 in D&R); KC higher: intercepted and he must fight (10.34;
 *        surrender with a Letter of Marque); otherwise he escapes, and his
 *        Action is cancelled unless it was a Move.
 *  10.35 Combat: d6 + Ability + ship Combat (+2 Heavy Guns, -2 D&R) against d6 + KC Combat (+2 Living
 *        Rules). Pirate higher: the KC leaves the game, NP = 2 x its Combat, Loyalty +1, and his
 *        Action goes on (B39). Otherwise he is eliminated: his player scores his NP, the KC's owner
 *        half of it, rounded down (10.36, 18.12C, B2).
 *
 * The first print (option kcModel 'harass', FR 10.23-10.32, RULINGS R90) has no KC Reaction: an
 * interception is a KC AP Action (type C) from the KC's Sea Area or entering a bordering one (-1),
 * at a Move, a Find, any step of a Loot, after a Convert Merchant Action, an Attack Port's
 * announcement or failure. The first KC AP Action of a Player-Turn binds its KC to the active
 * Pirate (`turn.kcHarassed`), who may then be intercepted again at each such Action without
 * another AP Action, until he enters another Sea Area. The interception is always rolled (no
 * choice to fight without it), and a Pirate intercepted during a Loot loses the Merchant.
 */
type KcFrame = FrameOf<'kc'>;

const DEPLOY_MOMENTS = ['moveAnnounced', 'findAnnounced', 'findResolved', 'lootAnnounced', 'attackAnnounced', 'attackFailed', 'digAnnounced', 'actionCompleted'] as const;
const REACTION_MOMENTS = ['moveAnnounced', 'findAnnounced', 'findResolved', 'lootAnnounced', 'attackAnnounced', 'attackFailed'] as const;

/** The moments of a Loot in progress (R51's three, by option combination, and the KCs' own). */
const LOOT_STEPS = [LOOT_STEP_MOMENTS.all, LOOT_STEP_MOMENTS.cards, LOOT_STEP_MOMENTS.warships, LOOT_STEP_KC] as const;

/** First print 10.31: the moments at which a KC may intercept the active Pirate (R90 (d)). */
const INTERCEPT_MOMENTS = [...REACTION_MOMENTS, ...LOOT_STEPS, CONVERT_COMPLETED] as const;

const LOOT_MOMENTS: readonly string[] = ['lootAnnounced', ...LOOT_STEPS];

const MIN_3D6 = 3;

function seaArea(p: PirateState | undefined): string | null {
  return p && p.location.kind === 'sea' ? p.location.area : null;
}

/** 10.34 / 18.41B: any Letter of Marque lets an intercepted Pirate surrender and Retire. */
function maySurrender(s: GameState, p: PirateState): boolean {
  // 19.15 (solitaire): Blackbeard may not surrender to a KC (both editions, option
  // solitaireBbRetireMethods); 11.5: no Letter used during an Alliance.
  return p.letterOfMarque !== null && !p.ally && s.solo?.blackbeard !== p.id;
}

/** 10.31: the KC of `player` that could React to a Pirate in `area` (same or adjacent Sea Area). */
function reactingKc(s: GameState, ix: ComponentIndex, player: PlayerId, area: string): string | null {
  const id = kcOf(s, player);
  const kc = id ? s.kcs[id] : undefined;
  if (!id || !kc) return null;
  if (kc.area === area || (ix.seaArea[area]?.borders ?? []).includes(kc.area)) return id;
  return null;
}

/** 10.12: may `player` deploy a KC against this Pirate now? */
function mayDeployKc(s: GameState, pirate: string | null, player: PlayerId): boolean {
  const p = pirate ? s.pirates[pirate] : undefined;
  // R19: not offered when it cannot succeed (3d6 is at least 3, so NP must be 4 or more).
  return !!p && !!seaArea(p) && p.np > MIN_3D6 && s.kcPool.length > 0 && kcOf(s, player) === null && mayTakeApAction(s, player, 'A');
}

/** 10.31: may `player`'s KC React to this Pirate now? */
function mayReact(s: GameState, ix: ComponentIndex, pirate: string | null, player: PlayerId): boolean {
  const p = pirate ? s.pirates[pirate] : undefined;
  const area = seaArea(p);
  if (!p || !area || s.turn.actionKcReaction || player === s.turn.player) return false;
  // First print (R90): no KC Reaction; the KCs intercept as KC AP Actions.
  if (s.config.options.kcModel !== 'livingRules') return false;
  // B38: a Pirate deployed this Player-Turn is immune to KC Reaction.
  if (p.deployedTurn === s.turn.number) return false;
  return reactingKc(s, ix, player, area) !== null;
}

registerResponder({
  moments: DEPLOY_MOMENTS,
  needs: { apAction: true },
  eligible: (s, w, player) => mayDeployKc(s, w.pirate, player),
  legal: (s, w, player): Action[] => (mayDeployKc(s, w.pirate, player) ? [{ type: 'deployKc', player }] : []),
  respond(ctx, w, action) {
    if (action.type !== 'deployKc' || !w.pirate) return;
    takeApAction(ctx, action.player, 'A', '10.12');
    push(ctx, { kind: 'kc', pirate: w.pirate, player: action.player, kc: null, moved: false, action: w.moment, step: 'deployRoll', rolls: [] });
  },
});

registerResponder({
  moments: REACTION_MOMENTS,
  eligible: (s, w, player, ix) => mayReact(s, ix, w.pirate, player),
  legal: (s, w, player, ix): Action[] => (mayReact(s, ix, w.pirate, player) ? [{ type: 'kcReact', player }] : []),
  respond(ctx, w, action) {
    const p = w.pirate ? ctx.s.pirates[w.pirate] : undefined;
    const area = seaArea(p);
    if (action.type !== 'kcReact' || !p || !area) return;
    const id = reactingKc(ctx.s, ctx.ix, action.player, area);
    const kc = id ? mutKcIf(ctx, id) : undefined;
    if (!id || !kc) return;
    ctx.s.turn.actionKcReaction = true;
    const moved = kc.area !== area;
    kc.area = area;
    emit(ctx, { type: 'kcReaction', rule: '10.3', player: action.player, kc: id, pirate: p.id, area, moved });
    push(ctx, { kind: 'kc', pirate: p.id, player: action.player, kc: id, moved, action: w.moment, step: 'response', rolls: [] });
  },
});

/**
 * First print 10.23-10.24 / 10.31 (R90): the KC with which `player` may intercept the active Pirate
 * now, and whether it is a repeat of the harassment (no new AP Action), or null.
 */
function mayIntercept(s: GameState, ix: ComponentIndex, pirate: string | null, player: PlayerId): { kc: string; repeat: boolean } | null {
  if (s.config.options.kcModel !== 'harass') return null;
  const t = s.turn;
  const p = pirate ? s.pirates[pirate] : undefined;
  const area = seaArea(p);
  // 10.22 / 10.36: the active Pirate at sea, never one's own; B38: not deployed this Player-Turn;
  // one KC attack per Pirate Action (4.62, and a KC Surprise's attack).
  if (!p || !area || player === t.player || p.owner === player || t.actionKcReaction || p.deployedTurn === t.number) return null;
  const kc = reactingKc(s, ix, player, area);
  if (!kc) return null;
  // 10.23: the one acting KC, again against the Pirate it harasses (the exception to 4.61, once per
  // Pirate Action, 4.62) ...
  if (t.kcActing === kc && t.kcHarassed === p.id && !t.actionApTypes.includes('C')) return { kc, repeat: true };
  // ... or the Player-Turn's first KC AP Action, its owner's one AP Action (4.61).
  if (t.kcActing === null && mayTakeApAction(s, player, 'C')) return { kc, repeat: false };
  return null;
}

registerResponder({
  moments: INTERCEPT_MOMENTS,
  eligible: (s, w, player, ix) => mayIntercept(s, ix, w.pirate, player) !== null,
  legal: (s, w, player, ix): Action[] => (mayIntercept(s, ix, w.pirate, player) ? [{ type: 'kcIntercept', player }] : []),
  respond(ctx, w, action) {
    const p = w.pirate ? ctx.s.pirates[w.pirate] : undefined;
    const area = seaArea(p);
    const m = action.type === 'kcIntercept' ? mayIntercept(ctx.s, ctx.ix, w.pirate, action.player) : null;
    const kc = m ? mutKcIf(ctx, m.kc) : undefined;
    if (action.type !== 'kcIntercept' || !p || !area || !m || !kc) return;
    const t = ctx.s.turn;
    if (m.repeat) {
      // 10.23: "the sole exception to one AP Action per Player-Turn" (FR 4.61 play note); still one of its type per Pirate Action (4.62).
      t.actionApTypes = [...t.actionApTypes, 'C'];
      emit(ctx, { type: 'antiPirateAction', rule: '10.23', player: action.player, apType: 'C', against: t.player, exception: true });
    } else takeApAction(ctx, action.player, 'C', '10.24');
    t.kcActing = m.kc;
    t.kcHarassed = p.id;
    t.actionKcReaction = true;
    const moved = kc.area !== area;
    kc.area = area;
    emit(ctx, { type: 'kcInterception', rule: '10.24', player: action.player, kc: m.kc, pirate: p.id, area, moved, repeat: m.repeat });
    // FR 10.32: the interception is rolled at once (no choice to fight without it).
    push(ctx, { kind: 'kc', pirate: p.id, player: action.player, kc: m.kc, moved, action: w.moment, step: 'escapeKc', rolls: [] });
  },
});

/**
 * The step a KC attack begins with: the Pirate's choice to fight or try to escape (10.33), or, in
 * the first print, the interception roll at once (FR 10.32, 17.2 #11; R90 (e)).
 */
export function kcAttackStep(s: GameState): 'response' | 'escapeKc' {
  return s.config.options.kcModel === 'harass' ? 'escapeKc' : 'response';
}

/**
 * First print 10.23 (R90 (b)): the harassed Pirate has entered another Sea Area; no KC acts
 * against him again this Player-Turn.
 */
export function endHarassment(ctx: Ctx, pirate: string, area: string): void {
  const t = ctx.s.turn;
  if (t.kcHarassed !== pirate) return;
  t.kcHarassed = null;
  emit(ctx, { type: 'kcHarassmentEnded', rule: '10.23', kc: t.kcActing, pirate, area });
}

export const kcHandler: Handler<KcFrame> = {
  rule: (f) => kcStepRule(f.step),
  node(s, f): Node {
    const p = s.pirates[f.pirate];
    if (!p) return { kind: 'auto' };
    switch (f.step) {
      case 'deployRoll':
        return { kind: 'chance', spec: dice(3, null, `KC deployment: 3d6 against ${displayName(s, f.pirate)}'s NP (10.12)`) };
      case 'deployDraw':
        return s.kcPool.length > 0 ? { kind: 'chance', spec: { kind: 'draw', pool: 'kc', label: 'Draw a KC (10.12)' } } : { kind: 'auto' };
      case 'response':
      case 'intercepted':
        return { kind: 'decision', player: p.owner };
      case 'escapeKc':
      case 'combatKc':
        return { kind: 'chance', spec: dice(1, null, `KC roll (${f.step === 'escapeKc' ? '10.33' : '10.35'})`) };
      case 'escapePirate':
      case 'combatPirate':
        return { kind: 'chance', spec: dice(1, f.pirate, `${displayName(s, f.pirate)}'s roll against the KC (${f.step === 'escapePirate' ? '10.33' : '10.35'})`) };
      default:
        return { kind: 'auto' };
    }
  },
  legal(s, f) {
    const p = s.pirates[f.pirate];
    if ((f.step !== 'response' && f.step !== 'intercepted') || !p) return [];
    // 10.33 fight or try to escape; only once Intercepted (10.34 / 18.41B), fight or, with any
    // Letter of Marque, surrender: never before the interception roll.
    const choices = f.step === 'response' ? (['fight', 'escape'] as const) : (['fight', 'surrender'] as const);
    return choices.filter((c) => c !== 'surrender' || maySurrender(s, p)).map((choice): Action => ({ type: 'fightOrEscape', player: p.owner, pirate: p.id, choice }));
  },
  step(ctx, f, input) {
    const s = ctx.s;
    const p = mutPirateIf(ctx, f.pirate);
    const faces = input?.type === 'chance' && Array.isArray(input.value) ? input.value : null;
    if (!p && f.step !== 'complete') f.step = 'complete';
    switch (f.step) {
      case 'deployRoll': {
        if (!faces || !p) return;
        const total = faces.reduce((a, b) => a + b, 0);
        const success = total < p.np;
        emit(ctx, { type: 'kcDeployAttempt', rule: '10.12', player: f.player, pirate: p.id, roll: { dice: [...faces], total, np: p.np }, outcome: success ? 'success' : 'failure' });
        f.step = success ? 'deployDraw' : 'complete';
        return;
      }
      case 'deployDraw':
        if (input?.type === 'chance' && typeof input.value === 'string' && p && p.location.kind === 'sea') {
          s.kcPool = s.kcPool.filter((k) => k !== input.value);
          mutRecord(ctx, 'kcs')[input.value] = { id: input.value, owner: f.player, area: p.location.area };
          const kc = ctx.ix.kc[input.value];
          emit(ctx, { type: 'kcDeployed', rule: '10.12', player: f.player, kc: input.value, area: p.location.area, speed: kc?.speed, combat: kc?.combat });
        }
        f.step = 'complete';
        return;
      case 'response':
      case 'intercepted': {
        const choice = input?.type === 'fightOrEscape' ? input.choice : 'fight';
        emit(ctx, { type: 'pirateResponds', rule: choice === 'surrender' ? '10.34' : '10.33', pirate: f.pirate, choice });
        f.step = choice === 'escape' ? 'escapeKc' : choice === 'surrender' ? 'surrender' : 'combatPirate';
        // 18.41B: stating it opens the Double Cross window (17.2 #4, B8); then he Retires.
        if (choice === 'surrender') openWindow(ctx, LETTER_MOMENTS.surrender, f.pirate);
        return;
      }
      case 'surrender':
        if (p) retire(ctx, p.id, 'surrenderToKc', '18.41');
        f.step = 'complete';
        return;
      case 'escapeKc':
      case 'combatPirate':
        if (faces) {
          f.rolls = [faces[0] ?? 1];
          f.step = f.step === 'escapeKc' ? 'escapePirate' : 'combatKc';
        }
        return;
      case 'escapePirate':
        if (faces && p) return escape(ctx, f, p, faces[0] ?? 1);
        return;
      case 'combatKc':
        if (faces && p) return combat(ctx, f, p, f.rolls[0] ?? 1, faces[0] ?? 1);
        return;
      case 'complete':
        pop(ctx, f);
        return;
    }
  },
};

/** 10.33: an escape roll, the KC's die already rolled (`f.rolls[0]`): the totals, and whether he is caught. */
export function escapeRoll(s: GameState, ix: ComponentIndex, f: KcFrame, p: PirateState, pirateDie: number) {
  const kc = f.kc ? ix.kc[f.kc] : undefined;
  const kcTotal = (f.rolls[0] ?? 1) + (kc?.speed ?? 0) - (f.moved ? 1 : 0);
  const speed = teamSpeed(s, p);
  const dr = drModifier(p); // 13.23
  const pirateTotal = pirateDie + speed + dr;
  return { kcTotal, speed, dr, pirateTotal, caught: kcTotal > pirateTotal };
}

/** 10.35: a KC battle with these two dice: both totals, and whether the Pirate wins. */
export function battleRoll(s: GameState, ix: ComponentIndex, f: KcFrame, p: PirateState, pirateDie: number, kcDie: number) {
  const kc = f.kc ? ix.kc[f.kc] : undefined;
  const v = fightingValues(s, ix, p);
  const dr = drModifier(p); // 13.23
  const attack = { die: pirateDie, combat: v.combat, ability: v.ability, heavyGuns: v.heavyGuns, dr, total: pirateDie + v.combat + v.ability + v.heavyGuns + dr };
  const plus2 = s.config.options.livingRulesPlus2 ? 2 : 0;
  const defense = { die: kcDie, combat: kc?.combat ?? 0, livingRules: plus2, total: kcDie + (kc?.combat ?? 0) + plus2 };
  // 10.35: the Pirate must be higher; the first print gives him a tie (FR 10.34, option kcCombatTie).
  const won = attack.total > defense.total || (attack.total === defense.total && s.config.options.kcCombatTie === 'pirate');
  return { attack, defense, won };
}

function escape(ctx: Ctx, f: KcFrame, p: PirateState, pirateDie: number): void {
  const kc = f.kc ? ctx.ix.kc[f.kc] : undefined;
  const kcDie = f.rolls[0] ?? 1;
  const { kcTotal, speed, dr, pirateTotal, caught } = escapeRoll(ctx.s, ctx.ix, f, p, pirateDie);
  emit(ctx, { type: 'escapeAttempt', rule: '10.33', pirate: p.id, kc: f.kc, warship: { die: kcDie, speed: kc?.speed ?? 0, moved: f.moved ? -1 : 0, total: kcTotal }, pursued: { die: pirateDie, speed, dr, total: pirateTotal }, outcome: caught ? 'caught' : 'escaped' });
  if (caught) {
    // First print 10.32 (R90 (f)): intercepted during a Loot, the Merchant escapes; he keeps what is aboard.
    if (ctx.s.config.options.kcModel === 'harass' && LOOT_MOMENTS.includes(f.action)) cancelAction(ctx, p.id, '10.32');
    // 10.34: intercepted, he must fight, or surrender if he holds a Letter of Marque.
    f.step = maySurrender(ctx.s, p) ? 'intercepted' : 'combatPirate';
    return;
  }
  // 10.33: the Action is cancelled and spent, unless it is a Move (first print 10.32: it goes on, option kcEscapeCancelsAction).
  // (A completed conversion, R90 (d), has nothing left to cancel.)
  if (f.action !== 'moveAnnounced' && f.action !== CONVERT_COMPLETED && ctx.s.config.options.kcEscapeCancelsAction) cancelAction(ctx, p.id, '10.33');
  f.step = 'complete';
}

function combat(ctx: Ctx, f: KcFrame, p: PirateState, pirateDie: number, kcDie: number): void {
  const s = ctx.s;
  const kc = f.kc ? ctx.ix.kc[f.kc] : undefined;
  const { attack, defense, won } = battleRoll(s, ctx.ix, f, p, pirateDie, kcDie);
  emit(ctx, { type: 'kcBattle', rule: '10.35', pirate: p.id, kc: f.kc, attack, defense, outcome: won ? 'pirateWins' : 'kcWins' });
  f.step = 'complete';
  if (won) {
    if (f.kc) {
      delete mutRecord(ctx, 'kcs')[f.kc];
      s.kcsRemoved = [...s.kcsRemoved, f.kc];
    }
    gainNp(ctx, p, 2 * ratingForNpAndStorm(s, kc?.combat ?? 0), 'defeatKc', '10.35'); // B5: printed rating unless plus2AffectsRatingForNpAndStorm
    changeLoyalty(ctx, p, ctx.ix.set.tables.crewLoyalty['defeatKc'] ?? 1, 'defeatKc', '10.35');
    return;
  }
  // 10.35 / 10.36 / 18.12C; B41: an Alliance that loses is eliminated whole.
  for (const m of mutTeam(ctx, p)) {
    kcKillVp(ctx, f.player, f.kc, m.id, m.np);
    eliminate(ctx, m.id, 'kc', '10.35');
  }
}

/**
 * 10.36 / 10.5 / 18.12C: a KC killed a Pirate (his ship sank: in KC combat, or from the hit of a
 * KC's Pirate Port attack, 10.41): the KC's player gains half the Pirate's NP, rounded down (B2; up
 * in the first print, option kcKillVpRounding). The Pirate's own player scores in `eliminate`.
 */
export function kcKillVp(ctx: Ctx, kcOwner: PlayerId, kc: string | null, pirate: string, np: number): void {
  const half = ctx.s.config.options.kcKillVpRounding === 'ceil' ? Math.ceil(np / 2) : Math.floor(np / 2);
  if (ctx.s.players[kcOwner]) mutPlayer(ctx, kcOwner).vp += half;
  emit(ctx, { type: 'kcKill', rule: '10.36', kcOwner, kc, pirate, vp: half, scoring: '18.12C' });
}

/** The rule a KC's reaction is at, step by step: the deployment (10.12), the Pirate's response and the escape (10.33), fight or surrender once Intercepted (10.34), the combat (10.35). */
function kcStepRule(step: KcFrame['step']): string {
  switch (step) {
    case 'deployRoll':
    case 'deployDraw':
      return '10.12';
    case 'response':
    case 'escapeKc':
    case 'escapePirate':
      return '10.33';
    case 'intercepted':
      return '10.34';
    default:
      return '10.35';
  }
}
