import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { writeSetting } from '../../src/server/db/settings-store.ts';
import { seedCommunity } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { API, ask } from './support/questions.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const { question: limits } = constants.limits;

describe.each(testEngines())('asking questions on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;
  const post = (json: unknown, as = people.veteran.as) =>
    server.request(`${API}/question`, { method: 'POST', json, ...as });
  const questionCount = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('question')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    server = await startTestServer(engine);
    people = await seedCommunity(server);
  });
  afterAll(() => server.close());

  it('asks with a new tag: the question, its tag, the first revision and the asked activity', async () => {
    const response = await post({
      title: 'How do lists work in Quorum?',
      content: 'I would like to **know**.',
      tags: [{ slug_name: 'Data Lists', display_name: 'Data lists' }],
    });
    expect(response.status).toBe(200);
    const question = response.body.data;
    expect(question).toMatchObject({
      title: 'How do lists work in Quorum?',
      url_title: 'how-do-lists-work-in-quorum',
      content: 'I would like to **know**.',
      status: constants.post_status.normal,
      tags: [
        {
          slug_name: 'data-lists',
          display_name: 'Data lists',
          main_tag_slug_name: '',
          recommend: false,
          reserved: false,
        },
      ],
      user_info: { id: people.veteran.id, username: people.veteran.username },
      answer_count: 0,
    });
    expect(question.html).toContain('<strong>know</strong>');
    const { db } = server.database;
    const tag = await db.selectFrom('tag').selectAll().where('slug_name', '=', 'data-lists').executeTakeFirstOrThrow();
    expect(tag.question_count).toBe(1);
    const revisions = await db.selectFrom('revision').selectAll().where('object_id', '=', question.id).execute();
    expect(revisions).toHaveLength(1);
    expect(JSON.parse(revisions[0]!.content)).toMatchObject({
      title: 'How do lists work in Quorum?',
      original_text: 'I would like to **know**.',
    });
    const activities = await db.selectFrom('activity').selectAll().where('object_id', '=', question.id).execute();
    expect(activities.map((row) => row.activity_type)).toEqual(['asked']);
  });

  it.each([
    [
      'title too short',
      { title: 'a'.repeat(limits.title_min - 1) },
      'title',
      en['validation.question.title_min_length'].replace('{min}', String(limits.title_min)),
    ],
    [
      'title too long',
      { title: 'a'.repeat(limits.title_max + 1) },
      'title',
      en['validation.question.title_max_length'].replace('{max}', String(limits.title_max)),
    ],
    ['blank title', { title: ' '.repeat(limits.title_min + 2) }, 'title', en['validation.question.title_required']],
    [
      'body too short',
      { content: 'abc' },
      'content',
      en['validation.question.body_min_length'].replace('{min}', String(limits.content_min)),
    ],
    [
      'body too long',
      { content: 'b'.repeat(limits.content_max + 1) },
      'content',
      en['validation.question.body_max_length'].replace('{max}', String(limits.content_max)),
    ],
    ['no tags', { tags: [] }, 'tags', en['validation.question.tags_required']],
    [
      'too many tags',
      { tags: ['a1', 'b2', 'c3', 'd4', 'e5', 'f6'].map((slug_name) => ({ slug_name })) },
      'tags',
      en['validation.question.tags_max_items'].replace('{max}', String(limits.tags_max)),
    ],
  ])('refuses a %s and writes nothing', async (_name, change, field, message) => {
    const before = await questionCount();
    const response = await post({
      title: 'A perfectly fine title',
      content: 'A perfectly fine body.',
      tags: [{ slug_name: 'testing' }],
      ...change,
    });
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual([{ error_field: field, error_msg: message }]);
    expect(await questionCount()).toBe(before);
  });

  it('says it in Chinese for a zh_CN caller', async () => {
    const response = await post(
      { title: 'short', content: 'A perfectly fine body.', tags: [{ slug_name: 'testing' }] },
      { ...people.veteran.as, language: 'zh_CN' },
    );
    expect(response.body.msg).toBe(
      zh['validation.question.title_min_length'].replace('{min}', String(limits.title_min)),
    );
  });

  it('refuses a new tag to someone below tag.add, naming the reputation needed, and keeps nothing', async () => {
    const before = await questionCount();
    const response = await post(
      {
        title: 'Which tag should this have?',
        content: 'A perfectly fine body.',
        tags: [{ slug_name: 'brand-new-tag' }],
      },
      people.asker.as,
    );
    expect(response.status).toBe(403);
    expect(response.body.reason).toBe('error.tag.not_found');
    expect(response.body.msg).toBe(
      en['error.tag.not_found']
        .replace('{slug}', 'brand-new-tag')
        .replace('{rank}', String(constants.privileges.powers['tag.add'][1])),
    );
    expect(await questionCount()).toBe(before);
    expect(
      await server.database.db
        .selectFrom('tag')
        .select('id')
        .where('slug_name', '=', 'brand-new-tag')
        .executeTakeFirst(),
    ).toBeUndefined();
    // an existing tag is fine for the same person
    expect(
      (
        await post(
          {
            title: 'Which tag should this have now?',
            content: 'A perfectly fine body.',
            tags: [{ slug_name: 'data-lists' }],
          },
          people.asker.as,
        )
      ).status,
    ).toBe(200);
  });

  it('refuses a slug longer than the limit', async () => {
    const response = await post({
      title: 'A question with a long tag',
      content: 'A perfectly fine body.',
      tags: [{ slug_name: 'x'.repeat(constants.limits.tag.slug_max + 1) }],
    });
    expect(response.body.data).toEqual([
      {
        error_field: 'tags',
        error_msg: en['validation.tag.slug_max_length'].replace('{max}', String(constants.limits.tag.slug_max)),
      },
    ]);
  });

  it('keeps reserved tags for moderators and asks for a recommended tag when the site requires one', async () => {
    await writeSetting(server.database.db, 'write', {
      restrict_answer: true,
      required_tag: true,
      recommend_tags: ['data-lists'],
      reserved_tags: ['announcements'],
    });
    try {
      const reserved = await post({
        title: 'An announcement from a member',
        content: 'A perfectly fine body.',
        tags: [{ slug_name: 'data-lists' }, { slug_name: 'announcements' }],
      });
      expect(reserved.status).toBe(400);
      expect(reserved.body.reason).toBe('error.tag.reserved');
      const missing = await post({
        title: 'A question without the required tag',
        content: 'A perfectly fine body.',
        tags: [{ slug_name: 'testing-more' }],
      });
      expect(missing.body.reason).toBe('error.tag.recommend_tag_enter');
      const byModerator = await post(
        {
          title: 'An announcement from a moderator',
          content: 'A perfectly fine body.',
          tags: [{ slug_name: 'data-lists' }, { slug_name: 'announcements' }],
        },
        people.moderator.as,
      );
      expect(byModerator.status).toBe(200);
      expect(
        byModerator.body.data.tags.map((tag: { slug_name: string; recommend: boolean; reserved: boolean }) => [
          tag.slug_name,
          tag.recommend,
          tag.reserved,
        ]),
      ).toEqual([
        ['data-lists', true, false],
        ['announcements', false, true],
      ]);
    } finally {
      await writeSetting(server.database.db, 'write', {
        restrict_answer: true,
        required_tag: false,
        recommend_tags: [],
        reserved_tags: [],
      });
    }
  });

  it('refuses the same question sent twice within the window', async () => {
    const body = {
      title: 'Is this sent twice by accident?',
      content: 'A perfectly fine body.',
      tags: [{ slug_name: 'data-lists' }],
    };
    expect((await post(body)).status).toBe(200);
    const again = await post(body);
    expect(again.status).toBe(400);
    expect(again.body.reason).toBe('base.duplicate_request_error');
  });

  it('asks and answers in one go; a refused answer leaves no question', async () => {
    const before = await questionCount();
    const tooShort = await server.request(`${API}/question/answer`, {
      method: 'POST',
      json: {
        title: 'Answering my own question',
        content: 'A perfectly fine body.',
        tags: [{ slug_name: 'data-lists' }],
        answer_content: 'x',
      },
      ...people.asker.as,
    });
    expect(tooShort.status).toBe(400);
    expect(await questionCount()).toBe(before);
    const response = await server.request(`${API}/question/answer`, {
      method: 'POST',
      json: {
        title: 'Answering my own question',
        content: 'A perfectly fine body.',
        tags: [{ slug_name: 'data-lists' }],
        answer_content: 'Here is how I solved it.',
      },
      ...people.asker.as,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ answer_count: 1, answered: true });
    const answer = await server.database.db
      .selectFrom('answer')
      .selectAll()
      .where('question_id', '=', response.body.data.id)
      .executeTakeFirstOrThrow();
    expect(answer).toMatchObject({ user_id: people.asker.id, original_text: 'Here is how I solved it.' });
    expect(response.body.data.last_answer_id).toBe(answer.id);
  });

  it('needs an activated account', async () => {
    const response = await server.request(`${API}/question`, {
      method: 'POST',
      json: {
        title: 'Anonymous question here',
        content: 'A perfectly fine body.',
        tags: [{ slug_name: 'data-lists' }],
      },
    });
    expect(response.status).toBe(401);
    await ask(server, people.newcomer, { tags: ['data-lists'] });
  });
});
