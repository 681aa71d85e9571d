import type { Action } from './schema.js';
import { emit, pop, push, type Ctx, type Handler, type Node } from './ctx.js';
import type { FrameOf, GameState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import { addCount, withSorted, withoutOne, takeCount, total } from '../state/counts.js';
import { inPlayCount, limits, nextAvailablePort } from '../state/pieces.js';
import { deployActions, deployFromHand, giveBack, redraw } from './deploy.js';
import { placeMerchantsFrame } from './merchants.js';
import { deckHasCards } from '../state/chance.js';
import { mutCounts, mutPlayerIf } from '../state/copy.js';

/**
 * 3.0 Preparing for Play, Steps 2-9, as one frame whose `step` walks through the rule:
 *  order (Step 2) -> deal (Steps 3-4) -> governors (Step 5) -> pirates / draftRoll + draft (Step 6)
 *  [-> redraw (2.7 variant)] -> deploy (Step 7) -> merchants (Step 8) -> done (Steps 9-11).
 */
type SetupFrame = FrameOf<'setup'>;

const DEAL = 4; // 3.0 Step 4
const PRO_GOVERNORS = 8; // 3.0 Step 5

/** The seat whose turn it is in a roll-off. */
function rollingSeat(f: SetupFrame): number | undefined {
  return f.contenders.find((seat) => (f.rolls[seat - 1] ?? 0) === 0);
}

/** Player rolling in a roll-off, by seat (before Step 2 players are known by seat only). */
function playerAtSeat(s: GameState, seat: number): PlayerId {
  for (const p of s.order) if (s.players[p]?.seat === seat) return p;
  return 'A';
}

/** 3.0 Step 6 optional rule: snake order, e.g. 1-2-3-4-4-3-2-1 (4 players, 2 each). */
export function draftPicker(s: GameState, firstPick: PlayerId, index: number): PlayerId {
  const n = s.order.length;
  const start = s.order.indexOf(firstPick);
  const round = Math.floor(index / n);
  const pos = index % n;
  const k = round % 2 === 0 ? pos : n - 1 - pos;
  return s.order[(start + k) % n] ?? firstPick;
}

/** Step 7: who deploys next, or null when deployment is over. */
function nextDeployer(s: GameState, f: SetupFrame): PlayerId | null {
  const n = s.order.length;
  const lim = limits(s.config.players).inPlay;
  for (let k = 0; k < n * (lim + 1); k++) {
    const i = f.index + k;
    const round = Math.floor(i / n);
    const p = s.order[i % n];
    if (!p) continue;
    const me = s.players[p];
    const placed = inPlayCount(s, p);
    const canPlace = !!me && me.pirateHand.length > 0 && placed < lim;
    if (round === 0 && placed === 0 && canPlace) return p; // each must deploy one
    if (round > 0 && canPlace && !f.passed.includes(p) && placed <= round) return p;
    if (round > lim) return null;
  }
  return null;
}

function advanceDeployIndex(s: GameState, f: SetupFrame, player: PlayerId): void {
  const n = s.order.length;
  let i = f.index;
  while (s.order[i % n] !== player) i++;
  f.index = i + 1;
}

export const setupHandler: Handler<SetupFrame> = {
  rule(f) {
    const steps: Record<SetupFrame['step'], string> = {
      order: '3.0',
      deal: '3.0',
      governors: '3.0',
      draftRoll: '3.0',
      pirates: '3.0',
      draft: '3.0',
      redraw: '2.7',
      deploy: '3.0',
      merchants: '3.0',
      done: '3.0',
    };
    return steps[f.step];
  },
  node(s, f, ix): Node {
    const n = s.order.length;
    switch (f.step) {
      case 'order':
      case 'draftRoll': {
        const seat = rollingSeat(f);
        if (seat === undefined) return { kind: 'auto' };
        const who = f.step === 'order' ? `seat ${seat}` : `Player ${playerAtSeat(s, seat)}`;
        return { kind: 'chance', spec: { kind: 'dice', count: 1, roller: null, label: `${f.step === 'order' ? 'Player Order' : 'First pick'} roll for ${who} (3.0 Step ${f.step === 'order' ? 2 : 6})` } };
      }
      case 'deal':
        return f.index < DEAL * n && deckHasCards(s, ix)
          ? { kind: 'chance', spec: { kind: 'draw', pool: 'event', label: `Deal an Event card to Player ${s.order[f.index % n]} (3.0 Step 4)` } }
          : { kind: 'auto' };
      case 'governors':
        return f.index < PRO_GOVERNORS && s.proGovernorSupply.length > 0
          ? { kind: 'chance', spec: { kind: 'd66', label: `D66 for Pro-Pirate Governor ${f.index + 1} (3.0 Step 5)` } }
          : { kind: 'auto' };
      case 'pirates':
        return f.index < limits(s.config.players).dealt * n && s.pirateDeck.length > 0
          ? { kind: 'chance', spec: { kind: 'draw', pool: 'pirate', label: `Deal a Pirate card to Player ${s.order[f.index % n]} (3.0 Step 6)` } }
          : { kind: 'auto' };
      case 'draft':
        return f.index < limits(s.config.players).dealt * n && f.firstPick
          ? { kind: 'decision', player: draftPicker(s, f.firstPick, f.index) }
          : { kind: 'auto' };
      case 'redraw': {
        const p = s.order[f.index];
        if (!p) return { kind: 'auto' };
        if (f.returning !== null && s.pirateDeck.length > 0) {
          return { kind: 'chance', spec: { kind: 'draw', pool: 'pirate', label: `Player ${p} draws another Pirate card (2.7)` } };
        }
        return { kind: 'decision', player: p };
      }
      case 'deploy': {
        const p = nextDeployer(s, f);
        if (!p) return { kind: 'auto' };
        if (s.config.options.randomDeployment && !f.rolledPort) {
          return { kind: 'chance', spec: { kind: 'd66', label: `D66 to place Player ${p}'s Pirate (3.0 Step 7 note)` } };
        }
        return { kind: 'decision', player: p };
      }
      default:
        return { kind: 'auto' };
    }
  },
  legal(s, f, ix) {
    const out: Action[] = [];
    switch (f.step) {
      case 'draft': {
        if (!f.firstPick) return [];
        const player = draftPicker(s, f.firstPick, f.index);
        for (const pirate of s.pirateDeck) out.push({ type: 'choosePirate', player, pirate });
        return out;
      }
      case 'redraw': {
        const player = s.order[f.index];
        const me = player ? s.players[player] : undefined;
        if (!player || !me) return [];
        out.push({ type: 'pass', player });
        if (s.pirateDeck.length > 0) for (const pirate of me.pirateHand) out.push({ type: 'redrawPirate', player, pirate });
        return out;
      }
      case 'deploy': {
        const player = nextDeployer(s, f);
        const me = player ? s.players[player] : undefined;
        if (!player || !me) return [];
        const areas = f.rolledPort ? ix.port[f.rolledPort]?.seaAreas : undefined;
        for (const pirate of me.pirateHand) out.push(...deployActions(s, ix, player, pirate, areas));
        if (inPlayCount(s, player) > 0) out.push({ type: 'pass', player }); // only the first is compulsory
        return out;
      }
      default:
        return [];
    }
  },
  step(ctx, f, input) {
    const s = ctx.s;
    const n = s.order.length;
    switch (f.step) {
      case 'order':
      case 'draftRoll':
        return rollOff(ctx, f, input);
      case 'deal': {
        if (input?.type === 'chance' && typeof input.value === 'string') {
          const player = s.order[f.index % n];
          takeCount(mutCounts(ctx, 'deck'), input.value);
          const me = player ? mutPlayerIf(ctx, player) : undefined;
          if (me && player) {
            me.hand = withSorted(me.hand, input.value);
            emit(ctx, { type: 'cardDealt', rule: '3.0', player, card: input.value, visibleTo: player });
          }
          f.index += 1;
          return;
        }
        // Step 4: the Must-Play-Immediately cards go back and the deck is reshuffled.
        for (const id of Object.keys(s.setAside)) addCount(mutCounts(ctx, 'deck'), id, s.setAside[id] ?? 0);
        s.setAside = {};
        emit(ctx, { type: 'deckReady', rule: '3.0', cards: total(s.deck) });
        return goTo(f, 'governors');
      }
      case 'governors': {
        if (input?.type === 'chance' && Array.isArray(input.value)) return placeGovernor(ctx, f, input.value);
        return goTo(f, s.config.options.pirateDraft ? 'draftRoll' : 'pirates', s);
      }
      case 'pirates': {
        if (input?.type === 'chance' && typeof input.value === 'string') {
          const player = s.order[f.index % n];
          const me = player ? mutPlayerIf(ctx, player) : undefined;
          s.pirateDeck = withoutOne(s.pirateDeck, input.value);
          if (me && player) {
            me.pirateHand = [...me.pirateHand, input.value];
            emit(ctx, { type: 'pirateDealt', rule: '3.0', player, pirate: input.value, visibleTo: player });
          }
          f.index += 1;
          return;
        }
        return goTo(f, s.config.players >= 6 ? 'redraw' : 'deploy');
      }
      case 'draft': {
        if (input?.type === 'choosePirate') {
          const me = mutPlayerIf(ctx, input.player);
          s.pirateDeck = withoutOne(s.pirateDeck, input.pirate);
          if (me) me.pirateHand = [...me.pirateHand, input.pirate];
          emit(ctx, { type: 'pirateDrafted', rule: '3.0', player: input.player, pirate: input.pirate, pick: f.index + 1 });
          f.index += 1;
          return;
        }
        return goTo(f, s.config.players >= 6 ? 'redraw' : 'deploy');
      }
      case 'redraw': {
        const player = s.order[f.index];
        if (!player) return goTo(f, 'deploy');
        if (input?.type === 'redrawPirate') {
          redraw(ctx, player, input.pirate);
          f.returning = input.pirate; // the replacement is drawn next, from the deck without it
          return;
        }
        if (input?.type === 'chance' && typeof input.value === 'string') {
          s.pirateDeck = withoutOne(s.pirateDeck, input.value);
          const me = mutPlayerIf(ctx, player);
          if (me) me.pirateHand = [...me.pirateHand, input.value];
          emit(ctx, { type: 'pirateDealt', rule: '2.7', player, pirate: input.value, visibleTo: player });
          if (f.returning !== null) giveBack(ctx, player, f.returning);
          f.returning = null;
          return; // R103: no limit; he may exchange the new one too, or pass
        }
        f.returning = null;
        f.index += 1;
        return;
      }
      case 'deploy':
        return deployStep(ctx, f, input);
      case 'merchants':
        f.step = 'done';
        push(ctx, placeMerchantsFrame(8, '3.0'));
        return;
      case 'done': {
        pop(ctx, f);
        emit(ctx, { type: 'setupComplete', rule: '3.0', order: [...s.order] });
        s.turn.phase = 'start';
        s.turn.number = 1;
        s.turn.player = s.order[0] ?? 'A';
        push(ctx, { kind: 'turn' });
        return;
      }
    }
  },
};

function goTo(f: SetupFrame, step: SetupFrame['step'], s?: GameState): void {
  f.step = step;
  f.index = 0;
  f.passed = [];
  if (step === 'draftRoll' && s) {
    f.rolls = s.order.map(() => 0);
    f.contenders = s.order.map((p) => s.players[p]?.seat ?? 1).sort((a, b) => a - b);
  }
}

/** Step 2 (and Step 6's first-pick roll): highest die wins; tied highest reroll (RULINGS B40). */
function rollOff(ctx: Ctx, f: SetupFrame, input: Action | null): void {
  const s = ctx.s;
  const seat = rollingSeat(f);
  if (seat !== undefined && input?.type === 'chance' && Array.isArray(input.value)) {
    f.rolls[seat - 1] = input.value[0] ?? 1;
    emit(ctx, { type: 'rollOff', rule: f.step === 'order' ? '3.0' : '3.0', purpose: f.step === 'order' ? 'playerOrder' : 'firstPick', seat, roll: input.value[0] });
    return;
  }
  const best = Math.max(...f.contenders.map((c) => f.rolls[c - 1] ?? 0));
  const tied = f.contenders.filter((c) => (f.rolls[c - 1] ?? 0) === best);
  if (tied.length > 1) {
    for (const c of tied) f.rolls[c - 1] = 0;
    f.contenders = tied;
    emit(ctx, { type: 'rollOffTie', rule: '3.0', seats: tied, ruling: 'B40' });
    return;
  }
  const winner = tied[0] ?? 1;
  if (f.step === 'order') {
    // Step 2: the winner is Player A, then clockwise B, C, ...
    const seats = s.order.length;
    s.order.forEach((p, i) => {
      const me = mutPlayerIf(ctx, p);
      if (me) me.seat = ((winner - 1 + i) % seats) + 1;
    });
    emit(ctx, { type: 'playerOrder', rule: '3.0', seatOfA: winner, seats: s.order.map((p) => ({ player: p, seat: s.players[p]?.seat ?? 0 })) });
    f.rolls = [];
    f.contenders = [];
    return goTo(f, 'deal');
  }
  f.firstPick = playerAtSeat(s, winner);
  emit(ctx, { type: 'firstPick', rule: '3.0', player: f.firstPick });
  f.rolls = [];
  f.contenders = [];
  f.step = 'draft';
  f.index = 0;
}

/** Step 5: D66 for a port; not a Pirate Port, one per port; next higher available locator, wrapping. */
function placeGovernor(ctx: Ctx, f: SetupFrame, faces: number[]): void {
  const s = ctx.s;
  const [black = 1, white = 1] = faces;
  const locator = black * 10 + white;
  const port = nextAvailablePort(ctx.ix, locator, (id) => !ctx.ix.port[id]?.piratePort && s.governors[id] === undefined);
  const gov = s.proGovernorSupply[0];
  s.proGovernorSupply = s.proGovernorSupply.slice(1);
  if (!port || !gov) return;
  mutCounts(ctx, 'governors')[port] = gov;
  const rolledPort = ctx.ix.portByLocator[locator]?.id;
  emit(ctx, { type: 'governorPlaced', rule: '3.0', d66: [black, white], rolledPort, port, redirected: rolledPort !== port, governor: gov });
  f.index += 1;
}

/** Step 7: in Player Order each must deploy one Pirate; then each may deploy more, up to 5.16. */
function deployStep(ctx: Ctx, f: SetupFrame, input: Action | null): void {
  const s = ctx.s;
  if (input?.type === 'chance' && Array.isArray(input.value)) {
    const [black = 1, white = 1] = input.value;
    f.rolledPort = ctx.ix.portByLocator[black * 10 + white]?.id ?? null;
    emit(ctx, { type: 'deploymentRolled', rule: '3.0', d66: [black, white], port: f.rolledPort });
    return;
  }
  if (input?.type === 'deployPirate') {
    deployFromHand(ctx, input.player, input.pirate, input.area, input.ship, '3.0', s.config.options.secretDeployment);
    if (s.config.options.secretDeployment) f.hidden.push({ player: input.player, pirate: input.pirate });
    f.rolledPort = null;
    advanceDeployIndex(s, f, input.player);
    return;
  }
  if (input?.type === 'pass') {
    f.passed.push(input.player);
    f.rolledPort = null;
    advanceDeployIndex(s, f, input.player);
    emit(ctx, { type: 'deploymentDeclined', rule: '3.0', player: input.player });
    return;
  }
  // Step 7 secrecy note: all placements are revealed together once everyone has chosen.
  if (f.hidden.length > 0) {
    emit(ctx, { type: 'deploymentsRevealed', rule: '3.0', pirates: f.hidden.map((h) => ({ player: h.player, pirate: h.pirate, area: locationArea(s, h.pirate), ship: s.pirates[h.pirate]?.ship })) });
    f.hidden = [];
  }
  f.step = 'merchants';
}

function locationArea(s: GameState, pirate: string): string | null {
  const loc = s.pirates[pirate]?.location;
  return loc?.kind === 'sea' ? loc.area : null;
}

/** The initial state before Step 2 (Steps 1, 3 and 9 need no dice). */
export function initialSetupFrame(players: number): SetupFrame {
  return {
    kind: 'setup',
    step: 'order',
    index: 0,
    rolls: Array.from({ length: players }, () => 0),
    contenders: Array.from({ length: players }, (_, i) => i + 1),
    firstPick: null,
    passed: [],
    rolledPort: null,
    hidden: [],
    returning: null,
  };
}
