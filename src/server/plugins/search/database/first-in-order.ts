/**
 * The first `count` of `items` in the order `compare` gives, as sorting all of them and slicing would
 * give: a page of results wants a few dozen of up to two thousand candidates, and most of them are
 * turned away by one comparison with the last of those kept. Items `compare` finds equal keep their order.
 */
export function firstInOrder<T>(items: readonly T[], count: number, compare: (a: T, b: T) => number): T[] {
  if (count <= 0) return [];
  const kept: T[] = [];
  for (const item of items) {
    if (kept.length === count && compare(item, kept[count - 1]!) >= 0) continue;
    // after every kept item it does not come before, so equal items stay in the order they came
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(item, kept[middle]!) < 0) high = middle;
      else low = middle + 1;
    }
    kept.splice(low, 0, item);
    if (kept.length > count) kept.pop();
  }
  return kept;
}
