import type { Action } from '../actions/schema.js';
import { dice, emit, type Handler, type Node } from '../actions/ctx.js';
import type { ComponentIndex } from '../tables/index.js';
import type { GameState } from '../state/schema.js';
import type { PlayerId } from '../state/ids.js';
import { registerResponder } from '../actions/window.js';
import { mayTakeApAction, playApEvent } from '../actions/anti-pirate.js';
import { oustAll, removeGovernor } from '../actions/ports.js';
import { finishEvent, type EventFrame } from '../actions/event-frame.js';
import { DURING_ACTION } from './ap-cards.js';
import { displayName } from '../state/display-name.js';

/**
 * 17.2 #13 Local Resistance, an AP card played any time during another player's Pirate Turn (at
 * every Anti-Pirate window): the player names a port (not a Pirate Port) with a Pro-Pirate Governor
 * and rolls a die; above the port's Value the Governor is removed for good (no replacement), and the
 * Pirates there are Ousted (9.24). The port need not be the active Pirate's (R21). Skull and
 * Crossbones may negate it on behalf of a Pirate in that port (RULINGS B53).
 */
const CARD = 'local-resistance';
const AP_TYPE = `D:${CARD}`;

/** 17.2 #13 "any time during another Player's Pirate Turn": every Anti-Pirate window (R21). */
const MOMENTS = [...DURING_ACTION, 'actionCompleted'];

function isTarget(s: GameState, ix: ComponentIndex, port: string): boolean {
  const gov = s.governors[port];
  return gov !== undefined && gov !== 'anti' && !ix.port[port]?.piratePort && !s.destroyedPorts.includes(port);
}

/** Ports with a (real) Pro-Pirate Governor. */
function targets(s: GameState, ix: ComponentIndex): string[] {
  const out: string[] = [];
  for (const port of Object.keys(s.governors)) if (isTarget(s, ix, port)) out.push(port);
  return out.sort();
}

/**
 * Is there any target? Asked at nearly every window, so: no list, no sort, no key enumeration, and
 * the port that answered last time is tried first (it usually still has its Governor).
 */
let lastTarget = '';
function anyTarget(s: GameState, ix: ComponentIndex): boolean {
  if (lastTarget !== '' && isTarget(s, ix, lastTarget)) return true;
  for (const port of ix.set.ports) {
    if (isTarget(s, ix, port.id)) {
      lastTarget = port.id;
      return true;
    }
  }
  return false;
}

function mayResist(s: GameState, player: PlayerId): boolean {
  return (s.players[player]?.hand.length ?? 0) > 0 && mayTakeApAction(s, player, AP_TYPE);
}

registerResponder({
  moments: MOMENTS,
  needs: { apAction: true, card: true },
  eligible: (s, _w, player, ix) => mayResist(s, player) && anyTarget(s, ix),
  legal: (s, _w, player, ix): Action[] =>
    s.players[player]?.hand.includes(CARD) && mayResist(s, player) ? targets(s, ix).map((port): Action => ({ type: 'playEvent', player, card: CARD, port })) : [],
  respond(ctx, _w, action) {
    if (action.type !== 'playEvent' || !action.port) return;
    playApEvent(ctx, action.player, CARD, 'roll', { port: action.port });
  },
});

export const localResistance: Handler<EventFrame> = {
  rule: () => '17.2',
  node(s, f): Node {
    const port = f.targets[0];
    return port && s.governors[port] !== undefined ? { kind: 'chance', spec: dice(1, null, `Local Resistance at ${displayName(s, port)} (17.2 #13)`) } : { kind: 'auto' };
  },
  legal: () => [],
  step(ctx, f, input) {
    const port = f.targets[0];
    finishEvent(ctx, f);
    if (!port || input?.type !== 'chance' || !Array.isArray(input.value)) return;
    const die = input.value[0] ?? 1;
    const value = ctx.ix.port[port]?.value ?? 0;
    const success = die > value;
    emit(ctx, { type: 'localResistance', rule: '17.2', player: f.player, port, roll: die, value, outcome: success ? 'governorRemoved' : 'noEffect' });
    if (!success) return;
    removeGovernor(ctx, port, '17.2');
    oustAll(ctx, port, '17.2');
  },
};
