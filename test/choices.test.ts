/**
 * choiceSteps (src/api/choices.ts): the legal actions in the steps a player decides them in, shared by
 * `blackbeard play` and the browser client. Every legal action is in the tree exactly once, so the
 * steps never hide or invent a choice; a deployment (3.0 Step 7, 5.13) is the Pirate, then the Sea
 * Area, then the ship; with `byPirate` a turn's Pirate Actions (4.5) come under their Pirate.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { apply, builtinComponents, choiceSteps, createGame, legalActions, onlyAction, pending, placeOf, randomBot, type Action, type Choice, type GameState } from '../src/index.js';

function leaves(list: readonly Choice[]): Action[] {
  return list.flatMap((c) => (c.action ? [c.action] : leaves(c.sub ?? [])));
}

/** The states of a random game at which `when` holds (at most `limit`). */
function statesOf(players: number, seed: number, when: (s: GameState, legal: readonly Action[]) => boolean, limit = 20): GameState[] {
  let s = createGame({ players, seed });
  const bot = randomBot(seed);
  const found: GameState[] = [];
  for (let n = 0; n < 3000 && found.length < limit; n++) {
    const p = pending(s);
    if (p.kind !== 'decision') break;
    const legal = legalActions(s, p.player);
    if (when(s, legal)) found.push(s);
    s = apply(s, bot(s, p.player, legal)).state;
  }
  return found;
}

const key = (a: Action): string => JSON.stringify(a);

describe('choiceSteps', () => {
  it('the 3.0 Step 7 deployment: Pirate, then Sea Area (the map place), then Sloop or Schooner', () => {
    const s = createGame({ players: 3, seed: 1 });
    const legal = legalActions(s, 'A');
    expect(legal.every((a) => a.type === 'deployPirate')).toBe(true);
    const menu = choiceSteps(legal, s);
    expect(menu.length).toBe(new Set(legal.map((a) => (a as { pirate: string }).pirate)).size);
    const first = menu[0]!;
    expect(first.label).toMatch(/^Deploy .+…$/);
    expect(first.title).toMatch(/^Where does .+ go\?$/);
    expect(first.pirate).toBeDefined();
    expect(first.place).toBeUndefined(); // several Sea Areas under him
    const area = first.sub![0]!;
    const seaArea = builtinComponents.seaAreas.find((x) => x.id === area.place);
    expect(seaArea).toBeDefined();
    expect(area.label).toBe(seaArea!.name);
    expect(area.sub!.map((c) => c.label)).toEqual(['in a Sloop', 'in a Schooner']);
    expect(area.sub!.every((c) => c.action?.type === 'deployPirate' && c.place === area.place && c.pirate === first.pirate)).toBe(true);
  });

  it('every legal action is in the tree exactly once, with or without byPirate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 0, max: 10_000 }), (players, seed) => {
        for (const s of statesOf(players, seed, (_s, legal) => legal.length > 1, 15)) {
          const p = pending(s);
          if (p.kind !== 'decision') continue;
          const legal = legalActions(s, p.player);
          for (const byPirate of [false, true]) {
            expect(leaves(choiceSteps(legal, s, { byPirate })).map(key).sort()).toEqual(legal.map(key).sort());
          }
        }
      }),
      { numRuns: 6 },
    );
  });

  it('byPirate: a turn with Pirate Actions of several Pirates asks first which Pirate (4.5), each leaf naming its place', () => {
    const [s] = statesOf(3, 1, (st, legal) => pending(st).kind === 'decision' && new Set(legal.filter((a) => a.type === 'move').map((a) => (a as { pirate: string }).pirate)).size > 1, 1);
    expect(s).toBeDefined();
    const p = pending(s!);
    if (p.kind !== 'decision') throw new Error('no decision');
    const legal = legalActions(s!, p.player);
    const flat = choiceSteps(legal, s!);
    expect(flat.every((c) => c.action)).toBe(true); // the terminal game's default: one line each
    const menu = choiceSteps(legal, s!, { byPirate: true });
    const groups = menu.filter((c) => c.sub);
    expect(groups.length).toBeGreaterThan(1);
    for (const g of groups) {
      expect(g.title).toMatch(/^What does .+ do\?$/);
      expect(g.sub!.every((c) => c.pirate === g.pirate && c.action && 'pirate' in c.action && c.action.pirate === g.pirate)).toBe(true);
      for (const c of g.sub!) if (c.action?.type === 'move') expect(c.place).toBe(placeOf(c.action));
    }
  });

  it('placeOf: the Sea Area, Transit Box or port an action names', () => {
    expect(placeOf({ type: 'move', player: 'A', pirate: 'vane', to: { kind: 'port', port: 'havana' } })).toBe('havana');
    expect(placeOf({ type: 'move', player: 'A', pirate: 'vane', to: { kind: 'transit', box: 'gold-coast-east-africa' } })).toBe('gold-coast-east-africa');
    expect(placeOf({ type: 'attackPort', player: 'A', pirate: 'vane', port: 'boston' })).toBe('boston');
    expect(placeOf({ type: 'kcMove', player: 'B', to: 'india' })).toBe('india');
    expect(placeOf({ type: 'endTurn', player: 'A' })).toBeNull();
  });

  it('onlyAction: a choice that leaves nothing to decide stands for its one action', () => {
    const a: Action = { type: 'pass', player: 'A' };
    expect(onlyAction({ label: 'x', sub: [{ label: 'y', sub: [{ label: 'z', action: a }] }] })).toBe(a);
    expect(onlyAction({ label: 'x', sub: [{ label: 'y', action: a }, { label: 'z', action: a }] })).toBeNull();
  });
});
