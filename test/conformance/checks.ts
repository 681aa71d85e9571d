/**
 * Assertions shared by the conformance suite (no test-runner dependency, so scripts can reuse
 * them): rejection of illegal actions (property 3), the shape of a decision node (property 1),
 * and events as data (DESIGN "Events").
 */
import {
  IllegalActionError,
  apply,
  chanceOutcomes,
  check,
  describe as describeEvent,
  isOver,
  legalActions,
  pending,
  type Action,
  type GameEvent,
  type GameState,
  type IllegalActionCode,
  type PlayerId,
} from '../../src/index.js';
import { KNOWN_CODES, RULE_REF, key, type Mutation } from './invariants.js';

/** Assert that `action` is rejected by both `check` and `apply` with one of `codes`. */
export function expectRejected(s: GameState, action: unknown, codes: readonly IllegalActionCode[] | null, label: string): IllegalActionError {
  let res: ReturnType<typeof check>;
  try {
    res = check(s, action);
  } catch (e) {
    throw new Error(`check threw on ${label} ${JSON.stringify(action)}: ${String(e)}`);
  }
  if (res.ok) throw new Error(`check accepted ${label}: ${JSON.stringify(action)}`);
  const err = res.error;
  if (!(err instanceof IllegalActionError)) throw new Error(`check's error is not an IllegalActionError for ${label}`);
  if (!KNOWN_CODES.includes(err.code)) throw new Error(`unknown code '${err.code}' for ${label}`);
  if (codes && !codes.includes(err.code)) {
    throw new Error(`${label}: ${JSON.stringify(action)} rejected with '${err.code}' (${err.message}); expected ${codes.join(' | ')}`);
  }
  if (typeof err.rule !== 'string' || !RULE_REF.test(err.rule)) throw new Error(`${label}: rule '${String(err.rule)}' is not a rule reference`);
  if (!err.message) throw new Error(`${label}: empty message`);
  let thrown: unknown = null;
  try {
    apply(s, action as Action);
  } catch (e) {
    thrown = e;
  }
  if (!(thrown instanceof IllegalActionError)) {
    throw new Error(`apply did not throw IllegalActionError on ${label} ${JSON.stringify(action)}: ${thrown === null ? 'no error' : String(thrown)}`);
  }
  if (thrown.code !== err.code || thrown.rule !== err.rule) {
    throw new Error(`${label}: apply threw '${thrown.code}' (${thrown.rule}) but check said '${err.code}' (${err.rule})`);
  }
  return err;
}

/** Assert one mutation's expectation at a decision node. */
export function expectMutation(s: GameState, legalKeys: Set<string>, m: Mutation): void {
  if (m.exact) {
    const listed = legalKeys.has(key(m.action));
    if (listed) {
      const res = check(s, m.action);
      if (!res.ok) throw new Error(`${m.label}: listed action ${JSON.stringify(m.action)} rejected with '${res.error.code}' (${res.error.message})`);
      return;
    }
    expectRejected(s, m.action, m.exact, m.label);
    return;
  }
  expectRejected(s, m.action, m.codes ?? null, m.label);
}

/** Property 1 at a decision node (public API). */
export function expectDecision(s: GameState, player: PlayerId, legal: readonly unknown[]): void {
  const p = pending(s);
  if (p.kind !== 'decision' || p.player !== player) throw new Error(`pending ${JSON.stringify(p)} does not name ${player}`);
  if (isOver(s)) throw new Error('a decision in a finished game');
  const keys = new Set<string>();
  for (const a of legal as Action[]) {
    if (a.type === 'chance') throw new Error(`a chance outcome among the legal actions at a decision: ${JSON.stringify(a)}`);
    if (a.player !== player) throw new Error(`legal action ${JSON.stringify(a)} names ${a.player}, but ${player} decides`);
    const k = key(a);
    if (keys.has(k)) throw new Error(`duplicate legal action ${JSON.stringify(a)}`);
    keys.add(k);
  }
  for (const q of s.order) {
    const mine = legalActions(s, q);
    if (q !== player && mine.length > 0) throw new Error(`legalActions(state, ${q}) is not empty while ${player} decides`);
  }
  if (chanceOutcomes(s).length > 0) throw new Error('chanceOutcomes is not empty at a decision node');
}

/** DESIGN "Events": every event is data with a type and the rule it applies, and describes itself. */
export function expectEvents(events: readonly GameEvent[]): void {
  for (const e of events) {
    if (typeof e.type !== 'string' || !e.type) throw new Error(`event without a type: ${JSON.stringify(e)}`);
    if (typeof e.rule !== 'string' || !RULE_REF.test(e.rule)) throw new Error(`event ${e.type} cites no rule: ${JSON.stringify(e)}`);
    const line = describeEvent(e);
    if (typeof line !== 'string' || line.length === 0) throw new Error(`describe(${e.type}) is empty`);
    if (line === `${e.type} [${e.rule}]`) throw new Error(`describe has no English line for '${e.type}'`);
  }
}
