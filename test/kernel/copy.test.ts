import { describe, it, expect, afterEach } from 'vitest';
import { ownCopy, deepJson, keyByKey, freezeNew, freezeChanged, sealNew } from '../../src/kernel/index.js';

/**
 * Copy on first write (src/kernel/copy.ts): how `apply` leaves its input untouched (the public
 * contract: an illegal or legal `apply` never changes the state it was given) while sharing what a
 * step did not change, and freezes only what a step made.
 */
const proto = Object.prototype as Record<string, unknown>;
afterEach(() => {
  delete proto['polluted'];
});

describe('ownCopy: a shared object is copied once per context, then written in place', () => {
  it('a context that owns everything (the simulator\'s private clone) gets the object itself', () => {
    const v = { a: 1 };
    expect(ownCopy({ owned: null }, v, (x) => ({ ...x }))).toBe(v);
  });

  it('a shared object: a copy, remembered as owned; asked again for the copy, the copy itself', () => {
    const ctx = { owned: new Set<object>() };
    const v = { a: 1 };
    const c = ownCopy(ctx, v, (x) => ({ ...x }));
    expect(c).not.toBe(v);
    expect(c).toEqual(v);
    expect(ctx.owned.has(c)).toBe(true);
    expect(ctx.owned.has(v)).toBe(false);
    expect(ownCopy(ctx, c, () => {
      throw new Error('an owned object is not copied again');
    })).toBe(c);
  });
});

describe('deepJson: a deep copy of plain JSON data (a frame stack)', () => {
  it('nothing shared: nested objects and lists are new, equal, and writing them leaves the original', () => {
    const v = { kind: 'loot', n: 3, s: 'x', nil: null, list: [1, 'a', { deep: [2, { deeper: true }] }], obj: { k: [4] } };
    const c = deepJson(v);
    expect(c).toEqual(v);
    expect(c).not.toBe(v);
    expect(c.list).not.toBe(v.list);
    expect(c.list[2]).not.toBe(v.list[2]);
    expect((c.list[2] as { deep: unknown[] }).deep[1]).not.toBe((v.list[2] as { deep: unknown[] }).deep[1]);
    expect(c.obj).not.toBe(v.obj);
    expect(c.obj.k).not.toBe(v.obj.k);
    c.obj.k.push(5);
    expect(v.obj.k).toEqual([4]);
    expect(deepJson([{ a: 1 }, null, 'id'])).toEqual([{ a: 1 }, null, 'id']);
    expect(deepJson(null)).toBeNull();
    expect(deepJson(7)).toBe(7);
  });

  it('an object inherited from a polluted Object.prototype is not copied in as the copy\'s own', () => {
    proto['polluted'] = { evil: true };
    const c = deepJson({ a: { b: 1 } });
    expect(Object.hasOwn(c, 'polluted')).toBe(false);
    expect(Object.hasOwn(c.a, 'polluted')).toBe(false);
  });
});

describe('keyByKey: a shallow copy of a record', () => {
  it('the same entries, a new record, the values shared', () => {
    const inner = { x: 1 };
    const r = { a: inner, b: inner };
    const c = keyByKey(r);
    expect(c).toEqual(r);
    expect(c).not.toBe(r);
    expect(c['a']).toBe(inner);
    expect(keyByKey({})).toEqual({});
  });

  it('keys a polluted Object.prototype adds are not taken in', () => {
    proto['polluted'] = 1;
    const c = keyByKey({ a: 1, b: 2 });
    expect(Object.keys(c)).toEqual(['a', 'b']);
    expect(Object.hasOwn(c, 'polluted')).toBe(false);
  });
});

