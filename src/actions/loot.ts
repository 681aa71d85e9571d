import type { Action } from './schema.js';
import { dice, emit, type Ctx, type Handler } from './ctx.js';
import { endAction, openWindow } from './window.js';
import type { ComponentIndex } from '../tables/index.js';
import type { FrameOf, GameState, PirateState } from '../state/schema.js';
import { addCount, takeCount, total } from '../state/counts.js';
import { byLeadership, holdCapacity, team } from '../state/pieces.js';
import { mutAllyOf, changeLoyalty, enterDR, gainNp } from './pieces.js';
import { teamRating } from './alliance.js';
import { becomeShip } from './convert.js';
import { mutCounts, mutPirateIf, mutRecord } from '../state/copy.js';
import { displayName } from '../state/display-name.js';

/**
 * 4.5C / 8.3 Loot Merchant Ship, one Action in four steps (8.31):
 *  1. cargo by the Cargo Table (8.32), the Hostage drawn (8.41), seize the Booty or not;
 *  2. in any order: take the cargo (8.33), convert the ship (8.5), deal with the Hostage (8.4);
 *  3. the Merchant returns to the pool (8.34);
 *  4. voluntary D&R (8.35, 13.11).
 * Interference is possible only at the announcement (8.22, 8.31, RULINGS B28).
 * First print (option lootNp 'cargoRatingPlus1d6', FR 8.35): the Loot earns Cargo rating + 1d6 NP
 * whether or not the cargo is taken, rolled once the cargo and Hostage are settled ('npRoll').
 * Options lootApCardsAnyStep (B28) and warshipsInterruptLootAnyStep (first print 8.22): a window
 * also opens after the cargo roll, after the Hostage draw and once cargo and Hostage are settled (R51).
 * Option lootProcedure 'sevenSteps' (first print 8.31): the cargo decision comes first, then the
 * Hostage is drawn and dealt with whether or not the cargo was taken. A seized cargo goes into an
 * empty Hold at once (FR 8.33, step 'stow'), so a Loot interrupted later keeps it (FR 6.45, R104).
 */
type LootFrame = FrameOf<'loot'>;

function loyaltyChange(ix: ComponentIndex, key: string, fallback: number): number {
  return ix.set.tables.crewLoyalty[key] ?? fallback;
}

/** The Sea Area whose Cargo Table column applies: the Pirate's own (8.32 "the Region in which this Action has taken place"). */
function cargoColumn(ix: ComponentIndex, p: PirateState): 'atlantic' | 'caribbean' | 'africa' | 'india' {
  const area = p.location.kind === 'sea' ? ix.seaArea[p.location.area] : undefined;
  return area?.cargoColumn ?? 'atlantic';
}

function needsFinalConvertChoice(s: GameState, f: LootFrame, ix: ComponentIndex): boolean {
  const mt = ix.merchantType[f.merchant];
  return f.cargoState === 'taken' && f.hostageDone && !f.converted && !!mt?.convertible && !s.config.options.convertAsSeparateAction;
}

