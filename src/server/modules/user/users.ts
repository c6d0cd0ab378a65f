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

/** The account (deleted ones included: their address is renamed on deletion) that uses the email, with what a mail to it needs. */
export function findEmailHolder(
  db: Kysely<Database>,
  email: string,
): Promise<Pick<UserRow, 'id' | 'e_mail' | 'language'> | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'e_mail', 'language'])
    .where(sql<string>`lower(e_mail)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** True when another account uses the email. */
export async function emailInUse(db: Kysely<Database>, email: string): Promise<boolean> {
  return (await findEmailHolder(db, email)) !== undefined;
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
