import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { InProcessCache } from '../../../../src/server/cache/cache-store.ts';
import { scopesWrittenBy } from '../../../../src/server/cache/write-watch.ts';
import { createDatabase } from '../../../../src/server/db/connect.ts';

describe('which caches a write empties', () => {
  const { db, close } = createDatabase('sqlite::memory:');
  afterAll(() => close());

  it('views leave lists, counts and searches alone; votes change pages and searches (and the posts they looked up and showed) but not counts; status changes all', () => {
    expect(scopesWrittenBy(db.updateTable('question').set({ view_count: 3, hot_score: 9 }).toOperationNode())).toEqual(
      [],
    );
    expect(scopesWrittenBy(db.updateTable('question').set({ vote_count: 3 }).toOperationNode())).toEqual([
      'question_pages',
      'search_results',
      'search_candidates',
      'search_presented',
      'public_pages',
    ]);
    expect(scopesWrittenBy(db.updateTable('question').set({ status: 2 }).toOperationNode())).toEqual([
      'question_lists',
      'question_pages',
      'profile_counts',
      'search_results',
      'search_candidates',
      'search_presented',
      'dashboard',
      'public_pages',
    ]);
    expect(scopesWrittenBy(db.updateTable('answer').set({ vote_count: 2 }).toOperationNode())).toEqual([
      'search_results',
      'search_candidates',
      'search_presented',
      'public_pages',
    ]);
    // a page shows how many comments an answer has
    expect(scopesWrittenBy(db.updateTable('answer').set({ comment_count: 2 }).toOperationNode())).toEqual([
      'public_pages',
    ]);
    expect(scopesWrittenBy(db.updateTable('answer').set({ status: 10 }).toOperationNode())).toEqual([
      'profile_counts',
      'search_results',
      'search_candidates',
      'search_presented',
      'dashboard',
      'public_pages',
    ]);
    // the dashboard counts votes and uploads, which no list shows
    expect(
      scopesWrittenBy(
        db
          .insertInto('vote')
          .values({ user_id: 1, object_id: 1, object_type: 'question', direction: 1, created_at: 0 })
          .toOperationNode(),
      ),
    ).toEqual(['dashboard']);
    expect(scopesWrittenBy(db.deleteFrom('tag_rel').toOperationNode())).toEqual([
      'question_lists',
      'question_pages',
      'search_results',
      'search_candidates',
      'search_presented',
      'public_pages',
    ]);
    expect(
      scopesWrittenBy(
        db.insertInto('site_setting').values({ type: 'x', content: '{}', updated_at: 0 }).toOperationNode(),
      ),
    ).toEqual([
      'settings',
      'question_pages',
      'search_results',
      'search_candidates',
      'search_presented',
      'search_postings',
      'dashboard',
      'public_pages',
    ]);
    expect(scopesWrittenBy(db.selectFrom('question').selectAll().toOperationNode())).toEqual([]);
    // a comment's votes show on the page that holds it
    expect(scopesWrittenBy(db.updateTable('comment').set({ vote_count: 1 }).toOperationNode())).toEqual([
      'public_pages',
    ]);
  });

  it('raw SQL that writes empties everything; raw reads nothing', () => {
    expect(scopesWrittenBy(sql`update question set status = 1`.toOperationNode())).toEqual([
      'settings',
      'question_lists',
      'question_pages',
      'profile_counts',
      'search_results',
      'search_candidates',
      'search_presented',
      'search_postings',
      'dashboard',
      'public_pages',
    ]);
    expect(scopesWrittenBy(sql`select 1`.toOperationNode())).toEqual([]);
  });
});

describe('the in-process cache', () => {
  it('loads a key once for callers at the same time, and again after an invalidation or expiry', async () => {
    const cache = new InProcessCache();
    let loads = 0;
    const load = async () => ++loads;
    const [first, second] = await Promise.all([
      cache.remember('settings', 'k', load),
      cache.remember('settings', 'k', load),
    ]);
    expect([first, second, loads]).toEqual([1, 1, 1]);
    cache.invalidate('question_pages');
    expect(await cache.remember('settings', 'k', load)).toBe(1);
    cache.invalidate('settings');
    expect(await cache.remember('settings', 'k', load)).toBe(2);
    expect(await cache.remember('settings', 'short', load, 0)).toBe(3);
    expect(await cache.remember('settings', 'short', load, 0)).toBe(4);
  });

  it('loads the keys it lacks together, keeps those the load found none for as such, and forgets them all on a write', async () => {
    const cache = new InProcessCache();
    const asked: string[][] = [];
    const load = async (keys: string[]) => {
      asked.push(keys);
      return new Map(keys.filter((key) => key !== 'gone').map((key) => [key, key.toUpperCase()]));
    };
    expect(await cache.rememberEach('search_candidates', ['a', 'gone'], load)).toEqual(['A', undefined]);
    expect(await cache.rememberEach('search_candidates', ['b', 'a', 'gone'], load)).toEqual(['B', 'A', undefined]);
    expect(asked).toEqual([['a', 'gone'], ['b']]);
    // all loaded: answered from what is kept, loading nothing
    expect(await cache.rememberEach('search_candidates', ['gone', 'b'], load)).toEqual([undefined, 'B']);
    expect(asked).toHaveLength(2);
    // asked again while loading: the load under way answers both
    const [early, late] = await Promise.all([
      cache.rememberEach('search_candidates', ['c'], load),
      cache.rememberEach('search_candidates', ['c', 'a'], load),
    ]);
    expect([early, late, asked.length]).toEqual([['C'], ['C', 'A'], 3]);
    expect(cache.versionOf('search_candidates')).toBe(0);
    cache.invalidate('search_candidates');
    // a search thread's copy is stale once the version moves
    expect(cache.versionOf('search_candidates')).toBe(1);
    expect(await cache.rememberEach('search_candidates', ['a'], load)).toEqual(['A']);
    expect(asked.at(-1)).toEqual(['a']);
  });

  it('does not keep a failed load', async () => {
    const cache = new InProcessCache();
    await expect(cache.remember('settings', 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.remember('settings', 'k', async () => 'up')).toBe('up');
  });
});
