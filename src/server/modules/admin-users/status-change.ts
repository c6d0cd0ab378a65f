/**
 * PUT user/status (answer-api-facts §4.14): the four statuses an admin sets, each in one transaction.
 * normal: no suspension and a confirmed email; inactive: the email must be confirmed again; suspended:
 * until the chosen duration ends (or forever), still signed in but held on the suspended page; deleted:
 * the email renamed so the address can sign up again, pending emailed links and sign-in bindings dropped,
 * sessions ended, and with remove_all_content every post.
 */
import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { BodyOf } from '../../../../generated/operations.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database } from '../../db/schema.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { writeUserStatus } from '../user/account-status.ts';
import { revokeUnsubscribeCodes } from '../user/unsubscribe-codes.ts';
import { existingUserById, nowSeconds, type UserRow } from '../user/users.ts';
import { assertNotSelf } from './not-self.ts';
import { removeAllContent } from './remove-content.ts';
import { suspensionEnd } from './suspension.ts';

const { user_status: userStatus, mail_status: mailStatus } = constants;

/** The freed address: the old one cut to leave room for the suffix and the id, which keep it unique. */
export function deletedEmail(user: Pick<UserRow, 'id' | 'e_mail'>): string {
  const suffix = `${constants.admin_users.deleted_email_suffix}${user.id}`;
  return `${user.e_mail.slice(0, constants.limits.email.max - suffix.length)}${suffix}`;
}

async function deleteAccount(
  trx: Kysely<Database>,
  user: UserRow,
  adminId: string,
  withContent: boolean,
  now: number,
): Promise<void> {
  await writeUserStatus(trx, user.id, userStatus.deleted, null, { e_mail: deletedEmail(user), deleted_at: now });
  await trx.deleteFrom('user_email_code').where('user_id', '=', user.id).execute();
  await revokeUnsubscribeCodes(trx, user.id);
  await trx.deleteFrom('user_notification_config').where('user_id', '=', user.id).execute();
  // its provider and agent accounts may sign up afresh (answer-api-facts §4.14) rather than reach a deleted account
  await trx.deleteFrom('user_external_login').where('user_id', '=', user.id).execute();
  await trx.deleteFrom('user_center_login').where('user_id', '=', user.id).execute();
  // links to provider accounts the person started from their settings; a short-lived table, so no index
  await trx.deleteFrom('connector_state').where('bind_user_id', '=', user.id).execute();
  if (withContent) await removeAllContent(trx, user.id, adminId, now);
}

export async function updateUserStatus(context: HandlerContext, body: BodyOf<'updateUserStatus'>): Promise<void> {
  assertNotSelf(context, body.user_id);
  const adminId = context.user?.id ?? '';
  const db = context.services.db;
  await transactionWithRetry(db, async (trx) => {
    const user = await existingUserById(trx, body.user_id);
    const now = nowSeconds();
    switch (body.status) {
      case 'normal':
        return writeUserStatus(trx, user.id, userStatus.normal, null, { mail_status: mailStatus.active });
      case 'inactive':
        return writeUserStatus(trx, user.id, userStatus.normal, null, { mail_status: mailStatus.inactive });
      case 'suspended': {
        const duration = body.suspend_duration ?? constants.admin_users.suspend_durations[0];
        return writeUserStatus(trx, user.id, userStatus.suspended, suspensionEnd(duration, new Date(now * 1000)));
      }
      case 'deleted':
        return deleteAccount(trx, user, adminId, body.remove_all_content === true, now);
    }
  });
}
