import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { createSession } from '../../src/server/auth/sessions.ts';
import { nextObjectId } from '../../src/server/db/object-id.ts';
import { suspensionEnd } from '../../src/server/modules/admin-users/suspension.ts';
import { type Member, seedCommunity, seedMember } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { loadDocument, operationsOf } from './support/fuzz/openapi-document.ts';
import { ResponseChecker } from './support/fuzz/response-check.ts';
import { answerRow, questionRow, seedAnswer, seedQuestion, tagCount } from './support/lifecycle-posts.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { seedTag } from './support/posts.ts';
import { authorized, login } from './support/user-accounts.ts';

const PASSWORD = 'correct horse 1';
const { user_status: userStatus, mail_status: mailStatus, post_status: postStatus } = constants;

const document = loadDocument();
const operations = new Map(operationsOf(document).map((operation) => [operation.operationId, operation]));
const checker = new ResponseChecker(document);

describe.each(testEngines())('admin user management on $name', (engine) => {
  let server: TestServer;
  let people: Awaited<ReturnType<typeof seedCommunity>>;
  let counter = 0;

  /** Calls an admin operation by its id as `who`, and checks the answer against its declared shape. */
  const call = async (
    operationId: string,
    who: Member | null,
    input: Record<string, unknown> = {},
    language = 'en_US',
  ) => {
    const operation = operations.get(operationId)!;
    const query = operation.method === 'GET' ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
    const response = await server.request(`${operation.path}${query}`, {
      method: operation.method,
      json: operation.method === 'GET' ? undefined : input,
      headers: who?.as.headers ?? {},
      language,
    });
    expect(checker.problem(operation, response.status, response.body)).toBeNull();
    return response;
  };
  const userRow = (id: string) =>
    server.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const sessionsOf = async (id: string) =>
    (await server.database.db.selectFrom('user_session').select('id').where('user_id', '=', id).execute()).length;
  const freshMember = () => seedMember(server, { username: `person-${(counter += 1)}`, rank: 10 });
  const emailOf = (member: Member) => `${member.username}@example.org`;

  beforeAll(async () => {
    server = await startTestServer(engine);
    people = await seedCommunity(server);
  });
  afterAll(async () => server?.close());

  describe('who may call', () => {
    it('refuses anonymous callers 401, members and moderators 403, and changes nothing', async () => {
      const target = await freshMember();
      const before = await userRow(target.id);
      for (const [who, status] of [
        [null, 401],
        [people.newcomer, 403],
        [people.moderator, 403],
      ] as const) {
        expect((await call('getAdminUserPage', who)).status).toBe(status);
        expect((await call('listRoles', who)).status).toBe(status);
        const change = await call('updateUserStatus', who, { user_id: target.id, status: 'suspended' });
        expect(change.status).toBe(status);
        expect((await call('updateUserRole', who, { user_id: target.id, role_id: 2 })).status).toBe(status);
      }
      expect(await userRow(target.id)).toEqual(before);
    });

    it("refuses every change to the admin's own account with 403 'Forbidden to operate on yourself' in both languages", async () => {
      const self = people.admin;
      const before = await userRow(self.id);
      const attempts: Array<[string, Record<string, unknown>]> = [
        ['updateUserStatus', { user_id: self.id, status: 'suspended', suspend_duration: '24h' }],
        ['updateUserRole', { user_id: self.id, role_id: 1 }],
        ['updateUserPasswordByAdmin', { user_id: self.id, password: 'another pass 1' }],
        [
          'updateUserProfileByAdmin',
          { user_id: self.id, display_name: 'Me', username: 'me-myself', e_mail: 'me@example.org' },
        ],
      ];
      for (const [operationId, body] of attempts) {
        const response = await call(operationId, self, body);
        expect(response.status).toBe(403);
        expect(response.body.msg).toBe('Forbidden to operate on yourself');
        expect((await call(operationId, self, body, 'zh_CN')).body.msg).toBe(zh['toast.forbidden_self']);
      }
      expect(await userRow(self.id)).toEqual(before);
      expect(await sessionsOf(self.id)).toBeGreaterThan(0);
    });

    it('answers 404 for an unknown user and 400 for a malformed id or value, changing nothing', async () => {
      expect((await call('updateUserRole', people.admin, { user_id: '999999', role_id: 3 })).status).toBe(404);
      expect((await call('getAdminUser', people.admin, { user_id: '999999' })).status).toBe(404);
      expect((await call('updateUserRole', people.admin, { user_id: 'abc', role_id: 3 })).status).toBe(400);
      const target = await freshMember();
      const before = await userRow(target.id);
      expect((await call('updateUserRole', people.admin, { user_id: target.id, role_id: 7 })).status).toBe(400);
      const badStatus = await call('updateUserStatus', people.admin, { user_id: target.id, status: 'gone' });
      expect(badStatus.status).toBe(400);
      const badDuration = await call('updateUserStatus', people.admin, {
        user_id: target.id,
        status: 'suspended',
        suspend_duration: '5y',
      });
      expect(badDuration.status).toBe(400);
      const shortPassword = await call('updateUserPasswordByAdmin', people.admin, {
        user_id: target.id,
        password: 'short',
      });
      expect(shortPassword.status).toBe(400);
      expect(shortPassword.body.data[0]).toEqual({
        error_field: 'password',
        error_msg: 'Password must be at 8-32 characters in length.',
      });
      expect(await userRow(target.id)).toEqual(before);
    });
  });

  describe('the list', () => {
    it('pages newest first and filters by status, staff and a name or email', async () => {
      const all = await call('getAdminUserPage', people.admin, { page_size: '100' });
      expect(all.status).toBe(200);
      const ids = all.body.data.list.map((user: { user_id: string }) => Number(user.user_id));
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(all.body.data.count).toBe(ids.length);
      const first = all.body.data.list.find((user: { user_id: string }) => user.user_id === people.moderator.id);
      expect(first).toMatchObject({ username: 'mod-max', role_id: 3, role_name: 'Moderator', status: 'normal' });

      const staff = await call('getAdminUserPage', people.admin, { staff: 'true', page_size: '100' });
      expect(staff.body.data.list.map((user: { username: string }) => user.username).sort()).toEqual([
        'admin-ann',
        'mod-max',
      ]);
      const byName = await call('getAdminUserPage', people.admin, { query: 'ASKER' });
      expect(byName.body.data.list.map((user: { username: string }) => user.username)).toEqual(['asker-amy']);
      const byEmail = await call('getAdminUserPage', people.admin, { query: 'vet-vic@example' });
      expect(byEmail.body.data.count).toBe(1);
      const wildcard = await call('getAdminUserPage', people.admin, { query: '%' });
      expect(wildcard.body.data.count).toBe(0);

      const paged = await call('getAdminUserPage', people.admin, { page: '2', page_size: '2' });
      expect(paged.body.data.list.map((user: { user_id: string }) => Number(user.user_id))).toEqual(ids.slice(2, 4));
      const clamped = await call('getAdminUserPage', people.admin, { page_size: '100000' });
      expect(clamped.status).toBe(200);
      expect((await call('getAdminUserPage', people.admin, { page: '0' })).status).toBe(400);
    });

    it('shows each status under its own filter', async () => {
      const inactive = await seedMember(server, { username: `idle-${(counter += 1)}`, active: false });
      const suspended = await freshMember();
      await call('updateUserStatus', people.admin, {
        user_id: suspended.id,
        status: 'suspended',
        suspend_duration: '7d',
      });
      const names = async (status: string) =>
        (await call('getAdminUserPage', people.admin, { status, page_size: '100' })).body.data.list.map(
          (user: { user_id: string; status: string }) => [user.user_id, user.status],
        );
      expect(await names('inactive')).toContainEqual([inactive.id, 'inactive']);
      expect(await names('normal')).not.toContainEqual([inactive.id, 'inactive']);
      expect(await names('suspended')).toEqual([[suspended.id, 'suspended']]);
      expect(await names('deleted')).toEqual([]);
    });
  });

  describe('status changes', () => {
    it('suspends for a duration: a signed-in member is told on their next call, sees until when, and may not log in again', async () => {
      const target = await freshMember();
      const asTarget = (path: string, language = 'en_US') =>
        server.request(path, { headers: target.as.headers, language });
      expect((await asTarget('/answer/api/v1/notification/status')).status).toBe(200);
      const response = await call('updateUserStatus', people.admin, {
        user_id: target.id,
        status: 'suspended',
        suspend_duration: '48h',
      });
      expect(response.status).toBe(200);
      const row = await userRow(target.id);
      expect(row.status).toBe(userStatus.suspended);
      const expected = suspensionEnd('48h', new Date());
      expect(Math.abs(Number(row.suspended_until) - expected!)).toBeLessThan(5);
      // still signed in, so the next call says why (not a 401 that would send them to the login page)
      const next = await asTarget('/answer/api/v1/notification/status', 'zh_CN');
      expect(next.status).toBe(403);
      expect(next.body).toMatchObject({ data: { type: 'suspended' }, msg: zh['base.forbidden_error'] });
      expect((await asTarget('/answer/api/v1/user/info')).body.data).toMatchObject({
        id: target.id,
        status: 'suspended',
        suspended_until: Number(row.suspended_until),
      });
      const refused = await login(server, emailOf(target), PASSWORD);
      expect(refused.status).toBe(403);
      expect(refused.body.data).toEqual({ type: 'suspended' });
      const detail = await call('getAdminUser', people.admin, { user_id: target.id });
      expect(detail.body.data.user).toMatchObject({
        status: 'suspended',
        suspended_until: Number(row.suspended_until),
      });

      // once the end has passed, the same session works again
      await server.database.db
        .updateTable('users')
        .set({ suspended_until: Math.floor(Date.now() / 1000) - 1 })
        .where('id', '=', target.id)
        .execute();
      expect((await asTarget('/answer/api/v1/notification/status')).status).toBe(200);
      expect((await asTarget('/answer/api/v1/user/info')).body.data).toMatchObject({
        status: 'normal',
        suspended_until: 0,
      });
    });

    it('a member suspended forever is told so on their next call: no end time', async () => {
      const target = await freshMember();
      await call('updateUserStatus', people.admin, {
        user_id: target.id,
        status: 'suspended',
        suspend_duration: 'forever',
      });
      const asTarget = (path: string) => server.request(path, { headers: target.as.headers });
      expect((await asTarget('/answer/api/v1/notification/status')).body.data).toEqual({ type: 'suspended' });
      expect((await asTarget('/answer/api/v1/user/info')).body.data).toMatchObject({
        status: 'suspended',
        suspended_until: 0,
      });
    });

    it('suspends forever with no end, and calendar months count as months', async () => {
      const target = await freshMember();
      await call('updateUserStatus', people.admin, {
        user_id: target.id,
        status: 'suspended',
        suspend_duration: 'forever',
      });
      const row = await userRow(target.id);
      expect([row.status, row.suspended_until]).toEqual([userStatus.suspended, null]);
      expect((await login(server, emailOf(target), PASSWORD)).status).toBe(403);
      expect(suspensionEnd('1m', new Date('2026-01-15T00:00:00Z'))).toBe(Date.UTC(2026, 1, 15) / 1000);
      expect(suspensionEnd('1y', new Date('2026-01-15T00:00:00Z'))).toBe(Date.UTC(2027, 0, 15) / 1000);
      expect(suspensionEnd('24h', new Date('2026-01-15T00:00:00Z'))).toBe(Date.UTC(2026, 0, 16) / 1000);
      expect(suspensionEnd('forever', new Date())).toBeNull();
    });

    it('lifts a suspension whose end has passed: the person logs in again and the list calls them normal', async () => {
      const target = await freshMember();
      await call('updateUserStatus', people.admin, {
        user_id: target.id,
        status: 'suspended',
        suspend_duration: '24h',
      });
      const past = Math.floor(Date.now() / 1000) - 1;
      await server.database.db
        .updateTable('users')
        .set({ suspended_until: past })
        .where('id', '=', target.id)
        .execute();
      const listed = await call('getAdminUser', people.admin, { user_id: target.id });
      expect(listed.body.data.user).toMatchObject({ status: 'normal', suspended_until: 0 });

      const other = await freshMember();
      await call('updateUserStatus', people.admin, { user_id: other.id, status: 'suspended', suspend_duration: '24h' });
      await server.database.db.updateTable('users').set({ suspended_until: past }).where('id', '=', other.id).execute();
      expect((await login(server, emailOf(other), PASSWORD)).status).toBe(200);
      expect((await userRow(other.id)).status).toBe(userStatus.normal);
    });

    it('deactivates: the email must be confirmed again; reactivating makes the account normal and confirmed', async () => {
      const target = await freshMember();
      await call('updateUserStatus', people.admin, { user_id: target.id, status: 'inactive' });
      expect((await userRow(target.id)).mail_status).toBe(mailStatus.inactive);
      const ask = await server.request('/answer/api/v1/question', { method: 'POST', json: {}, ...target.as });
      expect([ask.status, ask.body.data]).toEqual([403, { type: 'inactive' }]);
      await call('updateUserStatus', people.admin, {
        user_id: target.id,
        status: 'suspended',
        suspend_duration: '24h',
      });
      await call('updateUserStatus', people.admin, { user_id: target.id, status: 'normal' });
      const row = await userRow(target.id);
      expect([row.status, row.mail_status, row.suspended_until]).toEqual([userStatus.normal, mailStatus.active, null]);
    });

    it('deletes: sessions end, the email is freed for a new sign-up, and the account takes no more changes', async () => {
      const target = await freshMember();
      const response = await call('updateUserStatus', people.admin, { user_id: target.id, status: 'deleted' });
      expect(response.status).toBe(200);
      const row = await userRow(target.id);
      expect(row.status).toBe(userStatus.deleted);
      expect(row.e_mail).not.toBe(emailOf(target));
      expect(row.e_mail.length).toBeLessThanOrEqual(constants.limits.email.max);
      expect(Number(row.deleted_at)).toBeGreaterThan(0);
      expect(await sessionsOf(target.id)).toBe(0);
      expect((await server.request('/answer/api/v1/user/info', target.as)).body.data).toBeNull();
      expect((await login(server, emailOf(target), PASSWORD)).status).toBe(400);

      const again = await call('addUser', people.admin, {
        display_name: 'Again',
        e_mail: emailOf(target),
        password: PASSWORD,
      });
      expect(again.status).toBe(200);
      expect((await login(server, emailOf(target), PASSWORD)).status).toBe(200);
      const listed = await call('getAdminUserPage', people.admin, { status: 'deleted' });
      expect(listed.body.data.list.map((user: { user_id: string }) => user.user_id)).toContain(target.id);
      const gone = await call('updateUserStatus', people.admin, { user_id: target.id, status: 'normal' });
      expect(gone.status).toBe(404);
    });

    it('deletes with all content in one go: posts hidden, counts and tags follow, others keep their reputation', async () => {
      const author = await freshMember();
      const question = await seedQuestion(server, author, ['cleanup-tag']);
      await seedAnswer(server, question, people.answerer);
      const othersQuestion = await seedQuestion(server, people.asker);
      const answer = await seedAnswer(server, othersQuestion, author, { accepted: true });
      const commentId = await nextObjectId(server.database.db, 'comment');
      const now = Math.floor(Date.now() / 1000);
      await server.database.db
        .insertInto('comment')
        .values({
          id: commentId,
          user_id: author.id,
          object_id: answer,
          question_id: othersQuestion,
          status: postStatus.normal,
          original_text: 'A remark',
          parsed_text: '<p>A remark</p>',
          created_at: now,
          updated_at: now,
        })
        .execute();
      await server.database.db.updateTable('answer').set({ comment_count: 1 }).where('id', '=', answer).execute();
      const rankBefore = (await userRow(people.answerer.id)).rank;
      expect(await tagCount(server, 'cleanup-tag')).toBe(1);

      const response = await call('updateUserStatus', people.admin, {
        user_id: author.id,
        status: 'deleted',
        remove_all_content: true,
      });
      expect(response.status).toBe(200);
      expect((await questionRow(server, question)).status).toBe(postStatus.deleted);
      expect(await tagCount(server, 'cleanup-tag')).toBe(0);
      const removedAnswer = await answerRow(server, answer);
      expect([removedAnswer.status, removedAnswer.comment_count]).toEqual([postStatus.deleted, 0]);
      const othersRow = await questionRow(server, othersQuestion);
      expect([othersRow.answer_count, othersRow.accepted_answer_id]).toEqual([0, '0']);
      const comment = await server.database.db
        .selectFrom('comment')
        .select('status')
        .where('id', '=', commentId)
        .executeTakeFirstOrThrow();
      expect(comment.status).toBe(postStatus.deleted);
      expect((await userRow(people.answerer.id)).rank).toBe(rankBefore);
      const shown = await server.request(`/answer/api/v1/question/info?id=${question}`, people.newcomer.as);
      expect(shown.status).toBe(404);
      const detail = await call('getAdminUser', people.admin, { user_id: author.id });
      expect(detail.body.data).toMatchObject({ question_count: 0, answer_count: 0, comment_count: 0 });
      expect(detail.body.data.questions[0]).toMatchObject({ id: question, status: postStatus.deleted });
    });

    it('deleting without content keeps the posts', async () => {
      const author = await freshMember();
      const question = await seedQuestion(server, author);
      await call('updateUserStatus', people.admin, { user_id: author.id, status: 'deleted' });
      expect((await questionRow(server, question)).status).toBe(postStatus.normal);
    });
  });

  describe('role, password and profile', () => {
    it("changes the role; GET roles names the three in the reader's language", async () => {
      const target = await freshMember();
      expect((await call('updateUserRole', people.admin, { user_id: target.id, role_id: 3 })).status).toBe(200);
      expect((await userRow(target.id)).role_id).toBe(constants.roles.moderator);
      const roles = await call('listRoles', people.admin);
      expect(roles.body.data.map((role: { id: number; name: string }) => [role.id, role.name])).toEqual([
        [1, 'User'],
        [2, 'Admin'],
        [3, 'Moderator'],
      ]);
      const chinese = await call('listRoles', people.admin, {}, 'zh_CN');
      expect(chinese.body.data[2].name).toBe(zh['admin_users.role_name.3']);
    });

    it('sets the password: every session ends and the new password logs in', async () => {
      const target = await freshMember();
      await createSession(server.database.db, target.id);
      const response = await call('updateUserPasswordByAdmin', people.admin, {
        user_id: target.id,
        password: 'brand new pass',
      });
      expect(response.status).toBe(200);
      expect(await sessionsOf(target.id)).toBe(0);
      expect((await login(server, emailOf(target), PASSWORD)).status).toBe(400);
      expect((await login(server, emailOf(target), 'brand new pass')).status).toBe(200);
    });

    it('edits the profile, refusing a taken username or email and a reserved name on their fields', async () => {
      const target = await freshMember();
      const edit = (changes: Record<string, unknown>) =>
        call('updateUserProfileByAdmin', people.admin, {
          user_id: target.id,
          display_name: 'Renamed',
          username: `renamed-${target.id}`,
          e_mail: `renamed-${target.id}@example.org`,
          ...changes,
        });
      const before = await userRow(target.id);
      const taken = await edit({ username: 'asker-amy' });
      expect([taken.status, taken.body.data[0].error_field]).toEqual([400, 'username']);
      const takenEmail = await edit({ e_mail: 'ASKER-AMY@example.org' });
      expect(takenEmail.body.data[0]).toEqual({ error_field: 'e_mail', error_msg: en['error.email.duplicate'] });
      const reserved = await edit({ username: 'admin' });
      expect(reserved.body.data[0].error_field).toBe('username');
      const invalid = await edit({ e_mail: 'not an email' });
      expect(invalid.body.data[0]).toEqual({ error_field: 'e_mail', error_msg: 'Invalid Email Address.' });
      expect(await userRow(target.id)).toEqual(before);

      expect((await edit({})).status).toBe(200);
      const row = await userRow(target.id);
      expect([row.display_name, row.username, row.e_mail]).toEqual([
        'Renamed',
        `renamed-${target.id}`,
        `renamed-${target.id}@example.org`,
      ]);
    });
  });

  describe('adding people', () => {
    it('adds one activated account whose username comes from the display name; a taken email is refused', async () => {
      const response = await call('addUser', people.admin, {
        display_name: 'Single Person',
        e_mail: 'single@example.org',
        password: PASSWORD,
      });
      expect(response.status).toBe(200);
      const row = await server.database.db
        .selectFrom('users')
        .selectAll()
        .where('e_mail', '=', 'single@example.org')
        .executeTakeFirstOrThrow();
      expect([row.display_name, row.username, row.mail_status, row.role_id]).toEqual([
        'Single Person',
        'single-person',
        mailStatus.active,
        constants.roles.user,
      ]);
      const again = await call('addUser', people.admin, {
        display_name: 'Other',
        e_mail: 'SINGLE@example.org',
        password: PASSWORD,
      });
      expect(again.body.data[0]).toEqual({ error_field: 'e_mail', error_msg: en['error.email.duplicate'] });
    });

    it('adds in bulk, blank lines skipped and same names given different usernames', async () => {
      const response = await call('addUsers', people.admin, {
        users: 'Bulk Bea, bea@example.org, password one\n\nBulk Bea, bea2@example.org, pass,with,commas\n',
      });
      expect(response.status).toBe(200);
      const rows = await server.database.db
        .selectFrom('users')
        .select(['username', 'e_mail'])
        .where('e_mail', 'in', ['bea@example.org', 'bea2@example.org'])
        .execute();
      expect(rows).toHaveLength(2);
      expect(new Set(rows.map((row) => row.username)).size).toBe(2);
      expect((await login(server, 'bea2@example.org', 'pass,with,commas')).status).toBe(200);
    });

    it('gives added people the starting reputation a registered member gets, so they can ask at once', async () => {
      await seedTag(server);
      const single = await call('addUser', people.admin, {
        display_name: 'Asking Ann',
        e_mail: 'asking-ann@example.org',
        password: PASSWORD,
      });
      expect(single.status).toBe(200);
      const bulk = await call('addUsers', people.admin, { users: 'Asking Bo, asking-bo@example.org, password two' });
      expect(bulk.status).toBe(200);
      for (const [email, password] of [
        ['asking-ann@example.org', PASSWORD],
        ['asking-bo@example.org', 'password two'],
      ] as const) {
        const signedIn = await login(server, email, password);
        expect(signedIn.status).toBe(200);
        const as = authorized(signedIn.body.data.access_token);
        expect(signedIn.body.data.rank).toBe(constants.reputation.changes['user.activated']);
        const asked = await server.request('/answer/api/v1/question', {
          method: 'POST',
          json: {
            title: `A first question from ${email}`,
            content: 'Something a new member wants to know.',
            tags: [{ slug_name: 'general' }],
          },
          ...as,
        });
        expect(asked.status).toBe(200);
      }
    });

    it('refuses a bulk add naming the bad line, and adds nobody', async () => {
      const countUsers = async () =>
        Number(
          (
            await server.database.db
              .selectFrom('users')
              .select((eb) => eb.fn.countAll<string>().as('count'))
              .executeTakeFirstOrThrow()
          ).count,
        );
      const before = await countUsers();
      const refusal = async (users: string, language = 'en_US') => {
        const response = await call('addUsers', people.admin, { users }, language);
        expect(response.status).toBe(400);
        expect(response.body.data[0].error_field).toBe('users');
        return response.body.data[0].error_msg as string;
      };
      expect(await refusal('Ok One, ok1@example.org, password one\nno commas here')).toBe(
        'Line 2: one user per line, as: name, email, password',
      );
      expect(await refusal('Ok One, ok1@example.org, password one\n\nBad, not-an-email, password one')).toBe(
        'Line 3: Invalid Email Address.',
      );
      expect(await refusal('Short, short@example.org, tiny')).toBe(
        'Line 1: Password must be at 8-32 characters in length.',
      );
      expect(await refusal('A, same@example.org, password one\nB, SAME@example.org, password two')).toBe(
        'Line 2: this email is already on line 1.',
      );
      expect(await refusal('A, new1@example.org, password one\nB, asker-amy@example.org, password two')).toBe(
        `Line 2: ${en['error.email.duplicate']}`,
      );
      expect(await refusal('Short, short@example.org, tiny', 'zh_CN')).toMatch(/^第 1 行：/);
      const tooMany = Array.from(
        { length: constants.admin_users.bulk_max_lines + 1 },
        (_, index) => `P${index}, p${index}@example.org, password one`,
      ).join('\n');
      expect(await refusal(tooMany)).toBe(
        `At most ${constants.admin_users.bulk_max_lines} users can be added at a time.`,
      );
      expect(await refusal(' \n ')).toBe('Required text.');
      expect(await countUsers()).toBe(before);
    });
  });

  describe('activation link calls', () => {
    it('give an inactive account a link that activates it', async () => {
      const target = await seedMember(server, { username: `unconfirmed-${(counter += 1)}`, active: false });
      const link = await call('getUserActivationUrl', people.admin, { user_id: target.id });
      expect(link.status).toBe(200);
      const code = new URL(link.body.data.activation_url).searchParams.get('code');
      const activated = await server.request('/answer/api/v1/user/email/verification', {
        method: 'POST',
        json: { code },
      });
      expect(activated.status).toBe(200);
      expect((await userRow(target.id)).mail_status).toBe(mailStatus.active);
    });
  });
});
