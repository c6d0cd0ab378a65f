import { describe, expect, it } from 'vitest';
import { firstInOrder } from '../../../../src/server/plugins/search/database/first-in-order.ts';
import { Random } from '../../../bench/seed/random.ts';

describe('the first items in an order', () => {
  const byValue = (a: { value: number }, b: { value: number }) => a.value - b.value;

  it('gives what sorting everything and slicing gives, ties in the order they came, for every count', () => {
    const random = new Random(3);
    for (let round = 0; round < 50; round++) {
      const items = Array.from({ length: random.int(0, 300) }, (_, index) => ({ value: random.int(0, 40), index }));
      for (const count of [0, 1, 2, 7, 30, 90, items.length - 1, items.length, items.length + 5]) {
        expect(firstInOrder(items, count, byValue)).toEqual([...items].sort(byValue).slice(0, Math.max(count, 0)));
      }
    }
  });

  it('leaves the items it was given as they were', () => {
    const items = [3, 1, 2].map((value) => ({ value }));
    expect(firstInOrder(items, 2, byValue).map((item) => item.value)).toEqual([1, 2]);
    expect(items.map((item) => item.value)).toEqual([3, 1, 2]);
  });
});
