import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { cacheOf } from '../../src/server/cache/database-cache.ts';
import { writeSetting } from '../../src/server/db/settings-store.ts';
import { seedCommunity, seedMember, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { seedTag } from './support/posts.ts';
import { QueryCounter } from './support/query-counter.ts';
import { API, ask } from './support/questions.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const DAY = 86_400;
const { ranking_period_days: periodDays } = constants.user_pages;

describe.each(testEngines())('ranking, staff search and avatars on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;
  let extra: Record<string, Member>;
  const queries = new QueryCounter();

  const data = async (path: string, member?: Member) => {
    const response = await server.request(`${API}/${path}`, member ? member.as : {});
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  };
  const names = (list: Array<{ username: string }>) => list.map((user) => user.username);
  const gain = (member: Member, delta: number, daysAgo: number, cancelled = 0) =>
    server.database.db
      .insertInto('reputation')
      .values({
        user_id: member.id,
        trigger_user_id: people.admin.id,
        object_id: '0',
        reason: 'answer.voted_up',
        delta,
        cancelled,
        created_at: Math.floor(Date.now() / 1000) - daysAgo * DAY,
      })
      .execute();
  const vote = (member: Member, count: number, daysAgo: number) =>
    server.database.db
      .insertInto('vote')
      .values(
        Array.from({ length: count }, (_, index) => ({
          user_id: member.id,
          object_id: String(index + 1),
          object_type: 'question',
          direction: 1,
          created_at: Math.floor(Date.now() / 1000) - daysAgo * DAY,
        })),
      )
      .execute();

  beforeAll(async () => {
    server = await startTestServer(engine, { plugins: [queries] });
    people = await seedCommunity(server);
    extra = {
      old: await seedMember(server, { username: 'old-olga' }),
      gone: await seedMember(server, { username: 'gone-gail' }),
      mod: await seedMember(server, { username: 'mod-mia', role: constants.roles.moderator, rank: 500 }),
    };
    await server.database.db
      .updateTable('users')
      .set({ status: constants.user_status.deleted })
      .where('id', '=', extra.gone!.id)
      .execute();
    // within the week: answerer 30, asker 20 (+15 taken back), newcomer 5; before it, within the month:
    // old-olga 999, whose reputation is the highest of all
    await gain(people.answerer, 30, 1);
    await gain(people.asker, 20, 6);
    await gain(people.asker, 15, 2, 1);
    await gain(people.newcomer, 5, 0);
    await gain(extra.old!, 999, periodDays.week + 1);
    await gain(extra.gone!, 500, 1);
    await vote(people.veteran, 3, 1);
    await vote(people.newcomer, 5, 2);
    await vote(extra.old!, 9, periodDays.week + 1);
    await vote(extra.gone!, 7, 1);
    await server.database.db.updateTable('users').set({ rank: 30_000 }).where('id', '=', extra.old!.id).execute();
  });
  afterAll(() => server.close());
  // what a minute's wait does: the lists are kept that long
  const expireRanking = () => cacheOf(server.database.db)?.invalidate('user_ranking');

  it('ranks the last week by reputation gained and by votes cast, and lists the staff', async () => {
    const ranking = await data('user/ranking?timeRange=week');
    expect(names(ranking.users_with_the_most_reputation)).toEqual(['answerer-bo', 'asker-amy', 'new-nia']);
    expect(names(ranking.users_with_the_most_vote)).toEqual(['new-nia', 'vet-vic']);
    expect(ranking.users_with_the_most_vote.map((user: { vote_count: number }) => user.vote_count)).toEqual([5, 3]);
    expect(names(ranking.staffs)).toEqual(['mod-mia', 'admin-ann', 'mod-max']);
    expect(ranking.staffs[0]).toEqual({
      username: 'mod-mia',
      display_name: 'mod-mia',
      avatar: '',
      rank: 500,
      vote_count: 0,
    });
  });

  it('ranks longer periods, and all time by reputation itself, opening on all time', async () => {
    const month = await data('user/ranking?timeRange=month');
    expect(names(month.users_with_the_most_reputation)).toEqual(['old-olga', 'answerer-bo', 'asker-amy', 'new-nia']);
    expect(names(month.users_with_the_most_vote)).toEqual(['old-olga', 'new-nia', 'vet-vic']);
    const allTime = await data('user/ranking?timeRange=all');
    expect(names(allTime.users_with_the_most_reputation).slice(0, 2)).toEqual(['old-olga', 'vet-vic']);
    expect(allTime.users_with_the_most_reputation[0].rank).toBe(30_000);
    expect(names(allTime.users_with_the_most_reputation)).not.toContain('gone-gail');
    expect(names(allTime.users_with_the_most_vote)).toEqual(['old-olga', 'new-nia', 'vet-vic']);
    expect(await data('user/ranking')).toEqual(allTime);
    for (const period of ['quarter', 'year'])
      expect(names((await data(`user/ranking?timeRange=${period}`)).users_with_the_most_vote)).toEqual(
        names(month.users_with_the_most_vote),
      );
  });

  it('refuses a period it does not know, in the caller’s language', async () => {
    const refused = await server.request(`${API}/user/ranking?timeRange=decade`, { language: 'zh_CN' });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).not.toBe('');
    expect(refused.body.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('answers repeated views from the cache, and keeps each list to its top number in the same queries', async () => {
    expireRanking();
    queries.reset();
    await data('user/ranking?timeRange=week');
    const fewQueries = queries.count;
    queries.reset();
    await data('user/ranking?timeRange=week');
    expect(queries.count).toBe(0);
    const crowd = await Promise.all(
      Array.from({ length: constants.user_pages.ranking_top + 2 }, (_, index) =>
        seedMember(server, { username: `crowd-${String(index).padStart(2, '0')}` }),
      ),
    );
    for (const member of crowd) await gain(member, 1, 0);
    expireRanking();
    queries.reset();
    const ranking = await data('user/ranking?timeRange=week');
    expect(queries.count).toBe(fewQueries);
    expect(ranking.users_with_the_most_reputation).toHaveLength(constants.user_pages.ranking_top);
    expect(names(ranking.users_with_the_most_reputation).slice(0, 3)).toEqual(['answerer-bo', 'asker-amy', 'new-nia']);
  });

  it('searches staff by the start of the name, for signed-in people, a page of 10 at most', async () => {
    expect(names(await data('user/staff?username=mod', people.asker))).toEqual(['mod-max', 'mod-mia']);
    expect(names(await data('user/staff?username=ADMIN', people.asker))).toEqual(['admin-ann']);
    expect(names(await data('user/staff', people.asker))).toEqual(['admin-ann', 'mod-max', 'mod-mia']);
    expect(names(await data('user/staff?page_size=1', people.asker))).toEqual(['admin-ann']);
    expect(await data('user/staff?username=asker', people.asker)).toEqual([]);
    // LIKE wildcards typed in are looked for as written
    expect(await data('user/staff?username=mod_', people.asker)).toEqual([]);
    expect(await data(`user/staff?username=${encodeURIComponent('%')}`, people.asker)).toEqual([]);
    expect((await server.request(`${API}/user/staff?username=mod`)).status).toBe(401);
    const tooMany = await server.request(
      `${API}/user/staff?page_size=${constants.limits.staff_search_page_size + 1}`,
      people.asker.as,
    );
    expect(tooMany.status).toBe(400);
  });

  it('gives every presenter the same picture: the initial by default, gravatar per site setting, an uploaded one always', async () => {
    // Gravatar pictures are served from our origin (tests/api/avatars.test.ts): the base URL never shows.
    const gravatarOf = (member: Member) => `${constants.avatar.url_path}/${member.id}`;
    const emailHashOf = (member: Member) => createHash('md5').update(`${member.username}@example.org`).digest('hex');
    const setPicture = (member: Member, type: string, custom = '') =>
      server.database.db
        .updateTable('users')
        .set({ avatar: JSON.stringify({ type, gravatar: '', custom }) })
        .where('id', '=', member.id)
        .execute();
    const pictures = async () => {
      const staff = await data('user/staff', people.asker);
      const profile = (await data('personal/user/info?username=vet-vic')).avatar;
      const author = (await data('question/page?order=newest')).list[0].operator.avatar;
      return {
        staff: Object.fromEntries(
          staff.map((user: { username: string; avatar: string }) => [user.username, user.avatar]),
        ),
        profile,
        author,
      };
    };
    await seedTag(server, 'general');
    await ask(server, people.veteran, { tags: ['general'] });
    await setPicture(people.moderator, 'custom', '/answer/uploads/avatar/max.png');
    await setPicture(extra.mod!, 'gravatar');

    expect(await pictures()).toEqual({
      staff: { 'admin-ann': '', 'mod-max': '/answer/uploads/avatar/max.png', 'mod-mia': gravatarOf(extra.mod!) },
      profile: '',
      author: '',
    });

    const ownBase = 'https://pictures.example.net/avatar/';
    await writeSetting(server.database.db, 'users', { default_avatar: 'gravatar', gravatar_base_url: ownBase });
    const withOwnBase = await pictures();
    expect(withOwnBase).toEqual({
      staff: {
        'admin-ann': gravatarOf(people.admin),
        'mod-max': '/answer/uploads/avatar/max.png',
        'mod-mia': gravatarOf(extra.mod!),
      },
      profile: gravatarOf(people.veteran),
      author: gravatarOf(people.veteran),
    });
    const answers = JSON.stringify(withOwnBase);
    for (const member of [people.admin, people.veteran, extra.mod!]) expect(answers).not.toContain(emailHashOf(member));
    expect(answers).not.toContain(ownBase);
  });
});
