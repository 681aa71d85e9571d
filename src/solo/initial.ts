import type { SoloState } from '../state/solo-schema.js';

/** The solitaire constants and starting state, zod-free (the play path loads no zod, issue 14 point 3). */
export const SOLO_BLACKBEARD = 'teach';
export const SOLO_SYSTEM = 'B' as const;
/** 19.1: the SP has three Pirates on the map. */
export const SOLO_SP_PIRATES = 3;

export function initialSoloState(): SoloState {
  return {
    system: SOLO_SYSTEM,
    blackbeard: SOLO_BLACKBEARD,
    slots: [],
    slot: 0,
    drew: 'none',
    endChecked: false,
    kcTurn: 0,
    kcTrigger: false,
    letters: [],
    pardonInHold: false,
    outcome: null,
  };
}
