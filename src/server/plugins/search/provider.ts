import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CountCondition, SearchObjectType } from '../../../shared/search/parse-query.ts';
import type { PluginDescriptor } from '../host.ts';
import type { constants } from '../../../../generated/constants.ts';

export type SearchOrder = (typeof constants.sorts.search)[number];

/** What GET search/desc shows of the active search plugin ("Search by"). */
export interface SearchDescription {
  name: string;
  icon: string;
  link: string;
}

/**
 * A parsed query with its names resolved (answer-api-facts §7 Search plugins receive "the parsed
 * condition"): tags as id groups, the user as an id, the question as a long id.
 */
export interface SearchCondition {
  /** lower-cased words, each found in the post (as a word or the start of one) */
  words: string[];
  /** lower-cased phrases, each found as written */
  phrases: string[];
  /** one group per [tag]: the tag and its synonyms; the post's question carries one tag of every group */
  tagGroups: string[][];
  userId: string | null;
  score: CountCondition | null;
  answers: CountCondition | null;
  views: CountCondition | null;
  hasAccepted: boolean | null;
  isAccepted: boolean | null;
  questionId: string | null;
  /** never empty: the host answers a query that no kind of post can match without asking */
  objectTypes: SearchObjectType[];
  order: SearchOrder;
  page: number;
  size: number;
}

export interface SearchHit {
  objectType: SearchObjectType;
  id: string;
}

/**
 * What a search plugin provides. It only finds posts; the host presents them, so every plugin's
 * results look alike. Deleted, pending and unlisted posts must never be among the hits.
 */
export interface SearchProvider extends PluginDescriptor {
  kind: 'search';
  description(): SearchDescription;
  search(db: Kysely<Database>, condition: SearchCondition): Promise<{ count: number; hits: SearchHit[] }>;
  /** indexes every question and answer again (an admin's "re-index" or a plugin just switched on) */
  reindex(db: Kysely<Database>): Promise<void>;
  /** a question or answer was written (asked, answered, edited), in the writer's transaction; only while on */
  postChanged?(trx: Kysely<Database>, postId: string): Promise<void>;
}
