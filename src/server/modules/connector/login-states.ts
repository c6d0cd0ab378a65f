import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';
import type { LoginSecrets } from '../../plugins/connector/provider.ts';
import { hashCode, newCode } from '../user/codes.ts';
import { nowSeconds } from '../user/users.ts';

const TTL_SECONDS = constants.connector.state_ttl_minutes * 60;

/** A new random state for a login; only its hash is stored, with the login's secrets, once they are known. */
export function newState(): string {
  return newCode().code;
}

export async function storeLoginState(
  db: Kysely<Database>,
  state: string,
  provider: string,
  secrets: LoginSecrets,
  bindUserId: string,
): Promise<void> {
  const now = nowSeconds();
  await db.deleteFrom('connector_state').where('expires_at', '<', String(now)).execute();
  await db
    .insertInto('connector_state')
    .values({
      state_hash: hashCode(state),
      provider,
      code_verifier: secrets.codeVerifier,
      nonce: secrets.nonce,
      bind_user_id: bindUserId,
      expires_at: now + TTL_SECONDS,
    })
    .execute();
}

export interface LoginState extends LoginSecrets {
  /** the person linking the provider from their settings; null for a sign-in */
  bindUserId: string | null;
}

/**
 * Takes a login's state once: it is deleted as it is read, so a replayed callback finds nothing. Null for
 * a state never issued, used already, expired, or issued for another provider.
 */
export async function takeLoginState(
  db: Kysely<Database>,
  state: string,
  provider: string,
): Promise<LoginState | null> {
  const stateHash = hashCode(state);
  const row = await db.selectFrom('connector_state').selectAll().where('state_hash', '=', stateHash).executeTakeFirst();
  if (!row) return null;
  const taken = await db.deleteFrom('connector_state').where('id', '=', row.id).executeTakeFirst();
  // Two callbacks with the same state at once: only the one whose delete counted goes on.
  if (Number(taken.numDeletedRows) !== 1) return null;
  if (row.provider !== provider || Number(row.expires_at) < nowSeconds()) return null;
  return {
    codeVerifier: row.code_verifier,
    nonce: row.nonce,
    bindUserId: row.bind_user_id === '0' ? null : row.bind_user_id,
  };
}
