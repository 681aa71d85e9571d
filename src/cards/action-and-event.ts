import type { Action } from '../actions/schema.js';
import { dice, emit, type Ctx, type Handler, type Node } from '../actions/ctx.js';
import type { ComponentIndex } from '../tables/index.js';
import type { GameState, PirateState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import { holdChoices, kcOf, piratesOf } from '../state/pieces.js';
import { addToHold, mutTeam } from '../actions/pieces.js';
import { openWindow } from '../actions/window.js';
import { finishEvent, type EventFrame } from '../actions/event-frame.js';
import { mutKcIf, mutPirateIf } from '../state/copy.js';
import { displayName } from '../state/display-name.js';

/**
 * The "Action AND Event" cards (4.4C option 3, 17.12): played as the turn's one card for Actions,
 * the Event resolved at once (no Anti-Pirate Actions meanwhile), then one Action, which may be left
 * unused (RULINGS B23). The Event is compulsory, so the card can be played only when its Event has a
 * subject (otherwise 4.55 may let him discard it for an Action).
 *  #1  Buried Treasure: assigned to one of his Pirates (B46). Later, in the Isle of Pines' Sea Area
 *      at sea, one Action digs: d6 1-2 nothing; 3-6 finds 3d6 x 100 Doubloons for one of his Holds.
 *      Either way the card is discarded; also if the Pirate leaves play first.
 *  #6  Fair Winds: one of his Pirates (with his ally, 11.2) or his KC goes at once to any Sea Area
 *      (B49: no Reaction, Warship or AP card; never a Pirate into his own KC's Sea Area, 10.27).
 *  #10 Heavy Guns: one of his In-Port Pirates' ship gets +2 to its Combat rolls (B24), one card per
 *      ship; the card stays with the ship.
 */
export type { CardEvent } from '../actions/hooks.js';
import type { CardEvent } from '../actions/hooks.js';

const BURIED = 'buried-treasure';

/** Every Event choice of an "Action AND Event" card for this player, or null for other cards. */
export function cardEventChoices(s: GameState, ix: ComponentIndex, player: PlayerId, card: string): CardEvent[] | null {
  const mine = piratesOf(s, player);
  switch (card) {
    case 'heavy-guns':
      return mine.filter((p) => p.location.kind === 'port' && !p.heavyGuns).map((p) => ({ target: p.id, area: null }));
    case BURIED:
      return mine.map((p) => ({ target: p.id, area: null }));
    case 'fair-winds': {
      const kc = kcOf(s, player);
      const kcArea = kc ? s.kcs[kc]?.area : undefined;
      const out: CardEvent[] = [];
      for (const p of mine) {
        // 11.2: allies travel together; the lead Pirate names the move.
        if (p.ally && p.id > p.ally) continue;
        for (const a of ix.set.seaAreas) {
          const here = p.location.kind === 'sea' && p.location.area === a.id;
          if (!here && a.id !== kcArea) out.push({ target: p.id, area: a.id });
        }
      }
      if (kc && kcArea !== undefined) for (const a of ix.set.seaAreas) if (a.id !== kcArea) out.push({ target: kc, area: a.id });
      return out;
    }
    default:
      return null;
  }
}

/** Resolve the Event; returns where the card goes afterwards. */
export function resolveCardEvent(ctx: Ctx, player: PlayerId, card: string, e: CardEvent): 'discard' | 'kept' {
  const p = mutPirateIf(ctx, e.target);
  switch (card) {
    case 'heavy-guns':
      if (p) p.heavyGuns = true;
      emit(ctx, { type: 'heavyGuns', rule: '17.2', player, pirate: e.target });
      return 'kept';
    case BURIED:
      if (p) p.buriedTreasure = true;
      emit(ctx, { type: 'treasureMap', rule: '17.2', player, pirate: e.target, seaArea: ctx.ix.set.isleOfPines.seaArea });
      return 'kept';
    case 'fair-winds': {
      if (!e.area) return 'discard';
      const kc = mutKcIf(ctx, e.target);
      if (kc) kc.area = e.area;
      else if (p) {
        for (const m of mutTeam(ctx, p)) {
          m.location = { kind: 'sea', area: e.area };
          m.slowMove = null;
          m.sackable = null; // 9.55: out of the port, he can no longer Sack it
        }
      }
      emit(ctx, { type: 'fairWinds', rule: '17.2', player, piece: e.target, kind: kc ? 'kc' : 'pirate', area: e.area });
      return 'discard';
    }
    default:
      return 'discard';
  }
}

/** 17.2 #1 / B46: he may dig, at sea in the Isle of Pines' Sea Area, with the card assigned to him. */
export function mayDig(ix: ComponentIndex, p: PirateState): boolean {
  return p.buriedTreasure && p.location.kind === 'sea' && p.location.area === ix.set.isleOfPines.seaArea;
}

/** The frame of a dig (a Pirate Action); the card rides in it until discarded. */
export function digFrame(p: PirateState): EventFrame {
  // The caller hands the mutable entry (src/state/copy.ts `mutPirate`).
  p.buriedTreasure = false;
  return { kind: 'event', card: BURIED, player: p.owner, step: 'dig', index: 0, targets: [p.id], queue: [] };
}

/** 17.2 #1: the dig. `index` holds the Doubloons found until they are stowed. */
export const buriedTreasure: Handler<EventFrame> = {
  rule: () => '17.2',
  node(s, f): Node {
    const id = f.targets[0];
    const p = id ? s.pirates[id] : undefined;
    if (!p) return { kind: 'auto' };
    if (f.step === 'dig') return { kind: 'chance', spec: dice(1, p.id, `${displayName(s, p.id)} digs on the Isle of Pines (17.2 #1)`) };
    if (f.step === 'treasure') return { kind: 'chance', spec: dice(3, p.id, `Buried treasure of ${displayName(s, p.id)}: 3d6 x 100 (17.2 #1)`) };
    return { kind: 'decision', player: p.owner };
  },
  legal(s, f, ix): Action[] {
    const p = f.targets[0] ? s.pirates[f.targets[0]] : undefined;
    if (!p || f.step !== 'stow') return [];
    return holdChoices(ix, p).map((hold): Action => ({ type: 'chooseHold', player: p.owner, pirate: p.id, hold }));
  },
  step(ctx, f, input) {
    const p = f.targets[0] ? mutPirateIf(ctx, f.targets[0]) : undefined;
    const faces = input?.type === 'chance' && Array.isArray(input.value) ? input.value : null;
    if (p && f.step === 'dig' && faces) {
      const die = faces[0] ?? 1;
      emit(ctx, { type: 'treasureDig', rule: '17.2', pirate: p.id, roll: die, found: die >= 3 });
      if (die >= 3) {
        f.step = 'treasure';
        return;
      }
    } else if (p && f.step === 'treasure' && faces) {
      const sum = faces.reduce((a, b) => a + b, 0);
      f.index = sum * 100;
      emit(ctx, { type: 'treasureFound', rule: '17.2', pirate: p.id, roll: { dice: [...faces], total: sum }, doubloons: f.index });
      if (holdChoices(ctx.ix, p).length > 0) {
        f.step = 'stow';
        return;
      }
    } else if (p && f.step === 'stow' && input?.type === 'chooseHold') {
      addToHold(ctx, p, input.hold, f.index);
      emit(ctx, { type: 'bootyStowed', rule: '17.2', pirate: p.id, doubloons: f.index, holds: [...p.holds] });
    }
    finishEvent(ctx, f);
    if (p) openWindow(ctx, 'actionCompleted', p.id);
  },
};
