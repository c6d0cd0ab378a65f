import type { Migration } from 'kysely';
import { createTableWithId, longTextType } from './table-builders.ts';
import type { UntypedDatabase } from '../untyped.ts';

/**
 * Sign-in through connector plugins (answer-api-facts §3 user_external_login): which provider account is
 * bound to which person, the login flows under way (state, PKCE verifier and nonce kept here, not in the
 * browser), and the provider accounts waiting for an email address to be confirmed before they are bound.
 */
export const connectorLogins: Migration = {
  async up(db: UntypedDatabase) {
    await createTableWithId(db, 'user_external_login')
      .addColumn('user_id', 'bigint', (column) => column.notNull())
      .addColumn('provider', 'varchar(100)', (column) => column.notNull())
      .addColumn('external_id', 'varchar(255)', (column) => column.notNull())
      .addColumn('meta_info', longTextType(db), (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addUniqueConstraint('user_external_login_unique', ['provider', 'external_id'])
      .execute();
    await db.schema
      .createIndex('user_external_login_user_index')
      .on('user_external_login')
      .columns(['user_id', 'provider'])
      .execute();
    await createTableWithId(db, 'connector_state')
      .addColumn('state_hash', 'varchar(64)', (column) => column.notNull())
      .addColumn('provider', 'varchar(100)', (column) => column.notNull())
      .addColumn('code_verifier', 'varchar(128)', (column) => column.notNull())
      .addColumn('nonce', 'varchar(128)', (column) => column.notNull())
      .addColumn('bind_user_id', 'bigint', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .addUniqueConstraint('connector_state_unique', ['state_hash'])
      .execute();
    await createTableWithId(db, 'connector_pending_binding')
      .addColumn('key_hash', 'varchar(64)', (column) => column.notNull())
      .addColumn('code_hash', 'varchar(64)', (column) => column.notNull())
      .addColumn('provider', 'varchar(100)', (column) => column.notNull())
      .addColumn('external_id', 'varchar(255)', (column) => column.notNull())
      .addColumn('meta_info', longTextType(db), (column) => column.notNull())
      .addColumn('e_mail', 'varchar(100)', (column) => column.notNull())
      .addColumn('expires_at', 'bigint', (column) => column.notNull())
      .addUniqueConstraint('connector_pending_binding_key_unique', ['key_hash'])
      .execute();
  },
};
