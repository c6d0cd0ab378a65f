// The admin privileges page (spec/settings/privileges.yaml): the levels' tables, and a chosen level or
// custom numbers applied at once by the one privilege check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { readSettings } from '../../src/server/db/settings-store.ts';
import { ADMIN_API } from './support/admin-settings.ts';
import { seedCommunity, seedMember, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { askQuestion } from './support/posts.ts';
import { API } from './support/questions.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const PATH = `${ADMIN_API}/setting/privileges`;
const { privileges } = constants;
const VOTE_UP = 'question.vote_up';

describe.each(testEngines())('admin privileges on $name', (engine) => {
  let server: TestServer;
  let admin: Member;
  let asker: Member;
  let voter: Member;

  beforeAll(async () => {
    server = await startTestServer(engine);
    ({ admin, asker } = await seedCommunity(server));
    // between the question upvote rank of level 1 and level 2
    voter = await seedMember(server, { username: `voter-${engine.name}`, rank: privileges.powers[VOTE_UP][1] - 1 });
  });
  afterAll(() => server?.close());

  const put = (body: Record<string, unknown>, who: Member = admin) =>
    server.request(PATH, { method: 'PUT', headers: who.as.headers, json: body });
  const upvote = async (questionId: string) =>
    (
      await server.request(`${API}/vote/up`, {
        method: 'POST',
        ...voter.as,
        json: { object_id: questionId, is_cancel: false },
      })
    ).status;

  it('shows each level and the custom one with every privilege, labelled, and the level in use', async () => {
    expect((await server.request(PATH)).status).toBe(401);
    expect((await server.request(PATH, voter.as)).status).toBe(403);
    const shown = await server.request(PATH, admin.as);
    expect(shown.status).toBe(200);
    const { options, selected_level: selected } = shown.body.data;
    expect(selected).toBe(constants.install.privilege_level);
    expect(options.map((option: { level: number }) => option.level)).toEqual([
      ...privileges.levels,
      privileges.custom_level,
    ]);
    const powers = Object.keys(privileges.powers);
    for (const [index, option] of options.entries()) {
      expect(option.level_desc).not.toBe('');
      expect(option.privileges.map((privilege: { key: string }) => privilege.key)).toEqual(powers);
      const voteUp = option.privileges.find((privilege: { key: string }) => privilege.key === VOTE_UP);
      expect(voteUp.label).toBe('Upvote a question');
      // the custom table holds the ranks in use: the install level's
      const column = index < privileges.levels.length ? index : privileges.levels.indexOf(selected);
      expect(voteUp.value).toBe(privileges.powers[VOTE_UP][column]);
    }
  });

  it('a member below the new rank is refused, and allowed after a lower level', async () => {
    const questionId = await askQuestion(server, asker);
    expect(await upvote(questionId)).toBe(403);

    expect((await put({ level: 1 })).status).toBe(200);
    expect((await server.request(PATH, admin.as)).body.data.selected_level).toBe(1);
    expect(await upvote(questionId)).toBe(200);

    expect((await put({ level: 3 })).status).toBe(200);
    const again = await askQuestion(server, asker);
    expect(await upvote(again)).toBe(403);
  });

  it('applies custom numbers, keeping the others, and shows them in the custom table', async () => {
    expect((await put({ level: 1 })).status).toBe(200);
    const saved = await put({
      level: privileges.custom_level,
      custom_privileges: [{ key: VOTE_UP, value: 1000 }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.selected_level).toBe(privileges.custom_level);
    const custom = saved.body.data.options.find(
      (option: { level: number }) => option.level === privileges.custom_level,
    );
    expect(custom.privileges.find((privilege: { key: string }) => privilege.key === VOTE_UP).value).toBe(1000);
    expect(custom.privileges.find((privilege: { key: string }) => privilege.key === 'tag.add').value).toBe(
      privileges.powers['tag.add'][0],
    );
    expect(await upvote(await askQuestion(server, asker))).toBe(403);
  });

  it('refuses an unknown level, a power not on the list and a rank below the minimum, changing nothing', async () => {
    const before = (await readSettings(server.database.db)).privileges;
    const refusals = [
      { level: 50 },
      { level: privileges.custom_level, custom_privileges: [{ key: 'admin.access', value: 5 }] },
      { level: privileges.custom_level, custom_privileges: [{ key: VOTE_UP, value: 0 }] },
    ];
    for (const body of refusals) {
      const refused = await put(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.data[0].error_field).toMatch(/^(level|custom_privileges)/);
    }
    expect((await readSettings(server.database.db)).privileges).toEqual(before);
  });
});
