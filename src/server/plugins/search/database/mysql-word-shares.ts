import { type RawBuilder, sql } from 'kysely';
import { stemmer } from 'stemmer';
import type { UntypedDatabase } from '../../../db/untyped.ts';
import type { SearchObjectType } from '../../../../shared/search/parse-query.ts';
import { averageOfNewest } from './post-statistics.ts';
import { tokensOf } from './terms.ts';

/**
 * How MySQL's index text is read without its full-text index: the text is its tokens joined by single
 * spaces (mysql-fulltext.ts), so a run of tokens is held exactly where it stands between two spaces.
 */

// InnoDB's innodb_ft_min_token_size by default
const MIN_INDEXED_TOKEN = 3;

/**
 * A token as the index holds it and queries ask for it. The table compares bytes (utf8mb4_bin, migration
 * 0035), so accents are dropped from both (as SQLite's tokenizer drops them): Latin, Greek and Cyrillic
 * combining marks only, so a kana's voicing mark stays. Words are kept as their English stem (Porter's, as
 * SQLite's porter tokenizer does, whatever the site's language), so "indexes" finds "index". InnoDB leaves words shorter than
 * innodb_ft_min_token_size (3 by default) out of FULLTEXT indexes, which would lose most Chinese words and
 * English ones like "go" or "c": a short token is padded with underscores (a word character to InnoDB,
 * never in a token) to that length.
 */
export const indexToken = (token: string) => {
  const bare = token
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/gu, '')
    .normalize('NFC');
  const stem = stemmer(bare);
  return stem + '_'.repeat(Math.max(0, MIN_INDEXED_TOKEN - [...stem].length));
};

export const indexedText = (text: string) => tokensOf(text).map(indexToken).join(' ');

export type IndexColumn = 'title' | 'body';

/** 1 when the column holds the run of tokens, else 0. */
export const holds = (run: string[], column: IndexColumn): RawBuilder<number> =>
  sql<number>`(locate(${` ${run.map(indexToken).join(' ')} `}, concat(' ', ${sql.ref(column)}, ' ')) > 0)`;

/** 1 when the post (or its title alone) holds the run. */
export const postHolds = (run: string[], titleOnly = false): RawBuilder<number> =>
  titleOnly ? holds(run, 'title') : sql<number>`(${holds(run, 'title')} or ${holds(run, 'body')})`;

/** A post id bound as text (17 digits are past a double's precision) as MySQL's integer. */
export const asInteger = (id: string) => sql`cast(${id} as unsigned)`;

/**
 * The share of a kind's newest search.share_sample posts that hold the run, read in key order: a short read
 * whatever the word, where InnoDB's index would read every post holding a common one.
 */
export const shareOf = (db: UntypedDatabase, run: string[], kind: SearchObjectType) =>
  averageOfNewest(db, `mysql:share:${JSON.stringify(run)}`, postHolds(run), kind, asInteger);
