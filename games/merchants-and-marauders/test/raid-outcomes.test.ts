/**
 * Exact outcomes of Scout for a Merchant and the Merchant Raid (MM Scout 3-4, MM Raid 1-17, MM Yard
 * 15, MM Combat 14, MM Weapons 5, M25, M27, M32-M34, MR11, MR12), written for the survivors of the
 * mutation run (`npm run mutate:mm`, docs/coverage.md "Mutation testing"): forced dice and draws,
 * every event checked. Cards used (the built-in set): Escape icons on rum-1/3/5/7, spice-1/3/5/7,
 * cocoa-1/3/5/7, tobacco-1/3/5/7, sugar-1/3/5/7, silk-1/3/5/7; Hit icons: rum-2 Cargo (2 Gold), rum-4
 * Cargo (3), rum-6 Crew (3), rum-8 Cannons (5), tobacco-4 Cannons (3), spice-2 Masts (2), spice-6 Cargo
 * (3), spice-8 Cargo (5), cocoa-6 Hull (3), sugar-8 Hull (5), silk-8 Cannons (5).
 */
import { describe, expect, it } from 'vitest';
import { check, legalActions, pending, type Action, type GameState, type PlayerId } from '../src/index.js';
import { ixOf } from '../src/rules/shared.js';
import { chance, giveCargo, ofType, place, play, scenario } from './helpers.js';

type P = GameState['pl'][string];
type Nation = 'dutch' | 'english' | 'french' | 'spanish';
const scout = (player: PlayerId): Action => ({ type: 'scout', player, target: 'merchant' });
const raidAs = (player: PlayerId, nation: Nation | null): Action => ({ type: 'raidAs', player, nation });

/** P at sea in `zone`, whose Merchant Token is of `nation` (captain-curacao: Scouting 3, Seamanship 3; a Sloop). */
function atSea(zone: string, nation: Nation, extra?: (d: GameState, P: PlayerId, Q: PlayerId) => void) {
  return scenario((d, P, Q) => {
    place(d, P, zone, false);
    const other = Object.keys(d.merchants).find((z) => z !== zone && d.merchants[z] === nation);
    if (d.merchants[zone] !== nation && other) [d.merchants[zone], d.merchants[other]] = [nation, d.merchants[zone] ?? null];
    extra?.(d, P, Q);
  });
}

/** Raid the English Merchant at Santo Domingo: found, raided as English, these three cards drawn. */
function raidWith(cards: string[], extra?: (d: GameState, P: PlayerId, Q: PlayerId) => void) {
  const { s, P, Q } = atSea('santo-domingo', 'english', extra);
  const r = play(s, [scout(P), chance([5, 1, 1]), raidAs(P, 'english'), ...cards.map((c) => chance(c))]);
  return { ...r, P, Q };
}

const top = (s: GameState) => s.stack[s.stack.length - 1];

/** The ledger key a chance node cites: the rule of the error an action other than its outcome gets. */
function chanceRule(s: GameState): string | undefined {
  expect(pending(s).kind).toBe('chance');
  const c = check(s, { type: 'endTurn', player: s.order[0] as PlayerId });
  return c.ok ? undefined : c.error.rule;
}

