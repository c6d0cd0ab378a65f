import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { UserRow } from '../user/users.ts';

/** The account a personal page is about; unknown and deleted accounts are not found. */
export async function findPerson(db: Kysely<Database>, username: string): Promise<UserRow> {
  const user = await db.selectFrom('users').selectAll().where('username', '=', username.trim()).executeTakeFirst();
  if (!user || user.status === constants.user_status.deleted) throw AppError.notFound('error.user.not_found');
  return user;
}

/** A page's window of rows: 1-based page, page_size capped by the spec. */
export function pageWindow(query: { page?: number; page_size?: number }): { limit: number; offset: number } {
  const limit = query.page_size ?? constants.user_pages.page_size;
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
}
