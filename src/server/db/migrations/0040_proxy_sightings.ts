import type { Migration } from 'kysely';
import { createTable } from './table-builders.ts';
import type { UntypedDatabase } from '../untyped.ts';

/**
 * Peers whose requests carried forwarding headers the site does not take the visitor's address from
 * (http/proxy-sighting.ts): a database row rather than process memory, so the dashboard served by any
 * process of a site warns of what every process saw.
 */
export const proxySightings: Migration = {
  async up(db: UntypedDatabase) {
    await createTable(db, 'proxy_sighting')
      // the connection's address; an IPv6 text form takes at most 45 characters
      .addColumn('address', 'varchar(64)', (c) => c.primaryKey())
      // x-forwarded-for or forwarded
      .addColumn('header', 'varchar(32)', (c) => c.notNull())
      // Unix seconds of the last recorded sighting
      .addColumn('seen_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: UntypedDatabase) {
    await db.schema.dropTable('proxy_sighting').execute();
  },
};
