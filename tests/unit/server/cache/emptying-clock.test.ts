import { describe, expect, it } from 'vitest';
import { EmptyingClock } from '../../../../src/server/cache/emptying-clock.ts';

describe("a scope's emptying clock", () => {
  it('a write about one question empties its entries and those of no question; a write about none empties all', () => {
    const clock = new EmptyingClock(10);
    const stamp = clock.now;
    clock.empty('7');
    expect([clock.emptiedSince(stamp, '7'), clock.emptiedSince(stamp, undefined)]).toEqual([true, true]);
    expect(clock.emptiedSince(stamp, '8')).toBe(false);
    // entries stored after the write are fresh
    expect([clock.emptiedSince(clock.now, '7'), clock.emptiedSince(clock.now, undefined)]).toEqual([false, false]);
    clock.empty();
    expect(clock.emptiedSince(stamp, '8')).toBe(true);
  });

  it('past its bound of subjects remembered, a write about one question empties the whole scope', () => {
    const clock = new EmptyingClock(2);
    const stamp = clock.now;
    clock.empty('1');
    clock.empty('2');
    expect(clock.emptiedSince(stamp, '3')).toBe(false);
    clock.empty('4');
    expect(clock.emptiedSince(stamp, '3')).toBe(true);
  });
});
