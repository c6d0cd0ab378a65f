import { describe, expect, it } from 'vitest';
import { webCacheRedirect } from '../../../src/web/pages/Search/web-cache.ts';

const cache = 'webcache.googleusercontent.com';

describe('a visit from a web cache', () => {
  it('goes back to the real path of the cached page', () => {
    const search = `?q=${encodeURIComponent('cache:AbC123:https://qa.example.org/answer/questions/10010000000000001?x=1')}`;
    expect(webCacheRedirect({ host: cache, search })).toBe('/answer/questions/10010000000000001?x=1');
    expect(webCacheRedirect({ host: cache, search: '?q=cache:k:http://qa.example.org/' })).toBe('/');
  });

  it('stays where it is on any other host, or when the cache names no address', () => {
    expect(
      webCacheRedirect({ host: 'qa.example.org', search: '?q=cache:k:https://qa.example.org/answer/tags' }),
    ).toBeNull();
    expect(webCacheRedirect({ host: cache, search: '?q=vacuum' })).toBeNull();
    expect(webCacheRedirect({ host: cache, search: '?q=cache:nothing' })).toBeNull();
    expect(webCacheRedirect({ host: cache, search: '' })).toBeNull();
  });
});
