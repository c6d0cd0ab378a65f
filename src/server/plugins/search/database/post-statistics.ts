import { type RawBuilder, sql } from 'kysely';
import { constants } from '../../../../../generated/constants.ts';
import { remembered } from '../../../cache/database-cache.ts';
import type { UntypedDatabase } from '../../../db/untyped.ts';
import type { SearchObjectType } from '../../../../shared/search/parse-query.ts';
import { newestOfKind, type AsInteger } from './match-query.ts';

/**
 * Figures about the posts that PostgreSQL and MySQL read off a sample rather than off every post: each
 * kind's newest search.share_sample posts, read by key, stand for the kind, and each figure is kept
 * document_frequency_ttl_seconds, as a few new posts move it by next to nothing.
 */

const TTL_SECONDS = constants.search.document_frequency_ttl_seconds;
const KINDS: SearchObjectType[] = ['question', 'answer'];

/**
 * About how many posts of a kind the index holds: the kind's table counted, as counting the index's own
 * rows would read their texts.
 */
export const postsOfKind = (db: UntypedDatabase, kind: SearchObjectType) =>
  remembered(db, 'search_statistics', `posts:${kind}`, TTL_SECONDS, async () => {
    const { posts } = await db
      .selectFrom(kind)
      .select((eb) => eb.fn.countAll().as('posts'))
      .executeTakeFirstOrThrow();
    return Number(posts);
  });

/**
 * The average of `expression`, on an index row, over the kind's newest share_sample posts (0 with none), kept
 * under `key`: a word's figures are keyed by the word as JSON behind a prefix of their own, so that no word
 * (a search for "length", say) can read or overwrite another figure.
 */
export const averageOfNewest = (
  db: UntypedDatabase,
  key: string,
  expression: RawBuilder<unknown>,
  kind: SearchObjectType,
  asInteger: AsInteger,
): Promise<number> =>
  remembered(db, 'search_statistics', `${key}:${kind}`, TTL_SECONDS, async () => {
    const where = sql`1 = 1`;
    const newest = newestOfKind({ id: sql`id`, where, asInteger }, kind, constants.search.share_sample, [
      sql`${expression} as sampled`,
    ]);
    const { rows } = await sql<{
      average: number | string | null;
    }>`select avg(sampled) as average from ${newest} as newest`.execute(db);
    return Number(rows[0]?.average ?? 0);
  });

/** `expression`'s sample averages times the posts of each kind, summed: its total over the whole index, estimated. */
export async function estimatedTotal(
  db: UntypedDatabase,
  key: string,
  expression: RawBuilder<unknown>,
  asInteger: AsInteger,
): Promise<{ total: number; posts: number }> {
  const kinds = await Promise.all(
    KINDS.map((kind) => Promise.all([averageOfNewest(db, key, expression, kind, asInteger), postsOfKind(db, kind)])),
  );
  return {
    total: kinds.reduce((sum, [average, posts]) => sum + average * posts, 0),
    posts: kinds.reduce((sum, [, posts]) => sum + posts, 0),
  };
}

/** The posts' average length as `length` measures it on an index row; at least 1, to be divided by. */
export async function averageLength(
  db: UntypedDatabase,
  engine: string,
  length: RawBuilder<unknown>,
  asInteger: AsInteger,
): Promise<number> {
  const { total, posts } = await estimatedTotal(db, `${engine}:length`, length, asInteger);
  return Math.max(posts === 0 ? 0 : total / posts, 1);
}
