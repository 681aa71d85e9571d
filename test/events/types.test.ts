/**
 * GameEvent is a discriminated union (issue 14 point 1): narrowing on `type` gives the facts of that
 * event, typed. These are compile-time checks (`npm run typecheck` compiles the tests); the runtime
 * part only makes sure the file is collected.
 */
import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { GameEventSchema, apply, type EventOf, type GameEvent, type GameEventType, type PlayerId } from '../../src/index.js';

describe('GameEvent types', () => {
  it('narrowing on type gives the fields of that event', () => {
    const use = (e: GameEvent): number => {
      if (e.type === 'merchantFound') {
        expectTypeOf(e.roll.total).toEqualTypeOf<number>();
        expectTypeOf(e.port).toEqualTypeOf<string>();
        return e.roll.total;
      }
      if (e.type === 'portAttacked') {
        expectTypeOf(e.outcome).toEqualTypeOf<'success' | 'failure'>();
        expectTypeOf(e.defense.dice).toEqualTypeOf<number[]>();
        return e.attack.total;
      }
      if (e.type === 'pirateDeployed') {
        expectTypeOf(e.player).toEqualTypeOf<PlayerId>();
        expectTypeOf(e.visibleTo).toEqualTypeOf<PlayerId | undefined>();
      }
      // @ts-expect-error: `roll` is not a fact of every event; narrow first.
      return e.roll;
    };
    expectTypeOf(use).parameter(0).toEqualTypeOf<GameEvent>();
  });

  it('the type names are a closed union, and EventOf picks one member', () => {
    expectTypeOf<'moved'>().toExtend<GameEventType>();
    expectTypeOf<'teleported'>().not.toExtend<GameEventType>();
    expectTypeOf<string>().not.toExtend<GameEventType>();
    expectTypeOf<EventOf<'moved'>['toKind']>().toEqualTypeOf<'sea' | 'port' | 'transit'>();
    expectTypeOf<EventOf<'gameOver'>['standings'][number]['player']>().toEqualTypeOf<PlayerId>();
  });

  it('the type is the zod schema (one source), and apply returns it', () => {
    expectTypeOf<GameEvent>().toEqualTypeOf<z.output<typeof GameEventSchema>>();
    expectTypeOf(apply).returns.toEqualTypeOf<{ state: Parameters<typeof apply>[0]; events: GameEvent[] }>();
  });
});
