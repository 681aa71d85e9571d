/**
 * The kernel's conformance kit (test/kernel/kit.ts) on Merchants & Marauders, and a small fuzz:
 * random games end, Gold is conserved (every change of a player's Gold and stash is an event with
 * its amount, M10), and every card and token stays accounted for.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runKit, seeded, type KitGame } from '../../../test/kernel/kit.js';
import { createGame, createGameWithEvents, deserialize, engine, serialize, view, randomBot, apply, pending, type MM, type PlayerId } from '../src/index.js';
import { altSet } from './fixtures/alt-set.js';
import { hiddenVariants } from './fixtures/secrets.js';
import { inventory } from '../src/check.js';
import { goldDelta, goldOf } from './fixtures/census.js';

const game: KitGame<MM> = {
  name: 'Merchants & Marauders',
  engine,
  create: (seed) => createGame({ players: (2 + (seed % 3)) as 2 | 3 | 4, seed }),
  serialize,
  deserialize,
  players: (s) => s.seats,
  view: (s, viewer) => view(s, viewer),
  hiddenVariants,
  illegalActions(s, rand) {
    const p = engine.pending(s);
    const bad: unknown[] = [{ type: 'board' }, null, { type: 'endTurn' }, { type: 'move', player: 'A', zone: 'nowhere', inPort: false }];
    if (p.kind === 'decision') bad.push({ type: 'endTurn', player: s.seats.find((q) => q !== p.player) });
    if (p.kind === 'simultaneous') bad.push({ type: 'chooseShip', player: p.players[0], ship: 'galleon' });
    if (p.kind === 'chance') bad.push({ type: 'endTurn', player: 'A' }, { type: 'chance', value: rand() < 0.5 ? [9] : 'no-such-card' });
    return bad;
  },
  maxSteps: 5000,
  every: 10,
};


function fuzz(games: number, components?: unknown): { steps: number; over: number; npcBattles: number } {
  let steps = 0;
  let npcBattles = 0;
  let over = 0;
  for (let seed = 1; seed <= games; seed++) {
    const players = (2 + (seed % 3)) as 2 | 3 | 4;
    const created = createGameWithEvents({ players, seed, ...(components ? { components } : {}) });
    let s = created.state;
    expect(goldOf(s)).toBe(goldDelta(created.events));
    const cards = inventory(s);
    const bot = randomBot(seed * 7919);
    for (let i = 0; i < 20_000 && pending(s).kind !== 'over'; i++) {
      const p = pending(s);
      if (p.kind === 'chance' || p.kind === 'over') throw new Error('a seeded game stopped at chance');
      const who = (p.kind === 'decision' ? p.player : p.players[0]) as PlayerId;
      const before = goldOf(s);
      const r = apply(s, bot(s, who));
      expect(goldOf(r.state) - before, `seed ${seed}: Gold changed by other than its events`).toBe(goldDelta(r.events));
      for (const e of r.events) if (e.type === 'combatStarted' && (e.aggressor.npc !== null || e.defender.npc !== null)) npcBattles++;
      s = r.state;
      steps++;
    }
    expect(pending(s).kind, `seed ${seed}: the game did not end`).toBe('over');
    expect(inventory(s), `seed ${seed}: a card or token was lost or made`).toEqual(cards);
    over++;
  }
  return { steps, over, npcBattles };
}

describe('Merchants & Marauders on the kernel', () => {
  // The long fuzz (2,000 games) runs in CI from scripts/fuzz.ts; these stay small. The timeouts
  // only keep a loaded machine from failing them (no test asserts on time).
  it('passes the conformance kit (3 seeded games, 2-4 players)', { timeout: 240_000 }, () => {
    runKit(game, 3);
  });

  it('passes the kit on the hand-made alternative component set', { timeout: 240_000 }, () => {
    runKit({ ...game, name: 'M&M (alternative set)', create: (seed) => createGame({ players: (2 + (seed % 3)) as 2 | 3 | 4, seed, components: altSet() }) }, 2);
  });

  it('fuzz: 30 random games end, with Gold, cards and tokens conserved (MM Comp 1-8, M10, M59)', { timeout: 240_000 }, () => {
    const r = fuzz(30);
    expect(r.over).toBe(30);
    // MM NPC 1-23: the NPCs take part (they enter play, hunt, scout and fight).
    expect(r.npcBattles).toBeGreaterThan(0);
  });

  it('fuzz: 20 random games on the alternative set end, conserving everything', { timeout: 240_000 }, () => {
    expect(fuzz(20, altSet()).over).toBe(20);
  });

  it('the kit is game-agnostic: it imports the kernel and vitest, nothing of Blackbeard', () => {
    const source = readFileSync(join(__dirname, '..', '..', '..', 'test', 'kernel', 'kit.ts'), 'utf8');
    const imports = [...source.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
    expect(imports.length).toBeGreaterThan(0);
    for (const path of imports) expect(path === 'vitest' || path?.startsWith('../../src/kernel/'), `the kit imports ${path}`).toBe(true);
  });

  it('a seed is a game: same seed, same bot, same end', () => {
    const play = () => {
      let s = createGame({ players: 3, seed: 99 });
      const bot = randomBot(5);
      while (pending(s).kind !== 'over') {
        const p = pending(s);
        const who = (p.kind === 'decision' ? p.player : p.kind === 'simultaneous' ? p.players[0] : 'A') as PlayerId;
        s = apply(s, bot(s, who)).state;
      }
      return serialize(s);
    };
    expect(play()).toBe(play());
    expect(seeded(1)()).toBeTypeOf('number');
  });
});
