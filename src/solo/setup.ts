import type { Action } from '../actions/schema.js';
import { dice, emit, pop, push, type Ctx, type Handler, type Node } from '../actions/ctx.js';
import type { ComponentIndex } from '../tables/index.js';
import type { FrameOf, GameState } from '../state/schema.js';
import type { ShipTypeId } from '../state/ids.js';
import { total, withoutOne } from '../state/counts.js';
import { kcOf, nextAvailablePort } from '../state/pieces.js';
import { deployFromHand, STARTING_SHIPS } from '../actions/deploy.js';
import { placeMerchantsFrame } from '../actions/merchants.js';
import { SOLO_SP_PIRATES } from './initial.js';
import { mutCounts, mutPlayerIf } from '../state/copy.js';
import { displayName } from '../state/display-name.js';

/**
 * Solitaire setup, in the order of the rules:
 *  19.1  Blackbeard is yours; the SP draws three Pirate cards and rolls a die for each ship
 *        (1-4 Sloop, 5-6 Schooner);
 *  19.3  the MPI and Hold decks are already apart (state/create.ts, solo/decks.ts);
 *  19.4  10 Merchants, placed as in 3.0 Step 8;
 *  19.5  8 Pro-Pirate Governors, placed as in 3.0 Step 5;
 *  19.6  Blackbeard goes to the Sea Area with the most Merchants; ties go to the area whose Cargo
 *        Table column pays most on a roll of 1 (RULINGS R28: the Merchants are face down, so their
 *        Cargo ratings do not enter); a tie after that is your choice; you pick Sloop or Schooner;
 *  19.7  each SP Pirate is placed by D66 in the Sea Area adjoining the rolled port, never in an
 *        area that holds another Pirate (roll again);
 *  19.8  then your first Player-Turn starts: you draw four Hold cards and play.
 */
type SetupFrame = FrameOf<'soloSetup'>;
type ArriveFrame = FrameOf<'soloArrive'>;

const GOVERNORS = 8; // 19.5
const MERCHANTS = 10; // 19.4

export function initialSoloSetupFrame(): SetupFrame {
  return { kind: 'soloSetup', step: 'decks', index: 0, ships: [] };
}

/** 19.1: 1-4 Sloop, 5-6 Schooner. */
export function spShip(die: number): ShipTypeId {
  return die <= 4 ? 'sloop' : 'schooner';
}

/** 19.6: the Sea Areas Blackbeard may start in. */
export function blackbeardAreas(s: GameState, ix: ComponentIndex): string[] {
  const count = (area: string): number => (ix.portsInArea[area] ?? []).filter((port) => s.merchants[port]).length;
  const row1 = ix.set.tables.cargo[0];
  const pay = (area: string): number => {
    const column = ix.seaArea[area]?.cargoColumn;
    return row1 && column ? row1[column] : 0;
  };
  const areas = ix.set.seaAreas.map((a) => a.id).filter((a) => count(a) > 0);
  const most = Math.max(0, ...areas.map(count));
  const crowded = areas.filter((a) => count(a) === most);
  const best = Math.max(...crowded.map(pay));
  return crowded.filter((a) => pay(a) === best);
}

