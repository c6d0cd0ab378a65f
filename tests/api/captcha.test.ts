import sharp from 'sharp';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { createSession } from '../../src/server/auth/sessions.ts';
import { insertReturningId } from '../../src/server/db/insert-returning-id.ts';
import { DatabaseAvailability } from '../../src/server/modules/health/database-availability.ts';
import { installErrorHandler } from '../../src/server/http/error-handler.ts';
import { createTranslator } from '../../src/server/i18n/translator.ts';
import { ActionRecords } from '../../src/server/modules/captcha/action-records.ts';
import { assertCaptcha, type CaptchaFields } from '../../src/server/modules/captcha/assert-captcha.ts';
import { CaptchaService } from '../../src/server/modules/captcha/service.ts';
import { BasicImageCaptcha } from '../../src/server/plugins/captcha/basic-captcha.ts';
import { PluginHost } from '../../src/server/plugins/host.ts';
import { DatabaseChallengeStore } from '../../src/server/plugins/captcha/challenge-store.ts';
import type { Services } from '../../src/server/services.ts';
import { testEngines } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { recordIssuedCaptchaCodes } from './support/issued-captcha-codes.ts';

const SLUG = constants.captcha.plugin_slug;
const SECOND = 1000;
const MINUTE = 60 * SECOND;

const issuedCodes = recordIssuedCaptchaCodes();

/** A captcha service like the app's, over the test server's database, on a clock the test moves. */
function captchaOn(server: TestServer, clock: { now: number }) {
  const plugins = new PluginHost();
  const now = () => clock.now;
  const service = new CaptchaService(
    plugins,
    () => server.database.db,
    new ActionRecords(() => server.database.db, now),
    now,
  );
  service.register(new BasicImageCaptcha(new DatabaseChallengeStore(() => server.database.db, now)));
  return { service, plugins };
}

async function recordTimes(
  service: CaptchaService,
  action: Parameters<CaptchaService['record']>[0],
  unit: string,
  times: number,
) {
  for (let index = 0; index < times; index++) await service.record(action, unit);
}

