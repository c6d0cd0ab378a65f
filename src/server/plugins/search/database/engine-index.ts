import type { RawBuilder } from 'kysely';
import { engineOf } from '../../../db/engine.ts';
import { mysqlFullText } from './mysql-fulltext.ts';
import { postgresTsvector } from './postgres-tsvector.ts';
import { sqliteFts } from './sqlite-fts.ts';
import type { MatchOptions } from './match-query.ts';
import type { FullTextTerms } from './terms.ts';
import type { UntypedDatabase } from '../../../db/untyped.ts';
import type { SearchObjectType } from '../../../../shared/search/parse-query.ts';
import type { PostingsReader } from './word-postings.ts';

/** A post's text as written; each engine cuts unspaced scripts into words (segmentText) as it indexes. */
export interface IndexedText {
  id: string;
  title: string;
  body: string;
}

/** The posts matching with their relevance (`score`, higher is better), as a derived table. */
export type FullTextMatches = RawBuilder<{ id: string; score: number }>;

/**
 * A kind's newest matches ranked: each one's relevance, and its tier (2 when its title holds every one of
 * several words, 1 when the post does), which ranks above the relevance.
 */
export interface RankedWindow {
  scores: Map<string, number>;
  tiers: Map<string, number>;
}

/**
 * How one engine's full-text index (created by migration 0021_search_relevance) is written and asked.
 * Any of the tokens may match and every phrase must; the score is the engine's relevance model with a
 * title match weighing search.title_weight times a body match.
 */
export interface EngineIndex {
  /** replaces the rows of these posts */
  write(db: UntypedDatabase, posts: IndexedText[]): Promise<void>;
  /** removes the rows of posts that no longer exist */
  prune(db: UntypedDatabase): Promise<void>;
  matches(db: UntypedDatabase, terms: FullTextTerms, options: MatchOptions): Promise<FullTextMatches>;
  /**
   * Ranks a kind's newest `newest` matches, where the engine does that more cheaply than scoring them with
   * `matches` and asking for the tiers by more reads, which find-posts.ts does otherwise.
   */
  rankedWindow?(
    db: UntypedDatabase,
    terms: FullTextTerms,
    kind: SearchObjectType,
    newest: number,
  ): Promise<RankedWindow>;
  /** A word's newest posts of a kind with what the ranking reads of them, kept between searches (word-postings.ts). */
  postings: PostingsReader;
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
