import { describe, expect, it } from 'vitest';
import { CARDS, createSmugglers, smugglers, viewOf, type Action, type Player, type State } from './game.js';
import { runKit, type KitGame } from '../kit.js';

/**
 * The kernel's test game (issue 21 point 4): a second game, defined only through the kernel's
 * public entry, that passes the conformance kit and uses each kernel feature: a hidden hand, dice
 * and a draw pool, an interrupt window, a simultaneous secret choice, a hidden commitment and
 * hidden per-player counters.
 */
const e = smugglers;

function clone(s: State): State {
  return JSON.parse(JSON.stringify(s)) as State;
}

const game: KitGame<typeof e extends { apply(s: State, a: Action): unknown } ? import('./game.js').Smugglers : never> = {
  name: 'Smugglers',
  engine: e,
  create: (seed) => createSmugglers(2 + (seed % 3), seed),
  serialize: (s) => JSON.stringify({ format: 'smugglers', version: 1, state: s }),
  deserialize: (t) => (JSON.parse(t) as { state: State }).state,
  players: (s) => s.order,
  view: (s, viewer) => viewOf(s, viewer),
  hiddenVariants(s, viewer) {
    const out: State[] = [];
    // Another player's secret gold.
    const gold = clone(s);
    for (const p of gold.order) if (p !== viewer) gold.gold[p] = (gold.gold[p] ?? 0) + 5;
    out.push(gold);
    // Another player's hand, same size, other cards.
    const hands = clone(s);
    for (const p of hands.order) if (p !== viewer) hands.hands[p] = (hands.hands[p] ?? []).map((c) => CARDS[(CARDS.indexOf(c as (typeof CARDS)[number]) + 1) % CARDS.length] as string);
    out.push(hands);
    // Another player's committed bid, and another Captain's face-down cargo.
    const secret = clone(s);
    for (const f of secret.stack) {
      if (f.kind === 'bid') for (const [p, h] of Object.entries(f.choice.commits)) if (p !== viewer && !h.revealed) h.value = (h.value + 1) % 3;
      if (f.kind === 'captain' && f.cargo && f.cargo.owner !== viewer && !f.cargo.revealed) f.cargo.value = f.cargo.value === 'storm' ? 'gold-3' : 'storm';
    }
    out.push(secret);
    return out;
  },
  illegalActions(s) {
    const p = e.pending(s);
    const bad: unknown[] = [{ type: 'board' }, null, { type: 'rest' }];
    if (p.kind === 'decision') bad.push({ type: 'rest', player: s.order.find((q) => q !== p.player) });
    if (p.kind === 'simultaneous') bad.push({ type: 'bid', player: p.players[0], amount: 9 });
    if (p.kind === 'chance') bad.push({ type: 'pass', player: 'A' }, { type: 'chance', value: [7, 7] });
    return bad;
  },
  maxSteps: 500,
};

