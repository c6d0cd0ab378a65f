import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { writeSetting } from '../../src/server/db/settings-store.ts';
import { createTranslator } from '../../src/server/i18n/translator.ts';
import { DIGEST_JOB, runDigest } from '../../src/server/modules/notification/digest.ts';
import type { JobContext } from '../../src/server/modules/notification/job-context.ts';
import { backoffSeconds, sendDueMails } from '../../src/server/modules/notification/outbox-worker.ts';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp.ts';
import { seedMember, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { answerQuestion, askQuestion, seedTag } from './support/posts.ts';
import { API, ask } from './support/questions.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { configureSite, SITE_NAME } from './support/user-accounts.ts';

const { outbox, digest } = constants.notification;

describe.each(testEngines())('notification mail through the outbox on $name', (engine) => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  let jobs: JobContext;
  let memberNumber = 0;

  beforeAll(async () => {
    server = await startTestServer(engine);
    smtp = await startSmtpServer();
    await configureSite(server, smtp);
    jobs = { db: server.database.db, translator: await createTranslator(), log: pino({ level: 'silent' }) };
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  /** A member whose chosen language (the one mails are written in) is `language`. */
  const member = async (language = 'en_US') => {
    const seeded = await seedMember(server, { username: `mail-${engine.name}-${(memberNumber += 1)}`, rank: 200 });
    await server.database.db.updateTable('users').set({ language }).where('id', '=', seeded.id).execute();
    return seeded;
  };
  const addressOf = (who: Member) => `${who.username}@example.org`;
  const outboxOf = (who: Member) =>
    server.database.db
      .selectFrom('mail_outbox')
      .select(['id', 'kind', 'status', 'attempts', 'next_attempt_at', 'item_count'])
      .where('user_id', '=', who.id)
      .orderBy('id')
      .execute();
  const pointSmtpAt = (port: number) =>
    writeSetting(server.database.db, 'smtp', {
      from_email: 'noreply@example.org',
      from_name: SITE_NAME,
      smtp_host: '127.0.0.1',
      smtp_port: port,
      encryption: 'none',
      smtp_authentication: false,
    });
  const later = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

  it('queues a new-answer mail in the request, sends it localized with HTML, text and a working unsubscribe link', async () => {
    const asker = await member('zh_CN');
    const answerer = await member();
    const questionId = await askQuestion(server, asker);
    await answerQuestion(server, answerer, questionId, 'Try <b>this</b> & that.');
    expect((await outboxOf(asker)).map((row) => [row.kind, row.status])).toEqual([['new_answer', 0]]);
    expect(await outboxOf(answerer)).toEqual([]);

    expect(await sendDueMails(jobs)).toBe(1);
    const mail = await smtp.nextMailTo(addressOf(asker));
    expect(mail.subject).toBe(`[${SITE_NAME}] ${answerer.username} 回答了你的问题`);
    expect(mail.text).toContain('Try <b>this</b> & that.');
    expect(mail.html).toContain('Try &#60;b&#62;this&#60;/b&#62; &#38; that.');
    expect(mail.html).toContain(`${server.baseUrl}/answer/questions/${questionId}/`);
    expect(mail.html).toContain('<html lang="zh-CN">');
    expect((await outboxOf(asker))[0]!.status).toBe(1);

    const unsubscribe = /https?:\/\/\S+\/answer\/users\/unsubscribe\?code=(\S+)/.exec(mail.text);
    expect(unsubscribe).not.toBeNull();
    const followed = await server.request(`${API}/user/notification/unsubscribe`, {
      method: 'PUT',
      json: { code: decodeURIComponent(unsubscribe![1]!) },
    });
    expect(followed.status).toBe(200);
    const config = await server.request(`${API}/user/notification/config`, asker.as);
    expect(config.body.data.inbox.enable).toBe(false);
    await answerQuestion(server, await member(), questionId);
    expect((await outboxOf(asker)).length).toBe(1);
  });

  it("keeps every mail's unsubscribe link working, older ones and used ones too, until the person subscribes again", async () => {
    const asker = await member();
    const questionId = await askQuestion(server, asker);
    const linkOfNextMail = async () => {
      await answerQuestion(server, await member(), questionId);
      expect(await sendDueMails(jobs)).toBe(1);
      const mail = await smtp.nextMailTo(addressOf(asker));
      return decodeURIComponent(/\/answer\/users\/unsubscribe\?code=(\S+)/.exec(mail.text)![1]!);
    };
    const follow = (code: string) =>
      server.request(`${API}/user/notification/unsubscribe`, { method: 'PUT', json: { code }, language: 'zh_CN' });
    const inboxMails = async () =>
      (await server.request(`${API}/user/notification/config`, asker.as)).body.data.inbox.enable as boolean;
    const older = await linkOfNextMail();
    const newer = await linkOfNextMail();
    expect(newer).not.toBe(older);

    expect((await follow(older)).status).toBe(200);
    expect(await inboxMails()).toBe(false);
    // the same link again, and the newer mail's: each still answers as it did
    expect((await follow(older)).status).toBe(200);
    expect((await follow(newer)).status).toBe(200);

    const resubscribed = await server.request(`${API}/user/notification/config`, {
      method: 'PUT',
      ...asker.as,
      json: {
        inbox: { key: 'email', enable: true },
        all_new_question: { key: 'email', enable: false },
        all_new_question_for_following_tags: { key: 'email', enable: false },
      },
    });
    expect(resubscribed.status).toBe(200);
    for (const code of [older, newer]) {
      const stale = await follow(code);
      expect(stale.status).toBe(403);
      expect(stale.body).toMatchObject({ msg: zh['error.email.verify_url_expired'], data: { type: 'url_expired' } });
    }
    expect(await inboxMails()).toBe(true);
    // a mail of the new subscription carries a link that works
    expect((await follow(await linkOfNextMail())).status).toBe(200);
    expect(await inboxMails()).toBe(false);
  });

  it('answers the request while SMTP is down, retries with backoff and loses nothing', async () => {
    const asker = await member();
    const questionId = await askQuestion(server, asker);
    await pointSmtpAt(1);
    try {
      const response = await server.request(`${API}/answer`, {
        method: 'POST',
        ...(await member()).as,
        json: { question_id: questionId, content: 'An answer while the mail server is away.' },
      });
      expect(response.status).toBe(200);
      expect(await sendDueMails(jobs)).toBe(0);
      const [failed] = await outboxOf(asker);
      expect(failed).toMatchObject({ status: 0, attempts: 1 });
      expect(Number(failed!.next_attempt_at)).toBeGreaterThanOrEqual(later(backoffSeconds(1) - 2));
      // not due yet: nothing is tried before the backoff ends
      expect(await sendDueMails(jobs)).toBe(0);
      expect((await outboxOf(asker))[0]!.attempts).toBe(1);
    } finally {
      await pointSmtpAt(smtp.port);
    }
    expect(await sendDueMails(jobs, later(backoffSeconds(1) + 1))).toBe(1);
    expect((await smtp.nextMailTo(addressOf(asker))).subject).toContain('answered your question');
    expect((await outboxOf(asker))[0]).toMatchObject({ status: 1, attempts: 2 });
  });

  it('gives a mail up after the last attempt, and never sends a row twice when two workers run at once', async () => {
    const asker = await member();
    const questionId = await askQuestion(server, asker);
    for (let index = 0; index < 3; index += 1) await answerQuestion(server, await member(), questionId);
    const before = smtp.messages.filter((mail) => mail.to.includes(addressOf(asker))).length;
    const [first, second] = await Promise.all([sendDueMails(jobs), sendDueMails(jobs)]);
    expect(first + second).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.filter((mail) => mail.to.includes(addressOf(asker))).length - before).toBe(3);

    const other = await member();
    await answerQuestion(server, await member(), await askQuestion(server, other));
    await pointSmtpAt(1);
    try {
      let now = later(0);
      for (let attempt = 1; attempt <= outbox.max_attempts; attempt += 1) {
        await sendDueMails(jobs, now);
        now += backoffSeconds(attempt) + 1;
      }
    } finally {
      await pointSmtpAt(smtp.port);
    }
    expect((await outboxOf(other))[0]).toMatchObject({ status: 2, attempts: outbox.max_attempts });
  });

  it('sends one daily digest within the weekly cap, once even when two processes run the job together', async () => {
    const subscriber = await member();
    const tagFollower = await member();
    const asker = await member();
    expect(
      (
        await server.request(`${API}/user/notification/config`, {
          method: 'PUT',
          ...subscriber.as,
          json: {
            inbox: { key: 'email', enable: true },
            all_new_question: { key: 'email', enable: true },
            all_new_question_for_following_tags: { key: 'email', enable: false },
          },
        })
      ).status,
    ).toBe(200);
    await seedTag(server, 'digest-tag');
    await server.request(`${API}/user/notification/config`, {
      method: 'PUT',
      ...tagFollower.as,
      json: {
        inbox: { key: 'email', enable: true },
        all_new_question: { key: 'email', enable: false },
        all_new_question_for_following_tags: { key: 'email', enable: true },
      },
    });
    const tag = await server.database.db
      .selectFrom('tag')
      .select('id')
      .where('slug_name', '=', 'digest-tag')
      .executeTakeFirstOrThrow();
    await server.request(`${API}/follow`, { method: 'POST', ...tagFollower.as, json: { object_id: tag.id } });

    const start = later(-10);
    await server.database.db.deleteFrom('scheduled_job').execute();
    await server.database.db
      .insertInto('scheduled_job')
      .values({ name: DIGEST_JOB, next_run_at: start, last_run_at: start })
      .execute();
    const tagged = await ask(server, asker, { tags: ['digest-tag'] });
    for (let index = 0; index < digest.max_questions + 4; index += 1) await askQuestion(server, asker);
    await askQuestion(server, subscriber);

    const now = later(1);
    const runs = await Promise.all([runDigest(jobs, now), runDigest(jobs, now)]);
    expect(runs.filter((result) => result === null)).toHaveLength(1);
    expect((await outboxOf(subscriber)).map((row) => [row.kind, row.item_count])).toEqual([
      ['digest', digest.max_questions],
    ]);
    expect((await outboxOf(tagFollower)).map((row) => [row.kind, row.item_count])).toEqual([['digest', 1]]);

    await sendDueMails(jobs, now);
    const mail = await smtp.nextMailTo(addressOf(subscriber));
    expect(mail.subject).toBe(`[${SITE_NAME}] New questions`);
    expect(mail.html.match(/<li>/g)).toHaveLength(digest.max_questions);
    expect(mail.text).toMatch(/\/answer\/users\/unsubscribe\?code=/);
    expect((await smtp.nextMailTo(addressOf(tagFollower))).text).toContain(tagged.title);

    // the next day: the cap of the week is used up, so the subscriber hears of nothing more
    const schedule = await server.database.db
      .selectFrom('scheduled_job')
      .select(['next_run_at'])
      .where('name', '=', DIGEST_JOB)
      .executeTakeFirstOrThrow();
    expect(Number(schedule.next_run_at)).toBe(now + digest.interval_hours * 3600);
    await askQuestion(server, asker);
    expect(await runDigest(jobs, now + 60)).toBeNull();
    expect(await runDigest(jobs, Number(schedule.next_run_at))).toBe(0);
    expect((await outboxOf(subscriber)).length).toBe(1);
  });
});
