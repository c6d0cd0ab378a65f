import { describe, expect, it, vi } from 'vitest';
import { questionPath, toLongId, toShortId, urlTitle } from '../../../../src/shared/permalink/index.ts';

describe('permalinks', () => {
  it('slugs titles: lowercase, hyphens, accents folded, emoji dropped, Chinese escaped, empty → topic', () => {
    expect(urlTitle('How do I use Café menus? 🚀')).toBe('how-do-i-use-cafe-menus');
    expect(urlTitle('如何 使用')).toBe(`${encodeURIComponent('如何')}-${encodeURIComponent('使用')}`);
    expect(urlTitle('🚀🚀')).toBe('topic');
    expect(urlTitle('长'.repeat(100)).length).toBeLessThanOrEqual(150);
    expect(() => decodeURIComponent(urlTitle('长'.repeat(100)))).not.toThrow();
  });

  it('turns object ids into short ids and back (base 62, salt 100)', () => {
    expect(toShortId('10010000000000123')).toBe('D1B3');
    expect(toLongId('D1B3')).toBe('10010000000000123');
    expect(toLongId('10020000000000124')).toBe('10020000000000124');
    expect(toLongId('not a short id!')).toBeNull();
  });

  it('refuses an overlong id before any big-number arithmetic, whatever its characters (decoding stays bounded)', () => {
    let digitsConverted = 0;
    const { BigInt: realBigInt } = globalThis;
    vi.stubGlobal('BigInt', (value: string | number | bigint | boolean) => {
      digitsConverted += String(value).length;
      return realBigInt(value);
    });
    try {
      expect(toLongId('z'.repeat(200_000))).toBeNull();
      expect(toLongId('9'.repeat(200_000))).toBeNull();
      expect(toLongId('1002000000000012400')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(digitsConverted).toBe(0);
    expect(toLongId(toShortId('10079999999999999'))).toBe('10079999999999999');
  });

  it('builds question links for permalink modes 1 to 4', () => {
    const question = { id: '10010000000000123', title: 'Hello World' };
    expect(questionPath(1, question)).toBe('/questions/10010000000000123/hello-world');
    expect(questionPath(2, question)).toBe('/questions/10010000000000123');
    expect(questionPath(3, question)).toBe('/questions/D1B3/hello-world');
    expect(questionPath(4, question)).toBe('/questions/D1B3');
    expect(questionPath(1, question, '10020000000000124')).toBe(
      '/questions/10010000000000123/hello-world/10020000000000124',
    );
  });
});
