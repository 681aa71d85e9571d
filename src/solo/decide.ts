import type { Action } from '../actions/schema.js';
import type { Blackbeard, Ctx, Handler } from '../actions/ctx.js';
import type { Frame } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import { sameAction, type Engine } from '../kernel/index.js';
import { LETTER } from './letters.js';
import { spChoose } from './choose.js';

/**
 * The System Player's decisions (19.17), made inside `apply` by the kernel's `advance`
 * (src/kernel/engine.ts, through the `decide` hook of src/api/engine.ts), as seeded chance is: the SP never appears in `pending`. Before the policy chooses,
 * the rules that bind the SP narrow the legal actions:
 *  19.13 / 19.14 the SP acts against Blackbeard only through the check made at each of his Actions
 *        (solo/ap-check.ts): in the windows of your Player-Turn it always passes; a Warship it sends
 *        against him attacks (19.13 "perform that Action against Blackbeard");
 *  19.18 a kept Letter of Marque is played for its Pirate as soon as the In-Port Activities allow;
 *  19.19 optional D&R is always taken.
 * The policy (solo/choose.ts) then picks one of what remains; the pick is checked against the list.
 */
export function spConstraints(ctx: Ctx, f: Frame, legal: Action[]): Action[] {
  const s = ctx.s;
  const solo = s.solo;
  if (!solo) return legal;
  // 19.13 / 19.14: in your Player-Turn the SP's Anti-Pirate Actions are the automatic check.
  if (f.kind === 'window' && f.moment !== 'cunning' && s.turn.player !== solo.system) {
    return legal.filter((a) => a.type === 'pass');
  }
  if (f.kind === 'warship' && f.step === 'decide') return legal.filter((a) => a.type === 'warshipAttack' && a.attack);
  // 19.18: the kept Letter goes to the Pirate who sailed for it.
  const letter = legal.filter((a) => a.type === 'playEvent' && a.card === LETTER && !!a.pirate && solo.letters.includes(a.pirate));
  if (letter.length > 0) return letter;
  // 19.19: an SP Pirate always takes D&R when it is optional.
  const dr = legal.filter((a) => a.type === 'declareDR');
  if (dr.length > 0) return dr;
  return legal;
}

/** Resolve one SP decision at the top frame `f`: constrain, choose, check, apply. */
export function spDecide(ctx: Ctx, f: Frame, h: Handler, player: PlayerId, engine: Engine<Blackbeard>): void {
  const legal = h.legal(ctx.s, f, ctx.ix, player);
  const narrowed = spConstraints(ctx, f, legal);
  const options = narrowed.length > 0 ? narrowed : legal;
  if (options.length === 0) throw new Error(`internal: the System Player has no legal action at ${f.kind}`);
  const a = spChoose(ctx, f, options, engine);
  if (!options.some((o) => sameAction(o, a))) throw new Error(`internal: the SP policy chose an illegal action ${JSON.stringify(a)} at ${f.kind}`);
  const solo = ctx.s.solo;
  h.step(ctx, f, a);
  // 17.2 #12: the Letter card has been used; the Pirate no longer keeps it (19.18).
  const after = ctx.s.solo;
  if (solo && after && a.type === 'playEvent' && a.card === LETTER && a.pirate && after.letters.includes(a.pirate)) {
    ctx.s.solo = { ...after, letters: after.letters.filter((id) => id !== a.pirate) };
  }
}
