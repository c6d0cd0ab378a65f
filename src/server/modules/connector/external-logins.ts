import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ExternalAccount } from '../../plugins/connector/provider.ts';
import { nowSeconds } from '../user/users.ts';

/** The person a provider account is bound to, if any. */
export async function boundUserId(db: Kysely<Database>, provider: string, externalId: string): Promise<string | null> {
  const row = await db
    .selectFrom('user_external_login')
    .select('user_id')
    .where('provider', '=', provider)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * Binds a provider account to a person, replacing the account of that provider they had before (one per
 * provider and person). False when the provider account is bound to someone else. Run it in a
 * transaction retried after a unique violation: one that lost the race to bind the same provider account
 * runs again and finds the winner's binding here.
 */
export async function bindExternalLogin(
  trx: Transaction<Database>,
  userId: string,
  provider: string,
  account: ExternalAccount,
): Promise<boolean> {
  const holder = await boundUserId(trx, provider, account.external_id);
  if (holder !== null) return holder === userId;
  const { external_id: externalId, ...meta } = account;
  await trx.deleteFrom('user_external_login').where('user_id', '=', userId).where('provider', '=', provider).execute();
  await trx
    .insertInto('user_external_login')
    .values({
      user_id: userId,
      provider,
      external_id: externalId,
      meta_info: JSON.stringify(meta),
      created_at: nowSeconds(),
    })
    .execute();
  return true;
}

/** The provider accounts bound to a person, by provider. */
export async function externalLoginsOf(db: Kysely<Database>, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('user_external_login')
    .select(['provider', 'external_id'])
    .where('user_id', '=', userId)
    .execute();
  return new Map(rows.map((row) => [row.provider, row.external_id]));
}