export const lootHandler: Handler<LootFrame> = {
  rule: (f) => (f.step === 'seize' || f.step === 'cargoRoll' ? '8.32' : f.step === 'booty' || f.step === 'stow' || f.step === 'fit' || f.step === 'npRoll' ? '8.33' : f.step === 'dr' ? '8.35' : '8.31'),
  node(s, f, ix) {
    const p = s.pirates[f.pirate];
    if (!p) return { kind: 'auto' };
    switch (f.step) {
      case 'cargoRoll':
        return { kind: 'chance', spec: dice(1, f.pirate, `Cargo Table roll for ${displayName(s, f.pirate)} (8.32)`) };
      case 'hostageDraw':
        return total(s.hostagePool) > 0 ? { kind: 'chance', spec: { kind: 'draw', pool: 'hostage', label: 'Draw a Hostage (8.41)' } } : { kind: 'auto' };
      case 'torture':
        return { kind: 'chance', spec: dice(1, f.pirate, `Torture roll for ${displayName(s, f.pirate)} (8.45)`) };
      case 'npRoll':
        return { kind: 'chance', spec: dice(1, f.pirate, `Loot Notoriety roll for ${displayName(s, f.pirate)} (first print 8.35)`) };
      case 'seize':
        return { kind: 'decision', player: p.owner };
      case 'booty': {
        const open = f.cargoState === 'pending' || (!!f.hostage && !f.hostageDone) || needsFinalConvertChoice(s, f, ix);
        return open ? { kind: 'decision', player: p.owner } : { kind: 'auto' };
      }
      case 'fit':
        return p.holds.length + 1 > holdCapacity(ix, p) ? { kind: 'decision', player: p.owner } : { kind: 'auto' };
      case 'stow':
        return roomForCargo(s, ix, p) ? { kind: 'auto' } : { kind: 'decision', player: p.owner };
      case 'dr':
        return f.cargoState === 'taken' && p.dr === null ? { kind: 'decision', player: p.owner } : { kind: 'auto' };
      default:
        return { kind: 'auto' };
    }
  },
  legal(s, f, ix) {
    const p = s.pirates[f.pirate];
    if (!p) return [];
    const player = p.owner;
    const pirate = p.id;
    const out: Action[] = [];
    const mt = ix.merchantType[f.merchant];
    switch (f.step) {
      case 'seize':
        return [
          { type: 'seizeBooty', player, pirate, seize: true },
          { type: 'seizeBooty', player, pirate, seize: false },
        ];
      case 'booty': {
        // 11.3: an Alliance shares the cargo, a share in a Hold of each ship.
        const ships = team(s, p);
        if (f.cargoState === 'pending') {
          if (ships.every((m) => m.holds.length < holdCapacity(ix, m))) out.push({ type: 'takeCargo', player, pirate });
          for (const m of ships) if (m.holds.length >= holdCapacity(ix, m)) for (let i = 0; i < m.holds.length; i++) out.push({ type: 'jettison', player, pirate: m.id, hold: i });
          out.push({ type: 'abandonCargo', player, pirate });
        }
        // 8.5: only Sloops, Schooners and Brigantines; the new cargo must go aboard, so not after
        // abandoning it (and, in an Alliance, before the shares are stowed, R15).
        // First print (convertAsSeparateAction): conversion is a later Action of its own instead.
        if (mt?.convertible && !f.converted && !s.config.options.convertAsSeparateAction && f.cargoState !== 'abandoned' && (ships.length === 1 || f.cargoState === 'pending')) out.push({ type: 'convertShip', player, pirate });
        if (f.hostage && !f.hostageDone) {
          out.push({ type: 'dealWithHostage', player, pirate, choice: 'ransom' });
          out.push({ type: 'dealWithHostage', player, pirate, choice: 'torture' });
        }
        if (needsFinalConvertChoice(s, f, ix)) out.push({ type: 'pass', player });
        return out;
      }
      case 'fit':
        for (let i = 0; i < p.holds.length; i++) out.push({ type: 'jettison', player, pirate, hold: i });
        return out;
      case 'stow':
        // FR 8.33: every Hold full, he may jettison one to take the cargo, or leave it.
        for (const m of team(s, p)) if (m.holds.length >= holdCapacity(ix, m)) for (let i = 0; i < m.holds.length; i++) out.push({ type: 'jettison', player, pirate: m.id, hold: i });
        out.push({ type: 'abandonCargo', player, pirate });
        return out;
      case 'dr':
        return [
          { type: 'declareDR', player, pirate },
          { type: 'pass', player },
        ];
      default:
        return [];
    }
  },
  step(ctx, f, input) {
    const s = ctx.s;
    const p = mutPirateIf(ctx, f.pirate);
    if (!p && f.step !== 'complete') {
      // The looter is gone (his ship lost): the Hostage goes back to the pool, and a seized
      // Merchant is removed as after any Loot (8.23).
      if (f.hostage && !f.hostageDone) addCount(mutCounts(ctx, 'hostagePool'), f.hostage);
      f.hostage = null;
      // (In the first print's seven steps the Hostage is drawn after the Booty was seized or declined.)
      const beforeSeizure = f.step === 'announce' || f.step === 'cargoRoll' || f.step === 'seize' || (f.step === 'hostageDraw' && !sevenSteps(s));
      if (!beforeSeizure) removeMerchant(ctx, f);
      f.step = 'complete';
      return;
    }
    switch (f.step) {
      case 'announce':
        f.step = 'cargoRoll';
        // 8.22 / 8.31: the last moment anyone may interrupt a Loot (RULINGS B28).
        openWindow(ctx, 'lootAnnounced', f.pirate);
        return;
      case 'cargoRoll':
        return cargoRoll(ctx, f, input);
      case 'hostageDraw':
        if (input?.type === 'chance' && typeof input.value === 'string') {
          takeCount(mutCounts(ctx, 'hostagePool'), input.value);
          f.hostage = input.value;
          const h = ctx.ix.hostage[input.value];
          emit(ctx, { type: 'hostageIdentified', rule: '8.41', pirate: f.pirate, hostage: input.value, information: h?.information, value: h?.value });
        } else {
          emit(ctx, { type: 'noHostage', rule: '8.41', pirate: f.pirate, reason: 'the Hostage pool is empty (RULINGS B30)' });
        }
        if (sevenSteps(s)) {
          // First print 8.31 steps 3-4: the cargo is decided; the Hostage's fate comes next.
          f.hostageDone = f.hostage === null;
          f.step = 'booty';
        } else f.step = 'seize';
        // R105: with no Hostage drawn this moment is the one just before it (four steps: the window
        // after the Cargo roll, nothing between) or the one just after it (seven steps: the Booty
        // settles by itself and its window opens), so no second window back to back: each player
        // is asked once. A decision still to come (a conversion inside the Loot) keeps it.
        if (f.hostage !== null || (sevenSteps(s) && needsFinalConvertChoice(s, f, ctx.ix))) lootStepWindow(ctx, f);
        return;
      case 'seize':
        return seize(ctx, f, input);
      case 'booty':
        return bootyStep(ctx, f, input);
      case 'stow':
        return stow(ctx, f, input);
      case 'torture':
        return torture(ctx, f, input);
      case 'fit':
        return fit(ctx, f, input);
      case 'npRoll':
        if (p && input?.type === 'chance' && Array.isArray(input.value)) {
          const die = input.value[0] ?? 1;
          const cargoRating = ctx.ix.merchantType[f.merchant]?.cargo ?? 0;
          emit(ctx, { type: 'lootNotoriety', rule: '8.33', pirate: p.id, cargoRating, die, np: cargoRating + die, edition: 'firstPrint2008' });
          gainNp(ctx, p, cargoRating + die, 'loot', '8.33');
        }
        f.step = 'dr';
        return;
      case 'dr':
        // 8.35 / 13.11 / 13.21: voluntary D&R after taking cargo; Loyalty rises at once (B43: +1 at sea).
        if (p && input?.type === 'declareDR') enterDR(ctx, p, 'voluntary', '8.35');
        // First print 8.5: a captured Sloop, Schooner or Brigantine may be converted by his next Action.
        if (p && s.config.options.convertAsSeparateAction && f.cargoState !== 'pending' && ctx.ix.merchantType[f.merchant]?.convertible) {
          p.convertible = f.merchant;
          emit(ctx, { type: 'conversionPossible', rule: '8.5', pirate: p.id, merchant: f.merchant, edition: 'firstPrint2008' });
        }
        f.step = 'complete';
        return;
      case 'complete':
        endAction(ctx, f);
        return;
    }
  },
};

