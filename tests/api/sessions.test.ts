import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import {
  createSession,
  resolveSession,
  revokeSession,
  revokeUserSessions,
  tokenFromHeader,
} from '../../src/server/auth/sessions.ts';
import { insertReturningId } from '../../src/server/db/insert-returning-id.ts';
import { changeUserStatus } from '../../src/server/modules/user/account-status.ts';
import { testEngines } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { authorized, login, seedAccount, switchCaptchaOff } from './support/user-accounts.ts';

describe.each(testEngines())('sessions on $name', (engine) => {
  let server: TestServer;
  let userId: string;
  beforeAll(async () => {
    server = await startTestServer(engine);
    const now = Math.floor(Date.now() / 1000);
    userId = await insertReturningId(server.database.db, 'users', {
      username: 'sam',
      display_name: 'Sam',
      e_mail: 'sam@example.org',
      pass: 'x',
      bio: '',
      created_at: now,
      updated_at: now,
      mail_status: constants.mail_status.active,
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('issues random tokens of at least 128 bits, stores only their hash, and resolves them', async () => {
    const db = server.database.db;
    const first = await createSession(db, userId);
    const second = await createSession(db, userId);
    expect(first).not.toBe(second);
    expect(Buffer.from(first, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const stored = await db.selectFrom('user_session').select(['token_hash', 'expires_at', 'created_at']).execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(first);
    expect(Number(stored[0]!.expires_at) - Number(stored[0]!.created_at)).toBe(
      constants.session.token_ttl_days * 86_400,
    );
    expect(await resolveSession(db, first)).toMatchObject({
      id: userId,
      roleId: constants.roles.user,
      mailStatus: constants.mail_status.active,
    });
    expect(tokenFromHeader(`Bearer ${first}`)).toBe(first);
  });

  it('forgets revoked, expired and unknown tokens', async () => {
    const db = server.database.db;
    const token = await createSession(db, userId);
    await revokeSession(db, token);
    expect(await resolveSession(db, token)).toBeNull();
    expect(await resolveSession(db, 'not-a-token')).toBeNull();
    const expiring = await createSession(db, userId);
    await db
      .updateTable('user_session')
      .set({ expires_at: Math.floor(Date.now() / 1000) - 1 })
      .execute();
    expect(await resolveSession(db, expiring)).toBeNull();
    const another = await createSession(db, userId);
    await revokeUserSessions(db, userId);
    expect(await resolveSession(db, another)).toBeNull();
  });

  it('deleting an account ends all its sessions at once, on every device', async () => {
    await switchCaptchaOff(server);
    const email = 'ends-deleted@example.org';
    const id = await seedAccount(server, { email, password: 'a fine password' });
    const phone = (await login(server, email, 'a fine password')).body.data.access_token as string;
    const laptop = (await login(server, email, 'a fine password')).body.data.access_token as string;
    expect((await server.request('/answer/api/v1/user/info', authorized(phone))).body.data.id).toBe(id);

    await changeUserStatus(server.database.db, id, constants.user_status.deleted);
    for (const token of [phone, laptop]) {
      expect((await server.request('/answer/api/v1/user/info', authorized(token))).body.data).toBeNull();
      expect((await server.request('/answer/api/v1/user/logout', authorized(token))).status).toBe(401);
    }
    expect(
      await server.database.db.selectFrom('user_session').select('id').where('user_id', '=', id).execute(),
    ).toEqual([]);
  });

  it('a suspended account stays signed in on every device, held as suspended until the suspension is lifted', async () => {
    const email = 'lifted@example.org';
    const id = await seedAccount(server, { email, password: 'a fine password' });
    const token = (await login(server, email, 'a fine password')).body.data.access_token as string;
    const until = Math.floor(Date.now() / 1000) + 60;
    await changeUserStatus(server.database.db, id, constants.user_status.suspended, until);
    const held = await server.request('/answer/api/v1/user/info', authorized(token));
    expect(held.body.data).toMatchObject({ id, status: 'suspended', suspended_until: until });
    await changeUserStatus(server.database.db, id, constants.user_status.normal);
    const again = await server.request('/answer/api/v1/user/info', authorized(token));
    expect(again.body.data).toMatchObject({ id, status: 'normal', suspended_until: 0 });
  });

  it('a suspended account changes nothing with the session it holds: not its password, notifications or email', async () => {
    const email = 'held@example.org';
    const id = await seedAccount(server, { email, password: 'a fine password' });
    const token = (await login(server, email, 'a fine password')).body.data.access_token as string;
    await changeUserStatus(server.database.db, id, constants.user_status.suspended);
    const writes = [
      ['PUT', '/answer/api/v1/user/password', { old_pass: 'a fine password', pass: 'another fine password' }],
      ['PUT', '/answer/api/v1/user/notification/config', { notice_key: 'inbox', is_allowed: false }],
      ['POST', '/answer/api/v1/user/email/change/code', { e_mail: 'elsewhere@example.org', pass: 'a fine password' }],
    ] as const;
    for (const [method, path, json] of writes) {
      const refused = await server.request(path, { ...authorized(token), method, json });
      expect(refused.status, path).toBe(403);
      expect(refused.body.data, path).toEqual({ type: 'suspended' });
    }
    await changeUserStatus(server.database.db, id, constants.user_status.normal);
    // the password is still the old one
    expect((await login(server, email, 'a fine password')).status).toBe(200);
    // reading and signing out still work while suspended, as the suspended page needs
    await changeUserStatus(server.database.db, id, constants.user_status.suspended);
    expect((await server.request('/answer/api/v1/user/notification/config', authorized(token))).status).toBe(200);
    expect((await server.request('/answer/api/v1/user/logout', authorized(token))).status).toBe(200);
  });
});