describe('Scout for a Merchant (MM Scout 3, MM Raid 1, 3, 4): exact outcomes', () => {
  it('MM Scout 3, MM Raid 3, MM Raid 1: found: the token leaves the zone, its nation told, onto the track; the choice is MM Raid 4', () => {
    const { s, P } = atSea('caracas', 'dutch');
    let r = play(s, [scout(P)]);
    expect(chanceRule(r.s)).toBe('MM Scout 3');
    r = play(r.s, [chance([6, 1, 1])]);
    expect(ofType(r.events, 'scouted')).toEqual([{ type: 'scouted', rule: 'MM Scout 3', player: P, target: 'merchant', found: true }]);
    expect(ofType(r.events, 'merchantFound')).toEqual([{ type: 'merchantFound', rule: 'MM Raid 3', player: P, zone: 'caracas', nation: 'dutch' }]);
    expect(ofType(r.events, 'merchantToTrack')).toEqual([{ type: 'merchantToTrack', rule: 'MM Raid 1', nation: 'dutch' }]);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P, rule: 'MM Raid 4' });
    expect(top(r.s)).toMatchObject({ kind: 'scout', step: 'found', nation: 'dutch', zone: 'caracas' });
  });

  it('MM Raid 4: letting the Merchant go: no bounty, no raid, the token stays on the track, the turn goes on', () => {
    const { s, P } = atSea('caracas', 'dutch');
    const r = play(s, [scout(P), chance([6, 1, 1]), raidAs(P, null)]);
    expect(ofType(r.events, 'merchantLetGo')).toEqual([{ type: 'merchantLetGo', rule: 'MM Raid 4', player: P, zone: 'caracas' }]);
    expect(ofType(r.events, 'raidStarted')).toEqual([]);
    expect(ofType(r.events, 'bountyChanged')).toEqual([]);
    expect(r.s.merchantTrack).toEqual(['dutch']);
    expect(top(r.s)).toMatchObject({ kind: 'turn', player: P, actions: 2 });
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P });
  });

  it('MM Raid 6-7: raiding: the bounty at once, the raid announced, three cards drawn face up (MM Raid 7), then the Seamanship roll (MM Raid 8)', () => {
    const { s, P } = atSea('caracas', 'dutch');
    let r = play(s, [scout(P), chance([6, 1, 1]), raidAs(P, 'spanish')]);
    expect(ofType(r.events, 'raidStarted')).toEqual([{ type: 'raidStarted', rule: 'MM Raid 7', player: P, nation: 'spanish' }]);
    expect(top(r.s)).toEqual({ kind: 'raid', player: P, nation: 'spanish', step: 'draw', cards: [], successes: 0, failed: 0, drawing: false, absorbed: null });
    expect(chanceRule(r.s)).toBe('MM Raid 7');
    r = play(r.s, [chance('rum-3'), chance('rum-5'), chance('rum-7')]);
    expect(ofType(r.events, 'raidCard')).toEqual(['rum-3', 'rum-5', 'rum-7'].map((card) => ({ type: 'raidCard', rule: 'MM Raid 7', player: P, card })));
    expect(chanceRule(r.s)).toBe('MM Raid 8');
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'dice', count: 3 } });
  });
});