describe.each(testEngines())('captcha on $name', (engine) => {
  let server: TestServer;
  let adminToken: string;
  let userToken: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const now = Math.floor(Date.now() / 1000);
    const person = (username: string, roleId: number) => ({
      username,
      display_name: username,
      e_mail: `${username}@example.org`,
      pass: 'x',
      bio: '',
      created_at: now,
      updated_at: now,
      mail_status: constants.mail_status.active,
      role_id: roleId,
    });
    adminToken = await createSession(
      server.database.db,
      await insertReturningId(server.database.db, 'users', person('ada', constants.roles.admin)),
    );
    userToken = await createSession(
      server.database.db,
      await insertReturningId(server.database.db, 'users', person('uma', constants.roles.user)),
    );
  });
  afterAll(async () => {
    await server.close();
  });

  const actionRecord = (action: string, token?: string) =>
    server.request(
      `/answer/api/v1/user/action/record?action=${action}`,
      token ? { headers: { authorization: `Bearer ${token}` } } : {},
    );

  describe('GET user/action/record', () => {
    it('lists the built-in image captcha as an enabled captcha plugin', async () => {
      const { body } = await server.request('/answer/api/v1/plugin/status');
      expect(body.data).toContainEqual({ slug_name: SLUG, enabled: true });
    });

    it('always asks for a captcha before an email is sent, with a PNG picture that holds no text or paths', async () => {
      const { status, body } = await actionRecord('email');
      expect(status).toBe(200);
      expect(body.data.verify).toBe(true);
      expect(body.data.captcha_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.data.captcha_img).toMatch(/^data:image\/png;base64,/);
      const png = Buffer.from(body.data.captcha_img.split(',')[1], 'base64');
      expect((await sharp(png).metadata()).format).toBe('png');
      const bytes = png.toString('latin1');
      const code = issuedCodes.get(body.data.captcha_id)!;
      expect(code.length).toBeGreaterThanOrEqual(constants.captcha.code_length.min);
      expect(code.length).toBeLessThanOrEqual(constants.captcha.code_length.max);
      expect([...code].every((character) => constants.captcha.alphabet.includes(character))).toBe(true);
      expect(bytes).not.toMatch(/<svg|<path|<text/);
      expect(bytes).not.toContain(code);
    });

    it("refuses a client that asks for too many pictures, without touching anybody else's pending captcha", async () => {
      await server.database.db.deleteFrom('rate_counter').execute();
      const someoneElse = captchaOn(server, { now: Date.now() }).service;
      const pending = (await someoneElse.create('192.0.2.77'))!;
      for (let issued = 0; issued < constants.captcha.issue_per_client; issued += 1)
        expect((await actionRecord('email')).status).toBe(200);
      const refused = await server.request('/answer/api/v1/user/action/record?action=email', { language: 'zh_CN' });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        reason: 'error.captcha.too_many_requests',
        msg: zh['error.captcha.too_many_requests'].replace(
          '{minutes}',
          String(constants.captcha.issue_window_seconds / 60),
        ),
      });
      expect(await someoneElse.verify(pending.captcha_id, issuedCodes.get(pending.captcha_id)!)).toBe(true);
      await server.database.db.deleteFrom('rate_counter').execute();
    });

    it('creates no captcha while none is needed', async () => {
      const { body } = await actionRecord('password');
      expect(body.data).toEqual({ captcha_id: '', captcha_img: '', verify: false });
    });

    it('asks admins too before an email is sent', async () => {
      expect((await actionRecord('email', adminToken)).body.data.verify).toBe(true);
      expect((await actionRecord('email', userToken)).body.data.verify).toBe(true);
    });

    it('refuses an unknown action', async () => {
      const { status, body } = await actionRecord('dance');
      expect(status).toBe(400);
      expect(body.code).toBe(400);
    });

    it('never asks while the captcha plugin is disabled', async () => {
      const host = new PluginHost();
      host.register(new BasicImageCaptcha(new DatabaseChallengeStore(() => server.database.db)));
      await host.setEnabled(server.database.db, SLUG, false);
      try {
        expect((await server.request('/answer/api/v1/plugin/status')).body.data).toContainEqual({
          slug_name: SLUG,
          enabled: false,
        });
        expect((await actionRecord('email')).body.data).toEqual({ captcha_id: '', captcha_img: '', verify: false });
      } finally {
        await host.setEnabled(server.database.db, SLUG, true);
      }
    });
  });

  describe('thresholds of answer-api-facts §1.6', () => {
    const clock = { now: Date.UTC(2026, 0, 15, 12) };
    let service: CaptchaService;
    beforeAll(() => {
      service = captchaOn(server, clock).service;
    });
    afterEach(() => {
      clock.now += 24 * 60 * MINUTE;
    });

    it('password: two failures pass, the third asks; a success starts again', async () => {
      const unit = 'ip:203.0.113.7';
      await recordTimes(service, 'password', unit, 2);
      expect(await service.requires('password', unit)).toBe(false);
      await service.record('password', unit);
      expect(await service.requires('password', unit)).toBe(true);
      await service.record('password', unit, { success: true });
      expect(await service.requires('password', unit)).toBe(false);
      await recordTimes(service, 'password', unit, 2);
      expect(await service.requires('password', unit)).toBe(false);
    });

    it('counts an address together across app processes and restarts, and forgets it when it expires', async () => {
      const unit = 'ip:203.0.113.9';
      await recordTimes(service, 'password', unit, 2);
      // another process, or this one after a restart: a service of its own over the same database
      const restarted = captchaOn(server, clock).service;
      expect(await restarted.requires('password', unit)).toBe(false);
      await restarted.record('password', unit);
      expect(await service.requires('password', unit)).toBe(true);
      clock.now += constants.captcha.record_ttl_seconds * SECOND;
      expect(await restarted.requires('password', unit)).toBe(false);
      await service.record('password', unit);
      expect(await restarted.requires('password', unit)).toBe(false);
    });

    it('password: each record lives six minutes after its last change', async () => {
      const unit = 'ip:203.0.113.8';
      await recordTimes(service, 'password', unit, 3);
      clock.now += constants.captcha.record_ttl_seconds * SECOND - 1;
      expect(await service.requires('password', unit)).toBe(true);
      clock.now += 1;
      expect(await service.requires('password', unit)).toBe(false);
    });

    it('counts per unit and per action', async () => {
      await recordTimes(service, 'password', 'ip:198.51.100.1', 3);
      expect(await service.requires('password', 'ip:198.51.100.2')).toBe(false);
      expect(await service.requires('edit_userinfo', 'ip:198.51.100.1')).toBe(false);
    });

    it('a new UTC day starts a new record', async () => {
      clock.now = Date.UTC(2026, 2, 1, 23, 59, 30);
      const unit = 'user:day';
      await recordTimes(service, 'edit_userinfo', unit, 3);
      expect(await service.requires('edit_userinfo', unit)).toBe(true);
      clock.now += 31 * SECOND;
      expect(await service.requires('edit_userinfo', unit)).toBe(false);
    });

    it('edit_userinfo: from the third within the window', async () => {
      const unit = 'user:7';
      await recordTimes(service, 'edit_userinfo', unit, 2);
      expect(await service.requires('edit_userinfo', unit)).toBe(false);
      await service.record('edit_userinfo', unit);
      expect(await service.requires('edit_userinfo', unit)).toBe(true);
      // A success does not reset what is not a failure count.
      await service.record('edit_userinfo', unit, { success: true });
      expect(await service.requires('edit_userinfo', unit)).toBe(true);
    });

    it.each(['question', 'answer'] as const)('%s: the last one under 5 s ago, or the tenth', async (action) => {
      const unit = `user:${action}`;
      await service.record(action, unit);
      clock.now += 4 * SECOND + 999;
      expect(await service.requires(action, unit)).toBe(true);
      clock.now += 1;
      expect(await service.requires(action, unit)).toBe(false);
      await recordTimes(service, action, unit, 8);
      clock.now += 5 * SECOND;
      expect(await service.requires(action, unit)).toBe(false);
      await service.record(action, unit);
      clock.now += 5 * SECOND;
      expect(await service.requires(action, unit)).toBe(true);
    });

    it.each(['comment', 'report'] as const)('%s: the last one at most 1 s ago, or the thirtieth', async (action) => {
      const unit = `user:${action}`;
      await service.record(action, unit);
      clock.now += 1 * SECOND + 999;
      expect(await service.requires(action, unit)).toBe(true);
      clock.now += 1;
      expect(await service.requires(action, unit)).toBe(false);
      await recordTimes(service, action, unit, 28);
      clock.now += 2 * SECOND;
      expect(await service.requires(action, unit)).toBe(false);
      await service.record(action, unit);
      clock.now += 2 * SECOND;
      expect(await service.requires(action, unit)).toBe(true);
    });

    it('delete: the last one at most 5 s ago, or the fifth', async () => {
      const unit = 'user:delete';
      await service.record('delete', unit);
      clock.now += 5 * SECOND + 999;
      expect(await service.requires('delete', unit)).toBe(true);
      clock.now += 1;
      expect(await service.requires('delete', unit)).toBe(false);
      await recordTimes(service, 'delete', unit, 3);
      clock.now += 6 * SECOND;
      expect(await service.requires('delete', unit)).toBe(false);
      await service.record('delete', unit);
      clock.now += 6 * SECOND;
      expect(await service.requires('delete', unit)).toBe(true);
    });

    it.each([
      ['edit', 10],
      ['invitation_answer', 30],
      ['vote', 40],
    ] as const)('%s: from the %ith recorded', async (action, threshold) => {
      const unit = `user:${action}`;
      await recordTimes(service, action, unit, threshold - 1);
      expect(await service.requires(action, unit)).toBe(false);
      await service.record(action, unit);
      expect(await service.requires(action, unit)).toBe(true);
    });

    it('search: from the twentieth within 60 s; an older count starts again', async () => {
      const unit = 'ip:192.0.2.1';
      await recordTimes(service, 'search', unit, 19);
      expect(await service.requires('search', unit)).toBe(false);
      await service.record('search', unit);
      expect(await service.requires('search', unit)).toBe(true);
      clock.now += 60 * SECOND + 1;
      expect(await service.requires('search', unit)).toBe(false);
      await service.record('search', unit);
      expect(await service.requires('search', unit)).toBe(false);
    });

    it('admins and moderators skip every action but email and password', async () => {
      await recordTimes(service, 'vote', 'user:staff', 40);
      await recordTimes(service, 'password', 'user:staff', 3);
      const staff = { unit: 'user:staff', staff: true };
      expect(await service.requiredFor('vote', staff)).toBe(false);
      expect(await service.requiredFor('vote', { ...staff, staff: false })).toBe(true);
      expect(await service.requiredFor('password', staff)).toBe(true);
      expect(await service.requiredFor('email', staff)).toBe(true);
    });

    it('nothing is required while the captcha plugin is disabled', async () => {
      const { service: disabled, plugins } = captchaOn(server, clock);
      await recordTimes(disabled, 'vote', 'user:off', 40);
      await plugins.setEnabled(server.database.db, SLUG, false);
      try {
        expect(await disabled.requires('email', 'user:off')).toBe(false);
        expect(await disabled.requires('vote', 'user:off')).toBe(false);
        expect(await disabled.create('192.0.2.1')).toBeNull();
      } finally {
        await plugins.setEnabled(server.database.db, SLUG, true);
      }
      expect(await disabled.requires('vote', 'user:off')).toBe(true);
    });
  });

  describe('verification', () => {
    const clock = { now: Date.now() };
    let service: CaptchaService;
    beforeAll(() => {
      service = captchaOn(server, clock).service;
    });

    async function challenge() {
      const created = (await service.create('192.0.2.1'))!;
      return { id: created.captcha_id, code: issuedCodes.get(created.captcha_id)! };
    }

    it('accepts the code in any case and with surrounding spaces', async () => {
      const lower = await challenge();
      expect(await service.verify(lower.id, ` ${lower.code.toLowerCase()} `)).toBe(true);
      const upper = await challenge();
      expect(await service.verify(upper.id, upper.code)).toBe(true);
    });

    it('answers each captcha once, right or wrong', async () => {
      const right = await challenge();
      expect(await service.verify(right.id, right.code)).toBe(true);
      expect(await service.verify(right.id, right.code)).toBe(false);
      const wrongFirst = await challenge();
      expect(await service.verify(wrongFirst.id, 'WRONG')).toBe(false);
      expect(await service.verify(wrongFirst.id, wrongFirst.code)).toBe(false);
    });

    it('forgets a captcha when it expires', async () => {
      const fresh = await challenge();
      const stale = await challenge();
      clock.now += constants.captcha.ttl_seconds * SECOND - 1;
      expect(await service.verify(fresh.id, fresh.code)).toBe(true);
      clock.now += 1;
      expect(await service.verify(stale.id, stale.code)).toBe(false);
    });

    it('refuses an unknown or empty captcha id', async () => {
      expect(await service.verify('', 'ABCD')).toBe(false);
      expect(await service.verify('00000000-0000-0000-0000-000000000000', 'ABCD')).toBe(false);
    });
  });

  describe('assertCaptcha answers a field error on captcha_code', () => {
    const clock = { now: Date.now() };
    let probe: FastifyInstance;
    let service: CaptchaService;

    beforeAll(async () => {
      service = captchaOn(server, clock).service;
      // A write guarded the way the account handlers guard theirs, behind the app's own error handler.
      probe = Fastify();
      installErrorHandler(probe, await createTranslator(), new DatabaseAvailability(async () => {}, probe.log));
      probe.post('/write', async (request) => {
        const token = request.headers.authorization;
        const user = token
          ? { id: '1', roleId: Number(token), mailStatus: 1, rank: 1, status: 1, suspendedUntil: null, token }
          : null;
        await assertCaptcha(
          { services: { captcha: service } as Services, user, client: { ip: request.ip, origin: '', visitor: '' } },
          'email',
          request.body as CaptchaFields,
        );
        return { done: true };
      });
      await probe.ready();
    });
    afterAll(async () => {
      await probe.close();
    });

    const write = (body: CaptchaFields, language = 'en_US') =>
      probe.inject({ method: 'POST', url: '/write', payload: body, headers: { 'accept-language': language } });

    it.each([
      ['en_US', 'Verification failed, please try again.', 'Verification code cannot be empty.'],
      ['zh_CN', '验证失败，请重试。', null],
    ])('in %s', async (language, failed, empty) => {
      const wrong = await challenge();
      const response = await write({ captcha_id: wrong.id, captcha_code: 'NOPE' }, language);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 400,
        reason: 'error.object.captcha_verification_failed',
        msg: failed,
        data: [{ error_field: 'captcha_code', error_msg: failed }],
      });
      const missing = (await write({}, language)).json();
      expect(missing.reason).toBe('validation.captcha.code_required');
      expect(missing.data).toEqual([{ error_field: 'captcha_code', error_msg: missing.msg }]);
      if (empty) expect(missing.msg).toBe(empty);
      else expect(missing.msg).not.toBe('Verification code cannot be empty.');
    });

    it('lets the write through with the right code', async () => {
      const right = await challenge();
      const response = await write({ captcha_id: right.id, captcha_code: right.code.toLowerCase() });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ done: true });
    });

    async function challenge() {
      const created = (await service.create('192.0.2.1'))!;
      return { id: created.captcha_id, code: issuedCodes.get(created.captcha_id)! };
    }
  });
});
