/**
 * Smugglers: a small card-and-dice game defined only through the kernel's public entry
 * (src/kernel/index.ts), to prove that the kernel owes nothing to pirates (issue 21 point 4). Its
 * rules, cited as `S1`...`S6` in events and errors:
 *
 * - S1 Setup: 2-4 players (A-D), each with 3 gold (kept secret: only its owner sees it) and 2 cards
 *   drawn from the deck (a hidden hand). The deck: gold-1 x6, gold-2 x4, gold-3 x2, storm x4.
 * - S2 Bidding: each round starts with a simultaneous secret bid of 0-2 gold (at most what the
 *   bidder has). Bids are revealed together; the highest bidder (ties: the earliest in seat order)
 *   pays his bid and is the round's Captain.
 * - S3 Sailing: the Captain either rests (draws a card) or sails: he lays a cargo card from his hand
 *   face down, and every other player, from the Captain's left, may answer with a storm card from
 *   his hand, which sinks the voyage (the cargo is discarded unseen... and then revealed: it is lost).
 * - S4 The voyage: unopposed, the Captain rolls 2d6: 7 or more earns 2 gold, less 1 gold. Then the
 *   cargo is revealed: a gold-N cargo earns N more; a storm cargo earns nothing.
 * - S5 Drawing: after resting or sailing, the Captain draws a card if the deck has one.
 * - S6 End: after 6 rounds, or when the deck is empty at a draw, the most gold wins (ties share).
 */
import {
  commitChoice,
  countersSeenBy,
  createWindows,
  deepJson,
  defineGame,
  emit,
  hide,
  IllegalActionError,
  pop,
  push,
  reveal,
  seenBy,
  startChoice,
  sealNew,
  choiceSeenBy,
  revealedChoices,
  newRngState,
  type Ctx,
  type GameTypes,
  type Handler,
  type Hidden,
  type KernelChanceSpec,
  type Pool,
  type SecretChoice,
  type WindowFrame,
} from '../../../src/kernel/index.js';

export type Player = 'A' | 'B' | 'C' | 'D';
export const PLAYERS: readonly Player[] = ['A', 'B', 'C', 'D'];
export const CARDS = ['gold-1', 'gold-2', 'gold-3', 'storm'] as const;
const DECK: Record<string, number> = { 'gold-1': 6, 'gold-2': 4, 'gold-3': 2, storm: 4 };
export const ROUNDS = 6;

export type Frame =
  | { kind: 'deal'; queue: Player[] }
  | { kind: 'bid'; choice: SecretChoice<number> }
  | { kind: 'captain'; player: Player; step: 'choose' | 'roll' | 'draw'; cargo: Hidden<string> | null }
  | (WindowFrame<Player> & { captain: Player });

export type Action =
  | { type: 'chance'; value: number[] | string }
  | { type: 'bid'; player: Player; amount: number }
  | { type: 'sail'; player: Player; cargo: string }
  | { type: 'rest'; player: Player }
  | { type: 'storm'; player: Player }
  | { type: 'pass'; player: Player };

export type Event =
  | { type: 'dealt'; rule: 'S1'; player: Player; card: string }
  | { type: 'bidsRevealed'; rule: 'S2'; bids: Record<string, number>; captain: Player }
  | { type: 'sailed'; rule: 'S3'; player: Player }
  | { type: 'rested'; rule: 'S3'; player: Player }
  | { type: 'stormed'; rule: 'S3'; player: Player; captain: Player; cargo: string }
  | { type: 'voyage'; rule: 'S4'; player: Player; dice: number[]; earned: number; cargo: string }
  | { type: 'drew'; rule: 'S5'; player: Player; card: string }
  | { type: 'gameOver'; rule: 'S6'; winners: Player[] };

export interface State {
  stack: Frame[];
  over: { rule: string; winners: Player[] } | null;
  rng: number[] | null;
  config: { randomness: 'seeded' | 'external'; players: number };
  round: number;
  order: Player[];
  /** Secret per-player counters: only their owner sees them. */
  gold: Record<string, number>;
  hands: Record<string, string[]>;
  deck: Record<string, number>;
  discard: Record<string, number>;
}

