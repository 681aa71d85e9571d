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
