/**
 * The public API beyond the rules: JSON Schemas, saves, the simulator, errors.
 */
import { describe, expect, it } from 'vitest';
import { apply, check, createGame, createSimulator, deserialize, jsonSchemas, legalActions, pending, randomBot, serialize, type PlayerId } from '../src/index.js';

describe('the public API', () => {
  it('exports its zod schemas as JSON Schema', () => {
    const j = jsonSchemas() as Record<string, { type?: string }>;
    for (const k of ['config', 'action', 'components', 'state']) expect(j[k]).toBeTypeOf('object');
    expect(JSON.stringify(j.components)).toContain('hitLocationDie');
  });

  it('a save round-trips; a foreign or damaged save is refused with a code', () => {
    const s = createGame({ players: 3, seed: 8 });
    expect(deserialize(serialize(s))).toEqual(s);
    expect(() => deserialize('{"format":"blackbeard","version":1,"state":{}}')).toThrow(expect.objectContaining({ code: 'not-a-save' }));
    const bad = JSON.parse(serialize(s)) as { state: { round: unknown } };
    bad.state.round = -1;
    expect(() => deserialize(JSON.stringify(bad))).toThrow(expect.objectContaining({ code: 'invalid-state' }));
  });

  it('an illegal action throws a typed error citing a ledger key, and changes nothing', () => {
    const s = createGame({ players: 2, seed: 2 });
    const r = check(s, { type: 'port', player: 'A' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBeTypeOf('string');
      expect(r.error.rule).toMatch(/^MM [A-Za-z]+ \d+$/);
    }
  });

  it('the simulator plays a game in place to the same end as apply with the same choices', () => {
    const start = createGame({ players: 2, seed: 11 });
    const sim = createSimulator(start);
    let s = start;
    const bot = randomBot(3);
    while (!sim.isOver()) {
      const who = sim.decider() as PlayerId;
      const a = bot(sim.state, who);
      expect(legalActions(s, pending(s).kind === 'simultaneous' ? who : undefined)).toContainEqual(a);
      sim.apply(a);
      s = apply(s, a).state;
    }
    expect(sim.result()).toEqual(s.over);
    expect(JSON.stringify(sim.state)).toBe(JSON.stringify(s));
  });
});

describe('text for people (describe, describeAction, describePending)', () => {
  it('says the built-in set is a stand-in; no internal id appears in any text over a random game', async () => {
    const { describe: header, describeAction, describePending } = await import('../src/index.js');
    let s = createGame({ players: 3, seed: 21 });
    expect(header(s)).toMatch(/PROVISIONAL STAND-IN set that comes with the engine, not the printed game/);
    const bot = randomBot(9);
    // An id is kebab-case; "re-roll" is English (the combat texts say it).
    const kebab = /\b(?!re-roll)[a-z0-9]+-[a-z0-9-]+\b/;
    for (let i = 0; i < 400 && pending(s).kind !== 'over'; i++) {
      const p = pending(s);
      const who = (p.kind === 'decision' ? p.player : p.kind === 'simultaneous' ? p.players[0] : 'A') as PlayerId;
      expect(describePending(s)).not.toMatch(kebab);
      for (const a of legalActions(s, p.kind === 'simultaneous' ? who : undefined)) expect(describeAction(s, a), JSON.stringify(a)).not.toMatch(kebab);
      s = apply(s, bot(s, who)).state;
    }
    expect(header(s)).not.toMatch(kebab);
  });
});

describe('the greedy bot', () => {
  it('plays legal moves to the end of a game, and scores more Glory than a random bot', async () => {
    const { greedyBot } = await import('../src/index.js');
    let greedy = 0;
    let random = 0;
    // Eight seeded games (six tied 4-4 once a retired Captain's player kept the turn of his death steps, MM Death 5).
    for (let seed = 1; seed <= 8; seed++) {
      let s = createGame({ players: 2, seed });
      const bots = { A: greedyBot(seed), B: randomBot(seed) };
      while (pending(s).kind !== 'over') {
        const p = pending(s);
        const who = (p.kind === 'decision' ? p.player : p.kind === 'simultaneous' ? p.players[0] : 'A') as 'A' | 'B';
        s = apply(s, bots[who](s, who)).state;
      }
      greedy += s.over?.standings['A']?.total ?? 0;
      random += s.over?.standings['B']?.total ?? 0;
    }
    expect(greedy).toBeGreaterThan(random);
  });
});
