import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { ExternalAccount } from '../../plugins/connector/provider.ts';
import { hashCode, newCode } from '../user/codes.ts';
import { nowSeconds } from '../user/users.ts';

const TTL_SECONDS = constants.connector.binding_ttl_minutes * 60;

const expired = () => AppError.badRequest('error.connector.binding_expired', 'toast');

/**
 * Keeps a provider account that came without a verified email until its person gives an address and
 * confirms it; returns the binding key the confirm-email page carries.
 */
export async function storePendingBinding(
  db: Kysely<Database>,
  provider: string,
  account: ExternalAccount,
): Promise<string> {
  const { code: key, codeHash: keyHash } = newCode();
  const { external_id: externalId, ...meta } = account;
  const now = nowSeconds();
  await db.deleteFrom('connector_pending_binding').where('expires_at', '<', String(now)).execute();
  await db
    .insertInto('connector_pending_binding')
    .values({
      key_hash: keyHash,
      code_hash: '',
      provider,
      external_id: externalId,
      meta_info: JSON.stringify(meta),
      e_mail: '',
      expires_at: now + TTL_SECONDS,
    })
    .execute();
  return key;
}

/** The provider that a binding key is waiting under (for the confirm-email page's wording); refused when expired. */
async function pendingRow(db: Kysely<Database>, column: 'key_hash' | 'code_hash', secret: string) {
  const row = await db
    .selectFrom('connector_pending_binding')
    .selectAll()
    .where(column, '=', hashCode(secret))
    .where('expires_at', '>=', String(nowSeconds()))
    .executeTakeFirst();
  if (!row) throw expired();
  return row;
}

/** Records the address given for a binding key and returns the new code its mail carries (earlier ones stop working). */
export async function addressPendingBinding(
  db: Kysely<Database>,
  bindingKey: string,
  email: string,
): Promise<{ code: string; provider: string }> {
  const row = await pendingRow(db, 'key_hash', bindingKey);
  const { code, codeHash } = newCode();
  await db
    .updateTable('connector_pending_binding')
    .set({ code_hash: codeHash, e_mail: email })
    .where('id', '=', row.id)
    .execute();
  return { code, provider: row.provider };
}

export interface ConfirmedBinding {
  provider: string;
  email: string;
  account: ExternalAccount;
}

/** Takes a binding whose emailed code came back: the address is confirmed and the binding used up. */
export async function takeConfirmedBinding(db: Kysely<Database>, code: string): Promise<ConfirmedBinding> {
  const row = await pendingRow(db, 'code_hash', code);
  const taken = await db.deleteFrom('connector_pending_binding').where('id', '=', row.id).executeTakeFirst();
  if (Number(taken.numDeletedRows) !== 1) throw expired();
  const meta = JSON.parse(row.meta_info) as Omit<ExternalAccount, 'external_id'>;
  return {
    provider: row.provider,
    email: row.e_mail,
    account: { ...meta, external_id: row.external_id, email: row.e_mail },
  };
}
