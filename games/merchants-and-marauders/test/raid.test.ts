/**
 * Scout, Merchant Raids, the Merchant refill, death and retirement, with forced dice and draws
 * (MM Scout, MM Raid, MM Bounty 1-4, MM Death, M18-M20, M25, M27, M32-M34, M56, M57).
 */
import { describe, expect, it } from 'vitest';
import { chanceOutcomes, check, legalActions, pending, view, type Action, type GameState, type PlayerId } from '../src/index.js';
import { chance, giveCargo, ofType, place, play, scenario, setCaptain } from './helpers.js';

const scout = (player: PlayerId): Action => ({ type: 'scout', player, target: 'merchant' });
type P = GameState['pl'][string];

/** P at sea in `zone`, whose Merchant Token is of `nation`. */
function atSea(zone: string, nation: 'dutch' | 'english' | 'french' | 'spanish', extra?: (d: GameState, P: PlayerId) => void) {
  return scenario((d, P) => {
    place(d, P, zone, false);
    // Swap tokens so that `zone` holds one of `nation` (every zone holds one after set-up).
    const other = Object.keys(d.merchants).find((z) => z !== zone && d.merchants[z] === nation);
    if (d.merchants[zone] !== nation && other) [d.merchants[zone], d.merchants[other]] = [nation, d.merchants[zone] ?? null];
    extra?.(d, P);
  });
}

describe('Scout (MM Scout 1-6, M19, M20, M33)', () => {
  it('MM Scout 2, M19: only at sea; MM Scout 4: a failure spends the action; M20: never the same target twice in a turn', () => {
    const inPort = scenario();
    expect(legalActions(inPort.s).some((a) => a.type === 'scout')).toBe(false);
    const { s, P } = atSea('curacao', 'dutch');
    // captain-curacao: Scouting 3.
    let r = play(s, [scout(P)]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 3 } });
    r = play(r.s, [chance([4, 3, 1])]);
    expect(ofType(r.events, 'scouted')[0]).toMatchObject({ rule: 'MM Scout 4', found: false });
    expect(r.s.merchants['curacao']).toBe('dutch');
    expect(r.s.stack.at(-1)).toMatchObject({ kind: 'turn', actions: 2 });
    expect(legalActions(r.s).some((a) => a.type === 'scout')).toBe(false);
    expect(check(r.s, scout(P)).ok).toBe(false);
  });

  it('MM Raid 1, 3-4, M32, M61: found, the token’s nation is revealed and it goes to the track; raid as its nation or the zone’s, or let it go', () => {
    const { s, P, Q } = atSea('caracas', 'dutch');
    let r = play(s, [scout(P), chance([6, 1, 1])]);
    expect(ofType(r.events, 'merchantFound')[0]).toMatchObject({ rule: 'MM Raid 3', nation: 'dutch' });
    expect(r.s.merchants['caracas']).toBeNull();
    expect(view(r.s, Q).merchantTrack).toEqual(['dutch']);
    expect(legalActions(r.s)).toEqual([
      { type: 'raidAs', player: P, nation: 'dutch' },
      { type: 'raidAs', player: P, nation: 'spanish' },
      { type: 'raidAs', player: P, nation: null },
    ]);
    r = play(r.s, [{ type: 'raidAs', player: P, nation: null }]);
    expect(ofType(r.events, 'merchantLetGo')).toHaveLength(1);
    expect(r.s.pl[P]?.bounties).toEqual({ dutch: 0, english: 0, french: 0, spanish: 0 });
  });

  it('M32: in the Caribbean Sea (no port) only the token’s nation; M33: a crippled ship may only let it go', () => {
    const sea = atSea('caribbean-sea', 'french');
    const r = play(sea.s, [scout(sea.P), chance([5, 1, 1])]);
    expect(legalActions(r.s).map((a) => a.type === 'raidAs' && a.nation)).toEqual(['french', null]);
    const hurt = atSea('caracas', 'french', (d, P) => ((d.pl[P] as P).track.cannons = 0));
    const r2 = play(hurt.s, [scout(hurt.P), chance([5, 1, 1])]);
    expect(legalActions(r2.s)).toEqual([{ type: 'raidAs', player: hurt.P, nation: null }]);
  });
});

