/**
 * Exact outcomes of the Port action and Sell Goods (MM Port 1-3, MM Sell 1-5, MM Buy 8, MM
 * StashGold 1-5, MM Yard 15, MM Glory 5, MM Rumor 1, 3, MM Mission 1-5; rulings M5, M22, M23, M24,
 * M31, MR4, MR26), written for the survivors of the mutation run (`npm run mutate:mm`,
 * docs/coverage.md "Mutation testing"): forced dice and draws, every event checked. The first
 * player starts in his home port, Curaçao (captain-curacao: Influence 2), with 10 Gold and a Sloop.
 */
import { describe, expect, it } from 'vitest';
import { check, legalActions, pending, type Action, type GameState, type PlayerId } from '../src/index.js';
import { subsets } from '../src/rules/port.js';
import { chance, giveCargo, ofType, place, play, scenario, setDemand } from './helpers.js';

type P = GameState['pl'][string];
const port = (player: PlayerId): Action => ({ type: 'port', player });
const top = (s: GameState) => s.stack[s.stack.length - 1];
const types = (s: GameState) => legalActions(s).map((a) => a.type);

/** The ledger key a chance node cites: the rule of the error an action other than its outcome gets. */
function chanceRule(s: GameState): string | undefined {
  expect(pending(s).kind).toBe('chance');
  const c = check(s, { type: 'endTurn', player: s.order[0] as PlayerId });
  return c.ok ? undefined : c.error.rule;
}

/** Take a card out of a deck (kept accounted for). */
function take(deck: Record<string, number>, id: string): void {
  const n = deck[id] ?? 0;
  if (n <= 0) throw new Error(`no ${id} left`);
  if (n === 1) delete deck[id];
  else deck[id] = n - 1;
}

describe('M23: the sales on offer', () => {
  it('every distinct non-empty sub-multiset of the hold, each sorted, in order', () => {
    expect(subsets(['b', 'a', 'a'])).toEqual([['b'], ['a'], ['a', 'b'], ['a', 'a'], ['a', 'a', 'b']]);
    expect(subsets([])).toEqual([]);
    expect(subsets(['c', 'a', 'b'])).toEqual([['c'], ['b'], ['b', 'c'], ['a'], ['a', 'c'], ['a', 'b'], ['a', 'b', 'c']]);
  });
});

