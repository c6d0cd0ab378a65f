import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';

/** The agent's id of the person an account belongs to, when they signed in through that agent. */
export async function externalIdOf(db: Kysely<Database>, slugName: string, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('user_center_login')
    .select('external_id')
    .where('plugin_slug_name', '=', slugName)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.external_id ?? null;
}

/** The same for a username (a deleted account has no agent links to show). */
export async function externalIdOfUsername(
  db: Kysely<Database>,
  slugName: string,
  username: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('user_center_login')
    .innerJoin('users', 'users.id', 'user_center_login.user_id')
    .select('user_center_login.external_id')
    .where('user_center_login.plugin_slug_name', '=', slugName)
    .where('users.username', '=', username)
    .where('users.status', '!=', constants.user_status.deleted)
    .executeTakeFirst();
  return row?.external_id ?? null;
}