describe('Smugglers: a second game on the kernel', () => {
  it('passes the conformance kit (60 seeded games, 2-4 players)', () => {
    runKit(game, 60);
  });

  it('S2: a simultaneous secret bid: everyone commits in any order, nothing is revealed until all have', () => {
    let s = createSmugglers(3, 7);
    let p = e.pending(s);
    expect(p).toMatchObject({ kind: 'simultaneous', players: ['A', 'B', 'C'], rule: 'S2' });
    expect(e.legalActions(s, 'B').map((a) => a.type === 'bid' && a.amount)).toEqual([0, 1, 2]);
    expect(e.legalActions(s)).toEqual([]);
    // B commits first: he is no longer asked, and cannot commit twice.
    s = e.apply(s, { type: 'bid', player: 'B', amount: 2 }).state;
    p = e.pending(s);
    expect(p).toMatchObject({ kind: 'simultaneous', players: ['A', 'C'] });
    const twice = e.check(s, { type: 'bid', player: 'B', amount: 1 });
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(twice.error.code).toBe('not-your-decision');
    // A sees that B has bid, not how much; B sees his own bid.
    const stackOf = (viewer: Player) => viewOf(s, viewer).stack[0] as { committed: string[]; values: Record<string, number | null> };
    expect(stackOf('A')).toMatchObject({ committed: ['B'], values: { B: null } });
    expect(stackOf('B').values).toEqual({ B: 2 });
    s = e.apply(s, { type: 'bid', player: 'C', amount: 2 }).state;
    const last = e.apply(s, { type: 'bid', player: 'A', amount: 1 });
    // All in: revealed together; B and C tie at 2, B sits first, pays 2 and is Captain.
    expect(last.events.find((x) => x.type === 'bidsRevealed')).toEqual({ type: 'bidsRevealed', rule: 'S2', bids: { B: 2, C: 2, A: 1 }, captain: 'B' });
    expect(last.state.gold['B']).toBe(1);
    expect(e.pending(last.state)).toMatchObject({ kind: 'decision', player: 'B', rule: 'S3' });
  });

  it('S3/S4: a hidden commitment: the cargo is face down until the roll; forced dice 4+3 earn 2 plus a gold-2 cargo', () => {
    let s = createSmugglers(2, 3, 'external');
    // Deal: A gold-2, B gold-1, A storm, B gold-3 (draws in seat order, twice).
    for (const card of ['gold-2', 'gold-1', 'storm', 'gold-3']) s = e.apply(s, { type: 'chance', value: card }).state;
    s = e.apply(s, { type: 'bid', player: 'A', amount: 1 }).state;
    s = e.apply(s, { type: 'bid', player: 'B', amount: 0 }).state;
    expect(s.gold).toEqual({ A: 2, B: 3 });
    // Hidden counters: each player sees his own gold only.
    expect(viewOf(s, 'B').gold).toEqual({ A: null, B: 3 });
    const sailed = e.apply(s, { type: 'sail', player: 'A', cargo: 'gold-2' });
    s = sailed.state;
    // B holds cards, so he is asked (on public information: asking reveals nothing), but holds no
    // storm: he can only pass. B cannot see the cargo, A can.
    expect(e.pending(s)).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(e.legalActions(s, 'B')).toEqual([{ type: 'pass', player: 'B' }]);
    const cargoFor = (viewer: Player) => (viewOf(s, viewer).stack[0] as { cargo: { value: string | null } }).cargo.value;
    expect(cargoFor('B')).toBeNull();
    expect(cargoFor('A')).toBe('gold-2');
    expect(JSON.stringify(sailed.events)).not.toContain('gold-2');
    s = e.apply(s, { type: 'pass', player: 'B' }).state;
    expect(e.pending(s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 2 } });
    const voyage = e.apply(s, { type: 'chance', value: [4, 3] });
    expect(voyage.events).toContainEqual({ type: 'voyage', rule: 'S4', player: 'A', dice: [4, 3], earned: 4, cargo: 'gold-2' });
    expect(voyage.state.gold['A']).toBe(6);
  });

  it('S3: an interrupt window: another player may answer the voyage with a storm from his hand', () => {
    let s = createSmugglers(2, 3, 'external');
    for (const card of ['gold-1', 'storm', 'gold-3', 'gold-2']) s = e.apply(s, { type: 'chance', value: card }).state;
    s = e.apply(s, { type: 'bid', player: 'A', amount: 2 }).state;
    s = e.apply(s, { type: 'bid', player: 'B', amount: 0 }).state;
    s = e.apply(s, { type: 'sail', player: 'A', cargo: 'gold-3' }).state;
    expect(e.pending(s)).toMatchObject({ kind: 'decision', player: 'B', frame: 'window' });
    expect(e.legalActions(s, 'B')).toEqual([{ type: 'storm', player: 'B' }, { type: 'pass', player: 'B' }]);
    const stormed = e.apply(s, { type: 'storm', player: 'B' });
    expect(stormed.events).toContainEqual({ type: 'stormed', rule: 'S3', player: 'B', captain: 'A', cargo: 'gold-3' });
    // No voyage roll: the Captain draws next.
    expect(e.pending(stormed.state)).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'deck' } });
    expect(stormed.state.gold['A']).toBe(1);
  });

  it('draws are exact: the deck as counts, probabilities by count', () => {
    const s = createSmugglers(2, 1, 'external');
    const outs = e.chanceOutcomes(s);
    expect(outs.map((o) => [o.outcome.value, o.probability])).toEqual([
      ['gold-1', 6 / 16],
      ['gold-2', 4 / 16],
      ['gold-3', 2 / 16],
      ['storm', 4 / 16],
    ]);
    const bad = e.check(s, { type: 'chance', value: 'gold-9' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('invalid-chance-outcome');
  });

  it('the public loop answers a simultaneous choice player by player, in any order, to the end', () => {
    let games = 0;
    for (let seed = 1; seed <= 20; seed++) {
      let s = createSmugglers(3, seed);
      const r = e.pending(s);
      expect(r.kind).toBe('simultaneous');
      // The public loop answers each waiting player in turn, as a server would.
      for (let i = 0; i < 400 && e.pending(s).kind !== 'over'; i++) {
        const p = e.pending(s);
        const who = p.kind === 'decision' ? p.player : p.kind === 'simultaneous' ? (p.players[p.players.length - 1] as Player) : null;
        if (!who) break;
        s = e.apply(s, e.legalActions(s, who)[0] as Action).state;
      }
      if (s.over) games++;
    }
    expect(games).toBe(20);
  });
});