describe('The Merchant Raid (MM Raid 7-17, MR11, MR12): exact outcomes', () => {
  it('MM Raid 9: no failed die, no Special Weapon asked even with one held; the successes go to MM Raid 10', () => {
    const r = raidWith(['rum-3', 'rum-5', 'rum-7'], (d, P) => {
      (d.pl[P] as P).weapons = ['grapeshot'];
      d.weaponSupply['grapeshot'] = (d.weaponSupply['grapeshot'] ?? 0) - 1;
    });
    const r2 = play(r.s, [chance([5, 6, 5])]);
    expect(ofType(r2.events, 'roll')).toEqual([{ type: 'roll', rule: 'MM Raid 8', player: r.P, skill: 'seamanship', faces: ['skull', 'skull', 'skull'], successes: 3 }]);
    expect(pending(r2.s)).toMatchObject({ kind: 'decision', player: r.P, rule: 'MM Raid 10' });
    expect(top(r2.s)).toMatchObject({ step: 'spend', successes: 3, failed: 0 });
  });

  it('MM Raid 9, MR12: each weapon spent turns one failed die into a success and goes back to the supply; two weapons, two successes', () => {
    const r = raidWith(['rum-3', 'rum-5', 'rum-7'], (d, P) => {
      (d.pl[P] as P).weapons = ['grapeshot', 'chain-shot'];
      d.weaponSupply['grapeshot'] = (d.weaponSupply['grapeshot'] ?? 0) - 1;
      d.weaponSupply['chain-shot'] = (d.weaponSupply['chain-shot'] ?? 0) - 1;
    });
    const supply = { ...r.s.weaponSupply };
    let r2 = play(r.s, [chance([5, 1, 1])]);
    expect(pending(r2.s)).toMatchObject({ kind: 'decision', rule: 'MM Raid 9' });
    // Sorted, one action per distinct weapon.
    expect(legalActions(r2.s)).toEqual([
      { type: 'spendWeapon', player: r.P, weapon: 'chain-shot' },
      { type: 'spendWeapon', player: r.P, weapon: 'grapeshot' },
      { type: 'raidContinue', player: r.P },
    ]);
    r2 = play(r2.s, [{ type: 'spendWeapon', player: r.P, weapon: 'grapeshot' }]);
    expect(ofType(r2.events, 'weaponSpent')).toEqual([{ type: 'weaponSpent', rule: 'MM Raid 9', player: r.P, weapon: 'grapeshot' }]);
    expect(r2.s.weaponSupply['grapeshot']).toBe((supply['grapeshot'] ?? 0) + 1);
    expect(top(r2.s)).toMatchObject({ step: 'weapons', successes: 2, failed: 1 });
    r2 = play(r2.s, [{ type: 'spendWeapon', player: r.P, weapon: 'chain-shot' }]);
    expect(r2.s.pl[r.P]?.weapons).toEqual([]);
    // Both failed dice converted: on to the successes (no weapon left to ask about).
    expect(top(r2.s)).toMatchObject({ step: 'spend', successes: 3, failed: 0 });
    expect(pending(r2.s)).toMatchObject({ kind: 'decision', rule: 'MM Raid 10' });
  });

  it('MM Raid 9: a weapon held, one failed die: after "continue" the successes are spent; the weapon is kept', () => {
    const r = raidWith(['rum-3', 'rum-5', 'rum-7'], (d, P) => {
      (d.pl[P] as P).weapons = ['grapeshot'];
      d.weaponSupply['grapeshot'] = (d.weaponSupply['grapeshot'] ?? 0) - 1;
    });
    const r2 = play(r.s, [chance([5, 5, 1]), { type: 'raidContinue', player: r.P }]);
    expect(ofType(r2.events, 'weaponSpent')).toEqual([]);
    expect(r2.s.pl[r.P]?.weapons).toEqual(['grapeshot']);
    expect(top(r2.s)).toMatchObject({ step: 'spend', successes: 2, failed: 1 });
  });

  it('MM Raid 10: each success one at a time: a discard, then an exchange (MM Raid 10 draws), then a draw; the options sorted, one per distinct card', () => {
    const r = raidWith(['rum-8', 'rum-3', 'tobacco-4']);
    let r2 = play(r.s, [chance([5, 6, 5])]);
    expect(legalActions(r2.s)).toEqual([
      { type: 'raidDraw', player: r.P },
      ...['rum-3', 'rum-8', 'tobacco-4'].map((card) => ({ type: 'raidDiscard', player: r.P, card })),
      ...['rum-3', 'rum-8', 'tobacco-4'].map((card) => ({ type: 'raidExchange', player: r.P, card })),
      { type: 'raidStop', player: r.P },
    ]);
    r2 = play(r2.s, [{ type: 'raidDiscard', player: r.P, card: 'rum-8' }]);
    expect(ofType(r2.events, 'raidCardDiscarded')).toEqual([{ type: 'raidCardDiscarded', rule: 'MM Raid 10', player: r.P, card: 'rum-8' }]);
    expect(r2.s.discard.cargo).toEqual({ 'rum-8': 1 });
    expect(top(r2.s)).toMatchObject({ step: 'spend', successes: 2, cards: ['rum-3', 'tobacco-4'], drawing: false });
    r2 = play(r2.s, [{ type: 'raidExchange', player: r.P, card: 'tobacco-4' }]);
    expect(top(r2.s)).toMatchObject({ step: 'spend', successes: 1, cards: ['rum-3'], drawing: true });
    expect(chanceRule(r2.s)).toBe('MM Raid 10');
    expect(pending(r2.s)).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'cargo' } });
    r2 = play(r2.s, [chance('rum-5')]);
    expect(ofType(r2.events, 'raidCard')).toEqual([{ type: 'raidCard', rule: 'MM Raid 10', player: r.P, card: 'rum-5' }]);
    expect(top(r2.s)).toMatchObject({ step: 'spend', successes: 1, cards: ['rum-3', 'rum-5'], drawing: false });
    r2 = play(r2.s, [{ type: 'raidDraw', player: r.P }]);
    expect(top(r2.s)).toMatchObject({ successes: 0, drawing: true });
    r2 = play(r2.s, [chance('rum-7')]);
    // No success left: on to the resolution (three Escape icons, below the Sloop's Maneuverability 4: success, 3 + 3 + 4 Gold).
    expect(ofType(r2.events, 'raidEnded')).toEqual([{ type: 'raidEnded', rule: 'MM Raid 15', player: r.P, outcome: 'success', escapes: 3, gold: 10 }]);
    expect(pending(r2.s)).toMatchObject({ kind: 'decision', player: r.P, rule: 'MM Raid 15' });
  });

  it('M34: stopping leaves the other successes unspent; MM Raid 11: then the hits land', () => {
    const r = raidWith(['rum-3', 'rum-5', 'spice-2']);
    const r2 = play(r.s, [chance([5, 6, 1]), { type: 'raidStop', player: r.P }]);
    expect(ofType(r2.events, 'raidCardDiscarded')).toEqual([]);
    expect(ofType(r2.events, 'damaged')).toEqual([{ type: 'damaged', rule: 'MM Raid 11', player: r.P, location: 'masts', value: 1 }]);
    expect(ofType(r2.events, 'raidEnded')).toEqual([{ type: 'raidEnded', rule: 'MM Raid 15', player: r.P, outcome: 'success', escapes: 2, gold: 8 }]);
  });

  it('MR11: with the deck and the discards empty, a success can only discard (no draw, no exchange); the raid goes on with the cards it has', () => {
    const r = raidWith(['rum-3', 'rum-5', 'rum-7'], (d, _P, Q) => {
      for (const [id, n] of Object.entries(d.decks.cargo)) if (!['rum-3', 'rum-5', 'rum-7'].includes(id)) {
        for (let i = 0; i < n; i++) (d.pl[Q] as P).cargo.push(id);
        delete d.decks.cargo[id];
      }
    });
    expect(r.s.decks.cargo).toEqual({});
    const r2 = play(r.s, [chance([5, 1, 1])]);
    expect(legalActions(r2.s)).toEqual([...['rum-3', 'rum-5', 'rum-7'].map((card) => ({ type: 'raidDiscard', player: r.P, card })), { type: 'raidStop', player: r.P }]);
  });

  it('MR11: a raid begun with two cards left in the deck and none in the discards draws two, and rolls', () => {
    const { s, P } = atSea('santo-domingo', 'english', (d, _P, Q) => {
      for (const [id, n] of Object.entries(d.decks.cargo)) if (!['rum-3', 'rum-5'].includes(id)) {
        for (let i = 0; i < n; i++) (d.pl[Q] as P).cargo.push(id);
        delete d.decks.cargo[id];
      }
    });
    const r = play(s, [scout(P), chance([5, 1, 1]), raidAs(P, 'english'), chance('rum-3'), chance('rum-5')]);
    expect(ofType(r.events, 'cargoDeckRebuilt')).toEqual([]);
    expect(top(r.s)).toMatchObject({ kind: 'raid', step: 'roll', cards: ['rum-3', 'rum-5'] });
    expect(chanceRule(r.s)).toBe('MM Raid 8');
  });

  it('MM Buy 7: a raid that empties the deck with cards in the discards rebuilds it and draws the third card', () => {
    const { s, P } = atSea('santo-domingo', 'english', (d) => {
      for (const [id, n] of Object.entries(d.decks.cargo)) if (!['rum-3', 'rum-5'].includes(id)) {
        d.discard.cargo[id] = n;
        delete d.decks.cargo[id];
      }
    });
    let r = play(s, [scout(P), chance([5, 1, 1]), raidAs(P, 'english'), chance('rum-3'), chance('rum-5')]);
    expect(ofType(r.events, 'cargoDeckRebuilt')).toEqual([{ type: 'cargoDeckRebuilt', rule: 'MM Buy 7', cards: 62 }]);
    expect(top(r.s)).toMatchObject({ kind: 'raid', step: 'draw', cards: ['rum-3', 'rum-5'] });
    r = play(r.s, [chance('rum-7')]);
    expect(top(r.s)).toMatchObject({ kind: 'raid', step: 'roll', cards: ['rum-3', 'rum-5', 'rum-7'] });
  });

  it('MM Buy 7: an exchange with the deck empty rebuilds it from the discards (the card just discarded among them) and draws', () => {
    const { s, P } = atSea('santo-domingo', 'english', (d, _P, Q) => {
      for (const [id, n] of Object.entries(d.decks.cargo)) if (!['rum-3', 'rum-5', 'rum-7'].includes(id)) {
        for (let i = 0; i < n; i++) (d.pl[Q] as P).cargo.push(id);
        delete d.decks.cargo[id];
      }
    });
    // Two successes: the first discards rum-7 (into the empty discards), the second exchanges rum-5.
    let r = play(s, [scout(P), chance([5, 1, 1]), raidAs(P, 'english'), chance('rum-3'), chance('rum-5'), chance('rum-7'), chance([5, 6, 1])]);
    r = play(r.s, [{ type: 'raidDiscard', player: P, card: 'rum-7' }]);
    expect(legalActions(r.s)).toContainEqual({ type: 'raidExchange', player: P, card: 'rum-5' });
    r = play(r.s, [{ type: 'raidExchange', player: P, card: 'rum-5' }]);
    expect(ofType(r.events, 'cargoDeckRebuilt')).toEqual([{ type: 'cargoDeckRebuilt', rule: 'MM Buy 7', cards: 2 }]);
    expect(chanceRule(r.s)).toBe('MM Raid 10');
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { pool: 'cargo' } });
    r = play(r.s, [chance('rum-5')]);
    expect(r.s.decks.cargo).toEqual({ 'rum-7': 1 });
    expect(top(r.s)).toMatchObject({ kind: 'raid', step: 'keep', cards: ['rum-3', 'rum-5'] });
  });

  it('MM Raid 16: exactly 12 Gold gives 1 GP; 11 Gold does not', () => {
    // sugar-7 (4) + rum-7 (4) + cocoa-7 (4) = 12, three Escape icons below Maneuverability 4.
    const twelve = raidWith(['sugar-7', 'rum-7', 'cocoa-7']);
    let r = play(twelve.s, [chance([1, 1, 1])]);
    expect(ofType(r.events, 'raidEnded')).toEqual([{ type: 'raidEnded', rule: 'MM Raid 15', player: twelve.P, outcome: 'success', escapes: 3, gold: 12 }]);
    expect(ofType(r.events, 'goldGained')).toEqual([{ type: 'goldGained', rule: 'MM Raid 15', player: twelve.P, amount: 12, why: 'merchant raid' }]);
    expect(ofType(r.events, 'gloryGained')).toEqual([{ type: 'gloryGained', rule: 'MM Raid 16', player: twelve.P, glory: 1, why: 'plundered 12 Gold or more in one raid' }]);
    const eleven = raidWith(['sugar-7', 'rum-7', 'cocoa-5']);
    r = play(eleven.s, [chance([1, 1, 1])]);
    expect(ofType(r.events, 'raidEnded')[0]).toMatchObject({ outcome: 'success', gold: 11 });
    expect(ofType(r.events, 'gloryGained')).toEqual([]);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', rule: 'MM Raid 15' });
  });

  it('MM Raid 12, 17: a failed raid: no Gold; its cards go to the discards; the ship keeps its cargo when it has room', () => {
    // tobacco-4 destroys the Sloop's single Cannon.
    const r = raidWith(['rum-3', 'tobacco-4', 'rum-5'], (d, P) => giveCargo(d, P, ['silk-1']));
    const r2 = play(r.s, [chance([1, 1, 1])]);
    expect(ofType(r2.events, 'raidEnded')).toEqual([{ type: 'raidEnded', rule: 'MM Raid 12', player: r.P, outcome: 'failed', escapes: 2, gold: 0 }]);
    expect(ofType(r2.events, 'goldGained')).toEqual([]);
    expect(ofType(r2.events, 'cargoDiscarded')).toEqual([{ type: 'cargoDiscarded', rule: 'MM Raid 17', player: r.P, cards: ['rum-3', 'tobacco-4', 'rum-5'] }]);
    expect(r2.s.discard.cargo).toEqual({ 'rum-3': 1, 'tobacco-4': 1, 'rum-5': 1 });
    expect(r2.s.pl[r.P]?.cargo).toEqual(['silk-1']);
    expect(r2.s.stack.some((f) => f.kind === 'raid' || f.kind === 'loseCargo')).toBe(false);
    expect(top(r2.s)).toMatchObject({ kind: 'turn', player: r.P, actions: 2 });
  });

  it('MM Raid 12, MM Combat 14, M25: a failed raid whose Cargo hits leave less room than cargo held: the excess lost at random', () => {
    // rum-2 and rum-4 take the Sloop's Cargo 2 to 0 (the raid fails); its two cards are then too many.
    const r = raidWith(['rum-2', 'rum-4', 'rum-3'], (d, P) => giveCargo(d, P, ['silk-1', 'silk-3']));
    let r2 = play(r.s, [chance([1, 1, 1])]);
    expect(ofType(r2.events, 'raidEnded')[0]).toMatchObject({ rule: 'MM Raid 12', outcome: 'failed' });
    expect(chanceRule(r2.s)).toBe('MM Combat 14');
    expect(pending(r2.s)).toMatchObject({ kind: 'chance', spec: { pool: 'ownCargo' } });
    r2 = play(r2.s, [chance('silk-1'), chance('silk-3')]);
    expect(ofType(r2.events, 'cargoLost').map((e) => e.card)).toEqual(['silk-1', 'silk-3']);
    expect(r2.s.pl[r.P]?.cargo).toEqual([]);
  });

  it('MM Raid 13, 17: escaped: the hits land, no Gold, the cards go to the discards', () => {
    const r = raidWith(['rum-3', 'rum-5', 'rum-7'], (d, P) => ((d.pl[P] as P).ship = 'flute'));
    const r2 = play(r.s, [chance([1, 1, 1])]);
    expect(ofType(r2.events, 'raidEnded')).toEqual([{ type: 'raidEnded', rule: 'MM Raid 13', player: r.P, outcome: 'escaped', escapes: 3, gold: 0 }]);
    expect(ofType(r2.events, 'cargoDiscarded')).toEqual([{ type: 'cargoDiscarded', rule: 'MM Raid 17', player: r.P, cards: ['rum-3', 'rum-5', 'rum-7'] }]);
    expect(r2.s.pl[r.P]?.gold).toBe(10);
  });

  it('MM Raid 13: one Escape icon fewer than the Maneuverability: no escape', () => {
    // The Flute (stand-in Maneuverability 2), one Escape icon.
    const r = raidWith(['rum-3', 'rum-8', 'rum-6'], (d, P) => {
      (d.pl[P] as P).ship = 'flute';
      (d.pl[P] as P).track = { hull: 2, masts: 2, cargo: 4, crew: 2, cannons: 2 };
    });
    const r2 = play(r.s, [chance([1, 1, 1])]);
    expect(ofType(r2.events, 'raidEnded')).toEqual([{ type: 'raidEnded', rule: 'MM Raid 15', player: r.P, outcome: 'success', escapes: 1, gold: 11 }]);
  });

  it('MM Raid 12: all cards discarded, no hit: a raid with no card left still succeeds for 0 Gold', () => {
    const r = raidWith(['rum-3', 'rum-5', 'rum-7']);
    const r2 = play(r.s, [chance([5, 5, 5]), ...['rum-3', 'rum-5', 'rum-7'].map((card) => ({ type: 'raidDiscard', player: r.P, card }) as Action)]);
    expect(ofType(r2.events, 'raidEnded')).toEqual([{ type: 'raidEnded', rule: 'MM Raid 15', player: r.P, outcome: 'success', escapes: 0, gold: 0 }]);
    expect(ofType(r2.events, 'goldGained')).toEqual([]);
    const r3 = play(r2.s, [{ type: 'raidDone', player: r.P }]);
    expect(ofType(r3.events, 'cargoDiscarded')).toEqual([]);
  });

  it('MM Yard 15, M27: no Hit icon: no absorb asked; a flipped Reinforced Hull: not asked either', () => {
    const withHull = (flipped: boolean) => (d: GameState, P: PlayerId) => {
      const at = Object.keys(d.portMods).find((k) => d.portMods[k]?.type === 'reinforced-hull') as string;
      d.portMods[at] = null;
      (d.pl[P] as P).mods = ['reinforced-hull'];
      (d.pl[P] as P).hullFlipped = flipped;
    };
    const none = raidWith(['rum-3', 'rum-5', 'rum-7'], withHull(false));
    let r = play(none.s, [chance([1, 1, 1])]);
    expect(ofType(r.events, 'raidEnded')[0]).toMatchObject({ outcome: 'success' });
    expect(r.s.pl[none.P]?.hullFlipped).toBe(false);
    const flipped = raidWith(['rum-3', 'tobacco-4', 'rum-5'], withHull(true));
    r = play(flipped.s, [chance([1, 1, 1])]);
    expect(ofType(r.events, 'hitAbsorbed')).toEqual([]);
    expect(ofType(r.events, 'raidEnded')[0]).toMatchObject({ outcome: 'failed' });
    const fresh = raidWith(['rum-8', 'tobacco-4', 'spice-2'], withHull(false));
    r = play(fresh.s, [chance([1, 1, 1])]);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: fresh.P, rule: 'MM Yard 15' });
    // Two Cannons hits and a Masts hit: one action per distinct location, sorted.
    expect(legalActions(r.s)).toEqual([{ type: 'absorbHit', player: fresh.P, location: 'cannons' }, { type: 'absorbHit', player: fresh.P, location: 'masts' }, { type: 'noAbsorb', player: fresh.P }]);
    r = play(r.s, [{ type: 'absorbHit', player: fresh.P, location: 'cannons' }]);
    expect(ofType(r.events, 'hitAbsorbed')).toEqual([{ type: 'hitAbsorbed', rule: 'MM Yard 15', player: fresh.P, location: 'cannons' }]);
    // One Cannons hit absorbed, the other lands (Cannons 1 -> 0): the raid fails; the Masts hit lands.
    expect(ofType(r.events, 'damaged').map((e) => [e.location, e.value])).toEqual([['cannons', 0], ['masts', 1]]);
    expect(ofType(r.events, 'raidEnded')[0]).toMatchObject({ outcome: 'failed' });
  });

  it('MM Yard 15: declining to absorb: every hit lands and the Hull stays unflipped', () => {
    const r = raidWith(['rum-3', 'spice-2', 'rum-5'], (d, P) => {
      const at = Object.keys(d.portMods).find((k) => d.portMods[k]?.type === 'reinforced-hull') as string;
      d.portMods[at] = null;
      (d.pl[P] as P).mods = ['reinforced-hull'];
    });
    const r2 = play(r.s, [chance([1, 1, 1]), { type: 'noAbsorb', player: r.P }]);
    expect(ofType(r2.events, 'hitAbsorbed')).toEqual([]);
    expect(r2.s.pl[r.P]).toMatchObject({ hullFlipped: false, track: { masts: 1 } });
  });

  it('MM Raid 15, M25: a full hold is offered no card, only to drop its own (MM Raid 15), then to keep one; MM Raid 17: the rest discarded', () => {
    const r = raidWith(['rum-3', 'rum-5', 'rum-7'], (d, P) => giveCargo(d, P, ['silk-1', 'silk-3']));
    let r2 = play(r.s, [chance([1, 1, 1])]);
    expect(legalActions(r2.s)).toEqual([
      { type: 'raidDropOwn', player: r.P, card: 'silk-1' },
      { type: 'raidDropOwn', player: r.P, card: 'silk-3' },
      { type: 'raidDone', player: r.P },
    ]);
    r2 = play(r2.s, [{ type: 'raidDropOwn', player: r.P, card: 'silk-3' }]);
    expect(ofType(r2.events, 'cargoDiscarded')).toEqual([{ type: 'cargoDiscarded', rule: 'MM Raid 15', player: r.P, cards: ['silk-3'] }]);
    expect(r2.s.discard.cargo).toEqual({ 'silk-3': 1 });
    expect(legalActions(r2.s)).toEqual([
      ...['rum-3', 'rum-5', 'rum-7'].map((card) => ({ type: 'raidKeep', player: r.P, card })),
      { type: 'raidDropOwn', player: r.P, card: 'silk-1' },
      { type: 'raidDone', player: r.P },
    ]);
    r2 = play(r2.s, [{ type: 'raidKeep', player: r.P, card: 'rum-5' }]);
    expect(ofType(r2.events, 'raidCardKept')).toEqual([{ type: 'raidCardKept', rule: 'MM Raid 15', player: r.P, card: 'rum-5' }]);
    r2 = play(r2.s, [{ type: 'raidDone', player: r.P }]);
    expect(ofType(r2.events, 'cargoDiscarded')).toEqual([{ type: 'cargoDiscarded', rule: 'MM Raid 17', player: r.P, cards: ['rum-3', 'rum-7'] }]);
    expect(r2.s.pl[r.P]?.cargo).toEqual(['silk-1', 'rum-5']);
    expect(r2.s.discard.cargo).toEqual({ 'silk-3': 1, 'rum-3': 1, 'rum-7': 1 });
    expect(top(r2.s)).toMatchObject({ kind: 'turn', player: r.P, actions: 2 });
  });

  it('MM Raid 15, MM Combat 14: a success whose Cargo hit leaves too little room: the excess lost at random first, then the keep', () => {
    // rum-2: a Cargo hit (2 -> 1) with two cards aboard.
    const r = raidWith(['rum-2', 'rum-3', 'rum-5'], (d, P) => giveCargo(d, P, ['silk-1', 'silk-3']));
    let r2 = play(r.s, [chance([1, 1, 1])]);
    expect(ofType(r2.events, 'raidEnded')[0]).toMatchObject({ outcome: 'success', gold: 8 });
    expect(chanceRule(r2.s)).toBe('MM Combat 14');
    r2 = play(r2.s, [chance('silk-1')]);
    expect(r2.s.pl[r.P]?.cargo).toEqual(['silk-3']);
    expect(pending(r2.s)).toMatchObject({ kind: 'decision', rule: 'MM Raid 15' });
  });
});

