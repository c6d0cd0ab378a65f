import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { constants } from '../../../generated/constants.ts';
import type { Database } from '../db/schema.ts';
import type { SessionUser } from '../http/request-context.ts';
import { liftEndedSuspensions } from '../modules/user/ended-suspensions.ts';

const DAY_SECONDS = 86_400;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** The token as clients send it: the Authorization header, with or without a `Bearer ` prefix. */
export function tokenFromHeader(header: string | undefined): string | null {
  const token = header?.replace(/^Bearer\s+/i, '').trim();
  return token ? token : null;
}

/** Starts a session and returns its access token; only the token's hash is stored. */
export async function createSession(db: Kysely<Database>, userId: string): Promise<string> {
  const token = randomBytes(constants.session.token_bytes).toString('base64url');
  const now = nowSeconds();
  await db
    .insertInto('user_session')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now,
      expires_at: now + constants.session.token_ttl_days * DAY_SECONDS,
    })
    .execute();
  return token;
}

/** The signed-in person for a token, or null when it is unknown, expired, or its user was deleted. */
export async function resolveSession(db: Kysely<Database>, token: string): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('user_session')
    .innerJoin('users', 'users.id', 'user_session.user_id')
    .select(['users.id', 'users.role_id', 'users.mail_status', 'users.rank', 'users.status', 'users.suspended_until'])
    .where('user_session.token_hash', '=', hashToken(token))
    .where('user_session.expires_at', '>', String(nowSeconds()))
    .where('users.status', '!=', constants.user_status.deleted)
    .executeTakeFirst();
  if (!row) return null;
  const now = nowSeconds();
  const suspendedUntil = row.suspended_until === null ? null : Number(row.suspended_until);
  // A suspended person keeps their session; the first call after the end finds them normal again.
  const suspensionEnded =
    row.status === constants.user_status.suspended && suspendedUntil !== null && suspendedUntil <= now;
  if (suspensionEnded) await liftEndedSuspensions(db, now);
  return {
    id: row.id,
    roleId: row.role_id,
    mailStatus: row.mail_status,
    rank: row.rank,
    status: suspensionEnded ? constants.user_status.normal : row.status,
    suspendedUntil: suspensionEnded ? null : suspendedUntil,
    token,
  };
}

export async function revokeSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom('user_session').where('token_hash', '=', hashToken(token)).execute();
}

/** Ends every session of a user, e.g. after a password reset or when their account is deleted. */
export async function revokeUserSessions(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('user_session').where('user_id', '=', userId).execute();
}

/** Ends every session of a user but the one holding `keepToken` (a password change from that session). */
export async function revokeOtherSessions(db: Kysely<Database>, userId: string, keepToken: string): Promise<void> {
  await db
    .deleteFrom('user_session')
    .where('user_id', '=', userId)
    .where('token_hash', '!=', hashToken(keepToken))
    .execute();
}
