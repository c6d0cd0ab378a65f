import { type Kysely, sql } from 'kysely';
import { constants } from '../../../../../generated/constants.ts';
import { engineOf } from '../../../db/engine.ts';
import type { Database } from '../../../db/schema.ts';
import type { SearchObjectType } from '../../../../shared/search/parse-query.ts';
import type { SearchCondition, SearchHit } from '../provider.ts';
import { engineIndex, type RankedWindow } from './engine-index.ts';
import type { MatchOptions } from './match-query.ts';
import { firstInOrder } from './first-in-order.ts';
import { keptCandidates, wordsAlone } from './kept-candidates.ts';
import { candidatesOf } from './post-queries.ts';
import type { Plan, SearchBounds } from './search-plan.ts';
import { fullTextTerms, type FullTextTerms } from './terms.ts';
import { newestHoldingAny } from './word-postings.ts';

/** Whether every [tag] group is on so many questions that walking the newest posts finds enough soon. */
async function allTagsPopular(db: Kysely<Database>, groups: string[][], bounds: SearchBounds): Promise<boolean> {
  if (groups.length === 0) return false;
  const counts = await db.selectFrom('tag').select(['id', 'question_count']).where('id', 'in', groups.flat()).execute();
  const countOf = new Map(counts.map((tag) => [tag.id, tag.question_count]));
  return groups.every(
    (group) => group.reduce((sum, id) => sum + (countOf.get(id) ?? 0), 0) >= bounds.popular_tag_questions,
  );
}

/** The matches read at once: each id's score (0 when unscored). */
async function readMatches(
  db: Kysely<Database>,
  terms: FullTextTerms,
  options: MatchOptions,
): Promise<Map<string, number>> {
  const matches = await engineIndex(db).matches(db, terms, options);
  const { rows } = await sql<{
    id: string | number;
    score: number | string;
  }>`select id, score from ${matches} as m`.execute(db);
  return new Map(rows.map((row) => [String(row.id), Number(row.score)]));
}

type Among = Pick<MatchOptions, 'kind' | 'fromId' | 'ids'>;

/**
 * How many of the words the posts `among` hold, as tiers: 2 when its title holds every one of several
 * words, 1 when the post does (each word asked as a phrase of one token), else 0. A tier ranks above
 * the scores, which alone may put a rare word's posts above those holding all. Asked unscored, of posts
 * already found, so only that part of the index is read.
 */
async function coverageAmong(db: Kysely<Database>, terms: FullTextTerms, among: Among) {
  const tiers = new Map<string, number>();
  if (terms.tokens.length < 2 || among.ids?.length === 0) return tiers;
  const allWords = { tokens: [], phrases: [...terms.phrases, ...terms.tokens.map((token) => [token])] };
  for (const [tier, titleOnly] of [
    [2, true],
    [1, false],
  ] as const)
    for (const id of (await readMatches(db, allWords, { ...among, titleOnly })).keys())
      if (!tiers.has(id)) tiers.set(id, tier);
  return tiers;
}

/**
 * A kind's matches when words alone lead: in a relevance order, its newest scored_matches_max ranked
 * (by the engine's own rankedWindow where it has one), the best candidates_max of them by tier and then
 * score; in any other order, its newest candidates_max, unscored, as the order needs no relevance.
 */
async function windowOf(
  db: Kysely<Database>,
  terms: FullTextTerms,
  kind: SearchObjectType,
  ranked: boolean,
  bounds: SearchBounds,
): Promise<RankedWindow> {
  const index = engineIndex(db);
  if (!ranked) {
    // words alone: the newest posts holding any of them, from their kept postings
    const newest =
      terms.phrases.length === 0
        ? await newestHoldingAny(db, terms.tokens, kind, bounds.candidates_max, index.postings)
        : null;
    const scores = newest
      ? new Map(newest.map((id) => [id, 0]))
      : await readMatches(db, terms, { kind, newest: bounds.candidates_max });
    return { scores, tiers: new Map() };
  }
  const window = index.rankedWindow
    ? await index.rankedWindow(db, terms, kind, bounds.scored_matches_max)
    : await scoredWindow(db, terms, kind, bounds);
  if (window.scores.size <= bounds.candidates_max) return window;
  const tierOf = (id: string) => window.tiers.get(id) ?? 0;
  const best = [...window.scores]
    .sort(([a, scoreA], [b, scoreB]) => tierOf(b) - tierOf(a) || scoreB - scoreA)
    .slice(0, bounds.candidates_max);
  return { scores: new Map(best), tiers: window.tiers };
}