describe('Merchant Raids (MM Raid 5-18, MM Bounty 1-4)', () => {
  it('MM Raid 18: the rulebook’s raid example (Frederico da Silva, a Sloop, one success spent on an exchange)', () => {
    const { s, P } = atSea('santo-domingo', 'english', (d, P) => setCaptain(d, P, 'frederico-da-silva'));
    let r = play(s, [scout(P), chance([5, 2, 1]), { type: 'raidAs', player: P, nation: 'spanish' }]);
    // MM Raid 6, MM Bounty 4: the bounty comes at once, before any card or die.
    expect(ofType(r.events, 'bountyChanged')[0]).toMatchObject({ rule: 'MM Raid 6', nation: 'spanish', bounties: 1 });
    expect(r.s.pl[P]?.bounties['spanish']).toBe(1);
    // MM Raid 7: three cards face up: Rum (Escape), Tobacco (a Cannons hit), Spice (a Masts hit).
    r = play(r.s, [chance('rum-3'), chance('tobacco-4'), chance('spice-2')]);
    // MM Raid 8: Seamanship (3 dice for this stand-in Frederico), one success.
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 3 } });
    r = play(r.s, [chance([6, 2, 1])]);
    expect(legalActions(r.s)).toContainEqual({ type: 'raidExchange', player: P, card: 'tobacco-4' });
    // The Masts and Cannons hits would destroy the single Cannon: he exchanges the Tobacco card.
    r = play(r.s, [{ type: 'raidExchange', player: P, card: 'tobacco-4' }, chance('tobacco-8')]);
    // One Escape icon, below Maneuverability 4: no escape. Masts 2 -> 1 and Cargo 2 -> 1.
    expect(ofType(r.events, 'damaged').map((e) => [e.location, e.value])).toEqual([['masts', 1], ['cargo', 1]]);
    expect(ofType(r.events, 'raidEnded')[0]).toMatchObject({ rule: 'MM Raid 15', outcome: 'success', escapes: 1, gold: 10 });
    expect(r.s.pl[P]?.gold).toBe(20);
    expect(ofType(r.events, 'gloryGained')).toEqual([]);
    // Room for one card (Cargo 1): he keeps the Rum card.
    r = play(r.s, [{ type: 'raidKeep', player: P, card: 'rum-3' }]);
    expect(legalActions(r.s).some((a) => a.type === 'raidKeep')).toBe(false);
    r = play(r.s, [{ type: 'raidDone', player: P }]);
    expect(r.s.pl[P]?.cargo).toEqual(['rum-3']);
    expect(r.s.discard.cargo).toEqual({ 'tobacco-4': 1, 'spice-2': 1, 'tobacco-8': 1 });
  });

  it('MM Raid 12: a location destroyed fails the raid (no Gold), and the bounty stays (M34)', () => {
    const { s, P } = atSea('santo-domingo', 'english');
    const r = play(s, [scout(P), chance([5, 1, 1]), { type: 'raidAs', player: P, nation: 'english' }, chance('rum-3'), chance('tobacco-4'), chance('spice-3'), chance([1, 1, 1])]);
    expect(ofType(r.events, 'raidEnded')[0]).toMatchObject({ rule: 'MM Raid 12', outcome: 'failed', gold: 0 });
    expect(r.s.pl[P]).toMatchObject({ gold: 10, track: { cannons: 0 }, bounties: { english: 1 } });
  });

  it('MM Raid 13: Escape icons at least the Maneuverability: the Merchant escapes, the hits still land', () => {
    const { s, P } = atSea('santo-domingo', 'english', (d, P) => ((d.pl[P] as P).ship = 'flute'));
    // A Flute (stand-in Maneuverability 2): two Escape icons are enough.
    const r = play(s, [scout(P), chance([5, 1, 1]), { type: 'raidAs', player: P, nation: 'english' }, chance('rum-3'), chance('rum-5'), chance('spice-2'), chance([1, 1, 1])]);
    expect(ofType(r.events, 'raidEnded')[0]).toMatchObject({ rule: 'MM Raid 13', outcome: 'escaped', escapes: 2, gold: 0 });
    expect(r.s.pl[P]?.track.masts).toBe(1);
  });

  it('MM Raid 9: a Special Weapon turns a failed die into a success; MM Raid 16: 12+ Gold gives 1 GP', () => {
    const { s, P } = atSea('santo-domingo', 'english', (d, P) => {
      (d.pl[P] as P).weapons = ['grapeshot'];
      d.weaponSupply['grapeshot'] = (d.weaponSupply['grapeshot'] ?? 0) - 1;
    });
    let r = play(s, [scout(P), chance([5, 1, 1]), { type: 'raidAs', player: P, nation: 'english' }, chance('rum-7'), chance('spice-7'), chance('cocoa-7'), chance([1, 1, 1])]);
    expect(legalActions(r.s)).toEqual([{ type: 'spendWeapon', player: P, weapon: 'grapeshot' }, { type: 'raidContinue', player: P }]);
    r = play(r.s, [{ type: 'spendWeapon', player: P, weapon: 'grapeshot' }]);
    expect(r.s.pl[P]?.weapons).toEqual([]);
    // The converted success buys one more card: tobacco-7, a fourth Escape icon.
    r = play(r.s, [{ type: 'raidDraw', player: P }, chance('tobacco-7')]);
    // Four Escape icons reach the Sloop's Maneuverability 4: escaped. Start again with three cards.
    expect(ofType(r.events, 'raidEnded')[0]).toMatchObject({ outcome: 'escaped' });
    const t = atSea('santo-domingo', 'english');
    const r2 = play(t.s, [scout(t.P), chance([5, 1, 1]), { type: 'raidAs', player: t.P, nation: 'english' }, chance('rum-7'), chance('spice-7'), chance('sugar-8'), chance([1, 1, 1])]);
    // 4 + 4 + 5 = 13 Gold: +1 GP and a Glory Card (the Hull hit leaves Hull 1).
    expect(ofType(r2.events, 'raidEnded')[0]).toMatchObject({ outcome: 'success', gold: 13 });
    expect(ofType(r2.events, 'gloryGained')[0]).toMatchObject({ rule: 'MM Raid 16', glory: 1 });
    expect(pending(r2.s)).toMatchObject({ kind: 'chance', spec: { pool: 'glory' } });
  });

  it('M27: Reinforced Hull absorbs one raid hit and is flipped until refreshed for 3 Gold (MM Yard 15)', () => {
    const { s, P } = atSea('santo-domingo', 'english', (d, P) => {
      const at = Object.keys(d.portMods).find((k) => d.portMods[k]?.type === 'reinforced-hull') as string;
      d.portMods[at] = null;
      (d.pl[P] as P).mods = ['reinforced-hull'];
    });
    let r = play(s, [scout(P), chance([5, 1, 1]), { type: 'raidAs', player: P, nation: 'english' }, chance('rum-3'), chance('tobacco-4'), chance('spice-3'), chance([1, 1, 1])]);
    expect(legalActions(r.s)).toEqual([{ type: 'absorbHit', player: P, location: 'cannons' }, { type: 'noAbsorb', player: P }]);
    r = play(r.s, [{ type: 'absorbHit', player: P, location: 'cannons' }]);
    expect(ofType(r.events, 'raidEnded')[0]).toMatchObject({ outcome: 'success', gold: 9 });
    expect(r.s.pl[P]).toMatchObject({ hullFlipped: true, track: { cannons: 1 } });
  });

  it('MM Combat 14, M25: Cargo damage removes the excess cargo at random', () => {
    const { s, P } = atSea('santo-domingo', 'english', (d, P) => giveCargo(d, P, ['silk-1', 'silk-3']));
    let r = play(s, [scout(P), chance([5, 1, 1]), { type: 'raidAs', player: P, nation: 'english' }, chance('rum-3'), chance('rum-4'), chance('spice-3'), chance([1, 1, 1])]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { pool: 'ownCargo' } });
    expect(chanceOutcomes(r.s).map((o) => [o.outcome.value, o.probability])).toEqual([['silk-1', 0.5], ['silk-3', 0.5]]);
    r = play(r.s, [chance('silk-3')]);
    expect(ofType(r.events, 'cargoLost')[0]).toMatchObject({ rule: 'MM Combat 14', card: 'silk-3' });
    expect(r.s.pl[P]?.cargo).toEqual(['silk-1']);
  });
});