export interface Smugglers extends GameTypes {
  state: State;
  frame: Frame;
  action: Action;
  event: Event;
  player: Player;
  spec: KernelChanceSpec;
  ix: null;
}

type SCtx = Ctx<Smugglers>;
type Win = Extract<Frame, { kind: 'window' }>;

const windows = createWindows<Smugglers, Win>({
  // Bit 1: the player holds a card (public: hand sizes are known).
  flags: (s, p) => ((s.hands[p]?.length ?? 0) > 0 ? 1 : 0),
  pass: (player) => ({ type: 'pass', player }),
  isPass: (a) => a.type === 'pass',
});

// S3: a storm from another player's hand sinks the voyage.
windows.register({
  moments: ['sail'],
  needs: 1,
  eligible: (s, _w, p) => (s.hands[p]?.length ?? 0) > 0,
  legal: (s, _w, p) => (s.hands[p]?.includes('storm') ? [{ type: 'storm', player: p }] : []),
  respond(ctx, w, a) {
    if (a.type !== 'storm') return;
    take(ctx.s, a.player, 'storm');
    ctx.s.discard['storm'] = (ctx.s.discard['storm'] ?? 0) + 1;
    const cap = ctx.s.stack.find((f): f is Extract<Frame, { kind: 'captain' }> => f.kind === 'captain');
    if (!cap || !cap.cargo) return;
    const cargo = reveal(cap.cargo).value;
    ctx.s.discard[cargo] = (ctx.s.discard[cargo] ?? 0) + 1;
    cap.cargo = null;
    cap.step = 'draw';
    emit(ctx, { type: 'stormed', rule: 'S3', player: a.player, captain: w.captain, cargo });
  },
});

function take(s: State, p: Player, card: string): void {
  const hand = s.hands[p] ?? [];
  const i = hand.indexOf(card);
  if (i >= 0) s.hands[p] = [...hand.slice(0, i), ...hand.slice(i + 1)];
}

function deckSize(s: State): number {
  return CARDS.reduce((n, c) => n + (s.deck[c] ?? 0), 0);
}

function endGame(ctx: SCtx): void {
  const best = Math.max(...ctx.s.order.map((p) => ctx.s.gold[p] ?? 0));
  const winners = ctx.s.order.filter((p) => (ctx.s.gold[p] ?? 0) === best);
  ctx.s.over = { rule: 'S6', winners };
  ctx.s.stack.length = 0;
  emit(ctx, { type: 'gameOver', rule: 'S6', winners });
}

function nextRound(ctx: SCtx): void {
  ctx.s.round += 1;
  if (ctx.s.round > ROUNDS) return endGame(ctx);
  push(ctx, { kind: 'bid', choice: startChoice<number>(ctx.s.order) });
}

const deal: Handler<Smugglers, Extract<Frame, { kind: 'deal' }>> = {
  rule: () => 'S1',
  node: () => ({ kind: 'chance', spec: { kind: 'draw', pool: 'deck', label: 'a card dealt' } }),
  legal: () => [],
  step(ctx, f, input) {
    if (input?.type !== 'chance' || typeof input.value !== 'string') return;
    const p = f.queue.shift() as Player;
    const card = input.value;
    ctx.s.deck[card] = (ctx.s.deck[card] ?? 0) - 1;
    ctx.s.hands[p] = [...(ctx.s.hands[p] ?? []), card];
    emit(ctx, { type: 'dealt', rule: 'S1', player: p, card });
    if (f.queue.length === 0) {
      pop(ctx, f);
      nextRound(ctx);
    }
  },
};

