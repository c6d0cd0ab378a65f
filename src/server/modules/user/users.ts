import { sql, type Kysely, type Selectable } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database, UsersTable } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

export type UserRow = Selectable<UsersTable>;

/** Emails compare without regard to case; they are stored as the person typed them. */
export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(e_mail)`, '=', email.trim().toLowerCase())
    .where('status', '!=', constants.user_status.deleted)
    .executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** True when another account (deleted ones included: their address is renamed on deletion) uses the email. */
export async function emailInUse(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where(sql<string>`lower(e_mail)`, '=', email.trim().toLowerCase()).executeTakeFirst();
  return row !== undefined;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** A user an admin names by id; 404 when there is none (or it was deleted). */
export async function existingUserById(db: Kysely<Database>, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user || user.status === constants.user_status.deleted) throw AppError.notFound('error.user.not_found');
  return user;
}