describe('freezeNew / freezeChanged / sealNew: what a caller gets is frozen through', () => {
  it('freezeNew: every object and list, however deep', () => {
    const v = { a: { b: [{ c: 1 }, [2]] }, d: [3], e: null };
    freezeNew(v);
    expect(Object.isFrozen(v)).toBe(true);
    expect(Object.isFrozen(v.a)).toBe(true);
    expect(Object.isFrozen(v.a.b)).toBe(true);
    expect(Object.isFrozen(v.a.b[0])).toBe(true);
    expect(Object.isFrozen(v.a.b[1])).toBe(true);
    expect(Object.isFrozen(v.d)).toBe(true);
    expect(freezeNew(5)).toBe(5);
  });

  it('freezeNew: an object already frozen is taken as frozen through (not walked)', () => {
    const inner = { x: 1 };
    const v = Object.freeze({ inner });
    freezeNew(v);
    expect(Object.isFrozen(inner)).toBe(false);
  });

  it('freezeChanged: what the step made is frozen; what it shares with the state it came from is not walked', () => {
    const shared = { x: 1 }; // as found in `base` at the same place: not walked (frozen there already)
    const sharedInList = { y: 1 };
    const base = { keep: shared, list: [sharedInList], gone: { z: 1 } };
    const made = { w: [1] };
    const next = { keep: shared, list: [sharedInList, made], added: { v: { u: 1 } } };
    freezeChanged(next, base);
    expect(Object.isFrozen(next)).toBe(true);
    expect(Object.isFrozen(next.list)).toBe(true);
    expect(Object.isFrozen(made)).toBe(true);
    expect(Object.isFrozen(made.w)).toBe(true);
    expect(Object.isFrozen(next.added.v)).toBe(true);
    expect(Object.isFrozen(shared)).toBe(false);
    expect(Object.isFrozen(sharedInList)).toBe(false);
  });

  it('freezeChanged: an object moved to another place is new there, and frozen', () => {
    const moved = { m: 1 };
    const base = { a: moved, b: null };
    const next = { a: null, b: moved };
    freezeChanged(next, base);
    expect(Object.isFrozen(moved)).toBe(true);
  });

  it('freezeChanged: the very base object, a frozen one, or a non-object is returned as it is', () => {
    const base = { a: { b: 1 } };
    expect(freezeChanged(base, base)).toBe(base);
    expect(Object.isFrozen(base)).toBe(false);
    expect(freezeChanged(3, base)).toBe(3);
    const frozen = Object.freeze({ inner: { c: 1 } });
    freezeChanged(frozen, null);
    expect(Object.isFrozen(frozen.inner)).toBe(false);
    // A base that is no object: everything under `next` is new.
    const next = { a: { b: 1 } };
    freezeChanged(next, 'not an object');
    expect(Object.isFrozen(next.a)).toBe(true);
  });

  it('freezeChanged: a key inherited by the base from a polluted prototype is no shared value', () => {
    const evil = { e: 1 };
    proto['polluted'] = evil;
    const next = { polluted: evil };
    freezeChanged(next, {});
    expect(Object.isFrozen(evil)).toBe(true);
  });

  it('freezeNew / freezeChanged: an object a polluted Object.prototype hangs on every record is not frozen through them', () => {
    const evil = { e: 1 };
    proto['polluted'] = evil;
    freezeNew({ a: { b: 1 } });
    expect(Object.isFrozen(evil)).toBe(false);
    freezeChanged({ a: { b: 1 } }, null);
    expect(Object.isFrozen(evil)).toBe(false);
  });

  it('freezeChanged: a list with no base list (a new one): its objects are frozen', () => {
    const item = { i: 1 };
    const next = [item, 2, null];
    freezeChanged(next, null);
    expect(Object.isFrozen(next)).toBe(true);
    expect(Object.isFrozen(item)).toBe(true);
  });

  it('sealNew: with no base, everything; with a base, only what changed', () => {
    const a = { x: { y: 1 } };
    sealNew(a);
    expect(Object.isFrozen(a.x)).toBe(true);
    const shared = { s: 1 };
    const base = { shared };
    const next = { shared, fresh: { f: 1 } };
    sealNew(next, base);
    expect(Object.isFrozen(next.fresh)).toBe(true);
    expect(Object.isFrozen(shared)).toBe(false);
  });
});
