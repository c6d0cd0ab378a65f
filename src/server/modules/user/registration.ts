import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { BodyOf } from '../../../../generated/operations.ts';
import { isReservedUsername, usernameFromName } from '../../../shared/username.ts';
import { hashPassword } from '../../auth/password-hash.ts';
import { insertReturningId } from '../../db/insert-returning-id.ts';
import type { Database } from '../../db/schema.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { loadSiteInfo } from '../../settings/site-settings.ts';
import { mailLink, mailNotice } from './account-links.ts';
import { issueCode, newCode, NO_ACCOUNT, storeCode } from './codes.ts';
import { emailDomainAllowed } from './email-rules.ts';
import { findEmailHolder, nowSeconds } from './users.ts';

const SUFFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const USERNAME_PATTERN = new RegExp(constants.limits.username.pattern);
const MAX_USERNAME_TRIES = 5;

function randomSuffix(): string {
  return Array.from(
    { length: constants.username_suffix_length },
    () => SUFFIX_ALPHABET[randomInt(SUFFIX_ALPHABET.length)],
  ).join('');
}

/** The name's username, or with a random suffix (kept within the length limit) when plain is false or it is too short. */
function candidateUsername(name: string, plain: boolean): string {
  const base = usernameFromName(name);
  if (plain && base.length >= constants.limits.username.min) return base.slice(0, constants.limits.username.max);
  const suffix = randomSuffix();
  const room = constants.limits.username.max - suffix.length - 1;
  return base ? `${base.slice(0, room)}-${suffix}` : suffix;
}

/**
 * A username made from the name that no account has yet (a random suffix when the plain one is taken);
 * `reserved` holds names promised to accounts not written yet (a bulk add's earlier lines).
 */
export async function freeUsername(
  db: Kysely<Database>,
  name: string,
  reserved: ReadonlySet<string> = new Set(),
): Promise<string> {
  for (let attempt = 0; attempt < MAX_USERNAME_TRIES; attempt += 1) {
    const candidate = candidateUsername(name, attempt === 0);
    if (!USERNAME_PATTERN.test(candidate) || isReservedUsername(candidate) || reserved.has(candidate)) continue;
    const taken = await db.selectFrom('users').select('id').where('username', '=', candidate).executeTakeFirst();
    if (!taken) return candidate;
  }
  throw new Error(`no free username found for "${name}"`);
}

type SignUpOutcome =
  { kind: 'created'; code: string } | { kind: 'taken'; holder: { e_mail: string; language: string } };

/** Creates the inactive account and its activation code, unless an account already has the email. */
async function createInactiveAccount(
  context: HandlerContext,
  name: string,
  email: string,
  pass: string,
): Promise<SignUpOutcome> {
  for (let attempt = 0; attempt < MAX_USERNAME_TRIES; attempt += 1) {
    const username = await freeUsername(context.services.db, name);
    try {
      return await insertInactiveAccount(context, username, name, email, pass);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Someone registered the same email between the check and the insert: it is taken after all.
      const holder = await findEmailHolder(context.services.db, email);
      if (holder) return { kind: 'taken', holder };
      // Otherwise another sign-up took the same username in between: try another one.
    }
  }
  throw new Error(`no free username found for "${name}"`);
}

async function insertInactiveAccount(
  context: HandlerContext,
  username: string,
  name: string,
  email: string,
  pass: string,
): Promise<SignUpOutcome> {
  const now = nowSeconds();
  return transactionWithRetry(context.services.db, async (trx): Promise<SignUpOutcome> => {
    const holder = await findEmailHolder(trx, email);
    if (holder) {
      // Writes what a new account's code costs (under no account, never sent), so a taken address answers as fast.
      await storeCode(trx, NO_ACCOUNT, 'activation', '', newCode().codeHash);
      return { kind: 'taken', holder };
    }
    const userId = await insertReturningId(trx, 'users', {
      username,
      display_name: name,
      e_mail: email,
      pass,
      mail_status: constants.mail_status.inactive,
      status: constants.user_status.normal,
      role_id: constants.roles.user,
      bio: '',
      created_at: now,
      updated_at: now,
    });
    return { kind: 'created', code: await issueCode(trx, userId, 'activation', email) };
  });
}

/**
 * Registration by email. The answer and the work are the same whether or not the email has an account
 * (no enumeration): the password is hashed and a code written either way, and one mail goes out after the
 * transaction — the activation link for a new account, or a notice to the holder of a taken address, for
 * whom nothing is created. Nobody is signed in here; the activation link does that.
 */
export async function registerByEmail(context: HandlerContext, body: BodyOf<'registerByEmail'>): Promise<void> {
  const { services } = context;
  const site = await loadSiteInfo(services);
  if (!site.login.allow_new_registrations || !site.login.allow_email_registrations) {
    throw AppError.badRequest('error.user.not_allowed_registration', 'toast');
  }
  const name = body.name.trim();
  if (!name)
    throw AppError.field('name', 'validation.login_name.length', {
      min: constants.limits.login_name.min,
      max: constants.limits.login_name.max,
    });
  const email = body.e_mail.trim();
  if (!emailDomainAllowed(site, email)) throw AppError.field('e_mail', 'error.email.illegal_email_domain_error');

  const outcome = await createInactiveAccount(context, name, email, await hashPassword(body.pass));
  // A new account has no language of its own yet: its mail is in the site's.
  if (outcome.kind === 'created') await mailLink(context, 'activation', outcome.code, email, '');
  else await mailNotice(context, 'signup_existing', outcome.holder.e_mail, outcome.holder.language);
}
