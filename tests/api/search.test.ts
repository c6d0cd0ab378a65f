import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { toShortId } from '../../src/shared/permalink/short-id.ts';
import { seedCommunity, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { answerQuestion, seedTag } from './support/posts.ts';
import { API, ask } from './support/questions.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { writeSetting } from '../../src/server/db/settings-store.ts';
import en from '../../generated/messages/en_US.ts';
import { parseSearchQuery } from '../../src/shared/search/parse-query.ts';
import { searchCondition } from '../../src/server/modules/search/condition.ts';
import { findPosts } from '../../src/server/plugins/search/database/find-posts.ts';
import type { SearchBounds } from '../../src/server/plugins/search/database/search-plan.ts';
import type { JsonBody } from '../support/json-body.ts';

/**
 * A small fixed corpus written through the API (so the index is kept by the write paths), then
 * every syntax element asked for with the exact posts and order expected, on every engine.
 */
describe.each(testEngines())('search on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;
  const ids: Record<string, string> = {};
  const now = Math.floor(Date.now() / 1000);

  const search = async (q: string, extra = '', as?: Member) => {
    const response = await server.request(`${API}/search?q=${encodeURIComponent(q)}${extra}`, as?.as);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data as {
      count: number;
      query: string;
      shortened: boolean;
      list: Array<{ object_type: string; object: Record<string, JsonBody> }>;
    };
  };
  /** the names of the posts found, in order */
  const found = async (q: string, extra = '&order=newest', as?: Member) => {
    const names = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
    return (await search(q, extra, as)).list.map((item) => names.get(item.object.id) ?? item.object.id);
  };
  const setQuestion = (name: string, values: Record<string, number | string>) =>
    server.database.db.updateTable('question').set(values).where('id', '=', ids[name]!).execute();
  const setAnswer = (name: string, values: Record<string, number | string>) =>
    server.database.db.updateTable('answer').set(values).where('id', '=', ids[name]!).execute();

  beforeAll(async () => {
    server = await startTestServer(engine);
    people = await seedCommunity(server);
    const { asker: amy, answerer: bo, veteran: vic } = people;
    for (const slug of ['databases', 'postgres', 'frontend']) await seedTag(server, slug);
    const { db } = server.database;
    const postgres = await db
      .selectFrom('tag')
      .select('id')
      .where('slug_name', '=', 'postgres')
      .executeTakeFirstOrThrow();
    await seedTag(server, 'pg');
    await db
      .updateTable('tag')
      .set({ main_tag_id: postgres.id, main_tag_slug_name: 'postgres' })
      .where('slug_name', '=', 'pg')
      .execute();

    ids.qTitle = (
      await ask(server, amy, {
        title: 'Tuning vacuum settings',
        content: 'How should autovacuum thresholds be chosen?',
        tags: ['databases', 'postgres'],
      })
    ).id;
    ids.qBody = (
      await ask(server, vic, {
        title: 'Slow nightly maintenance',
        content: 'The vacuum job blocks writes for an hour.',
        tags: ['databases'],
      })
    ).id;
    ids.qPhrase = (
      await ask(server, amy, {
        title: 'Replication lag questions',
        content: 'Streaming replication lag grows after failover.',
        tags: ['postgres'],
      })
    ).id;
    ids.qFront = (
      await ask(server, vic, {
        title: 'Flexbox alignment puzzle',
        content: 'Items refuse to center vertically inside the card.',
        tags: ['frontend'],
      })
    ).id;
    ids.qUnlisted = (
      await ask(server, amy, {
        title: 'Vacuum hidden question',
        content: 'Unlisted orphan text about vacuum.',
        tags: ['databases'],
      })
    ).id;
    ids.qDeleted = (
      await ask(server, amy, {
        title: 'Vacuum deleted question',
        content: 'Deleted orphan text about vacuum.',
        tags: ['databases'],
      })
    ).id;
    ids.aCleanup = await answerQuestion(server, bo, ids.qBody, 'Run the cleanup in smaller batches overnight.');
    ids.aFlex = await answerQuestion(server, bo, ids.qFront, 'Use align-items center on the flex container.');
    ids.aOnUnlisted = await answerQuestion(server, bo, ids.qUnlisted, 'An orphan answer under an unlisted question.');
    ids.aOnDeleted = await answerQuestion(server, bo, ids.qDeleted, 'An orphan answer under a deleted question.');
    ids.aDeleted = await answerQuestion(server, vic, ids.qFront, 'A deleted orphan answer about flexbox.');

    await setQuestion('qTitle', { created_at: now - 600, post_update_time: now - 20, vote_count: 2 });
    await setQuestion('qBody', {
      created_at: now - 500,
      post_update_time: now - 50,
      accepted_answer_id: ids.aCleanup!,
      answer_count: 1,
    });
    await setQuestion('qPhrase', { created_at: now - 400, post_update_time: now - 40, vote_count: 5 });
    await setQuestion('qFront', {
      created_at: now - 300,
      post_update_time: now - 10,
      vote_count: 1,
      view_count: 50,
      answer_count: 1,
    });
    await setQuestion('qUnlisted', { show: constants.post_show.unlisted });
    await setQuestion('qDeleted', { status: constants.post_status.deleted });
    await setAnswer('aCleanup', {
      created_at: now - 200,
      updated_at: now - 30,
      vote_count: 3,
      accepted: constants.answer_accepted.yes,
    });
    await setAnswer('aFlex', { created_at: now - 100, updated_at: now - 60 });
    await setAnswer('aDeleted', { status: constants.post_status.deleted });
  });
  afterAll(() => server.close());

  it('finds words in titles and bodies, title matches first by relevance, and leaves deleted and unlisted posts out', async () => {
    expect(await found('vacuum', '')).toEqual(['qTitle', 'qBody']);
    expect(await found('vacuum', '&order=relevance')).toEqual(['qTitle', 'qBody']);
    expect(await found('VACUUM')).toEqual(['qBody', 'qTitle']);
    expect(await found('orphan')).toEqual([]);
    expect(await found('hidden')).toEqual([]);
  });

  it('matches any of the words, each a whole word, and treats + # . < > - _ ( ) * as spaces', async () => {
    expect(await found('replication failover')).toEqual(['qPhrase']);
    expect(await found('replication flexbox')).toEqual(['qFront', 'qPhrase']);
    expect(await found('flexbox')).toEqual(['qFront']);
    expect(await found('flexb')).toEqual([]);
    expect(await found('flex-container')).toEqual(['aFlex']);
    expect(await found('(cleanup)*')).toEqual(['aCleanup']);
    expect(await found('to center')).toEqual(['aFlex', 'qFront']);
  });

  it('finds "exact phrases" only as written', async () => {
    expect(await found('"replication lag"')).toEqual(['qPhrase']);
    expect(await found('"lag replication"')).toEqual([]);
    expect(await found('"smaller batches" overnight')).toEqual(['aCleanup']);
  });

  it('filters by [tag], its synonyms included, every tag required, answers by their question', async () => {
    expect(await found('[postgres]')).toEqual(['qPhrase', 'qTitle']);
    expect(await found('[pg]')).toEqual(['qPhrase', 'qTitle']);
    expect(await found('[databases]')).toEqual(['aCleanup', 'qBody', 'qTitle']);
    expect(await found('[databases] [pg]')).toEqual(['qTitle']);
    expect(await found('[Databases] vacuum')).toEqual(['qBody', 'qTitle']);
    expect(await found('[nosuchtag]')).toEqual([]);
  });

  it('finds the same posts by a tag on many questions, checked post by post', async () => {
    const popular = (count: number) =>
      server.database.db
        .updateTable('tag')
        .set({ question_count: count })
        .where('slug_name', 'in', ['databases', 'postgres'])
        .execute();
    await popular(constants.search.popular_tag_questions);
    try {
      expect(await found('[databases]')).toEqual(['aCleanup', 'qBody', 'qTitle']);
      expect(await found('[databases] [pg]')).toEqual(['qTitle']);
      expect(await found('[Databases] vacuum')).toEqual(['qBody', 'qTitle']);
      expect(await found('[databases] is:answer score:1')).toEqual(['aCleanup']);
    } finally {
      await popular(1);
    }
  });

  it('finds the same posts whichever way it reaches them, and keeps the newest candidates when they are bounded', async () => {
    const queries = [
      'vacuum',
      '[databases]',
      '[databases] [pg]',
      'is:question',
      'is:answer',
      'score:1',
      'score:0',
      'answers:1',
      'views:10',
      'hasaccepted:no',
      'isaccepted:yes',
      'isaccepted:no',
      '[frontend] score:1',
      'user:answerer-bo',
    ];
    const { db } = server.database;
    const hitsOf = async (q: string, bounds: SearchBounds) => {
      const condition = await searchCondition(db, parseSearchQuery(q), null, { order: 'newest', page: 1, size: 30 });
      return condition ? findPosts(db, condition, bounds) : null;
    };
    // every [tag] checked post by post along the newest, or every one looked up by its questions
    const walking = { ...constants.search, popular_tag_questions: 1 };
    const looking = { ...constants.search, popular_tag_questions: Number.MAX_SAFE_INTEGER };
    for (const q of queries) {
      const expected = await hitsOf(q, constants.search);
      expect(await hitsOf(q, walking), q).toEqual(expected);
      expect(await hitsOf(q, looking), q).toEqual(expected);
    }
    // bounded, each kind yields only its newest (highest id) candidates, however they are reached
    for (const bounds of [walking, looking]) {
      const bounded = await hitsOf('score:0', { ...bounds, candidates_max: 1 });
      expect(bounded?.count).toBe(2);
    }
    expect((await hitsOf('is:question', { ...walking, candidates_max: 2 }))?.hits.map((hit) => hit.id)).toEqual([
      ids.qFront,
      ids.qPhrase,
    ]);
  });

  it('finds questions by their words when the bounds read few matches, though answers are newer', async () => {
    const { db } = server.database;
    const bounds = { ...constants.search, candidates_max: 3, scored_matches_max: 3 };
    for (const order of ['relevance', 'newest'] as const) {
      const condition = await searchCondition(db, parseSearchQuery('vacuum cleanup'), null, {
        order,
        page: 1,
        size: 30,
      });
      const found = await findPosts(db, condition!, bounds);
      expect(found.hits.map((hit) => hit.id).sort(), order).toEqual([ids.qBody, ids.aCleanup].sort());
    }
  });

  it('filters by is:question and is:answer', async () => {
    expect(await found('is:question')).toEqual(['qFront', 'qPhrase', 'qBody', 'qTitle']);
    expect(await found('is:answer')).toEqual(['aFlex', 'aCleanup']);
    expect(await found('is:answer is:question')).toEqual([]);
  });

  it('filters by score:N, at least N or exactly 0', async () => {
    expect(await found('score:2')).toEqual(['aCleanup', 'qPhrase', 'qTitle']);
    expect(await found('score:0')).toEqual(['aFlex', 'qBody']);
    expect(await found('score:1', '&order=score')).toEqual(['qPhrase', 'aCleanup', 'qTitle', 'qFront']);
  });

  it('filters by user:name and user:me', async () => {
    expect(await found('user:answerer-bo')).toEqual(['aFlex', 'aCleanup']);
    expect(await found('user:me', '&order=newest', people.asker)).toEqual(['qPhrase', 'qTitle']);
    expect(await found('user:me')).toEqual([]);
    expect(await found('user:nobody-here')).toEqual([]);
    expect(await found('cleanup user:answerer-bo')).toEqual(['aCleanup']);
  });

  it('filters questions by answers:N, views:N and hasaccepted', async () => {
    expect(await found('answers:0')).toEqual(['qPhrase', 'qTitle']);
    expect(await found('answers:1')).toEqual(['qFront', 'qBody']);
    expect(await found('views:10')).toEqual(['qFront']);
    expect(await found('views:0')).toEqual(['qPhrase', 'qBody', 'qTitle']);
    expect(await found('hasaccepted:no')).toEqual(['qFront', 'qPhrase', 'qTitle']);
    expect(await found('hasaccepted:yes')).toEqual(['qBody']);
    expect(await found('is:answer answers:1')).toEqual([]);
  });

  it('filters answers by isaccepted and inquestion (long or short id)', async () => {
    expect(await found('isaccepted:yes')).toEqual(['aCleanup']);
    expect(await found('isaccepted:no')).toEqual(['aFlex']);
    expect(await found(`inquestion:${ids.qFront}`)).toEqual(['aFlex']);
    expect(await found(`inquestion:${toShortId(ids.qBody!)}`)).toEqual(['aCleanup']);
    expect(await found('inquestion:12345')).toEqual([]);
    expect(await found('[databases] is:answer score:1')).toEqual(['aCleanup']);
  });

  it('orders by newest, active and score, and pages with the total count', async () => {
    expect(await found('is:question', '&order=active')).toEqual(['qFront', 'qTitle', 'qPhrase', 'qBody']);
    expect(await found('[frontend]', '&order=active')).toEqual(['qFront', 'aFlex']);
    expect(await found('is:question', '&order=score')).toEqual(['qPhrase', 'qTitle', 'qFront', 'qBody']);
    const second = await search('is:question', '&order=newest&page=2&size=3');
    expect(second.count).toBe(4);
    expect(second.list.map((item) => item.object.id)).toEqual([ids.qTitle]);
  });

  it('answers with the fields of answer-api-facts §2.2', async () => {
    const [item] = (await search('cleanup')).list;
    expect(item).toEqual({
      object_type: 'answer',
      object: {
        id: ids.aCleanup,
        question_id: ids.qBody,
        title: 'Slow nightly maintenance',
        url_title: 'slow-nightly-maintenance',
        excerpt: 'Run the cleanup in smaller batches overnight.',
        created_at: now - 200,
        vote_count: 3,
        accepted: true,
        answer_count: 1,
        user_info: expect.objectContaining({ id: people.answerer.id, username: 'answerer-bo' }),
        tags: [expect.objectContaining({ slug_name: 'databases' })],
        status: constants.post_status.normal,
      },
    });
    const [question] = (await search('flexbox')).list;
    expect(question!.object).toMatchObject({
      id: ids.qFront,
      question_id: ids.qFront,
      accepted: false,
      excerpt: 'Items refuse to center vertically inside the card.',
    });
  });

  it('searches a query longer than 60 characters cut at a word boundary, and says it was shortened', async () => {
    const hash = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
    const pasted = await search(`flexbox ${hash}`, '&order=newest');
    expect(pasted).toMatchObject({ query: 'flexbox', shortened: true });
    expect(pasted.list.map((item) => item.object.id)).toEqual([ids.qFront]);
    // the words within the bound are kept whole; the one crossing it goes
    expect(await search(`vacuum settings ${'x'.repeat(50)}`)).toMatchObject({
      query: 'vacuum settings',
      shortened: true,
    });
    // a single word longer than the bound is cut at it
    expect(await search('y'.repeat(70))).toMatchObject({
      query: 'y'.repeat(constants.search.query_max),
      shortened: true,
    });
    expect(await search('vacuum')).toMatchObject({ query: 'vacuum', shortened: false });
  });

  it('refuses a query that is empty or beyond the input bound and a page larger than 50', async () => {
    expect((await server.request(`${API}/search?q=`)).status).toBe(400);
    expect((await server.request(`${API}/search`)).status).toBe(400);
    const hostile = await server.request(`${API}/search?q=${'a '.repeat(constants.search.query_input_max)}`);
    expect(hostile.status).toBe(400);
    expect(hostile.body.reason).toBeTruthy();
    expect((await server.request(`${API}/search?q=a&size=51`)).status).toBe(400);
    expect((await server.request(`${API}/search?q=a&order=best`)).status).toBe(400);
  });

  it('describes the built-in search plugin', async () => {
    const response = await server.request(`${API}/search/desc`);
    expect(response.body.data).toEqual({ name: constants.product_name, icon: '', link: '' });
  });

  it('asks anonymous searchers for a captcha past 20 searches a minute, and never members', async () => {
    await writeSetting(server.database.db, 'plugin_status', { [constants.captcha.plugin_slug]: true });
    try {
      const { count } = constants.captcha.actions.find((action) => action.key === 'search')!;
      // the searches of the tests above were anonymous too, from the same address
      let refused = await server.request(`${API}/search?q=vacuum`);
      for (let made = 0; refused.status === 200 && made < count!; made += 1)
        refused = await server.request(`${API}/search?q=vacuum`);
      expect(refused.status).toBe(400);
      expect(refused.body.data).toEqual([
        { error_field: 'captcha_code', error_msg: en['validation.captcha.code_required'] },
      ]);
      expect((await server.request(`${API}/search?q=vacuum`, people.asker.as)).status).toBe(200);
    } finally {
      await writeSetting(server.database.db, 'plugin_status', { [constants.captcha.plugin_slug]: false });
    }
  });

  it('keeps the index current as questions and answers are edited', async () => {
    const edit = await server.request(`${API}/question`, {
      method: 'PUT',
      ...people.veteran.as,
      json: {
        id: ids.qFront,
        title: 'Grid alignment puzzle',
        content: 'Items refuse to center vertically inside the card.',
        tags: [{ slug_name: 'frontend' }],
      },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(await found('grid')).toEqual(['qFront']);
    expect(await found('flexbox')).toEqual([]);
    const answerEdit = await server.request(`${API}/answer`, {
      method: 'PUT',
      ...people.answerer.as,
      json: { id: ids.aCleanup, question_id: ids.qBody, content: 'Schedule the purge in smaller batches overnight.' },
    });
    expect(answerEdit.status, JSON.stringify(answerEdit.body)).toBe(200);
    expect(await found('purge')).toEqual(['aCleanup']);
    expect(await found('cleanup')).toEqual([]);
  });

  it('shows a post as it is now, though another search showed it before it changed', async () => {
    const shown = async (q: string) => (await search(q)).list.find((item) => item.object.id === ids.qPhrase)?.object;
    expect(await shown('replication')).toMatchObject({ vote_count: 5, answer_count: 0 });
    await setQuestion('qPhrase', { vote_count: 7, answer_count: 2 });
    expect(await shown('streaming')).toMatchObject({ vote_count: 7, answer_count: 2 });
    await setQuestion('qPhrase', { vote_count: 5, answer_count: 0 });
  });
});
