import { type Kysely, sql } from 'kysely';
import { constants } from '../../../../../generated/constants.ts';
import { engineOf } from '../../../db/engine.ts';
import { objectTypeOf } from '../../../db/object-id.ts';
import type { Database } from '../../../db/schema.ts';
import type { SearchObjectType } from '../../../../shared/search/parse-query.ts';
import type { SearchCondition, SearchHit } from '../provider.ts';
import { engineIndex } from './engine-index.ts';
import type { MatchOptions } from './match-query.ts';
import { candidatesOf } from './post-queries.ts';
import type { Matches, Plan, SearchBounds } from './search-plan.ts';
import { fullTextTerms, type FullTextTerms } from './terms.ts';

/** Whether every [tag] group is on so many questions that walking the newest posts finds enough soon. */
async function allTagsPopular(db: Kysely<Database>, groups: string[][], bounds: SearchBounds): Promise<boolean> {
  if (groups.length === 0) return false;
  const counts = await db.selectFrom('tag').select(['id', 'question_count']).where('id', 'in', groups.flat()).execute();
  const countOf = new Map(counts.map((tag) => [tag.id, tag.question_count]));
  return groups.every(
    (group) => group.reduce((sum, id) => sum + (countOf.get(id) ?? 0), 0) >= bounds.popular_tag_questions,
  );
}

/** The best matches read once: each id's score. */
async function bestMatches(
  db: Kysely<Database>,
  terms: FullTextTerms,
  options: MatchOptions & { best: number },
): Promise<Map<string, number>> {
  const matches = await engineIndex(db).matches(db, terms, options);
  const { rows } = await sql<{
    id: string | number;
    score: number | string;
  }>`select id, score from ${matches} as m`.execute(db);
  return new Map(rows.map((row) => [String(row.id), Number(row.score)]));
}

/**
 * How many of the words a post holds, as tiers: 2 when its title holds every one of several words, 1
 * when the post does (each word asked as a phrase of one token), else 0. A tier ranks above the scores,
 * which alone may put a rare word's posts above those holding all. The best of each tier are read.
 */
async function coverageOf(db: Kysely<Database>, terms: FullTextTerms, best: number) {
  const tiers = new Map<string, { tier: number; score: number }>();
  if (terms.tokens.length < 2) return tiers;
  const allWords = { tokens: [], phrases: [...terms.phrases, ...terms.tokens.map((token) => [token])] };
  for (const [tier, titleOnly] of [
    [2, true],
    [1, false],
  ] as const)
    for (const [id, score] of await bestMatches(db, allWords, { best, titleOnly }))
      if (!tiers.has(id)) tiers.set(id, { tier, score });
  return tiers;
}

/**
 * The posts the full-text index matches: the best few read once, with their scores, when there is a
 * bound (those holding every word among them); all of them as a derived table when the search is
 * narrowed otherwise (there may be many).
 */
async function fullTextMatches(
  db: Kysely<Database>,
  terms: FullTextTerms,
  best: number | undefined,
  coverage: Map<string, { score: number }>,
): Promise<Matches> {
  if (best === undefined) return engineIndex(db).matches(db, terms, {});
  const matches = await bestMatches(db, terms, { best });
  for (const [id, { score }] of coverage) if (!matches.has(id)) matches.set(id, score);
  return matches;
}

/** A candidate as the database returns it: sort keys may come back as numbers or decimal strings. */
interface Candidate {
  id: string;
  object_type: SearchObjectType;
  relevance: number | string;
  /** coverageOf's tier */
  coverage?: number;
  created_at: number | string;
  active_at: number | string;
  vote_count: number | string;
}

const ORDERS = {
  relevance: ['coverage', 'relevance', 'created_at'],
  newest: ['created_at'],
  active: ['active_at'],
  score: ['vote_count', 'created_at'],
} as const;

/** Highest first by the order's keys, then by id (object ids all have the same number of digits). */
function byOrder(order: SearchCondition['order']) {
  return (a: Candidate, b: Candidate) => {
    for (const key of ORDERS[order]) {
      const difference = Number(b[key] ?? 0) - Number(a[key] ?? 0);
      if (difference !== 0) return difference;
    }
    return String(b.id).localeCompare(String(a.id));
  };
}

/**
 * The built-in search. Words alone yield the candidates_max most relevant matches; otherwise each kind
 * of post yields its newest candidates_max matches at most, so the work has a bound however many posts
 * match; they are ordered, counted and paged here.
 */
export async function findPosts(
  db: Kysely<Database>,
  condition: SearchCondition,
  bounds: SearchBounds = constants.search,
): Promise<{ count: number; hits: SearchHit[] }> {
  const terms = fullTextTerms(condition.words, condition.phrases);
  const popularTags = await allTagsPopular(db, condition.tagGroups, bounds);
  // less common tags, a user or a question narrow the posts enough to look at every match; words alone may match most of the site
  const narrowed =
    (condition.tagGroups.length > 0 && !popularTags) || condition.userId !== null || condition.questionId !== null;
  const coverage = terms
    ? await coverageOf(db, terms, bounds.candidates_max)
    : new Map<string, { tier: number; score: number }>();
  const matches = terms
    ? await fullTextMatches(db, terms, narrowed ? undefined : bounds.candidates_max, coverage)
    : null;
  const plan: Plan = {
    condition,
    bounds,
    matches,
    popularTags,
    steered: engineOf(db) === 'sqlite',
    lead: narrowed || matches ? 'narrowing' : 'newest',
  };
  const found: Candidate[] = [];
  // one kind after the other: an SQLite connection runs one statement at a time anyway
  for (const type of condition.objectTypes) {
    if (matches instanceof Map && ![...matches.keys()].some((id) => objectTypeOf(id) === type)) continue;
    const candidates = (await candidatesOf(db, type, plan).execute()) as Candidate[];
    for (const candidate of candidates) {
      if (matches instanceof Map) candidate.relevance = matches.get(String(candidate.id))!;
      candidate.coverage = coverage.get(String(candidate.id))?.tier ?? 0;
    }
    found.push(...candidates);
  }
  const start = (condition.page - 1) * condition.size;
  const page = found.sort(byOrder(condition.order)).slice(start, start + condition.size);
  return { count: found.length, hits: page.map((row) => ({ objectType: row.object_type, id: String(row.id) })) };
}