function cargoRoll(ctx: Ctx, f: LootFrame, input: Action | null): void {
  const p = mutPirateIf(ctx, f.pirate);
  if (!p || input?.type !== 'chance' || !Array.isArray(input.value)) return;
  const die = input.value[0] ?? 1;
  const rating = ctx.ix.merchantType[f.merchant]?.cargo ?? 0;
  const adjusted = Math.max(1, Math.min(10, die + rating));
  const column = cargoColumn(ctx.ix, p);
  const row = ctx.ix.set.tables.cargo[adjusted - 1];
  f.roll = adjusted;
  f.cargo = row ? row[column] : 0;
  f.loyalty = row ? row.loyalty : 0;
  emit(ctx, { type: 'cargoDetermined', rule: '8.32', pirate: f.pirate, port: f.port, merchant: f.merchant, roll: { die, cargoRating: rating, total: adjusted }, column, doubloons: f.cargo, loyaltyMark: f.loyalty });
  // First print 8.31: decide on the cargo (step 2) before the Hostage is drawn (step 3).
  f.step = sevenSteps(ctx.s) ? 'seize' : 'hostageDraw';
  lootStepWindow(ctx, f);
}

/** Option lootProcedure: the first print's seven steps (FR 8.31). */
function sevenSteps(s: GameState): boolean {
  return s.config.options.lootProcedure === 'sevenSteps';
}

