import type { Migration } from 'kysely';
import { engineOf } from '../engine.ts';
import type { UntypedDatabase } from '../untyped.ts';

/** Only MySQL names the table of an index it drops; the others refuse the name. */
function dropIndex(db: UntypedDatabase, name: string, table: string) {
  const drop = db.schema.dropIndex(name);
  return (engineOf(db) === 'mysql' ? drop.on(table) : drop).execute();
}

/**
 * The users page over any period (personal/ranking.ts): all time lists the highest reputation, read from
 * the top of users by rank; a period sums its reputation changes from an index that holds all the sum
 * reads (time, whether taken back, person, change), so the rows themselves are never visited. It replaces
 * 0006's index on time and person, which it starts with.
 */
export const rankingPeriods: Migration = {
  async up(db: UntypedDatabase) {
    await db.schema.createIndex('users_rank_index').on('users').columns(['rank', 'id']).execute();
    await db.schema
      .createIndex('reputation_time_gain_index')
      .on('reputation')
      .columns(['created_at', 'cancelled', 'user_id', 'delta'])
      .execute();
    await dropIndex(db, 'reputation_time_index', 'reputation');
  },
  async down(db: UntypedDatabase) {
    await db.schema.createIndex('reputation_time_index').on('reputation').columns(['created_at', 'user_id']).execute();
    await dropIndex(db, 'reputation_time_gain_index', 'reputation');
    await dropIndex(db, 'users_rank_index', 'users');
  },
};
