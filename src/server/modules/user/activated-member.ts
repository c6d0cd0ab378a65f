import type { Insertable, Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { insertReturningId } from '../../db/insert-returning-id.ts';
import type { Database, UsersTable } from '../../db/schema.ts';
import { grantActivationReputation } from './activation.ts';

export type NewMemberFields = Pick<Insertable<UsersTable>, 'username' | 'display_name' | 'e_mail' | 'pass'>;

/**
 * Creates an account that starts activated (one an admin adds, one a user-center agent or a sign-in
 * provider vouches for) inside the caller's transaction, with the reputation a registered member gets on
 * activating: without it the new member could not ask, answer or comment. Returns the account's id.
 */
export async function createActivatedMember(
  trx: Kysely<Database>,
  fields: NewMemberFields,
  now: number,
): Promise<string> {
  const userId = await insertReturningId(trx, 'users', {
    ...fields,
    mail_status: constants.mail_status.active,
    status: constants.user_status.normal,
    role_id: constants.roles.user,
    bio: '',
    created_at: now,
    updated_at: now,
  });
  await grantActivationReputation(trx, userId, now);
  return userId;
}