/** The window moments of a Loot in progress, by what may answer it (see lootStepWindow). */
export const LOOT_STEP_MOMENTS = { all: 'lootStep', cards: 'lootStepCards', warships: 'lootStepWarships' } as const;

/**
 * 8.22 / 8.31: the Living Rules allow no interruption once a Loot has begun (RULINGS B28). With
 * lootApCardsAnyStep the non-combat AP cards, and with warshipsInterruptLootAnyStep (first print
 * 8.22) the Warships, may answer it between its steps too (R51): one moment name per combination,
 * so each responder lists the moments it may answer.
 */
function lootStepWindow(ctx: Ctx, f: LootFrame): void {
  const o = ctx.s.config.options;
  if (!o.lootApCardsAnyStep && !o.warshipsInterruptLootAnyStep) {
    // First print 10.31 (kcModel 'harass', R90 (d)): a KC may intercept "at any moment" of a Loot.
    if (o.kcModel === 'harass') openWindow(ctx, LOOT_STEP_KC, f.pirate);
    return;
  }
  const moment = o.lootApCardsAnyStep && o.warshipsInterruptLootAnyStep ? LOOT_STEP_MOMENTS.all : o.lootApCardsAnyStep ? LOOT_STEP_MOMENTS.cards : LOOT_STEP_MOMENTS.warships;
  openWindow(ctx, moment, f.pirate);
}

/** The window moment between a Loot's steps when only the first print's KCs may answer it (R90). */
export const LOOT_STEP_KC = 'lootStepKc';

/**
 * A Loot cancelled in progress (first print 6.45, R51): what is aboard stays (the Merchant is
 * removed by cancelAction). A Hostage drawn but not yet dealt with stays with him, held for Ransom
 * (8.44), once the Booty is his (step 'booty': the first print's 6.45 "including the Hostage");
 * one drawn before the Booty was seized goes back to the pool.
 */
export function interruptLoot(ctx: Ctx, f: LootFrame): void {
  const p = mutPirateIf(ctx, f.pirate);
  if (f.hostage && !f.hostageDone) {
    if (p && f.step === 'booty') holdForRansom(ctx, f, p, f.hostage);
    else addCount(mutCounts(ctx, 'hostagePool'), f.hostage);
  }
  f.hostage = null;
}

/** 8.44: the Hostage is kept aboard with the Nationality marker of the Merchant's port. */
function holdForRansom(ctx: Ctx, f: LootFrame, p: PirateState, hostage: string): void {
  const nationality = ctx.ix.port[f.port]?.nationality ?? null;
  p.hostages = [...p.hostages, { kind: hostage, nationality }];
  emit(ctx, { type: 'hostageHeld', rule: '8.44', pirate: p.id, hostage, nationality });
  f.hostageDone = true;
}

function seize(ctx: Ctx, f: LootFrame, input: Action | null): void {
  const s = ctx.s;
  const p = mutPirateIf(ctx, f.pirate);
  if (!p || input?.type !== 'seizeBooty') return;
  if (!input.seize) {
    // 8.32 / RULINGS B30: Loyalty -1, the Hostage back to the pool, the Merchant removed (8.23).
    emit(ctx, { type: 'bootyDeclined', rule: '8.32', pirate: p.id, port: f.port });
    changeLoyalty(ctx, p, loyaltyChange(ctx.ix, 'declineCargo', -1), 'declineCargo', '8.32');
    if (sevenSteps(s)) {
      // First print 8.31: only the cargo is declined; the Hostage is still drawn and ransomed or
      // tortured (steps 3-4), then the NP and the Merchant's removal (steps 5-6).
      f.cargoState = 'abandoned';
      f.step = 'hostageDraw';
      return;
    }
    if (f.hostage) addCount(mutCounts(ctx, 'hostagePool'), f.hostage);
    f.hostage = null;
    removeMerchant(ctx, f);
    // First print 8.35: the Loot NP are earned whether or not the cargo is taken.
    f.step = lootNpRolled(s) ? 'npRoll' : 'complete';
    return;
  }
  emit(ctx, { type: 'bootySeized', rule: '8.32', pirate: p.id, port: f.port, doubloons: f.cargo, hostage: f.hostage });
  // RULINGS B27: the Cargo Table's * / ** marks change Loyalty when the Booty is seized.
  if (f.loyalty < 0) changeLoyalty(ctx, p, loyaltyChange(ctx.ix, 'cargoStar', -1), 'cargoStar', '8.33');
  if (f.loyalty > 0) changeLoyalty(ctx, p, loyaltyChange(ctx.ix, 'cargoDoubleStar', 1), 'cargoDoubleStar', '8.33');
  if (sevenSteps(s)) {
    f.step = 'stow'; // first print 8.33: into a Hold now; the Hostage (8.31 step 3) next
    return;
  }
  f.hostageDone = f.hostage === null;
  f.step = 'booty';
}