describe('Sell Goods (MM Sell 1-5, MM Port 2, M5, MR26): exact outcomes', () => {
  it('MM Sell 1: 3 Gold a card, 6 for the in-demand good; MM Sell 5: two in-demand cards give no GP; MM Sell 3: the token swapped', () => {
    const { s, P } = scenario((d, P) => {
      setDemand(d, 'curacao', 'rum');
      giveCargo(d, P, ['rum-1', 'rum-3', 'spice-1']);
    });
    let r = play(s, [port(P)]);
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P, rule: 'MM Port 1' });
    r = play(r.s, [{ type: 'sell', player: P, cards: ['rum-1', 'rum-3', 'spice-1'] }]);
    expect(ofType(r.events, 'sold')).toEqual([{ type: 'sold', rule: 'MM Sell 1', player: P, cards: ['rum-1', 'rum-3', 'spice-1'], inDemand: 2, gold: 15 }]);
    expect(ofType(r.events, 'goldGained')).toEqual([{ type: 'goldGained', rule: 'MM Sell 1', player: P, amount: 15, why: 'goods sold' }]);
    expect(ofType(r.events, 'gloryGained')).toEqual([]);
    expect(r.s.pl[P]).toMatchObject({ gold: 25, cargo: [], glory: 0 });
    expect(chanceRule(r.s)).toBe('MM Sell 3');
    expect(pending(r.s)).toMatchObject({ kind: 'chance', spec: { kind: 'draw', pool: 'demand' } });
    const reserve = { ...r.s.demandReserve };
    r = play(r.s, [chance('silk')]);
    expect(ofType(r.events, 'demandChanged')).toEqual([{ type: 'demandChanged', rule: 'MM Sell 3', port: 'curacao', from: 'rum', to: 'silk' }]);
    expect(r.s.demand['curacao']).toBe('silk');
    // The reserve held one Silk token (gone now) and gets the Rum token back.
    expect(reserve['silk']).toBe(1);
    const { silk: _silk, ...rest } = reserve;
    expect(r.s.demandReserve).toEqual({ ...rest, rum: (reserve['rum'] ?? 0) + 1 });
    expect(top(r.s)).toMatchObject({ kind: 'port', done: ['sell'] });
  });

  it('MM Sell 3: no in-demand card sold: the token stays; MM Port 3: one sale only', () => {
    const { s, P } = scenario((d, P) => {
      setDemand(d, 'curacao', 'rum');
      giveCargo(d, P, ['spice-1', 'silk-1']);
    });
    const r = play(s, [port(P), { type: 'sell', player: P, cards: ['spice-1'] }]);
    expect(ofType(r.events, 'sold')).toEqual([{ type: 'sold', rule: 'MM Sell 1', player: P, cards: ['spice-1'], inDemand: 0, gold: 3 }]);
    expect(r.s.demand['curacao']).toBe('rum');
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P, rule: 'MM Port 1' });
    expect(types(r.s)).not.toContain('sell');
  });

  it('MM Sell 3: with the reserve empty, the in-demand token stays', () => {
    const { s, P } = scenario((d, P) => {
      setDemand(d, 'curacao', 'rum');
      giveCargo(d, P, ['rum-1']);
      // Every spare token set aside (the reserve emptied).
      d.demandReserve = {};
    });
    const r = play(s, [port(P), { type: 'sell', player: P, cards: ['rum-1'] }]);
    expect(ofType(r.events, 'sold')[0]).toMatchObject({ inDemand: 1, gold: 6 });
    expect(r.s.demand['curacao']).toBe('rum');
    expect(pending(r.s)).toMatchObject({ kind: 'decision', player: P, rule: 'MM Port 1' });
  });

  it('MM Sell 5, M5: exactly three in-demand cards give 1 GP', () => {
    const { s, P } = scenario((d, P) => {
      setDemand(d, 'curacao', 'rum');
      giveCargo(d, P, ['rum-1', 'rum-3', 'rum-5']);
    });
    const r = play(s, [port(P), { type: 'sell', player: P, cards: ['rum-1', 'rum-3', 'rum-5'] }]);
    expect(ofType(r.events, 'sold')[0]).toMatchObject({ inDemand: 3, gold: 18 });
    expect(ofType(r.events, 'gloryGained')).toEqual([{ type: 'gloryGained', rule: 'MM Sell 5', player: P, glory: 1, why: 'sold three in-demand goods' }]);
  });

  it('MM Glory 5: a Purser adds 1 Gold a card sold', () => {
    const { s, P } = scenario((d, P) => {
      setDemand(d, 'curacao', 'rum');
      giveCargo(d, P, ['rum-1', 'spice-1']);
      take(d.decks.glory, 'purser');
      (d.pl[P] as P).specialists = ['purser'];
    });
    const r = play(s, [port(P), { type: 'sell', player: P, cards: ['rum-1', 'spice-1'] }]);
    expect(ofType(r.events, 'sold')[0]).toMatchObject({ inDemand: 1, gold: 6 + 3 + 2 });
  });

  it('MR26, MM Glory 5: a Carpenter’s free repair (not Crew, only a damaged location) is no activity: Sell may follow; once per Port action', () => {
    const { s, P } = scenario((d, P) => {
      giveCargo(d, P, ['spice-1']);
      take(d.decks.glory, 'carpenter');
      (d.pl[P] as P).specialists = ['carpenter'];
      Object.assign((d.pl[P] as P).track, { masts: 1, cannons: 0, crew: 1 });
    });
    let r = play(s, [port(P)]);
    expect(legalActions(r.s).filter((a) => a.type === 'freeRepair')).toEqual([
      { type: 'freeRepair', player: P, location: 'masts' },
      { type: 'freeRepair', player: P, location: 'cannons' },
    ]);
    r = play(r.s, [{ type: 'freeRepair', player: P, location: 'cannons' }]);
    expect(ofType(r.events, 'repaired')).toEqual([{ type: 'repaired', rule: 'MM Glory 5', player: P, location: 'cannons' }]);
    expect(r.s.pl[P]?.track).toMatchObject({ masts: 1, cannons: 1, crew: 1 });
    expect(types(r.s)).not.toContain('freeRepair');
    expect(types(r.s)).toContain('sell');
    // MR4: the Crew below its value: Recruit is offered.
    expect(types(r.s)).toContain('recruit');
  });

  it('MR26: without a Carpenter no free repair; MR4: at full Crew no Recruit', () => {
    const { s, P } = scenario((d, P) => ((d.pl[P] as P).track.masts = 1));
    const r = play(s, [port(P)]);
    expect(types(r.s)).not.toContain('freeRepair');
    expect(types(r.s)).not.toContain('recruit');
  });
});

