import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { freeUsername } from '../../modules/user/registration.ts';
import { createActivatedMember } from '../../modules/user/activated-member.ts';
import { findUserByEmail, findUserById, nowSeconds, type UserRow } from '../../modules/user/users.ts';
import type { Services } from '../../services.ts';
import { isExternalId } from '../external-id.ts';
import type { AgentUser } from './agent.ts';

/** Why an agent's person gets no session; the callback sends them to the auth-failed page either way. */
export class AgentSignInRefused extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** The agent's answer checked as any client input: a plugin's mistake must not write a broken account. */
function checkedPerson(person: AgentUser): AgentUser {
  const externalId = person.external_id;
  const email = String(person.email ?? '').trim();
  const displayName = String(person.display_name ?? '')
    .trim()
    .slice(0, constants.limits.display_name.max);
  if (!isExternalId(externalId)) {
    throw new AgentSignInRefused('the agent gave no usable external id');
  }
  if (!EMAIL.test(email) || email.length > constants.limits.email.max) {
    throw new AgentSignInRefused('the agent gave no usable email');
  }
  return { ...person, external_id: externalId, email, display_name: displayName || email.slice(0, email.indexOf('@')) };
}

async function createAccount(trx: Kysely<Database>, person: AgentUser): Promise<string> {
  // the agent vouches for the address, so the account starts activated; it has no password of its own
  const username = await freeUsername(trx, person.username || person.display_name);
  return createActivatedMember(
    trx,
    { username, display_name: person.display_name, e_mail: person.email, pass: '' },
    nowSeconds(),
  );
}

async function boundUserId(trx: Kysely<Database>, slugName: string, externalId: string): Promise<string | undefined> {
  const row = await trx
    .selectFrom('user_center_login')
    .select('user_id')
    .where('plugin_slug_name', '=', slugName)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  return row?.user_id;
}

/** The account bound to the agent's person, binding (or creating) one the first time they come. */
async function bindPerson(trx: Kysely<Database>, slugName: string, person: AgentUser): Promise<string> {
  const bound = await boundUserId(trx, slugName, person.external_id);
  if (bound) return bound;
  const userId = (await findUserByEmail(trx, person.email))?.id ?? (await createAccount(trx, person));
  await trx
    .insertInto('user_center_login')
    .values({ plugin_slug_name: slugName, external_id: person.external_id, user_id: userId, created_at: nowSeconds() })
    .execute();
  return userId;
}

/**
 * The account an agent's person signs in to: the one bound to them before, else the account holding their
 * email (bound now: the admin who turned the agent on trusts its addresses), else a new activated account.
 * Each sign-in brings the display name and the status up to date; a person the agent suspends is suspended
 * here too, and a suspended or deleted account is refused. All of it is one transaction, and a first sign-in
 * that loses the race to another of the same person (a double click, two tabs) runs again and finds the
 * winner's account: the unique binding (and email) leave one account and one binding.
 */
export async function accountForAgentUser(services: Services, slugName: string, answer: AgentUser): Promise<UserRow> {
  const person = checkedPerson(answer);
  const suspend = person.status === 'suspended';
  const userId = await transactionWithRetry(
    services.db,
    async (trx) => {
      const id = await bindPerson(trx, slugName, person);
      await trx
        .updateTable('users')
        .set({
          display_name: person.display_name,
          last_login_at: nowSeconds(),
          ...(suspend ? { status: constants.user_status.suspended, suspended_until: null } : {}),
        })
        .where('id', '=', id)
        .where('status', '!=', constants.user_status.deleted)
        .execute();
      if (suspend) await revokeUserSessions(trx, id);
      return id;
    },
    { afterUniqueViolation: true },
  );
  const user = await findUserById(services.db, userId);
  if (!user || user.status !== constants.user_status.normal) {
    throw new AgentSignInRefused('the account is suspended or deleted');
  }
  return user;
}
