import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { seedCommunity, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { API, ask } from './support/questions.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const { tag: limits } = constants.limits;
const ranks = constants.privileges.powers;

describe.each(testEngines())('creating, editing, deleting and recovering tags on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;
  const create = (json: unknown, member: Member = people.admin) =>
    server.request(`${API}/tag`, { method: 'POST', json, ...member.as });
  const edit = (json: unknown, member: Member) => server.request(`${API}/tag`, { method: 'PUT', json, ...member.as });
  const info = async (query: string, member?: Member) => server.request(`${API}/tag?${query}`, member?.as ?? {});
  const tagRow = (slug: string) =>
    server.database.db.selectFrom('tag').selectAll().where('slug_name', '=', slug).executeTakeFirst();
  const tagCount = async () =>
    Number(
      (
        await server.database.db
          .selectFrom('tag')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const activities = async (id: string) =>
    (
      await server.database.db
        .selectFrom('activity')
        .select('activity_type')
        .where('object_id', '=', id)
        .orderBy('id')
        .execute()
    ).map((row) => row.activity_type);

  beforeAll(async () => {
    server = await startTestServer(engine);
    people = await seedCommunity(server);
  });
  afterAll(() => server.close());

  it('creates a tag with a lowercased slug, its first revision and a created activity', async () => {
    const response = await create({
      display_name: 'Rust Lang',
      slug_name: 'Rust Lang',
      original_text: 'The **Rust** language.',
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ slug_name: 'rust-lang' });
    const row = (await tagRow('rust-lang'))!;
    expect(row).toMatchObject({
      display_name: 'Rust Lang',
      original_text: 'The **Rust** language.',
      status: constants.post_status.normal,
      question_count: 0,
    });
    expect(row.parsed_text).toContain('<strong>Rust</strong>');
    expect(await activities(row.id)).toEqual(['created']);
    const shown = (await info('name=RUST-LANG')).body.data;
    expect(shown).toMatchObject({
      tag_id: row.id,
      slug_name: 'rust-lang',
      status: 'available',
      main_tag_slug_name: '',
      is_follower: false,
      member_actions: [],
    });
    expect(shown.excerpt).toBe('The Rust language.');
    expect(
      (await info(`id=${row.id}`, people.admin)).body.data.member_actions.map(
        (action: { action: string }) => action.action,
      ),
    ).toEqual(['edit', 'delete']);
  });

  it.each([
    [
      'an empty display name',
      { display_name: '', slug_name: 'ok-slug' },
      'display_name',
      en['validation.tag.display_name_required'],
    ],
    [
      'a blank display name',
      { display_name: '   ', slug_name: 'ok-slug' },
      'display_name',
      en['validation.tag.display_name_required'],
    ],
    [
      'a long display name',
      { display_name: 'd'.repeat(limits.display_name_max + 1), slug_name: 'ok-slug' },
      'display_name',
      en['validation.tag.display_name_max_length'].replace('{max}', String(limits.display_name_max)),
    ],
    ['an empty slug', { display_name: 'Fine', slug_name: '' }, 'slug_name', en['validation.tag.slug_required']],
    [
      'a long slug',
      { display_name: 'Fine', slug_name: 's'.repeat(limits.slug_max + 1) },
      'slug_name',
      en['validation.tag.slug_max_length'].replace('{max}', String(limits.slug_max)),
    ],
    [
      'a taken slug',
      { display_name: 'Rust again', slug_name: 'RUST-lang' },
      'slug_name',
      en['error.tag.already_exist'],
    ],
  ])('refuses %s and creates nothing', async (_name, body, field, message) => {
    const before = await tagCount();
    const response = await create(body);
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual([{ error_field: field, error_msg: message }]);
    expect(await tagCount()).toBe(before);
  });

  it('says it in Chinese to a Chinese reader', async () => {
    const response = await server.request(`${API}/tag`, {
      method: 'POST',
      json: { display_name: '', slug_name: 'x' },
      headers: people.admin.as.headers,
      language: 'zh_CN',
    });
    expect(response.body.data).toEqual([
      { error_field: 'display_name', error_msg: zh['validation.tag.display_name_required'] },
    ]);
  });

  it('lets only holders of tag.add create tags', async () => {
    const refused = await create({ display_name: 'Go', slug_name: 'go' }, people.asker);
    expect(refused.status).toBe(403);
    expect(refused.body.reason).toBe('error.rank.no_enough_rank_to_operate');
    expect(refused.body.msg).toContain(String(ranks['tag.add'][1]));
    expect(await tagRow('go')).toBeUndefined();
    expect((await create({ display_name: 'Go', slug_name: 'go' }, people.veteran)).status).toBe(200);
  });

  it('applies the edit of a holder of tag.edit_without_review at once, with a revision and an edited activity', async () => {
    const tag = (await tagRow('go'))!;
    const response = await edit(
      {
        tag_id: tag.id,
        display_name: 'Golang',
        slug_name: 'golang',
        original_text: 'Go by Google.',
        edit_summary: 'rename',
      },
      people.veteran,
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ wait_for_review: false });
    expect(await tagRow('golang')).toMatchObject({
      id: tag.id,
      display_name: 'Golang',
      original_text: 'Go by Google.',
    });
    expect(await activities(tag.id)).toEqual(['created', 'edited']);
  });

  it('keeps the edit of a member without tag.edit_without_review for review and blocks edits until then', async () => {
    const tag = (await tagRow('golang'))!;
    const pending = await edit(
      { tag_id: tag.id, display_name: 'Go language', slug_name: 'golang', original_text: 'Changed.' },
      people.asker,
    );
    expect(pending.body.data).toEqual({ wait_for_review: true });
    expect(await tagRow('golang')).toMatchObject({ display_name: 'Golang', original_text: 'Go by Google.' });
    const revision = await server.database.db
      .selectFrom('revision')
      .selectAll()
      .where('object_id', '=', tag.id)
      .where('status', '=', constants.revision_status.unreviewed)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(revision.content)).toMatchObject({ title: 'Go language', original_text: 'Changed.' });
    const blocked = await edit({ tag_id: tag.id, display_name: 'Other', slug_name: 'golang' }, people.veteran);
    expect(blocked.status).toBe(400);
    expect(blocked.body.reason).toBe('error.revision.review_underway');
  });

  it('refuses edits from those without tag.edit and onto a taken slug', async () => {
    const tag = (await tagRow('rust-lang'))!;
    const newcomer = await edit({ tag_id: tag.id, display_name: 'Rusty', slug_name: 'rust-lang' }, people.newcomer);
    expect(newcomer.status).toBe(403);
    const clash = await edit({ tag_id: tag.id, display_name: 'Rusty', slug_name: 'golang' }, people.veteran);
    expect(clash.body.data).toEqual([{ error_field: 'slug_name', error_msg: en['error.tag.already_exist'] }]);
    expect(await tagRow('rust-lang')).toMatchObject({ display_name: 'Rust Lang' });
  });

  it('refuses to delete a tag questions carry, deletes an unused one for staff only, and recovers it', async () => {
    await ask(server, people.veteran, { title: 'A question about rust lifetimes', tags: ['rust-lang'] });
    const used = (await tagRow('rust-lang'))!;
    const refused = await server.request(`${API}/tag`, {
      method: 'DELETE',
      json: { tag_id: used.id },
      ...people.admin.as,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.reason).toBe('error.tag.is_used_cannot_delete');
    expect(refused.body.msg).toBe(en['error.tag.is_used_cannot_delete']);
    expect((await tagRow('rust-lang'))!.status).toBe(constants.post_status.normal);

    await create({ display_name: 'Unused', slug_name: 'unused' });
    const unused = (await tagRow('unused'))!;
    expect(
      (await server.request(`${API}/tag`, { method: 'DELETE', json: { tag_id: unused.id }, ...people.veteran.as }))
        .status,
    ).toBe(403);
    expect(
      (await server.request(`${API}/tag`, { method: 'DELETE', json: { tag_id: unused.id }, ...people.moderator.as }))
        .status,
    ).toBe(200);
    expect((await tagRow('unused'))!.status).toBe(constants.post_status.deleted);
    expect((await info('name=unused', people.asker)).status).toBe(404);
    const forStaff = await info('name=unused', people.admin);
    expect(forStaff.body.data).toMatchObject({ status: 'deleted' });
    expect(forStaff.body.data.member_actions.map((action: { action: string }) => action.action)).toEqual(['undelete']);

    expect(
      (
        await server.request(`${API}/tag/recover`, {
          method: 'POST',
          json: { tag_id: unused.id },
          ...people.veteran.as,
        })
      ).status,
    ).toBe(403);
    expect(
      (await server.request(`${API}/tag/recover`, { method: 'POST', json: { tag_id: unused.id }, ...people.admin.as }))
        .status,
    ).toBe(200);
    expect((await tagRow('unused'))!.status).toBe(constants.post_status.normal);
    expect(await activities(unused.id)).toEqual(['created', 'deleted', 'undeleted']);
  });

  it("shows a tag's timeline with its creation and edits, and the diff of two revisions", async () => {
    const tag = (await tagRow('golang'))!;
    const response = await server.request(`${API}/activity/timeline?object_id=${tag.id}`, people.asker.as);
    expect(response.status).toBe(200);
    expect(response.body.data.object_info).toMatchObject({
      title: 'Golang',
      object_type: 'tag',
      main_tag_slug_name: 'golang',
      username: people.veteran.username,
    });
    const items = response.body.data.timeline as Array<{
      activity_type: string;
      object_type: string;
      revision_id: string;
    }>;
    expect(items.map((item) => [item.activity_type, item.object_type])).toEqual([
      ['created', 'tag'],
      ['edited', 'tag'],
    ]);
    const detail = await server.request(
      `${API}/activity/timeline/detail?new_revision_id=${items[1]!.revision_id}&old_revision_id=${items[0]!.revision_id}`,
      people.asker.as,
    );
    expect(detail.body.data.old_revision).toMatchObject({ title: 'Go', slug_name: 'go' });
    expect(detail.body.data.new_revision).toMatchObject({
      title: 'Golang',
      slug_name: 'golang',
      original_text: 'Go by Google.',
    });
  });

  it('answers 404 for a tag that does not exist', async () => {
    const response = await info('name=no-such-tag');
    expect(response.status).toBe(404);
    expect(response.body.reason).toBe('error.tag.not_found_by_id');
  });
});
