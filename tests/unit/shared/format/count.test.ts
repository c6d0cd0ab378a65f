import { describe, expect, it } from 'vitest';
import { formatCount } from '../../../../src/shared/format/count.ts';

describe('formatCount', () => {
  it('writes counts under ten thousand in full with thousands separated by commas', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(9999)).toBe('9,999');
  });

  it('writes counts from ten thousand to under a million as thousands with k and at most one decimal', () => {
    expect(formatCount(10_000)).toBe('10k');
    expect(formatCount(12_345)).toBe('12.3k');
    expect(formatCount(12_350)).toBe('12.4k');
    expect(formatCount(999_000)).toBe('999k');
  });

  it('writes a million and more as millions with m', () => {
    expect(formatCount(1_000_000)).toBe('1m');
    expect(formatCount(1_250_000)).toBe('1.3m');
    expect(formatCount(34_000_000)).toBe('34m');
  });

  it('never shows "1000k": a count that rounds up to a thousand thousands is a million', () => {
    expect(formatCount(999_960)).toBe('1m');
  });

  it('keeps the sign of a negative vote count', () => {
    expect(formatCount(-3)).toBe('-3');
    expect(formatCount(-12_345)).toBe('-12.3k');
  });

  it('shows 0 for a value that is not a number', () => {
    expect(formatCount(Number.NaN)).toBe('0');
  });
});
