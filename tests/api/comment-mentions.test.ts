import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { seedCommunity, seedMember, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { askQuestion } from './support/posts.ts';
import { API } from './support/questions.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe.each(testEngines())('@mentions typed in a comment on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;
  let rob: Member;
  let robert: Member;
  let roberta: Member;

  beforeAll(async () => {
    server = await startTestServer(engine);
    people = await seedCommunity(server);
    // as a Stack Exchange import leaves its people: no confirmed address, a display name of their own
    rob = await seedMember(server, { username: 'rob', active: false });
    robert = await seedMember(server, { username: 'robert', active: false });
    roberta = await seedMember(server, { username: 'roberta' });
    await server.database.db.updateTable('users').set({ display_name: 'Rob' }).where('id', '=', rob.id).execute();
    await server.database.db
      .updateTable('users')
      .set({ display_name: 'Robert Brown' })
      .where('id', '=', robert.id)
      .execute();
    await server.database.db
      .updateTable('users')
      .set({ status: constants.user_status.suspended })
      .where('id', '=', roberta.id)
      .execute();
  });
  afterAll(() => server?.close());

  // read from the table: an account without a confirmed address may not read its inbox until it has one
  const mentionsOf = async (who: Member) =>
    (
      await server.database.db
        .selectFrom('notification')
        .select('comment_id')
        .where('user_id', '=', who.id)
        .where('action', '=', 'mention_you')
        .execute()
    ).map((row) => String(row.comment_id));
  const suggested = async (typed: string) => {
    const response = await server.request(
      `${API}/user/info/search?username=${encodeURIComponent(typed)}`,
      people.asker.as,
    );
    expect(response.status).toBe(200);
    return (response.body.data as Array<{ username: string }>).map((user) => user.username);
  };

  it('suggests people whose name starts with what was typed, whatever its case, imported ones included', async () => {
    expect(await suggested('Rob')).toEqual(['rob', 'robert']);
    expect(await suggested('@ro')).toEqual(['rob', 'robert']);
    expect(await suggested('robert b')).toEqual(['robert']);
    expect(await suggested('ROBERTA')).toEqual([]);
  });

  it('links and notifies a mention typed in the text alone, as typed, and nothing that only looks like one', async () => {
    const questionId = await askQuestion(server, people.asker);
    const posted = await server.request(`${API}/comment`, {
      method: 'POST',
      ...people.answerer.as,
      json: {
        object_id: questionId,
        original_text: 'Thanks @Robert. Mail rob@rob.example, ask @roberta or @nobody-here, see `code`',
      },
    });
    expect(posted.status).toBe(200);
    const { comment_id: commentId, parsed_text: html } = posted.body.data;
    expect(html).toMatch(new RegExp(`<a href="${constants.base_path}/users/robert"[^>]*>@Robert</a>\\.`));
    expect(html).not.toContain('/users/rob"');
    expect(html).not.toContain('/users/roberta');
    expect(html).not.toContain('/users/nobody-here');
    expect(await mentionsOf(robert)).toEqual([commentId]);
    expect(await mentionsOf(rob)).toEqual([]);
    expect(await mentionsOf(roberta)).toEqual([]);
  });

  it('links a mention both listed by the client and typed, and notifies once', async () => {
    const questionId = await askQuestion(server, people.asker);
    const posted = await server.request(`${API}/comment`, {
      method: 'POST',
      ...people.answerer.as,
      json: { object_id: questionId, original_text: '@rob have a look, @rob', mention_username_list: ['rob'] },
    });
    expect(posted.status).toBe(200);
    expect(posted.body.data.parsed_text.match(/href="[^"]*\/users\/rob"/g)).toHaveLength(2);
    expect(await mentionsOf(rob)).toEqual([posted.body.data.comment_id]);
  });
});
