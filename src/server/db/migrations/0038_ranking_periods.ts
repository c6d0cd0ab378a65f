import type { Migration } from 'kysely';
import { engineOf } from '../engine.ts';
import type { UntypedDatabase } from '../untyped.ts';

/**
 * The users page over all time (personal/ranking.ts) lists the highest reputation: read from the top
 * of users by rank instead of sorting every account. The periods' sums keep 0006's indexes, and their
 * answers are cached (constants user_pages.ranking_ttl_seconds).
 */
export const rankingPeriods: Migration = {
  async up(db: UntypedDatabase) {
    await db.schema.createIndex('users_rank_index').on('users').columns(['rank', 'id']).execute();
  },
  async down(db: UntypedDatabase) {
    // only MySQL names the table of an index it drops; the others refuse the name
    const drop = db.schema.dropIndex('users_rank_index');
    await (engineOf(db) === 'mysql' ? drop.on('users') : drop).execute();
  },
};