describe('The Port activities (MM Port 3, MM Buy 8, MM Yard 15, MM Rumor 1, 3, MM StashGold 1-5): exact outcomes', () => {
  it('MM Buy 8, M24: bought here on his previous player turn: 3 cards; two turns before, or another port: 6', () => {
    const need = (lastBuy: { port: string; turn: number } | null) => {
      const { s, P } = scenario((d, P) => {
        const x = d.pl[P] as P;
        x.turns = 5;
        x.lastBuy = lastBuy;
      });
      const r = play(s, [port(P), { type: 'buyGoods', player: P }]);
      return top(r.s);
    };
    expect(need({ port: 'curacao', turn: 4 })).toMatchObject({ kind: 'buy', port: 'curacao', need: 3, drawn: [], prices: null });
    expect(need({ port: 'curacao', turn: 3 })).toMatchObject({ kind: 'buy', need: 6 });
    expect(need({ port: 'havana', turn: 4 })).toMatchObject({ kind: 'buy', need: 6 });
    expect(need(null)).toMatchObject({ kind: 'buy', need: 6 });
  });

  it('MM Port 3: Buy Goods, the Shipyard and Recruit once each; "leave port" ends the Port action', () => {
    const { s, P } = scenario((d, P) => ((d.pl[P] as P).track.crew = 1));
    let r = play(s, [port(P), { type: 'recruit', player: P }]);
    expect(top(r.s)).toEqual({ kind: 'recruit', player: P, step: 'roll' });
    r = play(r.s, [chance([1, 1]), { type: 'hireCrew', player: P, n: 0 }]);
    expect(top(r.s)).toMatchObject({ kind: 'port', done: ['recruit'] });
    expect(types(r.s)).not.toContain('recruit');
    r = play(r.s, [{ type: 'shipyard', player: P }]);
    expect(top(r.s)).toEqual({ kind: 'yard', player: P, shipBought: false });
    r = play(r.s, [{ type: 'leaveYard', player: P }]);
    expect(types(r.s)).not.toContain('shipyard');
    expect(types(r.s)).toContain('buyGoods');
    r = play(r.s, [{ type: 'leavePort', player: P }]);
    expect(r.s.stack.some((f) => f.kind === 'port')).toBe(false);
    expect(top(r.s)).toMatchObject({ kind: 'turn', player: P });
  });

  it('MM Yard 15: a flipped Reinforced Hull is refreshed for 3 Gold (not with 2; not unflipped)', () => {
    const hull = (gold: number, flipped: boolean) =>
      scenario((d, P) => {
        const at = Object.keys(d.portMods).find((k) => d.portMods[k]?.type === 'reinforced-hull') as string;
        d.portMods[at] = null;
        const x = d.pl[P] as P;
        x.mods = ['reinforced-hull'];
        x.hullFlipped = flipped;
        x.gold = gold;
      });
    const a = hull(3, true);
    let r = play(a.s, [port(a.P)]);
    expect(types(r.s)).toContain('refreshHull');
    r = play(r.s, [{ type: 'refreshHull', player: a.P }]);
    expect(ofType(r.events, 'goldPaid')).toEqual([{ type: 'goldPaid', rule: 'MM Yard 15', player: a.P, amount: 3, why: 'Reinforced Hull refreshed' }]);
    expect(ofType(r.events, 'hullRefreshed')).toEqual([{ type: 'hullRefreshed', rule: 'MM Yard 15', player: a.P }]);
    expect(r.s.pl[a.P]).toMatchObject({ gold: 0, hullFlipped: false });
    expect(types(r.s)).not.toContain('refreshHull');
    const poor = hull(2, true);
    expect(types(play(poor.s, [port(poor.P)]).s)).not.toContain('refreshHull');
    const fresh = hull(10, false);
    expect(types(play(fresh.s, [port(fresh.P)]).s)).not.toContain('refreshHull');
    // A flipped Hull without the mod (it was sold): nothing to refresh.
    const gone = scenario((d, P) => ((d.pl[P] as P).hullFlipped = true));
    expect(types(play(gone.s, [port(gone.P)]).s)).not.toContain('refreshHull');
  });

  it('MM Rumor 1: 2 Gold (offered with exactly 2, not with 1), paid before the roll; once per Port action', () => {
    const two = scenario((d, P) => ((d.pl[P] as P).gold = 2));
    let r = play(two.s, [port(two.P), { type: 'acquireRumor', player: two.P }]);
    expect(ofType(r.events, 'goldPaid')).toEqual([{ type: 'goldPaid', rule: 'MM Rumor 1', player: two.P, amount: 2, why: 'a rumor' }]);
    expect(top(r.s)).toEqual({ kind: 'rumor', player: two.P, mode: 'acquire', step: 'roll', drawn: null });
    r = play(r.s, [chance([1, 1])]);
    expect(top(r.s)).toMatchObject({ kind: 'port', done: ['rumor'] });
    expect(types(r.s)).not.toContain('acquireRumor');
    const one = scenario((d, P) => ((d.pl[P] as P).gold = 1));
    expect(types(play(one.s, [port(one.P)]).s)).not.toContain('acquireRumor');
  });

  it('MM Rumor 3, M22: the Rumor naming this port is revealed, then checked (once per Port action)', () => {
    const { s, P } = scenario((d, P) => {
      take(d.decks.rumor, 'loose-tongues-1');
      (d.pl[P] as P).rumor = 'loose-tongues-1';
      place(d, P, 'nassau', true);
    });
    let r = play(s, [port(P), { type: 'checkRumor', player: P }]);
    expect(ofType(r.events, 'rumorRevealed')).toEqual([{ type: 'rumorRevealed', rule: 'MM Rumor 3', player: P, card: 'loose-tongues-1' }]);
    expect(top(r.s)).toEqual({ kind: 'rumor', player: P, mode: 'check', step: 'roll', drawn: null });
    r = play(r.s, [chance([1, 1])]);
    expect(top(r.s)).toMatchObject({ kind: 'port', done: ['checkRumor'] });
    expect(types(r.s)).not.toContain('checkRumor');
  });

  it('MM Mission 1-2: a mission with no roll (its requirement held) is claimed at once and replaced; one attempt per Port action', () => {
    const { s, P } = scenario((d, P) => place(d, P, 'port-x5', true));
    expect(s.missions).toContain('sink-the-pirate-4');
    let r = play(s, [port(P)]);
    expect(legalActions(r.s).filter((a) => a.type === 'claimMission')).toEqual([{ type: 'claimMission', player: P, mission: 'sink-the-pirate-4' }]);
    r = play(r.s, [{ type: 'claimMission', player: P, mission: 'sink-the-pirate-4' }]);
    expect(r.s.pl[P]?.mission).toBe('sink-the-pirate-4');
    expect(ofType(r.events, 'missionClaimed')).toHaveLength(1);
    expect(top(r.s)).toMatchObject({ kind: 'mission', player: P, mission: 'sink-the-pirate-4', step: 'refill' });
  });

  it('MM Mission 1, 3: a mission with a roll: the Influence roll first; elsewhere no claim', () => {
    const { s, P } = scenario((d, P) => place(d, P, 'port-x3', true));
    expect(s.missions).toContain('deliver-tobacco-12');
    let r = play(s, [port(P)]);
    r = play(r.s, [{ type: 'claimMission', player: P, mission: 'deliver-tobacco-12' }]);
    expect(top(r.s)).toEqual({ kind: 'mission', player: P, mission: 'deliver-tobacco-12', step: 'roll' });
    expect(ofType(r.events, 'missionClaimed')).toEqual([]);
    r = play(r.s, [chance([1, 1])]);
    expect(top(r.s)).toMatchObject({ kind: 'port', done: ['mission'] });
    expect(types(r.s)).not.toContain('claimMission');
    // In Curaçao, where neither face-up mission is located: nothing to claim.
    const home = scenario();
    expect(types(play(home.s, [port(home.P)]).s)).not.toContain('claimMission');
  });

  it('MM StashGold 1-5, M31: in the home port, any amount up to the Gold in, up to the stash out; each deposit counted; the amounts secret', () => {
    const { s, P } = scenario((d, P) => {
      const x = d.pl[P] as P;
      x.gold = 3;
      x.stash = 2;
      x.stashes = 4;
    });
    let r = play(s, [port(P)]);
    expect(legalActions(r.s).filter((a) => a.type === 'stash' || a.type === 'withdraw')).toEqual([
      { type: 'stash', player: P, amount: 1 },
      { type: 'stash', player: P, amount: 2 },
      { type: 'stash', player: P, amount: 3 },
      { type: 'withdraw', player: P, amount: 1 },
      { type: 'withdraw', player: P, amount: 2 },
    ]);
    r = play(r.s, [{ type: 'stash', player: P, amount: 3 }]);
    expect(r.s.pl[P]).toMatchObject({ gold: 0, stash: 5, stashes: 5 });
    r = play(r.s, [{ type: 'withdraw', player: P, amount: 4 }]);
    expect(ofType(r.events, 'withdrew')).toEqual([
      { type: 'withdrew', rule: 'MM StashGold 5', player: P, amount: 4, private: P },
      { type: 'withdrew', rule: 'MM StashGold 5', player: P, amount: null },
    ]);
    expect(r.s.pl[P]).toMatchObject({ gold: 4, stash: 1, stashes: 5 });
    // Stashing and withdrawing are no activities: a sale may still come first.
    expect(top(r.s)).toMatchObject({ kind: 'port', done: [] });
  });
});

