import { describe, expect, it } from 'vitest';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import {
  apply,
  builtinComponents,
  chanceOutcomes,
  createGame,
  createSimulator,
  determinize,
  legalActions,
  pending,
  playForced,
  playerTurn,
  randomBot,
  rollout,
  sampleChance,
  simulatorFromView,
  soloOutlook,
  view,
  type Action,
  type GameState,
  type PlayerId,
  type Simulator,
} from '../../src/index.js';
import { END_REASONS } from '../../src/solo/end.js';

/** The search primitives of docs/bots.md "Search primitives" (src/bots/search.ts). */

function walk(sim: Simulator, seed: number, steps: number): Action[] {
  const bot = randomBot(seed);
  const done: Action[] = [];
  for (let i = 0; i < steps && !sim.isOver(); i++) {
    const who = sim.decider();
    if (who === null) break;
    const a = bot(sim.state, who, sim.legalActions());
    sim.apply(a);
    done.push(a);
  }
  return done;
}

const json = (s: GameState): string => JSON.stringify({ ...s, components: null });

describe('simulatorFromView', () => {
  it('is the determinization of the view, ready to play, in one call', () => {
    const sim0 = createSimulator(createGame({ players: 4, seed: 11 }));
    walk(sim0, 11, 120);
    const who = sim0.decider() as PlayerId;
    const v = view(sim0.state, who);
    const sim = simulatorFromView(v, 5);
    expect(json(sim.state)).toBe(json(determinize(v, 5)));
    expect(view(sim.state, who)).toEqual(v);
    expect(sim.decider()).toBe(who);
    expect(sim.legalActions()).toEqual(legalActions(sim0.state, who));
    // check: false gives the same state (the checks only read).
    expect(json(simulatorFromView(v, 5, { check: false }).state)).toBe(json(sim.state));
  });
});

describe('mark / restore', () => {
  it('restore goes back to the marked position, and the same actions replay the same game (seeded)', () => {
    const sim = createSimulator(createGame({ players: 3, seed: 4 }));
    walk(sim, 4, 60);
    const at = json(sim.state);
    sim.mark();
    const line = walk(sim, 99, 200);
    const end = json(sim.state);
    expect(end).not.toBe(at);
    sim.restore();
    expect(json(sim.state)).toBe(at);
    // The seeded generator is read again from the restore point: same actions, same dice.
    for (const a of line) sim.apply(a);
    expect(json(sim.state)).toBe(end);
    // A fresh simulator from the marked position agrees too.
    const fresh = createSimulator(JSON.parse(at) as GameState);
    for (const a of line) fresh.apply(a);
    expect(json(fresh.state)).toBe(end);
    sim.restore();
    expect(json(sim.state)).toBe(at);
  });

  it('restore before mark throws', () => {
    expect(() => createSimulator(createGame({ players: 2, seed: 1 })).restore()).toThrow(/mark/);
  });
});

describe('playForced, sampleChance, rollout', () => {
  it('playForced stops at a real choice, and every step it took was forced', () => {
    const sim = createSimulator(createGame({ players: 4, seed: 8 }));
    for (let k = 0; k < 30 && !sim.isOver(); k++) {
      const before = sim.legalActions().length;
      const n = playForced(sim);
      if (n > 0) expect(before).toBe(1);
      if (!sim.isOver()) expect(sim.legalActions().length).toBeGreaterThan(1);
      walk(sim, k, 1);
    }
  });

  it('sampleChance draws one of chanceOutcomes, the same for the same generator seed', () => {
    const s0 = createSimulator(createGame({ players: 4, seed: 2 }));
    walk(s0, 2, 80);
    const d = determinize(view(s0.state, s0.decider() as PlayerId), 3);
    const sim = createSimulator(d);
    // Play on until a chance node (external randomness: the simulator stops there).
    const bot = randomBot(1);
    while (!sim.isOver() && sim.decider() !== null) sim.apply(bot(sim.state, sim.decider() as PlayerId, sim.legalActions()));
    expect(pending(sim.state).kind).toBe('chance');
    const outs = chanceOutcomes(sim.state).map((o) => JSON.stringify(o.outcome));
    const a = sampleChance(sim.state, xoroshiro128plus(7));
    const b = sampleChance(sim.state, xoroshiro128plus(7));
    expect(a).toEqual(b);
    expect(outs).toContain(JSON.stringify(a));
    expect(sampleChance(createGame({ players: 2, seed: 1 }), xoroshiro128plus(1))).toBeNull();
  });

  it('rollout stops at the horizon: the given number of new Player-Turns (4.0)', () => {
    const s0 = createSimulator(createGame({ players: 4, seed: 6 }));
    walk(s0, 6, 150);
    const sim = simulatorFromView(view(s0.state, s0.decider() as PlayerId), 1);
    const start = playerTurn(sim.state);
    const r = rollout(sim, { g: xoroshiro128plus(3), turns: 2 });
    expect(r.stop).toBe(sim.isOver() ? 'over' : 'horizon');
    if (r.stop === 'horizon') expect(playerTurn(sim.state)).toBe(start + 2);
    const full = rollout(sim, { g: xoroshiro128plus(3) });
    expect(full.stop).toBe('over');
    expect(sim.isOver()).toBe(true);
  });
});

