import { constants } from '../../../../generated/constants.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { insertReturningId } from '../../db/insert-returning-id.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import { freeUsername } from '../../modules/user/registration.ts';
import {
  activatedMemberRow,
  findUserByEmail,
  findUserById,
  nowSeconds,
  type UserRow,
} from '../../modules/user/users.ts';
import type { Services } from '../../services.ts';
import type { AgentUser } from './agent.ts';

/** Why an agent's person gets no session; the callback sends them to the auth-failed page either way. */
export class AgentSignInRefused extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** The agent's answer checked as any client input: a plugin's mistake must not write a broken account. */
function checkedPerson(person: AgentUser): AgentUser {
  const externalId = String(person.external_id ?? '');
  const email = String(person.email ?? '').trim();
  const displayName = String(person.display_name ?? '')
    .trim()
    .slice(0, constants.limits.display_name.max);
  if (!externalId || externalId.length > constants.user_center.external_id_max) {
    throw new AgentSignInRefused('the agent gave no usable external id');
  }
  if (!EMAIL.test(email) || email.length > constants.limits.email.max) {
    throw new AgentSignInRefused('the agent gave no usable email');
  }
  return { ...person, external_id: externalId, email, display_name: displayName || email.slice(0, email.indexOf('@')) };
}

async function createAccount(services: Services, person: AgentUser): Promise<string> {
  // the agent vouches for the address, so the account starts activated; it has no password of its own
  const username = await freeUsername(services.db, person.username || person.display_name);
  return insertReturningId(
    services.db,
    'users',
    activatedMemberRow({ username, display_name: person.display_name, e_mail: person.email, pass: '' }),
  );
}

async function boundUserId(services: Services, slugName: string, externalId: string): Promise<string | undefined> {
  const row = await services.db
    .selectFrom('user_center_login')
    .select('user_id')
    .where('plugin_slug_name', '=', slugName)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  return row?.user_id;
}

/**
 * The account an agent's person signs in to: the one bound to them before, else the account holding their
 * email (bound now: the admin who turned the agent on trusts its addresses), else a new activated account.
 * Each sign-in brings the display name and the status up to date; a person the agent suspends is suspended
 * here too, and a suspended or deleted account is refused.
 */
export async function accountForAgentUser(services: Services, slugName: string, answer: AgentUser): Promise<UserRow> {
  const person = checkedPerson(answer);
  let userId = await boundUserId(services, slugName, person.external_id);
  if (!userId) {
    userId = (await findUserByEmail(services.db, person.email))?.id ?? (await createAccount(services, person));
    await services.db
      .insertInto('user_center_login')
      .values({
        plugin_slug_name: slugName,
        external_id: person.external_id,
        user_id: userId,
        created_at: nowSeconds(),
      })
      .execute();
  }
  const suspend = person.status === 'suspended';
  await transactionWithRetry(services.db, async (trx) => {
    await trx
      .updateTable('users')
      .set({
        display_name: person.display_name,
        last_login_at: nowSeconds(),
        ...(suspend ? { status: constants.user_status.suspended, suspended_until: null } : {}),
      })
      .where('id', '=', userId)
      .where('status', '!=', constants.user_status.deleted)
      .execute();
    if (suspend) await revokeUserSessions(trx, userId);
  });
  const user = await findUserById(services.db, userId);
  if (!user || user.status !== constants.user_status.normal) {
    throw new AgentSignInRefused('the account is suspended or deleted');
  }
  return user;
}
