import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';
import { loadUserBasics, type UserBasicInfo } from '../user/basic-info.ts';
import { nameStartsWith } from '../user/name-prefix.ts';

/** Admins and moderators (not deleted) whose username or display name starts with `text`, usernames in order. */
export async function searchStaff(db: Kysely<Database>, text: string, pageSize: number): Promise<UserBasicInfo[]> {
  const startsWith = nameStartsWith(text);
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role_id', 'in', [constants.roles.admin, constants.roles.moderator])
    .where('status', '<>', constants.user_status.deleted)
    // with nothing typed, every staff member
    .$if(startsWith !== undefined, (query) => query.where(startsWith!))
    .orderBy('username', 'asc')
    .limit(pageSize)
    .execute();
  const users = await loadUserBasics(
    db,
    rows.map((row) => String(row.id)),
  );
  return rows.flatMap((row) => users.get(String(row.id)) ?? []);
}
