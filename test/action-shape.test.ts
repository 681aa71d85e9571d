/**
 * The hand-written action check (src/actions/action-shape.ts) that lets `apply` and `check` run
 * without zod on the browser's play path (issue 14 point 3) must accept exactly what ActionSchema
 * accepts, and name the same place when it refuses: every action type with the same fields, and
 * mutated and random actions judged alike.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ActionSchema } from '../src/actions/schema.js';
import { ACTION_SHAPES, actionShapeFault } from '../src/actions/action-shape.js';

type Shape = (typeof ACTION_SHAPES)[keyof typeof ACTION_SHAPES];

/** One valid value of each field kind, and a few other valid ones. */
const SAMPLES: Record<string, unknown[]> = {
  player: ['A', 'J'],
  id: ['vane', 'east-caribbean'],
  index: [0, 3],
  boolean: [true, false],
  location: [{ kind: 'sea', area: 'india' }, { kind: 'port', port: 'boston' }, { kind: 'transit', box: 'cape-of-good-hope' }],
  chanceValue: [[3, 4], [], 'flute'],
  cardEvent: [{ target: 'vane', area: null }, { target: 'teach', area: 'india' }],
};

function valid(type: string, shape: Shape, pick: number): Record<string, unknown> {
  const a: Record<string, unknown> = { type };
  for (const [k, f] of Object.entries(shape)) {
    const options = Array.isArray(f.kind) ? [...(f.kind as readonly string[])] : [...(SAMPLES[f.kind as string] ?? [])];
    if (f.nullable) options.push(null);
    if (f.optional && pick % 2 === 1) continue;
    a[k] = options[pick % options.length];
  }
  return a;
}

const zodOk = (x: unknown): boolean => ActionSchema.safeParse(x).success;
const zodPath = (x: unknown): string => {
  const r = ActionSchema.safeParse(x);
  return r.success ? '' : (r.error.issues[0]?.path ?? []).join('.');
};

describe('the hand-written action check is ActionSchema', () => {
  it('has every action type of ActionSchema, with the same fields', () => {
    const zodTypes = ActionSchema.options.map((o) => o.shape.type.value).sort();
    expect(Object.keys(ACTION_SHAPES).sort()).toEqual(zodTypes);
    for (const o of ActionSchema.options) {
      const shape = ACTION_SHAPES[o.shape.type.value];
      expect(['type', ...Object.keys(shape)].sort(), o.shape.type.value).toEqual(Object.keys(o.shape).sort());
    }
  });

  it('accepts the valid actions of every type, as ActionSchema does', () => {
    for (const [type, shape] of Object.entries(ACTION_SHAPES)) {
      for (let pick = 0; pick < 4; pick++) {
        const a = valid(type, shape, pick);
        expect(zodOk(a), JSON.stringify(a)).toBe(true);
        expect(actionShapeFault(a), JSON.stringify(a)).toBeNull();
      }
    }
  });

  // Values that break fields in every way a client might: wrong types, near misses, other kinds' values.
  const odd = fc.oneof(
    fc.constantFrom<unknown>(
      null, undefined, true, 0, -1, 1.5, NaN, 'A', 'Z', 'a', 'vane', 'Not Kebab', '', '-x', 'sloop', 'hull', 'ransom', 'letterOfMarque',
      {}, [], [1, 2], [1.5], ['a'], { kind: 'sea', area: 'india' }, { kind: 'sea', port: 'boston' }, { kind: 'air', area: 'india' },
      { kind: 'port', port: 'boston', extra: 1 }, { target: 'vane', area: null }, { target: 'vane' }, { target: 'vane', area: 'India' },
    ),
    fc.jsonValue({ maxDepth: 2 }),
  );
  const types = Object.keys(ACTION_SHAPES);
  const mutated = fc
    .tuple(
      fc.constantFrom(...types),
      fc.nat(3),
      fc.array(fc.tuple(fc.constantFrom('set', 'delete', 'add', 'retype'), fc.nat(20), odd), { maxLength: 3 }),
    )
    .map(([type, pick, edits]) => {
      const a = valid(type, ACTION_SHAPES[type as keyof typeof ACTION_SHAPES], pick);
      for (const [op, n, v] of edits) {
        const keys = Object.keys(a);
        const k = keys[n % keys.length] ?? 'type';
        if (op === 'set') a[k] = v;
        else if (op === 'delete') delete a[k];
        else if (op === 'add') a[`extra${n}`] = v;
        else a['type'] = types[n % types.length];
      }
      return a;
    });

  it('judges mutated actions as ActionSchema does, naming the same path', () => {
    fc.assert(
      fc.property(mutated, (a) => {
        const fault = actionShapeFault(a);
        expect(fault === null, JSON.stringify(a)).toBe(zodOk(a));
        if (fault) expect(fault.path.join('.'), JSON.stringify(a)).toBe(zodPath(a));
      }),
      { numRuns: 3000, seed: 14 },
    );
  });

  it('refuses what is not an action object at all, as ActionSchema does', () => {
    fc.assert(
      fc.property(odd, (x) => {
        expect(actionShapeFault(x) === null).toBe(zodOk(x));
      }),
      { numRuns: 500, seed: 3 },
    );
  });
});