/** Has every ship of his (an Alliance: both, 11.3) an empty Hold for the cargo? */
function roomForCargo(s: GameState, ix: ComponentIndex, p: PirateState): boolean {
  return team(s, p).every((m) => m.holds.length < holdCapacity(ix, m));
}

/**
 * First print 8.31 step 2, 8.33: the seized cargo goes into an empty Hold at once (« il place des
 * marqueurs numériques dans l'une de ses Cales vides »), before the Hostage is drawn (R104); with
 * every Hold full he jettisons one first, or leaves the cargo. Then step 3, the Hostage draw.
 */
function stow(ctx: Ctx, f: LootFrame, input: Action | null): void {
  const p = mutPirateIf(ctx, f.pirate);
  if (!p) return;
  if (input?.type === 'jettison') {
    const ship = mutPirateIf(ctx, input.pirate) ?? p;
    const amount = ship.holds[input.hold];
    ship.holds = ship.holds.filter((_, i) => i !== input.hold);
    emit(ctx, { type: 'holdJettisoned', rule: '8.33', pirate: ship.id, doubloons: amount ?? 0 });
    return;
  }
  if (input?.type === 'abandonCargo') {
    f.cargoState = 'abandoned';
    emit(ctx, { type: 'cargoAbandoned', rule: '8.33', pirate: p.id, doubloons: f.cargo });
  } else takeCargo(ctx, f, p);
  f.step = 'hostageDraw';
}

/**
 * 8.33: the cargo goes into one empty Hold; taking it earns NP equal to the Merchant's Cargo
 * rating. 11.3: an Alliance splits it, the odd Doubloon to the higher Leadership.
 */
function takeCargo(ctx: Ctx, f: LootFrame, p: PirateState): void {
  f.cargoState = 'taken';
  const ally = mutAllyOf(ctx, p);
  if (ally) {
    const [first, second] = byLeadership(ctx.ix, p, ally);
    const half = Math.floor(f.cargo / 2);
    first.holds = [...first.holds, f.cargo - half];
    second.holds = [...second.holds, half];
    emit(ctx, { type: 'cargoTaken', rule: '8.33', pirate: first.id, doubloons: f.cargo - half, holds: [...first.holds], alliance: '11.3' });
    emit(ctx, { type: 'cargoTaken', rule: '8.33', pirate: second.id, doubloons: half, holds: [...second.holds], alliance: '11.3' });
  } else {
    p.holds = [...p.holds, f.cargo];
    emit(ctx, { type: 'cargoTaken', rule: '8.33', pirate: p.id, doubloons: f.cargo, holds: [...p.holds] });
  }
  // 8.33 / 18.2: NP = the Cargo rating on taking the cargo (first print: rolled in 'npRoll' instead).
  if (!lootNpRolled(ctx.s)) gainNp(ctx, p, ctx.ix.merchantType[f.merchant]?.cargo ?? 0, 'loot', '8.33');
}

/** Option lootNp: the first print's Cargo rating + 1d6, whether or not the cargo is taken (FR 8.35, 18.2). */
function lootNpRolled(s: GameState): boolean {
  return s.config.options.lootNp === 'cargoRatingPlus1d6';
}