export const soloSetupHandler: Handler<SetupFrame> = {
  rule: (f) => ({ decks: '19.3', pirates: '19.1', ships: '19.1', merchants: '19.4', governors: '19.5', blackbeard: '19.6', spDeploy: '19.7', done: '19.8' })[f.step],
  node(s, f): Node {
    const sp = s.solo ? s.players[s.solo.system] : undefined;
    switch (f.step) {
      case 'pirates':
        return f.index < SOLO_SP_PIRATES && s.pirateDeck.length > 0
          ? { kind: 'chance', spec: { kind: 'draw', pool: 'pirate', label: `The System Player draws Pirate card ${f.index + 1} (19.1)` } }
          : { kind: 'auto' };
      case 'ships':
        return f.index < (sp?.pirateHand.length ?? 0)
          ? { kind: 'chance', spec: dice(1, null, `Ship roll for ${displayName(s, sp?.pirateHand[f.index])}: 1-4 Sloop, 5-6 Schooner (19.1)`) }
          : { kind: 'auto' };
      case 'governors':
        return f.index < GOVERNORS && s.proGovernorSupply.length > 0
          ? { kind: 'chance', spec: { kind: 'd66', label: `D66 for Pro-Pirate Governor ${f.index + 1} (19.5)` } }
          : { kind: 'auto' };
      case 'blackbeard':
        return s.solo && s.players.A?.pirateHand.includes(s.solo.blackbeard) ? { kind: 'decision', player: 'A' } : { kind: 'auto' };
      default:
        return { kind: 'auto' };
    }
  },
  legal(s, f, ix) {
    if (f.step !== 'blackbeard' || !s.solo) return [];
    const pirate = s.solo.blackbeard;
    const out: Action[] = [];
    for (const area of blackbeardAreas(s, ix)) for (const ship of STARTING_SHIPS) out.push({ type: 'deployPirate', player: 'A', pirate, area, ship });
    return out;
  },
  step(ctx, f, input) {
    const s = ctx.s;
    const solo = s.solo;
    if (!solo) return pop(ctx, f);
    const sp = mutPlayerIf(ctx, solo.system);
    switch (f.step) {
      case 'decks': {
        // 19.1: Blackbeard's card is yours; 19.3: the decks are apart.
        const me = mutPlayerIf(ctx, 'A');
        if (me && s.pirateDeck.includes(solo.blackbeard)) {
          s.pirateDeck = withoutOne(s.pirateDeck, solo.blackbeard);
          me.pirateHand = [...me.pirateHand, solo.blackbeard];
        }
        s.solo = { ...solo, slots: Array.from({ length: SOLO_SP_PIRATES }, () => null) };
        emit(ctx, { type: 'soloDecksReady', rule: '19.3', mustPlay: total(s.setAside), hold: total(s.deck), removed: Object.keys(s.removed).sort() });
        f.step = 'pirates';
        return;
      }
      case 'pirates':
        if (input?.type === 'chance' && typeof input.value === 'string' && sp) {
          s.pirateDeck = withoutOne(s.pirateDeck, input.value);
          sp.pirateHand = [...sp.pirateHand, input.value];
          emit(ctx, { type: 'spPirateDrawn', rule: '19.1', player: solo.system, pirate: input.value });
          f.index += 1;
          return;
        }
        f.step = 'ships';
        f.index = 0;
        return;
      case 'ships':
        if (input?.type === 'chance' && Array.isArray(input.value) && sp) {
          const die = input.value[0] ?? 1;
          const ship = spShip(die);
          f.ships = [...f.ships, ship];
          emit(ctx, { type: 'spShipRolled', rule: '19.1', pirate: sp.pirateHand[f.index], roll: die, ship });
          f.index += 1;
          return;
        }
        f.step = 'merchants';
        f.index = 0;
        return;
      case 'merchants':
        f.step = 'governors';
        push(ctx, placeMerchantsFrame(MERCHANTS, '19.4'));
        return;
      case 'governors':
        if (input?.type === 'chance' && Array.isArray(input.value)) return placeGovernor(ctx, f, input.value);
        f.step = 'blackbeard';
        f.index = 0;
        return;
      case 'blackbeard':
        if (input?.type === 'deployPirate') deployFromHand(ctx, 'A', input.pirate, input.area, input.ship, '19.6');
        f.step = 'spDeploy';
        return;
      case 'spDeploy': {
        // 19.7: one SP Pirate at a time, in the order drawn.
        const pirate = sp?.pirateHand[0];
        const ship = f.ships[f.index];
        if (!pirate || !ship) {
          f.step = 'done';
          return;
        }
        push(ctx, { kind: 'soloArrive', step: 'place', slot: f.index, pirate, ship, port: null, rule: '19.7' });
        f.index += 1;
        return;
      }
      case 'done':
        pop(ctx, f);
        emit(ctx, { type: 'setupComplete', rule: '19.8', order: [...s.order] });
        s.turn.phase = 'start';
        s.turn.number = 1;
        s.turn.player = 'A';
        push(ctx, { kind: 'turn' });
        return;
    }
  },
};

/** 19.5 = 3.0 Step 5: D66 for a port; not a Pirate Port, one per port; next available locator. */
function placeGovernor(ctx: Ctx, f: SetupFrame, faces: number[]): void {
  const s = ctx.s;
  const [black = 1, white = 1] = faces;
  const locator = black * 10 + white;
  const port = nextAvailablePort(ctx.ix, locator, (id) => !ctx.ix.port[id]?.piratePort && s.governors[id] === undefined);
  const gov = s.proGovernorSupply[0];
  f.index += 1;
  if (!port || !gov) return;
  s.proGovernorSupply = s.proGovernorSupply.slice(1);
  mutCounts(ctx, 'governors')[port] = gov;
  const rolledPort = ctx.ix.portByLocator[locator]?.id;
  emit(ctx, { type: 'governorPlaced', rule: '19.5', d66: [black, white], rolledPort, port, redirected: rolledPort !== port, governor: gov });
}