const bid: Handler<Smugglers, Extract<Frame, { kind: 'bid' }>> = {
  rule: () => 'S2',
  node: (_s, f) => ({ kind: 'simultaneous', players: f.choice.waiting as Player[] }),
  legal(s, f, _ix, p) {
    if (!p || !f.choice.waiting.includes(p)) return [];
    const most = Math.min(2, s.gold[p] ?? 0);
    const out: Action[] = [];
    for (let amount = 0; amount <= most; amount++) out.push({ type: 'bid', player: p, amount });
    return out;
  },
  step(ctx, f, input) {
    if (input?.type !== 'bid') return;
    if (!commitChoice(f.choice, input.player, input.amount)) return;
    const bids = revealedChoices(f.choice);
    let captain = ctx.s.order[0] as Player;
    for (const p of ctx.s.order) if ((bids[p] ?? 0) > (bids[captain] ?? 0)) captain = p;
    ctx.s.gold[captain] = (ctx.s.gold[captain] ?? 0) - (bids[captain] ?? 0);
    emit(ctx, { type: 'bidsRevealed', rule: 'S2', bids, captain });
    pop(ctx, f);
    push(ctx, { kind: 'captain', player: captain, step: 'choose', cargo: null });
  },
};

const captain: Handler<Smugglers, Extract<Frame, { kind: 'captain' }>> = {
  rule: (f) => (f.step === 'roll' ? 'S4' : f.step === 'draw' ? 'S5' : 'S3'),
  node(s, f) {
    if (f.step === 'choose') return { kind: 'decision', player: f.player };
    if (f.step === 'roll') return { kind: 'chance', spec: { kind: 'dice', count: 2, label: 'the voyage roll' } };
    return deckSize(s) > 0 ? { kind: 'chance', spec: { kind: 'draw', pool: 'deck', label: 'the Captain draws' } } : { kind: 'auto' };
  },
  legal(s, f) {
    if (f.step !== 'choose') return [];
    const cargoes = [...new Set(s.hands[f.player] ?? [])].sort();
    return [{ type: 'rest', player: f.player }, ...cargoes.map((cargo): Action => ({ type: 'sail', player: f.player, cargo }))];
  },
  step(ctx, f, input) {
    const s = ctx.s;
    if (f.step === 'choose') {
      if (input?.type === 'rest') {
        emit(ctx, { type: 'rested', rule: 'S3', player: f.player });
        f.step = 'draw';
        return;
      }
      if (input?.type !== 'sail') return;
      take(s, f.player, input.cargo);
      f.cargo = hide(f.player, input.cargo);
      f.step = 'roll';
      emit(ctx, { type: 'sailed', rule: 'S3', player: f.player });
      const order = s.order.slice(s.order.indexOf(f.player) + 1).concat(s.order.slice(0, s.order.indexOf(f.player)));
      windows.open(ctx, { kind: 'window', moment: 'sail', order, cursor: 0, passes: 0, captain: f.player });
      return;
    }
    if (f.step === 'roll') {
      if (input?.type !== 'chance' || !Array.isArray(input.value) || !f.cargo) return;
      const total = input.value.reduce((a, b) => a + b, 0);
      const cargo = reveal(f.cargo).value;
      const bonus = cargo.startsWith('gold-') ? Number(cargo.slice(5)) : 0;
      const earned = (total >= 7 ? 2 : 1) + bonus;
      s.gold[f.player] = (s.gold[f.player] ?? 0) + earned;
      s.discard[cargo] = (s.discard[cargo] ?? 0) + 1;
      f.cargo = null;
      emit(ctx, { type: 'voyage', rule: 'S4', player: f.player, dice: [...input.value], earned, cargo });
      f.step = 'draw';
      return;
    }
    // S5 / S6: draw, or the game ends on an empty deck.
    if (input === null) return endGame(ctx);
    if (input.type !== 'chance' || typeof input.value !== 'string') return;
    s.deck[input.value] = (s.deck[input.value] ?? 0) - 1;
    s.hands[f.player] = [...(s.hands[f.player] ?? []), input.value];
    emit(ctx, { type: 'drew', rule: 'S5', player: f.player, card: input.value });
    pop(ctx, f);
    nextRound(ctx);
  },
};

