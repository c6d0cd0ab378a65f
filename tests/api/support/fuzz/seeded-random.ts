/** A small deterministic generator (mulberry32): the same seed gives the same fuzz cases on every run. */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let value = this.state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  }

  /** `count` items of `items` in a shuffled order, each at most once. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    for (let index = pool.length - 1; index > 0; index -= 1) {
      const other = Math.floor(this.next() * (index + 1));
      [pool[index], pool[other]] = [pool[other]!, pool[index]!];
    }
    return pool.slice(0, count);
  }
}

/** A seed from a text (the operation's id), so adding an operation does not reshuffle the others' cases. */
export function seedOf(text: string, base: number): number {
  let hash = base >>> 0;
  for (const character of text) hash = Math.imul(hash ^ character.charCodeAt(0), 16777619) >>> 0;
  return hash;
}