describe('Death and retirement (MM Death 1-5, MM Length 2, M7, M56, M57)', () => {
  it('MM Raid 12, MM Death 1-4, M56: the Hull destroyed, the Captain dies; his next turn starts with a new Captain, paid from the stash first', () => {
    const { s, P, Q } = atSea('santo-domingo', 'english', (d, P) => {
      const x = d.pl[P] as P;
      x.gold = 15;
      x.stash = 4;
      x.glory = 2;
    });
    let r = play(s, [scout(P), chance([5, 1, 1]), { type: 'raidAs', player: P, nation: 'english' }, chance('cocoa-6'), chance('tobacco-2'), chance('rum-3'), chance([1, 1, 1])]);
    expect(ofType(r.events, 'raidEnded')[0]).toMatchObject({ outcome: 'sunk' });
    expect(ofType(r.events, 'captainDied')[0]).toMatchObject({ rule: 'MM Raid 12', captain: 'captain-curacao' });
    // MM Death 1: everything discarded but GP and stash; the ship's Gold is lost (secretly).
    expect(r.s.pl[P]).toMatchObject({ captain: null, ship: null, gold: 0, stash: 4, glory: 2, hand: [], bounties: { english: 0 }, dead: true });
    expect(r.s.discard.captain).toEqual({ 'captain-curacao': 1 });
    expect(ofType(r.events, 'goldLost').map((e) => e.amount)).toEqual([15, null]);
    // M56: dying in his own turn, he loses the rest of it.
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: Q });
    r = play(r.s, [{ type: 'endTurn', player: Q }, chance('calm-seas-2')]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { pool: 'captain' } });
    r = play(r.s, [chance('felipe')]);
    expect(view(r.s, Q).players[P]?.captain).toBeNull();
    r = play(r.s, [{ type: 'chooseShip', player: P, ship: 'flute' }, chance('windfall')]);
    expect(ofType(r.events, 'newCaptain')[0]).toMatchObject({ rule: 'MM Death 4', captain: 'felipe', ship: 'flute', homePort: 'port-x7' });
    // 4 from the stash, 6 from the bank.
    expect(r.s.pl[P]).toMatchObject({ gold: 10, stash: 0, zone: 'port-x7', inPort: true, hand: ['windfall'], dead: false });
    expect(ofType(r.events, 'goldGained').at(-1)).toMatchObject({ rule: 'MM Death 4', amount: 6 });
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P });
  });

  it('MM Length 2, M7 (b): a Captain dies with the Captain deck empty: the game ends at once', () => {
    const { s, P } = atSea('santo-domingo', 'english', (d) => {
      for (const id of Object.keys(d.decks.captain)) d.discard.captain[id] = 1;
      d.decks.captain = {};
    });
    const r = play(s, [scout(P), chance([5, 1, 1]), { type: 'raidAs', player: P, nation: 'english' }, chance('cocoa-6'), chance('tobacco-2'), chance('rum-3'), chance([1, 1, 1])]);
    expect(r.s.over).toMatchObject({ rule: 'MM Length 2' });
  });

  it('MM Death 5, M57: retiring in port before any action ends the turn; the death steps run at the start of his next turn', () => {
    const { s, P, Q } = scenario((d, P) => ((d.pl[P] as P).stash = 12));
    expect(legalActions(s)).toContainEqual({ type: 'retire', player: P });
    let r = play(s, [{ type: 'retire', player: P }]);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: Q });
    expect(r.s.pl[P]).toMatchObject({ retired: true, captain: 'captain-curacao', gold: 10 });
    r = play(r.s, [{ type: 'endTurn', player: Q }, chance('calm-seas-2')]);
    expect(ofType(r.events, 'captainDied')[0]).toMatchObject({ rule: 'MM Death 5', cause: 'retired' });
    r = play(r.s, [chance('felipe'), { type: 'chooseShip', player: P, ship: 'sloop' }, chance('windfall')]);
    // M56 step 6: a stash of 10 or more pays the 10 Gold.
    expect(r.s.pl[P]).toMatchObject({ gold: 10, stash: 2 });
    // Not after an action; M7 (c): not with the Captain deck empty.
    const moved = play(s, [{ type: 'move', player: P, zone: 'curacao', inPort: false }, { type: 'move', player: P, zone: 'curacao', inPort: true }]);
    expect(legalActions(moved.s).some((a) => a.type === 'retire')).toBe(false);
    const empty = scenario((d) => {
      for (const id of Object.keys(d.decks.captain)) d.discard.captain[id] = 1;
      d.decks.captain = {};
    });
    expect(legalActions(empty.s).some((a) => a.type === 'retire')).toBe(false);
  });
});

describe('The Merchant refill (MM Raid 2, M18)', () => {
  it('at the start of a round, 8 or more tokens on the track are dealt face down to the empty zones', () => {
    const { s, P, Q } = scenario((d) => {
      const zones = Object.keys(d.merchants).slice(0, 8);
      for (const z of zones) {
        d.merchantTrack.push(d.merchants[z] as 'dutch');
        d.merchants[z] = null;
      }
    });
    const track = [...s.merchantTrack].sort();
    let r = play(s, [{ type: 'endTurn', player: P }, { type: 'endTurn', player: Q }]);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { pool: 'track' } });
    for (let i = 0; i < 8; i++) r = play(r.s, [chanceOutcomes(r.s)[0]?.outcome as Action]);
    expect(r.s.merchantTrack).toEqual([]);
    expect(Object.values(r.s.merchants).filter((n) => n !== null)).toHaveLength(17);
    expect(ofType(r.events, 'merchantsRefilled')[0]).toMatchObject({ rule: 'MM Raid 2', zones: 17 });
    expect(Object.values(view(r.s, P).merchants).every((x) => x === true)).toBe(true);
    expect(track).toHaveLength(8);
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { pool: 'event' } });
  });
});
