import { randomInt } from 'node:crypto';
import { constants } from '../../../../generated/constants.ts';
import type { BodyOf } from '../../../../generated/operations.ts';
import { isReservedUsername, usernameFromName } from '../../../shared/username.ts';
import { hashPassword } from '../../auth/password-hash.ts';
import { createSession } from '../../auth/sessions.ts';
import { insertReturningId } from '../../db/insert-returning-id.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { loadSiteInfo } from '../../settings/site-settings.ts';
import { mailLink } from './account-links.ts';
import { issueCode } from './codes.ts';
import { emailDomainAllowed } from './email-rules.ts';
import { presentUser, type UserInfo } from './presenter.ts';
import { emailInUse, findUserById, nowSeconds } from './users.ts';

const SUFFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const USERNAME_PATTERN = new RegExp(constants.limits.username.pattern);
const MAX_USERNAME_TRIES = 5;

function randomSuffix(): string {
  return Array.from({ length: constants.username_suffix_length }, () => SUFFIX_ALPHABET[randomInt(SUFFIX_ALPHABET.length)]).join('');
}

/** The name's username, or with a random suffix (kept within the length limit) when plain is false or it is too short. */
function candidateUsername(name: string, plain: boolean): string {
  const base = usernameFromName(name);
  if (plain && base.length >= constants.limits.username.min) return base.slice(0, constants.limits.username.max);
  const suffix = randomSuffix();
  const room = constants.limits.username.max - suffix.length - 1;
  return base ? `${base.slice(0, room)}-${suffix}` : suffix;
}

async function freeUsername(context: HandlerContext, name: string): Promise<string> {
  for (let attempt = 0; attempt < MAX_USERNAME_TRIES; attempt += 1) {
    const candidate = candidateUsername(name, attempt === 0);
    if (!USERNAME_PATTERN.test(candidate) || isReservedUsername(candidate)) continue;
    const taken = await context.services.db.selectFrom('users').select('id').where('username', '=', candidate).executeTakeFirst();
    if (!taken) return candidate;
  }
  throw new Error(`no free username found for "${name}"`);
}

/** Registration by email: a new inactive account, signed in, with an activation mail on its way. */
export async function registerByEmail(context: HandlerContext, body: BodyOf<'registerByEmail'>): Promise<UserInfo> {
  const { services } = context;
  const site = await loadSiteInfo(services);
  if (!site.login.allow_new_registrations || !site.login.allow_email_registrations) {
    throw AppError.badRequest('error.user.not_allowed_registration', 'toast');
  }
  const name = body.name.trim();
  if (!name) throw AppError.field('name', 'validation.login_name.length', { min: constants.limits.login_name.min, max: constants.limits.login_name.max });
  const email = body.e_mail.trim();
  if (!emailDomainAllowed(site, email)) throw AppError.field('e_mail', 'error.email.illegal_email_domain_error');
  if (await emailInUse(services.db, email)) throw AppError.field('e_mail', 'error.email.duplicate');

  const pass = await hashPassword(body.pass);
  const username = await freeUsername(context, name);
  const now = nowSeconds();
  let created: { userId: string; token: string; code: string };
  try {
    created = await services.db.transaction().execute(async (trx) => {
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
        last_login_at: now,
      });
      const code = await issueCode(trx, userId, 'activation', email);
      const token = await createSession(trx, userId);
      return { userId, token, code };
    });
  } catch (error) {
    // Someone registered the same email (or username) between the checks and the insert.
    if (isUniqueViolation(error)) throw AppError.field('e_mail', 'error.email.duplicate');
    throw error;
  }
  const user = await findUserById(services.db, created.userId);
  if (!user) throw new Error(`registered user ${created.userId} vanished`);
  await mailLink(context, 'activation', created.code, email, user.language);
  return presentUser(user, created.token);
}
