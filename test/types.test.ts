/**
 * GameState and PlayerView are named interfaces (issue 14 point 2) so compiler errors and the API
 * pages say `GameState` instead of unrolling it; they must stay exactly the zod schemas' types, so
 * a saved game checked by GameStateSchema is a GameState and a GameState passes the schema's type.
 * Compile-time checks (`npm run typecheck` compiles the tests).
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { ActionSchema, ComponentSetSchema, GameConfigSchema, GameEventSchema, GameStateSchema, PlayerViewSchema, view, apply, type Action, type ComponentSet, type GameConfig, type GameEvent, type GameState, type Pending, type PlayerView } from '../src/index.js';
import { PendingSchema } from '../src/schemas.js';

describe('named interfaces over the zod schemas', () => {
  it('GameState is the type of GameStateSchema, both ways', () => {
    expectTypeOf<GameState>().toEqualTypeOf<z.output<typeof GameStateSchema>>();
    expectTypeOf<z.output<typeof GameStateSchema>>().toExtend<GameState>();
    expectTypeOf<GameState>().toExtend<z.output<typeof GameStateSchema>>();
  });

  it('ComponentSet and GameConfig are the types of their schemas, both ways (issue 23 point 5)', () => {
    expectTypeOf<ComponentSet>().toEqualTypeOf<z.output<typeof ComponentSetSchema>>();
    expectTypeOf<z.output<typeof ComponentSetSchema>>().toExtend<ComponentSet>();
    expectTypeOf<GameConfig>().toEqualTypeOf<z.input<typeof GameConfigSchema>>();
    expectTypeOf<z.input<typeof GameConfigSchema>>().toExtend<GameConfig>();
    expectTypeOf<GameConfig>().toExtend<z.input<typeof GameConfigSchema>>();
  });

  it('PlayerView is the type of PlayerViewSchema, both ways', () => {
    expectTypeOf<PlayerView>().toEqualTypeOf<z.output<typeof PlayerViewSchema>>();
    expectTypeOf<z.output<typeof PlayerViewSchema>>().toExtend<PlayerView>();
    expectTypeOf<PlayerView>().toExtend<z.output<typeof PlayerViewSchema>>();
  });

  it('GameEvent is the type of GameEventSchema, both ways', () => {
    expectTypeOf<GameEvent>().toEqualTypeOf<z.output<typeof GameEventSchema>>();
    expectTypeOf<z.output<typeof GameEventSchema>>().toExtend<GameEvent>();
  });

  it('Action is the type of ActionSchema, both ways', () => {
    expectTypeOf<Action>().toEqualTypeOf<z.output<typeof ActionSchema>>();
    expectTypeOf<z.output<typeof ActionSchema>>().toExtend<Action>();
  });

  it('Pending is the type of PendingSchema, both ways', () => {
    expectTypeOf<Pending>().toEqualTypeOf<z.output<typeof PendingSchema>>();
  });

  it('the public functions speak in the named types', () => {
    expectTypeOf(apply).parameter(0).toEqualTypeOf<GameState>();
    expectTypeOf(view).returns.toEqualTypeOf<PlayerView>();
  });
});
