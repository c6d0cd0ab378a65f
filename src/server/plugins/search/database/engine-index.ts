import type { Kysely, RawBuilder } from 'kysely';
import { engineOf } from '../../../db/engine.ts';
import { mysqlFullText } from './mysql-fulltext.ts';
import { postgresTsvector } from './postgres-tsvector.ts';
import { sqliteFts } from './sqlite-fts.ts';
import type { FullTextTerms } from './terms.ts';

/** A post's text as the index holds it. */
export interface IndexedText {
  id: string;
  title: string;
  body: string;
}

/** The ids of the posts matching and how well: a title match weighs constants.search.title_weight body matches. */
export type FullTextMatches = RawBuilder<{ id: string; relevance: number }>;

/** How one engine's full-text index (created by migration 0006_search_index) is written and asked. */
export interface EngineIndex {
  /** replaces the rows of these posts */
  write(db: Kysely<any>, posts: IndexedText[]): Promise<void>;
  matches(terms: FullTextTerms): FullTextMatches;
}

export function engineIndex(db: Kysely<any>): EngineIndex {
  switch (engineOf(db)) {
    case 'sqlite':
      return sqliteFts;
    case 'postgres':
      return postgresTsvector;
    case 'mysql':
      return mysqlFullText;
  }
}
