import { describe, expect, it } from 'vitest';
import { constants } from '../../../../generated/constants.ts';
import { InProcessCache } from '../../../../src/server/cache/cache-store.ts';
import { valueBytes } from '../../../../src/server/cache/value-bytes.ts';

describe('the bounds of the in-process cache', () => {
  it('holds no more bytes per scope than the bound, the oldest entries forgotten first', async () => {
    const cache = new InProcessCache();
    const tenth = 'x'.repeat(constants.cache.max_bytes_per_scope / 10);
    const keys = Array.from({ length: 15 }, (_, index) => `word${index}`);
    for (const key of keys) await cache.remember('search_postings', key, async () => tenth);
    const weight = valueBytes(tenth);
    const fits = Math.floor(constants.cache.max_bytes_per_scope / weight);
    const answered = await Promise.all(
      keys.map((key) => cache.remember('search_postings', key, async () => 'loaded again')),
    );
    expect(answered.filter((value) => value === tenth)).toHaveLength(fits);
    expect(answered.slice(-fits).every((value) => value === tenth)).toBe(true);
  });

  it('keeps nothing of a value larger than the whole bound, yet answers it', async () => {
    const cache = new InProcessCache();
    const huge = 'x'.repeat(constants.cache.max_bytes_per_scope + 1);
    let loads = 0;
    const loadHuge = async () => {
      loads++;
      return huge;
    };
    await cache.remember('search_postings', 'small', async () => 'small');
    expect(await cache.remember('search_postings', 'huge', loadHuge)).toBe(huge);
    expect(await cache.remember('search_postings', 'huge', loadHuge)).toBe(huge);
    expect(loads).toBe(2);
    expect(await cache.remember('search_postings', 'small', async () => 'loaded again')).toBe('loaded again');
  });

  it('counts drawn pages against their own bound, wider than the other scopes', async () => {
    const cache = new InProcessCache();
    const page = { parts: ['<html>', 'y'.repeat(constants.page_cache.page_bytes_max - 100)], bytes: 0 };
    const fits = Math.floor(constants.page_cache.max_bytes / valueBytes(page));
    expect(fits).toBeGreaterThan(constants.cache.max_bytes_per_scope / valueBytes(page));
    for (let index = 0; index <= fits; index++) await cache.remember('public_pages', `/q/${index}`, async () => page);
    let reloaded = 0;
    for (let index = 0; index <= fits; index++)
      await cache.remember('public_pages', `/q/${index}`, async () => {
        reloaded++;
        return page;
      });
    // the first was pushed out by the last; reloading it pushed out the second, and so on down the list
    expect(reloaded).toBe(fits + 1);
  });

  it('frees an invalidated scope’s bytes: it fills up to its bound again', async () => {
    const cache = new InProcessCache();
    const half = 'z'.repeat(constants.cache.max_bytes_per_scope / 2 - 100);
    await cache.remember('search_postings', 'a', async () => half);
    cache.invalidate('search_postings');
    await cache.remember('search_postings', 'b', async () => half);
    await cache.remember('search_postings', 'c', async () => half);
    expect(await cache.remember('search_postings', 'b', async () => 'loaded again')).toBe(half);
    expect(await cache.remember('search_postings', 'c', async () => 'loaded again')).toBe(half);
  });

  it('weighs bytes kept in a buffer by their length', () => {
    expect(valueBytes({ body: Buffer.alloc(100_000) })).toBeGreaterThan(100_000);
    expect(valueBytes({ body: Buffer.alloc(100_000) })).toBeLessThan(100_100);
  });

  it('estimates two-byte strings at twice their length', () => {
    expect(valueBytes('é'.repeat(1000))).toBeLessThan(valueBytes('€'.repeat(1000)));
    expect(valueBytes('€'.repeat(1000)) - valueBytes('a'.repeat(1000))).toBe(1000);
  });
});