describe('The Merchant refill (MM Raid 2, M18): exact outcomes', () => {
  it('the tokens go to the empty zones in board order; the zones already holding one keep theirs', () => {
    const { s, P, Q } = scenario((d) => {
      const zones = Object.keys(d.merchants).slice(0, 8);
      for (const z of zones) {
        d.merchantTrack.push(d.merchants[z] as Nation);
        d.merchants[z] = null;
      }
    });
    const before = { ...s.merchants };
    let r = play(s, [{ type: 'endTurn', player: P }, { type: 'endTurn', player: Q }]);
    expect(chanceRule(r.s)).toBe('MM Raid 2');
    const empty = Object.keys(before).filter((z) => before[z] === null);
    const first = r.s.merchantTrack[0] as Nation;
    r = play(r.s, [chance(first)]);
    // The first empty zone of the board's order takes it.
    const filled = Object.keys(r.s.merchants).filter((z) => before[z] === null && r.s.merchants[z] !== null);
    const firstEmpty = ixOf(s).order.zones.find((z) => empty.includes(z));
    expect(filled).toEqual([firstEmpty]);
    expect(r.s.merchants[firstEmpty as string]).toBe(first);
    expect(r.s.merchantTrack).toHaveLength(7);
    for (const z of Object.keys(before)) if (before[z] !== null) expect(r.s.merchants[z]).toBe(before[z]);
  });
});

describe('Scout and raid: the remaining exact outcomes (MM Scout 3, MM Raid 12)', () => {
  it('MM Scout 3: the Scouting roll for a Merchant is told as such', () => {
    const { s, P } = atSea('caracas', 'dutch');
    const r = play(s, [scout(P), chance([6, 1, 1])]);
    expect(ofType(r.events, 'roll')).toEqual([{ type: 'roll', rule: 'MM Scout 3', player: P, skill: 'scouting', faces: ['skull', 1, 1], successes: 1 }]);
  });

  it('MM Raid 12: the Hull destroyed: the Captain dies, sunk in a raid', () => {
    // cocoa-6 and tobacco-2: two Hull hits on the Sloop's Hull 2.
    const r = raidWith(['cocoa-6', 'tobacco-2', 'rum-3']);
    const r2 = play(r.s, [chance([1, 1, 1])]);
    expect(ofType(r2.events, 'raidEnded')).toEqual([{ type: 'raidEnded', rule: 'MM Raid 12', player: r.P, outcome: 'sunk', escapes: 1, gold: 0 }]);
    expect(ofType(r2.events, 'captainDied')).toEqual([expect.objectContaining({ rule: 'MM Raid 12', player: r.P, cause: 'sunk in a raid' })]);
  });
});
