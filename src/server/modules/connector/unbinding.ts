import type { Kysely } from 'kysely';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { existingUserById } from '../user/users.ts';

/**
 * Removes a provider account from a person's sign-in methods. An account without a password whose last
 * provider this is would have no way in left, so that is refused until a password is set.
 */
export function unbindExternalLogin(db: Kysely<Database>, userId: string, externalId: string): Promise<void> {
  return transactionWithRetry(db, async (trx) => {
    const bindings = await trx
      .selectFrom('user_external_login')
      .select(['id', 'external_id'])
      .where('user_id', '=', userId)
      .execute();
    const binding = bindings.find((row) => row.external_id === externalId);
    if (!binding) throw AppError.badRequest('error.connector.not_bound', 'toast');
    const user = await existingUserById(trx, userId);
    if (!user.pass && bindings.length === 1) throw AppError.badRequest('error.connector.last_method', 'toast');
    await trx.deleteFrom('user_external_login').where('id', '=', binding.id).execute();
  });
}
