// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { constants } from '../../../generated/constants.ts';
import { readStored, removeStored, writeStored } from '../../../src/web/app/storage.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const key = constants.storage.keys.color_scheme;

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('stored items', () => {
  it(`keep their value for ${constants.storage.expiry_days} days by default, then are gone`, () => {
    vi.useFakeTimers();
    writeStored(key, 'dark');
    vi.advanceTimersByTime(constants.storage.expiry_days * DAY_MS - 1);
    expect(readStored(key)).toBe('dark');
    vi.advanceTimersByTime(1);
    expect(readStored(key)).toBeNull();
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('can be given another lifetime, and removed', () => {
    vi.useFakeTimers();
    writeStored(key, 'light', 1);
    vi.advanceTimersByTime(DAY_MS);
    expect(readStored(key)).toBeNull();
    writeStored(key, 'light');
    removeStored(key);
    expect(readStored(key)).toBeNull();
  });

  it('treat an item that is not ours as missing', () => {
    window.localStorage.setItem(key, 'dark');
    expect(readStored(key)).toBeNull();
  });
});