/** A kind's newest scored_matches_max matches scored by the engine in one read, then their tiers. */
async function scoredWindow(
  db: Kysely<Database>,
  terms: FullTextTerms,
  kind: SearchObjectType,
  bounds: SearchBounds,
): Promise<RankedWindow> {
  const scored = await readMatches(db, terms, { kind, newest: bounds.scored_matches_max, scored: true });
  // ids of one kind have the same number of digits, so the lowest sorts first as text too
  const fromId = [...scored.keys()].reduce((low, id) => (id < low ? id : low), [...scored.keys()][0] ?? '');
  const tiers = scored.size > 0 ? await coverageAmong(db, terms, { kind, fromId }) : new Map<string, number>();
  return { scores: scored, tiers };
}

/** A candidate as the database returns it: sort keys may come back as numbers or decimal strings. */
interface CandidateRow {
  id: string | number;
  object_type: SearchObjectType;
  relevance: number | string;
  created_at: number | string;
  active_at: number | string;
  vote_count: number | string;
}

/** A candidate with its keys as numbers, converted once (kept rows are kept so). */
interface Candidate {
  id: string;
  objectType: SearchObjectType;
  relevance: number;
  createdAt: number;
  activeAt: number;
  voteCount: number;
}

const candidateOf = (row: CandidateRow): Candidate => ({
  id: String(row.id),
  objectType: row.object_type,
  relevance: Number(row.relevance ?? 0),
  createdAt: Number(row.created_at),
  activeAt: Number(row.active_at),
  voteCount: Number(row.vote_count),
});

/** A candidate with its order's keys, highest first: the relevance order's are its tier, score and date. */
interface Ranked {
  id: string;
  objectType: SearchObjectType;
  first: number;
  second: number;
  third: number;
}

/** A candidate ranked by an order's keys, given its score and tier (0 outside a relevance order). */
const RANKED_BY: Record<SearchCondition['order'], (candidate: Candidate, score: number, tier: number) => Ranked> = {
  relevance: ({ id, objectType, createdAt }, score, tier) => ({
    id,
    objectType,
    first: tier,
    second: score,
    third: createdAt,
  }),
  newest: ({ id, objectType, createdAt }) => ({ id, objectType, first: createdAt, second: 0, third: 0 }),
  active: ({ id, objectType, activeAt }) => ({ id, objectType, first: activeAt, second: 0, third: 0 }),
  score: ({ id, objectType, voteCount, createdAt }) => ({
    id,
    objectType,
    first: voteCount,
    second: createdAt,
    third: 0,
  }),
};

/** Highest first by the order's keys, then by id (object ids all have the same number of digits, so they compare as text). */
function byKeys(a: Ranked, b: Ranked): number {
  return b.first - a.first || b.second - a.second || b.third - a.third || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/**
 * The built-in search. Each kind of post yields at most candidates_max matches, so the work has a bound
 * however many posts match: with words alone, those windowOf reads; otherwise its newest matches of the
 * filters. They are ordered, counted and paged here.
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
  const ranked = condition.order === 'relevance';
  const steered = engineOf(db) === 'sqlite';
  const candidatesOfKind = async (kind: SearchObjectType): Promise<Ranked[]> => {
    const window = terms && !narrowed ? await windowOf(db, terms, kind, ranked, bounds) : null;
    if (window?.scores.size === 0) return [];
    const matches =
      window?.scores ?? (terms ? await engineIndex(db).matches(db, terms, { kind, scored: ranked }) : null);
    const plan: Plan = {
      condition,
      bounds,
      matches,
      popularTags,
      steered,
      lead: narrowed || matches ? 'narrowing' : 'newest',
    };
    const candidates =
      window && wordsAlone(condition)
        ? await keptCandidates(db, kind, plan, [...window.scores.keys()], candidateOf)
        : ((await candidatesOf(db, kind, plan).execute()) as CandidateRow[]).map(candidateOf);
    const tiers =
      window?.tiers ??
      (terms && ranked
        ? await coverageAmong(db, terms, { kind, ids: candidates.map((candidate) => candidate.id) })
        : new Map<string, number>());
    const rankedBy = RANKED_BY[condition.order];
    return candidates.map((candidate) =>
      rankedBy(
        candidate,
        window ? window.scores.get(candidate.id)! : candidate.relevance,
        tiers.get(candidate.id) ?? 0,
      ),
    );
  };
  const found: Ranked[] = [];
  // an SQLite connection runs one statement at a time, so its kinds go one after the other; a server's
  // pool reads both kinds at once
  if (steered) for (const kind of condition.objectTypes) found.push(...(await candidatesOfKind(kind)));
  else found.push(...(await Promise.all(condition.objectTypes.map(candidatesOfKind))).flat());
  const start = (condition.page - 1) * condition.size;
  const page = firstInOrder(found, start + condition.size, byKeys).slice(start);
  return { count: found.length, hits: page.map(({ objectType, id }) => ({ objectType, id })) };
}
