import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';

export type CodePurpose = (typeof constants.user_code.purposes)[number];

const MINUTE_SECONDS = 60;

/** The owner of codes made only so that a request does the same work either way; no user has this id, and they are never sent. */
export const NO_ACCOUNT = '0';

export function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** A fresh random code and its hash; computed whether or not it will be stored, so callers can do equal work. */
export function newCode(): { code: string; codeHash: string } {
  const code = randomBytes(constants.user_code.bytes).toString('base64url');
  return { code, codeHash: hashCode(code) };
}

/** Makes a user's earlier links of a purpose stop working. */
export async function revokeCodes(db: Kysely<Database>, userId: string, purpose: CodePurpose): Promise<void> {
  await db.deleteFrom('user_email_code').where('user_id', '=', userId).where('purpose', '=', purpose).execute();
}

/**
 * Stores a code for a user and purpose in place of any earlier one: only the newest link works.
 * `email` is where the link is sent (for an email change, the new address it confirms).
 */
export async function storeCode(
  db: Kysely<Database>,
  userId: string,
  purpose: CodePurpose,
  email: string,
  codeHash: string,
): Promise<void> {
  // Replacing is a delete and an insert: one transaction, or two requests at once could leave two valid codes.
  if (!db.isTransaction) return transactionWithRetry(db, (trx) => storeCode(trx, userId, purpose, email, codeHash));
  const now = Math.floor(Date.now() / 1000);
  await revokeCodes(db, userId, purpose);
  await db
    .insertInto('user_email_code')
    .values({
      user_id: userId,
      purpose,
      code_hash: codeHash,
      e_mail: email,
      created_at: now,
      expires_at: now + constants.user_code.ttl_minutes[purpose] * MINUTE_SECONDS,
    })
    .execute();
}

export async function issueCode(
  db: Kysely<Database>,
  userId: string,
  purpose: CodePurpose,
  email: string,
): Promise<string> {
  const { code, codeHash } = newCode();
  await storeCode(db, userId, purpose, email, codeHash);
  return code;
}

/**
 * Uses up a code: returns its user and address and deletes it, or refuses with 403 url_expired when
 * the code is unknown, expired, already used, superseded or of another purpose.
 */
export async function consumeCode(
  db: Kysely<Database>,
  code: string,
  purpose: CodePurpose,
): Promise<{ userId: string; email: string }> {
  const row = await db
    .selectFrom('user_email_code')
    .select(['id', 'user_id', 'e_mail', 'expires_at'])
    .where('code_hash', '=', hashCode(code))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) throw AppError.forbidden('error.email.verify_url_expired', 'url_expired');
  const deleted = await db.deleteFrom('user_email_code').where('id', '=', row.id).executeTakeFirst();
  // A concurrent request that used the same code first wins.
  if (Number(deleted.numDeletedRows) !== 1 || Number(row.expires_at) <= Math.floor(Date.now() / 1000)) {
    throw AppError.forbidden('error.email.verify_url_expired', 'url_expired');
  }
  return { userId: row.user_id, email: row.e_mail };
}
