import type { Kysely, Transaction } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { createSession } from '../../auth/sessions.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { Database } from '../../db/schema.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import type { ExternalAccount } from '../../plugins/connector/provider.ts';
import { createActivatedMember } from '../user/activated-member.ts';
import { freeUsername } from '../user/registration.ts';
import { findUserByEmail, findUserById, nowSeconds, type UserRow } from '../user/users.ts';
import { bindExternalLogin, boundUserId } from './external-logins.ts';
import { storePendingBinding } from './pending-bindings.ts';

/** How a provider's account turned out here: a session, an address to confirm first, or a refusal. */
export type SignInOutcome =
  | { kind: 'signed_in'; user: UserRow; token: string }
  | { kind: 'confirm_email'; bindingKey: string }
  | { kind: 'refused'; reason: 'suspended' | 'already_bound' };

/** A new account for a provider account whose address is known to be its person's: active, without a password. */
async function createAccount(trx: Kysely<Database>, account: ExternalAccount, now: number) {
  const fallbackName = account.email.split('@')[0] ?? '';
  const displayName = (account.name || account.username || fallbackName).slice(0, constants.limits.display_name.max);
  const username = await freeUsername(trx, account.username || displayName);
  // no password: the provider is the way in until the person sets one (account settings)
  return createActivatedMember(trx, { username, display_name: displayName, e_mail: account.email, pass: '' }, now);
}

/** Binds a provider account to the account holding its confirmed address (a new one when none does) and signs in. */
async function bindByEmail(
  trx: Transaction<Database>,
  provider: string,
  account: ExternalAccount,
  now: number,
): Promise<SignInOutcome> {
  const userId = (await findUserByEmail(trx, account.email))?.id ?? (await createAccount(trx, account, now));
  if (!(await bindExternalLogin(trx, userId, provider, account))) return { kind: 'refused', reason: 'already_bound' };
  return startSession(trx, userId, now);
}

async function startSession(trx: Kysely<Database>, userId: string, now: number): Promise<SignInOutcome> {
  const user = await findUserById(trx, userId);
  if (!user || user.status === constants.user_status.deleted) return { kind: 'refused', reason: 'already_bound' };
  if (user.status === constants.user_status.suspended) return { kind: 'refused', reason: 'suspended' };
  await trx.updateTable('users').set({ last_login_at: now }).where('id', '=', userId).execute();
  return { kind: 'signed_in', user: { ...user, last_login_at: String(now) }, token: await createSession(trx, userId) };
}

/**
 * Signs in the person of a provider account: the account bound to it, else the account holding the
 * address the provider verified (which it is bound to from now on), else a new account. Without a verified
 * address nobody is signed in: the address is asked for on the confirm-email page. A first sign-in that
 * loses the race to another of the same person (a double click, two tabs) runs again and finds the
 * winner's account and binding, so the person gets one account and both get a session.
 */
export function signInExternal(context: HandlerContext, provider: string, account: ExternalAccount) {
  const now = nowSeconds();
  return transactionWithRetry(
    context.services.db,
    async (trx): Promise<SignInOutcome> => {
      const userId = await boundUserId(trx, provider, account.external_id);
      if (userId !== null) return startSession(trx, userId, now);
      if (!account.email)
        return { kind: 'confirm_email', bindingKey: await storePendingBinding(trx, provider, account) };
      return bindByEmail(trx, provider, account, now);
    },
    { afterUniqueViolation: true },
  );
}

/** Signs in with a provider account whose address was confirmed through the emailed link. */
export function signInConfirmed(context: HandlerContext, provider: string, account: ExternalAccount) {
  return transactionWithRetry(context.services.db, (trx) => bindByEmail(trx, provider, account, nowSeconds()), {
    afterUniqueViolation: true,
  });
}

/** Links a provider account to the signed-in person (account settings); false when it is someone else's. */
export function linkExternalLogin(context: HandlerContext, userId: string, provider: string, account: ExternalAccount) {
  return transactionWithRetry(context.services.db, (trx) => bindExternalLogin(trx, userId, provider, account), {
    afterUniqueViolation: true,
  });
}
