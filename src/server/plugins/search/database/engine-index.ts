import { type RawBuilder, sql } from 'kysely';
import { engineOf } from '../../../db/engine.ts';
import { mysqlFullText } from './mysql-fulltext.ts';
import { postgresTsvector } from './postgres-tsvector.ts';
import { sqliteFts } from './sqlite-fts.ts';
import type { FullTextTerms } from './terms.ts';
import type { UntypedDatabase } from '../../../db/untyped.ts';

/** A post's text as the index holds it. */
export interface IndexedText {
  id: string;
  title: string;
  body: string;
}

/** The ids of the posts matching, as a derived table. */
export type FullTextMatches = RawBuilder<{ id: string }>;

/** How one engine's full-text index (created by migration 0008_search_index) is written and asked. */
export interface EngineIndex {
  /** replaces the rows of these posts */
  write(db: UntypedDatabase, posts: IndexedText[]): Promise<void>;
  /** the posts matching, or only the `newest` of them (the highest ids) when given */
  matches(terms: FullTextTerms, newest?: number): FullTextMatches;
}

/** The end of a matches query: all of them, or the newest few by the index's `id` column. */
export function newestOnly(newest: number | undefined, id: RawBuilder<unknown>) {
  return newest === undefined ? sql`` : sql` order by ${id} desc limit ${newest}`;
}

export function engineIndex(db: UntypedDatabase): EngineIndex {
  switch (engineOf(db)) {
    case 'sqlite':
      return sqliteFts;
    case 'postgres':
      return postgresTsvector;
    case 'mysql':
      return mysqlFullText;
  }
}
