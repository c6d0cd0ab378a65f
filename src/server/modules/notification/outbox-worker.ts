import { constants } from '../../../../generated/constants.ts';
import { sendMail } from '../../mail/mailer.ts';
import { loadMailSite, type JobContext } from './job-context.ts';
import { composeMail } from './notification-mail.ts';
import { mailRecipients, OUTBOX_STATUS } from './outbox.ts';

const {
  max_attempts: maxAttempts,
  backoff_base_seconds: base,
  backoff_max_seconds: most,
} = constants.notification.outbox;
const ERROR_MAX = 500;

/** Seconds before the next try after `attempts` failed ones: doubling from the base, up to the maximum. */
export function backoffSeconds(attempts: number): number {
  return Math.min(most, base * 2 ** Math.max(0, attempts - 1));
}

/**
 * Takes one row for this worker: the update only succeeds while the row is still waiting with the
 * due time we read, and moves that time a lease ahead, so a second worker (another process) that read
 * the same row updates nothing and skips it; a worker that dies leaves the row due again after the lease.
 */
async function claim(context: JobContext, row: { id: string; next_attempt_at: string }, now: number): Promise<boolean> {
  const result = await context.db
    .updateTable('mail_outbox')
    .set((eb) => ({
      next_attempt_at: now + constants.notification.outbox.lease_seconds,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', row.id)
    .where('status', '=', OUTBOX_STATUS.waiting)
    .where('next_attempt_at', '=', row.next_attempt_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function finish(
  context: JobContext,
  id: string,
  values: { status: number; sent_at?: number; next_attempt_at?: number; last_error?: string },
): Promise<void> {
  await context.db.updateTable('mail_outbox').set(values).where('id', '=', id).execute();
}

/** Sends what is due in the outbox, one batch; returns how many mails went out. */
export async function sendDueMails(context: JobContext, now = Math.floor(Date.now() / 1000)): Promise<number> {
  const due = await context.db
    .selectFrom('mail_outbox')
    .select(['id', 'user_id', 'kind', 'payload', 'attempts', 'next_attempt_at'])
    .where('status', '=', OUTBOX_STATUS.waiting)
    .where('next_attempt_at', '<=', String(now))
    .orderBy('id')
    .limit(constants.notification.outbox.batch_size)
    .execute();
  if (due.length === 0) return 0;
  const site = await loadMailSite(context.db);
  let sent = 0;
  for (const row of due) {
    if (!(await claim(context, row, now))) continue;
    const attempts = row.attempts + 1;
    const userId = String(row.user_id);
    const source = row.kind === 'digest' ? null : 'inbox';
    // the choice is read again at sending: someone who turned mails off (or unsubscribed) since gets none
    const wanted = source ? (await mailRecipients(context.db, [userId], source)).length > 0 : true;
    const recipient = wanted
      ? await context.db
          .selectFrom('users')
          .select(['id', 'e_mail', 'language'])
          .where('id', '=', userId)
          .where('status', '=', constants.user_status.normal)
          .executeTakeFirst()
      : undefined;
    try {
      const mail = recipient ? await composeMail(context, site, recipient, row) : null;
      if (!mail) {
        await finish(context, row.id, { status: OUTBOX_STATUS.dropped });
        continue;
      }
      await sendMail(context, context.log, mail);
      await finish(context, row.id, { status: OUTBOX_STATUS.sent, sent_at: now, last_error: '' });
      sent += 1;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX);
      context.log.warn({ err: error, outbox: row.id, attempts }, 'sending a notification mail failed');
      await finish(
        context,
        row.id,
        attempts >= maxAttempts
          ? { status: OUTBOX_STATUS.given_up, last_error: message }
          : { status: OUTBOX_STATUS.waiting, next_attempt_at: now + backoffSeconds(attempts), last_error: message },
      );
    }
  }
  return sent;
}
