/**
 * Set-up (ledger MM Setup 1-9, MM Start 1, MM BoardSetup 1-5; rulings M15, M30, MR9): the random
 * board, the secret Captains and the simultaneous secret Sloop-or-Flute choice.
 */
import { commitChoice, emit, type Handler, pop, push, revealedChoices, startChoice } from '../kernel.js';
import { type ModType, type Nation } from '../components/schema.js';
import { type FrameOf, type PlayerId } from '../state.js';
import { captainOf, dec, gain, type MM, pl, shipValues, total } from './shared.js';

/**
 * Each set-up step's draw: its pool, the label a player reads, and its ledger key: the board's
 * shuffled decks and supplies (MM BoardSetup 1), the Captains' (MM Setup 2), the Glory Cards' (MM
 * Setup 7), the start player's (MM Start 1). 'gold' draws nothing.
 */
const DRAW: Record<FrameOf<'setup'>['step'], { pool: string; label: string; rule: string }> = {
  demand: { pool: 'demand', label: 'a Demand Token for a port', rule: 'MM BoardSetup 1' },
  mods: { pool: 'modSupply', label: 'a Ship Modification token for a port', rule: 'MM BoardSetup 1' },
  merchants: { pool: 'merchantSupply', label: 'a Merchant Token for a sea zone', rule: 'MM BoardSetup 1' },
  missions: { pool: 'mission', label: 'a Mission Card', rule: 'MM BoardSetup 1' },
  captains: { pool: 'captain', label: 'a Captain Card', rule: 'MM Setup 2' },
  glory: { pool: 'glory', label: 'a Glory Card', rule: 'MM Setup 7' },
  gold: { pool: '', label: '', rule: 'MM BoardSetup 1' },
  start: { pool: 'start', label: 'the start player', rule: 'MM Start 1' },
};

export const setup: Handler<MM, FrameOf<'setup'>> = {
  rule: (f) => DRAW[f.step].rule,
  node(s, f) {
    if (f.step === 'gold') return { kind: 'auto' };
    // M30: a Glory deck emptied during set-up (a tiny user set) deals what it has.
    if (f.step === 'glory' && total(s.decks.glory) === 0) return { kind: 'auto' };
    const { pool, label } = DRAW[f.step];
    return { kind: 'chance', spec: { kind: 'draw', pool, label } };
  },
  legal: () => [],
  step(ctx, f, input) {
    const s = ctx.s;
    const ix = ctx.ix;
    const v = input?.type === 'chance' && typeof input.value === 'string' ? input.value : null;
    switch (f.step) {
      case 'demand': {
        // MM BoardSetup 2: one random Demand Token face up at each port; the rest are the reserve.
        const port = ix.order.ports[f.i] as string;
        if (v === null) return;
        dec(s.demandReserve, v);
        s.demand[port] = v;
        emit(ctx, { type: 'demandPlaced', rule: 'MM BoardSetup 2', port, good: v });
        if (++f.i >= ix.order.ports.length) [f.step, f.i] = ['mods', 0];
        return;
      }
      case 'mods': {
        // MM BoardSetup 3: one random Ship Modification token face down at each port.
        const port = ix.order.ports[f.i] as string;
        if (v === null) return;
        dec(s.modSupply, v);
        s.portMods[port] = { type: v as ModType, revealed: false };
        emit(ctx, { type: 'modPlaced', rule: 'MM BoardSetup 3', port });
        if (++f.i >= ix.order.ports.length) [f.step, f.i] = ['merchants', 0];
        return;
      }
      case 'merchants': {
        // MM BoardSetup 4: one random Merchant Token, nationality down, in each sea zone.
        const zone = ix.order.zones[f.i] as string;
        if (v === null) return;
        dec(s.merchantSupply, v);
        s.merchants[zone] = v as Nation;
        emit(ctx, { type: 'merchantPlaced', rule: 'MM BoardSetup 4', zone });
        if (++f.i >= ix.order.zones.length) [f.step, f.i] = ['missions', 0];
        return;
      }
      case 'missions': {
        // MM BoardSetup 5: two Mission Cards, public.
        if (v === null) return;
        dec(s.decks.mission, v);
        s.missions.push(v);
        emit(ctx, { type: 'missionRevealed', rule: 'MM BoardSetup 5', mission: v });
        if (++f.i >= 2) [f.step, f.i] = ['captains', 0];
        return;
      }
      case 'captains': {
        // MM Setup 2: each player draws a Captain, secretly.
        const p = s.seats[f.i] as PlayerId;
        if (v === null) return;
        dec(s.decks.captain, v);
        pl(s, p).captain = v;
        emit(ctx, { type: 'captainDrawn', rule: 'MM Setup 2', player: p, captain: v, private: p });
        emit(ctx, { type: 'captainDrawn', rule: 'MM Setup 2', player: p, captain: null });
        if (++f.i >= s.seats.length) {
          [f.step, f.i] = ['glory', 0];
          // MM Setup 3-4, M15: the Sloop-or-Flute choice, secret and simultaneous.
          push(ctx, { kind: 'shipChoice', choice: startChoice<'sloop' | 'flute'>(s.seats) as FrameOf<'shipChoice'>['choice'] });
        }
        return;
      }
      case 'glory': {
        // MM Setup 7: one Glory Card each, in a secret hand.
        const p = s.seats[f.i] as PlayerId;
        if (v !== null) {
          dec(s.decks.glory, v);
          pl(s, p).hand.push(v);
          emit(ctx, { type: 'gloryCardDrawn', rule: 'MM Setup 7', player: p, card: v, private: p });
          emit(ctx, { type: 'gloryCardDrawn', rule: 'MM Setup 7', player: p, card: null });
        } else emit(ctx, { type: 'noGloryCard', rule: 'MM Setup 7', player: p });
        if (++f.i >= s.seats.length) [f.step, f.i] = ['gold', 0];
        return;
      }
      case 'gold':
        // MM Setup 9: 10 Gold each (a public amount, M10).
        for (const p of s.seats) gain(ctx, p, 10, 'MM Setup 9', 'starting gold');
        f.step = 'start';
        return;
      case 'start': {
        // MM Start 1: a random draw among the players' Captains; play goes clockwise from its owner.
        if (v === null) return;
        const first = s.seats.find((p) => pl(s, p).captain === v) as PlayerId;
        const i = s.seats.indexOf(first);
        s.order = [...s.seats.slice(i), ...s.seats.slice(0, i)];
        emit(ctx, { type: 'startPlayer', rule: 'MM Start 1', player: first, order: [...s.order] });
        pop(ctx, f);
        push(ctx, { kind: 'round', step: 'checks', next: 0 });
        return;
      }
    }
  },
};

