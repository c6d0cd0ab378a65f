import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../../src/server/db/settings-store.ts';
import { seedCommunity, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { API, ask } from './support/questions.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe.each(testEngines())('tag lists, synonyms and followed tags on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;
  const get = async (path: string, member?: Member) =>
    (await server.request(`${API}/${path}`, member?.as ?? {})).body.data;
  const slugs = (list: Array<{ slug_name: string }>) => list.map((tag) => tag.slug_name);
  const tagId = async (slug: string) =>
    (await server.database.db.selectFrom('tag').select('id').where('slug_name', '=', slug).executeTakeFirstOrThrow())
      .id;
  const setSynonyms = (id: string, list: string[], member: Member = people.veteran) =>
    server.request(`${API}/tag/synonym`, {
      method: 'PUT',
      json: { tag_id: id, synonym_tag_list: list.map((slug_name) => ({ slug_name })) },
      ...member.as,
    });
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    server = await startTestServer(engine);
    people = await seedCommunity(server);
    ids.js1 = (
      await ask(server, people.veteran, { title: 'Closures in javascript explained', tags: ['javascript'] })
    ).id;
    ids.js2 = (
      await ask(server, people.veteran, { title: 'Promises in javascript and node', tags: ['javascript', 'node'] })
    ).id;
    ids.py = (await ask(server, people.veteran, { title: 'Decorators in python explained', tags: ['python'] })).id;
    ids.js = (await ask(server, people.veteran, { title: 'A question tagged with the short js', tags: ['js'] })).id;
    const now = Math.floor(Date.now() / 1000);
    // creation times apart, so "newest" has one answer on every engine
    for (const [slug, age] of [
      ['javascript', 40],
      ['node', 30],
      ['python', 20],
      ['js', 10],
    ] as const) {
      await server.database.db
        .updateTable('tag')
        .set({ created_at: now - age })
        .where('slug_name', '=', slug)
        .execute();
    }
  });
  afterAll(() => server.close());

  it('sorts by popularity, name and age, filters by slug and pages with the total count', async () => {
    expect(slugs((await get('tags/page?query_cond=popular')).list)).toEqual(['javascript', 'js', 'node', 'python']);
    expect(slugs((await get('tags/page?query_cond=name')).list)).toEqual(['javascript', 'js', 'node', 'python']);
    expect(slugs((await get('tags/page?query_cond=newest')).list)).toEqual(['js', 'python', 'node', 'javascript']);
    expect(slugs((await get('tags/page?slug_name=J')).list)).toEqual(['javascript', 'js']);
    // LIKE wildcards typed in are looked for as written
    expect(slugs((await get(`tags/page?slug_name=${encodeURIComponent('%')}`)).list)).toEqual([]);
    expect(slugs((await get('tags/page?slug_name=j_')).list)).toEqual([]);
    const first = await get('tags/page?query_cond=name&page=2&page_size=3');
    expect(first.count).toBe(4);
    expect(slugs(first.list)).toEqual(['python']);
    expect(first.list[0]).toMatchObject({
      question_count: 1,
      follow_count: 0,
      is_follower: false,
      recommend: false,
      reserved: false,
    });
  });

  it('refuses synonyms from those without tag.synonym and a tag as its own synonym', async () => {
    const javascript = await tagId('javascript');
    const refused = await setSynonyms(javascript, ['js'], people.asker);
    expect(refused.status).toBe(403);
    const itself = await setSynonyms(javascript, ['JavaScript']);
    expect(itself.status).toBe(400);
    expect(itself.body.reason).toBe('error.tag.cannot_set_synonym_as_itself');
    expect((await get(`tag/synonyms?tag_id=${javascript}`)).synonyms).toEqual([]);
  });

  it('replaces the synonym list as a whole, creating new slugs, and lists main tags only', async () => {
    const javascript = await tagId('javascript');
    expect((await setSynonyms(javascript, ['js', 'ecmascript'])).status).toBe(200);
    const synonyms = await get(`tag/synonyms?tag_id=${javascript}`, people.veteran);
    expect(
      synonyms.synonyms.map((tag: { slug_name: string; main_tag_slug_name: string }) => [
        tag.slug_name,
        tag.main_tag_slug_name,
      ]),
    ).toEqual([
      ['ecmascript', 'javascript'],
      ['js', 'javascript'],
    ]);
    expect(synonyms.member_actions.map((action: { action: string }) => action.action)).toEqual(['edit']);
    expect((await get(`tag/synonyms?tag_id=${javascript}`, people.asker)).member_actions).toEqual([]);
    expect((await get('tag?name=js')).main_tag_slug_name).toBe('javascript');
    expect(slugs((await get('tags/page?query_cond=name')).list)).toEqual(['javascript', 'node', 'python']);
    expect(slugs((await get('tags/page?slug_name=js')).list)).toEqual(['js']);

    expect((await setSynonyms(javascript, ['ecmascript'])).status).toBe(200);
    expect((await get('tag?name=js')).main_tag_slug_name).toBe('');
    expect(slugs((await get(`tag/synonyms?tag_id=${javascript}`)).synonyms)).toEqual(['ecmascript']);
    expect((await setSynonyms(javascript, ['js', 'ecmascript'])).status).toBe(200);
  });

  it('refuses to make a tag with synonyms of its own a synonym', async () => {
    const response = await setSynonyms(await tagId('python'), ['javascript']);
    expect(response.status).toBe(400);
    expect(response.body.reason).toBe('error.tag.synonym_is_main');
    expect((await get('tag?name=javascript')).main_tag_slug_name).toBe('');
  });

  it("filters questions by a tag's family: the main tag and its synonyms", async () => {
    const ofMain = (await get('question/page?tag=javascript')).list.map((item: { id: string }) => item.id);
    expect(ofMain.sort()).toEqual([ids.js1, ids.js2, ids.js].sort());
    const ofSynonym = (await get('question/page?tag=js')).list.map((item: { id: string }) => item.id);
    expect(ofSynonym.sort()).toEqual(ofMain.sort());
  });

  it('replaces the followed tags, keeps follow counts and shows is_follower', async () => {
    const put = (list: string[]) =>
      server.request(`${API}/follow/tags`, { method: 'PUT', json: { slug_name_list: list }, ...people.asker.as });
    expect((await put(['python', 'node', 'no-such-tag'])).status).toBe(200);
    expect(slugs(await get('tags/following', people.asker))).toEqual(['node', 'python']);
    expect((await get('tag?name=python', people.asker)).is_follower).toBe(true);
    expect((await get('tag?name=python')).follow_count).toBe(1);
    expect((await put(['javascript', 'python'])).status).toBe(200);
    expect(slugs(await get('tags/following', people.asker))).toEqual(['javascript', 'python']);
    expect((await get('tag?name=node')).follow_count).toBe(0);
    const page = (await get('tags/page?query_cond=name', people.asker)).list as Array<{
      slug_name: string;
      is_follower: boolean;
    }>;
    expect(page.filter((tag) => tag.is_follower).map((tag) => tag.slug_name)).toEqual(['javascript', 'python']);
    expect((await server.request(`${API}/tags/following`)).status).toBe(401);
  });

  it('follows the main tag when a synonym is followed, by id or by slug', async () => {
    const follow = async (slug: string, is_cancel = false) =>
      (
        await server.request(`${API}/follow`, {
          method: 'POST',
          json: { object_id: await tagId(slug), is_cancel },
          ...people.answerer.as,
        })
      ).body.data;
    expect(await follow('js')).toEqual({ follows: 2, is_followed: true });
    expect(slugs(await get('tags/following', people.answerer))).toEqual(['javascript']);
    expect(await get('tag?name=javascript', people.answerer)).toMatchObject({ is_follower: true, follow_count: 2 });
    expect((await get('tag?name=js')).follow_count).toBe(0);
    expect(await follow('ecmascript')).toEqual({ follows: 2, is_followed: true });
    expect(await follow('js', true)).toEqual({ follows: 1, is_followed: false });
    expect(await get('tags/following', people.answerer)).toEqual([]);

    const put = (list: string[]) =>
      server.request(`${API}/follow/tags`, { method: 'PUT', json: { slug_name_list: list }, ...people.answerer.as });
    expect((await put(['ecmascript', 'JS'])).status).toBe(200);
    expect(slugs(await get('tags/following', people.answerer))).toEqual(['javascript']);
    expect((await get('tag?name=javascript')).follow_count).toBe(2);
  });

  it('brings the followers of a tag made a synonym to its main tag, once each', async () => {
    await ask(server, people.veteran, { title: 'Permissions in deno scripts', tags: ['deno'] });
    const put = (member: Member, list: string[]) =>
      server.request(`${API}/follow/tags`, { method: 'PUT', json: { slug_name_list: list }, ...member.as });
    await put(people.newcomer, ['deno']);
    await put(people.moderator, ['deno', 'node']);
    expect([(await get('tag?name=deno')).follow_count, (await get('tag?name=node')).follow_count]).toEqual([2, 1]);
    expect((await setSynonyms(await tagId('node'), ['deno'])).status).toBe(200);
    expect(slugs(await get('tags/following', people.newcomer))).toEqual(['node']);
    expect(slugs(await get('tags/following', people.moderator))).toEqual(['node']);
    expect([(await get('tag?name=deno')).follow_count, (await get('tag?name=node')).follow_count]).toEqual([0, 2]);
  });

  it('lists synonyms only when the filter names them, never deleted tags', async () => {
    expect(slugs((await get('tags/page?slug_name=script&query_cond=name')).list)).toEqual(['ecmascript', 'javascript']);
    expect(slugs((await get('tags/page?query_cond=name')).list)).toEqual(['javascript', 'node', 'python']);
    const ecmascript = { json: { tag_id: await tagId('ecmascript') }, ...people.admin.as };
    expect((await server.request(`${API}/tag`, { method: 'DELETE', ...ecmascript })).status).toBe(200);
    expect(slugs((await get('tags/page?slug_name=script&query_cond=name')).list)).toEqual(['javascript']);
    expect((await server.request(`${API}/tag/recover`, { method: 'POST', ...ecmascript })).status).toBe(200);
  });

  it('answers tags by slugs in the order asked, with the recommended and reserved flags of the write settings', async () => {
    await writeSetting(server.database.db, 'write', {
      restrict_answer: true,
      required_tag: false,
      recommend_tags: ['python'],
      reserved_tags: ['node'],
    });
    const list = await get('tags?tags=python,missing,node,js');
    expect(
      list.map((tag: { slug_name: string; recommend: boolean; reserved: boolean; main_tag_slug_name: string }) => [
        tag.slug_name,
        tag.recommend,
        tag.reserved,
        tag.main_tag_slug_name,
      ]),
    ).toEqual([
      ['python', true, false, ''],
      ['node', false, true, ''],
      ['js', false, false, 'javascript'],
    ]);
  });
});
