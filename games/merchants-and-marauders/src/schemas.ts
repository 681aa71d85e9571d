/**
 * The public zod schemas as JSON Schema (draft 2020-12), for tools outside TypeScript: the game
 * config, an action, a component set (a user's transcription, ledger F.3) and the saved state.
 */
import { z } from 'zod';
import { GameConfig } from './api.js';
import { Action } from './actions.js';
import { ComponentSetSchema } from './components/schema.js';
import { GameState } from './state.js';

/** JSON Schemas of the config, actions, component sets and saved states. */
export function jsonSchemas(): Record<'config' | 'action' | 'components' | 'state', unknown> {
  const io = { unrepresentable: 'any' } as const;
  return {
    config: z.toJSONSchema(GameConfig, io),
    action: z.toJSONSchema(Action, io),
    components: z.toJSONSchema(ComponentSetSchema, io),
    state: z.toJSONSchema(GameState, io),
  };
}