function bootyStep(ctx: Ctx, f: LootFrame, input: Action | null): void {
  const s = ctx.s;
  const p = mutPirateIf(ctx, f.pirate);
  if (!p) return;
  if (!input) {
    // Cargo and Hostage settled: Step 3 (8.34), then Step 4 (the first print's NP die first).
    removeMerchant(ctx, f);
    f.step = lootNpRolled(s) ? 'npRoll' : 'dr';
    lootStepWindow(ctx, f);
    return;
  }
  switch (input.type) {
    case 'takeCargo':
      return takeCargo(ctx, f, p);
    case 'jettison': {
      const ship = mutPirateIf(ctx, input.pirate) ?? p;
      const amount = ship.holds[input.hold];
      ship.holds = ship.holds.filter((_, i) => i !== input.hold);
      emit(ctx, { type: 'holdJettisoned', rule: '8.33', pirate: ship.id, doubloons: amount ?? 0 });
      return;
    }
    case 'abandonCargo':
      f.cargoState = 'abandoned';
      emit(ctx, { type: 'cargoAbandoned', rule: '8.33', pirate: p.id, doubloons: f.cargo });
      return;
    case 'convertShip':
      return convert(ctx, f, p);
    case 'dealWithHostage':
      if (!f.hostage) return;
      if (input.choice === 'ransom') {
        // 8.44: kept aboard with a Nationality marker for the Merchant's port.
        holdForRansom(ctx, f, p, f.hostage);
        return;
      }
      f.step = 'torture';
      return;
    case 'pass':
      // Declined the last chance to convert.
      f.converted = true;
      return;
    default:
      return;
  }
}

/** 8.45: d6 > Cruelty gives Information (8.46); either way Loyalty +1 and NP += Value; the Hostage dies. */
function torture(ctx: Ctx, f: LootFrame, input: Action | null): void {
  const s = ctx.s;
  const p = mutPirateIf(ctx, f.pirate);
  const hostage = f.hostage;
  if (!p || !hostage || input?.type !== 'chance' || !Array.isArray(input.value)) return;
  const die = input.value[0] ?? 1;
  const cruelty = teamRating(s, ctx.ix, p, 'cruelty', 'low'); // 11.2: the ally whose Cruelty serves him
  const h = ctx.ix.hostage[hostage];
  const informs = die > cruelty;
  if (informs && h) p.info = { ...p.info, [f.port]: (p.info[f.port] ?? 0) + h.information };
  emit(ctx, { type: 'hostageTortured', rule: '8.45', pirate: p.id, hostage, roll: { die, cruelty }, information: informs ? (h?.information ?? 0) : 0, port: f.port, infoTotal: p.info[f.port] ?? 0 });
  changeLoyalty(ctx, p, loyaltyChange(ctx.ix, 'torture', 1), 'torture', '8.45');
  gainNp(ctx, p, h?.value ?? 0, 'torture', '18.2');
  addCount(mutCounts(ctx, 'hostagePool'), hostage);
  f.hostageDone = true;
  f.step = 'booty';
}

/** 8.5: the looted Merchant becomes his ship, at its maxima; Loyalty +1 larger / -1 smaller. */
function convert(ctx: Ctx, f: LootFrame, p: PirateState): void {
  if (!becomeShip(ctx, p, f.merchant, '8.5')) return;
  f.converted = true;
  // The new cargo must fill one Hold of the new ship; older Holds beyond capacity are jettisoned.
  if (f.cargoState === 'taken') p.holds = p.holds.slice(0, -1);
  f.step = 'fit';
}

function fit(ctx: Ctx, f: LootFrame, input: Action | null): void {
  const p = mutPirateIf(ctx, f.pirate);
  if (!p) return;
  if (input?.type === 'jettison') {
    const amount = p.holds[input.hold];
    p.holds = p.holds.filter((_, i) => i !== input.hold);
    emit(ctx, { type: 'holdJettisoned', rule: '8.5', pirate: p.id, doubloons: amount ?? 0 });
    return;
  }
  if (f.cargoState === 'taken') p.holds = [...p.holds, f.cargo];
  else if (!p.ally) takeCargo(ctx, f, p); // an Alliance stows its shares by takeCargo (R15)
  f.step = 'booty';
}

function removeMerchant(ctx: Ctx, f: LootFrame): void {
  const m = ctx.s.merchants[f.port];
  if (!m) return;
  delete mutRecord(ctx, 'merchants')[f.port];
  addCount(mutCounts(ctx, 'merchantPool'), m.type);
  emit(ctx, { type: 'merchantRemoved', rule: '8.34', port: f.port, merchant: m.type });
}
