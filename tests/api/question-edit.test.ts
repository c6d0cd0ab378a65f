import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import { seedCommunity, seedMember } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { API, ask } from './support/questions.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const editPower = constants.privileges.powers['question.edit'][1];

describe.each(testEngines())('editing posts, edit review, revisions and timeline on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;
  const edit = (json: Record<string, unknown>, as: { headers: Record<string, string>; language: string }) =>
    server.request(`${API}/question`, { method: 'PUT', json, ...as });
  const info = async (id: string) =>
    (await server.request(`${API}/question/info?id=${id}`, people.veteran.as)).body.data;

  beforeAll(async () => {
    server = await startTestServer(engine);
    people = await seedCommunity(server);
    // the tag exists, so members below tag.add can use it
    await ask(server, people.veteran, { tags: ['editing'] });
  });
  afterAll(() => server.close());

  it("applies the author's edit at once, with a revision and an edited activity", async () => {
    const question = await ask(server, people.asker, { tags: ['editing'] });
    const response = await edit(
      {
        id: question.id,
        title: 'A clearer title for my question',
        content: 'A clearer body for the question.',
        tags: [{ slug_name: 'editing' }],
        edit_summary: 'clarified',
      },
      people.asker.as,
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ url_title: 'a-clearer-title-for-my-question', wait_for_review: false });
    const now = await info(question.id);
    expect(now).toMatchObject({
      title: 'A clearer title for my question',
      content: 'A clearer body for the question.',
      update_user_info: { id: people.asker.id },
    });
    const revisions = await server.request(`${API}/revisions?object_id=${question.id}`, people.asker.as);
    expect(
      revisions.body.data.map((revision: { title: string; reason: string }) => [revision.title, revision.reason]),
    ).toEqual([
      ['A clearer title for my question', 'clarified'],
      [question.title, ''],
    ]);
    const timeline = await server.request(`${API}/activity/timeline?object_id=${question.id}`, people.asker.as);
    expect(timeline.body.data.timeline.map((item: { activity_type: string }) => item.activity_type)).toEqual([
      'asked',
      'edited',
    ]);
    expect(timeline.body.data.object_info).toMatchObject({
      object_type: 'question',
      question_id: question.id,
      username: people.asker.username,
      main_tag_slug_name: 'editing',
    });
    const [newer, older] = revisions.body.data;
    const detail = await server.request(
      `${API}/activity/timeline/detail?new_revision_id=${newer.id}&old_revision_id=${older.id}`,
      people.asker.as,
    );
    expect(detail.body.data.new_revision).toMatchObject({
      title: 'A clearer title for my question',
      original_text: 'A clearer body for the question.',
      slug_name: 'editing',
    });
    expect(detail.body.data.old_revision.title).toBe(question.title);
  });

  it('refuses someone below question.edit with the reputation needed, and the pre-check says the same', async () => {
    const question = await ask(server, people.asker, { tags: ['editing'] });
    const response = await edit(
      {
        id: question.id,
        title: 'Someone else edits this',
        content: 'A different body entirely.',
        tags: [{ slug_name: 'editing' }],
      },
      people.newcomer.as,
    );
    expect(response.status).toBe(403);
    expect(response.body.msg).toBe(en['error.rank.no_enough_rank_to_operate'].replace('{rank}', String(editPower)));
    expect((await server.request(`${API}/revisions/edit/check?id=${question.id}`, people.newcomer.as)).status).toBe(
      403,
    );
    expect((await info(question.id)).title).toBe(question.title);
  });

  it('queues an edit by a member without edit_without_review; while it waits nobody can edit and nothing changes', async () => {
    const editor = await seedMember(server, { username: 'editor-eve', rank: editPower });
    const question = await ask(server, people.asker, { tags: ['editing'] });
    const queued = await edit(
      {
        id: question.id,
        title: 'A suggested better title',
        content: 'A suggested better body.',
        tags: [{ slug_name: 'editing' }],
      },
      editor.as,
    );
    expect(queued.status).toBe(200);
    expect(queued.body.data.wait_for_review).toBe(true);
    expect((await info(question.id)).title).toBe(question.title);
    const pending = await server.database.db
      .selectFrom('revision')
      .select('status')
      .where('object_id', '=', question.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(pending.status).toBe(constants.revision_status.unreviewed);

    for (const member of [people.asker, people.veteran, editor]) {
      const refused = await edit(
        {
          id: question.id,
          title: 'Yet another title for it',
          content: 'Yet another body for it.',
          tags: [{ slug_name: 'editing' }],
        },
        member.as,
      );
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ reason: 'error.revision.review_underway', data: { err_type: 'toast' } });
    }
    const check = await server.request(`${API}/revisions/edit/check?id=${question.id}`, people.asker.as);
    expect(check.status).toBe(400);
    expect((await info(question.id)).title).toBe(question.title);
    const revisions = await server.request(`${API}/revisions?object_id=${question.id}`, people.asker.as);
    expect(revisions.body.data).toHaveLength(1);
  });

  it('lets a member with edit_without_review edit directly, and edits answers the same way', async () => {
    const question = await ask(server, people.asker, { tags: ['editing'] });
    const direct = await edit(
      {
        id: question.id,
        title: 'The veteran improves this title',
        content: 'The veteran improves this body.',
        tags: [{ slug_name: 'editing' }],
      },
      people.veteran.as,
    );
    expect(direct.body.data.wait_for_review).toBe(false);
    expect((await info(question.id)).title).toBe('The veteran improves this title');

    const both = await server.request(`${API}/question/answer`, {
      method: 'POST',
      json: {
        title: 'Question with my own answer',
        content: 'A perfectly fine body.',
        tags: [{ slug_name: 'editing' }],
        answer_content: 'My first answer.',
      },
      ...people.asker.as,
    });
    const answerId = both.body.data.last_answer_id;
    const editAnswer = (json: Record<string, unknown>, as: { headers: Record<string, string>; language: string }) =>
      server.request(`${API}/answer`, { method: 'PUT', json, ...as });
    expect((await editAnswer({ id: answerId, content: 'x' }, people.asker.as)).body.data).toEqual([
      {
        error_field: 'content',
        error_msg: en['validation.answer.content_min_length'].replace(
          '{min}',
          String(constants.limits.answer.content_min),
        ),
      },
    ]);
    expect((await editAnswer({ id: answerId, content: 'My improved answer.' }, people.asker.as)).body.data).toEqual({
      wait_for_review: false,
    });
    expect((await editAnswer({ id: answerId, content: 'Newcomer rewrite.' }, people.newcomer.as)).status).toBe(403);
    const answer = await server.database.db
      .selectFrom('answer')
      .selectAll()
      .where('id', '=', answerId)
      .executeTakeFirstOrThrow();
    expect(answer.original_text).toBe('My improved answer.');
    const timeline = await server.request(`${API}/activity/timeline?object_id=${answerId}`, people.asker.as);
    expect(timeline.body.data.object_info).toMatchObject({ object_type: 'answer', answer_id: answerId });
    expect(timeline.body.data.timeline.map((item: { activity_type: string }) => item.activity_type)).toEqual([
      'answered',
      'edited',
    ]);
  });

  it('changes tags on edit and keeps question_count exact', async () => {
    const question = await ask(server, people.veteran, { tags: ['alpha-tag', 'beta-tag'] });
    const count = async (slug: string) =>
      (
        await server.database.db
          .selectFrom('tag')
          .select('question_count')
          .where('slug_name', '=', slug)
          .executeTakeFirstOrThrow()
      ).question_count;
    expect([await count('alpha-tag'), await count('beta-tag')]).toEqual([1, 1]);
    await edit(
      {
        id: question.id,
        title: question.title,
        content: 'The body stays long enough.',
        tags: [{ slug_name: 'beta-tag' }, { slug_name: 'gamma-tag' }],
      },
      people.veteran.as,
    );
    expect([await count('alpha-tag'), await count('beta-tag'), await count('gamma-tag')]).toEqual([0, 1, 1]);
    expect((await info(question.id)).tags.map((tag: { slug_name: string }) => tag.slug_name)).toEqual([
      'beta-tag',
      'gamma-tag',
    ]);
  });
});
