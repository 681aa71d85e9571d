/**
 * The game's definition on the kernel: the handler of each frame kind, the draw pools, the working
 * copy, and `defineGame` (../../src/kernel, through ../kernel.ts).
 */
import { deepJson, defineGame, type Handler, type Node, type Pool, sealNew } from '../kernel.js';
import { ACTION_TYPES } from '../actions.js';
import { type Ix } from '../components/load.js';
import { type ComponentSet, NATIONS } from '../components/schema.js';
import { type Frame, type GameState, PLAYERS } from '../state.js';
import { illegal, ixOf, type MM, pl } from './shared.js';
import { endFrame } from './end.js';
import { setup, shipChoice } from './setup.js';
import { round, war, WAR_PAIRS } from './round.js';
import { dropCargo, portRoyale, turn } from './turn.js';
import { demandSwap, port } from './port.js';
import { buy } from './buy.js';
import { placeMods, transferMods, yard } from './shipyard.js';
import { recruit } from './recruit.js';
import { loseCargo, raid, refill, scout } from './raid.js';
import { newCaptain } from './death.js';
import { chooseNation } from './effects.js';
import { rumor } from './rumors.js';
import { mission } from './missions.js';
import { gloryDiscard, gloryDraw } from './glory.js';
import { npcEnd, npcIcons, npcScout, scoutNpc } from './npc.js';
import { combat, scoutCaptain } from './combat.js';
import { npcPlunder, plunder, reward } from './plunder.js';
import { offTurnWindow } from './offturn.js';
import { cardCombat, choose, effects, skillCheck } from './run-effects.js';

export const handlers: Record<Frame['kind'], Handler<MM>> = {
  npcIcons: npcIcons as Handler<MM>,
  npcScout: npcScout as Handler<MM>,
  npcEnd: npcEnd as Handler<MM>,
  scoutNpc: scoutNpc as Handler<MM>,
  setup: setup as Handler<MM>,
  shipChoice: shipChoice as Handler<MM>,
  round: round as Handler<MM>,
  turn: turn as Handler<MM>,
  portRoyale: portRoyale as Handler<MM>,
  port: port as Handler<MM>,
  demandSwap: demandSwap as Handler<MM>,
  buy: buy as Handler<MM>,
  yard: yard as Handler<MM>,
  placeMods: placeMods as Handler<MM>,
  recruit: recruit as Handler<MM>,
  dropCargo: dropCargo as Handler<MM>,
  gloryDraw: gloryDraw as Handler<MM>,
  gloryDiscard: gloryDiscard as Handler<MM>,
  war: war as Handler<MM>,
  end: endFrame as Handler<MM>,
  scout: scout as Handler<MM>,
  raid: raid as Handler<MM>,
  loseCargo: loseCargo as Handler<MM>,
  refill: refill as Handler<MM>,
  newCaptain: newCaptain as Handler<MM>,
  rumor: rumor as Handler<MM>,
  mission: mission as Handler<MM>,
  chooseNation: chooseNation as Handler<MM>,
  combat: combat as Handler<MM>,
  scoutCaptain: scoutCaptain as Handler<MM>,
  plunder: plunder as Handler<MM>,
  reward: reward as Handler<MM>,
  npcPlunder: npcPlunder as Handler<MM>,
  window: offTurnWindow as Handler<MM>,
  effects: effects as Handler<MM>,
  skillCheck: skillCheck as Handler<MM>,
  choose: choose as Handler<MM>,
  cardCombat: cardCombat as Handler<MM>,
  transferMods: transferMods as Handler<MM>,
};

export function pools(s: GameState, name: string, ix: Ix): Pool {
  switch (name) {
    case 'event':
    case 'glory':
    case 'captain':
    case 'cargo':
    case 'rumor':
    case 'mission':
      return { kind: 'counts', counts: s.decks[name], order: ix.order[name] };
    case 'demand':
      return { kind: 'counts', counts: s.demandReserve, order: ix.order.goods };
    case 'modSupply':
      return { kind: 'counts', counts: s.modSupply, order: ix.order.mods };
    case 'merchantSupply':
      return { kind: 'counts', counts: s.merchantSupply, order: NATIONS };
    case 'start':
      return { kind: 'list', ids: s.seats.map((p) => pl(s, p).captain ?? '') };
    case 'war':
      return { kind: 'list', ids: WAR_PAIRS };
    case 'track':
      return { kind: 'list', ids: s.merchantTrack };
    case 'ownCargo': {
      const f = s.stack[s.stack.length - 1];
      return { kind: 'list', ids: f?.kind === 'loseCargo' ? pl(s, f.player).cargo : [] };
    }
    case 'npcPlunder': {
      const f = s.stack[s.stack.length - 1];
      return { kind: 'list', ids: f?.kind === 'npcPlunder' ? f.cards : [] };
    }
    case 'placeMods': {
      const f = s.stack[s.stack.length - 1];
      return { kind: 'counts', counts: f?.kind === 'placeMods' ? f.tokens : {}, order: ix.order.mods };
    }
    // M45: a hunting tie; M43: the order of NPC battles; MM NPC 8, M41: the card that takes over.
    case 'npcTie': {
      const f = s.stack[s.stack.length - 1];
      return { kind: 'list', ids: f?.kind === 'npcIcons' ? f.tie : [] };
    }
    case 'npcOrder': {
      const f = s.stack[s.stack.length - 1];
      return { kind: 'list', ids: f?.kind === 'npcScout' ? f.found.filter((slot) => s.npcs.some((n) => n.slot === slot && n.zone === f.zone)) : [] };
    }
    case 'npcReplace':
      return { kind: 'list', ids: s.npcs.find((n) => n.zone === null)?.cards ?? [] };
    default:
      throw new Error(`internal: no pool ${name}`);
  }
}

/** The working copy: a deep copy of everything but the config (never changed by the rules). */
export function working(s: GameState): GameState {
  const out = deepJson({ ...s, config: null }) as unknown as GameState;
  out.config = s.config;
  return out;
}

export const engine = defineGame<MM>({
  handlerOf: (kind) => {
    const h = Object.hasOwn(handlers, kind) ? handlers[kind as Frame['kind']] : undefined;
    if (!h) throw new Error(`internal: no handler for ${kind}`);
    return h;
  },
  pools,
  components: (s) => ixOf(s),
  illegal: (code, message, rule) => illegal(code, message, rule),
  rules: { malformed: 'MM Actions 2', over: (s) => s.over?.rule ?? 'MM Win 5' },
  shapeFault(raw) {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return { path: [], message: 'expected an object' };
    const t = (raw as { type?: unknown }).type;
    if (typeof t !== 'string' || !ACTION_TYPES.includes(t)) return { path: ['type'], message: 'unknown action type' };
    if (t !== 'chance' && !(PLAYERS as readonly unknown[]).includes((raw as { player?: unknown }).player)) return { path: ['player'], message: 'expected a player A-D' };
    return null;
  },
  workingCopy: working,
  privateCopy: working,
  seal: (s) => sealNew(s),
});

/** A node helper for tests: the kernel's node of the top frame. */
export function nodeOf(s: GameState): Node<MM> | null {
  const f = s.stack[s.stack.length - 1];
  return f ? engine.definition.handlerOf(f.kind).node(s, f, ixOf(s)) : null;
}

/** The component set a state plays with. */
export function componentsOf(s: GameState): ComponentSet {
  return ixOf(s).set;
}