describe('The Port action: the remaining exact outcomes (MM Port 3, MM Glory 5, MR26, MM Rumor 3, MM Mission 1)', () => {
  it('MM Port 3: Buy Goods once per Port action', () => {
    const { s, P } = scenario((d) => setDemand(d, 'curacao', 'sugar'));
    const r = play(s, [port(P), { type: 'buyGoods', player: P }, ...['rum-1', 'rum-2', 'rum-3', 'rum-4', 'rum-5', 'rum-6'].map((c) => chance(c)), { type: 'doneBuying', player: P }]);
    expect(top(r.s)).toMatchObject({ kind: 'port', done: ['buy'] });
    expect(types(r.s)).not.toContain('buyGoods');
    expect(types(r.s)).toContain('shipyard');
  });

  it('MR26: a sale first does not use up the Carpenter’s free repair', () => {
    const { s, P } = scenario((d, P) => {
      setDemand(d, 'curacao', 'rum');
      giveCargo(d, P, ['silk-1']);
      take(d.decks.glory, 'carpenter');
      (d.pl[P] as P).specialists = ['carpenter'];
      (d.pl[P] as P).track.masts = 1;
    });
    const r = play(s, [port(P), { type: 'sell', player: P, cards: ['silk-1'] }]);
    expect(top(r.s)).toMatchObject({ kind: 'port', done: ['sell'] });
    expect(legalActions(r.s).filter((a) => a.type === 'freeRepair')).toEqual([{ type: 'freeRepair', player: P, location: 'masts' }]);
  });

  it('MM Rumor 3, M22: no Rumor held: no check; a Rumor kept after a true check (Forged Documents) is not checked twice in one Port action', () => {
    const none = scenario();
    expect(types(play(none.s, [port(none.P)]).s)).not.toContain('checkRumor');
    const { s, P } = scenario((d, P) => {
      take(d.decks.rumor, 'forged-documents');
      (d.pl[P] as P).rumor = 'forged-documents';
      (d.pl[P] as P).bounties.english = 2;
    });
    let r = play(s, [port(P)]);
    expect(types(r.s)).toContain('checkRumor');
    r = play(r.s, [{ type: 'checkRumor', player: P }, chance([5, 5])]);
    // One nation with a bounty: the pardon needs no choice, or is asked; then the Glory Card (MM Rumor 5).
    if (legalActions(r.s).some((a) => a.type === 'chooseNation')) r = play(r.s, [{ type: 'chooseNation', player: P, nation: 'english' }]);
    if (pending(r.s).kind === 'chance') r = play(r.s, [chance('windfall')]);
    expect(r.s.pl[P]?.rumor).toBe('forged-documents');
    expect(top(r.s)).toMatchObject({ kind: 'port', done: ['checkRumor'] });
    expect(types(r.s)).not.toContain('checkRumor');
  });

  it('MM Mission 1: two missions claimable here are offered sorted', () => {
    const { s, P } = scenario((d, P) => {
      // Face up: deliver-spice-17 then deliver-spice-1, both claimed in Havana (the old ones back in the deck).
      for (const m of d.missions) d.decks.mission[m] = (d.decks.mission[m] ?? 0) + 1;
      take(d.decks.mission, 'deliver-spice-17');
      take(d.decks.mission, 'deliver-spice-1');
      d.missions = ['deliver-spice-17', 'deliver-spice-1'];
      place(d, P, 'havana', true);
    });
    const r = play(s, [port(P)]);
    expect(legalActions(r.s).filter((a) => a.type === 'claimMission')).toEqual([
      { type: 'claimMission', player: P, mission: 'deliver-spice-1' },
      { type: 'claimMission', player: P, mission: 'deliver-spice-17' },
    ]);
  });
});