describe('soloOutlook (19.9)', () => {
  it('a finished game is worth 1 won, -1 lost; Blackbeard killed is -1', () => {
    let seen = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const sim = createSimulator(createGame({ players: 1, seed }));
      rollout(sim, { g: xoroshiro128plus(seed) });
      const o = soloOutlook(sim.state);
      const won = sim.result().winners.includes('A') && sim.result().winners.length === 1;
      expect(o.value).toBe(won ? 1 : -1);
      if (sim.state.over?.reason === END_REASONS.killed) expect(o.value).toBe(-1);
      seen++;
    }
    expect(seen).toBe(6);
  });

  it('a damaged ship (6.27) and a crew near mutiny (14.1) raise the risk and lower the value', () => {
    const sim = createSimulator(createGame({ players: 1, seed: 3 }));
    const bot = randomBot(3);
    const bb = sim.state.solo?.blackbeard as string;
    while (!sim.state.pirates[bb] || sim.state.turn.phase === 'setup') sim.apply(bot(sim.state, sim.decider() as PlayerId, sim.legalActions()));
    const s = JSON.parse(JSON.stringify({ ...sim.state, components: null })) as GameState;
    const base = soloOutlook(s);
    const hurt = JSON.parse(JSON.stringify(s)) as GameState;
    const p = hurt.pirates[bb]!;
    p.combat = 0;
    p.loyalty = 1;
    const worse = soloOutlook(hurt);
    expect(worse.risk).toBeGreaterThan(base.risk);
    expect(worse.value).toBeLessThan(base.value);
    expect(() => soloOutlook(createGame({ players: 2, seed: 1 }))).toThrow(/solitaire/);
  });

  it('the KC threat is the exact chance of being caught (10.33) and beaten (10.35), from 19.14 on', () => {
    const sim = createSimulator(createGame({ players: 1, seed: 3 }));
    const bot = randomBot(3);
    const bb = sim.state.solo?.blackbeard as string;
    while (!sim.state.pirates[bb] || sim.state.turn.phase === 'setup') sim.apply(bot(sim.state, sim.decider() as PlayerId, sim.legalActions()));
    const s = JSON.parse(JSON.stringify({ ...sim.state, components: null })) as GameState;
    const p = s.pirates[bb]!;
    // At sea in the West Caribbean, which borders four Sea Areas (2.2).
    const area = 'west-caribbean';
    p.location = { kind: 'sea', area } as GameState['pirates'][string]['location'];
    // A quiet sea: no Warship, no rival Pirate, no KC, a sound ship and crew, Notoriety below 12.
    Object.assign(s, { warships: {}, kcs: {}, kcPool: ['matthews'] });
    for (const id of Object.keys(s.pirates)) if (id !== bb) delete s.pirates[id];
    Object.assign(p, { combat: 6, speed: 3, loyalty: 5, np: 11, dr: false, heavyGuns: false });
    Object.assign(s.solo!, { kcTrigger: false });
    expect(soloOutlook(s).risk).toBe(0);
    // 19.14: at Notoriety 12 the System Player deploys a KC in his Sea Area. Thomas Matthews (Speed 3,
    // Combat 11, +2 by 2.4) against Teach (Ability 4) on a Schooner (Combat 6, Speed 3): caught when
    // the KC's die beats his (15/36; a tie lets him escape), then beaten when d6 + 13 >= d6 + 10
    // (33/36).
    p.np = 12;
    expect(soloOutlook(s).risk).toBeCloseTo((15 / 36) * (33 / 36), 12);
    // Heavy Guns (+2): beaten on d6 + 13 >= d6 + 12, 26/36.
    p.heavyGuns = true;
    expect(soloOutlook(s).risk).toBeCloseTo((15 / 36) * (26 / 36), 12);
    // The System Player's KC on the map reacts to his next Action at sea (19.13): in his Sea Area,
    // caught on 15/36; next to it, it moves in (-1 to its roll, 10.33): caught on 10/36; farther, no
    // threat this turn.
    s.kcPool = [];
    const borders = builtinComponents.seaAreas.find((a) => a.id === area)?.borders ?? [];
    const far = builtinComponents.seaAreas.find((a) => a.id !== area && !borders.includes(a.id))?.id as string;
    s.kcs = { matthews: { id: 'matthews', owner: s.solo!.system, area } };
    expect(soloOutlook(s).risk).toBeCloseTo((15 / 36) * (26 / 36), 12);
    s.kcs = { matthews: { id: 'matthews', owner: s.solo!.system, area: borders[0] as string } };
    expect(soloOutlook(s).risk).toBeCloseTo((10 / 36) * (26 / 36), 12);
    s.kcs = { matthews: { id: 'matthews', owner: s.solo!.system, area: far } };
    expect(soloOutlook(s).risk).toBe(0);
    // In port a KC may not attack him (10.37).
    p.location = { kind: 'port', port: 'boston' } as GameState['pirates'][string]['location'];
    expect(soloOutlook(s).risk).toBe(0);
  });

  it('is computed on public apply states too (the input is not changed)', () => {
    const s = createGame({ players: 1, seed: 2 });
    const before = JSON.stringify(s);
    soloOutlook(apply(s, legalActions(s)[0] as Action).state);
    expect(JSON.stringify(s)).toBe(before);
  });
});
