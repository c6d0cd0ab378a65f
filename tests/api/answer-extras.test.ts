import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { seedCommunity } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { askQuestion } from './support/posts.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const API = constants.api_prefix;

describe.each(testEngines())(
  'bookmarks, follows, reactions, invitations, permissions and mentions on $name',
  (engine) => {
    let server: TestServer;
    let people: Awaited<ReturnType<typeof seedCommunity>>;

    beforeAll(async () => {
      server = await startTestServer(engine);
      people = await seedCommunity(server);
    });
    afterAll(() => server?.close());

    const question = async (id: string) =>
      server.database.db.selectFrom('question').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    it('bookmarks and follows a question, keeping its counters; doing it twice changes nothing', async () => {
      const id = await askQuestion(server, people.asker);
      for (let i = 0; i < 2; i += 1) {
        const bookmark = await server.request(`${API}/collection/switch`, {
          method: 'POST',
          ...people.answerer.as,
          json: { object_id: id, group_id: '0', bookmark: true },
        });
        expect(bookmark.body.data).toEqual({ object_collection_count: 1 });
        const follow = await server.request(`${API}/follow`, {
          method: 'POST',
          ...people.answerer.as,
          json: { object_id: id, is_cancel: false },
        });
        expect(follow.body.data).toEqual({ follows: 1, is_followed: true });
      }
      expect(await question(id)).toMatchObject({ collection_count: 1, follow_count: 1 });
      await server.request(`${API}/collection/switch`, {
        method: 'POST',
        ...people.answerer.as,
        json: { object_id: id, group_id: '0', bookmark: false },
      });
      await server.request(`${API}/follow`, {
        method: 'POST',
        ...people.answerer.as,
        json: { object_id: id, is_cancel: true },
      });
      expect(await question(id)).toMatchObject({ collection_count: 0, follow_count: 0 });
    });

    it('adds and takes back reactions with who reacted', async () => {
      const id = await askQuestion(server, people.asker);
      const added = await server.request(`${API}/meta/reaction`, {
        method: 'PUT',
        ...people.answerer.as,
        json: { object_id: id, emoji: 'heart', reaction: 'activate' },
      });
      expect(added.body.data.reaction_summary).toHaveLength(constants.reactions.length);
      expect(added.body.data.reaction_summary[0]).toEqual({
        emoji: 'heart',
        count: 1,
        tooltip: 'answerer-bo',
        is_active: true,
      });
      const seen = await server.request(`${API}/meta/reaction?object_id=${id}`);
      expect(seen.body.data.reaction_summary[0]).toMatchObject({ count: 1, is_active: false });
      await server.request(`${API}/meta/reaction`, {
        method: 'PUT',
        ...people.answerer.as,
        json: { object_id: id, emoji: 'heart', reaction: 'deactivate' },
      });
      expect((await server.request(`${API}/meta/reaction?object_id=${id}`)).body.data.reaction_summary[0].count).toBe(
        0,
      );
    });

    it('invites active people by username with the invite power, never the asker', async () => {
      const id = await askQuestion(server, people.asker);
      const body = { id, invite_user: ['answerer-bo', 'asker-amy', 'nobody-at-all'] };
      const refused = await server.request(`${API}/question/invite`, {
        method: 'PUT',
        ...people.newcomer.as,
        json: body,
      });
      expect(refused.status).toBe(403);
      expect(
        (await server.request(`${API}/question/invite`, { method: 'PUT', ...people.veteran.as, json: body })).status,
      ).toBe(200);
      const invited = await server.request(`${API}/question/invite?id=${id}`);
      expect(invited.body.data.map((user: { username: string }) => user.username)).toEqual(['answerer-bo']);
    });

    it('answers permission queries by reputation and role', async () => {
      const query = `${API}/permission?action=question.vote_down,question.close,unknown.power`;
      const newcomer = await server.request(query, people.newcomer.as);
      expect(newcomer.body.data).toEqual({
        'question.vote_down': {
          has_permission: false,
          no_permission_tip: `You need at least ${constants.privileges.powers['question.vote_down'][1]} reputation to do this.`,
        },
        'question.close': {
          has_permission: false,
          no_permission_tip: 'Only moderators and administrators can do this.',
        },
      });
      const moderator = await server.request(query, people.moderator.as);
      expect(moderator.body.data['question.close']).toEqual({ has_permission: true, no_permission_tip: '' });
    });

    it('finds people to mention by the start of their name', async () => {
      const found = await server.request(`${API}/user/info/search?username=ans`, people.asker.as);
      expect(found.body.data.map((user: { username: string }) => user.username)).toEqual(['answerer-bo']);
    });
  },
);
