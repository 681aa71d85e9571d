import type { Action } from './schema.js';
import { dice, emit, pop, push, type Ctx, type Handler, type Node } from './ctx.js';
import type { ComponentIndex } from '../tables/index.js';
import type { FrameOf, GameState, PirateState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import { addCount, takeCount, total } from '../state/counts.js';
import { changeLoyalty, combatHits, drModifier, gainNp, mutAllyOf } from './pieces.js';
import { openWindow, registerResponder } from './window.js';
import { cancelAction, mayTakeApAction, takeApAction } from './anti-pirate.js';
import { fightingValues, teamSpeed } from './alliance.js';
import { cardRules } from './hooks.js';
import { ratingForNpAndStorm } from '../state/editions.js';
import { LOOT_STEP_MOMENTS } from './loot.js';
import { CONVERT_ANNOUNCED } from './convert.js';
import { mutCounts, mutPirateIf, mutPlayer } from '../state/copy.js';
import { displayName } from '../state/display-name.js';

/**
 * 6.4 Warships. A Warship Sighting card (6.42) places a Warship, drawn blind, in the active
 * Pirate's Sea Area, where he is Finding a Merchant (any time), announcing a Loot (never once it has
 * begun, 8.22), or Attacking a Port (at the announcement or after a failure, never after a success).
 * The AP player may attack with it at once or leave it On Station; an On-Station Warship may be
 * used by any AP player at the same moments (6.43, type B). One Warship AP Action per Pirate Action
 * (6.44, B14); one Sighting per Player-Turn (6.42); never into an area that has one (B26). First
 * print options: a Sighting per Pirate Action, a Sighting and an On-Station use separately, and VP
 * for the Warship's player (warshipSightingLimit, allowSecondWarshipSameAction, warshipDamageVp).
 *  6.45 fight or escape: escape is d6 + Speed each side (-2 in D&R at sea, 13.23); the Warship must
 *       be higher to force combat; otherwise the Pirate escapes and his Action is cancelled and spent.
 *  6.46 combat: Pirate d6 + ship Combat + Ability (+2 Heavy Guns, -2 D&R) against d6 + Combat (+2
 *       Living Rules, B5). Pirate higher: 1 Combat hit, the Warship to the pool, NP = its Combat, and
 *       his Action goes on. Otherwise: hits equal to the difference, Loyalty -1, Action cancelled.
 */
type WarshipFrame = FrameOf<'warship'>;

const SIGHTING = 'warship-sighting';
const SIGHTING_TYPE = `D:${SIGHTING}`;
/** Moments at which a Warship may act (6.42, 6.43; first print: between a Loot's steps, 8.22, and at a Convert Merchant Action, 6.41). */
export const WARSHIP_MOMENTS = ['findAnnounced', 'findResolved', 'lootAnnounced', 'attackAnnounced', 'attackFailed', LOOT_STEP_MOMENTS.all, LOOT_STEP_MOMENTS.warships, CONVERT_ANNOUNCED] as const;

function activeAtSea(s: GameState, pirate: string | null): PirateState | null {
  const p = pirate ? s.pirates[pirate] : undefined;
  return p && p.location.kind === 'sea' ? p : null;
}

function sightingPossible(s: GameState, p: PirateState, player: PlayerId): boolean {
  if (p.location.kind !== 'sea' || s.warships[p.location.area] !== undefined || total(s.warshipPool) === 0) return false;
  // 6.42 / 4.65D: the per-Player-Turn limit (or, first print, per Pirate Action) is in mayTakeApAction.
  return mayTakeApAction(s, player, SIGHTING_TYPE);
}

/**
 * 6.44 / RULINGS B14: after one Warship AP Action (a Sighting or an On-Station use) no other Warship
 * acts in that Pirate Action, unless allowSecondWarshipSameAction (the first print's separate 6.42
 * and 6.43 limits; 4.62 still forbids a second action of the same type).
 */
function warshipBlocked(s: GameState): boolean {
  return s.turn.actionWarship && !s.config.options.allowSecondWarshipSameAction;
}


function onStationPossible(s: GameState, p: PirateState, player: PlayerId): boolean {
  return p.location.kind === 'sea' && s.warships[p.location.area] !== undefined && mayTakeApAction(s, player, 'B');
}

registerResponder({
  moments: WARSHIP_MOMENTS,
  needs: { apAction: true },
  // Public information: a Warship on station, or cards in hand that could be a Sighting.
  eligible(s, w, player) {
    const p = activeAtSea(s, w.pirate);
    if (!p || warshipBlocked(s)) return false;
    return onStationPossible(s, p, player) || (sightingPossible(s, p, player) && (s.players[player]?.hand.length ?? 0) > 0);
  },
  legal(s, w, player) {
    const p = activeAtSea(s, w.pirate);
    if (!p || warshipBlocked(s)) return [];
    const out: Action[] = [];
    if (sightingPossible(s, p, player) && s.players[player]?.hand.includes(SIGHTING)) out.push({ type: 'playEvent', player, card: SIGHTING });
    if (onStationPossible(s, p, player)) out.push({ type: 'useWarship', player });
    return out;
  },
  respond(ctx, w, action) {
    const p = activeAtSea(ctx.s, w.pirate);
    if (!p || p.location.kind !== 'sea' || !('player' in action)) return;
    ctx.s.turn.actionWarship = true;
    const area = p.location.area;
    if (action.type === 'playEvent') {
      takeApAction(ctx, action.player, SIGHTING_TYPE, '6.42');
      push(ctx, { kind: 'warship', pirate: p.id, area, player: action.player, step: 'draw', rolls: [] });
      cardRules().playedAgainst(ctx, SIGHTING);
    } else if (action.type === 'useWarship') {
      takeApAction(ctx, action.player, 'B', '6.43');
      emit(ctx, { type: 'warshipActivated', rule: '6.43', player: action.player, area, warship: ctx.s.warships[area], pirate: p.id });
      push(ctx, { kind: 'warship', pirate: p.id, area, player: action.player, step: 'response', rolls: [] });
    }
  },
});

function warshipOf(s: GameState, ix: ComponentIndex, f: WarshipFrame) {
  const id = s.warships[f.area];
  const w = id ? ix.warship[id] : undefined;
  return id ? { id, speed: w?.speed ?? 0, combat: w?.combat ?? 0 } : null;
}

export const warshipHandler: Handler<WarshipFrame> = {
  rule: (f) => (f.step === 'draw' || f.step === 'decide' ? '6.42' : f.step.startsWith('escape') || f.step === 'response' ? '6.45' : '6.46'),
  node(s, f): Node {
    const p = s.pirates[f.pirate];
    if (!p && f.step !== 'draw' && f.step !== 'decide') return { kind: 'auto' };
    switch (f.step) {
      case 'draw':
        return total(s.warshipPool) > 0 ? { kind: 'chance', spec: { kind: 'draw', pool: 'warship', label: 'Draw a Warship (6.42)' } } : { kind: 'auto' };
      case 'decide':
        return { kind: 'decision', player: f.player };
      case 'response':
        return p ? { kind: 'decision', player: p.owner } : { kind: 'auto' };
      case 'escapeWarship':
      case 'combatWarship':
        return { kind: 'chance', spec: dice(1, null, `Warship roll (${f.step === 'escapeWarship' ? '6.45' : '6.46'})`) };
      case 'escapePirate':
      case 'combatPirate':
        return { kind: 'chance', spec: dice(1, f.pirate, `${displayName(s, f.pirate)}'s roll against the Warship (${f.step === 'escapePirate' ? '6.45' : '6.46'})`) };
      default:
        return { kind: 'auto' };
    }
  },
  legal(s, f) {
    const p = s.pirates[f.pirate];
    if (f.step === 'decide') return [true, false].map((attack): Action => ({ type: 'warshipAttack', player: f.player, attack }));
    if (f.step === 'response' && p) return (['fight', 'escape'] as const).map((choice): Action => ({ type: 'fightOrEscape', player: p.owner, pirate: p.id, choice }));
    return [];
  },
  step(ctx, f, input) {
    const faces = input?.type === 'chance' && Array.isArray(input.value) ? input.value : null;
    switch (f.step) {
      case 'draw':
        if (input?.type === 'chance' && typeof input.value === 'string') {
          takeCount(mutCounts(ctx, 'warshipPool'), input.value);
          mutCounts(ctx, 'warships')[f.area] = input.value;
          const w = ctx.ix.warship[input.value];
          emit(ctx, { type: 'warshipPlaced', rule: '6.42', player: f.player, area: f.area, warship: input.value, speed: w?.speed, combat: w?.combat });
          f.step = 'decide';
        } else f.step = 'complete';
        return;
      case 'decide':
        if (input?.type === 'warshipAttack' && input.attack) {
          f.step = 'response';
          // 17.2 #11: KC Surprise may be played the moment the Warship is sent to attack.
          openWindow(ctx, 'warshipAttack', f.pirate);
        } else {
          emit(ctx, { type: 'warshipOnStation', rule: '6.42', area: f.area });
          f.step = 'complete';
        }
        return;
      case 'response':
        f.step = input?.type === 'fightOrEscape' && input.choice === 'escape' ? 'escapeWarship' : 'combatPirate';
        emit(ctx, { type: 'pirateResponds', rule: '6.45', pirate: f.pirate, choice: f.step === 'escapeWarship' ? 'escape' : 'fight' });
        return;
      case 'escapeWarship':
      case 'combatPirate':
        if (faces) {
          f.rolls = [faces[0] ?? 1];
          f.step = f.step === 'escapeWarship' ? 'escapePirate' : 'combatWarship';
        }
        return;
      case 'escapePirate':
        if (faces) return escape(ctx, f, faces[0] ?? 1);
        return;
      case 'combatWarship':
        if (faces) return combat(ctx, f, f.rolls[0] ?? 1, faces[0] ?? 1);
        return;
      case 'complete':
        pop(ctx, f);
        return;
    }
  },
};

function escape(ctx: Ctx, f: WarshipFrame, pirateDie: number): void {
  const p = ctx.s.pirates[f.pirate];
  const w = warshipOf(ctx.s, ctx.ix, f);
  if (!p || !w) {
    f.step = 'complete';
    return;
  }
  const warship = { die: f.rolls[0] ?? 1, speed: w.speed, total: (f.rolls[0] ?? 1) + w.speed };
  const speed = teamSpeed(ctx.s, p);
  const dr = drModifier(p); // 13.23
  const pirate = { die: pirateDie, speed, dr, total: pirateDie + speed + dr };
  const caught = warship.total > pirate.total;
  emit(ctx, { type: 'escapeAttempt', rule: '6.45', pirate: p.id, warship, pursued: pirate, outcome: caught ? 'caught' : 'escaped' });
  if (caught) {
    f.step = 'combatPirate';
    return;
  }
  cancelAction(ctx, p.id, '6.45');
  f.step = 'complete';
}

function combat(ctx: Ctx, f: WarshipFrame, pirateDie: number, warshipDie: number): void {
  const s = ctx.s;
  const p = mutPirateIf(ctx, f.pirate);
  const w = warshipOf(s, ctx.ix, f);
  if (!p || !w) {
    f.step = 'complete';
    return;
  }
  const v = fightingValues(s, ctx.ix, p);
  const dr = drModifier(p); // 13.23
  const pirate = { die: pirateDie, combat: v.combat, ability: v.ability, heavyGuns: v.heavyGuns, dr, total: pirateDie + v.combat + v.ability + v.heavyGuns + dr };
  const plus2 = s.config.options.livingRulesPlus2 ? 2 : 0;
  const warship = { die: warshipDie, combat: w.combat, livingRules: plus2, total: warshipDie + w.combat + plus2 };
  const won = pirate.total > warship.total;
  emit(ctx, { type: 'warshipBattle', rule: '6.46', pirate: p.id, area: f.area, warship: w.id, attack: pirate, defense: warship, outcome: won ? 'pirateWins' : 'warshipWins' });
  f.step = 'complete';
  if (won) {
    delete mutCounts(ctx, 'warships')[f.area];
    addCount(mutCounts(ctx, 'warshipPool'), w.id);
    gainNp(ctx, p, ratingForNpAndStorm(s, w.combat), 'defeatWarship', '6.46');
    combatHits(ctx, p, 1, '6.46');
    warshipDamageVp(ctx, f, 1);
    return;
  }
  // 6.46: hits and, "in addition", -1 Loyalty. The Alliance that fought shares the hits (11.4) even
  // if the Loyalty loss sets off a Mutiny that breaks it (11.6); the Mutiny frames wait under the
  // player's choice of the odd hit, so that choice comes first.
  const ally = mutAllyOf(ctx, p);
  changeLoyalty(ctx, p, ctx.ix.set.tables.crewLoyalty['lostToWarship'] ?? -1, 'lostToWarship', '6.46');
  combatHits(ctx, p, warship.total - pirate.total, '6.46', ally);
  warshipDamageVp(ctx, f, warship.total - pirate.total);
  cancelAction(ctx, p.id, '6.46');
}

/**
 * First print 6.46 / 18.12D (option warshipDamageVp): at the end of any combat with a Warship, the
 * player who activated it gains VP equal to the Combat hits the Pirate suffered, at least 1 (the FR
 * play note; a tie inflicts 0 hits and still scores 1, R50).
 */
function warshipDamageVp(ctx: Ctx, f: WarshipFrame, hits: number): void {
  if (!ctx.s.config.options.warshipDamageVp) return;
  const vp = Math.max(1, hits);
  const owner = ctx.s.players[f.player];
  if (owner) mutPlayer(ctx, f.player).vp += vp;
  emit(ctx, { type: 'warshipDamageVp', rule: '18.12', player: f.player, pirate: f.pirate, hits, vp, edition: 'firstPrint2008' });
}
