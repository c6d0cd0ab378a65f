import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../../../generated/constants.ts';
import { createDatabase } from '../../../../src/server/db/connect.ts';
import { migrateToLatest } from '../../../../src/server/db/migrate.ts';
import { htmlWithNonce, matchesEtag } from '../../../../src/server/web/page-cache/kept-page.ts';
import { writingAbout } from '../../../../src/server/cache/write-subject.ts';
import { visitorAnswer } from '../../../../src/server/web/page-cache/page-cache.ts';

describe('the pages kept for visitors', () => {
  const { db, close } = createDatabase('sqlite::memory:');
  beforeAll(() => migrateToLatest(db));
  afterAll(() => close());
  let draws = 0;
  const ask = (variant: string, html = `<p nonce="n-${variant}">${variant}</p>`, keep = true, question?: string) =>
    visitorAnswer(db, variant, question, `n-${variant}`, async () => {
      draws++;
      return { answer: { status: 200, html, personal: false }, keep };
    });

  it('hold at most max_entries pages, forgetting the one kept longest', async () => {
    const { max_entries: most } = constants.page_cache;
    for (let index = 0; index <= most; index++) await ask(`/page/${index}`);
    const before = draws;
    expect((await ask(`/page/${most}`)).hit).toBe(true);
    expect((await ask('/page/1')).hit).toBe(true);
    expect((await ask('/page/0')).hit).toBe(false);
    expect(draws).toBe(before + 1);
  });

  it('do not keep a page longer than page_bytes_max, nor one its drawer says not to', async () => {
    const long = `<p>${'x'.repeat(constants.page_cache.page_bytes_max)}</p>`;
    expect((await ask('/long', long)).hit).toBe(false);
    expect((await ask('/long', long)).hit).toBe(false);
    expect((await ask('/installing', undefined, false)).hit).toBe(false);
    expect((await ask('/installing', undefined, false)).hit).toBe(false);
  });

  it('are emptied by a write of what they show, and give each response its own nonce', async () => {
    const question = (html?: string) => ask('/question', html, true, '1');
    await question();
    const kept = await visitorAnswer(db, '/question', '1', 'other-nonce', async () => {
      throw new Error('kept pages are not drawn again');
    });
    expect(kept.hit).toBe(true);
    if ('redirect' in kept.kept) throw new Error('not a page');
    expect(htmlWithNonce(kept.kept, 'fresh')).toBe('<p nonce="fresh">/question</p>');
    await db.updateTable('answer').set({ vote_count: 1 }).execute();
    expect((await question()).hit).toBe(false);
    // views show as late as the page expires: they empty nothing
    await db.updateTable('question').set({ view_count: 7 }).execute();
    expect((await question()).hit).toBe(true);
  });

  it("a write about one question empties its page and the pages of no question, not another question's", async () => {
    const about = (question: string) => ask(`/questions/${question}`, undefined, true, question);
    await Promise.all([about('1'), about('2'), ask('/lists/1', undefined, true, undefined)]);
    const list = async () =>
      (
        await visitorAnswer(db, '/lists/1', undefined, 'nonce-9', async () => ({
          answer: { status: 200, html: 'redrawn', personal: false },
          keep: true,
        }))
      ).kept;
    await writingAbout('2', () => db.updateTable('answer').set({ vote_count: 2 }).execute());
    expect((await about('1')).hit).toBe(true);
    expect((await about('2')).hit).toBe(false);
    // the list answers its old self while it is redrawn, then the new one
    expect(await list()).toMatchObject({ parts: ['<p nonce="', '">/lists/1</p>'] });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await list()).toMatchObject({ parts: ['redrawn'] });
    // a write that names no question empties every page
    await db.updateTable('answer').set({ vote_count: 3 }).execute();
    expect((await about('1')).hit).toBe(false);
  });

  it('match If-None-Match as weak tags, in lists and as *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
  });
});
