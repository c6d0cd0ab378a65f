import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashCode, newCode } from './codes.ts';
import { nowSeconds } from './users.ts';

/**
 * The code of one notification mail's unsubscribe link. Each mail gets its own, and every one stays
 * valid until the person subscribes again (revokeUnsubscribeCodes): an older mail's link works as well
 * as the newest's, and more than once.
 */
export async function issueUnsubscribeCode(db: Kysely<Database>, userId: string): Promise<string> {
  const { code, codeHash } = newCode();
  await db
    .insertInto('unsubscribe_code')
    .values({ user_id: userId, code_hash: codeHash, created_at: nowSeconds() })
    .execute();
  return code;
}

/** The person an unsubscribe link is for, or null when no mailed link of a current subscription holds it. */
export async function unsubscribeCodeOwner(db: Kysely<Database>, code: string): Promise<string | null> {
  const row = await db
    .selectFrom('unsubscribe_code')
    .select('user_id')
    .where('code_hash', '=', hashCode(code))
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** Ends every unsubscribe link mailed to a person: they subscribed again, or their account is gone. */
export async function revokeUnsubscribeCodes(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('unsubscribe_code').where('user_id', '=', userId).execute();
}
