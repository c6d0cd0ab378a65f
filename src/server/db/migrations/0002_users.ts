import type { Migration } from 'kysely';
import { createTableWithId } from './table-builders.ts';
import type { UntypedDatabase } from '../untyped.ts';

export const users: Migration = {
  async up(db: UntypedDatabase) {
    await createTableWithId(db, 'users')
      .addColumn('username', 'varchar(50)', (column) => column.notNull())
      .addColumn('e_mail', 'varchar(100)', (column) => column.notNull())
      .addColumn('pass', 'varchar(255)', (column) => column.notNull())
      .addColumn('display_name', 'varchar(30)', (column) => column.notNull())
      .addColumn('mail_status', 'smallint', (column) => column.notNull().defaultTo(2))
      .addColumn('status', 'smallint', (column) => column.notNull().defaultTo(1))
      .addColumn('role_id', 'smallint', (column) => column.notNull().defaultTo(1))
      .addColumn('rank', 'integer', (column) => column.notNull().defaultTo(0))
      // MySQL allows no default on a TEXT column, so the app always supplies bio.
      .addColumn('bio', 'text', (column) => column.notNull())
      .addColumn('bio_html', 'text')
      .addColumn('website', 'varchar(500)', (column) => column.notNull().defaultTo(''))
      .addColumn('location', 'varchar(100)', (column) => column.notNull().defaultTo(''))
      .addColumn('avatar', 'text')
      .addColumn('language', 'varchar(16)', (column) => column.notNull().defaultTo(''))
      .addColumn('color_scheme', 'varchar(16)', (column) => column.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('updated_at', 'bigint', (column) => column.notNull())
      .addColumn('last_login_at', 'bigint')
      .addColumn('suspended_until', 'bigint')
      .addColumn('deleted_at', 'bigint')
      .addUniqueConstraint('users_username_unique', ['username'])
      .addUniqueConstraint('users_e_mail_unique', ['e_mail'])
      .execute();
  },
};
