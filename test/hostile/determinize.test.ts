/**
 * Issue 22 point 4: `determinize(view, seed)` checks the view like a save. An edited view (a
 * million Actions left, a way round the bound of 4.5) used to give a state on which `apply` ran
 * 100,000 automatic steps and ended in an untyped Error; now the view is refused with a
 * DeterminizeError naming the path, by the invariants `deserialize` runs (src/state/check.ts).
 */
import { describe, expect, it } from 'vitest';
import { DeterminizeError, determinize, view, type PlayerView } from '../../src/index.js';
import { midGame, throwsTyped } from './helpers.js';

const v = view(midGame, 'A');

/** The view with `f` applied to a copy of it. */
function edited(f: (v: PlayerView) => void): PlayerView {
  const c = structuredClone(v);
  f(c);
  return c;
}

describe('determinize validates the view (issue 22 point 4)', () => {
  it('an untouched view determinizes', () => {
    expect(view(determinize(v, 1), 'A')).toEqual(v);
  });

  it('turn.actionsLeft = 1,000,000: refused at turn.actionsLeft (4.5: a Player-Turn has at most a few Actions)', () => {
    const e = throwsTyped(() => determinize(edited((x) => (x.turn.actionsLeft = 1e6)), 1), DeterminizeError, 'invalid-view', 'turn.actionsLeft');
    expect(e.message).toContain('4.5');
  });

  it('a Pirate with Loyalty 99 (6.24: 0-10), an unknown destroyed port', () => {
    const id = Object.keys(v.pirates).sort()[0]!;
    throwsTyped(() => determinize(edited((x) => (x.pirates[id]!.loyalty = 99)), 1), DeterminizeError, 'invalid-view', `pirates.${id}.loyalty`);
    throwsTyped(() => determinize(edited((x) => x.destroyedPorts.push('atlantis')), 1), DeterminizeError, 'invalid-view', 'destroyedPorts.0');
  });

  it('a value of the wrong type is a DeterminizeError, not a TypeError from inside', () => {
    throwsTyped(() => determinize(edited((x) => ((x as unknown as { pirates: unknown }).pirates = 5)), 1), DeterminizeError, 'invalid-view');
    throwsTyped(() => determinize(edited((x) => ((x as unknown as { turn: unknown }).turn = null)), 1), DeterminizeError, 'invalid-view');
  });
});
