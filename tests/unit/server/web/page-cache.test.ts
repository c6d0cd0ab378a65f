import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { constants } from '../../../../generated/constants.ts';
import { createDatabase } from '../../../../src/server/db/connect.ts';
import { migrateToLatest } from '../../../../src/server/db/migrate.ts';
import { gunzipSync } from 'node:zlib';
import { writingAbout } from '../../../../src/server/cache/write-subject.ts';
import { acceptedCoding } from '../../../../src/server/web/page-cache/content-coding.ts';
import { matchesEtag } from '../../../../src/server/web/page-cache/kept-page.ts';
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

  it('do not keep a page whose bodies weigh more than page_bytes_max, nor one its drawer says not to', async () => {
    const long = `<p>${'x'.repeat(constants.page_cache.page_bytes_max)}</p>`;
    expect((await ask('/long', long)).hit).toBe(false);
    expect((await ask('/long', long)).hit).toBe(false);
    // short enough alone, but not with its compressed bodies (random text compresses to about its length)
    const random = `<p>${randomBytes(200_000).toString('base64')}</p>`;
    expect(Buffer.byteLength(random)).toBeLessThan(constants.page_cache.page_bytes_max);
    expect((await ask('/random', random)).hit).toBe(false);
    expect((await ask('/random', random)).hit).toBe(false);
    expect((await ask('/installing', undefined, false)).hit).toBe(false);
    expect((await ask('/installing', undefined, false)).hit).toBe(false);
  });

  it('keep the nonce they were drawn with and their compressed bodies, and are emptied by a write of what they show', async () => {
    const question = (html?: string) => ask('/question', html, true, '1');
    await question();
    const kept = await visitorAnswer(db, '/question', '1', 'other-nonce', async () => {
      throw new Error('kept pages are not drawn again');
    });
    expect(kept.hit).toBe(true);
    if (!('bodies' in kept.answer)) throw new Error('not a kept page');
    expect(kept.answer.nonce).toBe('n-/question');
    expect(kept.answer.bodies.identity.toString()).toBe('<p nonce="n-/question">/question</p>');
    expect(gunzipSync(kept.answer.bodies.gzip).toString()).toBe('<p nonce="n-/question">/question</p>');
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
      ).answer;
    await writingAbout('2', () => db.updateTable('answer').set({ vote_count: 2 }).execute());
    expect((await about('1')).hit).toBe(true);
    expect((await about('2')).hit).toBe(false);
    // the list answers its old self while it is redrawn, then the new one
    const html = async () => {
      const answer = await list();
      return 'bodies' in answer ? answer.bodies.identity.toString() : answer;
    };
    expect(await html()).toBe('<p nonce="n-/lists/1">/lists/1</p>');
    await vi.waitFor(async () => expect(await html()).toBe('redrawn'));
    // a write that names no question empties every page, and a page of no question answers no old self
    // (it may be a settings change that hides what the page showed)
    await db.updateTable('answer').set({ vote_count: 3 }).execute();
    expect((await about('1')).hit).toBe(false);
    const after = await visitorAnswer(db, '/lists/1', undefined, 'nonce-10', async () => ({
      answer: { status: 200, html: 'drawn after the write', personal: false },
      keep: true,
    }));
    expect(after.hit).toBe(false);
    expect('bodies' in after.answer && after.answer.bodies.identity.toString()).toBe('drawn after the write');
  });

  it('are sent in the compressed coding the client weighs highest, br first, else as plain HTML', () => {
    expect(acceptedCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedCoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(acceptedCoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedCoding('x-gzip')).toBe('gzip');
    expect(acceptedCoding('*')).toBe('br');
    expect(acceptedCoding('*;q=0, identity')).toBe('identity');
    expect(acceptedCoding('deflate')).toBe('identity');
    expect(acceptedCoding(undefined)).toBe('identity');
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
