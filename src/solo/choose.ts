import type { Action } from '../actions/schema.js';
import type { Blackbeard, Ctx } from '../actions/ctx.js';
import type { Engine } from '../kernel/index.js';
import type { Frame } from '../state/schema.js';
import { bestAction } from './policy.js';
import { quickChoice } from './quick.js';

/**
 * 19.17 SP Pirate Goals: the one place where the System Player chooses. Every SP decision the kernel
 * resolves (solo/decide.ts) comes here with its legal actions, already narrowed by the rules that
 * bind the SP (19.13, 19.18, 19.19); the answer is one of them (decide.ts checks it).
 *
 * The choice maximises the VP estimate of src/solo/estimate.ts ("the greatest possible gain to
 * himself OR the greatest possible damage to Blackbeard"), in one of two ways (option
 * `solitaireSystemPlayer`): 'quick' (the default, src/solo/quick.ts) scores each action off the
 * estimate's terms without playing it out, in microseconds; 'lookahead' is the expected-VP-swing
 * search of src/solo/policy.ts, an expectimax over the rest of the action (about 1.5 ms a
 * decision). Both are deterministic and never touch the game's generator, so seeded games and their
 * replays stay exact. A decision with one option left is taken without scoring.
 */
export function spChoose(ctx: Ctx, f: Frame, legal: readonly Action[], engine: Engine<Blackbeard>): Action {
  const solo = ctx.s.solo;
  const only = legal[0];
  if (!solo || !only) throw new Error(`internal: spChoose with ${solo ? 'no legal action' : 'no System Player'} at ${f.kind}`);
  if (legal.length === 1) return only;
  if (ctx.s.config.options.solitaireSystemPlayer === 'lookahead') return bestAction(engine, ctx.s, solo.system, legal);
  return quickChoice(engine, ctx.s, ctx.ix, solo.system, f, legal);
}
