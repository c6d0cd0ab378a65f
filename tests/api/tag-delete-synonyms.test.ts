import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { seedCommunity, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { API, ask } from './support/questions.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// A main tag's synonyms are deleted and recovered with it; a synonym of a deleted tag never shows alone.
describe.each(testEngines())('deleting and recovering a main tag with its synonyms on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;
  const get = async (path: string, member?: Member) => server.request(`${API}/${path}`, member?.as ?? {});
  const slugs = (list: Array<{ slug_name: string }>) => list.map((tag) => tag.slug_name);
  const tagRow = (slug: string) =>
    server.database.db.selectFrom('tag').selectAll().where('slug_name', '=', slug).executeTakeFirstOrThrow();
  const statusOf = async (...list: string[]) => Promise.all(list.map(async (slug) => (await tagRow(slug)).status));
  const activities = async (slug: string) =>
    (
      await server.database.db
        .selectFrom('activity')
        .select('activity_type')
        .where('object_id', '=', (await tagRow(slug)).id)
        .orderBy('id')
        .execute()
    ).map((row) => row.activity_type);
  const synonymsOf = async (slug: string) =>
    slugs((await get(`tag/synonyms?tag_id=${(await tagRow(slug)).id}`)).body.data.synonyms);
  const remove = async (slug: string, language?: string) =>
    server.request(`${API}/tag`, {
      method: 'DELETE',
      json: { tag_id: (await tagRow(slug)).id },
      headers: people.admin.as.headers,
      language,
    });
  const recover = async (slug: string) =>
    server.request(`${API}/tag/recover`, {
      method: 'POST',
      json: { tag_id: (await tagRow(slug)).id },
      ...people.admin.as,
    });
  const family = async (main: string, synonyms: string[]) => {
    expect(
      (
        await server.request(`${API}/tag`, {
          method: 'POST',
          json: { slug_name: main, display_name: main },
          ...people.admin.as,
        })
      ).status,
    ).toBe(200);
    const response = await server.request(`${API}/tag/synonym`, {
      method: 'PUT',
      json: { tag_id: (await tagRow(main)).id, synonym_tag_list: synonyms.map((slug_name) => ({ slug_name })) },
      ...people.admin.as,
    });
    expect(response.status).toBe(200);
  };
  const { normal, deleted } = constants.post_status;

  beforeAll(async () => {
    server = await startTestServer(engine);
    people = await seedCommunity(server);
    await family('kotlin', ['kt', 'kotlin-lang']);
    await family('swift', ['swift-lang']);
    await ask(server, people.veteran, { title: 'Coroutines with the kt tag only', tags: ['kt'] });
  });
  afterAll(() => server.close());

  it('refuses to delete a main tag while a synonym of it is on a question, naming the synonym, and deletes nothing', async () => {
    const refused = await remove('kotlin');
    expect(refused.status).toBe(400);
    expect(refused.body.reason).toBe('error.tag.synonym_is_used_cannot_delete');
    expect(refused.body.msg).toBe(en['error.tag.synonym_is_used_cannot_delete'].replace('{slug}', 'kt'));
    expect((await remove('kotlin', 'zh_CN')).body.msg).toBe(
      zh['error.tag.synonym_is_used_cannot_delete'].replace('{slug}', 'kt'),
    );
    expect(await statusOf('kotlin', 'kt', 'kotlin-lang')).toEqual([normal, normal, normal]);
    expect(await synonymsOf('kotlin')).toEqual(['kotlin-lang', 'kt']);
    expect(await activities('kotlin')).toEqual(['created']);
  });

  it('deletes an unused main tag with its synonyms, which then show nowhere', async () => {
    expect((await remove('swift')).status).toBe(200);
    expect(await statusOf('swift', 'swift-lang')).toEqual([deleted, deleted]);
    expect(await activities('swift-lang')).toEqual(['deleted']);
    for (const slug of ['swift', 'swift-lang']) expect((await get(`tag?name=${slug}`, people.asker)).status).toBe(404);
    expect(slugs((await get('tags/page?slug_name=swift')).body.data.list)).toEqual([]);
    expect((await get('tags?tags=swift,swift-lang')).body.data).toEqual([]);
  });

  it('brings the synonyms back with their main tag on recovery', async () => {
    expect((await recover('swift')).status).toBe(200);
    expect(await statusOf('swift', 'swift-lang')).toEqual([normal, normal]);
    expect(await synonymsOf('swift')).toEqual(['swift-lang']);
    expect((await get('tag?name=swift-lang')).body.data).toMatchObject({
      status: 'available',
      main_tag_slug_name: 'swift',
    });
    expect(slugs((await get('tags/page?query_cond=name')).body.data.list)).toEqual(['kotlin', 'swift']);
    expect(await activities('swift-lang')).toEqual(['deleted', 'undeleted']);
  });

  it('deletes a synonym on its own and recovers it as the synonym it was', async () => {
    expect((await remove('kotlin-lang')).status).toBe(200);
    expect(await synonymsOf('kotlin')).toEqual(['kt']);
    expect(await statusOf('kotlin')).toEqual([normal]);
    expect((await recover('kotlin-lang')).status).toBe(200);
    expect(await synonymsOf('kotlin')).toEqual(['kotlin-lang', 'kt']);
  });

  it('brings a synonym of a deleted tag back as a main tag, when recovered or named on a question', async () => {
    await family('elixir', ['ex', 'exs', 'elixir-lang']);
    expect((await remove('elixir')).status).toBe(200);
    expect((await recover('ex')).status).toBe(200);
    await ask(server, people.veteran, { title: 'Running scripts with the exs tag', tags: ['exs'] });
    for (const slug of ['ex', 'exs'])
      expect((await get(`tag?name=${slug}`)).body.data).toMatchObject({ status: 'available', main_tag_slug_name: '' });
    expect(slugs((await get('tags/page?query_cond=name')).body.data.list)).toEqual(['ex', 'exs', 'kotlin', 'swift']);

    expect((await recover('elixir')).status).toBe(200);
    expect(await synonymsOf('elixir')).toEqual(['elixir-lang']);
    expect(await statusOf('elixir', 'elixir-lang', 'ex', 'exs')).toEqual([normal, normal, normal, normal]);
  });

  it('brings a deleted tag named as a synonym back as that synonym', async () => {
    expect(
      (
        await server.request(`${API}/tag`, {
          method: 'POST',
          json: { slug_name: 'kts', display_name: 'kts' },
          ...people.admin.as,
        })
      ).status,
    ).toBe(200);
    expect((await remove('kts')).status).toBe(200);
    const response = await server.request(`${API}/tag/synonym`, {
      method: 'PUT',
      json: {
        tag_id: (await tagRow('kotlin')).id,
        synonym_tag_list: ['kt', 'kotlin-lang', 'kts'].map((slug_name) => ({ slug_name })),
      },
      ...people.admin.as,
    });
    expect(response.status).toBe(200);
    expect(await synonymsOf('kotlin')).toEqual(['kotlin-lang', 'kt', 'kts']);
    expect(await statusOf('kts')).toEqual([normal]);
  });
});