const windowHandler: Handler<Smugglers, Win> = {
  rule: () => 'S3',
  node: (s, w) => {
    const p = windows.current(s, w, null);
    return p ? { kind: 'decision', player: p } : { kind: 'auto' };
  },
  legal: (s, w, _ix, p) => {
    const player = p ?? windows.current(s, w, null);
    return player ? windows.legal(s, w, null, player) : [];
  },
  step(ctx, w, input) {
    if (input === null) return pop(ctx, w);
    windows.step(ctx, w, input);
    // Nobody else need answer a voyage already sunk: the window closes.
    if (input.type === 'storm') pop(ctx, w);
  },
};

const handlers: Record<Frame['kind'], Handler<Smugglers>> = {
  deal: deal as Handler<Smugglers>,
  bid: bid as Handler<Smugglers>,
  captain: captain as Handler<Smugglers>,
  window: windowHandler as Handler<Smugglers>,
};

const ACTION_TYPES = ['chance', 'bid', 'sail', 'rest', 'storm', 'pass'];

export const smugglers = defineGame<Smugglers>({
  handlerOf: (kind) => {
    const h = Object.hasOwn(handlers, kind) ? handlers[kind as Frame['kind']] : undefined;
    if (!h) throw new Error(`internal: no handler for ${kind}`);
    return h;
  },
  pools: (s): Pool => ({ kind: 'counts', counts: s.deck, order: CARDS }),
  components: () => null,
  illegal: (code, message, rule) => new IllegalActionError(code, message, rule),
  rules: { malformed: 'S0', over: () => 'S6' },
  shapeFault(raw) {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return { path: [], message: 'expected an object' };
    const t = (raw as { type?: unknown }).type;
    if (typeof t !== 'string' || !ACTION_TYPES.includes(t)) return { path: ['type'], message: 'unknown action type' };
    if (t !== 'chance' && !PLAYERS.includes((raw as { player?: unknown }).player as Player)) return { path: ['player'], message: 'expected a player A-D' };
    return null;
  },
  workingCopy: (s) => deepJson(s),
  privateCopy: (s) => deepJson(s),
  seal: (s, base) => sealNew(s, base),
});

/** S1: a new game, waiting at its first chance node (external) or first decision (seeded). */
export function createSmugglers(players: number, seed: number, randomness: 'seeded' | 'external' = 'seeded'): State {
  if (!Number.isInteger(players) || players < 2 || players > 4) throw new Error('Smugglers is for 2-4 players (S1)');
  const order = PLAYERS.slice(0, players) as Player[];
  const base: State = {
    stack: [{ kind: 'deal', queue: [...order, ...order] }],
    over: null,
    rng: randomness === 'seeded' ? newRngState(seed) : null,
    config: { randomness, players },
    round: 0,
    order,
    gold: Object.fromEntries(order.map((p) => [p, 3])),
    hands: Object.fromEntries(order.map((p) => [p, []])),
    deck: { ...DECK },
    discard: {},
  };
  return smugglers.start(base).state;
}

/**
 * What `viewer` may know (null: a spectator): his own hand and gold; the others' hand sizes; the
 * bids committed so far, but only his own amount until all are in; a cargo face down.
 */
export function viewOf(s: State, viewer: Player | null) {
  return {
    round: s.round,
    order: s.order,
    over: s.over,
    deckSize: deckSize(s),
    discard: s.discard,
    gold: countersSeenBy(s.gold, viewer),
    hand: viewer ? (s.hands[viewer] ?? []) : [],
    handSizes: Object.fromEntries(s.order.map((p) => [p, s.hands[p]?.length ?? 0])),
    stack: s.stack.map((f) => {
      if (f.kind === 'bid') return { kind: f.kind, ...choiceSeenBy(f.choice, viewer) };
      if (f.kind === 'captain') return { ...f, cargo: f.cargo ? { owner: f.cargo.owner, value: seenBy(f.cargo, viewer) } : null };
      return f;
    }),
  };
}

/** The winners once the game is over. */
export function winnersOf(s: State): Player[] {
  return s.over?.winners ?? [];
}
