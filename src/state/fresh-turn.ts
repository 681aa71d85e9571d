import type { Turn } from './schema.js';

/** A Player-Turn before anything has happened in it. */
export function freshTurn(number: number, player: Turn['player'], phase: Turn['phase']): Turn {
  return {
    number,
    player,
    phase,
    actionsCard: null,
    actionsLeft: 0,
    actionsPirate: null,
    discardedForActions: 0,
    holdPlayed: false,
    malDeMer: false,
    actionCount: 0,
    apUsed: [],
    apCardTypes: [],
    actionApTypes: [],
    actionWarship: false,
    actionKcReaction: false,
    kcActing: null,
    kcHarassed: null,
  };
}
