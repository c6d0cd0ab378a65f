// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { constants } from '../../../generated/constants.ts';
import { useDebouncedValue } from '../../../src/web/hooks/useDebouncedValue.ts';

const delay = constants.timing.typing_search_debounce_ms;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a value that settles once typing pauses', () => {
  it('answers the first value at once', () => {
    const { result } = renderHook(() => useDebouncedValue('ja'));
    expect(result.current).toBe('ja');
  });

  it('keeps the last settled value while keys follow each other, and takes the latest one a full delay after the last key', () => {
    const { result, rerender } = renderHook(({ typed }) => useDebouncedValue(typed), { initialProps: { typed: '' } });
    for (const typed of ['b', 'be', 'bee']) {
      rerender({ typed });
      act(() => vi.advanceTimersByTime(delay - 1));
      expect(result.current).toBe('');
    }
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('bee');
  });
});