export const shipChoice: Handler<MM, FrameOf<'shipChoice'>> = {
  rule: () => 'MM Setup 3',
  node: (_s, f) => ({ kind: 'simultaneous', players: f.choice.waiting as PlayerId[] }),
  legal(_s, f, _ix, p) {
    if (!p || !f.choice.waiting.includes(p)) return [];
    return [{ type: 'chooseShip', player: p, ship: 'sloop' }, { type: 'chooseShip', player: p, ship: 'flute' }];
  },
  step(ctx, f, input) {
    if (input?.type !== 'chooseShip') return;
    const done = commitChoice(f.choice, input.player, input.ship);
    emit(ctx, { type: 'shipChosen', rule: 'MM Setup 3', player: input.player, ship: input.ship, private: input.player });
    emit(ctx, { type: 'shipChosen', rule: 'MM Setup 3', player: input.player, ship: null });
    if (!done) return;
    // MM Setup 4-6, 8: all reveal at once; ships go to the Captains' home ports, cubes at full.
    const s = ctx.s;
    const ships = revealedChoices(f.choice);
    const captains: Record<string, { captain: string; ship: string; homePort: string }> = {};
    for (const p of s.seats) {
      const x = pl(s, p);
      const cap = captainOf(ctx.ix, x);
      x.ship = ships[p] ?? 'sloop';
      x.revealed = true;
      x.zone = ctx.ix.zoneOfPort.get(cap.homePort) ?? null;
      x.inPort = true;
      const v = shipValues(ctx.ix, x);
      x.track = { hull: v.hull, masts: v.masts, cargo: v.cargo, crew: v.crew, cannons: v.cannons };
      captains[p] = { captain: cap.id, ship: x.ship, homePort: cap.homePort };
    }
    emit(ctx, { type: 'captainsRevealed', rule: 'MM Setup 4', captains });
    pop(ctx, f);
  },
};
