import type { Migration } from 'kysely';
import type { UntypedDatabase } from '../untyped.ts';

/**
 * The ranking page (personal/ranking.ts) sums the last week's reputation changes and counts the last
 * week's votes per person: indexes that start at the time let it read only that week.
 */
export const usersRanking: Migration = {
  async up(db: UntypedDatabase) {
    await db.schema.createIndex('reputation_time_index').on('reputation').columns(['created_at', 'user_id']).execute();
    await db.schema.createIndex('vote_time_index').on('vote').columns(['created_at', 'user_id']).execute();
  },
};
