/**
 * Exact outcomes of a Captain's death and the new Captain (MM Death 1-5, MM StashGold 6, MM Length 2,
 * M7 (b), M56, M57, MR40), written for the survivors of the mutation run (`npm run mutate:mm`,
 * docs/coverage.md "Mutation testing"): forced draws, every discard and every field checked.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, pending, type Action, type GameState, type PlayerId } from '../src/index.js';
import { chance, giveCargo, ofType, play, scenario } from './helpers.js';

type P = GameState['pl'][string];
const endTurn = (player: PlayerId): Action => ({ type: 'endTurn', player });

/** Take one card `id` out of `counts` (a deck or a supply), keeping every card accounted for. */
function take<T extends string>(counts: Record<string, number>, id: T): T {
  const n = counts[id] ?? 0;
  if (n <= 0) throw new Error(`no ${id} left`);
  if (n === 1) delete counts[id];
  else counts[id] = n - 1;
  return id;
}

describe('Death (MM Death 1-5, MM StashGold 6, M56, M57): exact outcomes', () => {
  it('MM Death 1, 5, M57: a retired Captain discards everything but GP and stash; his modifiers end, the others stay', () => {
    let mod = '';
    const { s, P, Q } = scenario((d, P, Q) => {
      const x = d.pl[P] as P;
      x.hand.push(take(d.decks.glory, 'keen-eye'));
      x.specialists.push(take(d.decks.glory, 'lookout'));
      x.rumor = take(d.decks.rumor, 'buried-treasure-4');
      x.mission = take(d.decks.mission, 'deliver-cotton-15');
      x.weapons.push(take(d.weaponSupply, 'grapeshot'));
      mod = Object.keys(d.portMods).find((k) => d.portMods[k]?.type === 'chasers') as string;
      x.mods = ['chasers'];
      d.portMods[mod] = null;
      x.gold = 7;
      x.stash = 4;
      x.glory = 1;
      d.modifiers.push({ player: P, card: 'lookout', effect: { op: 'modifier', skill: 'scouting', dice: 1, duration: 'whileEmployed' }, duration: 'whileEmployed' });
      d.modifiers.push({ player: Q, card: 'purser', effect: { op: 'modifier', stat: 'sellPrice', delta: 1, duration: 'whileEmployed' }, duration: 'whileEmployed' });
      giveCargo(d, P, ['rum-1', 'silk-2']);
    });
    const before = { glory: { ...s.discard.glory }, weapons: s.weaponSupply['grapeshot'] ?? 0 };
    let r = play(s, [{ type: 'retire', player: P }, endTurn(Q), chance('calm-seas-2')]);
    expect(ofType(r.events, 'captainDied')).toEqual([{ type: 'captainDied', rule: 'MM Death 5', player: P, captain: 'captain-curacao', cause: 'retired' }]);
    expect(ofType(r.events, 'cargoDiscarded')).toEqual([{ type: 'cargoDiscarded', rule: 'MM Death 1', player: P, cards: ['rum-1', 'silk-2'] }]);
    // MM StashGold 6, M10: the ship's Gold is lost, its amount told to its owner only.
    expect(ofType(r.events, 'goldLost')).toEqual([
      { type: 'goldLost', rule: 'MM Death 1', player: P, amount: 7, private: P },
      { type: 'goldLost', rule: 'MM Death 1', player: P, amount: null },
    ]);
    expect(r.s.pl[P]).toEqual({
      ...s.pl[P],
      captain: null, revealed: false, ship: null, zone: null, inPort: false,
      track: { hull: 0, masts: 0, cargo: 0, crew: 0, cannons: 0 },
      mods: [], weapons: [], gold: 0, hand: [], cargo: [], specialists: [], rumor: null, mission: null,
      bounties: { dutch: 0, english: 0, french: 0, spanish: 0 },
      bigShipsBought: [], lastBuy: null, hullFlipped: false, dead: true, retired: false,
      turns: r.s.pl[P]?.turns,
    });
    expect(r.s.pl[P]).toMatchObject({ stash: 4, glory: 1 });
    expect(r.s.discard.captain).toEqual({ 'captain-curacao': 1 });
    // His hand (the set-up's card and Keen Eye) and his Specialist.
    const cards: Record<string, number> = { ...before.glory };
    for (const c of [...(s.pl[P]?.hand ?? []), 'lookout']) cards[c] = (cards[c] ?? 0) + 1;
    expect(s.pl[P]?.hand).toHaveLength(2);
    expect(r.s.discard.glory).toEqual(cards);
    expect(r.s.discard.rumor).toEqual({ 'buried-treasure-4': 1 });
    expect(r.s.discard.mission).toEqual({ 'deliver-cotton-15': 1 });
    expect(r.s.discard.cargo).toEqual({ 'rum-1': 1, 'silk-2': 1 });
    expect(r.s.weaponSupply['grapeshot']).toBe(before.weapons + 1);
    expect(r.s.modifiers.map((m) => [m.player, m.card])).toEqual([[Q, 'purser']]);
    // MM Yard 19, M28: the ship's mods wait for their owner to place them.
    expect(r.s.stack.map((f) => f.kind)).toEqual(['round', 'turn', 'placeMods', 'newCaptain']);
    expect(r.s.stack[2]).toEqual({ kind: 'placeMods', player: P, tokens: { chasers: 1 }, ports: [], step: 'choose' });
    // MM Death 2: the new Captain is drawn in secret.
    r = play(r.s, [chance('felipe')]);
    expect(ofType(r.events, 'captainDrawn')).toEqual([
      { type: 'captainDrawn', rule: 'MM Death 2', player: P, captain: 'felipe', private: P },
      { type: 'captainDrawn', rule: 'MM Death 2', player: P, captain: null },
    ]);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P, rule: 'MM Death 4' });
    // MR40: no NPC pirate in felipe's home Sea-Zone: no redraw.
    expect(legalActions(r.s)).toEqual([{ type: 'chooseShip', player: P, ship: 'sloop' }, { type: 'chooseShip', player: P, ship: 'flute' }]);
    r = play(r.s, [{ type: 'chooseShip', player: P, ship: 'flute' }]);
    // M56 steps 3-5: in his home port, the cubes at the ship's values, revealed; then a Glory Card.
    expect(ofType(r.events, 'newCaptain')).toEqual([{ type: 'newCaptain', rule: 'MM Death 4', player: P, captain: 'felipe', ship: 'flute', homePort: 'port-x7' }]);
    expect(r.s.pl[P]).toMatchObject({ captain: 'felipe', revealed: true, ship: 'flute', zone: 'port-x7', inPort: true, track: { hull: 2, masts: 2, cargo: 4, crew: 2, cannons: 1 }, gold: 0, dead: true });
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { pool: 'glory' } });
    expect(r.s.stack.at(-1)?.kind).toBe('gloryDraw');
    expect(r.s.stack.at(-2)).toMatchObject({ kind: 'newCaptain', step: 'gold' });
    r = play(r.s, [chance('windfall')]);
    // MM Death 3-4, M56 step 6: 4 from the stash (secretly), 6 from the bank.
    expect(ofType(r.events, 'withdrew')).toEqual([
      { type: 'withdrew', rule: 'MM Death 4', player: P, amount: 4, private: P },
      { type: 'withdrew', rule: 'MM Death 4', player: P, amount: null },
    ]);
    expect(ofType(r.events, 'goldGained')).toEqual([{ type: 'goldGained', rule: 'MM Death 4', player: P, amount: 6, why: 'a new Captain’s gold' }]);
    expect(r.s.pl[P]).toMatchObject({ gold: 10, stash: 0, hand: ['windfall'], dead: false });
    // MM Yard 19, M28: then he places the old ship's mods.
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P, frame: 'placeMods' });
  });

  it('MM Death 1, 4: with nothing aboard, nothing is discarded or lost; with no stash, the bank pays all 10 Gold; MM Death 5, M57: then the new Captain plays his turn', () => {
    const { s, P, Q } = scenario((d, P) => {
      const x = d.pl[P] as P;
      x.gold = 0;
      x.stash = 0;
    });
    let r = play(s, [{ type: 'retire', player: P }, endTurn(Q), chance('calm-seas-2')]);
    expect(ofType(r.events, 'captainDied')).toHaveLength(1);
    expect(ofType(r.events, 'cargoDiscarded')).toEqual([]);
    expect(ofType(r.events, 'goldLost')).toEqual([]);
    expect(r.s.discard.rumor).toEqual({});
    expect(r.s.discard.mission).toEqual({});
    expect(r.s.stack.map((f) => f.kind)).toEqual(['round', 'turn', 'newCaptain']);
    r = play(r.s, [chance('felipe'), { type: 'chooseShip', player: P, ship: 'sloop' }, chance('windfall')]);
    expect(ofType(r.events, 'withdrew')).toEqual([]);
    expect(ofType(r.events, 'goldGained')).toEqual([{ type: 'goldGained', rule: 'MM Death 4', player: P, amount: 10, why: 'a new Captain’s gold' }]);
    expect(r.s.pl[P]).toMatchObject({ gold: 10, stash: 0, ship: 'sloop', dead: false });
    // MM Death 5 "and his new Captain then plays", M56 "then the player takes his actions normally":
    // the death steps at the start of the turn do not cost it (M56's lost turn is a death during it).
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P, frame: 'turn' });
    expect(r.s.stack.at(-1)).toMatchObject({ kind: 'turn', player: P, actions: 3 });
  });
});