/** 19.7: the Sea Areas adjoining `port` an SP Pirate may be placed in (no Pirate there, no SP KC: B37). */
export function freeAreas(s: GameState, ix: ComponentIndex, port: string): string[] {
  const taken = new Set<string>();
  for (const id of Object.keys(s.pirates)) {
    const loc = s.pirates[id]?.location;
    if (loc?.kind === 'sea') taken.add(loc.area);
  }
  const kc = s.solo ? kcOf(s, s.solo.system) : null;
  const kcArea = kc ? s.kcs[kc]?.area : undefined;
  return (ix.port[port]?.seaAreas ?? []).filter((a) => !taken.has(a) && a !== kcArea);
}

/** An SP Pirate arrives (19.1 replacement, 19.7 placement). */
export const soloArriveHandler: Handler<ArriveFrame> = {
  rule: (f) => f.rule,
  node(s, f): Node {
    switch (f.step) {
      case 'draw':
        return s.pirateDeck.length > 0
          ? { kind: 'chance', spec: { kind: 'draw', pool: 'pirate', label: 'The System Player draws a new Pirate card (19.1)' } }
          : { kind: 'auto' };
      case 'ship':
        return { kind: 'chance', spec: dice(1, null, `Ship roll for ${displayName(s, f.pirate)}: 1-4 Sloop, 5-6 Schooner (19.1)`) };
      case 'place':
        return { kind: 'chance', spec: { kind: 'd66', label: `D66 to place ${displayName(s, f.pirate)} (19.7)` } };
      case 'area':
        return s.solo ? { kind: 'decision', player: s.solo.system } : { kind: 'auto' };
    }
  },
  legal(s, f, ix) {
    if (f.step !== 'area' || !s.solo || !f.pirate || !f.ship || !f.port) return [];
    const player = s.solo.system;
    const pirate = f.pirate;
    const ship = f.ship;
    return freeAreas(s, ix, f.port).map((area): Action => ({ type: 'deployPirate', player, pirate, area, ship }));
  },
  step(ctx, f, input) {
    const s = ctx.s;
    const solo = s.solo;
    const sp = solo ? mutPlayerIf(ctx, solo.system) : undefined;
    if (!solo || !sp) return pop(ctx, f);
    const faces = input?.type === 'chance' && Array.isArray(input.value) ? input.value : null;
    switch (f.step) {
      case 'draw':
        if (input?.type !== 'chance' || typeof input.value !== 'string') return pop(ctx, f);
        s.pirateDeck = withoutOne(s.pirateDeck, input.value);
        sp.pirateHand = [...sp.pirateHand, input.value];
        f.pirate = input.value;
        f.step = 'ship';
        emit(ctx, { type: 'spPirateDrawn', rule: '19.1', player: solo.system, pirate: input.value });
        return;
      case 'ship':
        if (!faces) return;
        f.ship = spShip(faces[0] ?? 1);
        emit(ctx, { type: 'spShipRolled', rule: '19.1', pirate: f.pirate, roll: faces[0], ship: f.ship });
        f.step = 'place';
        return;
      case 'place': {
        if (!faces) return;
        const [black = 1, white = 1] = faces;
        const port = ctx.ix.portByLocator[black * 10 + white]?.id ?? null;
        const areas = port ? freeAreas(s, ctx.ix, port) : [];
        emit(ctx, { type: 'spPlacementRolled', rule: '19.7', pirate: f.pirate, d66: [black, white], port, areas, reroll: areas.length === 0 });
        if (areas.length === 0 || !port) return; // roll again
        if (areas.length === 1) return arrive(ctx, f, areas[0] as string);
        f.port = port;
        f.step = 'area';
        return;
      }
      case 'area':
        if (input?.type === 'deployPirate') return arrive(ctx, f, input.area);
        return pop(ctx, f);
    }
  },
};

function arrive(ctx: Ctx, f: ArriveFrame, area: string): void {
  const s = ctx.s;
  const solo = s.solo;
  pop(ctx, f);
  if (!solo || !f.pirate || !f.ship) return;
  deployFromHand(ctx, solo.system, f.pirate, area, f.ship, f.rule);
  const slots = [...solo.slots];
  slots[f.slot] = f.pirate;
  s.solo = { ...solo, slots };
}
