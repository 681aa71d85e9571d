/**
 * The id-leak check of issue 23 point 2, written without a test runner so that both
 * test/text/leaks.test.ts (a few games in `npm test`) and scripts/text-leaks.ts (1,000 games of
 * every kind, run by .ci/run) use it.
 *
 * One random game is played on the simulator with external randomness (so every chance node is
 * met and its label read) and every text a player may read is checked: each event through
 * `describe` as the referee and as the public reads it, the action played through
 * `describeAction`, the pending decision through `describePending` as the decider, another player
 * and the public read it, and each chance label. A text fails when it shows a component id
 * (test/ids.ts states the rule) or a camelCase code ("attackPort").
 */
import { chanceOutcomes, createGame, createSimulator, describe, describeAction, describePending, type GameConfig, type GameState } from '../../src/index.js';
import { chooser } from '../conformance/play.js';
import { componentIds, idsIn } from '../ids.js';

/** The kinds of game the check covers: 2-5 players, 6-10, solitaire, each in both editions. */
export const LEAK_KINDS = ['2-5 livingRules2008', '6-10 livingRules2008', 'solitaire livingRules2008', '2-5 firstPrint2008', '6-10 firstPrint2008', 'solitaire firstPrint2008'] as const;
export type LeakKind = (typeof LEAK_KINDS)[number];

export interface LeakReport {
  /** Texts checked. */
  texts: number;
  /** Each leaking text once, with what leaked ("la-buse: Duel roll of la-buse (15.1)"). */
  leaks: string[];
}

const IDS = componentIds();
/** A camelCase code: a lowercase word with a capital inside ("attackPort", "kcReact"). */
const CODE = /\b[a-z]+[A-Z]\w*\b/;
const STEP_CAP = 20_000;

/** The config of game `index` of a kind: a player count of the kind, and random options now and then. */
export function leakConfig(kind: LeakKind, index: number, seed = 0): GameConfig {
  const r = chooser(seed ^ Math.imul(index + 1, 0x9e3779b1) ^ (LEAK_KINDS.indexOf(kind) << 24));
  const [range, edition] = kind.split(' ') as [string, 'livingRules2008' | 'firstPrint2008'];
  const players = range === 'solitaire' ? 1 : range === '2-5' ? 2 + r.int(4) : 6 + r.int(5);
  // Half the games with some options of the 3.0 play notes that change what is said at setup.
  const options = r.chance(0.5) ? { edition } : { edition, pirateDraft: r.chance(0.5), secretDeployment: r.chance(0.5), randomDeployment: r.chance(0.3), cunning: r.chance(0.8) };
  return { players, seed: r.int(2 ** 31), randomness: 'external', options };
}

/** Play game `index` of `kind` at random and check every text; see the file comment. */
export function leakGame(kind: LeakKind, index: number, seed = 0): LeakReport {
  const config = leakConfig(kind, index, seed);
  const r = chooser((config.seed ?? 0) ^ 0x2545f491);
  const setup = createGame(config);
  const sim = createSimulator(setup, { recordEvents: true });
  const leaks = new Set<string>();
  const seen = new Set<string>();
  let texts = 0;
  const check = (text: string): void => {
    texts++;
    // Many lines repeat ("Player B draws a card"): each distinct text is checked once.
    if (seen.has(text)) return;
    seen.add(text);
    const found = idsIn(text, IDS);
    if (found.length > 0 || CODE.test(text)) leaks.add(`${found.join(', ') || 'code'}: ${text}`);
  };
  for (let step = 0; !sim.isOver(); step++) {
    if (step >= STEP_CAP) throw new Error(`${kind} game ${index}: no end after ${STEP_CAP} steps`);
    const s: GameState = sim.state;
    const decider = sim.decider();
    check(describePending(s).text);
    if (decider) {
      check(describePending(s, decider).text);
      const other = s.order.find((p) => p !== decider);
      if (other) check(describePending(s, other).text);
      const legal = sim.legalActions();
      const a = legal[r.int(legal.length)]!;
      check(describeAction(a, s));
      sim.apply(a);
    } else {
      const outcomes = chanceOutcomes(s);
      const o = outcomes[r.int(outcomes.length)]!;
      sim.apply(o.outcome);
    }
    for (const e of sim.events) {
      check(describe(e, { viewer: 'referee' }));
      check(describe(e));
    }
    sim.events.length = 0;
  }
  check(describePending(sim.state).text);
  return { texts, leaks: [...leaks] };
}
