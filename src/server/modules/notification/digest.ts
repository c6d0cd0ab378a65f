import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';
import { engineOf } from '../../db/engine.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { JobContext } from './job-context.ts';
import { enqueueMails, mailRecipients, OUTBOX_STATUS } from './outbox.ts';

export const DIGEST_JOB = 'digest';
const HOUR_SECONDS = 3600;
const DAY_SECONDS = 86_400;
const { max_questions: cap, window_days: windowDays, interval_hours: intervalHours } = constants.notification.digest;

/** The digest's schedule row, created on first use with the window starting now (no mail about the past). */
async function scheduleOf(db: Kysely<Database>, now: number): Promise<{ next_run_at: string; last_run_at: string }> {
  const row = await db
    .selectFrom('scheduled_job')
    .select(['next_run_at', 'last_run_at'])
    .where('name', '=', DIGEST_JOB)
    .executeTakeFirst();
  if (row) return row;
  const first = { name: DIGEST_JOB, next_run_at: now + intervalHours * HOUR_SECONDS, last_run_at: now };
  const insert = db.insertInto('scheduled_job').values(first);
  // two processes starting together may both insert: the second one's row is simply not written
  if (engineOf(db) === 'mysql') await insert.ignore().execute();
  else await insert.onConflict((conflict) => conflict.column('name').doNothing()).execute();
  return db
    .selectFrom('scheduled_job')
    .select(['next_run_at', 'last_run_at'])
    .where('name', '=', DIGEST_JOB)
    .executeTakeFirstOrThrow();
}

/** Questions each subscriber may hear of: all new ones, or those in tags they follow; never their own. */
async function questionsFor(trx: Kysely<Database>, from: number, to: number): Promise<Map<string, string[]>> {
  const questions = await trx
    .selectFrom('question')
    .select(['id', 'user_id'])
    .where('status', '=', constants.post_status.normal)
    .where('show', '=', constants.post_show.listed)
    .where('created_at', '>=', String(from))
    .where('created_at', '<', String(to))
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const perUser = new Map<string, string[]>();
  if (questions.length === 0) return perUser;
  const subscribers = await trx
    .selectFrom('user_notification_config')
    .select('user_id')
    .where('source', 'in', ['all_new_question', 'all_new_question_for_following_tags'])
    .execute();
  const candidates = [...new Set(subscribers.map((row) => String(row.user_id)))];
  const everything = new Set(await mailRecipients(trx, candidates, 'all_new_question'));
  const byTags = new Set(await mailRecipients(trx, candidates, 'all_new_question_for_following_tags'));
  const questionIds = questions.map((question) => question.id);
  const tagged = byTags.size
    ? await trx
        .selectFrom('tag_rel')
        .innerJoin('follow', (join) =>
          join.onRef('follow.object_id', '=', 'tag_rel.tag_id').on('follow.object_type', '=', 'tag'),
        )
        .select(['tag_rel.object_id as question_id', 'follow.user_id'])
        .where('tag_rel.object_id', 'in', questionIds)
        .where('follow.user_id', 'in', [...byTags])
        .execute()
    : [];
  const followed = new Set(tagged.map((row) => `${row.user_id}:${row.question_id}`));
  for (const userId of new Set([...everything, ...byTags])) {
    const list = questions
      .filter((question) => String(question.user_id) !== userId)
      .filter((question) => everything.has(userId) || followed.has(`${userId}:${question.id}`))
      .map((question) => question.id);
    if (list.length > 0) perUser.set(userId, list);
  }
  return perUser;
}

/** Questions already mailed to the person over the cap's window (waiting, sent or failed alike). */
async function recentlyListed(trx: Kysely<Database>, userIds: string[], now: number): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('mail_outbox')
    .select(['user_id', (eb) => eb.fn.sum<string | number>('item_count').as('listed')])
    .where('kind', '=', 'digest')
    .where('status', '!=', OUTBOX_STATUS.dropped)
    .where('created_at', '>', String(now - windowDays * DAY_SECONDS))
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [String(row.user_id), Number(row.listed)]));
}

/**
 * Runs the daily digest when it is due: whoever moves the schedule forward (a conditional update on the
 * due time read) writes the digests, in the same transaction, so two processes never both do it and a
 * crash undoes both. One digest per subscriber lists the new questions of the window, within the cap of
 * `max_questions` per `window_days`. Returns how many digests were queued, or null when not due or taken.
 */
export async function runDigest(context: JobContext, now = Math.floor(Date.now() / 1000)): Promise<number | null> {
  const schedule = await scheduleOf(context.db, now);
  if (Number(schedule.next_run_at) > now) return null;
  return transactionWithRetry(context.db, async (trx) => {
    const taken = await trx
      .updateTable('scheduled_job')
      .set({ next_run_at: now + intervalHours * HOUR_SECONDS, last_run_at: now })
      .where('name', '=', DIGEST_JOB)
      .where('next_run_at', '=', schedule.next_run_at)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) return null;
    const perUser = await questionsFor(trx, Number(schedule.last_run_at), now);
    const listed = await recentlyListed(trx, [...perUser.keys()], now);
    let queued = 0;
    for (const [userId, questionIds] of perUser) {
      const room = Math.max(0, cap - (listed.get(userId) ?? 0));
      const picked = questionIds.slice(0, room);
      if (picked.length === 0) continue;
      await enqueueMails(trx, [userId], 'digest', { question_ids: picked }, now, picked.length);
      queued += 1;
    }
    return queued;
  });
}
