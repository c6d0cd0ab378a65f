/** A small seeded generator (mulberry32): the same seed gives the same database on every machine. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** uniform in [0, 1) */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** an integer in [min, max] */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }
}

/**
 * Ranks drawn with Zipf's law (rank r has weight 1/r^s): a few tags, words and users are everywhere,
 * most are rare, as on real Q&A sites.
 */
export class Zipf {
  private readonly cumulative: Float64Array;

  constructor(size: number, exponent = 1.07) {
    this.cumulative = new Float64Array(size);
    let total = 0;
    for (let rank = 1; rank <= size; rank++) {
      total += 1 / rank ** exponent;
      this.cumulative[rank - 1] = total;
    }
    for (let index = 0; index < size; index++) this.cumulative[index]! /= total;
  }

  /** a 0-based rank */
  draw(random: Random): number {
    const target = random.next();
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
