import type { Action } from './schema.js';
import { dice, emit, ownFrame, pop, type Ctx, type Handler, type Node } from './ctx.js';
import type { FrameOf, PirateState } from '../state/schema.js';
import { ratings } from '../state/pieces.js';
import { changeLoyalty, eliminate } from './pieces.js';
import { withoutOne } from '../state/counts.js';
import { soloRules } from './hooks.js';
import { mutPirateIf, mutPlayerIf, mutRecord, ownPirate } from '../state/copy.js';
import { displayName } from '../state/display-name.js';

/**
 * 14.0 Mutiny (from Loyalty 0, 14.1, or a Mutiny Conspiracy card): the Pirate Player rolls d6
 * against Leadership (14.2):
 *  - higher: the Pirate is marooned (Eliminated, 18.12B); a Pirate card from his owner's hand (his
 *    choice, RULINGS B45), or the top card of the Pirate deck, takes over the ship and everything on
 *    it but Net Worth, Notoriety and Cunning, with Loyalty 6; with no card at all the ship is lost;
 *  - equal: quashed, Loyalty -1 (never below 0);
 *  - lower: quashed.
 * What stays with the ship and what leaves with the Pirate follows RULINGS B10.
 */
type MutinyFrame = FrameOf<'mutiny'>;

export const mutinyHandler: Handler<MutinyFrame> = {
  rule: () => '14.2',
  node(s, f): Node {
    const p = s.pirates[f.pirate];
    if (!p) return { kind: 'auto' };
    if (f.step === 'roll') return { kind: 'chance', spec: dice(1, f.pirate, `Mutiny: Leadership roll for ${displayName(s, f.pirate)} (14.2)`) };
    if (f.step === 'replace') return (s.players[p.owner]?.pirateHand.length ?? 0) > 0 ? { kind: 'decision', player: p.owner } : { kind: 'auto' };
    if (f.step === 'draw') return s.pirateDeck.length > 0 ? { kind: 'chance', spec: { kind: 'draw', pool: 'pirate', label: `A new captain for ${displayName(s, f.pirate)}'s ship (14.2)` } } : { kind: 'auto' };
    return { kind: 'auto' };
  },
  legal(s, f) {
    const p = s.pirates[f.pirate];
    if (!p || f.step !== 'replace') return [];
    return (s.players[p.owner]?.pirateHand ?? []).map((pirate): Action => ({ type: 'chooseReplacement', player: p.owner, pirate }));
  },
  step(ctx, f, input) {
    const s = ctx.s;
    const p = mutPirateIf(ctx, f.pirate);
    if (!p || f.step === 'complete') return pop(ctx, f);
    if (f.step === 'roll') {
      if (input?.type !== 'chance' || !Array.isArray(input.value)) return;
      const die = input.value[0] ?? 1;
      // 19.16 (solitaire): Blackbeard never dies from a Mutiny; his crew's Loyalty pays instead.
      if (s.solo?.blackbeard === p.id) {
        f.step = 'complete';
        return soloRules().blackbeardMutiny(ctx, p, f.cause, die);
      }
      const leadership = ratings(ctx.ix, p.id).leadership;
      const outcome = die > leadership ? 'mutineers win' : die === leadership ? 'quashed, Loyalty -1' : 'quashed';
      emit(ctx, { type: 'mutiny', rule: '14.2', pirate: p.id, cause: f.cause, roll: { die, leadership }, outcome });
      if (die > leadership) {
        f.step = 'replace';
        return;
      }
      // 14.2: a quashed Mutiny on a tie costs 1 Loyalty (at 0 it stays 0: he mutinies again when next activated).
      if (die === leadership) changeLoyalty(ctx, p, ctx.ix.set.tables.crewLoyalty['mutinyTie'] ?? -1, 'mutinyTie', '14.2');
      f.step = 'complete';
      return;
    }
    if (f.step === 'replace') {
      if (input?.type === 'chooseReplacement') {
        const me = mutPlayerIf(ctx, p.owner);
        if (me) me.pirateHand = withoutOne(me.pirateHand, input.pirate);
        takeOver(ctx, p, input.pirate, '14.2', 0, f.cause !== 'activatedAtLoyaltyZero');
        f.step = 'complete';
      } else f.step = 'draw';
      return;
    }
    // 'draw': the top Pirate card, or the ship is lost.
    if (input?.type === 'chance' && typeof input.value === 'string') {
      s.pirateDeck = withoutOne(s.pirateDeck, input.value);
      takeOver(ctx, p, input.value, '14.2', 0, f.cause !== 'activatedAtLoyaltyZero');
    } else {
      emit(ctx, { type: 'shipLost', rule: '14.2', pirate: p.id, reason: 'no Pirate card left to take over (RULINGS B45)' });
      eliminate(ctx, p.id, 'mutiny', '14.2');
    }
    f.step = 'complete';
  },
};

/**
 * A new Pirate takes over the ship (14.2 Mutiny, 17.2 #17 Piratical Ambition): the old one is
 * Eliminated; Holds, Hostages, Heavy Guns, damage, Scurvy, D&R and the Display's Attack History and
 * Governor Bribed markers stay with the ship; Letter of Marque, Safe Havens and Information leave
 * with the old Pirate; NP 0 (or as given), Net Worth 0, Cunning from the new card, Loyalty 6 (B10).
 */
export function takeOver(ctx: Ctx, old: PirateState, newId: string, rule: string, np = 0, carryOn = true, owner: PirateState['owner'] = old.owner): void {
  const s = ctx.s;
  const keepHistory = s.config.options.attackHistoryStaysWithShip;
  const ship: PirateState = {
    ...old,
    id: newId,
    owner,
    loyalty: ctx.ix.set.tables.crewLoyalty['mutinyReset'] ?? 6,
    np,
    netWorth: 0,
    cunning: ratings(ctx.ix, newId).cunning,
    info: {},
    safeHavens: [],
    letterOfMarque: null,
    buriedTreasure: false,
    attackHistory: keepHistory ? old.attackHistory : [],
    portsAttacked: keepHistory ? old.portsAttacked : [],
    sackable: null,
    sackableTurn: 0,
    ally: null,
    slowMove: null,
    convertible: null,
    // B45: a fresh Pirate counter replaces the old one, and the D&R marker sat on it (13.13).
    dr: null,
    drLoyalty: 0,
    drRecoveries: 0,
  };
  // The old Pirate leaves without his ship's contents: they are the new captain's now.
  old = ownPirate(ctx, old);
  old.holds = [];
  old.hostages = [];
  old.heavyGuns = false;
  eliminate(ctx, old.id, 'marooned', rule);
  mutRecord(ctx, 'pirates')[newId] = ship;
  // R17: the new captain carries on with whatever his ship was doing (a Loot under way ...); an
  // Action that the Mutiny interrupted at its activation is spent instead.
  if (carryOn) for (const shared of s.stack.slice()) {
    if (shared.kind === 'mutiny') continue;
    const his = 'pirate' in shared && shared.pirate === old.id;
    const target = shared.kind === 'bootyGrab' && shared.target === old.id;
    if (!his && !target) continue;
    const f = ownFrame(ctx, shared);
    if (his && 'pirate' in f) f.pirate = newId;
    if (target && f.kind === 'bootyGrab') f.target = newId;
  }
  emit(ctx, { type: 'newCaptain', rule, pirate: newId, replaces: old.id, player: ship.owner, loyalty: ship.loyalty, np });
  // 14.2 with 19.2: in Solitaire an SP ship's new captain keeps its place in the SP turn order.
  if (s.solo) soloRules().newCaptain(ctx, old.id, newId);
}
